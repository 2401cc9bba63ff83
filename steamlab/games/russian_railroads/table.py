"""What is on a Russian Railroads table: the pieces, the task stack, and the questions the rules ask of them.

:class:`Table` holds a game's data (boards, spaces used, supply, decks, the
task stack of :class:`Task` values) with its copy, snapshot and small queries;
the rule modules (:mod:`~.spaces`, :mod:`~.effects`, :mod:`~.tasks`,
:mod:`~.turns` ...) read and change a ``Table``. :class:`~.state.RussianRailroadsState`
is the table with the state API on top, so no rule module needs to know it.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> isinstance(g, Table), g.railway_index("kiev"), g.railway_index("paris")
(True, 2, -1)
>>> c = g.copy(); c.boards[0].rubles += 1
>>> c == g, type(c).__name__
(False, 'RussianRailroadsState')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from steamlab.engine.state import Action, GameState, ScoreItem
from steamlab.games.russian_railroads.board import PlayerBoard
from steamlab.games.russian_railroads.data import Effect, RulesData, rules_data


@dataclass(frozen=True)
class Task:
    """A pending effect awaiting its owner's decisions (the stack and how it is resolved: :mod:`~.tasks`).

    ``kind`` names what is asked (``"rails"``, ``"industry"``, ``"token"`` ...);
    ``optional`` tasks may be given up with :class:`~.actions.Stop`; ``steps``
    are the rail steps left (one colour set each), ``n`` the industry steps
    left, ``tile`` the locomotive in hand, ``displaced`` whether it was pushed
    off a railway, ``effects`` what ``repeat_one`` may repeat.
    """

    kind: str
    player: int
    group: int
    optional: bool = False
    steps: tuple[frozenset[int], ...] = ()
    n: int = 0
    tile: int = 0
    displaced: bool = False
    black_bonus: int = 0
    """0 none; 1 paid with the black worker, armed; 2 a black step was made: one extra black step; 3 used."""
    effects: tuple[Effect, ...] = ()


class Table(GameState):
    """The pieces of a game of Russian Railroads and the queries the rules ask of them (the state API: the subclass
    :class:`~.state.RussianRailroadsState`)."""

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
    def copy(self) -> Self:
        """An independent copy (hand-written; boards copy themselves)."""
        new = object.__new__(type(self))
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
        if not isinstance(other, Table):
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
