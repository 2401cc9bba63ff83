"""A game being played, without Jupyter: the floor between the computer players and the widgets.

:class:`~steamlab.play.session.GameSession` holds a game and everything a page does with it (play, undo, a replay,
computer seats and their strengths, the Hint and *Bot move*, the review, saving and loading records); the hot seat
(:class:`steamlab.widgets.game.GameWidget`) is that session with a view. Nothing here imports ipywidgets.
"""

from steamlab.play.session import GameSession, LoadRefused
from steamlab.play.strength import STRENGTHS, StrengthError, check_strength

__all__ = ["STRENGTHS", "GameSession", "LoadRefused", "StrengthError", "check_strength"]
