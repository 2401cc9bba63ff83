"""Playout analysis: for each candidate action, play games out with bots and compare.

From a position (a record), every candidate action of the player to move is
tried in ``playouts`` games finished by bots. Each playout has its own seed,
derived from ``(seed, candidate, playout)``, used both for the bots and for
the game's chance (dice, draws), so results are identical whether the
playouts ran in this process, in a pool of processes or on a Dask cluster.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="base", seed=1)
>>> a = analyse(g.to_record(), candidates=g.legal_actions()[:2], playouts=2, mode="serial")
>>> [r.playouts for r in a.results]
[2, 2]
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass
from typing import Any

from steamlab.bots.registry import BOTS, play_out
from steamlab.core.errors import ScenarioError
from steamlab.engine.parallel import Progress, run_tasks
from steamlab.engine.registry import from_record
from steamlab.engine.state import Action, GameState
from steamlab.i18n import Message, msg, render
from steamlab.i18n.describe import describe_action


@dataclass(frozen=True)
class CandidateResult:
    """How one candidate action fared over its playouts (for the player who chose it)."""

    action: Action
    playouts: int
    wins: float
    """Games won (a shared win counts as a fraction)."""
    mean_score: float
    score_sd: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.playouts if self.playouts else 0.0

    def win_interval(self, z: float = 1.96) -> tuple[float, float]:
        """Wilson score interval for the win rate (95% by default)."""
        n, p = self.playouts, self.win_rate
        if n == 0:
            return (0.0, 1.0)
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, round(centre - half, 12)), min(1.0, round(centre + half, 12)))

    def score_interval(self, z: float = 1.96) -> tuple[float, float]:
        """Normal-approximation interval for the mean score."""
        half = z * self.score_sd / math.sqrt(self.playouts) if self.playouts > 1 else float("inf")
        return (self.mean_score - half, self.mean_score + half)


@dataclass(frozen=True)
class Analysis:
    """The results of :func:`analyse`, best win rate first."""

    player: int
    bot: str
    seed: int
    results: tuple[CandidateResult, ...]
    seats: int = 0
    """Players in the game (every one of them played by ``bot`` in each playout)."""
    strength: int | None = None
    """The strong bot's positions judged per move (``None``: its default); ``None`` for the other bots."""

    @property
    def bots(self) -> tuple[str, ...]:
        """The bot that played each seat of every playout ("random", "greedy" or "strong")."""
        return (self.bot,) * self.seats

    @property
    def bot_label(self) -> str:
        """The bot as a tournament names it: ``"greedy"``, ``"strong:8"`` (a strength given), ``"strong"``."""
        return f"{self.bot}:{self.strength}" if self.strength is not None else self.bot

    def played_by(self) -> Message:
        """Who played the playouts, in words (``.render("ja")`` in Japanese).

        >>> a = Analysis(player=0, bot="strong", seed=3, results=(), seats=3, strength=8)
        >>> print(a.played_by())  # doctest: +NORMALIZE_WHITESPACE
        Player 1 to move. In every playout each seat was played by the strong bot
        (a tree search judging 8 positions per move); 0 playouts per action, seed 3.
        """
        if self.bot == "strong":
            from steamlab.bots.search import DEFAULT_ITERATIONS

            who = msg("scenario.bot.strong", n=self.strength or DEFAULT_ITERATIONS)
        else:
            who = msg(f"scenario.bot.{self.bot}")
        n = self.results[0].playouts if self.results else 0
        return msg("scenario.played_by", p=self.player, bot=who, n=n, seed=self.seed)

    def table(self) -> str:
        """A plain-text table: action, playouts, win rate with its interval, mean score with its interval."""
        lines = [f"player {self.player}, {self.bot_label} playouts, seed {self.seed}"]
        for r in self.results:
            lo, hi = r.win_interval()
            slo, shi = r.score_interval()
            lines.append(
                f"{str(r.action):<40} n={r.playouts:<4} win {r.win_rate:5.1%} [{lo:.0%}-{hi:.0%}]  "
                f"score {r.mean_score:7.2f} [{slo:.1f}, {shi:.1f}]"
            )
        return "\n".join(lines)

    def plot(self, lang: str = "en", position: GameState | None = None) -> Any:
        """A matplotlib figure: win rate per candidate with 95% intervals, moves and the player in ``lang``'s words
        (with the analysed ``position``, places by name: "red cube from Cincinnati", not "from M9").

        Japanese needs a Japanese font (IPAGothic, Noto Sans CJK ...): without one installed the chart stays
        English rather than showing empty boxes.
        """
        import matplotlib.pyplot as plt

        font = _japanese_font() if lang == "ja" else None
        lang = lang if font or lang != "ja" else "en"
        with plt.rc_context({"font.family": ["DejaVu Sans", font]} if font else {}):
            fig, ax = plt.subplots(figsize=(7, 0.45 * len(self.results) + 1.2))
            names = [render(describe_action(position, r.action), lang) for r in self.results]
            rates = [r.win_rate for r in self.results]
            lows = [r.win_rate - r.win_interval()[0] for r in self.results]
            highs = [r.win_interval()[1] - r.win_rate for r in self.results]
            ax.barh(range(len(names)), rates, xerr=[lows, highs], color="#4c72b0", capsize=3)
            ax.set_yticks(range(len(names)), names)  # by position: two moves may read alike
            ax.invert_yaxis()
            ax.set_xlim(0, 1)
            ax.set_xlabel(msg("scenario.plot_win_rate", player=self.player).render(lang))
            fig.tight_layout()
        return fig


