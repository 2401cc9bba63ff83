"""Execute notebooks and keep only the outputs nbval checks: ``python tools/check_outputs.py NB.ipynb ...``.

Cells marked ``# NBVAL_CHECK_OUTPUT`` keep their plain-text outputs (what nbval
compares); every other cell is stored without outputs, and no widget state is
kept, as the project's notebooks must be committed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def refresh(path: str) -> None:
    nb = nbformat.read(path, as_version=4)
    folder = str(Path(path).parent)
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": folder}}).execute()
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        if "NBVAL_CHECK_OUTPUT" in cell.source:  # nbval needs the execution count of a reference cell
            kept = []
            for out in cell.outputs:
                if out.output_type == "stream":
                    kept.append(out)
                elif out.output_type in ("execute_result", "display_data") and "text/plain" in out.get("data", {}):
                    out.data = {"text/plain": out.data["text/plain"]}
                    out.metadata = {}
                    kept.append(out)
            cell.outputs = kept
        else:
            cell.execution_count = None
            cell.outputs = []
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)


if __name__ == "__main__":
    for p in sys.argv[1:]:
        refresh(p)
        print("refreshed", p)
