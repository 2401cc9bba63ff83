"""The static site's builder without a browser: pages, links, no widget state, no script from elsewhere."""

from __future__ import annotations

import re
from html import escape

import nbformat
import pytest

from steamlab.publish import site


def test_widget_outputs_become_a_live_link_and_their_state_goes():
    nb = nbformat.v4.new_notebook()
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    cell = nbformat.v4.new_code_cell("w")
    cell.outputs = [nbformat.v4.new_output("display_data", data={
        site.WIDGET_VIEW: {"model_id": "x", "version_major": 2}, "text/plain": "IntSlider(...)"})]
    nb.cells = [cell]
    assert site._replace_widgets(nb, "https://example.org/live") == 1
    assert "widgets" not in nb.metadata
    assert list(cell.outputs[0]["data"]) == ["text/html"] and "https://example.org/live" in cell.outputs[0]["data"]["text/html"]


def test_links_between_notebooks_point_at_pages():
    text = '<a href="02_building_costs.ipynb#Costs">b</a> <a href="https://x.org/a.ipynb">ext</a>'
    assert site.rewrite_links(text) == '<a href="02_building_costs.html#Costs">b</a> <a href="https://x.org/a.ipynb">ext</a>'


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_gallery_draws_every_dashboard_example_as_svg(lang):
    text = site.gallery(lang)
    assert set(re.findall(r'<h2 id="([a-z_]+)"', text)) == set(site.HEADINGS)
    assert text.count("<svg") >= 6  # two maps, the build sample, the RR board, three replays
    assert "steamlab-scoretable" in text
    assert escape(site.HEADINGS["rr_board"][lang]) in text


def test_a_site_without_execution_has_every_page_and_no_outside_script(tmp_path):
    lesson = site.LESSONS / "01_map_and_terrain.ipynb"
    report = site.build_site(tmp_path, lessons=[lesson], execute=False)
    names = sorted(p.relative_to(tmp_path).as_posix() for p in report.pages)
    assert names == ["gallery-ja.html", "gallery.html", "index.html", "lessons/01_map_and_terrain.html"]
    for page in report.pages:
        text = page.read_text(encoding="utf-8")
        assert "<script" not in text, page
        assert not re.search(r'(src|href)="//', text)
    assert 'lang="ja"' in (tmp_path / "gallery-ja.html").read_text(encoding="utf-8")
    assert (tmp_path / "style.css").exists()
