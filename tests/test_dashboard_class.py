"""A class of 30 at once: every student's dashboard sends its hands to one class service.

Protocol sessions: each student is one thread with its own HTTP session (its own cookie,
as its own browser), joining the class, playing the class game with the dashboard's own
controller (the code the page runs) and sending each finished hand as the page's
``ClassLink`` would (``POST api/hands``), and three exercise checks (``POST api/progress``,
a right or a wrong answer to a real exercise, which the service judges).
The service is the real one (``classservice.web``) on a real port. Nothing may be lost,
and nothing mixed between students.
"""

from __future__ import annotations

import random
import threading
from pathlib import Path

from class_helpers import check_message
from class_server import ClassServer
from dashboard_drivers import play_through

from coteccio_lab.classservice.game import ClassGame
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import Setup, apply_game

CODE = "K7QX-3MPA"
OPPONENTS = ("cautious", "random", "cautious")  # cheap players: the traffic is the point
STUDENTS = 30
GAME = ClassGame(CODE, opponents=OPPONENTS, mode="table")
EXERCISES = ((1, "rank-order"), (2, "follow"), (3, "tie"))
"""The three exercises each student answers: student k answers right when (k + i) % 3 == 0."""


def _checks() -> dict[tuple[int, bool], dict]:
    return {(i, right): check_message(*EXERCISES[i], right=right)
            for i in range(len(EXERCISES)) for right in (True, False)}


def test_thirty_students_at_once_lose_nothing_and_mix_nothing(tmp_path: Path) -> None:
    server = ClassServer(tmp_path / "class")
    server.teacher_admits = True
    try:
        teacher = server.browser()
        teacher.sign_in(server.secret)
        assert teacher.post("api/teacher/game", GAME.to_json()).status_code == 200
        expected: dict[str, dict] = {}
        errors: list[str] = []
        checks = _checks()

        def student(k: int) -> None:
            name = f"student {k:02d}"
            me = server.browser()
            if me.join(name).status_code != 200:
                errors.append(f"{name} could not join")
                return
            rng = random.Random(k)
            d = Dashboard()
            answers: list[dict] = []

            def send(n: int, record: dict, aids: dict | None) -> None:
                got = me.post("api/hands", {"hand": n, "record": record, "code": d.code})
                if got.status_code != 200:
                    errors.append(f"{name} hand {n}: {got.text}")
                answers.append(got.json())
                d.class_answered(n, got.status_code, got.json().get("error", ""))

            d.reporter = send
            d.start(apply_game(Setup(), GAME))
            play_through(d, lambda dash: rng.choice(dash.legal_codes),
                         capote=lambda dash: "attempt" if k % 2 else "annul")
            for i in range(len(EXERCISES)):
                got = me.post("api/progress", checks[i, (k + i) % 3 == 0])
                if got.status_code != 200:
                    errors.append(f"{name} check {i}: {got.text}")
            expected[name] = {
                "deltas": [r["result"]["delta"][0] for r in d.records()],
                # an annulled or void hand's card points do not count (the teacher compares
                # the points that count)
                "points": sum(r["result"]["points"][0] for r in d.records()
                              if r["result"]["outcome"] not in ("annulled", "void")),
                "won": d.winner() == 0,
                "answers": [a.get("delta") for a in answers],
            }

        threads = [threading.Thread(target=student, args=(k,)) for k in range(STUDENTS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(300)
        assert errors == []
        rows = {r.student: r for r in server.store.standings(CODE, GAME.table.text())}
        assert set(rows) == set(expected)
        for name, want in expected.items():
            row = rows[name]
            assert [d for _, d in row.by_hand] == want["deltas"] == want["answers"]
            assert row.total_points == want["points"]
            assert row.finished and row.won == want["won"] and row.verified
        assert server.store.count() == sum(len(w["deltas"]) for w in expected.values())
        stored = server.store.checks()
        assert len(stored) == len(EXERCISES) * STUDENTS
        for c in stored:
            k, i = int(c.student.split()[1]), c.lesson - 1
            assert (c.lesson, c.exercise) == EXERCISES[i] and c.correct == ((k + i) % 3 == 0)
    finally:
        server.stop()
