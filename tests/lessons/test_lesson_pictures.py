"""Pictures and tables a reader sees: a live map also carries its picture (for a page with no kernel: the static
site, nbconvert), and worked tables show as HTML tables (monospace columns drift in a CJK font)."""

import ast
from pathlib import Path

import nbformat
import pytest

import steamlab
from steamlab.course import text
from steamlab.widgets.hexmap import HexMapWidget

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def test_map_widget_output_carries_the_live_view_and_an_svg_picture():
    w = HexMapWidget(steamlab.load_map("tutorial"))
    bundle = w._repr_mimebundle_()
    assert bundle[WIDGET_VIEW]["model_id"] == w.model_id   # JupyterLab and Voila show the widget
    svg = bundle["image/svg+xml"]
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert svg.count('class="hex"') == 59 and "<title>Tutorial Valley</title>" in svg


def test_the_picture_is_the_position_the_widget_shows_now():
    w = HexMapWidget(steamlab.load_map("tutorial"))
    before = w.picture()
    w.click(w.map.find("Carlow"))
    after = w.picture()
    assert after != before and len(after) > len(before)   # the selection is drawn
    w.select(None)
    assert w.picture() == before


# -- worked tables ------------------------------------------------------------------------------------------
COURSE = Path(steamlab.__file__).parent / "course"
LESSONS = Path(steamlab.__file__).parents[1] / "notebooks" / "lessons"


def returns_a_table(node: ast.FunctionDef) -> bool:
    """A function that returns ``table(...)`` or says it returns a ``Table`` / ``TextTable``."""
    if isinstance(node.returns, ast.Name) and node.returns.id in ("Table", "TextTable"):
        return True
    if isinstance(node.returns, ast.Constant) and node.returns.value in ("Table", "TextTable"):
        return True
    return any(isinstance(r, ast.Return) and isinstance(r.value, ast.Call) and getattr(r.value.func, "id", "") == "table"
               for r in ast.walk(node))


def table_helpers() -> set[str]:
    """The course helpers and methods that return a worked table (a :class:`TextTable` or an ``rr_words.Table``)."""
    found = set()
    for module in COURSE.rglob("*.py"):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and returns_a_table(node):
                found.add(node.name)
    return found


def printed_tables(source: str, helpers: set[str]) -> list[str]:
    """Calls ``print(helper(...))`` in a cell: the table would show as monospace text, not as a table."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "print" and node.args:
            arg = node.args[0]
            name = (getattr(arg.func, "id", None) or getattr(arg.func, "attr", None)) if isinstance(arg, ast.Call) else None
            if name in helpers:
                out.append(name)
    return out


def test_a_table_shows_as_html_and_prints_as_aligned_text():
    t = text.table(["地形", "cost"], [["平地", "$1 + $2"]])
    assert t.splitlines() == ["地形  cost", "----  -------", "平地  $1 + $2"]   # wide characters count twice
    page = t._repr_html_()
    assert page.startswith("<table class='tex2jax_ignore'>")   # MathJax leaves `$1 + $2` alone
    assert "<td style='text-align:left'>$1 + $2</td>" in page and "<th style='text-align:left'>地形</th>" in page
    assert "<td style='text-align:left'>&lt;b&gt;</td>" in text.table(["x"], [["<b>"]])._repr_html_()


def test_ipython_shows_a_table_as_html_with_its_text_for_nbval():
    formatter = pytest.importorskip("IPython.core.formatters")
    shown, _ = formatter.DisplayFormatter().format(text.table(["a"], [[1]]))
    assert shown["text/plain"] == "a\n-\n1" and shown["text/html"].startswith("<table")


def test_no_lesson_prints_a_worked_table_as_text():
    helpers = table_helpers()
    assert {"places_table", "standings", "rr_railways", "setup_table", "spaces_table", "turns_table"} <= helpers
    found = [(nb.name, name) for nb in sorted(LESSONS.glob("[0-9][0-9]_*.ipynb"))
             for cell in nbformat.read(nb, as_version=4).cells if cell.cell_type == "code"
             for name in printed_tables(cell.source, helpers)]
    assert found == []
    assert printed_tables("print(maps.places_table('tutorial'))", helpers) == ["places_table"]   # the check can fail


def test_the_score_working_of_lessons_18_and_19_is_a_table_that_adds_up():
    """The games' score working (lessons 18 and 19) shows as a table, one row per item and the player's total,
    not as printed lines; each player's rows add up to the engine's total."""
    from steamlab.course import rails_round as rounds

    for nb in sorted(LESSONS.glob("[0-9][0-9]_*.ipynb")):
        for cell in nbformat.read(nb, as_version=4).cells:
            assert "print(rounds.score_working" not in cell.source, nb.name
    game = steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=7)
    game.apply(game.legal_actions()[0])
    for lang in ("en", "ja"):
        t = rounds.score_table(game, lang=lang)
        assert isinstance(t, text.TextTable) and "<table" in t._repr_html_()
        totals, running = [], 0
        for _, item, points in t.rows:
            if item in ("total", "合計"):
                totals.append((running, int(points)))
                running = 0
            else:
                running += int(points)
        assert totals == [(s.total, s.total) for s in game.scores()], (lang, totals)
        assert [row[0] for row in t.rows if row[0]] == [rounds.who(p, lang) for p in range(3)]
