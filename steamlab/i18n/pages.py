# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Words of the dashboard pages: titles, introductions, help, and the labels of each dashboard (``ui.*``).

Read through :func:`steamlab.widgets.i18n.tr` (``tr("page_build_cost_title", "ja")``); the page
header is :class:`steamlab.widgets.language.DashboardHeader`.

>>> from steamlab.i18n import msg
>>> msg("ui.page_build_cost_title").render("ja")
'敷設費用計算'
>>> print(msg("ui.dp_summary", n=12, who=msg("word.player", n=1), loco=3, best=1, top=4).render("ja"))
プレイヤー 1 の合法な輸送 12 通り (機関車レベル 3)。★ は手番プレイヤーに最も点の入る輸送: 4 点 (1 通り)。
>>> print(msg("ui.dp_summary", n=1, who=msg("word.player", n=1), loco=3, best=1, top=1))
1 legal delivery for Player 1 (locomotive 3). ★ marks the best for the mover: 1 point (1 of them).
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

# the index
# map viewer, build cost, delivery planner
# score calculator
# Russian Railroads board & round score
# scenario lab
PAGES = word_table("i18n.pages", "PAGES")

# the problems of a hand-made position (steamlab.games.rails.position) the scenario lab's editor can cause
POSITION = word_table("i18n.pages", "POSITION")

# words drawn on the Russian Railroads boards (steamlab.render.rr_board, rr_main)
BOARD = word_table("i18n.pages", "BOARD")

# the worked examples below the dashboards (steamlab.widgets.examples) and the replay viewer's record titles
EXAMPLES = word_table("i18n.pages", "EXAMPLES")

ENTRIES = {**PAGES, **POSITION, **BOARD, **EXAMPLES}
