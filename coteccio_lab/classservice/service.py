"""The class service without HTTP: what every request handler calls.

It holds the store, the class game and, per student, the match the referee
rebuilt (``verify.StudentMatch``), and answers in plain data. Methods are
synchronous and thread-safe; the web layer runs them in a small thread pool so a
slow replay (an expert opponent plays each of its moves out a few hundred times) never
stalls the server's loop. No request judges a stored hand's errors: a thread of the
service's own does, once a hand (``handjudging``), and the teacher's view reads them.

>>> import tempfile
>>> def judge(lesson, exercise, answer):  # the kit gives the lessons' own
...     return answer == ["As", "3s"]
>>> service = ClassService(ClassStore.open(folder=tempfile.mkdtemp()), judge)
>>> service.set_game({"code": "K7QX-3MPA", "opponents": ["random"]})["code"]
'K7QX-3MPA'
>>> service.report_check("ana", {"lesson": 1, "exercise": "rank-order", "answer": ["3s", "As"]})
{'attempts': 1, 'correct': False}
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import logging
import os
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timezone
from typing import Any, Protocol

from ..dealcode import deal_code, new_seed, parse_deal_code
from ..i18n import CATALOG, t
from ..i18n.numbers import percent
from ..jsonfile import brief
from ..records import HandRecord
from .client import PRACTICE
from .game import ClassGame, ClassGameError, TableKey
from .handjudging import HandJudging
from .refusal import Refusal
from .results import results_table
from .review import TableReviews
from .store import AIDS_MOST, ClassStore, ClassStoreError, DuplicateHand, clean_name
from .table import Table
from .tables import GRACE, PACE, Tables
from .tablestore import TableStore
from .verify import StudentMatch, VerifyError

__all__ = ["ClassService", "Mistakes", "ServiceError"]

_log = logging.getLogger(__name__)

EXERCISE_KEY = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
LESSONS_MAX = 99
CLOSED = "closed"
"""The key of a closed class game's row (the game as it was, closed)."""
HARD_SHARE = 0.5
"""An exercise is *hard* for the class when more than half of those who tried it
answered "not quite" at their first attempt."""


class ServiceError(Refusal):
    """A request the service refuses: a catalogue key and its parameters, one sentence in
    each language (the web layer answers 400 in the reader's)."""


Exercises = Callable[[int], Sequence[tuple[str, str]]]
"""``exercises(lesson)``: that lesson's checked exercises in order, (key, English title)
(the lessons' own ``curriculum.answers.exercise_list``)."""

Judge = Callable[[int, str, Any], bool]
"""``judge(lesson, exercise, answer)``: is the answer (JSON, as a lesson page sends it)
right for that exercise? It raises ValueError, with a sentence, for an unknown exercise
or a malformed answer."""


class Mistakes(Protocol):
    """Judges the mistakes of a student's own play (``review.practice.ClassMistakes``): the
    service sits below the review and imports nothing of it."""

    def mistake(self, question: Any, records: Sequence[tuple[str, int, tuple[str, ...]]],
                ) -> tuple[dict[str, Any], str, str]:
        """The mistake ``question`` names, rebuilt from one of ``records`` (verified hand
        records, each with its review's seed and its table's levels, the student's seat
        ``human``): (question JSON, skill, grade); ValueError
        with a sentence when it is none of them, or no mistake."""
        ...

    def retry(self, question: Mapping[str, Any], answer: Any) -> bool:
        """Is ``answer`` right at the kept mistake ``question``?"""
        ...

    def hand_errors(self, record: str, seed: int, levels: Sequence[str]) -> tuple[int, int]:
        """One stored hand (its record, its review's seed, its table's levels): the
        student's graded decisions and the mistakes or blunders among them. Slow (the
        judge plays each decision out): the service asks it off the requests
        (:meth:`ClassService.judge_stored_hands`)."""
        ...

    def hand_review(self, record: HandRecord, seat: int, seed: int,
                    levels: Sequence[str]) -> Reviewed:
        """``seat``'s decisions in a finished hand, graded as the dashboard's review grades
        them. Slow as :meth:`hand_errors`: asked off the requests (``review.TableReviews``)."""
        ...


class Reviewed(Protocol):
    """A hand's review (``review.HandReview``): its words and figures in a language."""

    def to_json(self, lang: str = "en") -> dict[str, Any]: ...


MAX_SEED = 2**53
"""A class drill's seed: a JSON number that stays exact (``drills.deals.MAX_SEED``)."""


