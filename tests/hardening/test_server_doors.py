"""Issue 34, findings 2 and 6: a web page elsewhere cannot drive the local server, nor start its kernels.

The server is started as ``make run`` starts it (``voila_command``, ``voila.json``), on 127.0.0.1 only, without
the preheated pool (one kernel is enough here; the pool would start ten). Every request is bounded in time.

- A DNS-rebinding page (``Host``/``Origin: rebind.attacker.test``) is refused on the page and on the kernel
  websocket (``allow_remote_access`` off), and a page of another origin is refused on the websocket.
- A cross-site GET that is not a person opening the page (an image tag, a prefetch) is refused before any kernel
  starts; the page sets the ``_xsrf`` cookie, so the shutdown beacon works with the XSRF check on, and a POST
  without it is refused.
"""

from __future__ import annotations

import base64
import http.client
import json
import os
import re
import time
from pathlib import Path

import pytest

pytest.importorskip("voila")
pytest.importorskip("psutil")

from steamlab.publish.classroom import VoilaServer  # noqa: E402
from steamlab.publish.motion import STILL_WHEN_ASKED  # noqa: E402
from steamlab.publish.server import PAGE_POLICY  # noqa: E402

pytestmark = pytest.mark.timeout(300)
ROOT = Path(__file__).resolve().parents[2]
REBIND = "rebind.attacker.test"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    s = VoilaServer(log=log, extra_args=["--VoilaConfiguration.preheat_kernel=False"])
    try:
        s.wait_up(timeout=90)
        yield s
    finally:
        s.stop()


def request(server, method: str, path: str, headers: dict[str, str] | None = None, body: str | None = None,
            timeout: float = 120.0) -> tuple[int, dict[str, str], str]:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=timeout)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        text = response.read().decode("utf-8", "replace")
        headers: dict[str, str] = {}
        for k, v in response.getheaders():  # a header sent twice (Set-Cookie: _xsrf, then the viewer's) kept whole
            headers[k.lower()] = f"{headers[k.lower()]}\n{v}" if k.lower() in headers else v
        return response.status, headers, text
    finally:
        conn.close()


def websocket_status(server, kernel_id: str, headers: dict[str, str]) -> int:
    key = base64.b64encode(os.urandom(16)).decode()
    upgrade = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": key,
               "Sec-WebSocket-Version": "13", **headers}
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        conn.request("GET", f"/api/kernels/{kernel_id}/channels", headers=upgrade)
        return conn.getresponse().status
    finally:
        conn.close()


@pytest.fixture(scope="module")
def opened(server):
    """One page opened as a person opens it: its kernel id and its ``_xsrf`` cookie."""
    local = f"127.0.0.1:{server.port}"
    status, headers, page = request(server, "GET", "/voila/render/index.ipynb",
                                    {"Host": local, "Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate",
                                     "Sec-Fetch-Dest": "document"})
    assert status == 200
    kernel = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', page) or re.search(r"kernel[_-]?[iI]d[\"']?\s*[:=]\s*[\"']([0-9a-f-]{36})", page)
    assert kernel, page[:500]
    cookie = re.search(r"_xsrf=([^;]+)", headers.get("set-cookie", ""))
    return kernel.group(1), cookie.group(1) if cookie else None


def test_voila_json_turns_the_checks_on():
    config = json.loads((ROOT / "voila.json").read_text())
    settings = config["Voila"]["tornado_settings"]
    assert settings.get("disable_check_xsrf") is not True
    assert settings["allow_remote_access"] is False and settings["local_hostnames"] == ["localhost"]
    assert settings.get("allow_origin", "") != "*"
    binder = json.loads((ROOT / "binder" / "jupyter_server_config.json").read_text())
    assert binder.get("ServerApp", {}).get("disable_check_xsrf") is False
    assert binder["ServerApp"].get("allow_origin", "") != "*"


@pytest.mark.parametrize("path", ["/", "/voila/render/hot_seat.ipynb"])
def test_a_rebinding_page_is_refused(server, path):
    before = len(server.kernels())
    status, _, _ = request(server, "GET", path, {"Host": f"{REBIND}:{server.port}",
                                                 "Origin": f"http://{REBIND}:{server.port}"}, timeout=30)
    assert status == 403
    assert len(server.kernels()) == before


