"""Issue 13, records: encoding, depth, the "start" position, the map a record names, tampered chance.

Every case listed in the issue is its own test; each asserts the error is a
SteamlabError naming the field or action index, and that nothing changed.
"""

import copy
import json

import pytest

import steamlab
from steamlab.core.datafiles import MAX_DEPTH, parse_json, read_capped
from steamlab.core.errors import DataError, RecordError, SteamlabError
from steamlab.engine.records import parse_record, read_record
from steamlab.engine.state import CHANCE_BY_HAND, MAX_ACTION_DEPTH
from steamlab.scenarios.builder import Scenario


def fresh(game="steam", **kw):
    kw.setdefault("players", 3)
    return steamlab.new_game(game, **kw)


def scenario_record(game):
    sc = Scenario(game, rules="standard" if game == "steam" else None, players=3)
    sc.phase("move", turn=3).player(0, cash=12, locomotive=3).cubes("Evansville", "blue")
    return sc.to_record()


# -- encoding and depth ----------------------------------------------------------------------------
def test_a_record_that_is_not_utf8_is_a_record_error():
    with pytest.raises(RecordError, match="not UTF-8"):
        parse_record(b"\xff\xfe{}")


def test_a_map_file_that_is_not_utf8_is_a_data_error(tmp_path):
    f = tmp_path / "m.json"
    f.write_bytes(b"\xff\xfe{}")
    with pytest.raises(DataError, match="not UTF-8"):
        steamlab.load_map(f)


def test_json_nested_100000_deep_is_refused_before_parsing():
    with pytest.raises(DataError, match=f"nest more than {MAX_DEPTH} levels"):
        parse_json("[" * 100_000 + "]" * 100_000, "x.json")
    with pytest.raises(RecordError, match="nest more than"):
        parse_record('{"a": ' * 100_000 + "1" + "}" * 100_000)


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = json.dumps({"name": "[" * 1000, "quote": '\\"[[[['})
    assert parse_json(text, "x.json") == json.loads(text)


def test_a_record_too_large_is_refused_by_size(tmp_path):
    with pytest.raises(RecordError, match="larger than 100 bytes"):
        parse_record(b" " * 101, max_bytes=100)
    f = tmp_path / "big.json"
    f.write_bytes(b" " * 101)
    with pytest.raises(RecordError, match="larger than 100 bytes"):
        read_record(f, max_bytes=100)


def test_an_action_field_nested_600_deep_is_refused_with_its_index():
    rec = fresh().to_record()
    deep = 2
    for _ in range(600):
        deep = [deep]
    rec["actions"] = [{"kind": "raise_capital", "steps": deep}]
    with pytest.raises(RecordError, match=f"action 0: .*nested more than {MAX_ACTION_DEPTH} deep"):
        steamlab.from_record(rec)


def test_a_live_action_nested_deep_is_refused_by_decode():
    g = fresh()
    deep = 2
    for _ in range(600):
        deep = [deep]
    with pytest.raises(ValueError, match="nested more than"):
        g.decode_action({"kind": "raise_capital", "steps": deep})


# -- files -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", ["/dev/zero", "/dev/stdin", "/", "/proc/self/fd/0"])
def test_only_regular_files_are_read(path):
    from pathlib import Path

    with pytest.raises(DataError, match="not a regular file"):
        read_capped(Path(path), "x")


# -- the map a record names ------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["/dev/zero", "/dev/stdin", "../../etc/passwd.json", "x" * 5000, "/tmp/m.json",
                                  "rust_belt.json", "data/maps/rust_belt.json"])
def test_a_record_map_must_be_a_shipped_map_never_a_path(name):
    rec = {**fresh().to_record(), "map": name}
    with pytest.raises(RecordError, match="field 'map' must name a shipped map") as err:
        steamlab.from_record(rec)
    assert len(str(err.value)) < 300


def test_a_record_naming_a_shipped_map_loads():
    rec = {**fresh().to_record(), "map": "rust_belt"}
    assert steamlab.from_record(rec).map_name == "rust_belt"


# -- the start position ----------------------------------------------------------------------------
START_CASES = {
    "order with a string": (lambda s: s.update(order=[0, "x", 2]), "order must be a list of seat numbers"),
    "cubes nested": (lambda s: s.update(cubes={"F10": [["red"]]}), "cubes must be an object"),
    "action a list": (lambda s: s["players"][0].update(action=[]), "players[0].action must be"),
    "tile a list": (lambda s: s.update(track=[{"at": "K10", "tile": [], "rotation": 0, "owners": [None]}]),
                    "track[0].tile must be a tile id"),
    "new city a list": (lambda s: s.update(new_cities={"H4": []}), "new_cities must be an object"),
    "supply objects": (lambda s: s.update(supply=[{"a": 1}]), "supply must be a list of goods supply spaces"),
    "supply a string": (lambda s: s.update(supply="red"), "supply must be a list"),
    "growth marks objects": (lambda s: s.update(growth_marks=[{}]), "growth_marks must be a list of city labels"),
    "growth mark not a city": (lambda s: s.update(growth_marks=["K10"]), "growth_marks: K10 is not a city"),
    "removed a string": (lambda s: s.update(removed="black"), "removed must be an object"),
    "removed below zero": (lambda s: s.update(removed={"red": -5}), "removed must be an object"),
    "removed over the box": (lambda s: s.update(removed={"red": 25}), "25 red cubes are in the position but the game has 20"),
    "removed unknown colour": (lambda s: s.update(removed={"gold": 1}), "'gold' is not a cube colour"),
    "display nested": (lambda s: s.update(display={"light-1": [[]]}), "display must be an object"),
    "cash a string": (lambda s: s["players"][1].update(cash="10"), "players[1].cash must be a whole number"),
    "owners a string": (lambda s: s.update(track=[{"at": "K10", "tile": "straight", "rotation": 0, "owners": "x"}]),
                        "track[0].owners must be a list"),
}


