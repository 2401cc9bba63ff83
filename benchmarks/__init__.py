"""steamlab's benchmarks: run with ``python -m benchmarks [NAME ...]``.

Each ``benchmarks/bench_*.py`` module defines ``BENCHMARKS``, a dict from a
figure's name to a function returning a :class:`Figure`. Every figure prints as
one JSON line ``{"name", "value", "unit", "target"}``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Figure:
    value: float
    unit: str
    target: str

    def as_json(self, name: str) -> dict[str, Any]:
        return {"name": name, "value": round(self.value, 4), "unit": self.unit, "target": self.target}


def best_of(fn: Callable[[], object], repeat: int = 5, number: int = 1) -> float:
    """The fastest of ``repeat`` runs of ``number`` calls, in seconds per call."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - start) / number)
    return best
