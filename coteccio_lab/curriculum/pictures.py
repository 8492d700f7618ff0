"""Pictures for the lessons: real card faces (``render.card_svg``) laid out as HTML.

Pure functions from the engine's objects to an HTML string, shown in a notebook with
``IPython.display.HTML``. Every card keeps the classes ``cot-card cot-card-<code>``
of the render module. The stylesheet ``CSS`` (``pictures.css``) reaches the page through
``Lesson.start()``.

>>> from coteccio_lab.cards import parse_cards
>>> html = cards_row(parse_cards("Ac 7d"), captions=["six", "none"])
>>> html.count("cot-card-Ac"), "six" in html
(1, True)
"""

from __future__ import annotations

import html as _html
from collections.abc import Iterable, Sequence
from pathlib import Path

from ..cards import Card, Rank, Suit
from ..hand import Hand
from ..i18n import t
from ..i18n.grammar import seat_word
from ..render import card_svg

__all__ = [
    "CSS",
    "card_cell",
    "cards_row",
    "deck_by_suit",
    "esc",
    "felt",
    "figure",
    "hands_figure",
    "high_to_low",
    "lives_figure",
    "note",
    "outcome_name",
    "points_figure",
    "points_text",
    "yes_no",
    "rank_figure",
    "suits_table",
    "table_figure",
    "trick_figure",
    "tricks_figure",
]


CSS = Path(__file__).with_name("pictures.css").read_text(encoding="utf-8")
"""The pictures' stylesheet (``pictures.css`` beside this module)."""


def esc(value: object) -> str:
    return _html.escape(str(value), quote=True)


def figure(body: str, caption: str = "") -> str:
    """A figure block: ``body`` and an optional caption underneath (plain text)."""
    cap = f'<div class="cot-fig-caption">{esc(caption)}</div>' if caption else ""
    return f'<div class="cot-fig">{body}{cap}</div>'


def card_cell(
    card: Card,
    *,
    width: int = 64,
    caption: str = "",
    french: bool = False,
    win: bool = False,
    dim: bool = False,
    lang: str = "en",
) -> str:
    """One card face with a caption under it (``caption`` is plain text, may hold newlines)."""
    classes = "cot-fig-card" + (" cot-fig-win" if win else "") + (" cot-fig-dim" if dim else "")
    text = "<br>".join(esc(line) for line in caption.split("\n")) if caption else ""
    return (
        f'<div class="{classes}" style="width:{width + 12}px">'
        f"{card_svg(card, width, french=french, lang=lang)}"
        + (f"<span>{text}</span>" if text else "")
        + "</div>"
    )


def felt(cells: Iterable[str]) -> str:
    return '<div class="cot-fig-felt">' + "".join(cells) + "</div>"


def cards_row(
    cards: Sequence[Card],
    *,
    width: int = 64,
    captions: Sequence[str] | None = None,
    french: bool = False,
    win: int | None = None,
    caption: str = "",
    lang: str = "en",
) -> str:
    """Cards side by side on the felt, each with an optional caption; ``win`` marks one."""
    cells = [
        card_cell(
            card,
            width=width,
            caption=captions[i] if captions else "",
            french=french,
            win=i == win,
            lang=lang,
        )
        for i, card in enumerate(cards)
    ]
    return figure(felt(cells), caption)


def high_to_low(suit: Suit) -> list[Card]:
    """The ten cards of ``suit``, from the Ace down to the Two."""
    return [Card(suit, rank) for rank in reversed(Rank)]


def _second(lang: str) -> str | None:
    """The language of the smaller second name under a card or a suit: Italian, the deck's
    own language, unless the page is already in Italian."""
    return None if lang == "it" else "it"


def deck_by_suit(*, french: bool = False, width: int = 46, lang: str = "en") -> str:
    """The 40 cards, one suit per row, each row from its highest card to its lowest."""
    rows = []
    other = _second(lang)
    for suit in Suit:
        name = suit.name_in(lang, french=french)
        second = f"<br><i>{esc(suit.name_in(other, french=french))}</i>" if other else ""
        cells = "".join(
            card_cell(c, width=width, french=french, lang=lang) for c in high_to_low(suit)
        )
        rows.append(f"<tr><td><b>{esc(name)}</b>{second}</td><td>{felt([cells])}</td></tr>")
    return figure(f'<table class="cot-fig-table">{"".join(rows)}</table>')


