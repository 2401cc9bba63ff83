"""The exercises of lessons 14-19, each answered and explained by the engine.

Every right answer is computed here from a position the question states (never
typed in); the explanation is the engine's working, shown after any answer.

>>> [e.kind for e in lesson_14()]
['number', 'choice', 'choices']
>>> sorted(lesson_14()[0].answers)
[8]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from steamlab.core.hexgrid import label
from steamlab.course import rails_actions as actions
from steamlab.course import rails_growth as growth
from steamlab.course import rails_round as rounds
from steamlab.course import rails_track as track
from steamlab.course.exercises import Exercise, choice, hex_pick, number
from steamlab.course.rails_play import (
    RULES,
    Build,
    BuildTurn,
    ChooseAction,
    CityGrowth,
    IssueShares,
    RaiseCapital,
    RollDice,
    Urbanize,
    blank,
    position,
    start,
    who,
)
from steamlab.engine.registry import game_info
from steamlab.i18n import term
from steamlab.i18n.words import by_language, fill
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailGame, SteamGame
from steamlab.scenarios.compare import scores_under

_TEXTS = word_table("course.rails_exercises", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.rails_exercises.TEXTS.<key>)."""

YES_NO = [(True, _TEXTS["module.option.True"]), (False, _TEXTS["module.option.False"])]

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


EXERCISE_SELECTION = ["turn_order", "first_build", "engineer"]
"""Lesson 14's selection to order (tiles taken in turn order): not the page's, whose orders table it shows."""
EXERCISE_FIRST_TAKE = "city_growth"
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
    offered = set(actions.offered(second))
    tiles = [(a["id"], {lang: term("action_tile", a["id"], lang) for lang in ("en", "ja")}) for a in second.action_tiles()]
    named = {lang: [term("action_tile", t, lang) for t in EXERCISE_SELECTION] for lang in ("en", "ja")}
    first = {lang: term("action_tile", EXERCISE_FIRST_TAKE, lang) for lang in ("en", "ja")}
    return [
        number(_TEXTS["lesson_14.question"],
               base.action_cost(0, "locomotive"),
               lambda lang: actions.steam_tiles_table(lang, locomotive=3), money=True),  # fmt: skip
        choice(fill(_TEXTS["lesson_14.question.2"], named_en_0=named['en'][0], named_en_1=named['en'][1],
                    named_en_2=named['en'][2], named_ja_0=named['ja'][0], named_ja_1=named['ja'][1],
                    named_ja_2=named['ja'][2]),
               _players(3), actions.build_order(after)[0],
               lambda lang: actions.orders_table(selection_game(3, EXERCISE_SELECTION), lang),
               hint=_TEXTS["lesson_14.hint"]),  # fmt: skip
        choice(fill(_TEXTS["lesson_14.question.3"], first=first),
               tiles, offered, lambda lang: actions.select(selection_game(0), [EXERCISE_FIRST_TAKE, "first_move"], lang),
               several=True,
               hint=_TEXTS["lesson_14.hint.2"]),  # fmt: skip
    ]


EXERCISE_CAPITAL: dict[str, int] = {"turn": 6, "income": 16, "need": 23}
"""Lesson 15's Steam seat in a standard game (turn, income; no cash), and the cash its builds need this turn. The
page's table is for income 0 in turn 1, whose first row (2 steps, income −2) was the old answer, and again the answer
of income 3 in turn 1 (5 steps); from income 16 the 5 steps leave 11, an income the table does not reach."""
EXERCISE_SHARES: dict[str, int] = {"turn": 7, "shares": 5, "issue": 2}
"""Lesson 15's Age of Steam seat (turn of 10, shares held, shares issued): the page's is turn 3, 2 held, and its
table's row for 2 new shares gave both old answers (`$32` and −12). Seven shares over four income phases cost `$28`
and −21 VP (5 shares over 5 phases cost `$25`, the capital table's cash for 5 steps)."""


