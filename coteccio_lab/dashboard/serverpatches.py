"""What the launcher changes in the web server it runs (Tornado, jupyter_server, Voilà).

Each change wraps one method of a library class, once per process (idempotent), and marks
the wrapper so a second call sees it; the launcher (``launcher.serve``) installs them
before the server starts. Why each is needed is in its docstring.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path
from typing import Any

__all__ = [
    "install_clean_errors",
    "install_nodelay",
    "install_private_folder",
    "install_xsrf_cookie",
    "nodelay_installed",
]

# ---- TCP_NODELAY on websockets ---------------------------------------------------------

_NODELAY_LOCK = threading.Lock()
_NODELAY_MARK = "_coteccio_nodelay"


def install_nodelay() -> None:
    """Make every websocket that tornado accepts from now on set ``TCP_NODELAY``.

    Idempotent. ``WebSocketProtocol13.start_pinging`` runs once per accepted
    connection, right after the handshake detached the stream, and before any
    message is sent: the one place that sees every kernel websocket, whatever
    handler class jupyter_server or Voilà uses.
    """
    from tornado.websocket import WebSocketProtocol13

    with _NODELAY_LOCK:
        original = WebSocketProtocol13.start_pinging
        if getattr(original, _NODELAY_MARK, False):
            return

        def start_pinging(self: WebSocketProtocol13) -> None:
            stream = getattr(self, "stream", None)
            if stream is not None:
                with contextlib.suppress(OSError, AttributeError):
                    stream.set_nodelay(True)
            original(self)

        setattr(start_pinging, _NODELAY_MARK, True)
        start_pinging.__wrapped__ = original  # type: ignore[attr-defined]
        WebSocketProtocol13.start_pinging = start_pinging  # type: ignore[method-assign]


def install_xsrf_cookie() -> None:
    """Give every Voilà page the ``_xsrf`` cookie its own shutdown beacon needs.

    When a page closes (or reloads), Voilà's front end posts to
    ``/voila/api/shutdown/<kernel>`` with the ``_xsrf`` cookie as its XSRF token, but
    the page handler never sets that cookie: the post is refused (403) and the kernel
    lives on until it is culled, one idle kernel per reload. Reading ``xsrf_token``
    before the page is rendered sets the cookie; XSRF protection stays as it is.
    Idempotent.
    """
    from voila.tornado.handler import TornadoVoilaHandler

    original = TornadoVoilaHandler.get
    if getattr(original, _NODELAY_MARK, False):
        return

    async def get(self: Any, path: str | None = None) -> None:
        _ = self.xsrf_token
        await original(self, path)

    setattr(get, _NODELAY_MARK, True)
    TornadoVoilaHandler.get = get


_CLEAN_MARK = "_coteccio_clean_errors"


def install_clean_errors() -> None:
    """Answer 404, not 500, where Voilà itself fails on a malformed address.

    - ``/voila/templates/<anything not template/static/file>`` (``/voila/templates/x``,
      ``/voila/templates/lab/static/``, ``.../lab/x/y``): Voilà's
      ``TemplateStaticFileHandler`` splits the path and asserts its shape, so a path of
      another shape is an uncaught ValueError or AssertionError;
    - ``/voila/render/%00``: a NUL in a notebook's path reaches ``os.stat``, which raises
      ValueError ("embedded null byte").

    Idempotent.
    """
    from tornado.web import HTTPError
    from voila.static_file_handler import TemplateStaticFileHandler
    from voila.tornado.handler import TornadoVoilaHandler

    parse = TemplateStaticFileHandler.parse_url_path
    if not getattr(parse, _CLEAN_MARK, False):
        absolute = TemplateStaticFileHandler.get_absolute_path.__func__

        def parse_url_path(self: Any, path: str) -> Any:
            try:
                return parse(self, path)
            except (ValueError, AssertionError):
                raise HTTPError(404) from None

        def get_absolute_path(cls: Any, root: str, path: str) -> Any:
            try:
                return absolute(cls, root, path)
            except (ValueError, AssertionError):
                raise HTTPError(404) from None

        setattr(parse_url_path, _CLEAN_MARK, True)
        TemplateStaticFileHandler.parse_url_path = parse_url_path
        TemplateStaticFileHandler.get_absolute_path = classmethod(
            get_absolute_path)

    get = TornadoVoilaHandler.get
    if not getattr(get, _CLEAN_MARK, False):

        async def voila_get(self: Any, path: str | None = None) -> None:
            if path is not None and "\x00" in path:
                raise HTTPError(404)
            await get(self, path)

        setattr(voila_get, _CLEAN_MARK, True)
        # the mark of install_xsrf_cookie stays visible through this wrapper
        if getattr(get, _NODELAY_MARK, False):
            setattr(voila_get, _NODELAY_MARK, True)
        TornadoVoilaHandler.get = voila_get


_PRIVATE: list[tuple[Path, Path]] = []
"""(private folder, served folder) pairs that ``install_private_folder`` keeps unserved."""


def install_private_folder(folder: Path, served: Path) -> None:
    """Make every static file handler refuse (404) a file whose real path is in ``folder``.

    Files of ``served`` itself stay served (a notebook folder inside the class folder is
    odd but harmless). Idempotent per folder.
    """
    from tornado.web import HTTPError, StaticFileHandler

    pair = (folder.resolve(), served.resolve())
    if pair not in _PRIVATE:
        _PRIVATE.append(pair)
    original = StaticFileHandler.validate_absolute_path
    if getattr(original, _NODELAY_MARK, False):
        return

    def validate_absolute_path(self: StaticFileHandler, root: str, absolute_path: str) -> Any:
        real = Path(os.path.realpath(absolute_path))
        for private, public in _PRIVATE:
            inside = real == private or private in real.parents
            if inside and not (real == public or public in real.parents):
                raise HTTPError(404)
        return original(self, root, absolute_path)

    setattr(validate_absolute_path, _NODELAY_MARK, True)
    StaticFileHandler.validate_absolute_path = validate_absolute_path  # type: ignore[method-assign]


def nodelay_installed() -> bool:
    from tornado.websocket import WebSocketProtocol13

    return bool(getattr(WebSocketProtocol13.start_pinging, _NODELAY_MARK, False))
