"""Lesson progress the class can trust: the service judges each answer itself.

A page reports an exercise check as (lesson, exercise, the learner's answer); the class
service reads the answer back and asks the exercise's own ``evaluate``. The attack: a
student's kernel (or a script with the student's cookie) claiming ``correct: true`` for an
answer that is wrong. Each refusal is a sentence and stores nothing.
"""

from __future__ import annotations

import pytest
from class_helpers import check_message

from coteccio_lab.curriculum import lesson, right_answer, wrong_answer
from coteccio_lab.curriculum.answers import AnswerError, answer_json, judge
from coteccio_lab.i18n import t

EVERY_EXERCISE = [(n, key) for n in range(1, 7) for key in lesson(n).keys]



def test_a_forged_correct_is_refused_and_a_wrong_answer_is_stored_as_not_quite(
    server, teacher
) -> None:
    ana = server.browser()
    assert ana.join("ana").status_code == 200
    wrong = check_message(1, "rank-order", right=False)
    forged = ana.post("api/progress", {**wrong, "correct": True})
    assert forged.status_code == 400
    assert "unknown key 'correct'" in forged.json()["error"]
    no_answer = ana.post("api/progress", {"lesson": 1, "exercise": "rank-order"})
    assert no_answer.status_code == 400 and "the learner's answer" in no_answer.json()["error"]
    assert server.store.checks() == []
    got = ana.post("api/progress", wrong)
    assert got.status_code == 200 and got.json() == {"attempts": 1, "correct": False}
    got = ana.post("api/progress", check_message(1, "rank-order", right=True))
    assert got.json() == {"attempts": 2, "correct": True}
    assert [c.correct for c in server.store.checks()] == [False, True]
    state = teacher.get("api/teacher/state").json()
    assert state["progress"]["grid"] == [
        {"student": "ana", "lessons": [{"tried": 1, "correct": 1, "total": 3}]}]
    assert state["progress"]["hard"] == [
        {"lesson": 1, "exercise": "rank-order", "title": "Highest to lowest", "tried": 1,
         "not_quite": 1}]


@pytest.mark.parametrize("body, why", [
    ({"lesson": 9, "exercise": "rank-order", "answer": []}, "there is no lesson 9"),
    ({"lesson": 1, "exercise": "order-cups", "answer": []},
     "lesson 1 has no exercise 'order-cups'"),
    ({"lesson": 1, "exercise": "rank-order", "answer": ["As", "Zz"]}, "'Zz' is not a card"),
    ({"lesson": 1, "exercise": "rank-order", "answer": "As Ks"}, "is a list of at most"),
    ({"lesson": 1, "exercise": "rank-order", "answer": ["As"] * 1000}, "is a list of at most"),
    ({"lesson": 2, "exercise": "off-suit", "answer": [1]}, "is a list of 2 items"),
    ({"lesson": 2, "exercise": "off-suit", "answer": [True, 11]}, "True is not a whole number"),
    ({"lesson": 2, "exercise": "off-suit", "answer": [1, 1e300]}, "is not a whole number"),
    ({"lesson": 3, "exercise": "tie", "answer": [{"x": 1}, []]}, "'x' is not a seat number"),
    ({"lesson": 3, "exercise": "tie", "answer": [{"0": [[[[[[1]]]]]]}, []]},
     "is not a whole number"),
    ({"lesson": 4, "exercise": "decide", "answer": "a" * 500}, "is not one of the answer's"),
    ({"lesson": 0, "exercise": "rank-order", "answer": []}, "a lesson is a number from 1"),
    ({"lesson": 1, "exercise": "../../etc", "answer": []}, "an exercise is a key like"),
])
def test_an_unknown_exercise_or_a_malformed_answer_is_refused_with_a_sentence(
    server, teacher, body, why
) -> None:
    ana = server.browser()
    assert ana.join("ana").status_code == 200
    got = ana.post("api/progress", body)
    assert got.status_code == 400, got.text
    assert why in got.json()["error"] and "Traceback" not in got.text
    assert server.store.checks() == []


@pytest.mark.parametrize("number, key", EVERY_EXERCISE)
def test_the_service_judges_every_lessons_answers_as_the_page_does(number, key) -> None:
    """The page's answer, sent as JSON, gets the page's own verdict from the service: the
    right answer is right, the typical mistake is not."""
    widget = lesson(number).build(key)
    for answer, correct in ((right_answer(widget), True), (wrong_answer(widget), False)):
        assert widget.evaluate(answer).correct is correct
        assert judge(number, key, answer_json(widget.evaluate(answer).answer)) is correct
    with pytest.raises(AnswerError, match="no exercise"):
        judge(number, key + "-x", None)


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_a_lesson_page_in_class_mode_sends_the_answer_and_no_verdict(monkeypatch, lang) -> None:
    import coteccio_lab.curriculum as curriculum

    monkeypatch.setenv("COTECCIO_CLASS_URL", "/class/")
    monkeypatch.delenv("COTECCIO_CLASS_API", raising=False)
    monkeypatch.setattr(curriculum, "_CLASS", {})
    shown: list = []
    monkeypatch.setattr(curriculum, "show_object", shown.append)
    monkeypatch.setattr(curriculum, "show_html", lambda _html: None)
    page = curriculum.page(1, lang)
    page.start()
    link = curriculum._CLASS["reporter"].link
    line = shown[-1].children[0]
    link._got(None, {"type": "me", "status": 200, "body": {"name": "Ana", "teacher": False}}, [])
    assert line.value == "<p>" + t("lesson_class_you", lang, name="<b>Ana</b>") + "</p>"
    sent: list[dict] = []
    link.send = sent.append  # what would go to the page
    widget = page.show("rank-order")
    wrong = wrong_answer(widget)
    widget.order = list(wrong)
    widget.check()
    assert sent[-1]["path"] == "api/progress"
    assert sent[-1]["body"] == {"lesson": 1, "exercise": "rank-order",
                                "answer": answer_json(wrong)}
    assert judge(1, "rank-order", sent[-1]["body"]["answer"]) is False


def test_made_up_exercises_leave_no_trace_in_the_judge() -> None:
    """A sender may name any exercise: refused, and nothing kept per name it made up."""
    from coteccio_lab.curriculum import answers

    before = len(answers._LOCKS)
    for n in range(50):
        with pytest.raises(AnswerError, match="has no exercise"):
            judge(1, f"made-up-{n}", [])
    assert len(answers._LOCKS) == before
