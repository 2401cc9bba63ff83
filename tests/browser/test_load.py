"""A class at once on ``make run``'s configuration (voila.json; a preheated kernel for the two dashboards the class
opens): every page draws, no kernel outlives its page; and a class of 30, twice, beyond the server's 24 page
kernels: every page draws or says the server is busy, and the busy ones draw once others close (issue 42.4; about
4.5 minutes at a load of 20 on 2 cores).

Eight pages open together (four on the map viewer, four on the hot seat),
each in its own browser context like eight students. Every canvas must be
drawn with no reload (the page asks for its drawing until the kernel
answers, see steamlab.widgets.ready), and after the pages close as a user
closes a tab, every page kernel must end within the culling time of
voila.json (the shutdown beacon usually ends them within seconds).
"""

from __future__ import annotations

import ast
import contextlib
import json
import os
import re
import time

import pytest
from machine_speed import scaled

from steamlab.publish.classroom import (
    ONE_MACHINE_CLASS,
    ROOT,
    kernel_id,
    open_class,
    preheated_pool_size,
    voila_server,
)

pytestmark = pytest.mark.browser

PAGES = ["map_viewer"] * 4 + ["hot_seat"] * 4


def _culling_seconds() -> float:
    """The longest a closed page's kernel may live: idle for the timeout, then up to one culling interval, counted
    from the kernel's last message (a moment after the page closed: 10 s allowed for that)."""
    kernels = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))["MappingKernelManager"]
    return float(kernels["cull_idle_timeout"] + kernels["cull_interval"] + 10)


DRAW_TIMEOUT = 240
"""Seconds for all eight pages to draw. Measured (docs/publishing.md): 12-31 s at a load of 4 on 2 cores, 42-54 s at
12, 82-89 s at 17, 119-138 s at 16-33 (eight engineers' tests beside the suite); the bound keeps the test finite, not fast."""


def test_eight_pages_at_once_all_draw_and_leave_no_kernel(chromium, artifacts):
    # make run's configuration, but a preheated kernel only for the two dashboards the class opens: the other eight
    # pools' notebooks (some 15 s of a busy machine before the class) change nothing these pages meet
    pools = json.dumps({"default": {"pool_size": 0}, **{f"{nb}.ipynb": {"pool_size": 1} for nb in set(PAGES)}})
    args = [f"--VoilaKernelManager.kernel_pools_config={pools}", ONE_MACHINE_CLASS]  # 8 pages of one address
    with voila_server(log=artifacts / "voila-load.log", extra_args=args) as server:
        server.wait_for_pool(len(set(PAGES)), timeout=90)
        run = open_class(chromium, server, PAGES, draw_timeout=DRAW_TIMEOUT, end_timeout=_culling_seconds())
    (artifacts / "load.json").write_text(json.dumps(run.summary(), indent=1))
    assert run.drawn == len(PAGES), run.summary()
    assert all(load.kernel_id for load in run.loads)
    assert run.kernels_left == 0, run.summary()


def test_a_page_gone_without_a_word_has_its_kernel_culled_and_the_pool_stays(chromium, artifacts):
    """No beacon (a crashed tab, a lost network): culling ends the kernel; preheated kernels are never culled.

    The culling values are shortened here (make run's are in voila.json); the mechanism is the same. The page
    connects long after its preheated kernel ran its notebook: the kernel must not be culled before that.
    """
    idle, interval = 10, 2
    pool = json.dumps({"default": {"pool_size": 0}, "map_viewer.ipynb": {"pool_size": 1}})
    args = [f"--MappingKernelManager.cull_idle_timeout={idle}", f"--MappingKernelManager.cull_interval={interval}",
            f"--VoilaKernelManager.kernel_pools_config={pool}"]
    with voila_server(log=artifacts / "voila-cull.log", extra_args=args) as server:
        assert server.wait_for_pool(1, timeout=60) == 1
        time.sleep(idle + 2)  # the preheated kernel has been idle longer than the timeout when the page takes it
        ctx = chromium.new_context()
        page = ctx.new_page()
        page.goto(server.url + "/voila/render/map_viewer.ipynb")
        page.wait_for_selector(".steamlab-status", state="attached", timeout=90_000)  # the page is connected
        kernel = kernel_id(page)
        assert kernel in server.kernels()
        server.wait_for_pool(2, timeout=90)  # the pool refilled: its new kernel has run its notebook
        assert len(server.kernels()) == 2 and all(server.notebooks_run().values())  # the page's, the pool's
        pool_idle_since = time.monotonic()  # asking the kernels was their last activity
        ctx.close()  # no beforeunload: no beacon
        deadline = time.monotonic() + 60
        while kernel in server.kernels() and time.monotonic() < deadline:
            time.sleep(0.5)
        assert kernel not in server.kernels(), "the abandoned page's kernel was not culled"
        # the refilled pool kernel idle and unconnected for longer than the timeout plus a culling interval
        time.sleep(max(0.0, pool_idle_since + idle + interval + 1 - time.monotonic()))
        assert len(server.kernels()) == 1, "the preheated kernel was culled"


