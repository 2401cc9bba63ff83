"""The render layer: game state -> drawing primitives -> SVG or a canvas.

Pure Python (standard library only): the engine and this layer import
without Jupyter or NumPy. :mod:`steamlab.widgets` draws the same scenes on an
ipycanvas canvas.

>>> from steamlab.core.maps import load_map
>>> scene = render_scene(load_map("rust_belt"))
>>> sorted(scene.layers)
['hover', 'overlay', 'static', 'track']
"""

from steamlab.render.primitives import LAYERS, Circle, Polygon, Polyline, Primitive, Rect, Scene, Text
from steamlab.render.scene import (
    BoardView,
    render_hover,
    render_overlay,
    render_scene,
    render_static,
    render_track,
    track_path,
    view_for,
)
from steamlab.render.svg import Picture, board_svg, scene_svg, show

__all__ = [
    "LAYERS",
    "BoardView",
    "Circle",
    "Picture",
    "Polygon",
    "Polyline",
    "Primitive",
    "Rect",
    "Scene",
    "Text",
    "board_svg",
    "render_hover",
    "render_overlay",
    "render_scene",
    "render_static",
    "render_track",
    "scene_svg",
    "show",
    "track_path",
    "view_for",
]
