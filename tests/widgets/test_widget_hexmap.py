"""HexMapWidget without a browser: the ipycanvas command stream and simulated events.

The stream is captured by the ``stream`` fixture of tests/conftest.py.
"""

from collections import Counter

import pytest

pytest.importorskip("ipycanvas")

from ipycanvas.canvas import _CANVAS_MANAGER  # noqa: E402

from steamlab.core.hexgrid import Hex  # noqa: E402
from steamlab.core.maps import load_map  # noqa: E402
from steamlab.games.rails.board import Placement, RailBoard  # noqa: E402
from steamlab.render.demo import demo_board  # noqa: E402
from steamlab.widgets import DRAWN_CLASS, HexMapWidget, frame  # noqa: E402
from steamlab.widgets.apps import MapViewer  # noqa: E402


@pytest.fixture(scope="module")
def rust_belt():
    return load_map("rust_belt")


def test_nothing_is_drawn_until_a_browser_view_is_ready(stream, rust_belt):
    w = HexMapWidget(rust_belt)
    assert stream.messages == [] and w.frames == 0
    assert DRAWN_CLASS not in w._dom_classes
    w.canvas._canvases[-1]._handle_custom_msg({"event": "client_ready"}, [])  # what the front end sends
    assert len(stream.messages) == 1 and w.frames == 1
    assert w.status.value == "drawn:1" and DRAWN_CLASS in w._dom_classes


def test_full_redraw_is_one_message_with_batched_calls(stream, rust_belt):
    w = HexMapWidget(demo_board(rust_belt, tiles=40, cubes=30, players=4))
    w.redraw()
    assert len(stream.messages) == 1
    names = Counter(stream.commands())
    # every layer cleared once, polygons/lines/circles/rects only as batch calls
    assert names["clear"] == 4 and names["switchCanvas"] == 4
    assert not {"fillPolygon", "strokePolygon", "strokeLine", "fillCircle", "strokeCircle", "fillRect", "strokeRect",
                "beginPath", "moveTo", "lineTo"} & set(names)
    assert names["fillStyledPolygons"] <= 6 and names["strokeStyledLineSegments"] <= 8
    # no command is sent once per hex (189 hexes): only the names/labels are per item (text has no batch call)
    assert max(n for k, n in names.items() if k not in ("fillText", "strokeText")) < 100
    assert names["fillText"] == 12 + 14 + 18 + 11 + 1  # city and town names, column letters, row numbers, new city "A"
    assert stream.nbytes() < 64 * 1024


def test_hover_redraws_only_when_the_hex_changes(stream, rust_belt):
    w = HexMapWidget(rust_belt)
    chicago = rust_belt.find("Chicago")
    x, y = w.view.center(chicago)
    assert w.handle_event({"event": "mouse_move", "x": x, "y": y})
    assert len(stream.messages) == 1 and w.hovered == chicago
    assert "clear" in stream.commands() and "fillText" not in stream.commands()
    assert stream.nbytes() < 2048
    for dx in (1, 2, -3, 4):  # moves inside the same hex send nothing
        assert not w.handle_event({"event": "mouse_move", "x": x + dx, "y": y + dx})
    assert len(stream.messages) == 1
    assert w.handle_event({"event": "mouse_out", "x": 0, "y": 0})
    assert w.hovered is None and len(stream.messages) == 2
    assert not w.handle_event({"event": "mouse_move", "x": -50, "y": -50})  # off the picture: still no hover
    assert len(stream.messages) == 2


def test_click_through_the_front_end_handler_updates_the_info_panel(stream, rust_belt):
    board = RailBoard(rust_belt)
    chicago = rust_belt.find("Chicago")
    below = chicago.neighbor(3)
    board.tiles[below] = Placement("straight", 0, frozenset({(0, 3)}))
    board.owners[(below, (0, 3))] = 1
    board.cubes[chicago] = ["blue", "yellow"]
    w = HexMapWidget(board, player_names=["Ann", "Bob"])
    clicked = []
    w.on_hex_click(clicked.append)
    before = w.info.value
    x, y = w.view.center(chicago)
    # the exact message ipycanvas' front end sends on a mouse press over the top layer
    w.canvas._handle_custom_msg({"event": "mouse_down", "x": x, "y": y}, [])
    assert clicked == [chicago] and w.selected == chicago
    assert w.info.value != before
    assert "Chicago" in w.info.value and "red" in w.info.value and "blue" in w.info.value and "yellow" in w.info.value
    assert len(stream.messages) == 1 and "strokeStyledPolygons" in stream.commands()  # the selection rim
    w.canvas._handle_custom_msg({"event": "mouse_down", "x": w.view.center(below)[0], "y": w.view.center(below)[1]}, [])
    assert "top-bottom" in w.info.value and "Bob" in w.info.value and "plain" in w.info.value
    w.lang = "ja"
    w.select(w.selected)
    assert "上-下" in w.info.value and "平地" in w.info.value and "Bob" in w.info.value
    w.lang = "en"
    lake = next(h for h in rust_belt.hexes if rust_belt.cell(h).terrain == "lake")
    w.click(lake)
    assert "lake" in w.info.value and "No track may be built" in w.info.value


