"""Maps as data: loading, validating and asking questions of a board.

A map is a JSON file in ``data/maps/`` (format: ``docs/map-format.md``). It is
validated completely before anything is returned, and every error names the
file, the field (``hexes[12].city.color``) and what is wrong.

>>> m = load_map("rust_belt")
>>> len(m.hexes), m.count("city"), m.count("town")
(189, 12, 14)
>>> chicago = m.find("Chicago")
>>> m.cell(chicago).city.color
'red'
"""

from __future__ import annotations

import copy
import functools
import hashlib
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from steamlab.core.datafiles import check_text, data_path, display_name, load_json
from steamlab.core.errors import DataError
from steamlab.core.hexgrid import EDGE_NAMES, Hex, from_offset, label, opposite, to_offset
from steamlab.core.mapstore import MAP_NAME as _MAP_NAME
from steamlab.core.mapstore import find_user_map, user_map_index
from steamlab.core.mapstore import user_maps_dir as user_maps_dir
from steamlab.i18n import LANGUAGES, msg

MAP_FORMAT = "steamlab-map/1"
COLORS = ("red", "blue", "yellow", "purple", "black")
"""Goods and city colours. Steam's grey cubes and cities are ``black`` here."""
TERRAINS = ("plain", "river", "hill", "mountain", "coast", "lake", "sea")
UNBUILDABLE = frozenset({"lake", "sea"})
AOS_CLASSES = ("simple", "coexist", "crossing")
MAX_BOARD = 60
"""A board's columns and rows are numbered 0-59 at most (at most 3,600 hexes); the map editor draws grids up to
that too. Rust Belt, the largest shipped map, is 18 x 11 (189 hexes): the limit leaves it over 3 times the
columns and 19 times the hexes, and keeps building and drawing a game from any file within a fraction of a second
(a 200 x 200 board in a 757 kB record took 12-55 s; docs/records.md)."""

DEFAULT_TERRAIN_COSTS: dict[str, dict[str, Any]] = {
    # Steam: extra $ on top of $1 per exit (seeds 002/003); Age of Steam: the
    # table in seed 001 by tile class. ``None``: no track may be built there.
    "plain": {"steam": 0, "age_of_steam": {"simple": 2, "coexist": 3, "crossing": 4}},
    "coast": {"steam": 0, "age_of_steam": {"simple": 2, "coexist": 3, "crossing": 4}},
    "river": {"steam": 1, "age_of_steam": {"simple": 3, "coexist": 4, "crossing": 5}},
    "hill": {"steam": 2, "age_of_steam": {"simple": 4, "coexist": 5, "crossing": 6}},
    "mountain": {"steam": 2, "age_of_steam": {"simple": 4, "coexist": 5, "crossing": 6}},
    "lake": {"steam": None, "age_of_steam": None},
    "sea": {"steam": None, "age_of_steam": None},
}


@dataclass(frozen=True)
class City:
    """A city printed on the board."""

    name: str
    color: str
    start_cubes: int
    growth_marker: bool = False
    """A City Growth marker printed on it (Steam: no growth there)."""


@dataclass(frozen=True)
class Cell:
    """One hex of a map: terrain and, at most, a town or a city."""

    hex: Hex
    terrain: str
    town: str | None = None
    city: City | None = None

    @property
    def name(self) -> str | None:
        """The town's or city's name, if any."""
        return self.city.name if self.city else self.town

    @property
    def buildable(self) -> bool:
        return self.terrain not in UNBUILDABLE


@dataclass(frozen=True)
class NewCity:
    """A new city tile for urbanization (Age of Steam letters A-H)."""

    id: str
    color: str
    display: str | None = None
    """``"light"`` or ``"dark"``: the goods-display half its column belongs to."""
    number: int | None = None
    """The die number that fills its column once it is on the map."""


