"""What a hex map says of a hex: the info panel's facts and the hover card (:class:`~steamlab.widgets.hexmap.HexMapWidget`).

The words come from the catalogue in the map's language; the facts are the engine's (terrain, its build price in
the game played, the city or town, goods, each piece of track and its owner).

>>> from steamlab.core.maps import load_map
>>> m = load_map("tutorial")
>>> facts = hex_facts(m, None, m.find("Carlow"), "en")
>>> facts[0].startswith("<b>") and "Carlow" in facts[1]
True
>>> card_from_facts(["<b>F3</b>"], 3, "en")
'<div class="steamlab-card"><b>F3</b><br><span class="steamlab-card-build">Build here from $3</span></div>'
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from steamlab.core.hexgrid import EDGE_NAMES, Hex, label
from steamlab.core.maps import GameMap
from steamlab.core.tiles import TOWN, Segment
from steamlab.i18n import Message, msg, player_label, term
from steamlab.render import style
from steamlab.widgets.i18n import tr

if TYPE_CHECKING:
    from steamlab.games.rails.board import RailBoard

TOWN_EXIT_WORDS = {"steam": "hex_town_exit_steam"}
"""The words for a town's open exit in a game whose rules say more of it (Steam: no new track starts there);
any other game's: ``hex_town_exit``."""


def welcome_html(game_map: GameMap, lang: str) -> str:
    """The info panel before a click: the map's title and the prompt to click a hex."""
    return f"<b>{html.escape(game_map.title_in(lang))}</b><br><i>{html.escape(tr('inspect_prompt', lang))}</i>"


def owner_name(owner: int | None, lang: str, names: Sequence[str] | None = None) -> str:
    """A player's display name (``"Player 1"`` for owner 0), or the word for no owner."""
    if owner is None:
        return tr("unowned", lang)
    return player_label(owner, lang, names)


def card_from_facts(rows: list[str], build_from: int | None | bool, lang: str) -> str:
    """The hover card: a hex's ``rows`` of facts and, in a build (``build_from`` not ``False``), the cheapest build
    there (``None``: no legal build)."""
    rows = list(rows)
    if build_from is not False:
        line = tr("hover_no_build", lang) if build_from is None else tr("hover_build_from", lang, cost=build_from)
        rows.append(f'<span class="steamlab-card-build">{html.escape(line)}</span>')
    return '<div class="steamlab-card">' + "<br>".join(rows) + "</div>"


def hex_facts(
    game_map: GameMap,
    board: RailBoard | None,
    h: Hex,
    lang: str,
    *,
    game: str | None = None,
    palette: Sequence[str] = style.PLAYER_COLORS,
    names: Sequence[str] | None = None,
) -> list[str]:
    """The lines (HTML) the panel shows for hex ``h``: label and terrain, city or town, the build price (of
    ``game``'s rules, or of both games' for a map on its own), and with a ``board`` its goods and every piece of
    track with its owner."""
    cell = game_map.cells[h]
    e = html.escape
    rows = [f"<b>{e(label(h))}</b> &middot; {e(term('terrain', cell.terrain, lang))}"]
    if board is not None and h in board.new_cities:
        city_id, color = board.new_cities[h]
        text = msg("ui.hex_new_city", id=city_id, colour=color, place=cell.name or "").render(lang)
        rows.append(_swatch(style.goods_color(color)) + e(text))
    elif cell.city:
        color = cell.city.color
        rows.append(f"{e(tr('hex_city', lang))} <b>{e(cell.city.name)}</b>: {_swatch(style.goods_color(color))}"
                    f"{e(term('cube', color, lang))}")
    elif cell.town:
        rows.append(f"{e(tr('hex_town', lang))} <b>{e(cell.town)}</b>")
    costs = game_map.terrain_costs.get(cell.terrain, {})
    if not cell.buildable:
        rows.append(e(tr("hex_no_build", lang)))
    elif costs and not cell.city and not (board is not None and board.is_city(h)):  # track ends at a city
        aos = costs.get("age_of_steam") or {}
        prices = tuple(msg("ui.hex_aos_price", cls=Message(f"track_class.{k}"), price=v) for k, v in aos.items())
        key = {"steam": "ui.hex_build_steam", "age_of_steam": "ui.hex_build_aos"}.get(game or "", "ui.hex_build")
        if key == "ui.hex_build_steam" and not costs.get("steam"):
            key = "ui.hex_build_steam_exits"  # a plain hex: "$1 per exit", not "$1 per exit + $0"
        rows.append(e(msg(key, extra=costs.get("steam", 0), aos=prices).render(lang)))
    if board is not None:
        rows.extend(_board_facts(board, h, lang, game, palette, names, cell.buildable))
    return rows


def _board_facts(board: RailBoard, h: Hex, lang: str, game: str | None, palette: Sequence[str],
                 names: Sequence[str] | None, buildable: bool) -> list[str]:
    """A hex's goods and track on ``board``."""
    e = html.escape
    rows = []
    cubes = board.cubes.get(h, [])
    if cubes:
        rows.append(f"{e(tr('hex_goods', lang))}: "
                    + " ".join(_swatch(style.goods_color(c)) + e(term("cube", c, lang)) for c in cubes))
    elif board.is_city(h):
        rows.append(f"{e(tr('hex_goods', lang))}: {e(tr('none', lang))}")
    segs = sorted(board.segments(h))
    for seg in segs:
        owner = board.owner(h, seg)
        track = tr("hex_track", lang, seg=_seg_name(seg, lang))
        if board.open_town_exit(h, seg):  # the town's, not the player's who laid it (docs/building.md)
            rows.append(f"{e(track)}: {e(tr(TOWN_EXIT_WORDS.get(game or '', 'hex_town_exit'), lang))}")
            continue
        swatch = _swatch(style.player_color(owner, palette))
        rows.append(f"{e(track)}: {swatch}{e(owner_name(owner, lang, names))}")
    if not segs and buildable and not board.is_city(h):
        rows.append(e(tr("hex_no_track", lang)))
    return rows


def _swatch(color: str) -> str:
    return (
        f'<span style="display:inline-block;width:0.8em;height:0.8em;background:{color};'
        'border:1px solid #333;margin-right:0.25em;vertical-align:middle"></span>'
    )


def _seg_name(seg: Segment, lang: str = "en") -> str:
    return "-".join(term("edge", "town" if end == TOWN else EDGE_NAMES[end], lang) for end in seg)


__all__ = ["TOWN_EXIT_WORDS", "card_from_facts", "hex_facts", "owner_name", "welcome_html"]
