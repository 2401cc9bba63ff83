"""MapDraft edits: undo/redo, batches, refused edits change nothing, save/load, the user maps folder."""

import json

import pytest

import steamlab
from steamlab.core.errors import DataError, SteamlabError
from steamlab.core.maps import load_map
from steamlab.editor import EditError, MapDraft, edge_across


@pytest.fixture
def user_maps(tmp_path, monkeypatch):
    folder = tmp_path / "maps"
    monkeypatch.setenv("STEAMLAB_MAPS", str(folder))
    return folder


def playable(map_id: str = "valley") -> MapDraft:
    """The tutorial map under another id (valid, playable 3-4 players)."""
    d = MapDraft.open("tutorial")
    d.set_info(id=map_id, title="My valley")
    return d


def test_undo_and_redo_walk_the_history():
    d = MapDraft.new("m", cols=3, rows=3)
    d.paint((0, 0), "river")
    d.place_town((1, 1), "Ash")
    d.set_players(3, 4)
    assert d.undo() and d.players == (3, 6)
    assert d.undo() and d.cell((1, 1)).town is None
    assert d.cell((0, 0)).terrain == "river"
    assert d.redo() and d.cell((1, 1)).town == "Ash"
    d.paint((2, 2), "hill")  # a new edit forgets what was undone
    assert not d.can_redo and not d.redo()
    assert d.undo() and d.undo() and d.undo() and not d.undo()
    assert d.to_json() == MapDraft.new("m", cols=3, rows=3).to_json()


def test_a_stroke_is_one_undo_step_and_an_idle_one_none():
    d = MapDraft.new("m", cols=4, rows=1)
    d.begin_batch()
    for c in range(4):
        d.paint((c, 0), "mountain")
    d.end_batch()
    d.begin_batch()
    d.paint((0, 0), "mountain")  # what it already is: no change
    d.end_batch()
    assert d.undo() and all(d.cell(p).terrain == "plain" for p in d.positions())
    assert not d.can_undo


def test_painting_the_same_terrain_leaves_no_undo_step():
    d = MapDraft.new("m", cols=2, rows=2)
    d.paint((0, 0), "plain")
    assert not d.can_undo and d.version == 0


@pytest.mark.parametrize("edit", [
    lambda d: d.paint((0, 0), "swamp"),
    lambda d: d.paint((7, 0), "hill"),
    lambda d: d.paint(("a", 0), "hill"),
    lambda d: d.place_city((0, 0), "X", "green"),
    lambda d: d.place_city((0, 0), " ", "red"),
    lambda d: d.place_city((0, 0), "X", "red", start_cubes=11),
    lambda d: d.place_town((1, 1), "Off"),           # (1, 1) is off the map
    lambda d: d.set_impassable((0, 0), "UP"),
    lambda d: d.set_players(4, 3),
    lambda d: d.set_players(0, 3),
    lambda d: d.set_turns(3, 0),
    lambda d: d.set_info(id="My Map!"),
    lambda d: d.set_orientation("diagonal"),
    lambda d: d.resize(0, 5),
    lambda d: d.resize(3, 61),
    lambda d: d.set_display_column("middle", 1, "Ash"),
    lambda d: d.set_display_column("light", 7, "Ash"),
    lambda d: d.set_supply(0, 3),
    lambda d: d.add_new_city("A", "red"),             # there is an A already
    lambda d: d.add_new_city("B", "red", number=9),
    lambda d: d.remove_new_city("Z"),
])
def test_a_refused_edit_names_the_field_and_changes_nothing(edit):
    d = MapDraft.new("m", cols=3, rows=3)
    d.paint((1, 1), "none")
    d.add_new_city("A", "red", "light", 3)
    before, version = d.to_json(), d.version
    with pytest.raises(EditError) as info:
        edit(d)
    assert isinstance(info.value, SteamlabError) and info.value.field
    assert d.to_json() == before and d.version == version


def test_erasing_a_hex_takes_its_place_and_lines_with_it():
    d = MapDraft.new("m", cols=3, rows=3)
    d.place_city((1, 1), "Ash", "red")
    d.set_impassable((1, 1), "T")
    d.paint((1, 1), "none")
    assert d.cell((1, 1)) is None and d.impassable == []
    d.paint((1, 1), "hill")  # painting an empty position puts a hex there
    assert d.cell((1, 1)).terrain == "hill" and d.cell((1, 1)).city is None


def test_a_line_seen_from_either_side_is_one_line():
    d = MapDraft.new("m", cols=3, rows=3)
    assert edge_across((1, 1), "B") == ((1, 2), "T")
    assert d.toggle_impassable((1, 1), "B") is True
    d.set_impassable((1, 2), "T")  # already there
    assert d.impassable == [((1, 1), "B")]
    assert d.toggle_impassable((1, 2), 0) is False and d.impassable == []


