"""Count the import arrows between the modules of one package, deferred imports included.

An arrow is an ordered pair of modules (A imports B) of the package; a module
importing another several times (at the top and inside a function) is one arrow.
Imports that run count (module level and deferred, inside a function); imports under
``if TYPE_CHECKING:`` never run and are counted apart. Both forms count:
``from steamlab.games.russian_railroads.X import ...`` / ``import steamlab.games.russian_railroads.X``
and the relative ``from .X import``.
An import of the package itself (``from steamlab.games.russian_railroads import X``)
is an arrow to module ``X`` when ``X`` is a module of the package, else to
``__init__``. Cycles are found over the arrows that run (deferred ones too), and
reported again with the type-only ones.

    .venv/bin/python tools/package_arrows.py                       # Russian Railroads
    .venv/bin/python tools/package_arrows.py steamlab/editor --list # any package, with the arrows

>>> import tempfile, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp()) / "pkg"; d.mkdir()
>>> _ = (d / "__init__.py").write_text("")
>>> _ = (d / "a.py").write_text("from pkg.b import x\\ndef f():\\n    from .c import y\\n")
>>> _ = (d / "b.py").write_text("import pkg.c\\n")
>>> _ = (d / "c.py").write_text("def g():\\n    from pkg import a\\n")
>>> _ = (d / "b2.py").write_text("from typing import TYPE_CHECKING\\nif TYPE_CHECKING:\\n    from pkg.a import x\\n")
>>> sorted(arrows(d, "pkg"))
[('a', 'b'), ('a', 'c'), ('b', 'c'), ('c', 'a')]
>>> cycles(arrows(d, "pkg"))
[['a', 'b', 'c']]
>>> arrow_kinds(d, "pkg")[("a", "c")], arrow_kinds(d, "pkg")[("b2", "a")]
({'deferred'}, {'type'})
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

DEFAULT = Path(__file__).resolve().parents[1] / "steamlab" / "games" / "russian_railroads"


def _package_name(folder: Path) -> str:
    parts = folder.resolve().parts
    return ".".join(parts[parts.index("steamlab"):]) if "steamlab" in parts else folder.name


def _imports(tree: ast.Module) -> list[tuple[ast.stmt, str]]:
    """Every import statement with its kind: ``top`` (module level), ``deferred`` (inside a function or
    class), ``type`` (under ``if TYPE_CHECKING:``, never run)."""
    out: list[tuple[ast.stmt, str]] = []

    def walk(nodes: list[ast.stmt], kind: str) -> None:
        for node in nodes:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                out.append((node, kind))
            elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                walk(node.body, "type")
                walk(node.orelse, kind)
            else:
                inner = "deferred" if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else kind
                for field in ("body", "orelse", "finalbody", "handlers"):
                    block = getattr(node, field, None)
                    if isinstance(block, list):
                        walk([b for b in block if isinstance(b, ast.stmt)]
                             + [s for h in block if isinstance(h, ast.ExceptHandler) for s in h.body],
                             inner if kind != "type" else "type")

    walk(tree.body, "top")
    return out


def arrows(folder: Path, package: str | None = None, kinds: tuple[str, ...] = ("top", "deferred")) -> set[tuple[str, str]]:
    """Every (importer, imported) pair of modules of the package in ``folder`` made by imports of ``kinds``.

    By default the imports that run (module level and deferred); add ``"type"`` for the ones under
    ``if TYPE_CHECKING:``.
    """
    return {(a, b) for (a, b), k in arrow_kinds(folder, package).items() if k & set(kinds)}


def arrow_kinds(folder: Path, package: str | None = None) -> dict[tuple[str, str], set[str]]:
    """Every (importer, imported) pair with the kinds of import that make it."""
    package = package or _package_name(folder)
    modules = {p.stem for p in folder.glob("*.py")}
    out: dict[tuple[str, str], set[str]] = {}
    for path in sorted(folder.glob("*.py")):
        here = path.stem
        for node, kind in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom):
                if node.level == 1:  # from .X import ... / from . import X
                    base = node.module or ""
                elif node.level == 0 and node.module and (node.module == package
                                                          or node.module.startswith(package + ".")):
                    base = node.module[len(package) + 1:] if node.module != package else ""
                else:
                    continue
                if base:
                    targets.append(base.split(".")[0])
                else:  # the package itself: its modules by name, else its __init__
                    targets.extend(a.name if a.name in modules else "__init__" for a in node.names)
            else:
                for alias in node.names:
                    if alias.name.startswith(package + "."):
                        targets.append(alias.name[len(package) + 1:].split(".")[0])
            for t in targets:
                if t in modules and t != here:
                    out.setdefault((here, t), set()).add(kind)
    return out


def cycles(pairs: set[tuple[str, str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (each sorted), i.e. the import cycles."""
    graph: dict[str, set[str]] = {}
    for a, b in pairs:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default=str(DEFAULT))
    parser.add_argument("--list", action="store_true", help="print every arrow")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    kinds = arrow_kinds(folder)
    modules = sorted(p.stem for p in folder.glob("*.py"))
    if args.list:
        for (a, b), k in sorted(kinds.items()):
            print(f"{a} -> {b}  ({', '.join(sorted(k))})")
    run = arrows(folder)
    everything = arrows(folder, kinds=("top", "deferred", "type"))
    deferred_only = sum(1 for k in kinds.values() if k == {"deferred"})
    print(f"{_package_name(folder)}: {len(modules)} modules; {len(run)} arrows that run "
          f"({deferred_only} of them only deferred), {len(everything)} with type-only imports")
    found, found_types = cycles(run), cycles(everything)
    print(f"cycles: {found or 'none'}; with type-only imports: {found_types or 'none'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
