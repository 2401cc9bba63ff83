"""The scenario editor's Python side: set a rail position up by hand, check it, save it.

>>> sc = Scenario("steam", rules="standard", players=3, map="rust_belt")
>>> sc.phase("move", turn=3).player(0, cash=12, locomotive=3).cubes("Evansville", "blue")
Scenario(steam standard, 3 players, rust_belt, turn 3, move)
>>> _ = sc.link(["Evansville", "K10", "Indianapolis", "L9", "Cincinnati"], owner=0)
>>> sc.problems()
[]
>>> g = sc.state()
>>> [d.describe(g.board) for d in g.deliveries(0)]
['blue cube Evansville -> Indianapolis -> Cincinnati: Player 1 +2']

A saved scenario is a record whose ``"start"`` is the position:
``steamlab.from_record(sc.to_record())`` gives the same game.
"""

from __future__ import annotations

import copy
from typing import Any

from steamlab.core.hexgrid import Hex, label
from steamlab.core.maps import GameMap
from steamlab.engine.registry import _factory
from steamlab.engine.state import GameState
from steamlab.games.rails.game import RailGame
from steamlab.games.rails.position import board_from_position, track_of
from steamlab.games.rails.sample import lay_link


class Scenario:
    """A position under construction for one rule set, map and number of players."""

    def __init__(
        self, game: str, *, rules: str | None = None, players: int, map: str | None = None, seed: int = 0
    ) -> None:
        self.game = game
        self.rules = rules
        self.players = players
        self.map_name = map
        self.seed = seed
        blank = self._blank()
        self.pos: dict[str, Any] = blank.position()
        self.pos.update(turn=1, track=[], cubes={}, new_cities={}, removed={})
        if game == "steam":
            self.pos["supply"] = [[] for _ in range(blank.map.goods_supply.spaces)]
            self.pos["growth_marks"] = []
        else:
            self.pos["display"] = {c: [] for c in blank.export_goods()["display"]}
        for p in self.pos["players"]:
            p.update(cash=0, income=0, vp=0, locomotive=1, shares=0, action=None)

    def __repr__(self) -> str:
        rules = f" {self.rules}" if self.rules else ""
        return (
            f"Scenario({self.game}{rules}, {self.players} players, {self.map_name or 'rust_belt'}, "
            f"turn {self.pos['turn']}, {self.pos['phase']})"
        )

    # -- starting points -----------------------------------------------------------
    def _blank(self) -> RailGame:
        state = _factory(self.game)(players=self.players, map=self.map_name, rules=self.rules, seed=self.seed)
        if not isinstance(state, RailGame):
            raise TypeError(f"the rail scenario editor does not handle {self.game}")
        return state

    @classmethod
    def from_state(cls, state: GameState) -> Scenario:
        """Start editing from a game's current position (resumed at the start of its phase)."""
        if not isinstance(state, RailGame):
            raise TypeError(f"the rail scenario editor does not handle {state.game}")
        sc = cls(state.game, rules=state.rules, players=state.num_players, map=state.map_name, seed=state.seed)
        sc.pos = state.position()
        return sc

    @property
    def map(self) -> GameMap:
        return self._blank().map

    def _hex(self, where: str | Hex) -> str:
        if isinstance(where, str):
            return label(self.map.find(where))
        return label(where)

    # -- editing ---------------------------------------------------------------------------
    def phase(self, phase: str, *, turn: int | None = None) -> Scenario:
        """Resume at the start of ``phase`` (of ``turn``)."""
        self.pos["phase"] = phase
        if turn is not None:
            self.pos["turn"] = turn
        return self

    def order(self, *seats: int) -> Scenario:
        """Set the turn order."""
        self.pos["order"] = list(seats)
        return self

    def player(self, seat: int, **values: Any) -> Scenario:
        """Set a player's ``cash``, ``income``, ``vp``, ``locomotive``, ``shares`` or ``action``."""
        self.pos["players"][seat].update(values)
        return self

    def cubes(self, city: str, *colors: str) -> Scenario:
        """Put cubes on a city (added to those there)."""
        self.pos["cubes"].setdefault(self._hex(city), []).extend(colors)
        return self

    def clear_cubes(self, city: str) -> Scenario:
        self.pos["cubes"].pop(self._hex(city), None)
        return self

    def supply(self, space: int, *colors: str) -> Scenario:
        """Steam: set the cubes of goods supply space ``space`` (1-based)."""
        self.pos["supply"][space - 1] = list(colors)
        return self

    def display(self, column: str, *colors: str) -> Scenario:
        """Age of Steam: set the cubes of a goods display column (top first)."""
        self.pos["display"][column] = list(colors)
        return self

    def new_city(self, town: str, city_id: str) -> Scenario:
        """Urbanize a town with new city tile ``city_id``."""
        self.pos["new_cities"][self._hex(town)] = city_id
        return self

    def track(self, at: str, tile: str, rotation: int = 0, owner: int | None = None) -> Scenario:
        """Lay one tile, every segment owned by ``owner``."""
        self.remove_track(at)
        blank = self._blank()
        spec = self._blank_tiles().get(tile)
        if spec is None:
            raise ValueError(f"there is no {self.game} tile {tile!r}")
        disk = blank.board.is_town(blank.map.find(at)) and not spec.is_town
        n = len(spec.exits(rotation)) if disk else len(spec.segments)
        self.pos["track"].append({"at": self._hex(at), "tile": tile, "rotation": rotation, "owners": [owner] * n})
        return self

    def _blank_tiles(self) -> Any:
        from steamlab.games.rails.building import RULES

        return RULES[self.game].tiles.by_id

    def remove_track(self, at: str) -> Scenario:
        h = self._hex(at)
        self.pos["track"] = [t for t in self.pos["track"] if t["at"] != h]
        return self

    def link(self, path: list[str], owner: int | None) -> Scenario:
        """Lay a whole link along ``path`` (a station, hexes, a station), owned by ``owner``."""
        blank = self._blank()
        board = board_from_position(blank, self.pos)
        lay_link(board, self.game, [blank.map.find(p) for p in path], owner)
        self.pos["track"] = track_of(board)
        return self

    # -- checking and saving ------------------------------------------------------------
    def problems(self) -> list[str]:
        """Every inconsistency of the position, as sentences (empty: ready to play)."""
        return self._blank().check_position(self.pos)

    def state(self) -> RailGame:
        """A game starting from this position (``ValueError`` listing the problems)."""
        g = self._blank()
        g.load_position(copy.deepcopy(self.pos))
        g.settle()
        return g

    def to_record(self) -> dict[str, Any]:
        """The scenario as a record (no actions yet); reload it with ``steamlab.from_record``."""
        return self.state().to_record()
