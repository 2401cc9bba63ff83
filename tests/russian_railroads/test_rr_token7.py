"""Issue 30.15: bonus token 7 in its order. Seed 004: 「アドバンテージカードを1枚選び、その効果を即座に使用する。…
その後、エンドボーナスカードを1枚選んで取る。…もしくは、カードを選ばずに即座に勝利点10点を得る。」 (docs/russian-railroads.md,
decision 10). Right after the token only bonus cards are offered; an end bonus card, 10 VP or Stop is refused
with the seed's words; the end bonus comes once the card has been used in full."""

from __future__ import annotations

import pytest
from rr_helpers import in_play_seat

from steamlab.core.errors import IllegalAction
from steamlab.games.russian_railroads.actions import Advance, BonusCard, EndBonus, Stop, Token
from steamlab.games.russian_railroads.tasks import push_group

SEED_WORDS = "その後、エンドボーナスカードを1枚選んで取る"


def token_seven():
    g, p, b = in_play_seat()
    push_group(g, "token", p)
    g.changed()
    g.apply(Token(7))
    return g, p, b


def test_only_a_bonus_card_is_offered_right_after_token_7():
    g, _p, _b = token_seven()
    assert g.legal_actions() == [BonusCard(c) for c in (1, 2, 3, 4, 5)]
    for early in (EndBonus(0), EndBonus(1), Stop()):
        reason = g.why_illegal(early)
        assert reason is not None and SEED_WORDS in str(reason) and "a bonus card first" in str(reason)
        assert "まずアドバンテージカードを1枚選んで即座に使い" in reason.render("ja") and SEED_WORDS in reason.render("ja")
        before = g.to_record()
        with pytest.raises(IllegalAction):
            g.apply(early)
        assert g.to_record() == before


def test_the_end_bonus_follows_the_whole_bonus_card():
    g, p, b = token_seven()
    g.apply(BonusCard(1))  # x2 token, industry, a black step, then one of them again
    assert not any(isinstance(a, EndBonus) for a in g.legal_actions())
    while not any(isinstance(a, EndBonus) for a in g.legal_actions()):
        choice = next((a for a in g.legal_actions() if isinstance(a, Advance)), g.legal_actions()[0])
        assert not isinstance(choice, Stop) or Stop() in g.legal_actions()
        g.apply(choice)
    offered = g.legal_actions()
    assert EndBonus(0) in offered and Stop() not in offered  # an end bonus card or 10 VP: not nothing
    g.apply(EndBonus(0))
    assert b.vp["10 VP instead of an end bonus card"] == 10 and not g.pending


def test_token_7_without_a_usable_bonus_card_goes_to_the_end_bonus():
    g, p, b = in_play_seat()
    g.bonus_cards.clear()
    push_group(g, "token", p)
    g.changed()
    g.apply(Token(7))
    assert EndBonus(0) in g.legal_actions() and not any(isinstance(a, BonusCard) for a in g.legal_actions())
