"""Russian Railroads scenarios: positions set up by hand, checked, saved, reloaded exactly and played on."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

import steamlab
from steamlab.bots.players import random_bot
from steamlab.core.errors import RecordError, SteamlabError
from steamlab.games.russian_railroads.actions import Pass, Place
from steamlab.games.russian_railroads.position import SCENARIO_VP, check_position
from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.scenarios import RRScenario


def sound() -> RRScenario:
    """Round 3 of a 3-player game: player 0 builds the Trans-Siberian, player 1 completed Kiev's worker space."""
    sc = RRScenario(players=3, seed=2).round(3).order(2, 0, 1)
    sc.rails(0, "trans_siberian", "black", 7).rails(0, "trans_siberian", "grey", 4)
    sc.locomotive(0, "trans_siberian", 1, 4).factory(0, 2).industry(0, 0, 6).doublers(0, 2)
    sc.rails(1, "kiev", "black", 7).workers(1, 7).rubles(1, 3).vp(1, 12)
    sc.engineer(2, 5)  # the engineer in the hiring slot of round 3
    return sc


def play_random(g: RussianRailroadsState, rng: random.Random, limit: int = 3000) -> int:
    """Play random legal actions to the end, checking the invariants after each; the number of actions."""
    base = g.conservation()
    steps = 0
    while not g.is_terminal():
        action = random_bot(g, rng)
        assert g.why_illegal(action) is None
        g.apply(action)
        steps += 1
        assert steps < limit
        assert g.conservation() == base
        assert g.violations() == []
    return steps


def between_turns(players: int, seed: int, rounds: int) -> RussianRailroadsState:
    """A random game played into round ``rounds`` and stopped between two turns, mid-round."""
    g = steamlab.new_game("russian_railroads", players=players, seed=seed)
    assert isinstance(g, RussianRailroadsState)
    rng = random.Random(seed)
    while not (g.round == rounds and g.phase == "play" and not g.pending and any(g.occupied.values())):
        g.apply(random_bot(g, rng))
    return g


# -- a sound scenario ---------------------------------------------------------------------
def test_a_sound_scenario_plays_from_its_position() -> None:
    sc = sound()
    assert sc.problems() == []
    g = sc.state()
    assert (g.round, g.phase, g.current_player, g.order) == (3, "play", 2, [2, 0, 1])
    b0, b1 = g.boards[0], g.boards[1]
    assert b0.unlocked == [True, True, True, False, False] and b0.reach(0) == 5
    assert b0.factories == [2] and b0.markers == [6] and b0.doublers == 2
    assert b1.claimed == {(2, 7)} and b1.extra_workers == 1 and b1.workers_free == 7
    assert g.boards[2].engineers == [5] and g.hireable() == 0
    assert g.scores()[1].items[0].label == SCENARIO_VP and g.scores()[1].total == 12
    assert g.round_score(0).total == 16  # grey 1-4 (spaces 1-2 doubled) + industry space 6
    assert g.supply[2] == 2 and g.supply[4] == 2  # the factory #2 and locomotive #4 came from the stacks
    assert g.doubler_stock == 18 and g.violations() == []
    assert all(a.kind in ("place", "pass") for a in g.legal_actions())


def test_saved_scenario_reloads_exactly() -> None:
    sc = sound()
    record = json.loads(json.dumps(sc.to_record()))
    assert record["start"]["round"] == 3 and record["actions"] == []
    g = steamlab.from_record(record)
    assert g == sc.state()
    rng = random.Random(5)
    for _ in range(25):
        g.apply(random_bot(g, rng))
    again = steamlab.from_record(json.loads(json.dumps(g.to_record())))
    assert again == g
    assert again.to_record() == g.to_record()


