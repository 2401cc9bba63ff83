"""The scenario lab in a real browser: the position is drawn, editing works, playouts run."""

from __future__ import annotations

import pytest

from steamlab.render import style
from steamlab.render.scene import view_for
from steamlab.scenarios.presets import preset

pytestmark = pytest.mark.browser

CANVAS = ".steamlab-scenario-lab .steamlab-hexmap canvas"


def test_scenario_lab_edit_and_run(page, voila_url, open_dashboard, artifacts):
    open_dashboard(page, voila_url + "/voila/render/scenario_lab.ipynb")
    page.wait_for_selector(".steamlab-scenario-lab .steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    game = preset("engineer").state()
    view = view_for(game.map, size=26.0)  # the lab draws hexes of 26 px
    px, py = view.center(game.map.find("Pittsburgh"))  # a red city without cubes in this scenario
    rgba = page.evaluate(
        "([sel, x, y]) => Array.from(document.querySelector(sel).getContext('2d').getImageData(x, y, 1, 1).data)",
        [CANVAS, round(px), round(py)],
    )
    red = style.rgb(style.goods_color("red"))
    assert sum(abs(a - b) for a, b in zip(rgba[:3], red, strict=True)) < 60, rgba
    chicago = game.map.find("Chicago")
    x, y = view.center(chicago)
    # edit mode: click Chicago, add a purple cube; the problems panel stays sound
    canvas = page.locator(CANVAS)
    box = canvas.bounding_box()
    width = page.evaluate("sel => document.querySelector(sel).width", CANVAS)
    height = page.evaluate("sel => document.querySelector(sel).height", CANVAS)
    canvas.click(position={"x": x * box["width"] / width, "y": y * box["height"] / height})
    page.wait_for_function("() => document.body.innerText.includes('Editing Chicago')", timeout=10_000)
    page.get_by_role("button", name="Add cube").click()
    page.wait_for_function("() => document.body.innerText.includes('Position is sound')", timeout=10_000)
    # playouts: two per candidate (the slider's least: the table's rows are the point, not the rates), serial in the
    # kernel (the page's 10 took some 10 s of the test)
    page.get_by_role("tab", name="Playouts").click()
    slider = page.locator(".widget-hslider:has-text('Playouts')").first
    slider.wait_for()
    slider.locator(".noUi-handle").focus()
    page.keyboard.press("Home")
    page.wait_for_function("el => el.querySelector('.widget-readout').innerText.trim() === '2'",
                           arg=slider.element_handle(), timeout=10_000)
    page.get_by_role("button", name="Run playouts").click()
    page.wait_for_selector("table.steamlab-analysis", timeout=120_000)
    page.wait_for_selector(".steamlab-scenario-lab img", state="visible", timeout=10_000)  # the chart
    rows = page.locator("table.steamlab-analysis tr").count()
    assert rows == 1 + len(game.legal_actions())
    page.screenshot(path=str(artifacts / "dashboard_scenario_lab.png"), full_page=True)
    strong_run_counts_its_playouts(page, artifacts)  # the same page: no second load


RECORD_PROGRESS = """() => {
  window.steamlabProgress = [];
  const el = document.querySelector('.steamlab-progress-line');
  new MutationObserver(() => window.steamlabProgress.push(
      [el.innerText.trim(), !!document.querySelector('table.steamlab-analysis')]))
    .observe(el, {subtree: true, childList: true, characterData: true});
}"""


def strong_run_counts_its_playouts(page, artifacts) -> None:
    """With the strong bot the progress line counts playouts while they run (before the table shows), and the
    note under the table names the bot and its strength."""
    page.set_viewport_size({"width": 1366, "height": 800})
    page.locator(".steamlab-scenario-picker select").select_option(value=None, label="The last move round (Steam, turn 10)")
    page.wait_for_function("() => document.body.innerText.includes('Press “Run playouts”')", timeout=10_000)
    page.get_by_role("tab", name="Playouts").click()
    page.locator(".steamlab-lab-bot select").select_option(value=None, label="strong")
    page.wait_for_selector(".steamlab-lab-strength", state="visible", timeout=10_000)
    page.evaluate(RECORD_PROGRESS)
    page.get_by_role("button", name="Run playouts").click()
    page.wait_for_selector("table.steamlab-analysis", timeout=180_000)
    page.screenshot(path=str(artifacts / "scenario_lab_strong.png"))
    seen = page.evaluate("() => window.steamlabProgress")
    from steamlab.widgets.scenario_lab import STRONG_PLAYOUTS

    per_action = min(2, STRONG_PLAYOUTS)  # the strong bot proposes at most STRONG_PLAYOUTS: here the slider's 2 stay
    total = per_action * len(preset("last_deliveries").state().legal_actions())
    counts = [int(text.split(" of ")[0]) for text, _ in seen if " of " in text]
    assert any(0 < k < total for k in counts), seen  # the line moved while the playouts ran, before the table
    assert all(not table for text, table in seen if " of " in text), seen
    assert seen[-1][0].startswith(f"All {total} playouts played in "), seen
    note = page.locator(".steamlab-played-by").inner_text()
    assert f"the strong bot (a tree search judging 8 positions per move); {per_action} playouts per action" in note, note
