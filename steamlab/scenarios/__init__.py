"""Exploring scenarios: a position editor, rule-set comparisons and playout analysis.

* :class:`~steamlab.scenarios.builder.Scenario` -- set a position up by hand, check it, save it as a record;
* :mod:`~steamlab.scenarios.compare` -- the same builds and deliveries under Steam and Age of Steam;
* :mod:`~steamlab.scenarios.analysis` -- which action wins more often, by playouts (processes or Dask).
"""

from steamlab.scenarios.builder import Scenario
from steamlab.scenarios.rr_builder import RRScenario

__all__ = ["RRScenario", "Scenario"]
