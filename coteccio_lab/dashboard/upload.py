"""The dashboard's file upload: a button whose file is size-checked in the browser first.

``ipywidgets.FileUpload`` reads the whole file in the page and sends it in one widget
message; a file bigger than Tornado's ``websocket_max_message_size`` (10 MB unless the
launcher says otherwise) makes the server close the kernel's websocket, and the page
stops answering without a word. This widget (anywidget, ``upload.js``) sends only the
file's name and size when it is over ``max_bytes``, and the content as a binary buffer
otherwise. Nothing from the page is trusted: the kernel takes the size from what
arrived, whatever the page claims.

>>> up = Upload(max_bytes=10)
>>> got = []
>>> up.on_upload(got.append)
>>> up.deliver({"type": "upload", "name": "m.json", "size": 3}, [b"{}\\n"])
>>> got[0].content, got[0].size
(b'{}\\n', 3)
>>> up.deliver({"type": "upload", "name": "big.json", "size": 50_000_000}, [])
>>> got[1].size, got[1].content
(50000000, None)
>>> up.deliver({"type": "upload", "name": "liar.json", "size": 1}, [b"x" * 11])
>>> got[2].size, got[2].content
(11, None)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..jsonfile import MAX_BYTES

__all__ = ["Upload", "Uploaded"]


@dataclass(frozen=True)
class Uploaded:
    """A file chosen in the page: ``content`` is None when it was over the limit."""

    name: str
    size: int
    content: bytes | None


class Upload(anywidget.AnyWidget):
    """A button that opens the file dialog; ``on_upload(handler)`` gets each ``Uploaded``."""

    _esm = Path(__file__).with_name("upload.js")
    description = traitlets.Unicode("").tag(sync=True)
    accept = traitlets.Unicode(".json,application/json").tag(sync=True)
    max_bytes = traitlets.Int(MAX_BYTES).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._handlers: list[Callable[[Uploaded], Any]] = []
        self.on_msg(lambda _w, content, buffers: self.deliver(content, buffers))

    def on_upload(self, handler: Callable[[Uploaded], Any]) -> None:
        self._handlers.append(handler)

    def deliver(self, content: Any, buffers: Sequence[Any] | None) -> None:
        """A message from the page (or a test): hand the file to the handlers."""
        if not isinstance(content, dict) or content.get("type") != "upload":
            return
        name = content.get("name")
        claimed = content.get("size")
        data = bytes(buffers[0]) if buffers else None
        size = len(data) if data is not None else claimed
        if isinstance(size, bool) or not isinstance(size, int) or size < 0:
            size = 0
        if data is not None and len(data) > self.max_bytes:
            data = None
        file = Uploaded(name[:200] if isinstance(name, str) else "", size, data)
        for handler in self._handlers:
            handler(file)
