"""Mistakes of play become practice in a class, and the teacher gives the class a drill:
the class service grades a mistake itself, at a decision of one of the
student's own verified hands, and judges the answers to it; the teacher sees each
student's mistakes by skill and the class's most common; a drill given to the class
reaches each student's ``api/me``.

The attacks first: a forged mistake (a position of no hand of the student's, a move the
student did not make, a move the class grades best, a forged seed), another student's
mistake, a verdict sent with an answer, a student giving the class a drill.
"""

from __future__ import annotations

import copy
from datetime import datetime, timezone
from typing import Any

import pytest
from class_helpers import CODE, hand_with_mistakes, play_first_hand_badly
from class_server import Browser, ClassServer

from coteccio_lab.classservice.client import PRACTICE, PROGRESS, Answer
from coteccio_lab.curriculum.answers import judge
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.drills import Schedule
from coteccio_lab.hand import Hand
from coteccio_lab.i18n import t
from coteccio_lab.questions import Question, answer_json
from coteccio_lab.review import RetryQuestion
from coteccio_lab.review.practice import ClassMistakes, practice_items
from coteccio_lab.widgets.practice import RETRY, PracticePanel

DAY = datetime(2026, 3, 1, 9, tzinfo=timezone.utc)


@pytest.fixture(scope="module")
def played() -> tuple[dict[str, Any], list[tuple[dict[str, Any], str]], dict[str, Any]]:
    return hand_with_mistakes()


def _student(server: ClassServer, name: str, record: dict[str, Any] | None) -> Browser:
    b = server.browser()
    assert b.join(name).status_code == 200
    if record is not None:
        answer = b.post("api/hands", {"hand": 1, "record": record, "code": CODE})
        assert answer.status_code == 200, answer.text
    return b


def test_a_forged_mistake_or_verdict_is_refused(server, teacher, played) -> None:  # noqa: ANN001
    record, items, good = played
    ana, bea = _student(server, "ana", record), _student(server, "bea", None)
    question, _skill = items[0]
    # another deal's position: in no hand of ana's
    deal = Hand.deal(4, seed=999, dealer=3)
    other = RetryQuestion(deal, played=deal.following_suit[0].code()).to_json()
    assert "not in any hand" in ana.post("api/practice/mistake", {"question": other}).text
    # a move ana did not make there
    lied = copy.deepcopy(question)
    choices = [c.code() for c in Question.from_json(question).hand.following_suit]  # type: ignore[attr-defined]
    lied["played"] = next(c for c in choices if c != question["played"])  # a mistake had others
    assert "you played" in ana.post("api/practice/mistake", {"question": lied}).text
    # a move the class grades best is no mistake, whatever the page says of it
    refused = ana.post("api/practice/mistake", {"question": good})
    assert refused.status_code == 400 and "not a mistake" in refused.json()["error"]
    # bea has no hand: ana's mistake is not hers
    assert bea.post("api/practice/mistake", {"question": question}).status_code == 400
    # a forged seed and counters are the service's own again
    forged = {**copy.deepcopy(question), "seed": 12345, "counters": [9, 9, 9, 9]}
    kept = ana.post("api/practice/mistake", {"question": forged})
    assert kept.status_code == 200, kept.text
    assert kept.json()["question"]["seed"] == question["seed"] != 12345
    assert kept.json()["question"]["counters"] == question["counters"]
    # a verdict sent with an answer is refused; another student's mistake is not theirs
    q = Question.from_json(kept.json()["question"])
    right = answer_json(q.right_answer())
    assert ana.post("api/practice/retry", {"question": kept.json()["question"],
                                          "answer": right, "correct": True}).status_code == 400
    assert "no such mistake" in bea.post("api/practice/retry", {
        "question": kept.json()["question"], "answer": right}).text
    assert bea.get("api/me").json()["practice"] == []
    # a student cannot give the class a drill
    assert bea.post("api/teacher/drill", {"skill": "trick", "seed": 3}).status_code in (401, 403)
    assert teacher.get("api/teacher/state").json()["practice"]["drill"] is None


