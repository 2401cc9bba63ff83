"""Every validation message the editor can meet, placed at the right hex or edge.

The messages are the map loader's own (``steamlab maps validate``); the editor
adds only where they are.
"""

import json

import pytest

from steamlab.core.errors import DataError
from steamlab.core.maps import parse_map
from steamlab.editor import MapDraft, rule_sets


def small() -> MapDraft:
    """A valid 5 x 4 map: two cities (the display uses them), a town."""
    d = MapDraft.new("small", cols=5, rows=4)
    d.place_city((0, 0), "Ash", "red")
    d.place_city((4, 3), "Birch", "blue")
    d.place_town((2, 1), "Cole")
    for half in ("light", "dark"):
        for n in range(1, 7):
            d.set_display_column(half, n, "Ash" if n % 2 else "Birch")
    assert d.problems() == []
    return d


def validate_message(d: MapDraft) -> str:
    """What the loader says about the written file (the first problem)."""
    with pytest.raises(DataError) as info:
        parse_map(json.loads(d.to_json()), f"{d.id}.json")
    return str(info.value)


@pytest.mark.parametrize("terrain", ["lake", "sea"])
def test_a_city_on_water_is_shown_at_its_hex(terrain):
    d = small()
    d.paint((4, 3), terrain)
    [p] = d.problems()
    assert (p.at, p.edge, p.text) == ((4, 3), None, f"a town or city cannot stand on {terrain}")
    assert p.message("small.json") == validate_message(d)


def test_a_town_on_water_is_shown_at_its_hex():
    d = small()
    d.paint((2, 1), "lake")
    [p] = d.problems()
    assert p.at == (2, 1) and p.field.endswith(".terrain") and "cannot stand on lake" in p.text


def test_a_name_used_twice_is_shown_at_the_second_hex():
    d = small()
    d.place_town((3, 0), "Ash")
    [p] = d.problems()
    assert p.at == (3, 0)
    assert p.text == "the name 'Ash' is used twice (also at A1)"
    assert p.message("small.json") == validate_message(d)


def test_a_thick_line_off_the_map_is_shown_at_its_edge():
    d = small()
    d.set_impassable((0, 0), "T")  # the top edge of A1: nothing beyond it
    [p] = d.problems()
    assert (p.at, p.edge, p.field) == ((0, 0), "T", "impassable[0].edge")
    assert p.text == "edge T of A1 leads to nowhere (off the map)"
    assert p.message("small.json") == validate_message(d)


def test_a_thick_line_from_a_hex_off_the_map_is_shown_at_its_edge():
    raw = json.loads(small().to_json())
    raw["hexes"] = [h for h in raw["hexes"] if h["at"] != [1, 1]]
    raw["impassable"] = [{"at": [1, 1], "edge": "B"}]
    d = MapDraft.from_dict(raw)
    [p] = d.problems()
    assert (p.at, p.edge, p.text) == ((1, 1), "B", "B2 is not on the map")


def test_a_display_column_without_its_city_is_listed_for_the_display():
    d = small()
    d.place_town((4, 3), "Birch")  # Birch is a town now: six columns name no city
    found = d.problems()
    assert [p.field for p in found] == [f"goods_display.{h}.{n}" for h in ("light", "dark") for n in (2, 4, 6)]
    assert all(p.at is None and p.text == "'Birch' is not a city on this map" for p in found)
    assert found[0].message("small.json") == validate_message(d)


def test_a_new_map_without_cities_has_no_problem_for_its_empty_display():
    """Issue 30.5: the goods display is Age of Steam's alone; a new map that leaves it empty loads (was: 12
    problems, one per column, and Steam 'not playable' too)."""
    assert MapDraft.new("blank", cols=3, rows=3).problems() == []


def test_empty_display_columns_make_age_of_steam_alone_not_playable_and_fill_mends_them():
    d = MapDraft.new("blank", cols=5, rows=5)
    d.place_city((1, 1), "Ash", "red")
    d.place_town((3, 3), "Elm")  # a second station: a delivery can be made
    d.set_display_column("light", 1, "Ash")
    d.set_players(3, 4)
    assert d.problems() == []
    steam, aos = rule_sets(d.to_dict())
    assert steam.playable and steam.players == (3, 4)
    assert not aos.playable and aos.reason.key == "editor.display_needed" and aos.reason.params["n"] == 11
    assert "Fill empty columns with the cities" in aos.reason.render("en")
    assert "空いた列を都市で埋める" in aos.reason.render("ja")
    d.fill_display()
    assert all(c.playable for c in rule_sets(d.to_dict()))


def test_a_new_city_listed_twice_is_listed_at_its_entry():
    raw = json.loads(small().to_json())
    raw["new_cities"] = [{"id": "A", "color": "red"}, {"id": "A", "color": "blue"}]
    [p] = MapDraft.from_dict(raw).problems()
    assert (p.field, p.at, p.text) == ("new_cities[1].id", None, "new city 'A' listed twice")


def test_a_map_without_hexes_says_so():
    d = small()
    with d.batch():
        for pos in d.positions():
            d.paint(pos, "none")
    assert [p.text for p in d.problems()][0] == "missing or empty list of hexes"


def test_several_problems_are_listed_each_at_its_place():
    d = small()
    d.paint((4, 3), "lake")
    d.place_town((3, 0), "Cole")
    d.set_impassable((4, 3), "B")
    assert [(p.at, p.edge) for p in d.problems()] == [((3, 0), None), ((4, 3), None), ((4, 3), "B")]


def test_fixing_a_problem_clears_it():
    d = small()
    d.paint((0, 0), "sea")
    assert d.problems()
    d.paint((0, 0), "hill")
    assert d.problems() == []


def test_rule_sets_say_the_player_counts_or_why_not():
    d = small()
    assert [(c.game, c.players) for c in rule_sets(d.to_dict())] == [("steam", (3, 4, 5, 6)),
                                                                      ("age_of_steam", (3, 4, 5, 6))]
    d.set_players(3, 4)
    d.set_turns(3, 9)
    d.set_turns(4, 9)
    assert [c.players for c in rule_sets(d.to_dict())] == [(3, 4), (3, 4)]
    d.paint((0, 0), "lake")
    checks = rule_sets(d.to_dict())
    assert not any(c.playable for c in checks)
    assert checks[1].reason == "the map has 1 problem to fix first"


def test_a_town_named_like_a_city_does_not_hide_the_city_from_the_display():
    d = MapDraft.open("tutorial")
    d.place_town((0, 1), "Carlow")  # before the city Carlow in file order
    [p] = d.problems()
    assert p.text == "the name 'Carlow' is used twice (also at A2)" and p.at == (4, 3)
