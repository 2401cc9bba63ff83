"""Task resolution lives in :mod:`~.tasks` now (the task stack, what it offers, resolving a decision);
this module keeps its names for code that imports them from here."""

from steamlab.games.russian_railroads.tasks import (
    CHOICE_TASK,
    UnfinishedTask,
    advance,
    choose,
    decisions,
    keeps_obligations,
    locomotive,
    move_worker,
    obligations,
    resolve,
    settle,
)

__all__ = [
    "CHOICE_TASK",
    "UnfinishedTask",
    "advance",
    "choose",
    "decisions",
    "keeps_obligations",
    "locomotive",
    "move_worker",
    "obligations",
    "resolve",
    "settle",
]