def suits_table(*, width: int = 52, lang: str = "en") -> str:
    """Each Italian suit beside its French counterpart, with the letter the kit writes."""
    # a deck's name heads both its columns (face and suit name): over the narrow face
    # column alone a longer name ("baralho italiano") pushed a phone's table sideways
    head = (
        f"<tr><th colspan=\"2\">{esc(t('pic_italian_deck', lang))}</th>"
        f"<th colspan=\"2\">{esc(t('pic_french_deck', lang))}</th>"
        f"<th>{esc(t('pic_in_the_kit', lang))}</th></tr>"
    )
    rows = []
    # under each name, the Italian one on a page in another language; an Italian page
    # shows no English names (they read as untranslated words)
    other = None if lang == "it" else "it"
    for suit in Suit:
        ace = Card(suit, Rank.ACE)
        kit = t("pic_as_in", lang, letter=f"<code>{esc(suit.letter)}</code>",
                code=f"<code>{esc(ace.code())}</code>")
        rows.append(
            "<tr>"
            f"<td>{felt([card_cell(ace, width=width, lang=lang)])}</td>"
            f"<td><b>{esc(suit.name_in(lang))}</b>"
            + (f"<br>{_italian(suit.name_in(other), lang)}" if other else "") + "</td>"
            f"<td>{felt([card_cell(ace, width=width, french=True, lang=lang)])}</td>"
            f"<td><b>{esc(suit.name_in(lang, french=True))}</b>"
            + (f"<br>{_italian(suit.name_in(other, french=True), lang)}" if other else "")
            + "</td>"
            f"<td>{kit}</td>"
            "</tr>"
        )
    return figure(f'<table class="cot-fig-table">{head}{"".join(rows)}</table>')


def _italian(name: str, lang: str) -> str:
    """A suit's Italian name under its name in ``lang``, said to be Italian: a bare "cuori"
    under "copas" does not say where it comes from."""
    return f'<i>{esc(t("pic_italian_name", lang, name=name))}</i>'


def rank_figure(
    suit: Suit = Suit.COINS, *, width: int = 58, french: bool = False, lang: str = "en"
) -> str:
    """One suit from high to low, each card captioned with its name (and the Italian one)."""
    cards = high_to_low(suit)
    other = _second(lang)
    captions = [
        c.rank.name_in(lang, french=french)
        + (f"\n{c.rank.name_in(other, french=french)}" if other else "")
        for c in cards
    ]
    return cards_row(
        cards,
        width=width,
        captions=captions,
        french=french,
        caption=t("pic_rank_caption", lang),
        lang=lang,
    )


def outcome_name(outcome: str, lang: str = "en") -> str:
    """How a hand ended, as the printed facts name it: the engine's own word in English
    (``normal``, ``capote_failed``...), the game's words in Italian and Portuguese."""
    return t(f"pic_outcome_{outcome}", lang)


def yes_no(flag: bool, lang: str = "en") -> str:
    """'yes' or 'no' in the page's language (the printed facts' answers)."""
    return t("pic_yes" if flag else "pic_no", lang)


def points_text(points: int, lang: str = "en") -> str:
    """'1 point', '6 points', in the page's language."""
    return t("pic_points_1", lang) if points == 1 else t("pic_points_n", lang, n=points)


def points_figure(suit: Suit = Suit.SWORDS, *, width: int = 58, lang: str = "en") -> str:
    """The cards of one suit with the points each is worth."""
    cards = high_to_low(suit)
    cells = [
        card_cell(c, width=width, caption=points_text(c.points, lang), dim=c.points == 0,
                  lang=lang)
        for c in cards
    ]
    total = sum(c.points for c in cards)
    return figure(felt(cells), t("pic_points_caption", lang, total=total))


def _seat(seat: int, lang: str = "en") -> str:
    """Seat 0 is the learner, "You", as on the dashboard and in the exercises."""
    return t("ui_you", lang) if seat == 0 else t("ui_seat", lang, seat=seat)


def _tags(hand: Hand, seat: int, lang: str, leads: str = "pic_leads_first") -> str:
    """The tags beside a seat's name: out of the match, or the first leader (the sentence
    ``leads``), and the dealer."""
    if seat not in hand.active:
        tags = [t("pic_out_of_match", lang)]
    else:
        tags = [t(leads, lang)] if seat == hand.first_leader else []
    if seat == hand.dealer:
        tags.append(t("pic_dealer", lang))
    # a badge is drawn apart from the name, but read (aloud, or as text) right after it:
    # a separator no one sees keeps "Seat 3 · dealer" from reading "Seat 3 dealer"
    sep = '<span class="cot-sr-only"> · </span>'
    return "".join(f'<span class="cot-fig-tag">{sep}{esc(tag)}</span>' for tag in tags)