def test_exported_position_reloads_to_the_same_position() -> None:
    g = between_turns(4, 3, 4)
    pos = json.loads(json.dumps(g.position()))
    assert check_position(g, pos) == []
    h = RussianRailroadsState(players=4, seed=3)
    h.load_position(pos)
    assert h.position() == pos
    for new, old in zip(h.boards, g.boards, strict=True):
        assert (new.claimed, new.unlocked, new.extra_workers) == (old.claimed, old.unlocked, old.extra_workers)
        assert (new.revalued, new.medal, new.vp) == (old.revalued, old.medal, old.vp)
    assert h.supply == g.supply and h.pool == g.pool and h.box == g.box
    assert steamlab.from_record(json.loads(json.dumps(h.to_record()))) == h


def test_scenario_from_a_game_in_progress_plays_on_legally() -> None:
    g = between_turns(3, 1, 3)
    sc = RRScenario.from_state(g)
    assert sc.problems() == []
    h = sc.state()
    assert (h.round, h.order) == (g.round, g.order)
    assert h.occupied == {} and not any(h.passed)  # resumed at the start of the round's placement
    assert [b.rails for b in h.boards] == [b.rails for b in g.boards]
    assert play_random(h, random.Random(1)) > 0
    assert h.is_terminal() and len(h.scores()) == 3


def test_edits_of_a_game_in_progress_take_tiles_and_doublers_from_the_stock() -> None:
    g = between_turns(4, 2, 2)
    sc = RRScenario.from_state(g)
    low = next(n for n in range(2, 10) if sc.pos["supply"][n - 1])
    supply = sc.pos["supply"][low - 1]
    stock = sc.pos["doubler_stock"]
    sc.locomotive(1, "kiev", low).factory(2, low).doubler(3, "trans_siberian", len(sc.pos["players"][3]["doublers"]) + 1)
    old_kiev = g.boards[1].locos[2]
    returned = 1 if old_kiev == [low] else 0
    assert sc.pos["supply"][low - 1] == supply - 2 + returned
    assert sc.pos["doubler_stock"] == stock - 1
    assert sc.problems() == []


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 1), (4, 2), (4, 5)])
def test_random_playout_from_a_loaded_position_keeps_the_invariants(players: int, seed: int) -> None:
    start = between_turns(players, seed, 2)
    g = steamlab.from_record({**start.to_record(), "actions": [], "start": start.position()})
    assert isinstance(g, RussianRailroadsState)
    play_random(g, random.Random(seed + 100))
    assert steamlab.from_record(g.to_record()) == g


def test_the_round_moves_the_engineer_row() -> None:
    sc = RRScenario(players=4, seed=1)
    row = list(sc.pos["engineer_row"])
    sc.round(3)
    assert sc.pos["engineer_row"] == [0, 0, *row[:-2]]
    assert sc.problems() == []


# -- loading refuses what is wrong ------------------------------------------------------------
def test_load_refuses_a_position_with_problems_and_changes_nothing() -> None:
    g = RussianRailroadsState(players=3, seed=2)
    before = g.snapshot()
    bad = sound().rails(0, "kiev", "black", 0).pos
    with pytest.raises(ValueError, match="every railway keeps its black rail"):
        g.load_position(bad)
    assert g.snapshot() == before and g.start_position is None
    record = {**sound().to_record(), "start": bad}
    with pytest.raises(RecordError, match="start position: Player 1 \\(players\\[0\\]\\): every railway keeps its black rail"):
        steamlab.from_record(record)


def test_positions_load_only_into_a_new_game_and_export_only_between_turns() -> None:
    g = sound().state()
    with pytest.raises(SteamlabError, match="has not started"):
        g.load_position(g.position())
    fresh = steamlab.new_game("russian_railroads", players=2, seed=0)
    assert isinstance(fresh, RussianRailroadsState)
    with pytest.raises(SteamlabError, match="set-up"):
        fresh.position()
    g.apply(Place("black_3"))
    with pytest.raises(SteamlabError, match="finish the decisions pending"):
        g.position()
    done = sound().state()
    while not done.is_terminal():
        done.apply(Pass())
    with pytest.raises(SteamlabError, match="game is over"):
        done.position()


