"""Lesson 1, the cards: the 40-card deck, its suits and their French equivalents, the rank
order, the points, and where the 72 points are.

The notebook is ``lessons/01-the-cards.ipynb``; see ``coteccio_lab.curriculum`` for the
convention. Every fact printed here is computed from the engine (``cards``, ``hand``).

>>> [spec.key for spec in LESSON.exercises]
['rank-order', 'french-deck', 'points-order']
>>> from coteccio_lab.curriculum import right_answer
>>> [c.code() for c in right_answer(LESSON.build("rank-order"))]
['As', 'Ks', 'Js', '7s', '3s']
"""

from __future__ import annotations

from ..cards import DECK, LANGUAGES, Card, Rank, Suit, format_cards
from ..hand import Hand
from ..i18n import t
from ..questions import OrderQuestion, Question
from . import ExerciseSpec, Lesson, show_html
from . import pictures as pic

__all__ = [
    "EXAMPLE_DEALER",
    "EXAMPLE_DEAL",
    "LESSON",
    "example_hand",
    "notation_text",
    "print_deck",
    "print_example_deal",
    "print_notation",
    "print_points",
    "print_rank_order",
    "show",
    "show_deck",
    "show_example_deal",
    "show_points",
    "show_ranks",
    "show_suits",
    "start",
]

EXAMPLE_DEAL: tuple[str, ...] = (
    "3c 3d 4d 5s 4b",
    "4c 5c 3s 5b Qb",
    "2d 5d Qs Ks Ab",
    "6c 7c Ac 4s As",
)
"""The deal that lessons 1 to 3 follow: four players, five cards each, seat 3 deals."""
EXAMPLE_DEALER = 3


def example_hand() -> Hand:
    """The example deal, before the first card is played (Trieste rules)."""
    return Hand(None, [cards.split() for cards in EXAMPLE_DEAL], EXAMPLE_DEALER)


# ---- the exercises -----------------------------------------------------------------------------


def _rank_order() -> Question:
    # The Ace on top and the Jack above the Seven are what newcomers get wrong.
    return OrderQuestion("7s As 3s Js Ks")


def _french_deck() -> Question:
    # Hearts from a French deck: the Queen takes the Knight's place, between King and Jack.
    return OrderQuestion("4c Qc Ac Jc 7c Kc", french=True)


def _points_order() -> Question:
    # One card of each value, from four suits: points do not depend on the suit.
    return OrderQuestion("Jd 7b Ks Ac Qb", by="points")


LESSON = Lesson(
    number=1,
    slug="the-cards",
    title="The cards",
    goals=(
        "recognise the 40 cards of an Italian deck and name its four suits",
        "play with a French deck: which cards to take out, which suit stands for which",
        "put the cards of a suit in order, from the Ace down to the Two",
        "say what each card is worth, and find the 72 points of the deck",
    ),
    translations={
        "it": ("Le carte", (
            "riconoscere le 40 carte di un mazzo italiano e conoscere i nomi dei quattro semi",
            "giocare con un mazzo francese: quali carte togliere, e a quale seme "
            "italiano corrisponde ciascun seme francese",
            "mettere in ordine le carte di un seme, dall'Asso fino al Due",
            "dire quanto vale ogni carta e contare i 72 punti del mazzo",
        )),
        "pt": ("As cartas", (
            "reconhecer as 40 cartas de um baralho italiano e dizer o nome dos quatro naipes",
            "jogar com um baralho comum (o baralho francês, de 52 cartas): saber que cartas "
            "tirar e qual naipe corresponde a qual",
            "pôr em ordem as cartas de um naipe, do Ás até o Dois",
            "dizer quanto vale cada carta e encontrar os 72 pontos do baralho",
        )),
    },
    exercises=(
        ExerciseSpec("rank-order", "Highest to lowest", _rank_order),
        ExerciseSpec("french-deck", "The same with a French deck", _french_deck),
        ExerciseSpec("points-order", "Most points to fewest", _points_order),
    ),
)

start = LESSON.start
show = LESSON.show


# ---- pictures ----------------------------------------------------------------------------------


def show_deck(lang: str = "en") -> None:
    """The 40 cards, one suit per row, highest first."""
    show_html(pic.deck_by_suit(lang=lang))


def show_suits(lang: str = "en") -> None:
    """The four Italian suits beside their French counterparts."""
    show_html(pic.suits_table(lang=lang))


def show_ranks(lang: str = "en") -> None:
    """One suit from the Ace down to the Two, with the names of the ranks."""
    show_html(pic.rank_figure(Suit.COINS, lang=lang))


