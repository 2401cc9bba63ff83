"""The replay viewer's record list: each game by a readable title in the page's language, not its file name.

The titles are checked against the engine (rule set, players, the winner by its ranking with tie-breaks,
the seed), so they hold whatever games are shipped in ``tests/games/records``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("ipycanvas")

import steamlab  # noqa: E402
from steamlab.widgets.dashboards import ReplayViewerApp  # noqa: E402

RECORDS = Path(__file__).resolve().parents[2] / "tests" / "games" / "records"


def record(name):
    return json.loads((RECORDS / name).read_text())


def test_the_record_list_shows_readable_titles_in_the_page_language(tmp_path):
    from steamlab.engine.state import ranking
    from steamlab.widgets.dashboards.choices import game_choice_label

    viewer = ReplayViewerApp(RECORDS)
    titles = {value: title for title, value in viewer.picker.options}
    assert set(titles) == {f.name for f in RECORDS.glob("*.json")}
    for name, title in titles.items():  # each: rule set, players, seed, the engine's winner (tie-breaks included)
        rec = record(name)
        state = steamlab.from_record(rec)
        winner, second = ranking(state.scores())[:2]
        vp, vq = (next(s.total for s in state.scores() if s.player == p) for p in (winner, second))
        choice = f"{rec['game']}/{rec.get('rules') or ''}"
        result = (f"Player {winner + 1} won with {vp} VP, ahead of Player {second + 1} ({vq} VP)" if vp != vq else
                  f"Player {winner + 1} won on the tie-break with {vp} VP, as many as Player {second + 1}")
        assert title == f"{game_choice_label(choice)}, {rec['players']} players, seed {rec['seed']}: {result}", name
        assert ".json" not in title and "_" not in title
    first = viewer.picker.value
    viewer.game.switch.value = "ja"  # the header's switch: the list follows, the chosen record stays
    assert viewer.picker.value == first and viewer.game.state.is_terminal()
    assert viewer.picker.description == "棋譜"
    for title, name in viewer.picker.options:
        rec = record(name)
        assert title.startswith(game_choice_label(f"{rec['game']}/{rec.get('rules') or ''}", "ja") + "、")
        assert f"{rec['players']} 人、シード {rec['seed']}: プレイヤー " in title and "の勝ち" in title
    # an unfinished game and an unreadable file are named, not hidden
    rec = record(sorted(titles)[0])
    rec["actions"] = rec["actions"][:40]
    (tmp_path / "short.json").write_text(json.dumps(rec))
    (tmp_path / "broken.json").write_text("{ not json")
    viewer = ReplayViewerApp(tmp_path)
    titles = {value: title for title, value in viewer.picker.options}
    assert titles["short.json"].endswith(f"players, seed {rec['seed']}: unfinished after 40 moves")
    assert titles["broken.json"] == "broken.json: cannot be read"
    assert viewer.picker.value == "broken.json" and "not JSON" in viewer.game.message.value
