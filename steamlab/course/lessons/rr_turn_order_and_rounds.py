# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lesson 22: turn order, the round's end, starting bonus cards, bonus tokens and cards, 2 and 3 players.

Each table is the rules data or a few moves played by the engine:
:func:`turn_order_round` lets two players take the turn-order spaces, everyone
pass, and reads the new order, the VP of the turn-order cards and the spaces
the turn-order workers may move to (``spaces.move_candidates``).

>>> t = turn_order_round(claims=((2, "turn_order_1"), (3, "turn_order_2")))
>>> t.column("next round")
['1st: Player 3', '2nd: Player 4', '3rd: Player 1', '4th: Player 2']
>>> new_order_words([0, 1, 2, 3], {2: 0})
'Player 1, Player 2, Player 3, Player 4'
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.rr_play import (
    Pass,
    Place,
    StartBonus,
    Token,
    move_candidates,
    new_order,
    pass_round,
    rules_data,
    space_open,
    take,
)
from steamlab.course.rr_words import Table, effects_text, headers, word
from steamlab.i18n import player_label, register, render
from steamlab.i18n.russian_railroads import space as space_name
from steamlab.i18n.words import by_language, fill, separator
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RussianRailroadsState
from steamlab.scenarios.rr_builder import RRScenario

_TEXTS = word_table("course.lessons.rr_turn_order_and_rounds", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.lessons.rr_turn_order_and_rounds.TEXTS.<key>)."""
_PARAMETERS = Parameters("rr_turn_order_and_rounds")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[rr_turn_order_and_rounds]``)."""

WORDS = word_table("course.lessons.rr_turn_order_and_rounds", "WORDS")
register(WORDS)

def nth(n: int, lang: str = "en") -> str:
    """A turn-order position: ``1st`` / ``1番手``.

    >>> nth(2), nth(4), nth(3, "ja")
    ('2nd', '4th', '3番手')
    """
    return word("nth", lang, n=n)


def order_words(order: Sequence[int], lang: str = "en") -> str:
    """Players in turn order, first to last."""
    return separator("list", lang).join(player_label(p, lang) for p in order)


def new_order_words(old: Sequence[int], claims: dict[int, int], lang: str = "en") -> str:
    """The turn order after ``claims`` (turn-order position -> seat, 0-based) by the engine's rule."""
    return order_words(new_order(list(old), claims), lang)


def _everyone_passes(g: RussianRailroadsState) -> None:
    """Every player still in the round passes in turn (the round's placements are over)."""
    while g.phase == "play":
        g.apply(Pass())


def turn_order_round(claims: Sequence[tuple[int, str]] = ((2, "turn_order_1"), (3, "turn_order_2")),
                     players: int = 4, lang: str = "en") -> Table:
    """Round 1 of a game in order Player 1, 2, 3, 4: the players of ``claims`` take the spaces given, then all pass.

    A row per turn-order position: who held it, what their card paid on passing, who holds it next round,
    and where a turn-order worker may move once the order has changed.
    """
    g = RRScenario(players=players, seed=1).order(*range(players)).state()
    start = [b.total_vp for b in g.boards]
    for seat, sid in claims:
        while g.current_player != seat:
            g.apply(Pass())
        take(g, sid)
    old = list(g.order)
    _everyone_passes(g)
    passing = {p: g.boards[p].total_vp - start[p] for p in range(players)}
    moves = {seat: len(move_candidates(g, seat)) for seat, _ in claims}
    rows = []
    for i in range(players):
        seat = old[i]
        may_move = str(moves[seat]) if seat in moves else "-"
        rows.append([word("position", lang, nth=nth(i + 1, lang), player=player_label(seat, lang)), passing[seat],
                     word("position", lang, nth=nth(i + 1, lang), player=player_label(g.order[i], lang)), may_move])
    heads = headers([("this round", "このラウンド"), ("VP for passing", "パスで得た勝利点"), ("next round", "次のラウンド"),
                     ("spaces the turn-order worker may move to", "手番順ワーカーを移せるマスの数")], lang)  # fmt: skip
    return Table(heads, rows)


