"""One fallback for a computer seat's bad answer, the same at every kit table.

A kit table must go on: an answer that names no move, a card not held or not following
suit, a card at the capote decision or a choice when a card is due is replaced by
``computer.fallback_move`` (the capote attempted, else the first card that follows suit),
whether the session asks (the class tables) or ``computer_move`` (the class's referee).
A learner's own function still hears of its mistake when the session is not told to go on.
"""

from __future__ import annotations

import random

import pytest

from coteccio_lab.curriculum.deals import decision_hand
from coteccio_lab.hand import Hand
from coteccio_lab.moves import InvalidMove, Move
from coteccio_lab.players import Session
from coteccio_lab.players.computer import fallback_move, settled
from coteccio_lab.view import SeatView


def _table_rules_hand() -> Hand:
    hand = Hand.deal(4, seed=7, rules={"preset": "trieste", "revoke": "table"})
    hand.push(hand.following_suit[0])
    return hand


def _bad_answers(hand: Hand) -> list[object]:
    seat = hand.to_act
    assert seat is not None
    other = next(s for s in range(hand.n) if s != seat)
    revoke = [c for c in hand.holding(seat) if c not in hand.following_suit]
    return ["Zz", 42, hand.holding(other)[0], "annul" if not hand.decision_pending else
            hand.holding(seat)[0], *revoke[:1]]


@pytest.mark.parametrize("hand_of", [_table_rules_hand, decision_hand])
def test_every_bad_answer_falls_back_to_the_one_move(hand_of) -> None:  # type: ignore[no-untyped-def]
    hand = hand_of()
    seat = hand.to_act
    assert seat is not None
    expected = fallback_move(hand, seat)
    assert expected in hand.legal_moves
    if hand.decision_pending:
        assert expected == Move(seat, capote="attempt")
    else:
        assert expected.card == hand.following_suit[0]
    for answer in _bad_answers(hand):
        session = Session(hand.copy(), {seat: lambda view, a=answer: a})
        assert session.decide(fallback=True) == expected, answer
    good = (hand.legal_moves[0] if hand.decision_pending
            else Move(seat, card=hand.following_suit[-1]))
    assert settled(good, hand, seat) == good


def test_a_learners_function_still_hears_of_its_mistake() -> None:
    hand = Hand.deal(3, seed=2, dealer=2)
    session = Session(hand, {hand.to_act: lambda view: "Zz"})
    with pytest.raises(InvalidMove, match="Zz"):
        session.decide()
    assert session.decide(fallback=True) == fallback_move(hand, hand.to_act)


def test_a_good_answer_is_kept_as_it_is() -> None:
    hand = Hand.deal(4, seed=3)
    seat = hand.to_act
    assert seat is not None
    rng = random.Random(4)
    card = rng.choice(hand.following_suit)
    session = Session(hand, {seat: lambda view: card})
    assert session.decide(fallback=True) == Move(seat, card=card)
    assert SeatView.of(hand, seat).to_act == seat
