"""Exercises that end a lesson: the learner answers, the engine's answer checks it, the working is shown.

An :class:`Exercise` is plain data with a pure-Python core (:meth:`Exercise.check`
returns a :class:`Feedback`), so answer checking and explanations are tested
without a browser. :class:`ExerciseWidget` puts one exercise on the page (a
number box, choices, or a map to click), :func:`exercises` a lesson's set.

The right answer and the explanation are never typed into a lesson: the cell
computes them with the engine, as in this example (what a Steam build costs)::

>>> from steamlab.course.rails import judge_build, rail_board
>>> from steamlab.games.rails import RULES, Build, BuildTurn
>>> board = rail_board("tutorial", "steam")
>>> option = BuildTurn(board.copy(), RULES["steam"], 0, first_build=True).check(Build("D4", "straight", 1))
>>> ex = number(
...     {"en": "What does a straight track on D4 cost in Steam?", "ja": "スチームで D4 に直線を置く費用は?"},
...     option.cost.total,
...     lambda lang: judge_build(board, "steam", Build("D4", "straight", 1), first_build=True, lang=lang),
...     money=True,
...     hint={"en": "Look again at the hex's terrain and count the tile's exits.",
...           "ja": "ヘクスの地形をもう一度見て、タイルの出口を数えてください。"},
... )
>>> ex.check("3").correct, ex.check("$4").correct
(True, False)

A first wrong answer gets a hint (what to look at) and no answer; the second try, right or wrong, and a
press of "Show the answer" (:meth:`Exercise.reveal`) give the working:

>>> first = ex.check("4")
>>> print(first.verdict); print(first.hint); first.explanation
Not yet: try again.
Your answer is too high. Look again at the hex's terrain and count the tile's exits.
''
>>> print(ex.check("4", attempt=2).verdict)
Not quite: the answer is $3.
>>> print(ex.check("3", attempt=2).explanation)
new, $3 = 2 x $1 per exit $2 + river hex $1
>>> print(ex.check("3", "ja").verdict)
正解です。
>>> ex.check("three").answered
False
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from steamlab.core.errors import SteamlabError
from steamlab.core.hexgrid import label, parse_label
from steamlab.core.maps import GameMap
from steamlab.course.text import Pair, check_lang, say
from steamlab.i18n.words import table as word_table

if TYPE_CHECKING:
    from steamlab.scenarios import RailBoard

Kind = Literal["number", "choice", "choices", "hex"]
Explanation = Pair | Callable[[str], str]
"""The engine's working: an en/ja pair, or a function of the language (called when the answer is checked)."""


class ExerciseError(SteamlabError):
    """An exercise that cannot be asked as written (no right answer among the choices, an unknown hex, ...)."""


WORDS = word_table("course.exercises", "WORDS")
"""The widget's own words."""


@dataclass(frozen=True)
class Feedback:
    """What the learner sees after pressing Check.

    ``answered`` is False when there was nothing to check (an empty box, a word
    where a number belongs): then only ``verdict`` says what to do, and the
    right answer stays hidden.
    """

    answered: bool
    correct: bool
    verdict: str
    explanation: str = ""
    hint: str = ""
    """What to look at, after a first wrong answer (then ``explanation`` is empty: the answer stays hidden)."""

    def html(self, lang: str = "en") -> str:
        """The feedback as HTML: the verdict, then the hint or the working in a monospace block."""
        if not self.answered:
            return f'<div class="steamlab-exercise-feedback steamlab-exercise-empty">{_inline(self.verdict)}</div>'
        mark = "steamlab-exercise-right" if self.correct else "steamlab-exercise-wrong"
        colour = "#1e7b34" if self.correct else "#b3261e"
        if self.hint and not self.explanation:
            return (f'<div class="steamlab-exercise-feedback {mark} steamlab-exercise-hinted">'
                    f'<b style="color:{colour}">{_inline(self.verdict)}</b>'
                    f'<div class="steamlab-exercise-hint"><b>{html.escape(say(WORDS["hint"], lang))}</b> '
                    f"{_inline(self.hint)}</div></div>")
        return (f'<div class="steamlab-exercise-feedback {mark}"><b style="color:{colour}">{_inline(self.verdict)}</b>'
                f'<div class="steamlab-exercise-why">{html.escape(say(WORDS["why"], lang))}</div>'
                f'<pre class="steamlab-exercise-working" style="{_PRE}">'
                f'{html.escape(self.explanation)}</pre></div>')  # fmt: skip


