"""What a new user meets on a page, in both languages: worked examples translated, lists that show their whole
text, table headers apart (1366x800, Chromium).

Screenshots: test-artifacts/walkthrough_*.png.
"""

from __future__ import annotations

import pytest
from test_browser_one_screen import cut_options

pytestmark = pytest.mark.browser

SCREEN = {"width": 1366, "height": 800}


TEXT_IS = "([s, t]) => { const el = document.querySelector(s); return !!el && el.innerText.trim() === t; }"
"""The element's text is ``t`` (a missing element is "not yet")."""


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
        assert cut_options(page, ".steamlab-scenario-picker select") == [], lang
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


def test_replay_viewer_read_through_in_both_languages(page, voila_url, open_dashboard, artifacts):
    """The replay viewer as a reader uses it, in one page load at 1366x800 (was six loads in five files):

    - its controls on the first screen, read-only (no "play on" invitation), the records listed by readable titles
      shown whole;
    - End goes to the last step: "game over" in the log, the winner in the header, the map still on the first
      screen (a game's end once listed every link in the panels, 200 px high);
    - End goes to the end of a longer record loaded after the first (noUiSlider's keyboard kept the first range),
      Home back to the start;
    - in 日本語: the titles translated and whole, the whole record replayed with no English run in the app.
    """
    import json

    from test_browser_japanese import RECORDS, assert_japanese
    from test_browser_one_screen import KEY_CONTROLS, off_screen, shot

    from steamlab.core.maps import place_names
    from steamlab.widgets.dashboards.replay_viewer import record_title

    rail = sorted(RECORDS.glob("*.json"))
    records = rail + sorted((RECORDS.parents[1] / "russian_railroads" / "records").glob("*.json"))  # issue 30.12
    lengths = {p.name: len(json.loads(p.read_text())["actions"]) for p in rail}
    first = rail[0].name  # the viewer opens the first file by name
    longer = max((name for name in lengths if name != first), key=lambda name: lengths[name])
    assert lengths[longer] > lengths[first]
    page.set_viewport_size(SCREEN)
    open_dashboard(page, voila_url + "/voila/render/replay_viewer.ipynb")
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    page.wait_for_selector(".steamlab-replay .noUi-handle", state="visible", timeout=30_000)
    page.evaluate("s => { const el = document.querySelector(s); if (el) el.scrollTop = 0; }", "#rendered_cells")
    shot(page, artifacts, "replay_viewer")
    assert off_screen(page, KEY_CONTROLS["replay_viewer"]) == []
    assert page.locator(".steamlab-step").inner_text().strip() == ""  # read-only: no "play on" invitation

    picker = ".steamlab-record-picker select"
    options = page.evaluate("s => Array.from(document.querySelector(s).options).map(o => o.text)", picker)
    assert [o.replace("\xa0", " ") for o in options] == [record_title(r) for r in records]
    assert cut_options(page, picker) == []
    assert page.locator(picker).input_value() == record_title(records[0])

    readout = ".steamlab-replay .widget-readout"

    def key_reaches(key: str, n: int) -> None:
        """Press ``key`` on the slider's handle; the readout shows step ``n`` (the steps reach the kernel one
        after another: wait for the last, not the first change)."""
        page.locator(".steamlab-replay .noUi-handle").focus()
        page.keyboard.press(key)
        page.wait_for_function(TEXT_IS, arg=[readout, str(n)], timeout=30_000)

    key_reaches("End", lengths[first])
    for where, words in ((".steamlab-phase", "Winner"), (".steamlab-log", "game over")):  # the header, then the log
        page.wait_for_function("([s, t]) => !!document.querySelector(s) && document.querySelector(s).innerText.includes(t)",
                               arg=[where, words], timeout=30_000)
    page.wait_for_timeout(300)  # let the last layout pass settle
    page.evaluate("s => { document.querySelector(s).scrollTop = 0; }", "#rendered_cells")
    shot(page, artifacts, "replay_viewer_end")
    assert off_screen(page, KEY_CONTROLS["replay_viewer"]) == []

    page.select_option(picker, record_title(RECORDS / longer))  # the list shows titles
    # the game's rows are rebuilt when a record loads, so the readout is briefly absent: a missing element is "not yet"
    page.wait_for_function(TEXT_IS, arg=[readout, "0"], timeout=30_000)
    key_reaches("End", lengths[longer])  # was: the first record's length
    page.wait_for_function("s => !!document.querySelector(s) && document.querySelector(s).innerText.includes('game over')",
                           arg=".steamlab-log", timeout=30_000)
    key_reaches("Home", 0)
    page.screenshot(path=str(artifacts / "replay_end_key.png"))

    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_function("s => document.querySelector(s).options[0].text.includes('人')", arg=picker, timeout=10_000)
    page.wait_for_selector(".steamlab-phase :text('フェイズ')", timeout=10_000)
    options = page.evaluate("s => Array.from(document.querySelector(s).options).map(o => o.text)", picker)
    assert [o.replace("\xa0", " ") for o in options] == [record_title(r, "ja") for r in records]
    assert cut_options(page, picker) == []
    page.screenshot(path=str(artifacts / "walkthrough_replay_viewer_ja.png"))
    key_reaches("End", lengths[longer])
    page.wait_for_selector(".steamlab-replay-viewer .steamlab-log :text('ゲーム終了')", timeout=60_000)
    text = assert_japanese(page, ".steamlab-replay-viewer", place_names() + [p.name for p in records])
    assert "ゲーム終了" in text
    page.screenshot(path=str(artifacts / "dashboard_replay_viewer_japanese.png"), full_page=True)
