# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Sentences of Russian Railroads: actions as a player says them, refusals, score working.

>>> from steamlab.i18n import msg
>>> print(msg("rr.act.advance", railway="trans_siberian", colour="grey").render("ja"))
シベリア横断鉄道の灰線路を1マス進める
"""

from __future__ import annotations

from steamlab.i18n.message import Message, has_term, msg, template
from steamlab.i18n.words import table as word_table

ACTIONS = word_table("i18n.russian_railroads", "ACTIONS")

# the game's story in the hot seat and the replay viewer: one sentence per decision (describe.history_lines)
LOG = word_table("i18n.russian_railroads", "LOG")

VP = word_table("i18n.russian_railroads", "VP")

REASONS = word_table("i18n.russian_railroads", "REASONS")

NEEDS = word_table("i18n.russian_railroads", "NEEDS")

ENTRIES = {**ACTIONS, **LOG, **VP, **REASONS, **NEEDS}


def space(sid: str) -> Message | str:
    """An action space by its name on the board: ``space("grey_2")`` reads ``2 grey rails``.

    >>> print(space("engineer_3").render("ja")), print(space("grey_2"))
    技術者 3
    2 grey rails
    (None, None)
    """
    if sid.startswith("engineer_") and sid[9:].isdigit():
        return msg("rr.space.engineer", n=int(sid[9:]))
    return Message(f"space.{sid}") if has_term("space", sid) else sid


def need(kind: str) -> Message:
    """What the owner of a task of ``kind`` must do first."""
    try:
        template(f"rr.need.{kind}")
    except KeyError:
        return msg("rr.need.other")
    return msg(f"rr.need.{kind}")
