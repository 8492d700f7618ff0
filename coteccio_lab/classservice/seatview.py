"""What a table's page draws for one seat, or for the teacher watching: the board's view.

A table on the server is drawn in the browser by the dashboard's own board (``render/board.js``)
from the same compact ``view`` the dashboard's anywidget gets (``dashboard.board.board_view``),
computed here from the table's ``Match`` for one seat, with what that seat may see only
(``coteccio_lab.view.SeatView``'s rule): its own cards, the cards played and the tricks won,
every seat's counter, whose turn, its own choices when it is to choose. Never another seat's
cards, the seed or the deal code: the view is what the service sends to that seat's page.

The person at the screen is drawn at the bottom and counted as seat 0 in the page's hooks
(docs/ui-hooks.md, *Tables on the server*): the scoreboard's columns and the seats' names
(``cot-seat-name-<rel>``) start from them, in the order of play.

The teacher's spectator view (:func:`spectator_view`) shows every hand, as the table stood
at the end of the last trick or of the last hand (the table keeps those hands): what is on
the teacher's screen is never the trick being played.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, Literal

from ..cards import Card
from ..explain import explain_score
from ..hand import Hand
from ..i18n import t, verb
from ..match import Match
from ..moves import KINDS, Decision
from ..render.boardview import choice_buttons, felt_view
from ..render.scoreboard import scoreboard_html
from ..rules import preset_title
from ..scoring import choice_tips
from .table import Table, TableError
from .tablenames import table_name
from .tables import DELAYS

__all__ = ["Delay", "board_for_seat", "board_for_spectator", "seat_label", "seat_view",
           "spectator_view"]

Delay = Literal["trick", "hand"]


def seat_label(seat: dict[str, Any], lang: str) -> str:
    """A seat's name as a table's lobby row describes it (``{name, kind, level?}``): the
    student's name, or the computer player and its level; '' for a free seat."""
    if seat.get("kind") == "computer":
        level = str(seat.get("level") or "cautious")
        word = t(f"level_{level}", lang) if f"level_{level}" in _LEVELS else level
        return t("tablepage_computer", lang, level=word)
    name = seat.get("name")
    if not name:
        return ""
    if seat.get("away"):
        return t("tablepage_held_by_computer", lang, name=name)
    return str(name)


_LEVELS = {"level_random", "level_cautious", "level_expert"}


def _to_fill(free: int, lang: str) -> str:
    return t("tablepage_to_fill", lang, n=free)


def _rotate(values: Sequence[Any], me: int) -> list[Any]:
    """``values`` by seat, counted from ``me`` (``me`` first, then in the order of play)."""
    n = len(values)
    return [values[(me + k) % n] for k in range(n)]


def _decision(m: Match, seat: int) -> Decision | None:
    """The decision ``seat`` has waiting, from the engine's list (several seats may be asked
    at once between hands)."""
    if m.over:
        return None
    return m.pending_of(seat)


def _phase(m: Match, seat: int) -> str:
    """``over``, ``wait``, ``play`` (a card), or the kind of the seat's pending choice."""
    if m.over:
        return "over"
    decision = _decision(m, seat)
    if decision is None:
        return "wait"
    return "play" if decision.kind == "card" else decision.kind


def _frame(m: Match, hand: Hand, me: int | None, names: Sequence[str], lang: str, *,
           table: str, open_hands: bool) -> dict[str, Any]:
    """The parts every view shares: the title, the scoreboard, the felt, the last hand."""
    esc = html.escape
    at = 0 if me is None else me
    dealer = names[hand.dealer] or t("ui_seat", lang, seat=hand.dealer)
    bits = [preset_title(m.rules.name, lang), t("tablepage_title", lang, id=table),
            t("tablepage_hand_no", lang, n=len(m.history) + (0 if m.over else 1)),
            t("ui_dealer_is", lang, who=dealer)]
    view: dict[str, Any] = {
        "title": f"<b>{esc(bits[0])}</b> · " + " · ".join(esc(b) for b in bits[1:]),
        "scoreboard": scoreboard_html(
            m.rules, _rotate(m.counters, at), 0, lang, hand_points=_rotate(hand.points(), at),
            pot=m.pot, doctor_used=_rotate(m.doctor_used, at), names=_rotate(names, at)),
        "felt": felt_view(hand, at, lang, list(names), open_hands=open_hands),
    }
    view["summary"] = _last_hand(m, names, lang)
    over = ""
    if m.over:
        won = m.winners
        over = (t("tablepage_over", lang, who=", ".join(names[s] for s in won)) if won
                else t("tablepage_over_none", lang))
    view["over"] = over
    view["log"] = None
    view["steps"] = []
    view["pace"] = None
    return view


