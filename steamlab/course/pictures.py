"""Pictures and sentences where a lesson's result is a position or a cost (issue 32).

A :class:`Figure` is its plain text (``print``, tests and nbval read the same characters as the lines the lessons
printed before) and shows itself in a notebook as a picture with sentences: the board with each tile laid and its
price written on its hex (:func:`builds_figure`), a route drawn over its links with who earns what
(:func:`route_figure`), a hex picked out with its facts (:func:`hex_figure`), a board after some turns with the
story told (:func:`turns_figure`).

>>> fig = builds_figure("tutorial", [("F4", "straight", "straight", 2)], first_build=True)
>>> print(fig)
F4 (hill)
  Steam        straight r2: new, $4 = 2 x $1 per exit $2 + hill hex $2
  Age of Steam straight r2: new, $4 = simple track on hill $4
>>> page = fig._repr_html_()
>>> "<svg" in page and "F4 (hill), straight" in page and "Steam: <code>$4</code>" in page
True
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence
from typing import Any

from steamlab.core.hexgrid import Hex, parse_label
from steamlab.core.maps import load_map
from steamlab.course.rails import GAMES, LinkSpec, build_option, compare_builds, cost_text, rail_board
from steamlab.course.text import check_lang, game_name, illegal, say, tile_name
from steamlab.games.rails import RULES, Build, BuildTurn, Leg, trace_links
from steamlab.i18n import term
from steamlab.i18n.words import heading
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailBoard

_TEXTS = word_table("course.pictures", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.pictures.TEXTS.<key>)."""

_W = word_table("course.pictures", "_W")
_SCORE_HEAD = heading("course.pictures", "SCORE_HEAD")
"""The score sheets' column headings."""


class Figure(str):
    """A result that is its plain text and shows itself as ``html`` (a picture and sentences) in a notebook."""

    html: str

    def __new__(cls, text: str, page: str) -> Figure:
        self = super().__new__(cls, text)
        self.html = page
        return self

    def _repr_html_(self) -> str:
        return self.html

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        """IPython's plain text (what nbval compares): the lines themselves."""
        p.text(str(self))


def _code(text: str) -> str:
    """Plain text as HTML, money and Markdown code spans as ``<code>`` (a page never reads ``$`` as maths)."""
    out = re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(text))
    return re.sub(r"(?<!<code>)(-?\$\d+)(?![^<]*</code>)", r"<code>\1</code>", out)


def board_picture(board: RailBoard, *, size: float = 30, outline: Iterable[Hex] = (),
                  labels: Sequence[tuple[Hex, str]] = (), hex_labels: bool = True) -> str:  # fmt: skip
    """The board as SVG, ``outline`` hexes picked out and ``labels`` written on their hexes (a price, a mark)."""
    from steamlab.render.primitives import Rect, Text
    from steamlab.render.scene import render_scene, view_for
    from steamlab.render.svg import scene_svg

    scene = render_scene(board, size=size, highlights=list(outline), hex_labels=hex_labels)
    layout = view_for(board.map, size).layout
    for h, text in labels:
        x, y = layout.to_pixel(h)
        w = 6.2 * len(text) + 6
        scene.add("overlay", Rect(x - w / 2, y + size * 0.28, w, 14, fill="#ffffff", stroke="#333333", width=0.8),
                  Text(x, y + size * 0.28 + 7, text, size=10.5, bold=True))  # fmt: skip
    return scene_svg(scene, board.map.title)


def _figure_html(svg: str, caption: str, sentences: Sequence[str]) -> str:
    items = "".join(f"<li>{s}</li>" for s in sentences)
    return (f'<div class="steamlab-figure tex2jax_ignore"><figure style="margin:0">{svg}'
            f'<figcaption style="font-size:90%;color:#444">{html.escape(caption)}</figcaption></figure>'
            f'<ul class="steamlab-figure-lines">{items}</ul></div>')


