"""The turn engine Steam and Age of Steam share: seats, money, phases, building, moving goods.

A :class:`RailGame` is a :class:`~steamlab.engine.state.GameState`. Each title
(``steamlab.games.steam``, ``steamlab.games.age_of_steam``) lists its phases
and fills in the hooks where the rules differ (money raising, auction
payments, action tiles, income and expenses, goods growth, scoring). The
shared phases -- building and moving goods -- live here, over the building and
delivery rules of this package.

Every dollar passes through :meth:`RailGame.pay` or :meth:`RailGame.receive`,
so what the players hold always equals what the bank paid out minus what it
took in (``conservation()`` checks it, with cubes and tiles).
"""

from __future__ import annotations

import copy as _copy
import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from steamlab.core.datafiles import data_path, load_json
from steamlab.core.errors import DataError, SteamlabError
from steamlab.core.hexgrid import label, parse_label
from steamlab.core.maps import COLORS, GameMap, load_map
from steamlab.engine.sampling import sensible
from steamlab.engine.state import CHANCE, TERMINAL, Action, GameState, Score
from steamlab.games.rails.actions import (
    Bid,
    Build,
    ChooseAction,
    DropOut,
    EndBuild,
    FreePass,
    PassMove,
    Setup,
    UpgradeLocomotive,
    Urbanize,
)
from steamlab.games.rails.auction import Auction, steam_payments
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import RULES as BUILD_RULES
from steamlab.games.rails.building import BuildTurn
from steamlab.games.rails.delivery import (
    Delivery,
    DeliveryRules,
    MoveGoods,
    Network,
    apply_delivery,
    board_network,
    check_delivery,
    legal_deliveries,
)
from steamlab.games.rails.links import Link, trace_links
from steamlab.games.rails.position import check_position, export_position, load_position
from steamlab.games.rails.seat import Seat
from steamlab.i18n import msg


def setup_shortfall(game: str, game_map: GameMap, players: int) -> str | None:
    """Why ``game`` (``"steam"`` or ``"age_of_steam"``) cannot be set up on ``game_map`` with ``players``
    players, naming what is short, else ``None``: set-up draws each city's ``start_cubes``, then Steam's goods
    supply (spaces x cubes a space) or Age of Steam's goods display (every box), all from the bag.

    >>> from steamlab.core.maps import load_map
    >>> setup_shortfall("steam", load_map("rust_belt"), 3) is None
    True
    """
    cities = sum(city.start_cubes for _, city in game_map.cities())
    if game == "steam":
        supply = game_map.goods_supply
        per_space = supply.cubes_3p if players == 3 else supply.cubes
        extra, where = supply.spaces * per_space, msg("rails.setup_supply_part", spaces=supply.spaces, n=per_space)
    else:
        display = game_map.goods_display
        extra = sum(display.boxes(c) for c in display.column_ids())
        where = msg("rails.setup_display_part", boxes=extra)
    bag = sum(load_rules(game)["cubes"].values())
    if cities + extra <= bag:
        return None
    return msg("rails.no.setup_bag_short", need=cities + extra, held=bag, cities=cities, extra=extra, where=where,
               players=players)


def load_rules(game: str) -> dict[str, Any]:
    """``data/<game>/rules.json``, checked for the fields the engines read."""
    path = data_path(game, "rules.json")
    raw = load_json(path)
    src = f"{game}/rules.json"
    if not isinstance(raw, dict) or raw.get("format") != "steamlab-rules/1":
        raise DataError(src, "format", "expected 'steamlab-rules/1'")
    for name in ("cubes", "turns", "actions", "max_locomotive", "min_income"):
        if name not in raw:
            raise DataError(src, name, "missing")
    cubes = raw["cubes"]
    counts_ok = isinstance(cubes, dict) and all(isinstance(n, int) and n >= 0 for n in cubes.values())
    if not counts_ok or set(cubes) != set(COLORS):
        raise DataError(src, "cubes", f"needs a count of zero or more for each of {', '.join(COLORS)}")
    for i, a in enumerate(raw["actions"]):
        if not isinstance(a, dict) or not isinstance(a.get("id"), str) or not isinstance(a.get("number"), int):
            raise DataError(src, f"actions[{i}]", "an action tile needs an id and a number")
    return raw


