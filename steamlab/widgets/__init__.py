"""Jupyter widgets (ipywidgets + ipycanvas) that draw steamlab's render scenes.

Needs the ``jupyter`` extra (ipywidgets, ipycanvas, numpy); the engine and
:mod:`steamlab.render` do not.

>>> from steamlab.core.maps import load_map
>>> HexMapWidget(load_map("rust_belt")).view.map.id
'rust_belt'
"""

from steamlab.widgets.draw import draw_primitives, frame
from steamlab.widgets.hexmap import DRAWN_CLASS, HexMapWidget
from steamlab.widgets.live_kernel import carry_nulls

carry_nulls()  # the live site's kernel: None reaches the page as null (before any widget's first message)

__all__ = ["DRAWN_CLASS", "HexMapWidget", "draw_primitives", "frame"]
