"""Which links pay over the next turns: a route planner for Steam and Age of Steam.

A one-step look-ahead sees a link's worth only once its last tile is down, so a
bot that judges one tile at a time never starts a three-tile link, and never
raises the money to build one. This module names the links worth building and
what they cost, from the public position alone:

* :func:`map_routes` -- every way to join two cities with at most
  :data:`MAX_TILES` new tiles over empty, buildable hexes (the cheapest path
  for each pair of cities and first hex), found once per map;
* :func:`open_routes` -- those still open on a board (no tile on their hexes),
  each with the goods it would let its owner deliver over that one link: cubes
  on either end whose colour is the other end's;
* :func:`plan_value` -- what the best affordable route adds to a player's
  projected final score: its goods, at most two cubes a turn for the move
  phases after it is built, less its cost at the money rate of the projection
  (:mod:`steamlab.bots.evaluate`). A route that the player cannot pay for
  with the cash it has is not counted, so raising capital or issuing shares
  to pay for a good route shows up as a gain, and beyond it as a loss.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="standard", seed=1)
>>> routes = map_routes(g.board.map)
>>> all(1 <= len(r.hexes) <= MAX_TILES for r in routes)
True
>>> any(r.goods for r in open_routes(g.board))
True
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from steamlab.core.hexgrid import Hex
from steamlab.core.maps import GameMap

MAX_TILES = 4
"""Longest new link the planner proposes (tiles): more is rarely finished before it pays."""
UNBUILT = 0.93
"""Share of a route's goods still counted per tile left to lay: a plan is surer the more of it is
built (rivals may block or take the cubes), so each tile laid along it is a gain, not a wash."""
DELIVERIES_PER_TURN = 2
"""Cubes a player can move in a turn (two move rounds, one cube each)."""
STEAM_EXITS = 2
"""Steam: a plain track tile has two exits at $1 each, before terrain."""
COST_COLUMN = {"steam": 0, "age_of_steam": 1}
"""Which of a :class:`MapRoute`'s two cost estimates each game pays (a game not listed: Steam's)."""


@dataclass(frozen=True)
class MapRoute:
    """A way to join two cities on an empty map: the hexes to lay tiles on (start side first) and
    their estimated cost in each game (Steam: $2 a tile plus terrain; Age of Steam: the map's
    price for a simple tile on that terrain)."""

    start: Hex
    target: Hex
    hexes: tuple[Hex, ...]
    costs: tuple[tuple[int, int], ...]
    """Each hex's estimated tile cost: (Steam, Age of Steam)."""
    colors: tuple[str, str] = ("", "")
    """The colours of the start and target cities (printed cities: they never change)."""

    def __post_init__(self) -> None:
        suffix = tuple(tuple(sum(c[k] for c in self.costs[i:]) for i in range(len(self.costs))) for k in (0, 1))
        object.__setattr__(self, "_suffix", suffix)

    def cost(self, game: str, first: int = 0) -> int:
        """Dollars to lay the tiles from hex number ``first`` on, in ``game`` (summed once)."""
        suffix: tuple[tuple[int, ...], tuple[int, ...]] = self._suffix  # type: ignore[attr-defined]
        return suffix[COST_COLUMN.get(game, 0)][first]


@dataclass(frozen=True)
class OpenRoute:
    """A route still open on a board: its tiles from hex number ``first`` on are still to lay (the
    ones before are the player's own incomplete link along it), and the cubes it would carry."""

    route: MapRoute
    goods: int
    first: int = 0

    def cost(self, game: str) -> int:
        """Dollars still to spend on it."""
        return self.route.cost(game, self.first)


_ROUTES: dict[int, tuple[GameMap, list[MapRoute]]] = {}


def map_routes(game_map: GameMap) -> list[MapRoute]:
    """Every cheapest path of at most :data:`MAX_TILES` empty hexes from a city to another city
    (one per pair of cities and first hex: two ways out of a city are two routes), once per map."""
    known = _ROUTES.get(id(game_map))
    if known is not None and known[0] is game_map:
        return known[1]
    routes: list[MapRoute] = []
    for start in sorted(game_map.city_hexes):
        routes.extend(_routes_from(game_map, start))
    _ROUTES[id(game_map)] = (game_map, routes)
    return routes


def _color(game_map: GameMap, h: Hex) -> str:
    city = game_map.cells[h].city
    return city.color if city is not None else ""


