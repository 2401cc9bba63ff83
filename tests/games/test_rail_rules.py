"""Whole-game rules of Steam and Age of Steam, against numbers worked out from the seeds."""

from __future__ import annotations

import pytest

import steamlab
from steamlab.core.errors import IllegalAction
from steamlab.games.age_of_steam.game import income_reduction, link_tiles
from steamlab.games.rails.actions import (
    Bid,
    ChooseAction,
    DropOut,
    EndBuild,
    FreePass,
    IssueShares,
    PassMove,
    RaiseCapital,
    RollDice,
    TakePoints,
    UpgradeLocomotive,
)
from steamlab.games.rails.auction import Auction, age_of_steam_payments, steam_payments
from steamlab.games.rails.sample import lay_link


def steam(rules="standard", players=4, seed=0):
    return steamlab.new_game("steam", players=players, rules=rules, seed=seed)


def aos(players=4, seed=0):
    return steamlab.new_game("age_of_steam", players=players, seed=seed)


# -- auctions ---------------------------------------------------------------------------
def run_auction(order, script, free=()):
    a = Auction.start(order, set(free))
    for step in script:
        if step == "drop":
            a.drop()
        elif step == "pass":
            a.free_pass()
        else:
            a.bid(step)
    assert a.done
    return a


def test_steam_auction_payments_five_players():
    # bids: 0 bids 1, 1 bids 2, 2 bids 3, 3 drops, 4 drops, 0 bids 5, 1 drops, 2 drops
    a = run_auction([0, 1, 2, 3, 4], [1, 2, 3, "drop", "drop", 5, "drop", "drop"])
    assert a.places == [0, 2, 1, 4, 3]
    # 1st and 2nd pay in full, the last nothing, the others half rounded up (seed 002)
    assert steam_payments(a) == {0: 5, 2: 3, 1: 1, 4: 0, 3: 0}


def test_age_of_steam_auction_payments_follow_seed_001():
    a = run_auction([0, 1, 2, 3], [1, 2, 3, "drop", 5, "drop", "drop"])
    assert a.places == [0, 2, 1, 3] and a.dropped == [3, 1, 2]
    # first out pays nothing; later drop-outs half their last bid rounded up; winner in full
    assert age_of_steam_payments(a) == {0: 5, 2: 2, 1: 1, 3: 0}


def test_turn_order_action_gives_one_pass_without_dropping_out():
    a = Auction.start([0, 1, 2], {1})
    a.bid(4)
    assert a.bidder == 1
    a.free_pass()  # player 1 stays in without bidding
    assert a.bidder == 2 and 1 not in a.passes and a.remaining == [0, 1, 2]
    a.drop()
    assert a.bidder == 1  # the pass is spent: bid or drop now
    a.drop()
    assert a.done and a.places == [0, 1, 2]


def test_steam_standard_auction_in_a_game():
    g = steam()
    for _ in list(g.order):
        g.apply(RaiseCapital(2))  # $10 each: the least in turn 1
    assert g.phase == "auction"
    first, second, third, fourth = g.order
    assert g.current_player == first
    with pytest.raises(IllegalAction, match="cannot bid \\$11"):
        g.apply(Bid(11))
    g.apply(Bid(3))
    assert g.why_illegal(Bid(3)) == "A bid must be higher than the current $3."
    g.apply(DropOut())  # second drops: last place
    g.apply(Bid(4))  # third
    g.apply(DropOut())  # fourth: 3rd place
    g.apply(DropOut())  # first drops: 2nd place, pays full 3
    assert g.phase == "actions"
    assert g.order == [third, first, fourth, second]
    cash = {p: g.seats[p].cash for p in g.order}
    assert cash == {third: 6, first: 7, fourth: 10, second: 10}


# -- capital, shortfall, bankruptcy -----------------------------------------------------------
def test_standard_capital_only_in_phase_one_and_ten_dollars_in_turn_one():
    g = steam()
    assert "at least $10" in g.why_illegal(RaiseCapital(1))
    g.apply(RaiseCapital(3))
    p = g.order[0]
    assert (g.seats[p].cash, g.seats[p].income) == (15, -3)
    b = steam("base")
    assert RaiseCapital(1) in b.legal_actions()  # base game: any time


