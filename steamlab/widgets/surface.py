"""Where a map's pixels are drawn: ipycanvas in JupyterLab and Voila, a small ``anywidget`` canvas elsewhere.

A map widget (:class:`~steamlab.widgets.hexmap.HexMapWidget`) computes its
picture once, as the render layer's primitives (:mod:`steamlab.render.scene`),
and hands each layer to a *surface*. Two surfaces draw the same primitives:

``"canvas"``
    ipycanvas' ``MultiCanvas``, fed batch calls with NumPy buffers
    (:mod:`steamlab.widgets.draw`). Fast over a kernel's websocket; needs
    ipycanvas, numpy and pillow.

``"scene"``
    :class:`SceneCanvas`, an ``anywidget`` whose front end (a few dozen lines
    of JavaScript below) paints the primitives, encoded as plain JSON lists
    (:func:`encode`), on four stacked ``<canvas>`` elements. It needs only
    ipywidgets and anywidget, so it runs where numpy and pillow cannot be
    had: a static site whose kernel is Pyodide in the visitor's browser, with
    no wheel from a CDN (see docs/publishing.md).

Both send the same events to the map: ``mouse_down`` / ``mouse_move`` with
the pointer in board pixels (the map turns them into a hex with
``BoardView.hex_at``) and ``mouse_out``, so clicks, the hover card and
redraws are the map's own code whichever surface draws. :func:`surface_kind`
chooses: ``STEAMLAB_SURFACE`` (``canvas`` or ``scene``) if set, else
``"scene"`` under Pyodide (``sys.platform == "emscripten"``) or when ipycanvas,
numpy or pillow is missing, else ``"canvas"``.

>>> from steamlab.render.primitives import Circle, Polygon, Text
>>> for item in encode([Polygon(((0, 0), (10.04, 0), (0, 5)), fill="#f00"), Circle(1, 2, 3, stroke="#000"),
...                      Text(4, 5, "Hi")]):
...     print(item)
['p', [0, 0, 10, 0, 0, 5], '#f00', None, 1.0, 1.0]
['c', 1, 2, 3, None, '#000', 1.0, 1.0]
['t', 4, 5, 'Hi', '#222222', 10.0, False, 'center']
>>> s = SceneCanvas(width=100, height=60)
>>> seen = []
>>> s.on_event(seen.append)
>>> s.handle_message({"event": "mouse_down", "x": 3, "y": 4}), s.handle_message({"event": "other"}), s.handle_message(7)
(True, False, False)
>>> seen
[{'event': 'mouse_down', 'x': 3, 'y': 4}]
"""

from __future__ import annotations

import importlib.util
import logging
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from steamlab.core.runtime import in_browser
from steamlab.render.primitives import LAYERS, Circle, Polygon, Polyline, Primitive, Rect, Text

log = logging.getLogger(__name__)

KINDS = ("canvas", "scene")
"""The surfaces a map can draw on (see the module)."""

ENV = "STEAMLAB_SURFACE"
"""Environment variable that chooses the surface (``canvas`` or ``scene``), over what the runtime has."""

EVENTS = ("mouse_down", "mouse_move", "mouse_out", "ready")
"""The messages a scene canvas passes on to its map."""


def canvas_available() -> bool:
    """Whether ipycanvas and what it imports (numpy, pillow) can be imported here."""
    return all(importlib.util.find_spec(name) is not None for name in ("ipycanvas", "numpy", "PIL"))


def surface_kind() -> str:
    """``"canvas"`` or ``"scene"``: what a new map draws on here (see the module).

    >>> os.environ[ENV] = "scene"; surface_kind()
    'scene'
    >>> del os.environ[ENV]
    """
    chosen = os.environ.get(ENV, "").strip().lower()
    if chosen in KINDS:
        return chosen
    if in_browser() or not canvas_available():
        return "scene"
    return "canvas"


def _n(v: float) -> float | int:
    """A coordinate rounded to a tenth of a pixel (an int when whole: shorter JSON)."""
    r = round(float(v), 1)
    return int(r) if r.is_integer() else r


def encode(prims: Sequence[Primitive]) -> list[list[Any]]:
    """The primitives as JSON lists, in order (the scene canvas' wire format).

    ``['p', xy..., fill, stroke, width, alpha]``, ``['l', xy..., color, width, dash, alpha, cap]``,
    ``['c', x, y, r, fill, stroke, width, alpha]``, ``['r', x, y, w, h, fill, stroke, width, alpha]``,
    ``['t', x, y, text, color, size, bold, align]``.
    """
    out: list[list[Any]] = []
    for p in prims:
        if isinstance(p, Polygon):
            out.append(["p", [_n(c) for xy in p.points for c in xy], p.fill, p.stroke, p.width, p.alpha])
        elif isinstance(p, Polyline):
            out.append(["l", [_n(c) for xy in p.points for c in xy], p.color, p.width, list(p.dash), p.alpha, p.cap])
        elif isinstance(p, Circle):
            out.append(["c", _n(p.x), _n(p.y), _n(p.r), p.fill, p.stroke, p.width, p.alpha])
        elif isinstance(p, Rect):
            out.append(["r", _n(p.x), _n(p.y), _n(p.w), _n(p.h), p.fill, p.stroke, p.width, p.alpha])
        elif isinstance(p, Text):
            out.append(["t", _n(p.x), _n(p.y), p.text, p.color, p.size, p.bold, p.align])
    return out