def _hex_cost(game_map: GameMap, h: Hex) -> tuple[int, int]:
    """A plain tile's cost on ``h``: Steam $1 per exit plus terrain, Age of Steam the simple price."""
    terrain = game_map.cells[h].terrain
    table = game_map.terrain_costs.get(terrain, {})
    steam = table.get("steam")
    aos = table.get("age_of_steam")
    return (STEAM_EXITS + (int(steam) if isinstance(steam, int) else 0), int(aos["simple"]) if isinstance(aos, dict) else 2)


def _routes_from(game_map: GameMap, start: Hex) -> list[MapRoute]:
    """Breadth-first over empty buildable hexes (no station) from each open edge of ``start``."""
    stations = game_map.city_hexes | game_map.town_hexes
    best: dict[tuple[Hex, Hex], MapRoute] = {}
    table = game_map.neighbor_table
    for edge in sorted(game_map.open_edges(start)):
        first = table[start][edge]
        if first is None or first in stations or not game_map.cells[first].buildable:
            continue
        queue: deque[tuple[Hex, ...]] = deque([(first,)])
        seen = {first}
        while queue:
            path = queue.popleft()
            here = path[-1]
            for e in game_map.open_edges(here):
                n = table[here][e]
                if n is None or n in seen:
                    continue
                if n in game_map.city_hexes and n != start:
                    colors = (_color(game_map, start), _color(game_map, n))
                    route = MapRoute(start, n, path, tuple(_hex_cost(game_map, h) for h in path), colors)
                    key = (first, n)
                    if key not in best or route.cost("steam") < best[key].cost("steam"):
                        best[key] = route
                    continue
                if n in stations or not game_map.cells[n].buildable or len(path) >= MAX_TILES:
                    continue
                seen.add(n)
                queue.append((*path, n))
    return [best[k] for k in sorted(best)]


ROUTES_MEMO = "bots.planner.unblocked"
"""Key of the board's memo entry holding the routes with no tile on them (see :func:`open_routes`)."""


def _unblocked(board: Any) -> list[MapRoute]:
    """The map's routes with no tile on any hex, remembered on the board until its track changes.
    Tiles are only ever added, so a board that only gained tiles since (a trial build on a copy) filters
    the list remembered before instead of every route of the map."""
    entry = board.memo.get(ROUTES_MEMO)
    tiles = board.tiles
    guard = (board.stamp, len(tiles))
    if entry is not None:
        (old_guard, old_tiles), known = entry[1]
        if old_guard == guard:
            return known  # type: ignore[no-any-return]
        routes = known if old_tiles <= tiles.keys() else map_routes(board.map)
    else:
        routes = map_routes(board.map)
    found = _still_open(routes, tiles)
    board.memo[ROUTES_MEMO] = (board.stamp, ((guard, frozenset(tiles)), found))
    return found


def _still_open(routes: list[Any], tiles: Any) -> list[Any]:
    """Those of ``routes`` (map routes, or open routes) with no tile on any hex still to lay."""
    out = []
    for r in routes:
        hexes = r.hexes if isinstance(r, MapRoute) else r.route.hexes[r.first :]
        if not any(h in tiles for h in hexes):
            out.append(r)
    return out


def _by_prefix(game_map: GameMap) -> dict[tuple[Hex, tuple[Hex, ...]], list[tuple[MapRoute, int]]]:
    """The map's routes by (start city, first hexes): what continues a link laid along them."""
    known = _PREFIX.get(id(game_map))
    if known is not None and known[0] is game_map:
        return known[1]
    index: dict[tuple[Hex, tuple[Hex, ...]], list[tuple[MapRoute, int]]] = {}
    for r in map_routes(game_map):
        for k in range(1, len(r.hexes)):
            index.setdefault((r.start, r.hexes[:k]), []).append((r, k))
    _PREFIX[id(game_map)] = (game_map, index)
    return index


_PREFIX: dict[int, tuple[GameMap, dict[tuple[Hex, tuple[Hex, ...]], list[tuple[MapRoute, int]]]]] = {}


GOODS_MEMO = "bots.planner.goods"
"""Key of the board's memo entry holding the open routes that carry goods (see :func:`_with_goods`)."""


def _goods(counts: dict[Hex, dict[str, int]], r: MapRoute) -> int:
    """Cubes a link along ``r`` could carry: on its start of the target's colour, on its target of the
    start's colour (``counts``: cubes per city and colour)."""
    at_start, at_target = counts.get(r.start), counts.get(r.target)
    return (at_start.get(r.colors[1], 0) if at_start else 0) + (at_target.get(r.colors[0], 0) if at_target else 0)


