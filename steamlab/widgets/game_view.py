"""A game family's view in the hot seat, and the one place that asks which family a game is.

:class:`~steamlab.widgets.game.GameWidget` is a :class:`~steamlab.play.session.GameSession` shown with a view: the
shared parts (the header, the seats, the actions, the tools, the replay slider, the log, the scores) arranged
around what the family draws. :class:`GameView` is the plain column (a game with no picture); the rail games'
map view (:class:`~steamlab.widgets.rail_view.RailView`) and Russian Railroads' boards
(:class:`~steamlab.widgets.rr_view.RRView`) override its hooks and register themselves (:func:`register_view`);
:func:`view_class` picks one for a state.

>>> import steamlab
>>> import steamlab.widgets.game  # (registers the views)
>>> [view_class(steamlab.new_game(name, players=3, seed=1)).__name__
...  for name in ("steam", "age_of_steam", "russian_railroads")]
['RailView', 'RailView', 'RRView']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

import ipywidgets as widgets

from steamlab.engine.state import Action, GameState

if TYPE_CHECKING:
    from steamlab.widgets.game import GameWidget


class GameView:
    """How the hot seat shows a game of one family; this base shows the shared parts in one column."""

    def __init__(self, game: GameWidget) -> None:
        self.game = game

    @staticmethod
    def shows(state: GameState) -> bool:
        """Whether this view shows ``state``'s game (the base view shows any)."""
        return True

    def page(self) -> list[Any]:
        """The page's rows."""
        g = self.game
        return [g.header_row, g.seats_box, g.thinking, g.panel_box, g.controls, g.message, *g.working_tools(),
                g.scores]

    def show_new(self, state: GameState) -> None:
        """A new game of this family is held (a load, an undo, a new game): make or reset what it is drawn on."""
        self.game.mode_box.layout.display = "none"
        self.game.panel_box.children = []

    def leave(self) -> None:
        """Another family's game is shown now: let go of what acts on this one."""

    def draw(self, shown: GameState, live: bool) -> None:
        """Draw ``shown`` (the live game when ``live``, else a replay step)."""

    def set_lang(self, lang: str) -> None:
        """Say this view's own words in ``lang``."""

    def place(self, s: GameState) -> str:
        """Where the game is played, for the header (a map's title), in the page's language."""
        return ""

    def deliveries(self, s: GameState) -> dict[Any, Any] | None:
        """The position's deliveries by their move (a delivery is named by its route), if the family has any."""
        return None

    def on_map(self, kind: str) -> bool:
        """Whether actions of ``kind`` are chosen on the picture (never from a list repeating it)."""
        return False

    def control(self, s: GameState, kind: str, label: str, acts: list[Action], go: widgets.Button) -> Any:
        """A family's own control for ``acts`` (all of ``kind``, named ``label``; ``go`` plays the choice), or
        ``None``."""
        return None

    def note(self, s: GameState, kind: str, slider: widgets.IntSlider, least: int) -> Any:
        """A line under a slider of ``kind`` (raising capital: why it starts there), or ``None``."""
        return None


VIEWS: list[type[GameView]] = []
"""The families' views, asked in order; each registers itself (:func:`register_view`) when its module is imported
(:mod:`steamlab.widgets.game` imports them all)."""

V = TypeVar("V", bound=type[GameView])


def register_view(view: V) -> V:
    """Class decorator: ask ``view`` (before the plain column) whether it shows a game."""
    VIEWS.append(view)
    return view


def view_class(state: GameState) -> type[GameView]:
    """The view for ``state``'s game family: the first of :data:`VIEWS` that shows it, else the plain column."""
    return next((view for view in VIEWS if view.shows(state)), GameView)


__all__ = ["VIEWS", "GameView", "register_view", "view_class"]
