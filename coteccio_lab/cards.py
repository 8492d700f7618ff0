"""Cards of the 40-card Italian deck: suits, ranks, points and names.

Every source agrees on the deck (docs/rules.md section 1): four suits of ten cards,
ranked Ace, King, Knight, Jack, 7 down to 2, with the four top cards worth
6, 5, 4 and 3 points. Cards are value objects with a parse/format pair, so the
notation of the hand-record spec round-trips:

>>> Card.parse("7d").code()
'7d'
>>> Card.parse("qB")
Card.parse('Qb')
>>> Card.parse("Ac").name()
'Ace of cups'
>>> Card.parse("Kc").name("it"), Card.parse("Kc").name("pt")
('Re di coppe', 'Rei de copas')
>>> sum(card.points for card in DECK)
72

The engine works on small integers (``card.index``, 0..39, ten per suit, higher
index = higher rank inside a suit) so that simulations stay fast; the value
objects are interned, one per card.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from .catalogue import CATALOGUE

__all__ = [
    "Card",
    "CardError",
    "DECK",
    "deck_order",
    "LANGUAGES",
    "Rank",
    "Suit",
    "cards_from_mask",
    "format_cards",
    "mask_of",
    "parse_cards",
    "SUIT_MASKS",
    "POINTS_BY_INDEX",
]

LANGUAGES: tuple[str, ...] = CATALOGUE.languages
"""The languages the kit speaks, English first: one per catalogue in ``coteccio_lab/locale``
(a new ``.po``, compiled, adds one: docs/translating.md)."""


class CardError(ValueError):
    """A card or a card list that cannot be read; ``text`` is what was given.

    >>> try:
    ...     Card.parse("1x")
    ... except CardError as bad:
    ...     print(bad.text)
    1x
    """

    def __init__(self, message: str, text: str = "") -> None:
        super().__init__(message)
        self.text = text


class Suit(IntEnum):
    """The four Italian suits, in the order of the hand-record notation.

    >>> [(str(suit), suit.letter) for suit in Suit]
    [('cups', 'c'), ('coins', 'd'), ('swords', 's'), ('batons', 'b')]
    """

    CUPS = 0
    COINS = 1
    SWORDS = 2
    BATONS = 3

    @property
    def letter(self) -> str:
        return "cdsb"[self]

    def __str__(self) -> str:
        """The suit's English name, 'cups' (an IntEnum would print its number)."""
        return self.name_in("en")

    @classmethod
    def parse(cls, text: str) -> Suit:
        """``'c'``, ``'d'``, ``'s'`` or ``'b'``, any case.

        >>> Suit.parse("B").name_in("it")
        'bastoni'
        """
        key = text.strip().lower()
        if len(key) != 1 or key not in "cdsb":
            raise CardError(f"unknown suit {text!r}: use c, d, s or b", text)
        return cls("cdsb".index(key))

    def name_in(self, lang: str = "en", *, french: bool = False) -> str:
        """The suit's plural name; ``french=True`` gives the French-deck suit."""
        if french:
            return _word(f"card_french_suit_{self.letter}", lang)
        return _word(f"card_suit_{self.letter}", lang)

    @property
    def mask(self) -> int:
        return SUIT_MASKS[self]


class Rank(IntEnum):
    """Ranks from low to high: the value is the order inside a suit.

    >>> Rank.KNIGHT > Rank.JACK, Rank.parse("A").points, Rank.parse("7").points
    (True, 6, 0)
    """

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    JACK = 6
    KNIGHT = 7
    KING = 8
    ACE = 9

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @property
    def points(self) -> int:
        return _RANK_POINTS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """``A K Q J 7 6 5 4 3 2``, any case.

        >>> Rank.parse("q").name_in("en")
        'Knight'
        """
        key = text.strip().upper()
        if key not in _RANK_SYMBOLS:
            raise CardError(f"unknown rank {text!r}: use A, K, Q, J or 7 to 2", text)
        return cls(_RANK_SYMBOLS.index(key))

    def name_in(self, lang: str = "en", *, french: bool = False) -> str:
        if french and self is Rank.KNIGHT:
            return _word("card_french_queen", lang)
        return _word(f"card_rank_{self.symbol}", lang)

    def index_in(self, lang: str = "en", *, french: bool = False) -> str:
        """The mark in a face's corner: the notation's letter, except the Knight's.

        Records write the Knight ``Q`` (the hand-record spec), and a French deck's Queen
        is a Queen; but on an Italian face a ``Q`` reads as a Queen, which the deck does
        not have. So its face shows the first letters of its name instead: ``Kn``
        (Knight), ``C`` (Cavallo, Caval in Trieste; Cavaleiro in Portuguese).

        >>> Rank.KNIGHT.index_in("en"), Rank.KNIGHT.index_in("it"), Rank.KNIGHT.symbol
        ('Kn', 'C', 'Q')
        >>> Rank.KNIGHT.index_in("en", french=True), Rank.KING.index_in("it")
        ('Q', 'K')
        """
        if self is Rank.KNIGHT and not french:
            return _word("card_knight_index", lang)
        return self.symbol


_RANK_SYMBOLS = ("2", "3", "4", "5", "6", "7", "J", "Q", "K", "A")
_RANK_POINTS = (0, 0, 0, 0, 0, 0, 3, 4, 5, 6)


