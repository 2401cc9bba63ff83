"""Write the Japanese lessons from their one English source: ``python tools/lessons_ja.py [NN_name.ipynb ...]``.

Each lesson ``notebooks/lessons/NN_name.ipynb`` is written in English; the
Japanese of its markdown cells is in its catalogue
``notebooks/lessons/locale/ja/NN_name.po`` (a message per cell, by cell id:
see ``tools/lesson_words.py``, ``make words``), and the first code cell, tagged
``lesson-setup``, sets ``LANG = "en"``. This tool writes
``notebooks/lessons/ja/NN_name.ipynb``: the same cells with the Japanese
markdown and ``LANG = "ja"``, executed, keeping only the outputs of cells
tagged ``nbval-check-output`` (as ``tools/check_outputs.py`` does). Never edit
a file under ``ja/`` by hand.

Links in the Japanese text are relative to ``ja/``: ``03_links.ipynb`` is the
next Japanese lesson, ``../02_building_costs.ipynb`` the English one.

``--check`` executes nothing: it exits 1 listing every lesson whose Japanese
copy is missing or stale (its cells differ from what the English source and
its catalogue give) or whose catalogue lacks a cell's Japanese (untranslated,
fuzzy, or not merged since the English changed). ``tests/lessons/test_lessons_ja.py``
runs the same check.

>>> nb = nbformat.v4.new_notebook(cells=[
...     nbformat.v4.new_markdown_cell("# Maps", id="title"),
...     nbformat.v4.new_code_cell('LANG = "en"\\nimport steamlab', metadata={"tags": ["lesson-setup"]})])
>>> ja = japanese(nb, "01_maps.ipynb", {("title", "# Maps"): "# マップ"})
>>> ja.cells[0].source, ja.cells[1].source
('# マップ', 'LANG = "ja"\\nimport steamlab')
"""

from __future__ import annotations

import argparse
import copy
import re
import sys
from collections.abc import Mapping
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import lesson_words  # noqa: E402  (sibling scripts, not a package)
from check_outputs import execute  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "notebooks" / "lessons"
JA = LESSONS / "ja"
SETUP_TAG = "lesson-setup"
LANG_LINE = re.compile(r'^LANG = "en"$', re.MULTILINE)
LANG = "ja"
Texts = Mapping[tuple[str, str], str]
"""A lesson's Japanese by cell: ``{(cell id, English source): Japanese}`` (``lesson_words.translated``)."""


class LessonSourceError(Exception):
    """A lesson source the Japanese copy cannot be made from (the lesson, cell and what is missing)."""


def ja_text(cell: nbformat.NotebookNode, texts: Texts) -> str | None:
    """A markdown cell's Japanese text in ``texts``, or ``None`` (an empty cell's is empty)."""
    if not cell.source:
        return ""
    text = texts.get((cell.get("id") or "", cell.source))
    return text if text and text.strip() else None


def texts_of(path: Path) -> dict[tuple[str, str], str]:
    """The Japanese of the lesson at ``path``: its catalogue's translated, current messages."""
    return lesson_words.translated(path, LANG)


def missing(nb: nbformat.NotebookNode, name: str, texts: Texts) -> list[str]:
    """What keeps ``nb`` from having a Japanese copy: one line per problem (empty when none)."""
    catalogue = f"locale/{LANG}/{Path(name).stem}.po"
    out = [f"{name}: markdown cell {i} (id {c.get('id')}) has no Japanese text in {catalogue} "
           "(untranslated, fuzzy, or its English changed: run make words and translate it)"
           for i, c in enumerate(nb.cells) if c.cell_type == "markdown" and ja_text(c, texts) is None]  # fmt: skip
    code = [c for c in nb.cells if c.cell_type == "code"]
    if not code or SETUP_TAG not in code[0].get("metadata", {}).get("tags", []):
        out.append(f"{name}: the first code cell is not tagged {SETUP_TAG!r}")
    elif len(LANG_LINE.findall(code[0].source)) != 1:
        out.append(f'{name}: the {SETUP_TAG} cell does not set LANG = "en" on a line of its own')
    return out


