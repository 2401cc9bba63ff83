"""Rail positions as data: export a game's position, check one, start a game from one.

A position is the board and the players at the **start of a phase** of a
turn. It is what the scenario editor writes and what a record's ``"start"``
holds, so a shared scenario replays exactly like any other record::

    {"turn": 3, "phase": "build", "order": [2, 0, 1],
     "players": [{"cash": 10, "income": 3, "vp": 0, "locomotive": 2, "shares": 0, "action": "engineer"}, ...],
     "track": [{"at": "K10", "tile": "gentle", "rotation": 0, "owners": [1]}, ...],
     "new_cities": {"M6": "A"}, "cubes": {"J10": ["blue", "red"]},
     "supply": [["red", "blue", "black"], ...],        # Steam goods supply spaces
     "display": {"light-1": ["red", "blue"], ...},    # Age of Steam goods display
     "growth_marks": ["H6"], "removed": {"red": 2}}

``owners`` lists one owner (a seat, or ``null``) per segment of the tile, in the
order of its sorted segments. :func:`check_position` returns every problem as
a sentence; :func:`load_position` refuses a position with any problem and
changes nothing.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any, Protocol

from steamlab.core.errors import ScenarioError
from steamlab.core.hexgrid import label, parse_label
from steamlab.core.maps import GameMap
from steamlab.core.tiles import exits_of, town_star
from steamlab.games.rails.board import Placement, RailBoard
from steamlab.games.rails.building import RULES as BUILD_RULES
from steamlab.games.rails.links import trace_links
from steamlab.games.rails.seat import Seat
from steamlab.i18n import message_of, msg
from steamlab.i18n.positions import joined


class RailGameLike(Protocol):
    """What this module reads and sets of a game: :class:`steamlab.games.rails.game.RailGame` has it
    all (the turn engine imports this module, never the other way round)."""

    board: RailBoard
    map: GameMap
    data: dict[str, Any]
    phases: tuple[str, ...]
    seats: list[Seat]
    order: list[int]
    removed: Counter[str]
    bag: Counter[str]
    turn: int
    phase: str
    paid_out: int
    total_turns: int
    num_players: int
    start_position: dict[str, Any] | None

    @property
    def game(self) -> str: ...

    def action_tiles(self) -> list[dict[str, Any]]: ...

    def export_goods(self) -> dict[str, Any]: ...

    def goods_lists(self, pos: dict[str, Any]) -> dict[str, list[str]]: ...

    def check_goods(self, pos: dict[str, Any]) -> list[str]: ...

    def load_goods(self, pos: dict[str, Any]) -> None: ...

    def cubes_in_play(self) -> Counter[str]: ...

    def resume(self, phase: str) -> None: ...

SEAT_FIELDS = {"cash", "income", "vp", "locomotive", "shares", "action"}
TILE_FIELDS = {"at", "tile", "rotation", "owners"}
"""The fields of a ``track`` entry (one more, ``"rotaton"``, was silently ignored and the tile turned to 0)."""
POSITION_FIELDS = {
    "turn", "phase", "order", "players", "track", "new_cities", "cubes", "supply", "display", "growth_marks", "removed",
}  # fmt: skip


def track_of(board: RailBoard) -> list[dict[str, Any]]:
    """The board's tiles as position data, with one owner per sorted segment."""
    track = []
    for h, p in sorted(board.tiles.items()):
        owners = [board.owners.get((h, s)) for s in sorted(p.segments)]
        track.append({"at": label(h), "tile": p.tile_id, "rotation": p.rotation, "owners": owners})
    return track


def export_position(game: RailGameLike) -> dict[str, Any]:
    """The game's position as data (board, players, goods), to be resumed at the start of its phase."""
    board = game.board
    track = track_of(board)
    pos: dict[str, Any] = {
        "turn": game.turn,
        "phase": game.phase if game.phase in game.phases else game.phases[0],
        "order": list(game.order),
        "players": [
            {
                "cash": s.cash, "income": s.income, "vp": s.vp, "locomotive": s.locomotive, "shares": s.shares,
                "action": s.action,
            }  # fmt: skip
            for s in game.seats
        ],
        "track": track,
        "new_cities": {label(h): cid for h, (cid, _) in sorted(board.new_cities.items())},
        "cubes": {label(h): list(c) for h, c in sorted(board.cubes.items()) if c},
        "removed": dict(sorted(game.removed.items())),
    }
    pos.update(game.export_goods())
    return pos


