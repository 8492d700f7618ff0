"""Tables on the server: the class's tables, each people (and computer seats) playing one
match together (one table is ``table.Table``).

The class service is the authority of play at a table. It deals (the seed is made here
from the system's secret source, ``dealcode.new_seed``, and stays in the store), keeps the
match in the one state machine (``match.Match``, driven through the one play session,
``players.Session``: ``to_act``, ``legal_moves``, ``push``), takes a move only from the seat
whose turn it is, runs the computer seats itself, and gives each seat its own observation
(``view.SeatView``: its cards, the cards played, counters, whose turn), never another seat's
cards nor the deal code before the match is over.

A table is its event log (``tablestore``): every event (a seat taken or left, a seat taken
over by a computer player or given back, a move, a take-back) is numbered (``seq``) and
written to the store *before* it is applied and told; after a restart each table is rebuilt
by applying its log again (:meth:`Tables.load`). The computer seats' moves are events too,
so a rebuilt table is the same table, whatever a player would decide now.

Seats and the grace period: a person's seat is *connected* while its page holds a long poll
or asked within ``grace`` seconds (default 60); past that a computer player (the table's
``level``) stands in for it, and the seat is given back at the student's next request at
that table. A seat left during play is played by a computer player until someone takes it.

A table waits for people: its stand-ins and its computer seats move, and its turn timer
runs, only while a person's page is at the table (``Table.present``: a poll held, or a
request within ``table.PRESENT`` seconds). A seat the teacher gave is not present until its
student opens the page, so a class seated before anyone found the link waits, and so does
a table everyone left; once the first student comes, each classmate who has not come yet has
the grace period from then. The teacher may also pause a table (``pause`` and ``resume`` events,
in the log like every other) and end the lesson (``end``: every table is over). A hand in
which a computer player moved for a person is marked so (``Table.stand_ins``).

Take-backs: only at a table with one person (every other seat a computer's) opened with
``takeback``. With several people a take-back changes what the others saw and answered:
it would need the agreement of every person at the table, a vote round in the middle of a
trick for little teaching value; a class that wants to practise with take-backs plays alone
against computer seats, as the dashboard offers.

Every refusal (:class:`TableError`) carries an HTTP status and a catalogue key
(``tables_*`` in ``coteccio_lab/locale``) and leaves the table as it was.

>>> import tempfile
>>> from coteccio_lab.classservice.store import ClassStore
>>> from coteccio_lab.classservice.tablestore import TableStore
>>> tables = Tables(TableStore(ClassStore.open(folder=tempfile.mkdtemp())))
>>> opened = tables.open("ana", {"seats": 3, "computers": [2]})
>>> tables.sit("bea", opened["id"])["seat"]
1
>>> view = tables.view("ana", opened["id"])
>>> view["table"]["state"], len(view["view"]["hand"]["holding"]), "code" in view["view"]
('playing', 5, False)
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from datetime import datetime, timezone
from typing import Any

from ..dealcode import new_seed
from ..moves import InvalidMove, Move
from ..players import LEVELS
from ..players.computer import player_move, settled
from ..rules import Rules, RulesError
from .seating import ORDERS, seat
from .table import DEFAULT_LEVEL, Table, TableError, player
from .tablestore import EventRow, TableRow, TableStore

__all__ = ["COMPUTER_TABLES", "DELAYS", "GRACE", "MAX_SEATS", "MIN_SEATS", "PACE", "SEAT_KEYS",
           "Tables"]

_log = logging.getLogger(__name__)

MIN_SEATS = 2
MAX_SEATS = 8
"""Coteccio is played by 2 to 8 (the rules may narrow it: ``Rules.check_players``)."""
GRACE = 60.0
"""Seconds a dropped person's seat waits before a computer player moves for it."""
PACE = 0.8
"""Seconds a computer player waits once it is to act, in the service: people at the table
see its card come, and the computer seats of every table share one scheduler."""
DELAYS = ("trick", "hand")
"""What a spectator sees of the hands: as they were at the end of the last trick, or the
last hand played (so a screen the class can see never shows a card before it is played)."""
TURN_SECONDS = (10, 600)
"""An optional turn timer: past it a computer player makes that one move for the seat."""
COMPUTER_TABLES = 2
"""Tables with computer seats one student may have opened and not seen to their end: each
is a match in memory and computer play on the service's one scheduler (a table left waits
for a person, and still counts)."""
LIVE_MOST = 200
"""Tables not over at once in one class (each holds a match in memory)."""
OPEN_KEYS = ("seats", "computers", "level", "rules", "takeback", "turn_seconds")
SEAT_KEYS = ("level", "rules", "turn_seconds")
"""What the teacher may choose for every table when seating the whole class."""
CLASS_MOST = 500


