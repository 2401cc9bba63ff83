"""Puzzles: positions from computer games where one move is clearly best, to find that move.

The puzzles are data (``data/puzzles/puzzles.json``), found by ``tools/find_puzzles.py``: it plays games of computer
seats and, at each decision, keeps a position where the computer's choice leads the second-best move by
:data:`MIN_MARGIN` points of projected lead or more, both moves judged alike
(:func:`steamlab.bots.search.judge`: the position searched, each move rolled out to the end of the turn) at the
puzzle's strength and again at the default strength, so the answer does not hang on one look. Each puzzle keeps its
position as a game link's packed record (:mod:`steamlab.engine.links`) and is checked in the tests: the answer is
legal and still the computer's choice.

>>> import steamlab
>>> found = steamlab.puzzles("age_of_steam")
>>> len(found) >= 25, {p.rules for p in found}
(True, {'age_of_steam'})
>>> p = found[0]
>>> p.game.why_illegal(p.answer) is None and p.question("en").startswith("Player")
True
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from steamlab.bots.computer import computer_choices
from steamlab.bots.evaluate import rule_set_key
from steamlab.bots.hints import what_it_does
from steamlab.core.datafiles import data_path, parse_json, read_capped
from steamlab.core.errors import DataError
from steamlab.engine.links import unpack
from steamlab.engine.registry import from_record
from steamlab.engine.state import Action, GameState
from steamlab.i18n import Message, msg

RULE_SETS = ("steam/base", "steam/standard", "age_of_steam", "russian_railroads")
"""The rule sets puzzles are kept for (:func:`~steamlab.bots.evaluate.rule_set_key` names)."""
MIN_MARGIN = 3.0
"""Points of projected lead the answer must lead the second-best move by, at both looks."""
FORMAT = "steamlab-puzzles"


@dataclass(frozen=True)
class Puzzle:
    """One position, its answer and how clearly it is best."""

    id: str
    rules: str
    """The rule set: one of :data:`RULE_SETS`."""
    packed: str
    """The position: its game's record packed as in a link (:func:`steamlab.engine.links.pack`)."""
    answer_data: dict[str, Any]
    margin: float
    """Points of projected lead the answer leads the second-best move by (the smaller of the two looks)."""
    strength: int
    """Positions a move the computer weighs for this puzzle (the answer is its choice at this strength)."""

    @functools.cached_property
    def game(self) -> GameState:
        """The position (a new copy each time it is rebuilt; do not change it)."""
        return from_record(unpack(self.packed))

    @property
    def answer(self) -> Action:
        return self.game.decode_action(self.answer_data)

    def question(self, lang: str = "en") -> str:
        """Whose move it is, when, and what to find, in ``"en"`` or ``"ja"``."""
        g: Any = self.game
        clock = g.info.clock  # "turn" or "round": the puzzle.turn / puzzle.round words
        when = msg(f"puzzle.{clock}", n=getattr(g, clock))
        return msg("puzzle.question", player=g.current_player, when=when).render(lang)

    def explain_message(self) -> Message:
        g = self.game
        return msg("puzzle.explain", what=what_it_does(g, self.answer), n=f"{self.margin:.1f}")

    def explain(self, lang: str = "en") -> str:
        """What the answer does in the position and by how much it leads the next move."""
        return self.explain_message().render(lang)

    def check(self, action: Action) -> bool:
        """Whether ``action`` is the answer."""
        return action == self.answer

    def still_best(self) -> bool:
        """Whether the computer, asked again at the puzzle's strength, still chooses the answer (the tests ask)."""
        return computer_choices(self.game, self.strength)[0].action == self.answer


@functools.cache
def _all() -> tuple[Puzzle, ...]:
    path = data_path("puzzles", "puzzles.json")
    data = parse_json(read_capped(path, str(path)), str(path))
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("puzzles"), list):
        raise DataError(str(path), "format", f"a puzzle file has format {FORMAT!r} and a list 'puzzles'")
    out = []
    for i, item in enumerate(data["puzzles"]):
        try:
            out.append(Puzzle(str(item["id"]), str(item["rules"]), str(item["game"]), dict(item["answer"]),
                              float(item["margin"]), int(item["strength"])))
        except (KeyError, TypeError, ValueError) as exc:
            raise DataError(str(path), f"puzzles[{i}]", f"missing or wrong field: {exc}") from None
        if out[-1].rules not in RULE_SETS:
            raise DataError(str(path), f"puzzles[{i}].rules", f"must be one of {', '.join(RULE_SETS)}")
    return tuple(out)


def puzzles(rules: str | None = None) -> list[Puzzle]:
    """The shipped puzzles, of one rule set (``"steam/base"``, ``"steam/standard"``, ``"age_of_steam"``,
    ``"russian_railroads"``; ``"steam"`` means both Steam rule sets) or of all."""
    found = _all()
    if rules is None:
        return list(found)
    return [p for p in found if p.rules == rules or p.rules.startswith(rules + "/")]


def rules_of(state: GameState) -> str:
    """The puzzle rule set of a game (as :data:`RULE_SETS` names it)."""
    return rule_set_key(state)
