"""The Message value: its remembered English text."""

def test_remembered_english_sentences_keep_equal_but_different_values_apart():
    """The English memo of ``Message`` keys on each parameter's type: ``True`` == 1 but prints "True"."""
    from steamlab.i18n.message import _CATALOGUE, msg, register

    register({"demo.memo": {"en": "value {x}", "ja": "値 {x}"}})
    try:
        assert [str(msg("demo.memo", x=v)) for v in (1, True, 1, "1", 1.0)] == [
            "value 1", "value True", "value 1", "value 1", "value 1.0"]
        assert msg("demo.memo", x=2).render("ja") == "値 2"
    finally:
        _CATALOGUE.pop("demo.memo")
