"""The map editor's model: draw a board in Python, checked after every change (no Jupyter).

The widget (:mod:`steamlab.widgets.map_editor`) makes the same calls its
clicks stand for, so a map drawn by hand in a notebook and one drawn with the
mouse are the same file (``docs/map-editor.md``).

>>> from steamlab.editor import MapDraft
>>> d = MapDraft.new("two_towns", cols=4, rows=3, title="Two towns")
>>> d.place_town((0, 0), "Ash"); d.place_town((3, 2), "Birch")
>>> d.paint((3, 2), "lake")
>>> print(d.problems()[0].message("two_towns.json"))
two_towns.json: hexes[11].terrain: a town or city cannot stand on lake
"""

from steamlab.editor.checks import Problem, RuleSetCheck, find_problems, rule_sets
from steamlab.editor.draft import ERASE, HALVES, DraftCity, DraftHex, EditError, MapDraft, edge_across, hex_of
from steamlab.editor.writer import map_json

__all__ = [
    "ERASE",
    "HALVES",
    "DraftCity",
    "DraftHex",
    "EditError",
    "MapDraft",
    "Problem",
    "RuleSetCheck",
    "edge_across",
    "find_problems",
    "hex_of",
    "map_json",
    "rule_sets",
]
