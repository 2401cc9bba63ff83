"""One position, two rule sets: what Steam and Age of Steam say about the same builds and deliveries.

Builds are matched by the track they lay (hex and segments), since the two
games name their tiles differently on towns (Steam's town tiles, Age of
Steam's town disks). Deliveries are matched by route.

>>> from steamlab.games.rails.sample import dense_network
>>> board = dense_network("tutorial", seed=2)
>>> rows = compare_deliveries(board, player=1, locomotive=3)
>>> any(r.differs for r in rows)
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from steamlab.core.hexgrid import Hex, label
from steamlab.core.tiles import Segment, town_star
from steamlab.engine.info import RAILS, games
from steamlab.engine.state import Score
from steamlab.games.age_of_steam import link_tiles
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import RULES, BuildOption, BuildTurn
from steamlab.games.rails.delivery import DeliveryRules, Network, check_delivery, deliveries_for_players
from steamlab.games.rails.links import trace_links
from steamlab.i18n import Message, msg
from steamlab.scenarios.builder import Scenario


@dataclass(frozen=True)
class BuildComparison:
    """A build (the track laid on a hex) under both rule sets."""

    at: str
    track: frozenset[Segment]
    steam: BuildOption | None
    age_of_steam: BuildOption | None

    @property
    def differs(self) -> bool:
        """Legal under one and not the other, or a different price."""
        s, a = self.steam, self.age_of_steam
        if (s is None or not s.legal) != (a is None or not a.legal):
            return True
        return bool(s and a and s.cost and a.cost and s.cost.total != a.cost.total)

    def verdict(self, option: BuildOption | None) -> str:
        if option is None:
            return "no such tile"
        if not option.legal or option.cost is None:
            return f"illegal: {option.reason}"
        return f"${option.cost.total} ({', '.join(f'{i.label} ${i.amount}' for i in option.cost.items)})"


def _segments(turn: BuildTurn, option: BuildOption) -> frozenset[Segment]:
    tile = turn.rules.tiles.by_id[option.build.tile]
    segs = tile.rotated(option.build.rotation)
    h = turn.board.map.find(option.build.at)
    if turn.board.is_town(h) and not tile.is_town:
        segs = town_star(tile.exits(option.build.rotation))
    return segs


def compare_builds(board: RailBoard, player: int, hexes: list[Hex], *, first_build: bool = False) -> list[BuildComparison]:
    """Every track either game could lay on ``hexes`` for ``player``, judged and priced by both."""
    turns = {g: BuildTurn(board.copy(), RULES[g], player, first_build=first_build) for g in RULES}
    rows: dict[tuple[str, frozenset[Segment]], dict[str, BuildOption]] = {}
    for game, turn in turns.items():
        for h in hexes:
            for option in turn.options_at(h, include_illegal=True):
                key = (label(h), _segments(turn, option))
                current = rows.setdefault(key, {}).get(game)
                if current is None or (not current.legal and option.legal):
                    rows[key][game] = option
    out = [BuildComparison(at, segs, v.get("steam"), v.get("age_of_steam")) for (at, segs), v in rows.items()]
    legal_somewhere = [r for r in out if (r.steam and r.steam.legal) or (r.age_of_steam and r.age_of_steam.legal)]
    return sorted(legal_somewhere, key=lambda r: (r.at, sorted(r.track)))


@dataclass(frozen=True)
class DeliveryComparison:
    """A route for one cube: legal or not under each game, and what it pays (each a catalogue
    :class:`~steamlab.i18n.Message`: plain English as a ``str``, ``.render("ja")`` in Japanese)."""

    route: str
    steam: str
    age_of_steam: str
    differs: bool


def compare_deliveries(board: RailBoard, player: int, locomotive: int) -> list[DeliveryComparison]:
    """Every delivery legal under either game for ``player``: Steam's points (income or VP) vs AoS's income."""
    net = Network(board)
    by_game = {info.name: DeliveryRules(info.name) for info in games(RAILS)}
    found = {g: deliveries_for_players(board, r, {player: locomotive}, net)[player] for g, r in by_game.items()}
    moves = {d.move: d for ds in found.values() for d in ds}
    rows = []
    for move, d in sorted(moves.items(), key=lambda kv: (kv[0].at, kv[0].color, kv[0].route)):
        verdicts: dict[str, Message] = {}
        for g, rules in by_game.items():
            delivery, reason = check_delivery(board, rules, player, locomotive, move, net)
            if delivery is None:
                verdicts[g] = msg("compare.illegal", reason=reason)
            else:
                pts = tuple(msg("rails.delivery.points", player=p, n=n) for p, n in delivery.points)
                verdicts[g] = msg(f"compare.{g}", points=pts or msg("compare.nobody"))
        legal = {g: v.key != "compare.illegal" for g, v in verdicts.items()}
        said = d.describe(board)
        assert isinstance(said, Message)  # the catalogue's "rails.delivery": colour, stops, points
        route = msg("compare.route", colour=said.params["colour"], stops=said.params["stops"])
        rows.append(DeliveryComparison(route, verdicts["steam"], verdicts["age_of_steam"],
                                       legal["steam"] != legal["age_of_steam"]))  # fmt: skip
    return rows


def comparison_table(rows: list[BuildComparison] | list[DeliveryComparison]) -> str:
    """The rows as a plain-text table; ``*`` marks where the games disagree."""
    lines = []
    for r in rows:
        mark = "*" if r.differs else " "
        if isinstance(r, BuildComparison):
            track = ", ".join(f"{a}-{b}" for a, b in sorted(r.track))
            lines.append(f"{mark} {r.at} [{track}] | Steam: {r.verdict(r.steam)} | AoS: {r.verdict(r.age_of_steam)}")
        else:
            lines.append(f"{mark} {r.route} | Steam: {r.steam} | AoS: {r.age_of_steam}")
    return "\n".join(lines)


def scores_under(board: RailBoard, seats: Sequence[Mapping[str, Any]], game: str, rules: str | None = None, *,
                 players: int = 3) -> list[Score]:  # fmt: skip
    """Every player's score had a game of ``game`` (``rules``) ended with ``board``'s links, with the working.

    The seats are set up by a :class:`Scenario` (its checks run): ``seats`` gives each player's seat fields
    (``income``, ``vp``, ``shares``, the last ``action`` taken, as :meth:`Scenario.player` takes them; a seat not
    given has none), ``players`` seats in all. The board is not laid into that game: its complete links are the
    engine's ``score_of`` input, so a board of one game's tiles is scored under the other's rules too.

    >>> sc = Scenario("steam", players=3, map="tutorial").link(["Carlow", "E5", "E6", "Fenwick"], owner=0)
    >>> [s.total for s in scores_under(sc.board(), [{"income": 5, "vp": 2}], "steam", "standard")]
    [5, 0, 0]
    >>> [s.total for s in scores_under(sc.board(), [{"income": 5, "shares": 1}], "age_of_steam")]
    [14, 0, 0]
    """
    sc = Scenario(game, rules=rules, players=players, map=board.map.id)
    for p, seat in enumerate(seats[:players]):
        sc.player(p, **seat)
    state = sc.state()
    links = [lk for lk in trace_links(board) if lk.complete]
    return [state.score_of(p, [lk for lk in links if lk.owner == p]) for p in range(players)]


@dataclass(frozen=True)
class LinkScore:
    """A complete link at the end of the game: its two stations, its owner and the VP each game counts for it."""

    start: Hex
    end: Hex
    owner: int | None
    steam: int
    age_of_steam: int


def link_scores(board: RailBoard) -> list[LinkScore]:
    """Each complete link of ``board`` as the final scoring counts it: Steam 1 VP, Age of Steam 1 VP per section
    (track tile) it runs over.

    >>> sc = Scenario("steam", players=3, map="tutorial").link(["Carlow", "E5", "E6", "Fenwick"], owner=0)
    >>> [(label(s.start), label(s.end), s.owner, s.steam, s.age_of_steam) for s in link_scores(sc.board())]
    [('E4', 'E7', 0, 1, 2)]
    """
    return [LinkScore(lk.start.hex, lk.end.hex, lk.owner, 1, link_tiles(lk))
            for lk in trace_links(board) if lk.complete and lk.end is not None]  # fmt: skip
