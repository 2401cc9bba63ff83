"""Player words for all four rule sets: actions, log lines, refusals and score working read in both languages.

Each rule set is played a short way with random legal moves; at every step the
legal actions, the log, a handful of refusals and the score working are
rendered in Japanese and must hold no untranslated English (two or more
English words outside the map's place names), and in English no engine ids
(``x_gentle_straight``, ``choose_action(tile=...)``).
"""

import random
import re

import pytest

import steamlab
from steamlab.i18n import Message, render
from steamlab.i18n.check import english_runs
from steamlab.i18n.describe import describe_action, history_lines

GAMES = [("steam", "base", 3), ("steam", "standard", 4), ("age_of_steam", None, 3), ("russian_railroads", None, 3)]
ENGINE_ID = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\w+\(\w+=")
"""An internal name (``town_4_gap_adjacent``) or a Python repr (``place(space=``)."""


def names_on(state):
    board = getattr(state, "board", None)
    if board is None:
        return []
    out = [state.map.title]
    for h in board.map.cells:
        name = board.place_name(h)
        if name:
            out.append(name)
    return out


def play(game, rules, players, steps, seed=3):
    g = steamlab.new_game(game, players=players, rules=rules, seed=seed)
    rng = random.Random(seed)
    actors = []
    seen = []
    for _ in range(steps):
        if g.is_terminal():
            break
        legal = g.legal_actions()
        yield g, legal, actors, seen
        seen = (seen + legal[:20])[-100:]
        action = rng.choice(legal)
        before = len(g.history)
        actors.append(g.current_player)
        g.apply(action)
        actors.extend([-1] * (len(g.history) - before - 1))


def check(text, allowed, where):
    assert isinstance(text, str)
    en, ja = render(text, "en"), render(text, "ja")
    assert not ENGINE_ID.search(en), f"{where}: engine id in {en!r}"
    assert english_runs(ja, allowed) == [], f"{where}: English left in {ja!r}"
    if isinstance(text, Message):
        assert "seed" not in en, f"{where}: citation in the sentence {en!r}"


@pytest.mark.parametrize(("game", "rules", "players"), GAMES, ids=[f"{g}-{r}" for g, r, _ in GAMES])
def test_actions_log_refusals_and_scores_in_player_words(game, rules, players):
    refusals = 0
    for g, legal, actors, seen in play(game, rules, players, steps=90):
        allowed = names_on(g)
        for action in legal[:40]:
            check(describe_action(g, action), allowed, f"action {action}")
        for line in history_lines(g, actors)[-5:]:
            check(line, allowed, "log")
        for action in seen[-15:]:
            reason = g.why_illegal(action)
            if reason is not None:
                refusals += 1
                check(reason, allowed, f"refusal of {action}")
        for score in g.scores():
            for item in score.items:
                check(item.label, allowed, "score")
    assert refusals > 0


def test_refusals_carry_their_rule_apart():
    g = steamlab.new_game("steam", players=3, rules="standard", seed=1)
    from steamlab.games.rails.actions import RaiseCapital

    reason = g.why_illegal(RaiseCapital(1))
    assert reason == "In the first turn you must raise at least $10."
    assert reason.rule == "seed 000: standard game"
    assert reason.render("ja") == "最初のターンは少なくとも $10 を調達しなければなりません。"
