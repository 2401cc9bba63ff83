"""Glue for the lessons in ``notebooks/lessons/``: positions and printable tables.

Every number a lesson prints comes from the engine; this module only sets up
small positions and lays the engine's answers out as plain text, so a notebook
cell stays one or two lines and its output is stable enough for nbval.

>>> print(table(["a", "bb"], [[1, "x"], [22, "yy"]]))
a   bb
--  --
1   x
22  yy
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from steamlab.core.hexgrid import EDGE_NAMES, label, parse_label
from steamlab.core.maps import load_map
from steamlab.engine.registry import new_game
from steamlab.engine.state import Score, ranking
from steamlab.games.age_of_steam.game import AgeOfSteamGame, income_reduction, link_tiles
from steamlab.games.rails.actions import Build, Urbanize
from steamlab.games.rails.auction import Auction, age_of_steam_payments, steam_payments
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.games.rails.costs import Cost
from steamlab.games.rails.delivery import (
    DeliveryRules,
    Leg,
    MoveGoods,
    best_deliveries,
    check_delivery,
    legal_deliveries,
)
from steamlab.games.rails.game import RailGame
from steamlab.games.rails.links import Node, trace_links
from steamlab.games.rails.sample import lay_link
from steamlab.games.russian_railroads.board import PlayerBoard
from steamlab.games.russian_railroads.data import RulesData, rules_data
from steamlab.games.russian_railroads.scoring import end_bonus_points, engineer_majority, score_board
from steamlab.games.steam.game import SteamGame
from steamlab.i18n import player_label, render, term
from steamlab.i18n.describe import describe_action

GAME_NAMES = {"steam": "Steam", "age_of_steam": "Age of Steam"}

LinkSpec = tuple[Sequence[str], "int | None"]
"""A link to lay: the places it runs over (names or labels, station to station) and its owner."""


# -- text -------------------------------------------------------------------------
def table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """Rows as a left-aligned plain-text table (columns two spaces apart)."""
    text = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in text) for i in range(len(headers))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in text]
    lines.insert(1, "  ".join("-" * w for w in widths).rstrip())
    return "\n".join(lines)


def cost_text(cost: Cost) -> str:
    """A cost on one line with its items.

    >>> from steamlab.games.rails.costs import steam_cost
    >>> cost_text(steam_cost("new", 2, False, "river", 1))
    '$3 = 2 x $1 per exit $2 + river hex $1'
    """
    return f"${cost.total} = " + " + ".join(f"{i.label} ${i.amount}" for i in cost.items)


def tile_name(tile: str) -> str:
    """A track tile as players call it.

    >>> tile_name("town_straight"), tile_name("x_gentles")
    ('town, straight', 'crossing: two gentle curves')
    """
    return term("tile", tile)


# -- lesson 01: the map --------------------------------------------------------------
def map_facts(map_name: str) -> str:
    """Hex, terrain, city and town counts of a map, and its impassable edges.

    >>> print(map_facts("tutorial").splitlines()[0])
    Tutorial Valley: 59 hexes
    """
    m = load_map(map_name)
    lines = [f"{m.title}: {m.count('hex')} hexes"]
    kinds = [t for t in ("plain", "river", "hill", "mountain", "coast", "lake", "sea") if m.count(t)]
    lines.append("terrain: " + ", ".join(f"{t} {m.count(t)}" for t in kinds))
    lines.append(f"cities: {m.count('city')}, towns: {m.count('town')}")
    edges = sorted({tuple(sorted((label(h), label(h.neighbor(e))))) for h, e in m.impassable})
    lines.append("impassable edges: " + (", ".join(f"{a}|{b}" for a, b in edges) or "none"))
    return "\n".join(lines)


def places_table(map_name: str) -> str:
    """Every city and town: label, name, kind, colour, starting cubes, terrain."""
    m = load_map(map_name)
    rows = []
    for h, cell in sorted(m.cells.items(), key=lambda hc: label(hc[0])):
        if cell.city:
            c = cell.city
            rows.append([label(h), c.name, "city", c.color, c.start_cubes, cell.terrain])
        elif cell.town:
            rows.append([label(h), cell.town, "town", "-", "-", cell.terrain])
    return table(["hex", "name", "kind", "colour", "cubes", "terrain"], rows)


def hex_facts(map_name: str, at: str) -> str:
    """One hex: terrain, what stands on it, and which of its six edges track may cross.

    >>> print(hex_facts("tutorial", "F3").splitlines()[0])
    F3: plain
    """
    m = load_map(map_name)
    h = m.find(at)
    cell = m.cell(h)
    head = f"{label(h)}: {cell.terrain}"
    if cell.city:
        head += f", city of {cell.city.name} ({cell.city.color})"
    elif cell.town:
        head += f", town of {cell.town}"
    lines = [head]
    for e in range(6):
        n = h.neighbor(e)
        if n not in m.cells:
            why = "off the map"
        elif (h, e) in m.impassable:
            why = f"thick black line to {label(n)}"
        elif not m.cells[n].buildable:
            why = f"{m.cells[n].terrain} at {label(n)}"
        else:
            why = f"open to {m.name_of(n)}" if m.cells[n].name else f"open to {label(n)} ({m.cells[n].terrain})"
        lines.append(f"  edge {EDGE_NAMES[e]:<2} {why}")
    return "\n".join(lines)


def terrain_cost_table(map_name: str) -> str:
    """What each terrain adds under Steam and what each tile class costs there under Age of Steam.

    >>> print(terrain_cost_table("tutorial").splitlines()[2])
    plain     +$0          $2          $3       $4
    """
    m = load_map(map_name)
    rows = []
    for terrain, costs in m.terrain_costs.items():
        steam, aos = costs["steam"], costs["age_of_steam"]
        if steam is None:
            rows.append([terrain, "no track", "no track", "", ""])
        else:
            rows.append([terrain, f"+${steam}", f"${aos['simple']}", f"${aos['coexist']}", f"${aos['crossing']}"])
    return table(["terrain", "Steam extra", "AoS simple", "coexist", "crossing"], rows)


# -- positions -----------------------------------------------------------------------
def rail_board(map_name: str, game: str, links: Sequence[LinkSpec] = ()) -> RailBoard:
    """A board of ``map_name`` with ``links`` laid with ``game``'s tiles (no building rule checked).

    >>> b = rail_board("tutorial", "steam", [(["Carlow", "E5", "E6", "Fenwick"], 0)])
    >>> sorted(label(h) for h in b.tiles)
    ['E5', 'E6']
    """
    board = RailBoard(load_map(map_name))
    for places, owner in links:
        lay_link(board, game, [board.map.find(p) for p in places], owner)
    return board


def judge_build(board: RailBoard, game: str, build: Build, *, player: int = 0, first_build: bool = False) -> str:
    """One build judged by the engine: ``"new, $2 = ..."`` or ``"illegal: <reason>"``."""
    turn = BuildTurn(board.copy(), RULES[game], player, first_build=first_build)
    option = turn.check(build)
    if option.reason is not None or option.cost is None:
        return f"illegal: {option.reason}"
    return f"{option.kind}, {cost_text(option.cost)}"


def compare_builds(
    map_name: str,
    builds: Sequence[tuple[str, str, str, int]],
    links: Sequence[LinkSpec] = (),
    *,
    player: int = 0,
    first_build: bool = False,
    before: Sequence[tuple[str, str, int]] = (),
) -> str:
    """Each build ``(hex, Steam tile, Age of Steam tile, rotation)`` judged under both games on the same position.

    ``before``: builds ``(hex, tile, rotation)`` the player made earlier in this turn.

    >>> print(compare_builds("tutorial", [("D4", "straight", "straight", 1)], first_build=True))
    D4 (river)
      Steam        straight r1: new, $3 = 2 x $1 per exit $2 + river hex $1
      Age of Steam straight r1: new, $3 = simple track on river $3
    """
    m = load_map(map_name)
    out = []
    for at, steam_tile, aos_tile, rotation in builds:
        out.append(f"{at} ({m.cell(m.find(at)).terrain})")
        for game, tile in (("steam", steam_tile), ("age_of_steam", aos_tile)):
            board = rail_board(map_name, game, links)
            if before:
                early = BuildTurn(board, RULES[game], player)
                for b in before:
                    early.apply(Build(*b))
            verdict = judge_build(board, game, Build(at, tile, rotation), player=player, first_build=first_build)
            out.append(f"  {GAME_NAMES[game]:<12} {tile_name(tile)} r{rotation}: {verdict}")
    return "\n".join(out)


def play_turns(
    map_name: str,
    game: str,
    turns: Sequence[tuple[int, Sequence[tuple[str, str, int]]]],
    links: Sequence[LinkSpec] = (),
    *,
    urbanize: tuple[str, str] | None = None,
) -> tuple[RailBoard, str]:
    """Building turns ``(player, [(hex, tile, rotation), ...])`` played in order on one board.

    Each turn ends as the rules say (incomplete links not extended lose their
    owner). ``urbanize`` ``(town, new city id)`` is done at the very end.
    Returns the board and the story, a line per build.

    >>> board, story = play_turns("tutorial", "steam", [(0, [("D4", "straight", 1)]), (0, [])])
    >>> print(story)
    turn 1, Player 1:
      D4 straight r1: new, $3
    turn 2, Player 1:
      end of turn: Player 1 loses the incomplete link from Carlow
    """
    board = rail_board(map_name, game, links)
    lines = []
    for i, (player, builds) in enumerate(turns):
        story = build_turn_story(board, game, player, [Build(*b) for b in builds])
        lines.append(f"turn {i + 1}, {player_label(player)}:")
        lines.extend(f"  {line}" for line in story.splitlines() if line != "(nothing built)")
    if urbanize is not None:
        turn = BuildTurn(board, RULES[game], 0, may_urbanize=True)
        at = label(board.map.find(urbanize[0]))
        reason = turn.why_urbanize_illegal(Urbanize(at, urbanize[1]))
        if reason:
            lines.append(f"urbanize {urbanize[0]}: illegal: {reason}")
        else:
            turn.urbanize(Urbanize(at, urbanize[1]))
            lines.append(f"urbanize: new city {urbanize[1]} on {urbanize[0]}; its track goes back to the supply")
    return board, "\n".join(lines)


def build_summary(board: RailBoard, game: str, *, player: int = 0, first_build: bool = False) -> str:
    """How many legal builds the player has, and the cheapest and dearest."""
    turn = BuildTurn(board.copy(), RULES[game], player, first_build=first_build)
    options = turn.legal_builds()
    if not options:
        return f"{GAME_NAMES[game]}: no legal build"
    totals = [o.cost.total for o in options if o.cost is not None]
    hexes = len({o.build.at for o in options})
    return f"{GAME_NAMES[game]}: {len(options)} legal builds on {hexes} hexes, ${min(totals)} to ${max(totals)}"


# -- lesson 03: links --------------------------------------------------------------------
def links_table(board: RailBoard) -> str:
    """Every link on the board: from, to (or the open end), tiles, owner, complete or not."""
    rows = []
    for link in trace_links(board):
        start = board.place_name(link.start.hex)
        if link.end is not None:
            end = board.place_name(link.end.hex)
        else:
            assert link.open_end is not None
            h, e = link.open_end
            end = f"(open at {label(h)} {EDGE_NAMES[e]})"
        owner = "nobody" if link.owner is None else player_label(link.owner)
        rows.append([start, end, link.length(), owner, "complete" if link.complete else "incomplete"])
    rows.sort()
    return table(["from", "to", "tiles", "owner", "state"], rows)


def build_turn_story(
    board: RailBoard, game: str, player: int, builds: Sequence[Build], *, first_build: bool = False
) -> str:
    """Play builds in one turn on ``board`` (changed in place), then end the turn; what happened, line by line."""
    turn = BuildTurn(board, RULES[game], player, first_build=first_build)
    lines = []
    for b in builds:
        option = turn.check(b)
        if option.reason is not None:
            lines.append(f"{b.at} {tile_name(b.tile)} r{b.rotation}: illegal: {option.reason}")
            continue
        cost = turn.apply(b)
        lines.append(f"{b.at} {tile_name(b.tile)} r{b.rotation}: {option.kind}, ${cost.total}")
    for link in turn.end_turn():
        place = board.place_name(link.start.hex)
        lines.append(f"end of turn: {player_label(player)} loses the incomplete link from {place}")
    return "\n".join(lines) or "(nothing built)"


# -- lesson 04: moving goods -------------------------------------------------------------
def delivery_lines(
    board: RailBoard, game: str, player: int, locomotive: int, *, names: Sequence[str] | None = None
) -> str:
    """Every legal delivery for ``player`` with its points, best ones starred."""
    rules = DeliveryRules(game)
    moves = legal_deliveries(board, rules, player, locomotive)
    best = set(id(d) for d in best_deliveries(moves, player))
    lines = [f"{GAME_NAMES[game]}, {player_label(player)}, locomotive {locomotive}: {len(moves)} legal deliveries"]
    for d in moves:
        text = render(d.describe(board), "en", names)
        lines.append(("* " if id(d) in best else "  ") + f"{len(d.legs)} links: {text}")
    return "\n".join(lines)


def judge_delivery(
    board: RailBoard, game: str, player: int, locomotive: int, move: MoveGoods, *, names: Sequence[str] | None = None
) -> str:
    """The engine's verdict on one delivery: who scores what, or why it is illegal (players called ``names``)."""
    delivery, reason = check_delivery(board, DeliveryRules(game), player, locomotive, move)
    if delivery is None:
        return f"illegal: {render(reason, 'en', names)}"
    return "legal: " + render(delivery.describe(board), "en", names)


