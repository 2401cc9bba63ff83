# ruff: noqa: E501  (the guide's sentences in two languages, kept whole on their lines)
"""A guided first game: the hot seat in a tutorial mode (issue 32).

The learner plays seat 1 of a short game against the computer (Steam, Age of Steam or Russian Railroads). Before
each of the learner's decisions the guide says what the phase is and what choices matter there, shows the
computer's own advice (:func:`steamlab.hint`, its first choice is the computer's move) and points at the map (the
hexes of the suggested build or delivery are outlined). After the learner's move it says what the move did and
compares it with the advice: the same move, one the computer weighed alike, or a legal move with the reason another
would do better; a legal move is never refused. Each computer move is said in words
(:func:`steamlab.bots.hints.what_it_does`). At the end the score sheet is explained item by item. Everything is in
English and Japanese.

>>> guide = GuidedGame("steam", lang="en", turns=1, seed=2)
>>> guide.game.state.total_turns, guide.game.computer
(1, {1, 2})
>>> "Raise capital" in guide.panel.value or "Capital" in guide.panel.value
True
>>> guide.play_suggestion()
True
>>> "the computer&#x27;s choice too" in guide.panel.value
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

import steamlab
from steamlab.bots.hints import Hint, what_it_does
from steamlab.core.hexgrid import Hex, parse_label
from steamlab.engine.registry import game_info
from steamlab.engine.state import Action, GameState
from steamlab.i18n import of_a_seat
from steamlab.i18n.words import separator
from steamlab.i18n.words import table as word_table
from steamlab.widgets.game import GameWidget, is_rail
from steamlab.widgets.i18n import language_switch, phase_name, say
from steamlab.widgets.language import DashboardHeader
from steamlab.widgets.panels import player_name
from steamlab.widgets.review_panel import ReviewPanel

RULE_SETS: dict[str, dict[str, str]] = word_table("widgets.tutorial", "RULE_SETS")
"""The rule sets a guided game is played in (the game's registered name: its name in each language)."""

HINT_POSITIONS = 8
"""Positions the guide's advice weighs (the quick strength): a guided step answers in a moment."""
COMPUTER_STRENGTH = 8
"""The computer opponents' strength in a guided game (the quick one)."""
REVIEW_POSITIONS = 16
"""Positions a move the review of a guided game weighs (the careful strength: a short game in seconds)."""

W: dict[str, dict[str, str]] = word_table("widgets.tutorial", "W")

PHASES: dict[str, dict[str, str]] = word_table("widgets.tutorial", "PHASES")
"""What each phase is and what choices matter in it."""


def _w(key: str, lang: str, **fields: Any) -> str:
    return W[key][lang].format(**fields)


def _code(text: str) -> str:
    """Plain text as HTML with money in code spans (no page reads ``$`` pairs as maths)."""
    import re

    out = re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(text))
    return re.sub(r"(?<!<code>)(-?\$\d+)(?![^<]*</code>)", r"<code>\1</code>", out)


def short_game(rule_set: str, turns: int = 2, seed: int = 1) -> GameState:
    """A new game of ``rule_set`` made short: Steam and Age of Steam on Tutorial Valley for 3 players, ``turns``
    turns; Russian Railroads for 2 players, ``turns`` rounds."""
    if rule_set not in RULE_SETS:
        raise ValueError(f"a guided game is one of {sorted(RULE_SETS)}, not {rule_set!r}")
    if not game_info(rule_set).on_map:  # Russian Railroads: 2 players, no map, counted in rounds
        game = steamlab.new_game(rule_set, players=2, seed=seed)
        game.set_options({"rounds": min(turns, game.setup.rounds)})  # type: ignore[attr-defined]
        return game
    game = steamlab.new_game(rule_set, players=3, map="tutorial", seed=seed)
    game.set_options({"turns": min(turns, game.total_turns)})  # type: ignore[attr-defined]
    return game  # the record carries the length: undo and replays keep it


def _hexes(action: Action) -> list[Hex]:
    """The hexes a move is about (a build's hex, a delivery's city), for the map to point at."""
    value = getattr(action, "at", None)
    if not isinstance(value, str):
        return []
    try:
        return [parse_label(value)]
    except ValueError:
        return []


