"""A static site a teacher can put on any static host: executed lessons in both languages and a gallery.

``make site`` (``python -m steamlab.publish.site build/site``) writes::

    index.html, index-ja.html    the lessons and the galleries, linked, in English and in Japanese
    lessons/NN_name.html         every lesson of notebooks/lessons/ executed, pictures inline SVG
    lessons/ja/NN_name.html      every Japanese lesson of notebooks/lessons/ja/ executed
    gallery.html, gallery-ja.html  the dashboards' worked examples (steamlab.publish.gallery)
    style.css

The site mirrors the source folders, so a link between notebooks
(``02_building_costs.ipynb``, ``../01_map_and_terrain.ipynb``) becomes a link
between pages (``.html``). Every lesson page links the previous and next lesson
of its language and its other-language version when there is one. Whatever
lessons exist are built; after the build every relative link and picture of
every page must point at a file of the site (:class:`SiteError` otherwise).

Nothing is fetched from elsewhere when a page loads: no CDN script (nbconvert's
``basic`` template, wrapped in our own page), pictures inline, one stylesheet.
Interactive controls of a lesson (ipywidgets) need a live kernel: the page says
so, in the page's language, where the control would be, and links the lesson
on Binder.

Lessons execute in worker processes started afresh (``spawn``), ``jobs`` at a
time: nothing of the calling process (an event loop, a browser driver, a test
session) reaches the kernels' clients, and two cores build twice as fast.

>>> rewrite_links('<a href="02_building_costs.ipynb">next</a> <a href="../01_a.ipynb#Map">en</a>')
'<a href="02_building_costs.html">next</a> <a href="../01_a.html#Map">en</a>'
>>> page("T", "<p>x</p>", css="style.css").count("<link")
1
>>> Lesson(LESSONS / "ja" / "01_map_and_terrain.ipynb", "ja", "地図").href
'lessons/ja/01_map_and_terrain.html'
"""

from __future__ import annotations

import argparse
import copy
import functools
import html
import json
import multiprocessing
import posixpath
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

from steamlab.core.errors import SteamlabError
from steamlab.i18n.message import counted
from steamlab.i18n.words import table as word_table
from steamlab.publish.gallery import gallery
from steamlab.publish.ipc_kernels import AsyncIpcKernelManager

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "notebooks" / "lessons"
BINDER = "https://mybinder.org/v2/gh/steamlab/steamlab/main?urlpath=lab%2Ftree%2Fnotebooks%2Flessons%2F"
"""Where a lesson runs live (README's Binder link; the repository is assumed published as steamlab/steamlab)."""
LIVE = "live"
"""The live site's folder inside the site (``make site`` builds it first: :mod:`steamlab.publish.lite`). Where
it is there, a lesson's controls link to the same lesson running in the reader's browser instead of Binder."""
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LANGS = ("en", "ja")

CSS = """
body { font-family: system-ui, sans-serif; max-width: 1100px; margin: 0 auto; padding: 0 1em 3em; color: #222; }
header { border-bottom: 1px solid #ccc; padding: .6em 0; margin-bottom: 1em; }
header a { margin-right: 1em; }
pre { background: #f6f6f6; padding: .5em; overflow-x: auto; font-size: 90%; }
.jp-InputPrompt, .jp-OutputPrompt { display: none; }
.jp-OutputArea-output svg, figure svg { max-width: 100%; height: auto; }
.steamlab-live { border: 1px dashed #999; padding: .4em .8em; color: #555; font-style: italic; }
.steamlab-live:lang(ja) { font-style: normal; }
a.anchor-link { text-decoration: none; color: #bbb; margin-left: .3em; font-size: 80%; }
figure { margin: 1em 0 2em; }
figcaption { font-weight: bold; margin-bottom: .4em; }
table { border-collapse: collapse; }
td, th { padding: 2px 8px; }
"""

WORDS = word_table("publish.site", "WORDS")
"""The site's own words; a lesson's words are its own."""

SLOW_LESSON_S = 60.0
"""A lesson whose execution takes longer is named as a warning in the build's report (every lesson takes 1-16 s;
issue 44's stalls took 301.5 s)."""

INDEX = {"en": "index.html", "ja": "index-ja.html"}
GALLERY = {"en": "gallery.html", "ja": "gallery-ja.html"}


class SiteError(SteamlabError):
    """The site could not be built as asked: a lesson that fails to run, a link to no page, a bad lesson name."""


