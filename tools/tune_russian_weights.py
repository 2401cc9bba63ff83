"""Self-play of 4 computer seats in Russian Railroads under weights of ``evaluate_russian`` set by name (issue 43).

    nice -n 19 python tools/tune_russian_weights.py out.jsonl --strength 8 --seeds 2000:2012 \\
        --variant main PENDING_OTHER=1 --variant new PENDING_OTHER=5

Every seed is played once with each variant (seed by seed, so a run stopped early has as many games of each), in this
one process: the machine is shared, and a tuning run should not take both cores. Each game appends a JSON line
(variant, seed, strength, every seat's score and where it came from -- :data:`SOURCES` --, the winner's, CPU seconds,
the median and longest decision, the load average, the time) as it ends. A variant sets module constants of
:mod:`steamlab.bots.evaluate_russian` (``CONST=value``) or of :mod:`steamlab.bots.search` (``search.CONST=value``; a
constant that is a dict by game gets the value for Russian Railroads) for its games only; the others keep the module's
values. Tune on seeds 2000 and on, never on
``benchmarks.bench_judgment.SEEDS`` (9000-9039), which are kept for the held-out tables.

:func:`summary` reads such a file back:

>>> import json, tempfile, pathlib
>>> lines = [{"variant": "a", "seed": 1, "scores": [1, 5, 3, 2], "winner": 5},
...          {"variant": "a", "seed": 2, "scores": [4, 2, 7, 0], "winner": 7}]
>>> path = pathlib.Path(tempfile.mkdtemp()) / "t.jsonl"
>>> _ = path.write_text("".join(json.dumps(x) + "\\n" for x in lines))
>>> summary(path)["a"]["winners_median"]
6.0
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import steamlab
import steamlab.bots.evaluate_russian as weights
from steamlab.bots import search
from steamlab.bots.computer import computer_action
from steamlab.bots.evaluate_russian import final_points
from steamlab.games.russian_railroads.scoring import board_score

MODULES: dict[str, ModuleType] = {"evaluate_russian": weights, "search": search}
"""The modules a variant may set constants of (a plain ``CONST`` is :mod:`~steamlab.bots.evaluate_russian`'s)."""


def knob(key: str) -> tuple[ModuleType, str]:
    """The module and constant a setting's key names (``CONST`` or ``search.CONST``).

    >>> knob("PENDING_OTHER")[1], knob("search.SEE_THROUGH")[0].__name__
    ('PENDING_OTHER', 'steamlab.bots.search')
    """
    module, _, name = key.rpartition(".")
    target = MODULES.get(module or "evaluate_russian")
    if target is None or not hasattr(target, name):
        raise SystemExit(f"no constant {key} (modules: {', '.join(MODULES)})")
    return target, name


def set_knob(key: str, value: object) -> None:
    """Set the constant ``key`` names; a constant that is a dict by game gets ``{"russian_railroads": value}``
    (unless ``value`` is a dict already: a saved value put back)."""
    module, name = knob(key)
    if isinstance(getattr(module, name), dict) and not isinstance(value, dict):
        value = {**getattr(module, name), "russian_railroads": value}
    setattr(module, name, value)


def parse_variant(items: list[str]) -> tuple[str, dict[str, float | int]]:
    """``["name", "CONST=value", ...]`` as the variant's name and its settings.

    >>> parse_variant(["new", "PENDING_OTHER=5.0", "FUTURE=0.5", "search.SEE_THROUGH=0"])
    ('new', {'PENDING_OTHER': 5.0, 'FUTURE': 0.5, 'search.SEE_THROUGH': 0})
    """
    name, *pairs = items
    settings = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        knob(key)
        number = float(value)
        settings[key] = int(number) if number.is_integer() and "." not in value else number
    return name, settings


def play(seed: int, strength: int) -> dict[str, Any]:
    """One 4-player game of computer seats at ``strength``: the scores and the decisions' CPU times."""
    g = steamlab.new_game("russian_railroads", players=4, seed=seed)
    times = []
    sources = [dict.fromkeys(SOURCES, 0) for _ in range(4)]
    seen = g.round
    while not g.is_terminal():
        t = time.process_time()
        action = computer_action(g, strength)
        times.append(time.process_time() - t)
        g.apply(action)
        if g.round != seen or g.is_terminal():
            seen = g.round
            add_round(g, sources)
    scores = [sum(item.points for item in s.items) for s in g.scores()]
    finals = final_points(g)
    for seat, row in enumerate(sources):
        row["final"] = round(finals[seat])
        row["other"] = scores[seat] - sum(v for k, v in row.items() if k != "other")
    return {
        "scores": scores,
        "sources": sources,
        "winner": max(scores),
        "cpu": round(sum(times), 1),
        "move_median": round(statistics.median(times), 4),
        "move_max": round(max(times), 3),
    }


SOURCES = ("trans_siberian", "st_petersburg", "kiev", "industry", "final", "other")
"""Where a seat's points came from (:func:`add_round`): the round scores of each railway and of the industry track
summed over the rounds, the final scoring (end bonus cards, engineers), and the rest (bonus spaces, turn order)."""


def add_round(g: Any, sources: list[dict[str, int]]) -> None:
    """Add the round just scored (the boards as they were scored) to each seat's ``sources``."""
    for seat, board in enumerate(g.boards):
        detail = board_score(g.data, board)
        for railway, name in zip(detail.railways, SOURCES, strict=False):
            sources[seat][name] += railway.total
        sources[seat]["industry"] += sum(vp for _, vp in detail.industry)


def summary(path: Path) -> dict[str, dict[str, float]]:
    """Per variant: games, the winners' median and range, the seats' mean with its 95% interval."""
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    out = {}
    for name in dict.fromkeys(r["variant"] for r in rows):
        mine = [r for r in rows if r["variant"] == name]
        winners = [r["winner"] for r in mine]
        seats = [s for r in mine for s in r["scores"]]
        half = 1.96 * statistics.stdev(seats) / math.sqrt(len(seats)) if len(seats) > 1 else math.inf
        out[name] = {
            "games": len(mine),
            "winners_median": float(statistics.median(winners)),
            "winners_low": min(winners),
            "winners_high": max(winners),
            "seats_mean": statistics.fmean(seats),
            "seats_half_interval": half,
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("out", type=Path)
    parser.add_argument("--strength", type=int, default=8)
    parser.add_argument("--seeds", default="2000:2012")
    parser.add_argument("--variant", nargs="+", action="append", required=True, metavar="NAME [CONST=VALUE ...]")
    args = parser.parse_args(argv)
    variants = [parse_variant(v) for v in args.variant]
    touched = {key for _, settings in variants for key in settings}
    module_values: dict[str, object] = {key: getattr(*knob(key)) for key in touched}
    first, end = map(int, args.seeds.split(":"))
    with args.out.open("a", encoding="utf-8") as log:
        for seed in range(first, end):
            for name, settings in variants:
                for key, value in {**module_values, **settings}.items():
                    set_knob(key, value)
                row = {
                    "variant": name,
                    "settings": settings,
                    "seed": seed,
                    "strength": args.strength,
                    **play(seed, args.strength),
                    "load": round(os.getloadavg()[0], 1),
                    "utc": time.strftime("%H:%M:%S", time.gmtime()),
                }
                log.write(json.dumps(row) + "\n")
                log.flush()
    for key, value in module_values.items():
        set_knob(key, value)
    print(json.dumps(summary(args.out), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
