"""The map editor dashboard without a browser: clicks and drags through the canvas's event handler,
marks on the overlay, forms, save, play, languages. The ipycanvas stream is captured as in
tests/widgets (ipycanvas is pinned to 0.14.x)."""

import json

import pytest

from steamlab.i18n import catalogue

pytest.importorskip("ipycanvas")

from ipycanvas.canvas import _CANVAS_MANAGER  # noqa: E402

import steamlab  # noqa: E402
from steamlab.core.hexgrid import parse_label  # noqa: E402
from steamlab.editor import MapDraft, edge_across  # noqa: E402
from steamlab.editor.picture import PROBLEM_COLOR  # noqa: E402
from steamlab.widgets.map_editor import TOOLS, MapEditorApp  # noqa: E402


@pytest.fixture
def sent(monkeypatch):
    messages = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send", lambda content, buffers=None: messages.append(content))
    yield messages
    assert _CANVAS_MANAGER._caching is False


@pytest.fixture
def user_maps(tmp_path, monkeypatch):
    monkeypatch.setenv("STEAMLAB_MAPS", str(tmp_path / "maps"))
    return tmp_path / "maps"


def drawn(draft=None) -> MapEditorApp:
    app = MapEditorApp(draft or MapDraft.new("pond", cols=6, rows=5))
    app.canvas.redraw()  # a browser view is ready
    return app


def marks(app, kind):
    return [p.key for p in app.canvas.preview if p.kind == kind]


def test_nothing_is_drawn_before_a_browser_view_asks(sent):
    app = MapEditorApp(MapDraft.new("pond", cols=6, rows=5))
    app.tool.value = "hill"
    app.click((1, 1))
    assert sent == [] and app.draft.cell((1, 1)).terrain == "hill"
    app.canvas.redraw()
    assert len(sent) == 1


def test_a_drag_paints_every_hex_it_crosses_in_one_undo_step(sent):
    app = drawn()
    app.tool.value = "river"
    before = len(sent)
    assert app.drag([(0, 0), (1, 0), (2, 0), (2, 1)])
    assert [app.draft.cell(p).terrain for p in [(0, 0), (1, 0), (2, 0), (2, 1), (3, 0)]] == ["river"] * 4 + ["plain"]
    assert len(sent) - before == 5  # one frame per hex reached, one at the end of the stroke
    assert app.undo() and app.draft.cell((2, 1)).terrain == "plain" and not app.draft.can_undo
    assert app.redo() and app.draft.cell((0, 0)).terrain == "river"


def test_a_stroke_renders_only_the_hexes_it_changed():
    app = drawn(MapDraft.open("rust_belt"))
    start = app.picture.rendered
    app.tool.value = "mountain"
    app.drag([(3, 3), (4, 3)])
    assert app.picture.rendered - start == 2


def test_towns_cities_and_clearing_by_click():
    app = drawn()
    app.tool.value = "town"
    app.click((0, 0))
    app.click((1, 2))
    app.tool.value = "city"
    app.place_color.value = "purple"
    app.place_cubes.value = 3
    app.place_name.value = "Ashford"
    app.click((3, 3))
    d = app.draft
    assert (d.cell((0, 0)).town, d.cell((1, 2)).town) == ("Town 1", "Town 2")
    assert d.cell((3, 3)).city.name == "Ashford" and d.cell((3, 3)).city.color == "purple"
    assert d.cell((3, 3)).city.start_cubes == 3
    app.tool.value = "clear"
    app.click((0, 0))
    assert d.cell((0, 0)).town is None


def test_a_thick_line_goes_on_the_edge_clicked():
    app = drawn()
    app.tool.value = "line"
    app.click_edge((2, 2), "BR")
    assert app.draft.impassable == [((2, 2), "BR")]
    other, edge = edge_across((2, 2), "BR")
    app.click_edge(other, edge)  # the same line from the other side rubs it out
    assert app.draft.impassable == []


