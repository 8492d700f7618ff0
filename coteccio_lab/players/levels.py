"""The random and the cautious players.

Random plays any legal card, and flips a coin at the capote decision.

Cautious plays the way a careful club player does, and says which habit it
followed:

* following suit, it *ducks*: it plays its highest card that still loses to
  the card winning the trick; when every card it holds in the suit would win,
  it plays the lowest (someone may still go over it), or the highest when
  nobody after it can (the trick is its own anyway: out goes the danger);
* with no card of the suit led, it throws its most dangerous card: high, worth
  points, and with few cards left out that can beat it;
* it leads a low card that other seats can still beat;
* on the last trick but one it does not keep a sure winner for the last trick
  (worth 6 more points) when it can get rid of it now;
* when another seat has won every trick so far it takes a cheap trick to stop
  the capote, and stops it at any price when the next trick would decide it;
* at its own capote decision it follows the exact odds
  (:func:`coteccio_lab.odds.capote_odds`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards import SUIT_MASKS, Card, cards_from_mask
from ..i18n.params import Num
from ..view import SeatView
from .base import (
    Choice,
    Move,
    ReasonedPlayer,
    capote_threat,
    check_turn,
    must_stop,
    sure_stoppers,
)

__all__ = ["CautiousPlayer", "RandomPlayer", "danger", "live_others"]

CHEAP_TRICK = 6
"""Cautious takes a trick to stop a threatened capote when it costs it at most this much."""


class RandomPlayer:
    """Any legal card, drawn uniformly; a coin flip at the capote decision."""

    name = "random"

    def choose(self, view: SeatView, rng: random.Random,
               counters: Sequence[int] | None = None) -> Move:
        check_turn(view)
        if view.decision_pending:
            return self.decide_capote(view, rng, counters)
        card = cards_from_mask(view.legal_mask)[self.pick(view.legal_mask, rng)]
        return Move(view.seat, card=card, reason="why_random", params={"card": card},
                    level=self.name)

    @staticmethod
    def pick(legal: int, rng: random.Random) -> int:
        """The position, among the legal cards lowest first, of the card to play."""
        return rng.randrange(legal.bit_count())

    def decide_capote(self, view: SeatView, rng: random.Random,
                      counters: Sequence[int] | None = None) -> Move:
        choice: Choice = "attempt" if rng.random() < 0.5 else "annul"
        return Move(view.seat, capote=choice, reason=f"why_random_{choice}", level=self.name)


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


def danger(card: Card, live: int) -> int:
    """How likely a card is to win a trick and bring points home: rank, points, few above it."""
    return int(card.rank) + card.points - 2 * higher_live(card, live)


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
        live = live_others(view)
        legal = view.legal_plays
        if not view.current:
            return self._lead(view, legal, live)
        led = view.current[0][1].suit
        best = max((c for _, c in view.current if c.suit == led), key=lambda c: c.index)
        following = [c for c in legal if c.suit == led]
        if not following:
            card = max(legal, key=lambda c: (danger(c, live), c.points, c.index))
            return self._move(view, card, "why_discard", suit=led)
        losers = [c for c in following if c.index < best.index]
        if losers:
            card = max(losers, key=lambda c: c.index)
            keep = self._last_trick_swap(view, legal, card, live)
            if keep is not None:
                return keep
            return self._move(view, card, "why_duck", best=best)
        if self._trick_is_mine(view, min(following, key=lambda c: c.index)):
            card = max(following, key=lambda c: c.index)
            return self._move(view, card, "why_take_high", suit=led)
        card = min(following, key=lambda c: c.index)
        return self._move(view, card, "why_win_low", best=best, suit=led)

    # ---- habits -------------------------------------------------------------------------
    def _move(self, view: SeatView, card: Card, reason: str, **params: object) -> Move:
        return Move(view.seat, card=card, reason=reason, params={"card": card, **params},
                    level=self.name)

    def _lead(self, view: SeatView, legal: list[Card], live: int) -> Move:
        covered = [c for c in legal if higher_live(c, live)]
        if covered:
            card = min(covered, key=lambda c: (c.points, c.rank, -higher_live(c, live)))
            keep = self._last_trick_swap(view, legal, card, live)
            if keep is not None:
                return keep
            return self._move(view, card, "why_lead_low", n=Num(higher_live(card, live), "int"),
                              suit=card.suit)
        card = min(legal, key=lambda c: (c.points, c.rank))
        return self._move(view, card, "why_lead_forced")

    def _last_trick_swap(self, view: SeatView, legal: list[Card], card: Card,
                         live: int) -> Move | None:
        """On the last trick but one, do not keep a sure winner for the last trick."""
        if len(view.tricks) != view.hand_size - 2 or len(view.holding) != 2:
            return None
        keep = next(c for c in view.holding if c != card)
        if keep not in legal or higher_live(keep, live) or not higher_live(card, live):
            return None
        cost = sum(c.points for _, c in view.current) + keep.points
        if cost > CHEAP_TRICK + view.rules.last_trick_bonus:
            return None
        return self._move(view, keep, "why_avoid_last", keep=card,
                          n=Num(view.rules.last_trick_points, "int"))

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
