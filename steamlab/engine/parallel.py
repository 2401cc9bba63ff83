"""Run many independent tasks: in this process, in a pool of processes, or on a Dask cluster.

Results always come back in task order, and every task carries its own seed,
so a sweep gives identical numbers whichever way it ran.

>>> run_tasks(pow, [(2, 3), (3, 2)], mode="serial")
[8, 9]
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any, TypeVar

from steamlab.core.errors import SteamlabError
from steamlab.i18n import msg

T = TypeVar("T")
Progress = Callable[[int, int], None]
MODES = ("serial", "processes", "dask", "auto")
SCHEDULER_ENV = "STEAMLAB_DASK_SCHEDULER"
"""The environment variable naming the Dask scheduler a *served* dashboard sends its playouts to (set by whoever
starts the server: ``STEAMLAB_DASK_SCHEDULER=tcp://host:8786 make run`` or ``steamlab serve --dask-scheduler``).
Unset or empty: the playouts run in processes on the server. A page never chooses an address (docs/publishing.md)."""
CONNECT_TIMEOUT_S = 5
"""How long connecting to a Dask scheduler may take before :class:`ClusterError` says it did not answer."""


class ClusterError(SteamlabError, RuntimeError):
    """A Dask scheduler that could not be reached (or broke off): the message names its address and the reason.

    >>> print(ClusterError(msg("scenario.no_cluster", address="tcp://127.0.0.1:1", seconds=5, reason="refused")))
    Dask scheduler tcp://127.0.0.1:1 did not answer within 5 s: refused
    """


def server_scheduler(environ: Mapping[str, str] | None = None) -> str | None:
    """The Dask scheduler the server was started with (:data:`SCHEDULER_ENV` of ``environ``, by default this
    process's environment, which a dashboard's kernel inherits from the server), or ``None``: run in processes.

    >>> server_scheduler({SCHEDULER_ENV: " tcp://10.0.0.5:8786 "}), server_scheduler({SCHEDULER_ENV: ""})
    ('tcp://10.0.0.5:8786', None)
    """
    return (os.environ if environ is None else environ).get(SCHEDULER_ENV, "").strip() or None


def run_tasks(
    fn: Callable[..., T],
    tasks: Sequence[tuple[Any, ...]],
    *,
    mode: str = "auto",
    scheduler: str | None = None,
    workers: int | None = None,
    progress: Progress | None = None,
) -> list[T]:
    """``[fn(*t) for t in tasks]``, run as ``mode`` says.

    ``auto``: Dask when a ``scheduler`` address (``tcp://host:port``) is given,
    processes when there are several tasks and cores, else serial. ``fn`` must
    be a module-level function (it is pickled).
    """
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    if mode == "auto":
        cores = workers or os.cpu_count() or 1
        mode = "dask" if scheduler else ("processes" if len(tasks) >= 4 and cores > 1 else "serial")
    total = len(tasks)
    if mode == "serial":
        out = []
        for i, t in enumerate(tasks):
            out.append(fn(*t))
            if progress:
                progress(i + 1, total)
        return out
    if mode == "processes":
        return _processes(fn, tasks, workers, progress)
    if not scheduler:
        raise ValueError("mode 'dask' needs a scheduler address such as tcp://127.0.0.1:8786")
    return _dask(fn, tasks, scheduler, progress)


def _processes(
    fn: Callable[..., T], tasks: Sequence[tuple[Any, ...]], workers: int | None, progress: Progress | None
) -> list[T]:
    results: list[Any] = [None] * len(tasks)
    with ProcessPoolExecutor(max_workers=workers or os.cpu_count()) as pool:
        futures = {pool.submit(fn, *t): i for i, t in enumerate(tasks)}
        for done, future in enumerate(as_completed(futures), start=1):
            results[futures[future]] = future.result()
            if progress:
                progress(done, len(tasks))
    return results


def _dask(fn: Callable[..., T], tasks: Sequence[tuple[Any, ...]], scheduler: str, progress: Progress | None) -> list[T]:
    try:
        from dask.distributed import Client
        from dask.distributed import as_completed as dask_completed
    except ImportError as exc:  # pragma: no cover - dask is a declared dependency
        raise RuntimeError("Dask is not installed: pip install 'dask[distributed]'") from exc
    try:
        client = Client(scheduler, timeout=f"{CONNECT_TIMEOUT_S}s")  # type: ignore[no-untyped-call]
    except Exception as exc:  # refused, timed out, or something that is not a scheduler answered
        reason = " ".join(f"{type(exc).__name__}: {exc}".split())[:300]
        raise ClusterError(msg("scenario.no_cluster", address=scheduler, seconds=CONNECT_TIMEOUT_S,
                               reason=reason)) from None
    with client:
        futures = [client.submit(fn, *t, pure=False) for t in tasks]
        index = {f.key: i for i, f in enumerate(futures)}
        results: list[Any] = [None] * len(tasks)
        for done, future in enumerate(dask_completed(futures), start=1):  # type: ignore[no-untyped-call]
            results[index[future.key]] = future.result()
            if progress:
                progress(done, len(tasks))
    return results
