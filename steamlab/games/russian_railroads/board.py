"""One player's board and holdings: rails, locomotives, factories, industry.

A :class:`PlayerBoard` is plain mutable data with a hand-written ``copy``.
Rails are positions: ``rails[r][c]`` is the space (1-based) of colour ``c`` on
railway ``r``, ``0`` while that rail is not on the railway. Colours keep their
order (black in front, white last) and never share a space (seed 004).

>>> from steamlab.games.russian_railroads.data import rules_data
>>> b = PlayerBoard.new(rules_data(), workers=5, rubles=1)
>>> b.rails[0][:2], b.room(0, 0), b.room(0, 1)   # black on space 1; grey not yet owned
([1, 0], 14, 0)
>>> b.reach(0)
1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from steamlab.games.russian_railroads.data import RulesData

SPECIAL_NINE = 99
"""The #9 locomotive of bonus card 5: it has no factory side."""

TS, SP, KV = 0, 1, 2
"""Railway indices: Trans-Siberian, St. Petersburg, Kiev."""


def rail_room(row: Sequence[int], colour: int, length: int) -> int:
    """Free spaces colour ``colour`` can still advance on a railway whose rail positions are ``row``.

    Black may run to the end of the railway (its ``length``); any other
    colour stops behind the colour before it and needs that colour on the
    railway already. Acceptance by the railway and ownership of the colour
    are checked by the caller.

    >>> rail_room([3, 2, 0, 0, 0], 0, 15), rail_room([3, 2, 0, 0, 0], 1, 15), rail_room([3, 2, 0, 0, 0], 2, 15)
    (12, 0, 1)
    """
    if colour == 0:
        return length - row[0]
    ahead = row[colour - 1]
    return ahead - 1 - row[colour] if ahead else 0


def unlock_colours(data: RulesData, ts_row: list[int], unlocked: list[bool]) -> None:
    """Unlock the colours black has reached on the Trans-Siberian row ``ts_row`` (seed 004, new rail colours).

    White arrives with its free steps only if they all fit behind natural
    (seed 004: "白の線路コマを2マス進められないなら...失われます"). Edits both lists.

    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> row, unlocked = [6, 0, 0, 0, 0], [True, False, False, False, False]
    >>> unlock_colours(rules_data(), row, unlocked); unlocked
    [True, True, True, False, False]
    """
    black = ts_row[0]
    last = len(unlocked) - 1
    for c in range(1, last + 1):
        if not unlocked[c] and black >= data.unlock_spaces[c]:
            unlocked[c] = True
            steps = data.white_steps_on_unlock
            if c == last and steps and rail_room(ts_row, c, data.railways[TS].length) >= steps:
                ts_row[c] += steps


def loco_value(tile: int) -> int:
    """The printed number of a locomotive tile (the special #9 is a 9).

    >>> loco_value(4), loco_value(SPECIAL_NINE)
    (4, 9)
    """
    return 9 if tile == SPECIAL_NINE else tile


