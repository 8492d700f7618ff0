"""What one seat may see of a hand (OpenSpiel's information state).

Its own cards, every trick on the table face up (the sources keep won tricks
face up: 000, 001, 004), the trick being played, how many cards each other
seat holds, which suits each seat has shown it lacks, and the spies. Never the
other seats' cards. Computer players and the dashboard decide from this alone.

>>> from coteccio_lab.hand import Hand
>>> h = Hand.deal(4, seed=11, dealer=0)
>>> v = SeatView.of(h, 1)
>>> len(v.holding), v.counts, v.to_act
(5, (5, 5, 5, 5), 1)
>>> v.unseen_mask.bit_count()   # 40 cards less the seat's own five
35
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK, SUIT_MASKS, Card, Suit, cards_from_mask
from .hand import Hand, Trick
from .moves import Decision, Move, deprecated
from .rules import Rules

__all__ = ["OfferView", "SeatView"]

_ALL = (1 << 40) - 1

_VOID_SETS = tuple(frozenset(Suit(s) for s in range(4) if m >> s & 1) for m in range(16))
"""The suits a seat has shown it lacks, by their 4-bit set."""


@dataclass(frozen=True)
class OfferView:
    """What ``seat`` may know when the match asks it something between hands (an offer:
    the doctor, 001's cappotto, one a module added): the decision with the moves it
    accepts, and the match's public counts. ``Match.offer_view(seat)`` builds it; a
    player answers it with one of ``moves`` (``Player.choose``, as for a card)."""

    seat: int
    rules: Rules
    decision: Decision
    counters: tuple[int, ...]
    doctor_used: tuple[int, ...]
    """How many times each seat has called the doctor."""

    @property
    def kind(self) -> str:
        return self.decision.kind

    @property
    def moves(self) -> tuple[Move, ...]:
        return self.decision.moves


@dataclass(frozen=True)
class SeatView:
    """Everything ``seat`` may know at this moment, and nothing more."""

    seat: int
    rules: Rules
    n: int
    dealer: int
    active: tuple[int, ...]
    hand_size: int
    holding_mask: int
    tricks: tuple[Trick, ...]
    current: tuple[tuple[int, Card], ...]
    leader: int
    to_act: int | None
    """The seat whose decision it is (a card or the capote choice); None once over."""
    counts: tuple[int, ...]
    """How many cards each seat still holds."""
    voids: tuple[frozenset[Suit], ...]
    """Suits each seat has shown it lacks (it did not follow when they were led)."""
    played_mask: int
    spies: tuple[Card, ...]
    points: tuple[int, ...]
    tricks_won: tuple[int, ...]
    decision_pending: bool
    capote_choice: str | None
    legal_mask: int
    """The seat's legal cards when it is to play, else 0."""

    def __repr__(self) -> str:
        """One line: whose view, whose turn, the seat's cards and the trick on the table."""
        trick = " ".join(f"{seat}:{card}" for seat, card in self.current)
        return (f"<SeatView seat={self.seat} to_act={self.to_act} holding={self.holding_text} "
                f"trick=[{trick}] tricks={len(self.tricks)}>")

    @property
    def holding_text(self) -> str:
        return " ".join(c.code() for c in cards_from_mask(self.holding_mask))

    @classmethod
    def of(cls, hand: Hand, seat: int) -> SeatView:
        if not 0 <= seat < hand.n:
            raise ValueError(f"no seat {seat} at this table of {hand.n}")
        # Played to the trick led in another suit: the seat has none of that suit left.
        void = [0] * hand.n
        played = 0
        tricks = tuple(hand.tricks)
        current = tuple(hand.current_trick)
        for seat_cards in [zip(trick.seats, trick.cards) for trick in tricks] + [iter(current)]:
            led = -1
            for s, card in seat_cards:
                idx = card.index
                played |= 1 << idx
                if led < 0:
                    led = idx // 10
                elif idx // 10 != led:
                    void[s] |= 1 << led
        turn = hand.to_act
        return cls(
            seat=seat,
            rules=hand.rules,
            n=hand.n,
            dealer=hand.dealer,
            active=hand.active,
            hand_size=hand.hand_size,
            holding_mask=hand.holding_mask(seat),
            tricks=tricks,
            current=current,
            leader=hand.leader,
            to_act=turn,
            counts=tuple(hand.holding_mask(s).bit_count() for s in range(hand.n)),
            voids=tuple(_VOID_SETS[v] for v in void),
            played_mask=played,
            spies=hand.spies,
            points=tuple(hand.points()),
            tricks_won=tuple(hand.tricks_won(s) for s in range(hand.n)),
            decision_pending=hand.decision_pending,
            capote_choice=hand.capote_choice,
            legal_mask=hand.legal_mask if turn == seat else 0,
        )

    @property
    def holding(self) -> list[Card]:
        return cards_from_mask(self.holding_mask)

    @property
    def following_suit(self) -> list[Card]:
        """The seat's cards that follow suit when it is to play (``Hand.following_suit``)."""
        return cards_from_mask(self.legal_mask)

    @property
    def legal_plays(self) -> list[Card]:
        """Deprecated: ``following_suit``, the same cards."""
        deprecated("SeatView.legal_plays", "SeatView.following_suit is the same cards")
        return self.following_suit

    @property
    def turn(self) -> int | None:
        """Deprecated: ``to_act``, the same seat."""
        deprecated("SeatView.turn", "SeatView.to_act is the same seat")
        return self.to_act

    @property
    def led_suit(self) -> Suit | None:
        return self.current[0][1].suit if self.current else None

    @property
    def unseen_mask(self) -> int:
        """Cards this seat cannot see: in other hands or undealt."""
        spies = 0
        for c in self.spies:
            spies |= c.bit
        return _ALL & ~(self.holding_mask | self.played_mask | spies)

    def may_hold(self, other: int) -> int:
        """Unseen cards that ``other`` could still hold, given the voids it has shown."""
        mask = self.unseen_mask
        for suit in self.voids[other]:
            mask &= ~SUIT_MASKS[suit]
        return mask

    @property
    def played(self) -> list[Card]:
        return [DECK[i] for i in range(40) if self.played_mask >> i & 1]
