"""Building rules of Steam and Age of Steam: one legal and one illegal case per rule."""

import json

import pytest

from steamlab.core.hexgrid import Hex, label
from steamlab.core.maps import load_map, parse_map
from steamlab.core.tiles import TOWN, segment
from steamlab.games.rails.actions import Build, Urbanize
from steamlab.games.rails.board import Placement, RailBoard
from steamlab.games.rails.building import AGE_OF_STEAM, STEAM, BuildTurn
from steamlab.games.rails.links import trace_links

BOTH = pytest.mark.parametrize("rules", [STEAM, AGE_OF_STEAM], ids=["steam", "aos"])


def new_turn(rules, map_name="rust_belt", player=0, board=None, **kw):
    return BuildTurn(board or RailBoard(load_map(map_name)), rules, player, **kw)


def edge(a: Hex, b: Hex) -> int:
    e = a.edge_to(b)
    assert e is not None, (label(a), label(b))
    return e


def where(turn, name):
    return turn.board.map.find(name)


def build(turn, at, tile_id, *ends):
    """A Build of ``tile_id`` on ``at`` turned so that its track is exactly ``ends`` (pairs of edges/TOWN)."""
    h = at if isinstance(at, Hex) else where(turn, at)
    tile = turn.rules.tiles[tile_id]
    want = frozenset(segment(a, b) for a, b in ends)
    for r in tile.orientations():
        segs = tile.rotated(r)
        if turn.board.is_town(h) and not tile.is_town:
            segs = frozenset(segment(e, TOWN) for e in tile.exits(r))
        if segs == want:
            return Build(label(h), tile_id, r)
    raise AssertionError(f"{tile_id} cannot lay {ends}")


def straight_from(turn, city, toward):
    """A straight on the hex across ``toward`` edge of ``city``, joined to the city."""
    c = where(turn, city)
    h = c.neighbor(toward)
    e = edge(h, c)
    return h, build(turn, h, "straight", (e, (e + 3) % 6))


# -- where track may go --------------------------------------------------------------
@BOTH
def test_no_track_on_a_city_hex(rules):
    turn = new_turn(rules)
    reason = turn.why_illegal(Build("H6", "straight", 0))
    assert reason.startswith("You cannot build onto Chicago: track never goes on a city hex")
    assert turn.why_illegal(Build("H7", "straight", 0)) is None


@BOTH
def test_no_track_on_a_lake(rules):
    turn = new_turn(rules)
    assert "lake hexes take no track" in turn.why_illegal(Build("I6", "straight", 0))


@BOTH
def test_no_track_into_a_lake_or_off_the_map(rules):
    turn = new_turn(rules)
    chicago = where(turn, "Chicago")
    h = chicago.neighbor(0)  # H5, above Chicago; Chicago's TR neighbour I6 is lake
    lake = chicago.neighbor(1)
    ok = build(turn, h, "gentle", (edge(h, chicago), edge(h, h.neighbor(5))))
    bad = build(turn, h, "sharp", (edge(h, chicago), edge(h, lake)))
    assert turn.why_illegal(ok) is None
    assert "run into the lake" in turn.why_illegal(bad)
    stl = where(turn, "St. Louis")
    e11 = stl.neighbor(4)  # bottom row: its BR and B edges leave the map
    assert edge(e11, stl) == 1
    assert turn.why_illegal(build(turn, e11, "sharp", (1, 0))) is None
    assert turn.why_illegal(build(turn, e11, "sharp", (1, 2))) == "Track cannot leave the map by E11's bottom-right edge."


@BOTH
def test_no_track_across_an_impassable_edge(rules):
    turn = new_turn(rules, "tutorial")
    carlow, f3 = where(turn, "Carlow"), where(turn, "F3")
    into_carlow = edge(f3, carlow)
    assert into_carlow == 4
    assert turn.why_illegal(build(turn, f3, "sharp", (into_carlow, 5))) is None
    reason = turn.why_illegal(build(turn, f3, "sharp", (into_carlow, 3)))
    assert reason.startswith("Track cannot cross the thick black line on F3's bottom edge")


