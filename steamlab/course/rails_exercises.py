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
from typing import Any

from steamlab.core.hexgrid import label
from steamlab.course import rails_actions as actions
from steamlab.course import rails_growth as growth
from steamlab.course import rails_round as rounds
from steamlab.course import rails_track as track
from steamlab.course.exercises import Exercise, choice, hex_pick, number
from steamlab.course.rails_play import position, start, who
from steamlab.games.age_of_steam.game import AgeOfSteamGame
from steamlab.games.rails.actions import Build, ChooseAction, CityGrowth, IssueShares, RaiseCapital, RollDice, Urbanize
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.games.rails.game import RailGame
from steamlab.games.steam.game import SteamGame
from steamlab.i18n import term

YES_NO = [(True, {"en": "yes", "ja": "はい"}), (False, {"en": "no", "ja": "いいえ"})]

SELECTION_PLAYERS = [{"cash": 12, "locomotive": 2}, {"cash": 5}, {"cash": 9}]
SELECTION_LINKS = [(["Carlow", "E5", "E6", "Fenwick"], 0), (["Brookton", "Juniper"], 1), (["Ashford", "Ivybridge"], 2)]
SELECTION = ["locomotive", "first_move", "first_build"]
"""Lesson 14's worked selection: the position and the tiles taken, in turn order."""


