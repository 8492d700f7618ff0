"""Pictures for the lessons: real card faces (``render.card_svg``) laid out as HTML.

Pure functions from the engine's objects to an HTML string, shown in a notebook with
``IPython.display.HTML``. Every card keeps the classes ``cot-card cot-card-<code>``
of the render module. The stylesheet ``CSS`` reaches the page through
``Lesson.start()``; the layout still holds without it (inline sizes), only plainer.

>>> from coteccio_lab.cards import parse_cards
>>> html = cards_row(parse_cards("Ac 7d"), captions=["six", "none"])
>>> html.count("cot-card-Ac"), "six" in html
(1, True)
"""

from __future__ import annotations

import html as _html
from collections.abc import Iterable, Sequence

from ..cards import Card, Rank, Suit
from ..hand import Hand, Trick
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
    "points_figure",
    "rank_figure",
    "suits_table",
    "table_figure",
    "trick_figure",
    "trick_seats",
    "tricks_figure",
]

CSS = """
.cot-fig { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  margin: 6px 0 12px; max-width: 100%; overflow-x: auto; }
.cot-fig-felt { display: inline-flex; flex-wrap: wrap; gap: 10px; align-items: flex-end;
  background: #2f6b45; border-radius: 10px; padding: 10px 14px; color: #f7f3e8; }
.cot-fig-card { display: flex; flex-direction: column; align-items: center; gap: 3px;
  font-size: 12px; line-height: 1.25; text-align: center; }
.cot-fig-card svg { display: block; filter: drop-shadow(1px 2px 2px rgba(0,0,0,.35)); }
.cot-fig-card.cot-fig-win svg { outline: 3px solid #f2c14e; outline-offset: 1px;
  border-radius: 5px; }
.cot-fig-card.cot-fig-dim svg { opacity: .5; }
.cot-fig table.cot-fig-table { border-collapse: collapse; margin: 0; }
.cot-fig table.cot-fig-table th, .cot-fig table.cot-fig-table td { padding: 5px 10px;
  border-bottom: 1px solid #ddd3c0; text-align: left; vertical-align: middle; font-size: 14px; }
.cot-fig table.cot-fig-table th { background: #6b4226; color: #fdf7ea; font-weight: 600; }
.cot-fig-caption { font-size: 13px; color: #4a4a4a; margin: 4px 2px 0; }
.cot-fig-tag { display: inline-block; background: #fbf1da; color: #6b4226;
  border: 1px solid #c9974a; border-radius: 10px; padding: 0 7px; margin-left: 6px;
  font-size: 12px; }
.cot-fig-tricks { display: flex; flex-wrap: wrap; gap: 12px; }
.cot-fig-trick { display: flex; flex-direction: column; gap: 4px; }
.cot-fig-trick-head { font-size: 13px; font-weight: 600; color: #333; }
.cot-fig-note { background: #fbf8f1; border-left: 4px solid #6b4226; padding: 4px 12px;
  font-size: 14px; max-width: 760px; }
"""


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
) -> str:
    """One card face with a caption under it (``caption`` is plain text, may hold newlines)."""
    classes = "cot-fig-card" + (" cot-fig-win" if win else "") + (" cot-fig-dim" if dim else "")
    text = "<br>".join(esc(line) for line in caption.split("\n")) if caption else ""
    return (
        f'<div class="{classes}" style="width:{width + 12}px">'
        f"{card_svg(card, width, french=french)}"
        + (f"<span>{text}</span>" if text else "")
        + "</div>"
    )


def felt(cells: Iterable[str]) -> str:
    return (
        '<div class="cot-fig-felt" style="background:#2f6b45;color:#f7f3e8;padding:10px 14px;'
        'border-radius:10px">' + "".join(cells) + "</div>"
    )


def cards_row(
    cards: Sequence[Card],
    *,
    width: int = 64,
    captions: Sequence[str] | None = None,
    french: bool = False,
    win: int | None = None,
    caption: str = "",
) -> str:
    """Cards side by side on the felt, each with an optional caption; ``win`` marks one."""
    cells = [
        card_cell(
            card,
            width=width,
            caption=captions[i] if captions else "",
            french=french,
            win=i == win,
        )
        for i, card in enumerate(cards)
    ]
    return figure(felt(cells), caption)


def high_to_low(suit: Suit) -> list[Card]:
    """The ten cards of ``suit``, from the Ace down to the Two."""
    return [Card(suit, rank) for rank in reversed(Rank)]


