"""Fresh drills of every skill, their answers the engine's, and the spaced-repetition
schedule that keeps them (``coteccio_lab.drills``); in a class, the service judges a drill
by dealing it again from its seed and gives the learner's schedule back in ``api/me``.

The drills' answers are checked here against rules written out by hand (follow suit; the
highest card of the suit led takes the trick; the card points; the capote's odds counted
one layout at a time), not against the code that made them.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from fractions import Fraction

import pytest
from engine_helpers import brute_capote

from coteccio_lab.cards import deck_order
from coteccio_lab.classservice.client import PRACTICE
from coteccio_lab.curriculum.answers import judge
from coteccio_lab.drills import INTERVALS, SKILLS, DrillError, Schedule, ScheduleError, drill
from coteccio_lab.drills.deals import DUCK_MARGIN
from coteccio_lab.questions import AnswerError, Question, answer_json
from coteccio_lab.view import SeatView

SEEDS = range(12)
DAY = datetime(2026, 3, 1, 9, tzinfo=timezone.utc)


def _right_and_wrong(q: Question) -> None:
    assert q.evaluate(q.right_answer()).correct
    assert not q.evaluate(q.wrong_answer()).correct
    again = Question.from_json(q.to_json())
    assert again.judge_json(answer_json(q.right_answer())).correct


@pytest.mark.parametrize("seed", SEEDS)
def test_a_legal_drill_follows_suit(seed: int) -> None:
    q = drill("legal", seed)
    hand, seat = q.hand, q.seat
    holding = hand.holding(seat)
    led = hand.led_suit
    follow = [c for c in holding if c.suit == led]
    assert sorted(q.right_answer(), key=deck_order) == sorted(follow or holding, key=deck_order)
    _right_and_wrong(q)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_trick_drill_is_won_by_the_highest_card_of_the_suit_led(seed: int) -> None:
    q = drill("trick", seed)
    led = q.cards[0].suit
    best = max((c for c in q.cards if c.suit == led), key=lambda c: c.rank)
    assert q.right_answer() == (q.seats[q.cards.index(best)], sum(c.points for c in q.cards))
    _right_and_wrong(q)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_score_drill_counts_the_cards_and_the_last_trick(seed: int) -> None:
    q = drill("score", seed)
    points, _payers = q.right_answer()
    hand = q.hand
    if q.score.outcome == "normal":
        counted = {s: 0 for s in hand.active}
        for trick in hand.tricks:
            counted[trick.winner] += sum(c.points for c in trick.cards)
        counted[hand.tricks[-1].winner] += hand.rules.last_trick_bonus
        assert points == counted
    _right_and_wrong(q)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_capote_drill_decides_by_the_odds_counted_layout_by_layout(seed: int) -> None:
    q = drill("capote", seed)
    good, total = brute_capote(SeatView.of(q.hand, q.hand.to_act or 0))
    numbers = q.numbers()
    assert numbers.probability == Fraction(good, total)
    # attempting: +1 life with probability p, -1 otherwise; annulling: nothing
    assert q.right_answer() == ("attempt" if Fraction(good, total) >= Fraction(1, 2) else "annul")
    _right_and_wrong(q)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_stop_drill_is_stopped_by_a_higher_card_of_the_suit_led(seed: int) -> None:
    q = drill("stop", seed)
    hand = q.hand
    assert hand.capote_taker == hand.leader != q.seat
    led = hand.led_suit
    best = max(c.rank for _, c in hand.current_trick if c.suit == led)
    higher = [c for c in hand.holding(q.seat) if c.suit == led and c.rank > best]
    assert set(q.stoppers()) == set(higher) and higher
    _right_and_wrong(q)


@pytest.mark.parametrize("seed", SEEDS[:6])
def test_a_duck_drill_is_two_cards_from_the_end_and_one_card_is_clearly_better(seed: int) -> None:
    q = drill("duck", seed)
    hand = q.hand
    assert hand.tricks_done == hand.hand_size - 2 and len(hand.following_suit) == 2
    values = sorted((v.utility for v in q.advice.legal), reverse=True)
    assert values[0] - values[1] >= DUCK_MARGIN
    assert q.advice.samples > 0
    _right_and_wrong(q)


@pytest.mark.parametrize("skill", SKILLS)
def test_drills_are_fresh_deals_and_the_same_seed_is_the_same_drill(skill: str) -> None:
    first = [drill(skill, seed).to_json() for seed in range(4)]
    assert drill(skill, 2).to_json() == first[2]
    assert len({repr(j) for j in first}) == 4, "four seeds, four different drills"
    assert drill(skill, 1).skill == skill


def test_a_drill_refuses_an_unknown_skill_and_a_bad_seed() -> None:
    for skill, seed in (("juggling", 1), ("legal", -1), ("legal", True), ("legal", 2**60)):
        with pytest.raises(DrillError):
            drill(skill, seed)  # type: ignore[arg-type]


# ---- the schedule ----------------------------------------------------------------------------


def test_right_answers_space_the_reviews_one_day_three_days_a_week_two_weeks_a_month() -> None:
    s = Schedule()
    at = DAY
    gaps = []
    for _ in range(6):
        s.record("trick", True, at)
        due = s.state("trick").due
        assert due is not None
        gaps.append((due - at).days)
        at = due
    assert gaps == [1, 3, 7, 14, 30, 30]
    assert [g.days for g in INTERVALS] == [1, 3, 7, 14, 30]


def test_a_wrong_answer_brings_the_skill_back_tomorrow_and_an_early_right_one_waits() -> None:
    s = Schedule()
    s.record("score", True, DAY)
    s.record("score", True, DAY + timedelta(days=1))  # due: to box 2, three days
    state = s.state("score")
    assert state.box == 2 and state.due == DAY + timedelta(days=4)
    s.record("score", True, DAY + timedelta(days=2))  # early: nothing moves
    assert s.state("score").due == DAY + timedelta(days=4)
    s.record("score", False, DAY + timedelta(days=2, hours=1))
    state = s.state("score")
    assert state.box == 0 and state.due == DAY + timedelta(days=3, hours=1)
    assert [d.item for d in s.due(DAY + timedelta(days=2, hours=2))] == [
        "legal", "trick", "capote", "stop", "duck"]
    assert s.next_item(DAY + timedelta(days=2, hours=2)).item == "legal"
    assert s.due(DAY + timedelta(days=4))[0].item == "score"  # the longest overdue first


def test_mastery_weighs_recent_answers_more() -> None:
    late, early = Schedule(), Schedule()
    for i, ok in enumerate([False, False, True, True]):
        late.record("stop", ok, DAY + timedelta(days=i))
        early.record("stop", not ok, DAY + timedelta(days=i))
    assert late.state("stop").mastery > 0.5 > early.state("stop").mastery
    assert Schedule().state("stop").mastery == 0.5 and Schedule().state("stop").answers == 0


def test_the_schedule_survives_its_json_and_refuses_a_hostile_one() -> None:
    s = Schedule()
    s.record("legal", False, DAY)
    mistake = drill("stop", 3).to_json()
    s.add_mistake(mistake, "stop", DAY)
    again = Schedule.loads(s.dumps())
    assert again.to_json() == s.to_json()
    items = again.states()
    mistakes = [st for st in items.values() if st.question is not None]
    assert len(mistakes) == 1 and mistakes[0].question == mistake
    for text in ("[", "[]", '{"format": "coteccio-practice/1"}',
                 '{"format": "coteccio-practice/1", "reviews": [{"skill": 3}]}',
                 '{"format": "coteccio-practice/1", "reviews": [{"skill": "legal", '
                 '"correct": 1, "at": "2026-03-01T09:00:00+00:00"}]}',
                 '{"format": "coteccio-practice/1", "reviews": [{"skill": "legal", '
                 '"correct": true, "at": "yesterday"}]}',
                 '{"format": "coteccio-practice/1", "reviews": [{"skill": "legal", '
                 '"correct": true, "at": "2026-03-01T09:00:00"}]}',
                 "[" * 100_000):
        with pytest.raises(ScheduleError):
            Schedule.loads(text)
    assert Schedule.loads("").reviews == []


# ---- in a class ------------------------------------------------------------------------------


def test_the_judge_deals_the_drill_again_from_its_seed() -> None:
    for skill in SKILLS:
        q = drill(skill, 5)
        assert judge(PRACTICE, skill, {"seed": 5, "answer": answer_json(q.right_answer())})
        assert not judge(PRACTICE, skill, {"seed": 5, "answer": answer_json(q.wrong_answer())})
    for bad in ({"seed": 5}, {"seed": "5", "answer": None}, [5], {"seed": 5, "answer": 1,
                                                                   "correct": True}):
        with pytest.raises(AnswerError):
            judge(PRACTICE, "trick", bad)
    with pytest.raises(AnswerError, match="no skill"):
        judge(PRACTICE, "rank-order", {"seed": 5, "answer": []})


def test_a_class_keeps_the_students_practice_and_gives_it_back(server) -> None:  # noqa: ANN001
    ana, bea = server.browser(), server.browser()
    assert ana.join("ana").status_code == 200 and bea.join("bea").status_code == 200
    q = drill("trick", 9)
    right = {"lesson": PRACTICE, "exercise": "trick",
             "answer": {"seed": 9, "answer": answer_json(q.right_answer())}}
    wrong = {**right, "answer": {"seed": 9, "answer": answer_json(q.wrong_answer())}}
    assert ana.post("api/progress", wrong).json() == {"attempts": 1, "correct": False}
    assert ana.post("api/progress", right).json() == {"attempts": 2, "correct": True}
    practice = ana.get("api/me").json()["practice"]
    assert [(p["skill"], p["correct"]) for p in practice] == [("trick", False), ("trick", True)]
    assert Schedule.of_checks(practice).state("trick").answers == 2
    assert bea.get("api/me").json()["practice"] == []
