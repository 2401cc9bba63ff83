"""The live site: every dashboard and lesson running in the visitor's browser (Voici, Pyodide), served as files.

``make site`` runs ``python -m steamlab.publish.lite build/site`` (from a venv with the ``site`` extra) after
the pictures site, and writes ``build/site/live/``::

    index.html, index-ja.html   the entry pages: every dashboard and lesson, in English and in Japanese
    voici/render/...            each notebook as a Voici page (Voila for JupyterLite)
    pyodide/                    Pyodide (the npm ``pyodide`` package), micropip and every wheel the pages
                                import (from PyPI), steamlab's own wheel built from this checkout, and a
                                ``pyodide-lock.json`` listing exactly those wheels

A page's kernel is Pyodide in a web worker: no server, so any class size on any static host. Everything is
served from the folder itself; nothing is fetched from a CDN (not Pyodide, not a wheel, not a font or an
icon set), and PyPI is off for the in-browser ``%pip``. What the build needs, and only then: npm (the
``pyodide`` package, into ``build/lite-cache/``) and pip (wheels, into the same cache).

The Pyodide kernel 0.7.0 installs ``sqlite3``, ``ipykernel``, ``comm``, ``pyodide_kernel``, ``jedi`` and
``ipython`` when it starts, one ``piplite.install`` at a time, unless ``loadPyodideOptions.packages`` names
them; this site names them (and steamlab and the widget libraries), so they load in parallel with Pyodide
itself from the cut-down lock file. ``sqlite3`` is Pyodide's own wasm build, which only its CDN serves:
the build takes it out of the kernel's list (IPython keeps its history in memory without it), and ``jedi``
too (completion only; not on the site).

For pages that open quickly (issue 44) the build also takes JupyterLite's service worker out of Voici's pages
(no contents drive: :func:`drop_service_worker`) and makes the site's IPython import its terminal only when
``IPython.embed`` is called (:func:`lazy_ipython_terminal`), so prompt_toolkit is neither imported nor shipped.

Versions (verified here): voici-core 0.10.0 with jupyterlite-core 0.7.x and jupyterlite-pyodide-kernel
0.7.0 exactly (0.7.1 and later fail with "Shared module @jupyterlab/pluginmanager doesn't exist"); that
kernel is built for Pyodide 0.29.0 (Python 3.13).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import email.parser
import functools
import hashlib
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from steamlab.core.errors import SteamlabError
from steamlab.core.lessons import PATH_NAMES, PATHS, short_title
from steamlab.i18n.words import table as word_table
from steamlab.publish.motion import still_when_asked

ROOT = Path(__file__).resolve().parents[2]
DASHBOARDS = ROOT / "notebooks" / "dashboards"
LESSONS = ROOT / "notebooks" / "lessons"
CACHE = ROOT / "build" / "lite-cache"

PYODIDE_VERSION = "0.29.0"
PYTHON_VERSION = "3.13"
PYODIDE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "package.json")
"""What the site needs of the npm package (no source maps, consoles or type files)."""

BROWSER_REQUIREMENTS = (
    "micropip==0.11.0",
    "ipywidgets>=8.1,<9",
    "anywidget>=0.9,<0.12",
    "ipython>=8",
    "jedi==0.19.2",  # Pyodide 0.29's own; 0.20 carries 3 MB more of type stubs
    "comm",
)
"""What the pages import besides steamlab (which needs nothing else): the widgets and the kernel's own needs."""

LEFT_OUT = {
    "widgetsnbextension": "the kernel ships a stand-in (the page has the widget front end already)",
    "jupyterlab-widgets": "the widgets' JupyterLab front end: the page has it, the kernel never imports it",
    "pexpect": "not used on emscripten",
    "ptyprocess": "not used on emscripten",
    "jedi": "IPython's completion only (no page completes code); IPython imports it at start when it is there "
            "(89 modules, 2 MB of wheel)",
    "parso": "jedi's parser",
    "prompt-toolkit": "IPython's terminal only, which the site's IPython loads when asked (see IPYTHON_EMBED)",
    "wcwidth": "prompt_toolkit's",
}
"""Wheels of the requirements' closure the site does not ship, and why."""

