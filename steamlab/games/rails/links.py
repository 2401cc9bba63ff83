"""Links: the track between two stations (cities and towns), traced from the board.

A **link** starts at a city or a town and follows track, hex by hex, until it
reaches a different city or town (a *complete* link) or stops at an open end
(an *incomplete* link). Track never branches outside towns and cities, so the
path is unique. A town's own tile belongs to the links that leave it: the
segment from edge ``e`` to the town is the first (or last) piece of the link
that leaves by ``e``.

>>> from steamlab.core.maps import load_map
>>> from steamlab.games.rails.board import RailBoard
>>> trace_links(RailBoard(load_map("tutorial")))
[]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from steamlab.core.hexgrid import Hex, opposite
from steamlab.core.tiles import TOWN, Segment
from steamlab.games.rails.board import RailBoard

Piece = tuple[Hex, Segment]
Port = tuple[Hex, int]
"""A hex and one of its edges: where track crosses from one hex to the next."""


class Node(NamedTuple):
    """A station: ``kind`` is ``"city"`` or ``"town"`` (a tuple: fast to hash)."""

    kind: str
    hex: Hex


@dataclass(frozen=True)
class Link:
    """Track from a station to another station (complete) or to an open end.

    ``open_end`` is the port the last piece leaves by when the link is
    incomplete: building across it extends the link.
    """

    start: Node
    end: Node | None
    pieces: tuple[Piece, ...]
    open_end: Port | None
    owner: int | None

    @property
    def complete(self) -> bool:
        return self.end is not None

    @property
    def key(self) -> frozenset[Piece]:
        """Identity of the link, the same whichever end it was traced from."""
        return frozenset(self.pieces)

    def stations(self) -> tuple[Node, ...]:
        return (self.start, self.end) if self.end else (self.start,)

    def length(self) -> int:
        """Track tiles the link runs over (hexes, town tiles included)."""
        return len({h for h, _ in self.pieces})


def segment_at(board: RailBoard, h: Hex, edge: int) -> Segment | None:
    """The segment of the tile on ``h`` that uses ``edge``, if any."""
    p = board.tiles.get(h)
    return None if p is None else p.by_edge.get(edge)


def other_end(seg: Segment, end: int) -> int:
    return seg[1] if seg[0] == end else seg[0]


def _walk(board: RailBoard, start: Node, first: list[Piece], h: Hex, entry: int, exit_port: Port) -> Link:
    """Follow track into ``h`` across ``entry``; ``exit_port`` is where we came from."""
    pieces = list(first)
    tiles, neighbors = board.tiles, board.map.neighbor_table
    cities, new_cities = board.map.city_hexes, board.new_cities
    while True:
        p = tiles.get(h)
        seg = None if p is None else p.by_edge.get(entry)
        if seg is None:
            return _make(board, start, None, pieces, exit_port)
        pieces.append((h, seg))
        out = seg[1] if seg[0] == entry else seg[0]
        if out == TOWN:
            return _make(board, start, Node("town", h), pieces, None)
        nxt = neighbors[h][out]
        if nxt is None:
            return _make(board, start, None, pieces, (h, out))
        if nxt in cities or nxt in new_cities:
            return _make(board, start, Node("city", nxt), pieces, None)
        back = (out + 3) % 6
        q = tiles.get(nxt)
        if q is None or back not in q.by_edge:
            return _make(board, start, None, pieces, (h, out))
        h, entry = nxt, back


def _make(board: RailBoard, start: Node, end: Node | None, pieces: list[Piece], open_end: Port | None) -> Link:
    owner = None
    owners = board.owners
    for piece in pieces:
        o = owners.get(piece)
        if o is not None:
            owner = o
            break
    return Link(start, end, tuple(pieces), open_end, owner)


def links_from(board: RailBoard, h: Hex) -> list[Link]:
    """Every link leaving the station on ``h`` (a city, or a town with a tile)."""
    out: list[Link] = []
    neighbors = board.map.neighbor_table[h]
    if board.is_city(h):
        start = Node("city", h)
        for edge in range(6):
            n = neighbors[edge]
            entry = (edge + 3) % 6
            if n is not None and segment_at(board, n, entry) is not None:
                out.append(_walk(board, start, [], n, entry, (h, edge)))
    elif board.is_town(h):
        start = Node("town", h)
        for seg in sorted(board.segments(h)):
            if TOWN not in seg:
                continue
            edge = other_end(seg, TOWN)
            n = neighbors[edge]
            if n is None:
                continue
            if board.is_city(n):
                out.append(Link(start, Node("city", n), ((h, seg),), None, board.owners.get((h, seg))))
            elif segment_at(board, n, opposite(edge)) is not None:
                out.append(_walk(board, start, [(h, seg)], n, opposite(edge), (h, edge)))
    return out


def station_hexes(board: RailBoard) -> list[Hex]:
    """The hexes links start from, in the order :func:`trace_links` walks them: every city, every town with a
    tile, then the new cities on hexes that were not towns."""
    tiles = board.tiles
    stations = [h for h in board.map.station_hexes if board.is_city(h) or h in tiles]
    return stations + [h for h in board.new_cities if h not in board.map.town_hexes]


def _kept(links: list[Link]) -> list[Link]:
    # a complete link is found from both of its ends: keep the copy traced from the lower hex
    return [link for link in links if link.end is None or link.start.hex < link.end.hex]


def trace_links(board: RailBoard, stations: Iterable[Hex] | None = None) -> list[Link]:
    """Every link on the board, each once (complete links are found from both ends).

    Town stubs (a town tile's exit with no track beyond) are not links.
    """
    out: list[Link] = []
    for h in station_hexes(board) if stations is None else stations:
        out += _kept(links_from(board, h))
    return out


def retraced(board: RailBoard, before: list[Link], h: Hex) -> list[Link]:
    """:func:`trace_links` of ``board`` after a change of track on hex ``h`` alone (a tile laid, upgraded or
    redirected there), from ``before``, the links traced just before it: only the stations of the links that run
    onto ``h``, end there or face it with an open end, and the stations on and around ``h``, are traced again.
    A walk from any other station never reaches ``h``, so its links are the same. The same list, in the same
    order, as tracing the whole board, in a fraction of the time (a Rust Belt board in mid-game: every build a
    computer tries is traced so).

    >>> import steamlab
    >>> g = steamlab.new_game("steam", players=3, rules="base", seed=1)
    >>> before = trace_links(g.board)
    >>> retraced(g.board, before, g.board.map.find("Chicago")) == before
    True
    """
    neighbors = board.map.neighbor_table
    around = {n for n in neighbors[h] if n is not None} | {h}
    again: set[Hex] = set()
    for link in before:
        end = link.open_end
        if (
            link.start.hex in around
            or (link.end is not None and link.end.hex in around)
            or (end is not None and neighbors[end[0]][end[1]] == h)
            or any(x == h for x, _ in link.pieces)
        ):
            again.add(link.start.hex)
            if link.end is not None:
                again.add(link.end.hex)
    stations = station_hexes(board)
    again |= around.intersection(stations)
    kept: dict[Hex, list[Link]] = {}
    for link in before:
        if link.start.hex not in again:
            kept.setdefault(link.start.hex, []).append(link)
    out: list[Link] = []
    for s in stations:
        out += _kept(links_from(board, s)) if s in again else kept.get(s, [])
    return out


TRACED = "rails.links.traced"
"""Key of the board's memo entry holding its traced links (see :func:`board_links`)."""


def _guard(board: RailBoard) -> tuple[int, int, int, int]:
    return (board.stamp, len(board.tiles), len(board.owners), len(board.new_cities))


def board_links(board: RailBoard) -> list[Link]:
    """Every link on the board (:func:`trace_links`), remembered in the board's memo until its track or
    ownership changes: the board's ``stamp`` moves with every announced change, and the tile, owner and
    new-city counts guard against a change made by hand. The building rules and the bots share it, and a
    copied board inherits it.

    >>> import steamlab
    >>> g = steamlab.new_game("steam", players=3, rules="base", seed=1)
    >>> board_links(g.board) is board_links(g.board.copy())
    True
    """
    entry = board.memo.get(TRACED)
    if entry is not None and entry[1][0] == _guard(board):
        links: list[Link] = entry[1][1]
        return links
    links = trace_links(board)
    remember_links(board, links)
    return links


def remember_links(board: RailBoard, links: list[Link]) -> None:
    """Store ``links`` as the board's traced links as it stands now (see :func:`board_links`): for a
    caller that has just worked them out itself."""
    board.memo[TRACED] = (board.stamp, (_guard(board), links))

