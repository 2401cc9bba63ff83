"""Issue 44: the kernel pool's replacement starts once the page that took a kernel has been heard from and has had
time to draw (or after ``fill_delay`` if it never speaks), and no page waits for a replacement still sleeping: the
pool is empty meanwhile, so Voilà starts a fresh kernel for a page that comes then (``steamlab.publish.refill``).

A fake of Voilà's pooling manager stands for it: the same calls, with the pool a list of names."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from steamlab.publish.refill import refill_after_page

NB = "notebooks/dashboards/map_viewer.ipynb"


class FakePool:
    """What :func:`refill_after_page` uses of Voilà's pooling manager: a pool per notebook, ``fill_if_needed`` as
    Voilà's (fills to one kernel, after ``delay``), ``get_rendered_notebook`` taking the pool's first kernel and
    asking for its replacement with no delay given."""

    fill_delay = 0.6

    def __init__(self) -> None:
        self.pools: dict[str, list[str]] = {NB: ["k0"]}
        self.started: list[tuple[float, str]] = []
        self.heard: list[str] = []
        self._n = 0

    def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
        delay = self.fill_delay if delay is None else delay
        loop = asyncio.get_running_loop()
        self.started.append((delay, notebook_name))
        self._n += 1
        name = f"k{self._n}"
        loop.call_later(delay, self.pools[notebook_name].append, name)

    async def get_rendered_notebook(self, notebook_name, **kwargs):
        kernel = self.pools[notebook_name].pop(0)
        self.fill_if_needed(delay=None, notebook_name=notebook_name, **kwargs)
        return None, [], kernel

    def heard_from_page(self, kernel_id):
        self.heard.append(kernel_id)

    async def shutdown_all(self):
        self.pools.clear()


def run(main) -> None:
    """``asyncio.run(main)`` in a thread of its own: a browser test of the same pytest worker leaves Playwright's
    event loop running in this one."""
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main).result()


def manager(settle_s: float = 0.2):
    m = refill_after_page(FakePool)()
    m.settle_s = settle_s
    return m


def test_the_replacement_waits_for_the_page_then_starts_at_once():
    async def main():
        m = manager()
        _, _, kernel = await m.get_rendered_notebook(NB)
        await asyncio.sleep(0.1)
        assert m.pools[NB] == [] and m.started == [] and m.due() == [NB]  # a page now gets a fresh kernel
        m.heard_from_page(kernel)  # the page's socket opened and asked for the kernel's info
        await asyncio.sleep(0.1)
        assert m.started == [] and m.heard == [kernel]  # still drawing
        await asyncio.sleep(0.2)
        assert m.started == [(0, NB)] and m.due() == []  # started with no sleep of its own
        await asyncio.sleep(0.01)
        assert m.pools[NB] == ["k1"]
        await asyncio.sleep(0.6)  # the fill_delay's timer finds nothing due
        assert m.started == [(0, NB)]

    run(main())


def test_a_page_that_never_speaks_has_its_kernel_replaced_after_fill_delay():
    async def main():
        m = manager()
        await m.get_rendered_notebook(NB)
        await asyncio.sleep(0.4)
        assert m.started == []
        await asyncio.sleep(0.35)
        assert m.started == [(0, NB)]

    run(main())


def test_a_second_page_heard_from_does_not_start_a_second_replacement():
    async def main():
        m = manager(settle_s=0.05)
        _, _, first = await m.get_rendered_notebook(NB)
        m.heard_from_page(first)
        m.heard_from_page(first)  # every message of the page comes here: only the first counts
        await asyncio.sleep(0.1)
        assert m.started == [(0, NB)]

    run(main())


def test_voilas_own_fills_with_a_delay_are_not_held_and_shutdown_cancels_what_is_due():
    async def main():
        m = manager()
        m.fill_if_needed(delay=0, notebook_name=NB)  # Voilà's first fill of the pools
        assert m.started == [(0, NB)]
        _, _, kernel = await m.get_rendered_notebook(NB)
        m.heard_from_page(kernel)
        await m.shutdown_all()
        await asyncio.sleep(0.8)
        assert m.started == [(0, NB)] and m.due() == []

    run(main())


def test_a_manager_with_no_pool_is_left_as_it_is():
    class NoPool:
        pass

    assert refill_after_page(NoPool) is NoPool
