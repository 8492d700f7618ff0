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
>>> move.card in hand.following_suit, move.why("en").startswith("I ")
(True, True)
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, cast

from ..cards import SUIT_MASKS, cards_from_mask
from ..i18n.params import Message, Num
from ..moves import CAPOTE_CHOICES, CardValue, InvalidMove, Move
from ..odds import Choice, capote_odds
from ..view import OfferView, SeatView
from .analysis import Analysis
from .offers import offer_answer

__all__ = [
    "CHOICES",
    "CardValue",
    "Choice",
    "InvalidMove",
    "Move",
    "Player",
    "PlayerFunction",
    "ReasonedPlayer",
    "as_player",
    "capote_move",
    "capote_threat",
    "sure_stoppers",
    "must_stop",
]

CHOICES: tuple[Choice, ...] = CAPOTE_CHOICES


class Player(Protocol):
    """A computer player: ``choose`` a move from what one seat may see.

    The one way every table of the kit (the dashboard, the widgets' ``TableView``, the
    simulations, the class's referee) asks a player for its move.
    """

    name: str

    def choose(self, view: SeatView | OfferView, rng: random.Random,
               counters: Sequence[int] | None = None) -> Move:
        """The card to play, or the capote choice when one is pending, for ``view.seat``;
        between hands (an :class:`OfferView`), one of the moves the offer lists (the kit's
        players answer by ``offers.offer_answer``).

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
    >>> lowest = PlayerFunction(lambda view: min(view.following_suit, key=lambda c: c.rank))
    >>> lowest.choose(SeatView.of(hand, 1), random.Random()).code()
    '2c'
    """

    function: Callable[[SeatView], object]
    name: str = "function"

    def choose(self, view: SeatView | OfferView, rng: random.Random,
               counters: Sequence[int] | None = None) -> Move:
        if isinstance(view, OfferView):  # the function plays the hand; offers by the policy
            return offer_answer(view)
        return Move.of(self.function(view), view.seat)


def as_player(player: Player | Callable[[SeatView], object]) -> Player:
    """A :class:`Player` as it is, a plain function of the view as a :class:`PlayerFunction`."""
    if callable(getattr(player, "choose", None)):
        return cast(Player, player)
    if callable(player):
        return PlayerFunction(player, getattr(player, "__name__", "function"))
    raise InvalidMove(f"{player!r} cannot play: give a function of the view or a player with "
                    "a choose(view, rng, counters) method", answer=player)


def check_turn(view: SeatView) -> None:
    if view.to_act is None:
        raise ValueError("the hand is over: there is no move to make")
    if view.to_act != view.seat:
        raise ValueError(f"it is seat {view.to_act}'s turn, not seat {view.seat}'s")


def only_card(view: SeatView, level: str) -> Move | None:
    """The move when the seat has one legal card: nothing to choose."""
    legal = view.legal_mask
    if legal and not legal & (legal - 1):
        card = cards_from_mask(legal)[0]
        return Move(view.seat, card=card, analysis=Analysis(
            "why_only_card", {"card": card}, level=level))
    return None


def capote_move(view: SeatView, counters: Sequence[int] | None, level: str) -> Move:
    """The capote decision from the exact odds, with the numbers in the reason."""
    odds = capote_odds(view, counters)
    choice = odds.recommended
    return Move(view.seat, capote=choice, analysis=Analysis(
        reason=f"why_{choice}",
        params={
            "card": odds.card,
            "good": Num(odds.good, "int"),
            "total": Num(odds.total, "int"),
            "pct": Num(float(odds.probability), "pct"),
            "delta": Num(float(odds.attempt_delta), "signed"),
            "counter": Message(f"counter_{view.rules.counter}"),
        },
        odds=odds,
        level=level,
    ))


class ReasonedPlayer(ABC):
    """A player that thinks only when there is something to weigh: it takes the capote
    decision by the exact odds and plays a lone legal card at once; a level says how it
    chooses among several cards (``choose_card``)."""

    name: str

    def choose(self, view: SeatView | OfferView, rng: random.Random,
               counters: Sequence[int] | None = None) -> Move:
        if isinstance(view, OfferView):
            return offer_answer(view)
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
