"""Find puzzles: play computer games and keep positions where one move is clearly best.

    python tools/find_puzzles.py data/puzzles/puzzles.json --per-rules 30 --seeds 9000:9100 --workers 2

For each rule set (``steamlab.bots.puzzles.RULE_SETS``) it plays games of computer seats (4 players; every seat
``computer_action`` at :data:`PLAY`), and at every :data:`EVERY`-th decision with at least :data:`CHOICES` legal
moves it asks the computer for its choice and judges it against the next :data:`RIVALS` moves of its list and a few
other legal moves (:func:`steamlab.bots.search.judge`: the position searched, every move rolled out to the end of
the turn alike). A position is kept when the choice leads every other judged move by ``MIN_MARGIN`` points of
projected lead at the puzzle's strength *and* again at the default strength with other dice and twice the
roll-outs; the smaller lead is the puzzle's margin. At most :data:`PER_GAME` puzzles a game, :data:`GAP` actions
apart. The output lists the puzzles with their position packed as in a game link.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import steamlab
from steamlab.bots.computer import computer_action, computer_choices
from steamlab.bots.puzzles import FORMAT, MIN_MARGIN, RULE_SETS
from steamlab.bots.search import DEFAULT_ITERATIONS, judge
from steamlab.engine.links import pack
from steamlab.engine.state import GameState

STRENGTH = 16
"""Positions a move the puzzles' computer weighs (the answer is its choice at this strength)."""
PLAY = 8
"""Positions a move the seats weigh between the positions looked at (the quick strength: games are cheap)."""
EVERY = 2
"""Every how many decisions with a choice a position is looked at."""
CHOICES = 3
"""Legal moves a puzzle's position has at least."""
RIVALS = 3
"""Moves of the computer's own list its choice is judged against ..."""
OTHERS = 3
"""... and other legal moves drawn at random."""
PER_GAME = 6
"""Puzzles kept a game at most ..."""
GAP = 8
"""... at least this many actions apart."""


def _new(rules: str, seed: int) -> GameState:
    game, _, rule_set = rules.partition("/")
    return steamlab.new_game(game, players=4, rules=rule_set or None, seed=seed)


def clear_margin(state: GameState, rng: random.Random) -> tuple[Any, float] | None:
    """The computer's choice and its smaller lead over every other judged move, if both looks clear
    :data:`MIN_MARGIN`; else ``None``."""
    choices = computer_choices(state, STRENGTH)
    best = choices[0].action
    legal = [a for a in state.legal_actions() if a != best]
    rivals = [c.action for c in choices[1:1 + RIVALS]]
    rivals += rng.sample([a for a in legal if a not in rivals], min(OTHERS, len([a for a in legal if a not in rivals])))
    if not rivals:
        return None
    margins = []
    for look in (dict(iterations=STRENGTH), dict(iterations=DEFAULT_ITERATIONS, seed=1, repeats=2)):
        leads = judge(state, [best, *rivals], **look)  # type: ignore[arg-type]
        margin = leads[best] - max(leads[a] for a in rivals)
        if margin < MIN_MARGIN:
            return None
        margins.append(margin)
    return best, min(margins)


def from_game(rules: str, seed: int) -> list[dict[str, Any]]:
    """The puzzles of one computer game."""
    g = _new(rules, seed)
    rng = random.Random(f"puzzles:{rules}:{seed}")
    found: list[dict[str, Any]] = []
    decisions, last = 0, -GAP
    while not g.is_terminal() and len(found) < PER_GAME:
        if g.current_player >= 0 and len(g.legal_actions()) >= CHOICES:
            decisions += 1
            if decisions % EVERY == 0 and len(g.history) - last >= GAP:
                kept = clear_margin(g, rng)
                if kept is not None:
                    best, margin = kept
                    found.append({"id": f"{rules.replace('/', '-')}-{seed}-{len(g.history)}", "rules": rules,
                                  "game": pack(g.to_record()), "answer": best.to_json(), "margin": round(margin, 1),
                                  "strength": STRENGTH})
                    last = len(g.history)
        g.apply(computer_action(g, PLAY))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--per-rules", type=int, default=30)
    parser.add_argument("--seeds", default="9000:9100")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rules", default=",".join(RULE_SETS))
    args = parser.parse_args(argv)
    first, end = map(int, args.seeds.split(":"))
    kept: list[dict[str, Any]] = []
    with ProcessPoolExecutor(args.workers) as pool:
        for rules in args.rules.split(","):
            mine: list[dict[str, Any]] = []
            seeds = iter(range(first, end))
            while len(mine) < args.per_rules:
                batch = [s for _, s in zip(range(args.workers * 2), seeds, strict=False)]
                if not batch:
                    break
                for found in pool.map(from_game, [rules] * len(batch), batch):
                    mine.extend(found)
                print(f"{rules}: {len(mine)} puzzles after seed {batch[-1]}", file=sys.stderr, flush=True)
            kept.extend(mine[: args.per_rules])
    args.out.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": FORMAT, "version": 1, "min_margin": MIN_MARGIN, "strength": STRENGTH,
                       "made_by": "tools/find_puzzles.py", "puzzles": kept}, indent=1)
    args.out.write_text(text + "\n", encoding="utf-8")
    print(f"{len(kept)} puzzles written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
