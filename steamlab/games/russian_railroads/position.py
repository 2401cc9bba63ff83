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
...     print(problem.partition(" (colours follow")[0])
Player 1 (players[0]): the Kiev railway does not take natural rails (it takes black, grey, brown).
Player 1 (players[0]): natural on Kiev space 1 needs the brown rail ahead of it
Player 1 (players[0]): natural rails come when black reaches Trans-Siberian space 10, but black is on space 5.
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
from steamlab.i18n import msg
from steamlab.i18n.positions import joined

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


def _per_railway(value: Any, name: str, seat: int, ids: list[str], out: list[str]) -> Iterator[tuple[int, Any]]:
    """The (railway index, entry) pairs of ``value``, a map from railway ids (field ``name`` of player ``seat``);
    a value that is not a map, or an unknown railway, is a sentence in ``out`` (in the order met).

    >>> out = []
    >>> list(_per_railway({"kiev": 3, "paris": 1}, "rails", 1, ["trans_siberian", "kiev"], out))
    [(1, 3)]
    >>> print(*out)
    Player 2 (players[1]): unknown railway 'paris' in rails (trans_siberian, kiev).
    >>> list(_per_railway([3], "locomotives", 1, ["kiev"], out)), print(out[-1].render("ja"))
    プレイヤー 2 (players[1]): locomotives は各鉄道から機関車の番号への対応です。
    ([], None)
    """
    if not isinstance(value, dict):
        out.append(msg("rr.position.per_railway", seat=seat, name=name, what=msg(f"rr.position.what.{name}")))
        return
    for rid, entry in value.items():
        if rid in ids:
            yield ids.index(rid), entry
        else:
            out.append(msg("rr.position.unknown_railway", seat=seat, rid=rid, name=name, ids=", ".join(ids)))


def _read_seat(g: Table, p: int, raw: dict[str, Any], out: list[str]) -> _Seat:
    data = g.data
    ids = [rw.id for rw in data.railways]
    seat = _Seat(
        rails=[[1] + [0] * (len(COLOURS) - 1) for _ in data.railways],
        locos=[[1], [], []],
        workers=g.setup.workers,
        rubles=g.setup.rubles,
    )
    for r, row in _per_railway(raw.get("rails", {}), "rails", p, ids, out):
        if not isinstance(row, dict):
            out.append(msg("rr.position.rails_row", seat=p, railway=ids[r]))
            continue
        for colour, space in row.items():
            if colour not in COLOURS:
                out.append(msg("rr.position.rail_colour", seat=p, colour=colour, colours=", ".join(COLOURS)))
            elif not _whole(space) or space < 0:
                out.append(msg("rr.position.rail_space", seat=p, colour=colour, railway=ids[r], space=space))
            else:
                seat.rails[r][COLOURS.index(colour)] = space
    locos = raw.get("locomotives")
    if locos is not None:
        seat.locos = [[], [], []]
        for r, tiles in _per_railway(locos, "locomotives", p, ids, out):
            if not _ints(tiles):
                out.append(msg("rr.position.locomotives", seat=p, rid=ids[r]))
            else:
                seat.locos[r] = list(tiles)
    factories = raw.get("factories", [])
    if not isinstance(factories, list) or not all(f is None or _whole(f) for f in factories):
        out.append(msg("rr.position.factories", seat=p))
    else:
        seat.factories = list(factories)
    for name, attr in (("industry", "markers"), ("doublers", "doublers"), ("engineers", "engineers"),
                       ("tokens", "tokens"), ("end_bonus", "end_bonus")):  # fmt: skip
        value = raw.get(name, getattr(seat, attr))
        if not _ints(value):
            out.append(msg("rr.position.numbers", seat=p, name=name, value=value))
        else:
            setattr(seat, attr, list(value))
    for name, attr in (("workers", "workers"), ("temporary_workers", "temps"), ("rubles", "rubles")):
        value = raw.get(name, getattr(seat, attr))
        if not _whole(value) or value < 0:
            out.append(msg("rr.position.count", seat=p, name=name, value=value))
        else:
            setattr(seat, attr, value)
    black = raw.get("black_worker", False)
    if not isinstance(black, bool):
        out.append(msg("rr.position.black_worker", seat=p, value=black))
    else:
        seat.black_worker = black
    vp = raw.get("vp", 0)
    if _whole(vp) and vp >= 0:
        seat.vp = {SCENARIO_VP: vp} if vp else {}
    elif isinstance(vp, dict) and all(isinstance(k, str) and _whole(v) and v >= 0 for k, v in vp.items()):
        seat.vp = {k: v for k, v in vp.items() if v}
    else:
        out.append(msg("rr.position.vp", seat=p, value=vp))
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
    """The reached bonus spaces of kind ``op`` by name (``industry 10``, ``Kiev 7``)."""
    names: list[str] = []
    for r, space in sorted(claimed):
        if r == 3:
            if op == "bonus_token":
                names.append(msg("rr.position.at_industry", space=space))
        elif any(b.space == space and b.op == op for b in data.railways[r].bonuses):
            names.append(msg("rr.position.at_railway", railway=data.railways[r].id, space=space))
    return names


