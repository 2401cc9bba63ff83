"""The guided first game (issue 32): the guide names the phase and what matters, gives the computer's advice and
points at the map, lets any legal move be played and says how it compares, says each computer move in words, and
ends with the score sheet explained; in English and Japanese, for the three rule sets."""

from __future__ import annotations

import re

import pytest

from steamlab.i18n.check import english_runs
from steamlab.widgets.tutorial import GuidedGame, short_game


def finish(guide: GuidedGame, most: int = 60) -> int:
    """Press "Play the suggestion" until the game is over; how many times."""
    n = 0
    while not guide.game.state.is_terminal():
        assert n < most and guide.suggest_button.layout.display is None
        assert guide.play_suggestion()
        n += 1
    return n


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def test_a_move_other_than_the_advice_is_played_and_compared_and_the_build_is_pointed_at():
    guide = GuidedGame("steam", lang="en", turns=1, seed=2)
    assert "Now: " in guide.panel.value and "The computer would play:" in guide.panel.value
    s = guide.game.state
    advice = guide._advice()[0].action
    other = next(a for a in s.legal_actions() if a != advice and a not in [h.action for h in guide._advice()])
    assert guide.game.play(other)  # any legal move is allowed
    said = text(guide.panel.value)
    assert "You played:" in said and "A legal move, and it is played. The computer would rather:" in said
    assert "(the computer):" in said  # the computer seats' moves after it, in words
    theirs = re.findall(r'<li class="steamlab-guide-computer">(.*?)</li>', guide.panel.value)
    assert theirs and not [t for t in theirs if re.search(r"\byour?\b", t)]  # said of that seat, not to you
    while guide.game.state.phase != "build" or guide.game.state.current_player != 0:
        assert guide.play_suggestion()
    best = guide._advice()[0].action
    if hasattr(best, "at"):  # the suggested build's hex is outlined, and named
        assert guide.game.hexmap.highlights and "outlined on the map" in guide.panel.value
    finish(guide)
    sheet = text(guide.panel.value)
    assert "The game is over" in sheet and "complete links" in sheet and re.search(r"Player \d wins with -?\d+ points", sheet)
    assert guide.suggest_button.layout.display == "none"


@pytest.mark.parametrize("rule_set", ["age_of_steam", "russian_railroads"])
def test_a_short_guided_game_of_each_rule_set_reaches_its_score_sheet_in_japanese(rule_set):
    guide = GuidedGame(rule_set, lang="ja", turns=1, seed=1)
    assert "いま: " in guide.panel.value and "コンピューターならこう打ちます" in guide.panel.value
    assert english_runs(text(guide.panel.value + guide.title.value), []) == []  # the map by its Japanese title
    if rule_set == "age_of_steam":
        assert "3 人用のチュートリアル・バレーを 1 ターン遊びます" in text(guide.title.value)
        assert "Tutorial Valley" not in guide.title.value
    finish(guide)
    sheet = text(guide.panel.value)
    assert "ゲーム終了です" in sheet and "点で勝ちました" in sheet and "合計" in sheet


