"""How much slower than the reference machine this test process computes, for the few tests bounded in seconds.

A bound in seconds is a bound on work only on a machine of known speed: the same code took 2.37 s of CPU on one
machine for a 5 MB map file that took 0.63 s on the reference machine, and every test slowed alike. The product
already measures its device this way (:func:`steamlab.bots.computer.device_slowdown`, the live site's budget); the
tests take the same fixed opening, timed by this process's CPU clock, so the other processes of a busy run do not
count. On the reference machine the factor is 1 and every bound is as written.

>>> 1.0 <= slowdown() <= MOST
True
>>> scaled(2.0) == 2.0 * slowdown()
True
"""

from __future__ import annotations

import time

from steamlab.bots import computer

MOST = 4.0
"""The largest factor allowed: a machine more than four times slower than the reference fails the timed tests,
since there a bound would no longer tell linear work from the blow-ups it guards against."""

_measured: list[float] = []


def slowdown() -> float:
    """This process's CPU time for :func:`~steamlab.bots.computer._opening` (the faster of two) over the reference
    machine's, at least 1 and at most :data:`MOST`; measured once a process."""
    if not _measured:
        cpu = min(computer._opening(time.process_time), computer._opening(time.process_time))
        _measured.append(min(MOST, max(1.0, cpu / computer.REFERENCE_SECONDS)))
    return _measured[0]


def scaled(seconds: float) -> float:
    """``seconds`` on the reference machine, as this machine computes them (:func:`slowdown`)."""
    return seconds * slowdown()