_FONTS: list[str | None] = []


def _japanese_font() -> str | None:
    """An installed font with Japanese glyphs (IPA or Noto CJK), or ``None``."""
    if not _FONTS:
        from matplotlib import font_manager

        names = {f.name for f in font_manager.fontManager.ttflist}
        wanted = ("IPAGothic", "IPAPGothic", "Noto Sans CJK JP", "Noto Sans JP", "TakaoGothic", "VL Gothic", "IPAMincho")
        _FONTS.append(next((n for n in wanted if n in names), None))
    return _FONTS[0]


_STARTS: dict[str, GameState] = {}
"""Start positions already rebuilt in this process (a worker plays many playouts of one record)."""


def _start(record_json: str) -> GameState:
    state = _STARTS.get(record_json)
    if state is None:
        if len(_STARTS) > 8:
            _STARTS.clear()
        state = from_record(json.loads(record_json))
        warm = getattr(state, "warm_memo", None)
        if warm is not None:
            warm()  # copies start with the position's legal builds remembered
        _STARTS[record_json] = state
    return state


def _playout(
    record_json: str, action: dict[str, Any], seed: int, bot: str, player: int, strength: int | None = None
) -> tuple[float, int]:
    """One playout: ``(win share, score)`` of ``player`` after ``action``. Module level: it is pickled."""
    state = _start(record_json).copy()
    state.seed = seed  # this playout's own chance outcomes
    state.apply(state.decode_action(action))
    play_out(state, bot, random.Random(seed), strength=strength)
    winners = state.winners()
    share = 1 / len(winners) if player in winners else 0.0
    return share, state.scores()[player].total


def playout_seed(seed: int, candidate: int, playout: int) -> int:
    """The seed of one playout: the same wherever it runs."""
    return random.Random(f"{seed}/{candidate}/{playout}").randrange(2**31)


MAX_PLAYOUTS = 100_000
"""The most playouts per candidate one analysis runs."""
MAX_STRENGTH = 10_000
"""The most positions per move the strong bot may judge in a playout."""


def analyse(
    record: dict[str, Any],
    *,
    candidates: list[Action] | None = None,
    playouts: int = 50,
    bot: str = "random",
    seed: int = 0,
    mode: str = "auto",
    scheduler: str | None = None,
    workers: int | None = None,
    progress: Progress | None = None,
    max_candidates: int = 12,
    strength: int | None = None,
) -> Analysis:
    """Try each candidate action of the player to move in ``playouts`` bot games.

    ``candidates`` defaults to the legal actions (the first ``max_candidates``).
    ``mode``: ``"serial"``, ``"processes"``, ``"dask"`` (needs ``scheduler``,
    e.g. ``"tcp://127.0.0.1:8786"``) or ``"auto"``. ``strength``: the strong bot's positions judged
    per move (``None``: its default, :data:`steamlab.bots.search.DEFAULT_ITERATIONS`); a playout of
    a late Steam position takes about 1 s at strength 8 and 10 s at the default on this project's machine.
    """
    if isinstance(playouts, bool) or not isinstance(playouts, int) or not 1 <= playouts <= MAX_PLAYOUTS:
        raise ScenarioError(msg("scenario.playouts", most=MAX_PLAYOUTS, value=playouts))
    if isinstance(max_candidates, bool) or not isinstance(max_candidates, int) or max_candidates < 1:
        raise ScenarioError(msg("scenario.max_candidates", value=max_candidates))
    if bot not in BOTS:
        raise ScenarioError(msg("scenario.unknown_bot", bot=str(bot)[:40], bots=", ".join(sorted(BOTS))))
    if strength is not None:
        if isinstance(strength, bool) or not isinstance(strength, int) or not 1 <= strength <= MAX_STRENGTH:
            raise ScenarioError(msg("scenario.strength", most=MAX_STRENGTH, value=strength))
        if bot != "strong":
            raise ScenarioError(msg("scenario.strength_not_strong", bot=bot))
    state = from_record(record)
    if state.is_terminal():
        raise ScenarioError(msg("scenario.game_over"))
    player = state.current_player
    options = candidates if candidates is not None else state.legal_actions()[:max_candidates]
    for a in options:
        if not isinstance(a, Action):
            raise ScenarioError(msg("scenario.not_action", value=str(a)[:40]))
        reason = state.why_illegal(a)
        if reason:
            raise ScenarioError(msg("scenario.illegal_candidate", action=str(a), reason=reason))
    text = json.dumps(state.to_record())
    tasks = [
        (text, a.to_json(), playout_seed(seed, i, j), bot, player, strength)
        for i, a in enumerate(options)
        for j in range(playouts)
    ]
    outcomes = run_tasks(_playout, tasks, mode=mode, scheduler=scheduler, workers=workers, progress=progress)
    results = []
    for i, a in enumerate(options):
        chunk = outcomes[i * playouts : (i + 1) * playouts]
        scores = [s for _, s in chunk]
        mean = sum(scores) / len(scores)
        sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / (len(scores) - 1)) if len(scores) > 1 else 0.0
        results.append(CandidateResult(a, playouts, sum(w for w, _ in chunk), mean, sd))
    ranked = sorted(results, key=lambda r: (-r.win_rate, -r.mean_score))
    return Analysis(player, bot, seed, tuple(ranked), seats=state.num_players, strength=strength)
