"""The class's referee: only hands it replays itself from the class game enter the results.

Each attack on the referee is written here first: "a hand the student was never dealt (a seed
that is not the class game's), a match 'won' with no hand played, a row for hand 42",
an illegal play, a claimed outcome; and what the student may legitimately do: resend a
hand whose answer was lost, call or decline the doctor.
"""

from __future__ import annotations

import copy
import json

import pytest
from class_helpers import CODE, OPPONENTS, played_records

from coteccio_lab.cards import Card
from coteccio_lab.classservice.game import ClassGame
from coteccio_lab.classservice.verify import StudentMatch, VerifyError

GAME = ClassGame(CODE, opponents=OPPONENTS, mode="table")


@pytest.fixture(scope="module")
def records() -> list[dict]:
    return played_records()


def test_a_whole_match_from_the_dashboard_is_accepted_with_the_engines_numbers(records) -> None:
    student = StudentMatch.new(GAME)
    for n, record in enumerate(records, 1):
        got = student.verify(n, record)
        assert got.delta == record["result"]["delta"][0]
        assert got.points == record["result"]["points"][0]
        assert got.outcome == record["result"]["outcome"]
    assert got.match_over
    rebuilt = StudentMatch.rebuild(GAME, [json.dumps(v.record) for v in student.verified])
    assert rebuilt.match.counters == student.match.counters and rebuilt.match.over


def test_a_hand_from_another_deal_code_is_refused(records) -> None:
    other = played_records(code="0000-00AB")
    with pytest.raises(VerifyError, match=f"hand 1 was not dealt from the class game {CODE}"):
        StudentMatch.new(GAME).verify(1, other[0])


@pytest.mark.parametrize("n, why", [
    (42, "your next hand on this class game is hand 1, not hand 42"),
    (0, "a hand number is from 1 to 500, not 0"),
    (10**400, "a hand number is from 1 to 500"),
    (True, "a hand number is a whole number"),
    ("1", "a hand number is a whole number"),
    (1.0, "a hand number is a whole number"),
])
def test_hand_numbers_are_the_next_one_only(records, n, why) -> None:
    student = StudentMatch.new(GAME)
    with pytest.raises(VerifyError, match=why):
        student.verify(n, records[0])
    assert student.verified == []


def test_the_records_claims_are_ignored(records) -> None:
    forged = copy.deepcopy(records[0])
    forged["result"] = {"outcome": "capote", "delta": [5, -4, -4, -4], "winner": 0,
                        "winners": [0]}
    got = StudentMatch.new(GAME).verify(1, forged)
    assert got.delta == records[0]["result"]["delta"][0]
    assert not got.won and got.record["result"] == records[0]["result"]


def test_counters_other_than_the_services_are_refused(records) -> None:
    forged = copy.deepcopy(records[0])
    forged["lives"] = [9, 1, 1, 1]
    with pytest.raises(VerifyError, match=r"counters before the hand are \[4, 4, 4, 4\]"):
        StudentMatch.new(GAME).verify(1, forged)


def test_an_illegal_play_is_refused_with_the_referees_sentence(records) -> None:
    record = copy.deepcopy(records[0])
    # seat 0 plays, at its first turn, a card that seat 1 holds
    seat0 = next(i for i, c in enumerate(record["plays"]) if c in record["hands"][0])
    stolen = next(c for c in record["hands"][1] if c not in record["plays"][:seat0])
    record["plays"][seat0] = stolen
    student = StudentMatch.new(GAME)
    with pytest.raises(VerifyError, match=rf"^hand 1: play {seat0} \(seat 0, {stolen}\): "
                       rf"{stolen} is not in seat 0's hand"):
        student.verify(1, record)
    assert student.verified == [] and student.match.deal_no == 1


