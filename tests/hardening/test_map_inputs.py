"""Issue 13, maps: validation covers what play needs; wrong types are DataErrors naming the field."""

import copy
import json
import subprocess
import sys

import pytest

import steamlab
from steamlab.core.datafiles import data_path
from steamlab.core.errors import DataError
from steamlab.core.maps import parse_map


def rust_belt(mutate=None):
    raw = json.loads(data_path("maps", "rust_belt.json").read_text())
    raw = copy.deepcopy(raw)
    if mutate:
        mutate(raw)
    return raw


@pytest.mark.parametrize("value", [["Chicago"], {"x": 1}, 7, "Nowhere"])
def test_a_goods_display_entry_that_is_not_a_city_name_is_a_data_error(value):
    raw = rust_belt(lambda r: r["goods_display"]["light"].update({"1": value}))
    with pytest.raises(DataError, match=r"goods_display\.light\.1: .* is not a city on this map"):
        parse_map(raw, "m.json")


def test_an_empty_goods_display_column_loads_and_only_age_of_steam_refuses_it():
    """Issue 30.5: the goods display is Age of Steam's; a map may leave a column empty (a Steam map), and
    Age of Steam refuses to start on it with a sentence naming the map and the Goods tab."""
    raw = rust_belt(lambda r: r["goods_display"]["light"].update({"1": None}))
    game_map = parse_map(raw, "m.json")
    assert game_map.goods_display.empty_columns() == ["light-1"]


@pytest.mark.parametrize("key", ["²", "٣", "0", "9", "10", "three", ""])
def test_a_turns_key_that_is_not_a_player_count_is_a_data_error(key):
    raw = rust_belt(lambda r: r.update(turns={key: 10}))
    with pytest.raises(DataError, match="keys are player counts 1-8"):
        parse_map(raw, "m.json")


def test_a_turns_table_missing_a_player_count_fails_validation():
    raw = rust_belt(lambda r: r.update(turns={"3": 10, "5": 7, "6": 6}))
    with pytest.raises(DataError, match="turns: no number of turns for 4 players in the map's own table"):
        parse_map(raw, "m.json")


def test_a_map_without_turns_must_stay_within_the_rules_tables():
    raw = rust_belt(lambda r: (r.pop("turns", None), r.update(players={"min": 2, "max": 6})))
    with pytest.raises(DataError, match="no number of turns for 2 players in the rules' tables"):
        parse_map(raw, "m.json")


def test_a_map_with_a_full_turns_table_validates():
    raw = rust_belt(lambda r: r.update(turns={"3": 10, "4": 8, "5": 7, "6": 6}))
    assert parse_map(raw, "m.json").turns[4] == 8


def test_simulate_with_a_map_lacking_a_player_count_exits_2_naming_the_field(tmp_path):
    f = tmp_path / "m.json"
    f.write_text(json.dumps(rust_belt(lambda r: r.update(turns={"3": 10, "5": 7, "6": 6}))))
    out = subprocess.run([sys.executable, "-m", "steamlab.cli", "simulate", "--game", "steam", "--players", "4",
                          "--games", "1", "--quiet", "--mode", "serial", "--map", str(f)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "turns" in out.stderr and out.stderr.count("\n") == 1, out.stderr


def test_turn_count_for_a_missing_player_count_is_a_data_error():
    m = steamlab.load_map("rust_belt")
    with pytest.raises(DataError, match="no number of turns for 9 players"):
        m.turn_count(9, {3: 10})


@pytest.mark.parametrize("name", ["y" * 5000, "y" * 300 + ".json", "a\x00b"])
def test_a_map_name_no_file_system_takes_is_a_data_error(name):
    with pytest.raises(DataError):
        steamlab.load_map(name)


def test_a_map_file_nested_too_deep_is_a_data_error(tmp_path):
    f = tmp_path / "deep.json"
    f.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(DataError, match="nest more than"):
        steamlab.load_map(f)
