"""Japanese everywhere a player reads: every dashboard, switched to 日本語, shows no English message.

"No English message" is measured by :func:`steamlab.i18n.check.english_runs`:
no run of two or more English words in the whole page's ``innerText`` (the
app's header, panels, controls and their options, messages, log, score
working, and the notebook's own Markdown around it), once proper names are
allowed (the maps' place names and titles, record file names, ``VP``). Each
test exercises the dashboard's main loop in Japanese (a hex picked, an option
chosen, a refusal shown) and keeps a screenshot in ``test-artifacts/``
(``dashboard_*_japanese*.png``). The language follows the reader from the
index to a dashboard (``?lang=ja``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from steamlab.core.hexgrid import parse_label
from steamlab.core.maps import load_map, place_names
from steamlab.i18n.check import english_runs
from steamlab.render.scene import view_for

pytestmark = pytest.mark.browser

RECORDS = Path(__file__).resolve().parents[2] / "tests" / "games" / "records"


def changed(page, selector: str, before: str, timeout: int = 15_000) -> None:
    page.wait_for_function("([sel, t]) => document.querySelector(sel) && document.querySelector(sel).innerText !== t",
                           arg=[selector, before], timeout=timeout)


def bot_moves(page, n: int) -> None:
    for _ in range(n):
        log = page.locator(".steamlab-log").inner_text()
        page.locator(".steamlab-bot").click()
        changed(page, ".steamlab-log", log)


def assert_japanese(page, selector: str, allowed: list[str]) -> str:
    text = page.locator(selector).inner_text()
    assert "プレイヤー" in text or "棋譜" in text, text[:300]
    assert english_runs(text, allowed) == [], text
    return text


def hint_in_japanese(page, allowed: list[str]) -> str:
    """Press Hint and read its panel: every line's figures and reason in Japanese (the Hint's own messages: the
    forecast figures, the reasons, Russian Railroads' "read again" comparisons)."""
    page.wait_for_function("() => !document.querySelector('.steamlab-hint-button').disabled", timeout=60_000)
    page.locator(".steamlab-hint-button").click()
    page.wait_for_function("() => document.querySelectorAll('.steamlab-hint li').length >= 1", timeout=60_000)
    text = page.locator(".steamlab-hint").inner_text()
    assert "リード" in text and "最終得点" in text, text
    assert english_runs(text, allowed) == [], text
    return text


def test_hot_seat_in_japanese_for_steam_and_russian_railroads(page, voila_url, open_dashboard, artifacts):
    open_dashboard(page, voila_url + "/voila/render/hot_seat.ipynb")
    page.wait_for_selector(".steamlab-hot-seat .steamlab-lang button", timeout=120_000)
    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_selector(".steamlab-phase :text('資本調達')", timeout=10_000)
    for seat in (1, 2, 3):  # "Bot move" at the quick strength: the words are the point here, not the moves
        page.select_option(f".steamlab-seat-strength-{seat} select", index=0)
    bot_moves(page, 8)
    allowed = place_names()
    assert_japanese(page, ".steamlab-hot-seat", allowed)
    hint_in_japanese(page, allowed)
    page.screenshot(path=str(artifacts / "dashboard_hot_seat_japanese_steam.png"), full_page=True)

    page.locator(".steamlab-game-choice select").select_option(label="ロシアンレールロード")
    page.locator(".steamlab-new-game").click()
    page.wait_for_selector(".steamlab-phase :text('ロシアンレールロード')", timeout=15_000)
    bot_moves(page, 8)
    text = assert_japanese(page, ".steamlab-hot-seat", allowed)
    assert "ワーカー" in text or "線路" in text  # the Russian Railroads log, in words
    hint_in_japanese(page, allowed)
    page.screenshot(path=str(artifacts / "dashboard_hot_seat_japanese_rr.png"), full_page=True)


# -- every other dashboard --------------------------------------------------------------------------

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"


def to_japanese(page) -> None:
    """Flip the page's switch to 日本語 and wait until the page (and the header) say so."""
    page.wait_for_selector(".steamlab-lang button", timeout=120_000)
    page.locator(".steamlab-lang button", has_text="日本語").first.click()
    page.wait_for_selector("html[data-steamlab-lang='ja']", state="attached", timeout=15_000)
    page.wait_for_function("() => /[\u3040-\u30ff]/.test(document.querySelector('.steamlab-title').innerText)",
                           timeout=15_000)


