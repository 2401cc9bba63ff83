"""The live site (steamlab.publish.lite) in headless Chromium, served from 127.0.0.1, every other address refused.

- ``lite_first_map_cold_s``: a new browser profile (empty cache) opens the map viewer: page load to its map
  drawn by the page (the scene canvas has painted and told the kernel: ``.steamlab-drawn``). Pyodide starts,
  every wheel downloads and installs, steamlab imports, the notebook runs, the map draws.
- ``lite_first_map_warm_s``: the same page reloaded (the browser's cache holds Pyodide and the wheels).
- ``lite_lesson_warm_s``: lesson 2 (``02_building_costs``) reloaded after a first visit: page load to its first
  picture shown (``.steamlab-figure``, an SVG the notebook's first cells make).

The browser is kept on the site without intercepting its requests: Playwright's request routing turns the
browser's HTTP cache off, so until issue 44 a "warm" reload fetched every file again (seen: the wheels' full sizes
transferred on the reload). Now the browser's proxy is a closed port on the loopback (the site on 127.0.0.1 is
reached directly, nothing else at all), every request is watched, and a figure fails if one left the site.
- ``lite_click_ms``: a click on a hex of the map viewer to the map's selection redrawn in the page (the scene
  canvas' paint counter, watched in the page), the median of several clicks.
- ``lite_site_mb``: the whole folder a teacher uploads (``build/site/live``), in MB.
- ``lite_computer_move_max_s`` / ``lite_computer_move_median_s`` / ``lite_hint_max_s``: the hot seat's waits
  where the live site runs them, in Pyodide: one four-player game of each rule set (seed 5000, as
  bench_advice.py plays it: three computer seats at the default strength, one seat following the *Hint* as its
  button asks; both are the same search under the same work cap, the device's share of it in the browser:
  steamlab.bots.computer.work_budget), run by the site's own Pyodide and steamlab
  wheel under Node
  (``pyodide_run.mjs``: the same WebAssembly Python on the same V8 engine as Chromium, without the page).

The site is the one ``make site`` built (``build/site/live``), else the tests' (``build/test-live/live``), else
one built now with ``build/site-venv`` (``make site-live`` makes it). Note the machine's load (``uptime``) with
the figures: Chromium runs Python in the page on the same cores.
"""

from __future__ import annotations

import contextlib
import json
import statistics
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from benchmarks import Figure

ROOT = Path(__file__).resolve().parents[1]
PAGE = "voici/render/dashboards/map_viewer.html?lang=en"
LESSON = "voici/render/lessons/02_building_costs.html?lang=en"
NOWHERE: Any = {"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"}
"""The browser's proxy: a closed port. The site (127.0.0.1, the loopback) is reached directly; any other address
would go through the proxy and fail."""
SIZE = 32.0
"""The map viewer's hex size (steamlab.widgets.apps.MapViewer)."""


def live_folder() -> Path:
    for folder in (ROOT / "build" / "site" / "live", ROOT / "build" / "test-live" / "live"):
        if (folder / "voici").is_dir():
            return folder
    python = ROOT / "build" / "site-venv" / "bin" / "python"
    subprocess.run([str(python), "-m", "steamlab.publish.lite", str(ROOT / "build" / "site")], check=True, cwd=ROOT)
    return ROOT / "build" / "site" / "live"


@contextlib.contextmanager
def _browser() -> Iterator[tuple[str, Any, list[str]]]:
    """The site served, and a browser with a profile of its own (a new, empty folder): yields the site's URL and the
    browser's one context, whose requests are watched (not routed: routing turns the HTTP cache off), and the list of
    those that went anywhere but the site.

    A profile on disk, as a visitor's browser has: an incognito context keeps its cache in memory, where Pyodide's
    8.6 MB wasm was not kept (fetched whole again on every reload), and with it went the compiled code Chromium
    caches beside a wasm file.
    """
    from playwright.sync_api import sync_playwright

    from steamlab.publish.classroom import CHROMIUM, CHROMIUM_ARGS
    from steamlab.publish.lite import serve

    with serve(live_folder()) as url, sync_playwright() as p, tempfile.TemporaryDirectory(prefix="lite-profile-") as d:
        ctx = p.chromium.launch_persistent_context(d, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
                                                   proxy=NOWHERE, viewport={"width": 1366, "height": 900})
        outside: list[str] = []
        ctx.on("request", lambda r: None if r.url.startswith((url, "data:", "blob:")) else outside.append(r.url))
        try:
            yield url, ctx, outside
        finally:
            ctx.close()


def _first_map(page: Any, go: Any, outside: list[str], shown: str = ".steamlab-hexmap.steamlab-drawn") -> float:
    start = time.monotonic()
    go()
    page.wait_for_selector(shown, timeout=300_000)
    took = time.monotonic() - start
    if outside:
        raise RuntimeError(f"the page asked for addresses outside the site: {outside[:5]}")
    return took


_cache: dict[str, float] = {}


