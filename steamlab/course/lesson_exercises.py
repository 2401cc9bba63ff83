# ruff: noqa: E501  (questions and hints are sentences in two languages, kept whole on their lines)
"""The exercises that end lessons 1-7 and 13, made here so no answer is written in the page above its question.

Each function returns the lesson's exercises (for :func:`steamlab.course.exercises.exercises`); every answer
and every working is the engine's, computed when the function runs. A lesson's cell is one call::

    exercises(lesson_exercises.lesson_2(links), lang=LANG, lesson=2)

>>> [e.kind for e in lesson_1()]
['hex', 'number', 'choice']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from steamlab.course.exercises import Exercise, choice, hex_pick, number
from steamlab.course.rails_play import (
    Build,
    DeliveryRules,
    age_of_steam_payments,
    check_delivery,
    legal_deliveries,
    steam_payments,
    trace_links,
)
from steamlab.course.text import Pair, game_name, say
from steamlab.i18n.words import as_is, by_language, fill, heading
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import Scenario

_TEXTS = word_table("course.lesson_exercises", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.lesson_exercises.TEXTS.<key>)."""

RAIL_GAMES = ("steam", "age_of_steam")


def _total(option: Any) -> int:
    """A legal build's price (the engine refused it when it has none: the lesson is wrong)."""
    if option.cost is None:
        raise ValueError(f"the engine refuses {option.build}: {option.reason}")
    return int(option.cost.total)


EXERCISE_EDGE: tuple[str, str] = ("H2", "BR")
"""Lesson 1's hex to step out of, and the edge (the page draws the edges of F3 and Eastmere only, not Brookton's)."""
_EDGE_WORDS = dict(zip(("T", "TR", "BR", "B", "BL", "TL"),
                       ("top", "top-right", "bottom-right", "bottom", "bottom-left", "top-left"), strict=True))
EXERCISE_COUNT_MAPS: list[str] = ["tutorial", "rust_belt"]
"""Lesson 1's maps whose hexes that take no track (cities aside) are counted together. Tutorial Valley's alone (its
lakes and seas, 5) was the figure its own line of counts prints for its towns ("cities: 6, towns: 5"), the line the
question sends the learner to; the two maps' together (32) the page prints nowhere."""
EXERCISE_CANDIDATES: list[str] = ["D4", "I3", "A1", "G6"]
"""Lesson 1's hexes to tell apart by terrain: the one that takes no track (A1, a lake) is not named on the page
(its examples of a lake and a sea are F2, H6 and I6)."""


def lesson_1() -> list[Exercise]:
    """Lesson 1 (the map and its terrain): the hex across an edge of Brookton, how many hexes of both maps take no
    track, which of four hexes takes none. None is a hex or a count the page prints."""
    import steamlab
    from steamlab.core.hexgrid import edge_from_name, label
    from steamlab.course.maps import hex_facts, map_facts, terrain_lines
    from steamlab.i18n import term

    tutorial = steamlab.load_map("tutorial")
    at, edge = EXERCISE_EDGE
    across = label(tutorial.find(at).neighbor(edge_from_name(edge)))
    place = tutorial.cell(tutorial.find(at)).city
    if place is None:
        raise ValueError(f"lesson 1's exercise hex {at} is not a city")
    city = place.name
    maps = [steamlab.load_map(name) for name in EXERCISE_COUNT_MAPS]
    no_track_counts = [len([h for h in m.hexes if not m.cell(h).buildable]) for m in maps]
    titles = {lang: [m.title_in(lang) for m in maps] for lang in ("en", "ja")}

    def counted(lang: str) -> str:
        lines = []
        for name, m, n in zip(EXERCISE_COUNT_MAPS, maps, no_track_counts, strict=True):
            kinds = sorted({m.cell(h).terrain for h in m.hexes if not m.cell(h).buildable})
            parts = [f"{term('terrain', t, lang)} {m.count(t)}" for t in kinds]
            lines += [*map_facts(name, lang=lang).splitlines()[:2], " + ".join(parts) + (f" = {n}" if len(parts) > 1 else "")]
        return "\n".join([*lines, " + ".join(map(str, no_track_counts)) + f" = {sum(no_track_counts)}"])

    candidates = EXERCISE_CANDIDATES
    no_track = [h for h in candidates if not tutorial.cell(tutorial.find(h)).buildable]
    return [
        hex_pick(fill(_TEXTS["lesson_1.question"], city=city, at=at, edge_words_edge=_EDGE_WORDS[edge], edge=edge,
                      term_edge_edge_ja=term('edge', edge, 'ja')),
                 tutorial, [across], lambda lang: hex_facts("tutorial", at, lang=lang),
                 hint=_TEXTS["lesson_1.hint"]),
        number(fill(_TEXTS["lesson_1.question.2"], titles_en_0=titles['en'][0], titles_en_1=titles['en'][1],
                    titles_ja_0=titles['ja'][0], titles_ja_1=titles['ja'][1]),
               sum(no_track_counts), counted,
               hint=_TEXTS["lesson_1.hint.2"]),
        choice(_TEXTS["lesson_1.question.3"],
               [(h, as_is(h)) for h in candidates], no_track[0],
               lambda lang: terrain_lines("tutorial", candidates, lang=lang),
               hint=_TEXTS["lesson_1.hint.3"]),
    ]  # fmt: skip