# -- checking -----------------------------------------------------------------------------
def check_position(g: Table, pos: Any) -> list[str]:
    """Every inconsistency of ``pos`` for ``g`` (its number of players), as sentences."""
    if not isinstance(pos, dict):
        return [msg("position.not_object")]
    out: list[str] = []
    extra = set(pos) - POSITION_FIELDS
    if extra:
        out.append(msg("position.unknown_fields", fields=tuple(sorted(extra))))
    n = g.num_players
    rnd = pos.get("round", 1)
    if not _whole(rnd) or not 1 <= rnd <= g.setup.rounds:
        out.append(msg("rr.position.round", rounds=g.setup.rounds, n=n, rnd=rnd))
        rnd = 1
    order = pos.get("order", list(range(n)))
    if not _ints(order) or sorted(order) != list(range(n)):
        out.append(msg("rr.position.order", last=n - 1))
    players = pos.get("players")
    if not isinstance(players, list) or len(players) != n:
        return [*out, msg("position.players", n=n)]
    seats: list[_Seat] = []
    for p, raw in enumerate(players):
        if not isinstance(raw, dict):
            out.append(msg("rr.position.player_object", seat=p))
            raw = {}
        unknown = set(raw) - PLAYER_FIELDS
        if unknown:
            out.append(msg("rr.position.unknown_fields", seat=p, fields=tuple(sorted(unknown))))
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
        out.append(msg("rr.position.engineer_row", slots=slots))
    else:
        main.row = list(row)
    cards = pos.get("bonus_cards", main.bonus_cards)
    if not _ints(cards) or len(set(cards)) != len(cards) or not set(cards) <= set(g.data.bonus_cards):
        out.append(msg("rr.position.bonus_cards", n=len(g.data.bonus_cards)))
    else:
        main.bonus_cards = sorted(cards)
    deck = pos.get("end_deck", [])
    if not _ints(deck):
        out.append(msg("rr.position.end_deck"))
    else:
        main.end_deck = list(deck)
    pool = pos.get("factories_beside_supply", [])
    if not _ints(pool):
        out.append(msg("rr.position.pool"))
    else:
        main.pool = list(pool)
    return main


def _check_rails(g: Table, p: int, seat: _Seat) -> list[str]:
    data = g.data
    out: list[str] = []
    black_ts = seat.rails[TS][0]
    locked: set[int] = set()
    placed = Counter[int]()
    for r, rw in enumerate(data.railways):
        row = seat.rails[r]
        if row[0] < 1:
            out.append(msg("rr.position.black_rail", seat=p, n=data.colour_counts[0], railway=rw.id))
        for c, space in enumerate(row):
            if not space:
                continue
            placed[c] += 1
            if space > rw.length:
                out.append(msg("rr.position.beyond", seat=p, colour=COLOURS[c], railway=rw.id, space=space,
                               length=rw.length))
            if c not in rw.colours:
                takes = tuple(COLOURS[k] for k in sorted(rw.colours))
                out.append(msg("rr.position.not_taken", seat=p, railway=rw.id, colour=COLOURS[c], takes=takes))
            if black_ts < data.unlock_spaces[c]:
                locked.add(c)
        for c in range(1, len(COLOURS)):
            if not row[c]:
                continue
            if not row[c - 1]:
                out.append(msg("rr.position.ahead", seat=p, colour=COLOURS[c], railway=rw.id, space=row[c],
                               before=COLOURS[c - 1], colours=tuple(COLOURS)))
            elif row[c - 1] <= row[c]:
                out.append(msg("rr.position.behind", seat=p, colour=COLOURS[c], railway=rw.id, space=row[c],
                               before=COLOURS[c - 1], ahead=row[c - 1]))
    for c in sorted(locked):
        out.append(msg("rr.position.locked", seat=p, colour=COLOURS[c], unlock=data.unlock_spaces[c], black=black_ts))
    for c, count in sorted(placed.items()):
        if count > data.colour_counts[c]:
            out.append(msg("rr.position.too_many_rails", seat=p, count=count, colour=COLOURS[c], n=data.colour_counts[c]))
    return out


