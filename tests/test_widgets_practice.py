"""The practice panel without a browser: what it reads from and writes to the browser's
storage, the first answer alone counting, and a class keeping the schedule instead."""

from __future__ import annotations

import itertools
from datetime import datetime, timedelta, timezone
from typing import Any

from coteccio_lab.classservice.client import PRACTICE, PROGRESS, Answer
from coteccio_lab.curriculum.answers import judge
from coteccio_lab.drills import Schedule
from coteccio_lab.i18n import t
from coteccio_lab.widgets.practice import PracticePanel

DAY = datetime(2026, 3, 1, 9, tzinfo=timezone.utc)


def _panel(**kw: Any) -> tuple[PracticePanel, list[datetime]]:
    clock = [DAY]
    seeds = itertools.count(40)
    panel = PracticePanel(clock=lambda: clock[0], seeds=lambda: next(seeds), **kw)
    return panel, clock


def test_the_panel_reads_the_browsers_practice_and_writes_each_first_answer() -> None:
    saved = Schedule()
    saved.record("trick", True, DAY - timedelta(days=2))
    panel, clock = _panel()
    assert t("practice_loading", "en") in panel.status.value
    panel.store.saved = saved.dumps()
    panel.store.loaded = True
    assert t("practice_kept_browser", "en") in panel.status.value
    assert "1 of 1 right" in panel.table.value
    question = panel.start_drill("trick")
    view = panel.exercise
    assert view is not None and view.question is question
    view.winner.value, view.points.value = question.right_answer()
    assert view.check().correct
    assert t("practice_counted_right", "en", when=t("practice_due_days", "en", days=3)) in (
        panel.counted.value)
    view.check()  # a second check does not count again
    kept = Schedule.loads(panel.store.value)
    assert [(r.skill, r.correct) for r in kept.reviews] == [("trick", True), ("trick", True)]
    clock[0] = DAY + timedelta(days=10)
    panel.refresh()
    assert panel.schedule.next_item(clock[0]).item == "trick"  # overdue comes first
    panel.set_language("it")
    assert "risposte giuste: " in panel.table.value and panel.errors == []


def test_a_check_of_a_drill_already_replaced_counts_for_no_skill() -> None:
    # a click on the old drill's Check that the kernel receives after the next drill is shown
    panel, _clock = _panel()
    panel.store.loaded = True
    panel.start_drill("trick")
    old = panel.exercise
    assert old is not None
    panel.start_drill("legal")
    old.check()
    assert panel.schedule.reviews == [] and panel.counted.value == ""
    new = panel.exercise
    assert new is not None and not new.check().correct
    assert [(r.skill, r.correct) for r in panel.schedule.reviews] == [("legal", False)]


def test_an_unreadable_practice_is_set_aside_and_answers_before_loading_are_kept() -> None:
    panel, _clock = _panel()
    panel.start_drill("legal")
    assert panel.exercise is not None
    panel.exercise.check()  # nothing chosen: wrong, counted before the storage was read
    panel.store.saved = '{"format": "coteccio-practice/1", "reviews": 7}'
    panel.store.loaded = True
    assert panel.store.aside == '{"format": "coteccio-practice/1", "reviews": 7}'
    assert "could not be read" in panel.status.value
    assert [r.skill for r in Schedule.loads(panel.store.value).reviews] == ["legal"]


class FakeClass:
    """The class service behind a reporter: the kit's own judge, a list for a store."""

    def __init__(self, practice: list[dict[str, Any]]) -> None:
        self.practice = practice
        self.posted: list[Any] = []

    def on_me(self, callback: Any) -> None:
        callback(Answer(200, {"name": "ana", "practice": self.practice}))

    def post(self, path: str, body: Any, callback: Any) -> None:
        assert path == PROGRESS and body["lesson"] == PRACTICE
        self.posted.append(body)
        correct = judge(PRACTICE, body["exercise"], body["answer"])
        self.practice.append({"skill": body["exercise"], "correct": correct,
                              "at": DAY.isoformat()})
        callback(Answer(200, {"attempts": len(self.posted), "correct": correct}))


def test_in_a_class_the_service_judges_the_drill_and_keeps_the_schedule() -> None:
    school = FakeClass([{"skill": "stop", "correct": False, "at": DAY.isoformat()}])
    panel, _clock = _panel(reporter=school)
    assert panel.store.key == "" and t("practice_kept_class", "en") in panel.status.value
    assert "0 of 1 right" in panel.table.value
    question = panel.start_drill("stop")
    assert panel.exercise is not None
    panel.exercise.choice = question.right_answer()
    assert panel.exercise.check().correct
    (body,) = school.posted
    assert body["answer"]["seed"] == 40 and body["exercise"] == "stop"
    assert panel.schedule.state("stop").right == 1 and panel.store.value == ""


def test_another_page_schedules_a_mistake_and_the_practice_page_asks_it_when_due() -> None:
    from coteccio_lab.drills import drill
    from coteccio_lab.widgets.practice import PracticeStore

    mistake = drill("capote", 4)  # as a hand's review would give it
    store = PracticeStore()
    store.add_mistake(mistake.to_json(), "capote", DAY)  # before the page read its storage
    assert store.value == ""
    earlier = Schedule()
    earlier.record("legal", True, DAY + timedelta(hours=2))  # due after the mistake
    store.saved = earlier.dumps()
    store.loaded = True
    kept = Schedule.loads(store.value)
    assert [(r.skill, r.correct, r.question is not None) for r in kept.reviews] == [
        ("legal", True, False), ("capote", False, True)]

    panel, clock = _panel()
    panel.store.saved, panel.store.loaded = store.value, True
    clock[0] = DAY + timedelta(days=1, hours=1)  # the mistake is due a day later
    question = panel.next_drill()
    assert question.to_json() == mistake.to_json()
    assert t("practice_mistake_of", "en", skill=t("skill_capote", "en")) in panel.caption.value
    assert panel.exercise is not None
    panel.exercise.choose(mistake.right_answer())
    assert panel.exercise.check().correct
    states = [s for s in Schedule.loads(panel.store.value).states().values() if s.question]
    assert [(s.answers, s.right, s.box) for s in states] == [(2, 1, 1)]
