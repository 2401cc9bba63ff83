"""Playing a few Russian Railroads moves for a lesson: take a space, resolve its choices, say what happened.

A lesson sets a position up with :class:`~steamlab.scenarios.rr_builder.RRScenario`,
then :func:`take` places on a space exactly as a player would and resolves the
decisions that follow with a simple preference (``prefer``: the first legal
action whose words contain it, else the first legal action that is not
"stop here"). Every step is the engine's: nothing is computed here.

It is also the course's one door to the Russian Railroads actions, rules queries and scoring functions (``Place``,
``space_open``, ``score_board``, ...: ``__all__``): a lesson's module takes them from here, so the course names
``steamlab.games.russian_railroads`` in a few shared modules only (``tests/lessons/test_course_game_imports.py``).

>>> from steamlab.scenarios.rr_builder import RRScenario
>>> g = RRScenario(players=2, seed=1).order(0, 1).state()
>>> steps = take(g, "black_3", prefer=["Kiev"])
>>> [str(s) for s in steps]   # doctest: +NORMALIZE_WHITESPACE
['workers on 3 black rails', 'black rail one space on the Kiev', 'black rail one space on the Kiev',
 'black rail one space on the Kiev']
>>> g.boards[0].rails[2][0]
4
"""

from __future__ import annotations

from collections.abc import Sequence

from steamlab.engine.state import Action
from steamlab.games.russian_railroads import (
    COLOURS,
    Pass,
    Place,
    StartBonus,
    Stop,
    Token,
    board_from_spec,
    end_bonus_points,
    engineer_majority,
    move_candidates,
    new_order,
    payments,
    reuse_candidates,
    round_score,
    rules_data,
    score_board,
    space_of,
    space_open,
)
from steamlab.i18n import Message, render
from steamlab.i18n.describe import describe_action
from steamlab.render.svg import Picture, scene_svg
from steamlab.scenarios import RussianRailroadsState


def resolve(g: RussianRailroadsState, player: int, prefer: Sequence[str] = (), *, stop: bool = False) -> list[Message | str]:
    """Resolve ``player``'s pending decisions (their placement's tasks); the decisions taken, in words.

    ``prefer`` lists words to look for in the legal actions' English, in order;
    ``stop`` says whether to take "stop here" when it is offered (else keep going).
    """
    done: list[Message | str] = []
    while g.current_player == player and g.acting:
        actions = g.legal_actions()
        chosen: Action
        if stop and any(isinstance(a, Stop) for a in actions):
            chosen = next(a for a in actions if isinstance(a, Stop))
        else:
            words = [(a, str(describe_action(g, a))) for a in actions]
            going = [(a, w) for a, w in words if not isinstance(a, Stop)] or words
            chosen = next((a for want in prefer for a, w in going if want in w), going[0][0])
        done.append(describe_action(g, chosen))
        g.apply(chosen)
    return done


def take(
    g: RussianRailroadsState,
    space: str,
    *,
    rubles: int = 0,
    temps: int = 0,
    black: int = 0,
    prefer: Sequence[str] = (),
    stop: bool = False,
) -> list[Message | str]:
    """The player to move places on ``space`` (paying as given) and resolves it; every step in words."""
    player = g.current_player
    action = Place(space, rubles, temps, black)
    done: list[Message | str] = [describe_action(g, action)]
    g.apply(action)
    return done + resolve(g, player, prefer, stop=stop)


def steps_text(steps: Sequence[Message | str], lang: str = "en") -> str:
    """Steps taken, one a line, in ``lang``."""
    return "\n".join(render(s, lang) for s in steps)


def main_board_picture(g: RussianRailroadsState, legal: bool = True, lang: str = "en") -> Picture:
    """The main board of ``g``: the workers placed so far (numbered discs), the spaces the player to move may take;
    its words in ``lang``."""
    from steamlab.render.rr_main import render_rr_main

    ids = {getattr(a, "space", "") for a in g.legal_actions() if isinstance(a, Place)} if legal else set()
    return Picture(scene_svg(render_rr_main(g, legal=ids - {""}, lang=lang), f"Russian Railroads, round {g.round}"))


def pass_round(g: RussianRailroadsState) -> None:
    """Everyone passes (the turn-order workers stop): the round ends, boards score, the engineers slide."""
    start = g.round
    while g.round == start and not g.is_terminal():
        actions = g.legal_actions()
        g.apply(next((a for a in actions if isinstance(a, Pass | Stop)), actions[0]))


__all__ = ["COLOURS", "Pass", "Place", "StartBonus", "Stop", "Token", "board_from_spec", "end_bonus_points",
           "engineer_majority", "main_board_picture", "move_candidates", "new_order", "pass_round", "payments", "resolve",
           "reuse_candidates", "round_score", "rules_data", "score_board", "space_of", "space_open", "steps_text", "take"]
