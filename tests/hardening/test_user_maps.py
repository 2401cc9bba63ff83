"""Issue 34, finding 4: maps that belong to someone.

User maps are one folder for every viewer of a server. An id with a trailing newline passed the check (``re.match``
with ``$``): ``"tutorial\\n"`` was saved and listed beside "tutorial".
"""

from __future__ import annotations

import pytest

from steamlab.core.maps import list_maps
from steamlab.core.mapstore import INDEX_NAME
from steamlab.editor.draft import EditError, MapDraft


@pytest.fixture
def user_maps(tmp_path, monkeypatch):
    folder = tmp_path / "maps"
    folder.mkdir()
    monkeypatch.setenv("STEAMLAB_MAPS", str(folder))
    return folder


@pytest.mark.parametrize("bad", ["tutorial\n", "my_map\n", "\nmy_map", "my map", "x" * 41, ""])
def test_an_id_must_match_in_full(user_maps, bad):
    draft = MapDraft.open("tutorial")
    with pytest.raises(EditError, match="an id is 1-40"):
        draft.set_info(id=bad)
    with pytest.raises(EditError):
        MapDraft.open(bad)


def test_a_file_whose_name_is_not_an_id_is_not_listed(user_maps):
    (user_maps / "tutorial\n.json").write_text("{}")
    (user_maps / "mine.json").write_text("{}")
    names = list_maps()
    assert "mine" in names and "tutorial\n" not in names


# -- saving never destroys what was there --------------------------------------------------------
def mine(map_id: str = "shared", title: str = "Mine") -> MapDraft:
    draft = MapDraft.open("tutorial")
    draft.set_info(id=map_id, title=title)
    return draft


def test_saving_over_another_viewers_map_asks_first_and_changes_nothing(user_maps):
    theirs = mine(title="Theirs")
    theirs.save()
    kept = (user_maps / "shared.json").read_bytes()
    with pytest.raises(EditError, match="there is already a map 'shared' \\(Theirs\\)"):
        mine().save()
    assert (user_maps / "shared.json").read_bytes() == kept
    assert mine().save(replace=True) == user_maps / "shared.json"  # asked, and answered yes
    assert b'"Mine"' in (user_maps / "shared.json").read_bytes()


def test_a_draft_saves_over_its_own_file_without_asking_until_someone_else_writes_it(user_maps):
    draft = mine()
    draft.save()
    draft.set_info(title="Mine, mended")
    draft.save()  # its own file, unchanged since: no question
    mine(title="Someone else's").save(replace=True)
    draft.set_info(title="Mine, again")
    with pytest.raises(EditError, match="there is already a map"):
        draft.save()


def test_a_save_that_fails_leaves_the_old_file_whole(user_maps, monkeypatch):
    mine(title="Theirs").save()
    kept = (user_maps / "shared.json").read_bytes()
    draft = mine()
    monkeypatch.setattr("steamlab.editor.draft.map_json", lambda doc: "x\ud800")  # text no file can hold
    with pytest.raises(EditError):
        draft.save(replace=True)
    assert (user_maps / "shared.json").read_bytes() == kept
    assert sorted(p.name for p in user_maps.iterdir()) == [INDEX_NAME, "shared.json"]  # no temporary file  # no temporary file left


def test_a_failed_write_leaves_the_old_file_whole_and_no_temporary_file(user_maps, monkeypatch):
    import os

    mine(title="Theirs").save()
    kept = (user_maps / "shared.json").read_bytes()

    def refuse(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(EditError, match="No space left"):
        mine().save(replace=True)
    assert (user_maps / "shared.json").read_bytes() == kept
    assert sorted(p.name for p in user_maps.iterdir()) == [INDEX_NAME, "shared.json"]  # no temporary file


def test_the_folder_holds_a_bounded_number_of_maps(user_maps, monkeypatch):
    monkeypatch.setattr("steamlab.core.mapstore.MAX_SHARED_MAPS", 3)
    for i in range(3):
        mine(f"map_{i}").save()
    with pytest.raises(EditError, match="already holds 3 maps"):
        mine("map_3").save()
    assert not (user_maps / "map_3.json").exists()
    mine("map_0").save(replace=True)  # replacing one does not add one


def test_a_map_file_over_the_size_bound_is_refused(user_maps, monkeypatch):
    monkeypatch.setattr("steamlab.core.mapstore.MAX_MAP_BYTES", 1000)
    with pytest.raises(EditError, match="the most saved here is 1,000"):
        mine().save()
    assert list(user_maps.iterdir()) == []


def test_the_map_editor_asks_before_saving_over_and_its_button_answers(user_maps):
    from steamlab.widgets.map_editor import MapEditorApp

    mine(title="Theirs").save()
    kept = (user_maps / "shared.json").read_bytes()
    app = MapEditorApp(draft=mine())
    assert app.save_over_button.layout.display == "none"
    assert not app.save()
    assert "already a map" in app.status.value and app.save_over_button.layout.display is None
    assert (user_maps / "shared.json").read_bytes() == kept
    app.save_over_button.click()
    assert b'"Mine"' in (user_maps / "shared.json").read_bytes() and app.save_over_button.layout.display == "none"
    japanese = MapEditorApp(draft=mine(title="Theirs again"), lang="ja")
    assert not japanese.save() and "上書き保存" in japanese.status.value
