"""Every dashboard app switched to 日本語 (no browser): each text of its widget tree has no English message.

The apps are driven through their main loop first (a hex clicked, an option picked, a bad entry
refused), then their language is switched with the header's switch, as a reader does. The texts are
collected as in ``test_widgets_japanese`` (HTML, buttons, dropdown options, slider labels) and checked
with :func:`steamlab.i18n.check.english_runs`; switched back to English, no Japanese is left and no
internal name (snake_case) shows. The page words of the catalogue (``steamlab/i18n/pages.py``) are
checked too: every dashboard has a title and a sentence in both languages, and no key of the module
silently replaces another module's.
"""

import re
from pathlib import Path

import pytest
from test_widgets_japanese import texts

from steamlab.core.maps import place_names
from steamlab.i18n import catalogue, editor, pages, rails, russian_railroads, terms, ui
from steamlab.i18n.check import english_runs
from steamlab.widgets.apps import MapViewer
from steamlab.widgets.dashboards import BuildCostApp, DeliveryPlannerApp, IndexApp, ScoreCalculatorApp
from steamlab.widgets.language import PAGES, DashboardHeader, header_html, relabel_options
from steamlab.widgets.rr_board import RRBoardDashboard
from steamlab.widgets.scenario_lab import ScenarioLabApp

DASHBOARDS = Path(__file__).resolve().parents[2] / "notebooks" / "dashboards"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")



def build_cost():
    app = BuildCostApp()
    app.click("C4")
    app.mode.rotate()
    return app


def delivery_planner():
    app = DeliveryPlannerApp()
    app.show(len(app.deliveries) - 1)
    return app


def score_calculator():
    app = ScoreCalculatorApp()
    app.rows[2]["links"].value = "3, x, 2"  # refused, naming the player and the field
    assert app.error.value
    return app


def rr_board():
    app = RRBoardDashboard()
    app.play_random(seed=2, players=3, rounds=2)
    app.factories.value = "x"  # an impossible board: why, in words
    assert app.error
    return app


def scenario_lab():
    app = ScenarioLabApp("last_deliveries", playouts=2)
    app.map.click(app.scenario.map.find("H7"))
    app._add_cube()  # a cube off every city: the position's problem is listed
    assert "H7" in app.problems.value
    return app


APPS = {"map_viewer": MapViewer, "build_cost": build_cost, "delivery_planner": delivery_planner,
        "score_calculator": score_calculator, "rr_board": rr_board, "scenario_lab": scenario_lab,
        "index": lambda: IndexApp(DASHBOARDS)}


@pytest.mark.parametrize("name", sorted(APPS))
def test_a_dashboard_switched_to_japanese_shows_no_english_message(name):
    app = APPS[name]()
    app.header.switch.value = "ja"  # the reader flips the switch
    assert JAPANESE.search(app.header.title.value)
    allowed = place_names()
    if name == "index":  # lessons without Japanese text yet keep their English titles: names of English pages
        from steamlab.widgets.dashboards.index import notebook_title

        lessons = DASHBOARDS.parent / "lessons"
        allowed += [notebook_title(p, "ja")[0] for p in lessons.glob("*.ipynb") if not (lessons / "ja" / p.name).exists()]
        allowed.append("jupyter lab notebooks/lessons")
    leaks = sorted({run for t in texts(app) for run in english_runs(t, allowed)})
    assert leaks == []
    app.header.switch.value = "en"
    english = " ".join(texts(app))
    assert not JAPANESE.search(english.replace("日本語", "")), JAPANESE.findall(english)[:10]
    assert [w for w in SNAKE.findall(english) if w not in ("rust_belt",)] == []


def test_every_dashboard_has_a_title_and_a_sentence_in_both_languages():
    words = catalogue()
    for page in PAGES:
        for part in ("title", "intro"):
            entry = words[f"ui.page_{page}_{part}"]
            assert entry["en"] and JAPANESE.search(entry["ja"]), (page, part)
    for path in DASHBOARDS.glob("*.ipynb"):
        assert path.stem in PAGES, f"{path.name}: add its title and sentence to steamlab/i18n/pages.py"
    text = re.sub(r"<[^>]+>", " ", header_html("build_cost", "ja"))
    assert english_runs(text) == [] and "敷設費用計算" in text and "使い方" in text


def test_the_page_module_replaces_no_other_modules_key():
    others = {**terms.ENTRIES, **rails.ENTRIES, **russian_railroads.ENTRIES, **ui.ENTRIES, **editor.ENTRIES}
    assert sorted(set(pages.ENTRIES) & set(others)) == []


def test_the_header_follows_the_switch_and_the_browsers_memory():
    header = DashboardHeader("scenario_lab")
    heard = []
    header.on_lang(heard.append)
    header.memory.lang = "ja"  # the browser remembered 日本語 (?lang=ja or localStorage)
    assert header.switch.value == "ja" and "シナリオ実験室" in header.title.value
    header.switch.value = "en"  # the reader flips it back: the browser is told
    assert header.memory.lang == "en" and heard == ["ja", "en"]
    header.memory.lang = "fr"  # anything else is English
    assert header.lang == "en" and heard == ["ja", "en"]


def test_relabelling_a_dropdown_keeps_its_value_quietly():
    import ipywidgets as widgets

    d = widgets.Dropdown(options=[("one", 1), ("two", 2)], value=2)
    heard = []
    d.observe(heard.append, names="value")
    relabel_options(d, [("一", 1), ("二", 2)])
    assert d.value == 2 and d.label == "二" and heard == []
    relabel_options(d, [("三", 3), ("二", 2)])  # other values: replaced, the value kept while still offered
    assert d.value == 2 and d.label == "二"
