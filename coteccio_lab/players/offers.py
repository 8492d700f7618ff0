"""How a computer seat answers the match's offers: one policy for every table.

A match stops between hands for its offers: 001's cappotto of hands (take the
four lives back, or play a fifth hand at zero), the doctor (come back at the
count of the worst seat still in), and any offer a module added (``match.add_offer``).
The engine only offers (``Match.pending``); a computer player answers what the seat
sees (``Match.offer_view``) with this module's :func:`offer_answer`, from its
``choose`` as for a card, so every table agrees and every match ends.

The policy (the kit's own, not from a source):

- **cappotto**: ``restart``. Four lives back against seats that still have most
  of theirs is at least an even chance, while the fifth hand wins only if the
  seat takes more points than every other seat in it (001).
- **doctor**: call it whenever the rules offer it; when calls are unlimited,
  at most ``UNLIMITED_DOCTOR_CALLS`` times, so that a match among computer seats
  cannot go on for ever (each call brings a seat back at the worst count).
- **an added offer**: the first move the engine lists (its kind's first choice).
- **capote**: a seat whose player gives no valid choice attempts the capote
  (``CAPOTE_FALLBACK``), as ``Hand.playout`` does.

>>> from coteccio_lab.match import Match
>>> rules = {"preset": "trieste", "doctor": "unlimited"}
>>> m = Match.position(rules, [0, 3, 2])      # seat 0 just went out
>>> call, stay = m.legal_moves                # the engine's moves, in its order
>>> doctor_answer(m, 0), cappotto_answer(m, 0), offer_move(m, 0) == call
(True, 'restart', True)
>>> m = Match.position(rules, [0, 3, 2], doctor_used=[UNLIMITED_DOCTOR_CALLS, 0, 0])
>>> doctor_answer(m, 0), offer_move(m, 0) == stay
(False, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from ..moves import Move
from ..rules import Rules
from ..view import OfferView

if TYPE_CHECKING:
    from ..match import Match

__all__ = [
    "CAPOTE_FALLBACK",
    "UNLIMITED_DOCTOR_CALLS",
    "cappotto_answer",
    "doctor_answer",
    "offer_answer",
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
    return _calls(match.rules, match.doctor_used[seat])


def _calls(rules: Rules, used: int) -> bool:
    return rules.doctor_calls() is not None or used < UNLIMITED_DOCTOR_CALLS


def offer_answer(view: OfferView) -> Move:
    """A computer seat's answer to its offer between hands, from what it sees: one of
    ``view.moves``, by the policy above (for an offer it does not know, the first)."""
    if view.kind == "cappotto":
        choice = "restart"
    elif view.kind == "doctor":
        choice = "call" if _calls(view.rules, view.doctor_used[view.seat]) else "stay"
    else:
        return view.moves[0]
    return next(move for move in view.moves if move.choice == choice)


def offer_move(match: Match, seat: int) -> Move:
    """A computer seat's answer to the offer it has now, as a move for ``Match.push``:
    one of the moves the engine lists for it, by the policy above, or for an offer this
    policy does not know the first move listed (its kind's default)."""
    if match.pending_of(seat) is None or not match.waiting:
        raise ValueError(f"seat {seat} has no offer to answer now")
    return offer_answer(match.offer_view(seat))
