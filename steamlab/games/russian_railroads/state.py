"""The Russian Railroads game state (seed 004) on steamlab's state API.

Flow: a :class:`~.actions.Deal` chance node (turn order, engineers, end bonus
deck), the starting-bonus draft (4th to 2nd player), then rounds. On a turn
the player either places on a free action space (:class:`~.actions.Place`)
or passes. A placement's effects that need choices become *tasks* on a stack;
each task asks its owner for one small decision at a time. Tasks pushed
together form a *group* whose decisions may be taken in any order; effects
that trigger meanwhile (a factory reached, a bonus space) are pushed on top
and resolved first. When every player has passed: turn order changes, the
turn-order workers may move, boards score, and the round is cleaned up.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=3, seed=1)
>>> g.current_player in (0, 1, 2), g.phase
(True, 'setup')
>>> len(g.legal_actions())   # the draft offers the four starting cards
4
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from steamlab.core.errors import SteamlabError
from steamlab.engine.state import CHANCE, TERMINAL, Action, GameState, Score, ScoreItem
from steamlab.games.russian_railroads.actions import (
    CODEC,
    Advance,
    BonusCard,
    Deal,
    EndBonus,
    Factory,
    Industry,
    Locomotive,
    MoveWorker,
    Pass,
    Place,
    Repeat,
    Reuse,
    Scrap,
    StartBonus,
    Stop,
    Token,
)
from steamlab.games.russian_railroads.board import SPECIAL_NINE, TS, PlayerBoard, loco_value
from steamlab.games.russian_railroads.data import COLOURS, Effect, RulesData, Space, rules_data
from steamlab.games.russian_railroads.scoring import final_items, round_points

ENGINEER_PREFIX = "engineer_"
SEED = "(seed 004"


@dataclass(frozen=True)
class Task:
    """A pending effect awaiting its owner's decisions (see the module docstring)."""

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