def _with_goods(board: Any) -> tuple[dict[Hex, dict[str, int]], list[OpenRoute]]:
    """The board's cubes per city and colour, and the unblocked routes that would carry some of them,
    remembered on the board while its track and its cubes stay the same (every trial of a bot's
    decision asks again); a board that only gained tiles since, with the same cubes, filters the list
    remembered before."""
    cubes = tuple((h, tuple(c)) for h, c in board.cubes.items() if c)
    tiles = board.tiles
    guard = (board.stamp, len(tiles), cubes)
    entry = board.memo.get(GOODS_MEMO)
    if entry is not None:
        (old_guard, old_tiles), (counts, known) = entry[1]
        if old_guard == guard:
            return counts, known
        if old_guard[2] == cubes and old_tiles <= tiles.keys():
            found = _still_open(known, tiles)
            board.memo[GOODS_MEMO] = (board.stamp, ((guard, frozenset(tiles)), (counts, found)))
            return counts, found
    counts = {}
    for h, held in cubes:
        tally: dict[str, int] = {}
        for c in held:
            tally[c] = tally.get(c, 0) + 1
        counts[h] = tally
    found = []
    for r in _unblocked(board):
        n = _goods(counts, r)
        if n:
            found.append(OpenRoute(r, n))
    board.memo[GOODS_MEMO] = (board.stamp, ((guard, frozenset(tiles)), (counts, found)))
    return counts, found


def open_routes(board: Any, links: list[Any] | None = None, player: int | None = None) -> list[OpenRoute]:
    """The routes of :func:`map_routes` that would carry goods and have no tile on any of their
    hexes, each with its goods: cubes on the start city of the target's colour plus cubes on the
    target of the start's colour.

    With ``links`` and ``player``: also the routes that continue one of the player's incomplete
    links from a city (the link runs along the route's first hexes and stops at an open end facing
    the next one; the rest is empty), with only the rest to build."""
    counts, found = _with_goods(board)
    out = list(found)
    if links is None or player is None:
        return out
    for r, k in continuations(board, links, player):
        n = _goods(counts, r)
        if n:
            out.append(OpenRoute(r, n, k))
    return out


def continuations(board: Any, links: list[Any], player: int) -> Iterator[tuple[Any, int]]:
    """The map routes that continue one of ``player``'s incomplete links from a city, each with the index of its
    first hex still to build: the link runs along the route's first hexes and stops at an open end facing that
    hex, and the rest of the route has no tile."""
    index = _by_prefix(board.map)
    tiles = board.tiles
    for link in links:
        if link.owner != player or link.complete or link.open_end is None or link.start.kind != "city":
            continue
        h, edge = link.open_end
        nxt = board.map.neighbor(h, edge)
        laid = tuple(dict.fromkeys(x for x, _ in link.pieces))
        for r, k in index.get((link.start.hex, laid), ()):
            if r.hexes[k] == nxt and not any(x in tiles for x in r.hexes[k:]):
                yield r, k


def _goods_between(board: Any, a: Hex, b: Hex) -> int:
    """Cubes that a link between cities ``a`` and ``b`` could carry, one link long."""
    color_a, color_b = board.city_color(a), board.city_color(b)
    cubes = board.cubes
    return sum(1 for c in cubes.get(a, ()) if c == color_b) + sum(1 for c in cubes.get(b, ()) if c == color_a)


def link_goods(board: Any, links: list[Any], player: int) -> int:
    """Cubes the player's own complete city-to-city links could carry over one link each."""
    total = 0
    for link in links:
        if link.owner == player and link.complete and link.start.kind == "city" and link.end.kind == "city":
            total += _goods_between(board, link.start.hex, link.end.hex)
    return total


def claimed_cubes(board: Any, links: list[Any], player: int) -> dict[tuple[Hex, str], int]:
    """Cubes the player's own complete city-to-city links can already carry, by (city, colour): a
    planned route that would carry the same cubes adds none of them (counted twice, a cube delivered
    over the link took the plan's goods with it, and delivering projected worse than passing)."""
    out: dict[tuple[Hex, str], int] = {}
    cubes = board.cubes
    for link in links:
        if link.owner == player and link.complete and link.start.kind == "city" and link.end.kind == "city":
            a, b = link.start.hex, link.end.hex
            for here, there in ((a, b), (b, a)):
                color = board.city_color(there)
                n = sum(1 for c in cubes.get(here, ()) if c == color)
                if n:
                    out[(here, color)] = max(out.get((here, color), 0), n)
    return out


