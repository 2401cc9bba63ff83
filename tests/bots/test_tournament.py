"""Tournaments: seats rotated, reproducible from the seed in one process or two, a table per bot, bad input refused."""

from __future__ import annotations

import pytest

from steamlab.bots.tournament import (
    TournamentError,
    lineup_for,
    markdown,
    parse_entrant,
    play_game,
    tournament,
)
from steamlab.cli import main


def test_seats_are_rotated_and_every_game_is_counted_once():
    t = tournament("steam_base", ["greedy", "random", "random", "random"], games=4, seed=7, mode="serial")
    greedy, rand = t.rows
    assert (greedy.bot, greedy.seats, rand.bot, rand.seats) == ("greedy", 4, "random", 12)
    assert greedy.wins + rand.wins == pytest.approx(4)  # one win a game, ties shared
    for row in t.rows:
        assert row.win_low <= row.win_rate <= row.win_high
        assert row.moves > 0 and row.median_move_s >= 0 and row.mean_move_s > 0
        assert 0 <= row.out_share <= 1
    assert t.winner_low <= t.winner_median <= t.winner_high


def test_rotation_puts_the_first_bot_in_each_seat_in_turn():
    """Game i turns the line-up by i seats: the strong bot's seed-i game is the one played from seat i % 4."""
    lineup = ["strong:1", "random", "random", "random"]
    t = tournament("russian_railroads", lineup, games=2, seed=3, mode="serial")
    second = play_game("russian_railroads", None, None, ["random", "strong:1", "random", "random"], 4)
    row = next(r for r in t.rows if r.bot == "strong:1")
    assert row.seats == 2
    alone = tournament("russian_railroads", lineup, games=1, seed=3, mode="serial").rows[0]
    assert row.mean_score * 2 == pytest.approx(alone.mean_score + second.scores[1])


def test_same_seed_same_games_in_one_process_or_two():
    lineup = ["greedy", "random", "random"]
    serial = tournament("steam_standard", lineup, games=2, seed=11, mode="serial")
    pooled = tournament("steam_standard", lineup, games=2, seed=11, mode="processes", workers=2)
    strip = [(r.bot, r.wins, r.mean_score, r.median_score, r.score_sd, r.out_share) for r in serial.rows]
    assert strip == [(r.bot, r.wins, r.mean_score, r.median_score, r.score_sd, r.out_share) for r in pooled.rows]
    other = tournament("steam_standard", lineup, games=2, seed=12, mode="serial")
    assert [r.mean_score for r in other.rows] != [r.mean_score for r in serial.rows]


def test_the_table_has_a_line_per_bot_and_rule_set():
    t = tournament("steam_base", ["strong:2", "random", "random"], games=1, seed=1, mode="serial")
    table = markdown([t])
    lines = table.strip().splitlines()
    assert lines[0].startswith("| rule set |") and len(lines) == 2 + 2
    assert "| Steam base | strong:2, random, random | 1 | strong:2 | 1 |" in table


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: parse_entrant("cheater"), "unknown bot 'cheater'"),
        (lambda: parse_entrant("strong:0"), "1 or more"),
        (lambda: parse_entrant("strong:x"), "1 or more"),
        (lambda: lineup_for("9*greedy", 9), "N from 1 to 8"),
        (lambda: lineup_for("strong,2*greedy", 4), "3 seats for 4 players"),
        (lambda: tournament("chess", ["random"] * 3, games=1), "not one of steam_base"),
        (lambda: tournament("steam_base", ["random"] * 3, games=0), "1 game or more"),
        (lambda: tournament("steam_base", ["random"] * 9, games=1), "9 players"),
    ],
)
def test_bad_input_is_refused_with_what_is_wrong(call, message):
    with pytest.raises(TournamentError) as err:
        call()
    assert message in str(err.value)


def test_the_command_prints_and_appends_the_table(tmp_path, capsys):
    out = tmp_path / "tables.md"
    argv = ["tournament", "--rules", "steam_base", "--bots", "greedy,2*random", "--players", "3",
            "--games", "1", "--mode", "serial", "--quiet", "--out", str(out)]
    assert main(argv) == 0
    printed = capsys.readouterr().out
    assert "| Steam base | greedy, random, random | 1 | greedy |" in printed
    assert out.read_text() == printed
    assert main(["tournament", "--bots", "strong:0,3*greedy"]) == 2
    assert "strength after ':'" in capsys.readouterr().err
    assert main(["tournament", "--rules", "chess", "--bots", "4*greedy", "--games", "1"]) == 2
    assert "not one of" in capsys.readouterr().err
