"""Moving goods: every legal delivery, the points to each link owner, the best ones.

A delivery takes one cube from the city it sits on along complete links,
station to station, and stops at the **first** city of the cube's colour.
Shared rules (seeds 000/001/002): only complete links; at most as many links as
the locomotive level; no city or town visited twice; the cube may not pass
through a city of its own colour. Steam adds: at least one of the mover's own
links, and at least as many own links as any other single player's. Each link
earns one point for its owner; unowned links earn nothing (a steamlab
decision, see ``docs/delivery.md``).

A route is written leg by leg as ``"<station label>/<edge>"``: the station the
leg leaves and the edge its link leaves by (unique, since track never
branches outside stations).

>>> from steamlab.games.rails.sample import dense_network
>>> board = dense_network("rust_belt", seed=1)
>>> rules = DeliveryRules("age_of_steam")
>>> moves = legal_deliveries(board, rules, player=0, locomotive=2)
>>> all(len(d.move.route) <= 2 for d in moves) and len(moves) > 0
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, NamedTuple

from steamlab.core.hexgrid import EDGE_NAMES, Hex, label, parse_label
from steamlab.core.tiles import TOWN
from steamlab.engine.state import Action
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.links import Link, Node, board_links, trace_links
from steamlab.i18n import Message, cite, msg


@dataclass(frozen=True)
class MoveGoods(Action):
    """Move one ``color`` cube from the city at ``at`` along ``route``."""

    kind: ClassVar[str] = "move_goods"
    at: str
    color: str
    route: tuple[str, ...]


@dataclass(frozen=True)
class DeliveryRules:
    """``"steam"``: own links needed and points to income or VP; ``"age_of_steam"``: income to every owner."""

    game: str

    @property
    def needs_own_links(self) -> bool:
        return self.game == "steam"

    def ref(self) -> str:
        return "(seeds 000/002, moving goods)" if self.game == "steam" else "(seed 001, moving goods)"

    def cite(self) -> str:
        """The rule citation of a delivery refusal (:func:`steamlab.i18n.cite`)."""
        return cite("000/002" if self.game == "steam" else "001", "moving goods")


@dataclass(frozen=True)
class Leg:
    """One link of a route, in the direction travelled.

    ``code`` (``"J10/TR"``) names the station left and the edge its link leaves by.
    """

    start: Node
    end: Node
    link: Link
    code: str

    @classmethod
    def of(cls, start: Node, end: Node, link: Link) -> Leg:
        return cls(start, end, link, f"{label(start.hex)}/{EDGE_NAMES[_exit_edge(start, link)]}")


def _exit_edge(station: Node, link: Link) -> int:
    """The edge of ``station`` the link leaves by."""
    if link.start == station:
        h, seg = link.pieces[0]
        if station.kind == "town" and h == station.hex:
            return seg[0] if seg[1] == TOWN else seg[1]
        edge = station.hex.edge_to(h)
    else:
        h, seg = link.pieces[-1]
        if station.kind == "town" and h == station.hex:
            return seg[0] if seg[1] == TOWN else seg[1]
        edge = station.hex.edge_to(h)
    assert edge is not None
    return edge


@dataclass(frozen=True)
class Delivery:
    """A legal delivery with its working: where, how, and who scores what."""

    move: MoveGoods
    legs: tuple[Leg, ...]
    points: tuple[tuple[int, int], ...]
    """``(player, points)`` for every player who scores, mover first."""

    @property
    def destination(self) -> Hex:
        return self.legs[-1].end.hex

    def points_for(self, player: int) -> int:
        for p, n in self.points:
            if p == player:
                return n
        return 0

    def describe(self, board: RailBoard) -> str:
        """``"blue cube Evansville → Indianapolis → Cincinnati: Player 1 +1, Player 2 +1"`` (a ``Message``)."""
        stops = [board.place_name(self.legs[0].start.hex)] + [board.place_name(leg.end.hex) for leg in self.legs]
        points = tuple(msg("rails.delivery.points", player=p, n=n) for p, n in self.points) or msg("word.nobody")
        return msg("rails.delivery", colour=self.move.color, stops=_stops(stops), points=points)


def _stops(names: list[str]) -> Message | str:
    """``A → B → C`` (in both languages)."""
    out: Message | str = names[0]
    for name in names[1:]:
        out = msg("rails.delivery.stops", a=out, b=name)
    return out


Route = tuple[tuple[Leg, ...], tuple[str, ...], dict[int, int]]
"""A route's legs, its leg codes and its links per owner."""


