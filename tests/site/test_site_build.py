"""The static site's builder without a browser: pages in both languages, links, no widget state, no outside script."""

from __future__ import annotations

import base64
import re
from html import escape

import nbformat
import pytest

import steamlab
from steamlab.core.errors import SteamlabError
from steamlab.publish import gallery, site


def _notebook(path, title: str, ja: bool = False) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell(f"# {title}\n\nSee [the next one](02_b.ipynb).")]
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)


def test_widget_outputs_become_a_live_link_in_the_page_language_and_their_state_goes():
    for lang, word in (("en", "open it on Binder"), ("ja", "Binder で開く")):
        nb = nbformat.v4.new_notebook()
        nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
        cell = nbformat.v4.new_code_cell("w")
        cell.outputs = [nbformat.v4.new_output("display_data", data={
            site.WIDGET_VIEW: {"model_id": "x", "version_major": 2}, "text/plain": "IntSlider(...)"})]
        nb.cells = [cell]
        assert site._replace_widgets(nb, "https://example.org/live", lang) == 1
        assert "widgets" not in nb.metadata
        note = cell.outputs[0]["data"]["text/html"]
        assert list(cell.outputs[0]["data"]) == ["text/html"] and "https://example.org/live" in note and word in note


def test_links_between_notebooks_point_at_pages():
    text = '<a href="02_building_costs.ipynb#Costs">b</a> <a href="https://x.org/a.ipynb">ext</a>'
    assert site.rewrite_links(text) == '<a href="02_building_costs.html#Costs">b</a> <a href="https://x.org/a.ipynb">ext</a>'


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_gallery_draws_every_dashboard_example_as_svg(lang):
    text = gallery.gallery(lang)
    assert set(re.findall(r'<h2 id="([a-z_]+)"', text)) == set(gallery.HEADINGS)
    assert text.count("<svg") >= 6  # two maps, the build sample, the RR board, three replays
    assert "steamlab-scoretable" in text
    assert escape(gallery.HEADINGS["rr_board"][lang]) in text


def test_every_lesson_that_exists_is_found_in_both_languages(tmp_path):
    _notebook(tmp_path / "01_a.ipynb", "Lesson A")
    _notebook(tmp_path / "02_b.ipynb", "Lesson B")
    _notebook(tmp_path / "ja" / "02_b.ipynb", "第2課")
    found = site.find_lessons(tmp_path)
    assert [(x.href, x.lang, x.title) for x in found] == [
        ("lessons/01_a.html", "en", "Lesson A"), ("lessons/02_b.html", "en", "Lesson B"),
        ("lessons/ja/02_b.html", "ja", "第2課")]
    nav = dict((text, href) for href, text in site.lesson_nav(found[2], found))
    assert nav["steamlab"] == "../../index-ja.html" and nav["English"] == "../02_b.html"
    assert "← 前へ Lesson A" not in nav  # the previous lesson is one of its own language: none here
    nav_en = dict((text, href) for href, text in site.lesson_nav(found[0], found))
    assert nav_en["Lesson B Next →"] == "02_b.html" and "日本語" not in nav_en  # lesson A has no Japanese version


def test_a_site_without_execution_has_every_page_in_both_languages_and_no_outside_script(tmp_path):
    src = tmp_path / "src"
    for path in (src / "01_a.ipynb", src / "02_b.ipynb", src / "ja" / "01_a.ipynb", src / "ja" / "02_b.ipynb"):
        _notebook(path, path.stem)  # each links 02_b.ipynb
    lessons = sorted(src.rglob("*.ipynb"))
    tmp_path = tmp_path / "site"
    report = site.build_site(tmp_path, lessons=lessons, execute=False)
    names = sorted(p.relative_to(tmp_path).as_posix() for p in report.pages)
    assert names == ["gallery-ja.html", "gallery.html", "index-ja.html", "index.html",
                     "lessons/01_a.html", "lessons/02_b.html", "lessons/ja/01_a.html", "lessons/ja/02_b.html"]
    for page in report.pages:
        text = page.read_text(encoding="utf-8")
        assert "<script" not in text, page
        assert not re.search(r'(src|href)="//', text)
    for name in ("gallery-ja.html", "index-ja.html", "lessons/ja/01_a.html"):
        assert 'lang="ja"' in (tmp_path / name).read_text(encoding="utf-8"), name
    assert 'href="lessons/ja/01_a.html"' in (tmp_path / "index-ja.html").read_text(encoding="utf-8")
    assert (tmp_path / "style.css").exists()
    assert site.broken_links(tmp_path) == []