SHARED_ACTIONS: tuple[type[Action], ...] = (
    Setup, Bid, DropOut, FreePass, ChooseAction, Build, Urbanize, EndBuild, MoveGoods, UpgradeLocomotive, PassMove
)  # fmt: skip
"""The actions of both titles: the set-up draws, the turn-order auction, action tiles, building, moving goods.
Each title's codec adds its own (Steam: capital, City Growth ...; Age of Steam: shares, Production ...).

>>> sorted(a.kind for a in SHARED_ACTIONS)[:3]
['bid', 'build', 'choose_action']
"""


class RailGame(GameState):
    """Shared state and phases of Steam and Age of Steam (see the module docstring)."""

    delivery_rules: ClassVar[DeliveryRules]

    def __init__(self, *, players: int, map_name: str, rules: str | None, seed: int, data: dict[str, Any]) -> None:
        super().__init__(players=players, seed=seed, rules=rules, map_name=map_name)
        self.data = data
        self.phases: tuple[str, ...] = ()
        """The phases of a turn, in order (set by the title)."""
        self.map: GameMap = load_map(map_name)
        if not self.map.min_players <= players <= self.map.max_players:
            raise SteamlabError(msg("rails.no.map_players", map=self.map.title, low=self.map.min_players,
                                    high=self.map.max_players, n=players))
        turns = data["turns"]
        if str(players) not in turns:
            raise SteamlabError(msg("rails.no.rules_players", game=self.game, counts=", ".join(turns), n=players))
        self.total_turns = self.map.turn_count(players, {int(k): v for k, v in turns.items()})
        self.full_turns = self.total_turns
        """The rules' length of this game in turns (:attr:`total_turns` may be made shorter: :meth:`set_options`)."""
        self.board = RailBoard(self.map)
        self.seats = [Seat() for _ in range(players)]
        self.order: list[int] = list(range(players))
        self.turn = 1
        self.phase = "setup"
        self.queue: list[int] = []
        self.bag: Counter[str] = Counter(data["cubes"])
        self.removed: Counter[str] = Counter()
        self.paid_out = 0
        self.taken_in = 0
        self.finished = False
        self.build_turn: BuildTurn | None = None
        self.move_round = 0
        self.upgraded: set[int] = set()
        self.pending_points: list[tuple[int, int]] = []
        self.log: list[str] = []
        self._legal_cache: list[Action] | None = None
        self._without_builds = False
        self.auction: Auction | None = None
        self.auction_payments: Callable[[Auction], dict[int, int]] = steam_payments
        """What each place pays at the end of the auction (the title sets it)."""
        self.opening_bid = 0
        self.start_position: dict[str, Any] | None = None
        """The position the game started from, when it was not a normal set-up (a scenario)."""

    # -- money -------------------------------------------------------------------
    def _repr_svg_(self) -> str:
        """The board (map, track, cubes) as SVG, so a notebook shows the state (the renderer is imported lazily).

        >>> import steamlab
        >>> steamlab.new_game("steam", players=3, seed=1)._repr_svg_().startswith("<svg")
        True
        """
        from steamlab.render.svg import board_svg

        return board_svg(self.board)

    def receive(self, player: int, amount: int, why: str) -> None:
        """The bank pays ``amount`` to ``player``."""
        self.seats[player].cash += amount
        self.paid_out += amount
        if amount:
            self.log.append(msg("rails.log.receives", player=player, amount=amount, why=why))

    def pay(self, player: int, amount: int, why: str) -> None:
        """``player`` pays ``amount`` to the bank (the caller checked the cash)."""
        self.seats[player].cash -= amount
        self.taken_in += amount
        if amount:
            self.log.append(msg("rails.log.pays", player=player, amount=amount, why=why))

    # -- the state API hooks ----------------------------------------------------------
    def _current_player(self) -> int:
        if self.finished:
            return TERMINAL
        if self.phase == "setup" or self._chance_pending():
            return CHANCE
        return self._actor()

    def _chance_pending(self) -> bool:
        return False

    def _actor(self) -> int:
        if self.pending_points:
            return self.pending_points[0][0]
        if self.phase == "auction" and self.auction is not None:
            return self.auction.bidder
        return self.queue[0]

    def _legal_actions(self) -> list[Action]:
        if self._legal_cache is None:
            if self.current_player == CHANCE:
                self._legal_cache = []
            else:
                self._legal_cache = self._phase_actions()
        return list(self._legal_cache)

    def _why_illegal(self, action: Action) -> str | None:
        if self.current_player == CHANCE:
            return self._why_chance_illegal(action)
        if self.phase == "build" and self.build_turn is not None and not self.pending_points:
            if isinstance(action, Build):
                return self._why_build_illegal(action)
            return None if action in self.other_actions() else self._explain(action)
        if isinstance(action, MoveGoods) and self.phase == "move" and not self.pending_points:
            return self._check_move(action)[1]
        if action in self._legal_actions():
            return None
        return self._explain(action)

    def _apply(self, action: Action) -> None:
        self._legal_cache = None
        if self.current_player == CHANCE:
            self._apply_chance(action)
        else:
            self._apply_move(action)

    def _why_chance_illegal(self, action: Action) -> str | None:
        return msg("rails.no.chance_wait", kind=action.kind)

    def _sample_setup(
        self, rng: random.Random, extra: Sequence[int]
    ) -> tuple[tuple[tuple[str, tuple[str, ...]], ...], tuple[tuple[str, ...], ...], tuple[int, ...]]:
        """What both titles draw at set-up: from the shuffled bag each city's printed number of cubes, then one draw
        of each size in ``extra`` (Steam's supply spaces, Age of Steam's display columns); then a random starting
        order. Returns (cubes per city label, the extra draws, the order)."""
        pool = sorted(self.bag.elements())
        rng.shuffle(pool)
        cities = list(self.map.cities())
        draws = []
        for n in [city.start_cubes for _, city in cities] + list(extra):
            draws.append(tuple(pool[:n]))
            del pool[:n]
        order = list(range(self.num_players))
        rng.shuffle(order)
        per_city = tuple((label(h), cubes) for (h, _), cubes in zip(cities, draws[: len(cities)], strict=True))
        return per_city, tuple(draws[len(cities) :]), tuple(order)

    def _setup_reason(self, action: Action, elsewhere: Sequence[Sequence[str]]) -> str | None:
        """What both titles check of the set-up draws: each city's printed number of cubes, a
        starting order of every seat, and no more cubes than the bag holds (``elsewhere``: the
        cubes drawn for the supply or the display)."""
        if not isinstance(action, Setup):
            return msg("rails.no.setup_first", kind=action.kind)
        starts = {label(h): c.start_cubes for h, c in self.map.cities()}
        if {at: len(c) for at, c in action.cities} != starts or len(action.cities) != len(starts):
            return msg("rails.no.setup_cubes")
        if sorted(action.order) != list(range(self.num_players)):
            return msg("rails.no.setup_order")
        return self.bag_reason([c for _, cubes in action.cities for c in cubes] + [c for cubes in elsewhere for c in cubes])

    def bag_reason(self, colors: Sequence[str]) -> str | None:
        """``None`` if the bag holds all of ``colors``, else why not."""
        want = Counter(colors)
        for color, n in sorted(want.items()):
            if color not in self.data["cubes"]:
                return msg("rails.no.cube_colour", colour=color)
            if self.bag[color] < n:
                return msg("rails.no.bag", held=self.bag[color], colour=color, n=n)
        return None

    def _setup_board(self, action: Setup) -> None:
        """Put the set-up draws on the cities and set the starting order."""
        for at, cubes in action.cities:
            self.take_from_bag(cubes)
            self.board.cubes[parse_label(at)] = list(cubes)
        self.order = list(action.order)

    def _apply_chance(self, action: Action) -> None:
        raise NotImplementedError

    # -- positions (scenarios) ------------------------------------------------------
    def position(self) -> dict[str, Any]:
        """This position as data, resumable at the start of the current phase (see ``position.py``)."""
        return export_position(self)

    def options(self) -> dict[str, int]:
        """``{"turns": n}`` for a game made shorter than the rules' length (a guided first game), else none."""
        return {"turns": self.total_turns} if self.total_turns != self.full_turns else {}

    def set_options(self, options: dict[str, Any]) -> None:
        """Make the game ``options["turns"]`` turns long (1 to the rules' length); no other option."""
        for key, value in options.items():
            if key != "turns":
                raise ValueError(f"a rail game has no option {key!r} (only 'turns')")
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= self.full_turns:
                raise ValueError(f"option 'turns' must be a whole number from 1 to {self.full_turns}")
            self.total_turns = value

    def load_position(self, pos: dict[str, Any]) -> None:
        """Start this game (at its set-up) from ``pos`` instead of the set-up draws."""
        if self.phase != "setup" or self.history:
            raise SteamlabError("A position can be loaded only into a game that has not started.")
        load_position(self, pos)

    def check_position(self, pos: Any) -> list[str]:
        """Every inconsistency of ``pos`` as a sentence (empty: the position is sound)."""
        return check_position(self, pos)

    def export_goods(self) -> dict[str, Any]:
        """Hook: the title's goods outside the map (Steam supply, AoS display) as position data."""
        return {}

    def goods_lists(self, pos: dict[str, Any]) -> dict[str, list[str]]:
        """Hook: the cubes a position holds outside the map, by place, for counting."""
        return {}

    def check_goods(self, pos: dict[str, Any]) -> list[str]:
        """Hook: title-specific checks of a position's goods."""
        return []

    def load_goods(self, pos: dict[str, Any]) -> None:
        """Hook: set the title's goods outside the map from a position."""

    def resume(self, phase: str) -> None:
        """Begin ``phase`` of the current turn (after loading a position)."""
        self.log.append(msg("rails.log.scenario", turn=self.turn, total=self.total_turns, phase=phase))
        self._begin(phase)

    def to_record(self) -> dict[str, Any]:
        record = super().to_record()
        if self.start_position is not None:
            record["start"] = _copy.deepcopy(self.start_position)  # the caller's to edit, not the game's
        return record

    # -- phases -----------------------------------------------------------------
    def start_turn(self) -> None:
        """Begin the first phase of the current turn."""
        if not self.active():
            self.finished = True
            self.phase = "end"
            self.log.append(msg("rails.log.all_out"))
            return
        self.log.append(msg("rails.log.turn", turn=self.turn, total=self.total_turns))
        for seat in self.seats:
            seat.action = None
        self._begin(self.phases[0])

    def _begin(self, phase: str) -> None:
        self.phase = phase
        self.queue = []
        getattr(self, f"_begin_{phase}")()
        if not self.queue and not self._chance_pending() and self.phase == phase and not self.finished:
            self._next_phase()

    def _next_phase(self) -> None:
        i = self.phases.index(self.phase)
        if i + 1 < len(self.phases):
            self._begin(self.phases[i + 1])
        elif self.turn >= self.total_turns:
            self.finished = True
            self.phase = "end"
            self.log.append(msg("rails.log.game_over"))
        else:
            self.turn += 1
            self.start_turn()

    def active(self) -> list[int]:
        """Seats still in the game, in turn order."""
        return [p for p in self.order if not self.seats[p].out]

    def _done_acting(self) -> None:
        """The queue's head has finished its part of the phase."""
        self.queue.pop(0)
        if not self.queue:
            self._next_phase()

    def holder(self, tile: str) -> int | None:
        """The seat that took action tile ``tile`` this turn."""
        for p, s in enumerate(self.seats):
            if s.action == tile and not s.out:
                return p
        return None

    def _first(self, tile: str) -> list[int]:
        """Turn order, with the holder of ``tile`` (First Build, First Move) moved to the front."""
        order = self.active()
        p = self.holder(tile)
        if p is not None:
            order.remove(p)
            order.insert(0, p)
        return order

    # -- action selection --------------------------------------------------------
    def action_tiles(self) -> list[dict[str, Any]]:
        return list(self.data["actions"])

    def _begin_actions(self) -> None:
        self.queue = self.active()

    def _action_choices(self) -> list[Action]:
        taken = {s.action for s in self.seats}
        out: list[Action] = [
            ChooseAction(a["id"]) for a in self.action_tiles() if a["id"] not in taken and self._may_take(a)
        ]
        if not out:
            out.append(ChooseAction("pass"))  # no tile left that the player may take: they take none
        return out

    def _may_take(self, tile: dict[str, Any]) -> bool:
        player = self.queue[0]
        if tile["id"] == "locomotive" and self.seats[player].locomotive >= self.data["max_locomotive"]:
            return False
        if tile["id"] == "urbanization":
            used = {cid for cid, _ in self.board.new_cities.values()}
            # a town still on the board (one urbanized earlier is a city now), not merely a printed one
            return any(c.id not in used for c in self.map.new_cities) and any(
                self.board.is_town(h) for h, _ in self.map.towns()
            )
        return True

    def _take_action(self, player: int, tile: str) -> None:
        self.seats[player].action = None if tile == "pass" else tile
        self.log.append(msg("rails.log.takes", player=player, tile=tile) if tile != "pass"
                        else msg("rails.log.takes_none", player=player))
        if tile == "locomotive":
            self.seats[player].locomotive += 1

    def warm_memo(self) -> None:
        """Work out every player's legal builds on this board once, so copies of this state (for
        playouts) start with them remembered."""
        for p in self.active():
            seat = self.seats[p]
            BuildTurn(self.board, BUILD_RULES[self.game], p, first_build=not seat.built, shared_memo=True).legal_builds()

    def leave_game(self, p: int, why: str) -> None:
        """Steam bankruptcy, Age of Steam elimination: the seat takes no more turns and its links
        lose their owner (anyone may use them; nobody scores them)."""
        self.seats[p].out = True
        self.log.append(msg("rails.log.leaves", player=p, why=why))
        for piece, owner in list(self.board.owners.items()):
            if owner == p:
                self.board.owners[piece] = None
        self.board.touch_all()

    # -- the turn-order auction (Steam standard, Age of Steam) ----------------------
    def _begin_auction(self) -> None:
        players = self.active()
        if len(players) < 2:
            return  # nobody to bid against: the order stays
        self.auction = Auction.start(players, {p for p in players if self.seats[p].free_pass}, self.opening_bid)
        for p in players:
            self.seats[p].free_pass = False
        self.queue = [self.auction.bidder]

    def _auction_actions(self) -> list[Action]:
        a = self.auction
        assert a is not None
        out: list[Action] = [Bid(n) for n in range(a.min_bid(), self.seats[a.bidder].cash + 1)]
        if a.bidder in a.passes:
            out.append(FreePass())
        out.append(DropOut())
        return out

    def committed(self, player: int) -> int:
        """Dollars the player has promised but not yet paid (a standing bid in the auction)."""
        a = self.auction
        return a.last_bid.get(player, 0) if a is not None else 0

    def _apply_auction(self, action: Action) -> None:
        a = self.auction
        assert a is not None
        p = a.bidder
        if isinstance(action, Bid):
            a.bid(action.amount)
            self.log.append(msg("rails.log.bids", player=p, amount=action.amount))
        elif isinstance(action, FreePass):
            a.free_pass()
            self.log.append(msg("rails.log.free_pass", player=p))
        else:
            a.drop()
            self.log.append(msg("rails.log.drops_out", player=p))
        if a.done:
            for seat, amount in self.auction_payments(a).items():
                self.pay(seat, amount, msg("rails.why.auction"))
            self.order = a.places + [q for q in self.order if self.seats[q].out]
            self.auction = None
            self.queue = []
            self._next_phase()

    def _explain_bid(self, action: Bid) -> str:
        a = self.auction
        assert a is not None
        if action.amount < a.min_bid():
            if a.high_bidder is None:
                return msg("rails.no.opening_bid", amount=a.min_bid())
            return msg("rails.no.higher_bid", amount=a.high_bid)
        return msg("rails.no.bid_cash", cash=self.seats[a.bidder].cash, amount=action.amount)

    # -- building ------------------------------------------------------------------
    def _begin_build(self) -> None:
        self.queue = self._first("first_build")
        if self.queue:
            self._open_build_turn()

    def _open_build_turn(self) -> None:
        p = self.queue[0]
        seat = self.seats[p]
        self.build_turn = BuildTurn(
            self.board,
            BUILD_RULES[self.game],
            p,
            limit=4 if seat.action == "engineer" else 3,
            first_build=not seat.built,
            may_urbanize=seat.action == "urbanization",
            shared_memo=True,
        )

    def _build_options(self) -> list[Action]:
        assert self.build_turn is not None
        turn = self.build_turn
        cash = self.seats[turn.player].cash
        out: list[Action] = []
        if not self._without_builds and self._build_blocked() is None:
            out = [o.build for o in turn.legal_builds() if o.cost is not None and o.cost.total <= cash]
        if turn.may_urbanize and not turn.urbanized and self._may_urbanize_now():
            used = {cid for cid, _ in self.board.new_cities.values()}
            for h, _ in self.map.towns():
                if self.board.is_town(h):
                    out.extend(Urbanize(label(h), c.id) for c in self.map.new_cities if c.id not in used)
        out.append(EndBuild())
        return out

    def _may_urbanize_now(self) -> bool:
        return True

    def _build_blocked(self) -> str | None:
        """Hook: why no tile may be laid right now although it is the build phase (Steam: choose the
        new city's goods first)."""
        return None

    def other_actions(self) -> list[Action]:
        """The legal actions now apart from laying track: cheap, no build is enumerated."""
        self._without_builds = True
        try:
            return self._phase_actions()
        finally:
            self._without_builds = False

    def sample_action(self, rng: random.Random) -> Action:
        """The random player's move. Outside the build phase: uniform over :func:`sensible` legal
        actions. In the build phase, where there may be hundreds of builds: uniform over the other
        actions and one "lay a tile" choice; a tile is then a uniformly chosen hex with a legal,
        affordable tile, and one of its options -- without listing every build."""
        turn = self.build_turn
        if self.phase != "build" or turn is None or self.pending_points:
            return rng.choice(sensible(self.legal_actions()))
        others = sensible(self.other_actions())
        if self._build_blocked() is None and rng.randrange(len(others) + 1) == len(others):
            build = turn.sample_build(rng, self.seats[turn.player].cash)
            if build is not None:
                return build
        return rng.choice(others)

    def _why_build_illegal(self, build: Build) -> str | None:
        turn = self.build_turn
        if turn is None or self.pending_points:
            return msg("rails.no.build_phase")
        blocked = self._build_blocked()
        if blocked:
            return blocked
        option = turn.check(build)
        if option.reason:
            return option.reason
        assert option.cost is not None
        cash = self.seats[turn.player].cash
        if option.cost.total > cash:
            return msg("rails.no.credit", cost=option.cost.total, cash=cash)
        return None

    def _apply_build(self, action: Action) -> bool:
        """Apply a build-phase action; ``False`` if ``action`` is not one."""
        turn = self.build_turn
        assert turn is not None
        p = turn.player
        if isinstance(action, Build):
            kind = turn.check(action).kind
            cost = turn.apply(action)
            self.pay(p, cost.total, msg("rails.why.build", kind=kind, tile=action.tile, at=action.at))
            self.seats[p].built = True
        elif isinstance(action, Urbanize):
            turn.urbanize(action)
            self.log.append(msg("rails.log.urbanizes", player=p, place=self.board.place_name(parse_label(action.at))))
            self._after_urbanize(p, action)
        elif isinstance(action, EndBuild):
            self.log.append(msg("rails.log.ends_build", player=p))
            lost = turn.end_turn()
            for link in lost:
                self.log.append(msg("rails.log.loses_link", player=p, place=self.board.place_name(link.start.hex)))
            self.build_turn = None
            self.queue.pop(0)
            if self.queue:
                self._open_build_turn()
            else:
                self._next_phase()
        else:
            return False
        return True

    def _after_urbanize(self, player: int, action: Urbanize) -> None:
        """Hook: Steam puts supply cubes on the new city; Age of Steam waits for goods growth."""

    # -- moving goods ------------------------------------------------------------------
    def _begin_move(self) -> None:
        self.move_round = 0
        self.upgraded = set()
        self.queue = self._first("first_move")

    def network(self) -> Network:
        """Complete links as a graph, shared with the board's copies until its track changes
        (:func:`~steamlab.games.rails.delivery.board_network`)."""
        return board_network(self.board)

    def deliveries(self, player: int | None = None) -> list[Delivery]:
        """Every legal delivery for ``player`` (default: the current player) with its points."""
        p = self.current_player if player is None else player
        return legal_deliveries(self.board, self.delivery_rules, p, self.seats[p].locomotive, self.network())

    def _move_options(self) -> list[Action]:
        p = self.queue[0]
        out: list[Action] = [d.move for d in self.deliveries(p)]
        if p not in self.upgraded and self.seats[p].locomotive < self.data["max_locomotive"]:
            out.append(UpgradeLocomotive())
        out.append(PassMove())
        return out

    def _check_move(self, move: MoveGoods) -> tuple[Delivery | None, str | None]:
        p = self.queue[0]
        return check_delivery(self.board, self.delivery_rules, p, self.seats[p].locomotive, move, self.network())

    def _apply_goods(self, action: Action) -> bool:
        """Apply a move-phase action; ``False`` if ``action`` is not one."""
        p = self.queue[0]
        if isinstance(action, MoveGoods):
            delivery, _ = self._check_move(action)
            assert delivery is not None
            apply_delivery(self.board, delivery)
            self.log.append(msg("rails.log.moves", player=p, delivery=delivery.describe(self.board)))
            self._delivered(p, delivery)
        elif isinstance(action, UpgradeLocomotive):
            self.upgraded.add(p)
            self.seats[p].locomotive += 1
            self.log.append(msg("rails.log.upgrades", player=p, level=self.seats[p].locomotive))
        elif isinstance(action, PassMove):
            self.log.append(msg("rails.log.passes", player=p))
        else:
            return False
        if not self.pending_points:
            self._next_mover()
        return True

    def _delivered(self, mover: int, delivery: Delivery) -> None:
        """Hook: where the points and the cube go."""
        raise NotImplementedError

    def _next_mover(self) -> None:
        self.queue.pop(0)
        if self.queue:
            return
        self.move_round += 1
        if self.move_round < 2:
            self.queue = self._first("first_move")
        if not self.queue:
            self._next_phase()

    # -- checks ---------------------------------------------------------------------
    def cubes_in_play(self) -> Counter[str]:
        """Cubes on the map plus those held elsewhere by the title (supply, display)."""
        out: Counter[str] = Counter()
        for cubes in self.board.cubes.values():
            out.update(cubes)
        return out

    def conservation(self) -> dict[str, tuple[int, int]]:
        """``{what: (counted, expected)}`` for cubes, money and tiles; all pairs equal in a sound state."""
        cubes = sum(self.bag.values()) + sum(self.cubes_in_play().values()) + sum(self.removed.values())
        cash = sum(s.cash for s in self.seats)
        used = self.board.tiles_used()
        over = sum(max(0, n - BUILD_RULES[self.game].tiles.by_id[t].count) for t, n in used.items())
        counted = self.bag + self.cubes_in_play() + self.removed  # Counter "+" keeps positive counts only
        sources = (self.bag, self.cubes_in_play(), self.removed)
        off = sum(1 for c, n in self.data["cubes"].items()
                  if counted[c] != n or any(src[c] < 0 for src in sources))  # a colour over or under its box
        off += sum(1 for c in counted if c not in self.data["cubes"])
        return {
            "cubes": (cubes, sum(self.data["cubes"].values())),
            "colours off their box count": (off, 0),
            "money": (cash, self.paid_out - self.taken_in),
            "tiles over the manifest": (over, 0),
        }

    def snapshot(self) -> dict[str, Any]:
        """Everything that makes this position, as plain data (for equality and display)."""
        return {
            "turn": self.turn,
            "phase": self.phase,
            "queue": list(self.queue),
            "order": list(self.order),
            "seats": [dataclasses.asdict(s) for s in self.seats],
            "tiles": sorted((label(h), p.tile_id, p.rotation, p.town_disk) for h, p in self.board.tiles.items()),
            "owners": sorted((label(h), s, o if o is not None else -1) for (h, s), o in self.board.owners.items()),
            "new_cities": sorted((label(h), c) for h, c in self.board.new_cities.items()),
            "cubes": sorted((label(h), sorted(c)) for h, c in self.board.cubes.items() if c),
            "bag": sorted(self.bag.items()),
            "removed": sorted(self.removed.items()),
            "pending_points": list(self.pending_points),
            "auction": None if (a := self.auction) is None else (
                a.players, a.high_bid, a.last_bid, a.dropped, sorted(a.passes), a.turn),
            "finished": self.finished,
            "history": len(self.history),
            **self._snapshot_extra(),
        }

    def _snapshot_extra(self) -> dict[str, Any]:
        return {}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RailGame) and self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]

    def copy(self) -> RailGame:
        """A cheap independent copy (the map and tile data are shared: they never change)."""
        new = _copy.copy(self)
        new.board = self.board.copy()
        new.seats = [s.copy() for s in self.seats]
        new.order = list(self.order)
        new.queue = list(self.queue)
        new.bag = Counter(self.bag)
        new.removed = Counter(self.removed)
        new.upgraded = set(self.upgraded)
        new.pending_points = list(self.pending_points)
        new.history = list(self.history)
        new.log = list(self.log)
        new._legal_cache = None
        new.auction = self.auction.copy() if self.auction else None
        if self.build_turn is not None:
            new.build_turn = self.build_turn.copy_for(new.board)
        self._copy_extra(new)
        return new

    def _copy_extra(self, new: Any) -> None:
        """Hook: copy the title's own mutable fields."""

    # -- helpers for titles ------------------------------------------------------------
    def draw(self, rng: random.Random, n: int) -> tuple[str, ...]:
        """``n`` cubes drawn from the bag at random (a chance outcome, not applied)."""
        pool = sorted(self.bag.elements())
        return tuple(rng.sample(pool, min(n, len(pool))))

    def take_from_bag(self, colors: Sequence[str]) -> str | None:
        """Remove drawn cubes from the bag; the reason (and nothing removed) if it does not hold them."""
        reason = self.bag_reason(colors)
        if reason is None:
            self.bag.subtract(Counter(colors))
        return reason

    def complete_links(self, player: int) -> list[Link]:
        """The player's complete links."""
        return [link for link in trace_links(self.board) if link.complete and link.owner == player]

    def _scores(self) -> list[Score]:
        links = trace_links(self.board)
        return [self.score_of(p, [lk for lk in links if lk.complete and lk.owner == p]) for p in range(self.num_players)]

    def score_of(self, player: int, complete: list[Link]) -> Score:
        """The player's score now, given their complete links (the title's formula)."""
        raise NotImplementedError

    HEURISTIC_INCOME = 0.0
    """Extra weight of income in :meth:`heuristic` beyond what the score gives it."""

    def heuristic(self, player: int) -> float:
        """For the greedy bot: the score now; cash (less a standing bid) / 8; 0.4 per own piece of
        track; 1 more per own complete link; 0.15 per locomotive level; and the title's extra
        weight on income. Short-sighted by design: it is the "best immediate gain" bot."""
        links = trace_links(self.board)
        seat = self.seats[player]
        complete = [lk for lk in links if lk.complete and lk.owner == player]
        score = self.score_of(player, complete).total
        pieces = sum(1 for o in self.board.owners.values() if o == player)
        cash = seat.cash - self.committed(player)
        return (
            score + cash / 8 + 0.4 * pieces + len(complete) + 0.15 * seat.locomotive + self.HEURISTIC_INCOME * seat.income
        )

    def _explain(self, action: Action) -> str:
        """Why an action outside the legal list is refused, in a sentence."""
        p = self.current_player
        if self.phase == "move" and self.pending_points:
            return msg("rails.no.points_first", player=p)
        if isinstance(action, Bid) and self.auction is not None:
            return self._explain_bid(action)
        if isinstance(action, UpgradeLocomotive):
            if self.phase != "move":
                return msg("rails.no.loco_when")
            if p in self.upgraded:
                return msg("rails.no.loco_once")
            return msg("rails.no.loco_top", level=self.data["max_locomotive"])
        if isinstance(action, ChooseAction):
            if self.phase != "actions":
                return msg("rails.no.action_phase")
            ids = [a["id"] for a in self.action_tiles()]
            if action.tile not in ids:
                return msg("rails.no.action_unknown", tile=action.tile)
            return msg("rails.no.action_taken", tile=action.tile)
        return msg("rails.no.not_now", kind=action.kind, phase=self.phase, player=p)

    def _apply_move(self, action: Action) -> None:
        """Apply a player's action: the title's own first (:meth:`_apply_title_move`), then those both titles share:
        the turn-order auction, building, moving goods."""
        p = self._actor()
        if self._apply_title_move(p, action):
            return
        if isinstance(action, (Bid, DropOut, FreePass)):
            self._apply_auction(action)
        elif self.phase == "build":
            self._apply_build(action)
        elif self.phase == "move":
            self._apply_goods(action)
        else:
            raise AssertionError(f"unhandled {action}")

    def _apply_title_move(self, player: int, action: Action) -> bool:
        """Apply ``action`` of ``player`` if the title handles it itself (action tiles, capital, growth ...);
        ``False`` if not."""
        raise NotImplementedError

    def _phase_actions(self) -> list[Action]:
        raise NotImplementedError
