"""Issue 34, finding 1: no viewer chooses a network address.

The scenario lab had a "Dask" text field: any page (or any page's script, through the kernel websocket) could
point the kernel's ``dask.distributed.Client`` at a "cluster" of its own, whose answers the kernel unpickled:
code ran as the server's user. A bad address hung the page at "Running..." for minutes. Now where playouts run is
the server's setting (``STEAMLAB_DASK_SCHEDULER``, ``steamlab serve --dask-scheduler``); the CLI and the Python
API still take an address from their own user, and a cluster that does not answer fails within seconds naming
the address and the reason. Only 127.0.0.1 is used (port 1: nothing listens there).
"""

from __future__ import annotations

import time

import ipywidgets as widgets
import pytest

from steamlab.cli import main
from steamlab.engine.parallel import CONNECT_TIMEOUT_S, SCHEDULER_ENV, ClusterError, run_tasks

DEAD = "tcp://127.0.0.1:1"
WITHIN_S = CONNECT_TIMEOUT_S + 15  # the connect timeout, and Dask's import and teardown on a busy machine

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _short_connect_timeout(monkeypatch):
    """The dead cluster's wait cut from the product's 5 s to 1 s (read when a client connects): the refusal is the
    same path and words, and the four tests that meet it wait 4 s instead of 20 (``make test``'s time)."""
    from steamlab.engine import parallel

    monkeypatch.setattr(parallel, "CONNECT_TIMEOUT_S", 1)


def descendants(w: widgets.Widget):
    yield w
    for child in getattr(w, "children", ()) or ():
        yield from descendants(child)


def test_the_scenario_lab_has_no_field_a_viewer_types_an_address_into():
    from steamlab.widgets.fields import WholeNumberField
    from steamlab.widgets.scenario_lab import ScenarioLabApp

    lab = ScenarioLabApp(playouts=2)
    numbers = {id(f.text) for f in descendants(lab) if isinstance(f, WholeNumberField)}  # whole numbers only (30.6)
    assert numbers == {id(lab.seed.text)} and not lab.seed.type("tcp://127.0.0.1:1") and lab.seed.value == 1
    free_text = [w for w in descendants(lab) if isinstance(w, widgets.Text | widgets.Textarea | widgets.Combobox)
                 and id(w) not in numbers]
    assert free_text == [], [getattr(w, "description", type(w).__name__) for w in free_text]
    assert not hasattr(lab, "scheduler")


def test_the_lab_runs_where_the_server_says_and_a_dead_cluster_is_named_within_seconds(monkeypatch):
    from steamlab.widgets.scenario_lab import ScenarioLabApp

    monkeypatch.setenv(SCHEDULER_ENV, DEAD)  # the server's setting, read by the kernel when Run is clicked
    lab = ScenarioLabApp(playouts=2)
    start = time.monotonic()
    assert lab.run() is False
    assert time.monotonic() - start < WITHIN_S
    assert DEAD in lab.results.value and "did not answer" in lab.results.value, lab.results.value
    assert lab.analysis is None and not lab.run_button.disabled


def test_the_lab_says_a_dead_cluster_in_japanese(monkeypatch):
    from steamlab.widgets.scenario_lab import ScenarioLabApp

    monkeypatch.setenv(SCHEDULER_ENV, DEAD)
    lab = ScenarioLabApp(playouts=2, lang="ja")
    assert lab.run() is False
    assert "Dask スケジューラ" in lab.results.value and DEAD in lab.results.value, lab.results.value


def test_the_api_refuses_a_cluster_that_does_not_answer_within_seconds():
    start = time.monotonic()
    with pytest.raises(ClusterError) as err:
        run_tasks(pow, [(2, 3)], mode="dask", scheduler=DEAD)
    assert time.monotonic() - start < WITHIN_S
    assert DEAD in str(err.value) and "Timed out" in str(err.value)
    assert isinstance(err.value, RuntimeError)


def test_steamlab_simulate_refuses_a_dead_scheduler_in_one_line_within_seconds(capsys):
    start = time.monotonic()
    code = main(["simulate", "--game", "steam", "--rules", "base", "--players", "3", "--games", "2",
                 "--scheduler", DEAD, "--quiet"])
    err = capsys.readouterr().err
    assert time.monotonic() - start < WITHIN_S
    assert code == 2 and DEAD in err and "did not answer" in err and len(err.strip().splitlines()) == 1, err


def test_steamlab_serve_passes_the_scheduler_to_the_server_only(capsys):
    assert main(["serve", "--dry-run", "--dask-scheduler", "tcp://10.0.0.5:8786"]) == 0
    assert f"{SCHEDULER_ENV}=tcp://10.0.0.5:8786 " in capsys.readouterr().out
    assert main(["serve", "--dry-run"]) == 0
    assert SCHEDULER_ENV not in capsys.readouterr().out
