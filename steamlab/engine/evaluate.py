"""How the greedy and strong bots judge a position: each player's *projected final score*.

:func:`projected_scores` estimates, for every seat, the score it will end the
game with, from the position alone. The greedy bot picks the action whose
result projects best for the mover; the strong bot (``steamlab.engine.search``)
looks further ahead and projects at the leaves of its search. The estimate is
made of plain heuristics, one per line of :class:`Projection` (the hints quote
them in words):

Steam and Age of Steam (``RailGame``)
    * ``score`` -- the score as it stands (the game's own ``score_of``).
    * ``deliveries`` -- the own points of the two best deliveries open to the
      player now (two move rounds), if a move phase is still to come this
      turn, worth what a point is worth to that player
      (:func:`point_value`), discounted by :data:`CONTESTED` (others may take
      the cube first). This is what makes track pay in the build phase.
    * ``promise`` -- for each own open link one tile from a city that a cube at
      its start could go to (or that has a cube for it): half a delivery point, so the
      first tile of a link heads where goods want to go.
    * ``locomotive`` -- what one locomotive level more would add to those
      deliveries, for the move phases left (at most :data:`LOOKAHEAD_TURNS`).
    * ``track`` -- own track, :data:`TRACK_PIECE` a piece (see :func:`_progress`): a link
      still open counts fully only when its next tile can reach a station, partly when one is
      :data:`REACH` hexes on, and not at all when heading nowhere (it is lost if not extended).
    * ``money`` -- cash that can still be spent on track, plus future income's
      cash (see :func:`_money_value`): dear before the build phase, up to what
      a build turn uses, cheap afterwards.
    * ``shortfall`` -- dollars the player will be short of at one of the next
      :data:`SHORTFALL_TURNS` income phases if income and expenses stay as they are, each costing what the rules
      make a shortfall cost (Steam standard: VP or income at $2 a step; base:
      borrowing; Age of Steam: one income step, three final points, per
      dollar). Leaving the game costs :data:`OUT_PENALTY`; half of it is counted
      already when the next shortfall would put the player out (see :func:`_ruined`).
    * ``pending`` -- points waiting to be taken as income or VP (Steam).

Russian Railroads
    * ``score`` -- VP so far;
    * ``rounds`` -- this board's round score for every round left (the
      railways and industry as they stand score again each round);
    * ``rubles`` -- half a point a ruble; ``workers`` -- a point per worker for
      every round left after this one (workers are actions);
    * ``actions`` -- :data:`ACTION` points per worker still free this round, until the
      player passes.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="standard", seed=1)
>>> [round(v, 1) for v in projected_scores(g)] == [round(v, 1) for v in projected_scores(g.copy())]
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from steamlab.engine.state import GameState

DOLLAR = {"steam": 0.3, "age_of_steam": 0.6}
"""Points a spendable dollar is worth while build phases are left: about what a dollar of
track returns in links and deliveries over a game (Age of Steam money is scarcer)."""
NEEDED_DOLLAR = {"steam": 0.5, "age_of_steam": 1.0}
"""Points a dollar is worth before the build phase, up to :data:`USEFUL_CASH`: without it the
player cannot build this turn (so capital and shares are raised for it, not beyond)."""
USEFUL_CASH = 12
"""Dollars a player can usefully spend per build phase (three or four tiles); more is idle."""
TRACK_PIECE = {"steam": 0.8, "age_of_steam": 1.0}
"""Points a piece of own track is worth (see :func:`_progress`): in Age of Steam the final score's
point per tile of a complete link; in Steam about what a tile cost. So building towards a city
costs little in the projection until the link completes and pays its link point and deliveries."""
HALF_WAY = 0.5
"""Share of an incomplete link's track that counts while the nearest station is 2 or 3 hexes on."""
REACH = 3
"""Hexes from an incomplete link's next tile to a station for its track to count (see ``track``)."""
PROMISE = 0.5
"""Share of a one-link delivery counted for an open link one tile from a city it could deliver to
(see ``promise``): it is not built yet."""
CONTESTED = 0.7
"""Share of an open delivery's points counted before it is made (another player may take the cube)."""
LOOKAHEAD_TURNS = 3
"""Move phases a locomotive level is counted for (the network changes after that)."""
SHORTFALL_TURNS = 1
"""Income phases ahead checked for a shortfall: the next one (later ones the player can still
prepare for with deliveries, capital or shares)."""
OUT_PENALTY = 60.0
"""Projected points lost by leaving the game (bankrupt or eliminated): far worse than any shortfall."""
SHORTFALL = {"steam/standard": 1.0, "steam/base": 0.5, "age_of_steam": 3.0}
"""Points one dollar of shortfall costs: Steam standard pays $2 per VP or income step (an income
step also costs future cash), base borrows $5 per income step, Age of Steam loses one income step
(3 final points) per dollar."""
RUBLE = 0.5
"""Russian Railroads: points a ruble is worth (it stands in for a worker on an action space)."""
WORKER = 1.0
"""Russian Railroads: points a worker is worth per round left after this one."""
ACTION = 2.0
"""Russian Railroads: points a worker not yet placed this round is worth to a player who has not
passed: an action still to take. Passing gives them up, so the bots pass only when no placement
pays."""


