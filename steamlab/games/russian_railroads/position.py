"""Russian Railroads positions as data: export a game's position, check one, start a game from one.

A position is the game **at the start of a round's worker placement**: every
worker is home, no space is taken, nobody has passed, the turn-order
positions are set. It is what :class:`~steamlab.scenarios.rr_builder.RRScenario`
writes and what a record's ``"start"`` holds::

    {"round": 3, "order": [2, 0, 1],
     "players": [{"rails": {"trans_siberian": {"black": 9, "grey": 7, "brown": 3},
                            "st_petersburg": {"black": 2}, "kiev": {"black": 1}},
                  "locomotives": {"trans_siberian": [1, 4], "st_petersburg": [], "kiev": [2]},
                  "factories": [3, 5], "industry": [4], "doublers": [1, 2],
                  "engineers": [9], "workers": 5, "black_worker": false,
                  "temporary_workers": 0, "rubles": 2, "vp": {"round 1 scoring": 3},
                  "tokens": [3], "end_bonus": [4]}, ...],
     "engineer_row": [0, 0, 11, 14, 3, 5, 8],   # left to right, 0 = empty, rightmost = hiring slot
     "bonus_cards": [1, 3, 4, 5],              # the bonus (advantage) cards still in the row
     "end_deck": [1, 2, 6, 7, 8, 10],          # end bonus cards still to draw from
     "supply": [0, 0, 2, 4, 4, 4, 4, 4, 4],    # locomotive stacks #1-#9 (optional: else the rest)
     "factories_beside_supply": [2],
     "doubler_stock": 17}                       # optional: else 20 minus those on the boards

Rails give the space of each colour on each railway (a rail not listed is not
on the railway, except black, which starts on space 1); ``doublers`` lists
the Trans-Siberian doubler spaces in use; ``industry`` the markers' spaces
(0 is the start); ``vp`` is a number or VP by category; the special #9 of
bonus card 5 (no factory side) is written ``99``. What follows from the
rest is not written: the colours unlocked (black's place on the
Trans-Siberian), revaluation and the Kiev medal (tokens 5 and 6) and the
railway bonuses already claimed (every bonus space reached).

:func:`check_position` returns every problem as a sentence;
:func:`load_position` refuses a position with any problem and changes nothing.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=0)
>>> pos = blank_position(g)
>>> pos["players"][0]["rails"]["trans_siberian"]["black"] = 5
>>> check_position(g, pos)
[]
>>> pos["players"][0]["rails"]["kiev"] = {"black": 3, "natural": 1}
>>> for problem in check_position(g, pos):
...     print(problem)
Player 0: the Kiev railway does not take natural rails (it takes black, grey, brown).
Player 0: natural on Kiev space 1 needs the brown rail ahead of it (colours follow black, grey, brown, natural, white).
Player 0: natural rails come when black reaches Trans-Siberian space 10, but black is on space 5.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from steamlab.core.errors import SteamlabError
from steamlab.games.russian_railroads.board import SPECIAL_NINE, TS, PlayerBoard, loco_value
from steamlab.games.russian_railroads.data import COLOURS, RulesData
from steamlab.games.russian_railroads.turns import sample_deal

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.table import Table

POSITION_FIELDS = {
    "round", "order", "players", "engineer_row", "bonus_cards", "end_deck", "supply",
    "factories_beside_supply", "doubler_stock",
}  # fmt: skip
PLAYER_FIELDS = {
    "rails", "locomotives", "factories", "industry", "doublers", "engineers", "workers", "black_worker",
    "temporary_workers", "rubles", "vp", "tokens", "end_bonus",
}  # fmt: skip
SCENARIO_VP = "VP before the scenario"
"""The VP category a position's plain VP number is booked under."""
FACTORY_SLOTS = 5
"""Factory slots on a player board, filled left to right (seed 004)."""


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ints(value: Any) -> bool:
    return isinstance(value, list) and all(_whole(v) for v in value)


