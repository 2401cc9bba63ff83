"""The learner's progress through the lessons, as the course's index page shows it.

The exercises record what was answered (:mod:`steamlab.core.progress`: the session's memory and a small JSON
file in the user's folder, which the index page's kernel reads again each time the page is opened).

On a server's pages and the live site (:func:`steamlab.core.progress.in_browser_store`) the progress is the
viewer's, kept in their browser: a :class:`BrowserProgress` on the page (hidden) reads the browser's
``localStorage`` (key :data:`STORAGE_KEY`, the file's form) into the kernel's store when it shows, and
:func:`record` writes each answer there (merged with what the browser holds: another tab may have written).
Two browsers on one server each see their own; the same browser sees it in every lesson and the index.

>>> from steamlab.core.progress import Progress
>>> store = Progress(None)
>>> print(progress_text(23, "en", store))
Your progress: no exercise answered yet. Each lesson ends with exercises; what you answer is kept here.
>>> store.record(1, 0, 2, "right"); store.record(1, 1, 2, "shown"); store.record(2, 0, 4, "right")
>>> print(progress_text(23, "en", store))
Your progress: 1 of 23 lessons done (2 started); 2 exercises answered right, 1 answer shown.
>>> print(progress_text(23, "ja", store))
進み具合: 23 課中 1 課を終えました (2 課に着手); 正解した問題 2 問、答えを見た問題 1 問。
"""

from __future__ import annotations

import html
import logging
import weakref
from collections.abc import Callable
from typing import Any

import anywidget

from steamlab.core.progress import Progress, in_browser_store, progress
from steamlab.i18n.words import table as word_table

log = logging.getLogger(__name__)

STORAGE_KEY = "steamlab-progress"
"""The browser's ``localStorage`` key holding the progress (``{"lessons": ...}`` as the file)."""

_ESM = """
const KEY = "__KEY__";
function read() {
  try {
    const data = JSON.parse(localStorage.getItem(KEY) || "{}");
    return data && typeof data.lessons === "object" && data.lessons ? data.lessons : {};
  } catch (e) { return {}; }
}
function merge(older, newer) {  // as steamlab.core.progress.merge: a right answer is never undone
  const out = JSON.parse(JSON.stringify(older));
  for (const [k, v] of Object.entries(newer || {})) {
    const entry = out[k] || (out[k] = { exercises: v.exercises, states: {} });
    entry.exercises = v.exercises;
    entry.states = entry.states || {};
    for (const [i, s] of Object.entries(v.states || {})) if (entry.states[i] !== "right") entry.states[i] = s;
  }
  return out;
}
export default {
  render({ model, el }) {
    el.style.display = "none";
    const tell = () => model.send({ event: "stored", lessons: read() });
    const onMessage = (msg) => {
      if (!msg || msg.kind !== "record") return;
      try { localStorage.setItem(KEY, JSON.stringify({ lessons: merge(read(), msg.lessons) })); } catch (e) { }
    };
    const onStorage = (event) => { if (event.key === KEY) tell(); };  // another tab answered
    model.on("msg:custom", onMessage);
    window.addEventListener("storage", onStorage);
    tell();
    return () => { model.off("msg:custom", onMessage); window.removeEventListener("storage", onStorage); };
  },
};
""".replace("__KEY__", STORAGE_KEY)

_PAGES: weakref.WeakSet[BrowserProgress] = weakref.WeakSet()


class BrowserProgress(anywidget.AnyWidget):
    """The viewer's progress in their browser (hidden): what the browser kept goes into this kernel's store when
    the page shows (then ``on_loaded()`` runs), and :func:`record` sends each answer to it."""

    _esm = _ESM

    def __init__(self, on_loaded: Callable[[], object] | None = None) -> None:
        super().__init__()
        self.add_class("steamlab-browser-progress")
        self.layout.display = "none"
        self._on_loaded = on_loaded
        self.on_msg(self._message)
        _PAGES.add(self)

    def _message(self, _widget: object, content: Any, _buffers: object = None) -> None:
        self.take(content)

    def take(self, content: Any) -> None:
        """A message of the page: ``{"event": "stored", "lessons": ...}`` is merged into the store."""
        if not isinstance(content, dict) or content.get("event") != "stored":
            return
        progress().take(content.get("lessons") or {})
        if self._on_loaded is not None:
            try:
                self._on_loaded()
            except Exception as exc:  # a page's callback must not take the message handler down
                log.warning("BrowserProgress: %s: %s", type(exc).__name__, exc)


def browser_progress(on_loaded: Callable[[], object] | None = None) -> BrowserProgress | None:
    """A :class:`BrowserProgress` for a page where the browser keeps the progress, else ``None``."""
    return BrowserProgress(on_loaded) if in_browser_store() else None


def record(lesson: int | str, index: int, total: int, state: str) -> None:
    """Exercise ``index`` of ``lesson`` is ``state``: in the store (and its file), and in the browser of every page
    of this kernel that keeps it there."""
    store = progress()
    store.record(lesson, index, total, state)
    entry = store.lessons.get(str(lesson))
    for page in list(_PAGES):
        page.send({"kind": "record", "lessons": {str(lesson): entry}})

_W: dict[str, dict[str, str]] = word_table("widgets.progress", "_W")  # fmt: skip


def lesson_mark(number: int, lang: str = "en", store: Progress | None = None) -> str:
    """How far the learner got in lesson ``number``, for its line in the index's list (``""``: not begun).

    >>> from steamlab.core.progress import Progress
    >>> store = Progress(None)
    >>> store.record(3, 0, 2, "right")
    >>> lesson_mark(3, "en", store), lesson_mark(4, "en", store)
    ('1 of 2 exercises answered', '')
    >>> store.record(3, 1, 2, "shown")
    >>> lesson_mark(3, "en", store), lesson_mark(3, "ja", store)
    ('done: 1 of 2 right', '完了: 2 問中 1 問正解')
    """
    store = store if store is not None else progress()
    right, answered, total = store.lesson(number)
    if not answered:
        return ""
    key = "lesson_done" if answered >= total else "lesson_begun"
    return _W[key][lang].format(right=right, answered=answered, total=total)


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def progress_text(total: int, lang: str = "en", store: Progress | None = None) -> str:
    """One sentence: lessons done of ``total``, lessons started, exercises right and answers shown."""
    store = store if store is not None else progress()
    s = store.summary()
    if not s.answered:
        return _W["none"][lang]
    shown = s.answered - s.right
    if lang == "ja":
        return _W["some"]["ja"].format(done=s.lessons_done, total=total, started=s.lessons_started,
                                       right=s.right, shown=shown)  # fmt: skip
    return _W["some"]["en"].format(done=s.lessons_done, total=total, started=s.lessons_started,
                                   right=_count(s.right, "exercise", "exercises"),
                                   shown=_count(shown, "answer shown", "answers shown"))  # fmt: skip


def progress_html(total: int, lang: str = "en") -> str:
    """The progress sentence for the index page (the file read again: another kernel may have written it)."""
    store = progress()
    store.reload()
    return f'<p class="steamlab-progress">{html.escape(progress_text(total, lang, store))}</p>'
