"""The keys of the teacher's open pages: what the teacher's powers rest on in a browser.

A cookie is sent by the browser with any request of its origin, and under a hub without
``subdomain_host`` a student's page shares that origin: it can send the teacher's cookies,
set an ``_xsrf`` cookie of its own choosing and a ``Referer`` of the teacher's page. So a
request that carries only the teacher's cookie is not the teacher's page acting. Each
time the teacher's page (or the projector's) is opened as a top-level page by a browser
signed in as the teacher, the service makes a random key for it; the page keeps it in its
script's memory only and sends it in a header (``X-Coteccio-Teacher``) with every request
of the teacher's API. A script of another page never sees the key: the page is refused
to a frame and to a fetch (``Sec-Fetch-Dest``), and opened in a window it is in a
browsing context group of its own (``Cross-Origin-Opener-Policy``).

A key belongs to one holder (the sign-in it was made for on one machine, the hub user
under a hub): signing out, or another teacher, ends what it may do. Keys live in the
service's memory: after a restart the teacher's page is opened again.

>>> clock = [0.0]
>>> keys = PageKeys(hours=1, clock=lambda: clock[0])
>>> key = keys.issue("session-1")
>>> keys.valid(key, "session-1"), keys.valid(key, "session-2"), keys.valid("made-up", "session-1")
(True, False, False)
>>> clock[0] = 3601.0
>>> keys.valid(key, "session-1")
False
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable

__all__ = ["HEADER", "PageKeys", "key_hash"]

HEADER = "X-Coteccio-Teacher"
"""The request header that carries the key of the teacher's page."""


def key_hash(key: str) -> str:
    """How a key or token is kept: its SHA-256, never the key itself."""
    return hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()


class PageKeys:
    """Keys of the teacher's pages, each for one holder and for ``hours``; at most ``most``
    kept (the oldest forgotten first), so page loads cannot grow it."""

    def __init__(self, *, hours: float = 12.0, most: int = 200,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.seconds = hours * 3600
        self.most = most
        self._clock = clock
        self._keys: OrderedDict[str, tuple[str, float]] = OrderedDict()
        self._lock = threading.Lock()

    def issue(self, holder: str) -> str:
        """A new key for a page of ``holder``."""
        key = secrets.token_urlsafe(32)
        with self._lock:
            self._keys[key_hash(key)] = (holder, self._clock() + self.seconds)
            while len(self._keys) > self.most:
                self._keys.popitem(last=False)
        return key

    def valid(self, key: str, holder: str) -> bool:
        if not key or len(key) > 100 or not holder:
            return False
        with self._lock:
            found = self._keys.get(key_hash(key))
        return (found is not None and found[1] > self._clock()
                and hmac.compare_digest(found[0], holder))
