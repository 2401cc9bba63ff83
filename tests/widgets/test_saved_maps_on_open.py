"""Issue 30.3: a map saved in the map editor appears in the map lists of the pages opened after the save,
also on pages served by a kernel that ran the dashboard's notebook before the save (Voila's preheated kernels).

The page's language helper tells the kernel when a page shows it (``{"event": "opened"}``); the map lists are
read again then."""

import json
from pathlib import Path

import pytest

pytest.importorskip("ipycanvas")

from steamlab.widgets.apps import MapViewer  # noqa: E402
from steamlab.widgets.dashboards import BuildCostApp, DeliveryPlannerApp, HotSeatApp, IndexApp  # noqa: E402
from steamlab.widgets.map_editor import MapEditorApp  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _save_map(folder: Path) -> None:
    """What the map editor's Save does on another page: a new map file in the user maps folder."""
    raw = json.loads((ROOT / "data" / "maps" / "tutorial.json").read_text(encoding="utf-8"))
    raw["id"], raw["title"] = "newcomer_test_map", "Newcomer test map"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "newcomer_test_map.json").write_text(json.dumps(raw), encoding="utf-8")


def _page_opens(header) -> None:
    header.memory._heard(header.memory, {"event": "opened"}, [])


def test_a_map_saved_after_the_kernel_started_is_listed_when_a_page_opens(tmp_path, monkeypatch):
    monkeypatch.setenv("STEAMLAB_MAPS", str(tmp_path / "maps"))
    viewer, cost, planner, hot_seat = MapViewer(), BuildCostApp(), DeliveryPlannerApp(), HotSeatApp()
    editor, index = MapEditorApp(), IndexApp(ROOT / "notebooks" / "dashboards")
    pickers = [(viewer, viewer.picker), (cost, cost.map_picker), (planner, planner.map_picker),
               (hot_seat, hot_seat.map_picker), (editor, editor.open_picker)]
    chosen = [picker.value for _, picker in pickers]
    _save_map(tmp_path / "maps")
    for app, picker in pickers:
        assert "newcomer_test_map" not in dict(picker.options).values()  # the list made before the save
        _page_opens(app.header)
        assert ("Newcomer test map", "newcomer_test_map") in picker.options, type(app).__name__
    assert [picker.value for _, picker in pickers] == chosen  # nothing chosen changes
    assert "Newcomer test map" not in index.maps.value
    _page_opens(index.header)
    assert "Newcomer test map" in index.maps.value


def test_a_page_message_other_than_opened_changes_nothing():
    viewer = MapViewer()
    before = viewer.picker.options
    assert viewer.header.memory._heard(viewer.header.memory, {"event": "something else"}, []) is False
    assert viewer.header.memory._heard(viewer.header.memory, ["opened"], []) is False
    assert viewer.picker.options == before