def builds_figure(
    map_name: str,
    builds: Sequence[tuple[str, str, str, int]],
    links: Sequence[LinkSpec] = (),
    *,
    player: int = 0,
    first_build: bool = False,
    before: Sequence[tuple[str, str, int]] = (),
    lang: str = "en",
) -> Figure:
    """Builds ``(hex, Steam tile, Age of Steam tile, rotation)`` priced by both games on one position: the text of
    :func:`steamlab.course.rails.compare_builds`, shown as the board with each allowed tile laid and its prices
    on its hex, and a sentence per build."""
    check_lang(lang)
    text = compare_builds(map_name, builds, links, player=player, first_build=first_build, before=before, lang=lang)
    boards = {}
    for game in GAMES:
        board = rail_board(map_name, game, links)
        if before:
            early = BuildTurn(board, RULES[game], player)
            for b in before:
                early.apply(Build(*b))
        boards[game] = board
    drawn = boards[GAMES[0]].copy()  # the picture shows the first game's tiles (Steam's)
    m = load_map(map_name)
    sentences, labels, marked = [], [], []
    by_hex: dict[str, list[str]] = {}
    for at, steam_tile, aos_tile, rotation in builds:
        parts: list[str] = []
        prices: list[int | None] = []
        for game, tile in zip(GAMES, (steam_tile, aos_tile), strict=True):
            build = Build(at, tile, rotation)
            option = build_option(boards[game], game, build, player=player, first_build=first_build)
            if option.cost is None or option.reason is not None:
                parts.append(say(_W["refused"], lang, game=game_name(game, lang), reason=illegal(option.reason, lang)))
                prices.append(None)
                continue
            prices.append(option.cost.total)
            parts.append(say(_W["costs"], lang, game=game_name(game, lang), cost=option.cost.total,
                             working=cost_text(option.cost, lang).split(" = ", 1)[-1]))  # fmt: skip
            if game == GAMES[0]:
                trial = boards[game].copy()
                BuildTurn(trial, RULES[game], player, first_build=first_build).apply(build)
                h = parse_label(at)
                if h in trial.tiles:
                    drawn.tiles[h] = trial.tiles[h]
                for key, owner in trial.owners.items():
                    drawn.owners.setdefault(key, owner)
        verdict = say(_W["same"] if prices[0] == prices[1] else _W["differ"], lang)
        head = say(_W["build"], lang, hex=at, terrain=term("terrain", m.cell(m.find(at)).terrain, lang),
                   tile=tile_name(steam_tile, lang))  # fmt: skip
        sentences.append(f"<b>{html.escape(head)}</b> " + "; ".join(_code(p) for p in parts)
                         + (f" — {html.escape(verdict)}" if None not in prices else ""))  # fmt: skip
        # no "$" on the map: a page's MathJax reads two of them in a picture's text as a formula (Lab did)
        by_hex.setdefault(at, []).append(" / ".join("✕" if p is None else str(p) for p in prices))
        marked.append(parse_label(at))
    for at, prices_shown in by_hex.items():
        labels.append((parse_label(at), prices_shown[0] if len(prices_shown) == 1 else f"{len(prices_shown)}×"))
    drawn.touch_all()
    svg = board_picture(drawn, outline=marked, labels=labels)
    return Figure(text, _figure_html(svg, say(_W["caption"], lang), sentences))


def route_figure(board: RailBoard, route: Sequence[str], lines: Sequence[str], lang: str = "en") -> Figure:
    """A delivery's route drawn on ``board`` (its links' first hexes picked out) with ``lines`` (who may move it, who
    earns what) as sentences; the text is the route in words and the lines, as the lessons printed them."""
    from steamlab.course.goods import route_text

    check_lang(lang)
    said = route_text(route, lang)
    hexes = route_hexes(board, route)
    text = "\n".join([said, *lines])
    sentences = [_code(say(_W["route"], lang, route=said)), *(_code(x) for x in lines)]
    return Figure(text, _figure_html(board_picture(board, outline=hexes), say(_W["route_caption"], lang), sentences))


def route_hexes(board: RailBoard, route: Sequence[str]) -> list[Hex]:
    """Every hex of the route's links, the cities and towns it passes included (the route codes name only where
    each link leaves from).

    >>> b = rail_board("tutorial", "steam", [(["Carlow", "E5", "E6", "Fenwick"], 0)])
    >>> from steamlab.core.hexgrid import label
    >>> sorted(label(h) for h in route_hexes(b, ["E4/B"]))
    ['E4', 'E5', 'E6', 'E7']
    """

    wanted, out = set(route), []
    for lk in trace_links(board):
        if not lk.complete or lk.end is None:
            continue
        for a, b in ((lk.start, lk.end), (lk.end, lk.start)):
            if Leg.of(a, b, lk).code in wanted:
                for h in [a.hex, *(h for h, _seg in lk.pieces), b.hex]:
                    if h not in out:
                        out.append(h)
    return out