@pytest.mark.parametrize(
    "event",
    [
        {"event": "mouse_down", "x": -20, "y": 40},  # left of the board
        {"event": "mouse_down", "x": 5000, "y": 40},  # beyond the canvas
        {"event": "mouse_down", "x": 3, "y": 3},  # inside the canvas but not on a hex
        {"event": "mouse_down", "x": "12", "y": "40"},
        {"event": "mouse_down", "x": None},
        {"event": "mouse_down"},  # ipycanvas' own handler raises KeyError on this one
        {"event": "mouse_down", "x": float("nan"), "y": 1.0},
        {"event": "mouse_down", "x": True, "y": False},
        {"event": "key_down", "key": "x"},
        {"event": "touch_start", "touches": "garbage"},
        {"no": "event"},
        "not even a dict",
        None,
    ],
)
def test_bad_events_are_ignored(stream, rust_belt, event):
    w = HexMapWidget(rust_belt)
    before = w.info.value
    clicked = []
    w.on_hex_click(clicked.append)
    w.canvas._handle_custom_msg(event, [])  # must not raise
    assert w.handle_event(event) is False
    assert clicked == [] and w.selected is None and w.info.value == before and w.errors == []
    assert stream.messages == []


def test_a_failing_callback_is_reported_not_raised(stream, rust_belt):
    w = HexMapWidget(rust_belt)

    def broken(h):
        raise ValueError("no build mode yet")

    w.on_hex_click(broken)
    assert w.click(rust_belt.find("Chicago")) is True
    assert w.errors == ["ValueError: no build mode yet"] and "no build mode yet" in w.info.value
    w.on_hex_click(broken, remove=True)
    w.click(rust_belt.find("Detroit"))
    assert len(w.errors) == 1


def test_events_during_an_update_are_dropped(stream, rust_belt):
    w = HexMapWidget(rust_belt)
    seen = []

    def reenter(h):  # e.g. a double click arriving while the first one is handled
        seen.append(h)
        w.canvas._handle_custom_msg({"event": "mouse_down", "x": w.view.center(h)[0] + 1, "y": w.view.center(h)[1]}, [])

    w.on_hex_click(reenter)
    w.click(rust_belt.find("Chicago"))
    assert seen == [rust_belt.find("Chicago")]


def test_highlight_set_board_and_set_map(stream, rust_belt):
    w = HexMapWidget(rust_belt)
    hexes = [rust_belt.find("Chicago"), rust_belt.find("Detroit"), Hex(99, 99)]
    w.highlight(hexes)
    assert w.highlights == frozenset(hexes[:2])
    assert len(stream.messages) == 1 and stream.nbytes() < 2048
    w.set_board(demo_board(rust_belt, tiles=10, cubes=5, players=2))
    assert len(stream.messages) == 2 and stream.commands().count("clear") == 2  # track and overlay only
    assert w.highlights == frozenset(hexes[:2])
    w.clear_highlight()
    assert w.highlights == frozenset()
    w.set_map(load_map("tutorial"))
    assert w.map.id == "tutorial" and w.canvas.width == int(w.view.width)
    assert stream.commands().count("clear") == 4 and w.selected is None


def test_an_exception_inside_a_frame_leaves_no_caching_on(stream, rust_belt):
    w = HexMapWidget(rust_belt)
    with pytest.raises(RuntimeError), frame():
        w.layer("track").fill_rect(0, 0, 10, 10)
        raise RuntimeError("boom")
    assert _CANVAS_MANAGER._caching is False and _CANVAS_MANAGER._commands_cache == []
    assert stream.messages == []  # the half-built frame was dropped, not sent later
    w.redraw()
    assert len(stream.messages) == 1 and "fillRect" not in stream.commands()


def test_map_viewer_switches_maps(stream):
    app = MapViewer("rust_belt")
    assert app.hexmap.map.id == "rust_belt"
    app.picker.value = "tutorial"
    assert app.hexmap.map.id == "tutorial"
    app.sample.value = True
    assert app.hexmap.board is not None and app.hexmap.board.tiles