def test_the_kernel_websocket_refuses_rebinding_and_other_origins(server, opened):
    kernel_id, _ = opened
    local = f"127.0.0.1:{server.port}"
    assert websocket_status(server, kernel_id, {"Host": f"{REBIND}:{server.port}",
                                                "Origin": f"http://{REBIND}:{server.port}"}) == 403
    assert websocket_status(server, kernel_id, {"Host": local, "Origin": "http://evil.example"}) in (403, 404)
    assert websocket_status(server, kernel_id, {"Host": local, "Origin": f"http://{local}"}) == 101


@pytest.mark.parametrize("headers", [
    {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"},  # <img src=...>
    {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe"},  # <iframe>
    {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "empty",
     "Sec-Purpose": "prefetch"},  # <link rel=prefetch>
])
def test_a_cross_site_fetch_starts_no_kernel(server, headers):
    before = set(server.kernels())
    status, _, _ = request(server, "GET", "/voila/render/hot_seat.ipynb",
                           {"Host": f"127.0.0.1:{server.port}", "Referer": "http://evil.example/", **headers},
                           timeout=30)
    assert status == 403
    time.sleep(1.0)
    assert set(server.kernels()) <= before


def test_the_page_sets_the_xsrf_cookie_and_the_beacon_needs_it(server, opened):
    kernel_id, xsrf = opened
    assert xsrf, "the page sets _xsrf before streaming"
    local = f"127.0.0.1:{server.port}"
    status, _, _ = request(server, "POST", f"/voila/api/shutdown/{kernel_id}",
                           {"Host": local, "Origin": f"http://{local}"}, body="", timeout=30)
    assert status == 403  # no _xsrf: refused
    assert kernel_id in server.kernels()
    status, _, _ = request(server, "POST", f"/voila/api/shutdown/{kernel_id}",
                           {"Host": local, "Origin": f"http://{local}", "Cookie": f"_xsrf={xsrf}",
                            "Content-Type": "application/x-www-form-urlencoded"},
                           body=f"_xsrf={xsrf}", timeout=30)
    assert status in (200, 204)
    deadline = time.monotonic() + 30
    while kernel_id in server.kernels() and time.monotonic() < deadline:
        time.sleep(0.5)
    assert kernel_id not in server.kernels()


@pytest.mark.parametrize("path", ["/", "/voila/render/index.ipynb"])
def test_every_page_may_load_from_this_server_only(server, path):
    """The file list and a dashboard carry the page policy; its sources name no other site (no scheme that reaches
    the network but this host's own, no wildcard), and no script runs inline but with the page's own nonce."""
    local = f"127.0.0.1:{server.port}"
    status, headers, page = request(server, "GET", path, {"Host": local, "Sec-Fetch-Site": "none",
                                                           "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"})
    assert status == 200
    policy = headers["content-security-policy"]
    directives = {d.split()[0]: d.split()[1:] for d in policy.split("; ")}
    assert directives["default-src"] == ["'self'"] and directives["connect-src"] == ["'self'"]
    nonces = [s for s in directives["script-src"] if s.startswith("'nonce-")]
    assert "'unsafe-inline'" not in directives["script-src"]
    for name, sources in directives.items():
        allowed = {"'self'", "data:", "blob:"} | ({"'unsafe-inline'"} if name == "style-src" else set())
        assert set(sources) - set(nonces) <= allowed, (name, sources)
    if path == "/":
        assert policy == PAGE_POLICY and not nonces
        return
    (nonce,) = nonces
    nonce = nonce[len("'nonce-"):-1]
    inline = [(attrs, body) for attrs, body in re.findall(r"<script([^>]*)>(.*?)</script>", page, re.S)
              if "src=" not in attrs and not re.search(r'type="(?!text/javascript|module)', attrs)]
    assert len(inline) >= 3, "Voilà's template writes its start-up inline"
    assert all(f'nonce="{nonce}"' in attrs for attrs, _ in inline), [a for a, _ in inline]
    again = request(server, "GET", path, {"Host": local})[1]["content-security-policy"]
    assert again != policy, "a nonce is new for every page"
    head = page.split("</head>", 1)[0]
    assert head.count(STILL_WHEN_ASKED) == 1 and page.count(STILL_WHEN_ASKED) == 1, "the spinner still when asked"


def test_a_script_in_a_cells_output_gets_no_nonce():
    """Only the template's scripts run: one a cell printed (a hostile name shown unescaped, say) gets no nonce."""
    from steamlab.publish.server import TemplateScripts

    scripts = TemplateScripts("n0")
    page = scripts.feed('<html><head><script>start()</script></head><body><div id="rendered_cells" ') + scripts.feed(
        '><div cell-index="1"><script>\n voila_process(1, 2)\n</script><div class="output"><script>steal()</scr')
    page += scripts.feed('ipt><script>voila_process(1, 2); steal()</script></div></div>') + scripts.close()
    assert page.count('nonce="n0"') == 2
    assert "<script>steal()</script>" in page and "<script>voila_process(1, 2); steal()</script>" in page


def test_a_made_up_xsrf_cookie_does_not_pass(server):
    """Tornado compares the ``_xsrf`` cookie with the form only: the same made-up value in both passed (issue 42.6).
    The server's tokens carry its signature now; the made-up pair is refused and the kernel lives."""
    local = f"127.0.0.1:{server.port}"
    status, _, page = request(server, "GET", "/voila/render/index.ipynb", {"Host": local})
    assert status == 200
    kernel_id = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', page).group(1)
    for made_up in ("abc", "2|00000000|00000000000000000000000000000000|1"):
        status, _, _ = request(server, "POST", f"/voila/api/shutdown/{kernel_id}",
                               {"Host": local, "Origin": f"http://{local}", "Cookie": f"_xsrf={made_up}",
                                "Content-Type": "application/x-www-form-urlencoded"},
                               body=f"_xsrf={made_up}", timeout=30)
        assert status == 403, made_up
    assert kernel_id in server.kernels()


ODD_PATHS = [
    "/voila/templates/../", "/voila/templates/..", "/voila/templates/%2e%2e/", "/voila/templates/",
    "/voila/templates/lab/", "/voila/templates/lab/static/", "/voila/templates/lab/static/../../",
    "/voila/templates/nope/static/x.js", "/voila/templates/../../../../etc/passwd",
    "/voila/templates/lab/static/..%2f..%2f..%2fetc%2fpasswd", "/voila/templates/%ff", "/voila/templates/%00/static/a",
    "/voila/static/../", "/voila/static/..%2f..%2fetc/passwd", "/voila/static/", "/voila/static/%ff",
    "/voila/files/../voila.json", "/voila/files/..%2f..%2fetc%2fpasswd", "/voila/files/%ff", "/voila/files/notebooks",
    "/voila/render/../../etc/passwd", "/voila/render/%00.ipynb", "/voila/render/nothere.ipynb", "/voila/render/",
    "/voila/render/..", "/voila/render/%2e%2e/voila.json", "/voila/render/%ff.ipynb", "/voila/render/index.ipynb/x",
    "/voila/tree/..", "/voila/tree/../..", "/voila/tree/%00", "/voila/tree/%ff",
    "/voila/api/themes/..", "/voila/api/themes/../../", "/voila/api/themes/%ff",
    "/voila/labextensions/..", "/voila/labextensions/../../", "/voila/labextensions/%ff",
    "/api/kernels/00000000-0000-0000-0000-000000000000", "/api/kernels/00000000-0000-0000-0000-000000000000/channels",
    "/voila/query/00000000-0000-0000-0000-000000000000", "/voila/api/shutdown/xyz",
    "/%ff", "//", "/voila//", "/login", "/logout", "/api", "/api/kernels", "/api/contents/../",
]


@pytest.mark.parametrize("method", ["GET", "HEAD"])
def test_no_path_answers_500(server, method):
    """Voilà's template file handler answered 500 for ``/voila/templates/../`` and ``/logout`` tried to render a page
    without its files; no odd path may crash a handler (issue 42.6)."""
    local = f"127.0.0.1:{server.port}"
    crashed = {}
    for path in ODD_PATHS:
        status, _, _ = request(server, method, path, {"Host": local}, timeout=30)
        if status >= 500:
            crashed[path] = status
    assert crashed == {}
    assert request(server, "GET", "/voila/templates/lab/static/voila.js", {"Host": local}, timeout=30)[0] == 200


def test_a_page_on_another_port_of_this_host_starts_no_kernel(server):
    """``Sec-Fetch-Site: same-site`` is a page on another port (or scheme) of this host: another origin. Its image
    tags and iframes started kernels (issue 42.3: 4 images and an iframe, 5 kernels); a link it shows still works."""
    local = f"127.0.0.1:{server.port}"
    before = set(server.kernels())
    for fetch in ({"Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"},
                  {"Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe"}):
        status, _, _ = request(server, "GET", "/voila/render/hot_seat.ipynb",
                               {"Host": local, "Referer": "http://127.0.0.1:9999/", "Sec-Fetch-Site": "same-site",
                                **fetch}, timeout=30)
        assert status == 403, fetch
    # a browser without Sec-Fetch headers still names the page's origin on its fetches: scheme, host and port compared
    status, _, _ = request(server, "GET", "/voila/render/hot_seat.ipynb",
                           {"Host": local, "Origin": "http://127.0.0.1:9999"}, timeout=30)
    assert status == 403
    time.sleep(1.0)
    assert set(server.kernels()) <= before


def test_a_page_kernel_talks_over_unix_sockets_not_loopback_ports(server):
    """``KernelManager.transport: ipc`` (voila.json): no TCP port for another process to take between Jupyter's pick
    and the kernel's bind, and none for another local user to reach."""
    before = set(server.kernels())
    status, _, _ = request(server, "GET", "/voila/render/index.ipynb", {"Host": f"127.0.0.1:{server.port}"})
    assert status == 200
    started = {k: files for k, files in server._kernel_files().items() if k not in before}
    assert started, "the page started no kernel"
    (_, connection_file), *_ = started.values()
    info = json.loads(Path(connection_file).read_text())
    assert info["transport"] == "ipc" and info["ip"].startswith(str(Path(connection_file).parent))


def test_the_file_list_links_every_dashboard_in_its_html(server):
    """``VoilaConfiguration.classic_tree`` (voila.json): ``/`` is HTML the server writes; the JupyterLab-based list,
    built by scripts in the browser, sometimes never showed (CI, twice)."""
    status, _, page = request(server, "GET", "/", {"Host": f"127.0.0.1:{server.port}"}, timeout=30)
    assert status == 200
    for notebook in sorted((ROOT / "notebooks" / "dashboards").glob("*.ipynb")):
        assert f"voila/render/{notebook.name}" in page, notebook.name


def test_a_widget_script_named_by_its_hash_is_sent_immutable_and_other_extension_files_are_asked_for_again(server):
    """The widgets' front-end files (issue 44): a script whose name carries its content's hash cannot change under
    that name, so a browser keeps it (no request per page); any other file (``package.json``) is asked for again."""
    from jupyter_core.paths import jupyter_path

    local = f"127.0.0.1:{server.port}"
    found = {}
    for folder in map(Path, jupyter_path("labextensions")):
        manager = folder / "@jupyter-widgets" / "jupyterlab-manager"
        if manager.is_dir():
            found["hashed"] = next((manager / "static").glob("remoteEntry.*.js"))
            found["plain"] = manager / "package.json"
            break
    assert found, "no @jupyter-widgets/jupyterlab-manager extension"
    url = "/voila/labextensions/@jupyter-widgets/jupyterlab-manager"
    status, headers, text = request(server, "GET", f"{url}/static/{found['hashed'].name}", {"Host": local}, timeout=30)
    assert status == 200 and text == found["hashed"].read_text(encoding="utf-8")
    assert headers["cache-control"] == "public, max-age=31536000, immutable"
    status, headers, _ = request(server, "GET", f"{url}/package.json", {"Host": local}, timeout=30)
    assert status == 200 and headers["cache-control"] == "no-cache"
