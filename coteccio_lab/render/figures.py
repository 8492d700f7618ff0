"""Stylised court figures: King, Knight (or the French Queen) and Jack.

The figures are drawn in card coordinates (a 100 x 160 card) inside the
framed picture area ``FRAME``; each wears its suit's colours and holds its
suit's symbol, and each has a silhouette of its own so that the three court
cards tell apart at a glance: the King has a crown, a beard and a long ermine
robe, the Knight rides a horse, the Jack stands in a short tunic and a
feathered hat, and the French Queen has a tiara, long hair and a gown.

>>> from coteccio_lab.cards import Rank, Suit
>>> len({court_figure(r, Suit.CUPS) for r in (Rank.JACK, Rank.KNIGHT, Rank.KING)})
3
"""

from __future__ import annotations

from ..cards import Rank, Suit
from .suits import Palette, palette, suit_symbol

__all__ = ["FRAME", "court_figure", "jack", "king", "knight", "queen"]

FRAME = (19.0, 12.0, 62.0, 136.0)
"""x, y, width, height of the picture frame of a court card."""

_SKIN = "#f3d2b0"
_LINE = '<g stroke="#3a2a1a" stroke-width="1.1" stroke-linejoin="round">'
_GOLD = "#f2c14e"


def _face(cx: float, cy: float) -> str:
    """A head with two eyes and a hint of a mouth, radius 8.5."""
    return (
        f'<circle cx="{cx}" cy="{cy}" r="8.5" fill="{_SKIN}"/>'
        f'<g fill="#3a2a1a" stroke="none"><circle cx="{cx - 3}" cy="{cy - 1}" r="1"/>'
        f'<circle cx="{cx + 3}" cy="{cy - 1}" r="1"/></g>'
        f'<path d="M{cx - 2} {cy + 4}Q{cx} {cy + 5.5} {cx + 2} {cy + 4}" fill="none"/>'
    )


def _held(suit: Suit, x: float, y: float, size: float, french: bool) -> str:
    """The suit symbol a figure holds; French symbols (flat, unoutlined) get a
    light halo so that they stand out against a robe of the same colour."""
    symbol = suit_symbol(suit, x, y, size, french=french)
    if not french:
        return symbol
    return f'<g stroke="#fffdf8" stroke-width="9" stroke-linejoin="round">{symbol}</g>{symbol}'


def _hand(x: float, y: float) -> str:
    return f'<circle cx="{x}" cy="{y}" r="3" fill="{_SKIN}"/>'


def king(suit: Suit, *, french: bool = False) -> str:
    """A crowned, bearded king in a long ermine-trimmed robe, with a sceptre."""
    p: Palette = palette(suit, french=french)
    return (
        _LINE
        + f'<path d="M30 52L33 48L36 58Z" fill="{_GOLD}"/>'
        + '<path d="M32 52L36 110" stroke="#8a5a00" stroke-width="2.4"/>'
        + f'<circle cx="31" cy="50" r="3.4" fill="{_GOLD}"/>'
        + f'<path d="M37 60Q50 55 63 60L73 140H27Z" fill="{p.main}"/>'
        + f'<path d="M46 62H54V134H46Z" fill="{p.accent}"/>'
        + '<path d="M27 132H73V140H27Z" fill="#fffdf5"/>'
        + '<path d="M37 60Q50 70 63 60Q50 64 37 60Z" fill="#fffdf5"/>'
        + '<g fill="#222" stroke="none"><circle cx="34" cy="136" r="1"/>'
        + '<circle cx="44" cy="136" r="1"/><circle cx="56" cy="136" r="1"/>'
        + '<circle cx="66" cy="136" r="1"/></g>'
        + f'<path d="M37 62L33 64L32 96L38 96Z" fill="{p.main}"/>'
        + _hand(35, 98)
        + f'<path d="M63 62L68 64L69 82L63 84Z" fill="{p.main}"/>'
        + _face(50, 44)
        + '<path d="M42 46Q50 66 58 46Q54 51 50 50Q46 51 42 46Z" fill="#8a5a2b"/>'
        + f'<path d="M41 38L39 24L45 30L50 21L55 30L61 24L59 38Z" fill="{_GOLD}"/>'
        + '<circle cx="50" cy="33" r="1.8" fill="#c8372d"/>'
        + "</g>"
        + _held(suit, 68, 92, 22, french)
        + _LINE
        + _hand(66, 84)
        + "</g>"
    )


