"""The Voilà that ``make run``, ``steamlab serve`` and the browser tests start: stock Voilà with one handler changed.

Run as ``python -m steamlab.publish.server notebooks/dashboards --port=8866`` (any Voilà option). Why not plain
``voila``: a dashboard page (``/voila/render/<notebook>``) starts a kernel and runs its notebook for *any* GET,
and Voilà streams the page without setting Tornado's ``_xsrf`` cookie. :class:`PageHandler` changes both:

- **Kernels only for real viewers.** A GET that a browser marks as coming from another site and that is not
  a top-level navigation (an image tag, a prefetch, a ``fetch`` or an iframe of a hostile page: ``Sec-Fetch-Site:
  cross-site`` with ``Sec-Fetch-Mode`` other than ``navigate`` or ``Sec-Fetch-Dest`` other than ``document``, or
  any ``Sec-Purpose: prefetch``) is refused with 403 *before* a kernel is taken or started. A person following a
  link from another site (a school's page) still gets the dashboard: that is a top-level navigation. Chosen over
  a token in the page because the pages' own links (the index) and people's bookmarks keep working unchanged;
  over Voilà's options because none of them looks at the request (the preheated pool only makes a kernel
  cheaper, it still runs one per GET). Requests without these headers (old browsers, scripts) are let through:
  they are not a web page driving someone's browser.
- **No page gets a dead preheated kernel.** Voilà hands a page the first kernel of its dashboard's pool without
  asking whether it lives; :func:`drop_dead_pool_kernels` first takes out any whose notebook run failed or whose
  process ended (the page then gets a fresh kernel, as when the pool is empty).
- **The XSRF check stays on.** The page sets the ``_xsrf`` cookie before streaming, so Voilà's shutdown beacon
  (a POST carrying that cookie's value) passes Tornado's XSRF check and a closed tab ends its kernel at once;
  ``disable_check_xsrf`` is no longer needed (docs/publishing.md).
- **Nothing from another site.** Every page carries :data:`PAGE_POLICY` as its ``Content-Security-Policy``: the
  browser loads scripts, styles, fonts, images and connections from this server only. Voilà's templates link
  Font Awesome from a CDN (the icons come from Voilà's own bundle as well); without the policy every viewer's
  browser told that CDN which page it opened, and where the CDN did not answer (a classroom without internet,
  a firewall that drops packets) each page waited for it before running a script: the file list some 30 s
  measured here with a CDN that accepts and never answers. With it the browser refuses those links at once.

The Host and Origin checks are settings (``voila.json``: ``allow_remote_access`` off, ``local_hostnames``).

>>> cross_site_subresource({"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"})
True
>>> cross_site_subresource({"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"})
False
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Mapping
from typing import Any

from tornado import web
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

from steamlab.publish.viewers import give_viewer_cookie

PAGE_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' blob:",  # Voilà's inline start-up; anywidget's modules (blob URLs)
    "style-src 'self' 'unsafe-inline'",  # widgets style their views inline
    "img-src 'self' data: blob:",  # the pictures widgets and canvases make
    "font-src 'self' data:",
    "connect-src 'self'",  # the kernel's websocket and Voilà's API: this host only
    "worker-src 'self'",
    "frame-ancestors 'self'",  # Jupyter Server's own default, kept
])
"""The ``Content-Security-Policy`` of every response: a page loads nothing from another site."""


def cross_site_subresource(headers: Mapping[str, str]) -> bool:
    """Whether a request with ``headers`` is another site's page making the browser fetch a dashboard (not a
    person opening it): a prefetch, or a cross-site request that is not a top-level navigation."""
    purpose = (headers.get("Sec-Purpose") or headers.get("Purpose") or "").lower()
    if "prefetch" in purpose or "prerender" in purpose:
        return True
    if (headers.get("Sec-Fetch-Site") or "").lower() != "cross-site":
        return False
    navigate = (headers.get("Sec-Fetch-Mode") or "").lower() == "navigate"
    document = (headers.get("Sec-Fetch-Dest") or "document").lower() == "document"
    return not (navigate and document)


class PageHandler(TornadoVoilaHandler):  # type: ignore[misc]  # voila has no types
    """Voilà's page handler: refuses another site's fetches before any kernel, and sets the ``_xsrf`` cookie."""

    async def prepare(self) -> None:
        await super().prepare()
        if self.request.method in ("GET", "HEAD") and cross_site_subresource(self.request.headers):
            self.log.warning("Refused a cross-site %s of %s (Sec-Fetch-Site: cross-site, not a navigation): "
                             "no kernel started", self.request.method, self.request.path)
            raise web.HTTPError(403, "a dashboard starts a kernel only for a page a person opens")
        _ = self.xsrf_token  # sets the _xsrf cookie the shutdown beacon sends back
        give_viewer_cookie(self)  # the viewer's own maps folder (steamlab.publish.viewers)

    async def get(self, path: str | None = None) -> None:
        dropped = await drop_dead_pool_kernels(self.kernel_manager, self.notebook_path or path)
        if dropped:
            self.log.warning("Took %d dead preheated kernel(s) of %s out of the pool; this page gets a fresh one",
                             dropped, self.notebook_path or path)
        await super().get(path)


async def drop_dead_pool_kernels(manager: Any, notebook: str | None) -> int:
    """Take out of ``notebook``'s preheated pool the kernels whose notebook run failed or that are gone, before a page
    is given the first of them; how many were taken out (a fresh kernel is then started for the page, and the pool
    refills after Voilà's ``fill_delay``).

    Voilà hands a page the pool's first kernel without asking whether it lives: one that had died while it ran its
    notebook (a port taken by another process before the kernel bound it) gave the page a spinner for ever, Voilà
    having sent the page's head before the failure. A kernel still running its notebook is left to the page.

    Tested in ``tests/hardening/test_dead_pool_kernel.py`` (a pool of fakes, each case).
    """
    pools = getattr(manager, "_pools", None)
    pool = pools.get(notebook) if isinstance(pools, dict) and notebook else None
    dropped = 0
    while pool and pool[0].done() and await _dead(manager, pool[0]):
        item = pool.pop(0)
        dropped += 1
        kernel_id = None if item.cancelled() or item.exception() else item.result().get("kernel_id")
        if kernel_id is not None and kernel_id in manager:
            with contextlib.suppress(Exception):  # already on its way out
                await manager.shutdown_kernel(kernel_id, now=True)
    if dropped:
        manager.fill_if_needed(notebook_name=notebook)
    return dropped


async def _dead(manager: Any, item: Any) -> bool:
    """Whether a finished pool item (Voilà's task of starting a kernel and running the notebook) is no use to a page:
    the task or the notebook's run failed, or its kernel is gone or its process has ended."""
    if item.cancelled() or item.exception() is not None:
        return True
    content = item.result()
    run = content.get("task")
    if run is not None and run.done() and (run.cancelled() or run.exception() is not None):
        return True
    kernel_id = content.get("kernel_id")
    if kernel_id not in manager:
        return True
    alive = getattr(manager.get_kernel(kernel_id), "is_alive", None) if hasattr(manager, "get_kernel") else None
    if alive is None:
        return False
    answer = alive()
    return not (await answer if inspect.isawaitable(answer) else answer)


class SteamlabVoila(Voila):  # type: ignore[misc]  # voila has no types
    """Voilà with :class:`PageHandler` serving the dashboard pages and :data:`PAGE_POLICY` on every response
    (a ``headers`` entry of ``Voila.tornado_settings`` in the configuration still wins)."""

    def start(self) -> None:
        configured: dict[str, Any] = dict(getattr(self, "tornado_settings", {}))  # a traitlets Dict
        configured["headers"] = {"Content-Security-Policy": PAGE_POLICY, **configured.get("headers", {})}
        self.tornado_settings = configured
        super().start()

    def init_handlers(self) -> list[Any]:
        handlers: list[Any] = super().init_handlers()
        return [(h[0], PageHandler, *h[2:]) if len(h) > 1 and h[1] is TornadoVoilaHandler else h for h in handlers]


main = SteamlabVoila.launch_instance

if __name__ == "__main__":
    main()
