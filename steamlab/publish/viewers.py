"""The viewer cookie of a served dashboard: who a page's maps belong to (issue 42).

A viewer's maps live in a folder of their own (:mod:`steamlab.core.mapstore`), named by an id the *server* gives:
:func:`give_viewer_cookie` runs on every dashboard page (``PageHandler.prepare`` of :mod:`steamlab.publish.server`)
and, when the request carries no valid ``steamlab_viewer`` cookie, sets one holding a random id signed with the
server's key (``viewers/.viewer-key`` in the maps folder, mode 0600). The page's language widget sends the cookie's
value to its kernel, which accepts it only if the signature holds (:func:`steamlab.core.mapstore.set_viewer`): a
viewer can neither choose an id nor forge another's, and clearing one's cookies only makes a new, empty space
(the server-wide quota bounds those).

The cookie is not ``HttpOnly`` (the page's script reads it to tell its kernel), ``SameSite=Strict`` (another site
never sends it), kept a year, ``Secure`` when the page came over HTTPS.

Wiring (one line in ``PageHandler.prepare``, after the cross-site check)::

    give_viewer_cookie(self)


Tested in ``tests/hardening/test_viewer_maps.py``.
"""

from __future__ import annotations

import logging
from typing import Any

from steamlab.core.mapstore import COOKIE, new_viewer_token, viewer_of

COOKIE_DAYS = 365
"""How long a browser keeps its viewer cookie (its maps stay on the server; a new cookie is a new, empty space)."""


def give_viewer_cookie(handler: Any) -> str:
    """Make sure the page's response carries a valid viewer cookie; returns the token (the one the browser sent if
    it holds, else a fresh one, set on ``handler``), or ``""`` when the maps folder cannot hold the server's key
    (logged; the page still opens). ``handler``: a Tornado request handler."""
    try:
        sent = handler.get_cookie(COOKIE)
        if viewer_of(sent) is not None:
            return str(sent)
        token = new_viewer_token()
    except OSError as exc:  # no maps folder to keep the key in: the page still opens, its editor saves nothing
        logging.getLogger(__name__).warning("No viewer cookie (the maps folder cannot hold the key: %s)", exc)
        return ""
    handler.set_cookie(COOKIE, token, path="/", expires_days=COOKIE_DAYS, samesite="Strict",
                       secure=getattr(handler.request, "protocol", "http") == "https")
    return token


__all__ = ["COOKIE_DAYS", "give_viewer_cookie"]
