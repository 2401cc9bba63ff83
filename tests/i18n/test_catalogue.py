"""The message catalogue: both languages for every key, with the same parameters; terms for every name in the data."""

import doctest
import importlib
import json
import pickle
import string
from pathlib import Path

import pytest

import steamlab.i18n
from steamlab.i18n import (
    LANGUAGES,
    Message,
    catalogue,
    check,
    cite,
    describe,
    msg,
    rails,
    render,
    rule_sections,
    rule_text,
    russian_railroads,
    term,
    terms,
    ui,
)
from steamlab.i18n import message as message_module

DATA = Path(__file__).resolve().parents[2] / "data"


def fields(template: str) -> set[tuple[str, str, str | None]]:
    """The (name, format spec, conversion) of every replacement field of a template."""
    return {(name, spec or "", conv) for _, name, spec, conv in string.Formatter().parse(template) if name is not None}


def without_english_nouns(found: set[tuple[str, str, str | None]]) -> set[tuple[str, str, str | None]]:
    """The fields with English's counted nouns and ordinals taken out (``{n:count.link}`` and ``{n:ordinal}`` are
    Japanese ``{n}``; ``{x:noun.field}`` has no Japanese counterpart), so the two languages' parameters can be
    compared."""
    return {(name, "" if spec.startswith("count.") or spec == "ordinal" else spec, conv) for name, spec, conv in found
            if not spec.startswith("noun.")}


@pytest.mark.parametrize("key", sorted(catalogue()))
def test_every_key_has_both_languages_with_the_same_parameters(key):
    entry = catalogue()[key]
    assert set(entry) == set(LANGUAGES), key
    assert all(entry[lang].strip() for lang in LANGUAGES), key
    assert without_english_nouns(fields(entry["en"])) == fields(entry["ja"]), key
    assert {name for name, _, _ in fields(entry["en"])} == {name for name, _, _ in fields(entry["ja"])}, key


def test_no_english_template_writes_a_plural_as_s_in_brackets():
    """A player reads "2 links", never "2 link(s)": a counted noun is ``{n:count.link}``."""
    for words in ("rr_words", "russian_railroads", "lessons.rr_action_spaces", "lessons.rr_engineers",
                  "lessons.rr_turn_order_and_rounds", "lessons.rr_first_game"):
        importlib.import_module(f"steamlab.course.{words}")  # the lessons' words join the catalogue on import
    importlib.import_module("steamlab.widgets.hexmap")
    bracketed = {key: entry["en"] for key, entry in catalogue().items() if "(s)" in entry["en"]}
    assert bracketed == {}


def test_japanese_templates_keep_their_counters():
    """The English noun specs would put English words in a Japanese sentence."""
    for key, entry in catalogue().items():
        assert not any(spec.startswith(("count.", "noun.")) for _, spec, _ in fields(entry["ja"])), key


@pytest.mark.parametrize(("n", "text"), [(0, "red cube from Cincinnati, 0 links"), (1, "red cube from Cincinnati, 1 link"),
                                         (2, "red cube from Cincinnati, 2 links")])
def test_a_counted_noun_agrees_with_its_number(n, text):
    m = msg("act.move_goods", colour="red", place="Cincinnati", n=n)
    assert m == text
    assert m.render("ja").endswith(f"{n} リンク")


def test_a_noun_alone_follows_a_number_or_a_list():
    assert msg("map.unknown_fields", fields=["colour"]) == "unknown field ['colour']"
    assert msg("map.unknown_fields", fields=["a", "b"]) == "unknown fields ['a', 'b']"
    assert msg("position.unknown_fields", fields=("bank",)) == "Unknown field in the position: bank."
    assert msg("position.unknown_fields", fields=("bank", "cash")).render("ja") == "局面に不明な項目があります: bank、cash。"
    assert message_module.counted(-1, "point") == "-1 point" and message_module.noun_form(1, "child/children") == "child"


