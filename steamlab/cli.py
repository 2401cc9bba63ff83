"""The ``steamlab`` command line.

``steamlab maps`` lists the shipped maps; ``steamlab maps validate PATH``
checks a map file (exit 0 when good, 1 with the message when not).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from steamlab.core.errors import SteamlabError
from steamlab.core.maps import list_maps, load_map


def _cmd_maps(args: argparse.Namespace) -> int:
    if args.action == "validate":
        if not args.path:
            print("steamlab maps validate: give the map file to check", file=sys.stderr)
            return 2
        status = 0
        for path in args.path:
            try:
                m = load_map(path)
            except SteamlabError as exc:
                print(f"invalid: {exc}", file=sys.stderr)
                status = 1
            else:
                print(f"ok: {path}: {m.title} ({len(m.hexes)} hexes, {m.count('city')} cities, {m.count('town')} towns)")
        return status
    print(f"{'map':<12} {'title':<18} {'hexes':>5} {'cities':>6} {'towns':>5} players")
    for name in list_maps():
        m = load_map(name)
        print(
            f"{name:<12} {m.title:<18} {len(m.hexes):>5} {m.count('city'):>6} {m.count('town'):>5}"
            f" {m.min_players}-{m.max_players}"
        )
    return 0


def _progress_bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // max(total, 1)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def _cmd_simulate(args: argparse.Namespace) -> int:
    from steamlab.engine.simulate import simulate

    show = sys.stderr.isatty() and not args.quiet
    try:
        summary = simulate(
            args.game,
            rules=args.rules,
            map=args.map,
            players=args.players,
            games=args.games,
            bot=args.bot,
            seed=args.seed,
            progress=_progress_bar if show else None,
            mode=args.mode,
            scheduler=args.scheduler,
            workers=args.workers,
        )
    except (SteamlabError, ValueError, RuntimeError, OSError) as exc:
        print(f"steamlab simulate: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary))
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from steamlab.engine.registry import from_record

    try:
        with open(args.file, encoding="utf-8") as fh:
            record = json.load(fh)
        state = from_record(record)
    except OSError as exc:
        print(f"steamlab replay: cannot read {args.file}: {exc.strerror}", file=sys.stderr)
        return 2
    except json.JSONDecodeError as exc:
        print(f"steamlab replay: {args.file}: not valid JSON (line {exc.lineno}): {exc.msg}", file=sys.stderr)
        return 2
    except SteamlabError as exc:
        print(f"steamlab replay: {args.file}: {exc}", file=sys.stderr)
        return 2
    status = "final" if state.is_terminal() else f"after {len(state.history)} actions (not finished)"
    print(f"{state.game} ({state.rules or 'standard'}), {state.num_players} players, {status} scores:")
    for score in state.scores():
        print(score.explain())
    print("winner(s): " + ", ".join(f"player {p}" for p in state.winners()))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="steamlab", description="Rules lab for Steam, Age of Steam, Russian Railroads")
    sub = parser.add_subparsers(dest="command", required=True)
    maps = sub.add_parser("maps", help="list the maps, or validate map files")
    maps.add_argument("action", nargs="?", choices=["list", "validate"], default="list")
    maps.add_argument("path", nargs="*", help="map file(s) to validate")
    maps.set_defaults(func=_cmd_maps)
    sim = sub.add_parser("simulate", help="play many bot games and print a JSON summary")
    sim.add_argument("--game", required=True, choices=["steam", "age_of_steam", "russian_railroads"])
    sim.add_argument("--rules", help="steam: base or standard")
    sim.add_argument("--map", help="a map name or file (default: rust_belt)")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--bot", default="random", choices=["random", "greedy"])
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.add_argument("--scheduler", help="run on a Dask cluster: its scheduler address, e.g. tcp://host:8786")
    sim.add_argument("--mode", default="auto", choices=["auto", "serial", "processes", "dask"])
    sim.add_argument("--workers", type=int, help="processes to use (default: all cores)")
    sim.set_defaults(func=_cmd_simulate)
    rep = sub.add_parser("replay", help="replay a record file and print the scores with their working")
    rep.add_argument("file")
    rep.set_defaults(func=_cmd_replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
