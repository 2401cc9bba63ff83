"""Lessons 16 and 17: new cities and new goods -- Urbanization, City Growth, Production and the dice.

Each story starts from a position (``rails_play.position``), plays the real
actions through the engine, and reports what changed on the board: which
cubes arrived where, which town became which city.

>>> g = growth_game([{}, {}, {}], {"light-3": ["red"]})
>>> sorted(dice_arrivals(g, (3, 3, 5), (1, 6, 6)).items())
[('Ashford', ['purple', 'black']), ('Carlow', ['red']), ('Eastmere', ['yellow']), ('Fenwick', ['purple'])]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from steamlab.core.hexgrid import Hex, label
from steamlab.course.rails_play import (
    CityGrowth,
    DrawCubes,
    Produce,
    RollDice,
    Urbanize,
    UrbanizeSupply,
    display,
    position,
    start,
)
from steamlab.course.text import illegal, say, table
from steamlab.i18n import render, term
from steamlab.i18n.words import columns
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import AgeOfSteamGame, RailGame, SteamGame

_W = word_table("course.rails_growth", "_W")
_HEAD = columns("course.rails_growth", "_HEAD")


def cubes_text(cubes: Sequence[str | None], lang: str = "en") -> str:
    """Goods cubes by colour name: ``red, blue`` (``-`` for none).

    >>> cubes_text(["red", "black"], "ja"), cubes_text([])
    ('赤, 黒', '-')
    """
    return ", ".join(term("cube", c, lang) if c else say(_W["empty"], lang) for c in cubes) or "-"


def column_name(column: str, lang: str = "en") -> str:
    """A goods display column as a reader calls it: ``light 3``, ``new city A``.

    >>> column_name("dark-6"), column_name("B", "ja")
    ('dark 6', '新都市 B')
    """
    if "-" in column:
        half, n = column.split("-")
        return say(_W["column"], lang, half=say(_W[half], lang), n=n)
    return say(_W["new_city"], lang, id=column)


def _name(g: RailGame, h: Hex | None, lang: str) -> str:
    return render(g.board.place_name(h), lang) if h is not None else say(_W["off_map"], lang)


def display_table(g: AgeOfSteamGame, columns: Sequence[str] = (), lang: str = "en") -> str:
    """The goods display, column by column: the city it feeds and its boxes (``columns``: some only)."""
    rows = []
    for col in columns or g.column_names():
        boxes = list(g.display[col]) + [None] * (3 - len(g.display[col]))
        rows.append([column_name(col, lang), _name(g, g.column_city(col), lang),
                     *(cubes_text([b], lang) if b else "-" if i >= g.capacity(col) else say(_W["empty"], lang)
                       for i, b in enumerate(boxes))])  # fmt: skip
    return table(_HEAD["display"][lang], rows)


def growth_game(players: Sequence[Mapping[str, Any]], boxes: Mapping[str, Sequence[str]] | None = None,
                **extra: Any) -> AgeOfSteamGame:  # fmt: skip
    """An Age of Steam game at its goods growth phase; ``boxes`` replace some display columns
    (a short list leaves the boxes after it empty). Chance is left for the lesson to set."""
    shown = display()
    shown.update({c: list(v) for c, v in (boxes or {}).items()})
    g = start("age_of_steam", None, position("age_of_steam", "growth", players, display=shown, **extra))
    assert g.info.shares  # an Age of Steam game
    aos = cast(AgeOfSteamGame, g)
    aos.auto_chance = False
    return aos


def _city_cubes(g: RailGame, lang: str = "en") -> dict[str, list[str]]:
    return {_name(g, h, lang): list(c) for h, c in g.board.cubes.items()}


def _arrivals(before: Mapping[str, list[str]], after: Mapping[str, list[str]]) -> dict[str, list[str]]:
    out = {}
    for city, cubes in after.items():
        old = list(before.get(city, []))
        new = list(cubes)
        for c in old:
            if c in new:
                new.remove(c)
        if new:
            out[city] = new
    return out


def dice_arrivals(g: AgeOfSteamGame, light: Sequence[int], dark: Sequence[int]) -> dict[str, list[str]]:
    """The cubes each city receives when the dice show ``light`` and ``dark`` (a copy of ``g`` rolls)."""
    if g.growth_step != "dice":
        raise ValueError("the dice roll after Production: play it first (growth_story)")
    c = g.copy()
    c.auto_chance = False
    before = _city_cubes(c)
    c.apply(RollDice(tuple(light), tuple(dark)))
    return _arrivals(before, _city_cubes(c))


def growth_story(g: AgeOfSteamGame, drawn: Sequence[str], boxes: Sequence[tuple[str, int]],
                 light: Sequence[int], dark: Sequence[int], lang: str = "en") -> str:  # fmt: skip
    """Play a whole goods growth phase on ``g`` (changed in place): Production draws ``drawn`` and
    places them in ``boxes`` (column, box), then the dice ``light`` / ``dark`` are rolled.
    Every city that received goods, before and after."""
    before = _city_cubes(g, lang)
    g.apply(DrawCubes(tuple(drawn)))
    for column, box in boxes:
        g.apply(Produce(column, box))
    g.apply(RollDice(tuple(light), tuple(dark)))
    after = _city_cubes(g, lang)
    rows = [[city, cubes_text(before.get(city, []), lang), cubes_text(new, lang), cubes_text(after[city], lang)]
            for city, new in sorted(_arrivals(before, after).items())]  # fmt: skip
    return table(_HEAD["arrivals"][lang], rows)


# -- Steam: City Growth and Urbanization ------------------------------------------------
def steam_build_game(rules: str, players: Sequence[Mapping[str, Any]], **extra: Any) -> SteamGame:
    """A Steam game at its build phase on the tutorial map, Player 1 to build first."""
    g = start("steam", rules, position("steam", "build", players, **extra))
    assert g.info.money == "capital"  # a Steam game
    return cast(SteamGame, g)


def supply_table(g: SteamGame, lang: str = "en") -> str:
    """Steam's goods supply spaces and the cubes on each."""
    return table(_HEAD["supply"][lang], [[i + 1, cubes_text(c, lang)] for i, c in enumerate(g.supply)])


