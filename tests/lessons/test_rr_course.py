"""The Russian Railroads lesson helpers (steamlab/course/rr_*.py): their examples, words and worked numbers."""

from __future__ import annotations

import doctest

import pytest

from steamlab.course import rr_play, rr_words, russian_railroads
from steamlab.course.lessons import (
    rr_action_spaces,
    rr_engineers,
    rr_final_scoring,
    rr_first_game,
    rr_industry_and_factories,
    rr_player_board,
    rr_rails_and_locomotives,
    rr_round_scoring,
    rr_turn_order_and_rounds,
)
from steamlab.course.rr_words import Table
from steamlab.games.russian_railroads.data import rules_data
from steamlab.i18n.check import english_runs

MODULES = [rr_words, rr_play, rr_action_spaces, rr_engineers, rr_turn_order_and_rounds, rr_first_game, russian_railroads]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_docstring_examples(module: object) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)  # type: ignore[arg-type]
    assert result.failed == 0 and result.attempted > 0


def _cells(table: Table) -> list[str]:
    return [*table.headers, *(str(c) for row in table.rows for c in row), table.caption]


JA_TABLES = [
    lambda: rr_action_spaces.spaces_table(4, "ja"),
    lambda: rr_engineers.engineers_table("ja"),
    lambda: rr_engineers.hired_or_public(lang="ja"),
    lambda: rr_engineers.row_over_rounds(4, 2, 3, hire_in=1, lang="ja"),
    lambda: rr_turn_order_and_rounds.turn_order_round(lang="ja"),
    lambda: rr_turn_order_and_rounds.round_end_table("ja"),
    lambda: rr_turn_order_and_rounds.draft_order(lang="ja"),
    lambda: rr_turn_order_and_rounds.tokens_table("ja"),
    lambda: rr_turn_order_and_rounds.cards_table("ja"),
    lambda: rr_turn_order_and_rounds.industry_bonus("ja"),
    lambda: rr_turn_order_and_rounds.player_counts_table("ja"),
    lambda: rr_turn_order_and_rounds.last_round_spaces("ja"),
]


@pytest.mark.parametrize("make", JA_TABLES)
def test_japanese_tables_have_no_english_words(make: object) -> None:
    table = make()  # type: ignore[operator]
    for cell in _cells(table):
        assert english_runs(cell) == [], cell


def test_every_effect_of_the_rules_data_has_words_in_both_languages() -> None:
    d = rules_data()
    groups = [d.engineers, d.factories, d.bonus_tokens, d.bonus_cards, d.starting_cards]
    effects = [e for g in groups for es in g.values() for e in es] + [e for s in d.spaces for e in s.effects]
    for e in effects:
        en, ja = rr_words.effect_text(e), rr_words.effect_text(e, "ja")
        assert "_" not in en and en != ja, e
        assert english_runs(ja) == [], (e, ja)


def test_table_escapes_html_and_aligns_text() -> None:
    t = Table(["a", "b"], [["<x>", 1]], caption="c")
    assert "&lt;x&gt;" in t._repr_html_() and "<x>" not in t._repr_html_()
    assert str(t).splitlines() == ["c", "a    b", "---  -", "<x>  1"]


def test_the_black_worker_adds_one_black_step() -> None:
    assert rr_action_spaces.black_steps(black_worker=False) == 3
    assert rr_action_spaces.black_steps(black_worker=True) == 4


def test_payments_follow_the_engine() -> None:
    g = rr_action_spaces.black_worker_position(True)
    t = rr_action_spaces.payments_table(g, "black_3")
    # two pieces: own workers, the black worker or rubles stand in; temporary workers only once taken
    assert len(t.rows) == 5 and all(sum(row) == 2 for row in t.rows)
    assert t.column("temporary workers") == ["0"] * 5


def test_reuse_table_says_why_a_space_cannot_be_used_again() -> None:
    g = rr_action_spaces.black_worker_position(False)
    rr_play.take(g, "black_3")  # Player 1: two workers
    rr_play.take(g, "doubler")  # Player 2
    rr_play.take(g, "industry_1")  # Player 1: one worker
    t = rr_action_spaces.reuse_table(g, 0)
    why = dict(zip(t.column("space"), t.column("use again?"), strict=True))
    assert why == {"3 black rails": "no: it holds 2 pieces of yours", "industry +1": "yes"}


