"""A learner's progress through the lessons: which exercises were answered right, which answers were shown.

Kept for the session in this process and in a small JSON file in the user's folder, so the course's index
page (another kernel) can show it: ``$STEAMLAB_PROGRESS`` if set, else ``~/.steamlab/progress.json``
(``off`` keeps it in this process only). The file holds, per lesson number, its number of exercises and
each exercise's state::

    {"lessons": {"2": {"exercises": 4, "states": {"0": "right", "2": "shown"}}}}

``"right"``: answered right (perhaps after a hint); ``"shown"``: the learner asked for the answer, or used
both tries. A lesson is done when every exercise is one of the two. A file that cannot be read is treated as
empty and rewritten; one that cannot be written leaves the session's memory as it is.

>>> store = Progress(None)
>>> store.record(2, 0, 2, "right"); store.record(2, 1, 2, "shown")
>>> store.state(2, 0), store.summary()
('right', Summary(lessons_done=1, lessons_started=1, right=1, answered=2))
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, NamedTuple

STATES = ("right", "shown")


class Summary(NamedTuple):
    """The course's progress in four numbers."""

    lessons_done: int
    lessons_started: int
    right: int
    answered: int


def progress_path() -> Path | None:
    """Where the progress is kept (``None``: in this process only)."""
    where = os.environ.get("STEAMLAB_PROGRESS", "").strip()
    if where.lower() == "off":
        return None
    return Path(where).expanduser() if where else Path.home() / ".steamlab" / "progress.json"


class Progress:
    """The progress store: the session's memory, read from and written through to ``path``."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.lessons: dict[str, dict[str, Any]] = {}
        self.reload()

    def reload(self) -> None:
        """Read the file again (another kernel may have written it)."""
        if self.path is None or not self.path.is_file():
            return
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            lessons = data["lessons"]
            self.lessons = {str(k): {"exercises": int(v["exercises"]),
                                     "states": {str(i): s for i, s in v["states"].items() if s in STATES}}
                            for k, v in lessons.items()}  # fmt: skip
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            self.lessons = {}

    def state(self, lesson: int, index: int) -> str | None:
        """``"right"``, ``"shown"`` or ``None`` (not answered yet) for exercise ``index`` of ``lesson``."""
        state = self.lessons.get(str(lesson), {}).get("states", {}).get(str(index))
        return str(state) if state is not None else None

    def record(self, lesson: int, index: int, total: int, state: str) -> None:
        """Exercise ``index`` (of ``total``) of ``lesson`` is now ``state``; a right answer is never undone."""
        if state not in STATES:
            raise ValueError(f"progress state {state!r} is not one of {STATES}")
        entry = self.lessons.setdefault(str(lesson), {"exercises": total, "states": {}})
        entry["exercises"] = total
        if entry["states"].get(str(index)) != "right":
            entry["states"][str(index)] = state
        self._write()

    def _write(self) -> None:
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            text = json.dumps({"lessons": self.lessons}, indent=1, sort_keys=True)
            with tempfile.NamedTemporaryFile("w", dir=self.path.parent, delete=False, suffix=".tmp",
                                             encoding="utf-8") as f:  # fmt: skip
                f.write(text)
            os.replace(f.name, self.path)
        except OSError:
            pass

    def lesson(self, number: int) -> tuple[int, int, int]:
        """Of lesson ``number``'s exercises: how many answered right, how many answered (right or shown), and how
        many it has (``(0, 0, 0)`` for a lesson not begun)."""
        entry = self.lessons.get(str(number))
        if entry is None:
            return (0, 0, 0)
        states = list(entry["states"].values())
        return (sum(s == "right" for s in states), len(states), int(entry["exercises"]))

    def summary(self) -> Summary:
        """Lessons done and started, exercises right and answered (right or shown)."""
        done = right = answered = 0
        for entry in self.lessons.values():
            states = entry["states"].values()
            right += sum(s == "right" for s in states)
            answered += len(entry["states"])
            done += len(entry["states"]) >= entry["exercises"]
        return Summary(done, len(self.lessons), right, answered)


_STORE: Progress | None = None


def progress() -> Progress:
    """The process's progress store (made on first use, at :func:`progress_path`)."""
    global _STORE
    if _STORE is None or _STORE.path != progress_path():
        _STORE = Progress(progress_path())
    return _STORE
