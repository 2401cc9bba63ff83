"""Issue 41 in the pages (the kernel side): *Review* in the hot seat, the guided game and the replay viewer; *Copy
link* in the hot seat, the replay viewer and the scenario lab, and a page opened from a game link.

Short games (``short_game``: one turn) and the quick strength keep these fast: the blunder is Age of Steam's
13 shares in the first turn, which the review finds and confirms at any strength.
"""

from __future__ import annotations

import json
import re

import pytest

import steamlab
from steamlab.bots.computer import computer_action
from steamlab.games.rails.actions import IssueShares
from steamlab.i18n.check import english_runs
from steamlab.widgets.dashboards import HotSeatApp, ReplayViewerApp
from steamlab.widgets.game import GameWidget
from steamlab.widgets.review_panel import ReviewPanel
from steamlab.widgets.scenario_lab import ScenarioLabApp
from steamlab.widgets.tutorial import GuidedGame, short_game

STRENGTH = 8
PAGE = "http://127.0.0.1:8866/voila/render/hot_seat.ipynb?lang=en"
TAG = re.compile(r"<[^>]+>")


def shares_blunder() -> tuple[steamlab.GameState, int]:
    """A finished one-turn Age of Steam game where the first seat to act issued 13 shares (a blunder)."""
    g = short_game("age_of_steam", turns=1, seed=3)
    seat = g.current_player
    g.apply(IssueShares(13))
    while not g.is_terminal():
        g.apply(computer_action(g, STRENGTH))
    return g, seat


def text(html: str) -> str:
    return TAG.sub(" ", html).replace("&#x27;", "'").replace("&amp;", "&").strip()


def opened(app, href: str) -> None:
    """What the page's language widget tells the kernel when a page opens at ``href``."""
    app.header.memory._heard(app.header.memory, {"event": "opened", "viewer": None, "href": href})


@pytest.fixture(scope="module")
def blunder():
    return shares_blunder()


def test_the_hot_seat_offers_the_review_only_at_the_end(blunder):
    g, seat = blunder
    app = HotSeatApp()
    assert app.review.layout.display == "none" and app.review.button.disabled  # a game under way
    app.game.set_state(g)
    assert app.review.layout.display is None and not app.review.button.disabled
    app.game.undo()  # not over any more
    assert app.review.layout.display == "none" and not app.review.run()


def test_review_a_finished_game_click_a_turning_point_and_try_again(blunder):
    g, seat = blunder
    app = HotSeatApp()
    app.game.set_state(g.copy())
    panel = app.review
    panel.strength = STRENGTH
    seen = []  # what the page was sent while the review ran: results as they come
    panel.progress.observe(lambda c: seen.append(("progress", c["new"], len(panel.review.moves))), names="value")
    panel.chart.observe(lambda c: seen.append(("chart", len(panel.review.moves))), names="value")
    assert panel.run(seat)
    total = len(panel.review.moves)
    assert ("chart", 0) in seen  # the chart came before any decision was judged
    assert [v for kind, v, *_ in seen if kind == "progress"] == list(range(1, total + 1))  # a step at a time
    svg = panel.chart.value
    assert "<svg" in svg and svg.count('class="lead"') == 3 and svg.count('class="turning-point"') >= 1
    assert "<table" not in svg  # a picture, not a table
    assert "engine may be wrong" in text(panel.caveat.value)
    first = panel.review.turning_points[0]
    assert (first.index, first.label, first.confirmed) == (1, "blunder", True)
    button = panel.points.children[0].children[0]
    assert "blunder" in button.description and "move 1" in button.description
    button.click()  # the board at that moment
    assert app.game.viewing == 1 and len(app.game.shown.history) == 1
    assert app.game.shown.phase == "shares" and app.game.shown.current_player == seat
    assert panel.try_box.layout.display is None
    labels = [label for label, _ in panel.try_pick.options]
    assert labels[0].startswith("★") and labels[1].startswith("●") and "13" in labels[1]
    panel.try_pick.value = 0  # the computer's move
    panel.try_button.click()
    assert "the computer's own move here" in text(panel.verdict.value)
    panel.try_pick.value = 1  # the move played again: the same verdict as the review's
    panel.try_button.click()
    said = text(panel.verdict.value)
    assert "blunder" in said and f"{first.loss:.1f} points less" in said, said
    two = next(i for i, (label, _) in enumerate(panel.try_pick.options) if label.startswith("issue 2 shares"))
    panel.try_pick.value = two
    assert panel.try_move()
    assert "points less projected lead" in text(panel.verdict.value) or "as good as" in text(panel.verdict.value)
    assert not panel.try_move(IssueShares(99))  # not a legal move there: nothing judged


