"""Two lessons in JupyterLab: run, read and clicked as a learner does.

JupyterLab runs on a free loopback port with a token and its own settings and
workspace folders (so nothing of the machine's own Lab leaks in); the test
opens lesson 1 (English: a picture, tables, the live map) and lesson 2 in Japanese
(money in the text, a picture, tables), each in a fresh workspace, clears
their stored outputs and runs them with the menu's Run > Run All Cells.

What to wait for (seen on screenshots of earlier attempts):

- the notebook is *loaded* only when the status bar says ``Cell 1/N`` with
  the file's N cells (before that it shows ``Cell 1/1``: a Run All then runs
  one cell and the wait for the others never ends), and the kernel is
  started when it says ``| Idle``;
- a run is over when every code cell's prompt is a number (``[3]:``) -- the
  stored outputs are cleared first, so stored numbers cannot pass for new
  ones -- or as soon as an error shows (then the test fails saying which).

Notebook windowing is off in the test's settings (every cell in the page),
and the news notification is off (it covered the page's corner).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from steamlab.core.hexgrid import parse_label
from steamlab.core.maps import load_map, place_names
from steamlab.i18n.check import english_runs
from steamlab.publish.classroom import SCREEN
from steamlab.render.scene import view_for

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "notebooks" / "lessons"
TOKEN = "steamlab-lab-test"
NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"
"""The notebook on show (other tabs stay in the page, hidden)."""
ERROR = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false",
                                                                         "checkForUpdates": False},
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Lab:
    """``jupyter lab`` on a free port, no browser, a token; :meth:`stop` ends its kernels and it."""

    def __init__(self, home: Path) -> None:
        for name, values in SETTINGS.items():
            path = home / "settings" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {**os.environ, "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
               "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"), "JUPYTER_RUNTIME_DIR": str(home / "runtime")}
        self.log = open(home / "lab.log", "w")  # noqa: SIM115 (closed in stop)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", f"--port={self.port}",
             "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={ROOT}",
             "--LabApp.news_url=None"],
            cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)

    def api(self, path: str, method: str = "GET") -> object:
        req = urllib.request.Request(f"{self.url}/api/{path}?token={TOKEN}", method=method)
        with urllib.request.urlopen(req, timeout=10) as r:
            body = r.read()
        return json.loads(body) if body else None

    def wait_up(self, timeout: float = 90.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"jupyter lab exited with {self.proc.returncode}")
            try:
                self.api("status")
                return
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"jupyter lab did not start within {timeout:.0f} s") from None
                time.sleep(0.3)

    def stop(self) -> None:
        with contextlib.suppress(OSError):
            for session in self.api("sessions"):  # type: ignore[union-attr]
                self.api(f"sessions/{session['id']}", "DELETE")  # its kernel ends with it
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=5)
        self.log.close()


@pytest.fixture(scope="module")
def lab(tmp_path_factory) -> Iterator[Lab]:
    pytest.importorskip("jupyterlab")
    server = Lab(tmp_path_factory.mktemp("lab"))
    try:
        server.wait_up()
        yield server
    finally:
        server.stop()


def open_and_run(page, lab: Lab, lesson: Path, workspace: str) -> float:
    """Open ``lesson`` in a fresh workspace, clear its outputs, Run All, wait for the last cell; seconds of the run."""
    rel = lesson.relative_to(ROOT).as_posix()
    cells = len(json.loads(lesson.read_text(encoding="utf-8"))["cells"])
    page.goto(f"{lab.url}/lab/workspaces/{workspace}/tree/{rel}?reset&token={TOKEN}")
    page.wait_for_function(
        """n => { const s = document.querySelector('#jp-main-statusbar');
                  return !!s && s.textContent.includes('Cell 1/' + n) && s.textContent.includes('| Idle'); }""",
        arg=cells, timeout=90_000)
    # No code in front of the reader: every code cell's source is folded as saved (Lab draws a placeholder). Lab
    # numbers only the prompts it shows, so the code is opened for the run (how the lesson's first lines say) and
    # folded again after it.
    notebook = page.locator(NOTEBOOK)
    code_cells = notebook.locator(".jp-CodeCell").count()
    assert code_cells >= 3 and notebook.locator(".jp-CodeCell .jp-InputPlaceholder").count() == code_cells, rel
    # the fold shows no code (Lab shows a folded cell's first line: each starts with an empty one), and opening the
    # lesson changed nothing in it (Lab rewrote a kernel name that differed: the tab was marked modified at once)
    shown = [t for t in notebook.locator(".jp-InputPlaceholder .jp-PlaceholderText").all_inner_texts() if t.strip()]
    assert shown == [], f"{rel}: folded cells show {shown}"
    page.wait_for_timeout(2_000)
    assert page.locator(".lm-TabBar-tab.jp-mod-dirty").count() == 0, f"{rel}: modified as soon as opened"
    view_menu(page, "Expand All Code")
    page.locator("li.lm-MenuBar-item", has_text="Edit").click()
    page.get_by_role("menuitem", name="Clear Outputs of All Cells", exact=True).click()
    page.locator("li.lm-MenuBar-item", has_text="Run").click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    start = time.monotonic()
    page.wait_for_function(
        """([nb, error]) => { const root = document.querySelector(nb);
               if (root.querySelector(error)) return true;
               const p = [...root.querySelectorAll('.jp-CodeCell .jp-InputPrompt')].map(e => e.textContent.trim());
               return p.length > 0 && p.every(x => /^\\[\\d+\\]:$/.test(x)); }""",
        arg=[NOTEBOOK, ERROR], timeout=120_000)
    errors = notebook.locator(ERROR)
    assert errors.count() == 0, f"{rel}: {errors.first.inner_text()[-1500:]}"
    took = time.monotonic() - start
    view_menu(page, "Collapse All Code")
    assert notebook.locator(".jp-CodeCell .jp-InputPlaceholder").count() == code_cells
    return took


def view_menu(page, item: str) -> None:
    """Choose ``item`` of Lab's View menu."""
    page.locator("li.lm-MenuBar-item", has_text="View").click()
    page.get_by_role("menuitem", name=item, exact=True).click()


