"""Issue 30.11: Russian Railroads in the hot seat. Placing workers is a choice of space (each once) and, where the
space can be paid otherwise, of payment (was one dropdown of 33 entries, half "(1 ruble instead of workers)"); the
log says each round's end scoring and the round changes; the boards' "?" is explained once, in the legend under them,
not in red on every board."""

from __future__ import annotations

import html
import random

import pytest

import steamlab
from steamlab.bots.players import random_bot
from steamlab.i18n import render
from steamlab.i18n.describe import history_lines
from steamlab.widgets.game import GameWidget


def _walk(w):
    yield w
    for c in getattr(w, "children", ()):
        yield from _walk(c)


def _one(root, name):
    [w] = [w for w in _walk(root) if name in w._dom_classes]
    return w


def _in_play(seed=1, players=2):
    g = steamlab.new_game("russian_railroads", players=players, seed=seed)
    rng = random.Random(seed)
    while g.phase != "play" or g.pending:
        g.apply(random_bot(g, rng))
    return g


@pytest.mark.parametrize("lang, first, pay", [("en", "3 black rails", ["your workers", "1 ruble instead of workers",
                                                                          "2 rubles instead of workers"]),
                                               ("ja", "黒線路3", ["自分のワーカー", "ワーカーの代わりに 1 ルーブル",
                                                               "ワーカーの代わりに 2 ルーブル"])])
def test_placing_is_a_space_then_a_payment(lang, first, pay):
    g = _in_play()
    places = [a for a in g.legal_actions() if a.kind == "place"]
    w = GameWidget(g, lang=lang)
    spaces, payment = _one(w.controls, "steamlab-pick-place"), _one(w.controls, "steamlab-pay-place")
    assert len(spaces.options) == len({a.space for a in places}) < len(places)
    assert spaces.options[0] == (first, "black_3") and not any("instead of" in t for t, _ in spaces.options)
    assert [t for t, _ in payment.options] == pay and payment.layout.display is None
    payment.value = 1
    _one(w.controls, "steamlab-do-place").click()
    assert w.state.history[-1] == next(a for a in places if a.space == "black_3" and a.rubles == 1)


def test_a_space_paid_one_way_only_shows_no_payment_choice():
    g = _in_play()
    w = GameWidget(g)
    spaces, payment = _one(w.controls, "steamlab-pick-place"), _one(w.controls, "steamlab-pay-place")
    only = next(v for _, v in spaces.options if sum(a.space == v for a in g.legal_actions() if a.kind == "place") == 1)
    spaces.value = only
    assert payment.layout.display == "none"


def test_the_log_has_each_rounds_scoring_and_the_round_lines():
    g = _in_play(seed=3)
    rng = random.Random(3)
    while g.round == 1 and not g.is_terminal():
        g.apply(random_bot(g, rng))
    while g.history[-1].kind not in ("place", "pass"):  # round 2 under way: its line comes with its first move
        g.apply(random_bot(g, rng))
    lines = [render(line, "en") for line in history_lines(g)]
    assert lines.index("-- round 1 of 6 --") < lines.index(next(x for x in lines if x.startswith("Round 1 scoring:")))
    assert lines.index(next(x for x in lines if x.startswith("Round 1 scoring:"))) < lines.index("-- round 2 of 6 --")
    scoring = next(x for x in lines if x.startswith("Round 1 scoring:"))
    points = [b.vp.get(steamlab.i18n.msg("rr.vp.round", n=1), 0) for b in g.boards]
    assert scoring == f"Round 1 scoring: Player 1 +{points[0]} VP, Player 2 +{points[1]} VP"
    ja = [render(line, "ja") for line in history_lines(g)]
    assert f"ラウンド 1 の得点計算: プレイヤー 1 +{points[0]} 勝利点、プレイヤー 2 +{points[1]} 勝利点" in ja
    w = GameWidget(g)
    assert "Round 1 scoring:" in html.unescape(w.log_view.value)


@pytest.mark.parametrize("lang, words", [("en", "Legend: <b>?</b> beside a number: not confirmed by the rule sources"),
                                         ("ja", "凡例: <b>?</b> が付いた数値: ルール資料で確認できていません")])
def test_the_question_mark_is_explained_once_in_the_legend(lang, words):
    w = GameWidget(_in_play(players=3), lang=lang)
    boards = w.rr_boards
    assert boards is not None and words in boards.legend.value
    assert not list(boards.scene.items(kind="legend"))  # no legend line drawn on the boards themselves
    assert all(p.color != "#b03a2e" for p in boards.scene.items(kind="unconfirmed"))  # the "?" is not red


def _advancing():
    """A 2-player game (seed 1) at its first choice of a rail to advance, and that choice."""
    g = steamlab.new_game("russian_railroads", players=2, seed=1)
    rng = random.Random(1)
    while not [a for a in g.legal_actions() if a.kind == "advance"]:
        g.apply(random_bot(g, rng))
    return g, [a for a in g.legal_actions() if a.kind == "advance"]


def _piece(w, player, railway, colour):
    from steamlab.render.rr_board import BOARD_HEIGHT

    index = [rw.id for rw in w.state.data.railways].index(railway)
    return next(p for p in w.rr_boards.scene.items(kind="rail_piece")
                if p.key == (index, colour) and player * BOARD_HEIGHT <= p.y < (player + 1) * BOARD_HEIGHT)


def test_a_click_on_a_rail_of_the_players_board_moves_it():
    g, moves = _advancing()
    w = GameWidget(g)
    p, move = g.current_player, moves[0]
    piece = _piece(w, p, move.railway, move.colour)
    n = len(w.state.history)
    assert w.rr_boards.handle_event({"event": "mouse_down", "x": piece.x + 2, "y": piece.y + 2})
    assert len(w.state.history) == n + 1 and w.state.history[-1] == move


@pytest.mark.parametrize("lang, other, none", [
    ("en", "That is another player's board: Player 2 is to play.", "No rail on the Kiev railway can move now"),
    ("ja", "それはほかのプレイヤーのボードです: 手番は プレイヤー 2 です。", "今はキエフ鉄道の線路コマを進められません"),
])
def test_a_click_that_cannot_move_a_rail_says_why(lang, other, none):
    g, moves = _advancing()
    assert g.current_player == 1 and {m.railway for m in moves} == {"trans_siberian"}
    w = GameWidget(g, lang=lang)
    n = len(w.state.history)
    piece = _piece(w, 0, "trans_siberian", "black")  # the other player's board
    w.rr_boards.handle_event({"event": "mouse_down", "x": piece.x + 2, "y": piece.y + 2})
    assert other in html.unescape(w.message.value) and len(w.state.history) == n
    kiev = _piece(w, 1, "kiev", "black")
    w.rr_boards.handle_event({"event": "mouse_down", "x": kiev.x + 2, "y": kiev.y + 2})
    assert none in html.unescape(w.message.value) and len(w.state.history) == n
