"""The static site in a real browser: built, served by ``python -m http.server``, every page crawled.

Every page reachable from index.html must load with status 200, with no failed
request, no request to another host (a static host may be offline, and no CDN
is used), no page error, and every picture drawn (inline SVG with a size, or
an image that decoded).

In the whole suite (``make test``: ``--nbval-lax``), nbval has already executed
every lesson in this session; this test runs after it (``tests/browser/conftest.py``
puts ``site`` tests last) and builds those lessons' pages from the outputs nbval
received, instead of executing 46 notebooks a second time. One lesson
(:data:`FRESH`) is always executed by the build as ``make site`` does, and its
page must match the one made from nbval's outputs. Run alone (``make site-check``),
no lesson has been run: the build executes every lesson.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import urldefrag, urlparse

import nbformat
import pytest

from steamlab.course.lessons import LESSONS as LESSON_MODULES
from steamlab.publish.classroom import CHROMIUM
from steamlab.publish.site import LESSONS, build_site, export_lesson, find_lessons, lesson_nav

FRESH = LESSONS / "ja" / "01_map_and_terrain.ipynb"
"""The lesson the suite always executes afresh (a hex map widget with its still picture, Japanese words)."""

pytestmark = [pytest.mark.browser, pytest.mark.site]

PICTURES = """() => {
  const svgs = [...document.querySelectorAll('svg')].filter(s => !s.parentElement.closest('svg'));
  const imgs = [...document.querySelectorAll('img')];
  return {
    svg: svgs.length, svg_drawn: svgs.filter(s => { const r = s.getBoundingClientRect(); return r.width > 10 && r.height > 10; }).length,
    img: imgs.length, img_drawn: imgs.filter(i => i.complete && i.naturalWidth > 0).length,
    still: document.querySelectorAll('.steamlab-still > svg, .steamlab-still > img').length,
    exercise_maps: document.querySelectorAll('.steamlab-still .steamlab-exercise-map > svg').length,
    links: [...document.querySelectorAll('a[href]')].map(a => a.href),
  };
}"""



def exercise_code(lesson: Path) -> str:
    """The lesson's source and the course function its exercise cell calls (``building_costs.lesson_2(...)``):
    the exercises are made there, out of the reader's sight."""
    text = lesson.read_text(encoding="utf-8")
    called = re.search(r"(\w+)\.(lesson_\d+)\(", text)
    if not called or called.group(1) not in LESSON_MODULES.values():
        return text
    module = importlib.import_module(f"steamlab.course.lessons.{called.group(1)}")
    return text + inspect.getsource(getattr(module, called.group(2)))

def keep_nbval_messages() -> None:
    """From now on nbval's notebook items keep every IOPub message their kernel sends (``iopub_log``).

    nbval reads the kernel's messages itself and keeps only some of them as a cell's outputs: it ignores widget
    messages and ``clear_output``, so text printed into an ``Output`` widget (the exercises) would land in the
    cell. With every message kept, :func:`lessons_run_by_nbval` lets nbclient, which ``make site`` runs, turn
    the same messages into the same outputs. Called when this module is imported, i.e. collected, before any
    notebook runs; a no-op the second time.
    """
    from nbval.plugin import IPyNbFile

    if getattr(IPyNbFile, "keeps_iopub_log", False):
        return
    original = IPyNbFile.get_kernel_message

    def get_kernel_message(self, timeout=None, stream="iopub"):
        msg = original(self, timeout=timeout, stream=stream)
        if stream == "iopub":
            self.__dict__.setdefault("iopub_log", []).append(msg)
        return msg

    IPyNbFile.get_kernel_message = get_kernel_message
    IPyNbFile.keeps_iopub_log = True


keep_nbval_messages()


