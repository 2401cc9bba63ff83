"""A class at once on ``make run``'s configuration (voila.json): every page draws, no kernel outlives its page.

Eight pages open together (four on the map viewer, four on the hot seat),
each in its own browser context like eight students. Every canvas must be
drawn with no reload (the page asks for its drawing until the kernel
answers, see steamlab.widgets.ready), and after the pages close as a user
closes a tab, every page kernel must end within the culling time of
voila.json (the shutdown beacon usually ends them within seconds).
"""

from __future__ import annotations

import json

import pytest

from steamlab.publish.classroom import ROOT, open_class, preheated_pool_size

pytestmark = pytest.mark.browser

PAGES = ["map_viewer"] * 4 + ["hot_seat"] * 4


def _culling_seconds() -> float:
    kernels = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))["MappingKernelManager"]
    return float(kernels["cull_idle_timeout"] + kernels["cull_interval"])


def test_eight_pages_at_once_all_draw_and_leave_no_kernel(voila, browser, artifacts):
    voila.wait_for_pool(preheated_pool_size(), timeout=60)
    run = open_class(browser, voila, PAGES, draw_timeout=60, end_timeout=_culling_seconds())
    (artifacts / "load.json").write_text(json.dumps(run.summary(), indent=1))
    assert run.drawn == len(PAGES), run.summary()
    assert all(load.kernel_id for load in run.loads)
    assert run.kernels_left == 0, run.summary()
