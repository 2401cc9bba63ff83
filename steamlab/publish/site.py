"""A static site a teacher can put on any static host: executed lessons and a gallery of worked examples.

``make site`` (``python -m steamlab.publish.site build/site``) writes::

    index.html             the lessons and the galleries, linked
    lessons/NN_name.html   every lesson executed, its pictures inline SVG from steamlab.render
    gallery.html           the dashboards' worked examples, in English
    gallery-ja.html        the same in Japanese (labels from steamlab.widgets.i18n)
    style.css

Nothing is fetched from elsewhere when a page loads: no CDN script (nbconvert's
``basic`` template, wrapped in our own page), pictures inline, one stylesheet.
Interactive controls of a lesson (ipywidgets) need a live kernel: the page says
so where the control would be, and links the lesson on Binder.

>>> rewrite_links('<a href="02_building_costs.ipynb">next</a>')
'<a href="02_building_costs.html">next</a>'
>>> page("T", "<p>x</p>", css="style.css").count("<link")
1
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "notebooks" / "lessons"
BINDER = "https://mybinder.org/v2/gh/steamlab/steamlab/main?urlpath=lab%2Ftree%2Fnotebooks%2Flessons%2F"
"""Where a lesson runs live (README's Binder link; the repository is assumed published as steamlab/steamlab)."""
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

CSS = """
body { font-family: system-ui, sans-serif; max-width: 1100px; margin: 0 auto; padding: 0 1em 3em; color: #222; }
header { border-bottom: 1px solid #ccc; padding: .6em 0; margin-bottom: 1em; }
header a { margin-right: 1em; }
pre { background: #f6f6f6; padding: .5em; overflow-x: auto; font-size: 90%; }
.jp-InputPrompt, .jp-OutputPrompt { display: none; }
.jp-OutputArea-output svg, figure svg { max-width: 100%; height: auto; }
.steamlab-live { border: 1px dashed #999; padding: .4em .8em; color: #555; font-style: italic; }
figure { margin: 1em 0 2em; }
figcaption { font-weight: bold; margin-bottom: .4em; }
table { border-collapse: collapse; }
td, th { padding: 2px 8px; }
"""


@dataclass
class SiteReport:
    """What a build wrote, and how long each lesson took to execute."""

    pages: list[Path] = field(default_factory=list)
    lesson_seconds: dict[str, float] = field(default_factory=dict)


def page(title: str, body: str, *, css: str, nav: Sequence[tuple[str, str]] = (), lang: str = "en") -> str:
    """A whole HTML page: our header with ``nav`` links (href, text), then ``body``."""
    links = "".join(f'<a href="{html.escape(h)}">{html.escape(t)}</a>' for h, t in nav)
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(title)}</title>"
            f'<link rel="stylesheet" href="{html.escape(css)}"></head>\n'
            f"<body><header>{links}</header>\n{body}\n</body></html>\n")


def rewrite_links(text: str) -> str:
    """Links between notebooks point at their HTML pages."""
    return re.sub(r'href="([^":#]+)\.ipynb(#[^"]*)?"', lambda m: f'href="{m[1]}.html{m[2] or ""}"', text)


# -- lessons ----------------------------------------------------------------------------------
def lesson_title(nb: Any, fallback: str) -> str:
    """The first Markdown heading of a notebook."""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("#"):
                    return str(line.lstrip("#").strip())
    return fallback


def _replace_widgets(nb: Any, live_url: str) -> int:
    """Widget outputs become a note with a link to the live lesson; the stored widget state goes. The count."""
    count = 0
    note = (f'<p class="steamlab-live">An interactive control is here in the live lesson: '
            f'<a href="{html.escape(live_url)}">open it on Binder</a> or in JupyterLab.</p>')
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            if WIDGET_VIEW in out.get("data", {}):
                out["data"] = {"text/html": note}
                count += 1
    nb.metadata.pop("widgets", None)
    return count