def test_problems_are_marked_at_their_hex_and_edge_and_listed():
    app = drawn(MapDraft.open("tutorial"))
    assert "No problems" in app.panel.value and marks(app, "problem-hex") == []
    app.tool.value = "lake"
    app.click((4, 6))  # Fenwick
    assert marks(app, "problem-hex") == [(4, 6)]
    [mark] = [p for p in app.canvas.preview if p.kind == "problem-hex"]
    assert mark.stroke == PROBLEM_COLOR
    assert "E7" in app.panel.value and "cannot stand on lake" in app.panel.value
    app.tool.value = "line"
    app.click_edge((0, 0), "T")  # the top of A1: off the map
    assert marks(app, "problem-edge") == [((0, 0), "T")]
    assert "edge T of A1" in app.panel.value
    assert "not playable" in app.panel.value
    app.undo()
    app.undo()
    assert app.canvas.preview == [] and "Steam: 3-4 players" in app.panel.value


def test_every_problem_with_a_place_is_marked_there():
    d = MapDraft.open("tutorial")
    town = next(p for p, c in d.cells().items() if c.town)
    carlow = next(p for p, c in d.cells().items() if c.name == "Carlow")
    plain = next(p for p, c in d.cells().items() if c.terrain == "plain" and not c.name)
    app = drawn(d)
    app.tool.value = "sea"
    app.click(town)
    app.tool.value = "town"
    app.place_name.value = "Carlow"  # a city's name already
    app.click(plain)
    found = app.draft.problems()
    assert len(found) == 2 and town in {p.at for p in found}
    assert {p.at for p in found} == set(marks(app, "problem-hex"))
    assert next(p for p in found if "twice" in p.text).at in (plain, carlow)  # the later one in the file


def test_the_map_form_resizes_renames_and_sets_turns_in_one_step():
    app = drawn()
    width = app.canvas.canvas.width
    app.f_cols.value, app.f_rows.value = 9, 5
    app.f_id.value, app.f_title.value = "lakes", "Lakes"
    app.f_turns.value = "3:9 4:8 5:7 6:6"
    assert app.apply_map_form()
    d = app.draft
    assert d.grid == (9, 5) and d.id == "lakes" and d.turns == {3: 9, 4: 8, 5: 7, 6: 6}
    assert app.canvas.canvas.width > width and len(app.canvas.map.cells) == 45
    assert app.undo() and app.draft.grid == (6, 5) and app.draft.id == "pond"


@pytest.mark.parametrize("field, value", [("f_turns", "3-9"), ("f_id", "Bad Id"), ("f_pmin", 6)])
def test_a_refused_form_changes_nothing(field, value):
    app = drawn()
    app.f_pmax.value = 5
    before = app.draft.to_json()
    getattr(app, field).value = value
    assert not app.apply_map_form()
    assert app.draft.to_json() == before and app.errors and not app.draft.can_redo


def test_goods_display_and_supply_from_the_goods_tab():
    app = drawn()
    app.tool.value = "city"
    app.click((0, 0))
    app.click((5, 4))
    assert app.f_display[("light", 1)].options == ("", "City 1", "City 2")
    for (_half, n), dd in app.f_display.items():
        dd.value = "City 1" if n % 2 else "City 2"
    app.f_spaces.value = 8
    assert app.apply_goods_form()
    assert app.draft.problems() == [] and app.draft.goods_supply["spaces"] == 8
    app.f_nc_id.value, app.f_nc_color.value, app.f_nc_half.value, app.f_nc_number.value = "A", "blue", "light", 3
    assert app.add_new_city_form()
    assert app.draft.new_cities == [{"id": "A", "color": "blue", "display": "light", "number": 3}]
    assert not app.add_new_city_form() and "already" in app.errors[-1]


def test_save_lists_the_map_and_play_starts_a_game_on_it(user_maps):
    app = drawn(MapDraft.open("tutorial"))
    app.f_id.value = "my_valley"
    assert app.apply_map_form()
    assert app.save() and "my_valley" in steamlab.list_maps()
    assert ("Tutorial Valley", "my_valley") in app.open_picker.options  # by its title (was: the file name)
    app.play_choice.value = "age_of_steam/"
    assert app.play()
    [hot_seat] = app.play_box.children
    assert hot_seat.map_picker.value == "my_valley"
    assert hot_seat.game.state.map.title == "Tutorial Valley" and hot_seat.game.state.game == "age_of_steam"


