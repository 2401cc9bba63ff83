"""An English lesson that quotes a Japanese rule source says in English what the quote says, beside it (issue 39,
item 7): ``*Rule source:* Steam rules, 「…」 (what it says in English).`` Three footnotes (lessons 4, 5 and 7) gave
the quote alone, which an English reader cannot read."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

FOLDER = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
QUOTE = re.compile(r"「[^」]*」")
TRANSLATION = re.compile(r"\s*\(([^)]*[A-Za-z]{3,}[^)]*)\)")
"""What must follow a quote: a bracket holding English words."""


def untranslated(text: str) -> list[str]:
    """The quotes of ``text`` with no English translation right after them.

    >>> untranslated("*Rule source:* 「海岸線」 (the coast). And 「川」.")
    ['「川」']
    """
    return [m.group(0) for m in QUOTE.finditer(text) if not TRANSLATION.match(text, m.end())]


@pytest.mark.parametrize("path", sorted(FOLDER.glob("[0-9][0-9]_*.ipynb")), ids=lambda p: p.stem)
def test_every_quote_of_a_source_has_its_english_beside_it(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    found = [q for c in nb.cells if c.cell_type == "markdown" for q in untranslated(c.source)]
    assert found == [], f"{path.name}: quotes without an English translation beside them: {found}"
