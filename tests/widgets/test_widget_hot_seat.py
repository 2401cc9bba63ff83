"""The hot-seat dashboard: new games, undo, seats (no browser)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("ipycanvas")

from steamlab.widgets.dashboards.choices import GAME_CHOICES  # noqa: E402
from steamlab.widgets.dashboards.hot_seat import HotSeatApp


def _first_legal(app: HotSeatApp):
    return app.game.state.legal_actions()[0]


@pytest.mark.parametrize("choice", [value for _label, value in GAME_CHOICES])
def test_undo_after_new_game_takes_back_one_action(choice):
    app = HotSeatApp(choice=choice, players=3, seed=3)
    assert app.game.play(_first_legal(app))
    assert app.new_game()  # the same choice again: a fresh game, whose opening draws are nobody's decision
    fresh = list(app.game.state.history)
    assert app.game.undo_button.disabled
    assert app.game.play(_first_legal(app))
    after_one = list(app.game.state.history)
    assert app.game.play(_first_legal(app))
    assert app.game.undo()
    assert list(app.game.state.history) == after_one
    assert app.game.undo()
    assert list(app.game.state.history) == fresh
    assert not app.game.undo() and list(app.game.state.history) == fresh


def _in_side(app_hexmap, widget) -> bool:
    return widget in app_hexmap.side.children


def test_a_rail_game_is_its_map_with_the_working_panel_beside_it():
    from steamlab.widgets.layout import SIDE_CLASS

    app = HotSeatApp(choice="steam/standard", players=3, seed=3)
    game = app.game
    hexmap = game.hexmap
    assert SIDE_CLASS in hexmap.side._dom_classes
    for w in (game.controls, game.message, game.build_mode, game.deliver_mode, hexmap.info, game.record_row,
              game.replay_row, game.log_view):
        assert _in_side(hexmap, w), w
    assert game.panel_box in hexmap.main.children
    # the map fits the screen's height and never grows past its pixels
    assert f"{int(hexmap.view.width)}px" in hexmap.canvas.layout.width and "100vh" in hexmap.canvas.layout.width


def test_builds_are_picked_on_the_map_not_from_a_list():
    import json
    from pathlib import Path

    import steamlab

    rec = json.loads((Path(__file__).parents[1] / "games" / "records" / "steam_standard_4p_seed32.json").read_text())
    rec["actions"] = rec["actions"][:next(i for i, a in enumerate(rec["actions"]) if a["kind"] == "build") + 1]
    state = steamlab.from_record(rec)
    assert sum(a.kind == "build" for a in state.legal_actions()) > 20
    app = HotSeatApp(choice="steam/standard", players=4, seed=32)
    app.game.set_state(state)
    rows = app.game.controls.children
    assert not any("steamlab-pick-build" in getattr(w, "_dom_classes", ()) for row in rows
                   for w in [row, *getattr(row, "children", ())])
    assert any("steamlab-use-map-build" in row._dom_classes for row in rows)


def test_russian_railroads_plays_on_its_boards():
    app = HotSeatApp(choice="russian_railroads/", players=3, seed=2)
    game = app.game
    while game.state.phase != "play":  # the opening: starting cards and their rails
        assert game.play(game.state.legal_actions()[0])
    main, boards = game.rr_main, game.rr_boards
    assert main in game._rr_row.children[0].children and boards in game._rr_row.children[0].children
    assert boards.scene.height > 2 * 300  # every player's board, one under the other
    legal = {a.space for a in game.state.legal_actions() if a.kind == "place"}
    assert {p.key for p in main.scene.items(kind="legal")} == legal
    player = game.state.current_player
    box = main.layout_.boxes["black_2"]
    assert main.handle_event({"event": "mouse_down", "x": box.x + box.w / 2, "y": box.y + box.h / 2})
    assert game.state.occupied["black_2"] == [(player, "w")]
    assert [p.key for p in main.scene.items(kind="worker")] == [("black_2", 0)]
    # a taken space is refused with the engine's reason; nothing changes
    n = len(game.state.history)
    assert not game.place_on("black_2") and len(game.state.history) == n
    assert "steamlab-error" in game.message.value
    assert game.undo() and "black_2" not in game.state.occupied


def test_a_read_only_replay_does_not_invite_to_play_on():
    from steamlab.widgets.dashboards import ReplayViewerApp

    records = __import__("pathlib").Path(__file__).parents[1] / "games" / "records"
    app = ReplayViewerApp(records)
    assert app.game.viewing == 0 and app.game.step_label.value == ""


def test_computer_seats_play_until_a_person_is_to_act_and_say_what_they_did():
    app = HotSeatApp(choice="steam/standard", players=3, seed=5)
    game = app.game
    assert game.seat_bot == "strong"  # the strongest bot registered
    first, start = game.state.current_player, len(game.state.history)  # the opening draws are chance's
    others = [p for p in range(3) if p != first]
    for p in others:
        game.set_seat(p, True)
    assert game.state.current_player == first and len(game.state.history) == start  # still the person's turn
    assert game.play(game.state.legal_actions()[0])  # the person acts; the computer seats answer
    assert game.state.current_player == first or game.state.is_terminal()
    assert len(game.state.history) >= start + 3
    assert "steamlab-bot-did" in game.message.value
    # undo takes back the person's last decision (and the computer's answers after it)
    assert game.undo() and len(game.state.history) == start


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_run_of_computer_moves_stopped_at_its_limit_says_it_paused_and_bot_move_goes_on(lang):
    """Every person out (or none), the computer seats play a run of moves and stop at its limit: the page said
    "its move comes by itself" and nothing came (found playing a whole game whose only person went out)."""
    from html import unescape

    app = HotSeatApp(choice="steam/standard", players=3, seed=1, lang=lang)
    game = app.game
    for p in range(3):
        game.set_strength(p, 8)
    first = game.state.current_player
    game.computer = {p for p in range(3) if p != first}
    game.computer_run_limit = 1  # a run of one move (60 on the page): the other computer seat is left to act
    start = len(game.state.history)
    assert game.play(game.state.legal_actions()[0])  # the person acts; one computer seat answers, and the run stops
    assert len(game.state.history) == start + 2 and game.state.current_player in game.computer
    assert game.paused_after == 1
    from steamlab.widgets.i18n import tr

    said = game.controls.children[0].value
    assert tr("computer_paused", lang, n=1, p=game.state.current_player) in unescape(said), said
    assert tr("computer_turn", lang, p=game.state.current_player) not in unescape(said)
    assert not game.bot_button.disabled and game.thinking.layout.display == "none"
    # "Bot move" goes on: the seat to act moves, then a new run up to the person's turn (no pause left)
    game.computer_run_limit = 60
    assert game.computer_move() and game.paused_after == 0
    assert game.state.current_player == first or game.state.is_terminal()


def test_a_computer_in_the_first_seat_starts_a_new_game():
    import steamlab

    app = HotSeatApp(choice="russian_railroads/", players=2, seed=3)
    game = app.game
    fresh = steamlab.new_game("russian_railroads", players=2, seed=3)
    game.computer = {fresh.current_player}
    assert app.new_game()
    assert len(game.state.history) > len(fresh.history)  # the computer has moved ...
    assert game.state.current_player != fresh.current_player or game.state.phase != fresh.phase  # ... up to the person
    assert game.seat_picks[fresh.current_player].value is True


def test_hint_lists_legal_moves_with_reasons():
    app = HotSeatApp(choice="russian_railroads/", players=2, seed=4)
    game = app.game
    assert game.hint_button is not None and game.show_hint()
    assert game.hint_view.value.count("<li>") >= 1 and "—" in game.hint_view.value
    assert game.set_state(game.state) is None and game.hint_view.value == ""  # a new position clears it


def test_the_map_has_a_legend_in_the_pages_language_and_cities_have_no_build_price():
    app = HotSeatApp(choice="steam/standard", players=3, seed=1)
    hexmap = app.game.hexmap
    assert hexmap.legend in hexmap.side.children
    assert "Player 3" in hexmap.legend.value and "the delivery route" in hexmap.legend.value
    app.game.set_lang("ja")
    assert "凡例" in hexmap.legend.value and "プレイヤー" in hexmap.legend.value
    app.game.set_lang("en")
    chicago = hexmap.describe(hexmap.map.find("Chicago"))
    assert "Chicago" in chicago and "Build" not in chicago  # track ends at a city: no build price there
    assert "Build" in hexmap.describe(hexmap.map.find("H7"))


def test_the_tile_picker_draws_each_legal_choice_with_its_cost():
    from steamlab.widgets.dashboards import BuildCostApp

    app = BuildCostApp()
    h = app.hexmap.map.find("H7")
    app.hexmap.click(h)
    legal = [o for o in app.mode.options if app.mode.reason(o) is None]
    info = app.hexmap.info.value
    assert info.count('class="steamlab-thumb"') == min(len(legal), 12) > 1
    assert all(f"${o.cost.total}</text>" in info for o in legal)
    assert info.count("outline:3px solid") == 1  # the chosen one is framed


def test_a_hint_goes_once_its_decision_is_made_and_stays_while_it_is_not():
    app = HotSeatApp(choice="steam/standard", players=3, seed=1)
    game = app.game
    assert game.show_hint() and "<li>" in game.hint_view.value
    game.refresh()  # a redraw of the same decision (a language switch, a hover) keeps it
    assert "<li>" in game.hint_view.value
    game.view_step(0)
    game.view_step(len(game.state.history))  # a look back at the replay and back again keeps it too
    assert "<li>" in game.hint_view.value
    assert game.play(game.state.legal_actions()[0])  # the decision is made: advice for it would mislead now
    assert game.hint_view.value == ""


def test_a_finished_game_reads_game_over_once_and_the_map_invites_to_inspect():
    import json
    from pathlib import Path

    from steamlab.widgets.game import GameWidget

    record = Path(__file__).parents[1] / "games" / "records" / "steam_base_4p_seed22.json"
    game = GameWidget(json.loads(record.read_text()))
    assert game.state.is_terminal()
    assert game.header.value.count("Game over") == 1 and "Winner" in game.header.value
    assert "Click a hex to inspect it." in game.hexmap.info.value  # no build or delivery prompt after the end
    game.view_step(50)  # a look back at a delivery step: still nobody to deliver for
    assert "Click a city with goods" not in game.hexmap.info.value
    game.view_step(len(game.state.history))
    game.set_lang("ja")
    assert game.header.value.count("ゲーム終了") == 1


def test_a_players_panel_names_a_few_complete_links_and_counts_the_rest():
    from steamlab.widgets.panels import SHOWN_LINKS, links_of, seat_html

    app = HotSeatApp(choice="steam/standard", players=3, seed=1)
    game = app.game
    game.seat_bot = "greedy"  # the strong bot rolls its moves out (40 s a game here); greedy builds 5 and 7 links
    for p in (1, 2):
        game.set_seat(p, True)
    while not game.state.is_terminal():
        assert game.play(game.state.legal_actions()[-1])
    state = game.state
    from steamlab.games.rails.links import trace_links

    links = trace_links(state.board)
    most = max(range(3), key=lambda p: len(links_of(links, p)[0]))
    complete = len(links_of(links, most)[0])
    text = seat_html(state, most, None, "en", links)
    assert text.count("<li>") == min(complete, SHOWN_LINKS + 1)
    assert complete > SHOWN_LINKS and f"… +{complete - SHOWN_LINKS}" in text


def test_russian_railroads_offers_no_map_to_choose():
    app = HotSeatApp(choice="steam/standard", players=3, seed=1)
    assert app.map_picker.layout.display is None
    app.choice.value = "russian_railroads/"
    assert app.map_picker.layout.display == "none"
    app.choice.value = "age_of_steam/"
    assert app.map_picker.layout.display is None


def _records() -> list:
    from pathlib import Path

    tests = Path(__file__).parents[1]
    return [tests / "games" / "records" / "steam_base_3p_seed21.json",
            tests / "games" / "records" / "steam_standard_4p_seed33.json",
            tests / "games" / "records" / "age_of_steam_6p_seed43.json",
            tests / "russian_railroads" / "records" / "rr_2p_seed11.json"]


@pytest.mark.parametrize("path", _records(), ids=lambda p: p.stem)
def test_loading_a_record_leaves_the_choosers_showing_the_game_on_screen(path):
    import json

    record = json.loads(path.read_text())
    start = "russian_railroads/" if record["game"] != "russian_railroads" else "steam/standard"
    app = HotSeatApp(choice=start, players=3, seed=1)
    assert app.game.load_file(path)
    assert app.choice.value == f"{record['game']}/{record.get('rules') or ''}"
    assert app.players.value == record["players"] and app.seed.value == record["seed"]
    rr = record["game"] == "russian_railroads"
    assert (app.map_picker.layout.display == "none") == rr
    if not rr:
        assert app.map_picker.value == record["map"]
    # New game then starts the game the choosers show: the same rule set, map, players and seed
    assert app.new_game()
    fresh = app.game.state
    assert (fresh.game, fresh.rules, fresh.num_players, fresh.seed) == (
        record["game"], record.get("rules"), record["players"], record["seed"])


def test_a_game_set_up_in_code_shows_in_the_choosers_too():
    import steamlab

    app = HotSeatApp(choice="steam/standard", players=3, seed=1)
    app.game.set_state(steamlab.new_game("age_of_steam", players=5, seed=77))
    assert (app.choice.value, app.players.value, app.seed.value) == ("age_of_steam/", 5, 77)
    assert app.map_picker.value == "rust_belt" and app.map_picker.layout.display != "none"
    app.game.set_lang("ja")  # relabelling the options keeps the game shown
    assert app.choice.value == "age_of_steam/" and "エイジ" in app.choice.label


def test_an_uploaded_record_leaves_the_replay_list_naming_no_other_file():
    from steamlab.widgets.dashboards import ReplayViewerApp

    rr = _records()[-1]
    app = ReplayViewerApp(rr.parents[2] / "games" / "records")
    first = app.picker.value
    assert first is not None and app.game.state.game != "russian_railroads"
    assert app.game.load_text(rr.read_bytes(), rr.name)
    assert app.game.state.game == "russian_railroads" and app.picker.value is None
    app.picker.value = first
    assert app.picker.value == first and app.game.state.game != "russian_railroads"


def _text(html_value: str) -> str:
    import html
    import re

    return html.unescape(re.sub(r"<[^>]+>", "\n", html_value))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("choice", [value for _label, value in GAME_CHOICES])
def test_a_computer_move_is_told_in_the_sentence_the_log_shows(choice, lang):
    app = HotSeatApp(choice=choice, players=3, seed=5, lang=lang)
    game = app.game
    game.seat_bot = "greedy"  # quicker than the strong bot; the message does not depend on the bot
    told = 0
    for _ in range(14):
        log_before = set(_text(game.log_view.value).splitlines())
        actor = game.state.current_player
        assert game.computer_move()
        said = [line.strip() for line in _text(game.message.value).splitlines() if line.strip()]
        assert said and "steamlab-bot-did" in game.message.value
        assert not any(s.startswith(("Computer for", "コンピューター（")) for s in said)  # not the control's label
        sentences = said[1:]  # after the one-word heading
        assert sentences, said
        name = ("Player" if lang == "en" else "プレイヤー") + f" {actor + 1}"
        assert any(name in s for s in sentences), (name, sentences)
        new_in_log = set(_text(game.log_view.value).splitlines()) - log_before
        if new_in_log:  # the log told this move: the message says the very same sentences
            assert set(sentences) <= new_in_log, (sentences, new_in_log)
            told += 1
        if lang == "ja":
            assert not any(w in " ".join(sentences) for w in ("Player", "workers", "takes", "ends", "passes"))
    assert told >= 4


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_page_says_which_seat_the_computer_is_thinking_for_and_clears_it_after(lang):
    app = HotSeatApp(choice="age_of_steam/", players=3, seed=2)
    game = app.game
    game.seat_bot = "greedy"  # quicker; what is shown does not depend on the bot
    game.set_lang(lang)
    assert game.thinking.layout.display == "none" and game.thinking.value == ""
    seen: list[tuple[str, int]] = []  # what the page was sent, with the seat to move at that moment
    game.thinking.observe(lambda ch: seen.append((ch["new"], game.state.current_player)), names="value")
    person = game.state.current_player
    computers = [p for p in range(3) if p != person]
    for p in computers:
        game.set_seat(p, True)
    assert game.play(game.state.legal_actions()[0])  # the person acts; the computer seats answer
    shown = [(text, seat) for text, seat in seen if text]
    assert len(shown) >= 2 and seen[-1][0] == ""  # said before each computer move, cleared after
    name = "Player {}" if lang == "en" else "プレイヤー {}"
    word = "Computer is thinking" if lang == "en" else "コンピューターが考えています"
    for text, seat in shown:  # each names the seat about to move, never the person's
        assert seat in computers and word in text and name.format(seat + 1) in text, text
    later = "1 computer move played so far" if lang == "en" else "ここまでに 1 手"
    assert "played so far" not in shown[0][0] and "ここまでに" not in shown[0][0] and later in shown[1][0]
    assert game.thinking.layout.display == "none"
    seen.clear()
    assert game.computer_move()  # Bot move for the person's own seat says it too (then the computer seats answer)
    seats = [seat for text, seat in seen if text]
    assert seats[0] == person and set(seats[1:]) <= set(computers) and seen[-1][0] == ""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_waiting_box_says_what_the_computer_weighs_while_a_hint_is_worked_out(lang):
    app = HotSeatApp(choice="steam/base", players=3, seed=1, lang=lang)
    game = app.game
    seen: list[tuple[str, Any]] = []  # the box's words and the Hint button's state, in the order they were sent
    game.thinking.observe(lambda ch: seen.append(("box", ch["new"])), names="value")
    game.hint_button.observe(lambda ch: seen.append(("off", ch["new"])), names="disabled")
    assert game.show_hint()
    word = "Computer is thinking: Player 1" if lang == "en" else "コンピューターが考えています: プレイヤー 1"
    weighing = "weighing" if lang == "en" else "通りの手を検討中"
    assert seen[:2] == [("box", seen[0][1]), ("off", True)], seen  # said, and the button off while it weighs
    assert word in seen[0][1] and weighing in seen[0][1], seen[0][1]
    assert seen[2:] == [("box", ""), ("off", False)]  # cleared, the button on again
    assert game.thinking.layout.display == "none" and game.hint_view.value  # and then the advice


def test_after_the_end_no_hint_or_bot_move_is_offered():
    import json
    from pathlib import Path

    from steamlab.widgets.game import GameWidget

    record = Path(__file__).parents[1] / "games" / "records" / "steam_base_4p_seed22.json"
    game = GameWidget(json.loads(record.read_text()))
    assert game.state.is_terminal()
    assert game.hint_button.disabled and game.bot_button.disabled and not game.undo_button.disabled
    assert all(pick.disabled for pick in game.seat_picks + game.strength_picks)  # nobody left to play
    assert not game.show_hint() and "The game is over: there is no move left to advise on." in game.message.value
    game.set_lang("ja")
    assert not game.show_hint() and "助言する手はもうありません" in game.message.value
    game.view_step(40)  # a step looked back at: the hint would be for another position
    assert game.hint_button.disabled
    assert game.play_on()  # playing on from there: advice is back
    assert not game.hint_button.disabled and not game.state.is_terminal()
    assert not any(pick.disabled for pick in game.seat_picks + game.strength_picks)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_russian_railroads_boards_show_the_final_score_once_the_game_is_over(lang):
    import random

    import steamlab
    from steamlab.bots.registry import play_out
    from steamlab.render.primitives import Text
    from steamlab.widgets.game import GameWidget

    g = steamlab.new_game("russian_railroads", players=2, seed=3)
    game = GameWidget(g.copy(), lang=lang)
    texts = lambda: [p.text for name in ("static", "overlay", "track") for p in game.rr_boards.scene.layer(name)  # noqa: E731
                     if isinstance(p, Text)]
    projection = "Scores at the end of the round" if lang == "en" else "ラウンド終了時の得点"
    assert projection in texts()
    play_out(g, "greedy", random.Random(1))
    game.set_state(g)
    final = [s.total for s in g.scores()]
    shown = texts()
    assert projection not in shown and not any("VP so far" in t or "ここまで" in t for t in shown)
    word = "Final score: {} VP" if lang == "en" else "最終得点: {} 勝利点"
    assert all(word.format(n) in shown for n in final), final
    assert [str(n) for n in final] == [p.text for p in game.rr_boards.scene.layer("overlay")
                                       if isinstance(p, Text) and p.kind == "score"]


def test_a_delivery_from_a_new_city_reads_japanese_on_a_japanese_page():
    from steamlab.i18n.check import english_runs
    from steamlab.scenarios.builder import Scenario
    from steamlab.widgets.game import GameWidget
    from steamlab.widgets.modes import deliveries_table

    sc = Scenario("age_of_steam", players=3, map="rust_belt").phase("move", turn=3)
    sc.new_city("Springfield", "C").cubes("Springfield", "red", "blue").link(["Springfield", "G10", "St. Louis"], owner=0)
    state = sc.state()
    game = GameWidget(state, lang="ja")
    springfield = state.map.find("Springfield")
    assert game.deliver_mode.pick(springfield)
    cubes = [label for label, _ in game.deliver_mode.cube.options]
    assert cubes == ["青 (0)", "赤 (1)"], cubes  # were "blue (0)", "red (1)"
    route = game.deliver_mode.route.options[0][0]
    import re

    info = re.sub(r"<[^>]+>", " ", game.hexmap.info.value)
    places = ["Springfield", "St. Louis"]
    assert "Springfield (新都市 C)" in route and "Springfield (新都市 C)" in info
    assert english_runs(route, places) == [] and english_runs(info, places) == [], (route, info)  # "new city C"
    table = deliveries_table(list(state.deliveries()), state.board, 0, lang="ja")
    assert "新都市 C" in table and ">赤</td>" in table and "new city" not in table


def test_the_score_table_keeps_the_players_columns_apart():
    import json
    import re
    from pathlib import Path

    from steamlab.widgets.game import GameWidget

    record = Path(__file__).parents[1] / "games" / "records" / "age_of_steam_4p_seed41.json"
    game = GameWidget(json.loads(record.read_text()), lang="ja")
    table = game.scores.value
    cells = re.findall(r"<td( style=\"[^\"]*\")?>", table)
    spaced = [c for c in cells if "padding:0 18px" in c]
    assert len(spaced) == 2 * game.state.num_players, table  # each player's working and total, a gap to its right


def test_each_seat_has_its_strength_beside_its_toggle_in_both_languages():
    import steamlab.bots.search as search

    game = HotSeatApp(choice="steam/standard", players=3, seed=1).game
    assert [list(line.children)[1:] for line in game.seats_box.children] == [
        [toggle, strength] for toggle, strength in zip(game.seat_picks, game.strength_picks, strict=True)]
    assert [line.children[0].value for line in game.seats_box.children] == ["Player 1", "Player 2", "Player 3"]
    assert all(pick.value == search.DEFAULT_ITERATIONS for pick in game.strength_picks)  # the full default
    labels = dict(zip(game.strength_picks[0]._options_values, game.strength_picks[0]._options_labels, strict=True))
    # each label says what its number counts (was "quick (8)": a number with no unit)
    assert labels == {8: "quick (8 positions a move)", 16: "careful (16 positions a move)",
                      search.DEFAULT_ITERATIONS: "full (48 positions a move)"}
    assert game.strength_picks[2].tooltip.startswith("Player 3: the computer's strength for this seat")
    game.strength_picks[1].value = 8
    game.set_lang("ja")  # the controls are made again in Japanese and keep every seat's choice
    labels = dict(zip(game.strength_picks[1]._options_values, game.strength_picks[1]._options_labels, strict=True))
    assert labels[8] == "速い (1 手に 8 局面)" and game.strength_picks[1].value == 8 and game.strength_of(1) == 8
    assert game.strength_picks[2].tooltip.startswith("プレイヤー 3: この席のコンピューターの強さ")
    assert game.seats_box.children[2].children[0].value == "プレイヤー 3" and game.seat_picks[2].tooltip == "プレイヤー 3"


def test_two_computer_seats_play_at_their_own_strengths_and_bot_move_at_the_movers(monkeypatch):
    import steamlab.bots.computer as computer
    import steamlab.bots.search as search

    game = HotSeatApp(choice="steam/standard", players=3, seed=1).game
    asked: list[tuple[int, int]] = []  # (the seat searched for, positions a move)

    def counting(state, strength=None):
        asked.append((state.current_player, strength))
        return search.search(state, iterations=1)  # the test checks what was asked, not the search

    monkeypatch.setattr(computer, "computer_choices", counting)
    person = game.state.current_player
    quick, careful = [p for p in range(3) if p != person]
    game.strength_picks[quick].value = 8  # as on the page: the dropdown, then the toggle
    game.seat_picks[quick].value = True
    game.set_seat(careful, True, strength=16)  # as in a lesson
    assert game.strength_picks[careful].value == 16
    for _ in range(12):  # the person plays; the computer seats answer, past the capital round's forced moves
        if {seat for seat, _ in asked} >= {quick, careful} or game.state.is_terminal():
            break
        assert game.state.current_player == person and game.play(game.state.legal_actions()[0])
    by_seat = {seat: {n for s, n in asked if s == seat} for seat, _ in asked}
    assert by_seat == {quick: {8}, careful: {16}}, asked
    asked.clear()
    game.set_strength(person, 8)  # Bot move on the person's turn thinks at that seat's strength
    assert game.state.current_player == person and game.computer_move()
    assert asked[0] == (person, 8), asked  # then the computer seats answer, each at its own strength again
    assert set(asked) <= {(person, 8), (quick, 8), (careful, 16)}, asked


@pytest.mark.parametrize(("seat", "positions"), [(3, 8), (-1, 8), (0, 7), (0, 0)])
def test_a_strength_or_seat_the_page_does_not_offer_is_refused_and_changes_nothing(seat, positions):
    from steamlab.core.errors import SteamlabError

    game = HotSeatApp(choice="steam/standard", players=3, seed=1).game
    with pytest.raises(SteamlabError, match="not a strength the page offers|has no seat"):
        game.set_strength(seat, positions)
    assert game.seat_strengths == {} and [p.value for p in game.strength_picks] == [48, 48, 48]


def test_strength_docstring_examples():
    import doctest

    import steamlab.widgets.strength

    assert doctest.testmod(steamlab.widgets.strength, optionflags=doctest.ELLIPSIS).failed == 0


def test_five_or_six_players_panels_are_one_compact_table_four_stay_panels():
    """Six panels side by side were 140 px wide, a pair a line, and pushed the map below the screen."""
    import re

    import steamlab
    from steamlab.widgets.panels import PlayerPanels

    app = HotSeatApp(choice="age_of_steam/", players=6, seed=1)
    panels = app.game.panels
    assert len(panels.children) == 1
    table = panels.children[0].value
    assert "steamlab-seats-table" in table and table.count('class="steamlab-seat"') == 6
    acting = app.game.state.current_player
    row = re.search(rf'<tr class="steamlab-seat" data-player="{acting}".*?</tr>', table).group(0)
    assert "steamlab-acting" in row and f"Player {acting + 1}" in row
    assert table.count("steamlab-acting") == 1
    four = PlayerPanels(steamlab.new_game("age_of_steam", players=4, seed=1))
    assert len(four.children) == 4 and "steamlab-seats-table" not in four.children[0].value
    app.game.set_lang("ja")
    assert "機関車レベル" in app.game.panels.children[0].value


def test_the_map_rims_only_builds_the_player_can_pay_for_now():
    """Steam base, the first builder with $0: no build is legal until capital is raised, so no hex is rimmed
    as "a legal build" (was: 55 hexes rimmed, each hover card saying "no legal build here now")."""
    app = HotSeatApp(choice="steam/base", players=3, seed=1)
    game = app.game
    while game.state.phase != "build":
        legal = game.state.legal_actions()
        assert game.play(next((a for a in legal if a.kind != "raise_capital"), legal[0]))
    state = game.state
    assert state.seats[state.current_player].cash == 0
    assert not any(a.kind == "build" for a in state.legal_actions())
    assert game.build_mode.marks == []
    raise_capital = next(a for a in state.legal_actions() if a.kind == "raise_capital")
    assert game.play(raise_capital)
    builds = {a.at for a in game.state.legal_actions() if a.kind == "build"}
    assert builds and len(game.build_mode.marks) == len(builds)


@pytest.mark.parametrize(("choice", "shown", "hidden"), [("steam/base", "$1 per exit", "Age of Steam"),
                                                         ("age_of_steam/", "simple $2", "per exit")])
def test_a_hexs_card_gives_the_build_cost_of_the_game_played(choice, shown, hidden):
    """Was: a Steam game's hover card read "Build: Steam $1 per exit + $0; Age of Steam simple $2, ..."."""
    from steamlab.core.hexgrid import parse_label

    app = HotSeatApp(choice=choice, players=3, seed=1)
    card = app.game.hexmap.card_html(parse_label("H7"))  # a plain hex of Rust Belt
    assert shown in card and hidden not in card and "+ $0" not in card
    app.game.set_lang("ja")
    assert "敷設費用" in app.game.hexmap.card_html(parse_label("H7"))


