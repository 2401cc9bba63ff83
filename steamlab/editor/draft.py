"""MapDraft: a map being drawn -- every edit a click can make, with undo and redo.

Positions are ``(col, row)`` as in the file (odd columns half a hex lower,
see ``docs/map-format.md``). A draft may be unfinished: it is checked after
every change (:meth:`MapDraft.problems`, the messages of ``steamlab maps
validate`` located at a hex or an edge) and only a map without problems is
saved to the user maps folder. An edit that cannot be represented (a terrain
or colour that does not exist, a position off the grid) raises
:class:`EditError` and changes nothing.

>>> d = MapDraft.new("pond", cols=4, rows=3)
>>> d.paint((1, 1), "lake")
>>> d.place_city((0, 0), "Ash", "red")
>>> d.cell((1, 1)).terrain, d.cell((0, 0)).city.name
('lake', 'Ash')
>>> d.undo(), d.cell((0, 0)).city is None
(True, True)
>>> d.paint((9, 9), "hill")
Traceback (most recent call last):
...
steamlab.editor.draft.EditError: pond: hexes[9,9]: (9, 9) is outside the 4 x 3 grid
"""

from __future__ import annotations

import copy
import hashlib
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from steamlab.core.datafiles import data_path, load_json, unsendable_at
from steamlab.core.errors import DataError, SteamlabError
from steamlab.core.hexgrid import EDGE_NAMES, Hex, from_offset, opposite, to_offset
from steamlab.core.maps import COLORS, MAP_FORMAT, MAX_BOARD, TERRAINS, GameMap, check_map_fields, index_entry, parse_map
from steamlab.core.mapstore import (
    MapStoreError,
    check_save,
    find_user_map,
    save_folder,
    served,
    store_map,
    write_atomically,
)
from steamlab.editor.writer import map_json
from steamlab.i18n import msg

if TYPE_CHECKING:
    from steamlab.editor.checks import Problem

Pos = tuple[int, int]
"""A board position ``(col, row)``, as written in a map file's ``"at"``."""

ERASE = "none"
"""The paint tool that takes a hex off the map (its position stays in the grid, empty)."""
HALVES = ("light", "dark")
"""The two halves of Age of Steam's goods display."""
MAX_GRID = MAX_BOARD
"""The largest number of columns or rows a draft may have: the board limit every map file has."""
_ID = re.compile(r"[a-z0-9_]{1,40}")
"""A map id: used with ``fullmatch`` only (``match`` with ``$`` let ``"tutorial\\n"`` through)."""


