"""The scenario lab: edit a position on the map, compare the rule sets on it, and ask which
action wins more often by playouts.

The logic lives in :mod:`steamlab.scenarios`; this module only wires widgets.

>>> lab = ScenarioLabApp("last_deliveries", playouts=2)
>>> lab.problems.value
'<b>Position is sound.</b>'
>>> "turn 10" in lab.players.value and "Cincinnati" in lab.compare.value and "Player 1" in lab.players.value
True
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from steamlab.core.hexgrid import Hex, label
from steamlab.core.maps import COLORS
from steamlab.games.rails.building import RULES
from steamlab.i18n import msg, player_label, term
from steamlab.i18n.describe import describe_action
from steamlab.scenarios.analysis import Analysis, analyse
from steamlab.scenarios.builder import Scenario
from steamlab.scenarios.compare import compare_deliveries
from steamlab.scenarios.presets import PRESETS, preset
from steamlab.widgets.hexmap import HexMapWidget


def position_words(sc: Any, lang: str = "en") -> str:
    """A scenario's position in words, not its repr: ``"Steam (standard), 3 players, Rust Belt: turn 10, Move goods"``."""
    rules = msg("ui.position_rules", rules=sc.rules) if sc.rules else ""
    return msg("ui.position", game=sc.game, rules=rules, n=sc.players, map=sc.map.title, turn=sc.pos["turn"],
               phase=sc.pos["phase"]).render(lang)


def analysis_html(a: Analysis) -> str:
    """The analysis as an HTML table (best first), with intervals."""
    rows = []
    for r in a.results:
        lo, hi = r.win_interval()
        slo, shi = r.score_interval()
        rows.append(
            f"<tr><td>{html.escape(describe_action(None, r.action))}</td><td>{r.playouts}</td>"
            f"<td>{r.win_rate:.0%} <small>[{lo:.0%}-{hi:.0%}]</small></td>"
            f"<td>{r.mean_score:.2f} <small>[{slo:.1f}, {shi:.1f}]</small></td></tr>"
        )
    head = "<tr><th>action</th><th>playouts</th><th>win rate (95%)</th><th>mean score (95%)</th></tr>"
    note = f"<p>{player_label(a.player)}, {a.bot} bots, seed {a.seed}.</p>"
    return note + f"<table class='steamlab-analysis'>{head}{''.join(rows)}</table>"


def analysis_png(a: Analysis) -> bytes:
    """The analysis chart as PNG bytes (drawn off-screen, so it shows in Voila and in tests alike)."""
    import io

    import matplotlib.pyplot as plt

    fig = a.plot()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90)
    plt.close(fig)
    return buf.getvalue()