def round_end_table(lang: str = "en") -> Table:
    """A 2-player round played by the engine: what stood on the board before the round's end and after it."""
    g = RRScenario(players=2, seed=3).order(0, 1).state()
    take(g, "temporary_workers")  # Player 1
    take(g, "industry_2")  # Player 2
    take(g, "black_3", temps=2, prefer=["Trans-Siberian"])  # Player 1
    take(g, "doubler", rubles=1)  # Player 2
    take(g, "any_2", prefer=["St. Petersburg"])  # Player 1

    def snapshot() -> list[str]:
        return [
            f"{g.boards[0].workers_free} / {g.boards[1].workers_free}",
            str(len(g.occupied)),
            str(g.temps_on_board),
            str(sum(1 for pieces in g.occupied.values() for _, kind in pieces if kind == "r")),
            "  ".join(str(n) if n else "-" for n in g.engineer_slots),
            f"{g.boards[0].total_vp} / {g.boards[1].total_vp}",
        ]

    before = snapshot()
    pass_round(g)
    after = snapshot()
    keys = ["workers", "spaces", "temps", "rubles", "row", "vp"]
    rows = [[word(f"end.{k}", lang), b, a] for k, b, a in zip(keys, before, after, strict=True)]
    heads = headers([("", ""), ("before the round's end", "ラウンド終了前"), ("after it", "ラウンド終了後")], lang)
    return Table(heads, rows)


def start_bonus_table(lang: str = "en") -> Table:
    """The four starting bonus cards and what each does."""
    cards = rules_data().starting_cards
    rows = [[n, effects_text(e, lang)] for n, e in sorted(cards.items())]
    return Table(headers([("card", "カード"), ("effect", "効果")], lang), rows)


def draft_order(players: int = 4, seed: int = 1, lang: str = "en") -> Table:
    """Who chooses a starting bonus card, in the engine's order, and which card (the first offered)."""
    g = _new(players, seed)
    rows = []
    while g.phase == "setup":
        seat = g.current_player
        offered = g.legal_actions()
        chosen = offered[0]
        if not isinstance(chosen, StartBonus):  # the card's own choice (which railway): not part of the draft
            g.apply(chosen)
            continue
        rows.append([word("position", lang, nth=nth(g.order.index(seat) + 1, lang), player=player_label(seat, lang)),
                     ", ".join(str(getattr(a, "card", "")) for a in offered), getattr(chosen, "card", "")])
        g.apply(chosen)
    first = g.order[0]
    rows.append([word("position", lang, nth=nth(1, lang), player=player_label(first, lang)), "-", word("first_player", lang)])
    return Table(headers([("chooser", "選ぶ人"), ("cards offered", "残っているカード"), ("takes", "取るカード")], lang), rows)


def _new(players: int, seed: int) -> RussianRailroadsState:
    """A new game at its set-up (the deal done, the starting bonus draft to come)."""
    g = RussianRailroadsState(players=players, seed=seed)
    g.settle()
    return g


def tokens_table(lang: str = "en") -> Table:
    """The seven bonus (advantage) tokens and what each does."""
    rows = [[n, effects_text(e, lang)] for n, e in sorted(rules_data().bonus_tokens.items())]
    return Table(headers([("token", "トークン"), ("effect", "効果")], lang), rows)


def cards_table(lang: str = "en") -> Table:
    """The five bonus (advantage) cards and what each does."""
    rows = [[n, effects_text(e, lang)] for n, e in sorted(rules_data().bonus_cards.items())]
    return Table(headers([("card", "カード"), ("effect", "効果")], lang), rows)


def industry_bonus(lang: str = "en") -> Table:
    """A marker walking onto the industry track's bonus-token space: the choice the engine then asks for."""
    d = rules_data()
    space = next(i for i, (kind, _) in enumerate(d.industry_spaces) if kind == "bonus_token")
    sc = RRScenario(players=2, seed=1).round(3).order(0, 1).industry(0, 0, space - 2)
    sc.factory(0, 2).factory(0, 3).factory(0, 4)
    g = sc.state()
    g.apply(Place("industry_2"))
    offered: list[str] = []
    while g.acting and not offered:
        actions = g.legal_actions()
        tokens = [a for a in actions if isinstance(a, Token)]
        if tokens:
            offered = [f"{a.token}: {effects_text(d.bonus_tokens[a.token], lang)}" for a in tokens]
        else:
            g.apply(actions[0])
    heads = headers([("token", "トークン"), ("effect", "効果")], lang)
    return Table(heads, [o.split(": ", 1) for o in offered],
                 caption=word("token_choice", lang, space=space - 2, marker=g.boards[0].markers[0]))


