"""Dashboard benchmarks in a real browser: Voila + headless Debian Chromium (Playwright).

- ``dashboard_first_canvas_s``: page load to a drawn canvas (the city at a
  known hex centre shows its colour), for each dashboard with a map; the
  figure is the slowest one. Every load is cold: Voila starts a new kernel
  and runs the notebook for it.
- ``dashboard_click_ms``: a click on a hex of the build-cost calculator to the
  info panel's update in the page (timed in the page with a MutationObserver),
  the median of several clicks.

Both need ``/usr/bin/chromium``, Voila and Playwright (``make venv-test``);
Voila runs on a free loopback port and is stopped by its PID.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from benchmarks import Figure

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
MAP_DASHBOARDS = {  # notebook: hex size it draws at
    "map_viewer.ipynb": 32.0,
    "build_cost.ipynb": 30.0,
    "delivery_planner.ipynb": 30.0,
    "hot_seat.ipynb": 28.0,
    "replay_viewer.ipynb": 28.0,
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def _voila() -> Iterator[str]:
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "voila", "notebooks/dashboards", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        env={k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},  # as `make run` serves
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(url + "/", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError("voila did not start") from None
                time.sleep(0.2)
        yield url
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)


@contextlib.contextmanager
def _page() -> Iterator[tuple[str, Any]]:
    from playwright.sync_api import sync_playwright

    with _voila() as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        try:
            ctx = browser.new_context(viewport={"width": 1280, "height": 900})
            yield url, ctx.new_page()
        finally:
            browser.close()


def _pixel(page: Any, x: float, y: float) -> tuple[int, ...]:
    rgba = page.evaluate(
        "([x, y]) => Array.from(document.querySelector('.steamlab-hexmap canvas').getContext('2d')"
        ".getImageData(x, y, 1, 1).data)", [round(x), round(y)])
    return tuple(rgba[:3])


def _first_canvas(page: Any, url: str, size: float) -> float:
    """Seconds from navigation to the map drawn (a city's colour at its hex, below the goods cubes)."""
    from steamlab.core.maps import load_map
    from steamlab.render import style
    from steamlab.render.scene import view_for

    m = load_map("rust_belt")
    view = view_for(m, size)
    city = m.find("Chicago")
    x, y = view.center(city)
    y += 0.35 * size
    want = style.rgb(style.GOODS_COLORS["red"])
    start = time.monotonic()
    page.goto(url)
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=60_000)
    while not all(abs(a - b) <= 12 for a, b in zip(_pixel(page, x, y), want, strict=True)):
        if time.monotonic() - start > 60:
            raise RuntimeError(f"{url}: the canvas was never drawn")
        page.wait_for_timeout(20)
    return time.monotonic() - start


def dashboard_first_canvas_s() -> Figure:
    with _page() as (url, page):
        times = {nb: _first_canvas(page, f"{url}/voila/render/{nb}", size) for nb, size in MAP_DASHBOARDS.items()}
    for nb, t in times.items():
        print(f"  {nb}: {t:.2f} s", file=sys.stderr)
    return Figure(max(times.values()), "s", "< 5")


_WATCH = """() => { window.__changed = new Promise(resolve => {
  const el = document.querySelector('.steamlab-info');
  new MutationObserver((m, obs) => { obs.disconnect(); resolve(performance.now()); })
    .observe(el, {subtree: true, childList: true, characterData: true});
}); return performance.now(); }"""


def dashboard_click_ms(clicks: int = 9) -> Figure:
    from steamlab.core.hexgrid import parse_label
    from steamlab.core.maps import load_map
    from steamlab.render.scene import view_for

    view = view_for(load_map("rust_belt"), 30.0)
    targets = [parse_label(at) for at in ("H7", "C4", "Q10", "A1", "G8")]
    with _page() as (url, page):
        _first_canvas(page, f"{url}/voila/render/build_cost.ipynb", 30.0)
        canvas = page.locator(".steamlab-hexmap canvas")
        box = canvas.bounding_box()
        scale = box["width"] / page.evaluate("() => document.querySelector('.steamlab-hexmap canvas').width")
        times = []
        for i in range(clicks):
            x, y = view.center(targets[i % len(targets)])
            t0 = page.evaluate(_WATCH)
            canvas.click(position={"x": x * scale, "y": y * scale})
            t1 = page.evaluate("() => window.__changed")
            times.append(t1 - t0)
    return Figure(statistics.median(times), "ms", "< 150")


BENCHMARKS = {
    "dashboard_first_canvas_s": dashboard_first_canvas_s,
    "dashboard_click_ms": dashboard_click_ms,
}
