"""Checking a draft as it is drawn: the map validator's messages, each placed on the map.

:func:`find_problems` runs the map loader's own validation
(:func:`steamlab.core.maps.parse_map`, the messages of ``steamlab maps
validate``). The loader stops at the first problem; to list more, the
problem's field is set right in a scratch copy (a bad terrain becomes plain,
a bad line or new city is dropped, an empty display column gets a city) and
the check runs again. Each :class:`Problem` says where it is: the hex of
``hexes[i]``, the edge of ``impassable[i]``, else nothing (the panel lists it).

:func:`rule_sets` says which rule sets can be played on the map and with how
many players.

>>> from steamlab.editor.draft import MapDraft
>>> d = MapDraft.open("tutorial")
>>> d.paint((4, 6), "lake")                       # Fenwick (a city) now stands on a lake
>>> [(p.at, p.field, str(p.text)) for p in d.problems()]
[((4, 6), 'hexes[32].terrain', 'a town or city cannot stand on lake')]
>>> d.problems()[0].text.render("ja")                # each sentence is a catalogue message
'町や都市は湖の上に置けません'
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from steamlab.core.errors import DataError
from steamlab.core.maps import GameMap, parse_map
from steamlab.engine.info import RAILS, game_info, games
from steamlab.i18n import msg

MAX_ROUNDS = 40
"""At most this many problems are listed (one validation run each)."""


@dataclass(frozen=True)
class Problem:
    """One thing the map validator refuses, and where it is on the map.

    ``at`` is the ``(col, row)`` of the hex it is about, ``edge`` (with ``at``)
    the name of the edge for a thick black line; both ``None`` for the map as a
    whole (the goods display, the supply, players).
    """

    field: str
    text: str
    at: tuple[int, int] | None = None
    edge: str | None = None

    def message(self, src: str) -> str:
        """The sentence as ``steamlab maps validate`` prints it (after ``invalid: ``)."""
        return str(DataError(src, self.field, self.text))


_INDEXED = re.compile(r"^(hexes|impassable|new_cities)\[(\d+)\]")
_DISPLAY = re.compile(r"^goods_display\.(light|dark)\.([1-6])$")


def find_problems(doc: Mapping[str, Any], src: str = "<map>") -> list[Problem]:
    """Every problem of map data ``doc`` (up to :data:`MAX_ROUNDS`), located where possible.

    Fields name positions in ``doc`` itself (``hexes[12]`` is the 13th hex of
    ``doc["hexes"]``), so they match the file the editor writes.
    """
    try:
        parse_map(doc, src)
        return []
    except DataError:
        pass
    work = copy.deepcopy(dict(doc))  # repairs are made in a scratch copy
    # Which original entry each scratch entry is (dropped entries shift the rest).
    origin = {key: list(range(len(work.get(key) or []))) for key in ("impassable", "new_cities")}
    found: list[Problem] = []
    for _ in range(MAX_ROUNDS):
        try:
            parse_map(work, src)
            break
        except DataError as exc:
            problem = _locate(exc, doc, origin)
            if problem in found or not _repair(work, exc, origin):
                if problem not in found:
                    found.append(problem)
                break
            found.append(problem)
    return found


def _locate(exc: DataError, doc: Mapping[str, Any], origin: Mapping[str, list[int]]) -> Problem:
    m = _INDEXED.match(exc.field)
    if m is None:
        return Problem(exc.field, exc.problem)
    key, i = m.group(1), int(m.group(2))
    if key != "hexes":
        i = origin[key][i] if i < len(origin[key]) else i
    field = f"{key}[{i}]" + exc.field[m.end():]
    entry = (doc.get(key) or [None])[i] if i < len(doc.get(key) or []) else None
    at = _at(entry)
    if key == "hexes":
        return Problem(field, exc.problem, at)
    if key == "impassable" and isinstance(entry, dict):
        edge = entry.get("edge")
        return Problem(field, exc.problem, at, edge if isinstance(edge, str) else None)
    return Problem(field, exc.problem)


def _at(entry: object) -> tuple[int, int] | None:
    if isinstance(entry, dict):
        at = entry.get("at")
        if isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) for v in at):
            return at[0], at[1]
    return None


def _repair(work: dict[str, Any], exc: DataError, origin: dict[str, list[int]]) -> bool:
    """Set the offending field right in the scratch copy; ``False`` if it cannot be."""
    m = _INDEXED.match(exc.field)
    if m is not None:
        key, i = m.group(1), int(m.group(2))
        items = work.get(key)
        if not isinstance(items, list) or i >= len(items):
            return False
        if key != "hexes":
            del items[i]
            del origin[key][i]
            return True
        return _repair_hex(items, i, exc.field[m.end():], exc.problem)
    d = _DISPLAY.match(exc.field)
    if d is not None:
        cities = [h["city"]["name"] for h in work.get("hexes", []) if isinstance(h, dict)
                  and isinstance(h.get("city"), dict) and isinstance(h["city"].get("name"), str)]
        display = work.get("goods_display")
        if not cities or not isinstance(display, dict) or not isinstance(display.get(d.group(1)), dict):
            return False
        display[d.group(1)][d.group(2)] = cities[0]
        return True
    return False


def _repair_hex(hexes: list[Any], i: int, rest: str, problem: str) -> bool:
    entry = hexes[i]
    if not isinstance(entry, dict):
        return False
    if rest == ".terrain":
        entry["terrain"] = "plain"
    elif rest == "" and "twice" in problem:  # the same name as another place: a unique stand-in
        entry = _renamed_one(hexes, i)
        stand_in = f"#{i}"
        if isinstance(entry.get("city"), dict):
            entry["city"]["name"] = stand_in
        else:
            entry["town"] = stand_in
    elif rest == "":
        entry.pop("town", None)
    elif rest.startswith(".city"):
        entry["city"] = {"name": f"#{i}", "color": "red", "start_cubes": 2}
    elif rest == ".town":
        entry["town"] = f"#{i}"
    else:
        return False
    return True


def _renamed_one(hexes: list[Any], i: int) -> dict[str, Any]:
    """Of two places with one name, the one to give a stand-in name: a town rather than a city
    (the goods display names cities), else the later one."""
    entry: dict[str, Any] = hexes[i]
    if "town" in entry:
        return entry
    name = _place_name(entry)
    for other in hexes[:i]:
        if isinstance(other, dict) and "town" in other and _place_name(other) == name:
            return other
    return entry


def _place_name(entry: dict[str, Any]) -> str | None:
    city = entry.get("city")
    name = city.get("name") if isinstance(city, dict) else entry.get("town")
    return name.lower() if isinstance(name, str) else None


# -- which rule sets, how many players ---------------------------------------------------
@dataclass(frozen=True)
class RuleSetCheck:
    """Whether a rule set can be played on the map: the player counts, or why not."""

    game: str
    """``"steam"`` or ``"age_of_steam"``."""
    players: tuple[int, ...]
    reason: str = ""
    """Why not (a catalogue :class:`~steamlab.i18n.Message`; ``""`` when playable)."""

    @property
    def playable(self) -> bool:
        return bool(self.players)


def rule_sets(doc: Mapping[str, Any], problems: list[Problem] | None = None) -> list[RuleSetCheck]:
    """Steam (base and standard) and Age of Steam on this map: with how many players, or why not.

    A rule set needs the map to load (no problems), a player count both the map
    and the rules allow, and a game length for that count (the map's own
    ``turns`` table, when it has one, must give it).

    >>> from steamlab.editor.draft import MapDraft
    >>> [(c.game, c.players) for c in rule_sets(MapDraft.open("tutorial").to_dict())]
    [('steam', (3, 4)), ('age_of_steam', (3, 4))]
    """
    from steamlab.games.rails.game import load_rules, setup_shortfall

    found = find_problems(doc) if problems is None else problems
    game_map = None if found else parse_map(doc)
    short_of_stations = play_problems(doc)
    out = []
    for game in [info.name for info in games(RAILS)]:
        if found:
            out.append(RuleSetCheck(game, (), msg("editor.fix_first", n=len(found))))
            continue
        if short_of_stations:  # the map loads, but no delivery can be made on it
            out.append(RuleSetCheck(game, (), short_of_stations[0].text))
            continue
        empty = _empty_display_columns(doc)
        if game_info(game).goods == "display" and empty:  # Steam has no goods display: a Steam map may leave it empty
            out.append(RuleSetCheck(game, (), msg("editor.display_needed", n=len(empty))))
            continue
        rule_turns = {int(k) for k in load_rules(game)["turns"]}
        players = doc.get("players") or {"min": 3, "max": 6}
        counts = [n for n in sorted(rule_turns) if players["min"] <= n <= players["max"]]
        own = {int(k) for k in (doc.get("turns") or {})}
        if own:
            counts = [n for n in counts if n in own]
        short = {n: setup_shortfall(game, game_map, n) for n in counts} if game_map is not None else {}
        if counts and all(short.values()):  # the bag cannot fill this map's cities and supply or display
            out.append(RuleSetCheck(game, (), msg("editor.setup_short", game=game, problem=short[counts[-1]])))
            continue
        counts = [n for n in counts if not short.get(n)]
        span = {"low": min(rule_turns), "high": max(rule_turns), "pmin": players["min"], "pmax": players["max"]}
        reason = "" if counts else (msg("editor.counts_differ_turns", own=tuple(sorted(own)), **span) if own
                                    else msg("editor.counts_differ", **span))
        out.append(RuleSetCheck(game, tuple(counts), reason))
    return out


def play_problems(doc: Mapping[str, Any]) -> list[Problem]:
    """What keeps a map that loads from being played: a delivery needs a city to carry goods from and another
    station (town or city) a track can join it to, so a map needs at least one city and two stations.

    >>> [p.text.render("ja") for p in play_problems({"hexes": [{"at": [1, 1], "city": {"name": "A"}}]})]
    ['輸送には駅 (町か都市) が 2 つ以上、そのうち都市が 1 つ以上必要です: このマップは都市 1、町 0']
    >>> play_problems({"hexes": [{"at": [1, 1], "city": {"name": "A"}}, {"at": [3, 1], "town": "B"}]})
    []
    """
    hexes = [h for h in (doc.get("hexes") or []) if isinstance(h, Mapping)]
    cities = sum(1 for h in hexes if h.get("city"))
    towns = sum(1 for h in hexes if h.get("town") is not None and not h.get("city"))
    if cities >= 1 and cities + towns >= 2:
        return []
    return [Problem("hexes", msg("editor.too_few_stations", cities=cities, towns=towns))]


def _empty_display_columns(doc: Mapping[str, Any]) -> list[tuple[str, int]]:
    """The goods-display columns of map data ``doc`` that name no city: ``[("light", 1), ...]``."""
    display = doc.get("goods_display")
    display = display if isinstance(display, Mapping) else {}
    out = []
    for half in ("light", "dark"):
        column = display.get(half)
        column = column if isinstance(column, Mapping) else {}
        out += [(half, n) for n in range(1, 7) if not column.get(str(n))]
    return out


def setup_problem(game_map: GameMap) -> str | None:
    """The first game and player count ``game_map`` allows whose set-up the bag cannot fill (a catalogue message
    naming the game and what is short), else ``None``. ``steamlab maps validate`` says "ok" only without one.

    >>> from steamlab.core.maps import load_map
    >>> setup_problem(load_map("rust_belt")) is None
    True
    """
    from steamlab.games.rails.game import load_rules, setup_shortfall

    for game in [info.name for info in games(RAILS)]:
        if game_info(game).goods == "display" and len(game_map.goods_display.columns) < 12:
            continue  # a display with empty columns: a map for Steam alone (Age of Steam refuses it anyway)
        for n in sorted(int(k) for k in load_rules(game)["turns"]):
            if game_map.min_players <= n <= game_map.max_players:
                short = setup_shortfall(game, game_map, n)
                if short is not None:
                    return msg("editor.setup_short", game=game, problem=short)
    return None