def open_in_japanese(page, open_dashboard, url: str, ready: str, where: str, word: str) -> None:
    """Open a dashboard, wait for ``ready``, switch to Japanese and wait for ``word`` in ``where``."""
    open_dashboard(page, url)
    page.wait_for_selector(ready, timeout=90_000)
    to_japanese(page)
    page.wait_for_function("([sel, word]) => document.querySelector(sel).innerText.includes(word)", arg=[where, word],
                           timeout=15_000)


def page_in_japanese(page, allowed: list[str], shot: str, artifacts) -> str:
    """The whole page's text: Japanese, no English run; a screenshot kept."""
    page.screenshot(path=str(artifacts / shot), full_page=True)
    text = page.evaluate("() => document.body.innerText")
    assert english_runs(text, allowed) == [], text
    return text


def click_map(page, size: float, at: str) -> None:
    """Click hex ``at`` of the page's map (Rust Belt drawn at ``size``) and wait for the panel to describe it."""
    from test_browser_game_dashboards import click_hex

    click_hex(page, view_for(load_map("rust_belt"), size), parse_label(at))
    page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText.startsWith(t)",
                           arg=[".steamlab-info", at], timeout=15_000)


def test_map_viewer_in_japanese(page, voila_url, open_dashboard, artifacts):
    open_dashboard(page, voila_url + "/voila/render/map_viewer.ipynb")
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    to_japanese(page)
    page.get_by_text("サンプル局面 (4 人").click()
    click_map(page, 32.0, "H7")
    text = page_in_japanese(page, place_names(), "dashboard_map_viewer_japanese.png", artifacts)
    assert "マップビューア" in text and "H7" in page.locator(".steamlab-info").inner_text()


def test_build_cost_in_japanese(page, voila_url, open_dashboard, artifacts):
    open_dashboard(page, voila_url + "/voila/render/build_cost.ipynb")
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    to_japanese(page)
    click_map(page, 30.0, "C4")  # a river hex: the cost working has a terrain line
    page.wait_for_selector(".steamlab-info .steamlab-cost-total", timeout=10_000)
    before = page.locator(".steamlab-info").inner_text()
    assert "費用" in before and "合計" in before, before
    page.select_option(".steamlab-build-tile select", index=1)  # the gentle curve: two legal rotations on C4
    changed(page, ".steamlab-info", before)
    before = page.locator(".steamlab-info").inner_text()
    page.locator(".steamlab-rotate").click()  # Rotate goes between legal rotations only (issue 30.8)
    changed(page, ".steamlab-info", before)
    page_in_japanese(page, place_names(), "dashboard_build_cost_japanese.png", artifacts)
    click_map(page, 30.0, "A1")  # off the board's cities: nothing may go there, and the panel says so in Japanese
    page_in_japanese(page, place_names(), "dashboard_build_cost_japanese_refused.png", artifacts)
    # the worked example below the app: in Japanese, the English copy hidden, no internal name (was "age_of_steam")
    from test_browser_walkthrough import visible_text

    from steamlab.widgets.examples import build_cost_example

    page.wait_for_selector(".celltag_steamlab-ja", state="visible", timeout=10_000)
    shown = visible_text(page, ".jp-Cell")
    assert build_cost_example("ja").splitlines()[-1] in shown
    assert "age_of_steam" not in shown and "Worked example" not in shown
    page.locator(".celltag_steamlab-ja").last.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "walkthrough_build_cost_ja.png"))


def test_score_calculator_in_japanese(page, voila_url, open_dashboard, artifacts):
    open_in_japanese(page, open_dashboard, voila_url + "/voila/render/score_calculator.ipynb",
                     ".steamlab-score-output .steamlab-total", ".steamlab-score-output", "合計")
    links = page.locator(".steamlab-score-input input").nth(3)  # player 1: income, VP, shares, links
    links.fill("3, x, 2")
    links.press("Enter")
    page.wait_for_function("() => document.querySelector('.steamlab-score-error').innerText.includes('整数')",
                           timeout=15_000)
    text = page_in_japanese(page, place_names(), "dashboard_score_calculator_japanese.png", artifacts)
    assert "プレイヤー 1、完成区間ごとのタイル数" in text
    page.locator(".lm-TabBar-tab", has_text="ロシアンレールロード").click()
    page.wait_for_selector(".rr-total", timeout=15_000)
    text = page_in_japanese(page, place_names(), "dashboard_score_calculator_japanese_rr.png", artifacts)
    assert "ラウンド得点: 12 勝利点" in text


