"""The user maps folder kept in the visitor's browser (IndexedDB) when steamlab runs there (the live site).

Under Pyodide the kernel's files live in memory: a map saved by the map editor would be gone at the next
page. :func:`keep_user_maps` mounts Emscripten's IndexedDB file system (``IDBFS``) on the user maps folder
(:func:`steamlab.core.maps.user_maps_dir`), reads what this browser kept there before, and writes the folder
back to IndexedDB every :data:`SYNC_SECONDS` (only what changed). Every dashboard of the live site
runs it first (``await keep_user_maps()``, a cell the build adds: see :mod:`steamlab.publish.lite`), so a map
saved in the editor is in the hot seat's and the map viewer's lists, on this computer, in this browser.
Anywhere else it does nothing and returns the folder.

>>> keep_user_maps_sync() == user_maps_dir()
True
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from steamlab.core.maps import user_maps_dir
from steamlab.core.runtime import in_browser

SYNC_SECONDS = 2
"""How often the folder is written back to the browser's storage (only what changed is written)."""

_mounted: dict[str, Any] = {}


def keep_user_maps_sync() -> Path:
    """The user maps folder; outside a browser, nothing else to do."""
    return user_maps_dir()


async def keep_user_maps() -> Path:
    """Keep the user maps folder in the browser's IndexedDB (see the module); returns the folder."""
    folder = user_maps_dir()
    if not in_browser() or str(folder) in _mounted:
        return folder
    import js  # type: ignore[import-not-found]  # Pyodide's own modules
    import pyodide_js  # type: ignore[import-not-found]
    from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

    fs = pyodide_js.FS
    folder.mkdir(parents=True, exist_ok=True)
    fs.mount(fs.filesystems.IDBFS, js.Object.new(), str(folder))
    loaded: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def done(error: Any = None) -> None:
        if not loaded.done():
            loaded.set_result(None)

    on_loaded = create_proxy(done)
    fs.syncfs(True, on_loaded)  # IndexedDB -> the folder
    await loaded
    on_loaded.destroy()

    written = create_proxy(lambda error=None: None)

    def save(*_args: Any) -> None:
        fs.syncfs(False, written)  # the folder -> IndexedDB

    keep = create_proxy(save)
    _mounted[str(folder)] = (keep, written, js.setInterval(keep, SYNC_SECONDS * 1000))
    return folder


__all__ = ["SYNC_SECONDS", "keep_user_maps", "keep_user_maps_sync"]
