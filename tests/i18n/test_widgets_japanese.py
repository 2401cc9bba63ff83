"""The hot seat in Japanese, for all four rule sets: every text a player reads on the widget has no English message.

The widget is played a few steps with random legal moves (and one refused
action, whose reason is shown); then every HTML text, button, dropdown option
and slider label of the widget tree is collected and checked with
:func:`steamlab.i18n.check.english_runs` (place names of the map allowed).
"""

import html
import random
import re

import ipywidgets as widgets
import pytest

import steamlab
from steamlab.i18n.check import english_runs
from steamlab.widgets.game import GameWidget

GAMES = [("steam", "base", 3), ("steam", "standard", 3), ("age_of_steam", None, 3), ("russian_railroads", None, 3)]
TAG = re.compile(r"<[^>]+>")
STYLE = re.compile(r"<(style|script)\b.*?</\1>", re.S)


def texts(w):
    """Every text a player can read in a widget tree (hidden boxes included: they may show later)."""
    out = []
    if isinstance(w, widgets.HTML | widgets.Label):
        out.append(html.unescape(TAG.sub(" ", STYLE.sub(" ", w.value))))
    if isinstance(w, widgets.Button | widgets.FileUpload):
        out.append(w.description)
    if isinstance(w, widgets.Dropdown):
        out.extend(str(o[0]) if isinstance(o, tuple) else str(o) for o in w.options)
        out.append(w.description)
    if isinstance(w, widgets.IntSlider):
        out.append(w.description)
    for child in getattr(w, "children", ()):
        out.extend(texts(child))
    return out


def place_names(state):
    board = getattr(state, "board", None)
    if board is None:
        return []
    return [state.map.title] + [n for h in board.map.cells if (n := board.place_name(h))]


@pytest.mark.parametrize(("game", "rules", "players"), GAMES, ids=[f"{g}-{r}" for g, r, _ in GAMES])
def test_hot_seat_in_japanese_shows_no_english_message(game, rules, players):
    w = GameWidget(steamlab.new_game(game, players=players, rules=rules, seed=5), lang="ja")
    rng = random.Random(5)
    refused = None
    for _ in range(40):
        if w.state.is_terminal():
            break
        legal = w.state.legal_actions()
        assert w.play(rng.choice(legal))
        refused = next((a for a in legal if w.state.why_illegal(a) is not None), refused)
    assert refused is not None and not w.play(refused)  # the refusal is shown, in Japanese
    assert "steamlab-error" in w.message.value
    allowed = place_names(w.state)
    leaks = sorted({run for t in texts(w) for run in english_runs(t, allowed)})
    assert leaks == []


def test_switching_to_japanese_says_the_computers_move_the_refusal_and_the_hint_again():
    """Was: after 日本語, "The computer played: Player 3 takes First Move" and the hint's list stayed English."""
    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=1))
    w.seat_bot = "greedy"  # quick; the message is the same for any bot
    while w.state.phase == "capital" or len(w.state.legal_actions()) < 2:
        assert w.computer_move()
    assert "The computer played:" in w.message.value
    assert w.show_hint()
    hint = html.unescape(TAG.sub(" ", w.hint_view.value))
    mover = w.state.current_player
    assert f"Hint for Player {mover + 1}" in hint and "lead " in hint and "final score" in hint and "%" not in hint
    w.set_lang("ja")
    allowed = place_names(w.state)
    for view in (w.message, w.hint_view):
        text = html.unescape(TAG.sub(" ", view.value))
        assert text.strip() and english_runs(text, allowed) == [], text
    assert f"プレイヤー {mover + 1} へのヒント" in w.hint_view.value and "リード" in w.hint_view.value
    refused = next(a for a in steamlab.new_game("steam", players=3, rules="standard", seed=1).legal_actions())
    assert not w.play(refused)
    assert english_runs(html.unescape(TAG.sub(" ", w.message.value)), allowed) == []
    w.set_lang("en")
    assert "steamlab-error" in w.message.value and english_runs(html.unescape(TAG.sub(" ", w.message.value)), allowed)