def _last_hand(m: Match, names: Sequence[str], lang: str) -> dict[str, Any] | None:
    """The last hand's summary: each seat's tricks and points (the engine's words), then
    what each counter did, every seat by its name (the engine's reasons count seats by
    number, which a table drawn from each screen's own seat would make confusing)."""
    score = m.last_score
    if score is None:
        return None
    def name(seat: int, _lang: str) -> str:
        return names[seat] or t("ui_seat", lang, seat=seat)
    lines = explain_score(score, lang, name=name)[:sum(1 for s in score.seats if s.in_play)]
    lines += [t("tablepage_change", lang, name=name(seat, lang),
                change=verb(m.rules.counter, delta, lang))
              for seat, delta in enumerate(score.delta) if delta]
    return {"title": t("tablepage_last_hand", lang), "lines": lines}


def seat_view(m: Match | None, seat: int, names: Sequence[str], lang: str, *, seq: int,
              table: str = "", takeback: bool = False, code: str = "") -> dict[str, Any]:
    """The board's view for the person at ``seat`` (the table's own seat number).

    ``m``: the table's match (None while seats are still free); ``names``: each seat's name
    (``seat_label``, '' for a free seat); ``seq``: the table's event number, the page's
    version of what it shows (its next move carries it); ``takeback``: the seat may take
    its last move back now (a table alone with computer players that allows it); ``code``:
    the deal code, once the table may show it (its match over, a class game closed).

    >>> m = Match.new("trieste", 4, seed=7)
    >>> v = seat_view(m, 2, ["Ana", "Bo", "Cy", "Di"], "en", seq=5, table="t1")
    >>> [c["code"] for c in v["hand"]["cards"]] == [c.code() for c in m.hand.holding(2)]
    True
    >>> [s["name"] for s in v["felt"]["seats"] if s["rel"] == 0], v["status"]["version"]
    (['Cy'], 5)
    """
    hand = None if m is None else m.hand
    free = sum(1 for name in names if not name)
    if m is None or hand is None:
        view: dict[str, Any] = {"title": "", "scoreboard": "", "felt": None, "summary": None,
                                "over": "", "log": None, "steps": [], "pace": None}
        if m is not None:  # no hand dealt: the match is over, or an offer waits
            view.update(_over_frame(m, seat, names, lang))
    else:
        view = _frame(m, hand, seat, names, lang, table=table, open_hands=False)
    phase = "seating" if m is None else _phase(m, seat)
    messages: list[dict[str, Any]] = []
    turn = {} if m is None or hand is None else {"n": _numbered(m, hand, "turn")}
    if phase == "seating":
        messages.append({"kind": "turn", "text": _to_fill(free, lang)})
    elif phase == "play":
        messages.append({"kind": "turn", "text": t("tablepage_your_turn", lang), **turn})
    elif phase not in ("seating", "wait", "over"):  # a choice of the engine's list
        messages.append({"kind": "turn", "text": t("tablepage_your_choice", lang), **turn})
        prompt = KINDS[phase].prompt  # the question the kind asks (001's cappotto has one)
        if prompt:
            messages.append({"kind": "info", "text": t(prompt, lang)})
    waiting = ""
    if phase == "wait" and m is not None and m.to_act is not None:
        waiting = t("tablepage_waiting_for", lang, name=names[m.to_act] or m.to_act)
    view["messages"] = messages
    # told to a screen reader, not shown: the page's felt shows the same cards
    view["told"] = [] if m is None or hand is None else _last_plays(m, hand, names, lang)
    view["waiting"] = waiting
    view["buttons"] = {}
    view["choices"] = [] if m is None else choice_buttons(_decision(m, seat), lang,
                                                          choice_tips(hand, lang))
    if takeback and phase != "over":
        view["buttons"]["undo"] = {"label": t("ui_undo", lang), "disabled": False, "title": ""}
    legal = {str(mv) for mv in m.legal_moves} if m is not None and phase == "play" else set()
    cards = [] if hand is None else hand.holding(seat)
    view["hand"] = {
        "cards": [{"code": c.code(), "label": c.name(lang), "legal": c.code() in legal,
                   "suggested": False} for c in cards],
        "suggested_label": "",
        "disabled": phase != "play",
        "label": t("ui_your_cards", lang),
        "width": 84,
    }
    view["keys"] = t("dash_keys", lang) if cards and phase == "play" else ""
    if code:  # the match may be reviewed now: its deal code, to play it again
        deal = html.escape(t("ui_deal_code_is", lang, code=code))
        view["title"] = f"{view['title']} · {deal}" if view["title"] else deal
    view["status"] = {"phase": phase, "version": seq, "code": code,
                      "hands": 0 if m is None else len(m.history)}
    return view


