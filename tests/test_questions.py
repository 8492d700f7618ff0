"""The one question model: plain objects with no widget, their JSON, and the judge.

Every lesson exercise is a question (``coteccio_lab.questions``); its widget is a view of
it. A question survives its JSON form (the same right answer, the same verdicts), a
hostile JSON is refused with a sentence, and the class service judges answers in a fresh
interpreter that never loads a widget library (``tests/test_layers.py``).
"""

from __future__ import annotations

import json

import pytest

from coteccio_lab.curriculum import lesson
from coteccio_lab.curriculum.answers import judge
from coteccio_lab.hand import position
from coteccio_lab.questions import (
    AnswerError,
    LegalQuestion,
    OrderQuestion,
    PlayQuestion,
    Question,
    QuestionError,
    TrickQuestion,
    answer_json,
)

EVERY_EXERCISE = [(n, key) for n in range(1, 7) for key in lesson(n).keys]


@pytest.mark.parametrize(("number", "key"), EVERY_EXERCISE)
def test_every_lesson_question_survives_its_json(number: int, key: str) -> None:
    question = lesson(number).question(key)
    data = json.loads(json.dumps(question.to_json()))
    again = Question.from_json(data)
    assert type(again) is type(question)
    assert again.to_json() == question.to_json()
    right, wrong = question.right_answer(), question.wrong_answer()
    assert answer_json(again.right_answer()) == answer_json(right)
    for answer, correct in ((right, True), (wrong, False)):
        sent = again.read_answer(json.loads(json.dumps(answer_json(answer))))
        verdict = again.evaluate(sent)
        assert verdict.correct is correct
        # the explanation, and for a wrong answer the hint, in each language: no widget
        for lang in ("en", "it", "pt"):
            assert verdict.why(lang) and (correct or verdict.hint_text(lang))


def test_a_position_question_is_refereed_when_read_back() -> None:
    question = LegalQuestion(position("Jb 7c 2d", "4b Qc"))
    data = question.to_json()
    assert Question.from_json(data).right_answer() == question.right_answer()
    # a card that was never dealt, and a revoke planted in the plays
    forged = json.loads(json.dumps(data))
    forged["position"]["plays"] = ["4b", "Ad"]
    with pytest.raises(QuestionError, match="position"):
        Question.from_json(forged)
    with pytest.raises(QuestionError, match="not a kind of question"):
        Question.from_json({"kind": "nonsense"})
    with pytest.raises(QuestionError, match="JSON object"):
        Question.from_json(["order"])
    with pytest.raises(QuestionError, match="malformed"):
        Question.from_json({"kind": "order", "cards": ["Ac"]})
    with pytest.raises(QuestionError, match="malformed"):
        Question.from_json({"kind": "trick", "cards": "4b Qc", "leader": "x"})


def test_answers_of_the_wrong_shape_are_refused_before_evaluate() -> None:
    trick = TrickQuestion("4b Qc 2b Jb", leader=0)
    assert trick.judge_json([3, 7]).correct and not trick.judge_json([1, 7]).correct
    for bad in ([3], "3", [True, 7], [3, 10**9], {"0": 1}):
        with pytest.raises(AnswerError):
            trick.judge_json(bad)
    order = OrderQuestion("7s As 3s")
    with pytest.raises(AnswerError, match="not a card"):
        order.judge_json(["As", "Zz"])
    with pytest.raises(AnswerError):
        judge(1, "rank-order", [["As"]])


def test_a_what_do_you_play_question_keeps_the_match_counters_in_its_json() -> None:
    hand = position("Jb 7c 2d", "4b Qc")
    question = PlayQuestion(hand, seed=3, counters=[1, 5, 5, 5])
    again = Question.from_json(json.loads(json.dumps(question.to_json())))
    assert isinstance(again, PlayQuestion) and again.counters == [1, 5, 5, 5]
    assert again.right_answer() == question.right_answer() == hand.following_suit[0]
    assert again.evaluate(again.right_answer()).correct
    with pytest.raises(QuestionError, match="counters"):
        Question.from_json({**question.to_json(), "counters": ["x"]})
    with pytest.raises(QuestionError, match="asked with"):
        Question.from_json({**question.to_json(), "prompt": "class_err_no_game"})
