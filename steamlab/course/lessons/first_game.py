"""Lesson 19 — A first whole game against the computer.

The exercises that end ``notebooks/lessons/19_first_game.ipynb``. Each answer and each working is the engine's,
computed when :func:`lesson_19` runs; the lesson's last cell is ``exercises(first_game.lesson_19(...), lang=LANG,
lesson=19)``.
"""

from __future__ import annotations

from steamlab.course import rails_round as rounds
from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, number
from steamlab.course.rails_play import who
from steamlab.i18n.words import fill
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailGame
from steamlab.scenarios.compare import scores_under

_TEXTS = word_table("course.lessons.first_game", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.first_game.TEXTS.<key>)."""
_PARAMETERS = Parameters("first_game")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[first_game]``)."""

EXERCISE_EXTRA_INCOME = _PARAMETERS.get("extra_income", int)
"""Lesson 19: the income steps added to the runner-up's final income (the page prints each player's score as played)."""
EXERCISE_MORE_SHARES = _PARAMETERS.get("more_shares", int)
"""Lesson 19: the shares the runner-up takes on top of theirs in the first question's case: income and shares both
changed, so the answer is the final scoring's rules applied (3 VP an income step, 3 VP off a share), where income alone
was read off the working's income line (issue 39)."""


def _with_income(game: RailGame, player: int, income: int, shares: int | None = None) -> int:
    """``player``'s final score had they ended ``game`` with ``income`` (and ``shares``), everything else the same:
    the seats set up by a scenario, the finished board's links scored by the engine (``scenarios.compare``)."""
    seats = [{"income": s.income, "vp": s.vp, "shares": s.shares, "action": s.action} for s in game.seats]
    seats[player].update({"income": income} if shares is None else {"income": income, "shares": shares})
    scores = scores_under(game.board, seats, game.game, game.rules, players=game.num_players)
    return scores[player].total


def lesson_19(game: RailGame) -> list[Exercise]:
    """About the game the computer just played (``game``, finished), what the page does not print: the runner-up's
    score with more income, and how many more income steps would have put them ahead of the winner (the page prints
    the standings, so 'who won' and 'the winner's income' were readable)."""
    if not game.is_terminal():
        raise ValueError("lesson 19's exercises are about a finished game")
    from steamlab.engine.state import ranking

    order = ranking(game.scores())
    first, second = order[0], order[1]
    income = game.seats[second].income
    more = income + EXERCISE_EXTRA_INCOME
    shares = game.seats[second].shares
    taken = shares + EXERCISE_MORE_SHARES
    lead = rounds.scored(game, first)
    steps = next(k for k in range(1, 200) if _with_income(game, second, income + k) > lead)

    def raised(lang: str) -> str:
        total = _with_income(game, second, more, taken)
        return "\n".join([rounds.score_working(game, lang),
                          fill(_TEXTS["lesson_19.raised.text"], who_second_lang=who(second, lang), more=more,
                               taken=taken, total=total)[lang]])

    def ahead(lang: str) -> str:
        lines = [f"{who(first, lang)}: {lead}"]
        for k in (steps - 1, steps):
            total = _with_income(game, second, income + k)
            lines.append(fill(_TEXTS["lesson_19.ahead.text"], who_second_lang=who(second, lang), income=income, k=k,
                              income_k=income + k, total=total)[lang])
        return "\n".join(lines)

    return [
        number(fill(_TEXTS["lesson_19.question"], who_second_en=who(second, 'en'), income=income, shares=shares,
                    more=more, taken=taken, who_second_ja=who(second, 'ja')),
               _with_income(game, second, more, taken), raised,
               hint=_TEXTS["lesson_19.hint"]),
        number(fill(_TEXTS["lesson_19.question.2"], who_second_en=who(second, 'en'), who_first_en=who(first, 'en'),
                    who_second_ja=who(second, 'ja'), who_first_ja=who(first, 'ja')),
               steps, ahead,
               hint=_TEXTS["lesson_19.hint.2"]),
    ]
