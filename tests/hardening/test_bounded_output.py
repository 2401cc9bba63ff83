"""Issue 42, finding 4: what a refusal says is bounded, the editor refuses what validate refuses, and a position's
unknown nested fields are refused by their path.

Before: ``steamlab maps validate`` echoed every unknown field of a crafted file (megabytes on stderr); the map
editor's *Load file* and *Open* silently dropped fields validate refuses (``hexes[3].colour``, ``goods_supply.cubez``:
gone at the next save); a position's ``players[1].cashh`` was refused without naming it, its ``track[0].rotaton``
ignored (the tile turned to rotation 0).
"""

from __future__ import annotations

import copy
import html
import json

import pytest

import steamlab
from steamlab.cli import main
from steamlab.core.datafiles import data_path
from steamlab.core.errors import DataError, RecordError
from steamlab.core.maps import parse_map
from steamlab.editor.draft import MapDraft

BASE = json.loads(data_path("maps", "tutorial.json").read_text())
MANY = 100_000


def crafted(**top) -> dict:
    return {**copy.deepcopy(BASE), **top}


def test_maps_validate_prints_one_short_line_for_a_crafted_file(tmp_path, capsys):
    f = tmp_path / "m.json"
    f.write_text(json.dumps(crafted(**{f"field_{i:06d}": 1 for i in range(MANY)})))
    assert main(["maps", "validate", str(f)]) == 1
    err = capsys.readouterr().err
    assert len(err) < 400 and err.count("\n") == 1, err[:400]
    assert f"and {MANY - 10:,} more" in err and "'field_000000'" in err


def test_a_long_value_echoed_is_cut_saying_how_much_more(tmp_path, capsys):
    f = tmp_path / "m.json"
    f.write_text(json.dumps(crafted(players={"min": "x" * 1_000_000, "max": 4})))
    assert main(["maps", "validate", str(f)]) == 1
    err = capsys.readouterr().err
    assert len(err) < 400 and "more characters)" in err, err[:400]


def test_a_record_refusal_is_bounded():
    rec = steamlab.new_game("steam", players=3, rules="standard", seed=2).to_record()
    rec["actions"][0] = {**rec["actions"][0], **{f"f{i}": 1 for i in range(MANY)}}
    with pytest.raises(RecordError) as info:
        steamlab.from_record(rec)
    assert len(str(info.value)) < 400 and "more" in str(info.value), str(info.value)[:400]


# -- one check of fields, for validate and the editor -----------------------------------------------------------------
def _nested(path: str, value=1):
    def put(d):
        *where, last = path.split(".")
        target = d
        for part in where:
            target = target[int(part)] if isinstance(target, list) else target[part]
        target[last] = value
        return d
    return put


NESTED = {
    "top": ("colour", "unknown field ['colour']"),
    "hex": ("hexes.3.colour", "hexes[3]: unknown field ['colour']"),
    "city": ("hexes.8.city.size", "hexes[8].city: unknown field ['size']"),
    "supply": ("goods_supply.cubez", "goods_supply: unknown field ['cubez']"),
    "display": ("goods_display.light.7", "goods_display.light: unknown field ['7']"),
    "new_city": ("new_cities.0.name", "new_cities[0]: unknown field ['name']"),
    "players": ("players.most", "players: unknown field ['most']"),
    "titles": ("titles.fr", "titles: unknown field ['fr']"),
    "title_not_text": ("title", "title: must be a string", 5),  # the editor refused it, validate printed '5'
    "notes_not_text": ("notes", "notes: must be a string", {"a": 1}),
}


@pytest.mark.parametrize("case", NESTED)
def test_the_editor_refuses_what_validate_refuses_with_the_same_sentence(case):
    path, said, *value = NESTED[case]
    doc = _nested(path, *value)(copy.deepcopy(BASE))
    with pytest.raises(DataError) as validate:
        parse_map(doc, "m.json")
    with pytest.raises(DataError) as editor:
        MapDraft.from_dict(doc, "m.json")
    assert str(validate.value) == str(editor.value) == f"m.json: {said}"


def test_the_editors_upload_refuses_an_unknown_field_and_keeps_the_draft():
    from steamlab.widgets.map_editor import MapEditorApp

    app = MapEditorApp()
    before = app.draft.to_json()
    data = json.dumps(_nested("hexes.3.colour", "red")(copy.deepcopy(BASE))).encode()
    app._uploaded({"new": ({"name": "m.json", "content": memoryview(data)},)})
    assert app.draft.to_json() == before
    assert "hexes[3]: unknown field ['colour']" in html.unescape(app.status.value), app.status.value


# -- positions: unknown nested fields by their path ------------------------------------------------------------------
def _start_record(edit):
    from steamlab.scenarios import Scenario

    sc = Scenario.from_state(steamlab.new_game("steam", players=3, rules="standard", seed=2))
    edit(sc.pos)
    return sc


@pytest.mark.parametrize(("edit", "path"), [
    (lambda pos: pos["players"][1].update(cashh=5), "players[1].cashh"),
    (lambda pos: pos["track"].append({"at": "K10", "tile": "gentle", "rotaton": 2, "owners": [0]}), "track[0].rotaton"),
])
def test_an_unknown_field_inside_a_position_is_refused_by_its_path(edit, path):
    problems = _start_record(edit).problems()
    assert any(path in str(p) for p in problems), problems


def test_many_unknown_fields_inside_a_position_make_one_short_sentence():
    problems = _start_record(lambda pos: pos["players"][0].update({f"x{i}": 1 for i in range(MANY)})).problems()
    assert len(problems) == 1 and len(str(problems[0])) < 600 and f"and {MANY - 20:,} more" in str(problems[0])
