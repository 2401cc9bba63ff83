"""Building track under Steam's and Age of Steam's rules, with reasons and costs.

Both games share one mechanism; a :class:`BuildRules` value holds what
differs (tile manifest, town tiles or town disks, starting from towns, taking
over unowned links, the cost formula). A :class:`BuildTurn` is one player's
building turn on a :class:`~steamlab.games.rails.board.RailBoard`: ask it
``why_illegal(build)``, ``cost(build)``, ``legal_builds()`` or
``options_at(hex)``, then ``apply`` and finally ``end_turn``.

>>> from steamlab.core.maps import load_map
>>> board = RailBoard(load_map("rust_belt"))
>>> turn = BuildTurn(board, STEAM, player=0)
>>> print(turn.why_illegal(Build("H6", "straight", 0)))
You cannot build onto Chicago: track never goes on a city hex.
>>> print(turn.cost(Build("H7", "straight", 0)))
2 x $1 per exit: $2
total: $2
>>> turn.apply(Build("H7", "straight", 0)).total
2
>>> from steamlab.games.rails.links import trace_links
>>> [str(link.start.hex == board.map.find("Chicago")) for link in trace_links(board)]
['True']

Every refusal is a :class:`~steamlab.i18n.Message` whose ``rule`` cites the seed
(``seed 001`` is Age of Steam, ``000``/``002``/``003`` Steam); ``docs/building.md`` lists the decisions taken where
the seeds are silent.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from steamlab.core.hexgrid import EDGE_NAMES, Hex, label, parse_label
from steamlab.core.tiles import TOWN, Segment, TileManifest, TrackTile, exits_of, load_tiles, segment, town_star
from steamlab.games.rails.actions import Build, Urbanize
from steamlab.games.rails.board import Placement, RailBoard
from steamlab.games.rails.costs import Cost, aos_cost, steam_cost
from steamlab.games.rails.links import Link, Node, Piece, Port, board_links, links_from, remember_links, retraced
from steamlab.i18n import cite, msg


@dataclass(frozen=True)
class BuildRules:
    """What differs between the two games' building rules."""

    game: str
    tiles: TileManifest
    town_disks: bool
    """Age of Steam: an ordinary tile may go on a town with a town disk."""
    start_at_towns: bool
    """Age of Steam: new track may start at a town already on the board."""
    takeover_needs_network: bool
    """Steam: an unowned link is taken over only if its city is on your complete network."""
    seed: str

    def ref(self, topic: str) -> str:
        return f"(seed{'s' if '/' in self.seed else ''} {self.seed}, {topic})"

    def cite(self, topic: str) -> str:
        """The rule citation of a refusal (:func:`steamlab.i18n.cite`), kept out of the sentence."""
        return cite(self.seed, topic)

    @property
    def anchors(self) -> frozenset[str]:
        """What new track may start from: a city, own track, a link to take over (AoS: a town too)."""
        return _ANCHORS_FROM_TOWNS if self.start_at_towns else ANCHORS


STEAM = BuildRules("steam", load_tiles("steam"), False, False, True, "000/002")
AGE_OF_STEAM = BuildRules("age_of_steam", load_tiles("age_of_steam"), True, True, False, "001")
RULES = {"steam": STEAM, "age_of_steam": AGE_OF_STEAM}


# -- what lies across each edge of a hex ---------------------------------------
BLOCKED, FREE, CITY, TOWN_STUB, OWN, TAKE, NO_TAKE, FOREIGN = (
    "blocked", "free", "city", "town", "own", "take", "no_take", "foreign",
)  # fmt: skip
ANCHORS = frozenset({CITY, OWN, TAKE})
_BAD = frozenset({BLOCKED, FOREIGN, NO_TAKE})
"""What no new track may run into (``_edge_reason`` says why)."""
_ANCHORS_FROM_TOWNS = ANCHORS | {TOWN_STUB}


class Across(NamedTuple):
    """What a new track end across one edge would join (a tuple: made for every edge of every hex looked at)."""

    status: str
    node: Node | None = None
    """The station reached: the city or town itself, or the start of the link extended."""
    link: Link | None = None


_BLOCKED = Across(BLOCKED)
_FREE = Across(FREE)


@dataclass(frozen=True)
class BuildOption:
    """A build with its kind ("new", "improve", "redirect") and cost; ``reason`` if illegal."""

    build: Build
    kind: str
    cost: Cost | None
    reason: str | None = None

    @property
    def legal(self) -> bool:
        return self.reason is None


@dataclass(frozen=True)
class _Snapshot:
    """What one enumeration reads many times: open ends and tiles in use."""

    ends: dict[Port, Link]
    used: dict[str, int]
    disks: int
    exhausted: frozenset[str] = frozenset()
    """Tile ids with every tile on the board."""
    disks_out: bool = False
    """Every town disk is on the board."""


@dataclass(frozen=True)
class Orientation:
    """A tile turned one of its distinct ways, with what enumeration reads of it precomputed."""

    index: int
    """Position in the manifest's order (tile, then rotation): the order builds are listed in."""
    tile: TrackTile
    rotation: int
    segments: frozenset[Segment]
    exits: frozenset[int]
    segment_masks: tuple[int, ...]
    """Each segment's edges as a bit mask (bit ``e`` for edge ``e``; the town end has none)."""
    is_town: bool
    """A town tile (``tile.is_town``, read often)."""
    star: frozenset[Segment]
    """The track it lays on a town with a town disk (Age of Steam): a segment from each exit to the town."""


