"""Russian Railroads player boards as drawing primitives, and as SVG.

One board (:func:`render_rr_board`) is a :class:`~steamlab.render.primitives.Scene`
of :data:`BOARD_WIDTH` x :data:`BOARD_HEIGHT` pixels, drawn like the online
version's board (seed 004, the player board):

* a header: the player, workers, rubles, engineers, end bonus cards, VP so far;
* the doubler spaces over the Trans-Siberian, then the three railways space
  by space: each space filled with the colour of the rail that fills it
  (rails fill the spaces behind them), the real rail pieces drawn as tiles,
  the locomotives at the left with their reach as a bar under the railway
  (only the spaces over the bar score),
  the bonus spaces marked (gold when reached) and the points each space in
  reach makes;
* the industry track: printed VP, the five factory spaces (built or a gap),
  the bonus-token space and the markers;
* a red "?" beside each printed number the data marks ``unconfirmed`` (Kiev's
  stars 4 and 8, the industry track's VP), with a legend line;
* at the right, **the score this board will make at the end of the round**
  with its working: each railway's colours, doublers, stars, medal, the
  industry markers, and the total -- the same number as
  :func:`~steamlab.games.russian_railroads.scoring.round_points`.

Layers: ``static`` (the printed board), ``track`` (the pieces), ``overlay``
(points and the score's working). Primitive kinds name what they show
(``"space"``, ``"rail"``, ``"rail_piece"``, ``"reach"``, ``"locomotive"``,
``"doubler"``, ``"bonus"``, ``"bonus_reached"``, ``"industry_space"``,
``"factory"``, ``"marker"``, ``"points"``, ``"working"``, ``"score"``,
``"unconfirmed"``, ``"legend"``), keys say
which: ``(railway, space)``, a factory slot, a marker index ...

>>> from steamlab.games.russian_railroads import score_board, board_from_spec
>>> spec = {"trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]}, "doublers": 1}
>>> scene = render_rr_board(board_from_spec(spec))
>>> [p.text for p in scene.items(kind="score")]
['12']
>>> [p.fill for p in scene.find("rail", (0, 1))]   # space 1 is filled by the brown rail on space 3
['#8b5a2b']
>>> scene.count("track", "rail_piece"), scene.count("track", "doubler")
(5, 1)
"""

from __future__ import annotations

import unicodedata
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from steamlab.games.russian_railroads.board import TS, PlayerBoard, loco_value
from steamlab.games.russian_railroads.data import COLOURS, RulesData, rules_data, unconfirmed_key
from steamlab.games.russian_railroads.scoring import BoardScore, RailwayScore, board_from_spec, board_score
from steamlab.i18n import Message, player_label, render, term
from steamlab.i18n.words import separator
from steamlab.render import style
from steamlab.render.primitives import Circle, Polyline, Rect, Scene, Text
from steamlab.render.svg import Picture, scene_svg

if TYPE_CHECKING:
    from steamlab.engine.state import Score
    from steamlab.games.russian_railroads.state import RussianRailroadsState

RAIL_COLORS: dict[str, str] = style.RR_RAIL_COLORS
"""Fill of a space by the colour of the rail that fills it."""

EMPTY_SPACE = "#f1ece0"
SPACE_OUTLINE = "#8c8370"
BOARD_FILL = "#fbf7ec"
BOARD_EDGE = "#b9ae94"
BONUS_COLOR = "#7a4b00"
REACHED_COLOR = "#e0a800"
DOUBLER_FILL = "#f2c14e"
FACTORY_FILL = "#c8b6e2"
GAP_FILL = "#ffffff"
POINTS_COLOR = "#1f5fa8"
DOUBLED_COLOR = "#c0392b"
INK = style.RR_INK
MUTED = style.RR_MUTED
UNCONFIRMED_COLOR = MUTED
"""The "?" is quiet (it was red on every board, read as a warning); the page's legend says what it means."""
UNCONFIRMED_MARK = "?"
UNCONFIRMED_LEGEND = "? number not confirmed"
"""The legend of the marks on numbers no rule source confirms (their ``source`` note is in ``data/russian_railroads``)."""