def test_a_kernel_counts_as_preheated_only_once_it_has_run_its_whole_dashboard(tmp_path):
    """What a class run waits for before its memory baseline (a started pool kernel is ~25 MB short of a ready one)."""
    import nbformat
    from jupyter_client.manager import start_new_kernel

    from steamlab.publish.classroom import DASHBOARDS, has_run_dashboard

    cells = [c.source for c in nbformat.read(DASHBOARDS / "build_cost.ipynb", as_version=4).cells if c.cell_type == "code"]
    assert len(cells) > 1
    manager, client = start_new_kernel(kernel_name="python3", cwd=str(DASHBOARDS))
    try:
        assert not has_run_dashboard(manager.connection_file)  # started, nothing run
        for source in cells[:-1]:
            client.execute_interactive(source, timeout=120)
            assert not has_run_dashboard(manager.connection_file)  # part of the notebook
        client.execute_interactive(cells[-1], timeout=120)
        assert has_run_dashboard(manager.connection_file)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def test_a_never_drawn_pages_report_says_which_of_its_widgets_its_kernel_still_holds(tmp_path):
    """The class test's report on a page that never drew (:func:`steamlab.publish.classroom.kernel_widgets`): a
    widget closed in the kernel is not held, a live one is, and a name that is no model id is not sent."""
    from steamlab.publish.classroom import kernel_widgets
    from steamlab.publish.ipc_kernels import IpcKernelManager

    manager = IpcKernelManager(kernel_name="python3")
    manager.start_kernel(cwd=str(tmp_path))
    client = manager.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=120)
        reply = client.execute_interactive(
            "import ipywidgets as w; kept, gone = w.Button(), w.Button(); ids = [kept.model_id, gone.model_id]; "
            "gone.close()", timeout=120, user_expressions={"ids": "ids"})
        kept, gone = ast.literal_eval(reply["content"]["user_expressions"]["ids"]["data"]["text/plain"])
        report = kernel_widgets(manager.connection_file, [kept, gone, "x'); import os; ('"])
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    assert report["models"] == [kept, gone]
    assert report["held"] == [True, False]
    assert report["widgets"] >= 1 and report["cells"] == 1


SEVERAL = ["build_cost", "delivery_planner", "map_viewer", "score_calculator"]

SHOWN = """() => {
  const repr = [...document.querySelectorAll('.jp-OutputArea-output')].some(
    e => /\\w+\\(children=\\(/.test(e.textContent || '') && !e.querySelector('.jupyter-widgets'));
  const controls = document.querySelectorAll('.jupyter-widgets button, .jupyter-widgets select').length;
  return repr ? 'repr' : (controls ? 'controls' : '');
}"""


IDLE_SECONDS = round(scaled(40))
"""How long the pool sits idle before the pages open: a page connects well within 40 s even at load 10 on the
reference machine (12 s culled a slow page legitimately); a machine 2.5 times slower took longer at load 14-17, so
the 40 s scale by its slowdown."""