@dataclass(frozen=True)
class OrientationTable:
    """Every distinct orientation of a manifest's tiles, in order, with sets of them as bit sets.

    A set of orientations is an ``int`` whose bit ``i`` stands for ``all[i]``: intersecting two sets is
    one ``&``, and reading a set back (:meth:`members`) gives table order for free. The sets below are
    tile geometry, the same for every position; what a position asks (:meth:`unblocked` and the rest)
    is combined from them and remembered in ``selections``.
    """

    all: tuple[Orientation, ...]
    without: tuple[int, ...]
    """``without[m]``: the orientations with no exit in the edge mask ``m`` (``m`` in 0..63)."""
    touching: tuple[int, ...]
    """``touching[m]``: the orientations with an exit in ``m``."""
    covering_all: tuple[int, ...]
    """``covering_all[m]``: the orientations with an exit at every edge of ``m``."""
    all_anchored: tuple[int, ...]
    """``all_anchored[m]``: the plain (no town) orientations each of whose tracks has an edge in ``m``."""
    by_segment: dict[Segment, int] = field(default_factory=dict)
    """The orientations that lay each segment."""
    by_edge: dict[int, int] = field(default_factory=dict)
    """The orientations with track leaving by each edge."""
    by_track: dict[frozenset[Segment], tuple[Orientation, ...]] = field(default_factory=dict)
    """The plain (no town) orientations laying exactly each set of segments."""
    selections: dict[tuple[object, ...], Any] = field(default_factory=dict, compare=False)
    """The answers of :meth:`unblocked` and the rest so far (they depend on edge masks and segments only)."""

    @staticmethod
    def of(items: tuple[Orientation, ...]) -> OrientationTable:
        """The table of ``items`` (each ``index`` its position), every bit set worked out once."""

        exits = [_mask(o.exits) for o in items]
        plain = [() if o.is_town else o.segment_masks for o in items]  # a town tile: never "every track anchored"

        def having(test: Callable[[int, int], bool]) -> tuple[int, ...]:
            """For each edge mask ``m``, the orientations ``i`` with ``test(i, m)``."""
            return tuple(sum(1 << i for i in range(len(items)) if test(i, m)) for m in range(64))

        by_segment: dict[Segment, int] = {}
        by_edge: dict[int, int] = {}
        by_track: dict[frozenset[Segment], tuple[Orientation, ...]] = {}
        for o in items:
            if not o.is_town:
                by_track[o.segments] = (*by_track.get(o.segments, ()), o)
            for seg in o.segments:
                by_segment[seg] = by_segment.get(seg, 0) | 1 << o.index
            for e in o.exits:
                by_edge[e] = by_edge.get(e, 0) | 1 << o.index
        return OrientationTable(
            items,
            having(lambda i, m: not exits[i] & m),
            having(lambda i, m: bool(exits[i] & m)),
            having(lambda i, m: exits[i] & m == m),
            having(lambda i, m: bool(plain[i]) and all(s & m for s in plain[i])),
            by_segment,
            by_edge,
            by_track,
        )

    def __iter__(self) -> Iterator[Orientation]:
        return iter(self.all)

    def members(self, bits: int) -> tuple[Orientation, ...]:
        """The orientations of the bit set ``bits``, in table order."""
        items = self.all
        out = []
        while bits:
            low = bits & -bits
            out.append(items[low.bit_length() - 1])
            bits ^= low
        return tuple(out)

    def unblocked(self, town: bool, bad: int, anchored: int, city: int | None) -> tuple[Orientation, ...]:
        """The orientations that may be legal on an empty hex, in table order: no exit in ``bad``, an
        exit in ``anchored`` (off a town: every track anchored, and no town tile), an exit in ``city``
        when it is given (the first build). Only necessary conditions: ``_check`` judges what passes."""
        key = ("unblocked", town, bad, anchored, city)
        out = self.selections.get(key)
        if out is None:
            bits = self.without[bad] & self.touching[anchored]
            if city is not None:
                bits &= self.touching[city]
            if not town:
                bits &= self.all_anchored[anchored]
            out = self.selections[key] = self.members(bits)
        return out

    def covering(self, required: int) -> tuple[Orientation, ...]:
        """The orientations whose exits include every edge of the mask ``required``, in table order."""
        key = ("covering", required)
        out = self.selections.get(key)
        if out is None:
            out = self.selections[key] = self.members(self.covering_all[required])
        return out

    def _laying(self, segments: Iterable[Segment], among: int) -> int:
        """The orientations of ``among`` that lay every one of ``segments``."""
        by_segment = self.by_segment
        for s in segments:
            among &= by_segment.get(s, 0)
        return among

    def improving(self, old: frozenset[Segment]) -> tuple[tuple[Orientation, frozenset[Segment], int], ...]:
        """Plain (no town) orientations that lay all of ``old`` and more, in table order, each with the
        segments it adds and their edges as a mask."""
        key = ("improving", old)
        out = self.selections.get(key)
        if out is None:
            found = []
            for o in self.members(self._laying(old, (1 << len(self.all)) - 1)):
                if not o.is_town and old < o.segments:
                    found.append((o, o.segments - old, _segments_mask(o.segments - old)))
            out = self.selections[key] = tuple(found)
        return out

    def redirecting(self, kept: frozenset[Segment], end: Segment, entry: int) -> tuple[tuple[Orientation, int], ...]:
        """Plain orientations that lay ``kept`` and one track more, from edge ``entry`` but not the
        old ``end`` track, in table order, each with that track's other edge."""
        key = ("redirecting", kept, end, entry)
        out = self.selections.get(key)
        if out is None:
            found: list[tuple[Orientation, int]] = []
            for other in range(6):  # the new track runs from the entry to another edge
                track = segment(entry, other)
                if other != entry and track != end and track not in kept:
                    found.extend((o, other) for o in self.by_track.get(kept | {track}, ()))
            out = self.selections[key] = tuple(sorted(found, key=lambda item: item[0].index))
        return out


_ORIENTATIONS: dict[str, OrientationTable] = {}


class _EdgeMasks(NamedTuple):
    """A hex's edges by what lies across them, as bit masks (bit ``e`` for edge ``e``)."""

    bad: int
    """Blocked, another player's track, or an unowned link the player may not take."""
    anchored: int
    city: int


def _loops(segments: Iterable[Segment], across: dict[int, Across]) -> bool:
    """Whether one of ``segments`` would join a station to itself (both ends at the same node)."""
    for a, b in segments:
        node = across[a].node
        if node is not None and b != TOWN and node == across[b].node:
            return True
    return False


def _redirect_exit(changed: frozenset[Segment], entry: int, m: _EdgeMasks) -> int | None:
    """The new exit of a redirect that swaps the link's end track for ``changed``, or ``None`` where
    that cannot be legal: not one new track, not from the link's entry edge, or leaving by a blocked
    edge (necessary conditions only: ``_judge`` decides the rest)."""
    if len(changed) != 1:
        return None
    (a, b) = next(iter(changed))
    if entry not in (a, b):
        return None
    out = b if a == entry else a
    return out if out == TOWN or not (1 << out) & m.bad else None


def _mask(edges: Iterable[int]) -> int:
    return sum(1 << e for e in set(edges) if e != TOWN)


_SEGMENT_MASK: dict[Segment, int] = {(a, b): _mask((a, b)) for a in range(7) for b in range(7) if a != b}
"""Each segment's edges as a bit mask (a town end adds none)."""


def _segments_mask(segs: Iterable[Segment]) -> int:
    out = 0
    for s in segs:
        out |= _SEGMENT_MASK[s]
    return out


def orientations(rules: BuildRules) -> OrientationTable:
    """The distinct orientations of ``rules``' tiles (tile geometry only: the same for every position).

    >>> t = orientations(STEAM)
    >>> t.all[0].tile.id, [o.rotation for o in t if o.tile.id == "straight"]
    ('straight', [0, 1, 2])
    """
    table = _ORIENTATIONS.get(rules.game)
    if table is None:
        items: list[Orientation] = []
        for tile in rules.tiles:
            for rot in tile.orientations():
                segs = tile.rotated(rot)
                exits = exits_of(segs)
                items.append(Orientation(len(items), tile, rot, segs, exits,
                                         tuple(_SEGMENT_MASK[s] for s in sorted(segs)), tile.is_town,
                                         town_star(exits)))  # fmt: skip
        table = _ORIENTATIONS[rules.game] = OrientationTable.of(tuple(items))
    return table