def lesson_15() -> list[Exercise]:
    """Steam's capital for a seat with income, what Age of Steam shares cost to the end, and in the final score. The
    seats are told in the question; the page's tables show its own."""
    cap, sh = EXERCISE_CAPITAL, EXERCISE_SHARES
    steam = rounds.position_game("steam", "standard", "capital", [{"cash": 0, "income": cap["income"]}, {"cash": 0},
                                                                   {"cash": 0}], turn=cap["turn"])  # fmt: skip
    enough = min(a.steps for a in steam.legal_actions() if isinstance(a, RaiseCapital) and 5 * a.steps >= cap["need"])
    raised = steam.copy()
    raised.apply(RaiseCapital(enough))
    aos = rounds.position_game("age_of_steam", None, "shares", [{"cash": 4, "income": 2, "shares": sh["shares"]}, {}, {}],
                               turn=sh["turn"])  # fmt: skip
    assert steam.info.money == "capital" and aos.info.shares  # a Steam and an Age of Steam game
    after = aos.copy()
    after.apply(IssueShares(sh["issue"]))
    held = after.seats[0].shares
    turns = after.total_turns - after.turn + 1
    return [
        number(fill(_TEXTS["lesson_15.question"], cap_turn=cap['turn'], cap_income=cap['income'],
                    cap_need=cap['need']),
               raised.seats[0].income, lambda lang: rounds.capital_table(steam, lang),
               hint=_TEXTS["lesson_15.hint"]),  # fmt: skip
        number(fill(_TEXTS["lesson_15.question.2"], sh_turn=sh['turn'], sh_shares=sh['shares'], sh_issue=sh['issue']),
               held * turns, lambda lang: rounds.shares_table(aos, [0, 1, sh["issue"]], lang), money=True,
               hint=_TEXTS["lesson_15.hint.2"]),  # fmt: skip
        number(_TEXTS["lesson_15.question.3"],
               after.score_of(0, []).items[1].points, lambda lang: rounds.shares_table(aos, [0, 1, sh["issue"]], lang),
               hint=_TEXTS["lesson_15.hint.3"]),
    ]


def urbanize_game() -> RailGame:
    """Lesson 16's Steam position: Player 1 holds Urbanization, two links on the board."""
    return growth.steam_build_game("standard", [{"action": "urbanization"}, {}, {}], links=track.LINKS)


EXERCISE_URBANIZE_MAP = "rust_belt"
"""The map of lesson 16's "where may a new city go" (the page tints and lists the towns of Tutorial Valley)."""
EXERCISE_TOWN_TILE: tuple[str, str, int, str, int, int] = ("G3", "town_4_x", 0, "x_straights", 2, 2)
"""Lesson 16's change (hex, Steam tile and rotation, Age of Steam tile and rotation, player): Player 3 replaces
Juniper's tile, at the end of Player 2's link, by four exits. The page prints E5's redirect and C3's star only."""
EXERCISE_TOWN_TURN: list[tuple[str, str, int]] = [("G4", "straight", 0), ("G5", "straight", 0)]
"""Lesson 16's Age of Steam turn goes on from Juniper's new exit (hex, tile, rotation): the question asks for the
turn's three tiles, as Age of Steam has one price for any replacement in a town (`$3`, which the page prints for
C3's star)."""


