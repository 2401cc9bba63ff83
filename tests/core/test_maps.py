import copy
import json
import subprocess
import sys

import pytest

import steamlab
from steamlab.cli import main as cli_main
from steamlab.core.datafiles import data_path
from steamlab.core.errors import DataError
from steamlab.core.hexgrid import from_offset, label
from steamlab.core.maps import COLORS, parse_map


def test_rust_belt_counts():
    m = steamlab.load_map("rust_belt")
    assert len(m.hexes) == 189
    assert (m.count("city"), m.count("town")) == (12, 14)
    assert (m.count("river"), m.count("mountain"), m.count("lake"), m.count("plain")) == (19, 9, 27, 108 + 14 + 12)
    assert m.impassable == frozenset()
    assert m.cell(m.find("Pittsburgh")).city.start_cubes == 3
    assert m.cell(m.find("Wheeling")).city.start_cubes == 3
    assert sum(c.start_cubes for _, c in m.cities()) == 26
    assert len(m.new_cities) == 8
    assert m.goods_display.columns[("light", 1)] == "Chicago"
    assert m.goods_supply.spaces == 12 and m.goods_supply.confidence == "unconfirmed"
    assert label(m.find("Chicago")) == "H6"


def test_tutorial_has_everything_a_lesson_needs():
    m = steamlab.load_map("tutorial")
    assert 40 <= len(m.hexes) <= 70
    for terrain in ("plain", "river", "hill", "mountain", "lake", "sea", "coast"):
        assert m.count(terrain) > 0, terrain
    assert {c.color for _, c in m.cities()} == set(COLORS)
    assert m.count("town") >= 3 and m.impassable
    assert (m.min_players, m.max_players) == (3, 4)


@pytest.mark.parametrize("name", steamlab.list_maps())
def test_every_shipped_map_validates_and_is_consistent(name):
    m = steamlab.load_map(name)
    for h, e in m.impassable:
        assert h in m and h.neighbor(e) in m
    cities = {c.name for _, c in m.cities()}
    assert set(m.goods_display.columns.values()) <= cities


def _rust_belt_raw():
    return json.loads(data_path("maps", "rust_belt.json").read_text())


def _break(mutate):
    raw = copy.deepcopy(_rust_belt_raw())
    mutate(raw)
    return raw


def _city_index(raw):
    return next(i for i, h in enumerate(raw["hexes"]) if "city" in h)


BROKEN = [
    ("unknown terrain", lambda r: r["hexes"][0].update(terrain="swamp"), "hexes[0].terrain", "unknown terrain 'swamp'"),
    ("city without colour", lambda r: r["hexes"][_city_index(r)]["city"].pop("color"), "city.color", "needs a colour"),
    ("bad colour", lambda r: r["hexes"][_city_index(r)]["city"].update(color="green"), "city.color", "unknown colour"),
    ("hex twice", lambda r: r["hexes"].append(dict(r["hexes"][3])), "hexes[189].at", "listed twice"),
    ("edge to nowhere", lambda r: r.update(impassable=[{"at": [0, 0], "edge": "T"}]), "impassable[0].edge", "nowhere"),
    ("unknown edge", lambda r: r.update(impassable=[{"at": [3, 3], "edge": "N"}]), "impassable[0].edge", "unknown edge"),
    ("negative cubes", lambda r: r["hexes"][_city_index(r)]["city"].update(start_cubes=-1), "start_cubes", "below 0"),
    ("town on a lake", lambda r: r["hexes"][0].update(terrain="lake", town="Atlantis"), "hexes[0].terrain", "cannot stand"),
    ("display names a town", lambda r: r["goods_display"]["light"].update({"1": "Toledo"}), "goods_display.light.1", "not a city"),
    ("no supply", lambda r: r.pop("goods_supply"), "goods_supply", "missing"),
    ("wrong format", lambda r: r.update(format="map/9"), "format", "expected"),
    ("unknown field", lambda r: r["hexes"][0].update(colour="red"), "hexes[0]", "unknown field"),
    ("bad position", lambda r: r["hexes"][0].update(at=[1]), "hexes[0].at", "[column, row]"),
    ("name used twice", lambda r: r["hexes"][0].update(town="Chicago"), "hexes", "used twice"),
    ("new city twice", lambda r: r["new_cities"].append(dict(r["new_cities"][0])), "new_cities[8].id", "twice"),
    ("bad players", lambda r: r.update(players={"min": 4, "max": 2}), "players.max", "below 4"),
]


@pytest.mark.parametrize(("case", "mutate", "field", "message"), BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_maps_are_rejected_with_file_and_field(tmp_path, case, mutate, field, message):
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(_break(mutate)))
    with pytest.raises(DataError) as err:
        steamlab.load_map(path)
    assert field in err.value.field, (case, err.value.field)
    assert message in err.value.problem, (case, err.value.problem)
    assert str(path) in str(err.value)


def test_not_json_names_the_line(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "steamlab-map/1",\n "id": }')
    with pytest.raises(DataError, match="line 2"):
        steamlab.load_map(path)


def test_unknown_map_name_lists_known_maps():
    with pytest.raises(DataError, match="known maps: rust_belt, tutorial"):
        steamlab.load_map("atlantis")


def test_parse_map_builds_nothing_on_error():
    raw = _break(lambda r: r["hexes"][-1].update(terrain="swamp"))
    with pytest.raises(DataError):
        parse_map(raw, "mem")


def test_find_by_name_and_label():
    m = steamlab.load_map("rust_belt")
    assert m.find("chicago") == from_offset(7, 5)
    assert m.find("H6") == m.find("Chicago")
    with pytest.raises(KeyError, match="no town, city or hex"):
        m.find("Atlantis")


def test_cli_lists_maps(capsys):
    assert cli_main(["maps"]) == 0
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if line.startswith("rust_belt"))
    assert line.split()[-4:-1] == ["189", "12", "14"]


def test_cli_validates(tmp_path, capsys):
    good = str(data_path("maps", "tutorial.json"))
    assert cli_main(["maps", "validate", good]) == 0
    bad = tmp_path / "b.json"
    bad.write_text(json.dumps(_break(lambda r: r["hexes"][0].update(terrain="swamp"))))
    assert cli_main(["maps", "validate", str(bad)]) == 1
    assert "hexes[0].terrain: unknown terrain" in capsys.readouterr().err


def test_console_script_runs():
    out = subprocess.run([sys.executable, "-m", "steamlab.cli", "maps"], capture_output=True, text=True, check=True)
    assert "rust_belt" in out.stdout
