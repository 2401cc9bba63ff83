"""The Russian Railroads game state (seed 004) on steamlab's state API.

Flow: a :class:`~.actions.Deal` chance node (turn order, engineers, end bonus
deck), the starting-bonus draft (4th to 2nd player), then rounds. On a turn
the player either places on a free action space (:class:`~.actions.Place`)
or passes. A placement's effects that need choices become *tasks* on a stack;
each task asks its owner for one small decision at a time. When every player
has passed: turn order changes, the turn-order workers may move, boards
score, and the round is cleaned up.

This module holds the state's public API over the game's data (:mod:`~.table`,
which the rule modules read and change); the rules live in small modules beside it:

========================  ======================================================
:mod:`~.table`            the pieces on the table, the task stack, copy and snapshot
:mod:`~.spaces`           action spaces: availability, payments, reuse and move offers
:mod:`~.feasibility`      whether effects can be done in full (searching step orders)
:mod:`~.locomotives`      locomotives and factories: next tile, targets, building
:mod:`~.turns`            the flow: the set-up deal (the only chance node) and the draft,
                          placing, passing, the next player, the end of a round
:mod:`~.effects`          carrying out effects and what a step triggers
:mod:`~.tasks`            the task stack: the decisions each task offers, applying one
:mod:`~.reasons`          why an action is illegal, in one sentence
:mod:`~.checks`           conservation and invariants
========================  ======================================================

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=3, seed=1)
>>> g.current_player in (0, 1, 2), g.phase
(True, 'setup')
>>> len(g.legal_actions())   # the draft offers the four starting cards
4
"""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any

from steamlab.engine.state import CHANCE, TERMINAL, Action, Score, ScoreItem
from steamlab.games.russian_railroads import checks, position, reasons, spaces, tasks, turns
from steamlab.games.russian_railroads.actions import CODEC, Deal, Pass, Place
from steamlab.games.russian_railroads.scoring import RoundScore, round_points, round_score
from steamlab.games.russian_railroads.table import Table, Task


class RussianRailroadsState(Table):
    """A game of Russian Railroads for 2-4 players (see the module docstring): its :class:`~.table.Table` with the
    state API."""

    game = "russian_railroads"
    codec = CODEC

    def round_score(self, player: int) -> RoundScore:
        """What ``player``'s board will score at the end of this round, with its working.

        >>> import steamlab
        >>> steamlab.new_game("russian_railroads", players=2, seed=1).round_score(0).total
        0
        """
        return round_score(self.data, self.boards[player])

    def _repr_svg_(self) -> str:
        """Every player's board as SVG, so a notebook shows the state (the renderer is imported lazily)."""
        from steamlab.render.rr_board import rr_board_svg

        return rr_board_svg(self)

    def heuristic(self, player: int) -> float:
        """VP so far plus this board's round score for each round left (used by the greedy bot)."""
        b = self.boards[player]
        left = max(0, self.setup.rounds - self.round + 1) if self.phase != "over" else 0
        if self.phase == "over":
            return float(self.scores()[player].total)
        return b.total_vp + round_points(self.data, b) * left + 0.5 * b.rubles

    # ------------------------------------------------------------- state API
    def _current_player(self) -> int:
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        if self.pending:
            return self.pending[-1].player
        return self.order[self.turn]

    def _legal_actions(self) -> list[Action]:
        return list(self._legal()[0])

    def _legal(self) -> tuple[list[Action], set[Action]]:
        cache = self._cache
        if cache is not None and cache[0] == self._version:
            return cache[1], cache[2]
        actions = self._compute_legal()
        self._cache = (self._version, actions, set(actions))
        return actions, self._cache[2]

    def _compute_legal(self) -> list[Action]:
        if self.phase == "deal":
            return []
        if self.pending:
            return tasks.decisions(self)
        player = self.order[self.turn]
        out: list[Action] = []
        for sid in spaces.space_ids(self, player):
            out.extend(spaces.payments(self, player, sid))
        out.append(Pass())
        return out

    def _why_illegal(self, action: Action) -> str | None:
        if self.phase == "deal":
            return turns.why_deal(self, action)
        if action in self._legal()[1]:
            return None
        return reasons.explain(self, action)

    def _apply(self, action: Action) -> None:
        self._version += 1
        self._cache = None
        if isinstance(action, Deal):
            turns.deal(self, action)
        elif self.pending:
            tasks.resolve(self, action)
        elif isinstance(action, Pass):
            turns.pass_turn(self)
        elif isinstance(action, Place):
            turns.place(self, action)
        tasks.settle(self)
        turns.end_turn_if_done(self)

    def _sample_chance(self, rng: random.Random) -> Action:
        return turns.sample_deal(self, rng)

    def _scores(self) -> list[Score]:
        out = []
        for p, b in enumerate(self.boards):
            items = [ScoreItem(label, pts) for label, pts in b.vp.items()]
            if self.final is not None:
                items.extend(self.final[p])
            out.append(Score(p, tuple(items)))
        return out

    # ------------------------------------------------------------ positions
    def position(self) -> dict[str, Any]:
        """This position as data, resumed at the start of the round's worker placement (see :mod:`~.position`)."""
        return position.export_position(self)

    def check_position(self, pos: Any) -> list[str]:
        """Every inconsistency of ``pos`` as a sentence (empty: the position is sound)."""
        return position.check_position(self, pos)

    def options(self) -> dict[str, int]:
        """``{"rounds": n}`` for a game made shorter than the rules' rounds (a guided first game), else none."""
        full = self.data.player_counts[self.num_players].rounds
        return {"rounds": self.setup.rounds} if self.setup.rounds != full else {}

    def set_options(self, options: dict[str, Any]) -> None:
        """Make the game ``options["rounds"]`` rounds long (1 to the rules' rounds); no other option."""
        full = self.data.player_counts[self.num_players].rounds
        for key, value in options.items():
            if key != "rounds":
                raise ValueError(f"Russian Railroads has no option {key!r} (only 'rounds')")
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= full:
                raise ValueError(f"option 'rounds' must be a whole number from 1 to {full}")
            self.setup = dataclasses.replace(self.setup, rounds=value)

    def load_position(self, pos: dict[str, Any]) -> None:
        """Start this game (not yet dealt) from ``pos`` instead of the set-up deal; ``ValueError`` lists the problems."""
        position.load_position(self, pos)

    def to_record(self) -> dict[str, Any]:
        """The game as a record; ``"start"`` holds the position it started from, if any."""
        record = super().to_record()
        if self.start_position is not None:
            record["start"] = copy.deepcopy(self.start_position)  # the caller's to edit, not the game's
        return record

    # ------------------------------------------------------------- checks
    def conservation(self) -> dict[str, int]:
        """Totals that never change (see :func:`.checks.conservation`).

        >>> import steamlab
        >>> steamlab.new_game("russian_railroads", players=4, seed=3).conservation()["locomotive_tiles"]
        37
        """
        return checks.conservation(self)

    def violations(self) -> list[str]:
        """Broken invariants (an empty list in every reachable state; see :func:`.checks.violations`)."""
        return checks.violations(self)


__all__ = ["RussianRailroadsState", "Task"]
