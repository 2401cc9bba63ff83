"""Loading a broken record: every refusal is a catalogue message (steamlab.i18n.records).

The command line and ``str(RecordError)`` keep the same English bytes (each case spells them out), and a
Japanese page (the hot seat's Load, the replay viewer) shows the same refusal in Japanese, naming the
file and the field.
"""

import copy
import html
import json
import re

import pytest

import steamlab
from steamlab.core.datafiles import data_path
from steamlab.core.errors import RecordError
from steamlab.engine.records import parse_record, read_record
from steamlab.i18n import Message
from steamlab.i18n.check import english_runs
from steamlab.widgets.game import GameWidget

GOOD = steamlab.new_game("steam", players=3, rules="standard", seed=4).to_record()
NAMES = ["broken.json", "gone.json", "set by hand", "steamlab-record", "rust_belt", "tutorial", "age_of_steam",
         "russian_railroads", "raise_capital.steps", "goods_display.light", "deal(order="]
"""What a refusal quotes as the file writes it (file names, field paths, values, an action): not words of a sentence."""


def changed(**fields):
    return json.dumps({**GOOD, **fields})


def with_action(action):
    return json.dumps({**GOOD, "actions": [*GOOD["actions"], action]})


def broken_inline_map():
    raw = json.loads(data_path("maps", "tutorial.json").read_text())
    raw["goods_display"]["light"]["1"] = ["Chicago"]
    return changed(map=raw)


def unseeded_deal():
    rec = steamlab.new_game("russian_railroads", players=4, seed=13).to_record()
    i = next(i for i, a in enumerate(rec["actions"]) if a["kind"] == "deal")
    rec["actions"][i]["order"] = rec["actions"][i]["order"][::-1]
    return json.dumps(rec)


CASES = {
    "not json": (b"{bad", "record: line 1 column 2: not JSON: Expecting property name enclosed in double quotes"),
    "not utf-8": (b"\xff\xfe", "record: not JSON: not UTF-8 text (byte 0)"),
    "too deep": (b"[" * 100 + b"]" * 100, "record: arrays and objects nest more than 64 levels deep"),
    "an array": ("[1, 2]", "record: a record must be a JSON object"),
    "format": (changed(format="x"), "record: field 'format' must be 'steamlab-record'"),
    "missing": (json.dumps({k: v for k, v in GOOD.items() if k != "seed"}), "record: missing field 'seed'"),
    "wrong type": (changed(players="3"), "record: field 'players' has the wrong type (str)"),
    "old version": (changed(version=1), "record: This record is version 1, made before rule changes"),
    "future version": (changed(version=99), "record: unsupported version 99 (this steamlab reads 2)"),
    "players": (changed(players=12), "record: field 'players' out of range: 12"),
    "seed": (changed(seed=2**70), "record: field 'seed' out of range"),
    "chance": (changed(chance="whatever"), "record: field 'chance' is 'set by hand' or absent (outcomes from the seed)"),
    "map name": (changed(map="nowhere"), "record: field 'map' must name a shipped map (rust_belt, tutorial) or be "
                                         "a map object, not 'nowhere'"),
    "inline map": (broken_inline_map(), "record: field 'map': goods_display.light.1"),
    "game": (changed(game="chess"), "record: unknown game 'chess'; known games: age_of_steam, russian_railroads, steam"),
    "illegal": (with_action({"kind": "raise_capital", "steps": 99}),
                "record: action 1: illegal raise_capital: Your income can go down at most 10 steps, to -10."),
    "kind": (with_action({"kind": "fly"}), "record: action 1: unknown action kind 'fly'"),
    "not an object": (with_action([1]), "record: action 1: an action must be a JSON object, not list"),
    "extra field": (with_action({"kind": "raise_capital", "steps": 2, "x": 1}),
                    "record: action 1: raise_capital does not take ['x']"),
    "missing field": (with_action({"kind": "raise_capital"}), "record: action 1: raise_capital needs ['steps'], which the record lacks"),
    "field type": (with_action({"kind": "raise_capital", "steps": "2"}),
                   "record: action 1: raise_capital.steps: '2' is not a int"),
    "number": (with_action({"kind": "raise_capital", "steps": 10**12}),
               "record: action 1: raise_capital.steps: number 1000000000000 out of range"),
    "nested": (with_action({"kind": "raise_capital", "steps": json.loads("[" * 20 + "]" * 20)}),
               "record: action 1: raise_capital: lists nested more than 8 deep"),
    "unseeded": (unseeded_deal(), "is not the one seed 13 gives"),
}


def refusal(text):
    with pytest.raises(RecordError) as info:
        steamlab.from_record(parse_record(text))
    return info.value


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_refusal_prints_the_same_english_and_reads_japanese(case):
    text, english = CASES[case]
    err = refusal(text)
    assert english in str(err)
    sentence = err.sentence("broken.json")
    assert isinstance(sentence, Message) and str(sentence) == "broken.json" + str(err).removeprefix("record")
    japanese = sentence.render("ja")
    assert japanese.startswith("broken.json: ")
    assert not english_runs(japanese, NAMES), japanese


def test_a_record_file_that_is_missing_is_named_in_both_languages(tmp_path):
    with pytest.raises(RecordError) as info:
        read_record(tmp_path / "gone.json")
    assert "gone.json: cannot read the file (No such file or directory)" in str(info.value)
    japanese = info.value.sentence().render("ja")
    assert "gone.json" in japanese and "そのようなファイル" in japanese
    assert not english_runs(japanese, [*NAMES, str(tmp_path)])


@pytest.mark.parametrize("case", ["not json", "missing", "illegal", "kind"])
def test_an_upload_on_a_japanese_page_is_refused_in_japanese_naming_the_file(case):
    w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=4), lang="ja")
    before = w.state.snapshot()
    text, _ = CASES[case]
    content = text if isinstance(text, bytes) else text.encode()
    w._uploaded({"new": ({"name": "broken.json", "content": memoryview(content)},)})
    assert w.state.snapshot() == before
    shown = w.message.value
    assert "この棋譜は読み込みませんでした: broken.json: " in shown, shown
    assert not english_runs(html.unescape(re.sub(r"<[^>]+>", " ", shown)), NAMES), shown
    w.set_lang("en")
    w._uploaded({"new": ({"name": "broken.json", "content": memoryview(content)},)})
    assert "This record was not loaded: broken.json: " in w.message.value


def test_a_broken_record_file_in_the_replay_viewer_is_refused_in_japanese(tmp_path):
    from steamlab.widgets.dashboards import ReplayViewerApp

    rec = copy.deepcopy(GOOD)
    del rec["seed"]
    (tmp_path / "broken.json").write_text(json.dumps(rec))
    app = ReplayViewerApp(tmp_path, lang="ja")
    shown = app.game.message.value
    assert "この棋譜は読み込みませんでした: broken.json: 項目 &#x27;seed&#x27; がありません" in shown, shown