def test_builder_refuses_what_it_cannot_write() -> None:
    sc = sound()
    with pytest.raises(ValueError, match="only over the Trans-Siberian"):
        sc.doubler(0, "kiev", 1)
    with pytest.raises(ValueError, match="no railway 'moscow'"):
        sc.rails(0, "moscow", "black", 2)
    with pytest.raises(ValueError, match="no rail colour 'pink'"):
        sc.rails(0, "kiev", "pink", 2)
    with pytest.raises(ValueError, match="no seat 3"):
        sc.rubles(3, 1)
    assert sc.rails(0, "St. Petersburg", "black", 2).pos["players"][0]["rails"]["st_petersburg"]["black"] == 2


# -- one test per consistency check ---------------------------------------------------------
def _set(path: tuple[Any, ...], value: Any) -> Callable[[RRScenario], object]:
    def edit(sc: RRScenario) -> None:
        target = sc.pos
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


def _ten_natural(sc: RRScenario) -> None:
    sc.rails(0, "trans_siberian", "black", 12).rails(0, "trans_siberian", "brown", 3).rails(
        0, "trans_siberian", "natural", 2
    )
    for rw in ("st_petersburg", "kiev"):
        sc.rails(0, rw, "black", 5).rails(0, rw, "grey", 4).rails(0, rw, "brown", 3).rails(0, rw, "natural", 2)


