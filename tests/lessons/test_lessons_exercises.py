"""Every lesson's exercises, walked in both languages: nothing of the answer on the page before it is answered, a
wrong answer gets a hint (and no answer), a right one the working.

The lesson's code cells run in this process (the Japanese run sets ``LANG = "ja"``
as tools/lessons_ja.py does); :func:`steamlab.course.exercises.built` then lists
the exercise widgets the lesson made, and each is answered as a learner would:
its input filled, its Check button clicked.
"""

from __future__ import annotations

import contextlib
import html
import io
import re
from pathlib import Path

import nbformat
import pytest
from IPython.display import display

from steamlab.core import progress
from steamlab.course import exercises

FOLDER = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
LESSONS = sorted(FOLDER.glob("[0-9][0-9]_*.ipynb"))
LANG_LINE = re.compile(r'^LANG = "en"$', re.MULTILINE)


def run_lesson(path: Path, lang: str) -> list[exercises.ExerciseWidget]:
    """Run the lesson's code cells in ``lang``; the exercise widgets it built."""
    nb = nbformat.read(path, as_version=4)
    exercises.forget()
    # an IPython kernel gives every cell display() as a builtin
    namespace: dict[str, object] = {"__name__": "__lesson__", "display": display}
    with contextlib.redirect_stdout(io.StringIO()):
        for i, cell in enumerate(nb.cells):
            if cell.cell_type == "code":
                source = LANG_LINE.sub(f'LANG = "{lang}"', cell.source)
                exec(compile(source, f"{path.name} cell {i}", "exec"), namespace)  # noqa: S102 (our own lessons)
    return exercises.built()


def uses_exercises(path: Path) -> bool:
    return "steamlab.course.exercises" in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_exercise_answers_right_and_wrong_with_its_working(path: Path, lang: str, monkeypatch) -> None:
    assert uses_exercises(path), f"{path.name} ends with no exercises"
    monkeypatch.chdir(path.parent)
    monkeypatch.setattr(progress, "_STORE", None)  # a fresh session: nothing answered yet
    built = run_lesson(path, lang)
    assert 2 <= len(built) <= 4, f"a lesson ends with 2-4 exercises, {path.name} has {len(built)}"
    for w in built:
        assert w.lang == lang
        working = w.exercise.explain(lang)
        line = next(x.strip() for x in working.splitlines() if x.strip())
        assert w.feedback.value == "" and w.show_button.layout.display == "none"
        unfolded = re.sub(r"<details.*?</details>", "", w.still(), flags=re.S)  # the page with no kernel
        assert "<details" in w.still() and html.escape(line) not in unfolded, w.exercise.question
        w.answer(w.wrong_answer())
        w.button.click()
        wrong = w.feedback_data
        assert wrong is not None and wrong.answered and not wrong.correct, w.exercise.question
        assert wrong.hint and not wrong.explanation and "steamlab-exercise-hinted" in w.feedback.value
        assert html.escape(line) not in w.feedback.value
        w.answer(w.right_answer())
        w.button.click()
        right = w.feedback_data
        assert right is not None and right.correct, (w.exercise.question, right.verdict)
        assert right.explanation == working and "steamlab-exercise-right" in w.feedback.value
        if lang == "ja":
            assert re.search(r"[ぁ-んァ-ン一-龥]", right.verdict + right.explanation), right.explanation


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_no_exercise_is_written_in_the_page(path: Path) -> None:
    """A lesson's exercise cell is one call of a course function (the answers are computed there, out of sight),
    numbered with the lesson, so the session keeps its progress; no cell defines a question."""
    nb = nbformat.read(path, as_version=4)
    code = [c.source for c in nb.cells if c.cell_type == "code"]
    calls = [s for s in code if re.search(r"^exercises\(", s, re.M)]
    assert len(calls) == 1, f"{path.name}: {len(calls)} cells show exercises"
    n = int(path.name[:2])
    last = calls[0].strip().splitlines()[-1]
    assert re.fullmatch(rf"exercises\([\w.]+\([\w, =]*\), lang=LANG, lesson={n}\)", last), last
    for source in code:
        assert not re.search(r"\b(number|choice|hex_pick)\(\{", source), f"{path.name} writes an exercise in a cell"
