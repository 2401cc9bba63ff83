"""Where user maps live: the shared folder, a space per viewer on a served dashboard, and an index of each folder.

**Folders.** :func:`user_maps_dir` (``$STEAMLAB_MAPS``, else ``~/.steamlab/maps``) holds the *shared* maps: the
teacher's, saved from Python, JupyterLab or the command line, or copied there by hand. On a dashboard served by
Voilà (:func:`served`: the kernel's environment has Voilà's ``VOILA_BASE_URL``, which a viewer cannot set) the
shared maps are read-only, and a viewer's maps go to a folder of their own, ``viewers/<viewer id>/`` inside it
(:func:`viewer_dir`). The viewer id is the server's: ``steamlab.publish.viewers`` sets a cookie holding a random
id signed with a key kept in ``viewers/.viewer-key`` (readable by the server's user only), the page's language
widget passes the cookie to its kernel, and :func:`set_viewer` accepts it only if the signature holds; a
viewer can neither choose an id nor forge another's. Two viewers saving the same id write two files.
The live site (Pyodide, in the visitor's browser) is not served: its one folder is the browser's own.

**Index.** Each folder has an index, ``.steamlab-index`` (id, title, titles, bytes, time stamp, whether it
loads, hexes, cities, towns of every map): listing maps reads it and the folder's directory entries, never a map.
It is rewritten (atomically) on every save and delete, and mended where a file's size or time stamp differs
from its entry (a file copied in by hand): only such files are read. A map is parsed when it is opened.

**Quotas** (docs/publishing.md): a viewer holds at most :data:`MAX_VIEWER_MAPS` maps and
:data:`MAX_VIEWER_BYTES` bytes, all viewers together :data:`MAX_SERVED_MAPS` maps and :data:`MAX_SERVED_BYTES`
bytes; a map file is at most :data:`MAX_MAP_BYTES`; the shared folder, written by its owner, at most
:data:`MAX_SHARED_MAPS` maps.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import re
import secrets
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from steamlab.core.errors import SteamlabError
from steamlab.i18n import Message, msg

MAX_MAP_BYTES = 1_000_000
"""The largest map file saved (Rust Belt's file is 11 kB; a full 60 x 60 board about 200 kB)."""
MAX_VIEWER_MAPS = 20
"""The most maps one viewer keeps on a served dashboard."""
MAX_VIEWER_BYTES = 2_000_000
"""The most bytes of maps one viewer keeps on a served dashboard."""
MAX_SERVED_MAPS = 1_000
"""The most maps all viewers of a server keep together."""
MAX_SERVED_BYTES = 50_000_000
"""The most bytes of maps all viewers of a server keep together."""
MAX_SHARED_MAPS = 200
"""The most maps the shared folder holds when saved through steamlab (the owner may copy more in by hand)."""

INDEX_NAME = ".steamlab-index"
"""The index file of a maps folder (not ``*.json``: never taken for a map)."""
VIEWERS = "viewers"
"""The folder of the viewers' spaces, inside the shared folder."""
KEY_NAME = ".viewer-key"
"""The server's key that signs viewer ids, in :data:`VIEWERS` (mode 0600)."""
COOKIE = "steamlab_viewer"
"""The cookie that carries a viewer's signed id (set by ``steamlab.publish.viewers``)."""

MAP_NAME = re.compile(r"[a-z0-9_]{1,40}")
"""A listed map's name: used with ``fullmatch`` only (``match`` with ``$`` let ``"tutorial\\n"`` through)."""
_VIEWER_ID = re.compile(r"[A-Za-z0-9_-]{22}")
_TOKEN = re.compile(r"([A-Za-z0-9_-]{22})\.([0-9a-f]{32})")
_SIGN = b"steamlab viewer id\0"

_viewer: str | None = None
"""This process's viewer: a kernel serves one page, so one viewer (set once, by :func:`set_viewer`)."""


class MapStoreError(SteamlabError):
    """A save the maps folders refuse (a quota, a read-only map, a page that did not say who it is).

    ``field`` is the map's field it is about (``id`` or ``map``); ``problem`` the catalogue sentence.
    """

    def __init__(self, field: str, problem: Message) -> None:
        self.field = field
        self.problem = problem
        super().__init__(str(problem))


def user_maps_dir() -> Path:
    """The folder of the shared user maps (the map editor saves there outside a served dashboard; it need not exist).

    ``$STEAMLAB_MAPS`` if set, else ``~/.steamlab/maps``. A map there is listed by
    :func:`steamlab.core.maps.list_maps` and loaded by name like a shipped one (a shipped map wins a name clash).
    """
    folder = os.environ.get("STEAMLAB_MAPS", "").strip()
    return Path(folder).expanduser() if folder else Path.home() / ".steamlab" / "maps"


# -- who is looking ------------------------------------------------------------------------------------------------
def served() -> bool:
    """Whether this process is a kernel of a dashboard served by Voilà (its environment has ``VOILA_BASE_URL``,
    which Voilà gives every kernel it starts, preheated or not). The live site and Python are not served."""
    return bool(os.environ.get("VOILA_BASE_URL"))


def _key() -> bytes:
    """The server's signing key: read from ``viewers/.viewer-key``, created (0600, exclusively) the first time."""
    path = user_maps_dir() / VIEWERS / KEY_NAME
    with contextlib.suppress(FileNotFoundError):
        return path.read_bytes().strip()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".key.", suffix=".tmp")  # mode 0600
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(secrets.token_hex(32).encode())
            f.flush()
            os.fsync(f.fileno())
        with contextlib.suppress(FileExistsError):  # another process made it first: theirs is the key
            os.link(tmp, path)  # whole and exclusive: nobody reads a key half written
    finally:
        os.unlink(tmp)
    return path.read_bytes().strip()