def reader_text(page) -> str:
    """What the reader reads of the notebook: its rendered markdown and outputs (not the code)."""
    return "\n".join(page.locator(NOTEBOOK).locator(".jp-MarkdownOutput, .jp-OutputArea-output").all_inner_texts())


def formulas(page) -> int:
    """Formulas typeset in the notebook: Lab's MathJax pairs `$` signs of money written outside code."""
    return page.locator(NOTEBOOK).locator("mjx-container, .MathJax, .jp-RenderedLatex").count()


def money_in_text(page) -> list[str]:
    """Amounts in the rendered markdown that read as money (``$3``)."""
    codes = page.locator(NOTEBOOK).locator(".jp-MarkdownOutput code").all_inner_texts()
    return [c for c in codes if c.startswith("$") and c[1:].isdigit()]


def number_answer(lesson: Path, index: int) -> int:
    """The right answer of number exercise ``index`` of ``lesson``, as its exercise cell makes it: the course
    function it calls, with the lesson's own literals for its arguments (``lesson_2(links)``)."""
    import ast
    import importlib

    code = "\n".join("".join(c["source"]) for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"]
                     if c["cell_type"] == "code")
    call = re.search(r"(\w+)\.(lesson_\d+)\(([^)]*)\)", code)
    assert call, lesson
    names = [n.strip() for n in call.group(3).split(",") if n.strip()]
    values = [ast.literal_eval(re.search(rf"^{n} = (.+)$", code, re.M).group(1)) for n in names]
    module = importlib.import_module(f"steamlab.course.lessons.{call.group(1)}")
    answers = getattr(module, call.group(2))(*values)[index].answers
    return int(min(answers))


def answer_wrong_hinted_right(page, exercise, wrong: int, right: int, hint: str, verdict: str, direction: str) -> None:
    """Answer a number exercise wrong (the feedback gives a hint and not the answer), then right (the working)."""
    exercise.scroll_into_view_if_needed()
    box, feedback = exercise.locator("input[type='text']"), exercise.locator(".steamlab-exercise-feedback-box")
    box.fill(str(wrong))
    exercise.locator(".steamlab-exercise-check").click()
    feedback.locator(".steamlab-exercise-hint").wait_for(timeout=15_000)
    said = feedback.inner_text()
    assert hint in said and direction in said and str(right) not in said, said
    assert exercise.locator(".steamlab-exercise-show").is_visible()  # "Show the answer" is offered
    box.fill(str(right))
    exercise.locator(".steamlab-exercise-check").click()
    try:
        feedback.locator(".steamlab-exercise-right").wait_for(timeout=15_000)
    except Exception:
        # Seen twice in whole runs of the suite, never alone (7 runs, 4 of them with both cores busy): the answer
        # not judged. Say what the page held; a learner would press Check again, and so does the test, once.
        seen = (f"box {box.input_value()!r}, feedback {feedback.inner_text()!r}, "
                f"focus {page.evaluate('() => document.activeElement.outerHTML.slice(0, 120)')}")
        print(f"no verdict 15 s after Check ({seen}); Check pressed again")
        exercise.locator(".steamlab-exercise-check").click()
        feedback.locator(".steamlab-exercise-right").wait_for(timeout=15_000)
    assert verdict in feedback.inner_text() and feedback.locator(".steamlab-exercise-working").inner_text().strip()


