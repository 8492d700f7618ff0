"""Throttles that hit the attacker, not the teacher nor the class (one machine).

Every client here is a loopback address of its own (127.0.0.2, ...): the service sees
each as another machine of the school's network. 127.0.0.1 is the machine the service
runs on: the teacher's own laptop.
"""

from __future__ import annotations

from class_server import ClassServer

from coteccio_lab.classservice import local


def test_students_guessing_the_secret_lock_nobody_else_out(server: ClassServer) -> None:
    # a few students' machines (or one with several addresses) guess on
    for machine in range(8):
        attacker = server.browser(f"127.0.0.{10 + machine}")
        statuses = [attacker.sign_in(f"guess-{n}").status_code for n in range(12)]
        assert statuses[:local.TRIES] == [403] * local.TRIES
        assert set(statuses[local.TRIES:]) == {429}
    # the teacher, signing in from another machine meanwhile, every time
    for _ in range(24):
        teacher = server.browser("127.0.0.3")
        assert teacher.sign_in(server.secret).status_code == 200
        assert teacher.get("api/teacher/state").status_code == 200
    # and from the service's own machine, even after mistyping it many times
    own = server.browser()
    for n in range(3 * local.TRIES):
        assert own.sign_in(f"typo-{n}").status_code == 403
    assert own.sign_in(server.secret).status_code == 200
    assert own.get("api/teacher/state").status_code == 200


def test_one_client_cannot_fill_the_class(server: ClassServer, teacher) -> None:
    flood = server.browser("127.0.0.2")
    statuses = []
    for n in range(60):
        flood.session.cookies.clear()  # a new "browser" each time, from the same machine
        statuses.append(flood.join(f"puppet {n}").status_code)
    assert statuses[:local.JOINS] == [200] * local.JOINS
    assert set(statuses[local.JOINS:]) == {429}
    got = flood.join("one more")
    assert "wait" in got.text
    # real students, each on a machine of their own, still join
    for n in range(20):
        assert server.browser(f"127.0.1.{n + 1}").join(f"student {n}").status_code == 200
    assert teacher.get("api/teacher/class").json()["listed"] == local.JOINS + 20
