"""The table as one light widget: felt, hand, buttons, messages, summary and log.

A felt sent as HTML with every card's SVG inline (``render.felt.felt_html``, 40 to 90 KB
a click), the widget kit's ``CardHand`` sending the SVG of every card in the hand on every
change, and each widget a message of its own that the server and the page handle one by
one: measured on this project's 2-core machine, that made a
click take about 30 ms to show. The dashboard must answer within 15 ms, so this
anywidget receives the 40 faces and the board's words once (``faces``, ``texts``) and, on
every action, one compact description of the whole table (``view``, a few KB): one message
per draw. The page shows each card as one ``<img>`` of its face and redraws only the parts
whose description changed.

The felt and the scoreboard are drawn in the page from the seat's serialized view
(``view["table"]``: ``SeatView.json`` and the match's public counts,
``render.boardview.public_view``, the shape of a class table's answer) and the words only
Python says (the seats' names, who took the trick), by ``boardview.js``'s ``boardOf``: the
class tables' pages draw theirs with the same file from the same shape.

The DOM it builds is the kit's (``cot-felt``, ``cot-seat``, ``cot-trick``, the
``cot-cards`` row of ``CardHand``) with the hooks of ``docs/ui-hooks.md`` (``cot-hand``,
``cot-card cot-card-<code>``, ``cot-legal``, ``cot-capote-annul``,
``cot-capote-attempt``, ``cot-next``, ``cot-hint``, ``cot-undo``, ``cot-message``,
``cot-hand-summary``, ``cot-match-over``, ``cot-lives-<seat>``), so the kit's
stylesheet draws it the same way. Picks and buttons go back to Python as widget
messages (``{"type": "pick", "code"}``, ``{"type": "button", "name"}``); the page
sends one at a time, and never the second click of a double click.

Everything the view holds comes from :func:`board_view`, a pure function of the
controller, tested without a browser. The status (``cot-status-data``: phase and
a version bumped on every draw) is set last, after the rest is on screen.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..i18n import t
from ..i18n.numbers import compact
from ..render.boardview import (
    board_css,
    board_js,
    choice_buttons,
    faces,
    public_view,
)
from ..render.felt import trick_caption, trick_spot
from ..rules import preset_title
from ..scoring import choice_tips
from ..view import SeatView
from ..widgets.faced import BoardWidget
from .controller import Dashboard

__all__ = ["Board", "board_view", "faces"]


class Board(BoardWidget):
    """The felt, the scoreboard, the messages, the summary and the status of the dashboard."""

    # the files are render's: a class service's table page draws the same board
    _esm = board_js()
    _css = board_css()

    view = traitlets.Dict().tag(sync=True)
    """What to draw: see ``board_view``."""
    pace = traitlets.Float(0.5).tag(sync=True)
    """Seconds between two cards of a trick played by the computer (0: all at once); the
    learner sets it on the page (``cot-pace``)."""


# ---- the description of the table ------------------------------------------------------------


PACES = (0.0, 0.25, 0.5, 1.0)
"""The pace choices offered on the page, in seconds a card."""


def board_view(c: Dashboard, lang: str, version: int, errors: list[dict[str, str]] | None = None,
               since: int | None = None) -> dict[str, Any]:
    """Everything the board draws, as JSON-ready data.

    ``since``: how many entries of the hand's log the page has already shown; the cards
    played after them are ``steps`` the page lays on the trick one at a time, at its pace,
    before it draws the rest (None: nothing to lay one by one, e.g. a match just loaded).
    """
    import html

    from .narration import level_name, summary_lines

    esc = html.escape
    m = c.match
    hand = c.shown_hand
    view: dict[str, Any] = {"title": "", "table": None}
    if m is not None and hand is not None:
        opponents = ", ".join(
            f"{s}: {level_name(level, lang)}" for s, level in enumerate(c.levels) if s
        )
        bits = [
            preset_title(m.rules.name, lang),
            t("ui_deal_code_is", lang, code=m.code),
            t("ui_dealer_is", lang, who=c.seat_name(hand.dealer, lang, capital=False)),
            t("dash_opponents_line", lang, list=opponents),
            t("dash_mode_line", lang, mode=t(f"dash_mode_{c.setup.mode}", lang)),
        ]
        view["title"] = f"<b>{esc(bits[0])}</b> · " + " · ".join(esc(b) for b in bits[1:])
        names = [
            t("ui_you", lang) if s == 0 else t("ui_seat", lang, seat=s) for s in range(m.players)
        ]
        # the felt and the scoreboard, drawn in the page (boardview.js's boardOf) from what
        # the person at the screen (seat 0) may see, as a class table's page draws its own
        seen = SeatView.of(hand, 0)
        view["table"] = {**public_view(m), "seat": 0, "hand": seen.json(),
                         "words": {"names": names, "caption": trick_caption(seen, names, lang)}}
    phase = c.phase
    lines = c.note_lines(lang)
    view["messages"] = [
        {"kind": note.kind, "text": text, "n": note.serial}
        for note, (_kind, text) in zip(c.notes, lines, strict=True)
    ] + list(errors or [])
    summary = None
    between = phase in ("hand_over", "over") or (m is not None and m.waiting)
    if between and c.last_score is not None:
        title = next((text for kind, text in lines if kind == "summary"), "")
        summary = {"title": title, "lines": summary_lines(c.last_score, c.seats, lang)}
    view["summary"] = summary
    over = [text for kind, text in lines if kind == "over"] if phase == "over" else []
    view["over"] = "\n".join(over)
    view["buttons"] = buttons_view(c, lang)
    view["choices"] = choice_buttons(c.choice, lang, choice_tips(c.hand, lang))
    legal = set(c.legal_codes)
    hinted = next((n.card for n in reversed(c.notes) if n.kind == "hint"), None)
    suggested = hinted.code() if hinted is not None and phase == "play" else ""
    view["hand"] = {
        "cards": [
            {"code": card.code(), "label": card.name(lang), "legal": card.code() in legal,
             "suggested": card.code() == suggested}
            for card in c.my_cards
        ],
        "suggested_label": t("dash_suggested", lang),
        "disabled": phase != "play",
        "label": t("ui_your_cards", lang),
        "width": 84,
    }
    view["log"] = log_view(c, lang)
    view["steps"] = steps_view(c, since)
    view["pace"] = {
        "label": t("dash_pace", lang),
        "options": [
            [p, t("dash_pace_s", lang, s=compact(p, lang)) if p else t("dash_pace_none", lang)]
            for p in PACES
        ],
    }
    view["keys"] = t("dash_keys", lang) if c.my_cards and phase == "play" else ""
    view["status"] = {"phase": phase, "version": version, "code": c.code or "", "hands": c.hand_no}
    return view


def _button(label: str, *, disabled: bool = False, title: str = "") -> dict[str, Any]:
    return {"label": label, "disabled": disabled, "title": title}


def buttons_view(c: Dashboard, lang: str) -> dict[str, Any]:
    """The buttons the flow offers now (the others are hidden)."""
    phase = c.phase
    out: dict[str, Any] = {}
    if phase == "capote" and c.hand is not None and c.practice:
        # at the table (no hint, no take-back) the odds are help too
        out["odds"] = _button(t("dash_odds", lang))
    if c.practice and phase in ("play", "wait", "capote"):
        out["hint"] = _button(t("ui_hint", lang))
        out["undo"] = _button(t("ui_undo", lang), disabled=not c.can_undo)
    if phase == "hand_over":
        out["next"] = _button(t("dash_next_hand", lang))
        m = c.match
        if m is not None and not m.in_play[0]:
            out["to_end"] = _button(t("dash_to_end", lang), title=t("dash_to_end_tip", lang))
    if phase == "over":
        out["new_match"] = _button(t("dash_new_match_button", lang))
    return out


def steps_view(c: Dashboard, since: int | None) -> list[dict[str, Any]]:
    """The computer players' cards played (and tricks won) after the first ``since`` entries
    of the log, with where each card lies on the felt."""
    m, hand = c.match, c.shown_hand
    if since is None or m is None or hand is None:
        return []
    steps: list[dict[str, Any]] = []
    if since == 0 and c.log:
        steps.append({"kind": "trick", "trick": 0, "seat": None, "fresh": True})
    for entry in c.log[since:]:
        # the learner's own card is drawn at once, with the view that follows the click
        if entry.kind == "play" and entry.card is not None and entry.seat not in (None, 0):
            assert entry.seat is not None
            x, y = trick_spot(entry.seat, 0, m.players)
            steps.append({"kind": "play", "trick": entry.trick, "seat": entry.seat,
                          "code": entry.card.code(), "x": x, "y": y})
        elif entry.kind == "trick":
            steps.append({"kind": "trick", "trick": entry.trick, "seat": entry.seat})
    return steps


def log_view(c: Dashboard, lang: str) -> dict[str, Any] | None:
    """The hand, card by card, trick by trick."""
    if not c.log:
        return None
    tricks: dict[int, list[str]] = {}
    for trick, text in c.log_lines(lang):
        tricks.setdefault(trick, []).append(text)
    return {
        "title": t("dash_log", lang),
        "tricks": [
            {"head": t("dash_log_trick", lang, n=n), "lines": lines} for n, lines in tricks.items()
        ],
    }
