# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Messages of reading a data file (:mod:`steamlab.core.datafiles`): size, encoding, nesting and JSON syntax.

The English templates print exactly the bytes the command line always printed
(``x.json: line 1 column 3: not JSON: Expecting value``); Japanese pages show
the same refusal in Japanese, the JSON parser's own reason included (group ``json``).

>>> from steamlab.i18n import msg
>>> reason = msg("data.syntax", reason="Expecting ',' delimiter")
>>> print(reason), print(reason.render("ja"))
not JSON: Expecting ',' delimiter
JSON ではありません: 区切りのカンマ (,) がありません
(None, None)
>>> msg("data.at", line=3, column=14).render("ja")
'3 行 14 列'
"""

from __future__ import annotations

MESSAGES = {
    "data.not_text": {"en": "JSON text must be a string or bytes, not {kind}", "ja": "JSON のテキストは文字列かバイト列です ({kind} ではありません)"},
    "data.too_large": {"en": "larger than {limit} bytes ({size})", "ja": "{limit} バイトより大きいファイルです ({size} バイト)"},
    "data.too_large_now": {"en": "larger than {limit} bytes", "ja": "{limit} バイトより大きいファイルです"},
    "data.not_utf8": {"en": "not JSON: not UTF-8 text (byte {at})", "ja": "JSON ではありません: UTF-8 のテキストではありません (バイト位置 {at})"},
    "data.syntax": {"en": "not JSON: {reason:t.json}", "ja": "JSON ではありません: {reason:t.json}"},
    "data.not_a_value": {"en": "not JSON: {reason}", "ja": "JSON として読めない値があります: {reason}"},
    "data.too_deep": {"en": "arrays and objects nest more than {depth} levels deep", "ja": "配列とオブジェクトの入れ子が {depth} 段より深くなっています"},
    "data.cannot_read": {"en": "cannot read the file ({reason:t.oserror})", "ja": "ファイルを読めません ({reason:t.oserror})"},
    "data.not_regular": {"en": "not a regular file", "ja": "通常のファイルではありません"},
    "data.surrogate": {"en": "not valid Unicode text (a lone surrogate such as \\ud800)", "ja": "正しい Unicode のテキストではありません (\\ud800 のような単独のサロゲート)"},
    "data.at": {"en": "line {line} column {column}", "ja": "{line} 行 {column} 列"},
}

JSON = {
    # the reasons Python's JSON parser gives (json.JSONDecodeError.msg)
    "json.Expecting value": {"en": "Expecting value", "ja": "値がありません"},
    "json.Expecting ',' delimiter": {"en": "Expecting ',' delimiter", "ja": "区切りのカンマ (,) がありません"},
    "json.Expecting ':' delimiter": {"en": "Expecting ':' delimiter", "ja": "区切りのコロン (:) がありません"},
    "json.Expecting property name enclosed in double quotes": {"en": "Expecting property name enclosed in double quotes", "ja": "二重引用符 (\") で囲んだ項目名がありません"},
    "json.Extra data": {"en": "Extra data", "ja": "JSON の値のあとに余分なデータがあります"},
    "json.Unterminated string starting at": {"en": "Unterminated string starting at", "ja": "文字列が閉じられていません"},
    "json.Invalid control character at": {"en": "Invalid control character at", "ja": "文字列の中に使えない制御文字があります"},
    "json.Invalid \\escape": {"en": "Invalid \\escape", "ja": "無効なエスケープ (\\) があります"},
    "json.Invalid \\uXXXX escape": {"en": "Invalid \\uXXXX escape", "ja": "無効な \\uXXXX エスケープがあります"},
    "json.Illegal trailing comma before end of object": {"en": "Illegal trailing comma before end of object", "ja": "オブジェクトの最後に余分なカンマがあります"},
    "json.Illegal trailing comma before end of array": {"en": "Illegal trailing comma before end of array", "ja": "配列の最後に余分なカンマがあります"},
}

OS_ERRORS = {
    # the operating system's reasons a file cannot be read (OSError.strerror on Linux and macOS)
    "oserror.No such file or directory": {"en": "No such file or directory", "ja": "そのようなファイルやフォルダはありません"},
    "oserror.Permission denied": {"en": "Permission denied", "ja": "読む権限がありません"},
    "oserror.Is a directory": {"en": "Is a directory", "ja": "フォルダです"},
    "oserror.Not a directory": {"en": "Not a directory", "ja": "途中の名前がフォルダではありません"},
    "oserror.File name too long": {"en": "File name too long", "ja": "ファイル名が長すぎます"},
    "oserror.Too many levels of symbolic links": {"en": "Too many levels of symbolic links", "ja": "シンボリックリンクが深すぎます"},
}

ENTRIES = {**MESSAGES, **JSON, **OS_ERRORS}
"""Both languages for every message of reading a data file."""