class ClassService:
    """Store, class game and referee together.

    ``judge`` judges a learner's answer to a lesson exercise (:data:`Judge`). The service
    sits below the lessons and imports nothing of them: whoever builds it gives the
    lessons' own, ``curriculum.answers.judge`` (the launcher, and ``coteccio-lab
    class-service`` under a hub), so the page and the class share one checker.
    """

    def __init__(self, store: ClassStore, judge: Judge,
                 exercises: Exercises | None = None, *, grace: float | None = None,
                 pace: float | None = None, mistakes: Mistakes | None = None) -> None:
        self.store = store
        self.tables = Tables(TableStore(store), grace=_seconds(grace, "GRACE", GRACE),
                             pace=_seconds(pace, "PACE", PACE), known=self.seatable)
        """The class's tables on the server (``classservice.tables``), rebuilt from the store."""
        self.judge = judge
        """Judges a learner's answer to a lesson exercise (see :data:`Judge`)."""
        self.mistakes = mistakes
        """Judges the mistakes of the students' play (see :class:`Mistakes`); without it
        the class keeps none."""
        self.exercises = exercises
        """Each lesson's exercises (see :data:`Exercises`); without it the teacher sees
        exercise keys and counts of those tried only."""
        self._matches: dict[tuple[str, str, str], StudentMatch] = {}
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()
        self.reviews = TableReviews(mistakes.hand_review) if mistakes is not None else None
        """The judged review of the tables' hands, for the students who played them."""
        self.judging = HandJudging(self.judge_stored_hands)
        """Counts each stored hand's errors once, in a thread of its own (``handjudging``)."""
        self.tables.on_hand = self._table_hand
        self._tables_follow_game()

    # ---- the class game ------------------------------------------------------------------
    def game(self) -> ClassGame | None:
        """The class game; None before the teacher sets one and once they close it."""
        found = self._latest()
        return None if found is None or found[1] else found[0]

    def closed_game(self) -> ClassGame | None:
        """The game the teacher closed last, while no other is given."""
        found = self._latest()
        return found[0] if found is not None and found[1] else None

    def _open_game(self) -> ClassGame:
        """The class game; when there is none, a refusal that says why (closed, or none)."""
        game = self.game()
        if game is None:
            closed = self.closed_game()
            if closed is not None:
                raise ServiceError("class_err_game_closed", code=closed.code)
            raise ServiceError("class_err_no_game")
        return game

    def _latest(self) -> tuple[ClassGame, bool] | None:
        text = self.store.game()
        if text is None:
            return None
        try:
            data = json.loads(text)
            return ClassGame.from_json(data), bool(data.get(CLOSED))
        except (ValueError, RecursionError, AttributeError, ClassGameError):
            return None

    # ---- the class game at the service's tables -----------------------------------------
    def class_table(self, student: str) -> dict[str, Any]:
        """The student's table of the class game played at the service's tables (opened at
        the first ask): ``{"id", "seat": 0}``."""
        game = self._open_game()
        if not game.server:
            raise ServiceError("class_err_not_server_game")
        return self.tables.class_table(student, _game_id(game.code, game.table.text()),
                                       game.rules, list(game.opponents), game.seed)

    def _table_hand(self, table: Table, n: int) -> None:
        """Hand ``n`` of a class game's table ended: its result, as the referee scores it,
        stored like every class result (the table's own play: nothing a student sent)."""
        game_id = table.class_game
        student = table.seats[0].name
        if game_id is None or student is None:
            return
        code, key = _parse_game_id(game_id)
        game = next((g for g in (self.game(), self.closed_game())
                     if g is not None and g.code == code and g.table.text() == key), None)
        if game is None:
            return
        # the service's own knowledge of the help: its table pages offer no hint, and it
        # applied every take-back itself
        aids = (0, table.takebacks.get(n, 0), "server")
        try:
            # its computer seats' moves are the service's own, not a page's claim: not played
            # again (seconds of expert play, with the table's lock held by the scheduler)
            self._submit(student, {"hand": n, "record": table.match.history[n - 1].to_json()},
                         game, aids, stand_in=0 in table.stand_ins.get(n, ()),
                         check_computers=False)
        except (ServiceError, ClassStoreError) as err:
            _log.warning("class service: table %s, hand %d of %s: %s", table.id, n,
                            student, err)

    def _tables_follow_game(self) -> None:
        """The tables of every class game but the open one are closed; hands a restart may
        have left unstored are stored."""
        game = self.game()
        open_id = _game_id(game.code, game.table.text()) if game is not None else None
        self.tables.close_game(open_id)
        if game is None or not game.server:
            return
        for table in self.tables.all():
            if table.class_game == open_id and table.seats[0].name is not None:
                stored = len(self.store.hands(table.seats[0].name, game.code,
                                              game.table.text()))
                for n in range(stored + 1, len(table.match.history) + 1):
                    self._table_hand(table, n)

    def close_game(self) -> dict[str, Any]:
        """Close the class game: from now on no hand counts, on it or on any game before
        (matches in progress stop there); every result stays, in the list of games."""
        current = self.game()
        if current is None:
            raise ServiceError("class_err_no_game")
        going = self.in_progress(current)
        self.store.set_game(json.dumps({**current.to_json(), CLOSED: True}, sort_keys=True,
                                       ensure_ascii=False))
        self.tables.close_game(None)
        return {"closed": current.code, "stopped": going}

    def end_lesson(self) -> dict[str, Any]:
        """The end of the lesson: the class game closed (if one is open) and every table
        over where its match stands; every result stored so far is final."""
        closed = self.close_game()["closed"] if self.game() is not None else None
        return {"closed": closed, "ended": self.tables.end_all()}

    def seat_class(self, body: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
        """Seat the class in one action (``Tables.seat_class``): the students listed, or
        else every student of the class at no table in play; ``said`` tells the teacher
        the tables made."""
        names = body.get("students")
        if names is None:
            seated = {s.name for t in self.tables.all() if t.state != "over"
                      and t.class_game is None for s in t.seats if s.name is not None}
            names = [s.name for s in self.store.students()
                     if s.name not in seated and s.roster != "waiting"]
        options = {k: v for k, v in body.items() if k not in ("students", "order")}
        done = self.tables.seat_class(names, body.get("order", "shuffle"), options)
        sizes = done["sizes"]
        done["said"] = t("tables_seated", lang, n=sum(sizes), tables=len(sizes),
                         sizes=", ".join(str(n) for n in sizes))
        return done

    def set_game(self, data: Any, hold_joined: bool = False) -> dict[str, Any]:
        """Give the class a new game. Matches in progress on the game before are not
        stopped: their hands still count on it to their end (``submit_hand``), and the
        answer says how many there are. ``hold_joined`` (students join by name: one
        machine): without a class list, the names already in the class that the teacher
        has not admitted wait for admission (``store.hold_joined``), as every name joining
        while a game is open does; the answer's ``waiting`` lists them."""
        if isinstance(data, Mapping) and data.get("server") is True and not data.get("code"):
            data = {**data, "code": deal_code(new_seed())}  # made here: no student knows it
        try:
            game = ClassGame.from_json(data)
        except ClassGameError as err:
            raise ServiceError.of(err) from None
        before = self.game()
        going = (self.in_progress(before)
                 if before is not None and not _same(before, game) else [])
        self.store.set_game(game.text())
        waiting = self.store.hold_joined() if hold_joined else []
        self.tables.close_game(_game_id(game.code, game.table.text()))
        return {**game.to_json(), "in_progress": going,
                "before": before.code if before is not None else None, "waiting": waiting}

    def in_progress(self, game: ClassGame) -> list[str]:
        """The students whose match on ``game`` has begun and is not over."""
        return [s.student for s in self.store.standings(game.code, game.table.text())
                if not s.finished]

    def _game_for(self, student: str, body: Mapping[str, Any], current: ClassGame) -> ClassGame:
        """The game a hand belongs to: the class game, or an earlier one on which this
        student's match began before the teacher gave a new game and is not over (it is
        played to its end)."""
        code, n = body.get("code"), body.get("hand")
        if not isinstance(n, int) or (code in (None, current.code) and n == 1):
            return current  # a malformed number is refused on the class game
        if code in (None, current.code):
            with self._lock(student):
                done = len(self._match(student, current, current.table.text()).verified)
            if done and n <= done + 1:
                return current
        for text in self.store.games_given():
            try:
                older = ClassGame.from_json(json.loads(text))
            except (ValueError, RecursionError, ClassGameError):
                continue
            if _same(older, current) or (code is not None and older.code != code):
                continue
            table = older.table.text()
            rows = self.store.hands(student, older.code, table)
            if not rows or n > len(rows) + 1:
                continue
            with self._lock(student):
                if not self._match(student, older, table).match.over or n <= len(rows):
                    return older
        return current

    def me(self, name: str, teacher: bool) -> dict[str, Any]:
        game, practice = self.game(), (self.practice(name) if name else [])
        return {"name": name, "teacher": teacher, "practice": practice,
                "class_drill": self.class_drill(),
                "game": game.public_json() if game is not None else None,
                "match": self.class_match(name, game) if game is not None and name else None}

    def class_match(self, student: str, game: ClassGame) -> dict[str, Any]:
        """How far ``student``'s match on the class game is: the hands the class has, and
        whether it is over (a new match on the same deal would not count)."""
        with self._lock(student):
            match = self._match(student, game, game.table.text())
            return {"hands": len(match.verified), "over": match.match.over,
                    "won": bool(match.verified) and match.verified[-1].won}

    # ---- results ------------------------------------------------------------------------------
    def submit_hand(self, student: str, body: Any) -> dict[str, Any]:
        """Verify one finished hand of ``student`` on the class game and store it."""
        if not isinstance(body, Mapping):
            raise ServiceError("class_err_hand_shape")
        aids = _reported_aids(body.get("aids"))
        current = self._open_game()
        if current.server:  # its hands are the table's own play: a record sent is no result
            raise ServiceError("class_err_server_game")
        game = self._game_for(student, body, current)
        code = body.get("code")
        if code is not None and code != game.code:
            raise ServiceError("class_err_other_game", code=brief(code, 30), game=game.code)
        answer = self._submit(student, body, game, aids)
        if game != current:  # a match finishing on the game before: say what comes next
            answer["next_game"] = current.to_json()
        return answer

    def _submit(self, student: str, body: Mapping[str, Any], game: ClassGame,
                aids: tuple[int, int, str] | None = None, *,
                stand_in: bool = False, check_computers: bool = True) -> dict[str, Any]:
        """Verify and store one hand; ``aids``: the help used in it (hints, take-backs, who
        says so: ``store.AIDS_BY``), None when nobody says; ``stand_in``: a computer player
        moved for the student in it (the service's tables say so); ``check_computers``:
        False for a hand of the service's own table, whose computer seats the service
        played."""
        table = game.table.text()
        hints, takebacks, aids_by = aids if aids is not None else (None, None, None)
        with self._lock(student):
            match = self._match(student, game, table)
            before = len(match.verified)
            try:
                verified = match.verify(body.get("hand"), body.get("record"),
                                        check_computers=check_computers)
            except VerifyError as err:
                raise ServiceError.of(err) from None
            if len(match.verified) == before:
                return _again(verified.answer(), match)  # sent again: its stored result
            try:
                self.store.add_hand(
                    student, game.code, table, verified.hand_no, delta=verified.delta,
                    points=verified.points, outcome=verified.outcome,
                    record=json.dumps(verified.record, separators=(",", ":")),
                    match=(verified.won, verified.hand_no) if verified.match_over else None,
                    hints=hints, takebacks=takebacks, aids_by=aids_by, stand_in=stand_in,
                )
            except DuplicateHand:
                # Already stored (a resend after a lost answer, or the service restarted):
                # forget this replay and answer from what is stored.
                self._matches.pop((student, game.code, table), None)
                again = self._match(student, game, table)
                if verified.hand_no <= len(again.verified):
                    return _again(again.verified[verified.hand_no - 1].answer(), again)
                raise ServiceError("class_err_not_stored", n=verified.hand_no) from None
            except ClassStoreError:
                self._matches.pop((student, game.code, table), None)
                raise
        if self.mistakes is not None:
            self.judging.wake()  # its errors for the teacher, judged off this request
        return {**verified.answer(), "again": False, "class_over": match.match.over}

    def _match(self, student: str, game: ClassGame, table: str) -> StudentMatch:
        key = (student, game.code, table)
        found = self._matches.get(key)
        if found is None:
            rows = self.store.hands(student, game.code, table)
            records = [r.record for r in rows if r.record is not None]
            try:
                found = StudentMatch.rebuild(game, records)
            except (VerifyError, ValueError) as err:
                raise ServiceError("class_err_replay", err=err) from None
            self._matches[key] = found
        return found

    def _lock(self, student: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(student, threading.Lock())

    # ---- lesson progress --------------------------------------------------------------------
    def report_check(self, student: str, body: Any) -> dict[str, Any]:
        """One exercise check of ``student``: lesson, exercise key and the learner's answer.

        The service judges the answer itself, with the exercise's own checker (its
        ``judge``), and stores its verdict: a page never says whether it was right.
        """
        if not isinstance(body, Mapping):
            raise ServiceError("class_err_progress_shape")
        lesson, exercise = body.get("lesson"), body.get("exercise")
        if isinstance(lesson, bool) or not isinstance(lesson, int) or not (
            1 <= lesson <= LESSONS_MAX
        ):
            raise ServiceError("class_err_lesson", most=LESSONS_MAX, got=brief(lesson, 30))
        if not isinstance(exercise, str) or len(exercise) > 60 or not EXERCISE_KEY.fullmatch(
            exercise
        ):
            raise ServiceError("class_err_exercise", got=brief(exercise, 30))
        if "answer" not in body:
            raise ServiceError("class_err_no_answer")
        try:
            correct = bool(self.judge(lesson, exercise, body["answer"]))
        except ValueError as err:
            raise ServiceError.of(err) from None
        answer = brief_json(body["answer"])
        return {"attempts": self.store.add_check(student, lesson, exercise, correct, answer),
                "correct": correct}

    # ---- practice: mistakes of play, the class's drill ---------------------------------------
    def practice(self, student: str) -> list[dict[str, Any]]:
        """``student``'s practice as the service judged it, oldest first: the drills
        (``{"skill", "correct", "at"}``), each mistake of their play (wrong, with its
        ``question``) and each answer to one (``drills.Schedule.of_checks`` reads them)."""
        out = self.store.practice(student)
        kept = {m.item: m for m in self.store.mistakes(student)}
        entries = [(m.at, {"skill": m.skill, "correct": False, "at": m.at,
                           "question": json.loads(m.question)}) for m in kept.values()]
        entries += [(at, {"skill": kept[item].skill, "correct": ok, "at": at,
                          "question": json.loads(kept[item].question)})
                    for _s, item, ok, at in self.store.retries(student) if item in kept]
        return out + [e for _at, e in sorted(entries, key=lambda e: e[0])]

    def add_mistake(self, student: str, body: Any) -> dict[str, Any]:
        """A mistake of ``student``'s play for their practice (``{"question": ...}``: the
        review's retry). The service grades it itself, at that decision of one of the
        student's hands it verified (:class:`Mistakes`): a page's grade counts for nothing."""
        if self.mistakes is None:
            raise ServiceError("class_err_no_mistakes")
        if not isinstance(body, Mapping) or "question" not in body:
            raise ServiceError("class_err_mistake_shape")
        records = self.verified_records(student)
        try:
            question, skill, grade = self.mistakes.mistake(body["question"], records)
        except ValueError as err:
            raise ServiceError("class_err_mistake", err=err) from None
        text = _canonical(question)
        added = self.store.add_mistake(student, _item(text), skill, grade, text)
        return {"skill": skill, "grade": grade, "added": added, "question": question}

    def verified_records(self, student: str) -> list[tuple[str, int, tuple[str, ...]]]:
        """``student``'s verified hand records, each with the seed its review draws with and
        the levels of the table it was played at (the student's seat ``human``), as the
        student's own review grades it: a page's levels count for nothing."""
        return [(r.record, *_review_draws(code, table, r.hand_no))
                for code, table in self.store.games_played()
                for r in self.store.hands(student, code, table) if r.record]

    def judge_stored_hands(self, most: int = 1) -> int:
        """Count the errors of at most ``most`` stored hands not judged yet, with the judge
        of mistakes, and store them with each hand; how many. The thread of
        :attr:`judging` calls it, never a request."""
        if self.mistakes is None:
            return 0
        found = self.store.unjudged_hands(most)
        for hand in found:
            try:
                seed, levels = _review_draws(hand.deal_code, hand.rules, hand.hand_no)
            except ValueError:
                graded, wrong = 0, 0  # a hand of no game this kit reads counts for nothing
            else:
                graded, wrong = self.mistakes.hand_errors(hand.record, seed, levels)
            self.store.set_hand_errors(hand.id, graded, wrong)
        return len(found)

    def retry_mistake(self, student: str, body: Any) -> dict[str, Any]:
        """An answer on the practice page to one of ``student``'s kept mistakes
        (``{"question": ..., "answer": ...}``), judged by the service and kept."""
        if self.mistakes is None:
            raise ServiceError("class_err_no_mistakes")
        if not isinstance(body, Mapping) or set(body) != {"question", "answer"}:
            raise ServiceError("class_err_retry_shape")
        try:
            item = _item(_canonical(body["question"]))
        except (TypeError, ValueError, RecursionError):
            raise ServiceError("class_err_retry_shape") from None
        kept = next((m for m in self.store.mistakes(student) if m.item == item), None)
        if kept is None:
            raise ServiceError("class_err_no_such_mistake")
        try:
            correct = self.mistakes.retry(json.loads(kept.question), body["answer"])
        except ValueError as err:
            raise ServiceError("class_err_mistake", err=err) from None
        self.store.add_retry(student, item, correct)
        return {"correct": correct, "skill": kept.skill}

    def class_drill(self) -> dict[str, Any] | None:
        """The drill the teacher gave the class: ``{"skill", "seed" (None: a fresh deal for
        each), "at"}``."""
        text = self.store.class_drill()
        try:
            data = json.loads(text) if text else None
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    def set_class_drill(self, body: Any) -> dict[str, Any]:
        """Give the class a drill (``{"skill": s, "seed": n or null}``), or take it back
        (``{"skill": null}``)."""
        if not isinstance(body, Mapping) or not set(body) <= {"skill", "seed"}:
            raise ServiceError("class_err_drill_shape")
        skill, seed = body.get("skill"), body.get("seed")
        if skill is None:
            self.store.set_class_drill(None)
            return {"drill": None}
        skills = [k for k, _title in (self.exercises(PRACTICE) if self.exercises else ())]
        if not isinstance(skill, str) or skill not in skills:
            raise ServiceError("class_err_drill_skill", got=brief(skill, 30),
                               skills=", ".join(skills))
        if seed is not None and (type(seed) is not int or not 0 <= seed < MAX_SEED):
            raise ServiceError("class_err_drill_seed", got=brief(seed, 30))
        drill = {"skill": skill, "seed": seed, "at": _now_text()}
        self.store.set_class_drill(json.dumps(drill, sort_keys=True))
        return {"drill": drill}

    def practice_summary(self, lang: str = "en") -> dict[str, Any]:
        """The teacher's view of the practice: each student's mistakes by skill (of their
        play, and drills answered wrong, as the service judged them) and
        the class's most common, most first."""
        per: dict[str, dict[str, dict[str, int]]] = {}
        for m in self.store.mistakes():
            cell = per.setdefault(m.student, {}).setdefault(m.skill, {"play": 0, "drills": 0})
            cell["play"] += 1
        for c in self.store.checks():
            if c.lesson == PRACTICE and not c.correct:
                cell = per.setdefault(c.student, {}).setdefault(c.exercise,
                                                                {"play": 0, "drills": 0})
                cell["drills"] += 1
        errors: dict[str, dict[str, Any]] = {}
        # the figures stored with each hand; the hands not judged yet are judged off this
        # request (``judging``) and show as pending
        counts = self.store.error_counts() if self.mistakes is not None else {}
        for row in self.store.students():
            if row.name not in counts:
                continue
            graded, wrong, pending = counts[row.name]
            errors[row.name] = {"graded": graded, "mistakes": wrong, "pending": pending,
                                "rate": percent(wrong / graded, lang) if graded else ""}
            per.setdefault(row.name, {})
        if any(pending for _g, _w, pending in counts.values()):
            self.judging.wake()  # hands stored before a restart, or before the figures
        common: dict[str, list[int]] = {}
        for skills in per.values():
            for skill, cell in skills.items():
                tally = common.setdefault(skill, [0, 0])
                tally[0] += cell["play"] + cell["drills"]
                tally[1] += 1
        return {
            "students": [{"student": s, "skills": per[s], "errors": errors.get(s)}
                         for s in sorted(per, key=str.casefold)],
            "common": [{"skill": skill, "title": self.skill_title(skill, lang),
                        "mistakes": n, "students": who}
                       for skill, (n, who) in sorted(common.items(),
                                                     key=lambda kv: (-kv[1][0], kv[0]))],
            "titles": {k: self.skill_title(k, lang) for k, _title in
                       (self.exercises(PRACTICE) if self.exercises else ())},
            "drill": self.class_drill(),
        }

    def skill_title(self, skill: str, lang: str = "en") -> str:
        key = f"skill_{skill}"
        return t(key, lang) if key in CATALOG else skill

    # ---- the teacher's view ------------------------------------------------------------------
    def teacher_state(self, game_id: str | None = None, lang: str = "en") -> dict[str, Any]:
        """Everything the teacher's page shows, as JSON-ready data."""
        current = self.game()
        played = self.store.games_played()
        choices = [{"id": _game_id(c, t), "label": f"{c} · {TableKey.parse(t).describe(lang)}"}
                   for c, t in played]
        if current is not None:
            cid = _game_id(current.code, current.table.text())
            if all(c["id"] != cid for c in choices):
                choices.insert(0, {"id": cid, "label": f"{current.code} · "
                                   f"{current.table.describe(lang)}"})
        chosen = game_id or (
            _game_id(current.code, current.table.text()) if current is not None
            else (choices[0]["id"] if choices else None)
        )
        results = self.results(chosen, lang) if chosen else None
        if current is None:
            going: list[str] = []
        elif results is not None and chosen == _game_id(current.code, current.table.text()):
            going = [r["student"] for r in results["rows"] if r["state"] == "playing"]
        else:
            going = self.in_progress(current)
        return {
            "version": list(self.store.version()),
            "game": current.to_json() if current is not None else None,
            "closed": closed.code if (closed := self.closed_game()) is not None else None,
            "in_progress": going,
            "activity": self.activity(current, results if current is not None and chosen == (
                _game_id(current.code, current.table.text())) else None),
            "games": choices,
            "results": results,
            "progress": self.progress(lang),
            "practice": self.practice_summary(lang),
            "students": [
                {"name": s.name, "joined": s.joined, "browsers": s.browsers,
                 "roster": s.roster}
                for s in self.store.students()
            ],
        }

    def activity(self, current: ClassGame | None,
                 results: dict[str, Any] | None = None) -> dict[str, dict[str, Any]]:
        """Each student's match on the class game (hands the class has, won, lost or
        playing) and their last hand or exercise check: ``{name: {"hands", "state",
        "last"}}``; ``results``: the class game's table, if already built."""
        out: dict[str, dict[str, Any]] = {}
        if current is not None:
            if results is None:
                results = self.results(_game_id(current.code, current.table.text()))
            for row in results["rows"]:
                out[row["student"]] = {"hands": row["played"], "state": row["state"]}
        for name, at in self.store.last_activity().items():
            out.setdefault(name, {"hands": 0, "state": None})["last"] = at
        return out

    def student_hands(self, student: Any, game_id: Any) -> dict[str, Any]:
        """One student's hands on one game, for the teacher's drill-down: each hand's
        number, outcome, change, card points, when, and its verified record (for
        ``coteccio-lab replay``)."""
        if not isinstance(student, str) or not isinstance(game_id, str):
            raise ServiceError("class_err_unknown_game")
        code, table = _parse_game_id(game_id)
        rows = self.store.hands(student, code, table)
        hands = []
        for r in rows:
            try:
                record = json.loads(r.record) if r.record else None
            except (ValueError, RecursionError):
                record = None
            hands.append({"hand": r.hand_no, "outcome": r.outcome, "delta": r.delta,
                          "points": r.points, "at": r.at, "record": record,
                          "hints": r.hints, "takebacks": r.takebacks, "aids_by": r.aids_by})
        return {"student": student, "game": game_id, "hands": hands}

    def results(self, game_id: str, lang: str = "en") -> dict[str, Any]:
        """One game's table (``results.results_table``): a row per student in the class's
        order, a column per deal."""
        code, table = _parse_game_id(game_id)
        key = TableKey.parse(table)
        rules = key.rules_obj()
        counts_down = rules is None or rules.counts_down
        columns, rows = results_table(self.store.standings(code, table, counts_down=counts_down),
                                      counts_down)
        return {"id": game_id, "code": code, "label": f"{code} · {key.describe(lang)}",
                "counter": rules.counter if rules is not None else "lives",
                "columns": columns, "rows": rows}

    def class_standings(self) -> dict[str, Any] | None:
        """The class's standings for the class screen: the rows of the results table the
        teacher's page shows first (the class game's, else the game played last), each
        student's rank, match, total, points and hands played. No hand's cells, no deal
        code, no label (the code is in it): nothing a student could use to rehearse."""
        current = self.game()
        if current is not None:
            chosen = _game_id(current.code, current.table.text())
        else:
            played = self.store.games_played()
            if not played:
                return None
            chosen = _game_id(*played[0])
        results = self.results(chosen)
        return {"counter": results["counter"], "rows": [
            {"rank": r["rank"], "name": r["student"], "state": r["state"], "total": r["total"],
             "points": r["points"], "played": r["played"]} for r in results["rows"]]}

    def title(self, lesson: int, exercise: str, lang: str = "en") -> str:
        """An exercise's title for the teacher, in ``lang``; its key if it has none."""
        key = f"class_ex_{lesson}_{exercise}"
        if key in CATALOG:
            return t(key, lang)
        for k, title in (self.exercises(lesson) if self.exercises is not None else ()):
            if k == exercise:
                return title
        return exercise

    def progress(self, lang: str = "en") -> dict[str, Any]:
        """The grid students × lessons (right of the lesson's exercises, and how many were
        tried) and the exercises most of the class gets wrong, by title."""
        checks = self.store.checks()
        cells: dict[tuple[str, int], dict[str, set[str]]] = {}
        first: dict[tuple[int, str, str], bool] = {}
        for c in checks:
            cell = cells.setdefault((c.student, c.lesson), {"tried": set(), "correct": set()})
            cell["tried"].add(c.exercise)
            if c.correct:
                cell["correct"].add(c.exercise)
            first.setdefault((c.lesson, c.exercise, c.student), c.correct)
        students = sorted({s for s, _ in cells}, key=str.casefold)
        lessons = sorted({lesson for _, lesson in cells})
        totals = {n: len(self.exercises(n)) if self.exercises is not None else 0
                  for n in lessons}
        grid = [
            {"student": s, "lessons": [
                None if (s, n) not in cells else {
                    "tried": len(cells[s, n]["tried"]), "correct": len(cells[s, n]["correct"]),
                    "total": totals[n] or len(cells[s, n]["tried"])}
                for n in lessons]}
            for s in students
        ]
        tally: dict[tuple[int, str], list[int]] = {}
        for (lesson, exercise, _student), ok in first.items():
            t = tally.setdefault((lesson, exercise), [0, 0])
            t[0] += 1
            t[1] += 0 if ok else 1
        hardest = sorted(
            ((lesson, ex, n, bad) for (lesson, ex), (n, bad) in tally.items()
             if bad / n > HARD_SHARE),
            key=lambda h: (-h[3] / h[2], -h[2], h[0], h[1]),
        )
        hard = [{"lesson": lesson, "exercise": ex, "title": self.title(lesson, ex, lang),
                 "tried": n, "not_quite": bad}
                for lesson, ex, n, bad in hardest]
        return {"lessons": lessons, "totals": [totals[n] for n in lessons], "grid": grid,
                "hard": hard}

    # ---- CSV ---------------------------------------------------------------------------------
    def results_csv(self, game_id: str) -> str:
        data = self.results(game_id)
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["rank", "student",
                         *[f"hand {c['hand']}{c['variant']}" for c in data["columns"]],
                         "total", "points", "match", "verified", "hints", "take-backs",
                         "hands with help", "help said by", "hands played by a computer"])
        for row in data["rows"]:
            aids = row["aids"]
            writer.writerow([
                row["rank"], _cell(row["student"]),
                *["" if h is None else "computer" if h["stand_in"]
                  else h["delta"] if h["counted"] else "annulled" for h in row["hands"]],
                row["total"], row["points"], row["state"], "yes" if row["verified"] else "no",
                aids["hints"], aids["takebacks"], aids["aided"], _aids_said_by(aids),
                row["stand_ins"],
            ])
        return out.getvalue()

    def tables_csv(self) -> str:
        """Every hand played at every table of the class (the lobby's, the teacher's, the
        class game's), a row per seat: who sat there and who played it (``student``, or
        ``computer for the student`` where a computer player moved for them, or the
        computer seat's own level), its counter change, card points and the hand's
        outcome. Taken back hands are not listed (the match went on without them)."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["table", "opened by", "class game", "rules", "hand", "seat",
                         "player", "played by", "change", "card points", "outcome",
                         "table state"])
        for table in sorted(self.tables.all(), key=lambda t: t.id):
            with table.lock:
                for n, record in enumerate(table.match.history, 1):
                    score = record.result
                    names = table.hand_names.get(n, [s.name for s in table.seats])
                    for seat, state in enumerate(table.seats):
                        if state.kind == "computer":
                            who, played = f"computer ({state.level})", "computer"
                        else:
                            who = names[seat] or "(free seat)"
                            played = ("computer" if not names[seat]
                                      else "computer for the student"
                                      if seat in table.stand_ins.get(n, ()) else "student")
                        writer.writerow([
                            table.id, _cell(table.created_by),
                            "yes" if table.class_game else "no", table.rules.name, n, seat,
                            _cell(who), played,
                            "" if score is None else score.delta[seat],
                            "" if score is None else score.points[seat],
                            "" if score is None else score.outcome, table.state])
        return out.getvalue()

    def progress_csv(self, lang: str = "en") -> str:
        """Every exercise check: the exercise by title (and key), the learner's answer as
        sent (JSON), the class's verdict."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["student", "lesson", "exercise", "exercise key", "answer", "result",
                         "attempt", "when"])
        for c in self.store.checks():
            writer.writerow([_cell(c.student), c.lesson, _cell(self.title(c.lesson, c.exercise,
                                                                           lang)),
                             c.exercise, _cell(c.answer),
                             "correct" if c.correct else "not quite", c.attempt, c.at])
        return out.getvalue()


    # ---- managing students ---------------------------------------------------------------
    def remove_student(self, name: str) -> str:
        """Take a student and their results off the class (``ClassStore.remove_student``)."""
        with self._lock(name):
            stored = self.store.remove_student(name)
            self._forget(stored)
        return stored

    def rename_student(self, name: str, new: str) -> str:
        """Another name for a student; their results follow (``ClassStore.rename_student``)."""
        with self._lock(name):
            old = self.store.student(name)
            stored = self.store.rename_student(name, new)
            self._forget(old or name)
            self._forget(stored)
        return stored

    def seatable(self, name: str) -> str | None:
        """The student ``name`` stands for, as stored, when the teacher may seat them: a
        student of the class whose name does not wait for admission (None otherwise)."""
        stored = self.store.student(name)
        return None if stored is None or self.store.waiting(stored) else stored

    def refuse_waiting(self, name: str) -> str:
        """The teacher refuses a name that waits for admission: it and its browser leave
        the class (``remove_student``); a name that does not wait is refused."""
        if self.store.student(name) is None or not self.store.waiting(name):
            raise ClassStoreError("class_err_not_waiting", name=repr(clean_name(name)))
        return self.remove_student(name)

    def _forget(self, student: str) -> None:
        """Drop the referee's matches of ``student``: they are rebuilt from the store."""
        with self._guard:
            for key in [k for k in self._matches if k[0] == student]:
                del self._matches[key]


