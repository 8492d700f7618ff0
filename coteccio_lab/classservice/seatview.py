"""What a table's page is told in words for one seat, or for the teacher watching.

A table on the server is drawn in the browser by the dashboard's own board
(``render/board.js``), fed by ``render/boardview.js``, which draws the felt, the scoreboard
and the hand from the seat's serialized view (``Table.seat_view``: ``SeatView.json``, the
match's public counts) and the catalogue's words the page gets (``language.page_texts``).
What only the kit's Python can say is here, in the page's language, from the same view: the
seats' names, the title, who took the trick (the Italian and Portuguese agree with who), the
last hand's summary (``explain.explain_score``, ``i18n.verb``), the messages, the lines told
to a screen reader, the choice's buttons. No other seat's card is at hand to say, nor the
seed, nor the deal code before it may be shown.

The person at the screen is drawn at the bottom and counted as seat 0 in the page's hooks
(docs/ui-hooks.md, *Tables on the server*): the scoreboard's columns and the seats' names
(``cot-seat-name-<rel>``) start from them, in the order of play.

The teacher's words (:func:`spectator_view`) go with a ``view.SpectatorView`` of the hand as
the table stood at the end of the last trick or of the last hand (the table keeps those
hands): what is on the teacher's screen is never the trick being played, and the cards still
in the hands are in it only when the teacher asks.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, Literal

from ..cards import Card
from ..explain import explain_score
from ..i18n import t, verb
from ..i18n.grammar import list_word
from ..match import Match
from ..moves import KINDS, Decision
from ..render.boardview import choice_buttons
from ..render.felt import trick_caption
from ..rules import preset_title
from ..scoring import choice_tips
from ..view import SeatView, SpectatorView
from .table import Table, TableError
from .tablenames import table_name
from .tables import DELAYS

__all__ = ["Delay", "seat_label", "seat_view", "spectator_view", "watched", "words_for_seat",
           "words_for_spectator"]

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


def _frame(m: Match, seen: SeatView | SpectatorView, names: Sequence[str], lang: str, *,
           table: str) -> dict[str, Any]:
    """The words every view with a hand shares: the title, who took the trick still in the
    middle, the last hand, the match's end, from ``seen`` (what the reader may see of the
    hand) and the match's public counts."""
    esc = html.escape
    dealer = names[seen.dealer] or t("ui_seat", lang, seat=seen.dealer)
    bits = [preset_title(m.rules.name, lang), t("tablepage_title", lang, id=table),
            t("tablepage_hand_no", lang, n=len(m.history) + (0 if m.over else 1)),
            t("ui_dealer_is", lang, who=dealer)]
    return {
        "title": f"<b>{esc(bits[0])}</b> · " + " · ".join(esc(b) for b in bits[1:]),
        # the felt's (render.felt.felt_layout's caption)
        "caption": trick_caption(seen, names, lang),
        "summary": _last_hand(m, names, lang),
        "over": _over(m, names, lang),
    }


def _over(m: Match, names: Sequence[str], lang: str) -> str:
    """Who won the match, once it is over ('' before: between hands an offer may wait);
    one name or several (Piacenza's): the verb agrees with them."""
    if not m.over:
        return ""
    if not m.winners:
        return t("tablepage_over_none", lang)
    return t("tablepage_over", lang, who=list_word(
        [names[s] or t("ui_seat", lang, seat=s) for s in m.winners], lang))


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