_PRICES: dict[int, tuple[object, object]] = {}
"""Each map's terrain prices as a hashable value, by identity (see :func:`_prices_key`)."""


def _prices_key(prices: object) -> object:
    """A map's terrain prices for one terrain and game (a number, ``None`` or a dict of prices by tile
    class) as a hashable value for the signature memo, worked out once per prices object (a map's data
    does not change while it is loaded; the entry keeps the object alive, so its identity is not reused).
    """
    entry = _PRICES.get(id(prices))
    if entry is not None and entry[0] is prices:
        return entry[1]
    key = tuple(sorted(prices.items())) if isinstance(prices, dict) else prices
    _PRICES[id(prices)] = (prices, key)
    return key


_MEMO: dict[tuple[object, ...], list[BuildOption]] = {}
"""The legal options of the first hex seen with each signature (see ``BuildTurn._signature``): another hex
with the same signature has the same tiles, rotations, kinds and costs, on its own label."""
_COSTS: dict[tuple[object, ...], tuple[object, Cost]] = {}
"""Costs by everything they depend on, the terrain prices by identity (a :class:`Cost` never
changes: it may be shared)."""


@dataclass
class BuildTurn:
    """One player's building turn: the checks, the costs, and applying builds.

    ``first_build``: the player has not built yet this game (the first tile
    must be next to a city and joined to it). ``limit``: 3 tiles, 4 with the
    Engineer. ``may_urbanize``: the player took Urbanization this turn.
    """

    board: RailBoard
    rules: BuildRules
    player: int
    limit: int = 3
    first_build: bool = False
    may_urbanize: bool = False
    shared_memo: bool = False
    """Keep legal options on the board across turns (only when every change of the board goes
    through this class or announces itself with ``board.touch``: the game engine does)."""
    done: int = 0
    placed: set[Piece] = field(default_factory=set)
    urbanized: bool = False
    _links: list[Link] | None = field(default=None, repr=False)
    _network_cities: set[Hex] | None = field(default=None, repr=False)
    _sensitive: set[Hex] | None = field(default=None, repr=False)
    _hex_cache: dict[Hex, list[BuildOption]] = field(default_factory=dict, repr=False)
    """Legal (tile, rotation, kind, cost) per hex for this turn, the supply aside; see ``_changed``."""
    _ends_index: tuple[dict[Port, Link], dict[Hex, list[Link]]] | None = field(default=None, repr=False)
    """The open ends last indexed by hex (see ``_ends_on``)."""

    # -- the board as the rules see it ------------------------------------------
    def links(self) -> list[Link]:
        """Every link on the board (cached until the board changes here)."""
        if self._links is None:
            self._links = board_links(self.board)
        return self._links

    def _open_ends(self) -> dict[Port, Link]:
        return {link.open_end: link for link in self.links() if link.open_end is not None}

    def network_cities(self) -> set[Hex]:
        """Cities at an end of one of the player's complete links."""
        if self._network_cities is None:
            out: set[Hex] = set()
            for link in self.links():
                if link.complete and link.owner == self.player:
                    out.update(n.hex for n in link.stations() if n.kind == "city")
            self._network_cities = out
        return self._network_cities

    def refresh(self) -> None:
        """Forget everything cached: call after changing the board by hand."""
        self._links = None
        self.board.touch_all()
        self._changed(None)

    def _network_sensitive(self, ends: dict[Port, Link]) -> set[Hex]:
        """Hexes whose options may depend on the player's network: Steam's take-over and redirect of
        unowned links, at their open ends (the end tile and the hex it points at)."""
        if self._sensitive is None:
            out: set[Hex] = set()
            if self.rules.takeover_needs_network:
                for (hx, e), link in ends.items():
                    if link.owner is None:
                        out.add(hx)
                        out.add(hx.neighbor(e))
            self._sensitive = out
        return self._sensitive

    def _network_key(self) -> frozenset[Hex]:
        """What the Steam take-over rule reads of the player's network (nothing in Age of Steam)."""
        return frozenset(self.network_cities()) if self.rules.takeover_needs_network else frozenset()

    def _changed(self, h: Hex | None, before: set[Hex] | None = None) -> None:
        """The board changed at ``h`` (``None``: anywhere): forget what depends on it.

        A build changes what lies across the edges of the hexes around it and
        moves the open end of the link it extends onto the new tile, so the
        cached options of hexes within two steps are dropped. A change of the
        player's network (Steam take-overs), of the first-build rule or of a
        town into a city can reach further: then everything is dropped.
        """
        self._network_cities = None
        self._sensitive = None
        if h is None or before is None or before != self.network_cities():
            self._hex_cache.clear()
            return
        for k in [k for k in self._hex_cache if k.distance(h) <= 2]:
            del self._hex_cache[k]

    def copy_for(self, board: RailBoard) -> BuildTurn:
        """This turn on another board (a copy of this one's): for copying game states. The copy has the
        same track, so the traced links (immutable) carry over."""
        return dataclasses.replace(
            self, board=board, placed=set(self.placed), _links=self._links, _network_cities=None, _sensitive=None,
            _hex_cache=dict(self._hex_cache), _ends_index=None,
        )

    def may_take(self, link: Link) -> bool:
        """Whether the player may take over (or redirect) the unowned ``link``."""
        if link.owner is not None:
            return False
        if not self.rules.takeover_needs_network:
            return True
        return link.start.kind == "city" and link.start.hex in self.network_cities()

    def across(self, h: Hex, edge: int, ends: dict[Port, Link] | None = None) -> Across:
        """What track leaving ``h`` by ``edge`` would run into."""
        return self.across_all(h, ends)[edge]

    def across_all(self, h: Hex, ends: dict[Port, Link] | None = None) -> dict[int, Across]:
        """What track leaving ``h`` by each of its six edges would run into, edge 0 first."""
        return self._survey(h, ends)[0]

    def _survey(self, h: Hex, ends: dict[Port, Link] | None = None) -> tuple[dict[int, Across], _EdgeMasks]:
        """:meth:`across_all` and the same as edge masks, in one look at the neighbours."""
        board = self.board
        row = board.map.neighbor_table.get(h)
        if row is None:  # off the map
            return dict.fromkeys(range(6), _BLOCKED), _EdgeMasks(0b111111, 0, 0)
        open_edges, tiles = board.map.open_edges(h), board.tiles
        cities, new_cities = board.map.city_hexes, board.new_cities  # what board.is_city reads
        anchors = self.rules.anchors
        bad = anchored = city = 0
        out: dict[int, Across] = {}
        for edge in range(6):
            n = row[edge]
            back = (edge + 3) % 6  # the same edge seen from n
            if edge not in open_edges or n is None:
                a = _BLOCKED
            elif n in cities or n in new_cities:
                a = Across(CITY, Node("city", n))
                city |= 1 << edge
            elif (placed := tiles.get(n)) is None or (seg := placed.by_edge.get(back)) is None:
                a = _FREE
            elif TOWN in seg:
                a = Across(TOWN_STUB, Node("town", n))
            else:
                if ends is None:
                    ends = self._open_ends()
                a = self._across_link(ends.get((n, back)))
            out[edge] = a
            if a is _FREE:
                continue
            if a.status in _BAD:
                bad |= 1 << edge
            elif a.status in anchors:
                anchored |= 1 << edge
        return out, _EdgeMasks(bad, anchored, city)

    def _across_link(self, link: Link | None) -> Across:
        """What lies across an edge where track of ``link`` ends (``None``: track that is no open end)."""
        if link is None:
            return Across(FOREIGN)
        if link.owner == self.player:
            return Across(OWN, link.start, link)
        if link.owner is None:
            return Across(TAKE if self.may_take(link) else NO_TAKE, link.start, link)
        return Across(FOREIGN, link.start, link)

    def unextendable_exits(self, build: Build) -> list[Hex]:
        """The hexes beyond the exits of the town tile (or disk) ``build`` lays that no track meets: under Steam
        nobody may start new track there (new track starts at a city or extends one's own link; docs/building.md,
        decision 2: the exits are the town's), so only a link built toward the town from elsewhere can end at one.
        Empty for any other build, and under Age of Steam (new track may start at a town already on the board).
        """
        if self.rules.start_at_towns:
            return []
        h = parse_label(build.at)
        tile = self.rules.tiles.by_id.get(build.tile)
        if tile is None or not self.board.is_town(h) or not tile.is_town:
            return []
        row = self.board.map.neighbor_table.get(h)
        if row is None:
            return []
        across = self.across_all(h)
        return [n for edge in sorted(tile.exits(build.rotation)) if across[edge].status == FREE and (n := row[edge])]

    # -- checking one build ---------------------------------------------------
    def why_illegal(self, build: Build) -> str | None:
        """``None`` if legal, else one sentence naming the rule."""
        return self.check(build).reason

    def cost(self, build: Build) -> Cost:
        """The itemised cost of a legal build (``ValueError`` if illegal)."""
        option = self.check(build)
        if option.reason is not None or option.cost is None:
            raise ValueError(option.reason)
        return option.cost

    def check(self, build: Build) -> BuildOption:
        """Judge a build: its kind, cost and, if illegal, the reason."""
        try:
            h = parse_label(build.at)
        except ValueError as exc:
            return BuildOption(build, "new", None, str(exc))
        return self._check(h, build, self._snapshot())

    def _snapshot(self) -> _Snapshot:
        used = self.board.tiles_used()
        disks = sum(1 for p in self.board.tiles.values() if p.town_disk)
        by_id = self.rules.tiles.by_id
        exhausted = frozenset(t for t, n in used.items() if n >= by_id[t].count)
        return _Snapshot(self._open_ends(), used, disks, exhausted, disks >= self.rules.tiles.town_disks)

    def _check(self, h: Hex, build: Build, snap: _Snapshot, across: dict[int, Across] | None = None) -> BuildOption:
        board, rules = self.board, self.rules

        def bad(reason: str, kind: str = "new") -> BuildOption:
            return BuildOption(build, kind, None, reason)

        if h not in board.map.cells:
            return bad(msg("rails.no.off_map", at=build.at, map=board.map.title))
        cell = board.map.cells[h]
        if board.is_city(h):
            return bad(msg("rails.no.city", rule=rules.cite("forbidden builds"), place=board.place_name(h)))
        if not cell.buildable:
            return bad(msg("rails.no.terrain", place=board.place_name(h), terrain=cell.terrain))
        if self.done >= self.limit:
            return bad(msg("rails.no.limit", rule=rules.cite("build phase"), n=self.done))
        tile = rules.tiles.by_id.get(build.tile)
        if tile is None:
            return bad(msg("rails.no.tile_unknown", tile=build.tile, game=rules.game))
        if not isinstance(build.rotation, int) or not 0 <= build.rotation < 6:
            return bad(msg("rails.no.rotation", rotation=build.rotation))
        town_hex, town_tile = board.is_town(h), tile.is_town
        segs = tile.rotated(build.rotation)
        disk = False
        if town_tile and not town_hex:
            return bad(msg("rails.no.town_tile_off_town", rule=rules.cite("town tiles"), place=board.place_name(h)))
        if town_hex and not town_tile:
            if not rules.town_disks:
                return bad(msg("rails.no.plain_on_town", rule=rules.cite("town tiles"), place=board.place_name(h)))
            segs, disk = town_star(tile.exits(build.rotation)), True
        old = board.tiles.get(h)
        supply_reason = self._supply_reason(tile, disk, old, snap)
        if supply_reason:
            return bad(supply_reason)
        if across is None:
            across = self.across_all(h, snap.ends)
        return self._judge(h, build, tile, segs, old, snap.ends, across)

    def _supply_reason(self, tile: TrackTile, disk: bool, old: Placement | None, snap: _Snapshot) -> str | None:
        if self._supplied(tile, disk, old, snap):
            return None
        if snap.used.get(tile.id, 0) - (1 if old and old.tile_id == tile.id else 0) >= tile.count:
            return msg("rails.no.supply", n=tile.count, tile=tile.id)
        return msg("rails.no.disks", n=self.rules.tiles.town_disks)

    def _supplied(self, tile: TrackTile, disk: bool, old: Placement | None, snap: _Snapshot) -> bool:
        """Whether the supply still holds ``tile`` (and a town disk if one is needed)."""
        used = snap.used.get(tile.id, 0) - (1 if old and old.tile_id == tile.id else 0)
        if used >= tile.count:
            return False
        return not (disk and not (old and old.town_disk) and snap.disks >= self.rules.tiles.town_disks)

    def _judge(
        self,
        h: Hex,
        build: Build,
        tile: TrackTile,
        segs: frozenset[Segment],
        old: Placement | None,
        ends: dict[Port, Link],
        across: dict[int, Across],
    ) -> BuildOption:
        board = self.board
        old_segs = old.segments if old else frozenset()
        if old is None:
            kind, added = "new", segs
        elif old_segs <= segs:
            kind, added = "improve", segs - old_segs
            if not added:
                return BuildOption(build, kind, None, msg("rails.no.same_track", place=board.place_name(h)))
        else:
            kind, added = "redirect", frozenset()

        def bad(reason: str) -> BuildOption:
            return BuildOption(build, kind, None, reason)

        added_exits = exits_of(added)
        for e in sorted(added_exits):
            reason = self._edge_reason(h, e, across[e])
            if reason:
                return bad(reason)
        town = board.is_town(h)
        if kind == "redirect":
            reason = self._redirect_reason(h, segs, old_segs, across, ends)
        else:
            reason = self._anchor_reason(h, added, across, town=town, improving=old is not None, exits=added_exits)
        if reason:
            return bad(reason)
        exits = len(added_exits) if kind == "new" else None  # a new tile's exits are the added track's
        return BuildOption(build, kind, self._cost(kind, h, tile, segs, town, old, exits))

    def _edge_reason(self, h: Hex, e: int, a: Across) -> str | None:
        if a.status not in _BAD:
            return None
        board, rules = self.board, self.rules
        n = h.neighbor(e)
        place, edge = board.place_name(h), EDGE_NAMES[e]
        if a.status == BLOCKED:
            if n not in board.map.cells:
                return msg("rails.no.leaves_map", place=place, edge=edge)
            if (h, e) in board.map.impassable:
                return msg("rails.no.thick_line", rule=rules.cite("forbidden builds"), place=place, edge=edge)
            return msg("rails.no.into_terrain", terrain=board.map.cells[n].terrain, at=label(n), place=place, edge=edge)
        if a.status == FOREIGN:
            rule, other = rules.cite("forbidden builds"), board.place_name(n)
            if a.link and a.link.owner is not None:
                return msg("rails.no.foreign", rule=rule, place=place, edge=edge, owner=a.link.owner, other=other)
            return msg("rails.no.foreign_unowned", rule=rule, place=place, edge=edge, other=other)
        if a.status == NO_TAKE:
            start = board.place_name(a.node.hex) if a.node else "?"
            return msg("rails.no.take_over", rule=cite("002", "ownership"), place=place, edge=edge, start=start)
        return None

    def _anchor_reason(
        self,
        h: Hex,
        added: frozenset[Segment],
        across: dict[int, Across],
        town: bool,
        improving: bool,
        exits: frozenset[int] | None = None,
    ) -> str | None:
        """Each new track must start at a station or extend the player's own track, and not loop
        (``exits``: the edges ``added`` leaves by, if known).

        New exits on a town tile that is already on the board hang off that town: they need no anchor.
        """
        rules = self.rules
        anchors = rules.anchors
        if exits is None:
            exits = exits_of(added)
        here = Node("town", h) if town else None
        groups = [added] if town else [frozenset({s}) for s in sorted(added)]
        for group in groups:
            ends = [across[e] for e in sorted(exits if town else exits_of(group))]
            if not (town and improving) and not any(a.status in anchors for a in ends):
                key = "rails.no.anchor_town" if rules.start_at_towns else "rails.no.anchor_city"
                return msg(key, rule=rules.cite("build rules"), place=self.board.place_name(h))
            for s in group:
                nodes = [across[e].node for e in s if e != TOWN] + ([here] if TOWN in s else [])
                if len(nodes) == 2 and nodes[0] is not None and nodes[0] == nodes[1]:
                    return msg("rails.no.loop", rule=rules.cite("forbidden builds"),
                               place=self.board.place_name(nodes[0].hex))
            if town and here is not None:
                for a in ends:
                    if a.node == here:
                        return msg("rails.no.loop", rule=rules.cite("forbidden builds"), place=self.board.place_name(h))
        if self.first_build and not any(across[e].status == CITY for e in exits):
            return msg("rails.no.first_build", rule=rules.cite("first build"), place=self.board.place_name(h))
        return None

    def _redirect_reason(
        self, h: Hex, segs: frozenset[Segment], old: frozenset[Segment], across: dict[int, Across], ends: dict[Port, Link]
    ) -> str | None:
        rules, board = self.rules, self.board
        name = board.place_name(h)
        candidates = [link for port, link in ends.items() if port[0] == h]
        link = self._redirectable(h, ends)
        if link is None:
            if candidates:
                return msg("rails.no.redirect_not_yours", rule=rules.cite("redirect"), place=name)
            return msg("rails.no.keep_track", rule=rules.cite("improve and redirect"), place=name)
        assert link.open_end is not None
        end_seg = link.pieces[-1][1]
        out = link.open_end[1]
        entry = end_seg[0] if end_seg[1] == out else end_seg[1]
        changed = segs - (old - {end_seg})
        if not (old - {end_seg}) <= segs:
            return msg("rails.no.redirect_keep", rule=rules.cite("redirect"), place=name)
        if len(changed) != 1 or entry not in next(iter(changed)):
            return msg("rails.no.redirect_entry", rule=rules.cite("redirect"), place=name, edge=EDGE_NAMES[entry])
        new_seg = next(iter(changed))
        new_out = new_seg[0] if new_seg[1] == entry else new_seg[1]
        a = across[new_out]
        reason = self._edge_reason(h, new_out, a)
        if reason:
            return reason
        if a.node is not None and a.node == link.start:
            return msg("rails.no.redirect_back", rule=rules.cite("forbidden builds"), place=board.place_name(link.start.hex))
        return None

    def _redirectable(self, h: Hex, ends: dict[Port, Link]) -> Link | None:
        """The incomplete link ending on ``h`` that the player may redirect, if any."""
        for link in self._ends_on(ends).get(h, ()):
            if link.owner == self.player or self.may_take(link):
                return link
        return None

    def _ends_on(self, ends: dict[Port, Link]) -> dict[Hex, list[Link]]:
        """The links of ``ends`` by the hex of their open end (in the order of ``ends``), indexed once
        per ``ends`` dict: an enumeration asks for every tile on the board."""
        known = self._ends_index
        if known is not None and known[0] is ends:
            return known[1]
        index: dict[Hex, list[Link]] = {}
        for port, link in ends.items():
            index.setdefault(port[0], []).append(link)
        self._ends_index = (ends, index)
        return index

    def _cost(
        self, kind: str, h: Hex, tile: TrackTile, segs: frozenset[Segment], town: bool, old: Placement | None,
        exits: int | None = None,
    ) -> Cost:
        """The cost of a build (``exits``: how many edges ``segs`` leave by, if known)."""
        cell = self.board.map.cells[h]
        extra = self.board.map.terrain_costs[cell.terrain][self.rules.game]
        if exits is None:
            exits = len(exits_of(segs))
        old_class = self.rules.tiles.by_id[old.tile_id].cls if old else None
        cls = "town" if town else tile.cls
        key = (self.rules.game, kind, exits, town, cell.terrain, cls, old_class, id(extra))
        entry = _COSTS.get(key)
        if entry is not None and entry[0] is extra:  # the same terrain prices (kept alive by the entry)
            return entry[1]
        if self.rules.game == "steam":
            cost = steam_cost(kind, exits, town, cell.terrain, extra or 0)
        else:
            cost = aos_cost(kind, cls, exits, town, cell.terrain, extra, old_class)
        _COSTS[key] = (extra, cost)
        return cost

    # -- applying ---------------------------------------------------------------
    def apply(self, build: Build) -> Cost:
        """Lay the tile; returns its cost (the caller pays). Illegal: ValueError, nothing changes."""
        option = self.check(build)
        if option.reason is not None or option.cost is None:
            raise ValueError(option.reason)
        h = parse_label(build.at)
        tile = self.rules.tiles.by_id[build.tile]
        board = self.board
        network_before = set(self.network_cities())
        before = board_links(board)  # the links as they stand before the tile (remembered on the board)
        town_hex = board.is_town(h)
        segs = tile.rotated(build.rotation)
        disk = town_hex and not tile.is_town
        if disk:
            segs = town_star(tile.exits(build.rotation))
        old = board.tiles.get(h)
        old_segs = old.segments if old else frozenset()
        if option.kind == "redirect":
            link = self._redirectable(h, self._open_ends())
            assert link is not None
            end_seg = link.pieces[-1][1]
            new_seg = next(iter(segs - (old_segs - {end_seg})))
            board.owners.pop((h, end_seg), None)
            board.owners[(h, new_seg)] = link.owner
            added: frozenset[Segment] = frozenset()
        else:
            added = segs - old_segs
            for seg in added:
                board.owners[(h, seg)] = self.player
        board.tiles[h] = Placement(tile.id, build.rotation, segs, disk)
        board.touch(h)
        self.placed.update((h, s) for s in added)
        self.done += 1
        links = retraced(board, before, h)
        if added:  # the links the new track belongs to are the player's now (taken over, extended)
            updated = []
            for link in links:
                if any((h, s) in link.key for s in added):
                    for piece in link.pieces:
                        board.owners[piece] = self.player
                    link = dataclasses.replace(link, owner=self.player)
                updated.append(link)
            links = updated
        self._links = links
        remember_links(board, links)
        if self.first_build:
            self.first_build = False  # only the first tile of the game must be next to a city
            self._changed(None)
        else:
            self._changed(h, network_before)
        return option.cost

    def urbanize(self, action: Urbanize) -> None:
        """Put a new city tile on a town; its track goes back to the supply."""
        reason = self.why_urbanize_illegal(action)
        if reason:
            raise ValueError(reason)
        h = parse_label(action.at)
        color = next(c.color for c in self.board.map.new_cities if c.id == action.city)
        old = self.board.tiles.pop(h, None)
        if old:
            for seg in old.segments:
                self.board.owners.pop((h, seg), None)
        self.board.new_cities[h] = (action.city, color)
        # the town's hex changes, and the links leaving it now start at a city (Steam take-overs)
        reach = {h} | {x for link in links_from(self.board, h) for x, _ in link.pieces}
        self.board.touch(*reach)
        self.urbanized = True
        self._links = None
        self._changed(None)

    def why_urbanize_illegal(self, action: Urbanize) -> str | None:
        """``None`` if the urbanization is legal now, else the reason."""
        board = self.board
        if not self.may_urbanize:
            return msg("rails.no.urbanize_who", rule=cite("000/001/002", "actions"))
        if self.urbanized:
            return msg("rails.no.urbanize_once")
        try:
            h = parse_label(action.at)
        except ValueError as exc:
            return str(exc)
        if h not in board.map.cells or not board.is_town(h):
            return msg("rails.no.urbanize_town", rule=cite(self.rules.seed, "urbanization"), at=action.at)
        ids = [c.id for c in board.map.new_cities]
        if action.city not in ids:
            return msg("rails.no.urbanize_tile", city=action.city)
        if any(cid == action.city for cid, _ in board.new_cities.values()):
            return msg("rails.no.urbanize_used", city=action.city)
        return None

    def end_turn(self) -> list[Link]:
        """Incomplete links of the player not extended this turn lose their owner; returns them."""
        lost = []
        for link in self.links():
            if not link.complete and link.owner == self.player and not (self.placed & link.key):
                for piece in link.pieces:
                    self.board.owners[piece] = None
                if link.open_end is not None:  # only what lies across its open end changes
                    self.board.touch(link.open_end[0])
                lost.append(link)
        self._links = None
        self._changed(None)
        return lost

    # -- enumeration --------------------------------------------------------------
    def candidate_hexes(self) -> list[Hex]:
        """Hexes where a build may be legal: near cities and open ends, and every tile on the board."""
        board = self.board
        table = board.map.neighbor_table
        out: set[Hex | None] = set(board.tiles)
        stations = list(board.map.city_hexes) + list(board.new_cities)
        if self.rules.start_at_towns:
            stations += [h for h in board.tiles if board.is_town(h)]
        for h in stations:
            out.update(table[h])  # None where the map ends: not a cell, left out below
        for link in self.links():
            if link.open_end is not None:
                hx, e = link.open_end
                out.add(hx.neighbor(e))
        cells, cities, new_cities = board.map.cells, board.map.city_hexes, board.new_cities
        return sorted(
            h
            for h in out
            if h is not None and (cell := cells.get(h)) is not None and cell.buildable
            and h not in cities and h not in new_cities  # not board.is_city(h)
        )  # fmt: skip

    def options_at(self, h: Hex, include_illegal: bool = False) -> list[BuildOption]:
        """Every tile and distinct rotation on ``h``, legal ones (and, if asked, the rest with reasons)."""
        return self._options_at(h, self._snapshot(), include_illegal)

    def _options_at(self, h: Hex, snap: _Snapshot, include_illegal: bool) -> list[BuildOption]:
        at = label(h)
        if include_illegal or self.done >= self.limit:
            across, masks = self._survey(h, snap.ends)
            return [o for o in self._all_options(h, at, snap, across, masks) if include_illegal or o.legal]
        cached = self._hex_cache.get(h)
        shared_key = None
        if self.shared_memo:
            network = self._network_key() if h in self._network_sensitive(snap.ends) else None
            tiles = self.board.tiles
            alone = h not in tiles and not any(n in tiles for n in self.board.map.neighbor_table[h] if n is not None)
            seat = -1 if alone else self.player  # no track around: what lies across each edge is the same for all
            shared_key = (h, self.rules.game, seat, self.first_build, network)
        if cached is None and shared_key is not None:
            cached = self.board.recall(shared_key, h)
            if cached is not None:
                self._hex_cache[h] = cached
        if cached is None:
            cached = self._hex_cache[h] = self._fresh_options(h, at, snap.ends)
            if shared_key is not None:
                self.board.remember(shared_key, cached)
        if not snap.exhausted and not snap.disks_out:
            return list(cached)
        old = self.board.tiles.get(h)
        disk = self.rules.town_disks and self.board.is_town(h)
        by_id = self.rules.tiles.by_id
        return [
            o for o in cached
            if (o.build.tile not in snap.exhausted and not (snap.disks_out and disk and not by_id[o.build.tile].is_town))
            or self._supplied(by_id[o.build.tile], disk and not by_id[o.build.tile].is_town, old, snap)
        ]  # fmt: skip

    def _fresh_options(self, h: Hex, at: str, ends: dict[Port, Link]) -> list[BuildOption]:
        """The legal options on ``h`` (the supply aside), from the signature memo or worked out.

        Most hexes take a short road: a tile with nothing to change is told at once; a plain empty hex
        and a plain tile read their options off precomputed orientation selections; only towns and hexes
        where nothing may be built are judged tile by tile (``_all_options``).
        """
        board = self.board
        old = board.tiles.get(h)
        town = board.is_town(h)
        link = self._redirectable(h, ends) if old is not None else None
        if old is not None and link is None and not town and self._nothing_to_improve(h, old):
            return []
        across, masks = self._survey(h, ends)
        free_anchors = masks.anchored & ~(_segments_mask(old.segments) if old else 0)
        if not free_anchors and (old is None or (not town and link is None)):
            # new track must start at a station or extend the player's own (off towns, also on a tile), and no
            # edge left free leads to one; with no link to redirect either, nothing can be built here
            return []
        key, loops = self._signature(h, across, town, old, link)
        legal = _MEMO.get(key)
        if legal is not None:
            return [BuildOption(Build(at, o.build.tile, o.build.rotation), o.kind, o.cost) for o in legal]
        cell = board.map.cells.get(h)
        plain = cell is not None and cell.buildable and not town and not board.is_city(h)
        if plain and old is None:
            found = self._plain_new(h, at, across, masks, loops)
        elif plain and old is not None:
            found = self._plain_tile_changes(h, at, old, link, across, masks, loops)
        else:
            snap = _Snapshot(ends, {}, 0)
            found = [o for o in self._all_options(h, at, snap, across, masks, ignore_supply=True) if o.legal and o.cost]
        if len(_MEMO) > 100_000:
            _MEMO.clear()
        _MEMO[key] = found  # never changed: the turn's cache and the board's memo share it too
        return found

    def _plain_new(self, h: Hex, at: str, across: dict[int, Across], masks: _EdgeMasks, loops: bool) -> list[BuildOption]:
        """The legal new tiles on the empty hex ``h`` without a town (buildable, not a city), supply aside.

        The selection (:meth:`OrientationTable.unblocked`) holds the plain tiles whose exits are all open and
        whose every track is anchored (and for a first build, that reach a city): all ``_judge`` would add is
        that no track joins a station to itself (possible only where ``loops`` says one station lies across
        two edges) and the cost, the same for every tile with as many exits and of the same class.
        """
        city = masks.city if self.first_build else None
        prices: dict[tuple[int, str], Cost] = {}
        out = []
        for o in orientations(self.rules).unblocked(False, masks.bad, masks.anchored, city):
            if o.tile.count <= 0 or (loops and _loops(o.segments, across)):
                continue
            price = (len(o.exits), o.tile.cls)
            cost = prices.get(price)
            if cost is None:
                cost = prices[price] = self._cost("new", h, o.tile, o.segments, False, None, price[0])
            out.append(BuildOption(Build(at, o.tile.id, o.rotation), "new", cost))
        return out

    def _nothing_to_improve(self, h: Hex, old: Placement) -> bool:
        """Whether the tile ``old`` on ``h`` (a hex without a town) cannot be improved, told without tracing
        what lies across its edges: most tiles of a crowded board are such (``_fresh_options`` asks when no
        link ending there may be redirected).

        An improvement adds track by edges the old tile leaves free, and each new track needs an anchor
        across one of them: a city, or track ending at that edge (the player's or a takeable link, or under
        Age of Steam a town). Where no free open edge meets a city or track, no improvement can be legal
        (``_plain_tile_changes`` would find none). ``False`` means "look closer", not "something is legal".
        """
        board = self.board
        row = board.map.neighbor_table[h]
        used, tiles = old.by_edge, board.tiles
        cities, new_cities = board.map.city_hexes, board.new_cities
        for e in board.map.open_edges(h):
            if e in used or (n := row[e]) is None:
                continue
            if n in cities or n in new_cities:
                return False
            beyond = tiles.get(n)
            if beyond is not None and (e + 3) % 6 in beyond.by_edge:
                return False
        return True

    def _all_options(
        self,
        h: Hex,
        at: str,
        snap: _Snapshot,
        across: dict[int, Across],
        masks: _EdgeMasks,
        ignore_supply: bool = False,
    ) -> list[BuildOption]:
        """Every tile and distinct rotation judged on ``h`` (town disks: one per distinct star); ``across`` and
        ``masks`` are what :meth:`_survey` says of ``h``."""
        old = self.board.tiles.get(h)
        prefilter = ignore_supply and old is None
        # On a tile, only tiles keeping the old track (improve) or the link's entry (redirect) can be legal.
        keep_all = old.segments if old else frozenset()
        link = self._redirectable(h, snap.ends) if old else None
        keep_some: frozenset[Segment] = frozenset()
        entry = -1
        if link is not None and link.open_end is not None:
            end_seg = link.pieces[-1][1]
            keep_some = keep_all - {end_seg}
            entry = end_seg[0] if end_seg[1] == link.open_end[1] else end_seg[1]
        if ignore_supply:
            snap = _Snapshot(snap.ends, {}, 0)
        # On an empty hex no exit may be blocked and some exit must be anchored: skip the rest unjudged.
        out = []
        town = self.board.is_town(h)
        disk = self.rules.town_disks and town
        seen: set[frozenset[int]] = set()
        cell = self.board.map.cells.get(h)
        # a town where building is allowed now (what _check asks first): new tiles and improvements judged directly
        judge_town = ignore_supply and town and cell is not None and cell.buildable and self.done < self.limit
        all_orientations = orientations(self.rules)
        table: Iterable[Orientation] = all_orientations
        if prefilter:
            city = masks.city if self.first_build else None
            table = all_orientations.unblocked(town, masks.bad, masks.anchored, city)
        elif ignore_supply and old is not None:  # improve keeps every old exit, redirect all but the end's
            kept = _segments_mask(keep_all)
            table = all_orientations.covering(_segments_mask(keep_some) | (1 << entry) if link else kept)
        for o in table:
            if ignore_supply and (o.is_town != town and not disk):
                continue  # a town tile off a town, or a plain tile on a town where there are no disks
            if disk and not o.is_town:
                if o.exits in seen:
                    continue  # the same town star as an earlier tile with a disk (judged alike)
                seen.add(o.exits)
            segs = o.star if disk and not o.is_town else o.segments
            if ignore_supply and old is not None:
                if keep_all <= segs:
                    if not self._may_improve(segs - keep_all, town, masks):
                        continue
                elif not (link and keep_some <= segs and _redirect_exit(segs - keep_some, entry, masks) is not None):
                    continue
            build = Build(at, o.tile.id, o.rotation)
            if judge_town and (old is None or keep_all <= segs):
                option = self._town_option(h, build, o, segs, old, snap, across)
                if option is not None:
                    out.append(option)
                continue
            out.append(self._check(h, build, snap, across))
        return out

    def _town_option(
        self,
        h: Hex,
        build: Build,
        o: Orientation,
        segs: frozenset[Segment],
        old: Placement | None,
        snap: _Snapshot,
        across: dict[int, Across],
    ) -> BuildOption | None:
        """A new tile (or disk) or an improvement on the town ``h`` that passed ``_all_options``' filters,
        judged without writing refusals: the legal option, or ``None``.

        The filters made sure of what ``_judge`` asks first (no new exit blocked, for a new tile an
        anchored exit, for a first build a city, for an improvement some new track). What is left: the
        game has such a tile (``_supplied`` with the supply aside) and no new track joins a station to
        itself (a track whose two ends meet the same station, or an exit meeting this town's own link);
        then the cost.
        """
        disk = not o.is_town
        if not self._supplied(o.tile, disk, old, snap):
            return None
        added = segs - old.segments if old else segs
        here = Node("town", h)
        for a, b in added:
            first = here if a == TOWN else across[a].node
            second = here if b == TOWN else across[b].node
            if (first is not None and first == second) or (a != TOWN and first == here) or (b != TOWN and second == here):
                return None
        kind = "improve" if old else "new"
        return BuildOption(build, kind, self._cost(kind, h, o.tile, segs, True, old, len(o.exits)))

    def _may_improve(self, added: frozenset[Segment], town: bool, m: _EdgeMasks) -> bool:
        """Necessary conditions for improving a tile by ``added`` (``_judge`` decides): something is
        added, no new exit blocked, each new track anchored (off towns), a city for the first build."""
        mask = _segments_mask(added)
        if not added or mask & m.bad or (self.first_build and not mask & m.city):
            return False
        return town or all(_SEGMENT_MASK[s] & m.anchored for s in added)

    def _plain_tile_changes(
        self,
        h: Hex,
        at: str,
        old: Placement,
        link: Link | None,
        across: dict[int, Across],
        m: _EdgeMasks,
        loops: bool = True,
    ) -> list[BuildOption]:
        """The legal improvements and redirects of the tile on ``h``, a hex without a town, supply aside.

        What ``_judge`` checks, read off precomputed orientations: an improvement adds tracks whose
        edges are open and anchored (and reach a city for a first build) and close no loop (possible only
        where ``loops`` says one station lies across two edges); a redirect swaps the end track of ``link``
        for one from the same entry to an open edge that does not lead back to the link's start. The rest
        is the cost.
        """
        table = orientations(self.rules)
        found: list[tuple[int, BuildOption]] = []
        prices: dict[tuple[str, int, str], Cost] = {}  # on one hex a cost depends on kind, exits and class only

        def add(o: Orientation, kind: str) -> None:
            price = (kind, len(o.exits), o.tile.cls)
            cost = prices.get(price)
            if cost is None:
                cost = prices[price] = self._cost(kind, h, o.tile, o.segments, False, old, price[1])
            found.append((o.index, BuildOption(Build(at, o.tile.id, o.rotation), kind, cost)))

        anchored, first_build = m.anchored, self.first_build
        for o, added, mask in table.improving(old.segments):
            if mask & m.bad or (first_build and not mask & m.city) or o.tile.count <= 0:
                continue
            if all(_SEGMENT_MASK[s] & anchored for s in added) and not (loops and _loops(added, across)):
                add(o, "improve")
        if link is not None and link.open_end is not None:
            end = link.pieces[-1][1]
            entry = end[0] if end[1] == link.open_end[1] else end[1]
            for o, out in table.redirecting(old.segments - {end}, end, entry):
                if not (1 << out) & m.bad and o.tile.count > 0 and across[out].node != link.start:
                    add(o, "redirect")
        found.sort(key=lambda item: item[0])
        return [option for _, option in found]

    def _signature(
        self, h: Hex, across: dict[int, Across], town: bool, old: Placement | None, link: Link | None
    ) -> tuple[tuple[object, ...], bool]:
        """Everything the legality and cost of a build on ``h`` depend on, the supply aside (``town``: ``h``
        is a town, ``old``: its tile, ``link``: the link ending there the player may redirect); and whether
        one station lies across two edges of ``h`` (or across an edge of its own town), the only way a
        track could join a station to itself.

        Stations are renamed by order of appearance, so hexes in the same
        situation (say, a plain hex with a city across its top edge) share one
        memo entry however far apart they are.
        """
        board = self.board
        names: dict[Node | None, int] = {None: -1}
        if town:
            names[Node("town", h)] = 0
        met = 0  # edges with a station across
        edges = []
        for e in range(6):
            a = across[e]
            node = a.node
            if node is None:
                edges.append((a.status, -1))
                continue
            met += 1
            name = names.get(node)
            if name is None:
                name = names[node] = len(names) - 1
            edges.append((a.status, name))
        loops = len(names) - 1 < met + town  # a station met twice (names holds None, the town, the rest)
        redirect = None
        if link is not None:
            assert link.open_end is not None
            start = names.setdefault(link.start, len(names) - 1)
            redirect = (link.pieces[-1][1], link.open_end[1], start)
        cell = board.map.cells[h]
        cost_key = _prices_key(board.map.terrain_costs[cell.terrain][self.rules.game])
        return (self.rules.game, cell.terrain, cost_key, town, old, tuple(edges), self.first_build, redirect), loops

    def sample_build(self, rng: random.Random, budget: int) -> Build | None:
        """A random legal build costing at most ``budget``: a uniformly chosen hex among those with
        one, then one of its options; ``None`` if there is none. Judges hexes only until one has a
        build, so it is much cheaper than :meth:`legal_builds`."""
        if self.done >= self.limit:
            return None
        snap = self._snapshot()
        hexes = self.candidate_hexes()
        rng.shuffle(hexes)
        for h in hexes:
            options = [o for o in self._options_at(h, snap, False) if o.cost is not None and o.cost.total <= budget]
            if options:
                return rng.choice(options).build
        return None

    def legal_builds(self) -> list[BuildOption]:
        """Every legal build for the player now, in a stable order (hex, tile, rotation)."""
        if self.done >= self.limit:
            return []
        snap = self._snapshot()
        out: list[BuildOption] = []
        for h in self.candidate_hexes():
            out.extend(self._options_at(h, snap, include_illegal=False))
        return out
