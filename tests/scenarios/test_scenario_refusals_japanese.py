"""The scenario editors' refusals are catalogue messages: the English sentence as before, the call and
argument named, and a Japanese page (the scenario lab, a Japanese lesson) shows them in Japanese."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from steamlab.core.errors import ScenarioError
from steamlab.i18n import Message, message_of
from steamlab.scenarios import RRScenario, Scenario
from steamlab.scenarios.analysis import analyse

ENGLISH_RUN = re.compile(r"[A-Za-z]{3,}(?: [A-Za-z]{2,}){2,}")
"""Three English words in a row: a Japanese sentence keeps ids and field names, never an English phrase."""


def steam() -> Scenario:
    return Scenario("steam", rules="standard", players=3, map="rust_belt")


def aos() -> Scenario:
    return Scenario("age_of_steam", players=3, map="rust_belt")


REFUSALS: list[tuple[Callable[[], object], str, str]] = [
    (lambda: steam().player(5, cash=1), "player: there is no seat 5 in a 3-player game (seats 0-2)", "席 5"),
    (lambda: steam().player(0, money=1), "player: unknown field ['money']; a seat has", "不明な項目"),
    (lambda: steam().cubes("Atlantis", "red"), "has no town, city or hex called 'Atlantis'", "'Atlantis'"),
    (lambda: steam().supply(99, "red"), "supply: space 99 is not one of the goods supply spaces 1-", "商品供給マス"),
    (lambda: aos().supply(1, "red"), "supply: Age of Steam has no goods supply (Steam only)", "エイジ・オブ・スチーム"),
    (lambda: steam().display("light-1", "red"), "display: Steam has no goods display (Age of Steam only)", "商品補充"),
    (lambda: aos().display("pink-9", "red"), "display: 'pink-9' is not a goods display column", "列ではありません"),
    (lambda: steam().track("K10", "spiral"), "track: there is no Steam tile 'spiral'", "'spiral'"),
    (lambda: steam().track("K10", "gentle", 6), "track: rotation is 0-5, not 6", "rotation は 0〜5"),
    (lambda: steam().link(["Evansville"], owner=0), "a link needs two stations", "駅が2つ"),
    (lambda: steam().link(["Evansville", "Chicago"], owner=0), "are not neighbours", "隣り合っていません"),
    (lambda: RRScenario(players=3).rubles(3, 1), "there is no seat 3 in a 3-player game (seats 0-2)", "席 3"),
    (lambda: RRScenario(players=3).rails(0, "moscow", "black", 2), "there is no railway 'moscow'", "'moscow'"),
    (lambda: RRScenario(players=3).rails(0, "kiev", "pink", 2), "there is no rail colour 'pink'", "'pink'"),
    (lambda: RRScenario(players=3).factory(0, 2, slot=9), "factory: slot is 1-5", "slot は 1〜5"),
    (lambda: RRScenario(players=3).factory(0, "big"), "factory: a factory is a tile number, not 'big'", "タイルの番号"),
    (lambda: RRScenario(players=3).doubler(0, "kiev", 1), "doublers lie only over the Trans-Siberian", "シベリア横断鉄道"),
    (lambda: analyse(steam().to_record(), playouts=0), "analyse: playouts is a whole number 1-", "playouts は"),
    (lambda: analyse(steam().to_record(), bot="wizard"), "analyse: unknown bot 'wizard'", "不明なボット"),
    (lambda: analyse(steam().to_record(), bot="strong", strength=0), "analyse: strength is the strong bot's", "strength は"),
    (lambda: analyse(steam().to_record(), bot="greedy", strength=8), "strength is for the strong bot only", "強いボット専用"),
]


@pytest.mark.parametrize(("call", "english", "japanese"), REFUSALS, ids=[r[1][:40] for r in REFUSALS])
def test_a_refusal_names_the_call_and_reads_in_japanese(call: Callable[[], object], english: str, japanese: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        call()
    reason = message_of(caught.value)
    assert isinstance(reason, Message), f"{caught.value!s} is plain text, English on a Japanese page"
    assert english in str(caught.value)
    ja = reason.render("ja")
    assert japanese in ja, ja
    assert not ENGLISH_RUN.search(ja), ja


def test_the_scenario_lab_shows_an_edit_refusal_in_japanese() -> None:
    from steamlab.widgets.scenario_lab import ScenarioLabApp

    lab = ScenarioLabApp("engineer", playouts=2, lang="ja")
    before = lab.scenario.pos["track"][:]
    lab._guard(lambda: lab.scenario.track("K10", "gentle", 6))
    status = lab.edit_status.value
    assert "rotation は 0〜5" in status and not ENGLISH_RUN.search(status), status
    assert lab.scenario.pos["track"] == before
    lab.set_lang("en")
    lab._guard(lambda: lab.scenario.track("K10", "gentle", 6))
    assert "track: rotation is 0-5, not 6" in lab.edit_status.value