def test_standard_shortfall_vp_then_income_then_bankrupt():
    g = steam()
    p = 0
    seat = g.seats[p]
    seat.cash, seat.vp, seat.income, seat.locomotive = 1, 2, -9, 3
    # owes 9 (income) + 3 (maintenance) = 12; pays $1; short 11: 2 VP ($4), then income -9 -> -10 ($2), bankrupt
    g._settle_debt(p, 12)
    assert seat.out and seat.cash == 0 and seat.vp == 0 and seat.income == -10


def test_standard_shortfall_odd_amount_returns_one_dollar():
    g = steam()
    seat = g.seats[0]
    seat.cash, seat.vp, seat.income = 0, 5, 0
    start_paid = g.paid_out
    g._settle_debt(0, 3)  # $3 short: 2 VP make $4, $1 back
    assert (seat.vp, seat.cash, g.paid_out - start_paid) == (3, 1, 1)


def test_base_negative_income_borrows_then_costs_vp():
    g = steam("base")
    seat = g.seats[0]
    seat.cash, seat.income, seat.vp = 2, -9, 0
    cash_before = seat.cash
    g._income(0)  # owes 9: pays 2, borrows $5 (income -10), pays 5, still short 2 -> 2 VP
    assert seat.income == -10 and seat.vp == -2
    assert seat.cash == cash_before - 2 + 5 - 5


def test_age_of_steam_income_reduction_table():
    table = steamlab.new_game("age_of_steam", players=3).data["income_reduction"]
    assert [income_reduction(i, table) for i in (0, 10, 11, 20, 21, 30, 31, 40, 41, 49, 50, 60)] == [
        0, 0, 2, 2, 4, 4, 6, 6, 8, 8, 10, 10]  # fmt: skip


def test_age_of_steam_expenses_lower_income_then_eliminate():
    g = aos()
    seat = g.seats[1]
    seat.cash, seat.income, seat.shares, seat.locomotive = 3, 12, 4, 2
    g.phase = "income"
    g._begin_income()  # +12 income -> $15; pays 4 + 2 = 6 -> $9; reduction for 12: -2
    assert (seat.cash, seat.income, seat.out) == (9, 10, False)
    seat.cash, seat.income, seat.shares, seat.locomotive = 0, -5, 6, 1
    g._begin_income()  # owes 5 + 6 + 1 = 12 with $0: income -5 - 12 < -10: eliminated
    assert seat.out


def test_issue_shares_in_turn_order():
    g = aos()
    p = g.current_player
    g.apply(IssueShares(3))
    assert (g.seats[p].cash, g.seats[p].shares) == (25, 5)
    assert IssueShares(14) not in g.legal_actions()  # at most 15 shares


# -- goods growth --------------------------------------------------------------------------
def test_age_of_steam_dice_move_the_top_cube_of_each_column():
    g = aos(players=3)
    chicago = g.map.find("Chicago")
    top = g.display["light-1"][0]
    before = list(g.board.cubes[chicago])
    g.growth_step = "dice"
    g.phase = "growth"
    g._grow(RollDice((1, 1, 6), (2, 2, 2)))
    assert g.board.cubes[chicago][: len(before)] == before
    assert g.board.cubes[chicago][len(before)] == top
    assert len(g.board.cubes[chicago]) == len(before) + 2  # two dice showed 1
    assert g.display["dark-2"] == [None, None, None]  # three dice took all three of Cincinnati's cubes


def test_new_city_gets_its_column_in_goods_growth():
    g = aos(players=3)
    town = g.map.find("Toledo")
    g.board.new_cities[town] = ("E", "yellow")
    column = list(g.display["E"])
    g.phase, g.growth_step = "growth", "dice"
    g._grow(RollDice((3, 3, 3), (4, 4, 4)))
    assert g.board.cubes[town] == column and g.display["E"] == [None, None]


# -- deliveries in a game -------------------------------------------------------------------
def blue_delivery_over_two_links(g, first: int, second: int):
    """Player 0 (locomotive 2) to move a blue cube from Evansville over Indianapolis to Cincinnati: the link
    Evansville-Indianapolis is ``first``'s, Indianapolis-Cincinnati ``second``'s. The one delivery offered."""
    m = g.map
    ev, ind, cin = m.find("Evansville"), m.find("Indianapolis"), m.find("Cincinnati")
    lay_link(g.board, g.game, [ev, m.find("K10"), ind], first)
    lay_link(g.board, g.game, [ind, m.find("L9"), cin], second)
    g.board.cubes[ev] = ["blue"]
    g.phase, g.queue, g._network, g._legal_cache = "move", [0, 1, 2, 3], None, None
    g.seats[0].locomotive = 2
    [move] = [a for a in g.legal_actions() if a.kind == "move_goods"]
    return move


