"""What a new user meets on a page, in both languages: worked examples translated, lists that show their whole
text, table headers apart (1366x800, Chromium).

Screenshots: test-artifacts/walkthrough_*.png.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

SCREEN = {"width": 1366, "height": 800}

CUT_OPTIONS = """sel => {
  const s = document.querySelector(sel);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = getComputedStyle(s).font;
  const room = s.clientWidth - 32;  // the select's padding and its arrow
  return Array.from(s.options).map(o => o.text).filter(t => ctx.measureText(t).width > room);
}"""
"""The options of a ``<select>`` whose text is wider than the box shows (cut on screen)."""


def visible_text(page, selector: str) -> str:
    return "\n".join(loc.inner_text() for loc in page.locator(selector).all() if loc.is_visible())


def test_scenario_lab_reads_whole_in_both_languages(page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size(SCREEN)
    open_dashboard(page, voila_url + "/voila/render/scenario_lab.ipynb?lang=ja")
    page.wait_for_selector(".steamlab-scenario-lab .steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    page.wait_for_selector(".steamlab-position-table", timeout=30_000)
    # the worked example below the app is there in Japanese, the English copy hidden
    page.wait_for_selector("html[data-steamlab-lang=ja]", state="attached", timeout=30_000)
    page.wait_for_selector(".celltag_steamlab-ja", state="visible", timeout=10_000)
    shown = visible_text(page, ".jp-Cell")
    assert "計算例" in shown and "エイジ・オブ・スチーム: プレイヤー 1 +1" in shown
    assert "Worked example" not in shown and "Age of Steam" not in shown
    page.screenshot(path=str(artifacts / "walkthrough_scenario_lab_ja.png"))
    for lang, button in (("ja", None), ("en", "English")):
        if button:
            page.locator(".steamlab-lang button", has_text=button).click()
            page.wait_for_function("s => document.querySelector(s).options[0].text.startsWith('Is\\xa0it\\xa0worth')",
                                   arg=".steamlab-scenario-picker select", timeout=10_000)
            page.wait_for_selector(".steamlab-position-table th:text('Cash')", timeout=10_000)
        # the scenario list shows its whole question
        assert page.evaluate(CUT_OPTIONS, ".steamlab-scenario-picker select") == [], lang
        # the position table's header cells stand apart
        heads = [b for b in (h.bounding_box() for h in page.locator(".steamlab-position-table th").all()) if b]
        texts = [h.inner_text() for h in page.locator(".steamlab-position-table th").all()]
        assert len(heads) == 6, lang
        words = [page.evaluate("""el => { const r = document.createRange(); r.selectNodeContents(el);
                                          const b = r.getBoundingClientRect(); return [b.left, b.right]; }""",
                               h.element_handle()) for h in page.locator(".steamlab-position-table th").all()]
        for (_, right), (next_left, _), text in zip(words[1:], words[2:], texts[1:], strict=False):
            assert next_left - right >= 8, (lang, text, right, next_left)
    shown = visible_text(page, ".jp-Cell")
    assert "Worked example" in shown and "計算例" not in shown
    page.screenshot(path=str(artifacts / "walkthrough_scenario_lab_en.png"))


def test_replay_viewer_lists_games_by_readable_titles_shown_whole(page, voila_url, open_dashboard, artifacts):
    from pathlib import Path

    from steamlab.widgets.dashboards import record_title

    records = sorted((Path(__file__).resolve().parents[1] / "games" / "records").glob("*.json"))
    page.set_viewport_size(SCREEN)
    open_dashboard(page, voila_url + "/voila/render/replay_viewer.ipynb")
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    picker = ".steamlab-record-picker select"
    options = page.evaluate("s => Array.from(document.querySelector(s).options).map(o => o.text)", picker)
    assert [o.replace("\xa0", " ") for o in options] == [record_title(r) for r in records]
    assert page.evaluate(CUT_OPTIONS, picker) == []
    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_function("s => document.querySelector(s).options[0].text.includes('人')", arg=picker, timeout=10_000)
    options = page.evaluate("s => Array.from(document.querySelector(s).options).map(o => o.text)", picker)
    assert [o.replace("\xa0", " ") for o in options] == [record_title(r, "ja") for r in records]
    assert page.evaluate(CUT_OPTIONS, picker) == []
    page.screenshot(path=str(artifacts / "walkthrough_replay_viewer_ja.png"))


def test_build_cost_worked_example_in_japanese_without_internal_names(page, voila_url, open_dashboard, artifacts):
    from steamlab.widgets.examples import build_cost_example

    page.set_viewport_size(SCREEN)
    open_dashboard(page, voila_url + "/voila/render/build_cost.ipynb?lang=ja")
    page.wait_for_selector("html[data-steamlab-lang=ja]", state="attached", timeout=60_000)
    page.wait_for_selector(".celltag_steamlab-ja", state="visible", timeout=10_000)
    shown = visible_text(page, ".jp-Cell")
    assert build_cost_example("ja").splitlines()[-1] in shown
    assert "age_of_steam" not in shown and "Worked example" not in shown
    page.locator(".celltag_steamlab-ja").last.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "walkthrough_build_cost_ja.png"))
