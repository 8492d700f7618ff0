"""The one decision value of the game: a :class:`Move`, and its text notation.

Every decision a seat makes in a match is a ``Move``, whoever makes it (a person at a
widget, a computer player, a record being replayed) and whatever it decides:

=====================  ==========================================================
notation               the decision
=====================  ==========================================================
``Ac``, ``7d``, ...    play that card (a card code: rank, then suit letter)
``annul``, ``attempt``  the capote decision of the seat that won every trick but one
``doctor:call``        call the doctor: back in at the count of the worst seat in
``doctor:stay``        stay out of the match
``cappotto:restart``   001's cappotto of hands: four lives back
``cappotto:fifth``     001's cappotto of hands: play a fifth hand at zero
=====================  ==========================================================

``Move.parse(text)`` reads the notation and ``str(move)`` writes it, so they round-trip;
text that names no move raises :class:`InvalidMove` (a syntax error), while a move the
state does not allow now is refused by the engine with ``hand.IllegalPlay`` (a legality
error). Both are ``ValueError``.

>>> Move.parse("Ac"), Move.parse("doctor:call", seat=2)
(Move.parse('Ac'), Move.parse('doctor:call', seat=2))
>>> str(Move.parse(" cappotto:fifth ")), Move.parse("annul").kind
('cappotto:fifth', 'capote')
>>> Move.parse("doctor:maybe")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
coteccio_lab.moves.InvalidMove: 'doctor:maybe' is not a move: a card code (Ac), annul, ...

Two moves are equal when they make the same decision: the seat that made it, its
reason and a computer player's estimates travel with the move but are not compared
(``Move.parse("Ac")`` is in ``match.legal_moves`` whoever holds the ace).
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from .cards import Card, CardError
from .i18n import t

if TYPE_CHECKING:
    from .odds import CapoteOdds

__all__ = ["BUTTON_KEYS", "CAPOTE_CHOICES", "CardValue", "Decision", "InvalidMove", "Move",
           "MoveKind"]

MoveKind = Literal["card", "capote", "doctor", "cappotto"]
CapoteChoice = Literal["attempt", "annul"]
DoctorChoice = Literal["call", "stay"]
CappottoChoice = Literal["restart", "fifth"]

CAPOTE_CHOICES: tuple[CapoteChoice, ...] = ("attempt", "annul")
_DOCTOR: tuple[DoctorChoice, ...] = ("call", "stay")
_CAPPOTTO: tuple[CappottoChoice, ...] = ("restart", "fifth")
BUTTON_KEYS: Mapping[str, str] = {
    "annul": "ui_annul",
    "attempt": "ui_attempt",
    "doctor:call": "ui_call_doctor",
    "doctor:stay": "ui_stay_out",
    "cappotto:restart": "ui_cappotto_restart",
    "cappotto:fifth": "ui_cappotto_fifth",
}
"""The catalogue key of each choice's button, by its notation: a screen words a choice
with ``t(move.key, lang)`` and never names a kind (a card is drawn as its card)."""

_NOTATION = ("a card code (Ac), annul, attempt, doctor:call, doctor:stay, cappotto:restart "
             "or cappotto:fifth")


class InvalidMove(ValueError):
    """Text, or a player's answer, that names no move (a syntax error, not a refusal).

    ``answer`` is what was given, ``seat`` whose answer it was (when known).
    """

    def __init__(self, message: str, *, answer: object = None, seat: int | None = None) -> None:
        super().__init__(message)
        self.answer = answer
        self.seat = seat


@dataclass(frozen=True)
class CardValue:
    """What one card is worth to the seat, averaged over the deals the expert imagined."""

    card: Card
    expected_points: float
    """The seat's points at the end of the hand (cards taken and the last-trick bonus)."""
    expected_delta: float
    """The change of the seat's match counter (lives: +1 is a life gained)."""
    utility: float
    """What the expert maximises: the counter change as good news, less a little per point."""

    def to_json(self) -> dict[str, Any]:
        return {
            "card": self.card.code(),
            "expected_points": round(self.expected_points, 4),
            "expected_delta": round(self.expected_delta, 4),
        }


