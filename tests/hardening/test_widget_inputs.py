"""Issue 13, widgets: stale controls, a pick carried across games, chance after a load, hostile uploads and clicks.

Each case of the issue is its own test; the widgets run in plain pytest (no browser).
"""

import json

import pytest

pytest.importorskip("ipycanvas")

import steamlab  # noqa: E402
from steamlab.core.maps import load_map  # noqa: E402
from steamlab.engine.state import CHANCE  # noqa: E402
from steamlab.widgets.game import GameWidget  # noqa: E402
from steamlab.widgets.hexmap import HexMapWidget  # noqa: E402


def advance_to(w, phase):
    """Let the random bot play until ``phase`` begins (at most 400 moves)."""
    for n in range(400):
        if w.state.phase == phase:
            return
        assert w.bot_move(seed=n), w.errors
    raise AssertionError(f"{phase} not reached")


def buttons(box):
    """Every Button inside a widget tree."""
    out, todo = [], [box]
    while todo:
        w = todo.pop()
        if hasattr(w, "on_click") and hasattr(w, "click"):
            out.append(w)
        todo.extend(getattr(w, "children", ()))
    return out


def test_a_double_click_on_end_building_ends_only_one_turn():
    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=3))
    advance_to(w, "build")
    end = [b for b in buttons(w.controls) if "steamlab-act-end_build" in b._dom_classes]
    assert len(end) == 1
    first = w.state.current_player
    before = len(w.state.history)
    end[0].click()
    after_one = (len(w.state.history), w.state.current_player, w.state.snapshot())
    assert after_one[0] > before and after_one[1] != first
    end[0].click()  # the second click of a double click reaches the button drawn for the first player's turn
    assert (len(w.state.history), w.state.current_player, w.state.snapshot()) == after_one
    assert "turn that is over" in w.message.value


def test_a_hex_picked_in_one_game_is_not_built_in_the_next_one_loaded():
    a = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=3))
    advance_to(a, "build")
    b = steamlab.new_game("steam", players=3, rules="standard", seed=5)
    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=3))
    advance_to(w, "build")
    mode = w.build_mode
    hexes = sorted(o.build.at for o in w.state.build_turn.legal_builds())
    assert mode.pick(w.state.map.find(hexes[0])) and mode.option is not None
    other = GameWidget(b)
    advance_to(other, "build")
    assert w.load_record(other.record())
    before = w.state.snapshot()
    assert mode.hex is None and not mode.confirm()
    assert w.state.snapshot() == before and len(w.state.history) == len(other.state.history)


def test_a_loaded_age_of_steam_game_resolves_its_next_goods_growth():
    import random

    from steamlab.bots.registry import BOTS

    g = steamlab.new_game("age_of_steam", players=3, seed=3)
    rng = random.Random(1)
    for _ in range(30):
        g.apply(BOTS["random"](g, rng))
    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=1))
    assert w.load_record(g.to_record())
    grown = False
    for n in range(200):
        assert w.state.current_player != CHANCE, f"the loaded game waits at a chance node after {n} moves"
        was = w.state.phase
        assert w.bot_move(seed=n), w.errors
        grown = grown or (was != "growth" and w.state.turn > g.turn)
        if grown:
            break
    assert grown and w.state.current_player != CHANCE
    assert w.state.to_record()["actions"][: len(g.history)] == g.to_record()["actions"]


def test_the_timeline_positions_resolve_chance_again():
    from steamlab.widgets.game import timeline

    g = steamlab.new_game("age_of_steam", players=3, seed=2)
    from steamlab.games.rails.actions import IssueShares
    g.apply(IssueShares(1))
    states, _ = timeline(g.to_record())
    assert all(s.auto_chance for s in states)


@pytest.mark.parametrize("content,expected", [
    (b"[" * 100_000 + b"]" * 100_000, "nest more than 64 levels"),
    (json.dumps({"format": "steamlab-record", "version": 2, "game": "steam", "players": 3, "seed": 1,
                 "rules": "base", "map": None,
                 "actions": [{"kind": "raise_capital", "steps": json.loads("[" * 40 + "2" + "]" * 40)}]}
                ).encode(), "action 0"),
    (b"\xff\xfe{}", "not UTF-8"),
])
def test_a_hostile_upload_shows_a_readable_error_and_changes_nothing(content, expected):
    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=2))
    before = w.state.snapshot()
    w._uploaded({"new": ({"name": "x.json", "content": memoryview(content)},)})
    assert w.state.snapshot() == before
    assert "This record was not loaded" in w.message.value and expected in w.message.value, w.message.value
    assert "RecursionError" not in w.message.value


def test_a_deeply_nested_record_object_is_refused_by_load_record():
    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=2))
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    before = w.state.snapshot()
    assert not w.load_record({"format": "steamlab-record", "actions": deep})
    assert w.state.snapshot() == before and "This record was not loaded" in w.message.value


@pytest.mark.parametrize("x", [10**30, -(10**30), 10**400, 1e300, float("inf"), float("nan"), "12", None, True])
def test_a_click_far_off_the_canvas_is_ignored_without_an_error(x):
    w = HexMapWidget(load_map("tutorial"))
    for event in ("mouse_down", "mouse_move"):
        assert not w.handle_event({"event": event, "x": x, "y": 5})
        assert not w.handle_event({"event": event, "x": 5, "y": x})
    assert w.errors == [] and "Error" not in w.info.value


def test_an_unknown_bot_is_refused_with_the_bots_named():
    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=2))
    before = w.state.snapshot()
    assert not w.bot_move("nope")
    assert w.state.snapshot() == before and "Unknown bot &#x27;nope&#x27;" in w.message.value and "random" in w.message.value


@pytest.mark.parametrize("map_name", ["/dev/zero", "/dev/stdin", "x" * 5000])
def test_an_upload_naming_a_server_file_as_its_map_is_refused_at_once(map_name):
    import time

    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=2))
    record = {**steamlab.new_game("steam", players=3, rules="standard", seed=2).to_record(), "map": map_name}
    before = w.state.snapshot()
    start = time.perf_counter()
    w._uploaded({"new": ({"name": "x.json", "content": memoryview(json.dumps(record).encode())},)})
    assert time.perf_counter() - start < 5
    assert w.state.snapshot() == before and "field &#x27;map&#x27; must name a shipped map" in w.message.value
