import json

import pytest

from steamlab.core.errors import DataError
from steamlab.core.tiles import TOWN, TrackTile, load_tiles, rotate_segments, segments_cross, town_star


def test_rotation_and_exits():
    gentle = TrackTile("g", "simple", ((0, 4),))
    assert gentle.exits() == {0, 4}
    assert gentle.exits(1) == {1, 5}
    assert len(gentle.orientations()) == 6
    assert TrackTile("s", "simple", ((0, 3),)).orientations() == [0, 1, 2]
    assert rotate_segments(rotate_segments({(0, 4)}, 5), 1) == {(0, 4)}


def test_town_stays_in_the_middle_when_rotated():
    t = TrackTile("t", "town", ((0, TOWN),))
    assert t.rotated(2) == {(2, TOWN)}
    assert t.is_town


def test_which_segments_cross():
    assert segments_cross((0, 3), (1, 4))
    assert segments_cross((1, 5), (0, 2))  # two gentle curves that cross
    assert not segments_cross((0, 2), (3, 5))  # two gentle curves side by side
    assert not segments_cross((0, 3), (4, 5))
    assert not segments_cross((0, TOWN), (3, TOWN))


def test_keeps_old_track_under_some_rotation():
    aos = load_tiles("age_of_steam")
    old = frozenset({(0, 3)})  # a straight, top to bottom
    assert aos["x_gentle_straight"].keeps(old) == [0, 3]  # the gentle curve on either side
    assert aos["c_straight_sharp"].keeps(old) != []
    assert aos["sharp"].keeps(old) == []
    # a town star keeps a one-exit town tile's track when an exit lines up
    assert aos["town_3_star"].keeps({(2, TOWN)}) != []
    assert town_star([1, 4]) == {(1, TOWN), (4, TOWN)}


def test_manifest_totals():
    aos = load_tiles("age_of_steam")
    assert aos.total == 136
    assert aos.town_disks == 8
    assert aos["straight"].count == 48 and aos["gentle"].count == 55
    assert sum(t.count for t in aos if t.cls == "crossing") == 11
    assert sum(t.count for t in aos if t.cls == "coexist") == 4
    steam = load_tiles("steam")
    assert steam.confidence == "unconfirmed"
    assert "community transcription" in steam.source
    assert steam["straight"].count == 86 and steam["town_1"].count == 4
    assert all(t.has_crossing() for t in steam if t.cls == "crossing")


def _write(tmp_path, tiles, **top):
    data = {"format": "steamlab-tiles/1", "game": "x", "tiles": tiles, **top}
    p = tmp_path / "tiles.json"
    p.write_text(json.dumps(data))
    return p


@pytest.mark.parametrize(
    ("tiles", "top", "field", "message"),
    [
        ([{"id": "a", "class": "simple", "track": [["T", "B"]], "count": -1}], {}, "tiles[0].count", "below zero"),
        ([{"id": "a", "class": "simple", "track": [["T", "N"]], "count": 1}], {}, "tiles[0].track[0]", "unknown track end"),
        ([{"id": "a", "class": "blob", "track": [["T", "B"]], "count": 1}], {}, "tiles[0].class", "unknown class"),
        ([{"id": "a", "class": "crossing", "track": [["T", "B"], ["TL", "BL"]], "count": 1}], {}, "tiles[0].class", "do not cross"),
        ([{"id": "a", "class": "simple", "track": [["T", "B"], ["T", "BL"]], "count": 1}], {}, "tiles[0].track", "same edge"),
        ([{"id": "a", "class": "simple", "track": [["T", "B"]], "count": 1}] * 2, {}, "tiles[1].id", "listed twice"),
        ([{"id": "a", "class": "simple", "track": [["T", "B"]], "count": 2}], {"total": 3}, "total", "add up to 2"),
    ],
)
def test_broken_tile_files(tmp_path, tiles, top, field, message):
    path = _write(tmp_path, tiles, **top)
    with pytest.raises(DataError) as err:
        load_tiles(path)
    assert err.value.field == field
    assert message in str(err.value)
    assert str(path) in str(err.value)