def test_a_panel_keeps_its_link_names_folded_and_age_of_steam_shows_no_vp():
    """At a game's end a list of four links made a panel 200 px high (the map below the screen): the names are
    folded under the links line. Age of Steam has no VP track: its panels said "VP 0" beside a winner of 53."""
    import json
    import re

    import steamlab
    from steamlab.games.rails.links import trace_links
    from steamlab.widgets.panels import links_of, seat_html, seats_table_html

    state = steamlab.from_record(json.loads(_records()[0].read_text()))
    links = trace_links(state.board)
    p = max(range(state.num_players), key=lambda q: len(links_of(links, q)[0]))
    assert links_of(links, p)[0]
    text = seat_html(state, p, None, "en", links)
    assert re.search(r"<details class=\"steamlab-seat-links\"><summary[^>]*>.*</summary><ul", text)
    assert "<details open" not in text and ">VP<" in text  # Steam keeps its VP track
    aos = steamlab.new_game("age_of_steam", players=3, seed=1)
    assert ">VP<" not in seat_html(aos, 0) and ">Shares<" in seat_html(aos, 0)
    six = steamlab.new_game("age_of_steam", players=6, seed=1)
    assert ">VP<" not in seats_table_html(six) and ">Shares<" in seats_table_html(six)


def test_a_move_phase_without_any_delivery_says_so_and_offers_no_empty_cube_choice():
    """Was: an empty "Cube" label, a disabled Deliver button and "Click a city with goods ..." with nothing to click."""
    app = HotSeatApp(choice="age_of_steam/", players=3, seed=1)
    game = app.game
    while game.state.phase != "move":  # nobody builds: no link, no delivery
        legal = game.state.legal_actions()
        assert game.play(next((a for a in legal if a.kind == "end_build"), legal[0]))
    mode = game.deliver_mode
    assert mode.active and not mode.sources()  # turn 1: no link is complete yet
    assert "No delivery is possible now" in game.hexmap.info.value
    assert mode.cube.layout.display == "none"
    game.set_lang("ja")
    assert "今は輸送できません" in game.hexmap.info.value


