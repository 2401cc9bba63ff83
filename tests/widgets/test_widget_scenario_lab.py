"""The scenario lab dashboard without a browser: edit mode, comparison, playouts."""

from __future__ import annotations

from steamlab.scenarios.analysis import analyse
from steamlab.scenarios.presets import preset
from steamlab.widgets.scenario_lab import ScenarioLabApp


def test_run_shows_the_same_numbers_as_the_engine():
    lab = ScenarioLabApp("last_deliveries", playouts=3)
    assert lab.bot.value == "greedy"  # the lab's default: random players' win rates say little (was: random)
    lab.seed.value = 4
    assert lab.run(mode="serial")
    a = analyse(preset("last_deliveries").to_record(), playouts=3, bot="greedy", seed=4, mode="serial")
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
    assert "Chicago の「直線」タイル: 都市には線路を置けません" in seen[0]  # the tile and the hex (issue 30.7)
    assert "H7 の「町タイル: 直線」タイル: 町のタイルは町にしか置けません" in seen[1]
    assert "Green Bay の「直線」タイル: 町には町のタイルしか置けません" in seen[2]
    lab.set_lang("en")  # the English sentences are the engine's, unchanged
    lab.map.click(m.find("Chicago"))
    lab.edit_tile.value = "straight"
    lab.lay.click()
    assert "tile on Chicago: no track may lie on a city." in lab.problems.value


def test_the_position_table_keeps_its_columns_apart_and_the_editor_starts_filled():
    lab = ScenarioLabApp("engineer", playouts=2)
    table = lab.players.value
    heads = table.count("<th")
    assert heads == 6 and table.count('<th style="padding') == heads and ">Locomotive</th>" in table
    assert ">Cash</th>" in table and ">Action</th>" in table and "$14" in table
    assert lab.edit_tile.value == "straight" and lab.edit_tile.label == "straight" and lab.edit_owner.label == "Player 1"
    assert lab.picker.layout.width == "640px"


def labels(dropdown) -> dict:
    """A dropdown's options as value -> the label shown."""
    return dict(zip(dropdown._options_values, dropdown._options_labels, strict=True))


def test_the_strong_bot_is_offered_in_both_languages_with_its_strength():
    lab = ScenarioLabApp("last_deliveries", playouts=10)
    assert labels(lab.bot)["strong"] == "strong" and lab.strength.layout.display == "none"
    lab.bot.value = "strong"
    assert lab.strength.layout.display is None and lab.playouts.value == 4  # seconds, not minutes
    assert labels(lab.strength)[8] == "quick: 8 positions a move"
    assert "about 1 s" in lab.strong_cost.value and lab.strong_cost.layout.display is None
    lab.set_lang("ja")
    assert labels(lab.bot)["strong"] == "強い" and lab.strength.description == "強さ"
    assert labels(lab.strength)[8] == "速い: 1 手に 8 局面" and "1 秒" in lab.strong_cost.value
    lab.bot.value = "random"  # the count the user had comes back
    assert lab.playouts.value == 10 and lab.strength.layout.display == "none"


def test_a_strong_run_counts_its_playouts_as_they_finish_and_names_the_bot():
    lab = ScenarioLabApp("last_deliveries", playouts=2)
    lab.bot.value = "strong"
    lab.playouts.value = 2
    lines: list[str] = []
    lab.progress_line.observe(lambda ch: lines.append(ch["new"]), names="value")
    disabled: list[bool] = []
    lab.run_button.observe(lambda ch: disabled.append(ch["new"]), names="disabled")
    assert lab.run(mode="serial")
    total = 2 * 4  # four candidate moves
    counted = [line for line in lines if " playouts played (" in line]
    assert [c.split(" of ")[0] for c in counted] == [f"<i>{k}" for k in range(total + 1)], counted
    assert lines[-1].startswith(f"<i>All {total} playouts played in ") and disabled == [True, False]
    note = lab.results.value
    heads = [">Action</th>", ">Playouts</th>", ">Win rate (95%)</th>", ">Mean score (95%)</th>"]  # one case, like Playouts
    assert all(h in note for h in heads), note
    assert "the strong bot (a tree search judging 8 positions per move); 2 playouts per action" in note
    assert lab.analysis is not None and lab.analysis.strength == 8
    # moves named by place, not hex label, with a delivery's route under it
    assert "red cube from Cincinnati, 2 links<br><small>Cincinnati → Toledo → Detroit</small>" in note
    assert "from M9" not in note and "from N4" not in note
    lab.set_lang("ja")
    assert "強いボット (1 手ごとに 8 局面を調べる木探索)" in lab.results.value
    assert "Cincinnati から赤の商品コマ" in lab.results.value
    assert f"{total} 回の試行がすべて済みました" in lab.progress_line.value
