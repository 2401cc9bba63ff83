"""The Voilà that ``make run``, ``steamlab serve`` and the browser tests start: stock Voilà with its doors checked.

Run as ``python -m steamlab.publish.server notebooks/dashboards --port=8866`` (any Voilà option). Why not plain
``voila``: a dashboard page (``/voila/render/<notebook>``) starts a kernel and runs its notebook for *any* GET, and
Voilà leaves several of Jupyter's checks weaker than they should be. What this module changes:

- **Kernels only for real viewers, and only so many.** A GET that a browser marks as coming from another origin
  and that is not a top-level navigation (an image tag, a prefetch, a ``fetch`` or an iframe of another page:
  ``Sec-Fetch-Site`` ``cross-site`` *or* ``same-site`` — a page on another port of the same host is another origin,
  scheme, host and port compared — with ``Sec-Fetch-Mode`` other than ``navigate`` or ``Sec-Fetch-Dest`` other than
  ``document``, or any ``Sec-Purpose: prefetch``) is refused with 403 *before* a kernel is taken or started. A
  person following a link from another site still gets the dashboard. Then the page must find a place among the
  kernels (:meth:`steamlab.publish.kernels.PageKernelManager.admit`: so many per client, so many in all, set in
  ``voila.json``); a page that finds none gets :func:`busy_page` (503, English and Japanese, says which bound) which
  retries by itself, never a blank page. Kernels of viewers who left while holding a socket open are ended by
  the manager (it hears every page message through :class:`PageSocketConnection`).
- **No page gets a dead preheated kernel.** Voilà hands a page the first kernel of its dashboard's pool without
  asking whether it lives; :func:`drop_dead_pool_kernels` first takes out any whose notebook run failed or whose
  process ended (the page then gets a fresh kernel, as when the pool is empty).
- **The XSRF check stays on, and a forged cookie does not pass it.** The page sets the ``_xsrf`` cookie before
  streaming, so Voilà's shutdown beacon (a POST carrying that cookie's value) passes and a closed tab ends its
  kernel at once. Tornado only compares the cookie with the form (``_xsrf=abc`` twice passed); every handler here
  also requires the token to carry the server's signature (:class:`SignedXsrf`, keyed by Jupyter's
  ``cookie_secret``), so a cookie another site or a script makes up is replaced and its POST refused.
- **Nothing from another site, no script the server did not write.** Every response carries :data:`PAGE_POLICY`
  as its ``Content-Security-Policy``: scripts, styles, fonts, images and connections from this server only, and no
  inline script. A dashboard page adds a fresh nonce per response and gives it to the inline scripts of Voilà's
  own template only (:class:`TemplateScripts`), never to one inside a cell's output.
- **No 500 for a path.** Voilà's template file handler answered 500 for ``/voila/templates/../`` and any path
  not of the form ``<template>/static/<file>`` (:class:`TemplateFiles`: 404), and ``/logout`` tried to render a
  page the server has no files for (there is no login: the handler is left out, 404).
- **A widget script is fetched once.** The widgets' front-end files whose names carry their content's hash are
  sent as immutable (:class:`ExtensionFiles`); Voilà sent every one ``no-cache``, and each page asked again.

The Host and Origin checks of Jupyter are settings (``voila.json``: ``allow_remote_access`` off,
``local_hostnames``).

>>> cross_site_subresource({"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"})
True
>>> cross_site_subresource({"Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe"})
True
>>> cross_site_subresource({"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"})
False
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import html
import inspect
import os
import random
import re
import time
from collections.abc import Mapping
from typing import Any

from jupyter_server.base.handlers import FileFindHandler
from jupyter_server.services.kernels.connection.channels import (  # type: ignore[import-untyped,unused-ignore]
    ZMQChannelsWebsocketConnection,
)
from nbclient.util import ensure_async
from tornado import web
from traitlets import default
from voila.app import Voila
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler

from steamlab.i18n.words import table as word_table
from steamlab.publish.motion import still_when_asked
from steamlab.publish.refill import refill_after_page
from steamlab.publish.viewers import give_viewer_cookie

PAGE_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self' blob:",  # no inline script (a dashboard page's nonce is added per response); anywidget's modules
    "style-src 'self' 'unsafe-inline'",  # widgets style their views inline
    "img-src 'self' data: blob:",  # the pictures widgets and canvases make
    "font-src 'self' data:",
    "connect-src 'self'",  # the kernel's websocket and Voilà's API: this host only
    "worker-src 'self'",
    "frame-ancestors 'self'",  # Jupyter Server's own default, kept
])
"""The ``Content-Security-Policy`` of every response: a page loads nothing from another site, runs no inline
script. A dashboard page's own policy is :func:`page_policy` (the same with its nonce)."""

