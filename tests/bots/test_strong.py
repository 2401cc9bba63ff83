"""The strong bot's search: margins, max^n backing up, and short tournaments against greedy."""

from __future__ import annotations

import steamlab
from steamlab.engine.bots import make_bot
from steamlab.engine.evaluate import projected_scores, projections
from steamlab.engine.search import Node, margins, search
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


def test_strong_beats_greedy_in_short_russian_railroads_games():
    """Two 4-player games, one strong bot (its default 48 leaves a move) against three greedy ones, seats
    0 and 2: the strong bot scores above the greedy seats' mean in each and wins at least one. (Until the
    projection counted growth and a placement's steps underway, 16 leaves won 7 of 8 such games, 167
    points against greedy's 118; greedy now scores about 200, and 16 leaves lost the seed-21 game.)"""
    wins = 0
    for seat in (0, 2):
        g = steamlab.new_game("russian_railroads", players=4, seed=21 + seat)
        bots = [make_bot("strong" if s == seat else "greedy", seed=21 + s) for s in range(4)]
        while not g.is_terminal():
            g.apply(bots[g.current_player].choose(g))
        scores = [s.total for s in g.scores()]
        others = [x for s, x in enumerate(scores) if s != seat]
        assert scores[seat] > sum(others) / len(others), scores
        wins += g.winners() == [seat]
    assert wins >= 1
