"""The render layer is engine-side: it imports and draws with no Jupyter package and no NumPy."""

import subprocess
import sys

CODE = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in {'ipywidgets', 'ipycanvas', 'IPython', 'ipykernel', 'numpy', 'traitlets', 'voila'}:
            raise ImportError('blocked: ' + name)
sys.meta_path.insert(0, Block())
import steamlab
from steamlab.render import render_scene
from steamlab.render.demo import demo_board
from steamlab.render.svg import board_svg
scene = render_scene(demo_board(steamlab.load_map('rust_belt')))
print(scene.count('static', 'hex'), scene.count('track', 'cube'), board_svg(steamlab.load_map('tutorial'))[:4])
"""


def test_render_imports_without_jupyter_or_numpy():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["189", "30", "<svg"]
