# ruff: noqa: E501  (questions and hints are sentences in two languages, kept whole on their lines)
"""Lesson 2 — Building track and what it costs.

The exercises that end ``notebooks/lessons/02_building_costs.ipynb``. Each answer and each working is the engine's,
computed when :func:`lesson_2` runs; the lesson's last cell is ``exercises(building_costs.lesson_2(...), lang=LANG,
lesson=2)``.
"""

from __future__ import annotations

from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, hex_pick, number
from steamlab.course.rails_play import Build, trace_links
from steamlab.course.text import Pair, game_name
from steamlab.i18n.words import fill
from steamlab.i18n.words import table as word_table

_TEXTS = word_table("course.lessons.building_costs", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.building_costs.TEXTS.<key>)."""
_PARAMETERS = Parameters("building_costs")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[building_costs]``)."""

RAIL_GAMES = ("steam", "age_of_steam")


def _total(option: Any) -> int:
    """A legal build's price (the engine refused it when it has none: the lesson is wrong)."""
    if option.cost is None:
        raise ValueError(f"the engine refuses {option.build}: {option.reason}")
    return int(option.cost.total)


EXERCISE_OPEN_END = _PARAMETERS.get("open_end", tuple[str, str, int])
"""Player 1's first build in lesson 2's exercise (hex, tile, rotation): a straight from Eastmere towards the hill F4,
left open."""
EXERCISE_BUILD = _PARAMETERS.get("build", tuple[str, str, int])
"""Lesson 2's build to price in both games, the next turn (hex, tile, rotation): a crossing, four exits on a hill. A
first build on Tutorial Valley costs what one the page prices does (a sharp curve on the river D3 was D4's straight,
`$3` in both games); this costs `$6` in both, a price no figure of the page gives."""
EXERCISE_IMPROVE = _PARAMETERS.get("improve", tuple[str, str, int])
"""Lesson 2's improvement to compare: Ivybridge's one-exit town tile to three exits (the page improves it to two
exits, which both games price alike)."""
EXERCISE_FOUR_MAP = _PARAMETERS.get("four_map", str)
"""The map of lesson 2's "where does a straight cost `$4`" (the page's figures are all on Tutorial Valley)."""


def lesson_2(links: Any) -> list[Exercise]:
    """Lesson 2 (building costs): a crossing on a hill in both games, a town improved to three exits, where `$4`
    buys a straight on Rust Belt. None is a build the page prices, nor a price it prints."""
    from steamlab.core.maps import load_map
    from steamlab.course.rails import build_option, judge_build, legal_options, play_turns, rail_board
    from steamlab.course.text import tile_name
    from steamlab.i18n import term

    opened = {game: play_turns("tutorial", game, [(0, [EXERCISE_OPEN_END])])[0] for game in RAIL_GAMES}
    build = Build(*EXERCISE_BUILD)
    cost = {game: _total(build_option(opened[game], game, build)) for game in opened}
    owned = {game: rail_board("tutorial", game, links) for game in opened}
    improvement = Build(*EXERCISE_IMPROVE)
    improve = {game: _total(build_option(owned[game], game, improvement)) for game in owned}
    dearer = "same" if improve["steam"] == improve["age_of_steam"] else max(improve, key=lambda g: improve[g])
    other = rail_board(EXERCISE_FOUR_MAP, "steam")
    straights = [o for o in legal_options(other, "steam", first_build=True)
                 if o.build.tile == "straight" and _total(o) == 4]  # fmt: skip
    four = sorted({o.build.at for o in straights})
    other_title = {lang: load_map(EXERCISE_FOUR_MAP).title_in(lang) for lang in ("en", "ja")}
    at, tile, _ = EXERCISE_BUILD
    open_at, open_tile, _ = EXERCISE_OPEN_END
    steam_board = opened["steam"]
    city = steam_board.place_name(next(lk for lk in trace_links(steam_board) if lk.owner == 0).start.hex)
    terrain = {lang: term("terrain", steam_board.map.cell(steam_board.map.find(at)).terrain, lang) for lang in ("en", "ja")}
    town_at = EXERCISE_IMPROVE[0]
    town = owned["steam"].place_name(owned["steam"].map.find(town_at))

    def working(game: str, boards: dict[str, Any], build: Build) -> Any:
        return lambda lang: f"{game_name(game, lang)}: " + judge_build(boards[game], game, build, lang=lang)

    def all_fours(lang: str) -> str:
        builds = sorted({(o.build.at, o.build.rotation) for o in straights})
        return "\n".join(f"{h}: " + judge_build(other, "steam", Build(h, "straight", r), first_build=True, lang=lang)
                         for h, r in builds)

    steam_hint: Pair = fill(_TEXTS["lesson_2.steam_hint"], terrain=terrain)
    aos_hint: Pair = fill(_TEXTS["lesson_2.aos_hint"], terrain=terrain)
    return [
        number(fill(_TEXTS["lesson_2.question"], tile_name_open_tile=tile_name(open_tile), open_at=open_at, city=city,
                    terrain=terrain, at=at, tile_name_tile=tile_name(tile),
                    tile_name_open_tile_ja=tile_name(open_tile, 'ja'), tile_name_tile_ja=tile_name(tile, 'ja')),
               cost["steam"], working("steam", opened, build), money=True, hint=steam_hint),
        number(fill(_TEXTS["lesson_2.question.2"], tile_name_tile=tile_name(tile), terrain=terrain, at=at,
                    open_at=open_at, tile_name_tile_ja=tile_name(tile, 'ja')),
               cost["age_of_steam"], working("age_of_steam", opened, build), money=True, hint=aos_hint),
        choice(fill(_TEXTS["lesson_2.question.3"], town=town, town_at=town_at),
               [("steam", _TEXTS["lesson_2.option.steam"]),
                ("age_of_steam", _TEXTS["lesson_2.option.age_of_steam"]),
                ("same", _TEXTS["lesson_2.option.same"])], dearer,
               lambda lang: working("steam", owned, improvement)(lang) + "\n"
               + working("age_of_steam", owned, improvement)(lang),
               hint=_TEXTS["lesson_2.hint"]),
        hex_pick(fill(_TEXTS["lesson_2.question.4"], other_title=other_title),
                 other, four, all_fours,
                 hint=_TEXTS["lesson_2.hint.2"]),
    ]  # fmt: skip
