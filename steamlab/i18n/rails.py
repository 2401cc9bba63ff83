# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Sentences of Steam and Age of Steam: the log, money, costs, scores, deliveries and refusals.

>>> from steamlab.i18n import msg
>>> print(msg("rails.log.takes", player=0, tile="city_growth").render("ja"))
プレイヤー 1 が「都市成長」を取る
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

LOG = word_table("i18n.rails", "LOG")

WHY = word_table("i18n.rails", "WHY")

COST = word_table("i18n.rails", "COST")

SCORE = word_table("i18n.rails", "SCORE")

REASONS = word_table("i18n.rails", "REASONS")

ENTRIES = {**LOG, **WHY, **COST, **SCORE, **REASONS}

ACTIONS = word_table("i18n.rails", "ACTIONS")

ENTRIES = {**ENTRIES, **ACTIONS}