@dataclass(frozen=True)
class Move:
    """One decision of one seat, and (from a player) why.

    Exactly one of ``card``, ``capote``, ``doctor`` and ``cappotto`` is set. ``seat`` is
    who decides (None: the seat to act, filled in by ``push``). ``reason`` is a message
    key of the players' part of the catalogues (``coteccio_lab/locale``) and ``params``
    its parameters, so
    ``why(lang)`` is one sentence in any of the kit's languages; a player written
    outside the kit (a learner's function) may give its reason as plain words in ``said``.

    >>> move = Move.parse("7d", seat=2)
    >>> move.card, str(move), move.why("en")
    (Card.parse('7d'), '7d', '')
    >>> Move.of((Card.parse("Ac"), "my only high card"), seat=3).why("it")
    'my only high card'
    >>> Move(0, doctor="call") == Move.parse("doctor:call")
    True
    """

    seat: int | None = field(default=None, compare=False)
    card: Card | None = None
    capote: CapoteChoice | None = None
    doctor: DoctorChoice | None = None
    cappotto: CappottoChoice | None = None
    reason: str = field(default="", compare=False)
    params: Mapping[str, Any] = field(default_factory=dict, compare=False)
    said: str = field(default="", compare=False)
    """A reason in plain words, the same in every language (when ``reason`` is empty)."""
    values: tuple[CardValue, ...] = field(default=(), compare=False)
    """The expert's estimate for every legal card (empty for the other levels)."""
    odds: CapoteOdds | None = field(default=None, compare=False)
    samples: int = field(default=0, compare=False)
    """How many imagined deals the expert solved."""
    level: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        chosen = [v for v in (self.card, self.capote, self.doctor, self.cappotto)
                  if v is not None]
        if len(chosen) != 1:
            who = f"seat {self.seat}'s move" if self.seat is not None else "a move"
            raise InvalidMove(
                f"{who} needs exactly one decision (a card, a capote choice, a doctor or a "
                "cappotto answer)", seat=self.seat,
            )
        for value, allowed, what in (
            (self.capote, CAPOTE_CHOICES, "capote choice is annul or attempt"),
            (self.doctor, _DOCTOR, "doctor answer is call or stay"),
            (self.cappotto, _CAPPOTTO, "cappotto answer is restart or fifth"),
        ):
            if value is not None and value not in allowed:
                raise InvalidMove(f"the {what}, not {value!r}", answer=value, seat=self.seat)
        if self.card is not None and not isinstance(self.card, Card):
            raise InvalidMove(f"a move's card must be a Card, not {self.card!r}",
                              answer=self.card, seat=self.seat)

    # ---- notation ------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str, seat: int | None = None) -> Move:
        """The move ``text`` writes in the notation (module docstring); ``InvalidMove``
        when it names none."""
        if not isinstance(text, str):
            raise InvalidMove(f"a move is written as text, not {text!r}", answer=text, seat=seat)
        word = text.strip()
        if word in CAPOTE_CHOICES:
            return cls(seat, capote=word)
        kind, colon, choice = word.partition(":")
        if colon and kind == "doctor" and choice in _DOCTOR:
            return cls(seat, doctor=choice)
        if colon and kind == "cappotto" and choice in _CAPPOTTO:
            return cls(seat, cappotto=choice)
        if not colon:
            try:
                return cls(seat, card=Card.parse(word))
            except CardError:
                pass
        who = f"seat {seat}'s move " if seat is not None else ""
        raise InvalidMove(f"{who}{text!r} is not a move: {_NOTATION}", answer=text, seat=seat)

    @classmethod
    def of(cls, answer: object, seat: int | None = None) -> Move:
        """A player's answer as a move: a ``Move``, a ``Card``, text as for :meth:`parse`,
        or one of those with a reason in words, ``(answer, "why")``."""
        if isinstance(answer, tuple) and len(answer) == 2 and isinstance(answer[1], str):
            return replace(cls.of(answer[0], seat), said=answer[1])
        if isinstance(answer, Move):
            if seat is not None and answer.seat is not None and answer.seat != seat:
                raise InvalidMove(f"a move for seat {answer.seat} was given for seat {seat}",
                                  answer=answer, seat=seat)
            return answer if answer.seat is not None or seat is None else replace(
                answer, seat=seat)
        if isinstance(answer, Card):
            return cls(seat, card=answer)
        if isinstance(answer, str):
            return cls.parse(answer, seat)
        who = f"seat {seat}'s player" if seat is not None else "the player"
        raise InvalidMove(f"{who} answered {answer!r}: expected {_NOTATION}",
                          answer=answer, seat=seat)

    def __str__(self) -> str:
        if self.card is not None:
            return self.card.code()
        if self.capote is not None:
            return self.capote
        if self.doctor is not None:
            return f"doctor:{self.doctor}"
        return f"cappotto:{self.cappotto}"

    def __repr__(self) -> str:
        seat = "" if self.seat is None else f", seat={self.seat}"
        return f"Move.parse({str(self)!r}{seat})"

    def code(self) -> str:
        """The move in the notation, as :meth:`parse` reads it (``str(move)``)."""
        return str(self)

    @property
    def kind(self) -> MoveKind:
        """``card``, ``capote``, ``doctor`` or ``cappotto``."""
        if self.card is not None:
            return "card"
        if self.capote is not None:
            return "capote"
        return "doctor" if self.doctor is not None else "cappotto"

    @property
    def key(self) -> str:
        """The catalogue key of this move's button (``BUTTON_KEYS``); empty for a card,
        which a screen draws as the card itself."""
        return "" if self.card is not None else BUTTON_KEYS[str(self)]

    @property
    def choice(self) -> str | None:
        """The word of a choice (``annul``, ``call``, ``fifth``...); None for a card."""
        return self.capote or self.doctor or self.cappotto

    # ---- the reason ------------------------------------------------------------------
    @property
    def explained(self) -> bool:
        """The move comes with a reason (``why`` says something)."""
        return bool(self.reason or self.said)

    def why(self, lang: str = "en") -> str:
        """One sentence, in ``lang``, that says why this move (empty when none was given)."""
        if not self.reason:
            return self.said
        return t(self.reason, lang, **dict(self.params))

    def value_of(self, card: Card) -> CardValue | None:
        return next((v for v in self.values if v.card == card), None)

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {
            "seat": self.seat,
            "card": self.card.code() if self.card is not None else None,
            "capote": self.capote,
            "why": self.why(lang),
        }
        if self.values:
            out["values"] = [v.to_json() for v in self.values]
        if self.odds is not None:
            out["odds"] = self.odds.to_json()
        return out