def show_points(lang: str = "en") -> None:
    """One suit with the points of each card."""
    show_html(pic.points_figure(Suit.SWORDS, lang=lang))


def show_example_deal(lang: str = "en") -> None:
    """The example deal: each seat's five cards and the points they hold."""
    hand = example_hand()
    dealt = sum(c.points for cards in hand.dealt for c in cards)
    show_html(pic.hands_figure(hand, caption=t("l1_deal_caption", lang, dealt=dealt), lang=lang))


# ---- facts, printed from the engine (the notebook checks these outputs) ----------------------


def print_deck(lang: str = "en") -> None:
    """How many cards and suits, and the suits' names."""
    suits = sorted({c.suit for c in DECK})
    per_suit = {s: sum(1 for c in DECK if c.suit == s) for s in suits}
    sizes = sorted(set(per_suit.values()))
    print(t("l1_deck", lang, cards=len(DECK), suits=len(suits), sizes=", ".join(map(str, sizes))))
    for s in suits:
        print(t("l1_deck_suit", lang, name=s.name_in(lang), other=s.name_in("it"),
                french=s.name_in(lang, french=True)))


def notation_text(lang: str = "en") -> str:
    """What each letter of the kit's card notation means, read from ``cards``.

    The notation is the hand-record spec's, so records, deal printouts and saved hands all
    use it; its ``Q`` is the Knight (the French deck's Queen), which the face of an Italian
    card marks with the Knight's own letters instead.
    """
    ranks = sorted(Rank, reverse=True)
    lines = [t("l1_ranks", lang)]
    for r in ranks:
        if r.points or r is Rank.SEVEN:
            name = r.name_in(lang)
            extra = ""
            if r is Rank.KNIGHT:
                if lang == "en":
                    # each language's mark once (one without its own Knight says English's)
                    marks = ", ".join(dict.fromkeys(
                        f"{r.index_in(other)} ({r.name_in(other)})"
                        for other in LANGUAGES
                    ))
                else:  # the page's own letter, then the English one, said to be English
                    marks = (f"{r.index_in(lang)} ({r.name_in(lang)}), "
                             + t("l1_in_english", lang, mark=r.index_in("en"),
                                 name=r.name_in("en")))
                extra = t("l1_not_queen", lang, marks=marks,
                          queen=r.name_in(lang, french=True))
            lines.append(f"  {r.symbol:<2} {name}{extra}")
    low = [r for r in ranks if r < Rank.SEVEN]
    lines.append(f"  {' '.join(r.symbol for r in low)}  {t('l1_low', lang)}")
    lines.append(t("l1_suits", lang))
    for suit in Suit:
        lines.append(t("l1_suit_line", lang, letter=suit.letter, name=suit.name_in(lang),
                       other=suit.name_in("it"), french=suit.name_in(lang, french=True)))
    example = Card(Suit.BATONS, Rank.KNIGHT)
    lines.append(t("l1_so", lang, code=example.code(), card=example))
    return "\n".join(lines)


def print_notation(lang: str = "en") -> None:
    print(notation_text(lang))


def print_rank_order(lang: str = "en") -> None:
    """The ranks of a suit from the highest to the lowest."""
    print(" > ".join(r.name_in(lang) for r in sorted(Rank, reverse=True)))


def print_points(lang: str = "en") -> None:
    """The points of each rank, of a suit, of the deck, and how many cards carry them."""
    print(", ".join(f"{r.name_in(lang)} {r.points}" for r in sorted(Rank, reverse=True)))
    for s in Suit:
        cards = [c for c in DECK if c.suit == s and c.points]
        detail = " + ".join(str(c.points) for c in sorted(cards, reverse=True))
        print(f"  {s.name_in(lang):<7} {detail} = {sum(c.points for c in cards)}")
    scoring = [c for c in DECK if c.points]
    total = sum(c.points for c in DECK)
    print(t("l1_deck_points", lang, total=total, scoring=len(scoring), cards=len(DECK)))


def print_example_deal(lang: str = "en") -> None:
    """The example deal in the kit's notation, with the points each seat holds."""
    hand = example_hand()
    print(t("l1_dealer_line", lang, dealer=hand.dealer, leader=hand.first_leader))
    dealt_points = 0
    for seat, cards in enumerate(hand.dealt):
        points = sum(c.points for c in cards)
        dealt_points += points
        print(t("l1_seat_line", lang, seat=seat, cards=format_cards(cards), points=points))
    dealt = sum(len(c) for c in hand.dealt)
    print(t("l1_dealt_line", lang, cards=dealt, points=dealt_points, out=len(DECK) - dealt,
            out_points=sum(c.points for c in DECK) - dealt_points))
