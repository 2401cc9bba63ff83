"""When Voilà's kernel pool takes its replacement kernel: once the page that took a preheated kernel has been heard
from and has had time to draw, or ``fill_delay`` seconds after it took it, whichever comes first (issue 44).

Why: Voilà replaces a preheated kernel the moment a page takes it, as a task that first sleeps ``fill_delay``
seconds and then starts a kernel and runs the notebook, and it puts that task in the pool at once. Two things go
wrong on a small server:

* with a short delay (``make run`` had 1 s) the replacement's start and notebook run take a core and the server's
  loop just while the page connects and asks for its drawing: measured, the map viewer's first canvas 1.69 / 1.88 s
  against 1.45 / 1.22 s with the replacement 15 s later;
* with a long delay, a page of the same dashboard arriving meanwhile is handed the sleeping task and waits out the
  delay (a class of 30 was served one hot seat page every 10 s).

:func:`refill_after_page` gives Voilà's pooling kernel manager a subclass that keeps the replacement out of the
pool until it is due (the pool is then empty, and Voilà starts a fresh kernel for a page that arrives meanwhile,
as it does with no pool) and starts it without a delay when due: ``settle_s`` seconds after the page's first
message to its kernel (a page asks for the kernel's info the moment its socket opens; drawing the first map takes
under a second more), or ``fill_delay`` seconds after the page took the kernel if it never speaks.

>>> class Pool:  # stands for Voilà's manager: what the subclass calls
...     fill_delay = 10.0
...     def __init__(self):
...         self.filled = []
...     def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
...         self.filled.append((delay, notebook_name))
...     async def get_rendered_notebook(self, notebook_name, **kwargs): ...
>>> m = refill_after_page(Pool)()
>>> m.fill_if_needed(delay=0, notebook_name="a.ipynb")  # Voilà's own first fill: at once, as asked
>>> m.fill_if_needed(notebook_name="a.ipynb")  # a page took a kernel: the replacement waits
>>> m.filled, m.due()
([(0, 'a.ipynb')], ['a.ipynb'])
>>> m.refill("a.ipynb"); m.filled, m.due()
([(0, 'a.ipynb'), (0, 'a.ipynb')], [])
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

SETTLE_S = 2.0
"""Seconds after a page's first message to its kernel before the pool's replacement starts: the page's first
drawing takes 0.3-0.9 s from its socket's opening on this machine (docs/publishing.md, issue 44)."""


class _RefillAfterPage:
    """The deferral itself, as a mix-in above Voilà's pooling manager (see the module's text)."""

    fill_delay: float
    settle_s: float = SETTLE_S

    def _refill_state(self) -> tuple[dict[str, dict[str, Any]], dict[str, str], list[asyncio.TimerHandle]]:
        if not hasattr(self, "_pending_refills"):
            self._pending_refills: dict[str, dict[str, Any]] = {}
            """Notebooks whose replacement is due, with the arguments Voilà asked for it with."""
            self._page_notebooks: dict[str, str] = {}
            """Kernels taken from a pool by pages not yet heard from, with their notebooks."""
            self._refill_timers: list[asyncio.TimerHandle] = []
        return self._pending_refills, self._page_notebooks, self._refill_timers

    def due(self) -> list[str]:
        """The notebooks whose pool waits for its replacement kernel."""
        return list(self._refill_state()[0])

    def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None, **kwargs: Any) -> None:
        """Voilà's fill, except the replacement for a kernel a page took (Voilà asks with no ``delay``): kept until
        :meth:`refill` (the page heard from, or ``fill_delay`` seconds)."""
        if delay is not None or notebook_name is None:
            super().fill_if_needed(delay, notebook_name, **kwargs)  # type: ignore[misc]
            return
        pending, _, timers = self._refill_state()
        pending[notebook_name] = kwargs
        with contextlib.suppress(RuntimeError):  # no running loop (a doctest): the next call or page refills
            loop = asyncio.get_running_loop()
            timers.append(loop.call_later(self.fill_delay, self.refill, notebook_name))

    def refill(self, notebook_name: str) -> None:
        """Start ``notebook_name``'s replacement now, if it is still due."""
        pending, _, timers = self._refill_state()
        timers[:] = [t for t in timers if not t.cancelled() and t.when() > _now()]
        kwargs = pending.pop(notebook_name, None)
        if kwargs is not None:
            super().fill_if_needed(0, notebook_name, **kwargs)  # type: ignore[misc]

    async def get_rendered_notebook(self, notebook_name: str, *args: Any, **kwargs: Any) -> Any:
        result = await super().get_rendered_notebook(notebook_name, *args, **kwargs)  # type: ignore[misc]
        self._refill_state()[1][result[2]] = notebook_name
        return result

    def heard_from_page(self, kernel_id: str) -> None:
        """A page spoke to ``kernel_id``; the first time, for a kernel taken from a pool, the pool's replacement is
        due :attr:`settle_s` seconds later."""
        parent = getattr(super(), "heard_from_page", None)
        if parent is not None:
            parent(kernel_id)
        _, pages, timers = self._refill_state()
        notebook = pages.pop(kernel_id, None)
        if notebook is not None:
            with contextlib.suppress(RuntimeError):
                timers.append(asyncio.get_running_loop().call_later(self.settle_s, self.refill, notebook))

    async def shutdown_all(self, *args: Any, **kwargs: Any) -> None:
        pending, pages, timers = self._refill_state()
        for timer in timers:
            timer.cancel()
        pending.clear()
        pages.clear()
        timers.clear()
        await super().shutdown_all(*args, **kwargs)  # type: ignore[misc]


def _now() -> float:
    with contextlib.suppress(RuntimeError):
        return asyncio.get_running_loop().time()
    return float("inf")


_MADE: dict[type, type] = {}


def refill_after_page(pooling_manager: type) -> type:
    """``pooling_manager`` (the class Voilà's ``voila_kernel_manager_factory`` made) with its replacements kept
    until the page that took a kernel has drawn (see the module's text); a manager with no pool (Voilà without
    ``preheat_kernel``) as it is."""
    if not hasattr(pooling_manager, "get_rendered_notebook") or issubclass(pooling_manager, _RefillAfterPage):
        return pooling_manager
    if pooling_manager in _MADE:
        return _MADE[pooling_manager]

    class RefilledAfterPage(_RefillAfterPage, pooling_manager):  # type: ignore[misc]
        """Voilà's pooling kernel manager, its replacements kept until the page has drawn."""

    _MADE[pooling_manager] = RefilledAfterPage
    return RefilledAfterPage