def lesson_16() -> list[Exercise]:
    """A town to urbanize on Rust Belt, what Juniper's tile with four exits costs in both games (in Age of Steam with
    the turn's new tiles beyond it), and whether Steam takes an ordinary crossing there. None is a change the page
    prints."""
    from steamlab.core.maps import load_map
    from steamlab.course.rails import judge_build, rail_board
    from steamlab.course.text import game_name, tile_name

    other = rail_board(EXERCISE_URBANIZE_MAP, "steam")
    turn = BuildTurn(other.copy(), RULES["steam"], 0, may_urbanize=True)
    towns = sorted(label(h) for h in other.map.hexes if turn.why_urbanize_illegal(Urbanize(label(h), "A")) is None)
    title = {lang: load_map(EXERCISE_URBANIZE_MAP).title_in(lang) for lang in ("en", "ja")}
    at, steam_tile, steam_rotation, aos_tile, aos_rotation, player = EXERCISE_TOWN_TILE
    steam_change, aos_change = Build(at, steam_tile, steam_rotation), Build(at, aos_tile, aos_rotation)
    beyond = [Build(*b) for b in EXERCISE_TOWN_TURN]
    aos_turn = [aos_change, *beyond]
    laid = {"en": " and ".join(f"a {tile_name(b.tile)} on {b.at}" for b in beyond),
            "ja": "、".join(f"{b.at} に{tile_name(b.tile, 'ja')}" for b in beyond)}
    plain_in_steam = Build(at, aos_tile, aos_rotation)
    reason = BuildTurn(track.track_board("steam"), RULES["steam"], player).check(plain_in_steam).reason
    town = track.track_board("steam").place_name(load_map("tutorial").find(at))

    def town_list(lang: str) -> str:
        head = fill(_TEXTS["lesson_16.town_list.text"], title=title)[lang]
        return head + "\n" + "\n".join(f"  {other.place_name(other.map.find(h))} ({h})" for h in towns)

    def judged(game: str, build: Build) -> Any:
        return lambda lang: f"{game_name(game, lang)}: " + judge_build(track.track_board(game), game, build,
                                                                        player=player, lang=lang)  # fmt: skip

    change: dict[str, str] = fill(_TEXTS["lesson_16.change"], who_player_en=who(player, 'en'), town=town, at=at,
                                  who_player_ja=who(player, 'ja'))
    return [
        hex_pick(fill(_TEXTS["lesson_16.question"], title=title),
                 other, towns, town_list,
                 hint=_TEXTS["lesson_16.hint"]),  # fmt: skip
        number(fill(_TEXTS["lesson_16.question.2"], change=change, laid=laid, len_aos_turn=len(aos_turn)),
               track.turn_costs("age_of_steam", aos_turn, player)[0],
               lambda lang: track.turn_costs("age_of_steam", aos_turn, player, lang)[1], money=True,
               hint=_TEXTS["lesson_16.hint.2"]),  # fmt: skip
        number(fill(_TEXTS["lesson_16.question.3"], change=change),
               track.change_cost("steam", steam_change, player), judged("steam", steam_change), money=True,
               hint=_TEXTS["lesson_16.hint.3"]),  # fmt: skip
        choice(fill(_TEXTS["lesson_16.question.4"], who_player_en=who(player, 'en'), town=town,
                    who_player_ja=who(player, 'ja')),
               YES_NO, reason is None, judged("steam", plain_in_steam),
               hint=_TEXTS["lesson_16.hint.4"]),
    ]


LESSON_BOXES = {"light-3": ["red"], "light-5": ["black", "yellow"], "dark-1": [], "dark-6": ["purple"]}
"""Lesson 17's goods display (the columns it changes)."""


EXERCISE_MARKED = "B5"
"""Lesson 17's city that a player grew earlier in the game (Dunmore): its City Growth marker bars it, as Fenwick's
printed one does (the page highlights and judges Fenwick only)."""
EXERCISE_GROWTH: tuple[str, int] = ("H2", 6)
"""Lesson 17's City Growth to play (city, supply space): Brookton with space 6 (the page grows Carlow with space 3)."""


def city_growth_game(marks: tuple[str, ...] = ()) -> SteamGame:
    """Lesson 17's Steam position: Player 1 holds City Growth in the build phase (``marks``: cities already grown)."""
    extra: dict[str, Any] = {"growth_marks": list(marks)} if marks else {}
    return growth.steam_build_game("standard", [{"action": "city_growth"}, {}, {}], **extra)


