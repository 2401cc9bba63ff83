"""The scenario lab dashboard without a browser: edit mode, comparison, playouts."""

from __future__ import annotations

from steamlab.scenarios.analysis import analyse
from steamlab.scenarios.presets import preset
from steamlab.widgets.scenario_lab import ScenarioLabApp


def test_run_shows_the_same_numbers_as_the_engine():
    lab = ScenarioLabApp("last_deliveries", playouts=3)
    lab.seed.value = 4
    assert lab.run(mode="serial")
    a = analyse(preset("last_deliveries").to_record(), playouts=3, seed=4, mode="serial")
    for r in a.results:
        assert f"{r.mean_score:.2f}" in lab.results.value
    assert lab.progress.value == lab.progress.max == 3 * len(a.results)
    assert bytes(lab.plot.value).startswith(b"\x89PNG") and lab.plot.layout.display is None


def test_edit_mode_changes_the_scenario_and_reports_problems():
    lab = ScenarioLabApp("last_deliveries", playouts=2)
    chicago = lab.scenario.map.find("Chicago")
    lab.map.click(chicago)
    assert lab.selected == chicago and "Chicago" in lab.edit_status.value
    lab.edit_color.value = "purple"
    lab.add_cube.click()
    assert lab.scenario.pos["cubes"]["H6"] == ["purple"]
    lab.map.click(lab.scenario.map.find("B5"))
    lab.edit_tile.value, lab.edit_rotation.value, lab.edit_owner.value = "straight", 0, 1
    lab.lay.click()
    assert "not joined to any city or town" in lab.problems.value
    assert lab.run_button.disabled and not lab.run(mode="serial")
    lab.remove.click()
    assert lab.problems.value == "<b>Position is sound.</b>" and not lab.run_button.disabled


def test_errors_are_shown_not_raised():
    lab = ScenarioLabApp("engineer", playouts=2)
    lab.add_cube.click()  # no hex selected yet
    assert "Click a hex on the map first" in lab.edit_status.value


def test_compare_tab_lists_deliveries_under_both_rule_sets():
    lab = ScenarioLabApp("last_deliveries", playouts=2)
    assert "Steam" in lab.compare.value and "Age of Steam" in lab.compare.value
    assert "Cincinnati" in lab.compare.value


def test_edit_refusals_are_japanese_on_a_japanese_page():
    from steamlab.core.maps import load_map
    from steamlab.i18n.check import english_runs

    places = [c.name for c in load_map("rust_belt").cells.values() if c.name]
    lab = ScenarioLabApp("last_deliveries", playouts=2, lang="ja")
    m = lab.scenario.map
    seen = []
    for where, tile in (("Chicago", "straight"), ("H7", "town_straight"), ("Green Bay", "straight")):
        lab.map.click(m.find(where))
        lab.edit_tile.value = tile
        lab.lay.click()
        problems = lab.problems.value
        assert "問題" in problems and english_runs(problems, places) == [], (where, problems)
        seen.append(problems)
        lab.remove.click()
        assert "局面に問題はありません" in lab.problems.value
    assert "Chicago には線路を置けません" in seen[0] and "H7 は町ではない" in seen[1] and "Green Bay の町には" in seen[2]
    lab.set_lang("en")  # the English sentences are the engine's, unchanged
    lab.map.click(m.find("Chicago"))
    lab.edit_tile.value = "straight"
    lab.lay.click()
    assert "no track may lie on Chicago." in lab.problems.value


def test_the_position_table_keeps_its_columns_apart_and_the_editor_starts_filled():
    lab = ScenarioLabApp("engineer", playouts=2)
    table = lab.players.value
    heads = table.count("<th")
    assert heads == 6 and table.count('<th style="padding') == heads and ">Locomotive</th>" in table
    assert ">Cash</th>" in table and ">Action</th>" in table and "$14" in table
    assert lab.edit_tile.value == "straight" and lab.edit_tile.label == "straight" and lab.edit_owner.label == "Player 1"
    assert lab.picker.layout.width == "640px"