def test_a_link_to_no_page_is_an_error_naming_the_page_and_the_link(tmp_path):
    _notebook(tmp_path / "src" / "01_a.ipynb", "Lesson A")  # links 02_b.ipynb, which does not exist
    with pytest.raises(site.SiteError, match=r"^the site has 1 broken link: lessons/01_a\.html: 02_b\.html \(no such file\)") as caught:
        site.build_site(tmp_path / "out", lessons=[tmp_path / "src" / "01_a.ipynb"], execute=False)
    assert isinstance(caught.value, SteamlabError)
    assert not (tmp_path / "out").exists()  # a failed build leaves the folder as it was
    (tmp_path / "page.html").write_text('<img src="//cdn.example.org/x.png"><a href="#top">top</a>')
    assert site.broken_links(tmp_path)[-1] == "page.html: //cdn.example.org/x.png (not a page of the site)"


def test_a_missing_lesson_is_an_error_naming_it(tmp_path):
    with pytest.raises(site.SiteError, match="99_none.ipynb: not a readable notebook"):
        site.build_site(tmp_path, lessons=[site.LESSONS / "99_none.ipynb"], execute=False)
    assert not (tmp_path / "index.html").exists()


def executed_lesson(tmp_path, code: str, outputs: list[dict]) -> tuple[site.SiteReport, str, object]:
    """A one-lesson site built from a notebook "already executed" with ``outputs``: the report, the page, the notebook."""
    src = tmp_path / "src" / "01_a.ipynb"
    src.parent.mkdir()
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("# Lesson A"), nbformat.v4.new_code_cell(code)]
    nbformat.write(nb, src)
    ran = nbformat.read(src, as_version=4)
    ran.cells[1].outputs = [nbformat.v4.new_output("display_data", data=data) for data in outputs]
    report = site.build_site(tmp_path / "out", lessons=[src], executed={src: ran})
    return report, (tmp_path / "out" / "lessons" / "01_a.html").read_text(encoding="utf-8"), ran


def test_a_lesson_given_already_executed_is_built_from_its_outputs_and_not_run_again(tmp_path):
    """The suite's crawl passes the lessons nbval has just run: their pages come from those outputs."""
    report, text, ran = executed_lesson(tmp_path, "raise SystemExit('never run')", [
        {"image/svg+xml": '<svg width="10" height="10"><circle r="4"/></svg>', "text/plain": "board"},
        {site.WIDGET_VIEW: {"model_id": "m1", "version_major": 2}, "text/plain": "HexMapWidget(...)",
         "image/svg+xml": '<svg width="20" height="20" id="still"></svg>'}])
    assert report.executed == {"lessons/01_a.html": False}
    picture = base64.b64encode(b'<svg width="10" height="10"><circle r="4"/></svg>').decode()
    assert picture in text  # the given output (nbconvert's data URL), though the source cell would fail if executed
    assert re.search(r'<div class="steamlab-still"><svg [^>]*id="still"', text)  # the widget's still picture
    assert "open it on Binder" in text and "m1" not in text
    assert ran.cells[1].outputs[1]["data"][site.WIDGET_VIEW]["model_id"] == "m1"  # the caller's notebook unchanged


