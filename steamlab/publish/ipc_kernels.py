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

from jupyter_client.manager import AsyncKernelManager, KernelManager
from traitlets import default

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


class IpcKernelManager(_PrivateSockets, KernelManager):
    """jupyter_client's blocking :class:`KernelManager` (what nbval starts) on private Unix sockets."""


class AsyncIpcKernelManager(_PrivateSockets, AsyncKernelManager):
    """jupyter_client's :class:`AsyncKernelManager` (what nbclient, so the site build, starts) on private Unix
    sockets."""
