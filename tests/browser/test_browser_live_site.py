"""The live site (steamlab.publish.lite) offline in headless Chromium: Python runs in the page, nothing else is asked.

The site is built once for the session into build/test-live (the downloads cached in build/lite-cache, as
``make site``), served on 127.0.0.1 by a plain static server, and every request to any other address is
refused and counted. Each test fails on a request elsewhere or on any console error or page error.

- the hot seat plays a whole game (Steam base rules on Tutorial Valley, three players: Player 1 a person who
  presses *Bot move*, the other two the computer at the quick strength), with a hint and an undo on the way,
  the map clicked on a hex, the language switched to Japanese and back, and the "Computer is thinking" box
  shown while the computer chooses;
- lesson 1's first exercise (click the hex ...) answered wrong ("Show the answer" offered), then right, by
  clicking the map;
- the entry pages link every dashboard and lesson, each in its language.
"""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from watch import RECORD_THINKING

from steamlab.core.maps import load_map
from steamlab.course.lessons import map_and_terrain
from steamlab.publish.classroom import CHROMIUM
from steamlab.publish.lite import serve
from steamlab.render.scene import view_for

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
SITE_PYTHON = ROOT / "build" / "site-venv" / "bin" / "python"
OUT = ROOT / "build" / "test-live"
ARTIFACTS = ROOT / "test-artifacts"
START = 180_000
"""ms a page may take to start Python and draw (about 25-35 s cold on this 2-core machine under load)."""


