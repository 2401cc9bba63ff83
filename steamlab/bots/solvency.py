"""Whether a player can stay in the game: the greedy bot's guard against going broke.

In the Steam standard game and in Age of Steam a player whose expenses outrun
cash, capital (shares) and the shortfall rule leaves the game. The projection
of :mod:`steamlab.bots.evaluate` prices money in points, so a greedy player
will happily spend the last dollars on a tile that projects a little better --
and a few turns later raise capital to pay its expenses, which raises them
again, until it is out. A novice who knows the rules keeps a reserve instead.

:func:`solvent` plays the income phases left forward for one seat, as a
*careful* player would from here on:

* it spends nothing more on track, bids or actions;
* before each income phase it raises just enough money to pay it (Steam: $5 of
  capital a step down the income track, never below the floor; Age of Steam: a
  $5 share, $1 more to pay every turn) -- as late as possible, since money
  raised early is owed for more turns;
* or else, of the route planner's links (:mod:`steamlab.bots.planner`), it builds the one that
  leaves it best off at its next build phase, raising the money for it, and delivers its goods
  from then on;
* points of a delivery waiting to be taken (Steam) are taken as income;
* its own complete links deliver the cubes they can carry now, at most
  :data:`DELIVERIES_PER_TURN` a turn, each counted at :data:`SURE` of a point
  taken as income (others may take the cube first);
* what is still short is made up as the rules say (Steam standard: $2 a VP,
  then $2 an income step down to the floor; Age of Steam: an income step a
  dollar down to the floor); past that the player is out.

The player is *solvent* if it is still in after the last income phase with at
least :data:`RESERVE` dollars to spare (plans fail: a rival blocks the route or
takes the cube). The greedy bot ranks every action that keeps it solvent above
every action that does not, and among those that do not, the ones that keep it
in for more income phases first (:func:`steamlab.bots.players.judged`). Steam base never puts a
player out; Russian Railroads has no money to run short of: both always solvent.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=4, rules="standard", seed=1)
>>> solvent(g, 0)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from steamlab.bots.planner import DELIVERIES_PER_TURN, OpenRoute, link_goods, open_routes
from steamlab.engine.state import GameState

SURE = 0.5
"""Share of a cube that the player's own complete links could carry that the outlook counts as a point
of income: a careful player does not stake the game on a delivery a rival may make first."""
RESERVE = {"steam": 2, "age_of_steam": 0}
"""Dollars a careful player keeps over what the outlook says it needs (see :attr:`Outlook.safe`). Steam
standard: $2 -- its goods never grow, so a planned delivery a rival makes first is lost for good, and
any spending beyond the forced $10 of the first turn must pay for itself (measured: with no reserve
about 0.1 of greedy seats went out, with $2 none in 32 games, with $3 nobody builds at all). Age of
Steam: none -- goods grow every turn and a dollar short costs an income step, not the game (a
reserve made greedy issue shares and score worse: mean -32 against -23 in 16 games)."""
RAISE_PHASE = {"steam": "capital", "age_of_steam": "shares"}
"""The phase, at the start of each turn, in which a player may raise money."""


@dataclass
class Outlook:
    """A seat's money played forward (see the module docstring): whether it stays in, and how many
    dollars it would have left over at the end (0 if it goes out)."""

    survives: bool
    spare: int
    """Dollars left over at the end (0 if it goes out)."""
    income: float
    """The income it ends with."""
    lasts: int = 0
    """Income phases it pays before going out (all of them if it survives)."""
    reserve: int = 0
    """Dollars it should keep to spare (:data:`RESERVE` of the game)."""
    room: int = 0
    """Dollars it could still raise at the end (capital steps above the income floor, shares left)."""

    @property
    def safe(self) -> bool:
        """Survives with at least :data:`RESERVE` dollars to spare, in cash or in capital (shares) it could
        still raise: a plan may fail, a bid may cost. (Counting cash alone, a player who raised capital
        every turn to pay its expenses, income sinking to -7, looked safer than one whose first link
        lifted its income to 0 and spent the cash on it.)"""
        return self.survives and self.spare + self.room >= self.reserve


def solvent(state: GameState, player: int) -> bool:
    """Whether ``player`` stays in the game to the end if it spends nothing more, or only on one
    link of the route planner (see the module docstring). Always true where nobody can go out (Steam
    base, Russian Railroads) and once the game is over; false for a seat already out."""
    return outlook(state, player).safe


def can_go_out(state: GameState) -> bool:
    """Whether the rules of ``state`` put a player out for want of money (Steam standard, Age of Steam)."""
    return state.info.can_go_out(state.rules)


PLANS_TRIED = 4
"""Routes of the planner the outlook tries building (the most goods first, then the cheapest)."""


def outlook(state: GameState, player: int) -> Outlook:
    """The careful player's money over the income phases left (see the module docstring): spending
    nothing more, or else building the one planned route (:func:`steamlab.bots.planner.open_routes`)
    that leaves it best off -- a link is how a player out of money gets back in."""
    game: Any = state
    if not can_go_out(state):
        return Outlook(True, 0, 0.0, 0)
    seat = game.seats[player]
    if seat.out:
        return Outlook(False, 0, float(seat.income), -1)
    if state.is_terminal():
        return Outlook(True, seat.cash, float(seat.income), 0)
    from steamlab.bots.evaluate import _builds_this_turn, board_links

    links = board_links(game.board)
    best = _forward(game, player, links, None, 0)
    if best.safe:
        return best
    builds_at = 0 if _builds_this_turn(game, player) else 1
    routes = sorted(open_routes(game.board, links, player), key=lambda r: (-r.goods, r.cost(state.game)))
    for route in routes[:PLANS_TRIED]:
        found = _forward(game, player, links, route, builds_at)
        if (found.safe, found.survives, found.lasts, found.spare) > (best.safe, best.survives, best.lasts, best.spare):
            best = found
    return best


def _forward(game: Any, player: int, links: list[Any], plan: OpenRoute | None, builds_at: int) -> Outlook:
    """Play the income phases left forward; with ``plan``, its cost is paid in the build phase of
    turn ``builds_at`` from now (0: this one) and its goods are carried from that turn's move phase."""
    phases = game.phases
    here = phases.index(game.phase) if game.phase in phases else len(phases)
    raise_at = phases.index(RAISE_PHASE[game.game])
    raise_now = here < raise_at or (here == raise_at and player in game.queue)
    move_now = here <= phases.index("move")
    income_now = here <= phases.index("income")
    incomes = max(0, game.total_turns - game.turn) + (1 if income_now else 0)
    cubes = float(link_goods(game.board, links, player))
    seat = game.seats[player]
    reserve = RESERVE[game.game]
    books = _Books(game, seat, seat.cash - game.committed(player))
    books.income += sum(n for q, n in getattr(game, "pending_points", []) if q == player)
    for k in range(incomes):
        spend = plan.cost(game.game) if plan is not None and k == builds_at else 0
        if k > 0 or raise_now:
            books.raise_money(cubes, deliver=k > 0 or move_now, spend=spend)
        if spend:
            if books.cash < spend:
                return Outlook(False, 0, books.income, -1, reserve)
            books.cash -= spend
            cubes += plan.goods if plan is not None else 0
        if k > 0 or move_now:
            got = min(float(DELIVERIES_PER_TURN), cubes)
            cubes -= got
            books.income += SURE * got
        if not books.pay():
            return Outlook(False, 0, books.income, k, reserve)
    return Outlook(True, books.cash, books.income, incomes, reserve, books.room())


