# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""What a page says when it runs in the visitor's browser (the live site, steamlab.publish.lite): English and Japanese.

>>> from steamlab.i18n import msg
>>> "one after another" in msg("lite.sl_in_browser").render("en")
True
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

ENTRIES: dict[str, dict[str, str]] = word_table("i18n.browser", "ENTRIES")
