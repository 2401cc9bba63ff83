"""``make lab`` opens the lessons in JupyterLab, with ``--allow-root`` when run as root (issue 39, item 7): Jupyter
refuses to start as root without it, and the README told only ``.venv/bin/jupyter lab``."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("make") is None, reason="no make")
def test_make_lab_opens_the_lessons_and_allows_root_only_for_root():
    shown = subprocess.run(["make", "-n", "lab"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout  # -n: print the commands, run none
    line = next(x for x in shown.splitlines() if "jupyter lab" in x)
    assert "notebooks/lessons" in line
    assert ("--allow-root" in line) == (os.getuid() == 0), line


def test_the_readme_says_how():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "make lab" in readme and "--allow-root" in readme
