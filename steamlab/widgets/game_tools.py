"""Two parts of the hot seat over its :class:`~steamlab.play.session.GameSession`: the record's tools (*Save* as a
download link, *Load* from an upload) and the replay bar (the slider, *Play on from here*, the step shown).

Each says what went wrong through the page's ``fail`` (and what went right through its ``say``), and reads the
page's language when it speaks.

>>> import steamlab
>>> from steamlab.play import GameSession
>>> session = GameSession(steamlab.new_game("steam", players=3, rules="base", seed=2))
>>> said = []
>>> def fail(text):
...     said.append(text)
...     return False
>>> tools = RecordTools(session, say=lambda message: None, fail=fail, lang=lambda: "en")
>>> tools.load_text(b"{", "x.json"), "x.json" in said[0].render("en")
(False, True)
>>> tools.offer_download(); 'download="steamlab-steam-1.json"' in tools.download.value
True
"""

from __future__ import annotations

import base64
import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from steamlab.core.errors import RecordError
from steamlab.i18n import msg
from steamlab.play.session import GameSession, LoadRefused
from steamlab.widgets.i18n import tr
from steamlab.widgets.ready import fresh_views

e = html.escape
Say = Callable[[Callable[[str], str] | None], None]
"""Shows a message (HTML by language) in the page's message line."""
Fail = Callable[[Any], bool]
"""Shows why nothing was done (a sentence or a catalogue message); ``False``."""


class RecordTools:
    """*Save* (:attr:`save_button`: a download link of the record in :attr:`download`) and *Load* (:attr:`upload`)."""

    def __init__(self, session: GameSession, say: Say, fail: Fail, lang: Callable[[], str]) -> None:
        self.session, self.say, self.fail, self.lang = session, say, fail, lang
        self.save_button = widgets.Button(icon="download", layout=widgets.Layout(width="auto"))
        self.save_button.add_class("steamlab-save")
        self.save_button.on_click(lambda _b: self.offer_download())
        self.download = widgets.HTML()
        self.download.add_class("steamlab-download")
        self.upload = widgets.FileUpload(accept=".json,application/json", multiple=False)
        self.upload.add_class("steamlab-upload")
        self.upload.observe(self.uploaded, names="value")

    def offer_download(self) -> None:
        """Put a download link of the record in the page (works in Voila: no file is written on the server)."""
        data = base64.b64encode(self.session.record_json().encode()).decode()
        state = self.session.state
        name = f"steamlab-{state.game}-{len(state.history)}.json"
        # a link the person clicks, and the words say so (was "Saved: download the record": nothing came by itself)
        self.download.value = (f'<a download="{name}" href="data:application/json;base64,{data}" '
                               'style="font-weight:bold;text-decoration:underline">'
                               f'<i class="fa fa-download" aria-hidden="true"></i> {e(tr("saved", self.lang()))}'
                               f" ({e(name)})</a>")

    def _load(self, load: Callable[[], int]) -> bool:
        try:
            n = load()
        except LoadRefused as exc:
            return self.fail(msg("ui.record_refused", reason=exc.args[0]))
        except Exception as exc:
            return self.fail(f"{type(exc).__name__}: {exc}")
        self.say(lambda lang: f'<span class="steamlab-ok">{e(tr("loaded", lang, n=n))}</span>')
        return True

    def load_text(self, text: str | bytes, name: str | None = None) -> bool:
        """Load a record from JSON text; a bad one shows the error (naming the file ``name``) and changes nothing."""
        return self._load(lambda: self.session.load_text(text, name))

    def load_record(self, record: Any, name: str | None = None) -> bool:
        """Load a record given as JSON data (checked like an upload: size and depth first)."""
        return self._load(lambda: self.session.load_record(record, name))

    def load_file(self, path: str | Path) -> bool:
        """Load a record file."""
        return self._load(lambda: self.session.load_file(path))

    def uploaded(self, change: dict[str, Any]) -> None:
        """The upload's value changed: load its first file (anything else a browser might send is refused)."""
        value = change.get("new")
        try:
            items = list(value) if isinstance(value, (tuple, list)) else list(value.values()) if isinstance(
                value, dict) else []
            if not items:
                return
            content = items[0].get("content") if isinstance(items[0], dict) else None
            if content is None:
                self.fail(tr("no_upload", self.lang()))
                return
            name = items[0].get("name")
            self.load_text(bytes(content), name if isinstance(name, str) else None)
        except Exception as exc:
            self.fail(f"{type(exc).__name__}: {exc}")


class ReplayBar:
    """The replay :attr:`slider` (the position after any number of actions) and *Play on from here*
    (:attr:`play_on_button`) in :attr:`row`, the step shown in :attr:`step_label`; ``refresh`` redraws the page."""

    def __init__(self, session: GameSession, refresh: Callable[[], None], fail: Fail, lang: Callable[[], str]) -> None:
        self.session, self.refresh, self.fail, self.lang = session, refresh, fail, lang
        self.quiet = False
        """True while the page moves the slider itself (its observer then does nothing)."""
        self.slider = widgets.IntSlider(min=0, max=0, value=0, continuous_update=False,
                                        layout=widgets.Layout(width="60%"))
        self.slider.add_class("steamlab-replay")
        self.slider.observe(lambda change: None if self.quiet else self.view_step(change.get("new")), names="value")
        self.play_on_button = widgets.Button(layout=widgets.Layout(width="auto", display="none"))
        self.play_on_button.add_class("steamlab-play-on")
        self.play_on_button.on_click(lambda _b: self.play_on())
        self.step_label = widgets.HTML()
        self.step_label.add_class("steamlab-step")
        self.row = widgets.HBox([self.slider, self.play_on_button], layout=widgets.Layout(align_items="center"))

    def view_step(self, k: object) -> bool:
        """Show the position after ``k`` actions (the end shows the live game)."""
        try:
            if not self.session.view(k):
                return False
        except RecordError as exc:
            return self.fail(str(exc))
        self.refresh()
        return True

    def play_on(self) -> bool:
        """Cut the game at the step shown and play on from there."""
        try:
            return self.session.play_on()
        except RecordError as exc:
            return self.fail(str(exc))

    def show(self) -> None:
        """Follow the session: the slider's range and step, *Play on* while a past step of a game to play is shown."""
        session, lang = self.session, self.lang()
        n, live = len(session.state.history), session.viewing is None
        self.quiet, was = True, self.quiet
        try:
            if self.slider.max != n:
                self.slider.max = n
                fresh_views(self.row)  # the slider's End key keeps the range it was drawn with
            self.slider.value = n if live else session.viewing
        finally:
            self.quiet = was
        self.play_on_button.layout.display = None if not live and session.playable else "none"
        # a read-only viewer has nothing to play on: its slider alone says which step is shown
        viewing = "" if live or not session.playable else tr("viewing", lang, k=session.viewing, n=n)
        self.step_label.value = f"<i>{e(viewing)}</i>" if viewing else ""


__all__ = ["RecordTools", "ReplayBar"]