BOARD_WIDTH = 1040.0
BOARD_HEIGHT = 330.0
CELL = 32.0
"""Side of a railway space."""
PITCH = 35.0
"""Distance between railway spaces."""
X0 = 176.0
"""Left edge of space 1."""
ICELL = 29.0
IPITCH = 31.0
PANEL_X = 784.0
"""Left edge of the score panel."""
WRAP = 40
"""Characters per line of the score's working."""


@dataclass(frozen=True)
class BoardInfo:
    """What a board picture says about its owner beyond the board: name, colour, VP so far."""

    name: str = "Player 1"
    color: str = style.PLAYER_COLORS[0]
    vp: int | None = None
    holdings: bool = True
    """Show workers, rubles, engineers and end bonus cards (not for a calculator board)."""
    lang: str = "en"
    """The language of the words drawn on the board (``"en"`` or ``"ja"``)."""
    final: Score | None = None
    """The player's final score once the game is over: the panel shows it instead of a round's projection."""


def has_unconfirmed(scene: Scene) -> bool:
    """Whether ``scene`` marks a number no rule source confirms (then the page's legend says what "?" means)."""
    return any(True for _ in scene.items(kind="unconfirmed"))


def _w(key: str, lang: str, **params: object) -> str:
    """The board word ``board.<key>`` of the message catalogue in ``lang``."""
    return Message(f"board.{key}", params).render(lang)


NAME_ROOM = 96.0
"""Width left of a railway's locomotive slots (at x = 112) for its name (from x = 12, a gap before the slots)."""


def fitted_size(text: str, room: float, size: float) -> float:
    """A bold font size at most ``size`` at which ``text`` fits ``room`` pixels: a wide (CJK) character is taken as
    one em, any other as 0.62 em (bold sans-serif letters are narrower on average).

    >>> fitted_size("Kiev", 96, 12), fitted_size("サンクトペテルブルク鉄道", 96, 12)
    (12, 8.0)
    """
    ems = sum(1.0 if unicodedata.east_asian_width(c) in "WF" else 0.62 for c in text)
    return size if ems * size <= room else room / ems


def _row_y(r: int) -> float:
    """Top of railway ``r``'s spaces."""
    return 80.0 + 66.0 * r


def _cell_x(s: int) -> float:
    """Left of railway space ``s`` (1-based)."""
    return X0 + PITCH * (s - 1)


def _industry_y() -> float:
    return _row_y(3) - 4.0


def _industry_x(i: int) -> float:
    return X0 + IPITCH * i


def render_rr_board(
    board: PlayerBoard,
    data: RulesData | None = None,
    *,
    info: BoardInfo | None = None,
    scene: Scene | None = None,
    y: float = 0.0,
) -> Scene:
    """One player's board as a scene (or added to ``scene`` at height ``y``, for several boards)."""
    data = data or rules_data()
    info = info or BoardInfo()
    out = scene if scene is not None else Scene(BOARD_WIDTH, BOARD_HEIGHT)
    score = board_score(data, board)
    _Painter(out, data, board, info, score, y).paint()
    return out


