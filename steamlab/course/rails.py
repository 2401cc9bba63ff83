"""Lessons 2 and 3: positions set up by hand, builds judged and priced, links and who owns them.

>>> board = rail_board("tutorial", "steam", [(["Carlow", "E5", "E6", "Fenwick"], 0)])
>>> sorted(label(h) for h in board.tiles)
['E5', 'E6']
>>> print(compare_builds("tutorial", [("D4", "straight", "straight", 1)], first_build=True))
D4 (river)
  Steam        straight r1: new, $3 = 2 x $1 per exit $2 + river hex $1
  Age of Steam straight r1: new, $3 = simple track on river $3
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from steamlab.core.hexgrid import EDGE_NAMES, label
from steamlab.core.maps import load_map
from steamlab.course.text import build_kind, game_name, illegal, say, table, tile_name
from steamlab.engine.registry import new_game
from steamlab.games.rails import RULES, Build, BuildOption, BuildTurn, Cost, Urbanize, lay_link, trace_links
from steamlab.i18n import player_label, render, term
from steamlab.i18n.words import heading
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailBoard, RailGame

GAMES = ("steam", "age_of_steam")

LinkSpec = tuple[Sequence[str], "int | None"]
"""A link to lay: the places it runs over (names or labels, station to station) and its owner."""

_W = word_table("course.rails", "_W")
_LINKS_HEAD = heading("course.rails", "_LINKS_HEAD")


def cost_text(cost: Cost, lang: str = "en") -> str:
    """A cost on one line with its items.

    >>> from steamlab.games.rails import steam_cost
    >>> cost_text(steam_cost("new", 2, False, "river", 1))
    '$3 = 2 x $1 per exit $2 + river hex $1'
    >>> cost_text(steam_cost("new", 2, False, "river", 1), "ja")
    '$3 = 出口 2 × $1 $2 + 川ヘクス $1'
    """
    return f"${cost.total} = " + " + ".join(f"{render(i.label, lang)} ${i.amount}" for i in cost.items)


def fresh_game(game: str, rules: str | None = None) -> RailGame:
    """A new 3-player game of ``game`` on the tutorial map (seed 0), for worked examples."""
    g = new_game(game, players=3, map="tutorial", rules=rules, seed=0)
    assert g.info.rails
    return cast(RailGame, g)


def rail_board(map_name: str, game: str, links: Sequence[LinkSpec] = ()) -> RailBoard:
    """A board of ``map_name`` with ``links`` laid with ``game``'s tiles (no building rule checked)."""
    board = RailBoard(load_map(map_name))
    for places, owner in links:
        lay_link(board, game, [board.map.find(p) for p in places], owner)
    return board


def build_option(board: RailBoard, game: str, build: Build, *, player: int = 0,
                 first_build: bool = False) -> BuildOption:  # fmt: skip
    """The engine's verdict on one build (its kind, cost or reason), ``board`` unchanged.

    >>> build_option(rail_board("tutorial", "steam"), "steam", Build("F4", "straight", 2), first_build=True).cost.total
    4
    """
    return BuildTurn(board.copy(), RULES[game], player, first_build=first_build).check(build)


def legal_options(board: RailBoard, game: str, *, player: int = 0, first_build: bool = False) -> list[BuildOption]:
    """Every legal build for ``player`` on ``board`` (the engine's list), ``board`` unchanged."""
    return BuildTurn(board.copy(), RULES[game], player, first_build=first_build).legal_builds()


def option_verdict(option: BuildOption, lang: str = "en") -> str:
    """The engine's verdict on a checked build: ``"new, $2 = ..."`` (its cost itemised) or ``"illegal: <reason>"``."""
    if option.reason is not None or option.cost is None:
        return illegal(option.reason, lang)
    return say(_W["verdict"], lang, kind=build_kind(option.kind, lang), cost=cost_text(option.cost, lang))


def judge_build(board: RailBoard, game: str, build: Build, *, player: int = 0, first_build: bool = False,
                lang: str = "en") -> str:  # fmt: skip
    """One build judged by the engine: ``"new, $2 = ..."`` or ``"illegal: <reason>"``."""
    return option_verdict(build_option(board, game, build, player=player, first_build=first_build), lang)


def build_line(build: Build, verdict: str, lang: str = "en") -> str:
    """A build and its verdict on one line: ``"G4 straight r0: new, $2"``."""
    return say(_W["build_line"], lang, at=build.at, tile=tile_name(build.tile, lang), rotation=build.rotation,
               verdict=verdict)  # fmt: skip


def compare_builds(
    map_name: str,
    builds: Sequence[tuple[str, str, str, int]],
    links: Sequence[LinkSpec] = (),
    *,
    player: int = 0,
    first_build: bool = False,
    before: Sequence[tuple[str, str, int]] = (),
    lang: str = "en",
) -> str:
    """Each build ``(hex, Steam tile, Age of Steam tile, rotation)`` judged under both games on the same position.

    ``before``: builds ``(hex, tile, rotation)`` the player made earlier in this turn.
    """
    m = load_map(map_name)
    out = []
    for at, steam_tile, aos_tile, rotation in builds:
        out.append(f"{at} ({term('terrain', m.cell(m.find(at)).terrain, lang)})")
        for game, tile in zip(GAMES, (steam_tile, aos_tile), strict=True):
            board = rail_board(map_name, game, links)
            if before:
                early = BuildTurn(board, RULES[game], player)
                for b in before:
                    early.apply(Build(*b))
            verdict = judge_build(board, game, Build(at, tile, rotation), player=player, first_build=first_build,
                                  lang=lang)  # fmt: skip
            out.append(game_line(game, tile, rotation, verdict, lang))
    return "\n".join(out)