def lesson_17() -> list[Exercise]:
    """Which city, besides Fenwick, City Growth may not go to; what a dice roll brings to Fenwick; Brookton's goods
    after growing. The grown city and the one grown earlier are told in the question."""
    marked = city_growth_game((EXERCISE_MARKED,))
    barred = [label(h) for h, place in marked.map.cities()
              if marked.why_illegal(CityGrowth(label(h), 1)) is not None and not place.growth_marker]  # fmt: skip
    marked_name = marked.board.place_name(marked.map.find(EXERCISE_MARKED))
    dice = growth.growth_game([{}, {}, {}], LESSON_BOXES)
    light, dark = (2, 2, 6), (3, 1, 1)
    fenwick = len(growth.dice_arrivals(dice, light, dark).get("Fenwick", []))
    g = city_growth_game()
    at, space = EXERCISE_GROWTH
    grown = g.copy()
    grown.apply(CityGrowth(at, space))
    city = g.board.place_name(g.map.find(at))
    goods = len(grown.board.cubes[g.map.find(at)])

    def dice_working(lang: str) -> str:
        d = growth.growth_game([{}, {}, {}], LESSON_BOXES)
        return growth.display_table(d, ["light-2", "light-6", "dark-1", "dark-3"], lang) + "\n\n" + growth.play(
            d, [RollDice(light, dark)], lang)

    return [
        hex_pick(fill(_TEXTS["lesson_17.question"], marked_name=marked_name),
                 marked.board, barred,
                 lambda lang: growth.judge(city_growth_game((EXERCISE_MARKED,)), [CityGrowth(b, 1) for b in barred], lang),
                 hint=_TEXTS["lesson_17.hint"]),  # fmt: skip
        number(_TEXTS["lesson_17.question.2"],
               fenwick, dice_working),  # fmt: skip
        number(fill(_TEXTS["lesson_17.question.3"], city=city, space=space),
               goods, lambda lang: growth.play(city_growth_game(), [CityGrowth(at, space)], lang),
               hint=fill(_TEXTS["lesson_17.hint.2"], city=city, space=space)),  # fmt: skip
    ]


SCORED_LINKS = [(["Carlow", "E5", "E6", "Fenwick"], 0), (["Brookton", "Juniper"], 0), (["Ashford", "Ivybridge"], 0)]
"""Lesson 18's scoring position: Player 1 owns three complete links."""


def scoring_game(game: str) -> RailGame:
    """Lesson 18's end position: Player 1 with income 7, 3 VP (Steam) or 2 shares (Age of Steam), 3 links."""
    info = game_info(game)
    players: list[dict[str, Any]] = [{"income": 7, "vp": 3 if info.vp_track else 0}, {}, {}]
    first = "shares" if info.shares else "capital"  # the phase a turn begins with: shares issued or capital raised
    return rounds.position_game(game, info.default_rules, first, players, links=SCORED_LINKS)


EXERCISE_EXPENSES: dict[str, int] = {"locomotive": 3, "shares": 8}
"""Lesson 18's Age of Steam seat (income 0) whose income-phase expenses are asked: the page's locomotive table gives a
level's amount alone (the old answer, level 4's upkeep, was its row). `$11` is more than any amount of the table;
with 4 shares, `$7` was the base game's tile cost in the very row of locomotive 3."""
EXERCISE_TURN: tuple[int, int] = (3, 1)
"""Lesson 18's game of Steam on the tutorial map (players, turn now): how many turns are left after this one (the
phases table prints the game's length, the old answer). A 3-player game has 9 left after turn 1, a count the page
prints nowhere (a 4-player game's 3 after turn 5 was a phase's and a level's number)."""