KERNEL_PACKAGES = ("sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython")
"""What the Pyodide kernel 0.7.0 installs at start unless ``loadPyodideOptions.packages`` names it."""

NOT_INSTALLED = ("sqlite3", "jedi")
"""Taken out of the kernel's start-up installs (:func:`trim_kernel_installs`): ``sqlite3`` is Pyodide's CDN-only
wasm module, ``jedi`` is left out of the site (:data:`LEFT_OUT`)."""

MARKER_ENV = {
    "sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix", "platform_machine": "wasm32",
    "python_version": PYTHON_VERSION, "python_full_version": "3.13.2", "implementation_name": "cpython",
    "platform_python_implementation": "CPython", "platform_release": "", "platform_version": "",
    "implementation_version": "3.13.2", "extra": "",
}
"""The browser's Python as environment markers see it (Pyodide 0.29.0)."""


class LiteBuildError(SteamlabError):
    """The live site could not be built (a tool failed, or a file the pages need is missing)."""


def run(cmd: Sequence[str], **kwargs: Any) -> None:
    """Run a build step; its output is shown only when it fails."""
    done = subprocess.run(list(cmd), capture_output=True, text=True, **kwargs)
    if done.returncode != 0:
        tail = f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        raise LiteBuildError(f"{' '.join(cmd[:4])} ... failed ({done.returncode}):\n{tail}")


# -- what is downloaded (cached under build/lite-cache) ---------------------------------------------------
def npm_pyodide(cache: Path = CACHE) -> Path:
    """The npm ``pyodide`` package's folder (``npm install`` into the cache the first time)."""
    prefix = cache / "npm"
    folder = prefix / "node_modules" / "pyodide"
    package = folder / "package.json"
    if not package.exists() or json.loads(package.read_text()).get("version") != PYODIDE_VERSION:
        prefix.mkdir(parents=True, exist_ok=True)
        npm = shutil.which("npm")
        if npm is None:
            raise LiteBuildError("npm is needed to build the live site (Debian: apt-get install npm)")
        run([npm, "install", "--prefix", str(prefix), "--no-save", "--no-audit", "--no-fund", f"pyodide@{PYODIDE_VERSION}"])
    missing = [name for name in PYODIDE_FILES if not (folder / name).exists()]
    if missing:
        raise LiteBuildError(f"the npm pyodide package has no {', '.join(missing)}")
    return folder


def pypi_wheels(cache: Path = CACHE, requirements: Sequence[str] = BROWSER_REQUIREMENTS) -> Path:
    """Pure-Python wheels of ``requirements`` and their dependencies for Python 3.13, from PyPI (cached)."""
    folder = cache / "wheels"
    stamp = folder / ".requirements.json"
    if stamp.exists() and json.loads(stamp.read_text()) == list(requirements):
        return folder
    if folder.exists():
        shutil.rmtree(folder)  # other requirements: no wheel of the old ones may stay
    folder.mkdir(parents=True)
    run([sys.executable, "-m", "pip", "download", "-q", "--only-binary=:all:", "--python-version", PYTHON_VERSION,
         "--implementation", "py", "--abi", "none", "--platform", "any", "-d", str(folder), *requirements])
    stamp.write_text(json.dumps(list(requirements)))
    return folder


