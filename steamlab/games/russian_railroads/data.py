"""The Russian Railroads numbers, loaded from ``data/russian_railroads/``.

Three JSON files hold everything that is data: ``main_board.json`` (action
spaces, player-count set-up, turn-order cards), ``player_board.json`` (rail
colours, railways with their bonus spaces, doublers, industry track) and
``tiles_and_cards.json`` (locomotives/factories, engineers, bonus tokens and
cards, end bonus and starting cards). :func:`rules_data` validates them once
and returns frozen dataclasses; a broken file raises
:class:`~steamlab.core.errors.DataError` naming the file and the field.

>>> data = rules_data()
>>> [r.length for r in data.railways]
[15, 9, 9]
>>> data.colour_names
('black', 'grey', 'brown', 'natural', 'white')
>>> data.industry_vp(5)   # a marker on the first factory scores the previous printed value
5
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from steamlab.core.datafiles import data_path, display_name, load_json
from steamlab.core.errors import DataError

COLOURS = ("black", "grey", "brown", "natural", "white")
"""The rail colours in their fixed order along a railway (seed 004)."""

OPS_WITH_N = {
    "industry",
    "vp",
    "rubles",
    "doublers",
    "temporary_workers",
    "turn_order",
    "vp_top_locomotives",
    "take_engineer",
}
OPS_PLAIN = {
    "locomotive_or_factory",
    "locomotive_and_factory",
    "factory",
    "hire",
    "reuse",
    "vp_engineer_numbers",
    "end_bonus",
    "bonus_card",
    "second_marker",
    "revaluation",
    "kiev_medal",
    "repeat_one",
    "black_worker",
    "special_locomotive",
}
OPS = OPS_WITH_N | OPS_PLAIN | {"rails"}

ENGINEER_PREFIX = "engineer_"
"""Engineers are action spaces too: ``engineer_<number>`` (their tiles lie on the main board or beside a board)."""


@dataclass(frozen=True)
class Effect:
    """One effect of a space, engineer, factory, token or card.

    ``op`` names it (see ``docs/russian-railroads.md``); ``n`` is its amount;
    for ``rails`` ``steps`` holds, per step, the set of colour indices allowed.
    """

    op: str
    n: int = 0
    steps: tuple[frozenset[int], ...] = ()


@dataclass(frozen=True)
class Space:
    """An action space of the main board."""

    id: str
    area: str
    workers: int
    rubles: int
    min_players: int
    effects: tuple[Effect, ...]
    reusable: bool = False
    no_reuse: bool = False
    not_last_round: bool = False
    last_round_only: bool = False


@dataclass(frozen=True)
class Bonus:
    """A bonus space of a railway: ``rail`` at ``space`` (and a locomotive there if ``locomotive``)."""

    space: int
    rail: int
    locomotive: bool
    op: str
    n: int = 0


@dataclass(frozen=True)
class Railway:
    """One of the three railways of a player board."""

    id: str
    name: str
    length: int
    slots: int
    colours: frozenset[int]
    bonuses: tuple[Bonus, ...]
    stars: tuple[tuple[int, int], ...] = ()
    doubling: tuple[int, int] | None = None
    medal: tuple[int, int, int] | None = None


@dataclass(frozen=True)
class PlayerCount:
    """Set-up that depends on the number of players."""

    rounds: int
    workers: int
    rubles: int
    engineers_a: int
    engineers_b: int
    engineer_slots: int
    locomotives_per_number: int
    worker_stock: int
    turn_order_own_space: bool


@dataclass(frozen=True)
class EndBonusCard:
    """An end bonus card: a scoring ``rule`` with its numbers."""

    number: int
    rule: str
    vp: int = 0
    max: int | None = None
    tiers: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class RulesData:
    """Every number of the game, validated."""

    spaces: tuple[Space, ...]
    player_counts: Mapping[int, PlayerCount]
    turn_order_vp: tuple[int, ...]
    temporary_workers: int
    engineer_workers: int
    colour_points: tuple[int, ...]
    colour_revalued: tuple[int, ...]
    colour_counts: tuple[int, ...]
    unlock_spaces: tuple[int, ...]
    white_steps_on_unlock: int
    railways: tuple[Railway, ...]
    doubler_spaces: int
    doubler_stock: int
    industry_spaces: tuple[tuple[str, int], ...]
    locomotive_numbers: tuple[int, ...]
    locomotives_per_number: int
    factories: Mapping[int, tuple[Effect, ...]]
    engineers: Mapping[int, tuple[Effect, ...]]
    engineer_decks: Mapping[str, tuple[int, ...]]
    bonus_tokens: Mapping[int, tuple[Effect, ...]]
    bonus_cards: Mapping[int, tuple[Effect, ...]]
    end_bonus_cards: Mapping[int, EndBonusCard]
    end_bonus_removed: int
    end_bonus_instead_vp: int
    starting_cards: Mapping[int, tuple[Effect, ...]]
    majority_vp: tuple[int, ...]
    unconfirmed: frozenset[str] = frozenset()
    """Numbers whose ``confidence`` is ``unconfirmed`` in the files, by :func:`unconfirmed_key`.

    >>> sorted(rules_data().unconfirmed)
    ['industry', 'kiev.star.4', 'kiev.star.8', 'space.industry_3']
    """

    @property
    def colour_names(self) -> tuple[str, ...]:
        return COLOURS

    def space(self, space_id: str) -> Space:
        """The main-board action space called ``space_id`` (``KeyError`` if unknown)."""
        space = self.space_index.get(space_id)
        if space is None or space_id.startswith(ENGINEER_PREFIX):
            raise KeyError(space_id)
        return space

    def board_space_ids(self, players: int, last_round: bool) -> tuple[str, ...]:
        """The main-board spaces in play with ``players`` players, in the last round or not (board order).

        >>> "turn_order_2" in rules_data().board_space_ids(2, False), "industry_3" in rules_data().board_space_ids(4, True)
        (False, True)
        """
        key = (players, last_round)
        ids = self._open_spaces.get(key)
        if ids is None:
            ids = self._open_spaces[key] = tuple(
                s.id
                for s in self.spaces
                if s.min_players <= players
                and not (s.last_round_only and not last_round)
                and not (s.not_last_round and last_round)
            )
        return ids

    @cached_property
    def _open_spaces(self) -> dict[tuple[int, bool], tuple[str, ...]]:
        return {}

    @cached_property
    def space_index(self) -> Mapping[str, Space]:
        """Every action space by id: the main board's, and ``engineer_<n>`` for each engineer.

        >>> rules_data().space_index["engineer_14"].effects[0].steps
        (frozenset({0}), frozenset({0}))
        """
        index = {s.id: s for s in self.spaces}
        for number, effects in self.engineers.items():
            sid = f"{ENGINEER_PREFIX}{number}"
            index[sid] = Space(sid, "engineers", self.engineer_workers, 0, 2, effects)
        return index

    def industry_vp(self, position: int) -> int:
        """VP a marker at ``position`` scores: the printed value, else the last one before it."""
        for kind, value in reversed(self.industry_spaces[: position + 1]):
            if kind == "vp":
                return value
        return 0


class _Reader:
    """Typed access to one JSON document with errors naming file and field."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, field: str, problem: str) -> DataError:
        return DataError(self.source, field, problem)

    def obj(self, value: Any, field: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(field, "must be an object")
        return value

    def lst(self, value: Any, field: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(field, "must be a list")
        return value

    def get(self, parent: Mapping[str, Any], key: str, field: str) -> Any:
        if key not in parent:
            raise self.fail(f"{field}.{key}" if field else key, "is missing")
        return parent[key]

    def int_(self, parent: Mapping[str, Any], key: str, field: str, lo: int = 0, hi: int = 1000) -> int:
        value = self.get(parent, key, field)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(f"{field}.{key}", f"must be an integer, not {value!r}")
        if not lo <= value <= hi:
            raise self.fail(f"{field}.{key}", f"{value} is outside {lo}..{hi}")
        return value

    def str_(self, parent: Mapping[str, Any], key: str, field: str) -> str:
        value = self.get(parent, key, field)
        if not isinstance(value, str) or not value:
            raise self.fail(f"{field}.{key}", f"must be a non-empty string, not {value!r}")
        return value

    def bool_(self, parent: Mapping[str, Any], key: str, field: str, default: bool = False) -> bool:
        value = parent.get(key, default)
        if not isinstance(value, bool):
            raise self.fail(f"{field}.{key}", f"must be true or false, not {value!r}")
        return value

    def colour(self, value: Any, field: str) -> int:
        if value not in COLOURS:
            raise self.fail(field, f"unknown colour {value!r} (known: {', '.join(COLOURS)})")
        return COLOURS.index(value)

    def colour_set(self, value: Any, field: str) -> frozenset[int]:
        if value == "any":
            return frozenset(range(len(COLOURS)))
        if not isinstance(value, str):
            raise self.fail(field, f"must be a colour, 'any' or 'a|b', not {value!r}")
        return frozenset(self.colour(c, field) for c in value.split("|"))

    def effects(self, value: Any, field: str) -> tuple[Effect, ...]:
        out = []
        for i, raw in enumerate(self.lst(value, field)):
            where = f"{field}[{i}]"
            item = self.obj(raw, where)
            op = self.str_(item, "op", where)
            if op not in OPS:
                raise self.fail(f"{where}.op", f"unknown effect {op!r}")
            if op == "rails":
                steps = self.lst(self.get(item, "steps", where), f"{where}.steps")
                if not steps:
                    raise self.fail(f"{where}.steps", "needs at least one step")
                sets = tuple(self.colour_set(s, f"{where}.steps[{j}]") for j, s in enumerate(steps))
                out.append(Effect(op, len(sets), sets))
            elif op in OPS_WITH_N:
                out.append(Effect(op, self.int_(item, "n", where, 1, 50)))
            else:
                out.append(Effect(op))
        return tuple(out)

    def numbered(self, value: Any, field: str, expected: range) -> dict[int, Mapping[str, Any]]:
        found: dict[int, Mapping[str, Any]] = {}
        for i, raw in enumerate(self.lst(value, field)):
            item = self.obj(raw, f"{field}[{i}]")
            number = self.int_(item, "number", f"{field}[{i}]", 0, 1000)
            if number in found:
                raise self.fail(f"{field}[{i}].number", f"number {number} appears twice")
            found[number] = item
        if sorted(found) != list(expected):
            raise self.fail(field, f"must number exactly {expected.start}..{expected.stop - 1}, found {sorted(found)}")
        return found


def _load(name: str, folder: Path | None) -> tuple[_Reader, Mapping[str, Any]]:
    path = (folder or data_path("russian_railroads")) / name
    reader = _Reader(display_name(path))
    return reader, reader.obj(load_json(path), "")


def unconfirmed_key(kind: str, *parts: object) -> str:
    """The name of a number in :attr:`RulesData.unconfirmed`.

    >>> unconfirmed_key("star", "kiev", 4), unconfirmed_key("space", "industry_3"), unconfirmed_key("industry")
    ('kiev.star.4', 'space.industry_3', 'industry')
    """
    if kind == "star":
        railway, space = parts
        return f"{railway}.star.{space}"
    return ".".join([kind, *map(str, parts)])


def _is_unconfirmed(item: Mapping[str, Any]) -> bool:
    return item.get("confidence") == "unconfirmed"


def load_rules_data(folder: Path | None = None) -> RulesData:
    """Read and validate the three data files in ``folder`` (default: the shipped ones)."""
    unconfirmed: list[str] = []
    r, board = _load("main_board.json", folder)
    counts: dict[int, PlayerCount] = {}
    pc = r.obj(r.get(board, "player_counts", ""), "player_counts")
    for n in (2, 3, 4):
        f = f"player_counts.{n}"
        item = r.obj(r.get(pc, str(n), "player_counts"), f)
        counts[n] = PlayerCount(
            rounds=r.int_(item, "rounds", f, 1, 20),
            workers=r.int_(item, "workers", f, 1, 10),
            rubles=r.int_(item, "rubles", f, 0, 10),
            engineers_a=r.int_(item, "engineers_a", f, 0, 7),
            engineers_b=r.int_(item, "engineers_b", f, 0, 7),
            engineer_slots=r.int_(item, "engineer_slots", f, 1, 9),
            locomotives_per_number=r.int_(item, "locomotives_per_number", f, 1, 4),
            worker_stock=r.int_(item, "worker_stock", f, 0, 5),
            turn_order_own_space=r.bool_(item, "turn_order_own_space", f),
        )
        if counts[n].engineers_a + counts[n].engineers_b > counts[n].engineer_slots:
            raise r.fail(f, "more engineers than engineer slots")
    tov = r.obj(r.get(board, "turn_order_vp", ""), "turn_order_vp")
    turn_vp = tuple(
        r.int_({"v": v}, "v", f"turn_order_vp.values[{i}]", 0, 50)
        for i, v in enumerate(r.lst(r.get(tov, "values", "turn_order_vp"), "turn_order_vp.values"))
    )
    if len(turn_vp) != 4:
        raise r.fail("turn_order_vp.values", "needs one value per turn-order position (4)")
    spaces = []
    seen: set[str] = set()
    for i, raw in enumerate(r.lst(r.get(board, "spaces", ""), "spaces")):
        f = f"spaces[{i}]"
        item = r.obj(raw, f)
        sid = r.str_(item, "id", f)
        if sid in seen or sid.startswith("engineer_"):
            raise r.fail(f"{f}.id", f"id {sid!r} is repeated or reserved")
        seen.add(sid)
        space = Space(
            id=sid,
            area=r.str_(item, "area", f),
            workers=r.int_(item, "workers", f, 0, 3),
            rubles=r.int_(item, "rubles", f, 0, 3),
            min_players=r.int_(item, "min_players", f, 2, 4),
            effects=r.effects(r.get(item, "effects", f), f"{f}.effects"),
            reusable=r.bool_(item, "reusable", f),
            no_reuse=r.bool_(item, "no_reuse", f),
            not_last_round=r.bool_(item, "not_last_round", f),
            last_round_only=r.bool_(item, "last_round_only", f),
        )
        if space.workers + space.rubles == 0:
            raise r.fail(f, "a space must cost something")
        if _is_unconfirmed(item):
            unconfirmed.append(unconfirmed_key("space", sid))
        spaces.append(space)
    eng_cost = r.obj(r.get(board, "engineer_cost", ""), "engineer_cost")

    r2, pb = _load("player_board.json", folder)
    colours = r2.lst(r2.get(pb, "colours", ""), "colours")
    if [c.get("id") if isinstance(c, Mapping) else None for c in colours] != list(COLOURS):
        raise r2.fail("colours", f"must list {', '.join(COLOURS)} in that order")
    points = tuple(r2.int_(c, "points", f"colours[{i}]", 0, 50) for i, c in enumerate(colours))
    revalued = tuple(r2.int_(c, "revalued", f"colours[{i}]", 0, 50) for i, c in enumerate(colours))
    ccounts = tuple(r2.int_(c, "count", f"colours[{i}]", 1, 3) for i, c in enumerate(colours))
    unlocks = tuple(r2.int_(c, "unlock_space", f"colours[{i}]", 0, 15) for i, c in enumerate(colours))
    railways = []
    white_steps = 0
    for i, raw in enumerate(r2.lst(r2.get(pb, "railways", ""), "railways")):
        f = f"railways[{i}]"
        item = r2.obj(raw, f)
        length = r2.int_(item, "length", f, 2, 30)
        bonuses = []
        for j, b in enumerate(r2.lst(r2.get(item, "bonuses", f), f"{f}.bonuses")):
            bf = f"{f}.bonuses[{j}]"
            b = r2.obj(b, bf)
            op = r2.str_(b, "op", bf)
            if op not in ("worker", "bonus_token", "vp"):
                raise r2.fail(f"{bf}.op", f"unknown railway bonus {op!r}")
            bonuses.append(
                Bonus(
                    r2.int_(b, "space", bf, 1, length),
                    r2.colour(r2.get(b, "rail", bf), f"{bf}.rail"),
                    r2.bool_(b, "locomotive", bf),
                    op,
                    r2.int_(b, "n", bf, 0, 50) if op == "vp" else 0,
                )
            )
        stars = tuple(
            (r2.int_(s, "space", f"{f}.stars[{j}]", 1, length), r2.int_(s, "vp", f"{f}.stars[{j}]", 0, 50))
            for j, s in enumerate(r2.lst(item.get("stars", []), f"{f}.stars"))
        )
        for (space_no, _), raw_star in zip(stars, item.get("stars", []), strict=True):
            if _is_unconfirmed(raw_star):
                unconfirmed.append(unconfirmed_key("star", r2.str_(item, "id", f), space_no))
        doubling = None
        if "doubling" in item:
            d = r2.obj(item["doubling"], f"{f}.doubling")
            doubling = (r2.int_(d, "space", f"{f}.doubling", 1, length), r2.colour(r2.get(d, "rail", f), f"{f}.doubling"))
        medal = None
        if "medal" in item:
            m = r2.obj(item["medal"], f"{f}.medal")
            medal = (
                r2.int_(m, "space", f"{f}.medal", 1, length),
                r2.colour(r2.get(m, "rail", f), f"{f}.medal"),
                r2.int_(m, "vp", f"{f}.medal", 0, 100),
            )
        if i == 0:
            white_steps = r2.int_(item, "white_steps_on_unlock", f, 0, 5)
        cols = r2.lst(r2.get(item, "colours", f), f"{f}.colours")
        railways.append(
            Railway(
                id=r2.str_(item, "id", f),
                name=r2.str_(item, "name", f),
                length=length,
                slots=r2.int_(item, "locomotive_slots", f, 1, 2),
                colours=frozenset(r2.colour(c, f"{f}.colours[{j}]") for j, c in enumerate(cols)),
                bonuses=tuple(bonuses),
                stars=stars,
                doubling=doubling,
                medal=medal,
            )
        )
    if len(railways) != 3:
        raise r2.fail("railways", "there must be exactly three railways")
    for c in range(len(COLOURS)):
        if sum(c in rw.colours for rw in railways) != ccounts[c]:
            raise r2.fail(f"colours[{c}].count", "must equal the number of railways accepting the colour")
    dbl = r2.obj(r2.get(pb, "doublers", ""), "doublers")
    ind = r2.obj(r2.get(pb, "industry", ""), "industry")
    if _is_unconfirmed(ind):
        unconfirmed.append(unconfirmed_key("industry"))
    industry: list[tuple[str, int]] = []
    for i, raw in enumerate(r2.lst(r2.get(ind, "spaces", "industry"), "industry.spaces")):
        f = f"industry.spaces[{i}]"
        item = r2.obj(raw, f)
        if "vp" in item:
            industry.append(("vp", r2.int_(item, "vp", f, 0, 100)))
        elif "factory" in item:
            industry.append(("factory", r2.int_(item, "factory", f, 1, 5)))
        elif r2.bool_(item, "bonus_token", f):
            industry.append(("bonus_token", 0))
        else:
            raise r2.fail(f, "a space needs 'vp', 'factory' or 'bonus_token'")
    if [v for k, v in industry if k == "factory"] != [1, 2, 3, 4, 5]:
        raise r2.fail("industry.spaces", "factory spaces must be 1..5 from left to right")
    if industry[0] != ("vp", 0):
        raise r2.fail("industry.spaces[0]", "the start space must print 0")

    r3, tc = _load("tiles_and_cards.json", folder)
    locos = r3.obj(r3.get(tc, "locomotives", ""), "locomotives")
    numbers = tuple(
        r3.int_({"v": v}, "v", f"locomotives.numbers[{i}]", 1, 9)
        for i, v in enumerate(r3.lst(r3.get(locos, "numbers", "locomotives"), "locomotives.numbers"))
    )
    if numbers != tuple(range(1, len(numbers) + 1)):
        raise r3.fail("locomotives.numbers", "must be 1, 2, 3, ... in order")
    per_number = r3.int_(locos, "per_number", "locomotives", 1, 8)

    def table(key: str, expected: range) -> dict[int, tuple[Effect, ...]]:
        items = r3.numbered(r3.get(tc, key, ""), key, expected)
        return {n: r3.effects(r3.get(it, "effects", key), f"{key}[number={n}].effects") for n, it in items.items()}

    factories = table("factories", range(1, len(numbers) + 1))
    engineers = table("engineers", range(1, 16))
    decks: dict[str, list[int]] = {"A": [], "B": [], "card": []}
    for n, it in r3.numbered(tc["engineers"], "engineers", range(1, 16)).items():
        deck = r3.str_(it, "deck", f"engineers[number={n}]")
        if deck not in decks:
            raise r3.fail(f"engineers[number={n}].deck", f"must be A, B or card, not {deck!r}")
        decks[deck].append(n)
    if len(decks["card"]) != 1:
        raise r3.fail("engineers", "exactly one engineer lies on a bonus card")
    for n, pcount in counts.items():
        if pcount.engineers_a > len(decks["A"]) or pcount.engineers_b > len(decks["B"]):
            raise r3.fail("engineers", f"too few A or B engineers for {n} players")
    ends = {}
    for n, it in r3.numbered(r3.get(tc, "end_bonus_cards", ""), "end_bonus_cards", range(1, 11)).items():
        f = f"end_bonus_cards[number={n}]"
        rule = r3.str_(it, "rule", f)
        known = {
            "flat",
            "per_completed_railway",
            "per_factory",
            "locomotive_numbers",
            "per_extra_worker",
            "black_rail_spaces",
            "per_bonus_token",
            "doublers",
            "engineer_count",
            "per_engineer",
        }
        if rule not in known:
            raise r3.fail(f"{f}.rule", f"unknown rule {rule!r}")
        tiers = tuple(
            (r3.int_({"v": t[0]}, "v", f"{f}.tiers", 0, 20), r3.int_({"v": t[1]}, "v", f"{f}.tiers", 0, 100))
            for t in r3.lst(it.get("tiers", []), f"{f}.tiers")
        )
        ends[n] = EndBonusCard(
            n,
            rule,
            r3.int_(it, "vp", f, 0, 100) if "vp" in it else 0,
            r3.int_(it, "max", f, 0, 100) if "max" in it else None,
            tiers,
        )
    setup = r3.obj(r3.get(tc, "end_bonus_setup", ""), "end_bonus_setup")
    maj = r3.obj(r3.get(tc, "engineer_majority", ""), "engineer_majority")
    majority = tuple(
        r3.int_({"v": v}, "v", "engineer_majority.vp", 0, 100)
        for v in r3.lst(r3.get(maj, "vp", "engineer_majority"), "engineer_majority.vp")
    )
    return RulesData(
        spaces=tuple(spaces),
        player_counts=counts,
        turn_order_vp=turn_vp,
        temporary_workers=r.int_(board, "temporary_workers", "", 0, 5),
        engineer_workers=r.int_(eng_cost, "workers", "engineer_cost", 1, 3),
        colour_points=points,
        colour_revalued=revalued,
        colour_counts=ccounts,
        unlock_spaces=unlocks,
        white_steps_on_unlock=white_steps,
        railways=tuple(railways),
        doubler_spaces=r2.int_(dbl, "spaces", "doublers", 1, 15),
        doubler_stock=r2.int_(dbl, "stock", "doublers", 1, 100),
        industry_spaces=tuple(industry),
        locomotive_numbers=numbers,
        locomotives_per_number=per_number,
        factories=factories,
        engineers=engineers,
        engineer_decks={k: tuple(v) for k, v in decks.items()},
        bonus_tokens=table("bonus_tokens", range(1, 8)),
        bonus_cards=table("bonus_cards", range(1, 6)),
        end_bonus_cards=ends,
        end_bonus_removed=r3.int_(setup, "removed", "end_bonus_setup", 0, 9),
        end_bonus_instead_vp=r3.int_(setup, "instead_vp", "end_bonus_setup", 0, 100),
        starting_cards=table("starting_bonus_cards", range(1, 5)),
        majority_vp=majority,
        unconfirmed=frozenset(unconfirmed),
    )


@cache
def rules_data() -> RulesData:
    """The shipped data, loaded and validated once."""
    return load_rules_data()


def space_of(sid: str, data: RulesData | None = None) -> Space | None:
    """The action space called ``sid`` (a main-board space or ``engineer_<n>``), None if there is none."""
    return (data or rules_data()).space_index.get(sid)


def engineer_number(sid: str) -> int:
    """The engineer a space id names (``engineer_7`` -> 7), 0 for a main-board space."""
    if sid.startswith(ENGINEER_PREFIX):
        tail = sid[len(ENGINEER_PREFIX) :]
        if tail.isdigit():
            return int(tail)
    return 0
