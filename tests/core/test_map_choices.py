"""A broken file in the user maps folder stays out of the map pickers instead of breaking them."""

from __future__ import annotations

import pytest

from steamlab.core.errors import DataError
from steamlab.core.maps import list_maps, load_map, map_choices


def test_a_broken_user_map_is_listed_but_left_out_of_the_choices(tmp_path, monkeypatch):
    monkeypatch.setenv("STEAMLAB_MAPS", str(tmp_path))
    (tmp_path / "broken_one.json").write_text('{"name": "Broken", "hexes": 3}', encoding="utf-8")
    assert "broken_one" in list_maps()
    with pytest.raises(DataError):
        load_map("broken_one")
    names = [name for _, name in map_choices()]
    assert "broken_one" not in names
    assert {"rust_belt", "tutorial"} <= set(names)


def test_the_map_viewer_opens_with_a_broken_user_map_beside_it(tmp_path, monkeypatch):
    pytest.importorskip("ipycanvas")
    from steamlab.widgets.apps import MapViewer

    monkeypatch.setenv("STEAMLAB_MAPS", str(tmp_path))
    (tmp_path / "broken_two.json").write_text("not json", encoding="utf-8")
    viewer = MapViewer("rust_belt")
    assert "broken_two" not in [name for _, name in viewer.picker.options]
    assert viewer.picker.value == "rust_belt"
