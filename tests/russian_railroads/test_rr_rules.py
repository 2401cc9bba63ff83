"""One test per rule of seed 004, on crafted positions."""

from __future__ import annotations

import pytest
from rr_helpers import finish_turn, in_play, in_play_seat, pass_until

import steamlab
from steamlab.core.errors import IllegalAction, SteamlabError
from steamlab.games.russian_railroads.actions import (
    Advance,
    BonusCard,
    EndBonus,
    Factory,
    Industry,
    Locomotive,
    MoveWorker,
    Pass,
    Place,
    Reuse,
    Scrap,
    StartBonus,
    Stop,
    Token,
)
from steamlab.games.russian_railroads.board import SPECIAL_NINE
from steamlab.games.russian_railroads.tasks import push_group


def test_factory_refuses_maps_and_rule_sets() -> None:
    with pytest.raises(SteamlabError, match="no map"):
        steamlab.new_game("russian_railroads", players=3, map="rust_belt")
    with pytest.raises(SteamlabError, match="one rule set"):
        steamlab.new_game("russian_railroads", players=3, rules="standard")
    with pytest.raises(SteamlabError, match="2 to 4"):
        steamlab.new_game("russian_railroads", players=5)


@pytest.mark.parametrize(("players", "rounds", "workers", "rubles"), [(2, 6, 6, 2), (3, 6, 6, 1), (4, 7, 5, 1)])
def test_player_count_setup(players: int, rounds: int, workers: int, rubles: int) -> None:
    g = steamlab.new_game("russian_railroads", players=players, seed=1)
    assert g.rounds == rounds
    assert all(b.workers == workers and b.rubles == rubles for b in g.boards)
    assert all(b.rails[r][0] == 1 for b in g.boards for r in range(3)) and all(b.locos[0] == [1] for b in g.boards)
    slots = g.engineer_slots
    assert len(slots) == (6 if players == 2 else 7) and slots.count(0) == (1 if players == 3 else 0)
    assert g.supply[2:] == [players] * 8


def test_starting_bonus_draft_runs_4th_to_2nd() -> None:
    g = steamlab.new_game("russian_railroads", players=4, seed=5)
    drafters = []
    while g.phase == "setup":
        drafters.append(g.current_player)
        g.apply(StartBonus(4)) if 4 in g.start_cards else g.apply(g.legal_actions()[0])
        while g.phase == "setup" and g.pending and g.pending[-1].kind != "start_bonus":
            g.apply(g.legal_actions()[0])
    assert drafters == [g.order[3], g.order[2], g.order[1]]
    assert g.boards[g.order[3]].rubles == 2 and g.boards[g.order[0]].rubles == 1


def test_rails_split_across_railways_and_colour_rules() -> None:
    g = in_play()
    p = g.current_player
    g.apply(Place("black_3"))
    g.apply(Advance("trans_siberian", "black"))
    g.apply(Advance("kiev", "black"))
    assert g.why_illegal(Advance("kiev", "grey")) is not None
    g.apply(Advance("trans_siberian", "black"))
    b = g.boards[p]
    assert b.rails[0][0] == 3 and b.rails[2][0] == 2
    assert b.unlocked[1]  # black reached Trans-Siberian space 2: the grey rails
    assert g.current_player != p  # the turn passed on


def test_kiev_takes_only_black_grey_brown() -> None:
    g, p, b = in_play_seat()
    b.unlocked = [True] * 5
    b.rails[2] = [8, 6, 4, 0, 0]
    g.apply(Place("any_2"))
    reason = g.why_illegal(Advance("kiev", "natural"))
    assert reason == "The Kiev railway takes only black, grey, brown rails."
    assert reason.rule == "seed 004: railways"  # the citation travels beside the sentence
    with pytest.raises(IllegalAction):
        g.apply(Advance("kiev", "natural"))


def test_new_colour_first_step_enters_space_1_and_cannot_catch_up() -> None:
    g, p, b = in_play_seat()
    b.unlocked[1] = True
    b.rails[1][0] = 3
    g.apply(Place("grey_2"))
    g.apply(Advance("st_petersburg", "grey"))
    assert b.rails[1][1] == 1
    g.apply(Advance("st_petersburg", "grey"))
    assert b.rails[1][1] == 2
    assert g.current_player != p and b.room(1, 1) == 0  # grey stands right behind black


def test_board_action_must_be_completable() -> None:
    g = in_play()
    b = g.boards[g.current_player]
    reason = g.why_illegal(Place("grey_2"))
    assert reason is not None and "in full" in reason  # no grey rail yet
    b.unlocked[1] = True
    b.rails[0][0] = 2  # grey room: 1 on the Trans-Siberian only
    g.changed()
    assert g.why_illegal(Place("grey_2")) is not None
    b.rails[1][0] = 2
    g.changed()
    assert g.why_illegal(Place("grey_2")) is None


