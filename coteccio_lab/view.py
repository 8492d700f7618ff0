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
from typing import Any

from .cards import DECK, SUIT_MASKS, Card, Suit, cards_from_mask
from .hand import Hand, Trick
from .moves import Decision, Move, deprecated
from .rules import Rules

__all__ = ["OfferView", "SeatView", "SpectatorView", "trick_json"]

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

    def held(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat``'s hand this view shows face up: the seat's own, no other's
        (``counts`` says how many each holds)."""
        return tuple(self.holding) if seat == self.seat else ()

    @property
    def plays(self) -> int:
        """Cards played in the hand so far."""
        return sum(len(t.cards) for t in self.tricks) + len(self.current)

    def json(self) -> dict[str, Any]:
        """The view as the class service sends it to the seat's page (card codes): what
        its board draws the felt from (``render/boardview.js``)."""
        return {
            "seat": self.seat,
            "n": self.n,
            "dealer": self.dealer,
            "to_act": self.to_act,
            "holding": [c.code() for c in self.holding],
            "counts": list(self.counts),
            "tricks": [trick_json(t) for t in self.tricks],
            "current": [[s, c.code()] for s, c in self.current],
            "leader": self.leader,
            "active": list(self.active),
            "points": list(self.points),
            "tricks_won": list(self.tricks_won),
            "spies": [c.code() for c in self.spies],
            "capote_pending": self.decision_pending,
            "capote_choice": self.capote_choice,
        }


@dataclass(frozen=True)
class SpectatorView:
    """What someone watching the table sees of a hand, seated nowhere: the cards played,
    the trick on the table, the spies, how many cards each seat holds, and each seat's
    cards only when they are shown (``hands``: a teacher who asked for them, a worked
    position, the widget kit's open table). Hidden, no held card is in the view at all.

    >>> from coteccio_lab.hand import Hand
    >>> h = Hand.deal(3, seed=11, dealer=0)
    >>> SpectatorView.of(h).holdings, SpectatorView.of(h).counts
    (None, (5, 5, 5))
    >>> [len(cards) for cards in SpectatorView.of(h, hands=True).holdings]
    [5, 5, 5]
    """

    rules: Rules
    n: int
    dealer: int
    active: tuple[int, ...]
    tricks: tuple[Trick, ...]
    current: tuple[tuple[int, Card], ...]
    leader: int
    to_act: int | None
    counts: tuple[int, ...]
    spies: tuple[Card, ...]
    points: tuple[int, ...]
    tricks_won: tuple[int, ...]
    decision_pending: bool
    holdings: tuple[tuple[Card, ...], ...] | None
    """Each seat's cards now, when shown; None when hidden."""
    dealt: tuple[tuple[Card, ...], ...] | None
    """Each seat's cards as dealt, when shown; None when hidden."""

    @classmethod
    def of(cls, hand: Hand, *, hands: bool = False) -> SpectatorView:
        n = hand.n
        return cls(
            rules=hand.rules,
            n=n,
            dealer=hand.dealer,
            active=hand.active,
            tricks=tuple(hand.tricks),
            current=tuple(hand.current_trick),
            leader=hand.leader,
            to_act=hand.to_act,
            counts=tuple(hand.holding_mask(s).bit_count() for s in range(n)),
            spies=hand.spies,
            points=tuple(hand.points()),
            tricks_won=tuple(hand.tricks_won(s) for s in range(n)),
            decision_pending=hand.decision_pending,
            holdings=tuple(tuple(hand.holding(s)) for s in range(n)) if hands else None,
            dealt=hand.dealt if hands else None,
        )

    @property
    def shown(self) -> bool:
        """The seats' cards are face up."""
        return self.holdings is not None

    def held(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s cards face up, or none when hidden."""
        return () if self.holdings is None else self.holdings[seat]

    @property
    def plays(self) -> int:
        return sum(len(t.cards) for t in self.tricks) + len(self.current)

    def json(self) -> dict[str, Any]:
        """The view as the class service sends it to the teacher's page (card codes); the
        held and dealt cards only when shown."""
        out: dict[str, Any] = {
            "n": self.n,
            "tricks": [trick_json(t) for t in self.tricks],
            "current": [[s, c.code()] for s, c in self.current],
            "leader": self.leader,
            "to_act": self.to_act,
            "dealer": self.dealer,
            "active": list(self.active),
            "points": list(self.points),
            "tricks_won": list(self.tricks_won),
            "spies": [c.code() for c in self.spies],
            "counts": list(self.counts),
            "capote_pending": self.decision_pending,
        }
        if self.holdings is not None and self.dealt is not None:
            out["dealt"] = [[c.code() for c in cards] for cards in self.dealt]
            out["holding"] = [[c.code() for c in cards] for cards in self.holdings]
        return out


def trick_json(trick: Trick) -> dict[str, Any]:
    """A trick with card codes: who led, who won, its points, each seat's card."""
    return {"leader": trick.leader, "winner": trick.winner, "points": trick.points,
            "cards": [[s, c.code()] for s, c in trick.seat_cards]}