@pytest.mark.parametrize("game", ["steam", "age_of_steam"])
@pytest.mark.parametrize("case", sorted(START_CASES))
def test_a_wrong_start_position_is_refused_naming_the_field(game, case):
    change, expected = START_CASES[case]
    rec = scenario_record(game)
    steamlab.from_record(rec)
    bad = copy.deepcopy(rec)
    change(bad["start"])
    before = copy.deepcopy(bad)
    with pytest.raises(RecordError, match="start position: ") as err:
        steamlab.from_record(bad)
    assert expected in str(err.value)
    assert bad == before  # the record itself is not touched


def test_conservation_can_fail_per_colour():
    from collections import Counter

    g = fresh()
    assert all(a == b for a, b in g.conservation().values())
    g.removed = Counter({"red": -5})
    g.bag["red"] += 5  # the total still adds up: only the per-colour count sees it
    counted, expected = g.conservation()["colours off their box count"]
    assert counted != expected


# -- chance ----------------------------------------------------------------------------------------
def test_a_reversed_russian_railroads_deal_is_refused_with_its_index():
    g = steamlab.new_game("russian_railroads", players=4, seed=13)
    rec = g.to_record()
    i = next(i for i, a in enumerate(rec["actions"]) if a["kind"] == "deal")
    rec["actions"][i]["order"] = rec["actions"][i]["order"][::-1]
    with pytest.raises(RecordError, match=f"action {i}: the chance outcome .* is not the one seed 13 gives"):
        steamlab.from_record(rec)


def test_a_record_marked_set_by_hand_keeps_its_chance_outcomes():
    g = steamlab.new_game("russian_railroads", players=4, seed=13)
    rec = g.to_record()
    i = next(i for i, a in enumerate(rec["actions"]) if a["kind"] == "deal")
    rec["actions"][i]["order"] = rec["actions"][i]["order"][::-1]
    rec["chance"] = CHANCE_BY_HAND
    h = steamlab.from_record(rec)
    assert h.to_record()["chance"] == CHANCE_BY_HAND and h.to_record()["actions"][i]["order"] == rec["actions"][i]["order"]


def test_a_chance_outcome_applied_by_hand_marks_the_record():
    from steamlab.engine.registry import _factory

    g = _factory("russian_railroads")(players=4, map=None, rules=None, seed=13)
    seeded = g.seeded_outcome()
    other = type(seeded)(**{**seeded.__dict__, "order": tuple(reversed(seeded.order))})
    g.apply(other)
    rec = g.to_record()
    assert rec["chance"] == CHANCE_BY_HAND
    assert steamlab.from_record(rec).to_record() == rec


def test_an_unknown_chance_marking_is_refused():
    rec = {**fresh().to_record(), "chance": "whatever"}
    with pytest.raises(RecordError, match="field 'chance'"):
        steamlab.from_record(rec)


def test_a_seeded_record_still_loads_unchanged():
    g = fresh("age_of_steam", seed=4)
    rec = g.to_record()
    assert "chance" not in rec and steamlab.from_record(rec).to_record() == rec


def test_errors_are_steamlab_errors():
    for cls in (RecordError, DataError):
        assert issubclass(cls, SteamlabError)


def test_a_record_may_carry_its_map_inline_and_writes_it_back():
    from steamlab.core.datafiles import data_path

    raw = json.loads(data_path("maps", "tutorial.json").read_text())
    raw["title"] = "A map sent with the record"
    rec = {**steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=2).to_record(), "map": raw}
    g = steamlab.from_record(rec)
    assert g.map.title == "A map sent with the record"
    again = g.to_record()
    assert again["map"] == raw and steamlab.from_record(json.loads(json.dumps(again))).to_record() == again


def test_a_broken_inline_map_is_refused_naming_the_field():
    from steamlab.core.datafiles import data_path

    raw = json.loads(data_path("maps", "tutorial.json").read_text())
    raw["goods_display"]["light"]["1"] = ["Chicago"]
    rec = {**steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=2).to_record(), "map": raw}
    with pytest.raises(RecordError, match=r"field 'map': goods_display\.light\.1"):
        steamlab.from_record(rec)
