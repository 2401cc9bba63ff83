"""Hints: the computer's own advice for the player to move, with its figures and its reasons.

``hint(state)`` runs exactly the search a computer seat runs
(:func:`steamlab.bots.computer.computer_choices`: at the default strength,
:data:`~steamlab.bots.search.DEFAULT_ITERATIONS` positions, or at ``iterations``; seeded from the position; its
work capped in projections, not seconds), so the first hint *is* the computer's move at that strength: a seat that
always follows it plays as a computer seat plays, and the same position gives the same hints on any machine.

Each hint carries two figures, both in points (not chances):

* ``lead`` -- the mover's projected final score minus the best rival's, after the rest of the turn is played
  out (the figure the computer ranks its moves by; the list is in this order);
* ``score`` -- the mover's projected final score.

Both are shown as forecasts (:mod:`steamlab.bots.forecast`): the projection mapped, for the turns still to come, by
the line computer self-play fitted from projections to final scores. The line rises, so the order is the search's.

Its reason says what the move does in this position -- the hex, tile and price of a build and the link it
completes or the city it heads for; a delivery's route through every town and who scores; a bid against the
money in hand; a share issue's money now and expenses to come -- then the line of the projection it raises
most, and what it is worth next to the next choice.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=4)
>>> hints = hint(g, iterations=8)
>>> all(g.why_illegal(h.action) is None for h in hints), len(hints) <= 3
(True, True)
>>> [h.lead for h in hints] == sorted((h.lead for h in hints), reverse=True)
True
>>> hints[0].reason("en") != "" and hints[0].reason("ja") != ""
True
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Any

from steamlab.bots.computer import computer_search, hint_work
from steamlab.bots.evaluate import margins, projections, rule_set_key
from steamlab.bots.forecast import Line, line_for
from steamlab.bots.planner import open_routes
from steamlab.bots.search import DEFAULT_ITERATIONS, Choice, Searched, rolled_again
from steamlab.bots.work import spent
from steamlab.core.errors import SteamlabError
from steamlab.core.hexgrid import parse_label
from steamlab.engine.state import Action, GameState
from steamlab.games.rails.game import RailGame
from steamlab.games.rails.links import board_links
from steamlab.i18n import Message, catalogue, msg
from steamlab.i18n.describe import describe_action
from steamlab.i18n.words import separator

HINT_ITERATIONS = DEFAULT_ITERATIONS
"""Positions a hint weighs: a computer seat's default strength, so the first hint is the computer's move."""


READ_AGAIN: dict[str, int] = {"russian_railroads": 3}
"""Rule sets (:func:`~steamlab.bots.evaluate.rule_set_key`) whose Hint figures are read again: each line the Hint
shows rolled out to the turn's end this many more times, from fresh generators seeded alike (:func:`read_again`),
and its figures the mean of those roll-outs instead of the search's own. Russian Railroads rolls each root action
out once (:data:`~steamlab.bots.search.ROLLOUT_REPEATS`) and its search shows the best of up to eight single
roll-outs, whose lead for one action ranges over 25-36 points: the figure was the luckiest draw, and jumped with
how many actions had been drawn (docs/bots.md, "How steady the Hint's projection is", and "The Hint's figures
read again"). Steam standard and Age of Steam already average 2 and 4 roll-outs an action (not read again). The
moves are the search's: only the figures change, and only in the Hint (a computer seat shows no figure)."""
LEAST_ROUNDS = 2
"""Rounds of :func:`read_again` a figure needs to replace the search's: with fewer the spread is unknown, and the
search's own figures stay."""


LINES = ("score", "track", "deliveries", "plan", "future", "locomotive", "money", "shortfall", "pending", "out",
         "rounds", "final", "rubles", "workers", "growth", "underway")
"""The projection lines a reason may name (``hint.line.<line>`` in the catalogue)."""


@dataclass(frozen=True)
class Hint:
    """One suggested action with the search's figures for it and why.

    ``lead`` and ``score`` are NaN for the only legal move (nothing was weighed).
    """

    action: Action
    lead: float
    """Projected final score minus the best rival's, after this turn is played out (points, as a forecast)."""
    score: float
    """Projected final score (points, as a forecast: :mod:`steamlab.bots.forecast`)."""
    visits: int
    what: Message
    """What the move does in this position (see the module docstring)."""
    line: str
    """The projection line the move raises most (a key of :data:`LINES`, or ``""``)."""
    gain: float
    versus: Message | None = None
    """Its lead next to the next choice's (``None`` for the last one, or the only move)."""
    why: Message | None = None
    """The line it raises said of this position (the planned link it pays towards), instead of the line's
    general words (``None``: those)."""
    projection: float = math.nan
    """The projected final score before :attr:`score` maps it to a forecast (the search's own, or read again)."""
    rollouts: int = 0
    """Roll-outs ``lead`` and ``score`` are the mean of, read again for the Hint (:data:`READ_AGAIN`); 0: the
    search's own figures."""

    def raises(self) -> Message | None:
        """The line the move raises, in this position's words where there are some (the planned link it pays
        towards), else the line's general words; ``None`` when no line rises."""
        if not self.line:
            return None
        return self.why or msg(f"hint.line.{self.line}", n=round(self.gain))

    def because(self) -> Message:
        """The whole reason as one message: what it does, then the line it raises (when one rises)."""
        why = self.raises()
        return self.what if why is None else msg("hint.because", what=self.what, why=why)

    def reason(self, lang: str = "en", names: list[str] | None = None) -> str:
        """The reason in ``"en"`` or ``"ja"``, with the comparison to the next choice."""
        if lang not in ("en", "ja"):
            raise SteamlabError(f"hint reasons are in 'en' or 'ja', not {lang!r}")
        text = self.because().render(lang, names)
        if self.versus is not None:
            text += separator("sentences", lang) + self.versus.render(lang, names)
        return text

    def figures(self, lang: str = "en") -> str:
        """``lead +3.2, final score 14.1`` (empty for the only legal move)."""
        if math.isnan(self.lead):
            return ""
        return msg("hint.figures", lead=f"{self.lead:+.1f}", score=f"{self.score:.1f}").render(lang)

    def __str__(self) -> str:
        figures = self.figures()
        return f"{self.action}: {figures + ' - ' if figures else ''}{self.reason()}"


def hint(
    state: GameState,
    n: int = 3,
    *,
    iterations: int = HINT_ITERATIONS,
) -> list[Hint]:
    """The computer's best ``n`` actions for the player to move, its own choice first, then the others it
    weighed the same way, by ``lead`` (fewer if fewer were weighed alike).

    In the rule sets of :data:`READ_AGAIN` the figures of lines rolled out are read again (:func:`read_again`)
    with the work the search left of the Hint's (:func:`~steamlab.bots.computer.hint_work`); the first line is
    still the computer's choice, the others follow by their figures read again, and each line's comparison with
    the next says what those figures show (:func:`versus`: within the roll-outs' spread, or behind, where the
    computer's choice now reads so)."""
    if state.is_terminal() or state.current_player < 0:
        raise SteamlabError("There is no player to move here: a hint needs a player's decision.")
    legal = state.legal_actions()
    if len(legal) == 1:
        line, gain, why = _main_line(state, legal[0])
        return [Hint(legal[0], math.nan, math.nan, 1, msg("hint.only"), line, gain, why=why)]
    before = spent()
    found = computer_search(state, iterations, lone_rolled=True)  # every first line read at the turn's end
    kept = comparable(found.choices)[:n]
    read = read_again(state, found, kept, hint_work(state) - (spent() - before))  # the work the search left
    order = [0] + sorted(range(1, len(kept)), key=lambda i: -read[i].lead)  # the computer's choice stays first
    out = []
    for place, i in enumerate(order):
        choice, raw = kept[i], read[i]
        figures = raw.forecast(line_for(state, rolled=choice.rolled))  # shown as a forecast; the order stays
        said = None
        if place + 1 < len(order):
            other = order[place + 1]
            beside = read[other].forecast(line_for(state, rolled=kept[other].rolled))
            said = versus(figures, beside, describe_action(state, kept[other].action))
        line, gain, why = _main_line(state, choice.action)
        what = what_it_does(state, choice.action)
        out.append(Hint(choice.action, figures.lead, figures.score, choice.visits, what, line, gain, said,
                        _said_once(what, why), raw.score, figures.rollouts))
    return out


@dataclass(frozen=True)
class Figures:
    """A line's figures as the Hint shows them: the search's own, or the mean of roll-outs read again."""

    lead: float
    score: float
    leads: tuple[float, ...] = ()
    """Each roll-out's lead, round by round (empty: the search's own figures); rounds are seeded alike across
    the lines, so two lines' leads of one round met the same luck."""

    @property
    def rollouts(self) -> int:
        """Roll-outs the figures are the mean of (0: the search's own)."""
        return len(self.leads)

    @classmethod
    def of(cls, choice: Choice) -> Figures:
        """The search's own figures for ``choice``."""
        return cls(choice.lead, choice.mean_score)

    def forecast(self, line: Line) -> Figures:
        """These figures as a forecast (:mod:`steamlab.bots.forecast`): the score mapped by ``line``, every lead
        scaled by its slope.

        >>> from steamlab.bots.forecast import Line
        >>> Figures(4.0, 10.0, (2.0, 6.0)).forecast(Line(0.5, 20.0))
        Figures(lead=2.0, score=25.0, leads=(1.0, 3.0))
        """
        return Figures(line.lead(self.lead), line.final(self.score), tuple(line.lead(x) for x in self.leads))


def read_again(state: GameState, found: Searched, kept: list[Choice], work: int) -> list[Figures]:
    """The figures of the ``kept`` lines of ``found`` (the search of ``state``): in the rule sets of
    :data:`READ_AGAIN`, where they were rolled out, the mean of that many fresh roll-outs each
    (:func:`~steamlab.bots.search.rolled_again`, within ``work`` units; at least :data:`LEAST_ROUNDS`, else the
    search's own figures), the lead taken from the mean scores as the search takes it; else the search's own.

    >>> import steamlab
    >>> from steamlab.bots.computer import computer_search
    >>> g = steamlab.new_game("russian_railroads", players=3, seed=2)
    >>> found = computer_search(g, 24)
    >>> read = read_again(g, found, found.choices[:3], 10**6)
    >>> [f.rollouts for f in read], read_again(g, found, found.choices[:3], 1) == [Figures.of(c) for c in found.choices[:3]]
    ([3, 3, 3], True)
    """
    own = [Figures.of(c) for c in kept]
    rounds = READ_AGAIN.get(rule_set_key(state), 0)
    if not rounds or not kept or not all(c.rolled for c in kept):
        return own
    runs = rolled_again(state, found, [c.action for c in kept], rounds, work)
    if len(runs) < LEAST_ROUNDS:
        return own
    mover = state.current_player
    out = []
    for c in kept:
        scores = [run[c.action] for run in runs]
        mean = [sum(s[p] for s in scores) / len(scores) for p in range(len(scores[0]))]
        out.append(Figures(margins(mean)[mover], mean[mover], tuple(margins(s)[mover] for s in scores)))
    return out


def spread(mine: Figures, other: Figures) -> float:
    """How far apart two lines' leads read again may come by the roll-outs' luck alone: twice the standard error of
    their round-by-round difference (about a 95% margin); 0 where either is the search's own figure.

    >>> round(spread(Figures(3.0, 50.0, (10.0, -4.0, 3.0)), Figures(1.0, 48.0, (8.0, -2.0, -3.0))), 2)
    4.62
    >>> spread(Figures(3.0, 50.0), Figures(1.0, 48.0))
    0.0
    """
    if not mine.leads or len(mine.leads) != len(other.leads):
        return 0.0
    gaps = [a - b for a, b in zip(mine.leads, other.leads, strict=True)]
    return 2 * statistics.stdev(gaps) / math.sqrt(len(gaps)) if len(gaps) > 1 else 0.0


def versus(mine: Figures, other: Figures, name: Any) -> Message:
    """A line's lead next to the next line's (``name``): so many points more; about the same, within the
    roll-outs' :func:`spread`; or, figures read again, so many points less (the computer's choice stays first, as
    its search ranked it, but the text never claims a lead its figures contradict).

    >>> print(versus(Figures(5.0, 60.0), Figures(2.0, 55.0), "B"))
    3.0 points more projected lead than B
    >>> print(versus(Figures(3.0, 50.0, (10.0, -4.0, 3.0)), Figures(1.0, 48.0, (8.0, -2.0, -3.0)), "B"))
    about as much projected lead as B: within the roll-outs' spread (4.6 points)
    >>> print(versus(Figures(-9.0, 40.0, (-10.0, -8.0, -9.0)), Figures(1.0, 48.0, (0.0, 2.0, 1.0)), "B"))
    10.0 points less projected lead than B, read again (the computer's search put this move first)
    """
    d = mine.lead - other.lead
    wide = spread(mine, other)
    if abs(d) < wide:
        return msg("hint.versus_spread", other=name, spread=f"{wide:.1f}")
    if d >= 0.05:
        return msg("hint.versus", d=f"{d:.1f}", other=name)
    if d <= -0.05:
        return msg("hint.versus_behind", d=f"{-d:.1f}", other=name)
    return msg("hint.versus_equal", other=name)


def _said_once(what: Message, why: Message | None) -> Message | None:
    """``why`` without the link ``what`` has named already: a track that heads for the planned link's city says
    only that this is the link the computer plans next, and the cubes it would carry.

    >>> towards = msg("hint.build_towards", tile="straight", at="B3", cost=3, start="Wheeling", target="Pittsburgh", more=2)
    >>> plan = msg("hint.line.plan_route", start="Wheeling", target="Pittsburgh", cost=2, n=3)
    >>> print(msg("hint.because", what=towards, why=_said_once(towards, plan)))  # doctest: +NORMALIZE_WHITESPACE
    lays a tile on B3 (straight) for $3: your track from Wheeling heads for Pittsburgh (about $2 more to finish);
    the link the computer plans next (3 cubes to carry)
    """
    if why is None or why.key != "hint.line.plan_route" or not what.key.startswith("hint.build_towards"):
        return why
    if (what.params["start"], what.params["target"]) != (why.params["start"], why.params["target"]):
        return why
    return msg("hint.line.plan_same", n=why.params["n"])


def comparable(found: list[Choice]) -> list[Choice]:
    """The search's choices judged the same way as its first (all rolled out, or all by the tree alone), in
    the search's order, which is by ``lead``: figures side by side only where they mean the same thing."""
    if not found:
        return []
    if found[0].rolled:
        return [c for c in found if c.rolled]
    most = max(c.visits for c in found)
    return [c for c in found if not c.rolled and c.visits * 2 >= most]  # the tree's own order: by lead


def _main_line(state: GameState, action: Action) -> tuple[str, float, Message | None]:
    """The projection line ``action`` raises most for the mover, by how much (``("", 0.0, None)`` if none),
    and, for the ``plan`` line, the planned link it pays towards, in this position's names and numbers."""
    mover = state.current_player
    before = projections(state)[mover].parts
    after_state = state.copy()
    after_state.auto_chance = False
    after_state.apply(action)
    projected = projections(after_state)[mover]
    best, gain = "", 0.0
    for key, value in projected.parts.items():
        delta = value - before.get(key, 0.0)
        if key in LINES and delta > gain + 1e-9:
            best, gain = key, delta
    why = None
    if best == "plan" and projected.plan is not None and projected.plan.route is not None:
        route, board = projected.plan.route, after_state.board  # type: ignore[attr-defined]
        why = msg("hint.line.plan_route", start=board.place_name(route.route.start),
                  target=board.place_name(route.route.target), cost=projected.plan.cost, n=projected.plan.goods)
    return best, gain, why


def what_it_does(state: GameState, action: Action) -> Message:
    """What ``action`` does for the player to move, in the position's names and numbers.

    >>> import steamlab
    >>> g = steamlab.new_game("age_of_steam", players=3, seed=1)
    >>> g.phase
    'shares'
    >>> print(what_it_does(g, next(a for a in g.legal_actions() if getattr(a, "count", 0) == 2)))
    issues 2 shares: $10 now, and $2 more expenses every turn for the 10 turns left ($20 in all)
    """
    if isinstance(state, RailGame):
        said = _rail_move(state, action)
        if said is not None:
            return said
    described = describe_action(state, action)
    return described if isinstance(described, Message) else msg("hint.plain", what=described)


def _rail_move(state: RailGame, action: Action) -> Message | None:
    mover = state.current_player
    seat = state.seats[mover]
    kind = action.kind
    if kind == "build":
        return _build(state, action)
    if kind == "move_goods":
        return _delivery(state, action)
    if kind == "bid":
        return msg("hint.bid", amount=action.amount, cash=seat.cash)  # type: ignore[attr-defined]
    if kind == "drop_out":
        return msg("hint.drop_out", cash=seat.cash)
    if kind == "issue_shares":
        count = action.count  # type: ignore[attr-defined]
        if count == 0:
            return msg("hint.no_shares", expenses=_expenses(state, seat))
        price = int(state.data.get("share_price", 5))
        turns = max(1, int(state.total_turns) - int(state.turn) + 1)
        return msg("hint.shares", n=count, amount=count * price, turns=turns, total=count * turns)
    if kind == "raise_capital":
        steps = action.steps  # type: ignore[attr-defined]
        return msg("hint.capital", amount=steps * int(state.data.get("capital_step", 5)), steps=steps)
    if kind == "choose_action":
        tile = action.tile  # type: ignore[attr-defined]
        cost = state.action_cost(mover, tile) if hasattr(state, "action_cost") else 0
        took = msg("hint.tile_cost", tile=tile, cost=cost) if cost else msg("hint.tile", tile=tile)
        effect = f"hint.does.{tile}"
        if tile == "turn_order":  # the tile's effect differs between the rule sets
            effect = "hint.does.turn_order_base" if getattr(state, "rules", "") == "base" else "hint.does.turn_order_pass"
        return msg("hint.does", what=took, effect=msg(effect)) if effect in catalogue() else took
    if kind == "upgrade_locomotive":
        return msg("hint.locomotive", n=seat.locomotive + 1)
    if kind == "end_build":
        return msg("hint.end_build", cash=seat.cash)
    if kind == "pass_move":
        return msg("hint.pass_move")
    return None


def _build(state: RailGame, action: Any) -> Message:
    mover = state.current_player
    after = state.copy()
    after.auto_chance = False
    after.apply(action)
    cost = state.seats[mover].cash - after.seats[mover].cash
    at = parse_label(action.at)
    board = after.board
    mine = [link for link in board_links(board) if link.owner == mover and any(h == at for h, _ in link.pieces)]
    said = dict(tile=action.tile, at=action.at, cost=cost)
    for link in mine:
        if link.end is not None:
            return msg("hint.build_completes", **said, start=board.place_name(link.start.hex),
                       end=board.place_name(link.end.hex))
    for link in mine:
        start = board.place_name(link.start.hex)
        routes = [r for r in open_routes(board, board_links(board), mover)
                  if r.first > 0 and r.route.start == link.start.hex and at in r.route.hexes[: r.first]]
        if routes:
            best = min(routes, key=lambda r: r.cost(state.game))
            return msg("hint.build_towards", **said, start=start, target=board.place_name(best.route.target),
                       more=best.cost(state.game))
        return msg("hint.build_extends", **said, start=start, n=link.length())
    return msg("hint.build", **said)


def _delivery(state: RailGame, action: Action) -> Message | None:
    delivery = next((d for d in state.deliveries() if d.move == action), None)
    return None if delivery is None else delivery_words(state.board, delivery)


def delivery_words(board: Any, delivery: Any) -> Message:
    """A delivery named so that no other can be taken for it: its cube, every stop on its route and what each
    owner earns (two routes through the same towns over different players' links read apart).

    >>> from steamlab.games.rails.delivery import DeliveryRules, legal_deliveries
    >>> from steamlab.games.rails.sample import dense_network
    >>> board = dense_network("rust_belt", seed=1)
    >>> print(delivery_words(board, legal_deliveries(board, DeliveryRules("age_of_steam"), 0, 2)[0]))
    moves the purple cube St. Louis → Des Moines → Kansas City: Player 4 +2
    """
    stops = [delivery.legs[0].start.hex] + [leg.end.hex for leg in delivery.legs]
    route: Any = board.place_name(stops[0])
    for h in stops[1:]:
        route = msg("hint.then", before=route, stop=board.place_name(h))
    points = [msg("hint.earns", player=p, n=n) for p, n in delivery.points]
    return msg("hint.deliver", colour=delivery.move.color, route=route, points=points)


def _expenses(state: RailGame, seat: Any) -> int:
    """What ``seat`` pays at each expenses phase (Age of Steam: a dollar per share issued, plus its locomotive)."""
    return int(getattr(seat, "shares", 0)) + int(getattr(seat, "locomotive", 0))


def weighing(state: GameState) -> Message:
    """What the computer weighs for the player to move: how many legal moves, of which kinds.

    >>> import steamlab
    >>> print(weighing(steamlab.new_game("age_of_steam", players=3, seed=1)))
    weighing 14 moves: Issue shares (14)
    """
    counts: dict[str, int] = {}
    for action in state.legal_actions():
        counts[action.kind] = counts.get(action.kind, 0) + 1
    kinds = [msg("hint.kind_count", kind=msg(f"kind.{kind}"), n=n) for kind, n in counts.items()]
    return msg("hint.weighing", n=sum(counts.values()), kinds=kinds)
