"""The dashboard's logic as plain Python: one person against computer players, a whole match.

No widget is imported here: the Voilà app (``app.py``) only renders what this
controller holds and sends the player's actions to it, and the tests drive it
headless. Seat 0 is the person at the screen; seats 1 to n-1 are computer
players, each at its own level.

The flow, in ``phase`` (read from the match and the hand on the table, never set:
``state.DashboardState.phase``; the engine's ``Match.phase_of`` is the one machine, the
dashboard adds only ``setup`` and ``hand_over``):

- ``setup``: no match yet;
- ``play``: seat 0 to play a card (``click``); ``hint`` and ``undo`` in practice mode;
- ``wait``: seat 0's card is down, the computer players are about to move (``advance``);
- ``capote``: seat 0 has won every trick but the last and chooses (``decide``),
  with the exact odds on request (``odds``);
- ``hand_over``: the hand's summary is shown, ``next`` deals the next hand;
- ``doctor``: seat 0 is out and may call the doctor (``doctor``);
- ``cappotto``: seat 0 lost each of the first four hands (001) and chooses to start
  over or to play a fifth hand (``cappotto``);
- ``over``: the match is over; ``start`` begins a new one.

Every action runs the computer players until seat 0 must act again, so one
click gives one update. The match is played through the one play session
(``players.Session``): seat 0's moves are pushed on it, the computer seats move by
``Session.advance`` (stopping at each hand's end for the summary) and answer the doctor
and the cappotto by the kit's one policy (``Session.answer_offers``). Computer players
draw from a random generator seeded by the match seed, the deal and the play, so a deal
code (and the same clicks) replays the same match.

This module holds the actions and the flow between them. What a session holds and
shows is in ``state``, the choices before a match in ``setup``, the sentences the
dashboard says in ``narration``, saving and exporting in ``saving``; the tests'
strategies that play a match through are ``tests/dashboard_drivers.py``.

>>> c = Dashboard()
>>> c.start(Setup(opponents=("cautious", "random"), code="0000-00AB"))
>>> c.phase, len(c.my_cards)
('play', 5)
>>> c.click(c.legal_codes[0])
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..cards import LANGUAGES, Card, CardError
from ..dealcode import DealCodeError, deal_code, new_seed, parse_deal_code
from ..hand import Hand, IllegalPlay
from ..match import Match, MatchError
from ..moves import Decision
from ..players import Move, Session, move_rng
from ..players.advise import advise
from ..rules import RulesError
from ..scoring import HandScore
from . import narration as say
from . import saving
from .narration import HUMAN, LogEntry, Note, Text, said
from .setup import DASHBOARD_META, DashboardError, Setup
from .state import Checkpoint, DashboardState, Phase

if TYPE_CHECKING:
    from ..players.session import Event

__all__ = ["Dashboard"]


@dataclass
class Dashboard(DashboardState):
    """The actions of one dashboard session, and the flow between them."""

    def set_lang(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise DashboardError(f"unknown language {lang!r}")
        self.setup = replace(self.setup, lang=lang)
        self._changed()

    # ---- starting -------------------------------------------------------------------------
    def start(self, setup: Setup | None = None) -> None:
        """Begin a new match with ``setup`` (or the current one); a bad setting raises."""
        setup = setup or self.setup
        setup.check()
        if setup.code:
            try:
                seed = parse_deal_code(setup.code)
            except DealCodeError as err:
                raise DashboardError(str(err)) from None
        else:
            seed = new_seed()
        code = deal_code(seed)
        n = setup.players
        self.setup = replace(setup, code=code)
        try:
            self.match = Match.new(
                setup.rules_obj(), n, seed=seed, dealer=n - 1,
                meta={DASHBOARD_META: self.setup.to_json()},
            )
        except (RulesError, MatchError) as err:
            raise DashboardError(str(err)) from None
        self.session = self._new_session(self.match)
        self.hand_no = 0
        self.last_score = None
        self.class_unsent = []
        self.hand_aids = {}
        self.notes = [
            Note("info", said("dash_new_match", code=code, players=n, rules=self.rules.name))
        ]
        self._begin_hand()
        self._run()

    def _new_session(self, m: Match) -> Session:
        """The play session of ``m``: seat 0 is the person, the others their levels."""
        return Session(m, dict(enumerate(self.setup.opponents, 1)))

    def _session(self) -> Session:
        assert self.session is not None
        return self.session

    def _begin_hand(self) -> None:
        hand = self.hand
        assert hand is not None
        self.shown_hand = hand
        self.log = []
        self._checkpoints = []
        self.aids_now = {"hints": 0, "takebacks": 0}
        dealer, leader = hand.dealer, hand.first_leader
        n = len(self.match.history) + 1 if self.match is not None else 1
        self.notes.append(say.new_hand_note(n, dealer, leader, self.seats))

    # ---- the player's actions ----------------------------------------------------------------
    def click(self, code: str, *, then_run: bool = True) -> bool:
        """Seat 0 plays ``code``; an illegal card is refused with the reason. True if played.

        With ``then_run=False`` the computer players wait (phase ``wait``) until
        ``advance()``: the page shows the card at once, then their cards.
        """
        m = self._ready("play")
        if m is None or m.hand is None:  # _ready saw the hand; the type checker did not
            return False
        hand = m.hand
        try:
            card = Card.parse(code)
        except CardError as err:
            message = str(err)
            self.notes.append(Note("refusal", lambda lang: message))
            self._changed()
            return False
        refusal = hand.refusal(card, HUMAN)
        if refusal is None and self._strict() and card.bit & hand.legal_mask == 0:
            refusal = self._follow_refusal(hand, card)
        if refusal is not None:
            self._refuse(card, refusal)
            self._changed()
            return False
        self._checkpoints.append(Checkpoint(len(hand.plays), hand.capote_choice, len(self.log)))
        # a revoke at a real table goes unnoticed until it is proved
        self._tell(self._session().push(Move(HUMAN, card=card)))
        self._run_or_wait(then_run)
        return True

    def advance(self) -> None:
        """After ``click(..., then_run=False)``: the computer players move."""
        if self.phase == "wait":
            self._run()

    def _follow_refusal(self, hand: Hand, card: Card) -> IllegalPlay:
        # Table rules accept a revoke; practice refuses it with the same reason as strict.
        led = hand.led_suit
        assert led is not None
        holding = [c for c in hand.holding(HUMAN) if c.suit == led]
        return IllegalPlay(
            "follow_suit", seat=HUMAN, card=card, index=len(hand.plays), led=led, holding=holding
        )

    def _refuse(self, card: Card, refusal: IllegalPlay) -> None:
        self.notes.append(say.refusal_note(card, refusal))
        self._turn_note()

    def _ready(self, phase: Phase) -> Match | None:
        """The match, when seat 0 may act in ``phase`` now (with a hand in play, to play a
        card or choose at the capote); else None, with a note that says why not, drawn.
        Every action of seat 0 starts here, its notes cleared."""
        self.notes = []
        m = self.match
        needs_hand = phase in ("play", "capote")
        if self.phase == phase and m is not None and (m.hand is not None or not needs_hand):
            return m
        self._not_now()
        return None

    def _not_now(self) -> None:
        """A note that seat 0 may not do that now, and why, drawn."""
        hand = self.hand
        self.notes.append(say.not_now_note(self.phase, hand.to_act if hand is not None else None))
        self._changed()

    def decide(self, choice: str, *, then_run: bool = True) -> None:
        """Seat 0's capote choice: ``attempt`` or ``annul`` (``then_run``: as for ``click``)."""
        m = self._ready("capote")
        if m is None or m.hand is None:
            return
        hand = m.hand
        if choice not in ("attempt", "annul"):
            raise DashboardError(f"the capote choice is attempt or annul, not {choice!r}")
        self._checkpoints.append(Checkpoint(len(hand.plays), hand.capote_choice, len(self.log)))
        self._tell(self._session().push(Move.parse(choice, seat=HUMAN)))
        self._run_or_wait(then_run)

    def odds(self) -> None:
        """Practice mode: show the exact odds of the capote (seat 0 at its decision); at
        the table, as hints, they are not offered."""
        if not self.practice:
            self.notes = [Note("info", said("dash_no_tools"))]
            self._changed()
            return
        odds = self.capote_odds()
        if odds is None:
            self._changed()
            return
        self.notes = [n for n in self.notes if n.kind != "odds"]
        self.notes.append(say.odds_note(odds))
        self._aided("hints")
        self._changed()

    def hint(self) -> None:
        """Practice mode: what an expert would do now, and why."""
        hand = self.hand
        if not self.can_hint or hand is None:
            self.notes = [Note("info", said("dash_no_tools"))]
            self._changed()
            return
        m = self.match
        counters = m.counters if m is not None else None
        # the judge the review asks, with the seed the review of this hand will draw with
        seed = m.seed + len(m.history) + 1 if m is not None else 0
        move = advise(hand, seed=seed, counters=counters,
                      levels=("human", *self.setup.opponents)).move
        self.notes = [n for n in self.notes if n.kind != "hint"]
        self.notes.append(say.hint_note(move))
        self._aided("hints")
        self._changed()

    def take_back(self) -> bool:
        """Practice mode: take back seat 0's last move and the computer cards after it."""
        hand = self.hand
        if not self.can_undo or hand is None:
            self.notes = [
                Note("info", said("dash_no_undo" if self.practice else "dash_no_tools"))
            ]
            self._changed()
            return False
        mark = self._checkpoints.pop()
        assert self.match is not None
        while len(hand.plays) > mark.plays or (
            len(hand.plays) == mark.plays and hand.capote_choice != mark.capote
        ):
            self.match.pop()
        del self.log[mark.log :]
        self._aided("takebacks")
        self.notes = [Note("info", said("dash_undone"))]
        self._turn_note()
        self._changed()
        return True

    def _aided(self, kind: str) -> None:
        """Seat 0 used a hint (or the odds) or a take-back in the hand in play."""
        if self.aids_now is not None:
            self.aids_now[kind] += 1

    def next(self, *, then_run: bool = True) -> None:
        """After a hand's summary: deal and play on to seat 0's next move.

        With ``then_run=False`` the new deal is shown first (phase ``wait``); ``advance()``
        lets the computer players lead.
        """
        m = self._ready("hand_over")
        if m is None:
            return
        if m.hand is None:  # cannot happen: a scored hand deals or stops for the offers
            self._changed()
            return
        self._begin_hand()
        self._run_or_wait(then_run)

    def _run_or_wait(self, then_run: bool) -> None:
        """After seat 0's move (or a new deal): the computer players move now, or (with
        ``then_run=False``, while the hand on the table goes on) at ``advance()``."""
        hand = self.shown_hand
        if then_run or hand is None or hand.over or hand.to_act == HUMAN:
            self._run()
        else:
            self._changed()

    @property
    def choice(self) -> Decision | None:
        """Seat 0's pending choice (not a card), from the engine's list, when the flow asks
        it now: the decision whose kind is the phase the flow is in."""
        m = self.match
        if m is None or m.over:
            return None
        decision = m.pending_of(HUMAN)
        if decision is None or decision.kind == "card" or decision.kind != self.phase:
            return None
        return decision

    def choose(self, code: str, *, then_run: bool = True) -> None:
        """Seat 0 answers its pending choice with ``code``, one of the moves the engine
        lists for it (``choice``), whatever its kind: the capote decision within the hand,
        or an offer between hands (then play goes on to the next hand)."""
        decision = self.choice
        move = None if decision is None else next(
            (x for x in decision.moves if str(x) == code), None)
        if move is None or move.choice is None:
            self.notes = []
            self._not_now()
            return
        if move.capote is not None:
            self.decide(move.choice, then_run=then_run)
            return
        m = self._ready(self.phase)
        if m is None:
            return
        self._tell(self._session().push(move))
        self.notes.append(Note(move.kind, say.answered_text(move, m.counters[HUMAN], self.seats)))
        self._after_offers()

    # ---- the computer players and the end of a hand ---------------------------------------------
    def _rng(self, hand: Hand, seat: int, salt: int = 0) -> random.Random:
        m = self.match
        seed = m.seed if m is not None else 0
        deal = m.deal_no if m is not None else 0
        return move_rng(seed, deal, len(hand.plays), seat, salt)

    def _run(self) -> None:
        """Computer players move until seat 0 must act or the hand on the table ends
        (``Session.advance``: every move is pushed on the match, which scores the hand the
        move ends and deals the next); then the phase seat 0 is in."""
        hand = self.shown_hand
        if hand is None or not hand.over:
            for event in self._session().advance(stop_after_hand=True):
                self._tell([event])
        self._settle()

    def _settle(self) -> None:
        """The phase once the computer players have stopped: seat 0 to play or choose in
        the hand on the table, or, that hand over, the offers and the summary."""
        m = self.match
        assert m is not None
        hand = self.shown_hand
        if not m.over and hand is not None and not hand.over and hand is m.hand:
            if hand.to_act == HUMAN:
                self._turn_note()
            self._changed()
            return
        if self._offers():
            self._changed()
            return
        self._after_offers(new_hand=False)

    def _tell(self, events: list[Event]) -> None:
        """Say what the session's ``events`` tell: the cards and choices in the log, the
        tricks won, the hand's score, the computer seats' answers to offers."""
        for event in events:
            move, hand = event.move, event.hand
            why = move.why if move is not None and event.computer else None
            if event.kind == "trick" and hand is not None and event.trick is not None:
                trick, trick_no = event.trick, hand.tricks_done
                won = say.trick_text(trick, trick_no)
                self.log.append(LogEntry("trick", won, trick.winner, None, trick_no))
                self.notes.append(Note("trick", won, trick.winner))
            elif event.kind == "hand" and hand is not None and event.score is not None:
                self._scored(hand, event.score)
            elif event.kind != "move" or move is None or move.seat is None:
                continue
            elif move.card is not None and hand is not None:
                # the card is down: the trick it went to is the one on the table, or the
                # last one when it completed it
                trick_no = hand.tricks_done + (1 if hand.current_trick else 0)
                text = say.played_text(move.seat, move.card, why)
                self.log.append(LogEntry("play", text, move.seat, move.card, trick_no))
                self.notes.append(Note("play", text, move.seat, move.card))
            elif move.capote is not None and hand is not None:
                self._log_choice(hand, move.seat, move.capote, why)
            elif event.computer and hand is None:  # an offer's answer, between hands
                m = self.match
                assert m is not None
                counter = m.counters[move.seat]  # as the answer left it
                self.notes.append(Note(move.kind, say.answered_text(move, counter, self.seats),
                                       move.seat))

    def _log_choice(self, hand: Hand, seat: int, choice: str, why: Text | None) -> None:
        trick_no = hand.tricks_done + 1
        text = say.choice_text(seat, choice, why)
        self.log.append(LogEntry("capote", text, seat, None, trick_no))
        self.notes.append(Note("capote", text, seat))

    def _turn_note(self) -> None:
        note = say.turn_note(self.hand) if self.hand is not None else None
        if note is not None:
            self.notes.append(note)

    def _scored(self, hand: Hand, score: HandScore) -> None:
        """``hand`` ended and the match scored it (with its last move): the summary, and
        in class mode the hand sent to the class."""
        m = self.match
        assert m is not None
        self.shown_hand = hand
        self.last_score = score
        self.hand_no = len(m.history)
        self._checkpoints = []
        if self.aids_now is not None:
            self.hand_aids[self.hand_no] = dict(self.aids_now)
        self.notes += say.summary_notes(self.hand_no, score, score.before[HUMAN], self.seats)
        self._record_hand(score)

    def _offers(self) -> bool:
        """Computer seats answer their offers at once; True when seat 0 must answer one."""
        m = self.match
        assert m is not None
        self._tell(self._session().answer_offers())
        decision = m.pending_of(HUMAN) if m.waiting else None
        if decision is None:
            return False
        self.notes.append(say.offer_note(m, decision, self.seats))
        return True

    def _after_offers(self, new_hand: bool = True) -> None:
        m = self.match
        assert m is not None
        if m.over:
            self._match_over()
            self._changed()
            return
        if new_hand and m.hand is not None:
            # the doctor was answered after the summary: play on at once
            self._begin_hand()
            self._run()
            return
        if not m.in_play[HUMAN]:
            self.notes.append(Note("info", said("dash_watch")))
        self._changed()

    def _match_over(self) -> None:
        assert self.match is not None
        self.notes += say.match_over_notes(self.match, self.seats)

    def _record_hand(self, score: HandScore) -> None:
        """Class mode: send this hand (and any the service has not answered) to the class."""
        if self.reporter is None:
            return
        self.class_unsent.append(self.hand_no)
        self._send_unsent()

    def _send_unsent(self) -> None:
        m = self.match
        if self.reporter is None or m is None:
            return
        for n in list(self.class_unsent):
            if 1 <= n <= len(m.history):
                self.reporter(n, m.history[n - 1].to_json(), self.hand_aids.get(n))

    def class_answered(self, hand_no: int, status: int, error: str = "", *,
                       again: bool = False) -> None:
        """The class service's answer about hand ``hand_no`` (200: replayed and stored;
        ``again``: the class already had it, nothing new was stored).

        A refusal is shown as the service wrote it; a service out of reach (status 0 or
        5xx) keeps the hand to send again with the next one.
        """
        if status == 200 or (400 <= status < 500):
            if hand_no in self.class_unsent:
                self.class_unsent.remove(hand_no)
        self.notes.append(say.class_answer_note(hand_no, status, error, again=again))
        self._changed()

    def _changed(self) -> None:
        self.version += 1

    # ---- saving, loading, exporting ----------------------------------------------------------
    def save_text(self) -> str:
        """The match as JSON (``coteccio-match/1``); the dashboard's choices ride in ``meta``."""
        if self.match is None:
            raise DashboardError("there is no match to save yet")
        return saving.save_text(self.match, self.setup)

    def save_name(self) -> str:
        return saving.save_name(self.code, self.hand_no)

    def load_text(self, text: str | bytes) -> None:
        """Restore a saved match; a broken file raises ``DashboardError`` and changes nothing.

        The file is checked whole (``Match.from_json``) before anything changes; should
        resuming it still fail, the state before the load is put back as it was.
        """
        m = saving.load_match(text)
        before = dict(vars(self))
        try:
            self._resume(m)
        except Exception as err:
            vars(self).clear()
            vars(self).update(before)
            if isinstance(err, DashboardError):
                raise
            raise DashboardError(f"the saved match cannot be resumed ({err})") from err

    def _resume(self, m: Match) -> None:
        """Take a loaded match as this session's (``load_text``)."""
        self.setup = saving.saved_setup(m, self.lang)
        self.match = m
        self.session = self._new_session(m)
        self.hand_no = len(m.history)
        self.last_score = None
        self.notes = [Note("info", said("dash_loaded", code=m.code, n=self.hand_no + 1))]
        # Class mode: the class replays the saved hands itself before it counts any (it
        # already has those it verified; a file's claims alone never enter the results).
        self.class_unsent = list(range(1, self.hand_no + 1)) if self.reporter else []
        # a file says nothing of the help its hands had (nor the hand in play): not known
        self.hand_aids = {}
        self.aids_now = None
        self._send_unsent()
        self.log = []
        self._checkpoints = []
        if m.over:
            self.shown_hand = m.hand
            self._match_over()
            self._changed()
            return
        if m.hand is None:
            if self._offers():
                self._changed()
                return
            if m.over or m.hand is None:
                self._match_over()
                self._changed()
                return
        self.shown_hand = m.hand
        self.log = say.past_log(m.hand) if m.hand is not None else []
        self._run()

    def records_zip(self) -> bytes:
        """The hand records in a zip, one ``hand-NN.json`` per hand, ready for ``replay``."""
        return saving.records_zip(self.records())
