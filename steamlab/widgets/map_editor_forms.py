"""The map editor's Map and Goods tabs: the map's settings and its goods as fields, put into the draft as one undo
step each (:class:`MapForms`), and brought back up to date after every edit.

>>> from steamlab.widgets.map_editor import MapEditorApp
>>> app = MapEditorApp(lang="en")
>>> app.forms.f_cols.value = 10
>>> app.apply_pending(), app.draft.grid
(True, (10, 9))
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from steamlab.core.errors import SteamlabError
from steamlab.core.maps import COLORS
from steamlab.editor import HALVES, MapDraft
from steamlab.i18n import Message, msg, term
from steamlab.widgets.fields import WholeNumberField
from steamlab.widgets.map_editor_words import parse_turns, problem_words

if TYPE_CHECKING:
    from steamlab.widgets.map_editor import MapEditorApp


class MapForms:
    """The Map tab (:attr:`map_form`: id, title, source, notes, orientation, size, players, turns) and the Goods tab
    (:attr:`goods_form`: the goods display, the Steam supply, new-city tiles) of ``app``'s draft."""

    def __init__(self, app: MapEditorApp) -> None:
        self.app = app
        self.syncing = False
        """True while :meth:`sync` sets the fields (their observers then change nothing)."""
        # Typed text reaches the kernel when the box loses focus (continuous_update off), so before the click of a
        # button beside it. With a message a keystroke: ipywidgets sends a model's next change only after the kernel
        # has answered the one in flight (the rest waits in a buffer), while a button's click goes at once: Save,
        # pressed right after typing an Id, reached the kernel before the Id (the live site, whose kernel answers
        # slowly, saved "live_map" typed as my_map).
        self.f_id = widgets.Text(layout=widgets.Layout(width="260px"), continuous_update=False)
        self.f_title = widgets.Text(layout=widgets.Layout(width="360px"), continuous_update=False)
        self.f_source = widgets.Text(layout=widgets.Layout(width="560px"), continuous_update=False)
        self.f_notes = widgets.Textarea(layout=widgets.Layout(width="560px", height="60px"), continuous_update=False)
        self.f_orientation = widgets.Dropdown(options=["flat", "pointy"], layout=widgets.Layout(width="220px"))
        self.f_cols = WholeNumberField(1, 1, 60, lang=self.app.lang, width="160px")
        self.f_rows = WholeNumberField(1, 1, 60, lang=self.app.lang, width="160px")
        self.f_pmin = WholeNumberField(1, 1, 8, lang=self.app.lang, width="160px")
        self.f_pmax = WholeNumberField(1, 1, 8, lang=self.app.lang, width="160px")
        self.f_turns = widgets.Text(layout=widgets.Layout(width="260px"), continuous_update=False)
        apply_map = self.app._button("apply", self.apply_map_form, style="primary")
        apply_map.add_class("steamlab-editor-apply-map")
        self.map_form = widgets.VBox([
            widgets.HBox([self.f_id, self.f_title]), self.f_source, self.f_notes,
            widgets.HBox([self.f_orientation, self.f_cols, self.f_rows]),
            widgets.HBox([self.f_pmin, self.f_pmax, self.f_turns]), apply_map,
        ])
        self.f_display = {(half, n): widgets.Dropdown(options=[""], layout=widgets.Layout(width="150px"))
                          for half in HALVES for n in range(1, 7)}
        for (half, n), dd in self.f_display.items():
            dd.add_class(f"steamlab-display-{half}-{n}")
            dd.observe(lambda c, half=half, n=n: self._display_changed(half, n, c["new"]), names="value")
        self.f_boxes = WholeNumberField(1, 1, 10, lang=self.app.lang, width="160px")
        self.f_new_boxes = WholeNumberField(0, 0, 10, lang=self.app.lang, width="160px")
        self.f_spaces = WholeNumberField(1, 1, 30, lang=self.app.lang, width="160px")
        self.f_cubes = WholeNumberField(0, 0, 10, lang=self.app.lang, width="160px")
        self.f_cubes_3p = WholeNumberField(0, 0, 10, lang=self.app.lang, width="160px")
        apply_goods = self.app._button("apply", self.apply_goods_form, style="primary")
        apply_goods.add_class("steamlab-editor-apply-goods")
        fill = self.app._button("fill_display", lambda: self.app.draft_edit(self.app.draft.fill_display))
        self.f_nc_id = widgets.Text(layout=widgets.Layout(width="150px"), continuous_update=False)
        self.f_nc_color = widgets.Dropdown(options=list(COLORS), layout=widgets.Layout(width="170px"))
        self.f_nc_half = widgets.Dropdown(options=["", *HALVES], layout=widgets.Layout(width="150px"))
        self.f_nc_number = widgets.Dropdown(options=["", *range(1, 7)], layout=widgets.Layout(width="130px"))
        add_nc = self.app._button("add", self.add_new_city_form)
        self.new_city_list = widgets.HTML()
        self.new_city_remove = widgets.Dropdown(options=[], layout=widgets.Layout(width="90px"))
        remove_nc = self.app._button("remove", lambda: self.app.draft_edit(self.app.draft.remove_new_city,
                                                                    str(self.new_city_remove.value)))
        self.display_title = widgets.HTML()
        self.supply_title = widgets.HTML()
        self.new_cities_title = widgets.HTML()
        self.goods_form = widgets.VBox([
            widgets.HBox([self.display_title, fill]),
            *[widgets.HBox([self.f_display[(half, n)] for n in range(1, 7)]) for half in HALVES],
            widgets.HBox([self.f_boxes, self.f_new_boxes]),
            self.supply_title, widgets.HBox([self.f_spaces, self.f_cubes, self.f_cubes_3p]), apply_goods,
            self.new_cities_title, self.new_city_list,
            widgets.HBox([self.f_nc_id, self.f_nc_color, self.f_nc_half, self.f_nc_number, add_nc]),
            widgets.HBox([self.new_city_remove, remove_nc]),
        ])
        self.labels = [
            (self.f_id, "id"), (self.f_title, "map_title"), (self.f_source, "source"), (self.f_notes, "notes"),
            (self.f_orientation, "orientation"), (self.f_cols, "cols"), (self.f_rows, "rows"),
            (self.f_pmin, "players"), (self.f_pmax, "to"), (self.f_turns, "turns"), (self.f_boxes, "boxes"),
            (self.f_new_boxes, "new_boxes"), (self.f_spaces, "spaces"), (self.f_cubes, "supply_cubes"),
            (self.f_cubes_3p, "cubes_3p"), (self.f_nc_id, "letter"), (self.f_nc_color, "color"),
            (self.f_nc_number, "number"), (self.f_nc_half, "display_half"),
        ] + [(dd, half) for (half, n), dd in self.f_display.items() if n == 1]

    def apply_map_form(self) -> bool:
        """The Map tab's fields into the draft, as one undo step (nothing changes if one is refused)."""
        refused = self._apply_map_fields()
        if refused is not None:
            self.app._say(refused, error=True)
        self.app.refresh()
        return refused is None

    def number_fields(self, tab: str = "") -> list[WholeNumberField]:
        """The whole-number boxes (of the Map or Goods tab, or all): text the kernel reads (issue 30.6)."""
        tabs = {"map_tab": [self.f_cols, self.f_rows, self.f_pmin, self.f_pmax],
                "goods_tab": [self.f_boxes, self.f_new_boxes, self.f_spaces, self.f_cubes, self.f_cubes_3p]}
        return tabs[tab] if tab else [self.app.place_cubes, *tabs["map_tab"], *tabs["goods_tab"]]

    def refused_number(self, tab: str) -> SteamlabError | None:
        """A box of ``tab`` that did not take what was typed, as a refusal naming it (its sentence is beside it)."""
        for field in self.number_fields(tab):
            if field.problem_text():
                return SteamlabError(msg("ui.field_refused", field=field.description, problem=field.problem_text()))
        return None

    def _apply_map_fields(self) -> Exception | None:
        """Put the Map tab's fields in the draft as one undo step; the refusal (nothing changed), else ``None``."""
        refused = self.refused_number("map_tab")
        if refused is not None:
            return refused
        try:
            turns = parse_turns(str(self.f_turns.value))
        except ValueError as exc:
            return exc
        return self._in_one_step(lambda draft: self._map_into(draft, turns))

    def _map_into(self, draft: MapDraft, turns: dict[int, int]) -> None:
        typed = self.f_title.value  # the title as this page shows it is no change (a Japanese page: マイマップ)
        draft.set_info(id=self.f_id.value.strip(), title=None if typed == self.title_held() else typed,
                       source=self.f_source.value, notes=self.f_notes.value)
        draft.set_orientation(str(self.f_orientation.value))
        draft.resize(int(self.f_cols.value), int(self.f_rows.value))
        draft.set_players(int(self.f_pmin.value), int(self.f_pmax.value))
        for n in range(1, 9):
            draft.set_turns(n, turns.get(n))

    def _in_one_step(self, edit: Callable[[MapDraft], object]) -> Exception | None:
        """``edit`` the draft as one undo step (a refused field undoes the whole batch); the refusal, else ``None``."""
        try:
            with self.app.draft.batch():
                edit(self.app.draft)
        except SteamlabError as exc:
            return exc
        return None

    def apply_goods_form(self) -> bool:
        """Display boxes and the Steam supply from the Goods tab (one undo step)."""
        refused = self._apply_goods_fields()
        if refused is not None:
            self.app._say(refused, error=True)
            return False
        self.app.refresh()
        return True

    def _apply_goods_fields(self) -> Exception | None:
        """Put the Goods tab's numbers in the draft as one undo step; the refusal (nothing changed), else ``None``."""
        refused = self.refused_number("goods_tab")
        if refused is not None:
            return refused
        return self._in_one_step(self._goods_into)

    def _goods_into(self, draft: MapDraft) -> None:
        draft.set_display_boxes(int(self.f_boxes.value), int(self.f_new_boxes.value))
        draft.set_supply(int(self.f_spaces.value), int(self.f_cubes.value), int(self.f_cubes_3p.value))

    def _map_fields_shown(self) -> tuple[object, ...]:
        return (self.f_id.value.strip(), self.f_title.value, self.f_source.value, self.f_notes.value,
                self.f_orientation.value, (int(self.f_cols.value), int(self.f_rows.value)),
                (int(self.f_pmin.value), int(self.f_pmax.value)), str(self.f_turns.value).split())

    def _map_fields_held(self) -> tuple[object, ...]:
        d, info = self.app.draft, self.app.draft.info
        return (info["id"], self.title_held(), info["source"], info["notes"], d.orientation, tuple(d.grid),
                tuple(d.players), [f"{k}:{v}" for k, v in sorted(d.turns.items())])

    def title_held(self) -> str:
        """The draft's title in the page's language: its ``titles`` entry, else the title."""
        titles = self.app.draft.to_dict().get("titles") or {}
        return str(titles.get(self.app.lang) or self.app.draft.info["title"])

    def _goods_fields_shown(self) -> tuple[int, ...]:
        return (int(self.f_boxes.value), int(self.f_new_boxes.value), int(self.f_spaces.value), int(self.f_cubes.value),
                int(self.f_cubes_3p.value))

    def _goods_fields_held(self) -> tuple[int, ...]:
        display, supply = self.app.draft.goods_display, self.app.draft.goods_supply
        return (int(display.get("boxes_per_column", 3)), int(display.get("new_city_boxes", 2)),
                int(supply.get("spaces", 12)), int(supply.get("cubes", 3)),
                int(supply.get("cubes_3p", supply.get("cubes", 3))))

    def apply_pending(self) -> bool:
        """Put fields typed on the Map and Goods tabs but not applied into the draft (Save and Play save what
        the fields show). A refused field changes nothing; the status line names the tab and the reason."""
        for tab, shown, held, apply in (("map_tab", self._map_fields_shown, self._map_fields_held, self._apply_map_fields),
                                         ("goods_tab", self._goods_fields_shown, self._goods_fields_held,
                                          self._apply_goods_fields)):
            if shown() == held() and self.refused_number(tab) is None:
                continue
            refused = apply()
            if refused is not None:
                self.app._say(msg("editor.not_saved_fields", tab=Message(f"editor.{tab}", {}),
                              problem=problem_words(refused, self.app.lang)), error=True)
                return False
        self.app.refresh()
        return True

    def add_new_city_form(self) -> bool:
        half = self.f_nc_half.value or None
        number = self.f_nc_number.value if self.f_nc_number.value != "" else None
        return self.app.draft_edit(self.app.draft.add_new_city, str(self.f_nc_id.value).strip(), str(self.f_nc_color.value),
                               half, number)

    def _display_changed(self, half: str, n: int, value: object) -> None:
        if self.syncing:
            return
        self.app.draft_edit(self.app.draft.set_display_column, half, n, str(value) if value else None)

    def sync(self) -> None:
        self.syncing = True
        try:
            d = self.app.draft
            info = d.info
            self.f_id.value, self.f_title.value = info["id"], self.title_held()
            self.f_source.value, self.f_notes.value = info["source"], info["notes"]
            self.f_orientation.value = d.orientation
            self.f_cols.value, self.f_rows.value = d.grid
            self.f_pmin.value, self.f_pmax.value = d.players
            self.f_turns.value = " ".join(f"{k}:{v}" for k, v in sorted(d.turns.items()))
            self.f_turns.placeholder = self.app._t("turns_help")
            display = d.goods_display
            names = ["", *d.cities()]
            for (half, n), dd in self.f_display.items():
                column = display.get(half) if isinstance(display.get(half), dict) else {}
                value = str(column.get(str(n), "")) if column else ""
                dd.options = names if value in names else [*names, value]
                dd.value = value
            self.f_boxes.value = int(display.get("boxes_per_column", 3))
            self.f_new_boxes.value = int(display.get("new_city_boxes", 2))
            supply = d.goods_supply
            self.f_spaces.value = int(supply.get("spaces", 12))
            self.f_cubes.value = int(supply.get("cubes", 3))
            self.f_cubes_3p.value = int(supply.get("cubes_3p", supply.get("cubes", 3)))
            e = html.escape
            self.display_title.value = f"<b>{e(self.app._t('display'))}</b>"
            self.supply_title.value = f"<b>{e(self.app._t('supply'))}</b>"
            self.new_cities_title.value = f"<b>{e(self.app._t('new_cities'))}</b>"
            self.new_city_list.value = ", ".join(e(self._new_city_words(c)) for c in d.new_cities) or "-"
            self.new_city_remove.options = [str(c.get("id")) for c in d.new_cities]
        finally:
            self.syncing = False

    def _new_city_words(self, c: Mapping[str, Any]) -> str:
        """A new-city tile as listed: ``A (red, light 3)``."""
        colour = term("cube", c.get("color"), self.app.lang)
        half = f", {self.app._t(str(c['display']))} {c.get('number', '')}" if c.get("display") in HALVES else ""
        return f"{c.get('id')} ({colour}{half})"
