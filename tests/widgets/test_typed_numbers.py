"""Issue 30.6: every number field takes exactly what was typed, or refuses it beside itself and changes nothing.

ipywidgets' number boxes changed "2.5" into 25, "1e5" into 15, 99999999999999 into the bound and 0 players into 2
in the browser, before the kernel saw anything; the fields are now text the kernel reads. The tests type the text
a person types (what the browser sends for a text box).
"""

from __future__ import annotations

import pytest

from steamlab.widgets.dashboards import DeliveryPlannerApp, HotSeatApp, ScoreCalculatorApp
from steamlab.widgets.rr_board import RRBoardDashboard
from steamlab.widgets.scenario_lab import ScenarioLabApp

REFUSED = {
    "en": {"2.5": "“2.5” is not a whole number: type one from 0 to 1000000.",
           "1e5": "“1e5” is not a whole number: type one from 0 to 1000000.",
           "99999999999999": "99999999999999 is not from 0 to 1000000: type one from 0 to 1000000."},
    "ja": {"2.5": "「2.5」は整数ではありません: 0〜1000000 の整数を入力してください。",
           "1e5": "「1e5」は整数ではありません: 0〜1000000 の整数を入力してください。",
           "99999999999999": "99999999999999 は 0〜1000000 の範囲外です: 0〜1000000 の整数を入力してください。"},
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_hot_seat_seed_and_players_refuse_what_they_cannot_take(lang):
    app = HotSeatApp("age_of_steam/", players=6, seed=3, lang=lang)
    game = app.game.state
    for typed, sentence in REFUSED[lang].items():
        assert not app.seed.type(typed)
        assert app.seed.value == 3 and app.seed.text.value == typed  # what was typed stays, to be mended
        assert app.seed.problem_text() == sentence and app.seed.problem.layout.display is None
        assert sentence in app.seed.problem.value
    for typed in ("0", "1", "-3", "7", "3.0", ""):
        assert not app.players.type(typed)
        assert app.players.value == 6
    assert "2〜6" in app.players.problem_text() if lang == "ja" else "from 2 to 6" in app.players.problem_text()
    # New game with a refused box starts nothing: the 6-player game stays, and the note says why
    assert not app.new_game()
    assert app.game.state is game and app.game.state.num_players == 6
    assert app.note.value and ("人数" in app.note.value if lang == "ja" else "Players" in app.note.value)
    # a number it can take is taken as typed; the refusal goes
    assert app.players.type("4") and app.seed.type("25")
    assert (app.players.value, app.seed.value, app.seed.problem_text()) == (4, 25, "")
    assert app.seed.problem.layout.display == "none"
    assert app.new_game() and (app.game.state.num_players, app.game.state.seed) == (4, 25)


def test_a_refusal_follows_the_language_switch():
    app = HotSeatApp("steam/standard", players=3, seed=1)
    app.seed.type("2.5")
    app.game.switch.value = "ja"
    assert app.seed.problem_text() == REFUSED["ja"]["2.5"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_score_calculator_refuses_numbers_and_links_and_keeps_the_scores_greyed(lang):
    calc = ScoreCalculatorApp(players=3, lang=lang)
    before = {title: [s.total for s in scores] for title, scores in calc.shown.items()}
    outputs = [o.value for o in calc.outputs]
    cases = [("income", "1e9"), ("income", "-999"), ("vp", "2.5"), ("shares", "16"), ("links", "2.5")]
    for key, typed in cases:
        calc.rows[2][key].value = typed
        assert calc.error.value, (key, typed)
        assert {t: [s.total for s in scores] for t, scores in calc.shown.items()} == before
        assert [o.value for o in calc.outputs] == outputs
        assert all("steamlab-stale" in o._dom_classes for o in calc.outputs)
        text = calc.error.value
        if lang == "ja":
            assert "プレイヤー 3" in text and "再計算していません" in text
        else:
            assert "Player 3" in text and "Not scored again" in text
        assert typed in text
        calc.rows[2][key].value = str(calc.DEFAULT[2][key])
        assert calc.error.value == "" and not any("steamlab-stale" in o._dom_classes for o in calc.outputs)
    if lang == "en":  # the field named as its heading says it
        calc.rows[0]["income"].value = "1e9"
        assert "Player 1, Income: “1e9” is not a whole number: type one from -10 to 30." in calc.error.value
        calc.rows[0]["income"].value = "7"
        calc.rows[0]["shares"].value = "−1"  # a typographic minus reads as one
        assert "Player 1, Shares (Age of Steam): -1 is not from 0 to 15: type one from 0 to 15." in calc.error.value


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_score_calculator_players_box(lang):
    calc = ScoreCalculatorApp(players=3, lang=lang)
    for typed in ("0", "1", "-3", "2.5", "7"):
        assert not calc.players.type(typed)
        assert len(calc.rows) == 3 and calc.players.value == 3
    assert calc.players.type("5") and len(calc.rows) == 5


def test_planner_scenario_lab_and_rr_seeds_refuse_too():
    planner = DeliveryPlannerApp(seed=1)
    board = planner.board
    assert not planner.seed.type("2.5") and planner.board is board and planner.seed.value == 1
    assert planner.seed.problem_text() == "“2.5” is not a whole number: type one from 0 to 10000."
    assert planner.seed.type("7") and planner.board is not board
    lab = ScenarioLabApp("last_deliveries", playouts=2)
    assert not lab.seed.type("1e5") and lab.seed.value == 1
    lab.set_lang("ja")
    assert lab.seed.problem_text() == "「1e5」は整数ではありません: 0〜1000000 の整数を入力してください。"
    rr = RRBoardDashboard()
    assert not rr.seed.type("2.5") and rr.seed.value == 1
    assert rr.seed.type("7") and rr.seed.value == 7


@pytest.mark.parametrize("lang, words", [("en", "Not saved: the Goods tab's fields are not accepted"),
                                         ("ja", "保存していません: 「商品」タブの入力を受け付けられません")])
def test_map_editor_boxes_refuse_and_save_nothing(tmp_path, monkeypatch, lang, words):
    pytest.importorskip("ipycanvas")
    import html

    from steamlab.editor import MapDraft
    from steamlab.widgets.map_editor import MapEditorApp

    monkeypatch.setenv("STEAMLAB_MAPS", str(tmp_path / "maps"))
    app = MapEditorApp(MapDraft.open("tutorial"), lang=lang)
    spaces = app.draft.goods_supply.get("spaces", 12)
    assert not app.f_spaces.type("2.5") and app.f_spaces.value == spaces
    assert not app.save()
    assert words in html.unescape(app.status.value), app.status.value
    assert "2.5" in html.unescape(app.status.value) and not (tmp_path / "maps" / "tutorial.json").exists()
    assert not app.apply_goods_form() and app.draft.goods_supply.get("spaces", 12) == spaces
    assert not app.f_cols.type("1e5") and not app.apply_map_form()
    assert not app.place_cubes.type("11") and app.place_cubes.value == 2
