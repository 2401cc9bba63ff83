"""Age of Steam: a seat's network plan, followed as a policy (issue 43).

Every seat the computer, Age of Steam collapsed: seats laid one to three tiles in turn 1, then ended every
build at once and issued a share a turn to pay their expenses, to 15 shares and income -10 (-75). The
projection (:mod:`steamlab.bots.evaluate`) sees a single short link as barely worth its shares, so standing
still projects no worse than building; many weights were tried on it (docs/bots.md, "Where the strong bot is
weak") and none lifted the table. This module does not judge: it commits. From the position alone (so every
decision of a turn recomputes the same plan) it names the seat's next links -- the routes of the planner
(:func:`steamlab.bots.planner.open_routes`) from one *hub* city, the links it has begun first, routes that grow
its own network counted by the cubes its stations take too (:func:`network_goods`) -- and the candidate
actions (:func:`steamlab.bots.players.candidates`, which greedy, the tree search and its roll-outs all use,
so the Hint too) follow it:

* in a build turn where the next planned link's tiles still to lay are affordable, only the tiles on that
  link's next hex are candidates (no *End building*, no stray stub);
* in the action selection, the Locomotive tile where the locomotive holds the seat's deliveries back
  (:func:`loco_limited`), and in a move round no locomotive upgrade unless it does
  (:data:`MOVE_UPGRADE_LIMITED`);
* in the shares phase, the shares that pay this turn's planned tiles and expenses are the only count
  judged (:func:`shares_for_plan`), while the seat holds fewer than :data:`MAX_PLAN_SHARES` -- with
  :data:`SHARES_CARRIED`, while the link's shares are no more than its cubes, and up to :data:`CARRIED_SHARES`
  (a begun link's up to the rules' 15).

Measured (3 players, every seat :func:`~steamlab.bots.computer.computer_action` at strength 8, seeds 9000-9039
never used while tuning): seats' mean 20.9 (95% 14.4 to 27.5) against -32.8 before, seats below -20 0.12
against 0.64, lowest -63 against -75; seats out 0.06 against 0.04 (docs/bots.md, "Age of Steam: a network
plan followed as a policy").

Steam standard follows the same plan (:mod:`steamlab.bots.steam_plan`: its capital, City Growth and Engineer;
:func:`follow_build` lays the tiles of both games), and a link is begun there once its next tile is paid. In both
games a pair of cities a complete link joins already is not planned again (:data:`NOT_AGAIN`).

>>> import steamlab
>>> g = steamlab.new_game("age_of_steam", players=3, seed=5)
>>> while g.current_player < 0:
...     g.apply(g.legal_actions()[0])
>>> plan = network_plan(g, g.current_player)
>>> plan is not None and plan.cost > 0 and plan.goods > 0
True
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from steamlab.bots.planner import COST_COLUMN, OpenRoute, _unblocked, continuations, open_routes
from steamlab.core.hexgrid import Hex, label
from steamlab.engine.state import Action, GameState

LINKS = 3
"""Links of a hub's network planned at most (a good opening: a hub city and two or three short links)."""
MAX_PLAN_SHARES = 8
"""Shares a seat may hold and still issue more for its plan: beyond this the plan pays for itself or not at
all (each share is $1 a turn and 3 points at the end)."""
MIN_GOODS_PER_DOLLAR = {"age_of_steam": 0.1, "steam": 0.1}
"""A route is planned only if it carries at least this many cubes a dollar (Age of Steam: one cube for $10)."""
BUILD_LIMIT = 3
"""Tiles a build turn lays (Engineer: 4; the shares are issued before the action tiles are chosen)."""
LAST_BUILD_TURNS = 2
"""No new link is started in the last this many turns: it would not deliver enough to pay."""
NOT_AGAIN = frozenset({"steam", "age_of_steam"})
"""Games where a route between two cities a complete link joins already (anyone's) is never planned: in Steam two
seats laid parallel links in the same turn for the same one or two cubes, and the first to move took them. Age of
Steam too since the thirty-fourth session (issue 43): its plan had seats lay a second link beside their own or a
rival's for cubes the first link carries already, three shares a turn for links that only broke even, and at the
full strength those seats reached 15 shares early and sank. Measured at 48, 3 players, every seat the computer:
docs/bots.md, "Age of Steam: no link planned beside a complete one". ``strong_v1``: Steam's alone."""
MOVE_UPGRADE_LIMITED = True
"""In a move round, no locomotive upgrade unless one level more opens better deliveries (:func:`loco_limited`;
Steam standard's rule too): seats with no delivery to make upgraded instead, one seat from level 2 to 5 at income
-2 to -5, each level $1 a turn more (docs/bots.md, "Age of Steam: the tail"). Off in ``strong_v1`` with
:data:`FOLLOW`."""
SHARES_CARRIED = True
"""The plan's shares judged by what its first link carries, not held under a flat :data:`MAX_PLAN_SHARES`: the
shares it issues for the link (beyond those for this turn's expenses) are at most the cubes the link carries, and
then a seat may hold up to :data:`CARRIED_SHARES` (a share is $1 a turn and 3 points; a cube delivered is a point
of income, 3 points and $1 a turn), and a begun link's remaining tiles up to the rules' 15. Seats at 8 shares
stopped building with a link of 4-5 cubes open and paid their expenses with a share a turn to 15 instead, or left a
link one tile short. Measured (3 players, every seat the computer at strength 8, held-out seeds 9000-9039): seats'
mean 31.8 (95% 27.2 to 36.4) against 23.3, below -20 5 of 120 against 9, out 2 against 6 (docs/bots.md, "Age of
Steam: the plan's shares judged by what the link carries"). Off in ``strong_v1``."""
CARRIED_SHARES = 12
"""Shares a seat may hold and still issue more for a link that carries a cube a share (:data:`SHARES_CARRIED`)."""
FOLLOW = True
"""Whether the plan steers the candidates at all (off: the strong bot of before the plan, ``strong_v1``, see
:mod:`steamlab.bots.editions`)."""


