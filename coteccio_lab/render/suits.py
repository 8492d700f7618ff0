"""The suit symbols, Italian and French, one function per symbol.

Each symbol is designed once in a 100-unit box centred on the origin and
placed with :func:`~coteccio_lab.render.svg.place`, so a pip, a corner index
and a symbol held by a court figure are the same drawing at different sizes.
The Italian suits differ by *shape*, not only by colour: a goblet, a round
coin with a ring and a rosette, a straight sword with a cross-guard, a knotty
club.

>>> coin(50, 80, 30).startswith('<g transform="translate(50 80) scale(0.3)">')
True
>>> suit_symbol(Suit.SWORDS, 0, 0, 100) == sword(0, 0, 100)
True
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..cards import Suit
from .svg import num, place

__all__ = [
    "Palette",
    "baton",
    "club",
    "coin",
    "cup",
    "diamond",
    "heart",
    "palette",
    "spade",
    "suit_symbol",
    "sword",
]


@dataclass(frozen=True)
class Palette:
    """Colours of one suit: ``ink`` for indices, ``main``/``accent`` for robes."""

    ink: str
    main: str
    accent: str


_ITALIAN_PALETTES = (
    Palette(ink="#a8281e", main="#c8372d", accent="#f0b93a"),  # cups: red and gold
    Palette(ink="#8a5a00", main="#e0a526", accent="#c8372d"),  # coins: gold and red
    Palette(ink="#1f4a85", main="#2e5c9a", accent="#f0b93a"),  # swords: blue
    Palette(ink="#3b6b26", main="#4f8a3a", accent="#b0722f"),  # batons: green, wood
)
_FRENCH_PALETTES = (
    Palette(ink="#c41e2e", main="#c62f3a", accent="#f0b93a"),  # hearts
    Palette(ink="#c41e2e", main="#d9622b", accent="#f0b93a"),  # diamonds
    Palette(ink="#1b1b1b", main="#2b3a67", accent="#f0b93a"),  # spades
    Palette(ink="#1b1b1b", main="#2f5d3a", accent="#f0b93a"),  # clubs
)


def palette(suit: Suit, *, french: bool = False) -> Palette:
    """The colours used for ``suit``.

    >>> palette(Suit.SWORDS).main
    '#2e5c9a'
    """
    return (_FRENCH_PALETTES if french else _ITALIAN_PALETTES)[suit]


def _star(points: int, outer: float, inner: float) -> str:
    """Path data of a star centred on the origin, first point straight up."""
    coords = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / points
        coords.append(f"{num(radius * math.sin(angle))} {num(-radius * math.cos(angle))}")
    return "M" + "L".join(coords) + "Z"


# --- Italian suits ---------------------------------------------------------

_CUP = (
    '<g stroke="#5b1a10" stroke-width="3" stroke-linejoin="round">'
    '<path d="M-5 4H5L4 28H-4Z" fill="#e3a72f"/>'
    '<ellipse cy="16" rx="9" ry="5" fill="#f0c24b"/>'
    '<path d="M-4 28C-6 36-22 38-27 46H27C22 38 6 36 4 28Z" fill="#e3a72f"/>'
    '<path d="M-36-38H36C36-8 20 6 0 6C-20 6-36-8-36-38Z" fill="#c8372d"/>'
    '<path d="M-33-22Q0-12 33-22" fill="none" stroke="#f0c24b" stroke-width="5"/>'
    '<ellipse cy="-38" rx="36" ry="8" fill="#f0c24b"/>'
    '<ellipse cy="-38" rx="28" ry="4" fill="#7a2418" stroke="none"/>'
    "</g>"
)

_COIN = (
    '<g stroke="#7a4b00" stroke-width="3">'
    '<circle r="47" fill="#f2c14e"/>'
    '<circle r="38" fill="none" stroke="#b5651d" stroke-width="4" stroke-dasharray="3 3.6"/>'
    '<circle r="29" fill="#e49b2c"/>'
    f'<path d="{_star(8, 26, 12)}" fill="#f7d67a" stroke-width="2" stroke-linejoin="round"/>'
    '<circle r="8" fill="#c8372d" stroke-width="2"/>'
    "</g>"
)

_SWORD = (
    '<g stroke="#1f3b63" stroke-width="3" stroke-linejoin="round">'
    '<path d="M0-50L8-38V16H-8V-38Z" fill="#d6dee8"/>'
    '<path d="M0-40V12" stroke="#7d93b2"/>'
    '<path d="M-27 12Q-31 23-22 26H22Q31 23 27 12Q20 17 0 16Q-20 17-27 12Z" fill="#2e5c9a"/>'
    '<path d="M-5 26H5V40H-5Z" fill="#8b5a2b"/>'
    '<circle cy="44" r="6" fill="#2e5c9a"/>'
    "</g>"
)

_BATON = (
    '<g transform="rotate(16)" stroke="#4a2d0f" stroke-width="3" stroke-linejoin="round">'
    '<path d="M-9-4L-24-14L-21-20L-8-12Z" fill="#a8702f"/>'
    '<path d="M8 16L22 8L25 13L9 24Z" fill="#a8702f"/>'
    '<ellipse cx="-22.5" cy="-17" rx="2.5" ry="4" transform="rotate(34 -22.5 -17)"'
    ' fill="#e8c590"/>'
    '<ellipse cx="23.5" cy="10.5" rx="2.5" ry="4" transform="rotate(-60 23.5 10.5)"'
    ' fill="#e8c590"/>'
    '<path d="M-4 48L-6 22Q-11 18-7 12L-9-8Q-15-12-11-18L-13-34C-15-48-6-52 0-50'
    'C8-52 16-46 13-34Q17-28 12-24L10-2Q15 2 9 6L5 48Z" fill="#b27a3a"/>'
    '<path d="M-3-38q4 2 1 6M4-12q-4 2-1 6M-2 28q3 2 0 5" fill="none" stroke-width="2.4"/>'
    '<path d="M-21-20Q-36-26-30-38Q-20-32-21-20Z" fill="#5f9a3f"/>'
    "</g>"
)

# --- French suits ----------------------------------------------------------

_HEART = (
    '<path d="M0 42C-30 18-46 2-46-17C-46-33-35-44-22-44C-11-44-3-37 0-28'
    'C3-37 11-44 22-44C35-44 46-33 46-17C46 2 30 18 0 42Z" fill="#d42a35"/>'
)
_DIAMOND = '<path d="M0-48Q14-24 36 0Q14 24 0 48Q-14 24-36 0Q-14-24 0-48Z" fill="#d42a35"/>'
_SPADE = (
    '<path d="M0-48C-28-22-46-8-46 10C-46 26-35 35-23 35C-13 35-6 30-3 24'
    'Q-4 38-14 48H14Q4 38 3 24C6 30 13 35 23 35C35 35 46 26 46 10C46-8 28-22 0-48Z"'
    ' fill="#1b1b1b"/>'
)
_CLUB = (
    '<g fill="#1b1b1b"><circle cy="-24" r="19"/><circle cx="-22" cy="10" r="19"/>'
    '<circle cx="22" cy="10" r="19"/><circle cy="0" r="10"/>'
    '<path d="M-3 4Q-2 36-14 48H14Q2 36 3 4Z"/></g>'
)


def cup(x: float, y: float, size: float, rotate: float = 0.0) -> str:
    """Cups (coppe): a red goblet with a golden rim, knot and foot."""
    return place(_CUP, x, y, size, rotate)


def coin(x: float, y: float, size: float, rotate: float = 0.0) -> str:
    """Coins (denari): a golden disc with a beaded ring and a star rosette."""
    return place(_COIN, x, y, size, rotate)


def sword(x: float, y: float, size: float, rotate: float = 0.0) -> str:
    """Swords (spade): a straight steel blade, point up, with a blue hilt."""
    return place(_SWORD, x, y, size, rotate)


def baton(x: float, y: float, size: float, rotate: float = 0.0) -> str:
    """Batons (bastoni): a knotty wooden club with cut branches and a leaf."""
    return place(_BATON, x, y, size, rotate)


def heart(x: float, y: float, size: float, rotate: float = 0.0) -> str:
    """Hearts, the French counterpart of cups."""
    return place(_HEART, x, y, size, rotate)


def diamond(x: float, y: float, size: float, rotate: float = 0.0) -> str:
    """Diamonds (a lozenge with curved sides), the counterpart of coins."""
    return place(_DIAMOND, x, y, size, rotate)


def spade(x: float, y: float, size: float, rotate: float = 0.0) -> str:
    """Spades, the counterpart of swords."""
    return place(_SPADE, x, y, size, rotate)


def club(x: float, y: float, size: float, rotate: float = 0.0) -> str:
    """Clubs (a trefoil), the counterpart of batons."""
    return place(_CLUB, x, y, size, rotate)


SymbolFunction = Callable[[float, float, float, float], str]

_ITALIAN: tuple[SymbolFunction, ...] = (cup, coin, sword, baton)
_FRENCH: tuple[SymbolFunction, ...] = (heart, diamond, spade, club)


def suit_symbol(
    suit: Suit, x: float, y: float, size: float, *, french: bool = False, rotate: float = 0.0
) -> str:
    """The symbol of ``suit`` (French-suited with ``french=True``) at ``(x, y)``."""
    return (_FRENCH if french else _ITALIAN)[suit](x, y, size, rotate)