EXERCISE_OPEN_END: tuple[str, str, int] = ("G5", "straight", 2)
"""Player 1's first build in lesson 2's exercise (hex, tile, rotation): a straight from Eastmere towards the hill F4,
left open."""
EXERCISE_BUILD: tuple[str, str, int] = ("F4", "x_gentles", 5)
"""Lesson 2's build to price in both games, the next turn (hex, tile, rotation): a crossing, four exits on a hill. A
first build on Tutorial Valley costs what one the page prices does (a sharp curve on the river D3 was D4's straight,
`$3` in both games); this costs `$6` in both, a price no figure of the page gives."""
EXERCISE_IMPROVE: tuple[str, str, int] = ("C3", "town_3_star", 0)
"""Lesson 2's improvement to compare: Ivybridge's one-exit town tile to three exits (the page improves it to two
exits, which both games price alike)."""
EXERCISE_FOUR_MAP = "rust_belt"
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


EXERCISE_TURNS: list[tuple[int, list[tuple[str, str, int]]]] = [
    (0, [("D4", "straight", 1), ("E5", "straight", 0), ("B3", "straight", 0)]), (0, [("C5", "straight", 1)])]
"""Lesson 3's two building turns of Player 1, told in the question: not the page's (D4, E5, E6, then B3), whose
story and table of links it shows."""
EXERCISE_LOST: tuple[list[tuple[str, str, int]], tuple[str, str, int]] = ([("B3", "straight", 0)], ("B4", "straight", 0))
"""Lesson 3's lost link (Player 1's track from Ashford, not extended) and Player 2's extension of it; Player 2 owns
Ashford–Ivybridge, so Ashford is on its complete network (the page's take-over is of Carlow's lost link)."""
EXERCISE_URBANIZE: tuple[list[Any], tuple[str, str]] = (
    [(["Brookton", "H3", "Juniper"], 0), (["Carlow", "F4", "F5", "Lindow"], 1), (["Juniper", "G4", "G5", "Lindow"], 2)],
    ("Juniper", "B"))
"""Lesson 3's links and the town to urbanize: Juniper, not the page's Lindow (whose table after it shows)."""


