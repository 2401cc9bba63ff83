"""The Russian Railroads game state (seed 004) on steamlab's state API.

Flow: a :class:`~.actions.Deal` chance node (turn order, engineers, end bonus
deck), the starting-bonus draft (4th to 2nd player), then rounds. On a turn
the player either places on a free action space (:class:`~.actions.Place`)
or passes. A placement's effects that need choices become *tasks* on a stack;
each task asks its owner for one small decision at a time. When every player
has passed: turn order changes, the turn-order workers may move, boards
score, and the round is cleaned up.

This module holds the state's data and its public API; the rules live in
small modules beside it:

========================  ======================================================
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

import random
from typing import Any

from steamlab.engine.state import CHANCE, TERMINAL, Action, GameState, Score, ScoreItem
from steamlab.games.russian_railroads import checks, position, reasons, spaces, tasks, turns
from steamlab.games.russian_railroads.actions import CODEC, Deal, Pass, Place
from steamlab.games.russian_railroads.board import PlayerBoard
from steamlab.games.russian_railroads.data import ENGINEER_PREFIX, RulesData, rules_data
from steamlab.games.russian_railroads.scoring import RoundScore, round_points, round_score
from steamlab.games.russian_railroads.tasks import Task


class RussianRailroadsState(GameState):
    """A game of Russian Railroads for 2-4 players (see the module docstring)."""

    game = "russian_railroads"
    codec = CODEC

    def __init__(self, *, players: int, seed: int = 0, data: RulesData | None = None) -> None:
        super().__init__(players=players, seed=seed)
        self.data = data or rules_data()
        setup_ = self.data.player_counts[players]
        self.setup = setup_
        self.boards = [PlayerBoard.new(self.data, workers=setup_.workers, rubles=setup_.rubles) for _ in range(players)]
        self.phase = "deal"
        """``deal`` (chance), ``setup`` (the draft), ``play``, ``round_end`` (moving turn-order workers), ``over``."""
        self.round = 1
        self.order: list[int] = list(range(players))
        """Players in turn order."""
        self.passed = [False] * players
        self.turn = 0
        """Index in ``order`` of the player to act."""
        self.acting = False
        """Whether the player to act has placed and is resolving the placement."""
        self.occupied: dict[str, list[tuple[int, str]]] = {}
        """Pieces on each space used this round: (player, ``w`` worker / ``t`` temporary / ``b`` black / ``r`` ruble)."""
        self.claims: dict[int, int] = {}
        """Turn-order position -> the player who took that turn-order space this round."""
        self.engineer_slots: list[int] = [0] * setup_.engineer_slots
        per = setup_.locomotives_per_number
        self.supply = [0, 0] + [per] * (len(self.data.locomotive_numbers) - 1)
        """Locomotive stacks by number (every #1 starts on a board)."""
        self.pool: list[int] = []
        """Factories beside the supply (scrapped locomotives, replaced factories)."""
        numbers = len(self.data.locomotive_numbers)
        self.box = numbers * (self.data.locomotives_per_number - per)
        """Locomotive tiles out of the game (removed at set-up for 2-3 players, a scrapped special #9)."""
        self.bonus_cards = sorted(self.data.bonus_cards)
        self.end_deck: list[int] = []
        self.start_cards = sorted(self.data.starting_cards)
        self.doubler_stock = self.data.doubler_stock
        self.temps_on_board = self.data.temporary_workers
        self.rubles_issued = setup_.rubles * players
        self.rubles_returned = 0
        self.pending: list[Task] = []
        """The task stack (top last)."""
        self.group = 0
        """The last task group number handed out."""
        self.final: list[list[ScoreItem]] | None = None
        self.start_position: dict[str, Any] | None = None
        """The position the game started from instead of the set-up deal (see :mod:`~.position`)."""
        self._cache: tuple[int, list[Action], set[Action]] | None = None
        self._version = 0

    # ------------------------------------------------------------------ copy
    def copy(self) -> RussianRailroadsState:
        """An independent copy (hand-written; boards copy themselves)."""
        new = object.__new__(RussianRailroadsState)
        new.__dict__.update(self.__dict__)
        new.history = list(self.history)
        new.boards = [b.copy() for b in self.boards]
        new.order = list(self.order)
        new.passed = list(self.passed)
        new.occupied = {k: list(v) for k, v in self.occupied.items()}
        new.claims = dict(self.claims)
        new.engineer_slots = list(self.engineer_slots)
        new.supply = list(self.supply)
        new.pool = list(self.pool)
        new.bonus_cards = list(self.bonus_cards)
        new.end_deck = list(self.end_deck)
        new.start_cards = list(self.start_cards)
        new.pending = list(self.pending)
        new.final = None if self.final is None else [list(x) for x in self.final]
        new._cache = None
        return new

    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain data (equal snapshots mean equal games)."""
        return {
            "phase": self.phase,
            "round": self.round,
            "order": list(self.order),
            "passed": list(self.passed),
            "turn": self.turn,
            "acting": self.acting,
            "occupied": {k: list(v) for k, v in sorted(self.occupied.items())},
            "claims": dict(self.claims),
            "engineer_slots": list(self.engineer_slots),
            "supply": list(self.supply),
            "pool": sorted(self.pool),
            "box": self.box,
            "bonus_cards": list(self.bonus_cards),
            "end_deck": sorted(self.end_deck),
            "start_cards": list(self.start_cards),
            "doubler_stock": self.doubler_stock,
            "temps_on_board": self.temps_on_board,
            "rubles": [self.rubles_issued, self.rubles_returned],
            "pending": [repr(t) for t in self.pending],
            "boards": [b.snapshot() for b in self.boards],
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RussianRailroadsState):
            return NotImplemented
        return self.history == other.history and self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]

    def changed(self) -> None:
        """Forget the cached legal actions after editing the state by hand (tests, scenario set-up)."""
        self._version += 1
        self._cache = None

    # ------------------------------------------------------------ accessors
    @property
    def rounds(self) -> int:
        """How many rounds this game lasts."""
        return self.setup.rounds

    @property
    def last_round(self) -> bool:
        return self.round == self.setup.rounds

    def railway_index(self, name: str) -> int:
        """Index of the railway called ``name`` (-1 if unknown)."""
        for i, rw in enumerate(self.data.railways):
            if rw.id == name:
                return i
        return -1

    def public_engineers(self) -> list[int]:
        """Engineers usable by everyone this round (the two slots left of the hiring slot)."""
        return [n for n in self.engineer_slots[-3:-1] if n]

    def hireable(self) -> int:
        """The engineer in the hiring slot (0 if none)."""
        return self.engineer_slots[-1]

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

    def load_position(self, pos: dict[str, Any]) -> None:
        """Start this game (not yet dealt) from ``pos`` instead of the set-up deal; ``ValueError`` lists the problems."""
        position.load_position(self, pos)

    def to_record(self) -> dict[str, Any]:
        """The game as a record; ``"start"`` holds the position it started from, if any."""
        record = super().to_record()
        if self.start_position is not None:
            record["start"] = self.start_position
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


__all__ = ["ENGINEER_PREFIX", "RussianRailroadsState", "Task"]
