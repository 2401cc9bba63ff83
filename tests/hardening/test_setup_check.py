"""Issue 34, finding 8: a map the validator calls ok can be set up, and a set-up refusal names what is short.

Rust Belt with ``start_cubes: 10`` on every city validated "ok"; then every game refused at set-up with "Set-up
fills 12 supply spaces with 2 cubes each", which named no problem: the bag (96 cubes) is short.
"""

from __future__ import annotations

import json

import pytest

import steamlab
from steamlab.cli import main
from steamlab.core.datafiles import data_path
from steamlab.core.errors import IllegalAction
from steamlab.core.maps import load_map
from steamlab.editor.checks import rule_sets, setup_problem
from steamlab.editor.draft import MapDraft


@pytest.fixture
def crowded(tmp_path):
    """Rust Belt with ten starting cubes on each of its 12 cities: 120 cubes, the bag holds 96."""
    raw = json.loads(data_path("maps", "rust_belt.json").read_text())
    for h in raw["hexes"]:
        if "city" in h:
            h["city"]["start_cubes"] = 10
    path = tmp_path / "crowded.json"
    path.write_text(json.dumps(raw))
    return path


def test_the_validator_refuses_a_map_the_bag_cannot_set_up(crowded, capsys):
    assert main(["maps", "validate", str(crowded)]) == 1
    captured = capsys.readouterr()
    assert "ok:" not in captured.out
    assert "needs 144 cubes but the bag holds 96" in captured.err and "120 on the cities" in captured.err
    assert "Steam cannot be set up" in captured.err


@pytest.mark.parametrize("game,rules,need", [("steam", "base", "144"), ("steam", "standard", "144"),
                                             ("age_of_steam", None, "172")])
def test_a_set_up_refusal_names_what_is_short(crowded, game, rules, need):
    with pytest.raises(IllegalAction) as err:
        steamlab.new_game(game, players=3, rules=rules, map=str(crowded), seed=1)
    assert f"needs {need} cubes but the bag holds 96" in str(err.value) and "start_cubes" in str(err.value)
    assert "準備には商品コマが" in err.value.args[0].render("ja")


def test_the_map_editor_says_why_the_map_is_not_playable(crowded):
    draft = MapDraft.load(crowded)
    checks = {c.game: c for c in rule_sets(draft.to_dict())}
    assert not checks["steam"].playable and "bag holds 96" in str(checks["steam"].reason)
    assert not checks["age_of_steam"].playable and "goods display" in str(checks["age_of_steam"].reason)


def test_only_the_player_counts_the_bag_can_fill_are_offered():
    """Steam's supply takes 2 cubes a space with 3 players, 3 with more: a map may fit one and not the other."""
    raw = json.loads(data_path("maps", "rust_belt.json").read_text())
    cities = [h for h in raw["hexes"] if "city" in h]
    for h in cities:
        h["city"]["start_cubes"] = 0
    for h in cities[:7]:
        h["city"]["start_cubes"] = 9  # 63 + 12 * 2 = 87 fits 96; 63 + 12 * 3 = 99 does not
    steam = {c.game: c for c in rule_sets(raw)}["steam"]
    assert steam.players == (3,)
    assert setup_problem(steamlab.core.maps.parse_map(raw, "m.json")) is not None


@pytest.mark.parametrize("name", ["rust_belt", "tutorial"])
def test_the_shipped_maps_still_validate(name, capsys):
    assert setup_problem(load_map(name)) is None
    assert main(["maps", "validate", str(data_path("maps", f"{name}.json"))]) == 0
    assert capsys.readouterr().out.startswith("ok: ")
