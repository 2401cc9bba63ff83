"""Lesson 1: a map's hexes, terrain, cities and towns, and which edges track may cross.

>>> print(map_facts("tutorial").splitlines()[0])
Tutorial Valley: 59 hexes
>>> print(map_facts("tutorial", "ja").splitlines()[0])
チュートリアル・バレー: 59 ヘクス
"""

from __future__ import annotations

from steamlab.core.hexgrid import EDGE_NAMES, label, parse_label
from steamlab.core.maps import load_map
from steamlab.course.text import say, table
from steamlab.i18n import term
from steamlab.i18n.words import columns
from steamlab.i18n.words import table as word_table

TERRAINS = ("plain", "river", "hill", "mountain", "coast", "lake", "sea")

_W = word_table("course.maps", "_W")
_HEAD = columns("course.maps", "_HEAD")


def map_facts(map_name: str, lang: str = "en") -> str:
    """Hex, terrain, city and town counts of a map, and its impassable edges."""
    m = load_map(map_name)
    lines = [say(_W["hexes"], lang, title=m.title_in(lang), n=m.count("hex"))]
    kinds = [t for t in TERRAINS if m.count(t)]
    lines.append(say(_W["terrain"], lang, items=", ".join(f"{term('terrain', t, lang)} {m.count(t)}" for t in kinds)))
    lines.append(say(_W["places"], lang, cities=m.count("city"), towns=m.count("town")))
    edges = sorted({tuple(sorted((label(h), label(h.neighbor(e))))) for h, e in m.impassable})
    items = ", ".join(f"{a}|{b}" for a, b in edges) or say(_W["none"], lang)
    lines.append(say(_W["impassable"], lang, items=items))
    return "\n".join(lines)


def places_table(map_name: str, lang: str = "en") -> str:
    """Every city and town: label, name, kind, colour, starting cubes, terrain."""
    m = load_map(map_name)
    rows = []
    for h, cell in sorted(m.cells.items(), key=lambda hc: label(hc[0])):
        terrain = term("terrain", cell.terrain, lang)
        if cell.city:
            c = cell.city
            rows.append([label(h), c.name, term("terrain", "city", lang), term("cube", c.color, lang), c.start_cubes,
                         terrain])  # fmt: skip
        elif cell.town:
            rows.append([label(h), cell.town, term("terrain", "town", lang), "-", "-", terrain])
    return table(_HEAD["places"][lang], rows)


def hex_facts(map_name: str, at: str, lang: str = "en") -> str:
    """One hex: terrain, what stands on it, and which of its six edges track may cross.

    >>> print(hex_facts("tutorial", "F3").splitlines()[0])
    F3: plain
    """
    m = load_map(map_name)
    h = m.find(at)
    cell = m.cell(h)
    head = f"{label(h)}: {term('terrain', cell.terrain, lang)}"
    if cell.city:
        head += say(_W["city_of"], lang, name=cell.city.name, colour=term("cube", cell.city.color, lang))
    elif cell.town:
        head += say(_W["town_of"], lang, name=cell.town)
    lines = [head]
    for e in range(6):
        n = h.neighbor(e)
        if n not in m.cells:
            why = say(_W["off_map"], lang)
        elif (h, e) in m.impassable:
            why = say(_W["thick_line"], lang, hex=label(n))
        elif not m.cells[n].buildable:
            why = say(_W["blocked"], lang, terrain=term("terrain", m.cells[n].terrain, lang), hex=label(n))
        elif m.cells[n].name:
            why = say(_W["open_place"], lang, name=m.name_of(n))
        else:
            why = say(_W["open_hex"], lang, hex=label(n), terrain=term("terrain", m.cells[n].terrain, lang))
        edge = EDGE_NAMES[e] if lang == "en" else term("edge", EDGE_NAMES[e], lang)
        lines.append(say(_W["edge"], lang, edge=edge, why=why))
    return "\n".join(lines)


def terrain_cost_table(map_name: str, lang: str = "en") -> str:
    """What each terrain adds under Steam and what each tile class costs there under Age of Steam.

    >>> print(terrain_cost_table("tutorial").splitlines()[2])
    plain     +$0          $2          $3       $4
    """
    m = load_map(map_name)
    rows = []
    for terrain, costs in m.terrain_costs.items():
        steam, aos = costs["steam"], costs["age_of_steam"]
        name = term("terrain", terrain, lang)
        if steam is None:
            rows.append([name, say(_W["no_track"], lang), say(_W["no_track"], lang), "", ""])
        else:
            rows.append([name, f"+${steam}", f"${aos['simple']}", f"${aos['coexist']}", f"${aos['crossing']}"])
    return table(_HEAD["terrain"][lang], rows)


def hex_label(text: str) -> str:
    """A hex label normalised (``"h6"`` -> ``"H6"``); ``ValueError`` if malformed.

    >>> hex_label("h6")
    'H6'
    """
    return label(parse_label(text))


def terrain_lines(map_name: str, hexes: list[str], lang: str = "en") -> str:
    """Each hex's terrain and whether track may go there, a line each.

    >>> print(terrain_lines("tutorial", ["D4", "F2"]))
    D4: river, track allowed
    F2: lake, no track
    """
    m = load_map(map_name)
    lines = []
    for at in hexes:
        cell = m.cell(m.find(at))
        rule = say(_W["allowed" if cell.buildable else "no_track"], lang)
        lines.append(f"{label(m.find(at))}: {term('terrain', cell.terrain, lang)}, {rule}")
    return "\n".join(lines)