def _cold_and_warm() -> dict[str, float]:
    if not _cache:
        with _browser() as (url, ctx, outside):
            page = ctx.new_page()
            _cache["cold"] = _first_map(page, lambda: page.goto(url + PAGE), outside)
            _cache["warm"] = _first_map(page, lambda: page.reload(), outside)
            figure = ".steamlab-figure svg"
            _first_map(page, lambda: page.goto(url + LESSON), outside, figure)
            _cache["lesson"] = _first_map(page, lambda: page.reload(), outside, figure)
    return _cache


def lite_first_map_cold_s() -> Figure:
    return Figure(_cold_and_warm()["cold"], "s", "<= 6")


def lite_first_map_warm_s() -> Figure:
    return Figure(_cold_and_warm()["warm"], "s", "<= 3")


def lite_lesson_warm_s() -> Figure:
    return Figure(_cold_and_warm()["lesson"], "s", "<= 3")


_WATCH = """() => { window.__painted = new Promise(resolve => {
  const el = document.querySelector('.steamlab-scene-canvas');
  new MutationObserver((m, obs) => { obs.disconnect(); resolve(performance.now()); })
    .observe(el, {attributes: true, attributeFilter: ['data-steamlab-frames']});
}); return performance.now(); }"""


def lite_click_ms(clicks: int = 9) -> Figure:
    from steamlab.core.maps import load_map
    from steamlab.render.scene import view_for

    game_map = load_map("rust_belt")
    view = view_for(game_map, SIZE)
    targets = [game_map.find(name) for name in ("Chicago", "Detroit", "Pittsburgh", "Duluth", "St. Louis")]
    with _browser() as (url, ctx, outside):
        page = ctx.new_page()
        _first_map(page, lambda: page.goto(url + PAGE), outside)
        canvas = page.locator(".steamlab-scene-canvas")
        box = canvas.bounding_box()
        scale = box["width"] / view.width
        times = []
        for i in range(clicks):
            x, y = view.center(targets[i % len(targets)])
            page.mouse.move(box["x"] + x * scale, box["y"] + y * scale)
            page.wait_for_timeout(1000)  # the hover mark drawn: only the click's redraw is timed
            t0 = page.evaluate(_WATCH)
            page.mouse.down()
            page.mouse.up()
            times.append(page.evaluate("() => window.__painted") - t0)
    return Figure(statistics.median(times), "ms", "<= 300")


def lite_site_mb() -> Figure:
    from steamlab.publish.lite import site_megabytes

    return Figure(site_megabytes(live_folder()), "MB", "<= 40")


_GAME = """
import json
from benchmarks.bench_advice import RULE_SETS, play
from steamlab.bots.computer import device_slowdown
games = {rules: play(rules, 5000, "strong")._asdict() for rules in RULE_SETS}
json.dumps({"games": games, "slowdown": device_slowdown()})
"""
_games: dict[str, dict[str, Any]] = {}
_slowdown: list[float] = []


def _pyodide_games() -> dict[str, dict[str, Any]]:
    """The four games' figures (``bench_advice.Played`` as a dict a rule set), played in Pyodide."""
    if not _games:
        pyodide = live_folder() / "pyodide"
        done = subprocess.run(["node", str(ROOT / "benchmarks" / "pyodide_run.mjs"), str(pyodide), _GAME],
                              capture_output=True, text=True, check=True)
        out = json.loads(done.stdout.strip().splitlines()[-1])
        _games.update(out["games"])
        _slowdown.append(out["slowdown"])
    return _games


def _longest_by_rules(key: str) -> str:
    """Each game's longest wait of ``key`` ("waits" or "hints"), named by rule set: where a long wait comes from."""
    return ", ".join(f"{rules} {max(g[key], default=0.0):.2f}" for rules, g in _pyodide_games().items())


def lite_computer_move_max_s() -> Figure:
    waits = [w for g in _pyodide_games().values() for w in g["waits"]]
    return Figure(max(waits), "s", f"<= 3 (longest of {len(waits)} computer decisions in Pyodide, 4 games: "
                                   f"{_longest_by_rules('waits')}; the device measured {_slowdown[0]:.2f} times "
                                   "slower than the reference machine, steamlab.bots.computer.device_slowdown)")


def lite_computer_move_median_s() -> Figure:
    waits = [w for g in _pyodide_games().values() for w in g["waits"]]
    return Figure(statistics.median(waits), "s", f"report (median of {len(waits)} computer decisions in Pyodide)")


def lite_hint_max_s() -> Figure:
    hints = [h for g in _pyodide_games().values() for h in g["hints"]]
    return Figure(max(hints), "s", f"report (longest of {len(hints)} Hints in Pyodide; median "
                                   f"{statistics.median(hints):.2f} s; {_longest_by_rules('hints')})")


BENCHMARKS = {
    "lite_first_map_cold_s": lite_first_map_cold_s,
    "lite_first_map_warm_s": lite_first_map_warm_s,
    "lite_lesson_warm_s": lite_lesson_warm_s,
    "lite_click_ms": lite_click_ms,
    "lite_site_mb": lite_site_mb,
    "lite_computer_move_max_s": lite_computer_move_max_s,
    "lite_computer_move_median_s": lite_computer_move_median_s,
    "lite_hint_max_s": lite_hint_max_s,
}
