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
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LISTEN = """
window.__drive = [];
window.__kernel = [];
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    super(...args);
    this.addEventListener('message', (event) => {
      const m = event.data && event.data._kernelMessage;
      if (!m) return;
      window.__kernel.push([performance.now(), String(m.type)]);
    });
  }
};
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
    said: list[tuple[float, str]] = []
    on_console = lambda m: said.append((time.monotonic() - start, f"{m.type}: {m.text[:150]}"))  # noqa: E731
    page.on("console", on_console)
    go()
    page.wait_for_selector(drawn, timeout=300_000)
    total = time.monotonic() - start
    page.remove_listener("request", on_request)
    page.remove_listener("console", on_console)
    origin = page.evaluate("() => performance.timeOrigin")
    drive = page.evaluate("() => window.__drive")
    kernel = page.evaluate("() => window.__kernel")
    del origin
    nav = page.evaluate("() => performance.getEntriesByType('navigation')[0].startTime")
    page_origin = page.evaluate("() => performance.timeOrigin")
    fetched = []  # what the kernel's worker fetched: (start, end) from the navigation, and the file
    for worker in page.workers:
        entries = worker.evaluate("() => [performance.timeOrigin, performance.getEntriesByType('resource')"
                                  ".map(e => [e.startTime, e.responseEnd, e.name + ' ' + e.transferSize])]")
        shift = (entries[0] - page_origin - nav) / 1000
        fetched += [(shift + a / 1000, shift + b / 1000, name) for a, b, name in entries[1]]
    return {"total": total, "requests": seen, "drive": [(t / 1000 - nav / 1000, m, p) for t, m, p in drive],
            "kernel": [(t / 1000 - nav / 1000, what) for t, what in kernel], "console": said,
            "worker": sorted(fetched)}


def report(name: str, v: dict[str, Any], paths: bool, wheels_too: bool = False) -> None:
    """Print one visit's timeline."""
    req = v["requests"]
    wasm = [t for t, u in req if u.endswith("pyodide.asm.wasm")]
    wheels = [t for t, u in req if u.endswith(".whl")]
    print(f"{name}: first picture {v['total']:.2f} s; {len(req)} requests seen by the page")
    if wasm:
        print(f"  pyodide.asm.wasm asked at {wasm[0]:.2f} s")
    if wheels:
        print(f"  {len(wheels)} wheels asked {wheels[0]:.2f}-{wheels[-1]:.2f} s")
    for a, b, name in v["worker"]:
        if ".whl" not in name or wheels_too:
            print(f"  {a:6.2f}-{b:6.2f} s worker fetched {name.rsplit('/', 1)[-1]}")
    wheels_done = [b for a, b, name in v["worker"] if ".whl" in name]
    if wheels_done:
        print(f"  {len(wheels_done)} wheels fetched by the worker by {max(wheels_done):.2f} s")
    for t, text in v["console"]:
        print(f"  {t:6.2f} s console {text}")
    kinds = collections.Counter(what for _, what in v["kernel"])
    print(f"  kernel messages: {dict(kinds)}, last at {v['kernel'][-1][0] if v['kernel'] else 0:.2f} s")
    shown: set[str] = set()
    for t, what in v["kernel"]:  # the first of each kind, and every change of the kernel's state
        if what not in shown:
            print(f"  {t:6.2f} s kernel: {what}")
            shown.add(what)
    drive = v["drive"]
    if drive:
        print(f"  drive: {len(drive)} messages (requests and answers), {drive[0][0]:.2f}-{drive[-1][0]:.2f} s")
        kinds = collections.Counter((m, p) for _, m, p in drive)
        if paths:
            for (m, p), n in kinds.most_common():
                print(f"    {n:3d} {m} {p}")


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    from benchmarks.bench_lite import NOWHERE
    from steamlab.publish.classroom import CHROMIUM, CHROMIUM_ARGS
    from steamlab.publish.lite import serve

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("page", nargs="?", default="voici/render/dashboards/map_viewer.html?lang=en")
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "site" / "live")
    parser.add_argument("--drawn", default=".steamlab-drawn")
    parser.add_argument("--drive", action="store_true", help="list the drive requests' paths")
    parser.add_argument("--wheels", action="store_true", help="list each wheel the kernel's worker fetched")
    args = parser.parse_args(argv)
    with serve(args.site) as url, sync_playwright() as p, tempfile.TemporaryDirectory(prefix="lite-profile-") as d:
        # as benchmarks/bench_lite.py: a profile on disk, a dead proxy for anything but the site, no routing (it
        # turns the cache off)
        ctx = p.chromium.launch_persistent_context(d, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
                                                   proxy=NOWHERE, viewport={"width": 1366, "height": 900})
        ctx.add_init_script(LISTEN)
        page = ctx.new_page()
        report("first visit", visit(page, lambda: page.goto(url + args.page), args.drawn), args.drive, args.wheels)
        report("reload", visit(page, lambda: page.reload(), args.drawn), args.drive, args.wheels)
        ctx.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