def test_rubles_stand_in_for_workers_not_the_reverse() -> None:
    g, p, b = in_play_seat()
    b.rubles = 3
    assert g.why_illegal(Place("any_2", rubles=1)) is None  # 2 rubles: one for the worker
    b.rubles = 0
    g.changed()
    reason = g.why_illegal(Place("any_2"))
    assert reason is not None and "ruble" in reason
    assert g.why_illegal(Place("hire_engineer")) is not None  # hiring needs a ruble, no worker can stand in


def test_ruble_paid_space_is_taken_for_the_round() -> None:
    g = in_play()
    g.boards[g.current_player].rubles = 2
    g.apply(Place("rubles", rubles=1))
    assert "already taken" in (g.why_illegal(Place("rubles")) or "")


def test_reusable_space_takes_many_workers() -> None:
    g = in_play()
    first = g.current_player
    g.apply(Place("black_or_grey"))
    g.apply(Advance("kiev", "black"))
    second = g.current_player
    assert second != first
    assert g.why_illegal(Place("black_or_grey")) is None
    assert len(g.occupied["black_or_grey"]) == 1


def test_temporary_workers_expire_at_round_end() -> None:
    g = in_play(players=2)
    p = g.current_player
    g.apply(Place("temporary_workers"))
    assert g.boards[p].temps_free == 2
    g.apply(Pass())
    assert g.why_illegal(Place("industry_2", temps=2)) is None
    while g.round != 2:
        g.apply(Pass()) if not g.pending else g.apply(g.legal_actions()[-1])
    assert g.boards[p].temps_free == 0 and g.temps_on_board == 2


def test_locomotive_lowest_number_first_and_trans_siberian_sum() -> None:
    g = in_play()
    p = g.current_player
    g.apply(Place("locomotive_1"))
    assert Locomotive("trans_siberian", 0) in g.legal_actions()
    g.apply(Locomotive("trans_siberian", 0))
    b = g.boards[p]
    assert sorted(b.locos[0]) == [1, 2] and b.reach(0) == 3
    assert g.supply[2] == 3


def test_replacement_chain_and_scrap_only_when_every_railway_has_one() -> None:
    g, p, b = in_play_seat()
    b.locos = [[3, 1], [2], []]
    g.supply[2] = 0
    g.apply(Place("locomotive_1"))  # takes a #3
    g.apply(Locomotive("st_petersburg", 2))
    assert g.pending[-1].kind == "place_locomotive" and g.pending[-1].tile == 2
    assert Scrap() not in g.legal_actions()  # Kiev has none: the #2 must go there
    assert g.legal_actions() == [Locomotive("kiev", 0)]
    g.apply(Locomotive("kiev", 0))
    assert b.locos == [[3, 1], [3], [2]]


def test_displaced_tile_becomes_a_factory_beside_the_supply() -> None:
    g, p, b = in_play_seat()
    b.locos = [[3, 1], [2], [2]]
    g.supply[2] = 0
    g.apply(Place("locomotive_1"))
    g.apply(Locomotive("trans_siberian", 1))
    assert Scrap() in g.legal_actions()
    g.apply(Scrap())
    assert g.pool == [1]
    # the next player may take it as a factory instead of the lowest stack
    g.apply(Place("locomotive_2"))
    assert Factory(1, 1) in g.legal_actions() and Factory(0, 1) in g.legal_actions()
    g.apply(Factory(1, 1))
    assert g.boards[g.order[1]].factories == [1] and g.pool == []


def test_factories_fill_left_to_right_then_replace() -> None:
    g, p, b = in_play_seat()
    b.factories = [2, 3, 4, 5]
    g.apply(Place("locomotive_1"))
    assert {a for a in g.legal_actions() if isinstance(a, Factory)} == {Factory(0, 5)}
    g.apply(Factory(0, 5))
    assert b.factories == [2, 3, 4, 5, 2]
    g.apply(Pass())
    pass_until(g, p)
    g.apply(Place("locomotive_2"))
    assert Factory(0, 1) in g.legal_actions() and Factory(0, 3) in g.legal_actions()
    g.apply(Factory(0, 3))
    assert b.factories[2] == 2 and 4 in g.pool


