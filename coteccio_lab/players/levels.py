"""The random and the cautious players.

Random plays any legal card, and flips a coin at the capote decision.

Cautious plays the way a careful club player does, and says which habit it
followed:

* following suit, it *ducks*: it plays its highest card that still loses to
  the card winning the trick; when every card it holds in the suit would win,
  it plays the lowest (someone may still go over it), or the highest when
  nobody after it can (the trick is its own anyway: out goes the danger);
* with no card of the suit led, it throws its most dangerous card: the most
  points, then the highest, then the one with fewest cards left out that beat it;
* leading, it empties a short suit: the highest card without points of its
  shortest suit that has one, when another seat may still beat it; else it
  leads its lowest card that other seats can still beat;
* when another seat has won every trick so far it takes a cheap trick to stop
  the capote, and stops it at any price when the next trick would decide it;
* at its own capote decision it follows the exact odds
  (:func:`coteccio_lab.odds.capote_odds`).

It plays at least as well as the textbook rule player of ``benchmarks/textbook.py``
(``docs/expert.md`` gives the measure).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards import SUIT_MASKS, Card, cards_from_mask
from ..i18n.params import Num
from ..view import OfferView, SeatView
from .analysis import Analysis
from .base import (
    Choice,
    Move,
    ReasonedPlayer,
    capote_threat,
    check_turn,
    must_stop,
    sure_stoppers,
)
from .offers import offer_answer

__all__ = ["CautiousPlayer", "RandomPlayer", "danger", "live_others", "low_lead",
           "short_suit_lead"]

CHEAP_TRICK = 6
"""Cautious takes a trick to stop a threatened capote when it costs it at most this much."""


class RandomPlayer:
    """Any legal card, drawn uniformly; a coin flip at the capote decision."""

    name = "random"

    def choose(self, view: SeatView | OfferView, rng: random.Random,
               counters: Sequence[int] | None = None) -> Move:
        if isinstance(view, OfferView):
            return offer_answer(view)
        check_turn(view)
        if view.decision_pending:
            return self.decide_capote(view, rng, counters)
        card = cards_from_mask(view.legal_mask)[self.pick(view.legal_mask, rng)]
        return Move(view.seat, card=card,
                    analysis=Analysis("why_random", {"card": card}, level=self.name))

    @staticmethod
    def pick(legal: int, rng: random.Random) -> int:
        """The position, among the legal cards lowest first, of the card to play."""
        return rng.randrange(legal.bit_count())

    def decide_capote(self, view: SeatView, rng: random.Random,
                      counters: Sequence[int] | None = None) -> Move:
        choice: Choice = "attempt" if rng.random() < 0.5 else "annul"
        return Move(view.seat, capote=choice,
                    analysis=Analysis(f"why_random_{choice}", level=self.name))


def live_others(view: SeatView) -> int:
    """Unseen cards that some other seat still in the hand may hold."""
    mask = 0
    for s in view.active:
        if s != view.seat and view.counts[s]:
            mask |= view.may_hold(s)
    return mask


def higher_live(card: Card, live: int) -> int:
    """How many cards of ``card``'s suit that beat it may still be out there."""
    return (live & SUIT_MASKS[card.suit] & ~((2 << card.index) - 1)).bit_count()


def danger(card: Card, live: int) -> tuple[int, int, int]:
    """How much harm a card can still do, as a sort key: its points, its rank, and how few
    cards that beat it may still be out there."""
    return card.points, int(card.rank), -higher_live(card, live)


def short_suit_lead(legal: Sequence[Card], live: int) -> Card | None:
    """The highest card without points of the shortest suit that holds one, when another
    seat may still beat it; else None. Of two suits as short, the one whose card may be
    beaten, then the lower card, then the suit's order.

    Leading it starts to empty that suit, so that later, when the suit is led, the
    seat can throw a dangerous card instead of following."""
    picks = []
    for suit in {c.suit for c in legal}:
        cards = [c for c in legal if c.suit == suit]
        low = [c for c in cards if not c.points]
        if low:
            top = max(low, key=lambda c: c.index)
            picks.append((len(cards), not higher_live(top, live), top.rank, suit, top))
    if not picks:
        return None
    pick = min(picks)
    return None if pick[1] else pick[4]


