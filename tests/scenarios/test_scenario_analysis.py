"""Playout analysis and rule-set comparison; the same numbers serially, in processes and on Dask."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import steamlab
from steamlab.core.maps import load_map
from steamlab.games.rails.actions import EndBuild, PassMove, UpgradeLocomotive
from steamlab.games.rails.board import Placement, RailBoard
from steamlab.games.rails.sample import lay_link
from steamlab.scenarios.analysis import _playout, analyse, playout_seed
from steamlab.scenarios.compare import compare_builds, compare_deliveries, comparison_table
from steamlab.scenarios.presets import preset


def last_turn_record() -> dict:
    """The last move round of a Steam game (three players, two links, three cubes)."""
    return preset("last_deliveries").to_record()


def test_analysis_ranks_candidates_with_intervals():
    a = analyse(last_turn_record(), playouts=6, mode="serial", seed=3)
    assert a.player == 0 and len(a.results) == 4
    assert [r.win_rate for r in a.results] == sorted((r.win_rate for r in a.results), reverse=True)
    for r in a.results:
        lo, hi = r.win_interval()
        assert 0 <= lo <= r.win_rate <= hi <= 1 and r.playouts == 6
    # each candidate's numbers are exactly its playouts', each played from its own seed
    record = last_turn_record()
    candidates = steamlab.from_record(record).legal_actions()
    passing = next(r for r in a.results if r.action == PassMove())
    i = candidates.index(PassMove())
    text = json.dumps(steamlab.from_record(record).to_record())
    runs = [_playout(text, PassMove().to_json(), playout_seed(3, i, j), "random", 0) for j in range(6)]
    assert passing.wins == sum(w for w, _ in runs)
    assert passing.mean_score == pytest.approx(sum(sc for _, sc in runs) / 6)
    assert "win" in a.table() and str(a.results[0].action) in a.table()
    fig = a.plot()
    assert len(fig.axes[0].patches) == 4


def test_analysis_is_reproducible_from_the_seed_and_refuses_illegal_candidates():
    record = last_turn_record()
    assert analyse(record, playouts=3, mode="serial", seed=5) == analyse(record, playouts=3, mode="serial", seed=5)
    assert playout_seed(1, 2, 3) == playout_seed(1, 2, 3) != playout_seed(1, 2, 4)
    with pytest.raises(ValueError, match="candidate end_build\\(\\) is illegal here"):
        analyse(record, candidates=[UpgradeLocomotive(), EndBuild()], playouts=1, mode="serial")


@pytest.fixture(scope="module")
def dask_scheduler():
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
    ) as cluster:
        assert cluster.scheduler_address.startswith("tcp://127.0.0.1:")
        yield cluster.scheduler_address


def test_same_results_serial_processes_and_dask(dask_scheduler):
    record = last_turn_record()
    serial = analyse(record, playouts=4, mode="serial", seed=7)
    pooled = analyse(record, playouts=4, mode="processes", workers=2, seed=7)
    on_dask = analyse(record, playouts=4, mode="dask", scheduler=dask_scheduler, seed=7)
    assert serial == pooled == on_dask


def test_cli_simulate_on_a_dask_cluster(dask_scheduler):
    args = ["--game", "steam", "--rules", "base", "--players", "3", "--games", "3", "--seed", "2", "--quiet"]
    run = [sys.executable, "-m", "steamlab.cli", "simulate", *args]
    local = subprocess.run([*run, "--mode", "serial"], capture_output=True, text=True, check=True)
    remote = subprocess.run([*run, "--scheduler", dask_scheduler], capture_output=True, text=True, check=True)
    a, b = json.loads(local.stdout), json.loads(remote.stdout)
    for key in ("mean_scores", "wins_per_seat", "actions_per_game"):
        assert a[key] == b[key]


def test_cli_simulate_explains_a_bad_scheduler():
    out = subprocess.run(
        [sys.executable, "-m", "steamlab.cli", "simulate", "--game", "steam", "--players", "3", "--games", "1",
         "--mode", "dask", "--quiet"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert out.returncode == 2 and "needs a scheduler address" in out.stderr


# -- comparing rule sets ----------------------------------------------------------------
def test_compare_builds_on_the_same_hexes():
    board = RailBoard(load_map("rust_belt"))
    m = board.map
    rows = compare_builds(board, 0, [m.find("F9"), m.find("H7")])
    by = {(r.at, tuple(sorted(r.track))): r for r in rows}
    # a straight from St. Louis across the river hex F9: Steam $2 + $1 river = $3; AoS simple on river $3
    straight = by[("F9", ((0, 3),))]
    assert straight.steam.cost.total == 3 and straight.age_of_steam.cost.total == 3 and not straight.differs
    # a sharp curve on plain H7: Steam $2, AoS $2; a crossing is priced differently
    assert by[("H7", ((0, 1),))].steam.cost.total == 2
    table = comparison_table(rows)
    assert "Steam: $3" in table


def test_compare_town_builds_steam_town_tile_vs_aos_disk():
    board = RailBoard(load_map("rust_belt"))
    m = board.map
    stl, springfield = m.find("St. Louis"), m.find("Springfield")
    f9 = stl.neighbor(0)
    e_in = f9.edge_to(stl)
    e_out = f9.edge_to(springfield)
    board.tiles[f9] = Placement("gentle", 0, frozenset({tuple(sorted((e_in, e_out)))}))
    board.owners[(f9, tuple(sorted((e_in, e_out))))] = 0
    rows = compare_builds(board, 0, [springfield])
    e = springfield.edge_to(f9)
    two_exit = [r for r in rows if len(r.track) == 2 and any(e in s for s in r.track)]
    assert two_exit
    for r in two_exit:
        assert r.steam.cost.total == 2 + 1  # 2 exits + town
        assert r.age_of_steam.cost.total == 1 + 2  # town tile $1 + 2 exits


def test_compare_deliveries_marks_steams_own_link_rule():
    board = RailBoard(load_map("rust_belt"))
    m = board.map
    lay_link(board, "steam", [m.find("Evansville"), m.find("K10"), m.find("Indianapolis")], 1)
    lay_link(board, "steam", [m.find("Indianapolis"), m.find("L9"), m.find("Cincinnati")], 2)
    board.cubes[m.find("Evansville")] = ["blue"]
    [row] = compare_deliveries(board, player=0, locomotive=2)
    assert row.differs
    assert row.steam.startswith("illegal: A delivery must use at least one of your own links")
    assert row.age_of_steam == "Player 2 +1, Player 3 +1 income"  # players numbered from 1
    assert row.age_of_steam.render("ja") == "プレイヤー 2 +1、プレイヤー 3 +1 収入"


def test_the_strong_bot_plays_playouts_at_the_strength_asked_and_says_so():
    record = last_turn_record()
    a = analyse(record, playouts=2, bot="strong", strength=2, mode="serial", seed=1)
    assert a.strength == 2 and a.bot_label == "strong:2" and "strong:2 playouts" in a.table()
    assert "the strong bot (a tree search judging 2 positions per move); 2 playouts per action, seed 1" in str(
        a.played_by())
    assert "強いボット (1 手ごとに 2 局面を調べる木探索)" in a.played_by().render("ja")
    # each playout is the strong bot of that strength playing every seat from the playout's seed
    import random

    from steamlab.bots.registry import play_out

    first = a.results[0]
    i = steamlab.from_record(record).legal_actions().index(first.action)
    scores = []
    for j in range(2):
        g = steamlab.from_record(record)
        g.seed = playout_seed(1, i, j)
        g.apply(first.action)
        play_out(g, "strong", random.Random(playout_seed(1, i, j)), strength=2)
        scores.append(g.scores()[0].total)
    assert first.mean_score == pytest.approx(sum(scores) / 2)
    greedy = analyse(record, playouts=2, bot="greedy", mode="serial", seed=1)
    assert greedy.strength is None and "the greedy bot (the move whose result projects best" in str(greedy.played_by())
