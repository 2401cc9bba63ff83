"""Issue 30.10: a town tile's free exit. The rule stands (docs/building.md: under Steam new track starts at a city
or extends one's own link, and a town's exits are the town's), but the tile picker says it before the tile is paid
for, and the hover card does not call that stub the track of the player who laid the tile."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

import steamlab
from steamlab.core.hexgrid import label, parse_label
from steamlab.games.rails.actions import Build
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.widgets.game import GameWidget

RECORD = Path(__file__).parent / "fixtures" / "steam_buffalo_town_exit.json"
"""Steam standard, 3 players, seed 12: Player 1 builds, and may lay a town tile on Buffalo (R3) whose second exit
points at R4 with nothing there."""
BUFFALO = Build("R3", "town_gentle", 5)


def _game():
    return steamlab.from_record(json.loads(RECORD.read_text()))


def test_the_engine_names_the_exit_and_the_rule_stands():
    g = _game()
    turn = g.build_turn
    assert turn is not None and turn.why_illegal(BUFFALO) is None
    assert [label(h) for h in turn.unextendable_exits(BUFFALO)] == ["R4"]
    assert turn.unextendable_exits(Build("Q3", "straight", 0)) == []  # not a town tile: nothing to say
    g.apply(BUFFALO)
    # a later turn of the same player: every tile on R4 is refused (the rule as docs/building.md has it)
    later = BuildTurn(g.board, RULES["steam"], player=0)
    options = later.options_at(parse_label("R4"), include_illegal=True)
    assert options and all(o.reason is not None for o in options)
    assert any("must start at a city" in str(o.reason) for o in options)


@pytest.mark.parametrize("lang, words", [
    ("en", "Before you pay: the exit to R4 cannot be extended."),
    ("ja", "支払う前に: R4 への出口は延ばせません。"),
])
def test_the_tile_picker_says_it_before_the_tile_is_paid_for(lang, words):
    w = GameWidget(_game(), lang=lang)
    mode = w.build_mode
    assert mode is not None and mode.pick(parse_label("R3"))
    assert mode.choose("town_gentle", 5)
    shown = html.unescape(w.hexmap.info.value)
    assert words in shown and "steamlab-town-exits" in shown
    assert len(w.state.history) == 35  # said while nothing is laid or paid
    # a rotation whose exits all meet track or a city says nothing of the kind
    quiet = [o.build.rotation for o in mode.options if o.build.tile == "town_gentle" and mode.reason(o) is None
             and not w.state.build_turn.unextendable_exits(o.build)]
    if quiet:
        mode.choose("town_gentle", quiet[0])
        assert "steamlab-town-exits" not in w.hexmap.info.value


@pytest.mark.parametrize("lang, stub, own", [
    ("en", "the town's open exit, not a player's track: no new track may start from it", "Player 1"),
    ("ja", "町の空いた出口 (プレイヤーの線路ではありません): ここから新しい線路は始められません", "プレイヤー 1"),
])
def test_the_hover_card_does_not_call_the_stub_the_players_track(lang, stub, own):
    g = _game()
    g.apply(BUFFALO)
    w = GameWidget(g, lang=lang)
    card = html.unescape(w.hexmap.card_html(parse_label("R3")))
    lines = card.split("<br>")
    assert sum(stub in line for line in lines) == 1, card
    assert sum(own in line for line in lines) == 1, card  # the exit its link runs through stays the player's
