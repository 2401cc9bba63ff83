"""Issue 34, finding 4: maps that belong to someone.

User maps are one folder for every viewer of a server. An id with a trailing newline passed the check (``re.match``
with ``$``): ``"tutorial\\n"`` was saved and listed beside "tutorial".
"""

from __future__ import annotations

import pytest

from steamlab.core.maps import list_maps
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
