"""Issue 30.4: Save writes what the Map and Goods tabs show, also when Apply was not pressed; a field that
cannot be taken refuses the save, naming the tab and the reason, and changes nothing."""

import html

import pytest

pytest.importorskip("ipycanvas")

import steamlab  # noqa: E402
from steamlab.editor import MapDraft  # noqa: E402
from steamlab.widgets.map_editor import MapEditorApp  # noqa: E402


@pytest.fixture
def user_maps(tmp_path, monkeypatch):
    monkeypatch.setenv("STEAMLAB_MAPS", str(tmp_path / "maps"))
    return tmp_path / "maps"


def test_save_writes_the_id_and_title_typed_without_apply(user_maps):
    app = MapEditorApp(MapDraft.open("tutorial"))
    app.f_id.value, app.f_title.value = "newcomer_test_map", "Newcomer test map"
    app.f_spaces.value = 8  # the Goods tab too
    assert app.save(), app.status.value
    assert (user_maps / "newcomer_test_map.json").exists() and not (user_maps / "tutorial.json").exists()
    assert ("Newcomer test map", "newcomer_test_map") in app.open_picker.options
    saved = steamlab.load_map("newcomer_test_map")
    assert saved.title == "Newcomer test map"
    assert app.draft.goods_supply["spaces"] == 8
    assert app.draft.undo() and app.draft.info["id"] == "tutorial"  # the typed fields are one step of their own


@pytest.mark.parametrize("lang, words", [("en", "Not saved: the Map tab's fields are not accepted"),
                                         ("ja", "保存していません: 「マップ」タブの入力を受け付けられません")])
def test_save_refuses_an_id_that_cannot_be_a_file_name_and_says_so(user_maps, lang, words):
    app = MapEditorApp(MapDraft.open("tutorial"), lang=lang)
    app.f_id.value = "Newcomer Map!"
    assert not app.save()
    assert words in html.unescape(app.status.value), app.status.value
    assert not user_maps.exists() or list(user_maps.iterdir()) == []
    assert app.draft.info["id"] == "tutorial" and app.f_id.value == "Newcomer Map!"  # what was typed stays to mend


def test_download_offers_the_fields_as_shown(user_maps):
    app = MapEditorApp(MapDraft.open("tutorial"))
    app.f_id.value = "my_download"
    app.offer_download()
    assert "my_download.json" in app.download.value
