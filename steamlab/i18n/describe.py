"""Actions and history in player words, for every rule set: what a control or a log line says.

:func:`describe_action` names one action as a player would say it (no Python
reprs, no internal ids); :func:`history_lines` tells a game's story: the
engine's own log for Steam and Age of Steam, and one line per decision for
Russian Railroads (whose engine keeps no log).

>>> import steamlab
>>> from steamlab.games.rails.actions import Build, ChooseAction
>>> g = steamlab.new_game("steam", players=3, rules="base", seed=1)
>>> print(describe_action(g, ChooseAction("city_growth")).render("ja"))   # the base game's price
都市成長 ($2)
>>> print(describe_action(g, Build("H7", "x_gentle_straight", 2)))
H7: crossing: gentle + straight, rotation 2
>>> from steamlab.games.russian_railroads.actions import Advance, Place
>>> rr = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> print(describe_action(rr, Place("grey_3", rubles=1)))
workers on 3 grey rails (1 ruble instead of workers)
>>> print(describe_action(rr, Advance("trans_siberian", "grey")).render("ja"))
シベリア横断鉄道の灰線路を1マス進める
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from steamlab.i18n.message import Message, msg
from steamlab.i18n.russian_railroads import space


def _place(state: Any, at: str) -> str:
    """The name of the place on hex ``at`` (the label itself when it has none)."""
    try:
        return str(state.board.place_name_at(at))
    except (ValueError, AttributeError, KeyError):
        return at


def describe_rails(state: Any, action: Any) -> Message | str | None:
    """Steam and Age of Steam actions in words (``None`` for a kind this does not know)."""
    kind = action.kind
    simple = {"drop_out": "kind.drop_out", "free_pass": "kind.free_pass", "end_build": "kind.end_build",
              "upgrade_locomotive": "kind.upgrade_locomotive", "pass_move": "kind.pass_move", "setup": "kind.setup"}
    if kind in simple:
        return msg(simple[kind])
    if kind == "choose_action":
        cost = state.action_cost(state.current_player, action.tile) if hasattr(state, "action_cost") else 0
        return msg("act.tile_cost", tile=action.tile, cost=cost) if cost else msg("act.tile", tile=action.tile)
    if kind == "build":
        return msg("act.build", at=action.at, tile=action.tile, rotation=action.rotation)
    if kind == "raise_capital":
        step = getattr(state, "data", {}).get("capital_step", 5)
        return msg("act.raise_capital", steps=action.steps, amount=action.steps * step)
    if kind == "issue_shares":
        return msg("act.issue_shares", n=action.count)
    if kind == "bid":
        return msg("act.bid", amount=action.amount)
    if kind == "take_points":
        return msg("act.take_points", to=action.to)
    if kind == "city_growth":
        return msg("act.city_growth", place=_place(state, action.at), space=action.space)
    if kind == "urbanize":
        return msg("act.urbanize", place=_place(state, action.at), city=action.city)
    if kind == "urbanize_supply":
        return msg("act.urbanize_supply", space=action.space)
    if kind == "produce":
        return msg("act.produce", column=action.column, box=action.box)
    if kind == "move_goods":
        return msg("act.move_goods", colour=action.color, place=_place(state, action.at), n=len(action.route))
    if kind == "draw_cubes":
        return msg("act.draw_cubes", colours=tuple(action.colors))
    if kind == "roll_dice":
        return msg("act.roll_dice", light=list(action.light), dark=list(action.dark))
    return None


def describe_rr(action: Any) -> Message | str | None:
    """Russian Railroads actions in words (``None`` for a kind this does not know)."""
    kind = action.kind
    if kind == "place":
        paid = tuple(m for n, m in ((action.rubles, msg("rr.act.pay_rubles", n=action.rubles)),
                                    (action.temps, msg("rr.act.pay_temps", n=action.temps)),
                                    (action.black, msg("rr.act.pay_black"))) if n)
        if paid:
            return msg("rr.act.place_paid", space=space(action.space), paid=paid)
        return msg("rr.act.place", space=space(action.space))
    if kind == "advance":
        return msg("rr.act.advance", railway=action.railway, colour=action.colour)
    if kind == "industry":
        return msg("rr.act.industry", n=action.marker + 1)
    if kind == "locomotive":
        if action.replace:
            return msg("rr.act.locomotive_replace", railway=action.railway, n=action.replace)
        return msg("rr.act.locomotive", railway=action.railway)
    if kind == "factory":
        if action.source:
            return msg("rr.act.factory_from", source=action.source, slot=action.slot)
        return msg("rr.act.factory", slot=action.slot)
    if kind == "end_bonus":
        return msg("rr.act.end_bonus", n=action.card) if action.card else msg("rr.act.end_bonus_vp")
    if kind == "repeat":
        return msg("rr.act.repeat", effect=msg(f"rr.effect.{action.index}") if 0 <= action.index <= 2 else action.index)
    if kind in ("reuse", "move_worker"):
        return msg(f"rr.act.{kind}", space=space(action.space))
    if kind in ("token", "bonus_card"):
        return msg(f"rr.act.{kind}", n=getattr(action, "token", None) or getattr(action, "card", 0))
    if kind == "start_bonus":
        return msg("rr.act.start_bonus", card=action.card)
    if kind in ("pass", "scrap", "stop", "deal"):
        return msg(f"rr.act.{kind}")
    return None


def log_rr(action: Any, seat: int) -> Message | str:
    """One Russian Railroads decision as a log sentence: who did what (``seat`` negative: chance, the set-up deal).

    >>> from steamlab.games.russian_railroads.actions import Pass, Place
    >>> print(log_rr(Place("grey_3", rubles=1), 1))
    Player 2 places workers on “3 grey rails” (1 ruble instead of a worker)
    >>> print(log_rr(Pass(), 0).render("ja"))
    プレイヤー 1 がこのラウンドの残りをパス
    """
    kind = action.kind
    if kind == "deal":
        return msg("rr.log.deal", order=tuple(action.order))
    if seat < 0:
        return describe_rr(action) or str(kind)
    if kind == "place":
        paid = tuple(m for m in (_rubles(action.rubles), _temps(action.temps),
                                 msg("rr.log.pay_black") if action.black else None) if m is not None)
        if paid:
            return msg("rr.log.place_paid", player=seat, space=space(action.space), paid=paid)
        return msg("rr.log.place", player=seat, space=space(action.space))
    if kind in ("pass", "scrap", "stop"):
        return msg(f"rr.log.{kind}", player=seat)
    if kind in ("start_bonus", "bonus_card"):
        return msg(f"rr.log.{kind}", player=seat, n=action.card)
    if kind == "token":
        return msg("rr.log.token", player=seat, n=action.token)
    if kind in ("reuse", "move_worker"):
        return msg(f"rr.log.{kind}", player=seat, space=space(action.space))
    if kind == "advance":
        return msg("rr.log.advance", player=seat, railway=action.railway, colour=action.colour)
    if kind == "industry":
        return msg("rr.log.industry", player=seat, n=action.marker + 1)
    if kind == "locomotive":
        if action.replace:
            return msg("rr.log.locomotive_replace", player=seat, railway=action.railway, n=action.replace)
        return msg("rr.log.locomotive", player=seat, railway=action.railway)
    if kind == "factory":
        if action.source:
            return msg("rr.log.factory_from", player=seat, source=action.source, slot=action.slot)
        return msg("rr.log.factory", player=seat, slot=action.slot)
    if kind == "end_bonus":
        return msg("rr.log.end_bonus", player=seat, n=action.card) if action.card else msg("rr.log.end_bonus_vp",
                                                                                           player=seat)
    if kind == "repeat":
        effect = msg(f"rr.effect.{action.index}") if 0 <= action.index <= 2 else action.index
        return msg("rr.log.repeat", player=seat, effect=effect)
    return msg("rr.log.other", player=seat, what=describe_rr(action) or str(kind))


def _rubles(n: int) -> Message | None:
    return None if not n else msg("rr.log.pay_ruble") if n == 1 else msg("rr.log.pay_rubles", n=n)


def _temps(n: int) -> Message | None:
    return None if not n else msg("rr.log.pay_temp") if n == 1 else msg("rr.log.pay_temps", n=n)


def _board_game(state: Any) -> bool:
    """Whether ``state`` is of a player-board game (Russian Railroads), as its registered game info says (asked of
    the state: the words floor imports no game)."""
    return getattr(getattr(state, "info", None), "family", None) == "board"


def describe_action(state: Any, action: Any) -> Message | str:
    """One action in player words; an unknown kind falls back to its kind and field values."""
    out = describe_rr(action) if _board_game(state) else describe_rails(state, action)
    if out is not None:
        return out
    fields = ", ".join(str(getattr(action, f.name)) for f in dataclasses.fields(action))
    return f"{action.kind}: {fields}" if fields else str(action.kind).replace("_", " ")


def history_lines(state: Any, actors: Sequence[int] | None = None) -> list[Message | str]:
    """The story of the game so far, oldest first.

    Steam and Age of Steam keep their own log (Messages). For Russian Railroads
    each action becomes a sentence (:func:`log_rr`): ``Player 2 places workers on
    “2 grey rails”``; ``actors`` are the seats that made the actions (negative:
    chance), as the hot seat's timeline gives them.
    """
    log = getattr(state, "log", None)
    if log:
        return list(log)
    if not _board_game(state):
        return [describe_action(state, action) for action in state.history]
    out: list[Message | str] = []
    rounds = _round_starts(state)
    total = state.data.player_counts[state.num_players].rounds
    scored = [(r, line) for r in range(1, total + 1) if (line := _round_scoring(state, r)) is not None]
    for i, action in enumerate(state.history):
        if i in rounds:
            while scored and scored[0][0] < rounds[i]:  # a round's scoring before the next round's line
                out.append(scored.pop(0)[1])
            out.append(msg("rr.log.round", n=rounds[i], total=total))
        out.append(log_rr(action, actors[i] if actors is not None and i < len(actors) else -1))
    out.extend(line for _, line in scored)  # the last round scored (or one whose next round has not begun)
    if state.is_terminal():
        out.append(msg("rails.log.game_over"))
    return out


def _round_scoring(state: Any, n: int) -> Message | None:
    """Russian Railroads: the line of round ``n``'s scoring (each player's VP from the round's end), once it is
    scored; ``None`` before."""
    label = msg("rr.vp.round", n=n)
    if not any(label in b.vp for b in state.boards) and not _round_over(state, n):
        return None
    items = tuple(msg("rr.log.round_score_item", p=p, vp=b.vp.get(label, 0)) for p, b in enumerate(state.boards))
    return msg("rr.log.round_scoring", n=n, scores=items)


def _round_over(state: Any, n: int) -> bool:
    """Whether round ``n`` has been scored (a board may have scored 0 in it, which books nothing)."""
    return bool(state.round > n or (state.round == n and state.is_terminal()))


MARKERS = frozenset({"rails.log.turn", "rr.log.round"})
"""Log lines that mark time (``-- turn 2 of 10 --``) rather than tell a move."""


def move_lines(state: Any, before: int, action: Any, actor: int,
               actors: Sequence[int] | None = None) -> list[Message | str]:
    """The log's sentences for a move just made: :func:`history_lines` from line ``before`` on, markers left out.

    Every Steam and Age of Steam move writes a log line (ending a build turn and raising
    no capital too); a move that wrote none would read "Player 2 chooses ...".

    >>> import steamlab
    >>> from steamlab.games.rails.actions import EndBuild, RaiseCapital
    >>> g = steamlab.new_game("steam", players=3, rules="standard", seed=4)
    >>> p, n = g.current_player, len(history_lines(g))
    >>> g.apply(RaiseCapital(2))
    >>> print(move_lines(g, n, RaiseCapital(2), p)[0].render("ja"))
    プレイヤー 2 が $10 を受け取る (資本調達: 収入 -2)
    >>> move_lines(g, len(history_lines(g)), EndBuild(), 2)   # no line written since ``before``
    [Message('rails.log.chooses', player=2, what=Message('kind.end_build'))]
    """
    lines = [line for line in history_lines(state, actors)[before:] if getattr(line, "key", None) not in MARKERS]
    if lines:
        return lines
    return [msg("rails.log.chooses", player=actor, what=describe_action(state, action))]


def _round_starts(state: Any) -> dict[int, int]:
    """Russian Railroads: the index of each round's first action (a placement or a pass) and the round's number.

    A round ends once every player has passed; what follows until the next placement or pass (the
    turn-order workers moving, their effects) still belongs to it.
    """
    starts: dict[int, int] = {}
    passes, over = 0, True
    for i, action in enumerate(state.history):
        if over and action.kind in ("place", "pass"):
            starts[i] = len(starts) + 1
            passes, over = 0, False
        if action.kind == "pass":
            passes += 1
            over = passes == state.num_players
    return starts


__all__ = ["describe_action", "describe_rails", "describe_rr", "history_lines", "log_rr", "move_lines"]
