"""The live site's fixes to what it copies (issue 44): each one finds exactly its target, or the build stops."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from steamlab.publish.lite import (
    INDEX_PAGE,
    IPYTHON_EMBED,
    KERNEL_PACKAGES,
    LEFT_OUT,
    SERVICE_WORKER_PLUGIN,
    LiteBuildError,
    drop_service_worker,
    index_redirect,
    lazy_ipython_terminal,
    patch_pages,
    trim_kernel_installs,
)
from steamlab.publish.motion import STILL_WHEN_ASKED


def test_the_service_worker_plugin_is_taken_out_of_the_page_bundle(tmp_path: Path) -> None:
    build = tmp_path / "voici" / "build"
    build.mkdir(parents=True)
    before = "const e=[n(1),n(19747)" + SERVICE_WORKER_PLUGIN + ",n(30939)];"
    (build / "5981.js").write_text(before)
    (build / "other.js").write_text("nothing here")
    assert drop_service_worker(tmp_path) == 1
    assert (build / "5981.js").read_text() == "const e=[n(1),[],n(30939)];"
    assert (build / "other.js").read_text() == "nothing here"


def test_no_service_worker_plugin_found_stops_the_build(tmp_path: Path) -> None:
    (tmp_path / "voici" / "build").mkdir(parents=True)
    (tmp_path / "voici" / "build" / "a.js").write_text("another Voici")
    with pytest.raises(LiteBuildError, match="service-worker"):
        drop_service_worker(tmp_path)


def test_the_kernel_installs_neither_sqlite3_nor_jedi(tmp_path: Path) -> None:
    static = tmp_path / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    listed = ",".join(f'"{name}"' for name in KERNEL_PACKAGES)
    (static / "worker.js").write_text(f"n=[{listed}],s=[]")
    assert trim_kernel_installs(tmp_path) == 1
    assert (static / "worker.js").read_text() == 'n=["ipykernel","comm","pyodide_kernel","ipython"],s=[]'
    with pytest.raises(LiteBuildError):
        trim_kernel_installs(tmp_path)  # the list is no longer there: another kernel version


def test_ipython_imports_its_terminal_only_when_embed_is_called(tmp_path: Path) -> None:
    wheel = tmp_path / "ipython-9.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        z.writestr("IPython/__init__.py", "from .core import release\n" + IPYTHON_EMBED[0] + "x = 1\n")
        z.writestr("IPython-9.0.dist-info/METADATA", "Name: ipython\n")
    lazy_ipython_terminal(wheel)
    with zipfile.ZipFile(wheel) as z:
        text = z.read("IPython/__init__.py").decode()
        assert z.read("IPython-9.0.dist-info/METADATA") == b"Name: ipython\n"
    assert IPYTHON_EMBED[0] not in text and IPYTHON_EMBED[1] in text
    namespace: dict[str, object] = {}
    exec(compile(text.replace("from .core import release\n", ""), "IPython/__init__.py", "exec"), namespace)
    assert callable(namespace["embed"]) and namespace["x"] == 1
    with pytest.raises(LiteBuildError, match="terminal"):
        lazy_ipython_terminal(wheel)  # already lazy: not found again


def test_what_the_site_leaves_out_is_not_imported_at_start() -> None:
    assert {"jedi", "parso", "prompt-toolkit", "wcwidth"} <= set(LEFT_OUT)


def test_the_servers_index_opens_the_live_entry_page(tmp_path: Path) -> None:
    (tmp_path / "voici" / "render" / "dashboards").mkdir(parents=True)
    index_redirect(tmp_path)
    page = (tmp_path / "voici" / "render" / "dashboards" / "index.html").read_text()
    assert page == INDEX_PAGE
    assert "../../../index.html" in page and "index-ja.html" in page


def test_every_live_page_stands_still_when_the_viewer_asks_for_less_motion(tmp_path: Path) -> None:
    """Voici's spinner, as Voilà's (steamlab.publish.motion): the rule in each page's head, once, however often
    the pages are patched."""
    pages = tmp_path / "voici" / "lessons"
    pages.mkdir(parents=True)
    for name in ("a.html", "b.html"):
        (pages / name).write_text("<html><head><title>t</title></head><body>spinner</body></html>", encoding="utf-8")
    assert patch_pages(tmp_path) == 2
    assert patch_pages(tmp_path) == 2
    for name in ("a.html", "b.html"):
        head = (pages / name).read_text(encoding="utf-8").split("</head>", 1)[0]
        assert head.count(STILL_WHEN_ASKED) == 1
