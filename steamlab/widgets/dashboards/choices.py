"""The choices the dashboards share: the calculators' two rule sets, seats, the hot seat's four rule sets.

>>> rule_choices("ja")
[('スチーム', 'steam'), ('エイジ・オブ・スチーム', 'age_of_steam')]
>>> game_choice_label("steam/base", "en"), player_choices(2, "en")
('Steam — base', [('Player 1', 0), ('Player 2', 1)])
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from steamlab.i18n import player_label, term
from steamlab.widgets.i18n import tr

e = html.escape


RULE_CHOICES = [("Steam", "steam"), ("Age of Steam", "age_of_steam")]


def rule_choices(lang: str = "en") -> list[tuple[str, str]]:
    """The two rule sets of a calculator, named in ``lang``."""
    return [(term("game", g, lang), g) for _, g in RULE_CHOICES]


def player_choices(players: int, lang: str = "en") -> list[tuple[str, int]]:
    """Seats as a dropdown's options, numbered from 1: ``[("Player 1", 0), ...]``."""
    return [(player_label(p, lang), p) for p in range(players)]


def relabel(pairs: Sequence[tuple[Any, str]], lang: str) -> None:
    """Set each control's description to the label ``key`` in ``lang``; a dropdown keeps its value."""
    for control, key in pairs:
        control.description = tr(key, lang)



GAME_CHOICES = [("Steam — base", "steam/base"), ("Steam — standard", "steam/standard"),
                ("Age of Steam", "age_of_steam/"), ("Russian Railroads", "russian_railroads/")]


def game_choice_label(choice: str, lang: str = "en") -> str:
    """A rule set of the chooser (``"steam/base"``) in ``lang``: ``"Steam — base"``, ``"スチーム — 基本ルール"``."""
    game, rules = choice.split("/")
    return term("game", game, lang) + (f" — {term('ruleset', rules, lang)}" if rules else "")


__all__ = ["GAME_CHOICES", "RULE_CHOICES", "game_choice_label", "player_choices", "relabel", "rule_choices"]
