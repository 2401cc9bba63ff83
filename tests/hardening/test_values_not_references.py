"""Issue 34, finding 9: the engine keeps values, not its caller's objects.

A game loaded from a record kept a reference to the record's ``"start"`` position (rails games), so editing that
dict afterwards changed the record the game wrote and what it replayed to. Each test edits what it handed over (or
what it was handed) and finds the game unchanged.
"""

from __future__ import annotations

import copy
import json

import pytest

import steamlab
from steamlab.scenarios.builder import Scenario
from steamlab.scenarios.rr_builder import RRScenario


def start_record(game: str) -> dict:
    if game == "russian_railroads":
        return RRScenario(players=2, seed=3).to_record()
    sc = Scenario(game, rules="standard" if game == "steam" else None, players=3)
    sc.phase("move", turn=3).player(0, cash=12, locomotive=3).cubes("Evansville", "blue")
    return sc.to_record()


def vandalise(position: dict) -> None:
    """Change every part of a start position a game could have kept."""
    for key, value in list(position.items()):
        if isinstance(value, dict):
            value.clear()
            value["vandal"] = 1
        elif isinstance(value, list):
            if value and isinstance(value[0], dict):
                for item in value:
                    for k in list(item):
                        item[k] = "vandal"
            value.append("vandal")
        else:
            position[key] = "vandal"


@pytest.mark.parametrize("game", ["steam", "age_of_steam", "russian_railroads"])
def test_editing_the_record_after_loading_leaves_the_game_unchanged(game):
    record = start_record(game)
    assert record.get("start"), "the scenario record carries a start position"
    state = steamlab.from_record(record)
    written = json.dumps(state.to_record(), sort_keys=True)
    snapshot = state.snapshot()
    vandalise(record["start"])
    assert json.dumps(state.to_record(), sort_keys=True) == written
    assert state.snapshot() == snapshot
    again = steamlab.from_record(json.loads(written))
    assert again.snapshot() == snapshot


@pytest.mark.parametrize("game", ["steam", "age_of_steam", "russian_railroads"])
def test_editing_a_written_record_leaves_the_game_unchanged(game):
    state = steamlab.from_record(start_record(game))
    first = state.to_record()
    kept = copy.deepcopy(first)
    vandalise(first["start"])
    assert state.to_record() == kept


def test_editing_a_written_inline_map_leaves_the_game_and_the_next_record_unchanged():
    from steamlab.core.datafiles import data_path

    raw = json.loads(data_path("maps", "tutorial.json").read_text())
    raw["title"] = "A map sent with the record"
    record = {**steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=2).to_record(), "map": raw}
    state = steamlab.from_record(record)
    raw["title"] = "edited by the caller"
    written = state.to_record()
    assert written["map"]["title"] == "A map sent with the record"
    written["map"]["title"] = "edited again"
    assert state.to_record()["map"]["title"] == "A map sent with the record"
