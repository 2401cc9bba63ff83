"""Issue 42, finding 4: when every seat goes bankrupt nobody has won.

Random seats in Steam standard often all go bankrupt (seed 0 with three players: every seat out at -20); the
simulator, ``steamlab replay``, the tournaments and the hot seat still named a winner among them (the best of those
out, by the tie-breaks). Now ``GameState.winners()`` is empty then, and each says that nobody won.
"""

from __future__ import annotations

import json

import steamlab
from steamlab.bots.simulate import game_summary, play_one, simulate
from steamlab.cli import main

ALL_OUT = ("steam", "standard", None, 3, "random", 0)
"""A game every seat leaves bankrupt."""


def test_every_seat_out_means_no_winner():
    g = play_one("steam", rules="standard", map=None, players=3, bot="random", seed=0)
    assert g.is_terminal() and all(s.out for s in g.scores())
    assert g.winners() == []
    _, scores, winners, out = game_summary(*ALL_OUT)
    assert all(out) and winners == []


def test_a_game_with_a_seat_still_in_names_its_winner():
    g = play_one("steam", rules="standard", map=None, players=3, bot=["greedy", "random", "random"], seed=1)
    assert not all(s.out for s in g.scores())
    assert g.winners() and all(not g.scores()[p].out for p in g.winners())


def test_the_simulator_counts_no_win_for_a_game_nobody_won():
    summary = simulate("steam", rules="standard", players=3, games=1, bot="random", seed=0, mode="serial")
    assert summary["wins_per_seat"] == [0, 0, 0] and summary["games_nobody_won"] == 1
    assert all(row["win_rate_per_seat"] == 0 for row in summary["per_bot"].values())


def test_replay_says_nobody_won(tmp_path, capsys):
    g = play_one("steam", rules="standard", map=None, players=3, bot="random", seed=0)
    f = tmp_path / "r.json"
    f.write_text(json.dumps(g.to_record()))
    assert main(["replay", str(f)]) == 0
    out = capsys.readouterr().out
    assert "winner: nobody (every player is out of the game)" in out and "winner: Player" not in out


def test_the_hot_seat_says_nobody_won_in_both_languages():
    from steamlab.widgets.game import GameWidget

    g = play_one("steam", rules="standard", map=None, players=3, bot="random", seed=0)
    for lang, words in (("en", "nobody (every player went bankrupt)"), ("ja", "なし (全員が破産しました)")):
        w = GameWidget(steamlab.from_record(g.to_record()), lang=lang)
        assert words in w.header.value, w.header.value
