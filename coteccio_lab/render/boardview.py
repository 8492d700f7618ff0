"""The board as data and as front-end files, for any page that draws it.

The board (``board.js``, ``board.css``, the card row ``cardrow.js`` and its ``cardrow.css``,
the faces as images ``faces.js``, the felt and the scoreboard from a serialized view
``boardview.js``) is drawn from one compact ``view``, the 40 card faces and the board's
words sent once. In a kernel it is the dashboard's anywidget (``dashboard.board``); outside
one, a class service's table page drives the same file with a small stand-in for
anywidget's ``model`` (``classservice/static/boardmodel.js``). Both send the seat's view as
data (``SeatView.json`` and :func:`public_view`), and the page draws the felt
(``render.felt.felt_layout``'s) and the scoreboard (``render.scoreboard.scoreboard_html``'s)
from it. What both need is here, below the widget kit and the class service: the faces, the
board's words, the match's public counts, and the files themselves.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from ..cards import DECK
from ..catalogue import CATALOGUE
from ..hand import Hand
from ..i18n import CATALOG, t
from ..match import Match
from ..moves import Decision
from .cards import back_svg, card_svg

__all__ = ["BOARD_FILES", "BOARD_WORDS", "board_css", "board_js", "board_texts", "board_view_js",
           "card_row_css", "card_row_js", "choice_buttons", "faces", "faces_js", "felt_parts_js",
           "public_view"]

_HERE = Path(__file__).resolve().parent
BOARD_FILES = _HERE
"""The folder of the board's files (``board.js``, ``boardview.js``, ...): the class service
serves ``boardview.js`` from it."""


@cache
def card_row_js() -> str:
    """``cardRow``, the clickable row of cards, put before each module that uses it."""
    return (_HERE / "cardrow.js").read_text(encoding="utf-8")


@cache
def card_row_css() -> str:
    """The clickable row's rules, for its ``<img>`` faces."""
    return (_HERE / "cardrow.css").read_text(encoding="utf-8")


@cache
def faces_js() -> str:
    """``faceImages(model)``: the faces a widget received (``faces``), as ``<img>`` elements."""
    return (_HERE / "faces.js").read_text(encoding="utf-8")


@cache
def board_view_js() -> str:
    """``boardview.js``: the felt and the scoreboard drawn from a serialized view
    (``feltOf``, ``scoreboardOf``, ``boardOf``), exported by the board's module."""
    return (_HERE / "boardview.js").read_text(encoding="utf-8")


@cache
def felt_parts_js() -> str:
    """``feltParts(card)``: the felt's seats, trick and spies as DOM from ``feltOf``'s data,
    for the board and for the widget kit's table (``widgets.felt``)."""
    return (_HERE / "feltparts.js").read_text(encoding="utf-8")


@cache
def board_js() -> str:
    """The board's module: ``cardRow``, ``faceImages``, ``boardview.js`` (its named exports:
    ``boardOf``, ``feltOf``, ``scoreboardOf``, ``trickSpot``), ``feltParts`` and ``board.js``,
    whose default export is the anywidget front end. The dashboard's widget and the class
    service's pages (``BASE/tables/board.js``) load this one text."""
    return (card_row_js() + faces_js() + board_view_js() + felt_parts_js()
            + (_HERE / "board.js").read_text(encoding="utf-8"))


@cache
def board_css() -> str:
    """The board's rules and the card row's."""
    return (_HERE / "board.css").read_text(encoding="utf-8") + card_row_css()


BOARD_WORDS = (
    "ui_dealer_mark", "ui_dealer", "ui_out", "ui_seat_tricks", "ui_to_decide_you",
    "ui_to_decide", "ui_to_play_you", "ui_to_play", "ui_trick_points", "a11y_tricks_won",
    "a11y_card_by", "ui_trick", "ui_spies", "ui_you", "counter_lives", "counter_bole",
    "counter_points", "ui_ovo", "ui_dopio_ovo", "ui_ovo_n", "ui_of_limit",
    "ui_points_this_hand", "ui_doctor_used", "ui_pot", "ui_your_cards", "dash_keys",
)
"""The catalogue's words ``boardview.js`` draws a board with (none of them needs the
kit's grammar: a sentence that does comes in the view's ``words``, ``classservice.seatview``
for a class table, ``dashboard.board`` for the dashboard)."""


