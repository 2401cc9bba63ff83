"""The Puzzles page: one position at a time from a computer game where one move is clearly best; find it.

The puzzles are :func:`steamlab.puzzles` (shipped data, checked in the tests). The page shows the position with the
game's own board and panels (a :class:`~steamlab.widgets.game.GameWidget` that cannot be played), asks the question,
and offers every legal move in a list, in player words. *Check* says whether the chosen move is the answer, and
only then the answer and its reason; *Show the answer* gives it up; *Next* goes on. Right answers and answers shown
are counted on the page.

>>> app = PuzzlesApp("steam/base")
>>> app.count.value.startswith("Puzzle 1 of ")
True
>>> app.choose(app.puzzle.answer) and app.check()
True
>>> "Right" in app.result.value and "The answer" in app.result.value
True
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

import steamlab
from steamlab.bots.puzzles import RULE_SETS, Puzzle
from steamlab.core.progress import progress
from steamlab.i18n.describe import describe_action
from steamlab.widgets.game import GameWidget
from steamlab.widgets.i18n import say, tr
from steamlab.widgets.language import DashboardHeader
from steamlab.widgets.progress import browser_progress, record


class PuzzlesApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """The Puzzles dashboard (see the module docstring)."""

    def __init__(self, rules: str = "steam/standard", lang: str = "en") -> None:
        self.lang = lang
        self.rules_pick = widgets.Dropdown(options=self._rule_options(), value=rules if rules in RULE_SETS else
                                           RULE_SETS[0], layout=widgets.Layout(width="auto"))
        self.rules_pick.add_class("steamlab-puzzle-rules")
        self.count = widgets.HTML()
        self.question = widgets.HTML()
        self.question.add_class("steamlab-puzzle-question")
        self.moves = widgets.Dropdown(layout=widgets.Layout(width="100%", max_width="640px"))
        self.moves.add_class("steamlab-puzzle-moves")
        self.check_button = widgets.Button(button_style="primary", layout=widgets.Layout(margin="2px 6px 2px 0"))
        self.check_button.add_class("steamlab-puzzle-check")
        self.show_button = widgets.Button(layout=widgets.Layout(margin="2px 6px 2px 0"))
        self.show_button.add_class("steamlab-puzzle-show")
        self.next_button = widgets.Button()
        self.next_button.add_class("steamlab-puzzle-next")
        self.result = widgets.HTML()
        self.result.add_class("steamlab-puzzle-result")
        self.answered = False
        self.check_button.on_click(lambda _b: self.check())
        self.show_button.on_click(lambda _b: self.show_answer())
        self.next_button.on_click(lambda _b: self.next())
        self._relabelling = False
        self.rules_pick.observe(self._rules_changed, names="value")
        self.index = 0
        self.puzzle: Puzzle = steamlab.puzzles(self.rules_pick.value)[0]
        self.board = GameWidget(self.puzzle.game, lang=self.lang, play=False)
        self.board.switch.observe(lambda c: self.set_lang(c["new"]), names="value")  # one switch, the board's
        for row in (self.board.record_row, self.board.replay_row):  # a puzzle is a position: no loading, no replay
            row.layout.display = "none"
        self.header = DashboardHeader("puzzles", lang, switch=self.board.switch)
        controls = widgets.VBox([
            widgets.HBox([self.rules_pick, self.count], layout=widgets.Layout(align_items="center")),
            self.question, self.moves,
            widgets.HBox([self.check_button, self.show_button, self.next_button]),
            self.result])
        keeper = browser_progress(self._words)  # on a server: the viewer's browser keeps what was answered
        super().__init__([self.header, controls, self.board, *([keeper] if keeper is not None else [])])
        self.set_lang(self.lang)
        self.show_puzzle(0)

    # -- what the page shows ------------------------------------------------------------
    def _rule_options(self) -> list[tuple[str, str]]:
        return [(tr(f"puzzle_rules_{r.replace('/', '_')}", getattr(self, "lang", "en")), r) for r in RULE_SETS]

    def set_lang(self, lang: str) -> None:
        """Every word of the page in ``lang`` (the header's switch calls this)."""
        self.lang = lang
        value = self.rules_pick.value
        self._relabelling = True  # the same rule set under words of another language: no new puzzle
        try:
            self.rules_pick.options = self._rule_options()
            self.rules_pick.value = value
        finally:
            self._relabelling = False
        self.check_button.description = tr("puzzle_check", lang)
        self.show_button.description = tr("puzzle_show", lang)
        self.next_button.description = tr("puzzle_next", lang)
        if self.board.lang != lang:
            self.board.set_lang(lang)
        if hasattr(self, "puzzle"):
            self._words()

    def _rules_changed(self, _change: object) -> None:
        if not self._relabelling:
            self.show_puzzle(0)

    @property
    def score(self) -> dict[str, int]:
        """The puzzles of the chosen rule set answered right, and those whose answer was shown (kept)."""
        right, shown = progress().puzzles(self.rules_pick.value)
        return {"right": right, "shown": shown}

    def _key(self) -> str:
        return f"puzzles/{self.rules_pick.value}"

    def _keep(self, state: str) -> None:
        """This puzzle answered ``state`` (right or shown), kept as a lesson's exercise is."""
        record(self._key(), self.index, len(steamlab.puzzles(self.rules_pick.value)), state)

    def _words(self) -> None:
        found = steamlab.puzzles(self.rules_pick.value)
        score = self.score
        self.count.value = escape(tr("puzzle_count", self.lang, n=self.index + 1, total=len(found),
                                     right=score["right"], shown=score["shown"]))
        self.question.value = f"<b>{escape(self.puzzle.question(self.lang))}</b>"
        g = self.puzzle.game
        chosen = self.moves.value
        self.moves.options = [(say(describe_action(g, a), self.lang), i) for i, a in enumerate(self._legal())]
        if chosen is not None and chosen < len(self._legal()):
            self.moves.value = chosen

    def _legal(self) -> list[Any]:
        return self.puzzle.game.legal_actions()

    def show_puzzle(self, index: int) -> None:
        """Show puzzle ``index`` of the chosen rule set (counted from 0; past the last, the first again)."""
        found = steamlab.puzzles(self.rules_pick.value)
        self.index = index % len(found)
        self.puzzle = found[self.index]
        self.answered = False
        self.board.set_state(self.puzzle.game)
        self.moves.value = None
        self.result.value = ""
        self._words()

    # -- what the learner does -----------------------------------------------------------
    def choose(self, action: Any) -> bool:
        """Pick ``action`` in the list (as a click does); ``False`` if it is not a legal move here."""
        legal = self._legal()
        if action not in legal:
            return False
        self.moves.value = legal.index(action)
        return True

    def check(self) -> bool:
        """Say whether the chosen move is the answer; the answer and its reason come with the verdict."""
        if self.moves.value is None:
            self.result.value = escape(tr("puzzle_pick_first", self.lang))
            return False
        action = self._legal()[self.moves.value]
        right = self.puzzle.check(action)
        if not self.answered:  # the first answer counts: right, or (the answer now on the page) shown
            self._keep("right" if right else "shown")
        self.answered = True
        verdict = tr("puzzle_right", self.lang) if right else tr(
            "puzzle_wrong", self.lang, move=say(describe_action(self.puzzle.game, action), self.lang))
        self._say(verdict, right)
        return right

    def show_answer(self) -> None:
        """Give the puzzle up: the answer and its reason."""
        if not self.answered:
            self._keep("shown")
        self.answered = True
        self._say(tr("puzzle_given", self.lang), False)

    def _say(self, verdict: str, right: bool) -> None:
        colour = "#1b7f3a" if right else "#a33"
        self.result.value = (f'<div style="color:{colour}"><b>{escape(verdict)}</b></div>'
                             f"<div>{escape(self.puzzle.explain(self.lang))}</div>")
        self._words()

    def next(self) -> None:
        """The next puzzle of the rule set."""
        self.show_puzzle(self.index + 1)
