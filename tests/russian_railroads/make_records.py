"""Regenerate the recorded games: ``python tests/russian_railroads/make_records.py``.

Each record is a full bot game (``steamlab-record`` format) plus the final
scores it must replay to, under ``"expected_scores"``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import steamlab
from steamlab.bots.registry import play_out

GAMES = [(2, 11, ["greedy", "random"]), (3, 12, ["random", "greedy", "random"]), (4, 13, ["random"] * 4)]


def main() -> None:
    folder = Path(__file__).parent / "records"
    folder.mkdir(exist_ok=True)
    for players, seed, bots in GAMES:
        g = steamlab.new_game("russian_railroads", players=players, seed=seed)
        play_out(g, bots, random.Random(seed))
        record = g.to_record()
        record["expected_scores"] = [s.total for s in g.scores()]
        path = folder / f"rr_{players}p_seed{seed}.json"
        path.write_text(json.dumps(record, separators=(",", ":")) + "\n", encoding="utf-8")
        print(path.name, record["expected_scores"], len(record["actions"]))


if __name__ == "__main__":
    main()
