"""Every dashboard on one screen at 1366x800: the key controls' boxes lie inside the first screen.

One page load per dashboard; the hot seat's page also plays Russian Railroads on
its boards (a worker placed by clicking a space of the main board) and shows
日本語. Each page leaves a screenshot in test-artifacts/ (``one_screen_*.png``).
With ``STEAMLAB_DOC_SHOTS=1`` the screenshots are also written, halved and
reduced to a palette, to docs/img/ for docs/widgets.md:

    STEAMLAB_DOC_SHOTS=1 .venv/bin/pytest -q tests/browser/test_browser_one_screen.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pixels import close_to, wait_for_pixel

import steamlab
from steamlab.render import style
from steamlab.render.rr_main import main_board_layout

pytestmark = pytest.mark.browser

SCREEN = {"width": 1366, "height": 800}
MAP = ".steamlab-hexmap canvas"
DOC_IMG = Path(__file__).resolve().parents[2] / "docs" / "img"

KEY_CONTROLS = {
    "index": ["table.steamlab-index"],
    "map_viewer": [MAP, ".steamlab-map-picker", ".steamlab-info"],
    "build_cost": [MAP, ".steamlab-rules", ".steamlab-rotate", ".steamlab-confirm", ".steamlab-info"],
    "delivery_planner": [MAP, ".steamlab-delivery-list", ".steamlab-info"],
    "replay_viewer": [MAP, ".steamlab-record-picker", ".steamlab-replay", ".steamlab-log"],
    "score_calculator": [".steamlab-score-input", ".steamlab-score-output"],
    "rr_board": [".rr-calculator canvas", ".rr-total", ".rr-random", ".rr-seed"],  # QA: random controls were below
    "scenario_lab": [MAP, ".steamlab-scenario-lab .steamlab-side button"],
}
"""What a learner works with on each dashboard (every match must be on the first screen)."""
CHECKED_ELSEWHERE = {"replay_viewer", "index", "map_viewer", "rr_board", "score_calculator"}
"""Dashboards whose first screen a longer test checks in the same page load (test_browser_walkthrough.py,
test_browser_dashboards.py, test_browser_rr_board.py, test_browser_game_dashboards.py)."""
HOT_SEAT = [MAP, ".steamlab-new-game", ".steamlab-lang", ".steamlab-seats", ".steamlab-controls", ".steamlab-undo",
            ".steamlab-bot", ".steamlab-replay", ".steamlab-log"]
RR_HOT_SEAT = [".steamlab-rr-main canvas", ".steamlab-controls", ".steamlab-undo", ".steamlab-log"]


CUT_OPTIONS = """s => {
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = getComputedStyle(s).font;
  const room = s.clientWidth - 32;  // the select's padding and its arrow
  return Array.from(s.options).map(o => o.text).filter(t => ctx.measureText(t).width > room);
}"""
"""The options of a ``<select>`` element whose text is wider than the box shows (cut on screen)."""


def cut_options(page, selector: str) -> list[str]:
    """The options cut on screen in every visible ``<select>`` matching ``selector``."""
    return [text for loc in page.locator(selector).all() if loc.is_visible()
            for text in loc.evaluate(CUT_OPTIONS)]


def seat_lines_wrapped(page) -> list[str]:
    """The hot seat's seat lines that took more than one line (the strength fell under the toggle)."""
    return page.evaluate("""() => [...document.querySelectorAll('.steamlab-seat-line')].filter(line => {
        const toggle = line.querySelector('.widget-toggle-buttons').getBoundingClientRect();
        return line.getBoundingClientRect().height > 1.6 * toggle.height; }).map(line => line.innerText)""")


