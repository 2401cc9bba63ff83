"""The Russian Railroads package stays tidy: no import cycle, not even through imports only type checkers read
(the rule modules take a :class:`~.table.Table`, not the state that imports them), and fewer import arrows than
the 59 it had before it was regrouped (tools/package_arrows.py): 47, plus the three of the table module that ended
the type-only cycle through ``state``."""

from pathlib import Path

from tooling import load_tool

ROOT = Path(__file__).resolve().parents[2]
package_arrows = load_tool("package_arrows")
PACKAGE = ROOT / "steamlab" / "games" / "russian_railroads"


def test_no_import_cycle_and_fewer_arrows():
    run = package_arrows.arrows(PACKAGE)
    assert package_arrows.cycles(run) == []
    # Between the rule modules: 46 (the 50 counted before less the 4 of the package's public face, __init__, which
    # now names what the course imports from it, seven arrows that couple no rule module to another).
    between = [arrow for arrow in run if arrow[0] != "__init__"]
    assert len(between) <= 46, sorted(between)


def test_no_import_cycle_through_type_only_imports():
    every = package_arrows.arrows(PACKAGE, kinds=("top", "deferred", "type"))
    assert package_arrows.cycles(every) == [], sorted(every)


def test_the_counter_sees_deferred_and_type_only_imports(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from pkg.b import x\n")
    (pkg / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.a import f\n")
    assert package_arrows.arrow_kinds(pkg, "pkg") == {("a", "b"): {"deferred"}, ("b", "a"): {"type"}}
    assert package_arrows.cycles(package_arrows.arrows(pkg, "pkg")) == []
    assert package_arrows.cycles(package_arrows.arrows(pkg, "pkg", kinds=("deferred", "type"))) == [["a", "b"]]
