"""Lesson 6: income and expenses, a shortfall and how it is covered, Age of Steam's income reduction.

>>> print(income_phase("steam", "standard", cash=0, income=2, locomotive=3, vp=1))
before: cash $0, income 2, VP 1, locomotive 3
  Player 1 receives $2 (income)
  Player 1 pays $2 (expenses)
  Player 1 is $1 short: pays it with 1 VP and 0 income ($2 each)
  Player 1 receives $1 (change from a $2 step)
after:  cash $1, income 2, VP 0, locomotive 3
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from steamlab.course.rails import fresh_game
from steamlab.course.text import check_lang, say, table
from steamlab.engine.registry import game_info
from steamlab.games.age_of_steam import income_reduction
from steamlab.i18n import player_label, render
from steamlab.i18n.words import heading
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailGame, Scenario, Seat

_W = word_table("course.money", "_W")
_REDUCTION_HEAD = heading("course.money", "_REDUCTION_HEAD")


def seat_line(g: RailGame, p: int, lang: str = "en") -> str:
    """One seat's cash, income, VP or shares, locomotive, and whether it is out."""
    s = g.seats[p]
    fields = {"cash": s.cash, "income": s.income, "vp": s.vp, "shares": s.shares, "locomotive": s.locomotive}
    return _seat_words(fields, g.info.shares, s.out, lang)


def _seat_words(seat: Mapping[str, int], shares: bool, out: bool, lang: str) -> str:
    """A seat's fields (a position's ``players`` entry) in words; ``shares``: the rule set counts shares, not VP."""
    extra = say(_W["shares"], lang, n=seat["shares"]) if shares else say(_W["vp"], lang, n=seat["vp"])
    return say(_W["seat"], lang, cash=seat["cash"], income=seat["income"], extra=extra, loco=seat["locomotive"],
               out=say(_W["out"], lang) if out else "")  # fmt: skip


OTHERS_CASH = 20
"""The cash of the two other seats of the worked examples: enough to pay their way, so only Player 1's story is told."""


def _set_up(game: str, rules: str | None, cash: int, income: int, locomotive: int, vp: int, shares: int) -> Scenario:
    """Player 1 with these fields at the start of an income phase on the tutorial map (3 players, seed 0).

    >>> _set_up("age_of_steam", None, 2, 12, 3, 0, 4).pos["players"][0]["shares"]
    4
    """
    sc = Scenario(game, rules=rules, players=3, map="tutorial").phase("income")
    sc.player(0, cash=cash, income=income, locomotive=locomotive, vp=vp)
    if game_info(game).shares:
        sc.player(0, shares=shares)
    for p in (1, 2):
        sc.player(p, cash=OTHERS_CASH)
    return sc


def seat_after_income(game: str, rules: str | None = None, *, cash: int, income: int, locomotive: int = 1,
                      vp: int = 0, shares: int = 0) -> Seat:  # fmt: skip
    """Player 1's seat after the income phase of :func:`income_phase`'s worked example (the engine's numbers).

    >>> seat_after_income("steam", "standard", cash=0, income=2, locomotive=3, vp=1).cash
    1
    """
    return _set_up(game, rules, cash, income, locomotive, vp, shares).state().seats[0]


def income_phase(game: str, rules: str | None = None, *, cash: int, income: int, locomotive: int = 1,
                 vp: int = 0, shares: int = 0, lang: str = "en") -> str:  # fmt: skip
    """One player's income and expenses phase, worked by the engine: before, each step, after.

    ``game`` is ``"steam"`` (``rules`` ``"base"`` or ``"standard"``) or ``"age_of_steam"``. The engine plays the
    phase from the position (:func:`_set_up`); the lines that tell Player 1's part of it are the story.
    """
    sc = _set_up(game, rules, cash, income, locomotive, vp, shares)
    before = _seat_words(sc.pos["players"][0], game_info(game).shares, False, lang)
    g = sc.state()
    first = player_label(0)
    steps = [f"  {render(line, lang)}" for line in g.log if line.startswith((f"{first} ", f"{first}:"))]
    return "\n".join([say(_W["before"], lang, seat=before), *steps,
                      say(_W["after"], lang, seat=seat_line(g, 0, lang))])  # fmt: skip


def reduction(income: int) -> int:
    """How far Age of Steam's income reduction phase cuts ``income`` (from the game's rules data).

    >>> reduction(10), reduction(11), reduction(35)
    (0, 2, 6)
    """
    return income_reduction(income, fresh_game("age_of_steam").data["income_reduction"])


def income_reduction_table(incomes: Sequence[int], lang: str = "en") -> str:
    """Age of Steam's income reduction for some incomes (from the game's rules data)."""
    rows = [[i, f"-{reduction(i)}"] for i in incomes]
    return table(_REDUCTION_HEAD[check_lang(lang)], rows)
