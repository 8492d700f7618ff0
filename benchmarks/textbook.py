"""The textbook rule player: a baseline for the kit's levels, not a level of the kit.

It plays the rules a beginner's book gives for a game where points are to be avoided,
and nothing else (no capote defence):

* following suit: the highest card that still loses to the trick's best card; if every
  card of the suit wins, the highest when it plays last (the trick is taken anyway),
  else the lowest;
* void in the suit led: the most dangerous card, the most points and then the highest rank;
* leading the first trick: the highest card without points of its shortest suit, if some
  other seat may still hold a card that beats it;
* leading otherwise (or when there is no such card): the lowest card that some other seat
  may still beat, else the card with the fewest points.

These are the cautious level's habits less three of them (it empties a short suit at every
lead, takes the trick high when nobody after it can beat it, and defends against a capote),
so the player is the cautious one with those switched off, and gives its reasons; where it
wins low with nobody after it able to go over, a cautious reason would not be true, and it
says its rule in plain words.
The capote decision follows the exact odds, and a lone legal card is played at once, as
every kit level does; the doctor and 001's cappotto are answered by the kit's one policy,
which the session applies to every computer seat.

>>> import random
>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.view import SeatView
>>> hand = Hand.deal(4, seed=12, dealer=3)
>>> move = TextbookPlayer().choose(SeatView.of(hand, 0), random.Random(1))
>>> move.card in hand.following_suit, move.why("en").startswith("I ")
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from coteccio_lab.cards import Card
from coteccio_lab.players.analysis import Analysis
from coteccio_lab.players.base import Move
from coteccio_lab.players.levels import CautiousPlayer
from coteccio_lab.view import SeatView

__all__ = ["TextbookPlayer"]


class TextbookPlayer(CautiousPlayer):
    """The textbook rules; see the module text."""

    name = "textbook"

    def choose_card(self, view: SeatView, rng: random.Random,
                    counters: Sequence[int] | None = None) -> Move:
        return self._play(view)

    def _empties_short_suits(self, view: SeatView) -> bool:
        return not view.tricks

    def _trick_is_mine(self, view: SeatView, lowest: Card) -> bool:
        return len(view.current) == len(view.active) - 1

    def _move(self, view: SeatView, card: Card, reason: str, **params: object) -> Move:
        if reason == "why_win_low" and super()._trick_is_mine(view, card):
            return Move(view.seat, card=card, analysis=Analysis(
                said="the textbook wins low when not last to play", level=self.name))
        return super()._move(view, card, reason, **params)