class Search(NamedTuple):
    """One route search of a :class:`Network` and what its answer rests on, so that the network made after a build
    can take it over where the build changed nothing it looked at (:meth:`Network.routes`)."""

    routes: list[Route]
    entered: frozenset[Node]
    """The stations whose legs the search walked (the start among them)."""
    passed: tuple[tuple[Node, int], ...]
    """The stations it did not enter, each with the links that were left: none reached the colour in as many."""


class Network:
    """Complete links as a graph of stations, built once per track (:func:`board_network`).

    ``before``, the network of the same board before its last build, lends its route searches: a search is taken
    over when no station it entered has other legs now and none it passed is now within reach of the colour.
    """

    def __init__(self, board: RailBoard, links: list[Link] | None = None, before: Network | None = None) -> None:
        self.board = board
        self.adjacent: dict[Node, list[Leg]] = {}
        for link in links if links is not None else trace_links(board):
            if link.end is None:
                continue
            self.adjacent.setdefault(link.start, []).append(Leg.of(link.start, link.end, link))
            self.adjacent.setdefault(link.end, []).append(Leg.of(link.end, link.start, link))
        for legs in self.adjacent.values():
            legs.sort(key=lambda leg: leg.code)
        self.by_code = {leg.code: leg for legs in self.adjacent.values() for leg in legs}
        self.color = {node: board.city_color(node.hex) for node in self.adjacent}
        """The colour of each station that is a city (``None`` for towns)."""
        self._routes: dict[tuple[Node, str, int], Search] = {}
        self._reach: dict[str, dict[Node, int]] = {}
        self._deliveries: dict[tuple[Node, str, int, int, int, bool], list[Delivery]] = {}
        self._lent: dict[tuple[Node, str, int], Search] = {}
        self._lent_deliveries: dict[tuple[Node, str, int, int, int, bool], list[Delivery]] = {}
        self._changed: set[Node] = set()
        if before is not None and all(before.color.get(node, c) == c for node, c in self.color.items()):
            self._lent, self._lent_deliveries = before._routes, before._deliveries
            self._changed = {node for node in self.adjacent.keys() | before.adjacent.keys()
                             if self.adjacent.get(node) != before.adjacent.get(node)}  # fmt: skip

    def links_to(self, color: str) -> dict[Node, int]:
        """The fewest links from each station to a city of ``color`` (stations that reach none are left out):
        breadth first from those cities over every leg, so never more than a route's own count, which
        :func:`_routes` uses to leave a station that cannot reach the colour in the links left."""
        reach = self._reach.get(color)
        if reach is None:
            reach = {node: 0 for node, c in self.color.items() if c == color}
            frontier = list(reach)
            while frontier:
                ahead = []
                for node in frontier:
                    n = reach[node] + 1
                    for leg in self.adjacent.get(node, ()):
                        if leg.end not in reach:
                            reach[leg.end] = n
                            ahead.append(leg.end)
                frontier = ahead
            self._reach[color] = reach
        return reach

    def routes(self, start: Node, color: str, limit: int) -> list[Route]:
        """Every route for a ``color`` cube from ``start`` of at most ``limit`` links, with its leg codes and
        links per owner; remembered, since the network does not change while goods move, and taken over from the
        network before the last build where that build changed nothing the search looked at."""
        return self._search(start, color, limit).routes

    def _search(self, start: Node, color: str, limit: int) -> Search:
        key = (start, color, limit)
        found = self._routes.get(key)
        if found is None:
            lent = self._lent.get(key)
            if lent is not None and self._still_holds(lent, color):
                found = lent
            else:
                legs_found, entered, passed = _routes(self, start, color, limit)
                routes = [(legs, tuple(leg.code for leg in legs), _owner_counts(legs)) for legs in legs_found]
                found = Search(routes, entered, passed)
            self._routes[key] = found
        return found

    def _still_holds(self, lent: Search, color: str) -> bool:
        """Whether a search of the network before the last build finds the same routes here: every station it
        entered has the same legs, and every station it passed is still too far from the colour."""
        if not self._changed.isdisjoint(lent.entered):
            return False
        reach = self.links_to(color)
        return all(reach.get(node, left + 1) > left for node, left in lent.passed)

    def deliveries(self, start: Node, color: str, limit: int, player: int, level: int, own_rule: bool) -> list[Delivery]:
        """``player``'s deliveries of a ``color`` cube from ``start`` with a locomotive of ``level`` among
        :meth:`routes` ``(start, color, limit)``, in their order (``own_rule``: Steam's own-links rule applies);
        remembered like the routes, since a delivery does not depend on the cubes."""
        key = (start, color, limit, player, level, own_rule)
        found = self._deliveries.get(key)
        if found is None:
            search = self._search(start, color, limit)
            if search is self._lent.get((start, color, limit)) and key in self._lent_deliveries:
                found = self._lent_deliveries[key]  # the same routes: the same deliveries
            else:
                at = label(start.hex)
                found = [
                    Delivery(MoveGoods(at, color, codes), legs, _points(counts, player))
                    for legs, codes, counts in search.routes
                    if len(legs) <= level and (not own_rule or _owns_enough(counts, player))
                ]
            self._deliveries[key] = found
        return found

    def station(self, h: Hex) -> Node:
        return Node("city" if self.board.is_city(h) else "town", h)


