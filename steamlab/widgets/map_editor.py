"""The map editor dashboard: paint a board on the hex-map canvas, checked after every stroke.

:class:`MapEditorApp` drives a :class:`steamlab.editor.MapDraft` with the same
calls a notebook would make (``paint``, ``place_city``, ``set_impassable`` ...):
pick a tool and click or drag on the map. Problems the map validator finds are
listed beside the map and marked on it (a red rim on the hex, a red stroke on
the edge). *Save* writes the map to the user maps folder, where every
dashboard's map list finds it; *Play on this map* opens the hot seat or the
scenario lab on it below the editor. Every word is in the message catalogue
(``editor.*``, ``map.*``, ``edit.*``: :mod:`steamlab.i18n.editor`), in English or Japanese.

>>> app = MapEditorApp(MapDraft.new("pond", cols=4, rows=3))
>>> app.tool.value = "lake"; app.click((1, 1))
True
>>> app.draft.cell((1, 1)).terrain
'lake'
>>> app.undo(), app.draft.cell((1, 1)).terrain
(True, 'plain')
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from steamlab.core.errors import DataError, SteamlabError
from steamlab.core.hexgrid import EDGE_NAMES, Hex, label, parse_label, to_offset
from steamlab.core.maps import COLORS, TERRAINS, GameMap, list_maps, map_choices
from steamlab.editor import ERASE, HALVES, EditError, MapDraft, Problem, rule_sets
from steamlab.editor.backdrop import Affine, fit, fit_width, image_size, residual
from steamlab.editor.checks import play_problems
from steamlab.editor.picture import DraftPicture, edge_at, preview_map, problem_marks, view_for
from steamlab.i18n import LANGUAGES, Message, msg, render, term
from steamlab.widgets.draw import frame
from steamlab.widgets.fields import WholeNumberField
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import tr
from steamlab.widgets.language import DashboardHeader, relabel_options, set_map_lang

Pos = tuple[int, int]


TOOLS = (*TERRAINS, ERASE, "town", "city", "clear", "line", "photo_ref")
"""The tools, in the order of the tool bar: the terrains, erase, places, the thick line, aligning a photo."""
PLAY_CHOICES = ("steam/standard", "steam/base", "age_of_steam/")
"""The rule sets *Play on this map* offers (``game/rules``)."""
PLAY_TARGETS = ("hot_seat", "lab")
"""Where *Play on this map* opens the map: the hot seat, or the scenario lab (a position to set up)."""


def default_title() -> dict[str, Any]:
    """A new map's title, "My map", with its Japanese title (a Japanese page shows that; a title typed over it
    drops it).

    >>> default_title()
    {'title': 'My map', 'titles': {'ja': 'マイマップ'}}
    """
    return {"title": text("default_title", "en"), "titles": {lang: text("default_title", lang)
                                                                for lang in LANGUAGES if lang != "en"}}


def text(key: str, lang: str = "en", **fields: object) -> str:
    """An editor text ``editor.<key>`` of the message catalogue in ``lang``.

    >>> text("play", "ja"), text("problems", "en", n=2), text("tool.river", "ja")
    ('このマップで遊ぶ', '2 problems', '川')
    """
    return Message(f"editor.{key}", fields).render(lang if lang in LANGUAGES else "en")


def play_choice_label(choice: str, lang: str = "en") -> str:
    """``"steam/base"`` as a player reads it: ``Steam — base`` (``スチーム — 基本ルール``)."""
    game, rules = choice.split("/")
    return text("rule_choice", lang, game=game, rules=rules) if rules else term("game", game, lang)


def problem_words(problem: object, lang: str = "en") -> str:
    """A refusal (an error, a catalogue sentence or plain text) in ``lang``.

    English shows it whole, as the command line does (``file: field: problem``); Japanese shows the
    sentence alone (the file's field names are English identifiers), after the place in the file when
    that is a catalogue message (a JSON syntax error's line and column).

    >>> from steamlab.core.datafiles import parse_json
    >>> try:
    ...     parse_json('{"hexes": [1 2]}', "my_map.json")
    ... except DataError as exc:
    ...     print(problem_words(exc)), print(problem_words(exc, "ja"))
    my_map.json: line 1 column 14: not JSON: Expecting ',' delimiter
    1 行 14 列: JSON ではありません: 区切りのカンマ (,) がありません
    (None, None)
    """
    if isinstance(problem, (DataError, EditError)):
        if lang == "en":
            return str(problem)
        where = getattr(problem, "field", "")
        sentence = render(problem.problem, lang)
        return f"{render(where, lang)}: {sentence}" if isinstance(where, Message) else sentence
    if isinstance(problem, BaseException):
        return render(problem.args[0], lang) if problem.args else str(problem)
    return render(problem, lang)


def open_options(lang: str = "en") -> list[tuple[str, str]]:
    """The maps *Open* offers, ``(title, name)``: a map by its title as every other map list shows it (was: its
    file name, ``rust_belt``); a file in the maps folder that does not load yet by its name, so it can be opened
    and mended. Titled in ``lang``, as the page's other map lists.

    >>> ("Rust Belt", "rust_belt") in open_options(), ("ラストベルト", "rust_belt") in open_options("ja")
    (True, True)
    """
    titled = map_choices(lang)
    loaded = {name for _, name in titled}
    return titled + [(name, name) for name in list_maps() if name not in loaded]


class EditorCanvas(HexMapWidget):
    """The hex-map canvas taking presses and drags: ``on_press(hex, x, y, first)`` for a mouse down
    (``first``) and for every new hex a held button moves onto; ``on_release()`` when the button is
    let go or the pointer leaves the canvas. Other events are the map widget's own (hover, redraw).
    """

    def __init__(self, draft: MapDraft, size: float = 30.0) -> None:
        self.on_press: Callable[[Hex, float, float, bool], object] | None = None
        self.on_release: Callable[[], object] | None = None
        self.photo: tuple[widgets.Image, Affine, float] | None = None
        self._pressed = False
        self._last: Hex | None = None
        super().__init__(preview_map(draft), size=size, inspect=False, panel_width="300px")

    def handle_event(self, content: object) -> bool:
        if self._busy or not isinstance(content, Mapping):
            return False
        event = content.get("event")
        ours = event in ("mouse_down", "mouse_up") or (event == "mouse_move" and self._pressed) or (
            event == "mouse_out" and self._pressed)
        if not ours:
            return bool(super().handle_event(content))
        self._busy = True
        try:
            if event in ("mouse_up", "mouse_out"):
                was, self._pressed, self._last = self._pressed, False, None
                if was and self.on_release is not None:
                    self.on_release()
                return was
            x, y = content.get("x"), content.get("y")
            if not isinstance(x, int | float) or not isinstance(y, int | float):
                return False  # a message without a position: nothing was pressed
            h = self.view.hex_at(x, y)
            if h is None or (event == "mouse_move" and h == self._last):
                return False
            first = event == "mouse_down"
            self._pressed, self._last = True, h
            if self.on_press is not None:
                self.on_press(h, float(x), float(y), first)
            return True
        except Exception as exc:  # a callback must not take the kernel's cell down
            self._note_error(exc)
            return False
        finally:
            self._busy = False

    def show_static(self, prims: Sequence[Any], marks: Sequence[Any]) -> None:
        """Redraw the printed layer and the problem marks (one frame).

        Before a browser view has asked for a drawing (``client_ready``) they are only kept:
        the first :meth:`redraw` draws them.
        """
        self._static = list(prims)
        self.preview = list(marks)
        if self.frames:
            self._draw({"static": self._static, "overlay": self._overlay()})
            self._mark_drawn()

    def redraw(self) -> None:
        """Every layer, then the photo (on the track layer, which the editor has no other use for)."""
        super().redraw()
        if self.photo is not None:
            self._draw_photo()

    def show_photo(self, photo: tuple[widgets.Image, Affine, float] | None) -> None:
        """Draw ``(image, photo->board transform, opacity)`` above the printed map; ``None`` removes it."""
        self.photo = photo
        if self.frames:
            self._draw_photo()

    def _draw_photo(self) -> None:
        layer = self.layer("track")
        with frame():
            layer.clear()
            if self.photo is not None:
                image, t, alpha = self.photo
                layer.global_alpha = alpha
                layer.set_transform(*t.as_tuple())
                layer.draw_image(image, 0, 0)
                layer.reset_transform()
                layer.global_alpha = 1.0

    def set_geometry(self, game_map: GameMap) -> None:
        """Take another grid (size or orientation) without drawing: :meth:`show_static` follows."""
        self.map, self.board = game_map, None
        self.view = view_for(game_map, self.size)
        self.selected = self.hovered = None
        self.canvas.width, self.canvas.height = int(self.view.width), int(self.view.height)
        self._fit_canvas()
        if self.frames:  # the other layers were drawn for the old grid
            self._draw({"hover": []})
            self._draw_photo()


class MapEditorApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """The map editor: tools, the map, the problems, the map's settings, save, load and play."""

    def __init__(self, draft: MapDraft | None = None, lang: str = "en", size: float = 30.0) -> None:
        self.lang = lang if lang in LANGUAGES else "en"
        self.draft = draft or MapDraft.new("my_map", cols=12, rows=9, **default_title())
        self.errors: list[str] = []
        self._syncing = False
        t = self._t
        # the dashboards' one header: title, sentence, index link and the English / 日本語 switch (remembered)
        self.header = DashboardHeader("map_editor", self.lang)
        self.switch = self.header.switch
        self.help = widgets.HTML()
        self.tool = widgets.ToggleButtons(options=self._tool_options(), value="river",
                                          style={"button_width": "92px"})
        self.tool.add_class("steamlab-editor-tool")
        self.tool.observe(lambda _c: self._show_place_fields(), names="value")
        self.place_name = widgets.Text(description=t("name"), placeholder="", layout=widgets.Layout(width="230px"),
                                       continuous_update=False)  # see _build_forms
        self.place_color = widgets.Dropdown(options=list(COLORS), value="red", description=t("color"),
                                            layout=widgets.Layout(width="190px"))
        self.place_cubes = WholeNumberField(2, 0, 10, t("cubes"), self.lang)
        self.place_marker = widgets.Checkbox(value=False, description=t("marker"), indent=False)
        # what the chosen tool does, in the row the town's and city's fields take while Town or City is chosen
        self.tool_hint = widgets.HTML()
        self.tool_hint.add_class("steamlab-editor-tool-hint")
        self.place_fields = widgets.HBox([self.place_name, self.place_color, self.place_cubes, self.place_marker,
                                          self.tool_hint],
                                         layout=widgets.Layout(flex_flow="row wrap", min_height="36px",
                                                               align_items="center"))
        self.place_fields.add_class("steamlab-editor-place-fields")
        self._show_place_fields()
        self.canvas = EditorCanvas(self.draft, size=size)
        self.canvas.on_press = self._press
        self.canvas.on_release = self._release
        # The map widget's own side panel (beside the map) lists the problems and the rule sets.
        self.panel = self.canvas.info
        self.panel.add_class("steamlab-editor-problems")
        # the fix offered where the panel says Age of Steam needs it: the Goods tab's fill, beside the words
        self.fill_here = self._button("fill_display", lambda: self.draft_edit(self.draft.fill_display))
        self.fill_here.add_class("steamlab-editor-fill-here")
        self.fill_here.layout.display = "none"
        self.canvas.place(side_bottom=[self.fill_here])
        self.status = widgets.HTML()
        self.status.add_class("steamlab-editor-status")
        self.undo_button = self._button("undo", self.undo, icon="undo")
        self.redo_button = self._button("redo", self.redo, icon="repeat")
        self.save_button = self._button("save", self.save, style="success")
        # shown only when a save would replace a map this editor did not write (perhaps another viewer's)
        self.save_over_button = self._button("save_over", lambda: self.save(replace=True), style="warning")
        self.save_over_button.layout.display = "none"
        self.download_button = self._button("download", self.offer_download, icon="download")
        self.download = widgets.HTML()
        self.download.add_class("steamlab-download")
        self.open_picker = widgets.Dropdown(options=open_options(self.lang), layout=widgets.Layout(width="160px"))
        self.open_button = self._button("open", lambda: self.open_map(str(self.open_picker.value)))
        self.new_button = self._button("new", self.new_map)
        self.upload = widgets.FileUpload(accept=".json,application/json", multiple=False)
        self.upload.add_class("steamlab-map-upload")
        self.upload.observe(self._uploaded, names="value")
        self._build_forms()
        self.play_choice = widgets.Dropdown(options=[(c, c) for c in PLAY_CHOICES], value="steam/standard",
                                            description=t("rules"))
        self.play_target = widgets.ToggleButtons(options=[(t(f"play_{k}"), k) for k in PLAY_TARGETS],
                                                 value="hot_seat", description=t("play_in"),
                                                 style={"button_width": "auto"})
        self.play_target.add_class("steamlab-editor-play-target")
        self.play_button = self._button("play", self.play, style="info")
        self.play_button.add_class("steamlab-editor-play")
        self.play_box = widgets.VBox()
        self._build_photo_form()
        self.tabs = widgets.Tab(children=[self.map_form, self.goods_form,
                                          widgets.VBox([widgets.HBox([self.play_choice, self.play_target, self.play_button],
                                                                     layout=widgets.Layout(flex_flow="row wrap"))]),
                                          self.photo_form])
        super().__init__([
            self.header,
            self.help,
            widgets.HBox([self.new_button, self.open_picker, self.open_button, self.upload, self.undo_button,
                          self.redo_button, self.save_button, self.save_over_button, self.download_button,
                          self.download],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self.tool,
            self.place_fields,
            self.status,
            self.canvas,
            self.tabs,
            self.play_box,
        ])
        self.add_class("steamlab-map-editor")
        self._new_geometry()
        self.set_lang(self.lang)
        self.header.on_lang(self.set_lang)
        self.header.on_open(lambda: relabel_options(self.open_picker, open_options(self.lang)))  # saved elsewhere

    # -- texts --------------------------------------------------------------------------
    def _t(self, key: str, **fields: object) -> str:
        return text(key, self.lang, **fields)

    def _tool_options(self) -> list[tuple[str, str]]:
        return [(self._t(f"tool.{k}"), k) for k in TOOLS]

    def _show_place_fields(self) -> None:
        """The name field with the Town tool, name, colour, goods and marker with the City tool; with any other
        tool, one line saying what it does.

        One row of a fixed least height for both: choosing City or Town does not push the map down under the
        pointer (a click right after choosing City landed above the map, in a fresh clone's browser test), and
        the row is not an empty band while another tool is chosen."""
        tool = str(self.tool.value)
        place = tool in ("town", "city")
        self.place_name.layout.display = None if place else "none"
        for w in (self.place_color, self.place_cubes, self.place_marker):
            w.layout.display = None if tool == "city" else "none"
        self.tool_hint.layout.display = "none" if place else None
        self.tool_hint.value = "" if place else f"<i>{html.escape(self.tool_says(tool))}</i>"

    def tool_says(self, tool: str) -> str:
        """What ``tool`` does, in the editor's language.

        >>> editor = MapEditorApp(lang="en")
        >>> editor.tool_says("hill")
        'Click or drag across hexes to paint them Hill.'
        """
        if tool in TERRAINS:
            return self._t("tool_hint.terrain", terrain=self._t(f"tool.{tool}"))
        return self._t(f"tool_hint.{tool}")

    def set_lang(self, lang: str) -> None:
        """Every word in ``lang`` (``"en"`` or ``"ja"``): labels, options, the problems and the status line."""
        lang = lang if lang in LANGUAGES else "en"
        if self.switch.value != lang:  # the header tells every listener, this app too
            self.switch.value = lang
            return
        self.lang = lang
        t = self._t
        self.help.value = (f'<details class="steamlab-help" style="font-size:90%"><summary style="cursor:pointer">'
                           f'{html.escape(tr("how_to_use", lang))}</summary>{html.escape(t("help"))}</details>')
        value = self.tool.value
        self.tool.options = self._tool_options()
        self.tool.value = value
        self._show_place_fields()  # the chosen tool's line in this language
        for w, key in ((self.place_name, "name"), (self.place_color, "color"), (self.place_cubes, "cubes"),
                       (self.play_choice, "rules"), (self.play_target, "play_in"), (self.upload, "upload"),
                       (self.photo_upload, "photo_upload"), *self._form_labels):
            w.description = t(key)
        for field in self._number_fields():
            field.set_lang(self.lang)
        colours = [(term("cube", c, self.lang), c) for c in COLORS]
        for dd, options in ((self.place_color, colours), (self.f_nc_color, colours),
                            (self.f_orientation, [(t(k), k) for k in ("flat", "pointy")]),
                            (self.f_nc_half, [("", ""), *((t(k), k) for k in HALVES)]),
                            (self.play_choice, [(play_choice_label(c, self.lang), c) for c in PLAY_CHOICES]),
                            (self.play_target, [(t(f"play_{k}"), k) for k in PLAY_TARGETS])):
            relabel_options(dd, options)
        self.place_marker.description = t("marker")
        relabel_options(self.open_picker, open_options(self.lang))
        for b, key in self._buttons:
            b.description = t(key)
        self.photo_help.value = f"<i>{html.escape(t('photo_help'))}</i>"
        for i, key in enumerate(("map_tab", "goods_tab", "play_tab", "photo_tab")):
            self.tabs.set_title(i, t(key))
        set_map_lang(self.canvas, self.lang)  # the map widget's own words: its legend
        for app in self.play_box.children:  # a game or lab opened on the map follows the switch
            if hasattr(app, "set_lang"):
                app.set_lang(self.lang)
        self.refresh()
        self.status.value = f"<i>{html.escape(t('paint_help'))}</i>"

    # -- building the forms ------------------------------------------------------------------
    _buttons: list[tuple[widgets.Button, str]]
    _form_labels: list[tuple[widgets.Widget, str]]

    def _button(self, key: str, action: Callable[[], object], icon: str = "", style: str = "") -> widgets.Button:
        b = widgets.Button(description=self._t(key), icon=icon, button_style=style, layout=widgets.Layout(width="auto"))
        b.add_class(f"steamlab-editor-{key}")
        b.on_click(lambda _b: self._guard(action))
        if not hasattr(self, "_buttons"):
            self._buttons = []
        self._buttons.append((b, key))
        return b

    def _build_forms(self) -> None:
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
        self.f_cols = WholeNumberField(1, 1, 60, lang=self.lang, width="160px")
        self.f_rows = WholeNumberField(1, 1, 60, lang=self.lang, width="160px")
        self.f_pmin = WholeNumberField(1, 1, 8, lang=self.lang, width="160px")
        self.f_pmax = WholeNumberField(1, 1, 8, lang=self.lang, width="160px")
        self.f_turns = widgets.Text(layout=widgets.Layout(width="260px"), continuous_update=False)
        apply_map = self._button("apply", self.apply_map_form, style="primary")
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
        self.f_boxes = WholeNumberField(1, 1, 10, lang=self.lang, width="160px")
        self.f_new_boxes = WholeNumberField(0, 0, 10, lang=self.lang, width="160px")
        self.f_spaces = WholeNumberField(1, 1, 30, lang=self.lang, width="160px")
        self.f_cubes = WholeNumberField(0, 0, 10, lang=self.lang, width="160px")
        self.f_cubes_3p = WholeNumberField(0, 0, 10, lang=self.lang, width="160px")
        apply_goods = self._button("apply", self.apply_goods_form, style="primary")
        apply_goods.add_class("steamlab-editor-apply-goods")
        fill = self._button("fill_display", lambda: self.draft_edit(self.draft.fill_display))
        self.f_nc_id = widgets.Text(layout=widgets.Layout(width="150px"), continuous_update=False)
        self.f_nc_color = widgets.Dropdown(options=list(COLORS), layout=widgets.Layout(width="170px"))
        self.f_nc_half = widgets.Dropdown(options=["", *HALVES], layout=widgets.Layout(width="150px"))
        self.f_nc_number = widgets.Dropdown(options=["", *range(1, 7)], layout=widgets.Layout(width="130px"))
        add_nc = self._button("add", self.add_new_city_form)
        self.new_city_list = widgets.HTML()
        self.new_city_remove = widgets.Dropdown(options=[], layout=widgets.Layout(width="90px"))
        remove_nc = self._button("remove", lambda: self.draft_edit(self.draft.remove_new_city,
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
        self._form_labels = [
            (self.f_id, "id"), (self.f_title, "map_title"), (self.f_source, "source"), (self.f_notes, "notes"),
            (self.f_orientation, "orientation"), (self.f_cols, "cols"), (self.f_rows, "rows"),
            (self.f_pmin, "players"), (self.f_pmax, "to"), (self.f_turns, "turns"), (self.f_boxes, "boxes"),
            (self.f_new_boxes, "new_boxes"), (self.f_spaces, "spaces"), (self.f_cubes, "supply_cubes"),
            (self.f_cubes_3p, "cubes_3p"), (self.f_nc_id, "letter"), (self.f_nc_color, "color"),
            (self.f_nc_number, "number"), (self.f_nc_half, "display_half"),
        ] + [(dd, half) for (half, n), dd in self.f_display.items() if n == 1]

    def _build_photo_form(self) -> None:
        self.photo: widgets.Image | None = None
        self.photo_size = (0, 0)
        self.photo_refs: list[tuple[tuple[float, float], tuple[float, float]]] = []
        self.photo_transform = Affine()
        self.photo_upload = widgets.FileUpload(accept="image/png,image/jpeg", multiple=False)
        self.photo_upload.add_class("steamlab-photo-upload")
        self.photo_upload.observe(self._photo_uploaded, names="value")
        self.photo_opacity = widgets.FloatSlider(value=0.5, min=0.1, max=1.0, step=0.05)
        self.photo_opacity.observe(lambda _c: self._show_photo(), names="value")
        self.ref_hex = widgets.Text(layout=widgets.Layout(width="260px"), continuous_update=False)
        self.photo_help = widgets.HTML()
        self.photo_info = widgets.HTML()
        self.photo_info.add_class("steamlab-editor-photo")
        clear = self._button("clear_refs", self.clear_references)
        remove = self._button("remove_photo", lambda: self.load_photo(None))
        self._form_labels += [(self.photo_opacity, "opacity"), (self.ref_hex, "ref_hex")]
        self.photo_form = widgets.VBox([self.photo_help, widgets.HBox([self.photo_upload, self.photo_opacity]),
                                        widgets.HBox([self.ref_hex, clear, remove]), self.photo_info])

    # -- tracing over a photo ------------------------------------------------------------------
    def load_photo(self, data: bytes | None) -> bool:
        """Put a PNG or JPEG photo over the map, scaled to the map's width (``None`` removes it)."""
        if data is None:
            self.photo, self.photo_refs = None, []
            self.canvas.show_photo(None)
            self.photo_info.value = ""
            return True
        try:
            size = image_size(bytes(data))
        except SteamlabError as exc:
            self._say(exc, error=True)
            return False
        self.photo = widgets.Image(value=bytes(data), format="jpeg" if bytes(data)[:2] == b"\xff\xd8" else "png")
        self.photo_size, self.photo_refs = size, []
        self.photo_transform = fit_width(size, self.canvas.view.width)
        self._show_photo()
        return True

    def add_reference(self, x: float, y: float, at: str) -> bool:
        """The photo's point under board pixel ``(x, y)`` is the centre of hex ``at`` (a label, "C3")."""
        if self.photo is None:
            self._say(self._t("photo_help"), error=True)
            return False
        try:
            h = parse_label(at)
        except ValueError:
            self._say(msg("edit.bad_label", text=at), error=True)
            return False
        if h not in self.canvas.map.cells:
            self._say(msg("edit.not_hex", hex=at), error=True)
            return False
        point = self.photo_transform.inverse().apply(x, y)
        refs = [*self.photo_refs, (point, self.canvas.view.center(h))][-3:]
        try:
            self.photo_transform = fit(refs, start=self.photo_transform)
        except SteamlabError as exc:
            self._say(exc, error=True)
            return False
        self.photo_refs = refs
        self._show_photo()
        return True

    def clear_references(self) -> None:
        """Forget the references (the photo stays where it is)."""
        self.photo_refs = []
        self._show_photo()

    def _show_photo(self) -> None:
        if self.photo is None:
            return
        self.canvas.show_photo((self.photo, self.photo_transform, float(self.photo_opacity.value)))
        self.photo_info.value = html.escape(self._t("photo_refs", n=len(self.photo_refs),
                                                    px=f"{residual(self.photo_transform, self.photo_refs):.1f}"))

    def _photo_uploaded(self, change: dict[str, Any]) -> None:
        value = change.get("new")
        items = list(value) if isinstance(value, (tuple, list)) else []
        content = items[0].get("content") if items and isinstance(items[0], dict) else None
        if content is not None:
            self._guard(lambda: self.load_photo(bytes(content)))

    # -- the map: presses and strokes --------------------------------------------------------
    def _press(self, h: Hex, x: float, y: float, first: bool) -> None:
        pos = to_offset(h)
        tool = str(self.tool.value)
        if tool in TERRAINS or tool == ERASE:
            if first:
                self.draft.begin_batch()
            self.draft.paint(pos, tool)
            self._draw_fast()
            return
        if not first:
            return
        if tool == "photo_ref":
            self.add_reference(x, y, str(self.ref_hex.value))
        elif tool == "line":
            self.draft_edit(self.draft.toggle_impassable, pos, EDGE_NAMES[edge_at(self.canvas.view, h, x, y)])
        elif tool == "town":
            self.draft_edit(self.draft.place_town, pos, self._name_for("town"))
        elif tool == "city":
            if self.place_cubes.problem_text():  # the box beside says why; no city with another number
                self._say(msg("ui.field_refused", field=self.place_cubes.description,
                              problem=self.place_cubes.problem_text()), error=True)
                return
            self.draft_edit(self.draft.place_city, pos, self._name_for("city"), str(self.place_color.value),
                            int(self.place_cubes.value), bool(self.place_marker.value))
        elif tool == "clear":
            self.draft_edit(self.draft.clear_place, pos)

    def _release(self) -> None:
        if self.draft.in_batch:
            self.draft.end_batch()
        self.refresh()

    def _name_for(self, kind: str) -> str:
        """The typed name, or the next free "Town 3" / "City 2" ("町 3" / "都市 2") when the field is empty."""
        typed = str(self.place_name.value).strip()
        if typed:
            return typed
        used = {c.name for c in self.draft.cells().values() if c.name}
        word = self._t(f"tool.{kind}")
        n = 1
        while f"{word} {n}" in used:
            n += 1
        return f"{word} {n}"

    def click(self, pos: Pos) -> bool:
        """Press and release on the hex at ``pos`` with the current tool (tests, keyboard)."""
        return self.drag([pos])

    def drag(self, path: Iterable[Pos]) -> bool:
        """Press on the first position, move over the others, release: one stroke."""
        points = [self.canvas.view.center(_hex(p)) for p in path]
        if not points:
            return False
        done = self.canvas.handle_event({"event": "mouse_down", "x": points[0][0], "y": points[0][1]})
        for x, y in points[1:]:
            self.canvas.handle_event({"event": "mouse_move", "x": x, "y": y})
        self.canvas.handle_event({"event": "mouse_up", "x": points[-1][0], "y": points[-1][1]})
        return done

    def click_edge(self, pos: Pos, edge: str) -> bool:
        """Click near the middle of ``edge`` of the hex at ``pos`` (the thick-line tool)."""
        h = _hex(pos)
        cx, cy = self.canvas.view.center(h)
        m = self.canvas.view.layout.edge_midpoint(h, EDGE_NAMES.index(edge))
        x, y = cx + (m.x - cx) * 0.8, cy + (m.y - cy) * 0.8
        self.canvas.handle_event({"event": "mouse_down", "x": x, "y": y})
        return self.canvas.handle_event({"event": "mouse_up", "x": x, "y": y})

    # -- edits through the model ---------------------------------------------------------------
    def draft_edit(self, edit: Callable[..., object], *args: object) -> bool:
        """Make one edit on the draft; a refused one shows its reason and changes nothing."""
        try:
            edit(*args)
        except SteamlabError as exc:
            self._say(exc, error=True)
            return False
        self.refresh()
        return True

    def undo(self) -> bool:
        done = self.draft.undo()
        self.refresh()
        return done

    def redo(self) -> bool:
        done = self.draft.redo()
        self.refresh()
        return done

    def apply_map_form(self) -> bool:
        """The Map tab's fields into the draft, as one undo step (nothing changes if one is refused)."""
        refused = self._apply_map_fields()
        if refused is not None:
            self._say(refused, error=True)
        self.refresh()
        return refused is None

    def _number_fields(self, tab: str = "") -> list[WholeNumberField]:
        """The whole-number boxes (of the Map or Goods tab, or all): text the kernel reads (issue 30.6)."""
        tabs = {"map_tab": [self.f_cols, self.f_rows, self.f_pmin, self.f_pmax],
                "goods_tab": [self.f_boxes, self.f_new_boxes, self.f_spaces, self.f_cubes, self.f_cubes_3p]}
        return tabs[tab] if tab else [self.place_cubes, *tabs["map_tab"], *tabs["goods_tab"]]

    def _refused_number(self, tab: str) -> SteamlabError | None:
        """A box of ``tab`` that did not take what was typed, as a refusal naming it (its sentence is beside it)."""
        for field in self._number_fields(tab):
            if field.problem_text():
                return SteamlabError(msg("ui.field_refused", field=field.description, problem=field.problem_text()))
        return None

    def _apply_map_fields(self) -> Exception | None:
        """Put the Map tab's fields in the draft as one undo step; the refusal (nothing changed), else ``None``."""
        refused = self._refused_number("map_tab")
        if refused is not None:
            return refused
        try:
            turns = _parse_turns(str(self.f_turns.value))
        except ValueError as exc:
            return exc
        try:
            with self.draft.batch():  # a refused field undoes the whole batch
                typed = self.f_title.value  # the title as this page shows it is no change (a Japanese page: マイマップ)
                self.draft.set_info(id=self.f_id.value.strip(), title=None if typed == self._title_held() else typed,
                                    source=self.f_source.value, notes=self.f_notes.value)
                self.draft.set_orientation(str(self.f_orientation.value))
                self.draft.resize(int(self.f_cols.value), int(self.f_rows.value))
                self.draft.set_players(int(self.f_pmin.value), int(self.f_pmax.value))
                for n in range(1, 9):
                    self.draft.set_turns(n, turns.get(n))
        except SteamlabError as exc:
            return exc
        return None

    def apply_goods_form(self) -> bool:
        """Display boxes and the Steam supply from the Goods tab (one undo step)."""
        refused = self._apply_goods_fields()
        if refused is not None:
            self._say(refused, error=True)
            return False
        self.refresh()
        return True

    def _apply_goods_fields(self) -> Exception | None:
        """Put the Goods tab's numbers in the draft as one undo step; the refusal (nothing changed), else ``None``."""
        refused = self._refused_number("goods_tab")
        if refused is not None:
            return refused
        try:
            with self.draft.batch():
                self.draft.set_display_boxes(int(self.f_boxes.value), int(self.f_new_boxes.value))
                self.draft.set_supply(int(self.f_spaces.value), int(self.f_cubes.value), int(self.f_cubes_3p.value))
        except SteamlabError as exc:
            return exc
        return None

    def _map_fields_shown(self) -> tuple[object, ...]:
        return (self.f_id.value.strip(), self.f_title.value, self.f_source.value, self.f_notes.value,
                self.f_orientation.value, (int(self.f_cols.value), int(self.f_rows.value)),
                (int(self.f_pmin.value), int(self.f_pmax.value)), str(self.f_turns.value).split())

    def _map_fields_held(self) -> tuple[object, ...]:
        d, info = self.draft, self.draft.info
        return (info["id"], self._title_held(), info["source"], info["notes"], d.orientation, tuple(d.grid),
                tuple(d.players), [f"{k}:{v}" for k, v in sorted(d.turns.items())])

    def _title_held(self) -> str:
        """The draft's title in the page's language: its ``titles`` entry, else the title."""
        titles = self.draft.to_dict().get("titles") or {}
        return str(titles.get(self.lang) or self.draft.info["title"])

    def _goods_fields_shown(self) -> tuple[int, ...]:
        return (int(self.f_boxes.value), int(self.f_new_boxes.value), int(self.f_spaces.value), int(self.f_cubes.value),
                int(self.f_cubes_3p.value))

    def _goods_fields_held(self) -> tuple[int, ...]:
        display, supply = self.draft.goods_display, self.draft.goods_supply
        return (int(display.get("boxes_per_column", 3)), int(display.get("new_city_boxes", 2)),
                int(supply.get("spaces", 12)), int(supply.get("cubes", 3)),
                int(supply.get("cubes_3p", supply.get("cubes", 3))))

    def apply_pending(self) -> bool:
        """Put fields typed on the Map and Goods tabs but not applied into the draft (Save and Play save what
        the fields show). A refused field changes nothing; the status line names the tab and the reason."""
        for tab, shown, held, apply in (("map_tab", self._map_fields_shown, self._map_fields_held, self._apply_map_fields),
                                         ("goods_tab", self._goods_fields_shown, self._goods_fields_held,
                                          self._apply_goods_fields)):
            if shown() == held() and self._refused_number(tab) is None:
                continue
            refused = apply()
            if refused is not None:
                self._say(msg("editor.not_saved_fields", tab=Message(f"editor.{tab}", {}),
                              problem=problem_words(refused, self.lang)), error=True)
                return False
        self.refresh()
        return True

    def add_new_city_form(self) -> bool:
        half = self.f_nc_half.value or None
        number = self.f_nc_number.value if self.f_nc_number.value != "" else None
        return self.draft_edit(self.draft.add_new_city, str(self.f_nc_id.value).strip(), str(self.f_nc_color.value),
                               half, number)

    def _display_changed(self, half: str, n: int, value: object) -> None:
        if self._syncing:
            return
        self.draft_edit(self.draft.set_display_column, half, n, str(value) if value else None)

    # -- files ------------------------------------------------------------------------------------
    def new_map(self) -> bool:
        """A fresh grid of the Map tab's size."""
        self.set_draft(MapDraft.new("my_map", cols=int(self.f_cols.value), rows=int(self.f_rows.value),
                                    **default_title()))
        return True

    def open_map(self, name: str) -> bool:
        """Edit a copy of a shipped or saved map."""
        try:
            draft = MapDraft.open(name)
        except SteamlabError as exc:
            self._say(exc, error=True)
            return False
        self.set_draft(draft)
        self._say(self._t("opened", name=name))
        return True

    def load_text(self, data: str | bytes) -> bool:
        """A map file's text (an upload) as the draft; a broken file is refused with its field."""
        try:
            draft = MapDraft.from_json(data, "upload")
        except SteamlabError as exc:
            self._say(exc, error=True)
            return False
        self.set_draft(draft)
        return True

    def _uploaded(self, change: dict[str, Any]) -> None:
        value = change.get("new")
        items = list(value) if isinstance(value, (tuple, list)) else []
        content = items[0].get("content") if items and isinstance(items[0], dict) else None
        if content is not None:
            self._guard(lambda: self.load_text(bytes(content)))

    def set_draft(self, draft: MapDraft) -> None:
        """Edit ``draft`` from now on (the canvas takes its grid)."""
        self.draft = draft
        self._new_geometry()
        self.refresh()

    def save(self, replace: bool = False) -> bool:
        """Save what the fields show to the user maps folder: fields typed but not applied are applied first
        (refused, with the tab and the reason, if one is wrong); refused, with the first problem, if the map
        has any. A map of the same id this editor did not write (perhaps another viewer's) is replaced only
        with ``replace``: the refusal asks, and shows the *Save over it* button that passes it."""
        if not self.apply_pending():
            return False
        try:
            path = self.draft.save(replace=replace)
        except SteamlabError as exc:
            asks = getattr(getattr(exc, "problem", None), "key", None) in ("edit.exists", "edit.exists_own")
            self.save_over_button.layout.display = None if asks else "none"
            self._say(exc, error=True)
            return False
        self.save_over_button.layout.display = "none"
        self.open_picker.options = open_options(self.lang)
        self._say(self._t("saved", title=self._title_held(), id=path.stem))
        return True

    def offer_download(self) -> None:
        """A download link of the map file as the fields show it (no file is written on the server)."""
        if not self.apply_pending():
            return
        data = base64.b64encode(self.draft.to_json().encode("utf-8")).decode()
        name = html.escape(f"{self.draft.id}.json")
        self.download.value = (f'<a download="{name}" href="data:application/json;base64,{data}">'
                               f"{name}</a>")

    def play(self) -> bool:
        """Save the map, then open it below the editor: a hot-seat game, or the scenario lab on its first
        position (the *Open in* choice), with the smallest player count the map and the rules allow."""
        if not self.save():
            return False
        game, rules = str(self.play_choice.value).split("/")
        counts = {c.game: c for c in rule_sets(self.draft.to_dict(), self.draft.problems())}
        check = counts[game]
        if not check.playable:
            self._say(msg("editor.not_playable", game=game, reason=check.reason), error=True)
            return False
        if self.play_target.value == "lab":
            self.play_box.children = [self._lab(game, rules or None, check.players[0])]
            return True
        from steamlab.widgets.dashboards import HotSeatApp

        app = HotSeatApp(f"{game}/{rules}", players=check.players[0], map_name=self.draft.id, seed=1,
                         lang=self.lang)
        self.play_box.children = [app]
        return True

    def _lab(self, game: str, rules: str | None, players: int) -> widgets.Widget:
        """The scenario lab on the saved map: its first position, to set up and analyse."""
        from steamlab.scenarios.builder import Scenario
        from steamlab.widgets.scenario_lab import ScenarioLabApp

        lab = ScenarioLabApp(playouts=10, lang=self.lang)
        lab.scenario = Scenario(game, rules=rules, players=players, map=self.draft.id)
        lab.selected = None
        lab._update_position()  # the lab has no public call for a scenario that is not a preset yet
        lab.picker.layout.display = "none"  # its presets are positions on other maps
        return lab

    # -- drawing and the side panel -------------------------------------------------------------
    def _new_geometry(self) -> None:
        self._geometry = (self.draft.grid, self.draft.orientation)
        self.canvas.set_geometry(preview_map(self.draft))
        self.picture = DraftPicture(self.canvas.view)

    def _draw_fast(self) -> None:
        """Redraw the printed layer after a paint (marks of the last check stay until the stroke ends)."""
        self.canvas.show_static(self.picture.static(self.draft), self.canvas.preview)

    def refresh(self) -> None:
        """Redraw, check, and bring the panel and the forms up to date with the draft."""
        if (self.draft.grid, self.draft.orientation) != self._geometry:
            self._new_geometry()
        found = self.draft.problems()
        self.canvas.show_static(self.picture.static(self.draft), problem_marks(self.canvas.view, found))
        rules = f'<div class="steamlab-editor-rules" style="margin-top:6px">{self._rules_html(found)}</div>'
        self.panel.value = f'<div class="steamlab-editor-panel">{self._problems_html(found)}{rules}</div>'
        needs_fill = any(getattr(c.reason, "key", "") == "editor.display_needed"
                         for c in rule_sets(self.draft.to_dict(), list(found)))
        self.fill_here.layout.display = None if needs_fill and self.draft.cities() else "none"
        self.undo_button.disabled = not self.draft.can_undo
        self.redo_button.disabled = not self.draft.can_redo
        self._sync_forms()

    def _problems_html(self, found: Sequence[Problem]) -> str:
        e = html.escape
        if not found:
            found = play_problems(self.draft.to_dict())  # it loads, but is there a game to play on it?
        if not found:
            checks = rule_sets(self.draft.to_dict(), [])
            if all(c.playable for c in checks):
                return f'<div class="steamlab-editor-ok" style="color:#14732b">✓ {e(self._t("no_problems"))}</div>'
            # never "No problems" beside a rule set that cannot be played on the map
            key = "ready_some" if any(c.playable for c in checks) else "ready_none"
            return f'<div class="steamlab-editor-partly" style="color:#8a5a00">{e(self._t(key))}</div>'
        groups: dict[tuple[str, Pos | None, str | None], list[str]] = {}
        for p in found:  # the same sentence at the same place once, with every field it is about
            groups.setdefault((p.text, p.at, p.edge), []).append(p.field)
        rows = []
        for (sentence, at, edge), fields in list(groups.items())[:12]:
            where = ""
            if at is not None:
                h = label(_hex(at))
                where = self._t("at_edge", edge=edge, hex=h) if edge else self._t("at_hex", hex=h)
                where = f"<b>{e(where)}</b>: "
            # where to mend it, as the page names it (a tab and a column), never the file's field names
            places = list(dict.fromkeys(w for w in (self._field_words(f) for f in fields) if w))
            small = f" <small>({e(', '.join(places))})</small>" if places else ""
            rows.append(f'<li class="steamlab-editor-problem">{where}'
                        f"{e(render(sentence, self.lang))}{small}</li>")
        more = f"<li>… {len(groups) - 12}</li>" if len(groups) > 12 else ""
        return (f'<div style="color:#b00"><b>{e(self._t("problems", n=len(found)))}</b>'
                f'<ul style="margin:2px 0;padding-left:18px">{"".join(rows)}{more}</ul></div>')

    def _field_words(self, field: str) -> str:
        """Where on the page a problem's field is mended, in the page's words: ``goods_display.light.3`` ->
        "Goods tab: light 3"; "" for a hex or a thick line (the panel names its hex)."""
        if field.startswith(("hexes", "impassable")):
            return ""
        column = re.match(r"^goods_display\.(light|dark)\.([1-6])$", field)
        if column:
            return self._t("field_column", half=self._t(column.group(1)), n=column.group(2))
        if field.startswith("new_cities"):
            return self._t("field_in_tab", tab=self._t("goods_tab"), what=self._t("new_cities"))
        if field.startswith("goods_display"):
            return self._t("field_in_tab", tab=self._t("goods_tab"), what=self._t("display"))
        if field.startswith("goods_supply"):
            return self._t("field_in_tab", tab=self._t("goods_tab"), what=self._t("supply"))
        return self._t("field_tab", tab=self._t("map_tab"))

    def _rules_html(self, found: Sequence[Problem]) -> str:
        lines = []
        for c in rule_sets(self.draft.to_dict(), list(found)):
            if c.playable:
                players = f"{c.players[0]}-{c.players[-1]}" if len(c.players) > 1 else str(c.players[0])
                lines.append(self._t("playable", game=c.game, players=players))
            else:
                lines.append(self._t("not_playable", game=c.game, reason=c.reason))
        return "<br>".join(html.escape(render(line, self.lang)) for line in lines)

    def _sync_forms(self) -> None:
        self._syncing = True
        try:
            d = self.draft
            info = d.info
            self.f_id.value, self.f_title.value = info["id"], self._title_held()
            self.f_source.value, self.f_notes.value = info["source"], info["notes"]
            self.f_orientation.value = d.orientation
            self.f_cols.value, self.f_rows.value = d.grid
            self.f_pmin.value, self.f_pmax.value = d.players
            self.f_turns.value = " ".join(f"{k}:{v}" for k, v in sorted(d.turns.items()))
            self.f_turns.placeholder = self._t("turns_help")
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
            self.display_title.value = f"<b>{e(self._t('display'))}</b>"
            self.supply_title.value = f"<b>{e(self._t('supply'))}</b>"
            self.new_cities_title.value = f"<b>{e(self._t('new_cities'))}</b>"
            self.new_city_list.value = ", ".join(e(self._new_city_words(c)) for c in d.new_cities) or "-"
            self.new_city_remove.options = [str(c.get("id")) for c in d.new_cities]
        finally:
            self._syncing = False

    def _new_city_words(self, c: Mapping[str, Any]) -> str:
        """A new-city tile as listed: ``A (red, light 3)``."""
        colour = term("cube", c.get("color"), self.lang)
        half = f", {self._t(str(c['display']))} {c.get('number', '')}" if c.get("display") in HALVES else ""
        return f"{c.get('id')} ({colour}{half})"

    def _say(self, message: object, error: bool = False) -> None:
        """A status line: ``message`` is a catalogue sentence, an error or plain text (``errors`` keeps the English)."""
        color = "#b00" if error else "#14732b"
        if error:
            self.errors = (self.errors + [problem_words(message)])[-20:]
        self.status.value = f'<span style="color:{color}">{html.escape(problem_words(message, self.lang))}</span>'

    def _guard(self, action: Callable[[], object]) -> None:
        try:
            action()
        except Exception as exc:  # a button must not take the kernel's cell down
            self._say(msg("editor.failed", kind=type(exc).__name__, error=problem_words(exc, self.lang)), error=True)


def _hex(pos: Pos) -> Hex:
    from steamlab.core.hexgrid import from_offset

    return from_offset(pos[0], pos[1])


def _parse_turns(value: str) -> dict[int, int]:
    """``"3:10 4:8"`` -> ``{3: 10, 4: 8}``; ``ValueError`` naming the bad part.

    >>> _parse_turns("3:10, 4:8"), _parse_turns("")
    ({3: 10, 4: 8}, {})
    """
    out: dict[int, int] = {}
    for part in value.replace(",", " ").split():
        players, _, turns = part.partition(":")
        if not players.isdigit() or not turns.isdigit():
            raise ValueError(msg("edit.bad_turns", part=part))
        out[int(players)] = int(turns)
    return out


__all__ = ["PLAY_CHOICES", "PLAY_TARGETS", "TOOLS", "EditorCanvas", "MapEditorApp", "play_choice_label", "problem_words",
           "text"]
