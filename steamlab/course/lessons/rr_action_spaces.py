"""Lesson 20: the action spaces of Russian Railroads, their prices, payments, reuse and the black worker.

Every table is read from the rules data and the engine (``spaces.payments``,
``spaces.reuse_candidates``, a placement played by :func:`~.rr_play.take`).

>>> t = spaces_table(players=2)
>>> t.column("space")[:3], t.column("note")[0]
(['2 black rails', '3 black rails', '2 grey rails'], 'covered with fewer than 3 players')
>>> black_steps(black_worker=False), black_steps(black_worker=True)
(3, 4)
"""

from __future__ import annotations

from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.rr_play import Place, payments, reuse_candidates, rules_data, space_of, space_open, steps_text, take
from steamlab.course.rr_words import Table, effects_text, headers, price_text, word
from steamlab.i18n import register, render, term
from steamlab.i18n.russian_railroads import space as space_name
from steamlab.i18n.words import fill, separator
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RussianRailroadsState
from steamlab.scenarios.rr_builder import RRScenario

_TEXTS = word_table("course.lessons.rr_action_spaces", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.lessons.rr_action_spaces.TEXTS.<key>)."""
_PARAMETERS = Parameters("rr_action_spaces")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[rr_action_spaces]``)."""

WORDS = word_table("course.lessons.rr_action_spaces", "WORDS")
register(WORDS)

AREAS = ("rails", "locomotives", "industry", "auxiliary", "engineers", "turn_order")
"""The areas of the main board, in the order the lesson shows them."""


def _notes(sid: str, players: int, lang: str) -> str:
    s = space_of(sid)
    assert s is not None
    notes = []
    if s.reusable:
        notes.append(word("note.reusable", lang))
    if s.no_reuse:
        notes.append(word("note.no_reuse", lang))
    if s.min_players > players:
        notes.append(word("note.min_players", lang, n=s.min_players))
    if s.last_round_only:
        notes.append(word("note.last_round_only", lang))
    if s.not_last_round:
        notes.append(word("note.not_last_round", lang))
    return separator("clauses", lang).join(notes)


def spaces_table(players: int = 4, lang: str = "en", areas: tuple[str, ...] = AREAS) -> Table:
    """Every action space of the main board for ``players`` players: area, price, what it does, notes."""
    rows = []
    for area in areas:
        for s in rules_data().spaces:
            if s.area == area:
                rows.append([word(f"area.{area}", lang), render(space_name(s.id), lang),
                             price_text(s.workers, s.rubles, lang), effects_text(s.effects, lang),
                             _notes(s.id, players, lang)])  # fmt: skip
    heads = headers([("area", "エリア"), ("space", "アクションスペース"), ("price", "必要なもの"),
                     ("what it does", "効果"), ("note", "注意")], lang)  # fmt: skip
    if lang == "en":
        heads[1] = "space"
    return Table(heads, rows)


def payments_table(g: RussianRailroadsState, sid: str, lang: str = "en") -> Table:
    """Every legal way for the player to move to pay for ``sid`` now (the engine's list), one a row."""
    player = g.current_player
    s = space_of(sid, g.data)
    assert s is not None
    rows = []
    for p in payments(g, player, sid):
        own = s.workers - p.rubles - p.temps - p.black
        rows.append([own, p.temps, p.black, p.rubles + s.rubles])
    heads = headers([("own workers", "自分のワーカー"), ("temporary workers", "臨時ワーカー"),
                     ("black worker", "黒のワーカー"), ("rubles", "ルーブル")], lang)  # fmt: skip
    return Table(heads, rows, caption=f"{render(space_name(sid), lang)}: {price_text(s.workers, s.rubles, lang)}")


def black_worker_position(black_worker: bool = True) -> RussianRailroadsState:
    """Round 2 of a 2-player game, Player 1 to move; with the black worker (bonus card 4) when asked."""
    sc = RRScenario(players=2, seed=1).round(2).order(0, 1)
    if black_worker:  # the black worker comes from bonus card 4, taken with bonus token 7 (St. Petersburg 4)
        sc.bonus_cards(1, 2, 3, 5).token(0, 7).end_bonus(0, 3)
        sc.rails(0, "st_petersburg", "black", 4).locomotive(0, "st_petersburg", 4).black_worker(0)
    return sc.state()


