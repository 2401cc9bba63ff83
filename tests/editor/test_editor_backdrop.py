"""Tracing over a photo: the transform found from reference hexes, and reading a photo's size."""

import io
import math

import pytest

from steamlab.editor.backdrop import Affine, BackdropError, PNG_1x1, fit, image_size, residual


def close(p, q, tol=1e-6):
    return math.dist(p, q) < tol


def test_one_reference_moves_the_photo_and_keeps_its_scale():
    start = Affine(0.5, 0, 0, 0.5, 0, 0)
    t = fit([((100, 40), (300, 200))], start=start)
    assert close(t.apply(100, 40), (300, 200)) and (t.a, t.d) == (0.5, 0.5)


def test_two_references_scale_and_turn_without_shearing():
    # the photo is the board turned a quarter, at twice the size, shifted
    board = [(10.0, 20.0), (50.0, 20.0)]
    photo = [(200 - 2 * y, 2 * x) for x, y in board]
    t = fit(list(zip(photo, board, strict=True)))
    for p, b in zip(photo, board, strict=True):
        assert close(t.apply(*p), b)
    assert abs(t.a * t.d - t.b * t.c - 0.25) < 1e-9  # area scaled by (1/2)^2: a similarity
    assert close(t.inverse().apply(*t.apply(7, 9)), (7, 9))


def test_three_references_fit_a_slanted_photo_exactly():
    slant = Affine(1.2, 0.1, 0.3, 0.9, -15, 40)
    photo = [(0.0, 0.0), (300.0, 10.0), (40.0, 250.0)]
    pairs = [(p, slant.apply(*p)) for p in photo]
    t = fit(pairs)
    assert all(abs(x - y) < 1e-9 for x, y in zip(t.as_tuple(), slant.as_tuple(), strict=True))
    assert residual(t, pairs) < 1e-9
    # a fourth reference replaces the oldest
    assert len(fit([*pairs, ((5.0, 5.0), (0.0, 0.0))]).as_tuple()) == 6


@pytest.mark.parametrize("pairs", [
    [((0, 0), (0, 0)), ((0.2, 0), (50, 50))],            # the same photo point twice
    [((0, 0), (10, 10)), ((80, 0), (10.3, 10))],         # the same hex twice
    [((0, 0), (0, 0)), ((10, 10), (5, 0)), ((20, 20), (0, 9))],  # three in a line
])
def test_unusable_references_are_refused(pairs):
    with pytest.raises(BackdropError):
        fit(pairs)


def test_a_flat_transform_has_no_inverse():
    with pytest.raises(BackdropError):
        Affine(1, 2, 2, 4, 0, 0).inverse()


def test_photo_sizes_from_png_and_jpeg_headers():
    pil = pytest.importorskip("PIL.Image")
    assert image_size(PNG_1x1) == (1, 1)
    for fmt in ("PNG", "JPEG"):
        buf = io.BytesIO()
        pil.new("RGB", (123, 45), "red").save(buf, fmt)
        assert image_size(buf.getvalue()) == (123, 45)


@pytest.mark.parametrize("data", [b"", b"GIF89a....", b"\xff\xd8\xff", PNG_1x1[:20], b"\x00" * 9_000_001])
def test_other_files_are_refused(data):
    with pytest.raises(BackdropError):
        image_size(data)
