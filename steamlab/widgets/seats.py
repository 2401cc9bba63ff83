"""The hot seat's seat lines: each seat's name, a Person/Computer toggle and the computer's strength for it.

>>> lines = SeatLines(lambda seat, computer: None, lambda seat, strength: None)
>>> lines.show(3, None, "en", {1}, lambda seat: 48)
>>> [pick.value for pick in lines.picks], [box.value for box in lines.strengths]
([False, True, False], [48, 48, 48])
>>> "steamlab-seat-2" in lines.picks[1]._dom_classes
True
"""

from __future__ import annotations

import html
from collections.abc import Callable, Collection, Sequence
from typing import Any

import ipywidgets as widgets

from steamlab.widgets.i18n import tr
from steamlab.widgets.panels import player_name
from steamlab.widgets.strength import seat_strength_options


class SeatLines(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """One line per seat (class ``steamlab-seats``); a toggle calls ``on_seat(seat, computer)``, a strength
    ``on_strength(seat, positions)``."""

    children: Any  # the VBox trait

    def __init__(self, on_seat: Callable[[int, bool], object], on_strength: Callable[[int, int], object]) -> None:
        super().__init__()
        self.add_class("steamlab-seats")
        self.on_seat, self.on_strength = on_seat, on_strength
        self.picks: list[widgets.ToggleButtons] = []
        """Each seat's Person/Computer toggle (class ``steamlab-seat-N``, N from 1)."""
        self.strengths: list[widgets.Dropdown] = []
        """Each seat's strength, beside its toggle (class ``steamlab-seat-strength-N``; only when the seat bot
        has a strength)."""

    def show(self, n: int, names: Sequence[str] | None, lang: str, computer: Collection[int],
             strength_of: Callable[[int], int], strengths: bool = True) -> None:
        """Lines for ``n`` seats in ``lang``, the ``computer`` seats toggled on, each with its strength (when
        ``strengths``)."""
        options = [(tr("seat_human", lang), False), (tr("seat_computer", lang), True)]
        self.picks, self.strengths, rows = [], [], []
        for p in range(n):
            who = player_name(names, p, lang)
            name = widgets.HTML(html.escape(who), layout=widgets.Layout(min_width="56px", margin="0 4px 0 0"))
            name.add_class("steamlab-seat-name")  # on the seat's line (a toggle's own description sits above it)
            pick = widgets.ToggleButtons(options=options, value=p in computer, tooltip=who,
                                         style={"button_width": "auto"},
                                         layout=widgets.Layout(width="auto", margin="1px 0"))
            pick.add_class(f"steamlab-seat-{p + 1}")
            pick.observe(lambda c, p=p: self.on_seat(p, bool(c["new"])), names="value")
            self.picks.append(pick)
            line: list[widgets.Widget] = [name, pick]
            if strengths:
                strength = widgets.Dropdown(options=seat_strength_options(lang), value=strength_of(p),
                                            tooltip=tr("seat_strength", lang, player=who),
                                            layout=widgets.Layout(width="auto", margin="1px 0 1px 6px"))
                strength.add_class(f"steamlab-seat-strength-{p + 1}")
                strength.observe(lambda c, p=p: self.on_strength(p, int(c["new"])), names="value")
                self.strengths.append(strength)
                line.append(strength)
            row = widgets.HBox(line, layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
            row.add_class("steamlab-seat-line")
            rows.append(row)
        self.children = rows

    def follow(self, seat: int, computer: bool, strength: int) -> None:
        """Show ``seat`` as set in code (a lesson sets seats without a click): its strength, then its toggle."""
        if seat < len(self.strengths) and self.strengths[seat].value != strength:
            self.strengths[seat].value = strength
        if seat < len(self.picks) and self.picks[seat].value != computer:
            self.picks[seat].value = computer  # its observer calls back with nothing left to change

    def disable(self, disabled: bool) -> None:
        """Turn every toggle and strength off (a finished game has nobody left to play) or on."""
        for pick in [*self.picks, *self.strengths]:
            pick.disabled = disabled


__all__ = ["SeatLines"]
