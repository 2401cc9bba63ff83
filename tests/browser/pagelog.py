"""What a browser test's page asked of the server and has no answer to yet: printed under a failed test."""

from __future__ import annotations

import time


class PageLog:
    """What a page asked of the server and has no answer to yet, and what its console said: printed under a failed
    test (:func:`pytest_runtest_makereport`), so a page that never finished loading says which request it waits for."""

    def __init__(self, page) -> None:
        self.start = time.monotonic()
        self.pending: dict[object, tuple[float, str]] = {}
        self.console: list[str] = []
        page.on("request", lambda r: self.pending.__setitem__(r, (time.monotonic() - self.start, f"{r.method} {r.url}")))
        page.on("requestfinished", lambda r: self.pending.pop(r, None))
        page.on("requestfailed", lambda r: self.pending.pop(r, None))
        page.on("console", lambda m: self.console.append(f"{time.monotonic() - self.start:7.1f} s {m.type}: {m.text}"))
        page.on("websocket", lambda ws: self.console.append(f"{time.monotonic() - self.start:7.1f} s websocket {ws.url}"))
        page.on("load", lambda _p: self.console.append(f"{time.monotonic() - self.start:7.1f} s load event"))

    def report(self) -> str:
        now = time.monotonic() - self.start
        waiting = [f"  since {t:7.1f} s ({now - t:.0f} s): {what}" for t, what in sorted(self.pending.values())]
        return "\n".join([f"requests unanswered at {now:.1f} s:", *(waiting or ["  none"]),
                          "console and page events (last 30):", *self.console[-30:]])
