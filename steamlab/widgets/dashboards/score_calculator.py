"""The score calculator (``notebooks/dashboards/score_calculator.ipynb``): Steam (base, standard) and Age of
Steam end scores side by side from editable inputs, with the working; a tab for Russian Railroads."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

import steamlab
from steamlab.core.hexgrid import Hex
from steamlab.engine.state import Score, ranking
from steamlab.games.rails.links import Link, Node
from steamlab.i18n import msg, player_label, term
from steamlab.widgets.dashboards.choices import game_choice_label
from steamlab.widgets.fields import WholeNumberField, read_whole
from steamlab.widgets.i18n import say, tr
from steamlab.widgets.language import DashboardHeader
from steamlab.widgets.layout import page_style
from steamlab.widgets.panels import player_name

e = html.escape


def _fake_links(player: int, lengths: Sequence[int]) -> list[Link]:
    """Complete links of the given lengths (track tiles), for scoring from typed-in numbers."""
    out = []
    for i, n in enumerate(lengths):
        pieces = tuple((Hex(i * 20 + k, 0), (0, 3)) for k in range(max(1, n)))
        out.append(Link(Node("city", Hex(i * 20 - 1, 0)), Node("city", Hex(i * 20 + n, 0)), pieces, None, player))
    return out


def end_scores(game: str, rules: str | None, seats: Sequence[dict[str, Any]]) -> list[Score]:
    """End scores by the engine's own formula from typed-in numbers.

    Each seat: ``income``, ``vp``, ``shares`` (Age of Steam), ``links`` (track
    tiles of each complete link, e.g. ``[3, 2]``), ``action`` (last action tile,
    Steam's tie-break). A game state is made and its seats set; the links are
    stand-ins with those lengths.

    >>> seats = [{"income": 7, "vp": 12, "shares": 4, "links": [3, 2, 2]}, {"income": -2, "vp": 9, "links": [1]}]
    >>> [s.total for s in end_scores("steam", "standard", seats)]
    [18, 6]
    >>> [s.total for s in end_scores("age_of_steam", None, seats)]
    [16, -5]
    """
    n = max(3, len(seats))
    state: Any = steamlab.new_game(game, players=n, rules=rules, seed=0)
    out = []
    for p, seat in enumerate(seats):
        s = state.seats[p]
        s.income = int(seat.get("income", 0))
        s.vp = int(seat.get("vp", 0))
        s.shares = int(seat.get("shares", 0))
        s.action = seat.get("action") or None
        out.append(state.score_of(p, _fake_links(p, [int(x) for x in seat.get("links", [])])))
    return out


def scores_html(scores: Sequence[Score], names: Sequence[str] | None = None, lang: str = "en") -> str:
    """A score table: one column per player, the working (in ``lang``), the total, the winner marked."""
    order = ranking(scores)
    top = scores[order[0]] if scores else None
    cols = []
    for sc in scores:
        win = top is not None and sc.place_key == top.place_key
        items = "".join(f"<tr><td>{e(say(i.label, lang))}</td><td align=right>{i.points:+d}</td></tr>" for i in sc.items)
        cols.append(
            f'<td style="vertical-align:top;padding:2px 8px{";background:#fff3b0" if win else ""}">'
            f"<b>{e(player_name(names, sc.player, lang))}</b>{' ★' if win else ''}"
            f'<table style="font-size:90%">{items}<tr><td><b>{e(say(msg("word.total"), lang))}</b></td>'
            f'<td align=right><b class="steamlab-total">{sc.total}</b></td></tr></table></td>'
        )
    return f'<table class="steamlab-scoretable"><tr>{"".join(cols)}</tr></table>'


class LinksInputError(steamlab.SteamlabError, ValueError):
    """A "tiles per complete link" entry that is not a list of whole numbers from 1 to 99."""


def parse_lengths(text: str, field: object = None) -> list[int]:
    """``"3, 2 4"`` -> ``[3, 2, 4]`` (commas or spaces between); anything else is refused, naming the field.

    >>> parse_lengths("3, 2 4"), parse_lengths("")
    ([3, 2, 4], [])
    >>> try:
    ...     parse_lengths("3, x, 2")
    ... except LinksInputError as refused:
    ...     print(refused)
    tiles per complete link: 'x' is not a whole number from 1 to 99
    """
    out = []
    for token in re.split(r"[\s,;]+", (text or "").strip()):
        if not token:
            continue
        if not token.isdigit() or not 1 <= int(token) <= 99:
            raise LinksInputError(msg("ui.sc_bad_lengths", field=field or msg("ui.sc_field_links"), token=token))
        out.append(int(token))
    return out


class ScoreCalculatorApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Steam base, Steam standard and Age of Steam end scores from the same inputs, side by side.

    The *Russian Railroads* tab (:attr:`rr_box`) holds the board & round-score
    calculator (:class:`~steamlab.widgets.rr_board.RRBoardDashboard`).
    """

    GAMES = (("Steam — base", "steam", "base"), ("Steam — standard", "steam", "standard"),
             ("Age of Steam", "age_of_steam", None))
    """(English title, game, rules) of each score column; :func:`game_choice_label` names them in a language."""

    DEFAULT = ({"income": 7, "vp": 12, "shares": 4, "links": "3, 2, 2"},
               {"income": 10, "vp": 6, "shares": 6, "links": "4, 3, 2, 1"},
               {"income": -2, "vp": 15, "shares": 2, "links": "2"})

    HEADINGS = ("player", "income", "sc_vp_track", "sc_shares", "sc_links")

    def __init__(self, players: int = 3, lang: str = "en") -> None:
        self.lang = lang
        self.header = DashboardHeader("score_calculator", lang)
        self.rows: list[dict[str, Any]] = []
        self.shown: dict[str, list[Score]] = {}
        """The scores shown (the last inputs that made sense)."""
        self.headings = [widgets.HTML() for _ in self.HEADINGS]
        self.seat_labels: list[widgets.HTML] = []
        self.players = WholeNumberField(players, 2, 6, tr("players", lang), lang)
        self.players.add_class("steamlab-score-players")
        # headings on one line: "Shares (AoS)" and "勝利点トラック" broke in 90 px ("勝利点トラッ / ク"); the shares
        # column names the game in full ("株式 (エイジ・オブ・スチーム)": no abbreviation on a Japanese page)
        self.inputs = widgets.GridBox([], layout=widgets.Layout(grid_template_columns="90px 90px 115px 205px 200px"))
        self.error = widgets.HTML()
        self.error.add_class("steamlab-score-error")
        self.outputs = [widgets.HTML() for _ in self.GAMES]
        for o in self.outputs:
            o.add_class("steamlab-score-output")
        self.titles = [widgets.HTML() for _ in self.GAMES]
        columns = widgets.HBox([widgets.VBox([title, out]) for title, out in zip(self.titles, self.outputs, strict=True)],
                               layout=widgets.Layout(flex_flow="row wrap"))
        self.intro = widgets.HTML()
        self.set_players(players)
        self.players.observe(lambda c: self.set_players(c["new"]), names="value")
        # the player count beside the sentence: a line of its own pushed the last scores below the screen
        top = widgets.HBox([self.intro, self.players], layout=widgets.Layout(flex_flow="row wrap", align_items="center",
                                                                            justify_content="space-between"))
        rail = widgets.VBox([top, self.inputs, self.error, columns])
        from steamlab.widgets.rr_board import RRBoardDashboard

        # the Russian Railroads tab: a player board described by controls, drawn and scored with its working
        self.rr = RRBoardDashboard(lang=lang, header=False)
        self.rr_box = widgets.VBox([self.rr])
        self.rr_box.add_class("steamlab-rr-score")
        self.tabs = widgets.Tab([rail, self.rr_box])
        super().__init__([self.header, self.tabs, page_style()])
        self.add_class("steamlab-score-calculator")
        self.set_lang(lang)
        self.header.on_lang(self.set_lang)

    def set_players(self, players: int) -> None:
        """Show ``players`` rows of inputs (2 to 6; was: always three, a four-player game could not be scored):
        rows kept keep their numbers, a new row starts from an example.

        >>> calc = ScoreCalculatorApp(players=3)
        >>> calc.players.value = 5
        >>> len(calc.rows), [s.player for s in calc.shown["Age of Steam"]]
        (5, [0, 1, 2, 3, 4])
        """
        players = min(max(int(players), self.players.min), self.players.max)
        while len(self.rows) > players:
            self.rows.pop()
            self.seat_labels.pop()
        while len(self.rows) < players:
            d = self.DEFAULT[len(self.rows) % len(self.DEFAULT)]
            # text boxes read here: a number box of the browser turned "1e9" into 19 and -999 into -10 unseen,
            # and scored each keystroke ("2" while "2.5" was being typed)
            row = {key: widgets.Text(value=str(d[key]), continuous_update=False,
                                     layout=widgets.Layout(width="180px" if key == "links" else "80px"))
                   for key in ("income", "vp", "shares", "links")}
            for w in row.values():
                w.observe(lambda _c: self.recompute(), names="value")
                w.add_class("steamlab-score-input")
            self.seat_labels.append(widgets.HTML(e(player_label(len(self.rows), self.lang))))
            self.rows.append(row)
        if self.players.value != players:
            self.players.value = players
        self.inputs.children = [*self.headings, *(w for label, row in zip(self.seat_labels, self.rows, strict=True)
                                                  for w in (label, row["income"], row["vp"], row["shares"], row["links"]))]
        self.recompute()

    def set_lang(self, lang: str) -> None:
        """Every word of the calculator (both tabs) in ``lang``; the scores are worked again."""
        self.lang = lang
        self.players.description = tr("players", lang)
        self.players.set_lang(lang)
        for w, key in zip(self.headings, self.HEADINGS, strict=True):
            w.value = f"<b>{e(tr(key, lang))}</b>"
        for p, w in enumerate(self.seat_labels):
            w.value = e(player_label(p, lang))
        for w, (_, game, rules) in zip(self.titles, self.GAMES, strict=True):
            choice = f"{game}/{rules or ''}"
            w.value = f"<h4>{e(game_choice_label(choice, lang))}</h4>"
        self.intro.value = e(tr("sc_intro", lang))
        self.tabs.set_title(0, tr("sc_rail_tab", lang))
        self.tabs.set_title(1, term("game", "russian_railroads", lang))
        self.rr.set_lang(lang)
        self.recompute()

    NUMBERS = {"income": ("income", -10, 30), "vp": ("sc_vp_track", -50, 200), "shares": ("sc_shares", 0, 15)}
    """Each number input: its heading's label and the whole numbers it takes (the income track, VP, shares)."""

    def seats(self) -> list[dict[str, Any]]:
        """Every player's inputs; :class:`LinksInputError` (naming the player and the input) for one that is not
        a whole number in its range or a bad list of links."""
        seats = []
        for p, r in enumerate(self.rows):
            seat: dict[str, Any] = {}
            for key, (label, low, high) in self.NUMBERS.items():
                got = read_whole(r[key].value, low, high)
                if not isinstance(got, int):
                    field = msg("ui.sc_field_player", p=p, what=msg(f"ui.{label}"))
                    raise LinksInputError(msg("ui.sc_bad_number", field=field, problem=got))
                seat[key] = got
            seat["links"] = parse_lengths(r["links"].value, msg("ui.sc_field_player_links", p=p))
            seats.append(seat)
        return seats

    def scores(self) -> dict[str, list[Score]]:
        """Every game's scores for the current inputs, by title."""
        seats = self.seats()
        return {title: end_scores(game, rules, seats) for title, game, rules in self.GAMES}

    def recompute(self) -> None:
        """Score the inputs again; a bad entry is named in :attr:`error` and the scores shown stay as they were."""
        try:
            self.shown = self.scores()
            self.error.value = ""
        except LinksInputError as exc:
            # the scores kept are not those of what is typed: said, and greyed
            self.error.value = (f'<span style="color:#b00">{e(say(exc.args[0], self.lang))}</span> '
                                f'{e(tr("sc_not_scored", self.lang))}')
        for out in self.outputs:
            (out.add_class if self.error.value else out.remove_class)("steamlab-stale")
        for out, game_scores in zip(self.outputs, self.shown.values(), strict=False):  # none yet: nothing shown
            out.value = scores_html(game_scores, lang=self.lang)

    def text(self) -> str:
        """The scores as text (for worked examples)."""
        lines = []
        for title, scores in self.scores().items():
            lines.append(f"{title}: " + ", ".join(f"P{s.player + 1} {s.total}" for s in scores))
        return "\n".join(lines)


__all__ = ["LinksInputError", "ScoreCalculatorApp", "end_scores", "parse_lengths", "scores_html"]