@dataclass(frozen=True)
class GoodsDisplay:
    """Age of Steam's goods display (growth chart): columns of numbered boxes.

    ``columns[(half, n)]`` is the city name fed by die ``n`` on that half; the
    lettered columns (``new_columns``) feed the new city tiles. Each column has
    boxes 1, 2, 3 ... (the 1st, 2nd, 3rd box of seed 001): dice take the cube of
    the lowest full box; Production fills any empty box.

    >>> d = GoodsDisplay({("light", 1): "Chicago"}, new_columns=("A",))
    >>> d.column_ids()[:2], d.boxes("light-1"), d.boxes("A")
    (['light-1', 'light-2'], 3, 2)
    """

    columns: Mapping[tuple[str, int], str]
    boxes_per_column: int = 3
    new_city_boxes: int = 2
    new_columns: tuple[str, ...] = ()
    """The lettered columns, one per new city tile (its id)."""

    def column_ids(self) -> list[str]:
        """Every column: ``light-1`` ... ``light-6``, ``dark-1`` ... ``dark-6``, then the letters."""
        return [f"{half}-{n}" for half in ("light", "dark") for n in range(1, 7)] + list(self.new_columns)

    def boxes(self, column: str) -> int:
        """How many boxes ``column`` has."""
        return self.new_city_boxes if column in self.new_columns else self.boxes_per_column

    def empty_columns(self) -> list[str]:
        """The numbered columns that name no city (``light-1`` ...): a map for Steam alone may leave them
        empty; Age of Steam rolls dice for every column, so it does not start on such a map.

        >>> GoodsDisplay({("light", 1): "Chicago"}).empty_columns()[:2]
        ['light-2', 'light-3']
        """
        return [f"{half}-{n}" for half in ("light", "dark") for n in range(1, 7) if (half, n) not in self.columns]


@dataclass(frozen=True)
class GoodsSupply:
    """Steam's goods supply spaces (City Growth / Urbanization draw from them)."""

    spaces: int
    cubes: int
    cubes_3p: int
    source: str = ""
    confidence: str = ""


