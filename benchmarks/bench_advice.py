"""Does the Hint's advice play as well as the computer, and how long does a computer seat keep a person waiting?

* ``hint_follower_win_rate_<rules>``: one seat plays the Hint's first choice at every decision (the default
  strength: the very search a computer seat runs, :func:`~steamlab.bots.computer.computer_choices`, its work
  capped at :data:`~steamlab.bots.computer.COMPUTER_WORK` projections) against three greedy seats; the
  strong bot's own figure against greedy is ``strong_vs_greedy_win_rate_<rules>`` (bench_bots.py, docs/bots.md).
* ``hint_follower_vs_strong_<rules>``: the same follower against three computer seats at the default strength, as
  the hot seat plays them: about its share, 0.25 of four-player games.
* ``computer_move_max_s`` / ``computer_move_median_s``: every decision with a choice of the computer seats in those
  games (the hot seat's seats: :func:`~steamlab.bots.computer.computer_action` at the default strength).

The follower sits in each seat in turn. ``STEAMLAB_ADVICE_GAMES`` sets the games a rule set (100 for the issue's
figures; 8 by default, so the module runs in minutes); the games run on every core. Each win-rate figure's target
text carries its 95% Wilson interval and the number of games.

A long table runs in parts, a line a game: ``python -m benchmarks.bench_advice build/advice.jsonl --rules
steam_base --rivals strong --seeds 5000:5100 --workers 1`` (``--rules all`` plays the four rule sets seed by
seed); ``--summary`` prints the tables the log holds.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any, NamedTuple

import steamlab
from benchmarks import Figure
from benchmarks.bench_bots import RULE_SETS
from steamlab.bots.computer import computer_action
from steamlab.bots.hints import hint
from steamlab.bots.registry import make_bot
from steamlab.bots.simulate import wilson

GAMES = int(os.environ.get("STEAMLAB_ADVICE_GAMES", "8"))


class Played(NamedTuple):
    """One game's figures: the follower's share of the win, and the seconds of each decision with a choice."""

    share: float
    waits: list[float]
    """The strong rivals' decisions (none against greedy)."""
    hints: list[float]
    """The follower's: each Hint it asked."""


CONTROL = "strong_control"
"""The rivals of the control table: the same games with a computer seat where the follower sits (its share there
is what a computer seat wins on those seeds and in that seat, to set the follower's share beside, game by game)."""


def play(rules: str, seed: int, rivals: str) -> Played:
    """One four-player game: the follower in seat ``seed % 4``, ``rivals`` elsewhere as the hot seat plays them
    (:data:`CONTROL`: strong seats everywhere, the follower's seat one of them). The follower asks the Hint
    as the hot seat's *Hint* button does."""
    game, ruleset = RULE_SETS[rules]
    g = steamlab.new_game(game, players=4, rules=ruleset, seed=seed)
    follower = seed % 4
    control = rivals == CONTROL
    kind = "strong" if control else rivals
    greedy = {s: make_bot(kind, seed=seed * 10 + s) for s in range(4) if kind != "strong"}
    waits: list[float] = []
    hints: list[float] = []
    while not g.is_terminal():
        seat = g.current_player
        choice = len(g.legal_actions()) > 1
        start = time.perf_counter()
        if seat == follower and not control:
            action = hint(g)[0].action
            if choice:
                hints.append(time.perf_counter() - start)
        else:
            action = computer_action(g) if kind == "strong" else greedy[seat].choose(g)
            if choice and kind == "strong":
                waits.append(time.perf_counter() - start)
        g.apply(action)
    winners = g.winners()
    return Played(1 / len(winners) if follower in winners else 0.0, waits, hints)


def _games(rules: str, rivals: str) -> list[Played]:
    seeds = range(5000, 5000 + GAMES)
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        return list(pool.map(play, [rules] * GAMES, seeds, [rivals] * GAMES))


_WAITS: list[float] = []


def _win_rate(rules: str, rivals: str, target: str) -> Callable[[], Figure]:
    def figure() -> Figure:
        results = _games(rules, rivals)
        wins = sum(r.share for r in results)
        for r in results:
            _WAITS.extend(r.waits)
        low, high = wilson(wins, GAMES)
        return Figure(wins / GAMES, "win rate", f"{target} ({GAMES} games, 95% {low:.2f}-{high:.2f})")

    return figure


def _waits() -> list[float]:
    if not _WAITS:  # run alone: the games against strong seats of one rule set give the waits
        _win_rate("steam_standard", "strong", "")()
    return _WAITS


