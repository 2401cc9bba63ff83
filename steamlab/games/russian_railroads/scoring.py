"""Round scoring of a player board with its working, and the final scoring.

Per round (seed 004, scoring): each railway scores the spaces its
locomotive(s) reach; a space scores the colour of the rearmost rail at or
ahead of it (rails "fill in" the spaces behind them), doubled by a doubler
above it (Trans-Siberian) or by the St. Petersburg grey bonus; Kiev adds its
stars and the medal; each industry marker scores its printed value, or the
last printed value before it.

:func:`score_board` is the calculator: a board described in a few lines of
data gives a :class:`RoundScore`. The seed's Trans-Siberian example:

>>> s = score_board({"trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]},
...                  "doublers": 1})
>>> s.railway_total("Trans-Siberian"), s.total
(12, 12)
>>> print(s.items[0].label)
Trans-Siberian space 1: brown 2 x2 (doubler)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from steamlab.core.errors import DataError
from steamlab.engine.state import ScoreItem
from steamlab.games.russian_railroads.board import TS, PlayerBoard, loco_value
from steamlab.games.russian_railroads.data import COLOURS, RulesData, rules_data
from steamlab.i18n import Message, msg


@dataclass(frozen=True)
class RoundScore:
    """A board's round score: one :class:`ScoreItem` per scoring line (and the same as data in ``detail``)."""

    items: tuple[ScoreItem, ...]
    detail: BoardScore | None = None

    @property
    def total(self) -> int:
        return sum(i.points for i in self.items)

    def railway_total(self, name: str) -> int:
        """Points of the lines whose label starts with ``name`` (a railway or "industry")."""
        return sum(i.points for i in self.items if i.label.startswith(name))

    def explain(self) -> str:
        """The working as text."""
        return "\n".join([*(f"{i.label}: {i.points}" for i in self.items), f"total: {self.total}"])


def st_petersburg_doubled(data: RulesData, board: PlayerBoard, railway: int) -> bool:
    """Whether the railway's doubling bonus (St. Petersburg: grey and locomotive at 7) holds."""
    doubling = data.railways[railway].doubling
    if doubling is None:
        return False
    space, colour = doubling
    return board.rails[railway][colour] >= space and board.reach(railway) >= space


def round_points(data: RulesData, board: PlayerBoard) -> int:
    """The round score of ``board`` as a number (the fast path of :func:`round_score`)."""
    values = data.colour_revalued if board.revalued else data.colour_points
    total = 0
    for r, rw in enumerate(data.railways):
        row = board.rails[r]
        reach = min(board.reach(r), rw.length)
        sub = 0
        start = 1
        for c in range(len(row) - 1, -1, -1):
            pos = row[c]
            if not pos:
                continue
            end = pos if pos < reach else reach
            if end >= start:
                sub += values[c] * (end - start + 1)
                if r == TS and board.doublers >= start:
                    sub += values[c] * (min(end, board.doublers) - start + 1)
            start = pos + 1
        if st_petersburg_doubled(data, board, r):
            sub *= 2
        for s, vp in rw.stars:
            if row[0] >= s and reach >= s:
                sub += vp
        if rw.medal is not None and board.medal:
            s, c, vp = rw.medal
            if row[c] >= s and reach >= s:
                sub += vp
        total += sub
    for m in board.markers:
        total += data.industry_vp(m)
    return total


class SpaceScore(NamedTuple):
    """One railway space in the locomotives' reach: the colour filling it and what it scores (a light tuple)."""

    space: int
    colour: int
    base: int
    """The colour's points (revalued if the board is)."""
    doubler: bool
    """A doubler lies above it (Trans-Siberian)."""
    doubled: bool
    """The railway's doubling bonus holds (St. Petersburg: grey and locomotive at 7)."""

    @property
    def points(self) -> int:
        return self.base * (2 if self.doubler else 1) * (2 if self.doubled else 1)


