"""The index page (``notebooks/dashboards/index.ipynb``): every dashboard of the folder with the title of its first
markdown heading, the lessons by path with the learner's progress, the maps."""

from __future__ import annotations

import html
import json
import os
import re
from collections.abc import Sequence
from pathlib import Path

import ipywidgets as widgets

from steamlab.core.lessons import PATH_NAMES, PATHS, short_title
from steamlab.core.maps import entry_title, map_entries
from steamlab.widgets.i18n import tr
from steamlab.widgets.language import PAGES, DashboardHeader, page_intro, page_title
from steamlab.widgets.layout import page_style
from steamlab.widgets.progress import browser_progress, lesson_mark, progress_html

e = html.escape


def notebook_title(path: Path, lang: str = "en") -> tuple[str, str]:
    """A notebook's title and the sentence after it, in ``lang``.

    A dashboard of this folder (:data:`~steamlab.widgets.language.PAGES`) is named by the catalogue;
    any other notebook by its first markdown heading and the text after it (up to the first blank
    line), whatever ``lang``: a lesson's Japanese is its generated copy under ``lessons/ja/`` (read
    that notebook), its prose translated in ``lessons/locale/``, not in the notebook.
    """
    if path.stem in PAGES:
        return page_title(path.stem, lang), page_intro(path.stem, lang)
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return path.stem.replace("_", " "), ""
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        src = "".join(cell.get("source", []))
        lines = src.strip().splitlines()
        for i, line in enumerate(lines):
            if line.startswith("#"):
                rest: list[str] = []
                for more in lines[i + 1:]:
                    if not more.strip():
                        if rest:
                            break
                        continue
                    if more.startswith("#"):
                        break
                    rest.append(more.strip())
                text = re.sub(r"\[[^\]]*\]\(index\.ipynb\)", "", " ".join(rest)).strip()  # no link back to the index
                return line.lstrip("#").strip(), text
    return path.stem.replace("_", " "), ""


def _md_links(text: str) -> str:
    """Escape ``text`` and turn ``**bold**`` and ``[label](url)`` into HTML."""
    out = e(text)
    out = re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", out)
    out = re.sub(r"\*([^*]+)\*", r"<i>\1</i>", out)
    return re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r'<a href="\2">\1</a>', out)


def served_root(server: tuple[Sequence[str], str] | None = None) -> Path | None:
    """The folder a standalone Voila serves, when this kernel is one of its pages' (``make run``:
    ``voila notebooks/dashboards``); ``None`` under JupyterLab, Binder's Voila extension or anything else.

    ``server`` is the parent process's command line and working folder (read from the system when not given).

    >>> served_root((["/x/.venv/bin/python", "-m", "voila", "notebooks/dashboards/", "--port", "8866"], "/repo"))
    PosixPath('/repo/notebooks/dashboards')
    >>> served_root((["/x/bin/python", "-m", "steamlab.publish.server", "notebooks/dashboards/"], "/repo"))
    PosixPath('/repo/notebooks/dashboards')
    >>> served_root((["/x/bin/jupyter-lab", "--no-browser"], "/repo")) is None
    True
    """
    if server is None:
        try:
            import psutil  # type: ignore[import-untyped,unused-ignore]  # (ipykernel's dependency)

            parent = psutil.Process(os.getppid())
            server = (parent.cmdline(), parent.cwd())
        except Exception:  # no psutil, no such process, no permission: assume the links work
            return None
    args, cwd = server
    names = [Path(a).name for a in args]
    starts = [i for i, name in enumerate(names) if name in ("voila", "steamlab.publish.server")]  # make run's Voila
    if not starts:
        return None
    rest = list(args[starts[0] + 1:])
    folders = [a for a, before in zip(rest, [None, *rest], strict=False)
               if not a.startswith("-") and not (before or "").startswith("--port") and not a.endswith(".ipynb")]
    return (Path(cwd) / folders[0]).resolve() if folders else Path(cwd).resolve()


