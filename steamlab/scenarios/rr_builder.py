"""The scenario editor for Russian Railroads: set a position up by hand, check it, save it.

A position is the game at the start of a round's worker placement (see
:mod:`steamlab.games.russian_railroads.position` for the JSON). Start from
the set-up deal of a seed, or from any game between turns, and change what
you like; :meth:`RRScenario.problems` says, one sentence each, what does not
fit the rules.

>>> sc = RRScenario(players=3, seed=2).round(3)
>>> sc.rails(0, "trans_siberian", "black", 7).rails(0, "trans_siberian", "grey", 4)
RRScenario(3 players, round 3)
>>> _ = sc.locomotive(0, "trans_siberian", 1, 4).factory(0, 2).industry(0, 0, 6).doublers(0, 2)
>>> _ = sc.rails(1, "kiev", "black", 7)
>>> print(*sc.problems())
Player 2 (players[1]) owns 6 workers but should own 7: 6 at the start and one for each worker bonus reached (Kiev 7).
>>> g = sc.workers(1, 7).state()
>>> g.round, g.boards[0].reach(0), g.boards[0].unlocked[:3], g.round_score(0).total
(3, 5, [True, True, True], 16)

A saved scenario is a record whose ``"start"`` is the position:
``steamlab.from_record(sc.to_record())`` gives the same game.
"""

from __future__ import annotations

from typing import Any

from steamlab.core.errors import ScenarioError
from steamlab.engine.registry import _factory
from steamlab.engine.state import GameState
from steamlab.games.russian_railroads.data import COLOURS
from steamlab.games.russian_railroads.position import FACTORY_SLOTS, blank_position
from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.i18n import msg
from steamlab.scenarios.position import PositionEditor

GAME = "russian_railroads"