@dataclass(frozen=True)
class Lesson:
    """One lesson notebook in one language, and where its page goes."""

    source: Path
    lang: str
    title: str
    in_browser: bool = False
    """Whether the site has the live site beside it (:data:`LIVE`): then the lesson runs live there."""

    @property
    def href(self) -> str:
        """The page's path in the site."""
        return f"lessons/{'ja/' if self.lang == 'ja' else ''}{self.source.stem}.html"

    @property
    def live_url(self) -> str:
        """Where the lesson runs live: its live-site page, relative to this page, or else Binder.

        >>> lesson = Lesson(Path("ja/01_map.ipynb"), "ja", "地図", in_browser=True)
        >>> lesson.live_url
        '../../live/voici/render/lessons/ja/01_map.html?lang=ja'
        >>> Lesson(Path("ja/01_map.ipynb"), "ja", "地図").live_url.startswith(BINDER)
        True
        """
        if self.in_browser:
            page = posixpath.relpath(f"{LIVE}/voici/render/{self.href}", posixpath.dirname(self.href))
            return f"{page}?lang={self.lang}"
        return BINDER + quote(("ja/" if self.lang == "ja" else "") + self.source.name, safe="")


@dataclass
class SiteReport:
    """What a build wrote, and how long each lesson took to execute."""

    pages: list[Path] = field(default_factory=list)
    lesson_seconds: dict[str, float] = field(default_factory=dict)
    executed: dict[str, bool] = field(default_factory=dict)
    """By page: whether the build executed the lesson (False: built from given outputs, or not executed at all)."""

    def slow(self, limit: float = SLOW_LESSON_S) -> dict[str, float]:
        """The executed lessons that took longer than ``limit`` seconds (a stall: a lesson takes 1-16 s).

        >>> SiteReport(lesson_seconds={"a.html": 4.0, "b.html": 301.5}, executed={"a.html": True, "b.html": True}).slow()
        {'b.html': 301.5}
        """
        return {href: s for href, s in self.lesson_seconds.items() if self.executed.get(href) and s > limit}

    def lines(self, limit: float = SLOW_LESSON_S) -> list[str]:
        """The build's report: every executed lesson's time, slowest first, and a warning naming each over
        ``limit`` seconds.

        >>> SiteReport(lesson_seconds={"a.html": 4.0, "b.html": 61.0}, executed={"a.html": True, "b.html": True}).lines()
        ['lesson times (s): b.html 61.0, a.html 4.0', 'warning: b.html took 61.0 s (over 60 s): a stall?']
        """
        ran = sorted(((s, href) for href, s in self.lesson_seconds.items() if self.executed.get(href)), reverse=True)
        if not ran:
            return []
        out = ["lesson times (s): " + ", ".join(f"{href} {s:.1f}" for s, href in ran)]
        out += [f"warning: {href} took {s:.1f} s (over {limit:g} s): a stall?" for href, s in self.slow(limit).items()]
        return out


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


def read_lesson(source: Path) -> Lesson:
    """A lesson's notebook read for its title; its language from its folder (``ja/`` is Japanese)."""
    import nbformat

    try:
        nb = nbformat.read(source, as_version=4)  # type: ignore[no-untyped-call]
    except (OSError, ValueError) as exc:  # a missing file, or not a notebook (nbformat's errors are ValueErrors)
        raise SiteError(f"{source}: not a readable notebook: {exc}") from None
    return Lesson(source, "ja" if source.parent.name == "ja" else "en", lesson_title(nb, source.stem))


def find_lessons(folder: Path = LESSONS) -> list[Lesson]:
    """Every lesson that exists: the English ones in ``folder``, then the Japanese ones in ``folder/ja``."""
    return [read_lesson(p) for p in [*sorted(folder.glob("*.ipynb")), *sorted((folder / "ja").glob("*.ipynb"))]]


def lesson_nav(lesson: Lesson, lessons: Sequence[Lesson]) -> list[tuple[str, str]]:
    """The header links of a lesson's page, relative to it: home, gallery, previous, next, other language, live."""
    here = posixpath.dirname(lesson.href)

    def rel(href: str) -> str:
        return posixpath.relpath(href, here)

    same = [x for x in lessons if x.lang == lesson.lang]
    at = same.index(lesson)
    nav = [(rel(INDEX[lesson.lang]), "steamlab"), (rel(GALLERY[lesson.lang]), WORDS["gallery"][lesson.lang])]
    if at > 0:
        nav.append((rel(same[at - 1].href), f"{WORDS['previous'][lesson.lang]} {same[at - 1].title}"))
    if at + 1 < len(same):
        nav.append((rel(same[at + 1].href), f"{same[at + 1].title} {WORDS['next'][lesson.lang]}"))
    for other in lessons:
        if other.lang != lesson.lang and other.source.name == lesson.source.name:
            nav.append((rel(other.href), WORDS["other_language"][lesson.lang]))
    nav.append((lesson.live_url, WORDS["live"][lesson.lang]))
    return nav


