"""Pages that stand still for a viewer who asks for less motion.

Voilà's and Voici's pages turn a spinner (and shine a skeleton) while their kernel starts. A viewer whose system
asks for reduced motion (``prefers-reduced-motion: reduce``: an accessibility setting of every desktop and phone)
gets them standing still (WCAG 2.3.3), and so does anything else on the page that would move. The Voilà server
(:mod:`steamlab.publish.server`) and the live site's build (:mod:`steamlab.publish.lite`) put the rule in every
dashboard page's head.

The tests' browsers ask for reduced motion (Playwright's ``reduced_motion="reduce"`` on a context; Chromium's
``--force-prefers-reduced-motion`` switch does not reach headless pages): a machine that opens a class of 30 pages
by itself otherwise spends about a fifth of its browsers' CPU turning 30 spinners (measured: docs/publishing.md,
"make test's time"), which each student's own machine would do for one.
"""

from __future__ import annotations

STILL_WHEN_ASKED = ("<style>@media (prefers-reduced-motion: reduce){*,*::before,*::after"
                    "{animation:none!important;transition:none!important}}</style>")
"""The rule, as a style element for a page's head."""


def still_when_asked(chunk: str) -> str:
    """``chunk`` with :data:`STILL_WHEN_ASKED` before its ``</head>`` (the page's head is one chunk of Voilà's).

    >>> still_when_asked("<head><title>t</title></head><body>").count("prefers-reduced-motion")
    1
    >>> still_when_asked("<div>no head here</div>")
    '<div>no head here</div>'
    """
    return chunk.replace("</head>", STILL_WHEN_ASKED + "</head>", 1)
