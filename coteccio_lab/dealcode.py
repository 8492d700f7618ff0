"""Deal codes: a short text a person can type that reproduces a deal (or a match).

A code holds a 40-bit seed in eight Crockford base-32 characters, shown as two
groups of four. Reading forgives case, dashes, spaces and the look-alikes
O/0 and I/L/1, so a class can copy a code from the board.

>>> deal_code(123456789)
'003N-QK8N'
>>> parse_deal_code("003n qk8n")
123456789
>>> parse_deal_code("3NQK8N") == parse_deal_code("OO3N-QK8N")
True
"""

from __future__ import annotations

import random

__all__ = ["DealCodeError", "deal_code", "new_seed", "parse_deal_code"]

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {ch: i for i, ch in enumerate(_ALPHABET)} | {"O": 0, "I": 1, "L": 1}
_BITS = 40


class DealCodeError(ValueError):
    """Text that is not a deal code."""


def new_seed() -> int:
    """A fresh random seed that fits in a deal code."""
    return random.SystemRandom().getrandbits(_BITS)


def deal_code(seed: int) -> str:
    if not 0 <= seed < 1 << _BITS:
        raise DealCodeError(f"a deal code holds a seed from 0 to {2**_BITS - 1}, not {seed}")
    chars = []
    for _ in range(8):
        seed, r = divmod(seed, 32)
        chars.append(_ALPHABET[r])
    text = "".join(reversed(chars))
    return text[:4] + "-" + text[4:]


def parse_deal_code(text: str) -> int:
    if not isinstance(text, str):
        raise DealCodeError(f"a deal code is text like 'K7QX-3MPA', not {text!r}")
    cleaned = text.strip().upper().replace("-", "").replace(" ", "")
    if not cleaned:
        raise DealCodeError("the deal code is empty: type the eight characters, like K7QX-3MPA")
    for ch in cleaned:
        if ch not in _READ:
            raise DealCodeError(
                f"{ch!r} cannot be in a deal code (letters and digits only, no U)"
            )
    if len(cleaned) > 8:
        raise DealCodeError(f"a deal code has 8 characters, {text!r} has {len(cleaned)}")
    value = 0
    for ch in cleaned:
        value = value * 32 + _READ[ch]
    return value
