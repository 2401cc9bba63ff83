"""A record's start position with problems: every problem a catalogue message (steamlab.i18n.positions).

The command line and ``str(RecordError)`` keep the English they always printed (each case names a part
of it), and a Japanese page shows the whole refusal in Japanese, naming the position's fields and ids as
the file writes them.
"""

from __future__ import annotations

import contextlib
import copy
import html
import json
import re
from pathlib import Path

import pytest

import steamlab
from steamlab.core.errors import RecordError
from steamlab.core.hexgrid import label
from steamlab.core.maps import place_names
from steamlab.engine.records import parse_record
from steamlab.i18n import Message
from steamlab.i18n.check import english_runs

RECORDS = Path(__file__).parents[1] / "games" / "records"


def _played(name: str) -> dict:
    """A record's header and the position its game reached (track, cubes, actions taken)."""
    record = json.loads((RECORDS / name).read_text())
    return {**{k: v for k, v in record.items() if k != "actions"}, "actions": [],
            "start": steamlab.from_record(record).position()}


STEAM = _played("steam_standard_4p_seed32.json")
AOS = _played("age_of_steam_4p_seed41.json")
BASE = _played("steam_base_4p_seed22.json")


def _with(record: dict, change) -> str:
    out = copy.deepcopy(record)
    change(out["start"])
    return json.dumps(out)


def _set(**fields):
    return lambda pos: pos.update(fields)


def _seat(i: int, **fields):
    return lambda pos: pos["players"][i].update(fields)


def _tile(i: int, **fields):
    return lambda pos: pos["track"][i].update(fields)


def _both(*changes):
    def change(pos):
        for c in changes:
            c(pos)
    return change


def _take(field: str, *path):
    def change(pos):
        target = pos
        for p in path:
            target = target[p]
        del target[field]
    return change


def _town(record: dict) -> str:
    game = steamlab.from_record({**record, "start": None})
    return next(label(h) for h, c in game.map.cells.items() if c.town)


CASES = {
    "not an object": (STEAM, lambda pos: pos.clear() or pos.update({"players": 3}), "players must be a list of player objects, not 3."),
    "shape": (STEAM, _set(order=[0, "x", 2, 3]), "order must be a list of seat numbers, not [0, 'x', 2, 3]."),
    "seat shape": (STEAM, _seat(1, cash="3"), "players[1].cash must be a whole number, not '3'."),
    "tile shape": (STEAM, _tile(0, at=5), 'track[0].at must be a hex label such as "K10", not 5.'),
    "unknown field": (STEAM, _set(weather="rain"), "Unknown field in the position: weather."),
    "turn": (STEAM, _set(turn=99), "turn must be 1-8, not 99."),
    "phase": (STEAM, _set(phase="lunch"), "phase must be one of"),
    "order": (STEAM, _set(order=[0, 0, 1, 2]), "order must list every seat 0-3 once."),
    "players": (STEAM, lambda pos: pos["players"].pop(), "players must list 4 players."),
    "seat fields": (STEAM, _seat(0, hat=1), "Unknown field in the position: players[0].hat."),
    "seat range": (STEAM, _seat(2, cash=-5), "players[2].cash must be a whole number 0 to 10000, not -5."),
    "action tile": (STEAM, _seat(0, action="fly"), "players[0].action 'fly' is not an action tile ("),
    "action twice": (STEAM, _both(_seat(0, action="engineer"), _seat(1, action="engineer")),
                     "players[1].action: engineer is taken by two players."),
    "absent owner": (STEAM, _tile(0, owners=[7] * len(STEAM["start"]["track"][0]["owners"])), "belongs to seat 7, who is not playing."),
    "new city off a town": (STEAM, _set(new_cities={"H7": "zz"}), "new_cities: H7 is not a town."),
    "new city id": (STEAM, _set(new_cities={_town(STEAM): "zz"}), "new_cities: 'zz' is not an unused new city tile ("),
    "two tiles": (STEAM, lambda pos: pos["track"].append(dict(pos["track"][0])), "has two tiles."),
    "tile": (STEAM, _tile(0, tile="zz"), "track[0]: unknown tile 'zz'."),
    "rotation": (STEAM, _tile(0, rotation=9), "track[0]: rotation must be 0-5."),
    "owners": (STEAM, _tile(0, owners=[0] * 9), "track[0]: owners must list one owner per segment ("),
    "not a hex": (STEAM, _tile(0, at="Z99"), "track[0]: 'Z99' is not a hex of Rust Belt."),
    "cube hex": (STEAM, _set(cubes={"Z99": ["red"]}), "cubes: 'Z99' is not a hex of Rust Belt."),
    "cube colour": (STEAM, _set(cubes={"A11": ["gold"]}), "cubes: A11 holds an unknown colour (colours: "),
    "removed": (STEAM, _set(removed={"gold": 1}), "removed: 'gold' is not a cube colour ("),
    "mark hex": (STEAM, _set(growth_marks=["Z99"]), "growth_marks: 'Z99' is not a hex of Rust Belt."),
    "mark on no city": (STEAM, _set(growth_marks=["H7"]), "growth_marks: H7 is not a city."),
    "mark twice": (STEAM, _set(growth_marks=["A11", "A11"]), "growth_marks lists a city twice."),
    "supply spaces": (STEAM, _set(supply=[["red"]]), "supply must list the 12 goods supply spaces of Rust Belt."),
    "supply space": (STEAM, lambda pos: pos["supply"].__setitem__(0, ["red"] * 9), "A goods supply space holds at most"),
    "marks": (STEAM, _set(growth_marks=["A11", "B3", "C1", "C8", "F10", "H6", "J10", "M9", "N4", "Q2", "Q9"]),
              "growth_marks lists at most"),
    "display column": (AOS, lambda pos: pos["display"].update({"zz": []}), "display: 'zz' is not a column ("),
    "display full": (AOS, lambda pos: pos["display"].update({"A": ["red"] * 9}), "display: column A holds at most"),
    "display colour": (AOS, lambda pos: pos["display"].update({"A": ["gold"]}),
                       "display: column A lists something that is neither a cube colour nor null."),
    "base seat": (BASE, _seat(0, locomotive=9), "players[0].locomotive must be a whole number 1 to"),
}
"""Each start-position problem: the record, how its position is spoiled, and (part of) the English printed."""


