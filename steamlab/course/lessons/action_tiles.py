"""Lesson 14 — Action tiles and the action-selection phase.

The exercises that end ``notebooks/lessons/14_action_tiles.ipynb``. Each answer and each working is the engine's,
computed when :func:`lesson_14` runs; the lesson's last cell is ``exercises(action_tiles.lesson_14(...), lang=LANG,
lesson=14)``.

>>> [e.kind for e in lesson_14()]
['number', 'choice', 'choices']
>>> sorted(lesson_14()[0].answers)
[8]

The page's tables and stories: the action tiles of Steam, the actions of Age of Steam, and the action-selection phase.
Every cost and every order below is the engine's: the tiles offered are the
game's legal actions, a base-game cost is what the game charges, and the build
and move orders are the queues the game forms after the selection.

>>> print(steam_tiles_table(locomotive=2).splitlines()[7])
6    Locomotive    +1 locomotive level at once (up to 6)        $7         $0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, number
from steamlab.course.rails_play import ChooseAction, EndBuild, money, position, start, who
from steamlab.course.text import say, table
from steamlab.i18n import term
from steamlab.i18n.words import by_language, columns, fill
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailGame, SteamGame

EFFECTS = word_table("course.lessons.action_tiles", "EFFECTS")
"""What each action does, in a few words (the rules' アクションの詳細)."""

_W = columns("course.lessons.action_tiles", "_W")


def _steam(rules: str, locomotive: int = 1) -> SteamGame:
    g = start("steam", rules, position("steam", "actions", [{"locomotive": locomotive}, {}, {}]))
    assert g.info.money == "capital"  # a Steam game: its action tiles cost money
    return cast(SteamGame, g)


def steam_tiles_table(lang: str = "en", locomotive: int = 1) -> str:
    """Steam's seven action tiles: number, name, effect, and what taking it costs a player whose
    locomotive is at ``locomotive`` in the base and in the standard game (``action_cost``)."""
    base, standard = _steam("base", locomotive), _steam("standard", locomotive)
    rows = []
    for tile in base.action_tiles():
        tid = tile["id"]
        rows.append([tile["number"], term("action_tile", tid, lang), say(EFFECTS[tid], lang),
                     money(base.action_cost(0, tid)), money(standard.action_cost(0, tid))])  # fmt: skip
    return table(_W["tile_head"][lang], rows)


def aos_actions_table(lang: str = "en") -> str:
    """Age of Steam's seven actions with what each does (none costs money).

    >>> print(aos_actions_table().splitlines()[-1])
    7    Turn Order    next auction: one pass without dropping out
    """
    g = start("age_of_steam", None, position("age_of_steam", "actions", [{}, {}, {}]))
    rows = [[a["number"], term("action_tile", a["id"], lang), say(EFFECTS[a["id"]], lang)] for a in g.action_tiles()]
    return table(_W["aos_head"][lang], rows)


def offered(g: RailGame) -> list[str]:
    """The action tiles (ids) the player to choose may take now: the engine's legal choices."""
    return [a.tile for a in g.legal_actions() if isinstance(a, ChooseAction)]


def tile_numbers(g: RailGame, tiles: Sequence[str]) -> str:
    """Action tiles by their numbers, as printed on them: ``1 2 5``."""
    numbers = {a["id"]: a["number"] for a in g.action_tiles()}
    return " ".join(str(numbers[t]) for t in tiles if t in numbers)


def select(g: RailGame, choices: Sequence[str], lang: str = "en") -> str:
    """Play the action-selection phase of ``g`` (changed in place): the players take ``choices``
    (tile ids) in turn order. What each was offered, took and paid, as a table."""
    rows = []
    for tile in choices:
        p = g.current_player
        before = g.seats[p].cash
        shown = tile_numbers(g, offered(g))
        g.apply(ChooseAction(tile))
        rows.append([who(p, lang), shown, term("action_tile", tile, lang), money(before - g.seats[p].cash),
                     money(g.seats[p].cash)])  # fmt: skip
    return table(_W["story_head"][lang], rows)


def build_order(g: RailGame) -> list[int]:
    """Who builds in which order, once the actions are taken (``g`` must be at its build phase)."""
    if g.phase != "build":
        raise ValueError(f"the game is in its {g.phase} phase, not build")
    return list(g.queue)


def move_order(g: RailGame) -> list[int]:
    """Who moves goods first: a copy of ``g`` ends every building turn and reads the move queue."""
    c = g.copy()
    while c.phase == "build":
        c.apply(EndBuild())
    if c.phase != "move":
        raise ValueError(f"the game reached its {c.phase} phase, not move")
    return list(c.queue)


def orders_table(g: RailGame, lang: str = "en") -> str:
    """The build and move orders the selection made (the turn order, with First Build / First Move
    holders moved to the front)."""
    rows = [[term("phase", "build", lang), " → ".join(who(p, lang) for p in build_order(g))],
            [term("phase", "move", lang), " → ".join(who(p, lang) for p in move_order(g))]]  # fmt: skip
    return table(_W["order_head"][lang], rows)


def aos_game(players: Sequence[dict[str, object]], order: Sequence[int]) -> RailGame:
    """An Age of Steam game at its action selection (tutorial map), players as given."""
    g = start("age_of_steam", None, position("age_of_steam", "actions", players, order=order))
    assert g.info.shares  # an Age of Steam game
    return g


_TEXTS = word_table("course.lessons.action_tiles", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.action_tiles.TEXTS.<key>)."""
_PARAMETERS = Parameters("action_tiles")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[action_tiles]``)."""

SELECTION_PLAYERS = [{"cash": 12, "locomotive": 2}, {"cash": 5}, {"cash": 9}]
SELECTION_LINKS = [(["Carlow", "E5", "E6", "Fenwick"], 0), (["Brookton", "Juniper"], 1), (["Ashford", "Ivybridge"], 2)]
SELECTION = ["locomotive", "first_move", "first_build"]
"""Lesson 14's worked selection: the position and the tiles taken, in turn order."""


def _players(n: int) -> list[tuple[int, dict[str, str]]]:
    return [(p, by_language(who, p)) for p in range(n)]


def selection_game(taken: int = 3, selection: Sequence[str] = SELECTION) -> RailGame:
    """Lesson 14's base-game position after the first ``taken`` choices of ``selection`` (the lesson's)."""
    g = start("steam", "base", position("steam", "actions", SELECTION_PLAYERS, links=SELECTION_LINKS))
    for tile in selection[:taken]:
        g.apply(ChooseAction(tile))
    return g


EXERCISE_SELECTION = _PARAMETERS.get("selection", list[str])
"""Lesson 14's selection to order (tiles taken in turn order): not the page's, whose orders table it shows."""
EXERCISE_FIRST_TAKE = _PARAMETERS.get("first_take", str)
"""Lesson 14's first choice before Player 2's (the page's is Locomotive, and its table lists what Player 2 was
offered after it)."""


def lesson_14() -> list[Exercise]:
    """Base-game tile costs, who builds first after a selection of the exercise's own, what Player 2 may take after
    Player 1 takes City Growth. The selections are told in the question."""
    base = start("steam", "base", position("steam", "actions", [{"locomotive": 3}, {}, {}]))
    assert base.info.money == "capital"  # a Steam game: its action tiles cost money
    base = cast(SteamGame, base)
    after = selection_game(3, EXERCISE_SELECTION)
    second = selection_game(1, [EXERCISE_FIRST_TAKE])
    on_offer = set(offered(second))
    tiles = [(a["id"], {lang: term("action_tile", a["id"], lang) for lang in ("en", "ja")}) for a in second.action_tiles()]
    named = {lang: [term("action_tile", t, lang) for t in EXERCISE_SELECTION] for lang in ("en", "ja")}
    first = {lang: term("action_tile", EXERCISE_FIRST_TAKE, lang) for lang in ("en", "ja")}
    return [
        number(_TEXTS["lesson_14.question"],
               base.action_cost(0, "locomotive"),
               lambda lang: steam_tiles_table(lang, locomotive=3), money=True),  # fmt: skip
        choice(fill(_TEXTS["lesson_14.question.2"], named_en_0=named['en'][0], named_en_1=named['en'][1],
                    named_en_2=named['en'][2], named_ja_0=named['ja'][0], named_ja_1=named['ja'][1],
                    named_ja_2=named['ja'][2]),
               _players(3), build_order(after)[0],
               lambda lang: orders_table(selection_game(3, EXERCISE_SELECTION), lang),
               hint=_TEXTS["lesson_14.hint"]),  # fmt: skip
        choice(fill(_TEXTS["lesson_14.question.3"], first=first),
               tiles, on_offer, lambda lang: select(selection_game(0), [EXERCISE_FIRST_TAKE, "first_move"], lang),
               several=True,
               hint=_TEXTS["lesson_14.hint.2"]),  # fmt: skip
    ]