STATIC_PICTURES = ("image/svg+xml", "image/png", "image/jpeg", "text/html")
"""A widget output's own still picture (e.g. the hex map's ``image/svg+xml``), or its still page (``text/html``:
the exercises, with their maps as pictures), shown on the site in its place."""


def _replace_widgets(nb: Any, live_url: str, lang: str = "en", *, in_browser: bool = False) -> int:
    """Widget outputs become their still picture, if their bundle has one, and a note (in ``lang``) with a link
    to the live lesson; the stored widget state goes. Returns how many widget outputs there were.

    >>> import nbformat
    >>> cell = nbformat.v4.new_code_cell("m")
    >>> cell.outputs = [nbformat.v4.new_output("display_data", data={WIDGET_VIEW: {"model_id": "1"},
    ...     "text/plain": "HexMapWidget(...)", "image/svg+xml": "<svg></svg>"})]
    >>> nb = nbformat.v4.new_notebook(cells=[cell])
    >>> _replace_widgets(nb, "https://example.org")
    1
    >>> html_out = cell.outputs[0]["data"]["text/html"]
    >>> html_out.startswith('<div class="steamlab-still"><svg></svg></div>') and "Binder" in html_out
    True
    """
    count = 0
    words = WORDS["live_note_browser" if in_browser else "live_note"][lang]
    note = f'<p class="steamlab-live">{words.format(url=html.escape(live_url))}</p>'
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if WIDGET_VIEW in data:
                out["data"] = {"text/html": _still_picture(data) + note}
                out["metadata"] = {}
                count += 1
    nb.metadata.pop("widgets", None)
    return count


def _still_picture(data: dict[str, Any]) -> str:
    """The first still picture of a mime bundle as HTML (inline SVG, an image with a data URL, or the widget's
    still page); ``""`` if none."""
    for mime in STATIC_PICTURES:
        if mime in data:
            value = data[mime]
            value = "".join(value) if isinstance(value, list) else str(value)
            if mime in ("image/svg+xml", "text/html"):
                return f'<div class="steamlab-still">{value}</div>'
            return f'<div class="steamlab-still"><img alt="" src="data:{mime};base64,{value.strip()}"></div>'
    return ""


def export_lesson(lesson: Lesson, out: Path, nav: Sequence[tuple[str, str]], *, execute: bool = True,
                  timeout: int = 300, executed: Any = None) -> float:
    """Execute one lesson and write its page under ``out``; the seconds its execution took.

    ``executed``: the lesson's notebook already run elsewhere (see :func:`build_site`); its outputs are used
    as they are and nothing is executed. A cell that fails, or runs longer than ``timeout`` seconds, is a
    :class:`SiteError` naming the lesson.
    """
    import nbformat
    from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError
    from nbconvert.preprocessors import CoalesceStreamsPreprocessor, ExecutePreprocessor

    if executed is not None:
        nb, execute = copy.deepcopy(executed), False
    else:
        nb = nbformat.read(lesson.source, as_version=4)  # type: ignore[no-untyped-call]
    start = time.monotonic()
    if execute:
        # private Unix sockets: two workers' kernels can never be given one address (steamlab.publish.ipc_kernels)
        executor = ExecutePreprocessor(timeout=timeout, kernel_name="python3",  # type: ignore[no-untyped-call]
                                       kernel_manager_class=AsyncIpcKernelManager)
        try:
            executor.preprocess(nb, {"metadata": {"path": str(lesson.source.parent)}})
        except (CellExecutionError, CellTimeoutError, DeadKernelError) as exc:
            raise SiteError(f"{lesson.source}: {type(exc).__name__}: {str(exc)[-2000:]}") from None
    seconds = time.monotonic() - start
    # one block per run of printed lines: how a kernel splits its output into messages depends on timing
    nb, _ = CoalesceStreamsPreprocessor().preprocess(nb, {})  # type: ignore[no-untyped-call]
    _replace_widgets(nb, lesson.live_url, lesson.lang, in_browser=lesson.in_browser)
    body, _ = _html_exporter().from_notebook_node(nb)
    target = out / lesson.href
    target.parent.mkdir(parents=True, exist_ok=True)
    css = posixpath.relpath("style.css", posixpath.dirname(lesson.href))
    target.write_text(page(lesson.title, rewrite_links(body), css=css, nav=nav, lang=lesson.lang), encoding="utf-8")
    return seconds


