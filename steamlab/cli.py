"""The ``steamlab`` command line.

``steamlab maps`` lists the shipped maps; ``steamlab maps validate PATH``
checks a map file (exit 0 when good, 1 with the message when not).
``steamlab serve`` serves the dashboards with Voilà as ``make run`` does; ``steamlab site`` builds the static
site (``make site``), ``steamlab live`` its live part that runs in the visitor's browser (``make site-live``) and
``steamlab classroom`` opens a class's pages at once against a local server: each runs the ``main`` of its
:data:`PUBLISH_COMMANDS` module, with that module's own options (``steamlab site --help``), and
``python -m steamlab.publish.site`` and the others still work.

Bad input -- an unknown option, a number out of range, a record that cannot
be read -- exits with status 2 and one line on stderr naming the file, field
or action and the problem; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from steamlab.core.errors import SteamlabError
from steamlab.core.maps import list_maps, load_map
from steamlab.engine.registry import games
from steamlab.i18n.message import noun_form, player_label


def _cmd_maps(args: argparse.Namespace) -> int:
    if args.action == "validate":
        from steamlab.editor.checks import setup_problem

        if not args.path:
            print("steamlab maps validate: give the map file to check", file=sys.stderr)
            return 2
        status = 0
        for path in args.path:
            try:
                m = load_map(path)
                problem = setup_problem(m)
            except SteamlabError as exc:
                print(_printable(f"invalid: {exc}"), file=sys.stderr)
                status = 1
                continue
            if problem is not None:
                print(_printable(f"invalid: {path}: {problem}"), file=sys.stderr)
                status = 1
            else:
                print(_printable(f"ok: {path}: {m.title} ({len(m.hexes)} hexes, {m.count('city')} cities, "
                                 f"{m.count('town')} towns)"))
        return status
    print(f"{'map':<12} {'title':<18} {'hexes':>5} {'cities':>6} {'towns':>5} players")
    for name in list_maps():
        try:
            m = load_map(name)
        except SteamlabError as exc:  # a broken file in the user maps folder: say so, list the rest
            print(_printable(f"{name:<12} (not loaded: {exc})"))
            continue
        print(_printable(
            f"{name:<12} {m.title:<18} {len(m.hexes):>5} {m.count('city'):>6} {m.count('town'):>5}"
            f" {m.min_players}-{m.max_players}"
        ))
    return 0


def _printable(text: str) -> str:
    """``text`` with anything the terminal cannot take (a lone surrogate of an undecodable file name) escaped.

    >>> _printable("ok: \\udcff.json")
    'ok: \\\\udcff.json'
    """
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _progress_bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // max(total, 1)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def _cmd_simulate(args: argparse.Namespace) -> int:
    from steamlab.bots.simulate import simulate

    show = sys.stderr.isatty() and not args.quiet
    try:
        summary = simulate(
            args.game,
            rules=args.rules,
            map=args.map,
            players=args.players,
            games=args.games,
            bot=args.bot,
            bots=args.bots.split(",") if args.bots else None,
            rotate=args.rotate,
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


def _cmd_tournament(args: argparse.Namespace) -> int:
    from steamlab.bots.tournament import RULE_SETS, TournamentError, lineup_for, markdown, tournament

    show = sys.stderr.isatty() and not args.quiet
    rule_sets = list(RULE_SETS) if args.rules == "all" else args.rules.split(",")
    try:
        lineup = lineup_for(args.bots, args.players)
        results = [
            tournament(r.strip(), lineup, games=args.games, seed=args.seed, map=args.map, mode=args.mode,
                       workers=args.workers, progress=_progress_bar if show else None)
            for r in rule_sets
        ]
    except (TournamentError, SteamlabError, OSError) as exc:
        return _refuse("tournament", str(exc))
    table = markdown(results)
    if args.out:
        try:
            with open(args.out, "a", encoding="utf-8") as f:
                f.write(table)
        except OSError as exc:
            return _refuse("tournament", f"--out {args.out}: {exc.strerror or exc}")
    print(table, end="")
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from steamlab.engine.records import read_record
    from steamlab.engine.registry import from_record

    try:
        state = from_record(read_record(args.file))  # a regular file, capped in size and depth
    except SteamlabError as exc:
        text = str(exc) if str(exc).startswith("record: " + str(args.file)[:200]) else f"{args.file}: {exc}"
        return _refuse("replay", text)
    status = "final" if state.is_terminal() else f"after {len(state.history)} actions (not finished)"
    print(f"{state.game} ({state.rules or 'standard'}), {state.num_players} players, {status} scores:")
    if state.chance_by_hand:  # the record's "chance": "set by hand": its outcomes are not the seed's
        print("note: chance set by hand: the dice, draws and deals are as the record writes them, "
              "not as its seed would give them")
    for score in state.scores():
        print(score.explain())
    winners = state.winners()
    if not winners:  # every player out of the game
        print("winner: nobody (every player is out of the game)")
    else:
        print(f"{noun_form(len(winners), 'winner')}: " + ", ".join(player_label(p) for p in winners))
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    import importlib.util
    import os
    import shlex
    import subprocess

    from steamlab.engine.parallel import SCHEDULER_ENV
    from steamlab.publish.classroom import DASHBOARDS, ROOT, index_url, trust_notebooks, voila_command

    command = voila_command(args.port)  # the browser tests' servers run the same command
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # as make run: kernels keep bytecode
    if args.dask_scheduler is not None:  # the server's choice, inherited by every kernel; never a page's
        env[SCHEDULER_ENV] = args.dask_scheduler.strip()
    if args.dry_run:
        setting = (f"{SCHEDULER_ENV}={shlex.quote(env[SCHEDULER_ENV])} " if args.dask_scheduler is not None else "")
        print(f"cd {shlex.quote(str(ROOT))} && {setting}" + " ".join(shlex.quote(c) for c in command))
        return 0
    if importlib.util.find_spec("voila") is None:
        return _refuse("serve", "Voilà is not installed: pip install -e '.[jupyter]' (or make run)")
    if not DASHBOARDS.is_dir():
        return _refuse("serve", f"{DASHBOARDS}: no dashboards here (serve needs the repository, installed with -e)")
    trust_notebooks()  # our own notebooks: no "Notebook ... is not trusted" line per page in the log
    print(f"steamlab dashboards: {index_url(args.port)} (Ctrl-C stops)", flush=True)
    try:
        return subprocess.call(command, cwd=ROOT, env=env)
    except KeyboardInterrupt:
        return 0


def _site(argv: list[str]) -> int | None:
    from steamlab.publish.site import main as site_main

    return site_main(argv)


def _live(argv: list[str]) -> int | None:
    from steamlab.publish.lite import main as lite_main

    return lite_main(argv)


def _classroom(argv: list[str]) -> int | None:
    from steamlab.publish.classroom import main as classroom_main

    return classroom_main(argv)


PUBLISH_COMMANDS: dict[str, tuple[str, str, Callable[[list[str]], int | None]]] = {
    "site": ("steamlab.publish.site", "build the static site: every lesson executed, the gallery (make site)", _site),
    "live": ("steamlab.publish.lite", "build the live site that runs in the visitor's browser (make site-live)",
             _live),
    "classroom": ("steamlab.publish.classroom", "a class's pages opened at once against a local server: a load check",
                  _classroom),
}
"""The publishing floor's commands: ``steamlab NAME ARGS`` is ``python -m MODULE ARGS``, the module loaded only then
(the site's tools are not needed for the rest of the command line)."""


def _publish(name: str, argv: Sequence[str]) -> int:
    """Run the publishing command ``name`` with ``argv``: its module's ``main(argv)``, loaded now.

    >>> _publish("site", ["--help"])  # doctest: +ELLIPSIS
    usage: steamlab site [-h] ...
    0
    """
    run = PUBLISH_COMMANDS[name][2]
    program = sys.argv[0]
    sys.argv[0] = f"steamlab {name}"  # the module's usage line names the command it was called by
    try:
        return int(run(list(argv)) or 0)
    except SystemExit as exc:  # --help, or an option the module's parser refused
        return exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 2
    finally:
        sys.argv[0] = program


def _refuse(command: str, problem: str) -> int:
    """Say what is wrong in one line on stderr; the exit status of bad input (2)."""
    line = " ".join(str(problem).split())
    print(f"steamlab {command}: {line[:500]}", file=sys.stderr)
    return 2


class _Parser(argparse.ArgumentParser):
    """argparse with a one-line error (no usage block): ``steamlab: error: ...``, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {' '.join(message.split())}\n")


def _whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``.

    >>> _whole(1, 10)("3"), _whole(1, 10).__name__
    (3, 'a whole number 1-10')
    """

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not in {low}-{high}")
        return value

    parse.__name__ = f"a whole number {low}-{high}"
    return parse


MAX_GAMES = 10_000_000
"""The most games ``steamlab simulate`` plays in one run."""


def build_parser() -> argparse.ArgumentParser:
    from steamlab.bots.registry import BOTS

    parser = _Parser(prog="steamlab", description="Rules lab for Steam, Age of Steam, Russian Railroads")
    sub = parser.add_subparsers(dest="command", required=True)
    maps = sub.add_parser("maps", help="list the maps, or validate map files")
    maps.add_argument("action", nargs="?", choices=["list", "validate"], default="list")
    maps.add_argument("path", nargs="*", help="map file(s) to validate")
    maps.set_defaults(func=_cmd_maps)
    sim = sub.add_parser("simulate", help="play many bot games and print a JSON summary")
    sim.add_argument("--game", required=True, choices=[info.name for info in games()])
    sim.add_argument("--rules", help="steam: base or standard")
    sim.add_argument("--map", help="a map name or file (default: rust_belt)")
    sim.add_argument("--players", type=_whole(1, 8), required=True)
    sim.add_argument("--games", type=_whole(1, MAX_GAMES), default=10)
    sim.add_argument("--bot", default="random", choices=sorted(BOTS))
    sim.add_argument("--bots", help="one bot per seat instead of --bot, e.g. strong,greedy,greedy,greedy")
    sim.add_argument("--rotate", action="store_true", help="turn the --bots seats by one each game")
    sim.add_argument("--seed", type=_whole(-(2**63), 2**63), default=0)
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.add_argument("--scheduler", help="run on a Dask cluster: its scheduler address, e.g. tcp://host:8786")
    sim.add_argument("--mode", default="auto", choices=["auto", "serial", "processes", "dask"])
    sim.add_argument("--workers", type=_whole(1, 1024), help="processes to use (default: all cores)")
    sim.set_defaults(func=_cmd_simulate)
    tour = sub.add_parser("tournament", help="bots against each other, seats rotated: a markdown table per bot")
    tour.add_argument("--rules", default="all",
                      help="rule sets, comma-separated: steam_base, steam_standard, age_of_steam, russian_railroads "
                      "(default all)")
    tour.add_argument("--bots", required=True, help="one bot per seat, name[:strength], e.g. strong:16,3*greedy")
    tour.add_argument("--players", type=_whole(2, 8), default=4)
    tour.add_argument("--games", type=_whole(1, MAX_GAMES), default=20, help="games per rule set")
    tour.add_argument("--seed", type=_whole(0, 2**40), default=0, help="game i is set up from seed + i")
    tour.add_argument("--map", help="a map name or file (default: rust_belt)")
    tour.add_argument("--mode", default="processes", choices=["serial", "processes"])
    tour.add_argument("--workers", type=_whole(1, 64), default=2, help="processes to use (default 2)")
    tour.add_argument("--out", help="also append the table to this markdown file")
    tour.add_argument("--quiet", action="store_true", help="no progress bar")
    tour.set_defaults(func=_cmd_tournament)
    rep = sub.add_parser("replay", help="replay a record file and print the scores with their working")
    rep.add_argument("file")
    rep.set_defaults(func=_cmd_replay)
    serve = sub.add_parser("serve", help="serve the dashboards with Voilà, as make run does (the index: "
                           "http://localhost:PORT/voila/render/index.ipynb)")
    serve.add_argument("--port", type=_whole(1024, 65535), default=8866)
    serve.add_argument("--dry-run", action="store_true", help="print the command instead of running it")
    serve.add_argument("--dask-scheduler", metavar="ADDRESS",
                       help="send the scenario lab's playouts to this Dask scheduler, e.g. tcp://host:8786 (sets "
                       "STEAMLAB_DASK_SCHEDULER for the server; default: processes on the server)")
    serve.set_defaults(func=_cmd_serve)
    for name, (module, text, _) in PUBLISH_COMMANDS.items():  # listed here; main() hands their arguments on untouched
        sub.add_parser(name, help=f"{text}; python -m {module}", add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    given = list(sys.argv[1:] if argv is None else argv)
    if given and given[0] in PUBLISH_COMMANDS:
        return _publish(given[0], given[1:])
    parser = build_parser()
    args = parser.parse_args(given)
    try:
        code: int = args.func(args)
    except SteamlabError as exc:  # anything a command did not word itself: still one line, status 2
        return _refuse(args.command, str(exc))
    return code


if __name__ == "__main__":
    sys.exit(main())
