"""Issue 13: fuzzing every boundary -- records, maps, positions, widget events.

Each fuzzer takes a sound input (a short record of each game, Rust Belt, a
scenario's start position, a hot-seat widget), changes it the way a hostile or
careless user would (a field replaced by any JSON value, deleted, added, a list
item dropped or doubled; random bytes; random browser events) and checks:

- only :class:`SteamlabError` subclasses escape (anything else fails the test);
- a refused input changes nothing (the record or map object given, the game
  shown in the widget);
- every call returns within :data:`SLOW` seconds (no hang, no runaway loop).

In the suite each fuzzer tries a few dozen inputs (seconds in all);
``make fuzz`` runs the same fuzzers with ``STEAMLAB_FUZZ_EXAMPLES`` examples
each and prints how many were tried (``--hypothesis-show-statistics``).
"""

from __future__ import annotations

import copy
import functools
import json
import os
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import steamlab
from steamlab.bots.players import random_bot
from steamlab.core.datafiles import data_path
from steamlab.core.errors import SteamlabError
from steamlab.core.maps import parse_map
from steamlab.engine.records import parse_record

EXAMPLES = int(os.environ.get("STEAMLAB_FUZZ_EXAMPLES", "25"))
"""Inputs per fuzzer: a few in the suite, thousands under ``make fuzz``."""
SLOW = 20.0
"""Seconds one call may take before it counts as a hang (generous: the machine is shared)."""
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 100, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
"""Derandomized in the suite (the same inputs every run: no flaky failures); random under ``make fuzz``."""

WORDS = ["red", "blue", "black", "purple", "yellow", "green", "K10", "F10", "H6", "H4", "A", "light-1", "dark-6",
         "straight", "gentle", "sharp", "build", "move", "setup", "deal", "rust_belt", "tutorial", "/dev/zero",
         "steam", "age_of_steam", "russian_railroads", "standard", "base", "kind", "order", "players", "cash"]
SCALARS = (st.none() | st.booleans() | st.integers(-3, 12) | st.sampled_from([-1, 10**9, 10**30, -(10**400)])
           | st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from(WORDS) | st.text(max_size=6))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
    st.sampled_from(WORDS) | st.text(max_size=5), inner, max_size=4), max_leaves=12)
"""Any JSON-like value, biased towards the words and numbers steamlab's files use."""


def mutate(data: st.DataObject, value: Any, depth: int = 0) -> Any:
    """A copy of ``value`` with one change somewhere inside (the path drawn by hypothesis).

    The root is never replaced, and the path goes one level deeper four times in
    five: most changes land in actions' fields and positions' entries, where the
    checks are subtle, rather than on the header.
    """
    deeper = depth == 0 or data.draw(st.integers(0, 4), label="descend") > 0
    if isinstance(value, dict | list) and value and depth < 8 and deeper:
        if isinstance(value, dict):
            key = data.draw(st.sampled_from(sorted(value, key=str)), label="key")
            return {**value, key: mutate(data, value[key], depth + 1)}
        i = data.draw(st.integers(0, len(value) - 1), label="index")
        return value[:i] + [mutate(data, value[i], depth + 1)] + value[i + 1:]
    ops = ["replace"]
    if isinstance(value, dict):
        ops += ["delete", "add"] if value else ["add"]
    if isinstance(value, list):
        ops += ["drop", "double", "append"] if value else ["append"]
    op = data.draw(st.sampled_from(ops), label="op")
    if op == "replace":
        return data.draw(JSON, label="value")
    if op == "delete":
        key = data.draw(st.sampled_from(sorted(value, key=str)), label="key")
        return {k: v for k, v in value.items() if k != key}
    if op == "add":
        return {**value, data.draw(st.sampled_from(WORDS), label="key"): data.draw(JSON, label="value")}
    if op == "append":
        return [*value, data.draw(JSON, label="value")]
    i = data.draw(st.integers(0, len(value) - 1), label="index")
    return value[:i] + value[i + 1:] if op == "drop" else value[: i + 1] + value[i:]


