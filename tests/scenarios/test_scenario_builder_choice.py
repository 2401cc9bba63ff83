"""Issue 30.16: Scenario("russian_railroads") is refused with a SteamlabError that points at the Russian
Railroads position builder (was: a raw TypeError, "the rail scenario editor does not handle ..."), in English
and Japanese; the Russian Railroads builder refuses a rail game the same way."""

import pytest

import steamlab
from steamlab.core.errors import ScenarioError, SteamlabError
from steamlab.scenarios import RRScenario, Scenario


def test_scenario_of_russian_railroads_points_at_its_builder():
    with pytest.raises(SteamlabError) as info:
        Scenario("russian_railroads", players=3)
    assert isinstance(info.value, ScenarioError) and not isinstance(info.value, TypeError)
    sentence = info.value.args[0]
    assert "RRScenario(players=3)" in str(sentence) and "Russian Railroads position builder" in str(sentence)
    assert "ロシアンレールロードの局面ビルダー RRScenario(players=3)" in sentence.render("ja")
    RRScenario(players=3)  # which is there and builds it


def test_from_state_of_each_builder_points_at_the_other():
    rr = steamlab.new_game("russian_railroads", players=2, seed=1)
    with pytest.raises(ScenarioError, match=r"RRScenario\.from_state\(state\)"):
        Scenario.from_state(rr)
    steam = steamlab.new_game("steam", players=3, seed=1, rules="standard")
    with pytest.raises(ScenarioError, match=r"Scenario\.from_state\(state\)") as info:
        RRScenario.from_state(steam)
    assert "スチームのゲームは Scenario.from_state(state)" in info.value.args[0].render("ja")
