"""The computer's thinking counted in work, not seconds: every seat projection judged is one unit.

A search given a budget in these units stops at the same place on any machine, busy or quiet, fast or slow
(Pyodide): a busy machine is slower, never different. That is what makes the Hint the computer's move: the
Hint and the computer seat run the same search with the same budget and the same seed, so they agree.

>>> before = spent()
>>> import steamlab
>>> from steamlab.bots.evaluate import projected_scores
>>> _ = projected_scores(steamlab.new_game("steam", players=3, rules="base", seed=1))
>>> spent() - before
3
"""

from __future__ import annotations

_spent = 0


def spend(units: int) -> None:
    """Count ``units`` of work (seat projections)."""
    global _spent
    _spent += units


def spent() -> int:
    """The work counted so far in this process (a search compares two readings)."""
    return _spent
