"""Luck and skill over a match and the error rate per decision: for the learner (the
review, the dashboard's panel, ``coteccio-lab review`` of a saved match) and for the
teacher (the class service's practice summary, judged by the service itself)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from dashboard_drivers import highest_legal

from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.dealcode import deal_code
from coteccio_lab.hand import Hand
from coteccio_lab.players import make_player
from coteccio_lab.records import HandRecord
from coteccio_lab.review import review_hand
from coteccio_lab.review.luck import match_luck
from coteccio_lab.review.practice import ClassMistakes
from coteccio_lab.view import SeatView


def test_a_match_adds_its_hands_and_rates_errors_over_every_decision() -> None:
    one = {"result": -1.0, "average": -0.25, "decisions": 0.3, "cards": -0.45,
           "graded": 2.0, "mistakes": 1.0, "error_rate": 0.5}
    two = {"result": 0.0, "average": -0.25, "decisions": 0.0, "cards": 0.25,
           "graded": 8.0, "mistakes": 0.0, "error_rate": 0.0}
    total = match_luck([one, two])
    assert total is not None
    assert total["result"] == -1.0 and total["decisions"] == pytest.approx(0.3)
    assert total["cards"] == pytest.approx(-0.2) and total["hands"] == 2
    # one mistake in ten decisions, not the mean of the hands' rates (25 %)
    assert total["error_rate"] == pytest.approx(0.1)
    assert match_luck([]) is None


def _play_hand(d: Dashboard) -> None:
    while d.phase in ("play", "capote"):
        if d.phase == "play":
            d.click(highest_legal(d))
        else:
            d.decide("attempt")


def test_the_dashboards_review_gives_the_hand_and_the_match_so_far() -> None:
    d = Dashboard()
    d.start(Setup(opponents=("cautious", "random"), code=deal_code(11)))
    state = ReviewState()
    _play_hand(d)
    assert state.open(d)
    first = state.view(d, "en")
    assert "Luck and skill" in first["luck"] and "error rate" in first["luck"]
    assert first["match_luck"] == ""  # one hand is not yet a match's figure
    one = state.review.luck() if state.review is not None else None
    d.next()
    _play_hand(d)
    assert state.open(d)
    two = state.review.luck() if state.review is not None else None
    assert one is not None and two is not None
    view = state.view(d, "en")
    assert view["match_luck"].startswith("Over the match's 2 hands reviewed")
    total = match_luck([one, two])
    assert total is not None
    assert f"{total['result']:+.2f}".replace("-", "−") in view["match_luck"]
    assert "Errori o errori gravi" in state.view(d, "it")["match_luck"]


def _records(count: int) -> list[tuple[str, int, tuple[str, ...]]]:
    """Stored hands as the service keeps them: seat 0 random (it errs), the rest cautious."""
    out = []
    for seed in range(count):
        hand = Hand.deal(3, seed=seed, dealer=seed % 3)
        players = [make_player("random"), make_player("cautious"), make_player("cautious")]
        rng = random.Random(seed)
        while not hand.over:
            seat = hand.to_act
            assert seat is not None
            hand.push(players[seat].choose(SeatView.of(hand, seat), rng))
        out.append((json.dumps(HandRecord.of_hand(hand).to_json()), seed,
                    ("human", "cautious", "cautious")))
    return out


def test_the_class_judges_error_rates_a_few_hands_at_a_time() -> None:
    records = _records(3)
    judge = ClassMistakes()
    graded, wrong, pending, used = judge.errors(records, budget=1)
    assert (pending, used) == (2, 1)
    graded, wrong, pending, used = judge.errors(records, budget=5)
    assert (pending, used) == (0, 2)  # the first hand is not judged again
    reviews = [review_hand(HandRecord.from_json(json.loads(text)), 0, seed=seed, levels=levels)
               for text, seed, levels in records]
    assert graded == sum(len(r.decisions) for r in reviews) > 0
    assert wrong == sum(len(r.mistakes) for r in reviews)
    assert judge.errors(records, budget=0) == (graded, wrong, 0, 0)
    # a stored record that cannot be read counts for nothing, and breaks nothing
    assert judge.errors([("{not json", 1, ("human",))], budget=1) == (0, 0, 0, 1)


class _Errors:
    """The service's judge of mistakes, with error figures fixed for the test."""

    def __init__(self) -> None:
        self.budgets: list[int] = []

    def mistake(self, question: Any, records: Any) -> Any:
        raise ValueError("not here")

    def retry(self, question: Any, answer: Any) -> bool:
        return False

    def errors(self, records: Any, budget: int) -> tuple[int, int, int, int]:
        self.budgets.append(budget)
        return 8, 1, 1, min(budget, 2)


def test_the_teachers_practice_view_has_each_students_error_rate(tmp_path: Any) -> None:
    from coteccio_lab.classservice.service import ERRORS_BUDGET, ClassService
    from coteccio_lab.classservice.store import ClassStore

    store = ClassStore.open(folder=tmp_path / "class")
    errors = _Errors()
    service = ClassService(store, lambda lesson, exercise, answer: False, mistakes=errors)
    service.set_game({"code": "K7QX-3MPA", "opponents": ["cautious", "cautious"]})
    table = service.game().table.text()  # type: ignore[union-attr]
    for name in ("Bea", "Ana", "Caio"):
        store.join(name, name[0] * 64)
    text, _seed, _levels = _records(1)[0]
    for name in ("Ana", "Bea"):
        store.add_hand(name, "K7QX-3MPA", table, 1, delta=0, points=3, outcome="normal",
                       record=text)
    rows = {r["student"]: r for r in service.practice_summary("it")["students"]}
    assert set(rows) == {"Ana", "Bea"}  # Caio has played no hand
    assert rows["Ana"]["errors"] == {"graded": 8, "mistakes": 1, "pending": 1,
                                     "rate": "12,5%"}
    # the budget is shared by the class: what one student's hands used is gone
    assert errors.budgets == [ERRORS_BUDGET, ERRORS_BUDGET - 2]
    store.close()