def brief_json(value: Any) -> str:
    """A learner's answer as compact JSON text, for the teacher's CSV."""
    try:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return ""


def _canonical(question: Any) -> str:
    return json.dumps(question, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _item(text: str) -> str:
    """A kept mistake's key: its question's digest."""
    return "mistake-" + hashlib.sha256(text.encode()).hexdigest()[:16]


def _now_text() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _same(a: ClassGame, b: ClassGame) -> bool:
    """The same game for results: deal code and table (a new note is not a new game)."""
    return a.code == b.code and a.table == b.table


def _reported_aids(raw: Any) -> tuple[int, int, str] | None:
    """The help a student's dashboard says it gave in a hand, sent beside the record (the
    record's format is a contract and has no place for it): ``{"hints": n, "takebacks":
    n}``, or nothing (not known). Self-reported: the page, or a script, may say anything."""
    if raw is None:
        return None
    if (not isinstance(raw, Mapping) or set(raw) != {"hints", "takebacks"}
            or any(type(raw[k]) is not int or not 0 <= raw[k] <= AIDS_MOST
                   for k in ("hints", "takebacks"))):
        raise ServiceError("class_err_aids", most=AIDS_MOST, got=brief(raw, 60))
    return raw["hints"], raw["takebacks"], "student"


def _again(answer: dict[str, Any], match: StudentMatch) -> dict[str, Any]:
    """The answer to a hand the class already had: not stored again, and whether the
    student's class match is over (then a new match on the same deal is not the class's)."""
    return {**answer, "again": True, "class_over": match.match.over}


def _game_id(code: str, table: str) -> str:
    return json.dumps([code, table], separators=(",", ":"), ensure_ascii=False)


def _parse_game_id(text: str) -> tuple[str, str]:
    try:
        code, table = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        raise ServiceError("class_err_unknown_game") from None
    if not isinstance(code, str) or not isinstance(table, str):
        raise ServiceError("class_err_unknown_game")
    return code, table


def _aids_said_by(aids: Mapping[str, Any]) -> str:
    """Who says what help a student's hands had, for the CSV: the service saw it itself
    (a table on the server), the student's page said it (self-reported), or nobody (hands
    stored before it was kept, or sent without it)."""
    words = {"server": "the service", "student": "the student (self-reported)"}
    parts = [words[by] for by in aids["by"] if by in words]
    if aids["unknown"]:
        parts.append(f"not known for {aids['unknown']} hand(s)")
    return "; ".join(parts)


def _cell(text: str) -> str:
    """A CSV cell a spreadsheet will not run as a formula (a name may start with '=')."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _seconds(given: float | None, name: str, default: float) -> float:
    """A tables' setting in seconds: given, else ``COTECCIO_TABLE_<name>`` (the grace period
    of a dropped seat, the computer players' pace), else ``default``."""
    if given is not None:
        return given
    try:
        return max(0.0, float(os.environ.get(f"COTECCIO_TABLE_{name}", default)))
    except ValueError:
        return default


def _review_draws(code: str, table: str, hand_no: int) -> tuple[int, tuple[str, ...]]:
    """What a stored hand's review draws with, as the student's own review: its seed (the
    deal code's, plus the hand's number) and its table's levels, the student's seat
    ``human``. ValueError for a deal code this kit cannot read."""
    return parse_deal_code(code) + hand_no, ("human", *TableKey.parse(table).opponents)
