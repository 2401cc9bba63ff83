"""The course reaches into the games' packages from a few shared modules only (issue 40: at most 15 imports).

Counted as ``grep -rn "steamlab\\.games" steamlab/course --include=*.py`` counts the import lines: every ``import``
or ``from ... import`` statement in ``steamlab/course`` naming a module under ``steamlab.games``, deferred imports
inside functions included. A lesson's module takes the games' actions and rules queries from the course's doors,
``course/rails_play.py`` and ``course/rr_play.py``, and the positions' types from ``steamlab.scenarios``.
"""

from __future__ import annotations

import ast
from pathlib import Path

COURSE = Path(__file__).resolve().parents[2] / "steamlab" / "course"
MOST = 15


def game_imports() -> list[str]:
    found = []
    for path in sorted(COURSE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else (
                [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            if any(n == "steamlab.games" or n.startswith("steamlab.games.") for n in names):
                found.append(f"{path.relative_to(COURSE.parents[1]).as_posix()}:{node.lineno}")
    return found


def test_the_course_imports_the_games_from_a_few_modules() -> None:
    found = game_imports()
    assert len(found) <= MOST, f"{len(found)} imports of steamlab.games in the course (at most {MOST}):\n" + "\n".join(found)
