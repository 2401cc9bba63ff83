"""New-user QA of the map editor: the verdict beside the map, the saved line, Japanese titles, the tool's fields."""

from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipycanvas")

from steamlab.editor import MapDraft  # noqa: E402
from steamlab.i18n.check import english_runs  # noqa: E402
from steamlab.widgets.map_editor import MapEditorApp  # noqa: E402


@pytest.fixture
def user_maps(tmp_path, monkeypatch):
    monkeypatch.setenv("STEAMLAB_MAPS", str(tmp_path / "maps"))
    return tmp_path / "maps"


def panel(app: MapEditorApp) -> str:
    return html.unescape(app.panel.value)


def test_a_one_city_map_is_not_called_ready_to_play_in_either_language():
    app = MapEditorApp(MapDraft.new("pond", cols=6, rows=5))
    app.tool.value = "city"
    app.place_name.value = "Testville"
    app.click((2, 3))
    words = panel(app)
    assert "No problems" not in words and "ready to play" not in words
    assert "at least two stations" in words and "the map has 1 city and 0 towns" in words
    assert "Steam: not playable" in words and "Age of Steam: not playable" in words
    app.switch.value = "ja"
    words = panel(app)
    assert "問題なし" not in words and "駅 (町か都市) が 2 つ以上" in words and "遊べません" in words
    app.switch.value = "en"
    app.tool.value = "town"
    app.place_name.value = "Elm"
    app.click((4, 3))  # a second station: Steam can be played, Age of Steam still needs its goods display
    words = panel(app)
    assert "Steam: 3-6 players" in words and "Age of Steam: not playable" in words
    assert "No problems" not in words and "Ready to play with only some rules" in words
    app.draft_edit(app.draft.fill_display)
    assert "No problems: the map is ready to play." in panel(app)


def test_saved_says_the_title_and_id_not_a_server_path(user_maps):
    app = MapEditorApp(MapDraft.open("tutorial"))
    app.f_id.value = "my_valley"
    assert app.save()
    words = html.unescape(re.sub("<[^>]+>", "", app.status.value))
    assert "Saved as “Tutorial Valley” (my_valley) in your maps" in words
    assert str(user_maps) not in words and "/" not in words and ".json" not in words
    app.switch.value = "ja"
    assert app.save()
    words = html.unescape(re.sub("<[^>]+>", "", app.status.value))
    assert "「チュートリアル・バレー」(my_valley) として自分のマップに保存しました" in words and str(user_maps) not in words


def test_the_japanese_page_titles_the_maps_and_the_new_map_in_japanese(user_maps):
    app = MapEditorApp(lang="ja")
    assert ("ラストベルト", "rust_belt") in app.open_picker.options
    assert not any(label == "Rust Belt" for label, _ in app.open_picker.options)
    assert app.f_title.value == "マイマップ" and app.f_id.value == "my_map"
    assert app.apply_map_form() and app.draft.to_dict()["titles"] == {"ja": "マイマップ"}  # shown is no change
    app.switch.value = "en"
    assert ("Rust Belt", "rust_belt") in app.open_picker.options and app.f_title.value == "My map"


def test_the_place_fields_show_only_with_the_tool_they_are_for_and_any_other_tool_says_what_it_does():
    """The town's and city's fields with the tool they are for; with any other tool the same row says what the tool
    does (it was an empty band). The row keeps its height either way (the browser test measures the map's top)."""
    app = MapEditorApp()
    city_only = (app.place_color, app.place_cubes, app.place_marker)
    assert app.tool.value == "river" and app.tool_hint.layout.display is None
    assert app.place_name.layout.display == "none" and all(w.layout.display == "none" for w in city_only)
    assert "paint them River" in app.tool_hint.value
    app.tool.value = "city"
    assert app.tool_hint.layout.display == "none" and app.place_name.layout.display is None
    assert all(w.layout.display is None for w in city_only)
    app.tool.value = "town"
    assert app.place_name.layout.display is None and all(w.layout.display == "none" for w in city_only)
    for tool, words in (("line", "thick line"), ("clear", "town or city"), ("none", "off the board"),
                        ("photo_ref", "Photo tab"), ("hill", "paint them Hill")):
        app.tool.value = tool
        assert app.tool_hint.layout.display is None and words in app.tool_hint.value, tool
    app.switch.value = "ja"
    assert "丘陵" in app.tool_hint.value and not english_runs(app.tool_hint.value)