def seat_view(m: Match | None, seat: int, names: Sequence[str], lang: str, *,
              table: str = "", takeback: bool = False, code: str = "",
              sight: SeatView | None = None, halted: str | None = None) -> dict[str, Any]:
    """The words for the person at ``seat`` (the table's own seat number), said from the
    engine's view of the hand for that seat (``sight``, taken from ``m`` when not given) and
    the match's public counts: no other seat's card is at hand to say.

    ``m``: the table's match (None while seats are still free); ``names``: each seat's name
    (``seat_label``, '' for a free seat), by the table's seat numbers; ``takeback``: the seat
    may take its last move back now (a table alone with computer players that allows it);
    ``code``: the deal code, once the table may show it (its match over, a class game
    closed); ``halted``: the teacher stopped play, in the words the felt shows at the turn's
    seat (``render.felt.felt_layout``). ``phase`` is what the board's status says.

    >>> m = Match.new("trieste", 4, seed=7)
    >>> v = seat_view(m, 2, ["Ana", "Bo", "Cy", "Di"], "en", table="t1")
    >>> v["names"], v["phase"], v["caption"]
    (['Ana', 'Bo', 'Cy', 'Di'], 'wait', '')
    """
    hand = None if m is None else m.hand
    if sight is None and hand is not None:
        sight = SeatView.of(hand, seat)
    free = sum(1 for name in names if not name)
    view: dict[str, Any] = {"names": list(names), "title": "", "caption": "", "summary": None,
                            "over": "", "halted": halted}
    if m is not None and sight is None:  # no hand dealt: the match is over, or an offer waits
        view.update(summary=_last_hand(m, names, lang), over=_over(m, names, lang))
    elif m is not None and sight is not None:
        view.update(_frame(m, sight, names, lang, table=table))
    phase = "seating" if m is None else m.phase_of(seat)
    messages: list[dict[str, Any]] = []
    turn = {} if m is None or sight is None else {"n": _numbered(m, sight, "turn")}
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
    view["told"] = [] if m is None or sight is None else _last_plays(m, sight, names, lang)
    view["waiting"] = waiting
    view["buttons"] = {}
    # (the tips word the rules and who decides: no card of the hand is read)
    view["choices"] = [] if m is None else choice_buttons(_decision(m, seat), lang,
                                                          choice_tips(hand, lang))
    if takeback and phase != "over":
        view["buttons"]["undo"] = {"label": t("ui_undo", lang), "disabled": False, "title": ""}
    if code:  # the match may be reviewed now: its deal code, to play it again
        deal = html.escape(t("ui_deal_code_is", lang, code=code))
        view["title"] = f"{view['title']} · {deal}" if view["title"] else deal
    view["phase"] = phase
    return view


def _numbered(m: Match, seen: SeatView, what: str, play: int = 0) -> int:
    """The number of a line the page tells a screen reader once (board.js), growing with
    the hand's plays: a card (the ``play``-th of the hand), then the trick it ended, then
    the seat's turn after the hand's plays so far; a later hand's lines come after."""
    base = 1000 * len(m.history) + 10
    if what == "card":
        return base + 3 * play
    if what == "trick":
        return base + 3 * play + 1
    return base + 3 * seen.plays - 1


def _last_plays(m: Match, seen: SeatView, names: Sequence[str], lang: str
                ) -> list[dict[str, Any]]:
    """What the table has just done, each line numbered once: the last trick ended (its
    cards, who played them, who won it) and the cards of the trick in play; the page tells
    those it has not told yet (cards played between two views it received are in them)."""
    def name(seat: int) -> str:
        return names[seat] or t("ui_seat", lang, seat=seat)

    def cards(plays: Sequence[tuple[int, Card]], first: int) -> list[dict[str, Any]]:
        return [{"kind": "play", "n": _numbered(m, seen, "card", first + i),
                 "text": t("a11y_named_played", lang, name=name(seat), card=card)}
                for i, (seat, card) in enumerate(plays)]

    trick = seen.current
    first = seen.plays - len(trick)
    lines = []
    if seen.tricks:  # the trick before, in case the page has not seen its end
        last = seen.tricks[-1]
        lines = cards(last.seat_cards, first - len(last.cards))
        lines.append({"kind": "trick", "n": _numbered(m, seen, "trick", first - 1),
                      "text": t("a11y_named_won_trick", lang, name=name(last.winner),
                                n=len(seen.tricks), points=last.points)})
    return lines + cards(trick, first)


