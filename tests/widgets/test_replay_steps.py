"""Issue 30.12: the replay viewer steps by buttons and plays by itself, lists Russian Railroads records too, and
titles a game so that a low or negative winning score reads as the most there was."""

from __future__ import annotations

import html

import pytest

pytest.importorskip("ipycanvas")

from pathlib import Path  # noqa: E402

from steamlab.widgets.dashboards.replay_viewer import ReplayViewerApp, record_title  # noqa: E402

TESTS = Path(__file__).resolve().parents[1]
FOLDERS = (TESTS / "games" / "records", TESTS / "russian_railroads" / "records")


def test_step_buttons_and_autoplay_move_the_shown_step():
    viewer = ReplayViewerApp(FOLDERS, record="steam_base_3p_seed21.json")
    n = len(viewer.game.state.history)
    b = viewer.step_buttons
    assert viewer.step() == 0 and b["first"].disabled and b["back"].disabled and not b["forward"].disabled
    b["forward"].click()
    b["forward"].click()
    assert viewer.step() == 2 and viewer.game.slider.value == 2 and viewer.autoplay.value == 2
    b["back"].click()
    assert viewer.step() == 1
    b["last"].click()
    assert viewer.step() == n and b["forward"].disabled and b["last"].disabled and not b["back"].disabled
    b["first"].click()
    assert viewer.step() == 0
    # Autoplay: the page's Play widget ticks its value; each tick shows that step
    assert viewer.autoplay.max == n and viewer.autoplay.interval == ReplayViewerApp.AUTOPLAY_MS
    for k in (1, 2, 3):
        viewer.autoplay.value = k
        assert viewer.step() == k and viewer.game.slider.value == k
    viewer.game.slider.value = 7  # the slider moves the buttons' and Autoplay's step too
    assert viewer.autoplay.value == 7 and viewer.step() == 7


@pytest.mark.parametrize("lang, words", [("en", ["First", "Back", "Forward", "Last", "Autoplay"]),
                                         ("ja", ["最初", "戻る", "進む", "最後", "自動再生"])])
def test_the_steps_are_labelled_in_the_page_language(lang, words):
    viewer = ReplayViewerApp(FOLDERS)
    viewer.game.switch.value = lang
    shown = [viewer.step_buttons[k].description for k in ("first", "back", "forward", "last")]
    assert shown + [html.unescape(viewer.autoplay_label.value)] == words


def test_russian_railroads_records_are_listed_and_open(monkeypatch):
    monkeypatch.chdir(TESTS.parent / "notebooks" / "dashboards")  # where the notebook runs: its default folders
    assert {"rr_2p_seed11.json", "steam_base_3p_seed21.json"} <= {f.name for f in ReplayViewerApp().files}
    viewer = ReplayViewerApp(FOLDERS)
    names = [name for _, name in viewer.picker.options]
    assert "rr_2p_seed11.json" in names and "steam_base_3p_seed21.json" in names
    title = dict((v, t) for t, v in viewer.picker.options)["rr_2p_seed11.json"]
    assert title.startswith("Russian Railroads, 2 players, seed 11: Player ")
    viewer.picker.value = "rr_2p_seed11.json"
    assert viewer.game.state.game == "russian_railroads" and viewer.step() == 0
    viewer.step_buttons["last"].click()
    assert viewer.game.state.is_terminal() and viewer.step() == len(viewer.game.state.history)


@pytest.mark.parametrize("lang, words", [
    ("en", "Age of Steam, 4 players, seed 41: Player "),
    ("ja", "エイジ・オブ・スチーム、4 人、シード 41: プレイヤー "),
])
def test_a_title_names_the_runner_up(lang, words):
    title = record_title(FOLDERS[0] / "age_of_steam_4p_seed41.json", lang)
    assert title.startswith(words)
    assert (" ahead of Player " in title or "tie-break" in title) if lang == "en" else ("2 位" in title or "タイブレーク" in title)