_PRE = "line-height:1.35;margin:4px 0;white-space:pre;overflow-x:auto;font-family:var(--jp-code-font-family,monospace)"
"""The working's block: an ipywidgets HTML sets a 28 px line height on its content (lines came out double-spaced)."""


@dataclass(frozen=True)
class Exercise:
    """One question with the engine's answer.

    ``answers`` holds every accepted answer (ints for a number, choice values
    for a choice, hex labels for a hex; for ``"choices"`` the one right set, as
    a frozenset). ``options`` are ``(value, {"en":..,"ja":..})`` for choices.
    """

    kind: Kind
    question: Pair
    answers: frozenset[Any]
    explanation: Explanation
    options: tuple[tuple[Any, Pair], ...] = ()
    money: bool = False
    board: Any = field(default=None, compare=False)
    """The map or rail board a hex exercise is clicked on."""
    hint: Pair | None = None
    """What to look at after a first wrong answer (without it, a hint made from the answer's kind)."""

    def __post_init__(self) -> None:
        for lang in ("en", "ja"):
            if not self.question.get(lang):
                raise ExerciseError(f"exercise question has no {lang!r} text: {dict(self.question)!r}")
        if not self.answers and self.kind != "choices":
            raise ExerciseError(f"exercise {self.question['en']!r} has no right answer")
        values = [v for v, _ in self.options]
        if self.kind in ("choice", "choices"):
            if len(set(values)) != len(values) or len(values) < 2:
                raise ExerciseError(f"exercise {self.question['en']!r}: options need 2 or more distinct values")
            right = next(iter(self.answers)) if self.kind == "choices" else self.answers
            if not set(right) <= set(values):
                raise ExerciseError(f"exercise {self.question['en']!r}: the right answer {sorted(map(str, right))} "
                                    f"is not among the options {values}")  # fmt: skip

    # -- the pure core --------------------------------------------------------------
    def parse(self, given: object) -> Any:
        """The learner's input as an answer value, or ``None`` when there is nothing to check."""
        if given is None or given == "":
            return None
        if self.kind == "number":
            text = str(given).strip().replace("−", "-").replace("$", "").replace(" ", "")
            return int(text) if re.fullmatch(r"[-+]?\d+", text) else None
        if self.kind == "hex":
            try:
                h = parse_label(str(given).strip())
            except ValueError:
                return None
            return label(h) if self.board is None or h in _map_of(self.board).cells else None
        if self.kind == "choices":
            return frozenset(given) if isinstance(given, Iterable) and not isinstance(given, str) else None
        return given

    def is_right(self, value: Any) -> bool:
        """Whether a parsed answer is accepted."""
        return value in self.answers

    def check(self, given: object, lang: str = "en", attempt: int = 1) -> Feedback:
        """The learner's answer checked. Right: the verdict and the working. Wrong on the first ``attempt``: a
        hint and no answer; wrong on a later one: the answer and the working."""
        check_lang(lang)
        value = self.parse(given)
        if value is None:
            need = {"number": "need_number", "hex": "need_hex"}.get(self.kind, "need_choice")
            return Feedback(False, False, say(WORDS[need], lang))
        if self.is_right(value):
            return Feedback(True, True, say(WORDS["right"], lang), self.explain(lang))
        if attempt <= 1:
            return Feedback(True, False, say(WORDS["not_yet"], lang), hint=self.hint_text(value, lang))
        shown = self.answer_text(lang)
        verdict = say(WORDS["wrong_any" if len(self.answers) > 1 else "wrong"], lang, answer=shown)
        return Feedback(True, False, verdict, self.explain(lang))

    def reveal(self, lang: str = "en") -> Feedback:
        """The answer and its working, as "Show the answer" gives them."""
        shown = self.answer_text(check_lang(lang))
        verdict = say(WORDS["shown_any" if len(self.answers) > 1 else "shown"], lang, answer=shown)
        return Feedback(True, False, verdict, self.explain(lang))

    def general_hint(self, lang: str = "en") -> str:
        """The hint before any answer (a page with no kernel folds it away): this exercise's own, or its kind's."""
        if self.kind == "choices":
            return self.hint_text(frozenset(), lang)
        if self.hint:
            return say(self.hint, lang)
        return say(WORDS[{"number": "hint_number", "hex": "hint_hex_map"}.get(self.kind, "hint_choice")], lang)

    def hint_text(self, value: Any, lang: str = "en") -> str:
        """What to look at after the wrong answer ``value`` (parsed): never the answer itself."""
        own = say(self.hint, lang) if self.hint else ""
        if self.kind == "number":
            side = ""
            if all(value > a for a in self.answers):
                side = say(WORDS["high"], lang)
            elif all(value < a for a in self.answers):
                side = say(WORDS["low"], lang)
            return " ".join(x for x in (side, own or say(WORDS["hint_number"], lang)) if x)
        if self.kind == "hex":
            game_map = _map_of(self.board) if self.board is not None else None
            if game_map is None:
                return own or say(WORDS["hint_choice"], lang)
            here = parse_label(value)
            n = min(here.distance(parse_label(a)) for a in self.answers)
            near = say(WORDS["hint_hex_1"], lang) if n == 1 else say(WORDS["hint_hex"], lang, n=n)
            return f"{near} {own}".strip()
        if self.kind == "choices":
            k = len(next(iter(self.answers)))
            many = say(WORDS["hint_choices_0" if k == 0 else "hint_choices_1" if k == 1 else "hint_choices"], lang, n=k)
            return f"{own} {many}".strip()
        return own or say(WORDS["hint_choice"], lang)

    def answer_text(self, lang: str = "en") -> str:
        """The right answer(s) as the learner would write them."""
        if self.kind == "choices":
            chosen = [say(text, lang) for v, text in self.options if v in next(iter(self.answers))]
            return ", ".join(chosen) or say(WORDS["none"], lang)
        if self.kind == "choice":
            return ", ".join(say(text, lang) for v, text in self.options if v in self.answers)
        if self.kind == "number":
            return ", ".join(f"${n}" if self.money else str(n) for n in sorted(self.answers))
        return ", ".join(sorted(self.answers, key=lambda s: (s[0], int(s[1:]))))

    def explain(self, lang: str = "en") -> str:
        """The engine's working in ``lang``."""
        if callable(self.explanation):
            return self.explanation(lang)
        return say(self.explanation, lang)


