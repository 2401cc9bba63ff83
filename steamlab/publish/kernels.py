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

**Admission** (issue 42): the manager also keeps the bounds a page must pass before a kernel is taken or started
for it (:meth:`PageKernelManager.admit`): at most ``max_kernels_per_client`` page kernels for one client (its
address) and ``max_page_kernels`` in all; preheated kernels waiting in the pools are not counted (they are
``kernel_pools_config``'s, fixed). A page refused is told so by the server and retries by itself
(:mod:`steamlab.publish.server`). And it ends the kernels of viewers who left while holding a socket open, which
Jupyter's culling never does with ``cull_connected`` off: a page kernel whose socket has been open
``unheard_page_timeout`` seconds without one message from a page (a real page asks for the kernel's info the moment
it connects; a script holding the socket says nothing), or which has heard nothing from any page for
``silent_page_timeout`` seconds.

>>> PageKernelManager.__mro__[1].__name__
'AsyncMappingKernelManager'
>>> m = PageKernelManager(max_kernels_per_client=1, max_page_kernels=2)
>>> a = m.admit("10.0.0.1"); a.admitted, m.admit("10.0.0.1").reason
(True, 'client')
>>> b = m.admit("10.0.0.2"); m.admit("10.0.0.3").reason
'total'
>>> m.release(b); m.admit("10.0.0.3").admitted
True
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from jupyter_server._tz import utcnow  # type: ignore[import-untyped,unused-ignore]
from jupyter_server.services.kernels.kernelmanager import (  # type: ignore[import-untyped,unused-ignore]
    AsyncMappingKernelManager,
)
from traitlets import Float, Integer


@dataclass(eq=False)
class Admission:
    """A page's place among the kernels: ``admitted``, or the bound that refused it (``reason``: ``"client"`` or
    ``"total"``); an admitted place counts until :meth:`PageKernelManager.bind` gives it a kernel or
    :meth:`PageKernelManager.release` gives it back."""

    client: str
    admitted: bool
    reason: str = ""
    kernel_id: str | None = None
    open: bool = True


class PageKernelManager(AsyncMappingKernelManager):  # type: ignore[misc,unused-ignore]
    """Culls a kernel only once it has been idle and unconnected for the timeout since it became a page's."""

    max_kernels_per_client = Integer(
        6, config=True, help="The most page kernels one client (one address) may hold at once; 0: no bound.")
    max_page_kernels = Integer(
        24, config=True, help="The most page kernels at once, all clients together (the preheated pools come on "
                              "top); 0: no bound.")
    unheard_page_timeout = Float(
        120, config=True, help="Seconds a page kernel's socket may be open without one message from a page before "
                               "the kernel is shut down (a real page asks at once); 0: never.")
    silent_page_timeout = Float(
        3600, config=True, help="Seconds a page kernel with a socket open may go without any message from a page "
                                "before it is shut down; 0: never.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call,unused-ignore]
        self._outside_pool_since: dict[str, datetime] = {}
        self._places: list[Admission] = []
        """Admitted pages: waiting for their kernel, or holding it (until the kernel is gone)."""
        self._connected_since: dict[str, datetime] = {}
        self._heard: dict[str, datetime] = {}

    # -- admission ----------------------------------------------------------------------------------------------
    def _live_places(self) -> list[Admission]:
        kernels = getattr(self, "_kernels", {})
        self._places = [p for p in self._places if p.open and (p.kernel_id is None or p.kernel_id in kernels)]
        return self._places

    def admit(self, client: str) -> Admission:
        """A place for a page of ``client``, or a refusal naming the bound that is reached."""
        places = self._live_places()
        if self.max_page_kernels and len(places) >= self.max_page_kernels:
            return Admission(client, False, "total")
        if self.max_kernels_per_client and sum(p.client == client for p in places) >= self.max_kernels_per_client:
            return Admission(client, False, "client")
        place = Admission(client, True)
        places.append(place)
        return place

    def bind(self, place: Admission, kernel_id: str) -> None:
        """The page of ``place`` got ``kernel_id``: the place counts while that kernel lives."""
        if place.admitted and place.kernel_id is None:
            place.kernel_id = kernel_id

    def release(self, place: Admission) -> None:
        """Give back a place that never got a kernel (the page failed or went first); a bound place stays with
        its kernel."""
        if place.kernel_id is None:
            place.open = False

    def page_kernels(self) -> dict[str, str]:
        """The kernels handed to pages, with their clients."""
        return {p.kernel_id: p.client for p in self._live_places() if p.kernel_id is not None}

    # -- kernels of viewers who left -----------------------------------------------------------------------------
    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)  # type: ignore[no-untyped-call,unused-ignore]
        self._connected_since.setdefault(kernel_id, utcnow())

    def heard_from_page(self, kernel_id: str) -> None:
        """A page sent ``kernel_id`` a message over its socket (``steamlab.publish.server``'s websocket
        connection tells)."""
        self._heard[kernel_id] = utcnow()

    def _left_without_a_word(self, kernel_id: str) -> str | None:
        """Why a page kernel with a socket open is to be shut down, or ``None``."""
        if kernel_id not in self.page_kernels() or not self._kernel_connections.get(kernel_id, 0):
            return None
        now = utcnow()
        heard = self._heard.get(kernel_id)
        connected = self._connected_since.get(kernel_id)
        if heard is None and connected is not None and self.unheard_page_timeout and \
                now - connected > timedelta(seconds=self.unheard_page_timeout):
            return f"its socket has been open {int((now - connected).total_seconds())} s and no page said a word"
        if heard is not None and self.silent_page_timeout and now - heard > timedelta(seconds=self.silent_page_timeout):
            return f"no page has said a word to it for {int((now - heard).total_seconds())} s"
        return None

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        for table in (self._outside_pool_since, self._connected_since, self._heard):
            for gone in set(table) - set(self._kernels):
                del table[gone]
        kernel = self._kernels.get(kernel_id)
        if kernel is None:
            return
        why = self._left_without_a_word(kernel_id)
        if why is not None:
            self.log.warning("Culling page kernel %s of %s, connected: %s", kernel_id,
                             self.page_kernels().get(kernel_id), why)
            await self.shutdown_kernel(kernel_id)  # type: ignore[no-untyped-call,unused-ignore]
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
