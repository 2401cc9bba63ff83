"""The canonical text of a map file: how the editor writes ``steamlab-map/1``.

Two-space indents for the header (``json.dumps(indent=2)``), then ``hexes``
with one hex per line, keys in the documented order, a final newline -- the
layout of the shipped maps, so a map rebuilt in the editor is byte-for-byte
the shipped file.

>>> print(map_json({"format": "steamlab-map/1", "id": "x", "hexes": [{"at": [0, 0], "terrain": "plain"}]}), end="")
{
  "format": "steamlab-map/1",
  "id": "x",
  "hexes": [
    {"at": [0, 0], "terrain": "plain"}
  ]
}
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

TOP_ORDER = (
    "format", "id", "title", "titles", "source", "notes", "orientation", "players", "turns", "impassable",
    "new_cities", "goods_display", "goods_supply", "terrain_costs",
)  # fmt: skip
"""Header fields in the order they are written (``hexes`` always comes last)."""


def map_json(doc: Mapping[str, Any]) -> str:
    """``doc`` (a map as plain JSON data) as the canonical file text.

    Fields are written in :data:`TOP_ORDER`, unknown ones after them, ``hexes`` last.
    """
    head = {k: doc[k] for k in TOP_ORDER if k in doc}
    head.update({k: v for k, v in doc.items() if k not in head and k != "hexes"})
    text = json.dumps(head, indent=2, ensure_ascii=False)
    hexes = doc.get("hexes", [])
    if hexes:
        body = '  "hexes": [\n' + ",\n".join("    " + json.dumps(h, ensure_ascii=False) for h in hexes) + "\n  ]"
    else:
        body = '  "hexes": []'
    if head:
        return text[:-2] + ",\n" + body + "\n}\n"
    return "{\n" + body + "\n}\n"