def route_through(board: RailBoard, places: Sequence[str]) -> tuple[str, ...]:
    """The route codes (``"B2/BR"``) of the complete links joining ``places`` in order."""
    out = []
    links = [lk for lk in trace_links(board) if lk.complete]
    for a, b in zip(places, places[1:], strict=False):
        ha, hb = board.map.find(a), board.map.find(b)
        for lk in links:
            assert lk.end is not None
            if {lk.start.hex, lk.end.hex} == {ha, hb}:
                start = Node("city" if board.is_city(ha) else "town", ha)
                out.append(Leg.of(start, lk.end if lk.start.hex == ha else lk.start, lk).code)
                break
        else:
            raise ValueError(f"no complete link joins {a} and {b}")
    return tuple(out)


# -- lesson 05: the auction ----------------------------------------------------------------
def run_auction(order: Sequence[int], script: Sequence[int | str], free_pass: Iterable[int] = ()) -> Auction:
    """Play an auction: each script entry is a bid (a number), ``"drop"`` or ``"pass"`` (the free pass).

    >>> run_auction([0, 1, 2], [1, 2, "drop", 3, "drop"]).places
    [0, 1, 2]
    """
    a = Auction.start(list(order), set(free_pass))
    for step in script:
        if a.done:
            raise ValueError("the auction is over")
        if isinstance(step, int):
            a.bid(step)
        elif step == "drop":
            a.drop()
        elif step == "pass":
            if a.bidder not in a.passes:
                raise ValueError(f"{player_label(a.bidder)} holds no free pass")
            a.free_pass()
        else:
            raise ValueError(f"unknown auction step {step!r}")
    return a