def off_screen(page, selectors: list[str]) -> list[str]:
    """The selectors with a visible match whose box is not wholly inside the first screen (or with no match).

    The screen's width is what the page shows: the window less its scroll bar, if any (a box under the scroll bar is
    cut off for the reader).
    """
    bad = []
    width = page.evaluate("() => document.documentElement.clientWidth")
    for sel in selectors:
        boxes = [b for b in (loc.bounding_box() for loc in page.locator(sel).all()) if b and b["width"] > 0]
        if not boxes:
            bad.append(f"{sel}: not shown")
        for b in boxes:
            if b["x"] < 0 or b["y"] < 0 or b["x"] + b["width"] > width + 1 or b["y"] + b["height"] > SCREEN["height"] + 1:
                bad.append(f"{sel}: {b}")
    return bad


def cut_sideways(page) -> list[str]:
    """The side columns whose content is wider than the column (cut off at its right edge): their overflow in pixels."""
    return page.evaluate("""() => [...document.querySelectorAll('.steamlab-side')]
        .filter(el => el.scrollWidth > el.clientWidth + 1).map(el => {
            const right = el.getBoundingClientRect().left + el.clientWidth;
            const wide = [...el.querySelectorAll('*')].filter(c => c.getBoundingClientRect().right > right + 1)
                .map(c => `${c.className}`.split(' ').filter(n => n.startsWith('steamlab-') || n.startsWith('widget-'))
                .slice(0, 2).join('.') + ' "' + (c.innerText || '').slice(0, 30) + '"');
            return `${el.scrollWidth - el.clientWidth}px: ${[...new Set(wide)].slice(0, 4).join(', ')}`;
        })""")


