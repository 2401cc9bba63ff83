"""Reading a canvas's pixels in the browser tests (shared by every dashboard's tests)."""

from __future__ import annotations

import time

from steamlab.render import style


def pixel(page, sel: str, x: float, y: float) -> tuple[int, int, int]:
    """The RGB colour of the canvas ``sel`` at board pixel (x, y)."""
    rgba = page.evaluate(
        "([sel, x, y]) => Array.from(document.querySelector(sel).getContext('2d').getImageData(x, y, 1, 1).data)",
        [sel, round(x), round(y)],
    )
    return tuple(rgba[:3])


def close_to(actual, color: str, tol: int = 14) -> bool:
    """Whether an RGB triple is within ``tol`` of ``color`` ("#rrggbb") on every channel."""
    return all(abs(a - b) <= tol for a, b in zip(actual, style.rgb(color), strict=True))


def wait_for_pixel(page, sel: str, x: float, y: float, color: str, timeout: float = 15.0) -> tuple[int, int, int]:
    """Poll until the canvas shows ``color`` at (x, y): drawing arrives after the DOM marker."""
    deadline = time.monotonic() + timeout
    got = pixel(page, sel, x, y)
    while not close_to(got, color) and time.monotonic() < deadline:
        page.wait_for_timeout(50)
        got = pixel(page, sel, x, y)
    return got