BUSY = word_table("publish.server", "BUSY")


def page_policy(nonce: str) -> str:
    """:data:`PAGE_POLICY` letting the inline scripts that carry ``nonce`` run.

    >>> "script-src 'self' 'nonce-abc' blob:" in page_policy("abc")
    True
    """
    return PAGE_POLICY.replace("script-src 'self'", f"script-src 'self' 'nonce-{nonce}'", 1)


def cross_site_subresource(headers: Mapping[str, str]) -> bool:
    """Whether a request with ``headers`` is another origin's page making the browser fetch a dashboard (not a
    person opening it): a prefetch, or a request from another origin that is not a top-level navigation.

    The browser compares scheme, host *and port* for us: ``Sec-Fetch-Site`` is ``same-origin`` only for this
    server's own pages; ``same-site`` is another port (or scheme) of the same host, as foreign as ``cross-site``.
    """
    purpose = (headers.get("Sec-Purpose") or headers.get("Purpose") or "").lower()
    if "prefetch" in purpose or "prerender" in purpose:
        return True
    if (headers.get("Sec-Fetch-Site") or "").lower() not in ("cross-site", "same-site"):
        return False
    navigate = (headers.get("Sec-Fetch-Mode") or "").lower() == "navigate"
    document = (headers.get("Sec-Fetch-Dest") or "document").lower() == "document"
    return not (navigate and document)


def foreign_origin(headers: Mapping[str, str], own: str) -> bool:
    """Whether a request says it comes from a page of another origin than ``own`` (``scheme://host:port``): an
    ``Origin`` header naming another scheme, host or port. (A browser sends it on a page's fetches; a person's
    navigation sends none.)

    >>> foreign_origin({"Origin": "http://127.0.0.1:9999"}, "http://127.0.0.1:8866")
    True
    >>> foreign_origin({"Origin": "http://127.0.0.1:8866"}, "http://127.0.0.1:8866"), foreign_origin({}, "http://a")
    (False, False)
    """
    origin = (headers.get("Origin") or "").strip().lower().rstrip("/")
    return bool(origin) and origin != own.lower().rstrip("/")


# -- XSRF tokens the server signed ------------------------------------------------------------------------------
def signed_token(secret: bytes, nonce: bytes | None = None) -> bytes:
    """A raw XSRF token (16 bytes) that only a holder of ``secret`` can make: 8 random bytes and their HMAC.

    >>> token = signed_token(b"k" * 32)
    >>> len(token), token_is_signed(b"k" * 32, token), token_is_signed(b"x" * 32, token)
    (16, True, False)
    >>> token_is_signed(b"k" * 32, b"abc")
    False
    """
    nonce = os.urandom(8) if nonce is None else nonce
    return nonce + hmac.new(secret, b"steamlab-xsrf:" + nonce, hashlib.sha256).digest()[:8]


def token_is_signed(secret: bytes, token: bytes | None) -> bool:
    """Whether ``token`` (raw bytes) was made by :func:`signed_token` with ``secret``."""
    if not token or len(token) != 16 or not secret:
        return False
    return hmac.compare_digest(token, signed_token(secret, token[:8]))


