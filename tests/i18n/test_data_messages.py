"""Reading a data file: every refusal of steamlab.core.datafiles is a catalogue message.

The command line keeps printing the same English bytes (each case below spells them out), and a
Japanese page shows the refusal in Japanese: the problem, the JSON parser's reason and the line and
column of a syntax error.
"""

from pathlib import Path

import pytest

from steamlab.core.datafiles import parse_json, read_capped
from steamlab.core.errors import DataError
from steamlab.i18n import Message, render
from steamlab.i18n.check import english_runs

CASES = [
    (lambda: parse_json(12, "x.json"), "x.json: JSON text must be a string or bytes, not int"),
    (lambda: parse_json(b"[1, 2]", "x.json", max_bytes=4), "x.json: larger than 4 bytes (6)"),
    (lambda: parse_json(b"\xff\xfe{}", "x.json"), "x.json: not JSON: not UTF-8 text (byte 0)"),
    (lambda: parse_json("[" * 100 + "]" * 100, "x.json"), "x.json: arrays and objects nest more than 64 levels deep"),
    (lambda: parse_json("[" * 100 + "}", "x.json"), "x.json: line 1 column 101: not JSON: Expecting value"),
    (lambda: parse_json("", "x.json"), "x.json: line 1 column 1: not JSON: Expecting value"),
    (lambda: parse_json('{"a" 1}', "x.json"), "x.json: line 1 column 6: not JSON: Expecting ':' delimiter"),
    (lambda: parse_json("[1 2]", "x.json"), "x.json: line 1 column 4: not JSON: Expecting ',' delimiter"),
    (lambda: parse_json("{\n a: 1}", "x.json"),
     "x.json: line 2 column 2: not JSON: Expecting property name enclosed in double quotes"),
    (lambda: parse_json("[1] x", "x.json"), "x.json: line 1 column 5: not JSON: Extra data"),
    (lambda: parse_json('"abc', "x.json"), "x.json: line 1 column 1: not JSON: Unterminated string starting at"),
    (lambda: parse_json('"a\x01"', "x.json"), "x.json: line 1 column 3: not JSON: Invalid control character at"),
    (lambda: parse_json('"\\q"', "x.json"), "x.json: line 1 column 2: not JSON: Invalid \\escape"),
    (lambda: parse_json('"\\u12"', "x.json"), "x.json: line 1 column 3: not JSON: Invalid \\uXXXX escape"),
    (lambda: read_capped(Path("/dev/zero"), "map"), "map: not a regular file"),
    (lambda: read_capped(Path("/no/such/file.json"), "f.json"), "f.json: cannot read the file (No such file or directory)"),
]


@pytest.mark.parametrize(("call", "english"), CASES, ids=[c[1].split(": ", 1)[1][:40] for c in CASES])
def test_each_refusal_prints_the_same_english_and_reads_japanese(call, english):
    with pytest.raises(DataError) as info:
        call()
    err = info.value
    assert str(err) == english  # what the command line prints, unchanged
    assert isinstance(err.problem, Message)
    japanese = render(err.problem, "ja")
    assert japanese != str(err.problem) and english_runs(japanese) == [], japanese
    if err.field:  # a syntax error's place: line and column
        assert isinstance(err.field, Message) and english_runs(render(err.field, "ja")) == []
        assert render(err.field, "ja").endswith("列")


def test_a_file_too_large_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b"[" + b"0," * 20 + b"0]")
    with pytest.raises(DataError) as info:
        read_capped(big, "big.json", max_bytes=10)
    assert str(info.value) == "big.json: larger than 10 bytes (43)"
    assert render(info.value.problem, "ja") == "10 バイトより大きいファイルです (43 バイト)"


def test_an_unknown_parser_reason_still_reads_as_a_sentence():
    # a reason Python may add one day shows itself in English inside the Japanese sentence, never a key
    from steamlab.i18n import msg

    text = msg("data.syntax", reason="Some new reason").render("ja")
    assert text == "JSON ではありません: Some new reason"