@dataclass(frozen=True)
class RailwayScore:
    """A railway's part of the round score: the spaces in reach, then stars and medal."""

    railway: int
    name: str
    reach: int
    spaces: tuple[SpaceScore, ...]
    stars: tuple[tuple[int, int], ...]
    """(space, VP) of the Kiev stars reached by black rail and locomotive."""
    medal: int
    """The Kiev medal's VP if it holds, else 0."""
    doubled: bool

    @property
    def total(self) -> int:
        return sum(s.points for s in self.spaces) + sum(vp for _, vp in self.stars) + self.medal


@dataclass(frozen=True)
class BoardScore:
    """A board's round score as structured data (what :func:`round_score` words and the renderer draws)."""

    railways: tuple[RailwayScore, ...]
    industry: tuple[tuple[int, int], ...]
    """(space, VP) per industry marker."""

    @property
    def total(self) -> int:
        return sum(r.total for r in self.railways) + sum(vp for _, vp in self.industry)


def board_score(data: RulesData, board: PlayerBoard) -> BoardScore:
    """The round score of ``board`` space by space, as data.

    >>> from steamlab.games.russian_railroads.board import PlayerBoard
    >>> b = PlayerBoard.new(rules_data(), workers=5, rubles=1)
    >>> b.rails[0][:3] = [9, 7, 3]; b.unlocked[:3] = [True, True, True]; b.locos[0] = [2, 6]; b.doublers = 1
    >>> ts = board_score(rules_data(), b).railways[0]
    >>> ts.reach, [s.points for s in ts.spaces], ts.total
    (8, [4, 2, 2, 1, 1, 1, 1, 0], 12)
    """
    values = data.colour_revalued if board.revalued else data.colour_points
    railways = []
    for r, rw in enumerate(data.railways):
        row = board.rails[r]
        reach = min(board.reach(r), rw.length)
        doubled = st_petersburg_doubled(data, board, r)
        cells = []
        start = 1  # each rail fills the spaces from the rail behind it up to its own, within reach
        doublers = board.doublers if r == TS else 0
        for c in range(len(row) - 1, -1, -1):
            pos = row[c]
            if not pos:
                continue
            for s in range(start, min(pos, reach) + 1):
                cells.append(SpaceScore(s, c, values[c], s <= doublers, doubled))
            start = pos + 1
        stars = tuple((s, vp) for s, vp in rw.stars if row[0] >= s and reach >= s)
        medal = 0
        if rw.medal is not None and board.medal:
            s, c, vp = rw.medal
            if row[c] >= s and reach >= s:
                medal = vp
        railways.append(RailwayScore(r, rw.name, reach, tuple(cells), stars, medal, doubled))
    industry = tuple((m, data.industry_vp(m)) for m in board.markers)
    return BoardScore(tuple(railways), industry)


def round_score(data: RulesData, board: PlayerBoard) -> RoundScore:
    """The round score of ``board`` with its working, space by space."""
    detail = board_score(data, board)
    items: list[ScoreItem] = []
    for rs in detail.railways:
        rw = data.railways[rs.railway]
        for cell in rs.spaces:
            extra: Message | str = ""
            if cell.doubled and rw.doubling is not None:
                extra = msg("rr.score.x2_colour", colour=COLOURS[rw.doubling[1]], at=rw.doubling[0])
            if cell.doubler:
                extra = msg("rr.score.x2_doubler", more=extra)
            label = msg("rr.score.cell", railway=rw.id, space=cell.space, colour=COLOURS[cell.colour], base=cell.base,
                        extra=extra)
            items.append(ScoreItem(label, cell.points))
        for s, vp in rs.stars:
            items.append(ScoreItem(msg("rr.score.star", railway=rw.id, space=s), vp))
        if rs.medal and rw.medal is not None:
            s, c, _ = rw.medal
            items.append(ScoreItem(msg("rr.score.medal", railway=rw.id, space=s, colour=COLOURS[c]), rs.medal))
    for i, (m, vp) in enumerate(detail.industry):
        items.append(ScoreItem(msg("rr.score.industry", n=i + 1, space=m), vp))
    return RoundScore(tuple(items), detail)


