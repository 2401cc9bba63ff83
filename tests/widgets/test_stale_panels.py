"""Panels that must follow the position on screen (issue 30, items 1 and 2): nothing of an earlier
position or an earlier game stays offered after the seed, the rules or the game changed."""

import pytest

pytest.importorskip("ipycanvas")

from steamlab.widgets.dashboards import DeliveryPlannerApp  # noqa: E402


def _city(board, name):
    return next(h for h in board.map.cells if board.place_name(h) == name)


def test_delivery_planner_forgets_the_picked_city_routes_when_the_seed_changes():
    """Issue 30.1: Evansville picked on seed 1 offers two blue routes; on seed 7 those routes do not exist,
    so the cube chooser and the route list must not offer them (they stayed, in English, after 日本語)."""
    app = DeliveryPlannerApp("steam", seed=1, player=0, locomotive=3)
    evansville = _city(app.board, "Evansville")
    assert app.hexmap.click(evansville) is not False
    old = [text for text, _ in app.mode.route.options]
    assert old and all("Evansville" in text for text in old)
    app.seed.value = 7
    assert app.mode.route.options == () and app.mode.cube.options == ()
    assert app.mode.cube.layout.display == "none" and app.mode.deliver_button.disabled
    legal = {d.move for d in app.deliveries}
    app.hexmap.click(evansville)  # picked again: only what seed 7 holds on Evansville
    assert {d.move for d in app.mode.routes} <= legal
    cubes = [value for _, value in app.mode.cube.options]
    assert cubes == sorted(set(app.board.cubes.get(evansville, [])))
    assert not set(old) & {text for text, _ in app.mode.route.options}


def test_delivery_planner_offers_the_picked_citys_cubes_again_in_japanese_and_for_another_player():
    app = DeliveryPlannerApp("steam", seed=1, player=0, locomotive=3)
    evansville = _city(app.board, "Evansville")
    app.hexmap.click(evansville)
    assert ("blue (2)", "blue") in app.mode.cube.options
    app.set_lang("ja")
    assert ("青 (2)", "blue") in app.mode.cube.options
    routes = [text for text, _ in app.mode.route.options]
    assert routes and all(text.startswith(("青: ", "★ 青: ")) and "Player" not in text for text in routes), routes
    app.locomotive.value = 1  # one link: the three-link route from Evansville is gone from the list too
    assert all(len(d.legs) == 1 for d in app.mode.routes) and app.mode.routes
    assert {d.move for d in app.mode.routes} <= {d.move for d in app.deliveries}


def test_new_game_clears_what_the_computer_played_in_the_game_before():
    """Issue 30.2: "The computer played:" listed the old game's moves, down to "-- game over --", after New game."""
    from steamlab.widgets.dashboards import HotSeatApp

    for lang, words in (("en", "The computer played:"), ("ja", "コンピューターの手:")):
        app = HotSeatApp("steam/base", players=3, seed=1, lang=lang)
        app.game.set_lang(lang)
        assert app.game.computer_move(), app.game.message.value
        assert words in app.game.message.value
        app.choice.value = "age_of_steam/"
        assert app.new_game() and app.game.state.game == "age_of_steam"
        assert app.game.message.value == ""
        app.game.set_lang("en" if lang == "ja" else "ja")  # a language switch does not bring the old words back
        assert app.game.message.value == ""
