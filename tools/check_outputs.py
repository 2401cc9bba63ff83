"""Execute notebooks and keep only the outputs nbval checks: ``python tools/check_outputs.py NB.ipynb ...``.

Cells tagged ``nbval-check-output`` (cell metadata, out of the reader's view) keep
their text outputs and tables' HTML (what ``pytest --nbval-lax`` compares); every other cell is
stored without outputs, and no widget state is kept, as the project's notebooks
must be committed. ``tools/lessons_ja.py`` executes the Japanese lessons the same way.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

CHECK_TAG = "nbval-check-output"
"""The nbval cell tag that asks for a cell's output to be compared in lax mode."""
KEPT = ("text/plain", "text/html")
"""What a checked display keeps: its text, and the HTML of a worked table (nbval compares every kind stored and
finds the HTML a table shows; a reader of the file, on GitHub say, sees the table)."""


def is_checked(cell: nbformat.NotebookNode) -> bool:
    """Whether nbval compares this cell's output (its metadata carries :data:`CHECK_TAG`)."""
    return CHECK_TAG in cell.get("metadata", {}).get("tags", [])


def keep_checked_outputs(nb: nbformat.NotebookNode) -> None:
    """Strip an executed notebook to what is committed: the tagged cells' text and HTML outputs, no widget state."""
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        if is_checked(cell):  # nbval needs the execution count of a reference cell
            kept = []
            for out in cell.outputs:
                if out.output_type == "stream":
                    kept.append(out)
                elif out.output_type in ("execute_result", "display_data") and "text/plain" in out.get("data", {}):
                    out.data = {k: v for k, v in out.data.items() if k in KEPT}
                    out.metadata = {}
                    kept.append(out)
            cell.outputs = kept
        else:
            cell.execution_count = None
            cell.outputs = []
    nb.metadata.pop("widgets", None)


def execute(nb: nbformat.NotebookNode, folder: Path) -> None:
    """Run every cell of ``nb`` in a fresh kernel whose working folder is ``folder``, then keep the checked outputs."""
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(folder)}}).execute()
    keep_checked_outputs(nb)


def refresh(path: str) -> None:
    """Execute the notebook at ``path`` and write it back with only the checked outputs."""
    nb = nbformat.read(path, as_version=4)
    execute(nb, Path(path).parent)
    nbformat.write(nb, path)


if __name__ == "__main__":
    for p in sys.argv[1:]:
        refresh(p)
        print("refreshed", p)
