"""Coteccio Lab: learn, teach and play Coteccio, the trick-avoiding game of Trieste.

The names a learner types first. A deal, Trieste's rules unless told otherwise:

>>> from coteccio_lab import Hand
>>> hand = Hand.deal(4, seed=7)
>>> hand  # doctest: +ELLIPSIS
Hand.from_moves('trieste', ['4d Ad 4s Ks 2b', '2c Jd 2s 6s 3b', ...], dealer=0)
>>> hand.to_act, [str(move) for move in hand.legal_moves]
(1, ['2c', 'Jd', '2s', '6s', '3b'])

A refused card says why, in words, and changes nothing (``IllegalPlay``):

>>> hand.push("2c")
Move.parse('2c', seat=1)
>>> try:
...     hand.push("7s")
... except IllegalPlay as refused:
...     print(refused.message("en"))
cups were led and seat 2 holds the Six of cups, the Knight of cups and the Ace of cups

The cards (``Card``, ``Suit``, ``Rank``, the 40 of the ``DECK``; a bad code raises
``CardError``):

>>> Card.parse("Qc").name(), str(Suit.CUPS), Rank.parse("A").points, len(DECK)
('Knight of cups', 'cups', 6, 40)
>>> try:
...     Card.parse("Zq")
... except CardError as bad:
...     print(str(bad).split(":")[0])
unknown card 'Zq'

The rules as data (``Rules``: a preset and its options) and a whole match (``Match``):

>>> Rules.from_spec("bergamo").counter
'bole'
>>> match = Match.new("trieste", 3, seed=42)
>>> match
<Match trieste players=3 hands=0 counters=[4, 4, 4] dealer=0>
"""

from .cards import DECK, Card, CardError, Rank, Suit
from .hand import Hand, IllegalPlay
from .match import Match
from .rules import Rules

__all__ = ["DECK", "Card", "CardError", "Hand", "IllegalPlay", "Match", "Rank", "Rules", "Suit"]
__version__ = "0.1.0"
