"""A learner sees the lesson, not its machinery: every code cell of every lesson (both languages) is folded away
in JupyterLab (the cell's saved ``jupyter.source_hidden``), the lesson's first lines say how to open it, and the
static site's page prints no code (tests/site/test_site_build.py builds a page; Voila hides inputs itself)."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

FOLDER = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
LESSONS = sorted(FOLDER.glob("[0-9][0-9]_*.ipynb")) + sorted((FOLDER / "ja").glob("[0-9][0-9]_*.ipynb"))


def shown_code(nb: nbformat.NotebookNode) -> list[int]:
    """The code cells a reader of the saved notebook sees open."""
    return [i for i, c in enumerate(nb.cells)
            if c.cell_type == "code" and not c.get("metadata", {}).get("jupyter", {}).get("source_hidden")]  # fmt: skip


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_code_cell_is_open_and_the_first_lines_say_how_to_open_it(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    assert shown_code(nb) == [], f"{path.name}: code cells open in JupyterLab: {shown_code(nb)}"
    first = nb.cells[1]  # under the title: the other language's link and how to read the code
    assert first.cell_type == "markdown" and "Expand All Code" in first.source, first.source


def test_a_cell_left_open_is_found() -> None:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# A"),
                                         nbformat.v4.new_code_cell("x = 1", metadata={"jupyter": {"source_hidden": True}}),
                                         nbformat.v4.new_code_cell("print(x)")])  # fmt: skip
    assert shown_code(nb) == [2]


def placeholder_text(cell: nbformat.NotebookNode) -> str:
    """What JupyterLab 4 shows of a folded code cell: its source's first line, beside the ``•••`` that opens it
    (``@jupyterlab/cells``: ``new InputPlaceholder({text: source.split("\\n")[0]})``, read in JupyterLab 4.6.6's
    bundle; no cell tag or metadata hides it)."""
    return str(cell.source).split("\n")[0]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_folded_cell_shows_no_code_in_jupyterlab(path: Path) -> None:
    """Issue 39, item 3: each folded cell showed its first line (``LANG = "en" •••``). Every code cell starts with
    an empty line, so the fold shows only ``•••``."""
    nb = nbformat.read(path, as_version=4)
    shown = {i: placeholder_text(c) for i, c in enumerate(nb.cells) if c.cell_type == "code" and placeholder_text(c)}
    assert shown == {}, f"{path.name}: folded cells show code: {shown}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_jupyterlab_has_nothing_to_rewrite_on_open(path: Path) -> None:
    """Issue 39, item 3: a lesson was marked modified as soon as it opened: once its kernel started JupyterLab wrote
    the kernel's own name into the notebook (``kernelspec.display_name`` "Python 3 (ipykernel)" where the file said
    "Python 3"; lessons that had it stayed unmodified, measured in JupyterLab 4.6.6)."""
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec("python3")
    nb = nbformat.read(path, as_version=4)
    assert nb.metadata.kernelspec.name == "python3"
    assert nb.metadata.kernelspec.display_name == spec.display_name
