"""A file download started from Python in one click (anywidget, a few lines of ESM, no network).

ipywidgets has no download; a data-URL link would have to be rebuilt on every
change and clicked a second time. This invisible widget receives
``{"type": "download", "filename", "mime", "data"}`` (``data`` in base64) and
saves it through a Blob and a temporary link, as a browser download.
"""

from __future__ import annotations

import base64

import anywidget

__all__ = ["Download"]

_ESM = r"""
function render({ model, el }) {
  el.classList.add("cot-download");
  model.on("msg:custom", (msg) => {
    if (!msg || msg.type !== "download") return;
    const raw = atob(msg.data || "");
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    const type = msg.mime || "application/octet-stream";
    const url = URL.createObjectURL(new Blob([bytes], { type }));
    const a = document.createElement("a");
    a.href = url;
    a.download = msg.filename || "download";
    a.style.display = "none";
    el.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(url); a.remove(); }, 2000);
  });
}
export default { render };
"""


class Download(anywidget.AnyWidget):
    """Put it on the page once; ``save(name, data)`` makes the browser download a file."""

    _esm = _ESM

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
