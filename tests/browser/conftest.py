"""Fixtures for browser tests: Voila on a free loopback port, headless Debian Chromium."""

from __future__ import annotations

import contextlib
import os
import time
import urllib.request
from pathlib import Path

import pytest

from steamlab.publish.classroom import CHROMIUM, CHROMIUM_ARGS, voila_server

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests marked ``site`` run last, after nbval's lessons: the site's crawl builds lesson pages from their outputs."""
    items.sort(key=lambda item: item.get_closest_marker("site") is not None)


@pytest.fixture(scope="session")
def voila():
    """Voila serving notebooks/dashboards as ``make run`` does, without preheated kernels; stopped by its group's PID."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    pytest.importorskip("voila")
    ARTIFACTS.mkdir(exist_ok=True)
    try:
        # make run's configuration (voila.json) less preheating: a test opens each dashboard a few times, and a
        # pool would run every notebook twice (the kernel used, its replacement). tests/browser/test_load.py
        # starts its own Voila with make run's configuration unchanged.
        with voila_server(log=ARTIFACTS / "voila.log", extra_args=["--VoilaConfiguration.preheat_kernel=False"]) as server:
            # Warm up: one page rendered server-side imports everything once, so the first test does not pay
            # for a cold interpreter (byte-compiling, disk cache) on a busy machine.
            with contextlib.suppress(OSError):
                urllib.request.urlopen(server.url + "/voila/render/map_viewer.ipynb", timeout=180).read()
            yield server
    except RuntimeError as exc:  # voila did not start
        pytest.fail(f"{exc}; see {ARTIFACTS / 'voila.log'}")


@pytest.fixture(scope="session")
def voila_url(voila):
    """Base URL of the session's Voila."""
    return voila.url


@pytest.fixture(scope="session")
def browser(voila_url):
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    """A fresh page; fails the test on any uncaught page error (console warnings are fine)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    if not pg.is_closed():
        pg.close(run_before_unload=True)  # as a user closes a tab: Voila's beacon ends the page's kernel
    ctx.close()
    assert errors == [], f"page errors: {errors}"


@pytest.fixture
def open_dashboard():
    """``open_dashboard(page, url)``: load a Voila page, wait for its cells; returns seconds taken."""

    def load(page, url: str) -> float:
        start = time.monotonic()
        page.goto(url)
        page.wait_for_selector("#loading", state="detached", timeout=60_000)
        return time.monotonic() - start

    return load


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Where screenshots go (gitignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
