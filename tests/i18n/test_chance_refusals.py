"""Refusals of chance steps and set-up draws (a hand-edited record, an upload) are catalogue messages: the
English as before, Japanese on a Japanese page."""

from __future__ import annotations

import dataclasses
import random

import pytest

import steamlab
from steamlab.engine.registry import _factory
from steamlab.games.rails.actions import ChooseAction, Produce
from steamlab.i18n import Message
from steamlab.i18n.check import english_runs


def setup_draw(game: str, rules: str | None, seed: int = 2):
    """A game before its set-up draws (``new_game`` makes them) and the draws a seed gives."""
    g = _factory(game)(players=3, map=None, rules=rules, seed=seed)
    return g, g._sample_chance(random.Random(seed))


@pytest.mark.parametrize(("game", "rules"), [("steam", "base"), ("age_of_steam", None)])
def test_a_set_up_draw_that_breaks_the_rules_is_refused_in_both_languages(game: str, rules: str | None) -> None:
    g, setup = setup_draw(game, rules)
    assert g.why_illegal(setup) is None
    bad_order = dataclasses.replace(setup, order=(0, 0, 1))
    too_few = dataclasses.replace(setup, cities=setup.cities[1:])
    for bad, english in ((bad_order, "The starting order must list every seat once."),
                         (too_few, "Set-up gives each city of the map its printed number of cubes.")):
        reason = g.why_illegal(bad)
        assert isinstance(reason, Message) and str(reason) == english
        assert english_runs(reason.render("ja")) == [], reason.render("ja")


def test_age_of_steam_growth_and_production_refusals_read_in_japanese() -> None:
    g = steamlab.new_game("age_of_steam", players=3, seed=1)
    rng = random.Random(1)
    while not (g.phase == "growth" and g.growth_step == "place"):
        production = ChooseAction("production")
        g.apply(production if g.is_legal(production) else g.sample_action(rng))
    full = next((c, i + 1) for c in g.column_names() for i, cube in enumerate(g.display[c]) if cube is not None)
    reason = g.why_illegal(Produce(*full))
    assert isinstance(reason, Message) and "that box is not an empty box" in reason
    assert reason.render("ja").endswith("そのマスは空いていません。") and reason.rule_text("ja")