@functools.lru_cache(maxsize=1)
def _html_exporter() -> Any:
    """nbconvert's exporter of a lesson's body, made once per process: its templates compile once (46 lessons:
    9.2 s with an exporter each, 5.0 s with one, the same pages). No cell's code is printed (``exclude_input``):
    a lesson shows its prose, pictures and exercises, as Voila does."""
    from nbconvert import HTMLExporter

    return HTMLExporter(template_name="basic", exclude_input=True,  # type: ignore[no-untyped-call]
                        exclude_input_prompt=True, exclude_output_prompt=True)


def _export_job(lesson: Lesson, out: Path, nav: list[tuple[str, str]], execute: bool, timeout: int,
                executed: Any = None) -> float:
    """:func:`export_lesson` in a worker process; any other error comes back as a :class:`SiteError` (picklable)."""
    try:
        return export_lesson(lesson, out, nav, execute=execute, timeout=timeout, executed=executed)
    except SiteError:
        raise
    except Exception as exc:  # e.g. a kernel that did not start: name the lesson
        raise SiteError(f"{lesson.source}: {type(exc).__name__}: {exc}") from None


# -- the whole site --------------------------------------------------------------------------------
def index_body(lang: str, lessons: Sequence[Lesson]) -> str:
    """The home page of one language: its lessons in order (on the Japanese page, then those not yet translated)."""
    def items(group: Sequence[Lesson]) -> str:
        return "".join(f'<li><a href="{x.href}">{html.escape(x.title)}</a></li>' for x in group)

    mine = [x for x in lessons if x.lang == lang]
    translated = {x.source.name for x in mine}
    rest = [x for x in lessons if x.lang == "en" and x.source.name not in translated] if lang != "en" else []
    text = (f"<h1>steamlab</h1><p>{html.escape(WORDS['intro'][lang])}</p>"
            f"<h2>{WORDS['lessons'][lang]}</h2><ol>{items(mine)}</ol>")
    if rest:
        text += f"<h3>{WORDS['english_only'][lang]}</h3><ul>{items(rest)}</ul>"
    live = any(x.in_browser for x in lessons)  # the live site is beside this one: the dashboards run there
    dashboards = WORDS["dashboards_live" if live else "dashboards"][lang]
    return text + f"<h2>{WORDS['dashboards_title'][lang]}</h2><p>{dashboards}</p>"


def broken_links(out: Path, beside: Path | None = None) -> list[str]:
    """Every relative ``href``/``src`` of the site's pages that names no file of the site, as ``page: link``.

    ``beside``: the folder ``out`` will be copied into (a link to a file already there, such as the live
    site's pages, is not broken)."""
    problems = []
    for path in sorted(out.rglob("*.html")):
        for link in re.findall(r'(?:href|src)="([^"]*)"', path.read_text(encoding="utf-8")):
            link = html.unescape(link)
            parts = urlsplit(link)
            if parts.scheme in ("http", "https", "mailto", "data") or link.startswith("#"):
                continue
            if parts.scheme or parts.netloc or not parts.path:
                problems.append(f"{path.relative_to(out)}: {link} (not a page of the site)")
            elif not ((path.parent / parts.path).resolve().is_file() or (
                    beside is not None and (beside / path.parent.relative_to(out) / parts.path).resolve().is_file())):
                problems.append(f"{path.relative_to(out)}: {link} (no such file)")
    return problems


