# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lesson 23: a whole 2-player game against the computer, played by the engine's bots, told round by round.

:class:`PlayedGame` plays a game to the end with two bots (``make_bot``),
keeping each turn's placement and the decisions that followed it, and the
board after each round. The lesson shows a round's turns as a table, the
VP round by round, the boards as pictures and the final score's working.

>>> game = PlayedGame(seed=4)
>>> game.state.is_terminal(), len(game.rounds)
(True, 6)
>>> game.vp_table().rows[-1][0]
'final scoring'
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

import steamlab
from steamlab.bots.registry import make_bot
from steamlab.course.exercise_data import Parameters
from steamlab.course.rr_play import Pass, Place, engineer_majority, round_score
from steamlab.course.rr_words import Table, headers
from steamlab.i18n import Message, msg, player_label, register, render
from steamlab.i18n.describe import describe_action
from steamlab.i18n.words import by_language, fill, separator
from steamlab.i18n.words import table as word_table
from steamlab.render.rr_board import rr_board_svg
from steamlab.render.svg import Picture
from steamlab.scenarios import RussianRailroadsState, board_with

_TEXTS = word_table("course.lessons.rr_first_game", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.lessons.rr_first_game.TEXTS.<key>)."""
_PARAMETERS = Parameters("rr_first_game")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[rr_first_game]``)."""

WORDS = word_table("course.lessons.rr_first_game", "WORDS")
register(WORDS)


@dataclass
class Turn:
    """One turn: who, the placement (or the pass), and the decisions that followed it."""

    round: int
    player: int
    action: Message | str
    then: list[Message | str] = field(default_factory=list)


@dataclass
class Round:
    """One round of the game: its turns, and the position and VP when it was scored."""

    number: int
    turns: list[Turn] = field(default_factory=list)
    after: RussianRailroadsState | None = None
    vp: list[int] = field(default_factory=list)


