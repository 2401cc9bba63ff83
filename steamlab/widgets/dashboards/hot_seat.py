"""The hot seat (``notebooks/dashboards/hot_seat.ipynb``): a new game of any rule set, its players, map and seed,
played in a :class:`~steamlab.widgets.game.GameWidget` with the review and *Copy link* beside it."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

import steamlab
from steamlab.core.maps import map_choices
from steamlab.widgets.dashboards.choices import GAME_CHOICES, game_choice_label
from steamlab.widgets.fields import WholeNumberField
from steamlab.widgets.game import GameWidget
from steamlab.widgets.i18n import say, tr
from steamlab.widgets.language import DashboardHeader, refresh_map_options, relabel_options
from steamlab.widgets.links import LinkBox, open_link, page_address
from steamlab.widgets.review_panel import ReviewPanel

e = html.escape


class HotSeatApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Choose a rule set, players, map and seed; play the game in a :class:`GameWidget`."""

    def __init__(self, choice: str = "steam/standard", players: int = 3, map_name: str = "rust_belt", seed: int = 1,
                 lang: str = "en", size: float = 28.0) -> None:
        self.choice = widgets.Dropdown(options=[(game_choice_label(v, lang), v) for _, v in GAME_CHOICES], value=choice,
                                       description=tr("rules", lang))
        self.choice.add_class("steamlab-game-choice")
        self.players = WholeNumberField(players, 2, 6, tr("players", lang), lang)
        self.players.add_class("steamlab-players")
        self.map_picker = widgets.Dropdown(options=map_choices(lang), value=map_name, description=tr("map", lang))
        self.seed = WholeNumberField(seed, 0, 1_000_000, tr("seed", lang), lang, width="170px")
        self.seed.add_class("steamlab-seed")
        self.new_button = widgets.Button(description=tr("new_game", lang), button_style="info",
                                         layout=widgets.Layout(width="auto"))
        self.new_button.add_class("steamlab-new-game")
        self.new_button.on_click(lambda _b: self.new_game())
        self.note = widgets.HTML()
        self.choice.observe(lambda _c: self._show_map_picker(), names="value")
        self._show_map_picker()
        self.game = GameWidget(self._make(), lang=lang, size=size)
        self.game.switch.observe(lambda c: self.set_lang(c["new"]), names="value")
        self.game.on_state.append(self.show_choice)  # a loaded record or a game set up in code
        self.header = DashboardHeader("hot_seat", lang, switch=self.game.switch)
        self.header.on_open(lambda: refresh_map_options(self.map_picker, self.game.lang))
        # issue 41: the review once the game is over, and the game as a link (a page opened from one opens it)
        self.review = ReviewPanel(self.game)
        self.link = LinkBox(lambda: self.game.state, lambda: page_address(self.header.href, "hot_seat.ipynb"), lang,
                            shown=lambda: self.game.turn_token())
        self.game.record_row.children = [*self.game.record_row.children, self.link.take_button()]  # among the tools
        self.game.extras.children = [self.link, self.review]
        self.game.on_refresh.append(self.link.follow)
        self.header.on_address(self.open_link)
        super().__init__([
            self.header,
            widgets.HBox([self.choice, self.players, self.map_picker, self.seed, self.new_button],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self.note,
            self.game,
        ])
        self.add_class("steamlab-hot-seat")

    def set_lang(self, lang: str) -> None:
        """Labels of the game chooser in ``lang`` (the game widget's switch calls this)."""
        for w, key in ((self.choice, "rules"), (self.players, "players"), (self.map_picker, "map"), (self.seed, "seed")):
            w.description = tr(key, lang)
        self.players.set_lang(lang)
        self.seed.set_lang(lang)
        self.new_button.description = tr("new_game", lang)
        relabel_options(self.choice, [(game_choice_label(v, lang), v) for _, v in GAME_CHOICES])
        refresh_map_options(self.map_picker, lang)  # the maps' titles in the language too
        self.link.set_lang(lang)

    def open_link(self, url: str) -> bool:
        """Open the game of a link (the page's address, ``…#game=…``) at its position; a bad link is refused with
        its sentence under *Copy link* and the game on screen stays."""
        return open_link(url, self.game.set_state, self.link)

    def show_choice(self, state: Any) -> None:
        """Set the choosers to the game ``state`` is (rule set, map, players, seed): *New game* starts it again.

        A map the list lacks (a record's inline map) is added under its title.

        >>> import steamlab
        >>> app = HotSeatApp("steam/standard", players=3)
        >>> app.game.set_state(steamlab.new_game("russian_railroads", players=2, seed=9))
        >>> app.choice.value, app.players.value, app.seed.value, app.map_picker.layout.display
        ('russian_railroads/', 2, 9, 'none')
        """
        choice = f"{state.game}/{state.rules or ''}"
        if choice in {v for _, v in GAME_CHOICES}:
            self.choice.value = choice
        self.players.value = min(max(state.num_players, self.players.min), self.players.max)
        seed = getattr(state, "seed", None)
        if isinstance(seed, int) and not isinstance(seed, bool):
            self.seed.min, self.seed.max = min(self.seed.min, seed), max(self.seed.max, seed)
            self.seed.value = seed
        game_map = getattr(state, "map", None)
        if game_map is not None and getattr(game_map, "id", None):
            if game_map.id not in {v for _, v in self.map_picker.options}:
                self.map_picker.options = [*self.map_picker.options, (game_map.title_in(self.game.lang), game_map.id)]
            self.map_picker.value = game_map.id

    def _show_map_picker(self) -> None:
        """Russian Railroads has no map to choose: its list is hidden rather than offering Rust Belt."""
        rr = self.choice.value.startswith("russian_railroads/")
        self.map_picker.layout.display = "none" if rr else None

    def _make(self) -> Any:
        game, rules = self.choice.value.split("/")
        kwargs: dict[str, Any] = {"players": self.players.value, "seed": self.seed.value}
        if game != "russian_railroads":
            kwargs["map"] = self.map_picker.value
        if rules:
            kwargs["rules"] = rules
        return steamlab.new_game(game, **kwargs)

    def new_game(self) -> bool:
        """Start the chosen game; an impossible choice (players for the map) is explained, nothing changes.

        A box that did not take what was typed (its reason beside it) starts nothing either: the game would
        not be the one the boxes show.
        """
        refused = [w for w in (self.players, self.seed) if w.problem_text()]
        if refused:
            why = tr("not_started_field", self.game.lang, field=refused[0].description)
            self.note.value = f'<span style="color:#b00">{e(why)}</span>'
            return False
        try:
            state = self._make()
        except steamlab.SteamlabError as exc:
            self.note.value = f'<span style="color:#b00">{e(say(exc.args[0] if exc.args else exc, self.game.lang))}</span>'
            return False
        self.note.value = ""
        self.game.set_state(state)  # who made each opening step (chance draws are nobody's decision to undo)
        self.game._computer_turns()  # a computer in the first seat starts
        return True


__all__ = ["HotSeatApp"]