@dataclass(frozen=True)
class GameMap:
    """A validated board. Hexes are axial; ``label(h)`` gives "C7"-style names."""

    id: str
    title: str
    cells: Mapping[Hex, Cell]
    impassable: frozenset[tuple[Hex, int]]
    new_cities: tuple[NewCity, ...]
    goods_display: GoodsDisplay
    goods_supply: GoodsSupply
    terrain_costs: Mapping[str, Mapping[str, Any]]
    min_players: int = 3
    max_players: int = 6
    turns: Mapping[int, int] = field(default_factory=dict)
    source: str = ""
    orientation: str = "flat"
    titles: Mapping[str, str] = field(default_factory=dict)
    """The title in other languages, by language code (``{"ja": "ラストベルト"}``)."""

    def title_in(self, lang: str = "en") -> str:
        """The map's title for a page in ``lang``: its own title in that language if it has one, else :attr:`title`.

        >>> m = load_map("rust_belt")
        >>> m.title_in("en"), m.title_in("ja"), m.title_in("xx")
        ('Rust Belt', 'ラストベルト', 'Rust Belt')
        """
        return self.titles.get(lang, self.title)
    _names: Mapping[str, Hex] = field(default_factory=dict, repr=False, compare=False)

    _open: Mapping[Hex, frozenset[int]] = field(default_factory=dict, repr=False, compare=False)
    neighbor_table: Mapping[Hex, tuple[Hex | None, ...]] = field(default_factory=dict, repr=False, compare=False)
    """Each hex's six neighbours on the map (``None`` off the map), edge 0 first (derived)."""
    station_hexes: tuple[Hex, ...] = field(default=(), repr=False, compare=False)
    """Hexes with a printed city or town, in file order (derived)."""
    _balls: dict[Hex, tuple[Hex, ...]] = field(default_factory=dict, repr=False, compare=False)
    _order: Mapping[Hex, int] = field(default_factory=dict, repr=False, compare=False)
    city_hexes: frozenset[Hex] = field(default=frozenset(), repr=False, compare=False)
    """Hexes with a printed city (derived)."""
    town_hexes: frozenset[Hex] = field(default=frozenset(), repr=False, compare=False)
    """Hexes with a printed town (derived)."""

    def __post_init__(self) -> None:
        names = {c.name.lower(): h for h, c in self.cells.items() if c.name}
        object.__setattr__(self, "_names", names)
        object.__setattr__(self, "_order", {h: i for i, h in enumerate(self.cells)})
        open_edges = {
            h: frozenset(
                e
                for e, n in h.neighbors()
                if (h, e) not in self.impassable and n in self.cells and self.cells[n].buildable
            )
            for h in self.cells
        }
        object.__setattr__(self, "_open", open_edges)
        table = {h: tuple(n if n in self.cells else None for _, n in h.neighbors()) for h in self.cells}
        object.__setattr__(self, "neighbor_table", table)
        object.__setattr__(self, "station_hexes", tuple(h for h, c in self.cells.items() if c.city or c.town))
        object.__setattr__(self, "city_hexes", frozenset(h for h, c in self.cells.items() if c.city))
        object.__setattr__(self, "town_hexes", frozenset(h for h, c in self.cells.items() if c.town))

    @property
    def hexes(self) -> list[Hex]:
        """Every hex, in file order."""
        return list(self.cells)

    def __contains__(self, h: object) -> bool:
        return h in self.cells

    def cell(self, h: Hex) -> Cell:
        """The cell at ``h`` (``KeyError`` if off the map)."""
        return self.cells[h]

    def find(self, name: str) -> Hex:
        """The hex of a town or city by name (case-insensitive), or a label like "C7".

        >>> m = load_map("rust_belt")
        >>> label(m.find("st. louis"))
        'F10'
        """
        h = self._names.get(name.strip().lower())
        if h is not None:
            return h
        from steamlab.core.hexgrid import parse_label

        try:
            h = parse_label(name)
        except ValueError:
            h = None
        if h is None or h not in self.cells:
            raise KeyError(f"{self.id}: no town, city or hex called {name!r}")
        return h

    def name_of(self, h: Hex) -> str:
        """The place name if any, else the label: for messages."""
        cell = self.cells.get(h)
        return (cell.name if cell and cell.name else None) or label(h)

    def count(self, what: str) -> int:
        """How many hexes are ``"city"``, ``"town"`` or of a terrain kind."""
        if what == "city":
            return sum(1 for c in self.cells.values() if c.city)
        if what == "town":
            return sum(1 for c in self.cells.values() if c.town)
        if what == "hex":
            return len(self.cells)
        return sum(1 for c in self.cells.values() if c.terrain == what)

    def cities(self) -> Iterator[tuple[Hex, City]]:
        for h, c in self.cells.items():
            if c.city:
                yield h, c.city

    def towns(self) -> Iterator[tuple[Hex, str]]:
        for h, c in self.cells.items():
            if c.town:
                yield h, c.town

    def neighbor(self, h: Hex, edge: int) -> Hex | None:
        """The hex across ``edge`` of ``h`` if it is on the map (a table lookup).

        >>> m = load_map("rust_belt")
        >>> m.neighbor(m.find("Chicago"), 3) == m.find("H7"), m.neighbor(m.find("A1"), 0)
        (True, None)
        """
        row = self.neighbor_table.get(h)
        return row[edge] if row is not None else None

    def ball(self, h: Hex) -> tuple[Hex, ...]:
        """The hexes of the map within two steps of ``h`` (``h`` included).

        >>> m = load_map("rust_belt")
        >>> len(m.ball(m.find("H7")))
        19
        """
        found = self._balls.get(h)
        if found is None:  # the 19 hexes two steps around, kept in file order: a constant cost, whatever the map's size
            order = self._order
            near = [x for x in (Hex(h.q + dq, h.r + dr) for dq, dr in _BALL) if x in order]
            found = tuple(sorted(near, key=order.__getitem__))
            self._balls[h] = found
        return found

    def open_edges(self, h: Hex) -> frozenset[int]:
        """Edges of ``h`` that track may cross: onto the map, no thick black line, no lake or sea beyond.

        >>> m = load_map("rust_belt")
        >>> sorted(m.open_edges(m.find("Chicago")))  # its top-right neighbour is Lake Michigan
        [0, 2, 3, 4, 5]
        """
        return self._open.get(h, frozenset())

    def is_passable(self, h: Hex, edge: int) -> bool:
        """Whether track may cross ``edge`` of ``h`` (on the map, no thick black line)."""
        return (h, edge) not in self.impassable and h.neighbor(edge) in self.cells

    def turn_count(self, players: int, default: Mapping[int, int]) -> int:
        """Turns in a game: the map's own table if it has one, else the rules' table."""
        table = self.turns or default
        if players not in table:
            raise DataError(self.id, "turns", f"no number of turns for {players} players ({self.title})")
        return table[players]


_BALL = tuple((dq, dr) for dq in range(-2, 3) for dr in range(-2, 3) if abs(dq + dr) <= 2)
"""The axial steps to every hex within two of a hex (itself included): 19 of them."""


# -- loading ---------------------------------------------------------------------


def list_maps() -> list[str]:
    """The names of the maps shipped in ``data/maps/`` and of the user maps this page may open: the shared folder
    (:func:`user_maps_dir`) and, on a served dashboard, the viewer's own (:mod:`steamlab.core.mapstore`).

    Read from each folder's index and directory entries: no map is opened (200 maps of 392 kB took 25-28 s and
    1.3 GB to list when every one was parsed).

    >>> {"rust_belt", "tutorial"} <= set(list_maps())
    True
    """
    names = {p.stem for p in data_path("maps").glob("*.json")}
    return sorted(names | set(user_map_index(describe_map_file)))


