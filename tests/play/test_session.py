"""The game session (steamlab.play): a game played in plain Python, with no widget imported (that it imports no
Jupyter package at all: tests/test_engine_without_jupyter.py)."""

from __future__ import annotations

import json

import pytest

import steamlab
from steamlab.core.errors import IllegalAction, SteamlabError
from steamlab.engine.state import CHANCE
from steamlab.games.rails.actions import RaiseCapital
from steamlab.play import GameSession, LoadRefused, StrengthError
from steamlab.play import session as session_module


def _steam(seed: int = 4) -> GameSession:
    return GameSession(steamlab.new_game("steam", players=3, rules="standard", seed=seed))


def test_an_illegal_action_says_the_rule_and_changes_nothing():
    g = _steam()
    before = g.state.snapshot()
    for bad in ("raise", None, RaiseCapital(0), RaiseCapital(99)):
        with pytest.raises(IllegalAction):
            g.play(bad)
    assert g.state.snapshot() == before and g.actors == [CHANCE]
    with pytest.raises(IllegalAction) as refused:
        g.play(RaiseCapital(0))
    assert "at least $10" in str(refused.value)


def test_a_control_made_for_an_earlier_step_changes_nothing():
    g = _steam()
    token = g.turn_token()
    g.play(RaiseCapital(2), token)
    with pytest.raises(IllegalAction, match="turn that is over"):
        g.play(RaiseCapital(2), token)  # a double click: the second arrives for a step that is gone
    assert len(g.state.history) == 2


def test_undo_takes_back_a_persons_decision_and_the_computer_moves_after_it():
    g = _steam()
    person = g.state.current_player
    for seat in {0, 1, 2} - {person}:
        g.set_seat(seat, True, strength=8)
    g.play(RaiseCapital(2))
    assert g.computer_turns() == 2 and g.state.current_player == person
    record = g.record()
    g.undo()
    assert g.state.history == steamlab.from_record({**record, "actions": record["actions"][:1]}).history
    with pytest.raises(IllegalAction):
        g.undo()  # the opening draws are nobody's decision


def test_a_replay_step_is_looked_at_and_played_on_from():
    g = GameSession(steamlab.new_game("age_of_steam", players=3, seed=2))
    g.set_seat(0, True, strength=8), g.set_seat(1, True, strength=8), g.set_seat(2, True, strength=8)
    g.computer_turns(limit=6)
    n = len(g.state.history)
    assert g.view(3) and g.viewing == 3 and len(g.shown.history) == 3
    with pytest.raises(IllegalAction):
        g.play(g.shown.legal_actions()[0])  # no moves while a past step is looked at
    assert not g.view(n + 1) and not g.view(True) and not g.view("3")
    assert g.play_on() and len(g.state.history) >= 3 and g.viewing is None
    assert g.view(len(g.state.history)) and g.viewing is None


def test_seats_and_strengths_are_checked():
    g = _steam()
    with pytest.raises(StrengthError):
        g.set_seat(3, True)
    with pytest.raises(StrengthError):
        g.set_strength(0, 7)
    g.set_seat(1, True, strength=16)
    assert g.computer == {1} and g.strength_of(1) == 16 and g.strength_of(0) == 48


def test_bot_move_reuses_the_hint_shown_and_the_hint_is_the_computers_move(monkeypatch):
    g = GameSession(steamlab.new_game("age_of_steam", players=3, seed=2))
    for seat in range(3):
        g.set_strength(seat, 8)
    named = g.hint()[0].action
    assert g.computer_choice() == named

    def no_search(*_a, **_k):
        raise AssertionError("searched again")

    monkeypatch.setattr(session_module, "computer_action", no_search)
    assert g.computer_move() and g.state.history[-1] == named
    assert g.told and g.told_upto == len(g.state.history)
    monkeypatch.undo()
    g.hints = None  # without the hint shown, the same search gives the same move
    again = GameSession(steamlab.new_game("age_of_steam", players=3, seed=2))
    for seat in range(3):
        again.set_strength(seat, 8)
    assert again.computer_choice() == named


def test_no_hint_after_the_end_nor_while_looking_back():
    g = _steam()
    g.play(RaiseCapital(2))
    g.view(0)
    with pytest.raises(IllegalAction):
        g.hint()


def test_records_save_and_load_and_a_bad_one_names_its_file(tmp_path):
    g = _steam()
    g.play(RaiseCapital(2))
    path = g.save(tmp_path / "game.json")
    other = _steam(seed=9)
    assert other.load_file(path) == 2 and other.state.history == g.state.history and other.actors == g.actors
    assert len(other.states()) == 3
    before = other.state.history
    with pytest.raises(LoadRefused) as refused:
        other.load_text(b"garbage", "broken.json")
    assert "broken.json" in str(refused.value) and other.state.history == before
    with pytest.raises(LoadRefused):
        other.load_record({"x": {1, 2}}, "set.json")
    (tmp_path / "missing.json").unlink(missing_ok=True)
    with pytest.raises(LoadRefused):
        other.load_file(tmp_path / "missing.json")
    assert json.loads(other.record_json())["actions"] == g.record()["actions"]


def test_a_read_only_session_is_looked_through_never_played():
    g = GameSession(_steam().record(), playable=False)
    with pytest.raises(IllegalAction):
        g.play(RaiseCapital(2))
    with pytest.raises(IllegalAction):
        g.undo()
    assert not g.computer_move() and not g.play_on()


def test_the_review_is_the_sessions_game_reviewed():
    g = GameSession(steamlab.new_game("russian_railroads", players=2, seed=3))
    g.set_seat(0, True, strength=8), g.set_seat(1, True, strength=8)
    g.computer_turns(limit=16)
    r = g.review(0, strength=8)
    assert [m.label for m in r.moves] == ["best"] * len(r.moves) and r.moves
    with pytest.raises(SteamlabError):
        g.review(5)


def test_a_new_game_is_told_to_its_listeners():
    g = _steam()
    seen = []
    g.on_new_game.append(seen.append)
    g.play(RaiseCapital(2))
    g.undo()
    assert len(seen) == 1 and seen[0] is g.state
