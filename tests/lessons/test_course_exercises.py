"""steamlab.course.exercises: answers checked by the engine's answer; a hint after a first wrong answer, the working
once right, after the second try or when asked ("Show the answer"); the session remembers what was answered."""

import re

import pytest

from steamlab.core.errors import SteamlabError
from steamlab.course import exercises as ex
from steamlab.course.rails import judge_build, rail_board
from steamlab.games.rails.actions import Build
from steamlab.games.rails.building import RULES, BuildTurn

Q = {"en": "What does it cost?", "ja": "費用は?"}
WHY = {"en": "2 exits, river", "ja": "出口 2、川"}


def steam_cost(at: str, tile: str, rotation: int) -> int:
    option = BuildTurn(rail_board("tutorial", "steam"), RULES["steam"], 0, first_build=True).check(
        Build(at, tile, rotation))
    assert option.cost is not None
    return option.cost.total


def test_a_first_wrong_answer_gets_a_hint_and_no_answer_the_second_the_working():
    cost = steam_cost("D4", "straight", 1)
    e = ex.number(Q, cost, lambda lang: judge_build(rail_board("tutorial", "steam"), "steam", Build("D4", "straight", 1),
                                                   first_build=True, lang=lang), money=True)  # fmt: skip
    right, hinted, wrong = e.check(f"${cost}"), e.check(str(cost + 1)), e.check(str(cost + 1), attempt=2)
    assert right.correct and not wrong.correct and right.answered and wrong.answered and hinted.answered
    assert right.explanation == wrong.explanation == "new, $3 = 2 x $1 per exit $2 + river hex $1"
    assert hinted.explanation == "" and "3" not in hinted.verdict + hinted.hint and "too high" in hinted.hint
    assert "too low" in e.check("1").hint and "steamlab-exercise-hint" in hinted.html()
    assert wrong.verdict == "Not quite: the answer is $3."
    assert e.reveal().verdict == "The answer is $3." and e.reveal().explanation == right.explanation
    ja = e.check("4", "ja", attempt=2)
    assert ja.verdict == "残念、正解は $3 です。" and "川ヘクス" in ja.explanation
    assert "大きすぎ" in e.check("4", "ja").hint


@pytest.mark.parametrize("given", ["", None, "three", "3.5", "$"])
def test_no_answer_hides_the_answer(given):
    fb = ex.number(Q, 3, WHY).check(given)
    assert not fb.answered and not fb.correct and fb.explanation == "" and "3" not in fb.verdict


def test_negative_numbers_and_several_accepted_answers():
    e = ex.number(Q, [-4, 4], WHY)
    assert e.check("−4").correct and e.check("4").correct and not e.check("0").correct
    assert e.check("0", attempt=2).verdict == "Not quite: any of -4, 4 is right."
    assert e.check("0").hint.startswith("Look again")  # neither too high nor too low


def test_choice_and_choices():
    opts = [("a", {"en": "Steam", "ja": "スチーム"}), ("b", {"en": "Age of Steam", "ja": "エイジ・オブ・スチーム"})]
    one = ex.choice(Q, opts, "b", WHY)
    assert one.check("b").correct and not one.check("a").correct
    assert one.check("a", "ja", attempt=2).verdict == "残念、正解は エイジ・オブ・スチーム です。"
    assert "エイジ" not in one.check("a", "ja").hint + one.check("a", "ja").verdict
    several = ex.choice(Q, opts, {"a", "b"}, WHY, several=True)
    assert several.check(["b", "a"]).correct and not several.check(["a"]).correct
    assert several.check([]).answered  # ticking nothing is an answer: "none of them"
    empty = ex.choice(Q, opts, set(), WHY, several=True)
    assert empty.check([]).correct and "none of them" in empty.check(["a"], attempt=2).verdict
    assert several.check(["a"]).hint == "2 of the options are right; check each one on its own."


def test_hex_accepts_place_names_and_labels():
    e = ex.hex_pick(Q, rail_board("tutorial", "steam"), ["Carlow", "d4"], WHY)
    assert e.answers == {"E4", "D4"}
    assert e.check("e4").correct and not e.check("F3").correct and not e.check("Z99").answered
    assert e.check("F3").hint == "The hex you want is next to the one you clicked."
    assert e.check("A1").hint == "The hex you want is 5 hexes from the one you clicked."


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: ex.number({"en": "only English"}, 3, WHY), "no 'ja' text"),
        (lambda: ex.number(Q, [], WHY), "no right answer"),
        (lambda: ex.choice(Q, [("a", Q), ("b", Q)], "c", WHY), "not among the options"),
        (lambda: ex.choice(Q, [("a", Q)], "a", WHY), "2 or more"),
        (lambda: ex.hex_pick(Q, rail_board("tutorial", "steam"), ["Atlantis"], WHY), "not a hex of the map"),
    ],
)
def test_bad_exercises_are_refused_with_the_reason(make, words):
    with pytest.raises(ex.ExerciseError, match=words) as info:
        make()
    assert isinstance(info.value, SteamlabError)


def test_widget_walks_right_and_wrong_in_both_languages():
    ex.forget()
    opts = [(1, {"en": "one", "ja": "一"}), (2, {"en": "two", "ja": "二"})]
    items = [ex.number(Q, 3, WHY, money=True), ex.choice(Q, opts, 2, WHY), ex.choice(Q, opts, {1}, WHY, several=True),
             ex.hex_pick(Q, rail_board("tutorial", "steam"), ["Carlow"], WHY)]  # fmt: skip
    for lang, why in (("en", "2 exits, river"), ("ja", "出口 2、川")):
        box = ex.exercises(items, lang)
        assert len(box.exercises) == 4
        for w in box.exercises:
            if w.exercise.kind != "choices":  # ticking nothing is an answer there
                assert w.submit().answered is False and "steamlab-exercise-empty" in w.feedback.value
            w.answer(w.wrong_answer())
            w.button.click()
            assert w.feedback_data is not None and not w.feedback_data.correct
            assert "steamlab-exercise-hinted" in w.feedback.value and why not in w.feedback.value
            w.answer(w.right_answer())
            w.button.click()
            assert w.feedback_data.correct and "steamlab-exercise-right" in w.feedback.value and why in w.feedback.value
    assert len(ex.built()) == 8


def test_money_in_the_widget_is_never_a_dollar_pair():
    html = ex._inline("from `$2` to $4 or -$1")
    assert html == "from <code>$2</code> to <code>$4</code> or <code>-$1</code>"