def computer_move_max_s() -> Figure:
    waits = _waits()
    return Figure(max(waits), "s", f"<= 3 (longest of {len(waits)} computer decisions, default strength)")


def computer_move_median_s() -> Figure:
    waits = _waits()
    return Figure(statistics.median(waits), "s", f"report (median of {len(waits)} computer decisions)")


BENCHMARKS: dict[str, Callable[[], Figure]] = {
    **{f"hint_follower_win_rate_{r}": _win_rate(r, "greedy", "within 0.05 of strong_vs_greedy") for r in RULE_SETS},
    **{f"hint_follower_vs_strong_{r}": _win_rate(r, "strong", ">= 0.22") for r in RULE_SETS},
    "computer_move_max_s": computer_move_max_s,
    "computer_move_median_s": computer_move_median_s,
}


def run_logged(rules: list[str], rivals: str, seeds: range, log: Path, workers: int) -> None:
    """Play ``seeds`` of the tables of ``rules``, appending a JSON line a game to ``log`` as each ends (games
    already in the log are skipped): a long table (the issue's 100 games a rule set) survives a stop and runs on in
    parts. Several rule sets are played seed by seed in turn, so that each table grows alike."""
    done = {(r["rules"], r["rivals"], r["seed"]) for r in _read(log)}
    todo = [(r, s) for s in seeds for r in rules if (r, rivals, s) not in done]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(play, r, s, rivals): (r, s) for r, s in todo}
        for future in as_completed(futures):
            share, waits, hints = future.result()
            played, seed = futures[future]
            row = {"rules": played, "rivals": rivals, "seed": seed, "share": share,
                   "waits": len(waits), "max_s": max(waits, default=0.0),
                   "median_s": statistics.median(waits) if waits else 0.0, "sum_s": sum(waits),
                   "all_s": [round(w, 3) for w in waits], "hints_max_s": max(hints, default=0.0)}
            with log.open("a") as out:
                out.write(json.dumps(row) + "\n")


def _read(log: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in log.read_text().splitlines() if line.strip()] if log.exists() else []


def summary(log: Path) -> list[str]:
    """Each table of ``log``: games, the follower's win rate with its 95% interval, and the computer's waits
    (the longest decision, and the median of every decision the log lists)."""
    rows = _read(log)
    lines = []
    for rules, rivals in sorted({(r["rules"], r["rivals"]) for r in rows}):
        games = [r for r in rows if (r["rules"], r["rivals"]) == (rules, rivals)]
        wins = sum(r["share"] for r in games)
        low, high = wilson(wins, len(games))
        line = f"{rules} vs {rivals}: {wins:g}/{len(games)} = {wins / len(games):.2f} (95% {low:.2f}-{high:.2f})"
        if rivals != "greedy":
            decisions = sum(r["waits"] for r in games)
            line += f"; {decisions} computer decisions, longest {max(r['max_s'] for r in games):.2f} s"
            kept = [w for r in games for w in r.get("all_s", [])]  # (lines written before 'all_s' have no list)
            if kept:
                line += f", median {statistics.median(kept):.2f} s of the {len(kept)} listed"
        lines.append(line)
    for rivals in sorted({r["rivals"] for r in rows}):
        games = [r for r in rows if r["rivals"] == rivals]
        wins = sum(r["share"] for r in games)
        low, high = wilson(wins, len(games))
        lines.append(f"all rule sets vs {rivals}: {wins:g}/{len(games)} = {wins / len(games):.2f} "
                     f"(95% {low:.2f}-{high:.2f})")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_advice", description=__doc__.splitlines()[0])
    parser.add_argument("log", type=Path, help="JSON lines, one a game (appended to; read by --summary)")
    parser.add_argument("--rules", choices=[*RULE_SETS, "all"], help="a rule set, or all four seed by seed")
    parser.add_argument("--rivals", choices=("greedy", "strong", CONTROL), default="greedy",
                        help=f"{CONTROL}: the same games with a computer seat in the follower's seat")
    parser.add_argument("--seeds", default="5000:5100", help="first:end (end not played), as in range()")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--summary", action="store_true", help="print the log's tables and stop")
    args = parser.parse_args(argv)
    if not args.summary:
        if args.rules is None:
            parser.error("--rules is needed to play")
        first, end = (int(x) for x in args.seeds.split(":"))
        rules = list(RULE_SETS) if args.rules == "all" else [args.rules]
        run_logged(rules, args.rivals, range(first, end), args.log, args.workers)
    print("\n".join(summary(args.log)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
