"""Build and deliver modes on top of a :class:`~steamlab.widgets.hexmap.HexMapWidget`.

:class:`BuildMode` -- click a hex: every tile and rotation the rules judge
there (legal ones with their itemised cost, illegal ones with the reason), a
preview of the chosen one on the map, *Rotate*, *Confirm*.

:class:`DeliverMode` -- click a city: its cubes; pick one: its legal routes
highlighted with the points each owner gets; pick a route: it is drawn on the
map; *Deliver* hands the :class:`MoveGoods` to your callback.

Both only read the engine (``BuildTurn.options_at``, ``legal_deliveries``)
and hand the chosen action to a callback: they never change a game state
themselves, and they check what the browser sends (a hex off the map, a stale
choice) before using it.

>>> from steamlab.core.maps import load_map
>>> from steamlab.games.rails.board import RailBoard
>>> from steamlab.games.rails.building import STEAM, BuildTurn
>>> from steamlab.widgets.hexmap import HexMapWidget
>>> board = RailBoard(load_map("rust_belt"))
>>> hexmap = HexMapWidget(board)
>>> laid = []
>>> mode = BuildMode(hexmap, lambda: BuildTurn(board, STEAM, 0), laid.append)
>>> _ = hexmap.click(board.map.find("H7"))
>>> mode.option.build.at, mode.option.legal, mode.option.cost.total
('H7', True, 2)
>>> mode.confirm()
True
>>> laid
[Build(at='H7', tile='straight', rotation=0)]
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from steamlab.core.hexgrid import Hex, label
from steamlab.core.tiles import town_star
from steamlab.games.rails.actions import Build
from steamlab.games.rails.building import BuildOption, BuildTurn
from steamlab.games.rails.costs import Cost
from steamlab.games.rails.delivery import Delivery, MoveGoods, best_deliveries
from steamlab.i18n import msg, term
from steamlab.render import style
from steamlab.render.preview import hex_rims, route_preview, tile_preview
from steamlab.render.thumbs import tile_thumbnail_svg
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import reason_html, say, tile_name, tr
from steamlab.widgets.panels import player_name, swatch

e = html.escape
LH = " style=\"line-height:1.4\""
"""Panel text in compact lines (widget HTML has a tall default line height)."""


def cost_html(cost: Cost | None, lang: str = "en") -> str:
    """An itemised cost as an HTML table (class ``steamlab-cost``), the total last.

    >>> from steamlab.games.rails.costs import CostItem
    >>> text = cost_html(Cost((CostItem("2 x $1 per exit", 2), CostItem("river hex", 1))))
    >>> text.count("<tr>"), "river hex" in text, '<b class="steamlab-cost-total">$3</b>' in text
    (2, True, True)
    """
    if cost is None:
        return ""
    rows = "".join(f'<tr><td>{e(say(i.label, lang))}</td><td align="right">${i.amount}</td></tr>' for i in cost.items)
    total = (f'<tr style="border-top:1px solid #333"><td><b>{e(tr("total", lang))}</b></td>'
             f'<td align="right"><b class="steamlab-cost-total">${cost.total}</b></td></tr>')
    return f'<table class="steamlab-cost">{rows}{total}</table>'


def build_segments(turn: BuildTurn, build: Build) -> list[Any]:
    """The track a build would lay (on an Age of Steam town with a disk: the town star)."""
    from steamlab.core.hexgrid import parse_label

    tile = turn.rules.tiles.by_id[build.tile]
    h = parse_label(build.at)
    if turn.board.is_town(h) and not tile.is_town and turn.rules.town_disks:
        return sorted(town_star(tile.exits(build.rotation)))
    return sorted(tile.rotated(build.rotation))



def set_traits(widget: Any, **values: object) -> None:
    """Set several traits of ``widget`` in the order given (options before the value they must hold)."""
    for name, value in values.items():
        setattr(widget, name, value)

class MapMode(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """A way of using the map: while active, clicks on hexes go to ``pick`` instead of the map's
    inspector, and the info panel says what to click (``PROMPT``, a label key)."""

    PROMPT = ""
    hexmap: HexMapWidget
    lang: str
    active: bool

    def pick(self, h: object) -> bool:
        raise NotImplementedError

    def activate(self) -> None:
        if not self.active:
            self.active = True
            self.hexmap.inspect = False
            self.hexmap.on_hex_click(self.pick)
            self.show_prompt()
            self._activated()

    def prompt_key(self) -> str:
        """The label key of what to click now."""
        return self.PROMPT

    def show_prompt(self) -> None:
        """Say what to click, in the mode's language (again after a switch of language)."""
        self.hexmap.show_info(f"<i>{e(tr(self.prompt_key(), self.lang))}</i>")

    def deactivate(self) -> None:
        if self.active:
            self.active = False
            self.hexmap.on_hex_click(self.pick, remove=True)
            self.hexmap.inspect = True
            self._deactivated()
            self.hexmap.select(None)  # the panel invites to inspect again, not to build or deliver

    def _activated(self) -> None:
        """Hook: what else switching on does."""

    def _deactivated(self) -> None:
        """Hook: what else switching off undoes."""


