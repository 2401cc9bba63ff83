"""Issue 30.9: money said with its amounts. A shortfall's log line gives the sum and what paid it; Steam's capital
slider says why it starts where it does and warns, before the move, when the raise takes income to -10."""

from __future__ import annotations

import html

import pytest

import steamlab
from steamlab.engine.state import GameState
from steamlab.i18n import render
from steamlab.widgets.game import GameWidget


def _walk(w):
    yield w
    for c in getattr(w, "children", ()):
        yield from _walk(c)


def _with_class(root, name):
    return [w for w in _walk(root) if name in w._dom_classes]


def _short_game() -> GameState:
    """Steam standard, 3 players: the first player, with $0, income 1, 1 VP and locomotive 4, reaches income."""
    g = steamlab.new_game("steam", players=3, rules="standard", seed=1)
    return g


@pytest.mark.parametrize("lang, line", [
    ("en", "Player 1 is $3 short: pays it with 1 VP and 1 income ($2 each)"),
    ("ja", "プレイヤー 1 は $3 不足: 勝利点 1 と収入 1 で支払う (1 つ $2)"),
])
def test_a_shortfall_says_the_sum_and_what_paid_it(lang, line):
    g = _short_game()
    seat = g.seats[0]
    seat.cash, seat.income, seat.vp, seat.locomotive = 0, 1, 1, 4
    g.log.clear()
    g._income(0)
    assert line in [render(m, lang) for m in g.log]
    assert (seat.cash, seat.income, seat.vp) == (1, 0, 0)


@pytest.mark.parametrize("lang, start, warning", [
    ("en", "The slider starts at 2 steps: in the first turn you must raise at least $10.",
     "Warning: 10 steps take your income to -10, the lowest"),
    ("ja", "スライダーは 2 段から始まります: 最初のターンは少なくとも $10 を調達しなければなりません。",
     "注意: 10 段で収入は最低の -10 になります"),
])
def test_capital_slider_says_why_it_starts_at_two_and_warns_before_income_minus_ten(lang, start, warning):
    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=1), lang=lang)
    assert w.state.phase == "capital"
    [slider] = _with_class(w.controls, "steamlab-pick-raise_capital")
    [note] = _with_class(w.controls, "steamlab-capital-note")
    assert slider.value == slider.min == 2
    assert start in html.unescape(note.value) and warning.split(" ")[0] not in note.value
    slider.value = slider.max  # 10 steps: income 0 -> -10
    assert warning in html.unescape(note.value), note.value
    assert "color:#b00" in note.value
    slider.value = 9
    assert warning.split(" ")[0] not in html.unescape(note.value)
