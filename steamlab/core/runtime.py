"""Where this Python runs: on a server or in a visitor's web page (the live site's Pyodide).

>>> in_browser()
False
"""

from __future__ import annotations

import sys


def in_browser() -> bool:
    """Whether this Python runs in a web page (Pyodide: the live site), with no other process and no network."""
    return sys.platform == "emscripten"