class _Painter:
    """Draws one board at vertical offset ``dy``."""

    def __init__(
        self, scene: Scene, data: RulesData, board: PlayerBoard, info: BoardInfo, score: BoardScore, dy: float
    ) -> None:
        self.scene, self.data, self.b, self.info, self.score, self.dy = scene, data, board, info, score, dy
        self.marked = False
        """Whether a number marked unconfirmed was drawn (then the legend is drawn too)."""

    # -- helpers: board coordinates of this board -> scene coordinates -------------
    def text(
        self,
        layer: str,
        x: float,
        y: float,
        text: str,
        *,
        size: float = 10.0,
        bold: bool = False,
        align: str = "center",
        color: str = INK,
        kind: str = "",
        key: Hashable = None,
    ) -> None:
        self.scene.add(layer, Text(x, y + self.dy, text, color, size, bold, align, kind, key))

    def rect(
        self,
        layer: str,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: str | None = None,
        stroke: str | None = None,
        width: float = 1.0,
        alpha: float = 1.0,
        kind: str = "",
        key: Hashable = None,
    ) -> None:
        self.scene.add(layer, Rect(x, y + self.dy, w, h, fill, stroke, width, alpha, kind, key))

    def circle(
        self, layer: str, x: float, y: float, r: float, fill: str, *, kind: str = "", key: Hashable = None
    ) -> None:
        self.scene.add(layer, Circle(x, y + self.dy, r, fill, INK, 1.2, 1.0, kind, key))

    def dashed_box(self, x: float, y: float, w: float, h: float, *, kind: str, key: Hashable) -> None:
        pts = ((x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y))
        self.scene.add("static", Polyline(tuple((px, py + self.dy) for px, py in pts), SPACE_OUTLINE, 1.0, (3, 2),
                                          kind=kind, key=key))

    # -- the board ---------------------------------------------------------------
    def unconfirmed(self, x: float, y: float, *, key: Hashable) -> None:
        """A "?" beside a printed number that no rule source confirms (``confidence: unconfirmed`` in the data)."""
        self.text("static", x, y, UNCONFIRMED_MARK, size=9, bold=True, color=UNCONFIRMED_COLOR, kind="unconfirmed",
                  key=key)
        self.marked = True

    def paint(self) -> None:
        self.rect("static", 4, 4, BOARD_WIDTH - 8, BOARD_HEIGHT - 8, fill=BOARD_FILL, stroke=BOARD_EDGE,
                  kind="board", key=self.info.name)
        self.header()
        self.doublers()
        for rs in self.score.railways:
            self.railway(rs)
        self.industry()
        self.panel()  # what a "?" means is said once, in the page's legend (unconfirmed_legend), not on each board

    def header(self) -> None:
        b, info = self.b, self.info
        self.circle("static", 22, 24, 9, info.color, kind="player")
        self.text("static", 38, 24, info.name, size=15, bold=True, align="left", kind="name")
        lang = info.lang
        temps = _w("temps", lang, n=b.temps_free) if b.temps_free else ""
        black = _w("black" if b.black_free else "black_used", lang) if b.black_worker else ""
        none = _w("none", lang)
        parts = [
            _w("workers", lang, free=b.workers_free, total=b.workers, temps=temps, black=black),
            _w("ruble" if b.rubles == 1 else "rubles", lang, n=b.rubles),
            _w("engineers", lang, numbers=" ".join(f"#{n}" for n in sorted(b.engineers)) or none),
            _w("end_bonus", lang, numbers=" ".join(f"#{n}" for n in sorted(b.end_bonus)) or none),
        ]
        if info.final is not None:
            parts.append(_w("final_vp", lang, n=info.final.total))
        elif info.vp is not None:
            parts.append(_w("vp_so_far", lang, n=info.vp))
        if info.holdings:
            self.text("track", 290, 24, "  ·  ".join(parts), size=12, align="left", color=INK, kind="holdings")
        badges = [_w(key, lang) for flag, key in ((b.revalued, "revalued"), (b.medal, "medal")) if flag]
        if b.tokens_used:
            badges.append(_w("tokens", lang, numbers=" ".join(str(t) for t in b.tokens_used)))
        if badges:
            joined = separator("badges", lang).join(badges)
            self.text("track", PANEL_X - 14, 52, joined, size=11, bold=True, align="right", color=BONUS_COLOR,
                      kind="badges")

    def doublers(self) -> None:
        y = _row_y(0) - 34
        self.text("static", 12, y + 8, _w("doublers", self.info.lang), size=10, align="left", color=MUTED)
        for i in range(self.data.doubler_spaces):
            x = _cell_x(i + 1) + 3
            self.dashed_box(x, y, CELL - 6, 16, kind="doubler_space", key=i + 1)
            if i < self.b.doublers:
                self.rect("track", x, y, CELL - 6, 16, fill=DOUBLER_FILL, stroke=BONUS_COLOR, kind="doubler", key=i + 1)
                self.text("track", x + (CELL - 6) / 2, y + 8, "×2", size=10, bold=True, kind="doubler_text")

    def railway(self, rs: RailwayScore) -> None:
        r = rs.railway
        rw = self.data.railways[r]
        b = self.b
        y = _row_y(r)
        row = b.rails[r]
        # name, accepted colours, locomotives
        lang = self.info.lang
        name = term("railway", rw.id, lang) if lang != "en" else rw.name
        self.text("static", 12, y + 9, name, size=fitted_size(name, NAME_ROOM, 12), bold=True, align="left",
                  kind="railway")  # never under the locomotives ("サンクトペテルブルク鉄道" ran into them)
        accepts = (" ".join(term("colour", COLOURS[c], lang) for c in sorted(rw.colours)) if len(rw.colours) < 5
                   else _w("all_colours", lang))
        self.text("static", 12, y + 25, accepts, size=8, align="left", color=MUTED, kind="accepts")
        tiles = sorted(b.locos[r], key=loco_value, reverse=True)
        for slot in range(rw.slots):
            lx = 112 + 30 * slot
            if slot < len(tiles):
                self.rect("track", lx, y + 4, 26, 24, fill=self.info.color, stroke=INK, kind="locomotive",
                          key=(r, slot))
                self.text("track", lx + 13, y + 16, str(loco_value(tiles[slot])), size=13, bold=True,
                          kind="locomotive_number", key=(r, slot))
            else:
                self.dashed_box(lx, y + 4, 26, 24, kind="locomotive_slot", key=(r, slot))
        # spaces, the colour filling each, the real rail pieces
        for s in range(1, rw.length + 1):
            x = _cell_x(s)
            self.rect("static", x, y, CELL, CELL, fill=EMPTY_SPACE, stroke=SPACE_OUTLINE, kind="space", key=(r, s))
            c = _filled_by(row, s)
            if c >= 0:
                self.rect("track", x + 1, y + 1, CELL - 2, CELL - 2, fill=RAIL_COLORS[COLOURS[c]], kind="rail",
                          key=(r, s))
        for c, pos in enumerate(row):
            if pos:
                fill = RAIL_COLORS[COLOURS[c]]
                self.rect("track", _cell_x(pos) + 6, y + 6, CELL - 12, CELL - 12, fill=fill, stroke=_contrast(fill),
                          width=2.0, kind="rail_piece", key=(r, COLOURS[c]))
        self.bonuses(r, y)
        # reach bar, points per space, the railway's total
        if rs.reach:  # the locomotives' reach: a bar under the spaces that score, ending in a tick
            bar_y = y + CELL + 4 + self.dy
            end = _cell_x(rs.reach) + CELL
            self.scene.add("track", Polyline(((X0, bar_y), (end, bar_y)), self.info.color, 4.0, cap="butt",
                                             kind="reach", key=r))
            self.scene.add("track", Polyline(((end, bar_y - 8), (end, bar_y + 2)), self.info.color, 3.0, cap="butt",
                                             kind="reach_end", key=r))
        for cell in rs.spaces:
            if cell.points:
                doubled = cell.doubler or cell.doubled
                self.text("overlay", _cell_x(cell.space) + CELL / 2, y + CELL + 14, str(cell.points), size=11,
                          bold=doubled, color=DOUBLED_COLOR if doubled else POINTS_COLOR, kind="points",
                          key=(r, cell.space))
        self.text("overlay", _cell_x(15) + CELL + 12, y + CELL / 2, f"= {rs.total}", size=14, bold=True,
                  align="left", kind="railway_total", key=r)

    def bonuses(self, r: int, y: float) -> None:
        """Bonus marks printed over the railway's spaces; a gold rim once reached."""
        rw = self.data.railways[r]
        b = self.b
        row = b.rails[r]
        reach = b.reach(r)
        marks: dict[int, list[tuple[str, bool]]] = {}
        for bonus in rw.bonuses:
            label = {"worker": _w("plus_worker", self.info.lang), "bonus_token": _w("token", self.info.lang),
                     "vp": f"+{bonus.n}"}.get(bonus.op, "?")
            marks.setdefault(bonus.space, []).append((label, (r, bonus.space) in b.claimed))
        for s, vp in rw.stars:
            marks.setdefault(s, []).append((f"★{vp}", row[0] >= s and reach >= s))
            if unconfirmed_key("star", rw.id, s) in self.data.unconfirmed:
                self.unconfirmed(_cell_x(s) + CELL - 1, y - 12, key=(r, s))
        if rw.doubling is not None:
            s, c = rw.doubling
            marks.setdefault(s, []).append(("×2", row[c] >= s and reach >= s))
        if rw.medal is not None and b.medal:
            s, c, vp = rw.medal
            marks.setdefault(s, []).append((f"+{vp}", row[c] >= s and reach >= s))
        unlocks: dict[int, int] = {}
        if r == TS:
            for c in range(1, len(COLOURS)):
                s = self.data.unlock_spaces[c]
                unlocks[s] = c
                marks.setdefault(s, []).append(("", b.unlocked[c]))
        for s, items in sorted(marks.items()):
            x = _cell_x(s)
            label = " ".join(text for text, _ in items if text)
            lx = x + CELL / 2
            if s in unlocks:  # a swatch of the colour black unlocks here
                fill = RAIL_COLORS[COLOURS[unlocks[s]]]
                sx = x + (1 if label else CELL / 2 - 6)
                self.rect("static", sx, y - 11, 12, 8, fill=fill, stroke=INK, kind="unlock", key=(r, s))
                lx = x + CELL / 2 + 7
            if label:
                self.text("static", lx, y - 6, label, size=9, bold=True, color=BONUS_COLOR, kind="bonus", key=(r, s))
            if any(reached for _, reached in items):
                self.rect("overlay", x - 1.5, y - 1.5, CELL + 3, CELL + 3, stroke=REACHED_COLOR, width=3.0,
                          kind="bonus_reached", key=(r, s))

    def industry(self) -> None:
        b, data = self.b, self.data
        y = _industry_y()
        self.text("static", 12, y + 9, _w("industry", self.info.lang), size=13, bold=True, align="left", kind="railway")
        if unconfirmed_key("industry") in data.unconfirmed:  # the printed VP of the track
            self.unconfirmed(70, y + 1, key="industry")
        self.text("static", 12, y + 25, _w("factories", self.info.lang, n=len(b.factories)), size=9, align="left",
                  color=MUTED)
        for i, (kind, value) in enumerate(data.industry_spaces):
            x = _industry_x(i)
            if kind == "factory":
                if len(b.factories) >= value:
                    tile = b.factories[value - 1]
                    self.rect("track", x, y, ICELL, ICELL, fill=FACTORY_FILL, stroke=INK, kind="factory", key=value)
                    self.text("track", x + ICELL / 2, y + ICELL / 2, f"F{loco_value(tile)}", size=10, bold=True,
                              kind="factory_number", key=value)
                else:
                    self.dashed_box(x, y, ICELL, ICELL, kind="industry_gap", key=value)
                    self.text("static", x + ICELL / 2, y + ICELL / 2, _w("gap", self.info.lang), size=8, color=MUTED,
                              kind="industry_gap_label", key=value)
            else:
                self.rect("static", x, y, ICELL, ICELL, fill=EMPTY_SPACE, stroke=SPACE_OUTLINE, kind="industry_space",
                          key=i)
                vp = kind == "vp"
                self.text("static", x + ICELL / 2, y + ICELL / 2, str(value) if vp else _w("token", self.info.lang),
                          size=10 if vp else 7, bold=not vp, color=INK if vp else BONUS_COLOR, kind="industry_value", key=i)
                if kind == "bonus_token" and (3, i) in b.claimed:
                    self.rect("overlay", x - 1.5, y - 1.5, ICELL + 3, ICELL + 3, stroke=REACHED_COLOR, width=3.0,
                              kind="bonus_reached", key=(3, i))
        for m, pos in enumerate(b.markers):
            x = _industry_x(pos) + ICELL / 2
            cy = y + ICELL + 9
            self.circle("track", x, cy, 7, self.info.color, kind="marker", key=m)
            self.text("track", x, cy, str(m + 1), size=9, bold=True, kind="marker_number", key=m)
        total = sum(vp for _, vp in self.score.industry)
        self.text("overlay", _industry_x(len(data.industry_spaces)) + 8, y + ICELL / 2, f"= {total}", size=14,
                  bold=True, align="left", kind="railway_total", key="industry")

    # -- the score panel ---------------------------------------------------------
    def panel(self) -> None:
        score = self.score
        x = PANEL_X
        self.rect("static", x - 6, 62, BOARD_WIDTH - x - 4, BOARD_HEIGHT - 72, fill="#ffffff", stroke=BOARD_EDGE,
                  kind="panel")
        final, lang = self.info.final, self.info.lang
        self.text("overlay", x + 4, 78, _w("final_scores" if final else "scores", lang), size=12, bold=True,
                  align="left", kind="working")
        self.circle("overlay", BOARD_WIDTH - 38, 34, 22, REACHED_COLOR, kind="score_star")
        total = final.total if final else score.total
        self.text("overlay", BOARD_WIDTH - 38, 34, str(total), size=18, bold=True, kind="score", key="total")
        self.text("overlay", BOARD_WIDTH - 66, 34, _w("final" if final else "end_of_round", lang), size=10,
                  align="right", color=MUTED)
        line_y = 98.0
        lines = final_lines(final, lang) if final else working_lines(self.data, score, lang)
        for text, bold in lines:
            self.text("overlay", x + 4, line_y, text, size=11, bold=bold, align="left", color=INK if bold else MUTED,
                      kind="working")
            line_y += 15.0