def fresh_goods(route: OpenRoute, claimed: dict[tuple[Hex, str], int]) -> int:
    """A route's goods less those the player's own links can carry already (:func:`claimed_cubes`)."""
    r = route.route
    overlap = claimed.get((r.start, r.colors[1]), 0) + claimed.get((r.target, r.colors[0]), 0)
    return max(0, route.goods - overlap)


@dataclass(frozen=True)
class Plan:
    """The best affordable route for a player: which, what it costs, what it adds to the
    projected final score (see :func:`plan_value`), and the cubes it adds to what the player's links
    carry already."""

    route: OpenRoute | None
    cost: int
    value: float
    goods: int = 0


@dataclass(frozen=True)
class Raising:
    """Money a player can still raise before its build turn to pay for a route: ``steps`` of ``cash``
    dollars each (Steam capital, Age of Steam shares), each costing ``cost`` points (what the income
    step or the share takes from the final score and the turns' cash)."""

    steps: int = 0
    cash: int = 5
    cost: float = 0.0

    def needed(self, dollars: int) -> int:
        """Steps that raise ``dollars`` (0 for none or less).

        >>> Raising(3, 5, 1.0).needed(7)
        2
        """
        return max(0, -(-dollars // self.cash))


def best_plan(
    state: Any, player: int, *, budget: int, moves_after: int, point: float, dollar: float, have: int,
    contested: float, routes: list[OpenRoute] | None = None, raising: Raising | None = None,
    claimed: dict[tuple[Hex, str], int] | None = None,
) -> Plan:
    """The open route with the highest value the player can pay for with ``budget`` dollars, and the
    capital (shares) of ``raising`` it may still raise for it.

    ``moves_after``: move phases left once it is built; ``point``: what a delivery point is worth
    to the player; ``dollar``: what a dollar is worth; ``have``: cubes the player's own links carry
    already (the route adds deliveries only up to :data:`DELIVERIES_PER_TURN` a turn in all);
    ``contested``: the share of a delivery counted before it is made; ``claimed``: cubes the player's
    links carry already (:func:`claimed_cubes`), not counted again for a route.
    A route's value: ``contested x point x`` the cubes it adds, plus what the finished link scores
    (Steam: a point; Age of Steam: a point a tile), ``x UNBUILT`` per tile left to lay, less
    ``dollar x`` the cash it takes and the cost of the steps raised for the rest. So a dollar of capital
    is worth the link it pays for, and raising it changes the projection little: it moves the cost
    from the plan to the income (shares) it takes.
    """
    per_tile = state.info.link_scoring == "tile"
    cap = DELIVERIES_PER_TURN * moves_after
    raising = raising or Raising()
    reach = max(0, budget) + raising.steps * raising.cash
    if cap <= 0 or reach <= 0:
        return Plan(None, 0, 0.0)
    best = Plan(None, 0, 0.0)
    base = min(have, cap)
    for r in routes if routes is not None else open_routes(state.board):
        goods = fresh_goods(r, claimed) if claimed else r.goods
        if not goods:
            continue
        cost = r.cost(state.game)
        if cost > reach:
            continue
        left = len(r.route.hexes) - r.first
        link = len(r.route.hexes) if per_tile else 1
        raised = raising.needed(cost - max(0, budget))
        paid = dollar * min(cost, max(0, budget)) + raising.cost * raised
        value = (contested * point * (min(have + goods, cap) - base) + link) * UNBUILT**left - paid
        if value > best.value:
            best = Plan(r, cost, value, goods)
    return best


PLANNED_HEXES = 4
"""Next hexes of the best routes that a bot always looks at building on (see :func:`next_hexes`)."""


def next_hexes(board: Any, links: list[Any], player: int, budget: int, game: str) -> list[Hex]:
    """The hex where each of the player's best affordable routes goes on (its first hex not yet
    built), routes the player has begun first, then the most goods a dollar; at most
    :data:`PLANNED_HEXES`."""
    routes = [r for r in open_routes(board, links, player) if r.cost(game) <= budget]
    routes.sort(key=lambda r: (r.first == 0, -r.goods / max(1, r.cost(game)), r.cost(game)))
    out: list[Hex] = []
    for r in routes:
        h = r.route.hexes[r.first]
        if h not in out:
            out.append(h)
        if len(out) >= PLANNED_HEXES:
            break
    return out
