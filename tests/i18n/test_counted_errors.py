"""Refusals that count things agree with their number (the catalogue's ``counted``), never "bot(s)"."""

import pytest

from steamlab.bots.simulate import simulate
from steamlab.bots.tournament import TournamentError, lineup_for


@pytest.mark.parametrize(("bots", "words"), [(["greedy"], "names 1 bot for 4 players"),
                                             (["greedy"] * 3, "names 3 bots for 4 players")])
def test_simulate_counts_the_bots_it_was_given(bots, words):
    with pytest.raises(ValueError, match=words) as err:
        simulate("steam", rules="base", players=4, games=1, bots=bots)
    assert "(s)" not in str(err.value)


@pytest.mark.parametrize(("spec", "words"), [("strong", "names 1 seat for 4 players"),
                                             ("strong,2*greedy", "names 3 seats for 4 players")])
def test_a_tournament_lineup_counts_its_seats(spec, words):
    with pytest.raises(TournamentError, match=words) as err:
        lineup_for(spec, 4)
    assert "(s)" not in str(err.value)
