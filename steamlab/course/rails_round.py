"""Lessons 15, 18 and 19: the round of each rule set, money across a round, locomotives, the end.

The phases and the game lengths are the engine's own (``RailGame.phases``,
``total_turns``); a round is played by the engine, with bots
(``steamlab.bots.players.make_bot``) choosing for the players, and reported
phase by phase. A bot's choice is remembered for the process (``steamlab.course.choices``):
lesson 19's game is searched once however many times a test process plays it.

>>> print(phases_table().splitlines()[2])
1                 Action selection  Raise capital         Issue shares
>>> phases_table("ja").splitlines()[-1].split()[-3:]
['8', '8', '8']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from steamlab.bots.registry import Player, make_bot
from steamlab.course.auction import at_locomotive
from steamlab.course.choices import choose
from steamlab.course.rails_play import IssueShares, RaiseCapital, blank, money, position, start, who
from steamlab.course.text import TextTable, game_name, say, table
from steamlab.engine.state import ranking
from steamlab.i18n import render, term
from steamlab.i18n.words import columns
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailGame

RULE_SETS = (("steam", "base"), ("steam", "standard"), ("age_of_steam", None))

_W = word_table("course.rails_round", "_W")
_HEAD = columns("course.rails_round", "_HEAD")


def rule_set_name(game: str, rules: str | None, lang: str = "en") -> str:
    """``Steam, base game`` / ``Age of Steam`` in ``lang``."""
    return say(_W[f"{game}_{rules}"], lang) if rules else game_name(game, lang)


def phases_table(lang: str = "en") -> str:
    """The phases of a turn in each rule set (the engine's lists, side by side) and how many turns a
    game lasts with 3 and with 4 players."""
    games = [blank(game, rules, 3) for game, rules in RULE_SETS]
    rows: list[list[object]] = []
    for i in range(max(len(g.phases) for g in games)):
        rows.append([i + 1, *(term("phase", g.phases[i], lang) if i < len(g.phases) else "" for g in games)])
    for n in (3, 4):
        rows.append([say(_W["turns"], lang, n=n), *(blank(game, rules, n).total_turns for game, rules in RULE_SETS)])
    return table(["", *(rule_set_name(game, rules, lang) for game, rules in RULE_SETS)], rows)


def upkeep(game: str, rules: str | None, level: int) -> int:
    """What a player at locomotive ``level`` pays in one income phase with income 0 and no shares:
    the engine plays the phase from a position and the cash that left is the answer.

    >>> upkeep("steam", "standard", 3), upkeep("steam", "base", 3), upkeep("age_of_steam", None, 3)
    (3, 0, 3)
    """
    g = start(game, rules, position(game, "income", [{"cash": 20, "locomotive": level, "shares": 0}, {}, {}]))
    return 20 - g.seats[0].cash


def locomotive_table(lang: str = "en") -> str:
    """Locomotive levels 1-6: how far a good may go, what the base game's Locomotive tile costs to
    reach the level, and what the level costs every turn in the standard game and in Age of Steam."""
    rows = []
    for level in range(1, blank("steam", "base", 3).data["max_locomotive"] + 1):
        tile = money(at_locomotive("base", level - 1).action_cost(0, "locomotive")) if level > 1 else "-"
        rows.append([level, level, tile, money(upkeep("steam", "standard", level)),
                     money(upkeep("age_of_steam", None, level))])  # fmt: skip
    return table(_HEAD["loco"][lang], rows)


def capital_table(g: RailGame, lang: str = "en") -> str:
    """Steam standard, capital phase: every amount the player to act may raise (the engine's legal
    choices), with the cash and the income it leaves."""
    p = g.current_player
    seat = g.seats[p]
    rows = []
    for a in g.legal_actions():
        if isinstance(a, RaiseCapital):
            c = g.copy()
            c.apply(a)
            rows.append([a.steps, money(c.seats[p].cash), c.seats[p].income, money(c.seats[p].income)])
    if not rows:
        raise ValueError(f"{who(p)} has no capital to raise (income {seat.income})")
    return table(_HEAD["capital"][lang], rows)


def shares_table(g: RailGame, counts: Sequence[int], lang: str = "en") -> str:
    """Age of Steam, share-issuing phase: for each number of new shares, the cash it brings now, what
    the shares cost in every income phase to the end of the game, and the end score they cost
    (each computed by the engine on a copy of ``g``)."""
    p = g.current_player
    turns = g.total_turns - g.turn + 1
    rows = []
    for n in counts:
        c = g.copy()
        c.apply(IssueShares(n))
        shares = c.seats[p].shares
        score = c.score_of(p, [])
        rows.append([n, money(c.seats[p].cash), shares, money(shares), money(shares * turns), score.items[1].points])
    head = [h.format(n=turns) for h in _HEAD["shares"][lang]]
    return table(head, rows)


def _seat(g: RailGame, p: int, lang: str) -> str:
    s = g.seats[p]
    return say(_W["seat"], lang, cash=money(s.cash), income=s.income)


def bots(game: RailGame, name: str = "greedy", seed: int = 1, strength: int | None = None) -> list[Player]:
    """One bot per seat (``steamlab.bots.players.make_bot``), each with its own seed; ``strength`` is the
    strong bot's positions judged per move (``None``: its default).

    >>> import steamlab
    >>> [repr(p) for p in bots(steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=3), "strong", strength=8)]
    ["Player('strong', strength=8)", "Player('strong', strength=8)", "Player('strong', strength=8)"]
    """
    return [make_bot(name, seed=seed + p, strength=strength) for p in range(game.num_players)]


def play_round(g: RailGame, players: Sequence[Player], lang: str = "en") -> str:
    """Play the rest of the current turn of ``g`` (changed in place), each seat choosing with its bot;
    every player's cash and income after each phase, as a table."""
    head = [_HEAD["phase"][lang][0]] + [who(p, lang) for p in range(g.num_players)]
    rows = [[say(_W["start"], lang, turn=g.turn) if g.phase == g.phases[0] else term("phase", g.phase, lang),
             *(_seat(g, p, lang) for p in range(g.num_players))]]  # fmt: skip
    turn, phase = g.turn, g.phase
    while not g.is_terminal() and g.turn == turn:
        g.apply(choose(players[g.current_player], g))
        if g.phase != phase or g.turn != turn or g.is_terminal():
            rows.append([say(_W["then"], lang).join(term("phase", x, lang) for x in _passed(g, phase, turn)),
                         *(_seat(g, p, lang) for p in range(g.num_players))])  # fmt: skip
            phase = g.phase
    return table(head, rows)