def deck_by_suit(*, french: bool = False, width: int = 46) -> str:
    """The 40 cards, one suit per row, each row from its highest card to its lowest."""
    rows = []
    for suit in Suit:
        name = suit.name_in("en", french=french)
        other = suit.name_in("it", french=french)
        cells = "".join(card_cell(c, width=width, french=french) for c in high_to_low(suit))
        rows.append(
            f"<tr><td><b>{esc(name)}</b><br><i>{esc(other)}</i></td>"
            f"<td>{felt([cells])}</td></tr>"
        )
    return figure(f'<table class="cot-fig-table">{"".join(rows)}</table>')


def suits_table(*, width: int = 52) -> str:
    """Each Italian suit beside its French counterpart, with the letter the kit writes."""
    head = (
        "<tr><th>Italian deck</th><th></th><th>French deck</th><th></th>"
        "<th>in the kit</th></tr>"
    )
    rows = []
    for suit in Suit:
        ace = Card(suit, Rank.ACE)
        rows.append(
            "<tr>"
            f"<td>{felt([card_cell(ace, width=width)])}</td>"
            f"<td><b>{esc(suit.name_in('it'))}</b><br>{esc(suit.name_in('en'))}</td>"
            f"<td>{felt([card_cell(ace, width=width, french=True)])}</td>"
            f"<td><b>{esc(suit.name_in('en', french=True))}</b><br>"
            f"<i>{esc(suit.name_in('it', french=True))}</i></td>"
            f"<td><code>{esc(suit.letter)}</code>, as in "
            f"<code>{esc(ace.code())}</code></td>"
            "</tr>"
        )
    return figure(f'<table class="cot-fig-table">{head}{"".join(rows)}</table>')


def rank_figure(suit: Suit = Suit.COINS, *, width: int = 58, french: bool = False) -> str:
    """One suit from high to low, each card captioned with its English and Italian name."""
    cards = high_to_low(suit)
    captions = [
        f"{c.rank.name_in('en', french=french)}\n{c.rank.name_in('it', french=french)}"
        for c in cards
    ]
    return cards_row(
        cards,
        width=width,
        captions=captions,
        french=french,
        caption="Highest on the left, lowest on the right: the same order in every suit.",
    )


def points_figure(suit: Suit = Suit.SWORDS, *, width: int = 58) -> str:
    """The cards of one suit with the points each is worth."""
    cards = high_to_low(suit)
    captions = [f"{c.points} point{'s' if c.points != 1 else ''}" for c in cards]
    cells = [
        card_cell(c, width=width, caption=captions[i], dim=c.points == 0)
        for i, c in enumerate(cards)
    ]
    total = sum(c.points for c in cards)
    return figure(
        felt(cells),
        f"The four top cards of a suit hold all its {total} points; the six low cards hold none.",
    )


def _seat(seat: int) -> str:
    return f"Seat {seat}"


def hands_figure(
    hand: Hand,
    *,
    width: int = 50,
    show_points: bool = True,
    caption: str = "",
) -> str:
    """Each seat's cards as dealt, in the order of play, the dealer and the leader marked."""
    rows = []
    seat = hand.first_leader
    order = []
    for _ in hand.active:
        order.append(seat)
        seat = hand.next_seat(seat)
    for s in order:
        tags = []
        if s == hand.first_leader:
            tags.append("leads the first trick")
        if s == hand.dealer:
            tags.append("dealer")
        tag_html = "".join(f'<span class="cot-fig-tag">{esc(t)}</span>' for t in tags)
        cards = hand.dealt[s]
        cells = "".join(card_cell(c, width=width) for c in cards)
        held = sum(c.points for c in cards)
        points = f"<td>{held} points</td>" if show_points else ""
        rows.append(
            f"<tr><td><b>{esc(_seat(s))}</b>{tag_html}</td><td>{felt([cells])}</td>{points}</tr>"
        )
    for s in range(hand.n):
        if s not in hand.active:
            tag = '<span class="cot-fig-tag">out of the match</span>'
            dealer = '<span class="cot-fig-tag">dealer</span>' if s == hand.dealer else ""
            rows.append(f"<tr><td><b>{esc(_seat(s))}</b>{tag}{dealer}</td><td></td></tr>")
    return figure(f'<table class="cot-fig-table">{"".join(rows)}</table>', caption)