def _filled_by(row: Sequence[int], space: int) -> int:
    """The colour whose rail fills ``space`` (the rearmost rail at or ahead of it), -1 if none."""
    found = -1
    for c, pos in enumerate(row):
        if pos >= space:
            found = c
        else:
            break
    return found


def _contrast(fill: str) -> str:
    return "#f5f5f5" if style.text_on(fill) == "#ffffff" else "#333333"


def _wrap(terms: list[str], indent: str = "  ") -> list[str]:
    lines: list[str] = []
    line = ""
    for item in terms:
        if line and len(indent + line + " + " + item) > WRAP:
            lines.append(indent + line)
            line = item
        else:
            line = f"{line} + {item}" if line else item
    if line:
        lines.append(indent + line)
    return lines


def working_lines(data: RulesData, score: BoardScore, lang: str = "en") -> list[tuple[str, bool]]:
    """The round score's working as short lines (bold: a heading), as the board's panel shows it, in ``lang``.

    >>> from steamlab.games.russian_railroads import board_from_spec, board_score
    >>> spec = {"trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]}, "doublers": 1,
    ...         "kiev": {"black": 4, "locomotives": [2]}, "industry": [5]}
    >>> for text, _ in working_lines(rules_data(), board_score(rules_data(), board_from_spec(spec))):
    ...     print(text)
    Trans-Siberian: 12  (reach 8)
      brown 3×2 + grey 4×1 + doublers +2
    St. Petersburg: 0  (no locomotive)
    Kiev: 3  (reach 2)
      stars 1+2
    Industry: 5
      marker 1 on space 5: 5
    Round: 20 VP
    """
    lines: list[tuple[str, bool]] = []
    for rs in score.railways:
        name = term("railway", data.railways[rs.railway].id, lang) if lang != "en" else rs.name
        if not rs.reach:
            lines.append((_w("no_loco", lang, name=name), True))
            continue
        lines.append((_w("reach", lang, name=name, total=rs.total, reach=rs.reach), True))
        terms: list[str] = []
        colours: dict[int, list[int]] = {}
        for cell in rs.spaces:
            colours.setdefault(cell.colour, []).append(cell.base)
        terms += [_w("colour_term", lang, colour=COLOURS[c], n=len(bases), base=bases[0])
                  for c, bases in colours.items() if bases[0]]
        extra = sum(cell.base for cell in rs.spaces if cell.doubler)
        if extra:
            terms.append(_w("doublers_plus", lang, n=extra))
        if rs.doubled:
            terms = ["(" + " + ".join(terms) + ")×2"] if terms else []
        if rs.stars:
            terms.append(_w("stars", lang, vps="+".join(str(vp) for _, vp in rs.stars)))
        if rs.medal:
            terms.append(_w("medal_plus", lang, n=rs.medal))
        lines += [(text, False) for text in _wrap(terms)]
    lines.append((_w("industry_total", lang, n=sum(vp for _, vp in score.industry)), True))
    for i, (pos, vp) in enumerate(score.industry):
        lines.append((_w("marker", lang, i=i + 1, space=pos, vp=vp), False))
    lines.append((_w("round_total", lang, n=score.total), True))
    return lines


