"""The computer's decision as a person meets it: a computer seat's move, *Bot move* and the Hint are one search.

:func:`computer_choices` is that search: the strong bot's tree search (:func:`steamlab.bots.search.search`) at a
seat's strength, seeded from the position (the search mixes in the length of its history), never from the seat
or the clock, and stopped by a budget of work (:data:`COMPUTER_WORK` units of :mod:`steamlab.bots.work`), not of
seconds. So the same position at the same strength gives the same move on a quiet machine, a busy one and in the
browser: a busy machine is slower, never different, and the Hint's first line is the move *Bot move* plays.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="base", seed=2)
>>> first = computer_action(g, strength=8)
>>> computer_action(g.copy(), strength=8) == first and g.why_illegal(first) is None
True
"""

from __future__ import annotations

from steamlab.bots.evaluate import rule_set_key
from steamlab.bots.search import DEFAULT_ITERATIONS, Choice, search
from steamlab.engine.state import Action, GameState

COMPUTER_WORK = 2400
"""The most work a computer decision does, in seat projections (:mod:`steamlab.bots.work`). Measured at the
default strength (48 positions), every seat the computer, one game a rule set (seed 7001, 3 players, no cap,
four games at once on 2 cores): the median decision judged 198 (Steam base) to 604 (Age of Steam) projections,
the 95th percentile 967 to 1,866, the most 1,165 to 2,651, and the slowest decision took 2.75 s with the
machine shared four ways. The budget cuts only the rare widest decisions, at the same place on any machine."""


WORK_BY_RULES: dict[str, int] = {"steam/standard": 1700}
"""Rule sets whose decisions get less work than :data:`COMPUTER_WORK` (by
:func:`~steamlab.bots.evaluate.rule_set_key`). Steam standard at the full strength (twenty-fifth session): its
late build turns judged up to about 1,900 projections at about a millisecond each on a quiet machine (the board
full of track, every delivery searched again after each tile tried), the longest decision 2.33 s of CPU quiet and
3.17 s with the machine shared; a projection costs more there than the budget's measure assumed. With 1,700 the
search stops within about 1.7 s quiet (docs/bots.md, twenty-fifth session)."""


def work_budget(state: GameState) -> int:
    """The work a computer decision in ``state`` may do: :data:`WORK_BY_RULES` for its rule set, else
    :data:`COMPUTER_WORK`.

    >>> import steamlab
    >>> work_budget(steamlab.new_game("steam", players=3, rules="base", seed=1)) == COMPUTER_WORK
    True
    """
    return WORK_BY_RULES.get(rule_set_key(state), COMPUTER_WORK)


def computer_choices(state: GameState, strength: int | None = None) -> list[Choice]:
    """The search of a computer decision for the player to move, its choices best first (see the module
    docstring); ``strength`` is positions judged (``None``: the default, 48), the work at most
    :func:`work_budget`."""
    iterations = DEFAULT_ITERATIONS if strength is None else strength
    return search(state, iterations=iterations, seed=0, work=work_budget(state))


def computer_action(state: GameState, strength: int | None = None) -> Action:
    """The computer's move for the player to move: the only legal one, or :func:`computer_choices`' first."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    return computer_choices(state, strength)[0].action
