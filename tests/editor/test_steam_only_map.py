"""Issue 30.5: the goods display is Age of Steam's alone. A new Steam map with its first city is not '12
problems' of goods-display columns: Steam is playable, Age of Steam says what it needs and the panel offers
the fill; a problem names where a person mends it (a tab and a column), never a file field like
``goods_display.light.1``."""

import html

import pytest

pytest.importorskip("ipycanvas")

import steamlab  # noqa: E402
from steamlab.core.errors import SteamlabError  # noqa: E402
from steamlab.editor import MapDraft  # noqa: E402
from steamlab.widgets.map_editor import MapEditorApp  # noqa: E402


@pytest.fixture
def user_maps(tmp_path, monkeypatch):
    monkeypatch.setenv("STEAMLAB_MAPS", str(tmp_path / "maps"))
    return tmp_path / "maps"


def steam_map() -> MapDraft:
    d = MapDraft.new("steam_only", cols=6, rows=5, title="Steam only")
    for i, (at, colour) in enumerate([((0, 0), "red"), ((5, 4), "blue"), ((0, 4), "yellow"), ((5, 0), "purple")]):
        d.place_city(at, f"City {i + 1}", colour)
    d.set_players(3, 4)
    return d


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_first_cities_on_a_new_map_are_no_problem_and_the_panel_offers_the_fill(lang):
    app = MapEditorApp(MapDraft.new("my_map", cols=6, rows=5), lang=lang)
    app.tool.value = "city"
    app.click((1, 1))  # one city alone allows no delivery: the panel says so (tests/editor/test_editor_qa_verdict.py)
    assert app.fill_here.layout.display == "none"
    app.click((4, 3))
    panel = html.unescape(app.panel.value)
    assert "steamlab-editor-partly" in panel and "goods_display" not in panel
    if lang == "en":
        assert "Steam: 3-6 players" in panel, panel
        assert "Age of Steam: not playable (goods-display columns without a city: 12" in panel
    else:
        assert "遊べません (都市のない商品表示の列が 12 列あります" in panel, panel
    assert app.fill_here.layout.display is None
    app.fill_here.click()
    display = app.draft.goods_display
    assert all(display[half][str(n)] for half in ("light", "dark") for n in range(1, 7))
    assert app.fill_here.layout.display == "none" and "遊べません" not in app.panel.value
    assert "not playable" not in app.panel.value and "steamlab-editor-ok" in app.panel.value


@pytest.mark.parametrize("lang, words", [("en", "(Goods tab: light 2, Goods tab: dark 2)"),
                                         ("ja", "(「商品」タブ: 明 2, 「商品」タブ: 暗 2)")])
def test_a_display_problem_names_the_tab_and_column_not_the_file_field(lang, words):
    d = steam_map()
    d.set_display_column("light", 2, "City 2")
    d.set_display_column("dark", 2, "City 2")
    d.place_town((5, 4), "City 2")  # City 2 is a town now: the two columns name no city
    app = MapEditorApp(d, lang=lang)
    panel = html.unescape(app.panel.value)
    assert words in panel, panel
    assert "goods_display" not in panel and "title=" not in app.panel.value


def test_a_steam_map_with_an_empty_display_plays_steam_and_age_of_steam_refuses_it(user_maps):
    d = steam_map()
    d.save()
    game = steamlab.new_game("steam", map="steam_only", players=3, rules="standard")
    assert game.map.title == "Steam only"
    with pytest.raises(SteamlabError) as info:
        steamlab.new_game("age_of_steam", map="steam_only", players=3)
    message = info.value.args[0]
    assert str(message).startswith("Age of Steam cannot be played on Steam only: goods-display columns without a city: 12")
    assert "Goods tab" in str(message) and "「商品」タブ" in message.render("ja")