# -- export -------------------------------------------------------------------------------
def export_position(g: Table) -> dict[str, Any]:
    """The game's position as data, resumed at the start of the current round's worker placement.

    Taken between turns: workers placed this round go home, the spaces are
    freed and nobody has passed; rubles spent this round stay spent. A
    game still being dealt or drafted, over, or waiting for a decision has
    no such position (``SteamlabError``).

    >>> import steamlab
    >>> g = steamlab.new_game("russian_railroads", players=2, seed=0)
    >>> export_position(g)
    Traceback (most recent call last):
    ...
    steamlab.core.errors.SteamlabError: A position is taken between turns: the set-up's decisions are still pending.
    """
    if g.phase in ("deal", "setup"):
        raise SteamlabError("A position is taken between turns: the set-up's decisions are still pending.")
    if g.phase == "over":
        raise SteamlabError("The game is over: there is no round left to resume.")
    if g.pending:
        raise SteamlabError("A position is taken between turns: finish the decisions pending first.")
    data = g.data
    players = []
    for b in g.boards:
        players.append(
            {
                "rails": {
                    rw.id: {COLOURS[c]: pos for c, pos in enumerate(b.rails[r]) if pos} for r, rw in enumerate(data.railways)
                },
                "locomotives": {rw.id: sorted(b.locos[r]) for r, rw in enumerate(data.railways)},
                "factories": list(b.factories),
                "industry": list(b.markers),
                "doublers": list(range(1, b.doublers + 1)),
                "engineers": list(b.engineers),
                "workers": b.workers,
                "black_worker": b.black_worker,
                "temporary_workers": b.temps_free,
                "rubles": b.rubles,
                "vp": dict(b.vp),
                "tokens": list(b.tokens_used),
                "end_bonus": list(b.end_bonus),
            }
        )
    return {
        "round": g.round,
        "order": list(g.order),
        "players": players,
        "engineer_row": list(g.engineer_slots),
        "bonus_cards": sorted(g.bonus_cards),
        "end_deck": sorted(g.end_deck),
        "supply": list(g.supply[1:]),
        "factories_beside_supply": sorted(g.pool),
        "doubler_stock": g.doubler_stock,
    }


def blank_position(g: Table, seed: int | None = None) -> dict[str, Any]:
    """Round 1 after the set-up deal (drawn from ``seed``, default the game's), before any starting bonus.

    >>> import steamlab
    >>> g = steamlab.new_game("russian_railroads", players=3, seed=0)
    >>> pos = blank_position(g)
    >>> pos["round"], pos["players"][0]["locomotives"]["trans_siberian"], pos["engineer_row"][0]
    (1, [1], 0)
    """
    deal = sample_deal(g, random.Random(f"{g.game}:{g.seed if seed is None else seed}:0"))
    board = PlayerBoard.new(g.data, workers=g.setup.workers, rubles=g.setup.rubles)
    player = {
        "rails": {rw.id: {"black": board.rails[r][0]} for r, rw in enumerate(g.data.railways)},
        "locomotives": {rw.id: list(board.locos[r]) for r, rw in enumerate(g.data.railways)},
        "factories": [],
        "industry": [0],
        "doublers": [],
        "engineers": [],
        "workers": g.setup.workers,
        "black_worker": False,
        "temporary_workers": 0,
        "rubles": g.setup.rubles,
        "vp": {},
        "tokens": [],
        "end_bonus": [],
    }
    return {
        "round": 1,
        "order": list(deal.order),
        "players": [copy.deepcopy(player) for _ in range(g.num_players)],
        "engineer_row": list(deal.engineers),
        "bonus_cards": sorted(g.data.bonus_cards),
        "end_deck": sorted(deal.end_bonus),
    }


# -- parsing ------------------------------------------------------------------------------
@dataclass
class _Seat:
    """One player's part of a position, read leniently (defaults where a field is malformed)."""

    rails: list[list[int]]
    locos: list[list[int]]
    factories: list[int | None] = field(default_factory=list)
    markers: list[int] = field(default_factory=lambda: [0])
    doublers: list[int] = field(default_factory=list)
    engineers: list[int] = field(default_factory=list)
    workers: int = 0
    black_worker: bool = False
    temps: int = 0
    rubles: int = 0
    vp: dict[str, int] = field(default_factory=dict)
    tokens: list[int] = field(default_factory=list)
    end_bonus: list[int] = field(default_factory=list)


