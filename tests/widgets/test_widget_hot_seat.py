"""The hot-seat dashboard: new games, undo, seats (no browser)."""

from __future__ import annotations

import pytest

pytest.importorskip("ipycanvas")

from steamlab.widgets.dashboards import GAME_CHOICES, HotSeatApp  # noqa: E402


def _first_legal(app: HotSeatApp):
    return app.game.state.legal_actions()[0]


@pytest.mark.parametrize("choice", [value for _label, value in GAME_CHOICES])
def test_undo_after_new_game_takes_back_one_action(choice):
    app = HotSeatApp(choice=choice, players=3, seed=3)
    assert app.game.play(_first_legal(app))
    assert app.new_game()  # the same choice again: a fresh game, whose opening draws are nobody's decision
    fresh = list(app.game.state.history)
    assert app.game.undo_button.disabled
    assert app.game.play(_first_legal(app))
    after_one = list(app.game.state.history)
    assert app.game.play(_first_legal(app))
    assert app.game.undo()
    assert list(app.game.state.history) == after_one
    assert app.game.undo()
    assert list(app.game.state.history) == fresh
    assert not app.game.undo() and list(app.game.state.history) == fresh