def player_counts_table(lang: str = "en") -> Table:
    """What changes with 2, 3 and 4 players (the rules data's set-up and the spaces covered)."""
    d = rules_data()
    counts = {n: d.player_counts[n] for n in (2, 3, 4)}
    closed = {n: separator("list", lang).join(render(space_name(s.id), lang) for s in d.spaces if s.min_players > n)
              or "-" for n in counts}
    yes, no = word("yes", lang), word("no", lang)
    rows: list[Sequence[object]] = [
        [word("count.rounds", lang)] + [c.rounds for c in counts.values()],
        [word("count.workers", lang)] + [c.workers for c in counts.values()],
        [word("count.rubles", lang)] + [c.rubles for c in counts.values()],
        [word("count.engineers", lang)] + [f"{c.engineers_a} + {c.engineers_b}" for c in counts.values()],
        [word("count.slots", lang)] + [c.engineer_slots for c in counts.values()],
        [word("count.locos", lang)] + [c.locomotives_per_number for c in counts.values()],
        [word("count.own_space", lang)] + [yes if c.turn_order_own_space else no for c in counts.values()],
        [word("count.closed", lang)] + [closed[n] for n in counts],
    ]
    heads = headers([("", ""), ("2 players", "2人"), ("3 players", "3人"), ("4 players", "4人")], lang)
    return Table(heads, rows)


def last_round_spaces(lang: str = "en") -> Table:
    """The turn-order area in an ordinary round and in the last one (the engine's open spaces)."""
    rows = []
    for rnd in (1, 7):
        g = RRScenario(players=4, seed=1).round(rnd).state()
        open_ids = [s.id for s in g.data.spaces if s.area == "turn_order" and space_open(g, s)]
        rows.append([rnd, separator("list", lang).join(render(space_name(i), lang) for i in open_ids)])
    return Table(headers([("round", "ラウンド"), ("turn-order area", "手番変更エリア")], lang), rows)


__all__ = ["EXERCISE_CLAIMS", "EXERCISE_ORDER", "EXERCISE_PASSING_VP", "EXERCISE_TWO_PLAYER", "cards_table", "lesson_22", "draft_order", "industry_bonus", "last_round_spaces", "new_order_words", "nth", "order_words",
           "player_counts_table", "round_end_table", "start_bonus_table", "tokens_table", "turn_order_round", "vp_after_passing"]


EXERCISE_CLAIMS = _PARAMETERS.get("claims", tuple[tuple[int, str], ...])
"""Lesson 22's turn-order claims in a round played Player 1, 2, 3, 4: Player 1 (1st) takes 2nd, Player 4 1st (the
page's: Player 3 1st, Player 4 2nd, whose table shows Player 1 third next)."""
EXERCISE_ORDER = _PARAMETERS.get("order", tuple[list[int], dict[int, int], int])
"""Lesson 22's second round: its order, the claims (turn-order position -> seat) and the seat whose passing VP next
round is asked (no table of the page has this order)."""
EXERCISE_PASSING_VP = _PARAMETERS.get("passing_vp", int)
"""The VP of lesson 22's asked seat when it passes in the next round: the question asks for its VP after passing, as a
turn-order card gives one of the four figures of the page's turn-order table."""
EXERCISE_TWO_PLAYER = _PARAMETERS.get("two_player", list[str])
"""Lesson 22's spaces offered to the first player of a 2-player game (which may they take?)."""


def vp_after_passing(order: Sequence[int], seat: int, vp: int) -> int:
    """The VP ``seat`` has, ``vp`` before, once it has passed in a 4-player round played in ``order``: the players
    pass in turn (the engine plays it), and the turn-order card of ``seat``'s position scores.

    >>> vp_after_passing([0, 1, 2, 3], 3, 10), vp_after_passing([0, 1, 2, 3], 0, 10)
    (14, 10)
    """
    g = RRScenario(players=4, seed=1).order(*order).vp(seat, vp).state()
    while True:
        passing = g.current_player
        g.apply(Pass())
        if passing == seat:
            return g.boards[seat].total_vp