def auction_story(order: Sequence[int], script: Sequence[int | str], free_pass: Iterable[int] = ()) -> str:
    """The auction step by step, then the turn order and both games' payments."""
    a = Auction.start(list(order), set(free_pass))
    lines = []
    for step in script:
        p = a.bidder
        if isinstance(step, int):
            a.bid(step)
            lines.append(f"{player_label(p)} bids ${step}")
        elif step == "drop":
            a.drop()
            lines.append(f"{player_label(p)} drops out (takes the last free place)")
        else:
            a.free_pass()
            lines.append(f"{player_label(p)} uses the Turn Order free pass")
    if not a.done:
        lines.append(f"(still running: {player_label(a.bidder)} to act)")
        return "\n".join(lines)
    lines.append("")
    lines.append(payments_table(a))
    return "\n".join(lines)


def payments_table(a: Auction) -> str:
    """Turn order after the auction, each player's last bid, and what Steam and Age of Steam charge."""
    steam, aos = steam_payments(a), age_of_steam_payments(a)
    rows = [[i + 1, player_label(p), f"${a.last_bid.get(p, 0)}", f"${steam[p]}", f"${aos[p]}"]
            for i, p in enumerate(a.places)]
    return table(["place", "seat", "last bid", "Steam pays", "AoS pays"], rows)


