"""Names that look like another student's, and names that pose as the teacher."""

from __future__ import annotations

import pytest
from class_server import ClassServer

from coteccio_lab.classservice.names import look_alike, reserved


@pytest.mark.parametrize("puppet", ["\u0251na", "A\u0274a", "\u1d00\u0274\u1d00", "ANA",
                                    "\u0410na"])
def test_a_look_alike_of_a_students_name_is_that_student(server: ClassServer,
                                                         puppet: str) -> None:
    assert server.browser().join("Ana").status_code == 200
    got = server.browser().join(puppet)
    assert got.status_code == 409, (puppet, got.status_code)


@pytest.mark.parametrize("name", ["teacher", "Teacher", "the teacher", "THE  TEACHER",
                                  "Insegnante", "l'insegnante", "la professoressa", "Prof",
                                  "professor", "a professora", "o Professor",
                                  "\uff34\uff45\uff41\uff43\uff48\uff45\uff52", "t\u0435acher"])
def test_nobody_joins_as_the_teacher(server: ClassServer, name: str) -> None:
    got = server.browser().join(name)
    assert got.status_code == 400, (name, got.status_code)
    assert "teacher" in got.text
    assert reserved(name)


def test_names_that_only_hold_such_a_word_are_names() -> None:
    for name in ("Teresa", "Ana Professore", "Teach", "Maestri"):
        assert not reserved(name), name
    assert look_alike("Ana") != look_alike("Ada")


def test_keys_made_by_an_older_kit_follow_the_names(tmp_path) -> None:
    """A class database from before these look-alikes counted: its students' keys are made
    again when it opens, and their browsers follow; a student who now looks like an
    earlier one keeps their old key (both stay listed)."""
    import sqlalchemy as sa

    from coteccio_lab.classservice.store import ClassStore, student_keys, students

    store = ClassStore.open(folder=tmp_path / "class")
    store.join("A\u0274a", "browser-1")
    store.join("Bo", "browser-2")
    with store.engine.begin() as conn:  # the keys an older kit made
        for name, old in (("A\u0274a", "A\u0274A"), ("Bo", "BO")):
            conn.execute(sa.update(students).where(students.c.name == name)
                         .values(name_key=old))
            conn.execute(sa.update(student_keys).where(student_keys.c.key_hash == (
                "browser-1" if name != "Bo" else "browser-2")).values(name_key=old))
    store.close()
    again = ClassStore.open(folder=tmp_path / "class")
    try:
        assert again.student("Ana") == "A\u0274a"
        assert again.student_for_key("browser-1") == "A\u0274a"
        assert again.student_for_key("browser-2") == "Bo"
    finally:
        again.close()