class SignedXsrf:
    """Tornado's XSRF check on a handler, with the token signed by the server's ``cookie_secret``.

    Tornado accepts any ``_xsrf`` cookie and takes its value as the token, so a request that makes up the cookie and
    sends the same value in the form passes. Here a cookie whose token the server did not sign is treated as no
    cookie: the handler makes a fresh signed token (and sets it as the cookie when the page reads it), so the
    made-up form value no longer matches and the POST is refused with 403.
    """

    def _get_raw_xsrf_token(self) -> tuple[int | None, bytes, float]:
        handler: Any = self
        if not getattr(handler, "_steamlab_xsrf_checked", False):
            handler._steamlab_xsrf_checked = True
            secret = handler.settings.get("cookie_secret") or b""
            secret = secret.encode() if isinstance(secret, str) else secret
            _, token, _ = super()._get_raw_xsrf_token()  # type: ignore[misc]
            if not token_is_signed(secret, token):
                handler._raw_xsrf_token = (None, signed_token(secret), time.time())
        raw: tuple[int | None, bytes, float] = super()._get_raw_xsrf_token()  # type: ignore[misc]
        return raw


def _with_signed_xsrf(handler: Any) -> Any:
    """``handler``'s class with :class:`SignedXsrf` first in its bases (any Tornado handler; others as they are)."""
    if not (isinstance(handler, type) and issubclass(handler, web.RequestHandler)) or issubclass(handler, SignedXsrf):
        return handler
    return type(handler.__name__, (SignedXsrf, handler), {"__module__": __name__})


# -- inline scripts: only the template's --------------------------------------------------------------------------
_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.S | re.I)
_CELLS = 'id="rendered_cells"'
_TEMPLATE_CALLS = re.compile(
    r"\s*(?:voila_process\(\d+, \d+\)|window\.voila_finish\(\);?|window\.voila_heartbeat\(\);?)\s*")
"""The only inline scripts Voilà's template writes among the cells (its progress, its finish, its heartbeat)."""


class TemplateScripts:
    """Gives a page's nonce to the inline scripts of Voilà's template, as the page streams out.

    Voilà's page is its template (head, start-up scripts, progress calls) with the cells' outputs in between. The
    template's scripts run only with the page's nonce (:func:`page_policy`): those above the cells (everything
    before ``id="rendered_cells"``: no cell output is there) and, among the cells, only the exact progress, finish
    and heartbeat calls. A ``<script>`` inside a cell's output gets no nonce: the browser refuses it.

    >>> t = TemplateScripts("N")
    >>> t.feed('<script>a()</script><div id="rendered_cells"><scr') + t.feed('ipt>voila_process(1, 2)</script>')
    '<script nonce="N">a()</script><div id="rendered_cells"><script nonce="N">voila_process(1, 2)</script>'
    >>> t.feed('<script>steal()</script><script type="application/json">{}</script>') + t.close()
    '<script>steal()</script><script type="application/json">{}</script>'
    >>> t.feed('<script type="text/javascript">window.voila_finish();</script>')
    '<script nonce="N" type="text/javascript">window.voila_finish();</script>'
    """

    def __init__(self, nonce: str) -> None:
        self.nonce = nonce
        self._pending = ""
        self._in_cells = False

    def feed(self, text: str) -> str:
        """What of ``text`` (and what was held back) can go out now; an unfinished ``<script`` is held back."""
        text, self._pending = self._pending + text, ""
        out: list[str] = []
        pos = 0
        for match in _SCRIPT.finditer(text):
            out.append(self._before(text[pos:match.start()]))
            out.append(self._script(match))
            pos = match.end()
        rest = text[pos:]
        cut = rest.lower().rfind("<script")
        if cut < 0:  # a tag name cut at the end ("<scr") is held back too
            tail = rest[-7:].lower()
            cut = next((len(rest) - len(tail) + i for i in range(len(tail)) if "<script".startswith(tail[i:])), -1)
        if cut >= 0:
            rest, self._pending = rest[:cut], rest[cut:]
        out.append(self._before(rest))
        return "".join(out)

    def close(self) -> str:
        """Whatever was held back (an unfinished tag is sent as it is)."""
        rest, self._pending = self._pending, ""
        return rest

    def _before(self, text: str) -> str:
        if _CELLS in text:
            self._in_cells = True
        return text

    def _script(self, match: re.Match[str]) -> str:
        attrs, body = match.group(1), match.group(2)
        kind = re.search(r"\btype\s*=\s*[\"']?([^\"'\s>]*)", attrs, re.I)
        runs = not re.search(r"\bsrc\s*=", attrs, re.I) and (
            kind is None or kind.group(1).lower() in ("", "text/javascript", "module", "application/javascript"))
        ours = not self._in_cells or _TEMPLATE_CALLS.fullmatch(body) is not None
        if not (runs and ours) or "nonce=" in attrs.lower():
            return match.group(0)
        return f'<script nonce="{self.nonce}"{attrs}>{body}</script>'