def low_lead(legal: Sequence[Card], live: int) -> Card | None:
    """The lowest card another seat may still beat (ties: the one more cards beat), or None."""
    covered = [c for c in legal if higher_live(c, live)]
    if not covered:
        return None
    return min(covered, key=lambda c: (c.rank, -higher_live(c, live)))


class CautiousPlayer(ReasonedPlayer):
    """A careful club player's habits; see the module text."""

    name = "cautious"

    def choose_card(self, view: SeatView, rng: random.Random,
                    counters: Sequence[int] | None = None) -> Move:
        stop = must_stop(view)
        if stop is not None:
            card = _cheapest(stop[1])
            return self._move(view, card, "why_stop_capote", seat=stop[0])
        threat = capote_threat(view)
        if threat is not None and len(view.tricks) >= 2:
            stoppers = sure_stoppers(view, threat)
            if stoppers and stoppers != view.legal_mask:
                card = _cheapest(stoppers)
                cost = sum(c.points for _, c in view.current) + card.points
                if cost <= CHEAP_TRICK:
                    return self._move(view, card, "why_cheap_trick", seat=threat)
        return self._play(view)

    # ---- habits -------------------------------------------------------------------------
    def _play(self, view: SeatView) -> Move:
        """The card by the habits of play, once the capote is not at stake."""
        live = live_others(view)
        legal = view.following_suit
        if not view.current:
            return self._lead(view, legal, live)
        led = view.current[0][1].suit
        best = max((c for _, c in view.current if c.suit == led), key=lambda c: c.index)
        following = [c for c in legal if c.suit == led]
        if not following:
            card = max(legal, key=lambda c: danger(c, live))
            return self._move(view, card, "why_discard", suit=led)
        losers = [c for c in following if c.index < best.index]
        if losers:
            card = max(losers, key=lambda c: c.index)
            return self._move(view, card, "why_duck", best=best)
        if self._trick_is_mine(view, min(following, key=lambda c: c.index)):
            card = max(following, key=lambda c: c.index)
            return self._move(view, card, "why_take_high", suit=led)
        card = min(following, key=lambda c: c.index)
        return self._move(view, card, "why_win_low", best=best, suit=led)

    def _move(self, view: SeatView, card: Card, reason: str, **params: object) -> Move:
        return Move(view.seat, card=card,
                    analysis=Analysis(reason, {"card": card, **params}, level=self.name))

    def _lead(self, view: SeatView, legal: list[Card], live: int) -> Move:
        card = short_suit_lead(legal, live) if self._empties_short_suits(view) else None
        if card is not None:
            return self._move(view, card, "why_lead_short",
                              n=Num(higher_live(card, live), "int"), suit=card.suit)
        card = low_lead(legal, live)
        if card is not None:
            return self._move(view, card, "why_lead_low", n=Num(higher_live(card, live), "int"),
                              suit=card.suit)
        card = min(legal, key=lambda c: (c.points, c.rank))
        return self._move(view, card, "why_lead_forced")

    def _empties_short_suits(self, view: SeatView) -> bool:
        """Whether this lead starts to empty a short suit (cautious: every lead)."""
        return True

    def _trick_is_mine(self, view: SeatView, lowest: Card) -> bool:
        """Nobody still to play in this trick can beat even my lowest card of the suit."""
        played = {s for s, _ in view.current}
        for s in view.active:
            if s == view.seat or s in played or not view.counts[s]:
                continue
            if view.may_hold(s) & SUIT_MASKS[lowest.suit] & ~((2 << lowest.index) - 1):
                return False
        return True


def _cheapest(mask: int) -> Card:
    """The stopping card that costs least: fewest points, then the highest (it is safest)."""
    return min(cards_from_mask(mask), key=lambda c: (c.points, -c.index))
