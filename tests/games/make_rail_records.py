"""Regenerate the recorded rail games: ``.venv/bin/python tests/games/make_rail_records.py``.

Each file is a full bot game in the ``steamlab-record`` format plus the final
scores (with their working) it must replay to, under ``"expected_scores"``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import steamlab
from steamlab.bots.registry import play_out

GAMES = [
    ("steam", "base", 3, 21, ["greedy", "random", "random"]),
    ("steam", "base", 4, 22, ["random"] * 4),
    ("steam", "base", 5, 23, ["greedy"] * 5),
    ("steam", "standard", 3, 31, ["greedy", "random", "greedy"]),
    ("steam", "standard", 4, 32, ["random"] * 4),
    ("steam", "standard", 6, 33, ["greedy"] * 6),
    ("age_of_steam", None, 3, 41, ["random", "greedy", "random"]),
    ("age_of_steam", None, 4, 42, ["greedy"] * 4),
    ("age_of_steam", None, 6, 43, ["random"] * 6),
]


def expected(g: steamlab.engine.state.GameState) -> list[dict[str, object]]:
    return [{"total": s.total, "items": [[i.label, i.points] for i in s.items]} for s in g.scores()]


def main() -> None:
    folder = Path(__file__).parent / "records"
    folder.mkdir(exist_ok=True)
    for game, rules, players, seed, bots in GAMES:
        g = steamlab.new_game(game, players=players, rules=rules, seed=seed)
        play_out(g, bots, random.Random(seed))
        record = g.to_record()
        record["expected_scores"] = expected(g)
        name = f"{game}_{rules or 'aos'}_{players}p_seed{seed}.json".replace("age_of_steam_aos", "age_of_steam")
        (folder / name).write_text(json.dumps(record, separators=(",", ":")) + "\n", encoding="utf-8")
        print(name, [s.total for s in g.scores()], len(record["actions"]))


if __name__ == "__main__":
    main()
