"""The computer's decision as a person meets it: a computer seat's move, *Bot move* and the Hint are one search.

:func:`computer_choices` is that search: the strong bot's tree search (:func:`steamlab.bots.search.search`) at a
seat's strength, seeded from the position (the search mixes in the length of its history), never from the seat
or the clock, and stopped by a budget of work (:data:`COMPUTER_WORK` units of :mod:`steamlab.bots.work`), not of
seconds. So the same position at the same strength gives the same move on a quiet machine and a busy one: a busy
machine is slower, never different, and the Hint's first line is the move *Bot move* plays.

In the browser (the live site's Pyodide) a decision gets the work its rule set's costliest decisions do in
:data:`BROWSER_SECONDS` on that device, measured once a session (:func:`device_slowdown`, :func:`browser_budget`): a phone
gets a computer that thinks less, not one that keeps its player waiting. Within the session the budget stays put,
so the Hint is still *Bot move*'s move there.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="base", seed=2)
>>> first = computer_action(g, strength=8)
>>> computer_action(g.copy(), strength=8) == first and g.why_illegal(first) is None
True
"""

from __future__ import annotations

import time
from collections.abc import Callable

from steamlab.bots.evaluate import rule_set_key
from steamlab.bots.search import DEFAULT_ITERATIONS, Choice, Searched, search, searched
from steamlab.core.runtime import in_browser
from steamlab.engine.registry import new_game
from steamlab.engine.state import Action, GameState

COMPUTER_WORK = 2400
"""The most work a computer decision does, in seat projections (:mod:`steamlab.bots.work`). Measured at the
default strength (48 positions), every seat the computer, one game a rule set (seed 7001, 3 players, no cap,
four games at once on 2 cores): the median decision judged 198 (Steam base) to 604 (Age of Steam) projections,
the 95th percentile 967 to 1,866, the most 1,165 to 2,651, and the slowest decision took 2.75 s with the
machine shared four ways. The budget cuts only the rare widest decisions, at the same place on any machine."""


WORK_BY_RULES: dict[str, int] = {"steam/standard": 1700, "age_of_steam": 2000}
"""Rule sets whose decisions get less work than :data:`COMPUTER_WORK` (by
:func:`~steamlab.bots.evaluate.rule_set_key`). Steam standard at the full strength (twenty-fifth session): its
late build turns judged up to about 1,900 projections at about a millisecond each on a quiet machine (the board
full of track, every delivery searched again after each tile tried), the longest decision 2.33 s of CPU quiet and
3.17 s with the machine shared; a projection costs more there than the budget's measure assumed. With 1,700 the
search stops within about 1.7 s quiet (docs/bots.md, twenty-fifth session).

Age of Steam (thirty-sixth session): its auctions' and action tiles' decisions roll the whole turn out sixteen
times and judged up to 2,412 projections, at up to 1.5 ms each with both cores busy (3.35 s); the benchmark's
longest of 1,472 decisions took 3.42 s. At 2,000 the cut reached 50 decisions of four all-computer games (seeds
5002-5005, 4 players) and the same move was chosen in 48 of them: all 26 of seeds 5002-5003, where 2,000 was
chosen (1,800 changed 3 of 46), and 22 of 24 of seeds 5004-5005 (docs/bots.md, "Age of Steam's decisions under
3 s")."""


UNIT_SECONDS: dict[str, float] = {
    "steam/base": 0.0008,
    "steam/standard": 0.0010,
    "age_of_steam": 0.0009,
    "russian_railroads": 0.00025,
}
"""CPU seconds a unit of work takes on the reference machine (this project's test machine, CPython 3.11) at a rule
set's costliest decisions, by :func:`~steamlab.bots.evaluate.rule_set_key`. Measured (twenty-ninth session, one
four-seat game of each rule set, seed 5000, the machine shared): Steam base up to 0.80 ms a unit (1.47 s for
1,847 units), Russian Railroads 0.22; Age of Steam 0.89 in its early turns at the full budget and up to 1.29 in
its late ones (turn 8: 994 units in 1.28 s; every route of a denser network searched at each projection); Steam
standard's late build turns about 1 ms (:data:`WORK_BY_RULES`). A unit costs several times more in Age of Steam
than in Russian Railroads, so one share of the budget for every rule set either starves one or keeps a visitor
of the other waiting. Age of Steam's was 1.2 ms until the thirtieth session, when a network made after a build
began taking over the route searches of the one before (:func:`steamlab.games.rails.delivery.board_network`):
its costliest decisions then took 0.57-0.78 times as long, 0.54-0.59 ms a unit with the machine shared."""

BROWSER_SECONDS = 1.8
"""The seconds a browser decision may take as the device's opening (:func:`device_slowdown`) predicts it: the
costliest decisions ran up to 1.2 times slower in the live site's Python than the opening predicts (Age of Steam,
twenty-ninth session: 2.31 times the reference machine's CPU on a device 1.92 times slower on the opening), so
they stay within about 2.2 s, under the 2.5 s a decision may take."""

LEAST_SHARE = 0.25
"""The smallest share of the budget a slow device gets: below it the computer would judge too few positions to
play its plans through."""

REFERENCE_SECONDS = 0.15
"""The time of :func:`_opening` on the reference machine: the fastest of four runs, quiet (0.149 s; the others
0.17-0.19 s)."""

_slowdown: list[float] = []


