"""Watching a widget in the browser tests: what the page showed, recorded on every change (a poll can miss it)."""

from __future__ import annotations

RECORD_THINKING = """() => {
  window.steamlabThinking = [];
  const el = document.querySelector('.steamlab-thinking');
  const note = () => window.steamlabThinking.push([el.innerText.trim(), getComputedStyle(el).display]);
  new MutationObserver(note).observe(el, {subtree: true, childList: true, characterData: true, attributes: true});
}"""
"""Script for ``page.evaluate``: every change of the hot seat's "Computer is thinking" box is kept in
``window.steamlabThinking`` as ``[its text, its CSS display]``."""