def mutate_record(data: st.DataObject, record: dict[str, Any]) -> Any:
    """A record with one change: mostly in an action (a field changed, or an action moved or copied elsewhere:
    well-formed but out of place), else in the start position or the header."""
    if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
        return mutate(data, record)
    actions = record["actions"]
    part = data.draw(st.sampled_from(["action", "action", "move", "start", "header"]), label="part")
    if part in ("action", "move") and actions:
        i = data.draw(st.integers(0, len(actions) - 1), label="action index")
        if part == "action":
            changed = mutate(data, actions[i], depth=1)
        else:
            changed = actions[data.draw(st.integers(0, len(actions) - 1), label="moved from")]
        return {**record, "actions": [*actions[:i], changed, *actions[i + 1:]]}
    if part == "start" and "start" in record:
        return {**record, "start": mutate(data, record["start"])}
    return mutate(data, record)


def guarded(call: Callable[[], Any]) -> Any:
    """Run ``call``: a SteamlabError is a refusal (returned), anything else fails; so does a slow call."""
    start = time.perf_counter()
    try:
        return call()
    except SteamlabError as exc:
        return exc
    finally:
        assert time.perf_counter() - start < SLOW, "a call took too long (a hang?)"


# -- sound inputs, built once ------------------------------------------------------------------------
@functools.cache
def sound_records() -> tuple[dict[str, Any], ...]:
    """Short records of each game (a few dozen actions: fast to replay) and a scenario of each rail game."""
    from steamlab.scenarios.builder import Scenario
    from steamlab.scenarios.rr_builder import RRScenario

    out = []
    for game, kw, moves in (("steam", {"rules": "standard"}, 30), ("steam", {"rules": "base"}, 20),
                            ("age_of_steam", {}, 30), ("russian_railroads", {}, 25)):
        g = steamlab.new_game(game, players=3, seed=5, **kw)
        rng = random.Random(5)
        for _ in range(moves):
            g.apply(random_bot(g, rng))
        out.append(g.to_record())
    sc = Scenario("steam", rules="standard", players=3)
    sc.phase("move", turn=3).player(0, cash=12, locomotive=3).cubes("Evansville", "blue")
    sc.link(["Evansville", "K10", "Indianapolis", "L9", "Cincinnati"], owner=0)
    out.append(sc.to_record())
    aos = Scenario("age_of_steam", players=3).phase("build", turn=2).player(1, cash=20).display("light-1", "red")
    out.append(aos.to_record())
    rr = RRScenario(players=3, seed=2).round(3).order(2, 0, 1)
    rr.rails(0, "trans_siberian", "black", 7).locomotive(0, "trans_siberian", 1, 4).factory(0, 2).rubles(1, 3)
    out.append(rr.to_record())
    return tuple(out)


@functools.cache
def rust_belt_raw() -> dict[str, Any]:
    raw: dict[str, Any] = json.loads(data_path("maps", "rust_belt.json").read_text())
    return raw


# -- the fuzzers ---------------------------------------------------------------------------------------
@FUZZ
@given(data=st.data())
def test_fuzz_records(data: st.DataObject) -> None:
    """A sound record with one field changed anywhere (header, actions, start): loads, or a RecordError."""
    base = data.draw(st.sampled_from(sound_records()), label="record")
    record = mutate_record(data, base)
    given_record = copy.deepcopy(record)
    result = guarded(lambda: steamlab.from_record(record))
    assert record == given_record  # the caller's record is never changed
    if not isinstance(result, SteamlabError):
        assert result.to_record()["actions"][: len(record["actions"])] == [
            result.decode_action(a).to_json() for a in record["actions"]]


@FUZZ
@given(data=st.data())
def test_fuzz_positions(data: st.DataObject) -> None:
    """A scenario's start position with one change: the game starts from it, or a RecordError names the problem."""
    base = data.draw(st.sampled_from([r for r in sound_records() if "start" in r]), label="scenario")
    record = {**base, "start": mutate(data, base["start"])}
    given_record = copy.deepcopy(record)
    result = guarded(lambda: steamlab.from_record(record))
    assert record == given_record
    if not isinstance(result, SteamlabError):
        # an accepted position is sound: every piece, cube and coin counted once
        conservation = result.conservation()
        if result.game == "russian_railroads":  # totals by kind, the same as in a new game
            assert conservation == steamlab.new_game(result.game, players=result.num_players).conservation()
        else:  # (counted, expected) pairs
            assert all(a == b for a, b in conservation.values()), conservation