def test_the_language_switch_and_a_new_game_follow_the_picks():
    guide = GuidedGame("steam", lang="en", turns=1)
    guide.switch.value = "ja"  # the page's one switch: the guide, the game and the header follow
    assert guide.lang == guide.game.lang == "ja" and "いま: " in guide.panel.value
    assert guide.start_button.description == "ガイド付きゲームを始める"
    guide.pick.value, guide.length.value = "russian_railroads", 2
    guide.start_button.click()
    assert guide.game.state.game == "russian_railroads" and guide.game.state.setup.rounds == 2
    assert guide.children[-1] is guide.game and "2 ラウンド" in guide.title.value
    with pytest.raises(ValueError, match="a guided game is one of"):
        short_game("chess")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_russian_railroads_guide_rims_the_advised_space_on_the_board_until_the_game_moves_on(lang):
    """The guide points at the board in Russian Railroads too (it named the space in words only): the advised
    placement's space gets the guide's blue rim, the panel says which, and the rim goes once a move is played."""
    from steamlab.games.russian_railroads.actions import Place
    from steamlab.render.rr_main import space_label

    guide = GuidedGame("russian_railroads", lang=lang, turns=1, seed=3)
    board = guide.game.rr_main
    for _ in range(6):  # to the learner's first placement
        if isinstance(guide._advice()[0].action, Place):
            break
        assert guide.play_suggestion()
    advice = guide._advice()[0].action
    assert isinstance(advice, Place)
    rimmed = [p.key for p in board.scene.layers["overlay"] if p.kind == "pointed"]
    assert rimmed == [advice.space]
    assert space_label(advice.space, lang) in text(guide.panel.value)
    guide.set_lang("en" if lang == "ja" else "ja")  # the board redrawn in the other language keeps the rim
    assert [p.key for p in board.scene.layers["overlay"] if p.kind == "pointed"] == [advice.space]
    before = len(guide.game.state.history)
    other = next(a for a in guide.game.state.legal_actions() if a != advice)
    assert guide.game.play(other)
    if len(guide.game.state.history) > before and guide._advice():  # a new decision: the rim is the new advice's
        now = guide._advice()[0].action
        expected = [now.space] if isinstance(now, Place) else []
        assert [p.key for p in board.scene.layers["overlay"] if p.kind == "pointed"] == expected


def test_every_sentence_the_guide_says_of_a_computer_seat_has_its_own_words_in_the_catalogue():
    """A computer seat's move is said with the catalogue's ``.seat`` twin ("keeps their $5"), one sentence in each
    voice (was: the learner's sentence with "your" rewritten by a regular expression)."""
    import re as re_

    from steamlab.i18n import catalogue

    entries = catalogue()
    to_you = [k for k, v in entries.items() if k.startswith("hint.") and k != "hint.legend"
              and re_.search(r"\byou(r)?\b", v["en"])]
    assert len(to_you) >= 20
    for key in to_you:
        twin = entries.get(key + ".seat")
        assert twin is not None, key
        assert not re_.search(r"\byou(r)?\b", twin["en"]) and set(twin) == set(entries[key]), (key, twin)


def test_the_guides_advice_has_no_time_cap_so_the_same_position_gets_the_same_advice(monkeypatch):
    """Capped at 1 s, the guide's search stopped where a busy machine happened to be (a hint at its strength takes
    0.16 s at most here, so the cap bought nothing but advice that could change with the load)."""
    import steamlab

    asked: list[dict[str, object]] = []
    real = steamlab.hint

    def recorded(state, *args, **kwargs):
        asked.append(kwargs)
        return real(state, *args, **kwargs)

    monkeypatch.setattr(steamlab, "hint", recorded)
    guide = GuidedGame("steam")
    first = [h.action for h in guide._advice()]
    guide.hints = None  # asked again from scratch
    assert [h.action for h in guide._advice()] == first
    assert asked and all("max_seconds" not in kw for kw in asked)


def test_the_guide_gives_the_reason_the_hint_gives_the_planned_link_included():
    """The guide's reason is the Hint's (``Hint.raises``): a build towards the link the computer plans next says so
    (it said only "builds towards a link that will carry goods", the line's general words)."""
    guide = GuidedGame("steam", lang="en", turns=2, seed=1)
    for _ in range(10):
        best = guide._advice()[0]
        if best.why is not None:
            break
        assert guide.play_suggestion()
    assert best.why is not None and best.why.key.startswith("hint.line.plan")
    assert "the link the computer plans next" in text(guide.panel.value)
    guide.switch.value = "ja"
    assert "コンピューターが次に計画するリンク" in text(guide.panel.value)