def build_site(out: Path, *, lessons: Sequence[Path] | None = None, execute: bool = True, jobs: int = 2,
               timeout: int = 300, executed: Mapping[Path, Any] | None = None,
               progress: Callable[[str], None] | None = None) -> SiteReport:
    """Write the site into ``out`` (created; files of an earlier build are overwritten).

    The site is built in a folder beside ``out`` and copied in only when it is whole: a lesson that fails or a
    link that leads nowhere raises :class:`SiteError` and leaves ``out`` as it was.

    ``lessons``: only these notebooks (default: every lesson in both languages); ``jobs`` lessons execute at
    once, each worker a fresh process. ``executed``: notebooks already run elsewhere, by source path (the test
    suite passes the lessons nbval has just run, outputs and all: ``tests/browser/test_browser_site.py``); those
    lessons are not executed again. ``make site`` passes none: every lesson executes. ``progress`` is told each
    executed lesson's time as it ends (``make site`` prints it).
    """
    found = find_lessons() if lessons is None else [read_lesson(Path(p)) for p in lessons]
    if (out / LIVE / "index.html").is_file():  # make site built the live site first: lessons link to it
        found = [replace(x, in_browser=True) for x in found]
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=out.parent if out.parent.is_dir() else None))
    staging.chmod(0o755)  # mkdtemp's 0700 would reach a new ``out``: a web server must read it
    try:
        report = _write_site(staging, found, execute=execute, jobs=jobs, timeout=timeout,
                             executed={Path(p).resolve(): nb for p, nb in (executed or {}).items()},
                             progress=progress)
        problems = broken_links(staging, beside=out)
        if problems:
            raise SiteError(f"the site has {counted(len(problems), 'broken link')}: " + "; ".join(problems[:10]))
        shutil.copytree(staging, out, dirs_exist_ok=True)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    report.pages = [out / p.relative_to(staging) for p in report.pages]
    return report


def _write_site(out: Path, found: Sequence[Lesson], *, execute: bool, jobs: int, timeout: int,
                executed: Mapping[Path, Any], progress: Callable[[str], None] | None = None) -> SiteReport:
    report = SiteReport()
    (out / "style.css").write_text(CSS.lstrip(), encoding="utf-8")
    seconds: dict[Lesson, float] = {}
    to_run = [x for x in found if execute and x.source.resolve() not in executed]
    if to_run:
        with ProcessPoolExecutor(max(1, min(jobs, len(to_run))), mp_context=multiprocessing.get_context("spawn")) as pool:
            jobs_of = {pool.submit(_export_job, x, out, lesson_nav(x, found), True, timeout): x for x in to_run}
            for job in as_completed(jobs_of):
                lesson = jobs_of[job]
                seconds[lesson] = job.result()
                if progress is not None:  # as each lesson ends: a stall shows while it lasts, not at the end
                    slow = f" (over {SLOW_LESSON_S:g} s: a stall?)" if seconds[lesson] > SLOW_LESSON_S else ""
                    progress(f"{lesson.href}: {seconds[lesson]:.1f} s{slow}")
    for x in found:
        if x not in seconds:
            seconds[x] = _export_job(x, out, lesson_nav(x, found), False, timeout, executed.get(x.source.resolve()))
    for lesson in found:
        report.pages.append(out / lesson.href)
        report.lesson_seconds[lesson.href] = round(seconds[lesson], 1)
        report.executed[lesson.href] = lesson in to_run
    for lang in LANGS:
        other = LANGS[1 - LANGS.index(lang)]
        nav = [(INDEX[lang], "steamlab"), (GALLERY[other], WORDS["other_language"][lang])]
        title = WORDS["gallery_title"][lang]
        target = out / GALLERY[lang]
        target.write_text(page(title, f"<h1>{html.escape(title)}</h1>\n{gallery(lang)}", css="style.css", nav=nav,
                               lang=lang), encoding="utf-8")
        report.pages.append(target)
        index = out / INDEX[lang]
        nav = [(GALLERY[lang], WORDS["gallery"][lang]), (INDEX[other], WORDS["other_language"][lang])]
        index.write_text(page("steamlab", index_body(lang, found), css="style.css", nav=nav, lang=lang),
                         encoding="utf-8")
        report.pages.insert(LANGS.index(lang), index)
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build steamlab's static site.")
    parser.add_argument("out", nargs="?", default=str(ROOT / "build" / "site"), help="output folder")
    parser.add_argument("--lesson", action="append",
                        help="only these lessons (file names under notebooks/lessons, e.g. ja/01_map_and_terrain.ipynb)")
    parser.add_argument("--jobs", type=int, default=2, help="lessons executed at once (default 2)")
    args = parser.parse_args(argv)
    lessons = [LESSONS / name for name in args.lesson] if args.lesson else None
    try:
        report = build_site(Path(args.out), lessons=lessons, jobs=args.jobs,
                            progress=lambda line: print(f"make site: {line}", flush=True))
    except SiteError as exc:
        print(f"make site: {exc}", file=sys.stderr)
        return 1
    for line in report.lines():
        print(f"make site: {line}", file=sys.stderr if line.startswith("warning") else sys.stdout)
    print(json.dumps({"pages": len(report.pages), "out": args.out, "lesson_seconds": report.lesson_seconds}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