def test_the_review_in_japanese_has_no_english_run(blunder):
    g, seat = blunder
    app = HotSeatApp(lang="ja")
    app.game.set_state(g.copy())
    panel = app.review
    panel.strength = STRENGTH
    assert panel.run(seat) and panel.show_move(1)
    panel.try_pick.value = 1
    assert panel.try_move()
    words = [panel.button.description, panel.status.value, panel.chart.value, panel.caveat.value,
             panel.points_head.value, panel.try_head.value, panel.verdict.value, panel.try_button.description,
             *[row.children[0].description for row in panel.points.children],
             *[row.children[1].value for row in panel.points.children]]
    said = " ".join(text(w) for w in words)
    assert "大悪手" in said and "ここからやり直してみる" in said and "比べる" in said
    assert english_runs(re.sub(r"<svg.*</svg>", " ", said, flags=re.S), ["Age of Steam"]) == []
    app.game.switch.value = "en"  # and back: every word follows
    assert "blunder" in text(panel.verdict.value) and "Try again from here" in text(panel.try_head.value)


def test_undo_or_a_new_game_takes_the_review_away(blunder):
    g, seat = blunder
    w = GameWidget(g.copy())
    panel = ReviewPanel(w, strength=STRENGTH)
    w.extras.children = [panel]
    assert panel.run(seat) and panel.review is not None
    w.set_state(steamlab.new_game("steam", players=3, rules="base", seed=1))
    assert panel.review is None and panel.layout.display == "none" and panel.points.children == ()
    assert not panel.show_move(1)


def test_the_replay_viewer_reviews_any_record_and_shows_the_step(tmp_path, blunder):
    g, seat = blunder
    half = g.to_record()
    half["actions"] = half["actions"][:12]  # not finished: the replay viewer reviews it all the same
    (tmp_path / "half.json").write_text(json.dumps(half))
    viewer = ReplayViewerApp(tmp_path, record="half.json")
    assert viewer.review.layout.display is None and not viewer.review.button.disabled
    viewer.review.strength = STRENGTH
    assert viewer.review.run(seat)
    assert viewer.review.review.turning_points[0].index == 1
    assert viewer.review.show_move(1) and viewer.step() == 1 and viewer.game.slider.value == 1


def test_the_guided_game_offers_the_review_of_the_learners_seat_at_the_end():
    guide = GuidedGame("russian_railroads", turns=1, seed=2)
    assert guide.review.layout.display == "none"
    while not guide.game.state.is_terminal():
        assert guide.play_suggestion()
    assert guide.review.layout.display is None and guide.review.seat_pick.value == 0
    assert guide.review.run()
    assert guide.review.review.seat == 0 and guide.review.review.counts()["best"] == len(guide.review.review.moves)
    assert "No decision gave up" in guide.review.points_head.value


# -- links -------------------------------------------------------------------------------------