def test_the_build_prompt_follows_the_language_and_a_laid_tile_is_named():
    """Was: after 日本語 the map's panel still said "Click a hex to see the tiles you may lay there.", and a laid
    tile was announced by its id ("✓ gentle → B2", a crossing "✓ x_gentles → ...")."""
    from steamlab.core.hexgrid import parse_label

    app = HotSeatApp(choice="steam/base", players=3, seed=1)
    game = app.game
    while game.state.phase != "build":
        legal = game.state.legal_actions()
        assert game.play(next((a for a in legal if a.kind != "raise_capital"), legal[0]))
    assert game.play(next(a for a in game.state.legal_actions() if a.kind == "raise_capital"))
    assert "Click a hex" in game.hexmap.info.value
    game.set_lang("ja")
    assert "Click a hex" not in game.hexmap.info.value and "ヘクス" in game.hexmap.info.value
    build = next(a for a in game.state.legal_actions() if a.kind == "build" and a.tile == "gentle")
    mode = game.build_mode
    assert mode.pick(parse_label(build.at)) and mode.choose("gentle", build.rotation) and mode.confirm()
    assert "緩いカーブ" in game.hexmap.info.value and "gentle" not in game.hexmap.info.value


def test_a_finished_game_names_the_winners_score_and_points_to_the_working():
    """At the end the scores sit below the map, off the first screen: the header gives the winner's total and a
    link down to every score's working (was: "Game over · Winner: Player 1" alone)."""
    import json

    import steamlab
    from steamlab.widgets.game import GameWidget

    state = steamlab.from_record(json.loads(_records()[0].read_text()))
    game = GameWidget(state, play=False)
    winner = state.winners()[0]
    total = next(s.total for s in state.scores() if s.player == winner)
    assert f"Player {winner + 1} ({total})" in game.header.value
    assert 'href="#steamlab-scores"' in game.header.value and 'id="steamlab-scores"' in game.scores.value
    game.set_lang("ja")
    assert "全員の得点と内訳" in game.header.value


