"""A game review: the computer goes back through a seat's decisions and says where the game was won and lost.

:func:`review` replays a game (a finished or unfinished :class:`~steamlab.engine.state.GameState`, or its record)
and, at every decision of one seat that had a choice, asks the computer what it would have played there
(:func:`steamlab.bots.computer.computer_choices`: the search behind the Hint and *Bot move*, at ``strength``). A
move the computer would have played is ``"best"``. Any other is judged against the computer's with
:func:`steamlab.bots.search.judge`: the position searched once, then both moves rolled out to the end of the turn
alike, and ``loss`` is the projected lead (the mover's projected final score less the best rival's: the Hint's
first figure in the search's own points, before :mod:`steamlab.bots.forecast` maps it) the move played gives up
against the computer's, never below 0.

A loss of :data:`CONFIRM_AT` points or more is looked at again before it is called a mistake or a blunder: a
second, stronger look (:data:`CONFIRM_STRENGTH` positions, :data:`CONFIRM_REPEATS` times the roll-outs), and the
smaller of the two losses stands. The labels' thresholds are :data:`LABELS`.

Where the engine can be wrong is where its projection is weak (docs/bots.md, "Where the strong bot is weak"): a
plan longer than one turn, Age of Steam's goods-growth dice (its look-ahead does not roll them), Russian
Railroads' long races. The review says so on the page.

>>> import steamlab
>>> from steamlab.bots.computer import computer_action
>>> g = steamlab.new_game("russian_railroads", players=2, seed=3)
>>> for _ in range(16):
...     g.apply(computer_action(g, 8))
>>> r = review(g, 0, strength=8)
>>> [m.label for m in r.moves] == ["best"] * len(r.moves) and len(r.moves) >= 2
True
>>> r.turning_points
[]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from steamlab.bots.computer import computer_choices
from steamlab.bots.evaluate import margins, projected_scores
from steamlab.bots.hints import what_it_does
from steamlab.bots.search import DEFAULT_ITERATIONS, judge
from steamlab.core.errors import SteamlabError
from steamlab.engine.registry import timeline
from steamlab.engine.state import Action, GameState
from steamlab.i18n import Message, msg

LABELS = (("best", 0.0), ("good", 2.0), ("inaccuracy", 5.0), ("mistake", 10.0))
"""A move's label by the projected lead it gives up (points): ``best`` when the computer would have played it
(or it gives up nothing), then each label up to (not including) its bound, ``blunder`` from 10 points on. A
point of projected lead is about what a delivery of one link is worth at the end; the projection's own noise
between two alike moves is a point or two (docs/bots.md), hence ``good`` below 2."""
CONFIRM_AT = 5.0
"""Losses from this many points on (a mistake or a blunder at the first look) are looked at again."""
CONFIRM_STRENGTH = 2 * DEFAULT_ITERATIONS
"""Positions the second look weighs: twice the default strength."""
CONFIRM_REPEATS = 2
"""Times the rule set's roll-outs the second look plays for each move."""
WEAK_LABELS = ("mistake", "blunder")
"""Labels the page shows with a word on where the engine may be wrong."""


def label_of(loss: float) -> str:
    """The label of a move that gives up ``loss`` points of projected lead (see :data:`LABELS`).

    >>> [label_of(x) for x in (0.0, 0.4, 3.0, 7.5, 12.0)]
    ['best', 'good', 'inaccuracy', 'mistake', 'blunder']
    """
    if loss <= 0.0:
        return "best"
    for name, bound in LABELS[1:]:
        if loss < bound:
            return name
    return "blunder"


@dataclass(frozen=True)
class Move:
    """One decision of the reviewed seat."""

    index: int
    """The action's index in the record's ``actions``."""
    seat: int
    played: Action
    best: Action
    """The computer's choice in that position (the Hint's first line at the review's strength)."""
    loss: float
    """Projected lead given up against ``best`` (points, 0 for the computer's own move)."""
    label: str
    what_played: Message
    what_best: Message
    confirmed: bool = False
    """Whether a second, stronger look stood behind a loss of :data:`CONFIRM_AT` or more."""

    def reason(self, lang: str = "en", names: list[str] | None = None) -> str:
        """What the move did and, when the computer would have played otherwise, what its move would have done
        and the projected lead between them, in ``"en"`` or ``"ja"``."""
        if lang not in ("en", "ja"):
            raise SteamlabError(f"review reasons are in 'en' or 'ja', not {lang!r}")
        return self.message().render(lang, names)

    def message(self) -> Message:
        """:meth:`reason` as one catalogue message."""
        if self.played == self.best:
            return msg("review.same", played=self.what_played)
        if self.loss <= 0.0:
            return msg("review.as_good", played=self.what_played, best=self.what_best)
        return msg("review.worse", played=self.what_played, best=self.what_best, n=f"{self.loss:.1f}")


