"""A class at once: open N dashboard pages together on Voila, see which draw, close them, count kernels left.

Used by the load test (``tests/browser/test_load.py``), the benchmarks
(``benchmarks/bench_dashboards.py``) and by a teacher who wants to know what
a machine holds::

    python -m steamlab.publish.classroom --pages 8 map_viewer hot_seat

Voila is started as ``make run`` starts it (from the repository root, so
``voila.json`` applies: preheated kernels, culling, the shutdown beacon
accepted). Pages run in headless Chromium (``/usr/bin/chromium``, Playwright),
each in its own browser context like separate students. A page counts as
drawn when its map or board canvas carries the ``steamlab-drawn`` class *and*
at least a fifth of the canvas is painted (read in the page, scaled down).

Needs the ``test`` extra (Playwright) and Debian's chromium; the engine does
not import this module.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parents[2]
DASHBOARDS = ROOT / "notebooks" / "dashboards"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
SCREEN = {"width": 1366, "height": 800}
"""The page size every dashboard benchmark and class run opens at: a common laptop (the dashboards' one screen)."""

# Runs in every page from its first script: notes (in ms since navigation) when the canvas is drawn.
WATCH_DRAWN = """
(() => {
  const painted = () => {
    const c = document.querySelector('.steamlab-drawn canvas');
    if (!c || !c.width || !c.height) return false;
    const small = document.createElement('canvas');
    small.width = small.height = 24;
    const ctx = small.getContext('2d');
    ctx.drawImage(c, 0, 0, 24, 24);
    const d = ctx.getImageData(0, 0, 24, 24).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n += 1;
    return n >= 0.2 * 24 * 24;
  };
  const timer = setInterval(() => {
    if (painted()) { window.__steamlabDrawnMs = performance.now(); clearInterval(timer); }
  }, 50);
})();
"""


@dataclass(frozen=True)
class PageLoad:
    """One page of a class: its URL, kernel, and when (if ever) its canvas was drawn."""

    url: str
    kernel_id: str | None
    seconds: float | None
    """From navigation to the drawn canvas; ``None``: never drawn."""
    status: str = ""
    """The widget's hidden status text (``drawn:N``) when the wait ended."""

    @property
    def drawn(self) -> bool:
        return self.seconds is not None


@dataclass
class ClassRun:
    """What a class at once did to the server."""

    loads: list[PageLoad] = field(default_factory=list)
    kernel_rss_mb: float = 0.0
    """Mean resident memory of the pages' kernels while the pages were open."""
    kernels_left: int = -1
    """Page kernels still running when the wait after closing ended."""
    seconds_to_end: float | None = None
    """From closing the pages until the last page kernel ended (``None``: some never did)."""
    server_mb_before: float = 0.0
    server_mb_open: float = 0.0
    server_mb_after: float = 0.0
    """Voila and all its kernels (pool included): before the pages, while they are open, after they closed."""
    kernels_before: int = 0
    kernels_open: int = 0
    kernels_after: int = 0
    """How many kernels Voila ran at those three moments."""
    load_before: float = 0.0
    load_after: float = 0.0
    """The machine's 1-minute load average when the pages opened and when the run ended (2 cores: 2 is busy)."""

    @property
    def drawn(self) -> int:
        return sum(load.drawn for load in self.loads)

    @property
    def slowest_s(self) -> float | None:
        times = [load.seconds for load in self.loads if load.seconds is not None]
        return max(times) if times else None

    def p95_s(self) -> float | None:
        """95th percentile of the drawn pages' times (the slowest one for fewer than 20 pages)."""
        times = sorted(load.seconds for load in self.loads if load.seconds is not None)
        if not times:
            return None
        if len(times) < 20:
            return times[-1]
        return statistics.quantiles(times, n=20)[-1]

    def summary(self) -> dict[str, Any]:
        return {
            "pages": len(self.loads), "drawn": self.drawn, "p95_s": self.p95_s(), "slowest_s": self.slowest_s,
            "first_canvas_s": sorted(round(t, 2) for t in (x.seconds for x in self.loads) if t is not None),
            "kernel_rss_mb": round(self.kernel_rss_mb, 1), "kernels_left": self.kernels_left,
            "seconds_to_end": self.seconds_to_end,
            "server_mb": [round(self.server_mb_before), round(self.server_mb_open), round(self.server_mb_after)],
            "kernels": [self.kernels_before, self.kernels_open, self.kernels_after],
            "load": [round(self.load_before, 1), round(self.load_after, 1)],
            "not_drawn": [(x.url, x.status) for x in self.loads if not x.drawn],
        }


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def trust_notebooks(folder: Path | None = None) -> int:
    """Sign every notebook under ``folder`` (default: the repository's ``notebooks``) in this user's Jupyter
    signature database, as ``jupyter trust`` does; how many were signed.

    A server opening an unsigned notebook logs "Notebook ... is not trusted" for each page (ten lines on
    ``make run``'s log, about fifty during ``make site``), though these notebooks are our own; ``make run`` and
    ``steamlab serve`` sign them first, so the log shows what matters.
    """
    import nbformat.sign

    nbf: Any = nbformat  # nbformat has no type hints
    notary = nbf.sign.NotebookNotary()
    signed = 0
    for path in sorted((folder or ROOT / "notebooks").rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        nb = nbf.read(path, as_version=4)
        if not notary.check_signature(nb):
            notary.sign(nb)
        signed += 1
    return signed


def index_url(port: int) -> str:
    """The index page's address on ``port`` (Voila's root is a file list, not the index).

    >>> index_url(8866)
    'http://localhost:8866/voila/render/index.ipynb'
    """
    return f"http://localhost:{port}/voila/render/index.ipynb"


ONE_MACHINE_CLASS = "--PageKernelManager.max_kernels_per_client=0"
"""The option a class run from one machine needs: all its pages come from one address (127.0.0.1), which
``voila.json`` bounds to 6 page kernels like any one client (:class:`steamlab.publish.kernels.PageKernelManager`);
the bound in total stays."""


def voila_command(port: int, extra_args: Sequence[str] = ()) -> list[str]:
    """Voilà serving the dashboards on ``port`` of the loopback, as ``make run`` does; run it from :data:`ROOT`
    (``voila.json`` there is its configuration). ``steamlab serve`` and the test servers run this.

    It runs :mod:`steamlab.publish.server` (Voilà whose pages refuse other sites' fetches and set the XSRF
    cookie the shutdown beacon needs).

    >>> voila_command(8866)[1:]
    ['-m', 'steamlab.publish.server', 'notebooks/dashboards', '--no-browser', '--port=8866', '--Voila.ip=127.0.0.1']
    """
    return [sys.executable, "-m", "steamlab.publish.server", "notebooks/dashboards", "--no-browser", f"--port={port}",
            "--Voila.ip=127.0.0.1", *extra_args]


class VoilaServer:
    """Voila on a free loopback port, as ``make run`` serves it; :meth:`stop` ends it and its kernels."""

    def __init__(self, log: Path | None = None, extra_args: Sequence[str] = (), root: Path = ROOT) -> None:
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._log: IO[str] | None = open(log, "w") if log else None  # noqa: SIM115 (closed in stop)
        self.proc = subprocess.Popen(
            voila_command(self.port, extra_args),
            cwd=root, stdout=self._log or subprocess.DEVNULL, stderr=subprocess.STDOUT, start_new_session=True,
            # as `make run`: kernels may keep compiled bytecode
            env={k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        )

    def wait_up(self, timeout: float = 60.0) -> None:
        """Wait until Voila answers HTTP."""
        import urllib.request

        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"voila exited with {self.proc.returncode}")
            try:
                with urllib.request.urlopen(self.url + "/", timeout=2):
                    return
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"voila did not start within {timeout:.0f} s") from None
                time.sleep(0.2)

    def kernels(self) -> dict[str, Any]:
        """Running kernels by kernel id (``psutil.Process``), read from their connection files' names."""
        return {kid: proc for kid, (proc, _) in self._kernel_files().items()}

    def _kernel_files(self) -> dict[str, tuple[Any, str]]:
        """Running kernels by kernel id: (``psutil.Process``, its connection file)."""
        import psutil  # type: ignore[import-untyped,unused-ignore]

        found: dict[str, tuple[Any, str]] = {}
        try:
            children = psutil.Process(self.proc.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            return found
        for child in children:
            with contextlib.suppress(psutil.Error):
                for arg in child.cmdline():
                    name = os.path.basename(arg)
                    if name.startswith("kernel-") and name.endswith(".json"):
                        found[name[len("kernel-"):-len(".json")]] = (child, arg)
        return found

    def notebooks_run(self, timeout: float = 3.0) -> dict[str, bool]:
        """By kernel id: whether the kernel has run every code cell of its dashboard (:func:`has_run_dashboard`).

        Needed because a preheated pool is *started* long before its notebooks have run: its kernels then sit
        idle at ~50 MB waiting for Voila, which is busy starting the others, and a baseline taken then is some
        25 MB a kernel short.
        """
        return {kid: has_run_dashboard(connection_file, timeout)
                for kid, (_, connection_file) in self._kernel_files().items()}

    def widgets_of(self, kernel_id: str, model_ids: Sequence[str]) -> dict[str, Any]:
        """:func:`kernel_widgets` of one of the server's kernels (``{"kernel": "gone"}`` once it has ended)."""
        found = self._kernel_files().get(kernel_id)
        return kernel_widgets(found[1], model_ids) if found else {"kernel": "gone"}

    def memory_mb(self) -> float:
        """Resident memory of Voila and every kernel it runs."""
        import psutil  # type: ignore[import-untyped,unused-ignore]

        total = 0
        with contextlib.suppress(psutil.Error):
            proc = psutil.Process(self.proc.pid)
            for p in [proc, *proc.children(recursive=True)]:
                with contextlib.suppress(psutil.Error):
                    total += p.memory_info().rss
        return total / 2**20

    def wait_for_pool(self, kernels: int, timeout: float = 180.0, idle_cpu: float = 5.0) -> int:
        """Wait until at least ``kernels`` kernels run and have finished their notebooks; the count.

        A preheated kernel counts as ready once it has run every cell of its
        dashboard (:meth:`notebooks_run`) and the kernels together use less
        than ``idle_cpu`` percent of one core over a second: a pool is started
        at once but takes tens of seconds on a small machine to run its
        notebooks, and a page that gets a kernel still running its notebook
        waits for it.
        """
        import psutil  # type: ignore[import-untyped,unused-ignore]

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            procs = list(self.kernels().values())
            if len(procs) >= kernels and all(self.notebooks_run().values()):
                with contextlib.suppress(psutil.Error):
                    for p in procs:
                        p.cpu_percent(None)
                    time.sleep(1.0)
                    if sum(p.cpu_percent(None) for p in procs) < idle_cpu:
                        return len(procs)
            else:
                time.sleep(0.5)
        return len(self.kernels())

    def stop(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=5)
        if self._log is not None:
            self._log.close()


@contextlib.contextmanager
def voila_server(log: Path | None = None, extra_args: Sequence[str] = ()) -> Iterator[VoilaServer]:
    """A started :class:`VoilaServer`, stopped (by its process group) at the end."""
    server = VoilaServer(log, extra_args)
    try:
        server.wait_up()
        yield server
    finally:
        server.stop()


def dashboard_code_cells() -> dict[str, int]:
    """Each dashboard's first code cell (stripped) and how many code cells it has.

    >>> max(dashboard_code_cells().values()) >= 1
    True
    """
    import nbformat

    found = {}
    for path in sorted(DASHBOARDS.glob("*.ipynb")):
        code = [c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]  # type: ignore[no-untyped-call]
        if code:
            found[code[0].strip()] = len(code)
    return found


def has_run_dashboard(connection_file: str, timeout: float = 3.0) -> bool:
    """Whether the kernel of ``connection_file`` has run every code cell of a dashboard of :data:`DASHBOARDS`.

    Asked of the kernel itself (a silent request for its input history, ``In``): the dashboard is the one whose
    first code cell the kernel ran first. A kernel that is still running a cell, or does not answer within
    ``timeout`` seconds, has not finished.
    """
    cells = dashboard_code_cells()
    try:
        found = ask_kernel(connection_file, {"n": "len(In) - 1", "first": "In[1] if len(In) > 1 else ''"}, timeout)
        return int(_plain(found["n"])) >= cells.get(str(_plain(found["first"])).strip(), 1 << 30)
    except Exception:  # no answer in time (busy, starting), or an answer we cannot read: not finished
        return False


def kernel_widgets(connection_file: str, model_ids: Sequence[str], timeout: float = 30.0) -> dict[str, Any]:
    """What a page's kernel holds of the widgets the page shows (``model_ids``, read from its outputs): whether each
    is among the kernel's live widgets, how many it has, and the cells it ran. For a page that never drew: a model
    the kernel does not hold was closed (or made in another kernel); one it holds never reached the page."""
    ids = [m for m in model_ids if all(c in "0123456789abcdef" for c in m)]  # a model id is hexadecimal
    try:
        found = ask_kernel(connection_file, {
            "held": f"[m in __import__('ipywidgets').Widget.widgets for m in {ids!r}]",
            "widgets": "len(__import__('ipywidgets').Widget.widgets)", "cells": "len(In) - 1"}, timeout)
        return {"models": ids, **{k: _plain(v) for k, v in found.items()}}
    except Exception as exc:  # noqa: BLE001  (a report: whatever went wrong is what it says)
        return {"models": ids, "error": repr(exc)}


def ask_kernel(connection_file: str, expressions: dict[str, str], timeout: float) -> dict[str, Any]:
    """The kernel of ``connection_file``'s answers to ``expressions`` (a silent execute request's user expressions,
    each as the kernel sent it back); a ``TimeoutError`` or ``queue.Empty`` if it does not answer in ``timeout``."""
    from jupyter_client.blocking.client import BlockingKernelClient

    client = BlockingKernelClient(connection_file=connection_file)
    try:
        client.load_connection_file()
        client.start_channels(shell=True, iopub=False, stdin=False, hb=False, control=False)
        msg_id = client.execute("", silent=True, store_history=False, user_expressions=expressions)
        deadline = time.monotonic() + timeout
        reply: dict[str, Any] = {}
        while reply.get("parent_header", {}).get("msg_id") != msg_id:
            reply = client.get_shell_msg(timeout=max(0.01, deadline - time.monotonic()))
        found: dict[str, Any] = reply["content"]["user_expressions"]
        return found
    finally:
        client.stop_channels()


def _plain(expression: dict[str, Any]) -> Any:
    """A user expression's value from an execute reply (``ast.literal_eval`` of its ``text/plain``)."""
    import ast

    if expression.get("status") != "ok":
        raise ValueError(expression.get("evalue", "error"))
    return ast.literal_eval(expression["data"]["text/plain"])


def preheated_pool_size() -> int:
    """How many kernels ``voila.json`` keeps preheated for the dashboards folder (0 without preheating)."""
    config = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
    if not config.get("VoilaConfiguration", {}).get("preheat_kernel"):
        return 0
    pools = config.get("VoilaKernelManager", {}).get("kernel_pools_config", {})
    default = pools.get("default", {}).get("pool_size", 1)
    return sum(pools.get(nb.name, {}).get("pool_size", default) for nb in DASHBOARDS.glob("*.ipynb"))


TABS = 6
"""Pages a class run (:func:`class_pages`) opens in one browser profile. Chromium keeps at most six connections to
one server a profile, and a Voilà page holds one until its notebook has run: six pages a profile is the most that
still has every page's request at the server at once."""


def class_pages(browser: Any, count: int) -> tuple[list[Any], list[Any]]:
    """``count`` pages for a whole class at once, :data:`TABS` to a browser context (a profile of its own: cookies,
    cache), each watching for its drawn canvas (:data:`WATCH_DRAWN`) at :data:`SCREEN`, asking for reduced motion
    (:mod:`steamlab.publish.motion`: Voilà's spinner stands still). Returns the contexts and the pages.

    Thirty students' machines each turn one spinner and compile Voilà's scripts once; one machine opening all 30
    pages does it 30 times. Pages that share a profile share its compiled scripts, and standing spinners cost
    nothing: a round of the class of 30 took 251 CPU-seconds of Chromium with a context a page and turning
    spinners, 195 with still ones, 72 like this (docs/publishing.md, "make test's time"), with the same pages drawn
    and busy. (A page that never drew, "widget model not found", was seen once in a clean clone's round like this
    and in none of the 1,290 pages of 43 rounds since; a page that neither draws nor says busy is reported with
    what its kernel holds: :func:`kernel_widgets`.)"""
    contexts = [browser.new_context(viewport=SCREEN, reduced_motion="reduce") for _ in range(0, count, TABS)]
    for ctx in contexts:
        ctx.add_init_script(WATCH_DRAWN)
    return contexts, [contexts[i // TABS].new_page() for i in range(count)]


def open_class(browser: Any, server: VoilaServer, notebooks: Sequence[str], *, draw_timeout: float = 60.0,
               end_timeout: float = 60.0, close: bool = True) -> ClassRun:
    """Open one page per entry of ``notebooks`` at once, wait for each canvas, then close them all.

    Pages close as a user closes a tab (``beforeunload`` runs, so Voila's
    shutdown beacon is sent); then the page kernels are watched for
    ``end_timeout`` seconds.
    """
    run = ClassRun(server_mb_before=server.memory_mb(), kernels_before=len(server.kernels()),
                   load_before=os.getloadavg()[0])
    contexts, pages = [], []
    for _ in notebooks:
        ctx = browser.new_context(viewport=SCREEN)
        ctx.add_init_script(WATCH_DRAWN)
        contexts.append(ctx)
        pages.append(ctx.new_page())
    urls = [f"{server.url}/voila/render/{nb if nb.endswith('.ipynb') else nb + '.ipynb'}" for nb in notebooks]
    for page, url in zip(pages, urls, strict=True):  # every navigation starts before any page is waited for
        page.goto(url, wait_until="commit", timeout=draw_timeout * 1000)
    deadline = time.monotonic() + draw_timeout
    drawn_ms: list[float | None] = [None] * len(pages)
    while time.monotonic() < deadline and None in drawn_ms:
        for i, page in enumerate(pages):
            if drawn_ms[i] is None:
                with contextlib.suppress(Exception):  # the page may still be navigating
                    drawn_ms[i] = page.evaluate("() => window.__steamlabDrawnMs ?? null")
        time.sleep(0.1)
    kernel_ids = [kernel_id(page) for page in pages]
    live = server.kernels()
    rss = [live[k].memory_info().rss / 2**20 for k in kernel_ids if k in live]
    run.server_mb_open, run.kernels_open = server.memory_mb(), len(live)
    run.kernel_rss_mb = statistics.mean(rss) if rss else 0.0
    for page, url, ms, kid in zip(pages, urls, drawn_ms, kernel_ids, strict=True):
        run.loads.append(PageLoad(url, kid, None if ms is None else ms / 1000, _status(page)))
    if not close:
        run.load_after = os.getloadavg()[0]
        return run
    closed_at = time.monotonic()
    for page in pages:  # as a user closes a tab: beforeunload runs, and Voila's shutdown beacon goes out
        page.close(run_before_unload=True)
    for page in pages:  # Playwright does not wait for that close; a context closed at once cut the beacon off
        if not page.is_closed():  # (seen: 3 of 4 hot-seat kernels left to the culler in a fresh clone's run)
            with contextlib.suppress(Exception):
                page.wait_for_event("close", timeout=15_000)
    time.sleep(0.5)  # the beacons are the browser's to send once the pages are gone
    for ctx in contexts:
        ctx.close()
    ids = {k for k in kernel_ids if k}
    left = ids
    while time.monotonic() - closed_at < end_timeout:
        left = ids & set(server.kernels())
        if not left:
            run.seconds_to_end = round(time.monotonic() - closed_at, 1)
            break
        time.sleep(0.5)
    run.kernels_left = len(left)
    run.server_mb_after, run.kernels_after = server.memory_mb(), len(server.kernels())
    run.load_after = os.getloadavg()[0]
    return run


def kernel_id(page: Any) -> str | None:
    """The id of the kernel a Voila page runs on (from its page config), ``None`` if it has none yet."""
    with contextlib.suppress(Exception):
        value = page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
        return str(value) if value else None
    return None


def _status(page: Any) -> str:
    with contextlib.suppress(Exception):
        return ",".join(page.locator(".steamlab-status").all_inner_texts())
    return "?"


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """Headless Debian Chromium through Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("notebooks", nargs="*", default=["map_viewer"], help="dashboards, one class per name")
    parser.add_argument("--pages", type=int, default=8, help="pages opened at once per dashboard")
    args = parser.parse_args(argv)
    notebooks = [nb for nb in args.notebooks for _ in range(args.pages)]
    with voila_server(extra_args=[ONE_MACHINE_CLASS]) as server, chromium() as browser:
        server.wait_for_pool(preheated_pool_size())
        run = open_class(browser, server, notebooks)
        server.wait_for_pool(preheated_pool_size())  # the pool refilled: memory back to its baseline?
        run.server_mb_after, run.kernels_after = server.memory_mb(), len(server.kernels())
    print(json.dumps(run.summary(), indent=1))
    return 0 if run.drawn == len(notebooks) and run.kernels_left == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