def describe_map_file(path: Path) -> dict[str, Any]:
    """What a folder's index keeps of a map file: whether it loads, its titles and counts (the file is read)."""
    try:
        return index_entry(parse_map(load_json(path), display_name(path)))
    except DataError:
        return {"loads": False, "title": path.stem, "titles": {}}


def index_entry(game_map: GameMap) -> dict[str, Any]:
    """A loaded map's entry in its folder's index (the map editor writes it when it saves)."""
    return {"loads": True, "title": game_map.title, "titles": dict(game_map.titles), "hexes": len(game_map.cells),
            "cities": len(game_map.city_hexes), "towns": len(game_map.town_hexes)}


def map_entries() -> dict[str, dict[str, Any]]:
    """Every listed map that loads, by name, as a folder's index keeps it (``title``, ``titles``, ``hexes``,
    ``cities``, ``towns``): the shipped maps (loaded once, cached) and the user maps this page may list, from their
    folders' indexes, none of them opened.

    >>> entry = map_entries()["rust_belt"]
    >>> entry["title"], entry["hexes"], entry["cities"], entry["towns"]
    ('Rust Belt', 189, 12, 14)
    """
    shipped = sorted(p.stem for p in data_path("maps").glob("*.json"))
    out = {name: index_entry(load_map(name)) for name in shipped}
    for name, entry in user_map_index(describe_map_file).items():
        if name not in out and entry.get("loads"):
            out[name] = entry
    return dict(sorted(out.items()))


def entry_title(entry: Mapping[str, Any], lang: str = "en") -> str:
    """A map's title in ``lang`` from its index entry (its own title in that language if it has one)."""
    titles = entry.get("titles")
    return str((titles.get(lang) if isinstance(titles, dict) else None) or entry.get("title") or "")


def map_choices(lang: str = "en") -> list[tuple[str, str]]:
    """``(title, name)`` of every listed map that loads, for a map picker, titled in ``lang``.

    A broken file in a user maps folder is left out rather than breaking every list it would appear in
    (``steamlab maps validate FILE`` names its problem); the shipped maps always load. User maps are titled from
    their folder's index, not opened (:func:`map_entries`).

    >>> ("Rust Belt", "rust_belt") in map_choices(), ("ラストベルト", "rust_belt") in map_choices("ja")
    (True, True)
    """
    return [(entry_title(entry, lang) or name, name) for name, entry in map_entries().items()]

_CACHE: dict[Path, GameMap] = {}
_STAMPS: dict[Path, tuple[int, int]] = {}
_INLINE: dict[str, tuple[GameMap, Any]] = {}
"""Maps carried inline by records, by their content name (``inline-`` and a hash): the map and its JSON."""
MAX_INLINE_MAPS = 256
"""Inline maps kept in one process; beyond that the oldest is dropped."""


def register_inline_map(raw: Any, src: str = "map") -> str:
    """Validate a map carried as JSON data (a record's ``"map"``) and give it a name :func:`load_map` knows.

    The name is ``inline-`` and a hash of the content, so the same map always
    gets the same name, and :func:`inline_map_json` gives the JSON back (for the
    record written later). A broken map is a :class:`DataError` naming ``src``.

    >>> import json
    >>> raw = json.loads(data_path("maps", "tutorial.json").read_text())
    >>> name = register_inline_map(raw)
    >>> name.startswith("inline-"), load_map(name).title == load_map("tutorial").title, inline_map_json(name) == raw
    (True, True, True)
    """
    try:
        text = json.dumps(raw, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError) as exc:
        parse_map(raw, src)  # its own sentence first (a shape it refuses), else:
        raise DataError(src, "", f"not JSON data ({exc})") from None
    name = "inline-" + hashlib.sha256(text.encode()).hexdigest()[:20]
    if name in _INLINE:  # the same map again (a record is read several times: once per step shown): parsed once
        return name
    game_map = parse_map(raw, src)
    if name not in _INLINE:
        while len(_INLINE) >= MAX_INLINE_MAPS:
            _INLINE.pop(next(iter(_INLINE)))
        _INLINE[name] = (game_map, json.loads(text))
    return name


def inline_map_json(name: str | None) -> Any:
    """The JSON of an inline map registered under ``name`` (a copy: the caller may edit it), else ``None``."""
    entry = _INLINE.get(name) if isinstance(name, str) else None
    return None if entry is None else copy.deepcopy(entry[1])


