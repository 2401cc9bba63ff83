"""One module per lesson, named by what it teaches: the lesson's exercises and what its notebook calls for them.

``notebooks/lessons/NN_<name>.ipynb`` is served by ``steamlab/course/lessons/<name>.py`` (the notebook's name without
its number); :data:`LESSONS` says which module serves which lesson. Helpers that several lessons share stay beside
this package in ``steamlab/course/`` (``rails.py``, ``goods.py``, ``rails_play.py``, ``rr_play.py``, ...).
"""

from __future__ import annotations

LESSONS: dict[int, str] = {
    1: "map_and_terrain",
    2: "building_costs",
    3: "links_and_ownership",
    4: "moving_goods",
    5: "auction_and_turn_order",
    6: "income_and_shortfall",
    7: "final_scoring",
    8: "rr_player_board",
    9: "rr_rails_and_locomotives",
    10: "rr_industry_and_factories",
    11: "rr_round_scoring",
    12: "rr_final_scoring",
    13: "scenario_engineer",
    14: "action_tiles",
    15: "capital_and_shares",
    16: "urbanization_and_track_changes",
    17: "goods_growth",
    18: "locomotives_and_the_round",
    19: "first_game",
    20: "rr_action_spaces",
    21: "rr_engineers",
    22: "rr_turn_order_and_rounds",
    23: "rr_first_game",
}
"""Lesson number -> its module in this package (``steamlab.course.lessons.<name>``)."""

__all__ = ["LESSONS"]
