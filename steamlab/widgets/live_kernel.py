"""The live site's kernel carries ``None`` to the page as JSON's ``null`` and back, as a Jupyter server's kernel does.

In the live site, Python runs in the visitor's browser (Pyodide, ``pyodide-kernel``). That kernel hands each
comm message to the page by converting the Python dict to a JavaScript object, and Pyodide turns ``None`` into
``undefined``, not ``null``. ipywidgets' front end removes a style when its value is ``null`` and sets it
otherwise, so ``widget.layout.display = None`` (show the widget again) arrived as ``undefined``, was set as the
CSS text "undefined", was ignored by the browser, and left the widget hidden: the hot seat's "Computer is
thinking" box and a lesson's "Show the answer" button never appeared on the live site, while both worked under
Voila, whose messages travel as JSON.

:func:`carry_nulls` mends that where it happens: the kernel's comm messages have every ``None`` replaced by
Pyodide's ``jsnull`` (which becomes ``null``) before they leave, and the page's messages, whose ``null`` Pyodide
turns into ``jsnull``, have it back as ``None`` before a widget reads them (a trait that allows ``None`` would
refuse ``jsnull``). Elsewhere it does nothing. The package's
``__init__`` calls it, so any widget module imported in the live site has it in place before its first message.

>>> nulls_as({"state": {"display": None, "sizes": [1, None]}, "buffer_paths": []}, "NULL")
{'state': {'display': 'NULL', 'sizes': [1, 'NULL']}, 'buffer_paths': []}
>>> carry_nulls()  # not in a browser: nothing to mend
False
"""

from __future__ import annotations

from typing import Any

from steamlab.core.runtime import in_browser


def nulls_as(value: Any, null: Any, was: Any = None) -> Any:
    """``value`` with every ``was`` (``None`` by default) inside its dicts, lists and tuples (a message's JSON)
    replaced by ``null``; anything else (bytes of a buffer, numbers, strings) kept as it is.

    >>> nulls_as([None, {"a": (None, 0)}], "NULL")
    ['NULL', {'a': ['NULL', 0]}]
    >>> nulls_as({"index": "NULL", "n": 2}, None, was="NULL")  # the way in: the page's null back to None
    {'index': None, 'n': 2}
    """
    if value is was:
        return null
    if isinstance(value, dict):
        return {key: nulls_as(item, null, was) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [nulls_as(item, null, was) for item in value]
    return value


_mended = False
"""Whether :func:`carry_nulls` has wrapped the kernel's comms already (an import twice must not wrap twice)."""


def carry_nulls() -> bool:
    """In Pyodide's kernel, make its comms send ``None`` as ``null`` (once); whether the kernel was mended."""
    if not in_browser():
        return False
    try:
        from pyodide.ffi import jsnull  # type: ignore[import-not-found]
        from pyodide_kernel.comm import Comm  # type: ignore[import-not-found]
    except ImportError:  # Pyodide without its Jupyter kernel (a script): no comms to mend
        return False
    global _mended
    if _mended:
        return True
    send = Comm.publish_msg

    def publish_msg(self: Any, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None,
                    **keys: Any) -> Any:
        data = nulls_as(data, jsnull) if isinstance(data, dict) else data  # (no data: the kernel's own {})
        return send(self, msg_type, data, metadata, buffers, **keys)

    read = Comm.handle_msg

    def handle_msg(self: Any, message: Any) -> Any:  # the page's null arrives as jsnull: None, as from JSON
        return read(self, nulls_as(message, None, was=jsnull))

    Comm.publish_msg = publish_msg
    Comm.handle_msg = handle_msg
    _mended = True
    return True
