"""*Copy link* on a page, and a page opened from a link (issue 41).

:class:`LinkBox` is a *Copy link* button and, once pressed, the game's link (:func:`steamlab.share_link`: the whole
record in the address's fragment, ``#game=z1.…``) in a read-only field that selects itself when clicked, with a
*Copy* button beside it. The kernel cannot reach the clipboard; the page can, on the reader's click: the field is a
small ``anywidget`` (:class:`LinkField`) whose button copies in the browser (``navigator.clipboard``, else the
selection and ``document.execCommand("copy")``). The link is made on *the page's own address*, which the page's
language widget sends to the kernel when it opens (:class:`~steamlab.widgets.language.PageLanguage`: ``href``) —
the Voilà page or the live site's page, whichever the reader has open.

A page whose address carries ``#game=…`` opens that game (:func:`open_link`, called by each page's header when the
page tells the kernel its address): in Voilà the kernel never sees the address, and the fragment never reaches the
server, so the page's script sends it. A bad link is refused with its sentence in the page's language and changes
nothing (:func:`link_refusal`).

>>> import steamlab
>>> box = LinkBox(lambda: steamlab.new_game("steam", players=3, rules="base", seed=2), lambda: "https://x.org/hot_seat.html?lang=ja")
>>> box.make()
True
>>> box.field.value.startswith("https://x.org/hot_seat.html?lang=ja#game=z1.")
True
>>> steamlab.from_link(box.field.value) == steamlab.new_game("steam", players=3, rules="base", seed=2)
True
>>> has_game("https://x.org/hot_seat.html#game=z1.abc"), has_game("https://x.org/hot_seat.html?lang=ja")
(True, False)
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import anywidget
import ipywidgets as widgets
import traitlets

import steamlab
from steamlab.core.errors import RecordError, SteamlabError
from steamlab.engine.state import GameState
from steamlab.i18n import Message, msg
from steamlab.widgets.i18n import say, tr

_ESM = """
export default {
  render({ model, el }) {
    const input = document.createElement('input');
    input.type = 'text';
    input.readOnly = true;
    input.className = 'steamlab-link-text';
    input.style.cssText = 'flex:1 1 auto;min-width:0;font-family:monospace;font-size:85%';
    const button = document.createElement('button');
    button.className = 'jupyter-button steamlab-link-copy';
    button.style.cssText = 'flex:0 0 auto;width:auto';
    const wrap = document.createElement('div');  // hidden while there is no link (el's own style is the layout's)
    wrap.style.cssText = 'display:flex;gap:4px;align-items:center;width:100%';
    const show = () => {
      input.value = model.get('value');
      button.textContent = model.get('copy_words');
      wrap.style.display = model.get('value') ? 'flex' : 'none';
    };
    input.addEventListener('focus', () => input.select());
    input.addEventListener('click', () => input.select());
    button.addEventListener('click', async () => {
      input.focus();
      input.select();
      let done = false;
      try { await navigator.clipboard.writeText(input.value); done = true; } catch (e) { /* not a secure page */ }
      if (!done) { try { done = document.execCommand('copy'); } catch (e) { done = false; } }
      if (done) button.textContent = model.get('copied_words');
    });
    model.on('change:value', show);
    model.on('change:copy_words', show);
    show();
    wrap.append(input, button);
    el.append(wrap);
  }
};
"""


class LinkField(anywidget.AnyWidget):
    """A read-only field holding a link, selected when clicked, and a *Copy* button copying it in the browser."""

    _esm = _ESM
    value = traitlets.Unicode("").tag(sync=True)
    copy_words = traitlets.Unicode("Copy").tag(sync=True)
    copied_words = traitlets.Unicode("Copied").tag(sync=True)

    def __init__(self) -> None:
        super().__init__(layout=widgets.Layout(width="100%"))
        self.add_class("steamlab-link-field")


def has_game(url: object) -> bool:
    """Whether an address carries a game (``game=`` in its fragment or query): the page should open it."""
    if not isinstance(url, str) or "game=" not in url:
        return False
    parts = urlsplit(url)
    try:
        return any("game" in parse_qs(where, keep_blank_values=True, max_num_fields=16)
                   for where in (parts.fragment, parts.query))
    except ValueError:
        return True  # a crafted address: from_link refuses it with its sentence


def link_step(url: str) -> int | None:
    """The step a link asks to show (``&step=12`` beside the game, the replay viewer's), or ``None``."""
    try:
        found = parse_qs(urlsplit(url).fragment, max_num_fields=16).get("step")
    except ValueError:
        return None
    if not found or not found[0].isdigit() or len(found[0]) > 7:
        return None
    return int(found[0])


def page_address(href: object, fallback: str) -> str:
    """The address a link is made on: the page's own (its game and step taken out), else ``fallback``."""
    if not isinstance(href, str) or not href.startswith(("http://", "https://")) or len(href) > 4096:
        return fallback
    return href.split("#", 1)[0]


def link_refusal(exc: Exception) -> Message:
    """Why a link's game was not opened, as a catalogue message (a record's refusal names "the link")."""
    if isinstance(exc, RecordError):  # "the link's game is damaged: ...", "action 3: ..."
        reason: object = exc.problem if exc.index is None else msg("record.at", index=exc.index, problem=exc.problem)
    else:
        reason = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
    return msg("ui.link_refused", reason=reason)


def open_link(url: object, show: Callable[[GameState], object], box: LinkBox) -> bool:
    """Open the game of a page's address ``url`` with ``show`` (the page's way of showing a game), and say so in
    ``box``; a bad link is refused there with its sentence and nothing changes (``show`` is not called, or raises
    :class:`SteamlabError` before it changes anything). ``False`` also when the address carries no game."""
    if not isinstance(url, str) or not has_game(url):
        return False
    try:
        state = steamlab.from_link(url)
        show(state)
    except SteamlabError as exc:
        box.tell(link_refusal(exc), ok=False)
        return False
    box.tell(msg("ui.link_opened", n=len(state.history)))
    return True


class LinkBox(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """*Copy link*: the game ``game()`` gives, as a link on the address ``address()`` gives (see the module).

    ``extra()`` may add fields to the link's fragment (the replay viewer's ``step=``).
    """

    children: Any

    def __init__(self, game: Callable[[], GameState], address: Callable[[], str], lang: str = "en",
                 extra: Callable[[], str] | None = None, shown: Callable[[], object] | None = None) -> None:
        self.game = game
        self.address = address
        self.extra = extra
        self.shown = shown
        """Which game and position is on screen (any value): a link made for another is taken away (:meth:`follow`)."""
        self.made_for: object = None
        self.lang = lang
        self.button = widgets.Button(icon="link", layout=widgets.Layout(width="auto"))
        self.button.add_class("steamlab-copy-link")
        self.button.on_click(lambda _b: self.make())
        self.field = LinkField()
        self.note = widgets.HTML()
        self.note.add_class("steamlab-link-note")
        self._said: Callable[[str], str] | None = None
        super().__init__([self.button, self.field, self.note],  # the button its own width, not the column's
                         layout=widgets.Layout(width="100%", align_items="flex-start"))
        self.add_class("steamlab-link-box")
        self.set_lang(lang)

    def take_button(self) -> widgets.Button:
        """The *Copy link* button, taken out of the box for a page to put among its own tools (the hot seat's row
        of Undo, Save, Load: no line of its own in the working column); the field and the note stay here."""
        self.children = [c for c in self.children if c is not self.button]
        return self.button

    def make(self) -> bool:
        """Put the link of the game on screen in the field (and say how to use it); ``False`` with the reason if
        there is no game to link."""
        try:
            url = steamlab.share_link(self.game(), self.address())
        except (SteamlabError, ValueError) as exc:  # a position that cannot be recorded
            reason = exc.args[0] if exc.args else str(exc)
            self._say(lambda lang: f'<span style="color:#b00">{html.escape(say(reason, lang))}</span>')
            self.field.value = ""
            return False
        if self.extra is not None:
            url += self.extra()
        self.field.value = url
        self.made_for = self.shown() if self.shown is not None else None
        n = len(url)
        self._say(lambda lang: f"<small>{html.escape(tr('link_made', lang, n=n))}</small>")
        return True

    def clear(self) -> None:
        """The game changed: a link made before is not this game's."""
        self.field.value = ""
        self._say(None)

    def follow(self) -> None:
        """Take the link away when the game or position on screen is no longer the one it was made for."""
        if self.field.value and self.shown is not None and self.shown() != self.made_for:
            self.clear()

    def tell(self, message: object, ok: bool = True) -> None:
        """Say ``message`` (a catalogue message: a link opened, or why not) under the button, in the page's
        language now and after a switch."""
        color = "#1b5e20" if ok else "#b00"
        self._say(lambda lang: f'<span style="color:{color}">{html.escape(say(message, lang))}</span>')

    def _say(self, said: Callable[[str], str] | None) -> None:
        self._said = said
        self.note.value = said(self.lang) if said is not None else ""

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.button.description = tr("copy_link", lang)
        self.field.copy_words = tr("link_copy", lang)
        self.field.copied_words = tr("link_copied", lang)
        if self._said is not None:
            self.note.value = self._said(lang)


__all__ = ["LinkBox", "LinkField", "has_game", "link_refusal", "link_step", "open_link", "page_address"]
