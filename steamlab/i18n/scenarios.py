# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""The scenario editors' refusals (``scenario.*``): :class:`steamlab.scenarios.Scenario`,
:class:`steamlab.scenarios.RRScenario`, the links they lay and the playout analysis.

The English templates print the sentences these calls always raised, so
``str(ScenarioError)`` is unchanged; a Japanese page (the scenario lab, a Japanese
lesson) shows the same refusal in Japanese. The call and argument named first
(``track:``, ``player:``), ids, seat numbers and values stay as the Python call
writes them: they are what the reader changes in the call.

>>> from steamlab.i18n import msg
>>> m = msg("scenario.rotation", rotation=7)
>>> print(m), print(m.render("ja"))
track: rotation is 0-5, not 7
track: rotation は 0〜5 です (7 ではなく)
(None, None)
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

# the links Scenario.link lays (steamlab.games.rails.sample.lay_link)
RAILS = word_table("i18n.scenarios", "RAILS")

RUSSIAN_RAILROADS = word_table("i18n.scenarios", "RUSSIAN_RAILROADS")

# who played the playouts, said under the lab's table and in lessons
ANALYSIS = word_table("i18n.scenarios", "ANALYSIS")

ENTRIES = {**RAILS, **RUSSIAN_RAILROADS, **ANALYSIS}
"""Both languages for every refusal of the scenario editors and the playout analysis."""

__all__ = ["ENTRIES"]
