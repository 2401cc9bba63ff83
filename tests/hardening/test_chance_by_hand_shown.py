"""Issue 34, finding 7: where a record's chance was set by hand, the replay, the hot seat and the replay viewer say so.

A record marked ``"chance": "set by hand"`` replays its dice, draws and deals as written (by design). A Russian
Railroads game with its deal reversed then names another winner than its seed would, and ``steamlab replay``,
the hot seat and the replay viewer said nothing of it.
"""

from __future__ import annotations

import json

import pytest

import steamlab
from steamlab.cli import main
from steamlab.engine.state import CHANCE_BY_HAND


def reversed_deal() -> dict:
    record = steamlab.new_game("russian_railroads", players=4, seed=13).to_record()
    i = next(i for i, a in enumerate(record["actions"]) if a["kind"] == "deal")
    record["actions"][i]["order"] = record["actions"][i]["order"][::-1]
    return {**record, "chance": CHANCE_BY_HAND}


def test_steamlab_replay_notes_hand_set_chance(tmp_path, capsys):
    f = tmp_path / "r.json"
    f.write_text(json.dumps(reversed_deal()))
    assert main(["replay", str(f)]) == 0
    assert "note: chance set by hand" in capsys.readouterr().out
    seeded = tmp_path / "s.json"
    seeded.write_text(json.dumps(steamlab.new_game("russian_railroads", players=4, seed=13).to_record()))
    assert main(["replay", str(seeded)]) == 0
    assert "chance set by hand" not in capsys.readouterr().out


@pytest.mark.parametrize("lang,words", [("en", "Chance set by hand"), ("ja", "偶然の結果は手で決められています")])
def test_the_hot_seat_says_so_when_a_hand_set_record_is_loaded(lang, words):
    from steamlab.widgets.dashboards import HotSeatApp

    app = HotSeatApp("russian_railroads/", players=4, lang=lang)
    assert app.game.chance_note.value == ""
    assert app.game.load_record(reversed_deal())
    assert words in app.game.chance_note.value
    assert app.game.chance_note in list(app.game.children) or app.game.chance_note in _descendants(app.game)


@pytest.mark.parametrize("lang,words", [("en", "Chance set by hand"), ("ja", "偶然の結果は手で決められています")])
def test_the_replay_viewer_says_so(tmp_path, lang, words):
    from steamlab.widgets.dashboards import ReplayViewerApp

    (tmp_path / "hand.json").write_text(json.dumps(reversed_deal()))
    (tmp_path / "seeded.json").write_text(json.dumps(steamlab.new_game("steam", players=3, rules="base",
                                                                        seed=2).to_record()))
    viewer = ReplayViewerApp(folder=tmp_path, record="hand.json", lang=lang)
    assert words in viewer.game.chance_note.value and viewer.game.chance_note in _descendants(viewer)
    viewer.open_record("seeded.json")
    assert viewer.game.chance_note.value == ""


def test_a_rail_game_shows_the_note_beside_its_map():
    from steamlab.widgets.game import GameWidget

    record = steamlab.new_game("steam", players=3, rules="base", seed=2).to_record()
    w = GameWidget(steamlab.from_record({**record, "chance": CHANCE_BY_HAND}))
    assert "Chance set by hand" in w.chance_note.value and w.chance_note in _descendants(w)


def _descendants(w):
    todo, seen = [w], []
    while todo:
        x = todo.pop()
        seen.append(x)
        todo.extend(getattr(x, "children", ()) or ())
    return seen
