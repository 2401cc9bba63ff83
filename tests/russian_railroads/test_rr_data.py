"""The data files load, and a broken file is refused naming the file and the field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from steamlab.core.datafiles import data_path
from steamlab.core.errors import DataError
from steamlab.games.russian_railroads.data import load_rules_data, rules_data


def test_shipped_data_is_consistent() -> None:
    d = rules_data()
    assert [r.length for r in d.railways] == [15, 9, 9]
    assert d.colour_points == (0, 1, 2, 4, 7) and d.colour_revalued == (0, 1, 3, 6, 10)
    assert len(d.locomotive_numbers) * d.locomotives_per_number + 1 == 37
    assert d.doubler_stock == 20 and d.doubler_spaces == 8
    assert d.player_counts[4].rounds == 7 and d.player_counts[2].rubles == 2
    assert d.majority_vp == (40, 20)


def _broken(tmp_path: Path, name: str, edit: Any) -> Path:
    folder = tmp_path / "rr"
    shutil.copytree(data_path("russian_railroads"), folder)
    doc = json.loads((folder / name).read_text(encoding="utf-8"))
    edit(doc)
    (folder / name).write_text(json.dumps(doc), encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("name", "edit", "field"),
    [
        ("main_board.json", lambda d: d["spaces"][0].update(workers="two"), "spaces[0].workers"),
        ("main_board.json", lambda d: d["spaces"][1]["effects"][0].update(op="fly"), "spaces[1].effects[0].op"),
        ("player_board.json", lambda d: d["railways"][2]["colours"].append("pink"), "railways[2].colours[3]"),
        ("player_board.json", lambda d: d["industry"]["spaces"].pop(5), "industry.spaces"),
        ("tiles_and_cards.json", lambda d: d["engineers"].pop(), "engineers"),
    ],
)
def test_broken_file_names_file_and_field(tmp_path: Path, name: str, edit: Any, field: str) -> None:
    folder = _broken(tmp_path, name, edit)
    with pytest.raises(DataError) as err:
        load_rules_data(folder)
    assert name in err.value.source and err.value.field == field


def test_unconfirmed_numbers_are_read_from_the_files(tmp_path: Path) -> None:
    """Every number with ``"confidence": "unconfirmed"`` is named in ``RulesData.unconfirmed`` (the board marks them)."""
    assert sorted(rules_data().unconfirmed) == ["industry", "kiev.star.4", "kiev.star.8", "space.industry_3"]

    def edit(doc: dict[str, Any]) -> None:
        doc["railways"][2]["stars"][0]["confidence"] = "unconfirmed"
        doc["industry"]["confidence"] = "confirmed"

    data = load_rules_data(_broken(tmp_path, "player_board.json", edit))
    assert sorted(data.unconfirmed) == ["kiev.star.1", "kiev.star.4", "kiev.star.8", "space.industry_3"]
