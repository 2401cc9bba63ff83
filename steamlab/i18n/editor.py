# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""The map editor's words (``editor.*``), the map checks' sentences (``map.*``) and the editor's refusals (``edit.*``).

``map.*`` are the sentences of the map loader (:func:`steamlab.core.maps.parse_map`), the
ones ``steamlab maps validate`` prints: their English is the command's output byte for byte.
``editor.*`` are the dashboard's labels, tool names, buttons and status lines, and the
rule-set checks (:func:`steamlab.editor.rule_sets`). ``edit.*`` are the edits
:class:`steamlab.editor.MapDraft` refuses.

>>> from steamlab.i18n import msg
>>> m = msg("map.on_water", terrain="lake")
>>> print(m); print(m.render("ja"))
a town or city cannot stand on lake
町や都市は湖の上に置けません
>>> msg("map.name_twice", name="Ash", other="A1").render("ja")
"名前 'Ash' が2回使われています (もう一方は A1)"
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

MAP = word_table("i18n.editor", "MAP")
"""The map loader's sentences (``steamlab maps validate``)."""

EDIT = word_table("i18n.editor", "EDIT")
"""What :class:`steamlab.editor.MapDraft` and the photo tracing refuse."""

EDITOR = word_table("i18n.editor", "EDITOR")
"""The dashboard's labels, buttons, status lines and the rule-set checks."""

ENTRIES = {**MAP, **EDIT, **EDITOR}