class TutorialGameWidget(GameWidget):
    """The hot seat with a guide listening: every move applied is remembered with the position before it."""

    def __init__(self, game: GameState, guide: GuidedGame, lang: str = "en") -> None:
        self.guide = guide
        self.moves: list[tuple[GameState, Action, int]] = []
        """``(position before, action, actor)`` of every move since the guide last said what happened."""
        super().__init__(game, lang=lang)

    _moving = False
    """True while a move is applied (its refresh comes before the move is remembered: the guide waits for it)."""

    _told: tuple[int, int] | None = None
    """The game's :meth:`turn_token` when the guide last spoke."""

    def _guided(self) -> bool:
        guide = getattr(self, "guide", None)
        return guide is not None and getattr(guide, "game", None) is self  # (not while the guide sets it up)

    def _tell(self) -> None:
        """The guide says what happened since it last spoke, and what comes now."""
        self._told = self.turn_token()
        self.guide.update()

    def _play(self, action: object, drawn_for: tuple[int, int] | None = None) -> bool:
        s = self.state
        actor = s.current_player
        before = s.copy() if actor >= 0 and isinstance(action, Action) else None
        self._moving = True
        try:
            done = super()._play(action, drawn_for)
        finally:
            self._moving = False
        if done and before is not None:
            self.moves.append((before, action, actor))  # type: ignore[arg-type]
            if self._auto and self._guided():  # a computer move of a run: the guide follows the header move by move
                self._tell()
        return done

    def play(self, action: object, drawn_for: tuple[int, int] | None = None) -> bool:
        nested = self._auto  # a computer move inside a run: said by _play as it is played
        done = super().play(action, drawn_for)
        if done and not nested and self._guided() and self.moves:  # (a run's moves were said as they came)
            self._tell()
        return done

    def refresh(self) -> None:
        """Show the game, and the guide with it when the game changed by anything but a move (moves are said as they
        are played, above): Undo, a seat given to the computer or a loaded game moved the header on while the guide
        still told the phase before (Undo: header "Turn-order auction", guide "Now: Action selection"). During a run
        of computer moves the guide said nothing until the run was over, while the header moved on move by move."""
        super().refresh()
        if not self._moving and self._guided() and self.turn_token() != self._told:  # (a redraw alone: nothing new)
            self._tell()

    def set_lang(self, lang: str) -> None:
        super().set_lang(lang)
        if getattr(self, "guide", None) is not None and self.guide.lang != lang:
            self.guide.set_lang(lang)


