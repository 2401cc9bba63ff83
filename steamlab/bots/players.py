"""Bots that play any steamlab game through the state API.

* ``random`` -- uniform over ``legal_actions()``; a game whose action list is
  huge may offer ``sample_action(rng)`` to draw one uniformly without listing
  them all.
* ``greedy`` -- tries each legal action (a focused sample when there are many)
  on a copy and keeps the one that leaves the mover with the best projected
  final score (:mod:`steamlab.bots.evaluate`), ties broken by the generator.
* ``strong`` -- a tree search over the most promising actions, judged by the
  same projection turned into win chances (:mod:`steamlab.bots.search`).

:func:`make_bot` gives a bot with its own seed and strength (a :class:`Player`).

A bot only ever returns an action taken from the legal list (or one the game
checked itself), so it never plays an illegal move.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from steamlab.bots import steam_plan
from steamlab.bots.evaluate import projected_score, warm
from steamlab.bots.knowledge import finishing_builds, focus, options, without_gifts
from steamlab.bots.network import follow
from steamlab.bots.solvency import can_go_out, money_needed, outlook
from steamlab.engine.sampling import amount_of, sensible
from steamlab.engine.state import Action, GameState

Bot = Callable[[GameState, random.Random], Action]
Value = Callable[[GameState, int], float]
"""How a bot judges a position for a seat: ``value(state, player)``."""


def random_bot(state: GameState, rng: random.Random) -> Action:
    """A random legal action: uniform over :func:`sensible` (a game may offer ``sample_action``)."""
    sampler = getattr(state, "sample_action", None)
    if sampler is not None:
        action: Action = sampler(rng)
        return action
    actions = sensible(state.legal_actions())
    if not actions:
        raise RuntimeError(f"{state.game}: no legal action for player {state.current_player}")
    return rng.choice(actions)


def heuristic(state: GameState, player: int) -> float:
    """A state's value for ``player``: the projected final score of :mod:`steamlab.bots.evaluate`."""
    return projected_score(state, player)


GREEDY_SAMPLE = 12
"""When there are more legal actions than this, greedy judges a random sample of this many
(plus every action without fields, such as passing), to keep a game under a few seconds."""


def candidates(state: GameState, rng: random.Random, sample: int = GREEDY_SAMPLE) -> list[Action]:
    """The actions a bot judges: the :func:`sensible` legal actions, at most ``sample`` of them
    chosen by :func:`steamlab.bots.knowledge.focus` (promising builds first, then a random sample),
    and no more capital (shares) than this turn needs (:func:`just_in_time`; the strong bot too: it
    raised $15 of capital in the seventh turn of a Steam standard game for a route it then did not build),
    and no delivery that scores only rivals (:func:`steamlab.bots.knowledge.without_gifts`). In Age of Steam
    the seat's network plan then narrows them where it decides (:func:`steamlab.bots.network.follow`: the
    shares it needs, its next tile, the Locomotive tile when the locomotive holds deliveries back), and in Steam
    standard its counterpart (:func:`steamlab.bots.steam_plan.follow`: the capital the plan needs, its tiles,
    Locomotive and City Growth where they gain the seat deliveries)."""
    actions = just_in_time(state, focus(state, sensible(options(state, rng, sample)), rng, sample))
    actions = steam_plan.follow(state, follow(state, without_gifts(state, actions)))
    if not actions:
        raise RuntimeError(f"{state.game}: no legal action for player {state.current_player}")
    return actions


def try_out(trial: GameState, action: Action) -> None:
    """Play ``action``, taken from the legal list of ``trial``, on that copy without checking it
    again (the check costs as much as the move; the action a bot returns is played with
    ``apply``, which checks)."""
    trial._apply(action)
    trial.history.append(action)


def ranked(
    state: GameState, actions: list[Action], *, finish_links: bool = False, careful: bool = False
) -> list[tuple[float, Action]]:
    """Each action with the mover's projected final score right after it, best first (stable).

    With ``careful``, every action after which the mover is still :func:`solvent
    <steamlab.bots.solvency.solvent>` comes before every action after which it is not (each group
    best first; see :func:`judged`).

    With ``finish_links`` (Steam and Age of Steam build turns), a tile that leaves an own link one
    tile short of a station is judged by the better of itself and itself plus the best finishing
    tile (:func:`steamlab.bots.knowledge.finishing_builds`): a link of two tiles is planned as one.
    """
    return [(value, action) for _, value, action in judged(state, actions, finish_links=finish_links, careful=careful)]


