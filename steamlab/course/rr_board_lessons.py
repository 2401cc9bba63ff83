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


def exercises_8() -> list[Any]:
    """Lesson 8: rail colours and a first score."""
    from steamlab.course.exercises import choice, number
    from steamlab.course.russian_railroads import rr_colours

    d = rules_data()
    unlocked_at_10 = next(c for c, at in zip(COLOURS, d.unlock_spaces, strict=True) if at == 10)
    spec = {"trans_siberian": {"black": 15, "grey": 5, "locomotives": [2, 6]}}
    return [
        choice({"en": "The black rail of the Trans-Siberian reaches space 10. Which colour of rails does the player get?",
                "ja": "シベリア横断鉄道の黒線路が 10 マスに着きました。何色の線路コマを得ますか?"},
               _colour_options(), unlocked_at_10, lambda lang: rr_colours(lang)),  # fmt: skip
        number({"en": "How many grey rails does a player get when black reaches Trans-Siberian space 2?",
                "ja": "黒線路がシベリア横断鉄道の 2 マスに着くと、灰色の線路コマを何個得ますか?"},
               d.colour_counts[COLOURS.index("grey")], lambda lang: rr_colours(lang)),  # fmt: skip
        number({"en": "Trans-Siberian: black on 15, grey on 5, locomotives 2 and 6. How many VP does it score?",
                "ja": "シベリア横断鉄道: 黒が 15、灰が 5、機関車 2 と 6。何勝利点になりますか?"},
               score_board(spec).total, lambda lang: rr_score(spec, lang)),  # fmt: skip
    ]


def exercises_9() -> list[Any]:
    """Lesson 9: locomotive reach and improving locomotives."""
    from steamlab.course.exercises import number

    spec = {"trans_siberian": {"black": 9, "grey": 6, "locomotives": [1, 4]}}
    reach = board_from_spec({"trans_siberian": {"black": 9, "locomotives": [2, 6]}}).reach(0)
    d = rules_data()
    board = PlayerBoard.new(d, workers=0, rubles=0)
    board.locos = [[3, 1], [], []]
    places = len(board.loco_targets(d, 4))
    return [
        number({"en": "Locomotives 2 and 6 stand on the Trans-Siberian. Up to which space do they reach?",
                "ja": "シベリア横断鉄道に機関車 2 と 6 があります。何マス目まで届きますか?"},
               reach, lambda lang: reach_lines([[2, 6]], lang)),  # fmt: skip
        number({"en": "Trans-Siberian: black on 9, grey on 6, locomotives 1 and 4. How many VP does it score?",
                "ja": "シベリア横断鉄道: 黒が 9、灰が 6、機関車 1 と 4。何勝利点になりますか?"},
               score_board(spec).total, lambda lang: rr_score(spec, lang)),  # fmt: skip
        number({"en": "The Trans-Siberian holds locomotives 3 and 1; the other railways none. A new locomotive 4 is "
                      "taken: in how many places may it go?",
                "ja": "シベリア横断鉄道に機関車 3 と 1、ほかの鉄道には機関車がありません。新しい機関車 4 を取りました。"
                      "置ける場所はいくつありますか?"},
               places, lambda lang: rr_loco_targets([[3, 1], [], []], 4, lang)),  # fmt: skip
    ]


def exercises_10() -> list[Any]:
    """Lesson 10: the industry track and factories."""
    from steamlab.course.exercises import choice, number
    from steamlab.course.russian_railroads import rr_factory_effects, rr_industry

    d = rules_data()
    loco_factory = next(n for n, effects in sorted(d.factories.items()) if effects[0].op == "locomotive_or_factory")
    return [
        number({"en": "An industry marker stands on space 6. How many VP does it score at the round's end?",
                "ja": "工業マーカーが 6 マスにあります。ラウンド終了時に何勝利点になりますか?"},
               d.industry_vp(6), lambda lang: rr_industry(lang)),  # fmt: skip
        number({"en": "An industry marker stands on space 9, a factory's space. How many VP does it score?",
                "ja": "工業マーカーが工場のマスである 9 マスにあります。何勝利点になりますか?"},
               d.industry_vp(9), lambda lang: rr_industry(lang)),  # fmt: skip
        choice({"en": "Which factory gives a locomotive or a factory when a marker arrives on it?",
                "ja": "マーカーが着くと機関車か工場を1枚得られる工場はどれですか?"},
               [(n, {"en": f"factory {n}", "ja": f"工場 {n}"}) for n in sorted(d.factories)], loco_factory,
               lambda lang: rr_factory_effects(lang)),  # fmt: skip
    ]


def exercises_11() -> list[Any]:
    """Lesson 11: a round's scoring."""
    from steamlab.course.exercises import number

    kiev = {"kiev": {"black": 4, "locomotives": [3]}}
    ts = {**TS_EXAMPLE, "doublers": 3}
    sp = {"st_petersburg": {"black": 9, "grey": 8, "locomotives": [7]}}
    return [
        number({"en": "Kiev: black rail on space 4 and locomotive 3. How many VP does Kiev score?",
                "ja": "キエフ鉄道: 黒線路が 4 マス、機関車 3。キエフ鉄道は何勝利点になりますか?"},
               score_board(kiev).total, lambda lang: rr_score(kiev, lang)),  # fmt: skip
        number({"en": "The rules' Trans-Siberian example with three doublers instead of one: how many VP?",
                "ja": "ルールのシベリア横断鉄道の例で、×2トークンが1個ではなく3個なら何勝利点ですか?"},
               score_board(ts).total, lambda lang: rr_score(ts, lang)),  # fmt: skip
        number({"en": "St. Petersburg: black on 9, grey on 8, locomotive 7. How many VP?",
                "ja": "サンクトペテルブルク鉄道: 黒が 9、灰が 8、機関車 7。何勝利点ですか?"},
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


__all__ = ["KIEV_EXAMPLE", "TS_EXAMPLE", "board_picture", "doubling_lines", "exercises_10", "exercises_11",
           "exercises_12", "exercises_8", "exercises_9", "reach_lines"]