def _word(key: str, lang: str) -> str:
    """A card's word in ``lang`` from the catalogue (English where ``lang`` lacks it)."""
    return CATALOGUE.text(key, lang)



class Card:
    """One card; interned, so ``Card.parse('Ac') is Card.parse('ac')``.

    >>> Card.parse("Qb") > Card.parse("Jb")   # same suit: by rank
    True
    >>> Card.parse("Ac").points, Card.parse("7c").points
    (6, 0)

    Cards compare by rank within a suit only: that is the order of the game, where a card
    of another suit never beats the suit led, so ``max`` of one suit is the card that
    wins. Cards of two suits have no order (a ``TypeError``, rather than ``Ac < 2d`` and a
    ``max(trick)`` that is not the winner); the deck's order, cups to batons and Two to
    Ace in each suit, is ``key=deck_order``:

    >>> sorted(parse_cards("Ac 2d 7c"), key=deck_order)
    [Card.parse('7c'), Card.parse('Ac'), Card.parse('2d')]
    >>> Card.parse("Ac") < Card.parse("2d")
    Traceback (most recent call last):
    ...
    TypeError: cards of different suits have no order (Ac, 2d): sort with key=deck_order
    """

    __slots__ = ("index", "suit", "rank", "points", "bit", "_code")

    index: int
    suit: Suit
    rank: Rank
    points: int
    bit: int
    _code: str

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return _BY_INDEX[int(suit) * 10 + int(rank)]

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> Card:
        card = object.__new__(cls)
        card.index = int(suit) * 10 + int(rank)
        card.suit = suit
        card.rank = rank
        card.points = rank.points
        card.bit = 1 << card.index
        card._code = rank.symbol + suit.letter
        return card

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card in the spec's notation (rank then suit, any case)."""
        if not isinstance(text, str):
            raise CardError(f"a card is written as text like 'Ac', not {text!r}", str(text))
        key = text.strip()
        if len(key) != 2:
            raise CardError(
                f"unknown card {text!r}: write rank then suit, like 'Ac' or '7d'", text
            )
        try:
            return _BY_INDEX[Suit.parse(key[1]) * 10 + Rank.parse(key[0])]
        except CardError:
            raise CardError(
                f"unknown card {text!r}: ranks are A K Q J 7 6 5 4 3 2, "
                "suits c (cups) d (coins) s (swords) b (batons)",
                text,
            ) from None

    @classmethod
    def from_index(cls, index: int) -> Card:
        return _BY_INDEX[index]

    def code(self) -> str:
        return self._code

    def name(self, lang: str = "en", *, french: bool = False) -> str:
        """The card's full name in ``lang`` (the catalogue's ``card_name``): 'Ace of cups'."""
        return _word("card_name", lang).format(
            rank=self.rank.name_in(lang, french=french), suit=self.suit.name_in(lang, french=french)
        )

    def beats(self, other: Card) -> bool:
        """True when this card, played on ``other`` as the card to beat, wins."""
        return self.suit == other.suit and self.rank > other.rank

    def __repr__(self) -> str:
        return f"Card.parse({self._code!r})"

    def __str__(self) -> str:
        return self._code

    def _same_suit(self, other: object) -> Card:
        if not isinstance(other, Card):
            raise TypeError(f"a card compares with a card, not {other!r}")
        if other.suit != self.suit:
            raise TypeError(f"cards of different suits have no order ({self._code}, "
                            f"{other._code}): sort with key=deck_order")
        return other

    def __lt__(self, other: Card) -> bool:
        return self.index < self._same_suit(other).index

    def __le__(self, other: Card) -> bool:
        return self.index <= self._same_suit(other).index

    def __gt__(self, other: Card) -> bool:
        return self.index > self._same_suit(other).index

    def __ge__(self, other: Card) -> bool:
        return self.index >= self._same_suit(other).index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def _repr_svg_(self) -> str:
        from .render.cards import card_svg

        return card_svg(self)


def deck_order(card: Card) -> int:
    """The card's place in the deck (cups, coins, swords, batons; Two up to Ace in each),
    the ``key`` to sort cards of several suits."""
    return card.index


_BY_INDEX: list[Card] = [Card._make(Suit(i // 10), Rank(i % 10)) for i in range(40)]

DECK: tuple[Card, ...] = tuple(_BY_INDEX)
"""The 40 cards, cups first, each suit from Two up to Ace."""

SUIT_MASKS: tuple[int, ...] = tuple(0x3FF << (10 * s) for s in range(4))
POINTS_BY_INDEX: tuple[int, ...] = tuple(c.points for c in DECK)


def parse_cards(items: Iterable[Card | str] | str) -> list[Card]:
    """Read several cards: a list of codes (or cards) or one string split on spaces/commas.

    >>> parse_cards("Ac 7d, qb")
    [Card.parse('Ac'), Card.parse('7d'), Card.parse('Qb')]
    """
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    return [item if isinstance(item, Card) else Card.parse(item) for item in items]


def format_cards(cards: Iterable[Card]) -> str:
    """The cards' codes, space-separated.

    >>> format_cards([Card.parse('Ac'), Card.parse('2b')])
    'Ac 2b'
    """
    return " ".join(card.code() for card in cards)


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of a set of cards (bit ``card.index``)."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def cards_from_mask(mask: int) -> list[Card]:
    """The cards of a bit mask, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_BY_INDEX[low.bit_length() - 1])
        mask ^= low
    return out