def lessons_reachable(folder: str | Path = ".", server: tuple[Sequence[str], str] | None = None) -> bool:
    """Whether a page can open the lessons (``folder/../lessons``): not when a standalone Voila serves a folder
    that does not hold them (its links gave 404 Not Found).

    >>> lessons_reachable("/repo/notebooks/dashboards", (["voila", "notebooks/dashboards"], "/repo"))
    False
    >>> lessons_reachable("/repo/notebooks/dashboards", (["voila", "notebooks"], "/repo"))
    True
    """
    root = served_root(server)
    if root is None:
        return True
    here = Path(folder).resolve() / "lessons"  # the link to the lessons inside the served folder (not resolved)
    lessons = here if here.exists() else (Path(folder) / ".." / "lessons").resolve()
    return lessons == root or root in lessons.parents


def index_html(folder: str | Path = ".", exclude: Sequence[str] = ("index.ipynb",), lang: str = "en",
               lesson_links: bool | None = None) -> str:
    """The index's HTML: a table linking every notebook of ``folder`` with its title and sentence, the lessons.

    In Japanese a lesson links to its generated Japanese notebook (``../lessons/ja/``) when there is one.
    ``lesson_links``: whether the lessons are links (default: :func:`lessons_reachable`); when they are not,
    the list says how to open them.
    """
    if lesson_links is None:
        lesson_links = lessons_reachable(folder)
    rows = []
    for path in sorted(Path(folder).glob("*.ipynb")):
        if path.name in exclude or path.name.startswith("."):
            continue
        title, text = notebook_title(path, lang)
        rows.append(f'<tr><td style="{_LEFT};white-space:nowrap;font-weight:bold"><a href="{e(path.name)}">{e(title)}</a>'
                    f'</td><td style="{_LEFT}">{_md_links(text)}</td></tr>')
    lessons = lessons_html(folder, lang, lesson_links)
    intro = tr("index_lessons_intro" if lesson_links else "index_lessons_elsewhere", lang)
    lesson_list = (f"<h3>{e(tr('index_lessons', lang))}</h3><p>{e(intro)}</p>{lessons}") if lessons else ""
    return (f"<style>{_LINK_CSS}</style>"
            f'<table class="steamlab-index" style="width:100%;line-height:1.4"><tr><th style="{_LEFT}">'
            f'{e(tr("index_dashboard", lang))}</th><th style="{_LEFT}">{e(tr("index_what", lang))}</th></tr>'
            + "".join(rows) + "</table>" + lesson_list)


def lessons_html(folder: str | Path = ".", lang: str = "en", links: bool = True) -> str:
    """The lessons beside ``folder`` (``folder/lessons``, else ``folder/../lessons``) as a list per game path
    (:data:`steamlab.core.lessons.PATHS`), each in its path's order and numbered by its place there, each a link to
    its page (the Japanese copy in Japanese) with how far the learner got; ``""`` when there are none.

    >>> html_text = lessons_html(Path(__file__).parents[3] / "notebooks" / "dashboards")
    >>> html_text.index("Action tiles") < html_text.index("Is it worth taking the Engineer") < html_text.index("Russian")
    True
    >>> '<a href="lessons/14_action_tiles.ipynb">Action tiles' in html_text
    True
    """
    here = Path(folder) / "lessons"
    found = here if here.is_dir() else Path(folder) / ".." / "lessons"
    prefix = "lessons" if here.is_dir() else "../lessons"
    files = {int(p.name[:2]): p for p in sorted(found.glob("[0-9][0-9]_*.ipynb"))}
    if not files:
        return ""
    paths = [(PATH_NAMES[name], [n for n in numbers if n in files]) for name, numbers in PATHS.items()]
    others = [n for n in files if not any(n in numbers for numbers in PATHS.values())]
    if others:
        paths.append(({"en": tr("index_lessons", "en"), "ja": tr("index_lessons", "ja")}, others))
    out = []
    for name, numbers in paths:
        items = []
        for n in numbers:
            path = files[n]
            translated = path.parent / "ja" / path.name
            if lang == "ja" and translated.exists():
                title, _text = notebook_title(translated)
                href = f"{prefix}/ja/{path.name}"
            else:
                title, _text = notebook_title(path, lang)
                href = f"{prefix}/{path.name}"
            title = short_title(title)
            named = f'<a href="{e(href)}">{e(title)}</a>' if links else e(title)
            mark = lesson_mark(n, lang)
            mark = f' <span class="steamlab-lesson-mark" style="color:#2e7d32">({e(mark)})</span>' if mark else ""
            items.append(f'<li data-lesson="{n}">{named}{mark}</li>')
        if items:
            out.append(f'<h4 class="steamlab-lesson-path">{e(name[lang])}</h4><ol class="steamlab-lessons">'
                       f'{"".join(items)}</ol>')
    return "".join(out)