def _per_railway(value: Any, name: str, what: str, who: str, ids: list[str], out: list[str]) -> Iterator[tuple[int, Any]]:
    """The (railway index, entry) pairs of ``value``, a map from railway ids to ``what`` (field ``name`` of a seat);
    a value that is not a map, or an unknown railway, is a sentence in ``out`` (in the order met).

    >>> out = []
    >>> list(_per_railway({"kiev": 3, "paris": 1}, "rails", "a space", "Player 1", ["trans_siberian", "kiev"], out))
    [(1, 3)]
    >>> out
    ["Player 1: unknown railway 'paris' in rails (trans_siberian, kiev)."]
    >>> list(_per_railway([3], "rails", "a space", "Player 1", ["kiev"], out)), out[-1]
    ([], 'Player 1: rails map each railway to a space.')
    """
    if not isinstance(value, dict):
        out.append(f"{who}: {name} map each railway to {what}.")
        return
    for rid, entry in value.items():
        if rid in ids:
            yield ids.index(rid), entry
        else:
            out.append(f"{who}: unknown railway {rid!r} in {name} ({', '.join(ids)}).")


def _read_seat(g: Table, p: int, raw: dict[str, Any], out: list[str]) -> _Seat:
    data = g.data
    who = f"Player {p}"
    ids = [rw.id for rw in data.railways]
    seat = _Seat(
        rails=[[1] + [0] * (len(COLOURS) - 1) for _ in data.railways],
        locos=[[1], [], []],
        workers=g.setup.workers,
        rubles=g.setup.rubles,
    )
    for r, row in _per_railway(raw.get("rails", {}), "rails", "the space of each colour", who, ids, out):
        if not isinstance(row, dict):
            out.append(f"{who}: rails on {data.railways[r].name} map a colour to a space.")
            continue
        for colour, space in row.items():
            if colour not in COLOURS:
                out.append(f"{who}: unknown rail colour {colour!r} ({', '.join(COLOURS)}).")
            elif not _whole(space) or space < 0:
                out.append(f"{who}: the {colour} rail on {data.railways[r].name} needs a space number, not {space!r}.")
            else:
                seat.rails[r][COLOURS.index(colour)] = space
    locos = raw.get("locomotives")
    if locos is not None:
        seat.locos = [[], [], []]
        for r, tiles in _per_railway(locos, "locomotives", "its locomotive numbers", who, ids, out):
            if not _ints(tiles):
                out.append(f"{who}: the locomotives on {ids[r]} must be a list of numbers.")
            else:
                seat.locos[r] = list(tiles)
    factories = raw.get("factories", [])
    if not isinstance(factories, list) or not all(f is None or _whole(f) for f in factories):
        out.append(f"{who}: factories list the slots left to right (a number, or null for an empty slot).")
    else:
        seat.factories = list(factories)
    for name, attr in (("industry", "markers"), ("doublers", "doublers"), ("engineers", "engineers"),
                       ("tokens", "tokens"), ("end_bonus", "end_bonus")):  # fmt: skip
        value = raw.get(name, getattr(seat, attr))
        if not _ints(value):
            out.append(f"{who}: {name} must be a list of numbers, not {value!r}.")
        else:
            setattr(seat, attr, list(value))
    for name, attr in (("workers", "workers"), ("temporary_workers", "temps"), ("rubles", "rubles")):
        value = raw.get(name, getattr(seat, attr))
        if not _whole(value) or value < 0:
            out.append(f"{who}: {name} must be a whole number 0 or more, not {value!r}.")
        else:
            setattr(seat, attr, value)
    black = raw.get("black_worker", False)
    if not isinstance(black, bool):
        out.append(f"{who}: black_worker is true or false, not {black!r}.")
    else:
        seat.black_worker = black
    vp = raw.get("vp", 0)
    if _whole(vp) and vp >= 0:
        seat.vp = {SCENARIO_VP: vp} if vp else {}
    elif isinstance(vp, dict) and all(isinstance(k, str) and _whole(v) and v >= 0 for k, v in vp.items()):
        seat.vp = {k: v for k, v in vp.items() if v}
    else:
        out.append(f"{who}: vp is a whole number 0 or more, or VP (0 or more) by category, not {vp!r}.")
    return seat


