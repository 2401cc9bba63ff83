"""Rules corrections of issue 12 (items 1-3), each written from seed 004's words.

Every test quotes the seed (section, then the words) and sets up the position
the issue names: the action, and the result the seed expects.
"""

from __future__ import annotations

import pytest
from rr_helpers import in_play, in_play_seat

from steamlab.core.errors import SteamlabError
from steamlab.games.russian_railroads import resolve, spaces
from steamlab.games.russian_railroads.actions import Advance, Factory, Industry, Locomotive, MoveWorker, Pass, Place, Scrap
from steamlab.games.russian_railroads.board import PlayerBoard
from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.games.russian_railroads.tasks import Task

ALL = [True] * 5


def engineer_3_position() -> tuple[RussianRailroadsState, int, PlayerBoard, str]:
    """The position of engineer 3's corrections: Trans-Siberian black 3, grey 2, grey unlocked, the other railways
    black 1; the game, the player to act, their board and the public engineer 3's space."""
    g, p, b = in_play_seat()
    b.unlocked[1] = True
    b.rails[0][:2] = [3, 2]
    return g, p, b, public(g, 3)


def public(g: RussianRailroadsState, number: int) -> str:
    """Put engineer ``number`` on the left public slot; its space id."""
    g.engineer_slots[-3] = number
    g.changed()
    return f"engineer_{number}"


def packed(g: RussianRailroadsState, player: int) -> None:
    """Every colour unlocked and every rail packed behind the one ahead, but Kiev's black one short of the end.

    Black alone can step (Kiev 8 -> 9); only that step makes room for grey on Kiev.
    """
    b = g.boards[player]
    b.unlocked = list(ALL)
    b.rails = [[15, 14, 13, 12, 11], [9, 8, 7, 6, 0], [8, 7, 6, 0, 0]]
    g.changed()


# -- item 1: "can it be done in full" searches the orders of the steps ------------------------------------------


def test_engineer_3_black_then_grey_is_complete() -> None:
    """Seed 004, 技術者タイルの詳細: "線路コマや工業マーカーを進めるアクションを実行する際は、任意の順番で進めることができます"
    (rails may be advanced in any order); 3: "黒の線路コマと灰色の線路コマをそれぞれ1マスずつ進める".

    Position: Trans-Siberian black 3, grey 2, grey unlocked; the other railways black 1 (grey cannot enter).
    Action: the public engineer 3. Expected: allowed; black 3 -> 4 then grey 2 -> 3 completes it.
    """
    g, p, b, sid = engineer_3_position()
    assert g.why_illegal(Place(sid)) is None
    g.apply(Place(sid))
    assert Advance("trans_siberian", "grey") not in g.legal_actions()  # grey first would strand nothing: no room yet
    g.apply(Advance("trans_siberian", "black"))
    g.apply(Advance("trans_siberian", "grey"))
    assert b.rails[0][:2] == [4, 3] and not g.pending and g.current_player != p


def test_engineer_13_grey_then_brown_is_complete() -> None:
    """Seed 004, 技術者タイルの詳細 13: "灰色の線路コマと茶色の線路コマをそれぞれ1マスずつ進める", in any order.

    Position: Trans-Siberian black 7, grey 3, brown 2 (brown stands right behind grey). Expected: allowed.
    """
    g = in_play()
    b = g.boards[g.current_player]
    b.unlocked[:3] = [True, True, True]
    b.rails[0][:3] = [7, 3, 2]
    assert g.why_illegal(Place(public(g, 13))) is None


def test_engineer_11_black_then_any_is_complete() -> None:
    """Seed 004, 技術者タイルの詳細 11: "任意の色の線路コマと黒の線路コマを1マスずつ進める", in any order.

    Position: every rail packed, Kiev black one short of the end. Black to Kiev 9 makes room for grey on Kiev.
    """
    g = in_play()
    packed(g, g.current_player)
    assert g.why_illegal(Place(public(g, 11))) is None