@dataclass(frozen=True)
class NetworkPlan:
    """A seat's planned links, the next to build first: their total cost still to lay and cubes carried."""

    routes: tuple[OpenRoute, ...]
    cost: int
    goods: int

    @property
    def next_hex(self) -> Hex:
        """The hex the next tile goes on: the first route's first hex not yet laid."""
        first = self.routes[0]
        return first.route.hexes[first.first]


def applies(state: GameState) -> bool:
    """Whether the network plan steers ``state``'s candidates: Age of Steam only (and :data:`FOLLOW`)."""
    return FOLLOW and state.game == "age_of_steam"


def network_plan(state: GameState, player: int, keep: Callable[[OpenRoute], bool] | None = None) -> NetworkPlan | None:
    """The seat's plan (see the module docstring), or ``None`` when no route worth building is open or the
    game is too near its end. Deterministic from the position: a link the seat has begun is finished first;
    else the hub city whose best :data:`LINKS` routes (distinct far ends, each at least
    :data:`MIN_GOODS_PER_DOLLAR`) carry the most cubes, ties to the cheaper, cities the seat's links reach
    already preferred (a network grows from its own stations). With ``keep``, only the routes it keeps are
    planned."""
    game: Any = state
    if game.total_turns - game.turn < LAST_BUILD_TURNS:
        return None
    from steamlab.bots.evaluate import board_links

    links = board_links(game.board)
    board = game.board
    stations = {h for lk in links if lk.owner == player and lk.complete
                for h in (lk.start.hex, lk.end.hex) if board.city_color(h)}  # fmt: skip
    found = {(r.route, r.first): r for r in open_routes(board, links, player)}
    for r in _extensions(board, links, player, stations):
        known = found.get((r.route, r.first))
        if known is None or known.goods < r.goods:
            found[(r.route, r.first)] = r
    joined = _joined(links) if state.game in NOT_AGAIN else set()
    routes = [r for r in found.values() if r.goods >= MIN_GOODS_PER_DOLLAR[state.game] * max(1, r.cost(state.game))
              and frozenset((r.route.start, r.route.target)) not in joined and (keep is None or keep(r))]  # fmt: skip
    if not routes:
        return None
    key = lambda r: (-r.goods / max(1, r.cost(state.game)), r.cost(state.game), label(r.route.start),  # noqa: E731
                     tuple(label(h) for h in r.route.hexes))  # fmt: skip
    begun = sorted((r for r in routes if r.first > 0), key=key)
    if begun:
        r = begun[0]
        return NetworkPlan((r,), r.cost(state.game), r.goods)
    own = stations | {lk.start.hex for lk in links if lk.owner == player}
    hubs = sorted({h for r in routes for h in (r.route.start, r.route.target)}, key=label)
    best: tuple[tuple[float, ...], NetworkPlan] | None = None
    for hub in hubs:
        chosen: list[OpenRoute] = []
        ends: set[Hex] = set()
        for r in sorted((r for r in routes if hub in (r.route.start, r.route.target)), key=key):
            far = r.route.target if r.route.start == hub else r.route.start
            if far in ends or any(set(r.route.hexes) & set(c.route.hexes) for c in chosen):
                continue
            chosen.append(r)
            ends.add(far)
            if len(chosen) >= LINKS:
                break
        if not chosen:
            continue
        goods = sum(r.goods for r in chosen)
        cost = sum(r.cost(state.game) for r in chosen)
        rank = (float(hub in own), float(goods), -float(cost))
        if best is None or rank > best[0]:
            best = (rank, NetworkPlan(tuple(chosen), cost, goods))
    return best[1] if best is not None else None