def black_steps(black_worker: bool, lang: str = "en") -> int:
    """How many black steps Player 1 makes from the 3 black rails space (with the black worker among the two)."""
    g = black_worker_position(black_worker)
    steps = take(g, "black_3", black=int(black_worker), prefer=["Trans-Siberian"])
    return sum(1 for s in steps[1:] if "black rail" in str(s))


def reuse_table(g: RussianRailroadsState, player: int, lang: str = "en") -> Table:
    """The spaces ``player`` has pieces on this round: may a reuse effect (engineer 8, factory 3) take them again?"""
    allowed = set(reuse_candidates(g, player))
    rows = []
    for sid, pieces in sorted(g.occupied.items()):
        mine = sum(1 for owner, _ in pieces if owner == player)
        if not mine and not any(owner == player for owner, _ in pieces):
            continue
        s = space_of(sid, g.data)
        if sid in allowed:
            why = word("reuse.yes", lang)
        elif mine != 1:
            why = word("reuse.pieces", lang, n=mine)
        elif s is not None and s.no_reuse:
            why = word("reuse.space", lang)
        else:
            why = word("reuse.incomplete", lang)
        rows.append([render(space_name(sid), lang), mine, why])
    heads = headers([("space", "アクションスペース"), ("pieces of yours", "自分のコマ"), ("use again?", "再使用")], lang)
    return Table(heads, rows)


def industry_position(marker: int, factory: int = 0) -> RussianRailroadsState:
    """Round 2 of a 2-player game, Player 1 to move, their industry marker on ``marker`` (a factory built if given)."""
    sc = RRScenario(players=2, seed=1).round(2).order(0, 1).industry(0, 0, marker)
    if factory:
        sc.factory(0, factory)
    return sc.state()


def industry_table(marker: int = 3, factory: int = 0, lang: str = "en") -> Table:
    """The three industrialisation spaces tried from ``marker``: allowed or not, the steps, where the marker ends."""
    rows: list[list[object]] = []
    for sid in ("industry_1", "industry_2", "industry_black"):
        g = industry_position(marker, factory)
        why = g.why_illegal(Place(sid))
        if why is not None:
            rows.append([render(space_name(sid), lang), word("may_not", lang, why=render(why, lang)), "-", "-"])
            continue
        steps = take(g, sid, prefer=["Trans-Siberian"])
        sep = separator("clauses", lang)
        rows.append([render(space_name(sid), lang), sep.join(render(x, lang) for x in steps[1:]),
                     g.boards[0].markers[0], g.data.industry_vp(g.boards[0].markers[0])])  # fmt: skip
    heads = headers([("space", "アクションスペース"), ("what happens", "実行内容"), ("marker ends on", "マーカーの位置"),
                     ("the marker scores", "マーカーの得点")], lang)  # fmt: skip
    return Table(heads, rows)




def open_spaces(g: RussianRailroadsState, lang: str = "en") -> list[str]:
    """The main-board spaces open in ``g`` this round, by name (spaces covered for fewer players left out)."""
    return [render(space_name(s.id), lang) for s in g.data.spaces if space_open(g, s)]


def colour_word(colour: str, lang: str = "en") -> str:
    """A rail colour's name (for the lesson's sentences built in code)."""
    return term("colour", colour, lang)


__all__ = ["AREAS", "EXERCISE_BLACK_SPACE", "EXERCISE_INDUSTRY", "EXERCISE_REUSE", "exercise_reuse_position",
           "black_steps", "black_worker_position", "industry_position", "industry_table",
           "open_spaces", "lesson_20", "reuse_position", "space_pair", "payments_table", "reuse_table",
           "spaces_table"]


def space_pair(sid: str) -> dict[str, str]:
    """A space's name in both languages (an exercise's option)."""
    return {lang: render(space_name(sid), lang) for lang in ("en", "ja")}


