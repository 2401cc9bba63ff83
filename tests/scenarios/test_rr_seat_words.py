"""A Russian Railroads position's problems name a seat as players know it ("Player 1"), then as the file
writes it (``players[0]``), in both languages; "Player 0" is never shown."""

from __future__ import annotations

import re

import pytest

import steamlab
from steamlab.core.errors import RecordError
from steamlab.i18n import Message, message_of
from steamlab.scenarios import RRScenario


def sound() -> RRScenario:
    return RRScenario(players=3, seed=2).round(3)


def test_a_seats_problem_reads_player_1_and_names_players_0() -> None:
    problems = sound().workers(0, 99).problems()
    assert len(problems) == 1
    (problem,) = problems
    assert isinstance(problem, Message)
    assert str(problem).startswith("Player 1 (players[0]) owns 99 workers but should own 6")
    assert problem.render("ja").startswith("プレイヤー 1 (players[0]) のワーカーは 99 人ですが")


def test_every_seat_problem_counts_from_1_in_both_languages() -> None:
    sc = sound()
    sc.pos["players"][2]["hat"] = 1
    sc.workers(1, -1).factory(0, 99).black_worker(0).black_worker(2)
    problems = sc.problems()
    assert len(problems) >= 4
    for problem in problems:
        for text in (str(problem), problem.render("ja")):
            assert not re.search(r"Player 0|プレイヤー 0", text), text
            for seat in re.findall(r"players\[(\d)\]", text):  # the file's index comes with the player's number
                assert re.search(rf"(Player|プレイヤー) {int(seat) + 1}\b", text), text
    words = " ".join(str(p) for p in problems)
    assert "Player 3 (players[2]): unknown field hat." in words
    assert "Player 1, Player 3 (players[0], players[2]) hold the black worker, but there is one." in words


def test_a_record_with_a_bad_start_says_which_player_in_japanese() -> None:
    record = {**sound().to_record(), "start": sound().rails(0, "kiev", "black", 0).pos}
    with pytest.raises(RecordError, match=r"start position: Player 1 \(players\[0\]\): every railway keeps") as caught:
        steamlab.from_record(record)
    ja = message_of(caught.value).render("ja")
    assert "プレイヤー 1 (players[0])" in ja, ja