def _numbered(m: Match, hand: Hand, what: str, play: int = 0) -> int:
    """The number of a line the page tells a screen reader once (board.js), growing with
    the hand's plays: a card (the ``play``-th of the hand), then the trick it ended, then
    the seat's turn after the hand's plays so far; a later hand's lines come after."""
    base = 1000 * len(m.history) + 10
    if what == "card":
        return base + 3 * play
    if what == "trick":
        return base + 3 * play + 1
    return base + 3 * len(hand.plays) - 1


def _last_plays(m: Match, hand: Hand, names: Sequence[str], lang: str) -> list[dict[str, Any]]:
    """What the table has just done, each line numbered once: the last trick ended (its
    cards, who played them, who won it) and the cards of the trick in play; the page tells
    those it has not told yet (cards played between two views it received are in them)."""
    def name(seat: int) -> str:
        return names[seat] or t("ui_seat", lang, seat=seat)

    def cards(plays: list[tuple[int, Card]], first: int) -> list[dict[str, Any]]:
        return [{"kind": "play", "n": _numbered(m, hand, "card", first + i),
                 "text": t("a11y_named_played", lang, name=name(seat), card=card)}
                for i, (seat, card) in enumerate(plays)]

    trick = hand.current_trick
    first = len(hand.plays) - len(trick)
    lines = []
    if hand.tricks:  # the trick before, in case the page has not seen its end
        last = hand.tricks[-1]
        lines = cards(last.seat_cards, first - len(last.cards))
        lines.append({"kind": "trick", "n": _numbered(m, hand, "trick", first - 1),
                      "text": t("a11y_named_won_trick", lang, name=name(last.winner),
                                n=len(hand.tricks), points=last.points)})
    return lines + cards(trick, first)


def _over_frame(m: Match, seat: int | None, names: Sequence[str], lang: str) -> dict[str, Any]:
    at = 0 if seat is None else seat
    won = m.winners
    # between hands an offer may still wait (the match goes on): no hand, and not over
    over = "" if not m.over else (
        t("tablepage_over", lang, who=", ".join(names[s] for s in won)) if won
        else t("tablepage_over_none", lang))
    return {
        "scoreboard": scoreboard_html(m.rules, _rotate(m.counters, at), 0, lang, pot=m.pot,
                                      names=_rotate(names, at)),
        "over": over,
        "summary": _last_hand(m, names, lang),
    }


