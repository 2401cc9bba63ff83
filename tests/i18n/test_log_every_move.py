"""Every Steam and Age of Steam move writes a log line: ending a build turn, raising no capital, issuing no
shares, placing an urbanized city's supply cubes, drawing and placing Production's cubes. The hot seat's log
then tells every move, in both languages, like the other lines."""

from __future__ import annotations

import random

import pytest

import steamlab
from steamlab.games.rails.actions import EndBuild, IssueShares, RaiseCapital
from steamlab.i18n import Message
from steamlab.i18n.check import english_runs
from steamlab.i18n.describe import MARKERS

RULE_SETS = [("steam", "base"), ("steam", "standard"), ("age_of_steam", None)]


def names_of(g) -> list[str]:
    return [g.map.title, *(c.name for c in g.map.cells.values() if c.name)]


def told(g, action) -> list[Message]:
    """The log lines ``action`` writes (time markers left out)."""
    n = len(g.log)
    g.apply(action)
    return [line for line in g.log[n:] if getattr(line, "key", None) not in MARKERS]


@pytest.mark.parametrize(("game", "rules"), RULE_SETS)
def test_every_move_of_a_random_game_writes_a_line_in_both_languages(game: str, rules: str | None) -> None:
    g = steamlab.new_game(game, players=3, rules=rules, seed=5)
    rng = random.Random(5)
    kinds: set[str] = set()
    while not g.is_terminal() and g.turn <= 4:
        action = g.sample_action(rng)
        lines = told(g, action)
        assert lines, f"{action} (turn {g.turn}, {g.phase}) writes no log line"
        kinds.add(action.kind)
        for line in lines:
            assert isinstance(line, Message), line
            assert not english_runs(line.render("ja"), names_of(g)), line.render("ja")
    assert "end_build" in kinds


def test_ending_a_build_turn_and_taking_no_money_are_logged() -> None:
    g = steamlab.new_game("steam", players=3, rules="standard", seed=4)
    rng = random.Random(1)
    while not (g.phase == "capital" and g.is_legal(RaiseCapital(0))):  # the first turn asks for $10 at least
        g.apply(g.sample_action(rng))
    p = g.current_player
    assert told(g, RaiseCapital(0)) == [Message("rails.log.no_capital", {"player": p})]
    while g.phase != "build":
        g.apply(g.sample_action(rng))
    p = g.current_player
    lines = told(g, EndBuild())
    assert lines[0] == Message("rails.log.ends_build", {"player": p})
    assert lines[0].render("ja") == f"プレイヤー {p + 1} が敷設を終える"

    a = steamlab.new_game("age_of_steam", players=3, seed=4)
    p = a.current_player
    assert a.phase == "shares"
    assert told(a, IssueShares(0)) == [Message("rails.log.no_shares", {"player": p})]


def test_production_and_an_urbanized_citys_supply_are_logged() -> None:
    """Production's draw is a chance step applied right after the move before it, so its line comes with that move's."""
    seen: dict[str, Message] = {}
    wanted = {"draw_cubes": "rails.log.draws", "produce": "rails.log.produces", "urbanize_supply": "rails.log.supply_to_city"}
    for game, rules, kinds in (("age_of_steam", None, ("draw_cubes", "produce")), ("steam", "base", ("urbanize_supply",))):
        for seed in range(20):
            g = steamlab.new_game(game, players=3, rules=rules, seed=seed)
            rng = random.Random(seed)
            while not g.is_terminal() and not all(k in seen for k in kinds):
                action, n = g.sample_action(rng), len(g.history)
                lines = told(g, action)
                for step in g.history[n:]:
                    if step.kind in kinds:
                        line = next((x for x in lines if x.key == wanted[step.kind]), None)
                        assert line is not None, f"{step} writes no {wanted[step.kind]} line: {lines}"
                        seen.setdefault(step.kind, line)
            if all(k in seen for k in kinds):
                break
    assert sorted(seen) == sorted(wanted)
    for line in seen.values():
        ja = line.render("ja")
        assert ja.startswith("プレイヤー ") and not english_runs(ja, names_of(g)), ja