MAX_ITEMS = 2000
"""The longest list or object a position field may hold (a full map has about 200 hexes)."""


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _text(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= 100


def _list_of(v: Any, item: Any) -> bool:
    return isinstance(v, list) and len(v) <= MAX_ITEMS and all(item(x) for x in v)


def _map_of(v: Any, item: Any) -> bool:
    return isinstance(v, dict) and len(v) <= MAX_ITEMS and all(_text(k) and item(x) for k, x in v.items())


def _seat_or_null(v: Any) -> bool:
    return v is None or _whole(v)


_SHAPES: tuple[tuple[str, Any, str], ...] = (
    ("turn", _whole, "whole"),
    ("phase", _text, "phase"),
    ("order", lambda v: _list_of(v, _whole), "order"),
    ("players", lambda v: _list_of(v, lambda p: isinstance(p, dict)), "players"),
    ("track", lambda v: _list_of(v, lambda t: isinstance(t, dict)), "track"),
    ("new_cities", lambda v: _map_of(v, _text), "new_cities"),
    ("cubes", lambda v: _map_of(v, lambda c: _list_of(c, _text)), "cubes"),
    ("supply", lambda v: _list_of(v, lambda c: _list_of(c, _text)), "supply"),
    ("display", lambda v: _map_of(v, lambda c: _list_of(c, lambda x: x is None or _text(x))),
     "display"),
    ("growth_marks", lambda v: _list_of(v, _text), "growth_marks"),
    ("removed", lambda v: _map_of(v, lambda n: _whole(n) and 0 <= n <= 1000),
     "removed"),
)  # fmt: skip
_SEAT_SHAPES: tuple[tuple[str, Any, str], ...] = (
    *((name, _whole, "whole") for name in ("cash", "income", "vp", "locomotive", "shares")),
    ("action", lambda v: v is None or _text(v), "action"),
)
_TILE_SHAPES: tuple[tuple[str, Any, str], ...] = (
    ("at", _text, "at"),
    ("tile", _text, "tile"),
    ("rotation", _whole, "rotation"),
    ("owners", lambda v: _list_of(v, _seat_or_null), "owners"),
)


def _fields_problems(obj: dict[str, Any], shapes: Any, where: str) -> list[str]:
    """The fields of ``obj`` of the wrong shape (``shapes``: name, test, the shape's key in the catalogue)."""
    return [msg("position.shape", where=where, name=name, shape=msg(f"position.shape.{shape}"), value=_short(obj[name]))
            for name, ok, shape in shapes if name in obj and not ok(obj[name])]


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def shape_problems(pos: Any) -> list[str]:
    """The fields of a position whose JSON type or shape is wrong, as sentences (checked before any rule).

    >>> print(*shape_problems({"order": [0, "x", 2], "turn": 3}))
    order must be a list of seat numbers, not [0, 'x', 2].
    >>> print(shape_problems({"players": [{"cash": 3, "action": []}]})[0].render("ja"))
    players[0].action はアクションタイルの ID か null 値でなければなりません ([] ではなく)。
    """
    if not isinstance(pos, dict):
        return [msg("position.not_object")]
    out = _fields_problems(pos, _SHAPES, "")
    if not out:
        unknown: list[str] = []  # fields inside a seat or a tile that a position does not have, by their path
        for i, p in enumerate(pos.get("players", [])):
            out += _fields_problems(p, _SEAT_SHAPES, f"players[{i}].")
            unknown += (f"players[{i}].{k}" for k in sorted(set(p) - SEAT_FIELDS))
        for i, t in enumerate(pos.get("track", [])):
            out += _fields_problems(t, _TILE_SHAPES, f"track[{i}].")
            unknown += (f"track[{i}].{k}" for k in sorted(set(t) - TILE_FIELDS))
        if unknown:
            out.append(msg("position.unknown_nested", fields=tuple(unknown)))
    return out


def check_position(game: RailGameLike, pos: Any) -> list[str]:
    """Every inconsistency of ``pos`` for ``game`` (its rules, map and players), as sentences.

    Types and shapes first (:func:`shape_problems`): a position of the wrong
    shape gets only those sentences, and no rule check sees it.
    """
    shapes = shape_problems(pos)
    if shapes:
        return shapes
    problems: list[str] = []
    extra = set(pos) - POSITION_FIELDS
    if extra:
        problems.append(msg("position.unknown_fields", fields=tuple(sorted(extra))))
    turn = pos.get("turn", 1)
    if not isinstance(turn, int) or not 1 <= turn <= game.total_turns:
        problems.append(msg("position.turn", total=game.total_turns, turn=turn))
    phase = pos.get("phase", game.phases[0])
    if phase not in game.phases:
        problems.append(msg("position.phase", phases=", ".join(game.phases), phase=phase))
    order = pos.get("order", list(range(game.num_players)))
    if not isinstance(order, list) or sorted(order) != list(range(game.num_players)):
        problems.append(msg("position.order", last=game.num_players - 1))
    problems += _check_players(game, pos.get("players", []))
    problems += _check_track(game, pos)
    problems += _check_goods(game, pos)
    return problems


def _check_players(game: RailGameLike, players: Any) -> list[str]:
    if not isinstance(players, list) or len(players) != game.num_players:
        return [msg("position.players", n=game.num_players)]
    out: list[str] = []
    tiles = {a["id"] for a in game.action_tiles()}
    taken: list[str] = []
    for i, p in enumerate(players):
        if not isinstance(p, dict) or set(p) - SEAT_FIELDS:
            out.append(msg("position.seat_fields", i=i, fields=", ".join(sorted(SEAT_FIELDS))))
            continue
        for name, lo, hi in (("cash", 0, 10_000), ("income", game.data["min_income"], 100), ("vp", -1000, 1000),
                             ("locomotive", 1, game.data["max_locomotive"]), ("shares", 0, 15)):  # fmt: skip
            v = p.get(name, 1 if name == "locomotive" else 0)
            if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
                out.append(msg("position.seat_range", i=i, name=name, lo=lo, hi=hi, value=v))
        action = p.get("action")
        if action is not None:
            if action not in tiles:
                out.append(msg("position.action_tile", i=i, action=action, tiles=", ".join(sorted(tiles))))
            elif action in taken:
                out.append(msg("position.action_twice", i=i, action=action))
            taken.append(action)
    return out


def _check_track(game: RailGameLike, pos: dict[str, Any]) -> list[str]:
    out: list[str] = []
    try:
        board = board_from_position(game, pos)
    except ValueError as exc:  # a catalogue message keeps its Japanese (a Message is a str)
        return [exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)]
    manifest = BUILD_RULES[game.game].tiles
    for tile_id, n in board.tiles_used().items():
        if n > manifest.by_id[tile_id].count:
            out.append(msg("position.too_many_tiles", n=n, tile=tile_id, count=manifest.by_id[tile_id].count))
    disks = sum(1 for p in board.tiles.values() if p.town_disk)
    if disks > manifest.town_disks:
        out.append(msg("position.town_disks", n=disks, total=manifest.town_disks))
    m = board.map
    for h, p in board.tiles.items():
        for e in sorted(exits_of(p.segments)):
            if e not in m.open_edges(h):
                out.append(msg("position.track_off_edge", at=label(h)))
                break
    linked: set[tuple[Any, Any]] = set()
    for link in trace_links(board):
        linked.update(link.pieces)
        owners = {board.owners.get(piece) for piece in link.pieces if not board.is_town(piece[0])}
        if len(owners) > 1:
            where = board.place_name(link.start.hex)
            names = tuple(msg("word.player", n=o + 1) if o is not None else msg("word.nobody")
                          for o in sorted(owners, key=lambda o: -1 if o is None else o))
            out.append(msg("position.link_owners", where=where, owners=names))
        if link.end is not None and link.end == link.start:
            out.append(msg("position.link_loop", place=board.place_name(link.start.hex)))
    for h, p in board.tiles.items():
        for seg in p.segments:
            if (h, seg) not in linked and not board.is_town(h):
                out.append(msg("position.track_alone", at=label(h)))
                break
    seats = set(range(game.num_players))
    for piece, owner in board.owners.items():
        if owner is not None and owner not in seats:
            out.append(msg("position.absent_owner", at=label(piece[0]), seat=owner))
    return out