# -- building exercises -----------------------------------------------------------------
def number(question: Pair, answer: int | Iterable[int], explanation: Explanation, *, money: bool = False,
           hint: Pair | None = None) -> Exercise:  # fmt: skip
    """A question answered with a whole number (``money``: the answer is dollars; ``$`` may be typed)."""
    answers = frozenset([answer] if isinstance(answer, int) else answer)
    return Exercise("number", question, answers, explanation, money=money, hint=hint)


def choice(question: Pair, options: Sequence[tuple[Any, Pair]], answer: Any, explanation: Explanation, *,
           several: bool = False, hint: Pair | None = None) -> Exercise:  # fmt: skip
    """Pick one option (``answer`` its value), or with ``several=True`` tick every right one (``answer`` a set)."""
    if several:
        return Exercise("choices", question, frozenset([frozenset(answer)]), explanation, tuple(options), hint=hint)
    return Exercise("choice", question, frozenset([answer]), explanation, tuple(options), hint=hint)


def _map_of(board: GameMap | RailBoard) -> GameMap:
    return board if isinstance(board, GameMap) else board.map


def hex_pick(question: Pair, board: GameMap | RailBoard, answers: Iterable[str], explanation: Explanation, *,
             hint: Pair | None = None) -> Exercise:  # fmt: skip
    """Click a hex on ``board``'s map; ``answers`` the labels (or place names) the engine accepts."""
    game_map = _map_of(board)
    accepted = set()
    for a in answers:
        try:
            accepted.add(label(game_map.find(a)))
        except (KeyError, ValueError) as exc:
            raise ExerciseError(f"hex exercise {question.get('en')!r}: {a!r} is not a hex of the map") from exc
    return Exercise("hex", question, frozenset(accepted), explanation, board=board, hint=hint)


