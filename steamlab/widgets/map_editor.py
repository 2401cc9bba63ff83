"""The map editor dashboard: paint a board on the hex-map canvas, checked after every stroke.

:class:`MapEditorApp` drives a :class:`steamlab.editor.MapDraft` with the same
calls a notebook would make (``paint``, ``place_city``, ``set_impassable`` ...):
pick a tool and click or drag on the map. Problems the map validator finds are
listed beside the map and marked on it (a red rim on the hex, a red stroke on
the edge). *Save* writes the map to the user maps folder, where every
dashboard's map list finds it; *Play on this map* opens the hot seat or the
scenario lab on it below the editor. Every word is in the message catalogue
(``editor.*``, ``map.*``, ``edit.*``: :mod:`steamlab.i18n.editor`), in English or Japanese.

The app is the draft's view; its tabs are parts of their own: the map's settings and goods
(:mod:`.map_editor_forms`), tracing over a photo (:mod:`.map_editor_photo`), *Play on this map*
(:mod:`.map_editor_play`); its words and the side panel's HTML are :mod:`.map_editor_words`.

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
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from steamlab.core.errors import SteamlabError
from steamlab.core.hexgrid import EDGE_NAMES, Hex, to_offset
from steamlab.core.maps import COLORS, TERRAINS, GameMap
from steamlab.editor import ERASE, HALVES, MapDraft, rule_sets
from steamlab.editor.backdrop import Affine
from steamlab.editor.picture import DraftPicture, edge_at, preview_map, problem_marks, view_for
from steamlab.i18n import LANGUAGES, msg, term
from steamlab.widgets.draw import frame
from steamlab.widgets.fields import WholeNumberField
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import tr
from steamlab.widgets.language import DashboardHeader, relabel_options, set_map_lang
from steamlab.widgets.map_editor_forms import MapForms
from steamlab.widgets.map_editor_photo import PhotoTracer
from steamlab.widgets.map_editor_play import PLAY_CHOICES, PLAY_TARGETS, PlayTab
from steamlab.widgets.map_editor_words import (
    default_title,
    free_name,
    open_options,
    play_choice_label,
    problem_words,
    problems_html,
    rules_html,
    text,
)
from steamlab.widgets.parts import delegated

Pos = tuple[int, int]


TOOLS = (*TERRAINS, ERASE, "town", "city", "clear", "line", "photo_ref")
"""The tools, in the order of the tool bar: the terrains, erase, places, the thick line, aligning a photo."""


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
                                       continuous_update=False)  # see MapForms
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
        self.forms = MapForms(self)
        self.play_tab = PlayTab(self)
        self.photos = PhotoTracer(self)
        self.tabs = widgets.Tab(children=[self.forms.map_form, self.forms.goods_form,
                                          self.play_tab.tab,
                                          self.photos.photo_form])
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
                       (self.upload, "upload"),
                       (self.photo_upload, "photo_upload"), *self.forms.labels,
                       *self.photos.labels):
            w.description = t(key)
        for field in self.forms.number_fields():
            field.set_lang(self.lang)
        colours = [(term("cube", c, self.lang), c) for c in COLORS]
        for dd, options in ((self.place_color, colours), (self.f_nc_color, colours),
                            (self.f_orientation, [(t(k), k) for k in ("flat", "pointy")]),
                            (self.f_nc_half, [("", ""), *((t(k), k) for k in HALVES)])):
            relabel_options(dd, options)
        self.place_marker.description = t("marker")
        relabel_options(self.open_picker, open_options(self.lang))
        for b, key in self._buttons:
            b.description = t(key)
        self.photo_help.value = f"<i>{html.escape(t('photo_help'))}</i>"
        for i, key in enumerate(("map_tab", "goods_tab", "play_tab", "photo_tab")):
            self.tabs.set_title(i, t(key))
        set_map_lang(self.canvas, self.lang)  # the map widget's own words: its legend
        self.play_tab.set_lang(self.lang)
        self.refresh()
        self.status.value = f"<i>{html.escape(t('paint_help'))}</i>"

    # -- buttons (each relabelled by the language switch) -----------------------------------------
    _buttons: list[tuple[widgets.Button, str]]

    def _button(self, key: str, action: Callable[[], object], icon: str = "", style: str = "") -> widgets.Button:
        b = widgets.Button(description=self._t(key), icon=icon, button_style=style, layout=widgets.Layout(width="auto"))
        b.add_class(f"steamlab-editor-{key}")
        b.on_click(lambda _b: self._guard(action))
        if not hasattr(self, "_buttons"):
            self._buttons = []
        self._buttons.append((b, key))
        return b

    # -- its parts: the Map and Goods tabs (:class:`.MapForms`), Photo (:class:`.PhotoTracer`), Play (:class:`.PlayTab`)
    f_id, f_title, f_source, f_notes, f_orientation, f_cols, f_rows, f_pmin, f_pmax, f_turns, f_display = delegated(
        "forms", "f_id f_title f_source f_notes f_orientation f_cols f_rows f_pmin f_pmax f_turns f_display")
    f_boxes, f_new_boxes, f_spaces, f_cubes, f_cubes_3p, f_nc_id, f_nc_color, f_nc_half, f_nc_number = delegated(
        "forms", "f_boxes f_new_boxes f_spaces f_cubes f_cubes_3p f_nc_id f_nc_color f_nc_half f_nc_number")
    map_form, goods_form, new_city_list, new_city_remove = delegated(
        "forms", "map_form goods_form new_city_list new_city_remove")
    photo, photo_size, photo_refs, photo_transform, photo_upload, photo_opacity, ref_hex, photo_help = delegated(
        "photos", "photo photo_size photo_refs photo_transform photo_upload photo_opacity ref_hex photo_help")
    photo_info, photo_form = delegated("photos", "photo_info photo_form")
    play_choice, play_target, play_button, play_box = delegated("play_tab", "play_choice play_target play_button play_box")

    def apply_map_form(self) -> bool:
        """The Map tab's fields into the draft, as one undo step (:meth:`.MapForms.apply_map_form`)."""
        return self.forms.apply_map_form()

    def apply_goods_form(self) -> bool:
        """Display boxes and the Steam supply from the Goods tab (:meth:`.MapForms.apply_goods_form`)."""
        return self.forms.apply_goods_form()

    def apply_pending(self) -> bool:
        """Fields typed but not applied into the draft (:meth:`.MapForms.apply_pending`)."""
        return self.forms.apply_pending()

    def add_new_city_form(self) -> bool:
        return self.forms.add_new_city_form()

    def load_photo(self, data: bytes | None) -> bool:
        """A photo over the map (:meth:`.PhotoTracer.load_photo`; ``None`` removes it)."""
        return self.photos.load_photo(data)

    def add_reference(self, x: float, y: float, at: str) -> bool:
        """The photo's point under board pixel ``(x, y)`` is hex ``at``'s centre (:meth:`.PhotoTracer.add_reference`)."""
        return self.photos.add_reference(x, y, at)

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
        return typed or free_name({c.name for c in self.draft.cells().values() if c.name}, self._t(f"tool.{kind}"))

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

    # -- files ------------------------------------------------------------------------------------
    def new_map(self) -> bool:
        """A fresh grid of the Map tab's size."""
        self.set_draft(MapDraft.new("my_map", cols=int(self.forms.f_cols.value), rows=int(self.forms.f_rows.value),
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
        self._say(self._t("saved", title=self.forms.title_held(), id=path.stem))
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
        """Save the map, then open it below the editor (:meth:`.PlayTab.play`)."""
        return self.play_tab.play()

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
        checks = rule_sets(self.draft.to_dict(), list(found))  # once: each parses the whole map
        said = rules_html(self.draft, found, self.lang, checks)
        rules = f'<div class="steamlab-editor-rules" style="margin-top:6px">{said}</div>'
        said = problems_html(self.draft, found, self.lang, checks)
        self.panel.value = f'<div class="steamlab-editor-panel">{said}{rules}</div>'
        needs_fill = any(getattr(c.reason, "key", "") == "editor.display_needed" for c in checks)
        self.fill_here.layout.display = None if needs_fill and self.draft.cities() else "none"
        self.undo_button.disabled = not self.draft.can_undo
        self.redo_button.disabled = not self.draft.can_redo
        self.forms.sync()

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


__all__ = ["PLAY_CHOICES", "PLAY_TARGETS", "TOOLS", "EditorCanvas", "MapEditorApp", "play_choice_label", "problem_words",
           "text"]