@dataclass
class Review:
    """A seat's decisions judged, in the order they were made, and every seat's projected lead along the game."""

    seat: int
    strength: int
    moves: list[Move] = field(default_factory=list)
    leads: list[tuple[int, list[float]]] = field(default_factory=list)
    """At each action index a player decided at, every seat's projected lead (its projected final score less
    the best rival's) -- the chart of the game -- and at the end the final margins."""

    @property
    def turning_points(self) -> list[Move]:
        """The moves that cost most, biggest loss first: every one labelled worse than ``good``."""
        worse = [m for m in self.moves if m.label in ("inaccuracy", "mistake", "blunder")]
        return sorted(worse, key=lambda m: (-m.loss, m.index))

    def counts(self) -> dict[str, int]:
        """How many moves carry each label (every label named, 0 included)."""
        out = {name: 0 for name, _ in LABELS} | {"blunder": 0}
        for m in self.moves:
            out[m.label] += 1
        return out


def review(
    game: GameState | Mapping[str, Any],
    seat: int,
    *,
    strength: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Review ``seat``'s decisions in ``game`` (a state or its record) at ``strength`` positions a move (``None``:
    the default, the Hint's). ``progress(done, total)`` is called after each decision. See the module docstring."""
    result: Review | None = None
    for step in review_steps(game, seat, strength=strength):
        result = step[0]
        if progress is not None:
            progress(step[1], step[2])
    assert result is not None
    return result


def review_steps(
    game: GameState | Mapping[str, Any], seat: int, *, strength: int | None = None
) -> Iterator[tuple[Review, int, int]]:
    """:func:`review` a decision at a time: after each, the review so far, how many decisions are done and how
    many there are (a page shows the results as they come). The first step comes before any decision is judged,
    with the game's chart already drawn."""
    states, actors = timeline(game.to_record() if isinstance(game, GameState) else game)  # the record checked
    state = states[-1]
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.num_players:
        raise SteamlabError(f"there is no seat {seat!r} in this game (seats 0 to {state.num_players - 1})")
    strength = DEFAULT_ITERATIONS if strength is None else strength
    played = state.history
    states = states[:-1]
    out = Review(seat, strength)
    for i, before in enumerate(states):
        if actors[i] >= 0:
            out.leads.append((i, margins(projected_scores(before))))
    if state.is_terminal():
        out.leads.append((len(states), margins([float(s.total) for s in state.scores()])))
    mine = [i for i, s in enumerate(states) if actors[i] == seat and len(s.legal_actions()) > 1]
    yield out, 0, len(mine)
    for done, i in enumerate(mine, start=1):
        out.moves.append(judge_move(states[i], played[i], i, strength))
        yield out, done, len(mine)


def judge_move(state: GameState, played: Action, index: int, strength: int) -> Move:
    """One decision judged (see the module docstring)."""
    mover = state.current_player
    best = computer_choices(state, strength)[0].action
    what_played, what_best = what_it_does(state, played), what_it_does(state, best)
    if played == best:
        return Move(index, mover, played, best, 0.0, "best", what_played, what_best)
    loss, confirmed = loss_against(state, best, played, strength)
    return Move(index, mover, played, best, loss, label_of(loss), what_played, what_best, confirmed)


def loss_against(state: GameState, best: Action, played: Action, strength: int) -> tuple[float, bool]:
    """The projected lead ``played`` gives up against ``best`` in ``state`` (points, rounded to a tenth, never
    below 0), both judged alike at ``strength``; a loss of :data:`CONFIRM_AT` or more looked at a second time and
    the smaller kept. Returns the loss and whether the second look was taken (the review's *Try again from here*
    asks the same)."""
    leads = judge(state, [best, played], iterations=strength)
    loss = max(0.0, leads[best] - leads[played])
    confirmed = False
    if loss >= CONFIRM_AT:
        again = judge(state, [best, played], iterations=max(strength, CONFIRM_STRENGTH), seed=1,
                      repeats=CONFIRM_REPEATS)
        loss, confirmed = min(loss, max(0.0, again[best] - again[played])), True
    return round(loss, 1), confirmed