def lesson_3() -> list[Exercise]:
    """Lesson 3 (links and ownership): links owned after two turns, a lost link taken over, links after urbanizing.
    Each is a case of its own, told in the question; the page's worked examples show theirs played."""
    from steamlab.course.rails import build_option, judge_build, links_table, play_turns

    first_turns = EXERCISE_TURNS
    board, _ = play_turns("tutorial", "steam", first_turns)
    owned = [lk for lk in trace_links(board) if lk.owner == 0]
    lost_track, (at, tile, rotation) = EXERCISE_LOST
    script = [(0, lost_track), (0, [])]
    ashford = [(["Ashford", "C2", "Ivybridge"], 1)]
    lost = {game: play_turns("tutorial", game, script, links=ashford)[0] for game in RAIL_GAMES}
    extend = Build(at, tile, rotation)
    may_take = {game for game, b in lost.items() if build_option(b, game, extend, player=1).reason is None}
    links, (town, city) = EXERCISE_URBANIZE
    after, _ = play_turns("tutorial", "steam", [], links=links, urbanize=(town, city))
    complete_after = [lk for lk in trace_links(after) if lk.complete]

    def urbanized(lang: str) -> str:
        before = str(links_table(play_turns("tutorial", "steam", [], links=links)[0], lang=lang))
        return before + "\n\n" + play_turns("tutorial", "steam", [], links=links, urbanize=(town, city), lang=lang)[1] \
            + "\n" + str(links_table(after, lang=lang))

    return [
        number(_TEXTS["lesson_3.question"],
               len(owned), lambda lang: play_turns("tutorial", "steam", first_turns, lang=lang)[1] + "\n"
               + str(links_table(board, lang=lang)),
               hint=_TEXTS["lesson_3.hint"]),
        choice(_TEXTS["lesson_3.question.2"],
               [(g, by_language(game_name, g)) for g in RAIL_GAMES], may_take,
               lambda lang: "\n".join(f"{game_name(g, lang)}: " + judge_build(b, g, extend, player=1, lang=lang)
                                      for g, b in lost.items()), several=True,
               hint=_TEXTS["lesson_3.hint.2"]),
        number(_TEXTS["lesson_3.question.3"],
               len(complete_after), urbanized,
               hint=_TEXTS["lesson_3.hint.3"]),
    ]  # fmt: skip


NAMES: dict[str, list[str]] = heading("course.lesson_exercises", "NAMES")
"""Lesson 4's players by the colours drawn."""
EXERCISE_SWAP: tuple[str, str, int] = ("Marsh End", "Juniper", 1)
"""Lesson 4's change to the worked example: the Marsh End–Juniper link owned by green (Player 2), not orange, so the
verdicts and points of the page's route are not the ones asked."""
EXERCISE_CUBE: tuple[str, str, int] = ("Ashford", "red", 6)
"""Lesson 4's cube to move (city, colour, orange's locomotive): a red cube added to Ashford (the page moves its
yellow one, which must stop at Carlow)."""
EXERCISE_COUNT: tuple[int, int] = (1, 5)
"""Lesson 4's count of legal deliveries (player, locomotive): green at 5 (the page lists orange's and cyan's)."""


def _steam_position(board: Any) -> Scenario:
    """Lesson 4's page board as a Steam position of 3 players, to be changed through the scenario's checks."""
    return Scenario("steam", players=3, map=board.map.id).lay_board(board)


