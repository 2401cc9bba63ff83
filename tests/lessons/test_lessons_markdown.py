"""Every lesson's prose renders as its author meant: no Markdown mark left in the text a reader sees.

CommonMark opens ``**`` only where the run is "left-flanking": in Japanese, where words have no spaces, a bold
span that begins with a symbol (``の**×2トークン**の``) stays as literal asterisks on the page (seen on the live
site's lesson 8). Rendered here with mistune (nbconvert's Markdown), as JupyterLab and Voila render it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import mistune
import pytest

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("*.ipynb")) + sorted((LESSONS / "ja").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(LESSONS).as_posix())
def test_no_emphasis_mark_is_left_in_the_rendered_prose(path: Path) -> None:
    render = mistune.create_markdown()
    left = []
    for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
        if cell["cell_type"] != "markdown":
            continue
        html = str(render("".join(cell["source"])))
        text = re.sub(r"<[^>]+>", "", re.sub(r"<(code|pre)>.*?</\1>", "", html, flags=re.S))
        left += [f"cell {i}: ...{m.group(0)}..." for m in re.finditer(r".{0,12}\*\*.{0,12}", text)]
    assert not left, left
