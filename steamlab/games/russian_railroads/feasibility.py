"""Whether effects can be carried out in full: the one rule every place asks (seed 004, play).

Seed 004: "選んだアクションは完全に実行できるものでなければいけない" (a board action
must be possible in full), and for engineers "線路コマや工業マーカーを進める
アクションを実行する際は、任意の順番で進めることができます" (rails and industry
may be advanced in any order). So an action is possible in full when *some*
order of its steps completes it: a black step makes room for grey behind it,
grey for brown, and black on the Trans-Siberian unlocks new colours.
:func:`rails_possible` searches those orders (the effects are a few steps, the
search is memoised); :func:`feasible` adds the other effects. Every place that
must know uses :func:`feasible`: board spaces and public engineers
(:func:`space_possible`), bonus cards, a factory's ability on arrival, the spaces
offered to reuse and to the turn-order worker.

Started actions keep their promise: :func:`~.resolve.keeps_obligations` asks
:func:`feasible` whether the compulsory tasks on the stack can all still be
done after a decision, so a compulsory task is never left half done.

>>> from steamlab.games.russian_railroads.data import rules_data
>>> rows = ((3, 2, 0, 0, 0), (1, 0, 0, 0, 0), (1, 0, 0, 0, 0))
>>> unlocked = (True, True, False, False, False)
>>> rails_possible(rules_data(), rows, unlocked, (frozenset({0}), frozenset({1})))   # black, then grey
True
>>> rails_possible(rules_data(), rows, unlocked, (frozenset({1}), frozenset({1})))   # no room for grey
False
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from steamlab.games.russian_railroads.board import SPECIAL_NINE, TS, PlayerBoard, rail_room, unlock_colours
from steamlab.games.russian_railroads.data import Effect, RulesData, Space, engineer_number, space_of
from steamlab.games.russian_railroads.locomotives import (
    factory_possible,
    locomotive_and_factory_possible,
    locomotive_possible,
    scrappable_in_hand,
)

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.table import Table

Rows = tuple[tuple[int, ...], ...]
"""Rail positions, one row per railway (``PlayerBoard.rails`` as tuples)."""
Steps = tuple[frozenset[int], ...]
"""Rail steps still to make, one colour set each."""

_MEMO: dict[int, tuple[RulesData, dict[tuple[Rows, tuple[bool, ...], Steps], bool]]] = {}
_MEMO_LIMIT = 200_000


# -- rails: a search over the orders of the steps ------------------------------------------------------------------
def rail_moves(
    data: RulesData, rows: Rows, unlocked: tuple[bool, ...], colours: frozenset[int]
) -> Iterator[tuple[int, int]]:
    """Every (railway, colour) one step of ``colours`` may advance now."""
    for r, rw in enumerate(data.railways):
        row = rows[r]
        for c in colours:
            if unlocked[c] and c in rw.colours and rail_room(row, c, rw.length) > 0:
                yield r, c


def after_step(data: RulesData, rows: Rows, unlocked: tuple[bool, ...], r: int, c: int) -> tuple[Rows, tuple[bool, ...]]:
    """The rails after one step of colour ``c`` on railway ``r`` (black on the Trans-Siberian unlocks colours)."""
    row = list(rows[r])
    row[c] += 1
    new_unlocked = unlocked
    if r == TS and c == 0:
        flags = list(unlocked)
        unlock_colours(data, row, flags)
        new_unlocked = tuple(flags)
    return rows[:r] + (tuple(row),) + rows[r + 1 :], new_unlocked


def rails_possible(data: RulesData, rows: Rows, unlocked: tuple[bool, ...], steps: Sequence[frozenset[int]]) -> bool:
    """Whether some order of ``steps`` can all be made from ``rows`` (seed 004: "任意の順番で").

    Each step advances one rail of a colour in its set by one space; a step
    may make room for a later one (black ahead of grey) or unlock a colour.
    """
    if not steps:
        return True
    entry = _MEMO.get(id(data))
    if entry is None or entry[0] is not data or len(entry[1]) > _MEMO_LIMIT:
        entry = (data, {})
        _MEMO[id(data)] = entry
    memo = entry[1]
    ordered = tuple(sorted(steps, key=lambda s: (len(s), sorted(s))))
    known = memo.get((rows, unlocked, ordered))
    if known is not None:
        return known
    if room_suffices(data, rows, unlocked, ordered):
        memo[(rows, unlocked, ordered)] = True
        return True
    return _search(data, rows, unlocked, ordered, memo)


def room_suffices(data: RulesData, rows: Rows, unlocked: tuple[bool, ...], steps: Sequence[frozenset[int]]) -> bool:
    """Whether the room there is now already gives every step a space of its own (then any order works).

    A step takes one space of its colour's room and never shrinks another
    colour's, so this is enough; when it fails, :func:`rails_possible`
    searches the orders (a step may make room for another).

    >>> from steamlab.games.russian_railroads.data import rules_data
    >>> rows = ((3, 2, 0, 0, 0), (1, 0, 0, 0, 0), (1, 0, 0, 0, 0))
    >>> room_suffices(rules_data(), rows, (True, True, False, False, False), (frozenset({0}), frozenset({1})))
    False
    """
    left = [0] * len(unlocked)
    for r, rw in enumerate(data.railways):
        for c in rw.colours:
            if unlocked[c]:
                left[c] += rail_room(rows[r], c, rw.length)
    for colours in sorted(steps, key=len):
        c = next((c for c in sorted(colours) if left[c] > 0), -1)
        if c < 0:
            return False
        left[c] -= 1
    return True


def _search(
    data: RulesData,
    rows: Rows,
    unlocked: tuple[bool, ...],
    steps: Steps,
    memo: dict[tuple[Rows, tuple[bool, ...], Steps], bool],
) -> bool:
    key = (rows, unlocked, steps)
    known = memo.get(key)
    if known is not None:
        return known
    found = False
    for i, colours in enumerate(steps):
        if i and colours == steps[i - 1]:
            continue  # the same step again: the same subtrees
        rest = steps[:i] + steps[i + 1 :]
        for r, c in rail_moves(data, rows, unlocked, colours):
            if not rest:
                found = True
                break
            new_rows, new_unlocked = after_step(data, rows, unlocked, r, c)
            if _search(data, new_rows, new_unlocked, rest, memo):
                found = True
                break
        if found:
            break
    memo[key] = found
    return found


def board_rails_possible(data: RulesData, b: PlayerBoard, steps: Sequence[frozenset[int]]) -> bool:
    """:func:`rails_possible` on a player's board as it stands."""
    if not steps:
        return True
    rows = tuple(tuple(row) for row in b.rails)
    return rails_possible(data, rows, tuple(b.unlocked), steps)