class ScenarioLabApp(widgets.VBox):  # type: ignore[misc]
    """Position (with an edit mode), rule-set comparison and playout analysis in one dashboard."""

    def __init__(self, scenario: str = "engineer", playouts: int = 10, size: float = 26.0) -> None:
        self.scenario: Scenario = preset(scenario)
        self.picker = widgets.Dropdown(options=[(t, k) for k, (t, _) in PRESETS.items()], value=scenario,
                                       description="Scenario")  # fmt: skip
        self.bot = widgets.Dropdown(options=["random", "greedy"], value="random", description="Bots")
        self.playouts = widgets.IntSlider(value=playouts, min=2, max=200, description="Playouts")
        self.seed = widgets.IntText(value=1, description="Seed")
        self.scheduler = widgets.Text(value="", placeholder="tcp://host:8786 (optional)", description="Dask")
        self.run_button = widgets.Button(description="Run playouts", button_style="primary")
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description="Progress")
        self.results = widgets.HTML("<i>Press “Run playouts”.</i>")
        self.plot = widgets.Image(format="png", layout=widgets.Layout(display="none", max_width="720px"))
        self.problems = widgets.HTML()
        self.players = widgets.HTML()
        self.compare = widgets.HTML()
        self.map = HexMapWidget(self.scenario.state().board, size=size, panel_width="460px", reserve=130)
        self.map.inspect = True
        self.map.on_hex_click(self._edit_at)
        self.selected: Hex | None = None
        # edit mode
        self.edit_color = widgets.Dropdown(options=list(COLORS), value="red", description="Cube")
        self.add_cube = widgets.Button(description="Add cube")
        self.clear_cubes = widgets.Button(description="Remove cubes")
        self.edit_tile = widgets.Dropdown(options=[], description="Tile")
        self.edit_rotation = widgets.IntSlider(value=0, min=0, max=5, description="Rotation")
        self.edit_owner = widgets.Dropdown(options=[], description="Owner")
        self.lay = widgets.Button(description="Lay tile")
        self.remove = widgets.Button(description="Remove tile")
        self.edit_status = widgets.HTML("<i>Click a hex to edit it.</i>")
        self.add_cube.on_click(lambda _b: self._guard(self._add_cube))
        self.clear_cubes.on_click(lambda _b: self._guard(self._clear_cubes))
        self.lay.on_click(lambda _b: self._guard(self._lay))
        self.remove.on_click(lambda _b: self._guard(self._remove_tile))
        self.run_button.on_click(lambda _b: self._guard(self.run))
        self.picker.observe(lambda ch: self._guard(lambda: self.load(ch["new"])), names="value")
        for w in (self.edit_color, self.edit_tile, self.edit_owner, self.edit_rotation):
            w.layout.width = "220px"
        for b in (self.add_cube, self.clear_cubes, self.lay, self.remove):  # never cut to "Remove cu..."
            b.layout.width = "auto"
        wrap = widgets.Layout(flex_flow="row wrap")
        edit = widgets.VBox([
            self.edit_status,
            widgets.HBox([self.edit_color, self.add_cube, self.clear_cubes], layout=wrap),
            widgets.HBox([self.edit_tile, self.edit_rotation], layout=wrap),
            widgets.HBox([self.edit_owner, self.lay, self.remove], layout=wrap),
        ])  # fmt: skip
        # the editor beside the map, above the hex's description (see .layout)
        self.map.place(side_top=[self.players, self.problems, edit])
        position = self.map
        analysis = widgets.VBox([
            widgets.HBox([self.bot, self.playouts, self.seed]),
            widgets.HBox([self.scheduler, self.run_button]),
            self.progress, self.results, self.plot,
        ])  # fmt: skip
        tabs = widgets.Tab(children=[position, analysis, self.compare])
        for i, title in enumerate(["Position (edit)", "Playouts", "Compare rule sets"]):
            tabs.set_title(i, title)
        super().__init__([self.picker, tabs])
        self.add_class("steamlab-scenario-lab")
        self._update_position()

    # -- scenario ----------------------------------------------------------------------
    def load(self, name: str) -> None:
        """Switch to a preset scenario."""
        self.scenario = preset(name)
        self.selected = None
        self.results.value = "<i>Press “Run playouts”.</i>"
        self.plot.layout.display = "none"
        self._update_position()

    def _update_position(self) -> None:
        sc = self.scenario
        problems = sc.problems()
        self.problems.value = (
            "<b>Position is sound.</b>" if not problems
            else "<b>Problems:</b><ul>" + "".join(f"<li>{html.escape(p)}</li>" for p in problems) + "</ul>"
        )  # fmt: skip
        self.run_button.disabled = bool(problems)
        rows = "".join(
            f"<tr><td>{player_label(i)}</td><td>${p['cash']}</td><td>{p['income']}</td><td>{p['vp']}</td>"
            f"<td>{p['locomotive']}</td>"
            f"<td>{html.escape(term('action_tile', p['action']) if p.get('action') else '-')}</td></tr>"
            for i, p in enumerate(sc.pos["players"])
        )
        self.players.value = (
            f"<p>{html.escape(position_words(sc))}</p><table><tr><th></th><th>cash</th><th>income</th><th>VP</th>"
            f"<th>loco</th><th>action</th></tr>{rows}</table>"
        )
        self.edit_tile.options = list(RULES[sc.game].tiles.by_id)
        self.edit_owner.options = [("unowned", -1)] + [(player_label(i), i) for i in range(sc.players)]
        if not problems:
            state = sc.state()
            self.map.set_board(state.board)
            self._show_comparison(state)

    def _show_comparison(self, state: Any) -> None:
        p = state.current_player if state.current_player >= 0 else 0
        rows = compare_deliveries(state.board, p, state.seats[p].locomotive)
        if not rows:
            self.compare.value = f"<p>No delivery is legal for {player_label(p)} under either rule set here.</p>"
            return
        body = "".join(
            f"<tr{' style=background:#fff3cd' if r.differs else ''}><td>{html.escape(r.route)}</td>"
            f"<td>{html.escape(r.steam)}</td><td>{html.escape(r.age_of_steam)}</td></tr>"
            for r in rows
        )
        self.compare.value = (
            f"<p>Deliveries for {player_label(p)} (locomotive {state.seats[p].locomotive}); highlighted rows differ.</p>"
            f"<table><tr><th>route</th><th>Steam</th><th>Age of Steam</th></tr>{body}</table>"
        )

    # -- edit mode ----------------------------------------------------------------------------
    def _edit_at(self, h: Hex) -> None:
        self.selected = h
        self.edit_status.value = f"Editing <b>{html.escape(self.scenario.map.name_of(h))}</b> ({label(h)})."

    def _need_hex(self) -> Hex:
        if self.selected is None:
            raise ValueError("Click a hex on the map first.")
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
    def run(self, mode: str = "auto") -> bool:
        """Run the playout analysis for the player to move; ``False`` (with a message) if impossible."""
        problems = self.scenario.problems()
        if problems:
            self.results.value = "<b>Fix the position first.</b>"
            return False
        record = self.scenario.to_record()
        n = self.playouts.value
        candidates = len(self.scenario.state().legal_actions()[:12])
        self.progress.max, self.progress.value = max(1, candidates * n), 0
        self.results.value = "<i>Running…</i>"
        scheduler = self.scheduler.value.strip() or None

        def tick(done: int, _total: int) -> None:
            self.progress.value = done

        a = analyse(record, playouts=n, bot=self.bot.value, seed=self.seed.value, mode=mode, scheduler=scheduler,
                    progress=tick)  # fmt: skip
        self.plot.value = analysis_png(a)
        self.plot.layout.display = None
        self.results.value = analysis_html(a)
        return True

    def _guard(self, fn: Any) -> None:
        """Run a callback; show an error instead of raising it into the kernel."""
        try:
            fn()
        except Exception as exc:  # widget callbacks must never raise into the kernel
            self.edit_status.value = f"<span style='color:#b00'>{html.escape(str(exc))}</span>"