def maps_html(lang: str = "en") -> str:
    """The maps section of the index: every map that loads with its hex, city and town counts."""
    items = []
    for name, entry in map_entries().items():  # the folders' indexes: no map is opened (issue 42)
        counts = tr("index_map_counts", lang, title=entry_title(entry, lang) or name, hexes=entry.get("hexes", 0),
                    cities=entry.get("cities", 0), towns=entry.get("towns", 0))
        items.append(f"<li>{e(counts)}</li>")
    link = f'<a href="map_editor.ipynb">{e(page_title("map_editor", lang))}</a>'
    return (f"<h3>{e(tr('index_maps', lang))}</h3><p>{e(tr('index_maps_intro', lang))} ({link})</p>"
            f'<ul class="steamlab-maps">{"".join(items)}</ul>')


def dashboard_index(folder: str | Path = ".", exclude: Sequence[str] = ("index.ipynb",), lang: str = "en") -> widgets.HTML:
    """An HTML table linking every notebook of ``folder`` (its title: the catalogue's, else its first heading).

    >>> from pathlib import Path
    >>> html_text = dashboard_index(Path(__file__).parents[3] / "notebooks" / "dashboards").value
    >>> 'href="map_viewer.ipynb"' in html_text and "Map viewer" in html_text
    True
    """
    # An HTML *widget*, not an HTML output: JupyterLab's renderer would open every link in a new tab.
    out = widgets.HTML(index_html(folder, exclude, lang), layout=widgets.Layout(width="100%"))
    out.add_class("steamlab-index-box")
    return out


class IndexApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """The index page: title, language switch, every dashboard and lesson, the maps.

    >>> app = IndexApp(Path(__file__).parents[3] / "notebooks" / "dashboards")
    >>> app.set_lang("ja")
    >>> "マップビューア" in app.listing.value and "ヘクス" in app.maps.value
    True
    """

    def __init__(self, folder: str | Path = ".", lang: str = "en") -> None:
        self.folder = folder
        self.header = DashboardHeader("index", lang, index_link=False)
        self.listing = dashboard_index(folder, lang=lang)
        self.progress = widgets.HTML(self._progress(lang))  # the exercises answered in the lessons
        self.progress.add_class("steamlab-index-progress")
        self.maps = widgets.HTML(maps_html(lang))
        self.maps.add_class("steamlab-index-maps")
        # on a server the viewer's browser keeps the progress: the index is written again once it has told it
        keeper = browser_progress(lambda: self.set_lang(self.header.lang))
        super().__init__([self.header, self.listing, self.progress, self.maps, page_style(),
                          *([keeper] if keeper is not None else [])])
        self.add_class("steamlab-index-app")
        self.header.on_lang(self.set_lang)
        self.header.on_open(lambda: self.set_lang(self.header.lang))  # a map saved since the kernel started

    def set_lang(self, lang: str) -> None:
        """The whole index in ``lang`` (the progress read again first: the lessons' kernels write it)."""
        self.progress.value = self._progress(lang)
        self.listing.value = index_html(self.folder, lang=lang)
        self.maps.value = maps_html(lang)

    def _progress(self, lang: str) -> str:
        return progress_html(len(list((Path(self.folder) / ".." / "lessons").glob("[0-9][0-9]_*.ipynb"))), lang)


_LEFT = "text-align:left;vertical-align:top"
_LINK_CSS = ".steamlab-index a, .steamlab-lessons a { color: #0b57d0; text-decoration: underline; }"


__all__ = ["IndexApp", "dashboard_index", "index_html", "lessons_html", "lessons_reachable", "maps_html", "notebook_title",
           "served_root"]
