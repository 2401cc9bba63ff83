"""Issue 44: no kernel the project starts can lose its address to another process.

Over TCP, jupyter_client picks free ports, lets them go and the kernel binds them later: a second start given the
same port (another worker's kernel took it in between) loses. The first test plays that collision with the port
forced, as the race does by chance; the others show the kernels the site build and nbval start cannot collide
(private Unix sockets, :mod:`steamlab.publish.ipc_kernels`), even with every port number forced equal.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("jupyter_client")

from jupyter_client.manager import KernelManager  # noqa: E402

pytestmark = pytest.mark.timeout(240)

PORTS = ("shell_port", "iopub_port", "stdin_port", "control_port", "hb_port")


def _start(km: KernelManager, timeout: float = 90) -> bool:
    """Start ``km``'s kernel and wait for its answer; whether it answered."""
    km.start_kernel(stderr=open(os.devnull, "w"))  # noqa: SIM115 (the kernel's process holds it)
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=timeout)
        return True
    except RuntimeError:  # "Kernel died before replying to kernel_info"
        return False
    finally:
        kc.stop_channels()


def _forced(cls: type, port: int) -> KernelManager:
    km = cls(kernel_name="python3", cache_ports=False)  # else jupyter_client's port cache picks afresh
    for name, offset in zip(PORTS, range(5), strict=True):
        setattr(km, name, port + offset)
    return km


def _free_ports() -> int:
    """A base port whose five ports are free now (the race's pick)."""
    for _ in range(50):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            base = s.getsockname()[1]
        if base + 5 >= 65536:
            continue
        try:
            held = [socket.socket() for _ in range(5)]
            for offset, sock in enumerate(held):
                sock.bind(("127.0.0.1", base + offset))
        except OSError:
            continue
        finally:
            for sock in held:
                sock.close()
        return base
    raise RuntimeError("no five free ports in a row")


def test_two_tcp_kernels_given_one_port_the_second_dies():
    """What Jupyter's free-port choice does when two processes pick the same port (today's nbval and site build)."""
    base = _free_ports()
    first, second = _forced(KernelManager, base), _forced(KernelManager, base)
    try:
        assert _start(first)
        assert not _start(second, timeout=60), "the second kernel bound ports the first already holds"
    finally:
        for km in (first, second):
            km.shutdown_kernel(now=True)


@pytest.mark.parametrize("manager", ["IpcKernelManager", "AsyncIpcKernelManager"])
def test_the_projects_kernels_cannot_collide_even_on_one_port_number(manager):
    from steamlab.publish import ipc_kernels

    cls = getattr(ipc_kernels, manager)
    if manager.startswith("Async"):
        # the site build's executor: nbclient drives the async manager; its blocking twin starts the same way
        cls = ipc_kernels.IpcKernelManager
        assert issubclass(ipc_kernels.AsyncIpcKernelManager, ipc_kernels._PrivateSockets)
    first, second = _forced(cls, 1), _forced(cls, 1)
    try:
        assert _start(first) and _start(second)
        infos = [json.loads(Path(km.connection_file).read_text()) for km in (first, second)]
        assert [i["transport"] for i in infos] == ["ipc", "ipc"]
        assert infos[0]["shell_port"] == infos[1]["shell_port"] == 1
        assert infos[0]["ip"] != infos[1]["ip"]
        folders = [Path(i["ip"]).parent for i in infos]
        assert all(f.stat().st_mode & 0o077 == 0 for f in folders)  # the folders are this user's alone
    finally:
        for km in (first, second):
            km.shutdown_kernel(now=True)
    assert not any(f.exists() for f in folders), "a kernel's socket folder outlived it"


def test_nbval_starts_its_kernels_on_private_sockets():
    """The root conftest points nbval's kernel manager at ours: a lesson's kernel under ``make test`` is ipc."""
    nbval_kernel = pytest.importorskip("nbval.kernel")
    km, kc = nbval_kernel.start_new_kernel(startup_timeout=90, kernel_name="python3")
    try:
        info = json.loads(Path(km.connection_file).read_text())
        assert info["transport"] == "ipc"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def test_the_site_builds_lessons_on_private_sockets(tmp_path, monkeypatch):
    """The site build's executor starts its kernel with :class:`AsyncIpcKernelManager` (a lesson of one cell)."""
    import nbformat

    from steamlab.publish import ipc_kernels, site

    seen: list[str] = []
    original = ipc_kernels.AsyncIpcKernelManager.write_connection_file

    def spy(self, **kwargs):
        original(self, **kwargs)
        seen.append(self.transport)

    monkeypatch.setattr(ipc_kernels.AsyncIpcKernelManager, "write_connection_file", spy)
    src = tmp_path / "01_a.ipynb"
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# A"), nbformat.v4.new_code_cell("1 + 1")])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, src)
    lesson = site.Lesson(src, "en", "A")
    site.export_lesson(lesson, tmp_path / "out", [], timeout=120)
    assert seen == ["ipc"]


