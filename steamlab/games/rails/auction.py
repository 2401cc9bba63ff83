"""The turn-order auction of Steam's standard game and Age of Steam.

Players bid in turn, each bid above the last; a player who drops out takes the
last free place in turn order; the last player left takes first place. A
holder of the Turn Order action may once pass without dropping out. What each
player then pays depends on the title (see ``payments``).

>>> a = Auction.start([2, 0, 1], free_pass={0})
>>> a.bidder
2
>>> a.bid(3); a.bidder
0
>>> a.free_pass(); a.drop(); a.bidder   # player 0 passes once, player 1 drops out
0
>>> a.drop(); a.done, a.places
(True, [2, 0, 1])
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Auction:
    """State of one auction. ``places`` fills from the back as players drop out."""

    players: list[int]
    """Seats in bidding order (turn order at the start)."""
    high_bid: int = -1
    high_bidder: int | None = None
    last_bid: dict[int, int] = field(default_factory=dict)
    dropped: list[int] = field(default_factory=list)
    """In the order they dropped out."""
    passes: set[int] = field(default_factory=set)
    """Seats that still hold a free pass."""
    turn: int = 0
    """Index in ``players`` of the seat to act."""

    @classmethod
    def start(cls, order: list[int], free_pass: set[int] | None = None, opening: int = 0) -> Auction:
        """``opening``: the lowest first bid (Steam $0, seed 000; Age of Steam $1, DATA-NOTES)."""
        return cls(players=list(order), passes=set(free_pass or ()), high_bid=opening - 1)

    @property
    def remaining(self) -> list[int]:
        return [p for p in self.players if p not in self.dropped]

    @property
    def done(self) -> bool:
        return len(self.remaining) <= 1

    @property
    def bidder(self) -> int:
        """The seat to act now."""
        return self.players[self.turn]

    @property
    def places(self) -> list[int]:
        """Final turn order once done: the winner first, then the drop-outs from last to first."""
        return self.remaining + list(reversed(self.dropped))

    def min_bid(self) -> int:
        return self.high_bid + 1

    def _advance(self) -> None:
        if self.done:
            return
        n = len(self.players)
        for step in range(1, n + 1):
            p = self.players[(self.turn + step) % n]
            if p not in self.dropped and p != self.high_bidder:
                self.turn = (self.turn + step) % n
                return

    def bid(self, amount: int) -> None:
        self.high_bid, self.high_bidder = amount, self.bidder
        self.last_bid[self.bidder] = amount
        self._advance()

    def drop(self) -> None:
        self.dropped.append(self.bidder)
        self._advance()

    def free_pass(self) -> None:
        self.passes.discard(self.bidder)
        self._advance()

    def copy(self) -> Auction:
        return Auction(list(self.players), self.high_bid, self.high_bidder, dict(self.last_bid), list(self.dropped),
                       set(self.passes), self.turn)  # fmt: skip


def steam_payments(auction: Auction) -> dict[int, int]:
    """Steam (seeds 000/002): 1st and 2nd pay their bid, the last place nothing, the others half rounded up.

    >>> a = Auction(players=[0, 1, 2, 3], last_bid={0: 5, 1: 3, 2: 2, 3: 1}, dropped=[3, 2, 1])
    >>> steam_payments(a)
    {0: 5, 1: 3, 2: 1, 3: 0}
    """
    places = auction.places
    out = {}
    for i, p in enumerate(places):
        bid = auction.last_bid.get(p, 0)
        if i < 2:
            out[p] = bid
        elif i == len(places) - 1:
            out[p] = 0
        else:
            out[p] = (bid + 1) // 2
    return out


def age_of_steam_payments(auction: Auction) -> dict[int, int]:
    """Age of Steam (seed 001): the first to drop out pays nothing, later drop-outs half their
    last bid rounded up, the winner the whole bid.

    (The Deluxe rulebook has the last two pay in full; seed 001 wins for steamlab.)

    >>> a = Auction(players=[0, 1, 2, 3], last_bid={0: 5, 1: 3, 2: 2, 3: 1}, dropped=[3, 2, 1])
    >>> age_of_steam_payments(a)
    {0: 5, 1: 2, 2: 1, 3: 0}
    """
    out = {}
    for p in auction.places:
        bid = auction.last_bid.get(p, 0)
        if p in auction.dropped:
            out[p] = 0 if auction.dropped[0] == p else (bid + 1) // 2
        else:
            out[p] = bid
    return out
