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
    while True:
        seg = segment_at(board, h, entry)
        if seg is None:
            return _make(board, start, None, pieces, exit_port)
        pieces.append((h, seg))
        out = other_end(seg, entry)
        if out == TOWN:
            return _make(board, start, Node("town", h), pieces, None)
        nxt = board.map.neighbor(h, out)
        if nxt is None:
            return _make(board, start, None, pieces, (h, out))
        if board.is_city(nxt):
            return _make(board, start, Node("city", nxt), pieces, None)
        if segment_at(board, nxt, opposite(out)) is None:
            return _make(board, start, None, pieces, (h, out))
        h, entry = nxt, opposite(out)


def _make(board: RailBoard, start: Node, end: Node | None, pieces: list[Piece], open_end: Port | None) -> Link:
    owner = None
    for piece in pieces:
        o = board.owners.get(piece)
        if o is not None:
            owner = o
            break
    return Link(start, end, tuple(pieces), open_end, owner)


def links_from(board: RailBoard, h: Hex) -> list[Link]:
    """Every link leaving the station on ``h`` (a city, or a town with a tile)."""
    out: list[Link] = []
    if board.is_city(h):
        start = Node("city", h)
        for edge in range(6):
            n = board.map.neighbor(h, edge)
            entry = opposite(edge)
            if n is not None and segment_at(board, n, entry) is not None:
                out.append(_walk(board, start, [], n, entry, (h, edge)))
    elif board.is_town(h):
        start = Node("town", h)
        for seg in sorted(board.segments(h)):
            if TOWN not in seg:
                continue
            edge = other_end(seg, TOWN)
            n = h.neighbor(edge)
            if board.is_city(n):
                out.append(Link(start, Node("city", n), ((h, seg),), None, board.owners.get((h, seg))))
            elif segment_at(board, n, opposite(edge)) is not None:
                out.append(_walk(board, start, [(h, seg)], n, opposite(edge), (h, edge)))
    return out


def trace_links(board: RailBoard, stations: Iterable[Hex] | None = None) -> list[Link]:
    """Every link on the board, each once (complete links are found from both ends).

    Town stubs (a town tile's exit with no track beyond) are not links.
    """
    if stations is None:
        stations = [h for h in board.map.cells if board.is_city(h) or (board.is_town(h) and h in board.tiles)]
    seen: set[frozenset[Piece]] = set()
    out: list[Link] = []
    for h in stations:
        for link in links_from(board, h):
            if link.key not in seen:
                seen.add(link.key)
                out.append(link)
    return out