DRAWN_ATTRIBUTE = "data-steamlab-frames"
"""Attribute of the scene canvas' element: how many times the page has painted it (for tests and benchmarks)."""

_ESM = """
const LAYERS = __LAYERS__;
const HALO = '#ffffff';

function paint(ctx, items) {
  for (const it of items) {
    const k = it[0];
    ctx.globalAlpha = 1;
    ctx.setLineDash([]);
    ctx.lineJoin = 'round';
    if (k === 'p' || k === 'l') {
      const xy = it[1];
      ctx.beginPath();
      ctx.moveTo(xy[0], xy[1]);
      for (let i = 2; i < xy.length; i += 2) ctx.lineTo(xy[i], xy[i + 1]);
      if (k === 'p') {
        const [, , fill, stroke, width, alpha] = it;
        ctx.closePath();
        if (fill) { ctx.globalAlpha = alpha; ctx.fillStyle = fill; ctx.fill(); }
        if (stroke) { ctx.globalAlpha = fill ? 1 : alpha; ctx.strokeStyle = stroke; ctx.lineWidth = width; ctx.stroke(); }
      } else {
        const [, , color, width, dash, alpha, cap] = it;
        ctx.globalAlpha = alpha; ctx.strokeStyle = color; ctx.lineWidth = width; ctx.lineCap = cap;
        ctx.setLineDash(dash); ctx.stroke();
      }
    } else if (k === 'c') {
      const [, x, y, r, fill, stroke, width, alpha] = it;
      ctx.beginPath(); ctx.arc(x, y, r, 0, 2 * Math.PI);
      if (fill) { ctx.globalAlpha = alpha; ctx.fillStyle = fill; ctx.fill(); }
      if (stroke) { ctx.globalAlpha = 1; ctx.strokeStyle = stroke; ctx.lineWidth = width; ctx.stroke(); }
    } else if (k === 'r') {
      const [, x, y, w, h, fill, stroke, width, alpha] = it;
      if (fill) { ctx.globalAlpha = alpha; ctx.fillStyle = fill; ctx.fillRect(x, y, w, h); }
      if (stroke) { ctx.globalAlpha = 1; ctx.strokeStyle = stroke; ctx.lineWidth = width; ctx.strokeRect(x, y, w, h); }
    } else if (k === 't') {
      const [, x, y, text, color, size, bold, align] = it;
      ctx.font = (bold ? 'bold ' : '') + Math.round(size) + 'px Helvetica, Arial, sans-serif';
      ctx.textAlign = align; ctx.textBaseline = 'middle';
      ctx.lineWidth = Math.max(2, size * 0.3); ctx.strokeStyle = HALO; ctx.fillStyle = color;
      ctx.strokeText(text, x, y); ctx.fillText(text, x, y);
    }
  }
  ctx.globalAlpha = 1;
}

// The map's hover card sits beside the pointer, away from the window's edges.
function moveCard(el, event) {
  const map = el.closest('.steamlab-hexmap');
  const card = map && map.querySelector('.__CARD__');
  if (!card) return;
  const gap = 16, wide = card.offsetWidth, high = card.offsetHeight;
  let x = event.clientX + gap, y = event.clientY + gap;
  if (x + wide > window.innerWidth) x = Math.max(0, event.clientX - gap - wide);
  if (y + high > window.innerHeight) y = Math.max(0, event.clientY - gap - high);
  card.style.left = x + 'px';
  card.style.top = y + 'px';
}

export default {
  render({ model, el }) {
    el.classList.add('steamlab-scene-canvas');
    el.style.position = 'relative';
    el.style.lineHeight = '0';
    const canvases = LAYERS.map((name, i) => {
      const c = document.createElement('canvas');
      c.dataset.layer = name;
      c.style.position = i ? 'absolute' : 'relative';
      c.style.left = '0'; c.style.top = '0'; c.style.width = '100%'; c.style.height = 'auto';
      c.style.display = 'block';
      el.appendChild(c);
      return c;
    });
    let frames = 0;
    const size = () => {
      const ratio = window.devicePixelRatio || 1;
      const w = model.get('width'), h = model.get('height');
      for (const c of canvases) { c.width = Math.round(w * ratio); c.height = Math.round(h * ratio); }
      // every layer lies over the bottom one, which gives the element its height
      for (const c of canvases.slice(1)) c.style.height = '100%';
    };
    const draw = (name) => {
      const c = canvases[LAYERS.indexOf(name)];
      const ctx = c.getContext('2d');
      const ratio = c.width / Math.max(1, model.get('width'));
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, c.width, c.height);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      paint(ctx, model.get(name) || []);
      frames += 1;
      el.setAttribute('__DRAWN__', String(frames));
    };
    const drawAll = () => { size(); LAYERS.forEach(draw); };
    drawAll();
    const handlers = LAYERS.map((name) => [ 'change:' + name, () => draw(name) ]);
    handlers.push(['change:width', drawAll], ['change:height', drawAll]);
    for (const [event, f] of handlers) model.on(event, f);
    // The pointer in board pixels: the kernel finds the hex (one geometry, in Python).
    const at = (event) => {
      const box = canvases[0].getBoundingClientRect();
      const scale = model.get('width') / Math.max(1, box.width);
      return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
    };
    const top = canvases[canvases.length - 1];
    top.addEventListener('mousedown', (event) => {
      if (event.button !== 0) return;
      model.send({ event: 'mouse_down', ...at(event) });
    });
    let pending = null;
    top.addEventListener('mousemove', (event) => {
      moveCard(el, event);
      const first = pending === null;
      pending = at(event);
      if (first) requestAnimationFrame(() => { model.send({ event: 'mouse_move', ...pending }); pending = null; });
    }, { passive: true });
    top.addEventListener('mouseleave', () => model.send({ event: 'mouse_out' }));
    model.send({ event: 'ready' });
    return () => { for (const [event, f] of handlers) model.off(event, f); };
  },
};
""".replace("__LAYERS__", repr(list(LAYERS))).replace("__DRAWN__", DRAWN_ATTRIBUTE)


