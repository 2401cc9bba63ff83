"""Issue 30.12 in the page: the replay viewer's step buttons and Autoplay (a Play widget ticking in the page), on
the first screen at 1366x800 beside the record list, with a Russian Railroads record in the list."""

from __future__ import annotations

from test_browser_one_screen import KEY_CONTROLS, off_screen

TEXT_AT_LEAST = """([s, n]) => { const el = document.querySelector(s); return !!el && Number(el.innerText) >= n; }"""
TEXT_IS = """([s, t]) => { const el = document.querySelector(s); return !!el && el.innerText.trim() === t; }"""


def test_step_buttons_and_autoplay(page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size({"width": 1366, "height": 800})
    open_dashboard(page, voila_url + "/voila/render/replay_viewer.ipynb")
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    page.wait_for_selector(".steamlab-replay .noUi-handle", state="visible", timeout=30_000)
    assert off_screen(page, [*KEY_CONTROLS["replay_viewer"], ".steamlab-replay-steps", ".steamlab-autoplay"]) == []
    options = page.evaluate("s => Array.from(document.querySelector(s).options).map(o => o.text)",
                            ".steamlab-record-picker select")
    assert any(o.replace("\xa0", " ").startswith("Russian Railroads, 2 players, seed 11: Player ") for o in options)
    readout = ".steamlab-replay .widget-readout"
    page.locator(".steamlab-replay-forward").click()
    page.wait_for_function(TEXT_IS, arg=[readout, "1"], timeout=15_000)
    page.locator(".steamlab-replay-forward").click()
    page.wait_for_function(TEXT_IS, arg=[readout, "2"], timeout=15_000)
    page.locator(".steamlab-replay-back").click()
    page.wait_for_function(TEXT_IS, arg=[readout, "1"], timeout=15_000)
    page.locator(".steamlab-autoplay button").first.click()  # ▶: the page ticks, the kernel shows each step
    page.wait_for_function(TEXT_AT_LEAST, arg=[readout, 4], timeout=30_000)
    page.screenshot(path=str(artifacts / "replay_viewer_steps.png"))
    page.locator(".steamlab-replay-last").click()  # the end: Autoplay stops there
    page.wait_for_selector(".steamlab-replay-last:disabled", timeout=15_000)
    page.wait_for_function("s => document.querySelector(s).innerText.includes('game over')", arg=".steamlab-log",
                           timeout=30_000)
    page.locator(".steamlab-replay-first").click()
    page.wait_for_function(TEXT_IS, arg=[readout, "0"], timeout=15_000)