def reached_bonuses(
    data: RulesData, rails: list[list[int]], locos: list[list[int]], markers: list[int]
) -> set[tuple[int, int]]:
    """The bonus spaces a board has reached, as the game's ``claimed`` set: (railway, space), (3, industry space).

    A railway bonus needs its rail there (and the locomotive reaching it where
    asked); the industry bonus needs a marker there or beyond.

    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> rails = [[1, 0, 0, 0, 0], [6, 0, 0, 0, 0], [1, 0, 0, 0, 0]]
    >>> sorted(reached_bonuses(rules_data(), rails, [[1], [5], []], [0]))
    [(1, 4)]
    """
    out: set[tuple[int, int]] = set()
    for r, rw in enumerate(data.railways):
        reach = sum(loco_value(t) for t in locos[r])
        for bonus in rw.bonuses:
            if rails[r][bonus.rail] >= bonus.space and (not bonus.locomotive or reach >= bonus.space):
                out.add((r, bonus.space))
    top = max(markers, default=0)
    for space, (kind, _) in enumerate(data.industry_spaces):
        if kind == "bonus_token" and top >= space:
            out.add((3, space))
    return out


def _bonus_names(data: RulesData, claimed: set[tuple[int, int]], op: str) -> list[str]:
    names = []
    for r, space in sorted(claimed):
        if r == 3:
            if op == "bonus_token":
                names.append(f"industry {space}")
        elif any(b.space == space and b.op == op for b in data.railways[r].bonuses):
            names.append(f"{data.railways[r].name} {space}")
    return names


# -- checking -----------------------------------------------------------------------------
def check_position(g: Table, pos: Any) -> list[str]:
    """Every inconsistency of ``pos`` for ``g`` (its number of players), as sentences."""
    if not isinstance(pos, dict):
        return ["A position is a JSON object."]
    out: list[str] = []
    extra = set(pos) - POSITION_FIELDS
    if extra:
        out.append(f"Unknown field(s) in the position: {', '.join(sorted(extra))}.")
    n = g.num_players
    rnd = pos.get("round", 1)
    if not _whole(rnd) or not 1 <= rnd <= g.setup.rounds:
        out.append(f"round must be 1-{g.setup.rounds} ({n} players), not {rnd!r}.")
        rnd = 1
    order = pos.get("order", list(range(n)))
    if not _ints(order) or sorted(order) != list(range(n)):
        out.append(f"order must list every seat 0-{n - 1} once (the turn order).")
    players = pos.get("players")
    if not isinstance(players, list) or len(players) != n:
        return [*out, f"players must list {n} players."]
    seats: list[_Seat] = []
    for p, raw in enumerate(players):
        if not isinstance(raw, dict):
            out.append(f"players[{p}] must be an object.")
            raw = {}
        unknown = set(raw) - PLAYER_FIELDS
        if unknown:
            out.append(f"Player {p}: unknown field(s) {', '.join(sorted(unknown))}.")
        seats.append(_read_seat(g, p, raw, out))
    main = _read_main(g, pos, out)
    for p, seat in enumerate(seats):
        out += _check_rails(g, p, seat)
        out += _check_board(g, p, seat)
    out += _check_tiles(g, pos, seats, main)
    out += _check_pieces(g, rnd, seats, main)
    return out


@dataclass
class _Main:
    row: list[int]
    bonus_cards: list[int]
    end_deck: list[int]
    pool: list[int]


def _read_main(g: Table, pos: dict[str, Any], out: list[str]) -> _Main:
    slots = g.setup.engineer_slots
    main = _Main([0] * slots, sorted(g.data.bonus_cards), [], [])
    row = pos.get("engineer_row", main.row)
    if not _ints(row) or len(row) != slots:
        out.append(f"engineer_row must list the {slots} slots of the engineer row (0 for an empty slot).")
    else:
        main.row = list(row)
    cards = pos.get("bonus_cards", main.bonus_cards)
    if not _ints(cards) or len(set(cards)) != len(cards) or not set(cards) <= set(g.data.bonus_cards):
        out.append(f"bonus_cards lists the bonus cards still in the row, each once (1-{len(g.data.bonus_cards)}).")
    else:
        main.bonus_cards = sorted(cards)
    deck = pos.get("end_deck", [])
    if not _ints(deck):
        out.append("end_deck must be a list of end bonus card numbers.")
    else:
        main.end_deck = list(deck)
    pool = pos.get("factories_beside_supply", [])
    if not _ints(pool):
        out.append("factories_beside_supply must be a list of factory numbers.")
    else:
        main.pool = list(pool)
    return main