def board_from_spec(spec: Mapping[str, Any], data: RulesData | None = None, *, source: str = "score_board") -> PlayerBoard:
    """The :class:`PlayerBoard` a calculator spec describes (see :func:`score_board`); ``DataError`` if malformed.

    ``source`` names the caller in the error (``DataError(source, field, problem)``).

    >>> board_from_spec({"kiev": {"black": 4, "grey": 2, "locomotives": [3]}}).rails[2]
    [4, 2, 0, 0, 0]
    """
    data = data or rules_data()
    board = PlayerBoard.new(data, workers=0, rubles=0)
    board.locos = [[], [], []]
    known = {rw.id for rw in data.railways} | {"doublers", "industry", "factories", "revaluation", "kiev_medal"}
    for key in spec:
        if key not in known:
            raise DataError(source, key, f"unknown field (known: {', '.join(sorted(known))})")
    for r, rw in enumerate(data.railways):
        item = spec.get(rw.id, {})
        if not isinstance(item, Mapping):
            raise DataError(source, rw.id, "must be an object")
        row = [0] * len(COLOURS)
        for key, value in item.items():
            if key == "locomotives":
                if not isinstance(value, list) or not all(isinstance(v, int) and 1 <= v <= 9 for v in value):
                    raise DataError(source, f"{rw.id}.locomotives", "must be a list of numbers 1..9")
                if len(value) > rw.slots:
                    raise DataError(source, f"{rw.id}.locomotives", f"at most {rw.slots} on the {rw.name} railway")
                board.locos[r] = list(value)
            elif key in COLOURS:
                c = COLOURS.index(key)
                if c not in rw.colours:
                    raise DataError(source, f"{rw.id}.{key}", f"the {rw.name} railway takes no {key} rail")
                if not isinstance(value, int) or not 1 <= value <= rw.length:
                    raise DataError(source, f"{rw.id}.{key}", f"must be a space 1..{rw.length}")
                row[c] = value
            else:
                raise DataError(source, f"{rw.id}.{key}", "unknown field (a colour or 'locomotives')")
        row[0] = row[0] or 1
        placed = [p for p in row if p]
        if (
            placed != sorted(placed, reverse=True)
            or len(set(placed)) != len(placed)
            or any(row[c] and not row[c - 1] for c in range(1, len(row)))
        ):
            raise DataError(source, rw.id, "rails must keep their colour order, one per space")
        board.rails[r] = row
    doublers = spec.get("doublers", 0)
    if not isinstance(doublers, int) or not 0 <= doublers <= data.doubler_spaces:
        raise DataError(source, "doublers", f"must be a count 0..{data.doubler_spaces}")
    board.doublers = doublers
    industry = spec.get("industry", [0])
    if (
        not isinstance(industry, list)
        or not 1 <= len(industry) <= 2
        or not all(isinstance(m, int) and 0 <= m < len(data.industry_spaces) for m in industry)
    ):
        raise DataError(source, "industry", f"must list one or two marker spaces 0..{len(data.industry_spaces) - 1}")
    board.markers = list(industry)
    if "factories" in spec:
        factories = spec["factories"]
        if not isinstance(factories, list) or len(factories) > 5 or not all(
            isinstance(f, int) and not isinstance(f, bool) and 1 <= f <= 9 for f in factories
        ):
            raise DataError(source, "factories", "must list up to five factory numbers 1..9 (slots left to right)")
        board.factories = list(factories)
        for m in industry:
            if not all(board.industry_open(data, p) for p in range(m + 1)):
                raise DataError(source, "industry", f"a marker on space {m} needs every factory before it built")
    board.unlocked = [c == 0 or any(row[c] for row in board.rails) for c in range(len(COLOURS))]
    for key, attr in (("revaluation", "revalued"), ("kiev_medal", "medal")):
        value = spec.get(key, False)
        if not isinstance(value, bool):
            raise DataError(source, key, "must be true or false")
        setattr(board, attr, value)
    return board


