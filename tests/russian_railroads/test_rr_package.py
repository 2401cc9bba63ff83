"""The Russian Railroads package stays tidy: no import cycle, not even through imports only type checkers read
(the rule modules take a :class:`~.table.Table`, not the state that imports them), and fewer import arrows than
the 59 it had before it was regrouped (tools/package_arrows.py): 47, plus the three of the table module that ended
the type-only cycle through ``state``."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("package_arrows", ROOT / "tools" / "package_arrows.py")
package_arrows = importlib.util.module_from_spec(spec)
spec.loader.exec_module(package_arrows)
PACKAGE = ROOT / "steamlab" / "games" / "russian_railroads"


def test_no_import_cycle_and_fewer_arrows():
    run = package_arrows.arrows(PACKAGE)
    assert package_arrows.cycles(run) == []
    assert len(run) <= 50, sorted(run)


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
