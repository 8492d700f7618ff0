"""Luck and skill over a match and the error rate per decision: for the learner (the
review, the dashboard's panel, ``coteccio-lab review`` of a saved match) and for the
teacher (the class service's practice summary, judged by the service itself)."""

from __future__ import annotations

import json
import random
import threading
import time
from typing import Any

import pytest
from dashboard_drivers import highest_legal

from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.dealcode import deal_code, parse_deal_code
from coteccio_lab.hand import Hand
from coteccio_lab.i18n.numbers import percent
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


def test_a_stored_hands_error_figures_are_what_its_review_says() -> None:
    judge = ClassMistakes()
    for text, seed, levels in _records(3):
        review = review_hand(HandRecord.from_json(json.loads(text)), 0, seed=seed,
                             levels=levels)
        assert judge.hand_errors(text, seed, levels) == (len(review.decisions),
                                                         len(review.mistakes))
    # a stored record that cannot be read counts for nothing, and breaks nothing
    assert judge.hand_errors("{not json", 1, ("human",)) == (0, 0)


class _CountingJudge(ClassMistakes):
    """The class's judge of mistakes, counting the hands it judges and on which thread."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: list[str] = []

    def hand_errors(self, record: str, seed: int, levels: Any) -> tuple[int, int]:
        self.threads.append(threading.current_thread().name)
        return super().hand_errors(record, seed, levels)


def test_the_teachers_view_reads_stored_error_figures_and_never_judges(tmp_path: Any) -> None:
    from coteccio_lab.classservice.service import ClassService
    from coteccio_lab.classservice.store import ClassStore

    store = ClassStore.open(folder=tmp_path / "class")
    judge = _CountingJudge()
    service = ClassService(store, lambda lesson, exercise, answer: False, mistakes=judge)
    code = "K7QX-3MPA"
    service.set_game({"code": code, "opponents": ["cautious", "cautious"]})
    table = service.game().table.text()  # type: ignore[union-attr]
    for name in ("Bea", "Ana", "Caio"):
        store.join(name, name[0] * 64)
    records = _records(3)
    stored = {"Ana": records[:2], "Bea": records[2:]}
    for name, theirs in stored.items():
        for n, (text, _seed, _levels) in enumerate(theirs, 1):
            store.add_hand(name, code, table, n, delta=0, points=3, outcome="normal",
                           record=text)
    # stored behind the service's back (as before a restart): nothing judged yet, and the
    # view says so without judging
    rows = {r["student"]: r for r in service.practice_summary("it")["students"]}
    assert set(rows) == {"Ana", "Bea"}  # Caio has played no hand
    assert rows["Ana"]["errors"] == {"graded": 0, "mistakes": 0, "pending": 2, "rate": ""}
    assert threading.current_thread().name not in judge.threads
    # the view woke the service's judge of stored hands: it judges each hand once
    deadline = time.monotonic() + 120
    while store.error_counts()["Ana"][2] or store.error_counts()["Bea"][2]:
        assert time.monotonic() < deadline, "the stored hands were never judged"
        time.sleep(0.05)
    assert judge.threads == ["coteccio-hand-judge"] * 3
    # the figures are the judge's own on each hand, reviewed as the student's review does
    for name, theirs in stored.items():
        reviews = [review_hand(HandRecord.from_json(json.loads(text)), 0,
                               seed=parse_deal_code(code) + n,
                               levels=("human", "cautious", "cautious"))
                   for n, (text, _seed, _levels) in enumerate(theirs, 1)]
        graded, wrong = sum(len(r.decisions) for r in reviews), sum(len(r.mistakes)
                                                                    for r in reviews)
        assert graded > 0
        assert store.error_counts()[name] == (graded, wrong, 0)
        row = next(r for r in service.practice_summary("it")["students"]
                   if r["student"] == name)
        assert row["errors"] == {"graded": graded, "mistakes": wrong, "pending": 0,
                                 "rate": percent(wrong / graded, "it")}
    assert len(judge.threads) == 3  # the views judged nothing again
    # a count is kept once: the same hand counted again changes nothing
    with pytest.raises(ValueError):
        store.set_hand_errors(1, 2, 3)
    service.judging.stop()
    store.close()
