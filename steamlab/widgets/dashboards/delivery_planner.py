"""The delivery planner (``notebooks/dashboards/delivery_planner.ipynb``): a position, every legal delivery of a
player with a locomotive level, points per owner, the best marked; a delivery picked is drawn on the map."""

from __future__ import annotations

import html

import ipywidgets as widgets

from steamlab.core.maps import map_choices
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.delivery import Delivery, DeliveryRules, best_deliveries, legal_deliveries
from steamlab.games.rails.sample import dense_network
from steamlab.i18n import msg
from steamlab.render.preview import hex_rims, route_preview
from steamlab.widgets.dashboards.choices import player_choices, relabel, rule_choices
from steamlab.widgets.fields import WholeNumberField
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import say, tr
from steamlab.widgets.language import DashboardHeader, refresh_map_options, relabel_options, set_map_lang, set_mode_lang
from steamlab.widgets.modes import (
    LH,
    DeliverMode,
    deliveries_table,
    delivery_lines,
    delivery_pieces,
    delivery_stops,
    delivery_text,
)
from steamlab.widgets.panels import player_name

e = html.escape


class DeliveryPlannerApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Every legal delivery of a player in a sample network, points per owner, the best marked.

    Pick a row of the list (or click a city on the map) to see the route drawn.
    """

    def __init__(self, game: str = "steam", map_name: str = "rust_belt", seed: int = 1, player: int = 0,
                 locomotive: int = 3, players: int = 4, size: float = 30.0, lang: str = "en") -> None:
        self.lang = lang
        self.players = players
        self.header = DashboardHeader("delivery_planner", lang)
        self.rules = widgets.Dropdown(options=rule_choices(lang), value=game, description=tr("rules", lang))
        self.rules.add_class("steamlab-rules")
        maps = map_choices(lang)
        self.map_picker = widgets.Dropdown(options=maps, value=map_name, description=tr("map", lang))
        self.seed = WholeNumberField(seed, 0, 10_000, tr("seed", lang), lang, width="100%")
        self.seed.add_class("steamlab-seed")
        self.player = widgets.Dropdown(options=player_choices(players, lang), value=player,
                                       description=tr("player", lang))
        self.player.add_class("steamlab-player")
        self.locomotive = widgets.IntSlider(value=locomotive, min=1, max=6, description=tr("locomotive", lang),
                                            style={"description_width": "initial"}, continuous_update=False)
        self.board = self._board()
        self.hexmap = HexMapWidget(self.board, size=size, panel_width="420px", reserve=70)
        self.deliveries: list[Delivery] = []
        self.listing = widgets.Select(options=[], rows=10, layout=widgets.Layout(width="100%"))
        self.listing.add_class("steamlab-delivery-list")
        self.table = widgets.HTML(layout=widgets.Layout(max_height="320px", overflow="auto"))
        self.table.add_class("steamlab-delivery-table")
        self.summary = widgets.HTML()
        self.summary.add_class("steamlab-delivery-summary")
        self.mode = DeliverMode(self.hexmap, lambda: self.deliveries, None, lambda: self.player.value, lang=lang)
        self.listing.observe(lambda _c: self.show(self.listing.value), names="value")
        for w in (self.rules, self.map_picker, self.seed):
            w.observe(lambda _c: self.reset(), names="value")
        for w in (self.player, self.locomotive):
            w.observe(lambda _c: self.recompute(), names="value")
        for w in (self.rules, self.map_picker, self.seed, self.player, self.locomotive):
            w.layout.width = "100%"
        # the choices, the deliveries and the chosen route's working beside the map; the full table below
        self.hexmap.place(side_top=[self.rules, self.map_picker, self.seed, self.player, self.locomotive,
                                    self.summary, self.listing, self.mode])
        super().__init__([self.header, self.hexmap, self.table])
        self.add_class("steamlab-delivery-planner")
        self.recompute()
        self.header.on_lang(self.set_lang)
        self.header.on_open(lambda: refresh_map_options(self.map_picker, self.lang))

    def set_lang(self, lang: str) -> None:
        """Every word of the planner in ``lang`` (the header's switch calls this)."""
        self.lang = lang
        relabel([(self.rules, "rules"), (self.map_picker, "map"), (self.seed, "seed"), (self.player, "player"),
                 (self.locomotive, "locomotive")], lang)
        self.seed.set_lang(lang)
        relabel_options(self.rules, rule_choices(lang))
        relabel_options(self.player, player_choices(self.players, lang))
        refresh_map_options(self.map_picker, lang)
        set_mode_lang(self.mode, lang)
        set_map_lang(self.hexmap, lang)
        shown = self.listing.value
        self.recompute()
        self.show(shown)

    def _board(self) -> RailBoard:
        return dense_network(self.map_picker.value, seed=self.seed.value, players=self.players, game=self.rules.value)

    def reset(self) -> None:
        """A new position (rules, map or seed changed): the city picked on the old one is forgotten."""
        self.board = self._board()
        self.hexmap.set_board(self.board)
        self.mode.refresh(forget=True)
        self.recompute()

    def recompute(self) -> None:
        """List the deliveries for the chosen player and locomotive; show the first best one.

        The map's cube chooser and route list follow (a city picked keeps being offered, with its routes now).
        """
        rules = DeliveryRules(self.rules.value)
        self.deliveries = legal_deliveries(self.board, rules, self.player.value, self.locomotive.value)
        self.mode.refresh()
        best = best_deliveries(self.deliveries, self.player.value)
        best_ids = {id(d) for d in best}
        self.listing.unobserve_all("value")
        lines = delivery_lines(self.deliveries, self.board, self.player.value, self.lang)
        self.listing.options = [(("★ " if id(d) in best_ids else "") + f"{i + 1}. {line}", i)
                                for i, (d, line) in enumerate(zip(self.deliveries, lines, strict=True))]
        first = self.deliveries.index(best[0]) if best else None
        self.listing.value = first
        self.listing.observe(lambda _c: self.show(self.listing.value), names="value")
        self.table.value = deliveries_table(self.deliveries, self.board, self.player.value, players=self.players,
                                            lang=self.lang)
        top = best[0].points_for(self.player.value) if best else 0
        self.summary.value = e(msg("ui.dp_summary", n=len(self.deliveries), who=msg("word.player", n=self.player.value + 1),
                                   loco=self.locomotive.value, best=len(best), top=top).render(self.lang))
        self.hexmap.set_overlay(highlights=(), pieces=())
        self.show(first)

    def show(self, index: object) -> bool:
        """Draw delivery ``index`` (of :attr:`deliveries`) on the map and describe it."""
        rims = hex_rims(self.hexmap.view, {d.legs[0].start.hex for d in self.deliveries}, width=3.0, scale=0.68)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.deliveries):
            self.hexmap.set_preview(rims)
            return False
        d = self.deliveries[index]
        self.hexmap.set_preview(rims + route_preview(self.hexmap.view, delivery_pieces(d), delivery_stops(d)))
        pts = ("".join(f"<li>{e(player_name(None, p, self.lang))}: +{n}</li>" for p, n in d.points)
               or f"<li>{e(say(msg('word.nobody'), self.lang))}</li>")
        self.hexmap.show_info(f'<div class="steamlab-delivery"{LH}><b>#{index + 1}</b> '
                              f"{e(delivery_text(d, self.board, lang=self.lang))}"
                              f"<br><b>{e(tr('points', self.lang))}</b><ul>{pts}</ul></div>")
        if self.listing.value != index:
            self.listing.value = index
        return True


__all__ = ["DeliveryPlannerApp"]
