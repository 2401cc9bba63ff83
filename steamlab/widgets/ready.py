"""The canvases' one front-end helper: draw when the page can see it, click without scrolling, a card by the pointer.

:class:`DrawOnReady` is an invisible ``anywidget`` shown beside every canvas
that draws (the hex map, the Russian Railroads boards). Its front end does
three things.

**1. Draw when a page can see it, and ask again until the kernel has answered.**

Why: a canvas's pixels are not part of the widget model, so a widget draws
when a browser page is ready to receive the drawing. ipycanvas' own signal
(``client_ready``) is sent by the canvas model the moment it is created in the
page (ipycanvas 0.14, ``CanvasModel.initialize``). Under load that is too
early: the page builds ~100 widget models at once, and a kernel reply that
reaches a model not built yet (the canvas manager that carries the drawing
commands, the hidden status the tests read) is dropped by the page without a
trace. The canvas stays blank until a reload; nothing asks again.

:class:`DrawOnReady` replaces that signal. It is an invisible ``anywidget``
whose front end

1. waits until every model the drawing goes through exists in the page (the
   canvases, the status widget and ipycanvas' canvas manager, by model id);
2. sends ``{"event": "ready"}``; the kernel draws (one frame) and answers
   ``{"event": "drawn"}`` after the drawing, on the same ordered channel;
3. sends ``ready`` again after 5 s, 10 s, 20 s, then every 30 s, until an
   answer comes, at most :data:`MAX_ASKS` times. An answer is only ever lost
   in a page that broke off, so asking again is a safety net, not the normal
   path: on a busy machine a late answer is common, and every extra ask costs
   a whole frame, so the page does not ask again quickly.

It asks once per page (model creation), not per view, so a page shows one
frame, and it works the same with Voila's preheated kernels, where the
notebook ran long before the page connected.

**2. A click on a map must not scroll the page** (the clicked hex stays the
right one). ipycanvas' canvas view (``CanvasView.onMouseDown``, 0.14) calls
``this.el.focus()`` and only then reads ``getBoundingClientRect()``. ``focus()``
scrolls the page when the canvas is not wholly on screen (a map partly below
the fold, or any click after a button had the focus), so the rectangle is
read *after* the scroll while the pointer's ``clientY`` is from *before* it:
the kernel was told a point 3-5 hex rows lower than the one clicked. The
helper adds one capture-phase ``mousedown`` listener to the document that
runs before ipycanvas' own and focuses the canvas with ``preventScroll:
true``; ipycanvas' later ``focus()`` finds it focused and does nothing. Only
canvases inside an element with the class :data:`NOSCROLL_CLASS` are touched.

**3. The hover card follows the pointer.** The kernel writes the card's words
(:data:`CARD_CLASS`, see ``HexMapWidget.card``) when the pointer enters
another hex; the page alone moves the card beside the pointer (no round trip
per pixel), on the side of the pointer away from the window's edge.

The page listeners of 2 and 3 are installed once per page however many
helpers are shown.

>>> calls = []
>>> probe = DrawOnReady(lambda: calls.append("drawn"), needs=[])
>>> probe.layout.display, probe.requests
('none', 0)
>>> probe.handle_message({"event": "ready"}), calls, probe.requests
(True, ['drawn'], 1)
>>> probe.handle_message({"event": "other"}), probe.handle_message("junk"), probe.requests
(False, False, 1)
>>> "preventScroll: true" in probe._esm and NOSCROLL_CLASS in probe._esm and CARD_CLASS in probe._esm
True
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

try:  # the scene surface (steamlab.widgets.surface) shows maps where ipycanvas cannot be imported
    from ipycanvas.canvas import _CANVAS_MANAGER
except ImportError:  # pragma: no cover - only where ipycanvas, numpy or pillow is missing
    _CANVAS_MANAGER = None

log = logging.getLogger(__name__)

MAX_ASKS = 20
"""How many times a page asks for its drawing before it gives up (about nine minutes)."""

NOSCROLL_CLASS = "steamlab-noscroll-focus"
"""Canvases inside an element with this class are focused without scrolling the page."""

CARD_CLASS = "steamlab-hovercard"
"""The hover card of a map: the page keeps it beside the pointer while the pointer is on the map's canvas."""

