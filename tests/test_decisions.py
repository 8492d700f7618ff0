"""Decisions as data: the engine lists every pending decision (who, what kind, its moves),
and every move of a choice carries the catalogue key of its button."""

from __future__ import annotations

import random

import pytest

from coteccio_lab.curriculum.deals import decision_hand
from coteccio_lab.hand import Hand
from coteccio_lab.i18n import LANGUAGES, t
from coteccio_lab.match import Match
from coteccio_lab.moves import BUTTON_KEYS, Move


def test_a_hand_lists_its_one_decision_a_card_or_the_capote_choice() -> None:
    hand = Hand.deal(4, seed=7)
    [decision] = hand.pending
    assert (decision.seat, decision.kind) == (hand.to_act, "card")
    assert list(decision.moves) == hand.legal_moves
    assert all(move.key == "" for move in decision.moves)
    capote = decision_hand()  # lesson 4's deal: seat 0 has won the first four tricks
    [decision] = capote.pending
    assert (decision.seat, decision.kind, decision.codes) == (0, "capote", ["annul", "attempt"])
    assert [move.key for move in decision.moves] == ["ui_annul", "ui_attempt"]
    hand = Hand(None, [["Ac"], ["2c"]], dealer=1)
    hand.push("Ac")
    hand.push("2c")
    assert hand.over and hand.pending == []


def test_several_seats_asked_at_once_are_all_listed_and_each_may_answer() -> None:
    match = Match.position({"preset": "trieste", "doctor": "once"}, [0, 0, 2, 4])
    assert [(d.seat, d.kind) for d in match.pending] == [(0, "doctor"), (1, "doctor")]
    assert match.legal_moves == list(match.pending[0].moves)
    second = match.pending[1]
    assert match.push(second.moves[1]) == Move(1, doctor="stay")
    assert [(d.seat, d.kind) for d in match.pending] == [(0, "doctor")]


def test_every_choice_has_a_button_worded_in_every_language() -> None:
    for code, key in BUTTON_KEYS.items():
        assert Move.parse(code).key == key
        for lang in LANGUAGES:
            assert t(key, lang) and t(key, lang) != key


@pytest.mark.parametrize("seed", range(6))
def test_every_listed_move_is_accepted_by_push_and_nothing_else_is_asked(seed: int) -> None:
    """Random matches played by any seat's listed decision: each listed move is pushed
    as it is (the seat named), so the list is exactly what ``push`` accepts of each seat."""
    rng = random.Random(seed)
    match = Match.new({"preset": "trieste", "doctor": "once"}, 4, seed=seed)
    pushed = 0
    while not match.over and pushed < 3000:
        pending = match.pending
        assert pending and pending[0].seat == match.to_act
        assert len({d.seat for d in pending}) == len(pending)
        for seat in range(4):  # the shortcut a screen takes for each seat's view
            assert match.pending_of(seat) == next((d for d in pending if d.seat == seat), None)
        decision = rng.choice(pending)
        for move in decision.moves:
            assert move.seat == decision.seat and move.kind == decision.kind
        move = rng.choice(decision.moves)
        assert match.push(move) == move
        pushed += 1
    assert match.over and match.pending == []
