"""The map editor's words: its catalogue texts (``editor.*``), a refusal in the page's language, the maps *Open*
offers, a new map's title, the turns field read, and the side panel's problems and rule sets as HTML."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import Any

from steamlab.core.errors import DataError
from steamlab.core.hexgrid import from_offset, label
from steamlab.core.maps import list_maps, map_choices
from steamlab.editor import EditError, MapDraft, Problem, rule_sets
from steamlab.editor.checks import RuleSetCheck, play_problems
from steamlab.i18n import LANGUAGES, Message, msg, render, term

Pos = tuple[int, int]


def default_title() -> dict[str, Any]:
    """A new map's title, "My map", with its Japanese title (a Japanese page shows that; a title typed over it
    drops it).

    >>> default_title()
    {'title': 'My map', 'titles': {'ja': 'マイマップ'}}
    """
    return {"title": text("default_title", "en"), "titles": {lang: text("default_title", lang)
                                                                for lang in LANGUAGES if lang != "en"}}


def text(key: str, lang: str = "en", **fields: object) -> str:
    """An editor text ``editor.<key>`` of the message catalogue in ``lang``.

    >>> text("play", "ja"), text("problems", "en", n=2), text("tool.river", "ja")
    ('このマップで遊ぶ', '2 problems', '川')
    """
    return Message(f"editor.{key}", fields).render(lang if lang in LANGUAGES else "en")


def play_choice_label(choice: str, lang: str = "en") -> str:
    """``"steam/base"`` as a player reads it: ``Steam — base`` (``スチーム — 基本ルール``)."""
    game, rules = choice.split("/")
    return text("rule_choice", lang, game=game, rules=rules) if rules else term("game", game, lang)


def problem_words(problem: object, lang: str = "en") -> str:
    """A refusal (an error, a catalogue sentence or plain text) in ``lang``.

    English shows it whole, as the command line does (``file: field: problem``); Japanese shows the
    sentence alone (the file's field names are English identifiers), after the place in the file when
    that is a catalogue message (a JSON syntax error's line and column).

    >>> from steamlab.core.datafiles import parse_json
    >>> try:
    ...     parse_json('{"hexes": [1 2]}', "my_map.json")
    ... except DataError as exc:
    ...     print(problem_words(exc)), print(problem_words(exc, "ja"))
    my_map.json: line 1 column 14: not JSON: Expecting ',' delimiter
    1 行 14 列: JSON ではありません: 区切りのカンマ (,) がありません
    (None, None)
    """
    if isinstance(problem, (DataError, EditError)):
        if lang == "en":
            return str(problem)
        where = getattr(problem, "field", "")
        sentence = render(problem.problem, lang)
        return f"{render(where, lang)}: {sentence}" if isinstance(where, Message) else sentence
    if isinstance(problem, BaseException):
        return render(problem.args[0], lang) if problem.args else str(problem)
    return render(problem, lang)


def open_options(lang: str = "en") -> list[tuple[str, str]]:
    """The maps *Open* offers, ``(title, name)``: a map by its title as every other map list shows it (was: its
    file name, ``rust_belt``); a file in the maps folder that does not load yet by its name, so it can be opened
    and mended. Titled in ``lang``, as the page's other map lists.

    >>> ("Rust Belt", "rust_belt") in open_options(), ("ラストベルト", "rust_belt") in open_options("ja")
    (True, True)
    """
    titled = map_choices(lang)
    loaded = {name for _, name in titled}
    return titled + [(name, name) for name in list_maps() if name not in loaded]


def free_name(used: set[str], word: str) -> str:
    """The first of "``word`` 1", "``word`` 2" ... not in ``used`` (a new town's or city's name).

    >>> free_name({"Town 1", "Town 2"}, "Town"), free_name(set(), "都市")
    ('Town 3', '都市 1')
    """
    n = 1
    while f"{word} {n}" in used:
        n += 1
    return f"{word} {n}"


def parse_turns(value: str) -> dict[int, int]:
    """``"3:10 4:8"`` -> ``{3: 10, 4: 8}``; ``ValueError`` naming the bad part.

    >>> parse_turns("3:10, 4:8"), parse_turns("")
    ({3: 10, 4: 8}, {})
    """
    out: dict[int, int] = {}
    for part in value.replace(",", " ").split():
        players, _, turns = part.partition(":")
        if not players.isdigit() or not turns.isdigit():
            raise ValueError(msg("edit.bad_turns", part=part))
        out[int(players)] = int(turns)
    return out



def problems_html(
    draft: MapDraft, found: Sequence[Problem], lang: str = "en", checks: Sequence[RuleSetCheck] | None = None
) -> str:
    """The side panel's problems: each sentence once at its place, with where on the page it is mended; when the
    map loads, whether a game can be played on it.

    >>> said = problems_html(MapDraft.new("pond", cols=4, rows=3), [], "en")
    >>> said.startswith('<div style="color:#b00"><b>1 problem</b>'), "two stations" in said
    (True, True)
    """
    e = html.escape
    if not found:
        found = play_problems(draft.to_dict())  # it loads, but is there a game to play on it?
    if not found:
        checks = rule_sets(draft.to_dict(), []) if checks is None else checks  # ``checks``: the caller's, found alike
        if all(c.playable for c in checks):
            return f'<div class="steamlab-editor-ok" style="color:#14732b">✓ {e(text("no_problems", lang))}</div>'
        # never "No problems" beside a rule set that cannot be played on the map
        key = "ready_some" if any(c.playable for c in checks) else "ready_none"
        return f'<div class="steamlab-editor-partly" style="color:#8a5a00">{e(text(key, lang))}</div>'
    groups: dict[tuple[str, Pos | None, str | None], list[str]] = {}
    for p in found:  # the same sentence at the same place once, with every field it is about
        groups.setdefault((p.text, p.at, p.edge), []).append(p.field)
    rows = []
    for (sentence, at, edge), fields in list(groups.items())[:12]:
        where = ""
        if at is not None:
            h = label(from_offset(*at))
            where = text("at_edge", lang, edge=edge, hex=h) if edge else text("at_hex", lang, hex=h)
            where = f"<b>{e(where)}</b>: "
        # where to mend it, as the page names it (a tab and a column), never the file's field names
        places = list(dict.fromkeys(w for w in (field_words(f, lang) for f in fields) if w))
        small = f" <small>({e(', '.join(places))})</small>" if places else ""
        rows.append(f'<li class="steamlab-editor-problem">{where}'
                    f"{e(render(sentence, lang))}{small}</li>")
    more = f"<li>… {len(groups) - 12}</li>" if len(groups) > 12 else ""
    return (f'<div style="color:#b00"><b>{e(text("problems", lang, n=len(found)))}</b>'
            f'<ul style="margin:2px 0;padding-left:18px">{"".join(rows)}{more}</ul></div>')


def field_words(field: str, lang: str = "en") -> str:
    """Where on the page a problem's field is mended, in the page's words: ``goods_display.light.3`` ->
    "Goods tab: light 3"; "" for a hex or a thick line (the panel names its hex)."""
    if field.startswith(("hexes", "impassable")):
        return ""
    column = re.match(r"^goods_display\.(light|dark)\.([1-6])$", field)
    if column:
        return text("field_column", lang, half=text(column.group(1), lang), n=column.group(2))
    if field.startswith("new_cities"):
        return text("field_in_tab", lang, tab=text("goods_tab", lang), what=text("new_cities", lang))
    if field.startswith("goods_display"):
        return text("field_in_tab", lang, tab=text("goods_tab", lang), what=text("display", lang))
    if field.startswith("goods_supply"):
        return text("field_in_tab", lang, tab=text("goods_tab", lang), what=text("supply", lang))
    return text("field_tab", lang, tab=text("map_tab", lang))


def rules_html(
    draft: MapDraft, found: Sequence[Problem], lang: str = "en", checks: Sequence[RuleSetCheck] | None = None
) -> str:
    """Each rule set: playable on the map, and by how many players, or why not (``checks``: :func:`rule_sets` of the
    draft with ``found``, when the caller has them already: each parses the whole map)."""
    lines = []
    for c in rule_sets(draft.to_dict(), list(found)) if checks is None else checks:
        if c.playable:
            players = f"{c.players[0]}-{c.players[-1]}" if len(c.players) > 1 else str(c.players[0])
            lines.append(text("playable", lang, game=c.game, players=players))
        else:
            lines.append(text("not_playable", lang, game=c.game, reason=c.reason))
    return "<br>".join(html.escape(render(line, lang)) for line in lines)


__all__ = ["default_title", "field_words", "free_name", "open_options", "parse_turns", "play_choice_label", "problem_words",
           "problems_html", "rules_html", "text"]