def test_any_2_black_then_grey_is_complete() -> None:
    """Seed 004, 特殊なアクションスペース: "任意の線路コマを2マス分進めることができます" (the 1 worker + 1 ruble space).

    Same packed position: black Kiev 8 -> 9, then grey Kiev 7 -> 8. Expected: allowed and carried out.
    """
    g = in_play()
    p = g.current_player
    packed(g, p)
    assert g.why_illegal(Place("any_2")) is None
    g.apply(Place("any_2"))
    assert g.legal_actions() == [Advance("kiev", "black")]  # grey is not offered before black made room
    g.apply(Advance("kiev", "black"))
    g.apply(Advance("kiev", "grey"))
    assert g.boards[p].rails[2][:2] == [9, 8] and not g.pending


def test_any_2_is_still_refused_when_no_order_completes_it() -> None:
    """Seed 004, プレイ: "選んだアクションは完全に実行できるものでなければいけない". Packed, Kiev black at the end too."""
    g = in_play()
    p = g.current_player
    packed(g, p)
    g.boards[p].rails[2][:3] = [9, 8, 6]
    g.changed()  # one brown step on Kiev (Kiev takes no natural), nothing else: any_2 cannot be done in full
    assert "in full" in (g.why_illegal(Place("any_2")) or "")


def test_factory_7_fires_when_black_makes_room() -> None:
    """Seed 004, 工業トラックの隙間: "能力によって発生するアクションを完全に実行できない場合はその効果は失われます";
    factory 7: "任意の色の線路コマを2マス分進める". Packed position: black then grey completes it, so it fires.
    """
    g = in_play()
    p = g.current_player
    packed(g, p)
    b = g.boards[p]
    b.factories = [7]
    b.markers = [4]
    g.changed()
    g.apply(Place("industry_1"))
    g.apply(Industry(0))  # onto factory 7
    assert Advance("kiev", "black") in g.legal_actions()
    g.apply(Advance("kiev", "black"))
    g.apply(Advance("kiev", "grey"))
    assert b.rails[2][:2] == [9, 8]


def test_reuse_and_turn_order_worker_are_offered_engineer_3() -> None:
    """Seed 004, アクションスペース再使用 / ワーカーの再利用: the spaces offered are judged like a placement, by the same rule."""
    g, p, b, sid = engineer_3_position()
    assert sid in spaces.move_candidates(g, p)
    g.occupied[sid] = [(p, "w")]
    g.changed()
    assert sid in spaces.reuse_candidates(g, p)


# -- item 2: the combined locomotive-and-factory space -----------------------------------------------------------


def one_nine_left(g: RussianRailroadsState, player: int) -> None:
    """The supply holds one #9 and nothing else; nothing beside the supply; every railway has a locomotive."""
    g.supply = [0] * 9 + [1]
    g.pool = []
    g.boards[player].locos = [[5], [3], [4]]
    g.changed()


def test_combined_space_locomotive_first_then_the_scrapped_tile_as_factory() -> None:
    """Seed 004, FAQ 機関車アクションと工場アクションの複合アクション: "機関車アクションを先に実行して、自分の機関車タイルを
    工場タイルとしてストックに戻し、その後工場アクションによってストックに戻した工場タイルを取る、というようなプレイが可能です".

    Position: one #9 left, every railway holding a locomotive (the Trans-Siberian's second slot free). Expected:
    allowed; #9 replaces the #3, the #3 is scrapped beside the supply and becomes the factory.
    """
    g = in_play()
    p = g.current_player
    one_nine_left(g, p)
    assert g.why_illegal(Place("locomotive_and_factory")) is None
    g.apply(Place("locomotive_and_factory"))
    assert not any(isinstance(a, Factory) for a in g.legal_actions())  # the #9 as a factory would leave no locomotive
    assert Locomotive("trans_siberian", 0) not in g.legal_actions()  # no tile displaced: no factory could follow
    g.apply(Locomotive("st_petersburg", 3))
    assert g.legal_actions() == [Scrap()]  # the #3 in the free slot would leave nothing to build: it is scrapped
    g.apply(Scrap())
    assert g.legal_actions() == [Factory(3, 1)]
    g.apply(Factory(3, 1))
    b = g.boards[p]
    assert b.locos == [[5], [9], [4]] and b.factories == [3] and g.pool == [] and not g.pending


