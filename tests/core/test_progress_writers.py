"""Lessons answered in kernels of their own all reach the progress file (issue 39, item 2).

Each lesson runs in its own kernel with its own copy of the progress; before the fix each write put that whole
copy in the file, so the last kernel to answer wiped what the others had written since it started (six lessons
answered, four in the index). Here two processes, each with a copy made before either writes, answer lessons at
the same time: every answer of both must be in the file.
"""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path

from steamlab.core import progress

EXERCISES = 4


def _answer(path: str, lessons: list[int], barrier: object) -> None:
    store = progress.Progress(Path(path))  # a lesson's kernel, its copy read before anyone writes
    barrier.wait()  # type: ignore[attr-defined]
    for lesson in lessons:
        for i in range(EXERCISES):
            store.record(lesson, i, EXERCISES, "right" if i % 2 == 0 else "shown")


def test_two_processes_answering_at_once_lose_nothing(tmp_path):
    path = tmp_path / "progress.json"
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(2)
    mine, theirs = [1, 2, 3, 4, 5, 6], [14, 15, 16, 17, 18, 19]
    procs = [ctx.Process(target=_answer, args=(str(path), lessons, barrier)) for lessons in (mine, theirs)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    kept = json.loads(path.read_text(encoding="utf-8"))["lessons"]
    assert sorted(int(k) for k in kept) == sorted(mine + theirs)
    assert all(len(kept[str(n)]["states"]) == EXERCISES for n in mine + theirs)
    assert progress.Progress(path).summary() == (12, 12, 24, 48)


def test_a_stale_kernel_never_undoes_a_right_answer_of_another(tmp_path):
    path = tmp_path / "progress.json"
    stale = progress.Progress(path)  # opened first, knows nothing
    other = progress.Progress(path)
    other.record(3, 0, 2, "right")
    stale.record(3, 0, 2, "shown")  # this kernel's learner gave up on the same exercise
    stale.record(4, 0, 1, "right")
    assert progress.Progress(path).lesson(3) == (1, 1, 2)
    assert progress.Progress(path).lesson(4) == (1, 1, 1)
    assert not list(tmp_path.glob("*.tmp"))  # the atomic replace leaves no temporary file


def test_a_voila_page_keeps_no_file_the_browser_holds_its_progress(tmp_path, monkeypatch):
    """On a class server every viewer's kernel shares the user folder: no file there, the browser keeps it."""
    monkeypatch.setenv("STEAMLAB_PROGRESS", str(tmp_path / "progress.json"))
    assert progress.progress_path() == tmp_path / "progress.json"
    monkeypatch.setenv("VOILA_KERNEL_ID", "0f3c")
    assert progress.progress_path() is None
    store = progress.progress()
    store.take({"2": {"exercises": 2, "states": {"0": "right"}}})  # what this viewer's browser kept
    store.record(2, 1, 2, "shown")
    assert store.lesson(2) == (1, 2, 2)
    assert not (tmp_path / "progress.json").exists()
