"""The culler of ``make run`` (steamlab.publish.kernels.PageKernelManager) with kernels that are still starting."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

from jupyter_server._tz import utcnow  # type: ignore[import-untyped,unused-ignore]
from jupyter_server.services.kernels.kernelmanager import (  # type: ignore[import-untyped,unused-ignore]
    ServerKernelManager,
)

from steamlab.publish.kernels import PageKernelManager


def run(coroutine: object) -> None:
    """``asyncio.run`` in a thread of its own: a browser test before this one in the same worker may have left
    Playwright's event loop running in the main thread, where asyncio.run refuses to start another."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        pool.submit(asyncio.run, coroutine).result()  # type: ignore[arg-type]


def test_a_kernel_without_last_activity_is_left_alone_and_counts_idle_only_from_when_it_is_seen_started():
    manager = PageKernelManager(cull_idle_timeout=120)
    kernel = ServerKernelManager(kernel_name="python3")  # as Jupyter Server holds it while its process starts
    manager._kernels["k"] = kernel

    run(manager.cull_kernel_if_idle("k"))  # raised TraitError ("expected a datetime, not the NoneType None")
    assert "k" in manager._kernels and "k" not in manager._outside_pool_since

    # started long ago (a pool's kernel that ran its notebook minutes before a page took it): the first check that
    # sees it started and outside the pool is where its idle time begins, so it is not culled before the page connects
    kernel.last_activity = utcnow() - timedelta(minutes=10)
    manager._kernel_ports["k"] = {}
    run(manager.cull_kernel_if_idle("k"))
    assert "k" in manager._kernels
    assert utcnow() - kernel.last_activity < timedelta(seconds=5)