def lesson_18() -> list[Exercise]:
    """Age of Steam expenses with shares, the turns left in a 3-player Steam game, a final score in both games."""
    from steamlab.course.money import income_phase, seat_after_income

    players, now = EXERCISE_TURN
    total = blank("steam", "standard", players).total_turns
    left = total - now
    seat: dict[str, Any] = {"cash": 20, "income": 0, **EXERCISE_EXPENSES}
    expenses = 20 - seat_after_income("age_of_steam", **seat).cash
    counted = fill(_TEXTS["lesson_18.counted"], players=players, total=total, now=now, left=left)
    steam, aos = scoring_game("steam"), scoring_game("age_of_steam")
    return [
        number(fill(_TEXTS["lesson_18.question"], seat_locomotive=seat['locomotive'], seat_shares=seat['shares']),
               expenses, lambda lang: str(income_phase("age_of_steam", **seat, lang=lang)), money=True,
               hint=_TEXTS["lesson_18.hint"]),  # fmt: skip
        number(fill(_TEXTS["lesson_18.question.2"], players=players, now=now),
               left, lambda lang: rounds.phases_table(lang) + "\n\n" + counted[lang],
               hint=fill(_TEXTS["lesson_18.hint.2"], players=players)),  # fmt: skip
        number(_TEXTS["lesson_18.question.3"],
               rounds.scored(steam, 0), lambda lang: rounds.score_working(scoring_game("steam"), lang)),  # fmt: skip
        number(_TEXTS["lesson_18.question.4"],
               rounds.scored(aos, 0), lambda lang: rounds.score_working(scoring_game("age_of_steam"), lang)),
    ]


EXERCISE_EXTRA_INCOME = 5
"""Lesson 19: the income steps added to the runner-up's final income (the page prints each player's score as played)."""
EXERCISE_MORE_SHARES = 2
"""Lesson 19: the shares the runner-up takes on top of theirs in the first question's case: income and shares both
changed, so the answer is the final scoring's rules applied (3 VP an income step, 3 VP off a share), where income alone
was read off the working's income line (issue 39)."""


def _with_income(game: RailGame, player: int, income: int, shares: int | None = None) -> int:
    """``player``'s final score had they ended ``game`` with ``income`` (and ``shares``), everything else the same:
    the seats set up by a scenario, the finished board's links scored by the engine (``scenarios.compare``)."""
    seats = [{"income": s.income, "vp": s.vp, "shares": s.shares, "action": s.action} for s in game.seats]
    seats[player].update({"income": income} if shares is None else {"income": income, "shares": shares})
    scores = scores_under(game.board, seats, game.game, game.rules, players=game.num_players)
    return scores[player].total


def lesson_19(game: RailGame) -> list[Exercise]:
    """About the game the computer just played (``game``, finished), what the page does not print: the runner-up's
    score with more income, and how many more income steps would have put them ahead of the winner (the page prints
    the standings, so 'who won' and 'the winner's income' were readable)."""
    if not game.is_terminal():
        raise ValueError("lesson 19's exercises are about a finished game")
    from steamlab.engine.state import ranking

    order = ranking(game.scores())
    first, second = order[0], order[1]
    income = game.seats[second].income
    more = income + EXERCISE_EXTRA_INCOME
    shares = game.seats[second].shares
    taken = shares + EXERCISE_MORE_SHARES
    lead = rounds.scored(game, first)
    steps = next(k for k in range(1, 200) if _with_income(game, second, income + k) > lead)

    def raised(lang: str) -> str:
        total = _with_income(game, second, more, taken)
        return "\n".join([rounds.score_working(game, lang),
                          fill(_TEXTS["lesson_19.raised.text"], who_second_lang=who(second, lang), more=more,
                               taken=taken, total=total)[lang]])

    def ahead(lang: str) -> str:
        lines = [f"{who(first, lang)}: {lead}"]
        for k in (steps - 1, steps):
            total = _with_income(game, second, income + k)
            lines.append(fill(_TEXTS["lesson_19.ahead.text"], who_second_lang=who(second, lang), income=income, k=k,
                              income_k=income + k, total=total)[lang])
        return "\n".join(lines)

    return [
        number(fill(_TEXTS["lesson_19.question"], who_second_en=who(second, 'en'), income=income, shares=shares,
                    more=more, taken=taken, who_second_ja=who(second, 'ja')),
               _with_income(game, second, more, taken), raised,
               hint=_TEXTS["lesson_19.hint"]),
        number(fill(_TEXTS["lesson_19.question.2"], who_second_en=who(second, 'en'), who_first_en=who(first, 'en'),
                    who_second_ja=who(second, 'ja'), who_first_ja=who(first, 'ja')),
               steps, ahead,
               hint=_TEXTS["lesson_19.hint.2"]),
    ]
