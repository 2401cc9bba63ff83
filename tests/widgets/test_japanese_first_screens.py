"""What a new user met playing in Japanese (found by playing whole hot-seat games): each screen in the page's
language from its first draw, place names in the player panels in Japanese too."""

from __future__ import annotations

import re

import ipywidgets as widgets

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


def test_the_playout_chart_names_moves_and_the_player_in_the_pages_language() -> None:
    import steamlab.scenarios.analysis as analysis
    from steamlab.scenarios.presets import preset

    sc = preset("last_deliveries")
    g = sc.state()
    a = analysis.analyse(sc.to_record(), candidates=g.legal_actions()[:2], playouts=2, mode="serial")
    for lang, player in (("en", "Player 1"), ("ja", "プレイヤー 1")):
        fig = a.plot(lang)
        ax = fig.axes[0]
        words = [t.get_text() for t in ax.get_yticklabels()] + [ax.get_xlabel()]
        assert player in ax.get_xlabel(), words
        assert not any("(" in w and "=" in w for w in words), words  # no move_goods(...) reprs
        if lang == "ja":
            assert english_runs(" ".join(words), ["Detroit", "Toledo", "Cincinnati"]) == [], words


def test_a_computers_turn_offers_no_controls_to_the_person_and_says_who_plays() -> None:
    app = HotSeatApp("steam/standard", players=3, lang="ja")
    g = app.game
    g.computer.add(0)  # as between two computer moves: the page shows the position while the computer thinks
    g.refresh()
    text = " ".join(getattr(w, "value", "") for w in g.controls.children)
    assert "コンピューター" in text and "プレイヤー 1" in text, text
    assert not any("steamlab-do-" in " ".join(w._dom_classes) for w in g.controls.children)
    assert g.build_mode is not None and g.build_mode.layout.display == "none"
    g.computer.discard(0)
    g.refresh()
    assert any(isinstance(w, widgets.HBox) for w in g.controls.children)


def test_a_stale_control_is_refused_in_the_pages_language() -> None:
    app = HotSeatApp("steam/standard", players=3, lang="ja")
    g = app.game
    stale = (g.turn_token()[0] - 1, g.turn_token()[1])
    assert not g.play(g.state.legal_actions()[0], stale)
    message = re.sub(r"<[^>]+>", " ", g.message.value)
    assert "終わった手番" in message and english_runs(message) == [], message


def test_rr_board_badges_are_joined_the_japanese_way() -> None:
    import steamlab
    from steamlab.render.rr_board import rr_board_svg

    g = steamlab.new_game("russian_railroads", players=2, seed=1)
    g.boards[0].medal = True
    g.boards[0].tokens_used = [7, 1]
    ja = re.search(r'class="badges"[^>]*>([^<]*)<', rr_board_svg(g, 0, lang="ja")).group(1)
    en = re.search(r'class="badges"[^>]*>([^<]*)<', rr_board_svg(g, 0, lang="en")).group(1)
    assert ja == "キエフ勲章、アドバンテージトークン 7 1", ja
    assert en.startswith("Kiev medal,  bonus tokens 7 1"), en
