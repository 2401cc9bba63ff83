"""Issue 42.3: kernels only within bounds, and none kept by a viewer who left with a socket held open.

A server started as ``make run`` starts it (``voila.json``), on 127.0.0.1 only, without the preheated pool, with
small bounds (2 page kernels a client, 3 in all) and a short "unheard" time, so every case takes seconds. Clients
are told apart by their address: the test connects from 127.0.0.1, 127.0.0.2 and 127.0.0.3 (all the loopback).

Before: a script started 16 kernels in 60 s, and one holding the websocket open kept its kernels for ever.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import re
import time
import uuid
from pathlib import Path

import pytest

pytest.importorskip("voila")
pytest.importorskip("psutil")

from steamlab.publish.classroom import VoilaServer  # noqa: E402

pytestmark = pytest.mark.timeout(300)
ROOT = Path(__file__).resolve().parents[2]
PER_CLIENT, TOTAL, UNHEARD, INTERVAL = 2, 3, 8, 2


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    s = VoilaServer(log=log, extra_args=[
        "--VoilaConfiguration.preheat_kernel=False",
        f"--PageKernelManager.max_kernels_per_client={PER_CLIENT}", f"--PageKernelManager.max_page_kernels={TOTAL}",
        f"--PageKernelManager.unheard_page_timeout={UNHEARD}", f"--MappingKernelManager.cull_interval={INTERVAL}"])
    try:
        s.wait_up(timeout=90)
        yield s
    finally:
        s.stop()


class _From(http.client.HTTPConnection):
    """An HTTP connection from a chosen loopback address (a client of its own, to the server)."""

    def __init__(self, port: int, source: str) -> None:
        super().__init__("127.0.0.1", port, timeout=120, source_address=(source, 0))


def open_page(server, source: str = "127.0.0.1", lang: str = "") -> tuple[int, dict[str, str], str]:
    conn = _From(server.port, source)
    try:
        conn.request("GET", "/voila/render/index.ipynb" + (f"?lang={lang}" if lang else ""),
                     headers={"Host": f"127.0.0.1:{server.port}"})
        response = conn.getresponse()
        headers: dict[str, str] = {}
        for k, v in response.getheaders():  # Set-Cookie twice (_xsrf, the viewer's): both kept
            headers[k.lower()] = f"{headers[k.lower()]}\n{v}" if k.lower() in headers else v
        return response.status, headers, response.read().decode()
    finally:
        conn.close()


def kernel_of(page: str) -> str:
    return re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', page).group(1)


def xsrf_of(headers: dict[str, str]) -> str:
    """The signed ``_xsrf`` cookie a page (served or refused) sets."""
    return re.search(r"_xsrf=([^;]+)", headers.get("set-cookie", "")).group(1)


def shut_down(server, kernel_id: str, xsrf: str) -> None:
    """As a closed tab's beacon does: the POST with the page's ``_xsrf`` cookie and value."""
    local = f"127.0.0.1:{server.port}"
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        conn.request("POST", f"/voila/api/shutdown/{kernel_id}", body=f"_xsrf={xsrf}",
                     headers={"Host": local, "Origin": f"http://{local}", "Cookie": f"_xsrf={xsrf}",
                              "Content-Type": "application/x-www-form-urlencoded"})
        assert conn.getresponse().status in (200, 204)
    finally:
        conn.close()


def wait_gone(server, kernels: set[str], timeout: float = 30) -> set[str]:
    deadline = time.monotonic() + timeout
    while kernels & set(server.kernels()) and time.monotonic() < deadline:
        time.sleep(0.3)
    return kernels & set(server.kernels())


def test_kernels_per_client_and_in_total_are_bounded_and_the_busy_page_says_so(server):
    first = [open_page(server) for _ in range(PER_CLIENT)]
    assert [status for status, _, _ in first] == [200] * PER_CLIENT
    mine = {kernel_of(page) for _, _, page in first}
    status, headers, page = open_page(server, lang="ja")
    assert status == 503 and int(headers["retry-after"]) > 0
    assert 'id="steamlab-busy"' in page and 'data-reason="client"' in page
    assert "http-equiv=\"refresh\"" in page, "the busy page retries by itself"
    assert page.index("タブを閉じれば") < page.index("Close one"), "the viewer's language first, both languages"
    assert "kernelId" not in page
    assert len(server.kernels()) == PER_CLIENT, "a refused page starts no kernel"

    other, _, page3 = open_page(server, "127.0.0.2")
    assert other == 200  # another client still gets a place
    status, _, page = open_page(server, "127.0.0.3")
    assert status == 503 and 'data-reason="total"' in page and "The server is full" in page
    assert len(server.kernels()) == TOTAL

    # a viewer closes a page: a place is free again, and the waiting client's retry gets in
    xsrf = xsrf_of(first[0][1])
    shut_down(server, mine.pop(), xsrf)
    status, _, page = open_page(server, "127.0.0.3")
    assert status == 200
    for kid in mine | {kernel_of(page), kernel_of(page3)}:
        shut_down(server, kid, xsrf)
    assert wait_gone(server, set(server.kernels())) == set()


async def _hold(url: str, origin: str, talk: bool, seconds: float) -> None:
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    ws = await websocket_connect(HTTPRequest(url, headers={"Origin": origin}))
    if talk:  # what a page does the moment it connects: ask for the kernel's info
        ws.write_message(json.dumps({
            "header": {"msg_id": uuid.uuid4().hex, "msg_type": "kernel_info_request", "username": "", "session":
                       uuid.uuid4().hex, "date": "", "version": "5.3"},
            "parent_header": {}, "metadata": {}, "content": {}, "channel": "shell", "buffers": []}))
        await ws.read_message()
    await asyncio.sleep(seconds)
    ws.close()


def test_a_socket_held_open_without_a_word_does_not_keep_its_kernel(server, run_apart):
    """A script opens the page, connects the kernel's websocket and holds it saying nothing: with ``cull_connected``
    off Jupyter never culled it (6 of 6 alive at 270 s). Now it ends ``unheard_page_timeout`` after connecting; a
    socket that talked like a page keeps its kernel."""
    pages = [open_page(server), open_page(server, "127.0.0.2")]
    assert [status for status, _, _ in pages] == [200, 200]
    silent, talking = (kernel_of(page) for _, _, page in pages)
    xsrf = xsrf_of(pages[0][1])
    base = f"ws://127.0.0.1:{server.port}/api/kernels"
    origin = f"http://127.0.0.1:{server.port}"
    hold = UNHEARD + 3 * INTERVAL + 6

    async def both() -> None:
        await asyncio.gather(_hold(f"{base}/{silent}/channels", origin, False, hold),
                             _hold(f"{base}/{talking}/channels", origin, True, hold))

    started = time.monotonic()
    run_apart(both())
    alive = set(server.kernels())
    assert silent not in alive, f"held {time.monotonic() - started:.0f} s without a word, still running"
    assert talking in alive
    shut_down(server, talking, xsrf)
    assert wait_gone(server, {talking}) == set()


def test_voila_json_sets_the_bounds():
    config = json.loads((ROOT / "voila.json").read_text())["PageKernelManager"]
    assert config["max_kernels_per_client"] > 0 and config["max_page_kernels"] >= config["max_kernels_per_client"]
    assert 0 < config["unheard_page_timeout"] <= 300 and config["silent_page_timeout"] > 0
