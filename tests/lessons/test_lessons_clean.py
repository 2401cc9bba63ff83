"""The lessons read clean: what a reader sees carries no test marker, seed file, internal name or stray maths.

A reader sees every markdown cell, every code cell's source and every stored
output. In them this test looks for

* ``NBVAL`` text (nbval's markers belong in cell tags, out of the reader's view);
* a rule-source file name or hash (``002_1d6a9ca93ca140b3.txt``, ``seed 002``):
  citations are readable references (game, section);
* a ``snake_case`` identifier in markdown or in an output (code may use them);
* a ``$`` pair a Markdown renderer would turn into maths: outside code spans
  a markdown text holds at most one ``$``. ``\\$`` counts too, because JupyterLab
  unescapes it before MathJax reads the page.

Every check is also run on a planted example, so a check that finds nothing
cannot pass by accident.

>>> [p.kind for p in problems("see `002_1d6a9ca93ca140b3.txt`", "markdown")]
['seed file']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import nbformat
import pytest

from steamlab.core.maps import place_names
from steamlab.i18n.check import english_runs

FOLDER = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
LESSONS = sorted(FOLDER.glob("*.ipynb"))
JA_LESSONS = sorted((FOLDER / "ja").glob("*.ipynb"))
"""The Japanese copies tools/lessons_ja.py writes: read as closely as the English sources."""

NBVAL = re.compile(r"nbval", re.IGNORECASE)
SEED_FILE = re.compile(r"\b\d{3}_[0-9a-f]{16}(?:\.txt)?\b|\b[0-9a-f]{16}\b|\bseeds? \d{3}\b|\bseed `\d{3}`", re.IGNORECASE)
SNAKE = re.compile(r"\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b")
FENCED = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)
LINK_TARGET = re.compile(r"\]\([^)\s]*\)")
"""A Markdown link's target (``](07_final_scoring.ipynb)``): the reader sees the link's text, not its address."""


@dataclass(frozen=True)
class Problem:
    """One thing a reader should not see: its kind and the text found."""

    kind: str
    found: str


def prose(markdown: str) -> str:
    """Markdown without its fenced blocks, code spans and link targets: the text a maths renderer reads.

    >>> prose("pays `$4`, then ```\\n$2\\n``` and $1; [next](02_building_costs.ipynb)")
    'pays , then  and $1; [next]'
    """
    return LINK_TARGET.sub("]", CODE_SPAN.sub("", FENCED.sub("", markdown)))


def problems(text: str, kind: str) -> list[Problem]:
    """What is wrong with one piece of reader-visible text.

    ``kind`` is ``"markdown"`` (a markdown cell or a Markdown output), ``"output"``
    (plain text, HTML or a stream) or ``"code"`` (a code cell's source: only
    test markers and seed files are looked for there).

    >>> problems("Player 1 pays `$3`, Player 2 pays `$1`.", "markdown")
    []
    >>> [p.kind for p in problems("pays $3, then $1", "markdown")]
    ['dollar pair']
    """
    found = [Problem("NBVAL", m.group()) for m in NBVAL.finditer(text)]
    found += [Problem("seed file", m.group()) for m in SEED_FILE.finditer(text)]
    if kind in ("markdown", "output"):
        found += [Problem("snake_case", m.group()) for m in SNAKE.finditer(text)]
    if kind == "markdown" and prose(text).count("$") >= 2:
        found.append(Problem("dollar pair", prose(text)))
    return found


def reader_texts(nb: nbformat.NotebookNode) -> list[tuple[str, str, str]]:
    """``(where, kind, text)`` for everything a reader of ``nb`` sees."""
    out = []
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            out.append((f"cell {i}", "markdown", cell.source))
            continue
        if cell.cell_type != "code":
            continue
        out.append((f"cell {i} source", "code", cell.source))
        for output in cell.get("outputs", []):
            if output.output_type == "stream":
                out.append((f"cell {i} output", "output", output.text))
            for mime, value in output.get("data", {}).items():
                text = "".join(value) if isinstance(value, list) else str(value)
                if mime == "text/markdown":
                    out.append((f"cell {i} {mime}", "markdown", text))
                elif mime.startswith("text/") and mime != "text/html":
                    out.append((f"cell {i} {mime}", "output", text))
    return out


def test_there_are_the_thirteen_first_lessons_at_least() -> None:
    assert len(LESSONS) >= 13
    assert all(re.fullmatch(r"\d\d_[a-z0-9_]+", p.stem) for p in LESSONS)


def english_left(nb: nbformat.NotebookNode, allowed: list[str]) -> list[str]:
    """Runs of English in the markdown prose and the outputs of a Japanese lesson."""
    found = []
    for where, kind, text in reader_texts(nb):
        if kind == "code":
            continue
        shown = re.sub(r"<[^>]+>", " ", prose(text)) if kind == "markdown" else text  # tags are not read
        found += [f"{where}: {run!r}" for run in english_runs(shown, allowed)]
    return found


@pytest.mark.parametrize("path", JA_LESSONS, ids=lambda p: p.stem)
def test_japanese_lesson_has_no_english_sentence(path: Path) -> None:
    found = english_left(nbformat.read(path, as_version=4), place_names())
    assert not found, "\n".join(found)


def test_the_english_check_finds_a_planted_sentence() -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("Carlow から Fenwick へ: `$3`"),
                nbformat.v4.new_code_cell("print(x)", outputs=[
                    nbformat.v4.new_output("stream", name="stdout", text="プレイヤー 1: new track on D4\n")])]  # fmt: skip
    assert english_left(nb, place_names()) == ["cell 1 output: 'new track on D4'"]


@pytest.mark.parametrize("path", LESSONS + JA_LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_lesson_shows_the_reader_nothing_internal(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    found = [f"{where}: {p.kind}: {p.found[:80]!r}" for where, kind, text in reader_texts(nb)
             for p in problems(text, kind)]  # fmt: skip
    assert not found, "\n".join(found)


@pytest.mark.parametrize("path", LESSONS + JA_LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_checked_cells_use_the_nbval_tag(path: Path) -> None:
    """Numbers are taught with checked outputs: a lesson has tagged cells, each with stored output."""
    nb = nbformat.read(path, as_version=4)
    checked = [c for c in nb.cells if "nbval-check-output" in c.get("metadata", {}).get("tags", [])]
    assert checked, "no cell is checked by nbval"
    assert all(c.cell_type == "code" and c.outputs for c in checked)


PLANTED = [
    ("# NBVAL_CHECK_OUTPUT\nprint(1)", "code", "NBVAL"),
    ("**Seeds taught:** `002_1d6a9ca93ca140b3.txt`", "markdown", "seed file"),
    ("a coast is plain (seed 002)", "markdown", "seed file"),
    ("illegal: no track here (seeds 000/002, build rules)", "output", "seed file"),
    ("counted by `legal_builds`", "markdown", "snake_case"),
    ("choose_action(tile='first_build')", "output", "snake_case"),
    ("Steam pays \\$1 per exit, +\\$1 on a river", "markdown", "dollar pair"),
    ("Steam pays $1 per exit, +$1 on a river", "markdown", "dollar pair"),
]


@pytest.mark.parametrize(("text", "kind", "expected"), PLANTED)
def test_each_check_finds_its_planted_example(text: str, kind: str, expected: str) -> None:
    assert expected in {p.kind for p in problems(text, kind)}


def test_a_planted_notebook_fails_the_lesson_check(tmp_path: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("Pays $1 and $2."),
                nbformat.v4.new_code_cell("print('x')", outputs=[
                    nbformat.v4.new_output("stream", name="stdout", text="turn_order\n")])]  # fmt: skip
    kinds = {p.kind for _, kind, text in reader_texts(nb) for p in problems(text, kind)}
    assert kinds == {"dollar pair", "snake_case"}


def test_money_in_code_spans_and_plain_words_pass() -> None:
    text = "Steam pays `$1` per exit, +`$1` on a river; Player 1 owns Carlow–Lindow (Steam rules, ■敷設コスト)."
    assert problems(text, "markdown") == []
