"""The apps behind ``notebooks/dashboards``, a module each: each notebook is an import and a constructor.

- :class:`~.build_cost.BuildCostApp` -- the build-cost calculator;
- :class:`~.delivery_planner.DeliveryPlannerApp` -- the delivery planner;
- :class:`~.score_calculator.ScoreCalculatorApp` -- the score calculator;
- :class:`~.hot_seat.HotSeatApp` -- a new game of any rule set in a :class:`~steamlab.widgets.game.GameWidget`;
- :class:`~.replay_viewer.ReplayViewerApp` -- a record file stepped through with a slider;
- :class:`~.index.IndexApp` -- the index page.

The notebooks import the apps from here (``from steamlab.widgets.dashboards import HotSeatApp``); a module's helpers
are imported from it, but for the four the site's gallery (``steamlab.publish.gallery``) still takes from here.
"""

from steamlab.widgets.dashboards.build_cost import BuildCostApp, cost_text
from steamlab.widgets.dashboards.delivery_planner import DeliveryPlannerApp
from steamlab.widgets.dashboards.hot_seat import HotSeatApp
from steamlab.widgets.dashboards.index import IndexApp
from steamlab.widgets.dashboards.replay_viewer import ReplayViewerApp
from steamlab.widgets.dashboards.score_calculator import ScoreCalculatorApp, end_scores, parse_lengths, scores_html

__all__ = ["BuildCostApp", "DeliveryPlannerApp", "HotSeatApp", "IndexApp", "ReplayViewerApp", "ScoreCalculatorApp",
           "cost_text", "end_scores", "parse_lengths", "scores_html"]
