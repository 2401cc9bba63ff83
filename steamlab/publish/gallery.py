"""The gallery of the static site: the dashboards' worked examples, drawn as SVG, with the engine's answers.

Every position a dashboard opens on (both maps, the build-cost calculator's
sample, the score calculator's example under the three rule sets, the Russian
Railroads board of the seed's example, three recorded games at their end) is
drawn by ``steamlab.render`` and printed with the engine's own working. Section
titles come in English and Japanese.

>>> _heading("maps", "ja")
'<h2 id="maps">マップビューア：マップ</h2>'
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

from steamlab.engine.info import RAILS, games
from steamlab.i18n.words import table as word_table

ROOT = Path(__file__).resolve().parents[2]

HEADINGS = word_table("publish.gallery", "HEADINGS")
"""The gallery's section titles; the engine's own answers inside (costs, score workings) are in English."""


def _heading(key: str, lang: str) -> str:
    return f'<h2 id="{key}">{html.escape(HEADINGS[key][lang])}</h2>'


def _figure(anchor: str, caption: str, svg: str, text: str = "", html_text: str = "") -> str:
    extra = f"<pre>{html.escape(text)}</pre>" if text else html_text
    return (f'<figure id="{anchor}"><figcaption>{html.escape(caption)}</figcaption>'
            f"{svg}{extra}</figure>")


def gallery(lang: str = "en") -> str:
    """The dashboards' worked examples as HTML: the positions they open on, drawn as SVG, with the engine's answers.

    Labels come from the dashboards' own translations (``steamlab.widgets.i18n``).
    """
    from steamlab.core.maps import list_maps, load_map
    from steamlab.engine.registry import from_record
    from steamlab.games.rails.sample import random_build_position
    from steamlab.games.russian_railroads import board_from_spec, score_board
    from steamlab.render.rr_board import render_rr_board
    from steamlab.render.svg import board_svg, scene_svg
    from steamlab.widgets.dashboards import ScoreCalculatorApp, cost_text, end_scores, parse_lengths, scores_html
    from steamlab.widgets.i18n import tr
    from steamlab.widgets.rr_board import DEFAULT_SPEC

    parts: list[str] = []
    parts.append(_heading("maps", lang))
    for name in list_maps():
        m = load_map(name)
        parts.append(_figure(f"map-{name}", m.title, board_svg(m, size=22, hex_labels=True)))

    parts.append(_heading("build_cost", lang))
    board = random_build_position("rust_belt", "steam", tiles=12, seed=7)
    verdicts = "\n\n".join(
        f"{at} {tile} r{rot} ({game}):\n{cost_text(game, 'rust_belt', at, tile, rot, board=board)}"
        for game in [info.name for info in games(RAILS)] for at, tile, rot in (("H7", "straight", 0), ("C4", "gentle", 1)))
    parts.append(_figure("build_cost-sample", "Rust Belt, sample position (seed 7)", board_svg(board, size=22), verdicts))

    parts.append(_heading("score_calculator", lang))
    seats = [dict(s, links=parse_lengths(str(s["links"]))) for s in ScoreCalculatorApp.DEFAULT]
    for title, game, rules in ScoreCalculatorApp.GAMES:
        parts.append(_figure(f"score-{game}-{rules}", title, "", html_text=scores_html(end_scores(game, rules, seats))))

    parts.append(_heading("rr_board", lang))
    rr_score = score_board(DEFAULT_SPEC)
    parts.append(_figure("rr_board-default", f"{tr('vp', lang)}: {rr_score.total}",
                         scene_svg(render_rr_board(board_from_spec(DEFAULT_SPEC)))))

    parts.append(_heading("replay_viewer", lang))
    records = ROOT / "tests" / "games" / "records"
    for rec in sorted(records.glob("*_4p_*.json")):  # one four-player game of each rule set
        state: Any = from_record(json.loads(rec.read_text(encoding="utf-8")))
        scores = "\n".join(s.explain() for s in state.scores())
        parts.append(_figure(f"replay-{rec.stem}", rec.stem, board_svg(state.board, size=20), scores))
    return "\n".join(parts)