class _Books:
    """One seat's money as the outlook plays it forward."""

    def __init__(self, state: Any, seat: Any, cash: int) -> None:
        self.shares_owed = state.info.shares  # Age of Steam: shares paid for every turn
        self.data = state.data
        self.cash = cash
        self.income = float(seat.income)
        self.vp: int = seat.vp
        self.shares: int = seat.shares
        self.locomotive: int = seat.locomotive

    def owed(self, income: float) -> int:
        """Dollars due at an income phase with this ``income`` (after the income is received)."""
        whole = int(income // 1)
        fixed = self.shares + self.locomotive if self.shares_owed else self.locomotive
        return max(0, -whole) + fixed - max(0, whole)

    def room(self) -> int:
        """Dollars still to be raised: Age of Steam's shares left, Steam's capital steps above the floor."""
        if self.shares_owed:
            return int(self.data["share_price"] * max(0, self.data["max_shares"] - self.shares))
        return int(self.data["capital_step"] * max(0, int(self.income // 1) - self.data["min_income"]))

    def _step(self) -> bool:
        """Raise $5 (a capital step or a share); false if the rules allow no more."""
        if self.shares_owed:
            if self.shares >= self.data["max_shares"]:
                return False
            self.shares += 1
            self.cash += self.data["share_price"]
        else:
            if self.income - 1 < self.data["min_income"]:
                return False
            self.income -= 1
            self.cash += self.data["capital_step"]
        return True

    def raise_money(self, cubes: float, *, deliver: bool, spend: int = 0) -> None:
        """Raise the fewest $5 steps that pay ``spend`` and the coming income phase (its deliveries
        counted)."""
        gain = SURE * min(float(DELIVERIES_PER_TURN), cubes) if deliver else 0.0
        while spend + self.owed(self.income + gain) > self.cash and self._step():
            pass

    def pay(self) -> bool:
        """The income phase: receive income, pay expenses, make up a shortfall; false if out."""
        due = self.owed(self.income)
        short = due - self.cash
        self.cash = max(0, self.cash - due)
        if short > 0 and not self._cover(short):
            return False
        if self.shares_owed:
            from steamlab.games.age_of_steam.game import income_reduction

            self.income -= income_reduction(int(self.income // 1), self.data["income_reduction"])
        return True

    def _cover(self, short: int) -> bool:
        """Make up ``short`` dollars as the rules say; false if the player would be out."""
        floor = self.data["min_income"]
        if self.shares_owed:
            if int(self.income // 1) - short < floor:
                return False
            self.income -= short
            return True
        while short > 0:
            if self.vp > 0:
                self.vp -= 1
            elif self.income - 1 >= floor:
                self.income -= 1
            else:
                return False
            short -= 2
        self.cash += -short if short < 0 else 0
        return True


def money_needed(state: GameState, player: int) -> int:
    """Dollars ``player`` needs this turn besides what it has: its best planned link (the most goods,
    then the cheapest; none if no route carries goods) and this turn's expenses net of its income.

    >>> import steamlab
    >>> g = steamlab.new_game("steam", players=4, rules="standard", seed=1)
    >>> money_needed(g, 0) > 0  # no money yet, and the first turn's links want some
    True
    """
    game: Any = state
    from steamlab.bots.evaluate import board_links

    seat = game.seats[player]
    routes = open_routes(game.board, board_links(game.board), player)
    plan = min((r.cost(state.game) for r in routes if r.goods == max(o.goods for o in routes)), default=0)
    fixed = seat.shares + seat.locomotive if state.info.shares else seat.locomotive
    return int(max(0, plan + fixed - seat.income - (seat.cash - game.committed(player))))
