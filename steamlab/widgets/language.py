"""One language for every dashboard: the page header with its English / 日本語 switch, remembered across pages.

Every dashboard app starts with a :class:`DashboardHeader`: the page's title, one sentence, a link to
the index and a folded *How to use it*, all from the message catalogue (``ui.page_<name>_*``), and the
language switch of :func:`steamlab.widgets.i18n.language_switch`. The notebook above the app holds no
English paragraph of its own: a Japanese screen shows Japanese only.

The chosen language follows the reader from page to page (:class:`PageLanguage`, an invisible
``anywidget``): on load it reads ``?lang=ja`` from the page's address, else the last choice kept in the
browser's ``localStorage``; a switch writes both back, and a click on a link to another notebook
(the index's links, "All dashboards") carries ``?lang=``. It also marks the page
(``<html data-steamlab-lang="ja">``), so Markdown written in both languages shows only the chosen one:
an element with class ``steamlab-en`` / ``steamlab-ja`` (or a cell tagged ``steamlab-en`` /
``steamlab-ja``) is hidden in the other language.

>>> header = DashboardHeader("map_viewer")
>>> header.title.value.count("Map viewer"), header.switch.value, header.memory.lang
(1, 'en', 'en')
>>> seen = []
>>> header.on_lang(seen.append)
>>> header.memory.lang = "ja"          # what the browser does for a reader who chose 日本語 before
>>> seen, header.switch.value, "マップビューア" in header.title.value
(['ja'], 'ja', True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from steamlab.core.maps import map_choices
from steamlab.core.mapstore import set_viewer
from steamlab.widgets.i18n import language_switch, tr

_ESM = """
const KEY = 'steamlab-lang';
function known(lang) { return lang === 'en' || lang === 'ja' ? lang : null; }
function remembered() {
  const asked = known(new URL(window.location.href).searchParams.get('lang'));
  if (asked) return asked;
  try { return known(window.localStorage.getItem(KEY)); } catch (e) { return null; }
}
function mark(lang) {
  document.documentElement.setAttribute('data-steamlab-lang', lang);
  try { window.localStorage.setItem(KEY, lang); } catch (e) { /* private mode: the address still carries it */ }
  const url = new URL(window.location.href);
  if (url.searchParams.get('lang') !== lang) {
    url.searchParams.set('lang', lang);
    window.history.replaceState(window.history.state, '', url);
  }
}
function carry(event) {
  const a = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const lang = document.documentElement.getAttribute('data-steamlab-lang');
  if (!a || !lang) return;
  const href = a.getAttribute('href');
  if (/^[a-z]+:/i.test(href) || !/\\.ipynb([?#]|$)/.test(href)) return;
  const url = new URL(href, window.location.href);
  url.searchParams.set('lang', lang);
  a.setAttribute('href', url.href);
}
export default {
  render({ model, el }) {
    if (!window.__steamlabLangLinks) {
      window.__steamlabLangLinks = true;
      document.addEventListener('click', carry, true);
    }
    const asked = remembered();
    if (asked && asked !== model.get('lang')) {
      model.set('lang', asked);
      model.save_changes();
    }
    mark(model.get('lang'));
    model.on('change:lang', () => mark(model.get('lang')));
    el.classList.add('steamlab-page-lang-ready');
    // the kernel may have run long before (a preheated one): lists read afresh, for this viewer (the server's
    // signed cookie, steamlab.core.mapstore: a map saved here goes to this viewer's own folder)
    const viewer = document.cookie.split(';').map(c => c.trim()).find(c => c.startsWith('steamlab_viewer='));
    // and the page's own address: a game link's fragment (#game=...) never reaches a server, so the page passes it
    model.send({ event: 'opened', viewer: viewer ? decodeURIComponent(viewer.slice(16)) : null,
                 href: window.location.href });
    if (!window.__steamlabHashWatch) {  // a link pasted into this page's address bar: the page does not reload
      window.__steamlabHashWatch = true;
      window.addEventListener('hashchange', () => model.send({ event: 'address', href: window.location.href }));
    }
  }
};
"""

_CSS = """
.steamlab-title a, .steamlab-index a { color: #0b57d0; text-decoration: underline; }
.steamlab-score-calculator .lm-TabBar-tab, .steamlab-scenario-lab .lm-TabBar-tab {
  max-width: none !important; flex: 0 0 auto !important;  /* tab titles in either language, never cut */
}
html[data-steamlab-lang="ja"] .steamlab-en, html[data-steamlab-lang="ja"] .celltag_steamlab-en,
html:not([data-steamlab-lang="ja"]) .steamlab-ja, html:not([data-steamlab-lang="ja"]) .celltag_steamlab-ja {
  display: none !important;
}
"""


MAX_HREF = 300_000
"""The most of a page's address the kernel keeps (a game link is refused from 200,000 characters on)."""


class PageLanguage(anywidget.AnyWidget):
    """Invisible: the page's language, read from ``?lang=`` or ``localStorage`` and written back to both."""

    _esm = _ESM
    _css = _CSS
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(self, lang: str = "en") -> None:
        super().__init__(lang=lang if lang in ("en", "ja") else "en", layout=widgets.Layout(display="none"))
        self.add_class("steamlab-page-lang")
        self.opened: list[Callable[[], object]] = []
        self.href = ""
        """The page's own address as the page last said it (``""`` until a page opens): links are made on it."""
        self.addressed: list[Callable[[str], object]] = []
        """Called with the page's address when the page opens and when its fragment changes (a game link)."""
        self.on_msg(self._heard)

    def _heard(self, _widget: object, content: object, _buffers: object = None) -> bool:
        """The page says it is shown (``{"event": "opened", "viewer": cookie}``): take its viewer (a signed id the
        server set, checked by :func:`steamlab.core.mapstore.set_viewer`; anything else is ignored), then call every
        :attr:`opened` callback; its address (``href``) is kept in :attr:`href` and given to every :attr:`addressed`
        callback, then and whenever the page's fragment changes (``{"event": "address", "href": ...}``)."""
        if not isinstance(content, dict) or content.get("event") not in ("opened", "address"):
            return False
        href = content.get("href")
        if isinstance(href, str):  # a game link is at most 200,000 characters: a longer one is refused as too long
            self.href = href = href[:MAX_HREF]
        if content.get("event") == "opened":
            set_viewer(content.get("viewer"))
            for callback in self.opened:
                callback()
        if isinstance(href, str) and href == self.href:
            for address in self.addressed:
                address(href)
        return True


PAGES = ("map_viewer", "build_cost", "delivery_planner", "score_calculator", "hot_seat", "replay_viewer", "rr_board",
         "scenario_lab", "map_editor", "guided_game", "puzzles", "index")
"""The dashboards with a title, a sentence and a help text in the catalogue (``ui.page_<name>_title`` ...)."""


def page_title(name: str, lang: str = "en") -> str:
    """A dashboard's title: ``page_title("build_cost", "ja")`` → ``'敷設費用計算'``."""
    return tr(f"page_{name}_title", lang)


def page_intro(name: str, lang: str = "en") -> str:
    """The one sentence under a dashboard's title."""
    return tr(f"page_{name}_intro", lang)


def header_html(name: str, lang: str = "en", index_link: bool = True) -> str:
    """The title line: title, sentence, a link to the index and the folded help.

    >>> "敷設費用計算" in header_html("build_cost", "ja") and 'href="index.ipynb"' in header_html("build_cost")
    True
    """
    link = f' <a href="index.ipynb">{escape(tr("all_dashboards", lang))}</a>' if index_link else ""
    help_text = tr(f"page_{name}_help", lang)
    more = ""
    if help_text != f"page_{name}_help":
        more = (f'<details class="steamlab-help" style="font-size:90%"><summary style="cursor:pointer">'
                f'{escape(tr("how_to_use", lang))}</summary>{escape(help_text)}</details>')
    return (f'<div class="steamlab-title"><h2 style="display:inline;font-size:1.3em;margin:0 0.6em 0 0">'
            f"{escape(page_title(name, lang))}</h2>{escape(page_intro(name, lang))}{link}</div>{more}")


class DashboardHeader(widgets.HBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """A dashboard's title line with the language switch; ``on_lang(callback)`` hears every change.

    ``switch``: an existing switch to use (the game widget's own), else a new one.
    """

    def __init__(self, name: str, lang: str = "en", switch: widgets.ToggleButtons | None = None,
                 index_link: bool = True) -> None:
        self.name = name
        self.index_link = index_link
        self.lang = lang if lang in ("en", "ja") else "en"
        self.callbacks: list[Callable[[str], object]] = []
        self.title = widgets.HTML(header_html(name, self.lang, index_link), layout=widgets.Layout(flex="1 1 auto"))
        self.own_switch = switch is None
        self.switch = switch if switch is not None else language_switch(self.lang)
        self.memory = PageLanguage(self.lang)
        self.switch.observe(lambda c: self._set(c["new"]), names="value")
        self.memory.observe(lambda c: self._set(c["new"]), names="lang")
        children = [self.title, self.memory] + ([self.switch] if self.own_switch else [])
        super().__init__(children, layout=widgets.Layout(width="100%", align_items="flex-start"))
        self.add_class("steamlab-header")

    def on_lang(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(lang)`` whenever the language changes (by the switch or the browser's memory)."""
        self.callbacks.append(callback)

    def on_open(self, callback: Callable[[], object]) -> None:
        """Call ``callback()`` when a browser page shows this header.

        Voila's preheated kernels run a dashboard's notebook long before a page connects: a list read from
        disk then (the maps) must be read again when the page opens, or a map saved meanwhile is missing.
        """
        self.memory.opened.append(callback)

    def on_address(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(href)`` with the page's address when a page shows this header and when its fragment
        changes: a page opened from a game link (``#game=…``) opens that game."""
        self.memory.addressed.append(callback)

    @property
    def href(self) -> str:
        """The page's own address (``""`` before a page opened): where a game's link points."""
        return self.memory.href

    def _set(self, lang: str) -> None:
        lang = lang if lang in ("en", "ja") else "en"
        if lang == self.lang:
            return
        self.lang = lang
        self.switch.value = lang
        self.memory.lang = lang
        self.title.value = header_html(self.name, lang, self.index_link)
        for callback in self.callbacks:
            callback(lang)


def set_map_lang(hexmap: Any, lang: str) -> None:
    """Put a :class:`~steamlab.widgets.hexmap.HexMapWidget`'s info panel and legend in ``lang``."""
    hexmap.lang = lang
    if hexmap.inspect:
        hexmap.select(hexmap.selected)
    hexmap.set_legend(getattr(hexmap, "_legend_players", len(hexmap.player_names or [])))


def set_mode_lang(mode: Any, lang: str) -> None:
    """Relabel a build or deliver mode (:mod:`steamlab.widgets.modes`) in ``lang``; its panel follows on the next show.

    A deliver mode's cube chooser and route list are offered again at once, in ``lang``.
    """
    if mode is None:
        return
    mode.lang = lang
    for attr, key in (("tile", "tile"), ("rotate_button", "rotate"), ("confirm_button", "confirm"), ("cube", "cube"),
                      ("deliver_button", "deliver")):
        control = getattr(mode, attr, None)
        if control is not None:
            control.description = tr(key, lang)
    refresh = getattr(mode, "refresh", None)
    if refresh is not None:  # a deliver mode's cube and route lists are words too: offer them again in ``lang``
        refresh()


def relabel_options(control: Any, options: Sequence[tuple[str, Any]]) -> None:
    """Give a dropdown new option labels (another language) and keep its value.

    When the values are the same, only the labels change and no value observer hears anything (ipywidgets
    would otherwise select the first option, and an app listening to it would act on a mere relabel);
    otherwise the options are replaced and the value kept when it is still offered.

    >>> d = widgets.Dropdown(options=[("one", 1), ("two", 2)], value=2)
    >>> heard = []
    >>> d.observe(heard.append, names="value")
    >>> relabel_options(d, [("一", 1), ("二", 2)])
    >>> d.value, d.options, d._options_labels, heard
    (2, (('一', 1), ('二', 2)), ('一', '二'), [])
    """
    options = tuple((str(label), value) for label, value in options)
    values = tuple(value for _, value in options)
    value = control.value
    if values == tuple(control._options_values):
        if tuple(control._options_labels) != tuple(label for label, _ in options):
            control._trait_values["options"] = options
            control._options_full = options
            control.set_trait("_options_labels", tuple(label for label, _ in options))
            if control.index is not None:
                control.label = options[control.index][0]
        return
    control.options = options
    if value in values:
        control.value = value


def refresh_map_options(control: Any, lang: str = "en") -> None:
    """Offer every map that loads now (a map saved since the list was made included), titled in ``lang``;
    the chosen map stays chosen while it is still offered."""
    relabel_options(control, map_choices(lang))


__all__ = ["PAGES", "DashboardHeader", "PageLanguage", "header_html", "page_intro", "page_title", "refresh_map_options",
           "relabel_options", "set_map_lang", "set_mode_lang"]
