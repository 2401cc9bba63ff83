"""Fit the Hint's forecast lines (``data/bots/forecast.json``, :mod:`steamlab.bots.forecast`) on computer self-play.

    python tools/fit_forecast.py play age_of_steam --players 3 --strength 8 --seeds 7000:7040 --out aos.jsonl
    python tools/fit_forecast.py fit aos.jsonl std.jsonl base.jsonl rr.jsonl --write data/bots/forecast.json

``play`` plays games with every seat the computer (``computer_action`` at ``--strength``) and, at the first decision
of every turn (round), notes each seat's projected final score (``evaluate.projected_scores``); when the game ends,
each seat's final score. One game a line, written as it ends (``play`` skips the seeds already in the file).
``fit`` fits, for every rule set, player count and number of turns still to come, the least-squares line of the
final score on the projection, and writes the tables with the games they came from. The seeds are kept apart from
the held-out ones (9000 and up) that measure the Hint's figures.

    python tools/fit_forecast.py check rr3.jsonl rr4.jsonl

``check`` measures lines on games they never saw: for each game, lines fitted on the *other* games of its rule set
and player count (leave one game out) forecast each seat's final score and lead at every turn's first decision, and
it prints the mean distance from the final beside the shipped lines' (``data/bots/forecast.json``) and the raw
projection's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

import steamlab
from steamlab.bots.computer import computer_action
from steamlab.bots.evaluate import projected_scores, rule_set_key
from steamlab.bots.forecast import FORMAT, IDENTITY, Line, epochs_left, parse_tables, row_for, shipped_tables
from steamlab.bots.search import epoch

GAMES = {"age_of_steam": ("age_of_steam", {}), "steam_standard": ("steam", {"rules": "standard"}),
         "steam_base": ("steam", {"rules": "base"}), "russian_railroads": ("russian_railroads", {})}
"""The rule sets by their names here: the game and its options."""
LEAST_SLOPE = 0.05
"""A fitted slope below this is written as this (the line must rise so that the moves keep their order): where the
projection does not foretell the final score, the forecast is about what seats scored."""
MOST_SLOPE = 1.5
"""A fitted slope above this is written as this: where the seats' projections hardly differ (Russian Railroads' first
round), a steep fitted line would spread a small difference into a large one on little evidence."""
LEAST_GAMES = 20
"""A rule set and player count with fewer games is left out (its figures are then read as they are)."""


def play_game(rules: str, players: int, strength: int, seed: int) -> dict[str, Any]:
    """One self-play game's line: each turn's first decision's projections and turns left, and the final scores."""
    game, options = GAMES[rules]
    g = steamlab.new_game(game, players=players, seed=seed, **options)
    seen: list[dict[str, Any]] = []
    last = None
    while not g.is_terminal():
        if g.current_player < 0:
            g.settle()
            continue
        if epoch(g) != last:
            last = epoch(g)
            seen.append({"left": epochs_left(g, rolled=False), "proj": [round(x, 2) for x in projected_scores(g)]})
        g.apply(computer_action(g, strength))
    return {"rules": rule_set_key(g), "players": players, "strength": strength, "seed": seed,
            "final": [s.total for s in g.scores()], "seen": seen}


def tables_of(lines: list[dict[str, Any]]) -> dict[tuple[str, int], list[dict[str, Any]]]:
    """The games of ``lines`` by rule set and player count, in that order; a game in two files (the same strength
    and seed) counts once."""
    groups: dict[tuple[str, int], dict[tuple[int, int], dict[str, Any]]] = {}
    for line in lines:
        groups.setdefault((line["rules"], line["players"]), {})[(line["strength"], line["seed"])] = line
    return {key: list(games.values()) for key, games in sorted(groups.items())}


