"""A computer player's analysis of its move: why it chose it, and what it estimated.

A :class:`~coteccio_lab.moves.Move` is the decision alone (a card or a choice); what a
player says of it travels beside it, in ``move.analysis``: a reason from the players' part
of the catalogues (``reason`` and its ``params``, so ``why(lang)`` is one sentence in any
of the kit's languages), or plain words (``said``); and the estimates behind it: each
legal card's value (``values``, the expert's), the exact odds of the capote (``odds``),
how many imagined deals were solved (``samples``), and the level that chose (``level``).

>>> from coteccio_lab.cards import Card
>>> from coteccio_lab.moves import Move
>>> ace = Card.parse("Ac")
>>> move = Move(1, card=ace, analysis=Analysis("why_only_card", {"card": ace}, level="random"))
>>> move.why("it"), analysis_of(move).level
("Gioco l'Asso di coppe: è l'unica carta che posso giocare", 'random')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..i18n import t
from ..moves import CardValue, Move, Said
from ..odds import CapoteOdds

__all__ = ["Analysis", "analysis_of"]


@dataclass(frozen=True)
class Analysis:
    """Why a player chose its move, and the estimates it chose by (the module)."""

    reason: str = ""
    """A message key of the players' part of the catalogues (empty: none)."""
    params: Mapping[str, Any] = field(default_factory=dict)
    said: str = ""
    """A reason in plain words, the same in every language (when ``reason`` is empty)."""
    values: tuple[CardValue, ...] = ()
    """The expert's estimate for every legal card (empty for the other levels)."""
    odds: CapoteOdds | None = None
    samples: int = 0
    """How many imagined deals the expert solved."""
    level: str = ""

    @property
    def explained(self) -> bool:
        """A reason is given (``why`` says something)."""
        return bool(self.reason or self.said)

    def why(self, lang: str) -> str:
        """One sentence, in ``lang``, that says why (empty when no reason was given)."""
        if not self.reason:
            return self.said
        return t(self.reason, lang, **dict(self.params))

    def value_of(self, card: Card) -> CardValue | None:
        return next((v for v in self.values if v.card == card), None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.values:
            out["values"] = [v.to_json() for v in self.values]
        if self.odds is not None:
            out["odds"] = self.odds.to_json()
        return out


def analysis_of(move: Move) -> Analysis:
    """``move``'s analysis (a reason in plain words as one; none as an empty one)."""
    found = move.analysis
    if isinstance(found, Analysis):
        return found
    return Analysis(said=found.text) if isinstance(found, Said) else Analysis()