# The suite's 300 s less the reference idle, plus this machine's idle: on a machine 3.8 times slower the test took
# 309 s, 150 s of them waiting on purpose.
@pytest.mark.timeout(260 + IDLE_SECONDS)
def test_different_dashboards_at_once_from_a_pool_idle_past_the_timeout_all_show_their_controls(chromium, artifacts):
    """Different dashboards opened together, each taking its preheated kernel, after the pool sat idle longer than
    the culling timeout: every page shows its controls, not the widget's text (``DeliveryPlannerApp(children=...``).

    The bug (docs/publishing.md): a pool kernel still *starting* at a cull check was taken as "outside the pool"
    from that moment, so once a page took it (minutes later) it counted as idle since its start and was culled
    before the page connected; the page's widget manager got 404 for its kernel and rendered text. Short culling
    values (and pools started at once, so cull checks meet starting kernels) make it happen in seconds.
    """
    idle, interval = IDLE_SECONDS, 1
    pools = json.dumps({"default": {"pool_size": 0}, **{f"{nb}.ipynb": {"pool_size": 1} for nb in SEVERAL}})
    args = [f"--MappingKernelManager.cull_idle_timeout={idle}", f"--MappingKernelManager.cull_interval={interval}",
            f"--VoilaKernelManager.kernel_pools_config={pools}"]
    with voila_server(log=artifacts / "voila-several.log", extra_args=args) as server:
        started = time.monotonic()
        server.wait_for_pool(len(SEVERAL), timeout=90)
        time.sleep(max(0.0, started + idle + 2 - time.monotonic()))  # the pool idle past the timeout
        contexts = [chromium.new_context(viewport={"width": 1366, "height": 800}) for _ in SEVERAL]
        pages = [ctx.new_page() for ctx in contexts]
        try:
            for page, nb in zip(pages, SEVERAL, strict=True):
                page.goto(f"{server.url}/voila/render/{nb}.ipynb", wait_until="commit", timeout=60_000)
            shown = [""] * len(pages)
            deadline = time.monotonic() + 90
            while "" in shown and time.monotonic() < deadline:
                for i, page in enumerate(pages):
                    if not shown[i]:
                        try:
                            shown[i] = page.evaluate(SHOWN)
                        except Exception:  # still navigating
                            shown[i] = ""
                time.sleep(0.5)
            kernels = [kernel_id(page) for page in pages]
            alive = server.kernels()
        finally:
            for ctx in contexts:
                ctx.close()
    assert dict(zip(SEVERAL, shown, strict=True)) == dict.fromkeys(SEVERAL, "controls")
    assert all(k in alive for k in kernels), (kernels, list(alive))


# -- a whole class at once, twice (issue 42.4) -----------------------------------------------------------------------
CLASS = (["hot_seat"] * 8 + ["guided_game"] * 8 + ["map_viewer"] * 5 + ["replay_viewer"] * 3 + ["rr_board"] * 3
         + ["map_editor"] * 3)
"""The class of issue 42.4: 30 pages, hot seat and guided game most, the other drawing dashboards beside them."""

PAGE_STATE = """() => {
  if (document.getElementById('steamlab-busy')) return 'busy';
  if (window.__steamlabDrawnMs) return 'drawn';
  const loading = document.getElementById('loading');
  return loading ? 'loading: ' + (loading.innerText || '').trim().slice(0, 40) : 'no canvas yet';
}"""


OUTPUTS = """() => [...document.querySelectorAll('.jp-OutputArea-output')]
  .map(e => (e.innerText || '').trim().slice(0, 80)).filter(t => t).slice(0, 6)"""
"""What a page's outputs say (a widget not drawn says "Loading widget..." or "Error displaying widget: model not
found"): reported for a page that neither drew nor said busy."""


def _outputs(page) -> list[str]:
    try:
        return page.evaluate(OUTPUTS)
    except Exception as exc:  # closed or navigating
        return [f"({type(exc).__name__})"]


def _kernel_report(server, page) -> dict:
    """What the kernel of a page that never drew holds of the widgets its outputs show (the page's widget-view
    outputs name their models: ``"model_id": "..."``), :func:`steamlab.publish.classroom.kernel_widgets`."""
    try:
        ids = re.findall(r'"model_id":\s*"([0-9a-f]+)"', page.content())
    except Exception as exc:  # closed or navigating
        return {"page": type(exc).__name__}
    kernel = kernel_id(page)
    return {"kernel": kernel, **(server.widgets_of(kernel, ids) if kernel else {"models": ids})}


def _states(pages) -> list[str]:
    out = []
    for page in pages:
        try:
            out.append(page.evaluate(PAGE_STATE))
        except Exception as exc:  # still navigating (a busy page reloads itself)
            out.append(f"navigating ({type(exc).__name__})")
    return out


def _wait(pages, done, timeout: float) -> list[str]:
    deadline = time.monotonic() + timeout
    states = _states(pages)
    while not all(done(s) for s in states) and time.monotonic() < deadline:
        time.sleep(1.0)
        states = _states(pages)
    return states


