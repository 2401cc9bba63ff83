"""The games the computer plays in lessons 19 and 23: what their tables teach holds, whatever the bots choose.

The bots get better (their moves, and so these games' numbers, change), so nbval does not compare these
tables. Instead each game is played here exactly as its lesson plays it (same seed, same calls) and the
tables are checked for what the lessons teach: the same seed gives the same game, the game runs to the
rule set's last turn or round, each score is the rule's formula and adds up, the leader is the best score,
and a round's end and a board's round score behave as the rules say. No test here names a bot's move.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import steamlab
from steamlab.course import choices
from steamlab.course import rails_round as rounds
from steamlab.course.lessons import rr_first_game
from steamlab.engine.state import ranking
from steamlab.games.rails.game import RailGame
from steamlab.games.russian_railroads.data import rules_data

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
AOS_SEED = 60
"""Lesson 19's game: ``steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=60)`` (9 until the plan's
shares were judged by what the link carries, 31 until Age of Steam's plan stopped laying a link beside a complete one:
each time the old seed's game asked an exercise whose answer the page shows above it)."""
AOS_STRENGTH = 8
"""Lesson 19's computer players: ``rounds.bots(game, "strong", strength=8)``."""
RR_SEED = 4
"""Lesson 23's game: ``rr_first_game.PlayedGame(seed=4)``."""


def lesson_code(name: str) -> str:
    nb = json.loads((LESSONS / name).read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")


def test_the_seeds_here_are_the_lessons_seeds() -> None:
    assert f'new_game("age_of_steam", players=3, map="tutorial", seed={AOS_SEED})' in lesson_code("19_first_game.ipynb")
    assert f"rr_first_game.PlayedGame(seed={RR_SEED})" in lesson_code("23_rr_first_game.ipynb")
    assert f'rounds.bots(game, "strong", strength={AOS_STRENGTH})' in lesson_code("19_first_game.ipynb")


def test_lesson_19_is_a_game_worth_watching(lesson_19) -> None:
    """A first game to learn from: nobody goes out and every player ends above zero (with the greedy bots of
    earlier versions a player issued all 15 shares and the game ended at -72/-45/-45)."""
    game, _tables = lesson_19
    assert not any(seat.out for seat in game.seats)
    assert all(score.total > 0 for score in game.scores())


def rows(text: str) -> list[list[str]]:
    """The body of a text table (after its header and rule), split at the column gaps."""
    return [re.split(r"\s{2,}", line.strip()) for line in text.splitlines()[2:]]


def play_lesson_19(lang: str = "en") -> tuple[RailGame, dict[str, str]]:
    """Lesson 19's cells: the start, round 1 phase by phase, the rest a round at a time, the working."""
    game = steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=AOS_SEED)
    tables = {"start": rounds.standings(game, lang=lang)}
    computer = rounds.bots(game, "strong", strength=AOS_STRENGTH)
    tables["round 1"] = rounds.play_round(game, computer, lang=lang)
    tables["rounds"] = rounds.play_game(game, computer, lang=lang)
    tables["working"] = rounds.score_working(game, lang=lang)
    tables["end"] = rounds.standings(game, lang=lang)
    return game, tables


@pytest.fixture(scope="module")
def lesson_19() -> tuple[RailGame, dict[str, str]]:
    return play_lesson_19()


def test_lesson_19_same_seed_same_game(lesson_19) -> None:
    """Played again with every bot searching afresh (the course remembers choices within a process)."""
    choices.forget()
    assert play_lesson_19()[1] == lesson_19[1]


def test_lesson_19_round_1_starts_level_and_money_only_goes_out_before_income(lesson_19) -> None:
    game, tables = lesson_19
    table = rows(tables["round 1"])
    assert table[0][1:] == ["$10, income 0"] * game.num_players     # the lesson's "everyone starts with $10"
    cash = [[int(re.match(r"\$(-?\d+)", cell).group(1)) for cell in row[1:]] for row in table]
    build = next(i for i, row in enumerate(table) if row[0] == "Build track")
    for before, after in zip(cash[:build], cash[1:build + 1], strict=True):
        assert all(a <= b for a, b in zip(after, before, strict=True))   # shares, bids and builds only spend
    assert all(c >= 0 for row in cash for c in row)