def lesson_4(steam_board: Any, move: Any) -> list[Exercise]:
    """Lesson 4 (moving goods): when one link changes hands, the points orange gets for the delivery, then who may
    move the cube; where a new cube stops, how many deliveries green has. Each case is told in the question.

    The points come first: who may move the cube is judged by the same count of links, so the movers' verdicts
    (shown once that exercise is answered) would give the points away, and a points question that named the
    mover would give away who may move it. The points' working lists the links' owners, not who may move."""
    from steamlab.core.hexgrid import label
    from steamlab.course.goods import delivery_lines, judge_delivery

    steam_rules = DeliveryRules("steam")
    a, b, new_owner = EXERCISE_SWAP
    swapped = _steam_position(steam_board).link_owner(a, b, new_owner).board()
    verdicts = {p: check_delivery(swapped, steam_rules, p, 5, move) for p in (0, 1, 2)}
    movers = {p for p, (delivery, _reason) in verdicts.items() if delivery is not None}
    first = verdicts[min(movers)][0] if movers else None
    if first is None:
        raise ValueError(f"lesson 4's exercise: nobody may move the cube once {a}–{b} is Player {new_owner + 1}'s")
    owner_points = dict(first.points).get(0, 0)
    city, colour, loco = EXERCISE_CUBE
    added = _steam_position(steam_board).cubes(city, colour).board()
    at = added.map.find(city)
    stops = {label(d.legs[-1].end.hex) for d in legal_deliveries(added, steam_rules, 0, loco)
             if d.move.at == label(at) and d.move.color == colour}  # fmt: skip
    counted, count_loco = EXERCISE_COUNT
    counted_moves = legal_deliveries(steam_board, steam_rules, counted, count_loco)
    moves_it: Pair = _TEXTS["lesson_4.moves_it"]
    owns: Pair = _TEXTS["lesson_4.owns"]
    orange_scores: Pair = _TEXTS["lesson_4.orange_scores"]
    colours: Pair = {"en": colour, "ja": {"red": "赤", "yellow": "黄色", "blue": "青"}.get(colour, colour)}

    def owners(lang: str) -> str:
        names = NAMES[lang]
        lines = [say(owns, lang, a=swapped.place_name(leg.start.hex), b=swapped.place_name(leg.end.hex),
                     who=names[leg.link.owner] if leg.link.owner is not None else "—") for leg in first.legs]
        return "\n".join([*lines, say(orange_scores, lang, n=owner_points)])

    def each_mover(lang: str) -> str:
        names = NAMES[lang]
        return "\n".join(say(moves_it, lang, who=names[p], verdict=judge_delivery(
            swapped, "steam", p, 5, move, names=names, lang=lang)) for p in (0, 1, 2))

    swap: Pair = fill(_TEXTS["lesson_4.swap"], names_en_new_owner=NAMES['en'][new_owner], a=a, b=b,
                      names_ja_new_owner=NAMES['ja'][new_owner])
    return [
        number(fill(_TEXTS["lesson_4.question"], swap=swap),
               owner_points, owners,
               hint=_TEXTS["lesson_4.hint"]),
        choice(_TEXTS["lesson_4.question.2"],
               [(p, {lang: names[p] for lang, names in NAMES.items()}) for p in range(3)], movers, each_mover,
               several=True,
               hint=_TEXTS["lesson_4.hint.2"]),
        hex_pick(fill(_TEXTS["lesson_4.question.3"], colours=colours, city=city, loco=loco),
                 added, stops,
                 lambda lang: delivery_lines(added, "steam", 0, loco, names=NAMES[lang], lang=lang),
                 hint=_TEXTS["lesson_4.hint.3"]),
        number(fill(_TEXTS["lesson_4.question.4"], names_en_counted=NAMES['en'][counted], count_loco=count_loco,
                    names_ja_counted=NAMES['ja'][counted]),
               len(counted_moves),
               lambda lang: delivery_lines(steam_board, "steam", counted, count_loco, names=NAMES[lang], lang=lang),
               hint=fill(_TEXTS["lesson_4.hint.4"], names_en_counted=NAMES['en'][counted],
                         names_ja_counted=NAMES['ja'][counted])),
    ]  # fmt: skip


EXERCISE_AUCTION: tuple[list[int], list[int | str]] = ([1, 3, 0, 2], [4, 6, 9, 12, "drop", 17, "drop", 18, "drop"])
"""Lesson 5's auction to price (order, then each bid or drop): not the lesson's worked examples, whose payments
the page shows; the exercise gives its bids only, and its payments table is the working. Second place's last bid,
`$17`, is one the Try-it's slider cannot set (it stops at `$15`): with `$7` there, the Try-it's table printed second
place paying `$7` in Steam and `$4` in Age of Steam, the two answers."""
EXERCISE_PASS_AUCTION: tuple[list[int], list[int | str]] = ([3, 1, 0, 2],
                                                              [2, 3, "pass", 4, "drop", 5, "drop", 6, "drop"])
"""Lesson 5's auction with Player 1's free pass (Turn Order taken last turn), to place."""
EXERCISE_LOCOMOTIVE = 4
"""The locomotive level of lesson 5's tile price (the page's table is for level 1): `$9`, an amount the page shows
nowhere (level 3's `$8` was the Try-it's winning bid)."""


def _bids(order: Sequence[int], script: Sequence[int | str], free_pass: Sequence[int] = ()) -> dict[str, str]:
    """An auction told by its bids alone, in both languages (the question's set-up; no payments, no places)."""
    from steamlab.course.auction import auction_steps

    out = {}
    for lang, sep, end in (("en", "; ", "."), ("ja", "、", "。")):
        _, lines = auction_steps(order, script, free_pass, lang)
        out[lang] = sep.join(lines) + end
    return out