def _opening(clock: Callable[[], float] = time.perf_counter) -> float:
    """Seconds to play the first ten decisions of a fixed Steam game at the quick strength (510 projections), by
    ``clock`` (the wall clock; the tests' time bounds take this process's CPU clock, ``time.process_time``)."""
    g = new_game("steam", players=3, rules="base", seed=1)
    start = clock()
    for _ in range(10):
        g.apply(search(g, iterations=8, seed=0)[0].action)
    return clock() - start


def device_slowdown() -> float:
    """How many times slower than the reference machine this process plays a fixed opening: the faster of two
    timings, taken the first time it is asked and kept for the session (so the budget, and with it the Hint's
    agreement with *Bot move*, does not drift)."""
    if not _slowdown:
        _slowdown.append(min(_opening(), _opening()) / REFERENCE_SECONDS)
    return _slowdown[0]


def browser_budget(budget: int, rules: str, slowdown: float) -> int:
    """The work a browser running ``slowdown`` times slower than the reference machine gives a decision of
    ``rules`` whose budget is ``budget``: what its costliest decisions do in :data:`BROWSER_SECONDS`
    (:data:`UNIT_SECONDS`), never more than the budget nor less than :data:`LEAST_SHARE` of it.

    >>> [browser_budget(2400, "age_of_steam", s) for s in (1.0, 2.0, 20.0)]
    [2000, 1000, 600]
    >>> browser_budget(2400, "russian_railroads", 2.0)
    2400
    """
    unit = UNIT_SECONDS.get(rules, max(UNIT_SECONDS.values()))
    return int(max(LEAST_SHARE * budget, min(budget, BROWSER_SECONDS / (unit * slowdown))))


def work_budget(state: GameState) -> int:
    """The work a computer decision in ``state`` may do: :data:`WORK_BY_RULES` for its rule set, else
    :data:`COMPUTER_WORK`; in the browser, its :func:`browser_budget` for this device. On a server (CPython) the
    budget never depends on the machine.

    >>> import steamlab
    >>> work_budget(steamlab.new_game("steam", players=3, rules="base", seed=1)) == COMPUTER_WORK
    True
    """
    rules = rule_set_key(state)
    budget = WORK_BY_RULES.get(rules, COMPUTER_WORK)
    if not in_browser():
        return budget
    return browser_budget(budget, rules, device_slowdown())


HINT_WORK = 3
"""The most work a Hint decision does, in computer decisions' budgets (:func:`hint_work`): its search, which is the
computer's (at most :func:`work_budget`), then its figures read again with what is left
(:func:`steamlab.bots.hints.read_again`; only the rule sets of :data:`steamlab.bots.hints.READ_AGAIN`, Russian
Railroads, spend it). Three: Russian Railroads' placements take the search to its 2,400 units and a roll-out of one
line costs about 450 (thirty-second session, seed 9000), so three roll-outs of the three lines need about 4,000 more;
7,200 units take 1.8 s of CPU at Russian Railroads' :data:`UNIT_SECONDS` on the reference machine, and the median
decision far less (docs/bots.md, "The Hint's figures read again")."""


def hint_work(state: GameState) -> int:
    """The work a Hint decision in ``state`` may do in all: :data:`HINT_WORK` times :func:`work_budget`'s server
    budget; in the browser, what its rule set's costliest decisions do in :data:`BROWSER_SECONDS` on this device
    (so a Hint waits no longer than a computer decision may), never more than that nor less than the computer's
    own budget (the search comes first: on a slow device the figures are not read again).

    >>> import steamlab
    >>> hint_work(steamlab.new_game("russian_railroads", players=3, seed=1)) == HINT_WORK * COMPUTER_WORK
    True
    """
    rules = rule_set_key(state)
    work = HINT_WORK * WORK_BY_RULES.get(rules, COMPUTER_WORK)
    if not in_browser():
        return work
    unit = UNIT_SECONDS.get(rules, max(UNIT_SECONDS.values()))
    return int(max(work_budget(state), min(work, BROWSER_SECONDS / (unit * device_slowdown()))))


def computer_choices(state: GameState, strength: int | None = None, *, lone_rolled: bool = False) -> list[Choice]:
    """The search of a computer decision for the player to move, its choices best first (see the module
    docstring); ``strength`` is positions judged (``None``: the default, 48), the work at most
    :func:`work_budget`. ``lone_rolled`` (the Hint's): a lone candidate's figures are rolled out to the turn's end
    too (:func:`~steamlab.bots.search.search`); the choices are the same."""
    return computer_search(state, strength, lone_rolled=lone_rolled).choices


def computer_search(state: GameState, strength: int | None = None, *, lone_rolled: bool = False) -> Searched:
    """:func:`computer_choices` with the search's tree (the Hint rolls its lines out again from it to read their
    figures: :func:`steamlab.bots.search.rolled_again`); the same search, the same choices.

    >>> import steamlab
    >>> g = steamlab.new_game("russian_railroads", players=3, seed=2)
    >>> computer_search(g, 24).choices == computer_choices(g, 24)
    True
    """
    iterations = DEFAULT_ITERATIONS if strength is None else strength
    return searched(state, iterations=iterations, seed=0, work=work_budget(state), lone_rolled=lone_rolled)


def computer_action(state: GameState, strength: int | None = None) -> Action:
    """The computer's move for the player to move: the only legal one, or :func:`computer_choices`' first."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    return computer_choices(state, strength)[0].action
