"""What one seat may see: its own cards, the tricks face up (000, 001, 004), the trick on
the table, how many cards the others hold, the suits they showed they lack, the spies."""

from __future__ import annotations

import pytest
from engine_helpers import FOUR, STOP, WORKED, deal, play

from coteccio_lab.cards import Card, Suit, deck_order, mask_of, parse_cards
from coteccio_lab.hand import Hand
from coteccio_lab.rules import PRESETS
from coteccio_lab.view import SeatView

C = Card.parse


def test_own_cards_and_counts() -> None:
    hand = deal(WORKED, dealer=3)
    v = SeatView.of(hand, 2)
    assert v.holding == sorted(parse_cards(WORKED[2]), key=deck_order)
    assert v.counts == (5, 5, 5, 5)
    assert v.to_act == 0 and v.leader == 0 and v.dealer == 3
    assert v.legal_mask == 0 and v.following_suit == []  # not seat 2's turn
    assert v.unseen_mask.bit_count() == 35


def test_tricks_face_up_and_the_trick_on_the_table() -> None:
    """000, 001, 004: tricks are kept face up, so everybody sees which cards are gone."""
    hand = deal(WORKED, dealer=3)
    play(hand, "4b Qc 2b Jb 3c 6c")
    v = SeatView.of(hand, 1)
    assert len(v.tricks) == 1 and v.tricks[0].cards == tuple(parse_cards("4b Qc 2b Jb"))
    assert v.current == ((3, C("3c")), (0, C("6c")))
    assert v.led_suit is Suit.CUPS
    assert v.played == sorted(parse_cards("4b Qc 2b Jb 3c 6c"), key=deck_order)
    assert v.counts == (3, 4, 4, 3)
    assert v.points == (0, 0, 0, 7) and v.tricks_won == (0, 0, 0, 1)
    assert v.to_act == 1
    assert v.following_suit == [C("7c")]  # seat 1 must follow cups
    assert v.unseen_mask & mask_of(v.holding) == 0
    assert v.unseen_mask & v.played_mask == 0
    assert v.unseen_mask.bit_count() == 40 - 4 - 6


def test_voids_shown_and_may_hold() -> None:
    """Seat 1 threw Qc on batons: it has shown it holds no batons."""
    hand = deal(WORKED, dealer=3)
    play(hand, "4b Qc 2b Jb")
    v = SeatView.of(hand, 0)
    assert v.voids[1] == frozenset({Suit.BATONS})
    assert v.voids[0] == v.voids[2] == v.voids[3] == frozenset()
    assert v.may_hold(1) & Suit.BATONS.mask == 0
    assert v.may_hold(2) & Suit.BATONS.mask != 0
    assert v.may_hold(1) | Suit.BATONS.mask == v.unseen_mask | Suit.BATONS.mask


def test_a_view_never_shows_the_other_hands() -> None:
    """Two deals that differ only in the other seats' cards look the same to seat 0."""
    a = deal(["Ac 2d 3s", "Kc 4d 5s", "Qc 6d 7s"], dealer=2)
    b = deal(["Ac 2d 3s", "Qc 6d 7s", "Kc 4d 5s"], dealer=2)
    assert SeatView.of(a, 0) == SeatView.of(b, 0)
    assert SeatView.of(a, 1) != SeatView.of(b, 1)


def test_decision_pending_in_the_view() -> None:
    hand = deal(STOP, dealer=2)
    play(hand, FOUR)
    v = SeatView.of(hand, 0)
    assert v.decision_pending and v.to_act == 0 and v.legal_mask == 0
    hand.push("attempt")
    v = SeatView.of(hand, 0)
    assert v.capote_choice == "attempt" and v.following_suit == [C("2c")]


def test_spies_are_seen_by_everybody() -> None:
    """004 (Bergamo): with four or fewer players two undealt cards are shown."""
    hand = Hand.deal(3, seed=5, rules=PRESETS["bergamo"].override(min_players=3))
    assert len(hand.spies) == 2
    for seat in range(3):
        v = SeatView.of(hand, seat)
        assert v.spies == hand.spies
        assert v.unseen_mask & mask_of(hand.spies) == 0
        assert v.unseen_mask.bit_count() == 40 - 7 - 2


def test_a_seat_out_of_the_match() -> None:
    hand = deal(["Ac", "", "Kc"], dealer=1)
    v = SeatView.of(hand, 1)
    assert v.holding == [] and v.active == (0, 2) and v.counts == (1, 0, 1)
    with pytest.raises(ValueError, match="no seat 3 at this table of 3"):
        SeatView.of(hand, 3)
