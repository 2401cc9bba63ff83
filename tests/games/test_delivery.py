"""Moving goods under Steam and Age of Steam: every rule, the seeds' examples, counts."""

import pytest

from steamlab.core.hexgrid import from_offset, label
from steamlab.core.maps import load_map, parse_map
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.delivery import (
    DeliveryRules,
    MoveGoods,
    apply_delivery,
    best_deliveries,
    check_delivery,
    deliveries_for_players,
    legal_deliveries,
    why_delivery_illegal,
)
from steamlab.games.rails.sample import dense_network, lay_link, path_between

STEAM = DeliveryRules("steam")
AOS = DeliveryRules("age_of_steam")
BOTH = pytest.mark.parametrize("rules", [STEAM, AOS], ids=["steam", "aos"])


def line_board(owners, middle_city=None, game="steam"):
    """Stations on every even row of column 0 (row 0 a red city, the last a yellow city), one-tile links between."""
    n = len(owners)
    hexes = [{"at": [0, r], "terrain": "plain"} for r in range(2 * n + 1)]
    hexes[0] = {"at": [0, 0], "city": {"name": "Start", "color": "red"}}
    hexes[2 * n] = {"at": [0, 2 * n], "city": {"name": "End", "color": "yellow"}}
    for i in range(1, n):
        if i == middle_city:
            hexes[2 * i] = {"at": [0, 2 * i], "city": {"name": "Mid", "color": "yellow"}}
        else:
            hexes[2 * i] = {"at": [0, 2 * i], "town": f"Town{i}"}
    disp = {str(k): "Start" for k in range(1, 7)}
    raw = {"format": "steamlab-map/1", "id": "line", "hexes": hexes,
           "goods_display": {"light": disp, "dark": disp}, "goods_supply": {"spaces": 1}}
    board = RailBoard(parse_map(raw, "line"))
    for i, owner in enumerate(owners):
        lay_link(board, game, [from_offset(0, 2 * i + r) for r in range(3)], owner)
    board.cubes[from_offset(0, 0)] = ["yellow"]
    return board


def route(board, n):
    return tuple(f"{label(from_offset(0, 2 * i))}/B" for i in range(n))


def test_seed_002_example_five_links_two_own_two_brown_one_orange():
    board = line_board([0, 1, 0, 1, 2])  # black = 0, brown = 1, orange = 2
    move = MoveGoods("A1", "yellow", route(board, 5))
    delivery, reason = check_delivery(board, STEAM, 0, 5, move)
    assert reason is None
    assert delivery.points == ((0, 2), (1, 2), (2, 1))
    assert delivery.describe(board) == "yellow cube Start → Town1 → Town2 → Town3 → Town4 → End: Player 1 +2, Player 2 +2, Player 3 +1"


def test_steam_needs_at_least_as_many_own_links_as_each_other_player():
    board = line_board([0, 1, 1, 0, 2])
    move = MoveGoods("A1", "yellow", route(board, 5))
    assert why_delivery_illegal(board, STEAM, 0, 5, move) is None  # own 2, brown 2, orange 1
    board = line_board([0, 1, 1, 1, 2])
    reason = why_delivery_illegal(board, STEAM, 0, 5, MoveGoods("A1", "yellow", route(board, 5)))
    assert reason.startswith("The route uses 3 of Player 2's links but only 1 of yours")
    assert why_delivery_illegal(board, AOS, 0, 5, MoveGoods("A1", "yellow", route(board, 5))) is None
    board = line_board([1, 2])
    reason = why_delivery_illegal(board, STEAM, 0, 5, MoveGoods("A1", "yellow", route(board, 2)))
    assert reason.startswith("A delivery must use at least one of your own links")


@BOTH
def test_at_most_as_many_links_as_the_locomotive(rules):
    board = line_board([0, 0, 0])
    move = MoveGoods("A1", "yellow", route(board, 3))
    assert why_delivery_illegal(board, rules, 0, 3, move) is None
    assert "locomotive is level 2" in why_delivery_illegal(board, rules, 0, 2, move)
    assert [len(d.move.route) for d in legal_deliveries(board, rules, 0, 2)] == []
    assert [len(d.move.route) for d in legal_deliveries(board, rules, 0, 3)] == [3]


@BOTH
def test_the_cube_stops_at_the_first_city_of_its_colour(rules):
    board = line_board([0, 0, 0, 0], middle_city=2)
    through = MoveGoods("A1", "yellow", route(board, 4))
    reason = why_delivery_illegal(board, rules, 0, 6, through)
    assert reason.startswith("The yellow cube would pass through Mid, a yellow city: it must stop there")
    [d] = legal_deliveries(board, rules, 0, 6)
    assert board.place_name(d.destination) == "Mid" and len(d.legs) == 2