def test_a_hired_engineer_may_be_used_when_a_public_one_may_not() -> None:
    t = rr_engineers.hired_or_public(6)
    assert t.column("may Player 1 use it?")[0].startswith("no:")
    assert t.column("may Player 1 use it?")[1] == "yes" and t.column("VP gained")[1] == "5"


def test_engineer_row_slides_right_each_round() -> None:
    rows = rr_engineers.row_over_rounds(4, 2, 3).rows
    first, second = (str(r[1]).split() for r in rows[:2])
    assert second[1:] == first[:-1] and second[0] == "-"


def test_turn_order_change_matches_the_rules_example() -> None:
    """Seed 004: green and red take the turn-order spaces; the others move back keeping their order."""
    t = rr_turn_order_and_rounds.turn_order_round(claims=((2, "turn_order_1"), (3, "turn_order_2")))
    assert t.column("VP for passing") == [str(v) for v in rules_data().turn_order_vp]
    assert rr_turn_order_and_rounds.new_order_words([0, 1, 2, 3], {2: 0}) == "Player 1, Player 2, Player 3, Player 4"


def test_played_game_adds_up() -> None:
    game = rr_first_game.PlayedGame(seed=4)
    scores = game.state.scores()
    table = game.score_table()
    totals = table.rows[-1][1:]
    assert list(totals) == [s.total for s in scores]
    assert sum(int(r[1]) for r in table.rows[:-1]) == scores[0].total
    assert game.winner() in ("Player 1", "Player 2", "Player 1, Player 2")


def _exercise_sets() -> list[tuple[str, list[object]]]:
    pytest.importorskip("steamlab.course.exercises")
    return [("8", rr_player_board.lesson_8()), ("9", rr_rails_and_locomotives.lesson_9()),
            ("10", rr_industry_and_factories.lesson_10()), ("11", rr_round_scoring.lesson_11()), ("12", rr_final_scoring.lesson_12()), ("20", rr_action_spaces.lesson_20()), ("21", rr_engineers.lesson_21()), ("22", rr_turn_order_and_rounds.lesson_22()),
            ("23", rr_first_game.lesson_23(rr_first_game.PlayedGame(seed=4)))]


def test_every_exercise_takes_a_right_and_a_wrong_answer_and_explains_both() -> None:
    for lesson, items in _exercise_sets():
        assert 2 <= len(items) <= 4, lesson
        for ex in items:
            right = next(iter(ex.answers))  # type: ignore[attr-defined]
            values = [v for v, _ in ex.options] or [right + 1, right - 1]  # type: ignore[attr-defined]
            wrong = next(v for v in values if v not in ex.answers)  # type: ignore[attr-defined]
            for lang in ("en", "ja"):
                good, bad = ex.check(right, lang), ex.check(wrong, lang, attempt=2)  # type: ignore[attr-defined]
                assert good.correct and not bad.correct, (lesson, ex.question["en"])  # type: ignore[attr-defined]
                assert good.explanation and good.explanation == bad.explanation
                hinted = ex.check(wrong, lang)  # type: ignore[attr-defined]  # a first wrong try: a hint, no working
                assert hinted.hint and not hinted.explanation
            assert english_runs(ex.check(right, "ja").explanation) == [], (lesson, ex.question["en"])  # type: ignore[attr-defined]


def test_board_lesson_lines_follow_the_engine() -> None:
    assert rr_rails_and_locomotives.reach_lines([[3, 4]]) == "locomotive 3 + 4: reach 7, Trans-Siberian scores 6"
    lines = rr_round_scoring.doubling_lines().splitlines()
    vps = [int(line.rsplit(" ", 1)[1]) for line in lines]
    # by hand: brown 1-4 at 2 + grey 5-6 at 1 = 10; reach 7 adds grey 7 and doubles: 22; brown revalued to 3: 30
    assert vps == [10, 22, 30]
    assert english_runs(rr_round_scoring.doubling_lines("ja")) == []


def test_setup_table_reads_the_two_player_set_up() -> None:
    counts = rules_data().player_counts[2]
    t = rr_first_game.setup_table(seed=4)
    assert t.caption == f"a game of {counts.rounds} rounds"
    assert t.column("workers") == [str(counts.workers)] * 2 and t.column("rubles") == [str(counts.rubles)] * 2
    assert sorted(t.column("turn order")) == ["1", "2"]


def test_a_round_end_decision_is_its_own_row() -> None:
    game = rr_first_game.PlayedGame(seed=4)
    for rnd in game.rounds:
        for turn in rnd.turns:
            assert str(turn.action) != "stop here"  # a stop belongs to a turn-order worker's row