def final_lines(score: Score, lang: str = "en") -> list[tuple[str, bool]]:
    """A final score's working for the panel: each item (label and points), then the total in bold.

    >>> from steamlab.engine.state import Score, ScoreItem
    >>> final_lines(Score(0, (ScoreItem("round 1 scoring", 6), ScoreItem("round 2 scoring", 20))))
    [('round 1 scoring: 6', False), ('round 2 scoring: 20', False), ('Final score: 26 VP', True)]
    """
    lines: list[tuple[str, bool]] = []
    for item in score.items:
        text = f"{render(item.label, lang)}: {item.points}"
        if len(text) > WRAP:  # a long item ("engineer majority (2 engineers, best #13)") puts its points below
            lines += [(f"{render(item.label, lang)}:", False), (f"  {item.points}", False)]
        else:
            lines.append((text, False))
    return lines + [(_w("final_total", lang, n=score.total), True)]


def render_rr_boards(state: RussianRailroadsState, names: Sequence[str] | None = None, lang: str = "en") -> Scene:
    """Every player's board of a game, one under the other (in seat order), its words in ``lang``."""
    n = len(state.boards)
    scene = Scene(BOARD_WIDTH, BOARD_HEIGHT * n)
    for p in range(n):
        render_rr_board(state.boards[p], state.data, info=board_info(state, p, names, lang), scene=scene,
                        y=BOARD_HEIGHT * p)
    return scene


