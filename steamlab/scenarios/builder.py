"""The scenario editor's Python side: set a rail position up by hand, check it, save it.

>>> sc = Scenario("steam", rules="standard", players=3, map="rust_belt")
>>> sc.phase("move", turn=3).player(0, cash=12, locomotive=3).cubes("Evansville", "blue")
Scenario(steam standard, 3 players, rust_belt, turn 3, move)
>>> _ = sc.link(["Evansville", "K10", "Indianapolis", "L9", "Cincinnati"], owner=0)
>>> sc.problems()
[]
>>> g = sc.state()
>>> [str(d.describe(g.board)) for d in g.deliveries(0)]
['blue cube Evansville → Indianapolis → Cincinnati: Player 1 +2']

A saved scenario is a record whose ``"start"`` is the position:
``steamlab.from_record(sc.to_record())`` gives the same game.
"""

from __future__ import annotations

from typing import Any

from steamlab.core.errors import ScenarioError
from steamlab.core.hexgrid import Hex, label
from steamlab.core.maps import GameMap
from steamlab.engine.registry import game_info, initial_state
from steamlab.engine.state import GameState
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.game import RailGame
from steamlab.games.rails.links import trace_links
from steamlab.games.rails.position import SEAT_FIELDS, board_from_position, track_of
from steamlab.games.rails.sample import lay_link
from steamlab.i18n import msg
from steamlab.scenarios.position import PositionEditor


