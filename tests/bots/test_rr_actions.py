"""The rounds ahead played as the workers' actions (``evaluate_russian.FUTURE_ACTIONS``, thirtieth session): small
boards with a known answer, and ``strong_v1`` keeping the pool of single steps."""

import pytest

import steamlab.bots.evaluate_russian as er
from steamlab.bots.editions import playing
from steamlab.games.russian_railroads.board import unlock_colours
from steamlab.games.russian_railroads.data import rules_data
from steamlab.games.russian_railroads.scoring import board_from_spec

DATA = rules_data()


def ts_board(black: int) -> object:
    """Five workers, the Trans-Siberian's black on ``black`` (grey 5, brown 3, reach 7), Kiev's black 4 and grey 2."""
    board = board_from_spec(
        {
            "trans_siberian": {"black": black, "grey": 5, "brown": 3, "locomotives": [3, 4]},
            "kiev": {"black": 4, "grey": 2, "locomotives": [3]},
        }
    )
    board.workers = 5
    board.unlocked = [True, True, True, False, False]
    unlock_colours(DATA, board.rails[0], board.unlocked)
    return board


def test_black_towards_an_unlock_is_worth_the_workers_it_saves(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two Trans-Siberian black steps short of natural's unlock (10) are worth something with the workers' actions
    (a plan to unlock natural takes fewer of them); the pool of single steps sees nothing until the unlock."""
    monkeypatch.setattr(er, "FUTURE_ACTIONS", 1)
    assert er.future_points(DATA, ts_board(8), 5) > er.future_points(DATA, ts_board(6), 5)
    monkeypatch.setattr(er, "FUTURE_ACTIONS", 0)
    assert er.future_points(DATA, ts_board(8), 5) == er.future_points(DATA, ts_board(6), 5)


def test_a_round_is_the_workers_spaces_each_once() -> None:
    """Two workers: industry_3 (three industry steps at 2), then grey_2 (Kiev's spaces 2 and 3, 1 each)."""
    board = board_from_spec({"kiev": {"black": 3, "grey": 1, "locomotives": [4]}})
    board.workers = 2
    assert er.Ahead(DATA, board, 0).round(2) == 8.0
    assert er.action_points(DATA, board, 2) == 8.0 * 2 + 8.0


def test_strong_v1_keeps_the_pool_of_single_steps() -> None:
    assert er.FUTURE_ACTIONS == 1
    with playing("strong_v1"):
        assert er.FUTURE_ACTIONS == 0
    assert er.FUTURE_ACTIONS == 1


def test_the_workers_are_in_the_growth_memos_key(monkeypatch: pytest.MonkeyPatch) -> None:
    """The term plays the board's workers, so a board with one worker more is judged again, not read from the memo
    (thirty-first session)."""
    monkeypatch.setattr(er, "FUTURE_ACTIONS", 1)
    er.GROWTH_MEMO.clear()
    board = ts_board(8)
    fewer = er.growth_line(DATA, board, 3)
    board.workers += 1  # type: ignore[attr-defined]
    assert er.growth_line(DATA, board, 3) > fewer


def test_brown_is_not_planned(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``ACTIONS_PLAN_FROM`` 3 only natural's and white's unlocks are planned (thirty-first session): on a
    Trans-Siberian of black 4, grey 3 and one locomotive of 4, three workers and four rounds ahead, the term is the
    plan that unlocks no colour; with every colour planned, the plan that pushes black to brown's 6 first is best."""
    board = board_from_spec({"trans_siberian": {"black": 4, "grey": 3, "locomotives": [4]}})
    board.workers = 3
    board.unlocked = [True, True, False, False, False]
    monkeypatch.setattr(er, "ACTIONS_PLAN_FROM", 3)
    assert er.action_points(DATA, board, 4) == 80.0
    monkeypatch.setattr(er, "ACTIONS_PLAN_FROM", 0)
    assert er.action_points(DATA, board, 4) == 90.0


def test_the_rollouts_rivals_judge_by_the_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``ACTIONS_RIVALS`` 0 a roll-out's greedy rivals choose with the term off (``search.pooled``), so a
    full-strength search computes the workers' actions for fewer boards (thirty-first session)."""
    import steamlab
    from steamlab.bots import search
    from steamlab.bots.computer import computer_action

    assert er.ACTIONS_RIVALS == 0
    assert search.pooled(lambda: er.FUTURE_ACTIONS) == 0 and er.FUTURE_ACTIONS == 1
    calls = []
    plain = er.action_points
    monkeypatch.setattr(er, "action_points", lambda *a: calls.append(1) or plain(*a))
    counted = []
    for rivals in (0, 1):
        g = steamlab.new_game("russian_railroads", players=4, seed=2000)
        while g.phase == "setup":
            g.apply(g.legal_actions()[0])
        monkeypatch.setattr(er, "ACTIONS_RIVALS", rivals)
        er.GROWTH_MEMO.clear()
        calls.clear()
        computer_action(g, 48)
        counted.append(len(calls))
    assert counted[0] < counted[1]