class BuildMode(MapMode):
    """Click a hex, choose a tile, rotate, confirm (see the module docstring).

    ``turn()`` gives the current :class:`BuildTurn` (or ``None`` when nobody
    builds); ``on_confirm(build)`` is called with a legal build; ``why(build)``
    may add a check of its own (a game's cash check) on top of the turn's.
    The details go to the map's info panel.
    """

    def __init__(
        self,
        hexmap: HexMapWidget,
        turn: Callable[[], BuildTurn | None],
        on_confirm: Callable[[Build], object],
        why: Callable[[Build], str | None] | None = None,
        lang: str = "en",
        active: bool = True,
    ) -> None:
        self.hexmap = hexmap
        self.turn_of = turn
        self.on_confirm = on_confirm
        self.why = why
        self.lang = lang
        self.hex: Hex | None = None
        self.options: list[BuildOption] = []
        self.reasons: dict[Build, str | None] = {}
        self.tiles: dict[str, list[int]] = {}
        self.index = 0
        self.active = False
        self.marks: list[Any] = []
        self.tile = widgets.Dropdown(options=[], description=tr("tile", lang), layout=widgets.Layout(width="260px"))
        self.tile.add_class("steamlab-build-tile")
        self.rotate_button = widgets.Button(description=tr("rotate", lang), layout=widgets.Layout(width="auto"))
        self.rotate_button.add_class("steamlab-rotate")
        self.confirm_button = widgets.Button(description=tr("confirm", lang), button_style="success",
                                             layout=widgets.Layout(width="auto"), disabled=True)
        self.confirm_button.add_class("steamlab-confirm")
        self.tile.observe(self._tile_changed, names="value")
        self.rotate_button.on_click(lambda _b: self.rotate())
        self.confirm_button.on_click(lambda _b: self.confirm())
        super().__init__([widgets.HBox([self.tile, self.rotate_button, self.confirm_button])])
        self.add_class("steamlab-build-mode")
        if active:
            self.activate()

    PROMPT = "click_hex_build"

    def mark(self, hexes: Any) -> None:
        """Rim these hexes (e.g. every hex with a legal build): rims keep the names and terrain readable."""
        self.marks = hex_rims(self.hexmap.view, hexes, width=2.5)
        self.hexmap.set_preview(self.marks + [p for p in self.hexmap.preview if p.kind.startswith("preview")])

    def _activated(self) -> None:
        self.hexmap.build_from = self.cheapest
        if self.hexmap.ready is not None:  # a tile thumbnail clicked in the panel shows that tile and rotation
            self.hexmap.ready.on_pick = self.pick_thumbnail

    def _deactivated(self) -> None:
        self.hexmap.build_from = None
        if self.hexmap.ready is not None and self.hexmap.ready.on_pick == self.pick_thumbnail:
            self.hexmap.ready.on_pick = None
        self.marks = []
        self.clear()

    def cheapest(self, h: Hex) -> int | None:
        """The lowest cost of a build the player to move may lay on ``h`` now (the hover card's
        "build here from $N"), or ``None``."""
        turn = self.turn_of()
        if turn is None or h not in self.hexmap.map.cells:
            return None
        priced = sorted(((o.cost.total, i, o) for i, o in enumerate(turn.options_at(h)) if o.cost is not None))
        why = self.why or (lambda _build: None)
        return next((total for total, _, o in priced if why(o.build) is None), None)

    def clear(self) -> None:
        self.hex, self.options, self.tiles, self.reasons = None, [], {}, {}
        self._set_tiles([])
        self.confirm_button.disabled = True
        self.hexmap.set_preview(self.marks)

    # -- the choice ------------------------------------------------------------------
    @property
    def option(self) -> BuildOption | None:
        """The tile and rotation shown now."""
        tile = self.tile.value
        if tile not in self.tiles or not self.tiles[tile]:
            return None
        return self.options[self.tiles[tile][self.index % len(self.tiles[tile])]]

    def reason(self, option: BuildOption) -> str | None:
        """Why ``option`` cannot be built now (the turn's reason, then ``why``), or ``None``."""
        if option.build in self.reasons:
            return self.reasons[option.build]
        reason = option.reason
        if reason is None and self.why is not None:
            reason = self.why(option.build)
        self.reasons[option.build] = reason
        return reason

    def pick(self, h: object) -> bool:
        """Show what may be built on ``h`` (a click); ``False`` for anything that is not a hex of the map."""
        turn = self.turn_of()
        if not isinstance(h, Hex) or h not in self.hexmap.map.cells:
            return False
        self.hex = h
        self.reasons = {}
        self.options = turn.options_at(h, include_illegal=True) if turn is not None else []
        self.tiles = {}
        for i, o in enumerate(self.options):
            self.tiles.setdefault(o.build.tile, []).append(i)
        legal_tiles = [t for t, idx in self.tiles.items() if any(self.reason(self.options[i]) is None for i in idx)]
        labels = []
        for t, idx in self.tiles.items():
            n = sum(1 for i in idx if self.reason(self.options[i]) is None)
            name = tile_name(t, self.lang)
            labels.append((f"{name} ({n}/{len(idx)} {tr('legal', self.lang)})" if n else f"{name} ✗", t))
        first = legal_tiles[0] if legal_tiles else (next(iter(self.tiles)) if self.tiles else None)
        self._set_tiles(labels, first)
        if first is not None:
            idx = self.tiles[first]
            self.index = next((k for k, i in enumerate(idx) if self.reason(self.options[i]) is None), 0)
        self.show()
        return True

    def refresh(self) -> None:
        """Judge the same hex again (after the board changed)."""
        if self.hex is not None:
            keep = (self.tile.value, self.index)
            self.pick(self.hex)
            if keep[0] in self.tiles:
                self.tile.value = keep[0]
                self.index = keep[1]
                self.show()
        elif self.active:
            self.hexmap.set_preview(self.marks)

    def choose(self, tile: str, rotation: int | None = None) -> bool:
        """Show ``tile`` (and ``rotation`` if given) at the picked hex; ``False`` if it is not offered."""
        if tile not in self.tiles:
            return False
        self.tile.value = tile
        if rotation is not None:
            idx = [k for k, i in enumerate(self.tiles[tile]) if self.options[i].build.rotation == rotation]
            if not idx:
                return False
            self.index = idx[0]
        self.show()
        return True

    def rotate(self) -> None:
        """The next legal rotation of the same tile (every rotation in turn when none is legal): it went through
        the illegal ones too, four clicks from 5 to 3 on Q7."""
        idx = self.tiles.get(self.tile.value, [])
        if not idx:
            return
        steps = range(1, len(idx) + 1)
        legal = [k for k in ((self.index + d) % len(idx) for d in steps) if self.reason(self.options[idx[k]]) is None]
        self.index = legal[0] if legal else (self.index + 1) % len(idx)
        self.show()

    def pick_thumbnail(self, value: str) -> bool:
        """A thumbnail clicked in the panel (``"tile/rotation"``): show that tile and rotation."""
        tile, _, rotation = value.rpartition("/")
        return rotation.isdigit() and self.choose(tile, int(rotation))

    def confirm(self) -> bool:
        """Hand the shown build to ``on_confirm`` if it is legal now; ``True`` if it was handed over."""
        option = self.option
        turn = self.turn_of()
        if option is None or turn is None or self.hex is None:
            return False
        # Judge again: the board may have changed since the options were listed (a stale click).
        fresh = turn.check(option.build)
        reason = fresh.reason or (self.why(option.build) if self.why else None)
        if reason is not None:
            self.reasons[option.build] = reason
            self.show()
            return False
        self.on_confirm(option.build)
        # The tile is on the board now: clear the preview (it would hide the laid track) and say what was laid.
        self.hex, self.options, self.tiles, self.reasons = None, [], {}, {}
        self._set_tiles([])
        self.confirm_button.disabled = True
        self.hexmap.set_preview(self.marks)
        if self.active:  # the tile by its name, not its id (a crossing read "x_gentles")
            cost = f" (${option.cost.total})" if option.cost else ""
            laid = tile_name(option.build.tile, self.lang)
            self.hexmap.show_info(f'<div class="steamlab-laid"{LH}>✓ {e(laid)} → {e(option.build.at)}{cost}'
                                  f"<br><i>{e(tr('click_hex_build', self.lang))}</i></div>")
        return True

    # -- showing ---------------------------------------------------------------------
    def _set_tiles(self, labels: list[tuple[str, str]], value: str | None = None) -> None:
        self.tile.unobserve(self._tile_changed, names="value")
        try:
            self.tile.options = labels
            self.tile.value = value
        finally:
            self.tile.observe(self._tile_changed, names="value")

    def _tile_changed(self, _change: object) -> None:
        tile = self.tile.value
        idx = self.tiles.get(tile, [])
        self.index = next((k for k, i in enumerate(idx) if self.reason(self.options[i]) is None), 0)
        self.show()

    def show(self) -> None:
        """Preview the option on the map and describe it in the info panel."""
        option = self.option
        turn = self.turn_of()
        h = self.hex
        if h is None:
            return
        where = f"<b>{e(label(h))}</b> {e(self.hexmap.map.cells[h].name or '')}"
        if option is None or turn is None:
            self.confirm_button.disabled = True
            self.hexmap.set_preview(self.marks)
            none = e(tr("no_options", self.lang, hex=label(h)))
            self.hexmap.show_info(f'<div class="steamlab-build"{LH}>{where}<br>{none}</div>')
            return
        reason = self.reason(option)
        legal = reason is None
        ways = [self.options[i] for i in self.tiles.get(option.build.tile, [])]
        # Rotate goes to the next legal rotation: with this one the only one, there is none to go to
        self.rotate_button.disabled = legal and sum(self.reason(o) is None for o in ways) == 1
        segs = build_segments(turn, option.build)
        preview = tile_preview(self.hexmap.view, h, segs, turn.player, legal, self.hexmap.palette)
        self.hexmap.set_preview(self.marks + preview)
        self.confirm_button.disabled = not legal
        b = option.build
        head = (f"{where}<br><b>{e(tile_name(b.tile, self.lang))}</b>, {e(tr('rotation', self.lang))} {b.rotation} · "
                f"{e(tr('kind_' + option.kind, self.lang))}")
        verdict = (f'<div class="steamlab-verdict" style="color:#1a7e2a">✓ {e(tr("legal", self.lang))}</div>'
                   if legal else
                   f'<div class="steamlab-verdict steamlab-reason" style="color:#b00">✗ '
                   f'{reason_html(reason, self.lang)}</div>')
        cost = f"<div><b>{e(tr('cost', self.lang))}</b>{cost_html(option.cost, self.lang)}</div>" if option.cost else ""
        dead = self._dead_exits(turn, option) if legal else ""
        self.hexmap.show_info(f'<div class="steamlab-build"{LH}>{head}{verdict}{dead}{cost}{self._summary()}</div>')

    def _dead_exits(self, turn: BuildTurn, option: BuildOption) -> str:
        """Before paying for a town tile under Steam: the exits nobody may build on from (the rule, in words)."""
        hexes = turn.unextendable_exits(option.build)
        if not hexes:
            return ""
        where = ", ".join(label(n) for n in hexes)
        words = tr("town_exit_dead", self.lang, hexes=where, n=len(hexes))
        return f'<div class="steamlab-town-exits" style="color:#8a5a00">⚠ {e(words)}</div>'

    def _thumbnails(self, options: Sequence[Any]) -> str:
        """Each legal choice drawn as a small tile on its hex, with its cost (the picture the table names)."""
        turn = self.turn_of()
        if turn is None or self.hex is None or not options:
            return ""
        cells = []
        for o in options:
            svg = tile_thumbnail_svg(self.hexmap.view, self.hex, build_segments(turn, o.build), turn.player,
                                     o.cost.total if o.cost else None, self.hexmap.palette)
            chosen = "outline:3px solid #1a9e3a;" if o == self.option else ""
            # a click shows it (the page sends data-steamlab-pick, see widgets.ready)
            tip = f"{tile_name(o.build.tile, self.lang)}, {tr('rotation', self.lang)} {o.build.rotation}"
            cells.append(f'<span title="{e(tip)}" data-steamlab-pick="{e(o.build.tile)}/{o.build.rotation}" '
                         f'class="steamlab-thumb-pick" style="display:inline-block;margin:2px;cursor:pointer;{chosen}">'
                         f"{svg}</span>")
        return f'<div class="steamlab-thumbs">{"".join(cells)}</div>'

    def _summary(self) -> str:
        legal = [o for o in self.options if self.reason(o) is None]
        rows = "".join(
            f"<tr><td>{e(tile_name(o.build.tile, self.lang))}</td><td>{o.build.rotation}</td>"
            f"<td>{e(tr('kind_' + o.kind, self.lang))}</td>"
            f'<td align="right">${o.cost.total if o.cost else "?"}</td></tr>'
            for o in legal[:12]
        )
        more = f"<tr><td colspan=4>… +{len(legal) - 12}</td></tr>" if len(legal) > 12 else ""
        heads = "".join(f'<th style="text-align:left;padding-right:8px">{e(tr(k, self.lang))}</th>'
                        for k in ("tile", "rotation_head", "build_kind", "cost"))
        out = (f'<details open><summary>{e(tr("legal_here", self.lang, n=len(legal)))}</summary>'
               f"{self._thumbnails(legal[:12])}"
               f'<table class="steamlab-legal-builds" style="font-size:85%"><tr>{heads}</tr>{rows}{more}</table>'
               "</details>")
        reasons = Counter(r for o in self.options if (r := self.reason(o)) is not None)
        if reasons:
            items = "".join(f"<li>{reason_html(r, self.lang)} ({n}×)</li>" for r, n in reasons.most_common(4))
            out += (f'<details><summary>{e(tr("illegal_reasons", self.lang))}</summary>'
                    f'<ul style="font-size:85%;margin:0;padding-left:1.2em">{items}</ul></details>')
        return out


