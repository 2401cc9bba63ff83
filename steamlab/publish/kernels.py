"""The kernel manager ``make run`` gives Voila: idle culling that never takes a page's kernel before the page connects.

Why: Voila keeps preheated kernels in a pool and never culls those. When a
page takes one, the kernel's last activity is still the moment it ran its
notebook, possibly long ago, and the page's websocket connects only once the
page's scripts have loaded (seconds; much longer on a busy machine). A cull
check in between sees an idle kernel with no connection and shuts it down:
the page then fails with "Kernel does not exist".

:class:`PageKernelManager` counts a kernel's idle time from no earlier than
the first cull check that sees it outside the pool *once it has started*
(Voila's own manager skips pooled kernels before asking this one, but only
those whose start has finished). A kernel still starting (no
``last_activity`` yet, or not yet ready) is left alone and not noted: noting
it then made a pool kernel count as idle since its start, so the page that
took it minutes later lost it to the next cull check before connecting (its
widget manager got 404 for the kernel and the page showed the widget's text,
``DeliveryPlannerApp(children=...``). Everything else is Jupyter Server's
culling as configured (``MappingKernelManager.cull_*``, see
docs/publishing.md). Set in ``voila.json`` as
``VoilaConfiguration.multi_kernel_manager_class``.

>>> PageKernelManager.__mro__[1].__name__
'AsyncMappingKernelManager'
"""

from __future__ import annotations

import contextlib
from datetime import datetime
from typing import Any

from jupyter_server._tz import utcnow  # type: ignore[import-untyped,unused-ignore]
from jupyter_server.services.kernels.kernelmanager import (  # type: ignore[import-untyped,unused-ignore]
    AsyncMappingKernelManager,
)


class PageKernelManager(AsyncMappingKernelManager):  # type: ignore[misc,unused-ignore]
    """Culls a kernel only once it has been idle and unconnected for the timeout since it became a page's."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call,unused-ignore]
        self._outside_pool_since: dict[str, datetime] = {}

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        for gone in set(self._outside_pool_since) - set(self._kernels):
            del self._outside_pool_since[gone]
        kernel = self._kernels.get(kernel_id)
        if kernel is None:
            return
        last = last_activity(kernel)
        starting = last is None or kernel_id not in self._kernel_ports
        if starting and getattr(kernel, "execution_state", None) != "dead":  # a dead one is culled at once
            return  # still starting (a pool's kernel among them): neither idle nor a page's yet
        since = self._outside_pool_since.setdefault(kernel_id, utcnow())
        if last is not None and last < since:
            kernel.last_activity = since  # a page took it just now: that is activity
        await super().cull_kernel_if_idle(kernel_id)  # type: ignore[no-untyped-call,unused-ignore]


def last_activity(kernel: Any) -> datetime | None:
    """A kernel's ``last_activity``, ``None`` while it has none: Jupyter Server sets it only once the kernel's
    process started, and reading the unset trait raises ``TraitError`` (not ``AttributeError``).

    >>> from jupyter_server.services.kernels.kernelmanager import ServerKernelManager
    >>> last_activity(ServerKernelManager()) is None
    True
    """
    value = None
    with contextlib.suppress(Exception):  # TraitError while unset
        value = kernel.last_activity
    return value if isinstance(value, datetime) else None