def lessons_run_by_nbval(session: pytest.Session) -> dict[Path, nbformat.NotebookNode]:
    """The lessons nbval has run earlier in this session, as executed notebooks: each code cell's outputs made
    by nbclient (as ``make site`` makes them) from the kernel messages nbval received for it. A lesson is left
    out (the build executes it) unless every code cell ran, in order, to its end without an error.

    Checked once for all 46 lessons: the pages equal those of a fresh execution (docs/publishing.md); in the
    suite, :data:`FRESH` is checked every time."""
    from IPython.core.displayhook import DisplayHook
    from jupyter_client.session import Session
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionComplete
    from nbval.plugin import IPyNbCell

    cells: dict[Path, list[IPyNbCell]] = {}
    for item in session.items:
        if isinstance(item, IPyNbCell) and Path(item.path).resolve().is_relative_to(LESSONS.resolve()):
            cells.setdefault(Path(item.path).resolve(), []).append(item)
    found = {}
    for path, items in cells.items():
        log = getattr(items[0].parent, "iopub_log", [])
        if items[0].parent.timed_out or any(x.test_outputs is None for x in items):
            continue
        nb = nbformat.read(path, as_version=4)
        code = [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
        started = [m for m in log if m["msg_type"] == "execute_input"]
        if len(started) != len(code) or any(m["content"]["code"] != c.source for m, (_, c) in zip(started, code, strict=True)):
            continue
        client = NotebookClient(nb, record_timing=False)
        # nbclient's Output widget stand-in syncs its state back to the kernel: that kernel is gone, drop it
        client.kc = SimpleNamespace(session=Session(), shell_channel=SimpleNamespace(send=lambda msg: None))
        for (index, cell), start in zip(code, started, strict=True):
            cell.outputs = []
            client.clear_before_next_output = False  # what nbclient sets before each cell it executes
            for msg in (m for m in log if m["parent_header"].get("msg_id") == start["parent_header"]["msg_id"]):
                try:
                    client.process_message(msg, cell, index)
                except CellExecutionComplete:
                    break
            if DisplayHook.semicolon_at_end_of_expression(cell.source):  # nbval runs cells with store_history=False,
                cell.outputs = [o for o in cell.outputs if o.output_type != "execute_result"]  # so ';' hid nothing
        if not any(o.output_type == "error" for _, c in code for o in c.outputs):
            found[path] = nb
    return found


def page_text(path: Path) -> str:
    """A page's HTML without what changes from one run to the next (ids an SVG or a kernel draws at random)."""
    text = path.read_text(encoding="utf-8")
    return re.sub(r"\b[0-9a-f]{32}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", "<id>", text)


@pytest.fixture(scope="module")
def site(request, tmp_path_factory):
    """The site built as ``make site`` builds it (lessons executed in fresh worker processes), served; (url, lessons)."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    out = tmp_path_factory.mktemp("site")
    lessons = find_lessons()  # whatever lessons exist now, in both languages
    ran = lessons_run_by_nbval(request.session)
    report = build_site(out, lessons=[x.source for x in lessons],
                        executed={p: nb for p, nb in ran.items() if p != FRESH.resolve()})
    print(f"site: {sum(report.executed.values())} lesson(s) executed, {len(ran)} from nbval's outputs")
    if ran:  # the executing path (make site) and the nbval path give the same page
        assert report.executed == {x.href: x.source.resolve() not in ran or x.source == FRESH for x in lessons}
        fresh = next(x for x in lessons if x.source == FRESH)
        if FRESH.resolve() in ran:
            again = tmp_path_factory.mktemp("nbval")
            export_lesson(fresh, again, lesson_nav(fresh, lessons), executed=ran[FRESH.resolve()])
            assert page_text(again / fresh.href) == page_text(out / fresh.href)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(out)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                urllib.request.urlopen(url, timeout=2).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("http.server did not start")
                time.sleep(0.1)
        yield url, lessons
    finally:
        proc.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=5)


@pytest.mark.timeout(900)  # the fixture executes every lesson in both languages, two at a time
def test_every_page_loads_with_its_pictures_and_no_failed_request(site, static_page):
    """Crawled in the session's browser (tests/browser/conftest.py): a second Playwright in one process is refused."""
    page = static_page
    site_url, lessons = site
    host = urlparse(site_url).netloc
    problems: list[str] = []
    page.on("requestfailed", lambda r: problems.append(f"failed: {r.url}"))
    page.on("response", lambda r: r.status >= 400 and problems.append(f"{r.status}: {r.url}"))
    page.on("request", lambda r: urlparse(r.url).netloc not in (host, "") and problems.append(f"outside: {r.url}"))
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    todo, seen, pictures, stills = [site_url + "index.html", site_url + "index-ja.html"], set(), {}, {}
    exercise_maps: dict[str, int] = {}
    while todo:
        url = todo.pop()
        if url in seen:
            continue
        seen.add(url)
        response = page.goto(url)
        assert response is not None and response.status == 200, url
        found = page.evaluate(PICTURES)
        assert found["svg_drawn"] == found["svg"] and found["img_drawn"] == found["img"], (url, found)
        pictures[url[len(site_url):]] = found["svg"] + found["img"]
        stills[url[len(site_url):]] = found["still"]
        exercise_maps[url[len(site_url):]] = found["exercise_maps"]
        for link in found["links"]:
            target = urldefrag(link)[0]
            if urlparse(target).netloc == host and target not in seen:
                todo.append(target)
            elif urlparse(target).netloc != host:
                assert target.startswith("https://"), (url, link)  # links out (Binder) are not fetched
    assert problems == []
    assert {u for u in pictures if u.startswith("lessons/")} == {x.href for x in lessons}
    assert {"index.html", "index-ja.html", "gallery.html", "gallery-ja.html"} <= set(pictures)
    assert pictures["gallery.html"] >= 6 and pictures["gallery-ja.html"] >= 6
    maps = [x.href for x in lessons if "HexMapWidget(" in x.source.read_text(encoding="utf-8")]
    assert maps and all(stills[href] >= 1 for href in maps), stills  # a live map shows its still picture
    clicks = [x.href for x in lessons if "hex_pick(" in exercise_code(x.source)]
    assert clicks and all(exercise_maps[href] >= 1 for href in clicks), exercise_maps  # so does an exercise's map
    for lang, at_least in (("en", 5), ("ja", 1)):  # the lessons that draw a board show it as SVG
        drawn = [x.href for x in lessons if x.lang == lang and pictures[x.href] > 0]
        assert len(drawn) >= min(at_least, sum(x.lang == lang for x in lessons)), (lang, drawn)