def test_locomotive_and_factory_in_either_order() -> None:
    g = in_play()
    p = g.current_player
    g.apply(Place("locomotive_and_factory"))
    g.apply(Factory(0, 1))
    assert all(isinstance(a, Locomotive) for a in g.legal_actions())
    g.apply(Locomotive("kiev", 0))
    b = g.boards[p]
    assert b.factories == [2] and b.locos[2] == [2]


def test_industry_gap_needs_a_factory_and_factory_fires_on_arrival() -> None:
    g, p, b = in_play_seat()
    b.markers = [4]
    assert "in full" in (g.why_illegal(Place("industry_1")) or "")
    b.factories = [6]  # factory 6: one ruble
    g.changed()
    rubles = b.rubles
    g.apply(Place("industry_2"))
    g.apply(Industry(0))
    assert b.rubles == rubles + 1
    g.apply(Industry(0))
    assert b.markers == [6]


def test_second_marker_retriggers_factories_but_not_the_bonus_token() -> None:
    g, p, b = in_play_seat()
    b.factories = [6, 6, 6]
    b.markers = [9]
    g.apply(Place("industry_1"))
    g.apply(Industry(0))  # marker reaches the bonus-token space
    assert g.pending[-1].kind == "token"
    g.apply(Token(3))  # the second marker
    assert b.markers == [10, 0]
    b.markers = [10, 4]
    g.apply(Pass())
    pass_until(g, p)
    rubles = b.rubles
    g.apply(Place("industry_2"))
    g.apply(Industry(1))
    assert b.rubles == rubles + 1  # factory 6 fires again
    g.apply(Industry(1))
    assert b.markers == [10, 6] and (3, 10) in b.claimed
    assert not any(t.kind == "token" for t in g.pending)


def test_doublers_fill_left_to_right_and_run_out() -> None:
    g = in_play()
    b = g.boards[g.current_player]
    g.doubler_stock = 0
    assert g.why_illegal(Place("doubler")) is not None
    g.doubler_stock = 20
    b.doublers = 8
    g.changed()
    assert g.why_illegal(Place("doubler")) is not None
    b.doublers = 2
    g.changed()
    g.apply(Place("doubler"))
    assert b.doublers == 3 and g.doubler_stock == 19


def test_railway_bonus_spaces() -> None:
    g, p, b = in_play_seat()
    b.unlocked = [True, True, True, False, False]
    b.rails[0] = [5, 4, 2, 0, 0]
    b.locos[0] = [1, 2]
    workers = b.workers
    g.apply(Place("brown_1"))
    g.apply(Advance("trans_siberian", "brown"))  # brown + locomotive at 3: a worker
    assert b.workers == workers + 1 and b.extra_workers == 1
    b.rails[2] = [6, 0, 0, 0, 0]
    g.apply(Pass())
    pass_until(g, p)
    g.apply(Place("black_2"))
    g.apply(Advance("kiev", "black"))  # black at Kiev 7: a worker, no locomotive needed
    assert b.extra_workers == 2
    g.apply(Advance("kiev", "black"))
    assert b.vp.get("railways completed", 0) == 0


def test_white_rail_arrives_with_two_steps_and_completion_vp() -> None:
    g, p, b = in_play_seat()
    b.unlocked = [True, True, True, True, False]
    b.rails[0] = [14, 12, 10, 8, 0]
    g.apply(Place("black_or_grey"))
    g.apply(Advance("trans_siberian", "black"))
    assert b.unlocked[4] and b.rails[0][4] == 2
    assert b.vp["railways completed"] == 10


def test_bonus_token_space_needs_black_and_locomotive() -> None:
    g, p, b = in_play_seat()
    b.rails[1] = [3, 0, 0, 0, 0]
    g.apply(Place("black_or_grey"))
    g.apply(Advance("st_petersburg", "black"))
    assert not g.pending  # no locomotive on St. Petersburg
    g.apply(Pass())
    pass_until(g, p)
    g.supply[2] = g.supply[3] = 0
    g.changed()
    g.apply(Place("locomotive_1"))
    g.apply(Locomotive("st_petersburg", 0))
    assert g.pending[-1].kind == "token"
    g.apply(Token(5))
    assert b.revalued and b.tokens_used == [5]


def test_turn_order_change_and_special_case() -> None:
    g = in_play()
    old = list(g.order)
    assert "already hold" in (g.why_illegal(Place("turn_order_1")) or "")
    g.apply(Place("turn_order_2"))  # the first player takes space 2, nobody space 1
    while g.round == 1:
        finish_turn(g)
    assert g.order == old

    g = in_play(seed=3)
    old = list(g.order)
    g.apply(Pass())
    g.apply(Place("turn_order_1"))  # the 2nd player
    g.apply(Place("turn_order_2"))  # the 3rd player
    while g.round == 1:
        finish_turn(g)
    assert g.order == [old[1], old[2], old[0], old[3]]