def test_a_mistake_of_play_is_practised_in_the_class(server, teacher, played) -> None:  # noqa: ANN001
    record, items, _good = played
    ana = _student(server, "ana", record)
    for question, skill in items:
        answer = ana.post("api/practice/mistake", {"question": question}).json()
        assert answer["added"] and answer["skill"] == skill
        assert answer["grade"] in ("mistake", "blunder")
    again = ana.post("api/practice/mistake", {"question": items[0][0]}).json()
    assert again["added"] is False  # one mistake is kept once
    practice = ana.get("api/me").json()["practice"]
    schedule = Schedule.of_checks(practice)
    mistakes = [s for s in schedule.states().values() if s.question is not None]
    assert len(mistakes) == len(items) and all(s.box == 0 and s.due for s in mistakes)
    # the practice page asks it again: the service judges the answer at the kept position
    question = Question.from_json(mistakes[0].question)
    wrong = ana.post("api/practice/retry", {"question": mistakes[0].question,
                                           "answer": answer_json(question.wrong_answer())})
    right = ana.post("api/practice/retry", {"question": mistakes[0].question,
                                           "answer": answer_json(question.right_answer())})
    assert wrong.json()["correct"] is False and right.json()["correct"] is True
    state = Schedule.of_checks(ana.get("api/me").json()["practice"]).state(mistakes[0].item)
    assert (state.answers, state.right) == (3, 1)
    # the teacher sees them by skill, and the class's most common
    summary = teacher.get("api/teacher/state").json()["practice"]
    (row,) = summary["students"]
    by_skill: dict[str, int] = {}
    for _q, skill in items:
        by_skill[skill] = by_skill.get(skill, 0) + 1
    assert row["student"] == "ana"
    assert {k: v["play"] for k, v in row["skills"].items()} == by_skill
    assert summary["common"][0]["mistakes"] == max(by_skill.values())


def test_the_teacher_gives_the_class_a_drill(server, teacher) -> None:  # noqa: ANN001
    ana = _student(server, "ana", None)
    assert ana.get("api/me").json()["class_drill"] is None
    for bad in ({"skill": "chess"}, {"skill": "trick", "seed": -1}, {"skill": "trick",
                                                                      "seed": "7"},
                {"skill": "trick", "level": 3}):
        assert teacher.post("api/teacher/drill", bad).status_code == 400
    given = teacher.post("api/teacher/drill", {"skill": "stop", "seed": 77})
    assert given.status_code == 200, given.text
    drill = ana.get("api/me").json()["class_drill"]
    assert (drill["skill"], drill["seed"]) == ("stop", 77)
    assert teacher.get("api/teacher/state").json()["practice"]["drill"]["skill"] == "stop"
    assert teacher.post("api/teacher/drill", {"skill": None}).json() == {"drill": None}
    assert ana.get("api/me").json()["class_drill"] is None


# ---- the pages: the dashboard's review alone, the practice page in a class ----------------


def test_alone_the_dashboards_review_puts_its_mistakes_on_the_browsers_practice() -> None:
    from coteccio_lab.dashboard.app import DashboardApp

    app = DashboardApp(class_mode=False)
    for seed in range(40):
        play_first_hand_badly(app.controller, seed, "practice")
        app.review.state = ReviewState()
        app.review.handle({"type": "review", "action": "open"})
        review = app.review.state.review
        assert review is not None
        if practice_items(review):
            break
    items = practice_items(review)
    assert items and app.practice_store.value == ""  # the page has not read its storage yet
    app.practice_store.loaded = True
    kept = Schedule.loads(app.practice_store.value)
    assert [(r.skill, r.correct, r.question) for r in kept.reviews] == [
        (skill, False, q) for q, skill in items]
    assert app.review.state.view(app.controller, "it")["practice"] == t("rvd_practice_added",
                                                                          "it")


class SchoolWithMistakes:
    """The class service behind the practice page's reporter: one mistake kept, a drill
    given; answers judged by the service's own judge (``ClassMistakes``)."""

    def __init__(self, question: dict[str, Any]) -> None:
        self.practice = [{"skill": "duck", "correct": False, "at": "2026-02-27T09:00:00+00:00",
                          "question": question}]
        self.posted: list[tuple[str, Any]] = []

    def on_me(self, callback: Any) -> None:
        callback(Answer(200, {"name": "ana", "practice": self.practice,
                              "class_drill": {"skill": "stop", "seed": 77, "at": "x"}}))

    def post(self, path: str, body: Any, callback: Any) -> None:
        self.posted.append((path, body))
        if path == RETRY:
            correct = ClassMistakes().retry(body["question"], body["answer"])
        else:
            correct = judge(PRACTICE, body["exercise"], body["answer"])
        callback(Answer(200, {"correct": correct}))


