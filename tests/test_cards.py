"""The 40-card deck (docs/rules.md section 1): suits, ranks, points, names, the notation."""

from __future__ import annotations

import copy
import pickle

import pytest

from coteccio_lab.cards import (
    DECK,
    LANGUAGES,
    POINTS_BY_INDEX,
    SUIT_MASKS,
    Card,
    CardError,
    Rank,
    Suit,
    cards_from_mask,
    deck_order,
    format_cards,
    mask_of,
    parse_cards,
)

RANKS_HIGH_TO_LOW = ["A", "K", "Q", "J", "7", "6", "5", "4", "3", "2"]


def test_deck_has_40_cards_four_suits_of_ten() -> None:
    """000, 001, 003, 004: a 40-card deck, four suits of ten cards."""
    assert len(DECK) == 40
    assert len(set(DECK)) == 40
    for suit in Suit:
        assert sum(1 for c in DECK if c.suit is suit) == 10
    assert [c.index for c in DECK] == list(range(40))


def test_rank_order_in_a_suit() -> None:
    """000, 001, 003, 004: Ace, King, Knight, Jack, 7, 6, 5, 4, 3, 2, high to low."""
    for suit in "cdsb":
        cards = [Card.parse(r + suit) for r in RANKS_HIGH_TO_LOW]
        for higher, lower in zip(cards, cards[1:]):
            assert higher.rank > lower.rank
            assert higher.beats(lower)
            assert not lower.beats(higher)
            assert higher > lower


def test_off_suit_card_never_beats() -> None:
    """000, 003: no trumps: a card of another suit never beats the card to beat."""
    two_of_cups = Card.parse("2c")
    for card in DECK:
        if card.suit is not Suit.CUPS:
            assert not card.beats(two_of_cups)


@pytest.mark.parametrize(
    "rank, points", [("A", 6), ("K", 5), ("Q", 4), ("J", 3), ("7", 0), ("6", 0), ("5", 0),
                     ("4", 0), ("3", 0), ("2", 0)]
)
def test_card_points(rank: str, points: int) -> None:
    """001, 003, 004: Ace 6, King 5, Knight 4, Jack 3, all others 0."""
    for suit in "cdsb":
        card = Card.parse(rank + suit)
        assert card.points == points
        assert POINTS_BY_INDEX[card.index] == points


def test_deck_holds_72_points() -> None:
    """docs/rules.md section 4: a full deck holds 72 card points (4 x (6+5+4+3))."""
    assert sum(c.points for c in DECK) == 72


def test_parse_and_code_round_trip() -> None:
    """hand-record spec: rank then suit, written back exactly as read."""
    for card in DECK:
        assert Card.parse(card.code()) is card
        assert str(card) == card.code()
        assert Card.from_index(card.index) is card
    assert format_cards(DECK[:10]) == "2c 3c 4c 5c 6c 7c Jc Qc Kc Ac"


@pytest.mark.parametrize("text, code", [("ac", "Ac"), ("AC", "Ac"), ("qB", "Qb"), (" 7d ", "7d"),
                                        ("kS", "Ks"), ("jD", "Jd")])
def test_parse_is_case_insensitive(text: str, code: str) -> None:
    """hand-record spec: cards are case-insensitive on input, written canonically on output."""
    assert Card.parse(text).code() == code


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "write rank then suit"),
        ("A", "write rank then suit"),
        ("10c", "write rank then suit"),
        ("Xc", "ranks are A K Q J 7 6 5 4 3 2"),
        ("8c", "ranks are A K Q J 7 6 5 4 3 2"),
        ("Ah", "suits c (cups) d (coins) s (swords) b (batons)"),
        ("Az", "unknown card 'Az'"),
    ],
)
def test_parse_errors_are_clear(text: str, words: str) -> None:
    with pytest.raises(CardError) as err:
        Card.parse(text)
    assert words in str(err.value)
    assert err.value.text == text
    assert "\n" not in str(err.value)


def test_parse_refuses_non_text() -> None:
    with pytest.raises(CardError, match="written as text"):
        Card.parse(7)  # type: ignore[arg-type]


def test_suit_and_rank_parse() -> None:
    assert Suit.parse("B") is Suit.BATONS
    assert Rank.parse("q") is Rank.KNIGHT
    with pytest.raises(CardError, match="use c, d, s or b"):
        Suit.parse("h")
    with pytest.raises(CardError, match="use A, K, Q, J or 7 to 2"):
        Rank.parse("9")


@pytest.mark.parametrize(
    "code, en, it, pt",
    [
        ("Ac", "Ace of cups", "Asso di coppe", "Ás de copas"),
        ("Kd", "King of coins", "Re di denari", "Rei de ouros"),
        ("Qs", "Knight of swords", "Cavallo di spade", "Cavaleiro de espadas"),
        ("Jb", "Jack of batons", "Fante di bastoni", "Valete de paus"),
        ("7c", "Seven of cups", "Sette di coppe", "Sete de copas"),
        ("2b", "Two of batons", "Due di bastoni", "Dois de paus"),
    ],
)
def test_names_in_three_languages(code: str, en: str, it: str, pt: str) -> None:
    """The sources' languages: English (003), Italian (001, 004), Portuguese (000)."""
    card = Card.parse(code)
    assert card.name() == en
    assert card.name("en") == en
    assert card.name("it") == it
    assert card.name("pt") == pt
    assert LANGUAGES == ("en", "it", "pt")


def test_french_deck_names() -> None:
    """001, 003: a French deck works; hearts-cups, diamonds-coins, spades-swords, clubs-batons;
    the Knight is the Queen (Donna, 001)."""
    assert Card.parse("Qc").name(french=True) == "Queen of hearts"
    assert Card.parse("Qc").name("it", french=True) == "Donna di cuori"
    assert Card.parse("Ad").name(french=True) == "Ace of diamonds"
    assert Card.parse("Ks").name(french=True) == "King of spades"
    assert Card.parse("Jb").name(french=True) == "Jack of clubs"


def test_a_language_without_a_catalogue_names_cards_in_english() -> None:
    """As every message does (the names are the catalogue's ``card_*`` entries)."""
    assert Card.parse("Ac").name("fr") == "Ace of cups"
    assert Card.parse("Qb").name("fr", french=True) == "Queen of clubs"


def test_cards_are_interned_value_objects() -> None:
    card = Card.parse("Ac")
    assert Card.parse("ac") is card
    assert Card(Suit.CUPS, Rank.ACE) is card
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert repr(card) == "Card.parse('Ac')"


def test_parse_cards_and_format_cards() -> None:
    cards = parse_cards("Ac 7d, qb")
    assert format_cards(cards) == "Ac 7d Qb"
    assert parse_cards(["ac", "7D"]) == [Card.parse("Ac"), Card.parse("7d")]
    with pytest.raises(CardError):
        parse_cards("Ac Zz")


def test_masks_round_trip() -> None:
    cards = parse_cards("2c Ac 7d Qb")
    mask = mask_of(cards)
    assert mask.bit_count() == 4
    assert cards_from_mask(mask) == sorted(cards, key=deck_order)
    assert cards_from_mask(0) == []
    for suit in Suit:
        assert cards_from_mask(SUIT_MASKS[suit]) == [c for c in DECK if c.suit is suit]
        assert suit.mask == SUIT_MASKS[suit]