def test_resize_adds_and_removes_positions():
    d = MapDraft.new("m", cols=3, rows=3)
    d.place_town((2, 2), "Ash")
    d.set_impassable((1, 1), "BR")
    d.resize(4, 2, terrain="hill")
    assert d.grid == (4, 2) and d.cell((2, 2)) is None and d.impassable == []
    assert d.cell((3, 0)).terrain == "hill" and d.cell((0, 0)).terrain == "plain"
    d.resize(5, 2, terrain="none")
    assert d.cell((4, 0)) is None
    assert d.undo() and d.undo() and d.cell((2, 2)).town == "Ash"


def test_orientation_names_notes_and_turns_reach_the_file():
    d = playable()
    d.set_orientation("pointy")
    d.set_info(notes="Drawn in the editor.", source="")
    d.set_turns(3, 9)
    d.set_turns(4, 7)
    raw = json.loads(d.to_json())
    assert raw["orientation"] == "pointy" and raw["notes"] == "Drawn in the editor." and "source" not in raw
    assert raw["turns"] == {"3": 9, "4": 7} and raw["id"] == "valley"
    m = d.to_map()
    assert m.orientation == "pointy" and m.turns == {3: 9, 4: 7}


def test_saved_map_is_listed_loaded_and_played(user_maps):
    d = playable()
    path = d.save()
    assert path == user_maps / "valley.json"
    assert "valley" in steamlab.list_maps() and "rust_belt" in steamlab.list_maps()
    assert load_map("valley").title == "My valley"
    game = steamlab.new_game("steam", players=3, map="valley", rules="standard", seed=1)
    assert game.map.title == "My valley"
    # a record names the map; it replays from the user folder
    assert steamlab.from_record(game.to_record()).map.title == "My valley"
    # the saved file passes the same validation as a hand-written one
    assert MapDraft.load(path).to_json() == path.read_text(encoding="utf-8") == d.to_json()


def test_saving_again_is_seen_by_load_map(user_maps):
    d = playable()
    d.save()
    assert load_map("valley").title == "My valley"
    d.set_info(title="My valley, second edition")
    d.save()
    assert load_map("valley").title == "My valley, second edition"


def test_a_map_with_problems_is_not_saved(user_maps):
    d = playable()
    d.paint((4, 6), "sea")
    with pytest.raises(EditError, match=r"hexes\[32\].terrain: not saved: a town or city cannot stand on sea"):
        d.save()
    assert not user_maps.exists()


def test_a_shipped_id_is_not_saved_over(user_maps):
    d = MapDraft.open("tutorial")
    with pytest.raises(EditError, match="shipped map"):
        d.save()
    assert "tutorial" in steamlab.list_maps()


def test_open_finds_user_maps_and_refuses_unknown_names(user_maps):
    playable("mine").save()
    assert MapDraft.open("mine").title == "My valley"
    for name in ("nothing_here", "../tutorial"):
        with pytest.raises(EditError):
            MapDraft.open(name)


def test_files_of_the_wrong_shape_are_refused_with_the_field():
    good = json.loads(playable().to_json())
    cases = {
        "format": {**good, "format": "other"},
        "hexes[0].terrain": {**good, "hexes": [{"at": [0, 0], "terrain": "swamp"}]},
        "hexes[0].at": {**good, "hexes": [{"at": [0, 99], "terrain": "plain"}]},
        "impassable[0].edge": {**good, "impassable": [{"at": [0, 0], "edge": "X"}]},
        "id": {**good, "id": "../x"},
    }
    for field, raw in cases.items():
        with pytest.raises(DataError) as info:
            MapDraft.from_dict(raw, "bad.json")
        assert info.value.field == field
    with pytest.raises(DataError, match="JSON"):
        MapDraft.from_json("{", "bad.json")


def test_a_draft_with_problems_round_trips_through_its_file():
    d = MapDraft.new("wip", cols=4, rows=4)
    d.place_city((1, 1), "Ash", "red")
    d.paint((1, 1), "lake")
    again = MapDraft.from_json(d.to_json())
    assert again.to_json() == d.to_json() and again.problems() == d.problems()


def test_a_batch_with_a_refused_edit_changes_nothing():
    d = MapDraft.new("m", cols=3, rows=3)
    d.paint((0, 0), "hill")
    before, steps = d.to_json(), len(d._undo)
    with pytest.raises(EditError), d.batch():
        d.paint((1, 1), "river")
        d.set_players(5, 4)
    assert d.to_json() == before and len(d._undo) == steps and not d.in_batch
    assert d.undo() and d.cell((0, 0)).terrain == "plain"
