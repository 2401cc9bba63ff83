"""The strong bot's search: a tree search over a few promising actions per position.

Every iteration copies the position, walks down the tree choosing, at each
player's decision, the child with the best upper confidence bound (UCB1) *for
that player*, resolves chance nodes (Age of Steam's dice and draws) by sampling
a fresh outcome each time ("open loop": the tree holds decisions only), and
stops at a node not yet expanded. Expanding a node ranks its candidate actions
(:func:`steamlab.bots.players.candidates`: every promising action, a sample of
the rest) by the projected final score right after each one (at the root also
after a finishing tile, as greedy does) and keeps the best :data:`WIDTH`. The
new leaf is judged without a random playout, by every seat's projected final
score (:func:`steamlab.bots.evaluate.projected_scores`). Deep random playouts
would cost a few hundred milliseconds each and mostly measure how badly random
players play; a judged leaf costs about as much as one greedy look-ahead.

What a seat wants is its **margin**: its projected score less the best rival's
(:func:`margins`). A win chance (a softmax of the projections) would do as well
in a close game, but it flattens out once a seat is far ahead or far behind:
every action then looks the same (a chance of 0.0001 against 0.0002) and the bot
plays at random, falls further behind and goes broke. The margin never flattens,
and it makes a delivery over a rival's link (points for the rival) cost what it
gives away.

Where the rules can put a player out for want of money (Steam standard, Age of
Steam), a node keeps only the actions that leave the mover :func:`solvent
<steamlab.bots.solvency.solvent>` when there are any, as greedy does
(:func:`steamlab.bots.players.judged`): the margin is an estimate, and a line that
ends a few points up with no money for the coming income phases is a bet a
careful player does not make.

Values are backed up the way max^n search does, not averaged: a node is worth
what its best child (for the player who moves there) is worth, and a leaf what
its projection says. With a few dozen leaves a move, an average would mix the
one good follow-up of a build with the bad ones tried beside it (a $6 tile that
leads nowhere) and condemn the first tile for them.

In Russian Railroads a placement leaves its own decisions to take (the rail steps, the locomotive or
factory, the industry steps), and the projection only guesses at them (``evaluate_russian``'s ``underway``
line). There the root's candidates are ranked, and a leaf where the mover still has such decisions is judged,
once the mover has taken them greedily (:data:`SEE_THROUGH`, :data:`LEAF_THROUGH`, :func:`settled`): read in a
quick game (seed 2000, round 3), *1 locomotive* was the best placement once its locomotive was placed (+17) but
+3 one step on, and was cut from the root's eight, while *2 industry* (+16.9 one step on, +11.1 done) was
played. Measured with :mod:`steamlab.bots.evaluate_russian`'s compounding ``future`` steps: docs/bots.md,
"Russian Railroads: a placement judged by what it does (twenty-second session)".

After the tree, the best few root actions (:func:`rollouts`: 4 at the default strength) are judged again
by a **roll-out to the end of the game turn** (:func:`roll_out`; Russian Railroads: the round): the
mover goes on along the tree's best line for its own turn, then every seat, the mover included, plays as
the greedy bot does, until the turn changes or chance is next, and the position there is judged by the
same projection. The tree sees the mover's turn and the rivals only through the projection; the roll-out
sees them answer -- who takes the cube first, the action tiles and bids left, the income and expenses of
the turn -- and every root action is judged at the same moment of the game. Every roll-out of one search
draws, in Steam, from a generator seeded alike (common random numbers), so two actions meet the same
sampling of the greedy players' candidates rather than different luck. In Steam every kept root action
is rolled out (:data:`ROLL_OUT_ALL`): first only the action tiles and bids, whose worth the projection
cannot see, now the tiles of a build turn too. Measured (1 strong bot against 3 greedy, Steam base, 24
games from seed 1000, this machine): the strong seat won 23 of 24 games with roll-outs, scoring 10.1 on
average, against 18 of 24 and 1.5 without.

The strength knob is ``iterations`` (leaves judged per move); with the same
``seed`` a search returns the same move on any machine. ``max_seconds`` caps the
time too, at the price of that reproducibility.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=4)
>>> a = best_action(g, iterations=8, seed=1)
>>> g.why_illegal(a) is None
True
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import TypedDict, Unpack

from steamlab.bots.evaluate import margins, projected_margin, projected_scores, rule_set_key, win_chances
from steamlab.bots.players import GREEDY_SAMPLE, Value, candidates, greedy_bot, heuristic, judged, try_out
from steamlab.bots.steam_plan import within_means
from steamlab.bots.work import spent
from steamlab.engine.state import CHANCE, Action, GameState

WIDTH = 4
"""Children kept per decision node (the best by one-step projection)."""
ROOT_WIDTH = 8
"""Children kept at the root (the first decision is where a wider look pays most)."""
ROOT_SAMPLE = 32
"""Candidate actions judged at the root (all of them when there are fewer)."""
INNER_SAMPLE = 6
"""Candidate actions judged at a deeper node."""
EXPLORATION = 0.7
"""UCB1 exploration constant, in units of :data:`SPREAD` points of margin."""
SPREAD = {"steam": 6.0, "age_of_steam": 8.0, "russian_railroads": 15.0}
"""Points of projection error: the unit of margins in the search's bounds, and the temperature
when projected scores are shown as win chances (a wider game has a wider spread)."""
ROLLOUT_EVERY = 12
"""Leaves of strength per roll-out: after the tree search, the root's best ``iterations //
ROLLOUT_EVERY`` actions (4 at the default 48, at most :data:`ROOT_WIDTH`; none below 2, so a quick
bot of strength 8 or 16 searches the tree only) are judged again by a roll-out to the end of the game
turn (:func:`roll_out`)."""
ROLLOUT_EVERY_GAME: dict[str, int] = {"russian_railroads": 6}
"""Games whose roll-outs come one per this many leaves of strength instead of :data:`ROLLOUT_EVERY` (still none
where :data:`ROLLOUT_EVERY` gives fewer than 2, at most :data:`ROOT_WIDTH`): :func:`rollouts`. Russian Railroads 6
(twenty-fifth session, issue 43): every root action the tree keeps is rolled out to the round's end at the default
48 (8, not 4), 4 at 24, none below 24 (the quick computer, the puzzles at 16 and the guided game's quick seats
play as before). The ``strong_v1`` edition keeps 12. Measured with :data:`ROLLOUT_THROUGH` 8: 4 seats at 48 on
held-out seeds 9000-9039, the winners 19.8 a game more (95% 4.7-35.0; median 336.5 -> 352), at 76 s of CPU a game
against 41 (docs/bots.md, "Russian Railroads: twice the roll-outs, the roll-outs' mover seeing through")."""
ROLL_OUT_ALL = frozenset({"steam"})
"""Games whose every kept root action is rolled out (:func:`rolled_out`), not only the best
``iterations // ROLLOUT_EVERY``. First only where the projection cannot tell the root's actions apart --
an action tile's worth comes later in the turn (the cubes Urbanization or City Growth places, moving
first, building first) and a bid's is the place in the turn order it buys; the tree ranked those by the
order the rules list them and only the first four were rolled out, so the strong bot took First Move or
Turn Order and left Urbanization and City Growth to the greedy seats. Measured, Steam standard, 1 strong
vs 3 greedy, 24 games from seed 1000: win rate 0.63 before, 0.92 with every action tile and bid rolled
out and the roll-outs' common generator (:data:`COMMON_GENERATOR`). Then (ninth session) every root
decision in Steam: a build turn's eight kept first tiles, not the best four by the projection one step
on, which cannot see who takes a cube first. Same 24 games: 0.75 (mean 1.3) against 0.71 (0.9); the
move takes 0.13 s (median) against 0.11 s. Age of Steam keeps four roll-outs: on its seed-1000 games
every action tile rolled out with the common generator won 0.42 (mean score -5.3), the common
generator alone 0.42 (-3.0), against 0.58 (14.8) without either."""
COMMON_GENERATOR = frozenset({"steam"})
"""Games whose roll-outs of one search all draw from a generator seeded alike (common random numbers:
two actions meet the same sampling of the greedy players' candidates, not different luck). Steam was
measured only with it (see :data:`ROLL_OUT_ALL`); in Age of Steam it lost (0.42 against 0.58 on the same 24
games), for a reason not yet understood; Russian Railroads plays as it was measured, without."""
MARGIN_MOVER: frozenset[str] = frozenset()
"""Games whose roll-outs play the mover, once off the tree's line, by its margin
(:func:`steamlab.bots.evaluate.projected_margin`) rather than as greedy does (its own projected score):
none. The search compares root actions by the margin at the turn's end while a roll-out's mover plays
for its own score, so where that is indifferent it chooses at random between, say, passing and carrying
a cube over a rival's links for the rival's income (seen: an Age of Steam strong seat carried two cubes
for a rival in its first turn). Playing it by margin was measured, 1 strong vs 3 greedy, and won no
more: Steam base 0.83 (mean 9.1) in 100 games from seed 1000 against 0.83 (9.1) in the same seeds'
first 48 without; Steam standard 0.73 (0.0) in 48 games from seed 1000 against 0.79; Age of Steam 0.59
(14.8) in 100 games against 0.64 (15.9)."""
ROLLOUT_MOVER_SAMPLE = {"steam": 24}
"""Actions the mover judges at each of its own decisions in a roll-out, once off the tree's line (games
not named: greedy's :data:`~steamlab.bots.players.GREEDY_SAMPLE`, 12). Greedy lists the tiles on the next
hexes of its planned routes and judges a random 12 of them with the other actions, so it often misses
the one tile that starts its best link: read in a Steam standard game (seed 1008, the strong seat to
choose an action tile in turn 1), the roll-out after First Build had the mover end its build at once,
though with 24 candidates the two tiles towards the goods at Q9 and R6 projected best and kept it
solvent. Every action tile's roll-out met the same miss, all seven tiles were judged alike (a margin of
-17.2), and the bot took the first listed; with 24 the roll-outs build there and the seat that builds
first wins it (-1.1 against -18.3). The greedy rivals keep 12: a roll-out plays them as they play.
Measured, 1 strong vs 3 greedy, 24 games a batch: Steam standard 0.88 (mean 7.1) and 0.88 (8.1) from
seeds 1000 and 1024, against 0.75 (1.3) and 0.88 (3.4); Steam base from 1024, 0.88 (8.5) against 0.75
(8.2)."""
ROLLOUT_MOVER_PREFERS = {"steam": ("first_build",), "age_of_steam": ("first_build",)}
"""Action tiles the mover takes, in a roll-out once off the tree's line, among the actions its projection
judges alike (:func:`~steamlab.bots.players.preferred`; games not named: none, ties broken at random as
greedy breaks them). The projection cannot tell the action tiles apart before the build: choosing one
moves no track and no cube, so every tile the seat can afford ties, and greedy takes one at random. A
seat that builds first takes the cubes its rivals' planned links also reach. Read in a Steam standard game
(seed 1013, the strong seat's bid in turn 1): in the roll-outs after a bid of $0, which makes it choose
first, the mover took Turn Order and City Growth, and the roll-out after dropping out happened to give it
First Build, so the seat dropped out; a greedy rival bid $0, took First Build and the turn's cubes, and
the strong seat laid no tile all game (-20). With First Build preferred, the bid's roll-outs build first
and the bot bids (a margin of +0.5 against -8.4). Age of Steam's First Build works alike (its holder builds
first). Measured: see docs/bots.md, "First Build first"."""
ROLLOUT_REPEATS = {"steam/standard": 2, "age_of_steam": 4}
"""Roll-outs per rolled-out root action, by rule set (:func:`~steamlab.bots.evaluate.rule_set_key`; one
where not named), each from its own generator; the action is judged by their mean. One roll-out is one
sample of how the greedy rivals answer (greedy breaks the tie between action tiles at random): read in
Steam standard seed 1008, the strong seat took Turn Order, whose one roll-out had no rival take First
Build, and a greedy rival took First Build and the cubes it had counted on; First Build was judged the
same in that search. Measured (1 strong vs 3 greedy, with :data:`ROLLOUT_MOVER_SAMPLE`): see
docs/bots.md, "The roll-outs' mover looks wider"; a move takes 0.26 s against 0.16 s (median). Age of
Steam (eleventh session, with :data:`ROLLOUT_MOVER_PREFERS`): its roll-outs draw from the search's own
generator, so the roll-outs differ in the rivals' answers and in the mover's; see docs/bots.md, "First Build
first". Age of Steam four (twelfth session): read in the games lost with two, one action's two roll-outs
ended up to 26 points of margin apart (seed 1017, turn 1: a tile's two roll-outs on -21.7 and -47.4), so
which action won was often the luck of one roll-out. Over 100 games the strong seat won 0.905 against
0.88 with two and scored 21.4 against 17.1 on average; a move takes about twice as long (see docs/bots.md,
"Four roll-outs an action")."""
ROLLOUT_TURNS = 1
"""Game turns (rounds) a roll-out plays: to the end of this one. Two cost twice the time and did not
win more (Steam standard, 1 strong vs 3 greedy from seed 1000: a win rate of 0.50 in 16 games, against
0.63 in 24 with one)."""
ROLLOUT_MOVES = 400
"""Moves a roll-out plays at most."""
MAX_DEPTH = 24
"""Decisions followed down the tree in one iteration at most."""
FOLLOW_RIVALS = False
"""Whether a line goes on into the rivals' decisions. It does not: every line stops where the turn
passes from the mover to another player (or the game ends), so the mover's choices are compared at
the same moment. Followed into rivals' replies, a line that ends the mover's turn early meets the
rivals' gains while one that goes on with the mover's own actions (raising capital, say) does not
yet, and the search preferred whatever kept the turn going -- measured: Steam base players raising
capital six times in a row."""
SEE_THROUGH: dict[str, int] = {"russian_railroads": 8}
"""Games whose root actions are ranked by the projection after the mover's own decisions they leave (a placement's
rail steps, locomotive, factory) are taken greedily, at most this many (:func:`through_value`); others: one step on.
Measured (4 quick bots, Russian Railroads seeds 2000-2023, winners' median): main 231.5, this alone 248, with
:data:`LEAF_THROUGH` 263, with both and ``evaluate_russian.FUTURE`` 307.5 (docs/bots.md)."""
LEAF_THROUGH: dict[str, int] = {"russian_railroads": 8}
"""Games whose tree leaves, where the mover still has decisions of its own to take, are judged once it has taken
them greedily (:func:`settled`), at most this many. At the quick strength a root action's leaf is usually the
position right after the placement, so without it the projection's guesses at the placement's effects
(``evaluate_russian.PENDING_OTHER``) were the action's value."""
ROLLOUT_THROUGH: dict[str, int] = {"russian_railroads": 8}
"""Games whose roll-outs play the mover's own placements, once off the tree's line, judged by what they do (the
decisions they leave taken greedily, at most this many: :func:`through_value`) rather than one step on, as the
tree's root does (:data:`SEE_THROUGH`); others: as greedy plays. Russian Railroads 8, on since the twenty-fifth
session with :data:`ROLLOUT_EVERY_GAME` (twice the roll-outs): head to head at 24, seeds 2000-2019, a lone seat with
both won 15 of 20 games against three seats without either, and the two games of ``tests/bots/test_strong.py``
against greedy (seed 21: 340 against 226). The ``strong_v1`` edition keeps it off. Before: Tried in Russian Railroads at 8
(twenty-third session): 4 full-strength seats on held-out seeds 9000-9018 scored 15.4 a seat more (95% 5.6-25.2),
the winners 6.7 more (not established), at about 37 % more CPU a game; but a strong seat at 24 leaves then lost
one of the two games against three greedy seats in ``tests/bots/test_strong.py`` (seed 21: 234 against 252).
Head to head (twenty-fourth session, 24 leaves, seeds 2000-2019): a lone seat at 8 won 12 of 20 games against three
seats without (0.39-0.78), at 2 (which wins the test's games) 5 of 20; 2 on held-out seeds 9000-9019 at 48: the
winners 2.4 more, the seats 11.1 (neither established). docs/bots.md, "Russian Railroads: the roll-outs' mover
sees through", "... two decisions through" and "... twice the roll-outs"."""
DEFAULT_ITERATIONS = 48
"""Leaves judged per move at the default strength. With the lines ending at the mover's turn a leaf
is judged once and a move takes about 0.05-0.1 s (median over real games, this machine, load 6-10);
48 leaves with :data:`ROOT_WIDTH` 8 won 7 of 8 Steam base games against greedy where 16 leaves with 4
root children won 6, and Russian Railroads scored 184 on average instead of 161."""


@dataclass
class Node:
    """A decision in the tree: who moves, the kept actions (best first), the visits and the value:
    every seat's projected score along the best line found below (see the module docstring)."""

    player: int = -1
    actions: list[Action] | None = None
    children: dict[Action, Node] = field(default_factory=dict)
    visits: int = 0
    leaf: list[float] = field(default_factory=list)
    """The projected scores where this node was first judged (its value until a child is visited)."""
    value: list[float] = field(default_factory=list)

    def best_child(self) -> Node | None:
        """The visited child best for the player who moves here (by its margin), or ``None``."""
        best = self.best_move()
        return best[1] if best is not None else None

    def best_move(self) -> tuple[Action, Node] | None:
        """The action to :meth:`best_child` and that child, or ``None`` if no child was visited."""
        seen = [(a, c) for a, c in self.children.items() if c.visits]
        if not seen:
            return None
        return max(seen, key=lambda ac: margins(ac[1].value)[self.player])

    def back_up(self, scores: list[float]) -> None:
        """Count a visit that was judged ``scores`` below; the value becomes the best child's."""
        self.visits += 1
        if not self.leaf:
            self.leaf = scores
        best = self.best_child()
        self.value = list(best.value) if best is not None else self.leaf


@dataclass(frozen=True)
class Choice:
    """One root action after a search: how often it was tried, the mover's estimated win chance
    (its projected scores along the best line below, as win chances) and its projected final
    score there."""

    action: Action
    visits: int
    win_chance: float
    mean_score: float
    lead: float = 0.0
    """The mover's projected final score less the best rival's: what the choices are ranked by."""
    rolled: bool = False
    """Judged by roll-outs to the turn's end (else by the tree alone); only alike choices compare."""


@dataclass(frozen=True)
class Limit:
    """Where a search stops short of its ``iterations``: after ``work`` units of
    :mod:`~steamlab.bots.work` (seat projections) counted from ``start`` -- the same place on any machine --
    or, with ``deadline`` (``time.perf_counter()``), at that moment, which depends on the machine."""

    start: int = 0
    work: int | None = None
    deadline: float | None = None

    @classmethod
    def of(cls, work: int | None, max_seconds: float | None) -> Limit:
        return cls(spent(), work, None if max_seconds is None else time.perf_counter() + max_seconds)

    def reached(self) -> bool:
        if self.work is not None and spent() - self.start >= self.work:
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline


@dataclass(frozen=True)
class Searched:
    """A search's choices (:func:`search`) with the tree they came from, whose lines a roll-out of one of its root
    actions follows (:func:`rolled_again`)."""

    choices: list[Choice]
    root: Node


class Budget(TypedDict, total=False):
    """What a search may spend and how it draws (:func:`searched`'s keywords, :func:`search`'s too)."""

    iterations: int
    seed: int
    max_seconds: float | None
    work: int | None
    lone_rolled: bool


def search(state: GameState, **budget: Unpack[Budget]) -> list[Choice]:
    """Search from ``state`` (not changed) and return the root's actions, best first: among those
    tried at least half as often as the most tried one (a child judged once has not yet met the
    rivals' replies), the highest margin first. The keywords are :func:`searched`'s.

    >>> import steamlab
    >>> g = steamlab.new_game("age_of_steam", players=3, seed=1)
    >>> lone, plain = search(g, iterations=24, lone_rolled=True), search(g, iterations=24)
    >>> len(lone), lone[0].rolled, plain[0].rolled, lone[0].action == plain[0].action
    (1, True, False, True)
    """
    return searched(state, **budget).choices


def searched(
    state: GameState,
    *,
    iterations: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    max_seconds: float | None = None,
    work: int | None = None,
    lone_rolled: bool = False,
) -> Searched:
    """:func:`search`, with the tree it grew (the same choices: ``search`` is this search's ``choices``).

    ``work`` caps the thinking in units of :mod:`~steamlab.bots.work` (the same stop on any machine);
    ``max_seconds`` in seconds (a stop that depends on the machine). ``lone_rolled``: where the root has one
    action only (a plan's move), roll it out too, at a strength that rolls out at all, so its figures are the
    turn's end's like those of a decision between several (the Hint's figures; the choice is the same).

    >>> import steamlab
    >>> g = steamlab.new_game("russian_railroads", players=2, seed=4)
    >>> found = searched(g, iterations=24)
    >>> found.choices == search(g, iterations=24) and set(found.root.children) >= {c.action for c in found.choices}
    True
    """
    limit = Limit.of(work, max_seconds)
    root, rng = _grown(state, iterations, seed, limit)
    spread = SPREAD.get(state.game, 8.0)
    mover = root.player
    order = {a: i for i, a in enumerate(root.actions or [])}
    tried = [(a, c) for a, c in root.children.items() if c.visits]
    most = max((c.visits for _, c in tried), default=0)
    tried.sort(key=lambda ac: (ac[1].visits * 2 < most, -margins(ac[1].value)[mover], order.get(ac[0], 0)))
    values = {a: c.value for a, c in tried}
    top: list[Action] = []
    lone = lone_rolled and len(tried) == 1
    for a, _ in tried[: rolled_out(iterations, [a for a, _ in tried], state.game)] if len(tried) > 1 or lone else []:
        if limit.reached():
            break
        outcome = _rolled_out_value(state, root, a, seed, rng, limit)
        if outcome is None:  # the time ran out in its first roll-out: the actions rolled out so far decide
            break
        values[a] = outcome
        top.append(a)
    alike = len(top) > 1 or (lone and len(top) == 1)
    if alike:  # the rolled-out actions first, by the margin at the turn's end
        head = sorted(top, key=lambda a: (-margins(values[a])[mover], order.get(a, 0)))
        tried = [(a, root.children[a]) for a in head] + tried[len(top) :]
    else:
        values.update((a, c.value) for a, c in tried)
    rolled = set(top) if alike else set()
    return Searched([Choice(a, c.visits, win_chances(values[a], spread)[mover], values[a][mover],
                            margins(values[a])[mover], a in rolled) for a, c in tried], root)


def rolled_again(
    state: GameState, found: Searched, actions: list[Action], rounds: int, work: int | None = None
) -> list[dict[Action, list[float]]]:
    """Every seat's projected scores at the turn's end after each of ``actions`` (root actions of ``found``, the
    search of ``state``), rolled out again (:func:`roll_out`: the mover along ``found``'s tree while it has a line,
    then every seat as greedy plays) in up to ``rounds`` rounds. Every action of a round draws from a fresh
    generator seeded alike (round ``k`` of the position, whatever the search's seed: common random numbers), so
    two actions meet the same luck, and none draws from the search's own generator: the search is not changed.
    With ``work`` (units of :mod:`~steamlab.bots.work`), the round the work runs out in is dropped, so every action
    has as many roll-outs as the others. A figure for reading (the Hint's), not for choosing: the search picked
    its best of single roll-outs, which reads high (docs/bots.md, "How steady the Hint's projection is").

    >>> import steamlab
    >>> g = steamlab.new_game("russian_railroads", players=2, seed=4)
    >>> found = searched(g, iterations=24)
    >>> first = [c.action for c in found.choices[:2]]
    >>> again = rolled_again(g, found, first, 3)
    >>> len(again), [set(run) == set(first) for run in again], again == rolled_again(g, found, first, 3)
    (3, [True, True, True], True)
    >>> rolled_again(g, found, first, 3, work=1)
    []
    """
    limit = Limit.of(work, None)
    out: list[dict[Action, list[float]]] = []
    for k in range(rounds):
        tag = f"again:{k}:{len(state.history)}"
        this: dict[Action, list[float]] = {}
        for a in actions:
            run = roll_out(state, found.root, a, random.Random(tag), limit)
            if run is None:
                return out
            this[a] = run
        out.append(this)
    return out


def _grown(state: GameState, iterations: int, seed: int, limit: Limit) -> tuple[Node, random.Random]:
    """The search tree of ``state`` after ``iterations`` (or up to ``limit``), and the search's generator."""
    if state.is_terminal() or state.current_player < 0:
        raise ValueError("search needs a position where a player is to move")
    rng = random.Random(f"search:{seed}:{len(state.history)}")
    root = Node()
    spread = SPREAD.get(state.game, 8.0)
    reserve = rollouts(iterations, state.game) > 0  # the bids a roll-out judges keep the seat's means (AUCTION_RESERVE)
    for i in range(max(2, iterations)):  # the first iteration only expands the root
        _iterate(state, root, rng, spread, reserve)
        if i >= 1 and limit.reached():
            break  # (after a child is judged: a search always has a move to give)
    return root, rng


def judge(
    state: GameState, actions: list[Action], *, iterations: int = DEFAULT_ITERATIONS, seed: int = 0, repeats: int = 1
) -> dict[Action, float]:
    """The mover's projected lead (margin) after each of ``actions``, every one judged alike: the position
    searched as :func:`search` does, then each action rolled out to the end of the turn (:func:`roll_out`: the
    mover along the tree's best line while it has one, then as the greedy bot plays) ``repeats`` times the
    rule set's :data:`ROLLOUT_REPEATS`, and the margin at the turn's end averaged. A game review compares the
    move played with the computer's this way, whether or not the search kept the played move among its own.

    >>> import steamlab
    >>> g = steamlab.new_game("steam", players=3, rules="base", seed=2)
    >>> a, b = g.legal_actions()[:2]
    >>> judged = judge(g, [a, b], iterations=8)
    >>> set(judged) == {a, b} and judge(g, [a, b], iterations=8) == judged
    True
    """
    root, rng = _grown(state, iterations, seed, Limit())
    out = {}
    for a in actions:
        runs = [_rolled_out_value(state, root, a, seed + k, rng) for k in range(repeats)]
        values = [r for r in runs if r is not None]
        mean = [sum(v[p] for v in values) / len(values) for p in range(len(values[0]))]
        out[a] = margins(mean)[root.player]
    return out


def _rolled_out_value(
    state: GameState, root: Node, action: Action, seed: int, rng: random.Random, limit: Limit | None = None
) -> list[float] | None:
    """Every seat's projected scores after ``action``'s roll-outs (:func:`roll_out`): one, or the mean of
    :data:`ROLLOUT_REPEATS`, each from its own alike-seeded generator in the games of
    :data:`COMMON_GENERATOR` (the first as before), from the search's generator elsewhere.

    With a ``limit``, a roll-out the limit is reached in is dropped: the mean of those finished, ``None`` if
    none was."""
    repeats = ROLLOUT_REPEATS.get(rule_set_key(state), 1)
    runs = []
    for k in range(repeats):
        tag = f"roll-out:{seed}:{len(state.history)}" + (f":{k}" if k else "")
        generator = random.Random(tag) if state.game in COMMON_GENERATOR else rng
        run = roll_out(state, root, action, generator, limit)
        if run is None:
            break
        runs.append(run)
    if not runs:
        return None
    return [sum(run[p] for run in runs) / len(runs) for p in range(len(runs[0]))]


def rollouts(iterations: int, game: str = "") -> int:
    """Root actions judged by a roll-out at a strength of ``iterations`` leaves in ``game`` (see
    :data:`ROLLOUT_EVERY`, :data:`ROLLOUT_EVERY_GAME`).

    >>> [rollouts(n) for n in (8, 16, 24, 48, 200)], [rollouts(n, "russian_railroads") for n in (16, 24, 48)]
    ([0, 0, 2, 4, 8], [0, 4, 8])
    """
    if iterations // ROLLOUT_EVERY < 2:
        return 0
    return min(ROOT_WIDTH, iterations // ROLLOUT_EVERY_GAME.get(game, ROLLOUT_EVERY))


def rolled_out(iterations: int, tried: list[Action], game: str) -> int:
    """How many of the root's ``tried`` actions (best first) are rolled out in ``game``: :func:`rollouts`,
    or every one of them in the games of :data:`ROLL_OUT_ALL` (Steam) -- at a strength with roll-outs at all.

    >>> from steamlab.games.rails.actions import Bid, ChooseAction, DropOut, EndBuild
    >>> tiles = [ChooseAction(t) for t in ("a", "b", "c", "d", "e", "f")]
    >>> rolled_out(48, tiles, "steam"), rolled_out(48, tiles, "age_of_steam")
    (6, 4)
    >>> rolled_out(48, [EndBuild()] * 6, "steam"), rolled_out(8, [Bid(0), DropOut()], "steam")
    (6, 0)
    """
    n = rollouts(iterations, game)
    return len(tried) if n and game in ROLL_OUT_ALL else n


def epoch(state: GameState) -> int:
    """The game's turn (Steam, Age of Steam) or round (Russian Railroads): a roll-out ends where it
    changes, so every root action is judged at the same moment of the game.

    >>> import steamlab
    >>> epoch(steamlab.new_game("russian_railroads", players=2, seed=1))
    1
    """
    return int(getattr(state, state.info.clock))


def roll_out(
    start: GameState, root: Node, action: Action, rng: random.Random, limit: Limit | None = None
) -> list[float] | None:
    """Every seat's projected scores at the end of this game turn (round) after ``action``: the mover
    goes on along the tree's best line for its turn, then every seat plays as the greedy bot does (the
    mover judging more actions, :data:`ROLLOUT_MOVER_SAMPLE`, taking First Build where its projection ties,
    :data:`ROLLOUT_MOVER_PREFERS`, and by its margin in the games of
    :data:`MARGIN_MOVER`) until the turn (round) changes, the game ends or chance
    is to act (Age of Steam's goods growth and Production draws: the roll-out stops there, since one
    sampled outcome moved the projections more than the actions compared differ -- measured, 1 strong
    vs 3 greedy from seed 1000: sampled, the strong seat's win rate was 0.46 in 24 games; stopping,
    0.56 in 16, the tree alone 0.50 in those 16).

    ``start`` is not changed; ``root`` is the searched tree whose child ``action`` is followed. With a
    ``limit`` reached before the roll-out ends: ``None``."""
    state = start.copy()
    state.auto_chance = False
    mover = root.player
    end = epoch(state) + ROLLOUT_TURNS
    state.apply(action)
    node: Node | None = root.children.get(action)
    for _ in range(ROLLOUT_MOVES):
        if state.is_terminal() or epoch(state) >= end:
            break
        if limit is not None and limit.reached():
            return None
        if state.current_player == CHANCE:
            break  # one sampled draw or dice roll is noise wider than the gaps between the actions
        line = node.best_move() if node is not None and node.player == state.current_player == mover else None
        if line is not None and state.why_illegal(line[0]) is None:
            step, node = line
        else:
            ours = state.current_player == mover
            through = ROLLOUT_THROUGH.get(state.game, 0) if ours else 0
            value: Value = projected_margin if ours and state.game in MARGIN_MOVER else heuristic
            if through:
                value = looking_through(through)
            sample = ROLLOUT_MOVER_SAMPLE.get(state.game, GREEDY_SAMPLE) if ours else GREEDY_SAMPLE
            prefer = ROLLOUT_MOVER_PREFERS.get(state.game, ()) if ours else ()
            step, node = greedy_bot(state, rng, value, sample, prefer), None
        state.apply(step)
    return projected_scores(state)


def best_action(
    state: GameState,
    *,
    iterations: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    max_seconds: float | None = None,
    work: int | None = None,
) -> Action:
    """The strong bot's move: the first of :func:`search` (the only legal one, without a search)."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    return search(state, iterations=iterations, seed=seed, max_seconds=max_seconds, work=work)[0].action


def settled(state: GameState, player: int, decisions: int) -> GameState:
    """``state`` once the decisions still ``player``'s own in it (what a placement left to carry out) are taken
    greedily, each by the projection one step on, at most ``decisions`` of them: ``state`` itself when there are
    none, else a copy (``state`` is not changed)."""
    here = state
    for _ in range(decisions):
        if here.is_terminal() or here.current_player != player or not getattr(here, "pending", None):
            break
        best: tuple[float, GameState] | None = None
        for action in here.legal_actions():
            trial = here.copy()
            trial.auto_chance = False
            try_out(trial, action)
            worth = heuristic(trial, player)
            if best is None or worth > best[0]:
                best = (worth, trial)
        if best is None:
            break
        here = best[1]
    return here


def through_value(state: GameState, player: int, decisions: int) -> float:
    """``player``'s projected score once the decisions still its own in ``state`` are taken greedily
    (:func:`settled`, at most ``decisions``). A placement is judged by what it does, not by the projection's guess
    at its effects still to come.

    >>> import steamlab
    >>> from steamlab.games.russian_railroads.actions import Place
    >>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
    >>> while g.phase == "setup":
    ...     g.apply(g.legal_actions()[0])
    >>> g.apply(Place("industry_2"))  # two industry steps to take: the projection's guess at them is too high here
    >>> through_value(g, g.current_player, 0) == heuristic(g, g.current_player) > through_value(g, g.current_player, 4)
    True
    """
    return heuristic(settled(state, player, decisions), player)


def looking_through(decisions: int) -> Value:
    """A bot's judgement of a position (``value(state, player)``) by :func:`through_value` with ``decisions``."""

    def value(state: GameState, player: int) -> float:
        return through_value(state, player, decisions)

    return value


def _expand(node: Node, state: GameState, rng: random.Random, root: bool, reserve: bool = False) -> None:
    """Give ``node`` its actions: the best :data:`ROOT_WIDTH` (root) or :data:`WIDTH` candidates by the projection,
    the safe ones first; with ``reserve`` (a search with roll-outs), Steam standard's bids within the seat's means
    (:func:`steamlab.bots.steam_plan.within_means`)."""
    node.player = state.current_player
    options = candidates(state, rng, ROOT_SAMPLE if root else INNER_SAMPLE)
    if reserve:
        options = within_means(state, options)
    through = SEE_THROUGH.get(state.game, 0) if root else 0
    value = looking_through(through) if through else heuristic
    scored = judged(state, options, finish_links=root, careful=True, value=value)
    safe = [a for ok, _, a in scored if ok]
    node.actions = (safe or [a for _, _, a in scored])[: ROOT_WIDTH if root else WIDTH]


def _iterate(start: GameState, root: Node, rng: random.Random, spread: float, reserve: bool = False) -> None:
    state = start.copy()
    state.auto_chance = False
    node = root
    path = [root]
    for _ in range(MAX_DEPTH):
        if state.is_terminal():
            break
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        if not FOLLOW_RIVALS and node is not root and state.current_player != root.player:
            if node.leaf:  # this line was judged before: its end is the same position
                for n in reversed(path):
                    n.back_up(node.leaf)
                return
            break
        if node.actions is None:
            _expand(node, state, rng, node is root, reserve)
            break
        if node.player != state.current_player:
            break  # a different chance outcome changed who moves: judge here
        action = _select(node, spread)
        if state.why_illegal(action) is not None:
            break
        state.apply(action)
        node = node.children.setdefault(action, Node())
        path.append(node)
    through = LEAF_THROUGH.get(state.game, 0)
    if through and not state.is_terminal() and state.current_player == root.player:
        state = settled(state, root.player, through)
    scores = projected_scores(state)
    for n in reversed(path):
        n.back_up(scores)


def _select(node: Node, spread: float) -> Action:
    assert node.actions is not None
    for a in node.actions:
        if a not in node.children or not node.children[a].visits:
            return a
    log_n = math.log(node.visits or 1)
    p = node.player

    def ucb(a: Action) -> float:
        c = node.children[a]
        return margins(c.value)[p] / spread + EXPLORATION * math.sqrt(log_n / c.visits)

    return max(node.actions, key=ucb)