# -- starting and extending ------------------------------------------------------------
@BOTH
def test_new_track_starts_at_a_city_or_extends_your_own(rules):
    turn = new_turn(rules)
    h7 = where(turn, "H7")
    assert turn.why_illegal(build(turn, h7, "straight", (1, 4))).startswith("The track on H7 must start at a city")
    _, first = straight_from(turn, "Chicago", 3)
    turn.apply(first)
    h8 = h7.neighbor(3)
    assert turn.why_illegal(build(turn, h8, "straight", (0, 3))) is None  # extends own track
    other = new_turn(rules, board=turn.board, player=1)
    reason = other.why_illegal(build(other, h8, "straight", (0, 3)))
    assert "Player 1's track" in reason and "another player's track" in reason


def test_steam_cannot_start_from_a_town_but_age_of_steam_can():
    for rules, legal in ((STEAM, False), (AGE_OF_STEAM, True)):
        turn = new_turn(rules)
        town = where(turn, "La Crosse")
        board = turn.board
        board.tiles[town] = Placement("town_1", 0, frozenset({(0, TOWN)}))  # a stub to the top
        turn.refresh()
        above = town.neighbor(0)
        reason = turn.why_illegal(build(turn, above, "straight", (3, 0)))
        assert (reason is None) == legal, (rules.game, reason)


@BOTH
def test_first_build_must_be_next_to_a_city(rules):
    turn = new_turn(rules, first_build=True)
    _, ok = straight_from(turn, "Chicago", 3)
    assert turn.why_illegal(ok) is None
    # extending an unowned incomplete link (legal for others) is not a first build next to a city
    board = turn.board
    h7 = where(turn, "H7")
    board.tiles[h7] = Placement("straight", 0, frozenset({(0, 3)}))
    board.owners[(h7, (0, 3))] = None
    board.tiles[where(turn, "Minneapolis").neighbor(3)] = Placement("straight", 0, frozenset({(0, 3)}))
    turn.refresh()
    h8 = h7.neighbor(3)
    reason = turn.why_illegal(build(turn, h8, "straight", (0, 3)))
    if rules is AGE_OF_STEAM:
        assert "first build of the game must be next to a city" in reason
    else:  # Steam refuses earlier: the unowned link's city is not on the player's network
        assert "take it over only when its city is on your own complete network" in reason


@BOTH
def test_a_link_may_not_return_to_its_start(rules):
    turn = new_turn(rules)
    chicago = where(turn, "Chicago")
    h7, g7 = chicago.neighbor(3), chicago.neighbor(4)
    turn.apply(build(turn, h7, "sharp", (edge(h7, chicago), edge(h7, g7))))
    back = build(turn, g7, "sharp", (edge(g7, h7), edge(g7, chicago)))
    assert "back to itself" in turn.why_illegal(back)
    onward = build(turn, g7, "straight", (edge(g7, h7), (edge(g7, h7) + 3) % 6))
    assert turn.why_illegal(onward) is None


@BOTH
def test_three_builds_a_turn_four_with_the_engineer(rules):
    for limit in (3, 4):
        turn = new_turn(rules, limit=limit)
        h = where(turn, "Minneapolis")  # five plain hexes below it
        for _ in range(limit):
            nxt = h.neighbor(3)
            turn.apply(build(turn, nxt, "straight", (0, 3)))
            h = nxt
        reason = turn.why_illegal(build(turn, h.neighbor(3), "straight", (0, 3)))
        assert f"You have laid {limit} tiles this turn" in reason
        assert turn.legal_builds() == []


def test_the_tile_supply_runs_out():
    turn = new_turn(AGE_OF_STEAM)
    board = turn.board
    far = [h for h in board.map.cells if board.map.cells[h].buildable and not board.map.cells[h].name][:7]
    for h in far:
        board.tiles[h] = Placement("sharp", 0, frozenset({(0, 5)}))
    chicago = where(turn, "Chicago")
    h7 = chicago.neighbor(3)
    reason = turn.why_illegal(build(turn, h7, "sharp", (0, 1)))
    assert reason == "All 7 'sharp curve' tiles are on the board: the supply has none left."
    assert turn.why_illegal(build(turn, h7, "gentle", (0, 2))) is None


