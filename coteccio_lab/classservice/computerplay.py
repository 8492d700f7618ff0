"""The one scheduler of the class's computer players: a thread of the service's own.

Every computer seat's move, the grace periods and the turn timers are made here
(``Tables.tick``), never in a request's handler nor in the threads that serve the store to
requests: a table of expert computer players, however long its match, costs the class's
requests nothing but a share of the processor. A computer player moves at the table's pace
(``Tables.pace``), one move per table per look, and a table where no person is connected
waits (``Tables.tick``).

The thread looks again at every event of any table (``Tables.changed``), when the next
computer move is due, and at least every ``TICK`` seconds (the grace periods). It is a
daemon: stopping the service never waits for a match. Every move is written to the store
before it is applied, so a move cut short by a stop is simply made again after a restart.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from typing import Protocol

from .store import ClassStoreError
from .table import TableError
from .tables import Tables

__all__ = ["TICK", "ComputerPlay", "Stoppable", "register", "stop_all"]

TICK = 1.0
"""Seconds between two looks at most (grace periods, turn timers)."""
_log = logging.getLogger(__name__)


class Stoppable(Protocol):
    """A thread of the service's own: the scheduler, the judge of stored hands."""

    def stop(self, timeout: float = 5.0) -> None: ...


_RUNNING: weakref.WeakSet[Stoppable] = weakref.WeakSet()


def register(worker: Stoppable) -> None:
    """:func:`stop_all` stops ``worker`` too (``handjudging``)."""
    _RUNNING.add(worker)


def stop_all(timeout: float = 5.0) -> None:
    """Stop every scheduler of this process, and every other thread of the service's own
    (:func:`register`): the launcher and the hub service, stopping."""
    for play in list(_RUNNING):
        play.stop(timeout)


class ComputerPlay:
    """Plays the computer seats of ``tables`` until :meth:`stop`."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="coteccio-computer-play",
                                        daemon=True)
        self._last_warning = 0.0

    def start(self) -> ComputerPlay:
        self._thread.start()
        register(self)
        return self

    def stop(self, timeout: float = 5.0) -> None:
        """Stop after the move being decided, if any (waits ``timeout`` s at most)."""
        self._stop.set()
        _RUNNING.discard(self)
        self.tables.changed.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def _warn(self, message: str, *args: object, exc_info: bool = False) -> None:
        # one line a minute at most: a store that is gone would say so at every look
        now = time.monotonic()
        if now - self._last_warning >= 60:
            self._last_warning = now
            _log.warning(message, *args, exc_info=exc_info)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        tables = self.tables
        while not self._stop.is_set():
            tables.changed.clear()
            try:
                tables.tick()
            except (ClassStoreError, TableError) as err:
                self._warn("tables: %s", err)
            except Exception:  # a bug must not end the class's computer play for good
                self._warn("tables: computer play failed", exc_info=True)
            due = tables.next_due
            tables.changed.wait(TICK if due is None else min(TICK, max(due, 0.005)))
