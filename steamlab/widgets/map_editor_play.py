"""The map editor's Play tab: the map saved, then opened below the editor in the hot seat or in the scenario lab on
its first position (:class:`PlayTab`), with the smallest player count the map and the rules allow.

>>> from steamlab.widgets.map_editor import MapEditorApp
>>> app = MapEditorApp(lang="ja")
>>> app.play_tab.play_choice.options[0], app.play_tab.play_target.value
(('スチーム — 標準ルール', 'steam/standard'), 'hot_seat')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as widgets

from steamlab.editor import rule_sets
from steamlab.i18n import msg
from steamlab.widgets.language import relabel_options
from steamlab.widgets.map_editor_words import play_choice_label

if TYPE_CHECKING:
    from steamlab.widgets.map_editor import MapEditorApp

PLAY_CHOICES = ("steam/standard", "steam/base", "age_of_steam/")
"""The rule sets *Play on this map* offers (``game/rules``)."""
PLAY_TARGETS = ("hot_seat", "lab")
"""Where *Play on this map* opens the map: the hot seat, or the scenario lab (a position to set up)."""


class PlayTab:
    """The rule set (:attr:`play_choice`), where to open the map (:attr:`play_target`), *Play on this map*
    (:attr:`play_button`) in :attr:`tab`; the game or the lab opened in :attr:`play_box`, below ``app``."""

    def __init__(self, app: MapEditorApp) -> None:
        self.app = app
        t = app._t
        self.play_choice = widgets.Dropdown(options=[(c, c) for c in PLAY_CHOICES], value="steam/standard",
                                            description=t("rules"))
        self.play_target = widgets.ToggleButtons(options=[(t(f"play_{k}"), k) for k in PLAY_TARGETS],
                                                 value="hot_seat", description=t("play_in"),
                                                 style={"button_width": "auto"})
        self.play_target.add_class("steamlab-editor-play-target")
        self.play_button = app._button("play", self.play, style="info")
        self.play_button.add_class("steamlab-editor-play")
        self.play_box = widgets.VBox()
        self.tab = widgets.VBox([widgets.HBox([self.play_choice, self.play_target, self.play_button],
                                              layout=widgets.Layout(flex_flow="row wrap"))])

    def set_lang(self, lang: str) -> None:
        """The tab's words in ``lang``; a game or lab opened on the map follows the switch."""
        t = self.app._t
        self.play_choice.description, self.play_target.description = t("rules"), t("play_in")
        relabel_options(self.play_choice, [(play_choice_label(c, lang), c) for c in PLAY_CHOICES])
        relabel_options(self.play_target, [(t(f"play_{k}"), k) for k in PLAY_TARGETS])
        for opened in self.play_box.children:
            if hasattr(opened, "set_lang"):
                opened.set_lang(lang)

    def play(self) -> bool:
        """Save the map, then open it below the editor: a hot-seat game, or the scenario lab on its first
        position (the *Open in* choice), with the smallest player count the map and the rules allow."""
        app = self.app
        if not app.save():
            return False
        game, rules = str(self.play_choice.value).split("/")
        counts = {c.game: c for c in rule_sets(app.draft.to_dict(), app.draft.problems())}
        check = counts[game]
        if not check.playable:
            app._say(msg("editor.not_playable", game=game, reason=check.reason), error=True)
            return False
        if self.play_target.value == "lab":
            self.play_box.children = [self._lab(game, rules or None, check.players[0])]
            return True
        from steamlab.widgets.dashboards import HotSeatApp

        hot_seat = HotSeatApp(f"{game}/{rules}", players=check.players[0], map_name=app.draft.id, seed=1,
                              lang=app.lang)
        self.play_box.children = [hot_seat]
        return True

    def _lab(self, game: str, rules: str | None, players: int) -> widgets.Widget:
        """The scenario lab on the saved map: its first position, to set up and analyse."""
        from steamlab.scenarios.builder import Scenario
        from steamlab.widgets.scenario_lab import ScenarioLabApp

        lab = ScenarioLabApp(playouts=10, lang=self.app.lang)
        lab.scenario = Scenario(game, rules=rules, players=players, map=self.app.draft.id)
        lab.selected = None
        lab._update_position()  # the lab has no public call for a scenario that is not a preset yet
        lab.picker.layout.display = "none"  # its presets are positions on other maps
        return lab


__all__ = ["PLAY_CHOICES", "PLAY_TARGETS", "PlayTab"]
