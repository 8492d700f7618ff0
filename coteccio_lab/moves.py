"""The one decision value of the game: a :class:`Move`, and its text notation.

Every decision a seat makes in a match is a ``Move``, whoever makes it (a person at a
widget, a computer player, a record being replayed) and whatever it decides: a card
(``Ac``, ``7d``: rank, then suit letter) or a choice of a kind of decision. The kinds are
data (:class:`DecisionKind`), each added by the part of the engine that offers it
(``add_kind``): the capote decision (``annul``, ``attempt``) by ``hand``, the offers
between hands (the doctor's, 001's cappotto of hands: ``cappotto:restart``) by ``match``.
A choice is written ``kind:choice``, or as the bare choice for a kind that says so.

``Move.parse(text)`` reads the notation and ``str(move)`` writes it, so they round-trip;
text that names no move raises :class:`InvalidMove` (a syntax error), while a move the
state does not allow now is refused by the engine with ``hand.IllegalPlay`` (a legality
error). Both are ``ValueError``.

>>> Move.parse("Ac"), Move.parse("cappotto:restart", seat=2)
(Move.parse('Ac'), Move.parse('cappotto:restart', seat=2))
>>> str(Move.parse(" cappotto:fifth ")), Move.parse("annul").kind
('cappotto:fifth', 'capote')
>>> Move.parse("cappotto:maybe")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
coteccio_lab.moves.InvalidMove: 'cappotto:maybe' is not a move: a card code (Ac), annul, ...

Two moves are equal when they make the same decision: the seat that made it, its
reason and a computer player's estimates travel with the move but are not compared
(``Move.parse("Ac")`` is in ``match.legal_moves`` whoever holds the ace).
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol

from .cards import Card, CardError
from .i18n import Message, t

__all__ = ["BUTTON_KEYS", "CAPOTE_CHOICES", "KINDS", "CardValue", "Decision", "DecisionKind",
           "InvalidMove", "Move", "MoveKind", "Reason", "Said", "add_kind", "remove_kind"]

MoveKind = str
"""``card``, or the name of a :class:`DecisionKind` (``capote``, an offer's kind)."""
CapoteChoice = Literal["attempt", "annul"]

CAPOTE_CHOICES: tuple[CapoteChoice, ...] = ("attempt", "annul")


@dataclass(frozen=True)
class DecisionKind:
    """A kind of decision other than a card, as data: its ``name``, its ``choices`` (in
    the order a screen lists them, the first the default answer of a computer seat that
    has no policy of its own for the kind), the catalogue key of each choice's button
    (``keys``), the key of the sentence that asks the seat (``prompt``, may be empty), and
    for a choice the table tells in a sentence of its own, the keys of that sentence said
    to the seat itself and said of ``{seat}`` (``told``; else the button's words are told),
    and the key of its name (``label``).

    ``bare``: its choices are written alone (``annul``), not ``kind:choice``.

    >>> kind = DecisionKind("vote", ("yes", "no"), {"yes": "ui_yes", "no": "ui_no"})
    >>> kind.codes
    ('vote:yes', 'vote:no')
    """

    name: str
    choices: tuple[str, ...]
    keys: Mapping[str, str]
    prompt: str = ""
    bare: bool = False
    told: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    label: str = ""
    """The catalogue key of the kind's name in a sentence (a refusal: "answer an offer
    (doctor)"); without one, its buttons' words name it."""

    def words(self, lang: str | None = None) -> str:
        """The kind named in ``lang``: its ``label``, else its choices' button words."""
        if self.label:
            return t(self.label, lang)
        return " / ".join(t(self.keys[choice], lang) for choice in self.choices)

    def code(self, choice: str) -> str:
        """The notation of ``choice``."""
        return choice if self.bare else f"{self.name}:{choice}"

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(self.code(choice) for choice in self.choices)


KINDS: dict[str, DecisionKind] = {}
"""Every kind of decision other than a card, by name (``add_kind``)."""
_CODES: dict[str, tuple[DecisionKind, str]] = {}
"""Notation -> (its kind, the choice)."""
BUTTON_KEYS: dict[str, str] = {}
"""The catalogue key of each choice's button, by its notation: a screen words a choice
with ``t(move.key, lang)`` and never names a kind (a card is drawn as its card)."""


def add_kind(kind: DecisionKind) -> DecisionKind:
    """Make ``kind`` known to the notation (``Move.parse``) and to the screens (its
    buttons' keys); a name or a notation taken by another kind is refused."""
    taken = KINDS.get(kind.name)
    if taken is not None and taken != kind:
        raise ValueError(f"a kind of decision named {kind.name!r} exists already")
    if kind.name == "card" or not kind.choices or set(kind.choices) - set(kind.keys):
        raise ValueError(f"the kind {kind.name!r} needs a name other than 'card', choices, "
                         "and a button key for each")
    for code in kind.codes:
        other = _CODES.get(code)
        if other is not None and other[0].name != kind.name or not code or ":" in (
                code if kind.bare else kind.name):
            raise ValueError(f"the notation {code!r} is taken or malformed")
    KINDS[kind.name] = kind
    for choice in kind.choices:
        _CODES[kind.code(choice)] = (kind, choice)
        BUTTON_KEYS[kind.code(choice)] = kind.keys[choice]
    return kind


def remove_kind(name: str) -> None:
    """Forget the kind ``name`` that :func:`add_kind` added (a test's own kind)."""
    kind = KINDS.pop(name, None)
    for code in kind.codes if kind is not None else ():
        del _CODES[code], BUTTON_KEYS[code]


def _notation() -> str:
    return ", ".join(["a card code (Ac)", *_CODES])


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


class Reason(Protocol):
    """What a player says of its move (``Move.analysis``): the kit's players give their
    analysis (``players.analysis.Analysis``), a learner's function its words (:class:`Said`)."""

    @property
    def explained(self) -> bool: ...

    def why(self, lang: str) -> str: ...

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Said:
    """A reason in plain words, the same in every language (a learner's player's)."""

    text: str

    @property
    def explained(self) -> bool:
        return bool(self.text)

    def why(self, lang: str) -> str:
        return self.text

    def to_json(self) -> dict[str, Any]:
        return {}


@dataclass(frozen=True, init=False)
class Move:
    """One decision of one seat: a card or a choice, and (from a player) why.

    Exactly one of ``card`` and ``option`` is set: a card, or the notation of a choice
    (``annul``, ``cappotto:fifth``: a choice of a known :class:`DecisionKind`). A choice
    may also be given by its kind's name, ``Move(seat, capote="annul")``. ``seat`` is who
    decides (None: the seat to act, filled in by ``push``). What the player says of it is
    ``analysis`` (a :class:`Reason`, not compared), so ``why(lang)`` is one sentence in any
    of the kit's languages.

    >>> move = Move.parse("7d", seat=2)
    >>> move.card, str(move), move.why("en")
    (Card.parse('7d'), '7d', '')
    >>> Move.of((Card.parse("Ac"), "my only high card"), seat=3).why("it")
    'my only high card'
    >>> Move(0, cappotto="fifth") == Move.parse("cappotto:fifth")
    True
    """

    seat: int | None = field(default=None, compare=False)
    card: Card | None = None
    option: str | None = None
    """The notation of a choice (None for a card)."""
    analysis: Reason | None = field(default=None, compare=False)
    """Why, and the estimates behind it (a player's); None when nothing was said."""

    def __init__(self, seat: int | None = None, card: Card | None = None,
                 option: str | None = None, *, analysis: Reason | None = None,
                 **choice: str | None) -> None:
        setter = object.__setattr__
        if option is None and not choice and isinstance(card, Card):  # a card: the most made
            setter(self, "seat", seat)
            setter(self, "card", card)
            setter(self, "option", None)
            setter(self, "analysis", analysis)
            return
        given = [(name, value) for name, value in choice.items() if value is not None]
        if option is not None:
            given.insert(0, ("", option))
        if len(given) + (card is not None) != 1:
            who = f"seat {seat}'s move" if seat is not None else "a move"
            raise InvalidMove(f"{who} needs exactly one decision (a card or a choice)",
                              seat=seat)
        if given:
            name, value = given[0]
            kind = KINDS.get(name) if name else None
            if name and kind is None:
                raise InvalidMove(f"no kind of decision is named {name!r}", seat=seat)
            code = kind.code(value) if kind is not None else value
            if code not in _CODES:
                what = f"{name} choice" if name else "choice"
                allowed = ", ".join(kind.choices) if kind is not None else _notation()
                raise InvalidMove(f"the {what} is one of {allowed}, not {value!r}",
                                  answer=value, seat=seat)
            option = code
        if card is not None and not isinstance(card, Card):
            raise InvalidMove(f"a move's card must be a Card, not {card!r}",
                              answer=card, seat=seat)
        setter(self, "seat", seat)
        setter(self, "card", card)
        setter(self, "option", option)
        setter(self, "analysis", analysis)

    # ---- notation ------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str, seat: int | None = None) -> Move:
        """The move ``text`` writes in the notation (module docstring); ``InvalidMove``
        when it names none."""
        if not isinstance(text, str):
            raise InvalidMove(f"a move is written as text, not {text!r}", answer=text, seat=seat)
        word = text.strip()
        if word in _CODES:
            return cls(seat, option=word)
        if ":" not in word:
            try:
                return cls(seat, card=Card.parse(word))
            except CardError:
                pass
        who = f"seat {seat}'s move " if seat is not None else ""
        raise InvalidMove(f"{who}{text!r} is not a move: {_notation()}", answer=text, seat=seat)

    @classmethod
    def of(cls, answer: object, seat: int | None = None) -> Move:
        """A player's answer as a move: a ``Move``, a ``Card``, text as for :meth:`parse`,
        or one of those with a reason in words, ``(answer, "why")``."""
        if isinstance(answer, tuple) and len(answer) == 2 and isinstance(answer[1], str):
            return replace(cls.of(answer[0], seat), analysis=Said(answer[1]))
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
        raise InvalidMove(f"{who} answered {answer!r}: expected {_notation()}",
                          answer=answer, seat=seat)

    def __str__(self) -> str:
        card = self.card
        return card.code() if card is not None else str(self.option)

    def __repr__(self) -> str:
        seat = "" if self.seat is None else f", seat={self.seat}"
        return f"Move.parse({str(self)!r}{seat})"

    def code(self) -> str:
        """The move in the notation, as :meth:`parse` reads it (``str(move)``)."""
        return str(self)

    @property
    def kind(self) -> MoveKind:
        """``card``, or the name of the choice's kind (``capote``, ``cappotto``...)."""
        code = self.option
        return "card" if code is None else _CODES[code][0].name

    @property
    def key(self) -> str:
        """The catalogue key of this move's button (``BUTTON_KEYS``); empty for a card,
        which a screen draws as the card itself."""
        code = self.option
        return "" if code is None else BUTTON_KEYS[code]

    @property
    def choice(self) -> str | None:
        """The word of a choice (``annul``, ``fifth``...); None for a card."""
        code = self.option
        return None if code is None else _CODES[code][1]

    def told(self, you: bool) -> tuple[str, dict[str, Any]]:
        """The catalogue key and parameters of the sentence that tells this choice made
        (``you``: said to the seat that made it, else of ``{seat}``); empty for a card."""
        code = self.option
        if code is None:
            return "", {}
        kind, choice = _CODES[code]
        keys = kind.told.get(choice) or ("ui_you_answered", "ui_seat_answered")
        return keys[0 if you else 1], {"seat": self.seat, "answer": Message(kind.keys[choice])}

    @property
    def capote(self) -> CapoteChoice | None:
        """The capote choice (``annul``, ``attempt``) when this move is one, else None."""
        code = self.option
        if code == "annul":
            return "annul"
        return "attempt" if code == "attempt" else None

    # ---- the reason ------------------------------------------------------------------
    @property
    def explained(self) -> bool:
        """The move comes with a reason (``why`` says something)."""
        return self.analysis is not None and self.analysis.explained

    def why(self, lang: str = "en") -> str:
        """One sentence, in ``lang``, that says why this move (empty when none was given)."""
        return "" if self.analysis is None else self.analysis.why(lang)

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {
            "seat": self.seat,
            "card": self.card.code() if self.card is not None else None,
            "capote": self.capote,
            "why": self.why(lang),
            **(self.analysis.to_json() if self.analysis is not None else {}),
        }


@dataclass(frozen=True)
class Decision:
    """One pending decision: who decides (``seat``), what ``kind`` of decision it is
    (``card``, or a :class:`DecisionKind`'s name), and every move ``push`` accepts for it
    (``moves``, each with its ``key``).

    OpenSpiel asks a state for its ``legal_actions`` per player; this is that list with
    the seat and the kind beside it, so a screen draws its buttons from the engine's list.

    >>> decision = Decision(2, "capote", (Move(2, capote="annul"), Move(2, capote="attempt")))
    >>> [(str(move), move.key) for move in decision.moves]
    [('annul', 'ui_annul'), ('attempt', 'ui_attempt')]
    >>> decision.to_json()
    {'seat': 2, 'kind': 'capote', 'moves': [{'move': 'annul', 'key': 'ui_annul'}, \
{'move': 'attempt', 'key': 'ui_attempt'}]}
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
