"""A position of a hand as JSON: the deal and the cards played so far, and back.

The form is the hand record's (``docs/hand-record.md``: ``rules``, ``dealer``, ``hands``,
``plays``, ``capote``, ``spies``), read with the record's own checks of each field; a
question's position may be shorter than a full deal (``hand.position``: three cards each),
so the deal is not held to the rules' hand size, but every card played is refereed.

>>> from coteccio_lab.hand import position
>>> hand = position("Jb 7c 2d", "4b Qc")
>>> again = hand_from_json(hand_json(hand))
>>> again.state_key() == hand.state_key()
True
"""

from __future__ import annotations

from typing import Any

from ..deal import DealError
from ..hand import Hand
from ..records import HandRecord, RecordError
from .base import QuestionError

__all__ = ["counters_from_json", "hand_from_json", "hand_json"]


def hand_json(hand: Hand) -> dict[str, Any]:
    """``hand`` as played so far, in the hand record's form."""
    return HandRecord.of_hand(hand).to_json()


def hand_from_json(data: Any) -> Hand:
    """The position ``data`` describes, every card refereed; a fault is a QuestionError."""
    try:
        record = HandRecord.from_json(data)
        hand = Hand(record.rules, record.hands, record.dealer, spies=record.spies)
    except (RecordError, DealError) as err:
        raise QuestionError(f"the position: {err}") from None
    for i, card in enumerate(record.plays):
        if hand.decision_pending:
            if record.capote is None:
                raise QuestionError(f"the position: play {i} comes before the capote choice")
            hand.push(record.capote)
        if hand.over:
            raise QuestionError(f"the position: play {i} comes after the hand is over")
        refused = hand.refusal(card)
        if refused is not None:
            raise QuestionError(f"the position: play {i} ({card.code()}): {refused}")
        hand.push(card)
    if hand.decision_pending and record.capote is not None:
        hand.push(record.capote)
    return hand


def counters_from_json(data: Any, key: str) -> list[int] | None:
    """The match counters before a position (``data[key]``: a list of whole numbers, one per
    seat, or absent: the start)."""
    counters = data.get(key)
    if counters is not None and not (
            isinstance(counters, list) and all(type(v) is int for v in counters)):
        raise QuestionError(f"{key!r} is a list of whole numbers, one per seat")
    return counters
