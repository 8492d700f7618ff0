"""The tables over HTTP: the lobby, seats, moves, the long poll, the teacher's watch.

The handlers are the class service's (``web.ClassHandler``): the same identity (the join
cookie on one machine, the hub's user under JupyterHub), the same JSON bodies (only
``application/json``, only the route's keys, at most ``web.MAX_BODY``), the same refusals
(``{"error": sentence, "key": key}``), and the teacher's routes answer the teacher's page
only (``web.from_teacher_page``). The model is ``classservice.tables``; every answer about a
table comes from it, so a student's answer holds that student's seat's view only.

Pushes are a long poll from the page (``GET …/view?after=SEQ``): it answers as soon as the
table's ``seq`` passes ``after``, or after ``WAIT`` seconds with the same ``seq``. It needs
no websocket through JupyterHub's proxy or a school's, it rides on the page's own cookie
(no kernel holds a credential), Tornado holds thousands of waiting requests cheaply, and a
stale or reconnected tab simply asks again with the last ``seq`` it drew. A seat whose page
holds a poll is connected (``tables`` grace period).

The computer seats move on the service's one scheduler (``computerplay``), never in a
request: each move an event of its own at the table's pace, so every page sees them one by
one.

These routes (``table_routes``) are mounted with the rest of the service's by
``classservice.app``, where the launcher, the hub service and the tests take them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from typing import Any

from . import language
from . import web as classweb
from .address import join_address
from .computerplay import ComputerPlay
from .identity import Route
from .review import class_review, hand_to_review
from .seatview import watched, words_for_seat, words_for_spectator
from .service import ServiceError
from .store import ClassStoreError
from .table import TableError
from .tables import DELAYS, Tables

__all__ = ["TABLE_ID", "WAIT", "WATCH_MOST", "TableWaits", "table_routes"]

WAIT = classweb.WAIT
"""Seconds a long poll waits for the table to change before it answers anyway."""
TABLE_ID = r"([0-9a-f]{8})"
WATCH_MOST = 8
"""Boards the teacher's page may watch at once (the projector's screen fits 8 tables)."""
REFUSED = object()
_log = logging.getLogger(__name__)


class TableWaits:
    """The pages waiting on each table, and on the lobby; woken from any thread."""

    def __init__(self, tables: Tables, loop: asyncio.AbstractEventLoop) -> None:
        self.tables = tables
        self.loop = loop
        self._tables: dict[str, asyncio.Event] = {}
        self._lobby = asyncio.Event()
        tables.on_event = self._from_thread

    def _from_thread(self, table_id: str, _seq: int) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits any more
            self.loop.call_soon_threadsafe(self.wake, table_id)

    def wake(self, table_id: str) -> None:
        event = self._tables.pop(table_id, None)
        if event is not None:
            event.set()
        lobby, self._lobby = self._lobby, asyncio.Event()
        lobby.set()

    def ticket(self, table_id: str | None) -> asyncio.Event:
        """Taken before the seq is read: a change in between still wakes the waiter."""
        if table_id is None:
            return self._lobby
        return self._tables.setdefault(table_id, asyncio.Event())


def _waits(handler: classweb.ClassHandler) -> TableWaits:
    """The application's waits, made (with the scheduler of computer play) at the first
    request, on the loop that serves it."""
    settings = handler.application.settings["coteccio_class"]
    waits: TableWaits | None = settings.get("table_waits")
    if waits is None:
        waits = TableWaits(handler.service.tables, asyncio.get_running_loop())
        settings["table_waits"] = waits
        # a restarted service: computer seats to act move at its first look
        settings["computer_play"] = ComputerPlay(handler.service.tables).start()
    return waits


class TableHandler(classweb.ClassHandler):
    """What the table handlers share: the model's refusals, the computer seats' turn."""

    @property
    def tables(self) -> Tables:
        return self.service.tables

    async def attempt(self, fn: Any, *args: Any) -> Any:
        """``fn(*args)`` run off the loop; ``REFUSED`` once its refusal is answered."""
        _waits(self)
        try:
            return await self.run(fn, *args)
        except TableError as err:
            self.refuse(err.status, err)
        except ServiceError as err:
            self.refuse(409, err)
        except ClassStoreError as err:
            self.refuse(503, err)
        return REFUSED

    async def table_call(self, fn: Any, *args: Any, board: str | None = None,
                         delay: str | None = None, hands: bool = True) -> None:
        """Answer ``fn(*args)`` (run off the loop), or its refusal (the computer seats then
        move on the scheduler, ``computerplay``). ``board``: a table's id: the answer's view adds
        the words the page's board says (``seatview``), for the answer's seat, or for a
        spectator with ``delay``, in the request's language."""
        if board is None:
            result = await self.attempt(fn, *args)
        else:
            lang = language.for_request(self, remember=False)
            result = await self.attempt(self._with_board, fn, args, board, delay, lang, hands)
        if result is REFUSED:
            return
        self.answer(result)

    def _with_board(self, fn: Any, args: tuple[Any, ...], board: str, delay: str | None,
                    lang: str, hands: bool = True) -> Any:
        table = self.tables.table(board)
        with table.lock:  # the same state as the answer's (the table's lock is reentrant)
            result = fn(*args)
            if delay is None:
                result["view"]["words"] = words_for_seat(table, result["seat"], lang)
                review = class_review(table, lang)
                if review is not None:
                    result["review"] = review
            else:
                result["view"]["words"] = words_for_spectator(table, delay, lang, hands=hands)
        return result

    async def wait_for(self, table_id: str | None, after: int, now: Any,
                       also: asyncio.Event | None = None) -> None:
        """Wait until ``now()`` (a seq or the lobby's version) is no longer ``after``,
        ``also`` is set, the page goes away, or WAIT seconds pass. An ``after`` past
        ``now()`` is answered at once: the page saw a service before its restart (the
        lobby's version starts again), and what it drew is not what is."""
        waits = _waits(self)
        ticket = waits.ticket(table_id)
        if now() != after:
            return
        closed = self._closed = asyncio.Event()
        waiters = [asyncio.ensure_future(e.wait()) for e in (ticket, closed, also) if e]
        try:
            await asyncio.wait(waiters, timeout=WAIT, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for w in waiters:
                w.cancel()

    async def answer_after(self, table_id: str | None, fn: Any, *args: Any,
                           board: str | None = None, delay: str | None = None,
                           hands: bool = True) -> None:
        """Answer ``fn(*args)``; with ``?after=N`` first wait until table ``table_id``'s seq
        (None: the lobby's version) passes N. ``board``, ``delay``: as ``table_call``'s."""
        after = self.after()
        if after == -1:
            return
        if after is not None:
            if table_id is None:
                await self.wait_for(None, after, lambda: self.tables.version)
            else:
                if await self.attempt(self.tables.table, table_id) is REFUSED:
                    return
                await self.wait_for(table_id, after, lambda: self.tables.seq_of(table_id))
        await self.table_call(fn, *args, board=board, delay=delay, hands=hands)

    def on_connection_close(self) -> None:
        closed: asyncio.Event | None = getattr(self, "_closed", None)
        if closed is not None:
            closed.set()

    def after(self) -> int | None:
        """``?after=N``; None when absent; -1 (after answering 400) when malformed."""
        raw = self.get_argument("after", None)
        if raw is None:
            return None
        if not raw.isdigit() or len(raw) > 12:
            self.refuse(400, TableError(400, "tables_err_after"))
            return -1
        return int(raw)


class StudentPost(TableHandler):
    """A student's POST: the body holds only ``keys``; ``action`` names the model's call."""

    keys: tuple[str, ...] = ()
    board = False
    """The answer is a seat's view: it carries the board's words (``table_call``)."""

    def action(self, name: str, table_id: str | None, data: dict[str, Any]) -> tuple[Any, ...]:
        raise NotImplementedError

    async def post(self, table_id: str | None = None) -> None:
        name = self.student()
        if name is None:
            return
        data = self.body(self.keys)
        if data is not None:
            await self.table_call(*self.action(name, table_id, data),
                                  board=table_id if self.board else None)


class LobbyHandler(StudentPost):
    """``GET``: the lobby (``?after=VERSION``: it waits for a change of any table).
    ``POST {seats, computers?, level?, rules?, takeback?, turn_seconds?}``: open a table."""

    keys = ("seats", "computers", "level", "rules", "takeback", "turn_seconds")

    async def get(self) -> None:
        name = self.student()
        if name is not None:
            await self.answer_after(None, self.tables.lobby, name)

    def action(self, name: str, table_id: str | None, data: dict[str, Any]) -> tuple[Any, ...]:
        return (self.tables.open, name, data)

    async def post(self, table_id: str | None = None) -> None:
        name = self.student()
        if name is None:
            return
        if not self.too_fast("tables", name):
            await super().post(table_id)


class ClassTableHandler(StudentPost):
    """``{}``: the student's own table of the class game (when it is played at the
    service's tables), opened at the first ask: ``{"id", "seat": 0}``."""

    def action(self, name: str, table_id: str | None, data: dict[str, Any]) -> tuple[Any, ...]:
        return (self.service.class_table, name)


class SitHandler(StudentPost):
    keys = ("seat",)

    def action(self, name: str, table_id: str | None, data: dict[str, Any]) -> tuple[Any, ...]:
        return (self.tables.sit, name, table_id, data.get("seat"))


class LeaveHandler(StudentPost):
    def action(self, name: str, table_id: str | None, data: dict[str, Any]) -> tuple[Any, ...]:
        return (self.tables.leave, name, table_id)


class MoveHandler(StudentPost):
    """``{seq, move}``: the move in ``Move`` notation, chosen on the view ``seq``."""

    keys = ("seq", "move")
    board = True

    def action(self, name: str, table_id: str | None, data: dict[str, Any]) -> tuple[Any, ...]:
        return (self.tables.move, name, table_id, data.get("seq"), data.get("move"))


class UndoHandler(StudentPost):
    """``{seq}``: take back the caller's last move (a practice table alone only)."""

    keys = ("seq",)
    board = True

    def action(self, name: str, table_id: str | None, data: dict[str, Any]) -> tuple[Any, ...]:
        return (self.tables.take_back, name, table_id, data.get("seq"))


class ViewHandler(TableHandler):
    async def get(self, table_id: str) -> None:
        """The student's own view; with ``?after=SEQ`` a long poll."""
        name = self.student()
        if name is None:
            return
        after = self.after()
        if after == -1:
            return
        if after is not None:
            if await self.attempt(self.tables.hold, name, table_id) is REFUSED:
                return
            try:
                await self.wait_for(table_id, after, lambda: self.tables.seq_of(table_id))
            finally:
                with contextlib.suppress(TableError):
                    self.tables.polling(name, table_id, -1)
            if self.request.connection is None or self._finished:
                return
        await self.table_call(self.tables.view, name, table_id, after or 0, board=table_id)


class ReviewHandler(TableHandler):
    async def get(self, table_id: str, hand: str) -> None:
        """Hand ``hand`` of the table, the student's own decisions in it judged as the
        dashboard's review judges them (``review``): ``{"hand", "seat", "decisions":
        [{"trick", "kind", "grade", "said": {"played", "best", "grade"}, "why",
        "exactness", ...}], "luck"}``, once the hand may be seen (a closed class game, a
        lobby table's match over). The hand is judged on the review's own thread, once."""
        name = self.student()
        if name is None:
            return
        reviews = self.service.reviews
        if reviews is None:
            self.refuse(409, ServiceError("class_err_no_mistakes"))
            return
        draw = await self.attempt(self._draw, name, table_id, int(hand))
        if draw is REFUSED:
            return
        try:
            judged = await asyncio.wrap_future(reviews.review(table_id, int(hand), draw))
        except Exception:  # the judge failed (its process died): asked again, judged anew
            _log.warning("the review of table %s, hand %s failed", table_id, hand,
                         exc_info=True)
            self.refuse(503, TableError(503, "tables_err_review_failed"))
            return
        done = judged[language.for_request(self, remember=False)]
        luck = done.get("luck") or {}
        self.answer({"hand": int(hand), "seat": draw[1], "decisions": done["decisions"],
                     "forced": done["forced"], "luck": luck.get("text", "")})

    def _draw(self, name: str, table_id: str, n: int) -> Any:
        table = self.tables.table(table_id)
        with table.lock:
            return hand_to_review(table, name, n)


class TeacherTablesHandler(TableHandler):
    async def get(self) -> None:
        """Every table; with ``?after=VERSION`` it waits for a change."""
        if self.teacher():
            await self.answer_after(None, self.tables.lobby, None)

    async def post(self) -> None:
        """Open a table and seat students: ``{seats, students: {seat: name}, computers?,
        level?, rules?, takeback?, turn_seconds?}``."""
        data = self.teacher_body(("seats", "students", "computers", "level", "rules",
                                  "takeback", "turn_seconds"))
        if data is None:
            return
        students = data.pop("students", {})
        await self.table_call(self.tables.open_for, data, students)


class TeacherLiveHandler(TableHandler):
    async def get(self) -> None:
        """The teacher's page's one live connection: every table (the lobby's rows) and the
        boards it watches, ``?watch=ID:SEQ,…`` (at most ``WATCH_MOST``; a board only when
        its table moved past the page's SEQ), as a spectator sees them (``?delay=``,
        ``?hands=show``, as ``…/view``). ``?after=VERSION``: a long poll on any table's
        change. One request where a page once held one per board: a browser keeps about
        six open to one server, and everything else the page asks would wait behind them."""
        if not self.teacher():
            return
        delay = self.get_argument("delay", "trick")
        if delay not in DELAYS:
            self.refuse(400, TableError(400, "tables_err_delay"))
            return
        watch: dict[str, int] = {}
        for item in self.get_argument("watch", "").split(",")[:WATCH_MOST + 1]:
            table_id, _, seq = item.partition(":")
            if not item:
                continue
            if (len(watch) >= WATCH_MOST or not re.fullmatch(TABLE_ID[1:-1], table_id)
                    or not re.fullmatch(r"-?[0-9]{1,12}", seq or "-1")):
                self.refuse(400, TableError(400, "tables_err_watch", most=WATCH_MOST))
                return
            watch[table_id] = int(seq or -1)
        after = self.after()
        if after == -1:
            return
        if after is not None:
            await self.wait_for(None, after, lambda: self.tables.version)
            if self.request.connection is None or self._finished:
                return
        lang = language.for_request(self, remember=False)
        hands = self.get_argument("hands", "") == "show"
        result = await self.attempt(self._live, watch, delay, hands, lang)
        if result is not REFUSED:
            self.answer(result)

    def _live(self, watch: dict[str, int], delay: str, hands: bool,
              lang: str) -> dict[str, Any]:
        out = self.tables.lobby(None)
        boards: dict[str, Any] = {}
        for table_id, seen in watch.items():
            try:
                table = self.tables.table(table_id)
            except TableError:
                boards[table_id] = None  # gone: the page stops watching it
                continue
            with table.lock:
                if table.seq != seen:
                    boards[table_id] = {"seq": table.seq,
                                        "view": watched(table, delay, lang, hands=hands)}
        out["boards"] = boards
        out["students"] = self.tables.whereabouts()  # the Students list's states
        return out


class TeacherPauseHandler(TableHandler):
    async def post(self, table_id: str | None = None) -> None:
        """``{paused: true|false}``: pause or resume one table, or (no id) every table."""
        data = self.teacher_body(("paused",))
        if data is None:
            return
        paused = data.get("paused")
        if not isinstance(paused, bool):
            self.refuse(400, TableError(400, "tables_err_options", what="paused",
                                        allowed="true, false"))
            return
        if table_id is None:
            await self.table_call(lambda: {"changed": self.tables.pause_all(paused)})
        else:
            await self.table_call(self.tables.pause, table_id, paused)


class TeacherSeatClassHandler(TableHandler):
    async def post(self) -> None:
        """``{students?: [names], order?: shuffle|list, level?, rules?, turn_seconds?}``:
        seat the class in one action (every student at no table when no list is given)."""
        data = self.teacher_body(("students", "order", "level", "rules", "turn_seconds"))
        if data is not None:
            lang = language.for_request(self, remember=False)
            await self.table_call(self.service.seat_class, data, lang)


class TeacherEndHandler(TableHandler):
    async def post(self) -> None:
        """``{}``: the end of the lesson (``ClassService.end_lesson``)."""
        if self.teacher_body(()) is not None:
            result = await self.attempt(self.service.end_lesson)
            if result is not REFUSED:
                self.changes.notify()  # the class game closed: the teacher's pages look again
                self.answer(result)


class TeacherViewHandler(TableHandler):
    async def get(self, table_id: str) -> None:
        """The spectator's view (``?delay=trick|hand``); ``?after=SEQ``: a long poll. The
        cards still in the hands are face down, safe for a projected page, unless the
        teacher asks for them (``?hands=show``)."""
        if self.teacher():
            delay = self.get_argument("delay", "trick")
            hands = self.get_argument("hands", "") == "show"
            await self.answer_after(table_id, self.tables.spectate, table_id, delay, 0, hands,
                                    board=table_id, delay=delay, hands=hands)


class ProjectorHandler(TableHandler):
    async def get(self) -> None:
        """For the class's screen: the tables, who is to move, standings, the join address;
        no card and no code. ``?after=VERSION``: a long poll."""
        if not self.teacher():
            return
        after = self.after()
        if after == -1:
            return
        if after is not None:
            # the standings change with a stored hand (any table's, or a kernel's): that
            # wakes the screen as a table's change does
            await self.wait_for(None, after, lambda: self.tables.version,
                                also=self.changes.ticket())
            if self.request.connection is None or self._finished:
                return
        standings = await self.attempt(self.service.class_standings)
        if standings is REFUSED:
            return
        await self.table_call(self.tables.projector, join_address(self), standings)


def table_routes(base: str) -> list[Route]:
    if not base.endswith("/"):
        base += "/"
    return [
        (base + "api/tables", LobbyHandler, {}),
        (base + "api/tables/class", ClassTableHandler, {}),
        (base + f"api/tables/{TABLE_ID}/sit", SitHandler, {}),
        (base + f"api/tables/{TABLE_ID}/leave", LeaveHandler, {}),
        (base + f"api/tables/{TABLE_ID}/view", ViewHandler, {}),
        (base + f"api/tables/{TABLE_ID}/move", MoveHandler, {}),
        (base + f"api/tables/{TABLE_ID}/undo", UndoHandler, {}),
        (base + f"api/tables/{TABLE_ID}/review/([1-9][0-9]{{0,2}})", ReviewHandler, {}),
        (base + "api/teacher/tables", TeacherTablesHandler, {}),
        (base + f"api/teacher/tables/{TABLE_ID}/view", TeacherViewHandler, {}),
        (base + "api/teacher/live", TeacherLiveHandler, {}),
        (base + "api/teacher/tables/pause", TeacherPauseHandler, {}),
        (base + f"api/teacher/tables/{TABLE_ID}/pause", TeacherPauseHandler, {}),
        (base + "api/teacher/tables/seat", TeacherSeatClassHandler, {}),
        (base + "api/teacher/lesson/end", TeacherEndHandler, {}),
        (base + "api/projector", ProjectorHandler, {}),
    ]
