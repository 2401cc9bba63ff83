"""Pictures and sentences where a result is a position or a cost (issue 32): the board with each tile and its
price, a route drawn with who earns what, a hex picked out, a score sheet; never the printed lines they replace."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from steamlab.course.pictures import builds_figure, route_figure, score_sheets
from steamlab.course.rails import rail_board
from steamlab.i18n.check import english_runs

FOLDER = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
FIGURED = ["01_map_and_terrain", "02_building_costs", "03_links_and_ownership", "04_moving_goods", "07_final_scoring"]
PRINTED = re.compile(r"print\((compare_builds|hex_facts|final_scores|route_text|story)\b")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", FIGURED)
def test_the_lesson_draws_its_positions_and_costs_and_prints_none(name: str, lang: str) -> None:
    nb = nbformat.read(FOLDER / ("ja" if lang == "ja" else "") / f"{name}.ipynb", as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert not [c.source for c in code if PRINTED.search(c.source)]
    figures = [o["data"]["text/html"] for c in code for o in c.get("outputs", [])
               if "steamlab-figure" in str(o.get("data", {}).get("text/html", ""))]  # fmt: skip
    assert figures, f"{name} ({lang}) shows no figure in its checked outputs"
    if name != "07_final_scoring":
        assert all("<svg" in "".join(f) for f in figures)


def test_a_build_figure_writes_each_price_on_its_hex_and_says_it_in_a_sentence() -> None:
    fig = builds_figure("tutorial", [("F4", "straight", "straight", 2), ("A4", "straight", "straight", 0)],
                        first_build=True)  # fmt: skip
    page = fig._repr_html_()
    assert ">4 / 4</text>" in page and ">✕ / ✕</text>" in page  # the prices on the hexes
    assert not re.search(r"<text[^>]*>[^<]*\$", page)  # no "$" in the picture: MathJax would pair two of them
    assert "F4 (hill), straight:</b> Steam: <code>$4</code>" in page and "both games charge the same" in page
    assert "not allowed" in page and str(fig).startswith("F4 (hill)\n")  # the text nbval compares
    ja = builds_figure("tutorial", [("F4", "straight", "straight", 2)], first_build=True, lang="ja")._repr_html_()
    words = re.sub(r"<svg.*?</svg>|<[^>]+>", " ", ja, flags=re.S)
    assert english_runs(words, ["Tutorial Valley"]) == [] and "スチーム" in words


def test_a_route_figure_outlines_its_links_and_a_score_sheet_is_a_table_per_rule_set() -> None:
    board = rail_board("tutorial", "steam", [(["Carlow", "E5", "E6", "Fenwick"], 0)])
    fig = route_figure(board, ("E4/B",), ["orange moves it: 1 point to orange"])
    assert str(fig) == "E4 (bottom)\norange moves it: 1 point to orange" and fig._repr_html_().count("<li>") == 2
    sheet = score_sheets(board, [{"income": 3, "vp": 2}, {"income": 1, "vp": 0}, {}], lang="ja")._repr_html_()
    assert sheet.count("<table") == 3 and "プレイヤー 1" in sheet and "の勝ちです" in sheet
