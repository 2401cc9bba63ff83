"""The computer's work budget by rule set (steamlab.bots.computer.WORK_BY_RULES; twenty-fifth session): Steam
standard's and Age of Steam's full-strength decisions stop sooner than the others', so their costliest decisions
stay inside the time a decision may take (issue 43)."""

from __future__ import annotations

import steamlab
from steamlab.bots import computer, work
from steamlab.bots.editions import playing
from steamlab.bots.evaluate import rule_set_key


def test_steam_standard_and_age_of_steam_have_their_own_budgets_and_the_others_keep_the_common_one():
    standard = steamlab.new_game("steam", players=3, rules="standard", seed=5)
    assert computer.work_budget(standard) == computer.WORK_BY_RULES["steam/standard"] < computer.COMPUTER_WORK
    aos = steamlab.new_game("age_of_steam", players=3, seed=5)
    assert computer.work_budget(aos) == computer.WORK_BY_RULES["age_of_steam"] < computer.COMPUTER_WORK
    for game, rules in (("steam", "base"), ("russian_railroads", None)):
        g = steamlab.new_game(game, players=3, rules=rules, seed=5) if rules else steamlab.new_game(game, players=3, seed=5)
        assert computer.work_budget(g) == computer.COMPUTER_WORK
    with playing("strong_v1"):
        assert computer.work_budget(standard) == computer.work_budget(aos) == computer.COMPUTER_WORK


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
    monkeypatch.setattr(computer, "_opening", lambda: timed.append(1) or computer.REFERENCE_SECONDS * 2.0)
    budget = computer.WORK_BY_RULES["age_of_steam"]
    assert computer.work_budget(g) == budget and not timed  # CPython: never timed, never scaled
    monkeypatch.setattr(computer, "in_browser", lambda: True)
    fitted = int(computer.BROWSER_SECONDS / (computer.UNIT_SECONDS["age_of_steam"] * 2.0))
    assert computer.work_budget(g) == fitted <= budget // 2  # 2 times slower on the opening
    assert computer.work_budget(g) == fitted and len(timed) == 2  # timed once a session
    monkeypatch.setattr(computer, "_slowdown", [40.0])  # never less than a quarter
    assert computer.work_budget(g) == budget * computer.LEAST_SHARE


def test_a_browser_decision_costs_about_the_same_seconds_in_every_rule_set(monkeypatch):
    """A unit of Russian Railroads' work costs a fifth of Age of Steam's: the same device keeps Russian
    Railroads' whole budget and cuts Age of Steam's, so their costliest decisions take about alike."""
    monkeypatch.setattr(computer, "in_browser", lambda: True)
    monkeypatch.setattr(computer, "_slowdown", [1.9])
    budgets = {}
    for game, rules in (("steam", "base"), ("steam", "standard"), ("age_of_steam", None), ("russian_railroads", None)):
        g = steamlab.new_game(game, players=3, rules=rules, seed=5) if rules else steamlab.new_game(game, players=3, seed=5)
        key = rule_set_key(g)
        budgets[key] = computer.work_budget(g)
        assert budgets[key] * computer.UNIT_SECONDS[key] * 1.9 <= computer.BROWSER_SECONDS + 1e-9
    assert budgets["russian_railroads"] == computer.COMPUTER_WORK
    assert budgets["age_of_steam"] < budgets["steam/base"] < computer.COMPUTER_WORK
    assert budgets["steam/standard"] < computer.WORK_BY_RULES["steam/standard"]


def test_the_opening_timed_is_the_same_work_everywhere():
    before = work.spent()
    computer._opening()
    first = work.spent() - before
    before = work.spent()
    computer._opening()
    assert work.spent() - before == first > 300