class EditError(SteamlabError):
    """An edit the editor cannot make; the draft is unchanged.

    ``field`` names what was edited (``hexes[3,4].terrain``, ``players.max``).
    """

    def __init__(self, map_id: str, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        super().__init__(f"{map_id}: {field}: {problem}")


@dataclass(frozen=True)
class DraftCity:
    """A printed city: name, colour, starting goods, an optional City Growth marker."""

    name: str
    color: str
    start_cubes: int = 2
    growth_marker: bool = False


@dataclass(frozen=True)
class DraftHex:
    """One hex of a draft: terrain and at most one town or city."""

    terrain: str = "plain"
    town: str | None = None
    city: DraftCity | None = None

    @property
    def name(self) -> str | None:
        return self.city.name if self.city else self.town

    def as_json(self, pos: Pos) -> dict[str, Any]:
        """The hex as a map file writes it."""
        out: dict[str, Any] = {"at": [pos[0], pos[1]], "terrain": self.terrain}
        if self.town is not None:
            out["town"] = self.town
        if self.city is not None:
            c: dict[str, Any] = {"name": self.city.name, "color": self.city.color, "start_cubes": self.city.start_cubes}
            if self.city.growth_marker:
                c["growth_marker"] = True
            out["city"] = c
        return out


@dataclass
class _Doc:
    """Everything one undo step restores."""

    id: str
    title: str
    source: str = ""
    notes: str = ""
    titles: dict[str, str] = field(default_factory=dict)
    """The title in other languages (docs/map-format.md: ``titles``)."""
    orientation: str = "flat"
    players: tuple[int, int] = (3, 6)
    turns: dict[int, int] = field(default_factory=dict)
    cols: int = 1
    rows: int = 1
    cells: dict[Pos, DraftHex] = field(default_factory=dict)
    impassable: list[tuple[Pos, str]] = field(default_factory=list)
    new_cities: list[dict[str, Any]] = field(default_factory=list)
    goods_display: dict[str, Any] = field(default_factory=dict)
    goods_supply: dict[str, Any] = field(default_factory=dict)
    terrain_costs: dict[str, Any] = field(default_factory=dict)

    def snapshot(self) -> _Doc:
        # Cells are frozen values, so copying the dict is enough; the raw sections are small.
        return replace(
            self, turns=dict(self.turns), titles=dict(self.titles), cells=dict(self.cells), impassable=list(self.impassable),
            new_cities=copy.deepcopy(self.new_cities), goods_display=copy.deepcopy(self.goods_display),
            goods_supply=dict(self.goods_supply), terrain_costs=copy.deepcopy(self.terrain_costs),
        )  # fmt: skip


def default_display() -> dict[str, Any]:
    """An empty goods display: no city in any column yet, 3 boxes a column, 2 per new city."""
    return {"light": {}, "dark": {}, "boxes_per_column": 3, "new_city_boxes": 2}


def default_supply() -> dict[str, Any]:
    """Steam's goods supply for a new map: 12 spaces of 3 cubes (2 with three players)."""
    return {"spaces": 12, "cubes": 3, "cubes_3p": 2}


class MapDraft:
    """A map being edited. Every public edit is one undo step (or part of one :meth:`batch`).

    Build one with :meth:`new`, :meth:`open` (a shipped or user map by name),
    :meth:`from_json` or :meth:`load` (a file).
    """

    UNDO_LIMIT = 200

    def __init__(self, doc: _Doc) -> None:
        self._doc = doc
        self._undo: list[_Doc] = []
        self._redo: list[_Doc] = []
        self._batch = 0
        self._batch_changed = False
        self._version = 0
        self._checked: tuple[int, list[Problem]] | None = None
        self._saved: tuple[Path, str] | None = None
        """The file this draft last wrote and a hash of its bytes: saving over it again asks nothing while the
        file still holds exactly that (nobody else saved over it since)."""

    # -- making one ---------------------------------------------------------------
    @classmethod
    def new(cls, map_id: str = "my_map", *, cols: int = 10, rows: int = 8, title: str | None = None,
            terrain: str = "plain", orientation: str = "flat", titles: dict[str, str] | None = None) -> MapDraft:
        """A ``cols`` x ``rows`` grid of ``terrain``, with an empty goods display.

        >>> len(MapDraft.new(cols=3, rows=2).positions())
        6
        """
        _check_id(map_id, map_id)
        _check_grid(map_id, cols, rows)
        _check_terrain(map_id, "terrain", terrain, erase=False)
        _check_orientation(map_id, orientation)
        cells = {(c, r): DraftHex(terrain) for c in range(cols) for r in range(rows)}
        doc = _Doc(id=map_id, title=title or map_id, titles=dict(titles or {}), orientation=orientation, cols=cols,
                   rows=rows, cells=cells,
                   goods_display=default_display(), goods_supply=default_supply())
        return cls(doc)

    @classmethod
    def open(cls, name: str) -> MapDraft:
        """A copy of a shipped or user map to edit (``MapDraft.open("tutorial")``)."""
        path = data_path("maps", f"{name}.json")
        if not path.exists():
            path = find_user_map(name) or path  # the viewer's own, else a shared one
        if not _ID.fullmatch(name) or not path.exists():
            raise EditError(name, "id", msg("edit.no_map", name=name))
        return cls.from_dict(load_json(path), f"{name}.json")

    @classmethod
    def load(cls, path: str | Path) -> MapDraft:
        """Read a map file (it may still have problems; they are listed, not refused)."""
        p = Path(path)
        return cls.from_dict(load_json(p), p.name)

    @classmethod
    def from_json(cls, text: str | bytes, src: str = "<map>") -> MapDraft:
        """A draft from a map file's text (as saved by :meth:`to_json` or written by hand)."""
        from steamlab.core.datafiles import parse_json

        return cls.from_dict(parse_json(text, src), src)

    @classmethod
    def from_dict(cls, raw: Any, src: str = "<map>") -> MapDraft:
        """A draft from map data. Its shape must be right (a :class:`DataError` names the field);
        what the map means (names, display, edges) is checked by :meth:`problems`, not refused."""
        return cls(_read(raw, src))

    # -- reading ------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self._doc.id

    @property
    def title(self) -> str:
        return self._doc.title

    @property
    def orientation(self) -> str:
        return self._doc.orientation

    @property
    def grid(self) -> tuple[int, int]:
        """``(cols, rows)`` of the grid (positions off the map included)."""
        return self._doc.cols, self._doc.rows

    @property
    def players(self) -> tuple[int, int]:
        return self._doc.players

    @property
    def turns(self) -> dict[int, int]:
        return dict(self._doc.turns)

    @property
    def impassable(self) -> list[tuple[Pos, str]]:
        """Thick black lines as ``((col, row), edge_name)``, in the order they were drawn."""
        return list(self._doc.impassable)

    @property
    def new_cities(self) -> list[dict[str, Any]]:
        return copy.deepcopy(self._doc.new_cities)

    @property
    def goods_display(self) -> dict[str, Any]:
        return copy.deepcopy(self._doc.goods_display)

    @property
    def goods_supply(self) -> dict[str, Any]:
        return dict(self._doc.goods_supply)

    @property
    def info(self) -> dict[str, str]:
        """``id``, ``title``, ``source`` and ``notes``."""
        d = self._doc
        return {"id": d.id, "title": d.title, "source": d.source, "notes": d.notes}

    @property
    def version(self) -> int:
        """Goes up by one on every change (undo and redo included): for caches."""
        return self._version

    def positions(self) -> list[Pos]:
        """Every position of the grid, column by column."""
        return [(c, r) for c in range(self._doc.cols) for r in range(self._doc.rows)]

    def cells(self) -> dict[Pos, DraftHex]:
        """The hexes on the map by position, in file order (column, then row)."""
        return {p: self._doc.cells[p] for p in sorted(self._doc.cells)}

    def cell(self, pos: Pos) -> DraftHex | None:
        """The hex at ``pos``; ``None`` if that position is off the map."""
        return self._doc.cells.get(tuple(pos))  # type: ignore[arg-type]

    def cities(self) -> list[str]:
        """City names in file order."""
        return [c.city.name for _, c in sorted(self._doc.cells.items()) if c.city]

    # -- undo, redo, batches ------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        """Go back one step; ``False`` when there is nothing to undo."""
        if not self._undo:
            return False
        self._redo.append(self._doc)
        self._doc = self._undo.pop()
        self._version += 1
        return True

    def redo(self) -> bool:
        """Redo the step undone last; ``False`` when there is none."""
        if not self._redo:
            return False
        self._undo.append(self._doc)
        self._doc = self._redo.pop()
        self._version += 1
        return True

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Edits inside are one undo step (a paint stroke by drag is one batch); if one of them is
        refused (an exception), the whole batch is undone and leaves no step.

        >>> d = MapDraft.new(cols=3, rows=1)
        >>> with d.batch():
        ...     d.paint((0, 0), "river"); d.paint((1, 0), "river")
        >>> d.undo(), [d.cell(p).terrain for p in d.positions()]
        (True, ['plain', 'plain', 'plain'])
        """
        self.begin_batch()
        try:
            yield
        except BaseException:
            self._abandon_batch()
            raise
        self.end_batch()

    def _abandon_batch(self) -> None:
        """An edit of the batch was refused: the outermost batch puts everything back."""
        self._batch -= 1
        if self._batch == 0:
            self._doc = self._undo.pop()
            self._version += 1

    def begin_batch(self) -> None:
        """Start a batch (the widget calls this on mouse down); :meth:`end_batch` closes it."""
        if self._batch == 0:
            self._undo.append(self._doc.snapshot())
            self._batch_changed = False
        self._batch += 1

    def end_batch(self) -> None:
        """Close a batch; a batch that changed nothing leaves no undo step."""
        if self._batch == 0:
            return
        self._batch -= 1
        if self._batch == 0:
            if self._batch_changed:
                self._redo.clear()
                del self._undo[: max(0, len(self._undo) - self.UNDO_LIMIT)]
            else:
                self._undo.pop()

    @property
    def in_batch(self) -> bool:
        return self._batch > 0

    def _edit(self) -> _Doc:
        """The document to change now (after saving an undo step when not in a batch)."""
        if self._batch == 0:
            self._undo.append(self._doc.snapshot())
            del self._undo[: max(0, len(self._undo) - self.UNDO_LIMIT)]
            self._redo.clear()
        else:
            self._batch_changed = True
        self._version += 1
        return self._doc

    def _fail(self, where: str, problem: str) -> EditError:
        return EditError(self._doc.id, where, problem)

    def _pos(self, pos: Iterable[int], where: str = "hexes") -> Pos:
        p = tuple(pos)
        if len(p) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in p):
            raise self._fail(where, msg("edit.position", pos=pos))
        col, row = p
        if not (0 <= col < self._doc.cols and 0 <= row < self._doc.rows):
            raise self._fail(f"{where}[{col},{row}]", msg("edit.outside", col=col, row=row, cols=self._doc.cols,
                                                                    rows=self._doc.rows))
        return col, row

    def _on_map(self, pos: Iterable[int]) -> tuple[Pos, DraftHex]:
        p = self._pos(pos)
        cell = self._doc.cells.get(p)
        if cell is None:
            raise self._fail(f"hexes[{p[0]},{p[1]}]", msg("edit.off_map", col=p[0], row=p[1]))
        return p, cell

    # -- painting -------------------------------------------------------------------
    def paint(self, pos: Iterable[int], terrain: str) -> None:
        """Give ``pos`` a terrain (``"none"``: take it off the map, with its town or city).

        Painting an empty position puts a hex there. A town or city keeps its
        place when the terrain changes (on lake or sea it is reported as a problem).
        Painting the terrain a hex already has changes nothing (no undo step).
        """
        p = self._pos(pos)
        _check_terrain(self._doc.id, f"hexes[{p[0]},{p[1]}].terrain", terrain, erase=True)
        old = self._doc.cells.get(p)
        if terrain == ERASE:
            if old is None:
                return
            doc = self._edit()
            del doc.cells[p]
            doc.impassable = [(q, e) for q, e in doc.impassable if q != p and _across(q, e) != p]
            return
        if old is not None and old.terrain == terrain:
            return
        self._edit().cells[p] = replace(old, terrain=terrain) if old else DraftHex(terrain)

    def place_town(self, pos: Iterable[int], name: str) -> None:
        """Put a town called ``name`` on the hex at ``pos`` (replacing a city there)."""
        p, cell = self._on_map(pos)
        name = _check_name(self._doc.id, f"hexes[{p[0]},{p[1]}].town", name)
        self._edit().cells[p] = replace(cell, town=name, city=None)

    def place_city(self, pos: Iterable[int], name: str, color: str, start_cubes: int = 2,
                   growth_marker: bool = False) -> None:
        """Put a city on the hex at ``pos`` (replacing a town there): colour, starting goods, marker."""
        p, cell = self._on_map(pos)
        where = f"hexes[{p[0]},{p[1]}].city"
        name = _check_name(self._doc.id, f"{where}.name", name)
        if color not in COLORS:
            raise self._fail(f"{where}.color", msg("map.unknown_colour", value=color, colours=COLORS))
        if not isinstance(start_cubes, int) or isinstance(start_cubes, bool) or not 0 <= start_cubes <= 10:
            raise self._fail(f"{where}.start_cubes", msg("edit.start_cubes", value=start_cubes))
        city = DraftCity(name, color, start_cubes, bool(growth_marker))
        self._edit().cells[p] = replace(cell, town=None, city=city)

    def clear_place(self, pos: Iterable[int]) -> None:
        """Take the town or city off the hex at ``pos`` (the terrain stays)."""
        p, cell = self._on_map(pos)
        if cell.town is None and cell.city is None:
            return
        self._edit().cells[p] = DraftHex(cell.terrain)

    def set_impassable(self, pos: Iterable[int], edge: str | int, on: bool = True) -> None:
        """Draw (``on``) or rub out the thick black line on ``edge`` of the hex at ``pos``.

        The edge is a name (``"TR"``) or a number 0-5; the same line seen from
        the neighbour counts as the same line.
        """
        p = self._pos(pos, "impassable")
        name = _edge_name(self._doc.id, edge)
        other = _across(p, name)
        present = [(q, e) for q, e in self._doc.impassable if (q, e) == (p, name) or (q == other and _across(q, e) == p)]
        if on == bool(present):
            return
        doc = self._edit()
        if on:
            doc.impassable.append((p, name))
        else:
            doc.impassable = [x for x in doc.impassable if x not in present]

    def toggle_impassable(self, pos: Iterable[int], edge: str | int) -> bool:
        """Draw the line if it is not there, else rub it out; ``True`` if it is there now."""
        p = self._pos(pos, "impassable")
        name = _edge_name(self._doc.id, edge)
        other = _across(p, name)
        there = any((q, e) == (p, name) or (q == other and _across(q, e) == p) for q, e in self._doc.impassable)
        self.set_impassable(p, name, not there)
        return not there

    # -- the whole map -------------------------------------------------------------
    def set_info(self, *, id: str | None = None, title: str | None = None, source: str | None = None,
                 notes: str | None = None) -> None:
        """Name and describe the map. ``id`` is the file name: lowercase letters, digits, ``_``."""
        if id is not None:
            _check_id(self._doc.id, id)
        for key, value in (("title", title), ("source", source), ("notes", notes)):
            if value is not None and not isinstance(value, str):
                raise self._fail(key, msg("edit.text"))
            if value is not None and unsendable_at(value) is not None:  # no page could show it, no file hold it
                raise self._fail(key, msg("data.surrogate"))
        doc = self._edit()
        doc.id = id if id is not None else doc.id
        if title is not None and title != doc.title:
            doc.titles = {}  # they said the old title in other languages
        doc.title = title if title is not None else doc.title
        doc.source = source if source is not None else doc.source
        doc.notes = notes if notes is not None else doc.notes

    def set_orientation(self, orientation: str) -> None:
        """``"flat"`` (flat-topped hexes) or ``"pointy"``."""
        _check_orientation(self._doc.id, orientation)
        if orientation != self._doc.orientation:
            self._edit().orientation = orientation

    def set_players(self, low: int, high: int) -> None:
        """The player counts the map is for (1-8, ``low`` <= ``high``)."""
        for key, v in (("players.min", low), ("players.max", high)):
            if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= 8:
                raise self._fail(key, msg("edit.player_count", value=v))
        if low > high:
            raise self._fail("players", msg("edit.min_above_max", low=low, high=high))
        self._edit().players = (low, high)

    def set_turns(self, players: int, turns: int | None) -> None:
        """The game length with ``players`` players (``None``: the rules' own length)."""
        if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 8:
            raise self._fail("turns", msg("edit.player_count", value=players))
        if turns is not None and (not isinstance(turns, int) or isinstance(turns, bool) or not 1 <= turns <= 50):
            raise self._fail(f"turns.{players}", msg("edit.turns", value=turns))
        if self._doc.turns.get(players) == turns:
            return
        doc = self._edit()
        if turns is None:
            doc.turns.pop(players, None)
        else:
            doc.turns[players] = turns

    def resize(self, cols: int, rows: int, terrain: str = "plain") -> None:
        """Change the grid; new positions get ``terrain`` (``"none"``: left empty), hexes outside go
        (with their thick black lines)."""
        _check_grid(self._doc.id, cols, rows)
        _check_terrain(self._doc.id, "terrain", terrain, erase=True)
        if (cols, rows) == (self._doc.cols, self._doc.rows):
            return
        doc = self._edit()
        old_cols, old_rows = doc.cols, doc.rows
        doc.cells = {p: c for p, c in doc.cells.items() if p[0] < cols and p[1] < rows}
        if terrain != ERASE:
            for c in range(cols):
                for r in range(rows):
                    if c >= old_cols or r >= old_rows:
                        doc.cells[(c, r)] = DraftHex(terrain)
        doc.cols, doc.rows = cols, rows
        doc.impassable = [(p, e) for p, e in doc.impassable if p in doc.cells and _across(p, e) in doc.cells]

    # -- goods: Age of Steam's display, new cities, Steam's supply ------------------------
    def set_display_column(self, half: str, number: int, city: str | None) -> None:
        """The city that die ``number`` feeds on the ``half`` (``"light"``/``"dark"``) of the goods
        display; ``None`` empties the column."""
        if half not in HALVES:
            raise self._fail("goods_display", msg("edit.halves", half=half))
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 6:
            raise self._fail(f"goods_display.{half}", msg("edit.columns", number=number))
        if city is not None and not isinstance(city, str):
            raise self._fail(f"goods_display.{half}.{number}", msg("edit.city_name"))
        column = self._doc.goods_display.get(half)
        column = dict(column) if isinstance(column, dict) else {}
        if column.get(str(number)) == city:
            return
        if city is None:
            column.pop(str(number), None)
        else:
            column[str(number)] = city
        self._edit().goods_display[half] = {str(n): column[str(n)] for n in range(1, 7) if str(n) in column}

    def fill_display(self) -> int:
        """Give every empty goods-display column a city: the map's cities in turn, in file order.

        Returns how many columns were filled (0, and no undo step, when none was empty or the
        map has no city).

        >>> d = MapDraft.new(cols=3, rows=1)
        >>> d.place_city((0, 0), "Ash", "red"); d.place_city((2, 0), "Birch", "blue")
        >>> d.fill_display(), d.goods_display["light"]["2"], d.problems()
        (12, 'Birch', [])
        """
        cities = self.cities()
        display = self._doc.goods_display
        empty = [(half, n) for half in HALVES for n in range(1, 7)
                 if not isinstance(display.get(half), dict) or not display[half].get(str(n))]
        if not cities or not empty:
            return 0
        with self.batch():
            for i, (half, n) in enumerate(empty):
                self.set_display_column(half, n, cities[i % len(cities)])
        return len(empty)

    def set_display_boxes(self, boxes_per_column: int, new_city_boxes: int, source: str | None = None) -> None:
        """Boxes per numbered column and per new-city column of the goods display (and where the
        numbers come from: ``source``, kept when ``None``, removed when empty)."""
        for key, v, low in (("boxes_per_column", boxes_per_column, 1), ("new_city_boxes", new_city_boxes, 0)):
            if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= 10:
                raise self._fail(f"goods_display.{key}", msg("edit.whole", low=low, high=10, value=v))
        doc = self._edit()
        doc.goods_display["boxes_per_column"] = boxes_per_column
        doc.goods_display["new_city_boxes"] = new_city_boxes
        if source is not None:
            doc.goods_display.pop("source", None)
            if source:
                doc.goods_display["source"] = str(source)

    def add_new_city(self, city_id: str, color: str, display: str | None = None, number: int | None = None) -> None:
        """A new-city tile (urbanization): its letter, colour and its goods-display column."""
        where = f"new_cities[{city_id}]"
        _check_name(self._doc.id, f"{where}.id", city_id)
        if any(e.get("id") == city_id for e in self._doc.new_cities):
            raise self._fail(f"{where}.id", msg("edit.new_city_exists", id=city_id))
        if color not in COLORS:
            raise self._fail(f"{where}.color", msg("map.unknown_colour", value=color, colours=COLORS))
        if display not in (None, *HALVES):
            raise self._fail(f"{where}.display", msg("map.light_dark"))
        if number is not None and (not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 6):
            raise self._fail(f"{where}.number", msg("edit.die_number", value=number))
        entry: dict[str, Any] = {"id": city_id, "color": color}
        if display is not None:
            entry["display"] = display
        if number is not None:
            entry["number"] = number
        self._edit().new_cities.append(entry)

    def remove_new_city(self, city_id: str) -> None:
        """Take the new-city tile ``city_id`` out of the box."""
        if not any(e.get("id") == city_id for e in self._doc.new_cities):
            raise self._fail(f"new_cities[{city_id}]", msg("edit.no_new_city", id=city_id))
        doc = self._edit()
        doc.new_cities = [e for e in doc.new_cities if e.get("id") != city_id]

    def set_supply(self, spaces: int, cubes: int, cubes_3p: int | None = None, source: str | None = None,
                   confidence: str | None = None) -> None:
        """Steam's goods supply: ``spaces`` spaces of ``cubes`` cubes (``cubes_3p`` with three players)."""
        for key, v, low, high in (("spaces", spaces, 1, 30), ("cubes", cubes, 0, 10),
                                  ("cubes_3p", cubes if cubes_3p is None else cubes_3p, 0, 10)):
            if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
                raise self._fail(f"goods_supply.{key}", msg("edit.whole", low=low, high=high, value=v))
        supply: dict[str, Any] = {"spaces": spaces, "cubes": cubes, "cubes_3p": cubes if cubes_3p is None else cubes_3p}
        old = self._doc.goods_supply
        for key, value in (("source", source), ("confidence", confidence)):
            if value is None and old.get(key):
                supply[key] = old[key]
            elif value:
                supply[key] = str(value)
        self._edit().goods_supply = supply

    # -- writing -----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The map as JSON data, fields in the documented order, hexes column by column."""
        d = self._doc
        out: dict[str, Any] = {"format": MAP_FORMAT, "id": d.id, "title": d.title}
        if d.titles:
            out["titles"] = dict(d.titles)
        if d.source:
            out["source"] = d.source
        if d.notes:
            out["notes"] = d.notes
        out["orientation"] = d.orientation
        out["players"] = {"min": d.players[0], "max": d.players[1]}
        if d.turns:
            out["turns"] = {str(k): d.turns[k] for k in sorted(d.turns)}
        out["impassable"] = [{"at": [p[0], p[1]], "edge": e} for p, e in d.impassable]
        out["new_cities"] = copy.deepcopy(d.new_cities)
        out["goods_display"] = copy.deepcopy(d.goods_display)
        out["goods_supply"] = dict(d.goods_supply)
        if d.terrain_costs:
            out["terrain_costs"] = copy.deepcopy(d.terrain_costs)
        out["hexes"] = [d.cells[p].as_json(p) for p in sorted(d.cells)]
        return out

    def to_json(self) -> str:
        """The map file's text (canonical layout: :func:`steamlab.editor.writer.map_json`)."""
        return map_json(self.to_dict())

    def to_map(self) -> GameMap:
        """The validated :class:`GameMap` (a :class:`DataError` if the draft has a problem)."""
        return parse_map(self.to_dict(), f"{self._doc.id}.json")

    def problems(self) -> list[Problem]:
        """What ``steamlab maps validate`` would say, each located at a hex or an edge when it is
        about one (:class:`steamlab.editor.checks.Problem`). Cached until the next change."""
        from steamlab.editor.checks import find_problems

        if self._checked is None or self._checked[0] != self._version:
            self._checked = (self._version, find_problems(self.to_dict(), f"{self._doc.id}.json"))
        return list(self._checked[1])

    def save(self, path: str | Path | None = None, *, replace: bool = False) -> Path:
        """Write the map file; by default into the user maps folder, where :func:`steamlab.list_maps` finds it: the
        shared folder, or on a served dashboard the viewer's own (:mod:`steamlab.core.mapstore`). A draft with
        problems is refused (the first one is named).

        Saving never destroys what was there: the text is checked and encoded in full first, written to a
        temporary file in the same folder and renamed over the target (``os.replace``), so a failure leaves
        the old file whole, and the folder's index is written the same way. A map of the same id that this
        draft did not write itself is not replaced unless ``replace`` is true (the editor asks first). On a
        served dashboard a viewer cannot write a shared map (nor another viewer's: each has a folder of their
        own) and keeps within the quotas of :mod:`steamlab.core.mapstore` (docs/map-editor.md).
        """
        found = self.problems()
        if found:
            raise self._fail(found[0].field or "map", msg("edit.not_saved_more", problem=found[0].text, n=len(found) - 1)
                             if len(found) > 1 else msg("edit.not_saved", problem=found[0].text))
        if path is None and data_path("maps", f"{self._doc.id}.json").exists():
            raise self._fail("id", msg("edit.shipped", id=self._doc.id))
        try:
            target = Path(path) if path is not None else save_folder() / f"{self._doc.id}.json"
            data = self.to_json().encode("utf-8")  # all of it, before anything on disk is touched
        except MapStoreError as exc:
            raise self._fail(exc.field, exc.problem) from None
        except (UnicodeError, TypeError, ValueError) as exc:
            raise self._fail("map", msg("edit.not_saved", problem=str(exc)[:200])) from None
        try:
            if path is None:
                check_save(target, len(data))
                self._check_replace(target, replace)
            entry = index_entry(self.to_map())
            if path is None:
                store_map(target, data, entry)
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                write_atomically(target, data)
        except MapStoreError as exc:
            raise self._fail(exc.field, exc.problem) from None
        except OSError as exc:
            raise self._fail("id", msg("edit.cannot_write", path=str(target), why=str(exc.strerror or exc))) from None
        self._saved = (target.resolve(), hashlib.sha256(data).hexdigest())
        return target

    def _check_replace(self, target: Path, replace: bool) -> None:
        """Refuse to replace a map of the same id this draft did not write without being asked."""
        if target.is_file() and not replace and not self._wrote(target):
            try:
                title = parse_map(load_json(target), target.name).title
            except DataError:
                title = target.stem
            raise self._fail("id", msg("edit.exists_own" if served() else "edit.exists", id=self._doc.id, title=title))

    def _wrote(self, target: Path) -> bool:
        """Whether ``target`` still holds exactly what this draft last saved there."""
        if self._saved is None or self._saved[0] != target.resolve():
            return False
        try:
            return hashlib.sha256(target.read_bytes()).hexdigest() == self._saved[1]
        except OSError:
            return False


# -- checks on input --------------------------------------------------------------------
def _check_id(map_id: str, value: object) -> None:
    if not isinstance(value, str) or not _ID.fullmatch(value):
        raise EditError(map_id, "id", msg("edit.bad_id", value=value))


def _check_grid(map_id: str, cols: object, rows: object) -> None:
    for key, v in (("cols", cols), ("rows", rows)):
        if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= MAX_GRID:
            raise EditError(map_id, key, msg("edit.grid", most=MAX_GRID, value=v))


def _check_terrain(map_id: str, where: str, terrain: object, erase: bool) -> None:
    allowed = (*TERRAINS, ERASE) if erase else TERRAINS
    if terrain not in allowed:
        raise EditError(map_id, where, msg("map.unknown_terrain", terrain=terrain, terrains=allowed))


def _check_orientation(map_id: str, orientation: object) -> None:
    if orientation not in ("flat", "pointy"):
        raise EditError(map_id, "orientation", msg("edit.orientation", value=orientation))


def _check_name(map_id: str, where: str, name: object) -> str:
    if not isinstance(name, str) or not name.strip():
        raise EditError(map_id, where, msg("edit.name_needed"))
    if unsendable_at(name) is not None:
        raise EditError(map_id, where, msg("data.surrogate"))
    if len(name) > 60:
        raise EditError(map_id, where, msg("edit.name_long"))
    return name.strip()


def _edge_name(map_id: str, edge: object) -> str:
    if isinstance(edge, int) and not isinstance(edge, bool) and 0 <= edge < 6:
        return EDGE_NAMES[edge]
    if isinstance(edge, str) and edge.upper() in EDGE_NAMES:
        return edge.upper()
    raise EditError(map_id, "impassable.edge", msg("edit.unknown_edge", edge=edge, edges=tuple(EDGE_NAMES)))


def _across(pos: Pos, edge: str) -> Pos:
    """The position beyond ``edge`` of ``pos``."""
    return to_offset(from_offset(*pos).neighbor(EDGE_NAMES.index(edge)))


def hex_of(pos: Pos) -> Hex:
    """The axial :class:`Hex` of a position (``from_offset``)."""
    return from_offset(pos[0], pos[1])


def edge_across(pos: Pos, edge: str) -> tuple[Pos, str]:
    """The same edge seen from the other hex: ``((col, row), name)``.

    >>> edge_across((5, 2), "B")
    ((5, 3), 'T')
    """
    return _across(pos, edge), EDGE_NAMES[opposite(EDGE_NAMES.index(edge))]


# -- reading a file into a draft ------------------------------------------------------
def _read(raw: Any, src: str) -> _Doc:
    def fail(where: str, problem: str) -> DataError:
        return DataError(src, where, problem)

    if not isinstance(raw, dict):
        raise fail("", msg("edit.json_object"))
    check_map_fields(raw, src)  # the loader's own check of fields and positions: both refuse the same files
    if raw.get("format") != MAP_FORMAT:
        raise fail("format", msg("map.bad_format", expected=MAP_FORMAT, found=raw.get("format")))
    map_id = raw.get("id")
    if not isinstance(map_id, str) or not _ID.fullmatch(map_id):
        raise fail("id", msg("edit.bad_id", value=map_id))
    texts = {}
    for key in ("title", "source", "notes"):
        value = raw.get(key, map_id if key == "title" else "")
        if not isinstance(value, str):
            raise fail(key, msg("edit.text"))
        texts[key] = value
    titles = raw.get("titles", {})
    if not isinstance(titles, dict) or not all(isinstance(v, str) for v in titles.values()):
        raise fail("titles", msg("edit.text"))
    orientation = raw.get("orientation", "flat")
    if orientation not in ("flat", "pointy"):
        raise fail("orientation", msg("map.bad_orientation"))
    players = raw.get("players", {"min": 3, "max": 6})
    if not isinstance(players, dict) or not all(isinstance(players.get(k), int) for k in ("min", "max")):
        raise fail("players", msg("edit.players_object"))
    turns_raw = raw.get("turns", {})
    if not isinstance(turns_raw, dict) or not all(k.isdigit() and isinstance(v, int) for k, v in turns_raw.items()):
        raise fail("turns", msg("map.turns_object"))
    hexes = raw.get("hexes")
    if not isinstance(hexes, list):
        raise fail("hexes", msg("edit.hexes_list"))
    cells: dict[Pos, DraftHex] = {}
    for i, entry in enumerate(hexes):
        where = f"hexes[{i}]"
        pos = _read_at(entry, where, fail)
        if pos in cells:
            raise fail(f"{where}.at", msg("edit.position_twice", pos=list(pos)))
        terrain = entry.get("terrain", "plain")
        if terrain not in TERRAINS:
            raise fail(f"{where}.terrain", msg("map.unknown_terrain", terrain=terrain, terrains=TERRAINS))
        town = entry.get("town")
        if town is not None and not isinstance(town, str):
            raise fail(f"{where}.town", msg("edit.town_text"))
        city = None
        if entry.get("city") is not None:
            c = entry["city"]
            if not isinstance(c, dict) or not isinstance(c.get("name"), str) or c.get("color") not in COLORS:
                raise fail(f"{where}.city", msg("edit.city_needs", colours=COLORS))
            cubes = c.get("start_cubes", 2)
            if not isinstance(cubes, int) or isinstance(cubes, bool):
                raise fail(f"{where}.city.start_cubes", msg("edit.whole_number"))
            city = DraftCity(c["name"], c["color"], cubes, bool(c.get("growth_marker", False)))
        if town is not None and city is not None:
            raise fail(where, msg("map.town_and_city"))
        cells[pos] = DraftHex(terrain, town, city)
    impassable: list[tuple[Pos, str]] = []
    for i, entry in enumerate(_list(raw, "impassable", fail)):
        pos = _read_at(entry, f"impassable[{i}]", fail)
        if entry.get("edge") not in EDGE_NAMES:
            raise fail(f"impassable[{i}].edge", msg("map.unknown_edge", edge=entry.get("edge"), edges=tuple(EDGE_NAMES)))
        impassable.append((pos, entry["edge"]))
    new_cities = _list(raw, "new_cities", fail)
    if not all(isinstance(e, dict) for e in new_cities):
        raise fail("new_cities", msg("edit.list_objects"))
    display = raw.get("goods_display", default_display())
    supply = raw.get("goods_supply", default_supply())
    costs = raw.get("terrain_costs", {})
    for key, value in (("goods_display", display), ("goods_supply", supply), ("terrain_costs", costs)):
        if not isinstance(value, dict):
            raise fail(key, msg("map.not_object"))
    spots = list(cells) + [p for p, _ in impassable]
    cols = max((p[0] for p in spots), default=0) + 1
    rows = max((p[1] for p in spots), default=0) + 1
    if cols > MAX_GRID or rows > MAX_GRID:
        raise fail("hexes", msg("edit.too_big", most=MAX_GRID, cols=cols, rows=rows))
    return _Doc(
        id=map_id, title=texts["title"], source=texts["source"], notes=texts["notes"], titles=dict(titles),
        orientation=orientation,
        players=(players["min"], players["max"]), turns={int(k): v for k, v in turns_raw.items()},
        cols=cols, rows=rows, cells=cells, impassable=impassable, new_cities=copy.deepcopy(new_cities),
        goods_display=copy.deepcopy(display), goods_supply=dict(supply), terrain_costs=copy.deepcopy(costs),
    )  # fmt: skip


def _read_at(entry: Any, where: str, fail: Any) -> Pos:
    at = entry.get("at") if isinstance(entry, dict) else None
    if (not isinstance(at, list) or len(at) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < MAX_GRID for v in at)):
        raise fail(f"{where}.at", msg("edit.position_range", top=MAX_GRID - 1))
    return at[0], at[1]


def _list(raw: Mapping[str, Any], key: str, fail: Any) -> list[Any]:
    value = raw.get(key, [])
    if not isinstance(value, list):
        raise fail(key, msg("map.not_list"))
    return value
