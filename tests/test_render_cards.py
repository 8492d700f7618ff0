"""Tests of the card art (coteccio_lab.render)."""

from __future__ import annotations

import doctest
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from coteccio_lab.cards import DECK, Card, Rank, Suit, parse_cards
from coteccio_lab.render import back_svg, card_svg, deck_svg, figures, suits, svg
from coteccio_lab.render import cards as cards_module
from coteccio_lab.render.figures import court_figure
from coteccio_lab.render.suits import suit_symbol

SVG = "{http://www.w3.org/2000/svg}"
STYLES = (False, True)
COURT = (Rank.JACK, Rank.KNIGHT, Rank.KING)


def parse(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg"
    return root


def symbol_body(suit: Suit, french: bool) -> str:
    """The drawing of a suit symbol without its placing transform."""
    placed = suit_symbol(suit, 0, 0, 100, french=french)
    return placed.split(">", 1)[1][: -len("</g>")]


@pytest.mark.parametrize("french", STYLES)
@pytest.mark.parametrize("card", DECK, ids=[c.code() for c in DECK])
def test_every_face_is_well_formed_and_labelled(card: Card, french: bool) -> None:
    text = card_svg(card, french=french)
    root = parse(text)
    assert root.get("class") == f"cot-card cot-card-{card.code()}"
    assert root.get("role") == "img"
    assert root.get("aria-label") == card.name(french=french)
    assert root.get("viewBox") == "0 0 100 160"
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == card.name(french=french)
    # the rank is written in two opposite corners
    texts = [t.text for t in root.iter(f"{SVG}text")]
    mark = card.rank.index_in("en", french=french)
    assert texts == [mark, mark]
    # self-contained: no images, links, external fonts or ids to clash in a notebook
    for forbidden in ("<image", "href", "url(", "@font-face", "@import", " id="):
        assert forbidden not in text
    assert len(text) < 8000, "faces must stay small for the widget websocket"


@pytest.mark.parametrize("french", STYLES)
def test_pip_cards_show_that_many_symbols(french: bool) -> None:
    for card in DECK:
        if card.rank in COURT:
            continue
        pips = 1 if card.rank is Rank.ACE else int(card.rank) + 2
        body = symbol_body(card.suit, french)
        # the pips plus the small symbol of each of the two corners
        assert card_svg(card, french=french).count(body) == pips + 2, card


def test_css_class_and_language() -> None:
    card = Card.parse("Kc")
    root = parse(card_svg(card, css_class="played highlight", lang="it"))
    assert root.get("class") == "cot-card cot-card-Kc played highlight"
    assert root.get("aria-label") == "Re di coppe"
    root = parse(card_svg(Card.parse("Qd"), french=True, lang="pt"))
    assert root.get("aria-label") == "Dama de ouros"


@pytest.mark.parametrize("french", STYLES)
def test_distinct_cards_give_distinct_svgs(french: bool) -> None:
    faces = {card_svg(card, french=french) for card in DECK}
    assert len(faces) == 40
    assert back_svg() not in faces


def test_italian_and_french_faces_differ() -> None:
    for card in DECK:
        assert card_svg(card) != card_svg(card, french=True)


def test_suit_symbols_differ_by_shape_not_only_colour() -> None:
    for french in STYLES:
        shapes = set()
        for suit in Suit:
            body = symbol_body(suit, french)
            # drop every colour: what is left is the geometry
            shapes.add("".join(part.split('"', 1)[-1] for part in body.split("#")))
        assert len(shapes) == 4


@pytest.mark.parametrize("french", STYLES)
def test_court_cards_differ_from_each_other_and_from_pips(french: bool) -> None:
    for suit in Suit:
        figures_ = [court_figure(rank, suit, french=french) for rank in COURT]
        assert len(set(figures_)) == 3
        for rank in COURT:
            face = card_svg(Card(suit, rank), french=french)
            assert figures_[COURT.index(rank)] in face
            for other in COURT:
                if other is not rank:
                    assert figures_[COURT.index(other)] not in face
    # a court card is a framed picture, not a grid of pips
    x, y, w, h = figures.FRAME
    frame = f'<rect x="{svg.num(x)}" y="{svg.num(y)}" width="{svg.num(w)}" height="{svg.num(h)}"'
    for card in DECK:
        assert (frame in card_svg(card, french=french)) == (card.rank in COURT), card
    body = symbol_body(Suit.CUPS, french)
    # two corners and the held symbol (French symbols are drawn twice: halo, then fill)
    assert card_svg(Card.parse("Kc"), french=french).count(body) == (4 if french else 3)


def test_french_knight_is_a_queen_marked_q() -> None:
    card = Card.parse("Qs")
    root = parse(card_svg(card, french=True))
    assert root.get("aria-label") == "Queen of spades"
    assert [t.text for t in root.iter(f"{SVG}text")] == ["Q", "Q"]
    assert figures.queen(Suit.SWORDS, french=True) in card_svg(card, french=True)
    assert figures.knight(Suit.SWORDS) in card_svg(card)


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_italian_knight_is_never_marked_like_a_queen(lang: str) -> None:
    """The sources name the card a Knight: "Cavaleiro" (000), "il cavallo 4" (004),
    "Caval or Queen" (003). Records keep the spec's ``Q``; the face shows the Knight's
    own letters, so that nobody reads it as a Queen."""
    card = Card.parse("Qc")
    root = parse(card_svg(card, lang=lang))
    marks = [t.text for t in root.iter(f"{SVG}text")]
    assert marks == [{"en": "Kn", "it": "C", "pt": "C"}[lang]] * 2
    assert "Q" not in "".join(marks)
    assert root.get("class") == "cot-card cot-card-Qc"  # the ui-hooks class keeps the code
    assert root.get("aria-label") == {"en": "Knight of cups", "it": "Cavallo di coppe",
                                      "pt": "Cavaleiro de copas"}[lang]
    assert card.code() == "Qc" and Card.parse("Qc") is card
    # the whole sheet too, in every language: no Italian face carries a Q
    sheet = parse(deck_svg(lang=lang))
    assert "Q" not in [t.text for t in sheet.iter(f"{SVG}text")]
    assert card_svg(Card.parse("Qs"), french=True, lang=lang).count(">Q</text>") == 2


@pytest.mark.parametrize("width", [30, 60, 90, 250])
def test_sizes_scale(width: int) -> None:
    root = parse(card_svg(Card.parse("7d"), width))
    assert root.get("width") == str(width)
    assert float(root.get("height", "0")) == pytest.approx(1.6 * width)
    assert root.get("viewBox") == "0 0 100 160"
    back = parse(back_svg(width))
    assert back.get("width") == str(width)
    assert float(back.get("height", "0")) == pytest.approx(1.6 * width)


def test_default_width_is_90() -> None:
    root = parse(card_svg(Card.parse("Ab")))
    assert (root.get("width"), root.get("height")) == ("90", "144")


def test_back() -> None:
    text = back_svg()
    root = parse(text)
    assert root.get("class") == "cot-card cot-card-back"
    assert root.get("role") == "img" and root.get("aria-label")
    assert "played" in (parse(back_svg(css_class="played")).get("class") or "")
    assert all(text != card_svg(card) for card in DECK)


def test_deck_sheet() -> None:
    text = deck_svg()
    root = parse(text)
    assert root.get("class") == "cot-deck" and root.get("role") == "img"
    nested = [el for el in root if el.tag == f"{SVG}svg"]
    assert [el.get("class") for el in nested] == [f"cot-card cot-card-{c.code()}" for c in DECK]
    assert text.count(symbol_body(Suit.COINS, False)) > 10
    french = deck_svg(french=True)
    parse(french)
    assert french != text and "Queen of hearts" in french


def test_deck_layout_scales_with_width_and_columns() -> None:
    wide = parse(deck_svg(width=60, columns=10))
    tall = parse(deck_svg(width=60, columns=5))
    big = parse(deck_svg(width=120, columns=10))
    assert float(wide.get("width", "0")) > float(tall.get("width", "0"))
    assert float(wide.get("height", "0")) < float(tall.get("height", "0"))
    assert float(big.get("width", "0")) == pytest.approx(2 * float(wide.get("width", "0")))
    assert wide.get("viewBox") == big.get("viewBox")


def test_deck_with_backs_and_empty() -> None:
    root = parse(deck_svg([None, *parse_cards("Ac 2b")], columns=3, background=None))
    classes = [el.get("class") for el in root if el.tag == f"{SVG}svg"]
    assert classes == ["cot-card cot-card-back", "cot-card cot-card-Ac", "cot-card cot-card-2b"]
    assert root.find(f"{SVG}rect") is None  # no table felt
    parse(deck_svg([]))


def test_repr_svg_shows_the_card() -> None:
    card = Card.parse("Jb")
    assert card._repr_svg_() == card_svg(card)


def test_render_does_not_import_ipywidgets() -> None:
    code = (
        "import sys, coteccio_lab.render, coteccio_lab.render.cards;"
        "assert 'ipywidgets' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("module", [svg, suits, figures, cards_module])
def test_doctests(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.failed == 0 and result.attempted > 0
