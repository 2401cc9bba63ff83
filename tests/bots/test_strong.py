"""The strong bot's search: margins, max^n backing up, and short tournaments against greedy."""

from __future__ import annotations

import random

import pytest

import steamlab
from steamlab.bots.evaluate import projected_scores, projections
from steamlab.bots.players import GREEDY_SAMPLE
from steamlab.bots.registry import make_bot
from steamlab.bots.search import DEFAULT_ITERATIONS, Node, epoch, margins, roll_out, rollouts, search
from steamlab.games.rails.actions import EndBuild, RaiseCapital


def test_a_seat_plays_for_its_margin_over_the_best_rival():
    assert margins([10.0, 4.0, 7.0]) == [3.0, -6.0, -3.0]
    assert margins([5.0, 5.0]) == [0.0, 0.0]
    # far behind, a point still counts: the margin does not flatten out as a win chance does
    assert margins([-40.0, 30.0, 0.0])[0] < margins([-39.0, 30.0, 0.0])[0]


def test_a_node_is_worth_its_best_child_for_the_player_who_moves_there():
    node = Node(player=1)
    good, bad = RaiseCapital(1), EndBuild()
    node.children = {good: Node(player=0), bad: Node(player=0)}
    node.children[good].back_up([3.0, 9.0])  # seat 1 leads by 6
    node.children[bad].back_up([8.0, 2.0])  # seat 1 trails by 6
    node.back_up([0.0, 0.0])
    assert node.value == [3.0, 9.0]  # not the mean of the two children
    node.children[bad].back_up([0.0, 20.0])  # the second visit of ``bad`` found a better line
    node.children[bad].children = {good: Node(player=1)}
    node.children[bad].children[good].back_up([0.0, 20.0])
    node.children[bad].back_up([0.0, 20.0])
    node.back_up([0.0, 20.0])
    assert node.value == [0.0, 20.0]


def test_russian_railroads_projection_counts_the_final_scoring_as_it_stands():
    """The engineer majority and end bonus cards are in the projection before the end, and the last
    position before the end projects the real final scores."""
    g = steamlab.new_game("russian_railroads", players=3, seed=2)
    bot = make_bot("greedy", seed=2)
    last = g
    while not g.is_terminal():
        last = g.copy()
        g.apply(bot.choose(g))
    finals = [p.parts["final"] for p in projections(last)]
    assert max(finals) >= 20  # someone holds the engineer majority before the end
    assert finals == [float(sum(item.points for item in lines)) for lines in g.final]
    assert max(abs(b - r) for b, r in zip(projected_scores(last), projected_scores(g), strict=True)) <= 5


def test_search_reports_the_best_line_for_the_mover():
    g = steamlab.new_game("steam", players=3, rules="standard", seed=3)
    while g.current_player < 0 or len(g.legal_actions()) < 2:
        g.apply(make_bot("greedy", seed=1).choose(g))
    found = search(g, iterations=12, seed=4)
    assert found and all(g.why_illegal(c.action) is None for c in found)
    assert all(0.0 <= c.win_chance <= 1.0 for c in found)
    most = max(c.visits for c in found)
    assert found[0].visits * 2 >= most


@pytest.mark.parametrize("seat", [0, 2])
def test_strong_beats_greedy_in_short_russian_railroads_games(seat):
    """Two 4-player games, one strong bot against three greedy ones, seats 0 and 2: the strong bot wins
    both. At 24 leaves a move its two best root actions are rolled out to the round's end (the default
    48 rolls out four; 24 halves the test's time). Before the roll-outs, the tree alone at 48 leaves won
    one of these two games, and 16 leaves lost the seed-21 game. (One game a case: the two ~20 s games
    can run on both of ``make test``'s workers.)"""
    g = steamlab.new_game("russian_railroads", players=4, seed=21 + seat)
    bots = [make_bot("strong" if s == seat else "greedy", seed=21 + s, strength=24) for s in range(4)]
    while not g.is_terminal():
        g.apply(bots[g.current_player].choose(g))
    assert g.winners() == [seat], [s.total for s in g.scores()]