def lesson_5() -> list[Exercise]:
    """Lesson 5 (the auction): what second place pays in both games, where a free pass leaves its holder, a tile's
    price. The auctions are new ones, told by their bids; the page's worked examples show theirs priced."""
    from steamlab.course.auction import action_costs_table, at_locomotive, auction_story, run_auction

    order, script = EXERCISE_AUCTION
    first = run_auction(order, script)
    second_place = first.places[1]
    p_order, p_script = EXERCISE_PASS_AUCTION
    with_pass = run_auction(p_order, p_script, free_pass=[0])
    locomotive_price = at_locomotive("base", EXERCISE_LOCOMOTIVE).action_cost(0, "locomotive")
    bids, pass_bids = _bids(order, script), _bids(p_order, p_script, [0])
    story = lambda lang: str(auction_story(order, script, lang=lang))  # noqa: E731
    places = [(n, {"en": ("first", "second", "third", "fourth")[n], "ja": f"{n + 1} 位"}) for n in range(4)]
    return [
        number(fill(_TEXTS["lesson_5.question"], bids=bids),
               steam_payments(first)[second_place], story, money=True,
               hint=_TEXTS["lesson_5.hint"]),
        number(_TEXTS["lesson_5.question.2"],
               age_of_steam_payments(first)[second_place], story, money=True,
               hint=_TEXTS["lesson_5.hint.2"]),
        choice(fill(_TEXTS["lesson_5.question.3"], pass_bids=pass_bids),
               places, with_pass.places.index(0),
               lambda lang: str(auction_story(p_order, p_script, free_pass=[0], lang=lang)),
               hint=_TEXTS["lesson_5.hint.3"]),
        number(fill(_TEXTS["lesson_5.question.4"], exercise_locomotive=EXERCISE_LOCOMOTIVE),
               locomotive_price, lambda lang: str(action_costs_table(EXERCISE_LOCOMOTIVE, lang=lang)), money=True,
               hint=_TEXTS["lesson_5.hint.4"]),
    ]  # fmt: skip


EXERCISE_STANDARD: dict[str, Any] = {"cash": 11, "income": 2, "locomotive": 5, "vp": 1}
"""Lesson 6's Steam standard seat to play an income phase for: not one of the page's three worked examples, and left
with `$8`, cash the page shows nowhere (`$6` left `$3`, the standard example's cash before and its upkeep)."""
EXERCISE_SHORT: dict[str, Any] = {"cash": 7, "income": -10, "vp": 11}
"""Lesson 6's Steam base seat at income -10, short of cash (the page's example has `$1` and 5 VP, and pays 4 VP):
`$3` short, it pays 2 VP and keeps 9. (`$3` and 8 VP paid 4 VP and kept 4, the VP the example pays.)"""
EXERCISE_INCOME = 45
"""Lesson 6's Age of Steam income to reduce: not a row of the page's reduction table. Its reduction, 8, the page
shows only as the table's −8 for the band; 36's, 6, was also the "income down 6" of the Age of Steam example."""
EXERCISE_AOS: dict[str, Any] = {"cash": 0, "income": -2, "locomotive": 2, "shares": 4}
"""Lesson 6's Age of Steam seat short of cash, whose income falls to -10 exactly (still in; the page's third example
is out)."""


