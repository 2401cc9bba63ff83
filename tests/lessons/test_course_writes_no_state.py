"""The course writes into no game's state (issue 40): a position a lesson needs is set up through steamlab.scenarios.

Read from the source with :mod:`ast`: every assignment or augmented assignment in ``steamlab/course`` whose target
is an attribute or an item (``x.a = ...``, ``x[k] += ...``, ``x.a.b[k] = ...``) must write into something the course
itself made:

* a plain container (a dict, list or set display or comprehension, or ``dict()``/``list()``/``set()``/
  ``defaultdict()``/``Counter()``) bound to a name in the same function or at the module's top;
* ``self`` in a method of a class the module defines (the course's own objects: exercise widgets, tables);
* a name bound in the same function to a new object of a class the module defines (lesson 23's ``Round`` record).

Anything else is a write into an object the course was given or took from a lower floor (a game, a board, a seat)
and fails, unless it is in :data:`ALLOWED` below with the reason it is not game state.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

COURSE = Path(__file__).resolve().parents[2] / "steamlab" / "course"

PLAIN_CALLS = {"dict", "list", "set", "defaultdict", "Counter"}
PLAIN_NODES = (ast.Dict, ast.List, ast.Set, ast.DictComp, ast.ListComp, ast.SetComp)
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)

ALLOWED: dict[tuple[str, str, str], str] = {
    ("exercises.py", "with_still", "bundle"): "a widget's mime bundle (a dict ipywidgets returns), given its still page",
    ("exercises.py", "exercises", "box"): "the VBox this function made for the exercises, given its parts and bundle",
    ("exercises.py", "answer", "box"): "the tick boxes the exercise widget made (in self.ticks), ticked to answer",
    ("pictures.py", "builds_figure", "drawn"): "a copy of the board made only to draw the tiles of the builds on it",
    ("rails_growth.py", "growth_game", "aos"): "auto_chance, a setting of the game object (whether chance plays "
                                               "itself), not the position: the lesson rolls the dice step by step",
    ("rails_growth.py", "dice_arrivals", "c"): "auto_chance on a copy made to roll the dice one by one",
    ("lessons/rr_action_spaces.py", "spaces_table", "heads"): "the table's header list, a list of words headers() returned",
}
"""(module under steamlab/course, function, the name written into) -> why it is not game state."""


def _flat(target: ast.expr) -> Iterator[ast.expr]:
    if isinstance(target, ast.Tuple | ast.List):
        for e in target.elts:
            yield from _flat(e)
    elif isinstance(target, ast.Starred):
        yield from _flat(target.value)
    else:
        yield target


def _targets(node: ast.Assign | ast.AugAssign | ast.AnnAssign) -> Iterator[ast.expr]:
    for t in node.targets if isinstance(node, ast.Assign) else [node.target]:
        yield from _flat(t)


def _root(target: ast.expr) -> ast.expr:
    while isinstance(target, ast.Attribute | ast.Subscript):
        target = target.value
    return target


def _own(scope: ast.AST) -> Iterator[ast.AST]:
    """The nodes of ``scope`` outside the functions nested in it (a class body belongs to the scope around it)."""
    stack = list(ast.iter_child_nodes(scope))
    while stack:
        n = stack.pop()
        if isinstance(n, FUNCTIONS):
            continue
        yield n
        stack.extend(ast.iter_child_nodes(n))


def _called(value: ast.expr | None, names: set[str]) -> bool:
    if not isinstance(value, ast.Call):
        return False
    f = value.func
    return (f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else "") in names


def _bound(nodes: list[ast.AST], made: set[str]) -> set[str]:
    """Names bound in ``nodes`` to a plain container or to a new object of a class in ``made``."""
    out = set()
    for n in nodes:
        value = n.value if isinstance(n, ast.Assign | ast.AnnAssign) else None
        if value is not None and (isinstance(value, PLAIN_NODES) or _called(value, PLAIN_CALLS | made)):
            out |= {t.id for t in _targets(n) if isinstance(t, ast.Name)}  # type: ignore[arg-type]
    return out


def writes(source: str) -> Iterator[tuple[str, str, str, int]]:
    """(function, name written into, target, line) of each write in ``source`` into what the course did not make."""
    tree = ast.parse(source)
    classes = {c.name for c in ast.walk(tree) if isinstance(c, ast.ClassDef)}
    methods = {id(f) for c in ast.walk(tree) if isinstance(c, ast.ClassDef) for f in c.body if isinstance(f, FUNCTIONS)}
    module_names = _bound(list(_own(tree)), set())
    for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, FUNCTIONS))]:
        nodes = list(_own(scope))
        mine = module_names | _bound(nodes, classes) | ({"self"} if id(scope) in methods else set())
        name = getattr(scope, "name", "<module>")
        for n in nodes:
            if isinstance(n, ast.Assign | ast.AugAssign | ast.AnnAssign):
                for t in _targets(n):
                    root = _root(t)
                    if t is not root and not (isinstance(root, ast.Name) and root.id in mine):
                        yield name, root.id if isinstance(root, ast.Name) else ast.unparse(root), ast.unparse(t), n.lineno


def test_the_course_writes_into_no_game_state() -> None:
    found = []
    used = set()
    for path in sorted(COURSE.rglob("*.py")):
        rel = path.relative_to(COURSE).as_posix()
        for function, root, target, line in writes(path.read_text(encoding="utf-8")):
            if (rel, function, root) in ALLOWED:
                used.add((rel, function, root))
            else:
                found.append(f"steamlab/course/{rel}:{line}: {target} = ... (in {function})")
    assert not found, "the course writes into state it did not make; set the position up through steamlab.scenarios:\n" + (
        "\n".join(found))
    assert not set(ALLOWED) - used, f"allowed writes no longer there (take them off ALLOWED): {set(ALLOWED) - used}"


def test_the_scan_sees_a_write_into_a_board() -> None:
    source = "def f(game, rows):\n    mine = {}\n    mine['a'] = 1\n    game.seats[0].income = 3\n    rows[0] += 1\n"
    assert sorted((f, r, line) for f, r, _, line in writes(source)) == [("f", "game", 4), ("f", "rows", 5)]