def test_a_hex_exercise_on_a_japanese_page_draws_its_legend_in_japanese() -> None:
    from steamlab.core.maps import load_map
    from steamlab.course.exercises import ExerciseWidget
    from steamlab.i18n.check import english_runs

    item = ex.Exercise("hex", {"en": "Click B2", "ja": "B2 をクリック"}, frozenset({"B2"}), {"en": "B2.", "ja": "B2 です。"},
                  board=load_map("tutorial"))
    legend = ExerciseWidget(item, "ja", 1).map.legend.value
    assert "凡例" in legend and "Legend" not in legend
    assert english_runs(re.sub(r"<[^>]+>", " ", legend), []) == []


def test_the_working_is_a_block_with_its_own_line_height() -> None:
    item = ex.Exercise("number", {"en": "How much?", "ja": "いくら?"}, frozenset({3}), {"en": "a\nb", "ja": "a\nb"})
    html = item.check("2", attempt=2).html()
    assert "<pre" in html and "line-height:1.35" in html and "a\nb" in html


@pytest.mark.parametrize(("lang", "hint", "why"), [("en", "Hint:", "2 exits, river"), ("ja", "ヒント:", "出口 2、川")])
def test_wrong_then_hint_then_wrong_or_right_then_working_and_show_the_answer(lang, hint, why):
    opts = [(1, {"en": "one", "ja": "一"}), (2, {"en": "two", "ja": "二"})]
    box = ex.exercises([ex.number(Q, 3, WHY), ex.choice(Q, opts, 2, WHY), ex.number(Q, 5, WHY)], lang)
    again, right, asked = box.exercises
    for w in box.exercises:
        assert w.show_button.layout.display == "none"  # nothing to show before a first answer
        w.answer(w.wrong_answer())
        w.button.click()
        assert hint in w.feedback.value and why not in w.feedback.value and w.show_button.layout.display is None
    again.answer(again.wrong_answer())
    again.button.click()  # the second wrong try: the answer and the working
    assert why in again.feedback.value and "$" not in again.feedback.value and "3" in again.feedback_data.verdict
    assert again.show_button.layout.display == "none"
    right.answer(right.right_answer())
    right.button.click()
    assert right.feedback_data.correct and why in right.feedback.value
    asked.show_button.click()
    assert "5" in asked.feedback_data.verdict and why in asked.feedback.value


def test_the_session_remembers_answers_and_the_file_counts_progress(tmp_path, monkeypatch):
    from steamlab.core import progress

    monkeypatch.setenv("STEAMLAB_PROGRESS", str(tmp_path / "progress.json"))
    opts = [(1, {"en": "one", "ja": "一"}), (2, {"en": "two", "ja": "二"})]
    items = [ex.number(Q, 3, WHY), ex.choice(Q, opts, 2, WHY)]
    first = ex.exercises(items, "en", lesson=2)
    a, b = first.exercises
    a.answer(3)
    a.button.click()
    assert progress.progress().summary() == (0, 1, 1, 1)
    b.show_button.click()
    assert progress.progress().summary() == (1, 1, 1, 2)
    again = ex.exercises(items, "ja", lesson=2)  # the cell run again, in Japanese
    assert "先ほど正解" in again.exercises[0].feedback.value and "出口 2、川" in again.exercises[0].feedback.value
    assert "正解は 二 です" in again.exercises[1].feedback.value
    assert ex.exercises(items, "en", lesson=3).exercises[0].feedback.value == ""
    other_kernel = progress.Progress(tmp_path / "progress.json")  # the index page's kernel reads the file
    assert other_kernel.summary() == (1, 1, 1, 2) and other_kernel.state(2, 1) == "shown"
    (tmp_path / "progress.json").write_text("{not json", encoding="utf-8")
    assert progress.Progress(tmp_path / "progress.json").summary() == (0, 0, 0, 0)


