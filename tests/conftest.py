"""Fixtures shared by the test folders.

``stream``: the messages the ipycanvas canvas manager sends, captured by replacing
``send`` on its private manager (ipycanvas is pinned to 0.14.x in pyproject.toml),
and decoded into command names; a test using it is skipped where ipycanvas is missing.

This file is not collected for doctests (``collect_ignore``): with ``--doctest-modules`` pytest imports every
``conftest.py`` under the one module name ``conftest``, and tests/browser/conftest.py holds that name by then.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

collect_ignore = ["conftest.py"]


class Stream:
    """Messages the canvas manager sends, decoded into command names (``names``: ipycanvas' ``_CMD_LIST``)."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        """ipycanvas' command names by number (its ``_CMD_LIST``)."""
        self.messages: list[tuple[object, list[Any]]] = []

    def send(self, content: object, buffers: list[Any] | None = None) -> None:
        self.messages.append((content, list(buffers or [])))

    def _commands(self, i: int) -> list[list[Any]]:
        _, buffers = self.messages[i]
        cmds = json.loads(bytes(buffers[0]))
        if cmds and isinstance(cmds[0], int):  # a single command sent outside hold_canvas
            cmds = [cmds]
        return list(cmds)

    def commands(self, i: int = -1) -> list[str]:
        """The command names of message ``i`` (the last by default)."""
        return [self.names[c[0]] for c in self._commands(i)]

    def calls(self, i: int = -1) -> list[tuple[str, list[Any]]]:
        """The commands of message ``i`` with their arguments."""
        return [(self.names[c[0]], c[1] if len(c) > 1 else []) for c in self._commands(i)]

    def nbytes(self, i: int = -1) -> int:
        """The size of message ``i``'s buffers."""
        return sum(len(bytes(b)) for b in self.messages[i][1])


@pytest.fixture
def stream(monkeypatch: pytest.MonkeyPatch) -> Iterator[Stream]:
    """Everything the canvases send during the test; afterwards, no canvas is left holding its commands."""
    canvas = pytest.importorskip("ipycanvas.canvas")
    s = Stream(canvas._CMD_LIST)
    monkeypatch.setattr(canvas._CANVAS_MANAGER, "send", s.send)
    yield s
    assert canvas._CANVAS_MANAGER._caching is False


@pytest.fixture
def run_apart():
    """``run_apart(coroutine)``: ``asyncio.run`` in a thread of its own. A browser test before, in the same worker,
    leaves Playwright's event loop running in the main thread, where ``asyncio.run`` then refuses to start."""
    import asyncio
    import concurrent.futures

    def run(coroutine: Any, timeout: float = 600) -> Any:
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, coroutine).result(timeout=timeout)

    return run
