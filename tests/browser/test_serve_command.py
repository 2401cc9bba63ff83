"""``steamlab serve``: the dashboards served with Voilà as ``make run`` does, from one command.

It runs :func:`steamlab.publish.classroom.voila_command`, the command every browser test's server runs (the
``voila`` fixture), so a live start is not repeated here.
"""

from __future__ import annotations

import pytest

from steamlab.cli import main


def test_serve_dry_run_prints_make_runs_command_and_a_bad_port_is_refused(capsys):
    assert main(["serve", "--dry-run", "--port", "9001"]) == 0
    out = capsys.readouterr().out
    assert "-m steamlab.publish.server notebooks/dashboards" in out and "--port=9001" in out and out.startswith("cd ")
    with pytest.raises(SystemExit) as exit_:
        main(["serve", "--port", "80"])
    assert exit_.value.code == 2 and "80 is not in 1024-65535" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["site", "live", "classroom"])
def test_the_publishing_commands_hand_their_arguments_to_their_module(name, capsys):
    """``steamlab site|live|classroom ARGS`` is ``python -m steamlab.publish.<module> ARGS`` (``--help`` here)."""
    assert main([name, "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: ") and "--help" in out
