"""The one play session: people and computer seats, seeded, told as events."""

from __future__ import annotations

import pytest

from coteccio_lab.hand import Hand, IllegalPlay
from coteccio_lab.match import Match
from coteccio_lab.moves import InvalidMove, Move
from coteccio_lab.players.session import Session


def test_the_same_seed_gives_the_same_match() -> None:
    rules = {"preset": "trieste", "doctor": "once"}
    stacks = []
    for _ in range(2):
        session = Session(Match.new(rules, 4, seed=11), ["cautious", "random"] * 2)
        events = session.run()
        assert session.over and events[-1].kind == "over" and events[-1].winners
        stacks.append([(str(m), m.seat) for m in session.match.move_stack])  # type: ignore[union-attr]
    assert stacks[0] == stacks[1]
    other = Session(Match.new(rules, 4, seed=11), ["cautious", "random"] * 2, seed=12)
    other.run()
    assert [(str(m), m.seat) for m in other.match.move_stack] != stacks[0]  # type: ignore[union-attr]


def test_events_tell_the_moves_the_tricks_and_the_hands() -> None:
    session = Session(Match.new("trieste", 3, seed=5), ["random"] * 3)
    events = session.run()
    match = session.match
    assert match is not None
    moves = [e.move for e in events if e.kind == "move"]
    assert moves == match.move_stack and all(e.computer for e in events if e.kind == "move")
    hands = [e for e in events if e.kind == "hand"]
    assert [e.score for e in hands] == [r.result for r in match.history]
    tricks = [e for e in events if e.kind == "trick"]
    assert sum(len(e.hand.tricks) for e in hands if e.hand) == len(tricks)
    assert all(m.why("it") for m in moves if m.kind == "card")  # the players say why


def test_a_person_pushes_their_own_moves() -> None:
    session = Session(Match.new("trieste", 3, seed=8, dealer=2), {1: "random", 2: "expert"})
    assert session.waiting == 0 and list(session.advance()) == []
    with pytest.raises(ValueError, match="person"):
        session.decide()
    with pytest.raises(IllegalPlay):
        session.push(Move.parse("doctor:call"))
    move = session.match.legal_moves[0]  # type: ignore[union-attr]
    assert session.push(move)[0].move == move and session.to_act == 1
    assert not session.push(session.decide())[0].computer  # a move is a person's unless said
    events = list(session.advance())
    assert events and session.waiting == 0


def test_a_learners_function_that_answers_no_move() -> None:
    hand = Hand.deal(3, seed=2, dealer=2)
    session = Session(hand, [lambda view: "Zz", lambda view: view.following_suit[0]])
    with pytest.raises(InvalidMove, match="Zz"):
        session.step()
    assert hand.move_stack == []
    with pytest.raises(ValueError, match="seats are numbered"):
        Session(hand, {5: "random"})


def test_one_hand_ends_with_its_score() -> None:
    hand = Hand.deal(4, seed=3)
    events = Session(hand, ["random"] * 4, seed=1).run()
    assert hand.over and [e.kind for e in events[-2:]] == ["hand", "over"]
    assert events[-2].score is not None and events[-2].score.outcome == hand.outcome