def test_two_lessons_run_in_jupyterlab_and_the_map_answers_a_click(browser, lab, artifacts):
    ctx = browser.new_context(viewport=SCREEN)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        # Lesson 1, English: the map's picture, tables of facts, and the live map to click.
        took = open_and_run(page, lab, LESSONS / "01_map_and_terrain.ipynb", "lesson1")
        notebook = page.locator(NOTEBOOK)
        assert notebook.locator(".jp-OutputArea-output[data-mime-type='image/svg+xml'] img").count() >= 1
        assert "Carlow" in reader_text(page) and "plain 42" in reader_text(page)
        tables = notebook.locator(".jp-OutputArea-output table")
        assert tables.count() >= 2   # the places and the terrain prices, as HTML tables
        assert "$4" in tables.nth(1).inner_text()   # the terrain table's prices, read as money below
        explore = notebook.locator(".steamlab-hexmap").first
        explore.locator(".steamlab-info", has_text="Click a hex.").wait_for(timeout=30_000)
        page.wait_for_function("el => el.classList.contains('steamlab-drawn')", arg=explore.element_handle(),
                               timeout=30_000)
        canvas = explore.locator("canvas").last  # the top layer takes the pointer
        canvas.scroll_into_view_if_needed()
        box = canvas.bounding_box()
        width = canvas.evaluate("c => c.width")
        x, y = view_for(load_map("tutorial")).center(parse_label("F3"))
        scale = box["width"] / width
        page.mouse.click(box["x"] + x * scale, box["y"] + y * scale)
        info = explore.locator(".steamlab-info")
        info.locator("text=thick black line to G4").wait_for(timeout=15_000)   # the engine's facts of F3
        assert info.inner_text().startswith("F3: plain"), info.inner_text()
        # The panel sits beside the map, as in Voila (Lab's wide output once put it ~190 px to the right).
        gap = info.bounding_box()["x"] - (box["x"] + box["width"])
        assert 0 <= gap <= 24, f"info panel {gap:.0f} px right of the map"
        assert formulas(page) == 0   # no MathJax over the table's "$2 ... $4" either
        # The exercises are live widgets here, not their still page for the static site (text/html in the bundle).
        assert notebook.locator(".steamlab-exercise-check").count() >= 1
        assert notebook.locator(".steamlab-exercise-map").count() == 0
        page.screenshot(path=str(artifacts / "lab_lesson01_clicked.png"))
        assert "import steamlab" not in notebook.inner_text()  # the code is folded again after the run
        # An exercise: wrong, a hint (and no answer), then right with the engine's working.
        right = number_answer(LESSONS / "01_map_and_terrain.ipynb", 1)  # the engine's answer, as the lesson makes it
        answer_wrong_hinted_right(page, notebook.locator(".steamlab-exercise").nth(1), right + 3, right,
                                  "Hint:", "Right.", "Your answer is too high.")
        page.screenshot(path=str(artifacts / "lab_lesson01_exercise.png"))

        # Lesson 2 in Japanese: money in the text, a picture, tables; no English sentence anywhere.
        took2 = open_and_run(page, lab, LESSONS / "ja" / "02_building_costs.ipynb", "lesson2ja")
        notebook = page.locator(NOTEBOOK)
        assert notebook.locator(".jp-OutputArea-output[data-mime-type='image/svg+xml'] img").count() >= 1
        assert formulas(page) == 0 and len(money_in_text(page)) >= 3, money_in_text(page)
        text = reader_text(page)
        menu = ["View › Expand All Code"]  # the lesson's first lines name Lab's own menu, which is in English
        assert "線路" in text and english_runs(text, place_names() + menu) == [], english_runs(text, place_names() + menu)
        assert notebook.locator(".steamlab-figure svg").count() >= 4  # each priced build drawn on its board
        page.screenshot(path=str(artifacts / "lab_lesson02_ja.png"))
        right = number_answer(LESSONS / "02_building_costs.ipynb", 0)
        answer_wrong_hinted_right(page, notebook.locator(".steamlab-exercise").first, right + 5, right, "ヒント:",
                                  "正解です。", "答えが大きすぎます。")
        print(f"lesson 1 ran in {took:.1f} s, lesson 2 (ja) in {took2:.1f} s")
    finally:
        ctx.close()
    assert errors == [], f"page errors: {errors}"
