"""The render layer: counts, colours and geometry of the primitives per layer."""

import math
import re

import pytest

from steamlab.core.hexgrid import Hex, Layout, label, opposite
from steamlab.core.maps import load_map
from steamlab.core.tiles import TOWN
from steamlab.games.rails.board import Placement, RailBoard
from steamlab.render import style
from steamlab.render.demo import demo_board
from steamlab.render.primitives import Circle, Polygon, Polyline, Rect, Text
from steamlab.render.scene import render_scene, track_path, view_for


@pytest.fixture(scope="module")
def rust_belt():
    return load_map("rust_belt")


def _hand_board(m):
    """Two pieces of Chicago track by hand: a straight owned by player 0, a town piece unowned, and a crossing."""
    chicago = m.find("Chicago")
    below = chicago.neighbor(3)  # the hex under Chicago
    b = RailBoard(m)
    b.tiles[below] = Placement("straight", 0, frozenset({(0, 3)}))
    b.owners[(below, (0, 3))] = 0
    town = m.find("Michigan City")
    b.tiles[town] = Placement("town", 0, frozenset({(1, TOWN)}))
    cross = below.neighbor(3)
    b.tiles[cross] = Placement("x_straights", 0, frozenset({(0, 3), (1, 4)}))
    b.owners[(cross, (0, 3))] = 0
    b.owners[(cross, (1, 4))] = 2
    b.cubes[chicago] = ["blue", "yellow", "black"]
    return b, below, town, cross, chicago


def test_static_layer_counts_for_rust_belt(rust_belt):
    scene = render_scene(rust_belt)
    assert scene.count("static", "hex") == 189
    assert scene.count("static", "city") == 12
    assert scene.count("static", "town") == 14
    assert scene.count("static", "river") == 19
    assert scene.count("static", "mountain") == 9
    assert scene.count("static", "impassable") == 0  # Rust Belt has none
    assert scene.count("static", "name") == 12 + 14
    assert scene.count("track") == scene.count("overlay") == scene.count("hover") == 0
    # column letters A..R and row numbers 1..11 at the edges
    labels = {p.text for p in scene.items("static", "label") if isinstance(p, Text)}
    assert {"A", "R", "1", "11"} <= labels and len(labels) == 18 + 11


def test_terrain_colours_per_kind(rust_belt):
    scene = render_scene(rust_belt)
    for p in scene.items("static", "hex"):
        assert isinstance(p, Polygon) and len(p.points) == 6
        assert p.fill == style.TERRAIN_FILL[rust_belt.cell(p.key).terrain]
    fills = {p.fill for p in scene.items("static", "hex")}
    assert len(fills) == 4  # plain, lake, river, mountain
    lake = next(p for p in scene.items("static", "hex") if rust_belt.cell(p.key).terrain == "lake")
    r, g, b = style.rgb(lake.fill)
    assert b > r and b > g  # water is blue


def test_city_markers_have_city_colours(rust_belt):
    scene = render_scene(rust_belt)
    for p in scene.items("static", "city"):
        assert p.fill == style.GOODS_COLORS[rust_belt.cell(p.key).city.color]
    (chicago,) = scene.find("city", rust_belt.find("Chicago"))
    assert chicago.fill == style.GOODS_COLORS["red"]
    (duluth,) = scene.find("city", rust_belt.find("Duluth"))
    assert duluth.fill == style.GOODS_COLORS["purple"]
    names = {p.text for p in scene.items("static", "name")}
    assert {"Chicago", "St. Louis", "Michigan City"} <= names


def test_markers_sit_at_hex_centres(rust_belt):
    view = view_for(rust_belt)
    scene = render_scene(rust_belt)
    for town in scene.items("static", "town"):
        assert isinstance(town, Circle)
        assert (town.x, town.y) == pytest.approx(view.center(town.key))
    for city in scene.items("static", "city"):
        cx = sum(x for x, _ in city.points) / 6
        cy = sum(y for _, y in city.points) / 6
        assert (cx, cy) == pytest.approx(view.center(city.key))
    assert 0 < view.width < 1200 and 0 < view.height < 900
    for p in scene.items("static", "hex"):
        assert all(0 <= x <= view.width and 0 <= y <= view.height for x, y in p.points)


def test_impassable_edges_drawn_once_as_thick_black_lines():
    m = load_map("tutorial")
    scene = render_scene(m)
    walls = list(scene.items("static", "impassable"))
    assert len(walls) == len(m.impassable) // 2 == 2
    view = view_for(m)
    for w in walls:
        assert isinstance(w, Polyline) and w.color == style.IMPASSABLE_COLOR and w.width >= 3
        h, edge = w.key
        mid = view.layout.edge_midpoint(h, edge)
        (ax, ay), (bx, by) = w.points
        assert ((ax + bx) / 2, (ay + by) / 2) == pytest.approx((mid.x, mid.y))
    # tutorial has every terrain kind: each gets its own fill
    fills = {p.fill for p in scene.items("static", "hex")}
    assert len(fills) == 7
    assert scene.count("static", "hill") == 2 and scene.count("static", "mountain") == 3