def export_lesson(path: Path, out_dir: Path, *, execute: bool = True, timeout: int = 600) -> tuple[Path, str, float]:
    """Execute one lesson and write it as ``out_dir/<name>.html``; (path written, title, seconds)."""
    import nbformat
    from nbconvert import HTMLExporter
    from nbconvert.preprocessors import ExecutePreprocessor

    nb = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    start = time.monotonic()
    if execute:
        executor = ExecutePreprocessor(timeout=timeout, kernel_name="python3")  # type: ignore[no-untyped-call]
        executor.preprocess(nb, {"metadata": {"path": str(path.parent)}})
    seconds = time.monotonic() - start
    _replace_widgets(nb, BINDER + path.name)
    body, _ = HTMLExporter(template_name="basic", exclude_input_prompt=True,  # type: ignore[no-untyped-call]
                           exclude_output_prompt=True).from_notebook_node(nb)
    title = lesson_title(nb, path.stem)
    target = out_dir / f"{path.stem}.html"
    nav = [("../index.html", "steamlab"), ("../gallery.html", "Gallery"), (BINDER + path.name, "Run it live")]
    target.write_text(page(title, rewrite_links(body), css="../style.css", nav=nav), encoding="utf-8")
    return target, title, seconds


# -- the gallery ----------------------------------------------------------------------------------
HEADINGS = {
    "maps": {"en": "Map viewer: the maps", "ja": "マップビューア：マップ"},
    "build_cost": {"en": "Build-cost calculator: a sample position", "ja": "敷設コスト計算：サンプル局面"},
    "score_calculator": {"en": "Score calculator: one set of numbers, three rule sets",
                         "ja": "得点計算：同じ数値を三つのルールで"},
    "rr_board": {"en": "Russian Railroads board & round score", "ja": "ロシアン・レイルロード：ボードとラウンド得点"},
    "replay_viewer": {"en": "Replay viewer: recorded games at their end", "ja": "リプレイ：記録したゲームの終局"},
}
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
        for game in ("steam", "age_of_steam") for at, tile, rot in (("H7", "straight", 0), ("C4", "gentle", 1)))
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


# -- the whole site --------------------------------------------------------------------------------
def build_site(out: Path, *, lessons: Sequence[Path] | None = None, execute: bool = True) -> SiteReport:
    """Write the site into ``out`` (created; files of an earlier build are overwritten)."""
    report = SiteReport()
    (out / "lessons").mkdir(parents=True, exist_ok=True)
    (out / "style.css").write_text(CSS.lstrip(), encoding="utf-8")
    rows = []
    for path in lessons if lessons is not None else sorted(LESSONS.glob("*.ipynb")):
        target, title, seconds = export_lesson(path, out / "lessons", execute=execute)
        report.pages.append(target)
        report.lesson_seconds[path.stem] = round(seconds, 1)
        rows.append(f'<li><a href="lessons/{target.name}">{html.escape(title)}</a></li>')
    for lang, name, other, other_name in (("en", "gallery.html", "gallery-ja.html", "日本語"),
                                          ("ja", "gallery-ja.html", "gallery.html", "English")):
        nav = [("index.html", "steamlab"), (other, other_name)]
        title = "steamlab — gallery" if lang == "en" else "steamlab — ギャラリー"
        target = out / name
        target.write_text(page(title, f"<h1>{html.escape(title)}</h1>\n{gallery(lang)}", css="style.css", nav=nav,
                               lang=lang), encoding="utf-8")
        report.pages.append(target)
    body = ("<h1>steamlab</h1><p>Lessons on the rules of Steam, Age of Steam and Russian Railroads, "
            "executed, with every picture drawn by steamlab's render layer.</p>"
            f"<h2>Lessons</h2><ol>{''.join(rows)}</ol>"
            '<h2>Dashboards</h2><p>Worked examples of the dashboards: <a href="gallery.html">gallery</a> '
            '(<a href="gallery-ja.html">日本語</a>). The dashboards themselves need a live kernel '
            "(Voilà, Binder or JupyterHub: see docs/publishing.md).</p>")
    index = out / "index.html"
    index.write_text(page("steamlab", body, css="style.css", nav=[("gallery.html", "Gallery")]), encoding="utf-8")
    report.pages.insert(0, index)
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build steamlab's static site.")
    parser.add_argument("out", nargs="?", default=str(ROOT / "build" / "site"), help="output folder")
    parser.add_argument("--lesson", action="append", help="only these lessons (file names); repeatable")
    args = parser.parse_args(argv)
    lessons = [LESSONS / name for name in args.lesson] if args.lesson else None
    report = build_site(Path(args.out), lessons=lessons)
    print(json.dumps({"pages": len(report.pages), "out": args.out, "lesson_seconds": report.lesson_seconds}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