def place_names() -> list[str]:
    """Every map's title and the names of its places: proper names, printed as the map spells them.

    A Japanese page may show these in English (they are names, not sentences), so the checks for
    English on Japanese pages allow them.

    >>> "Pittsburgh" in place_names()
    True
    """
    out: list[str] = []
    for name in list_maps():
        m = load_map(name)
        out.append(m.title)
        out.extend(m.titles.values())
        out.extend(c.name for c in m.cells.values() if c.name)
    return out

def load_map(name_or_path: str | Path) -> GameMap:
    """Load and validate a map by name (``"rust_belt"``) or by file path.

    Shipped maps are cached (a map is immutable); a :class:`DataError` names
    the file and field of the first problem found.
    """
    text = str(name_or_path)
    if text in _INLINE:
        return _INLINE[text][0]
    _check_map_path(text)
    path = Path(text) if text.endswith(".json") or "/" in text else data_path("maps", f"{text}.json")
    if not path.exists() and path.parent == data_path("maps") and _MAP_NAME.fullmatch(text):
        path = find_user_map(text) or path  # a user map: the viewer's own, else a shared one
    if not path.exists() and path.parent == data_path("maps"):
        raise DataError(display_name(path), "", f"no such map; known maps: {', '.join(list_maps())}")
    key = path.resolve()
    # Files outside data/maps/ may change (the editor saves again): reloaded when their time stamp moves.
    info = None if path.parent == data_path("maps") or not path.exists() else path.stat()
    stamp = (info.st_mtime_ns, info.st_size) if info else (0, 0)
    if key not in _CACHE or _STAMPS.get(key, (0, 0)) != stamp:
        _CACHE[key] = parse_map(load_json(path), display_name(path))
        _STAMPS[key] = stamp
    return _CACHE[key]


def _check_map_path(text: str) -> None:
    """Refuse a map name or path no file system takes (the OS would raise, not steamlab).

    >>> _check_map_path("x" * 300)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    steamlab.core.errors.DataError: xxxx...: a map name or path part is at most 200 characters
    """
    shown = text[:40] + "..." if len(text) > 40 else text
    if "\x00" in text:
        raise DataError(shown.replace("\x00", "\\0"), "", "a map name or path has no NUL character")
    if len(text) > 4000 or any(len(part) > 200 for part in text.split("/")):
        raise DataError(shown, "", "a map name or path part is at most 200 characters")


class _Reader:
    """Small typed accessors that raise DataError with the field path."""

    def __init__(self, src: str) -> None:
        self.src = src

    def fail(self, where: str, problem: str) -> DataError:
        return DataError(self.src, where, problem)

    def obj(self, value: Any, where: str, allowed: set[str]) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, msg("map.not_object"))
        extra = set(value) - allowed
        if extra:
            raise self.fail(where, msg("map.unknown_fields", fields=sorted(extra)))
        return value

    def num(self, value: Any, where: str, low: int = 0, high: int = 10_000) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(where, msg("map.not_whole", value=value))
        if value < low:
            raise self.fail(where, msg("map.below", value=value, low=low))
        if value > high:
            raise self.fail(where, msg("map.above", value=value, high=high))
        return value

    def text(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(where, msg("map.not_text"))
        return value

    def color(self, value: Any, where: str) -> str:
        if value not in COLORS:
            raise self.fail(where, msg("map.unknown_colour", value=value, colours=COLORS))
        return str(value)

    def at(self, value: Any, where: str) -> Hex:
        if (
            not isinstance(value, list)
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < MAX_BOARD for v in value)
        ):
            raise self.fail(where, msg("map.bad_position", value=value, top=MAX_BOARD - 1))
        return from_offset(value[0], value[1])


_TOP_FIELDS = {
    "format", "id", "title", "titles", "source", "notes", "orientation", "players", "turns", "hexes",
    "impassable", "new_cities", "goods_display", "goods_supply", "terrain_costs",
}  # fmt: skip


_HEX_FIELDS = {"at", "terrain", "town", "city"}
_CITY_FIELDS = {"name", "color", "start_cubes", "growth_marker"}
_DISPLAY_FIELDS = {"light", "dark", "boxes_per_column", "new_city_boxes", "source"}
_SUPPLY_FIELDS = {"spaces", "cubes", "cubes_3p", "source", "confidence"}