# -- effects ------------------------------------------------------------------------------------------------------
def feasible(
    g: Table, player: int, effects: Sequence[Effect], rails: tuple[Rows, tuple[bool, ...]] | None = None
) -> bool:
    """Whether ``effects`` can be carried out in full now, in some order of their steps.

    ``rails`` (rows, unlocked) stands for the player's rails when given: the
    rails after a step being weighed.

    Rail steps of every effect are searched together (:func:`rails_possible`);
    a factory built by an earlier effect of the list counts for the industry
    gaps after it (bonus card 3: a factory, then industry 2); ``repeat_one``
    needs one of the effects before it to be possible once more.
    """
    b = g.boards[player]
    data = g.data
    steps: list[frozenset[int]] = []
    built = industry = doublers = 0
    for index, e in enumerate(effects):
        op = e.op
        if op == "rails":
            steps.extend(e.steps)
        elif op == "industry":
            industry += e.n
            if b.industry_capacity(data, built) < industry:
                return False
        elif op == "doublers":
            doublers += e.n
            if min(g.doubler_stock, data.doubler_spaces - b.doublers) < doublers:
                return False
        elif op == "locomotive_or_factory":
            if not (locomotive_possible(g, player) or factory_possible(g) or scrappable_in_hand(g, player)):
                return False
        elif op == "locomotive_and_factory":
            if not locomotive_and_factory_possible(g, player):
                return False
        elif op == "locomotive_only":
            if not locomotive_possible(g, player):
                return False
        elif op == "factory":
            if not (factory_possible(g) or scrappable_in_hand(g, player)):
                return False
            built += 1
        elif op == "hire":
            if not g.hireable():
                return False
        elif op == "special_locomotive":
            if not b.loco_targets(data, SPECIAL_NINE):
                return False
        elif op == "reuse":
            if not reuse_candidates(g, player):
                return False
        elif op == "temporary_workers" and g.temps_on_board < e.n:
            return False
        elif op == "repeat_one":
            before, after = tuple(effects[:index]), tuple(effects[index + 1 :])
            return any(feasible(g, player, (*before, again, *after), rails) for again in before)
    if rails is None:
        return board_rails_possible(data, b, steps)
    return rails_possible(data, rails[0], rails[1], steps)


# -- action spaces -------------------------------------------------------------------------------------------------
def own_engineer(g: Table, player: int, sid: str) -> bool:
    """Whether ``sid`` is an engineer ``player`` has hired (usable even when not fully executable)."""
    number = engineer_number(sid)
    return bool(number) and number in g.boards[player].engineers


def space_possible(g: Table, player: int, sid: str, space: Space) -> bool:
    """Whether ``player`` may carry out ``space`` as far as completeness goes: a board space or a public
    engineer must be possible in full, a hired engineer need not be (seed 004, engineers).

    The one rule for a placement, a space used again and the turn-order worker's move.
    """
    return own_engineer(g, player, sid) or feasible(g, player, space.effects)


def reuse_candidates(g: Table, player: int) -> list[str]:
    """Spaces ``player`` used this round with exactly one piece of theirs that may be used again (seed 004, FAQ).

    Only the player's own pieces count ("自分のワーカー1個もしくは自分のルーブルが1個だけ"):
    other players' workers on the shared bottom rail space do not. Like a
    placement (:func:`space_possible`). Here, not in :mod:`~.spaces`, because
    whether a reuse bonus can be done at all (:func:`feasible`) asks it.
    """
    out = []
    for sid, pieces in g.occupied.items():
        if sum(1 for owner, _ in pieces if owner == player) != 1:
            continue
        space = space_of(sid, g.data)
        if space is None or space.no_reuse or any(e.op == "reuse" for e in space.effects):
            continue
        if space_possible(g, player, sid, space):
            out.append(sid)
    return sorted(out)


__all__ = [
    "after_step",
    "board_rails_possible",
    "feasible",
    "own_engineer",
    "reuse_candidates",
    "space_possible",
    "rail_moves",
    "rails_possible",
    "room_suffices",
]
