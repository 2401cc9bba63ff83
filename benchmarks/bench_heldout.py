"""Self-play on held-out seeds, one game at a time, every game's lines kept (issue 43).

Each game (every seat :func:`~steamlab.bots.computer.computer_action` at one strength) is appended to a JSONL file
as it ends, so a long run loses nothing when stopped: the seats' scores and whether they went out, every seat's
money at the start of each turn (cash, income, VP, shares or capital raised, locomotive), its builds, and the
CPU time of every decision (``time.process_time`` around each ``computer_action`` call: the longest, the median
and where the slowest ones were). A seed already in the file is not played again.

``python -m benchmarks.bench_heldout play --rules steam_standard --players 3 --strength 8 --seeds 9000-9039
--out runs.jsonl`` plays; ``python -m benchmarks.bench_heldout table runs.jsonl`` prints a table for every
(rules, players, strength) in the file: the seats' mean (95%), seats below -20 (and at or below: Steam's
scores stop at -20), the share out (Wilson 95%), the
lowest, the winners' median, and the decisions' longest and median CPU seconds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import steamlab
from benchmarks.bench_bots import RULE_SETS
from benchmarks.bench_judgment import LOW, mean_interval
from steamlab.bots.computer import computer_action
from steamlab.bots.simulate import wilson
from steamlab.engine.state import Action, GameState

BENCHMARKS: dict[str, Any] = {}
"""None: the figures of these games are :mod:`benchmarks.bench_judgment`'s; this module keeps their lines."""
SLOWEST_KEPT = 3
"""The slowest decisions of a game kept with where they were."""


def money_line(g: Any) -> list[dict[str, Any]]:
    """Every seat's money now: cash, income, VP, shares (Age of Steam) or none, locomotive, out, built; in Russian
    Railroads (no seats: player boards) VP, rubles and workers."""
    if not hasattr(g, "seats"):
        return [{"vp": b.total_vp, "rubles": b.rubles, "workers": b.workers} for b in g.boards]
    return [{"cash": s.cash, "income": s.income, "vp": s.vp, "shares": s.shares, "loco": s.locomotive,
             "out": s.out} for s in g.seats]  # fmt: skip


def timed_action(g: GameState, strength: int) -> tuple[Action, float]:
    """The computer's move and its CPU seconds."""
    start = time.process_time()
    action = computer_action(g, strength)
    return action, time.process_time() - start


def play(rules: str, players: int, strength: int, seed: int) -> dict[str, Any]:
    """One self-play game and its lines (see the module docstring)."""
    game, ruleset = RULE_SETS[rules]
    g: Any = steamlab.new_game(game, players=players, rules=ruleset, seed=seed)
    wall = time.perf_counter()
    turns: list[dict[str, Any]] = []
    times: list[float] = []
    slowest: list[dict[str, Any]] = []
    builds = [0] * players
    actions: list[list[str]] = [[] for _ in range(players)]
    while not g.is_terminal():
        clock = getattr(g, g.info.clock)  # the turn, or Russian Railroads' round
        if not turns or turns[-1]["turn"] != clock:
            turns.append({"turn": clock, "seats": money_line(g)})
        player, phase, width = g.current_player, g.phase, len(g.legal_actions())
        action, seconds = timed_action(g, strength)
        times.append(seconds)
        where = {"s": round(seconds, 3), "turn": clock, "phase": phase, "player": player, "legal": width,
                 "action": str(action)}  # fmt: skip
        slowest = sorted([*slowest, where], key=lambda d: -d["s"])[:SLOWEST_KEPT]
        kind = type(action).__name__
        if kind == "Build":
            builds[player] += 1
        elif kind in ("ChooseAction", "RaiseCapital", "IssueShares", "TakePoints", "UpgradeLocomotive"):
            actions[player].append(str(action))
        g.apply(action)
    scores = [sum(item.points for item in s.items) for s in g.scores()]
    return {"rules": rules, "players": players, "strength": strength, "seed": seed, "scores": scores,
            "out": [bool(s.out) for s in g.scores()], "turns": turns, "end": money_line(g), "builds": builds,
            "choices": actions, "decisions": len(times), "max_s": round(max(times), 3),
            "median_s": round(statistics.median(times), 4), "slowest": slowest,
            "wall_s": round(time.perf_counter() - wall, 1)}  # fmt: skip