def hex_figure(map_name: str, place: str, facts: str, lang: str = "en") -> Figure:
    """One hex picked out on its map with its facts (``facts``: the lesson's ``hex_facts`` text, kept as the text)."""
    check_lang(lang)
    board = rail_board(map_name, "steam")
    h = board.map.find(place)
    from steamlab.core.hexgrid import label

    lines = [x for x in facts.splitlines() if x.strip()]
    return Figure(facts, _figure_html(board_picture(board, outline=[h], size=26),
                                      say(_W["hex_caption"], lang, hex=label(h)), [_code(x) for x in lines]))  # fmt: skip


def turns_figure(board: RailBoard, story: str, table: Any = None, lang: str = "en", title: str = "") -> Figure:
    """The board after some turns with the story told line by line (and a table of links below, if given), under
    ``title`` if given."""
    check_lang(lang)
    lines = [x.strip() for x in story.splitlines() if x.strip()]
    page = (f"<h4>{html.escape(title)}</h4>" if title else "") + _figure_html(board_picture(board), "",
                                                                             [_code(x) for x in lines])  # fmt: skip
    if table is not None and hasattr(table, "_repr_html_"):
        page += table._repr_html_()
    text = (title + "\n" if title else "") + story + ("\n" + str(table) if table is not None else "")
    return Figure(text, page)


def score_sheets(board: RailBoard, seats: Sequence[dict[str, Any]], actions: Sequence[str | None] = (),
                 lang: str = "en") -> Figure:  # fmt: skip
    """The same end position scored by each rule set as a score sheet: a table per rule set (a row per player: each
    item of the working, the total) and who wins; the text is :func:`steamlab.course.scoring.final_scores`'s."""
    from steamlab.course.scoring import SCORED, final_scores, scores_under
    from steamlab.course.text import html_table
    from steamlab.engine.state import ranking
    from steamlab.i18n import player_label, render

    check_lang(lang)
    head = _SCORE_HEAD[lang]
    wins = _TEXTS["score_sheets.wins"]
    parts = []
    for game, rules in SCORED:
        title = game_name(game, lang) + (f" ({rules if lang == 'en' else term('ruleset', rules, lang)})"
                                         if rules else "")  # fmt: skip
        scores = scores_under(board, seats, actions, game, rules)
        rows = [[player_label(sc.player, lang), ", ".join(f"{render(i.label, lang)} {i.points:+d}" for i in sc.items),
                 sc.total] for sc in scores]  # fmt: skip
        first = player_label(ranking(scores)[0], lang)
        parts.append(html_table(head, rows, caption=title) + f"<p>{html.escape(say(wins, lang, who=first))}</p>")
    page = '<div class="steamlab-figure tex2jax_ignore">' + "".join(parts) + "</div>"
    return Figure(final_scores(board, seats, actions, lang), page)


def story_figure(text: str, lang: str = "en") -> Figure:
    """A result told as lines (an auction step by step, an income phase) shown as sentences, not printed type: each
    line an item (indented lines under the one before), and a block of aligned columns under a line of dashes as
    a table. The text stays what the lesson printed.

    >>> fig = story_figure("Player 1 bids $1\\n\\nplace  seat\\n-----  --------\\n1      Player 4")
    >>> "<li>Player 1 bids <code>$1</code></li>" in fig.html and "<td style='text-align:left'>Player 4</td>" in fig.html
    True
    """
    from steamlab.course.text import html_table

    check_lang(lang)
    parts = []
    for block in re.split(r"\n\s*\n", text.strip("\n")):
        lines = block.splitlines()
        if len(lines) >= 2 and re.fullmatch(r"[-\s]+", lines[1]) and "-" in lines[1]:
            # columns two or more spaces apart (a wide character is padded as two: offsets do not line up)
            cells = [re.split(r"\s{2,}", line.strip()) for line in lines]
            if all(len(row) == len(cells[0]) for row in cells[2:]):
                parts.append(html_table(cells[0], cells[2:]))
                continue
        items: list[str] = []
        for line in lines:
            if line.startswith("  ") and items:
                items[-1] += f"<ul><li>{_code(line.strip())}</li></ul>"
            else:
                items.append(_code(line.strip()))
        parts.append('<ul class="steamlab-figure-lines">' + "".join(f"<li>{x}</li>" for x in items) + "</ul>")
    return Figure(text, '<div class="steamlab-figure tex2jax_ignore">' + "".join(parts) + "</div>")
