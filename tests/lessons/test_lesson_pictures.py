"""A lesson's live map also carries a picture, so a page with no kernel (the static site, nbconvert) shows the map."""

import steamlab
from steamlab.widgets.hexmap import HexMapWidget

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def test_map_widget_output_carries_the_live_view_and_an_svg_picture():
    w = HexMapWidget(steamlab.load_map("tutorial"))
    bundle = w._repr_mimebundle_()
    assert bundle[WIDGET_VIEW]["model_id"] == w.model_id   # JupyterLab and Voila show the widget
    svg = bundle["image/svg+xml"]
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert svg.count('class="hex"') == 59 and "<title>Tutorial Valley</title>" in svg


def test_the_picture_is_the_position_the_widget_shows_now():
    w = HexMapWidget(steamlab.load_map("tutorial"))
    before = w.picture()
    w.click(w.map.find("Carlow"))
    after = w.picture()
    assert after != before and len(after) > len(before)   # the selection is drawn
    w.select(None)
    assert w.picture() == before
