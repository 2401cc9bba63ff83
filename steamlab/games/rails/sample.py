"""Reproducible sample positions for tests, benchmarks and lessons.

>>> board = random_build_position("tutorial", "steam", tiles=6, seed=3)
>>> len(board.tiles)
6
"""

from __future__ import annotations

import random

from steamlab.core.errors import ScenarioError
from steamlab.core.hexgrid import Hex, label
from steamlab.core.maps import load_map
from steamlab.core.tiles import TOWN, Segment, exits_of, segment, town_star
from steamlab.games.rails.board import Placement, RailBoard
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.i18n import msg

IDLE_ROUNDS = 10
"""Rounds of building turns in a row that lay no new tile after which :func:`random_build_position` stops."""


def random_build_position(map_name: str, game: str, *, tiles: int, seed: int = 0, players: int = 4) -> RailBoard:
    """Players take building turns (3 random legal builds each) until ``tiles`` tiles lie on the map, or until no
    player can build, or :data:`IDLE_ROUNDS` rounds lay no new tile (a full map whose players only redirect and
    upgrade: before, such a board never reached ``tiles`` and the loop never ended).

    Ownership is kept as the rules say (links not extended lose their owner).
    The same arguments always give the same board.

    >>> board = random_build_position("tutorial", "steam", tiles=54, seed=216, players=3)  # the tutorial map full
    >>> len(board.tiles) < 54
    True
    """
    rules = RULES[game]
    rng = random.Random(seed)
    board = RailBoard(load_map(map_name))
    built: set[int] = set()
    player = 0
    stuck = idle = 0
    while len(board.tiles) < tiles and stuck < players and idle < IDLE_ROUNDS * players:
        turn = BuildTurn(board, rules, player, first_build=player not in built)
        before = len(board.tiles)
        for _ in range(turn.limit):
            options = turn.legal_builds()
            if not options or len(board.tiles) >= tiles:
                break
            turn.apply(rng.choice(options).build)
            built.add(player)
        stuck = stuck + 1 if turn.done == 0 else 0
        idle = idle + 1 if len(board.tiles) == before else 0
        turn.end_turn()
        player = (player + 1) % players
    return board


def _tile_for(rules_game: str, segs: frozenset[Segment], town: bool) -> tuple[str, int, frozenset[Segment], bool]:
    """A manifest tile and rotation laying exactly ``segs`` (on a town: the same exits), or ``ScenarioError``."""
    rules = RULES[rules_game]
    want_exits = exits_of(segs)
    for tile in rules.tiles:
        for rot in tile.orientations():
            if town:
                if tile.exits(rot) != want_exits:
                    continue
                if tile.is_town:
                    return tile.id, rot, tile.rotated(rot), False
                if rules.town_disks:
                    return tile.id, rot, town_star(want_exits), True
            elif tile.rotated(rot) == segs:
                return tile.id, rot, segs, False
    raise ScenarioError(msg("scenario.link_no_tile", game=rules_game, segments=str(sorted(segs))))


def lay_link(board: RailBoard, game: str, path: list[Hex], owner: int | None) -> None:
    """Lay track along ``path`` (a station, empty hexes, a station) as one link owned by ``owner``.

    For setting up positions (tests, lessons, scenarios): no building rule is
    checked, but each tile is a real tile of ``game``'s manifest. A town at an
    end gets a town tile (or an AoS disk) with one more exit.

    >>> from steamlab.core.maps import load_map
    >>> b = RailBoard(load_map("rust_belt"))
    >>> m = b.map
    >>> lay_link(b, "steam", [m.find("Evansville"), m.find("K10"), m.find("Indianapolis")], owner=2)
    >>> [(label(h), p.tile_id) for h, p in b.tiles.items()]
    [('K10', 'gentle'), ('K9', 'town_1')]
    """
    if len(path) < 2:
        raise ScenarioError(msg("scenario.link_short"))
    for a, b in zip(path, path[1:], strict=False):
        if a.edge_to(b) is None:
            raise ScenarioError(msg("scenario.link_gap", a=label(a), b=label(b)))
    for i, h in enumerate(path):
        is_end = i in (0, len(path) - 1)
        if board.is_city(h):
            if not is_end:
                raise ScenarioError(msg("scenario.link_city", at=label(h)))
            continue
        edges = []
        if i > 0:
            edges.append(h.edge_to(path[i - 1]))
        if i < len(path) - 1:
            edges.append(h.edge_to(path[i + 1]))
        ends = [e for e in edges if e is not None]
        if board.is_town(h):
            new = frozenset(segment(e, TOWN) for e in ends)
        elif len(ends) == 2:
            new = frozenset({segment(ends[0], ends[1])})
        else:
            raise ScenarioError(msg("scenario.link_end", at=label(h)))
        segs = board.segments(h) | new
        tile_id, rot, laid, disk = _tile_for(game, segs, board.is_town(h))
        board.tiles[h] = Placement(tile_id, rot, laid, disk)
        for seg in new:
            board.owners[(h, seg)] = owner


def path_between(board: RailBoard, a: Hex, b: Hex, max_len: int) -> list[Hex] | None:
    """A shortest path from station ``a`` to station ``b`` through empty, open hexes."""
    m = board.map
    frontier = [[a]]
    seen = {a}
    while frontier:
        nxt_frontier = []
        for path in frontier:
            h = path[-1]
            for e in sorted(m.open_edges(h)):
                n = h.neighbor(e)
                if n == b and len(path) > 1:
                    return [*path, n]
                if n in seen or n in board.tiles or m.cells[n].name or board.is_city(n) or len(path) > max_len:
                    continue
                seen.add(n)
                nxt_frontier.append([*path, n])
        frontier = nxt_frontier
    return None


def dense_network(
    map_name: str, *, seed: int = 0, players: int = 4, game: str = "age_of_steam", max_len: int = 3
) -> RailBoard:
    """A board criss-crossed by complete links between nearby stations, with cubes on every city.

    For delivery benchmarks and lessons: links of up to ``max_len`` track
    tiles join pairs of stations, each owned by a random player; every city
    holds its starting number of cubes in random colours.
    """
    rng = random.Random(seed)
    board = RailBoard(load_map(map_name))
    m = board.map
    stations = [h for h in m.cells if m.cells[h].name]
    pairs = [(a, b) for i, a in enumerate(stations) for b in stations[i + 1 :] if a.distance(b) <= max_len + 1]
    rng.shuffle(pairs)
    for a, b in pairs:
        path = path_between(board, a, b, max_len)
        if path is None:
            continue
        try:
            lay_link(board, game, path, rng.randrange(players))
        except ValueError:
            continue  # the town has no tile with that many exits
    colors = ["red", "blue", "yellow", "purple", "black"]
    for h, city in m.cities():
        board.cubes[h] = [rng.choice(colors) for _ in range(city.start_cubes)]
    return board