CHECKS: list[tuple[str, Callable[[RRScenario], object], str]] = [
    ("not an object", lambda sc: setattr(sc, "pos", []), "A position is a JSON object."),
    ("unknown field", _set(("bank",), 3), "Unknown field in the position: bank."),
    ("round", lambda sc: sc.round(9), "round must be 1-6 (3 players), not 9."),
    ("order", lambda sc: sc.order(0, 0, 1), "order must list every seat 0-2 once"),
    ("players", lambda sc: sc.pos["players"].pop(), "players must list 3 players."),
    ("player field", _set(("players", 0, "cash"), 3), "Player 1 (players[0]): unknown field cash."),
    ("unknown railway", _set(("players", 0, "rails", "moscow"), {"black": 2}), "Player 1 (players[0]): unknown railway 'moscow'"),
    ("unknown colour", _set(("players", 0, "rails", "kiev", "pink"), 2), "Player 1 (players[0]): unknown rail colour 'pink'"),
    ("black rail kept", lambda sc: sc.rails(0, "kiev", "black", 0), "so black on Kiev is on space 1 or further"),
    (
        "railway length",
        lambda sc: sc.rails(2, "st_petersburg", "black", 10),
        "black on St. Petersburg space 10 is beyond its 9 spaces",
    ),
    (
        "accepted colours",
        _ten_natural,
        "Player 1 (players[0]): the Kiev railway does not take natural rails (it takes black, grey, brown).",
    ),
    ("rail counts", _ten_natural, "Player 1 (players[0]) has 3 natural rails on the railways but the game gives 2."),
    (
        "colour unlocked",
        lambda sc: sc.rails(2, "kiev", "black", 3).rails(2, "kiev", "grey", 1),
        "Player 3 (players[2]): grey rails come when black reaches Trans-Siberian space 2, but black is on space 1.",
    ),
    (
        "colour order",
        lambda sc: sc.rails(0, "trans_siberian", "grey", 7),
        "grey on Trans-Siberian space 7 is not behind black on space 7 (a colour never reaches or passes",
    ),
    (
        "colour ahead",
        lambda sc: sc.rails(0, "st_petersburg", "black", 3).rails(0, "st_petersburg", "brown", 1),
        "brown on St. Petersburg space 1 needs the grey rail ahead of it",
    ),
    ("locomotive slots", lambda sc: sc.locomotive(0, "kiev", 2, 3), "Player 1 (players[0]): the Kiev holds 1 locomotive, not 2."),
    ("locomotive number", lambda sc: sc.locomotive(0, "kiev", 12), "there is no locomotive #12"),
    (
        "tiles per number",
        lambda sc: sc.locomotive(0, "kiev", 2).locomotive(1, "kiev", 2).locomotive(2, "kiev", 2),
        "4 #2 locomotive/factory tiles are on the boards and beside the supply, but a 3-player game has 3.",
    ),
    (
        "supply counts",
        _set(("supply",), [0] * 9),
        "#3 tiles: 0 in the supply + 0 beside it + 0 on the boards = 0, but a 3-player game has 3.",
    ),
    (
        "tiles add up",
        _set(("supply",), [0] * 9),
        "The locomotive tiles add up to 15 (supply, beside it, boards, bonus card 5, out of the game), not 37.",
    ),
    ("supply shape", _set(("supply",), [1, 2]), "supply lists how many tiles are left in each locomotive stack"),
    ("special nine card", lambda sc: sc.locomotive(2, "kiev", 99), "bonus card 5, which carries it, is still in the row"),
    (
        "special nine once",
        lambda sc: sc.locomotive(2, "kiev", 99).locomotive(1, "kiev", 99),
        "The #9 of bonus card 5 (99) is on the boards 2 times but exists once.",
    ),
    ("special nine factory", lambda sc: sc.factory(2, 99), "Player 3 (players[2]): the #9 of bonus card 5 has no factory side."),
    ("pool numbers", _set(("factories_beside_supply",), [10]), "factories_beside_supply: there is no factory #10"),
    (
        "factories left to right",
        lambda sc: sc.factory(2, 3, slot=2),
        "Player 3 (players[2]): factory slot 1 is empty but a slot right of it is filled",
    ),
    (
        "factory slots",
        lambda sc: [sc.factory(0, n) for n in (3, 4, 5, 6, 7)],
        "Player 1 (players[0]): a board has 5 factory slots, not 6.",
    ),
    ("industry track", lambda sc: sc.industry(0, 0, 20), "an industry marker on space 20 is off the track (spaces 0-15)"),
    (
        "industry gap",
        lambda sc: sc.industry(2, 0, 6),
        "Player 3 (players[2]): an industry marker on space 6 has passed the gap of factory 1, but the board has 0 factories.",
    ),
    (
        "second marker",
        lambda sc: sc.industry(2, 1, 2),
        "Player 3 (players[2]) has a second industry marker but has not taken bonus token 3",
    ),
    (
        "token 3 marker",
        _set(("players", 2, "tokens"), [3]),
        "Player 3 (players[2]) took bonus token 3 but has no second industry marker.",
    ),
    (
        "markers share",
        lambda sc: sc.token(2, 3).industry(2, 0, 3).industry(2, 1, 3),
        "Player 3 (players[2]): both industry markers are on space 3 (they never share a space past the start).",
    ),
    (
        "too many markers",
        _set(("players", 2, "industry"), [1, 2, 3]),
        "a board has 1 industry marker, or 2 with bonus token 3, not 3",
    ),
    ("token numbers", lambda sc: sc.token(1, 9), "Player 2 (players[1]): tokens lists bonus tokens 1-7, each once."),
    (
        "tokens reached",
        lambda sc: sc.rails(0, "st_petersburg", "black", 4).locomotive(0, "st_petersburg", 5),
        "Player 1 (players[0]) has reached 1 bonus-token space (St. Petersburg 4) but holds 0 bonus tokens",
    ),
    (
        "workers owned",
        lambda sc: sc.workers(1, 6),
        "Player 2 (players[1]) owns 6 workers but should own 7: 6 at the start and one for each worker bonus reached (Kiev 7).",
    ),
    ("workers non-negative", lambda sc: sc.workers(0, -1), "Player 1 (players[0]): workers must be a whole number 0 or more, not -1."),
    ("rubles non-negative", lambda sc: sc.rubles(0, -2), "Player 1 (players[0]): rubles must be a whole number 0 or more, not -2."),
    ("vp", lambda sc: sc.vp(0, -3), "Player 1 (players[0]): vp is a whole number 0 or more"),
    (
        "temporary workers",
        lambda sc: sc.temporary_workers(0, 2).temporary_workers(1, 1),
        "3 temporary workers are held but the game has 2.",
    ),
    ("black worker flag", _set(("players", 0, "black_worker"), "yes"), "Player 1 (players[0]): black_worker is true or false"),
    (
        "doubler spaces",
        lambda sc: sc.doubler(2, "trans_siberian", 9),
        "Player 3 (players[2]): doublers lie on the Trans-Siberian's doubler spaces 1-8",
    ),
    (
        "doublers left to right",
        lambda sc: sc.doubler(2, "trans_siberian", 3),
        "Player 3 (players[2]): doublers fill the doubler spaces left to right, so with 1 doubler the spaces taken are [1], not [3].",
    ),
    (
        "doublers total",
        lambda sc: [sc.doublers(p, 8) for p in range(3)],
        "The boards hold 24 doublers but the game has 20.",
    ),
    ("doubler stock", _set(("doubler_stock",), 20), "doubler_stock 20 + 2 doublers on the boards must make the game's 20."),
    ("engineer exists", lambda sc: sc.engineer(0, 16), "Engineer 16 does not exist (engineers 1-15)."),
    ("engineer unique", _set(("players", 0, "engineers"), [9]), "Engineer 9 appears 2 times (in the row and hired)"),
    (
        "engineer 1 in row",
        lambda sc: sc.engineer_row(0, 0, 0, 9, 13, 11, 1),
        "Engineer 1 lies on bonus card 2, never in the engineer row.",
    ),
    ("engineer row length", lambda sc: sc.engineer_row(9, 13), "engineer_row must list the 7 slots of the engineer row"),
    (
        "engineer row slides",
        lambda sc: sc.engineer_row(0, 0, 9, 13, 11, 3, 0),
        "In round 3, 3 slots at the left of the engineer row must be empty",
    ),
    (
        "one hire a round",
        lambda sc: sc.engineer(0, 9).engineer(1, 13).engineer(1, 11),
        "Players have hired 4 engineers, but at most 3 can be hired by round 3",
    ),
    (
        "engineer 1 card",
        lambda sc: sc.engineer(0, 1),
        "Player 1 (players[0]) holds engineer 1, which comes only with bonus card 2, still in the row.",
    ),
    (
        "card 2 engineer",
        lambda sc: sc.bonus_cards(1, 3, 4, 5),
        "Bonus card 2 is out of the row but nobody holds its engineer 1.",
    ),
    (
        "black worker card",
        _set(("players", 0, "black_worker"), True),
        "Player 1 (players[0]) holds the black worker, which comes only with bonus card 4, still in the row.",
    ),
    (
        "one black worker",
        lambda sc: sc.black_worker(0).black_worker(1),
        "Player 1, Player 2 (players[0], players[1]) hold the black worker, but there is one.",
    ),
    (
        "card 4 worker",
        lambda sc: sc.bonus_cards(1, 2, 3, 5),
        "Bonus card 4 is out of the row but nobody holds its black worker.",
    ),
    (
        "cards need token 7",
        lambda sc: sc.black_worker(0),
        "The row is missing 1 bonus card, but only 0 players took bonus token 7, the one way to take a card.",
    ),
    (
        "bonus card row",
        lambda sc: sc.bonus_cards(1, 1, 6),
        "bonus_cards lists the bonus cards still in the row, each once (1-5).",
    ),
    ("end bonus exists", lambda sc: sc.end_bonus(0, 11), "End bonus card 11 does not exist (1-10)."),
    (
        "end bonus unique",
        _set(("players", 0, "end_bonus"), [1]),
        "End bonus card 1 appears 2 times (deck and players), but there is one.",
    ),
    (
        "end bonus removed",
        lambda sc: sc.end_deck(*range(1, 11)),
        "10 end bonus cards are in the deck and held, but 2 of the 10 are removed unseen at set-up (8 in play).",
    ),
]


@pytest.mark.parametrize(("name", "edit", "message"), CHECKS, ids=[c[0] for c in CHECKS])
def test_each_consistency_check_has_its_message(name: str, edit: Callable[[RRScenario], object], message: str) -> None:
    sc = sound()
    assert sc.problems() == []
    edit(sc)
    problems = sc.problems()
    assert any(message in p for p in problems), (name, problems)
    with pytest.raises(ValueError, match="."):
        sc.state()
