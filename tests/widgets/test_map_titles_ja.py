"""Issue 30.13 (map names): a map has its title in Japanese (data/maps ``titles``, checked on load, docs/map-format.md),
and Japanese pages show it: map lists, the game's header, the index, the scenario lab's position."""

from __future__ import annotations

import html
import json

import pytest

from steamlab.core.datafiles import data_path
from steamlab.core.errors import DataError
from steamlab.core.maps import load_map, map_choices, parse_map
from steamlab.widgets.dashboards.delivery_planner import DeliveryPlannerApp
from steamlab.widgets.dashboards.hot_seat import HotSeatApp
from steamlab.widgets.dashboards.index import maps_html
from steamlab.widgets.scenario_lab import ScenarioLabApp


def test_the_shipped_maps_have_japanese_titles_and_a_bad_one_is_refused():
    assert load_map("rust_belt").title_in("ja") == "ラストベルト"
    assert load_map("tutorial").title_in("ja") == "チュートリアル・バレー"
    assert ("ラストベルト", "rust_belt") in map_choices("ja") and ("Rust Belt", "rust_belt") in map_choices("en")
    raw = json.loads(data_path("maps", "tutorial.json").read_text())
    for titles, words in (({"fr": "Vallée"}, "titles: unknown field"), ({"ja": " "}, "titles.ja: must be a non-empty"),
                          ("チュートリアル", "titles: must be an object")):
        with pytest.raises(DataError) as info:
            parse_map({**raw, "titles": titles}, "t.json")
        assert words in str(info.value)


def test_japanese_pages_show_the_japanese_title():
    app = HotSeatApp("steam/standard", players=3, lang="ja")
    assert ("ラストベルト", "rust_belt") in app.map_picker.options
    assert "ラストベルト" in app.game.header.value and "Rust Belt" not in app.game.header.value
    app.game.switch.value = "en"
    assert ("Rust Belt", "rust_belt") in app.map_picker.options and "Rust Belt" in app.game.header.value
    app.game.switch.value = "ja"
    assert ("ラストベルト", "rust_belt") in app.map_picker.options and app.map_picker.value == "rust_belt"
    planner = DeliveryPlannerApp()
    planner.set_lang("ja")
    assert ("チュートリアル・バレー", "tutorial") in planner.map_picker.options
    assert "ラストベルト" in maps_html("ja") and "Rust Belt" not in maps_html("ja")
    lab = ScenarioLabApp("engineer", playouts=2, lang="ja")
    assert "ラストベルト" in html.unescape(lab.players.value)


def test_a_new_map_of_the_editor_has_its_japanese_title_until_retitled(tmp_path, monkeypatch):
    pytest.importorskip("ipycanvas")
    from steamlab.widgets.map_editor import MapEditorApp

    monkeypatch.setenv("STEAMLAB_MAPS", str(tmp_path))
    app = MapEditorApp(lang="ja")
    assert app.draft.to_dict()["titles"] == {"ja": "マイマップ"} and app.draft.to_dict()["title"] == "My map"
    app.f_id.value = "own_map"
    assert app.save(), app.status.value
    assert ("マイマップ", "own_map") in map_choices("ja") and ("My map", "own_map") in map_choices("en")
    app.f_title.value = "Ohio"
    assert app.apply_map_form() and "titles" not in app.draft.to_dict()  # "マイマップ" said the old title
