"""Judgment calls of issue 12 item 5, one test each, re-read against seed 004 (docs/russian-railroads.md, 15-20).

Each docstring quotes the seed's words the decision rests on.
"""

from __future__ import annotations

from rr_helpers import in_play_seat, pass_until

from steamlab.games.russian_railroads.actions import Advance, Industry, Locomotive, Place, Reuse
from steamlab.games.russian_railroads.board import PlayerBoard
from steamlab.games.russian_railroads.data import rules_data
from steamlab.games.russian_railroads.scoring import end_bonus_points, final_items

DATA = rules_data()


def test_industry_markers_never_pass_each_other() -> None:
    """Kept. Token 3: "なお、2つのマーカーを同じマスに入れることはできない"; a step moves a marker one space
    ("工業マーカーを1マス進める"), so passing would mean entering the other marker's space."""
    g, p, b = in_play_seat()
    b.markers = [2, 1]  # the second marker right behind the first
    g.changed()
    g.apply(Place("industry_1"))
    assert g.legal_actions() == [Industry(0)]  # the marker behind may not jump over the one ahead
    g.apply(Industry(0))
    assert b.markers == [3, 1]


def test_doubler_space_needs_a_doubler_own_engineer_4_gives_its_vp() -> None:
    """Kept. Seed, プレイ: "選んだアクションは完全に実行できるものでなければいけない" (board actions, public engineers);
    engineers: "アクションを完全に実行できないとしても、技術者タイルのアクションは実行できる". The FAQ's "ストックに×2トークン
    がないなら、×2トークンを得るアクションを実行しても獲得できない" then speaks of the actions that may run short: a hired
    engineer 4 with an empty stock gives its 3 VP and no doubler; the board's doubler space cannot be chosen."""
    g, p, b = in_play_seat()
    g.doubler_stock = 0
    b.engineers = [4]
    g.changed()
    assert "in full" in (g.why_illegal(Place("doubler")) or "")
    vp = b.total_vp
    g.apply(Place("engineer_4"))
    assert b.doublers == 0 and b.total_vp == vp + 3 and g.doubler_stock == 0


def _board(engineers: list[int], end_bonus: list[int]) -> PlayerBoard:
    b = PlayerBoard.new(DATA, workers=5, rubles=1)
    b.engineers, b.end_bonus = engineers, end_bonus
    return b


def test_end_card_9_alone_counts_as_one_engineer_for_the_majority() -> None:
    """Kept. End card 9: "このカードは技術者タイル1枚としてカウントされる"; the note "技術者タイルを持っていない
    プレイヤーは...得ることはできません" leaves out a player the card counts as holding one. With no number on the
    card, a tie goes to the player holding a numbered engineer ("より大きい番号の技術者タイルを持っているプレイヤー")."""
    alone, nobody = _board([], [9]), _board([], [])
    assert [items[-1].points for items in final_items(DATA, [alone, nobody])] == [40, 0]
    numbered = _board([2], [])
    assert [items[-1].points for items in final_items(DATA, [alone, numbered])] == [20, 40]


def test_end_card_10_counts_engineer_1() -> None:
    """Kept. End card 10: "自分が雇用した技術者タイル1枚につき勝利点6点" with the one exception named in its own
    brackets (end card 9). Engineer #1 (bonus card 2) is an engineer tile its owner uses like a hired one."""
    assert end_bonus_points(DATA, _board([1, 7], []), 10) == 12


def test_displaced_locomotive_may_take_the_trans_siberian_second_slot() -> None:
    """Kept. "シベリア横断鉄道には機関車タイルを2個まで置くことができます"; the displaced tile moves on by the same
    placement rule (a free slot, or over a lower number). Every railway holds one, so it need not fill an empty one."""
    g, p, b = in_play_seat()
    b.locos = [[5], [1], [2]]
    g.supply = [0, 0, 0, 1] + [0] * 6  # one #3
    g.changed()
    g.apply(Place("locomotive_1"))
    g.apply(Locomotive("kiev", 2))  # the #3 pushes Kiev's #2 out
    assert Locomotive("trans_siberian", 0) in g.legal_actions()  # beside the larger #5
    g.apply(Locomotive("trans_siberian", 0))
    assert sorted(b.locos[0]) == [2, 5] and b.reach(0) == 7


def test_reuse_counts_only_the_players_own_pieces_on_the_bottom_space() -> None:
    """Changed. FAQ アクションスペース再使用: "自分のワーカー1個もしくは自分のルーブルが1個だけ置かれている
    アクションスペース" -- it counts the player's own pieces. The bottom rail space, the only one several players
    share, stays reusable for a player with one worker there after another player also used it."""
    g, p, b = in_play_seat()
    b.engineers = [8]
    b.unlocked[1] = True
    g.changed()
    g.apply(Place("black_or_grey"))
    g.apply(Advance("kiev", "black"))
    q = g.current_player
    g.apply(Place("black_or_grey"))  # the next player uses the same space
    g.apply(Advance("kiev", "black"))
    pass_until(g, p)
    g.apply(Place("engineer_8"))
    assert Reuse("black_or_grey") in g.legal_actions()
    g.apply(Reuse("black_or_grey"))
    g.apply(Advance("kiev", "black"))
    assert b.rails[2][0] == 3 and g.boards[q].rails[2][0] == 2