class RussianRailroadsState(GameState):
    """A game of Russian Railroads for 2-4 players (see the module docstring)."""

    game = "russian_railroads"
    codec = CODEC

    def __init__(self, *, players: int, seed: int = 0, data: RulesData | None = None) -> None:
        super().__init__(players=players, seed=seed)
        self.data = data or rules_data()
        setup = self.data.player_counts[players]
        self.setup = setup
        self.boards = [PlayerBoard.new(self.data, workers=setup.workers, rubles=setup.rubles) for _ in range(players)]
        self.phase = "deal"
        self.round = 1
        self.order: list[int] = list(range(players))
        self.passed = [False] * players
        self.turn = 0
        self.acting = False
        self.occupied: dict[str, list[tuple[int, str]]] = {}
        self.claims: dict[int, int] = {}
        self.engineer_slots: list[int] = [0] * setup.engineer_slots
        per = setup.locomotives_per_number
        self.supply = [0, 0] + [per] * (len(self.data.locomotive_numbers) - 1)
        self.pool: list[int] = []
        numbers = len(self.data.locomotive_numbers)
        self.box = numbers * (self.data.locomotives_per_number - per)
        """Locomotive tiles out of the game (removed at set-up for 2-3 players, a scrapped special #9)."""
        self.bonus_cards = sorted(self.data.bonus_cards)
        self.end_deck: list[int] = []
        self.start_cards = sorted(self.data.starting_cards)
        self.doubler_stock = self.data.doubler_stock
        self.temps_on_board = self.data.temporary_workers
        self.rubles_issued = setup.rubles * players
        self.rubles_returned = 0
        self.pending: list[Task] = []
        self.group = 0
        self.final: list[list[ScoreItem]] | None = None
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
            return self._group_actions(self._top_group(), with_stop=True)
        player = self.order[self.turn]
        out: list[Action] = []
        for sid in self._space_ids(player):
            for pay in self._payments(player, sid):
                out.append(pay)
        out.append(Pass())
        return out

    def _why_illegal(self, action: Action) -> str | None:
        if self.phase == "deal":
            return self._why_deal(action)
        if action in self._legal()[1]:
            return None
        return self._explain(action)

    def _apply(self, action: Action) -> None:
        self._version += 1
        self._cache = None
        if isinstance(action, Deal):
            self._do_deal(action)
        elif self.pending:
            self._resolve(action)
        elif isinstance(action, Pass):
            self._do_pass()
        elif isinstance(action, Place):
            self._do_place(action)
        self._settle_tasks()

    def _sample_chance(self, rng: random.Random) -> Action:
        order = list(range(self.num_players))
        rng.shuffle(order)
        decks = self.data.engineer_decks
        a = rng.sample(decks["A"], self.setup.engineers_a)
        b = rng.sample(decks["B"], self.setup.engineers_b)
        empty = self.setup.engineer_slots - len(a) - len(b)
        ends = rng.sample(sorted(self.data.end_bonus_cards), len(self.data.end_bonus_cards) - self.data.end_bonus_removed)
        return Deal(tuple(order), tuple([0] * empty + b + a), tuple(ends))

    def _scores(self) -> list[Score]:
        out = []
        for p, b in enumerate(self.boards):
            items = [ScoreItem(label, pts) for label, pts in b.vp.items()]
            if self.final is not None:
                items.extend(self.final[p])
            out.append(Score(p, tuple(items)))
        return out

    # ------------------------------------------------------------------ deal
    def _why_deal(self, action: Action) -> str | None:
        if not isinstance(action, Deal):
            return "The game starts with the set-up deal (seed 004, set-up)."
        if sorted(action.order) != list(range(self.num_players)):
            return "The deal's turn order must list every player once (seed 004, set-up)."
        slots, a_n, b_n = self.setup.engineer_slots, self.setup.engineers_a, self.setup.engineers_b
        eng = action.engineers
        empty = slots - a_n - b_n
        if len(eng) != slots or any(eng[:empty]):
            return f"The engineer row has {slots} slots, the leftmost {empty} empty (seed 004, set-up)."
        if (
            len(set(eng[empty:])) != a_n + b_n
            or not set(eng[empty : empty + b_n]) <= set(self.data.engineer_decks["B"])
            or not set(eng[empty + b_n :]) <= set(self.data.engineer_decks["A"])
        ):
            return f"The engineer row takes {b_n} different B engineers, then {a_n} A engineers (seed 004, set-up)."
        keep = len(self.data.end_bonus_cards) - self.data.end_bonus_removed
        if (
            len(set(action.end_bonus)) != keep
            or len(action.end_bonus) != keep
            or not set(action.end_bonus) <= set(self.data.end_bonus_cards)
        ):
            return f"The end bonus deck keeps {keep} different cards (seed 004, set-up)."
        return None

    def _do_deal(self, action: Deal) -> None:
        self.order = list(action.order)
        self.engineer_slots = list(action.engineers)
        self.end_deck = list(action.end_bonus)
        self.phase = "setup"
        # 4th, then 3rd, then 2nd player draft a starting bonus card: the 4th is on top.
        for position in range(1, self.num_players):
            self.group += 1
            self.pending.append(Task("start_bonus", self.order[position], self.group))

    # --------------------------------------------------------------- spaces
    def _space(self, sid: str) -> Space | None:
        if sid.startswith(ENGINEER_PREFIX):
            try:
                number = int(sid[len(ENGINEER_PREFIX) :])
            except ValueError:
                return None
            effects = self.data.engineers.get(number)
            if effects is None:
                return None
            return Space(sid, "engineers", self.data.engineer_workers, 0, 2, effects)
        try:
            return self.data.space(sid)
        except KeyError:
            return None

    def _space_ids(self, player: int) -> list[str]:
        ids = [s.id for s in self.data.spaces if self._space_open(s)]
        ids += [f"{ENGINEER_PREFIX}{n}" for n in self.public_engineers()]
        ids += [f"{ENGINEER_PREFIX}{n}" for n in sorted(self.boards[player].engineers)]
        return [sid for sid in ids if sid not in self.occupied or sid == "black_or_grey"]

    def _space_open(self, s: Space) -> bool:
        if s.min_players > self.num_players:
            return False
        if s.last_round_only and not self.last_round:
            return False
        return not (s.not_last_round and self.last_round)

    def _payments(self, player: int, sid: str) -> Iterable[Place]:
        space = self._space(sid)
        if space is None or self._why_space(player, sid, space) is not None:
            return
        b = self.boards[player]
        for rub in range(min(space.workers, b.rubles - space.rubles) + 1):
            rest = space.workers - rub
            for black in range(min(rest, int(b.black_free)) + 1):
                for temps in range(min(rest - black, b.temps_free) + 1):
                    if rest - black - temps <= b.workers_free:
                        yield Place(sid, rub, temps, black)

    def _why_space(self, player: int, sid: str, space: Space) -> str | None:
        """Why ``player`` may not use ``space`` now regardless of payment (None if they may)."""
        if sid.startswith(ENGINEER_PREFIX):
            number = int(sid[len(ENGINEER_PREFIX) :])
            if number not in self.public_engineers() and number not in self.boards[player].engineers:
                return f"Engineer {number} is neither public this round nor hired by you (seed 004, engineers)."
        elif not self._space_open(space):
            if space.min_players > self.num_players:
                return f"The {sid} space is covered on the {self.num_players}-player board (seed 004, 2/3 players)."
            return f"The {sid} space is not on the board this round (seed 004, last round)."
        if sid in self.occupied and not space.reusable:
            return f"The {sid} space is already taken this round (seed 004, play)."
        for e in space.effects:
            if e.op == "turn_order":
                reason = self._why_turn_order(player, e.n)
                if reason:
                    return reason
        own = sid.startswith(ENGINEER_PREFIX) and int(sid[len(ENGINEER_PREFIX) :]) in self.boards[player].engineers
        if not own and not self._feasible(player, space.effects):
            return f"The {sid} action could not be carried out in full (seed 004, play: board actions must be complete)."
        return None

    def _why_turn_order(self, player: int, position: int) -> str | None:
        if player in self.claims.values():
            return "You may not take both turn-order spaces (seed 004, turn order)."
        if self.order.index(player) == position - 1 and not self.setup.turn_order_own_space:
            return "You may not take the turn-order space of the position you already hold (seed 004, turn order)."
        return None

    # ----------------------------------------------------------- feasibility
    def _feasible(self, player: int, effects: Sequence[Effect]) -> bool:
        """Whether ``effects`` can be carried out in full now (board actions and bonus cards)."""
        b = self.boards[player]
        data = self.data
        for e in effects:
            op = e.op
            if op == "rails":
                for need in set(e.steps):
                    if b.capacity(data, need) < sum(1 for s in e.steps if s <= need):
                        return False
            elif op == "industry":
                if b.industry_capacity(data) < e.n:
                    return False
            elif op == "doublers":
                if min(self.doubler_stock, data.doubler_spaces - b.doublers) < e.n:
                    return False
            elif op == "locomotive_or_factory":
                if not (self._loco_possible(player) or self._factory_possible()):
                    return False
            elif op == "locomotive_and_factory":
                if not self._loco_possible(player) or sum(self.supply) + len(self.pool) < 2:
                    return False
            elif op == "factory":
                if not self._factory_possible():
                    return False
            elif op == "hire":
                if not self.hireable():
                    return False
            elif op == "special_locomotive":
                if not b.loco_targets(data, SPECIAL_NINE):
                    return False
            elif op == "reuse":
                if not self._reuse_candidates(player):
                    return False
            elif op == "temporary_workers" and self.temps_on_board < e.n:
                return False
        return True

    def _lowest_stack(self) -> int:
        for number, count in enumerate(self.supply):
            if count:
                return number
        return 0

    def _loco_possible(self, player: int) -> bool:
        tile = self._lowest_stack()
        return bool(tile) and bool(self.boards[player].loco_targets(self.data, tile))

    def _factory_possible(self) -> bool:
        return bool(self._lowest_stack() or self.pool)

    # -------------------------------------------------------------- turns
    def _do_pass(self) -> None:
        player = self.order[self.turn]
        self.passed[player] = True
        vp = self.data.turn_order_vp[self.turn]
        self.boards[player].add_vp("turn-order cards when passing", vp)
        self._next_turn()

    def _next_turn(self) -> None:
        n = self.num_players
        for step in range(1, n + 1):
            idx = (self.turn + step) % n
            if not self.passed[self.order[idx]]:
                self.turn = idx
                return
        self._end_of_round()

    def _do_place(self, action: Place) -> None:
        player = self.order[self.turn]
        b = self.boards[player]
        space = self._space(action.space)
        assert space is not None
        workers = space.workers - action.rubles - action.temps - action.black
        b.workers_free -= workers
        b.temps_free -= action.temps
        b.black_free = b.black_free and not action.black
        b.rubles -= action.rubles + space.rubles
        pieces = self.occupied.setdefault(action.space, [])
        pieces.extend(
            [(player, "w")] * workers
            + [(player, "t")] * action.temps
            + [(player, "b")] * action.black
            + [(player, "r")] * (action.rubles + space.rubles)
        )
        own = action.space.startswith(ENGINEER_PREFIX) and int(action.space[len(ENGINEER_PREFIX) :]) in b.engineers
        self.acting = True
        self._run(player, space.effects, optional=own, black=bool(action.black))

    def _end_turn_if_done(self) -> None:
        if self.pending:
            return
        if self.phase == "setup":
            self.phase = "play"
            self.turn = 0
        elif self.phase == "round_end":
            self._score_round()
        elif self.acting:
            self.acting = False
            self._next_turn()

    def _end_of_round(self) -> None:
        """Everyone passed: turn order changes, then the turn-order workers may move (seed 004)."""
        old = list(self.order)
        if self.claims:
            first, second = self.claims.get(1), self.claims.get(2)
            if not (first is None and second == old[0]):
                rest = [p for p in old if p not in self.claims.values()]
                new: list[int] = []
                if first is not None:
                    new.append(first)
                elif rest:
                    new.append(rest.pop(0))
                if second is not None:
                    new.append(second)
                self.order = new + rest
        self.phase = "round_end"
        self.acting = False
        for position in (1, 2):  # the 2nd space's worker moves first: push it last (on top)
            player = self.claims.get(position)
            if player is not None:
                self.group += 1
                self.pending.append(Task("move_worker", player, self.group, optional=True))
        self._end_turn_if_done()

    def _score_round(self) -> None:
        for b in self.boards:
            b.add_vp(f"round {self.round} scoring", round_points(self.data, b))
        # clean-up
        for pieces in self.occupied.values():
            self.rubles_returned += sum(1 for _, kind in pieces if kind == "r")
        self.occupied = {}
        self.claims = {}
        self.temps_on_board = self.data.temporary_workers
        for b in self.boards:
            b.workers_free = b.workers
            b.temps_free = 0
            b.black_free = b.black_worker
        self.engineer_slots = [0] + self.engineer_slots[:-1]
        self.passed = [False] * self.num_players
        self.turn = 0
        if self.round == self.setup.rounds:
            self.phase = "over"
            self.final = final_items(self.data, self.boards)
        else:
            self.round += 1
            self.phase = "play"

    # --------------------------------------------------------------- effects
    def _push(self, task: Task) -> None:
        self.pending.append(task)

    def _run(self, player: int, effects: Sequence[Effect], *, optional: bool, black: bool = False) -> None:
        """Carry out ``effects``: immediate ones now, choices as one new task group."""
        self.group += 1
        group = self.group
        b = self.boards[player]
        tasks: list[Task] = []
        for index, e in enumerate(effects):
            op = e.op
            if op == "rails":
                armed = 1 if black and any(0 in s for s in e.steps) else 0
                tasks.append(Task("rails", player, group, optional, steps=e.steps, black_bonus=armed))
            elif op == "industry":
                tasks.append(Task("industry", player, group, optional, n=e.n))
            elif op in ("locomotive_or_factory", "locomotive_and_factory", "factory", "bonus_card", "end_bonus"):
                tasks.append(Task(op, player, group, optional))
            elif op == "reuse":
                tasks.append(Task("reuse", player, group, True))
            elif op == "special_locomotive":
                tasks.append(Task("place_locomotive", player, group, optional, tile=SPECIAL_NINE))
            elif op == "repeat_one":
                # resolved after the effects before it: a group of its own, below them
                self.group += 1
                self.pending.append(Task("repeat_one", player, group, optional, effects=tuple(effects[:index])))
                group = self.group
                tasks = [replace(t, group=group) for t in tasks]
            elif op == "vp":
                b.add_vp("engineers' and bonus VP", e.n)
            elif op == "rubles":
                b.rubles += e.n
                self.rubles_issued += e.n
            elif op == "doublers":
                self._add_doublers(b, e.n)
            elif op == "temporary_workers":
                take = min(e.n, self.temps_on_board)
                self.temps_on_board -= take
                b.temps_free += take
            elif op == "hire":
                number = self.hireable()
                if number:
                    b.engineers.append(number)
                    self.engineer_slots[-1] = 0
            elif op == "turn_order":
                self.claims[e.n] = player
            elif op == "take_engineer":
                b.engineers.append(e.n)
            elif op == "black_worker":
                b.black_worker = True
                b.black_free = True
            elif op == "second_marker":
                if len(b.markers) < 2:
                    b.markers.append(0)
            elif op == "revaluation":
                b.revalued = True
            elif op == "kiev_medal":
                b.medal = True
            elif op == "vp_engineer_numbers":
                b.add_vp("factory VP", sum(b.engineers))
            elif op == "vp_top_locomotives":
                top = sorted((loco_value(t) for t in b.loco_tiles()), reverse=True)[: e.n]
                b.add_vp("factory VP", sum(top))
        for t in reversed(tasks):
            self.pending.append(t)

    def _add_doublers(self, b: PlayerBoard, n: int) -> None:
        take = min(n, self.doubler_stock, self.data.doubler_spaces - b.doublers)
        b.doublers += take
        self.doubler_stock -= take

    # ----------------------------------------------------------------- tasks
    def _top_group(self) -> list[int]:
        """Indices in ``pending`` of the tasks of the top group."""
        group = self.pending[-1].group
        out = []
        i = len(self.pending) - 1
        while i >= 0 and self.pending[i].group == group:
            out.append(i)
            i -= 1
        return out

    def _stoppable(self, t: Task) -> bool:
        return t.optional or (t.kind == "rails" and not t.steps and t.black_bonus == 2)

    @staticmethod
    def _finished(t: Task) -> bool:
        return (t.kind == "rails" and not t.steps and t.black_bonus != 2) or (t.kind == "industry" and t.n <= 0)

    def _group_actions(self, indices: list[int], *, with_stop: bool) -> list[Action]:
        seen: dict[Action, None] = {}
        stop = False
        for i in indices:
            t = self.pending[i]
            for a in self._task_actions(t):
                seen.setdefault(a, None)
            stop = stop or self._stoppable(t)
        out = list(seen)
        if with_stop and stop and out:
            out.append(Stop())
        return out

    def _task_actions(self, t: Task) -> list[Action]:
        kind = t.kind
        p = t.player
        b = self.boards[p]
        data = self.data
        out: list[Action] = []
        if kind == "rails":
            wanted: set[int] = set()
            for s in t.steps:
                wanted |= s
            if t.black_bonus == 2:
                wanted.add(0)
            for r, rw in enumerate(data.railways):
                for c in sorted(wanted):
                    if b.can_step(data, r, c):
                        out.append(Advance(rw.id, COLOURS[c]))
        elif kind == "industry":
            out = [Industry(m) for m in range(len(b.markers)) if b.industry_can_step(data, m)]
        elif kind in ("locomotive_or_factory", "locomotive_and_factory", "locomotive_only"):
            tile = self._lowest_stack()
            if tile:
                out = self._loco_actions(b, tile, displaced=False)
            if kind != "locomotive_only":
                out += self._factory_actions(b)
        elif kind == "place_locomotive":
            out = self._loco_actions(b, t.tile, displaced=t.displaced)
            if t.displaced and b.all_railways_have_locos():
                out.append(Scrap())
        elif kind == "factory":
            out = self._factory_actions(b)
        elif kind == "token":
            out = [Token(n) for n in sorted(data.bonus_tokens) if n not in b.tokens_used]
        elif kind == "bonus_card":
            out = [BonusCard(c) for c in self.bonus_cards if self._feasible(p, data.bonus_cards[c])]
        elif kind == "end_bonus":
            out.extend(EndBonus(c) for c in [*sorted(self.end_deck), 0])
        elif kind == "repeat_one":
            out = [Repeat(i) for i in range(len(t.effects))]
        elif kind == "reuse":
            out = [Reuse(s) for s in self._reuse_candidates(p)]
        elif kind == "move_worker":
            out = [MoveWorker(s) for s in self._move_candidates(p)]
        elif kind == "start_bonus":
            out = [StartBonus(c) for c in self.start_cards]
        return out

    def _loco_actions(self, b: PlayerBoard, tile: int, *, displaced: bool) -> list[Action]:
        targets = b.loco_targets(self.data, tile)
        if displaced and not b.all_railways_have_locos():
            targets = [(r, rep) for r, rep in targets if not b.locos[r]]
        return [Locomotive(self.data.railways[r].id, rep) for r, rep in targets]

    def _factory_actions(self, b: PlayerBoard) -> list[Action]:
        slots = [len(b.factories) + 1] if len(b.factories) < 5 else [1, 2, 3, 4, 5]
        sources = ([0] if self._lowest_stack() else []) + sorted(set(self.pool))
        return [Factory(src, s) for src in sources for s in slots]

    def _reuse_candidates(self, player: int) -> list[str]:
        out = []
        for sid, pieces in self.occupied.items():
            if len(pieces) != 1 or pieces[0][0] != player:
                continue
            space = self._space(sid)
            if space is None or space.no_reuse or any(e.op == "reuse" for e in space.effects):
                continue
            if self._feasible(player, space.effects):
                out.append(sid)
        return sorted(out)

    def _move_candidates(self, player: int) -> list[str]:
        out = []
        for sid in self._space_ids(player):
            space = self._space(sid)
            if space is None or space.workers != 1 or space.rubles or space.area == "turn_order":
                continue
            if self._feasible(player, space.effects):
                out.append(sid)
        return out

    def _settle_tasks(self) -> None:
        """Drop finished tasks and groups with nothing left to do; end the turn when none remain."""
        while self.pending:
            indices = self._top_group()
            done = [i for i in indices if self._finished(self.pending[i])]
            if done:
                for i in done:  # indices run from the top down
                    del self.pending[i]
                continue
            if self._group_actions(indices, with_stop=False):
                break
            del self.pending[indices[-1] :]
        self._end_turn_if_done()

    def _take_task(self, kinds: Iterable[str], action: Action) -> int:
        """Index of the top-group task that accepts ``action``."""
        for i in self._top_group():
            t = self.pending[i]
            if t.kind in kinds and action in self._task_actions(t):
                return i
        raise SteamlabError(f"no task accepts {action}")  # pragma: no cover - guarded by legality

    def _resolve(self, action: Action) -> None:
        if isinstance(action, Stop):
            for i in sorted(self._top_group(), reverse=True):
                t = self.pending[i]
                if self._stoppable(t):
                    del self.pending[i]
            return
        if isinstance(action, Advance):
            self._do_advance(action)
        elif isinstance(action, Industry):
            i = self._take_task(("industry",), action)
            t = self.pending[i]
            self.pending[i] = replace(t, n=t.n - 1)
            self._industry_step(t.player, action.marker)
        elif isinstance(action, Locomotive):
            kinds = ("locomotive_or_factory", "locomotive_and_factory", "locomotive_only", "place_locomotive")
            i = self._take_task(kinds, action)
            self._do_locomotive(i, action)
        elif isinstance(action, Scrap):
            t = self.pending.pop(self._take_task(("place_locomotive",), action))
            if t.tile == SPECIAL_NINE:
                self.box += 1
            else:
                self.pool.append(t.tile)
        elif isinstance(action, Factory):
            i = self._take_task(("locomotive_or_factory", "locomotive_and_factory", "factory"), action)
            t = self.pending[i]
            if t.kind == "locomotive_and_factory":
                self.pending[i] = replace(t, kind="locomotive_only")
            else:
                del self.pending[i]
            self._do_factory(t.player, action)
        else:
            self._resolve_choice(action)

    _CHOICE_TASK = {
        Token: "token",
        BonusCard: "bonus_card",
        EndBonus: "end_bonus",
        Repeat: "repeat_one",
        Reuse: "reuse",
        MoveWorker: "move_worker",
        StartBonus: "start_bonus",
    }

    def _resolve_choice(self, action: Action) -> None:
        t = self.pending.pop(self._take_task((self._CHOICE_TASK[type(action)],), action))
        p = t.player
        b = self.boards[p]
        data = self.data
        if isinstance(action, Token):
            b.tokens_used.append(action.token)
            self._run(p, data.bonus_tokens[action.token], optional=True)
        elif isinstance(action, BonusCard):
            self.bonus_cards.remove(action.card)
            self._run(p, data.bonus_cards[action.card], optional=False)
        elif isinstance(action, EndBonus):
            if action.card:
                self.end_deck.remove(action.card)
                b.end_bonus.append(action.card)
            else:
                b.add_vp("10 VP instead of an end bonus card", data.end_bonus_instead_vp)
        elif isinstance(action, Repeat):
            self._run(p, (t.effects[action.index],), optional=False)
        elif isinstance(action, Reuse):
            kind = self.occupied[action.space][0][1]
            space = self._space(action.space)
            assert space is not None
            self._run(p, space.effects, optional=True, black=kind == "b")
        elif isinstance(action, MoveWorker):
            piece = (p, "w")
            for pos, holder in self.claims.items():
                lst = self.occupied.get(f"turn_order_{pos}", [])
                mine = [pc for pc in lst if pc[0] == p]
                if holder == p and mine:
                    piece = mine[0]
                    lst.remove(piece)
            self.occupied.setdefault(action.space, []).append(piece)
            space = self._space(action.space)
            assert space is not None
            own = action.space.startswith(ENGINEER_PREFIX) and int(action.space[len(ENGINEER_PREFIX) :]) in b.engineers
            self._run(p, space.effects, optional=own, black=piece[1] == "b")
        elif isinstance(action, StartBonus):
            self.start_cards.remove(action.card)
            self._run(p, data.starting_cards[action.card], optional=False)

    # ------------------------------------------------------------ rails
    def _do_advance(self, action: Advance) -> None:
        r = self.railway_index(action.railway)
        c = COLOURS.index(action.colour)
        i = self._take_task(("rails",), action)
        t = self.pending[i]
        fits = [s for s in t.steps if c in s]
        bonus = t.black_bonus
        if fits:
            best = min(fits, key=len)
            steps = list(t.steps)
            steps.remove(best)
            if c == 0 and bonus == 1:
                bonus = 2
            self.pending[i] = replace(t, steps=tuple(steps), black_bonus=bonus)
        else:
            self.pending[i] = replace(t, black_bonus=3)
        self._rail_step(t.player, r, c)

    def _rail_step(self, player: int, r: int, c: int) -> None:
        b = self.boards[player]
        b.rails[r][c] += 1
        if c == 0 and r == TS:
            self._unlocks(player)
        self._check_bonuses(player, r)

    def _unlocks(self, player: int) -> None:
        b = self.boards[player]
        data = self.data
        black = b.rails[TS][0]
        for c in range(1, len(COLOURS)):
            if not b.unlocked[c] and black >= data.unlock_spaces[c]:
                b.unlocked[c] = True
                if c == len(COLOURS) - 1 and data.white_steps_on_unlock:
                    steps = data.white_steps_on_unlock
                    if b.room(TS, c, data.railways[TS].length) >= steps:
                        b.rails[TS][c] += steps

    def _check_bonuses(self, player: int, r: int) -> None:
        b = self.boards[player]
        reach = b.reach(r)
        row = b.rails[r]
        for bonus in self.data.railways[r].bonuses:
            key = (r, bonus.space)
            if key in b.claimed or row[bonus.rail] < bonus.space:
                continue
            if bonus.locomotive and reach < bonus.space:
                continue
            b.claimed.add(key)
            if bonus.op == "vp":
                b.add_vp("railways completed", bonus.n)
            elif bonus.op == "worker":
                if b.extra_workers < self.setup.worker_stock:
                    b.extra_workers += 1
                    b.workers += 1
                    b.workers_free += 1
            elif bonus.op == "bonus_token" and len(b.tokens_used) < len(self.data.bonus_tokens):
                self.group += 1
                self._push(Task("token", player, self.group))

    # ----------------------------------------------------------- industry
    def _industry_step(self, player: int, marker: int) -> None:
        b = self.boards[player]
        b.markers[marker] += 1
        pos = b.markers[marker]
        kind, value = self.data.industry_spaces[pos]
        if kind == "factory":
            tile = b.factories[value - 1]
            self._run(player, self.data.factories[loco_value(tile)], optional=True)
        elif kind == "bonus_token" and (3, pos) not in b.claimed:
            b.claimed.add((3, pos))
            if len(b.tokens_used) < len(self.data.bonus_tokens):
                self.group += 1
                self._push(Task("token", player, self.group))

    # --------------------------------------------------- locomotives, factories
    def _do_locomotive(self, i: int, action: Locomotive) -> None:
        t = self.pending[i]
        b = self.boards[t.player]
        if t.kind == "place_locomotive":
            tile = t.tile
            del self.pending[i]
        else:
            tile = self._lowest_stack()
            self.supply[tile] -= 1
            if t.kind == "locomotive_and_factory":
                self.pending[i] = replace(t, kind="factory")
            else:
                del self.pending[i]
        r = self.railway_index(action.railway)
        if action.replace:
            b.locos[r].remove(action.replace)
            self.group += 1
            self._push(Task("place_locomotive", t.player, self.group, tile=action.replace, displaced=True))
        b.locos[r].append(tile)
        self._check_bonuses(t.player, r)

    def _do_factory(self, player: int, action: Factory) -> None:
        b = self.boards[player]
        if action.source:
            self.pool.remove(action.source)
            tile = action.source
        else:
            tile = self._lowest_stack()
            self.supply[tile] -= 1
        if action.slot <= len(b.factories):
            self.pool.append(b.factories[action.slot - 1])
            b.factories[action.slot - 1] = tile
        else:
            b.factories.append(tile)

    # ------------------------------------------------------------- reasons
    def _explain(self, action: Action) -> str:
        """The rule an illegal action breaks (``action`` is known not to be legal)."""
        if isinstance(action, Deal):
            return "The set-up deal has already happened (seed 004, set-up)."
        if self.pending:
            top = self.pending[-1]
            need = {
                "rails": "advance a rail (or stop, where allowed)",
                "industry": "advance an industry marker",
                "locomotive_or_factory": "take a locomotive or a factory",
                "locomotive_and_factory": "take a locomotive and a factory",
                "locomotive_only": "take the locomotive",
                "place_locomotive": "place the locomotive in hand",
                "factory": "build a factory",
                "token": "choose a bonus token",
                "bonus_card": "choose a bonus card",
                "end_bonus": "choose an end bonus card or 10 VP",
                "repeat_one": "choose the effect to repeat",
                "reuse": "choose the space to use again",
                "move_worker": "move your turn-order worker (or stop)",
                "start_bonus": "choose a starting bonus card",
            }.get(top.kind, "finish the current effect")
            if isinstance(action, Advance):
                return self._explain_advance(top, action)
            if isinstance(action, Locomotive):
                return self._explain_locomotive(top, action)
            if isinstance(action, Factory):
                return (
                    "A factory comes from the lowest locomotive stack or from beside the supply, and fills the "
                    "leftmost empty slot, or replaces one when all five are full (seed 004, factories)."
                )
            if isinstance(action, Stop):
                return "This effect must be carried out in full: it cannot be stopped (seed 004, play)."
            if isinstance(action, Industry):
                return (
                    "An industry marker cannot enter a gap without its factory, pass the end or share a space "
                    "with the other marker (seed 004, industry track)."
                )
            return f"Player {top.player} must first {need} (seed 004, play)."
        if not isinstance(action, (Place, Pass)):
            return "Now a player places workers on an action space or passes (seed 004, play)."
        if isinstance(action, Pass):  # pragma: no cover - Pass is always legal on a turn
            return "You cannot pass now (seed 004, play)."
        return self._explain_place(action)

    def _explain_place(self, action: Place) -> str:
        player = self.order[self.turn]
        space = self._space(action.space)
        if space is None:
            return f"There is no action space called {action.space!r} (seed 004, action spaces)."
        reason = self._why_space(player, action.space, space)
        if reason:
            return reason
        b = self.boards[player]
        if min(action.rubles, action.temps, action.black) < 0:
            return "Payments count workers and rubles: none can be negative (seed 004, play)."
        if action.rubles + action.temps + action.black > space.workers:
            return (
                f"The {action.space} space takes exactly {space.workers} worker(s); rubles stand in for workers "
                "but never the reverse (seed 004, rubles)."
            )
        if action.rubles + space.rubles > b.rubles:
            return f"You have {b.rubles} ruble(s), not {action.rubles + space.rubles} (seed 004, rubles)."
        if action.temps > b.temps_free:
            return f"You have {b.temps_free} temporary worker(s) left this round (seed 004, temporary workers)."
        if action.black > int(b.black_free):
            return "You have no black worker free (seed 004, bonus card 4)."
        return f"You have {b.workers_free} worker(s) left, too few for the {action.space} space (seed 004, play)."

    def _explain_advance(self, top: Task, action: Advance) -> str:
        r = self.railway_index(action.railway)
        if r < 0:
            return f"There is no railway called {action.railway!r} (seed 004, railways)."
        if action.colour not in COLOURS:
            return f"There is no {action.colour!r} rail (seed 004, rails: black, grey, brown, natural, white)."
        rw = self.data.railways[r]
        c = COLOURS.index(action.colour)
        b = self.boards[top.player]
        if top.kind != "rails":
            return f"Player {top.player} is not advancing rails now (seed 004, play)."
        if c not in rw.colours:
            takes = ", ".join(COLOURS[x] for x in sorted(rw.colours))
            return f"The {rw.name} railway takes only {takes} rails (seed 004, railways)."
        if not b.unlocked[c]:
            return (
                f"You have no {action.colour} rail yet: black must first reach space {self.data.unlock_spaces[c]} "
                "of the Trans-Siberian (seed 004, other colours)."
            )
        allowed: set[int] = set()
        for s in top.steps:
            allowed |= s
        if c not in allowed and not (c == 0 and top.black_bonus == 2):
            names = ", ".join(COLOURS[x] for x in sorted(allowed)) or "none"
            return f"This action advances only {names} rails (seed 004, rail actions)."
        if c and not b.rails[r][c - 1]:
            return (
                f"A {action.colour} rail may enter the {rw.name} railway only behind the "
                f"{COLOURS[c - 1]} rail (seed 004, colour order)."
            )
        return (
            f"The {action.colour} rail cannot catch up with or pass the rail ahead of it, nor pass the end "
            f"of the {rw.name} railway (seed 004, advancing rails)."
        )

    def _explain_locomotive(self, top: Task, action: Locomotive) -> str:
        r = self.railway_index(action.railway)
        if r < 0:
            return f"There is no railway called {action.railway!r} (seed 004, railways)."
        if top.kind not in ("locomotive_or_factory", "locomotive_and_factory", "locomotive_only", "place_locomotive"):
            return f"Player {top.player} is not placing a locomotive now (seed 004, play)."
        b = self.boards[top.player]
        if top.displaced and not b.all_railways_have_locos() and b.locos[r]:
            return (
                "A displaced locomotive must go to a railway without one while there is such a railway "
                "(seed 004, FAQ: improving locomotives)."
            )
        rw = self.data.railways[r]
        return (
            f"The {rw.name} railway holds {rw.slots} locomotive(s); a new one needs a free slot or replaces a "
            "lower number (seed 004, improving locomotives)."
        )

    # ------------------------------------------------------------- checks
    def conservation(self) -> dict[str, int]:
        """Totals that never change: workers, rubles balance, rails, locomotive tiles, doublers.

        >>> import steamlab
        >>> g = steamlab.new_game("russian_railroads", players=4, seed=3)
        >>> c = g.conservation()
        >>> c["locomotive_tiles"], c["doublers"], c["rubles_balance"]
        (37, 20, 0)
        """
        on_board = [pc for pieces in self.occupied.values() for pc in pieces]
        workers = sum(b.workers + self.setup.worker_stock - b.extra_workers for b in self.boards)
        temps = self.temps_on_board + sum(b.temps_free for b in self.boards) + sum(1 for _, k in on_board if k == "t")
        black = int(4 in self.bonus_cards) + sum(b.black_worker for b in self.boards)
        rubles_out = sum(b.rubles for b in self.boards) + sum(1 for _, k in on_board if k == "r")
        tiles = sum(self.supply) + len(self.pool) + self.box + int(5 in self.bonus_cards)
        tiles += sum(len(b.loco_tiles()) + len(b.factories) for b in self.boards)
        tiles += sum(1 for t in self.pending if t.kind == "place_locomotive")  # a tile in hand
        rails = 0
        for b in self.boards:
            for c, count in enumerate(self.data.colour_counts):
                placed = sum(1 for row in b.rails if row[c])
                rails += placed + (count - placed if b.unlocked[c] else count)
        return {
            "workers": workers,
            "temporary_workers": temps,
            "black_worker": black,
            "rubles_balance": self.rubles_issued - self.rubles_returned - rubles_out,
            "rails": rails,
            "locomotive_tiles": tiles,
            "doublers": self.doubler_stock + sum(b.doublers for b in self.boards),
        }

    def violations(self) -> list[str]:
        """Broken invariants (an empty list in every reachable state): worker counts, rail order."""
        out: list[str] = []
        on_board = [pc for pieces in self.occupied.values() for pc in pieces]
        for p, b in enumerate(self.boards):
            placed = sum(1 for q, k in on_board if q == p and k == "w")
            if placed + b.workers_free != b.workers:
                out.append(f"player {p}: {placed} placed + {b.workers_free} free != {b.workers} workers")
            if b.rubles < 0 or b.workers_free < 0 or b.temps_free < 0:
                out.append(f"player {p}: negative holdings")
            if b.extra_workers > self.setup.worker_stock:
                out.append(f"player {p}: more extra workers than the stock holds")
            for r, rw in enumerate(self.data.railways):
                row = b.rails[r]
                placed_rails = [pos for pos in row if pos]
                if placed_rails != sorted(set(placed_rails), reverse=True) or any(
                    row[c] and not row[c - 1] for c in range(1, len(row))
                ):
                    out.append(f"player {p}: rails out of order on the {rw.name}")
                if any(row[c] and (c not in rw.colours or not b.unlocked[c]) for c in range(len(row))):
                    out.append(f"player {p}: a rail the {rw.name} railway does not take")
                if row[0] > rw.length or len(b.locos[r]) > rw.slots:
                    out.append(f"player {p}: {rw.name} overfull")
            if len(b.factories) > 5 or len(b.markers) > 2:
                out.append(f"player {p}: too many factories or markers")
        return out