class PlayedGame:
    """A 2-player game from ``seed`` played to the end: Player 1 by ``you``, Player 2 by ``computer``."""

    def __init__(self, seed: int = 3, you: str = "greedy", computer: str = "greedy") -> None:
        self.state: RussianRailroadsState = steamlab.new_game("russian_railroads", players=2, seed=seed)  # type: ignore[assignment]
        self.bots = [make_bot(you, seed=seed), make_bot(computer, seed=seed + 1)]
        self.draft: list[Turn] = []
        self.rounds: list[Round] = []
        self._play()

    def _play(self) -> None:
        g = self.state
        current: Round | None = None
        while not g.is_terminal():
            player = g.current_player
            action = self.bots[player].choose(g)
            words = describe_action(g, action)
            if g.phase == "setup" or (current is None and g.phase != "play"):
                self._note(self.draft, g.round, player, action, words)
            else:
                if current is None or current.number != g.round:
                    current = Round(g.round)
                    self.rounds.append(current)
                self._note(current.turns, g.round, player, action, words, g.phase == "round_end")
            before = g.round
            g.apply(action)
            if g.round != before or g.is_terminal():
                assert current is not None
                current.after = copy.deepcopy(g)
                current.vp = [b.total_vp for b in g.boards]

    @staticmethod
    def _note(turns: list[Turn], rnd: int, player: int, action: object, words: Message | str, ending: bool = False) -> None:
        """A placement or pass starts a turn, and so does moving a turn-order worker (or not) at the round's end;
        any other decision belongs to the turn before it."""
        moving = bool(turns) and turns[-1].player == player and getattr(turns[-1].action, "key", "") == "course.rr.moving"
        if ending and not isinstance(action, Place | Pass) and not moving:
            turns.append(Turn(rnd, player, msg("course.rr.moving"), [words]))
        elif isinstance(action, Place | Pass) or not turns or turns[-1].player != player:
            turns.append(Turn(rnd, player, words))
        else:
            turns[-1].then.append(words)

    def turns_table(self, number: int, lang: str = "en") -> Table:
        """Round ``number``'s turns: who, where they placed (or passed), and what they did with it."""
        rnd = self.rounds[number - 1]
        sep = separator("clauses", lang)
        rows = [[i + 1, player_label(t.player, lang), render(t.action, lang), sep.join(render(x, lang) for x in t.then)]
                for i, t in enumerate(rnd.turns)]  # fmt: skip
        heads = headers([("turn", "手番"), ("player", "プレイヤー"), ("placement", "アクション"), ("then", "その後")], lang)
        return Table(heads, rows)

    def vp_table(self, lang: str = "en") -> Table:
        """Each player's VP after each round (what the round added in brackets), then the final scoring."""
        rows = []
        last = [0, 0]
        for rnd in self.rounds[:-1] if self.state.is_terminal() else self.rounds:
            rows.append([render(msg("course.rr.round_n", n=rnd.number), lang)]
                        + [f"{v} (+{v - p})" for v, p in zip(rnd.vp, last, strict=True)])  # fmt: skip
            last = rnd.vp
        scores = self.state.scores()
        final_round = self.rounds[-1]
        played = [b.total_vp for b in final_round.after.boards] if final_round.after else last
        rows.append([render(msg("course.rr.round_n", n=final_round.number), lang)]
                    + [f"{v} (+{v - p})" for v, p in zip(played, last, strict=True)])  # fmt: skip
        rows.append([render(msg("course.rr.final"), lang)]
                    + [f"{s.total} (+{s.total - p})" for s, p in zip(scores, played, strict=True)])  # fmt: skip
        heads = [headers([("after", "時点")], lang)[0]] + [player_label(p, lang) for p in range(2)]
        return Table(heads, rows)

    def score_table(self, lang: str = "en") -> Table:
        """The final score's working for both players, item by item (the engine's ``scores()``)."""
        scores = self.state.scores()
        labels: list[str] = []
        points: dict[tuple[int, str], int] = {}
        for s in scores:
            for item in s.items:
                key = getattr(item.label, "key", "")
                label = render(msg("course.rr.majority") if key == "rr.score.majority" else item.label, lang)
                if label not in labels:
                    labels.append(label)
                points[(s.player, label)] = points.get((s.player, label), 0) + item.points
        rows = [[label] + [points.get((p, label), 0) for p in range(2)] for label in labels]
        rows.append([render(msg("course.rr.total"), lang)] + [s.total for s in scores])
        heads = [headers([("item", "項目")], lang)[0]] + [player_label(p, lang) for p in range(2)]
        return Table(heads, rows)

    def board_after(self, number: int, player: int | None = None, lang: str = "en") -> Picture:
        """The boards as they stood when round ``number`` was scored (one player's, or both), words in ``lang``."""
        after = self.rounds[number - 1].after
        assert after is not None
        return Picture(rr_board_svg(after, player, lang=lang))

    def winner(self, lang: str = "en") -> str:
        """Who won (or the players who tied), in words."""
        return separator("list", lang).join(player_label(p, lang) for p in self.state.winners())


__all__ = ["EXERCISE_INDUSTRY", "EXERCISE_MAJORITY", "EXERCISE_NO_DOUBLERS", "PlayedGame", "lesson_23", "setup_table", "Round", "Turn"]


def setup_table(seed: int = 3, lang: str = "en") -> Table:
    """A new 2-player game of ``seed`` after its set-up deal: each player's turn position, workers, rubles, locomotives."""
    g = RussianRailroadsState(players=2, seed=seed)
    g.settle()
    rows = []
    for p in g.order:
        b = g.boards[p]
        locos = ", ".join(f"{render(msg('course.rr.railway_loco', railway=g.data.railways[r].id, n=n), lang)}"
                          for r, row in enumerate(b.locos) for n in row)  # fmt: skip
        rows.append([player_label(p, lang), g.order.index(p) + 1, b.workers, b.rubles, locos])
    heads = headers([("player", "プレイヤー"), ("turn order", "手番順"), ("workers", "ワーカー"), ("rubles", "ルーブル"),
                     ("locomotives", "機関車")], lang)  # fmt: skip
    return Table(heads, rows, caption=render(msg("course.rr.rounds_of", n=g.rounds), lang))