def test_two_players_may_keep_first_place() -> None:
    g = in_play(players=2)
    assert g.why_illegal(Place("turn_order_1")) is None
    assert "covered" in (g.why_illegal(Place("turn_order_2")) or "")


def test_turn_order_worker_moves_to_a_one_worker_space() -> None:
    g = in_play(seed=2)
    second = g.order[1]
    g.apply(Pass())
    g.apply(Place("turn_order_1"))
    while g.phase == "play":
        g.apply(Pass())
    assert g.phase == "round_end" and g.current_player == second
    assert MoveWorker("doubler") in g.legal_actions() and MoveWorker("black_3") not in g.legal_actions()
    g.apply(MoveWorker("doubler"))
    assert g.boards[second].doublers == 1 and g.round == 2


def test_passing_scores_the_turn_order_card() -> None:
    g = in_play()
    order = list(g.order)
    for _ in range(4):
        g.apply(Pass())
    assert [g.boards[p].vp.get("turn-order cards when passing", 0) for p in order] == [0, 2, 3, 4]


def test_last_round_replaces_turn_order_spaces() -> None:
    g = in_play(players=2)
    g.round = g.rounds
    reason = g.why_illegal(Place("turn_order_1"))
    assert reason == 'The space "turn order 1st" is not on the board this round.'
    assert reason.rule == "seed 004: last round"
    p = g.current_player
    g.apply(Place("industry_3"))
    for _ in range(3):
        g.apply(Industry(0))
    assert g.boards[p].markers == [3]


def test_engineers_slide_hire_and_public_use() -> None:
    g = in_play()
    hire = g.hireable()
    public = g.public_engineers()
    p = g.current_player
    g.apply(Place("hire_engineer"))
    assert g.boards[p].engineers == [hire] and g.hireable() == 0
    assert f"engineer_{public[0]}" in {a.space for a in g.legal_actions() if isinstance(a, Place)}
    slots = list(g.engineer_slots)
    while g.round == 1:
        finish_turn(g)
    assert g.engineer_slots == [0] + slots[:-1]


def test_own_engineer_may_be_partial_public_must_be_complete() -> None:
    g, p, b = in_play_seat()
    b.engineers = [14]  # black 2
    b.rails = [[15, 0, 0, 0, 0], [9, 0, 0, 0, 0], [8, 0, 0, 0, 0]]
    assert g.why_illegal(Place("engineer_14")) is None  # only one step is possible: own engineer allowed
    g.apply(Place("engineer_14"))
    g.apply(Advance("kiev", "black"))
    assert b.rails[2][0] == 9 and not g.pending
    public = g.public_engineers()[0]
    q = g.current_player
    g.boards[q].rails = [[15, 0, 0, 0, 0], [9, 0, 0, 0, 0], [9, 0, 0, 0, 0]]
    g.boards[q].markers = [15]
    g.doubler_stock = 0
    g.supply = [0] * 10
    g.changed()
    assert g.why_illegal(Place(f"engineer_{public}")) is not None


def test_reuse_and_black_worker_extra_step() -> None:
    g, p, b = in_play_seat()
    b.black_worker = b.black_free = True
    g.bonus_cards.remove(4)
    b.engineers = [8]
    g.apply(Place("black_or_grey", black=1))
    g.apply(Advance("kiev", "black"))
    assert Advance("kiev", "black") in g.legal_actions() and Stop() in g.legal_actions()
    g.apply(Advance("kiev", "black"))  # the black worker's extra step
    assert b.rails[2][0] == 3
    g.apply(Pass()) if g.current_player == p else None
    pass_until(g, p)
    g.apply(Place("engineer_8"))
    assert g.legal_actions()[0] == Reuse("black_or_grey")
    g.apply(Reuse("black_or_grey"))
    g.apply(Advance("kiev", "black"))
    g.apply(Advance("kiev", "black"))  # the bonus applies to the reused space too
    assert b.rails[2][0] == 5


def test_end_bonus_card_or_ten_vp() -> None:
    g, p, b = in_play_seat()
    b.factories = [9]
    b.markers = [4]
    g.apply(Place("industry_1"))
    g.apply(Industry(0))
    assert EndBonus(0) in g.legal_actions() and len(g.legal_actions()) == 8 + 2  # 8 cards, 10 VP, stop
    g.apply(EndBonus(0))
    assert b.vp["10 VP instead of an end bonus card"] == 10