def test_an_exercise_box_with_a_map_shows_its_questions_and_the_map_as_a_picture(tmp_path):
    """A hex exercise's map reaches the static site as a still picture (the note alone showed before), with the
    question and the answer folded away; the live page still shows the widget (its view is in the bundle)."""
    from steamlab.course.exercises import exercises, hex_pick, number

    box = exercises([
        number({"en": "How many?", "ja": "いくつ?"}, 3, {"en": "Three.", "ja": "三つ。"}),
        hex_pick({"en": "Click the city of Carlow.", "ja": "都市 Carlow をクリックしてください。"},
                 steamlab.load_map("tutorial"), ["Carlow"], {"en": "Carlow is E4.", "ja": "Carlow は E4 です。"}),
    ], lang="ja")
    bundle = box._repr_mimebundle_()
    assert site.WIDGET_VIEW in bundle and "text/html" in bundle
    _, text, _ = executed_lesson(tmp_path, "exercises(...)", [bundle])
    still = text[text.index('<div class="steamlab-still">'):]
    assert "<h3>練習問題</h3>" in still and "都市 Carlow をクリックしてください。" in still and "いくつ?" in still
    assert re.search(r'<div class="steamlab-exercise-map"><svg[^>]*>.*Carlow', still, re.S)  # the map, drawn
    assert "<summary>答えと解説</summary><b>E4</b>" in still  # the answer, folded away
    assert "steamlab-live" in text  # and the note linking the live lesson


def test_a_lesson_page_prints_no_code_and_folds_every_answer(tmp_path):
    """No cell's source reaches the page (the lesson's code is hidden on the site as in Voila), and an exercise's
    answer and working are only inside its folded "answer" (with the hint before it), never above the question."""
    from steamlab.course.exercises import exercises, number

    box = exercises([number({"en": "How many?", "ja": "いくつ?"}, 3, {"en": "Three hexes.", "ja": "三つ。"},
                            hint={"en": "Count the hexes.", "ja": "ヘクスを数えてください。"})])
    _, text, _ = executed_lesson(tmp_path, "SECRET_SETUP = exercises(ANSWER_IS_3)", [box._repr_mimebundle_()])
    assert "SECRET_SETUP" not in text and "ANSWER_IS_3" not in text
    assert "How many?" in text and "Three hexes." in text
    unfolded = re.sub(r"<details.*?</details>", "", text, flags=re.S)
    assert "Three hexes." not in unfolded and "Count the hexes." not in unfolded and "How many?" in unfolded
    assert text.index("How many?") < text.index("<summary>Hint:</summary>") < text.index("Three hexes.")


@pytest.mark.parametrize(("lang", "words"), [("en", "open it in your browser"), ("ja", "ブラウザーで開く")])
def test_beside_the_live_site_a_lessons_controls_and_the_index_link_to_it(tmp_path, lang, words):
    """``make site`` builds the live site first (build/site/live): the picture pages then send a reader to the same
    lesson running in the browser, and the index to the live site's entry page, rather than to Binder."""
    src = tmp_path / "src" / ("ja/01_a.ipynb" if lang == "ja" else "01_a.ipynb")
    src.parent.mkdir(parents=True)
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("# Lesson A"), nbformat.v4.new_code_cell("w")]
    nbformat.write(nb, src)
    ran = nbformat.read(src, as_version=4)
    ran.cells[1].outputs = [nbformat.v4.new_output("display_data", data={
        site.WIDGET_VIEW: {"model_id": "x", "version_major": 2}, "text/plain": "IntSlider(...)"})]
    out = tmp_path / "out"
    page = ("lessons/ja/01_a.html" if lang == "ja" else "lessons/01_a.html")
    live_page = out / "live" / "voici" / "render" / page
    live_page.parent.mkdir(parents=True)
    live_page.write_text("<html></html>")
    (out / "live" / "index.html").write_text("<html></html>")
    (out / "live" / "index-ja.html").write_text("<html></html>")
    site.build_site(out, lessons=[src], executed={src: ran})
    text = (out / page).read_text(encoding="utf-8")
    link = re.search(rf'<a href="([^"]+)">{words}</a>', text)
    assert link and "binder" not in link[1] and link[1].endswith(f"?lang={lang}"), text[-600:]
    assert ((out / page).parent / link[1].split("?")[0]).resolve() == live_page.resolve()
    index = (out / site.INDEX[lang]).read_text(encoding="utf-8")
    assert f'href="live/{site.INDEX[lang]}"' in index
    assert site.broken_links(out) == []
    live_page.unlink()  # a live site without the lesson's page: the picture site refuses to link to nothing
    with pytest.raises(site.SiteError, match="no such file"):
        site.build_site(out, lessons=[src], executed={src: ran})