def test_the_build_cost_calculator_rims_the_hexes_with_a_legal_build():
    """Was: an empty map with no rim, though its legend names "a legal build"; a new user clicked about for one."""
    from steamlab.widgets.dashboards import BuildCostApp

    app = BuildCostApp("steam", "rust_belt")
    legal = {o.build.at for o in app.turn.legal_builds()}
    assert legal and len(app.mode.marks) == len(legal)
    app.click("H7")  # next to Chicago: a legal straight
    assert app.mode.confirm()
    after = {o.build.at for o in app.turn.legal_builds()}
    assert after != legal and len(app.mode.marks) == len(after)  # the laid track opens new hexes


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_computer_played_lists_every_computer_move_since_the_persons_last(lang):
    """QA: after a run of computer moves, "The computer played:" listed only the last (the log had them all)."""
    import html
    import re

    from steamlab.widgets.game import history_lines
    from steamlab.widgets.panels import say

    app = HotSeatApp(choice="steam/standard", players=3, seed=5, lang=lang)
    game = app.game
    game.seat_bot = "random"  # quick: what is tested is the words, not the choice
    first = game.state.current_player
    for p in range(3):
        if p != first:
            game.set_seat(p, True)
    assert game.play(game.state.legal_actions()[0])  # the person acts; two computer seats answer
    log = [say(line, lang, game.names) for line in history_lines(game.state, game.actors)]
    shown = html.unescape(re.sub(r"<[^>]+>", "\n", game.message.value))
    computer = [i for i, a in enumerate(game.actors) if a in game.computer]
    assert len(computer) == 2
    last_two = log[-2:]  # the log's lines of the two computer moves, in order
    assert all(line in shown for line in last_two), (last_two, shown)
    assert shown.index(last_two[0]) < shown.index(last_two[1])
    assert log[-3] not in shown  # the person's own move is not the computer's
    assert game.play(game.state.legal_actions()[0])  # the next run lists its own moves only
    shown = html.unescape(re.sub(r"<[^>]+>", "\n", game.message.value))
    assert all(line not in shown for line in last_two)


def test_while_the_computer_chooses_no_button_waits_to_act_on_a_later_position():
    """Bot move, Hint and Undo are off while a computer seat's search runs (a press would queue and then act on
    the person's next turn, which it was not meant for), and on again at the person's turn (a fresh clone's
    browser test pressed Bot move mid-run and saw it turn off for good at the end of the game)."""
    app = HotSeatApp(choice="steam/base", players=3, seed=4)
    game = app.game
    game.seat_bot = "greedy"
    person = game.state.current_player
    searched: list[tuple[bool, bool, bool]] = []
    real = game.bot_move

    def watched(*args, **kwargs):
        searched.append((game.bot_button.disabled, game.hint_button.disabled, game.undo_button.disabled))
        return real(*args, **kwargs)

    game.bot_move = watched
    for p in range(3):
        if p != person:
            game.set_seat(p, True)
    assert game.play(game.state.legal_actions()[0])
    assert game.computer_move()  # Bot move for the person's own seat, then the computer seats answer
    assert len(searched) >= 3 and all(all(state) for state in searched), searched
    assert game.state.current_player == person and not game.state.is_terminal()
    assert not game.bot_button.disabled and not game.hint_button.disabled and not game.undo_button.disabled