EXERCISE_NO_DOUBLERS = _PARAMETERS.get("no_doublers", tuple[int, int])
"""Lesson 23: the round and player whose board (drawn on the page) is scored again without its doublers (24 VP; round
6's boards scored 39 without theirs, a figure the score table prints for Player 2's round 5)."""
EXERCISE_INDUSTRY = _PARAMETERS.get("industry", tuple[int, int, int])
"""Lesson 23: the round, the player whose board (drawn on the page) is scored again, and the industry space its marker
is moved to (space 6 on the page, 10 VP): the learner reads the industry track's printed values and applies the
round's scoring to a marker where none stood. Replaces the lead after round 6, the difference of two numbers of the
VP table."""
EXERCISE_MAJORITY = _PARAMETERS.get("majority", tuple[tuple[int, ...], tuple[int, ...]])
"""Lesson 23: the engineers Player 1 and Player 2 hold at the end of another game, told in the question: as many
each, so the rule's tie-break (the higher engineer number) decides. Replaces "who would have won without the
engineer majority", read off the score table's lines."""


def _score_lines(score: Any, lang: str) -> str:
    total = _TEXTS["_score_lines.text"][lang]
    return "\n".join([*(f"{render(i.label, lang)}: {i.points}" for i in score.items), f"{total}: {score.total}"])


def lesson_23(game: PlayedGame) -> list[Any]:
    """Lesson 23's exercises, each a rule applied to a case of its own and answered and explained by the engine: a
    drawn board scored again without its doublers, another drawn board with its industry marker moved, and the
    engineer majority of engineers told in the question. None is a number the page prints or two of its numbers
    subtracted (the lead after a round, the winner without the majority were: issue 39)."""
    from steamlab.course.exercises import choice, number

    rnd, seat = EXERCISE_NO_DOUBLERS
    after = game.rounds[rnd - 1].after
    assert after is not None
    doublers = after.boards[seat].doublers
    bare = round_score(after.data, board_with(after.boards[seat], doublers=0, data=after.data))
    i_rnd, i_seat, space = EXERCISE_INDUSTRY
    i_after = game.rounds[i_rnd - 1].after
    assert i_after is not None
    markers = i_after.boards[i_seat].markers
    was = markers[0]
    industry = round_score(i_after.data, board_with(i_after.boards[i_seat], industry=[space, *markers[1:]],
                                                    data=i_after.data))
    held = EXERCISE_MAJORITY
    majority = engineer_majority(i_after.data, [len(e) for e in held], [max(e) for e in held])

    def engineers(lang: str) -> str:
        lines = [fill(_TEXTS["exercises.engineers.text"], player_label_p=player_label(p), len_e=len(e), max_e=max(e),
                      majority_p=majority[p], player_label_p_ja=player_label(p, 'ja'))[lang]
                 for p, e in enumerate(held)]
        return "\n".join(lines)

    def numbers(p: int) -> str:
        return ", ".join(str(n) for n in held[p])

    return [
        number(fill(_TEXTS["exercises.question"], player_label_seat=player_label(seat), rnd=rnd, doublers=doublers,
                    player_label_seat_ja=player_label(seat, 'ja')),
               bare.total, lambda lang: _score_lines(bare, lang),
               hint=_TEXTS["exercises.hint"]),
        number(fill(_TEXTS["exercises.question.2"], player_label_i_seat=player_label(i_seat), i_rnd=i_rnd, was=was,
                    space=space, player_label_i_seat_ja=player_label(i_seat, 'ja')),
               industry.total, lambda lang: _score_lines(industry, lang),
               hint=fill(_TEXTS["exercises.hint.2"], space=space)),
        choice(fill(_TEXTS["exercises.question.3"], player_label_0=player_label(0), numbers_0=numbers(0),
                    player_label_1=player_label(1), numbers_1=numbers(1), player_label_0_ja=player_label(0, 'ja'),
                    player_label_1_ja=player_label(1, 'ja')),
               [(p, by_language(player_label, p)) for p in range(2)],
               max(range(2), key=lambda p: majority[p]), engineers,
               hint=_TEXTS["exercises.hint.3"]),
    ]