def game_line(game: str, tile: str, rotation: int, verdict: str, lang: str = "en") -> str:
    """One game's verdict on a build, a line under the hex: ``  Steam        straight r1: new, $3 ...``."""
    return say(_W["game_line"], lang, game=game_name(game, lang), tile=tile_name(tile, lang), rotation=rotation,
               verdict=verdict)  # fmt: skip


def build_turn_story(
    board: RailBoard, game: str, player: int, builds: Sequence[Build], *, first_build: bool = False, lang: str = "en"
) -> str:
    """Play builds in one turn on ``board`` (changed in place), then end the turn; what happened, line by line."""
    turn = BuildTurn(board, RULES[game], player, first_build=first_build)
    lines = []
    for b in builds:
        option = turn.check(b)
        if option.reason is not None:
            verdict = illegal(option.reason, lang)
        else:
            cost = turn.apply(b)
            verdict = say(_W["verdict"], lang, kind=build_kind(option.kind, lang), cost=f"${cost.total}")
        lines.append(build_line(b, verdict, lang))
    for link in turn.end_turn():
        place = render(board.place_name(link.start.hex), lang)
        lines.append(say(_W["loses"], lang, player=player_label(player, lang), place=place))
    return "\n".join(lines) or say(_W["nothing"], lang)


def play_turns(
    map_name: str,
    game: str,
    turns: Sequence[tuple[int, Sequence[tuple[str, str, int]]]],
    links: Sequence[LinkSpec] = (),
    *,
    urbanize: tuple[str, str] | None = None,
    lang: str = "en",
) -> tuple[RailBoard, str]:
    """Building turns ``(player, [(hex, tile, rotation), ...])`` played in order on one board.

    Each turn ends as the rules say (incomplete links not extended lose their
    owner). ``urbanize`` ``(town, new city id)`` is done at the very end.
    Returns the board and the story, a line per build.

    >>> board, story = play_turns("tutorial", "steam", [(0, [("D4", "straight", 1)]), (0, [])])
    >>> print(story)
    turn 1, Player 1:
      D4 straight r1: new, $3
    turn 2, Player 1:
      end of turn: Player 1 loses the incomplete link from Carlow
    """
    board = rail_board(map_name, game, links)
    lines = []
    nothing = say(_W["nothing"], lang)
    for i, (player, builds) in enumerate(turns):
        story = build_turn_story(board, game, player, [Build(*b) for b in builds], lang=lang)
        lines.append(say(_W["turn"], lang, n=i + 1, player=player_label(player, lang)))
        lines.extend(f"  {line}" for line in story.splitlines() if line != nothing)
    if urbanize is not None:
        turn = BuildTurn(board, RULES[game], 0, may_urbanize=True)
        at = label(board.map.find(urbanize[0]))
        reason = turn.why_urbanize_illegal(Urbanize(at, urbanize[1]))
        if reason:
            lines.append(say(_W["urbanize_bad"], lang, town=urbanize[0], reason=render(reason, lang)))
        else:
            turn.urbanize(Urbanize(at, urbanize[1]))
            lines.append(say(_W["urbanized"], lang, id=urbanize[1], town=urbanize[0]))
    return board, "\n".join(lines)


def build_summary(board: RailBoard, game: str, *, player: int = 0, first_build: bool = False,
                  lang: str = "en") -> str:  # fmt: skip
    """How many legal builds the player has, and the cheapest and dearest."""
    options = legal_options(board, game, player=player, first_build=first_build)
    if not options:
        return say(_W["no_build"], lang, game=game_name(game, lang))
    totals = [o.cost.total for o in options if o.cost is not None]
    hexes = len({o.build.at for o in options})
    return say(_W["summary"], lang, game=game_name(game, lang), n=len(options), hexes=hexes, low=min(totals),
               high=max(totals))  # fmt: skip


def links_table(board: RailBoard, lang: str = "en") -> str:
    """Every link on the board: from, to (or the open end), tiles, owner, complete or not."""
    rows = []
    for link in trace_links(board):
        start = render(board.place_name(link.start.hex), lang)
        if link.end is not None:
            end = render(board.place_name(link.end.hex), lang)
        else:
            assert link.open_end is not None
            h, e = link.open_end
            edge = EDGE_NAMES[e] if lang == "en" else term("edge", EDGE_NAMES[e], lang)
            end = say(_W["open_at"], lang, hex=label(h), edge=edge)
        owner = term("word", "nobody", lang) if link.owner is None else player_label(link.owner, lang)
        state = say(_W["complete" if link.complete else "incomplete"], lang)
        rows.append([start, end, link.length(), owner, state])
    rows.sort()
    return table(_LINKS_HEAD[lang], rows)