@contextlib.contextmanager
def socket_pair(address: str) -> Iterator[tuple[Any, Any]]:
    """A ROUTER (plain zmq) bound at ``address`` and an asyncio DEALER connected to it, closed after."""
    import zmq
    import zmq.asyncio

    sync, actx = zmq.Context(), zmq.asyncio.Context()
    router, dealer = sync.socket(zmq.ROUTER), actx.socket(zmq.DEALER)
    try:
        router.bind(address)
        dealer.connect(address)
        yield router, dealer
    finally:
        dealer.close(linger=0)
        router.close(linger=0)
        actx.term()
        sync.term()


async def _missed_wakeup(wait, tmp_path: Path) -> tuple[bool, float]:
    """A message reaches a waiting asyncio socket, then something sends on a blocking shadow of that socket, as
    jupyter_client's ``Session.send`` does (nbclient's ``OutputWidget.sync_state`` while it waits for a widget
    cell's reply): ZMQ signals its descriptor on an edge, the send spends it, and the wait is not woken. How long
    ``wait(socket)`` then takes to see the message, and whether it did."""
    import asyncio

    import zmq

    with socket_pair(f"ipc://{tmp_path}/s") as (router, dealer):
        await dealer.send(b"hello")
        ident, _ = router.recv_multipart()
        task = asyncio.ensure_future(wait(dealer))
        await asyncio.sleep(0.3)  # the wait is registered with the event loop
        router.send_multipart([ident, b"reply"])
        time.sleep(0.3)  # the reply arrives while the loop is not looking
        zmq.Socket.shadow(dealer.underlying).send(b"x")  # as Session.send does: the edge is spent
        started = time.monotonic()
        ready = bool(await task)
        return ready, time.monotonic() - started


def test_a_long_poll_sleeps_through_an_answer_that_is_there(tmp_path, run_apart):
    """What stalled the site build on a widget lesson for 301 s (nbclient waits for a cell's reply with one poll of
    its 300 s cell timeout): pyzmq's asyncio poll misses the message and sees it only when it times out."""

    ready, seconds = run_apart(_missed_wakeup(lambda s: s.poll(6000), tmp_path))
    assert ready and seconds > 4.5, seconds


def test_a_send_on_our_channel_wakes_the_waiting_poll(tmp_path, run_apart):
    """:class:`steamlab.publish.ipc_kernels.SlicedChannel` sends through ``Session.send`` (the shadow) and then reads
    ``EVENTS`` through the asyncio socket: a long poll already waiting sees the reply at once."""
    import asyncio

    from jupyter_client.session import Session

    from steamlab.publish.ipc_kernels import SlicedChannel

    async def run() -> float:
        with socket_pair(f"ipc://{tmp_path}/c") as (router, dealer):
            session = Session()
            channel = SlicedChannel(dealer, session)
            channel.send(session.msg("kernel_info_request"))
            ident, *_ = router.recv_multipart()
            waiting = asyncio.ensure_future(dealer.poll(6000))  # nbclient's long wait, not ours
            await asyncio.sleep(0.3)
            router.send_multipart([ident, b"reply"])
            time.sleep(0.3)
            channel.send(session.msg("comm_msg", content={}))  # what OutputWidget.sync_state does meanwhile
            started = time.monotonic()
            assert await waiting
            return time.monotonic() - started

    assert run_apart(run()) < 1.0


def test_the_site_builds_client_sees_the_answer_within_a_slice(tmp_path, run_apart):
    """:func:`steamlab.publish.ipc_kernels.sliced_poll` (the site build's kernel client waits so) looks again every
    second: the same missed message costs at most a slice."""

    from steamlab.publish.ipc_kernels import POLL_SLICE_S, AsyncIpcKernelManager, SlicedAsyncKernelClient, sliced_poll

    ready, seconds = run_apart(_missed_wakeup(lambda s: sliced_poll(s, 6), tmp_path))
    assert ready and seconds <= POLL_SLICE_S + 0.5, seconds
    km = AsyncIpcKernelManager()
    try:
        assert isinstance(km.client(), SlicedAsyncKernelClient)
    finally:
        km.cleanup_ipc_files()