def _check_rails(g: Table, p: int, seat: _Seat) -> list[str]:
    data = g.data
    who = f"Player {p}"
    out: list[str] = []
    black_ts = seat.rails[TS][0]
    locked: set[int] = set()
    placed = Counter[int]()
    for r, rw in enumerate(data.railways):
        row = seat.rails[r]
        if row[0] < 1:
            out.append(
                f"{who}: every railway keeps its black rail ({data.colour_counts[0]} black rails per player), "
                f"so black on {rw.name} is on space 1 or further."
            )
        for c, space in enumerate(row):
            if not space:
                continue
            placed[c] += 1
            if space > rw.length:
                out.append(f"{who}: {COLOURS[c]} on {rw.name} space {space} is beyond its {rw.length} spaces.")
            if c not in rw.colours:
                takes = ", ".join(COLOURS[k] for k in sorted(rw.colours))
                out.append(f"{who}: the {rw.name} railway does not take {COLOURS[c]} rails (it takes {takes}).")
            if black_ts < data.unlock_spaces[c]:
                locked.add(c)
        for c in range(1, len(COLOURS)):
            if not row[c]:
                continue
            if not row[c - 1]:
                out.append(
                    f"{who}: {COLOURS[c]} on {rw.name} space {row[c]} needs the {COLOURS[c - 1]} rail ahead of it "
                    f"(colours follow {', '.join(COLOURS)})."
                )
            elif row[c - 1] <= row[c]:
                out.append(
                    f"{who}: {COLOURS[c]} on {rw.name} space {row[c]} is not behind {COLOURS[c - 1]} on space "
                    f"{row[c - 1]} (a colour never reaches or passes the colour before it)."
                )
    for c in sorted(locked):
        out.append(
            f"{who}: {COLOURS[c]} rails come when black reaches Trans-Siberian space {data.unlock_spaces[c]}, "
            f"but black is on space {black_ts}."
        )
    for c, count in sorted(placed.items()):
        if count > data.colour_counts[c]:
            out.append(f"{who} has {count} {COLOURS[c]} rails on the railways but the game gives {data.colour_counts[c]}.")
    return out


