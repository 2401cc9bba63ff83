"""Run benchmarks: ``python -m benchmarks`` (all) or ``python -m benchmarks NAME ...``."""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys
from collections.abc import Callable

import benchmarks
from benchmarks import Figure


def collect() -> dict[str, Callable[[], Figure]]:
    found: dict[str, Callable[[], Figure]] = {}
    for info in sorted(pkgutil.iter_modules(benchmarks.__path__), key=lambda i: i.name):
        if info.name.startswith("bench_"):
            module = importlib.import_module(f"benchmarks.{info.name}")
            found.update(module.BENCHMARKS)
    return found


def main(argv: list[str]) -> int:
    table = collect()
    names = argv or list(table)
    unknown = [n for n in names if n not in table]
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; known: {', '.join(table)}", file=sys.stderr)
        return 2
    for name in names:
        print(json.dumps(table[name]().as_json(name)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
