# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lessons 8-12 (the Russian Railroads player board and its scoring): pictures, worked lines and exercises.

The tables of these lessons live in :mod:`steamlab.course.russian_railroads`;
this module adds what the lessons show beside them -- a board described as
data drawn (:func:`board_picture`), the reach and doubling examples in the
reader's language, and each lesson's exercises, answered by the engine.

>>> print(reach_lines([[1], [1, 4]], lang="ja"))
機関車 1: 到達 1 マス、シベリア横断鉄道の得点 1
機関車 1 + 4: 到達 5 マス、シベリア横断鉄道の得点 5
>>> [len(ex) for ex in (exercises_8(), exercises_9(), exercises_10(), exercises_11(), exercises_12())]
[3, 3, 3, 3, 2]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from steamlab.course.rr_words import word
from steamlab.course.russian_railroads import rr_end_bonus_table, rr_loco_targets, rr_majority, rr_score
from steamlab.games.russian_railroads.board import PlayerBoard
from steamlab.games.russian_railroads.data import COLOURS, rules_data
from steamlab.games.russian_railroads.scoring import board_from_spec, end_bonus_points, engineer_majority, score_board
from steamlab.i18n import player_label, register, term
from steamlab.i18n.words import table as word_table
from steamlab.render.rr_board import spec_svg
from steamlab.render.svg import Picture

WORDS = word_table("course.rr_board_lessons", "WORDS")
register(WORDS)

