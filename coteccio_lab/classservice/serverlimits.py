"""What the web servers of the kit (the launcher's Voilà, the hub's class service) refuse to
anyone on the network before any handler runs: big bodies, slow headers, idle connections,
too many connections from one client, and logs that would fill the disk.

- ``LIMITS``: Tornado's own server settings. A body past ``max_body_size`` is refused from
  its ``Content-Length`` (or as soon as the bytes pass it) on every route, a 404 included,
  and the connection closed: never read into memory. ``idle_connection_timeout`` is also
  the time-out of a request's headers: a client that sends them a byte at a time
  (slowloris) is cut off then.
- :class:`CappedServer`: at most ``per_client`` open connections from one address (a
  school's browsers open a few each; a script opening a thousand would take every file
  descriptor of the process and every honest request with them).
- :class:`OncePerMinute`: a log record of the same cause (logger, message, exception type)
  is written once a minute at most; the next says how many were left out.
- :func:`more_open_files`: the soft limit of open files raised to the hard one.
"""

from __future__ import annotations

import logging
import resource
import threading
import time
from collections import defaultdict
from typing import Any

from tornado import iostream
from tornado.http1connection import HTTP1ServerConnection
from tornado.httpserver import HTTPServer, _HTTPRequestContext

__all__ = ["LIMITS", "PER_CLIENT", "CappedServer", "OncePerMinute", "log_once_per_minute",
           "more_open_files"]

MAX_BODY = 1024 * 1024
"""The largest body any route takes (the class API's own limit is lower)."""
LIMITS: dict[str, Any] = {
    "max_body_size": MAX_BODY,
    "idle_connection_timeout": 30.0,  # and the headers' time-out
    "body_timeout": 60.0,
}
PER_CLIENT = 100
"""Open connections from one address: a browser's tabs with their kernels' websockets and
long polls stay far below it."""
_log = logging.getLogger("coteccio_lab.server")


class CappedServer(HTTPServer):
    """An HTTP server that closes a new connection at once when its address holds
    ``per_client`` already (call ``configure(per_client=...)`` through ``initialize``)."""

    def initialize(self, *args: Any, per_client: int = PER_CLIENT, **kwargs: Any) -> None:
        super().initialize(*args, **kwargs)
        self.per_client = per_client
        self._by_address: dict[str, int] = defaultdict(int)
        self._address_of: dict[object, str] = {}

    def handle_stream(self, stream: iostream.IOStream, address: tuple[Any, ...]) -> None:
        ip = str(address[0]) if address else "?"
        if self._by_address[ip] >= self.per_client:
            _log.warning("refused a connection from %s: %d open already", ip, self.per_client)
            stream.close()
            return
        context = _HTTPRequestContext(stream, address, self.protocol, self.trusted_downstream)
        conn = HTTP1ServerConnection(stream, self.conn_params, context)
        self._connections.add(conn)
        self._by_address[ip] += 1
        self._address_of[conn] = ip
        conn.start_serving(self)

    def on_close(self, server_conn: object) -> None:
        super().on_close(server_conn)
        ip = self._address_of.pop(server_conn, None)
        if ip is not None:
            self._by_address[ip] -= 1
            if self._by_address[ip] <= 0:
                del self._by_address[ip]

    def open_from(self, ip: str) -> int:
        return self._by_address.get(ip, 0)


class OncePerMinute(logging.Filter):
    """Lets one record of each cause through a minute; counts the others."""

    def __init__(self, seconds: float = 60.0) -> None:
        super().__init__()
        self.seconds = seconds
        self._last: dict[tuple[str, str, str], float] = {}
        self._left_out: dict[tuple[str, str, str], int] = defaultdict(int)
        self._lock = threading.Lock()

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno < logging.WARNING:
            return True
        kind = record.exc_info[0].__name__ if record.exc_info and record.exc_info[0] else ""
        # the first line, shortened: asyncio adds the failing callback and its context
        cause = (record.name, str(record.msg).split("\n", 1)[0][:80], kind)
        now = time.monotonic()
        with self._lock:
            if now - self._last.get(cause, -self.seconds) < self.seconds:
                self._left_out[cause] += 1
                return False
            self._last[cause] = now
            left_out = self._left_out.pop(cause, 0)
            if len(self._last) > 1000:  # causes are few; made-up messages are not kept
                self._last.clear()
        if left_out:
            record.msg = f"{record.msg} ({left_out} more like this in the last minute)"
        return True


LOGGERS = ("tornado.access", "tornado.application", "tornado.general", "asyncio",
           "coteccio_lab.server", "coteccio_lab.classservice.computerplay")


def log_once_per_minute(*more: logging.Logger) -> OncePerMinute:
    """Put one :class:`OncePerMinute` on the loggers that a flood of requests or of
    refused connections writes to (and on ``more``)."""
    once = OncePerMinute()
    for logger in (*(logging.getLogger(name) for name in LOGGERS), *more):
        if once not in logger.filters:
            logger.addFilter(once)
    return once


def more_open_files(most: int = 65536) -> int:
    """Raise the soft limit of open files toward the hard one (at most ``most``)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = most if hard == resource.RLIM_INFINITY else min(hard, most)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):
            return soft
        return wanted
    return soft
