"""Word tables live in steamlab/i18n/words/*.json, checked on load: a broken file names itself, the table and entry."""

from __future__ import annotations

import json

import pytest

from steamlab.i18n import catalogue, words


def test_every_word_file_loads_and_each_catalogue_entry_has_both_languages():
    files = sorted(words.FOLDER.glob("*.json"))
    assert len(files) > 30
    for path in files:
        for name in json.loads(path.read_text(encoding="utf-8")):
            table = words.table(path.stem, name)
            assert table and all(set(entry) == {"en", "ja"} for entry in table.values())
    assert catalogue()["ui.hint"] == {"en": "Hint", "ja": "ヒント"}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("{", "cannot be read as a word file"),
        ('{"T": {"k": {"en": "x"}}}', "T['k'] must have exactly the texts en, ja"),
        ('{"T": {"k": {"en": "x", "ja": 3}}}', "T['k'] must have exactly the texts en, ja"),
        ('{"T": []}', "table 'T' must be an object of entries"),
    ],
)
def test_a_broken_word_file_names_the_file_the_table_and_the_entry(tmp_path, monkeypatch, text, says):
    (tmp_path / "broken.json").write_text(text, encoding="utf-8")
    monkeypatch.setattr(words, "FOLDER", tmp_path)
    words._file.cache_clear()
    try:
        with pytest.raises(words.WordsError, match=r"broken\.json") as err:
            words.table("broken", "T")
        assert says in str(err.value)
    finally:
        words._file.cache_clear()