@dataclass
class Projection:
    """One player's projected final score, line by line (see the module docstring)."""

    player: int
    parts: dict[str, float] = field(default_factory=dict)

    @property
    def total(self) -> float:
        return sum(self.parts.values())


def projected_scores(state: GameState) -> list[float]:
    """Every seat's projected final score; the real scores once the game is over."""
    if state.is_terminal():
        return [float(s.total) for s in state.scores()]
    return [p.total for p in projections(state)]


def projected_score(state: GameState, player: int) -> float:
    """One seat's projected final score (cheaper than all of them)."""
    if state.is_terminal():
        return float(state.scores()[player].total)
    return projections(state, [player])[0].total


def projections(state: GameState, seats: list[int] | None = None) -> list[Projection]:
    """The :class:`Projection` of each of ``seats`` (default: every seat), the working behind
    :func:`projected_scores`."""
    wanted = list(range(state.num_players)) if seats is None else seats
    if state.game == "russian_railroads":
        return [_rr_projection(state, p) for p in wanted]
    if state.game in ("steam", "age_of_steam"):
        return _rail_projections(state, wanted)
    scores = state.scores()
    return [Projection(p, {"score": float(scores[p].total)}) for p in wanted]


def win_chances(scores: list[float], spread: float) -> list[float]:
    """Each seat's chance to win from projected scores: a softmax with temperature ``spread``
    (points of projection error); ties share.

    >>> [round(x, 2) for x in win_chances([10.0, 10.0], 4.0)]
    [0.5, 0.5]
    >>> win_chances([30.0, 0.0, 0.0], 4.0)[0] > 0.99
    True
    """
    import math

    top = max(scores)
    weights = [math.exp((s - top) / spread) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


# -- Steam and Age of Steam -------------------------------------------------------------
def _phase_left(state: Any, phase: str) -> int:
    """How many ``phase`` phases are still to come, the current one included."""
    phases = state.phases
    here = phases.index(state.phase) if state.phase in phases else len(phases)
    this_turn = 1 if phase in phases and phases.index(phase) >= here else 0
    return int(max(0, state.total_turns - state.turn) + this_turn)


def point_value(state: Any, incomes_after: int) -> float:
    """What one delivery point is worth to its owner with ``incomes_after`` income phases still to
    come: Age of Steam income is 3 final points plus a dollar a turn; Steam takes the better of a VP
    and an income step (half a final point plus a dollar a turn)."""
    cash = DOLLAR[state.game] * incomes_after if _phase_left(state, "build") > 1 else 0.0
    if state.game == "age_of_steam":
        return 3.0 + cash
    return max(1.0, 0.5 + cash)


def _flow(state: Any, seat: Any) -> Any:
    """Dollars a turn the player gains (or loses) at the income phase as things stand."""
    if state.game == "age_of_steam":
        return int(seat.income - seat.shares - seat.locomotive)
    if state.standard:
        return int(seat.income - seat.locomotive)
    return int(seat.income)


def _rail_projections(state: Any, seats: list[int]) -> list[Projection]:
    from steamlab.games.rails.delivery import Network, deliveries_for_players
    from steamlab.games.rails.links import trace_links

    links = trace_links(state.board)
    stations = _stations(state)
    incomes = _phase_left(state, "income")
    moves = _phase_left(state, "move") if state.phase != "move" else 0
    builds = _phase_left(state, "build")
    players = [p for p in seats if not state.seats[p].out]
    better: dict[int, list[Any]] = {p: [] for p in players}
    if moves and players:
        top = state.data["max_locomotive"]
        levels = {p: min(top, state.seats[p].locomotive + 1) for p in players}
        better = deliveries_for_players(state.board, state.delivery_rules, levels, Network(state.board, links))
    key = "age_of_steam" if state.game == "age_of_steam" else f"steam/{state.rules}"
    out = []
    for p in seats:
        seat = state.seats[p]
        complete = [lk for lk in links if lk.complete and lk.owner == p]
        parts = {"score": float(state.score_of(p, complete).total)}
        parts["track"] = TRACK_PIECE[state.game] * sum(
            _progress(state, lk, stations) for lk in links if lk.owner == p)
        if seat.out:
            parts["out"] = -OUT_PENALTY
            out.append(Projection(p, parts))
            continue
        value = point_value(state, max(0, incomes - 1))
        parts["promise"] = PROMISE * CONTESTED * value * sum(
            _promised(state, lk) for lk in links if lk.owner == p and not lk.complete) if moves else 0.0
        now = _best_two([d for d in better.get(p, []) if len(d.legs) <= seat.locomotive], p)
        parts["deliveries"] = CONTESTED * value * now
        gain = _best_two(better.get(p, []), p) - now
        parts["locomotive"] = CONTESTED * value * gain * min(LOOKAHEAD_TURNS, max(0, moves - 1)) / 2
        cash = seat.cash - state.committed(p)
        flow = _flow(state, seat)
        parts["money"] = _money_value(state, cash, flow, builds, incomes)
        ahead = min(incomes, SHORTFALL_TURNS)
        low = min((cash + k * flow for k in range(1, ahead + 1)), default=cash)
        parts["shortfall"] = -SHORTFALL[key] * max(0, -low)
        if low < 0 and _ruined(state, seat, -low):
            parts["shortfall"] -= OUT_PENALTY / 2
        pending = sum(n for q, n in getattr(state, "pending_points", []) if q == p)
        parts["pending"] = pending * point_value(state, incomes)
        out.append(Projection(p, parts))
    return out


_TOWNS: dict[int, tuple[Any, list[Any]]] = {}
"""Each map seen (by ``id``, the map kept with it so the id stays its own) with its town hexes."""


def _stations(state: Any) -> list[Any]:
    board = state.board
    known = _TOWNS.get(id(board.map))
    if known is None or known[0] is not board.map:
        known = _TOWNS[id(board.map)] = (board.map, [h for h, _ in board.map.towns()])
    return [*board.map.city_hexes, *board.new_cities, *known[1]]


def _progress(state: Any, link: Any, stations: list[Any]) -> float:
    """How many pieces of an own link count as track. Steam: every piece of a complete link (the
    score counts a complete link as 1 point whatever its length, so this is what its tiles are
    worth towards deliveries); Age of Steam: none of a complete link (the score counts its tiles
    already). An incomplete link: all its pieces when its next tile can reach another station,
    :data:`HALF_WAY` of them when a station is :data:`REACH` hexes away, none for a stub heading
    nowhere. A finished link is thus never worth less than the same track unfinished."""
    n = len(link.pieces)
    if link.complete:
        return float(n) if state.game == "steam" else 0.0
    if link.open_end is None:
        return 0.0
    h, edge = link.open_end
    nxt = state.board.map.neighbor(h, edge)
    if nxt is None:
        return 0.0
    start = link.start.hex
    near = min((nxt.distance(s) for s in stations if s != start), default=99)
    return n * (1.0 if near <= 1 else HALF_WAY if near <= REACH else 0.0)


def _promised(state: Any, link: Any) -> int:
    """1 when an open link's next tile can reach a city that a cube at its start could be delivered
    to (or that holds a cube for the start city): finishing it opens a delivery; else 0."""
    if link.open_end is None:
        return 0
    board = state.board
    h, edge = link.open_end
    nxt = board.map.neighbor(h, edge)
    if nxt is None:
        return 0
    start = link.start.hex
    here = set(board.cubes.get(start, ()))
    start_color = board.city_color(start)
    for end in board.map.neighbor_table[nxt]:
        if end is None or end == start:
            continue
        color = board.city_color(end)
        if (color is not None and color in here) or (start_color is not None and start_color in board.cubes.get(end, ())):
            return 1
    return 0


def _ruined(state: Any, seat: Any, short: int) -> bool:
    """Whether a shortfall of ``short`` dollars would put the player out of the game: Steam standard
    covers $2 per VP, then per income step down to the floor; Age of Steam loses an income step per
    dollar and is out below the floor; the Steam base game borrows and never goes out."""
    floor = state.data["min_income"]
    if state.game == "age_of_steam":
        return bool(seat.income - short < floor)
    if state.standard:
        return bool(2 * (seat.vp + seat.income - floor) < short)
    return False


def _money_value(state: Any, cash: int, flow: int, builds: int, incomes: int) -> float:
    """Cash and the cash income brings, in points. Before the mover's build phase the first
    :data:`USEFUL_CASH` dollars are worth :data:`NEEDED_DOLLAR` (what lets a player build this turn,
    so raising capital or issuing shares for it pays); otherwise a dollar is worth :data:`DOLLAR`
    (money for later turns), up to what the build phases left can use. A negative cash flow
    (income below expenses) costs :data:`DOLLAR` a dollar for every income phase left: that is
    what makes capital and shares dear."""
    debt = DOLLAR[state.game] * min(0, flow) * incomes
    if not builds:
        return debt
    spendable = cash + max(0, flow) * max(0, builds - 1)
    value = DOLLAR[state.game] * min(max(0, spendable), USEFUL_CASH * builds)
    before_build = state.phase in state.phases and state.phases.index(state.phase) < state.phases.index("build")
    if before_build:
        value += (NEEDED_DOLLAR[state.game] - DOLLAR[state.game]) * min(max(0, cash), USEFUL_CASH)
    return value + debt


def _best_two(deliveries: list[Any], player: int) -> int:
    """The player's own points from the two best deliveries of different cubes."""
    best: list[tuple[int, Any]] = []
    for d in deliveries:
        best.append((d.points_for(player), (d.move.at, d.move.color)))
    best.sort(key=lambda x: -x[0])
    total, used = 0, set()
    for pts, cube in best:
        if cube in used:
            continue
        used.add(cube)
        total += pts
        if len(used) == 2:
            break
    return total


# -- Russian Railroads -----------------------------------------------------------------------
def _rr_projection(state: Any, player: int) -> Projection:
    from steamlab.games.russian_railroads.scoring import round_points

    board = state.boards[player]
    left = max(0, state.setup.rounds - state.round + 1)
    parts = {
        "score": float(board.total_vp),
        "rounds": float(round_points(state.data, board) * left),
        "rubles": RUBLE * board.rubles,
        "workers": WORKER * board.workers * max(0, left - 1),
    }
    if state.phase == "play" and not state.passed[player]:
        parts["actions"] = ACTION * (board.workers_free + board.temps_free)
    return Projection(player, parts)
