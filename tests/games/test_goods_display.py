"""Age of Steam's goods display has boxes: seed 001 ■商品補充 (goods growth).

* Production: "商品表の任意の空きマスに商品を配置する" -- the drawn cube goes in *any empty box*
  of the display, which the player chooses.
* Dice: "出目に対応する数字の1stの商品がボード上に配置される。1stの商品がない場合は2ndを、2ndが
  ない場合は3rdの商品を置く" -- a die takes the cube of the 1st box, else the 2nd, else the 3rd.
"""

from __future__ import annotations

import pytest

import steamlab
from steamlab.games.rails.actions import DrawCubes, Produce, RollDice


def at_production(players: int = 3, g=None):
    """An Age of Steam game in goods growth, Production held by seat 0, nothing drawn yet."""
    if g is None:
        g = steamlab.new_game("age_of_steam", players=players, seed=0)
        g.auto_chance = False
    g.seats[0].action = "production"
    g.phase, g.growth_step = "growth", "draw"
    g._legal_cache = None
    return g


def test_a_produced_cube_fills_the_chosen_empty_box_and_leaves_first():
    g = at_production()
    chicago = g.map.find("Chicago")
    first, second, third = g.display["light-1"]
    g._grow(RollDice((1, 5, 6), (2, 3, 4)))  # last turn's dice emptied the 1st box of light-1
    assert g.display["light-1"] == [None, second, third]
    assert g.board.cubes[chicago][-1] == first
    at_production(g=g)
    g.apply(DrawCubes(("yellow", "purple")))
    assert Produce("light-1", 1) in g.legal_actions()
    assert Produce("light-1", 2) not in g.legal_actions()  # box 2 is full
    g.apply(Produce("light-1", 1))
    assert g.display["light-1"] == ["yellow", second, third]
    g.apply(next(a for a in g.legal_actions() if isinstance(a, Produce)))
    before = len(g.board.cubes[chicago])
    g._grow(RollDice((1, 5, 6), (2, 3, 4)))
    assert g.board.cubes[chicago][before:] == ["yellow"]  # the 1st box goes first, not the older 2nd cube
    assert g.display["light-1"] == [None, second, third]


def test_dice_take_the_first_box_then_the_second_then_the_third():
    g = at_production()
    g.display["light-2"] = [None, "red", None]
    g.display["light-3"] = [None, None, "blue"]
    stl, light3 = g.map.find("St. Louis"), g.column_city("light-3")
    n_stl, n3 = len(g.board.cubes.get(stl, [])), len(g.board.cubes.get(light3, []))
    g._grow(RollDice((2, 2, 3), (4, 5, 6)))
    assert g.board.cubes[stl][n_stl:] == ["red"]  # a second 2 finds the column empty: nothing more
    assert g.board.cubes[light3][n3:] == ["blue"]
    assert g.display["light-2"] == [None, None, None] and g.display["light-3"] == [None, None, None]


def test_produce_refuses_a_full_box_with_the_rule():
    g = at_production()
    g.bag[g.display["dark-1"][0]] += 1  # the cube of dark-1's 1st box back to the bag: the box is empty
    g.display["dark-1"][0] = None
    g.apply(DrawCubes(("yellow", "purple")))
    reason = g.why_illegal(Produce("light-1", 1))
    assert reason is not None and "empty box" in reason


def test_positions_keep_empty_boxes():
    g = at_production()
    g.display["dark-4"] = [None, "red", "black"]
    pos = g.position()
    assert pos["display"]["dark-4"] == [None, "red", "black"]
    h = steamlab.new_game("age_of_steam", players=3, seed=0)
    fresh = h.__class__(players=3, map_name="rust_belt", seed=0)
    fresh.load_position(pos)
    assert fresh.display["dark-4"] == [None, "red", "black"]
    assert fresh.conservation()["cubes"][0] == fresh.conservation()["cubes"][1]


@pytest.mark.parametrize("column", ["light-1", "A"])
def test_the_map_says_how_many_boxes_a_column_has(column):
    g = at_production()
    assert len(g.display[column]) == g.map.goods_display.boxes(column)