# -- the page a viewer gets when there is no place -------------------------------------------------------------------
def busy_page(reason: str, limit: int, lang: str = "en", retry_s: int = 10) -> str:
    """The page of a viewer the server has no kernel for now: says why in English and Japanese (the viewer's
    language first) and reloads itself after ``retry_s`` seconds (no script: the page policy allows none).

    >>> page = busy_page("total", 24, "ja")
    >>> 'id="steamlab-busy"' in page, page.index("満員") < page.index("full"), 'http-equiv="refresh" content="10"' in page
    (True, True, True)
    """
    langs = ("ja", "en") if lang == "ja" else ("en", "ja")
    parts = []
    for code in langs:
        parts.append(f'<section lang="{code}"><h1>{html.escape(BUSY["title"][code])}</h1>'
                     f'<p>{html.escape(BUSY[reason][code].format(limit=limit))}</p></section>')
    retry = " / ".join(html.escape(BUSY["retry"][code]) for code in langs)
    return (f'<!DOCTYPE html><html lang="{langs[0]}"><head><meta charset="utf-8">'
            f'<meta http-equiv="refresh" content="{retry_s}"><title>{html.escape(BUSY["title"][langs[0]])}</title>'
            '<style>body{font-family:system-ui,sans-serif;max-width:40em;margin:3em auto;padding:0 1em;color:#222}'
            'section{margin-bottom:1.5em}</style></head>'
            f'<body><main id="steamlab-busy" data-reason="{html.escape(reason)}">{"".join(parts)}'
            f'<p><a href="">{retry}</a></p></main></body></html>')


class _PageKernels:
    """The kernel manager as one page's handler sees it: the kernel Voilà takes or starts for the page is bound
    to the page's place (:meth:`steamlab.publish.kernels.PageKernelManager.bind`); everything else is the manager."""

    def __init__(self, manager: Any, place: Any) -> None:
        self._manager = manager
        self._place = place

    def __getattr__(self, name: str) -> Any:
        return getattr(self._manager, name)

    def __contains__(self, kernel_id: object) -> bool:
        return kernel_id in self._manager

    async def get_rendered_notebook(self, *args: Any, **kwargs: Any) -> Any:
        result = await self._manager.get_rendered_notebook(*args, **kwargs)
        self._manager.bind(self._place, result[2])
        return result

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
        kernel_id: str = await ensure_async(self._manager.start_kernel(*args, **kwargs))
        self._manager.bind(self._place, kernel_id)
        return kernel_id


