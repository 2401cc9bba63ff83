"""A click on a map must not scroll the page: the front-end patch that keeps the clicked hex the right one.

Why: ipycanvas' canvas view (``CanvasView.onMouseDown``, ipycanvas 0.14) calls
``this.el.focus()`` and only then ``getCoordinates(event)``, which reads
``getBoundingClientRect()``. ``focus()`` scrolls the page when the canvas is
not wholly on screen (a map partly below the fold, or any click after a
button had the focus), so the rectangle is read *after* the scroll while the
pointer's ``clientY`` is from *before* it: the kernel is told a point 3-5 hex
rows lower than the one clicked.

The fix: :class:`FocusGuard`, an invisible ``anywidget`` whose front end adds
one capture-phase ``mousedown`` listener to the document. It runs before
ipycanvas' own listener and focuses the canvas with ``preventScroll: true``;
ipycanvas' later ``focus()`` then finds the canvas already focused and does
nothing (the HTML focusing steps return early for the focused element), so
the page does not move and the coordinates are right. Only canvases inside an
element with the class :data:`NOSCROLL_CLASS` are touched; the listener is
installed once per page however many guards are shown.

>>> guard = FocusGuard()
>>> guard.layout.display, NOSCROLL_CLASS in guard._esm
('none', True)
"""

from __future__ import annotations

import anywidget
import ipywidgets as widgets

NOSCROLL_CLASS = "steamlab-noscroll-focus"
"""Canvases inside an element with this class are focused without scrolling the page."""

_ESM = """
function guard(event) {
  const canvas = event.target;
  if (!(canvas instanceof HTMLCanvasElement) || !canvas.closest('.__CLASS__')) return;
  if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
}
export default {
  render({ el }) {
    if (!window.__steamlabFocusGuard) {
      window.__steamlabFocusGuard = true;
      document.addEventListener('mousedown', guard, true);
    }
    el.classList.add('steamlab-focus-guard-ready');
  }
};
""".replace("__CLASS__", NOSCROLL_CLASS)


class FocusGuard(anywidget.AnyWidget):  # type: ignore[misc]
    """Invisible; once shown in a page, focusing a map canvas on a click never scrolls the page."""

    _esm = _ESM

    def __init__(self) -> None:
        super().__init__(layout=widgets.Layout(display="none"))
        self.add_class("steamlab-focus-guard")


__all__ = ["NOSCROLL_CLASS", "FocusGuard"]
