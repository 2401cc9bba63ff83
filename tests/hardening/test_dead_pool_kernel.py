"""A page never gets a preheated kernel that has died: ``steamlab.publish.server.drop_dead_pool_kernels`` on a pool
of fakes shaped as Voilà's (a list of finished tasks, each giving the kernel's id and its notebook's run).

Run in a thread of their own: a test before them may leave an event loop running in the worker's thread.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip("voila")

from steamlab.publish.server import drop_dead_pool_kernels  # noqa: E402


class Manager:
    """Voilà's kernel manager as the function sees it: ``_pools``, membership, a kernel's ``is_alive``."""

    def __init__(self, items: list[asyncio.Task], living: set[str], running: set[str]) -> None:
        self._pools = {"a.ipynb": items}
        self.living, self.running = living, running
        self.filled, self.ended = 0, []

    def __contains__(self, kernel_id: str) -> bool:
        return kernel_id in self.living

    def get_kernel(self, kernel_id: str):
        running = kernel_id in self.running

        class Kernel:
            async def is_alive(self) -> bool:
                return running

        return Kernel()

    def fill_if_needed(self, **_kw) -> None:
        self.filled += 1

    async def shutdown_kernel(self, kernel_id: str, now: bool = False) -> None:
        self.ended.append(kernel_id)


def dropped(kernels: list[tuple[str, bool]], living: set[str], running: set[str]) -> tuple[int, list[str], int, list]:
    """Drop from a pool of ``(kernel id, notebook run failed)``: how many, the ids left, refills, shut down."""

    async def item(kernel_id: str, failed: bool) -> dict:
        async def run() -> None:
            if failed:
                raise RuntimeError("Kernel died before replying to kernel_info")

        task = asyncio.ensure_future(run())
        await asyncio.sleep(0)
        return {"kernel_id": kernel_id, "task": task}

    async def main() -> tuple[int, list[str], int, list]:
        items = [asyncio.ensure_future(item(k, failed)) for k, failed in kernels]
        await asyncio.sleep(0.01)
        manager = Manager(items, living, running)
        n = await drop_dead_pool_kernels(manager, "a.ipynb")
        return n, [t.result()["kernel_id"] for t in manager._pools["a.ipynb"]], manager.filled, manager.ended

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, main()).result()


def test_a_kernel_whose_notebook_run_failed_is_taken_out_and_shut_down():
    assert dropped([("k1", True), ("k2", False)], {"k1", "k2"}, {"k1", "k2"}) == (1, ["k2"], 1, ["k1"])


def test_a_kernel_jupyter_removed_or_whose_process_ended_is_taken_out():
    assert dropped([("gone", False), ("ended", False), ("ok", False)], {"ended", "ok"}, {"ok"}) == (2, ["ok"], 1, ["ended"])


def test_a_living_kernel_stays_and_nothing_refills():
    assert dropped([("ok", False), ("gone", False)], {"ok"}, {"ok"}) == (0, ["ok", "gone"], 0, [])