def test_scenario_lab_in_japanese(page, voila_url, open_dashboard, artifacts):
    open_dashboard(page, voila_url + "/voila/render/scenario_lab.ipynb")
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    to_japanese(page)
    click_map(page, 26.0, "H7")  # not a city: a cube added there makes the position unsound, said in Japanese
    page.wait_for_function(  # the side says so once the kernel has answered the click (the English test waits too)
        "() => document.querySelector('.steamlab-scenario-lab .steamlab-side').innerText.includes('H7 を編集中')",
        timeout=15_000)
    page.get_by_role("button", name="商品コマを足す").click()
    page.wait_for_function("() => document.body.innerText.includes('商品コマは都市にだけ置けます')", timeout=15_000)
    page_in_japanese(page, place_names(), "dashboard_scenario_lab_japanese_problem.png", artifacts)
    page.get_by_role("button", name="商品コマを除く").click()
    page.wait_for_function("() => document.body.innerText.includes('局面に問題はありません')", timeout=15_000)
    page_in_japanese(page, place_names(), "dashboard_scenario_lab_japanese.png", artifacts)
    page.locator(".lm-TabBar-tab", has_text="ルールの比較").click()
    text = page_in_japanese(page, place_names(), "dashboard_scenario_lab_japanese_compare.png", artifacts)
    assert "プレイヤー 1" in text


def test_index_in_japanese_and_the_language_follows_its_links(page, voila_url, open_dashboard, artifacts):
    open_in_japanese(page, open_dashboard, voila_url + "/voila/render/index.ipynb", "table.steamlab-index",
                     "table.steamlab-index", "マップビューア")
    # lessons not translated yet are listed by their English titles (a name of an English page, not a message)
    untranslated = [n for n in LESSONS.glob("*.ipynb") if not (LESSONS / "ja" / n.name).exists()]
    from steamlab.widgets.dashboards.index import notebook_title

    allowed = place_names() + [notebook_title(n, "ja")[0] for n in untranslated] + ["jupyter lab notebooks/lessons"]
    page_in_japanese(page, allowed, "dashboard_index_japanese.png", artifacts)
    assert "lang=ja" in page.url
    page.locator("table.steamlab-index a", has_text="マップビューア").click()
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    assert "lang=ja" in page.url
    page.wait_for_function("() => document.querySelector('.steamlab-title').innerText.includes('マップビューア')",
                           timeout=30_000)
    assert page.locator(".steamlab-lang button.mod-active").inner_text() == "日本語"
    page_in_japanese(page, place_names(), "dashboard_map_viewer_japanese_from_index.png", artifacts)


def test_rr_board_railway_names_stay_clear_of_the_locomotives_in_both_languages(page, artifacts):
    """"サンクトペテルブルク鉄道" ran under the locomotive tiles at 12 px: each name, as Chromium draws it with the
    page's Japanese font, ends left of its railway's first locomotive slot."""
    import steamlab
    from steamlab.render.rr_board import rr_board_svg

    g = steamlab.new_game("russian_railroads", players=2, seed=1)
    for lang in ("ja", "en"):
        page.set_content(f"<html><body style='margin:0'>{rr_board_svg(g, 0, lang=lang)}</body></html>")
        gaps = page.evaluate("""() => {
            const names = [...document.querySelectorAll('text.railway')];
            const slots = [...document.querySelectorAll('rect.locomotive, .locomotive_slot')];
            return names.map(t => {
                const b = t.getBoundingClientRect();
                const row = slots.filter(s => { const r = s.getBoundingClientRect(); return r.bottom > b.top && r.top < b.bottom; });
                return [t.textContent, Math.min(...row.map(s => s.getBoundingClientRect().left)) - b.right];
            });
        }""")
        gaps = [(name, gap) for name, gap in gaps if gap != float("inf")]  # the industry row has no locomotives
        assert len(gaps) == 3, gaps
        assert all(gap >= 2 for _, gap in gaps), (lang, gaps)
        page.screenshot(path=str(artifacts / f"rr_board_names_{lang}.png"))
