"""steamlab.course.choices: a bot's choice is searched once per process and is exactly the bot's own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import steamlab
from steamlab.bots.registry import Player, make_bot
from steamlab.course import choices
from steamlab.course import rails_round as rounds


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every time a bot is really asked (its ``choose`` runs): the bot's name; the memory starts and ends empty."""
    calls: list[str] = []
    real = Player.choose

    def counting(self: Player, state):  # type: ignore[no-untyped-def]
        calls.append(self.name)
        return real(self, state)

    monkeypatch.setattr(Player, "choose", counting)
    choices.forget()
    yield calls
    choices.forget()


def _play(bot: str = "greedy", seed: int = 1, game_seed: int = 2) -> tuple[list[object], list[Player]]:
    """A Steam base game's first two turns with fresh bots, as the lessons play rounds; the bots' moves, the bots."""
    g = steamlab.new_game("steam", players=3, map="tutorial", rules="base", seed=game_seed)
    set_up = len(g.history)  # the game's own opening (chance), no bot's
    players = rounds.bots(g, bot, seed=seed)
    rounds.play_round(g, players)
    rounds.play_round(g, players)
    return list(g.history[set_up:]), players


def test_a_second_game_with_fresh_bots_asks_no_bot_and_is_the_same_game(asked) -> None:
    first, bots_1 = _play()
    searched = len(asked)
    assert searched == len(first) > 0 and choices.remembered() == searched
    again, bots_2 = _play()
    assert again == first
    assert len(asked) == searched  # every move came from the memory
    # each bot's generator is where its own search left it: the next fresh choice is the same too
    assert [b.rng.getstate() for b in bots_2] == [b.rng.getstate() for b in bots_1]


def test_forget_makes_the_bots_search_again_and_they_choose_the_same(asked) -> None:
    first, _ = _play()
    choices.forget()
    assert choices.remembered() == 0
    again, _ = _play()
    assert again == first and len(asked) == 2 * len(first)


def test_another_seed_or_another_game_is_asked_again(asked) -> None:
    first, _ = _play()
    n = len(asked)
    _play(seed=5)  # the bots' generators differ from the first move on
    assert len(asked) >= n + 1
    n = len(asked)
    _play(game_seed=3)
    assert len(asked) >= n + 1


def test_a_player_with_more_state_than_a_bot_is_always_asked(asked) -> None:
    g = steamlab.new_game("steam", players=3, map="tutorial", rules="base", seed=2)
    bot = make_bot("greedy", seed=1)
    bot.notes = []  # type: ignore[attr-defined]  # anything a choice might depend on
    choices.choose(bot, g)
    choices.choose(bot, g)
    assert len(asked) == 2 and choices.remembered() == 0