def test_steam_points_go_to_income_or_vp_mover_first():
    g = steam()
    g.apply(blue_delivery_over_two_links(g, 0, 1))
    assert g.pending_points == [(0, 1), (1, 1)] and g.current_player == 0
    g.apply(TakePoints("vp"))
    assert g.current_player == 1
    g.apply(TakePoints("income"))
    assert (g.seats[0].vp, g.seats[1].income) == (1, 1)
    assert g.removed["blue"] == 1 and g.current_player == 1  # the cube left the game; player 1 moves next


def test_age_of_steam_delivery_pays_income_and_returns_the_cube():
    g = aos()
    bag = g.bag["blue"]
    g.apply(blue_delivery_over_two_links(g, 2, 3))
    assert (g.seats[2].income, g.seats[3].income, g.bag["blue"]) == (1, 1, bag + 1)


# -- scoring ---------------------------------------------------------------------------------
def test_steam_final_scoring_and_tiebreaks():
    g = steam()
    m = g.map
    lay_link(g.board, "steam", [m.find("Evansville"), m.find("K10"), m.find("Indianapolis")], 0)
    g.seats[0].vp, g.seats[0].income = 10, 7
    g.seats[1].vp, g.seats[1].income = 12, -2
    g.seats[2].vp, g.seats[2].income, g.seats[2].action = 11, 6, "engineer"
    g.seats[3].vp, g.seats[3].income, g.seats[3].action = 11, 6, "first_move"
    s = g.scores()
    assert [i.points for i in s[0].items] == [10, 3, 1] and s[0].total == 14
    assert s[1].total == 12 - 4
    assert s[2].total == s[3].total == 14
    # tie between 0, 2 and 3 at 14: income 7 wins; then 2 and 3 at income 6: the lower tile (First Move, 2) wins
    assert g.winners() == [0]
    g.seats[0].income = 6  # now 10 + 3 + 1 = 14 at income 6 too: player 0 took no tile, so player 3 wins
    assert g.scores()[0].total == 14
    assert g.winners() == [3]
    # a bankrupt player is out of the game: below every player still in, whatever the total (was: only on a tie)
    g.seats[3].out = True
    g.seats[3].vp = 30
    assert g.scores()[3].total > g.scores()[2].total
    assert g.winners() == [2] and g.scores()[3].out  # 0 and 2 tie at 14, income 6; 2 took a tile


def test_age_of_steam_scoring():
    g = aos()
    m = g.map
    path = [m.find("Evansville"), m.find("K10"), m.find("Indianapolis")]
    lay_link(g.board, "age_of_steam", path, 1)
    g.seats[1].income, g.seats[1].shares = 9, 4
    s = g.scores()[1]
    assert [(i.label, i.points) for i in s.items] == [
        ("income 9 x 3", 27), ("4 shares x -3", -12), ("track tiles in 1 complete link", 2)]  # fmt: skip
    [link] = g.complete_links(1)
    assert link_tiles(link) == 2  # K10 and Indianapolis's town tile: two sections (seed 001 ■勝利点)


def test_action_selection_rules():
    g = steam("base")
    p = g.current_player
    assert g.phase == "actions"
    g.seats[p].cash = 5
    g._legal_cache = None
    assert ChooseAction("urbanization") not in g.legal_actions()
    assert "costs $6 in the base game" in g.why_illegal(ChooseAction("urbanization"))
    g.apply(ChooseAction("city_growth"))
    assert g.seats[p].cash == 3
    assert "another player took it" in g.why_illegal(ChooseAction("city_growth"))
    assert "no action tile 'fly'" in g.why_illegal(ChooseAction("fly"))


