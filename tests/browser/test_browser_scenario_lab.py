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
    # playouts: two per candidate, serial in the kernel
    page.get_by_role("tab", name="Playouts").click()
    page.locator(".widget-slider:has-text('Playouts') input, .widget-hslider:has-text('Playouts')").first.wait_for()
    page.get_by_role("button", name="Run playouts").click()
    page.wait_for_selector("table.steamlab-analysis", timeout=120_000)
    page.wait_for_selector(".steamlab-scenario-lab img", state="visible", timeout=10_000)  # the chart
    rows = page.locator("table.steamlab-analysis tr").count()
    assert rows == 1 + len(game.legal_actions())
    page.screenshot(path=str(artifacts / "dashboard_scenario_lab.png"), full_page=True)