def _signature(viewer_id: str) -> str:
    return hmac.new(_key(), _SIGN + viewer_id.encode(), hashlib.sha256).hexdigest()[:32]


def new_viewer_token() -> str:
    """A fresh viewer id with its signature, ``<22 characters>.<32 hex digits>``: the cookie's value."""
    viewer_id = secrets.token_urlsafe(16)
    return f"{viewer_id}.{_signature(viewer_id)}"


def viewer_of(token: object) -> str | None:
    """The viewer id a token carries if its signature holds, else ``None`` (anything else a page may send)."""
    found = _TOKEN.fullmatch(token) if isinstance(token, str) else None
    if found is None:
        return None
    try:
        return found[1] if hmac.compare_digest(found[2], _signature(found[1])) else None
    except OSError:  # no key to be had (a maps folder that cannot be written): no viewer
        return None


def set_viewer(token: object) -> bool:
    """Take the viewer of this page from the token its page sent; ``False`` for a token that does not hold, or for
    another viewer once one is set (a page does not change hands)."""
    global _viewer
    if not served():  # Python, JupyterLab, the live site: no viewers, and no key to read
        return False
    viewer_id = viewer_of(token)
    if viewer_id is None or (_viewer is not None and viewer_id != _viewer):
        return False
    _viewer = viewer_id
    return True


def current_viewer() -> str | None:
    """The viewer of this page, once its page has said (``None`` before, and outside a served dashboard)."""
    return _viewer if served() else None


def viewer_dir(viewer_id: str | None = None) -> Path | None:
    """The folder of a viewer's own maps on a served dashboard (this page's viewer by default), else ``None``."""
    viewer_id = viewer_id or current_viewer()
    if not served() or not viewer_id or not _VIEWER_ID.fullmatch(viewer_id):
        return None
    return user_maps_dir() / VIEWERS / viewer_id


def map_folders() -> list[Path]:
    """The folders user maps are listed from, first wins a name clash: the viewer's own, then the shared one."""
    own = viewer_dir()
    return [own, user_maps_dir()] if own is not None else [user_maps_dir()]


def find_user_map(name: str) -> Path | None:
    """The file of user map ``name`` (the viewer's own first, then the shared one), or ``None``."""
    if not MAP_NAME.fullmatch(name):
        return None
    for folder in map_folders():
        path = folder / f"{name}.json"
        if path.is_file():
            return path
    return None


# -- the index -----------------------------------------------------------------------------------------------------
Describe = Callable[[Path], dict[str, Any]]
"""What the index keeps of a map file (title, titles, counts, whether it loads): ``steamlab.core.maps`` gives it."""


def _listing(folder: Path) -> dict[str, tuple[int, int]]:
    """``{name: (bytes, mtime_ns)}`` of the map files in ``folder``, from its directory entries alone."""
    out: dict[str, tuple[int, int]] = {}
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return out
    for entry in entries:
        name = entry.name[:-5] if entry.name.endswith(".json") else ""
        if not MAP_NAME.fullmatch(name):
            continue
        with contextlib.suppress(OSError):
            if entry.is_file(follow_symlinks=False):
                info = entry.stat(follow_symlinks=False)
                out[name] = (info.st_size, info.st_mtime_ns)
    return out