def spectator_view(m: Match | None, shown: SpectatorView | None, names: Sequence[str],
                   lang: str, *, table: str = "", delay: Delay = "trick",
                   halted: str | None = None) -> dict[str, Any]:
    """The teacher's words for a table: said from the hand as ``shown`` (the table keeps
    it: the hand as it stood at the end of its last trick, or the last hand played, whole,
    by ``delay``), the counters as they are now. Nothing is clickable. ``halted``: as
    :func:`seat_view`'s.

    >>> m = Match.new("trieste", 3, seed=7)
    >>> v = spectator_view(m, SpectatorView.of(m.hand), ["Ana", "Bo", "Cy"], "en")
    >>> v["phase"], [line["text"] for line in v["messages"]]
    ('watch', ['Every hand, as it was at the end of the last trick.'])
    """
    view: dict[str, Any] = {"names": list(names), "title": "", "caption": "", "summary": None,
                            "over": "", "halted": halted, "told": [], "waiting": "",
                            "buttons": {}, "choices": []}
    phase = "seating" if m is None else "over" if m.over else "watch"
    messages: list[dict[str, str]] = []
    if m is not None:
        if shown is not None:
            view.update(_frame(m, shown, names, lang, table=table))
        if shown is None or m.over:
            view.update(summary=_last_hand(m, names, lang), over=_over(m, names, lang))
        # (who is to move now is the watch panel's list: the felt is the delayed hand)
        messages.append({"kind": "info", "text": t(
            "tablepage_watching", lang, delay=t(f"tablepage_delay_{delay}", lang))})
    else:
        free = sum(1 for name in names if not name)
        messages.append({"kind": "turn", "text": _to_fill(free, lang)})
    view["messages"] = messages
    view["phase"] = phase
    return view


# ---- a table of the service ------------------------------------------------------------------


def _names(table: Table, lang: str) -> list[str]:
    return [seat_label(s.json(i, connected=True), lang) for i, s in enumerate(table.seats)]


def words_for_seat(table: Table, seat: int, lang: str) -> dict[str, Any]:
    """:func:`seat_view` of ``seat`` at a table of the service (hold the table's lock)."""
    takeback = table.takeback and any(who == seat and not by_computer
                                      for who, by_computer in table.moves)
    stopped = _stopped(table)
    view = seat_view(table.match if table.started else None, seat, _names(table, lang), lang,
                     table=table_name(table.name_no, lang, table.id),
                     takeback=takeback, code=table.match.code if table.revealed() else "",
                     sight=table.sight(seat) if table.started else None,
                     halted=_halted(table, stopped, lang))
    if stopped is not None:  # the teacher's word: no turn is offered while play waits
        view["messages"] = [{"kind": "hint", "text": t(stopped, lang)}]
        view["waiting"] = ""
        view["choices"] = []
        view["buttons"] = {}
        view["phase"] = "paused" if table.state == "playing" else "stopped"
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


def _halted(table: Table, stopped: str | None, lang: str) -> str | None:
    """What the felt says at the turn's seat while play is stopped: 'paused' at a table
    the teacher paused, nothing once the game or the lesson is closed; None: play goes on."""
    if stopped is None:
        return None
    return t("ui_paused", lang) if stopped == "tablepage_paused" else ""


def words_for_spectator(table: Table, delay: str, lang: str, *, hands: bool = True
                        ) -> dict[str, Any]:
    """:func:`spectator_view` of a table of the service, with the hand it keeps for
    ``delay`` (hold the table's lock); ``hands``: the unplayed cards face up."""
    if delay not in DELAYS:
        raise TableError(400, "tables_err_delay")
    hand = table.shown_hand(delay)
    shown = None if hand is None else SpectatorView.of(hand, hands=hands)
    return spectator_view(table.match if table.started else None, shown, _names(table, lang),
                          lang, table=table_name(table.name_no, lang, table.id),
                          delay="trick" if delay == "trick" else "hand",
                          halted=_halted(table, _stopped(table), lang))


def watched(table: Table, delay: str, lang: str, *, hands: bool = True) -> dict[str, Any]:
    """The teacher's view of a table of the service (``Table.spectator_view``) with its
    words (:func:`words_for_spectator`): what a watch board is drawn from (hold the
    table's lock)."""
    view = table.spectator_view(delay, hands)
    view["words"] = words_for_spectator(table, delay, lang, hands=hands)
    return view
