"""No number exercise's answer is a figure its page shows above it for another case: a learner must apply the rule,
not copy a price, a VP or a lead worked out for a case nearby (the rule: no answer is readable on the page before the
learner gives it).

The lesson's code cells run in this process, as a reader's kernel runs them, up to the exercise cell; what they show
(tables, figures and pictures as their HTML or SVG without the tags, printed lines) is the page's worked cases. A money
answer is looked for among the dollar amounts shown there, any other number among all the numbers shown there (the
digits of a hex label such as ``G5`` or a rotation such as ``r1`` are not a number). The prose is not read: it states
the rules, and every Age of Steam price is a figure of the table it prints, one fixed price (a change in a town)
included.

Only the lessons whose exercises were audited for this are checked (``AUDITED``): elsewhere a small answer (a count
of 1, a price of `$3`) meets the same number by chance (a player's or a round's number, another build's price), and
whether that lets a learner copy it is a question for each exercise, not for this test.
"""

from __future__ import annotations

import ast
import contextlib
import html
import io
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest

from steamlab.core import progress
from steamlab.course import exercises

FOLDER = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
AUDITED = ["01_map_and_terrain", "02_building_costs", "05_auction_and_turn_order", "06_income_and_shortfall",
           "11_rr_round_scoring", "12_rr_final_scoring", "14_action_tiles", "15_capital_and_shares",
           "16_urbanization_and_track_changes", "18_locomotives_and_the_round", "19_first_game", "21_rr_engineers",
           "22_rr_turn_order_and_rounds", "23_rr_first_game"]
"""The others were read by hand (lessons 3, 4, 7-10, 13, 17, 20): each number they ask stands on their page only by
chance (a player's, a turn's, a space's or a map row's number, a slider's end, a count of something else) or is a
small count that every case of its kind gives; the tests of ``test_course_exercises`` check their cases against what
their pages work out."""
LANG_LINE = re.compile(r'^LANG = "en"$', re.MULTILINE)
EXERCISE_CELL = re.compile(r"^exercises\(", re.MULTILINE)
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
NUMBER = re.compile(r"(?<![\w.$])[-−]?\d+(?!\w)", re.ASCII)
"""A number standing on its own (``$3``'s 3 is money; ``G5``, ``r1`` and ``1st`` are not numbers), Japanese text
around it or not."""
MONEY = re.compile(r"([-−]?)\$(\d+)")


def _shown(obj: object) -> str:
    """What a displayed object shows as text: its HTML or SVG without the tags, else its ``str``. A live widget shows
    only what was displayed into it (an ``interact``'s output reaches :func:`page` through ``display``)."""
    if obj is None:
        return ""
    bundle: Any = obj._repr_mimebundle_() if hasattr(obj, "_repr_mimebundle_") else None
    bundle = bundle[0] if isinstance(bundle, tuple) else bundle
    if isinstance(bundle, dict):
        markup = bundle.get("text/html") or bundle.get("image/svg+xml")
        if markup:
            return _text(markup)
        if WIDGET_VIEW in bundle:
            return ""
    for method in ("_repr_html_", "_repr_svg_"):
        markup = getattr(obj, method, lambda: None)()
        if markup:
            return _text(markup)
    return str(obj)


def _text(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style.*?</style>", " ", markup, flags=re.S)))


def page(path: Path, lang: str) -> tuple[str, list[exercises.ExerciseWidget]]:
    """Run the lesson's code cells in ``lang`` up to its exercise cell: the text of all they show, and the exercise
    widgets that cell builds."""
    nb = nbformat.read(path, as_version=4)
    exercises.forget()
    shown: list[str] = []
    namespace: dict[str, object] = {"__name__": "__lesson__",
                                    "display": lambda *objs, **_kw: shown.extend(map(_shown, objs))}  # fmt: skip
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        for i, cell in enumerate(c for c in nb.cells if c.cell_type == "code"):
            source = LANG_LINE.sub(f'LANG = "{lang}"', cell.source)
            if EXERCISE_CELL.search(source):
                exec(compile(source, f"{path.name} code cell {i}", "exec"), namespace)  # noqa: S102 (our own lessons)
                return "\n".join([*shown, printed.getvalue()]), exercises.built()
            tree = ast.parse(source)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, f"{path.name} code cell {i}", "exec"), namespace)  # noqa: S102
            if last is not None:
                value = eval(compile(ast.Expression(last.value), f"{path.name} code cell {i}", "eval"), namespace)  # noqa: S307
                if not source.rstrip().endswith(";"):
                    shown.append(_shown(value))
    raise AssertionError(f"{path.name} has no exercise cell")


def numbers(text: str) -> set[int]:
    """Every number ``text`` shows."""
    return {int(n.replace("−", "-")) for n in NUMBER.findall(text)}


def dollars(text: str) -> set[int]:
    """Every amount of money ``text`` shows (``$3``, ``-$1``)."""
    return {int(sign.replace("−", "-") + n) for sign, n in MONEY.findall(text)}


@pytest.fixture
def lessons_folder(monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(FOLDER)
    monkeypatch.setattr(progress, "_STORE", None)  # a fresh session: nothing answered yet
    return FOLDER


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", AUDITED)
def test_no_number_answer_is_a_figure_its_page_shows_for_another_case(name: str, lang: str, lessons_folder: Path) -> None:
    text, built = page(lessons_folder / f"{name}.ipynb", lang)
    asked = [w.exercise for w in built if w.exercise.kind == "number"]
    assert asked, f"{name} asks for no number"
    shown = {True: dollars(text), False: numbers(text)}
    assert all(shown[e.money] for e in asked), f"{name} ({lang}) shows no figure above its exercises"
    copied = [(e.question[lang], sorted(e.answers & shown[e.money])) for e in asked if e.answers & shown[e.money]]
    assert copied == [], f"answers the page shows above them for other cases: {copied}"


def test_the_page_text_holds_what_the_page_works_out(lessons_folder: Path) -> None:
    """The text read is the page's: lesson 2's figures price a straight on the river D4 at `$3` in both games (and
    the Try-it box, shown with D4, again), lesson 21's table pays a hired engineer 6 its 5 VP; a hex label or a
    rotation is not a number."""
    building, _ = page(lessons_folder / "02_building_costs.ipynb", "en")
    assert building.count("D4 (river), straight:") == 2 and {2, 3, 4} <= dollars(building)
    engineers, _ = page(lessons_folder / "21_rr_engineers.ipynb", "ja")
    assert 5 in numbers(engineers) and "得た勝利点" in engineers
    assert numbers("G5 straight r1: 1st, 3番手, −2 and $4") == {3, -2}
    assert dollars("G5: $3, −$1") == {3, -1}
