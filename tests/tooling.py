"""The project's tools (``tools/*.py``, scripts rather than a package) loaded as modules for their tests.

>>> load_tool("words", "words_tool").__name__
'words_tool'
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def load_tool(name: str, module: str | None = None) -> ModuleType:
    """``tools/<name>.py`` as a module called ``module`` (default: ``name``), its top level run once per call."""
    spec = importlib.util.spec_from_file_location(module or name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
