"""A served page asks nothing of another site, and so never waits for one.

Voilà's templates link Font Awesome from cdn.jsdelivr.net. Where that host accepts a connection and never answers
(a firewall that drops packets, a proxy that hangs), the file list waited ~31 s for the stylesheet before its
script ran (measured before ``steamlab.publish.server.PAGE_POLICY``), and the suite's file-list test failed under
load. Here the CDN's name leads to a local socket that accepts and never answers, in a browser of its own: the
file list and a dashboard must show at once, and the socket must see no connection at all (the policy refuses the
link in the browser).
"""

from __future__ import annotations

import socket
import threading
import time

import pytest
from pagelog import PageLog

from steamlab.publish.classroom import CHROMIUM, CHROMIUM_ARGS

pytestmark = pytest.mark.browser

CDN = "cdn.jsdelivr.net"


class SilentHost:
    """A loopback socket that accepts connections and never answers; counts them."""

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.accepted: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:  # closed
                return
            self.accepted.append(conn)

    def close(self) -> None:
        self.sock.close()
        for conn in self.accepted:
            conn.close()


@pytest.fixture
def silent_cdn_browser(browser):
    """A Chromium whose ``cdn.jsdelivr.net`` is a :class:`SilentHost`."""
    host = SilentHost()
    rules = f"--host-resolver-rules=MAP {CDN} 127.0.0.1:{host.port}"
    other = browser.browser_type.launch(executable_path=CHROMIUM, headless=True, args=[*CHROMIUM_ARGS, rules])
    try:
        yield other, host
    finally:
        other.close()
        host.close()


def test_pages_show_at_once_when_the_cdn_never_answers(silent_cdn_browser, voila_url, open_dashboard):
    other, host = silent_cdn_browser
    ctx = other.new_context(viewport={"width": 1366, "height": 800})
    page = ctx.new_page()
    log = PageLog(page)  # what the page still waits for, should it not show
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if not r.url.startswith(voila_url) else None)
    try:
        start = time.monotonic()
        page.goto(voila_url + "/")
        try:
            page.wait_for_selector("text=index.ipynb", timeout=60_000)
        except Exception as exc:
            raise AssertionError(f"the file list did not show: {exc}\n{log.report()}") from exc
        listed = time.monotonic() - start
        open_dashboard(page, voila_url + "/voila/render/map_viewer.ipynb")
        page.close(run_before_unload=True)
    finally:
        ctx.close()
    assert host.accepted == [], f"the browser connected to {CDN} {len(host.accepted)} times"
    assert listed < 25, listed  # 31 s when the browser waited for the CDN (the list is 1-3 s here)
    assert all(url.startswith(("data:", "blob:")) or CDN in url for url in asked), asked