def lesson_6() -> list[Exercise]:
    """Lesson 6 (income): cash after the income phase, VP lost when short, Age of Steam's income reduction, out.
    Each asks about a seat (or an income) of its own, told in the question; the page's worked examples show theirs
    played."""
    from steamlab.course.money import income_phase, income_reduction_table, reduction, seat_after_income

    standard, short, aos = EXERCISE_STANDARD, EXERCISE_SHORT, EXERCISE_AOS
    return [
        number(fill(_TEXTS["lesson_6.question"], standard_cash=standard['cash'], standard_income=standard['income'],
                    standard_locomotive=standard['locomotive'], standard_vp=standard['vp']),
               seat_after_income("steam", "standard", **standard).cash,
               lambda lang: str(income_phase("steam", "standard", **standard, lang=lang)), money=True,
               hint=_TEXTS["lesson_6.hint"]),
        number(fill(_TEXTS["lesson_6.question.2"], short_cash=short['cash'], short_vp=short['vp']),
               seat_after_income("steam", "base", **short).vp,
               lambda lang: str(income_phase("steam", "base", **short, lang=lang)),
               hint=_TEXTS["lesson_6.hint.2"]),
        number(fill(_TEXTS["lesson_6.question.3"], exercise_income=EXERCISE_INCOME),
               reduction(EXERCISE_INCOME),
               lambda lang: str(income_reduction_table([EXERCISE_INCOME], lang=lang)),
               hint=fill(_TEXTS["lesson_6.hint.3"], exercise_income=EXERCISE_INCOME)),
        choice({"en": f"Age of Steam: cash `${aos['cash']}`, income {aos['income']}, locomotive {aos['locomotive']}, "
                      f"{aos['shares']} shares. After the income phase the player is…".replace("-", "−"),
                "ja": f"エイジ・オブ・スチーム: 所持金 `${aos['cash']}`、収入 {aos['income']}、機関車 {aos['locomotive']}、"
                      f"株式 {aos['shares']}。収入フェイズの後、このプレイヤーは…".replace("-", "−")},
               [(False, _TEXTS["lesson_6.option.False"]),
                (True, _TEXTS["lesson_6.option.True"])],
               seat_after_income("age_of_steam", **aos).out,
               lambda lang: str(income_phase("age_of_steam", **aos, lang=lang)),
               hint=_TEXTS["lesson_6.hint.4"]),
    ]  # fmt: skip


EXERCISE_LINK: tuple[list[str], int] = (["Carlow", "D3", "D4", "D5", "D6", "Kestrel"], 2)
"""Lesson 7's link to count in Age of Steam (its places, its owner): a link to the town of Kestrel, not a row of the
page's table of links, and longer than any there (5 VP; the table gives 2, 3 and 4). Through D4 and C5 it was 3 VP,
what the table gives Player 3's Carlow–Lindow, a link from Carlow through two hexes to a town as well."""
EXERCISE_STANDARD_SEAT: dict[str, int] = {"income": 15, "vp": 11}
"""Lesson 7's Player 1 at the end, for Steam standard (the page's Player 1 has income 9 and 6 VP, and scores 13)."""
EXERCISE_AOS_SEAT: dict[str, int] = {"income": 7, "shares": 4}
"""Lesson 7's Player 3 at the end, for Age of Steam (the page's has income −2 and 1 share, and scores −6)."""
EXERCISE_TIE_SEAT: dict[str, int] = {"income": 10, "vp": 7}
"""Lesson 7's Player 3 in the tie: 13 points like Players 1 and 2, with a higher income (the page's tie is decided by
the action tiles)."""


def lesson_7(board: Any, seats: Any, last_tiles: Any, tie: Any) -> list[Exercise]:
    """Lesson 7 (final scoring): a new link's VP in Age of Steam, two final scores for changed seats, who wins a
    three-way tie. The changes are told in the question; the page's score sheets show its own seats scored."""
    from steamlab.course.scoring import final_scores, link_tile_counts, scores_under
    from steamlab.engine.state import ranking
    from steamlab.i18n import player_label
    from steamlab.scenarios.compare import link_scores

    places, owner = EXERCISE_LINK
    extended = Scenario("steam", players=3, map=board.map.id).lay_board(board).link(list(places), owner).board()
    new_link = next(lk for lk in link_scores(extended)
                    if {extended.place_name(lk.start), extended.place_name(lk.end)} == {places[0], places[-1]})  # fmt: skip
    standard_seats = [{**seats[0], **EXERCISE_STANDARD_SEAT}, *seats[1:]]
    aos_seats = [*seats[:2], {**seats[2], **EXERCISE_AOS_SEAT}]
    tie_seats = [*tie[:2], {**tie[2], **EXERCISE_TIE_SEAT}]
    standard = scores_under(board, standard_seats, last_tiles, "steam", "standard")
    aos = scores_under(board, aos_seats, last_tiles, "age_of_steam")
    steam_tie = scores_under(board, tie_seats, last_tiles, "steam", "standard")
    std, aseat, tseat = EXERCISE_STANDARD_SEAT, EXERCISE_AOS_SEAT, EXERCISE_TIE_SEAT
    *before, last = places[1:-1]
    via = {"en": f"{', '.join(before)} and {last}" if before else last, "ja": "、".join(places[1:-1])}
    return [
        number(fill(_TEXTS["lesson_7.question"], player_label_owner=player_label(owner), places_0=places[0], via=via,
                    places_1=places[-1], player_label_owner_ja=player_label(owner, 'ja')),
               new_link.age_of_steam, lambda lang: str(link_tile_counts(extended, lang=lang)),
               hint=_TEXTS["lesson_7.hint"]),
        number(fill(_TEXTS["lesson_7.question.2"], std_income=std['income'], std_vp=std['vp']),
               standard[0].total, lambda lang: str(final_scores(board, standard_seats, actions=last_tiles, lang=lang)),
               hint=_TEXTS["lesson_7.hint.2"]),
        number(fill(_TEXTS["lesson_7.question.3"], aseat_income=aseat['income'], aseat_shares=aseat['shares']),
               aos[2].total, lambda lang: str(final_scores(board, aos_seats, actions=last_tiles, lang=lang)),
               hint=_TEXTS["lesson_7.hint.3"]),
        choice(fill(_TEXTS["lesson_7.question.4"], tseat_income=tseat['income'], tseat_vp=tseat['vp']),
               [(p, by_language(player_label, p)) for p in range(3)], ranking(steam_tie)[0],
               lambda lang: str(final_scores(board, tie_seats, actions=last_tiles, lang=lang)),
               hint=_TEXTS["lesson_7.hint.4"]),
    ]  # fmt: skip


