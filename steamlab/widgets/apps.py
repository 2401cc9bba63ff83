"""Small ready-made dashboards, so the notebooks in ``notebooks/dashboards`` stay thin.

>>> app = MapViewer()
>>> app.picker.value, app.hexmap.map.id
('rust_belt', 'rust_belt')
>>> app.picker.value = "tutorial"
>>> app.hexmap.map.id
'tutorial'
>>> app.set_lang("ja")
>>> app.picker.description, app.sample.description
('マップ', 'サンプル局面 (4 人、商品コマあり)')
"""

from __future__ import annotations

import ipywidgets as widgets

from steamlab.core.maps import GameMap, load_map, map_choices
from steamlab.games.rails.board import RailBoard
from steamlab.render.demo import demo_board
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import tr
from steamlab.widgets.language import DashboardHeader, refresh_map_options, set_map_lang


class MapViewer(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Pick a map, see it drawn, click a hex to inspect it.

    ``sample`` lays a made-up position (track of four players and goods) on
    the map, to see how a game in progress looks.
    """

    def __init__(self, map_name: str = "rust_belt", sample: bool = False, size: float = 32.0, lang: str = "en") -> None:
        self.header = DashboardHeader("map_viewer", lang)
        choices = map_choices(lang)
        names = [name for _, name in choices]
        self.picker = widgets.Dropdown(
            options=choices,
            value=map_name if map_name in names else names[0],
            description=tr("map", lang),
        )
        self.picker.add_class("steamlab-map-picker")
        self.sample = widgets.Checkbox(value=sample, description=tr("sample_full", lang), indent=False)
        self.hexmap = HexMapWidget(self._state(), size=size, panel_width="340px", reserve=70)
        self.picker.observe(self._changed, names="value")
        self.sample.observe(self._changed, names="value")
        self.hexmap.place(side_top=[self.picker, self.sample])  # the choices beside the map (see .layout)
        super().__init__([self.header, self.hexmap])
        self.header.on_lang(self.set_lang)
        self.header.on_open(lambda: refresh_map_options(self.picker, self.header.lang))
        if self.header.lang != "en":
            self.set_lang(self.header.lang)

    def set_lang(self, lang: str) -> None:
        """Every word of the viewer in ``lang`` (the header's switch calls this)."""
        self.picker.description = tr("map", lang)
        self.sample.description = tr("sample_full", lang)
        refresh_map_options(self.picker, lang)
        set_map_lang(self.hexmap, lang)

    def _state(self) -> GameMap | RailBoard:
        game_map = load_map(self.picker.value)
        return demo_board(game_map, tiles=40, cubes=30, players=4) if self.sample.value else game_map

    def _changed(self, _change: object) -> None:
        state = self._state()
        if self.hexmap.map is state or getattr(state, "map", None) is self.hexmap.map:
            self.hexmap.set_board(state)
        else:
            self.hexmap.set_map(state)