EXERCISE_BLACK_SPACE = _PARAMETERS.get("black_space", str)
"""Lesson 20's space paid with the black worker (the page pays '3 black rails' with it: 4 black steps)."""
EXERCISE_REUSE = _PARAMETERS.get("reuse", tuple[tuple[int, str], ...])
"""Lesson 20's round of placements (player, space) before a reuse: not the page's reuse table (3 black rails, industry
+1, 2 temporary workers); here the space paid with a worker and a ruble holds two pieces."""
EXERCISE_INDUSTRY = _PARAMETERS.get("industry", tuple[int, int, str])
"""Lesson 20's industry marker, the factory in the first factory space, and the space taken (the page tries marker 3
with no factory and with factory 5)."""


def exercise_reuse_position() -> RussianRailroadsState:
    """Lesson 20's exercise: round 2 after the placements of :data:`EXERCISE_REUSE`, Player 1's spaces to reuse."""
    g = black_worker_position(False)
    for _player, sid in EXERCISE_REUSE:
        take(g, sid, prefer=["Trans-Siberian"])
    return g


def _rail_steps(steps: list[Any]) -> int:
    return sum(1 for s in steps[1:] if "rail" in render(s, "en") and "industry" not in render(s, "en"))


def lesson_20() -> list[Any]:
    """Lesson 20's exercises, each answered and explained by the engine (a list of ``course.exercises.Exercise``): the
    black worker on another space, a reuse after other placements, a factory's effect on arrival. None is a case the
    page plays (it showed the old answers: 4 black steps, its reuse table, industry +2 refused)."""
    from steamlab.course.exercises import choice, number

    def black_working(lang: str) -> str:
        return steps_text(take(black_worker_position(True), EXERCISE_BLACK_SPACE, black=1, prefer=["Trans-Siberian"]), lang)

    marker, factory, industry_space = EXERCISE_INDUSTRY

    def industry_working(lang: str) -> str:
        return steps_text(take(industry_position(marker, factory), industry_space, prefer=["Trans-Siberian"]), lang)

    black = sum(1 for s in take(black_worker_position(True), EXERCISE_BLACK_SPACE, black=1, prefer=["Trans-Siberian"])[1:]
                if "black rail" in render(s, "en"))
    played = exercise_reuse_position()
    (candidate,) = reuse_candidates(played, 0)
    taken = sorted(sid for sid, pieces in played.occupied.items() if any(p == 0 for p, _ in pieces))
    rail_steps = _rail_steps(take(industry_position(marker, factory), industry_space, prefer=["Trans-Siberian"]))
    name = {lang: render(space_name(EXERCISE_BLACK_SPACE), lang) for lang in ("en", "ja")}
    mine = [sid for p, sid in EXERCISE_REUSE if p == 0]
    ruble_space = next(sid for sid in mine if getattr(space_of(sid), "rubles", 0))  # paid with a worker and a ruble
    paid = {lang: render(space_name(ruble_space), lang) for lang in ("en", "ja")}
    quoted = [fill(_TEXTS["exercises.space_quoted"], space=space_pair(sid)) for sid in mine]
    spaces = {lang: separator("list", lang).join(q[lang] for q in quoted) for lang in ("en", "ja")}
    effect = {lang: ", ".join(effects_text([e], lang) for e in rules_data().factories[factory]) for lang in ("en", "ja")}
    industry = {lang: render(space_name(industry_space), lang) for lang in ("en", "ja")}
    return [
        number(fill(_TEXTS["exercises.question"], name=name),
               black, black_working,
               hint=_TEXTS["exercises.hint"]),
        choice(fill(_TEXTS["exercises.question.2"], spaces=spaces, paid=paid),
               [(sid, space_pair(sid)) for sid in taken], candidate,
               lambda lang: str(reuse_table(exercise_reuse_position(), 0, lang)),
               hint=_TEXTS["exercises.hint.2"]),
        number(fill(_TEXTS["exercises.question.3"], marker=marker, factory=factory, effect=effect, industry=industry),
               rail_steps, industry_working,
               hint=_TEXTS["exercises.hint.3"]),
    ]


def reuse_position() -> RussianRailroadsState:
    """Round 2, Player 1 has taken '2 temporary workers', '3 black rails' (two workers) and 'industry +1'."""
    g = black_worker_position(False)
    take(g, "temporary_workers")  # Player 1
    take(g, "doubler")  # Player 2
    take(g, "black_3", prefer=["Trans-Siberian"])  # Player 1: two workers
    take(g, "rubles")  # Player 2
    take(g, "industry_1")  # Player 1
    return g
