"""The worked examples printed below the dashboards, in the page's language.

Each dashboard notebook ends with a short worked example: a markdown paragraph and a cell printing
the engine's answer. The notebook holds it twice, once tagged ``steamlab-en`` and once ``steamlab-ja``
(:mod:`steamlab.widgets.language` shows only the chosen language's cells); both print through the
functions here, so the two copies never drift apart and neither shows an internal name (``age_of_steam``,
``x_gentles``) to a player.

>>> print(build_cost_example("en").splitlines()[0])
H7 (plain), Steam: new track, legal | 2 x $1 per exit: $2 | Total: $2
>>> print(build_cost_example("ja").splitlines()[1])
H7 (平地)、エイジ・オブ・スチーム: 新規敷設、可 | 平地の単線: $2 | 合計: $2
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from steamlab.core.hexgrid import parse_label
from steamlab.core.maps import load_map
from steamlab.engine.state import Score
from steamlab.i18n import msg, player_label, render, term
from steamlab.widgets.i18n import tr

GAMES = ("steam", "age_of_steam")
"""The two rail rule sets every rail example compares, Steam first."""


def score_text(score: Score, lang: str = "en") -> str:
    """A score's working in ``lang``: the player, one line per item, the total.

    >>> from steamlab.engine.state import ScoreItem
    >>> print(score_text(Score(0, (ScoreItem(msg("score.vp_track"), 12),)), "ja"))
    プレイヤー 1:
      勝利点トラック: +12
      合計: 12
    """
    lines = [f"  {render(i.label, lang)}: {i.points:+d}" for i in score.items]
    return "\n".join([f"{player_label(score.player, lang)}:", *lines, f"  {tr('total', lang)}: {score.total}"])


def build_cost_example(lang: str = "en") -> str:
    """A straight track next to a city on plain (H7), river (C4) and mountain (Q10) under both rules."""
    from steamlab.widgets.dashboards import cost_text

    game_map = load_map("rust_belt")
    lines = []
    for at, rotation in (("H7", 0), ("C4", 2), ("Q10", 0)):
        terrain = term("terrain", game_map.cells[parse_label(at)].terrain, lang)
        for game in GAMES:
            verdict = cost_text(game, "rust_belt", at, "straight", rotation, lang=lang).split("\n")
            head = msg("ui.example_build", at=at, terrain=terrain, game=game, verdict=verdict[0]).render(lang)
            lines.append(" | ".join([head, *verdict[1:]]))
    return "\n".join(lines)


def delivery_example(lang: str = "en") -> str:
    """Player 1's deliveries with a level-3 locomotive on the sample network, under both rules, and the best."""
    from steamlab.games.rails.delivery import DeliveryRules, best_deliveries, legal_deliveries
    from steamlab.games.rails.sample import dense_network

    board = dense_network("rust_belt", seed=1, game="steam")
    lines = []
    for game in GAMES:
        moves = legal_deliveries(board, DeliveryRules(game), player=0, locomotive=3)
        best = best_deliveries(moves, 0)[0].describe(board)
        lines.append(msg("ui.example_deliveries", game=game, n=len(moves), best=best).render(lang))
    return "\n".join(lines)


def score_example(lang: str = "en") -> str:
    """One player's numbers (income 7, 12 VP, 4 shares, links of 3, 2 and 2 tiles) under the three rule sets."""
    from steamlab.widgets.dashboards.choices import game_choice_label
    from steamlab.widgets.dashboards.score_calculator import end_scores

    seat = {"income": 7, "vp": 12, "shares": 4, "links": [3, 2, 2]}
    parts = []
    for choice in ("steam/base", "steam/standard", "age_of_steam/"):
        game, rules = choice.split("/")
        score = end_scores(game, rules or None, [seat])[0]
        parts.append(f"{game_choice_label(choice, lang)}\n{score_text(score, lang)}")
    return "\n\n".join(parts)


def rr_board_example(spec: Mapping[str, Any] | None = None, lang: str = "en") -> str:
    """The Russian Railroads rules' worked example (a Trans-Siberian board worth 12 VP), scored."""
    from steamlab.games.russian_railroads import score_board
    from steamlab.widgets.rr_board import DEFAULT_SPEC

    example = score_board(spec if spec is not None else DEFAULT_SPEC)
    return msg("ui.example_rr", total=example.total, siberian=example.railway_total("Trans-Siberian"),
               industry=example.railway_total("industry")).render(lang)


def last_deliveries_example(lang: str = "en") -> str:
    """The *last deliveries* scenario: each delivery Player 1 may make, judged by both rule sets (``*``: they differ)."""
    from steamlab.scenarios.compare import compare_deliveries
    from steamlab.scenarios.presets import preset

    game = preset("last_deliveries").state()
    rows = compare_deliveries(game.board, player=0, locomotive=game.seats[0].locomotive)
    steam, aos = (term("game", g, lang) for g in GAMES)
    return "\n".join(f"{'*' if r.differs else ' '} {render(r.route, lang)} | {steam}: {render(r.steam, lang)}"
                     f" | {aos}: {render(r.age_of_steam, lang)}" for r in rows)


__all__ = ["build_cost_example", "delivery_example", "last_deliveries_example", "rr_board_example", "score_example",
           "score_text"]
