"""The floors of the house (docs/architecture.md), read from the source with :mod:`ast`.

Every ``import`` in ``steamlab/`` counts, deferred imports inside functions included: a deferred
import hides a circle, it does not remove it. Only ``_repr_*_`` display hooks and ``TYPE_CHECKING``
blocks are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "steamlab"

# Which floors each floor may import (its own included). steamlab/__init__.py and cli.py sit on top.
FLOORS: dict[str, set[str]] = {
    "i18n": {"i18n"},
    "core": {"core", "i18n"},
    "engine": {"engine", "core", "i18n"},
    "games": {"games", "engine", "core", "i18n"},
    "bots": {"bots", "games", "engine", "core", "i18n"},
    "scenarios": {"scenarios", "bots", "games", "engine", "core", "i18n"},
    "render": {"render", "games", "engine", "core", "i18n"},
    "editor": {"editor", "render", "games", "engine", "core", "i18n"},
    "play": {"play", "bots", "games", "engine", "core", "i18n"},
    "widgets": {"widgets", "play", "editor", "render", "scenarios", "bots", "games", "engine", "core", "i18n"},
    "course": {"course", "widgets", "play", "editor", "render", "scenarios", "bots", "games", "engine", "core", "i18n"},
    "publish": {"publish", "course", "widgets", "play", "editor", "render", "scenarios", "bots", "games", "engine", "core",
                "i18n"},
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _resolve(module: str, importer: str, level: int, names: list[str]) -> set[str]:
    if level:
        base = importer.split(".")
        is_package = MODULES[importer].name == "__init__.py"
        base = base[: len(base) - level + (1 if is_package else 0)]
        module = ".".join(base + ([module] if module else []))
    found = set()
    for name in names:
        if f"{module}.{name}" in MODULES:
            found.add(f"{module}.{name}")
        elif module in MODULES:
            found.add(module)
    if not names and module in MODULES:
        found.add(module)
    return found


def imports_of(name: str) -> set[str]:
    """The steamlab modules ``name`` imports, at any depth of its source.

    >>> "steamlab.core.hexgrid" in imports_of("steamlab.core.maps")
    True
    """
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("_repr_"):
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in MODULES:
                    found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            found.update(_resolve(node.module or "", name, node.level, [a.name for a in node.names]))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    found.discard(name)
    return found


GRAPH = {name: imports_of(name) for name in MODULES}


def _cycle() -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def walk(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(GRAPH[node]):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt) :] + [nxt]
            if nxt not in state:
                found = walk(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(GRAPH):
        if node not in state:
            found = walk(node)
            if found:
                return found
    return None


def test_no_import_circle_in_steamlab() -> None:
    circle = _cycle()
    assert circle is None, "import circle: " + " -> ".join(circle or [])


def test_the_checker_sees_a_deferred_circle() -> None:
    """The checker itself: a circle made only of a deferred import is found."""
    saved = dict(GRAPH)
    try:
        GRAPH["steamlab.core.hexgrid"] = GRAPH["steamlab.core.hexgrid"] | {"steamlab.core.maps"}
        assert _cycle() is not None
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


def _floor(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and parts[1] in FLOORS) else None


@pytest.mark.parametrize("floor", sorted(FLOORS))
def test_a_floor_imports_only_the_floors_below(floor: str) -> None:
    wrong = sorted(
        f"{name} imports {target}"
        for name, targets in GRAPH.items()
        if _floor(name) == floor
        for target in targets
        if _floor(target) is not None and _floor(target) not in FLOORS[floor]
    )
    assert not wrong, "\n".join(wrong)


def test_the_games_do_not_know_the_bots_exist() -> None:
    assert not [n for n, t in GRAPH.items() if _floor(n) == "games" and any(_floor(x) == "bots" for x in t)]


def _imports_by_name(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name in ("import_module", "__import__"):
                return True
    return False


def test_no_floor_imports_by_name():
    """``importlib.import_module("steamlab.games...")`` would hide a floor reaching up from the checks above: the
    engine finds the games because they register themselves (``engine.registry.register_game``). Code in a string
    (a script another Python runs) does not count."""
    named = sorted(name for name, path in MODULES.items() if _imports_by_name(path))
    assert named == [], named
