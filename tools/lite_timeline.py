"""Where a live-site page's time goes: one page opened twice (a first visit, then a reload) in headless Chromium.

    python tools/lite_timeline.py [PAGE] [--site build/site/live]

PAGE is a path under the site (default: the map viewer). For each visit it prints, in seconds from the
navigation: when Pyodide's wasm was asked for, when the last wheel arrived, the kernel's requests to the
contents drive (first, last, how many, and their paths when ``--drive`` is given) and when the page's first
picture was drawn (``.steamlab-drawn``: a map, or a lesson's first board). The drive's requests are read on
the page's side of the service worker's channel (``/sw-api.v1``), where the page answers them.

Not part of ``make test``: a tool to look with, as ``benchmarks/bench_lite.py`` is one to measure with.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LISTEN = """
window.__drive = [];
const channel = new BroadcastChannel('/sw-api.v1');
channel.onmessage = (event) => {
  const d = event.data || {};
  if (d.data && d.data.method) window.__drive.push([performance.now(), d.data.method, d.data.path || '']);
};
"""


def visit(page: Any, go: Any, drawn: str) -> dict[str, Any]:
    """One visit: the requests' and the drive's times, in seconds from the navigation."""
    seen: list[tuple[float, str]] = []
    start = time.monotonic()

    def on_request(request: Any) -> None:
        seen.append((time.monotonic() - start, request.url))

    page.on("request", on_request)
    go()
    page.wait_for_selector(drawn, timeout=300_000)
    total = time.monotonic() - start
    page.remove_listener("request", on_request)
    origin = page.evaluate("() => performance.timeOrigin")
    drive = page.evaluate("() => window.__drive")
    del origin
    nav = page.evaluate("() => performance.getEntriesByType('navigation')[0].startTime")
    return {"total": total, "requests": seen, "drive": [(t / 1000 - nav / 1000, m, p) for t, m, p in drive]}


def report(name: str, v: dict[str, Any], paths: bool) -> None:
    """Print one visit's timeline."""
    req = v["requests"]
    wasm = [t for t, u in req if u.endswith("pyodide.asm.wasm")]
    wheels = [t for t, u in req if u.endswith(".whl")]
    print(f"{name}: first picture {v['total']:.2f} s; {len(req)} requests seen by the page")
    if wasm:
        print(f"  pyodide.asm.wasm asked at {wasm[0]:.2f} s")
    if wheels:
        print(f"  {len(wheels)} wheels asked {wheels[0]:.2f}-{wheels[-1]:.2f} s")
    drive = v["drive"]
    if drive:
        print(f"  drive: {len(drive)} messages (requests and answers), {drive[0][0]:.2f}-{drive[-1][0]:.2f} s")
        kinds = collections.Counter((m, p) for _, m, p in drive)
        if paths:
            for (m, p), n in kinds.most_common():
                print(f"    {n:3d} {m} {p}")


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    from steamlab.publish.classroom import CHROMIUM, CHROMIUM_ARGS
    from steamlab.publish.lite import serve

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("page", nargs="?", default="voici/render/dashboards/map_viewer.html?lang=en")
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "site" / "live")
    parser.add_argument("--drawn", default=".steamlab-drawn")
    parser.add_argument("--drive", action="store_true", help="list the drive requests' paths")
    args = parser.parse_args(argv)
    with serve(args.site) as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        ctx = browser.new_context(viewport={"width": 1366, "height": 900})
        ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(url) else r.abort())
        ctx.add_init_script(LISTEN)
        page = ctx.new_page()
        page.on("console", lambda m: print("  console:", m.text[:200]) if m.type in ("error", "warning") else None)
        report("first visit", visit(page, lambda: page.goto(url + args.page), args.drawn), args.drive)
        report("reload", visit(page, lambda: page.reload(), args.drawn), args.drive)
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
