"""Russian Railroads lessons: the railways, rail colours, bonus spaces, industry, factories, scoring.

>>> print(rr_railways().splitlines()[2])
Trans-Siberian  15      2      black grey brown natural white
>>> print(rr_railways("ja").splitlines()[2])
シベリア横断鉄道          15    2         黒 灰 茶 バニラ 白
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from steamlab.course.rr_words import word
from steamlab.course.text import check_lang, say, table
from steamlab.games.russian_railroads import Railway, RulesData, end_bonus_points, engineer_majority, rules_data, score_board
from steamlab.i18n import player_label, register, render, term
from steamlab.i18n.words import columns
from steamlab.i18n.words import table as word_table
from steamlab.render.rr_board import spec_svg
from steamlab.render.svg import Picture
from steamlab.scenarios import player_board

_W = word_table("course.russian_railroads", "_W")
_HEAD = columns("course.russian_railroads", "_HEAD")

WORDS = word_table("course.russian_railroads", "WORDS")
"""The words of a board drawn from data and of its worked lines (lessons 8-12), read with ``rr_words.word``."""
register(WORDS)

FACTORY_EFFECTS = word_table("course.russian_railroads", "FACTORY_EFFECTS")
"""What each factory effect does, in player words (lesson 10)."""


def _head(name: str, lang: str) -> list[str]:
    return _HEAD[name][check_lang(lang)]


def _colour(d: RulesData, c: int, lang: str) -> str:
    return term("colour", d.colour_names[c], lang)


def _railway(rw: Railway, lang: str) -> str:
    return rw.name if lang == "en" else term("railway", rw.id, lang)


def rr_railways(lang: str = "en", data: RulesData | None = None) -> str:
    """The three railways: length, locomotive slots, colours taken."""
    d = data or rules_data()
    rows = []
    for rw in d.railways:
        colours = " ".join(_colour(d, c, lang) for c in sorted(rw.colours))
        rows.append([_railway(rw, lang), rw.length, rw.slots, colours])
    return table(_head("railways", lang), rows)


def _needs(d: RulesData, colour: int, locomotive: bool, lang: str) -> str:
    need = say(_W["rail"], lang, colour=_colour(d, colour, lang))
    return say(_W["and_loco"], lang, need=need) if locomotive else need


def rr_bonus_spaces(lang: str = "en", data: RulesData | None = None) -> str:
    """Every bonus space on the railways: where, what must reach it, what it gives."""
    d = data or rules_data()
    rows: list[list[object]] = []
    for rw in d.railways:
        name = _railway(rw, lang)
        for b in rw.bonuses:
            if b.op == "vp":
                gives = say(_W["vp_now"], lang, n=b.n)
            else:
                gives = say(_W[b.op], lang) if b.op in _W else b.op.replace("_", " ")
            rows.append([name, b.space, _needs(d, b.rail, b.locomotive, lang), gives])
        for space, vp in rw.stars:
            rows.append([name, space, _needs(d, 0, True, lang), say(_W["star"], lang, n=vp)])
        if rw.doubling:
            s, c = rw.doubling
            rows.append([name, s, _needs(d, c, True, lang), say(_W["doubled"], lang)])
        if rw.medal:
            s, c, vp = rw.medal
            rows.append([name, s, _needs(d, c, True, lang), say(_W["medal"], lang, n=vp)])
    return table(_head("bonuses", lang), rows)


def rr_colours(lang: str = "en", data: RulesData | None = None) -> str:
    """The rail colours in their order: VP per space, after revaluation, how many, where unlocked."""
    d = data or rules_data()
    rows = [
        [_colour(d, c, lang), d.colour_points[c], d.colour_revalued[c], d.colour_counts[c],
         say(_W["from_start"], lang) if d.unlock_spaces[c] == 0 else say(_W["unlock"], lang, n=d.unlock_spaces[c])]
        for c in range(len(d.colour_names))
    ]  # fmt: skip
    return table(_head("colours", lang), rows)


def rr_industry(lang: str = "en", data: RulesData | None = None) -> str:
    """The industry track space by space: printed VP, or which factory fills the gap."""
    d = data or rules_data()
    rows = []
    for i, (kind, value) in enumerate(d.industry_spaces):
        if kind == "vp":
            what = say(_W["vp"], lang, n=value)
        elif kind == "factory":
            what = say(_W["gap"], lang, n=value)
        else:
            what = say(_W["token_space"], lang)
        rows.append([i, what, d.industry_vp(i)])
    return table(_head("industry", lang), rows)


def rr_score(spec: dict[str, Any], lang: str = "en") -> str:
    """A board described as data, scored with its working (``score_board``)."""
    result = score_board(spec)
    lines = [f"{render(i.label, lang)}: {i.points}" for i in result.items]
    return "\n".join([*lines, say(_W["total"], lang, n=result.total)])


def rr_majority(counts: Sequence[int], best: Sequence[int], lang: str = "en") -> str:
    """The engineer majority (40/20) for players with ``counts`` engineers, best numbers ``best``."""
    vp = engineer_majority(rules_data(), counts, best)
    rows = [[player_label(p, lang), counts[p], f"#{best[p]}" if counts[p] else "-", vp[p]] for p in range(len(counts))]
    return table(_head("majority", lang), rows)


def rr_loco_targets(locos: Sequence[Sequence[int]], tile: int, lang: str = "en") -> str:
    """Where a new locomotive ``tile`` may go on a board whose railways hold ``locos``.

    >>> print(rr_loco_targets([[3, 1], [], []], 4))
    locomotive 4 may go to:
      Trans-Siberian, replacing locomotive 1
      Trans-Siberian, replacing locomotive 3
      St. Petersburg, an empty slot
      Kiev, an empty slot
    """
    d = rules_data()
    board = player_board({rw.id: {"locomotives": list(r)} for rw, r in zip(d.railways, locos, strict=True)}, d)
    lines = [say(_W["loco_head"], lang, n=tile)]
    for r, old in board.loco_targets(d, tile):
        where = say(_W["empty_slot"], lang) if old == 0 else say(_W["replacing"], lang, n=old)
        lines.append(f"  {_railway(d.railways[r], lang)}, {where}")
    if len(lines) == 1:
        lines.append(say(_W["nowhere"], lang))
    return "\n".join(lines)


def rr_end_bonus_table(
    *,
    black: Sequence[int] = (1, 1, 1),
    locos: Sequence[Sequence[int]] = ((1,), (), ()),
    factories: int = 0,
    extra_workers: int = 0,
    black_worker: bool = False,
    tokens: int = 0,
    doublers: int = 0,
    engineers: Sequence[int] = (),
    lang: str = "en",
) -> str:
    """What each end bonus card would score for one board described in a few numbers.

    >>> print(rr_end_bonus_table(factories=5).splitlines()[4])
    3     per factory            4                 20   20
    """
    d = rules_data()
    spec: dict[str, Any] = {rw.id: {"black": at, "locomotives": list(here)}
                            for rw, at, here in zip(d.railways, black, locos, strict=True)}
    board = player_board({**spec, "factories": list(range(1, factories + 1)), "extra_workers": extra_workers,
                          "black_worker": black_worker, "tokens": list(range(1, tokens + 1)), "doublers": doublers,
                          "engineers": list(engineers)}, d)
    rows = []
    for n, card in sorted(d.end_bonus_cards.items()):
        tiers = ", ".join(f">={a}: {v}" for a, v in card.tiers)
        vp = tiers or (str(card.vp) if card.vp else "-")
        points = say(_W["majority"], lang) if card.rule == "engineer_count" else end_bonus_points(d, board, n)
        rows.append([n, term("end_bonus_rule", card.rule, lang), vp, card.max if card.max is not None else "-", points])
    return table(_head("end_bonus", lang), rows)


def _effect(op: str, n: int, lang: str) -> str:
    what = say(FACTORY_EFFECTS[op], lang) if op in FACTORY_EFFECTS else op.replace("_", " ")
    return what + (f" {'x' if lang == 'en' else '×'} {n}" if n else "")


def rr_factory_effects(lang: str = "en") -> str:
    """Every factory tile and what arriving on it does.

    >>> print(rr_factory_effects().splitlines()[2])
    1        VP: the numbers of your engineers added up
    """
    rows = []
    for number, effects in sorted(rules_data().factories.items()):
        text = ", ".join(_effect(e.op, e.n, lang) for e in effects)
        rows.append([number, text])
    return table(_head("factories", lang), rows)


def board_picture(spec: dict[str, Any], lang: str = "en") -> Picture:
    """A board described as data (``score_board``'s spec), drawn with this round's score at its right (lessons 8-12)."""
    return Picture(spec_svg(spec, word("example_board", lang), lang))