@dataclass(frozen=True)
class Decision:
    """One pending decision: who decides (``seat``), what ``kind`` of decision it is
    (``card``, ``capote``, ``doctor`` or ``cappotto``), and every move ``push`` accepts
    for it (``moves``, each with its ``key``).

    OpenSpiel asks a state for its ``legal_actions`` per player; this is that list with
    the seat and the kind beside it, so a screen draws its buttons from the engine's list.

    >>> decision = Decision(2, "doctor", (Move(2, doctor="call"), Move(2, doctor="stay")))
    >>> [(str(move), move.key) for move in decision.moves]
    [('doctor:call', 'ui_call_doctor'), ('doctor:stay', 'ui_stay_out')]
    >>> decision.to_json()
    {'seat': 2, 'kind': 'doctor', 'moves': [{'move': 'doctor:call', 'key': 'ui_call_doctor'}, \
{'move': 'doctor:stay', 'key': 'ui_stay_out'}]}
    """

    seat: int
    kind: MoveKind
    moves: tuple[Move, ...]

    @property
    def codes(self) -> list[str]:
        """The moves in the notation (``Move.parse`` reads each back)."""
        return [str(move) for move in self.moves]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind,
                "moves": [{"move": str(move), "key": move.key} for move in self.moves]}


def deprecated(old: str, new: str) -> None:
    """Warn that ``old`` (a name from before the one vocabulary) is deprecated, with
    ``new``, the one way now; the warning names the caller's line."""
    warnings.warn(f"{old} is deprecated: {new}",
                  DeprecationWarning, stacklevel=3)