def _check_board(g: Table, p: int, seat: _Seat) -> list[str]:
    data = g.data
    out: list[str] = []
    numbers = set(data.locomotive_numbers)
    for r, rw in enumerate(data.railways):
        tiles = seat.locos[r]
        if len(tiles) > rw.slots:
            out.append(msg("rr.position.loco_slots", seat=p, railway=rw.id, slots=rw.slots, n=len(tiles)))
        for t in tiles:
            if t not in numbers and t != SPECIAL_NINE:
                out.append(msg("rr.position.no_loco", seat=p, tile=t, top=max(numbers), nine=SPECIAL_NINE))
    f = seat.factories
    if len(f) > FACTORY_SLOTS:
        out.append(msg("rr.position.factory_slots", seat=p, slots=FACTORY_SLOTS, n=len(f)))
    for i, tile in enumerate(f):
        if tile is None:
            if any(t is not None for t in f[i + 1 :]):
                out.append(msg("rr.position.factory_gap", seat=p, slot=i + 1))
                break
        elif tile == SPECIAL_NINE:
            out.append(msg("rr.position.nine_factory", seat=p))
        elif tile not in numbers:
            out.append(msg("rr.position.no_factory", seat=p, tile=tile, top=max(numbers)))
    built = sum(1 for t in f if t is not None)
    track = data.industry_spaces
    markers = seat.markers
    if not 1 <= len(markers) <= 2:
        out.append(msg("rr.position.markers", seat=p, n=len(markers)))
    elif len(markers) == 2 and 3 not in seat.tokens:
        out.append(msg("rr.position.second_marker", seat=p))
    elif len(markers) == 1 and 3 in seat.tokens:
        out.append(msg("rr.position.no_second_marker", seat=p))
    for m in markers:
        if not 0 <= m < len(track):
            out.append(msg("rr.position.marker_off", seat=p, space=m, last=len(track) - 1))
            continue
        gaps = [v for kind, v in track[: m + 1] if kind == "factory" and v > built]
        if gaps:
            word = msg("rr.position.factory_word" if built == 1 else "rr.position.factories_word")
            out.append(msg("rr.position.marker_gap", seat=p, space=m, gap=gaps[0], built=built, factories=word))
    if len(markers) == 2 and markers[0] == markers[1] and markers[0] != 0:
        out.append(msg("rr.position.markers_share", seat=p, space=markers[0]))
    d = seat.doublers
    if len(set(d)) != len(d) or any(not 1 <= s <= data.doubler_spaces for s in d):
        out.append(msg("rr.position.doublers", seat=p, n=data.doubler_spaces))
    elif sorted(d) != list(range(1, len(d) + 1)):
        out.append(msg("rr.position.doublers_order", seat=p, n=len(d), want=str(list(range(1, len(d) + 1))),
                       got=str(sorted(d))))
    if len(set(seat.tokens)) != len(seat.tokens) or not set(seat.tokens) <= set(data.bonus_tokens):
        out.append(msg("rr.position.tokens", seat=p, n=len(data.bonus_tokens)))
    claimed = reached_bonuses(data, seat.rails, seat.locos, [m for m in markers if _whole(m)])
    spaces = _bonus_names(data, claimed, "bonus_token")
    want = min(len(spaces), len(data.bonus_tokens))
    if len(seat.tokens) != want:
        out.append(msg("rr.position.token_count_at" if spaces else "rr.position.token_count", seat=p, n=len(spaces),
                       spaces=tuple(spaces), held=len(seat.tokens)))
    workers = _bonus_names(data, claimed, "worker")
    want = g.setup.workers + min(len(workers), g.setup.worker_stock)
    if seat.workers != want:
        out.append(msg("rr.position.worker_count_at" if workers else "rr.position.worker_count", seat=p,
                       n=seat.workers, want=want, start=g.setup.workers, spaces=tuple(workers)))
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
            out.append(msg("rr.position.pool_factory", tile=t, top=max(numbers)))
    pool = Counter(main.pool)
    specials = on_boards.pop(SPECIAL_NINE, 0)
    if specials > 1:
        out.append(msg("rr.position.nine_twice", nine=SPECIAL_NINE, n=specials))
    if specials and 5 in main.bonus_cards:
        out.append(msg("rr.position.nine_in_row", nine=SPECIAL_NINE))
    supply = pos.get("supply")
    if supply is not None and (not _ints(supply) or len(supply) != len(numbers) or any(s < 0 for s in supply)):
        out.append(msg("rr.position.supply", n=len(numbers)))
        supply = None
    for number in numbers:
        used = on_boards[number] + pool[number]
        if supply is None:
            if used > per:
                out.append(msg("rr.position.tiles_used", used=used, number=number, players=g.num_players, per=per))
        elif used + supply[number - 1] != per:
            out.append(msg("rr.position.tiles_sum", number=number, supply=supply[number - 1], pool=pool[number],
                           boards=on_boards[number], total=used + supply[number - 1], players=g.num_players, per=per))
    if supply is not None:
        box = len(numbers) * (data.locomotives_per_number - per) + int(5 not in main.bonus_cards and not specials)
        total = sum(supply) + sum(pool.values()) + sum(on_boards.values()) + specials + box + int(5 in main.bonus_cards)
        expected = len(numbers) * data.locomotives_per_number + 1
        if total != expected:
            out.append(msg("rr.position.tiles_total", total=total, expected=expected))
    placed = sum(len(set(s.doublers)) for s in seats)
    stock = pos.get("doubler_stock")
    if placed > data.doubler_stock:
        out.append(msg("rr.position.doubler_total", placed=placed, n=data.doubler_stock))
    if stock is not None and (not _whole(stock) or stock < 0 or stock + placed != data.doubler_stock):
        out.append(msg("rr.position.doubler_stock", stock=stock, placed=placed, n=data.doubler_stock))
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
            out.append(msg("rr.position.no_engineer", e=e, low=min(known), high=max(known)))
        elif times > 1:
            out.append(msg("rr.position.engineer_twice", e=e, n=times))
    if card_engineer in main.row:
        out.append(msg("rr.position.card_engineer", e=card_engineer))
    row = main.row
    empty = g.setup.engineer_slots - g.setup.engineers_a - g.setup.engineers_b
    gone = min(len(row), empty + rnd - 1)
    if any(row[:gone]):
        out.append(msg("rr.position.row_slides", rnd=rnd, gone=gone))
    hired = sum(1 for seat in seats for e in seat.engineers if e != card_engineer)
    limit = rnd - 1 + int(bool(row) and not row[-1])  # this round's hire, if the hiring slot is empty
    if hired > limit:
        out.append(msg("rr.position.hired", hired=hired, limit=limit, rnd=rnd))
    holders = [p for p, seat in enumerate(seats) if card_engineer in seat.engineers]
    if holders and 2 in main.bonus_cards:
        out.append(msg("rr.position.card_engineer_held", seat=holders[0], e=card_engineer))
    if not holders and 2 not in main.bonus_cards:
        out.append(msg("rr.position.card_engineer_gone", e=card_engineer))
    blacks = [p for p, seat in enumerate(seats) if seat.black_worker]
    if len(blacks) > 1:
        out.append(msg("rr.position.black_twice", seats=tuple(blacks), fields=", ".join(f"players[{p}]" for p in blacks)))
    if blacks and 4 in main.bonus_cards:
        out.append(msg("rr.position.black_in_row", seat=blacks[0]))
    if not blacks and 4 not in main.bonus_cards:
        out.append(msg("rr.position.black_gone"))
    taken = len(data.bonus_cards) - len(main.bonus_cards)
    sevens = sum(1 for seat in seats if 7 in seat.tokens)
    if taken > sevens:
        out.append(msg("rr.position.cards_taken", taken=taken, sevens=sevens))
    ends = Counter(main.end_deck)
    for seat in seats:
        ends.update(seat.end_bonus)
    for card, times in sorted(ends.items()):
        if card not in data.end_bonus_cards:
            out.append(msg("rr.position.no_end_bonus", card=card, n=len(data.end_bonus_cards)))
        elif times > 1:
            out.append(msg("rr.position.end_bonus_twice", card=card, n=times))
    keep = len(data.end_bonus_cards) - data.end_bonus_removed
    if sum(ends.values()) > keep:
        out.append(msg("rr.position.end_bonus_count", n=sum(ends.values()), removed=data.end_bonus_removed,
                       total=len(data.end_bonus_cards), keep=keep))
    temps = sum(seat.temps for seat in seats)
    if temps > data.temporary_workers:
        out.append(msg("rr.position.temps", n=temps, total=data.temporary_workers))
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
        raise ValueError(joined(problems))
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