def judge(g: RailGame, actions: Sequence[Any], lang: str = "en") -> str:
    """Each action judged by the engine where ``g`` stands: legal, or the rule that forbids it."""
    rows = []
    for a in actions:
        reason = g.why_illegal(a)
        verdict = say(_W["legal"], lang) if reason is None else illegal(reason, lang)
        rows.append([describe(g, a, lang), verdict])
    return table(_HEAD["try"][lang], rows)


_DESCRIBE = word_table("course.rails_growth", "_DESCRIBE")


def describe(g: RailGame, action: Any, lang: str = "en") -> str:
    """A City Growth or Urbanization action in words (its place by name)."""
    if isinstance(action, CityGrowth):
        return say(_DESCRIBE["city_growth"], lang, space=action.space, place=_name(g, g.map.find(action.at), lang))
    if isinstance(action, Urbanize):
        return say(_DESCRIBE["urbanize"], lang, city=action.city, place=_name(g, g.map.find(action.at), lang))
    if isinstance(action, UrbanizeSupply):
        return say(_DESCRIBE["urbanize_supply"], lang, space=action.space)
    raise ValueError(f"no words for {action!r}")


def play(g: RailGame, actions: Sequence[Any], lang: str = "en") -> str:
    """Play ``actions`` on ``g`` (changed in place); every city whose goods changed, before and after."""
    before = _city_cubes(g, lang)
    for a in actions:
        g.apply(a)
    after = _city_cubes(g, lang)
    rows = [[city, cubes_text(before.get(city, []), lang), cubes_text(new, lang), cubes_text(after[city], lang)]
            for city, new in sorted(_arrivals(before, after).items())]  # fmt: skip
    return table(_HEAD["arrivals"][lang], rows)


def urbanize_choices(g: RailGame, lang: str = "en") -> str:
    """The towns the player may urbanize now, each with the new city tiles it may take (the engine's
    legal Urbanize actions)."""
    found: dict[str, list[str]] = {}
    for a in g.legal_actions():
        if isinstance(a, Urbanize):
            found.setdefault(a.at, []).append(a.city)
    rows = []
    for at, ids in sorted(found.items()):
        colours = {c.id: c.color for c in g.map.new_cities}
        tiles = ", ".join(f"{i} ({term('cube', colours[i], lang)})" for i in ids)
        rows.append([_name(g, g.map.find(at), lang), at, tiles])
    return table(_HEAD["towns"][lang], rows)


def city_hexes(g: RailGame, names: Sequence[str]) -> list[str]:
    """Hex labels of places given by name (for a picture's highlights).

    >>> city_hexes(start("steam", "base", position("steam", "build", [{}, {}, {}])), ["Carlow"])
    ['E4']
    """
    return [label(g.map.find(n)) for n in names]
