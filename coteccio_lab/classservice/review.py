"""The review of a table's hands, for a student who sat there: every hand as it was dealt,
the order its cards were played, what each counter did (:func:`class_review`), and each
hand's decisions of the student's seat judged as the dashboard's review judges them
(:class:`TableReviews`).

While the class game is open a hand's cards are shown only while it is played
(``Table.deal_secret``): every other student still has the same deals to play. Once the
teacher closes the game each student's table page lists every hand of their match here,
with the deal code (shown in the board's title) to play it again in the dashboard. A
lobby table's hands are reviewed once its match is over.

The judged review is the kit's one judge of play (the service's ``Mistakes.hand_review``,
the review layer's), asked with the seed and the levels the dashboard's own review of the
same hand draws with. It costs about half a second of the processor a hand, so it is never
judged in a request nor in the service's threads that read the store: one process of its
own (started at the first review asked) judges one hand at a time, in the order asked, and
the service keeps each hand's review in every language. A process rather than a thread: a
thread judging takes the interpreter's lock from the loop that answers every page
(``benchmarks/class_review.py`` compares both); a class that opens its reviews at once
waits in that queue, the tables, the lobby and the teacher's page do not.
"""

from __future__ import annotations

import multiprocessing
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any

from ..cards import LANGUAGES
from ..i18n import t, verb
from ..records import HandRecord
from .computerplay import register
from .seatview import seat_label
from .table import Table, TableError

if TYPE_CHECKING:
    from .service import Reviewed

__all__ = ["KEPT", "TableReviews", "class_review", "hand_to_review", "judged"]

KEPT = 2048
"""Reviews kept (the latest asked): a class of 30 with 20 hands each fits."""


def class_review(table: Table, lang: str) -> list[dict[str, Any]] | None:
    """Every hand of a closed class game's table, or of a lobby table whose match is over,
    in ``lang``: ``[{"n", "kind": "class"|"table", "title", "seats": [{"name", "cards"}],
    "plays", "changes"}]``; None while the class game is open or the match goes on (a hand's
    judged review is asked of its own address, ``…/review/N``)."""
    if table.deal_secret() or (table.class_game is None and table.state != "over"):
        return None
    kind = "table" if table.class_game is None else "class"
    names = [seat_label(s.json(i, connected=True), lang) or t("ui_seat", lang, seat=i)
             for i, s in enumerate(table.seats)]
    counter = table.rules.counter
    out = []
    for n, record in enumerate(table.match.history, 1):
        score = record.result
        out.append({
            "n": n, "kind": kind,
            "title": t("tablepage_review_hand", lang, n=n),
            "seats": [{"name": names[seat], "cards": [c.name(lang) for c in cards]}
                      for seat, cards in enumerate(record.hands)],
            "plays": [c.name(lang) for c in record.plays],
            "changes": [] if score is None else [
                t("tablepage_change", lang, name=names[seat], change=verb(counter, delta, lang))
                for seat, delta in enumerate(score.delta) if delta],
        })
    return out


Draw = tuple[HandRecord, int, int, tuple[str, ...]]
"""What a hand's review is asked with: the record, the seat, the seed, the seats' levels."""


def hand_to_review(table: Table, student: str, n: int) -> Draw:
    """Hand ``n`` (from 1) of ``table``, to review for ``student``'s seat in it, with the
    seed and levels the dashboard's review of that hand draws with (the match's seed plus
    the hand's number; a person's seat ``human``). Refused (``TableError``) to a student
    who did not sit there (403), while the class game is open (403: the others still play
    these deals), before a lobby table's match is over (409), for a hand not played (404).
    Call it with the table's lock held."""
    sat = [*table.hand_names.values(), [s.name for s in table.seats]]
    if not any(student in names for names in sat):
        raise TableError(403, "tables_err_review_not_yours")
    if table.deal_secret():
        raise TableError(403, "tables_err_review_secret")
    if table.class_game is None and table.state != "over":
        raise TableError(409, "tables_err_review_not_over")
    history = table.match.history
    if not 1 <= n <= len(history):
        raise TableError(404, "tables_err_review_no_hand", n=n)
    names = table.hand_names.get(n, [s.name for s in table.seats])
    if student not in names:  # moved to this table after that hand
        raise TableError(403, "tables_err_review_not_yours")
    seat = names.index(student)
    levels = tuple("human" if s.kind == "person" else s.level for s in table.seats)
    return history[n - 1], seat, table.match.seed + n, levels


Judge = Callable[[HandRecord, int, int, Sequence[str]], "Reviewed"]
Judged = dict[str, dict[str, Any]]
"""A hand's review in each language (``review.HandReview.to_json``), by language."""


def judged(judge: Judge, record: HandRecord, seat: int, seed: int,
           levels: Sequence[str]) -> Judged:
    """The review of ``seat`` in ``record``, in every language (run in the review's
    process: its words are made there too, and only plain data comes back)."""
    review = judge(record, seat, seed, levels)
    return {lang: review.to_json(lang) for lang in LANGUAGES}


def _judging_process() -> ProcessPoolExecutor:
    """One process, spawned rather than forked: the service's threads (the loop, the
    scheduler) hold locks a forked copy would find held forever."""
    main = sys.modules.get("__main__")
    if main is not None and not hasattr(main, "__spec__"):
        # spawning reads ``__main__.__spec__``, which a program run as a script has (None) but
        # a host whose ``__main__`` is not a module lacks: IPython's (a service started in a
        # notebook), an xdist worker's. None says: no main module to import again.
        main.__spec__ = None
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))


class TableReviews:
    """Each table hand's judged review, judged once in one process of its own and kept.

    ``judge(record, seat, seed, levels)`` is the service's judge of play
    (``Mistakes.hand_review``, a method of an object that pickles: it is sent to the
    review's process)."""

    def __init__(self, judge: Judge) -> None:
        self._judge = judge
        self._pool: Executor | None = None
        self._kept: OrderedDict[tuple[str, int, int], Future[Judged]] = OrderedDict()
        self._guard = threading.Lock()

    def review(self, table_id: str, n: int, draw: Draw) -> Future[Judged]:
        """Hand ``n`` of table ``table_id`` judged for ``draw``'s seat: kept, being judged,
        or queued now. A finished hand never changes, so its review is kept as it is."""
        record, seat, seed, levels = draw
        key = (table_id, n, seat)
        with self._guard:
            found = self._kept.get(key)
            if found is not None and not (found.done() and found.exception() is not None):
                self._kept.move_to_end(key)
                return found
            if self._pool is None:
                self._pool = _judging_process()
                register(self)
            try:
                found = self._pool.submit(judged, self._judge, record, seat, seed, levels)
            except BrokenProcessPool:  # its process died (killed, out of memory): a new one
                self._pool = _judging_process()
                found = self._pool.submit(judged, self._judge, record, seat, seed, levels)
            self._kept[key] = found
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
            return found

    def stop(self, timeout: float = 5.0) -> None:
        """Judge nothing more (a hand being judged ends first, in its thread)."""
        with self._guard:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