class Tables:
    """Every table of the class, rebuilt from the store, thread-safe.

    ``grace`` is the grace period of a dropped seat; ``pace`` how long a computer player
    waits once it is to act (0: at once); ``clock`` the monotonic clock (tests
    give their own); ``known`` turns a name into the class's spelling of it, or None when
    there is no such student (the teacher seats only students of the class);
    ``on_event(table_id, seq)`` is called after each event (the web layer wakes the pages
    that wait on that table).
    """

    def __init__(self, log: TableStore, *, grace: float = GRACE, pace: float = 0.0,
                 clock: Callable[[], float] = time.monotonic,
                 known: Callable[[str], str | None] | None = None) -> None:
        self.log = log
        self.grace = grace
        self.pace = pace
        """Seconds a computer player waits once the turn is theirs (``PACE`` in the service:
        people follow the play card by card)."""
        self.next_due: float | None = None
        """Seconds from the last :meth:`tick` until a computer move is due (None: none)."""
        self.changed = threading.Event()
        """Set at every event: the scheduler of computer play looks again."""
        self.clock = clock
        self.known = known
        self.on_event: Callable[[str, int], None] = lambda _id, _seq: None
        self.on_hand: Callable[[Table, int], None] = lambda _table, _n: None
        """Called (the table's lock held) when hand ``n`` of a class game's table ends: the
        service stores its result."""
        self._class_lock = threading.Lock()
        self._moves_lock = threading.Lock()
        """The teacher's moves one at a time: where a student sits holds through each."""
        self._tables: dict[str, Table] = {}
        self._guard = threading.Lock()
        self.version = 0
        """Bumped at every event of any table (the lobby's long poll)."""
        self.load()

    # ---- the store ---------------------------------------------------------------------
    def load(self) -> None:
        """Rebuild every table from its row and its event log."""
        events: dict[str, list[EventRow]] = {}
        for ev in self.log.events():
            events.setdefault(ev.table_id, []).append(ev)
        now = self.clock()
        tables: dict[str, Table] = {}
        for row in self.log.tables():
            try:
                table = self._build(row, now)
                for ev in events.get(row.id, []):
                    if ev.seq != table.seq + 1:
                        raise ValueError(f"event {ev.seq} follows {table.seq}")
                    table.apply(ev.kind, ev.seat, ev.data, now)
            except (ValueError, KeyError, TypeError, IndexError, AssertionError) as err:
                # a log edited by hand, or written by another version: that table is left
                # out (its rows stay), every other table plays on
                _log.warning("table %s cannot be rebuilt from its log: %s", row.id, err)
                continue
            tables[row.id] = table
        with self._guard:
            self._tables = tables

    @staticmethod
    def _build(row: TableRow, now: float) -> Table:
        return Table(row.id, row.spec, row.created_by, now)

    def _event(self, table: Table, kind: str, seat: int | None, data: dict[str, Any]) -> None:
        """Write the event, then apply it, then tell (the table's lock is held)."""
        self.log.append(table.id, table.seq + 1, kind, seat, data)
        hands = len(table.match.history)
        table.apply(kind, seat, data, self.clock())
        with self._guard:
            self.version += 1
        if table.class_game is not None and len(table.match.history) > hands:
            self.on_hand(table, len(table.match.history))
        self.on_event(table.id, table.seq)
        self.changed.set()

    def table(self, table_id: object) -> Table:
        found = self._tables.get(table_id) if isinstance(table_id, str) else None
        if found is None:
            raise TableError(404, "tables_err_unknown", id=_brief(table_id))
        return found

    def all(self) -> list[Table]:
        with self._guard:
            return list(self._tables.values())

    # ---- opening -----------------------------------------------------------------------------
    def open(self, student: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """A student opens a table and sits at seat 0."""
        spec = self._spec(body, first_person=1)
        with self._guard:
            self._not_elsewhere(student)
            if spec["computers"]:
                mine = sum(1 for t in self._tables.values()
                           if t.created_by == student and t.spec.get("computers")
                           and t.class_game is None and not t.match.over and not t.abandoned)
                if mine >= COMPUTER_TABLES:
                    raise TableError(409, "tables_err_computer_tables", most=COMPUTER_TABLES)
        table = self._create(spec, student)
        with table.lock:
            self._event(table, "sit", 0, {"name": student})
            table.heard[0] = self.clock()
        return {"id": table.id, "seat": 0}

    def open_for(self, body: Mapping[str, Any], students: object) -> dict[str, Any]:
        """The teacher opens a table and seats students (``{"1": name}``)."""
        spec = self._spec(body, first_person=0)
        seats = int(spec["seats"])
        computers = spec["computers"]
        if not isinstance(students, Mapping):
            raise TableError(400, "tables_err_students")
        placed: dict[int, str] = {}
        for key, name in students.items():
            seat = _seat_number(key)
            if (seat is None or not 0 <= seat < seats or str(seat) in computers
                    or not isinstance(name, str) or seat in placed):
                raise TableError(400, "tables_err_students")
            known = self.known(name) if self.known is not None else name
            if known is None:
                raise TableError(400, "tables_err_student_unknown", name=_brief(name))
            if known in placed.values():
                raise TableError(400, "tables_err_student_twice", name=_brief(known))
            placed[seat] = known
        with self._guard:
            for name in placed.values():
                self._not_elsewhere(name)
        table = self._create(spec, "teacher")
        with table.lock:
            for seat, name in sorted(placed.items()):
                self._event(table, "sit", seat, {"name": name})
        return {"id": table.id, "seats": {str(s): n for s, n in placed.items()}}

    def seat_class(self, names: object, order: object,
                   options: Mapping[str, Any]) -> dict[str, Any]:
        """The teacher seats the students ``names`` in one action, at tables of 4 (5 or 3
        where the count needs it: ``seating``), in the list's order or shuffled (``order``),
        with the same ``options`` (``SEAT_KEYS``) at every table. Nothing is opened unless
        every table can be: every name is a student of the class, once, at no other table."""
        if order not in ORDERS:
            raise TableError(400, "tables_err_options", what="order", allowed=", ".join(ORDERS))
        unknown = sorted(set(options) - set(SEAT_KEYS))
        if unknown:
            raise TableError(400, "tables_err_options", what=_brief(unknown[0]),
                             allowed=", ".join(SEAT_KEYS))
        if (not isinstance(names, list) or not 2 <= len(names) <= CLASS_MOST
                or not all(isinstance(n, str) for n in names)):
            raise TableError(400, "tables_err_seat_class", most=CLASS_MOST)
        placed: list[str] = []
        for name in names:
            known = self.known(name) if self.known is not None else name
            if known is None:
                raise TableError(400, "tables_err_student_unknown", name=_brief(name))
            if known in placed:
                raise TableError(400, "tables_err_student_twice", name=_brief(known))
            placed.append(known)
        groups = seat(placed, str(order))
        for group in groups:  # every table's options checked before any is opened
            self._spec({**options, "seats": len(group)}, first_person=0)
        with self._guard:
            for name in placed:
                self._not_elsewhere(name)
        opened = [self.open_for({**options, "seats": len(group)},
                                {str(i): name for i, name in enumerate(group)})["id"]
                  for group in groups]
        return {"tables": opened, "sizes": [len(g) for g in groups]}

    def class_table(self, student: str, game_id: str, rules: Any, opponents: list[str],
                    seed: int) -> dict[str, Any]:
        """The student's own table of the class game ``game_id`` (opened at the first ask):
        the student at seat 0, the game's computer players at the others, dealt from the
        game's seed. One per student and game, over or not."""
        with self._class_lock:
            found = next((t for t in self.all()
                          if t.class_game == game_id and t.seat_of(student) == 0), None)
            if found is None:
                spec = {"seats": len(opponents) + 1, "rules": rules, "level": DEFAULT_LEVEL,
                        "computers": {str(i + 1): level for i, level in enumerate(opponents)},
                        "takeback": False, "turn_seconds": 0, "game": game_id,
                        # the class game's first dealer is the last seat (``verify``)
                        "dealer": len(opponents)}
                found = self._create(spec, student, seed=seed)
                with found.lock:
                    self._event(found, "sit", 0, {"name": student})
            found.heard[0] = self.clock()
        return {"id": found.id, "seat": 0}

    def close_game(self, open_game: str | None) -> list[str]:
        """Every class game's table but ``open_game``'s is closed (its deal code may be
        shown, play stops); the tables closed now."""
        closed = []
        for table in self.all():
            with table.lock:
                if table.class_game not in (None, open_game) and not table.closed:
                    # an event: a page that asks with its last seq is told, now or later
                    self._event(table, "close", None, {})
                    closed.append(table.id)
        return closed

    def _create(self, spec: dict[str, Any], by: str, seed: int | None = None) -> Table:
        with self._guard:
            live = sum(1 for t in self._tables.values()
                       if not t.match.over and not t.abandoned)
            if live >= LIVE_MOST:
                raise TableError(409, "tables_err_too_many", most=LIVE_MOST)
            table_id = secrets.token_hex(4)
            while table_id in self._tables:
                table_id = secrets.token_hex(4)
            # SystemRandom: the OS's secret source (a class game: the game's own seed)
            spec = {**spec, "seed": new_seed() if seed is None else seed,
                    "name": self._free_name()}
            self.log.create(table_id, spec, by)
            table = Table(table_id, spec, by, self.clock())
            self._tables[table_id] = table
            self.version += 1
        return table

    def _free_name(self) -> int:
        """The lowest name number no table of the lesson holds (``tablenames``; the guard
        held): a table in play, or one played to its end, which the teacher's page and the
        projector keep with its result until the lesson ends (a class game's table is one
        student's, shown by the standings once over)."""
        taken = {t.name_no for t in self._tables.values() if not t.abandoned and (
            t.state != "over" or (t.class_game is None and not t.ended))}
        return next(n for n in range(len(taken) + 1) if n not in taken)

    def _spec(self, body: Mapping[str, Any], *, first_person: int) -> dict[str, Any]:
        """The table ``body`` asks for, checked (no seed yet)."""
        unknown = sorted(set(body) - set(OPEN_KEYS))
        if unknown:
            raise TableError(400, "tables_err_options", what=_brief(unknown[0]),
                             allowed=", ".join(OPEN_KEYS))
        seats = body.get("seats")
        if type(seats) is not int or not MIN_SEATS <= seats <= MAX_SEATS:
            raise TableError(400, "tables_err_seats", got=_brief(seats))
        level = body.get("level", DEFAULT_LEVEL)
        if level not in LEVELS:
            raise TableError(400, "tables_err_level", got=_brief(level),
                             levels=", ".join(LEVELS))
        raw = body.get("computers", [])
        levels: dict[int, Any]
        if isinstance(raw, list):
            levels = {}
            for x in raw:
                seat = x if type(x) is int else None
                if seat is None or seat in levels:
                    levels = {-1: None}
                    break
                levels[seat] = level
        elif isinstance(raw, Mapping):
            levels = {}
            for key, value in raw.items():
                seat = _seat_number(key)
                levels[seat if seat is not None else -1] = value
        else:
            levels = {-1: None}
        if any(not first_person <= s < seats for s in levels):
            raise TableError(400, "tables_err_computers", low=first_person, high=seats - 1)
        for value in levels.values():
            if value not in LEVELS:
                raise TableError(400, "tables_err_level", got=_brief(value),
                                 levels=", ".join(LEVELS))
        if len(levels) >= seats:
            raise TableError(400, "tables_err_no_person")
        spec_rules = body.get("rules", "trieste")
        try:
            rules = Rules.from_spec(spec_rules)
        except (RulesError, TypeError, ValueError) as err:
            raise TableError(400, "tables_err_rules", why=_brief(str(err), 200)) from None
        if not rules.min_players <= seats <= rules.max_players:
            raise TableError(400, "tables_err_rules_seats", low=rules.min_players,
                             high=rules.max_players, got=seats)
        takeback = body.get("takeback", False)
        if not isinstance(takeback, bool):
            raise TableError(400, "tables_err_options", what="takeback", allowed="true, false")
        turn = body.get("turn_seconds", 0)
        if type(turn) is not int or (turn and not TURN_SECONDS[0] <= turn <= TURN_SECONDS[1]):
            raise TableError(400, "tables_err_turn", low=TURN_SECONDS[0],
                             high=TURN_SECONDS[1])
        return {"seats": seats, "rules": rules.to_spec(), "level": level,
                "computers": {str(s): v for s, v in sorted(levels.items())},
                "takeback": takeback, "turn_seconds": turn}

    def _not_elsewhere(self, name: str) -> None:
        """A student sits at one table at a time that is not over (the class game apart)."""
        for other in self._tables.values():
            if (not other.match.over and other.class_game is None
                    and other.seat_of(name) is not None):
                raise TableError(409, "tables_err_elsewhere", id=other.id)

    # ---- seats -------------------------------------------------------------------------------
    def sit(self, student: str, table_id: object, seat: object = None) -> dict[str, Any]:
        """Take a free seat (the first, or ``seat``); the caller's own seat back if they
        sit there already (a second tab, a page opened again)."""
        table = self.table(table_id)
        with table.lock:
            mine = table.seat_of(student)
            if mine is not None:
                self._seen(table, mine)
                return {"seat": mine}
            if table.match.over:
                raise TableError(409, "tables_err_over")
            if seat is None:
                free = table.free()
                if not free:
                    raise TableError(409, "tables_err_full", id=table.id)
                chosen = free[0]
            else:
                number = seat if type(seat) is int else None
                if number is None or not 0 <= number < table.n:
                    raise TableError(400, "tables_err_no_seat", id=table.id,
                                     high=table.n - 1, seat=_brief(seat))
                if number not in table.free():
                    raise TableError(409, "tables_err_full" if not table.free()
                                     else "tables_err_seat_taken", id=table.id, seat=number)
                chosen = number
            with self._guard:
                self._not_elsewhere(student)
            self._event(table, "sit", chosen, {"name": student})
            table.heard[chosen] = self.clock()
        return {"seat": chosen}

    def leave(self, student: str, table_id: object) -> dict[str, Any]:
        table = self.table(table_id)
        with table.lock:
            seat = self._seated(table, student)
            if table.class_game is not None and not table.match.over:
                raise TableError(409, "tables_err_class_table")
            self._event(table, "leave", seat, {})
        return {"left": table.id, "seat": seat}

    def _seated(self, table: Table, student: str) -> int:
        seat = table.seat_of(student)
        if seat is None:
            raise TableError(403, "tables_err_not_seated", id=table.id)
        return seat

    def _seen(self, table: Table, seat: int) -> None:
        """The student of ``seat`` asked: connected now; a seat taken over is given back."""
        table.last_seen[seat] = table.heard[seat] = self.clock()
        if table.seats[seat].away:
            self._event(table, "back", seat, {})

    # ---- reading -----------------------------------------------------------------------------
    def lobby(self, student: str | None) -> dict[str, Any]:
        """The tables a student may see: those with a free seat, and their own; the teacher
        (``student`` None) sees every table."""
        now = self.clock()
        rows = []
        for table in sorted(self.all(), key=_by_name):
            with table.lock:
                mine = student is not None and table.seat_of(student) is not None
                if table.abandoned:
                    continue
                if student is None or mine or (table.free() and not table.match.over
                                               and table.class_game is None):
                    row = table.row(now, self.grace)
                    if student is not None:
                        row["mine"] = mine
                    rows.append(row)
        return {"version": self.version, "tables": rows}

    def view(self, student: str, table_id: object, after: int = 0) -> dict[str, Any]:
        """The student's own view of the table, with the events after ``after``."""
        table = self.table(table_id)
        with table.lock:
            seat = self._seated(table, student)
            self._seen(table, seat)
            return self._answer(table, seat, after)

    def hold(self, student: str, table_id: object) -> None:
        """A long poll of the student's page begins: the seat is connected (and given back
        if a computer player took it over) until :meth:`polling` says it ended."""
        table = self.table(table_id)
        with table.lock:
            seat = self._seated(table, student)
            table.polls[seat] += 1
            self._seen(table, seat)

    def polling(self, student: str, table_id: object, delta: int) -> None:
        """A long poll of the student's page begins (+1) or ends (-1): while one is held
        the seat is connected. (No lock: a count the loop keeps, read by ``tick``.)"""
        table = self.table(table_id)
        seat = table.seat_of(student)
        if seat is not None:
            table.polls[seat] = max(0, table.polls[seat] + delta)
            table.last_seen[seat] = table.heard[seat] = self.clock()

    def projector(self, join: str, standings: dict[str, Any] | None) -> dict[str, Any]:
        """For the class's screen: every table (a finished one with who won it; the class
        game's own tables are not: each is one student's, and the standings show it), who
        is to move, why a table waits, the join address, and ``standings`` (the class's,
        ``ClassService.class_standings``) as they are given. No card, no code."""
        rows = []
        for table in sorted(self.all(), key=_by_name):
            with table.lock:
                m = table.match
                if table.abandoned or table.class_game is not None:
                    continue
                to_act = m.to_act if table.state == "playing" else None
                rows.append({
                    "id": table.id, "name_no": table.name_no, "state": table.state,
                    "hands": len(m.history),
                    "seats": [{"seat": i, "name": s.name, "kind": s.kind,
                               "level": s.level if s.kind == "computer" else None,
                               "counter": m.counters[i], "in_play": m.in_play[i]}
                              for i, s in enumerate(table.seats)],
                    "to_act": to_act,
                    "paused": table.paused,
                    "counter": table.rules.counter,
                    "winners": list(m.winners) if m.over else [],
                })
        return {"version": self.version, "join": join, "tables": rows, "standings": standings}

    def seq_of(self, table_id: str) -> int:
        return self.table(table_id).seq

    def _answer(self, table: Table, seat: int, after: int) -> dict[str, Any]:
        now = self.clock()
        deal = len(table.match.history) + 1
        return {"seq": table.seq, "table": table.row(now, self.grace), "seat": seat,
                "view": table.seat_view(seat),
                "events": [e for e in table.recent if e["seq"] > after
                           and not (table.deal_secret() and e.get("deal_no", deal) != deal)]}

    def spectate(self, table_id: object, delay: object = "trick", after: int = 0,
                 hands: bool = True) -> dict[str, Any]:
        """The teacher's view of a table; without ``hands`` no card that is still in a hand
        (a projected page shows only what was played)."""
        if delay not in DELAYS:
            raise TableError(400, "tables_err_delay")
        table = self.table(table_id)
        with table.lock:
            view = table.spectator_view(str(delay), hands)
            return {"seq": table.seq, "table": table.row(self.clock(), self.grace),
                    "view": view}

    # ---- moves -------------------------------------------------------------------------------
    def move(self, student: str, table_id: object, seq: object, text: object
             ) -> dict[str, Any]:
        """A person's move, chosen on the view numbered ``seq``."""
        table = self.table(table_id)
        if type(seq) is not int:
            raise TableError(400, "tables_err_seq")
        if not isinstance(text, str):
            raise TableError(400, "tables_err_bad_move", got=_brief(text))
        with table.lock:
            seat = self._seated(table, student)
            self._seen(table, seat)
            try:
                move = Move.parse(text, seat)
            except InvalidMove:
                raise TableError(400, "tables_err_bad_move", got=_brief(text)) from None
            if seq < table.move_seq or seq > table.seq:
                raise TableError(409, "tables_err_stale")
            refused = table.refusal(seat, move)
            if refused is not None:
                raise refused
            self._event(table, "move", seat, {"move": str(move)})
            answer = self._answer(table, seat, seq)
        return answer

    def take_back(self, student: str, table_id: object, seq: object) -> dict[str, Any]:
        table = self.table(table_id)
        if type(seq) is not int:
            raise TableError(400, "tables_err_seq")
        with table.lock:
            seat = self._seated(table, student)
            if not table.takeback:
                raise TableError(409, "tables_err_no_takeback")
            if seq < table.move_seq or seq > table.seq:
                raise TableError(409, "tables_err_stale")
            if not any(who == seat and not c for who, c in table.moves):
                raise TableError(409, "tables_err_nothing_back")
            self._event(table, "undo", seat, {})
            return self._answer(table, seat, seq)

    def advance(self, table_id: str) -> int:
        """The computer players of one table move while one is to act, at once, whoever is
        connected; how many moves they made. For tests and tools: the service's computer
        seats move in :meth:`tick`, at the table's pace."""
        table = self.table(table_id)
        made = 0
        while True:
            with table.lock:
                seat = table.computer_to_act()
                if seat is None:
                    return made
                self._computer_move(table, seat, timer=False)
            made += 1

    def _computer_move(self, table: Table, seat: int, *, timer: bool) -> None:
        stand_in = table.session.players.get(seat) is None
        if stand_in:  # the turn timer: the stand-in makes this one move
            table.session.players[seat] = player(table.level)
        try:
            move = table.session.decide(seat, fallback=True)
        finally:
            if stand_in:
                table.session.players.pop(seat, None)
        self._computer_event(table, seat, move, timer=timer)

    def _computer_event(self, table: Table, seat: int, move: Move, *, timer: bool) -> None:
        """The table's event for a computer player's move (``timer``: a stand-in's)."""
        data: dict[str, Any] = {"move": str(move), "computer": True}
        if timer:
            data["timer"] = True
        self._event(table, "move", seat, data)

    def _move_unlocked(self, table: Table, seat: int, *, timer: bool) -> bool:
        """The move of the computer player of ``seat`` (with ``timer``, a stand-in's, for a
        person whose turn timed out), thought out WITHOUT the table's lock: a computer player
        can think for a few tenths of a second, and the table's people, its spectators, the
        lobby and the class's screen would wait that long for the lock. The player thinks
        on a copy of the hand; the move is made only if nothing happened at the table
        meanwhile (a take-back, a person back, a pause: then the next look decides again).
        Whether a move was made."""
        with table.lock:
            session, seq = table.session, table.seq
            hand, match = session.hand, table.match
            if not table.moving or match.to_act != seat:
                return False
            if hand is None or match.waiting:  # an offer between hands: no search
                self._computer_move(table, seat, timer=timer)
                return True
            brain = session.players.get(seat) if not timer else None
            thinker = brain if brain is not None else player(table.level)
            position = hand.copy()
            seed, deal_no, counters = session.seed, match.deal_no, session.counters()
        try:
            answer: Move | None = player_move(thinker, position, seed, deal_no, counters)
        except InvalidMove:
            answer = None
        with table.lock:
            now_hand = table.session.hand
            if table.seq != seq or now_hand is None or not table.moving:
                return False
            self._computer_event(table, seat, settled(answer, now_hand, seat), timer=timer)
            return True

    def _someone_here(self, table: Table, now: float) -> bool:
        """A person's page is at ``table`` now (``Table.present``)."""
        return any(s.kind == "person" and s.name is not None and table.present(seat, now)
                   for seat, s in enumerate(table.seats))

    def tick(self) -> int:
        """One look at every table, by the service's one scheduler of computer play
        (``computerplay``), never by a request: seats past the grace period are taken
        over (a student who never came, only at a table someone is at), turns past the
        timer are played, and a computer player to act moves once the table's pace has
        passed since the turn came to it (every move it has to make at once with a pace
        of 0). A table paused by the teacher, or where no person's page is there, waits,
        its turn timer too: nothing is played for nobody, and when a person comes back
        the turn's clock starts again. How many tables changed; the
        seconds until the next computer move is due are then in :attr:`next_due`."""
        now = self.clock()
        changed = 0
        soonest: float | None = None
        for table in self.all():
            touched = False
            with table.lock:
                if table.state != "playing":
                    continue
                idle = not self._someone_here(table, now)
                if table.idle and not idle:
                    # the first classmate came: a student who never came yet has the
                    # grace period from now, as a dropped seat has from its last request,
                    # not from the seating (a class seated long before anyone came would
                    # otherwise see the computer play for whoever opens the page second)
                    for seat, s in enumerate(table.seats):
                        if s.kind == "person" and table.heard[seat] is None:
                            table.last_seen[seat] = max(table.last_seen[seat], now)
                # a student who never came to the table is taken over only where someone
                # plays on: a table nobody has come to (a class seated before anyone found
                # the link) keeps its log as it was; one who came and left is away
                for seat, s in enumerate(table.seats):
                    if (s.kind == "person" and s.name is not None and not s.away
                            and (not idle or table.heard[seat] is not None)
                            and not table.connected(seat, now, self.grace)):
                        self._event(table, "away", seat, {})
                        touched = True
                if idle != table.idle:
                    table.idle = idle
                    table.turn_since = now  # the clock and the stand-ins wait with the table
                    with self._guard:
                        self.version += 1
                    self.on_event(table.id, table.seq)
                    touched = True
                if idle or table.held:
                    continue
                turn = table.spec.get("turn_seconds", 0)
                to_act = table.match.to_act
                timed_out = (to_act if turn and to_act is not None
                             and to_act not in table.session.players
                             and now - table.turn_since > turn else None)
            if timed_out is not None and self._move_unlocked(table, timed_out, timer=True):
                touched = True
            while True:
                with table.lock:
                    if not table.moving or not self._someone_here(table, now):
                        break
                    computer = table.computer_to_act()
                    if computer is None:
                        break
                    wait = table.turn_since + self.pace - now
                    if self.pace > 0 and wait > 0:
                        soonest = wait if soonest is None else min(soonest, wait)
                        break
                if not self._move_unlocked(table, computer, timer=False):
                    break  # the table changed meanwhile: its event brings the next look
                touched = True
                if self.pace > 0:  # one move a look: the next when its pace has passed
                    soonest = self.pace if soonest is None else min(soonest, self.pace)
                    break
            if touched:
                changed += 1
        self.next_due = soonest
        return changed

    # ---- the teacher's hand on the lesson --------------------------------------------------
    def pause(self, table_id: object, paused: bool) -> dict[str, Any]:
        """The teacher pauses (or resumes) one table: nobody and no computer moves there,
        its turn timer waits. Pausing a paused table changes nothing."""
        table = self.table(table_id)
        with table.lock:
            if table.state == "over":
                raise TableError(409, "tables_err_over")
            if table.held != paused:
                self._event(table, "pause" if paused else "resume", None, {})
            return table.row(self.clock(), self.grace)

    def pause_all(self, paused: bool) -> list[str]:
        """Every table in play paused (or resumed); the tables that changed."""
        changed = []
        for table in self.all():
            with table.lock:
                if table.state != "over" and table.held != paused:
                    self._event(table, "pause" if paused else "resume", None, {})
                    changed.append(table.id)
        return changed

    def end_all(self) -> list[str]:
        """The end of the lesson: every table not over is over, where its match stands
        (an ``end`` event each); the tables ended. A table played to its end is marked
        ended too (its match and its view stay as they were), so that the next lesson's
        tables take its name again."""
        ended = []
        for table in self.all():
            with table.lock:
                if table.abandoned or table.ended:
                    continue
                if table.state != "over":
                    ended.append(table.id)
                elif table.class_game is not None:
                    continue
                self._event(table, "end", None, {})
        return ended

    def whereabouts(self) -> dict[str, dict[str, Any]]:
        """Where each student is, for the teacher's *Students* list: the table not over
        where they sit (its id, name and the seat), whether their page is there now
        (``here``), since when it is not (``away_since``, an ISO time; None while there or
        before their page first opened it) and their class game at the service's tables
        (``playing``, ``done``; None: none). A student at no table and with no class game
        table is not listed."""
        now, wall = self.clock(), time.time()
        out: dict[str, dict[str, Any]] = {}

        def entry(name: str) -> dict[str, Any]:
            return out.setdefault(name, {"table": None, "name_no": None, "seat": None,
                                         "here": False, "away_since": None,
                                         "class_game": None})

        for table in sorted(self.all(), key=_by_name):
            with table.lock:
                if table.class_game is not None:
                    name = table.seats[0].name
                    if name is not None:
                        entry(name)["class_game"] = ("done" if table.state == "over"
                                                     else "playing")
                    continue
                if table.state == "over" or table.abandoned:
                    continue
                for seat, s in enumerate(table.seats):
                    if s.name is None:
                        continue
                    here = table.present(seat, now)
                    heard = table.heard[seat]
                    since = (None if here or heard is None else datetime.fromtimestamp(
                        wall - (now - heard), timezone.utc).isoformat(timespec="seconds"))
                    entry(s.name).update(table=table.id, name_no=table.name_no, seat=seat,
                                         here=here, away_since=since)
        return out

    # ---- the teacher moves students between tables ------------------------------------------
    # A move changes who plays a seat, never the seat: its cards, its counter and the hand's
    # moves stay at the table (``leave`` and ``sit`` events, as a student's own). A seat left
    # during play is played by a computer player until someone takes it; a seat taken mid-hand
    # is the new student's from its next move. A class game's table is its student's own.
    def _student(self, name: object) -> str:
        if not isinstance(name, str):
            raise TableError(400, "tables_err_seated_shape")
        known = self.known(name) if self.known is not None else name
        if known is None:
            raise TableError(400, "tables_err_student_unknown", name=_brief(name))
        return known

    def _placed(self, name: str) -> tuple[Table, int] | None:
        """The table not over (the class game's apart) where ``name`` sits, and the seat."""
        for table in self.all():
            if not table.match.over and table.class_game is None:
                seat = table.seat_of(name)
                if seat is not None:
                    return table, seat
        return None

    def _leave_for(self, table: Table, seat: int) -> None:
        """The teacher takes the student off ``seat`` (the table's lock held): the page they
        had there holds the seat no more."""
        self._event(table, "leave", seat, {})
        table.polls[seat] = 0
        table.heard[seat] = None

    def _sit_for(self, table: Table, seat: int, name: str) -> None:
        """The teacher seats ``name`` (the table's lock held): not there until their page
        asks, as any seat the teacher gives."""
        self._event(table, "sit", seat, {"name": name})
        table.heard[seat] = None

    @staticmethod
    def _locks(*tables: Table) -> contextlib.ExitStack:
        """Every table's lock, always in the order of their ids (no two moves deadlock)."""
        stack = contextlib.ExitStack()
        for table in sorted(set(tables), key=lambda t: t.id):
            stack.enter_context(table.lock)
        return stack

    def move_student(self, name: object, table_id: object, seat: object = None
                     ) -> dict[str, Any]:
        """The teacher moves ``name`` (seated or not) to a free seat of ``table_id`` (the
        first, or ``seat``): ``{"id", "seat", "from": id or None}``."""
        student = self._student(name)
        target = self.table(table_id)
        if target.class_game is not None:
            raise TableError(409, "tables_err_class_table")
        with self._moves_lock:
            placed = self._placed(student)
            source = placed[0] if placed is not None else None
            if source is target:
                raise TableError(409, "tables_err_move_same", name=_brief(student))
            with self._locks(target, *([source] if source is not None else [])):
                if target.state == "over":
                    raise TableError(409, "tables_err_over")
                chosen = self._free_seat(target, seat)
                if placed is not None:
                    self._leave_for(*placed)
                self._sit_for(target, chosen, student)
        return {"id": target.id, "seat": chosen,
                "from": source.id if source is not None else None}

    def _free_seat(self, table: Table, seat: object) -> int:
        free = table.free()
        if seat is None:
            if not free:
                raise TableError(409, "tables_err_full", id=table.id)
            return free[0]
        number = seat if type(seat) is int else None
        if number is None or not 0 <= number < table.n:
            raise TableError(400, "tables_err_no_seat", id=table.id, high=table.n - 1,
                             seat=_brief(seat))
        if number not in free:
            raise TableError(409, "tables_err_seat_taken", id=table.id, seat=number)
        return number

    def swap_students(self, name: object, other: object) -> dict[str, Any]:
        """The teacher swaps the seats of two seated students (at one table or two)."""
        a, b = self._student(name), self._student(other)
        if a == b:
            raise TableError(400, "tables_err_swap_self")
        with self._moves_lock:
            pa, pb = self._placed(a), self._placed(b)
            for who, placed in ((a, pa), (b, pb)):
                if placed is None:
                    raise TableError(409, "tables_err_not_at_table", name=_brief(who))
            assert pa is not None and pb is not None
            (ta, sa), (tb, sb) = pa, pb
            with self._locks(ta, tb):
                self._leave_for(ta, sa)
                self._leave_for(tb, sb)
                self._sit_for(ta, sa, b)
                self._sit_for(tb, sb, a)
        return {"swapped": [a, b], "tables": [ta.id, tb.id]}

    def unseat_student(self, name: object) -> dict[str, Any]:
        """The teacher takes a student off their table: ``{"id", "seat"}`` of the seat freed."""
        student = self._student(name)
        with self._moves_lock:
            placed = self._placed(student)
            if placed is None:
                raise TableError(409, "tables_err_not_at_table", name=_brief(student))
            table, seat = placed
            with table.lock:
                self._leave_for(table, seat)
        return {"id": table.id, "seat": seat}

    def seat_late(self, name: object, level: object = DEFAULT_LEVEL) -> dict[str, Any]:
        """A student who came late, seated by the teacher into a waiting place: the first
        free seat of a table waiting for people, else of a table in play short of one (a
        computer player holds it meanwhile), else a new table of 4 where computer players
        (``level``) take the other seats, so that nobody waits for people who may not come:
        ``{"id", "seat", "new"}``."""
        student = self._student(name)
        with self._moves_lock:
            with self._guard:
                self._not_elsewhere(student)
            places = sorted((t for t in self.all()
                             if t.class_game is None and not t.abandoned
                             and t.state != "over" and t.free()),
                            key=lambda t: (t.state != "waiting", *_by_name(t)))
            for table in places:
                with table.lock:
                    if table.state == "over" or not table.free():
                        continue  # changed meanwhile
                    seat = table.free()[0]
                    self._sit_for(table, seat, student)
                    return {"id": table.id, "seat": seat, "new": False}
            opened = self.open_for({"seats": 4, "computers": [1, 2, 3], "level": level},
                                   {"0": student})
        return {"id": opened["id"], "seat": 0, "new": True}


def _by_name(table: Table) -> tuple[bool, int, str]:
    """Tables in the order of their names (``tablenames``); those before names last."""
    return table.name_no is None, table.name_no or 0, table.id


def _seat_number(key: object) -> int | None:
    if type(key) is int:
        return key
    if isinstance(key, str) and key.isdigit() and len(key) <= 2:
        return int(key)
    return None


def _brief(value: object, most: int = 40) -> str:
    text = value if isinstance(value, str) else repr(value)
    return repr(text[:most]) if isinstance(value, str) else text[:most]