# -- lesson 06: income and expenses ------------------------------------------------------------
def _fresh(game: str, rules: str | None) -> RailGame:
    g = new_game(game, players=3, map="tutorial", rules=rules, seed=0)
    assert isinstance(g, RailGame)
    return g


def _seat_line(g: RailGame, p: int) -> str:
    s = g.seats[p]
    extra = f", shares {s.shares}" if g.game == "age_of_steam" else f", VP {s.vp}"
    out = " -- OUT OF THE GAME" if s.out else ""
    return f"cash ${s.cash}, income {s.income}{extra}, locomotive {s.locomotive}{out}"


def income_phase(game: str, rules: str | None = None, *, cash: int, income: int, locomotive: int = 1,
                 vp: int = 0, shares: int = 0) -> str:  # fmt: skip
    """One player's income and expenses phase, worked by the engine: before, each step, after.

    ``game`` is ``"steam"`` (``rules`` ``"base"`` or ``"standard"``) or ``"age_of_steam"``.

    >>> print(income_phase("steam", "standard", cash=0, income=2, locomotive=3, vp=1))
    before: cash $0, income 2, VP 1, locomotive 3
      Player 1 receives $2 (income)
      Player 1 pays $2 (expenses)
      Player 1 covers a shortfall from VP/income
      Player 1 receives $1 (change from a $2 step)
    after:  cash $1, income 2, VP 0, locomotive 3
    """
    g = _fresh(game, rules)
    seat = g.seats[0]
    g.paid_out -= seat.cash  # keep the bank's ledger honest after setting the cash by hand
    seat.cash, seat.income, seat.locomotive, seat.vp = cash, income, locomotive, vp
    g.paid_out += cash
    if game == "age_of_steam":
        seat.shares = shares
    before = _seat_line(g, 0)
    mark = len(g.log)
    if isinstance(g, SteamGame):
        g._income(0)
    else:
        assert isinstance(g, AgeOfSteamGame)
        for p in range(1, g.num_players):
            g.seats[p].out = True  # only seat 0 takes part in this worked example
        g._begin_income()
    first = player_label(0)
    steps = [f"  {line}" for line in g.log[mark:] if line.startswith((f"{first} ", f"{first}:"))]
    return "\n".join([f"before: {before}", *steps, f"after:  {_seat_line(g, 0)}"])


