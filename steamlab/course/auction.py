"""Lesson 5: the turn-order auction step by step, what each game charges, and the action tiles' costs.

>>> run_auction([0, 1, 2], [1, 2, "drop", 3, "drop"]).places
[0, 1, 2]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import cast

from steamlab.course.text import check_lang, say, table
from steamlab.games.rails import Auction, age_of_steam_payments, steam_payments
from steamlab.i18n import player_label, term
from steamlab.i18n.words import columns
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import Scenario, SteamGame

Step = int | str
"""An auction step: a bid (a number), ``"drop"`` or ``"pass"`` (the Turn Order free pass)."""

_W = word_table("course.auction", "_W")
_HEAD = columns("course.auction", "_HEAD")


def run_auction(order: Sequence[int], script: Sequence[Step], free_pass: Iterable[int] = ()) -> Auction:
    """Play an auction; ``ValueError`` for a step the auction does not allow."""
    a = Auction.start(list(order), set(free_pass))
    for step in script:
        if a.done:
            raise ValueError("the auction is over")
        if isinstance(step, int):
            a.bid(step)
        elif step == "drop":
            a.drop()
        elif step == "pass":
            if a.bidder not in a.passes:
                raise ValueError(f"{player_label(a.bidder)} holds no free pass")
            a.free_pass()
        else:
            raise ValueError(f"unknown auction step {step!r}")
    return a


def auction_steps(order: Sequence[int], script: Sequence[Step], free_pass: Iterable[int] = (),
                  lang: str = "en") -> tuple[Auction, list[str]]:  # fmt: skip
    """The auction played: where it ended, and each step in words (a bid, a drop, a free pass), in ``lang``.

    >>> a, lines = auction_steps([0, 1], [3, "drop"])
    >>> a.places, lines
    ([0, 1], ['Player 1 bids $3', 'Player 2 drops out (takes the last free place)'])
    """
    a = Auction.start(list(order), set(free_pass))
    lines = []
    for step in script:
        who = player_label(a.bidder, lang)
        if isinstance(step, int):
            a.bid(step)
            lines.append(say(_W["bids"], lang, player=who, n=step))
        elif step == "drop":
            a.drop()
            lines.append(say(_W["drops"], lang, player=who))
        else:
            a.free_pass()
            lines.append(say(_W["passes"], lang, player=who))
    return a, lines


def auction_story(order: Sequence[int], script: Sequence[Step], free_pass: Iterable[int] = (),
                  lang: str = "en") -> str:  # fmt: skip
    """The auction step by step, then the turn order and both games' payments."""
    a, lines = auction_steps(order, script, free_pass, lang)
    if not a.done:
        lines.append(say(_W["running"], lang, player=player_label(a.bidder, lang)))
        return "\n".join(lines)
    return "\n".join([*lines, "", payments_table(a, lang)])


def payments_table(a: Auction, lang: str = "en") -> str:
    """Turn order after the auction, each player's last bid, and what Steam and Age of Steam charge."""
    steam, aos = steam_payments(a), age_of_steam_payments(a)
    rows = [[i + 1, player_label(p, lang), f"${a.last_bid.get(p, 0)}", f"${steam[p]}", f"${aos[p]}"]
            for i, p in enumerate(a.places)]  # fmt: skip
    return table(_HEAD["payments"][check_lang(lang)], rows)


def at_locomotive(rules: str, locomotive: int) -> SteamGame:
    """A Steam game of ``rules`` on the tutorial map whose Player 1 is at ``locomotive`` (a checked position).

    >>> at_locomotive("base", 2).action_cost(0, "locomotive")
    7
    """
    g = Scenario("steam", rules=rules, players=3, map="tutorial").player(0, locomotive=locomotive).state()
    assert g.info.money == "capital"  # a Steam game: its action tiles cost money
    return cast(SteamGame, g)


def action_costs_table(locomotive: int, lang: str = "en") -> str:
    """What each Steam action tile costs in the base and the standard game for a player at ``locomotive``."""
    base, std = at_locomotive("base", locomotive), at_locomotive("standard", locomotive)
    rows = [[a["number"], a["name"] if lang == "en" else term("action_tile", a["id"], lang),
             f"${base.action_cost(0, a['id'])}", f"${std.action_cost(0, a['id'])}"]
            for a in base.action_tiles()]  # fmt: skip
    return table(_HEAD["actions"][check_lang(lang)], rows)
