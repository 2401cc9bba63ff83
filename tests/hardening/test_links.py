"""Games as links (issue 41): a link round-trips a game, and a stranger's link is refused with a sentence."""

from __future__ import annotations

import base64
import json
import time
import zlib

import pytest

import steamlab
from steamlab.bots.computer import computer_action
from steamlab.core.errors import RecordError
from steamlab.engine.links import MAX_LINK_CHARS, PREFIX, pack, share_link
from steamlab.widgets.tutorial import short_game

BASE = "https://example.org/live/hot_seat.html"


def _token(raw: bytes) -> str:
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


@pytest.mark.parametrize(("game", "rules", "players"), [
    ("steam", "base", 3), ("steam", "standard", 4), ("age_of_steam", None, 4), ("russian_railroads", None, 4)])
def test_a_whole_game_round_trips_through_a_link_a_person_can_paste(game, rules, players):
    g = steamlab.new_game(game, players=players, rules=rules, seed=21)
    while not g.is_terminal():
        g.apply(computer_action(g, 8))
    url = steamlab.share_link(g, BASE + "#old")
    assert url.startswith(BASE + "#game=") and "#old" not in url
    assert len(url) <= 8000, len(url)  # a whole game fits a chat message
    back = steamlab.from_link(url)
    assert back == g and [s.total for s in back.scores()] == [s.total for s in g.scores()]


def test_a_shortened_games_link_keeps_its_length():
    g = short_game("age_of_steam", turns=2, seed=3)
    back = steamlab.from_link(share_link(g, BASE))
    assert back.total_turns == 2 == g.total_turns and back == g


def test_the_game_may_sit_in_the_query_too():
    g = steamlab.new_game("steam", players=3, rules="base", seed=2)
    assert steamlab.from_link(f"{BASE}?lang=ja&game={pack(g.to_record())}") == g


def _bad_links() -> list[tuple[str, str]]:
    g = steamlab.new_game("steam", players=3, rules="base", seed=2)
    record = g.to_record()
    illegal = {**record, "actions": record["actions"] + [{"kind": "build", "at": "A1", "tile": "straight", "rotation": 0}]}
    deep = b"[" * 5000 + b"]" * 5000
    bomb = zlib.compress(b" " * 50_000_000, 9)
    return [
        ("https://example.org/x.html", "no game"),
        ("https://example.org/x.html#" + "&".join(f"f{i}=1" for i in range(40)) + "&game=x", "no game"),
        (f"{BASE}#game=", "not in a form"),
        (f"{BASE}#game=zz.abc", "not in a form"),
        (f"{BASE}#game={PREFIX}abc$%", "characters a link does not use"),
        (f"{BASE}#game={PREFIX}A", "not base64"),
        (f"{BASE}#game={PREFIX}AAAA", "not deflated"),
        (f"{BASE}#game={_token(b'{}')[:-4]}", "cut short"),
        (f"{BASE}#game={PREFIX}" + base64.urlsafe_b64encode(bomb).decode().rstrip("="), "unpacks to more than"),
        (f"{BASE}#game={PREFIX}" + "A" * (MAX_LINK_CHARS + 1), "at most"),
        (f"{BASE}#game={_token(b'not json')}", "not JSON"),
        (f"{BASE}#game={_token(deep)}", "nest"),
        (f"{BASE}#game={_token(json.dumps([1]).encode())}", "JSON object"),
        (f"{BASE}#game={_token(json.dumps({**record, 'options': {'turns': 99}}).encode())}", "option 'turns'"),
        (f"{BASE}#game={_token(json.dumps({**record, 'options': {'cheat': 1}}).encode())}", "no option 'cheat'"),
        (f"{BASE}#game={_token(json.dumps(illegal).encode())}", "action"),
    ]


@pytest.mark.parametrize(("url", "said"), _bad_links())
def test_a_hostile_link_is_refused_with_a_sentence_at_once(url, said):
    start = time.perf_counter()
    with pytest.raises(RecordError) as caught:
        steamlab.from_link(url)
    assert time.perf_counter() - start < 2.0
    text = str(caught.value)
    assert said in text and len(text) < 500, text
    assert caught.value.sentence("link").render("ja")  # the same refusal in Japanese