class GuidedGame(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types
    """The guided first game: the guide's panel above the hot seat (see the module docstring)."""

    children: Any  # the VBox trait (ipywidgets has no type information)

    def __init__(self, rule_set: str = "steam", lang: str = "en", turns: int = 1, seed: int = 1,
                 names: Sequence[str] | None = None) -> None:  # fmt: skip
        self.lang = lang
        self.turns = turns
        self.seed = seed
        self.names = list(names) if names else None
        self.hints: tuple[tuple[int, int], list[Hint]] | None = None
        """The advice for the decision on screen (its turn token and the hints)."""
        self.steps: list[str] = []
        """What the guide said of the moves made since the learner's last decision (HTML)."""
        self.title = widgets.HTML()
        self.pick = widgets.Dropdown(options=[(v[lang], k) for k, v in RULE_SETS.items()], value=rule_set)
        self.pick.add_class("steamlab-guided-rules")
        self.start_button = widgets.Button(button_style="primary", layout=widgets.Layout(width="auto"))
        self.start_button.add_class("steamlab-guided-start")
        self.start_button.on_click(lambda _b: self.start(self.pick.value))
        self.switch = language_switch(lang)
        self.header = DashboardHeader("guided_game", lang, switch=self.switch)
        self.panel = widgets.HTML()
        self.panel.add_class("steamlab-guide")
        self.suggest_button = widgets.Button(button_style="success", layout=widgets.Layout(width="auto"))
        self.suggest_button.add_class("steamlab-guide-suggest")
        self.suggest_button.on_click(lambda _b: self.play_suggestion())
        self.length = widgets.Dropdown(value=turns if turns in (1, 2, 3) else 1, options=[(str(n), n) for n in (1, 2, 3)],
                                       layout=widgets.Layout(width="auto"))
        self.length.add_class("steamlab-guided-length")
        self.game: TutorialGameWidget = self._new_game(rule_set)
        top = widgets.VBox([widgets.HBox([self.header, self.switch], layout=widgets.Layout(align_items="flex-start")),
                            self.title])  # the header shows a switch it is given nowhere: the page's one is here
        self.guide_box = widgets.VBox([self.panel, self.suggest_button], layout=widgets.Layout(
            border="2px solid #0b57d0", padding="6px 10px", margin="4px 0"))
        self.guide_box.add_class("steamlab-guide-box")
        super().__init__([top, widgets.HBox([self.pick, self.length, self.start_button],
                                            layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
                          self.guide_box, self.game])  # fmt: skip
        self.add_class("steamlab-guided-game")
        self.header.on_lang(self.set_lang)  # the switch, or the language the browser remembers
        self._words()
        self.update()

    # -- the game -------------------------------------------------------------------------------
    def _new_game(self, rule_set: str) -> TutorialGameWidget:
        self.rule_set = rule_set
        self.turns = self.length.value
        game = TutorialGameWidget(short_game(rule_set, self.turns, self.seed), self, lang=self.lang)
        game.switch.layout.display = "none"  # one language switch on the page: the guide's
        for seat in range(1, game.state.num_players):
            game.set_seat(seat, True, strength=COMPUTER_STRENGTH)
        self.review = ReviewPanel(game, strength=REVIEW_POSITIONS, seat=0)  # once the game is over (issue 41)
        game.extras.children = [self.review]
        return game

    def start(self, rule_set: str | None = None) -> None:
        """A new short game of ``rule_set`` (the one picked by default)."""
        self.game = self._new_game(rule_set or self.pick.value)
        self.hints, self.steps = None, []
        self.children = [*self.children[:3], self.game]
        self._words()
        self.update()

    def play_suggestion(self) -> bool:
        """Play the computer's advice for the learner (what the button does)."""
        hints = self._advice()
        if not hints:
            return False
        return self.game.play(hints[0].action)

    # -- what the guide says ----------------------------------------------------------------------
    def _advice(self) -> list[Hint]:
        """The computer's advice for the decision on screen (computed once per decision)."""
        s = self.game.state
        if s.is_terminal() or s.current_player < 0 or s.current_player in self.game.computer:
            return []
        token = self.game.turn_token()
        if self.hints is None or self.hints[0] != token:
            # no time cap (at this strength a hint takes 0.16 s at most here, measured over 180 decisions of the
            # guided games): the same position gets the same advice on any machine, as the hot seat's Hint
            self.hints = (token, steamlab.hint(s, n=3, iterations=HINT_POSITIONS))
        return self.hints[1]

    def update(self) -> None:
        """Say what happened since the learner's last decision, then what to do next (or the score sheet)."""
        earlier = self.hints[1] if self.hints is not None else []
        for before, action, actor in self.game.moves:
            self.steps.append(self._said(before, action, actor, earlier))
            earlier = []
        self.game.moves = []
        self._show()

    def _said(self, before: GameState, action: Action, actor: int, advice: list[Hint]) -> str:
        """One move in words: the learner's with its comparison to the advice, the computer's with what it does."""
        lang = self.lang
        does = what_it_does(before, action)
        if actor in self.game.computer:  # said of that seat ("their income"), not to the learner ("your income")
            who = player_name(self.names, actor, lang)
            what = say(of_a_seat(does), lang, self.names)
            return f'<li class="steamlab-guide-computer">{_code(_w("computer", lang, who=who, what=what))}</li>'
        text = _w("you_played", lang, what=say(does, lang, self.names))
        if advice:
            best = advice[0]
            same = next((h for h in advice if h.action == action), None)
            if same is best:
                verdict = _w("same", lang)
            elif same is not None and same.lead == same.lead and best.lead == best.lead:  # not NaN
                verdict = _w("close", lang, mine=same.lead, best=best.lead)
            else:
                verdict = _w("better", lang, what=say(best.what, lang, self.names),
                             why=best.reason(lang, self.names))  # fmt: skip
            text += " " + verdict
        return f'<li class="steamlab-guide-yours">{_code(text)}</li>'

    def _show(self) -> None:
        lang, s = self.lang, self.game.state
        told = f'<ul class="steamlab-guide-moves">{"".join(self.steps[-8:])}</ul>' if self.steps else ""
        # the button hides before the guide speaks and shows after it spoke: a press while the computer moves, or
        # beside the score sheet, would come to nothing (a browser saw the sheet with the button still on it)
        if s.is_terminal():
            self.suggest_button.layout.display = "none"
            self.panel.value = told + self._score_sheet()
            self.steps = []
            return
        if s.current_player in self.game.computer:
            self.suggest_button.layout.display = "none"
            self.panel.value = told + f"<p><i>{html.escape(_w('waiting', lang))}</i></p>"
            return
        self.steps = []
        phase = getattr(s, "phase", "")
        head = (f'<p class="steamlab-guide-phase"><b>{html.escape(_w("phase", lang, phase=phase_name(phase, lang)))}'
                f"</b> — {_code(PHASES.get(phase, {}).get(lang, ''))}</p>")  # fmt: skip
        advice = self._advice()
        lines = [html.escape(_w("your_turn", lang))]
        if len(s.legal_actions()) == 1:
            lines.append(html.escape(_w("only", lang)))
        if advice:
            best = advice[0]
            why = self._why(best)
            lines.append(f'<span class="steamlab-guide-advice">{_code(_w("advice", lang, what=say(best.what, lang, self.names)))}'
                         "</span>" + (f"<br><small>{_code(_w('why', lang, why=why))}</small>" if why else ""))
            hexes = _hexes(best.action)
            if hexes and self.game.hexmap is not None:
                self.game.hexmap.highlight(hexes, "#0b57d0")
                from steamlab.core.hexgrid import label

                lines.append(html.escape(_w("pointed", lang, hexes=", ".join(label(h) for h in hexes))))
            space = getattr(best.action, "space", None)  # a Russian Railroads placement: its space on the board
            if isinstance(space, str) and self.game.rr_main is not None:
                from steamlab.render.rr_main import space_label

                self.game.rr_main.point({space})
                lines.append(html.escape(_w("pointed_space", lang, space=space_label(space, lang))))
        self.panel.value = told + head + "<p>" + "<br>".join(lines) + "</p>"
        self.suggest_button.layout.display = None

    def _why(self, best: Hint) -> str:
        """Why the computer plays ``best``, past what the move does (said just before): the projection it raises
        and how it compares with the next choice."""
        parts = []
        raised = best.raises()
        if raised is not None:
            parts.append(raised.render(self.lang, self.names))
        if best.versus is not None:
            parts.append(best.versus.render(self.lang, self.names))
        return separator("sentences", self.lang).join(parts)

    def _score_sheet(self) -> str:
        """The final scores, item by item, with what the items are and who won."""
        lang, s = self.lang, self.game.state
        rows = []
        for sc in s.scores():
            items = "; ".join(_w("item", lang, item=say(i.label, lang, self.names), points=i.points) for i in sc.items)
            rows.append(f"<tr><th style='text-align:left'>{html.escape(player_name(self.names, sc.player, lang))}</th>"
                        f"<td style='text-align:left'>{_code(items)}</td>"
                        f"<td><b>{html.escape(_w('total', lang, n=sc.total))}</b></td></tr>")
        totals = {sc.player: sc.total for sc in s.scores()}
        about = _w("sheet_rails" if is_rail(s) else "sheet_rr", lang)
        if not s.winners():  # every seat out of the game
            verdict = _w("nobody_won", lang)
        else:
            first = s.winners()[0]
            verdict = _w("wins", lang, who=player_name(self.names, first, lang), n=totals.get(first, 0))
        return (f'<div class="steamlab-guide-sheet"><p><b>{html.escape(_w("over", lang))}</b></p>'
                f"<table class='tex2jax_ignore'>{''.join(rows)}</table><p>{html.escape(about)}</p>"
                f'<p class="steamlab-guide-winner"><b>{html.escape(verdict)}'
                "</b></p></div>")  # fmt: skip

    # -- language ---------------------------------------------------------------------------------
    def _words(self) -> None:
        lang = self.lang
        self.title.value = (f"<p style='max-width:900px;margin:2px 0'>{html.escape(_w('intro', lang))} "
                            f"{html.escape(self._short_words())}</p>")  # fmt: skip
        self.start_button.description = _w("start", lang)
        self.suggest_button.description = _w("suggest", lang)
        value = self.pick.value
        self.pick.options = [(v[lang], k) for k, v in RULE_SETS.items()]
        self.pick.value = value
        self.pick.description = _w("rules", lang)
        self.length.description = _w("length", lang)

    def _short_words(self) -> str:
        s = self.game.state if hasattr(self, "game") else None
        if s is None:
            return ""
        en = self.lang == "en"
        if is_rail(s):
            n = s.total_turns
            title = s.map.title_in(self.lang)  # チュートリアル・バレー on a Japanese page
            return _w("short", self.lang, n=(f"{n} turn" + ("s" if n != 1 else "")) if en else n, map=title)
        n = s.setup.rounds  # type: ignore[attr-defined]
        return _w("short_rr", self.lang, n=(f"{n} round" + ("s" if n != 1 else "")) if en else n, full=6)

    def set_lang(self, lang: str) -> None:
        """The guide and the game in ``lang`` (``"en"`` or ``"ja"``)."""
        if lang == self.lang and self.game.lang == lang and self.switch.value == lang:
            return
        self.lang = lang
        if self.switch.value != lang:
            self.switch.value = lang
        if self.game.lang != lang:
            self.game.set_lang(lang)
        self.steps = []
        self._words()
        self._show()


__all__ = ["RULE_SETS", "GuidedGame", "TutorialGameWidget", "short_game"]