def _read_index(folder: Path) -> dict[str, dict[str, Any]]:
    try:
        raw = json.loads((folder / INDEX_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    maps = raw.get("maps") if isinstance(raw, dict) and raw.get("format") == "steamlab-map-index/1" else None
    return {k: v for k, v in maps.items() if isinstance(v, dict)} if isinstance(maps, dict) else {}


def _write_index(folder: Path, entries: Mapping[str, Mapping[str, Any]]) -> None:
    data = json.dumps({"format": "steamlab-map-index/1", "maps": dict(sorted(entries.items()))},
                      ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    with contextlib.suppress(OSError):  # a folder this process may not write: the index is mended next time
        write_atomically(folder / INDEX_NAME, data)


def folder_index(folder: Path, describe: Describe) -> dict[str, dict[str, Any]]:
    """Every map of ``folder`` as its index has it, mended first where a file's size or time stamp changed (only
    those files are read, with ``describe``), and written back when anything was mended."""
    files = _listing(folder)
    if not files:
        return {}
    index = _read_index(folder)
    kept = {name: e for name, e in index.items() if name in files and (e.get("bytes"), e.get("mtime_ns")) == files[name]}
    for name in files.keys() - kept.keys():
        size, stamp = files[name]
        kept[name] = {**describe(folder / f"{name}.json"), "bytes": size, "mtime_ns": stamp}
    if kept != index:
        _write_index(folder, kept)
    return kept


def user_map_index(describe: Describe) -> dict[str, dict[str, Any]]:
    """Every user map this page may list, by name: the shared ones and, on a served dashboard, the viewer's own
    (which win a name clash). Each entry: ``title``, ``titles``, ``loads``, ``hexes``, ``cities``, ``towns``,
    ``bytes``, ``shared``."""
    out: dict[str, dict[str, Any]] = {}
    own = viewer_dir()
    for folder in reversed(map_folders()):
        for name, entry in folder_index(folder, describe).items():
            out[name] = {**entry, "shared": folder != own}
    return out


def write_atomically(target: Path, data: bytes) -> None:
    """``data`` into ``target`` through a temporary file in the same folder and a rename: the target is either
    the old file or the new one, never a half-written or empty one."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.stem}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


# -- saving and deleting -------------------------------------------------------------------------------------------
def save_folder() -> Path:
    """Where a map saved now goes: the viewer's own folder on a served dashboard, else the shared folder. A served
    page whose viewer is not known (its page has not said, or sent a token that does not hold) saves nowhere."""
    if not served():
        return user_maps_dir()
    own = viewer_dir()
    if own is None:
        raise MapStoreError("id", msg("edit.no_viewer"))
    return own


def check_save(target: Path, size: int) -> None:
    """Refuse a save of ``size`` bytes to ``target`` (a map file in :func:`save_folder`) that breaks a rule of the
    folders: a map too big, a shared map's id on a served page, a quota of the viewer or of the server."""
    if size > MAX_MAP_BYTES:
        raise MapStoreError("map", msg("edit.map_too_big", size=f"{size:,}", most=f"{MAX_MAP_BYTES:,}"))
    name = target.stem
    if not served():
        files = _listing(target.parent)
        if name not in files and len(files) >= MAX_SHARED_MAPS:
            raise MapStoreError("id", msg("edit.too_many_maps", most=MAX_SHARED_MAPS))
        return
    if (user_maps_dir() / f"{name}.json").is_file():
        raise MapStoreError("id", msg("edit.shared_map", id=name))
    own = _listing(target.parent)
    own.pop(name, None)  # replacing a map: its old bytes no longer count
    if len(own) + 1 > MAX_VIEWER_MAPS:
        raise MapStoreError("id", msg("edit.viewer_maps", most=MAX_VIEWER_MAPS))
    if sum(s for s, _ in own.values()) + size > MAX_VIEWER_BYTES:
        raise MapStoreError("map", msg("edit.viewer_bytes", most=f"{MAX_VIEWER_BYTES:,}"))
    count, total = served_usage()
    old = _listing(target.parent).get(name)
    count, total = (count, total - old[0]) if old else (count + 1, total)
    if count > MAX_SERVED_MAPS or total + size > MAX_SERVED_BYTES:
        raise MapStoreError("id", msg("edit.server_full", maps=MAX_SERVED_MAPS, most=f"{MAX_SERVED_BYTES:,}"))


def served_usage() -> tuple[int, int]:
    """How many map files and bytes every viewer's folder holds together (directory entries only)."""
    count = total = 0
    try:
        folders = [e.path for e in os.scandir(user_maps_dir() / VIEWERS) if e.is_dir(follow_symlinks=False)]
    except OSError:
        return 0, 0
    for folder in folders:
        for size, _ in _listing(Path(folder)).values():
            count += 1
            total += size
    return count, total


def store_map(target: Path, data: bytes, entry: Mapping[str, Any]) -> None:
    """Write a checked map file atomically and its entry into the folder's index (``entry``: what ``describe``
    gives, the bytes and time stamp are added)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(target, data)
    index = _read_index(target.parent)
    info = target.stat()
    index[target.stem] = {**entry, "bytes": info.st_size, "mtime_ns": info.st_mtime_ns}
    _write_index(target.parent, index)


def delete_map(name: str) -> bool:
    """Delete user map ``name`` from :func:`save_folder` (the viewer's own on a served page: never a shared map) and
    its index entry; ``False`` if there is none."""
    if not MAP_NAME.fullmatch(name):
        return False
    folder = save_folder()
    target = folder / f"{name}.json"
    try:
        target.unlink()
    except FileNotFoundError:
        return False
    index = _read_index(folder)
    if index.pop(name, None) is not None:
        _write_index(folder, index)
    return True


__all__ = [
    "COOKIE", "INDEX_NAME", "MAX_MAP_BYTES", "MAX_SERVED_BYTES", "MAX_SERVED_MAPS", "MAX_SHARED_MAPS",
    "MAX_VIEWER_BYTES", "MAX_VIEWER_MAPS", "MapStoreError", "check_save", "current_viewer", "delete_map",
    "find_user_map", "folder_index", "map_folders", "new_viewer_token", "save_folder", "served", "served_usage",
    "set_viewer", "store_map", "user_map_index", "user_maps_dir", "viewer_dir", "viewer_of", "write_atomically",
]