def test_roll_out_judges_an_action_at_the_end_of_the_game_turn():
    """A roll-out plays on (the mover along the tree's line, then everyone as greedy) until the turn
    changes, and returns every seat's projection there; the position searched is not changed."""
    g = steamlab.new_game("steam", players=3, rules="base", seed=5)
    bot = make_bot("greedy", seed=5)
    while g.current_player < 0 or len(g.legal_actions()) < 2 or g.phase != "build":
        g.apply(bot.choose(g))
    before = g.to_record()
    root = Node()
    found = search(g, iterations=4, seed=1)  # a tree only: no roll-outs below 24 leaves
    assert rollouts(4) == 0 and rollouts(DEFAULT_ITERATIONS) >= 2
    values = roll_out(g, root, found[0].action, random.Random(1))
    assert g.to_record() == before
    ended = g.copy()
    ended.apply(found[0].action)
    while not ended.is_terminal() and epoch(ended) == epoch(g):
        ended.apply(bot.choose(ended))
    assert len(values) == 3 and epoch(ended) == epoch(g) + 1


def test_rolled_out_search_is_legal_and_reproducible():
    """At 24 leaves the two best root actions are rolled out; the same seed gives the same order."""
    g = steamlab.new_game("age_of_steam", players=3, seed=6)
    bot = make_bot("greedy", seed=6)
    for _ in range(12):
        g.apply(bot.choose(g))
    while g.current_player < 0:
        g.apply(g.sample_chance(random.Random(0)))
    first = search(g, iterations=24, seed=3)
    again = search(g, iterations=24, seed=3)
    assert [c.action for c in first] == [c.action for c in again]
    assert all(g.why_illegal(c.action) is None for c in first)
    assert [c.mean_score for c in first] == [c.mean_score for c in again]


def test_every_action_tile_is_rolled_out_with_the_same_generator(monkeypatch):
    """Choosing an action tile, the projection cannot tell the tiles apart (their worth comes later in
    the turn), so every tile the tree kept is rolled out -- not only the first four -- and every
    roll-out of one search starts from an alike-seeded generator (common random numbers)."""
    import steamlab.bots.search as search_module

    g = steamlab.new_game("steam", players=4, rules="standard", seed=7)
    bot = make_bot("greedy", seed=7)
    while g.current_player < 0 or not any(a.kind == "choose_action" for a in g.legal_actions()):
        g.apply(bot.choose(g))
    tiles = [a for a in g.legal_actions() if a.kind == "choose_action"]
    assert len(tiles) > rollouts(DEFAULT_ITERATIONS)  # more tiles than a build turn rolls out
    seen: list[tuple[object, float]] = []
    real = search_module.roll_out

    def counted(start, root, action, rng, limit=None):
        seen.append((action, rng.random()))
        return real(start, root, action, rng, limit)

    monkeypatch.setattr(search_module, "roll_out", counted)
    found = search(g, iterations=DEFAULT_ITERATIONS, seed=2)
    tried = [c for c in found if c.visits]
    repeats = search_module.ROLLOUT_REPEATS["steam/standard"]
    assert repeats > 1  # each action's mean of several roll-outs (one sample of the rivals' answers is noise)
    assert len(seen) == repeats * len(tried) and len(tried) > rollouts(DEFAULT_ITERATIONS)
    assert {a for a, _ in seen} == {c.action for c in tried}
    for k in range(repeats):  # the k-th roll-out of every action from the same generator state
        assert [a for a, _ in seen[k::repeats]] == [a for a, _ in seen[::repeats]]
        assert len({draw for _, draw in seen[k::repeats]}) == 1
    assert len({draw for _, draw in seen}) == repeats  # and a different state for each repeat