def knight(suit: Suit, *, french: bool = False) -> str:
    """A rider in a plumed helmet on a white horse, the suit symbol raised."""
    p = palette(suit, french=french)
    horse = "#f1ece0"
    return (
        _LINE
        # tail, legs, body, neck and head of the horse (facing left)
        + '<path d="M76 104Q88 112 82 132Q78 118 72 110Z" fill="#6b4a2b"/>'
        + f'<path d="M36 114H42L41 140H35Z" fill="{horse}"/>'
        + f'<path d="M46 116H51L50 140H45Z" fill="{horse}"/>'
        + f'<path d="M62 116H67L68 140H63Z" fill="{horse}"/>'
        + f'<path d="M70 114H76L78 140H72Z" fill="{horse}"/>'
        + '<g fill="#3a2a1a"><path d="M35 140H41V143H35Z"/><path d="M45 140H50V143H45Z"/>'
        + '<path d="M63 140H68V143H63Z"/><path d="M72 140H78V143H72Z"/></g>'
        + f'<ellipse cx="56" cy="108" rx="23" ry="12" fill="{horse}"/>'
        + f'<path d="M40 104L29 80L23 78L20 92L30 96L38 112Z" fill="{horse}"/>'
        + f'<path d="M29 80L27 74L24 79Z" fill="{horse}"/>'
        + f'<path d="M23 78L20 80L19 92Q21 96 25 95L30 96L26 86Z" fill="{horse}"/>'
        + '<path d="M30 78Q38 86 42 100L38 102Q34 90 27 80Z" fill="#6b4a2b"/>'
        + '<circle cx="24.5" cy="84" r="1" fill="#3a2a1a"/>'
        # saddle cloth and rider
        + f'<path d="M46 96H70L72 118H44Z" fill="{p.main}"/>'
        + f'<path d="M44 114H72V118H44Z" fill="{p.accent}"/>'
        + f'<path d="M50 72H63L65 98H48Z" fill="{p.main}"/>'
        + f'<path d="M50 96L47 120H53L57 98Z" fill="{p.accent}"/>'
        + '<path d="M46 120H54V124H46Z" fill="#3a2a1a"/>'
        + f'<path d="M61 74L68 62L71 64L65 78Z" fill="{p.main}"/>'
        + _face(56, 62)
        + '<path d="M47 60Q47 48 56 48Q65 48 65 60Z" fill="#9aa7b8"/>'
        + f'<path d="M56 48Q54 34 46 32Q52 40 50 48Z" fill="{p.accent}"/>'
        + "</g>"
        + _held(suit, 71, 50, 20, french)
        + _LINE
        + _hand(70, 61)
        + "</g>"
    )


def queen(suit: Suit, *, french: bool = False) -> str:
    """A French-deck Queen (the Knight's place): tiara, long hair, a bell gown."""
    p = palette(suit, french=french)
    return (
        _LINE
        + '<path d="M40 46Q38 64 35 74H65Q62 64 60 46Q50 30 40 46Z" fill="#7a4a22"/>'
        + f'<path d="M40 62Q50 57 60 62Q63 100 76 140H24Q37 100 40 62Z" fill="{p.main}"/>'
        + f'<path d="M40 62Q50 74 60 62L58 82H42Z" fill="{p.accent}"/>'
        + '<path d="M29 124Q50 132 71 124L76 140H24Z" fill="#fffdf5"/>'
        + f'<path d="M40 64L34 66L33 90L39 92Z" fill="{p.main}"/>'
        + _hand(36, 94)
        + '<path d="M36 92L34 78" stroke="#3b7a2a" stroke-width="1.4"/>'
        + '<circle cx="34" cy="76" r="3.2" fill="#d42a35"/>'
        + f'<path d="M60 64L66 66L67 82L61 84Z" fill="{p.main}"/>'
        + _face(50, 46)
        + '<path d="M41.5 42Q50 34 58.5 42Q50 38 41.5 42Z" fill="#7a4a22"/>'
        + f'<path d="M43 38L44 31L47 35L50 29L53 35L56 31L57 38Z" fill="{_GOLD}"/>'
        + "</g>"
        + _held(suit, 68, 92, 20, french)
        + _LINE
        + _hand(65, 84)
        + "</g>"
    )


def jack(suit: Suit, *, french: bool = False) -> str:
    """A young page standing in a short tunic and a wide feathered hat."""
    p = palette(suit, french=french)
    return (
        _LINE
        + f'<path d="M43 106H49L48 138H43Z" fill="{p.accent}"/>'
        + f'<path d="M51 106H57L57 138H52Z" fill="{p.accent}"/>'
        + '<path d="M39 137H48V141H38Z" fill="#3a2a1a"/>'
        + '<path d="M52 137H61L62 141H52Z" fill="#3a2a1a"/>'
        + f'<path d="M39 62Q50 58 61 62L67 110H33Z" fill="{p.main}"/>'
        + '<path d="M37 86H63V90H37Z" fill="#5a3a1a"/>'
        + f'<path d="M33 110Q50 104 67 110L66 104H34Z" fill="{p.accent}"/>'
        + f'<path d="M39 63L33 66L31 90L37 92Z" fill="{p.main}"/>'
        + f'<path d="M61 63L67 66L69 88L63 90Z" fill="{p.main}"/>'
        + _hand(34, 93)
        + _face(50, 50)
        + f'<path d="M41 42Q42 31 50 31Q58 31 59 42Z" fill="{p.main}"/>'
        + f'<ellipse cx="50" cy="42" rx="16" ry="3.5" fill="{p.accent}"/>'
        + '<path d="M56 34Q68 18 76 26Q66 26 58 38Z" fill="#fffdf5"/>'
        + "</g>"
        + _held(suit, 67, 96, 20, french)
        + _LINE
        + _hand(66, 88)
        + "</g>"
    )


def court_figure(rank: Rank, suit: Suit, *, french: bool = False) -> str:
    """The picture of a court card: King, Knight (French: Queen) or Jack."""
    if rank is Rank.KING:
        return king(suit, french=french)
    if rank is Rank.KNIGHT:
        return queen(suit, french=True) if french else knight(suit)
    if rank is Rank.JACK:
        return jack(suit, french=french)
    raise ValueError(f"{rank.name_in()} is not a court card")
