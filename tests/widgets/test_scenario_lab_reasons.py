"""Issue 30.7: the scenario lab says beside a greyed "Run playouts" why it is off, on the tab where the button is,
and names a problem as a person sees it (the tile and the hex, never ``track[10]``)."""

from __future__ import annotations

import html

import pytest

from steamlab.core.hexgrid import parse_label
from steamlab.widgets.scenario_lab import ScenarioLabApp

WORDS = {
    "en": ("Off until the position is mended on the “Position (edit)” tab (1 problem):",
           "The “straight” tile on I3: no track may lie on a lake hex.", "Fix the position first.", "Press “Run playouts”."),
    "ja": ("「局面 (編集)」タブで局面を直すまで押せません (問題 1 件):",
           "I3 の「直線」タイル: 湖のヘクスには線路を置けません。", "先に局面を直してください。", "「試行を実行」を押してください。"),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_greyed_run_button_says_why_beside_itself(lang):
    off, problem, fix, press = WORDS[lang]
    lab = ScenarioLabApp("engineer", playouts=2, lang=lang)
    assert not lab.run_button.disabled and lab.run_reason.value == ""
    assert html.unescape(lab.results.value) == f"<i>{press}</i>"
    lab.map.click(parse_label("I3"))  # a lake
    lab.edit_tile.value, lab.edit_rotation.value, lab.edit_owner.value = "straight", 0, 0
    lab.lay.click()
    assert lab.run_button.disabled
    reason = html.unescape(lab.run_reason.value)
    assert off in reason and problem in reason and "track[" not in reason
    assert problem in html.unescape(lab.problems.value) and "track[" not in lab.problems.value
    # the button and its reason are on the Playouts tab, together
    playouts = lab.tabs.children[1]
    rows = [c for c in playouts.children if lab.run_button in getattr(c, "children", ())]
    assert rows and lab.run_reason in rows[0].children
    assert html.unescape(lab.results.value) == f"<i>{fix}</i>"  # not "Press Run playouts" beside a greyed button
    lab.set_lang("en" if lang == "ja" else "ja")
    other = WORDS["en" if lang == "ja" else "ja"]
    assert other[1] in html.unescape(lab.run_reason.value)
    lab.remove.click()
    assert not lab.run_button.disabled and lab.run_reason.value == ""
    assert html.unescape(lab.results.value) == f"<i>{other[3]}</i>"