def test_track_segments_appear_where_the_tiles_are(rust_belt):
    b, below, town, cross, chicago = _hand_board(rust_belt)
    scene = render_scene(b)
    tracks = list(scene.items("track", "track"))
    assert sorted(p.key for p in tracks) == sorted([(below, (0, 3)), (town, (1, TOWN)), (cross, (0, 3)), (cross, (1, 4))])
    assert scene.count("track", "track-casing") == 4
    view = view_for(rust_belt)
    by_key = {p.key: p for p in tracks}
    straight = by_key[(below, (0, 3))]
    top, bottom = view.layout.edge_midpoint(below, 0), view.layout.edge_midpoint(below, 3)
    assert straight.points[0] == pytest.approx((top.x, top.y)) and straight.points[-1] == pytest.approx((bottom.x, bottom.y))
    assert straight.color == style.PLAYER_COLORS[0] and not straight.dash
    town_piece = by_key[(town, (1, TOWN))]
    assert town_piece.points[-1] == pytest.approx(view.center(town))
    assert town_piece.color == style.UNOWNED_TRACK and town_piece.dash  # unowned: grey, dashed
    assert by_key[(cross, (1, 4))].color == style.PLAYER_COLORS[2]
    # the second piece of a crossing is drawn last, over the first (a bridge)
    order = [p.key for p in scene.items("track") if p.kind == "track"]
    assert order[-1] == (cross, (1, 4))
    assert [p.key for p in scene.items("track", "town-disk")] == [town]


def test_goods_cubes_are_small_squares_on_their_city(rust_belt):
    b, *_, chicago = _hand_board(rust_belt)
    scene = render_scene(b)
    cubes = list(scene.items("track", "cube"))
    assert [c.fill for c in cubes] == [style.GOODS_COLORS[c] for c in ("blue", "yellow", "black")]
    cx, cy = view_for(rust_belt).center(chicago)
    for c in cubes:
        assert isinstance(c, Rect) and c.w == c.h < 10
        assert abs(c.x + c.w / 2 - cx) < 20 and abs(c.y + c.h / 2 - cy) < 20


def test_new_city_tile_covers_the_town(rust_belt):
    b = RailBoard(rust_belt)
    h = rust_belt.find("Toledo")
    b.new_cities[h] = ("B", "blue")
    scene = render_scene(b)
    (tile,) = scene.find("new-city", h)
    assert tile.fill == style.GOODS_COLORS["blue"]
    assert [t.text for t in scene.find("new-city-id", h)] == ["B"]


def test_curves_are_arcs_tangent_to_the_edges():
    lay = Layout("flat", 30.0)
    h = Hex(0, 0)
    # sharp: 120 degrees about the shared corner (radius s/2); gentle: 60 degrees about the next hex's centre (1.5 s)
    for seg, arc in (((0, 1), 15.0 * 2 * math.pi / 3), ((0, 2), 45.0 * math.pi / 3), ((3, 5), 45.0 * math.pi / 3), ((0, 5), 15.0 * 2 * math.pi / 3)):
        pts = track_path(lay, h, seg)
        assert len(pts) > 5
        ends = [lay.edge_midpoint(h, e) for e in seg]
        assert pts[0] == pytest.approx(tuple(ends[0])) and pts[-1] == pytest.approx(tuple(ends[1]))
        # every point stays inside the hex and at the same distance from the arc's centre
        assert all(math.hypot(x, y) <= 30 for x, y in pts)
        steps = [math.dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1)]
        assert max(steps) - min(steps) < 1e-6
        assert sum(steps) == pytest.approx(arc, rel=0.01)


def test_overlay_and_hover(rust_belt):
    chicago = rust_belt.find("Chicago")
    off_map = Hex(100, 100)
    scene = render_scene(rust_belt, highlights=[chicago, off_map], selected=chicago, hovered=chicago,
                         pieces=[(chicago.neighbor(3), (0, 3))])
    assert [p.key for p in scene.items("overlay", "highlight")] == [chicago]
    assert scene.count("overlay", "selected") == scene.count("overlay", "highlight-piece") == 1
    assert [p.key for p in scene.items("hover")] == [chicago]
    assert render_scene(rust_belt, selected=off_map, hovered=off_map).count("overlay") == 0


def test_hex_at_round_trips_and_rejects_bad_input(rust_belt):
    view = view_for(rust_belt)
    for h in rust_belt.hexes:
        assert view.hex_at(*view.center(h)) == h
    for bad in [(None, 1), ("12", "40"), (True, 5), (math.inf, 3), (1e9, 1e9), (-1, 10), (2.0, 2.0)]:
        assert view.hex_at(*bad) is None


def test_demo_board_looks_like_a_game(rust_belt):
    b = demo_board(rust_belt, tiles=40, cubes=30, players=4)
    assert len(b.tiles) == 40 and sum(map(len, b.cubes.values())) == 30
    for h, p in b.tiles.items():
        cell = rust_belt.cell(h)
        assert cell.buildable and not cell.city
        for seg in p.segments:
            for end in seg:
                if end != TOWN:  # track only leads to hexes of the map, never across water
                    n = h.neighbor(end)
                    assert n in rust_belt.cells and rust_belt.cell(n).buildable
                    if n in b.tiles:  # a neighbouring tile on that edge continues the track
                        assert any(opposite(end) in s for s in b.tiles[n].segments)
    scene = render_scene(b)
    assert scene.count("track", "track") == sum(len(p.segments) for p in b.tiles.values())
    assert scene.count("track", "cube") == 30


def test_hex_labels_optional(rust_belt):
    scene = render_scene(rust_belt, hex_labels=True)
    texts = {p.text for p in scene.items("static", "label")}
    assert label(rust_belt.find("Chicago")) in texts
    assert all(re.fullmatch(r"[A-Z]+\d*|\d+", t) for t in texts)