def board_from_position(game: RailGameLike, pos: dict[str, Any]) -> RailBoard:
    """The board the position describes; ``ValueError`` with a sentence if it cannot be built."""
    board = RailBoard(game.map)
    manifest = BUILD_RULES[game.game].tiles
    ids = {c.id: c.color for c in game.map.new_cities}
    new_cities = pos.get("new_cities", {})
    if not isinstance(new_cities, dict):
        raise ValueError(msg("position.new_cities"))
    for at, cid in new_cities.items():
        h = _hex(game, at, "new_cities")
        if not game.board.map.cells[h].town:
            raise ValueError(msg("position.new_city_not_town", at=at))
        if cid not in ids or list(new_cities.values()).count(cid) > 1:
            raise ValueError(msg("position.new_city_id", cid=cid, ids=", ".join(ids)))
        board.new_cities[h] = (cid, ids[cid])
    track = pos.get("track", [])
    if not isinstance(track, list):
        raise ValueError(msg("position.track_list"))
    for i, t in enumerate(track):
        if not isinstance(t, dict):
            raise ValueError(msg("position.tile_object", i=i))
        h = _hex(game, t.get("at"), f"track[{i}]")
        if h in board.tiles:
            raise ValueError(msg("position.two_tiles", i=i, at=label(h)))
        tile = manifest.by_id.get(t.get("tile", ""))
        if tile is None:
            raise ValueError(msg("position.unknown_tile", i=i, tile=t.get("tile")))
        if board.is_city(h) or not game.map.cells[h].buildable:  # said by the hex and the tile, as the map shows them
            what = (msg("position.no_track_city") if board.is_city(h)
                    else msg("position.no_track_terrain", terrain=game.map.cells[h].terrain))
            raise ValueError(msg("position.no_track_on", tile=tile.id, place=board.place_name(h), what=what))
        rot = t.get("rotation", 0)
        if not isinstance(rot, int) or not 0 <= rot < 6:
            raise ValueError(msg("position.rotation", i=i))
        segs = tile.rotated(rot)
        disk = False
        if board.is_town(h) and not tile.is_town:
            if not BUILD_RULES[game.game].town_disks:
                raise ValueError(msg("position.town_tile_needed", tile=tile.id, place=board.place_name(h)))
            segs, disk = town_star(tile.exits(rot)), True
        if tile.is_town and not board.is_town(h):
            raise ValueError(msg("position.town_tile_off_town", tile=tile.id, at=label(h)))
        owners = t.get("owners", [None] * len(segs))
        if not isinstance(owners, list) or len(owners) != len(segs):
            raise ValueError(msg("position.owners", i=i, n=len(segs)))
        board.tiles[h] = Placement(tile.id, rot, segs, disk)
        for seg, owner in zip(sorted(segs), owners, strict=True):
            if owner is not None and (not isinstance(owner, int) or isinstance(owner, bool)):
                raise ValueError(msg("position.owner", i=i))
            board.owners[(h, seg)] = owner
    return board


