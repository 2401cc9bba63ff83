"""The computer's work budget by rule set (steamlab.bots.computer.WORK_BY_RULES; twenty-fifth session): Steam
standard's full-strength decisions stop sooner than the others', so its late build turns stay well inside the 2.5 s
a decision may take (issue 43)."""

from __future__ import annotations

import steamlab
from steamlab.bots import computer, work
from steamlab.bots.editions import playing


def test_steam_standard_has_its_own_budget_and_the_others_keep_the_common_one():
    standard = steamlab.new_game("steam", players=3, rules="standard", seed=5)
    assert computer.work_budget(standard) == computer.WORK_BY_RULES["steam/standard"] < computer.COMPUTER_WORK
    for game, rules in (("steam", "base"), ("age_of_steam", None), ("russian_railroads", None)):
        g = steamlab.new_game(game, players=3, rules=rules, seed=5) if rules else steamlab.new_game(game, players=3, seed=5)
        assert computer.work_budget(g) == computer.COMPUTER_WORK
    with playing("strong_v1"):
        assert computer.work_budget(standard) == computer.COMPUTER_WORK


def test_a_full_strength_decision_stops_near_its_budget(monkeypatch):
    g = steamlab.new_game("steam", players=3, rules="standard", seed=5)
    while g.phase != "actions" or g.current_player < 0:  # turn 1's action tiles: every tile rolled out at 48
        g.apply(g.legal_actions()[0])
    before = work.spent()
    computer.computer_action(g.copy(), 48)
    whole = work.spent() - before
    monkeypatch.setitem(computer.WORK_BY_RULES, "steam/standard", whole // 3)
    before = work.spent()
    action = computer.computer_action(g.copy(), 48)
    cut = work.spent() - before
    assert g.why_illegal(action) is None
    assert whole // 3 <= cut < whole // 3 + 100  # stopped within one judged node of the budget


def test_a_slow_browser_gets_a_smaller_budget_and_a_server_never_does(monkeypatch):
    g = steamlab.new_game("age_of_steam", players=3, seed=5)
    monkeypatch.setattr(computer, "_slowdown", [])
    timed = []
    monkeypatch.setattr(computer, "_opening", lambda: timed.append(1) or computer.REFERENCE_SECONDS * 2.6)
    assert computer.work_budget(g) == computer.COMPUTER_WORK and not timed  # CPython: never timed, never scaled
    monkeypatch.setattr(computer, "in_browser", lambda: True)
    assert computer.work_budget(g) == computer.COMPUTER_WORK // 2  # 2.6 times slower: 1.3 / 2.6 of the budget
    assert computer.work_budget(g) == computer.COMPUTER_WORK // 2 and len(timed) == 2  # timed once a session
    monkeypatch.setattr(computer, "_slowdown", [1.2])  # a device within the slack keeps the whole budget
    assert computer.work_budget(g) == computer.COMPUTER_WORK


def test_the_opening_timed_is_the_same_work_everywhere():
    before = work.spent()
    computer._opening()
    first = work.spent() - before
    before = work.spent()
    computer._opening()
    assert work.spent() - before == first > 300