def test_special_nine_has_no_factory_side() -> None:
    g, p, b = in_play_seat()
    b.locos = [[3, 1], [2], [2]]
    g.bonus_cards.remove(5)
    push_group(g, "place_locomotive", p, tile=SPECIAL_NINE)
    g.changed()
    g.apply(Locomotive("kiev", 2))
    g.apply(Scrap())
    assert b.locos[2] == [SPECIAL_NINE] and g.pool == [2]


def test_illegal_action_changes_nothing() -> None:
    g = in_play()
    before = g.snapshot()
    with pytest.raises(IllegalAction, match="no action space called 'nowhere'") as refused:
        g.apply(Place("nowhere"))
    assert refused.value.args[0].rule == "seed 004: action spaces"
    with pytest.raises(IllegalAction):
        g.apply(Advance("kiev", "black"))
    assert g.snapshot() == before


# -- rule fixes found while splitting state.py (seed 004) --------------------------------------------------------


def test_factory_ability_that_cannot_be_done_in_full_is_lost() -> None:
    """Seed 004, industry track: "if the ability cannot be carried out in full, its effect is lost"."""
    g, p, b = in_play_seat()
    b.factories = [7]  # factory 7: any rails, two steps
    b.markers = [4]
    b.unlocked = [True] * 5
    b.rails = [[15, 14, 13, 12, 11], [9, 8, 7, 6, 0], [9, 8, 6, 0, 0]]  # room for one brown step on Kiev only
    g.changed()
    g.apply(Place("industry_1"))
    g.apply(Industry(0))  # the marker arrives on factory 7: one step of two is possible, so nothing happens
    assert b.markers == [5] and not g.pending and g.current_player != p
    assert b.rails[2] == [9, 8, 6, 0, 0]


def test_factory_ability_that_can_be_done_in_full_fires() -> None:
    g, p, b = in_play_seat()
    b.factories = [7]
    b.markers = [4]
    b.rails = [[13, 0, 0, 0, 0], [9, 0, 0, 0, 0], [9, 0, 0, 0, 0]]  # room for two black steps
    g.changed()
    g.apply(Place("industry_1"))
    g.apply(Industry(0))
    assert g.legal_actions() == [Advance("trans_siberian", "black"), Stop()]
    g.apply(Advance("trans_siberian", "black"))
    g.apply(Advance("trans_siberian", "black"))
    assert b.rails[0][0] == 15 and not g.pending


def test_turn_order_worker_may_move_to_an_own_engineer_not_fully_executable() -> None:
    """Own engineers may be used even when not fully executable (seed 004, engineers), moved-to included."""
    g = in_play(seed=2)
    second = g.order[1]
    b = g.boards[second]
    b.engineers = [14]  # black 2
    b.rails = [[15, 0, 0, 0, 0], [9, 0, 0, 0, 0], [8, 0, 0, 0, 0]]  # one black step left
    g.apply(Pass())
    g.apply(Place("turn_order_1"))
    while g.phase == "play":
        g.apply(Pass())
    assert g.current_player == second
    assert MoveWorker("engineer_14") in g.legal_actions()
    g.apply(MoveWorker("engineer_14"))
    g.apply(Advance("kiev", "black"))
    assert b.rails[2][0] == 9 and g.round == 2


def test_reuse_offers_an_own_engineer_not_fully_executable() -> None:
    g, p, b = in_play_seat()
    b.engineers = [8, 14]
    b.rails = [[15, 0, 0, 0, 0], [9, 0, 0, 0, 0], [8, 0, 0, 0, 0]]
    g.changed()
    g.apply(Place("engineer_14"))
    g.apply(Advance("kiev", "black"))
    b.rails[2][0] = 8  # room again for one step of the two
    pass_until(g, p)
    g.apply(Place("engineer_8"))
    assert Reuse("engineer_14") in g.legal_actions()
    g.apply(Reuse("engineer_14"))
    g.apply(Advance("kiev", "black"))
    assert b.rails[2][0] == 9 and not g.pending


def test_bonus_card_3_counts_the_factory_it_builds_before_industry() -> None:
    """Bonus card 3 (a factory, then industry 2) can be done in full with the marker waiting at the first gap."""
    g, p, b = in_play_seat()
    b.markers = [4]
    b.factories = []
    push_group(g, "bonus_card", p)
    g.changed()
    assert BonusCard(3) in g.legal_actions()
    g.apply(BonusCard(3))
    g.apply(Factory(0, 1))
    g.apply(Industry(0))  # onto the new factory: its ability fires first
    while Industry(0) not in g.legal_actions():
        g.apply(Stop() if Stop() in g.legal_actions() else g.legal_actions()[0])
    g.apply(Industry(0))
    assert b.markers == [6] and len(b.factories) >= 1