def steamlab_wheel(out: Path, source: Path = ROOT) -> Path:
    """steamlab's own wheel, built from ``source`` (this checkout) into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("steamlab-*.whl"):
        old.unlink()
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(source)])
    found = sorted(out.glob("steamlab-*.whl"))
    if not found:
        raise LiteBuildError(f"pip wheel wrote no steamlab wheel into {out}")
    return found[-1]


def kernel_wheels() -> list[Path]:
    """The wheels the Pyodide kernel's extension ships (piplite, pyodide_kernel, its ipykernel and
    widgetsnbextension stand-ins), from the installed ``jupyterlite-pyodide-kernel``."""
    share = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
    found = sorted((share / "static" / "pypi").glob("*.whl"))
    if not found:
        raise LiteBuildError(f"no kernel wheels in {share}: pip install '.[site]' (jupyterlite-pyodide-kernel==0.7.0)")
    # two widgetsnbextension stand-ins (3.x, 4.x): ipywidgets 8 goes with 4.x
    return [p for p in found if not p.name.startswith("widgetsnbextension-3")]


# -- the wheels the pages load, and the lock file that lists them -------------------------------------------
@dataclass(frozen=True)
class Wheel:
    """One wheel file, what its metadata says."""

    path: Path
    name: str
    version: str
    requires: tuple[str, ...]
    imports: tuple[str, ...]

    @property
    def key(self) -> str:
        return normalize(self.name)


def normalize(name: str) -> str:
    """A distribution name as lock files key it (PEP 503, with ``-``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def read_wheel(path: Path) -> Wheel:
    """The name, version, requirements and top-level imports of a wheel file."""
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        meta = email.parser.Parser().parsestr(z.read(meta_name).decode("utf-8"))
        tops = sorted({n.split("/")[0].removesuffix(".py") for n in names
                       if "/" in n or n.endswith(".py")} - {meta_name.split("/")[0]})
    imports = tuple(t for t in tops if t.isidentifier() and not t.endswith((".dist-info", ".data")))
    return Wheel(path, str(meta["Name"]), str(meta["Version"]), tuple(meta.get_all("Requires-Dist") or ()), imports)


def browser_requirements(wheel: Wheel) -> list[str]:
    """The names ``wheel`` needs in the browser (its requirements whose markers hold there)."""
    from packaging.requirements import Requirement

    names = []
    for text in wheel.requires:
        req = Requirement(text)
        if req.marker is None or req.marker.evaluate(dict(MARKER_ENV)):
            names.append(normalize(req.name))
    return names


def closure(roots: Iterable[str], wheels: dict[str, Wheel]) -> dict[str, Wheel]:
    """Every wheel ``roots`` need, by name; what :data:`LEFT_OUT` names is left out."""
    chosen: dict[str, Wheel] = {}
    todo = [normalize(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in chosen or name in LEFT_OUT:
            continue
        if name not in wheels:
            raise LiteBuildError(f"no wheel for {name!r} (needed in the browser)")
        chosen[name] = wheels[name]
        todo.extend(browser_requirements(wheels[name]))
    return chosen


def lock_file(base: dict[str, Any], wheels: Iterable[Wheel]) -> dict[str, Any]:
    """Pyodide's lock file with ``base``'s ``info`` and exactly ``wheels`` as its packages."""
    packages = {}
    shipped = {w.key for w in wheels}
    for w in wheels:
        packages[w.key] = {
            "name": w.key, "version": w.version, "file_name": w.path.name, "install_dir": "site",
            "sha256": hashlib.sha256(w.path.read_bytes()).hexdigest(), "package_type": "package",
            "imports": list(w.imports), "depends": sorted(d for d in browser_requirements(w) if d in shipped),
            "unvendored_tests": False,
        }
    return {"info": base["info"], "packages": dict(sorted(packages.items()))}


IPYTHON_EMBED = ("from .terminal.embed import embed\n",
                 "def embed(**kwargs):  # steamlab's live site: IPython's terminal loaded when asked\n"
                 "    from .terminal.embed import embed as terminal_embed\n"
                 "    return terminal_embed(**kwargs)\n")
"""The one line of ``IPython/__init__.py`` the site changes, and what it becomes. ``import IPython`` imported its
terminal for ``IPython.embed`` (a terminal's shell, never used in a page), and with it prompt_toolkit: 175 of the
kernel's ~630 modules at start, 0.4 s of a page's start in Pyodide under Node (1.46 s -> 1.08 s, load 6)."""


def lazy_ipython_terminal(wheel: Path) -> None:
    """Rewrite the IPython wheel ``wheel`` (a copy in the site) with :data:`IPYTHON_EMBED` applied."""
    with zipfile.ZipFile(wheel) as src:
        infos = src.infolist()
        files = {info.filename: src.read(info) for info in infos}
    text = files["IPython/__init__.py"].decode("utf-8")
    old, new = IPYTHON_EMBED
    if text.count(old) != 1:
        raise LiteBuildError(f"IPython's import of its terminal was not found in {wheel.name} (IPython 9?)")
    files["IPython/__init__.py"] = text.replace(old, new).encode("utf-8")
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in infos:
            dst.writestr(info, files[info.filename], compress_type=zipfile.ZIP_DEFLATED)


def stage_pyodide(out: Path, cache: Path = CACHE) -> list[str]:
    """Pyodide, the wheels and the lock file into ``out``; the names of the packages every page preloads."""
    out.mkdir(parents=True, exist_ok=True)
    npm = npm_pyodide(cache)
    for name in PYODIDE_FILES:
        shutil.copy2(npm / name, out / name)
    found: dict[str, Wheel] = {}
    for path in [*sorted(pypi_wheels(cache).glob("*.whl")), *kernel_wheels(), steamlab_wheel(cache / "steamlab")]:
        wheel = read_wheel(path)
        found[wheel.key] = wheel  # later ones win: the kernel's stand-ins over PyPI's
    roots = ["steamlab", "micropip", "piplite", *[k for k in KERNEL_PACKAGES if k not in NOT_INSTALLED], "ipywidgets",
             "anywidget"]
    chosen = closure(roots, found)
    for w in chosen.values():
        shutil.copy2(w.path, out / w.path.name)
    lazy_ipython_terminal(out / chosen["ipython"].path.name)
    chosen = {key: dataclasses.replace(w, path=out / w.path.name) for key, w in chosen.items()}  # the site's copies
    base = json.loads((npm / "pyodide-lock.json").read_text())
    (out / "pyodide-lock.json").write_text(json.dumps(lock_file(base, chosen.values()), indent=1, sort_keys=True))
    precompile(out, npm)  # the site's wheels get their bytecode: their hashes change
    (out / "pyodide-lock.json").write_text(json.dumps(lock_file(base, chosen.values()), indent=1, sort_keys=True))
    # the kernel looks its start-up packages up by the names it spells (pyodide_kernel): say them so
    return sorted({*chosen, *(k for k in KERNEL_PACKAGES if normalize(k) in chosen)})


# -- bytecode: imports in the page without compiling every module first -----------------------------------
COMPILE_PY = r"""
import importlib, importlib.util, io, pathlib, pkgutil, sys, warnings, zipfile
warnings.simplefilter("ignore")
load = importlib.import_module  # (this runs in the build's Pyodide, not in steamlab: see test_import_layers)
for name in ("pyodide_kernel", "IPython", "ipykernel", "comm", "ipywidgets", "anywidget", "jedi", "steamlab"):
    try:
        load(name)
    except Exception:
        pass
import steamlab
for info in pkgutil.walk_packages(steamlab.__path__, "steamlab."):
    try:
        load(info.name)
    except Exception:
        pass
site = next(p for p in sys.path if p.endswith("site-packages"))
used = set()
for module in list(sys.modules.values()):
    path = getattr(module, "__file__", None) or ""
    if path.startswith(site + "/") and path.endswith(".py"):
        used.add(path[len(site) + 1:])
    elif ".zip/" in path and path.endswith(".py"):
        used.add(path.split(".zip/", 1)[1])

def compiled(name, data):
    try:
        code = compile(data, "/" + name, "exec", dont_inherit=True)
    except SyntaxError:
        return None
    return importlib._bootstrap_external._code_to_hash_pyc(code, importlib.util.source_hash(data), False)

def rewrite(archive, target_of):
    done = 0
    with zipfile.ZipFile(archive) as src:
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
            for info in src.infolist():
                data = src.read(info)
                dst.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
                if info.filename in used:
                    pyc = compiled(info.filename, data)
                    if pyc is not None:
                        dst.writestr(target_of(info.filename), pyc, compress_type=zipfile.ZIP_DEFLATED)
                        done += 1
    archive.write_bytes(out.getvalue())
    return done

done = 0
for wheel in sorted(pathlib.Path("/wheels").glob("*.whl")):
    done += rewrite(wheel, lambda n: importlib.util.cache_from_source("/" + n)[1:])
done += rewrite(pathlib.Path("/wheels/python_stdlib.zip"), lambda n: n + "c")  # zipimport: module.pyc beside it
done
"""
"""Run by the site's own Pyodide at build time, with every wheel installed: import what a page imports (the
kernel, the widgets, every steamlab module), then give each module that was imported its bytecode, as an
*unchecked* hash-based ``.pyc`` (valid whatever the unpacked file's time): in the wheels under
``__pycache__``, in the standard library's zip beside the module. The page then imports IPython and the rest
without compiling them (``import IPython``: 10 s in Pyodide from source, 1.4 s with bytecode), and modules no
page imports (most of pygments' lexers) stay source only."""

COMPILE_JS = """
import { loadPyodide } from "__PYODIDE__/pyodide.mjs";
const lock = JSON.parse((await import("fs")).readFileSync("__WHEELS__/pyodide-lock.json", "utf8"));
const py = await loadPyodide({ indexURL: "__WHEELS__/", lockFileURL: "__WHEELS__/pyodide-lock.json",
                               packages: Object.keys(lock.packages) });
py.FS.mkdirTree("/wheels");
py.mountNodeFS("/wheels", "__WHEELS__");
console.log("compiled " + py.runPython(__CODE__));
"""


def precompile(wheels: Path, pyodide: Path) -> int:
    """Add Python 3.13 bytecode of what a page imports to the wheels and the standard library in ``wheels`` (the
    site's pyodide folder, with its lock file), compiled by that Pyodide under Node; how many modules."""
    node = shutil.which("node")
    if node is None:
        raise LiteBuildError("node is needed to build the live site (it comes with npm)")
    script = wheels.parent / "steamlab-precompile.mjs"
    script.write_text(COMPILE_JS.replace("__PYODIDE__", str(pyodide.resolve())).replace(
        "__WHEELS__", str(wheels.resolve())).replace("__CODE__", json.dumps(COMPILE_PY)))
    done = subprocess.run([node, str(script)], capture_output=True, text=True)
    script.unlink()
    found = re.search(r"compiled (\d+)", done.stdout)
    if done.returncode != 0 or not found:
        raise LiteBuildError(f"compiling the wheels in Pyodide failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return int(found.group(1))


# -- the pages ------------------------------------------------------------------------------------------
KEEP_MAPS_CELL = "from steamlab.publish.browser_storage import keep_user_maps\n\nawait keep_user_maps();"
"""The cell the build puts first in every dashboard: the user maps folder kept in the browser (see
:mod:`steamlab.publish.browser_storage`)."""


def stage_contents(out: Path) -> dict[str, list[Path]]:
    """The notebooks as the site shows them: ``dashboards/``, ``lessons/`` and ``lessons/ja/``.

    Links between notebooks (``02_building_costs.ipynb``) keep their names; the pages turn them into links
    to the rendered pages (see :data:`PAGE_SCRIPT`). Each notebook's kernel is the browser's ``python``.
    """
    groups = {"dashboards": sorted(DASHBOARDS.glob("*.ipynb")), "lessons": sorted(LESSONS.glob("*.ipynb")),
              "lessons/ja": sorted((LESSONS / "ja").glob("*.ipynb"))}
    for folder, notebooks in groups.items():
        (out / folder).mkdir(parents=True, exist_ok=True)
        for nb_path in notebooks:
            nb = json.loads(nb_path.read_text(encoding="utf-8"))
            nb.setdefault("metadata", {})["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)",
                                                           "language": "python"}
            for cell in nb.get("cells", []):  # the page runs every cell: stored outputs would only weigh
                if cell.get("cell_type") == "code":
                    cell["outputs"], cell["execution_count"] = [], None
            if folder == "dashboards":  # maps saved in the editor stay in this browser (IndexedDB)
                nb["cells"].insert(0, {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                                       "source": KEEP_MAPS_CELL})
            (out / folder / nb_path.name).write_text(json.dumps(nb, ensure_ascii=False, indent=1), encoding="utf-8")
    # the maps and records folders the dashboards read next to them
    return groups


def lite_config(packages: Sequence[str]) -> dict[str, Any]:
    """The site's ``jupyter-lite.json``: the kernel loads Pyodide and every package from the site itself."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./pyodide/pyodide.js",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {
                        "indexURL": "./pyodide/",
                        "lockFileURL": "./pyodide/pyodide-lock.json",
                        "packages": list(packages),
                    },
                }
            }
        },
    }


CDN_LINK = re.compile(r'<link[^>]+href="https?://[^"]*"[^>]*>\s*')
"""A stylesheet from elsewhere (Voici's template links Font Awesome on a CDN): taken out of every page."""

PAGE_SCRIPT = """<script>
// steamlab: a link to a notebook opens its page here (x.ipynb -> x.html), keeping ?lang=
document.addEventListener('click', (event) => {
  const a = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!a) return;
  const href = a.getAttribute('href');
  if (!/^[^:?#]+\\.ipynb([?#].*)?$/.test(href)) return;
  event.preventDefault();
  const url = new URL(href.replace(/\\.ipynb(?=$|[?#])/, '.html'), window.location.href);
  const lang = document.documentElement.getAttribute('data-steamlab-lang');
  if (lang && !url.searchParams.has('lang')) url.searchParams.set('lang', lang);
  if (a.target === '_blank') window.open(url.href, '_blank'); else window.location.href = url.href;
}, true);
</script>
"""


STYLE = re.compile(r"<style[^>]*>(.*?)</style>", re.S)
SHARED_STYLE = 8000
"""A page's inline style block of this many characters or more (the theme, ~240 kB a page) becomes a shared file."""


def patch_pages(live: Path) -> int:
    """Every Voici page: no stylesheet from elsewhere, notebook links to pages, its large inline styles in shared
    files (the browser keeps one copy for every page), still when the viewer asks for less motion
    (:mod:`steamlab.publish.motion`). How many pages."""
    pages = sorted((live / "voici").rglob("*.html"))
    for page in pages:
        text = CDN_LINK.sub("", page.read_text(encoding="utf-8"))
        if PAGE_SCRIPT not in text:
            text = still_when_asked(text.replace("</head>", PAGE_SCRIPT + "</head>", 1))

        def shared(match: re.Match[str], page: Path = page) -> str:
            css = match.group(1)
            if len(css) < SHARED_STYLE:
                return match.group(0)
            name = f"steamlab-{hashlib.sha256(css.encode()).hexdigest()[:12]}.css"
            target = live / "voici" / name
            if not target.exists():
                target.write_text(css, encoding="utf-8")
            return f'<link rel="stylesheet" href="{os.path.relpath(target, page.parent)}">'

        page.write_text(STYLE.sub(shared, text), encoding="utf-8")
    return len(pages)


def trim_kernel_installs(live: Path) -> int:
    """Take :data:`NOT_INSTALLED` out of the kernel's start-up installs (see the module); how many files were
    changed."""
    changed = 0
    listed = ",".join(f'"{name}"' for name in KERNEL_PACKAGES)
    kept = ",".join(f'"{name}"' for name in KERNEL_PACKAGES if name not in NOT_INSTALLED)
    for path in (live / "extensions" / "@jupyterlite" / "pyodide-kernel-extension").rglob("*.js"):
        text = path.read_text(encoding="utf-8")
        if listed in text:
            path.write_text(text.replace(listed, kept), encoding="utf-8")
            changed += 1
    if not changed:
        raise LiteBuildError("the Pyodide kernel's start-up list was not found (jupyterlite-pyodide-kernel 0.7.0?)")
    return changed


SERVICE_WORKER_PLUGIN = ('.default.filter((e=>"@jupyterlite/application-extension:service-worker-manager"'
                         '===e.id))')
"""How Voici 0.10.0's page bundle picks JupyterLite's service-worker manager out of its plugins."""


def drop_service_worker(live: Path) -> int:
    """Voici's pages without JupyterLite's service worker: the kernel then mounts no contents drive. How many
    files were changed.

    With the worker, the kernel's working folder is the drive (``/drive/dashboards``), and every file call there
    (the module search stats it at each import: about 110 calls while a map page starts) is a synchronous request
    from the kernel to the service worker, which asks the page and waits for its answer; the page also waited for
    the worker's registration before running a notebook. No page reads a file of the drive (the notebooks'
    folders hold only notebooks; maps are in the browser's IndexedDB, records come and go as downloads), and the
    kernel works the same without it (its working folder is then ``/home/pyodide``): only the index of the
    server's dashboards folder listed that folder, and the live site has its own (:func:`index_redirect`).
    """
    changed = 0
    for path in (live / "voici" / "build").glob("*.js"):
        text = path.read_text(encoding="utf-8")
        start = text.find(SERVICE_WORKER_PLUGIN)
        if start < 0:
            continue
        call = text.rfind("n(", 0, start)  # the module it filters: n(12345)
        if call < 0 or not re.fullmatch(r"n\(\d+\)", text[call:start]):
            raise LiteBuildError(f"unexpected code around Voici's service-worker plugin in {path.name}")
        path.write_text(text[:call] + "[]" + text[start + len(SERVICE_WORKER_PLUGIN):], encoding="utf-8")
        changed += 1
    if not changed:
        raise LiteBuildError("Voici's service-worker plugin was not found in its page bundle (voici-core 0.10.0?)")
    return changed


INDEX_PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>steamlab</title>
<meta http-equiv="refresh" content="0; url=../../../index.html">
<script>
const lang = new URLSearchParams(location.search).get('lang');
location.replace('../../../' + (lang === 'ja' ? 'index-ja.html' : 'index.html'));
</script></head>
<body><p><a href="../../../index.html">steamlab</a> · <a href="../../../index-ja.html">日本語</a></p></body></html>
"""
"""The server's dashboards index on the live site: the live site's own entry page instead (it lists every
dashboard and lesson; the server's index lists its folder, which the kernel here does not see)."""


def index_redirect(live: Path) -> None:
    """Replace the server's dashboards index page with one that opens the live site's entry page."""
    (live / "voici" / "render" / "dashboards" / "index.html").write_text(INDEX_PAGE, encoding="utf-8")


ENTRY_WORDS = word_table("publish.lite", "ENTRY_WORDS")


def entry_page(lang: str, contents: dict[str, list[Path]]) -> str:
    """The entry page of one language: a link to every dashboard and lesson page of the site."""
    from steamlab.i18n import msg

    def title_of(path: Path) -> str:  # the first Markdown heading
        for cell in json.loads(path.read_text(encoding="utf-8")).get("cells", []):
            if cell.get("cell_type") == "markdown":
                for line in "".join(cell.get("source", "")).splitlines():
                    if line.startswith("#"):
                        return line.lstrip("#").strip()
        return path.stem

    w = {k: v[lang] for k, v in ENTRY_WORDS.items()}
    q = f"?lang={lang}"
    boards = []
    for path in contents["dashboards"]:
        if path.name == "index.ipynb":  # the server's index page: this page is the live site's index
            continue
        key = f"ui.page_{path.stem}_title"
        name = msg(key).render(lang)
        name = path.stem.replace("_", " ") if name == key else name
        boards.append(f'<li><a href="voici/render/dashboards/{path.stem}.html{q}">{html.escape(name)}</a></li>')
    own = {p.name for p in contents["lessons/ja"]} if lang == "ja" else set()
    files = {int(p.name[:2]): p for p in contents["lessons"] if p.name[:2].isdigit()}
    groups = []  # a list per game path, in its order, numbered by the place on it (steamlab.core.lessons)
    for name, numbers in PATHS.items():
        items = []
        for n in (n for n in numbers if n in files):
            path = files[n]
            src, folder = (LESSONS / "ja" / path.name, "lessons/ja") if path.name in own else (path, "lessons")
            items.append(f'<li data-lesson="{n}"><a href="voici/render/{folder}/{path.stem}.html{q}">'
                         f"{html.escape(short_title(title_of(src)))}</a></li>")
        if items:
            groups.append(f'<h3>{html.escape(PATH_NAMES[name][lang])}</h3><ol class="steamlab-live-lessons">'
                          f'{"".join(items)}</ol>')
    other = "index-ja.html" if lang == "en" else "index.html"
    pictures = "../index.html" if lang == "en" else "../index-ja.html"
    return (f'<!DOCTYPE html><html lang="{lang}" data-steamlab-lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{w["title"]}</title>'
            "<style>body{font-family:sans-serif;max-width:52em;margin:2em auto;padding:0 1em;line-height:1.5}"
            "a{color:#0645ad}</style></head><body>"
            f'<p style="text-align:right"><a class="steamlab-other-lang" href="{other}">{w["other"]}</a></p>'
            f'<h1>{w["title"]}</h1><p>{w["intro"]}</p>'
            f'<h2>{w["dashboards"]}</h2><ul class="steamlab-live-dashboards">{"".join(boards)}</ul>'
            f'<h2>{w["lessons"]}</h2>{"".join(groups)}'
            f'<p><a href="{pictures}">{w["pictures"]}</a></p></body></html>')


def build_live_site(out: Path, *, cache: Path = CACHE) -> Path:
    """Build the live site into ``out/live`` (replaced whole); returns that folder."""
    started = time.monotonic()
    live = out.resolve() / "live"  # absolute: Voici runs in a folder of its own
    if live.exists():
        shutil.rmtree(live)
    with tempfile.TemporaryDirectory(prefix="steamlab-lite-") as tmp:
        work = Path(tmp)
        contents = stage_contents(work / "contents")
        packages = stage_pyodide(work / "pyodide", cache)
        lite_dir = work / "lite"
        lite_dir.mkdir()
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(lite_config(packages), indent=1))
        voici = Path(sys.executable).with_name("voici")
        run([str(voici), "build", "--lite-dir", str(lite_dir), "--contents", str(work / "contents"),
             "--output-dir", str(live), "--apps", "voici", "--no-sourcemaps", "--no-unused-shared-packages"],
            cwd=work, env={**os.environ, "JUPYTERLITE_NO_LIBARCHIVE": "1"})
        shutil.copytree(work / "pyodide", live / "pyodide")
    trim_kernel_installs(live)
    drop_service_worker(live)
    index_redirect(live)
    # JupyterLite's own app bundle (7 MB): the Voici pages load theirs from voici/build, never this one
    shutil.rmtree(live / "build", ignore_errors=True)
    patch_pages(live)
    for lang, name in (("en", "index.html"), ("ja", "index-ja.html")):
        (live / name).write_text(entry_page(lang, contents), encoding="utf-8")
    print(f"live site: {live} ({site_megabytes(live):.1f} MB, {time.monotonic() - started:.0f} s)")
    return live


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json"}

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class' name
        pass


@contextlib.contextmanager
def serve(folder: Path, port: int = 0) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 (a free port unless given) while the ``with`` lasts; yields its base URL.

    Any static server does (docs/publishing.md); this one is for the tests and benchmarks.
    """
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(_Quiet, directory=str(folder)))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def site_megabytes(folder: Path) -> float:
    """The folder's size in MB (10**6 bytes), every file counted."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m steamlab.publish.lite", description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", default=ROOT / "build" / "site")
    parser.add_argument("--cache", type=Path, default=CACHE)
    parser.add_argument("--serve", type=int, metavar="PORT", help="do not build: serve OUT/live on 127.0.0.1:PORT")
    args = parser.parse_args(argv)
    if args.serve is not None:
        with serve(args.out / "live", args.serve) as url:
            print(f"serving {args.out / 'live'} at {url}index.html (Ctrl-C stops)")
            with contextlib.suppress(KeyboardInterrupt):
                threading.Event().wait()
        return 0
    build_live_site(args.out, cache=args.cache)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
