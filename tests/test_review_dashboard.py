"""The dashboard's review of the last hand without a browser (``dashboard.reviewing`` and
the panel's message handler): what it shows when, retries checked as questions, hostile
messages refused, the doctor graded, and the review forgotten once the next hand is
played."""

from __future__ import annotations

from typing import Any

import pytest
from dashboard_drivers import highest_legal

from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.dealcode import deal_code
from coteccio_lab.match import Match
from coteccio_lab.questions import Question

OPPONENTS = ("cautious", "random")


def first_hand(seed: int) -> Dashboard:
    d = Dashboard()
    d.start(Setup(opponents=OPPONENTS, code=deal_code(seed)))
    while d.phase in ("play", "capote"):
        if d.phase == "play":
            d.click(highest_legal(d))
        else:
            d.decide("attempt")
    return d


@pytest.fixture(scope="module")
def reviewed() -> tuple[Dashboard, ReviewState, int]:
    for seed in range(60):
        d = first_hand(seed)
        state = ReviewState()
        if d.phase == "hand_over" and state.open(d):
            found = [i for i, x in enumerate(state.decisions)
                     if x.grade not in ("best", "close")]
            if found:
                return d, state, found[0]
    raise AssertionError("no first hand with a decision below best in 60 deal codes")


def test_no_review_while_the_hand_is_played() -> None:
    d = Dashboard()
    d.start(Setup(opponents=OPPONENTS, code=deal_code(3)))
    state = ReviewState()
    assert d.phase == "play" and not state.available(d) and not state.open(d)
    view = state.view(d, "en")
    assert view["available"] is False and view["open"] is False and "decisions" not in view


def test_the_review_and_the_hand_face_up(reviewed: tuple[Dashboard, ReviewState, int]) -> None:
    d, state, _ = reviewed
    view = state.view(d, "it")
    assert view["open"] and view["hand"] == "Analisi della smazzata 1"
    assert len(view["decisions"]) == len(state.decisions)
    assert view["step"]["title"] == "Le mani iniziali"
    assert sum(len(s["cards"]) for s in view["step"]["seats"]) == 15
    state.go(99)
    assert state.view(d, "en")["step"]["title"] == "Trick 5 of 5"
    state.go(-4)
    assert state.step == 0


def test_a_retry_is_a_question_checked_again(reviewed: tuple[Dashboard, ReviewState, int],
                                             ) -> None:
    d, state, at = reviewed
    decision = state.decisions[at]
    assert state.retry(at)
    question = state.question()
    assert question is not None
    again = Question.from_json(question.to_json())
    assert again.evaluate(again.read_answer(decision.best)
                          if decision.kind == "card" else decision.best).correct
    view = state.view(d, "en")
    retry = view["retry"]
    assert retry is not None and retry["message"] == ""
    # the answer is not on the page before the learner answers: no sentence, no best
    assert "best" not in retry and decision.why("en") not in str(retry)
    wrong = state.choose(decision.played)
    assert wrong is not None and not wrong.correct
    assert "Try again" in state.view(d, "en")["retry"]["message"]
    assert state.choose("nonsense") is None and state.choose("Kc" if decision.best != "Kc"
                                                              else "Ks") is None
    right = state.choose(decision.best)
    assert right is not None and right.correct
    assert state.view(d, "pt")["retry"]["message"].startswith("Certo")
    state.leave_retry()
    assert state.view(d, "en")["retry"] is None


def test_a_best_decision_or_a_missing_one_is_not_retried(
        reviewed: tuple[Dashboard, ReviewState, int]) -> None:
    _, state, _ = reviewed
    best = [i for i, x in enumerate(state.decisions) if x.grade in ("best", "close")]
    if best:
        assert not state.retry(best[0])
    assert not state.retry(len(state.decisions)) and not state.retry(-1)


def test_the_panel_refuses_what_the_page_should_not_send(
        reviewed: tuple[Dashboard, ReviewState, int]) -> None:
    from coteccio_lab.dashboard.review import ReviewPanel

    d, state, _ = reviewed
    panel = ReviewPanel(d)
    panel.state = state
    bad: list[dict[str, Any]] = [
        {"action": "retry", "i": "0"}, {"action": "step", "step": None},
        {"action": "answer", "move": ["Ac"]}, {"action": "explode"}, {},
    ]
    before = state.view(d, "en")
    for content in bad:
        panel.handle(content)
    assert state.view(d, "en") == before


def test_the_doctor_is_graded_when_answered_and_the_review_forgotten_next_hand() -> None:
    d = Dashboard()
    d.start(Setup(opponents=OPPONENTS, code=deal_code(1)))
    # seat 0 out with the doctor offered: a teaching position set on the controller's match
    d.match = Match.position({"preset": "trieste", "doctor": "once"}, [0, 3, 2],
                             seed=d.match.seed if d.match else 1)
    d.session = d._new_session(d.match)
    state = ReviewState()
    state.grade_choice(d, "doctor:stay")
    assert state.doctor_decision is not None and state.doctor_decision.grade == "blunder"
    d.choose("doctor:stay")
    assert state.decisions[-1].kind == "doctor"
    played = first_hand(4)
    state.sync(played)  # another dashboard, another hand: nothing of the first is kept
    assert state.doctor_decision is None and state.review is None
