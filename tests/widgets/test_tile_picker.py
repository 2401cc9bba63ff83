"""Issue 30.8: choosing a tile. Rotate goes through the legal rotations only (four clicks from 5 to 3 on Q7 went
through illegal ones); a tile thumbnail, drawn like a button, shows its tile and rotation when clicked; the list of
legal ways has headers (its rotation column had none: "straight 0 new track $2")."""

from __future__ import annotations

import html

import pytest

from steamlab.core.hexgrid import parse_label
from steamlab.widgets.dashboards import BuildCostApp


def _shown(app):
    o = app.mode.option
    return (o.build.tile, o.build.rotation, app.mode.reason(o) is None)


def test_rotate_goes_through_the_legal_rotations_only():
    app = BuildCostApp()
    assert app.mode.pick(parse_label("Q7")) and app.mode.choose("gentle", 1)
    seen = []
    for _ in range(4):
        app.mode.rotate()
        seen.append(_shown(app))
    assert seen == [("gentle", 3, True), ("gentle", 1, True), ("gentle", 3, True), ("gentle", 1, True)]
    app.mode.choose("gentle", 5)  # an illegal rotation chosen on purpose: Rotate goes on to the next legal one
    app.mode.rotate()
    assert _shown(app) == ("gentle", 1, True)


def test_a_clicked_thumbnail_shows_its_tile_and_rotation():
    app = BuildCostApp()
    app.mode.pick(parse_label("Q7"))
    info = app.hexmap.info.value
    picks = [part.split('"')[0] for part in info.split('data-steamlab-pick="')[1:]]
    assert sorted(picks) == sorted(["straight/1", "gentle/1", "gentle/3", "sharp/1", "sharp/2"])
    assert 'cursor:pointer' in info
    ready = app.hexmap.ready
    assert ready is not None and ready.on_pick is not None
    ready.handle_message({"event": "pick", "value": "sharp/2"})  # what the page sends for a click on it
    assert _shown(app) == ("sharp", 2, True)
    assert "sharp curve, rotation 2" in html.unescape(app.hexmap.info.value).replace("</b>", "")
    ready.handle_message({"event": "pick", "value": "nonsense"})  # nothing offered by that name: nothing changes
    assert _shown(app) == ("sharp", 2, True)


@pytest.mark.parametrize("lang, heads", [("en", ["Tile", "Rotation", "Kind", "Cost"]),
                                         ("ja", ["線路タイル", "向き", "種類", "費用"])])
def test_the_legal_ways_have_headers(lang, heads):
    app = BuildCostApp(lang=lang)
    app.mode.pick(parse_label("Q7"))
    table = app.hexmap.info.value.split('class="steamlab-legal-builds"')[1]
    first_row = table.split("</tr>")[0]
    assert [html.unescape(c.split("</th>")[0].split(">")[-1]) for c in first_row.split("<th")[1:]] == heads


def test_rotate_is_off_when_the_shown_rotation_is_the_only_legal_one():
    app = BuildCostApp()
    app.mode.pick(parse_label("C4"))
    assert app.mode.choose("straight", 2) and app.mode.rotate_button.disabled  # straight: 2 alone is legal
    assert app.mode.choose("gentle", 1) and not app.mode.rotate_button.disabled  # gentle: 1 and 5
    assert app.mode.choose("x_straights") and not app.mode.rotate_button.disabled  # none legal: every reason shown