def hands_figure(
    hand: Hand,
    *,
    width: int = 50,
    show_points: bool = True,
    caption: str = "",
    lang: str = "en",
) -> str:
    """Each seat's cards as dealt, in the order of play, the dealer and the leader marked."""
    rows = []
    for s in hand.play_order:
        tags = _tags(hand, s, lang, "pic_leads_first_trick")
        cards = hand.dealt[s]
        cells = "".join(card_cell(c, width=width, lang=lang) for c in cards)
        held = sum(c.points for c in cards)
        points = f"<td>{esc(points_text(held, lang))}</td>" if show_points else ""
        rows.append(
            f"<tr><td><b>{esc(_seat(s, lang))}</b>{tags}</td><td>{felt([cells])}</td>"
            f"{points}</tr>"
        )
    for s in range(hand.n):
        if s not in hand.active:
            rows.append(
                f"<tr><td><b>{esc(_seat(s, lang))}</b>{_tags(hand, s, lang)}</td><td></td></tr>"
            )
    return figure(f'<table class="cot-fig-table">{"".join(rows)}</table>', caption)


def table_figure(hand: Hand, *, width: int = 44, caption: str = "", lang: str = "en") -> str:
    """A table of four seen from above, seat 0 at the bottom, every hand face up; the next
    seat in the order of play sits to the right of the one before (play goes anticlockwise).
    Other numbers of seats get ``hands_figure``."""
    if hand.n != 4:
        return hands_figure(hand, width=width, caption=caption, lang=lang)

    def seat_box(s: int) -> str:
        cards = "".join(card_svg(c, width, lang=lang) for c in hand.dealt[s])
        return (
            f'<div class="cot-fig-seat"><div class="cot-fig-seat-cards">{cards}</div>'
            f'<div class="cot-fig-seat-name">{esc(_seat(s, lang))}{_tags(hand, s, lang)}</div>'
            "</div>"
        )

    order = " → ".join(_seat(s, lang).lower() for s in hand.play_order)
    middle = (
        '<div class="cot-fig-direction"><div class="cot-fig-direction-arrow">↺</div>'
        f"{esc(t('pic_anticlockwise', lang))}<br>{esc(order)}</div>"
    )
    grid = (
        '<div class="cot-fig-round">'
        f"<div></div>{seat_box(2)}<div></div>"
        f"{seat_box(3)}{middle}{seat_box(1)}"
        f"<div></div>{seat_box(0)}<div></div>"
        "</div>"
    )
    return figure(grid, caption)


def trick_figure(
    cards: Sequence[tuple[int, Card]],
    *,
    winner: int | None = None,
    width: int = 64,
    caption: str = "",
    lang: str = "en",
) -> str:
    """A trick in playing order, each card under its seat; ``winner`` (a seat) is outlined."""
    cells = [
        card_cell(card, width=width, caption=_seat(seat, lang), win=seat == winner, lang=lang)
        for seat, card in cards
    ]
    return figure(felt(cells), caption)


def tricks_figure(hand: Hand, *, width: int = 46, bonus: bool = True, lang: str = "en") -> str:
    """Every finished trick of ``hand``: who led, the cards, who won and its points."""
    blocks = []
    tricks = hand.tricks
    last = hand.tricks_done == hand.hand_size
    for i, trick in enumerate(tricks, 1):
        points = points_text(trick.points, lang)
        if bonus and last and i == len(tricks):
            points += t("pic_last_bonus", lang, bonus=hand.rules.last_trick_points)
        head = (t("pic_trick_head_you", lang, n=i, points=points) if trick.winner == 0 else
                t("pic_trick_head", lang, n=i, seat=seat_word(trick.winner, 0, lang),
                  points=points))
        cells = [
            card_cell(card, width=width, caption=_seat(seat, lang), win=seat == trick.winner,
                      lang=lang)
            for seat, card in trick.seat_cards
        ]
        blocks.append(
            f'<div class="cot-fig-trick"><div class="cot-fig-trick-head">{esc(head)}</div>'
            f"{felt(cells)}</div>"
        )
    return figure(f'<div class="cot-fig-tricks">{"".join(blocks)}</div>')


def lives_figure(before: Sequence[int], *, caption: str = "", lang: str = "en") -> str:
    """Each seat's lives as a number and as hearts (a seat at 0 is out of the match);
    ``caption`` defaults to 'Lives before this hand'."""
    head = "".join(f"<th>{esc(_seat(s, lang))}</th>" for s in range(len(before)))
    cells = []
    for count in before:
        if count <= 0:
            cells.append(f'<td class="cot-fig-out">{esc(t("pic_out", lang))}</td>')
        else:
            hearts = "♥" * count
            cells.append(
                f'<td><b>{count}</b> <span class="cot-fig-hearts">'
                f"{hearts}</span></td>"
            )
    title = caption or t("pic_lives_before", lang)
    table = (
        f'<table class="cot-fig-table"><tr><th>{esc(title)}</th>{head}</tr>'
        f"<tr><td>{esc(t('pic_lives', lang))}</td>{''.join(cells)}</tr></table>"
    )
    return figure(table)


def note(text_html: str) -> str:
    """A highlighted note (``text_html`` is trusted HTML written by the lesson)."""
    return f'<div class="cot-fig"><div class="cot-fig-note">{text_html}</div></div>'