@BOTH
def test_only_complete_links_and_the_right_destination(rules):
    board = line_board([0, 0])
    board.cubes[from_offset(0, 0)] = ["blue"]
    reason = why_delivery_illegal(board, rules, 0, 6, MoveGoods("A1", "blue", route(board, 2)))
    assert "not a blue city" in reason
    reason = why_delivery_illegal(board, rules, 0, 6, MoveGoods("A1", "blue", ("A1/T",)))
    assert "not a complete link leaving Start" in reason
    assert "There is no red cube in Start" in why_delivery_illegal(board, rules, 0, 6, MoveGoods("A1", "red", ("A1/B",)))


def _rust_belt_parallel():
    """Evansville-Indianapolis twice (via K10: player 0, via J9: player 1), Indianapolis-Cincinnati (player 2)."""
    board = RailBoard(load_map("rust_belt"))
    m = board.map
    ev, ind, cin = m.find("Evansville"), m.find("Indianapolis"), m.find("Cincinnati")
    lay_link(board, "age_of_steam", [ev, m.find("K10"), ind], 0)
    lay_link(board, "age_of_steam", [ev, m.find("J9"), ind], 1)
    lay_link(board, "age_of_steam", [ind, m.find("L9"), cin], 2)
    board.cubes[ev] = ["blue", "blue"]
    return board


@BOTH
def test_no_station_visited_twice_and_parallel_links_are_different_deliveries(rules):
    board = _rust_belt_parallel()
    back = MoveGoods("J10", "blue", ("J10/TR", "K9/BL"))
    reason = why_delivery_illegal(board, rules, 0, 6, back)
    assert reason.startswith("The route visits Evansville twice")
    moves = legal_deliveries(board, AOS, 0, 6)
    assert sorted(d.move.route for d in moves) == [("J10/T", "K9/BR"), ("J10/TR", "K9/BR")]
    assert sorted(d.points for d in moves) == [((0, 1), (2, 1)), ((1, 1), (2, 1))]


def test_rust_belt_age_of_steam_one_owned_link_pays_its_owner():
    board = RailBoard(load_map("rust_belt"))
    m = board.map
    ev, cin = m.find("Evansville"), m.find("Cincinnati")
    path = path_between(board, ev, cin, 4)
    lay_link(board, "age_of_steam", path, 3)
    board.cubes[ev] = ["blue"]
    [d] = legal_deliveries(board, AOS, 0, 1)
    assert d.points == ((3, 1),) and d.describe(board).startswith("blue cube Evansville → Cincinnati")
    apply_delivery(board, d)
    assert board.cubes[ev] == []


def test_rust_belt_two_links_through_indianapolis_pay_each_owner():
    board = _rust_belt_parallel()
    d, reason = check_delivery(board, AOS, 0, 2, MoveGoods("J10", "blue", ("J10/T", "K9/BR")))
    assert reason is None and d.points == ((1, 1), (2, 1))
    assert d.describe(board) == "blue cube Evansville → Indianapolis → Cincinnati: Player 2 +1, Player 3 +1"


@BOTH
def test_unowned_links_are_usable_and_score_nobody(rules):
    board = line_board([0, None, 0])
    d, reason = check_delivery(board, rules, 0, 3, MoveGoods("A1", "yellow", route(board, 3)))
    assert reason is None and d.points == ((0, 2),)


def test_best_delivery_own_points_then_fewest_to_others():
    board = _rust_belt_parallel()
    moves = legal_deliveries(board, AOS, 1, 6)
    [best] = best_deliveries(moves, 1)
    assert best.move.route == ("J10/T", "K9/BR")  # via J9, player 1's own link
    moves = legal_deliveries(board, AOS, 2, 6)
    best = best_deliveries(moves, 2)
    assert len(best) == 2  # a tie: both routes give player 2 one point and one to another player


# (map, game, seed, locomotive) -> deliveries for players 0..3
COUNTS = {
    ("rust_belt", "steam", 1, 6): [36, 51, 54, 85],
    ("rust_belt", "age_of_steam", 1, 6): [154, 154, 154, 154],
    ("rust_belt", "age_of_steam", 1, 2): [9, 9, 9, 9],
    ("tutorial", "steam", 2, 3): [4, 16, 4, 5],
    ("tutorial", "age_of_steam", 2, 3): [22, 22, 22, 22],
}


@pytest.mark.parametrize("key", list(COUNTS), ids=["-".join(map(str, k)) for k in COUNTS])
def test_delivery_counts(key):
    map_name, game, seed, loco = key
    board = dense_network(map_name, seed=seed)
    found = deliveries_for_players(board, DeliveryRules(game), {p: loco for p in range(4)})
    assert [len(found[p]) for p in range(4)] == COUNTS[key]
    for p in range(4):
        for d in found[p]:
            assert why_delivery_illegal(board, DeliveryRules(game), p, loco, d.move) is None