class PageHandler(TornadoVoilaHandler):  # type: ignore[misc]  # voila has no types
    """Voilà's page handler: refuses other origins' fetches before any kernel, admits a page only where there is a
    place for its kernel (else :func:`busy_page`), gives the template's scripts a nonce, sets the ``_xsrf`` cookie."""

    _page_kernels: _PageKernels | None = None
    _scripts: TemplateScripts | None = None
    _head_done = False

    @property
    def kernel_manager(self) -> Any:
        return self._page_kernels or self.settings["kernel_manager"]

    async def prepare(self) -> None:
        await super().prepare()
        own = f"{self.request.protocol}://{self.request.host}"
        if self.request.method in ("GET", "HEAD") and (
                cross_site_subresource(self.request.headers) or foreign_origin(self.request.headers, own)):
            self.log.warning("Refused a %s of %s from another origin (Sec-Fetch-Site: %s, Origin: %s; not a "
                             "navigation): no kernel started", self.request.method, self.request.path,
                             self.request.headers.get("Sec-Fetch-Site"), self.request.headers.get("Origin"))
            raise web.HTTPError(403, "a dashboard starts a kernel only for a page a person opens")
        _ = self.xsrf_token  # sets the _xsrf cookie the shutdown beacon sends back
        give_viewer_cookie(self)  # the viewer's own maps folder (steamlab.publish.viewers)

    async def get(self, path: str | None = None) -> None:
        manager = self.settings["kernel_manager"]
        admit = getattr(manager, "admit", None)
        place = admit(self.request.remote_ip or "") if admit else None
        if place is not None and not place.admitted:
            self._refuse(manager, place)
            return
        nonce = base64.b64encode(os.urandom(18)).decode()
        self.set_header("Content-Security-Policy", page_policy(nonce))
        self._scripts = TemplateScripts(nonce)
        try:
            if place is not None:
                self._page_kernels = _PageKernels(manager, place)
            dropped = await drop_dead_pool_kernels(manager, self.notebook_path or path)
            if dropped:
                self.log.warning("Took %d dead preheated kernel(s) of %s out of the pool; this page gets a fresh one",
                                 dropped, self.notebook_path or path)
            await super().get(path)
        finally:
            if place is not None:
                manager.release(place)
            if self._scripts is not None and not self._finished:
                rest = self._scripts.close()
                if rest:
                    super().write(rest)

    def _refuse(self, manager: Any, place: Any) -> None:
        limit = manager.max_kernels_per_client if place.reason == "client" else manager.max_page_kernels
        retry = random.randint(8, 15)  # noqa: S311 (spreads a class's retries; nothing secret)
        self.log.warning("No place for a page of %s from %s (%s bound, %d): told to retry in %d s",
                         self.request.path, place.client, place.reason, limit, retry)
        lang = "ja" if self.get_argument("lang", "") == "ja" or (
            self.request.headers.get("Accept-Language", "").lower().startswith("ja")) else "en"
        self.set_status(503)
        self.set_header("Retry-After", str(retry))
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(busy_page(place.reason, limit, lang, retry))

    def write(self, chunk: str | bytes | dict[str, Any]) -> None:
        if self._scripts is not None and isinstance(chunk, str | bytes):
            text = chunk.decode("utf-8") if isinstance(chunk, bytes) else chunk
            if not self._head_done and "</head>" in text:
                text, self._head_done = still_when_asked(text), True
            text = self._scripts.feed(text)
            chunk = text.encode("utf-8") if isinstance(chunk, bytes) else text
        super().write(chunk)


class TemplateFiles(TemplateStaticFileHandler):  # type: ignore[misc]  # voila has no types
    """Voilà's template files (``/voila/templates/<template>/static/<file>``), with 404 for any other path.

    Voilà's handler splits the path into three parts and asserts the middle one, so ``/voila/templates/../``,
    ``/voila/templates/`` or an unknown template answered 500 (an uncaught exception)."""

    _PATH = re.compile(r"(?!\.\.?/)[A-Za-z0-9_.-]+/static/[^\x00]+")

    async def get(self, path: str, include_body: bool = True) -> None:
        if not self._PATH.fullmatch(path or "") or ".." in path.split("/"):
            raise web.HTTPError(404)
        try:
            self.parse_url_path(path)
        except Exception:  # an unknown template: Voilà's path lookup raises
            raise web.HTTPError(404) from None
        await super().get(path, include_body)