def test_the_guide_follows_the_header_whatever_moved_the_game_on():
    """Issue 39, item 7: the guide spoke after a move played through the hot seat's ``play`` only, so a change made
    another way left it on the phase before while the header moved on (Undo: header "Turn-order auction", guide
    "Now: Action selection"). In both languages the guide's phase is the header's after every kind of change."""
    import re

    from steamlab.widgets.i18n import phase_name
    from steamlab.widgets.tutorial import GuidedGame

    def agree(guide: GuidedGame, lang: str, after: str) -> None:
        s = guide.game.state
        said = re.search(r'steamlab-guide-phase"><b>([^<]*)</b>', guide.panel.value)
        assert said is not None, (after, guide.panel.value[:200])
        assert phase_name(s.phase, lang) in said.group(1), (after, said.group(1))
        assert phase_name(s.phase, lang) in guide.game.header.value

    for lang in ("en", "ja"):
        guide = GuidedGame("steam", lang=lang, turns=1, seed=2)
        agree(guide, lang, "start")
        for step in ("bot move", "bot move", "undo", "suggestion", "undo", "undo"):
            if step == "bot move":
                guide.game.computer_move()
            elif step == "undo":
                guide.game.undo()
            else:
                guide.play_suggestion()
            agree(guide, lang, step)


def test_the_guide_speaks_move_by_move_while_the_computer_plays():
    """During a run of computer moves the header moves on move by move; the guide now says each move and that the
    computer is choosing as it happens (it said nothing until the run was over), then the learner's next decision,
    with the verdict on the learner's move against the advice given for it."""
    import re

    from steamlab.widgets.i18n import phase_name
    from steamlab.widgets.tutorial import GuidedGame, W

    guide = GuidedGame("steam", lang="en", turns=1, seed=1)
    shown: list[tuple[str, bool, str]] = []
    show = guide._show

    def watched() -> None:
        show()
        s = guide.game.state
        shown.append((s.phase, s.current_player in guide.game.computer, guide.panel.value))

    guide._show = watched
    guide.play_suggestion()
    waiting = W["waiting"]["en"]
    assert any(computer and waiting in panel for _p, computer, panel in shown)  # said while the computer chose
    for phase, computer, panel in shown:
        said = re.search(r'steamlab-guide-phase"><b>([^<]*)</b>', panel)
        assert (waiting in panel) if computer else (said is not None and phase_name(phase, "en") in said.group(1))
    assert "That is the computer&#x27;s choice too" in guide.panel.value
    assert guide.panel.value.count("Then Player") == 2  # both computer seats' moves, told before the next decision


@pytest.mark.parametrize("rule_set", ["steam", "age_of_steam", "russian_railroads"])
def test_a_short_guided_game_stays_short_after_undo_and_in_its_record(rule_set):
    """The guided game is shorter than the rules' game, and its record says so (``"options"``): Undo, which replays
    the record without the last decision, once gave back a game of the full length (10 turns, 6 rounds)."""
    import steamlab
    from steamlab.bots.computer import computer_action
    from steamlab.widgets.game import GameWidget
    from steamlab.widgets.tutorial import short_game

    g = short_game(rule_set, turns=2, seed=5)
    length = g.options()
    assert length and list(length.values()) == [2]
    w = GameWidget(g)
    for _ in range(3):
        assert w.play(computer_action(w.state, 8))
    assert w.undo()
    assert w.state.options() == length and steamlab.from_record(w.state.to_record()) == w.state


def test_the_button_hides_before_the_guide_speaks_and_shows_after_it_spoke():
    """What a browser sees arrives in the order the kernel changes it: the button never stands beside a "waiting"
    guide or the score sheet (a page pressed it there once, and the press came to nothing)."""
    guide = GuidedGame("steam", lang="en", turns=1, seed=1)
    seen: list[tuple[str, object]] = []
    guide.panel.observe(lambda change: seen.append(("panel", change["new"])), "value")
    guide.suggest_button.layout.observe(lambda change: seen.append(("button", change["new"])), "display")
    finish(guide)
    shown = True  # the button is on at the first decision
    hidden_at = []
    for i, (what, value) in enumerate(seen):
        if what == "button":
            shown = value is None
            continue
        said = str(value)
        waiting = "steamlab-guide-sheet" in said or "The computer is playing its seats." in said
        if waiting:
            assert not shown, f"the guide said {text(said)[-120:]!r} with the button still on"
            hidden_at.append(i)
        else:
            assert "The computer would play:" in said  # the learner's decision: the button comes back after it
            assert any(w == "button" and v is None for w, v in seen[i + 1:]) or shown
    assert hidden_at and seen[-1][0] == "panel" and "steamlab-guide-sheet" in str(seen[-1][1])
