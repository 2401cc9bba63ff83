"""The exercises' parameters live in data/course/exercises.toml (issue 40), checked when a lesson module reads them."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import pytest

from steamlab.core.errors import DataError
from steamlab.course import exercise_data
from steamlab.course.exercise_data import Parameters, checked
from steamlab.course.lessons import LESSONS

LESSONS_DIR = Path(exercise_data.__file__).parent / "lessons"


def test_every_parameter_is_read_by_its_lesson_and_no_lesson_keeps_one_in_code() -> None:
    for name in LESSONS.values():
        importlib.import_module(f"steamlab.course.lessons.{name}")
    assert exercise_data.unread() == {}
    for path in LESSONS_DIR.glob("*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if re.match(r"EXERCISE_\w+\b", line):
                assert "_PARAMETERS.get(" in line, f"{path.name}: {line}"


def test_a_wrong_parameter_is_refused_naming_the_file_and_the_field() -> None:
    with pytest.raises(DataError, match=r"course/exercises.toml: building_costs.nothing: missing"):
        Parameters("building_costs").get("nothing", int)
    with pytest.raises(DataError, match=r"course/exercises.toml: no_such_lesson: no such table"):
        Parameters("no_such_lesson")
    cases: list[tuple[Any, Any, str]] = [
        (["a", 1], tuple[str, str], r"t.k\[1\]: must be text"),
        ([1, 2, 3], tuple[int, int], r"t.k: must be a list of 2 items"),
        (True, int, r"t.k: must be a whole number"),
        ({"cash": [1]}, dict[str, int], r"t.k.cash: must be a whole number"),
        ([1, 2.5], list[int | str], r"t.k\[1\]: must be a whole number or text"),
    ]
    for value, shape, message in cases:
        with pytest.raises(DataError, match=message):
            checked(value, shape, "t.k", "course/exercises.toml")


def test_a_value_comes_back_in_its_shape() -> None:
    assert checked([["a", 1], ["b", 2]], list[tuple[str, int]], "t.k", "f") == [("a", 1), ("b", 2)]
    assert checked({"x": [1, "drop"]}, dict[str, list[int | str]], "t.k", "f") == {"x": [1, "drop"]}
