"""The Russian Railroads board widget and dashboard without a browser: command stream and controls.

The stream is captured by the ``stream`` fixture of tests/conftest.py.
"""

from __future__ import annotations

from collections import Counter

import pytest

pytest.importorskip("ipycanvas")

from steamlab.games.russian_railroads import score_board  # noqa: E402
from steamlab.render.primitives import Text  # noqa: E402
from steamlab.render.rr_board import BOARD_HEIGHT, BOARD_WIDTH, render_rr_boards  # noqa: E402
from steamlab.widgets.hexmap import DRAWN_CLASS  # noqa: E402
from steamlab.widgets.rr_board import RRBoardDashboard, RRBoardWidget, canvas_order, canvas_runs  # noqa: E402


def ready(w: RRBoardWidget) -> None:
    """What the front end sends when a view of the canvas is ready."""
    w.canvas._handle_custom_msg({"event": "client_ready"}, [])


def test_nothing_is_drawn_until_a_view_is_ready_then_one_message(stream) -> None:
    app = RRBoardDashboard()
    g = app.play_random(seed=3, players=4, rounds=2)
    assert stream.messages == [] and app.game_board.frames == 0
    assert (app.game_board.canvas.width, app.game_board.canvas.height) == (int(BOARD_WIDTH), int(BOARD_HEIGHT * 4))
    ready(app.game_board)
    assert len(stream.messages) == 1 and app.game_board.frames == 1
    assert app.game_board.status.value == "drawn:1" and DRAWN_CLASS in app.game_board._dom_classes
    names = Counter(stream.commands())
    assert names["clear"] == 1
    # a dash pattern never reaches an outline, a ring or a text halo: only dashed lines are drawn with it
    dashed = False
    for name, args in stream.calls():
        if name == "setLineDash":
            dashed = bool(args[0])
        elif name in ("strokeStyledRects", "strokeStyledCircles", "strokeStyledPolygons", "strokeText"):
            assert not dashed, name
    # shapes only as batch calls, never one command per space or piece
    assert not {"fillRect", "strokeRect", "fillCircle", "strokeCircle", "fillPolygon", "strokeLine", "lineTo"} & set(names)
    texts = sum(1 for p in render_rr_boards(g).items() if isinstance(p, Text))
    assert names["fillText"] == texts and names["strokeText"] == texts  # text has no batch call: one each, halo
    # batches per style, not per item: 4 boards, 33 spaces each, yet few rectangle calls
    assert names["fillStyledRects"] + names["strokeStyledRects"] <= 12
    assert names["strokeStyledLineSegments"] <= 10 and names["fillStyledCircles"] <= 3
    assert stream.nbytes() < 96 * 1024


def test_a_control_change_redraws_once_and_changes_the_score(stream) -> None:
    app = RRBoardDashboard()
    ready(app.board)
    assert app.total == 12 == score_board(app.spec()).total and "12 VP" in app.working.value
    before = len(stream.messages)
    app.sliders[("trans_siberian", "grey")].value = 8
    assert len(stream.messages) == before + 1  # one frame, one message
    assert app.total == 13 and "13 VP" in app.working.value
    score = [p for p in app.board.scene.items(kind="score") if isinstance(p, Text)]
    assert [p.text for p in score] == ["13"]
    app.locos[("kiev", 0)].value = 2
    app.sliders[("kiev", "black")].value = 4
    assert app.total == 13 + 3  # the seed's Kiev example adds its two stars
    app.marker1.value = 5
    assert app.error and "factory" in app.error and app.total == 16  # a marker past a gap: refused, old total kept
    assert "Not a possible board" in app.working.value
    app.factories.value = "6"
    assert app.error == "" and app.total == 16 + 5


def test_impossible_rails_are_explained_not_drawn(stream) -> None:
    app = RRBoardDashboard()
    ready(app.board)
    n = len(stream.messages)
    app.sliders[("trans_siberian", "black")].value = 5  # behind grey on 7
    assert "colour order" in app.error and len(stream.messages) == n
    app.sliders[("trans_siberian", "black")].value = 10
    assert app.error == "" and len(stream.messages) == n + 1