def test_the_own_links_test_agrees_with_the_refusal_on_a_dense_network():
    """The delivery search's own-links test (no refusal sentence built) keeps exactly the routes the refusal
    would let through, for every seat (twenty-fifth session: the search runs for every board a bot tries)."""
    from steamlab.games.rails.delivery import Network, _owns_enough, ownership_reason

    board = dense_network("rust_belt", seed=1)
    net = Network(board)
    checked = 0
    for start in net.adjacent:
        for color in ("red", "blue", "yellow", "purple"):
            for legs, _codes, counts in net.routes(start, color, 4):
                for player in range(4):
                    assert _owns_enough(counts, player) == (ownership_reason(legs, player, STEAM, counts) is None)
                    checked += 1
    assert checked > 100


def _every_path(net, start, color, limit):
    """Every route the rules allow, by brute force and in the walk's order: no pruning, no memo."""
    found = []

    def walk(node, path, seen):
        if len(path) >= limit:
            return
        for leg in net.adjacent.get(node, ()):
            if leg.end in seen:
                continue
            if net.color.get(leg.end) == color:
                found.append((*path, leg))
            else:
                walk(leg.end, (*path, leg), seen | {leg.end})

    walk(start, (), {start})
    return found


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_pruned_route_search_finds_every_route_in_order(seed):
    """The route search leaves a station whose nearest city of the colour is beyond the links left: on dense
    networks it still finds every route the rules allow, in the same order, for every locomotive level."""
    from steamlab.games.rails.delivery import Network

    board = dense_network("rust_belt", seed=seed)
    net = Network(board)
    colors = sorted({c for c in net.color.values() if c})
    routes = 0
    for start in net.adjacent:
        for color in colors:
            for limit in range(1, 7):
                found = [legs for legs, _codes, _counts in Network(board).routes(start, color, limit)]
                assert found == _every_path(net, start, color, limit), (start, color, limit)
                routes += len(found)
    assert routes > 1000


def test_the_board_network_is_shared_until_the_track_changes():
    """The board's network (and the routes it remembers) is shared by copies of the board while the track stays
    the same, and made again after a build; goods moving leave it alone, and its deliveries are always those of a
    network built afresh (an Age of Steam demo game, replayed to its second move phase and on)."""
    import json
    from pathlib import Path

    import steamlab
    from steamlab.games.rails.delivery import Network, board_network

    record = json.loads((Path(__file__).parent / "records" / "age_of_steam_4p_seed41.json").read_text())
    moves = [i for i, a in enumerate(record["actions"]) if a["kind"] == "move_goods"]
    at = moves[1]  # a move phase whose network earlier deliveries already searched
    g = steamlab.from_record(dict(record, actions=record["actions"][:at]))
    net = board_network(g.board)
    copy = g.copy()
    assert board_network(copy.board) is net and copy.network() is net

    def fresh(q):
        return legal_deliveries(g.board, g.delivery_rules, q, g.seats[q].locomotive, Network(g.board))

    p = g.queue[0]
    assert g.deliveries(p) == fresh(p) != []
    g.apply(fresh(p)[0].move)  # a cube moves: same track, same network, deliveries as a new network's
    assert board_network(g.board) is net
    assert all(g.deliveries(q) == fresh(q) for q in range(4))
    while g.phase != "build":
        g.apply(g.legal_actions()[-1])  # pass, bid out, take what is left, up to the next build phase
    g.apply(next(a for a in g.legal_actions() if a.kind == "build"))
    assert board_network(g.board) is not net and board_network(copy.board) is net


@pytest.mark.parametrize("name", ["age_of_steam_4p_seed41", "steam_standard_4p_seed32"])
def test_a_network_made_after_a_build_finds_what_a_new_one_finds(name):
    """A network made after a build takes over the searches of the one before only where they still hold: over a
    whole demo game, after every build, every route from every station (each colour, locomotives 2, 4 and 6) is
    the route a network built afresh finds, in the same order."""
    import json
    from pathlib import Path

    import steamlab
    from steamlab.games.rails.delivery import Network, board_network

    record = json.loads((Path(__file__).parent / "records" / f"{name}.json").read_text())
    played = steamlab.from_record(record).history
    g = steamlab.from_record(dict(record, actions=[]))
    g.auto_chance = False
    taken_over = searched = 0
    for action in played[len(g.history) :]:
        g.apply(action)
        if action.kind not in ("build", "urbanize"):
            continue
        net, fresh = board_network(g.board), Network(g.board)
        colors = sorted({c for c in fresh.color.values() if c})
        for start in fresh.adjacent:
            for color in colors:
                for limit in (2, 4, 6):
                    lent = net._lent.get((start, color, limit))
                    assert net.routes(start, color, limit) == fresh.routes(start, color, limit), (action, start, color)
                    searched += 1
                    taken_over += net._routes[(start, color, limit)] is lent
    assert searched > 1000 and 0.3 * searched < taken_over < searched  # most searches taken over, not all