class SceneCanvas(anywidget.AnyWidget):
    """The map's layers as JSON primitives, painted by the page; pointer events back in board pixels.

    One synced list per layer: a change sends only that layer, and a page opened later gets
    every layer from the widget's state (no drawing is lost before a page is ready).
    """

    _esm = _ESM
    width = traitlets.Int(100).tag(sync=True)
    height = traitlets.Int(100).tag(sync=True)
    static: traitlets.List[Any] = traitlets.List().tag(sync=True)
    track: traitlets.List[Any] = traitlets.List().tag(sync=True)
    overlay: traitlets.List[Any] = traitlets.List().tag(sync=True)
    hover: traitlets.List[Any] = traitlets.List().tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("steamlab-scene")
        self._listeners: list[Callable[[Mapping[str, Any]], object]] = []
        self.on_msg(self._on_message)

    def on_event(self, callback: Callable[[Mapping[str, Any]], object]) -> None:
        """Call ``callback(message)`` for every pointer event (and ``ready``) the page sends."""
        self._listeners.append(callback)

    def _on_message(self, _widget: object, content: object, _buffers: object = None) -> None:
        self.handle_message(content)

    def handle_message(self, content: object) -> bool:
        """Pass a page's message on to the listeners; ``True`` if it was one of :data:`EVENTS`."""
        if not isinstance(content, Mapping) or content.get("event") not in EVENTS:
            return False
        for callback in list(self._listeners):
            try:
                callback(content)
            except Exception as exc:  # a widget callback must not take the kernel's cell down
                log.warning("SceneCanvas: %s: %s", type(exc).__name__, exc)
        return True

    def draw(self, layers: Mapping[str, Sequence[Primitive]]) -> None:
        """Show these layers (the others stay as they are), in one message."""
        with self.hold_sync():
            for name, prims in layers.items():
                if name in LAYERS:
                    setattr(self, name, encode(prims))

    def clear(self) -> None:
        """Empty every layer."""
        self.draw({name: [] for name in LAYERS})


def layer_widget(kind: str, width: int, height: int) -> widgets.DOMWidget:
    """A new drawing widget of ``kind`` (:data:`KINDS`) for a board of ``width`` x ``height`` pixels."""
    if kind == "scene":
        return SceneCanvas(width=width, height=height)
    from ipycanvas import MultiCanvas

    return MultiCanvas(len(LAYERS), width=width, height=height)


def board_canvas(kind: str, width: int, height: int) -> widgets.DOMWidget:
    """A one-layer drawing widget of ``kind`` (a Russian Railroads board): an ipycanvas ``Canvas`` or a
    :class:`SceneCanvas` whose ``static`` layer holds the whole picture."""
    if kind == "scene":
        return SceneCanvas(width=width, height=height)
    from ipycanvas import Canvas

    return Canvas(width=width, height=height)


__all__ = ["DRAWN_ATTRIBUTE", "ENV", "KINDS", "SceneCanvas", "board_canvas", "canvas_available", "encode", "in_browser",
           "layer_widget", "surface_kind"]