def test_lesson_19_runs_to_the_last_turn_and_each_row_leader_has_the_best_score(lesson_19) -> None:
    game, tables = lesson_19
    assert game.is_terminal()
    table = rows(tables["rounds"])
    assert [int(r[0]) for r in table] == list(range(2, game.total_turns + 1))   # after turn 1 is the table above
    for row in table:
        scores = [int(x) for x in row[1:-1]]
        assert row[-1] == rounds.who(scores.index(max(scores)), "en") or scores.count(max(scores)) > 1
    assert [int(x) for x in table[-1][1:-1]] == [rounds.scored(game, p) for p in range(game.num_players)]


def test_lesson_19_score_is_the_lessons_formula_and_the_standings_rank_it(lesson_19) -> None:
    game, tables = lesson_19
    for line, score, seat in zip(tables["working"].splitlines(), game.scores(), game.seats, strict=True):
        items = {i.label.key: i.points for i in score.items}
        assert items["score.aos_income"] == 3 * seat.income and items["score.aos_shares"] == -3 * seat.shares
        assert items["score.aos_tiles"] >= 0 and sum(items.values()) == score.total   # 3 an income step, -3 a share
        assert line.endswith(f"= {score.total}")
    order = [row[0] for row in rows(tables["end"])]
    assert order == [rounds.who(p, "en") for p in ranking(list(game.scores()))]
    assert order[0] == rounds.who(rounds.winner(game), "en")
    assert all(s.income >= -10 and s.cash >= 0 for s in game.seats)   # the income track's floor, no debt


@pytest.fixture(scope="module")
def lesson_23() -> rr_first_game.PlayedGame:
    return rr_first_game.PlayedGame(seed=RR_SEED)


def test_lesson_23_same_seed_same_game(lesson_23) -> None:
    again = rr_first_game.PlayedGame(seed=RR_SEED)
    for lang in ("en", "ja"):
        assert str(again.vp_table(lang=lang)) == str(lesson_23.vp_table(lang=lang))
        assert str(again.turns_table(1, lang=lang)) == str(lesson_23.turns_table(1, lang=lang))
        assert str(again.score_table(lang=lang)) == str(lesson_23.score_table(lang=lang))


def test_lesson_23_plays_every_round_and_a_round_ends_when_both_have_passed(lesson_23) -> None:
    assert lesson_23.state.is_terminal()
    assert [r.number for r in lesson_23.rounds] == list(range(1, rules_data().player_counts[2].rounds + 1))
    for rnd in lesson_23.rounds:
        passed: set[int] = set()
        for turn in rnd.turns:
            key = getattr(turn.action, "key", "")
            if key == "rr.act.place":
                assert turn.player not in passed, (rnd.number, "a player placed after passing")
            elif key == "rr.act.pass":
                passed.add(turn.player)
        assert passed == {0, 1}, rnd.number


def test_lesson_23_vp_add_up_and_round_scores_never_fall(lesson_23) -> None:
    table = lesson_23.vp_table()
    totals = [0, 0]
    for row in table.rows:
        for p, cell in enumerate(row[1:]):
            value, added = map(int, re.fullmatch(r"(\d+) \(\+(\d+)\)", cell).groups())
            assert value == totals[p] + added
            totals[p] = value
    assert totals == [s.total for s in lesson_23.state.scores()]
    score = {row[0]: row[1:] for row in lesson_23.score_table().rows}
    for p in range(2):
        rounds_p = [int(score[f"round {n} scoring"][p]) for n in range(1, len(lesson_23.rounds) + 1)]
        # rails, locomotives and industry only move forward, so a board's round score never falls
        assert rounds_p == sorted(rounds_p), rounds_p
        assert rounds_p[3] > rounds_p[0]   # the lesson: "by round 4 ... the boards score more"
    best = max(s.total for s in lesson_23.state.scores())
    assert lesson_23.winner() == ", ".join(f"Player {s.player + 1}" for s in lesson_23.state.scores() if s.total == best)


def test_the_lessons_own_game_shows_the_computers_seats_as_computer() -> None:
    """Lessons 19 and 23 hand seats to the computer in code: the seat toggles must say so, not 'Person'."""
    from steamlab.widgets.game import GameWidget

    mine = GameWidget(steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=11), lang="en")
    mine.set_seat(1, True)
    mine.set_seat(2, True)
    assert [pick.value for pick in mine.seat_picks] == [False, True, True]
    mine.set_seat(2, False)
    assert [pick.value for pick in mine.seat_picks] == [False, True, False] and mine.computer == {1}
