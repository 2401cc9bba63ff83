"""A whole-number field that takes exactly what was typed, or refuses it next to itself.

ipywidgets' number boxes (``IntText``, ``BoundedIntText``) change what was typed in
the browser before the kernel sees it: ``2.5`` arrives as 25, ``1e5`` as 15, a
number past the bounds as the bound. :class:`WholeNumberField` is a text box
the kernel reads: a whole number within its bounds becomes :attr:`value`;
anything else leaves :attr:`value` (and everything that follows it) as it was
and shows the reason beside the box, in the page's language.

>>> f = WholeNumberField(3, 2, 6)
>>> f.text.value = "2.5"
>>> f.value, f.problem_text()
(3, '“2.5” is not a whole number: type one from 2 to 6.')
>>> f.text.value = "0"
>>> f.value, f.problem_text()
(3, '0 is not from 2 to 6: type one from 2 to 6.')
>>> f.set_lang("ja"); f.problem_text()
'0 は 2〜6 の範囲外です: 2〜6 の整数を入力してください。'
>>> f.text.value = " 5 "
>>> f.value, f.problem_text()
(5, '')
>>> f.value = 4
>>> f.text.value
'4'
"""

from __future__ import annotations

import html
import re
from typing import Any

import ipywidgets as widgets
from traitlets import Int

from steamlab.i18n import Message, msg
from steamlab.widgets.i18n import say

_WHOLE = re.compile(r"[+-]?[0-9]{1,4000}")


def read_whole(text: str, low: int, high: int) -> int | Message:
    """``text`` as a whole number from ``low`` to ``high``, or the sentence saying why not.

    >>> read_whole("-3", -10, 30), read_whole("1e9", -10, 30).render("en")
    (-3, '“1e9” is not a whole number: type one from -10 to 30.')
    """
    typed = text.strip().replace("−", "-")  # a typographic minus reads as one
    if not _WHOLE.fullmatch(typed):
        return msg("ui.field_not_whole", text=text.strip(), low=low, high=high)
    number = int(typed)
    if not low <= number <= high:
        return msg("ui.field_out_of_range", value=number, low=low, high=high)
    return number


class WholeNumberField(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """A labelled text box holding a whole number from :attr:`min` to :attr:`max`.

    :attr:`value` is the last number accepted (observe it as on any widget);
    the box is read when it is left or Enter is pressed.
    """

    value = Int(0).tag(sync=False)

    def __init__(self, value: int, low: int, high: int, description: str = "", lang: str = "en",
                 width: str = "150px", style: dict[str, str] | None = None) -> None:
        self.min, self.max = low, high
        self.lang = lang
        self._problem: Message | None = None
        self.text = widgets.Text(value=str(value), description=description, continuous_update=False,
                                 style=style or {}, layout=widgets.Layout(width=width))
        self.problem = widgets.HTML(layout=widgets.Layout(display="none", max_width="340px"))
        self.problem.add_class("steamlab-field-problem")
        super().__init__([self.text, self.problem], layout=widgets.Layout(width="auto"))
        self.add_class("steamlab-number-field")
        self.value = value
        self.text.observe(self._typed, names="value")
        self.observe(self._set, names="value")

    @property
    def description(self) -> str:
        return str(self.text.description)

    @description.setter
    def description(self, label: str) -> None:
        self.text.description = label

    def type(self, text: str) -> bool:
        """Type ``text`` into the box (as a person would); True if it was taken."""
        self.text.value = text
        return self._problem is None

    def problem_text(self) -> str:
        """The refusal shown beside the box ('' when the box holds its value)."""
        return say(self._problem, self.lang) if self._problem is not None else ""

    def set_lang(self, lang: str) -> None:
        """The refusal (if any) in ``lang``; the label is the owner's to set."""
        self.lang = lang
        self._show()

    def _typed(self, change: dict[str, Any]) -> None:
        got = read_whole(str(change["new"]), self.min, self.max)
        if isinstance(got, Message):
            self._problem = got
            self._show()
            return
        self._problem = None
        self._show()
        if got != self.value:
            self.value = got
        elif self.text.value != str(got):
            self.text.value = str(got)

    def _set(self, change: dict[str, Any]) -> None:
        """A value set in code (a record loaded, an example chosen) shows in the box and clears a refusal."""
        if self._problem is None and read_whole(self.text.value, self.min, self.max) == change["new"]:
            return
        self._problem = None
        self._show()
        self.text.value = str(change["new"])

    def _show(self) -> None:
        if self._problem is None:
            self.problem.value = ""
            self.problem.layout.display = "none"
            self.text.remove_class("steamlab-field-refused")
            return
        self.problem.value = f'<span style="color:#b00">{html.escape(self.problem_text())}</span>'
        self.problem.layout.display = None
        self.text.add_class("steamlab-field-refused")


__all__ = ["WholeNumberField", "read_whole"]