_ESM = """
const DELAYS_MS = [5000, 10000, 20000, 30000];
const MAX_ASKS = __MAX_ASKS__;

// A click focuses a map's canvas without scrolling the page (before ipycanvas' own focus()).
function focusGuard(event) {
  const canvas = event.target;
  if (!(canvas instanceof HTMLCanvasElement) || !canvas.closest('.__NOSCROLL__')) return;
  if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
}

// The map's hover card sits beside the pointer, over the map and away from the window's edges: past the map's
// right edge it covered the side panel's words (a route being read), so it turns to the pointer's left there.
function followPointer(event) {
  const canvas = event.target;
  if (!(canvas instanceof HTMLCanvasElement)) return;
  const map = canvas.closest('.steamlab-hexmap');
  const card = map && map.querySelector('.__CARD__');
  if (!card) return;
  const gap = 16;
  const wide = card.offsetWidth, high = card.offsetHeight;
  const right = Math.min(window.innerWidth, canvas.getBoundingClientRect().right);
  let x = event.clientX + gap, y = event.clientY + gap;
  if (x + wide > right) x = Math.max(0, event.clientX - gap - wide);
  if (y + high > window.innerHeight) y = Math.max(0, event.clientY - gap - high);
  card.style.left = x + 'px';
  card.style.top = y + 'px';
}

// A choice drawn in a map's side panel ([data-steamlab-pick], a tile thumbnail) is sent to the kernel by that map's
// helper: the helper's element, rendered inside the map, finds its model.
const helpers = new WeakMap();
function pickClicked(event) {
  const target = event.target instanceof Element && event.target.closest('[data-steamlab-pick]');
  const map = target && target.closest('.steamlab-hexmap');
  if (!map) return;
  for (const el of map.querySelectorAll('.steamlab-focus-guard-ready')) {
    const model = helpers.get(el);
    if (model) { model.send({ event: 'pick', value: target.getAttribute('data-steamlab-pick') }); return; }
  }
}

// On a phone a map keeps readable hexes and its box scrolls (hexmap.phone_css); ipycanvas takes every touch on the
// canvas for itself (preventDefault), so a finger could not move the map. A one-finger drag on a map box that can
// scroll moves it here (sideways in the box, up and down the page) before the canvas sees it; a tap stays a tap.
let pan = null;
function panStart(event) {
  const box = event.target instanceof Element && event.target.closest('.steamlab-map-box');
  pan = null;
  if (!box || event.touches.length !== 1 || box.scrollWidth <= box.clientWidth) return;
  const t = event.touches[0];
  pan = { box, x: t.clientX, y: t.clientY, moved: false };
}
function panMove(event) {
  if (!pan || event.touches.length !== 1) return;
  const t = event.touches[0], dx = t.clientX - pan.x, dy = t.clientY - pan.y;
  if (!pan.moved && Math.hypot(dx, dy) < 8) return;
  pan.moved = true;
  pan.box.scrollLeft -= dx;
  window.scrollBy(0, -dy);
  pan.x = t.clientX;
  pan.y = t.clientY;
  event.preventDefault();
  event.stopPropagation();
}
function panEnd(event) {
  if (pan && pan.moved) event.stopPropagation();  // the end of a drag is no tap on a hex
  pan = null;
}

function installPageListeners() {
  if (window.__steamlabPageListeners) return;
  window.__steamlabPageListeners = true;
  document.addEventListener('click', pickClicked, true);
  document.addEventListener('mousedown', focusGuard, true);
  document.addEventListener('mousemove', followPointer, { capture: true, passive: true });
  document.addEventListener('touchstart', panStart, { capture: true, passive: true });
  document.addEventListener('touchmove', panMove, { capture: true, passive: false });
  document.addEventListener('touchend', panEnd, { capture: true, passive: true });
}

export default {
  render({ model, el }) {
    el.classList.add('steamlab-focus-guard-ready');
    helpers.set(el, model);
  },
  initialize({ model }) {
    installPageListeners();
    let answered = false, stopped = false, asks = 0, timer = null;
    const onMessage = (msg) => {
      if (msg && msg.event === 'drawn') { answered = true; clearTimeout(timer); }
    };
    model.on('msg:custom', onMessage);
    const ask = () => {
      if (answered || stopped || asks >= MAX_ASKS) return;
      model.send({ event: 'ready', ask: asks });
      timer = setTimeout(ask, DELAYS_MS[Math.min(asks, DELAYS_MS.length - 1)]);
      asks += 1;
    };
    const ids = model.get('wait_for') || [];
    // Every model the drawing goes through must exist before the kernel answers, or the answer is dropped.
    Promise.all(ids.map((id) => model.widget_manager.get_model(id))).then(ask, ask);
    return () => { stopped = true; clearTimeout(timer); model.off('msg:custom', onMessage); };
  },
};
""".replace("__MAX_ASKS__", str(MAX_ASKS)).replace("__NOSCROLL__", NOSCROLL_CLASS).replace("__CARD__", CARD_CLASS)


