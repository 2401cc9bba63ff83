import itertools

import pytest

from steamlab.core.hexgrid import (
    EDGES,
    Hex,
    Layout,
    Point,
    edge_from_name,
    from_offset,
    label,
    opposite,
    parse_label,
    rotate_edge,
    to_offset,
)

SAMPLE = [Hex(q, r) for q in range(-3, 4) for r in range(-3, 4)]


def test_neighbours_are_adjacent_and_distinct():
    h = Hex(2, -1)
    ns = [n for _, n in h.neighbors()]
    assert len(set(ns)) == 6
    assert all(h.distance(n) == 1 for n in ns)


@pytest.mark.parametrize("edge", EDGES)
def test_edge_inversion_returns_home(edge):
    h = Hex(1, 1)
    n = h.neighbor(edge)
    assert n.neighbor(opposite(edge)) == h
    assert h.edge_to(n) == edge and n.edge_to(h) == opposite(edge)


def test_edge_to_non_neighbour_is_none():
    assert Hex(0, 0).edge_to(Hex(2, 0)) is None


def test_rotation_round_trips():
    for h, k in itertools.product(SAMPLE, range(-6, 7)):
        assert h.rotate(k).rotate(-k) == h
        assert h.rotate(k).distance(Hex(0, 0)) == h.distance(Hex(0, 0))
    for e, k in itertools.product(EDGES, range(6)):
        assert rotate_edge(rotate_edge(e, k), -k) == e


def test_rotating_a_hex_matches_rotating_its_edge():
    for e, k in itertools.product(EDGES, range(6)):
        assert Hex(0, 0).neighbor(e).rotate(k) == Hex(0, 0).neighbor(rotate_edge(e, k))


def test_distance():
    assert Hex(0, 0).distance(Hex(3, -3)) == 3
    assert Hex(-2, 1).distance(Hex(2, -1)) == 4


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_pixel_round_trip(orientation):
    lay = Layout(orientation, size=17.0, origin=Point(5.0, -3.0))
    for h in SAMPLE:
        p = lay.to_pixel(h)
        assert lay.to_hex(p) == h
        # a point just inside a corner still belongs to the hex
        c = lay.corners(h)[2]
        assert lay.to_hex((p.x + 0.9 * (c.x - p.x), p.y + 0.9 * (c.y - p.y))) == h


def test_flat_layout_edge_zero_is_on_top():
    lay = Layout("flat", size=10.0)
    top = lay.edge_midpoint(Hex(0, 0), 0)
    assert abs(top.x) < 1e-9 and top.y < 0
    # the neighbour across edge 0 is straight above
    above = lay.to_pixel(Hex(0, 0).neighbor(0))
    assert abs(above.x) < 1e-9 and above.y < 0


def test_edge_midpoints_are_shared_by_neighbours():
    lay = Layout("flat", size=10.0)
    for e in EDGES:
        a = lay.edge_midpoint(Hex(1, 1), e)
        b = lay.edge_midpoint(Hex(1, 1).neighbor(e), opposite(e))
        assert abs(a.x - b.x) < 1e-9 and abs(a.y - b.y) < 1e-9


def test_offset_and_labels():
    for col, row in itertools.product(range(18), range(11)):
        h = from_offset(col, row)
        assert to_offset(h) == (col, row)
        assert parse_label(label(h)) == h
    assert label(from_offset(0, 0)) == "A1"
    assert label(from_offset(2, 6)) == "C7"
    # odd columns sit half a hex lower: (1, 0) is south-east of (0, 0)
    assert from_offset(0, 0).edge_to(from_offset(1, 0)) == 2


@pytest.mark.parametrize("bad", ["", "7C", "C", "C0", "C-1", "!"])
def test_bad_labels(bad):
    with pytest.raises(ValueError, match="not a hex label"):
        parse_label(bad)


def test_edge_names():
    assert [edge_from_name(n) for n in ("T", "tr", "BR", "b", "BL", "TL")] == list(EDGES)
    with pytest.raises(ValueError, match="unknown edge"):
        edge_from_name("N")
