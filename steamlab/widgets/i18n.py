"""Labels of the game widgets in English and Japanese, behind one switch.

The words live in the one message catalogue, :mod:`steamlab.i18n` (``ui.*``
labels, ``phase.*``, ``action_tile.*``, ``kind.*``); this module reads them
for the widgets and holds the English / 日本語 switch. Engine sentences
(:class:`~steamlab.i18n.Message`: refusals, log lines, costs, score working)
are shown with :func:`say`.

>>> tr("cash", "en"), tr("cash", "ja")
('Cash', '所持金')
>>> tr("turn_of", "en", turn=2, total=8)
'Turn 2 of 8'
>>> tr("no_such_key", "ja")      # an unknown key shows itself rather than failing
'no_such_key'
>>> phase_name("build", "ja"), action_name("first_move", "ja"), kind_name("bid", "en")
('線路敷設', '最初の輸送', 'Bid')
>>> from steamlab.i18n import msg
>>> say(msg("rails.log.bids", player=0, amount=3), "ja")
'プレイヤー 1 が $3 で入札'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as widgets

from steamlab.i18n import LANGUAGES, Message, catalogue, render, term


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


_KEYS = frozenset(catalogue())


def tr(key: str, lang: str = "en", **fields: object) -> str:
    """The label ``ui.<key>`` in ``lang`` (English if unknown), formatted with ``fields``."""
    if f"ui.{key}" not in _KEYS:
        return key
    return Message(f"ui.{key}", fields).render(_lang(lang))


def say(text: object, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """An engine sentence (a Message, or plain text) in ``lang``, players by ``names`` when given."""
    return render(text, _lang(lang), names)


def reason_html(text: object, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """A refusal as HTML: the sentence, and its rule one click away (a ``rule`` disclosure).

    >>> from steamlab.i18n import cite, msg
    >>> html = reason_html(msg("rr.no.pass", rule=cite("004", "play")), "ja")
    >>> html.startswith("今はパスできません。") and "ルール資料 004「手番」" in html
    True
    """
    sentence = escape(say(text, lang, names))
    rule = text.rule_text(_lang(lang)) if isinstance(text, Message) else ""
    if not rule:
        return sentence
    return (f'{sentence} <details class="steamlab-rule" style="display:inline-block;vertical-align:top;'
            f'font-size:85%;color:#555"><summary style="cursor:pointer">{escape(tr("rule", lang))}</summary>'
            f"{escape(rule)}</details>")


def tile_name(tile: str, lang: str = "en") -> str:
    """A track tile by its name (``x_gentle_straight`` reads ``crossing: gentle + straight``)."""
    return term("tile", tile, _lang(lang))


def phase_name(phase: str, lang: str = "en") -> str:
    return term("phase", phase, _lang(lang))


def action_name(tile: str | None, lang: str = "en") -> str:
    if tile is None:
        return "—"
    return term("action_tile", tile, _lang(lang))


def kind_name(kind: str, lang: str = "en") -> str:
    return term("kind", kind, _lang(lang))


def language_switch(value: str = "en", on_change: Callable[[str], object] | None = None) -> widgets.ToggleButtons:
    """The one switch: English / 日本語; calls ``on_change(lang)`` when flipped."""
    switch = widgets.ToggleButtons(options=[("English", "en"), ("日本語", "ja")], value=_lang(value),
                                   style={"button_width": "80px"},
                                   # never squeezed: an opened "How to use it" beside it stacked the two buttons
                                   layout=widgets.Layout(width="auto", flex="0 0 auto"))
    switch.add_class("steamlab-lang")
    if on_change is not None:
        switch.observe(lambda change: on_change(change["new"]), names="value")
    return switch


__all__ = ["LANGUAGES", "action_name", "kind_name", "language_switch", "phase_name", "reason_html", "say", "tile_name",
           "tr"]