NETWORK = "rails.delivery.network"
"""Key of the board's memo entry holding its :class:`Network` and the links it was built from (see
:func:`board_network`)."""


def board_network(board: RailBoard) -> Network:
    """The board's complete links as a :class:`Network`, remembered in the board's memo with the links it was
    built from (:func:`~steamlab.games.rails.links.board_links`): while the track, its owners and the cities stay
    the same, the game's move options, the bots' projections and every copy of the board share one network and
    the routes it has found (goods moving, growing or bid for leave it alone).

    >>> import steamlab
    >>> g = steamlab.new_game("age_of_steam", players=3, seed=1)
    >>> board_network(g.board) is board_network(g.board.copy())
    True
    """
    links = board_links(board)
    entry = board.memo.get(NETWORK)
    if entry is not None and entry[1][0] is links:
        net: Network = entry[1][1]
        return net
    net = Network(board, links, before=entry[1][1] if entry is not None else None)
    board.memo[NETWORK] = (board.stamp, (links, net))
    return net


def _owner_counts(legs: tuple[Leg, ...]) -> dict[int, int]:
    """Links per owner along a route (unowned links count for nobody), in the order the route meets them."""
    counts: dict[int, int] = {}
    for leg in legs:
        owner = leg.link.owner
        if owner is not None:
            counts[owner] = counts.get(owner, 0) + 1
    return counts


def _points(counts: dict[int, int], mover: int) -> tuple[tuple[int, int], ...]:
    order = sorted(counts, key=lambda p: (p != mover, p))
    return tuple((p, counts[p]) for p in order)


def _owns_enough(counts: dict[int, int], mover: int) -> bool:
    """Steam's own-links rule as a test (:func:`ownership_reason` is ``None``), without the refusal's sentence:
    at least one of the mover's links, and no other owner with more."""
    own = counts.get(mover, 0)
    return own > 0 and all(n <= own for other, n in counts.items() if other != mover)


def ownership_reason(
    legs: tuple[Leg, ...], mover: int, rules: DeliveryRules, counts: dict[int, int] | None = None
) -> str | None:
    """Steam's own-links rule, or ``None`` when it holds (always ``None`` for Age of Steam)."""
    if not rules.needs_own_links:
        return None
    if counts is None:
        counts = _owner_counts(legs)
    if _owns_enough(counts, mover):
        return None
    own = counts.get(mover, 0)
    if own == 0:
        return msg("rails.no.own_link", rule=rules.cite())
    other, n = next((o, k) for o, k in sorted(counts.items()) if o != mover and k > own)
    return msg("rails.no.more_own", rule=rules.cite(), n=n, other=other, own=own)


def legal_deliveries(
    board: RailBoard,
    rules: DeliveryRules,
    player: int,
    locomotive: int,
    network: Network | None = None,
) -> list[Delivery]:
    """Every legal delivery for ``player``, in a stable order (source, colour, route)."""
    return deliveries_for_players(board, rules, {player: locomotive}, network)[player]


def deliveries_for_players(
    board: RailBoard, rules: DeliveryRules, locomotives: dict[int, int], network: Network | None = None
) -> dict[int, list[Delivery]]:
    """Every legal delivery for each player (``{player: locomotive level}``); routes are searched once."""
    net = network or Network(board)
    longest = max(locomotives.values(), default=0)
    own_rule = rules.needs_own_links
    out: dict[int, list[Delivery]] = {p: [] for p in locomotives}
    for h in sorted(board.cubes):
        colors = sorted(set(board.cubes[h]))
        if not colors or not board.is_city(h):
            continue
        start = Node("city", h)
        for color in colors:
            for player, level in locomotives.items():
                out[player].extend(net.deliveries(start, color, longest, player, level, own_rule))
    return out