def check_map_fields(raw: Any, src: str = "<map>") -> dict[str, Any]:
    """The one check of a map file's fields that the loader (``steamlab maps validate``, records' inline maps) and
    the map editor's *Open* and *Load file* share: no field the format does not know, at any level (``hexes[3].colour``,
    ``goods_supply.cubez``), every position ``[col, row]`` within the board (:data:`MAX_BOARD`) and at most
    ``MAX_BOARD``² hexes. A :class:`DataError` names the file and the field; the map as an object is returned.

    The editor used to drop such fields without a word (and lose them at the next save) where validate refused the file.

    >>> check_map_fields({"format": MAP_FORMAT, "hexes": [{"at": [0, 0], "colour": "red"}]}, "m.json")
    Traceback (most recent call last):
    ...
    steamlab.core.errors.DataError: m.json: hexes[0]: unknown field ['colour']
    """
    rd = _Reader(src)
    top = rd.obj(raw, "", _TOP_FIELDS)
    for key in ("title", "source", "notes"):  # texts for people (validate took any value and printed its str())
        if key in top and not isinstance(top[key], str):
            raise rd.fail(key, msg("map.not_string"))
    for key, allowed in (("titles", set(LANGUAGES) - {"en"}), ("players", {"min", "max"}),
                         ("goods_supply", _SUPPLY_FIELDS)):
        if top.get(key) is not None:
            rd.obj(top[key], key, allowed)
    if top.get("terrain_costs") is not None:
        for terrain, entry in rd.obj(top["terrain_costs"], "terrain_costs", set(TERRAINS)).items():
            e = rd.obj(entry, f"terrain_costs.{terrain}", {"steam", "age_of_steam"})
            if e.get("age_of_steam") is not None:
                rd.obj(e["age_of_steam"], f"terrain_costs.{terrain}.age_of_steam", set(AOS_CLASSES))
    if top.get("goods_display") is not None:
        display = rd.obj(top["goods_display"], "goods_display", _DISPLAY_FIELDS)
        for half in ("light", "dark"):
            if display.get(half) is not None:
                rd.obj(display[half], f"goods_display.{half}", {str(n) for n in range(1, 7)})
    hexes = top.get("hexes")
    if isinstance(hexes, list):
        most = MAX_BOARD * MAX_BOARD
        if len(hexes) > most:
            raise rd.fail("hexes", msg("map.too_many_hexes", most=f"{most:,}", side=MAX_BOARD, n=f"{len(hexes):,}"))
        for i, item in enumerate(hexes):
            entry = rd.obj(item, f"hexes[{i}]", _HEX_FIELDS)
            rd.at(entry.get("at"), f"hexes[{i}].at")
            if "city" in entry:
                rd.obj(entry["city"], f"hexes[{i}].city", _CITY_FIELDS)
    for key, allowed in (("impassable", {"at", "edge"}), ("new_cities", {"id", "color", "display", "number"})):
        items = top.get(key)
        if isinstance(items, list):
            for i, item in enumerate(items):
                entry = rd.obj(item, f"{key}[{i}]", allowed)
                if key == "impassable":
                    rd.at(entry.get("at"), f"{key}[{i}].at")
    return top


def parse_map(raw: Any, src: str = "<map>") -> GameMap:
    """Validate a map's JSON and build the :class:`GameMap` (or raise DataError)."""
    rd = _Reader(src)
    check_text(raw, src)  # every title and name valid Unicode: no page, message or file fails on showing it
    top = check_map_fields(raw, src)
    if top.get("format") != MAP_FORMAT:
        raise rd.fail("format", msg("map.bad_format", expected=MAP_FORMAT, found=top.get("format")))
    map_id = rd.text(top.get("id"), "id")
    titles = {lang: rd.text(title, f"titles.{lang}")
              for lang, title in rd.obj(top.get("titles", {}), "titles", set(LANGUAGES) - {"en"}).items()}
    orientation = top.get("orientation", "flat")
    if orientation not in ("flat", "pointy"):
        raise rd.fail("orientation", msg("map.bad_orientation"))
    players = rd.obj(top.get("players", {"min": 3, "max": 6}), "players", {"min", "max"})
    pmin = rd.num(players.get("min"), "players.min", 1, 8)
    pmax = rd.num(players.get("max"), "players.max", pmin, 8)
    turns = _parse_turns(rd, top.get("turns", {}))
    _check_turn_table(rd, turns, pmin, pmax)
    costs = _parse_terrain_costs(rd, top.get("terrain_costs", {}))
    cells = _parse_hexes(rd, top.get("hexes"), costs)
    impassable = _parse_impassable(rd, top.get("impassable", []), cells)
    new_cities = _parse_new_cities(rd, top.get("new_cities", []))
    display = _parse_display(rd, top.get("goods_display"), cells, new_cities)
    supply = _parse_supply(rd, top.get("goods_supply"))
    return GameMap(
        id=map_id,
        title=str(top.get("title", map_id)),
        cells=cells,
        impassable=impassable,
        new_cities=new_cities,
        goods_display=display,
        goods_supply=supply,
        terrain_costs=costs,
        min_players=pmin,
        max_players=pmax,
        turns=turns,
        source=str(top.get("source", "")),
        orientation=orientation,
        titles=titles,
    )