def test_the_random_button_shows_every_board(stream) -> None:
    app = RRBoardDashboard()
    ready(app.game_board)  # an empty canvas: one message that clears it
    assert stream.commands() == ["switchCanvas", "clear"]
    app.seed.value, app.players.value, app.rounds.value = 7, 3, 4
    app.random_button.click()
    g = app.game
    assert g is not None and g.num_players == 3 and g.round == 4
    assert len(stream.messages) == 2 and app.game_board.canvas.height == int(BOARD_HEIGHT * 3)
    shown = [int(p.text) for p in app.game_board.scene.items(kind="score") if isinstance(p, Text)]
    assert shown == [g.round_score(p).total for p in range(3)]
    assert "Round 4 of 6" in app.game_info.value
    app.random_button.click()  # the same seed gives the same game
    assert app.game.history == g.history


def test_canvas_order_keeps_shapes_in_order_and_text_on_top() -> None:
    app = RRBoardDashboard()
    prims = canvas_order(app.board.scene)
    assert len(prims) == app.board.scene.count()
    assert [p for run in canvas_runs(app.board.scene) for p in run] == prims
    for run in canvas_runs(app.board.scene):  # dashed lines only ever end a run
        dashed = [i for i, p in enumerate(run) if getattr(p, "dash", ())]
        assert not dashed or all(type(p).__name__ == "Polyline" for p in run[dashed[0]:])
    kinds = [p.kind for p in prims]
    assert kinds.index("space") < kinds.index("rail") < kinds.index("rail_piece")
    first_text = next(i for i, p in enumerate(prims) if isinstance(p, Text))
    static_texts = [p for p in prims[first_text:] if isinstance(p, Text)]
    assert static_texts and kinds.index("rail") > first_text  # layers stay in order: track over static text


def test_a_failing_redraw_is_reported_not_raised(stream, monkeypatch) -> None:
    w = RRBoardDashboard().board

    def broken(*_args):
        raise ValueError("boom")

    monkeypatch.setattr("steamlab.widgets.rr_board.draw_primitives", broken)
    ready(w)  # the frame is dropped: nothing half-drawn is sent, caching is off again (the fixture checks)
    assert w.errors == ["ValueError: boom"] and stream.messages == [] and w.frames == 0


def _box(p):
    from steamlab.render.primitives import Polygon, Rect

    if isinstance(p, Rect):
        return (p.x, p.y, p.x + p.w, p.y + p.h)
    if isinstance(p, Polygon):
        xs, ys = [x for x, _ in p.points], [y for _, y in p.points]
        return (min(xs), min(ys), max(xs), max(ys))
    return None


@pytest.mark.parametrize("board", ["main", "players"])
def test_the_canvas_order_never_paints_an_area_under_one_drawn_before_it(board) -> None:
    """Within a layer, a filled area that the scene draws after another overlapping one stays after it on the
    canvas (the canvas groups shapes by line width for fewer calls): the main board's colour swatches, drawn
    thinner than their spaces, were sorted under them and vanished from the live site and the Voila canvas, while
    the SVG pictures had them."""
    import steamlab
    from steamlab.render.primitives import LAYERS
    from steamlab.render.rr_board import render_rr_boards
    from steamlab.render.rr_main import render_rr_main

    g = steamlab.new_game("russian_railroads", players=3, seed=4)
    scene = render_rr_main(g, legal={"black_2"}) if board == "main" else render_rr_boards(g)
    painted = {id(p): i for i, p in enumerate(canvas_order(scene))}
    for layer in LAYERS:
        areas = [(p, _box(p)) for p in scene.layer(layer) if _box(p) is not None and getattr(p, "fill", None)]
        for i, (a, box_a) in enumerate(areas):
            for b, box_b in areas[i + 1:]:
                inside = box_a[0] < box_b[2] and box_b[0] < box_a[2] and box_a[1] < box_b[3] and box_b[1] < box_a[3]
                assert not inside or painted[id(a)] < painted[id(b)], (layer, a.kind, a.key, b.kind, b.key)
