"""Tournaments between bots: many games per rule set, seats rotated, a table per bot.

A line-up names one bot per seat, each by name and, for the strong bot, strength (positions
judged per move): ``["strong:16", "greedy", "greedy", "greedy"]``. Game ``i`` of a rule set uses
seed ``seed + i`` for the set-up and turns the line-up by ``i`` seats, so every bot sits in every
seat equally often; each seat's bot has its own generator seeded from the game's seed and the
seat. The same arguments give the same games whether they run in this process or in a pool.

For each bot of the line-up (bots with the same name and strength are pooled) the table gives:
its win rate per seat with the Wilson 95% interval (a tie shares the win), the mean, median and
standard deviation of its final scores, the share of its seats that went bankrupt or were
eliminated, and the median and mean CPU seconds of its moves; for the rule set, the median winner's score
and its spread (lowest to highest).

>>> t = tournament("steam_base", ["greedy", "random", "random"], games=1, seed=3, mode="serial")
>>> [row.bot for row in t.rows], t.games, t.rows[0].seats
(['greedy', 'random'], 1, 1)
>>> "| Steam base |" in markdown([t])
True
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass

from steamlab.bots.registry import BOTS, SEARCHERS, Player, make_bot
from steamlab.bots.simulate import seat_bots, wilson
from steamlab.core.errors import SteamlabError
from steamlab.engine.parallel import Progress, run_tasks
from steamlab.engine.registry import new_game
from steamlab.i18n.message import counted

RULE_SETS: dict[str, tuple[str, str | None, str]] = {
    "steam_base": ("steam", "base", "Steam base"),
    "steam_standard": ("steam", "standard", "Steam standard"),
    "age_of_steam": ("age_of_steam", None, "Age of Steam"),
    "russian_railroads": ("russian_railroads", None, "Russian Railroads"),
}
"""The rule sets by the name a tournament takes: ``(game, rules, title)``."""


class TournamentError(SteamlabError, ValueError):
    """A tournament asked for something that cannot be played (unknown bot or rule set, bad strength)."""


def parse_entrant(text: str) -> tuple[str, int | None]:
    """A bot as ``name`` or ``name:strength``; :class:`TournamentError` naming the problem otherwise.

    >>> parse_entrant("strong:8"), parse_entrant("greedy")
    (('strong', 8), ('greedy', None))
    """
    name, _, rest = text.strip().partition(":")
    if name not in BOTS:
        raise TournamentError(f"bot {text!r}: unknown bot {name!r}; bots are {', '.join(BOTS)}")
    if not rest:
        return name, None
    if not rest.isdigit() or int(rest) < 1:
        raise TournamentError(f"bot {text!r}: the strength after ':' is the positions judged per move, 1 or more")
    return name, int(rest)


def label(name: str, strength: int | None) -> str:
    """How a bot is named in the table: ``strong:16``; bots without a strength by name alone.

    >>> label("strong", None), label("greedy", None), label("strong_v1", 8)
    ('strong:48', 'greedy', 'strong_v1:8')
    """
    if name not in SEARCHERS:
        return name
    from steamlab.bots.search import DEFAULT_ITERATIONS

    return f"{name}:{strength or DEFAULT_ITERATIONS}"


@dataclass(frozen=True)
class GameResult:
    """One game: per seat its final score, whether it went out, and its moves' CPU seconds."""

    scores: list[int]
    winners: list[int]
    out: list[bool]
    move_seconds: list[list[float]]
    wall_seconds: float