def test_engineer_allows_four_builds():
    g = steam("standard", seed=3)
    for _ in g.order:
        g.apply(RaiseCapital(6))
    while g.phase == "auction":
        g.apply(DropOut() if FreePass() not in g.legal_actions() else FreePass())
    g.apply(ChooseAction("engineer"))
    engineer = g.holder("engineer")
    while g.phase == "actions":
        g.apply(next(a for a in g.legal_actions() if a.kind == "choose_action"))
    while g.current_player != engineer:
        g.apply(EndBuild())
    assert g.build_turn.limit == 4


def test_base_locomotive_price_follows_the_seed_example():
    g = steam("base")
    p = g.current_player
    assert g.action_cost(p, "locomotive") == 6  # seed 000: Lv1 -> Lv2 pays $6
    g.seats[p].locomotive = 3
    assert g.action_cost(p, "locomotive") == 8
    assert steam("standard").action_cost(0, "locomotive") == 0


def test_age_of_steam_opening_bid_is_one_dollar_steam_zero():
    g = aos()
    while g.phase == "shares":
        g.apply(IssueShares(0))
    assert Bid(0) not in g.legal_actions() and Bid(1) in g.legal_actions()
    assert g.why_illegal(Bid(0)) == "The opening bid is at least $1."
    s = steam()
    while s.phase == "capital":
        s.apply(RaiseCapital(2))
    assert Bid(0) in s.legal_actions()


def test_a_tile_is_compulsory_unless_none_can_be_taken():
    g = steam("base", players=5)
    p = g.current_player
    assert ChooseAction("pass") not in g.legal_actions()
    others = [q for q in range(5) if q != p]
    for other, tile in zip(others, ["turn_order", "first_move", "engineer", "first_build"], strict=True):
        g.seats[other].action = tile  # every free tile is taken
    g.seats[p].cash, g.seats[p].income = 1, -10  # and the player cannot pay for the rest, nor borrow
    g._legal_cache = None
    assert g.legal_actions() == [ChooseAction("pass")]
    g.seats[p].cash = 2
    g._legal_cache = None
    assert g.legal_actions() == [ChooseAction("city_growth")]


def test_locomotive_upgrade_in_a_move_round_once_per_phase():
    g = aos()
    g.phase, g.queue, g._network, g._legal_cache = "move", [0, 1], None, None
    g.move_round, g.upgraded = 0, set()
    assert UpgradeLocomotive() in g.legal_actions()
    g.apply(UpgradeLocomotive())
    assert g.seats[0].locomotive == 2
    g.apply(PassMove())  # player 1
    assert g.move_round == 1 and g.current_player == g.queue[0]
    while g.current_player != 0:
        g.apply(PassMove())
    assert UpgradeLocomotive() not in g.legal_actions()
    assert g.why_illegal(UpgradeLocomotive()) == "You may upgrade your locomotive only once per move goods phase."


def test_random_sampling_in_the_build_phase_picks_legal_affordable_builds():
    import random as _random

    from steamlab.games.rails.actions import Build, EndBuild

    g = steam("standard", seed=3)
    while g.phase != "build":
        g.apply(g.legal_actions()[0] if g.phase != "capital" else RaiseCapital(4))
    rng = _random.Random(1)
    legal = set(g.legal_actions())
    seen = {type(g.sample_action(rng)) for _ in range(60)}
    assert seen == {Build, EndBuild}
    for _ in range(30):
        a = g.sample_action(rng)
        assert a in legal
    turn = g.build_turn
    build = turn.sample_build(rng, budget=2)
    assert build is not None and turn.cost(build).total <= 2
    assert turn.sample_build(rng, budget=0) is None


def test_no_track_while_the_new_citys_goods_are_chosen():
    from steamlab.games.rails.actions import Build, Urbanize

    g = steam("standard", seed=3)
    while g.phase != "actions":
        g.apply(RaiseCapital(4) if g.phase == "capital" else DropOut())
    p = g.current_player
    g.apply(ChooseAction("urbanization"))
    while g.phase == "actions":
        g.apply(g.legal_actions()[0])
    while g.current_player != p:
        g.apply(EndBuild())
    g.apply(next(a for a in g.legal_actions() if isinstance(a, Urbanize)))
    assert g.urbanize_pending
    some_build = next(a for a in g.other_actions())  # only supply choices are offered now
    assert some_build.kind == "urbanize_supply"
    reason = g.why_illegal(Build("H7", "straight", 0))
    assert reason.startswith("First choose the goods supply space")
