"""The helpers of lessons 14-19 (steamlab/course/rails_*.py): engine numbers, both languages, bad input refused."""

from __future__ import annotations

import doctest
import types

import pytest

import steamlab
from steamlab.core.errors import IllegalAction, ScenarioError
from steamlab.course import rails_growth, rails_play, rails_round
from steamlab.course.exercises import Exercise, ExerciseWidget
from steamlab.course.lessons import (
    action_tiles,
    capital_and_shares,
    first_game,
    goods_growth,
    locomotives_and_the_round,
    urbanization_and_track_changes,
)
from steamlab.games.rails.actions import Build, ChooseAction, CityGrowth

MODULES = [rails_play, rails_growth, rails_round, action_tiles, urbanization_and_track_changes]
"""The modules with doctests (the lessons' modules of 15-19 have none: their exercises are tested below)."""


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_doctests(module: types.ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


# -- lesson 14 ------------------------------------------------------------------------------
def test_base_game_tile_costs_follow_the_locomotive_level() -> None:
    rows = {line.split()[1]: line.split()[-2:] for line in action_tiles.steam_tiles_table(locomotive=4).splitlines()[2:]}
    assert rows["Locomotive"] == ["$9", "$0"]  # $4 + the new level 5; free in the standard game
    assert rows["City"] == ["$2", "$0"] and rows["Urbanization"] == ["$6", "$0"]


def test_selection_offers_only_what_the_player_may_take_and_orders_the_phases() -> None:
    g = action_tiles.selection_game(0)
    story = action_tiles.select(g, action_tiles.SELECTION)
    second = story.splitlines()[3]
    assert second.split()[3:8] == ["1", "2", "3", "4", "5"]  # no 6 (taken), no 7 (Urbanization: $5 cannot pay $6)
    assert second.split()[8:10] == ["First", "Move"]
    assert action_tiles.build_order(g) == [2, 0, 1]  # First Build holder (Player 3) first
    assert action_tiles.move_order(g) == [1, 0, 2]  # First Move holder (Player 2) first
    assert "プレイヤー 3 (シアン)" in action_tiles.orders_table(g, "ja")


def test_a_taken_tile_is_refused_and_nothing_changes() -> None:
    g = action_tiles.selection_game(1)
    before = g.position()
    with pytest.raises(IllegalAction):
        action_tiles.select(g, ["locomotive"])
    assert g.position() == before


def test_orders_need_the_build_phase() -> None:
    with pytest.raises(ValueError, match="actions phase, not build"):
        action_tiles.build_order(action_tiles.selection_game(0))


# -- positions ------------------------------------------------------------------------------
def test_a_bad_position_is_refused_with_the_field() -> None:
    with pytest.raises(ScenarioError):
        rails_play.start("steam", "base", rails_play.position("steam", "actions", [{"cash": -5}, {}, {}],
                                                              order=[0, 0, 1]))  # fmt: skip


# -- lessons 16 and 17 ------------------------------------------------------------------------
def test_urbanization_replaces_the_town_and_brings_the_supply_space() -> None:
    g = urbanization_and_track_changes.urbanize_game()
    story = rails_growth.play(g, [rails_growth.Urbanize("C3", "B"), rails_growth.UrbanizeSupply(2)])
    assert "Ivybridge (new city B)  -       yellow, purple" in story
    assert g.supply[1] == [] and g.board.is_city(g.map.find("C3"))


def test_city_growth_refuses_a_printed_marker_and_changes_nothing() -> None:
    g = goods_growth.city_growth_game()
    assert "illegal" in rails_growth.judge(g, [CityGrowth("E7", 1)])
    before = g.position()
    with pytest.raises(IllegalAction):
        g.apply(CityGrowth("E7", 1))
    assert g.position() == before


def test_dice_take_the_first_cube_then_the_next() -> None:
    g = rails_growth.growth_game([{}, {}, {}], {"light-3": ["red", "blue"], "dark-6": ["purple"]})
    got = rails_growth.dice_arrivals(g, (3, 3, 3), (6, 6, 4))
    assert got["Carlow"][:2] == ["red", "blue"]  # two 3s take both cubes, the third finds none
    assert len(got["Carlow"]) == 3  # dark 4 feeds Carlow too
    assert got["Ashford"] == ["purple"]
    assert g.growth_step == "dice"  # the lesson's game is untouched: a copy rolled


def test_dice_before_production_is_refused() -> None:
    g = rails_growth.growth_game([{"action": "production"}, {}, {}])
    with pytest.raises(ValueError, match="Production"):
        rails_growth.dice_arrivals(g, (1, 1, 1), (1, 1, 1))


def test_redirect_and_improve_prices_and_the_owner_rule() -> None:
    assert urbanization_and_track_changes.change_cost("age_of_steam", Build("E5", "gentle", 0)) == 2
    assert urbanization_and_track_changes.change_cost("steam", Build("C3", "town_3_star", 1)) == 4  # 3 exits + town, no terrain
    with pytest.raises(ValueError, match="illegal"):
        urbanization_and_track_changes.change_cost("steam", Build("E5", "gentle", 0), player=1)


# -- lessons 15, 18, 19 --------------------------------------------------------------------------
def test_upkeep_and_expenses_per_level() -> None:
    assert [rails_round.upkeep("steam", "standard", n) for n in (1, 6)] == [1, 6]
    assert rails_round.upkeep("steam", "base", 6) == 0
    assert rails_round.upkeep("age_of_steam", None, 2) == 2


def test_capital_table_starts_at_the_first_turn_minimum() -> None:
    g = rails_round.position_game("steam", "standard", "capital", [{}, {}, {}], turn=1)
    assert isinstance(g, steamlab.games.steam.game.SteamGame)
    first = rails_round.capital_table(g).splitlines()[2].split()
    assert first[:2] == ["2", "$10"]


def test_a_round_is_played_phase_by_phase_in_both_languages() -> None:
    g = steamlab.new_game("steam", players=3, map="tutorial", rules="base", seed=2)
    table = rails_round.play_round(g, rails_round.bots(g), "ja")
    assert g.turn == 2 and "アクション選択" in table and "プレイヤー 1 (オレンジ)" in table
    lines = table.splitlines()
    assert len(lines) == 6  # header, rule, start, action selection, build, the rest of the turn
    assert lines[-1].startswith("商品輸送、収入、手番順決定")  # income and turn order pass without a decision


# -- exercises ------------------------------------------------------------------------------------
def _all_exercises() -> list[Exercise]:
    g = steamlab.new_game("steam", players=3, map="tutorial", rules="base", seed=3)
    rails_round.play_game(g, rails_round.bots(g))
    return [*action_tiles.lesson_14(), *capital_and_shares.lesson_15(), *urbanization_and_track_changes.lesson_16(),
            *goods_growth.lesson_17(), *locomotives_and_the_round.lesson_18(), *first_game.lesson_19(g)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_exercise_takes_a_right_and_a_wrong_answer(lang: str) -> None:
    found = _all_exercises()
    assert len(found) == 3 + 3 + 4 + 3 + 4 + 2
    for e in found:
        w = ExerciseWidget(e, lang)
        w.answer(w.right_answer())
        right = w.submit()
        w.answer(w.wrong_answer())
        wrong = w.submit()
        assert right.correct and not wrong.correct, e.question["en"]
        assert right.explanation == wrong.explanation != "", e.question["en"]


def test_lesson_19_needs_a_finished_game() -> None:
    with pytest.raises(ValueError, match="finished"):
        first_game.lesson_19(steamlab.new_game("steam", players=3, map="tutorial", rules="base", seed=3))


def test_an_illegal_choice_in_the_lesson_position_is_explained() -> None:
    g = action_tiles.selection_game(1)
    assert g.why_illegal(ChooseAction("locomotive")) is not None
