"""The static site in a real browser: built, served by ``python -m http.server``, every page crawled.

Every page reachable from index.html must load with status 200, with no failed
request, no request to another host (a static host may be offline, and no CDN
is used), no page error, and every picture drawn (inline SVG with a size, or
an image that decoded).
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from urllib.parse import urldefrag, urlparse

import pytest

from steamlab.publish.classroom import CHROMIUM
from steamlab.publish.site import build_site, find_lessons

pytestmark = [pytest.mark.browser, pytest.mark.site]

PICTURES = """() => {
  const svgs = [...document.querySelectorAll('svg')].filter(s => !s.parentElement.closest('svg'));
  const imgs = [...document.querySelectorAll('img')];
  return {
    svg: svgs.length, svg_drawn: svgs.filter(s => { const r = s.getBoundingClientRect(); return r.width > 10 && r.height > 10; }).length,
    img: imgs.length, img_drawn: imgs.filter(i => i.complete && i.naturalWidth > 0).length,
    links: [...document.querySelectorAll('a[href]')].map(a => a.href),
  };
}"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site built as ``make site`` builds it (lessons executed in fresh worker processes), served; (url, lessons)."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    out = tmp_path_factory.mktemp("site")
    lessons = find_lessons()  # whatever lessons exist now, in both languages
    build_site(out, lessons=[x.source for x in lessons])
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
def test_every_page_loads_with_its_pictures_and_no_failed_request(site, page):
    """Crawled in the session's browser (tests/browser/conftest.py): a second Playwright in one process is refused."""
    site_url, lessons = site
    host = urlparse(site_url).netloc
    problems: list[str] = []
    page.on("requestfailed", lambda r: problems.append(f"failed: {r.url}"))
    page.on("response", lambda r: r.status >= 400 and problems.append(f"{r.status}: {r.url}"))
    page.on("request", lambda r: urlparse(r.url).netloc not in (host, "") and problems.append(f"outside: {r.url}"))
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    todo, seen, pictures = [site_url + "index.html", site_url + "index-ja.html"], set(), {}
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
    for lang, at_least in (("en", 5), ("ja", 1)):  # the lessons that draw a board show it as SVG
        drawn = [x.href for x in lessons if x.lang == lang and pictures[x.href] > 0]
        assert len(drawn) >= min(at_least, sum(x.lang == lang for x in lessons)), (lang, drawn)