def _passed(g: RailGame, phase: str, turn: int) -> list[str]:
    """The phases finished between ``phase`` of ``turn`` and where ``g`` stands now (phases without a
    decision -- income, Age of Steam's goods growth -- pass inside one move)."""
    i = g.phases.index(phase)
    if g.turn == turn and not g.is_terminal():
        return list(g.phases[i:g.phases.index(g.phase)])
    return list(g.phases[i:])


def play_game(g: RailGame, players: Sequence[Player], lang: str = "en") -> str:
    """Play ``g`` to its end (changed in place), a round at a time: after each round every player's
    score if the game ended there, and who leads."""
    head = [say(_W["round"], lang)] + [who(p, lang) for p in range(g.num_players)] + [say(_W["leads"], lang)]
    rows = []
    while not g.is_terminal():
        turn = g.turn
        while not g.is_terminal() and g.turn == turn:
            g.apply(choose(players[g.current_player], g))
        rows.append([turn, *(scored(g, p) for p in range(g.num_players)), who(winner(g), lang)])
    return table(head, rows)


def log_since(g: RailGame, start_at: int, lang: str = "en") -> str:
    """The game's log from entry ``start_at`` on, in ``lang``."""
    return "\n".join(render(line, lang) for line in g.log[start_at:])


def standings(g: RailGame, lang: str = "en") -> str:
    """Every player now: cash, income, VP track, locomotive, shares and the score the game would give
    if it ended here (the engine's ``scores``), best first."""
    scores = {s.player: s for s in g.scores()}
    vp = g.info.vp_track  # Steam: a VP column; Age of Steam: a shares column
    head = [h for i, h in enumerate(_HEAD["standings"][lang]) if i != (4 if vp else 3)]
    rows = []
    for p in ranking(list(scores.values())):
        s = g.seats[p]
        rows.append([who(p, lang), money(s.cash), s.income, s.vp if vp else s.shares, s.locomotive, scores[p].total])
    return table(head, rows)


def score_table(g: RailGame, lang: str = "en") -> TextTable:
    """Each player's score with the engine's working as a table: a row per item, then the player's total.

    >>> import steamlab
    >>> t = score_table(steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=7))
    >>> t.rows[0], t.rows[1], t.rows[3]
    (('Player 1 (orange)', 'income 0 x 3', '+0'), ('', '2 shares x -3', '-6'), ('', 'total', '-6'))
    """
    rows: list[list[object]] = []
    for s in g.scores():
        rows += [[who(s.player, lang) if k == 0 else "", render(i.label, lang), f"{i.points:+d}"]
                 for k, i in enumerate(s.items)]
        rows.append(["", say(_W["total"], lang), s.total])
    return table(_HEAD["working"][lang], rows)


def score_working(g: RailGame, lang: str = "en") -> str:
    """Each player's score with the engine's working, one line per item."""
    out = []
    for s in g.scores():
        items = ", ".join(f"{render(i.label, lang)} {i.points:+d}" for i in s.items)
        out.append(f"{who(s.player, lang)}: {items} = {s.total}")
    return "\n".join(out)


def scored(g: RailGame, player: int) -> int:
    """The score ``player`` would have if the game ended now (the engine's)."""
    return next(s.total for s in g.scores() if s.player == player)


def winner(g: RailGame) -> int:
    """The seat ranked first now (score, then the rule set's tie-breaks)."""
    return ranking(g.scores())[0]


def position_game(game: str, rules: str | None, phase: str, players: Sequence[dict[str, Any]], **kw: Any) -> RailGame:
    """``start(game, rules, position(game, phase, players, **kw))`` in one call."""
    return start(game, rules, position(game, phase, players, **kw))
