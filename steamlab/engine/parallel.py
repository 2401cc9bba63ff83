"""Run many independent tasks: in this process, in a pool of processes, or on a Dask cluster.

Results always come back in task order, and every task carries its own seed,
so a sweep gives identical numbers whichever way it ran.

>>> run_tasks(pow, [(2, 3), (3, 2)], mode="serial")
[8, 9]
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any, TypeVar

T = TypeVar("T")
Progress = Callable[[int, int], None]
MODES = ("serial", "processes", "dask", "auto")


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
    with Client(scheduler, timeout="20s") as client:  # type: ignore[no-untyped-call]
        futures = [client.submit(fn, *t, pure=False) for t in tasks]
        index = {f.key: i for i, f in enumerate(futures)}
        results: list[Any] = [None] * len(tasks)
        for done, future in enumerate(dask_completed(futures), start=1):  # type: ignore[no-untyped-call]
            results[index[future.key]] = future.result()
            if progress:
                progress(done, len(tasks))
    return results
