"""SVG output of the render layer."""

import xml.etree.ElementTree as ET

from steamlab.core.maps import load_map
from steamlab.render import style
from steamlab.render.demo import demo_board
from steamlab.render.svg import Picture, board_svg, show

NS = "{http://www.w3.org/2000/svg}"


def test_svg_is_well_formed_with_a_group_per_layer():
    svg = board_svg(demo_board(load_map("rust_belt")), highlights=[load_map("rust_belt").find("Chicago")])
    root = ET.fromstring(svg)
    groups = [g.get("id") for g in root.iter(f"{NS}g")]
    assert groups == ["static", "track", "overlay"]
    assert root.find(f"{NS}title").text == "Rust Belt"
    assert len([e for e in root.iter(f"{NS}polygon") if e.get("class") == "hex"]) == 189
    assert len([e for e in root.iter(f"{NS}rect") if e.get("class") == "cube"]) == 30


def test_svg_city_colours_and_escaped_names():
    svg = board_svg(load_map("rust_belt"))
    root = ET.fromstring(svg)
    fills = sorted(e.get("fill") for e in root.iter(f"{NS}polygon") if e.get("class") == "city")
    assert fills.count(style.GOODS_COLORS["red"]) == 4  # Chicago, Detroit, Pittsburgh, St. Louis
    assert "St. Louis" in [t.text for t in root.iter(f"{NS}text")]


def test_picture_shows_itself(tmp_path):
    pic = show(load_map("tutorial"), size=16)
    assert pic._repr_svg_().startswith("<svg")
    pic.save(str(tmp_path / "t.svg"))
    assert (tmp_path / "t.svg").read_text() == str(pic)
    assert isinstance(Picture("<svg/>")._repr_svg_(), str)
