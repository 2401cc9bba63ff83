"""One conformance test run over every registered game (OpenSpiel's ``games_sim_test`` habit).

Each game the registry knows is played out at random at its fewest and most players, and checked on the way:
legal actions unique and legal, an illegal action explained and refused without a change, the record's round
trip, undo (the record less its last actions replays to the earlier position), a hint at a small strength and
the state's drawing. A new game registered is tested here with nothing to add.
"""

from __future__ import annotations

import json
import random

import pytest

import steamlab
from steamlab.bots.players import random_bot
from steamlab.core.errors import IllegalAction, SteamlabError
from steamlab.engine.registry import from_record, game_info, games, new_game
from steamlab.engine.state import CHANCE, GameState

GAMES = [info.name for info in games()]
RUNS = [(name, n) for name in GAMES for n in sorted(set(game_info(name).players))]
MAX_ACTIONS = 2_000
UNDO_CHECKS = 3
"""Positions of each playout whose undo (a replay of the shorter record) is checked: replays are the slow part."""
HINT_STRENGTH = 8


def _key(state: GameState) -> str:
    return json.dumps(state.to_record(), sort_keys=True)


def _undo(state: GameState, steps: int) -> GameState:
    """The game ``steps`` actions back: its record less its last actions, replayed (a game is its action log)."""
    record = state.to_record()
    record["actions"] = record["actions"][: len(record["actions"]) - steps]
    return from_record(record)


def test_the_registry_knows_every_game_and_what_it_is() -> None:
    assert GAMES == ["steam", "age_of_steam", "russian_railroads"]
    for name in GAMES:
        info = game_info(name)
        assert info.name == name and info.title("en") != name and info.title("ja") != info.title("en")
        low, high = info.players
        assert new_game(name, players=low).info is info
        with pytest.raises(SteamlabError):
            new_game(name, players=high + 1)
        for rule_set in info.rule_sets:
            state = new_game(name, players=low, rules=rule_set.name)
            assert state.info.can_go_out(state.rules) == rule_set.out_for_money
            assert isinstance(getattr(state, info.clock), int)
            assert state.map_name == info.default_map


@pytest.mark.parametrize(("name", "players"), RUNS)
def test_a_random_playout_keeps_the_state_api(name: str, players: int) -> None:
    rng = random.Random(f"{name}:{players}")
    state = new_game(name, players=players, seed=players)
    assert state.current_player >= 0, "a new game settles its set-up chance"
    assert state._repr_svg_().startswith("<svg")
    hints = steamlab.hint(state, 1, iterations=HINT_STRENGTH)
    assert hints and state.is_legal(hints[0].action)
    undo_at = set(rng.sample(range(1, 60), UNDO_CHECKS))
    explained = 0
    last = None
    for step in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        assert state.current_player != CHANCE, "apply settles chance"
        legal = state.legal_actions()
        texts = [json.dumps(a.to_json(), sort_keys=True) for a in legal]
        assert legal and len(set(texts)) == len(texts), "legal actions are unique"
        for action in rng.sample(legal, min(3, len(legal))):
            assert state.why_illegal(action) is None
            assert state.decode_action(action.to_json()) == action
        if last is not None and not state.is_legal(last):  # the move just made, made again: explained and refused
            before = _key(state)
            reason = state.why_illegal(last)
            assert isinstance(reason, str) and reason.strip()
            with pytest.raises(IllegalAction):
                state.apply(last)
            assert _key(state) == before, "an illegal action changes nothing"
            explained += 1
        if step in undo_at:
            earlier = _key(state)
            moves = len(state.history)
        last = random_bot(state, rng)
        state.apply(last)
        if step in undo_at:
            assert _key(_undo(state, len(state.history) - moves)) == earlier
    assert state.is_terminal(), f"no end after {MAX_ACTIONS} actions"
    assert explained > 0
    scores = state.scores()
    assert len(scores) == players and set(state.winners()) <= set(range(players))
    record = json.loads(json.dumps(state.to_record()))
    again = from_record(record)
    assert again.to_record() == state.to_record() and [s.total for s in again.scores()] == [s.total for s in scores]
    assert again._repr_svg_().startswith("<svg")
