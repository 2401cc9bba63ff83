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

from collections.abc import Sequence

from steamlab.course.rails import fresh_game
from steamlab.course.text import check_lang, say, table
from steamlab.games.age_of_steam.game import AgeOfSteamGame, income_reduction
from steamlab.games.rails.game import RailGame
from steamlab.games.rails.seat import Seat
from steamlab.games.steam.game import SteamGame
from steamlab.i18n import player_label, render
from steamlab.i18n.words import heading
from steamlab.i18n.words import table as word_table

_W = word_table("course.money", "_W")
_REDUCTION_HEAD = heading("course.money", "_REDUCTION_HEAD")


def seat_line(g: RailGame, p: int, lang: str = "en") -> str:
    """One seat's cash, income, VP or shares, locomotive, and whether it is out."""
    s = g.seats[p]
    extra = say(_W["shares"], lang, n=s.shares) if g.info.shares else say(_W["vp"], lang, n=s.vp)
    out = say(_W["out"], lang) if s.out else ""
    return say(_W["seat"], lang, cash=s.cash, income=s.income, extra=extra, loco=s.locomotive, out=out)


def _set_up(game: str, rules: str | None, cash: int, income: int, locomotive: int, vp: int, shares: int) -> RailGame:
    g = fresh_game(game, rules)
    seat = g.seats[0]
    g.paid_out -= seat.cash  # keep the bank's ledger honest after setting the cash by hand
    seat.cash, seat.income, seat.locomotive, seat.vp = cash, income, locomotive, vp
    g.paid_out += cash
    if g.info.shares:
        seat.shares = shares
    return g


def _play_income(g: RailGame) -> None:
    if isinstance(g, SteamGame):
        g._income(0)
    else:
        assert isinstance(g, AgeOfSteamGame)
        for p in range(1, g.num_players):
            g.seats[p].out = True  # only seat 0 takes part in this worked example
        g._begin_income()


def seat_after_income(game: str, rules: str | None = None, *, cash: int, income: int, locomotive: int = 1,
                      vp: int = 0, shares: int = 0) -> Seat:  # fmt: skip
    """Player 1's seat after the income phase of :func:`income_phase`'s worked example (the engine's numbers).

    >>> seat_after_income("steam", "standard", cash=0, income=2, locomotive=3, vp=1).cash
    1
    """
    g = _set_up(game, rules, cash, income, locomotive, vp, shares)
    _play_income(g)
    return g.seats[0]


def income_phase(game: str, rules: str | None = None, *, cash: int, income: int, locomotive: int = 1,
                 vp: int = 0, shares: int = 0, lang: str = "en") -> str:  # fmt: skip
    """One player's income and expenses phase, worked by the engine: before, each step, after.

    ``game`` is ``"steam"`` (``rules`` ``"base"`` or ``"standard"``) or ``"age_of_steam"``.
    """
    g = _set_up(game, rules, cash, income, locomotive, vp, shares)
    before = seat_line(g, 0, lang)
    mark = len(g.log)
    _play_income(g)
    first = player_label(0)
    steps = [f"  {render(line, lang)}" for line in g.log[mark:] if line.startswith((f"{first} ", f"{first}:"))]
    return "\n".join([say(_W["before"], lang, seat=before), *steps,
                      say(_W["after"], lang, seat=seat_line(g, 0, lang))])  # fmt: skip


def income_reduction_table(incomes: Sequence[int], lang: str = "en") -> str:
    """Age of Steam's income reduction for some incomes (from the game's rules data)."""
    data = fresh_game("age_of_steam").data
    rows = [[i, f"-{income_reduction(i, data['income_reduction'])}"] for i in incomes]
    return table(_REDUCTION_HEAD[check_lang(lang)], rows)
