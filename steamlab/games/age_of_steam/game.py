"""Age of Steam (2002), from seed 001 with the numbers of ``data/age_of_steam/rules.json``.

A turn: issue shares ($5 each), the turn-order auction (first to drop out pays
nothing, later drop-outs half their last bid rounded up, the winner in full),
action selection (First Move, First Build, Engineer, Locomotive, Urbanization,
Production, Turn Order), build, two move rounds (+1 income per link to its
owner), income, expenses ($1 per share and per locomotive level; a shortfall
lowers income, below -10 the player is eliminated), income reduction, goods
growth (Production, dice, new cities).

Final score: 3 x income - 3 x shares + 1 per section (track tile) of each of the
player's complete links.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from steamlab.core.errors import SteamlabError
from steamlab.engine.state import Action, ActionCodec, Score, ScoreItem
from steamlab.games.rails.actions import (
    Build,
    ChooseAction,
    DrawCubes,
    IssueShares,
    Produce,
    RollDice,
    Setup,
    Urbanize,
)
from steamlab.games.rails.auction import age_of_steam_payments
from steamlab.games.rails.delivery import Delivery, DeliveryRules
from steamlab.games.rails.game import SHARED_ACTIONS, RailGame, load_rules, setup_shortfall
from steamlab.games.rails.links import Link
from steamlab.i18n import cite, msg


def income_reduction(income: int, table: list[list[int]]) -> int:
    """How far income drops in the income reduction phase.

    >>> [income_reduction(i, [[10, 0], [20, 2], [30, 4], [40, 6], [49, 8], [1000, 10]]) for i in (10, 11, 35, 50)]
    [0, 2, 6, 10]
    """
    for top, cut in table:
        if income <= top:
            return cut
    return table[-1][1]


def link_tiles(link: Link) -> int:
    """The sections (track tiles) a complete link scores at the end: every hex its track runs
    over, the town tiles at its ends included (seed 001 ■勝利点: 1 VP per section of each
    complete link). Each link counts its own sections, so a town tile or a crossing that two of
    the player's links run over scores once for each (see docs/age-of-steam.md).
    """
    return link.length()


class AgeOfSteamGame(RailGame):
    """A game of Age of Steam."""

    game: ClassVar[str] = "age_of_steam"
    delivery_rules: ClassVar[DeliveryRules] = DeliveryRules("age_of_steam")
    codec: ClassVar[ActionCodec] = ActionCodec([*SHARED_ACTIONS, IssueShares, Produce, DrawCubes, RollDice])

    def __init__(self, *, players: int, map_name: str, seed: int) -> None:
        super().__init__(players=players, map_name=map_name, rules=None, seed=seed, data=load_rules("age_of_steam"))
        empty = self.map.goods_display.empty_columns()
        if empty:  # goods grow by dice in every column: a column without its city cannot be played
            raise SteamlabError(msg("rails.no.display_empty", map=self.map.title, n=len(empty)))
        self.phases = ("shares", "auction", "actions", "build", "move", "income", "growth")
        self.display: dict[str, list[str | None]] = {}
        """Goods display columns (``"light-3"``, ``"dark-6"``, new cities ``"A"``...), each a list of its
        boxes, the 1st box first; ``None`` is an empty box."""
        self.auction_payments = age_of_steam_payments
        self.opening_bid = self.data["min_bid"]
        self.produced: list[str] = []
        """Cubes drawn by Production, waiting to be placed."""
        self.growth_step = ""
        """``"draw"``, ``"place"``, ``"dice"`` while goods grow."""

    # -- goods display -------------------------------------------------------------
    def column_names(self) -> list[str]:
        return self.map.goods_display.column_ids()

    def capacity(self, column: str) -> int:
        return self.map.goods_display.boxes(column)

    def column_city(self, column: str) -> Any:
        """The hex a display column feeds (``None`` for a new city not yet on the map)."""
        if "-" in column:
            half, n = column.split("-")
            return self.map.find(self.map.goods_display.columns[(half, int(n))])
        for h, (cid, _) in self.board.new_cities.items():
            if cid == column:
                return h
        return None

    # -- chance ------------------------------------------------------------------------
    def _chance_pending(self) -> bool:
        return self.phase == "growth" and self.growth_step in ("draw", "dice")

    def _sample_chance(self, rng: random.Random) -> Action:
        if self.phase == "setup":
            columns = self.column_names()
            cities, display, order = self._sample_setup(rng, [self.capacity(c) for c in columns])
            return Setup(cities, order, display=tuple(zip(columns, display, strict=True)))
        if self.growth_step == "draw":
            return DrawCubes(self.draw(rng, 2))
        n = self.num_players
        return RollDice(tuple(rng.randint(1, 6) for _ in range(n)), tuple(rng.randint(1, 6) for _ in range(n)))

    def _why_chance_illegal(self, action: Action) -> str | None:
        if self.phase == "setup":
            short = setup_shortfall("age_of_steam", self.map, self.num_players)
            if short is not None:  # no draw can fill the map: say what is short, not that the draws are
                return short
            if isinstance(action, Setup) and (
                [c for c, _ in action.display] != self.column_names()
                or any(len(cubes) != self.capacity(col) for col, cubes in action.display)
            ):
                return msg("aos.no.setup_display")
            return self._setup_reason(action, [c for _, c in action.display] if isinstance(action, Setup) else ())
        if self.growth_step == "draw":
            if not isinstance(action, DrawCubes) or len(action.colors) != min(2, self.bag.total()):
                return msg("aos.no.production", rule=cite("001", "goods growth"))
            return self.bag_reason(action.colors)
        if not isinstance(action, RollDice):
            return msg("aos.no.dice_now")
        n = self.num_players
        if len(action.light) != n or len(action.dark) != n or not all(1 <= d <= 6 for d in action.light + action.dark):
            return msg("aos.no.dice", n=n)
        return None

    def _apply_chance(self, action: Action) -> None:
        if isinstance(action, Setup):
            self._setup_board(action)
            for col, cubes in action.display:
                self.take_from_bag(cubes)
                self.display[col] = list(cubes)
            for p in range(self.num_players):
                self.receive(p, self.data["start_cash"], msg("rails.why.start_cash"))
                self.seats[p].shares = self.data["start_shares"]
            self.start_turn()
        elif isinstance(action, DrawCubes):
            holder = self.holder("production")
            if holder is not None:
                self.log.append(msg("rails.log.draws", player=holder, cubes=tuple(action.colors)) if action.colors
                                else msg("rails.log.draws_none", player=holder))
            self.take_from_bag(action.colors)
            self.produced = list(action.colors)
            self.growth_step = "place" if self.produced else "dice"
            if self.growth_step == "place" and not self._empty_boxes():
                self._return_produced()
        else:
            assert isinstance(action, RollDice)
            self._grow(action)

    def _empty_boxes(self) -> list[tuple[str, int]]:
        """Every empty box as (column, box number from 1)."""
        return [(c, i + 1) for c in self.column_names() for i, cube in enumerate(self.display[c]) if cube is None]

    def _take_first(self, column: str) -> str | None:
        """Take the cube of the column's 1st box, else the 2nd, else the 3rd (seed 001, dice)."""
        boxes = self.display[column]
        for i, cube in enumerate(boxes):
            if cube is not None:
                boxes[i] = None
                return cube
        return None

    def _return_produced(self) -> None:
        for c in self.produced:
            self.bag[c] += 1
        self.produced = []
        self.growth_step = "dice"

    def _grow(self, roll: RollDice) -> None:
        for half, dice in (("light", roll.light), ("dark", roll.dark)):
            for d in dice:
                cube = self._take_first(f"{half}-{d}")
                if cube is not None:
                    self.board.cubes.setdefault(self.column_city(f"{half}-{d}"), []).append(cube)
        for c in self.map.new_cities:
            h = self.column_city(c.id)
            if h is not None:  # seed 001: the new city receives its letter's 1st and 2nd cubes
                while (cube := self._take_first(c.id)) is not None:
                    self.board.cubes.setdefault(h, []).append(cube)
        self.log.append(msg("rails.log.growth_roll", light=list(roll.light), dark=list(roll.dark)))
        self.growth_step = ""
        self._network = None
        self._next_phase()

    # -- legal actions ---------------------------------------------------------------------
    def _phase_actions(self) -> list[Action]:
        if self.phase == "shares":
            issued = self.seats[self.queue[0]].shares
            return [IssueShares(n) for n in range(0, self.data["max_shares"] - issued + 1)]
        if self.phase == "auction":
            return self._auction_actions()
        if self.phase == "actions":
            return self._action_choices()
        if self.phase == "build":
            return self._build_options()
        if self.phase == "move":
            return self._move_options()
        if self.phase == "growth" and self.growth_step == "place":
            return [Produce(c, box) for c, box in self._empty_boxes()]
        return []

    def _may_urbanize_now(self) -> bool:
        return self.build_turn is not None and self.build_turn.done == 0  # seed 001: before building

    def _actor(self) -> int:
        if self.phase == "growth":
            holder = self.holder("production")
            assert holder is not None
            return holder
        return super()._actor()

    # -- applying ------------------------------------------------------------------------------
    def _apply_title_move(self, player: int, action: Action) -> bool:
        if isinstance(action, IssueShares):
            if not action.count:
                self.log.append(msg("rails.log.no_shares", player=player))
            self.seats[player].shares += action.count
            self.receive(player, action.count * self.data["share_price"], msg("rails.why.shares", n=action.count))
            self._done_acting()
        elif isinstance(action, ChooseAction):
            self._take_action(player, action.tile)
            self._done_acting()
        elif isinstance(action, Produce):
            cube = self.produced.pop(0)
            self.display[action.column][action.box - 1] = cube
            self.log.append(msg("rails.log.produces", player=player, colour=cube, column=action.column, box=action.box))
            if not self.produced:
                self.growth_step = "dice"
            elif not self._empty_boxes():
                self._return_produced()
        else:
            return False
        return True

    def _take_action(self, player: int, tile: str) -> None:
        super()._take_action(player, tile)
        if tile == "turn_order":
            self.seats[player].free_pass = True

    def _delivered(self, mover: int, delivery: Delivery) -> None:
        self.bag[delivery.move.color] += 1
        for p, n in delivery.points:
            if not self.seats[p].out:
                self.seats[p].income += n

    # -- phases --------------------------------------------------------------------------------
    def _begin_shares(self) -> None:
        self.queue = self.active()

    def _begin_income(self) -> None:
        for p in self.active():
            seat = self.seats[p]
            if seat.income > 0:
                self.receive(p, seat.income, msg("rails.why.income"))
            owed = (-seat.income if seat.income < 0 else 0) + seat.shares + seat.locomotive
            paid = min(seat.cash, owed)
            self.pay(p, paid, msg("rails.why.aos_expenses", shares=seat.shares, level=seat.locomotive))
            short = owed - paid
            if short:
                if seat.income - short < self.data["min_income"]:
                    self.leave_game(p, msg("rails.log.eliminated"))
                    continue
                seat.income -= short
                self.log.append(msg("rails.log.short", player=p, amount=short))
            cut = income_reduction(seat.income, self.data["income_reduction"])
            if cut:
                seat.income -= cut
                self.log.append(msg("rails.log.income_reduction", player=p, cut=cut))

    def _begin_growth(self) -> None:
        producer = self.holder("production")
        self.growth_step = "draw" if producer is not None and self.bag.total() > 0 else "dice"

    # -- scoring --------------------------------------------------------------------------------
    def score_of(self, player: int, complete: list[Link]) -> Score:
        """3 x income - 3 x shares + 1 per section (track tile) of each complete link (seed 001).

        An eliminated player (seed 001: 「ゲームから脱落する」) keeps a score but is ``out``:
        they place below every player still in the game.
        """
        seat = self.seats[player]
        tiles = sum(link_tiles(link) for link in complete)
        items = (
            ScoreItem(msg("score.aos_income", income=seat.income), 3 * seat.income),
            ScoreItem(msg("score.aos_shares", n=seat.shares), -3 * seat.shares),
            ScoreItem(msg("score.aos_tiles", n=len(complete)), tiles),
        )
        return Score(player, items, out=seat.out)

    def cubes_in_play(self) -> Any:
        out = super().cubes_in_play()
        for cubes in self.display.values():
            out.update(c for c in cubes if c is not None)
        out.update(self.produced)
        return out

    def _snapshot_extra(self) -> dict[str, Any]:
        return {
            "display": sorted((c, list(v)) for c, v in self.display.items()),
            "produced": list(self.produced),
            "growth_step": self.growth_step,
        }

    def export_goods(self) -> dict[str, Any]:
        return {"display": {c: list(v) for c, v in self.display.items()}}

    def goods_lists(self, pos: dict[str, Any]) -> dict[str, list[str]]:
        display = pos.get("display", {})
        if not isinstance(display, dict):
            return {}
        return {f"display {c}": [x for x in v if isinstance(x, str)] for c, v in display.items() if isinstance(v, list)}

    def check_goods(self, pos: dict[str, Any]) -> list[str]:
        display = pos.get("display", {})
        if not isinstance(display, dict):
            return [msg("position.display")]
        out: list[str] = []
        for col, cubes in display.items():
            if col not in self.column_names():
                out.append(msg("position.display_column", column=col, columns=", ".join(self.column_names())))
            elif not isinstance(cubes, list) or len(cubes) > self.capacity(col):
                out.append(msg("position.display_full", column=col, n=self.capacity(col)))
            elif any(c is not None and c not in self.data["cubes"] for c in cubes):
                out.append(msg("position.display_colour", column=col))
        return out

    def load_goods(self, pos: dict[str, Any]) -> None:
        display = pos.get("display", {})
        self.display = {}
        for c in self.column_names():
            boxes = list(display.get(c, []))  # a short list: the boxes after it are empty
            self.display[c] = boxes + [None] * (self.capacity(c) - len(boxes))

    def _copy_extra(self, new: Any) -> None:
        new.display = {c: list(v) for c, v in self.display.items()}
        new.produced = list(self.produced)

    def _explain(self, action: Action) -> str:
        if isinstance(action, IssueShares) and self.phase == "shares":
            return msg("aos.no.max_shares", n=self.data["max_shares"])
        if isinstance(action, Urbanize) and self.phase == "build":
            return msg("aos.no.urbanize", rule=cite("001", "urbanization"))
        if isinstance(action, Build):
            return msg("rails.no.build_phase")
        if isinstance(action, Produce) and self.phase == "growth" and self.growth_step == "place":
            return msg("aos.no.produce_box", rule=cite("001", "goods growth"))  # seed 001 ■商品補充: 任意の空きマス
        return super()._explain(action)


def make(players: int, map_name: str | None, rules: str | None, seed: int) -> AgeOfSteamGame:
    if rules not in (None, "standard"):
        raise SteamlabError(f"Age of Steam has one rule set; got rules={rules!r}")
    return AgeOfSteamGame(players=players, map_name=map_name or "rust_belt", seed=seed)