# -- towns -------------------------------------------------------------------------------
def test_steam_town_tiles_only_on_towns_and_only_town_tiles_on_towns():
    turn = new_turn(STEAM)
    town = where(turn, "La Crosse")  # E4; its neighbour D3 ... none is a city: reach it by track
    assert "Only a town tile may go on the town of La Crosse" in turn.why_illegal(Build(label(town), "straight", 0))
    assert "goes only on a town" in turn.why_illegal(Build("H7", "town_1", 0))


def test_age_of_steam_town_disk_on_an_ordinary_tile_costs_one_plus_exits():
    turn = new_turn(AGE_OF_STEAM)
    springfield = where(turn, "Springfield")  # G9, next to St. Louis? no: reach from F9
    stl = where(turn, "St. Louis")
    f9 = stl.neighbor(0)
    turn.apply(build(turn, f9, "gentle", (edge(f9, stl), edge(f9, springfield))))
    opt = turn.check(build(turn, springfield, "straight", (edge(springfield, f9), TOWN), ((edge(springfield, f9) + 3) % 6, TOWN)))
    assert opt.reason is None and opt.cost.total == 3
    assert [i.label for i in opt.cost.items] == ["town tile", "2 x $1 per exit"]


# -- costs ---------------------------------------------------------------------------------
def test_age_of_steam_costs_on_rust_belt():
    turn = new_turn(AGE_OF_STEAM)
    _, plain = straight_from(turn, "Chicago", 3)
    assert turn.cost(plain).total == 2
    _, river = straight_from(turn, "St. Louis", 0)
    assert turn.cost(river).total == 3
    assert turn.cost(river).items[0].label == "simple track on river"


def test_age_of_steam_crossing_and_town_replacements_cost_three():
    turn = new_turn(AGE_OF_STEAM, player=1)
    board = turn.board
    chicago = where(turn, "Chicago")
    h7 = chicago.neighbor(3)
    board.tiles[h7] = Placement("straight", 1, frozenset({(2, 5)}))  # TL-BR, someone else's through track
    board.owners[(h7, (2, 5))] = 0
    up = build(turn, h7, "x_gentle_straight", (2, 5), (0, 4))
    opt = turn.check(up)
    assert opt.kind == "improve" and opt.reason is None
    assert [(i.label, i.amount) for i in opt.cost.items] == [("replace simple track by crossing", 3)]
    # town replacement: a 1-exit town tile becomes a 3-exit one
    town = where(turn, "La Crosse")
    board.tiles[town] = Placement("town_1", 0, frozenset({(0, TOWN)}))
    board.owners[(town, (0, TOWN))] = 1
    turn.refresh()
    opt = turn.check(build(turn, town, "town_3_star", (0, TOWN), (2, TOWN), (4, TOWN)))
    assert opt.reason is None and opt.kind == "improve" and opt.cost.total == 3


def test_steam_formula_cases():
    turn = new_turn(STEAM)
    _, river = straight_from(turn, "St. Louis", 0)
    cost = turn.cost(river)
    assert cost.total == 3 and [i.label for i in cost.items] == ["2 x $1 per exit", "river hex"]
    raw = json.loads(json.dumps(_hill_town_map()))
    board = RailBoard(parse_map(raw, "hill-town"))
    t2 = BuildTurn(board, STEAM, 0)
    town, city = board.map.find("Hilltop"), board.map.find("Capital")
    e = edge(town, city)
    cost = t2.cost(build(t2, town, "town_straight", (e, TOWN), ((e + 3) % 6, TOWN)))
    assert cost.total == 5
    assert [i.label for i in cost.items] == ["2 x $1 per exit", "town on the tile", "hill hex"]


def _hill_town_map():
    hexes = [{"at": [c, r], "terrain": "plain"} for c in range(3) for r in range(3)]
    hexes[4] = {"at": [1, 1], "terrain": "hill", "town": "Hilltop"}
    hexes[1] = {"at": [0, 1], "city": {"name": "Capital", "color": "red"}}
    hexes[8] = {"at": [2, 2], "city": {"name": "Port", "color": "blue"}}
    disp = {str(n): "Capital" for n in range(1, 7)}
    return {
        "format": "steamlab-map/1", "id": "hill", "hexes": hexes,
        "goods_display": {"light": disp, "dark": disp}, "goods_supply": {"spaces": 2},
    }