def _parse_turns(rd: _Reader, raw: Any) -> dict[int, int]:
    if not isinstance(raw, dict):
        raise rd.fail("turns", msg("map.turns_object"))
    out = {}
    for k, v in raw.items():
        if not isinstance(k, str) or k not in _PLAYER_COUNTS:
            raise rd.fail(f"turns.{str(k)[:20]}", msg("map.turns_keys"))
        out[int(k)] = rd.num(v, f"turns.{k}", 1, 50)
    return out


_PLAYER_COUNTS = {str(n) for n in range(1, 9)}


def _check_turn_table(rd: _Reader, turns: Mapping[int, int], pmin: int, pmax: int) -> None:
    """Every player count the map allows needs a number of turns: the map's table, else every rule set's."""
    if turns:
        table, where = frozenset(turns), msg("map.turns_own")
    else:
        table, where = _rules_player_counts(), msg("map.turns_rules")
    missing = [n for n in range(pmin, pmax + 1) if n not in table]
    if missing:
        raise rd.fail("turns", msg("map.turns_missing", counts=tuple(missing), where=where))


@functools.cache
def _rules_player_counts() -> frozenset[int]:
    """The player counts the turn tables of both rail rule sets cover (data/*/rules.json, read once)."""
    counts: set[int] | None = None
    for game in ("steam", "age_of_steam"):
        table = load_json(data_path(game, "rules.json")).get("turns", {})
        keys = {int(k) for k in table if isinstance(k, str) and k in _PLAYER_COUNTS}
        counts = keys if counts is None else counts & keys
    return frozenset(counts or ())


def _parse_terrain_costs(rd: _Reader, raw: Any) -> dict[str, dict[str, Any]]:
    table = {k: dict(v) for k, v in DEFAULT_TERRAIN_COSTS.items()}
    overrides = rd.obj(raw, "terrain_costs", set(TERRAINS))
    for terrain, entry in overrides.items():
        where = f"terrain_costs.{terrain}"
        e = rd.obj(entry, where, {"steam", "age_of_steam"})
        if "steam" in e and e["steam"] is not None:
            table[terrain]["steam"] = rd.num(e["steam"], f"{where}.steam", 0, 50)
        if "age_of_steam" in e and e["age_of_steam"] is not None:
            aos = rd.obj(e["age_of_steam"], f"{where}.age_of_steam", set(AOS_CLASSES))
            missing = set(AOS_CLASSES) - set(aos)
            if missing:
                raise rd.fail(f"{where}.age_of_steam", msg("map.costs_missing", missing=sorted(missing)))
            table[terrain]["age_of_steam"] = {k: rd.num(v, f"{where}.age_of_steam.{k}", 0, 50) for k, v in aos.items()}
    return table


def _parse_hexes(rd: _Reader, raw: Any, costs: Mapping[str, Any]) -> dict[Hex, Cell]:
    if not isinstance(raw, list) or not raw:
        raise rd.fail("hexes", msg("map.no_hexes"))
    cells: dict[Hex, Cell] = {}
    names: dict[str, str] = {}
    for i, item in enumerate(raw):
        where = f"hexes[{i}]"
        entry = rd.obj(item, where, _HEX_FIELDS)
        h = rd.at(entry.get("at"), f"{where}.at")
        if h in cells:
            col, row = to_offset(h)
            raise rd.fail(f"{where}.at", msg("map.hex_twice", col=col, row=row, hex=label(h)))
        terrain = entry.get("terrain", "plain")
        if terrain not in TERRAINS:
            raise rd.fail(f"{where}.terrain", msg("map.unknown_terrain", terrain=terrain, terrains=TERRAINS))
        town = entry.get("town")
        city = None
        if town is not None:
            town = rd.text(town, f"{where}.town")
        if "city" in entry:
            c = rd.obj(entry["city"], f"{where}.city", _CITY_FIELDS)
            if "color" not in c:
                raise rd.fail(f"{where}.city.color", msg("map.city_colour"))
            city = City(
                name=rd.text(c.get("name"), f"{where}.city.name"),
                color=rd.color(c["color"], f"{where}.city.color"),
                start_cubes=rd.num(c.get("start_cubes", 2), f"{where}.city.start_cubes", 0, 10),
                growth_marker=bool(c.get("growth_marker", False)),
            )
        if town and city:
            raise rd.fail(where, msg("map.town_and_city"))
        if (town or city) and terrain in UNBUILDABLE:
            raise rd.fail(f"{where}.terrain", msg("map.on_water", terrain=terrain))
        name = town or (city.name if city else None)
        if name:
            if name.lower() in names:
                raise rd.fail(where, msg("map.name_twice", name=name, other=names[name.lower()]))
            names[name.lower()] = label(h)
        cells[h] = Cell(h, terrain, town, city)
    return cells


