"""Draw on the page's request (steamlab.widgets.ready): one frame per ``ready``, answered after the drawing.

The canvas manager's stream and the probe's own messages are captured by
replacing their ``send`` (ipycanvas is pinned to 0.14.x). The browser side
(asking again until answered) is exercised by tests/browser/test_load.py.
"""

import json

import pytest

pytest.importorskip("ipycanvas")
pytest.importorskip("anywidget")

from ipycanvas.canvas import _CANVAS_MANAGER, _CMD_LIST  # noqa: E402

from steamlab.core.maps import load_map  # noqa: E402
from steamlab.render.primitives import LAYERS  # noqa: E402
from steamlab.widgets import DRAWN_CLASS, HexMapWidget  # noqa: E402
from steamlab.widgets.ready import DrawOnReady  # noqa: E402
from steamlab.widgets.rr_board import RRBoardWidget  # noqa: E402


@pytest.fixture
def sent(monkeypatch):
    """Everything sent, in order: ("canvas", command names) or ("probe", content)."""
    log = []

    def canvas_send(content, buffers=None):
        cmds = json.loads(bytes(buffers[0]))
        if cmds and isinstance(cmds[0], int):
            cmds = [cmds]
        log.append(("canvas", [_CMD_LIST[c[0]] for c in cmds]))

    monkeypatch.setattr(_CANVAS_MANAGER, "send", canvas_send)
    monkeypatch.setattr(DrawOnReady, "send", lambda self, content, buffers=None: log.append(("probe", content)))
    yield log
    assert _CANVAS_MANAGER._caching is False


def test_the_map_draws_one_frame_per_ready_and_answers_after_it(sent):
    w = HexMapWidget(load_map("tutorial"))
    assert w.ready in w.children[1].children  # displayed with the widget, so the page runs it
    assert w.ready.wait_for == [w.canvas.model_id, *(w.layer(n).model_id for n in LAYERS), w.status.model_id,
                                _CANVAS_MANAGER.model_id]
    assert sent == [] and w.frames == 0
    w.ready.handle_message({"event": "ready", "ask": 0})
    assert [kind for kind, _ in sent] == ["canvas", "probe"]  # the answer comes after the drawing
    assert sent[1][1]["event"] == "drawn"
    assert w.frames == 1 and w.status.value == "drawn:1" and DRAWN_CLASS in w._dom_classes
    # a page that asks again (its first answer was late) gets the whole map again, canvas switch first
    w.ready.handle_message({"event": "ready", "ask": 1})
    assert sent[2][0] == "canvas" and sent[2][1][0] == "switchCanvas"
    assert w.frames == 2 and w.ready.requests == 2


def test_a_page_that_missed_the_canvas_switch_still_gets_one(sent):
    """ipycanvas skips the switch when the kernel thinks the canvas is current: a new page may not know it."""
    w = HexMapWidget(load_map("tutorial"))
    w.ready.handle_message({"event": "ready"})
    w.set_overlay(highlights=[])  # the overlay layer is now current in the kernel
    _CANVAS_MANAGER._current_canvas = w.layer("static")
    sent.clear()
    w.ready.handle_message({"event": "ready"})
    assert sent[0][1][0] == "switchCanvas"


def test_every_frame_names_its_canvas_first(sent):
    """A page opened with ?lang=ja heard a language switch redraw the overlay before its first ready: ipycanvas
    left the switch out (the kernel had drawn the overlay last, for no page) and the page failed on "clear"."""
    w = HexMapWidget(load_map("tutorial"))
    w.ready.handle_message({"event": "ready"})
    for _ in range(2):  # the same layer twice in a row: each frame still begins with its switch
        sent.clear()
        w.set_overlay(highlights=[])
        assert sent and all(cmds[0] == "switchCanvas" for kind, cmds in sent if kind == "canvas"), sent


def test_ipycanvas_own_client_ready_is_quiet():
    w = HexMapWidget(load_map("tutorial"))
    assert all(w.layer(n)._send_client_ready_event is False for n in LAYERS)
    rr = RRBoardWidget()
    assert rr.canvas._send_client_ready_event is False
    assert rr.ready.wait_for[:2] == [rr.canvas.model_id, rr.status.model_id]


def test_the_rr_board_draws_on_ready(sent):
    rr = RRBoardWidget()
    rr.ready.handle_message({"event": "ready"})
    assert [kind for kind, _ in sent] == ["canvas", "probe"]
    assert rr.frames == 1 and rr.client_seen


def test_other_messages_change_nothing(sent):
    w = HexMapWidget(load_map("tutorial"))
    for junk in (None, "ready", [], {"event": "drawn"}, {"ready": True}):
        assert w.ready.handle_message(junk) is False
    assert sent == [] and w.frames == 0 and w.ready.requests == 0


def test_an_error_while_drawing_is_answered_not_raised(sent):
    def broken():
        raise RuntimeError("boom")

    probe = DrawOnReady(broken, needs=[])
    assert probe.handle_message({"event": "ready"}) is True
    assert sent == [("probe", {"event": "drawn", "requests": 1})]