def test_a_map_with_problems_is_neither_saved_nor_played(user_maps):
    app = drawn()
    app.draft.place_town((1, 1), "Ash")
    app.draft.paint((1, 1), "lake")  # a town on a lake
    app.refresh()
    assert not app.save() and not app.play()
    assert "not saved" in app.status.value and app.play_box.children == ()
    assert not user_maps.exists()


def test_open_upload_and_download():
    app = drawn()
    assert app.open_map("tutorial") and app.draft.grid == (9, 7)
    assert len(app.canvas.map.cells) == 63
    text = app.draft.to_json()
    assert not app.load_text(b"{ broken") and app.draft.to_json() == text
    assert not app.open_map("no_such_map")
    app.offer_download()
    assert 'download="tutorial.json"' in app.download.value
    app2 = drawn()
    assert app2.load_text(text.encode()) and app2.draft.to_json() == text


def test_bad_canvas_events_change_nothing():
    app = drawn()
    before = app.draft.to_json()
    for event in [{"event": "mouse_down", "x": "a", "y": 1}, {"event": "mouse_down", "x": -50, "y": 5},
                  {"event": "mouse_up"}, {"event": "mouse_move", "x": 10, "y": 10}, [], None,
                  {"event": "mouse_down", "x": float("nan"), "y": 3}]:
        app.canvas.handle_event(event)
    assert app.draft.to_json() == before and app.canvas.errors == []


def test_japanese_labels():
    app = drawn()
    app.switch.value = "ja"
    assert dict(app.tool.options)["川"] == "river"
    assert app.save_button.description == "保存" and app.play_button.description == "このマップで遊ぶ"
    assert all(f"editor.tool.{key}" in catalogue() for key in TOOLS)
    assert dict(app.place_color.options)["赤"] == "red" and dict(app.play_choice.options)["スチーム — 基本ルール"]


def test_fill_display_gives_every_empty_column_a_city_in_one_step():
    app = drawn()
    app.tool.value = "city"
    app.click((0, 0))
    app.click((5, 4))
    app.f_display[("dark", 6)].value = "City 1"
    fill = next(b for b, key in app._buttons if key == "fill_display")  # the Goods tab's (the panel has one too)
    fill.click()
    display = app.draft.goods_display
    assert [display["light"][str(n)] for n in range(1, 7)] == ["City 1", "City 2"] * 3
    assert display["dark"]["6"] == "City 1" and app.draft.problems() == []
    assert app.f_display[("light", 2)].value == "City 2"
    assert app.undo() and app.draft.goods_display["light"] == {}


