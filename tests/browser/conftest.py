"""Fixtures for browser tests: Voila on a free loopback port, headless Debian Chromium."""

from __future__ import annotations

import contextlib
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pagelog import PageLog

from steamlab.publish.classroom import CHROMIUM, CHROMIUM_ARGS, ONE_MACHINE_CLASS, VoilaServer

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests marked ``site`` run last, after nbval's lessons: the site's crawl builds lesson pages from their outputs."""
    items.sort(key=lambda item: item.get_closest_marker("site") is not None)


@pytest.fixture(scope="session")
def user_maps(tmp_path_factory) -> Path:
    """The user maps folder (``STEAMLAB_MAPS``) of the session's Voila and its kernels: empty at the start, so no map
    of the machine's own folder shows; the map editor's test saves its map there and removes it after."""
    return tmp_path_factory.mktemp("user-maps")


VOILA_LOG = ARTIFACTS / f"voila-{os.environ.get('PYTEST_XDIST_WORKER', 'master')}.log"
"""The session's Voila log, one a pytest-xdist worker (two servers writing one file lost each other's lines)."""


@pytest.fixture(scope="session")
def voila(user_maps):
    """Voila serving notebooks/dashboards exactly as ``make run`` does (voila.json: a preheated kernel per dashboard);
    stopped by its group's PID.

    Preheated, a page only connects to a kernel that has run its notebook: about 1 s less a page load than a
    kernel started for the page (2.1 s against 3.1 s measured on this machine), some 50 page loads a session.
    The pool fills while the first tests run; a page that finds its dashboard's kernel taken (the replacement
    comes a second later) gets a fresh kernel, as without preheating. tests/browser/test_load.py starts its own
    servers (a fresh pool for its class; culling shortened).
    """
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    pytest.importorskip("voila")
    ARTIFACTS.mkdir(exist_ok=True)
    with pytest.MonkeyPatch.context() as env:
        env.setenv("STEAMLAB_MAPS", str(user_maps))  # the server inherits it when it starts, and its kernels from it
        # one client (127.0.0.1) opening some 50 pages a session: make run's bound per client (6) is left out here,
        # its own tests are tests/hardening/test_kernel_admission.py and tests/browser/test_load.py
        server = VoilaServer(log=VOILA_LOG, extra_args=["--Voila.log_format=%(asctime)s %(levelname).1s %(message)s",
                                                        ONE_MACHINE_CLASS])
    try:
        server.wait_up()  # the pool fills while the first tests run (a page whose kernel is still running waits)
        yield server
    except RuntimeError as exc:  # voila did not start
        pytest.fail(f"{exc}; see {VOILA_LOG}")
    finally:
        server.stop()


@pytest.fixture(scope="session")
def voila_url(voila):
    """Base URL of the session's Voila."""
    return voila.url


@pytest.fixture(scope="session")
def chromium():
    """Headless Chromium, one for the whole worker: Playwright's sync API runs one instance a process (a second
    ``sync_playwright()`` beside it fails: "using Playwright Sync API inside the asyncio loop")."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def browser(voila_url, chromium):
    """The worker's Chromium, once the session's Voila is up."""
    return chromium


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed browser test shows its page's unanswered requests and console, and the end of its Voila's log."""
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    log = getattr(item.funcargs.get("page") or item.funcargs.get("static_page"), "_steamlab_log", None)
    if isinstance(log, PageLog):
        report.sections.append(("page", log.report()))
    if VOILA_LOG.exists():
        tail = VOILA_LOG.read_text(errors="replace").splitlines()[-60:]
        report.sections.append((f"{VOILA_LOG.name} (last 60 lines)", "\n".join(tail)))


def refused_here(console_text: str) -> bool:
    """Whether a console message is the page policy refusing something of this server's own, or inline code: the
    policy (``steamlab.publish.server.PAGE_POLICY``) may only refuse other sites (Voilà's links to a CDN).

    >>> refused_here("Loading the stylesheet 'https://cdn.jsdelivr.net/x.css' violates the following Content Security Policy directive")
    False
    >>> refused_here("Loading the script 'blob:http://127.0.0.1:8866/1f' violates the following Content Security Policy directive")
    True
    """
    if "Content Security Policy" not in console_text:
        return False
    return not re.search(r"'https?://(?!127\.0\.0\.1[:/]|localhost[:/])", console_text)


def _fresh_page(browser: Any) -> Iterator[Any]:
    """A fresh page of ``browser``; fails the test on any uncaught page error (console warnings are fine). It asks
    for reduced motion, so Voilà's spinner stands still while the page loads (``steamlab.publish.motion``)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    pg = ctx.new_page()
    pg._steamlab_log = PageLog(pg)
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.on("console", lambda m: errors.append(m.text) if refused_here(m.text) else None)
    yield pg
    if not pg.is_closed():
        pg.close(run_before_unload=True)  # as a user closes a tab: Voila's beacon ends the page's kernel
        with contextlib.suppress(Exception):  # Playwright does not wait for that close: a context closed at once
            pg.wait_for_event("close", timeout=10_000)  # cut the beacon off, and the kernel lived on to be culled
    ctx.close()
    assert errors == [], f"page errors: {errors}"


@pytest.fixture
def page(browser):
    """A fresh page once the session's Voila is up (:func:`_fresh_page`)."""
    yield from _fresh_page(browser)


@pytest.fixture
def static_page(chromium):
    """A fresh page (:func:`_fresh_page`) for a test that serves its own pages: the session's Voila is not started
    for it (on a worker with no Voila test, that server and its dozen preheated kernels ran for nothing)."""
    yield from _fresh_page(chromium)


@pytest.fixture
def open_dashboard():
    """``open_dashboard(page, url)``: load a Voila page, wait for its cells; returns seconds taken."""

    def load(page, url: str) -> float:
        start = time.monotonic()
        page.goto(url)
        page.wait_for_selector("#loading", state="detached", timeout=120_000)  # (a fresh clone's run: > 60 s once)
        return time.monotonic() - start

    return load


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Where screenshots go (gitignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
