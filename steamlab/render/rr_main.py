"""The Russian Railroads main board as drawing primitives: action spaces by area, the workers on them.

:func:`main_board_layout` places every action space of a game (the spaces
open for its player count, the public engineers and the acting player's own)
in columns by area; :func:`render_rr_main` draws them: each space a box with
its name and price (workers as dots, rubles), the workers placed on it as
discs in the player's colour **with the player's number on them** (a second
cue besides hue), the spaces the acting player may take now rimmed in the
highlight colour, greyed spaces that are not in this game. :func:`space_at`
turns a click into a space id.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> layout = main_board_layout(g)
>>> box = layout.boxes["black_2"]
>>> space_at(layout, box.x + 5, box.y + 5), space_at(layout, -1, -1)
('black_2', None)
>>> scene = render_rr_main(g, legal={"black_2"})
>>> [p.key for p in scene.items(kind="legal")]
['black_2']
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from steamlab.i18n import has_term, msg, term
from steamlab.render import style
from steamlab.render.primitives import Circle, Rect, Scene, Text

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.state import RussianRailroadsState

AREA_TITLES: dict[str, str] = {
    "rails": "Rails",
    "locomotives": "Locomotives & factories",
    "industry": "Industry",
    "auxiliary": "Doubler, rubles, workers",
    "engineers": "Engineers",
    "turn_order": "Turn order",
}
"""Column titles, in the order the columns are drawn (rails take two columns)."""

SPACE_W = 158.0
SPACE_H = 40.0
GAP = 6.0
TOP = 26.0
MARGIN = 8.0
ROWS = 6
BOARD_FILL = "#f6f1e4"
SPACE_FILL = "#fffdf7"
CLOSED_FILL = "#d9d4c7"
INK = style.RR_INK
MUTED = style.RR_MUTED
RAIL_SWATCH = style.RR_RAIL_COLORS
"""The swatch of a rail space's colour: the rail colours of the player boards."""


@dataclass(frozen=True)
class SpaceBox:
    """Where one action space is drawn."""

    id: str
    area: str
    x: float
    y: float
    w: float = SPACE_W
    h: float = SPACE_H

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h


@dataclass(frozen=True)
class MainLayout:
    """Every space's box and the picture's size."""

    boxes: dict[str, SpaceBox]
    width: float
    height: float


def space_label(sid: str, lang: str = "en") -> str:
    """A space's name as a player reads it on the board (in Japanese, the catalogue's name of the space).

    >>> space_label("black_or_grey"), space_label("engineer_7"), space_label("locomotive_and_factory")
    ('Black or grey', 'Engineer 7', 'Locomotive and factory')
    >>> space_label("black_or_grey", "ja"), space_label("engineer_3", "ja")
    ('黒か灰の線路1', '技術者 3')
    """
    if lang != "en":
        if has_term("space", sid):
            return term("space", sid, lang)
        if sid.startswith("engineer_") and sid[9:].isdigit():
            return msg("board.engineer_space", n=int(sid[9:])).render(lang)
    return sid.replace("_", " ").capitalize()


def area_title(area: str, lang: str = "en") -> str:
    """The title of a column of the main board: ``area_title("rails", "ja")`` → ``'線路'``."""
    if area not in AREA_TITLES:
        return area
    return AREA_TITLES[area] if lang == "en" else msg(f"board.area_{area}").render(lang)


def _columns(g: RussianRailroadsState) -> list[tuple[str, list[str]]]:
    from steamlab.games.russian_railroads.data import ENGINEER_PREFIX

    by_area: dict[str, list[str]] = {}
    for s in g.data.spaces:
        by_area.setdefault(s.area, []).append(s.id)
    engineers = [f"{ENGINEER_PREFIX}{n}" for n in g.public_engineers()]
    if g.current_player >= 0:
        engineers += [f"{ENGINEER_PREFIX}{n}" for n in sorted(g.boards[g.current_player].engineers)]
    by_area["engineers"] = by_area.get("engineers", []) + engineers
    columns: list[tuple[str, list[str]]] = []
    for area in AREA_TITLES:
        ids = by_area.get(area, [])
        for start in range(0, max(len(ids), 1), ROWS):
            columns.append((area, ids[start:start + ROWS]))
    return columns


def main_board_layout(g: RussianRailroadsState) -> MainLayout:
    """The boxes of every space of ``g``'s main board, column by column."""
    boxes: dict[str, SpaceBox] = {}
    columns = _columns(g)
    for c, (area, ids) in enumerate(columns):
        x = MARGIN + c * (SPACE_W + GAP)
        for r, sid in enumerate(ids):
            boxes[sid] = SpaceBox(sid, area, x, TOP + r * (SPACE_H + GAP))
    width = MARGIN * 2 + len(columns) * (SPACE_W + GAP) - GAP
    return MainLayout(boxes, width, TOP + ROWS * (SPACE_H + GAP) + MARGIN)