def _rr_between_turns(name: str) -> dict:
    """A Russian Railroads record's header and the last position between turns of its first 120 actions."""
    record = json.loads((RECORDS.parents[1] / "russian_railroads" / "records" / name).read_text())
    for n in range(120, 0, -1):
        state = steamlab.from_record({**record, "actions": record["actions"][:n]})
        with contextlib.suppress(steamlab.SteamlabError):
            return {**{k: v for k, v in record.items() if k != "actions"}, "actions": [], "start": state.position()}
    raise AssertionError("no position between turns")


RR = _rr_between_turns("rr_3p_seed12.json")
RR_CASES = {
    "round": (_set(round=99), "round must be 1-6 (3 players), not 99."),
    "order": (_set(order=[0, 0, 1]), "order must list every seat 0-2 once (the turn order)."),
    "player object": (lambda pos: pos["players"].__setitem__(0, 5), "Player 1 (players[0]) must be an object."),
    "player field": (_seat(1, hat=1), "Player 2 (players[1]): unknown field hat."),
    "rails map": (_seat(0, rails=[1]), "Player 1 (players[0]): rails map each railway to the space of each colour."),
    "railway": (_seat(0, rails={"paris": {}}), "Player 1 (players[0]): unknown railway 'paris' in rails (trans_siberian, st_petersburg, kiev)."),
    "rail colour": (_seat(0, rails={"kiev": {"pink": 1}}), "Player 1 (players[0]): unknown rail colour 'pink' (black, grey, brown, natural, white)."),
    "rail space": (_seat(0, rails={"kiev": {"grey": "x"}}), "Player 1 (players[0]): the grey rail on Kiev needs a space number, not 'x'."),
    "vp": (_seat(0, vp="x"), "Player 1 (players[0]): vp is a whole number 0 or more, or VP (0 or more) by category, not 'x'."),
    "black worker": (_seat(0, black_worker=3), "Player 1 (players[0]): black_worker is true or false, not 3."),
    "beyond": (_seat(0, rails={"kiev": {"black": 99}}), "Player 1 (players[0]): black on Kiev space 99 is beyond its 9 spaces."),
    "ahead": (_seat(0, rails={"st_petersburg": {"black": 3, "grey": 0, "brown": 1}}),
              "Player 1 (players[0]): brown on St. Petersburg space 1 needs the grey rail ahead of it (colours follow black, grey, brown, natural, white)."),
    "not taken": (_seat(0, rails={"kiev": {"black": 3, "grey": 2, "brown": 1, "natural": 0, "white": 1}}),
                  "Player 1 (players[0]): the Kiev railway does not take white rails (it takes black, grey, brown)."),
    "factory gap": (_seat(0, factories=[None, 3]), "Player 1 (players[0]): factory slot 1 is empty but a slot right of it is filled"),
    "marker gap": (_seat(0, industry=[12]), "has passed the gap of factory 2, but the board has 1 factory."),
    "tokens reached": (_seat(0, industry=[999]), "Player 1 (players[0]) has reached 1 bonus-token space (industry 10) but holds 0 bonus tokens"),
    "doublers": (_seat(0, doublers=[2]), "so with 1 doubler the spaces taken are [1], not [2]."),
    "engineer": (_seat(0, engineers=[99]), "Engineer 99 does not exist (engineers 1-15)."),
    "black twice": (lambda pos: [pos["players"][i].update(black_worker=True) for i in (0, 1)],
                    "Player 1, Player 2 (players[0], players[1]) hold the black worker, but there is one."),
    "cards taken": (_set(bonus_cards=[]), "The row is missing 5 bonus cards, but only 0 players took bonus token 7"),
    "end bonus": (_seat(0, end_bonus=[99]), "End bonus card 99 does not exist (1-10)."),
    "supply": (_set(supply=[1]), "supply lists how many tiles are left in each locomotive stack #1-#9 (0 or more)."),
    "tiles": (_seat(0, factories=[77]), "#4 tiles: 1 in the supply + 0 beside it + 1 on the boards = 2, but a 3-player game has 3."),
    "doubler stock": (_set(doubler_stock=99), "doubler_stock 99 + 5 doublers on the boards must make the game's 20."),
    "temps": (_seat(0, temporary_workers=99), "99 temporary workers are held but the game has 2."),
}
"""Russian Railroads start-position problems (a 3-player game in round 3): how the position is spoiled, English."""
CASES.update({f"rr {name}": (RR, change, english) for name, (change, english) in RR_CASES.items()})

