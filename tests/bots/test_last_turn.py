"""The last turn judged as what it is (:data:`steamlab.bots.evaluate.LAST_TURN`): money left over and track left
unfinished score nothing at the end, so in the game's last build phase the projection counts neither; earlier
turns are judged as before, and the ``strong_v1`` edition judges the last turn as any other."""

from __future__ import annotations

import pytest

from steamlab.bots import evaluate
from steamlab.bots.computer import computer_action
from steamlab.bots.editions import playing
from steamlab.widgets.tutorial import short_game


def _parts(state, seat: int) -> dict[str, float]:
    return evaluate.projections(state, [seat])[0].parts


def _old_parts(state, seat: int) -> dict[str, float]:
    with playing("strong_v1"):
        return _parts(state, seat)


@pytest.mark.parametrize("rules", ["steam", "age_of_steam"])
def test_money_in_the_last_turn_is_worth_only_what_it_costs_to_carry(rules):
    g = short_game(rules, turns=1, seed=1)  # the first turn is the last
    while g.phase in ("capital", "shares") and g.current_player != 0:
        g.apply(computer_action(g, 8))
    raise_money = [a for a in g.legal_actions() if a.kind in ("raise_capital", "issue_shares")]
    g.apply(max(raise_money, key=lambda a: getattr(a, "steps", 0) + getattr(a, "count", 0)))
    assert g.seats[0].cash >= 5
    seat = g.seats[0]
    flow = evaluate._flow(g, seat)
    debt = evaluate.DOLLAR[g.game] * min(0, flow) * evaluate._phase_left(g, "income")
    assert _parts(g, 0)["money"] == pytest.approx(debt)  # the cash itself: nothing
    assert _old_parts(g, 0)["money"] > debt + 1  # before: about DOLLAR a dollar, as if later turns could spend it


def _first_unfinished_link(g):
    """Play the computer until a seat has laid track of a link it has not finished; that seat."""
    while not g.is_terminal():
        for link in evaluate.board_links(g.board):
            if not link.complete and link.owner is not None:
                return link.owner
        g.apply(computer_action(g, 8))
    return None


def test_unfinished_track_in_the_last_turn_counts_nothing_and_the_turns_before_are_judged_as_before():
    last = short_game("steam", turns=1, seed=3)
    owner = _first_unfinished_link(last)
    assert owner is not None and last.phase == "build"
    assert _parts(last, owner)["track"] == 0.0
    assert _old_parts(last, owner)["track"] > 0.0

    earlier = short_game("steam", turns=2, seed=3)  # the same first turn with a turn after it
    owner = _first_unfinished_link(earlier)
    assert owner is not None and earlier.turn == 1
    assert _parts(earlier, owner) == _old_parts(earlier, owner)


def test_the_edition_of_before_keeps_the_last_turn_as_any_other():
    assert evaluate.LAST_TURN
    with playing("strong_v1"):
        assert not evaluate.LAST_TURN
    assert evaluate.LAST_TURN
