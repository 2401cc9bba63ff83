"""A page made of parts keeps the names it always had: :class:`Delegated` is an attribute of the page that lives on
one of its parts (read and written there), so a page split into parts still answers ``page.name`` for tests, pages
and lessons that use it.

>>> class Part:
...     value = 1
>>> class Page:
...     value = Delegated("part", "value")
...     def __init__(self):
...         self.part = Part()
>>> page = Page()
>>> page.value = 2
>>> page.part.value, page.value
(2, 2)
"""

from __future__ import annotations

from typing import Any


class Delegated:
    """The attribute ``name`` of the page's part ``part`` (an attribute of the page itself)."""

    def __init__(self, part: str, name: str) -> None:
        self.part, self.name = part, name

    def __get__(self, page: Any, owner: Any = None) -> Any:
        return self if page is None else getattr(getattr(page, self.part), self.name)

    def __set__(self, page: Any, value: Any) -> None:
        setattr(getattr(page, self.part), self.name, value)


def delegated(part: str, names: str) -> tuple[Delegated, ...]:
    """One :class:`Delegated` per name of ``names`` (separated by spaces), for a tuple assignment in a class body."""
    return tuple(Delegated(part, name) for name in names.split())


__all__ = ["Delegated", "delegated"]