@BOTH
def test_redirect_the_end_of_an_incomplete_link_pays_no_terrain(rules):
    turn = new_turn(rules)
    stl = where(turn, "St. Louis")
    f9, first = straight_from(turn, "St. Louis", 0)  # F9 is a river hex
    turn.apply(first)
    entry = edge(f9, stl)
    redirect = build(turn, f9, "gentle", (entry, (entry + 2) % 6))
    opt = turn.check(redirect)
    assert opt.reason is None and opt.kind == "redirect"
    if rules is STEAM:
        assert opt.cost.total == 2 and opt.cost.items[-1].label == "river: not paid when you redirect"
    else:
        assert [(i.label, i.amount) for i in opt.cost.items] == [("redirect", 2)]
    # the entry must stay: a tile that no longer points at St. Louis is no redirect
    wrong = build(turn, f9, "gentle", ((entry + 1) % 6, (entry + 3) % 6))
    assert "must still enter by" in turn.why_illegal(wrong)
    # another player's link may not be redirected
    other = new_turn(rules, board=turn.board, player=1)
    assert "is not yours" in other.why_illegal(redirect)
    turn.apply(redirect)
    assert turn.board.owner(f9, segment(entry, (entry + 2) % 6)) == 0


@BOTH
def test_improve_must_keep_the_old_track(rules):
    turn = new_turn(rules)
    h7, first = straight_from(turn, "Chicago", 3)
    turn.apply(first)
    keeps = build(turn, h7, "c_straight_sharp", (0, 3), (4, 5))
    loses = build(turn, h7, "x_straights", (5, 2), (4, 1))
    assert turn.check(keeps).kind == "improve"
    assert "must keep all the track" in turn.why_illegal(loses) or "redirect" in turn.why_illegal(loses)


# -- ownership --------------------------------------------------------------------------------
@BOTH
def test_incomplete_link_not_extended_loses_its_owner(rules):
    board = RailBoard(load_map("rust_belt"))
    t1 = BuildTurn(board, rules, 0)
    h7, first = straight_from(t1, "Chicago", 3)
    t1.apply(first)
    assert t1.end_turn() == []  # built this turn: kept
    t2 = BuildTurn(board, rules, 0)
    lost = t2.end_turn()
    assert len(lost) == 1 and board.owner(h7, (0, 3)) is None
    [link] = trace_links(board)
    assert link.owner is None and not link.complete


def test_taking_over_an_unowned_link():
    for rules in (STEAM, AGE_OF_STEAM):
        board = RailBoard(load_map("rust_belt"))
        t0 = BuildTurn(board, rules, 0)
        h7, first = straight_from(t0, "Chicago", 3)
        t0.apply(first)
        BuildTurn(board, rules, 0).end_turn()  # player 0 lets it go
        t1 = BuildTurn(board, rules, 1)
        ext = build(t1, h7.neighbor(3), "straight", (0, 3))
        reason = t1.why_illegal(ext)
        if rules is STEAM:
            assert "own complete network" in reason
            # give player 1 a complete link from Chicago: now the take-over is allowed
            g6 = where(t1, "Chicago").neighbor(5)
            board.tiles[g6] = Placement("straight", 0, frozenset({(2, 5)}))
            board.owners[(g6, (2, 5))] = 1
            board.new_cities[g6.neighbor(5)] = ("A", "red")  # a city at the other end
            t1 = BuildTurn(board, rules, 1)
            reason = t1.why_illegal(ext)
        assert reason is None, (rules.game, reason)
        t1.apply(ext)
        assert board.owner(h7, (0, 3)) == 1


