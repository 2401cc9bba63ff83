"""The legal actions of the player to act as controls: a button for a lone action (*End building*, *Pass*), a
slider for amounts (bids, shares, capital), buttons for a few choices, a dropdown for longer lists, and what a
family's view draws itself (Russian Railroads' placements) or picks on its picture (builds on the map).

Every control passes the :meth:`~steamlab.play.session.GameSession.turn_token` it was made for to the hot seat's
``play``: a control of a step that is gone plays nothing.

>>> import steamlab
>>> from steamlab.widgets.game import GameWidget
>>> w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=4))
>>> rows = action_controls(w, w.state)
>>> "steamlab-pick-raise_capital" in rows[1].children[0]._dom_classes
True
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from steamlab.engine.state import Action, GameState
from steamlab.widgets.game_text import describe_action
from steamlab.widgets.i18n import kind_name, tr
from steamlab.widgets.panels import player_name

if TYPE_CHECKING:
    from steamlab.widgets.game import GameWidget

e = html.escape

DROPDOWN_LIMIT = 600
"""Longer lists of one kind of action are left to the map (builds) rather than a dropdown."""

BUTTON_KINDS = ("choose_action", "take_points", "produce", "urbanize_supply", "start_bonus")
"""Kinds whose few choices (six at most) are buttons side by side rather than a dropdown."""


def single_int(actions: Sequence[Action]) -> str | None:
    """The name of the one int field all ``actions`` have (bids, shares, capital steps), else ``None``."""
    fields = dataclasses.fields(actions[0])
    if len(fields) != 1:
        return None
    name = fields[0].name
    if all(isinstance(getattr(a, name), int) and not isinstance(getattr(a, name), bool) for a in actions):
        return name
    return None


def action_controls(game: GameWidget, s: GameState) -> list[Any]:
    """The rows of controls for ``s``'s player to act, one per kind of action (lone actions side by side)."""
    if s.is_terminal() or s.current_player < 0:
        return []
    groups: dict[str, list[Action]] = {}
    for a in s.legal_actions():
        groups.setdefault(a.kind, []).append(a)
    deliveries = game.view.deliveries(s) if "move_goods" in groups else None
    rows: list[Any] = [widgets.HTML(f"<b>{e(tr('actions', game.lang))}</b> "
                                    f"({e(player_name(game.names, s.current_player, game.lang))})")]
    singles: list[Any] = []
    for kind, acts in groups.items():
        control = _group_control(game, s, kind, acts, deliveries)
        (singles if isinstance(control, widgets.Button) else rows).append(control)
    if singles:  # single actions (End building, Pass ...) side by side, not stretched
        rows.append(widgets.HBox(singles, layout=widgets.Layout(flex_flow="row wrap")))
    return rows


def _group_control(game: GameWidget, s: GameState, kind: str, acts: list[Action],
                   deliveries: dict[Any, Any] | None) -> Any:
    lang, label, token = game.lang, kind_name(kind, game.lang), game.turn_token()
    if len(acts) == 1 and not dataclasses.fields(acts[0]):
        button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
        button.add_class(f"steamlab-act-{kind}")
        button.on_click(lambda _b, a=acts[0], t=token: game.play(a, t))
        return button
    field = single_int(acts) if len(acts) > 1 else None
    go = widgets.Button(description=tr("do", lang), button_style="primary",
                        layout=widgets.Layout(width="auto", flex="0 0 auto"))  # never squeezed by a long choice
    go.add_class(f"steamlab-do-{kind}")
    if field is not None:
        by_value = {getattr(a, field): a for a in acts}
        values = sorted(by_value)
        if values == list(range(values[0], values[-1] + 1)):
            slider = widgets.IntSlider(min=values[0], max=values[-1], value=values[0], description=label,
                                       style={"description_width": "initial"}, continuous_update=False)
            slider.add_class(f"steamlab-pick-{kind}")
            go.on_click(lambda _b: game.play(by_value.get(slider.value), token))
            note = game.view.note(s, kind, slider, values[0])
            if note is None:
                return widgets.HBox([slider, go])
            return widgets.HBox([slider, go, note], layout=widgets.Layout(flex_flow="row wrap"))
    own = game.view.control(s, kind, label, acts, go)
    if own is not None:
        return own
    if len(acts) > DROPDOWN_LIMIT or game.view.on_map(kind):  # the map is the picker
        hint = widgets.HTML(f"<i>{e(tr('use_map', lang, label=label, n=len(acts)))}</i>")
        hint.add_class(f"steamlab-use-map-{kind}")
        return hint
    options = [(describe_action(s, a, game.names, lang, deliveries), i) for i, a in enumerate(acts)]
    if len(acts) <= 6 and kind in BUTTON_KINDS:
        buttons = []
        for text, i in options:
            b = widgets.Button(description=text, layout=widgets.Layout(width="auto"))
            b.add_class(f"steamlab-act-{kind}")
            b.on_click(lambda _b, a=acts[i], t=token: game.play(a, t))
            buttons.append(b)
        return widgets.HBox([widgets.HTML(f"{e(label)}:&nbsp;"), *buttons],
                            layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
    # The choice gets the column's whole width under its label, the button under it: beside the label and the
    # button, a Russian Railroads choice ("black rail one space on the Trans-Siberian") was cut at 1366x800.
    dropdown = widgets.Dropdown(options=options, value=0, layout=widgets.Layout(width="100%", max_width="700px"))
    dropdown.add_class(f"steamlab-pick-{kind}")
    go.on_click(lambda _b: game.play(acts[dropdown.value] if isinstance(dropdown.value, int)
                                     and 0 <= dropdown.value < len(acts) else None, token))
    return widgets.VBox([widgets.HTML(e(label)), dropdown, go],
                        layout=widgets.Layout(max_width="100%", align_items="flex-start"))


__all__ = ["BUTTON_KINDS", "DROPDOWN_LIMIT", "action_controls", "single_int"]