def _searched_with_roll_outs_recorded(monkeypatch, g):
    """The strong search of ``g`` at the default strength (seed 2), and the action of each roll-out it made."""
    import steamlab.bots.search as search_module

    seen: list[object] = []
    real = search_module.roll_out

    def counted(start, root, action, rng, limit=None):
        seen.append(action)
        return real(start, root, action, rng, limit)

    monkeypatch.setattr(search_module, "roll_out", counted)
    return seen, search(g, iterations=DEFAULT_ITERATIONS, seed=2)


def test_steam_base_rolls_each_action_out_once(monkeypatch):
    """``ROLLOUT_REPEATS`` names Steam standard only: Steam base (measured with one) keeps one roll-out."""
    import steamlab.bots.search as search_module

    g = steamlab.new_game("steam", players=4, rules="base", seed=7)
    bot = make_bot("greedy", seed=7)
    while g.current_player < 0 or not any(a.kind == "choose_action" for a in g.legal_actions()):
        g.apply(bot.choose(g))
    seen, found = _searched_with_roll_outs_recorded(monkeypatch, g)
    tried = [c for c in found if c.visits]
    assert "steam/base" not in search_module.ROLLOUT_REPEATS
    assert sorted(map(str, seen)) == sorted(str(c.action) for c in tried)


def test_age_of_steam_rolls_each_action_out_four_times(monkeypatch):
    """``ROLLOUT_REPEATS`` names Age of Steam too: each of the four rolled-out root actions is judged by the
    mean of four roll-outs, drawn one after the other from the search's own generator (Age of Steam has no
    common generator)."""
    import steamlab.bots.search as search_module
    from steamlab.bots.network import follow

    g = steamlab.new_game("age_of_steam", players=4, seed=7)
    bot = make_bot("greedy", seed=7)
    # a build the seat's network plan leaves open (where it decides, one tile is the only candidate: nothing to roll out)
    while g.current_player < 0 or g.phase != "build" or len(follow(g, g.legal_actions())) < 6:
        g.apply(bot.choose(g))
    seen, _ = _searched_with_roll_outs_recorded(monkeypatch, g)
    repeats = search_module.ROLLOUT_REPEATS["age_of_steam"]
    assert repeats == 4 and "age_of_steam" not in search_module.COMMON_GENERATOR
    assert len(seen) == repeats * rollouts(DEFAULT_ITERATIONS)
    distinct = seen[::repeats]
    assert len(set(distinct)) == rollouts(DEFAULT_ITERATIONS)
    assert seen == [a for a in distinct for _ in range(repeats)]  # each action four times, one after the other
    assert search_module.ROLLOUT_MOVER_PREFERS["age_of_steam"] == ("first_build",)


