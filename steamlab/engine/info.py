"""What a game is, as data: :class:`GameInfo`, registered beside each game's factory.

OpenSpiel registers each game with its ``GameType`` and ``GameInfo``; steamlab does the same, so the
floors above the rules (bots, pages, lessons, words) ask the registry what a game is -- which family,
how many players, which rule sets, whether a player can go out for want of money -- instead of
comparing its name. A game package builds its record and passes it to
:func:`~steamlab.engine.registry.register_game`; :func:`~steamlab.engine.registry.game_info` gives it
back by name, and ``state.info`` from a state.

>>> rules = (RuleSet("base"), RuleSet("standard", out_for_money=True))
>>> info = GameInfo("steam", family=RAILS, players=(3, 6), rule_sets=rules, default_rules="standard",
...                 default_map="rust_belt", money="capital", goods="supply")
>>> info.rails, info.title("ja"), [r.name for r in info.rule_sets]
(True, 'スチーム', ['base', 'standard'])
>>> info.can_go_out("standard"), info.can_go_out("base")
(True, False)
>>> info.rule_set_key("base")
'steam/base'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from steamlab.core.errors import SteamlabError
from steamlab.i18n import msg, term

RAILS: Final = "rails"
"""The family of the map games (Steam, Age of Steam): hexes, track, links, goods cubes."""
BOARD: Final = "board"
"""The family of the player-board games (Russian Railroads): worker spaces and tracks on a board."""

Family = Literal["rails", "board"]


@dataclass(frozen=True)
class RuleSet:
    """One rule set of a game: its name in records (``None`` for a game with only one) and what the
    bots must know of it.

    >>> RuleSet("standard", out_for_money=True).out_for_money
    True
    """

    name: str | None
    out_for_money: bool = False
    """Whether a player who cannot pay is put out of the game (Steam standard, Age of Steam)."""


@dataclass(frozen=True)
class GameInfo:
    """A game's description: every question the code outside the game's package asks about it.

    ``name`` is the registry's key (a record's ``"game"``); the title is the catalogue's ``game.<name>``
    term in each language. ``players`` is the range the rules cover (a map may narrow it);
    ``rule_sets`` lists the rule sets (``default_rules`` the one a game gets when none is named);
    ``default_map`` is the map a game gets when none is named, ``None`` for a game played without
    a map. ``clock`` is the state's attribute that counts the game's time (``"turn"`` or ``"round"``).
    ``money`` says how a player raises money (``"capital"``: income steps, Steam; ``"shares"``: shares
    issued, Age of Steam; ``None``: never); ``vp_track`` whether seats keep victory points apart from
    their income (Steam's VP track); ``goods`` where new goods cubes come from (``"supply"``: Steam's
    goods supply and growth marks; ``"display"``: Age of Steam's goods display; ``None``: no cubes) and
    ``goods_grow`` whether new cubes come every turn (Age of Steam's Goods Growth; in Steam, as this engine
    plays it, a cube delivered is gone: the bots count an open delivery once there);
    ``link_scoring`` what a complete link is worth at the end (``"link"``: 1 point whatever its
    length, Steam; ``"tile"``: a point a tile, Age of Steam; ``None``: no links).

    >>> GameInfo("solitaire", family=BOARD, players=(1, 1)).rule_set(None)
    RuleSet(name=None, out_for_money=False)
    """

    name: str
    family: Family
    players: tuple[int, int]
    rule_sets: tuple[RuleSet, ...] = (RuleSet(None),)
    default_rules: str | None = None
    default_map: str | None = None
    clock: Literal["turn", "round"] = "turn"
    money: Literal["capital", "shares"] | None = None
    vp_track: bool = False
    goods: Literal["supply", "display"] | None = None
    goods_grow: bool = False
    link_scoring: Literal["link", "tile"] | None = None
    order: int = 0
    """Where the game stands in lists (menus, checks, pages): lower first, then by name."""

    @property
    def rails(self) -> bool:
        """Whether the game is played with track on a hex map (:data:`RAILS`)."""
        return self.family == RAILS

    @property
    def on_map(self) -> bool:
        """Whether a game of it is played on a steamlab map (``new_game(..., map=...)``)."""
        return self.default_map is not None

    @property
    def shares(self) -> bool:
        """Whether a player raises money by issuing shares (Age of Steam's money)."""
        return self.money == "shares"

    def title(self, lang: str = "en") -> str:
        """The game's name in ``lang`` (the catalogue's ``game.<name>`` term)."""
        return term("game", self.name, lang)

    def rule_set(self, rules: str | None) -> RuleSet:
        """The rule set a state's ``rules`` names (``None``: the default); ``KeyError`` for one the game
        does not have."""
        wanted = self.default_rules if rules is None else rules
        for rule_set in self.rule_sets:
            if rule_set.name == wanted:
                return rule_set
        raise KeyError(f"{self.name} has no rule set {rules!r}")

    def can_go_out(self, rules: str | None) -> bool:
        """Whether, under ``rules``, a player who cannot pay is put out of the game."""
        return self.rule_set(rules).out_for_money

    def rule_set_key(self, rules: str | None) -> str:
        """The key of a rule set in per-rule-set tables: ``<game>/<rules>`` for a game with several rule
        sets, else the game's name."""
        return f"{self.name}/{rules}" if len(self.rule_sets) > 1 else self.name


_INFOS: dict[str, GameInfo] = {}


def add_info(info: GameInfo) -> None:
    """Record ``info`` under its name (what :func:`~steamlab.engine.registry.register_game` does)."""
    _INFOS[info.name] = info


def game_info(name: str) -> GameInfo:
    """The :class:`GameInfo` of the registered game ``name``; :class:`~steamlab.core.errors.SteamlabError`
    naming the known games for a game nobody registered.

    >>> import steamlab
    >>> game_info("russian_railroads").players, game_info("age_of_steam").can_go_out(None)
    ((2, 4), True)
    >>> game_info("chess")
    Traceback (most recent call last):
    ...
    steamlab.core.errors.SteamlabError: unknown game 'chess'; known games: age_of_steam, russian_railroads, steam
    """
    if name not in _INFOS:
        raise SteamlabError(msg("record.unknown_game", name=name, known=", ".join(sorted(_INFOS))))
    return _INFOS[name]


def games(family: Family | None = None) -> list[GameInfo]:
    """Every registered game (of ``family``, if given), in their :attr:`GameInfo.order`.

    >>> import steamlab
    >>> [g.name for g in games(RAILS)]
    ['steam', 'age_of_steam']
    """
    found = [info for info in _INFOS.values() if family is None or info.family == family]
    return sorted(found, key=lambda info: (info.order, info.name))


__all__ = ["BOARD", "RAILS", "Family", "GameInfo", "RuleSet", "add_info", "game_info", "games"]