def _check_board(g: Table, p: int, seat: _Seat) -> list[str]:
    data = g.data
    who = f"Player {p}"
    out: list[str] = []
    numbers = set(data.locomotive_numbers)
    for r, rw in enumerate(data.railways):
        tiles = seat.locos[r]
        if len(tiles) > rw.slots:
            out.append(f"{who}: the {rw.name} holds {rw.slots} locomotive(s), not {len(tiles)}.")
        for t in tiles:
            if t not in numbers and t != SPECIAL_NINE:
                out.append(
                    f"{who}: there is no locomotive #{t} (1-{max(numbers)}, or {SPECIAL_NINE} for bonus card 5's #9)."
                )
    f = seat.factories
    if len(f) > FACTORY_SLOTS:
        out.append(f"{who}: a board has {FACTORY_SLOTS} factory slots, not {len(f)}.")
    for i, tile in enumerate(f):
        if tile is None:
            if any(t is not None for t in f[i + 1 :]):
                out.append(
                    f"{who}: factory slot {i + 1} is empty but a slot right of it is filled "
                    "(factories fill the slots left to right)."
                )
                break
        elif tile == SPECIAL_NINE:
            out.append(f"{who}: the #9 of bonus card 5 has no factory side.")
        elif tile not in numbers:
            out.append(f"{who}: there is no factory #{tile} (1-{max(numbers)}).")
    built = sum(1 for t in f if t is not None)
    track = data.industry_spaces
    markers = seat.markers
    if not 1 <= len(markers) <= 2:
        out.append(f"{who}: a board has 1 industry marker, or 2 with bonus token 3, not {len(markers)}.")
    elif len(markers) == 2 and 3 not in seat.tokens:
        out.append(f"{who} has a second industry marker but has not taken bonus token 3, which brings it.")
    elif len(markers) == 1 and 3 in seat.tokens:
        out.append(f"{who} took bonus token 3 but has no second industry marker.")
    for m in markers:
        if not 0 <= m < len(track):
            out.append(f"{who}: an industry marker on space {m} is off the track (spaces 0-{len(track) - 1}).")
            continue
        gaps = [v for kind, v in track[: m + 1] if kind == "factory" and v > built]
        if gaps:
            out.append(
                f"{who}: an industry marker on space {m} has passed the gap of factory {gaps[0]}, "
                f"but the board has {built} factor{'y' if built == 1 else 'ies'}."
            )
    if len(markers) == 2 and markers[0] == markers[1] and markers[0] != 0:
        out.append(f"{who}: both industry markers are on space {markers[0]} (they never share a space past the start).")
    d = seat.doublers
    if len(set(d)) != len(d) or any(not 1 <= s <= data.doubler_spaces for s in d):
        out.append(f"{who}: doublers lie on the Trans-Siberian's doubler spaces 1-{data.doubler_spaces}, one each.")
    elif sorted(d) != list(range(1, len(d) + 1)):
        out.append(
            f"{who}: doublers fill the doubler spaces left to right, so {len(d)} doubler(s) lie on spaces "
            f"{list(range(1, len(d) + 1))}, not {sorted(d)}."
        )
    if len(set(seat.tokens)) != len(seat.tokens) or not set(seat.tokens) <= set(data.bonus_tokens):
        out.append(f"{who}: tokens lists bonus tokens 1-{len(data.bonus_tokens)}, each once.")
    claimed = reached_bonuses(data, seat.rails, seat.locos, [m for m in markers if _whole(m)])
    spaces = _bonus_names(data, claimed, "bonus_token")
    want = min(len(spaces), len(data.bonus_tokens))
    if len(seat.tokens) != want:
        where = f" ({', '.join(spaces)})" if spaces else ""
        out.append(
            f"{who} has reached {len(spaces)} bonus-token space(s){where} but holds {len(seat.tokens)} bonus "
            "token(s): one is taken at each space reached."
        )
    workers = _bonus_names(data, claimed, "worker")
    want = g.setup.workers + min(len(workers), g.setup.worker_stock)
    if seat.workers != want:
        where = f" ({', '.join(workers)})" if workers else ""
        out.append(
            f"{who} owns {seat.workers} workers but should own {want}: {g.setup.workers} at the start and one "
            f"for each worker bonus reached{where}."
        )
    return out


def _check_tiles(g: Table, pos: dict[str, Any], seats: list[_Seat], main: _Main) -> list[str]:
    data = g.data
    out: list[str] = []
    per = g.setup.locomotives_per_number
    numbers = data.locomotive_numbers
    on_boards = Counter[int]()
    for seat in seats:
        on_boards.update(t for row in seat.locos for t in row)
        on_boards.update(t for t in seat.factories if t is not None)
    for t in main.pool:
        if t not in numbers:
            out.append(f"factories_beside_supply: there is no factory #{t} (1-{max(numbers)}).")
    pool = Counter(main.pool)
    specials = on_boards.pop(SPECIAL_NINE, 0)
    if specials > 1:
        out.append(f"The #9 of bonus card 5 ({SPECIAL_NINE}) is on the boards {specials} times but exists once.")
    if specials and 5 in main.bonus_cards:
        out.append(
            f"The #9 of bonus card 5 ({SPECIAL_NINE}) is on a board but bonus card 5, which carries it, is still in the row."
        )
    supply = pos.get("supply")
    if supply is not None and (not _ints(supply) or len(supply) != len(numbers) or any(s < 0 for s in supply)):
        out.append(f"supply lists how many tiles are left in each locomotive stack #1-#{len(numbers)} (0 or more).")
        supply = None
    for number in numbers:
        used = on_boards[number] + pool[number]
        if supply is None:
            if used > per:
                out.append(
                    f"{used} #{number} locomotive/factory tiles are on the boards and beside the supply, "
                    f"but a {g.num_players}-player game has {per}."
                )
        elif used + supply[number - 1] != per:
            out.append(
                f"#{number} tiles: {supply[number - 1]} in the supply + {pool[number]} beside it + {on_boards[number]} "
                f"on the boards = {used + supply[number - 1]}, but a {g.num_players}-player game has {per}."
            )
    if supply is not None:
        box = len(numbers) * (data.locomotives_per_number - per) + int(5 not in main.bonus_cards and not specials)
        total = sum(supply) + sum(pool.values()) + sum(on_boards.values()) + specials + box + int(5 in main.bonus_cards)
        expected = len(numbers) * data.locomotives_per_number + 1
        if total != expected:
            out.append(
                f"The locomotive tiles add up to {total} (supply, beside it, boards, bonus card 5, "
                f"out of the game), not {expected}."
            )
    placed = sum(len(set(s.doublers)) for s in seats)
    stock = pos.get("doubler_stock")
    if placed > data.doubler_stock:
        out.append(f"{placed} doublers are on the boards but the game has {data.doubler_stock}.")
    if stock is not None and (not _whole(stock) or stock < 0 or stock + placed != data.doubler_stock):
        out.append(f"doubler_stock {stock!r} + {placed} doublers on the boards must make the game's {data.doubler_stock}.")
    return out


