"""The game review on a page (issue 41): *Review*, the chart, the turning points and *Try again from here*.

A :class:`ReviewPanel` sits in a :class:`~steamlab.widgets.game.GameWidget`'s working column (its ``extras``
slot): the hot seat and the guided game show it once the game is over, the replay viewer for any record. *Review*
runs :func:`steamlab.bots.review.review_steps` for the chosen seat in the kernel and shows each step as it comes
(the kernel sends the widgets' changes in the middle of the callback, as the hot seat's "Computer is thinking"
box): a progress bar, the chart of every seat's projected lead (:mod:`steamlab.render.chart`, an SVG picture)
first, then the turning points, the costliest first, each a button that shows the board at that moment
(:meth:`GameWidget.view_step`). *Try again from here* offers the legal moves of that position (the computer's and
the one played first, each in the log's words) and judges the one picked against the computer's alike
(:func:`steamlab.bots.review.loss_against`, as the review judged the move played). One sentence says where the engine may
be wrong. English and Japanese.

>>> from steamlab.widgets.game import GameWidget
>>> from steamlab.widgets.tutorial import short_game
>>> from steamlab.games.rails.actions import IssueShares
>>> g = short_game("age_of_steam", turns=1, seed=3)
>>> g.apply(IssueShares(13))
>>> w = GameWidget(g)
>>> for p in (0, 2, 1):
...     w.set_seat(p, True, strength=8)
>>> panel = ReviewPanel(w, strength=8)
>>> panel.run(1)
True
>>> first = panel.review.turning_points[0]
>>> first.index, first.label
(1, 'blunder')
>>> panel.show_move(1), w.viewing
(True, 1)
>>> panel.try_move(panel.review.moves[0].best), "own move here" in panel.verdict.value
(True, True)
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from steamlab.bots.review import Move, Review, label_of, loss_against, review_steps
from steamlab.bots.search import DEFAULT_ITERATIONS
from steamlab.core.errors import SteamlabError
from steamlab.engine.state import Action, GameState
from steamlab.i18n import msg
from steamlab.render.chart import lead_chart_svg
from steamlab.widgets.i18n import say, tr
from steamlab.widgets.panels import player_name

e = html.escape

TRY_LIMIT = 400
"""The most moves *Try again from here* lists (a build turn can have more: the computer's move and the one played
come first, and the page says how many more there are)."""

__all__ = ["TRY_LIMIT", "ReviewPanel"]


def _label(name: str, lang: str) -> str:
    return msg(f"review.label.{name}").render(lang)


class ReviewPanel(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """The review of ``game``'s game (see the module docstring).

    ``at_end``: offer *Review* only once the game is over (the hot seat, the guided game); else for any game
    shown (the replay viewer). ``strength``: positions a move the computer judges (``None``: the Hint's default).
    ``seat``: the seat chosen first (else the first seat a person plays, else seat 1).
    """

    children: Any

    def __init__(self, game: Any, *, at_end: bool = True, strength: int | None = None, seat: int | None = None) -> None:
        self.game = game
        self.at_end = at_end
        self.strength = DEFAULT_ITERATIONS if strength is None else strength
        self.first_seat = seat
        self.review: Review | None = None
        """The review shown (complete or as far as it has come)."""
        self.reviewed_for: tuple[int, int] | None = None
        """Which game the review is of: the game widget's generation and the length of its history then."""
        self.running = False
        self._was_offered = False
        self.selected: Move | None = None
        """The turning point whose position is shown (and tried again)."""
        self._try_actions: list[Action] = []
        self._verdict: Callable[[str], str] | None = None
        self.button = widgets.Button(icon="search", button_style="info", layout=widgets.Layout(width="auto"))
        self.button.add_class("steamlab-review-button")
        self.button.on_click(lambda _b: self.run())
        self.seat_pick = widgets.Dropdown(layout=widgets.Layout(width="auto"))
        self.seat_pick.add_class("steamlab-review-seat")
        self.progress = widgets.IntProgress(value=0, min=0, max=1, layout=widgets.Layout(display="none", width="98%"))
        self.progress.add_class("steamlab-review-progress")
        self.status = widgets.HTML()
        self.status.add_class("steamlab-review-status")
        self.chart = widgets.HTML()
        self.chart.add_class("steamlab-review-chart")
        self.caveat = widgets.HTML()
        self.caveat.add_class("steamlab-review-caveat")
        self.points_head = widgets.HTML()
        self.points = widgets.VBox()
        self.points.add_class("steamlab-review-points")
        self.try_head = widgets.HTML()
        self.try_pick = widgets.Dropdown(layout=widgets.Layout(width="100%"))
        self.try_pick.add_class("steamlab-review-try-pick")
        self.try_button = widgets.Button(button_style="primary", layout=widgets.Layout(width="auto"))
        self.try_button.add_class("steamlab-review-try-go")
        self.try_button.on_click(lambda _b: self.try_move())
        self.verdict = widgets.HTML()
        self.verdict.add_class("steamlab-review-verdict")
        self.try_box = widgets.VBox([self.try_head, self.try_pick, self.try_button, self.verdict],
                                    layout=widgets.Layout(display="none", border="1px solid #ccc", padding="4px",
                                                          align_items="flex-start"))
        self.try_box.add_class("steamlab-review-try")
        self.results = widgets.VBox([self.chart, self.caveat, self.points_head, self.points, self.try_box],
                                    layout=widgets.Layout(display="none"))
        top = widgets.HBox([self.button, self.seat_pick], layout=widgets.Layout(align_items="center",
                                                                                 flex_flow="row wrap"))
        super().__init__([top, self.progress, self.status, self.results], layout=widgets.Layout(width="100%"))
        self.add_class("steamlab-review")
        game.switch.observe(lambda c: self.set_lang(c["new"]), names="value")
        game.on_refresh.append(self.refresh)
        self.set_lang(game.lang)
        self.refresh()

    # -- which game ------------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return str(self.game.lang)

    def _names(self) -> Any:
        return self.game.names

    def _token(self) -> tuple[int, int]:
        return (self.game._generation, len(self.game.state.history))

    def offered(self) -> bool:
        """Whether *Review* is offered now: any game (the replay viewer) or a finished one."""
        return not self.at_end or bool(self.game.state.is_terminal())

    def refresh(self) -> None:
        """Follow the game shown: *Review* offered or not, and a review of another game (undo, a new game) gone.
        Called after every change the game widget shows (cheap: a look at the game's length)."""
        offered = self.offered()
        if offered and not self._was_offered and self.review is None and self.seat_pick.options:
            self.seat_pick.value = self._default_seat()  # the game just ended: the person's seat first
        self._was_offered = offered
        self.layout.display = None if offered or self.running else "none"
        self.button.disabled = self.running or not offered
        seats = self.game.state.num_players
        if len(self.seat_pick.options) != seats:
            self._seat_options()
        if self.review is not None and not self.running and self.reviewed_for != self._token():
            self.clear()

    def clear(self) -> None:
        """Forget the review shown."""
        self.review, self.reviewed_for, self.selected = None, None, None
        self.results.layout.display = "none"
        self.progress.layout.display = "none"
        self.status.value = ""
        self.points.children = []
        self.try_box.layout.display = "none"
        self._verdict = None
        self.verdict.value = ""

    def _default_seat(self) -> int:
        n = self.game.state.num_players
        if self.first_seat is not None and 0 <= self.first_seat < n:
            return self.first_seat
        people = [p for p in range(n) if p not in self.game.computer]
        return people[0] if people else 0

    def _seat_options(self) -> None:
        n = self.game.state.num_players
        value = self.seat_pick.value if isinstance(self.seat_pick.value, int) and self.seat_pick.value < n else None
        self.seat_pick.options = [(player_name(self._names(), p, self.lang), p) for p in range(n)]
        self.seat_pick.value = self._default_seat() if value is None else value

    # -- the review ------------------------------------------------------------------------------
    def run(self, seat: int | None = None) -> bool:
        """Review ``seat`` (the chosen one by default), showing each step as it comes; ``False`` (with the reason)
        when it cannot run: a review already running, nothing offered, a bad seat, a record that does not replay."""
        if self.running:
            self.status.value = f"<i>{e(tr('review_busy', self.lang))}</i>"
            return False
        if not self.offered():
            return False
        if seat is not None:
            if seat not in [v for _, v in self.seat_pick.options]:
                return False
            self.seat_pick.value = seat
        seat = int(self.seat_pick.value)
        self.clear()
        self.running = True
        self.button.disabled = True
        self.seat_pick.disabled = True
        token = self._token()
        self.progress.layout.display = None
        try:
            for review, done, total in review_steps(self.game.state, seat, strength=self.strength):
                first = self.review is None
                self.review = review
                self.progress.max = max(total, 1)
                self.progress.value = done
                self.status.value = self._status_html(done, total)
                if first:
                    self.results.layout.display = None
                    self._chart()
                    self._points()
                elif review.moves and review.moves[-1].label in ("inaccuracy", "mistake", "blunder"):
                    self._chart()  # a new turning point: its mark on the chart and its line in the list
                    self._points()
            self.reviewed_for = token
        except SteamlabError as exc:
            reason = exc.args[0] if exc.args else str(exc)
            self.status.value = f'<span style="color:#b00">{e(say(reason, self.lang, self._names()))}</span>'
            self.review = None
            return False
        finally:
            self.running = False
            self.seat_pick.disabled = False
            self.progress.layout.display = "none"
            self.refresh()
        self._chart()
        self._points()
        return True

    def _status_html(self, done: int | None = None, total: int | None = None) -> str:
        r = self.review
        if r is None:
            return ""
        lang, names = self.lang, self._names()
        if self.running and done is not None and total is not None and done < total:
            return f"<i>{e(say(msg('ui.review_running', player=r.seat, done=done, total=total), lang, names))}</i>"
        counts = " · ".join(tr("review_counts", lang, label=_label(k, lang), n=n) for k, n in r.counts().items())
        said = say(msg("ui.review_done", player=r.seat, total=len(r.moves), positions=r.strength), lang, names)
        return f"<b>{e(said)}</b><br><small>{e(counts)}</small>"

    def _chart(self) -> None:
        r = self.review
        if r is None:
            return
        lang, names = self.lang, self._names()
        n = self.game.state.num_players
        marks = [(m.index, k) for k, m in enumerate(r.turning_points, start=1)]
        svg = lead_chart_svg(r.leads, seat=r.seat, names=[player_name(names, p, lang) for p in range(n)], marks=marks,
                             title=tr("review_chart_title", lang), x_title=tr("review_chart_x", lang),
                             y_title=tr("review_chart_y", lang))
        svg = svg.replace("<svg ", '<svg style="max-width:100%;height:auto" ', 1)
        self.chart.value = (f'<div><b>{e(tr("review_chart_title", lang))}</b></div>{svg}'
                            f'<div style="font-size:85%;color:#555">{e(tr("review_chart_about", lang))}</div>')

    def _points(self) -> None:
        r = self.review
        if r is None:
            return
        lang, names = self.lang, self._names()
        self.caveat.value = (f'<div style="font-size:85%;color:#8a5a00;margin:4px 0">'
                             f'{e(tr("review_caveat", lang))}</div>')
        points = r.turning_points
        if not points:
            self.points_head.value = ("" if self.running else
                                      f"<i>{e(tr('review_no_points', lang, n=2))}</i>")
            self.points.children = []
            return
        self.points_head.value = f"<b>{e(tr('review_points', lang))}</b>"
        rows = []
        for k, m in enumerate(points, start=1):
            words = tr("review_point", lang, number=k, index=m.index, label=_label(m.label, lang), loss=f"{m.loss:.1f}")
            button = widgets.Button(description=words, tooltip=words, layout=widgets.Layout(width="auto"))
            button.add_class("steamlab-review-point")
            button.add_class(f"steamlab-review-{m.label}")
            button.on_click(lambda _b, m=m: self.show_move(m))
            sure = f' <small style="color:#555">({e(tr("review_confirmed", lang))})</small>' if m.confirmed else ""
            reason = widgets.HTML(f'<div style="font-size:85%;margin:0 0 4px 8px">{e(m.reason(lang, names))}{sure}'
                                  "</div>")
            rows.append(widgets.VBox([button, reason], layout=widgets.Layout(align_items="flex-start")))
        self.points.children = rows

    # -- a turning point on the board, and trying again ------------------------------------------
    def _move(self, which: object) -> Move | None:
        r = self.review
        if r is None:
            return None
        if isinstance(which, Move):
            return which if which in r.moves else None
        if isinstance(which, int) and not isinstance(which, bool):
            return next((m for m in r.moves if m.index == which), None)
        return None

    def _before(self, m: Move) -> GameState | None:
        """The position ``m`` was played in (the game's replay), or ``None`` if the game changed since."""
        if self.reviewed_for != self._token():
            return None
        states = self.game.states()
        return states[m.index] if 0 <= m.index < len(states) else None

    def _before_or_say(self, m: Move, where: widgets.HTML) -> GameState | None:
        """:meth:`_before`, having said in ``where`` that the game changed since the review when it did."""
        before = self._before(m)
        if before is None:
            where.value = f"<i>{e(tr('review_try_stale', self.lang))}</i>"
        return before

    def show_move(self, which: object) -> bool:
        """Show the board just before a reviewed move (a turning point, or its action index) and offer
        *Try again from here*; ``False`` if it is not a move of the review or the game changed since."""
        m = self._move(which)
        before = None if m is None else self._before_or_say(m, self.status)
        if m is None or before is None:
            return False
        if not self.game.view_step(m.index):
            return False
        self.selected = m
        self._verdict = None
        self.verdict.value = ""
        self._offer_moves(before, m)
        self.try_box.layout.display = None
        return True

    def _offer_moves(self, before: GameState, m: Move) -> None:
        from steamlab.widgets.game_text import describe_action

        legal = before.legal_actions()
        first = [m.best] + ([m.played] if m.played != m.best else [])
        rest = [a for a in legal if a not in first]
        self._try_actions = first + rest[:max(0, TRY_LIMIT - len(first))]
        lang, names = self.lang, self._names()
        # a delivery named by its route (the game's view knows whether its family has deliveries)
        deliveries = self.game.view.deliveries(before) if getattr(before, "phase", None) == "move" else None
        marks = {m.best: "★ ", m.played: "● "}
        options = [(marks.get(a, "") + describe_action(before, a, names, lang, deliveries), i)
                   for i, a in enumerate(self._try_actions)]
        self.try_pick.options = options
        self.try_pick.value = 1 if len(options) > 1 else 0  # the move played: change it and compare
        more = len(legal) - len(self._try_actions)
        shown = say(msg("ui.review_showing", index=m.index, played=m.what_played), lang, names)
        head = (f"<b>{e(tr('review_try', lang))}</b><br><small>{e(shown)}</small>"
                f"<br><small>{e(tr('review_try_order', lang))}</small>")
        if more > 0:
            head += f"<br><small>{e(tr('review_try_more', lang, n=more))}</small>"
        self.try_head.value = head

    def try_move(self, action: object = None) -> bool:
        """Judge ``action`` (else the move picked in the list) in the position shown against the computer's move,
        alike (:func:`steamlab.bots.review.loss_against`), and say how it compares; ``False`` if there is nothing to try
        or it is not a legal move there."""
        m = self.selected
        before = None if m is None else self._before_or_say(m, self.verdict)
        if m is None or before is None:
            return False
        if action is None:
            i = self.try_pick.value
            action = self._try_actions[i] if isinstance(i, int) and 0 <= i < len(self._try_actions) else None
        if not isinstance(action, Action) or before.why_illegal(action) is not None:
            return False
        from steamlab.bots.hints import what_it_does

        what = what_it_does(before, action)
        if action == m.best:
            said = msg("ui.review_try_best", move=what)
        else:
            loss, _ = loss_against(before, m.best, action, self.strength)
            said = msg("ui.review_try_even" if loss <= 0.0 else "ui.review_try_worse", move=what,
                       label=msg(f"review.label.{label_of(loss)}"), best=m.what_best, n=f"{loss:.1f}")

        def verdict(lang: str) -> str:
            in_game = tr("review_try_game", lang, label=_label(m.label, lang), n=f"{m.loss:.1f}")
            return f"<b>{e(say(said, lang, self._names()))}</b><br><small>{e(in_game)}</small>"

        self._verdict = verdict
        self.verdict.value = self._verdict(self.lang)
        return True

    # -- language ------------------------------------------------------------------------------------
    def set_lang(self, lang: str) -> None:
        """Every word of the panel in ``lang`` (the game widget's switch calls this)."""
        self.button.description = tr("review", lang)
        self.button.tooltip = tr("review_intro", lang, positions=self.strength)
        self.seat_pick.description = tr("review_seat", lang)
        self.seat_pick.tooltip = tr("review_seat_tip", lang)
        self.try_button.description = tr("review_try_go", lang)
        if self.seat_pick.options:
            self._seat_options()
        if self.review is not None:
            self.status.value = self._status_html()
            self._chart()
            self._points()
            if self.selected is not None and self.try_box.layout.display is None:
                before = self._before(self.selected)
                if before is not None:
                    value = self.try_pick.value
                    self._offer_moves(before, self.selected)
                    self.try_pick.value = value
            if self._verdict is not None:
                self.verdict.value = self._verdict(lang)
