"""What a new user met playing in Japanese (found by playing whole hot-seat games): each screen in the page's
language from its first draw, place names in the player panels in Japanese too."""

from __future__ import annotations

import re

from steamlab.i18n.check import english_runs
from steamlab.scenarios import Scenario
from steamlab.widgets.dashboards import HotSeatApp
from steamlab.widgets.panels import seat_html


def test_a_japanese_hot_seat_map_greets_in_japanese_before_any_click() -> None:
    app = HotSeatApp("steam/standard", players=3, lang="ja")
    info = app.game.hexmap.info.value
    assert "ヘクスをクリック" in info, info
    assert english_runs(info, ["Rust Belt"]) == [], info


def test_a_players_panel_names_an_urbanized_town_in_japanese() -> None:
    sc = Scenario("age_of_steam", players=3, map="rust_belt").new_city("Springfield", "A")
    g = sc.link(["Springfield", "G10", "St. Louis"], owner=0).state()
    text = re.sub(r"<[^>]+>", " ", seat_html(g, 0, lang="ja"))
    assert "新都市 A" in text, text
    assert english_runs(text, ["Springfield", "St. Louis"]) == [], text


def test_a_player_count_the_game_or_map_refuses_is_explained_in_japanese() -> None:
    for choice, players, words in (("russian_railroads/", 6, "2〜4 人"), ("age_of_steam/", 2, "3〜6 人")):
        app = HotSeatApp(choice, players=3, lang="ja")
        before = app.game.state
        app.players.value = players
        assert not app.new_game()
        note = re.sub(r"<[^>]+>", " ", app.note.value)
        assert words in note and english_runs(note, ["Rust Belt"]) == [], note
        assert app.game.state is before
