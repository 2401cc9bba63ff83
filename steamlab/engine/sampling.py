"""The legal actions a random player picks from: every one, except that a choice of an amount keeps
only its few smallest values. A game's own random move (``sample_action``) and the bots share it, so it
lives on the engine's floor, below both.
"""

from __future__ import annotations

import dataclasses

from steamlab.engine.state import Action

AMOUNT_WINDOW = 4
"""The random bot considers only the smallest few amounts of a numeric choice (bids, shares, capital)."""


_SINGLE: dict[str, str | None] = {}


AMOUNT_FIELDS = frozenset({"amount", "count", "steps"})
"""Field names that hold an amount (not a choice among named things, such as a token id)."""


def _single_field(cls: type[Action]) -> str | None:
    key = f"{cls.__module__}.{cls.__qualname__}"
    if key not in _SINGLE:
        fields = dataclasses.fields(cls)
        _SINGLE[key] = fields[0].name if len(fields) == 1 and fields[0].name in AMOUNT_FIELDS else None
    return _SINGLE[key]


def amount_of(action: Action) -> int | None:
    """The amount an action chooses (a bid, a number of shares, capital steps), ``None`` for any other.

    >>> from steamlab.games.rails.actions import Bid, DropOut
    >>> amount_of(Bid(3)), amount_of(DropOut())
    (3, None)
    """
    name = _single_field(type(action))
    if name is not None:
        value = getattr(action, name)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def sensible(actions: list[Action]) -> list[Action]:
    """The legal actions a random player picks from: all of them, except that a choice of an
    amount (one whole-number field named amount, count or steps: a bid, shares, capital) keeps only its
    ``AMOUNT_WINDOW`` smallest values, so a uniform pick is not dominated by absurd bids.

    >>> from steamlab.games.rails.actions import Bid, DropOut
    >>> [str(a) for a in sensible([Bid(n) for n in range(10)] + [DropOut()])]
    ['bid(amount=0)', 'bid(amount=1)', 'bid(amount=2)', 'bid(amount=3)', 'drop_out()']
    """
    amounts: dict[str, list[tuple[int, Action]]] = {}
    for a in actions:
        n = amount_of(a)
        if n is not None:
            amounts.setdefault(a.kind, []).append((n, a))
    keep: set[Action] = set()
    for pairs in amounts.values():
        keep.update(a for _, a in sorted(pairs, key=lambda p: p[0])[:AMOUNT_WINDOW])
    return [a for a in actions if amount_of(a) is None or a in keep]