def test_lesson_5_asks_about_auctions_the_page_does_not_price():
    """Lesson 5's exercises price and place auctions of their own, told by their bids; the page's worked examples
    (whose payments and places it shows, the tile prices at level 1 too) are not what is asked (seen on the live
    site: the answer to "what does second place pay?" was in the table right above the question). Nor is the Try-it's
    auction: from its start (second bid `$7`) it printed second place paying `$7` and `$4`, the next two answers, so
    second place's last bid is one its slider cannot set."""
    import json
    from pathlib import Path

    from steamlab.course.auction import auction_story
    from steamlab.course.lessons import auction_and_turn_order as lx

    source = Path(__file__).resolve().parents[2] / "notebooks" / "lessons" / "05_auction_and_turn_order.ipynb"
    code = "\n".join("".join(c["source"]) for c in json.loads(source.read_text(encoding="utf-8"))["cells"]
                     if c["cell_type"] == "code")
    shown = [eval(line.split("=", 1)[1]) for line in code.splitlines()  # noqa: S307 - the lesson's own literals
             if line.strip().startswith(("first_auction =", "pass_auction ="))]
    assert len(shown) == 2
    for asked in (lx.EXERCISE_AUCTION, lx.EXERCISE_PASS_AUCTION):
        assert tuple(asked) not in [tuple(s) for s in shown]
    assert "action_costs_table(1" in code and lx.EXERCISE_LOCOMOTIVE != 1
    slider_max = int(re.search(r"second_bid=widgets.IntSlider\(min=\d+, max=(\d+)", code).group(1))
    _order, script = lx.EXERCISE_AUCTION
    second_bid = [b for b in script if isinstance(b, int)][-2]  # the last bid before the winner's
    assert second_bid > slider_max
    exercises = lx.lesson_5()
    assert exercises[0].answers == frozenset({second_bid}) and exercises[1].answers == frozenset({(second_bid + 1) // 2})
    for lang in ("en", "ja"):
        table = auction_story(*lx.EXERCISE_AUCTION, lang=lang).split("\n\n")[-1]
        question = exercises[0].question[lang]
        assert all(f"${bid}" in question for bid in lx.EXERCISE_AUCTION[1] if isinstance(bid, int))
        assert table not in question and exercises[0].explain(lang).endswith(table)


def _lesson_code(name: str) -> str:
    """A lesson notebook's code, all its cells (what the page runs and shows above its exercises)."""
    import json
    from pathlib import Path

    source = Path(__file__).resolve().parents[2] / "notebooks" / "lessons" / name
    return "\n".join("".join(c["source"]) for c in json.loads(source.read_text(encoding="utf-8"))["cells"]
                     if c["cell_type"] == "code")


def test_lesson_6_asks_about_seats_the_page_does_not_play():
    """Lesson 6's exercises play income phases of their own, told in the question; the page's worked examples (whose
    cash, VP and fate it shows) and the rows of its reduction table are not what is asked (each of the four answers
    stood in a worked example above its question). The seat at income −10 pays VP of its own: `$3` short of `$10`
    with 8 VP it paid 4, as the page's example does, and kept 4."""
    import ast
    import re

    from steamlab.course.lessons import income_and_shortfall as lx
    from steamlab.course.money import income_phase

    code = _lesson_code("06_income_and_shortfall.ipynb")
    shown = []
    for call in re.findall(r"income_phase\(([^()]*)\)", code):
        if "cash=cash" in call:  # the "Try it" cell: the learner's own numbers
            continue
        pairs = (a.strip().split("=") for a in call.split(",") if "=" in a)
        shown.append({k: ast.literal_eval(v) for k, v in pairs if k != "lang"})
    assert len(shown) == 8
    for asked in (lx.EXERCISE_STANDARD, lx.EXERCISE_SHORT, lx.EXERCISE_AOS):
        assert asked not in shown
    table = ast.literal_eval(re.search(r"income_reduction_table\((\[[^]]*\])", code).group(1))
    assert lx.EXERCISE_INCOME not in table
    exercises = lx.lesson_6()
    short = lx.EXERCISE_SHORT
    assert exercises[1].answers == frozenset({short["vp"] - 2})  # `$10` owed, `$3` short: one step of `$5`, 2 VP
    for lang in ("en", "ja"):
        for exercise, seat in zip(exercises, (lx.EXERCISE_STANDARD, lx.EXERCISE_SHORT, None, lx.EXERCISE_AOS), strict=True):
            question = exercise.question[lang].replace("−", "-")
            for value in (seat or {"income": lx.EXERCISE_INCOME}).values():
                assert str(value) in question
        assert exercises[3].explain(lang) == str(income_phase("age_of_steam", **lx.EXERCISE_AOS, lang=lang))


def test_lesson_1_asks_about_hexes_and_counts_the_page_does_not_print():
    """Lesson 1's exercises ask about a hex, a count and a lake the page does not show: the page picks out F3 (the hex
    with two thick lines), prints "cities: 6" and draws F2 refused as a lake, which were the three answers. Then
    Tutorial Valley's lakes and seas (5) were its towns' count, printed beside its cities' ("cities: 6, towns: 5"):
    the count asked is both maps'."""
    import steamlab
    from steamlab.core.hexgrid import edge_from_name, label
    from steamlab.course.lessons import map_and_terrain as lx
    from steamlab.course.lessons.map_and_terrain import hex_facts, map_facts

    code = _lesson_code("01_map_and_terrain.ipynb")
    tutorial = steamlab.load_map("tutorial")
    at, edge = lx.EXERCISE_EDGE
    across = label(tutorial.find(at).neighbor(edge_from_name(edge)))
    exercises = lx.lesson_1()
    assert exercises[0].answers == frozenset({across})
    # the page draws the edges of F3 and Eastmere (H5): neither is the hex asked about, nor its neighbour
    shown = hex_facts("tutorial", "F3") + hex_facts("tutorial", "H5")
    assert f'"{at}"' not in code and at not in shown and across not in shown
    # the count asked is both maps' lakes and seas added up: the page prints each count of each map, not their sum
    assert lx.EXERCISE_COUNT_MAPS == ["tutorial", "rust_belt"] and all(f'map_facts("{m}"' in code for m in lx.EXERCISE_COUNT_MAPS)
    printed = [int(n) for m in lx.EXERCISE_COUNT_MAPS for n in re.findall(r"\d+", map_facts(m).split("impassable")[0])]
    maps = [steamlab.load_map(m) for m in lx.EXERCISE_COUNT_MAPS]
    (count,) = exercises[1].answers
    assert count == sum(m.count("lake") + m.count("sea") for m in maps) and count not in printed
    (no_track,) = exercises[2].answers
    assert no_track in lx.EXERCISE_CANDIDATES and f'"{no_track}"' not in code and no_track not in shown
    for lang in ("en", "ja"):
        assert at in exercises[0].question[lang] and tutorial.cell(tutorial.find(at)).city.name in exercises[0].question[lang]
        assert all(m.title_in(lang) in exercises[1].question[lang] for m in maps)
        assert all(h in exercises[2].explain(lang) for h in lx.EXERCISE_CANDIDATES)


def test_lesson_8_asks_about_rails_the_page_does_not_draw():
    """Lesson 8's first two exercises judge a Trans-Siberian and count rails for cases the page does not show: the
    colours table answered both old questions (natural is unlocked at 10; grey comes as 3 rails)."""
    import re

    from steamlab.course.lessons import rr_player_board as b
    from steamlab.games.russian_railroads.data import rules_data

    code = _lesson_code("08_rr_player_board.ipynb")
    d = rules_data()
    drawn = [dict(re.findall(r'"(\w+)": (\d+)', spec)) for spec in re.findall(r'"trans_siberian": \{([^}]*)\}', code)]
    asked = {c: str(n) for c, n in b.EXERCISE_RAILS.items()}
    assert drawn and all({c: v for c, v in spec.items() if c in asked} != asked for spec in drawn)
    assert b.EXERCISE_BLACK not in d.unlock_spaces  # not a row of the colours table
    exercises = b.lesson_8()
    assert exercises[0].answers == frozenset({"brown"})  # grey is right behind black; natural and white are locked
    assert exercises[1].answers == frozenset({sum(d.colour_counts[1:4])})
    assert exercises[1].answers.isdisjoint(d.colour_counts)
    for lang in ("en", "ja"):
        assert all(str(n) in exercises[0].question[lang] for n in b.EXERCISE_RAILS.values())
        assert str(b.EXERCISE_BLACK) in exercises[1].question[lang]
        assert exercises[0].hint and exercises[1].hint


def test_lesson_2_asks_about_builds_the_page_does_not_price():
    """Lesson 2's exercises price builds of their own: the page's figures priced a straight on F4 at `$4` in both
    games, the crossing on G5 (Steam `$4`, Age of Steam `$3`) and drew F4 with `$4`, which were the four answers; and
    then a sharp curve on the river D3 as a first build, `$3` in both games like the straight the page prices on the
    river D4 (every first build on Tutorial Valley costs `$2` to `$5`, as the page's figures and summary do)."""
    import re

    from steamlab.course.lessons import building_costs as lx

    code = _lesson_code("02_building_costs.ipynb")
    figures = code.split("## Try it")[0] if "## Try it" in code else code.split("def price")[0]
    priced = set(re.findall(r'\("([A-I]\d)", "(\w+)"', figures))
    assert priced and (lx.EXERCISE_BUILD[0], lx.EXERCISE_BUILD[1]) not in priced
    assert (lx.EXERCISE_IMPROVE[0], lx.EXERCISE_IMPROVE[1]) not in priced
    assert lx.EXERCISE_FOUR_MAP not in code
    links = [(["Carlow", "F4", "G5", "Lindow"], 0), (["Ashford", "C2", "Ivybridge"], 0)]
    exercises = lx.lesson_2(links)
    assert exercises[0].answers == exercises[1].answers == frozenset({6})  # 4 exits + a hill; a crossing on a hill
    assert exercises[3].answers and not exercises[3].answers & {h for h, _tile in priced}
    for lang in ("en", "ja"):
        assert lx.EXERCISE_BUILD[0] in exercises[0].question[lang] and lx.EXERCISE_OPEN_END[0] in exercises[0].question[lang]
        assert lx.EXERCISE_IMPROVE[0] in exercises[2].question[lang] and "3" in exercises[2].question[lang]
        assert ("Rust Belt" if lang == "en" else "ラストベルト") in exercises[3].question[lang]
        assert "`$4`" in exercises[3].question[lang]


def test_lesson_9_asks_about_locomotives_the_page_does_not_show():
    """Lesson 9's exercises add up, score and place locomotives of their own: the page showed the old answers (reach 5
    and 5 VP for locomotives 1 + 4 on black 9, grey 6; the four places of the rules' example for a new 4 beside 3 and 1).
    Then the Trans-Siberian asked (brown on 3) scored 10, the total the Try-it prints from its start."""
    import re

    from steamlab.course.lessons import rr_rails_and_locomotives as b
    from steamlab.course.russian_railroads import rr_loco_targets
    from steamlab.games.russian_railroads.scoring import score_board

    code = _lesson_code("09_rr_rails_and_locomotives.ipynb")
    shown_pairs = [[int(n) for n in pair] for pair in re.findall(r"\[(\d), (\d)\]", code)]
    assert b.EXERCISE_REACH not in shown_pairs and b.EXERCISE_TS["locomotives"] not in shown_pairs
    assert sum(b.EXERCISE_REACH) not in [sum(p) for p in shown_pairs]  # the reach is not one the page (or Try-it) shows
    assert '"black": 9, "grey": 6' in code and (b.EXERCISE_TS["black"], b.EXERCISE_TS["grey"]) != (9, 6)
    locos, tile = b.EXERCISE_LOCOS
    assert f"rr_loco_targets({locos}, {tile}" not in code
    exercises = b.lesson_9()
    assert exercises[2].answers == frozenset({len(rr_loco_targets(locos, tile).splitlines()) - 1})
    start = {k: int(v) for k, v in re.findall(r"(loco1|loco2|grey|brown)=widgets.IntSlider\([^)]*value=(\d+)", code)}
    try_it = {"black": 15, "grey": start["grey"], "brown": start["brown"], "locomotives": [start["loco1"], start["loco2"]]}
    assert '"black": 15, "grey": grey' in code and exercises[1].answers != frozenset({score_board({"trans_siberian": try_it}).total})
    for lang in ("en", "ja"):
        assert all(str(n) in exercises[0].question[lang] for n in b.EXERCISE_REACH)
        assert all(str(b.EXERCISE_TS[c]) in exercises[1].question[lang] for c in ("black", "grey", "brown"))
        assert all(str(n) in exercises[2].question[lang] for row in locos for n in row)


def test_lesson_10_asks_about_industry_the_page_does_not_show():
    """Lesson 10's exercises ask how far a marker goes with two factories, what two markers score together and which
    factory a marker arrives on: the old questions were rows of the industry table (space 6: 10 VP, space 9: 15) and
    of the factory table (factory 2 gives a locomotive or a factory), printed right above."""
    import re

    from steamlab.course.lessons import rr_industry_and_factories as b
    from steamlab.games.russian_railroads.data import rules_data

    code = _lesson_code("10_rr_industry_and_factories.ipynb")
    d = rules_data()
    drawn = [[int(n) for n in m.split(",")] for m in re.findall(r'"industry": \[([\d, ]+)\]', code)]
    assert drawn and b.EXERCISE_MARKERS not in drawn
    assert re.findall(r'"factories": \[([\d, ]+)\]', code) == ["2"]  # the page builds one factory, never three
    exercises = b.lesson_10()
    gaps = [i for i, (kind, _) in enumerate(d.industry_spaces) if kind == "factory"]
    assert exercises[0].answers == frozenset({gaps[b.EXERCISE_FACTORIES_BUILT] - 1})
    assert exercises[1].answers == frozenset({sum(d.industry_vp(m) for m in b.EXERCISE_MARKERS)})
    assert exercises[2].answers == frozenset({b.EXERCISE_FACTORY_ORDER[gaps.index(b.EXERCISE_ARRIVE)]})
    for lang in ("en", "ja"):
        assert str(b.EXERCISE_FACTORIES_BUILT) in exercises[0].question[lang]
        assert all(str(m) in exercises[1].question[lang] for m in b.EXERCISE_MARKERS)
        assert all(str(n) in exercises[2].question[lang] for n in [*b.EXERCISE_FACTORY_ORDER, b.EXERCISE_ARRIVE])


def test_lesson_11_asks_about_railways_the_page_does_not_score():
    """Lesson 11's exercises score a Kiev and a St. Petersburg of their own: the page's whole board scores its St.
    Petersburg (black 8, grey 7, locomotive 7) 14, which was the answer for black 9, grey 8, locomotive 7, and every
    sum of Kiev's stars alone is a number the page prints (black 4 with locomotive 3 scored 6)."""
    import ast

    from steamlab.course.lessons import rr_round_scoring as b
    from steamlab.games.russian_railroads.scoring import score_board

    code = _lesson_code("11_rr_round_scoring.ipynb")
    board = ast.literal_eval(re.search(r"^board = (\{.*?^\})", code, re.S | re.M).group(1))
    page_sp = [board["st_petersburg"], *({"black": 9, "grey": 8, "brown": 4, "locomotives": [n]} for n in (6, 7))]
    page_kiev = [board["kiev"], b.KIEV_EXAMPLE["kiev"]]
    assert b.EXERCISE_ST_PETERSBURG not in page_sp and b.EXERCISE_KIEV not in page_kiev
    exercises = b.lesson_11()
    assert not exercises[2].answers & {score_board({"st_petersburg": sp}).total for sp in page_sp}
    assert exercises[2].answers == frozenset({2 * (2 * 2 + 5)})  # brown 1-2, grey 3-7, doubled by grey on 7
    assert exercises[0].answers == frozenset({3 + 1 + 2 + 3 + 4})  # grey 1-3 and the stars on 1-4, not 8's
    for lang in ("en", "ja"):
        for exercise, rails in ((exercises[0], b.EXERCISE_KIEV), (exercises[2], b.EXERCISE_ST_PETERSBURG)):
            assert all(str(n) in exercise.question[lang] for c, n in rails.items() if c != "locomotives")
            assert all(str(n) in exercise.question[lang] for n in rails["locomotives"])


def test_lesson_20_asks_about_spaces_the_page_does_not_play():
    """Lesson 20's exercises pay another space with the black worker, reuse after other placements and fire a factory
    on arrival: the page showed the old answers (the black worker's 4 steps on '3 black rails', its reuse table with
    'industry +1' the one space, 'industry +2' refused from space 3)."""
    from steamlab.course.lessons import rr_action_spaces as rr_spaces
    from steamlab.games.russian_railroads.spaces import reuse_candidates

    code = _lesson_code("20_rr_action_spaces.ipynb")
    assert f'"{rr_spaces.EXERCISE_BLACK_SPACE}"' not in code and 'take(rr_action_spaces.black_worker_position(True), "black_3"' in code
    shown = rr_spaces.reuse_table(rr_spaces.reuse_position(), 0)
    asked = rr_spaces.reuse_table(rr_spaces.exercise_reuse_position(), 0)
    assert asked.rows != shown.rows
    marker, factory, _space = rr_spaces.EXERCISE_INDUSTRY
    assert "industry_table(3" in code and (marker, factory) not in [(3, 0), (3, 5)]
    exercises = rr_spaces.lesson_20()
    (candidate,) = exercises[1].answers
    assert candidate not in reuse_candidates(rr_spaces.reuse_position(), 0)  # the page's answer was 'industry +1'
    assert exercises[0].answers == frozenset({3}) and exercises[2].answers == frozenset({3})
    for lang in ("en", "ja"):
        assert all(str(n) in exercises[2].question[lang] for n in (marker, factory))
        assert all(rr_spaces.space_pair(sid)[lang] in exercises[1].question[lang]
                   for p, sid in rr_spaces.EXERCISE_REUSE if p == 0)


def test_lesson_21_asks_about_engineers_the_page_does_not_judge():
    """Lesson 21's exercises judge a public and a hired engineer the page does not, and slide another game's row: the
    page's hired_or_public table (engineer 6: refused public, 5 VP hired) and its row over rounds (engineer 2 in the
    hiring space in round 3) held the old answers; and a hired engineer 15 pays 5 VP as engineer 6 does, so the VP
    asked are Player 1's after it."""
    import re

    from steamlab.course.lessons import rr_engineers
    from steamlab.games.russian_railroads.data import rules_data
    from steamlab.scenarios.rr_builder import RRScenario

    code = _lesson_code("21_rr_engineers.ipynb")
    judged = [int(n) for n in re.findall(r"hired_or_public\((\d+)", code)]
    assert judged == [6] and rr_engineers.EXERCISE_PUBLIC not in judged and rr_engineers.EXERCISE_HIRED not in judged
    seeds = [int(n) for n in re.findall(r"seed=(\d+)", code)]
    assert seeds and rr_engineers.EXERCISE_SEED not in seeds
    exercises = rr_engineers.lesson_21(seed=seeds[0])
    paid = sum(e.n for e in rules_data().engineers[rr_engineers.EXERCISE_HIRED] if e.op == "vp")
    assert paid == 5 and exercises[1].answers == frozenset({rr_engineers.EXERCISE_HIRED_VP + paid})  # 5: engineer 6's too
    row = [n for n in RRScenario(players=4, seed=rr_engineers.EXERCISE_SEED).state().engineer_slots if n]
    assert exercises[2].answers == frozenset({row[len(row) - rr_engineers.EXERCISE_ROUND]})
    for lang in ("en", "ja"):
        assert str(rr_engineers.EXERCISE_PUBLIC) in exercises[0].question[lang]
        assert str(rr_engineers.EXERCISE_HIRED) in exercises[1].question[lang]
        assert str(rr_engineers.EXERCISE_HIRED_VP) in exercises[1].question[lang]
        assert ", ".join(map(str, row)) in exercises[2].question[lang]


def test_lesson_22_asks_about_turn_orders_the_page_does_not_play():
    """Lesson 22's exercises play claims and an order of their own and a 2-player first turn: the page's turn-order
    table (Player 1 third next round, Player 3's card 3 VP) and its player-counts table (the covered spaces) held the
    old answers. A turn-order card gives one of that table's four figures, so the VP asked are the seat's after it."""
    import ast
    import re

    from steamlab.course.lessons import rr_turn_order_and_rounds as rr_rounds
    from steamlab.games.russian_railroads.data import rules_data
    from steamlab.games.russian_railroads.turns import new_order

    code = _lesson_code("22_rr_turn_order_and_rounds.ipynb")
    shown = ast.literal_eval(re.search(r"turn_order_round\(claims=(\(\(.*?\)\))", code).group(1))
    assert tuple(rr_rounds.EXERCISE_CLAIMS) != tuple(shown)
    page_next = new_order([0, 1, 2, 3], {int(sid[-1]): seat for seat, sid in shown})
    exercises = rr_rounds.lesson_22()
    (third,) = exercises[0].answers
    assert third != page_next[2]
    old, claims, seat = rr_rounds.EXERCISE_ORDER
    assert old != [0, 1, 2, 3]
    card = rules_data().turn_order_vp[new_order(list(old), claims).index(seat)]  # one of the table's four figures
    assert exercises[1].answers == frozenset({rr_rounds.EXERCISE_PASSING_VP + card})
    assert exercises[2].answers == frozenset({"turn_order_1"})  # the covered spaces are wrong, as the table says
    for lang in ("en", "ja"):
        assert rr_rounds.order_words(old, lang) in exercises[1].question[lang]
        assert str(rr_rounds.EXERCISE_PASSING_VP) in exercises[1].question[lang]


def test_lesson_23_asks_about_the_game_what_the_page_does_not_print():
    """Lesson 23's exercises ask about the game shown what its tables do not print: a drawn board scored again without
    its doublers, the lead after a round, the winner without the engineer majority. The old answers were printed: the
    VP table's '(+35)' for Player 2's round 4, the score table's engineer majority and "The winner:"; then round 6's
    board without doublers (39, the score table's Player 2 round 5) and round 5's lead (12, in the score table too)."""
    import re

    from steamlab.course.lessons import rr_first_game as rr_game

    code = _lesson_code("23_rr_first_game.ipynb")
    seed = int(re.search(r"PlayedGame\(seed=(\d+)\)", code).group(1))
    rnd, seat = rr_game.EXERCISE_NO_DOUBLERS
    assert f"board_after({rnd}" in code and "vp_table(" in code and "score_table(" in code
    game = rr_game.PlayedGame(seed=seed)
    exercises = rr_game.lesson_23(game)
    printed = game.score_table().rows
    scored = next(int(row[1 + seat]) for row in printed if row[0] == f"round {rnd} scoring")
    after = game.rounds[rnd - 1].after
    assert after is not None and after.boards[seat].doublers > 0
    assert exercises[0].answers != frozenset({scored})
    cells = [str(c) for table in (game.vp_table(), game.score_table()) for row in table.rows for c in row]
    (moved,) = exercises[1].answers
    assert not any(re.search(rf"\b{moved}\b", c) for c in cells)
    i_rnd, _i_seat, space = rr_game.EXERCISE_INDUSTRY
    assert f"board_after({i_rnd}" in code
    (first,) = exercises[2].answers
    assert first == 1  # as many engineers each: the higher number (12) takes the first prize
    for lang in ("en", "ja"):
        assert str(rnd) in exercises[0].question[lang] and f"{space}" in exercises[1].question[lang]
        assert all(str(n) for held in rr_game.EXERCISE_MAJORITY for n in held if str(n) in exercises[2].question[lang])


def test_lesson_19_asks_about_the_game_what_the_page_does_not_print():
    """Lesson 19's exercises ask about the finished game what its standings do not print: the runner-up's score with
    more income, and how many more income steps would have put them ahead. The old questions (who won, the winner's
    income) were read off the standings printed right above."""
    import steamlab
    from steamlab.course import rails_round as rounds
    from steamlab.course.lessons import first_game as rx
    from steamlab.engine.state import ranking

    code = _lesson_code("19_first_game.ipynb")
    assert "rounds.standings(game" in code and "first_game.lesson_19(game)" in code
    game = steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=3)
    rounds.play_game(game, rounds.bots(game))
    first, second = ranking(game.scores())[:2]
    exercises = rx.lesson_19(game)
    income = game.seats[second].income
    (score,) = exercises[0].answers
    # 3 VP an income step, 3 VP off a share in Age of Steam
    assert score == rounds.scored(game, second) + 3 * rx.EXERCISE_EXTRA_INCOME - 3 * rx.EXERCISE_MORE_SHARES
    assert score not in [s.total for s in game.scores()]
    (steps,) = exercises[1].answers
    gap = rounds.scored(game, first) - rounds.scored(game, second)
    assert 3 * steps > gap >= 3 * (steps - 1)
    for lang in ("en", "ja"):
        assert str(income) in exercises[0].question[lang] and str(income + rx.EXERCISE_EXTRA_INCOME) in exercises[0].question[lang]


def test_lesson_13_asks_about_choices_and_playouts_the_page_does_not_print():
    """Lesson 13's exercises ask how many tiles the next player chooses from once Player 1 has taken the Engineer, and
    what four times the playouts do to the Engineer's interval: the page prints Player 1's seven choices and the table's
    win rates, the old answers (count the lines, pick the best rate)."""
    from steamlab.course.lessons import scenario_engineer as lx
    from steamlab.scenarios.analysis import analyse
    from steamlab.scenarios.presets import preset

    code = _lesson_code("13_scenario_engineer.ipynb")
    assert "action_lines(game" in code and "playouts=6" in code and f"playouts={6 * lx.EXERCISE_MORE_PLAYOUTS}" not in code
    scenario = preset("engineer")
    game = scenario.state()
    result = analyse(scenario.to_record(), playouts=6, bot="random", seed=13, mode="serial")
    exercises = lx.lesson_13(game, result)
    assert exercises[0].answers == frozenset({len(game.legal_actions()) - 1})  # not the page's count of Player 1's
    assert exercises[1].answers == frozenset({"narrower"})
    for lang in ("en", "ja"):
        assert str(6 * lx.EXERCISE_MORE_PLAYOUTS) in exercises[1].question[lang]
        assert exercises[1].explain(lang).count("%") >= 6


def test_lesson_3_asks_about_turns_the_page_does_not_play():
    """Lesson 3's exercises play turns, a take-over and an urbanization of their own, told in the question: the page
    showed the old answers (its two turns with their table of links, both games' verdicts on C5, and the table after
    Lindow is urbanized with its 2 complete links)."""
    from steamlab.course.lessons import links_and_ownership as lx

    code = _lesson_code("03_links_and_ownership.ipynb")
    turn_1 = repr(lx.EXERCISE_TURNS[0][1]).replace("'", '"')
    assert turn_1 not in code and '("E6", "straight", 0)]' in code  # the page's turn 1 ends at Fenwick (E6)
    lost, extension = lx.EXERCISE_LOST
    assert repr(extension).replace("'", '"') not in code  # the page extends Carlow's lost link at C5
    links, (town, _city) = lx.EXERCISE_URBANIZE
    assert f'urbanize=("{town}"' not in code and 'urbanize=("Lindow"' in code
    exercises = lx.lesson_3()
    assert exercises[0].answers == frozenset({1}) and exercises[2].answers == frozenset({len(links)})
    assert exercises[1].answers == frozenset({frozenset(lx.RAIL_GAMES)})
    for lang in ("en", "ja"):
        assert all(h in exercises[0].question[lang] for _p, builds in lx.EXERCISE_TURNS for h, _t, _r in builds)
        assert extension[0] in exercises[1].question[lang] and all(h in exercises[1].question[lang] for h, _t, _r in lost)
        assert town in exercises[2].question[lang]
        assert all(p in exercises[2].question[lang] for places, _owner in links for p in places)


def test_lesson_4_asks_about_deliveries_the_page_does_not_judge():
    """Lesson 4's exercises judge deliveries of their own: the page listed each mover's verdict on its route ("green
    +2"), said the yellow cube "would pass through Carlow … must stop there" at locomotive 6, and printed "cyan,
    locomotive 5: 0 legal deliveries", which were the four answers."""
    import re

    from steamlab.course.goods import route_through
    from steamlab.course.lessons import moving_goods as lx
    from steamlab.course.rails import rail_board
    from steamlab.games.rails.delivery import MoveGoods

    code = _lesson_code("04_moving_goods.ipynb")
    chain = eval(re.search(r"CHAIN = (\[.*?\])\n\n", code, re.S).group(1))  # noqa: S307 - the lesson's own literal
    board = rail_board("tutorial", "steam", chain)
    for city, cubes in {"Ashford": ["yellow", "blue"], "Carlow": ["red", "red"], "Fenwick": ["yellow"]}.items():
        board.cubes[board.map.find(city)] = cubes
    assert '"Ashford": ["yellow", "blue"], "Carlow": ["red", "red"], "Fenwick": ["yellow"]' in code
    move = MoveGoods("B2", "yellow", route_through(board, ["Ashford", "Ivybridge", "Marsh End", "Juniper", "Lindow", "Carlow"]))
    a, b, owner = lx.EXERCISE_SWAP
    assert ([a, b] not in [[p[0], p[-1]] for p, o in chain if o == owner]) and any(p[0] == a and p[-1] == b for p, _ in chain)
    city, colour, _loco = lx.EXERCISE_CUBE
    assert colour not in {"Ashford": ["yellow", "blue"]}[city]  # a cube the page does not move
    counted, loco = lx.EXERCISE_COUNT
    shown = re.findall(r"delivery_lines\(steam_board, \"steam\", (\d), (\d)", code)
    assert shown and (str(counted), str(loco)) not in shown
    exercises = lx.lesson_4(board, move)
    assert exercises[0].answers == frozenset({1}) and exercises[1].answers == frozenset({frozenset({owner})})
    assert exercises[2].answers == frozenset({"E7"}) and exercises[3].answers == frozenset({2})
    for lang in ("en", "ja"):
        assert a in exercises[0].question[lang] and b in exercises[0].question[lang]
        # the points first, asked without naming who moves the cube, worked out from the links' owners alone: the
        # movers' verdicts (the next exercise's working) print every player's points ("green +3, orange +1")
        assert exercises[0].question[lang].count(lx.NAMES[lang][owner]) == 1  # the swap's new owner, not a mover
        assert "+1" in exercises[0].explain(lang) and "illegal" not in exercises[0].explain("en")
        assert lx.NAMES["en"][owner] + " moves it: legal" in exercises[1].explain("en")
        assert city in exercises[2].question[lang] and str(lx.EXERCISE_CUBE[2]) in exercises[2].question[lang]
        assert str(loco) in exercises[3].question[lang] and lx.NAMES[lang][counted] in exercises[3].question[lang]


def test_lesson_7_asks_about_scores_the_page_does_not_print():
    """Lesson 7's exercises score a link and seats of their own, told in the question: the page's table of links
    gives Carlow–Fenwick's AoS VP (2), its score sheets print 13 and −6, and its tie's ranking Player 2 first, which
    were the four answers. Then Player 3's link from Carlow through two hexes to Kestrel was worth what the table gives
    Player 3's Carlow–Lindow, through two hexes to a town too (3): the link asked is longer than any in the table."""
    import re

    from steamlab.course.lessons import final_scoring as lx
    from steamlab.course.rails import rail_board
    from steamlab.course.scoring import link_tile_counts

    code = _lesson_code("07_final_scoring.ipynb")
    chain = eval(re.search(r"CHAIN = (\[.*?\])\n", code, re.S).group(1))  # noqa: S307 - the lesson's own literals
    seats = eval(re.search(r"seats = (\[.*?\])\n", code).group(1))  # noqa: S307
    tie = eval(re.search(r"tie = (\[.*?\])\n", code).group(1))  # noqa: S307
    last_tiles = eval(re.search(r"last_tiles = (\[.*?\])\n", code).group(1))  # noqa: S307
    board = rail_board("tutorial", "steam", chain)
    places, _owner = lx.EXERCISE_LINK
    shown_ends = [{p[0], p[-1]} for p, _o in chain]
    assert {places[0], places[-1]} not in shown_ends and places[-1] not in str(link_tile_counts(board))
    assert {**seats[0], **lx.EXERCISE_STANDARD_SEAT} != seats[0] and {**seats[2], **lx.EXERCISE_AOS_SEAT} != seats[2]
    assert {**tie[2], **lx.EXERCISE_TIE_SEAT} != tie[2]
    exercises = lx.lesson_7(board, seats, last_tiles, tie)
    assert exercises[0].answers == frozenset({len(places) - 1})  # four tiles and Kestrel's town tile
    tabled = [int(row.split()[-1]) for row in str(link_tile_counts(board)).splitlines()[2:]]  # the AoS VP column
    assert tabled and not exercises[0].answers & set(tabled)
    assert exercises[1].answers != frozenset({13}) and exercises[2].answers != frozenset({-6})
    assert exercises[3].answers == frozenset({2})  # Player 3: 13 like the others, and the highest income
    for lang in ("en", "ja"):
        assert all(p in exercises[0].question[lang] for p in places)
        for exercise, seat in zip(exercises[1:], (lx.EXERCISE_STANDARD_SEAT, lx.EXERCISE_AOS_SEAT, lx.EXERCISE_TIE_SEAT),
                                  strict=True):
            assert all(str(v) in exercise.question[lang] for v in seat.values())


def test_lesson_15_asks_about_seats_the_page_does_not_tabulate():
    """Lesson 15's exercises raise capital and issue shares for seats of their own: the page says "the first row is
    the minimum" of its table for income 0, and its shares table's row for 2 new shares gives `$32` and −12, which
    were the three answers. Then income 3 in turn 1 raised 5 steps to −2, that first row's income again: the seat
    asked raises in a later turn from an income the table does not reach."""
    import re

    from steamlab.course.lessons import capital_and_shares as rx

    code = _lesson_code("15_capital_and_shares.ipynb")
    assert '[{"cash": 0}, {"cash": 0}, {"cash": 0}], turn=1' in code and rx.EXERCISE_CAPITAL["income"] != 0
    assert rx.EXERCISE_CAPITAL["turn"] != 1 and rx.EXERCISE_CAPITAL["income"] - 5 > 0  # the table's incomes: 0 down
    page_turn = int(re.search(r'"shares", \[\{"cash": 4, "income": 2\}, \{\}, \{\}\], turn=(\d+)', code).group(1))
    assert rx.EXERCISE_SHARES["turn"] != page_turn and rx.EXERCISE_SHARES["shares"] != 2  # the page's seat holds 2
    exercises = rx.lesson_15()
    assert exercises[0].answers == frozenset({rx.EXERCISE_CAPITAL["income"] - 5})  # 5 steps for $23
    assert not exercises[1].answers & {32} and not exercises[2].answers & {-6, -9, -12, -18}
    for lang in ("en", "ja"):
        assert all(str(v) in exercises[0].question[lang] for v in rx.EXERCISE_CAPITAL.values())
        assert all(str(v) in exercises[1].question[lang] for v in rx.EXERCISE_SHARES.values())
        assert all(e.hint for e in exercises)


def test_lesson_16_asks_about_changes_the_page_does_not_print():
    """Lesson 16's exercises urbanize on another map and change a tile the page does not: the page tints and lists
    Tutorial Valley's towns, and `track.changes` prints E5's redirect (`$2`), C3's star (`$4`) and Player 2's refusal,
    which were the four answers. Age of Steam's one price for a change in a town (`$3`, printed for C3) is asked with
    the turn's new tiles beyond Juniper."""
    from steamlab.course.lessons import urbanization_and_track_changes as rx
    from steamlab.course.lessons import urbanization_and_track_changes as track
    from steamlab.games.rails.actions import Build

    code = _lesson_code("16_urbanization_and_track_changes.ipynb")
    assert rx.EXERCISE_URBANIZE_MAP not in code
    at, steam_tile, _r, aos_tile, aos_rotation, player = rx.EXERCISE_TOWN_TILE
    changes = code.split("track.changes(")[1].split("lang=LANG")[0]
    assert f'"{at}"' not in changes and steam_tile not in changes and aos_tile not in changes
    exercises = rx.lesson_16()
    town_price = track.change_cost("age_of_steam", Build(at, aos_tile, aos_rotation), player)
    assert town_price == 3 and len(rx.EXERCISE_TOWN_TURN) == 2
    assert len(exercises[0].answers) > 5 and exercises[1].answers == frozenset({town_price + 2 + 2})  # two straights
    assert exercises[2].answers == frozenset({5}) and exercises[3].answers == frozenset({False})
    for lang in ("en", "ja"):
        assert ("Rust Belt" if lang == "en" else "ラストベルト") in exercises[0].question[lang]
        assert all(at in e.question[lang] for e in exercises[1:3]) and "Juniper" in exercises[3].question[lang]
        assert all(h in exercises[1].question[lang] for h, _t, _r in rx.EXERCISE_TOWN_TURN)
        assert all(e.hint for e in exercises)



def test_lesson_17_asks_about_growth_the_page_does_not_show():
    """Lesson 17's exercises bar a city grown earlier and grow another: the page highlights and judges Fenwick (its
    printed marker), and its "after" list shows Carlow's 5 goods once grown with space 3, which were the answers."""
    from steamlab.course.lessons import goods_growth as rx

    code = _lesson_code("17_goods_growth.ipynb")
    at, space = rx.EXERCISE_GROWTH
    assert f'CityGrowth("{at}", {space})' not in code and 'CityGrowth("E4", 3)' in code
    assert rx.EXERCISE_MARKED not in code and "growth_marks" not in code
    exercises = rx.lesson_17()
    assert exercises[0].answers == frozenset({rx.EXERCISE_MARKED})  # Fenwick, the page's answer, is excluded
    assert exercises[2].answers == frozenset({4})
    for lang in ("en", "ja"):
        assert "Dunmore" in exercises[0].question[lang] and "Fenwick" in exercises[0].question[lang]
        assert "Brookton" in exercises[2].question[lang] and str(space) in exercises[2].question[lang]


def test_lesson_14_asks_about_selections_the_page_does_not_play():
    """Lesson 14's exercises order and offer for selections of their own: the page's orders table says who builds
    first after its selection, and its "tiles offered" column what Player 2 could take after Locomotive."""
    from steamlab.course.lessons import action_tiles as rx
    from steamlab.i18n import term

    code = _lesson_code("14_action_tiles.ipynb")
    assert '["locomotive", "first_move", "first_build"]' in code
    assert rx.EXERCISE_SELECTION != rx.SELECTION and rx.SELECTION[0] != rx.EXERCISE_FIRST_TAKE
    exercises = rx.lesson_14()
    assert exercises[1].answers == frozenset({1})  # Player 2 took First Build (the page's answer was Player 3)
    assert exercises[2].answers == frozenset({frozenset({"turn_order", "first_move", "engineer", "first_build"})})
    for lang in ("en", "ja"):
        assert all(term("action_tile", t, lang) in exercises[1].question[lang] for t in rx.EXERCISE_SELECTION)
        assert term("action_tile", rx.EXERCISE_FIRST_TAKE, lang) in exercises[2].question[lang]


def test_lesson_18_asks_about_cases_the_page_does_not_tabulate():
    """Lesson 18's first two exercises add up expenses and count turns left: the locomotive table printed level 4's
    upkeep and the phases table a 4-player game's length, which were the old answers; then locomotive 3 and 4 shares
    cost `$7`, the base game's tile cost in the table's row for locomotive 3, so the expenses asked are more than any
    amount of the table."""
    from steamlab.course.lessons import locomotives_and_the_round as rx

    code = _lesson_code("18_locomotives_and_the_round.ipynb")
    assert "rounds.locomotive_table(" in code and "rounds.phases_table(" in code
    exercises = rx.lesson_18()
    seat, (players, now) = rx.EXERCISE_EXPENSES, rx.EXERCISE_TURN
    assert exercises[0].answers == frozenset({seat["locomotive"] + seat["shares"]})  # no single row of the table
    assert seat["locomotive"] + seat["shares"] > 10  # the table's largest amount: the base game's tile at level 6
    assert exercises[1].answers == frozenset({{3: 10, 4: 8}[players] - now})  # the phases table's turns
    for lang in ("en", "ja"):
        assert all(str(v) in exercises[0].question[lang] for v in seat.values())
        assert str(players) in exercises[1].question[lang] and str(now) in exercises[1].question[lang]
        assert ("Tutorial Valley" if lang == "en" else "チュートリアル・バレー") in exercises[1].question[lang]
