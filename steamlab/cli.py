"""The ``steamlab`` command line.

``steamlab maps`` lists the shipped maps; ``steamlab maps validate PATH``
checks a map file (exit 0 when good, 1 with the message when not).
"""

from __future__ import annotations

import argparse
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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="steamlab", description="Rules lab for Steam, Age of Steam, Russian Railroads")
    sub = parser.add_subparsers(dest="command", required=True)
    maps = sub.add_parser("maps", help="list the maps, or validate map files")
    maps.add_argument("action", nargs="?", choices=["list", "validate"], default="list")
    maps.add_argument("path", nargs="*", help="map file(s) to validate")
    maps.set_defaults(func=_cmd_maps)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
