"""The capote odds, where the players look for them: the same as :mod:`coteccio_lab.odds`."""

from __future__ import annotations

from ..odds import CapoteOdds, DealSpace, capote_odds

__all__ = ["CapoteOdds", "DealSpace", "capote_odds"]