def _players(n: int) -> list[tuple[int, dict[str, str]]]:
    return [(p, {"en": who(p, "en"), "ja": who(p, "ja")}) for p in range(n)]


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
    assert isinstance(base, SteamGame)
    after = selection_game(3, EXERCISE_SELECTION)
    second = selection_game(1, [EXERCISE_FIRST_TAKE])
    offered = set(actions.offered(second))
    tiles = [(a["id"], {lang: term("action_tile", a["id"], lang) for lang in ("en", "ja")}) for a in second.action_tiles()]
    named = {lang: [term("action_tile", t, lang) for t in EXERCISE_SELECTION] for lang in ("en", "ja")}
    first = {lang: term("action_tile", EXERCISE_FIRST_TAKE, lang) for lang in ("en", "ja")}
    return [
        number({"en": "Base game: Player 1's locomotive is at level 3. What does the Locomotive tile cost them?",
                "ja": "基本ゲーム: プレイヤー 1 の機関車はレベル 3 です。機関車タイルの代金はいくらですか?"},
               base.action_cost(0, "locomotive"),
               lambda lang: actions.steam_tiles_table(lang, locomotive=3), money=True),  # fmt: skip
        choice({"en": f"Same position, but Player 1 takes {named['en'][0]}, Player 2 {named['en'][1]} and Player 3 "
                      f"{named['en'][2]}. Who builds first?",
                "ja": f"同じ局面で、プレイヤー 1 が{named['ja'][0]}、プレイヤー 2 が{named['ja'][1]}、プレイヤー 3 が"
                      f"{named['ja'][2]}を取ります。最初に敷設するのは誰ですか?"},
               _players(3), actions.build_order(after)[0],
               lambda lang: actions.orders_table(selection_game(3, EXERCISE_SELECTION), lang),
               hint={"en": "The First Build holder builds first; everyone else keeps the turn order.",
                     "ja": "最初の敷設を持つプレイヤーが最初に敷設し、ほかのプレイヤーは手番順のままです。"}),  # fmt: skip
        choice({"en": f"Same position, after Player 1 took {first['en']}: tick every tile Player 2 (green, $5) may take.",
                "ja": f"同じ局面で、プレイヤー 1 が{first['ja']}を取った後: プレイヤー 2 (緑、$5) が取れるタイルを"
                      "すべて選んでください。"},
               tiles, offered, lambda lang: actions.select(selection_game(0), [EXERCISE_FIRST_TAKE, "first_move"], lang),
               several=True,
               hint={"en": "A tile someone took is gone, and Player 2 must be able to pay for a tile: what does Locomotive "
                           "cost at level 1?",
                     "ja": "取られたタイルはなくなり、プレイヤー 2 は代金を払えるタイルしか取れません。レベル 1 の機関車"
                           "タイルの代金はいくらですか?"}),  # fmt: skip
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
    assert isinstance(steam, SteamGame) and isinstance(aos, AgeOfSteamGame)
    after = aos.copy()
    after.apply(IssueShares(sh["issue"]))
    held = after.seats[0].shares
    turns = after.total_turns - after.turn + 1
    return [
        number({"en": f"Steam, standard game, turn {cap['turn']}: Player 1 has no cash, income {cap['income']}, and needs "
                      f"`${cap['need']}` for this turn's builds. What is their income after raising just enough?",
                "ja": f"スチーム標準ゲームの{cap['turn']}ターン目: プレイヤー 1 は現金がなく収入は {cap['income']} で、"
                      f"このターンの敷設に `${cap['need']}` 必要です。必要なだけ資本を入手した後の収入はいくつですか?"},
               raised.seats[0].income, lambda lang: rounds.capital_table(steam, lang),
               hint={"en": "Each step down the income track brings `$5`: how many steps cover the need, and where does "
                           "that leave the income marker?",
                     "ja": "収入トラックを 1 段下げるごとに `$5` 入ります。必要額をまかなうには何段必要で、収入マーカーは"
                           "どこになりますか?"}),  # fmt: skip
        number({"en": f"Age of Steam, turn {sh['turn']} of 10: Player 1 holds {sh['shares']} shares and issues "
                      f"{sh['issue']} more. How much do their shares cost in all the income phases left (this turn's "
                      "included)?",
                "ja": f"エイジ・オブ・スチーム、10ターン中{sh['turn']}ターン目: プレイヤー 1 は株式を{sh['shares']}株持ち、"
                      f"さらに{sh['issue']}株発行します。残りのすべての支払フェイズ (このターンを含む) で株式にいくら"
                      "払いますか?"},
               held * turns, lambda lang: rounds.shares_table(aos, [0, 1, sh["issue"]], lang), money=True,
               hint={"en": "`$1` per share held in each income phase: count the shares and the income phases left.",
                     "ja": "支払フェイズごとに株式 1 株につき `$1` です。株式の数と残りの支払フェイズの数を"
                           "数えてください。"}),  # fmt: skip
        number({"en": "And how many points do those shares cost in the final score?",
                "ja": "では、それらの株式は最終得点で何点になりますか?"},
               after.score_of(0, []).items[1].points, lambda lang: rounds.shares_table(aos, [0, 1, sh["issue"]], lang),
               hint={"en": "Each share held at the end costs 3 VP.",
                     "ja": "終了時に持っている株式 1 株につき 3 点を失います。"}),
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
        head = {"en": f"The towns of {title['en']}, each may take a new city tile:",
                "ja": f"{title['ja']}の町 (どれにも新都市タイルを置けます):"}[lang]
        return head + "\n" + "\n".join(f"  {other.place_name(other.map.find(h))} ({h})" for h in towns)

    def judged(game: str, build: Build) -> Any:
        return lambda lang: f"{game_name(game, lang)}: " + judge_build(track.track_board(game), game, build,
                                                                        player=player, lang=lang)  # fmt: skip

    change: dict[str, str] = {"en": f"{who(player, 'en')} replaces {town}'s tile ({at}), at the end of Player 2's link, by "
                                    "a tile with 4 exits",
                              "ja": f"{who(player, 'ja')} が {town} ({at}) のタイル (プレイヤー 2 のリンクの端) を"
                                    "出口 4 つのタイルに交換します"}
    return [
        hex_pick({"en": f"On {title['en']}, Player 1 holds Urbanization. Click a hex they may put a new city on.",
                  "ja": f"{title['ja']}で、プレイヤー 1 は都市化を持っています。新都市を置けるヘクスを"
                        "クリックしてください。"},
                 other, towns, town_list,
                 hint={"en": "A new city tile goes only on a town, with or without track on it.",
                       "ja": "新都市タイルは町にだけ置けます。線路があってもかまいません。"}),  # fmt: skip
        number({"en": f"Age of Steam: {change['en']} (a crossing of two straights with the town marker), then lays "
                      f"{laid['en']} from its new exit. What do the {len(aos_turn)} tiles of the turn cost together?",
                "ja": f"エイジ・オブ・スチーム: {change['ja']} (町マーカー付きの直線 2 本の立体交差)。続けて新しい出口から "
                      f"{laid['ja']}を置きます。このターンの {len(aos_turn)} 枚のタイルの費用は合わせていくらですか?"},
               track.turn_costs("age_of_steam", aos_turn, player)[0],
               lambda lang: track.turn_costs("age_of_steam", aos_turn, player, lang)[1], money=True,
               hint={"en": "Age of Steam has one price for any replacement in a town; a new tile pays its row of the "
                           "table, in the column for its terrain.",
                     "ja": "エイジ・オブ・スチームでは、町での置き換えはいつも同じ費用です。新しいタイルは費用表の"
                           "その行の、地形の列の費用を払います。"}),  # fmt: skip
        number({"en": f"Steam: {change['en']} (the town tile with 4 exits). What does it cost?",
                "ja": f"スチーム: {change['ja']} (出口 4 つの町タイル)。費用はいくらですか?"},
               track.change_cost("steam", steam_change, player), judged("steam", steam_change), money=True,
               hint={"en": "Steam charges `$1` per exit of the new tile, `$1` for a town, and no terrain.",
                     "ja": "スチームは新しいタイルの出口 1 つにつき `$1`、町に `$1` を払い、地形の分は"
                           "払いません。"}),  # fmt: skip
        choice({"en": f"In Steam, may {who(player, 'en')} put the crossing of two straights on {town} instead?",
                "ja": f"スチームで、{who(player, 'ja')} は代わりに直線 2 本の立体交差を {town} に置けますか?"},
               YES_NO, reason is None, judged("steam", plain_in_steam),
               hint={"en": "Which tiles may go on a town in Steam, and which in Age of Steam?",
                     "ja": "スチームで町に置けるタイルはどれですか? エイジ・オブ・スチームではどうですか?"}),
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
        hex_pick({"en": f"Earlier in this game a player grew {marked_name} with City Growth. Player 1 holds City Growth "
                        "now. Click a city, other than Fenwick, that it can never grow.",
                  "ja": f"このゲームの前のターンに、あるプレイヤーが都市発展で {marked_name} を発展させました。今は"
                        "プレイヤー 1 が都市発展を持っています。Fenwick 以外で、発展させることのできない都市をクリック"
                        "してください。"},
                 marked.board, barred,
                 lambda lang: growth.judge(city_growth_game((EXERCISE_MARKED,)), [CityGrowth(b, 1) for b in barred], lang),
                 hint={"en": "A city that has a City Growth marker, printed or placed, can never grow again.",
                       "ja": "都市発展マーカーのある都市 (印刷されたものでも、置かれたものでも) は二度と"
                             "発展できません。"}),  # fmt: skip
        number({"en": "Age of Steam, no Production this turn, the lesson's display: the dice show 2, 2, 6 (light) and "
                      "3, 1, 1 (dark). How many goods arrive at Fenwick?",
                "ja": "エイジ・オブ・スチーム、このターンは商品補充なし、この課の商品表: ダイスは明るい側 2、2、6、"
                      "暗い側 3、1、1。Fenwick に届く商品はいくつですか?"},
               fenwick, dice_working),  # fmt: skip
        number({"en": f"Steam: after Player 1 grows {city} with supply space {space}, how many goods are on {city}?",
                "ja": f"スチーム: プレイヤー 1 が商品供給マス{space}で {city} を発展させた後、{city} にある商品は"
                      "いくつですか?"},
               goods, lambda lang: growth.play(city_growth_game(), [CityGrowth(at, space)], lang),
               hint={"en": f"Count the goods on {city} in the picture, then add the goods of supply space {space}.",
                     "ja": f"図で {city} にある商品を数え、商品供給マス{space}の商品を足してください。"}),  # fmt: skip
    ]


SCORED_LINKS = [(["Carlow", "E5", "E6", "Fenwick"], 0), (["Brookton", "Juniper"], 0), (["Ashford", "Ivybridge"], 0)]
"""Lesson 18's scoring position: Player 1 owns three complete links."""


def scoring_game(game: str) -> RailGame:
    """Lesson 18's end position: Player 1 with income 7, 3 VP (Steam) or 2 shares (Age of Steam), 3 links."""
    rules = "standard" if game == "steam" else None
    players: list[dict[str, Any]] = [{"income": 7, "vp": 3 if game == "steam" else 0}, {}, {}]
    return rounds.position_game(game, rules, "capital" if game == "steam" else "shares", players, links=SCORED_LINKS)


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
    total = SteamGame(players=players, map_name="tutorial", rules="standard", seed=0).total_turns
    left = total - now
    seat: dict[str, Any] = {"cash": 20, "income": 0, **EXERCISE_EXPENSES}
    expenses = 20 - seat_after_income("age_of_steam", **seat).cash
    counted = {"en": f"{players} players: {total} turns; after turn {now}: {total} − {now} = {left}",
               "ja": f"{players} 人: {total} ターン。{now} ターン目の後: {total} − {now} = {left}"}
    steam, aos = scoring_game("steam"), scoring_game("age_of_steam")
    return [
        number({"en": f"Age of Steam: Player 1 has income 0, locomotive {seat['locomotive']} and {seat['shares']} shares. "
                      "How much do they pay in the income phase?",
                "ja": f"エイジ・オブ・スチーム: プレイヤー 1 は収入 0、機関車 {seat['locomotive']}、株式 {seat['shares']} 株"
                      "です。"
                      "収入フェイズでいくら払いますか?"},
               expenses, lambda lang: str(income_phase("age_of_steam", **seat, lang=lang)), money=True,
               hint={"en": "Age of Steam's expenses: `$1` per locomotive level and `$1` per share.",
                     "ja": "エイジ・オブ・スチームの支出は、機関車レベル 1 につき `$1` と株式 1 株につき"
                           " `$1` です。"}),  # fmt: skip
        number({"en": f"A {players}-player game of Steam on Tutorial Valley is in turn {now}. How many turns are left "
                      "after this one?",
                "ja": f"チュートリアル・バレーで {players} 人のスチームが {now} ターン目です。このターンの後、あと何ターン"
                      "ありますか?"},
               left, lambda lang: rounds.phases_table(lang) + "\n\n" + counted[lang],
               hint={"en": f"How many turns does a {players}-player game last? Take away the turns played, this one "
                           "included.",
                     "ja": f"{players} 人のゲームは何ターンで終わりますか? このターンを含め、終わったターンを"
                           "引いてください。"}),  # fmt: skip
        number({"en": "Steam: Player 1 ends with income 7, 3 VP on the track and the three complete links of Player 1 "
                      "(orange). What is their score?",
                "ja": "スチーム: プレイヤー 1 は収入 7、勝利点トラック 3、完成区間3本 (オレンジ) で終了しました。得点は?"},
               rounds.scored(steam, 0), lambda lang: rounds.score_working(scoring_game("steam"), lang)),  # fmt: skip
        number({"en": "Age of Steam, the same track: income 7 and 2 shares. What is Player 1's score?",
                "ja": "エイジ・オブ・スチーム、同じ線路: 収入 7、株式2株。プレイヤー 1 の得点は?"},
               rounds.scored(aos, 0), lambda lang: rounds.score_working(scoring_game("age_of_steam"), lang)),
    ]


EXERCISE_EXTRA_INCOME = 5
"""Lesson 19: the income steps added to the runner-up's final income (the page prints each player's score as played)."""
EXERCISE_MORE_SHARES = 2
"""Lesson 19: the shares the runner-up takes on top of theirs in the first question's case: income and shares both
changed, so the answer is the final scoring's rules applied (3 VP an income step, 3 VP off a share), where income alone
was read off the working's income line (issue 39)."""


def _with_income(game: RailGame, player: int, income: int, shares: int | None = None) -> int:
    """``player``'s final score had they ended ``game`` with ``income`` (and ``shares``), everything else the same
    (the engine's)."""
    import copy

    other = copy.deepcopy(game)
    other.seats[player].income = income
    if shares is not None:
        other.seats[player].shares = shares
    return rounds.scored(other, player)


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
                          {"en": f"{who(second, lang)} with income {more} and {taken} shares: {total}",
                           "ja": f"収入 {more}、株式 {taken} 株の{who(second, lang)}: {total}"}[lang]])

    def ahead(lang: str) -> str:
        lines = [f"{who(first, lang)}: {lead}"]
        for k in (steps - 1, steps):
            total = _with_income(game, second, income + k)
            lines.append({"en": f"{who(second, lang)}, income {income} + {k} = {income + k}: {total}",
                          "ja": f"{who(second, lang)}、収入 {income} + {k} = {income + k}: {total}"}[lang])
        return "\n".join(lines)

    return [
        number({"en": f"In the computer's game, {who(second, 'en')} came second with income {income} and {shares} "
                      f"shares. Had they ended with income {more} and {taken} shares, their track the same, what would "
                      "their score have been?",
                "ja": f"コンピューターのゲームで{who(second, 'ja')} は収入 {income}、株式 {shares} 株で2位でした。"
                      f"収入 {more}、株式 {taken} 株で終わっていたら (線路は同じ)、得点はいくつでしたか?"},
               _with_income(game, second, more, taken), raised,
               hint={"en": "Age of Steam's final score: 3 VP per income step, 3 VP off per share taken, 1 VP per track "
                           "tile in complete links. Only the income and the shares change here.",
                     "ja": "エイジ・オブ・スチームの最終得点は、収入 1 段につき 3 勝利点、発行した株式 1 株につき"
                           " -3 勝利点、完成区間の線路タイル 1 枚につき 1 勝利点です。"
                           "ここで変わるのは収入と株式だけです。"}),
        number({"en": f"How many more income steps would {who(second, 'en')} have needed to finish with a higher score than "
                      f"{who(first, 'en')}, everything else the same?",
                "ja": f"ほかが同じなら、{who(second, 'ja')} が{who(first, 'ja')} より高い得点で終わるには、収入があと何段"
                      "必要でしたか?"},
               steps, ahead,
               hint={"en": "Take the gap between the two scores, and see how many points one income step adds; a tie is not "
                           "enough.",
                     "ja": "2 人の得点差を求め、収入 1 段で何点増えるかを見てください。同点では足りません。"}),
    ]