def play_game(game: str, rules: str | None, map: str | None, lineup: list[str], seed: int) -> GameResult:
    """Play one game with ``lineup`` (one :func:`parse_entrant` text per seat), set up from ``seed``.

    Seat ``s`` plays with generator seed ``seed * 16 + s``. Module level, so it runs in a pool.

    >>> r = play_game("steam", "base", None, ["greedy", "random", "random"], 4)
    >>> len(r.scores), all(r.move_seconds)
    (3, True)
    """
    start = time.perf_counter()
    bots: list[Player] = []
    for seat, text in enumerate(lineup):
        name, strength = parse_entrant(text)
        bots.append(make_bot(name, seed=seed * 16 + seat, strength=strength))
    state = new_game(game, players=len(lineup), map=map, rules=rules, seed=seed)
    times: list[list[float]] = [[] for _ in lineup]
    while not state.is_terminal():
        seat = state.current_player
        clock = time.process_time()
        action = bots[seat].choose(state)
        times[seat].append(time.process_time() - clock)
        state.apply(action)
    seats = getattr(state, "seats", None)
    out = [bool(getattr(s, "out", False)) for s in seats] if seats is not None else [False] * len(lineup)
    return GameResult(
        scores=[s.total for s in state.scores()],
        winners=state.winners(),
        out=out,
        move_seconds=times,
        wall_seconds=time.perf_counter() - start,
    )


@dataclass(frozen=True)
class BotRow:
    """One bot's line of a tournament table."""

    bot: str
    seats: int
    wins: float
    win_low: float
    win_high: float
    mean_score: float
    median_score: float
    score_sd: float
    out_share: float
    median_move_s: float
    mean_move_s: float
    moves: int

    @property
    def win_rate(self) -> float:
        """Wins per seat played (a tie shares the win)."""
        return self.wins / self.seats if self.seats else 0.0


@dataclass(frozen=True)
class Tournament:
    """The result of :func:`tournament`: the rows per bot and the figures of the whole rule set."""

    rule_set: str
    lineup: list[str]
    games: int
    seed: int
    rows: list[BotRow]
    winner_median: float
    winner_low: int
    winner_high: int
    wall_seconds: float
    game_seconds_median: float
    nobody_won: int = 0
    """Games every seat left (all bankrupt): no winner, and no winner's score among the figures above."""


def tournament(
    rule_set: str,
    lineup: Sequence[str],
    *,
    games: int,
    seed: int = 0,
    map: str | None = None,
    mode: str = "processes",
    workers: int | None = 2,
    progress: Progress | None = None,
) -> Tournament:
    """Play ``games`` games of ``rule_set`` (a key of :data:`RULE_SETS`) with ``lineup``, seats rotated.

    ``mode`` and ``workers`` are those of :func:`steamlab.engine.parallel.run_tasks` (two processes by
    default: the machine is shared). Raises :class:`TournamentError` before playing anything if a bot,
    the rule set or the number of games is wrong.
    """
    if rule_set not in RULE_SETS:
        raise TournamentError(f"rule set {rule_set!r}: not one of {', '.join(RULE_SETS)}")
    if games < 1:
        raise TournamentError(f"games: {games}; a tournament plays 1 game or more")
    entrants = [parse_entrant(t) for t in lineup]
    names = [label(n, s) for n, s in entrants]
    game, rules, _ = RULE_SETS[rule_set]
    try:
        new_game(game, players=len(lineup), map=map, rules=rules, seed=seed)  # fail fast: players, map
    except SteamlabError as exc:
        raise TournamentError(f"rule set {rule_set!r} with {len(lineup)} players: {exc}") from None
    texts = [t.strip() for t in lineup]
    tasks = [(game, rules, map, seat_bots(texts, i, True), seed + i) for i in range(games)]
    start = time.perf_counter()
    results = run_tasks(play_game, tasks, mode=mode, workers=workers, progress=progress)
    wall = time.perf_counter() - start
    rotated = [seat_bots(names, i, True) for i in range(games)]
    return _summarise(rule_set, names, seed, rotated, results, wall)


