"""The judge of stored hands: a thread of the service's own that counts each stored hand's
errors once, so that no page waits for the judge.

The teacher's error rates need every decision of every stored hand graded by the judge
(about half a second of the processor a hand). A hand is stored by a request (a hand a
page sent) or by the tables' scheduler (a hand of a class table); neither judges it: each
wakes this thread (:meth:`HandJudging.wake`), which judges the hands not judged yet, one
at a time, and stores the figures with the hand (``store.set_hand_errors``). The teacher's
page only reads them; a hand not judged yet is *pending* there, and its view wakes the
thread too (hands stored before a restart, or before there were figures).

The thread starts at the first wake and is a daemon; :func:`computerplay.stop_all` stops
it with the computer players (after the hand being judged, if any: a hand cut short is
judged again after a restart).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from .computerplay import register
from .store import ClassStoreError

__all__ = ["HandJudging"]

_log = logging.getLogger(__name__)


class HandJudging:
    """Calls ``judge_some()`` (judges a few stored hands not judged yet; how many) until it
    finds none, at every :meth:`wake`."""

    def __init__(self, judge_some: Callable[[], int]) -> None:
        self._judge_some = judge_some
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._guard = threading.Lock()
        self._last_warning = 0.0

    def wake(self) -> None:
        """There may be hands to judge: judge them (the thread starts at the first call)."""
        if self._stop.is_set():
            return
        with self._guard:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="coteccio-hand-judge",
                                                daemon=True)
                self._thread.start()
                register(self)
        self._wake.set()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop after the hand being judged, if any (waits ``timeout`` s at most)."""
        self._stop.set()
        self._wake.set()
        thread = self._thread
        if thread is not None and thread.is_alive() and thread is not threading.current_thread():
            thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.wait()
            self._wake.clear()
            while not self._stop.is_set():
                try:
                    if not self._judge_some():
                        break
                except ClassStoreError as err:  # the store is gone or busy: on the next wake
                    self._warn("hand judging: %s", err)
                    break
                except Exception:  # a bug must not end the judging for good
                    self._warn("hand judging failed", exc_info=True)
                    break

    def _warn(self, message: str, *args: object, exc_info: bool = False) -> None:
        now = time.monotonic()
        if now - self._last_warning >= 60:
            self._last_warning = now
            _log.warning(message, *args, exc_info=exc_info)
