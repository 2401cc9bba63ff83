"""The Puzzles page (issue 41): one position at a time, a move chosen, the answer only after it."""

from __future__ import annotations

import pytest

import steamlab
from steamlab.widgets.puzzles import PuzzlesApp


@pytest.fixture(autouse=True)
def fresh_progress(monkeypatch):
    """A session with nothing answered yet (the store is the process's)."""
    from steamlab.core import progress

    monkeypatch.setattr(progress, "_STORE", None)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_wrong_move_then_the_right_one_and_the_answer_only_after(lang):
    app = PuzzlesApp("age_of_steam", lang=lang)
    p = app.puzzle
    assert p == steamlab.puzzles("age_of_steam")[0]
    assert app.board.state == p.game and app.result.value == ""
    shown = app.question.value + app.count.value
    assert p.explain(lang) not in shown  # the answer is not on the page before the learner answers
    wrong = next(a for a in p.game.legal_actions() if a != p.answer)
    assert app.choose(wrong) and not app.check()
    assert ("Not this one" if lang == "en" else "この手ではありません") in app.result.value
    assert app.choose(p.answer) and app.check()
    assert p.explain(lang) in app.result.value.replace("&#x27;", "'").replace("&quot;", '"').replace("&amp;", "&")
    assert app.score == {"right": 0, "shown": 1}  # the first answer counts: wrong, so the answer was shown


def test_next_show_and_the_rule_set_switch():
    app = PuzzlesApp("steam/base")
    assert app.score == {"right": 0, "shown": 0}
    first = app.puzzle
    app.show_answer()
    assert app.score["shown"] == 1 and "The answer" in app.result.value
    app.next()
    assert app.puzzle != first and app.result.value == "" and app.count.value.startswith("Puzzle 2 of ")
    app.rules_pick.value = "russian_railroads"
    assert app.puzzle == steamlab.puzzles("russian_railroads")[0] and app.board.state == app.puzzle.game
    app.set_lang("ja")
    assert app.check_button.description == "答え合わせ" and "プレイヤー" in app.question.value


def test_check_without_a_move_asks_for_one():
    app = PuzzlesApp("steam/standard")
    assert not app.check() and "Choose a move" in app.result.value


def test_the_board_of_a_puzzle_offers_no_loading_and_no_replay():
    """A puzzle is a position: *Load record* would put another game under the question, the step slider the
    position before the puzzle's."""
    app = PuzzlesApp("age_of_steam")
    assert app.board.record_row.layout.display == "none" and app.board.replay_row.layout.display == "none"


def test_what_was_answered_is_kept_as_the_lessons_exercises_are_and_a_new_page_shows_it():
    from steamlab.core.progress import progress

    app = PuzzlesApp("russian_railroads")
    assert app.choose(app.puzzle.answer) and app.check()
    app.next()
    app.show_answer()
    store = progress()
    assert store.state("puzzles/russian_railroads", 0) == "right" and store.state("puzzles/russian_railroads", 1) == "shown"
    assert store.summary().lessons_started == 0  # the puzzles are not lessons
    again = PuzzlesApp("russian_railroads")
    assert again.score == {"right": 1, "shown": 1} and "right 1, answers shown 1" in again.count.value