@pytest.mark.parametrize("by_margin", [True, False])
def test_the_roll_outs_mover_plays_for_its_margin_where_the_knob_says(monkeypatch, by_margin):
    """Off the tree's line a roll-out plays the mover by its margin in the games of ``MARGIN_MOVER`` (its
    projection less the best rival's: a cube carried over a rival's links for nothing is no longer a coin
    toss with passing), and as greedy (its own projected score) elsewhere -- today everywhere, since the
    margin won no more; every other seat plays as greedy."""
    import steamlab.bots.search as search_module
    from steamlab.bots.evaluate import projected_margin

    assert not search_module.MARGIN_MOVER
    if by_margin:
        monkeypatch.setattr(search_module, "MARGIN_MOVER", frozenset({"steam"}))
    g = steamlab.new_game("steam", players=3, rules="base", seed=6)
    bot = make_bot("greedy", seed=6)
    while g.current_player < 0 or g.phase != "build" or len(g.legal_actions()) < 2:
        g.apply(bot.choose(g))
    mover = g.current_player
    calls: list[tuple[int, object]] = []
    samples: list[tuple[int, int]] = []
    real = search_module.greedy_bot

    prefers: list[tuple[int, tuple[str, ...]]] = []

    def watched(state, rng, value=search_module.heuristic, sample=GREEDY_SAMPLE, prefer=()):
        calls.append((state.current_player, value))
        samples.append((state.current_player, sample))
        prefers.append((state.current_player, prefer))
        return real(state, rng, value, sample, prefer)

    monkeypatch.setattr(search_module, "greedy_bot", watched)
    root = Node()
    search_module._iterate(g, root, random.Random(1), 8.0)  # expands the root only
    roll_out(g, root, root.actions[0], random.Random(1))
    mine = projected_margin if by_margin else search_module.heuristic
    assert {value for p, value in calls if p == mover} == {mine}
    assert {value for p, value in calls if p != mover} == {search_module.heuristic}
    assert any(p != mover for p, _ in calls) and any(p == mover for p, _ in calls)
    # the mover judges more actions than greedy does (ROLLOUT_MOVER_SAMPLE); the rivals play as greedy plays
    assert {n for p, n in samples if p == mover} == {search_module.ROLLOUT_MOVER_SAMPLE["steam"]} != {GREEDY_SAMPLE}
    assert {n for p, n in samples if p != mover} == {GREEDY_SAMPLE}
    # the mover takes First Build where its projection ties (ROLLOUT_MOVER_PREFERS); the rivals break ties at random
    assert {t for p, t in prefers if p == mover} == {("first_build",)}
    assert {t for p, t in prefers if p != mover} == {()}


@pytest.mark.usefixtures("strong_v1")
def test_a_wider_sample_finds_the_first_tile_that_greedys_twelve_miss():
    """Why the roll-outs' mover judges 24 actions (``ROLLOUT_MOVER_SAMPLE``): in turn 1 of a Steam standard
    game (seed 1008), the seat that took First Build has $10 and tiles towards the goods at Q9 and R6 that
    project best and keep it solvent; greedy, judging a random 12 of the tiles on its planned hexes, ends its
    build without one in some draws, so a roll-out after First Build was judged as if the seat built nothing
    (every action tile then looked alike). With 24 it lays a tile in every draw."""
    from steamlab.bots.players import greedy_bot
    from steamlab.bots.search import ROLLOUT_MOVER_SAMPLE
    from steamlab.games.rails.actions import ChooseAction

    g = steamlab.new_game("steam", players=4, rules="standard", seed=1008)
    bots = [make_bot("greedy", seed=s) for s in range(4)]
    while g.phase != "actions":
        g.apply(bots[g.current_player].choose(g))
    for tile in ("first_build", "city_growth", "urbanization", "engineer"):
        g.apply(ChooseAction(tile))
    while g.phase != "build":
        g.apply(bots[g.current_player].choose(g))
    assert g.seats[g.current_player].cash == 10
    twelve = [greedy_bot(g, random.Random(k), sample=GREEDY_SAMPLE).kind for k in range(40)]
    wider = [greedy_bot(g, random.Random(k), sample=ROLLOUT_MOVER_SAMPLE["steam"]).kind for k in range(40)]
    assert twelve.count("end_build") > 0
    assert wider.count("build") == 40


@pytest.mark.usefixtures("strong_v1")
def test_the_action_tiles_tie_before_the_build_and_the_roll_outs_mover_takes_first_build():
    """Choosing an action tile moves no track and no cube, so the projection judges every affordable tile
    alike and greedy takes one at random; ``preferred`` makes the roll-outs' mover take First Build."""
    from steamlab.bots.players import greedy_bot
    from steamlab.bots.search import ROLLOUT_MOVER_PREFERS

    g = steamlab.new_game("steam", players=4, rules="standard", seed=1013)
    bots = [make_bot("greedy", seed=s) for s in range(4)]
    while g.phase != "actions":
        g.apply(bots[g.current_player].choose(g))
    at_random = {greedy_bot(g, random.Random(k)).tile for k in range(40)}
    assert len(at_random) >= 3 and "first_build" in at_random
    prefer = ROLLOUT_MOVER_PREFERS["steam"]
    assert {greedy_bot(g, random.Random(k), prefer=prefer).tile for k in range(40)} == {"first_build"}


