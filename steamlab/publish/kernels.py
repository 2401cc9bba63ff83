"""The kernel manager ``make run`` gives Voila: idle culling that never takes a page's kernel before the page connects.

Why: Voila keeps preheated kernels in a pool and never culls those. When a
page takes one, the kernel's last activity is still the moment it ran its
notebook, possibly long ago, and the page's websocket connects only once the
page's scripts have loaded (seconds; much longer on a busy machine). A cull
check in between sees an idle kernel with no connection and shuts it down:
the page then fails with "Kernel does not exist".

:class:`PageKernelManager` counts a kernel's idle time from no earlier than
the first cull check that sees it outside the pool (Voila's own manager skips
pooled kernels before asking this one). Everything else is Jupyter Server's
culling as configured (``MappingKernelManager.cull_*``, see
docs/publishing.md). Set in ``voila.json`` as
``VoilaConfiguration.multi_kernel_manager_class``.

>>> PageKernelManager.__mro__[1].__name__
'AsyncMappingKernelManager'
"""

from __future__ import annotations

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
        since = self._outside_pool_since.setdefault(kernel_id, utcnow())
        if kernel is not None and getattr(kernel, "last_activity", since) < since:
            kernel.last_activity = since  # a page took it just now: that is activity
        await super().cull_kernel_if_idle(kernel_id)  # type: ignore[no-untyped-call,unused-ignore]