def test_combined_space_refused_only_without_a_locomotive() -> None:
    """Seed 004, FAQ: "ストックに機関車タイルが残っていない場合は、アクションを完全に実行できないため、
    このアクションスペースを使用することはできません" -- even with factories beside the supply."""
    g = in_play()
    g.supply = [0] * 10
    g.pool = [3, 4]
    g.changed()
    assert "in full" in (g.why_illegal(Place("locomotive_and_factory")) or "")


def test_combined_space_never_takes_the_last_locomotive_as_factory_first() -> None:
    """Seed 004, FAQ: "任意の順番でアクションを実行できます"; "3番のタイルが残り1枚のとき、3番のタイルを機関車タイルとして
    取るか、工場タイルとして取るかを選べます" -- a choice, never both halves from one tile.

    Position: one #9 in the supply, a #2 beside it, Kiev without a locomotive. Factory from the stack first would
    leave the locomotive half undone: not offered. The #2 as factory, then the #9 as locomotive: complete.
    """
    g = in_play()
    p = g.current_player
    g.supply = [0] * 9 + [1]
    g.pool = [2]
    g.boards[p].locos = [[1], [3], []]
    g.changed()
    g.apply(Place("locomotive_and_factory"))
    acts = g.legal_actions()
    assert Factory(0, 1) not in acts and Factory(2, 1) in acts
    assert "impossible to finish" in (g.why_illegal(Factory(0, 1)) or "")
    g.apply(Factory(2, 1))
    g.apply(Locomotive("kiev", 0))
    assert g.boards[p].locos[2] == [9] and g.boards[p].factories == [2] and not g.pending


def test_a_task_dropped_without_being_done_raises() -> None:
    """No task may be dropped silently: a compulsory task with no legal decision is an engine error, not a skip."""
    g = in_play()
    p = g.current_player
    g.boards[p].rails = [[15, 0, 0, 0, 0], [9, 0, 0, 0, 0], [9, 0, 0, 0, 0]]
    g.pending.append(Task("rails", p, 99, steps=(frozenset({0}),)))
    with pytest.raises(SteamlabError, match="dropped"):
        resolve.settle(g)


# -- item 3: a ruble on a turn-order space is swapped for a worker -----------------------------------------------


def test_ruble_on_turn_order_space_is_swapped_for_a_worker() -> None:
    """Seed 004, 手番の変更方法 補足: "手番順アクションスペースにワーカーではなくルーブルを置いてアクションを実行することも
    できます。その場合、...アクション実行後はルーブルと自分の他のワーカーが交換されます".

    Position: the 2nd player, workers 5, rubles 1, pays turn-order space 1 with the ruble. Expected: 4 workers, 1 ruble.
    """
    g = in_play(players=4, seed=2)
    g.apply(Pass())
    p = g.current_player
    b = g.boards[p]
    assert (b.workers_free, b.rubles) == (5, 1)
    g.apply(Place("turn_order_1", rubles=1))
    assert (b.workers_free, b.rubles) == (4, 1)
    assert g.occupied["turn_order_1"] == [(p, "w")]
    while g.phase == "play":
        g.apply(Pass())
    g.apply(MoveWorker("doubler"))  # the swapped worker is the one that moves
    assert g.boards[p].doublers == 1 and g.round == 2


def test_combined_space_refused_when_no_order_completes_both_halves() -> None:
    """Seed 004, プレイ: "選んだアクションは完全に実行できるものでなければいけない" (decision 14).

    One #9 left, nothing beside the supply, Kiev without a locomotive: the #9 must fill Kiev (or displace a tile
    that must then fill Kiev), so no tile is ever left for the factory half. Refused before it starts.
    """
    g = in_play()
    p = g.current_player
    g.supply = [0] * 9 + [1]
    g.pool = []
    g.boards[p].locos = [[1], [3], []]
    g.changed()
    assert "in full" in (g.why_illegal(Place("locomotive_and_factory")) or "")
    assert g.why_illegal(Place("locomotive_1")) is None  # the single locomotive-or-factory space stays open