def score_board(spec: Mapping[str, Any], data: RulesData | None = None) -> RoundScore:
    """Score a board described as data, with the working.

    ``spec`` has one object per railway (``trans_siberian``, ``st_petersburg``,
    ``kiev``) giving the space of each rail colour (black defaults to 1) and
    ``locomotives`` (a list of numbers); optional ``doublers`` (how many, left
    to right), ``industry`` (marker spaces), ``factories`` (factory numbers,
    left to right: then a marker may not stand past a gap), ``revaluation``
    and ``kiev_medal``.
    The seed's Kiev example (locomotive 2, black at 4 -> stars 1 + 2):

    >>> score_board({"kiev": {"black": 4, "locomotives": [2]}}).total
    3
    >>> score_board({"industry": [5]}).total   # a marker on the first factory scores 5
    5
    """
    data = data or rules_data()
    return round_score(data, board_from_spec(spec, data))


def engineer_majority(data: RulesData, counts: Sequence[int], best: Sequence[int]) -> list[int]:
    """VP each player gets for the engineer majority (40 / 20, seed 004).

    ``counts[p]`` is how many engineers player ``p`` counts (tiles plus end
    bonus card 9), ``best[p]`` the highest engineer number they hold; a tie
    in count goes to the higher number; a player counting none gets nothing.

    >>> engineer_majority(rules_data(), [3, 2, 2, 0], [5, 9, 12, 0])
    [40, 0, 20, 0]
    """
    order = sorted((p for p in range(len(counts)) if counts[p] > 0), key=lambda p: (-counts[p], -best[p], p))
    out = [0] * len(counts)
    for place, p in enumerate(order[: len(data.majority_vp)]):
        out[p] = data.majority_vp[place]
    return out


def end_bonus_points(data: RulesData, board: PlayerBoard, card: int) -> int:
    """VP of end bonus card ``card`` for ``board`` (card 9 counts in the majority instead)."""
    spec = data.end_bonus_cards[card]
    rule = spec.rule
    if rule == "flat":
        value = spec.vp
    elif rule == "per_completed_railway":
        value = spec.vp * sum(board.rails[r][0] >= rw.length for r, rw in enumerate(data.railways))
    elif rule == "per_factory":
        value = spec.vp * len(board.factories)
    elif rule == "locomotive_numbers":
        value = sum(loco_value(t) for t in board.loco_tiles())
    elif rule == "per_extra_worker":
        value = spec.vp * (board.extra_workers + board.black_worker)
    elif rule == "black_rail_spaces":
        value = sum(row[0] for row in board.rails)
    elif rule == "per_bonus_token":
        value = spec.vp * len(board.tokens_used)
    elif rule == "doublers":
        value = 0
        for at_least, vp in spec.tiers:
            if board.doublers >= at_least:
                value = vp
    elif rule == "per_engineer":
        value = spec.vp * len(board.engineers)
    else:  # engineer_count: scored through the majority
        value = 0
    return min(value, spec.max) if spec.max is not None else value


def engineer_standing(data: RulesData, boards: Sequence[PlayerBoard]) -> tuple[list[int], list[int], list[int]]:
    """Each player's engineer count (tiles plus end bonus card 9), highest engineer and majority VP."""
    counts = [
        len(b.engineers) + sum(1 for c in b.end_bonus if data.end_bonus_cards[c].rule == "engineer_count") for b in boards
    ]
    best = [max(b.engineers, default=0) for b in boards]
    return counts, best, engineer_majority(data, counts, best)


def final_vp(data: RulesData, boards: Sequence[PlayerBoard]) -> list[int]:
    """Every player's final-scoring VP: :func:`final_items` summed, without its lines' words (the bots' fast path)."""
    majority = engineer_standing(data, boards)[2]
    return [sum(end_bonus_points(data, b, c) for c in b.end_bonus) + majority[p] for p, b in enumerate(boards)]


def final_items(data: RulesData, boards: Sequence[PlayerBoard]) -> list[list[ScoreItem]]:
    """The final-scoring lines of every player: end bonus cards, then the engineer majority."""
    counts, best, majority = engineer_standing(data, boards)
    out: list[list[ScoreItem]] = []
    for p, b in enumerate(boards):
        lines = [
            ScoreItem(msg("rr.score.end_bonus", card=c, kind=data.end_bonus_cards[c].rule), end_bonus_points(data, b, c))
            for c in sorted(b.end_bonus)
        ]
        lines.append(ScoreItem(msg("rr.score.majority", n=counts[p], best=best[p]), majority[p]))
        out.append(lines)
    return out
