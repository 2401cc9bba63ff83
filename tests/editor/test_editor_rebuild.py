"""Rebuilding the shipped maps through the editor's Python API gives the shipped files.

The calls are the ones the editor's clicks and fields make: a new grid, paint
terrain hex by hex, take the missing positions off the map, towns, cities,
thick black lines, new-city tiles, the goods display and supply, players,
turns and the texts. The facts come from the shipped file; the test checks
that the editor can say all of it and writes the same bytes.
"""

import json

import pytest

from steamlab.core.datafiles import data_path
from steamlab.core.maps import parse_map
from steamlab.editor import ERASE, MapDraft


def rebuild(raw: dict) -> MapDraft:
    positions = [tuple(h["at"]) for h in raw["hexes"]]
    cols = max(c for c, _ in positions) + 1
    rows = max(r for _, r in positions) + 1
    d = MapDraft.new(raw["id"], cols=cols, rows=rows, title=raw["title"], orientation=raw.get("orientation", "flat"),
                     titles=raw.get("titles"))
    d.set_info(source=raw.get("source", ""), notes=raw.get("notes", ""))
    d.set_players(raw["players"]["min"], raw["players"]["max"])
    for k, v in raw.get("turns", {}).items():
        d.set_turns(int(k), v)
    on_map = set(positions)
    with d.batch():  # one drag across the grid
        for pos in d.positions():
            if pos not in on_map:
                d.paint(pos, ERASE)
    for h in raw["hexes"]:
        pos = tuple(h["at"])
        d.paint(pos, h["terrain"])
        if "town" in h:
            d.place_town(pos, h["town"])
        if "city" in h:
            c = h["city"]
            d.place_city(pos, c["name"], c["color"], c.get("start_cubes", 2), c.get("growth_marker", False))
    for line in raw["impassable"]:
        d.set_impassable(tuple(line["at"]), line["edge"])
    for nc in raw["new_cities"]:
        d.add_new_city(nc["id"], nc["color"], nc.get("display"), nc.get("number"))
    gd = raw["goods_display"]
    for half in ("light", "dark"):
        for n, city in gd[half].items():
            d.set_display_column(half, int(n), city)
    d.set_display_boxes(gd["boxes_per_column"], gd["new_city_boxes"], gd.get("source"))
    gs = raw["goods_supply"]
    d.set_supply(gs["spaces"], gs["cubes"], gs.get("cubes_3p"), gs.get("source"), gs.get("confidence"))
    return d


@pytest.mark.parametrize("name", ["tutorial", "rust_belt"])
def test_rebuilt_map_is_the_shipped_file(name):
    text = data_path("maps", f"{name}.json").read_text(encoding="utf-8")
    raw = json.loads(text)
    d = rebuild(raw)
    assert d.problems() == []
    assert json.loads(d.to_json()) == raw
    assert d.to_json() == text  # byte for byte: the shipped files are in the editor's canonical layout
    assert d.to_map() == parse_map(raw, f"{name}.json")


@pytest.mark.parametrize("name", ["tutorial", "rust_belt"])
def test_opening_a_shipped_map_and_writing_it_changes_nothing(name):
    text = data_path("maps", f"{name}.json").read_text(encoding="utf-8")
    assert MapDraft.open(name).to_json() == text
    assert MapDraft.from_json(text).to_json() == text


def test_rust_belt_grid_has_empty_positions_at_the_foot_of_odd_columns():
    d = MapDraft.open("rust_belt")
    assert d.grid == (18, 11)
    assert d.cell((1, 10)) is None and d.cell((0, 10)).city.name == "Kansas City"
    assert len(d.cells()) == 189