def test_a_computer_seats_card_must_be_the_class_players_own(records) -> None:
    record = copy.deepcopy(records[0])
    student = StudentMatch.new(GAME)
    # swap two cards of the first computer seat to play, so its first card changes
    first = (record["dealer"] + 1) % 4
    seat = first if first != 0 else 1
    idx = (seat - first) % 4
    card = record["plays"][idx]
    others = [c for c in record["hands"][seat] if c != card
              and Card.parse(c).suit == Card.parse(card).suit] if idx else [
              c for c in record["hands"][seat] if c != card]
    if not others:
        pytest.skip("no other legal card for that seat")
    j = record["plays"].index(others[0])
    record["plays"][idx], record["plays"][j] = others[0], card
    with pytest.raises(VerifyError, match=rf"seat {seat}"):
        student.verify(1, record)
    assert student.verified == []


def test_the_same_hand_sent_again_answers_the_same_and_another_is_refused(records) -> None:
    student = StudentMatch.new(GAME)
    first = student.verify(1, records[0])
    student.verify(2, records[1])
    # a lost answer, or a saved match loaded again: the same hands get the same answers
    assert student.verify(1, copy.deepcopy(records[0])) is first
    assert len(student.verified) == 2
    with pytest.raises(VerifyError, match="already in the class results"):
        student.verify(1, records[1])


def test_nothing_after_the_match_is_over(records) -> None:
    student = StudentMatch.new(GAME)
    for n, record in enumerate(records, 1):
        student.verify(n, record)
    with pytest.raises(VerifyError, match="is over after"):
        student.verify(len(records) + 1, records[0])


@pytest.mark.parametrize("raw", [None, [], "x", {"format": "coteccio-hand/1"},
                                 {"format": "coteccio-hand/1", "dealer": 3, "hands": "no",
                                  "plays": []}])
def test_malformed_records_are_one_sentence(raw) -> None:
    with pytest.raises(VerifyError, match=r"^hand 1: "):
        StudentMatch.new(GAME).verify(1, raw)


def test_an_unfinished_hand_is_refused(records) -> None:
    partial = {**records[0], "plays": records[0]["plays"][:5]}
    with pytest.raises(VerifyError, match="hand 1 is not finished"):
        StudentMatch.new(GAME).verify(1, partial)


def test_other_rules_than_the_class_games_are_refused(records) -> None:
    with pytest.raises(VerifyError, match="the class game's are Trieste|class game's are"):
        StudentMatch.new(GAME).verify(1, {**records[0], "rules": "bergamo"})


def test_declining_the_doctor_is_read_from_the_next_hands_counters() -> None:
    for seed in range(40):
        records = played_records(seed=seed, doctor=False)
        outs = [n for n, r in enumerate(records) if 0 in r["result"].get("eliminated", [])]
        if outs and outs[0] + 1 < len(records):
            break
    else:
        pytest.skip("no seed eliminates seat 0 before the end")
    student = StudentMatch.new(GAME)
    for n, record in enumerate(records, 1):
        student.verify(n, record)
    assert student.match.over and student.verified[-1].out


@pytest.mark.parametrize("choice", ["restart", "fifth"])
def test_the_students_cappotto_answer_is_read_from_the_next_hands_counters(choice) -> None:
    # Without annulling, so that a hand ends in a loss rather than an annulled capote. The
    # opponent's level does not matter to the referee, which replays whatever the game names:
    # a cautious one costs a fraction of a second a match where the expert took over a second.
    # Against it, this deal code (not the class's, whose fourth hand a cautious opponent
    # always loses) gives a random seat 0 four lost hands in about one seed in twenty.
    rules = {"preset": "trieste", "cappotto_hands": True, "annul": False}
    code = "0000-00AC"
    game = ClassGame(code, rules=rules, opponents=("cautious",), mode="table")
    for seed in range(300):
        records = played_records(code=code, opponents=("cautious",), seed=seed, rules=rules,
                                 cappotto=choice)
        # seat 0 lost each of the first four hands: the cappotto was offered
        if len(records) > 4 and all(r["result"]["delta"][0] < 0 for r in records[:4]):
            break
    else:
        pytest.fail("no seed gives seat 0 the cappotto: the test would prove nothing")
    student = StudentMatch.new(game)
    for n, record in enumerate(records, 1):
        student.verify(n, record)
    assert student.match.over
