"""Dealing: the seeded shuffle that gives each seat its cards, and who sits where.

A deal is a pure function of its seed (``shuffle.draw_bits``), so a deal code replays
the same cards on any machine and version. The seat after the dealer receives first
and leads first (hand-record spec); seats out of the match receive nothing.
``Hand.deal`` and ``Hand.deal_seats`` deal through this module; ``Hand`` plays the deal.

>>> masks, spies = deal_masks(7, [1, 2, 3, 0], 4, 5)
>>> [m.bit_count() for m in masks], spies
([5, 5, 5, 5], [])
>>> seating([True, False, True, True], dealer=3)
((0, 2, 3), (0, 2, 3), (2, 1, 3, 0))
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import DECK, Card, cards_from_mask
from .i18n import Message, WordedError
from .shuffle import draw_bits

__all__ = ["DealError", "Seating", "deal_cards", "deal_masks", "round_from", "seating"]


class DealError(WordedError):
    """A deal that cannot be played: wrong counts, a card dealt twice, a bad dealer (worded
    when shown, in the session's language)."""


_RANGE40 = tuple(range(40))
_BIT = tuple(1 << i for i in range(40))
# _CHUNK[top]: the product of the five radices top, top-1, ..., top-4 (1 below 1)
_CHUNK = tuple(
    top * max(top - 1, 1) * max(top - 2, 1) * max(top - 3, 1) * max(top - 4, 1)
    for top in range(41)
)
_SPY = -1  # where a card drawn for the spies goes instead of a seat


def deal_masks(
    seed: int, order: Sequence[int], n: int, hand_size: int, spies: int = 0
) -> tuple[list[int], list[int]]:
    """The seeded chance event: each seat's cards as a bit mask, and the spies.

    Cards go one at a time to the seats in ``order`` (the seat after the dealer
    first), then ``spies`` more are turned face up. The shuffle is a pure function
    of ``seed`` (``shuffle.draw_bits``, splitmix64, feeding a partial Fisher-Yates).

    The k-th card drawn is ``deck[r_k]`` with r_k the k-th digit of a 192-bit
    number in the mixed radix 40, 39, 38, ...; digits are taken five at a time
    (``divmod`` by 40·39·38·37·36 first), which gives the same digits faster.

    >>> masks, spy = deal_masks(3, [0, 1], 2, 5, spies=2)
    >>> [m.bit_count() for m in masks], len(spy), any(m >> i & 1 for m in masks for i in spy)
    ([5, 5], 2, False)
    """
    players = len(order)
    need = players * hand_size + spies
    if need > 40:
        raise DealError(Message("deal_err_deck", players=players, size=hand_size))
    x = draw_bits(seed)
    deck = list(_RANGE40)
    masks = [0] * n
    spy: list[int] = []
    bits = _BIT
    chunk = _CHUNK
    top = 40
    low = left = 0
    for s in tuple(order) * hand_size + (_SPY,) * spies:
        if not left:
            x, low = divmod(x, chunk[top])
            left = 5
        r = low % top
        low //= top
        left -= 1
        top -= 1
        if s >= 0:
            masks[s] |= bits[deck[r]]
        else:
            spy.append(deck[r])
        deck[r] = deck[top]
    return masks, spy


def deal_cards(
    seed: int, seats: Sequence[int], first: int, hand_size: int, spies: int = 0
) -> tuple[dict[int, list[Card]], list[Card]]:
    """``deal_masks`` as cards: each seat's hand (lowest first) and the spies.

    >>> hands, spies = deal_cards(1, [0, 1], 1, 2)
    >>> sorted(len(h) for h in hands.values()), spies
    ([2, 2], [])
    """
    order = list(round_from(seats, first) if first in seats else seats)
    n = max(order) + 1 if order else 0
    masks, spy = deal_masks(seed, order, n, hand_size, spies)
    return {s: cards_from_mask(masks[s]) for s in order}, [DECK[i] for i in spy]


def round_from(seats: Sequence[int], first: int) -> tuple[int, ...]:
    """The seats of one round of play (``seats`` in playing order), ``first`` first.

    >>> round_from((0, 2, 3), 2)
    (2, 3, 0)
    """
    k = seats.index(first)
    return (*seats[k:], *seats[:k])


Seating = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""Who receives (and plays) in order from the dealer's next seat, the seats in play
sorted, and each seat's next seat in play (a seat out of the match points to itself)."""

_SEATINGS: dict[tuple[tuple[bool, ...], int], Seating] = {}


def seating(in_play: Sequence[bool], dealer: int) -> Seating:
    """The seating of a deal to the seats ``in_play`` (cached: simulations deal the same
    few tables again and again)."""
    key = (tuple(in_play), dealer)
    found = _SEATINGS.get(key)
    if found is None:
        found = _SEATINGS[key] = _seating(in_play, dealer)
    return found


def _seating(in_play: Sequence[bool], dealer: int) -> Seating:
    n = len(in_play)
    if not (isinstance(dealer, int) and 0 <= dealer < n):
        raise DealError(Message("deal_err_dealer", last=n - 1, got=repr(dealer)))
    order = tuple((dealer + k) % n for k in range(1, n + 1) if in_play[(dealer + k) % n])
    if len(order) < 2:
        raise DealError(Message("deal_err_two_in_play"))
    nxt = list(range(n))
    for i, s in enumerate(order):
        nxt[s] = order[(i + 1) % len(order)]
    return order, tuple(sorted(order)), tuple(nxt)