@pytest.mark.usefixtures("strong_v1")
@pytest.mark.parametrize("prefers", [True, False])
def test_the_strong_seat_bids_to_build_first_in_turn_one(monkeypatch, prefers):
    """Steam standard, seed 1013, the strong bot in seat 1 against three greedy bots as a tournament seats
    them: in turn 1's auction it bids $0 (and so chooses its action tile first) rather than dropping out.
    Without First Build preferred in the roll-outs it dropped out: the roll-outs after its bid took Turn
    Order or City Growth at random, and a greedy rival bid, took First Build and the turn's cubes."""
    import steamlab.bots.search as search_module
    from steamlab.games.rails.actions import Bid, DropOut

    if not prefers:
        monkeypatch.setattr(search_module, "ROLLOUT_MOVER_PREFERS", {})
    seed, lineup = 1013, ["greedy", "strong", "greedy", "greedy"]
    bots = [make_bot(kind, seed=seed * 16 + i) for i, kind in enumerate(lineup)]
    g = steamlab.new_game("steam", players=4, rules="standard", seed=seed)
    while not (g.current_player == 1 and any(isinstance(a, Bid) for a in g.legal_actions())):
        g.apply(bots[g.current_player].choose(g))
    assert g.turn == 1
    best = search(g, iterations=DEFAULT_ITERATIONS, seed=seed * 16 + 1)[0].action
    assert isinstance(best, Bid if prefers else DropOut)


def test_margin_greedy_prefers_the_action_that_leaves_the_rivals_lower():
    """``greedy_bot`` with the margin as its value picks, among actions equal for the mover, the one
    after which the best rival projects lowest."""
    from steamlab.bots.evaluate import projected_margin
    from steamlab.bots.players import candidates, greedy_bot, judged

    g = steamlab.new_game("age_of_steam", players=3, seed=6)
    bot = make_bot("greedy", seed=6)
    checked = 0
    while checked < 4:
        g.apply(g.sample_chance(random.Random(0)) if g.current_player < 0 else bot.choose(g))
        if g.current_player >= 0 and len(g.legal_actions()) > 1 and g.phase in ("build", "move"):
            checked += 1
            mover = g.current_player
            chosen = greedy_bot(g, random.Random(3), projected_margin)
            options = candidates(g, random.Random(3))
            best = judged(g, options, careful=True, value=projected_margin)[0]
            after = g.copy()
            after.auto_chance = False  # judged as the bots judge: before any chance that follows
            after.apply(chosen)
            assert projected_margin(after, mover) == best[1]


@pytest.mark.usefixtures("strong_v1")
def test_the_tree_keeps_the_careful_guard_where_a_player_can_go_out():
    """In Steam standard the careful outlook (a $2 reserve at the end, spending nothing more) often rules
    out every tile of a second build turn. The strong bot's tree, like greedy, then looks only at what
    keeps it in: judged by the projection alone, strong seats went out (four strong bots, Steam standard,
    12 games: 8 of 48 seats out, against 1 of 48 with the guard)."""
    from steamlab.bots.players import candidates, judged

    g = steamlab.new_game("steam", players=4, rules="standard", seed=4)
    bots = [make_bot("greedy", seed=4 * 16 + i) for i in range(4)]
    while not (g.phase == "build" and g.turn == 2):
        g.apply(bots[g.current_player].choose(g))
    safe = [a for ok, _, a in judged(g, candidates(g, random.Random(0), 32), careful=True) if ok]
    assert [a.kind for a in safe] == ["end_build"]  # the guard leaves no tile
    found = search(g, iterations=8, seed=1)
    assert [c.action.kind for c in found if c.visits] == ["end_build"]
