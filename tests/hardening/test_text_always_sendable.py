"""Issue 34, finding 5: every text that enters from a file or a field is valid Unicode before it is accepted.

A user map whose title held a lone surrogate (``"x\\ud800"``: valid JSON) loaded and was listed; every page that
shows map titles then failed in its first cell (``UnicodeEncodeError`` in the kernel's message packer, nothing
drawn for any viewer), and ``steamlab maps`` / ``maps validate`` printed a traceback. Now the text is refused,
naming the file and the field, and the pages list the other maps.
"""

from __future__ import annotations

import json
import subprocess
import sys

import ipywidgets as widgets
import pytest

import steamlab
from steamlab.cli import main
from steamlab.core.datafiles import data_path, parse_json
from steamlab.core.errors import DataError, RecordError
from steamlab.core.maps import list_maps, load_map, map_choices
from steamlab.editor.draft import EditError, MapDraft

LONE = "x\ud800"
LONE_JSON = '"x\\ud800"'  # how a file (valid JSON, UTF-8) carries it


def tutorial_with_title(title_json: str) -> str:
    raw = json.loads(data_path("maps", "tutorial.json").read_text())
    raw["id"], raw["title"] = "lonely", "@TITLE@"
    return json.dumps(raw).replace('"@TITLE@"', title_json)


@pytest.fixture
def user_maps(tmp_path, monkeypatch):
    folder = tmp_path / "maps"
    folder.mkdir()
    monkeypatch.setenv("STEAMLAB_MAPS", str(folder))
    (folder / "lonely.json").write_text(tutorial_with_title(LONE_JSON), encoding="utf-8")
    return folder


def sendable(widget: widgets.Widget) -> None:
    """What the kernel's message packer does to every widget's state: JSON, then UTF-8 (strict)."""
    todo = [widget]
    while todo:
        w = todo.pop()
        state = w.get_state()
        json.dumps(state, default=repr, ensure_ascii=False).encode("utf-8")
        for value in state.values():
            todo.extend(v for v in (value if isinstance(value, list | tuple) else [value]) if isinstance(v, widgets.Widget))


def test_a_lone_surrogate_in_a_json_file_is_refused_naming_the_field():
    with pytest.raises(DataError, match=r"m\.json: title: not valid Unicode text") as err:
        parse_json(tutorial_with_title(LONE_JSON), "m.json")
    assert "単独のサロゲート" in err.value.problem.render("ja")
    assert parse_json('{"title": "\\ud83d\\ude82 駅"}', "m.json") == {"title": "\U0001F682 駅"}  # a pair is fine
    with pytest.raises(DataError, match="not valid Unicode"):
        parse_json('{"' + LONE + '": 1}', "m.json")  # a str handed in directly


def test_a_map_whose_title_is_not_unicode_does_not_load_and_is_left_out_of_the_lists(user_maps):
    assert "lonely" in list_maps()  # the file is there
    with pytest.raises(DataError, match="title: not valid Unicode"):
        load_map("lonely")
    with pytest.raises(DataError, match="title: not valid Unicode"):
        steamlab.core.maps.parse_map(json.loads(tutorial_with_title(LONE_JSON)), "lonely.json")
    choices = map_choices()
    assert "lonely" not in {name for _, name in choices} and ("Rust Belt", "rust_belt") in choices


def test_every_page_that_shows_map_titles_still_sends_its_state(user_maps):
    from steamlab.widgets.apps import MapViewer
    from steamlab.widgets.dashboards import HotSeatApp, IndexApp
    from steamlab.widgets.map_editor import MapEditorApp

    for app in (IndexApp(), MapViewer(), HotSeatApp(), MapEditorApp()):
        sendable(app)


def test_steamlab_maps_lists_the_others_and_names_the_broken_one(user_maps, capsys):
    assert main(["maps"]) == 0
    out = capsys.readouterr().out
    assert "rust_belt" in out and "lonely" in out and "not valid Unicode" in out and "Traceback" not in out


def test_steamlab_maps_validate_names_the_field(user_maps, capsys):
    assert main(["maps", "validate", str(user_maps / "lonely.json")]) == 1
    err = capsys.readouterr().err
    assert "title: not valid Unicode" in err and "Traceback" not in err


def test_the_console_prints_a_file_name_that_is_not_utf8_without_a_traceback(tmp_path):
    import os

    name = os.fsencode(tmp_path) + b"/\xffmap.json"
    with open(name, "wb") as f:
        f.write(data_path("maps", "tutorial.json").read_bytes())
    for argv in (["maps", "validate", os.fsdecode(name)], ["replay", os.fsdecode(name)]):
        done = subprocess.run([sys.executable, "-m", "steamlab.cli", *argv], capture_output=True, timeout=120,
                              env={**os.environ, "PYTHONIOENCODING": "utf-8"})
        assert b"Traceback" not in done.stderr and done.returncode in (0, 1, 2), done.stderr
        assert b"\\udcff" in done.stdout + done.stderr, (done.stdout, done.stderr)


def test_a_record_holding_a_lone_surrogate_is_refused_naming_the_field():
    record = steamlab.new_game("steam", players=3, rules="base", seed=1).to_record()
    with pytest.raises(RecordError, match=r"field 'note': not valid Unicode"):
        steamlab.from_record({**record, "note": LONE})
    text = json.dumps({**record, "note": "@"}).replace('"@"', LONE_JSON)
    with pytest.raises(RecordError, match="note: not valid Unicode"):
        steamlab.engine.records.parse_record(text.encode())


def test_the_record_upload_refuses_a_lone_surrogate_and_changes_nothing():
    from steamlab.widgets.game import GameWidget

    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=2))
    before = w.state.snapshot()
    text = json.dumps({**w.state.to_record(), "note": "@"}).replace('"@"', LONE_JSON)
    w._uploaded({"new": ({"name": "x.json", "content": memoryview(text.encode())},)})
    assert w.state.snapshot() == before and "not valid Unicode" in w.message.value
    sendable(w)


@pytest.mark.parametrize("edit,field", [
    (lambda d: d.set_info(title=LONE), "title"),
    (lambda d: d.set_info(source=LONE), "source"),
    (lambda d: d.set_info(notes=LONE), "notes"),
    (lambda d: d.place_town((2, 2), LONE), "town"),
    (lambda d: d.place_city((2, 2), LONE, "red"), "city.name"),
])
def test_a_map_editor_field_refuses_a_lone_surrogate_naming_it(edit, field):
    draft = MapDraft.open("tutorial")
    before = draft.to_json()
    with pytest.raises(EditError, match=f"{field}: not valid Unicode"):
        edit(draft)
    assert draft.to_json() == before


def test_the_map_editor_upload_refuses_a_lone_surrogate_and_keeps_its_draft():
    from steamlab.widgets.map_editor import MapEditorApp

    app = MapEditorApp()
    before = app.draft.to_json()
    app._uploaded({"new": ({"name": "m.json", "content": memoryview(tutorial_with_title(LONE_JSON).encode())},)})
    assert app.draft.to_json() == before
    sendable(app)