def class_round(browser, server, notebooks, *, timeout: float) -> dict:
    """One round of a class: every page opened at once; each must draw or show the busy page within ``timeout``;
    then the drawn pages close (as a tab closes: the beacon) and every busy page must draw by itself (it retries)
    within ``timeout``; then all close. What happened, with the unanswered requests of any page that did neither."""
    from pagelog import PageLog

    from steamlab.publish.classroom import class_pages

    contexts, pages = class_pages(browser, len(notebooks))
    logs = [PageLog(page) for page in pages]
    started = time.monotonic()
    try:
        for page, nb in zip(pages, notebooks, strict=True):
            page.goto(f"{server.url}/voila/render/{nb}.ipynb", wait_until="commit", timeout=120_000)
        first = _wait(pages, lambda s: s in ("drawn", "busy"), timeout)
        first_s = round(time.monotonic() - started)
        busy = [i for i, s in enumerate(first) if s == "busy"]
        for i, state in enumerate(first):
            if state == "drawn":
                pages[i].close(run_before_unload=True)
        waiting = [pages[i] for i in busy]
        later = _wait(waiting, lambda s: s == "drawn", timeout) if waiting else []
        result = {
            "pages": len(pages), "drawn": first.count("drawn"), "busy": len(busy), "first_s": first_s,
            "later_s": round(time.monotonic() - started) - first_s,
            "busy_then_drawn": later.count("drawn"), "load": round(os.getloadavg()[0], 1),
            "neither": {f"{i} {notebooks[i]}": (first[i], _outputs(pages[i]), _kernel_report(server, pages[i]),
                                                logs[i].report())
                        for i, s in enumerate(first) if s not in ("drawn", "busy")},
            "busy_never_drawn": {f"{busy[j]} {notebooks[busy[j]]}": (s, _outputs(pages[busy[j]]),
                                                                     _kernel_report(server, pages[busy[j]]),
                                                                     logs[busy[j]].report())
                                 for j, s in enumerate(later) if s != "drawn"},
        }
    finally:
        for page in pages:
            if not page.is_closed():
                with contextlib.suppress(Exception):
                    page.close(run_before_unload=True)
        time.sleep(0.5)
        for ctx in contexts:
            with contextlib.suppress(Exception):
                ctx.close()
    return result


CLASS_TIMEOUT = 300
"""Seconds for a round's pages to draw or say busy, and again for the busy ones to draw (a bound, not a target)."""


@pytest.mark.timeout(240 + 2 * (2 * CLASS_TIMEOUT + 90) + 60)  # the pool, two rounds of two waits, the server
def test_a_class_of_30_twice_every_page_draws_or_says_busy_and_the_busy_ones_draw_later(chromium, artifacts):
    """Issue 42.4: 30 pages at once, two rounds; before, 7 of 30 stayed white in the second round (no error).

    The server is ``make run``'s (voila.json: pools, culling, 24 page kernels in all) except the bound per client:
    the 30 pages come from one address here, as 30 students' would from 30. With 24 places, 6 pages of each round
    get the busy page; they must draw by themselves once the drawn pages close. The pages are five browser
    profiles of six, asking for reduced motion (:func:`steamlab.publish.classroom.class_pages`): all 30 requests
    still reach the server at once. A page that neither draws nor says busy is reported with its outputs, what its
    kernel holds of the widgets they name, and its requests and console.
    """
    args = [ONE_MACHINE_CLASS, "--Voila.log_format=%(asctime)s %(levelname).1s %(message)s"]
    started = time.monotonic()
    with voila_server(log=artifacts / "voila-class30.log", extra_args=args) as server:
        server.wait_for_pool(preheated_pool_size(), timeout=240)
        pool_s = round(time.monotonic() - started)
        rounds = []
        for _ in range(2):
            rounds.append(class_round(chromium, server, CLASS, timeout=CLASS_TIMEOUT))
            ended = time.monotonic()
            deadline = ended + 60
            while len(server.kernels()) > preheated_pool_size() and time.monotonic() < deadline:
                time.sleep(1.0)  # the closed pages' kernels end (beacons) before the next class
            rounds[-1].update(kernels_ended_s=round(time.monotonic() - ended), at_s=round(time.monotonic() - started),
                              pool_s=pool_s)
    (artifacts / "class30.json").write_text(json.dumps(rounds, indent=1))
    for run in rounds:
        assert run["neither"] == {}, json.dumps(run, indent=1)
        assert run["drawn"] + run["busy"] == len(CLASS)
        assert run["busy_then_drawn"] == run["busy"], json.dumps(run, indent=1)