@cache
def board_texts(lang: str) -> dict[str, Any]:
    """The board's words in ``lang`` as ``boardview.js``'s ``sayer`` reads them: each of
    :data:`BOARD_WORDS` unformatted (English where the language lacks it), ``_lang`` and
    ``_plural`` (the language's rule for 0 to 199: a word after a count, ``{n:one=…|=…}``,
    follows it). The dashboard's board receives them once (``texts``), as its faces."""
    words: dict[str, Any] = {key: CATALOG[key].get(lang, CATALOG[key]["en"])
                             for key in BOARD_WORDS}
    words["_plural"] = {lang: [CATALOGUE.plural_index(lang, n) for n in range(200)]}
    words["_lang"] = lang
    return words


def public_view(game: Match | Hand) -> dict[str, Any]:
    """The match's public counts as a board draws them (its scoreboard, ``boardview.js``'s
    ``boardOf``): the part of a class table's answer (``Table.seat_view``) that the
    dashboard's view and the widget kit's table's carry too, with their seat's
    ``SeatView.json``. A single ``Hand`` (the widget table on one hand) is a deal with no
    match around it: no counters (``boardOf`` draws no scoreboard for it), nothing pending
    between hands."""
    rules = game.rules
    # what the page's scoreboard draws the counters by (boardview.js)
    scoring = {"start": rules.start, "limit": rules.limit, "doctor": rules.doctor != "off",
               "stake": bool(rules.stake)}
    if isinstance(game, Hand):
        return {"players": game.n, "deal_no": 1, "hands_played": 0, "dealer": game.dealer,
                "counters": None, "counter": rules.counter, "scoring": scoring,
                "in_play": [s in game.active for s in range(game.n)], "doctor_used": None,
                "pot": None, "to_act": game.to_act, "offers": {}, "over": game.over,
                "winners": []}
    m = game
    offers: dict[str, list[int]] = {}
    for decision in m.pending if m.waiting else ():
        offers.setdefault(decision.kind, []).append(decision.seat)
    return {
        "players": m.players,
        "deal_no": len(m.history) + (1 if m.hand is not None else 0),
        "hands_played": len(m.history),
        "dealer": m.dealer,
        "counters": list(m.counters),
        "counter": rules.counter,
        "scoring": scoring,
        "in_play": list(m.in_play),
        "doctor_used": list(m.doctor_used),
        "pot": m.pot,
        "to_act": m.to_act,
        # the seats each offer between hands waits for, by its kind (the engine's list)
        "offers": offers,
        "over": m.over,
        "winners": list(m.winners),
    }


def faces(lang: str = "en", *, french: bool = False) -> dict[str, list[str]]:
    """Every face once, with its name (width 100; the page sizes each copy), and the back."""
    out = {
        card.code(): [card_svg(card, 100, french=french, lang=lang), card.name(lang, french=french)]
        for card in DECK
    }
    out["back"] = [back_svg(100), ""]
    return out


def choice_buttons(decision: Decision | None, lang: str,
                   titles: Mapping[str, str] | None = None) -> list[dict[str, str]]:
    """The buttons of a seat's pending choice, drawn from the engine's list of its moves:
    each says its move (its notation; the board sends it back as it is), its label (the
    move's catalogue key), its ``title`` (``titles`` by move, when given) and its hook class
    ``cot-KIND-CHOICE``. None for a card to play (the hand's row is its buttons) or no
    decision.

    >>> from coteccio_lab.moves import Move
    >>> capote = Decision(0, "capote", (Move(0, capote="annul"), Move(0, capote="attempt")))
    >>> [(b["move"], b["label"], b["hook"]) for b in choice_buttons(capote, "it")]
    [('annul', 'Tratta', 'cot-capote-annul'), ('attempt', 'Tenta il cappotto', \
'cot-capote-attempt')]
    """
    if decision is None or decision.kind == "card":
        return []
    titles = titles or {}
    return [{"move": str(move), "label": t(move.key, lang), "title": titles.get(str(move), ""),
             "hook": f"cot-{decision.kind}-{move.choice}"} for move in decision.moves]

