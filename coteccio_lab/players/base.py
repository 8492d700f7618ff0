"""What every computer player shares: the move it returns, the reason it gives, the capote threat.

Every player of the kit, and a learner's own, keeps one protocol (:class:`Player`):
``choose(view, rng, counters)`` returns a :class:`Move`.

A player decides from a :class:`~coteccio_lab.view.SeatView` only: its own
cards, the tricks on the table, the trick being played, how many cards each
seat holds, the suits each seat has shown it lacks, the spies. It never sees
the ``Hand``.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.view import SeatView
>>> import random
>>> from coteccio_lab.players import make_player
>>> hand = Hand.deal(4, seed=12, dealer=3)
>>> move = make_player("cautious").choose(SeatView.of(hand, 0), random.Random(1))
>>> move.card in hand.legal_plays, move.why("en").startswith("I ")
(True, True)
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, cast

from ..cards import SUIT_MASKS, Card, CardError, cards_from_mask
from ..i18n import t
from ..odds import CapoteOdds, Choice, capote_odds
from ..view import SeatView
from .text import Key, Num, localise

__all__ = [
    "CHOICES",
    "CardValue",
    "Choice",
    "Move",
    "MoveError",
    "Player",
    "PlayerFunction",
    "ReasonedPlayer",
    "as_player",
    "capote_move",
    "capote_threat",
    "sure_stoppers",
    "must_stop",
]

CHOICES: tuple[Choice, ...] = ("attempt", "annul")


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


class MoveError(ValueError):
    """An answer that is not a move: no card and no capote choice, or text that names neither."""

    def __init__(self, message: str, *, answer: object = None, seat: int | None = None) -> None:
        super().__init__(message)
        self.answer = answer
        self.seat = seat


@dataclass(frozen=True)
class Move:
    """A player's decision for its seat: a card to play, or the capote choice, and why.

    ``reason`` is a message key of ``coteccio_lab/i18n/players.py`` and
    ``params`` its parameters, so ``why(lang)`` is one sentence in any of the
    kit's languages. A player written outside the kit (a learner's function) may
    give its reason as plain words in ``said`` instead.

    >>> move = Move.parse("7d", seat=2)
    >>> move.card, move.code(), move.why("en")
    (Card.parse('7d'), '7d', '')
    >>> Move.parse("annul", seat=1).capote
    'annul'
    >>> Move.of((Card.parse("Ac"), "my only high card"), seat=3).why("it")
    'my only high card'
    >>> Move.parse("7x", seat=0)
    Traceback (most recent call last):
    ...
    coteccio_lab.players.base.MoveError: seat 0's move '7x' is neither a card nor annul/attempt
    """

    seat: int
    card: Card | None = None
    capote: Choice | None = None
    reason: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)
    said: str = ""
    """A reason in plain words, the same in every language (when ``reason`` is empty)."""
    values: tuple[CardValue, ...] = ()
    """The expert's estimate for every legal card (empty for the other levels)."""
    odds: CapoteOdds | None = None
    samples: int = 0
    """How many imagined deals the expert solved."""
    level: str = ""

    def __post_init__(self) -> None:
        if (self.card is None) == (self.capote is None):
            raise MoveError(
                f"seat {self.seat}'s move needs a card or a capote choice, and not both",
                seat=self.seat,
            )
        if self.capote is not None and self.capote not in CHOICES:
            raise MoveError(
                f"seat {self.seat}'s capote choice is annul or attempt, not {self.capote!r}",
                answer=self.capote, seat=self.seat,
            )

    @classmethod
    def parse(cls, text: str, seat: int) -> Move:
        """A move written as text: a card code (``7d``) or ``annul``/``attempt``."""
        word = text.strip()
        if word in CHOICES:
            return cls(seat, capote=word)
        try:
            return cls(seat, card=Card.parse(word))
        except CardError:
            raise MoveError(
                f"seat {seat}'s move {text!r} is neither a card nor annul/attempt",
                answer=text, seat=seat,
            ) from None

    @classmethod
    def of(cls, answer: object, seat: int) -> Move:
        """A player's answer as a move: a ``Move``, a ``Card``, text as for :meth:`parse`,
        or one of those with a reason in words, ``(answer, "why")``."""
        if isinstance(answer, tuple) and len(answer) == 2 and isinstance(answer[1], str):
            return replace(cls.of(answer[0], seat), said=answer[1])
        if isinstance(answer, Move):
            if answer.seat != seat:
                raise MoveError(f"a move for seat {answer.seat} was given for seat {seat}",
                                answer=answer, seat=seat)
            return answer
        if isinstance(answer, Card):
            return cls(seat, card=answer)
        if isinstance(answer, str):
            return cls.parse(answer, seat)
        raise MoveError(
            f"seat {seat}'s player answered {answer!r}: expected a card or annul/attempt",
            answer=answer, seat=seat,
        )

    def code(self) -> str:
        """The move as :meth:`parse` reads it: the card's code, or the capote choice."""
        return self.card.code() if self.card is not None else str(self.capote)

    @property
    def explained(self) -> bool:
        """The move comes with a reason (``why`` says something)."""
        return bool(self.reason or self.said)

    def why(self, lang: str = "en") -> str:
        """One sentence, in ``lang``, that says why this move (empty when none was given)."""
        if not self.reason:
            return self.said
        return t(self.reason, lang, **localise(dict(self.params), lang))

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


class Player(Protocol):
    """A computer player: ``choose`` a move from what one seat may see.

    The one way every table of the kit (the dashboard, the widgets' ``TableView``, the
    simulations, the class's referee) asks a player for its move.
    """

    name: str

    def choose(self, view: SeatView, rng: random.Random,
               counters: Sequence[int] | None = None) -> Move:
        """The card to play, or the capote choice when one is pending, for ``view.seat``.

        ``rng`` is the only chance the player may use; ``counters`` are the match
        counters before this hand (public facts; default the rules' start value for
        every seat).
        """
        ...


