"""A careful player's card with every card in view: how the search plays the tricks beyond
its horizon (``solver_search.Solver`` with a ``horizon``), for tables too large to solve whole.

Duck under the winning card, throw the most dangerous card, lead a card that others can
beat, and stop a capote with the highest card when the next trick would decide it.
"""

from __future__ import annotations

from coteccio_lab.cards import POINTS_BY_INDEX, SUIT_MASKS

__all__ = ["careful_card"]

_P = POINTS_BY_INDEX
_SM = SUIT_MASKS


def careful_card(masks: list[int], seat: int, hold: int, led: int, best: int, bs: int,
             last: bool, active: tuple[int, ...], first: int, won: list[int], done: int,
             size: int) -> int:
    """A careful player's card with every card in view (the rollout policy)."""
    if led < 0:
        others = 0
        for s in active:
            if s != seat:
                others |= masks[s]
        pick = -1
        pick_key = (9, 99, 99)
        m = hold
        while m:
            low = m & -m
            m ^= low
            idx = low.bit_length() - 1
            suit_top = _SM[idx // 10] & ~((2 << idx) - 1)
            covered = 0 if others & suit_top else 1
            key = (covered, _P[idx], idx % 10)
            if key < pick_key:
                pick, pick_key = idx, key
        return pick
    follow = hold & _SM[led]
    if follow:
        if (
            first >= 0
            and first != seat
            and bs == first
            and won[first] == done
            and done >= size - 2
            and follow >> (best + 1)
        ):
            return follow.bit_length() - 1  # stop the capote with the highest card
        losers = follow & ((1 << best) - 1)
        if losers:
            return losers.bit_length() - 1
        if last:
            return follow.bit_length() - 1
        return (follow & -follow).bit_length() - 1
    throw = -1
    throw_key = (-1, -1)
    m = hold
    while m:
        low = m & -m
        m ^= low
        idx = low.bit_length() - 1
        danger = (_P[idx], idx % 10)
        if danger > throw_key:
            throw, throw_key = idx, danger
    return throw
