"""Recorded bot games replay to their exact scores; malformed records are refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

import steamlab
from steamlab.core.errors import RecordError

RECORDS = sorted((Path(__file__).parent / "records").glob("rr_*.json"))


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_there_are_recorded_games() -> None:
    assert len(RECORDS) >= 3
    assert {_load(p)["players"] for p in RECORDS} == {2, 3, 4}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_record_replays_to_its_scores(path: Path) -> None:
    record = _load(path)
    expected = record.pop("expected_scores")
    g = steamlab.from_record(record)
    assert g.is_terminal()
    assert [s.total for s in g.scores()] == expected
    assert g.to_record() == record


def _record() -> dict[str, Any]:
    record = _load(RECORDS[0])
    record.pop("expected_scores")
    return record


def test_unknown_action_is_refused_with_its_index() -> None:
    record = _record()
    record["actions"][5] = {"kind": "teleport"}
    with pytest.raises(RecordError) as err:
        steamlab.from_record(record)
    assert err.value.index == 5 and "teleport" in str(err.value)


def test_illegal_action_midway_is_refused_with_its_index() -> None:
    record = _record()
    index = next(i for i, a in enumerate(record["actions"]) if a["kind"] == "place" and i > 20)
    record["actions"][index] = {"kind": "place", "space": "black_3", "rubles": 9, "temps": 0, "black": 0}
    with pytest.raises(RecordError) as err:
        steamlab.from_record(record)
    assert err.value.index == index and "illegal place" in str(err.value)


def test_wrong_types_are_refused() -> None:
    record = _record()
    bad = copy.deepcopy(record)
    bad["actions"][3] = {"kind": "pass", "extra": 1}
    with pytest.raises(RecordError) as err:
        steamlab.from_record(bad)
    assert err.value.index == 3
    bad = copy.deepcopy(record)
    bad["actions"][0] = {"kind": "deal", "order": [0, 1], "engineers": "x", "end_bonus": [1]}
    with pytest.raises(RecordError) as err:
        steamlab.from_record(bad)
    assert err.value.index == 0
    bad = copy.deepcopy(record)
    bad["players"] = "two"
    with pytest.raises(RecordError, match="players"):
        steamlab.from_record(bad)


def test_truncated_record_is_a_game_in_progress() -> None:
    record = _record()
    record["actions"] = record["actions"][:40]
    g = steamlab.from_record(record)
    assert not g.is_terminal() and len(g.history) == 40


@pytest.mark.parametrize(
    "bad",
    [
        {"kind": "place", "space": 5},
        {"kind": "advance", "railway": "kiev", "colour": True},
        {"kind": "industry", "marker": "0"},
        {"kind": "deal", "order": [0, "1"], "engineers": [], "end_bonus": []},
    ],
)
def test_field_types_are_checked(bad: dict[str, Any]) -> None:
    record = _record()
    record["actions"][0] = bad
    with pytest.raises(RecordError) as err:
        steamlab.from_record(record)
    assert err.value.index == 0