def space_at(layout: MainLayout, x: object, y: object) -> str | None:
    """The id of the space at board pixel ``(x, y)``; None off every space (or for anything but numbers)."""
    if isinstance(x, bool) or isinstance(y, bool) or not isinstance(x, int | float) or not isinstance(y, int | float):
        return None
    return next((b.id for b in layout.boxes.values() if b.contains(float(x), float(y))), None)


POINTED_COLOR = "#0b57d0"
"""The guide's rim around the space it advises (the blue the map's guide outlines hexes with)."""


def render_rr_main(
    g: RussianRailroadsState,
    legal: Collection[str] = (),
    palette: Sequence[str] = style.PLAYER_COLORS,
    layout: MainLayout | None = None,
    lang: str = "en",
    pointed: Collection[str] = (),
) -> Scene:
    """The main board of ``g``: spaces (``static``), workers (``track``), the spaces legal now (``overlay``);
    the words in ``lang``. The spaces in ``pointed`` (the guide's advice) get a thick blue rim over all that.

    >>> import steamlab
    >>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
    >>> [p.key for p in render_rr_main(g, pointed={"black_2"}).layers["overlay"] if p.kind == "pointed"]
    ['black_2']
    """
    from steamlab.games.russian_railroads.spaces import space_of, space_open

    lay = layout or main_board_layout(g)
    scene = Scene(lay.width, lay.height)
    scene.add("static", Rect(0, 0, lay.width, lay.height, fill=BOARD_FILL, stroke="#b9ae94", kind="board"))
    titled: set[str] = set()
    for box in sorted(lay.boxes.values(), key=lambda b: (b.x, b.y)):
        if box.area not in titled:
            titled.add(box.area)
            scene.add("static", Text(box.x, TOP / 2, area_title(box.area, lang), MUTED, size=11, bold=True,
                                     align="left", kind="area", key=box.area))
        space = space_of(box.id, g.data)
        open_ = space is None or space_open(g, space)
        scene.add("static", Rect(box.x, box.y, box.w, box.h, fill=SPACE_FILL if open_ else CLOSED_FILL,
                                 stroke="#8c8370", kind="space", key=box.id))
        colour = next((c for c in RAIL_SWATCH if box.id.startswith(c)), None)
        if colour is not None:
            scene.add("static", Rect(box.x + 4, box.y + 5, 10, 10, fill=RAIL_SWATCH[colour], stroke=INK,
                                     kind="swatch", key=box.id))
        scene.add("static", Text(box.x + (18 if colour else 5), box.y + 11, space_label(box.id, lang), INK, size=11,
                                 align="left", kind="name", key=box.id))
        if space is not None:
            price = "●" * space.workers + (f" +{space.rubles} ₽" if space.rubles else "")
            scene.add("static", Text(box.x + 5, box.y + 29, price, MUTED, size=10, align="left", kind="price",
                                     key=box.id))
    for sid, pieces in g.occupied.items():
        taken = lay.boxes.get(sid)
        if taken is None:
            continue
        for i, (player, _kind) in enumerate(pieces):
            cx, cy = taken.x + taken.w - 12 - i * 20, taken.y + taken.h - 12
            scene.add("track", Circle(cx, cy, 8, fill=style.player_color(player, palette), stroke=INK, width=1.2,
                                      kind="worker", key=(sid, i)))
            scene.add("track", Text(cx, cy, str(player + 1), _ink_on(style.player_color(player, palette)), size=10,
                                    bold=True, kind="worker-number", key=(sid, i)))
    for sid in sorted(legal):
        mark = lay.boxes.get(sid)
        if mark is not None:
            scene.add("overlay", Rect(mark.x - 2, mark.y - 2, mark.w + 4, mark.h + 4, stroke=style.HIGHLIGHT_COLOR,
                                      width=4.0, kind="legal", key=sid))
    for sid in sorted(pointed):
        mark = lay.boxes.get(sid)
        if mark is not None:
            scene.add("overlay", Rect(mark.x - 5, mark.y - 5, mark.w + 10, mark.h + 10, stroke=POINTED_COLOR,
                                      width=5.0, kind="pointed", key=sid))
    return scene


def _ink_on(fill: str) -> str:
    r, g, b = style.rgb(fill)
    return "#111111" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


__all__ = ["AREA_TITLES", "MainLayout", "SpaceBox", "main_board_layout", "render_rr_main", "space_at", "space_label"]
