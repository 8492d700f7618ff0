"""The widget table's felt: drawn in the page by the kit's one board script.

``TableFelt`` is sent the seat's serialized view, the shape the dashboard's board and the
class tables' pages draw from (``{"table": {...public_view, "seat", "hand": SeatView.json,
"words": {"names", "caption"}}}``), and draws it with ``render/boardview.js``'s ``feltOf``
and ``render/feltparts.js`` (``tablefelt.js``): the same seats, trick, caption and hooks of
``docs/ui-hooks.md`` as the board, each card one ``<img>`` of a face sent once. The page is
sent only what the learner's seat may see: the other seats' cards as their number.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import traitlets

from ..hand import Hand
from ..match import Match
from ..render.boardview import board_view_js, faces_js, felt_parts_js, public_view
from ..render.felt import seat_name, trick_caption
from ..view import SeatView
from .faced import BoardWidget

__all__ = ["TableFelt", "felt_view"]


def felt_view(game: Match | Hand | None, hand: Hand | None, seat: int, lang: str, *,
              show_points: bool = True) -> dict[str, Any]:
    """What ``TableFelt`` draws: ``hand`` (the one on the table) seen from ``seat``, with
    ``game``'s public counts, the seats' names and the caption of a finished trick in
    ``lang``; ``show_points`` as ``felt_layout``'s. ``{"table": None}`` without a game or a hand.

    >>> hand = Hand.deal(4, seed=7, dealer=3)
    >>> v = felt_view(hand, hand, 0, "it")["table"]
    >>> v["seat"], v["hand"]["dealer"], v["words"]["names"][:2], v["counters"]
    (0, 3, ['Tu', 'Posto 1'], None)
    """
    if game is None or hand is None:
        return {"table": None}
    names = [str(seat_name(s, seat, lang)) for s in range(hand.n)]
    seen = SeatView.of(hand, seat)
    return {"table": {**public_view(game), "seat": seat, "hand": seen.json(),
                      "show_points": show_points,
                      "words": {"names": names, "caption": trick_caption(seen, names, lang)}}}


class TableFelt(BoardWidget):
    """The felt of ``widgets.table.TableView``: see the module docstring."""

    _esm = (faces_js() + board_view_js() + felt_parts_js()
            + Path(__file__).with_name("tablefelt.js").read_text(encoding="utf-8"))

    view = traitlets.Dict().tag(sync=True)
    """What to draw: :func:`felt_view`."""
