"""Fixtures for browser tests: Voila on a free loopback port, headless Debian Chromium."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def voila_url():
    """Base URL of a Voila serving notebooks/dashboards; stopped (by PID) at the end."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    pytest.importorskip("voila")
    port = _free_port()
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / "voila.log", "w")  # noqa: SIM115 (closed when the session ends)
    proc = subprocess.Popen(
        [sys.executable, "-m", "voila", "notebooks/dashboards", "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1"],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        # kernels may keep compiled bytecode (the machine may forbid it by default): faster page loads
        env={k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                pytest.fail(f"voila exited with {proc.returncode}; see {ARTIFACTS / 'voila.log'}")
            try:
                with urllib.request.urlopen(url + "/", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("voila did not start within 60 s")
                time.sleep(0.2)
        # Warm up: one page rendered server-side starts a kernel and imports everything once, so the
        # first test does not pay for a cold interpreter (byte-compiling, disk cache) on a busy machine.
        with contextlib.suppress(OSError):
            urllib.request.urlopen(url + "/voila/render/map_viewer.ipynb", timeout=180).read()
        yield url
    finally:
        # Voila and its kernels run in the session we started: stop that group by its leader's PID.
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
        log.close()


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
