"""Issue 13, the Python API's edges: out-of-range arguments are ScenarioErrors, never silent edits."""

import copy

import pytest

import steamlab
from steamlab.core.errors import ScenarioError, SteamlabError
from steamlab.scenarios.analysis import analyse
from steamlab.scenarios.builder import Scenario
from steamlab.scenarios.rr_builder import RRScenario


def steam():
    return Scenario("steam", rules="standard", players=3)


def test_scenario_errors_are_steamlab_and_value_errors():
    assert issubclass(ScenarioError, SteamlabError) and issubclass(ScenarioError, ValueError)


@pytest.mark.parametrize("playouts", [0, -3, 1.5, True, "10"])
def test_analyse_refuses_a_playout_count_that_is_not_positive(playouts):
    rec = steamlab.new_game("steam", players=3, seed=1).to_record()
    with pytest.raises(ScenarioError, match="playouts is a whole number"):
        analyse(rec, playouts=playouts, mode="serial")


def test_analyse_refuses_an_unknown_bot_and_a_non_action_candidate():
    rec = steamlab.new_game("steam", players=3, seed=1).to_record()
    with pytest.raises(ScenarioError, match="unknown bot"):
        analyse(rec, playouts=1, bot="nope", mode="serial")
    with pytest.raises(ScenarioError, match="a candidate is an action"):
        analyse(rec, playouts=1, candidates=["raise"], mode="serial")


@pytest.mark.parametrize("seat", [9, 3, -1, True, "0"])
def test_player_refuses_a_seat_not_in_the_game(seat):
    sc = steam()
    before = copy.deepcopy(sc.pos)
    with pytest.raises(ScenarioError, match="there is no seat"):
        sc.player(seat, cash=5)
    assert sc.pos == before


def test_player_refuses_an_unknown_field():
    sc = steam()
    with pytest.raises(ScenarioError, match="unknown field"):
        sc.player(0, gold=5)


def test_cubes_on_a_city_that_does_not_exist_is_refused():
    sc = steam()
    before = copy.deepcopy(sc.pos)
    with pytest.raises(ScenarioError, match="no town, city or hex called 'Atlantis'"):
        sc.cubes("Atlantis", "red")
    assert sc.pos == before


@pytest.mark.parametrize("space", [0, -1, 13, 99])
def test_supply_refuses_a_space_off_the_chart(space):
    sc = steam()
    before = copy.deepcopy(sc.pos)
    with pytest.raises(ScenarioError, match="is not one of the goods supply spaces 1-12"):
        sc.supply(space, "red")
    assert sc.pos == before


def test_display_refuses_an_unknown_column_and_steam_has_none():
    aos = Scenario("age_of_steam", players=3)
    with pytest.raises(ScenarioError, match="is not a goods display column"):
        aos.display("light-9", "red")
    aos.display("A", "red")
    with pytest.raises(ScenarioError, match="has no goods display"):
        steam().display("light-1", "red")


def test_track_refuses_a_bad_hex_tile_or_rotation():
    sc = steam()
    with pytest.raises(ScenarioError, match="no town, city or hex"):
        sc.track("Z99", "straight")
    with pytest.raises(ScenarioError, match="there is no Steam tile"):
        sc.track("K10", "banana")
    with pytest.raises(ScenarioError, match="rotation is 0-5"):
        sc.track("K10", "straight", rotation=7)


@pytest.mark.parametrize("slot", [0, 6, -1])
def test_rr_factory_refuses_a_slot_off_the_board(slot):
    sc = RRScenario(players=3)
    before = copy.deepcopy(sc.pos)
    with pytest.raises(ScenarioError, match="slot is 1-5"):
        sc.factory(0, 5, slot=slot)
    assert sc.pos == before


def test_rr_seat_out_of_range_is_a_scenario_error():
    with pytest.raises(ScenarioError, match="there is no seat 7"):
        RRScenario(players=3).rubles(7, 3)


def test_load_position_problems_are_scenario_errors():
    sc = steam()
    sc.pos["order"] = [0, 0, 0]
    with pytest.raises(ScenarioError, match="order must list every seat"):
        sc.state()
