"""The scenario editor: positions set up by hand, checked, saved and reloaded exactly."""

from __future__ import annotations

import json

import pytest

import steamlab
from steamlab.core.errors import RecordError
from steamlab.scenarios import Scenario


def detroit_scenario() -> Scenario:
    """A teacher's question: a red cube in Detroit and locomotive 3."""
    sc = Scenario("steam", rules="standard", players=3, map="rust_belt")
    sc.phase("move", turn=4)
    sc.player(0, cash=12, income=4, locomotive=3, action="first_move")
    sc.player(1, cash=8, income=2, action="engineer")
    sc.player(2, cash=5, vp=3, action="locomotive", locomotive=2)
    sc.link(["Detroit", "M5", "Toledo"], owner=0)
    sc.link(["Toledo", "M7", "M8", "Cincinnati"], owner=1)
    sc.link(["Chicago", "H7", "H8", "I8", "Terre Haute"], owner=2)
    sc.cubes("Cincinnati", "red", "blue")
    sc.cubes("Detroit", "blue")
    return sc


def test_a_sound_scenario_plays_from_its_position():
    sc = detroit_scenario()
    assert sc.problems() == []
    g = sc.state()
    assert (g.turn, g.phase, g.current_player) == (4, "move", 0)
    moves = sorted(d.describe(g.board) for d in g.deliveries(0))
    assert moves == [
        "blue cube Detroit → Toledo → Cincinnati: Player 1 +1, Player 2 +1",
        "red cube Cincinnati → Toledo → Detroit: Player 1 +1, Player 2 +1",
    ]
    for what, (counted, want) in g.conservation().items():
        assert counted == want, what


def test_saved_scenario_reloads_exactly():
    sc = detroit_scenario()
    record = json.loads(json.dumps(sc.to_record()))
    assert record["start"]["turn"] == 4 and record["actions"] == []
    g = steamlab.from_record(record)
    assert g == sc.state()
    g.apply(g.legal_actions()[0])
    again = steamlab.from_record(json.loads(json.dumps(g.to_record())))
    assert again == g and again.position() == g.position()


def test_scenario_from_a_game_in_progress():
    g = steamlab.new_game("age_of_steam", players=3, seed=4)
    for _ in range(12):
        g.apply(g.legal_actions()[0])
    sc = Scenario.from_state(g)
    assert sc.problems() == []
    h = sc.state()
    assert h.phase == g.phase and h.board.cubes == g.board.cubes and h.display == g.display


def _problems(edit) -> list[str]:
    sc = detroit_scenario()
    edit(sc)
    return sc.problems()


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda sc: sc.phase("banquet"), "phase must be one of"),
        (lambda sc: sc.phase("move", turn=40), "turn must be 1-10"),
        (lambda sc: sc.order(0, 0, 1), "order must list every seat"),
        (lambda sc: sc.player(1, locomotive=9), "players[1].locomotive must be a whole number 1 to 6"),
        (lambda sc: sc.player(1, cash=-5), "players[1].cash"),
        (lambda sc: sc.player(1, action="first_move"), "first_move is taken by two players"),
        (lambda sc: sc.player(1, action="teleport"), "is not an action tile"),
        (lambda sc: sc.cubes("Toledo", "red"), "cubes: M6 is not a city"),
        (lambda sc: sc.cubes("Chicago", "green"), "unknown colour"),
        (lambda sc: sc.cubes("Chicago", *["black"] * 17), "17 black cubes are in the position but the game has 16"),
        (lambda sc: sc.track("B5", "straight", 0, owner=1), "not joined to any city or town"),
        (lambda sc: sc.track("H6", "straight", 0, owner=1), "The “straight” tile on Chicago: no track may lie on a city"),
        (lambda sc: sc.track("E4", "straight", 0, owner=1), "The “straight” tile on La Crosse: only a town tile may lie on a town"),
        (lambda sc: sc.track("M7", "straight", 0, owner=5), "seat 5, who is not playing"),
        (lambda sc: sc.supply(1, "red", "red", "red", "red"), "holds at most 3 cubes"),
        (lambda sc: sc.new_city("Chicago", "A"), "is not a town"),
    ],
)
def test_consistency_checks_name_the_problem(edit, message):
    problems = _problems(edit)
    assert any(message in p for p in problems), problems


def test_mixed_owners_on_one_link_are_reported():
    sc = detroit_scenario()
    track = sc.pos["track"]
    m7 = next(t for t in track if t["at"] == "M7")
    m7["owners"] = [2]
    assert any("different owners" in p for p in sc.problems())


def test_an_inconsistent_scenario_is_refused_and_names_the_problem():
    sc = detroit_scenario().player(0, locomotive=0)
    with pytest.raises(ValueError, match="locomotive"):
        sc.state()
    record = detroit_scenario().to_record()
    record["start"]["players"][0]["locomotive"] = 0
    with pytest.raises(RecordError, match="start position: .*locomotive"):
        steamlab.from_record(record)


def test_age_of_steam_scenario_with_display_and_new_city():
    sc = Scenario("age_of_steam", players=3)
    sc.phase("build", turn=2).player(0, cash=20, shares=3, action="urbanization")
    sc.new_city("Toledo", "A").display("A", "red", "blue").display("light-1", "yellow")
    assert sc.problems() == []
    g = sc.state()
    assert g.board.is_city(g.map.find("Toledo")) and g.display["A"] == ["red", "blue"]
    assert g.bag.total() == 96 - 3 - sum(len(c) for c in g.board.cubes.values())
    assert "holds at most 2 cubes" in " ".join(Scenario("age_of_steam", players=3).display("B", "red", "red", "red").problems())