def table_figure(hand: Hand, *, width: int = 44, caption: str = "") -> str:
    """A table of four seen from above, seat 0 at the bottom, every hand face up; the next
    seat in the order of play sits to the right of the one before (play goes anticlockwise).
    Other numbers of seats get ``hands_figure``."""
    if hand.n != 4:
        return hands_figure(hand, width=width, caption=caption)

    def seat_box(s: int) -> str:
        tags = []
        if s == hand.first_leader:
            tags.append("leads first")
        if s == hand.dealer:
            tags.append("dealer")
        tag_html = "".join(f'<span class="cot-fig-tag">{esc(t)}</span>' for t in tags)
        cards = "".join(card_svg(c, width) for c in hand.dealt[s])
        return (
            '<div style="display:flex;flex-direction:column;align-items:center;gap:4px">'
            f'<div style="display:flex;gap:3px">{cards}</div>'
            f'<div style="font-weight:600;font-size:13px">{esc(_seat(s))}{tag_html}</div></div>'
        )

    order = " → ".join(_seat(s).lower() for s in _play_order(hand))
    middle = (
        '<div style="text-align:center;font-size:13px;line-height:1.4;opacity:.95">'
        '<div style="font-size:34px;line-height:1">↺</div>'
        f"play goes anticlockwise<br>{esc(order)}</div>"
    )
    cell = "display:flex;justify-content:center;align-items:center"
    grid = (
        '<div style="display:grid;grid-template-columns:1fr auto 1fr;'
        "grid-template-rows:auto auto auto;gap:14px 18px;background:#2f6b45;color:#f7f3e8;"
        'padding:16px 20px;border-radius:40px;border:10px solid #6b4226;width:fit-content">'
        f'<div></div><div style="{cell}">{seat_box(2)}</div><div></div>'
        f'<div style="{cell}">{seat_box(3)}</div><div style="{cell}">{middle}</div>'
        f'<div style="{cell}">{seat_box(1)}</div>'
        f'<div></div><div style="{cell}">{seat_box(0)}</div><div></div>'
        "</div>"
    )
    return figure(grid, caption)


def _play_order(hand: Hand) -> list[int]:
    seat = hand.first_leader
    order = []
    for _ in hand.active:
        order.append(seat)
        seat = hand.next_seat(seat)
    return order


def trick_figure(
    cards: Sequence[tuple[int, Card]],
    *,
    winner: int | None = None,
    width: int = 64,
    caption: str = "",
) -> str:
    """A trick in playing order, each card under its seat; ``winner`` (a seat) is outlined."""
    cells = [
        card_cell(card, width=width, caption=_seat(seat), win=seat == winner)
        for seat, card in cards
    ]
    return figure(felt(cells), caption)


def trick_seats(hand: Hand, trick: Trick) -> list[tuple[int, Card]]:
    """``(seat, card)`` of a finished trick, in playing order."""
    out = []
    seat = trick.leader
    for card in trick.cards:
        out.append((seat, card))
        seat = hand.next_seat(seat)
    return out


def tricks_figure(hand: Hand, *, width: int = 46, bonus: bool = True) -> str:
    """Every finished trick of ``hand``: who led, the cards, who won and its points."""
    blocks = []
    tricks = hand.tricks
    last = hand.tricks_done == hand.hand_size
    for i, trick in enumerate(tricks, 1):
        points = f"{trick.points} point{'s' if trick.points != 1 else ''}"
        if bonus and last and i == len(tricks):
            points += f" + {hand.rules.last_trick_bonus} for the last trick"
        head = f"Trick {i}: {_seat(trick.winner)} wins ({points})"
        cells = [
            card_cell(card, width=width, caption=_seat(seat), win=seat == trick.winner)
            for seat, card in trick_seats(hand, trick)
        ]
        blocks.append(
            f'<div class="cot-fig-trick"><div class="cot-fig-trick-head">{esc(head)}</div>'
            f"{felt(cells)}</div>"
        )
    return figure(f'<div class="cot-fig-tricks">{"".join(blocks)}</div>')


def lives_figure(before: Sequence[int], *, caption: str = "Lives before this hand") -> str:
    """Each seat's lives as a number and as hearts (a seat at 0 is out of the match)."""
    head = "".join(f"<th>{esc(_seat(s))}</th>" for s in range(len(before)))
    cells = []
    for count in before:
        if count <= 0:
            cells.append('<td style="color:#999">out</td>')
        else:
            hearts = "♥" * count
            cells.append(
                f'<td><b>{count}</b> <span style="color:#b3261e;letter-spacing:1px">'
                f"{hearts}</span></td>"
            )
    table = (
        f'<table class="cot-fig-table"><tr><th>{esc(caption)}</th>{head}</tr>'
        f"<tr><td>lives</td>{''.join(cells)}</tr></table>"
    )
    return figure(table)


def note(text_html: str) -> str:
    """A highlighted note (``text_html`` is trusted HTML written by the lesson)."""
    return f'<div class="cot-fig"><div class="cot-fig-note">{text_html}</div></div>'
