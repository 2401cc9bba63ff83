"""The engine, and a game session played in code (steamlab.play), must import and run with no Jupyter package
installed."""

import subprocess
import sys

BLOCK = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in {'ipywidgets', 'ipycanvas', 'IPython', 'ipykernel', 'jupyterlab', 'voila', 'numpy', 'traitlets'}:
            raise ImportError('blocked: ' + name)
sys.meta_path.insert(0, Block())
import steamlab
from steamlab.core import hexgrid, maps, tiles
from steamlab.engine import registry, state
from steamlab.bots import hints, registry as bot_registry, search, tournament
m = steamlab.load_map('rust_belt')
print(len(m.hexes))
from steamlab.play import GameSession
g = GameSession(steamlab.new_game("russian_railroads", players=2, seed=3))
g.set_seat(0, True, strength=8)
g.set_seat(1, True, strength=8)
print(g.computer_turns(limit=5))
"""


def test_engine_imports_without_jupyter():
    out = subprocess.run([sys.executable, "-c", BLOCK], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["189", "5"]


def test_import_steamlab_is_light():
    """``import steamlab`` (the front door) loads the games, not the search nor any Jupyter widget: a page or a
    script that only draws a map or replays a record does not pay for them."""
    code = "import sys, steamlab; print(sorted(m for m in ('steamlab.bots.search', 'ipywidgets') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