def spectator_view(m: Match | None, shown: Hand | None, names: Sequence[str], lang: str, *,
                   seq: int, table: str = "", delay: Delay = "trick",
                   hands: bool = True) -> dict[str, Any]:
    """The teacher's view of a table: every hand as ``shown`` (the table keeps it: the hand
    as it stood at the end of its last trick, or the last hand played, whole, by ``delay``),
    face up, or with ``hands=False`` its unplayed cards face down (a projected page), the
    counters as they are now. Nothing is clickable.

    >>> m = Match.new("trieste", 3, seed=7)
    >>> v = spectator_view(m, m.hand, ["Ana", "Bo", "Cy"], "en", seq=3)
    >>> [len(s["held"]) for s in v["felt"]["seats"]], v["hand"]["cards"]
    ([5, 5, 5], [])
    """
    base: dict[str, Any] = {"title": "", "scoreboard": "", "felt": None, "summary": None,
                            "over": "", "log": None, "steps": [], "pace": None, "buttons": {},
                            "keys": "", "waiting": ""}
    phase = "seating" if m is None else "over" if m.over else "watch"
    messages: list[dict[str, str]] = []
    if m is not None:
        if shown is not None:
            base.update(_frame(m, shown, None, names, lang, table=table, open_hands=hands))
        if shown is None or m.over:
            base.update(_over_frame(m, None, names, lang))
        # the counters as they are now: results are the teacher's to see at once
        base["scoreboard"] = scoreboard_html(m.rules, m.counters, None, lang, pot=m.pot,
                                             doctor_used=m.doctor_used, names=names)
        # (who is to move now is the watch panel's list: the felt is the delayed hand)
        messages.append({"kind": "info", "text": t(
            "tablepage_watching", lang, delay=t(f"tablepage_delay_{delay}", lang))})
    else:
        free = sum(1 for name in names if not name)
        messages.append({"kind": "turn", "text": _to_fill(free, lang)})
    base["messages"] = messages
    base["hand"] = {"cards": [], "suggested_label": "", "disabled": True, "label": "",
                    "width": 84}
    base["status"] = {"phase": phase, "version": seq, "code": "",
                      "hands": 0 if m is None else len(m.history)}
    return base


# ---- a table of the service ------------------------------------------------------------------


def _names(table: Table, lang: str) -> list[str]:
    return [seat_label(s.json(i, connected=True), lang) for i, s in enumerate(table.seats)]


def board_for_seat(table: Table, seat: int, lang: str) -> dict[str, Any]:
    """:func:`seat_view` of ``seat`` at a table of the service (hold the table's lock)."""
    takeback = table.takeback and any(who == seat and not by_computer
                                      for who, by_computer in table.moves)
    view = seat_view(table.match if table.started else None, seat, _names(table, lang), lang,
                     seq=table.seq, table=table_name(table.name_no, lang, table.id),
                     takeback=takeback,
                     code=table.match.code if table.revealed() else "")
    stopped = _stopped(table)
    if stopped is not None:  # the teacher's word: no turn is offered while play waits
        view["messages"] = [{"kind": "hint", "text": t(stopped, lang)}]
        view["waiting"] = ""
        view["choices"] = []
        view["buttons"] = {}
        view["keys"] = ""
        view["hand"]["disabled"] = True
        view["status"]["phase"] = "paused" if table.state == "playing" else "stopped"
    return view


def _stopped(table: Table) -> str | None:
    """Why the teacher stopped play at ``table``, as a catalogue key; None: it goes on (or
    its match ended by itself)."""
    if table.match.over:
        return None
    if table.closed:
        return "tablepage_game_closed"
    if table.ended:
        return "tablepage_lesson_ended"
    return "tablepage_paused" if table.held else None


def board_for_spectator(table: Table, delay: str, lang: str, *, hands: bool = True
                        ) -> dict[str, Any]:
    """:func:`spectator_view` of a table of the service, with the hand it keeps for
    ``delay`` (hold the table's lock); ``hands``: the unplayed cards face up."""
    if delay not in DELAYS:
        raise TableError(400, "tables_err_delay")
    shown = table.trick_snap if delay == "trick" else (
        table.hand_snap[0] if table.hand_snap is not None else None)
    return spectator_view(table.match if table.started else None, shown, _names(table, lang),
                          lang, seq=table.seq, table=table_name(table.name_no, lang, table.id),
                          delay="trick" if delay == "trick" else "hand", hands=hands)