def judged(
    state: GameState,
    actions: list[Action],
    *,
    finish_links: bool = False,
    careful: bool = False,
    value: Value = heuristic,
) -> list[tuple[bool, float, Action]]:
    """:func:`ranked` with each action's safety: ``(safe, value, action)``, safe ones first, each group
    best first (stable). An action is safe unless ``careful`` is given, the rules can put a player
    out for want of money, and after it the mover would not be :func:`solvent
    <steamlab.bots.solvency.solvent>` -- a player that can go out keeps a reserve for its expenses.
    ``value`` judges the position after each action for the mover (default: its projected final score,
    :func:`heuristic`)."""
    player = state.current_player
    warm(state, [player])
    guard = careful and can_go_out(state)
    out: list[tuple[bool, float, Action]] = []
    lasts: list[int] = []
    tried = 0
    for action in actions:
        trial = state.copy()
        trial.auto_chance = False
        try_out(trial, action)
        worth = value(trial, player)
        if finish_links and tried < FINISH_TRIES and action.kind == "build" and trial.current_player == player:
            follow = finishing_builds(trial, FINISH_OPTIONS)
            tried += bool(follow)
            for second in follow:
                after = trial.copy()
                after.auto_chance = False
                after.apply(second)
                worth = max(worth, value(after, player))
        ahead = outlook(trial, player) if guard else None
        lasts.append(ahead.lasts if ahead is not None else 0)
        out.append((ahead is None or ahead.safe, worth, action))
    order = sorted(range(len(out)), key=lambda i: (not out[i][0], -lasts[i], -out[i][1]))
    return [out[i] for i in order]


FINISH_TRIES = 3
"""Tiles per decision whose finishing tiles greedy also tries (see :func:`ranked`)."""
FINISH_OPTIONS = 4
"""Finishing tiles tried after each of them."""


RAISE_KINDS = frozenset({"raise_capital", "issue_shares"})
"""Actions that raise money for a price paid every turn after (Steam capital, Age of Steam shares)."""


def just_in_time(state: GameState, actions: list[Action]) -> list[Action]:
    """Where the rules can put a player out, the amounts of capital (shares) worth judging: none
    beyond the $5 steps that pay this turn's best planned link and expenses
    (:func:`steamlab.bots.solvency.money_needed`), the smallest legal amount always kept. Money
    raised early is owed for every turn after, and the projection, which plays shortfalls forward
    but not the capital a player can still raise next turn, would raise it too soon."""
    raising = [a for a in actions if a.kind in RAISE_KINDS]
    if not raising or not can_go_out(state):
        return actions
    step = 5
    most = -(-money_needed(state, state.current_player) // step)
    least = min(amount_of(a) or 0 for a in raising)
    return [a for a in actions if a.kind not in RAISE_KINDS or (amount_of(a) or 0) <= max(most, least)]


def preferred(actions: list[Action], prefer: tuple[str, ...]) -> list[Action]:
    """The actions choosing the earliest-listed action tile of ``prefer`` (by its ``tile`` field), or all of
    ``actions`` where none chooses one of those tiles.

    >>> from steamlab.games.rails.actions import ChooseAction, EndBuild
    >>> preferred([ChooseAction("engineer"), ChooseAction("first_build")], ("first_build",))
    [ChooseAction(tile='first_build')]
    >>> preferred([ChooseAction("engineer"), EndBuild()], ("first_build",))
    [ChooseAction(tile='engineer'), EndBuild()]
    """
    for tile in prefer:
        chosen = [a for a in actions if getattr(a, "tile", None) == tile]
        if chosen:
            return chosen
    return actions


def greedy_bot(
    state: GameState,
    rng: random.Random,
    value: Value = heuristic,
    sample: int = GREEDY_SAMPLE,
    prefer: tuple[str, ...] = (),
) -> Action:
    """The action whose result projects best for the mover (over a sample if there are many);
    ties broken by the generator. Where a player can go out for want of money, an action that keeps
    greedy :func:`solvent <steamlab.bots.solvency.solvent>` always beats one that does not, so it
    keeps a reserve for its expenses; the projection counts cash needs and shortfalls ahead, so greedy
    raises money when it will need it; its ``plan`` line
    (:mod:`steamlab.bots.planner`) values a link several tiles long before it is finished, so
    greedy follows a route tile by tile without looking two tiles ahead. ``value`` replaces the
    projected final score (the strong bot's roll-outs play its own seat by the margin,
    :func:`steamlab.bots.evaluate.projected_margin`); ``sample`` the actions it judges at most (the strong
    bot's roll-outs play its own seat with more, :data:`steamlab.bots.search.ROLLOUT_MOVER_SAMPLE`);
    ``prefer`` the action tiles taken first among actions judged alike (:func:`preferred`; greedy itself
    prefers none, the strong bot's roll-outs play its own seat with
    :data:`steamlab.bots.search.ROLLOUT_MOVER_PREFERS`)."""
    actions = candidates(state, rng, sample)
    if len(actions) == 1:
        return actions[0]
    scored = judged(state, actions, careful=True, value=value)
    best = [a for safe, v, a in scored if (safe, v) == scored[0][:2]]
    return rng.choice(preferred(best, prefer))
