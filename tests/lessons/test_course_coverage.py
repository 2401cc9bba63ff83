"""docs/course.md's rules-coverage table is the one tools/course_coverage.py generates, and honest."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tooling import load_tool

ROOT = Path(__file__).resolve().parents[2]
coverage = load_tool("course_coverage")

ROW = re.compile(r"^\| (?P<source>[^|]+) \| (?P<section>[^|]+) \| (?P<lessons>[^|]+) \|$", re.MULTILINE)


def table_in_course() -> str:
    text = coverage.COURSE.read_text(encoding="utf-8")
    return text.split(coverage.START, 1)[1].split(coverage.END, 1)[0].strip()


def test_every_lesson_the_table_names_cites_that_section() -> None:
    """Runs without the rule sources: the table never claims a lesson that does not cite the section."""
    lessons = {coverage.lesson_number(p): p for p in coverage.LESSONS.glob("*.ipynb")}
    rows = [m for m in ROW.finditer(table_in_course()) if m["source"] != "rule source"]
    assert len(rows) > 50
    for m in rows:
        if m["lessons"] == "not taught yet":
            continue
        for n in map(int, m["lessons"].split(", ")):
            assert m["section"] in coverage.taught(lessons[n]), (m["section"], n)


def test_the_table_is_current() -> None:
    seeds = coverage.seeds_dir()
    if not seeds.is_dir():
        pytest.skip(f"the rule sources are not at {seeds} (set STEAMLAB_SEEDS)")
    assert table_in_course() == coverage.table(seeds), "run: python tools/course_coverage.py --write"


def test_a_section_is_found_in_each_kind_of_heading(tmp_path: Path) -> None:
    for number in coverage.SOURCES:
        (tmp_path / f"{number}_0000000000000000.txt").write_text("■敷設コスト\n", encoding="utf-8")
    (tmp_path / "004_0000000000000000.txt").write_text("前文 **機関車 本文 ***機関車の改良 本文", encoding="utf-8")
    rows = coverage.rows(tmp_path)
    taught = {(source, section): lessons for source, section, lessons in rows}
    assert taught[("Age of Steam", "敷設コスト")] == [1, 2]
    assert taught[("Russian Railroads", "機関車の改良")] == [9]
    assert ("Russian Railroads", "敷設コスト") not in taught