def _joined(links: list[Any]) -> set[frozenset[Hex]]:
    """The pairs of cities a complete link joins already (anyone's)."""
    return {frozenset((lk.start.hex, lk.end.hex)) for lk in links if lk.complete and lk.end is not None}


def network_goods(board: Any, start: Hex, target: Hex, stations: set[Hex]) -> int:
    """Cubes a link between cities ``start`` and ``target`` would let the seat carry, its own network's
    cities ``stations`` included: cubes at either end bound for the other, and, where one end is a station
    already, cubes at the other end of a colour some station takes and cubes at the stations of the new
    city's colour (deliveries over two or more own links: a locomotive of 2 or more)."""
    goods = 0
    for here, there in ((start, target), (target, start)):
        want = {board.city_color(there)}
        if there in stations:
            want |= {board.city_color(h) for h in stations if h != here}
        goods += sum(1 for c in board.cubes.get(here, ()) if c in want)
    if start in stations or target in stations:
        new = target if start in stations else start
        color = board.city_color(new)
        goods += sum(1 for h in stations if h not in (start, target) for c in board.cubes.get(h, ()) if c == color)
    return goods


def _extensions(board: Any, links: list[Any], player: int, stations: set[Hex]) -> list[OpenRoute]:
    """Routes that grow the seat's network: open map routes with one end among its ``stations`` and the
    other not, and the routes its incomplete links from a city run along, each with :func:`network_goods`."""
    out: list[OpenRoute] = []
    if stations:
        for r in _unblocked(board):
            if (r.start in stations) != (r.target in stations):
                out.append(OpenRoute(r, network_goods(board, r.start, r.target, stations)))
    for r, k in continuations(board, links, player):
        out.append(OpenRoute(r, network_goods(board, r.start, r.target, stations), k))
    return out


def turn_cost(plan: NetworkPlan, game: str, tiles: int) -> int:
    """Dollars the plan's next ``tiles`` tiles cost (route by route)."""
    total = 0
    for r in plan.routes:
        for k in range(r.first, len(r.route.hexes)):
            if tiles <= 0:
                return total
            total += r.route.costs[k][COST_COLUMN.get(game, 0)]
            tiles -= 1
    return total


def shares_for_plan(state: GameState, player: int) -> int | None:
    """Shares to issue now for the plan: this turn's planned tiles (up to the build limit) and this turn's
    expenses, less the cash and income the seat has; ``None`` where the plan does not decide (no plan, or
    the seat holds :data:`MAX_PLAN_SHARES` already; with :data:`SHARES_CARRIED`, :data:`CARRIED_SHARES`, or the
    link's shares outnumber its cubes)."""
    game: Any = state
    plan = network_plan(state, player)
    seat = game.seats[player]
    most = MAX_PLAN_SHARES
    if SHARES_CARRIED and plan is not None:  # a begun link is finished with shares up to the rules' cap
        most = int(game.data["max_shares"]) if plan.routes[0].first > 0 else CARRIED_SHARES
    if plan is None or seat.shares >= most:
        return None
    build = max(plan.routes[0].cost(state.game), turn_cost(plan, state.game, BUILD_LIMIT))
    expenses = expenses_beyond_income(game, seat)
    n = _shares_to_pay(game, build + expenses - seat.cash)
    if SHARES_CARRIED and n - _shares_to_pay(game, expenses - seat.cash) > plan.routes[0].goods:
        return None  # more shares than the link carries cubes: the plan does not decide
    return int(min(n, most - seat.shares))