def test_in_a_class_the_practice_page_asks_a_mistake_again_and_gives_the_teachers_drill(
) -> None:
    from coteccio_lab.records import HandRecord
    from coteccio_lab.review import review_hand

    rec = HandRecord.from_json({
        "format": "coteccio-hand/1", "dealer": 2,
        "hands": [["5d", "6d", "7d", "2s", "Jb"], ["5c", "Qc", "Kc", "2d", "4d"],
                  ["2c", "4c", "Jd", "Ad", "2b"]],
        "plays": ["2s", "4d", "Jd", "5d", "2d", "Ad", "2c", "6d", "Qc", "5c", "4c", "7d", "Kc",
                  "2b", "Jb"]})
    question, _skill = practice_items(review_hand(rec, seat=0))[-1]
    school = SchoolWithMistakes(question)
    panel = PracticePanel(reporter=school, clock=lambda: DAY, seeds=lambda: 5)
    shown = panel.next_drill()
    assert shown.to_json() == question  # the mistake is due: asked first
    assert panel.exercise is not None
    panel.exercise.choice = shown.right_answer()
    assert panel.exercise.check().correct
    ((path, body),) = school.posted
    assert path == RETRY and body == {"question": question,
                                      "answer": answer_json(shown.right_answer())}
    # the teacher's drill: its seed for everyone, judged by the class as every drill
    assert panel.class_button.layout.display != "none"
    assert t("skill_stop", "en") in panel.class_button.description
    drill_q = panel.start_class_drill()
    assert drill_q is not None and t("practice_class_drill_of", "en", skill=t(
        "skill_stop", "en"), lesson=4) in panel.caption.value
    assert panel.exercise is not None
    panel.exercise.choice = drill_q.right_answer()
    panel.exercise.check()
    path, body = school.posted[-1]
    assert path == PROGRESS and body["exercise"] == "stop" and body["answer"]["seed"] == 77


def test_in_a_class_the_dashboards_review_sends_its_mistakes_to_the_service() -> None:
    from coteccio_lab.dashboard.app import DashboardApp

    sent: list[tuple[str, Any]] = []

    class Reporter:
        link = None
        base = "/class/"

        def post(self, path: str, body: Any, callback: Any) -> None:
            sent.append((path, body))

    app = DashboardApp(class_mode=False)
    app.reporter = Reporter()  # type: ignore[assignment]
    for seed in range(40):
        play_first_hand_badly(app.controller, seed, "table")
        app.review.state = ReviewState()
        sent.clear()
        app.review.handle({"type": "review", "action": "open"})
        assert app.review.state.review is not None
        if practice_items(app.review.state.review):
            break
    items = practice_items(app.review.state.review)
    assert [(path.split("?")[0], body) for path, body in sent] == [
        ("api/practice/mistake", {"question": q}) for q, _skill in items]
    assert app.practice_store.value == ""  # nothing kept in this browser alone


def test_a_students_mistakes_follow_a_rename_and_go_with_them(tmp_path) -> None:  # noqa: ANN001
    from coteccio_lab.classservice.store import ClassStore

    store = ClassStore.open(folder=tmp_path / "class")
    store.join("Ana", "k" * 64)
    assert store.add_mistake("Ana", "mistake-1", "trick", "blunder", "{}")
    assert not store.add_mistake("Ana", "mistake-1", "trick", "blunder", "{}")  # kept once
    store.add_retry("Ana", "mistake-1", True)
    store.rename_student("Ana", "Ana B")
    assert [m.student for m in store.mistakes()] == ["Ana B"]
    assert [r[0] for r in store.retries()] == ["Ana B"]
    store.remove_student("Ana B")
    assert store.mistakes() == [] and store.retries() == []
    store.close()


def test_a_mistake_at_the_capote_choice_is_asked_with_annul_and_attempt() -> None:
    from coteccio_lab.drills import drill
    from coteccio_lab.widgets.exercises import exercise_view

    position = drill("capote", 4).hand  # type: ignore[attr-defined]
    question = Question.from_json(RetryQuestion(position, played="attempt").to_json())
    view = exercise_view(question, lang="it")
    assert [b.description for b in view.choices.children] == [t("ui_annul", "it"),
                                                               t("ui_attempt", "it")]
    view.choose(question.right_answer())
    assert view.check().correct
    other = exercise_view(question, lang="it")
    other.choose(question.wrong_answer())
    assert not other.check().correct