def _passing_next(old: Sequence[int], claims: dict[int, int], seat: int, before: int, lang: str) -> str:
    """Lesson 22's working: the next order, what ``seat``'s turn-order card gives there when they pass, and their VP
    after it (``before`` before)."""
    after = new_order(list(old), claims)
    position = after.index(seat) + 1
    vp = rules_data().turn_order_vp[position - 1]
    total = vp_after_passing(after, seat, before)
    return "\n".join([
        fill(_TEXTS["_passing_next.text"], er_words_old_claims_lang=new_order_words(old, claims, lang))[lang],
        fill(_TEXTS["_passing_next.text.2"], player_label_seat_lang=player_label(seat, lang),
             nth_position_lang=nth(position, lang), vp=vp)[lang],
        fill(_TEXTS["_passing_next.text.3"], player_label_seat_lang=player_label(seat, lang), before=before, vp=vp,
             total=total)[lang],
    ])  # fmt: skip


def _two_player_spaces(lang: str) -> str:
    """Lesson 22's working: may the first player of a 2-player game take each space offered?"""
    g = RRScenario(players=2, seed=1).order(0, 1).state()
    lines = []
    for sid in EXERCISE_TWO_PLAYER:
        why = g.why_illegal(Place(sid))
        lines.append(f"{render(space_name(sid), lang)}: {word('may', lang) if why is None else word('may_not', lang, why=render(why, lang))}")
    return "\n".join(lines)


def lesson_22() -> list[Any]:
    """Lesson 22's exercises, each answered and explained by the engine: claims and an order the page does not play,
    and the first player of a 2-player game (the page's turn-order and player-counts tables held the old answers)."""
    from steamlab.course.exercises import choice, number

    claims = EXERCISE_CLAIMS
    by_position = {int(sid[-1]): seat for seat, sid in claims}
    after = new_order([0, 1, 2, 3], by_position)
    old, next_claims, seat = EXERCISE_ORDER
    before = EXERCISE_PASSING_VP
    passed = vp_after_passing(new_order(list(old), next_claims), seat, before)
    players = [(p, by_language(player_label, p)) for p in range(4)]
    g = RRScenario(players=2, seed=1).order(0, 1).state()
    allowed = [sid for sid in EXERCISE_TWO_PLAYER if g.why_illegal(Place(sid)) is None]
    if len(allowed) != 1:
        raise ValueError(f"lesson 22's 2-player spaces must allow exactly one, not {allowed}")
    names = {sid: {lang: render(space_name(sid), lang) for lang in ("en", "ja")} for sid in ("turn_order_1", "turn_order_2")}
    took = reduce(lambda a, b: fill(_TEXTS["exercises.took.and"], a=a, b=b),
                  [fill(_TEXTS["exercises.took"], player=by_language(player_label, p), space=names[sid])
                   for p, sid in sorted(claims, key=lambda c: c[1])])
    (claimed_position, claimer), = next_claims.items()
    return [
        choice(fill(_TEXTS["exercises.question"], took=took),
               players, after[2], lambda lang: str(turn_order_round(claims, lang=lang)),
               hint=_TEXTS["exercises.hint"]),
        number(fill(_TEXTS["exercises.question.2"], order_words_old=order_words(old),
                    player_label_claimer=player_label(claimer),
                    rder_claimed_position_en=render(space_name(f'turn_order_{claimed_position}'), 'en'),
                    player_label_seat=player_label(seat), before=before, order_words_old_ja=order_words(old, 'ja'),
                    player_label_claimer_ja=player_label(claimer, 'ja'),
                    rder_claimed_position_ja=render(space_name(f'turn_order_{claimed_position}'), 'ja'),
                    player_label_seat_ja=player_label(seat, 'ja')),
               passed, lambda lang: _passing_next(old, next_claims, seat, before, lang),
               hint=_TEXTS["exercises.hint.2"]),
        choice(_TEXTS["exercises.question.3"],
               [(sid, {lang: render(space_name(sid), lang) for lang in ("en", "ja")}) for sid in EXERCISE_TWO_PLAYER],
               allowed[0], _two_player_spaces,
               hint=_TEXTS["exercises.hint.3"]),
    ]