@dataclass
class PlayerFunction:
    """A player made of one function of the seat's view: a learner's own strategy.

    The function answers what :meth:`Move.of` reads (a card, its code, annul/attempt,
    optionally ``(answer, "why")``); it sees no chance and no counters.

    >>> from coteccio_lab.hand import Hand
    >>> hand = Hand.deal(4, seed=7)
    >>> lowest = PlayerFunction(lambda view: min(view.legal_plays, key=lambda c: c.rank))
    >>> lowest.choose(SeatView.of(hand, 1), random.Random()).code()
    '2c'
    """

    function: Callable[[SeatView], object]
    name: str = "function"

    def choose(self, view: SeatView, rng: random.Random,
               counters: Sequence[int] | None = None) -> Move:
        return Move.of(self.function(view), view.seat)


def as_player(player: Player | Callable[[SeatView], object]) -> Player:
    """A :class:`Player` as it is, a plain function of the view as a :class:`PlayerFunction`."""
    if callable(getattr(player, "choose", None)):
        return cast(Player, player)
    if callable(player):
        return PlayerFunction(player, getattr(player, "__name__", "function"))
    raise MoveError(f"{player!r} cannot play: give a function of the view or a player with "
                    "a choose(view, rng, counters) method", answer=player)


def check_turn(view: SeatView) -> None:
    if view.turn is None:
        raise ValueError("the hand is over: there is no move to make")
    if view.turn != view.seat:
        raise ValueError(f"it is seat {view.turn}'s turn, not seat {view.seat}'s")


def only_card(view: SeatView, level: str) -> Move | None:
    """The move when the seat has one legal card: nothing to choose."""
    legal = view.legal_mask
    if legal and not legal & (legal - 1):
        card = cards_from_mask(legal)[0]
        return Move(view.seat, card=card, reason="why_only_card", params={"card": card},
                    level=level)
    return None


def capote_move(view: SeatView, counters: Sequence[int] | None, level: str) -> Move:
    """The capote decision from the exact odds, with the numbers in the reason."""
    odds = capote_odds(view, counters)
    choice = odds.recommended
    return Move(
        view.seat,
        capote=choice,
        reason=f"why_{choice}",
        params={
            "card": odds.card,
            "good": Num(odds.good, "int"),
            "total": Num(odds.total, "int"),
            "pct": Num(float(odds.probability), "pct"),
            "delta": Num(float(odds.attempt_delta), "signed"),
            "counter": Key(f"counter_{view.rules.counter}"),
        },
        odds=odds,
        level=level,
    )


class ReasonedPlayer(ABC):
    """A player that thinks only when there is something to weigh: it takes the capote
    decision by the exact odds and plays a lone legal card at once; a level says how it
    chooses among several cards (``choose_card``)."""

    name: str

    def choose(self, view: SeatView, rng: random.Random,
               counters: Sequence[int] | None = None) -> Move:
        check_turn(view)
        if view.decision_pending:
            return self.decide_capote(view, rng, counters)
        move = only_card(view, self.name)
        if move is not None:
            return move
        return self.choose_card(view, rng, counters)

    @abstractmethod
    def choose_card(self, view: SeatView, rng: random.Random,
                    counters: Sequence[int] | None = None) -> Move:
        """The card to play when the seat has more than one legal card."""

    def decide_capote(self, view: SeatView, rng: random.Random,
                      counters: Sequence[int] | None = None) -> Move:
        return capote_move(view, counters, self.name)


# ---- the capote threat ------------------------------------------------------------------


def capote_threat(view: SeatView) -> int | None:
    """Another seat that has won every trick so far (at least one), else None."""
    if not view.tricks:
        return None
    first = view.tricks[0].winner
    if first == view.seat or view.tricks_won[first] != len(view.tricks):
        return None
    return first


def sure_stoppers(view: SeatView, threat: int) -> int:
    """The legal cards after which ``threat`` surely does not win the trick being played.

    When ``threat`` has already played to this trick, a card stops it if the
    trick is then won by someone else. When it plays later, the card must leave
    a best card that no card ``threat`` may still hold can beat.
    """
    legal = view.legal_mask
    if not legal:
        return 0
    may = view.may_hold(threat)
    out = 0
    current = view.current
    if not current:
        for card in cards_from_mask(legal):
            if not may & SUIT_MASKS[card.suit] & ~((2 << card.index) - 1):
                out |= card.bit
        return out
    led = current[0][1].suit
    best, best_seat = -1, -1
    played = set()
    for seat, card in current:
        played.add(seat)
        if card.suit == led and card.index > best:
            best, best_seat = card.index, seat
    for card in cards_from_mask(legal):
        if card.suit == led and card.index > best:
            nbest, nseat = card.index, view.seat
        else:
            nbest, nseat = best, best_seat
        if threat in played:
            if nseat != threat:
                out |= card.bit
        elif not may & SUIT_MASKS[led] & ~((2 << nbest) - 1):
            out |= card.bit
    return out


def must_stop(view: SeatView) -> tuple[int, int] | None:
    """``(threat, stoppers)`` when some legal card, not all, surely stops a capote now.

    "Now" is the trick that would give the threatening seat the capote or the
    capote decision: the last two tricks. Earlier there are still tricks to
    take, and the players weigh them (cautious: a cheap trick; expert: the search).
    """
    threat = capote_threat(view)
    if threat is None or len(view.tricks) < view.hand_size - 2:
        return None
    stoppers = sure_stoppers(view, threat)
    if stoppers and stoppers != view.legal_mask:
        return threat, stoppers
    return None