def _shares_to_pay(game: Any, dollars: int) -> int:
    """Shares that pay ``dollars`` this turn (none if none are owed): each is $1 more of this turn's expenses."""
    return max(0, math.ceil(dollars / (int(game.data["share_price"]) - 1)))


def expenses_beyond_income(game: Any, seat: Any) -> int:
    """Dollars the seat's income phase will ask of its cash as things stand: shares and locomotive less
    income (none when income covers them)."""
    return int(max(0, seat.shares + seat.locomotive - seat.income))


def loco_limited(state: GameState, player: int) -> bool:
    """Whether the seat's locomotive holds its deliveries back: with one level more, its two best deliveries
    open now would score it more (a link more each). Then the seat takes the Locomotive action tile where it
    can (its level is up at once, for $1 a turn): a network pays through deliveries over several own links."""
    from steamlab.bots.evaluate import _best_two, _deliveries

    game: Any = state
    seat = game.seats[player]
    if seat.locomotive >= game.data["max_locomotive"]:
        return False
    now = _best_two(_deliveries(game, {player: seat.locomotive}).get(player, []), player)
    more = _best_two(_deliveries(game, {player: seat.locomotive + 1}).get(player, []), player)
    return more > now


def _along(state: GameState, build: Action, route: OpenRoute) -> bool:
    """Whether ``build`` lays ``route``'s next tile the route's way: afterwards the mover's link runs along
    the route one hex further (an open end facing its next hex) or joins its two cities."""
    from steamlab.bots.evaluate import board_links

    trial = state.copy()
    trial.auto_chance = False
    player = state.current_player
    trial._apply(build)  # an option the build turn lists as legal: the engine's own check is not made again
    game: Any = trial
    links = [lk for lk in board_links(game.board) if lk.owner == player]
    r = route.route
    ends = {r.start, r.target}
    if any(lk.complete and {lk.start.hex, lk.end.hex} == ends for lk in links):
        return True
    return any(o.route == r and o.first == route.first + 1 for o in _extensions(game.board, links, player, set()))


def follow(state: GameState, actions: list[Action]) -> list[Action]:
    """``actions`` (a bot's candidates) narrowed to the seat's plan where it decides (see the module
    docstring); unchanged elsewhere, or where the plan's move is not among them."""
    if not applies(state):
        return actions
    game: Any = state
    player = state.current_player
    if player < 0:
        return actions
    if game.phase == "shares" and any(a.kind == "issue_shares" for a in actions):
        n = shares_for_plan(state, player)
        chosen = [a for a in state.legal_actions() if a.kind == "issue_shares" and getattr(a, "count", -1) == n]
        return chosen or actions
    if game.phase == "actions" and loco_limited(state, player):
        chosen = [a for a in actions if getattr(a, "tile", None) == "locomotive"]
        return chosen or actions
    upgrade = game.phase == "move" and any(a.kind == "upgrade_locomotive" for a in actions)
    if MOVE_UPGRADE_LIMITED and upgrade and not loco_limited(state, player):
        return [a for a in actions if a.kind != "upgrade_locomotive"] or actions
    return follow_build(state, actions)


def follow_build(
    state: GameState, actions: list[Action], *, tile_by_tile: bool = False, plan: NetworkPlan | None = None
) -> list[Action]:
    """In the mover's build turn, ``actions`` narrowed to the plan's next tile laid the route's way, where
    the plan's first link (once begun, or with ``tile_by_tile``: its next tile) and this turn's expenses are
    both paid; else unchanged. Age of Steam's :func:`follow` and Steam standard's
    (:func:`steamlab.bots.steam_plan.follow`, tile by tile) both build so; ``plan`` is the seat's
    :func:`network_plan` unless given."""
    game: Any = state
    player = state.current_player
    turn = game.build_turn
    if game.phase != "build" or turn is None or turn.player != player or game.pending_points:
        return actions
    plan = plan or network_plan(state, player)
    if plan is None or turn.done >= turn.limit:
        return actions
    first = plan.routes[0]
    free = game.seats[player].cash - game.committed(player) - expenses_beyond_income(game, game.seats[player])
    if first.cost(state.game) > free and not ((first.first > 0 or tile_by_tile) and turn_cost(plan, state.game, 1) <= free):
        return actions  # the link (or, once begun, its next tile) and this turn's expenses paid, or no say
    options = [o for o in turn.options_at(plan.next_hex) if o.cost is not None and o.cost.total <= free]
    if not options:
        return actions
    along = [o.build for o in options if _along(state, o.build, first)]
    return along or actions