TS_EXAMPLE: dict[str, Any] = {"trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]}, "doublers": 1}
"""The rules' Trans-Siberian scoring example (lesson 11): 12 VP."""
KIEV_EXAMPLE: dict[str, Any] = {"kiev": {"black": 4, "locomotives": [2]}}
"""The rules' Kiev scoring example (lesson 11): 3 VP."""


def board_picture(spec: dict[str, Any], lang: str = "en") -> Picture:
    """A board described as data (``score_board``'s spec), drawn with this round's score at its right."""
    return Picture(spec_svg(spec, word("example_board", lang), lang))


def reach_lines(locos_list: Sequence[Sequence[int]], lang: str = "en") -> str:
    """Lesson 9: the same Trans-Siberian rails (black 9, grey 6) scored with each pair of locomotives."""
    lines = []
    for locos in locos_list:
        spec = {"trans_siberian": {"black": 9, "grey": 6, "locomotives": list(locos)}}
        reach = board_from_spec(spec).reach(0)
        lines.append(word("reach", lang, locos=" + ".join(map(str, locos)), reach=reach, vp=score_board(spec).total))
    return "\n".join(lines)


def doubling_lines(lang: str = "en") -> str:
    """Lesson 11: St. Petersburg (black 9, grey 8, brown 4) with locomotive 6, 7, and 7 after the revaluation."""
    sp = {"black": 9, "grey": 8, "brown": 4}
    lines = []
    for n, revalued in ((6, False), (7, False), (7, True)):
        vp = score_board({"st_petersburg": {**sp, "locomotives": [n]}, "revaluation": revalued}).total
        lines.append(word("sp_loco", lang, n=n, revalued=word("revalued", lang) if revalued else "", vp=vp))
    return "\n".join(lines)


def _colour_options() -> list[tuple[str, dict[str, str]]]:
    return [(c, {"en": term("colour", c), "ja": term("colour", c, "ja")}) for c in COLOURS[1:]]


def _player_options(n: int) -> list[tuple[int, dict[str, str]]]:
    return [(p, {"en": player_label(p), "ja": player_label(p, "ja")}) for p in range(n)]


EXERCISE_RAILS: dict[str, int] = {"black": 7, "grey": 6, "brown": 2}
"""Lesson 8's Trans-Siberian to judge (which colour, black aside, may advance one space): not a board the page draws;
black on 7 has unlocked grey and brown only, and grey stands right behind black, so brown alone may."""
EXERCISE_BLACK = 11
"""Where lesson 8's black rail stands when the rails given are counted: not a space of the colours table (2, 6, 10,
15), so the count is the rails column added up, which the page does not print."""


def _rail_steps(rails: dict[str, int], lang: str) -> str:
    """Lesson 8's working: each colour on a Trans-Siberian whose rails stand at ``rails``, may it advance one space?"""
    d = rules_data()
    board = PlayerBoard.new(d, workers=0, rubles=0)
    board.rails[0] = [rails.get(c, 0) for c in COLOURS]
    board.unlocked = [board.rails[0][0] >= at for at in d.unlock_spaces]
    lines = []
    for c, name in enumerate(COLOURS):
        colour, at = term("colour", name, lang), board.rails[0][c]
        if not board.unlocked[c]:
            why = {"en": f"{colour}: not unlocked yet (black on Trans-Siberian {d.unlock_spaces[c]} unlocks it)",
                   "ja": f"{colour}: まだ使えません (シベリア横断鉄道の黒が {d.unlock_spaces[c]} マスに着くと使えます)"}
        elif board.can_step(d, 0, c):
            why = {"en": f"{colour} on space {at}: may advance to space {at + 1}",
                   "ja": f"{colour} ({at} マス): {at + 1} マスへ進めます"}
        else:
            ahead = term("colour", COLOURS[c - 1], lang)
            why = {"en": f"{colour} on space {at}: may not advance, {ahead} stands on space {at + 1}",
                   "ja": f"{colour} ({at} マス): 進めません。{at + 1} マスに{ahead}があります"}
        lines.append(why[lang])
    return "\n".join(lines)


def _rails_given(black: int, lang: str) -> str:
    """Lesson 8's working: the rails of each colour given by the time black reaches Trans-Siberian ``black``."""
    d = rules_data()
    lines, total = [], 0
    for c, name in enumerate(COLOURS[1:], start=1):
        colour, at, n = term("colour", name, lang), d.unlock_spaces[c], d.colour_counts[c]
        if black >= at:
            total += n
            lines.append({"en": f"{colour}: {n} rails (black on {at})", "ja": f"{colour}: {n} 個 (黒が {at} マス)"}[lang])
        else:
            lines.append({"en": f"{colour}: none yet (black on {at})", "ja": f"{colour}: まだなし (黒が {at} マス)"}[lang])
    lines.append({"en": f"in all: {total}", "ja": f"合計: {total} 個"}[lang])
    return "\n".join(lines)


def exercises_8() -> list[Any]:
    """Lesson 8: which rail may advance on a Trans-Siberian, how many rails black on space 11 has given, a first
    score. The first two are cases the page does not draw (its colours table answered the old questions)."""
    from steamlab.course.exercises import choice, number

    d = rules_data()
    rails = EXERCISE_RAILS
    board = PlayerBoard.new(d, workers=0, rubles=0)
    board.rails[0] = [rails.get(c, 0) for c in COLOURS]
    board.unlocked = [board.rails[0][0] >= at for at in d.unlock_spaces]
    (may_step,) = (c for i, c in enumerate(COLOURS) if i and board.can_step(d, 0, i))
    given = sum(n for n, at in zip(d.colour_counts[1:], d.unlock_spaces[1:], strict=True) if at <= EXERCISE_BLACK)
    where = {lang: sep.join(f"{term('colour', c, lang)}{fmt.format(rails[c])}" for c in rails)
             for lang, sep, fmt in (("en", ", ", " on {}"), ("ja", "、", "が {} マス"))}
    spec = {"trans_siberian": {"black": 15, "grey": 5, "locomotives": [2, 6]}}
    return [
        choice({"en": f"On a player's Trans-Siberian, {where['en']}; no other colour is on it. Black aside, which colour "
                      "may advance one space there now?",
                "ja": f"あるプレイヤーのシベリア横断鉄道では、{where['ja']}にあり、ほかの色はありません。黒を除いて、いま 1 マス"
                      "進められるのはどの色ですか?"},
               _colour_options(), may_step, lambda lang: _rail_steps(rails, lang),
               hint={"en": "Two things for each colour: has black on the Trans-Siberian unlocked it yet, and is the space just "
                           "ahead of it free of the colour in front?",
                     "ja": "色ごとに 2 つ確かめます。シベリア横断鉄道の黒でもう使えるようになっているか、すぐ前のマスに前の色が"
                           "ないか。"}),
        number({"en": f"The black rail of the Trans-Siberian has reached space {EXERCISE_BLACK}. Black aside, how many rails "
                      "has the player been given in all?",
                "ja": f"シベリア横断鉄道の黒線路が {EXERCISE_BLACK} マスに着きました。黒を除いて、線路コマを全部で何個"
                      "得ていますか?"},
               given, lambda lang: _rails_given(EXERCISE_BLACK, lang),
               hint={"en": "Which colours has black unlocked by that space? Add up their rails in the colours table.",
                     "ja": "その位置までに黒で使えるようになった色はどれですか? 色の表で、その色の線路コマの数を足してください。"}),
        number({"en": "Trans-Siberian: black on 15, grey on 5, locomotives 2 and 6. How many VP does it score?",
                "ja": "シベリア横断鉄道: 黒が 15、灰が 5、機関車 2 と 6。何勝利点になりますか?"},
               score_board(spec).total, lambda lang: rr_score(spec, lang)),  # fmt: skip
    ]  # fmt: skip


EXERCISE_REACH: list[int] = [3, 6]
"""Lesson 9's Trans-Siberian locomotives to add up (the page shows 1, 1 + 4 and 3 + 4; its Try-it starts at 2 + 6)."""
EXERCISE_TS: dict[str, Any] = {"black": 11, "grey": 8, "brown": 4, "locomotives": [2, 5]}
"""Lesson 9's Trans-Siberian to score: not the page's black 9, grey 6 (scored there with 1, 1 + 4 and 3 + 4). It
scores 11; with brown on 3 it scored 10, the total the Try-it prints for its start (brown 3, grey 7, locomotives 2
and 6)."""
EXERCISE_LOCOS: tuple[list[list[int]], int] = ([[5, 2], [3], []], 4)
"""Lesson 9's locomotives on the railways and the new tile to place: not the rules' examples the page lists."""


def exercises_9() -> list[Any]:
    """Lesson 9: a reach, a Trans-Siberian scored and where a new locomotive may go, each a case the page does not
    show (it showed the old three: reach 5 for 1 + 4, 5 VP, and the four places of the rules' example)."""
    from steamlab.course.exercises import number

    spec = {"trans_siberian": EXERCISE_TS}
    reach = board_from_spec({"trans_siberian": {"black": 9, "locomotives": EXERCISE_REACH}}).reach(0)
    d = rules_data()
    locos, tile = EXERCISE_LOCOS
    board = PlayerBoard.new(d, workers=0, rubles=0)
    board.locos = [list(r) for r in locos]
    places = len(board.loco_targets(d, tile))
    a, b = EXERCISE_REACH
    ts, (sp,), _ = locos
    rails = {lang: sep.join(f"{term('colour', c, lang)}{fmt.format(EXERCISE_TS[c])}" for c in ("black", "grey", "brown"))
             for lang, sep, fmt in (("en", ", ", " on {}"), ("ja", "、", "が {}"))}
    l1, l2 = EXERCISE_TS["locomotives"]
    return [
        number({"en": f"Locomotives {a} and {b} stand on the Trans-Siberian. Up to which space do they reach?",
                "ja": f"シベリア横断鉄道に機関車 {a} と {b} があります。何マス目まで届きますか?"},
               reach, lambda lang: reach_lines([EXERCISE_REACH], lang),
               hint={"en": "The Trans-Siberian's reach is its two locomotive numbers added up.",
                     "ja": "シベリア横断鉄道の到達マス数は、2 枚の機関車の数字の合計です。"}),
        number({"en": f"Trans-Siberian: {rails['en']}, locomotives {l1} and {l2}. How many VP does it score?",
                "ja": f"シベリア横断鉄道: {rails['ja']}、機関車 {l1} と {l2}。何勝利点になりますか?"},
               score_board(spec).total, lambda lang: rr_score(spec, lang),
               hint={"en": "Only the spaces up to the reach score. Each rail fills the spaces behind it up to the next colour; "
                           "count each colour's spaces within the reach and multiply by its VP.",
                     "ja": "到達マスまでのマスだけが得点になります。線路コマは次の色までの後ろのマスを埋めます。到達範囲内の色ごとの"
                           "マス数に、その色の勝利点を掛けてください。"}),
        number({"en": f"The Trans-Siberian holds locomotives {ts[0]} and {ts[1]}, St. Petersburg locomotive {sp}, Kiev "
                      f"none. A new locomotive {tile} is taken: in how many places may it go?",
                "ja": f"シベリア横断鉄道に機関車 {ts[0]} と {ts[1]}、サンクトペテルブルク鉄道に機関車 {sp} があり、キエフ鉄道には"
                      f"ありません。新しい機関車 {tile} を取りました。置ける場所はいくつありますか?"},
               places, lambda lang: rr_loco_targets(locos, tile, lang),
               hint={"en": "A new tile goes to an empty slot or replaces a lower number: count the empty slots and the lower "
                           "tiles on every railway.",
                     "ja": "新しいタイルは空いている枠に置くか、より小さい数字のタイルと入れ替えます。すべての鉄道で、空いている"
                           "枠と小さい数字のタイルを数えてください。"}),
    ]  # fmt: skip


EXERCISE_FACTORIES_BUILT = 2
"""Lesson 10: how many factories a board has built when the learner finds how far its marker may go (the page tries
none and one)."""
EXERCISE_MARKERS: list[int] = [9, 12]
"""Lesson 10's two industry markers to score together (the page scores one marker, on space 5)."""
EXERCISE_FACTORY_ORDER: list[int] = [4, 7, 1]
"""Lesson 10's factories in the order built (left to right), and the space a marker arrives on."""
EXERCISE_ARRIVE = 9


def _industry_reach(factories: int, lang: str) -> str:
    """Lesson 10's working: the industry track from space 4 on, open or a gap, with ``factories`` built."""
    d = rules_data()
    board = PlayerBoard.new(d, workers=0, rubles=0)
    board.factories = list(range(1, factories + 1))
    lines = []
    for space in range(4, len(d.industry_spaces)):
        kind, value = d.industry_spaces[space]
        if not board.industry_open(d, space):
            lines.append({"en": f"space {space}: the gap of factory space {value}, empty: the marker stops on space {space - 1}",
                          "ja": f"{space} マス: {value} つ目の工場スペースの隙間で、空いています。マーカーは {space - 1} マスで止まります"}[lang])
            break
        if kind == "factory":
            lines.append({"en": f"space {space}: the gap of factory space {value}, filled",
                          "ja": f"{space} マス: {value} つ目の工場スペースの隙間で、埋まっています"}[lang])
    return "\n".join(lines)


def _factory_spaces(order: Sequence[int], arrive: int, lang: str) -> str:
    """Lesson 10's working: which factory fills each gap when ``order`` were built left to right."""
    from steamlab.course.russian_railroads import _effect

    d = rules_data()
    gaps = [i for i, (kind, _) in enumerate(d.industry_spaces) if kind == "factory"]
    lines = []
    for gap, factory in zip(gaps, order, strict=False):
        effect = ", ".join(_effect(e.op, e.n, lang) for e in d.factories[factory])
        mark = {"en": " <- the marker arrives here", "ja": " ← マーカーがここに着きます"}[lang] if gap == arrive else ""
        lines.append({"en": f"space {gap}: factory {factory} ({effect}){mark}", "ja": f"{gap} マス: 工場 {factory} ({effect}){mark}"}[lang])
    return "\n".join(lines)


def exercises_10() -> list[Any]:
    """Lesson 10: how far a marker may go with two factories, two markers scored together, which factory a marker
    arrives on; none is a row of the industry or the factory table (the old questions were)."""
    from steamlab.course.exercises import choice, number

    d = rules_data()
    board = PlayerBoard.new(d, workers=0, rubles=0)
    board.factories = list(range(1, EXERCISE_FACTORIES_BUILT + 1))
    furthest = next(s for s in range(len(d.industry_spaces)) if not board.industry_open(d, s + 1))
    spec = {"industry": EXERCISE_MARKERS}
    gaps = [i for i, (kind, _) in enumerate(d.industry_spaces) if kind == "factory"]
    arrived = EXERCISE_FACTORY_ORDER[gaps.index(EXERCISE_ARRIVE)]
    m1, m2 = EXERCISE_MARKERS
    built = ", ".join(map(str, EXERCISE_FACTORY_ORDER))
    built_ja = "、".join(map(str, EXERCISE_FACTORY_ORDER))
    return [
        number({"en": f"A player has built {EXERCISE_FACTORIES_BUILT} factories. Until they build another, what is the "
                      "furthest space of the industry track their marker can reach?",
                "ja": f"あるプレイヤーは工場を {EXERCISE_FACTORIES_BUILT} つ建てています。次の工場を建てるまで、工業マーカーは"
                      "工業トラックの何マスまで進めますか?"},
               furthest, lambda lang: _industry_reach(EXERCISE_FACTORIES_BUILT, lang),
               hint={"en": "Factories fill the factory spaces from the left: which gaps are filled, and which is the first gap "
                           "still waiting?",
                     "ja": "工場は左の工場スペースから順に埋まります。どの隙間が埋まり、最初に残っている隙間はどこですか?"}),
        number({"en": f"A player has two industry markers (the second from a bonus token), on spaces {m1} and {m2}. How "
                      "many VP do they score together at the round's end?",
                "ja": f"あるプレイヤーは工業マーカーを 2 つ持っています (2 つ目はボーナストークンから)。{m1} マスと {m2} マス"
                      "にあります。ラウンド終了時に合わせて何勝利点になりますか?"},
               score_board(spec).total, lambda lang: rr_score(spec, lang),
               hint={"en": "Each marker scores on its own; a marker on a factory scores the last printed value before it.",
                     "ja": "マーカーはそれぞれ別に得点します。工場の上のマーカーは、その手前で最後に印刷された値を得ます。"}),
        choice({"en": f"A player built factories {built}, in that order. Their industry marker arrives on space "
                      f"{EXERCISE_ARRIVE}: whose effect fires?",
                "ja": f"あるプレイヤーは工場を {built_ja} の順に建てました。工業マーカーが {EXERCISE_ARRIVE} マスに着きました。"
                      "どの工場の効果が使われますか?"},
               [(n, {"en": f"factory {n}", "ja": f"工場 {n}"}) for n in EXERCISE_FACTORY_ORDER], arrived,
               lambda lang: _factory_spaces(EXERCISE_FACTORY_ORDER, EXERCISE_ARRIVE, lang),
               hint={"en": "Factories go into the factory spaces left to right. Which gap of the industry track is this space?",
                     "ja": "工場は工場スペースに左から順に入ります。このマスは工業トラックの何番目の隙間ですか?"}),
    ]  # fmt: skip


EXERCISE_KIEV: dict[str, Any] = {"black": 8, "grey": 3, "locomotives": [7]}
"""Lesson 11's Kiev to score: the star on space 8 is beyond locomotive 7's reach, the stars on 1-4 are not, and grey
scores its 3 spaces (13). Every sum of Kiev's stars alone (1, 3, 6, 10, 15) is a number the page prints; black on 4
with locomotive 3 scored 6."""
EXERCISE_ST_PETERSBURG: dict[str, Any] = {"black": 9, "grey": 8, "brown": 2, "locomotives": [7]}
"""Lesson 11's St. Petersburg to score, doubled (grey on 7 or beyond, locomotive 7): 18. Without brown it scored 14,
what the page's whole board prints for its St. Petersburg (black 8, grey 7, locomotive 7)."""


def exercises_11() -> list[Any]:
    """Lesson 11: a round's scoring, of a Kiev and a St. Petersburg the page does not score and of the rules'
    Trans-Siberian with more doublers."""
    from steamlab.course.exercises import number

    kiev = {"kiev": EXERCISE_KIEV}
    ts = {**TS_EXAMPLE, "doublers": 3}
    sp = {"st_petersburg": EXERCISE_ST_PETERSBURG}

    def rails(spec: dict[str, Any], lang: str) -> str:
        sep, fmt = {"en": (", ", " on {}"), "ja": ("、", "が {}")}[lang]
        return sep.join(f"{term('colour', c, lang)}{fmt.format(spec[c])}" for c in COLOURS if c in spec)

    (k_loco,), (sp_loco,) = EXERCISE_KIEV["locomotives"], EXERCISE_ST_PETERSBURG["locomotives"]
    return [
        number({"en": f"Kiev: {rails(EXERCISE_KIEV, 'en')}, locomotive {k_loco}. How many VP does Kiev score?",
                "ja": f"キエフ鉄道: {rails(EXERCISE_KIEV, 'ja')}、機関車 {k_loco}。キエフ鉄道は何勝利点になりますか?"},
               score_board(kiev).total, lambda lang: rr_score(kiev, lang)),  # fmt: skip
        number({"en": "The rules' Trans-Siberian example with three doublers instead of one: how many VP?",
                "ja": "ルールのシベリア横断鉄道の例で、×2トークンが1個ではなく3個なら何勝利点ですか?"},
               score_board(ts).total, lambda lang: rr_score(ts, lang)),  # fmt: skip
        number({"en": f"St. Petersburg: {rails(EXERCISE_ST_PETERSBURG, 'en')}, locomotive {sp_loco}. How many VP?",
                "ja": f"サンクトペテルブルク鉄道: {rails(EXERCISE_ST_PETERSBURG, 'ja')}、機関車 {sp_loco}。何勝利点ですか?"},
               score_board(sp).total, lambda lang: rr_score(sp, lang)),  # fmt: skip
    ]


def exercises_12() -> list[Any]:
    """Lesson 12: the final scoring."""
    from steamlab.course.exercises import choice, number

    counts, best = [2, 2, 1, 0], [6, 9, 12, 0]
    vp = engineer_majority(rules_data(), counts, best)
    d = rules_data()
    board = PlayerBoard.new(d, workers=0, rubles=0)
    board.factories = [2, 3, 4, 5]
    return [
        choice({"en": "Engineers: Player 1 has 2 (highest number 6), Player 2 has 2 (highest 9), Player 3 has 1 (number "
                      "12), Player 4 none. Who scores the 40 VP?",
                "ja": "技術者: プレイヤー 1 は2枚 (最大の番号 6)、プレイヤー 2 は2枚 (最大 9)、プレイヤー 3 は1枚 (12 番)、"
                      "プレイヤー 4 はなし。40 勝利点を得るのは誰ですか?"},
               _player_options(4), vp.index(max(vp)), lambda lang: rr_majority(counts, best, lang)),  # fmt: skip
        number({"en": "End bonus card 3 (per factory) on a board with four factories: how many VP?",
                "ja": "工場が4つあるボードでエンドボーナスカード3 (工場ごと) は何勝利点ですか?"},
               end_bonus_points(d, board, 3), lambda lang: rr_end_bonus_table(factories=4, lang=lang)),  # fmt: skip
    ]


__all__ = ["EXERCISE_ARRIVE", "EXERCISE_BLACK", "EXERCISE_FACTORIES_BUILT", "EXERCISE_FACTORY_ORDER", "EXERCISE_KIEV",
           "EXERCISE_LOCOS", "EXERCISE_MARKERS", "EXERCISE_RAILS", "EXERCISE_REACH", "EXERCISE_ST_PETERSBURG", "EXERCISE_TS", "KIEV_EXAMPLE", "TS_EXAMPLE", "board_picture", "doubling_lines", "exercises_10", "exercises_11",
           "exercises_12", "exercises_8", "exercises_9", "reach_lines"]
