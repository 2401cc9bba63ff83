"""The scenario lab: edit a position on the map, compare the rule sets on it, and ask which
action wins more often by playouts.

The logic lives in :mod:`steamlab.scenarios`; this module only wires widgets.

>>> lab = ScenarioLabApp("last_deliveries", playouts=2)
>>> lab.problems.value
'<b>Position is sound.</b>'
>>> "turn 10" in lab.players.value and "Cincinnati" in lab.compare.value and "Player 1" in lab.players.value
True
>>> lab.set_lang("ja")
>>> lab.problems.value, "プレイヤー 1" in lab.compare.value, lab.run_button.description
('<b>局面に問題はありません。</b>', True, '試行を実行')
"""

from __future__ import annotations

import html
import time
from typing import Any

import ipywidgets as widgets

from steamlab.bots.search import DEFAULT_ITERATIONS
from steamlab.core.hexgrid import Hex, label
from steamlab.core.maps import COLORS
from steamlab.core.runtime import in_browser
from steamlab.engine.parallel import ClusterError, server_scheduler
from steamlab.games.rails.building import RULES
from steamlab.i18n import msg, player_label, render, term
from steamlab.i18n.describe import describe_action
from steamlab.scenarios.analysis import Analysis, analyse
from steamlab.scenarios.builder import Scenario
from steamlab.scenarios.compare import compare_deliveries
from steamlab.scenarios.presets import PRESETS, preset
from steamlab.widgets.fields import WholeNumberField
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import tile_name, tr
from steamlab.widgets.language import DashboardHeader, relabel_options, set_map_lang
from steamlab.widgets.links import LinkBox, open_link, page_address
from steamlab.widgets.modes import delivery_stops
from steamlab.widgets.strength import STRENGTHS, strength_options


def position_words(sc: Any, lang: str = "en") -> str:
    """A scenario's position in words, not its repr: ``"Steam (standard), 3 players, Rust Belt: turn 10, Move goods"``."""
    rules = msg("ui.position_rules", rules=sc.rules) if sc.rules else ""
    return msg("ui.position", game=sc.game, rules=rules, n=sc.players, map=sc.map.title_in(lang), turn=sc.pos["turn"],
               phase=sc.pos["phase"]).render(lang)


CELL = "padding:1px 10px 1px 0"
"""The position and analysis tables' cells: columns apart (a bare ``<table>`` runs its headers together)."""


def position_table(sc: Any, lang: str = "en") -> str:
    """The players of a scenario as a table: cash, income, VP, locomotive, action tile; numbers right-aligned.

    >>> from steamlab.scenarios.presets import preset
    >>> text = position_table(preset("engineer"))
    >>> "<th style" in text and ">Locomotive</th>" in text and text.count("<tr>") == 4
    True
    """
    num = f"{CELL};text-align:right"
    head = "".join(f'<th style="{num if k != "sl_action_tile" else CELL}">{html.escape(tr(k, lang))}</th>'
                   for k in ("sl_cash", "sl_income", "vp", "sl_loco", "sl_action_tile"))
    rows = "".join(
        f'<tr><td style="{CELL}">{html.escape(player_label(i, lang))}</td><td style="{num}">${p["cash"]}</td>'
        f'<td style="{num}">{p["income"]}</td><td style="{num}">{p["vp"]}</td><td style="{num}">{p["locomotive"]}</td>'
        f'<td style="{CELL}">{html.escape(term("action_tile", p["action"], lang) if p.get("action") else "-")}</td></tr>'
        for i, p in enumerate(sc.pos["players"])
    )
    return (f'<table class="steamlab-position-table" style="border-collapse:collapse">'
            f'<tr><th style="{CELL}"></th>{head}</tr>{rows}</table>')


def move_words(position: Any, action: Any, lang: str = "en") -> str:
    """A candidate move as HTML: its words, places by name when the ``position`` is known, and a delivery's
    route under it (two deliveries from one city with as many links read alike without it).

    >>> from steamlab.scenarios.presets import preset
    >>> state = preset("last_deliveries").state()
    >>> red = next(a for a in state.legal_actions() if a.kind == "move_goods" and a.color == "red")
    >>> move_words(state, red)
    'red cube from Cincinnati, 2 links<br><small>Cincinnati → Toledo → Detroit</small>'
    >>> move_words(None, red)
    'red cube from M9, 2 links'
    """
    words = html.escape(render(describe_action(position, action), lang))
    if position is None or action.kind != "move_goods":
        return words
    found = next((d for d in position.deliveries() if d.move == action), None)
    if found is None:
        return words
    stops = " → ".join(render(position.board.place_name(h), lang) for h in delivery_stops(found))
    return f"{words}<br><small>{html.escape(stops)}</small>"