def read(path: Path) -> list[dict[str, Any]]:
    """Every game of a JSONL file (none if there is no file)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def seeds(text: str) -> range:
    """``"9000-9039"`` as a range of seeds (both ends included)."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def play_all(rules: str, players: int, strength: int, chosen: Iterable[int], out: Path) -> None:
    """Play every seed not yet in ``out``, appending each game as it ends."""
    done = {(r["rules"], r["players"], r["strength"], r["seed"]) for r in read(out)}
    for seed in chosen:
        if (rules, players, strength, seed) in done:
            continue
        record = play(rules, players, strength, seed)
        with out.open("a") as f:
            f.write(json.dumps(record) + "\n")
        print(f"{rules} {players}p s{strength} seed {seed}: {record['scores']} out {record['out']} "
              f"max {record['max_s']} s, wall {record['wall_s']} s", flush=True)  # fmt: skip


def summary(games: list[dict[str, Any]]) -> str:
    """One table row: seats' mean (95%), below -20, out (Wilson 95%), lowest, winners' median, decision times."""
    scores = [x for r in games for x in r["scores"]]
    out = sum(x for r in games for x in r["out"])
    low = sum(s < LOW for s in scores)
    floor = sum(s <= LOW for s in scores)
    n = len(scores)
    mean, lo, hi = mean_interval(scores)
    a, b = wilson(low, n)
    c, d = wilson(out, n)
    winners = statistics.median(max(r["scores"]) for r in games)
    slow = max(r["max_s"] for r in games)
    over = sum(1 for r in games for x in r["slowest"] if x["s"] > 2.5)
    median = statistics.median(r["median_s"] for r in games)
    return (f"| {len(games)} ({games[0]['seed']}-{games[-1]['seed']}) | {mean:.1f} ({lo:.1f} to {hi:.1f}) | "
            f"{low}/{n} ({a:.2f}-{b:.2f}) | {floor}/{n} | {out}/{n} = {out / n:.2f} ({c:.2f}-{d:.2f}) | {min(scores)} | "
            f"{winners:g} | {slow:.2f} ({over} over 2.5 s) | {median:.3f} |")  # fmt: skip


HEADER = ("| rules | players | strength | games (seeds) | seats' mean (95%) | below -20 (95%) | at or below -20 | "
          "out (Wilson 95%) | lowest | winners' median | longest decision, CPU s | games' median decision, CPU s |\n"
          "|---|---|---|---|---|---|---|---|---|---|---|---|")  # fmt: skip


def tables(games: list[dict[str, Any]]) -> str:
    """A markdown row for every (rules, players, strength) in ``games``."""
    groups: dict[tuple[str, int, int], list[dict[str, Any]]] = defaultdict(list)
    for r in sorted(games, key=lambda r: r["seed"]):
        groups[(r["rules"], r["players"], r["strength"])].append(r)
    rows = [f"| {k[0]} | {k[1]} | {k[2]} {summary(v)}" for k, v in sorted(groups.items())]
    return "\n".join([HEADER, *rows])


def main(argv: list[str] | None = None) -> int:
    """``play`` or ``table`` (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("--rules", choices=sorted(RULE_SETS), required=True)
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--strength", type=int, default=8)
    p.add_argument("--seeds", type=seeds, default=seeds("9000-9039"))
    p.add_argument("--out", type=Path, required=True)
    t = sub.add_parser("table")
    t.add_argument("path", type=Path)
    args = parser.parse_args(argv)
    if args.command == "play":
        play_all(args.rules, args.players, args.strength, args.seeds, args.out)
    else:
        print(tables(read(args.path)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
