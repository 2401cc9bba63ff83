"""How ``make test`` splits the whole run (steamlab's doctests, tests/ and notebooks/) over two workers.

``pytest -n 2`` (pytest-xdist) with the scheduler below: a *work unit* is sent to one worker and runs there in
collection order.

* ``lessons``: every lesson notebook and the static site's crawl, which builds its lesson pages from the outputs
  nbval received for them in the same process (tests/browser/test_browser_site.py);
* ``browser``: the browser tests that share one Voila server and one Chromium a worker (tests/browser/conftest.py);
* each other notebook (a dashboard) is one unit: nbval runs a notebook's cells in one kernel, in order;
* every other test is a unit of its own, taken by whichever worker is free.

(pytest-xdist's own ``--dist loadgroup`` would say this with markers, but with pytest 9.2 it no longer sees
them: it renames ``item._nodeid``, which pytest's ``nodeid`` has stopped reading.)
"""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("STEAMLAB_PROGRESS", "off")
"""A test run (and the kernels it starts) keeps the exercises' progress in memory, never in the user's folder."""


def pytest_configure(config: Any) -> None:
    """nbval's lesson and dashboard kernels talk over Unix sockets in a folder of their own, never loopback ports
    (``steamlab.publish.ipc_kernels``): two workers' kernels (and the test servers') could be given one port.

    nbval builds a bare ``jupyter_client`` ``KernelManager`` (no configuration file is read, no option names the
    class), so its module's name for that class is pointed at ours; nothing else of nbval changes.
    """
    try:
        import nbval.kernel
    except ImportError:  # nbval not installed: no notebook is collected
        return
    from steamlab.publish.ipc_kernels import IpcKernelManager

    nbval.kernel.KernelManager = IpcKernelManager

LESSONS = "notebooks/lessons/"
SITE = "tests/browser/test_browser_site.py"
SHARED_SERVER = "tests/browser/"
OWN_SERVERS = {"tests/browser/test_load.py", "tests/browser/test_serve_command.py"}
"""Browser tests that start servers of their own: they need not wait for the shared server's worker."""
LIVE = "tests/browser/test_browser_live_site.py"
"""The live site's tests: one unit (the site is built once, by the worker that runs them), no Voila."""


def work_unit(nodeid: str) -> str:
    """The unit a test belongs to (see the module docstring).

    >>> work_unit("notebooks/lessons/ja/02_building_costs.ipynb::Cell 3")
    'lessons'
    >>> work_unit("notebooks/dashboards/index.ipynb::Cell 0")
    'notebooks/dashboards/index.ipynb'
    >>> work_unit("tests/core/test_maps.py::test_rust_belt")
    'tests/core/test_maps.py::test_rust_belt'
    """
    path = nodeid.split("::", 1)[0]
    if path.startswith(LESSONS) or path == SITE:
        return "lessons"
    if path == LIVE:
        return path
    if path.startswith(SHARED_SERVER) and path not in OWN_SERVERS and path.endswith(".py"):
        return "browser"
    if path.endswith(".ipynb"):
        return path
    return nodeid


def pytest_xdist_make_scheduler(config: Any, log: Any) -> Any:
    """pytest-xdist's hook: the scheduler that sends :func:`work_unit` units to the workers."""
    from xdist.scheduler import LoadScopeScheduling

    class WorkUnitScheduling(LoadScopeScheduling):  # type: ignore[misc]  # xdist ships no type information
        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

    return WorkUnitScheduling(config, log)
