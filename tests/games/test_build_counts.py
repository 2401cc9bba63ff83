"""Legal-build counts for fixed positions (like chess "perft" counts).

A change in the build generator shows up here. When a rule change is meant to
alter a count, check the new number by hand and update the table.
"""

import pytest

from steamlab.core.maps import load_map
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.games.rails.sample import random_build_position

# (map, game, tiles on the map, seed, player, first_build) -> legal builds
COUNTS = {
    ("rust_belt", "steam", 0, 0, 0, True): 226,
    ("rust_belt", "age_of_steam", 0, 0, 0, True): 226,
    ("tutorial", "steam", 0, 0, 0, True): 180,
    ("tutorial", "age_of_steam", 0, 0, 0, True): 189,
    ("rust_belt", "steam", 25, 1, 0, False): 127,
    ("rust_belt", "age_of_steam", 25, 1, 0, False): 134,
    ("tutorial", "steam", 12, 2, 1, False): 106,
    ("tutorial", "age_of_steam", 12, 2, 1, False): 137,
}


def count(map_name, game, tiles, seed, player, first_build):
    board = random_build_position(map_name, game, tiles=tiles, seed=seed) if tiles else RailBoard(load_map(map_name))
    return len(BuildTurn(board, RULES[game], player, first_build=first_build).legal_builds())


@pytest.mark.parametrize("key", list(COUNTS), ids=["-".join(map(str, k)) for k in COUNTS])
def test_legal_build_counts(key):
    assert count(*key) == COUNTS[key]


@pytest.mark.parametrize("game", ["steam", "age_of_steam"])
def test_cached_enumeration_matches_a_fresh_one_through_random_turns(game):
    """A turn caches each hex's options and drops them near a change; a fresh turn must agree every time."""
    import random

    rng = random.Random(5)
    board = RailBoard(load_map("rust_belt"))
    built: set[int] = set()
    checked = 0
    for turn_no in range(14):
        player = turn_no % 4
        turn = BuildTurn(board, RULES[game], player, first_build=player not in built)
        for _ in range(3):
            cached = [o.build for o in turn.legal_builds()]
            fresh = BuildTurn(board, RULES[game], player, first_build=turn.first_build, done=turn.done)
            assert cached == [o.build for o in fresh.legal_builds()]
            checked += 1
            if not cached:
                break
            turn.apply(rng.choice(cached))
            built.add(player)
        turn.end_turn()
    assert checked > 30 and len(board.tiles) > 25


@pytest.mark.parametrize(("game", "rules"), [("steam", "base"), ("steam", "standard"), ("age_of_steam", None)])
def test_options_kept_across_turns_match_a_fresh_enumeration_in_whole_games(game, rules):
    """The game keeps each hex's options on the board across turns; every build decision must agree
    with a turn that remembers nothing."""


    compared = 0
    for seed in (3, 4, 5):
        compared += _compare_through_a_game(game, rules, seed)
    assert compared > 40


def _compare_through_a_game(game, rules, seed) -> int:
    import random

    import steamlab
    from steamlab.bots.players import random_bot

    g = steamlab.new_game(game, players=4, rules=rules, seed=seed)
    rng = random.Random(seed)
    compared = 0
    while not g.is_terminal():
        turn = g.build_turn
        if g.phase == "build" and turn is not None and not g.pending_points and not getattr(g, "urbanize_pending", False):
            fresh = BuildTurn(turn.board.copy(), turn.rules, turn.player, limit=turn.limit,
                              first_build=turn.first_build, done=turn.done)  # fmt: skip
            fresh.board.touch_all()
            assert [o.build for o in turn.legal_builds()] == [o.build for o in fresh.legal_builds()]
            compared += 1
        g.apply(random_bot(g, rng))
    return compared


@pytest.mark.parametrize("game", ["steam", "age_of_steam"])
@pytest.mark.parametrize(("tiles", "seed", "player", "first_build"), [(50, 1, 0, False), (50, 3, 2, False),
                                                                      (30, 4, 1, True), (0, 0, 3, True)])  # fmt: skip
def test_fast_enumeration_agrees_with_judging_every_tile(game, tiles, seed, player, first_build):
    """``legal_builds`` skips orientations that cannot be legal and prices plain new track directly;
    judging every tile and rotation one by one (``options_at(include_illegal=True)``) must find the
    same legal builds, kinds and costs on every hex."""
    from steamlab.games.rails import building

    board = random_build_position("rust_belt", game, tiles=tiles, seed=seed, players=4) if tiles else None
    board = board or RailBoard(load_map("rust_belt"))
    building._MEMO.clear()
    turn = BuildTurn(board, RULES[game], player, first_build=first_build)
    fast = {(o.build, o.kind, o.cost.total) for o in turn.legal_builds() if o.cost is not None}
    slow = {
        (o.build, o.kind, o.cost.total)
        for h in board.map.cells
        for o in BuildTurn(board, RULES[game], player, first_build=first_build).options_at(h, include_illegal=True)
        if o.legal and o.cost is not None
    }
    assert fast == slow and fast
