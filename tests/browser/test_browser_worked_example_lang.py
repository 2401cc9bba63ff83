"""QA: below the delivery planner and the scenario lab, the worked example shows in the page's language only."""

from __future__ import annotations

import pytest
from test_browser_walkthrough import visible_text


@pytest.mark.parametrize("name", ["delivery_planner", "scenario_lab"])
def test_the_worked_example_follows_the_language_switch(name, page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size({"width": 1366, "height": 800})
    open_dashboard(page, f"{voila_url}/voila/render/{name}.ipynb")
    page.wait_for_selector(".celltag_steamlab-en", state="visible", timeout=30_000)
    shown = visible_text(page, ".jp-Cell")
    # hidden from the first moment: the notebook's own rule, not only the language widget's (it renders later:
    # until then both languages showed)
    assert page.locator(".jp-RenderedMarkdown style").count() >= 1
    assert "Worked example" in shown and "計算例" not in shown, shown[-400:]
    page.locator(".steamlab-lang button", has_text="日本語").first.click()
    page.wait_for_selector(".celltag_steamlab-ja", state="visible", timeout=30_000)
    shown = visible_text(page, ".jp-Cell")
    assert "計算例" in shown and "Worked example" not in shown, shown[-400:]
    page.screenshot(path=str(artifacts / f"worked_example_{name}_ja.png"), full_page=True)