def delivery_text(d: Delivery, board: Any, names: Sequence[str] | None = None, lang: str = "en") -> str:
    """``"blue: Evansville → Indianapolis → Cincinnati · Ann +1, Bob +1"`` (the colour in ``lang``)."""
    stops = [say(board.place_name(h), lang) for h in delivery_stops(d)]  # a new city reads "(新都市 C)" in Japanese
    pts = ", ".join(f"{player_name(names, p, lang)} +{n}" for p, n in d.points) or "—"
    return f"{term('cube', d.move.color, lang)}: {' → '.join(stops)} · {pts}"


def delivery_lines(deliveries: Sequence[Delivery], board: Any, player: int, lang: str = "en") -> list[str]:
    """The delivery planner's list, a line each, short enough for its column at 1366x800: the cube, where it starts
    and ends and what ``player`` scores (``"red: Cincinnati → Pittsburgh, +2"``); deliveries of one colour between
    the same two cities are told apart by a stop on the way (``"... via Lexington, +2"``). The whole route and
    every owner's points are in :func:`delivery_text` (the chosen delivery's panel) and the table."""
    def name(h: Hex) -> str:
        return say(board.place_name(h), lang)

    ends = Counter((d.move.color, d.legs[0].start.hex, d.legs[-1].end.hex) for d in deliveries)
    lines = []
    for d in deliveries:
        stops = delivery_stops(d)
        via = ""
        if ends[(d.move.color, stops[0], stops[-1])] > 1 and len(stops) > 2:
            twins = [delivery_stops(o) for o in deliveries if o is not d and o.move.color == d.move.color
                     and (o.legs[0].start.hex, o.legs[-1].end.hex) == (stops[0], stops[-1])]
            # the first stop on the way that no twin passes at that point of its route (else the first stop)
            stop = next((h for k, h in enumerate(stops[1:-1], 1)
                         if all(len(t) <= k or t[k] != h for t in twins)), stops[1])
            via = say(msg("ui.dp_via", stop=name(stop)), lang)
        lines.append(say(msg("ui.dp_line", colour=d.move.color, start=name(stops[0]), end=name(stops[-1]), via=via,
                             pts=d.points_for(player)), lang))
    return lines


