"""Tracing over a photo: where a board photo sits under the hex grid, aligned on reference hexes.

A photo is placed on the board's pixels by an :class:`Affine` transform (photo
pixels -> board pixels). :func:`fit` finds it from reference pairs "this point
of the photo is the centre of that hex": one pair moves the photo, two also
scale and turn it (a similarity: the board's hexes stay regular), three give
the full affine (a photo taken at a slant).

>>> t = fit([((10, 10), (100, 100)), ((20, 10), (120, 100))])
>>> t.apply(15, 10), t.apply(10, 20)
((110.0, 100.0), (100.0, 120.0))
>>> image_size(PNG_1x1)
(1, 1)
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence
from dataclasses import dataclass

from steamlab.core.errors import SteamlabError
from steamlab.i18n import msg

XY = tuple[float, float]

PNG_1x1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489"
    "0000000d49444154789c6360f8cfc0f01f0005000201e2b1f9b40000000049454e44ae426082"
)
"""The smallest PNG (one pixel), for examples and tests."""
MAX_PHOTO_BYTES = 8_000_000


class BackdropError(SteamlabError):
    """A photo or a reference the editor cannot use (nothing changes)."""


@dataclass(frozen=True)
class Affine:
    """``x' = a*x + c*y + e``, ``y' = b*x + d*y + f`` (the order of canvas ``setTransform``)."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def apply(self, x: float, y: float) -> XY:
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    def inverse(self) -> Affine:
        """The transform back (``BackdropError`` if it squashes the photo flat).

        >>> Affine(2, 0, 0, 2, 5, 5).inverse().apply(9, 9)
        (2.0, 2.0)
        """
        det = self.a * self.d - self.b * self.c
        if abs(det) < 1e-12:
            raise BackdropError(msg("edit.photo_flat"))
        a, b, c, d = self.d / det, -self.b / det, -self.c / det, self.a / det
        return Affine(a, b, c, d, -(a * self.e + c * self.f), -(b * self.e + d * self.f))

    def as_tuple(self) -> tuple[float, float, float, float, float, float]:
        return (self.a, self.b, self.c, self.d, self.e, self.f)


def scaled(factor: float) -> Affine:
    """A photo scaled by ``factor`` at the board's top-left corner (before any reference)."""
    return Affine(factor, 0.0, 0.0, factor, 0.0, 0.0)


def fit(pairs: Sequence[tuple[XY, XY]], start: Affine | None = None) -> Affine:
    """The transform taking each photo point to its board point (the last three pairs count).

    No pair: ``start`` (or the identity). One: ``start`` moved so the point lands.
    Two: a similarity. Three: an affine transform. Points too close together, or
    three in a line, raise :class:`BackdropError`.

    >>> t = fit([((0, 0), (5, 5)), ((1, 0), (5, 7)), ((0, 1), (3, 5))])
    >>> [round(v, 6) for v in t.as_tuple()]
    [0.0, 2.0, -2.0, 0.0, 5.0, 5.0]
    """
    pairs = list(pairs)[-3:]
    base = start or Affine()
    if not pairs:
        return base
    if len(pairs) == 1:
        (px, py), (bx, by) = pairs[0]
        x, y = base.apply(px, py)
        return Affine(base.a, base.b, base.c, base.d, base.e + bx - x, base.f + by - y)
    if len(pairs) == 2:
        (p1, b1), (p2, b2) = pairs
        z1, z2, w1, w2 = complex(*p1), complex(*p2), complex(*b1), complex(*b2)
        if abs(z2 - z1) < 1.0 or abs(w2 - w1) < 1.0:
            raise BackdropError(msg("edit.photo_two"))
        m = (w2 - w1) / (z2 - z1)
        t = w1 - m * z1
        return Affine(m.real, m.imag, -m.imag, m.real, t.real, t.imag)
    (p1, b1), (p2, b2), (p3, b3) = pairs
    det = p1[0] * (p2[1] - p3[1]) - p1[1] * (p2[0] - p3[0]) + (p2[0] * p3[1] - p3[0] * p2[1])
    if abs(det) < 1.0:
        raise BackdropError(msg("edit.photo_line"))
    a, c, e = _solve3(p1, p2, p3, (b1[0], b2[0], b3[0]), det)
    b, d, f = _solve3(p1, p2, p3, (b1[1], b2[1], b3[1]), det)
    return Affine(a, b, c, d, e, f)


def _solve3(p1: XY, p2: XY, p3: XY, v: tuple[float, float, float], det: float) -> tuple[float, float, float]:
    """``(u, w, k)`` with ``u*x + w*y + k = v`` at the three points (Cramer's rule)."""
    (x1, y1), (x2, y2), (x3, y3) = p1, p2, p3
    u = (v[0] * (y2 - y3) - y1 * (v[1] - v[2]) + (v[1] * y3 - v[2] * y2)) / det
    w = (x1 * (v[1] - v[2]) - v[0] * (x2 - x3) + (x2 * v[2] - x3 * v[1])) / det
    k = (x1 * (y2 * v[2] - y3 * v[1]) - y1 * (x2 * v[2] - x3 * v[1]) + v[0] * (x2 * y3 - x3 * y2)) / det
    return u, w, k


def image_size(data: bytes) -> tuple[int, int]:
    """``(width, height)`` of a PNG or JPEG photo, read from its header; anything else is refused."""
    if len(data) > MAX_PHOTO_BYTES:
        raise BackdropError(msg("edit.photo_bytes", most=f"{MAX_PHOTO_BYTES:,}", size=f"{len(data):,}"))
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24 and data[12:16] == b"IHDR":
        w, h = struct.unpack(">II", data[16:24])
        return _checked(w, h)
    if data[:2] == b"\xff\xd8":
        i = 2
        while i + 9 < len(data):
            if data[i] != 0xFF:
                break
            marker = data[i + 1]
            length = struct.unpack(">H", data[i + 2:i + 4])[0]
            if marker in (0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF):
                h, w = struct.unpack(">HH", data[i + 5:i + 9])
                return _checked(w, h)
            i += 2 + length
    raise BackdropError(msg("edit.photo_kind"))


def _checked(w: int, h: int) -> tuple[int, int]:
    if not (0 < w <= 20_000 and 0 < h <= 20_000):
        raise BackdropError(msg("edit.photo_size", w=w, h=h))
    return w, h


def fit_width(photo: tuple[int, int], board_width: float) -> Affine:
    """The photo scaled to the board picture's width: where it sits before any reference."""
    return scaled(board_width / max(photo[0], 1))


def residual(t: Affine, pairs: Sequence[tuple[XY, XY]]) -> float:
    """The largest distance in board pixels between a reference's hex centre and where its photo point lands."""
    return max((math.dist(t.apply(*p), b) for p, b in pairs), default=0.0)
