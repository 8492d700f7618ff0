"""How a computer seat answers the match's offers: one policy for every table.

A match stops between hands for two offers: 001's cappotto of hands (take the
four lives back, or play a fifth hand at zero) and the doctor (come back at the
count of the worst seat still in). Every path that plays a match asks this
module for a computer seat's answer, so they all agree and every match ends:
``Match.play_random``, ``players.table.play_match``, the widgets' ``TableView``
and the dashboard.

The policy (the kit's own, not from a source):

- **cappotto**: ``restart``. Four lives back against seats that still have most
  of theirs is at least an even chance, while the fifth hand wins only if the
  seat takes more points than every other seat in it (001).
- **doctor**: call it whenever the rules offer it; when calls are unlimited,
  at most ``UNLIMITED_DOCTOR_CALLS`` times, so that a match among computer seats
  cannot go on for ever (each call brings a seat back at the worst count).
- **capote**: a seat whose player gives no valid choice attempts the capote
  (``CAPOTE_FALLBACK``), as ``Hand.playout`` does.

>>> from coteccio_lab.match import Match
>>> m = Match.new({"preset": "trieste", "doctor": "unlimited"}, 3, seed=1)
>>> doctor_answer(m, 0), cappotto_answer(m, 0)
(True, 'restart')
>>> m.doctor_used[0] = UNLIMITED_DOCTOR_CALLS
>>> doctor_answer(m, 0)
False
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from .match import Match

__all__ = [
    "CAPOTE_FALLBACK",
    "UNLIMITED_DOCTOR_CALLS",
    "Answer",
    "answer_offers",
    "cappotto_answer",
    "doctor_answer",
]

CAPOTE_FALLBACK: Literal["attempt"] = "attempt"
"""The capote choice of a computer seat whose player gave none."""

UNLIMITED_DOCTOR_CALLS = 3
"""A computer seat's own limit when the rules allow unlimited calls (001's usual number)."""


@dataclass(frozen=True)
class Answer:
    """What a computer seat answered: ``offer`` is ``cappotto`` or ``doctor``."""

    seat: int
    offer: Literal["cappotto", "doctor"]
    choice: str
    """``restart`` or ``fifth`` (cappotto); ``call`` or ``stay`` (doctor)."""
    counter: int = 0
    """For a doctor call: the count the seat came back with."""


def cappotto_answer(match: Match, seat: int) -> str:
    """A computer seat's answer to 001's cappotto: always ``restart`` (see the module)."""
    return "restart"


def doctor_answer(match: Match, seat: int) -> bool:
    """Does a computer seat call the doctor it is offered? (See the module.)"""
    if match.rules.doctor_calls() is not None:
        return True
    return match.doctor_used[seat] < UNLIMITED_DOCTOR_CALLS


def answer_offers(match: Match, humans: Collection[int] = ()) -> list[Answer]:
    """Answer every offer of the seats not in ``humans``; returns what each answered.

    Cappotto offers come first (a seat with one has no doctor offer). The match
    deals the next hand once nobody is left to answer.
    """
    answers: list[Answer] = []
    for seat in [s for s in match.cappotto_offers if s not in humans]:
        choice = cappotto_answer(match, seat)
        match.answer_cappotto(seat, choice)
        answers.append(Answer(seat, "cappotto", choice))
    for seat in [s for s in match.doctor_offers if s not in humans]:
        call = doctor_answer(match, seat)
        counter = match.doctor_lives() if call else 0
        match.answer_doctor(seat, call)
        answers.append(Answer(seat, "doctor", "call" if call else "stay", counter))
    return answers
