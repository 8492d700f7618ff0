"""Coteccio Lab: learn, teach and play Coteccio, the trick-avoiding game of Trieste."""

from .cards import DECK, Card, CardError, Rank, Suit

__all__ = ["DECK", "Card", "CardError", "Rank", "Suit"]
__version__ = "0.1.0"