class ExtensionFiles(FileFindHandler):
    """The widgets' front-end files (``/voila/labextensions/...``): a file whose name carries its content's hash
    (``remoteEntry.5cbb9d23….js``, ``704.6a820cc8….js``: every script a dashboard loads from there) is sent as
    immutable, so a browser that has it never asks again; any other file (``package.json``, ``style.js``) is asked
    for each time, as Voilà sends them all (``Cache-Control: no-cache``).

    Without it each page of a browser asked again for its ~20 extension scripts (an answer "not modified" each).

    >>> hashed = ExtensionFiles._HASHED.search
    >>> bool(hashed("@jupyter-widgets/jupyterlab-manager/static/704.6a820cc839aca480.js"))
    True
    >>> bool(hashed("anywidget/static/2.3dbf81c0.js")), bool(hashed("x/static/style.js")), bool(hashed("package.json"))
    (True, False, False)
    """

    _HASHED = re.compile(r"\.[0-9a-f]{8,}\.(?:js|css)$")

    def set_headers(self) -> None:
        super().set_headers()
        if self._HASHED.search(self.request.path):
            self.set_header("Cache-Control", "public, max-age=31536000, immutable")


class PageSocketConnection(ZMQChannelsWebsocketConnection):  # type: ignore[misc,unused-ignore]
    """Jupyter Server's kernel websocket connection, telling the kernel manager each time a page sends its kernel a
    message (:meth:`steamlab.publish.kernels.PageKernelManager.heard_from_page`): a socket held open by a script
    that says nothing is then told apart from a page."""

    def handle_incoming_message(self, incoming_msg: str) -> None:
        heard = getattr(self.multi_kernel_manager, "heard_from_page", None)
        if heard is not None:
            heard(self.kernel_id)
        super().handle_incoming_message(incoming_msg)


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
    """Voilà with :class:`PageHandler` serving the dashboard pages, :class:`TemplateFiles` the template files,
    :class:`ExtensionFiles` the widgets' front-end files, the XSRF token signed on every handler,
    :class:`PageSocketConnection` on the kernel sockets, :func:`~steamlab.publish.refill.refill_after_page` on
    the kernel pool and :data:`PAGE_POLICY`
    on every response (a ``headers`` entry of ``Voila.tornado_settings`` in the configuration still wins)."""

    @default("kernel_websocket_connection_class")
    def _page_sockets(self) -> type:
        return PageSocketConnection

    def init_settings(self) -> Any:
        settings = super().init_settings()
        manager = self.kernel_manager  # its pool's replacements wait for the page that took a kernel (issue 44)
        manager.__class__ = refill_after_page(type(manager))
        return settings

    def start(self) -> None:
        configured: dict[str, Any] = dict(getattr(self, "tornado_settings", {}))  # a traitlets Dict
        configured["headers"] = {"Content-Security-Policy": PAGE_POLICY, **configured.get("headers", {})}
        self.tornado_settings = configured
        super().start()

    def init_handlers(self) -> list[Any]:
        handlers: list[Any] = []
        login = bool(getattr(getattr(self, "identity_provider", None), "login_available", False))
        for h in super().init_handlers():
            h = tuple(h)
            if len(h) > 1 and h[1] is TornadoVoilaHandler:
                h = (h[0], PageHandler, *h[2:])
            elif len(h) > 1 and h[1] is TemplateStaticFileHandler:
                h = (h[0], TemplateFiles, *h[2:])
            elif len(h) > 1 and h[1] is FileFindHandler and str(h[0]).endswith("/labextensions/(.*)"):
                h = (h[0], ExtensionFiles, *h[2:])
            elif len(h) > 1 and not login and str(h[0]).rstrip("/").endswith("/logout"):
                continue  # there is no login to leave; its page needs files the server does not have (it answered 500)
            handlers.append((h[0], _with_signed_xsrf(h[1]), *h[2:]) if len(h) > 1 else h)
        return handlers


main = SteamlabVoila.launch_instance

if __name__ == "__main__":
    main()