def _summarise(
    rule_set: str, names: list[str], seed: int, rotated: list[list[str]], results: list[GameResult], wall: float
) -> Tournament:
    scores: dict[str, list[int]] = {n: [] for n in names}
    wins: dict[str, float] = dict.fromkeys(names, 0.0)
    outs: dict[str, int] = dict.fromkeys(names, 0)
    moves: dict[str, list[float]] = {n: [] for n in names}
    winner_scores: list[int] = []
    for seats, r in zip(rotated, results, strict=True):
        for p, bot in enumerate(seats):
            scores[bot].append(r.scores[p])
            outs[bot] += r.out[p]
            moves[bot].extend(r.move_seconds[p])
        for p in r.winners:
            wins[seats[p]] += 1 / len(r.winners)
        if r.winners:  # a game every seat left (all bankrupt) has no winner and no winner's score
            winner_scores.append(max(r.scores[p] for p in r.winners))
    rows = []
    for bot in dict.fromkeys(names):
        played = len(scores[bot])
        low, high = wilson(wins[bot], played)
        rows.append(
            BotRow(
                bot=bot,
                seats=played,
                wins=wins[bot],
                win_low=low,
                win_high=high,
                mean_score=statistics.fmean(scores[bot]),
                median_score=statistics.median(scores[bot]),
                score_sd=statistics.pstdev(scores[bot]),
                out_share=outs[bot] / played,
                median_move_s=statistics.median(moves[bot]) if moves[bot] else 0.0,
                mean_move_s=statistics.fmean(moves[bot]) if moves[bot] else 0.0,
                moves=len(moves[bot]),
            )
        )
    return Tournament(
        rule_set=rule_set,
        lineup=names,
        games=len(results),
        seed=seed,
        rows=rows,
        winner_median=statistics.median(winner_scores) if winner_scores else 0,
        winner_low=min(winner_scores, default=0),
        winner_high=max(winner_scores, default=0),
        nobody_won=sum(1 for r in results if not r.winners),
        wall_seconds=wall,
        game_seconds_median=statistics.median(r.wall_seconds for r in results),
    )


HEADER = (
    "| rule set | line-up | games | bot | seats | win rate (95% interval) | mean score | median | sd "
    "| seats out | s/move: median, mean | winner's score: median (range) |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|\n"
)


def markdown(tournaments: Sequence[Tournament]) -> str:
    """The tournaments as one markdown table, a line per bot and rule set.

    The win rate is per seat played (one seat of four wins 0.25 by chance); ``sd`` is the standard
    deviation of the bot's final scores; "seats out" the share of its seats bankrupt or eliminated;
    "s/move" the median and mean CPU seconds of its moves (the median counts forced moves too: a
    decision with one legal action costs next to nothing).
    """
    lines = [HEADER]
    for t in tournaments:
        title = RULE_SETS[t.rule_set][2]
        winners = f"{t.winner_median:g} ({t.winner_low} to {t.winner_high})"
        for r in t.rows:
            lines.append(
                f"| {title} | {', '.join(t.lineup)} | {t.games} | {r.bot} | {r.seats} "
                f"| {r.win_rate:.3f} ({r.win_low:.2f}–{r.win_high:.2f}) | {r.mean_score:.1f} "
                f"| {r.median_score:g} | {r.score_sd:.1f} | {r.out_share:.2f} "
                f"| {r.median_move_s:.3f}, {r.mean_move_s:.3f} | {winners} |\n"
            )
    return "".join(lines)


def lineup_for(spec: str, players: int) -> list[str]:
    """A line-up from the command line: ``strong:16,greedy,greedy,greedy``, or ``N*bot`` for ``N`` seats.

    >>> lineup_for("strong:8,3*greedy", 4)
    ['strong:8', 'greedy', 'greedy', 'greedy']
    >>> lineup_for("4*strong", 4)
    ['strong', 'strong', 'strong', 'strong']
    """
    out: list[str] = []
    for part in spec.split(","):
        count, star, text = part.strip().partition("*")
        if star:
            if not count.isdigit() or not 1 <= int(count) <= 8:
                raise TournamentError(f"bots {spec!r}: {part!r} should be N*bot with N from 1 to 8")
            out.extend([text.strip()] * int(count))
        else:
            out.append(count)
    for text in out:
        parse_entrant(text)
    if len(out) != players:
        raise TournamentError(f"bots {spec!r}: names {counted(len(out), 'seat')} for {players} players")
    return out


__all__ = [
    "RULE_SETS",
    "BotRow",
    "GameResult",
    "Tournament",
    "TournamentError",
    "label",
    "lineup_for",
    "markdown",
    "parse_entrant",
    "play_game",
    "tournament",
]