@pytest.fixture(scope="session")
def live_site() -> Path:
    """The live site, built once a session with the site extra's venv (``make test`` makes it)."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    if not SITE_PYTHON.exists():
        pytest.skip("no build/site-venv: make test (or make site-live) makes it")
    done = subprocess.run([str(SITE_PYTHON), "-m", "steamlab.publish.lite", str(OUT)], capture_output=True, text=True,
                          timeout=900, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    return OUT / "live"


@pytest.fixture(scope="session")
def site_url(live_site: Path) -> Iterator[str]:
    with serve(live_site) as url:
        yield url


class Offline:
    """A page that may only reach the site: the requests refused and the console errors are kept."""

    def __init__(self, browser: Any, site_url: str) -> None:
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.context = browser.new_context(viewport={"width": 1366, "height": 900}, accept_downloads=True,
                                           reduced_motion="reduce")  # Voici's spinner still while Pyodide starts
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        self.url = site_url

    def _route(self, route: Any) -> None:
        if route.request.url.startswith(self.url):
            route.continue_()
        else:
            self.outside.append(route.request.url)
            route.abort()

    def check(self) -> None:
        assert self.outside == [], f"requests outside 127.0.0.1: {self.outside[:5]}"
        assert self.errors == [], f"console errors: {self.errors[:5]}"


@pytest.fixture
def offline(chromium: Any, site_url: str, request: pytest.FixtureRequest) -> Iterator[Offline]:
    o = Offline(chromium, site_url)
    yield o
    ARTIFACTS.mkdir(exist_ok=True)
    o.page.screenshot(path=str(ARTIFACTS / f"live-{request.node.name}.png"))  # what the page showed at the end
    o.context.close()
    o.check()


def hex_point(page: Any, selector: str, map_name: str, size: float, label_: str) -> tuple[float, float]:
    """Where on the screen hex ``label_`` of ``map_name`` (drawn at ``size``) is, in the map at ``selector``."""
    view = view_for(load_map(map_name), size)
    box = page.locator(selector).bounding_box()
    x, y = view.center(load_map(map_name).find(label_))
    scale = box["width"] / view.width
    return box["x"] + x * scale, box["y"] + y * scale


def wait_text(page: Any, selector: str, text: str, timeout: float = 60_000) -> None:
    page.wait_for_function("([s, t]) => [...document.querySelectorAll(s)].some(e => e.innerText.includes(t))",
                           arg=[selector, text], timeout=timeout)


def test_entry_pages_link_everything(offline: Offline, live_site: Path) -> None:
    page = offline.page
    page.goto(offline.url + "index.html")
    links = page.eval_on_selector_all("a", "els => els.map(a => a.getAttribute('href'))")
    assert "voici/render/dashboards/index.html?lang=en" not in links  # the server's index, not a dashboard
    for nb in (ROOT / "notebooks" / "dashboards").glob("*.ipynb"):
        if nb.name == "index.ipynb":
            continue
        assert f"voici/render/dashboards/{nb.stem}.html?lang=en" in links
        assert (live_site / "voici" / "render" / "dashboards" / f"{nb.stem}.html").exists()
    for nb in (ROOT / "notebooks" / "lessons").glob("*.ipynb"):
        assert f"voici/render/lessons/{nb.stem}.html?lang=en" in links
    page.click("a.steamlab-other-lang")
    assert page.locator("html").get_attribute("lang") == "ja"
    ja_links = page.eval_on_selector_all("a", "els => els.map(a => a.getAttribute('href'))")
    assert "voici/render/lessons/ja/01_map_and_terrain.html?lang=ja" in ja_links
    assert "マップビューア" in page.inner_text("body")


def test_hot_seat_whole_game_against_the_computer(offline: Offline) -> None:
    page = offline.page
    started = time.monotonic()
    page.goto(offline.url + "voici/render/dashboards/hot_seat.html?lang=en")
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", timeout=START)
    first_map = time.monotonic() - started
    # a short game: Steam's base rules on Tutorial Valley, three players
    page.select_option(".steamlab-game-choice select", label="Steam — base")
    page.select_option(".steamlab-hot-seat select >> nth=1", label="Tutorial Valley")
    page.locator(".steamlab-new-game").click()
    wait_text(page, ".steamlab-phase", "Tutorial Valley")
    for seat in (1, 2, 3):
        page.select_option(f".steamlab-seat-strength-{seat} select", label="quick (8 positions a move)")
    for seat in (2, 3):
        page.locator(f".steamlab-seat-{seat} button", has_text="Computer").click()
    page.wait_for_selector(".steamlab-seat-3 button.mod-active:has-text('Computer')", timeout=30_000)
    # the map: a click lands on the hex aimed at (the side panel describes it)
    page.locator(".steamlab-hot-seat .steamlab-scene-canvas").scroll_into_view_if_needed()
    x, y = hex_point(page, ".steamlab-hot-seat .steamlab-scene-canvas", "tutorial", 28.0, "F3")
    page.mouse.click(x, y)
    wait_text(page, ".steamlab-hot-seat .steamlab-info", "F3")
    # a hint, then a move and its undo
    page.locator(".steamlab-hint-button").click()
    page.wait_for_function("() => document.querySelector('.steamlab-hint').innerText.trim().length > 20",
                           timeout=120_000)
    log_before = page.inner_text(".steamlab-log")
    page.locator(".steamlab-bot").click()
    page.wait_for_function("b => document.querySelector('.steamlab-log').innerText !== b", arg=log_before,
                           timeout=120_000)
    page.locator(".steamlab-undo").click()
    page.wait_for_function("b => document.querySelector('.steamlab-log').innerText === b", arg=log_before,
                           timeout=120_000)
    # the language, both ways
    page.locator(".steamlab-lang button", has_text="日本語").click()
    wait_text(page, ".steamlab-phase", "チュートリアル")
    page.wait_for_function("() => document.documentElement.getAttribute('data-steamlab-lang') === 'ja'",
                           timeout=60_000)  # the page's mark follows the words (a moment later on a busy machine)
    page.locator(".steamlab-lang button", has_text="English").click()
    wait_text(page, ".steamlab-phase", "Tutorial Valley")
    # the whole game: Player 1 lets the computer choose (Bot move), the computer seats answer
    page.evaluate(RECORD_THINKING)
    presses = 0
    over_or_ready = ("() => document.querySelector('.steamlab-log').innerText.includes('game over')"
                     " || !document.querySelector('.steamlab-bot').disabled")
    while presses < 200:
        page.wait_for_function(over_or_ready, timeout=120_000)  # the computer seats have answered
        if "game over" in page.inner_text(".steamlab-log"):
            break
        before = page.inner_text(".steamlab-log")
        # Bot move is off while the computer seats choose, so "ready" means their run is over (a fresh clone's run
        # once caught it on mid-run, pressed, and then waited for a button that the game's end had turned off)
        page.locator(".steamlab-bot").click(timeout=60_000)
        presses += 1
        page.wait_for_function("b => document.querySelector('.steamlab-log').innerText !== b", arg=before,
                               timeout=120_000)
    assert "game over" in page.inner_text(".steamlab-log"), f"no end after {presses} presses"
    # while the computer chose, the page showed it: the box's display follows Python's layout.display = None
    # (Pyodide once turned None into undefined, which the page ignored: the box stayed hidden all game)
    seen = page.evaluate("() => window.steamlabThinking")
    assert any("Computer is thinking" in text and display != "none" for text, display in seen), seen[:5]
    wait_text(page, ".steamlab-phase", "Winner")
    # the record: saved as a browser download, loaded back by the upload button
    page.locator(".steamlab-save").click()
    with page.expect_download() as got:
        page.locator(".steamlab-download a").click()
    record = got.value.path()
    page.locator(".steamlab-new-game").click()  # a fresh game, then the saved one loaded over it
    page.wait_for_function("() => !document.querySelector('.steamlab-log').innerText.includes('game over')",
                           timeout=60_000)
    with page.expect_file_chooser() as chooser:
        page.locator(".steamlab-upload").click()
    chooser.value.set_files(str(record))
    page.wait_for_selector(".steamlab-message .steamlab-ok", timeout=60_000)
    wait_text(page, ".steamlab-log", "game over")
    print(f"hot seat: first map {first_map:.1f} s, whole game {time.monotonic() - started:.0f} s, {presses} presses")


def test_lesson_exercise_wrong_then_right(offline: Offline) -> None:
    page = offline.page
    exercise = map_and_terrain.lesson_1()[0]
    assert exercise.kind == "hex"
    right = sorted(exercise.answers)[0]
    wrong = next(h for h in ("E5", "D4", "G5") if h not in exercise.answers)
    page.goto(offline.url + "voici/render/lessons/01_map_and_terrain.html?lang=en")
    first = page.locator(".steamlab-exercise").first
    first.locator(".steamlab-drawn").wait_for(timeout=START)
    canvas = ".steamlab-exercise >> nth=0 >> .steamlab-scene-canvas"
    board = exercise.board if hasattr(exercise, "board") else None
    map_name = getattr(getattr(board, "map", board), "id", "tutorial")
    for label_, verdict in ((wrong, "steamlab-exercise-wrong"), (right, "steamlab-exercise-right")):
        page.locator(canvas).scroll_into_view_if_needed()
        x, y = hex_point(page, canvas, map_name, 26.0, label_)
        page.mouse.click(x, y)
        first.locator(".steamlab-info", has_text=label_).wait_for(timeout=60_000)
        first.locator(".steamlab-exercise-check").click()
        first.locator(f".{verdict}").wait_for(timeout=60_000)
        # after a wrong answer, "Show the answer" is offered (its layout.display = None reached the page as null)
        show = first.locator(".steamlab-exercise-show")
        show.wait_for(state="visible" if verdict.endswith("wrong") else "hidden", timeout=60_000)


def test_a_map_saved_in_the_editor_stays_in_the_browser(offline: Offline) -> None:
    """The map editor saves into the user maps folder, which the live site keeps in the browser's IndexedDB:
    another page (a new kernel) lists the map, and so does the same page opened again."""
    page = offline.page
    page.goto(offline.url + "voici/render/dashboards/map_editor.html?lang=en")
    page.wait_for_selector(".steamlab-map-editor .steamlab-hexmap.steamlab-drawn", state="attached", timeout=START)
    for name, value in (("Id", "kept_in_browser"), ("Title", "Kept In Browser")):
        box = page.locator(f".steamlab-map-editor .widget-inline-hbox:has(> label:text-is('{name}')) input").first
        box.fill(value)
        box.press("Tab")
    page.locator(".steamlab-editor-apply-map").click()
    page.locator(".steamlab-map-editor .steamlab-editor-save").click()
    page.wait_for_function("() => document.body.innerText.includes('Saved as')", timeout=60_000)
    page.wait_for_timeout(3000)  # written to IndexedDB every 2 s
    page.goto(offline.url + "voici/render/dashboards/map_viewer.html?lang=en")
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", timeout=START)
    options = page.eval_on_selector_all("select option", "els => els.map(o => o.textContent.replace(/\\s+/g, ' '))")
    assert "Kept In Browser" in options, options  # a new page is a new Python: the map came from IndexedDB


def test_hot_seat_opened_from_a_link_reviews_the_game_in_the_browser(offline: Offline) -> None:
    """Issue 41 in the live site: a game link opens the hot seat at that game (the page passes its address to the
    Python in the page), *Review* judges Player 2's decisions with the progress said as it comes, the turning point
    shows its board and is tried again, in English then Japanese; *Copy link* gives the same game back; a damaged
    link says why in Japanese and changes nothing."""
    import steamlab
    from steamlab.bots.computer import computer_action
    from steamlab.games.rails.actions import IssueShares
    from steamlab.widgets.tutorial import short_game

    g = short_game("age_of_steam", turns=1, seed=3)
    g.apply(IssueShares(13))  # Player 2's first decision: a blunder
    while not g.is_terminal():
        g.apply(computer_action(g, 8))
    page = offline.page
    address = offline.url + "voici/render/dashboards/hot_seat.html"
    started = time.monotonic()
    page.goto(steamlab.share_link(g, address + "?lang=en"))
    wait_text(page, ".steamlab-link-note", "Opened the game of the link", timeout=START)
    wait_text(page, ".steamlab-phase", "Game over")
    page.evaluate("""() => { window.steamlabReview = [];
      const el = document.querySelector('.steamlab-review-status');
      new MutationObserver(() => window.steamlabReview.push(el.innerText.trim()))
        .observe(el, {subtree: true, childList: true, characterData: true}); }""")
    page.select_option(".steamlab-review-seat select", label="Player 2")
    reviewing = time.monotonic()
    page.locator(".steamlab-review-button").click()
    wait_text(page, ".steamlab-review-status", "Player 2 reviewed", timeout=300_000)
    print(f"live site: page to the game {reviewing - started:.1f} s, review of 8 decisions at 48 positions "
          f"{time.monotonic() - reviewing:.1f} s")
    said = page.evaluate("() => window.steamlabReview")
    assert any(t.startswith("Reviewing Player 2:") for t in said), said
    assert page.locator(".steamlab-review-chart svg .lead").count() == 3
    page.locator(".steamlab-review-point").first.click()
    page.wait_for_selector(".steamlab-review-try:visible", timeout=60_000)
    wait_text(page, ".steamlab-phase", "Issue shares")
    page.select_option(".steamlab-review-try-pick select", index=1)
    page.locator(".steamlab-review-try-go").click()
    wait_text(page, ".steamlab-review-verdict", "blunder", timeout=120_000)
    page.locator(".steamlab-lang button", has_text="日本語").click()
    wait_text(page, ".steamlab-review-verdict", "大悪手")
    page.screenshot(path=str(ARTIFACTS / "live_hot_seat_review_ja.png"))
    page.locator(".steamlab-copy-link").click()
    page.wait_for_function("() => (document.querySelector('.steamlab-link-text') || {}).value", timeout=60_000)
    link = page.evaluate("() => document.querySelector('.steamlab-link-text').value")
    assert link.startswith(address + "?lang=") and steamlab.from_link(link) == g
    # a damaged link pasted into the open page's address: refused in the page's language, the game stays
    page.evaluate("() => { window.location.hash = 'game=z1.AAAA'; }")
    wait_text(page, ".steamlab-link-note", "リンクのゲームは開きませんでした")
    wait_text(page, ".steamlab-review-verdict", "大悪手")  # the game stayed (another game takes the review away)


def test_a_puzzle_solved_in_the_browser_in_both_languages(offline: Offline) -> None:
    """Issue 41 in the live site: the Puzzles page runs in the visitor's browser (the puzzles ship in the wheel's
    data), a wrong move then the answer, then in Japanese the next puzzle solved."""
    import steamlab

    first, second = steamlab.puzzles("steam/standard")[:2]
    page = offline.page
    page.goto(offline.url + "voici/render/dashboards/puzzles.html?lang=en")
    wait_text(page, ".steamlab-puzzle-question", "to move", timeout=START)
    assert first.explain("en") not in page.inner_text("body")  # no answer before the learner answers
    legal = first.game.legal_actions()
    wrong = next(i for i, a in enumerate(legal) if a != first.answer)
    page.select_option(".steamlab-puzzle-moves select", index=wrong)
    page.locator(".steamlab-puzzle-check").click()
    wait_text(page, ".steamlab-puzzle-result", "Not this one")
    page.select_option(".steamlab-puzzle-moves select", index=legal.index(first.answer))
    page.locator(".steamlab-puzzle-check").click()
    wait_text(page, ".steamlab-puzzle-result", "Right")
    page.locator(".steamlab-lang button", has_text="日本語").click()
    wait_text(page, ".steamlab-puzzle-check", "答え合わせ")
    page.locator(".steamlab-puzzle-next").click()
    wait_text(page, ".steamlab-puzzle-question", "手番")
    page.select_option(".steamlab-puzzle-moves select", index=second.game.legal_actions().index(second.answer))
    page.locator(".steamlab-puzzle-check").click()
    wait_text(page, ".steamlab-puzzle-result", "正解です")
