# ruff: noqa: E501  (questions and hints are sentences in two languages, kept whole on their lines)
"""Lesson 13 — Is it worth taking the Engineer here?

The exercises that end ``notebooks/lessons/13_scenario_engineer.ipynb``. Each answer and each working is the engine's,
computed when :func:`lesson_13` runs; the lesson's last cell is ``exercises(scenario_engineer.lesson_13(...),
lang=LANG, lesson=13)``.

The page's lines and tables: a position set up by hand, its legal actions and a playout analysis, in player words.
"""

from __future__ import annotations

from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, number
from steamlab.course.text import check_lang, say, table
from steamlab.i18n import player_label, render
from steamlab.i18n.describe import describe_action
from steamlab.i18n.words import fill, heading
from steamlab.i18n.words import table as word_table

_W = word_table("course.lessons.scenario_engineer", "_W")
_HEAD = heading("course.lessons.scenario_engineer", "_HEAD")


def action_lines(state: Any, lang: str = "en") -> str:
    """The legal actions of a game position, one a line, in player words."""
    return "\n".join(render(describe_action(state, a), lang) for a in state.legal_actions())


def playout_table(result: Any, state: Any, lang: str = "en") -> str:
    """A playout analysis (``steamlab.scenarios.analysis``) as a table in player words."""
    rows = []
    for r in result.results:
        lo, hi = r.win_interval()
        slo, shi = r.score_interval()
        win = say(_W["interval"], lang, value=f"{r.win_rate:.0%}", low=f"{lo:.0%}", high=f"{hi:.0%}")
        score = say(_W["interval"], lang, value=f"{r.mean_score:.2f}", low=f"{slo:.1f}", high=f"{shi:.1f}")
        rows.append([render(describe_action(state, r.action), lang), r.playouts, win, score])
    head = say(_W["head"], lang, player=player_label(result.player, lang), bot=result.bot, seed=result.seed)
    return head + "\n" + table(_HEAD[check_lang(lang)], rows)


_TEXTS = word_table("course.lessons.scenario_engineer", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.scenario_engineer.TEXTS.<key>)."""
_PARAMETERS = Parameters("scenario_engineer")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[scenario_engineer]``)."""

EXERCISE_TAKEN = _PARAMETERS.get("taken", str)
"""Lesson 13: the action tile Player 1 takes before the next player chooses (the page lists Player 1's choices only)."""
EXERCISE_MORE_PLAYOUTS = _PARAMETERS.get("more_playouts", int)
"""Lesson 13: how many times more playouts the learner imagines for the Engineer, at the same win rate (the page's table
has 6 a candidate)."""


def lesson_13(game: Any, result: Any) -> list[Exercise]:
    """Lesson 13 (the Engineer scenario): how many tiles the next player chooses from once Player 1 has taken the
    Engineer, and whether four times the playouts at the same win rate narrow the interval. The page prints Player 1's
    list of actions and the table's win rates, which answered the old questions."""
    import copy

    from steamlab.i18n import player_label, render
    from steamlab.i18n.describe import describe_action
    from steamlab.scenarios.analysis import CandidateResult

    taken = next(a for a in game.legal_actions() if getattr(a, "tile", None) == EXERCISE_TAKEN)
    after = copy.deepcopy(game)
    after.apply(taken)
    left = len(after.legal_actions())
    name = {lang: render(describe_action(game, taken), lang) for lang in ("en", "ja")}
    row = next(r for r in result.results if r.action == taken)
    k = EXERCISE_MORE_PLAYOUTS
    more = CandidateResult(row.action, row.playouts * k, row.wins * k, row.mean_score, row.score_sd)
    (lo, hi), (mlo, mhi) = row.win_interval(), more.win_interval()
    verdict = "narrower" if mhi - mlo < hi - lo else "wider" if mhi - mlo > hi - lo else "same"
    widths = [("narrower", _TEXTS["lesson_13.option.narrower"]), ("same", _TEXTS["lesson_13.option.same"]),
              ("wider", _TEXTS["lesson_13.option.wider"])]

    def next_choices(lang: str) -> str:
        head = fill(_TEXTS["lesson_13.next_choices.head"],
                    fter_current_player_lang=player_label(after.current_player, lang))
        return head[lang] + "\n" + str(action_lines(after, lang=lang))

    def intervals(lang: str) -> str:
        line = _TEXTS["lesson_13.intervals.text"][lang]
        return "\n".join([str(playout_table(result, game, lang=lang)), "",
                          line.format(n=row.playouts, w=row.wins, rate=row.win_rate, lo=lo, hi=hi),
                          line.format(n=more.playouts, w=more.wins, rate=more.win_rate, lo=mlo, hi=mhi)])

    return [
        number(fill(_TEXTS["lesson_13.question"], name=name),
               left, next_choices,
               hint=_TEXTS["lesson_13.hint"]),
        choice(fill(_TEXTS["lesson_13.question.2"], name=name, k=k, row_playouts_k=row.playouts * k),
               widths, verdict, intervals,
               hint=_TEXTS["lesson_13.hint.2"]),
    ]  # fmt: skip
