"""The replay viewer (``notebooks/dashboards/replay_viewer.ipynb``): a record file stepped through with a slider,
buttons and Autoplay, reviewed and linked."""

from __future__ import annotations

import contextlib
import html
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

import steamlab
from steamlab.engine.records import read_record
from steamlab.engine.state import ranking
from steamlab.i18n import msg
from steamlab.widgets.dashboards.choices import game_choice_label
from steamlab.widgets.game import GameWidget
from steamlab.widgets.i18n import tr
from steamlab.widgets.language import DashboardHeader, relabel_options
from steamlab.widgets.links import LinkBox, link_step, open_link, page_address
from steamlab.widgets.review_panel import ReviewPanel

e = html.escape


def record_files(folder: str | Path) -> list[Path]:
    """The ``*.json`` record files of ``folder``, sorted (none if it does not exist)."""
    p = Path(folder)
    return sorted(p.glob("*.json")) if p.is_dir() else []


_SUMMARIES: dict[tuple[str, int, int], tuple[str, int, int, int | None, int, tuple[int, int] | None]] = {}
"""Replayed records by (path, modification time, size): rule set, players, seed, winner (None: unfinished), VP or
moves, and the runner-up with its VP (None: unfinished or nobody else)."""


def _summary(path: Path) -> tuple[str, int, int, int | None, int, tuple[int, int] | None]:
    info = path.stat()
    key = (str(path), info.st_mtime_ns, info.st_size)
    if key not in _SUMMARIES:
        record = read_record(path)
        state = steamlab.from_record(record)
        choice = f"{state.game}/{record.get('rules') or ''}"
        if state.is_terminal():
            scores = state.scores()
            order = ranking(scores)
            total = {s.player: s.total for s in scores}
            second = (order[1], total[order[1]]) if len(order) > 1 else None
            result: tuple[int | None, int, tuple[int, int] | None] = (order[0], total[order[0]], second)
        else:
            result = (None, len(state.history), None)
        _SUMMARIES[key] = (choice, int(record.get("players", 0)), int(record.get("seed", 0)), *result)
    return _SUMMARIES[key]


def record_title(path: str | Path, lang: str = "en") -> str:
    """A record file as a player names it: rule set, players, the winner (the engine's ranking) and the seed.

    >>> import json, tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> record = steamlab.new_game("steam", players=3, rules="standard", seed=7).to_record()
    >>> _ = (folder / "game.json").write_text(json.dumps(record))
    >>> record_title(folder / "game.json")
    'Steam — standard, 3 players, seed 7: unfinished after 1 move'
    >>> record_title(folder / "game.json", "ja")
    'スチーム — 標準ルール、3 人、シード 7: 1 手で中断'
    >>> record_title(folder / "none.json")
    'none.json: cannot be read'

    A finished game names its winner and the runner-up, so a low or negative winning score reads as the most there
    was: ``'Age of Steam, 4 players, seed 41: Player 1 won with -11 VP, ahead of Player 3 (-14 VP)'`` (was
    ``'... Player 1 won with -11 VP, seed 41'``).
    """
    p = Path(path)
    try:
        choice, players, seed, winner, n, second = _summary(p)
    except (steamlab.SteamlabError, OSError, ValueError, TypeError, AttributeError):
        return msg("ui.record_unreadable", file=p.name).render(lang)
    if winner is None:
        result = msg("ui.record_unfinished", n=n)
    elif second is None:
        result = msg("ui.record_winner_alone", p=winner, vp=n)
    else:
        key = "ui.record_winner_tie" if second[1] == n else "ui.record_winner"
        result = msg(key, p=winner, vp=n, q=second[0], vq=second[1])
    return msg("ui.record_title", game=game_choice_label(choice, lang), n=players, result=result,
               seed=seed).render(lang)


RECORD_FOLDERS = ("../../tests/games/records", "../../tests/russian_railroads/records")
"""The replay viewer's record folders, from its notebook: the rail games' records and Russian Railroads'."""


class ReplayViewerApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Pick a record file (or upload one) and step through it: the slider, the step buttons (first, back,
    forward, last) or Autoplay, a step every :attr:`AUTOPLAY_MS` milliseconds."""

    AUTOPLAY_MS = 900

    def __init__(self, folder: str | Path | Sequence[str | Path] = RECORD_FOLDERS, record: str | None = None,
                 lang: str = "en", size: float = 28.0) -> None:
        folders = [folder] if isinstance(folder, (str, Path)) else list(folder)
        self.files = [f for one in folders for f in record_files(one)]
        names = [f.name for f in self.files]
        default = record if record in names else (names[0] if names else None)
        self.picker = widgets.Dropdown(options=self._titles(lang), value=default, description=tr("record", lang),
                                       layout=widgets.Layout(width="720px", max_width="100%", flex="0 1 auto"))
        self.picker.add_class("steamlab-record-picker")
        first: Any = None
        if default is not None:  # a broken file is named in the list and refused when picked, never a crash
            with contextlib.suppress(steamlab.SteamlabError):
                first = steamlab.from_record(read_record(next(f for f in self.files if f.name == default)))
        broken = first is None and default is not None
        if first is None:
            first = steamlab.new_game("steam", players=3, rules="standard", seed=0)
        self.game = GameWidget(first, lang=lang, size=size, play=False)
        self.game.view_step(0)
        if broken:
            self.open_record(default)  # says why the file cannot be shown
        self.picker.observe(lambda c: self.open_record(c["new"]), names="value")
        self.game.switch.observe(lambda c: self.set_lang(c["new"]), names="value")
        self._opening = False
        self.game.on_state.append(self._shown)
        self.header = DashboardHeader("replay_viewer", lang, switch=self.game.switch)
        # issue 41: any record reviewed, and the record as a link at the step shown (a page opened from one opens it)
        self.review = ReviewPanel(self.game, at_end=False)
        self.link = LinkBox(lambda: self.game.state, lambda: page_address(self.header.href, "replay_viewer.ipynb"),
                            lang, extra=lambda: f"&step={self.step()}",
                            shown=lambda: (self.game.turn_token(), self.step()))
        self.game.record_row.children = [*self.game.record_row.children, self.link.take_button()]  # among the tools
        self.game.extras.children = [self.link, self.review]
        self.game.on_refresh.append(self.link.follow)
        self.header.on_address(self.open_link)
        # steps by button, and Autoplay: a Play widget ticking in the page, each tick shown by the kernel
        self.step_buttons: dict[str, widgets.Button] = {}
        for key, icon, move in (("first", "fast-backward", lambda _k, _n: 0), ("back", "step-backward", lambda k, _n: k - 1),
                                ("forward", "step-forward", lambda k, _n: k + 1), ("last", "fast-forward", lambda _k, n: n)):
            # icons, not ⏮/⏭: the page's fonts drew those as empty boxes
            button = widgets.Button(icon=icon, layout=widgets.Layout(width="auto"))
            button.add_class(f"steamlab-replay-{key}")
            button.on_click(lambda _b, move=move: self.step_to(move(self.step(), len(self.game.state.history))))
            self.step_buttons[key] = button
        self.autoplay = widgets.Play(value=0, min=0, max=len(self.game.state.history), interval=self.AUTOPLAY_MS,
                                     show_repeat=False)
        self.autoplay.add_class("steamlab-autoplay")
        self.autoplay_label = widgets.HTML()
        self.autoplay.observe(lambda c: self.step_to(c["new"]), names="value")
        self.game.slider.observe(lambda _c: self._follow(), names=["value", "max"])
        b = self.step_buttons
        self.steps_row = widgets.HBox([b["first"], b["back"], b["forward"], b["last"], self.autoplay_label,
                                       self.autoplay], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.steps_row.add_class("steamlab-replay-steps")
        # beside the record list: a line of their own pushed the map's bottom below a 1366x800 screen
        top = widgets.HBox([self.picker, self.steps_row], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([self.header, top, self.game])
        self.add_class("steamlab-replay-viewer")
        self._follow()
        self._label_steps(lang)

    def step(self) -> int:
        """The step shown (the record's length at its end)."""
        viewing = self.game.viewing
        return len(self.game.state.history) if viewing is None else int(viewing)

    def step_to(self, k: object) -> bool:
        """Show step ``k`` (kept within the record); ``False`` if it is not a step."""
        if isinstance(k, bool) or not isinstance(k, int):
            return False
        k = min(max(k, 0), len(self.game.state.history))
        if k == self.step():
            return True
        return self.game.view_step(k)

    def _follow(self) -> None:
        """The buttons and Autoplay follow the step shown (a slider move, a record opened)."""
        n, k = len(self.game.state.history), self.step()
        self.autoplay.max = n
        if self.autoplay.value != k:
            self.autoplay.value = k
        for key, off in (("first", k == 0), ("back", k == 0), ("forward", k >= n), ("last", k >= n)):
            self.step_buttons[key].disabled = off

    def _label_steps(self, lang: str) -> None:
        for key, button in self.step_buttons.items():
            button.description = tr(f"replay_{key}", lang)
        self.autoplay_label.value = e(tr("replay_autoplay", lang))

    def _titles(self, lang: str) -> list[tuple[str, str]]:
        """The record list's options: each file by its readable title (:func:`record_title`), the file name as value."""
        return [(record_title(f, lang), f.name) for f in self.files]

    def set_lang(self, lang: str) -> None:
        """The record list in ``lang`` (the game widget's switch calls this); the chosen record stays."""
        self.picker.description = tr("record", lang)
        relabel_options(self.picker, self._titles(lang))
        self._label_steps(lang)
        self.link.set_lang(lang)

    def open_link(self, url: str) -> bool:
        """Open the record of a link (the page's address, ``…#game=…&step=k``) at the step it names (else its
        end); a bad link is refused with its sentence under *Copy link* and the record on screen stays."""
        def show(state: Any) -> None:
            self.game.set_state(state)
            step = link_step(url)
            if step is not None:
                self.step_to(step)

        return open_link(url, show, self.link)

    def open_record(self, name: object) -> bool:
        """Load record file ``name`` (one of the listed files) at step 0."""
        path = next((f for f in self.files if f.name == name), None)
        if path is None:
            return False
        self._opening = True
        try:
            ok = self.game.load_file(path)
        finally:
            self._opening = False
        if ok:
            self.game.view_step(0)
        return ok

    def _shown(self, _state: Any) -> None:
        """A game not opened from the list (an uploaded record) leaves the list showing no file."""
        if not self._opening:
            self.picker.value = None


__all__ = ["RECORD_FOLDERS", "ReplayViewerApp", "record_files", "record_title"]