def japanese(nb: nbformat.NotebookNode, name: str, texts: Texts) -> nbformat.NotebookNode:
    """The Japanese copy of lesson ``nb`` (named ``name``) with the Japanese ``texts``, not executed: outputs cleared.

    ``LessonSourceError`` when a markdown cell lacks its Japanese text or the setup cell is missing.
    """
    problems = missing(nb, name, texts)
    if problems:
        raise LessonSourceError("\n".join(problems))
    ja = copy.deepcopy(nb)
    setup_done = False
    for cell in ja.cells:
        if cell.cell_type == "markdown":
            cell.source = ja_text(cell, texts)
            cell.metadata.pop("steamlab", None)
        elif cell.cell_type == "code":
            if not setup_done:
                cell.source = LANG_LINE.sub('LANG = "ja"', cell.source)
                setup_done = True
            cell.outputs = []
            cell.execution_count = None
    ja.metadata["steamlab"] = {"lang": "ja", "source": f"../{name}",
                               "generated": "by tools/lessons_ja.py; do not edit"}  # fmt: skip
    ja.metadata.pop("widgets", None)
    return ja


def _sources(nb: nbformat.NotebookNode) -> tuple[list[tuple[str, str, str, dict[str, object]]], object]:
    """What the generator decides of a copy: each cell's kind, id, source and metadata (not the timings the run
    adds, nor outputs), and the notebook's ``steamlab`` metadata."""
    cells = [(c.cell_type, c.get("id", ""), c.source,
              {k: v for k, v in c.get("metadata", {}).items() if k != "execution"}) for c in nb.cells]  # fmt: skip
    return cells, nb.metadata.get("steamlab")


def stale(path: Path) -> list[str]:
    """Why ``ja/<name>`` is not what ``path`` and its catalogue give (missing Japanese text, no copy, cells differ);
    empty if current."""
    nb = nbformat.read(path, as_version=4)
    texts = texts_of(path)
    problems = missing(nb, path.name, texts)
    if problems:
        return problems
    target = JA / path.name
    if not target.exists():
        return [f"{path.name}: no Japanese copy: run python tools/lessons_ja.py {path.name}"]
    if _sources(nbformat.read(target, as_version=4)) != _sources(japanese(nb, path.name, texts)):
        return [f"{path.name}: the Japanese copy is stale: run python tools/lessons_ja.py {path.name}"]
    return []


def write(path: Path, *, run: bool = True) -> Path:
    """Write (and by default execute) the Japanese copy of the lesson at ``path``; returns its path."""
    ja = japanese(nbformat.read(path, as_version=4), path.name, texts_of(path))
    JA.mkdir(exist_ok=True)
    if run:
        execute(ja, JA)
    target = JA / path.name
    nbformat.write(ja, target)
    return target


def lessons(names: list[str]) -> list[Path]:
    """The lesson sources named (file names or paths), or every lesson."""
    if not names:
        return sorted(LESSONS.glob("[0-9][0-9]_*.ipynb"))
    return [Path(n) if Path(n).is_file() else LESSONS / Path(n).name for n in names]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lessons", nargs="*", help="lesson file names (default: every lesson)")
    parser.add_argument("--check", action="store_true", help="only report missing or stale Japanese copies")
    args = parser.parse_args(argv)
    paths = lessons(args.lessons)
    if args.check:
        problems = [p for path in paths for p in stale(path)]
        print("\n".join(problems) or f"{len(paths)} Japanese lessons are current")
        return 1 if problems else 0
    failed = 0
    for path in paths:
        try:
            print("wrote", write(path).relative_to(ROOT))
        except LessonSourceError as exc:
            print(exc, file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