@FUZZ
@given(data=st.data())
def test_fuzz_maps(data: st.DataObject) -> None:
    """Rust Belt with one change: a DataError naming the field, or a map every allowed player count can start on."""
    raw = mutate(data, rust_belt_raw())
    given_raw = copy.deepcopy(raw)
    result = guarded(lambda: parse_map(raw, "fuzz.json"))
    assert raw == given_raw
    if isinstance(result, SteamlabError):
        assert str(result).startswith("fuzz.json")
        return
    players = data.draw(st.integers(result.min_players, result.max_players), label="players")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.json"
        path.write_text(json.dumps(raw))
        for game, rules in (("steam", "standard"), ("steam", "base"), ("age_of_steam", None)):
            # a map that validates must be playable: set-up, turns for every allowed player count, goods
            g = guarded(lambda game=game, rules=rules: steamlab.new_game(game, players=players, map=str(path),
                                                                         rules=rules, seed=1))
            assert not isinstance(g, SteamlabError), f"{game}: a validated map cannot be played: {g}"


@FUZZ
@given(text=st.binary(max_size=200) | st.text(max_size=200).map(str.encode)
       | st.sampled_from([b"[" * 5000, b'{"a":' * 3000 + b"1" + b"}" * 3000, b"\xff\xfe", b"1" * 5000, b"-" * 9]))
def test_fuzz_record_text(text: bytes) -> None:
    """Any bytes as a record file: parsed, or a RecordError (never a decode or recursion error)."""
    result = guarded(lambda: parse_record(text))
    if not isinstance(result, SteamlabError):
        guarded(lambda: steamlab.from_record(result))


@functools.cache
def _map_widget() -> Any:
    pytest.importorskip("ipycanvas")
    from steamlab.widgets.hexmap import HexMapWidget

    return HexMapWidget(steamlab.load_map("tutorial"))


EVENT = st.dictionaries(st.sampled_from(["event", "x", "y", "button", "key"]),
                        st.sampled_from(["mouse_down", "mouse_move", "mouse_out", "client_ready", "key_down"])
                        | SCALARS, max_size=4) | JSON


@FUZZ
@given(events=st.lists(EVENT, max_size=6))
def test_fuzz_map_events(events: list[Any]) -> None:
    """Random browser messages to the map: handled or ignored, never an error."""
    w = _map_widget()
    for event in events:
        assert isinstance(guarded(lambda e=event: w.handle_event(e)), bool)
    assert w.errors == []


@functools.cache
def _game_widget() -> Any:
    pytest.importorskip("ipycanvas")
    from steamlab.widgets.game import GameWidget

    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=3))
    return w, w.state.copy(), list(w.actors)


@FUZZ
@given(data=st.data())
def test_fuzz_game_widget(data: st.DataObject) -> None:
    """Random calls a page can make on the hot seat: each plays, or changes nothing and says why."""
    w, start, actors = _game_widget()
    w.set_state(start.copy(), list(actors))  # every example starts from the same game (hypothesis replays them)
    for _ in range(data.draw(st.integers(1, 4), label="calls")):
        before = w.state.to_record()
        call = data.draw(st.sampled_from(["play", "load", "step", "bot", "click", "upload"]), label="call")
        if call == "play":
            legal = w.state.legal_actions()
            action = data.draw(st.sampled_from(legal) if legal and data.draw(st.booleans()) else JSON, label="action")
            token = w.turn_token() if data.draw(st.booleans(), label="fresh control") else (-1, -1)
            ok = guarded(lambda a=action, t=token: w.play(a, t))
        elif call == "load":
            record = mutate(data, data.draw(st.sampled_from(sound_records()), label="record"))
            ok = guarded(lambda r=record: w.load_record(r))
        elif call == "upload":
            content = data.draw(st.binary(max_size=100), label="bytes")
            guarded(lambda c=content: w._uploaded({"new": ({"name": "x.json", "content": memoryview(c)},)}))
            ok = w.state.to_record() != before
        elif call == "step":
            step = data.draw(SCALARS, label="step")
            guarded(lambda k=step: w.view_step(k))
            guarded(lambda: w.view_step(len(w.state.history)))  # back to the live game
            ok = False
        elif call == "bot":
            bot = data.draw(st.sampled_from(["random", "greedy", "nope", ""]), label="bot")
            ok = guarded(lambda b=bot: w.bot_move(b, seed=1))
        else:
            event = data.draw(EVENT, label="event")
            guarded(lambda e=event: w.hexmap.handle_event(e))
            ok = False  # a click picks a hex or a city: it never plays by itself
        assert not isinstance(ok, SteamlabError), ok  # the widget shows errors, it never raises
        if not ok:
            assert w.state.to_record() == before  # refused: nothing changed