NAMES = ["broken.json", "hat", "paris", "pink", "trans_siberian, st_petersburg, kiev", "black, grey, brown, natural, white",
         "rails", "vp", "black_worker", "bonus_cards", "doubler_stock", "temporary_workers", "industry", "end_bonus", "weather", "lunch", "fly", "engineer", "H7", "zz", "Z99", "gold", "A11", "K10", "Rust Belt",
         "players[", "track[", "new_cities", "growth_marks", "cubes", "removed", "supply", "display", "order", "turn",
         "phase", "cash", "action", "income", "locomotive", "shares", "vp", "owners", "rotation", "tile", "at"]
"""What a refusal quotes as the file writes it (field paths, ids, values): not words of a sentence."""


def _id_lists() -> list[str]:
    """The lists of ids a problem quotes (phases, action tiles, display columns, new city tiles) as it prints them."""
    steam, aos = (steamlab.from_record({**r, "start": None}) for r in (STEAM, AOS))
    return [", ".join(steam.phases), ", ".join(sorted(a["id"] for a in steam.action_tiles())),
            ", ".join(aos.column_names()), ", ".join(c.id for c in steam.map.new_cities), *place_names()]


NAMES += _id_lists()


def refusal(text: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        steamlab.from_record(parse_record(text))
    return info.value


def test_the_unspoiled_positions_load():
    for record in (STEAM, AOS, BASE):
        assert steamlab.from_record(record).position() == record["start"]


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_start_position_problem_prints_its_english_and_reads_japanese(case):
    record, change, english = CASES[case]
    err = refusal(_with(record, change))
    assert str(err).startswith("record: start position: ") and english in str(err), str(err)
    sentence = err.sentence("broken.json")
    assert isinstance(sentence, Message) and str(sentence) == "broken.json" + str(err).removeprefix("record")
    japanese = sentence.render("ja")
    assert japanese.startswith("broken.json: 開始局面: "), japanese
    assert not english_runs(japanese, NAMES), japanese


def test_several_problems_are_each_told_in_japanese_on_an_upload():
    from steamlab.widgets.game import GameWidget

    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=4), lang="ja")
    before = w.state.snapshot()
    text = _with(STEAM, _both(_set(turn=99, phase="lunch"), _seat(2, cash=-5)))
    assert str(refusal(text)).count("; ") == 2  # three problems, as the command line lists them
    w._uploaded({"new": ({"name": "broken.json", "content": memoryview(text.encode())},)})
    assert w.state.snapshot() == before
    shown = html.unescape(re.sub(r"<[^>]+>", " ", w.message.value))
    assert "この棋譜は読み込みませんでした: broken.json: 開始局面: " in shown, shown
    assert "99" in shown and "lunch" in shown and "-5" in shown
    assert not english_runs(shown, NAMES), shown