def test_format_specs_are_known_and_terms_exist():
    groups = {key.split(".")[0] for key in catalogue()}
    for key, entry in catalogue().items():
        for _, spec, _ in fields(entry["en"]):
            assert spec in ("", "player", "money", "signed", "ordinal") or spec.startswith(("t.", "count.", "noun.")), (key, spec)
            if spec.startswith("t."):
                assert spec[2:] in groups, (key, spec)


def test_rule_sections_have_both_languages():
    for section, names in rule_sections().items():
        assert set(names) == set(LANGUAGES) and names["en"] == section


def test_every_tile_of_the_manifests_has_a_name_in_both_languages():
    for game in ("steam", "age_of_steam"):
        for tile in json.loads((DATA / "tiles" / f"{game}.json").read_text())["tiles"]:
            assert term("tile", tile["id"]) == tile["name"], tile["id"]
            assert term("tile", tile["id"], "ja") != tile["name"], tile["id"]


def test_every_action_space_railway_and_terrain_of_the_data_has_a_japanese_name():
    board = json.loads((DATA / "russian_railroads" / "main_board.json").read_text())
    for space in board["spaces"]:
        assert not term("space", space["id"], "ja").isascii(), space["id"]
    player = (DATA / "russian_railroads" / "player_board.json").read_text()
    for railway in ("trans_siberian", "st_petersburg", "kiev"):
        assert railway in player and not term("railway", railway, "ja").isascii()
    for name in ("rust_belt", "tutorial"):
        for cell in json.loads((DATA / "maps" / f"{name}.json").read_text())["hexes"]:
            assert not term("terrain", cell.get("terrain", "plain"), "ja").isascii(), cell


def test_a_message_is_its_english_sentence_and_renders_japanese():
    m = msg("rails.log.pays", player=3, amount=4, why=msg("rails.why.build", kind="new", tile="x_gentles", at="B4"))
    assert m == "Player 4 pays $4 (new track: crossing: two gentle curves on B4)"
    assert isinstance(m, str) and m.key == "rails.log.pays"
    ja = m.render("ja")
    assert ja.startswith("プレイヤー 4 が $4") and "立体交差" in ja and "new" not in ja
    assert m.render("ja", names=["A", "B", "C", "Dee"]).startswith("Dee が")
    assert pickle.loads(pickle.dumps(m)) == m and pickle.loads(pickle.dumps(m)).render("ja") == ja


def test_rule_reference_stays_out_of_the_sentence():
    m = msg("rr.no.taken", rule=cite("004", "play"), space="x")
    assert "seed" not in m and m.rule == "seed 004: play"
    assert rule_text(m.rule) == "seed 004, play" and m.rule_text("ja") == "ルール資料 004「手番」"
    with pytest.raises(KeyError, match="unknown rule section"):
        cite("004", "a section nobody wrote")


def test_unknown_key_is_an_error_and_plain_text_passes_through():
    with pytest.raises(KeyError, match="no message"):
        Message("no.such.key")
    assert render("Chicago", "ja") == "Chicago"
    assert render("factory VP", "ja") == "工場の勝利点"


@pytest.mark.parametrize("module", [steamlab.i18n, message_module, rails, russian_railroads, terms, ui, describe, check])
def test_docstring_examples(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_no_parameter_is_called_rule():
    """``msg(key, rule=...)`` takes the citation: a template parameter of that name could never be filled."""
    for key, entry in catalogue().items():
        assert "rule" not in {name for name, _, _ in fields(entry["en"])}, key


@pytest.mark.parametrize(("n", "text"), [(1, "Steam: 1 delivery; best: x"), (2, "Steam: 2 deliveries; best: x")])
def test_an_irregular_plural_is_written_after_a_slash(n, text):
    assert msg("ui.example_deliveries", game="steam", n=n, best="x") == text
    assert msg("ui.index_map_counts", title="T", hexes=1, cities=1, towns=2) == "T: 1 hex, 1 city, 2 towns"
