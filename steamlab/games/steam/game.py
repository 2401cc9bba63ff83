"""Steam (Martin Wallace, 2009): the base game and the standard game.

Base game (seed 000): order from drawn action tiles (first-game cash $0, $1,
$2, ...), capital at any time ($5 a step down the income track, 2 VP per $5
once income is at -10), action tiles with costs (City Growth $2, Locomotive $4
+ level, Urbanization $6), build, two move rounds, income, turn order from the
tiles taken.

Standard game (seeds 000/002/003): capital only in phase 1 (at least $10 in
the first turn), the turn-order auction, free actions, maintenance $1 per
locomotive level, the shortfall rule (VP, then income, $2 a step, then
bankruptcy).

Both end after 10/8/7 turns (3/4/5-6 players) and score income / 2 (x 2 when
negative), +1 per complete link, plus the VP track; ties go to the higher
income, then the lower action tile of the last turn (seeds 002/003).
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from steamlab.core.errors import SteamlabError
from steamlab.core.hexgrid import label, parse_label
from steamlab.engine.state import Action, ActionCodec, Score, ScoreItem
from steamlab.games.rails.actions import (
    ChooseAction,
    CityGrowth,
    EndBuild,
    RaiseCapital,
    Setup,
    TakePoints,
    Urbanize,
    UrbanizeSupply,
)
from steamlab.games.rails.auction import steam_payments
from steamlab.games.rails.delivery import Delivery, DeliveryRules
from steamlab.games.rails.game import SHARED_ACTIONS, RailGame, load_rules, setup_shortfall
from steamlab.games.rails.links import Link
from steamlab.i18n import cite, msg

RULESETS = ("base", "standard")


class SteamGame(RailGame):
    """A game of Steam; ``rules`` is ``"base"`` or ``"standard"``."""

    game: ClassVar[str] = "steam"
    delivery_rules: ClassVar[DeliveryRules] = DeliveryRules("steam")
    codec: ClassVar[ActionCodec] = ActionCodec([*SHARED_ACTIONS, RaiseCapital, UrbanizeSupply, CityGrowth, TakePoints])

    def __init__(self, *, players: int, map_name: str, rules: str, seed: int) -> None:
        if rules not in RULESETS:
            raise SteamlabError(f"Steam rules are 'base' or 'standard', not {rules!r}")
        super().__init__(players=players, map_name=map_name, rules=rules, seed=seed, data=load_rules("steam"))
        self.standard = rules == "standard"
        self.auction_payments = steam_payments
        self.phases = ("capital", "auction", "actions", "build", "move", "income") if self.standard else (
            "actions", "build", "move", "income", "order")  # fmt: skip
        self.supply: list[list[str]] = []
        self.growth_marks: set[str] = set()
        """Labels of cities that received a City Growth marker."""
        self.urbanize_pending = False
        self.city_growth_used = False

    # -- set-up (chance) -----------------------------------------------------------
    def _sample_chance(self, rng: random.Random) -> Action:
        per_space = self.map.goods_supply.cubes_3p if self.num_players == 3 else self.map.goods_supply.cubes
        cities, supply, order = self._sample_setup(rng, [per_space] * self.map.goods_supply.spaces)
        return Setup(cities, order, supply)

    def _why_chance_illegal(self, action: Action) -> str | None:
        short = setup_shortfall("steam", self.map, self.num_players)
        if short is not None:  # no draw can fill the map: say what is short, not that the draws are
            return short
        per_space = self.map.goods_supply.cubes_3p if self.num_players == 3 else self.map.goods_supply.cubes
        if isinstance(action, Setup) and (
            len(action.supply) != self.map.goods_supply.spaces or any(len(s) != per_space for s in action.supply)
        ):
            return msg("steam.no.setup_supply", spaces=self.map.goods_supply.spaces, n=per_space)
        return self._setup_reason(action, action.supply if isinstance(action, Setup) else ())

    def _apply_chance(self, action: Action) -> None:
        assert isinstance(action, Setup)
        self._setup_board(action)
        for cubes in action.supply:
            self.take_from_bag(cubes)
            self.supply.append(list(cubes))
        if not self.standard:
            for i, p in enumerate(self.order):
                self.receive(p, i, msg("rails.why.first_cash"))
        self.start_turn()

    # -- legal actions per phase -------------------------------------------------------
    def _phase_actions(self) -> list[Action]:
        if self.pending_points:
            return [TakePoints("income"), TakePoints("vp")]
        out: list[Action]
        if self.phase == "capital":
            lo, hi = self._capital_range(self.queue[0])
            return [RaiseCapital(n) for n in range(lo, hi + 1)]
        if self.phase == "auction":
            return self._auction_actions()
        if self.phase == "actions":
            out = self._action_choices()
        elif self.phase == "build":
            out = self._steam_build_options()
        elif self.phase == "move":
            out = self._move_options()
        else:
            out = []
        if not self.standard and self.seats[self._actor()].income > self.data["min_income"]:
            out.append(RaiseCapital(1))  # base game: capital at any time
        return out

    def _capital_range(self, player: int) -> tuple[int, int]:
        seat = self.seats[player]
        hi = seat.income - self.data["min_income"]
        lo = self.data["first_turn_min_capital"] // self.data["capital_step"] if self.turn == 1 else 0
        return min(lo, hi), hi

    def _steam_build_options(self) -> list[Action]:
        if self.urbanize_pending:
            return [UrbanizeSupply(i + 1) for i, cubes in enumerate(self.supply) if cubes]
        out = self._build_options()
        p = self.queue[0]
        if self.seats[p].action == "city_growth" and not self.city_growth_used and len(self.growth_marks) < self.data[
            "city_growth_markers"
        ]:
            spaces = [i + 1 for i, cubes in enumerate(self.supply) if cubes]
            for h, city in self.map.cities():
                if not city.growth_marker and label(h) not in self.growth_marks:
                    out[-1:-1] = [CityGrowth(label(h), s) for s in spaces]
            for h in self.board.new_cities:
                if label(h) not in self.growth_marks:
                    out[-1:-1] = [CityGrowth(label(h), s) for s in spaces]
        return out

    def _may_take(self, tile: dict[str, Any]) -> bool:
        if not super()._may_take(tile):
            return False
        return self.standard or self.seats[self.queue[0]].cash >= self.action_cost(self.queue[0], tile["id"])

    def action_cost(self, player: int, tile: str) -> int:
        """What taking ``tile`` costs in the base game ($0 in the standard game and for passing)."""
        if self.standard or tile == "pass":
            return 0
        spec = next(a for a in self.action_tiles() if a["id"] == tile)
        # seed 000: "$4 + level (e.g. Lv1 -> Lv2 pays $6)": the worked example prices the new level
        extra = self.seats[player].locomotive + 1 if spec.get("plus_level") else 0
        return int(spec.get("base_cost", 0)) + extra

    # -- applying ---------------------------------------------------------------------
    def _apply_title_move(self, player: int, action: Action) -> bool:
        if isinstance(action, RaiseCapital):
            self._raise_capital(player, action.steps)
            if self.phase == "capital":
                self._done_acting()
        elif isinstance(action, TakePoints):
            self._take_points(action)
        elif isinstance(action, ChooseAction):
            cost = self.action_cost(player, action.tile)
            self.pay(player, cost, msg("rails.why.action", tile=action.tile))
            self._take_action(player, action.tile)
            self._done_acting()
        elif isinstance(action, CityGrowth):
            self._city_growth(player, action)
        elif isinstance(action, UrbanizeSupply):
            city = self._last_new_city()
            self.log.append(msg("rails.log.supply_to_city", player=player, space=action.space,
                                cubes=tuple(self.supply[action.space - 1]), place=self.board.place_name(city)))
            self._place_supply(player, action.space, city)
            self.urbanize_pending = False
        else:
            return False
        return True

    def _apply_build(self, action: Action) -> bool:
        if isinstance(action, EndBuild):
            self.city_growth_used = False  # the next build turn may use City Growth again
        return super()._apply_build(action)

    def _raise_capital(self, player: int, steps: int) -> None:
        if not steps:
            self.log.append(msg("rails.log.no_capital", player=player))
        self.seats[player].income -= steps
        self.receive(player, steps * self.data["capital_step"], msg("rails.why.capital", steps=steps))

    def _take_action(self, player: int, tile: str) -> None:
        super()._take_action(player, tile)
        if tile == "turn_order":
            self.seats[player].free_pass = True

    def _city_growth(self, player: int, action: CityGrowth) -> None:
        h = parse_label(action.at)
        self._place_supply(player, action.space, h)
        self.growth_marks.add(action.at)
        self.city_growth_used = True
        self.log.append(msg("rails.log.grows", player=player, place=self.board.place_name(h)))

    def _place_supply(self, player: int, space: int, h: Any) -> None:
        cubes = self.supply[space - 1]
        self.board.cubes.setdefault(h, []).extend(cubes)
        self.supply[space - 1] = []
        self._network = None

    def _last_new_city(self) -> Any:
        assert self.build_turn is not None
        return next(h for h in reversed(list(self.board.new_cities)))

    def _build_blocked(self) -> str | None:
        if self.urbanize_pending:
            return msg("steam.no.supply_first", rule=cite("002", "urbanization"))
        return None

    def _after_urbanize(self, player: int, action: Urbanize) -> None:
        if any(self.supply):
            self.urbanize_pending = True

    def _delivered(self, mover: int, delivery: Delivery) -> None:
        self.removed[delivery.move.color] += 1
        others = [p for p in self.order if p != mover]
        pts = dict(delivery.points)
        self.pending_points = [(p, pts[p]) for p in [mover, *others] if p in pts and not self.seats[p].out]

    def _take_points(self, action: TakePoints) -> None:
        p, n = self.pending_points.pop(0)
        if action.to == "income":
            self.seats[p].income += n
        else:
            self.seats[p].vp += n
        self.log.append(msg("rails.log.points", player=p, n=n, to=action.to))
        if not self.pending_points:
            self._next_mover()

    # -- phases -------------------------------------------------------------------------
    def _begin_capital(self) -> None:
        self.queue = self.active()

    def _begin_income(self) -> None:
        for p in self.active():
            self._income(p)

    def _income(self, p: int) -> None:
        seat = self.seats[p]
        if seat.income > 0:
            self.receive(p, seat.income, msg("rails.why.income"))
        owed = -seat.income if seat.income < 0 else 0
        if self.standard:
            owed += seat.locomotive
        if owed:
            self._settle_debt(p, owed)

    def _settle_debt(self, p: int, owed: int) -> None:
        """Pay ``owed``; make up a shortfall as the rules of base or standard say."""
        seat = self.seats[p]
        paid = min(seat.cash, owed)
        self.pay(p, paid, msg("rails.why.expenses") if self.standard else msg("rails.why.negative_income"))
        short = owed - paid
        if not short:
            return
        if not self.standard:
            # base (seed 000): borrow ($5 a step down the income track); at -10, 2 VP per $5
            while short > 0 and seat.income > self.data["min_income"]:
                self._raise_capital(p, 1)
                take = min(5, short)
                self.pay(p, take, msg("rails.why.borrowed"))
                short -= take
            if short > 0:
                lost = 2 * -(-short // 5)
                seat.vp -= lost
                self.log.append(msg("rails.log.vp_for_cash", player=p, vp=lost, amount=short))
            return
        # standard (seeds 000/002): $2 per VP, then $2 per income step, else bankrupt
        amount, vp, steps = short, 0, 0
        while short > 0:
            if seat.vp > 0:
                seat.vp -= 1
                vp += 1
            elif seat.income > self.data["min_income"]:
                seat.income -= 1
                steps += 1
            else:
                self.leave_game(p, msg("rails.log.bankrupt"))
                return
            short -= 2
        self.log.append(msg("rails.log.shortfall", player=p, amount=amount, vp=vp, steps=steps))
        if short < 0:
            self.receive(p, -short, msg("rails.why.change"))

    def _begin_order(self) -> None:
        numbers = {a["id"]: a["number"] for a in self.action_tiles()}
        active = sorted(self.active(), key=lambda p: numbers.get(self.seats[p].action or "", 99))
        self.order = active + [p for p in self.order if self.seats[p].out]

    # -- scoring ---------------------------------------------------------------------------
    HEURISTIC_INCOME = 0.5

    def score_of(self, player: int, complete: list[Link]) -> Score:
        """VP track + income / 2 (x 2 when negative) + 1 per complete link; tie-breaks: income,
        then the lower action tile of the last turn. A bankrupt player is ``out``: they place
        below every player still in the game."""
        seat = self.seats[player]
        numbers = {a["id"]: a["number"] for a in self.action_tiles()}
        links = len(complete)
        income_vp = seat.income // 2 if seat.income >= 0 else seat.income * 2
        how = msg("score.steam_income_half" if seat.income >= 0 else "score.steam_income_double", income=seat.income)
        items = (
            ScoreItem(msg("score.vp_track"), seat.vp),
            ScoreItem(how, income_vp),
            ScoreItem(msg("score.complete_links", n=links), links),
        )
        tile = -numbers.get(seat.action or "", 99)
        return Score(player, items, (seat.income, tile), out=seat.out)

    def _snapshot_extra(self) -> dict[str, Any]:
        return {
            "supply": [list(s) for s in self.supply],
            "growth_marks": sorted(self.growth_marks),
            "urbanize_pending": self.urbanize_pending,
            "city_growth_used": self.city_growth_used,
        }

    def export_goods(self) -> dict[str, Any]:
        return {"supply": [list(c) for c in self.supply], "growth_marks": sorted(self.growth_marks)}

    def goods_lists(self, pos: dict[str, Any]) -> dict[str, list[str]]:
        supply = pos.get("supply", [])
        if not isinstance(supply, list):
            return {}
        return {f"supply space {i + 1}": list(c) for i, c in enumerate(supply) if isinstance(c, list)}

    def check_goods(self, pos: dict[str, Any]) -> list[str]:
        supply = pos.get("supply", [[] for _ in range(self.map.goods_supply.spaces)])
        out: list[str] = []
        if not isinstance(supply, list) or len(supply) != self.map.goods_supply.spaces:
            out.append(msg("position.supply_spaces", n=self.map.goods_supply.spaces, map=self.map.title))
        elif any(not isinstance(c, list) or len(c) > self.map.goods_supply.cubes for c in supply):
            out.append(msg("position.supply_space", n=self.map.goods_supply.cubes))
        marks = pos.get("growth_marks", [])
        if not isinstance(marks, list) or len(marks) > self.data["city_growth_markers"]:
            out.append(msg("position.marks", n=self.data["city_growth_markers"]))
        return out

    def load_goods(self, pos: dict[str, Any]) -> None:
        self.supply = [list(c) for c in pos.get("supply", [[] for _ in range(self.map.goods_supply.spaces)])]
        self.growth_marks = set(pos.get("growth_marks", []))

    def _copy_extra(self, new: Any) -> None:
        new.supply = [list(s) for s in self.supply]
        new.growth_marks = set(self.growth_marks)

    def cubes_in_play(self) -> Any:
        out = super().cubes_in_play()
        for cubes in self.supply:
            out.update(cubes)
        return out

    def _explain(self, action: Action) -> str:
        if isinstance(action, RaiseCapital):
            if self.standard and self.phase != "capital":
                return msg("steam.no.capital_phase", rule=cite("000", "standard game"))
            if self.phase == "capital":
                lo, hi = self._capital_range(self.queue[0])
                if action.steps < lo:
                    return msg("steam.no.capital_min", rule=cite("000", "standard game"), amount=lo * 5)
                return msg("steam.no.capital_max", n=hi)
        ids = [a["id"] for a in self.action_tiles()]
        taken = {seat.action for seat in self.seats}
        if (
            isinstance(action, ChooseAction)
            and self.phase == "actions"
            and not self.standard
            and action.tile in ids
            and action.tile not in taken
        ):
            cost, cash = self.action_cost(self.queue[0], action.tile), self.seats[self.queue[0]].cash
            if cost > cash:
                return msg("steam.no.action_cash", tile=action.tile, cost=cost, cash=cash)
        if isinstance(action, CityGrowth):
            return msg("steam.no.city_growth", rule=cite("002", "actions"))
        return super()._explain(action)