# -- the widgets --------------------------------------------------------------------------
def _inline(text: str) -> str:
    """Plain text with Markdown code spans as HTML; money always in a code span (never read as maths)."""
    out = html.escape(text)
    out = re.sub(r"`([^`]+)`", r"<code>\1</code>", out)
    return re.sub(r"(?<!<code>)(-?\$\d+)(?![^<]*</code>)", r"<code>\1</code>", out)


_BUILT: list[ExerciseWidget] = []


def built() -> list[ExerciseWidget]:
    """Every exercise widget made in this process, oldest first (what the tests walk)."""
    return list(_BUILT)


def forget() -> None:
    """Forget the widgets :func:`built` lists."""
    _BUILT.clear()


class ExerciseWidget:
    """One exercise on the page: the question, the input, a Check button, a "Show the answer" button, the feedback.

    ``answer(value)`` fills the input as the learner would; ``submit()`` presses Check, ``show_answer()``
    "Show the answer". A first wrong answer gets a hint and a second try; the second try (right or wrong) and
    "Show the answer" give the working. With ``lesson`` (its number) and ``index`` the outcome is kept in the
    session's progress (:mod:`steamlab.core.progress`), and an exercise made again (the cell run again, the
    page reloaded) says what was answered.
    """

    def __init__(self, exercise: Exercise, lang: str = "en", number_: int | None = None, *,
                 lesson: int | None = None, index: int = 0, total: int = 1) -> None:  # fmt: skip
        import ipywidgets as widgets

        self.exercise = exercise
        self.lang = check_lang(lang)
        self.feedback_data: Feedback | None = None
        self.tries = 0
        self.lesson, self.index, self.total = lesson, index, total
        title = say(WORDS["question"], lang, n=number_) + " " if number_ is not None else ""
        self.question = widgets.HTML(f"<b>{html.escape(title)}</b>{_inline(say(exercise.question, lang))}")
        self.picked: Any = None
        self.input = self._input(widgets)
        self.button = widgets.Button(description=say(WORDS["check"], lang), button_style="primary")
        self.button.add_class("steamlab-exercise-check")
        self.show_button = widgets.Button(description=say(WORDS["show"], lang),
                                          layout=widgets.Layout(display="none", width="auto"))  # fmt: skip
        self.show_button.add_class("steamlab-exercise-show")
        self.feedback = widgets.HTML("")
        self.feedback.add_class("steamlab-exercise-feedback-box")
        self.button.on_click(lambda _b: self.submit())
        self.show_button.on_click(lambda _b: self.show_answer())
        self.box = widgets.VBox([self.question, self.input, widgets.HBox([self.button, self.show_button]),
                                 self.feedback])  # fmt: skip
        self.box.add_class("steamlab-exercise")
        self._restore()
        _BUILT.append(self)

    def _restore(self) -> None:
        """What this session answered before: a right answer's working, or the answer shown."""
        if self.lesson is None:
            return
        from steamlab.core.progress import progress

        state = progress().state(self.lesson, self.index)
        if state == "right":
            fb = Feedback(True, True, say(WORDS["earlier_right"], self.lang), self.exercise.explain(self.lang))
            self._show(fb)
        elif state == "shown":
            self._show(self.exercise.reveal(self.lang))

    def _record(self, state: str) -> None:
        if self.lesson is not None:
            from steamlab.widgets.progress import record

            record(self.lesson, self.index, self.total, state)

    def _show(self, fb: Feedback) -> Feedback:
        self.feedback_data = fb
        self.feedback.value = fb.html(self.lang)
        return fb

    def _input(self, widgets: Any) -> Any:
        ex, lang = self.exercise, self.lang
        if ex.kind == "number":
            # sent when the box loses focus, so before Check's click (see the map editor's fields: a message a key
            # could reach the kernel after the click)
            return widgets.Text(value="", placeholder="$" if ex.money else "", description=say(WORDS["number"], lang),
                                style={"description_width": "initial"}, continuous_update=False)  # fmt: skip
        if ex.kind == "choice":
            return widgets.RadioButtons(options=[(say(t, lang), v) for v, t in ex.options], value=None,
                                        layout=widgets.Layout(width="auto"))  # fmt: skip
        if ex.kind == "choices":
            self.ticks = [(v, widgets.Checkbox(value=False, description=say(t, lang), indent=False))
                          for v, t in ex.options]  # fmt: skip
            return widgets.VBox([box for _, box in self.ticks])
        from steamlab.widgets.hexmap import HexMapWidget

        self.map = HexMapWidget(ex.board, inspect=False, hover=False, size=26)
        if lang != "en":
            from steamlab.widgets.language import set_map_lang

            set_map_lang(self.map, lang)
        self.map.show_info(html.escape(say(WORDS["click_map"], lang)))
        self.map.on_hex_click(self._clicked)
        return self.map

    def _clicked(self, h: Any) -> None:
        self.picked = label(h)
        self.map.show_info(html.escape(say(WORDS["picked"], self.lang, hex=self.picked)))

    def value(self) -> Any:
        """What the learner has entered so far."""
        if self.exercise.kind == "choices":
            return [v for v, box in self.ticks if box.value]
        if self.exercise.kind == "hex":
            return self.picked
        return self.input.value

    def answer(self, value: Any) -> None:
        """Enter ``value`` as the learner would (a number or text, an option's value, options, a hex label)."""
        kind = self.exercise.kind
        if kind == "number":
            self.input.value = str(value)
        elif kind == "choice":
            self.input.value = value
        elif kind == "choices":
            for v, box in self.ticks:
                box.value = v in value
        else:
            self.map.click(self.map.map.find(value))

    def submit(self) -> Feedback:
        """Press Check: the feedback is shown and returned (a hint after the first wrong answer)."""
        fb = self.exercise.check(self.value(), self.lang, attempt=self.tries + 1)
        if fb.answered:
            self.tries += 1
            if fb.correct:
                self._record("right")
            elif fb.explanation:  # the second wrong answer: the answer is shown
                self._record("shown")
            if not fb.correct:
                self.show_button.layout.display = None if not fb.explanation else "none"
            else:
                self.show_button.layout.display = "none"
        return self._show(fb)

    def show_answer(self) -> Feedback:
        """Press "Show the answer": the answer and its working."""
        self._record("shown")
        self.show_button.layout.display = "none"
        return self._show(self.exercise.reveal(self.lang))

    def right_answer(self) -> Any:
        """One accepted answer, in the form :meth:`answer` takes (for tests)."""
        value = sorted(self.exercise.answers, key=str)[0]
        return sorted(value, key=str) if self.exercise.kind == "choices" else value

    def wrong_answer(self) -> Any:
        """An answer the engine refuses, in the form :meth:`answer` takes (for tests)."""
        ex = self.exercise
        if ex.kind == "number":
            return max(ex.answers) + 1
        if ex.kind == "choice":
            return next(v for v, _ in ex.options if v not in ex.answers)
        if ex.kind == "choices":
            right = next(iter(ex.answers))
            first = ex.options[0][0]
            return sorted((right - {first}) if first in right else (right | {first}), key=str)
        game_map = _map_of(ex.board)
        return next(label(h) for h in sorted(game_map.cells, key=label) if label(h) not in ex.answers)

    def still(self) -> str:
        """The exercise as a still page (HTML) for a reader with no kernel (the static site): the question, the
        map to click as a picture or the options as a list, and the answer with its working folded away."""
        ex, lang = self.exercise, self.lang
        if ex.kind == "hex":
            shown = f'<div class="steamlab-exercise-map">{self.map.picture()}</div>'
        elif ex.kind in ("choice", "choices"):
            shown = "<ul>" + "".join(f"<li>{_inline(say(text, lang))}</li>" for _, text in ex.options) + "</ul>"
        else:
            shown = ""
        hint = (f'<details class="steamlab-exercise-hint"><summary>{html.escape(say(WORDS["hint"], lang))}</summary>'
                f"{_inline(ex.general_hint(lang))}</details>")
        answer = hint + (f'<details class="steamlab-exercise-answer"><summary>{html.escape(say(WORDS["answer"], lang))}'
                  f"</summary><b>{_inline(self.exercise.answer_text(lang))}</b>"
                  f'<pre class="steamlab-exercise-working" style="{_PRE}">{html.escape(ex.explain(lang))}</pre>'
                  "</details>")
        return f'<div class="steamlab-exercise" style="margin:0 0 14px">{self.question.value}{shown}{answer}</div>'

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return with_still(self.box._repr_mimebundle_(**kwargs), self.still())