def delivery_pieces(d: Delivery) -> set[Any]:
    """Every piece of track the delivery's links run over."""
    return {piece for leg in d.legs for piece in leg.link.pieces}


def delivery_stops(d: Delivery) -> list[Hex]:
    return [d.legs[0].start.hex] + [leg.end.hex for leg in d.legs]


def deliveries_table(deliveries: Sequence[Delivery], board: Any, player: int, names: Sequence[str] | None = None,
                     players: int = 0, lang: str = "en") -> str:
    """HTML table: one row per delivery, points per owner in columns, the best rows marked."""
    best = set(id(d) for d in best_deliveries(list(deliveries), player))
    owners = sorted({p for d in deliveries for p, _ in d.points} | set(range(players)))
    head = "".join(f"<th>{swatch(style.player_color(p))}{e(player_name(names, p, lang))}</th>" for p in owners)
    rows = []
    for i, d in enumerate(deliveries):
        stops = " → ".join(say(board.place_name(h), lang) for h in delivery_stops(d))
        cells = "".join(f'<td align="center">{d.points_for(p) or ""}</td>' for p in owners)
        mark = ' class="steamlab-best" style="background:#fff3b0;font-weight:bold"' if id(d) in best else ""
        cube = f"{swatch(style.goods_color(d.move.color))}{e(term('cube', d.move.color, lang))}"
        rows.append(f"<tr{mark}><td>{i + 1}</td><td>{cube}</td>"
                    f"<td>{e(stops)}</td><td align=center>{len(d.legs)}</td>{cells}</tr>")
    return (f'<table class="steamlab-deliveries" style="border-collapse:collapse;font-size:90%">'
            f"<tr><th>#</th><th>{e(tr('cube', lang))}</th><th>{e(tr('routes', lang))}</th><th>{e(tr('links', lang))}</th>"
            f"{head}</tr>{''.join(rows)}</table>")


