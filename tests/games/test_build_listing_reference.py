"""The fast listing of legal builds against the plainest reference there is.

``BuildTurn.legal_builds`` skips what cannot be legal, prices plain track directly and keeps memos
(signatures, orientation selections, options per hex). The reference here keeps none of that: it asks
``check`` (what ``why_illegal`` and ``cost`` answer) for every tile and rotation of the manifest on every
hex of the map, in the order the listing promises (hex, then tile, then rotation; on a town with town disks
the first tile of each distinct star stands for the others). The two must give the same builds in the
same order, with the same kinds and the same itemised costs, cold (every memo empty) and warm.

Positions: random building turns on both maps under both rule families (sparse to crowded, first builds,
every seat), and build phases of whole games, which add urbanized towns, lost links and Steam take-overs.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

import steamlab
from steamlab.core.hexgrid import Hex, label
from steamlab.core.tiles import segment
from steamlab.games.rails import building
from steamlab.games.rails.actions import Build, Urbanize
from steamlab.games.rails.board import Placement, RailBoard
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.games.rails.costs import Cost
from steamlab.games.rails.sample import random_build_position
from steamlab.i18n import msg

Listed = list[tuple[Build, str, Cost | None]]


def reference_listing(turn: BuildTurn, hexes: Iterable[Hex] | None = None) -> Listed:
    """Every legal build on ``hexes`` (default: the whole map), found by judging each (hex, tile, rotation)
    with ``check`` alone."""
    board, rules = turn.board, turn.rules
    out: Listed = []
    for h in sorted(board.map.cells if hexes is None else hexes):
        stars: set[frozenset[int]] = set()
        disks = rules.town_disks and board.is_town(h)
        for tile in rules.tiles:
            for rotation in tile.orientations():
                if disks and not tile.is_town:
                    exits = tile.exits(rotation)
                    if exits in stars:
                        continue  # the same town star as an earlier tile with a disk
                    stars.add(exits)
                option = turn.check(Build(label(h), tile.id, rotation))
                if option.legal:
                    out.append((option.build, option.kind, option.cost))
    return out


def cold_listing(turn: BuildTurn) -> Listed:
    """``turn.legal_builds()`` on a copy of its board with every memo empty."""
    building._MEMO.clear()
    building._COSTS.clear()
    building.orientations(turn.rules).selections.clear()
    board = turn.board.copy()
    board.touch_all()
    fresh = BuildTurn(board, turn.rules, turn.player, limit=turn.limit, first_build=turn.first_build, done=turn.done)
    return [(o.build, o.kind, o.cost) for o in fresh.legal_builds()]


def warm_listing(turn: BuildTurn) -> Listed:
    """``legal_builds()`` of a fresh turn on the same board, the module memos as the last listing left them."""
    fresh = BuildTurn(turn.board, turn.rules, turn.player, limit=turn.limit, first_build=turn.first_build, done=turn.done)
    return [(o.build, o.kind, o.cost) for o in fresh.legal_builds()]


def assert_agrees(turn: BuildTurn) -> int:
    want = reference_listing(turn)
    assert cold_listing(turn) == want
    assert warm_listing(turn) == want
    return len(want)


POSITIONS = [
    (map_name, game, tiles, seed)
    for game in RULES
    for map_name, sizes in (("rust_belt", (8, 30, 50, 80)), ("tutorial", (6, 14, 24)))
    for seed, tiles in enumerate(sizes, start=1)
]


@pytest.mark.parametrize(("map_name", "game", "tiles", "seed"), POSITIONS, ids=["-".join(map(str, p)) for p in POSITIONS])
def test_listing_equals_judging_every_tile_on_random_positions(map_name, game, tiles, seed):
    board = random_build_position(map_name, game, tiles=tiles, seed=seed, players=4)
    rng = random.Random(seed)
    if seed % 2 == 0:  # a town becomes a city: its links now start at a city, its tile goes back
        towns = sorted(board.map.town_hexes)
        BuildTurn(board, RULES[game], 0, may_urbanize=True).urbanize(
            Urbanize(label(rng.choice(towns)), board.map.new_cities[0].id)
        )
        board.touch_all()
    found = 0
    for player in (seed % 4, (seed + 2) % 4):  # two seats a position: every seat over the sizes
        turn = BuildTurn(board, RULES[game], player, first_build=rng.random() < 0.25)
        found += assert_agrees(turn)
    assert found


@pytest.mark.parametrize("game", list(RULES))
def test_listing_equals_judging_every_tile_on_an_empty_map(game):
    board = RailBoard(steamlab.load_map("rust_belt"))
    assert assert_agrees(BuildTurn(board, RULES[game], 0, first_build=True))
    assert assert_agrees(BuildTurn(board, RULES[game], 2, first_build=False, limit=4, done=3))
    assert assert_agrees(BuildTurn(board, RULES[game], 1, done=3)) == 0  # the limit is used up


@pytest.mark.parametrize(("game", "rules"), [("steam", "base"), ("steam", "standard"), ("age_of_steam", None)])
def test_listing_equals_judging_every_tile_in_whole_games(game, rules):
    """Build phases of played games: urbanized towns, unowned links, Steam's take-over network, a used limit."""
    compared = 0
    for seed in (11,):  # one whole game a rule set (two took ~25 s a rule set of the suite's 11 minutes)
        g = steamlab.new_game(game, players=4, rules=rules, seed=seed)
        rng = random.Random(seed)
        while not g.is_terminal() and compared < 6:  # six build positions (a late one judges ~90 hexes x 30 tiles)
            turn = g.build_turn
            if g.phase == "build" and turn is not None and not g.pending_points and rng.random() < 0.15:
                assert_agrees(turn)
                compared += 1
            g.apply(g.sample_action(rng))
    assert compared >= 4