def _parse_impassable(rd: _Reader, raw: Any, cells: Mapping[Hex, Cell]) -> frozenset[tuple[Hex, int]]:
    if not isinstance(raw, list):
        raise rd.fail("impassable", msg("map.impassable_list"))
    out: set[tuple[Hex, int]] = set()
    for i, item in enumerate(raw):
        where = f"impassable[{i}]"
        entry = rd.obj(item, where, {"at", "edge"})
        h = rd.at(entry.get("at"), f"{where}.at")
        if h not in cells:
            raise rd.fail(f"{where}.at", msg("map.not_on_map", hex=label(h)))
        edge_name = entry.get("edge")
        if edge_name not in EDGE_NAMES:
            raise rd.fail(f"{where}.edge", msg("map.unknown_edge", edge=edge_name, edges=tuple(EDGE_NAMES)))
        edge = EDGE_NAMES.index(edge_name)
        other = h.neighbor(edge)
        if other not in cells:
            raise rd.fail(f"{where}.edge", msg("map.edge_nowhere", edge=edge_name, hex=label(h)))
        out.add((h, edge))
        out.add((other, opposite(edge)))
    return frozenset(out)


def _parse_new_cities(rd: _Reader, raw: Any) -> tuple[NewCity, ...]:
    if not isinstance(raw, list):
        raise rd.fail("new_cities", msg("map.not_list"))
    out = []
    ids: set[str] = set()
    for i, item in enumerate(raw):
        where = f"new_cities[{i}]"
        e = rd.obj(item, where, {"id", "color", "display", "number"})
        nid = rd.text(e.get("id"), f"{where}.id")
        if nid in ids:
            raise rd.fail(f"{where}.id", msg("map.new_city_twice", id=nid))
        ids.add(nid)
        display = e.get("display")
        if display not in (None, "light", "dark"):
            raise rd.fail(f"{where}.display", msg("map.light_dark"))
        number = rd.num(e["number"], f"{where}.number", 1, 6) if e.get("number") is not None else None
        out.append(NewCity(nid, rd.color(e.get("color"), f"{where}.color"), display, number))
    return tuple(out)


def _parse_display(rd: _Reader, raw: Any, cells: Mapping[Hex, Cell], new: tuple[NewCity, ...]) -> GoodsDisplay:
    if raw is None:
        raise rd.fail("goods_display", msg("map.no_display"))
    d = rd.obj(raw, "goods_display", _DISPLAY_FIELDS)
    cities = {c.city.name for c in cells.values() if c.city}
    columns: dict[tuple[str, int], str] = {}
    for half in ("light", "dark"):
        col = rd.obj(d.get(half), f"goods_display.{half}", {str(n) for n in range(1, 7)})
        for n in range(1, 7):
            name = col.get(str(n))
            if name is None:  # an empty column (a Steam-only map's): Age of Steam refuses to start on it
                continue
            if not isinstance(name, str) or name not in cities:
                raise rd.fail(f"goods_display.{half}.{n}", msg("map.not_a_city", name=name))
            columns[(half, n)] = str(name)
    return GoodsDisplay(
        columns=columns,
        boxes_per_column=rd.num(d.get("boxes_per_column", 3), "goods_display.boxes_per_column", 1, 10),
        new_city_boxes=rd.num(d.get("new_city_boxes", 2), "goods_display.new_city_boxes", 0, 10),
        new_columns=tuple(c.id for c in new),
    )


def _parse_supply(rd: _Reader, raw: Any) -> GoodsSupply:
    if raw is None:
        raise rd.fail("goods_supply", msg("map.no_supply"))
    s = rd.obj(raw, "goods_supply", _SUPPLY_FIELDS)
    return GoodsSupply(
        spaces=rd.num(s.get("spaces"), "goods_supply.spaces", 1, 30),
        cubes=rd.num(s.get("cubes", 3), "goods_supply.cubes", 0, 10),
        cubes_3p=rd.num(s.get("cubes_3p", s.get("cubes", 3)), "goods_supply.cubes_3p", 0, 10),
        source=str(s.get("source", "")),
        confidence=str(s.get("confidence", "")),
    )
