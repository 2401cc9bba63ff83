"""Kernels the project starts outside the server (the site build's lessons, nbval in ``make test``) over Unix sockets
in a folder of their own: no two kernels can ever be given the same address.

Why (issue 44): over TCP, Jupyter picks five free loopback ports, lets them go, and the kernel binds them a moment
later; another process (the other build worker's kernel, a test server's, anything) can take one in between. The
kernel then dies on its bind (``ZMQError: Address already in use``), or, where the other process is a kernel
listening there, this kernel's client talks to the wrong kernel, whose replies never come (it drops messages signed
with another key). The server's kernels moved to Unix sockets first (``KernelManager.transport: ipc`` in
``voila.json``); these managers do the same for every other kernel.

``transport: ipc`` alone is not enough outside a server: with no connection file yet, jupyter_client names the
sockets ``kernel-ipc-1`` ... *relative to the current folder*, choosing numbers not yet on disk, so two processes in
one folder race exactly as TCP ports did (and a kernel started in another folder looks for its sockets elsewhere).
Here each kernel gets a fresh private folder (``mkdtemp``: created atomically, mode 0700) and its sockets live
there; the folder goes when the kernel is cleaned up.

>>> km = IpcKernelManager()
>>> km.transport, km.ip.startswith(tempfile.gettempdir()), os.path.basename(km.ip)
('ipc', True, 'kernel')
>>> other = IpcKernelManager()
>>> km.ip != other.ip
True
>>> km.cleanup_ipc_files(); other.cleanup_ipc_files(); os.path.isdir(os.path.dirname(km.ip))
False
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from queue import Empty
from typing import Any

import zmq
from jupyter_client.asynchronous.client import AsyncKernelClient
from jupyter_client.channels import AsyncZMQSocketChannel
from jupyter_client.manager import AsyncKernelManager, KernelManager
from traitlets import Type, default

POLL_SLICE_S = 1.0
"""The longest a waiting client sleeps before looking at its socket again (:class:`SlicedChannel`)."""

SOCKET_FOLDER_PREFIX = "steamlab-kernel-"


class _PrivateSockets:
    """Unix-socket transport in a folder created for this kernel alone (see the module docstring)."""

    _socket_folder: str | None = None

    @default("transport")
    def _transport_default(self) -> str:
        return "ipc"

    @default("ip")
    def _ip_default(self) -> str:
        if getattr(self, "transport", "ipc") != "ipc":
            return "127.0.0.1"
        self._socket_folder = tempfile.mkdtemp(prefix=SOCKET_FOLDER_PREFIX)
        return os.path.join(self._socket_folder, "kernel")

    def cleanup_ipc_files(self) -> None:
        super().cleanup_ipc_files()  # type: ignore[misc]
        folder = self._socket_folder
        if folder and os.path.basename(folder).startswith(SOCKET_FOLDER_PREFIX):
            with contextlib.suppress(OSError):
                shutil.rmtree(folder)


async def sliced_poll(socket: Any, timeout: float | None) -> bool:
    """Whether a message is ready on the asyncio ZMQ ``socket`` within ``timeout`` seconds (``None``: wait for
    ever), looking at the socket at least every :data:`POLL_SLICE_S` seconds.

    pyzmq's asyncio poll waits for the socket's file descriptor, which ZMQ signals on an *edge*: when something
    else uses the socket in between without pyzmq's asyncio layer knowing (a send through a blocking shadow of it,
    as jupyter_client's ``Session.send`` does: see :class:`SlicedChannel`), the message is in the socket and the
    wait is not woken; pyzmq looks again only when the poll times out. One long poll then sleeps its whole timeout
    with the answer waiting: the site build's 301.1 s on a lesson whose kernel had answered at once (nbclient's
    cell timeout is 300 s; nbclient issue 312 describes the same). Short polls make any such miss cost at most a
    slice; :meth:`SlicedChannel.send` avoids the one known.
    """
    deadline = None if timeout is None else time.monotonic() + timeout
    while True:
        left = POLL_SLICE_S if deadline is None else max(0.0, min(POLL_SLICE_S, deadline - time.monotonic()))
        if await socket.poll(int(left * 1000)):
            return True
        if deadline is not None and time.monotonic() >= deadline:
            return False


class SlicedChannel(AsyncZMQSocketChannel):  # type: ignore[misc,unused-ignore]
    """jupyter_client's asyncio channel whose :meth:`get_msg` waits by :func:`sliced_poll`, and whose :meth:`send`
    tells pyzmq to look at the socket again.

    jupyter_client's ``Session.send`` sends on a blocking *shadow* of the asyncio socket, so pyzmq's asyncio layer
    does not know the socket was used; the send lets ZMQ take in what had arrived, the descriptor's edge is spent,
    and a wait already on the socket is never woken. nbclient sends on the shell socket while it waits there for a
    cell's reply whenever the cell uses an ``Output`` widget (its ``OutputWidget.sync_state``: every
    ``widgets.interact`` of the lessons): the site build then slept through the reply until nbclient's cell
    timeout (300 s), found it and went on. Reading ``EVENTS`` through the asyncio socket after each send makes
    pyzmq wake any waiter that has a message (pyzmq's own answer to such a spent edge).
    """

    def send(self, msg: dict[str, Any]) -> None:
        super().send(msg)
        assert self.socket is not None
        self.socket.get(zmq.EVENTS)  # pyzmq's asyncio socket re-checks its waiters on this read

    async def get_msg(self, timeout: float | None = None) -> dict[str, Any]:  # type: ignore[override]
        assert self.socket is not None
        if await sliced_poll(self.socket, timeout):
            msg: dict[str, Any] = await self._recv()
            return msg
        raise Empty


class SlicedAsyncKernelClient(AsyncKernelClient):  # type: ignore[misc,unused-ignore]
    """jupyter_client's :class:`AsyncKernelClient` with :class:`SlicedChannel` for every message channel."""

    shell_channel_class = Type(SlicedChannel)
    iopub_channel_class = Type(SlicedChannel)
    stdin_channel_class = Type(SlicedChannel)
    control_channel_class = Type(SlicedChannel)


class IpcKernelManager(_PrivateSockets, KernelManager):
    """jupyter_client's blocking :class:`KernelManager` (what nbval starts) on private Unix sockets."""


class AsyncIpcKernelManager(_PrivateSockets, AsyncKernelManager):
    """jupyter_client's :class:`AsyncKernelManager` (what nbclient, so the site build, starts) on private Unix
    sockets, its clients :class:`SlicedAsyncKernelClient` (no wait for a message already there)."""

    @default("client_class")
    def _sliced_client(self) -> str:
        return "steamlab.publish.ipc_kernels.SlicedAsyncKernelClient"

    @default("client_factory")
    def _sliced_client_factory(self) -> type:
        return SlicedAsyncKernelClient
