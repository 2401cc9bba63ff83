"""The strong bot's editions: ``strong`` plays with what the bots know now; ``strong_v1`` with what they knew before
issue 43's changes (code 8ce5074), kept by name so tables can compare the two and a tournament or ``steamlab
simulate`` can seat them together.

An edition is the values of the knobs that changed since, set while one of its moves is chosen and put back
after (:func:`playing`); a game's other seats play with today's values. What ``strong_v1`` leaves out:

* Age of Steam's network plan (:data:`steamlab.bots.network.FOLLOW` off: the candidates are not narrowed to the
  plan's shares, next tile and Locomotive tile, nor kept from a move-round upgrade that opens no delivery) and its
  shares judged by what the link carries (:data:`steamlab.bots.network.SHARES_CARRIED` off: issued for the plan only
  below 8 held, whatever the link carries), nor (thirty-fourth session) a route between two cities a complete
  link joins already kept out of the plan (:data:`steamlab.bots.network.NOT_AGAIN`: Steam's alone);
* Age of Steam's shortfall priced where a share can still pay it (:data:`steamlab.bots.evaluate.SHARES_BEFORE_SHORT`
  off: a dollar short is a fifth of a share whenever the seat holds fewer than 15);
* Steam standard's (:data:`steamlab.bots.steam_plan.FOLLOW` off: not to the plan's capital, tiles, Locomotive,
  City Growth and Engineer tiles), nor the search's turn-order bids kept within the cash this turn's expenses
  and the plan's tiles leave (:data:`steamlab.bots.steam_plan.AUCTION_RESERVE` and ``AUCTION_KEEPS_PLAN`` off), nor
  Steam standard's own work budget for a computer decision, nor (thirty-sixth session) Age of Steam's
  (:data:`steamlab.bots.computer.WORK_BY_RULES` empty: the common :data:`~steamlab.bots.computer.COMPUTER_WORK`);
  nor (twenty-sixth session) a link begun only in a build turn that lays it whole
  (:data:`steamlab.bots.steam_plan.BEGIN_WHOLE` off: begun once its next tile is paid);
* Russian Railroads' placements judged by what they do (:data:`steamlab.bots.search.SEE_THROUGH` and
  :data:`~steamlab.bots.search.LEAF_THROUGH` off: a placement is judged one step on, its own decisions still to
  take) and the compounding steps ahead (:data:`steamlab.bots.evaluate_russian.FUTURE` 0, ``FUTURE_INDUSTRY`` 0);
  nor (twenty-fifth session) the roll-outs' mover judging its placements so too
  (:data:`~steamlab.bots.search.ROLLOUT_THROUGH` off) and twice the roll-outs
  (:data:`~steamlab.bots.search.ROLLOUT_EVERY_GAME` empty: a root action rolled out per 12 leaves of strength, 4 at
  the default 48, not one per 6);
* Steam's and Age of Steam's last turn judged as what it is (:data:`steamlab.bots.evaluate.LAST_TURN` off: money
  and unfinished track are worth as much as in any turn, and the plan counts no delivery of this turn).

Steam base differs in its last turn only. The ``greedy`` bot has no edition: it judges by today's projection, so its
Russian Railroads play changed with ``FUTURE`` too, and its last turn with ``LAST_TURN``.

>>> from steamlab.bots import evaluate_russian, network, steam_plan
>>> with playing("strong_v1"):
...     network.FOLLOW, steam_plan.FOLLOW, evaluate_russian.FUTURE
(False, False, 0.0)
>>> network.FOLLOW, steam_plan.FOLLOW
(True, True)
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from types import ModuleType

from steamlab.bots import computer, evaluate, evaluate_russian, network, search, steam_plan
from steamlab.core.errors import SteamlabError

EDITIONS: dict[str, dict[tuple[ModuleType, str], object]] = {
    "strong": {},
    "strong_v1": {
        (network, "FOLLOW"): False,
        (network, "SHARES_CARRIED"): False,
        (network, "NOT_AGAIN"): frozenset({"steam"}),
        (evaluate, "SHARES_BEFORE_SHORT"): False,
        (steam_plan, "FOLLOW"): False,
        (steam_plan, "AUCTION_RESERVE"): False,
        (steam_plan, "AUCTION_KEEPS_PLAN"): False,
        (steam_plan, "BEGIN_WHOLE"): False,
        (computer, "WORK_BY_RULES"): {},
        (search, "SEE_THROUGH"): {},
        (search, "LEAF_THROUGH"): {},
        (search, "ROLLOUT_THROUGH"): {},
        (search, "ROLLOUT_EVERY_GAME"): {},
        (evaluate_russian, "FUTURE"): 0.0,
        (evaluate_russian, "FUTURE_INDUSTRY"): 0,
        (evaluate, "LAST_TURN"): False,
    },
}
"""Each edition's knobs that differ from today's values (``strong``: none)."""


@contextlib.contextmanager
def playing(edition: str) -> Iterator[None]:
    """Within the block the bots judge as ``edition`` does; today's values are back after it (an error too)."""
    if edition not in EDITIONS:
        raise SteamlabError(f"unknown edition {edition!r}; editions are {', '.join(EDITIONS)}")
    saved = {(module, name): getattr(module, name) for module, name in EDITIONS[edition]}
    try:
        for (module, name), value in EDITIONS[edition].items():
            setattr(module, name, value)
        yield
    finally:
        for (module, name), value in saved.items():
            setattr(module, name, value)