def test_urbanization_turns_a_town_into_a_city_and_keeps_owners():
    turn = new_turn(AGE_OF_STEAM, may_urbanize=True)
    board = turn.board
    stl, springfield = where(turn, "St. Louis"), where(turn, "Springfield")
    f9 = stl.neighbor(0)
    turn.apply(build(turn, f9, "gentle", (edge(f9, stl), edge(f9, springfield))))
    turn.apply(build(turn, springfield, "straight", (edge(springfield, f9), TOWN), ((edge(springfield, f9) + 3) % 6, TOWN)))
    [link] = trace_links(board)
    assert link.complete and link.end.kind == "town" and link.owner == 0
    assert "no new city tile 'Z'" in turn.why_urbanize_illegal(Urbanize(label(springfield), "Z"))
    assert "goes on a town" in turn.why_urbanize_illegal(Urbanize("H6", "A"))
    turn.urbanize(Urbanize(label(springfield), "B"))
    assert board.is_city(springfield) and board.city_color(springfield) == "blue"
    assert springfield not in board.tiles
    [link] = trace_links(board)
    assert link.complete and link.end.kind == "city" and link.owner == 0 and link.length() == 1
    assert "one new city a turn" in turn.why_urbanize_illegal(Urbanize("E4", "A"))
    assert "Only the player who took the Urbanization" in new_turn(AGE_OF_STEAM).why_urbanize_illegal(Urbanize("E4", "A"))


# -- errors change nothing -------------------------------------------------------------------
@BOTH
def test_an_illegal_build_raises_and_changes_nothing(rules):
    turn = new_turn(rules)
    _, first = straight_from(turn, "Chicago", 3)
    turn.apply(first)
    before = (dict(turn.board.tiles), dict(turn.board.owners), turn.done, set(turn.placed))
    with pytest.raises(ValueError, match="city hex"):
        turn.apply(Build("H6", "straight", 0))
    assert (dict(turn.board.tiles), dict(turn.board.owners), turn.done, set(turn.placed)) == before


def test_labels_that_are_not_hexes_are_explained():
    turn = new_turn(STEAM)
    assert "not a hex label" in turn.why_illegal(Build("??", "straight", 0))
    assert "is not on the Rust Belt map" in turn.why_illegal(Build("Z40", "straight", 0))
    assert "There is no tile 'banana'" in turn.why_illegal(Build("H7", "banana", 0))
    assert "rotation is 0-5" in turn.why_illegal(Build("H7", "straight", 9))


# -- enumeration ---------------------------------------------------------------------------
@BOTH
def test_every_enumerated_build_is_legal_and_unique(rules):
    turn = new_turn(rules)
    _, first = straight_from(turn, "Chicago", 3)
    turn.apply(first)
    options = turn.legal_builds()
    builds = [o.build for o in options]
    assert len(builds) == len(set(builds))
    assert all(turn.why_illegal(b) is None for b in builds)
    hexes = [turn.board.map.find(b.at) for b in builds]
    assert hexes == sorted(hexes)


def test_options_at_a_hex_include_illegal_ones_with_reasons():
    turn = new_turn(STEAM)
    h7 = where(turn, "H7")
    opts = turn.options_at(h7, include_illegal=True)
    legal = [o for o in opts if o.legal]
    assert legal and all(o.cost for o in legal)
    assert not any(o.reason and "Only a town tile" in o.reason for o in opts)
    assert any(o.reason and "town tile goes only on a town" in o.reason for o in opts)


@pytest.mark.parametrize(
    ("game", "rules", "players"),
    [("age_of_steam", None, 3), ("age_of_steam", None, 4), ("steam", "base", 3), ("steam", "standard", 4)],
)
def test_links_remembered_after_each_tile_are_the_whole_boards_traced_again(game, rules, players):
    """A tile laid traces again only the stations whose links reach its hex (``links.retraced``); after every tile
    of random games, mostly building, the remembered links are exactly a trace of the whole board, in its order."""
    import random

    import steamlab
    from steamlab.games.rails.links import TRACED, _guard, board_links

    builds = 0
    for seed in range(3):
        g = steamlab.new_game(game, players=players, seed=seed, **({"rules": rules} if rules else {}))
        rng = random.Random(seed)
        while not g.is_terminal():
            actions = g.legal_actions()
            tiles = [a for a in actions if a.kind == "build"]
            action = rng.choice(tiles) if tiles and rng.random() < 0.9 else rng.choice(actions)
            g.apply(action)
            if action.kind == "build":
                builds += 1
                entry = g.board.memo[TRACED]  # the build remembered its links, so the check below reads them
                assert entry[1][0] == _guard(g.board)
                assert board_links(g.board) == trace_links(g.board), (seed, len(g.history))
    assert builds >= 30