def income_reduction_table(incomes: Sequence[int]) -> str:
    """Age of Steam's income reduction for some incomes (from ``data/age_of_steam/rules.json``)."""
    data = _fresh("age_of_steam", None).data
    rows = [[i, f"-{income_reduction(i, data['income_reduction'])}"] for i in incomes]
    return table(["income", "reduction"], rows)


def action_costs_table(locomotive: int) -> str:
    """What each Steam action tile costs in the base and the standard game for a player at ``locomotive``."""
    base, std = _fresh("steam", "base"), _fresh("steam", "standard")
    assert isinstance(base, SteamGame) and isinstance(std, SteamGame)
    base.seats[0].locomotive = std.seats[0].locomotive = locomotive
    rows = [[a["number"], a["name"], f"${base.action_cost(0, a['id'])}", f"${std.action_cost(0, a['id'])}"]
            for a in base.action_tiles()]  # fmt: skip
    return table(["#", "action", "base game", "standard game"], rows)


# -- lesson 07: final scoring ------------------------------------------------------------------
def final_scores(board: RailBoard, seats: Sequence[dict[str, Any]], actions: Sequence[str | None] = ()) -> str:
    """The same position scored by Steam (base and standard) and Age of Steam, with the working and the ranking.

    ``seats`` gives each player's ``income``, ``vp`` (Steam) and ``shares`` (Age of Steam);
    ``actions`` the Steam action tile each took in the last turn (a tie-break).
    """
    out = []
    for game, rules in (("steam", "base"), ("steam", "standard"), ("age_of_steam", None)):
        g = _fresh(game, rules)
        g.board = board.copy()
        links = trace_links(g.board)
        scores: list[Score] = []
        for p in range(g.num_players):
            spec = seats[p] if p < len(seats) else {}
            s = g.seats[p]
            s.income, s.vp, s.shares = spec.get("income", 0), spec.get("vp", 0), spec.get("shares", 0)
            s.action = actions[p] if p < len(actions) else None
            complete = [lk for lk in links if lk.complete and lk.owner == p]
            scores.append(g.score_of(p, complete))
        title = GAME_NAMES[game] + (f" ({rules})" if rules else "")
        out.append(f"{title}:")
        for sc in scores:
            out.append(f"  {player_label(sc.player)}: " + ", ".join(f"{i.label} {i.points:+d}" for i in sc.items)
                       + f" = {sc.total}")  # fmt: skip
        out.append("  ranking: " + " > ".join(player_label(p) for p in ranking(scores)))
    return "\n".join(out)