def _hex(game: RailGameLike, at: Any, where: str) -> Any:
    try:
        h = parse_label(at) if isinstance(at, str) else None
    except ValueError:
        h = None
    if h is None or h not in game.map.cells:
        raise ValueError(msg("position.not_hex", where=where, at=at, map=game.map.title))
    return h


def _check_goods(game: RailGameLike, pos: dict[str, Any]) -> list[str]:
    out: list[str] = []
    counted: Counter[str] = Counter()
    cubes = pos.get("cubes", {})
    if not isinstance(cubes, dict):
        return [msg("position.cubes")]
    new_cities = {k for k in pos.get("new_cities", {})} if isinstance(pos.get("new_cities", {}), dict) else set()
    for at, colors in cubes.items():
        try:
            h = _hex(game, at, "cubes")
        except ValueError as exc:
            out.append(message_of(exc))
            continue
        if not game.map.cells[h].city and at not in new_cities:
            out.append(msg("position.cube_not_city", at=at))
        if not isinstance(colors, list) or any(c not in game.data["cubes"] for c in colors):
            out.append(msg("position.cube_colour", at=at, colours=tuple(game.data["cubes"])))
            continue
        counted.update(colors)
    for held in game.goods_lists(pos).values():
        counted.update(held)
    removed = pos.get("removed", {})
    for color in removed:
        if color not in game.data["cubes"]:
            out.append(msg("position.removed", colour=color, colours=tuple(game.data["cubes"])))
    counted.update({k: v for k, v in removed.items() if k in game.data["cubes"]})
    marks = pos.get("growth_marks", [])
    for at in marks:
        try:
            h = _hex(game, at, "growth_marks")
        except ValueError as exc:
            out.append(message_of(exc))
            continue
        if not game.map.cells[h].city:
            out.append(msg("position.mark_not_city", at=at))
    if len(set(marks)) != len(marks):
        out.append(msg("position.mark_twice"))
    for color, n in counted.items():
        total = game.data["cubes"].get(color, 0)
        if n > total:
            out.append(msg("position.cube_count", n=n, colour=color, total=total))
    out += game.check_goods(pos)
    return out


def load_position(game: RailGameLike, pos: dict[str, Any]) -> None:
    """Start ``game`` (still at its set-up) from ``pos``; :class:`ScenarioError` (a ``ValueError``) lists the problems."""
    problems = check_position(game, pos)
    if problems:
        raise ScenarioError(joined(problems))
    pos = copy.deepcopy(pos)  # the game keeps its own: the caller may edit theirs afterwards
    board = board_from_position(game, pos)
    for h, colors in pos.get("cubes", {}).items():
        board.cubes[parse_label(h)] = list(colors)
    game.board = board
    game.order = list(pos.get("order", range(game.num_players)))
    for seat, p in zip(game.seats, pos["players"], strict=True):
        seat.cash = p.get("cash", 0)
        seat.income = p.get("income", 0)
        seat.vp = p.get("vp", 0)
        seat.locomotive = p.get("locomotive", 1)
        seat.shares = p.get("shares", 0)
        seat.action = p.get("action")
        seat.built = any(o == game.seats.index(seat) for o in board.owners.values())
        game.paid_out += seat.cash
    game.removed = Counter(pos.get("removed", {}))
    game.load_goods(pos)
    game.bag = Counter(game.data["cubes"]) - game.cubes_in_play() - game.removed
    game.turn = pos.get("turn", 1)
    game.start_position = pos
    game.resume(pos.get("phase", game.phases[0]))