class Scenario(PositionEditor[RailGame]):
    """A position under construction for one rule set, map and number of players."""

    def __init__(
        self, game: str, *, rules: str | None = None, players: int, map: str | None = None, seed: int = 0
    ) -> None:
        if not game_info(game).rails:  # Russian Railroads: its own builder, seats, rails and workers, no map
            raise ScenarioError(msg("scenario.use_rr", players=players))
        self.game = game
        self.rules = rules
        self.players = players
        self.map_name = map
        self.seed = seed
        blank = self._blank()
        self.pos: dict[str, Any] = blank.position()
        self.pos.update(turn=1, track=[], cubes={}, new_cities={}, removed={})
        if game_info(game).goods == "supply":
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
        state = initial_state(self.game, players=self.players, map=self.map_name, rules=self.rules, seed=self.seed)
        if not isinstance(state, RailGame):
            raise ScenarioError(msg("scenario.not_rail", game=self.game))
        return state

    @classmethod
    def from_state(cls, state: GameState) -> Scenario:
        """Start editing from a game's current position (resumed at the start of its phase)."""
        if not isinstance(state, RailGame):
            if not state.info.rails:
                raise ScenarioError(msg("scenario.use_rr_state"))
            raise ScenarioError(msg("scenario.not_rail", game=state.game))
        sc = cls(state.game, rules=state.rules, players=state.num_players, map=state.map_name, seed=state.seed)
        sc.pos = state.position()
        return sc

    @property
    def map(self) -> GameMap:
        return self._blank().map

    def _hex(self, where: str | Hex) -> str:
        game_map = self.map
        if isinstance(where, str):
            try:
                return label(game_map.find(where))
            except KeyError:
                raise ScenarioError(msg("scenario.no_place", map=game_map.title, where=where[:40])) from None
        if not isinstance(where, Hex) or where not in game_map.cells:
            raise ScenarioError(msg("scenario.not_hex", where=str(where)[:40], map=game_map.title))
        return label(where)

    def _seat(self, seat: object, what: str) -> int:
        n = len(self.pos["players"])
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ScenarioError(msg("scenario.no_seat", what=what, seat=seat, n=n, last=n - 1))
        return seat

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
        unknown = sorted(set(values) - SEAT_FIELDS)
        if unknown:
            raise ScenarioError(msg("scenario.seat_fields", unknown=unknown, fields=", ".join(sorted(SEAT_FIELDS))))
        self.pos["players"][self._seat(seat, "player")].update(values)
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
        spaces = self.pos.get("supply")
        if not isinstance(spaces, list):
            raise ScenarioError(msg("scenario.no_supply", game=self.game))
        if isinstance(space, bool) or not isinstance(space, int) or not 1 <= space <= len(spaces):
            raise ScenarioError(msg("scenario.supply_space", space=space, n=len(spaces)))
        spaces[space - 1] = list(colors)
        return self

    def display(self, column: str, *colors: str) -> Scenario:
        """Age of Steam: set the cubes of a goods display column (top first)."""
        columns = self.pos.get("display")
        names = getattr(self._blank(), "column_names", None)
        if not isinstance(columns, dict) or names is None:
            raise ScenarioError(msg("scenario.no_display", game=self.game))
        if column not in names():
            raise ScenarioError(msg("scenario.display_column", column=str(column)[:20], columns=", ".join(names())))
        columns[column] = list(colors)
        return self

    def new_city(self, town: str, city_id: str) -> Scenario:
        """Urbanize a town with new city tile ``city_id``."""
        self.pos["new_cities"][self._hex(town)] = city_id
        return self

    def track(self, at: str, tile: str, rotation: int = 0, owner: int | None = None) -> Scenario:
        """Lay one tile, every segment owned by ``owner``."""
        where = self._hex(at)
        spec = self._blank_tiles().get(tile) if isinstance(tile, str) else None
        if spec is None:
            raise ScenarioError(msg("scenario.no_tile", game=self.game, tile=str(tile)[:40]))
        if isinstance(rotation, bool) or not isinstance(rotation, int) or not 0 <= rotation < 6:
            raise ScenarioError(msg("scenario.rotation", rotation=rotation))
        self.remove_track(at)
        blank = self._blank()
        disk = blank.board.is_town(blank.map.find(where)) and not spec.is_town
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

    def lay_board(self, board: RailBoard) -> Scenario:
        """Put ``board``'s track (each piece with its owner), new cities and cubes in place of the position's.

        The board is a lesson's or a test's, drawn on this scenario's map; :meth:`problems` checks what it holds.

        >>> sc = Scenario("steam", players=3, map="tutorial").link(["Carlow", "E5", "E6", "Fenwick"], owner=0)
        >>> again = Scenario("age_of_steam", players=3, map="tutorial").lay_board(sc.state().board)
        >>> [t["at"] for t in again.pos["track"]], again.problems()
        (['E5', 'E6'], [])
        """
        if board.map.id != self.map.id:
            raise ScenarioError(msg("scenario.board_map", board=board.map.title, map=self.map.title))
        self.pos["track"] = track_of(board)
        self.pos["new_cities"] = {label(h): cid for h, (cid, _) in sorted(board.new_cities.items())}
        self.pos["cubes"] = {label(h): list(c) for h, c in sorted(board.cubes.items()) if c}
        return self

    def board(self) -> RailBoard:
        """The position's board, the game's own once the position is checked (``ScenarioError`` naming a problem).

        >>> sc = Scenario("steam", players=3, map="tutorial").cubes("Carlow", "red")
        >>> [(label(h), c) for h, c in sc.board().cubes.items() if c]
        [('E4', ['red'])]
        """
        return self.state().board

    def link_owner(self, a: str, b: str, owner: int | None) -> Scenario:
        """Give every piece of the complete link between stations ``a`` and ``b`` (names or labels) to ``owner``.

        >>> sc = Scenario("steam", players=3, map="tutorial").link(["Carlow", "E5", "E6", "Fenwick"], owner=0)
        >>> [t["owners"] for t in sc.link_owner("Fenwick", "Carlow", 2).pos["track"]]
        [[2], [2]]
        """
        blank = self._blank()
        board = board_from_position(blank, self.pos)
        ends = {blank.map.find(self._hex(a)), blank.map.find(self._hex(b))}
        link = next((lk for lk in trace_links(board) if lk.complete and {n.hex for n in lk.stations()} == ends), None)
        if link is None:
            raise ScenarioError(msg("scenario.no_link", a=a[:40], b=b[:40]))
        pieces = set(link.pieces)
        for entry in self.pos["track"]:
            h = blank.map.find(entry["at"])
            segments = sorted(board.tiles[h].segments)
            entry["owners"] = [owner if (h, seg) in pieces else was
                               for seg, was in zip(segments, entry["owners"], strict=True)]  # fmt: skip
        return self

    def link(self, path: list[str], owner: int | None) -> Scenario:
        """Lay a whole link along ``path`` (a station, hexes, a station), owned by ``owner``."""
        hexes = [self._hex(p) for p in path]
        blank = self._blank()
        board = board_from_position(blank, self.pos)
        lay_link(board, self.game, [blank.map.find(h) for h in hexes], owner)
        self.pos["track"] = track_of(board)
        return self