def link_tile_counts(board: RailBoard) -> str:
    """Each complete link: Steam counts 1 VP, Age of Steam counts its track tiles."""
    rows = []
    for lk in trace_links(board):
        if lk.complete and lk.end is not None:
            owner = "nobody" if lk.owner is None else player_label(lk.owner)
            rows.append([board.place_name(lk.start.hex), board.place_name(lk.end.hex), owner, 1, link_tiles(lk)])
    rows.sort()
    return table(["from", "to", "owner", "Steam VP", "AoS VP"], rows)


# -- Russian Railroads ------------------------------------------------------------------------
def rr_railways(data: RulesData | None = None) -> str:
    """The three railways: length, locomotive slots, colours taken, bonus spaces.

    >>> print(rr_railways().splitlines()[2])
    Trans-Siberian  15      2      black grey brown natural white
    """
    d = data or rules_data()
    rows = []
    for rw in d.railways:
        colours = " ".join(d.colour_names[c] for c in sorted(rw.colours))
        rows.append([rw.name, rw.length, rw.slots, colours])
    return table(["railway", "spaces", "locos", "colours"], rows)


def rr_bonus_spaces(data: RulesData | None = None) -> str:
    """Every bonus space on the railways: where, what must reach it, what it gives."""
    d = data or rules_data()
    rows: list[list[object]] = []
    for rw in d.railways:
        for b in rw.bonuses:
            need = f"{d.colour_names[b.rail]} rail" + (" + locomotive" if b.locomotive else "")
            gives = {"worker": "a worker", "bonus_token": "a bonus token", "vp": f"{b.n} VP at once"}.get(b.op, b.op)
            rows.append([rw.name, b.space, need, gives])
        for space, vp in rw.stars:
            rows.append([rw.name, space, "black rail + locomotive", f"star: {vp} VP every scoring"])
        if rw.doubling:
            s, c = rw.doubling
            rows.append([rw.name, s, f"{d.colour_names[c]} rail + locomotive", "the railway's points doubled"])
        if rw.medal:
            s, c, vp = rw.medal
            rows.append([rw.name, s, f"{d.colour_names[c]} rail + locomotive", f"with the Kiev medal: {vp} VP"])
    return table(["railway", "space", "needs", "gives"], rows)


def rr_colours(data: RulesData | None = None) -> str:
    """The rail colours in their order: VP per space, after revaluation, how many, where unlocked."""
    d = data or rules_data()
    rows = [
        [name, d.colour_points[c], d.colour_revalued[c], d.colour_counts[c],
         "from the start" if d.unlock_spaces[c] == 0 else f"black on Trans-Siberian {d.unlock_spaces[c]}"]
        for c, name in enumerate(d.colour_names)
    ]  # fmt: skip
    return table(["colour", "VP", "revalued", "rails", "unlocked by"], rows)


def rr_industry(data: RulesData | None = None) -> str:
    """The industry track space by space: printed VP, or which factory fills the gap."""
    d = data or rules_data()
    rows = []
    for i, (kind, value) in enumerate(d.industry_spaces):
        if kind == "vp":
            what = f"{value} VP"
        elif kind == "factory":
            what = f"gap: needs factory {value}"
        else:
            what = "bonus token space"
        rows.append([i, what, d.industry_vp(i)])
    return table(["space", "printed", "a marker here scores"], rows)


def rr_score(spec: dict[str, Any]) -> str:
    """A board described as data, scored with its working (``score_board``)."""
    return score_board(spec).explain()


def rr_majority(counts: Sequence[int], best: Sequence[int]) -> str:
    """The engineer majority (40/20) for players with ``counts`` engineers, best numbers ``best``."""
    vp = engineer_majority(rules_data(), counts, best)
    rows = [[player_label(p), counts[p], f"#{best[p]}" if counts[p] else "-", vp[p]] for p in range(len(counts))]
    return table(["player", "engineers", "highest", "VP"], rows)


def hex_label(text: str) -> str:
    """A hex label normalised (``"h6"`` -> ``"H6"``); ``ValueError`` if malformed."""
    return label(parse_label(text))


