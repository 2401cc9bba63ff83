"""Ready-made scenarios for the scenario lab and the lessons.

>>> sorted(PRESETS)
['engineer', 'last_deliveries']
>>> g = preset("engineer").state()
>>> g.phase, g.turn, g.current_player
('actions', 9, 0)
"""

from __future__ import annotations

from collections.abc import Callable

from steamlab.scenarios.builder import Scenario


def engineer_question() -> Scenario:
    """"Is it worth taking Engineer here?" Steam standard, 3 players, turn 9 of 10, action selection.

    Player 0 has an incomplete link from Chicago towards Terre Haute, money for
    four tiles, and goods waiting; the other players have short networks.
    """
    sc = Scenario("steam", rules="standard", players=3, map="rust_belt")
    sc.phase("actions", turn=9).order(0, 1, 2)
    sc.player(0, cash=14, income=5, vp=9, locomotive=3)
    sc.player(1, cash=9, income=6, vp=7, locomotive=2)
    sc.player(2, cash=11, income=4, vp=5, locomotive=2)
    sc.link(["Chicago", "H7", "H8", "I8", "Terre Haute"], owner=0)
    sc.link(["Detroit", "M5", "Toledo"], owner=1)
    sc.link(["Toledo", "M7", "M8", "Cincinnati"], owner=1)
    sc.link(["Evansville", "K10", "Indianapolis"], owner=2)
    sc.cubes("Chicago", "blue", "yellow").cubes("Cincinnati", "red", "red").cubes("Evansville", "blue")
    sc.cubes("St. Louis", "purple", "black").cubes("Detroit", "blue")
    for space in range(1, 7):
        sc.supply(space, "red", "blue", "yellow")
    return sc


def last_deliveries() -> Scenario:
    """The last move round of a Steam game: which delivery, or an upgrade, wins?"""
    sc = Scenario("steam", rules="standard", players=3, map="rust_belt")
    sc.phase("move", turn=10)
    for seat, action in enumerate(["first_move", "engineer", "locomotive"]):
        sc.player(seat, cash=10, income=3, locomotive=2, action=action)
    sc.link(["Detroit", "M5", "Toledo"], owner=0)
    sc.link(["Toledo", "M7", "M8", "Cincinnati"], owner=1)
    sc.cubes("Cincinnati", "red", "blue").cubes("Detroit", "blue")
    return sc


PRESETS: dict[str, tuple[str, Callable[[], Scenario]]] = {
    "engineer": ("Is it worth taking Engineer here? (Steam, turn 9 of 10)", engineer_question),
    "last_deliveries": ("The last move round (Steam, turn 10)", last_deliveries),
}


def preset(name: str) -> Scenario:
    """A fresh copy of the named scenario."""
    if name not in PRESETS:
        raise KeyError(f"no scenario {name!r}; scenarios are {', '.join(PRESETS)}")
    return PRESETS[name][1]()