@dataclass
class PlayerBoard:
    """Everything one player owns (see the module docstring)."""

    rails: list[list[int]]
    unlocked: list[bool]
    locos: list[list[int]]
    factories: list[int]
    markers: list[int]
    doublers: int = 0
    revalued: bool = False
    medal: bool = False
    workers: int = 0
    """Own-colour and black workers owned (not counting temporary ones)."""
    workers_free: int = 0
    temps_free: int = 0
    black_worker: bool = False
    black_free: bool = False
    rubles: int = 0
    extra_workers: int = 0
    engineers: list[int] = field(default_factory=list)
    end_bonus: list[int] = field(default_factory=list)
    tokens_used: list[int] = field(default_factory=list)
    claimed: set[tuple[int, int]] = field(default_factory=set)
    """Railway bonus spaces already claimed, as (railway, space); industry token as (3, space)."""
    vp: dict[str, int] = field(default_factory=dict)

    @classmethod
    def new(cls, data: RulesData, *, workers: int, rubles: int) -> PlayerBoard:
        """A fresh board: black rails on space 1, locomotive #1 on the Trans-Siberian."""
        n = len(data.colour_names)
        return cls(
            rails=[[1] + [0] * (n - 1) for _ in data.railways],
            unlocked=[True] + [False] * (n - 1),
            locos=[[1], [], []],
            factories=[],
            markers=[0],
            workers=workers,
            workers_free=workers,
            rubles=rubles,
        )

    def copy(self) -> PlayerBoard:
        """An independent copy (hand-written: much faster than deepcopy)."""
        return PlayerBoard(
            rails=[list(r) for r in self.rails],
            unlocked=list(self.unlocked),
            locos=[list(x) for x in self.locos],
            factories=list(self.factories),
            markers=list(self.markers),
            doublers=self.doublers,
            revalued=self.revalued,
            medal=self.medal,
            workers=self.workers,
            workers_free=self.workers_free,
            temps_free=self.temps_free,
            black_worker=self.black_worker,
            black_free=self.black_free,
            rubles=self.rubles,
            extra_workers=self.extra_workers,
            engineers=list(self.engineers),
            end_bonus=list(self.end_bonus),
            tokens_used=list(self.tokens_used),
            claimed=set(self.claimed),
            vp=dict(self.vp),
        )

    def snapshot(self) -> dict[str, object]:
        """A plain-data view for comparisons and display."""
        return {
            "rails": [list(r) for r in self.rails],
            "unlocked": list(self.unlocked),
            "locos": [sorted(x) for x in self.locos],
            "factories": list(self.factories),
            "markers": list(self.markers),
            "doublers": self.doublers,
            "revalued": self.revalued,
            "medal": self.medal,
            "workers": [self.workers, self.workers_free, self.temps_free, self.black_worker, self.black_free],
            "rubles": self.rubles,
            "extra_workers": self.extra_workers,
            "engineers": list(self.engineers),
            "end_bonus": list(self.end_bonus),
            "tokens_used": list(self.tokens_used),
            "claimed": sorted(self.claimed),
            "vp": dict(self.vp),
        }

    # -- rails ------------------------------------------------------------
    def room(self, railway: int, colour: int, length: int = 15) -> int:
        """Free spaces colour ``colour`` can still advance on ``railway`` (see :func:`rail_room`)."""
        return rail_room(self.rails[railway], colour, length)

    def can_step(self, data: RulesData, railway: int, colour: int) -> bool:
        """Whether one step of ``colour`` on ``railway`` is possible now."""
        rw = data.railways[railway]
        return self.unlocked[colour] and colour in rw.colours and self.room(railway, colour, rw.length) > 0

    def capacity(self, data: RulesData, colours: frozenset[int]) -> int:
        """How many single steps of the given colours the board has room for now."""
        total = 0
        for r, rw in enumerate(data.railways):
            for c in colours:
                if self.unlocked[c] and c in rw.colours:
                    total += self.room(r, c, rw.length)
        return total

    # -- locomotives ------------------------------------------------------
    def reach(self, railway: int) -> int:
        """How far the railway's locomotive(s) reach: the sum of their numbers."""
        return sum(loco_value(t) for t in self.locos[railway])

    def loco_targets(self, data: RulesData, tile: int) -> list[tuple[int, int]]:
        """Where ``tile`` may go: (railway, displaced tile or 0 for a free slot).

        A tile goes to a free slot or replaces a tile with a lower number
        (seed 004, improving locomotives).
        """
        value = loco_value(tile)
        out: list[tuple[int, int]] = []
        for r, rw in enumerate(data.railways):
            here = self.locos[r]
            if len(here) < rw.slots:
                out.append((r, 0))
            for t in sorted(set(here)):
                if loco_value(t) < value:
                    out.append((r, t))
        return out

    def all_railways_have_locos(self) -> bool:
        """Whether every railway has a locomotive (a displaced tile may then become a factory)."""
        return all(self.locos)

    # -- industry ---------------------------------------------------------
    def industry_open(self, data: RulesData, position: int, extra_factories: int = 0) -> bool:
        """Whether a marker may stand on ``position``: it exists and its factory, if any, is built.

        ``extra_factories`` counts factories about to be built (to judge an
        effect list that builds one before advancing industry).
        """
        if position >= len(data.industry_spaces):
            return False
        kind, value = data.industry_spaces[position]
        return kind != "factory" or min(len(self.factories) + extra_factories, 5) >= value

    def industry_can_step(self, data: RulesData, marker: int) -> bool:
        """Whether ``marker`` can advance one space (no gap, no end, not onto the other marker)."""
        if marker >= len(self.markers):
            return False
        nxt = self.markers[marker] + 1
        if not self.industry_open(data, nxt):
            return False
        return all(m != nxt for i, m in enumerate(self.markers) if i != marker)

    def industry_capacity(self, data: RulesData, extra_factories: int = 0) -> int:
        """Industry steps possible in a row now (markers never pass each other).

        >>> from steamlab.games.russian_railroads.data import rules_data
        >>> b = PlayerBoard.new(rules_data(), workers=5, rubles=1)
        >>> b.markers = [4]                     # the next space is the first factory's gap
        >>> b.industry_capacity(rules_data()), b.industry_capacity(rules_data(), extra_factories=1)
        (0, 2)
        """
        total = 0
        spots = sorted(self.markers)
        for i, pos in enumerate(spots):
            limit = spots[i + 1] if i + 1 < len(spots) else len(data.industry_spaces)
            p = pos
            while p + 1 < limit and self.industry_open(data, p + 1, extra_factories):
                p += 1
            total += p - pos
        return total

    # -- scoring helpers --------------------------------------------------
    def add_vp(self, label: str, points: int) -> None:
        """Book ``points`` VP under the category ``label``."""
        if points:
            self.vp[label] = self.vp.get(label, 0) + points

    @property
    def total_vp(self) -> int:
        return sum(self.vp.values())

    def loco_tiles(self) -> list[int]:
        """Every locomotive tile on the railways."""
        return [t for row in self.locos for t in row]