EXERCISE_TAKEN = "engineer"
"""Lesson 13: the action tile Player 1 takes before the next player chooses (the page lists Player 1's choices only)."""
EXERCISE_MORE_PLAYOUTS = 4
"""Lesson 13: how many times more playouts the learner imagines for the Engineer, at the same win rate (the page's table
has 6 a candidate)."""


def lesson_13(game: Any, result: Any) -> list[Exercise]:
    """Lesson 13 (the Engineer scenario): how many tiles the next player chooses from once Player 1 has taken the
    Engineer, and whether four times the playouts at the same win rate narrow the interval. The page prints Player 1's
    list of actions and the table's win rates, which answered the old questions."""
    import copy

    from steamlab.course.scenarios import action_lines, playout_table
    from steamlab.i18n import player_label, render
    from steamlab.i18n.describe import describe_action
    from steamlab.scenarios.analysis import CandidateResult

    taken = next(a for a in game.legal_actions() if getattr(a, "tile", None) == EXERCISE_TAKEN)
    after = copy.deepcopy(game)
    after.apply(taken)
    left = len(after.legal_actions())
    name = {lang: render(describe_action(game, taken), lang) for lang in ("en", "ja")}
    row = next(r for r in result.results if r.action == taken)
    k = EXERCISE_MORE_PLAYOUTS
    more = CandidateResult(row.action, row.playouts * k, row.wins * k, row.mean_score, row.score_sd)
    (lo, hi), (mlo, mhi) = row.win_interval(), more.win_interval()
    verdict = "narrower" if mhi - mlo < hi - lo else "wider" if mhi - mlo > hi - lo else "same"
    widths = [("narrower", _TEXTS["lesson_13.option.narrower"]), ("same", _TEXTS["lesson_13.option.same"]),
              ("wider", _TEXTS["lesson_13.option.wider"])]

    def next_choices(lang: str) -> str:
        head = fill(_TEXTS["lesson_13.next_choices.head"],
                    fter_current_player_lang=player_label(after.current_player, lang))
        return head[lang] + "\n" + str(action_lines(after, lang=lang))

    def intervals(lang: str) -> str:
        line = _TEXTS["lesson_13.intervals.text"][lang]
        return "\n".join([str(playout_table(result, game, lang=lang)), "",
                          line.format(n=row.playouts, w=row.wins, rate=row.win_rate, lo=lo, hi=hi),
                          line.format(n=more.playouts, w=more.wins, rate=more.win_rate, lo=mlo, hi=mhi)])

    return [
        number(fill(_TEXTS["lesson_13.question"], name=name),
               left, next_choices,
               hint=_TEXTS["lesson_13.hint"]),
        choice(fill(_TEXTS["lesson_13.question.2"], name=name, k=k, row_playouts_k=row.playouts * k),
               widths, verdict, intervals,
               hint=_TEXTS["lesson_13.hint.2"]),
    ]  # fmt: skip