def test_map_canvas_is_focused_without_scrolling_the_page():
    """The map carries the class the focus guard looks for, and shows the helper that carries it (steamlab.widgets.ready)."""
    from steamlab.widgets.ready import NOSCROLL_CLASS, DrawOnReady

    w = HexMapWidget(load_map("tutorial"))
    assert NOSCROLL_CLASS in w._dom_classes
    helpers = [c for box in w.children for c in getattr(box, "children", ()) if isinstance(c, DrawOnReady)]
    assert len(helpers) == 1
    # the front end focuses with preventScroll before ipycanvas' own listener (capture phase)
    esm = helpers[0]._esm
    assert "preventScroll: true" in esm and "addEventListener('mousedown', focusGuard, true)" in esm


def test_hover_card_shows_the_hovered_hexs_facts_and_clears_on_leaving():
    w = HexMapWidget(load_map("rust_belt"))
    chicago = w.map.find("Chicago")
    x, y = w.view.center(chicago)
    assert w.card.value == ""
    assert w.handle_event({"event": "mouse_move", "x": x, "y": y})
    assert "Chicago" in w.card.value and "steamlab-card-build" not in w.card.value  # no build mode: no price line
    w.lang = "ja"
    plain = w.map.find("H7")
    w.handle_event({"event": "mouse_move", "x": w.view.center(plain)[0], "y": w.view.center(plain)[1]})
    assert w.card.value.startswith('<div class="steamlab-card"><b>H7</b>') and "平地" in w.card.value
    w.handle_event({"event": "mouse_out"})
    assert w.card.value == ""


def test_hover_card_says_the_cheapest_legal_build_from_the_engine():
    from steamlab.games.rails.building import STEAM, BuildTurn
    from steamlab.widgets.modes import BuildMode

    board = RailBoard(load_map("rust_belt"))
    w = HexMapWidget(board)
    turn = BuildTurn(board, STEAM, 0)
    BuildMode(w, lambda: turn, lambda _b: None)
    for at, legal in (("H7", True), ("A1", False)):
        h = w.map.find(at)
        w.handle_event({"event": "mouse_move", "x": w.view.center(h)[0], "y": w.view.center(h)[1]})
        costs = [o.cost.total for o in turn.options_at(h) if o.cost is not None]
        assert bool(costs) is legal
        want = f"Build here from ${min(costs)}" if legal else "No legal build here now"
        assert want in w.card.value, (at, w.card.value)


def test_prepared_picture_is_sent_as_is_and_dropped_by_any_change(stream, rust_belt, monkeypatch):
    """After a notebook cell the map records its picture (prepare_maps); a page's request then sends it without
    rendering; the bytes are those a fresh render sends; any change drawn later drops the recording."""
    import steamlab.widgets.hexmap as hexmap_module

    board = demo_board(rust_belt, tiles=30, cubes=20, players=3)
    w = HexMapWidget(board)
    assert hexmap_module.prepare_maps() >= 1 and w._first_frame is not None
    assert stream.messages == []  # recorded, not sent
    renders = []
    real_track = hexmap_module.render_track
    monkeypatch.setattr(hexmap_module, "render_track", lambda *a, **k: renders.append(1) or real_track(*a, **k))
    w.redraw()
    w.redraw()  # a second page: the same frame again
    assert renders == [] and len(stream.messages) == 2 and w.frames == 2
    prepared = [bytes(b) for b in stream.messages[0][1]]
    assert [bytes(b) for b in stream.messages[1][1]] == prepared
    w.select(w.map.find("H7"))
    assert w._first_frame is None
    w.select(None)
    w.redraw()  # rendered afresh: the same picture as prepared
    assert renders == [1] and [bytes(b) for b in stream.messages[-1][1]] == prepared
    assert hexmap_module.prepare_maps() == 0  # nothing changed since


def test_the_map_column_hugs_the_map_so_the_panel_sits_beside_it():
    """JupyterLab gives an output the notebook's whole width: the map's column stops at the map's largest width
    (the browser test in tests/browser/test_browser_lab_lessons.py measures the gap in Lab)."""
    import ipywidgets as widgets

    from steamlab.widgets.layout import largest_width

    w = HexMapWidget(load_map("tutorial"))
    assert w.main.layout.max_width == largest_width(w.view.width, w.view.height, w.reserve)
    assert w.canvas.layout.width.endswith(w.main.layout.max_width[4:])  # the same limits as the canvas
    w.place(main_top=[widgets.HTML("panels above the map")])  # the hot seat's player panels keep the width
    assert w.main.layout.max_width is None
    w.place()
    assert w.main.layout.max_width is not None
