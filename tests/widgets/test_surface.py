"""The map's two surfaces (steamlab.widgets.surface): which one is chosen, and that both click, hover and redraw alike."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from steamlab.core.maps import load_map
from steamlab.render.primitives import LAYERS
from steamlab.widgets import surface as surface_module
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.surface import ENV, SceneCanvas, encode, surface_kind


def test_the_environment_chooses_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV, "scene")
    assert surface_kind() == "scene"
    assert isinstance(HexMapWidget(load_map("tutorial")).canvas, SceneCanvas)
    monkeypatch.setenv(ENV, "canvas")
    assert surface_kind() == "canvas"
    monkeypatch.setenv(ENV, "nonsense")  # not a surface: the runtime decides
    assert surface_kind() == "canvas"


def test_pyodide_and_a_missing_ipycanvas_get_the_scene(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV, raising=False)
    assert surface_kind() == "canvas"  # this venv has ipycanvas, numpy and pillow
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert surface_kind() == "scene"
    monkeypatch.setattr(sys, "platform", "linux")
    real = surface_module.importlib.util.find_spec
    monkeypatch.setattr(surface_module.importlib.util, "find_spec", lambda name: None if name == "numpy" else real(name))
    assert surface_kind() == "scene"


def test_a_map_without_numpy_pillow_or_ipycanvas() -> None:
    """In a Python where numpy, PIL and ipycanvas cannot be imported, the map is made, drawn and clicked."""
    code = textwrap.dedent("""
        import sys
        for name in ("numpy", "PIL", "ipycanvas"):
            sys.modules[name] = None  # import fails, as under Pyodide with no wheel for them
        from steamlab.core.maps import load_map
        from steamlab.widgets.hexmap import HexMapWidget
        w = HexMapWidget(load_map("tutorial"))
        h = w.map.find("Carlow")
        x, y = w.view.center(h)
        w.canvas.handle_message({"event": "mouse_down", "x": x, "y": y})
        print(type(w.canvas).__name__, w.selected == h, "numpy" in sys.modules and sys.modules["numpy"] is not None)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.split() == ["SceneCanvas", "True", "False"]


def test_every_hex_is_clicked_where_it_is_drawn() -> None:
    scene = HexMapWidget(load_map("rust_belt"), surface="scene")
    canvas = HexMapWidget(load_map("rust_belt"), surface="canvas")
    clicked: list[object] = []
    scene.on_hex_click(clicked.append)
    for h in scene.map.cells:
        x, y = scene.view.center(h)
        assert scene.canvas.handle_message({"event": "mouse_down", "x": x + 3, "y": y - 2})
        assert scene.selected == h and clicked[-1] == h
        canvas.handle_event({"event": "mouse_down", "x": x + 3, "y": y - 2})
        assert canvas.selected == h
    assert len(clicked) == len(scene.map.cells)
    # off the board: nothing selected anew, no callback
    assert scene.canvas.handle_message({"event": "mouse_down", "x": -50, "y": -50})
    assert len(clicked) == len(scene.map.cells)


def test_one_scene_two_surfaces() -> None:
    """The scene canvas holds exactly the primitives the ipycanvas surface draws, layer by layer."""
    board = load_map("tutorial")
    scene = HexMapWidget(board, surface="scene")
    canvas = HexMapWidget(board, surface="canvas")
    for w in (scene, canvas):
        w.highlight([board.find("Carlow")])
        w.click(board.find("Carlow"))
    layers = canvas._all_layers()
    for name in LAYERS:
        assert getattr(scene.canvas, name) == encode(layers[name]), name
    json.dumps([getattr(scene.canvas, name) for name in LAYERS])  # what the page receives is plain JSON


def test_hover_card_and_redraws_on_the_scene() -> None:
    from steamlab.games.rails.board import RailBoard

    w = HexMapWidget(RailBoard(load_map("tutorial")), surface="scene")
    track_before = list(w.canvas.track)
    h = w.map.find("Carlow")
    x, y = w.view.center(h)
    assert w.canvas.handle_message({"event": "mouse_move", "x": x, "y": y})
    assert w.hovered == h and "Carlow" in w.card.value and w.canvas.hover
    w.canvas.handle_message({"event": "mouse_out"})
    assert w.hovered is None and w.card.value == "" and w.canvas.hover == []
    # a page that paints the layers says so: the map counts a frame, as the ipycanvas surface does on "drawn"
    w.canvas.handle_message({"event": "ready"})
    assert w.frames == 1 and w.status.value == "drawn:1"
    w.set_overlay(highlights=[h])
    assert w.canvas.overlay and w.canvas.track == track_before
    w.set_map(load_map("rust_belt"))
    assert (w.canvas.width, w.canvas.height) == (int(w.view.width), int(w.view.height))
    assert w.canvas.static == encode(w._all_layers()["static"])


def test_junk_from_the_page_is_ignored() -> None:
    w = HexMapWidget(load_map("tutorial"), surface="scene")
    for junk in (None, 3, "x", {"event": "mouse_down", "x": "1", "y": 2}, {"event": "mouse_down", "x": 10**400, "y": 0},
                 {"event": "other"}, {"no": "event"}):
        w.canvas.handle_message(junk)
    assert w.selected is None and w.errors == []


def test_russian_railroads_boards_on_the_scene(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Russian Railroads boards draw on the scene surface too, and a click on the main board names its space."""
    import steamlab
    from steamlab.render.rr_main import space_at
    from steamlab.widgets.rr_board import RRBoardWidget, canvas_runs
    from steamlab.widgets.rr_main import RRMainBoardWidget

    monkeypatch.setenv(ENV, "scene")
    state = steamlab.new_game("russian_railroads", players=2, seed=1)
    boards = RRBoardWidget(state)
    assert isinstance(boards.canvas, SceneCanvas)
    assert boards.canvas.static == encode([p for run in canvas_runs(boards.scene) for p in run])
    spaces: list[str] = []
    main = RRMainBoardWidget(on_space=spaces.append)
    main.set_state(state)
    assert main.canvas.static and (main.canvas.width, main.canvas.height) == (int(main.scene.width), int(main.scene.height))
    point = next((x, y) for y in range(0, int(main.scene.height), 7) for x in range(0, int(main.scene.width), 7)
                 if space_at(main.layout_, x, y) is not None)
    assert main.canvas.handle_message({"event": "mouse_down", "x": point[0], "y": point[1]})
    assert spaces == [space_at(main.layout_, *point)]
    main.canvas.handle_message({"event": "ready"})
    assert main.frames == 1 and "steamlab-drawn" in main._dom_classes


def test_the_scenario_lab_says_what_the_browser_cannot_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """In the visitor's browser the lab says where its playouts run and runs them in the page, table only."""
    from steamlab.widgets.scenario_lab import ScenarioLabApp

    lab = ScenarioLabApp("last_deliveries", playouts=2)
    assert lab.browser_note.layout.display == "none"  # under Voila: no such note
    monkeypatch.setattr(sys, "platform", "emscripten")
    lab = ScenarioLabApp("last_deliveries", playouts=2)
    assert lab.browser_note.layout.display is None and "one after another" in lab.browser_note.value
    lab.set_lang("ja")
    assert "1つずつ順に" in lab.browser_note.value
    assert lab.run(mode="serial")
    assert lab.plot.layout.display == "none" and "steamlab-analysis" in lab.results.value
