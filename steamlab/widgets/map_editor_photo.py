"""Tracing a map over a photo in the map editor (its Photo tab): the photo laid over the map, three hexes' centres
pointed on it fit it to the grid (:class:`PhotoTracer`).

>>> from steamlab.widgets.map_editor import MapEditorApp
>>> app = MapEditorApp(lang="en")
>>> app.add_reference(10, 10, "B2"), app.photos.photo_refs
(False, [])
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from steamlab.core.errors import SteamlabError
from steamlab.core.hexgrid import parse_label
from steamlab.editor.backdrop import Affine, fit, fit_width, image_size, residual
from steamlab.i18n import msg

if TYPE_CHECKING:
    from steamlab.widgets.map_editor import MapEditorApp


class PhotoTracer:
    """A photo (:attr:`photo`, PNG or JPEG) over ``app``'s map at :attr:`photo_opacity`, placed by
    :attr:`photo_transform`, fitted to the references (:attr:`photo_refs`: a photo point and a hex centre each)."""

    def __init__(self, app: MapEditorApp) -> None:
        self.app = app
        self.photo: widgets.Image | None = None
        self.photo_size = (0, 0)
        self.photo_refs: list[tuple[tuple[float, float], tuple[float, float]]] = []
        self.photo_transform = Affine()
        self.photo_upload = widgets.FileUpload(accept="image/png,image/jpeg", multiple=False)
        self.photo_upload.add_class("steamlab-photo-upload")
        self.photo_upload.observe(self.uploaded, names="value")
        self.photo_opacity = widgets.FloatSlider(value=0.5, min=0.1, max=1.0, step=0.05)
        self.photo_opacity.observe(lambda _c: self.show(), names="value")
        self.ref_hex = widgets.Text(layout=widgets.Layout(width="260px"), continuous_update=False)
        self.photo_help = widgets.HTML()
        self.photo_info = widgets.HTML()
        self.photo_info.add_class("steamlab-editor-photo")
        clear = self.app._button("clear_refs", self.clear_references)
        remove = self.app._button("remove_photo", lambda: self.load_photo(None))
        self.labels = [(self.photo_opacity, "opacity"), (self.ref_hex, "ref_hex")]
        """Fields and their label's key (the editor's language switch relabels them)."""
        self.photo_form = widgets.VBox([self.photo_help, widgets.HBox([self.photo_upload, self.photo_opacity]),
                                        widgets.HBox([self.ref_hex, clear, remove]), self.photo_info])

    def load_photo(self, data: bytes | None) -> bool:
        """Put a PNG or JPEG photo over the map, scaled to the map's width (``None`` removes it)."""
        if data is None:
            self.photo, self.photo_refs = None, []
            self.app.canvas.show_photo(None)
            self.photo_info.value = ""
            return True
        try:
            size = image_size(bytes(data))
        except SteamlabError as exc:
            self.app._say(exc, error=True)
            return False
        self.photo = widgets.Image(value=bytes(data), format="jpeg" if bytes(data)[:2] == b"\xff\xd8" else "png")
        self.photo_size, self.photo_refs = size, []
        self.photo_transform = fit_width(size, self.app.canvas.view.width)
        self.show()
        return True

    def add_reference(self, x: float, y: float, at: str) -> bool:
        """The photo's point under board pixel ``(x, y)`` is the centre of hex ``at`` (a label, "C3")."""
        if self.photo is None:
            self.app._say(self.app._t("photo_help"), error=True)
            return False
        try:
            h = parse_label(at)
        except ValueError:
            self.app._say(msg("edit.bad_label", text=at), error=True)
            return False
        if h not in self.app.canvas.map.cells:
            self.app._say(msg("edit.not_hex", hex=at), error=True)
            return False
        point = self.photo_transform.inverse().apply(x, y)
        refs = [*self.photo_refs, (point, self.app.canvas.view.center(h))][-3:]
        try:
            self.photo_transform = fit(refs, start=self.photo_transform)
        except SteamlabError as exc:
            self.app._say(exc, error=True)
            return False
        self.photo_refs = refs
        self.show()
        return True

    def clear_references(self) -> None:
        """Forget the references (the photo stays where it is)."""
        self.photo_refs = []
        self.show()

    def show(self) -> None:
        if self.photo is None:
            return
        self.app.canvas.show_photo((self.photo, self.photo_transform, float(self.photo_opacity.value)))
        self.photo_info.value = html.escape(self.app._t("photo_refs", n=len(self.photo_refs),
                                                    px=f"{residual(self.photo_transform, self.photo_refs):.1f}"))

    def uploaded(self, change: dict[str, Any]) -> None:
        value = change.get("new")
        items = list(value) if isinstance(value, (tuple, list)) else []
        content = items[0].get("content") if items and isinstance(items[0], dict) else None
        if content is not None:
            self.app._guard(lambda: self.load_photo(bytes(content)))
