"""Games as links: a whole game (its record) in a link a person can paste into a chat.

:func:`share_link` packs a game's record into the fragment of a page address (``…/hot_seat.html#game=z1.…``:
the record's compact JSON, deflated, in URL-safe base64), so the page a link opens replays the game to the same
position; the fragment never reaches a server. :func:`from_link` reads it back. A link is an upload from a
stranger: the packed text is capped (:data:`MAX_LINK_CHARS`), its inflating stops at :data:`MAX_RECORD_BYTES`
(a deflate bomb is refused, not inflated), the JSON is read as a record file is (:func:`parse_record`: depth and
size checked first) and the game is rebuilt by :func:`~steamlab.engine.registry.from_record`, which checks every
field and action. Nothing in a link is executed; every refusal is a sentence (:class:`RecordError`).

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="base", seed=5)
>>> url = share_link(g, "https://example.org/live/hot_seat.html")
>>> url.startswith("https://example.org/live/hot_seat.html#game=z1.")
True
>>> from_link(url) == g
True
>>> from_link("https://example.org/live/hot_seat.html#game=z1.AAAA")
Traceback (most recent call last):
...
steamlab.core.errors.RecordError: record: the link's game is damaged: it is not deflated data
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from urllib.parse import parse_qs, urlsplit

from steamlab.core.errors import RecordError
from steamlab.engine.records import MAX_RECORD_BYTES, parse_record
from steamlab.engine.registry import from_record
from steamlab.engine.state import GameState
from steamlab.i18n import msg

PREFIX = "z1."
"""The packing's version: deflate (zlib) of the record's compact JSON, URL-safe base64 without padding."""
MAX_LINK_CHARS = 200_000
"""The longest packed game read from a link (a whole four-player game is a few thousand characters)."""
_TOKEN = re.compile(r"[A-Za-z0-9_-]*")


def pack(record: dict[str, object]) -> str:
    """A record packed for a link (see the module docstring)."""
    text = json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode()
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(text, 9)).decode().rstrip("=")


def share_link(game: GameState, base_url: str) -> str:
    """``base_url`` with ``game``'s whole record in its fragment (``#game=…``); any fragment it had is replaced."""
    return base_url.split("#", 1)[0] + "#game=" + pack(game.to_record())


def unpack(token: str) -> object:
    """The record a packed game holds (its JSON value), or :class:`RecordError` with the reason."""
    if len(token) > MAX_LINK_CHARS:
        raise RecordError(msg("link.too_long", n=len(token), most=MAX_LINK_CHARS))
    if not token.startswith(PREFIX):
        raise RecordError(msg("link.unknown", prefix=PREFIX))
    body = token[len(PREFIX):]
    if _TOKEN.fullmatch(body) is None:
        raise RecordError(msg("link.damaged", why=msg("link.why.characters")))
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise RecordError(msg("link.damaged", why=msg("link.why.base64"))) from None
    inflater = zlib.decompressobj()
    try:
        text = inflater.decompress(packed, MAX_RECORD_BYTES + 1)
    except zlib.error:
        raise RecordError(msg("link.damaged", why=msg("link.why.deflate"))) from None
    if len(text) > MAX_RECORD_BYTES or inflater.unconsumed_tail:
        raise RecordError(msg("link.too_big", most=MAX_RECORD_BYTES))
    if not inflater.eof:
        raise RecordError(msg("link.damaged", why=msg("link.why.cut")))
    return parse_record(text)


def link_token(url: str) -> str:
    """The packed game of a link: the ``game`` field of its fragment (or of its query), or :class:`RecordError`."""
    if not isinstance(url, str):
        raise RecordError(msg("link.no_game"))
    if len(url) > MAX_LINK_CHARS + 4096:
        raise RecordError(msg("link.too_long", n=len(url), most=MAX_LINK_CHARS))
    parts = urlsplit(url.strip())
    for where in (parts.fragment, parts.query):
        try:
            found = parse_qs(where, keep_blank_values=True, max_num_fields=16).get("game")
        except ValueError:  # more fields than a link of ours has
            raise RecordError(msg("link.no_game")) from None
        if found:
            return found[0]
    raise RecordError(msg("link.no_game"))


def from_link(url: str) -> GameState:
    """The game a link made by :func:`share_link` holds, replayed to its position; :class:`RecordError` (a
    sentence saying why) for anything else."""
    return from_record(unpack(link_token(url)))