class DeliverMode(MapMode):
    """Click a city, pick a cube, see its legal routes, pick one, deliver (see the module docstring).

    ``deliveries()`` gives the legal deliveries of the mover; ``on_confirm(move)``
    is called with the chosen :class:`MoveGoods` (``None``: no Deliver button).
    """

    def __init__(
        self,
        hexmap: HexMapWidget,
        deliveries: Callable[[], list[Delivery]],
        on_confirm: Callable[[MoveGoods], object] | None,
        mover: Callable[[], int],
        names: Sequence[str] | None = None,
        lang: str = "en",
        active: bool = True,
    ) -> None:
        self.hexmap = hexmap
        self.deliveries_of = deliveries
        self.on_confirm = on_confirm
        self.mover = mover
        self.names = names
        self.lang = lang
        self.hex: Hex | None = None
        self.routes: list[Delivery] = []
        self.active = False
        # each cube button as wide as its words ("yellow (2)" was cut to "yellow…" at 70 px)
        self.cube = widgets.ToggleButtons(options=[], description=tr("cube", lang), style={"button_width": "auto"})
        self.cube.add_class("steamlab-cube")
        # one radio line per route, wrapped in the column (a <select> cut a route and its points at the right)
        self.route = widgets.RadioButtons(options=[], layout=widgets.Layout(width="100%", max_width="640px"))
        self.route.add_class("steamlab-route")
        self.deliver_button = widgets.Button(description=tr("deliver", lang), button_style="success", disabled=True,
                                             layout=widgets.Layout(width="auto"))
        self.deliver_button.add_class("steamlab-deliver")
        self.cube.observe(lambda _c: self._cube_changed(), names="value")
        self.route.observe(lambda _c: self.show_route(), names="value")
        self.deliver_button.on_click(lambda _b: self.confirm())
        self.route.layout.display = "none"
        self.cube.layout.display = "none"  # until a city is picked: a lone "Cube" label offered nothing
        kids = [self.cube, self.route] + ([widgets.HBox([self.deliver_button])] if on_confirm is not None else [])
        super().__init__(kids)
        self.add_class("steamlab-deliver-mode")
        if active:
            self.activate()

    PROMPT = "click_city_deliver"

    def _activated(self) -> None:
        self.hexmap.set_overlay(highlights=(), pieces=())
        self.hexmap.set_preview(self.source_rims())

    def prompt_key(self) -> str:
        """With no legal delivery at all, say so rather than invite a click on a city."""
        return self.PROMPT if self.sources() else "no_delivery_now"

    def sources(self) -> set[Hex]:
        """Cities a cube can leave from now."""
        return {d.legs[0].start.hex for d in self.deliveries_of()}

    def source_rims(self) -> list[Any]:
        """Yellow rims round the cities a cube can leave from (rims keep the city colour visible)."""
        return hex_rims(self.hexmap.view, self.sources(), width=3.0, scale=0.68)

    def _deactivated(self) -> None:
        self.hex, self.routes = None, []
        self._quiet(lambda: setattr(self.cube, "options", []))
        self._quiet(lambda: setattr(self.route, "options", []))
        self.route.layout.display = "none"
        self.cube.layout.display = "none"
        self.hexmap.set_preview()
        self.hexmap.clear_highlight()

    def _quiet(self, fn: Callable[[], object]) -> None:
        self._muted = True
        try:
            fn()
        finally:
            self._muted = False

    _muted = False

    def pick(self, h: object) -> bool:
        """Show the cubes of the city on ``h`` that can move; ``False`` for anything else."""
        if not isinstance(h, Hex) or h not in self.hexmap.map.cells:
            return False
        self.hex = h
        board = self.hexmap.board
        mine = [d for d in self.deliveries_of() if d.legs[0].start.hex == h]
        colors = sorted(set(board.cubes.get(h, []))) if board is not None else []
        counts = Counter(d.move.color for d in mine)
        options = [(f"{term('cube', c, self.lang)} ({counts[c]})", c) for c in colors]
        first = next((c for c in colors if counts[c]), colors[0] if colors else None)
        self._quiet(lambda: set_traits(self.cube, options=options, value=first))
        self.cube.layout.display = None if options else "none"
        self._cube_changed()
        return True

    def _cube_changed(self) -> None:
        if self._muted or self.hex is None:
            return
        color = self.cube.value
        self.routes = [d for d in self.deliveries_of() if d.legs[0].start.hex == self.hex and d.move.color == color]
        best = {id(d) for d in best_deliveries(self.routes, self.mover())}
        board = self.hexmap.board
        options = [(("★ " if id(d) in best else "") + delivery_text(d, board, self.names, self.lang), i)
                   for i, d in enumerate(self.routes)]
        self._quiet(lambda: set_traits(self.route, options=options, value=0 if options else None))
        self.route.layout.display = None if options else "none"
        pieces = set().union(*(delivery_pieces(d) for d in self.routes)) if self.routes else set()
        self.hexmap.set_overlay(highlights=(), pieces=pieces, color=style.HIGHLIGHT_COLOR)
        self.show_route()

    def choose(self, index: int) -> bool:
        """Show route ``index`` of the listed ones."""
        if not isinstance(index, int) or not 0 <= index < len(self.routes):
            return False
        self.route.value = index
        return True

    @property
    def delivery(self) -> Delivery | None:
        i = self.route.value
        return self.routes[i] if isinstance(i, int) and 0 <= i < len(self.routes) else None

    def show_route(self) -> None:
        if self._muted:
            return
        d = self.delivery
        self.deliver_button.disabled = d is None
        h = self.hex
        if h is None:
            return
        board = self.hexmap.board
        name = say(board.place_name(h), self.lang) if board is not None else label(h)
        if d is None:
            self.hexmap.set_preview(self.source_rims())
            self.hexmap.show_info(f'<div class="steamlab-delivery"{LH}><b>{e(name)}</b><br>'
                                  f'{e(tr("no_deliveries", self.lang))}</div>')
            return
        self.hexmap.set_preview(self.source_rims()
                                + route_preview(self.hexmap.view, delivery_pieces(d), delivery_stops(d)))
        pts = "".join(f"<li>{swatch(style.player_color(p))}{e(player_name(self.names, p, self.lang))}: +{n}</li>"
                      for p, n in d.points) or f"<li>{e(tr('unowned', self.lang))}</li>"
        self.hexmap.show_info(
            f'<div class="steamlab-delivery"{LH}><b>{e(name)}</b> · {e(tr("n_routes", self.lang, n=len(self.routes)))}<br>'
            f'{e(delivery_text(d, board, self.names, self.lang))}<br><b>{e(tr("points", self.lang))}</b><ul>{pts}</ul></div>'
        )

    def refresh(self, forget: bool = False) -> None:
        """Offer again what the position allows now, in the mode's language.

        Called when the board, the mover, the locomotive or the language changed: the city picked
        before is picked again (its cubes and routes as they are now), or with ``forget`` (a new
        board) dropped, so the cube chooser and the route list never show another position's routes.
        """
        if forget or self.hex is None:
            self.hex, self.routes = None, []
            self._quiet(lambda: setattr(self.cube, "options", []))
            self._quiet(lambda: setattr(self.route, "options", []))
            self.route.layout.display = "none"
            self.cube.layout.display = "none"
            self.deliver_button.disabled = True
            return
        self.pick(self.hex)

    def confirm(self) -> bool:
        """Hand the chosen delivery to ``on_confirm`` if it is still legal; ``True`` if handed over."""
        d = self.delivery
        if d is None or self.on_confirm is None:
            return False
        if d.move not in {x.move for x in self.deliveries_of()}:  # stale: the board changed meanwhile
            self.pick(self.hex)
            return False
        self.on_confirm(d.move)
        if self.active and self.hex is not None:
            self.pick(self.hex)
        return True


__all__ = ["BuildMode", "DeliverMode", "build_segments", "cost_html", "deliveries_table", "delivery_lines",
           "delivery_pieces", "delivery_text"]
