# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Names of things: words, game titles, phases, tiles, terrain, cube colours, rails, railways, rule sections.

Japanese terms follow the glossary of the rule sources (``/work/shared/seeds/README.md``).
A term is looked up with :func:`steamlab.i18n.term` or the ``{x:t.GROUP}`` spec of a template.

>>> from steamlab.i18n import term
>>> term("tile", "town_4_gap_adjacent"), term("tile", "town_4_gap_adjacent", "ja")
('town, 4 exits (two adjacent edges empty)', '町タイル: 出口4 (空き辺が隣り合う)')
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

WORDS = word_table("i18n.terms", "WORDS")

GAMES = word_table("i18n.terms", "GAMES")

PHASES = word_table("i18n.terms", "PHASES")

ACTION_TILES = word_table("i18n.terms", "ACTION_TILES")

BUILD_KINDS = word_table("i18n.terms", "BUILD_KINDS")

TILES = word_table("i18n.terms", "TILES")

TERRAIN = word_table("i18n.terms", "TERRAIN")

EDGES = word_table("i18n.terms", "EDGES")

CUBES = word_table("i18n.terms", "CUBES")

POINTS_TO = word_table("i18n.terms", "POINTS_TO")

RR = word_table("i18n.terms", "RR")

SECTIONS = word_table("i18n.terms", "SECTIONS")

ENTRIES = {**WORDS, **GAMES, **PHASES, **ACTION_TILES, **BUILD_KINDS, **TILES, **TERRAIN, **EDGES, **CUBES,
           **POINTS_TO, **RR}