def _check_pieces(g: Table, rnd: int, seats: list[_Seat], main: _Main) -> list[str]:
    data = g.data
    out: list[str] = []
    known = set(data.engineers)
    card_engineer = data.engineer_decks["card"][0]
    everywhere = Counter[int](e for e in main.row if e)
    for seat in seats:
        everywhere.update(seat.engineers)
    for e, times in sorted(everywhere.items()):
        if e not in known:
            out.append(f"Engineer {e} does not exist (engineers {min(known)}-{max(known)}).")
        elif times > 1:
            out.append(f"Engineer {e} appears {times} times (in the row and hired), but there is one such tile.")
    if card_engineer in main.row:
        out.append(f"Engineer {card_engineer} lies on bonus card 2, never in the engineer row.")
    row = main.row
    empty = g.setup.engineer_slots - g.setup.engineers_a - g.setup.engineers_b
    gone = min(len(row), empty + rnd - 1)
    if any(row[:gone]):
        out.append(
            f"In round {rnd} the {gone} leftmost slot(s) of the engineer row must be empty: the row slides right "
            "each round (and starts with the leftmost empty with 3 players)."
        )
    hired = sum(1 for seat in seats for e in seat.engineers if e != card_engineer)
    limit = rnd - 1 + int(bool(row) and not row[-1])  # this round's hire, if the hiring slot is empty
    if hired > limit:
        out.append(
            f"{hired} engineer(s) are hired but at most {limit} can be by round {rnd}: one a round, "
            "from the hiring slot (empty once this round's engineer is hired)."
        )
    holders = [p for p, seat in enumerate(seats) if card_engineer in seat.engineers]
    if holders and 2 in main.bonus_cards:
        out.append(
            f"Player {holders[0]} holds engineer {card_engineer}, which comes only with bonus card 2, still in the row."
        )
    if not holders and 2 not in main.bonus_cards:
        out.append(f"Bonus card 2 is out of the row but nobody holds its engineer {card_engineer}.")
    blacks = [p for p, seat in enumerate(seats) if seat.black_worker]
    if len(blacks) > 1:
        out.append(f"Players {', '.join(map(str, blacks))} hold the black worker, but there is one.")
    if blacks and 4 in main.bonus_cards:
        out.append(f"Player {blacks[0]} holds the black worker, which comes only with bonus card 4, still in the row.")
    if not blacks and 4 not in main.bonus_cards:
        out.append("Bonus card 4 is out of the row but nobody holds its black worker.")
    taken = len(data.bonus_cards) - len(main.bonus_cards)
    sevens = sum(1 for seat in seats if 7 in seat.tokens)
    if taken > sevens:
        out.append(
            f"{taken} bonus card(s) are out of the row but only {sevens} player(s) took bonus token 7, "
            "the one way to take a card."
        )
    ends = Counter(main.end_deck)
    for seat in seats:
        ends.update(seat.end_bonus)
    for card, times in sorted(ends.items()):
        if card not in data.end_bonus_cards:
            out.append(f"End bonus card {card} does not exist (1-{len(data.end_bonus_cards)}).")
        elif times > 1:
            out.append(f"End bonus card {card} appears {times} times (deck and players), but there is one.")
    keep = len(data.end_bonus_cards) - data.end_bonus_removed
    if sum(ends.values()) > keep:
        out.append(
            f"{sum(ends.values())} end bonus cards are in the deck and held, but {data.end_bonus_removed} of the "
            f"{len(data.end_bonus_cards)} are removed unseen at set-up ({keep} in play)."
        )
    temps = sum(seat.temps for seat in seats)
    if temps > data.temporary_workers:
        out.append(f"{temps} temporary workers are held but the game has {data.temporary_workers}.")
    return out


