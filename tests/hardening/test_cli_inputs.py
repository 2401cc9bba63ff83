"""Issue 13, the command line: bad input exits with status 2 and one line on stderr, never a traceback."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from steamlab.cli import main

GOOD = {"format": "steamlab-record", "version": None, "game": "steam", "rules": "base", "map": "rust_belt",
        "players": 3, "seed": 1, "actions": []}


def run(capsys, *argv):
    with pytest.raises(SystemExit) as exit_:
        raise SystemExit(main(list(argv)))
    captured = capsys.readouterr()
    return exit_.value.code, captured.err


def one_line(err):
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("path,expected", [
    ("/dev/zero", "not a regular file"),
    ("/dev/stdin", "not a regular file"),
    ("/", "not a regular file"),
    ("/no/such/record.json", "No such file"),
    ("x" * 5000, "cannot read the file"),
])
def test_replay_refuses_what_is_not_a_record_file(capsys, path, expected):
    code, err = run(capsys, "replay", path)
    assert code == 2 and expected in one_line(err) and "Traceback" not in err


@pytest.mark.parametrize("content,expected", [
    (b"\xff\xfe{}", "not UTF-8"),
    (b"[" * 100_000 + b"]" * 100_000, "nest more than 64 levels"),
    (b"{oops", "not JSON"),
    (b"[]", "a record must be a JSON object"),
])
def test_replay_refuses_a_broken_file_in_one_line(tmp_path, capsys, content, expected):
    f = tmp_path / "r.json"
    f.write_bytes(content)
    code, err = run(capsys, "replay", str(f))
    assert code == 2 and expected in one_line(err) and str(f) in err


def test_replay_refuses_a_record_naming_a_file_as_its_map(tmp_path, capsys):
    import steamlab

    record = {**GOOD, "version": steamlab.new_game("steam", players=3).to_record()["version"], "map": "/dev/zero"}
    f = tmp_path / "r.json"
    f.write_text(json.dumps(record))
    code, err = run(capsys, "replay", str(f))
    assert code == 2 and "field 'map' must name a shipped map" in one_line(err)


@pytest.mark.parametrize("argv,expected", [
    (["simulate", "--game", "steam", "--players", "3", "--games", "-5"], "--games: -5 is not in 1-"),
    (["simulate", "--game", "steam", "--players", "3", "--games", "0"], "--games: 0 is not in 1-"),
    (["simulate", "--game", "steam", "--players", "3", "--games", "many"], "'many' is not a whole number"),
    (["simulate", "--game", "steam", "--players", "99"], "--players: 99 is not in 1-8"),
    (["simulate", "--game", "steam", "--players", "3", "--workers", "0"], "--workers: 0 is not in 1-1024"),
    (["simulate", "--game", "chess", "--players", "3"], "invalid choice: 'chess'"),
    (["simulate", "--game", "steam", "--players", "3", "--games", "1", "--map", "y" * 5000], "at most 200 characters"),
    (["simulate", "--game", "steam", "--players", "2", "--games", "1", "--quiet"], "is for 3-6 players, not 2"),
    (["fly"], "invalid choice: 'fly'"),
])
def test_bad_arguments_exit_2_with_one_line(capsys, argv, expected):
    code, err = run(capsys, *argv)
    assert code == 2 and expected in one_line(err), err


def test_validate_names_the_device_it_refuses(capsys):
    code, err = run(capsys, "maps", "validate", "/dev/zero")
    assert code == 1 and "not a regular file" in one_line(err)


def test_the_console_never_prints_a_traceback_for_a_hostile_record(tmp_path):
    f = tmp_path / "deep.json"
    f.write_text('{"format": "steamlab-record", "actions": ' + "[" * 600 + "]" * 600 + "}")
    out = subprocess.run([sys.executable, "-m", "steamlab.cli", "replay", str(f)], capture_output=True, text=True,
                         timeout=60, stdin=subprocess.DEVNULL)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "Traceback" not in out.stderr


def test_replay_names_the_winner_as_the_scores_do(capsys):
    """One winner reads "winner: Player 1" (numbered from 1, as the scores above it), never "winner(s)"."""
    record = Path(__file__).resolve().parents[1] / "games" / "records" / "steam_base_4p_seed22.json"
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[1] == "Player 1:" and out.splitlines()[-1] == "winner: Player 1"