def photo_png(width: int, height: int) -> bytes:
    """A PNG header of the given size (the editor reads only the size; the browser draws the image)."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def test_a_photo_is_aligned_on_one_two_then_three_reference_hexes(monkeypatch):
    from ipycanvas.canvas import _CMD_LIST

    frames = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send", lambda content, buffers=None: frames.append(buffers))
    app = drawn()
    assert app.load_photo(photo_png(300, 200))
    assert abs(app.photo_transform.a * 300 - app.canvas.view.width) < 1e-6  # fitted to the map's width at first
    names = [_CMD_LIST[c[0]] for c in json.loads(bytes(frames[-1][0]))]
    assert "clear" in names and "drawImage" in names and "setTransform" in names
    app.tool.value = "photo_ref"
    view = app.canvas.view
    # on the photo, hex B2 is at photo pixel (40, 50), E4 at (160, 120), A5 at (20, 170)
    refs = {"B2": (40, 50), "E4": (160, 120), "A5": (20, 170)}
    for n, (hex_label, (px, py)) in enumerate(refs.items(), start=1):
        app.ref_hex.value = hex_label
        x, y = app.photo_transform.apply(px, py)  # where that photo point is drawn now: click there
        app.canvas.handle_event({"event": "mouse_down", "x": x, "y": y})
        app.canvas.handle_event({"event": "mouse_up", "x": x, "y": y})
        assert len(app.photo_refs) == n
        for done, (qx, qy) in list(refs.items())[:n]:  # every reference so far lands on its hex centre
            target = view.center(parse_label(done))
            assert all(abs(a - b) < 1e-6 for a, b in zip(app.photo_transform.apply(qx, qy), target, strict=True))
    assert "3 references" in app.photo_info.value
    assert app.draft.version == 0  # aligning a photo does not change the map


def test_a_bad_photo_or_reference_changes_nothing():
    app = drawn()
    assert not app.load_photo(b"GIF89a not a png") and app.photo is None
    assert not app.add_reference(10, 10, "C3")  # no photo yet
    app.load_photo(photo_png(10, 10))
    before = app.photo_transform
    for bad in ("", "Z99", "3C"):
        assert not app.add_reference(10, 10, bad)
    assert app.photo_transform == before and app.photo_refs == []
    assert app.load_photo(None) and app.canvas.photo is None


def test_play_opens_the_scenario_lab_on_the_map(user_maps):
    from steamlab.widgets.scenario_lab import ScenarioLabApp

    app = drawn(MapDraft.open("tutorial"))
    app.f_id.value = "lab_valley"
    assert app.apply_map_form()
    app.play_choice.value, app.play_target.value = "steam/base", "lab"
    assert app.play()
    [lab] = app.play_box.children
    assert isinstance(lab, ScenarioLabApp)
    sc = lab.scenario
    assert (sc.game, sc.rules, sc.players, sc.map_name) == ("steam", "base", 3, "lab_valley")
    assert lab.map.map.title == "Tutorial Valley" and sc.problems() == [] and not lab.run_button.disabled


def visible_words(widget) -> str:
    """Every word a widget tree shows: HTML text, descriptions, option labels, tab titles, placeholders aside."""
    import html
    import re

    import ipywidgets as widgets

    out = []
    if isinstance(widget, widgets.HTML):
        shown = re.sub(r"<style>.*?</style>", " ", widget.value, flags=re.S)
        out.append(html.unescape(re.sub(r"<[^>]+>", " ", shown)))
    if getattr(widget, "description", ""):
        out.append(widget.description)
    if isinstance(widget, (widgets.Dropdown, widgets.ToggleButtons)):
        out.extend(str(label) for label, _ in widget._options_full if label)
    if isinstance(widget, widgets.Tab):
        out.extend(widget.titles)
    for child in getattr(widget, "children", ()):
        out.append(visible_words(child))
    return "\n".join(out)


def test_the_japanese_editor_shows_no_english_run_with_problems_on_screen():
    from steamlab.i18n.check import english_runs

    app = drawn(MapDraft.open("tutorial"))
    app.switch.value = "ja"
    app.tool.value = "lake"
    app.click((4, 6))                       # Fenwick on a lake
    app.tool.value, app.place_name.value = "town", "Fenwick"
    app.click((0, 0))                       # its name a second time
    app.draft.set_impassable((0, 0), "T")   # a thick line leading off the map
    app.refresh()
    assert not app.save()                   # refused: the status line says why
    found = app.draft.problems()
    assert {p.text.key for p in found} >= {"map.on_water", "map.name_twice", "map.edge_nowhere"}
    words = visible_words(app)
    for p in found:
        assert p.text.render("ja") in words
    assert "保存していません" in app.status.value and "hexes[" not in app.status.value
    names = [c.name for c in app.draft.cells().values() if c.name] + [title for title, _ in app.open_picker.options]
    names += ["~/.steamlab/maps"]
    assert english_runs(words, names) == [], english_runs(words, names)
    app.switch.value = "en"                 # and back: the command line's sentence, with its field
    assert not app.save() and "tutorial: hexes[" in app.status.value and "not saved: " in app.status.value
    assert "a town or city cannot stand on lake" in app.panel.value
