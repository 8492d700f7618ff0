"""How often a key may do something: a sliding window of its last events.

One class for every limit of the service: failed teacher sign-ins and wrong one-time codes
(per client and for the whole class), a student's hands and exercise checks. Thread-safe;
it keeps at most ``keys`` keys (the stalest are forgotten first), so a stream of made-up
keys cannot grow it.

>>> clock = [0.0]
>>> limit = Window(2, 60.0, clock=lambda: clock[0])
>>> limit.hit("ana"), limit.hit("ana"), limit.hit("ana")
(0.0, 0.0, 60.0)
>>> clock[0] = 61.0
>>> limit.hit("ana")
0.0
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable

__all__ = ["Window"]


class Window:
    """At most ``most`` events of one key in any ``seconds``."""

    def __init__(self, most: int, seconds: float, *, keys: int = 10_000,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.most = most
        self.seconds = seconds
        self.keys = keys
        self._clock = clock
        self._events: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def wait(self, key: str) -> float:
        """Seconds before ``key`` may act again (0.0: now); records nothing."""
        with self._lock:
            return self._wait(key, self._clock())

    def hit(self, key: str) -> float:
        """Record one event of ``key`` if the window has room: 0.0; else the seconds to wait
        (and nothing is recorded)."""
        with self._lock:
            now = self._clock()
            wait = self._wait(key, now)
            if wait > 0:
                return wait
            events = self._events.setdefault(key, deque())
            events.append(now)
            self._events.move_to_end(key)
            while len(self._events) > self.keys:
                self._events.popitem(last=False)
            return 0.0

    def forget(self, key: str) -> None:
        with self._lock:
            self._events.pop(key, None)

    def _wait(self, key: str, now: float) -> float:
        events = self._events.get(key)
        if not events:
            return 0.0
        while events and events[0] <= now - self.seconds:
            events.popleft()
        if len(events) < self.most:
            return 0.0
        return max(events[0] + self.seconds - now, 0.001)