def with_still(bundle: Any, still: str) -> Any:
    """A widget's mime bundle plus its still page as ``text/html``: JupyterLab and Voila show the live widget
    (it ranks first), a page with no kernel (nbconvert, the static site) the still page, as a hex map's
    picture (``image/svg+xml``) stands in for the map."""
    if isinstance(bundle, dict):
        bundle["text/html"] = still
    return bundle


def exercises(items: Sequence[Exercise], lang: str = "en", lesson: int | None = None) -> Any:
    """A lesson's exercises, numbered, under one heading (an ipywidgets ``VBox``); with no kernel (the static
    site) its output shows the questions, the maps as pictures and the answers folded away (:meth:`ExerciseWidget.still`).

    >>> options = [(1, {"en": "one", "ja": "一"}), (2, {"en": "two", "ja": "二"})]
    >>> box = exercises([choice({"en": "Which?", "ja": "どれ?"}, options, 2, {"en": "Two.", "ja": "二。"})])
    >>> still = box._repr_mimebundle_()["text/html"]
    >>> "<h3>Exercises</h3>" in still and "<li>two</li>" in still and "<summary>The answer and its working" in still
    True
    """
    import ipywidgets as widgets

    if not items:
        raise ExerciseError("a lesson's exercises need at least one exercise")
    parts = [ExerciseWidget(ex, lang, i + 1, lesson=lesson, index=i, total=len(items)) for i, ex in enumerate(items)]
    head = widgets.HTML(f"<h3>{html.escape(say(WORDS['title'], lang))}</h3>")
    keeper = None
    if lesson is not None:  # on a server's page the viewer's browser holds what was answered: shown once it tells
        from steamlab.widgets.progress import browser_progress

        def restore() -> None:
            for p in parts:
                if p.feedback_data is None:
                    p._restore()

        keeper = browser_progress(restore)
    box = widgets.VBox([head, *(p.box for p in parts), *([keeper] if keeper is not None else [])])
    box.add_class("steamlab-exercises")
    box.exercises = parts
    live = box._repr_mimebundle_  # the VBox's own bundle, and the still page beside it
    box._repr_mimebundle_ = lambda **kw: with_still(
        live(**kw), f'<div class="steamlab-exercises">{head.value}{"".join(p.still() for p in parts)}</div>')
    return box


def options_of(values: Mapping[Any, Pair]) -> list[tuple[Any, Pair]]:
    """``{value: {"en":..,"ja":..}}`` as the option list :func:`choice` takes."""
    return list(values.items())
