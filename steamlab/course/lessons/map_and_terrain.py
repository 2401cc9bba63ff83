# ruff: noqa: E501  (questions and hints are sentences in two languages, kept whole on their lines)
"""Lesson 1 — The map and its terrain.

The exercises that end ``notebooks/lessons/01_map_and_terrain.ipynb``. Each answer and each working is the engine's,
computed when :func:`lesson_1` runs; the lesson's last cell is ``exercises(map_and_terrain.lesson_1(...), lang=LANG,
lesson=1)``.

>>> [e.kind for e in lesson_1()]
['hex', 'number', 'choice']

The page's tables: a map's hexes, terrain, cities and towns, and which edges track may cross.

>>> print(map_facts("tutorial").splitlines()[0])
Tutorial Valley: 59 hexes
>>> print(map_facts("tutorial", "ja").splitlines()[0])
チュートリアル・バレー: 59 ヘクス
"""

from __future__ import annotations

from steamlab.core.hexgrid import EDGE_NAMES, label, parse_label
from steamlab.core.maps import load_map
from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, hex_pick, number
from steamlab.course.text import say, table
from steamlab.i18n import term
from steamlab.i18n.words import as_is, columns, fill
from steamlab.i18n.words import table as word_table

TERRAINS = ("plain", "river", "hill", "mountain", "coast", "lake", "sea")

_W = word_table("course.lessons.map_and_terrain", "_W")
_HEAD = columns("course.lessons.map_and_terrain", "_HEAD")


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


_TEXTS = word_table("course.lessons.map_and_terrain", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.map_and_terrain.TEXTS.<key>)."""
_PARAMETERS = Parameters("map_and_terrain")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[map_and_terrain]``)."""


EXERCISE_EDGE = _PARAMETERS.get("edge", tuple[str, str])
"""Lesson 1's hex to step out of, and the edge (the page draws the edges of F3 and Eastmere only, not Brookton's)."""
_EDGE_WORDS = dict(zip(("T", "TR", "BR", "B", "BL", "TL"),
                       ("top", "top-right", "bottom-right", "bottom", "bottom-left", "top-left"), strict=True))
EXERCISE_COUNT_MAPS = _PARAMETERS.get("count_maps", list[str])
"""Lesson 1's maps whose hexes that take no track (cities aside) are counted together. Tutorial Valley's alone (its
lakes and seas, 5) was the figure its own line of counts prints for its towns ("cities: 6, towns: 5"), the line the
question sends the learner to; the two maps' together (32) the page prints nowhere."""
EXERCISE_CANDIDATES = _PARAMETERS.get("candidates", list[str])
"""Lesson 1's hexes to tell apart by terrain: the one that takes no track (A1, a lake) is not named on the page
(its examples of a lake and a sea are F2, H6 and I6)."""


def lesson_1() -> list[Exercise]:
    """Lesson 1 (the map and its terrain): the hex across an edge of Brookton, how many hexes of both maps take no
    track, which of four hexes takes none. None is a hex or a count the page prints."""
    import steamlab
    from steamlab.core.hexgrid import edge_from_name, label
    from steamlab.i18n import term

    tutorial = steamlab.load_map("tutorial")
    at, edge = EXERCISE_EDGE
    across = label(tutorial.find(at).neighbor(edge_from_name(edge)))
    place = tutorial.cell(tutorial.find(at)).city
    if place is None:
        raise ValueError(f"lesson 1's exercise hex {at} is not a city")
    city = place.name
    maps = [steamlab.load_map(name) for name in EXERCISE_COUNT_MAPS]
    no_track_counts = [len([h for h in m.hexes if not m.cell(h).buildable]) for m in maps]
    titles = {lang: [m.title_in(lang) for m in maps] for lang in ("en", "ja")}

    def counted(lang: str) -> str:
        lines = []
        for name, m, n in zip(EXERCISE_COUNT_MAPS, maps, no_track_counts, strict=True):
            kinds = sorted({m.cell(h).terrain for h in m.hexes if not m.cell(h).buildable})
            parts = [f"{term('terrain', t, lang)} {m.count(t)}" for t in kinds]
            lines += [*map_facts(name, lang=lang).splitlines()[:2], " + ".join(parts) + (f" = {n}" if len(parts) > 1 else "")]
        return "\n".join([*lines, " + ".join(map(str, no_track_counts)) + f" = {sum(no_track_counts)}"])

    candidates = EXERCISE_CANDIDATES
    no_track = [h for h in candidates if not tutorial.cell(tutorial.find(h)).buildable]
    return [
        hex_pick(fill(_TEXTS["lesson_1.question"], city=city, at=at, edge_words_edge=_EDGE_WORDS[edge], edge=edge,
                      term_edge_edge_ja=term('edge', edge, 'ja')),
                 tutorial, [across], lambda lang: hex_facts("tutorial", at, lang=lang),
                 hint=_TEXTS["lesson_1.hint"]),
        number(fill(_TEXTS["lesson_1.question.2"], titles_en_0=titles['en'][0], titles_en_1=titles['en'][1],
                    titles_ja_0=titles['ja'][0], titles_ja_1=titles['ja'][1]),
               sum(no_track_counts), counted,
               hint=_TEXTS["lesson_1.hint.2"]),
        choice(_TEXTS["lesson_1.question.3"],
               [(h, as_is(h)) for h in candidates], no_track[0],
               lambda lang: terrain_lines("tutorial", candidates, lang=lang),
               hint=_TEXTS["lesson_1.hint.3"]),
    ]  # fmt: skip