@pytest.mark.parametrize("game", list(RULES))
def test_town_options_equal_judging_every_tile(game):
    """Towns are judged apart from plain hexes (new town tiles and disks, improvements, redirects): on many
    positions of both maps, each town's options, cold, equal judging every tile there."""
    compared = 0
    for seed in range(24):
        map_name, most = (("tutorial", 36), ("rust_belt", 75))[seed % 2]  # a full map can make turns go on forever
        board = random_build_position(map_name, game, tiles=min(6 + 3 * seed, most), seed=200 + seed, players=3)
        for player in range(3):
            turn = BuildTurn(board, RULES[game], player, first_build=seed % 5 == 0)
            for h in sorted(board.map.town_hexes):
                building._MEMO.clear()
                building.orientations(turn.rules).selections.clear()
                fresh = BuildTurn(board, RULES[game], player, first_build=turn.first_build)
                got = [(o.build, o.kind, o.cost) for o in fresh.options_at(h)]
                assert got == reference_listing(turn, [h]), label(h)
                compared += bool(got)
    assert compared > 50


def _own_loop_around_a_town(game: str) -> tuple[RailBoard, Hex, int]:
    """Rust Belt with a town tile and player 0's incomplete link leaving it and bending back: the town's tile
    (one exit), then two tiles round it, the link's open end facing the town. Returns the board, the town and
    the town's edge the open end faces."""
    board = RailBoard(steamlab.load_map("rust_belt"))
    m, table = board.map, building.orientations(RULES[game])

    def lay(h: Hex, track: frozenset[tuple[int, int]], town: bool) -> None:
        o = next(o for o in table if o.is_town == town and (o.segments if not town else o.exits) == track)
        board.tiles[h] = Placement(o.tile.id, o.rotation, o.segments)
        for seg in o.segments:
            board.owners[(h, seg)] = 0

    for town in sorted(m.town_hexes):
        for e1 in range(6):
            e2 = (e1 + 1) % 6
            x, y = town.neighbor(e1), town.neighbor(e2)
            if not {e1, e2} <= m.open_edges(town) or any(h not in m.cells or m.cells[h].name or not m.cells[h].buildable
                                                      for h in (x, y)):  # fmt: skip
                continue
            xy, yx = x.edge_to(y), y.edge_to(x)
            if xy is None or yx is None or xy not in m.open_edges(x):
                continue
            lay(town, frozenset({e1}), True)
            lay(x, frozenset({segment((e1 + 3) % 6, xy)}), False)
            lay(y, frozenset({segment(yx, (e2 + 3) % 6)}), False)
            return board, town, e2
    raise AssertionError("no town on Rust Belt with two open neighbours side by side")


@pytest.mark.parametrize("game", list(RULES))
def test_a_town_is_not_joined_to_its_own_link(game):
    """Improving a town tile toward the open end of a link that left that town would join the town to itself:
    refused, the same in the listing as in ``check``."""
    board, town, back = _own_loop_around_a_town(game)
    turn = BuildTurn(board, RULES[game], 0)
    building._MEMO.clear()
    listed = [(o.build, o.kind, o.cost) for o in BuildTurn(board, RULES[game], 0).options_at(town)]
    assert listed == reference_listing(turn, [town])
    assert listed and all(o.kind == "improve" for o in BuildTurn(board, RULES[game], 0).options_at(town))
    loops = [
        turn.check(Build(label(town), o.tile.id, o.rotation))
        for o in building.orientations(RULES[game])
        if o.is_town and back in o.exits and board.tiles[town].segments < o.segments
    ]
    refusal = msg("rails.no.loop", rule=RULES[game].cite("forbidden builds"), place=board.place_name(town))
    assert loops and all(o.reason == refusal for o in loops)