def test_copy_link_gives_the_page_its_own_address_with_the_game(blunder):
    g, _ = blunder
    app = HotSeatApp()
    app.game.set_state(g.copy())
    opened(app, PAGE)
    app.link.button.click()
    url = app.link.field.value
    assert url.startswith(PAGE + "#game=z1.") and len(url) < 8000
    assert steamlab.from_link(url) == g
    assert "paste it in a message" in app.link.note.value
    app.game.undo()  # another game now: the link made for the one before goes
    assert app.link.field.value == ""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_page_opened_from_a_link_opens_the_game(blunder, lang):
    g, _ = blunder
    app = HotSeatApp(lang=lang)
    opened(app, steamlab.share_link(g, PAGE))
    assert app.game.state == g and app.review.layout.display is None  # finished: ready to review
    assert app.choice.value == "age_of_steam/"  # the choosers follow it
    said = text(app.link.note.value)
    assert ("Opened the game of the link" in said) if lang == "en" else ("リンクのゲームを開きました" in said)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fragment", ["game=z1.AAAA", "game=zz.abc", "game=z1." + "A" * 200_001,
                                      "game=z1." + "A" * 1_000_000, "game=z1.eJzLSM3JyQcABiwCFQ"],
                         ids=["damaged", "unknown", "too-long", "far-too-long", "not-a-record"])
def test_a_hostile_link_shows_its_sentence_and_changes_nothing(fragment, lang):
    app = HotSeatApp(lang=lang)
    before = app.game.state.to_record()
    opened(app, PAGE + "#" + fragment)
    assert app.game.state.to_record() == before
    said = text(app.link.note.value)
    if lang == "en":
        assert said.startswith("The link's game was not opened: ") and len(said) < 400, said
    else:
        assert said.startswith("リンクのゲームは開きませんでした: ") and english_runs(said, ["deflate"]) == [], said


def test_a_page_without_a_game_in_its_address_opens_as_before():
    app = HotSeatApp()
    before = app.game.state.to_record()
    opened(app, PAGE)
    assert app.game.state.to_record() == before and app.link.note.value == ""


def test_the_replay_viewers_link_keeps_the_step_shown(tmp_path, blunder):
    g, _ = blunder
    (tmp_path / "g.json").write_text(json.dumps(g.to_record()))
    viewer = ReplayViewerApp(tmp_path, record="g.json")
    viewer.step_to(7)
    url = viewer.link.make() and viewer.link.field.value
    assert url and url.endswith("&step=7") and steamlab.from_link(url) == g
    other = ReplayViewerApp(tmp_path, record="g.json")
    opened(other, url)
    assert other.step() == 7 and other.game.state == g and other.picker.value is None


def test_the_scenario_labs_position_round_trips_through_a_link():
    lab = ScenarioLabApp("engineer")
    assert lab.link.make()
    lab.map.click(lab.scenario.map.find("H7"))
    lab._add_cube()  # an edit: the link made before holds the position before it, and goes
    assert lab.link.field.value == ""
    lab._clear_cubes()
    assert lab.link.make()
    other = ScenarioLabApp("last_deliveries")
    opened(other, lab.link.field.value)
    assert other.scenario.pos == lab.scenario.pos and other.scenario.problems() == []
    rr = steamlab.share_link(steamlab.new_game("russian_railroads", players=2, seed=1), PAGE)
    kept = dict(other.scenario.pos)
    opened(other, rr)  # a game the lab does not set up: refused, the position stays
    assert other.scenario.pos == kept and "not opened" in other.link.note.value


def test_russian_railroads_turning_point_shows_its_boards_and_is_tried_again():
    g = short_game("russian_railroads", turns=1, seed=2)
    while not g.is_terminal():  # Player 1 takes the last choice offered each time (it passes): a blunder
        g.apply(g.legal_actions()[-1] if g.current_player == 0 else computer_action(g, STRENGTH))
    app = HotSeatApp(lang="ja")
    app.game.set_state(g)
    app.review.strength = STRENGTH
    assert app.review.run(0)
    first = app.review.review.turning_points[0]
    assert first.label == "blunder"
    app.review.points.children[0].children[0].click()
    assert app.game.viewing == first.index and app.game.rr_main is not None
    assert app.review.try_move(first.best) and "コンピューター自身が選ぶ手" in app.review.verdict.value
    assert app.review.try_move(first.played) and "大悪手" in app.review.verdict.value
