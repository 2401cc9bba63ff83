"""Japanese everywhere a player reads: the dashboards with a language switch, switched to 日本語, show no English message.

"No English message" is measured by :func:`steamlab.i18n.check.english_runs`:
no run of two or more English words in the text the dashboard's widgets
render (``innerText`` of the app: header, panels, controls and their options,
messages, log, score working), once proper names are allowed (the map's place
names and title, record file names, ``VP``). The notebook's own Markdown
(title and introduction above the app) is not a widget message and is not
checked. Each test keeps a screenshot in ``test-artifacts/``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from steamlab.core.maps import list_maps, load_map
from steamlab.i18n.check import english_runs

pytestmark = pytest.mark.browser

RECORDS = Path(__file__).resolve().parents[2] / "tests" / "games" / "records"


def proper_names() -> list[str]:
    """Place names and titles of every map: names, not messages."""
    out = []
    for name in list_maps():
        m = load_map(name)
        out.append(m.title)
        out.extend(c.name for c in m.cells.values() if c.name)
        out.extend(c.name for c in m.new_cities if getattr(c, "name", None))
    return out


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


def test_hot_seat_in_japanese_for_steam_and_russian_railroads(page, voila_url, open_dashboard, artifacts):
    open_dashboard(page, voila_url + "/voila/render/hot_seat.ipynb")
    page.wait_for_selector(".steamlab-hot-seat .steamlab-lang button", timeout=120_000)
    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_selector(".steamlab-phase :text('資本調達')", timeout=10_000)
    bot_moves(page, 8)
    allowed = proper_names()
    assert_japanese(page, ".steamlab-hot-seat", allowed)
    page.screenshot(path=str(artifacts / "dashboard_hot_seat_japanese_steam.png"), full_page=True)

    page.locator(".steamlab-game-choice select").select_option(label="ロシアンレールロード")
    page.locator(".steamlab-new-game").click()
    page.wait_for_selector(".steamlab-phase :text('ロシアンレールロード')", timeout=15_000)
    bot_moves(page, 8)
    text = assert_japanese(page, ".steamlab-hot-seat", allowed)
    assert "ワーカー" in text or "線路" in text  # the Russian Railroads log, in words
    page.screenshot(path=str(artifacts / "dashboard_hot_seat_japanese_rr.png"), full_page=True)


def test_replay_viewer_in_japanese(page, voila_url, open_dashboard, artifacts):
    open_dashboard(page, voila_url + "/voila/render/replay_viewer.ipynb")
    page.wait_for_selector(".steamlab-replay-viewer .steamlab-lang button", timeout=120_000)
    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_selector(".steamlab-phase :text('フェイズ')", timeout=10_000)
    log = page.locator(".steamlab-log").inner_text()
    handle = page.locator(".steamlab-replay .noUi-handle, .steamlab-replay .slider-handle, .steamlab-replay [role=slider]")
    handle.first.focus()
    handle.first.press("End")
    changed(page, ".steamlab-log", log)
    allowed = proper_names() + [p.name for p in RECORDS.glob("*.json")]
    text = assert_japanese(page, ".steamlab-replay-viewer", allowed)
    assert "ゲーム終了" in text
    page.screenshot(path=str(artifacts / "dashboard_replay_viewer_japanese.png"), full_page=True)
