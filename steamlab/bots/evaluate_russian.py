"""How the bots judge a Russian Railroads position: each seat's projected final score, line by line.

The lines (the hints quote them in words; :mod:`steamlab.bots.evaluate` gathers them into a
:class:`~steamlab.bots.evaluate.Projection`):

* ``score`` -- VP so far;
* ``rounds`` -- this board's round score for every round left (the railways and industry as they
  stand score again each round);
* ``growth`` -- what the board is set to score soon, for every round after this one
  (:func:`growth_points`): rails a locomotive does not reach yet, the best gains the next rail steps
  can make over the spaces in reach (:func:`upgrades`), the industry track's gain per step. The round score
  alone sees only what scores *now*: black rail, a locomotive ahead of the coloured rails or a
  factory before its industry gap scores nothing until a second action completes it, so a
  one-action look-ahead never starts the Trans-Siberian or industry engines that win real games.
  And :data:`FUTURE` of :func:`future_points`: the steps of the rounds ahead, compounding -- each round
  :data:`FUTURE_STEPS` of the best rail steps the locomotives leave room for (:func:`step_pool`) and industry
  steps (:func:`industry_pool`), each scoring in every round after it is taken, so a board with room for
  good steps (reach, unlocked colours, doublers, the industry track's 50 ahead) is worth more the earlier it is
  (issue 43, twenty-second session: with the search judging placements by what they do, 4 quick bots'
  winners' median 263 without it, 307.5 with it, seeds 2000-2023; docs/bots.md);
* ``final`` -- the final scoring as it stands: the end bonus cards held and the engineer majority
  (40 / 20 points: as much as several rounds of a railway), so engineers and bonus cards count
  before the end, and the projection of the last position before the end agrees with the real final
  score;
* ``underway`` -- the effects of a placement still to be carried out (:func:`pending_points`): the
  search ranks actions one step on, and right after a placement its rail or industry steps are still
  decisions to come; without this line every such placement looked like a loss of workers and was
  cut before its steps were seen (4 strong bots: winners' median 244 without it, 283 with it);
* ``rubles`` -- :data:`RUBLE` a ruble; ``workers`` -- :data:`WORKER` a worker's action, counted over
  the rounds after this one (:func:`worker_rounds`);
* ``actions`` -- :data:`ACTION` points per worker still free this round, until the player passes.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> sorted(russian_parts(g, [0])[0])  # the setup phase: no "actions" line yet
['final', 'growth', 'rounds', 'rubles', 'score', 'underway', 'workers']
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

RUBLE = 0.5
"""Points a ruble is worth (it stands in for a worker on an action space)."""
WORKER = 1.0
"""Points a worker's action adds to a round's score, roughly (a space gives one to three rail steps,
each worth about a point a round). A worker is used in every round after this one, and what it adds
in a round scores again in each round after that, so a worker is worth ``WORKER * F * (F + 1) / 2``
with ``F`` rounds after this one (:func:`worker_rounds`): an extra worker early is worth a great
deal, one in the last rounds little."""
ACTION = 2.0
"""Points a worker not yet placed this round is worth to a player who has not passed: an action
still to take. Passing gives them up, so the bots pass only when no placement pays."""
STRANDED = 0.5
"""Share of a round's points that coloured rail beyond the locomotives' reach is worth in each later
round: one locomotive action (1 worker) turns it into round score."""
FRONTIER = 0.5
"""Share of the best :data:`STEPS_A_ROUND` rail-step gains (:func:`upgrades`) counted in each later
round."""
STEPS_A_ROUND = 6
"""Rail steps a player takes in a round, roughly (a worker's space gives one to three)."""
PENDING_STEP = 0.5
"""Points a round a rail step still to take is worth at least (black rail opens room for colours).
Measured: at 1.0 greedy over-buys black steps (4 greedy bots' mean 131 against 194 at 0.5), and 4
strong bots score no better (winners' median 284.5 against 283)."""
PENDING_OTHER = 1.0
"""Points a round any other effect still to carry out is worth (a locomotive, a factory, a choice). 5 was tuned
in issue 43 (4 quick bots, seeds 2000-2023: winners' median 227.5 -> 292; held out 9000-9039: 227 -> 260) and
taken back: a lone seat at 5 lost to three at 1 (0.06 of 100 games), the guided game's review at strength 16
then differed from its suggestions, and lesson 23's exercise game changed (docs/bots.md, "Russian Railroads: a
task underway is worth 5 a round")."""
FACTORY_STEPS = 2
"""Industry steps a missing factory on the marker's way counts as (an action to build it)."""
INDUSTRY = 0.5
"""Share of the industry track's gain per step (:func:`industry_rate`) counted in each later round."""
FUTURE = 0.5
"""Share of :func:`future_points` (the steps of the rounds ahead, compounding) in ``growth``; 0: not counted (as
before issue 43's twenty-second session, and in the ``strong_v1`` edition). Tuned with the search's
:data:`~steamlab.bots.search.SEE_THROUGH` (4 quick bots, seeds 2000-2023, winners' median): 0 -> 263, 0.5 -> 307.5,
0.75 -> 296.5, 1 -> 295.5; rail steps alone (no industry steps) at 0.5: 245."""
FUTURE_STEPS = 6
"""Rail steps a round :func:`future_points` plays ahead."""
FUTURE_RAILS = 1
"""Whether :func:`future_points` plays rail steps (:func:`step_pool`) (1) or not (0)."""
FUTURE_INDUSTRY = 1
"""Whether :func:`future_points` plays industry steps too (:func:`industry_pool`) beside the rail steps (1) or not (0).
The industry steps are what pays (see :data:`FUTURE`); industry steps alone (:data:`FUTURE_RAILS` 0): 300."""


def final_points(state: Any) -> list[float]:
    """Each seat's final-scoring points if the game ended now: its end bonus cards and the
    engineer majority (40 / 20) as they stand (the game's own ``final_vp``)."""
    from steamlab.games.russian_railroads.scoring import final_vp

    return [float(v) for v in final_vp(state.data, state.boards)]


def space_colours(row: list[int], length: int) -> list[int]:
    """The colour filling each space 1..``length`` of a railway whose rail positions are ``row``
    (index 0 is space 1): the rearmost rail at or ahead of it, ``-1`` past the black rail.

    >>> space_colours([4, 2, 1, 0, 0], 6)
    [2, 1, 0, 0, -1, -1]
    """
    out = [-1] * length
    start = 1
    for c in range(len(row) - 1, -1, -1):
        pos = min(row[c], length)
        if pos >= start:
            out[start - 1 : pos] = [c] * (pos - start + 1)
            start = pos + 1
    return out


def spaces_in_reach(data: Any, board: Any) -> Iterator[tuple[int, list[int], int]]:
    """Every space the locomotives reach, railway by railway: its colour (:func:`space_colours`: ``-1`` past the
    black rail), the unlocked colours its railway takes, and what a point there counts (2 under a doubler, twice
    again on St. Petersburg doubled). :func:`upgrades` and :func:`step_pool` read the board through it.

    >>> from steamlab.games.russian_railroads.scoring import board_from_spec
    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> b = board_from_spec({"kiev": {"black": 3, "grey": 1, "locomotives": [4]}})
    >>> [(colour, weight) for colour, _, weight in spaces_in_reach(rules_data(), b)]
    [(1, 1), (0, 1), (0, 1), (-1, 1)]
    """
    from steamlab.games.russian_railroads.board import TS
    from steamlab.games.russian_railroads.scoring import st_petersburg_doubled

    for r, rw in enumerate(data.railways):
        reach = min(board.reach(r), rw.length)
        doublers = board.doublers if r == TS else 0
        doubled = 2 if st_petersburg_doubled(data, board, r) else 1
        tops = [c for c in rw.colours if board.unlocked[c]]
        for s, colour in enumerate(space_colours(board.rails[r], rw.length)[:reach], start=1):
            yield colour, tops, (2 if s <= doublers else 1) * doubled


def upgrades(data: Any, board: Any) -> list[float]:
    """What one more rail step could add to a round's points, space by space: for each space the
    locomotives reach, the gain of the next colour over the one filling it (twice under a doubler
    or on St. Petersburg doubled), if that colour is unlocked and the railway takes it. Black rail
    alone gains grey's point; a colour not yet unlocked gains nothing yet (so pushing black on the
    Trans-Siberian to unlock brown, natural and white opens new gains over every space in reach).

    >>> from steamlab.games.russian_railroads.scoring import board_from_spec
    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> b = board_from_spec({"kiev": {"black": 4, "grey": 2, "locomotives": [3]}})
    >>> sorted(upgrades(rules_data(), b))  # Kiev: grey -> brown is locked, black on 3 -> grey
    [1.0]
    """
    values = data.colour_revalued if board.revalued else data.colour_points
    out: list[float] = []
    for colour, tops, weight in spaces_in_reach(data, board):
        if colour < 0:  # past the black rail (every space after it too)
            continue
        per_step = max(((values[t] - values[colour]) / (t - colour) for t in tops if t > colour), default=0.0)
        if per_step > 0:
            out.append(per_step * weight)
    return out


def growth_points(data: Any, board: Any) -> float:
    """Points a round the board is close to adding (see the module docstring's ``growth``).

    * each space past the locomotives' reach that coloured rail covers: its points (doubled under a
      doubler) times :data:`STRANDED` (a locomotive brings them in);
    * the best :data:`STEPS_A_ROUND` of the board's :func:`upgrades` times :data:`FRONTIER` (what the
      next round's rail steps can add: few steps, so the best gains count, not every space);
    * each industry marker: the best gain to a higher-scoring space ahead, per step to it (a missing
      factory on the way counting :data:`FACTORY_STEPS` steps), times :data:`INDUSTRY`.

    >>> from steamlab.games.russian_railroads.scoring import board_from_spec
    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> b = board_from_spec({"kiev": {"black": 4, "grey": 3, "locomotives": [1]}})
    >>> growth_points(rules_data(), b)  # Kiev grey on 2-3 past reach 1: 1.0; industry 0 -> 50: 0.5 * 50 / (15 + 2 * 5)
    2.0
    """
    from steamlab.games.russian_railroads.board import TS

    values = data.colour_revalued if board.revalued else data.colour_points
    total = 0.0
    for r, rw in enumerate(data.railways):
        reach = min(board.reach(r), rw.length)
        doublers = board.doublers if r == TS else 0
        for s, colour in enumerate(space_colours(board.rails[r], rw.length), start=1):
            if colour < 0:
                break
            if s > reach:
                total += STRANDED * values[colour] * (2 if s <= doublers else 1)
    total += FRONTIER * sum(sorted(upgrades(data, board), reverse=True)[:STEPS_A_ROUND])
    return total + INDUSTRY * industry_rate(data, board)


GROWTH_MEMO: dict[tuple[Any, ...], tuple[Any, float]] = {}
""":func:`growth_line` by what it reads (the rules data, the board's rails, unlocks, locomotives, factories, markers,
doublers, revaluation, the rounds ahead and the weights): a search judges the same boards again and again (a
placement's effects wait as tasks, the rivals' boards stay as they are), and the line is most of the projection's
time. An entry keeps its rules data with the line, so the data's ``id`` in the key names no other object while the
entry lasts."""
GROWTH_MEMO_SIZE = 5_000
"""Entries :data:`GROWTH_MEMO` holds at most (emptied when full): about 1.3 kB each, and a full-strength decision adds
a few hundred, so the memo holds the last 10-20 decisions' boards in about 7 MB (the live site runs in a browser)."""


def growth_line(data: Any, board: Any, later: int) -> float:
    """The ``growth`` line: :func:`growth_points` for each of the ``later`` rounds, and :data:`FUTURE` of
    :func:`future_points` (remembered in :data:`GROWTH_MEMO`)."""
    key = (
        id(data),
        tuple(map(tuple, board.rails)),
        tuple(board.unlocked),
        tuple(map(tuple, board.locos)),
        tuple(board.factories),
        tuple(board.markers),
        board.doublers,
        board.revalued,
        later,
        (STRANDED, FRONTIER, STEPS_A_ROUND, FACTORY_STEPS, INDUSTRY, FUTURE, FUTURE_STEPS, FUTURE_RAILS, FUTURE_INDUSTRY),
    )
    known = GROWTH_MEMO.get(key)
    if known is not None:
        return known[1]
    if len(GROWTH_MEMO) >= GROWTH_MEMO_SIZE:
        GROWTH_MEMO.clear()
    total = growth_points(data, board) * later
    if FUTURE:
        total += FUTURE * future_points(data, board, later)
    GROWTH_MEMO[key] = (data, total)
    return total


def step_pool(data: Any, board: Any) -> list[float]:
    """Every rail step the locomotives' reach leaves room for, as what it adds to a round's points: over each space in
    reach, a step per colour level up to the best unlocked colour the railway takes, each the space's average gain a
    step (doubled under a doubler or on St. Petersburg doubled); a space in reach past the black rail counts a black
    step more for the same gain. Best first.

    >>> from steamlab.games.russian_railroads.scoring import board_from_spec
    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> b = board_from_spec({"kiev": {"black": 3, "grey": 1, "locomotives": [4]}})
    >>> step_pool(rules_data(), b)  # Kiev: grey over 2-3, space 4 needs black first; brown is locked
    [1.0, 1.0, 0.5, 0.5]
    """
    values = data.colour_revalued if board.revalued else data.colour_points
    out: list[float] = []
    for colour, tops, weight in spaces_in_reach(data, board):
        base = max(colour, 0)
        best, levels = 0.0, 0
        for t in tops:
            if t > base:
                n = t - base + (1 if colour < 0 else 0)
                per = (values[t] - values[base]) / n
                if per > best:
                    best, levels = per, n
        if best > 0:
            out.extend([best * weight] * levels)
    out.sort(reverse=True)
    return out


def industry_pool(data: Any, board: Any) -> list[float]:
    """The industry steps to each marker's best space ahead, as what each adds to a round's points: the gain over the
    steps to it (a missing factory counting :data:`FACTORY_STEPS`), one entry a step.

    >>> from steamlab.games.russian_railroads.scoring import board_from_spec
    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> len(industry_pool(rules_data(), board_from_spec({}))), industry_pool(rules_data(), board_from_spec({}))[0]
    (25, 2.0)
    """
    built = len(board.factories)
    out: list[float] = []
    for m in board.markers:
        now = data.industry_vp(m)
        best, steps, missing = 0.0, 0, 0
        for ahead in range(m + 1, len(data.industry_spaces)):
            kind, _ = data.industry_spaces[ahead]
            if kind == "factory" and _ > built:
                missing += 1
            n = ahead - m + FACTORY_STEPS * missing
            gain = data.industry_vp(ahead) - now
            if gain > 0 and gain / n > best:
                best, steps = gain / n, n
        out.extend([best] * steps)
    return out


def future_points(data: Any, board: Any, later: int) -> float:
    """The round points the rail steps of the ``later`` rounds ahead add, compounding: :data:`FUTURE_STEPS` steps a
    round from :func:`step_pool` (best first), each scoring in the round it is taken and every round after.

    >>> from steamlab.games.russian_railroads.scoring import board_from_spec
    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> b = board_from_spec({"kiev": {"black": 3, "grey": 1, "locomotives": [4]}})
    >>> future_points(rules_data(), b, 2), future_points(rules_data(), b, 0)  # the industry's 2 a step first
    (36.0, 0.0)
    """
    pool = step_pool(data, board) if FUTURE_RAILS else []
    if FUTURE_INDUSTRY:
        pool = sorted(pool + industry_pool(data, board), reverse=True)
    total = 0.0
    for i, gain in enumerate(pool[: FUTURE_STEPS * later]):
        total += gain * (later - i // FUTURE_STEPS)
    return total


def industry_rate(data: Any, board: Any) -> float:
    """Points a round an industry step is worth, roughly: per marker, the best gain to a
    higher-scoring space ahead divided by the steps to it (a missing factory on the way counting
    :data:`FACTORY_STEPS` steps); summed over the markers.

    >>> from steamlab.games.russian_railroads.scoring import board_from_spec
    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> industry_rate(rules_data(), board_from_spec({}))  # 0 -> the end space's 50: 15 steps + 5 factories
    2.0
    """
    built = len(board.factories)
    total = 0.0
    for m in board.markers:
        now = data.industry_vp(m)
        best = 0.0
        missing = 0
        for ahead in range(m + 1, len(data.industry_spaces)):
            kind, value = data.industry_spaces[ahead]
            if kind == "factory" and value > built:
                missing += 1
            gain = data.industry_vp(ahead) - now
            if gain > 0:
                best = max(best, gain / (ahead - m + FACTORY_STEPS * missing))
        total += best
    return total


def step_gain(data: Any, board: Any, colours: frozenset[int]) -> float:
    """The most one rail step of one of ``colours`` adds to a round's points now (0 for a step that
    only moves black or runs past the locomotives' reach), over every railway it may take.

    >>> from steamlab.games.russian_railroads.scoring import board_from_spec
    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> b = board_from_spec({"trans_siberian": {"black": 5, "grey": 2, "locomotives": [4]}})
    >>> step_gain(rules_data(), b, frozenset({1})), step_gain(rules_data(), b, frozenset({0}))
    (1.0, 0.0)
    """
    from steamlab.games.russian_railroads.board import TS

    values = data.colour_revalued if board.revalued else data.colour_points
    best = 0.0
    for r, rw in enumerate(data.railways):
        row = board.rails[r]
        reach = min(board.reach(r), rw.length)
        for c in colours:
            if not board.can_step(data, r, c):
                continue
            space = row[c] + 1
            if space > reach:
                continue
            under = space_colours(row, rw.length)[space - 1]
            gain = values[c] - (values[under] if under >= 0 else 0)
            best = max(best, float(gain * (2 if r == TS and space <= board.doublers else 1)))
    return best


def pending_points(state: Any, player: int, left: int) -> float:
    """What the player's effects still to be carried out (a placement's rail steps, industry steps,
    locomotives and choices) are worth, so that a placement is judged by what it will do before its
    decisions are taken (the search ranks actions one step on): each rail step its best gain now
    (:func:`step_gain`, at least :data:`PENDING_STEP`) for the ``left`` rounds, each industry step
    the track's gain per step (:func:`industry_rate`), any other task :data:`PENDING_OTHER` a round."""
    board = state.boards[player]
    data = state.data
    total = 0.0
    for t in state.pending:
        if t.player != player:
            continue
        if t.kind == "rails":
            total += sum(max(step_gain(data, board, colours), PENDING_STEP) for colours in t.steps) * left
        elif t.kind == "industry":
            total += t.n * industry_rate(data, board) * left
        else:
            total += PENDING_OTHER * left
    return total


def worker_rounds(later: int) -> float:
    """Rounds of score a worker's yearly action adds up to over ``later`` rounds (1 + 2 + ... + later).

    >>> worker_rounds(0), worker_rounds(1), worker_rounds(5)
    (0.0, 1.0, 15.0)
    """
    return later * (later + 1) / 2


def russian_parts(state: Any, seats: list[int]) -> list[dict[str, float]]:
    """The projection's lines (see the module docstring) for each of ``seats``."""
    from steamlab.games.russian_railroads.scoring import round_points

    finals = final_points(state)
    left = max(0, state.setup.rounds - state.round + 1)
    later = max(0, left - 1)
    out = []
    for player in seats:
        board = state.boards[player]
        parts = {
            "score": float(board.total_vp),
            "rounds": float(round_points(state.data, board) * left),
            "growth": growth_line(state.data, board, later),
            "final": finals[player],
            "underway": pending_points(state, player, left),
            "rubles": RUBLE * board.rubles,
            "workers": WORKER * board.workers * worker_rounds(later),
        }
        if state.phase == "play" and not state.passed[player]:
            parts["actions"] = ACTION * (board.workers_free + board.temps_free)
        out.append(parts)
    return out