def _routes(
    net: Network, start: Node, color: str, limit: int
) -> tuple[list[tuple[Leg, ...]], frozenset[Node], tuple[tuple[Node, int], ...]]:
    """Depth-first: every path of at most ``limit`` links ending at the first city of ``color``, in the order a
    walk along each station's legs (sorted by code) meets them, with the stations entered and those passed (see
    :class:`Search`). A plain recursion filling one list: a route search runs for every cube on every board a bot
    tries, and nested generators cost a resumption per level a route. A station whose nearest city of ``color``
    (:meth:`Network.links_to`) lies beyond the links left is not entered: no route goes on from it, so the routes
    found and their order are the same."""
    found: list[tuple[Leg, ...]] = []
    path: list[Leg] = []
    visited = {start}
    entered = {start}
    passed: list[tuple[Node, int]] = []
    adjacent, colors, reach = net.adjacent, net.color, net.links_to(color)
    far = limit + 1

    def walk(node: Node) -> None:
        left = limit - len(path) - 1  # links left after the next one
        if left < 0:
            return
        for leg in adjacent.get(node, ()):
            nxt = leg.end
            if nxt in visited:
                continue
            if colors.get(nxt) == color:
                path.append(leg)
                found.append(tuple(path))  # the cube stops at the first city of its colour
                path.pop()
            elif reach.get(nxt, far) <= left:
                path.append(leg)
                visited.add(nxt)
                entered.add(nxt)
                walk(nxt)
                visited.discard(nxt)
                path.pop()
            else:
                passed.append((nxt, left))

    walk(start)
    return found, frozenset(entered), tuple(passed)


def why_delivery_illegal(
    board: RailBoard, rules: DeliveryRules, player: int, locomotive: int, move: MoveGoods, network: Network | None = None
) -> str | None:
    """``None`` if ``move`` is legal, else the rule it breaks, in a sentence."""
    return check_delivery(board, rules, player, locomotive, move, network)[1]


def check_delivery(
    board: RailBoard, rules: DeliveryRules, player: int, locomotive: int, move: MoveGoods, network: Network | None = None
) -> tuple[Delivery | None, str | None]:
    """The delivery ``move`` describes, or the reason it is illegal."""
    ref = rules.cite()
    try:
        h = parse_label(move.at)
    except ValueError as exc:
        return None, str(exc)
    if h not in board.map.cells or not board.is_city(h):
        return None, msg("rails.no.from_city", rule=ref, at=move.at)
    name = board.place_name(h)
    if move.color not in board.cubes.get(h, []):
        return None, msg("rails.no.cube", colour=move.color, place=name)
    if not move.route:
        return None, msg("rails.no.empty_route", rule=ref)
    if len(move.route) > locomotive:
        return None, msg("rails.no.too_long", rule=ref, n=len(move.route), level=locomotive)
    net = network or Network(board)
    node = Node("city", h)
    visited = {node}
    legs: list[Leg] = []
    for i, code in enumerate(move.route):
        leg = net.by_code.get(code)
        if leg is None or leg.start != node:
            where = board.place_name(node.hex)
            return None, msg("rails.no.incomplete", rule=ref, n=i + 1, code=code, place=where)
        legs.append(leg)
        nxt = leg.end
        if nxt in visited:
            return None, msg("rails.no.twice", rule=ref, place=board.place_name(nxt.hex))
        if nxt.kind == "city" and board.city_color(nxt.hex) == move.color and i < len(move.route) - 1:
            return None, msg("rails.no.pass_through", rule=ref, colour=move.color, place=board.place_name(nxt.hex))
        visited.add(nxt)
        node = nxt
    if node.kind != "city" or board.city_color(node.hex) != move.color:
        return None, msg("rails.no.wrong_end", rule=ref, place=board.place_name(node.hex), colour=move.color)
    reason = ownership_reason(tuple(legs), player, rules)
    if reason:
        return None, reason
    return Delivery(move, tuple(legs), _points(_owner_counts(tuple(legs)), player)), None


def best_deliveries(deliveries: list[Delivery], player: int) -> list[Delivery]:
    """The deliveries with the most points for ``player``, then the fewest points for the others (all ties)."""
    if not deliveries:
        return []

    def key(d: Delivery) -> tuple[int, int]:
        own = d.points_for(player)
        return own, -(sum(n for _, n in d.points) - own)

    best = max(key(d) for d in deliveries)
    return [d for d in deliveries if key(d) == best]


def apply_delivery(board: RailBoard, delivery: Delivery) -> None:
    """Take the cube off its city (the game decides where it goes: out of the game or the bag)."""
    h = parse_label(delivery.move.at)
    board.cubes[h].remove(delivery.move.color)
