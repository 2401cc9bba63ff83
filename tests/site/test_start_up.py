"""Issue 30.14: ``make run`` names the index page (Voila's root is a file list) and the server's log has no
"Notebook ... is not trusted" line per page: our notebooks are signed before serving."""

import shutil
from pathlib import Path

import nbformat
from nbformat.sign import NotebookNotary

from steamlab.publish.classroom import ROOT, index_url, trust_notebooks


def test_make_run_and_serve_print_the_index_page():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    run = makefile[makefile.index("\nrun:"):makefile.index("\n\n", makefile.index("\nrun:"))]
    assert "http://localhost:$(PORT)/voila/render/index.ipynb" in run and "trust_notebooks()" in run
    assert index_url(8866) == "http://localhost:8866/voila/render/index.ipynb"
    assert (ROOT / "notebooks" / "dashboards" / "index.ipynb").exists()


def test_trust_notebooks_signs_every_notebook_so_the_server_trusts_them(tmp_path, monkeypatch):
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "notebooks"
    (folder / "dashboards").mkdir(parents=True)
    for name in ("index.ipynb", "hot_seat.ipynb"):
        shutil.copy(ROOT / "notebooks" / "dashboards" / name, folder / "dashboards" / name)
    notary = NotebookNotary()
    assert Path(notary.data_dir) == tmp_path / "data"
    books = sorted(folder.rglob("*.ipynb"))
    assert not any(notary.check_signature(nbformat.read(p, as_version=4)) for p in books)
    assert trust_notebooks(folder) == 2
    assert all(NotebookNotary().check_signature(nbformat.read(p, as_version=4)) for p in books)