class DrawOnReady(anywidget.AnyWidget):
    """Invisible; calls ``draw()`` when a page is ready for the drawing and tells the page it was sent.

    In the page it also keeps map clicks from scrolling and moves the hover card (see the module).

    ``needs``: the widgets the drawing goes through (canvases, status); the
    page asks only once all of them (and ipycanvas' canvas manager) exist.
    Put the probe anywhere in the displayed widget tree.
    """

    _esm = _ESM
    wait_for = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Model ids the page waits for before it asks."""

    def __init__(self, draw: Callable[[], object], needs: Iterable[widgets.Widget]) -> None:
        ids = [w.model_id for w in needs] + [_CANVAS_MANAGER.model_id]
        super().__init__(wait_for=ids, layout=widgets.Layout(display="none"))
        self.add_class("steamlab-draw-on-ready")
        self._draw = draw
        self.requests = 0
        """How many ``ready`` requests the kernel has answered."""
        self.on_pick: Callable[[str], object] | None = None
        """Called with the ``data-steamlab-pick`` value of a choice clicked in the map's panel (a tile thumbnail)."""
        self.on_msg(self._on_message)

    def _on_message(self, _widget: object, content: object, _buffers: object = None) -> None:
        self.handle_message(content)

    def handle_message(self, content: object) -> bool:
        """Answer a page's ``ready``: draw, then say so. ``True`` if it was a ``ready``.

        Never raises (it runs as a widget callback); an error of ``draw`` is logged.
        """
        if isinstance(content, Mapping) and content.get("event") == "pick":
            value = content.get("value")
            if self.on_pick is not None and isinstance(value, str):
                try:
                    self.on_pick(value)
                except Exception as exc:  # a widget callback must not take the kernel's cell down
                    log.warning("DrawOnReady pick: %s: %s", type(exc).__name__, exc)
            return False
        if not isinstance(content, Mapping) or content.get("event") != "ready":
            return False
        self.requests += 1
        if not _CANVAS_MANAGER._caching:
            # This page has not seen any canvas switch: start the frame with one.
            _CANVAS_MANAGER._current_canvas = None
        try:
            self._draw()
        except Exception as exc:  # a widget callback must not take the kernel's cell down
            log.warning("DrawOnReady: %s: %s", type(exc).__name__, exc)
        self.send({"event": "drawn", "requests": self.requests})
        return True


def fresh_views(box: widgets.Box) -> None:
    """Make every page build the views of ``box``'s children anew (two messages: without them, with them).

    For a slider whose range changed: ipywidgets 8 passes a new ``max`` to
    noUiSlider's ``updateOptions``, which moves the handles' range but not
    the one its keyboard reads, so *End* (and *Home*) went to the range the
    slider was first drawn with (the replay viewer's End key stopped at the
    old record's length). A view built anew reads the current range.

    >>> s = widgets.IntSlider(max=3)
    >>> row = widgets.HBox([s])
    >>> fresh_views(row)
    >>> row.children == (s,)
    True
    """
    children = box.children
    box.children = ()
    box.children = children


def quiet_client_ready(canvases: Iterable[Any]) -> None:
    """Stop ipycanvas' own too-early ``client_ready`` (a :class:`DrawOnReady` asks instead)."""
    for canvas in canvases:
        canvas._send_client_ready_event = False


__all__ = ["CARD_CLASS", "MAX_ASKS", "NOSCROLL_CLASS", "DrawOnReady", "fresh_views", "quiet_client_ready"]
