"""The Hint's figures as forecasts (steamlab.bots.forecast): the shipped lines, the mapping, and the order kept."""

from __future__ import annotations

import json
import math

import pytest

import steamlab
from steamlab.bots import forecast
from steamlab.bots.computer import computer_choices
from steamlab.bots.hints import hint
from steamlab.core.datafiles import data_path
from steamlab.core.errors import DataError

SHIPPED = {("age_of_steam", 3), ("age_of_steam", 4), ("steam/standard", 3), ("steam/base", 3), ("russian_railroads", 3),
           ("russian_railroads", 4)}


def test_the_shipped_lines_load_for_every_rule_set_with_their_games():
    raw = json.loads(data_path("bots", "forecast.json").read_text())
    tables = forecast.parse_tables(raw, "forecast.json")
    assert {(t["rules"], t["players"]) for t in raw["tables"]} >= SHIPPED
    for t in raw["tables"]:
        assert t["games"] >= 30 and t["source"] and t["seeds"]
        assert int(t["seeds"].split("-")[0]) < 9000  # never the held-out seeds that measure the Hint's figures
        rows = tables[t["rules"]][t["players"]]
        assert sorted(rows) == list(range(1, len(rows) + 1))  # every number of turns left from 1
        assert all(0 < line.slope <= 3 for line in rows.values())


@pytest.mark.parametrize(("game", "options", "players", "last"), [
    ("age_of_steam", {}, 3, 10), ("steam", {"rules": "standard"}, 3, None), ("russian_railroads", {}, 4, None)])
def test_turns_left_count_the_turn_read_to_its_end_once(game, options, players, last):
    g = steamlab.new_game(game, players=players, seed=3, **options)
    total = g.total_turns if game != "russian_railroads" else g.rounds
    assert last is None or total == last
    assert forecast.epochs_left(g, rolled=False) == total
    assert forecast.epochs_left(g, rolled=True) == total - 1


def test_the_end_of_the_game_is_read_as_it_is():
    g = steamlab.new_game("age_of_steam", players=3, seed=1)
    assert forecast.line_for(g, rolled=True, left=0) == forecast.IDENTITY
    assert math.isnan(forecast.final(g, math.nan, rolled=True))


@pytest.mark.parametrize(("game", "options", "seed"), [("age_of_steam", {}, 5), ("steam", {"rules": "standard"}, 6)])
def test_the_hint_shows_the_forecast_of_the_computers_own_figures_in_the_computers_order(game, options, seed):
    """(Russian Railroads' lines are read again first: tests/bots/test_hints.py checks their forecasts.)"""
    g = steamlab.new_game(game, players=3, seed=seed, **options)
    for _ in range(12):  # a few decisions in, where the line is not the identity
        g.apply(computer_choices(g, 8)[0].action) if g.current_player >= 0 else g.settle()
    while g.current_player < 0 or len(g.legal_actions()) < 2:
        g.apply(g.legal_actions()[0]) if g.current_player >= 0 else g.settle()
    found = computer_choices(g, 24, lone_rolled=True)
    hints = hint(g, iterations=24)
    assert hints[0].action == found[0].action  # still the computer's move
    line = forecast.line_for(g, rolled=found[0].rolled)
    assert line != forecast.IDENTITY
    assert hints[0].projection == pytest.approx(found[0].mean_score)
    assert hints[0].score == pytest.approx(line.intercept + line.slope * found[0].mean_score)
    assert hints[0].lead == pytest.approx(line.slope * found[0].lead)
    assert [h.lead for h in hints] == sorted((h.lead for h in hints), reverse=True)


@pytest.mark.parametrize(("change", "field"), [
    (lambda d: d.update(format="x"), "format"),
    (lambda d: d["tables"][0].update(rows=[]), "tables[0]"),
    (lambda d: d["tables"][0].update(players="3"), "tables[0]"),
    (lambda d: d["tables"][0]["rows"][0].update(slope=0), "tables[0].rows[0].slope"),
    (lambda d: d["tables"][0]["rows"][0].update(slope=float("nan")), "tables[0].rows[0].slope"),
    (lambda d: d["tables"][0]["rows"][0].update(intercept="1"), "tables[0].rows[0].intercept"),
    (lambda d: d["tables"][0]["rows"][1].update(left=1), "tables[0].rows[1].left"),
])
def test_a_broken_forecast_file_names_its_field(change, field):
    data = {"format": forecast.FORMAT, "tables": [{"rules": "age_of_steam", "players": 3, "rows": [
        {"left": 1, "slope": 0.6, "intercept": 10.0}, {"left": 2, "slope": 0.5, "intercept": 20.0}]}]}
    forecast.parse_tables(data, "f.json")
    change(data)
    with pytest.raises(DataError) as caught:
        forecast.parse_tables(data, "f.json")
    assert caught.value.source == "f.json" and caught.value.field == field


def test_the_fit_counts_a_game_once_and_leaves_out_a_table_of_too_few_games():
    """``tools/fit_forecast.py fit``: files that overlap (a run resumed into a second file) count a game once, and
    a rule set and player count with fewer games than asked is not written."""
    from tooling import load_tool

    fit_forecast = load_tool("fit_forecast")
    game = {"rules": "age_of_steam", "players": 3, "strength": 48, "seed": 1, "final": [10, 20, 30],
            "seen": [{"left": 1, "proj": [0.0, 10.0, 20.0]}]}
    other = dict(game, seed=2, final=[12, 22, 32])
    table = fit_forecast.fit([game, other, dict(game)], least_games=2)["tables"][0]
    assert (table["games"], table["seeds"], table["strength"]) == (2, "1-2", [48])
    assert table["rows"][0]["slope"] == 1.0 and table["rows"][0]["intercept"] == 11.0
    assert fit_forecast.fit([game, dict(game)], least_games=2)["tables"] == []


def test_the_check_measures_lines_on_the_game_left_out():
    """``tools/fit_forecast.py check``: where every game lies on one line, the lines fitted without a game
    forecast it exactly, and the raw projection is as far off as it is."""
    from tooling import load_tool

    fit_forecast = load_tool("fit_forecast")
    games = [{"rules": "age_of_steam", "players": 3, "strength": 48, "seed": seed,
              "final": [5 + 0.5 * x for x in proj], "seen": [{"left": 1, "proj": proj}]}
             for seed, proj in ((1, [0.0, 10.0, 20.0]), (2, [2.0, 12.0, 22.0]), (3, [4.0, 8.0, 30.0]))]
    [said] = fit_forecast.check(games, {})
    assert said.startswith("age_of_steam, 3 players, 3 games: score off the final by raw ")
    assert "left out 0.0; lead" in said and said.endswith("left out 0.0")
    assert "shipped " in said and "raw 0.0" not in said