# -- loading ------------------------------------------------------------------------------
def load_position(g: Table, pos: dict[str, Any]) -> None:
    """Start ``g`` (not yet dealt) from ``pos``; ``ValueError`` lists the problems and nothing changes.

    >>> import steamlab
    >>> from steamlab.games.russian_railroads.state import RussianRailroadsState
    >>> g = RussianRailroadsState(players=2)
    >>> pos = blank_position(g)
    >>> pos["round"] = 9
    >>> load_position(g, pos)
    Traceback (most recent call last):
    ...
    ValueError: round must be 1-6 (2 players), not 9.
    >>> pos["round"] = 4                                   # three rounds played: the row slid right 3 times
    >>> pos["engineer_row"] = [0, 0, 0] + pos["engineer_row"][:3]
    >>> load_position(g, pos)
    >>> g.phase, g.round, g.current_player == pos["order"][0]
    ('play', 4, True)
    """
    if g.phase != "deal" or g.history:
        raise SteamlabError("A position can be loaded only into a game that has not started.")
    problems = check_position(g, pos)
    if problems:
        raise ValueError("; ".join(problems))
    pos = copy.deepcopy(pos)
    data = g.data
    seats = [_read_seat(g, p, raw, []) for p, raw in enumerate(pos["players"])]
    main = _read_main(g, pos, [])
    boards = []
    for seat in seats:
        b = PlayerBoard.new(data, workers=seat.workers, rubles=seat.rubles)
        b.rails = [list(row) for row in seat.rails]
        b.unlocked = [seat.rails[TS][0] >= data.unlock_spaces[c] for c in range(len(COLOURS))]
        b.locos = [list(row) for row in seat.locos]
        b.factories = [t for t in seat.factories if t is not None]
        b.markers = list(seat.markers)
        b.doublers = len(seat.doublers)
        b.revalued = 5 in seat.tokens
        b.medal = 6 in seat.tokens
        b.temps_free = seat.temps
        b.black_worker = b.black_free = seat.black_worker
        b.extra_workers = seat.workers - g.setup.workers
        b.engineers = list(seat.engineers)
        b.end_bonus = list(seat.end_bonus)
        b.tokens_used = list(seat.tokens)
        b.claimed = reached_bonuses(data, b.rails, b.locos, b.markers)
        b.vp = dict(seat.vp)
        boards.append(b)
    per = g.setup.locomotives_per_number
    used = Counter(t for b in boards for t in b.loco_tiles() + b.factories) + Counter(main.pool)
    supply = pos.get("supply")
    if supply is None:
        supply = [per - used[number] for number in data.locomotive_numbers]
    special_gone = 5 not in main.bonus_cards and not used[SPECIAL_NINE]
    g.boards = boards
    g.round = pos.get("round", 1)
    g.order = list(pos.get("order", range(g.num_players)))
    g.passed = [False] * g.num_players
    g.turn = 0
    g.acting = False
    g.occupied = {}
    g.claims = {}
    g.engineer_slots = list(main.row)
    g.supply = [0, *supply]
    g.pool = list(main.pool)
    g.box = len(data.locomotive_numbers) * (data.locomotives_per_number - per) + int(special_gone)
    g.bonus_cards = list(main.bonus_cards)
    g.end_deck = list(main.end_deck)
    g.start_cards = []
    g.doubler_stock = data.doubler_stock - sum(b.doublers for b in boards)
    g.temps_on_board = data.temporary_workers - sum(b.temps_free for b in boards)
    g.rubles_issued = sum(b.rubles for b in boards)
    g.rubles_returned = 0
    g.pending = []
    g.final = None
    g.phase = "play"
    g.start_position = pos
    g.changed()


__all__ = ["blank_position", "check_position", "export_position", "load_position", "reached_bonuses"]
