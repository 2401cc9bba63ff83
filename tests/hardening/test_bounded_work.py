"""Issue 34, finding 3: one upload must not pin a kernel. Every path that takes a JSON file from a user answers a
5 MB worst case (the documented cap, ``MAX_FILE_BYTES``) in about a second, with a clear refusal.

The old nesting pre-check took out strings with a pattern that failed and was retried at every quote: ``"\\``
repeated took 8.6 s for 32 kB, about 100 s for 128 kB and hours at 5 MB. Each test here has a 60 s timeout, so
on that code it fails by the timeout; the bound asserted is generous (the machine is shared), the times measured
are in docs/publishing.md.
"""

from __future__ import annotations

import time

import pytest
from machine_speed import scaled, slowdown

import steamlab
from steamlab.cli import main
from steamlab.core.datafiles import MAX_FILE_BYTES, nesting_within
from steamlab.core.hexgrid import to_offset

pytestmark = pytest.mark.timeout(60)

SIZE = MAX_FILE_BYTES
WORST = {
    "quote_backslash": b'"\\' * (SIZE // 2),  # a string that never closes, escapes all the way
    "quotes_then_brackets": b'["\\"' * (SIZE // 8) + b"[" * (SIZE // 2),
    "deep": b"[" * SIZE,
    "deep_closed": b"[" * (SIZE // 2) + b"]" * (SIZE // 2),
    "objects": b'{"a":' * (SIZE // 5),
    "teeth": (b"[" * 60 + b"]" * 60 + b",") * (SIZE // 121),  # every bracket pair at depth 60, none too deep
}
BOUND_S = 5.0
"""Well over the ~0.1-0.6 s each case takes on a quiet machine; four agents share two cores here."""


def timed(call):
    """``call()`` and the CPU seconds this process spent in it: the work the input makes, not the share of the two
    cores it was given (a wall-clock 5 s bound failed once at 7.5 s for a 0.25 s check, on a machine running a whole
    suite, a browser and other tests beside it)."""
    start = time.process_time()
    result = call()
    return result, time.process_time() - start


@pytest.mark.parametrize("case", WORST)
def test_the_nesting_check_is_linear(case):
    data = WORST[case].decode()
    assert len(data) <= SIZE
    _, seconds = timed(lambda: nesting_within(data))
    assert seconds < BOUND_S, f"{case}: {seconds:.1f} s"


def test_the_nesting_check_still_counts_depth_outside_strings():
    assert nesting_within('{"a": [[1], "]]]\\"[[[["]}', 3)
    assert not nesting_within('{"a": [[[1]]], "b": "x"}', 3)
    assert nesting_within('["\\\\", [["x"]]]', 3)  # an escaped backslash ends before the quote
    assert not nesting_within('["\\\\", [[["x"]]]]', 3)
    assert not nesting_within('["a", "b\\', 0)  # a string that never closes: the brackets before it count


@pytest.mark.parametrize("case", WORST)
def test_steamlab_replay_answers_a_5mb_worst_case(tmp_path, capsys, case):
    f = tmp_path / "r.json"
    f.write_bytes(WORST[case])
    code, seconds = timed(lambda: main(["replay", str(f)]))
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert seconds < BOUND_S, f"{case}: {seconds:.1f} s"


@pytest.mark.parametrize("case", WORST)
def test_steamlab_maps_validate_answers_a_5mb_worst_case(tmp_path, capsys, case):
    f = tmp_path / "m.json"
    f.write_bytes(WORST[case])
    code, seconds = timed(lambda: main(["maps", "validate", str(f)]))
    err = capsys.readouterr().err
    assert code == 1 and err.startswith("invalid: ") and "Traceback" not in err, err
    assert seconds < BOUND_S, f"{case}: {seconds:.1f} s"


@pytest.mark.parametrize("case", WORST)
def test_the_record_upload_answers_a_5mb_worst_case(case):
    from steamlab.widgets.game import GameWidget

    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=2))
    before = w.state.snapshot()
    _, seconds = timed(lambda: w._uploaded({"new": ({"name": "x.json", "content": memoryview(WORST[case])},)}))
    assert w.state.snapshot() == before and "This record was not loaded" in w.message.value, w.message.value
    assert seconds < BOUND_S, f"{case}: {seconds:.1f} s"


@pytest.mark.parametrize("case", WORST)
def test_the_map_editor_upload_answers_a_5mb_worst_case(case):
    from steamlab.widgets.map_editor import MapEditorApp

    app = MapEditorApp()
    before = app.draft.to_json()
    _, seconds = timed(lambda: app._uploaded({"new": ({"name": "m.json", "content": memoryview(WORST[case])},)}))
    assert app.draft.to_json() == before
    assert seconds < BOUND_S, f"{case}: {seconds:.1f} s"


@pytest.mark.parametrize("config", ["voila.json", "binder/jupyter_server_config.json"])
def test_a_busy_kernel_of_a_closed_page_is_culled(config):
    """A kernel kept busy by an upload (or anything else) whose page has gone is still culled: ``cull_busy`` on,
    while ``cull_connected`` stays off so an open page keeps its kernel however long it computes."""
    import json
    from pathlib import Path

    culling = json.loads((Path(__file__).resolve().parents[2] / config).read_text())["MappingKernelManager"]
    assert culling["cull_busy"] is True and culling["cull_connected"] is False
    assert 0 < culling["cull_idle_timeout"] <= 600


# -- issue 42, finding 3: a board of any size in a 5 MB upload ---------------------------------------------------------
# A 757 kB record carrying a 200 x 200 board was accepted after 12-55 s in the hot seat and the replay viewer, 2.9 MB
# after 68-90 s. Boards are now at most 60 x 60 (steamlab.core.maps.MAX_BOARD; Rust Belt is 18 x 11), a record's inline
# map is parsed once however often the record is read, and ``GameMap.ball`` looks at 19 hexes, not the whole map.
# The bound is on the CPU time of this process (``time.process_time``): the work an input makes, whatever else the two
# shared cores are doing; the wall time is checked only loosely. The 2 s are the reference machine's (tests/machine_speed.py:
# on a slower one they scale by its measured slowdown).
BOARD_CPU_S = 2.0


def _board(cols: int, rows: int, name_len: int) -> dict:
    """The tutorial map grown to ``cols`` x ``rows``: every added hex a town with a name ``name_len`` long."""
    import json

    from steamlab.core.datafiles import data_path

    raw = json.loads(data_path("maps", "tutorial.json").read_text())
    have = {tuple(h["at"]) for h in raw["hexes"]}
    extra = [{"at": [c, r], "terrain": "plain", "town": f"T{c:03d}{r:03d}" + "x" * name_len}
             for c in range(cols) for r in range(rows) if (c, r) not in have]
    return {**raw, "hexes": raw["hexes"] + extra}


def _filled(make, cols: int, rows: int) -> bytes:
    """The largest text ``make(board)`` gives within the 5 MB cap, town names as long as it takes."""
    import json

    base = len(json.dumps(make(_board(cols, rows, 0))))
    name_len = (SIZE - 2000 - base) // (cols * rows - 59)
    data = json.dumps(make(_board(cols, rows, name_len))).encode()
    assert SIZE - 10_000 < len(data) <= SIZE, len(data)
    return data


def _record(board: dict) -> dict:
    return {**steamlab.new_game("steam", players=3, rules="standard", map="tutorial", seed=2).to_record(), "map": board}


BOARDS = {"60x60": (60, 60), "200x200": (200, 200)}
_MADE: dict = {}


def worst_board(kind: str, what: str) -> bytes:
    """A 5 MB record (``what="record"``) or map file (``"map"``) whose board is ``kind``."""
    if (kind, what) not in _MADE:
        _MADE[kind, what] = _filled(_record if what == "record" else (lambda b: b), *BOARDS[kind])
    return _MADE[kind, what]


def cpu_timed(call):
    start, wall = time.process_time(), time.perf_counter()
    result = call()
    return result, time.process_time() - start, time.perf_counter() - wall


@pytest.mark.parametrize("kind", BOARDS)
@pytest.mark.parametrize("page", ["hot_seat", "replay_viewer"])
def test_a_record_with_a_5mb_board_is_answered_in_2_s(kind, page):
    from steamlab.widgets.dashboards import HotSeatApp, ReplayViewerApp

    data = worst_board(kind, "record")
    app = HotSeatApp() if page == "hot_seat" else ReplayViewerApp()
    w = app.game

    def upload_and_draw():
        w._uploaded({"new": ({"name": "x.json", "content": memoryview(data)},)})
        w.hexmap.redraw()  # what a page's view asks for next

    _, cpu, wall = cpu_timed(upload_and_draw)
    assert cpu <= scaled(BOARD_CPU_S) and wall < 30, f"{page} {kind}: {cpu:.2f} s CPU (x{slowdown():.2f}), {wall:.2f} s"
    loaded = "Loaded a record" in w.message.value
    assert loaded == (kind == "60x60"), w.message.value[:300]
    if not loaded:
        assert "a board has at most 3,600 hexes (60 x 60), this one 40,000" in w.message.value


@pytest.mark.parametrize("kind", BOARDS)
def test_a_map_file_with_a_5mb_board_is_answered_in_2_s_by_the_editor(kind):
    from steamlab.widgets.map_editor import MapEditorApp

    data = worst_board(kind, "map")
    app = MapEditorApp()

    def upload_and_draw():
        app._uploaded({"new": ({"name": "m.json", "content": memoryview(data)},)})
        app.canvas.redraw()

    _, cpu, wall = cpu_timed(upload_and_draw)
    assert cpu <= scaled(BOARD_CPU_S) and wall < 30, f"{kind}: {cpu:.2f} s CPU (x{slowdown():.2f}), {wall:.2f} s"
    assert (app.draft.grid == (60, 60)) == (kind == "60x60")


@pytest.mark.parametrize("kind", BOARDS)
@pytest.mark.parametrize("command", ["replay", "maps validate"])
def test_the_command_line_answers_a_5mb_board_in_2_s(tmp_path, capsys, kind, command):
    f = tmp_path / "in.json"
    f.write_bytes(worst_board(kind, "record" if command == "replay" else "map"))
    code, cpu, wall = cpu_timed(lambda: main([*command.split(), str(f)]))
    err = capsys.readouterr().err
    assert cpu <= scaled(BOARD_CPU_S) and wall < 30, f"{command} {kind}: {cpu:.2f} s CPU (x{slowdown():.2f}), {wall:.2f} s"
    assert (code == 0) == (kind == "60x60"), err[:300]
    assert len(err) < 400, err[:400]


def test_the_board_limit_leaves_the_shipped_maps_a_wide_margin():
    from steamlab.core.datafiles import data_path
    from steamlab.core.maps import MAX_BOARD, list_maps, load_map

    for name in list_maps():
        if data_path("maps", f"{name}.json").exists():
            m = load_map(name)
            cols = 1 + max(to_offset(h)[0] for h in m.cells)
            rows = 1 + max(to_offset(h)[1] for h in m.cells)
            assert 3 * max(cols, rows) <= MAX_BOARD and 10 * len(m.cells) <= MAX_BOARD**2, (name, cols, rows)