def analysis_html(a: Analysis, lang: str = "en", position: Any = None) -> str:
    """The analysis as an HTML table (best first), with intervals, in ``lang``; moves named in the analysed
    ``position`` when given (see :func:`move_words`)."""
    rows = []
    for r in a.results:
        lo, hi = r.win_interval()
        slo, shi = r.score_interval()
        rows.append(
            f'<tr><td style="{CELL}">{move_words(position, r.action, lang)}</td>'
            f'<td style="{CELL}">{r.playouts}</td>'
            f'<td style="{CELL}">{r.win_rate:.0%} <small>[{lo:.0%}-{hi:.0%}]</small></td>'
            f'<td style="{CELL}">{r.mean_score:.2f} <small>[{slo:.1f}, {shi:.1f}]</small></td></tr>'
        )
    head = "".join(f'<th style="{CELL};text-align:left">{html.escape(tr(k, lang))}</th>'
                   for k in ("sl_action", "sl_playouts", "sl_win_rate", "sl_mean_score"))
    note = f"<p class='steamlab-played-by'>{html.escape(render(a.played_by(), lang))}</p>"
    head = f"<tr>{head}</tr>"
    return note + f"<table class='steamlab-analysis'>{head}{''.join(rows)}</table>"


def analysis_png(a: Analysis, lang: str = "en", position: Any = None) -> bytes:
    """The analysis chart as PNG bytes in ``lang`` (drawn off-screen, so it shows in Voila and in tests alike)."""
    import io

    import matplotlib.pyplot as plt

    fig = a.plot(lang, position)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90)
    plt.close(fig)
    return buf.getvalue()


BOT_NAMES = ("random", "greedy", "strong")
"""The bots the lab offers, weakest first."""
STRONG_PLAYOUTS = 4
"""Playouts per action the lab proposes when the strong bot is picked (a run of seconds, not minutes)."""


def seconds(s: float) -> str:
    """Elapsed time for the progress line: ``"0.4"``, ``"12"``, ``"75"`` (seconds).

    >>> seconds(0.42), seconds(12.3), seconds(75.0)
    ('0.4', '12', '75')
    """
    return f"{s:.1f}" if s < 10 else f"{s:.0f}"


class ScenarioLabApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Position (with an edit mode), rule-set comparison and playout analysis in one dashboard.

    The strong bot plays the playouts at a chosen strength; picking it proposes fewer playouts:

    >>> lab = ScenarioLabApp("engineer")
    >>> lab.bot.value = "strong"
    >>> lab.playouts.value, lab.strength.value, lab.strength.layout.display
    (4, 8, None)
    >>> lab.bot.value = "greedy"
    >>> lab.playouts.value, lab.strength.layout.display
    (10, 'none')
    """

    def __init__(self, scenario: str = "engineer", playouts: int = 10, size: float = 26.0, lang: str = "en") -> None:
        self.lang = lang
        self.header = DashboardHeader("scenario_lab", lang)
        self.scenario: Scenario = preset(scenario)
        self.picker = widgets.Dropdown(options=self._presets(), value=scenario,  # a scenario's whole question, never cut
                                       layout=widgets.Layout(width="640px", max_width="100%"))
        self.picker.add_class("steamlab-scenario-picker")
        # greedy first: the cheapest bot that plays sensibly (random players' win rates say little about a move)
        self.bot = widgets.Dropdown(options=list(BOT_NAMES), value="greedy")
        self.bot.add_class("steamlab-lab-bot")
        self.strength = widgets.Dropdown(options=[n for _, n in STRENGTHS], value=STRENGTHS[0][1],
                                         layout=widgets.Layout(display="none", width="auto"))
        self.strength.add_class("steamlab-lab-strength")
        self.strong_cost = widgets.HTML(layout=widgets.Layout(display="none"))
        self.playouts = widgets.IntSlider(value=playouts, min=2, max=200)
        self._other_playouts = playouts
        """The playout count to give back when the strong bot is unpicked."""
        self.seed = WholeNumberField(1, 0, 1_000_000, lang=lang)
        self.seed.add_class("steamlab-seed")
        self.run_button = widgets.Button(button_style="primary")
        self.run_reason = widgets.HTML()  # why the button is off, beside it on the tab where it is
        self.run_reason.add_class("steamlab-run-reason")
        self.progress = widgets.IntProgress(value=0, min=0, max=1)
        self.progress_line = widgets.HTML()
        self.progress_line.add_class("steamlab-progress-line")
        self.results = widgets.HTML()
        self.browser_note = widgets.HTML(layout=widgets.Layout(display=None if in_browser() else "none"))
        """In the visitor's browser (the live site): where the playouts run, and that the chart is left out."""
        self.browser_note.add_class("steamlab-in-browser")
        self._progress_words: Any = None
        """The progress line's words for a language (kept, so a language switch re-says them)."""
        self.analysis: Analysis | None = None
        self._analysed: Any = None
        """The position the last analysis was run on (its moves are named there)."""
        self.plot = widgets.Image(format="png", layout=widgets.Layout(display="none", max_width="720px"))
        self.problems = widgets.HTML()
        self.players = widgets.HTML()
        self.compare = widgets.HTML()
        self.map = HexMapWidget(self.scenario.state().board, size=size, panel_width="460px", reserve=130)
        self.map.inspect = True
        self.map.on_hex_click(self._edit_at)
        self.selected: Hex | None = None
        # edit mode
        self.edit_color = widgets.Dropdown(options=list(COLORS), value="red")
        self.add_cube = widgets.Button()
        self.clear_cubes = widgets.Button()
        self.edit_tile = widgets.Dropdown(options=[])
        self.edit_rotation = widgets.IntSlider(value=0, min=0, max=5)
        self.edit_owner = widgets.Dropdown(options=[])
        self.lay = widgets.Button()
        self.remove = widgets.Button()
        self.edit_status = widgets.HTML()
        self.add_cube.on_click(lambda _b: self._guard(self._add_cube))
        self.clear_cubes.on_click(lambda _b: self._guard(self._clear_cubes))
        self.lay.on_click(lambda _b: self._guard(self._lay))
        self.remove.on_click(lambda _b: self._guard(self._remove_tile))
        self.run_button.on_click(lambda _b: self._guard(self.run))
        self.bot.observe(lambda ch: self._guard(lambda: self._bot_picked(ch["old"], ch["new"])), names="value")
        self.picker.observe(lambda ch: self._guard(lambda: self.load(ch["new"])), names="value")
        for w in (self.edit_color, self.edit_owner, self.edit_rotation):
            w.layout.width = "220px"
        self.edit_tile.layout.width = "100%"  # "town, 4 exits (two adjacent edges empty)" in full
        for b in (self.add_cube, self.clear_cubes, self.lay, self.remove):  # never cut to "Remove cu..."
            b.layout.width = "auto"
        wrap = widgets.Layout(flex_flow="row wrap")
        edit = widgets.VBox([
            self.edit_status,
            widgets.HBox([self.edit_color, self.add_cube, self.clear_cubes], layout=wrap),
            self.edit_tile,
            widgets.HBox([self.edit_rotation, self.edit_owner], layout=wrap),
            widgets.HBox([self.lay, self.remove], layout=wrap),
        ])  # fmt: skip
        # the editor beside the map, above the hex's description (see .layout)
        self.map.place(side_top=[self.players, self.problems, edit])
        position = self.map
        analysis = widgets.VBox([
            widgets.HBox([self.bot, self.strength, self.playouts, self.seed], layout=wrap),
            self.strong_cost,
            # where the playouts run is the server's setting, never the page's (issue 34)
            widgets.HBox([self.run_button, self.run_reason], layout=widgets.Layout(align_items="center")),
            self.browser_note,
            self.progress, self.progress_line, self.results, self.plot,
        ])  # fmt: skip
        self.tabs = widgets.Tab(children=[position, analysis, self.compare])
        # issue 41: the position as a link, and a page opened from one opens its position
        self.link = LinkBox(lambda: self.scenario.state(), lambda: page_address(self.header.href, "scenario_lab.ipynb"),
                            lang, shown=lambda: repr(self.scenario.pos))
        self.link.layout.max_width = "720px"
        self.header.on_address(self.open_link)
        top = widgets.HBox([self.picker, self.link.take_button()], layout=widgets.Layout(flex_flow="row wrap",
                                                                                          align_items="center"))
        super().__init__([self.header, top, self.link, self.tabs])
        self.add_class("steamlab-scenario-lab")
        self.set_lang(lang)
        self.header.on_lang(self.set_lang)

    def _presets(self) -> list[tuple[str, str]]:
        return [(tr(f"preset_{k}", self.lang) if not tr(f"preset_{k}", self.lang).startswith("preset_") else t, k)
                for k, (t, _) in PRESETS.items()]

    def set_lang(self, lang: str) -> None:
        """Every word of the lab in ``lang``: controls, tabs, the position, the comparison, the last analysis."""
        self.lang = lang
        self.browser_note.value = f"<i>{html.escape(msg('lite.sl_in_browser').render(lang))}</i>"
        for control, key in ((self.picker, "sl_scenario"), (self.bot, "sl_bots"), (self.strength, "sl_strength"),
                             (self.playouts, "sl_playouts"),
                             (self.seed, "seed"), (self.run_button, "sl_run"), (self.progress, "sl_progress"),
                             (self.edit_color, "cube"), (self.add_cube, "sl_add_cube"),
                             (self.clear_cubes, "sl_remove_cubes"), (self.edit_tile, "tile"),
                             (self.edit_rotation, "sl_rotation"), (self.edit_owner, "sl_owner"), (self.lay, "sl_lay"),
                             (self.remove, "sl_remove_tile")):
            control.description = tr(key, lang)
        self.seed.set_lang(lang)
        relabel_options(self.picker, self._presets())
        relabel_options(self.bot, [(tr(f"sl_bot_{b}", lang), b) for b in BOT_NAMES])
        relabel_options(self.strength, strength_options(lang))
        cost = tr("sl_strong_cost", lang, quick=STRENGTHS[0][1], full=DEFAULT_ITERATIONS)
        self.strong_cost.value = f"<small>{html.escape(cost)}</small>"
        if self._progress_words is not None:
            self.progress_line.value = self._progress_words(lang)
        relabel_options(self.edit_color, [(term("cube", c, lang), c) for c in COLORS])
        for i, key in enumerate(("sl_tab_position", "sl_tab_playouts", "sl_tab_compare")):
            self.tabs.set_title(i, tr(key, lang))
        self.edit_status.value = (f"<i>{html.escape(tr('sl_click_hex', lang))}</i>" if self.selected is None
                                  else self._editing())
        self.results.value = (analysis_html(self.analysis, lang, self._analysed) if self.analysis is not None
                              else self._waiting_words())
        if self.analysis is not None:  # the chart's words too
            self.plot.value = analysis_png(self.analysis, lang, self._analysed)
        set_map_lang(self.map, lang)
        self._update_position(redraw=False)  # the words change, the board does not
        if hasattr(self, "link"):
            self.link.set_lang(lang)

    def open_link(self, url: str) -> bool:
        """Open the position of a game link (the page's address, ``…#game=…``) for editing and analysis; a bad
        link, or a game the lab does not set up (Russian Railroads), is refused with its sentence under *Copy
        link* and the position on screen stays."""
        def show(state: Any) -> None:
            scenario = Scenario.from_state(state)  # refuses a game the lab cannot edit, before anything changes
            self.scenario, self.selected, self.analysis = scenario, None, None
            self.plot.layout.display = "none"
            self._update_position()
            self.results.value = self._waiting_words()

        return open_link(url, show, self.link)

    # -- scenario ----------------------------------------------------------------------
    def load(self, name: str) -> None:
        """Switch to a preset scenario."""
        self.scenario = preset(name)
        self.selected = None
        self.analysis = None
        self.plot.layout.display = "none"
        self._update_position()
        self.results.value = self._waiting_words()

    def _update_position(self, redraw: bool = True) -> None:
        """The position's words, problems, editor lists and comparison; the map too unless ``redraw`` is off.

        A language switch changes only words: redrawing the map then sent canvas commands that a page opened
        with ``?lang=ja`` received before its canvases existed (ipycanvas: "reading 'clearCanvas'" errors).
        """
        sc = self.scenario
        problems = sc.problems()
        lang = self.lang
        self.problems.value = (
            f"<b>{html.escape(tr('sl_sound', lang))}</b>" if not problems
            else f"<b>{html.escape(tr('sl_problems', lang))}</b><ul>"
            + "".join(f"<li>{html.escape(render(p, lang))}</li>" for p in problems) + "</ul>"
        )  # fmt: skip
        self.run_button.disabled = bool(problems)
        self.run_reason.value = self._run_reason(problems)
        if self.analysis is None:
            self.results.value = self._waiting_words()
        self.players.value = f"<p>{html.escape(position_words(sc, lang))}</p>{position_table(sc, lang)}"
        relabel_options(self.edit_tile, [(tile_name(t, lang), t) for t in RULES[sc.game].tiles.by_id])
        owners = [(tr("unowned", lang), -1)] + [(player_label(i, lang), i) for i in range(sc.players)]
        relabel_options(self.edit_owner, owners)
        if self.edit_tile.value is None:  # a fresh list shows a tile, not an empty box
            self.edit_tile.value = self.edit_tile.options[0][1]
        if self.edit_owner.value is None:
            self.edit_owner.value = 0
        if hasattr(self, "link"):
            self.link.follow()  # a link made before an edit holds the position before it
        if not problems:
            state = sc.state()
            if redraw:
                self.map.set_board(state.board)
            self._show_comparison(state)
        else:  # an unsound position has no comparison to show
            self.compare.value = f"<p>{html.escape(tr('sl_fix_first', lang))}</p>"

    def _run_reason(self, problems: list[Any]) -> str:
        """Beside a greyed "Run playouts": that the position has problems, each as the Position tab says it."""
        if not problems:
            return ""
        items = "".join(f"<li>{html.escape(render(p, self.lang))}</li>" for p in problems)
        off = tr("sl_run_off", self.lang, n=len(problems), tab=tr("sl_tab_position", self.lang))
        return (f'<span style="color:#b00">{html.escape(off)}</span>'
                f'<ul style="margin:2px 0">{items}</ul>')

    def _waiting_words(self) -> str:
        """What the results say before a run: press the button, or (button off) mend the position first."""
        key = "sl_fix_first" if self.run_button.disabled else "sl_press_run"
        return f"<i>{html.escape(tr(key, self.lang))}</i>"

    def _show_comparison(self, state: Any) -> None:
        p = state.current_player if state.current_player >= 0 else 0
        rows = compare_deliveries(state.board, p, state.seats[p].locomotive)
        lang = self.lang
        if not rows:
            self.compare.value = f"<p>{html.escape(tr('sl_no_delivery', lang, p=p))}</p>"
            return
        body = "".join(
            f"<tr{' style=background:#fff3cd' if r.differs else ''}><td>{html.escape(render(r.route, lang))}</td>"
            f"<td>{html.escape(render(r.steam, lang))}</td><td>{html.escape(render(r.age_of_steam, lang))}</td></tr>"
            for r in rows
        )
        head = "".join(f"<th>{html.escape(t)}</th>" for t in (tr("sl_route", lang), term("game", "steam", lang),
                                                                 term("game", "age_of_steam", lang)))
        self.compare.value = (
            f"<p>{html.escape(tr('sl_deliveries', lang, p=p, loco=state.seats[p].locomotive))}</p>"
            f"<table><tr>{head}</tr>{body}</table>"
        )

    # -- edit mode ----------------------------------------------------------------------------
    def _edit_at(self, h: Hex) -> None:
        self.selected = h
        self.edit_status.value = self._editing()

    def _editing(self) -> str:
        h = self.selected
        if h is None:
            return ""
        name = self.scenario.map.name_of(h)
        if name == label(h):  # a hex without a name is called by its label alone
            return html.escape(tr("sl_editing_hex", self.lang, hex=name))
        return html.escape(tr("sl_editing", self.lang, place=name, hex=label(h)))

    def _need_hex(self) -> Hex:
        if self.selected is None:
            raise ValueError(tr("sl_need_hex", self.lang))
        return self.selected

    def _add_cube(self) -> None:
        self.scenario.cubes(label(self._need_hex()), self.edit_color.value)
        self._update_position()

    def _clear_cubes(self) -> None:
        self.scenario.clear_cubes(label(self._need_hex()))
        self._update_position()

    def _lay(self) -> None:
        owner = None if self.edit_owner.value == -1 else self.edit_owner.value
        self.scenario.track(label(self._need_hex()), self.edit_tile.value, self.edit_rotation.value, owner)
        self._update_position()

    def _remove_tile(self) -> None:
        self.scenario.remove_track(label(self._need_hex()))
        self._update_position()

    # -- playouts ------------------------------------------------------------------------
    def _bot_picked(self, old: str, new: str) -> None:
        """The strong bot shows its strength and cost and proposes :data:`STRONG_PLAYOUTS` playouts;
        leaving it gives the playout count back."""
        strong = new == "strong"
        self.strength.layout.display = None if strong else "none"
        self.strong_cost.layout.display = None if strong else "none"
        if strong and old != "strong":
            self._other_playouts = self.playouts.value
            self.playouts.value = min(self.playouts.value, STRONG_PLAYOUTS)
        elif old == "strong" and not strong:
            self.playouts.value = self._other_playouts

    def _say_progress(self, done: int, total: int, started: float, finished: bool = False) -> None:
        """The progress bar and its line: how many playouts are played, and for how long."""
        s = seconds(time.monotonic() - started)
        key = "sl_progress_done" if finished else "sl_progress_line"
        self._progress_words = lambda lang: f"<i>{html.escape(tr(key, lang, done=done, total=total, s=s))}</i>"
        self.progress.value = done
        self.progress_line.value = self._progress_words(self.lang)

    def run(self, mode: str = "auto") -> bool:
        """Run the playout analysis for the player to move; ``False`` (with a message) if impossible.

        The progress line counts the playouts as they finish (the page sees each change at once);
        the Run button is off while they run, so a second click cannot queue a second run.
        """
        problems = self.scenario.problems()
        if problems:
            self.results.value = f"<b>{html.escape(tr('sl_fix_first', self.lang))}</b>"
            return False
        record = self.scenario.to_record()
        n = self.playouts.value
        candidates = len(self.scenario.state().legal_actions()[:12])
        total = candidates * n
        self.progress.max = max(1, total)
        started = time.monotonic()
        self._say_progress(0, total, started)
        self.results.value = f"<i>{html.escape(tr('sl_running', self.lang))}</i>"
        scheduler = server_scheduler()  # whoever started the server chose it; a page cannot
        strength = self.strength.value if self.bot.value == "strong" else None

        def tick(done: int, _total: int) -> None:
            self._say_progress(done, total, started)

        self.run_button.disabled = True
        try:
            a = analyse(record, playouts=n, bot=self.bot.value, seed=self.seed.value, mode=mode,
                        scheduler=scheduler, progress=tick, strength=strength)  # fmt: skip
        except ClusterError as exc:  # the server's cluster is down: say so where the results go
            reason = exc.args[0] if exc.args else str(exc)
            self.results.value = f"<span style='color:#b00'>{html.escape(render(reason, self.lang))}</span>"
            return False
        finally:
            problems = self.scenario.problems()
            self.run_button.disabled = bool(problems)
            self.run_reason.value = self._run_reason(problems)
        self._say_progress(total, total, started, finished=True)
        self._analysed = self.scenario.state()  # the position analysed, kept: the editor may change the scenario
        if not in_browser():  # no matplotlib in the browser: the table alone (the note says so)
            self.plot.value = analysis_png(a, self.lang, self._analysed)
            self.plot.layout.display = None
        self.analysis = a
        self.results.value = analysis_html(a, self.lang, self._analysed)
        return True

    def _guard(self, fn: Any) -> None:
        """Run a callback; show an error instead of raising it into the kernel."""
        try:
            fn()
        except Exception as exc:  # widget callbacks must never raise into the kernel
            reason = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)  # a Message keeps its Japanese
            self.edit_status.value = f"<span style='color:#b00'>{html.escape(render(reason, self.lang))}</span>"