def board_info(state: RussianRailroadsState, player: int, names: Sequence[str] | None = None,
               lang: str = "en") -> BoardInfo:
    """Name, colour and VP so far of ``player`` in ``state`` (with turn order and passing).

    >>> import steamlab
    >>> board_info(steamlab.new_game("russian_railroads", players=2, seed=1), 1, lang="ja").name
    'プレイヤー 2  (手番 2)'
    """
    name = player_label(player, lang, names)
    position = state.order.index(player) + 1
    name += _w("turn_passed" if state.passed[player] else "turn", lang, n=position)
    final = state.scores()[player] if state.is_terminal() else None  # a round's projection would mislead then
    return BoardInfo(name, style.player_color(player), state.boards[player].total_vp, lang=lang, final=final)


def rr_board_svg(state: RussianRailroadsState, player: int | None = None, names: Sequence[str] | None = None,
                 lang: str = "en") -> str:
    """SVG of one player's board (``player``) or of every board (None), its words in ``lang``."""
    if player is None:
        scene = render_rr_boards(state, names, lang)
        title = f"Russian Railroads, round {state.round} of {state.rounds}"
    else:
        scene = render_rr_board(state.boards[player], state.data, info=board_info(state, player, names, lang))
        title = f"Russian Railroads, player {player + 1}, round {state.round}"
    return scene_svg(scene, title)


def spec_svg(spec: Mapping[str, Any], name: str = "Board", lang: str = "en") -> str:
    """SVG of a board described for the calculator (:func:`~.scoring.score_board`'s spec), its words in ``lang``."""
    board = board_from_spec(spec)
    return scene_svg(render_rr_board(board, info=BoardInfo(name, holdings=False, lang=lang)), name)


def show_rr_board(state: RussianRailroadsState, player: int | None = None) -> Picture:
    """A :class:`~steamlab.render.svg.Picture` of one board or all, for a notebook cell's last line.

    >>> import steamlab
    >>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
    >>> "<svg" in show_rr_board(g, 0)._repr_svg_()
    True
    """
    return Picture(rr_board_svg(state, player))


__all__ = [
    "BOARD_HEIGHT",
    "BOARD_WIDTH",
    "RAIL_COLORS",
    "BoardInfo",
    "board_info",
    "render_rr_board",
    "render_rr_boards",
    "rr_board_svg",
    "show_rr_board",
    "spec_svg",
    "working_lines",
]
