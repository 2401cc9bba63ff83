# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Words of the dashboards' controls and labels (``ui.*``) and of the action kinds (``kind.*``).

Read through :func:`steamlab.widgets.i18n.tr` and :func:`~steamlab.widgets.i18n.kind_name`; any
front end (dashboards, lessons, a map editor) takes the same words from here.

>>> from steamlab.i18n import msg
>>> msg("ui.turn_of", turn=2, total=8).render("ja")
'ターン 2 / 8'
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

UI = word_table("i18n.ui", "UI")

KINDS = word_table("i18n.ui", "KINDS")

ENTRIES = {**UI, **KINDS}
