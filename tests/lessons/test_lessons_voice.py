"""One voice per language (issue 32): an English lesson's prose is plain English, its rule sources cited only in
the rules disclosure under the title (``<details class="steamlab-rules">``) or a ``*Rule source:*`` footnote; a
Japanese lesson's prose is Japanese (tests/lessons/test_lessons_clean.py finds English runs there, names allowed)."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

FOLDER = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
LESSONS = sorted(FOLDER.glob("[0-9][0-9]_*.ipynb"))
JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef■]+")
RULES = re.compile(r'<details class="steamlab-rules">.*?</details>', re.S)


def prose(markdown: str) -> str:
    """The sentences a reader reads: without the rules disclosure, rule-source footnotes, code spans and the link
    to the Japanese copy (its name is the language's own)."""
    text = RULES.sub("", markdown)
    text = "\n\n".join(p for p in text.split("\n\n") if not p.lstrip().startswith("*Rule source:*"))
    text = re.sub(r"`[^`]*`", "", text)
    return re.sub(r"\[日本語\]\([^)]*\)", "", text)


def japanese_in(nb: nbformat.NotebookNode) -> list[str]:
    found = []
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            found += [f"cell {i}: {m.group()!r}" for m in JAPANESE.finditer(prose(cell.source))]
        for output in cell.get("outputs", []):
            text = output.get("text", "") + "".join(str(v) for k, v in output.get("data", {}).items() if k == "text/plain")
            found += [f"cell {i} output: {m.group()!r}" for m in JAPANESE.finditer(text)]
    return found


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_an_english_lesson_speaks_english_outside_its_rule_citations(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    assert japanese_in(nb) == []
    first = nb.cells[0]
    assert RULES.search(first.source) and "Rules taught:" in RULES.search(first.source).group()
    japanese = nbformat.read(FOLDER / "ja" / path.name, as_version=4).cells[0].source  # from locale/ja/<lesson>.po
    assert RULES.search(japanese), "the Japanese copy has the disclosure too"


def test_a_glossary_bracket_or_a_quoted_rule_in_a_sentence_is_found() -> None:
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell('<details class="steamlab-rules"><summary>Rules</summary>\n\n**Rules taught:** '
                                      "■敷設コスト\n\n</details>\n\n`$1` per exit [出口].\n\n*Rule source:* 「海岸線」."),
        nbformat.v4.new_markdown_cell("A coast costs as much as a plain (「海岸線は平地と同じ扱い」)."),
    ])
    assert japanese_in(nb) == ["cell 0: '出口'", "cell 1: '「海岸線は平地と同じ扱い」'"]
