"""What a dashboard session holds and shows: the match, the phase, the notes, the log.

:class:`DashboardState` only reads: the controller (:class:`~.controller.Dashboard`)
is the same object with the actions that change it. The page draws from these
properties (``legal_codes``, ``scoreboard``, ``note_lines``...) and nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..hand import Hand, Trick
from ..match import Match
from ..odds import CapoteOdds, seat_capote_odds
from ..players.session import Session
from ..rules import Rules
from ..scoring import HandScore
from ..view import SeatView
from .narration import HUMAN, LogEntry, Note, Seats
from .setup import Setup

__all__ = ["Checkpoint", "DashboardState", "Phase"]

Phase = str
"""``setup`` (no match yet), ``hand_over`` (the hand's summary shown), or what seat 0 is
asked, in the engine's words (``Match.phase_of``: ``play``, ``wait``, ``over``, or the kind
of its pending choice, ``capote``, ``doctor``, ``cappotto``, an added offer's). It is read
from the match and the hand on the table (``DashboardState.phase``), never kept beside
them."""


@dataclass
class Checkpoint:
    """Where practice mode's ``undo`` goes back to: seat 0's move about to be made."""

    plays: int
    capote: str | None
    log: int


@dataclass
class DashboardState:
    """What one dashboard session holds, and what it shows (the actions are the controller's)."""

    setup: Setup = field(default_factory=Setup)
    match: Match | None = None
    session: Session | None = None
    """The match's play session (``players.Session``): every move is pushed through it."""
    notes: list[Note] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    """The current (or just finished) hand, card by card."""
    shown_hand: Hand | None = None
    """The hand on the table: the one in play, or the one just finished."""
    last_score: HandScore | None = None
    hand_no: int = 0
    """Hands finished in this match."""
    reporter: Callable[[int, dict[str, Any], dict[str, int] | None], None] | None = None
    """Class mode: sends a finished hand (its number, its hand record, the help used in it:
    ``hand_aids``) to the class service, which replays it; its answer comes back through
    ``Dashboard.class_answered``."""
    class_unsent: list[int] = field(default_factory=list)
    """Hands the class service has not answered yet (sent again with the next hand)."""
    hand_aids: dict[int, dict[str, int]] = field(default_factory=dict)
    """The help seat 0 used in each hand of this match, by hand number: ``{"hints": n,
    "takebacks": n}`` (a capote's odds count as a hint). The teacher sees it with the class's
    results; a hand of a loaded match has none (not known)."""
    aids_now: dict[str, int] | None = None
    """The help used so far in the hand in play; None: not known (a hand of a loaded file,
    begun before it was saved)."""
    version: int = 0
    """Bumped on every change: the app re-renders when it moves."""
    _checkpoints: list[Checkpoint] = field(default_factory=list)

    # ---- reading the state --------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        """Where the flow is, read from the engine: seat 0's phase in the match
        (``Match.phase_of``), except that a hand the table still shows once it is over
        is ``hand_over`` (its summary, until *Next hand*), unless seat 0 has an offer to
        answer first; ``setup`` before the first match.

        The page has no phase of its own to get out of step with the match: a position
        set on the controller (a saved match, a lesson's) is in its phase at once.
        """
        m = self.match
        if m is None:
            return "setup"
        if m.over:
            return "over"
        if m.waiting and m.pending_of(HUMAN) is not None:
            return m.phase_of(HUMAN)
        hand = self.shown_hand
        if hand is None or hand.over or hand is not m.hand:
            return "hand_over"
        return m.phase_of(HUMAN)

    @property
    def lang(self) -> str:
        return self.setup.lang

    @property
    def rules(self) -> Rules:
        return self.match.rules if self.match is not None else self.setup.rules_obj()

    @property
    def players(self) -> int:
        return self.match.players if self.match is not None else self.setup.players

    @property
    def levels(self) -> tuple[str, ...]:
        """Each seat's level; seat 0 is ``human``."""
        return ("human", *self.setup.opponents)

    @property
    def code(self) -> str | None:
        return self.match.code if self.match is not None else None

    @property
    def practice(self) -> bool:
        return self.setup.mode == "practice"

    @property
    def hand(self) -> Hand | None:
        """The hand being played (None between hands and once the match is over)."""
        return self.match.hand if self.match is not None else None

    @property
    def my_cards(self) -> list[Card]:
        hand = self.shown_hand
        return hand.holding(HUMAN) if hand is not None else []

    @property
    def legal_codes(self) -> list[str]:
        """Cards seat 0 may play now (``cot-legal``): the whole hand when revokes are allowed."""
        hand = self.hand
        if self.phase != "play" or hand is None or hand.to_act != HUMAN:
            return []
        # practice refuses a revoke (the cards that follow suit); table rules accept one,
        # so every card of legal_moves is offered
        cards = hand.following_suit if self._strict() else [
            m.card for m in hand.legal_moves if m.card is not None]
        return [c.code() for c in cards]

    def _strict(self) -> bool:
        """Refuse revokes: always in practice, and whenever the rules say strict."""
        return self.practice or self.rules.revoke == "strict"

    @property
    def can_hint(self) -> bool:
        return self.practice and self.phase in ("play", "capote")

    @property
    def can_undo(self) -> bool:
        return (
            self.practice and self.phase in ("play", "wait", "capote") and bool(self._checkpoints)
        )

    @property
    def trick(self) -> list[tuple[int, Card]]:
        hand = self.shown_hand
        return hand.current_trick if hand is not None else []

    @property
    def last_trick(self) -> Trick | None:
        hand = self.shown_hand
        if hand is None or not hand.tricks_done:
            return None
        return hand.tricks[-1]

    @property
    def seats(self) -> Seats:
        """How this match's seats and counter are named."""
        return Seats(self.setup.opponents, self.rules.counter)

    def seat_name(self, seat: int, lang: str | None = None, *, capital: bool = True) -> str:
        return self.seats.name(seat, lang or self.lang, capital=capital)

    def counter_name(self, lang: str | None = None) -> str:
        return self.seats.counter_name(lang or self.lang)

    def winner(self) -> int | None:
        return self.match.winner if self.match is not None else None

    def capote_odds(self) -> CapoteOdds | None:
        """The exact odds of the capote for seat 0 at its decision, else None."""
        hand = self.hand
        if self.phase != "capote" or hand is None:
            return None
        counters = self.match.counters if self.match is not None else None
        return seat_capote_odds(SeatView.of(hand, HUMAN), counters)

    def doctor_terms(self) -> tuple[int, float] | None:
        """What the doctor offers seat 0 now: (counter value, cost), else None."""
        m = self.match
        if self.phase != "doctor" or m is None:
            return None
        return m.doctor_lives(), m.doctor_cost(HUMAN)

    # ---- what the table shows ------------------------------------------------------------
    def summary_lines(self, lang: str | None = None) -> list[str]:
        """The last hand's scoring, explained (``cot-hand-summary``)."""
        score = self.last_score
        if score is None:
            return []
        return score.explain(lang or self.lang)

    def note_lines(self, lang: str | None = None) -> list[tuple[str, str]]:
        lang = lang or self.lang
        return [(n.kind, n.text(lang)) for n in self.notes]

    def log_lines(self, lang: str | None = None) -> list[tuple[int, str]]:
        """The hand's log, one (trick number, sentence) per card, trick and choice."""
        lang = lang or self.lang
        return [(e.trick, e.text(lang)) for e in self.log]

    def scoreboard(self, lang: str | None = None) -> list[dict[str, Any]]:
        """One row per seat: name, level, counter, ovo tally, in play, doctor calls, paid."""
        lang = lang or self.lang
        m = self.match
        rows = []
        for seat in range(self.players):
            row: dict[str, Any] = {
                "seat": seat,
                "name": self.seat_name(seat, lang),
                "level": self.levels[seat] if seat < len(self.levels) else "",
            }
            if m is not None:
                row.update(
                    counter=m.counters[seat],
                    ovo=m.ovo(seat),
                    in_play=m.in_play[seat],
                    doctor=m.doctor_used[seat],
                    paid=m.paid[seat],
                    dealer=(self.shown_hand.dealer == seat) if self.shown_hand else False,
                    turn=(self.hand.to_act == seat) if self.hand is not None else False,
                    tricks=self.shown_hand.tricks_won(seat) if self.shown_hand else 0,
                    points=self.shown_hand.points()[seat] if self.shown_hand else 0,
                    cards=(
                        self.shown_hand.holding_mask(seat).bit_count() if self.shown_hand else 0
                    ),
                )
            rows.append(row)
        return rows

    def records(self) -> list[dict[str, Any]]:
        """Every finished hand of the match as a hand record (``coteccio-hand/1``)."""
        m = self.match
        if m is None:
            return []
        return [r.to_json() for r in m.history]
