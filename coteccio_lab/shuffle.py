"""The seeded randomness of the kit: splitmix64 and the seeds made from it.

Every deal is a pure function of a seed (``deal.deal_masks`` draws its cards
from ``draw_bits``), a match derives each deal's seed from its own
(``deal_seed``), and simulations make independent streams with ``mix``. The
numbers are part of the kit's promises: a deal code replays the same cards on
any machine and version, so these functions must never change their output.

>>> splitmix64(0)
16294208416658607535
>>> deal_seed(42, 0) == deal_seed(42, 0) != deal_seed(42, 1)
True
>>> mix(1, 2) == mix(1, 2) != mix(2, 1)
True
"""

from __future__ import annotations

__all__ = ["SEED_BITS", "deal_seed", "draw_bits", "mix", "splitmix64"]

M64 = (1 << 64) - 1
SEED_BITS = 40
"""A deal's seed fits in a deal code (``dealcode``): 40 bits."""
_M40 = (1 << SEED_BITS) - 1
_GAMMA = 0x9E3779B97F4A7C15


def splitmix64(z: int) -> int:
    """One step of splitmix64 (Steele, Lea and Flood 2014): 64 well-mixed bits from ``z``."""
    z = (z + _GAMMA) & M64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return z ^ (z >> 31)


def draw_bits(seed: int) -> int:
    """192 random bits for one deal: ``a << 128 | b << 64 | c`` with a = splitmix(seed),
    b = splitmix(a ^ seed >> 64), c = splitmix(b).

    log2(40!) is about 159, so 192 bits cover every card of even an 8-player deal.
    The three steps are written out (not three calls): dealing is the engine's hot path.

    >>> a = splitmix64(7); b = splitmix64(a ^ (7 >> 64))
    >>> draw_bits(7) == (a << 128) | (b << 64) | splitmix64(b)
    True
    """
    z = ((seed & M64) + _GAMMA) & M64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    a = z ^ (z >> 31)
    z = ((a ^ (seed >> 64)) + _GAMMA) & M64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    b = z ^ (z >> 31)
    z = (b + _GAMMA) & M64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return (a << 128) | (b << 64) | (z ^ (z >> 31))


def deal_seed(match_seed: int, deal_no: int) -> int:
    """The seed of a match's ``deal_no``-th deal (from 0), 40 bits like a deal code's."""
    return splitmix64(match_seed * 1_000_003 + deal_no) & _M40


def mix(*parts: int) -> int:
    """A seed made from several numbers (splitmix64), for independent seeded streams."""
    z = 0x5EED
    for p in parts:
        z = splitmix64(z ^ (p & M64))
    return z
