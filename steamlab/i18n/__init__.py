"""One message catalogue for the engine, the dashboards and the lessons: English and Japanese.

Every sentence a player reads has a key in the catalogue with an English and a
Japanese template taking the same parameters. The engine builds
:class:`Message` values (a ``str`` whose text is the plain English sentence,
so ``why_illegal`` and the log stay readable strings); a dashboard shows them
in the chosen language with :func:`render`. Seed citations travel apart in
``Message.rule`` and are shown one click away.

>>> from steamlab.i18n import msg, render
>>> reason = msg("rails.no.city", rule=cite("000/002", "forbidden builds"), place="Chicago")
>>> reason
Message('rails.no.city', place='Chicago')
>>> print(reason)
You cannot build onto Chicago: track never goes on a city hex.
>>> print(render(reason, "ja")), print(reason.rule_text("ja"))
Chicago には敷設できません: 都市のヘクスに線路は置けません。
ルール資料 000/002「敷設の禁止事項」
(None, None)
>>> render("turn-order cards when passing", "ja")   # a plain English phrase of the catalogue is recognised
'パス時の手番順カード'
"""

from __future__ import annotations

from steamlab.i18n import (
    advice,
    browser,
    data,
    editor,
    pages,
    positions,
    rails,
    records,
    russian_railroads,
    scenarios,
    terms,
    ui,
)
from steamlab.i18n.message import (
    LANGUAGES,
    Message,
    catalogue,
    cite,
    counted,
    has_term,
    message_of,
    msg,
    noun_form,
    of_a_seat,
    player_label,
    register,
    render,
    rule_sections,
    rule_text,
    template,
    term,
)

register({**terms.ENTRIES, **rails.ENTRIES, **russian_railroads.ENTRIES, **ui.ENTRIES, **editor.ENTRIES,
          **pages.ENTRIES, **data.ENTRIES, **records.ENTRIES, **positions.ENTRIES,
          **scenarios.ENTRIES, **advice.ENTRIES, **browser.ENTRIES}, terms.SECTIONS)


__all__ = ["LANGUAGES", "Message", "catalogue", "cite", "counted", "has_term", "message_of", "msg", "noun_form",
           "of_a_seat", "player_label", "register", "render", "rule_sections", "rule_text", "template", "term"]