class RRScenario(PositionEditor[RussianRailroadsState]):
    """A Russian Railroads position under construction for ``players`` players.

    Setters change the position and return the scenario, so they chain. When
    the position lists the locomotive ``supply`` or the ``doubler_stock``
    (positions taken from a game do), tiles and doublers put on a board are
    taken from there and those removed go back.
    """

    def __init__(self, *, players: int, seed: int = 0) -> None:
        self.players = players
        self.seed = seed
        self.pos: dict[str, Any] = blank_position(self._blank())

    def __repr__(self) -> str:
        return f"RRScenario({self.players} players, round {self.pos.get('round', 1)})"

    # -- starting points ---------------------------------------------------------------
    def _blank(self) -> RussianRailroadsState:
        state = _factory(GAME)(players=self.players, map=None, rules=None, seed=self.seed)
        assert isinstance(state, RussianRailroadsState)
        return state

    @classmethod
    def from_state(cls, state: GameState) -> RRScenario:
        """Start editing from a game between turns (resumed at the start of its round's worker placement)."""
        if not isinstance(state, RussianRailroadsState):
            raise ScenarioError(msg("scenario.rr.not_rr", game=state.game))
        sc = cls(players=state.num_players, seed=state.seed)
        sc.pos = state.position()
        return sc

    # -- helpers -------------------------------------------------------------------------------
    def _seat(self, seat: int) -> dict[str, Any]:
        players = self.pos["players"]
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(players):
            raise ScenarioError(msg("scenario.rr.no_seat", seat=seat, n=len(players), last=len(players) - 1))
        player: dict[str, Any] = players[seat]
        return player

    def _railway(self, railway: str) -> str:
        for rw in self._blank().data.railways:
            if railway in (rw.id, rw.name) or railway.lower() == rw.name.lower():
                return rw.id
        names = ", ".join(rw.id for rw in self._blank().data.railways)
        raise ScenarioError(msg("scenario.rr.no_railway", railway=railway, ids=names))

    def _tiles(self, taken: list[int], returned: list[int]) -> None:
        supply = self.pos.get("supply")
        if not isinstance(supply, list):
            return
        for t in returned:
            if 1 <= t <= len(supply):
                supply[t - 1] += 1
        for t in taken:
            if 1 <= t <= len(supply) and supply[t - 1] > 0:
                supply[t - 1] -= 1

    def _doublers_moved(self, delta: int) -> None:
        if isinstance(self.pos.get("doubler_stock"), int):
            self.pos["doubler_stock"] -= delta

    # -- the main board ------------------------------------------------------------------
    def round(self, n: int) -> RRScenario:
        """Resume at the start of round ``n``; going forward slides the engineer row right as the rounds would."""
        old = self.pos.get("round", 1)
        row = self.pos.get("engineer_row")
        if isinstance(row, list) and isinstance(old, int) and n > old:
            shift = min(n - old, len(row))
            self.pos["engineer_row"] = [0] * shift + row[: len(row) - shift]
        self.pos["round"] = n
        return self

    def order(self, *seats: int) -> RRScenario:
        """Set the turn order (first player first)."""
        self.pos["order"] = list(seats)
        return self

    def engineer_row(self, *numbers: int) -> RRScenario:
        """Set the engineer row left to right (0: an empty slot; the rightmost is the hiring slot)."""
        self.pos["engineer_row"] = list(numbers)
        return self

    def bonus_cards(self, *cards: int) -> RRScenario:
        """Set the bonus cards still in the row."""
        self.pos["bonus_cards"] = sorted(cards)
        return self

    def end_deck(self, *cards: int) -> RRScenario:
        """Set the end bonus cards still to draw from."""
        self.pos["end_deck"] = sorted(cards)
        return self

    # -- a player's board ------------------------------------------------------------------
    def rails(self, seat: int, railway: str, color: str, position: int) -> RRScenario:
        """Put the ``color`` rail of ``seat`` on space ``position`` of ``railway`` (0: off the railway)."""
        if color not in COLOURS:
            raise ScenarioError(msg("scenario.rr.no_colour", colour=color, colours=", ".join(COLOURS)))
        row = self._seat(seat).setdefault("rails", {}).setdefault(self._railway(railway), {"black": 1})
        if position or color == "black":
            row[color] = position
        else:
            row.pop(color, None)
        return self

    def locomotive(self, seat: int, railway: str, *numbers: int) -> RRScenario:
        """Set the locomotives on ``railway`` (none: empty it); 99 is bonus card 5's #9."""
        rid = self._railway(railway)
        locos = self._seat(seat).setdefault("locomotives", {"trans_siberian": [1]})
        old = list(locos.get(rid, []))
        locos[rid] = sorted(numbers)
        self._tiles(list(numbers), old)
        return self

    def factory(self, seat: int, number: int, slot: int | None = None) -> RRScenario:
        """Build factory ``number`` in the next free slot, or in ``slot`` (1-5, replacing the one there)."""
        factories = self._seat(seat).setdefault("factories", [])
        if slot is not None and (isinstance(slot, bool) or not isinstance(slot, int) or not 1 <= slot <= FACTORY_SLOTS):
            raise ScenarioError(msg("scenario.rr.factory_slot", n=FACTORY_SLOTS, slot=slot))
        if isinstance(number, bool) or not isinstance(number, int):
            raise ScenarioError(msg("scenario.rr.factory_number", number=number))
        if slot is None:
            factories.append(number)
            self._tiles([number], [])
            return self
        while len(factories) < slot:
            factories.append(None)
        old = factories[slot - 1]
        factories[slot - 1] = number
        self._tiles([number], [old] if isinstance(old, int) else [])
        return self

    def industry(self, seat: int, marker: int, position: int) -> RRScenario:
        """Put industry marker ``marker`` (0, or 1 with bonus token 3) on space ``position`` (0 is the start)."""
        markers = self._seat(seat).setdefault("industry", [0])
        while len(markers) <= marker:
            markers.append(0)
        markers[marker] = position
        return self

    def doubler(self, seat: int, railway: str, space: int) -> RRScenario:
        """Put a doubler on doubler space ``space`` (1-8) over ``railway`` -- the Trans-Siberian, the only one with them."""
        if self._railway(railway) != "trans_siberian":
            raise ScenarioError(msg("scenario.rr.doublers"))
        doublers = self._seat(seat).setdefault("doublers", [])
        if space not in doublers:
            doublers.append(space)
            doublers.sort()
            self._doublers_moved(1)
        return self

    def doublers(self, seat: int, n: int) -> RRScenario:
        """Put ``n`` doublers on the Trans-Siberian (spaces 1 to ``n``)."""
        old = len(self._seat(seat).get("doublers", []))
        self._seat(seat)["doublers"] = list(range(1, n + 1))
        self._doublers_moved(n - old)
        return self

    def engineer(self, seat: int, n: int) -> RRScenario:
        """``seat`` has hired engineer ``n`` (taken off the engineer row if it lies there)."""
        row = self.pos.get("engineer_row", [])
        if n in row:
            row[row.index(n)] = 0
        engineers = self._seat(seat).setdefault("engineers", [])
        if n not in engineers:
            engineers.append(n)
        return self

    def token(self, seat: int, n: int) -> RRScenario:
        """``seat`` has taken bonus token ``n`` (token 3 brings the second industry marker, on the start)."""
        tokens = self._seat(seat).setdefault("tokens", [])
        if n not in tokens:
            tokens.append(n)
        markers = self._seat(seat).setdefault("industry", [0])
        if n == 3 and len(markers) < 2:
            markers.append(0)
        return self

    def end_bonus(self, seat: int, card: int) -> RRScenario:
        """``seat`` holds end bonus card ``card`` (taken out of the deck if it is there)."""
        deck = self.pos.get("end_deck", [])
        if card in deck:
            deck.remove(card)
        held = self._seat(seat).setdefault("end_bonus", [])
        if card not in held:
            held.append(card)
        return self

    def black_worker(self, seat: int, held: bool = True) -> RRScenario:
        """``seat`` holds the black worker (bonus card 4 leaves the row) or gives it back."""
        self._seat(seat)["black_worker"] = held
        cards = set(self.pos.get("bonus_cards", []))
        self.pos["bonus_cards"] = sorted(cards - {4} if held else cards | {4})
        return self

    def workers(self, seat: int, n: int) -> RRScenario:
        """Set the workers ``seat`` owns (their colour; the black worker apart)."""
        self._seat(seat)["workers"] = n
        return self

    def temporary_workers(self, seat: int, n: int) -> RRScenario:
        """Set the temporary workers ``seat`` holds at the start of the round."""
        self._seat(seat)["temporary_workers"] = n
        return self

    def rubles(self, seat: int, n: int) -> RRScenario:
        """Set ``seat``'s rubles."""
        self._seat(seat)["rubles"] = n
        return self

    def vp(self, seat: int, n: int) -> RRScenario:
        """Set ``seat``'s VP so far (one number; positions from a game keep them by category)."""
        self._seat(seat)["vp"] = n
        return self


__all__ = ["RRScenario"]
