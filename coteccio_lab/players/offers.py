"""How a computer seat answers the match's offers: one policy for every table.

A match stops between hands for two offers: 001's cappotto of hands (take the
four lives back, or play a fifth hand at zero) and the doctor (come back at the
count of the worst seat still in). The engine only offers (``Match.legal_moves``);
a computer seat's answer is this module's (:func:`offer_move`), asked by the one
play session (``players.session.Session``, whose ``answer_offers`` makes every computer
seat's answer), so every table agrees and every match ends.

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
>>> rules = {"preset": "trieste", "doctor": "unlimited"}
>>> m = Match.position(rules, [0, 3, 2])      # seat 0 just went out
>>> doctor_answer(m, 0), cappotto_answer(m, 0), offer_move(m, 0)
(True, 'restart', Move.parse('doctor:call', seat=0))
>>> m = Match.position(rules, [0, 3, 2], doctor_used=[UNLIMITED_DOCTOR_CALLS, 0, 0])
>>> doctor_answer(m, 0), offer_move(m, 0)
(False, Move.parse('doctor:stay', seat=0))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from ..moves import Move

if TYPE_CHECKING:
    from ..match import Match

__all__ = [
    "CAPOTE_FALLBACK",
    "UNLIMITED_DOCTOR_CALLS",
    "cappotto_answer",
    "doctor_answer",
    "offer_move",
]

CAPOTE_FALLBACK: Literal["attempt"] = "attempt"
"""The capote choice of a computer seat whose player gave none."""

UNLIMITED_DOCTOR_CALLS = 3
"""A computer seat's own limit when the rules allow unlimited calls (001's usual number)."""


def cappotto_answer(match: Match, seat: int) -> str:
    """A computer seat's answer to 001's cappotto: always ``restart`` (see the module)."""
    return "restart"


def doctor_answer(match: Match, seat: int) -> bool:
    """Does a computer seat call the doctor it is offered? (See the module.)"""
    if match.rules.doctor_calls() is not None:
        return True
    return match.doctor_used[seat] < UNLIMITED_DOCTOR_CALLS


def offer_move(match: Match, seat: int) -> Move:
    """A computer seat's answer to the offer it has now, as a move for ``Match.push``."""
    if seat in match.cappotto_offers:
        return Move(seat, cappotto="restart" if cappotto_answer(match, seat) == "restart"
                    else "fifth")
    if seat in match.doctor_offers:
        return Move(seat, doctor="call" if doctor_answer(match, seat) else "stay")
    raise ValueError(f"seat {seat} has no offer to answer now")
