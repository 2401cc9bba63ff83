"""The Russian Railroads log: every line a sentence in words, in English and Japanese.

A whole game (two greedy bots, as the hot seat plays its computer seats) is told line by line: who did
what ("Player 2 places workers on “2 grey rails”"), a line at each round's start that agrees with the
engine's round counter, and the end of the game; no "Player 2: pass", no internal names, no English
left on the Japanese page.
"""

import random
import re

import pytest

import steamlab
from steamlab.bots.registry import play_out
from steamlab.games.russian_railroads import actions as rr
from steamlab.i18n import Message, msg
from steamlab.i18n.check import english_runs
from steamlab.i18n.describe import history_lines, log_rr
from steamlab.widgets.game import timeline

ENGINE_ID = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\w+\(\w+=")
SENTENCE_EN = re.compile(r"^(Player \d (?!:)[a-z]|The set-up deal |-- (round \d of \d|game over) --$|"
                         r"Round \d scoring: Player 1 \+\d+ VP, Player 2 \+\d+ VP$)")
SENTENCE_JA = re.compile(r"^(プレイヤー \d が|準備の配布で|-- (ラウンド \d / \d|ゲーム終了) --$|"
                         r"ラウンド \d の得点計算: プレイヤー 1 \+\d+ 勝利点、プレイヤー 2 \+\d+ 勝利点$)")
NAMES = ["St. Petersburg"]  # a railway's proper name (Japanese pages print it in katakana, English ones as is)


@pytest.fixture(scope="module")
def whole_game():
    g = play_out(steamlab.new_game("russian_railroads", players=2, seed=3), "greedy", random.Random(1))
    states, actors = timeline(g.to_record())
    return states, actors


def test_every_line_of_a_whole_game_is_a_sentence_in_both_languages(whole_game):
    states, actors = whole_game
    final = states[-1]
    assert final.is_terminal()
    lines = history_lines(final, actors)
    assert len(lines) > len(final.history)  # the round lines and the end are added
    for line in lines:
        assert isinstance(line, Message) and line.key != "rr.log.other", line
        en, ja = line.render("en"), line.render("ja")
        assert SENTENCE_EN.match(en) and not ENGINE_ID.search(en), en
        assert SENTENCE_JA.match(ja) and not english_runs(ja, NAMES), ja
    assert lines[-1] == "-- game over --"


def test_the_round_lines_agree_with_the_engine(whole_game):
    states, actors = whole_game
    final = states[-1]
    lines = history_lines(final, actors)
    rounds = [line for line in lines if line.key == "rr.log.round"]
    total = final.data.player_counts[2].rounds
    assert [str(r) for r in rounds] == [f"-- round {n} of {total} --" for n in range(1, total + 1)]
    i = 0  # walk the lines beside the actions: each action's position is in the round last announced
    current = 0
    for line in lines:
        if line.key == "rr.log.round":
            current = line.params["n"]
        elif line.key == "rr.log.round_scoring":  # issue 30.11: each round's end scoring, before the next round
            n = line.params["n"]
            assert n == current and (i == len(final.history) or states[i].round == n + 1), (i, line)
            label = msg("rr.vp.round", n=n)
            assert [item.params["vp"] for item in line.params["scores"]] == [b.vp.get(label, 0) for b in final.boards]
        elif line.key != "rails.log.game_over":
            assert states[i].round == max(current, 1), (i, line)
            i += 1
    assert i == len(final.history)
    assert [line.params["n"] for line in lines if line.key == "rr.log.round_scoring"] == list(range(1, total + 1))


CASES = [
    (rr.Deal((1, 0, 2), (0, 1, 2), (3, 4)), -1, "The set-up deal sets the turn order: Player 2, Player 1, Player 3",
     "準備の配布で手番順が決まる: プレイヤー 2、プレイヤー 1、プレイヤー 3"),
    (rr.StartBonus(3), 1, "Player 2 takes starting bonus card 3", "プレイヤー 2 がスタートボーナスカード 3 を取る"),
    (rr.Place("grey_2"), 0, "Player 1 places workers on “2 grey rails”", "プレイヤー 1 が「灰線路2」にワーカーを置く"),
    (rr.Place("industry_2", rubles=2, temps=1), 0,
     "Player 1 places workers on “industry +2” (2 rubles instead of workers, with a temporary worker)",
     "プレイヤー 1 が「工業トラック +2」にワーカーを置く (ワーカーの代わりに 2 ルーブル、臨時ワーカー 1 人で)"),
    (rr.Pass(), 2, "Player 3 passes for the rest of the round", "プレイヤー 3 がこのラウンドの残りをパス"),
    (rr.Advance("kiev", "grey"), 0, "Player 1 advances the grey rail one space on the Kiev railway",
     "プレイヤー 1 がキエフ鉄道の灰線路を1マス進める"),
    (rr.Industry(1), 0, "Player 1 advances industry marker 2 one space", "プレイヤー 1 が工業マーカー 2 を1マス進める"),
    (rr.Locomotive("trans_siberian", 3), 0,
     "Player 1 puts a locomotive on the Trans-Siberian railway in place of locomotive 3",
     "プレイヤー 1 がシベリア横断鉄道の 3 番の機関車と入れ替えて機関車を置く"),
    (rr.Scrap(), 0, "Player 1 puts the displaced locomotive beside the supply as a factory",
     "プレイヤー 1 が押し出された機関車を工場として在庫の横に置く"),
    (rr.Factory(0, 2), 0, "Player 1 builds a factory from the locomotive stack in slot 2",
     "プレイヤー 1 が機関車の山から工場をスロット 2 に建てる"),
    (rr.Token(4), 0, "Player 1 takes bonus token 4", "プレイヤー 1 がアドバンテージトークン 4 を取る"),
    (rr.BonusCard(2), 0, "Player 1 takes bonus card 2", "プレイヤー 1 がアドバンテージカード 2 を取る"),
    (rr.EndBonus(0), 0, "Player 1 takes 10 VP instead of an end bonus card",
     "プレイヤー 1 がエンドボーナスカードの代わりに 10 勝利点を取る"),
    (rr.EndBonus(5), 1, "Player 2 takes end bonus card 5", "プレイヤー 2 がエンドボーナスカード 5 を取る"),
    (rr.Repeat(0), 0, "Player 1 repeats one effect: doubler", "プレイヤー 1 が効果をもう一度使う: ×2トークン"),
    (rr.Reuse("doubler"), 0, "Player 1 uses “doubler” again", "プレイヤー 1 が「×2トークン」をもう一度使う"),
    (rr.MoveWorker("rubles"), 0, "Player 1 moves the turn-order worker to “2 rubles” and uses it",
     "プレイヤー 1 が手番順ワーカーを「2ルーブル」へ移して使う"),
    (rr.Stop(), 0, "Player 1 stops here and forgoes the rest of the effect", "プレイヤー 1 がここでやめ、効果の残りを使わない"),
]


def test_every_kind_of_action_has_its_sentence():
    kinds = {a.kind for a in rr.ACTION_CLASSES}
    assert kinds == {case[0].kind for case in CASES}


@pytest.mark.parametrize(("action", "seat", "en", "ja"), CASES, ids=[f"{c[0].kind}-{i}" for i, c in enumerate(CASES)])
def test_each_action_reads_as_a_sentence(action, seat, en, ja):
    line = log_rr(action, seat)
    assert (str(line), line.render("ja")) == (en, ja)