def fit(lines: list[dict[str, Any]], least_games: int = LEAST_GAMES) -> dict[str, Any]:
    """The forecast file of ``lines``: a table a rule set and player count, a row a number of turns left; a rule
    set and player count with fewer than ``least_games`` games is left out. A game played twice (the same rule
    set, players, strength and seed, as files that overlap hold) counts once."""
    tables = []
    for (rules, players), games in tables_of(lines).items():
        if len(games) < least_games:
            print(f"{rules}, {players} players: {len(games)} games, fewer than {least_games}: left out", file=sys.stderr)
            continue
        points: dict[int, list[tuple[float, float]]] = {}
        for g in games:
            for s in g["seen"]:
                points.setdefault(s["left"], []).extend(zip(s["proj"], g["final"], strict=True))
        rows = []
        for left, xy in sorted(points.items()):
            xs, ys = [x for x, _ in xy], [y for _, y in xy]
            fitted, _ = statistics.linear_regression(xs, ys)
            slope = round(min(MOST_SLOPE, max(LEAST_SLOPE, fitted)), 3)
            intercept = statistics.fmean(ys) - slope * statistics.fmean(xs)  # through the means, as least squares
            r = statistics.correlation(xs, ys)
            rows.append({"left": left, "slope": slope, "intercept": round(intercept, 2), "fitted_slope": round(fitted, 3),
                         "n": len(xy), "r": round(r, 2), "mean_projection": round(statistics.fmean(xs), 1),
                         "mean_final": round(statistics.fmean(ys), 1)})
        seeds = sorted(g["seed"] for g in games)
        tables.append({"rules": rules, "players": players, "strength": sorted({g["strength"] for g in games}),
                       "games": len(games), "seeds": f"{seeds[0]}-{seeds[-1]}",
                       "source": "tools/fit_forecast.py: computer self-play, every seat computer_action at the "
                                 "strength named; each row the least-squares line of the seats' final scores on "
                                 "their projections at the first decision of a turn with 'left' turns to come",
                       "rows": rows})
    out = {"format": FORMAT, "tables": tables}
    parse_tables(out, "fit")  # what is written must load
    return out


def check(lines: list[dict[str, Any]], shipped: dict[str, dict[int, dict[int, Line]]]) -> list[str]:
    """One text line a rule set and player count: the mean distance of the forecast score and lead from the final
    ones, for the raw projection, the ``shipped`` lines and lines fitted leaving each game out."""
    out = []
    for (rules, players), games in tables_of(lines).items():
        score: dict[str, list[float]] = {"raw": [], "shipped": [], "left out": []}
        lead: dict[str, list[float]] = {"raw": [], "shipped": [], "left out": []}
        for i, game in enumerate(games):
            others = parse_tables(fit(games[:i] + games[i + 1:], least_games=1), "check")[rules][players]
            mine = shipped.get(rules, {}).get(players, {})
            for seen in game["seen"]:
                lines_now = {"raw": IDENTITY, "shipped": row_for(mine, seen["left"]),
                            "left out": row_for(others, seen["left"])}
                for seat, (x, final) in enumerate(zip(seen["proj"], game["final"], strict=True)):
                    raw_lead = x - max(y for k, y in enumerate(seen["proj"]) if k != seat)
                    final_lead = final - max(y for k, y in enumerate(game["final"]) if k != seat)
                    for name, line in lines_now.items():
                        score[name].append(abs(line.final(x) - final))
                        lead[name].append(abs(line.lead(raw_lead) - final_lead))
        out.append(f"{rules}, {players} players, {len(games)} games: score off the final by "
                   + ", ".join(f"{k} {statistics.fmean(v):.1f}" for k, v in score.items())
                   + "; lead off the final lead by " + ", ".join(f"{k} {statistics.fmean(v):.1f}" for k, v in lead.items()))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("rules", choices=sorted(GAMES))
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--strength", type=int, default=8)
    p.add_argument("--seeds", default="7000:7040", help="first:end (end not played)")
    p.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit")
    f.add_argument("lines", type=Path, nargs="+")
    f.add_argument("--write", type=Path, required=True)
    f.add_argument("--least-games", type=int, default=LEAST_GAMES, help="fewer games for a table: left out")
    c = sub.add_parser("check")
    c.add_argument("lines", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.command == "check":
        lines = [json.loads(x) for path in args.lines for x in path.read_text().splitlines() if x.strip()]
        print("\n".join(check(lines, shipped_tables())))
        return 0
    if args.command == "play":
        first, end = (int(x) for x in args.seeds.split(":"))
        done = set()
        if args.out.exists():
            done = {json.loads(x)["seed"] for x in args.out.read_text().splitlines() if x.strip()}
        for seed in range(first, end):
            if seed in done:
                continue
            line = play_game(args.rules, args.players, args.strength, seed)
            with args.out.open("a") as out:
                out.write(json.dumps(line) + "\n")
            print(seed, line["final"], flush=True)
        return 0
    lines = [json.loads(x) for path in args.lines for x in path.read_text().splitlines() if x.strip()]
    args.write.parent.mkdir(parents=True, exist_ok=True)
    args.write.write_text(json.dumps(fit(lines, args.least_games), indent=1) + "\n")
    print(f"{args.write}: {len(lines)} games", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
