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
FIGURED = ["01_map_and_terrain", "02_building_costs", "03_links_and_ownership", "04_moving_goods",
           "05_auction_and_turn_order", "06_income_and_shortfall", "07_final_scoring"]
DRAWN = FIGURED[:4]
"""The lessons whose figures hold a board (the others: sentences and tables)."""
PRINTED = re.compile(r"print\((compare_builds|hex_facts|final_scores|route_text|story|auction_story|income_phase)\b")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", FIGURED)
def test_the_lesson_draws_its_positions_and_costs_and_prints_none(name: str, lang: str) -> None:
    nb = nbformat.read(FOLDER / ("ja" if lang == "ja" else "") / f"{name}.ipynb", as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert not [c.source for c in code if PRINTED.search(c.source)]
    figures = [o["data"]["text/html"] for c in code for o in c.get("outputs", [])
               if "steamlab-figure" in str(o.get("data", {}).get("text/html", ""))]  # fmt: skip
    assert figures, f"{name} ({lang}) shows no figure in its checked outputs"
    if name in DRAWN:
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


def test_a_story_is_told_in_sentences_and_its_columns_are_a_table() -> None:
    from steamlab.course.auction import auction_story
    from steamlab.course.money import income_phase
    from steamlab.course.pictures import story_figure

    story = story_figure(auction_story([0, 1, 2, 3], [1, 2, "drop", 3, "drop", 4, "drop"], lang="ja"), "ja")
    assert "<table" in story.html and "<td style='text-align:left'>プレイヤー 1</td>" in story.html
    assert str(story).startswith("プレイヤー 1")  # the text nbval compares is what was printed
    phase = story_figure(income_phase("steam", "standard", cash=3, income=4, locomotive=3, vp=2))
    assert "<ul><li>Player 1 receives <code>$4</code> (income)</li></ul>" in phase.html
