# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lesson 21: engineers -- the row, hiring one, the sideways and upright tiles, what each one does.

Everything is the engine's: the row is a game's ``engineer_slots`` (left to
right, the hiring slot last), the rounds pass by letting every player pass,
and whether an engineer may be used is ``why_illegal`` of a placement.

>>> t = engineers_table()
>>> t.column("effect")[13]
'black rail +2'
>>> [row[1] for row in row_over_rounds(players=4, seed=2, rounds=3).rows]
['14  11  12  9  2  8  6', '-  14  11  12  9  2  8', '-  -  14  11  12  9  2']
"""

from __future__ import annotations

from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.rr_play import Place, pass_round, rules_data, take
from steamlab.course.rr_words import Table, effects_text, headers, word
from steamlab.i18n import register, render
from steamlab.i18n.words import fill
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RussianRailroadsState
from steamlab.scenarios.rr_builder import RRScenario

_TEXTS = word_table("course.lessons.rr_engineers", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.lessons.rr_engineers.TEXTS.<key>)."""
_PARAMETERS = Parameters("rr_engineers")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[rr_engineers]``)."""

WORDS = word_table("course.lessons.rr_engineers", "WORDS")
register(WORDS)


def engineers_table(lang: str = "en") -> Table:
    """All 15 engineers: number, deck, effect (the rules data's list)."""
    d = rules_data()
    deck_of = {n: deck for deck, numbers in d.engineer_decks.items() for n in numbers}
    rows = [[n, word(f"deck.{deck_of.get(n, 'card')}", lang), effects_text(effects, lang)]
            for n, effects in sorted(d.engineers.items())]  # fmt: skip
    return Table(headers([("engineer", "技術者"), ("deck", "山"), ("effect", "効果")], lang), rows)


def slot_kind(g: RussianRailroadsState, slot: int) -> str:
    """``upright``, ``sideways`` or ``hire`` for a slot index of the engineer row (the last slot hires)."""
    last = len(g.engineer_slots) - 1
    if slot == last:
        return "hire"
    return "sideways" if slot >= last - 2 else "upright"


def row_table(g: RussianRailroadsState, lang: str = "en") -> Table:
    """The engineer row of ``g`` now, left to right: each slot's engineer, what it does, whether it may be used."""
    rows = []
    for i, n in enumerate(g.engineer_slots):
        rounds_left = g.rounds - g.round + 1 - (len(g.engineer_slots) - 1 - i)
        what = effects_text(g.data.engineers[n], lang) if n else word("slot.empty", lang)
        reach = max(0, len(g.engineer_slots) - 1 - i)
        rows.append([i + 1, n or "-", what, word(f"slot.{slot_kind(g, i)}", lang), reach if rounds_left > 0 else "-"])
    heads = headers([("slot", "スペース"), ("engineer", "技術者"), ("effect", "効果"), ("now", "今"),
                     ("rounds until hireable", "雇用できるまでのラウンド")], lang)  # fmt: skip
    return Table(heads, rows)




def row_over_rounds(players: int = 4, seed: int = 0, rounds: int = 3, hire_in: int = 0, lang: str = "en") -> Table:
    """The engineer row at the start of each of the first ``rounds`` rounds (slots left to right, ``-`` empty).

    Nobody acts but the player to move in round ``hire_in`` (if given), who hires the engineer of the
    hiring space; an engineer nobody hires leaves the game at the round's end.
    """
    g = RRScenario(players=players, seed=seed).state()
    rows = []
    for _ in range(rounds):
        row = "  ".join(str(n) if n else "-" for n in g.engineer_slots)
        hiring, hired = g.hireable(), "-"
        if g.round == hire_in and hiring:
            who = g.current_player
            take(g, "hire_engineer")
            hired = render(_player(who), lang)
        rows.append([g.round, row, hiring or "-", hired])
        pass_round(g)
    heads = headers([("round", "ラウンド"), ("engineer row, left to right", "技術者の列 (左から右)"),
                     ("in the hiring space", "雇用スペース"), ("hired by", "雇った人")], lang)  # fmt: skip
    return Table(heads, rows)


def _player(seat: int) -> object:
    from steamlab.i18n import msg

    return msg("word.player", n=seat + 1)


def engineer_positions(number: int, vp: int = 0) -> tuple[RussianRailroadsState, RussianRailroadsState]:
    """Round 2 of a fresh 2-player game, Player 1 to move with ``vp`` VP so far: engineer ``number`` lying sideways
    (public), and the same game with Player 1 having hired it."""
    others = [n for n in (2, 3, 5, 9, 10, 11) if n != number]

    def start() -> RRScenario:
        return RRScenario(players=2, seed=1).round(2).order(0, 1).vp(0, vp)

    public = start().engineer_row(0, 0, others[0], others[1], number, others[2]).state()
    hired = start().engineer_row(0, 0, *others[:4]).engineer(0, number).state()
    return public, hired


def hired_or_public(number: int = 6, lang: str = "en") -> Table:
    """Engineer ``number`` on a fresh board in round 2: may Player 1 use it when it is public, and when hired?"""
    public, hired = engineer_positions(number)
    rows = []
    for case, g in ((_TEXTS["hired_or_public.public"], public), (_TEXTS["hired_or_public.hired"], hired)):
        why = g.why_illegal(Place(f"engineer_{number}"))
        vp = "-"
        if why is None:
            before = g.boards[0].total_vp
            take(g, f"engineer_{number}")
            vp = str(g.boards[0].total_vp - before)
        may = word("may", lang) if why is None else word("may_not", lang, why=render(why, lang))
        rows.append([case[lang], may, vp])
    heads = headers([("engineer " + str(number), f"技術者 {number}"), ("may Player 1 use it?", "プレイヤー 1 は使える?"),
                     ("VP gained", "得た勝利点")], lang)  # fmt: skip
    return Table(heads, rows)


__all__ = ["EXERCISE_HIRED", "EXERCISE_HIRED_VP", "EXERCISE_PUBLIC", "EXERCISE_ROUND", "EXERCISE_SEED", "engineer_positions", "engineers_table", "lesson_21", "hired_or_public", "row_over_rounds", "row_table", "slot_kind"]


def _public_may(number: int) -> bool:
    """Whether Player 1 may use public engineer ``number`` in :func:`hired_or_public`'s position (the engine's answer)."""
    return hired_or_public(number).column("VP gained")[0] != "-"


EXERCISE_PUBLIC = _PARAMETERS.get("public", int)
"""Lesson 21's sideways engineer to judge on a fresh board (the page judges engineer 6, refused)."""
EXERCISE_HIRED = _PARAMETERS.get("hired", int)
"""Lesson 21's hired engineer whose rail the board lacks (the page plays engineer 6, grey)."""
EXERCISE_HIRED_VP = _PARAMETERS.get("hired_vp", int)
"""Player 1's VP before using the hired engineer: the question asks for the VP after it, since what a hired engineer
still pays is its printed VP (engineer 15's 5 VP, the 5 VP the page shows engineer 6 paying)."""
EXERCISE_SEED = _PARAMETERS.get("seed", int)
EXERCISE_ROUND = _PARAMETERS.get("round", int)
"""Lesson 21's other 4-player game (its row told in the question) and the round whose hiring space is asked (the page
slides the row of its seed-2 game through round 4)."""


def lesson_21(seed: int = 2) -> list[Any]:
    """Lesson 21's exercises, each answered and explained by the engine: a public engineer and a hired one the page does
    not judge, and the hiring space of another game's row (``seed`` is the page's game, not asked about)."""
    from steamlab.course.exercises import choice, number

    if seed == EXERCISE_SEED:
        raise ValueError(f"lesson 21's exercise game (seed {EXERCISE_SEED}) must not be the page's")
    d = rules_data()
    yes_no = [(True, _TEXTS["exercises.option.True"]), (False, _TEXTS["exercises.option.False"])]
    before = EXERCISE_HIRED_VP
    _, used = engineer_positions(EXERCISE_HIRED, before)
    take(used, f"engineer_{EXERCISE_HIRED}")
    after = used.boards[0].total_vp
    row = [n for n in RRScenario(players=4, seed=EXERCISE_SEED).state().engineer_slots if n]
    table = row_over_rounds(4, EXERCISE_SEED, EXERCISE_ROUND)
    in_round = int(str(table.rows[EXERCISE_ROUND - 1][2]))
    public, hired = EXERCISE_PUBLIC, EXERCISE_HIRED
    what = {(n, lang): effects_text(d.engineers[n], lang) for n in (public, hired) for lang in ("en", "ja")}
    shown = ", ".join(map(str, row))

    def hired_working(lang: str) -> str:
        total = fill(_TEXTS["exercises.hired_working.text"], before=before, after_before=after - before, after=after)[lang]
        return f"{hired_or_public(hired, lang)}\n{total}"

    return [
        choice(fill(_TEXTS["exercises.question"], public=public, what_public_en=what[public, 'en'],
                    what_public_ja=what[public, 'ja']),
               yes_no, _public_may(public), lambda lang: str(hired_or_public(public, lang)),
               hint=_TEXTS["exercises.hint"]),
        number(fill(_TEXTS["exercises.question.2"], before=before, hired=hired, what_hired_en=what[hired, 'en'],
                    what_hired_ja=what[hired, 'ja']),
               after, hired_working,
               hint=_TEXTS["exercises.hint.2"]),
        choice(fill(_TEXTS["exercises.question.3"], shown=shown, exercise_round=EXERCISE_ROUND),
               [(n, fill(_TEXTS["exercises.text"], n=n)) for n in row], in_round,
               lambda lang: str(row_over_rounds(4, EXERCISE_SEED, EXERCISE_ROUND, lang=lang)),
               hint=_TEXTS["exercises.hint.3"]),
    ]
