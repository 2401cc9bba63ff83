"""Greedy that does not go broke: the solvency outlook (bots/solvency.py) and whole games of four
greedy bots in the Steam standard game, where a player out of money leaves the game."""

from __future__ import annotations

import steamlab
from steamlab.bots.players import judged, just_in_time
from steamlab.bots.registry import make_bot
from steamlab.bots.solvency import RESERVE, can_go_out, money_needed, outlook, solvent
from steamlab.games.rails.actions import RaiseCapital


def steam_standard(seed: int = 1) -> steamlab.engine.state.GameState:
    return steamlab.new_game("steam", players=4, rules="standard", seed=seed)


def test_only_steam_standard_and_age_of_steam_can_put_a_player_out():
    assert can_go_out(steam_standard())
    assert can_go_out(steamlab.new_game("age_of_steam", players=4, seed=1))
    assert not can_go_out(steamlab.new_game("steam", players=4, rules="base", seed=1))
    assert not can_go_out(steamlab.new_game("russian_railroads", players=4, seed=1))
    base = steamlab.new_game("steam", players=4, rules="base", seed=1)
    base.seats[0].income, base.seats[0].cash = -10, 0
    assert solvent(base, 0)  # the base game borrows and never puts a player out


def test_the_forced_first_capital_leaves_a_careful_player_in_with_a_little_to_spare():
    g = steam_standard()
    p = g.current_player
    assert g.phase == "capital" and g.turn == 1
    g.apply(RaiseCapital(2))  # the $10 every player must take (seed 000)
    ahead = outlook(g, p)
    assert ahead.survives and ahead.lasts == g.total_turns
    assert ahead.spare >= RESERVE["steam"]


def broke():
    """A Steam standard game after the first capital, its first player at the income floor with
    nothing: (game, player)."""
    g = steam_standard()
    p = g.current_player
    g.apply(RaiseCapital(2))
    seat = g.seats[p]
    seat.income, seat.cash, seat.vp = -10, 0, 0
    return g, p


def test_a_player_at_the_income_floor_with_no_money_and_no_links_is_not_solvent():
    g, p = broke()
    seat = g.seats[p]
    ahead = outlook(g, p)
    assert not ahead.survives and not solvent(g, p)
    assert ahead.lasts < g.total_turns
    seat.cash = 200  # enough cash to pay $11 a turn to the end
    assert solvent(g, p)


def test_victory_points_absorb_a_shortfall_before_the_player_goes_out():
    g, p = broke()
    poor = outlook(g, p).lasts
    g.seats[p].vp = 40  # $2 a VP (seed 002)
    assert outlook(g, p).lasts > poor


def test_age_of_steam_shares_pay_expenses_until_none_are_left():
    g = steamlab.new_game("age_of_steam", players=4, seed=1)
    p = g.current_player
    assert g.phase == "shares"
    assert solvent(g, p)
    seat = g.seats[p]
    seat.shares, seat.cash, seat.income = g.data["max_shares"], 0, -9
    assert not solvent(g, p)  # $16 owed, no share left to issue, income at -9: out at once
    assert outlook(g, p).lasts == 0


def test_greedy_puts_every_action_that_keeps_it_solvent_first():
    g = steam_standard(3)
    bots = [make_bot("greedy", seed=s) for s in range(4)]
    seen_unsafe = checked = 0
    while not g.is_terminal() and checked < 25:
        actions = g.legal_actions()
        if len(actions) > 1 and g.phase in ("capital", "build", "move"):
            ranking = judged(g, actions[:8], careful=True)
            flags = [safe for safe, _, _ in ranking]
            assert flags == sorted(flags, reverse=True)  # safe ones first
            seen_unsafe += flags.count(False)
            checked += 1
        g.apply(bots[g.current_player].choose(g))
    assert checked == 25
    assert seen_unsafe > 0  # the guard had something to refuse


GAMES = (700, 701, 702, 703)
"""A block of seeds fixed in advance, not a selection of games that pass. Over seeds 700-763 (64 games,
256 seats; docs/bots.md) 5 seats went out (0.02) and 61 games ended with nobody out; in this block one
game (702) loses two seats."""


def test_four_greedy_bots_finish_steam_standard_games_with_nobody_out():
    outs = []
    for seed in GAMES:
        g = steam_standard(seed)
        bots = [make_bot("greedy", seed=seed * 10 + s) for s in range(4)]
        while not g.is_terminal():
            g.apply(bots[g.current_player].choose(g))
        assert g.turn == g.total_turns
        outs.append(sum(s.out for s in g.seats))
    assert sum(n == 0 for n in outs) >= len(GAMES) - 1  # games with nobody out
    assert sum(outs) <= 2  # of 16 seats: the target is at most 0.05 over many games


def test_greedy_judges_no_more_capital_than_this_turn_needs():
    g = steam_standard()
    p = g.current_player
    offered = [a for a in g.legal_actions() if a.kind == "raise_capital"]
    kept = [a.steps for a in just_in_time(g, offered)]
    need = money_needed(g, p)
    assert kept == list(range(min(a.steps for a in offered), max(kept) + 1))
    assert max(kept) == max(min(a.steps for a in offered), -(-need // 5))
    assert max(kept) < max(a.steps for a in offered)  # the rest of the income track is not judged
    base = steamlab.new_game("steam", players=4, rules="base", seed=1)
    assert just_in_time(base, base.legal_actions()) == base.legal_actions()  # nobody goes out there