def shot(page, artifacts: Path, name: str) -> None:
    """Keep a screenshot of the first screen (and a small copy for the docs when asked)."""
    path = artifacts / f"one_screen_{name}.png"
    page.screenshot(path=str(path))
    if os.environ.get("STEAMLAB_DOC_SHOTS"):
        from PIL import Image

        DOC_IMG.mkdir(exist_ok=True)
        with Image.open(path) as im:
            small = im.convert("RGB").resize((im.width // 2, im.height // 2), Image.Resampling.LANCZOS)
            small.quantize(colors=96).save(DOC_IMG / f"dashboard_{name}.png", optimize=True)


def open_at_laptop_size(page, voila_url, open_dashboard, name: str) -> None:
    page.set_viewport_size(SCREEN)
    open_dashboard(page, f"{voila_url}/voila/render/{name}.ipynb")
    if any(MAP in sel or "canvas" in sel for sel in KEY_CONTROLS.get(name, [MAP])):
        page.wait_for_selector(".steamlab-drawn", state="attached", timeout=90_000)
    page.evaluate("s => { const el = document.querySelector(s); if (el) el.scrollTop = 0; }", "#rendered_cells")


def first_screen_checked(page, artifacts: Path, name: str) -> None:
    """Dashboard ``name``'s key controls lie on the first screen and no side column is cut; a screenshot kept."""
    page.wait_for_selector(KEY_CONTROLS[name][0], state="visible", timeout=30_000)
    page.wait_for_timeout(300)  # let the last layout pass settle
    shot(page, artifacts, name)
    assert off_screen(page, KEY_CONTROLS[name]) == []
    assert cut_sideways(page) == []


@pytest.mark.parametrize("name", sorted(set(KEY_CONTROLS) - CHECKED_ELSEWHERE))
def test_key_controls_are_on_the_first_screen(name, page, voila_url, open_dashboard, artifacts):
    """Each dashboard's first screen; then, in the same page load, what else is checked at this size
    (:data:`SAME_PAGE`: the build-cost calculator's hover card, the scenario lab's help)."""
    open_at_laptop_size(page, voila_url, open_dashboard, name)
    first_screen_checked(page, artifacts, name)
    if name in SAME_PAGE:
        SAME_PAGE[name](page, artifacts)


def test_hot_seat_on_one_screen_in_both_languages_and_russian_railroads_on_its_boards(
        page, voila_url, open_dashboard, artifacts):
    open_at_laptop_size(page, voila_url, open_dashboard, "hot_seat")
    shot(page, artifacts, "hot_seat")
    assert off_screen(page, HOT_SEAT) == []
    assert cut_sideways(page) == []  # was: the log's border and padding 14 px past its column, its right edge cut
    page.locator(".steamlab-lang button", has_text="日本語").click()
    from steamlab.widgets.i18n import tr

    page.wait_for_function("([s, t]) => document.querySelector(s).innerText.includes(t)",
                           arg=[".steamlab-undo", tr("undo", "ja")], timeout=5_000)
    # the whole page in Japanese before the picture (was: taken as the undo button changed, the title, seat
    # panels, seat choices and legal actions still in English in the picture)
    english = ["Hot-seat game", "Legal actions", "Computer", "to act", "Players"]
    page.wait_for_function("words => !words.some(w => document.body.innerText.includes(w))", arg=english,
                           timeout=10_000)
    shot(page, artifacts, "hot_seat_ja")
    assert off_screen(page, HOT_SEAT) == []
    page.locator(".steamlab-lang button", has_text="English").click()

    # Russian Railroads: the opening by the bot button (the same moves as GameWidget.computer_move here), then a click
    from steamlab.widgets.game import GameWidget

    game = GameWidget(steamlab.new_game("russian_railroads", players=3, seed=1))
    page.select_option(".steamlab-game-choice select", label="Russian Railroads")
    page.locator(".steamlab-new-game").click()
    page.wait_for_selector(".steamlab-rr-main.steamlab-drawn", state="attached", timeout=30_000)
    page.wait_for_selector(".steamlab-rr-board.steamlab-drawn", state="attached", timeout=30_000)
    log = page.locator(".steamlab-log")
    while game.state.phase != "play":
        before = log.inner_text()
        page.locator(".steamlab-bot").click()
        page.wait_for_function("([s, t]) => document.querySelector(s).innerText !== t", arg=[".steamlab-log", before],
                               timeout=10_000)
        assert game.computer_move()
    state = game.state
    space = next(a.space for a in state.legal_actions() if a.kind == "place")
    box = main_board_layout(state).boxes[space]
    canvas = page.locator(".steamlab-rr-main canvas")
    shown = canvas.bounding_box()
    width = page.evaluate("s => document.querySelector(s).width", ".steamlab-rr-main canvas")
    k = shown["width"] / width
    before = log.inner_text()
    canvas.click(position={"x": (box.x + box.w / 2) * k, "y": (box.y + box.h / 2) * k})
    page.wait_for_function("([s, t]) => document.querySelector(s).innerText !== t", arg=[".steamlab-log", before],
                           timeout=10_000)
    # the worker's disc in the player's colour (read beside the number drawn on it)
    colour = style.player_color(state.current_player)
    cx, cy = box.x + box.w - 12, box.y + box.h - 12
    ring = [(cx - 6, cy), (cx + 6, cy), (cx - 4, cy + 5), (cx + 4, cy + 5)]
    seen = [wait_for_pixel(page, ".steamlab-rr-main canvas", x, y, colour, timeout=5.0) for x, y in ring]
    assert sum(close_to(rgb, colour, tol=30) for rgb in seen) >= 2, seen
    page.evaluate("s => { document.querySelector(s).scrollTop = 0; }", "#rendered_cells")
    shot(page, artifacts, "hot_seat_russian_railroads")
    assert off_screen(page, RR_HOT_SEAT) == []
    assert cut_sideways(page) == []  # was: the legal-action list's long choice pushed its Play button past the column
    # each seat on one line, its strength with its unit beside the toggle (the column is narrower here than in Steam)
    assert seat_lines_wrapped(page) == []
    # the legal-action choices shown whole (was: "black rail one space on the Trans-" beside its label and button)
    assert page.locator(".steamlab-controls select").count() >= 1
    assert cut_options(page, ".steamlab-controls select") == []
    six_players_of_age_of_steam_leave_the_map_on_the_first_screen(page, artifacts)  # the same page, a new game
    players_out_leave_the_map_on_the_first_screen(page, artifacts)  # and a game loaded


def players_out_leave_the_map_on_the_first_screen(page, artifacts) -> None:
    """A game with players out, loaded: each panel's name line stays one line (was "Player 1 (out of the game)" on
    two, the four panels taller and the map's bottom row below the screen; seen in a whole game at 1366x800)."""
    fixture = Path(__file__).resolve().parents[1] / "games" / "fixtures" / "age_of_steam_4p_seed42_eliminated.json"
    with page.expect_file_chooser() as chooser:
        page.locator(".steamlab-upload").click()
    chooser.value.set_files(str(fixture))
    page.wait_for_selector(".steamlab-message .steamlab-ok", timeout=10_000)
    page.wait_for_selector(".steamlab-panels .steamlab-seat:has-text('(out')", timeout=10_000)
    page.wait_for_timeout(300)  # let the last layout pass settle
    page.evaluate("s => { document.querySelector(s).scrollTop = 0; }", "#rendered_cells")
    shot(page, artifacts, "hot_seat_players_out")
    # each panel's first line (swatch, name, badge): its height
    wrapped = page.evaluate("""() => [...document.querySelectorAll('.steamlab-panels .steamlab-seat')].map(panel =>
        [panel.firstElementChild.innerText, Math.round(panel.firstElementChild.getBoundingClientRect().height)])""")
    heights = [h for _, h in wrapped]
    assert len(wrapped) == 4 and max(heights) < 1.6 * min(heights), wrapped
    assert off_screen(page, [sel for sel in HOT_SEAT if sel != ".steamlab-controls"]) == []  # a finished game: none


def six_players_of_age_of_steam_leave_the_map_on_the_first_screen(page, artifacts) -> None:
    """Six players' panels are one compact table above the map (was: six 140 px panels, their pairs one a line,
    190 px high, the map's bottom 80 px below the screen)."""
    page.select_option(".steamlab-game-choice select", label="Age of Steam")
    players = page.locator(".steamlab-hot-seat .steamlab-players input").first
    players.fill("6")
    players.press("Tab")
    page.locator(".steamlab-new-game").click()
    page.wait_for_function("s => document.querySelectorAll(s).length === 6", arg=".steamlab-panels .steamlab-seat",
                           timeout=30_000)
    page.wait_for_timeout(300)  # let the last layout pass settle
    page.evaluate("s => { document.querySelector(s).scrollTop = 0; }", "#rendered_cells")
    shot(page, artifacts, "hot_seat_age_of_steam_6p")
    assert off_screen(page, [*HOT_SEAT, ".steamlab-seats-table"]) == []
    assert cut_sideways(page) == []


def opening_how_to_use_it_keeps_the_language_switch_on_one_line(page, artifacts) -> None:
    """Was: the opened help's long paragraph squeezed the switch, 日本語 stacked under English (scenario lab)."""
    page.locator(".steamlab-help summary").first.click()
    page.wait_for_timeout(300)  # let the layout settle
    tops = [b["y"] for b in (loc.bounding_box() for loc in page.locator(".steamlab-lang button").all())]
    assert len(tops) == 2 and abs(tops[0] - tops[1]) < 2, tops


def hover_card_shows_the_hexs_facts_and_the_cheapest_build(page, artifacts) -> None:
    """Hover a hex of the build-cost calculator: a card beside the pointer names the hex, its terrain or city,
    and "build here from $N" -- the engine's cheapest legal build for the player (the app's own answer here)."""
    from steamlab.core.hexgrid import parse_label
    from steamlab.render.scene import view_for
    from steamlab.widgets.dashboards import BuildCostApp

    app = BuildCostApp("steam", "rust_belt")  # the notebook's app, the same settings
    view = view_for(app.hexmap.map, 30.0)
    card = page.locator(".steamlab-hovercard")
    canvas = page.locator(MAP)
    shown = canvas.bounding_box()
    k = shown["width"] / page.evaluate("s => document.querySelector(s).width", MAP)
    for at, words in (("Q10", ["Q10", "mountain"]), ("H7", ["H7", "plain"]), ("Chicago", ["Chicago", "City"])):
        h = app.hexmap.map.find(at) if not at[1:].isdigit() else parse_label(at)
        cheapest = app.mode.cheapest(h)
        want = "No legal build here now" if cheapest is None else f"Build here from ${cheapest}"
        x, y = view.center(h)
        px, py = shown["x"] + x * k, shown["y"] + y * k
        page.mouse.move(px - 3, py)
        page.mouse.move(px, py)
        page.wait_for_function("([s, t]) => document.querySelector(s).innerText.includes(t)",
                               arg=[".steamlab-hovercard", want], timeout=10_000)
        text = card.inner_text()
        assert all(w in text for w in words), text
        box = card.bounding_box()  # beside the pointer, wholly on screen, not under it
        assert box["x"] >= 0 and box["y"] >= 0
        assert box["x"] + box["width"] <= SCREEN["width"] and box["y"] + box["height"] <= SCREEN["height"]
        assert abs(box["x"] - px) < 400 and abs(box["y"] - py) < 300
        assert not (box["x"] <= px <= box["x"] + box["width"] and box["y"] <= py <= box["y"] + box["height"])
        if at == "H7":
            assert cheapest is not None
            page.screenshot(path=str(artifacts / "hover_card.png"))
    page.mouse.move(5, 5)  # off the map: the card goes
    page.wait_for_function("s => document.querySelector(s).innerText.trim() === ''", arg=".steamlab-hovercard",
                           timeout=10_000)


def delivery_lines_are_shown_whole_in_both_languages(page, artifacts) -> None:
    """The delivery planner's list: every line whole in its column (was: the whole route and every owner's
    points, cut at the right edge: "1. red: Kansas City → Des Moines → Rock Island → St. Louis · Player")."""
    listing = ".steamlab-delivery-list select"
    assert page.locator(f"{listing} option").count() >= 10
    assert cut_options(page, listing) == []
    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_function("s => document.querySelector(s).options[0].text.includes('赤') || "
                           "document.querySelector(s).options[0].text.includes('青')", arg=listing, timeout=10_000)
    assert cut_options(page, listing) == []
    shot(page, artifacts, "delivery_planner_ja")
    # the rest of the page in Japanese: a delivery picked, no English run anywhere
    from test_browser_japanese import changed, page_in_japanese

    from steamlab.core.maps import place_names

    page.wait_for_function("() => document.querySelector('.steamlab-delivery-summary').innerText.includes('合法な輸送')",
                           timeout=15_000)
    options = page.locator(f"{listing} option")
    before = page.locator(".steamlab-info").inner_text()
    page.locator(listing).select_option(index=options.count() - 1)
    changed(page, ".steamlab-info", before)
    text = page_in_japanese(page, place_names(), "dashboard_delivery_planner_japanese.png", artifacts)
    assert "輸送ポイント" in text and "プレイヤー 1" in text


SAME_PAGE = {"scenario_lab": opening_how_to_use_it_keeps_the_language_switch_on_one_line,
             "delivery_planner": delivery_lines_are_shown_whole_in_both_languages,
             "build_cost": hover_card_shows_the_hexs_facts_and_the_cheapest_build}
"""Checks made on a dashboard's page after its first screen, in the same load."""


GREY_PROFILE_JS = """async ([svg, paths]) => {
  const img = new Image();
  img.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(svg)));
  await img.decode();
  const c = document.createElement('canvas');
  c.width = img.width; c.height = img.height;
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return paths.map(([[x0, y0], [x1, y1]]) => Array.from({length: 60}, (_, i) => {
    const t = 0.15 + 0.7 * i / 59;
    const d = ctx.getImageData(Math.round(x0 + t * (x1 - x0)), Math.round(y0 + t * (y1 - y0)), 1, 1).data;
    return 0.299 * d[0] + 0.587 * d[1] + 0.114 * d[2];
  }));
}"""


def _grey_distances(page, size: float = 32.0) -> tuple[dict[tuple[int, int], float], str]:
    """Six players' straight track drawn as SVG, rasterised by Chromium: for each pair of players, how far apart
    their track's greyscale pixels along its centre lie (the mean difference of the sorted profiles)."""
    from steamlab.core.maps import load_map
    from steamlab.games.rails.board import Placement, RailBoard
    from steamlab.render.scene import track_path, view_for
    from steamlab.render.svg import board_svg

    board = RailBoard(load_map("rust_belt"))
    plain = [h for h, c in sorted(board.map.cells.items(), key=lambda hc: (hc[0].r, hc[0].q))
             if c.terrain == "plain" and not c.city and not c.town][40:46]
    for owner, h in enumerate(plain):
        board.tiles[h] = Placement("straight", 0, frozenset({(0, 3)}))
        board.owners[(h, (0, 3))] = owner
    view = view_for(board.map, size)
    paths = [[list(p) for p in track_path(view.layout, h, (0, 3))[::len(track_path(view.layout, h, (0, 3))) - 1]]
             for h in plain]
    svg = board_svg(board, size=size)
    profiles = [sorted(p) for p in page.evaluate(GREY_PROFILE_JS, [svg, paths])]
    return {(a, b): sum(abs(x - y) for x, y in zip(profiles[a], profiles[b], strict=True)) / len(profiles[a])
            for a in range(6) for b in range(a + 1, 6)}, svg


def test_players_track_differs_by_more_than_hue(page, artifacts, monkeypatch):
    """Colour-blind players (and greyscale prints) tell track apart by its centre line: for every pair of the
    six players, the greyscale pixels along their track differ. Without the lines, orange and pink (and cyan)
    are the same grey: the control below shows the test would fail."""
    page.set_content("<body style='margin:0;background:#fff'></body>")
    distances, svg = _grey_distances(page)
    (artifacts / "track_cues.svg").write_text(svg)
    weak = {pair: round(d, 1) for pair, d in distances.items() if d < 25}
    assert weak == {}, f"pairs of players whose track looks alike in grey: {weak}"
    from steamlab.render import style

    monkeypatch.setattr(style, "PLAYER_MARKS", (None,) * 6)
    hue_only, _ = _grey_distances(page)
    assert hue_only[(0, 3)] < 25, hue_only  # orange and pink: the same grey without the line


def test_hot_seat_tools_stay_on_the_first_screen_with_a_hint_and_save_record_downloads(
        page, voila_url, open_dashboard, artifacts):
    """QA at 1366x800: with a hint shown (three moves there), Undo, Bot move, Hint and Save record sat at y 768 and Load record
    below the screen; and "Saved: download the record" offered a link nobody knew to click (no download came)."""
    import json

    open_at_laptop_size(page, voila_url, open_dashboard, "hot_seat")
    hinted = "() => document.querySelectorAll('.steamlab-hint li').length >= 1"
    for _ in range(6):  # the first press may come before the kernel listens
        page.wait_for_function("() => !document.querySelector('.steamlab-hint-button').disabled", timeout=60_000)
        page.locator(".steamlab-hint-button").click()
        try:
            page.wait_for_function(hinted, timeout=30_000)
            break
        except Exception:
            shot(page, artifacts, "hot_seat_hint_waiting")
    page.wait_for_function(hinted, timeout=5_000)
    page.wait_for_timeout(300)
    shot(page, artifacts, "hot_seat_hint")
    tools = [".steamlab-undo", ".steamlab-bot", ".steamlab-hint-button", ".steamlab-save", ".steamlab-upload"]
    assert off_screen(page, tools) == []
    hint_top = page.locator(".steamlab-hint").bounding_box()["y"]
    assert all(page.locator(sel).bounding_box()["y"] < hint_top for sel in tools)  # the tools above the hint
    page.locator(".steamlab-save").click()
    link = page.locator(".steamlab-download a")
    link.wait_for(timeout=30_000)
    assert "click here to download" in link.inner_text()
    with page.expect_download(timeout=30_000) as got:
        link.click()
    record = json.loads(Path(got.value.path()).read_text(encoding="utf-8"))
    assert record["game"] == "steam" and got.value.suggested_filename.endswith(".json")