def rr_loco_targets(locos: Sequence[Sequence[int]], tile: int) -> str:
    """Where a new locomotive ``tile`` may go on a board whose railways hold ``locos``.

    >>> print(rr_loco_targets([[3, 1], [], []], 4))
    locomotive 4 may go to:
      Trans-Siberian, replacing locomotive 1
      Trans-Siberian, replacing locomotive 3
      St. Petersburg, an empty slot
      Kiev, an empty slot
    """
    d = rules_data()
    board = PlayerBoard.new(d, workers=0, rubles=0)
    board.locos = [list(r) for r in locos]
    lines = [f"locomotive {tile} may go to:"]
    for r, old in board.loco_targets(d, tile):
        where = "an empty slot" if old == 0 else f"replacing locomotive {old}"
        lines.append(f"  {d.railways[r].name}, {where}")
    if len(lines) == 1:
        lines.append("  nowhere on the railways: it becomes a factory beside the supply")
    return "\n".join(lines)


def rr_end_bonus_table(
    *,
    black: Sequence[int] = (1, 1, 1),
    locos: Sequence[Sequence[int]] = ((1,), (), ()),
    factories: int = 0,
    extra_workers: int = 0,
    black_worker: bool = False,
    tokens: int = 0,
    doublers: int = 0,
    engineers: Sequence[int] = (),
) -> str:
    """What each end bonus card would score for one board described in a few numbers.

    >>> print(rr_end_bonus_table(factories=5).splitlines()[4])
    3     per factory            4                 20   20
    """
    d = rules_data()
    board = PlayerBoard.new(d, workers=0, rubles=0)
    for r, pos in enumerate(black):
        board.rails[r][0] = pos
    board.locos = [list(r) for r in locos]
    board.factories = list(range(1, factories + 1))
    board.extra_workers, board.black_worker = extra_workers, black_worker
    board.tokens_used = list(range(1, tokens + 1))
    board.doublers = doublers
    board.engineers = list(engineers)
    rows = []
    for n, card in sorted(d.end_bonus_cards.items()):
        rule = card.rule.replace("_", " ")
        tiers = ", ".join(f">={a}: {v}" for a, v in card.tiers)
        vp = tiers or (str(card.vp) if card.vp else "-")
        points = "majority" if card.rule == "engineer_count" else end_bonus_points(d, board, n)
        rows.append([n, rule, vp, card.max if card.max is not None else "-", points])
    return table(["card", "rule", "VP", "max", "scores"], rows)


FACTORY_EFFECTS = {
    "vp_engineer_numbers": "VP: the numbers of your engineers added up",
    "locomotive_or_factory": "a locomotive or a factory",
    "reuse": "use an action space again",
    "doublers": "doublers",
    "industry": "industry steps",
    "rubles": "rubles",
    "rails": "rail steps",
    "vp_top_locomotives": "VP per top locomotive",
    "end_bonus": "an end bonus card",
}
"""What each factory effect does, in player words (lesson 10)."""


def rr_factory_effects() -> str:
    """Every factory tile and what arriving on it does.

    >>> print(rr_factory_effects().splitlines()[2])
    1        VP: the numbers of your engineers added up
    """
    rows = []
    for number, effects in sorted(rules_data().factories.items()):
        text = ", ".join(FACTORY_EFFECTS.get(e.op, e.op.replace("_", " ")) + (f" x {e.n}" if e.n else "")
                         for e in effects)  # fmt: skip
        rows.append([number, text])
    return table(["factory", "effect"], rows)


# -- lesson 13: a scenario -------------------------------------------------------------------
def action_lines(state: Any) -> str:
    """The legal actions of a game position, one a line, in player words."""
    return "\n".join(str(describe_action(state, a)) for a in state.legal_actions())


def playout_table(result: Any, state: Any) -> str:
    """A playout analysis (``steamlab.scenarios.analysis``) as a table in player words."""
    rows = []
    for r in result.results:
        lo, hi = r.win_interval()
        slo, shi = r.score_interval()
        rows.append([describe_action(state, r.action), r.playouts, f"{r.win_rate:.0%} ({lo:.0%} to {hi:.0%})",
                     f"{r.mean_score:.2f} ({slo:.1f} to {shi:.1f})"])  # fmt: skip
    head = f"{player_label(result.player)}, {result.bot} playouts, seed {result.seed}"
    return head + "\n" + table(["action", "playouts", "win rate (95%)", "mean score (95%)"], rows)
