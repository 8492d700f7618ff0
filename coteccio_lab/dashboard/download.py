"""A file download started from Python in one click (anywidget, a few lines of ESM, no network).

ipywidgets has no download; a data-URL link would have to be rebuilt on every
change and clicked a second time. This invisible widget receives
``{"type": "download", "filename", "mime", "data"}`` (``data`` in base64) and
saves it through a Blob and a temporary link, as a browser download.
"""

from __future__ import annotations

import base64
from pathlib import Path

import anywidget

__all__ = ["Download"]


class Download(anywidget.AnyWidget):
    """Put it on the page once; ``save(name, data)`` makes the browser download a file."""

    _esm = Path(__file__).with_name("download.js")

    def save(self, filename: str, data: bytes | str, mime: str = "application/json") -> None:
        raw = data.encode("utf-8") if isinstance(data, str) else data
        self.send(
            {
                "type": "download",
                "filename": filename,
                "mime": mime,
                "data": base64.b64encode(raw).decode("ascii"),
            }
        )
