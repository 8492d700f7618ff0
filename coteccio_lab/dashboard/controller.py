"""The dashboard's logic as plain Python: one person against computer players, a whole match.

No widget is imported here: the Voilà app (``app.py``) only renders what this
controller holds and sends the player's actions to it, and the tests drive it
headless. Seat 0 is the person at the screen; seats 1 to n-1 are computer
players, each at its own level.

The flow, in ``phase``:

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
click gives one update. Computer seats answer the doctor and the cappotto by the
kit's one policy (``coteccio_lab.offers``). Computer players draw from a random generator seeded
by the match seed, the deal and the play, so a deal code (and the same clicks)
replays the same match.

>>> c = Dashboard()
>>> c.start(Setup(opponents=("cautious", "random"), code="0000-00AB"))
>>> c.phase, len(c.my_cards)
('play', 5)
>>> c.click(c.legal_codes[0])
True
"""

from __future__ import annotations

import io
import json
import random
import zipfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ..cards import LANGUAGES, Card, CardError
from ..classservice.game import ClassGame
from ..dealcode import DealCodeError, deal_code, new_seed, parse_deal_code
from ..hand import Hand, IllegalPlay, Trick
from ..i18n import t
from ..i18n.numbers import number, percent
from ..jsonfile import brief
from ..match import Match, MatchError, MatchFileError
from ..odds import CapoteOdds, seat_capote_odds
from ..offers import Answer, answer_offers
from ..players import LEVELS, Move, computer_move, make_player, move_rng
from ..rules import Rules, RulesError
from ..scoring import HandScore
from ..view import SeatView

__all__ = [
    "Dashboard",
    "DashboardError",
    "LogEntry",
    "Note",
    "Phase",
    "Setup",
    "Text",
    "apply_game",
    "first_legal",
    "highest_legal",
    "level_name",
    "play_through",
]

Text = Callable[[str], str]
"""A sentence that renders again in another language: ``lang -> text``."""

Phase = Literal["setup", "play", "wait", "capote", "hand_over", "doctor", "cappotto", "over"]
Mode = Literal["practice", "table"]

DASHBOARD_META = "dashboard"
HUMAN = 0


class DashboardError(ValueError):
    """Settings that cannot start a match, or a file that cannot be loaded."""


def _text(key: str, **params: Any) -> Text:
    return lambda lang: t(key, lang, **params)


def level_name(level: str, lang: str) -> str:
    return t(f"dash_level_{level}", lang) if level in LEVELS else level


@dataclass(frozen=True)
class Note:
    """One thing the dashboard says to the player now (the ``cot-message`` area)."""

    kind: str
    """``turn``, ``play``, ``trick``, ``refusal``, ``hint``, ``capote``, ``odds``, ``summary``,
    ``doctor``, ``cappotto``, ``over``, ``class``, ``info`` or ``error``."""
    text: Text
    seat: int | None = None
    card: Card | None = None


@dataclass(frozen=True)
class LogEntry:
    """One line of the hand's log: a card, a trick won, a capote choice."""

    kind: str
    text: Text
    seat: int | None = None
    card: Card | None = None
    trick: int = 0


@dataclass(frozen=True)
class Setup:
    """The choices before a match: rules, opponents (one level per seat), language, mode, deal."""

    rules: str | Mapping[str, Any] = "trieste"
    opponents: tuple[str, ...] = ("cautious", "cautious", "cautious")
    lang: str = "en"
    mode: Mode = "practice"
    code: str | None = None
    """A deal code; None draws a random match."""

    def rules_obj(self) -> Rules:
        return Rules.from_spec(self.rules)

    @property
    def players(self) -> int:
        return len(self.opponents) + 1

    def check(self) -> None:
        if not 1 <= len(self.opponents) <= 7:
            raise DashboardError(f"choose 1 to 7 computer players, not {len(self.opponents)}")
        try:
            rules = self.rules_obj()
            rules.check_players(self.players)
        except RulesError as err:
            raise DashboardError(str(err)) from None
        for level in self.opponents:
            if level not in LEVELS:
                raise DashboardError(
                    f"unknown level {brief(level)}: choose from {', '.join(LEVELS)}"
                )
        if self.lang not in LANGUAGES:
            raise DashboardError(f"unknown language {brief(self.lang)}")
        if self.mode not in ("practice", "table"):
            raise DashboardError(f"mode is practice or table, not {self.mode!r}")

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules,
            "opponents": list(self.opponents),
            "lang": self.lang,
            "mode": self.mode,
            "code": self.code,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Setup:
        """The choices saved with a match (from a file: every type is checked)."""
        mode = data.get("mode", "practice")
        opponents = data.get("opponents", ["cautious"])
        if not isinstance(opponents, list) or not all(isinstance(x, str) for x in opponents):
            raise DashboardError(
                f"the computer players are a list of levels, not {brief(opponents)}"
            )
        fields = {key: data.get(key, default) for key, default in
                  (("lang", "en"), ("code", None))}
        for key, value in fields.items():
            if value is not None and not isinstance(value, str):
                raise DashboardError(f"{key} is text, not {brief(value)}")
        return cls(
            rules=data.get("rules", "trieste"),
            opponents=tuple(opponents),
            lang=str(fields["lang"]),
            mode="table" if mode == "table" else "practice",
            code=fields["code"],
        )


@dataclass
class _Checkpoint:
    plays: int
    capote: str | None
    log: int


@dataclass
class Dashboard:
    """The state and actions of one dashboard session."""

    setup: Setup = field(default_factory=Setup)
    match: Match | None = None
    phase: Phase = "setup"
    notes: list[Note] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    """The current (or just finished) hand, card by card."""
    shown_hand: Hand | None = None
    """The hand on the table: the one in play, or the one just finished."""
    last_score: HandScore | None = None
    hand_no: int = 0
    """Hands finished in this match."""
    reporter: Callable[[int, dict[str, Any]], None] | None = None
    """Class mode: sends a finished hand (its number, its hand record) to the class service,
    which replays it; its answer comes back through :meth:`class_answered`."""
    class_unsent: list[int] = field(default_factory=list)
    """Hands the class service has not answered yet (sent again with the next hand)."""
    version: int = 0
    """Bumped on every change: the app re-renders when it moves."""
    _checkpoints: list[_Checkpoint] = field(default_factory=list)

    # ---- reading the state --------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.setup.lang

    def set_lang(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise DashboardError(f"unknown language {lang!r}")
        self.setup = replace(self.setup, lang=lang)
        self._changed()

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
        if self.phase != "play" or hand is None or hand.turn != HUMAN:
            return []
        cards = hand.legal_plays if self._strict() else hand.playable()
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

    def seat_name(self, seat: int, lang: str | None = None, *, capital: bool = True) -> str:
        lang = lang or self.lang
        if seat == HUMAN:
            return t("dash_You" if capital else "dash_you", lang)
        name = t("dash_Seat" if capital else "dash_seat", lang, seat=seat)
        level = self.setup.opponents[seat - 1] if seat - 1 < len(self.setup.opponents) else ""
        return f"{name} ({level_name(level, lang)})" if level else name

    def counter_name(self, lang: str | None = None) -> str:
        return t(f"counter_{self.rules.counter}", lang or self.lang)

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
        self.hand_no = 0
        self.last_score = None
        self.class_unsent = []
        self.notes = [
            Note(
                "info",
                _text(
                    "dash_new_match", code=code, players=n, rules=self.rules.name,
                ),
            )
        ]
        self._begin_hand()
        self._run()

    def _begin_hand(self) -> None:
        hand = self.hand
        assert hand is not None
        self.shown_hand = hand
        self.log = []
        self._checkpoints = []
        dealer, leader = hand.dealer, hand.first_leader
        n = len(self.match.history) + 1 if self.match is not None else 1
        self.notes.append(
            Note(
                "info",
                lambda lang: t(
                    "dash_new_hand_you_lead" if leader == HUMAN else "dash_new_hand",
                    lang,
                    n=n,
                    dealer=self.seat_name(dealer, lang, capital=False),
                    leader=self.seat_name(leader, lang, capital=False),
                ),
            )
        )

    # ---- the player's actions ----------------------------------------------------------------
    def click(self, code: str, *, then_run: bool = True) -> bool:
        """Seat 0 plays ``code``; an illegal card is refused with the reason. True if played.

        With ``then_run=False`` the computer players wait (phase ``wait``) until
        ``advance()``: the page shows the card at once, then their cards.
        """
        self.notes = []
        hand = self.hand
        if self.phase != "play" or hand is None:
            self._not_now()
            self._changed()
            return False
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
        self._checkpoints.append(_Checkpoint(len(hand.plays), hand.capote_choice, len(self.log)))
        self._play(HUMAN, card, None)
        self._run_or_wait(then_run)
        return True

    def advance(self) -> None:
        """After ``click(..., then_run=False)``: the computer players move."""
        if self.phase == "wait" and self.hand is not None:
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
        self.notes.append(
            Note(
                "refusal",
                lambda lang: t(
                    "dash_refused", lang, card=card, reason=refusal.message(lang, you=True)
                ),
                HUMAN,
                card,
            )
        )
        self._turn_note()

    def _not_now(self) -> None:
        key = {
            "setup": "dash_wait_start",
            "capote": "dash_wait_capote",
            "hand_over": "dash_wait_summary",
            "doctor": "dash_wait_doctor",
            "cappotto": "dash_wait_cappotto",
            "over": "dash_wait_over",
        }.get(self.phase)
        hand = self.hand
        if key is None and hand is not None and hand.turn is not None:
            turn = hand.turn
            self.notes.append(
                Note("refusal", lambda lang: t(
                    "dash_not_now", lang, reason=t("dash_not_your_card_turn", lang, seat=turn)
                ))
            )
            return
        reason_key = key or "dash_wait_start"
        self.notes.append(
            Note("refusal", lambda lang: t("dash_not_now", lang, reason=t(reason_key, lang)))
        )

    def decide(self, choice: str, *, then_run: bool = True) -> None:
        """Seat 0's capote choice: ``attempt`` or ``annul`` (``then_run``: as for ``click``)."""
        self.notes = []
        hand = self.hand
        if self.phase != "capote" or hand is None:
            self._not_now()
            self._changed()
            return
        if choice not in ("attempt", "annul"):
            raise DashboardError(f"the capote choice is attempt or annul, not {choice!r}")
        self._checkpoints.append(_Checkpoint(len(hand.plays), hand.capote_choice, len(self.log)))
        hand.decide_capote(choice, HUMAN)
        self._log_choice(HUMAN, choice, None)
        self._run_or_wait(then_run)

    def odds(self) -> None:
        """Show the exact odds of the capote (seat 0 at its decision)."""
        odds = self.capote_odds()
        if odds is None:
            self._changed()
            return
        self.notes = [n for n in self.notes if n.kind != "odds"]

        def text(lang: str) -> str:
            line = t("dash_capote_odds", lang, card=odds.card, good=number(odds.good, lang),
                     total=number(odds.total, lang), pct=percent(float(odds.probability), lang))
            return f"{line} {odds.explain(lang)}"

        self.notes.append(Note("odds", text))
        self._changed()

    def hint(self) -> None:
        """Practice mode: what an expert would do now, and why."""
        hand = self.hand
        if not self.can_hint or hand is None:
            self.notes = [Note("info", _text("dash_no_tools"))]
            self._changed()
            return
        view = SeatView.of(hand, HUMAN)
        counters = self.match.counters if self.match is not None else None
        move = make_player("expert").choose(view, self._rng(hand, HUMAN, salt=1), counters)
        self.notes = [n for n in self.notes if n.kind != "hint"]
        if move.card is not None:
            card = move.card
            why = move.why
            self.notes.append(
                Note("hint", lambda lang: t("dash_hint", lang, card=card, why=why(lang)),
                     HUMAN, card)
            )
        elif move.capote is not None:
            choice, why = move.capote, move.why
            self.notes.append(
                Note("hint", lambda lang: t(
                    "dash_hint_capote", lang, choice=t(f"dash_choice_{choice}", lang),
                    why=why(lang),
                ))
            )
        self._changed()

    def undo(self) -> bool:
        """Practice mode: take back seat 0's last move and the computer cards after it."""
        hand = self.hand
        if not self.can_undo or hand is None:
            self.notes = [
                Note("info", _text("dash_no_undo" if self.practice else "dash_no_tools"))
            ]
            self._changed()
            return False
        mark = self._checkpoints.pop()
        while len(hand.plays) > mark.plays or (
            len(hand.plays) == mark.plays and hand.capote_choice != mark.capote
        ):
            hand.undo()
        del self.log[mark.log :]
        self.phase = "capote" if hand.decision_pending else "play"
        self.notes = [Note("info", _text("dash_undone"))]
        self._turn_note()
        self._changed()
        return True

    def next(self, *, then_run: bool = True) -> None:
        """After a hand's summary: deal and play on to seat 0's next move.

        With ``then_run=False`` the new deal is shown first (phase ``wait``); ``advance()``
        lets the computer players lead.
        """
        self.notes = []
        if self.phase != "hand_over" or self.match is None:
            self._not_now()
            self._changed()
            return
        if self.match.hand is None:  # cannot happen: finish_hand dealt or stopped for the doctor
            self.phase = "over"
            self._changed()
            return
        self._begin_hand()
        self._run_or_wait(then_run)

    def _run_or_wait(self, then_run: bool) -> None:
        hand = self.hand
        if then_run or hand is None or hand.is_over or hand.turn == HUMAN:
            self._run()
        else:
            self.phase = "wait"
            self._changed()

    def doctor(self, call: bool) -> None:
        """Seat 0, out of the match, calls the doctor (or stays out)."""
        m = self.match
        self.notes = []
        if self.phase != "doctor" or m is None:
            self._not_now()
            self._changed()
            return
        counter = m.doctor_lives()
        m.answer_doctor(HUMAN, call)
        if call:
            self.notes.append(
                Note("doctor", lambda lang: t(
                    "dash_doctor_called_you", lang, n=counter, counter=self.counter_name(lang)
                ))
            )
        else:
            self.notes.append(Note("doctor", _text("dash_doctor_declined_you")))
        self._after_doctor()

    def cappotto(self, choice: str) -> None:
        """Seat 0 answers 001's cappotto: ``restart`` (lives back) or ``fifth`` (one more hand)."""
        m = self.match
        self.notes = []
        if self.phase != "cappotto" or m is None:
            self._not_now()
            self._changed()
            return
        if choice not in ("restart", "fifth"):
            raise DashboardError(f"the cappotto choice is restart or fifth, not {choice!r}")
        m.answer_cappotto(HUMAN, choice)
        self.notes.append(Note("cappotto", _text(f"dash_you_cappotto_{choice}")))
        self._after_doctor()

    # ---- the computer players and the end of a hand ---------------------------------------------
    def _rng(self, hand: Hand, seat: int, salt: int = 0) -> random.Random:
        m = self.match
        seed = m.seed if m is not None else 0
        deal = m.deal_no if m is not None else 0
        return move_rng(seed, deal, len(hand.plays), seat, salt)

    def _run(self) -> None:
        """Computer players move until seat 0 must act, or the hand ends."""
        hand = self.hand
        assert hand is not None
        while not hand.is_over:
            turn = hand.turn
            assert turn is not None
            if turn == HUMAN:
                if hand.decision_pending:
                    self.phase = "capote"
                    self.notes.append(
                        Note("capote", _text("dash_capote_offer", n=hand.tricks_done))
                    )
                else:
                    self.phase = "play"
                    self._turn_note()
                self._changed()
                return
            m = self.match
            assert m is not None
            move = computer_move(self.setup.opponents[turn - 1], hand, m.seed, m.deal_no,
                                 m.counters)
            self._apply_computer(hand, turn, move)
        self._finish_hand()

    def _apply_computer(self, hand: Hand, seat: int, move: Move) -> None:
        if move.capote is not None:
            hand.decide_capote(move.capote, seat)
            self._log_choice(seat, move.capote, move.why)
        elif move.card is not None:
            self._play(seat, move.card, move.why)

    def _play(self, seat: int, card: Card, why: Text | None) -> None:
        hand = self.hand
        assert hand is not None
        trick_no = hand.tricks_done + 1
        revokes = len(hand.revokes)
        hand.play(card, seat)
        if seat == HUMAN:
            text: Text = _text("dash_you_played", card=card)
        else:
            reason = why or (lambda lang: "")
            text = lambda lang: t(  # noqa: E731
                "dash_played", lang, seat=seat, card=card, why=_reason(reason(lang), card, lang)
            )
        entry = LogEntry("play", text, seat, card, trick_no)
        self.log.append(entry)
        self.notes.append(Note("play", text, seat, card))
        if len(hand.revokes) > revokes and seat == HUMAN:
            pass  # a revoke at a real table goes unnoticed until it is proved
        if hand.tricks_done == trick_no:
            trick = hand.tricks[-1]
            winner, points = trick.winner, trick.points
            won: Text = (
                _text("dash_you_won_trick", n=trick_no, points=points)
                if winner == HUMAN
                else _text("dash_won_trick", seat=winner, n=trick_no, points=points)
            )
            self.log.append(LogEntry("trick", won, winner, None, trick_no))
            self.notes.append(Note("trick", won, winner))

    def _log_choice(self, seat: int, choice: str, why: Text | None) -> None:
        hand = self.hand
        trick_no = hand.tricks_done + 1 if hand is not None else 0
        if seat == HUMAN:
            text: Text = lambda lang: t(  # noqa: E731
                "dash_you_chose", lang, choice=t(f"dash_choice_{choice}", lang)
            )
        else:
            reason = why or (lambda lang: "")
            text = lambda lang: t(  # noqa: E731
                "dash_chose", lang, seat=seat, choice=t(f"dash_choice_{choice}", lang),
                why=reason(lang),
            )
        self.log.append(LogEntry("capote", text, seat, None, trick_no))
        self.notes.append(Note("capote", text, seat))

    def _turn_note(self) -> None:
        hand = self.hand
        if hand is None or hand.turn != HUMAN:
            return
        if hand.decision_pending:
            self.notes.append(Note("capote", _text("dash_capote_offer", n=hand.tricks_done)))
            return
        led = hand.led_suit
        if led is None:
            self.notes.append(Note("turn", _text("dash_your_lead")))
        else:
            self.notes.append(Note("turn", _text("dash_follow", suit=led)))

    def _finish_hand(self) -> None:
        m = self.match
        assert m is not None and m.hand is not None
        self.shown_hand = m.hand
        before = list(m.counters)
        score = m.finish_hand()
        self.last_score = score
        self.hand_no = len(m.history)
        self._checkpoints = []
        hand_no = self.hand_no
        outcome = score.outcome
        self.notes.append(
            Note("summary", lambda lang: t(
                "dash_summary_title", lang, n=hand_no, outcome=t(f"dash_outcome_{outcome}", lang)
            ))
        )
        if before[HUMAN] != score.after[HUMAN]:
            b, a = before[HUMAN], score.after[HUMAN]
            self.notes.append(
                Note("summary", lambda lang: t(
                    "dash_you_delta", lang, counter=self.counter_name(lang), before=b, after=a
                ))
            )
        for seat in score.eliminated:
            self.notes.append(
                Note("summary", _text("dash_eliminated_you") if seat == HUMAN
                     else _text("dash_eliminated", seat=seat))
            )
        self._record_hand(score)
        if self._offers():
            self._changed()
            return
        self._after_doctor(new_hand=False)

    def _offers(self) -> bool:
        """Computer seats answer their offers at once; True when seat 0 must answer one."""
        m = self.match
        assert m is not None
        for answer in answer_offers(m, humans={HUMAN}):
            self.notes.append(Note(answer.offer, self._answered(answer), answer.seat))
        if HUMAN in m.cappotto_offers:
            self.phase = "cappotto"
            self.notes.append(Note("cappotto", _text("ui_cappotto_offer")))
            return True
        if HUMAN in m.doctor_offers:
            lives, cost = m.doctor_lives(), m.doctor_cost(HUMAN)
            self.phase = "doctor"
            self.notes.append(
                Note("doctor", lambda lang: t(
                    "dash_doctor_offer", lang, n=lives, counter=self.counter_name(lang),
                    cost=t("dash_doctor_cost", lang, cost=_money(cost)) if cost else "",
                ))
            )
            return True
        return False

    def _answered(self, answer: Answer) -> Text:
        seat = answer.seat
        if answer.offer == "cappotto":
            return _text(f"ui_seat_cappotto_{answer.choice}", seat=seat)
        if answer.choice == "stay":
            return _text("dash_doctor_declined", seat=seat)
        n = answer.counter
        return lambda lang: t(
            "dash_doctor_called", lang, seat=seat, n=n, counter=self.counter_name(lang)
        )

    def _after_doctor(self, new_hand: bool = True) -> None:
        m = self.match
        assert m is not None
        if m.over:
            self.phase = "over"
            self._match_over()
            self._changed()
            return
        if new_hand and m.hand is not None:
            # the doctor was answered after the summary: play on at once
            self._begin_hand()
            self._run()
            return
        self.phase = "hand_over"
        if not m.in_play[HUMAN]:
            self.notes.append(Note("info", _text("dash_watch")))
        self._changed()

    def _match_over(self) -> None:
        m = self.match
        assert m is not None
        winner, winners = m.winner, m.winners
        if winner == HUMAN:
            self.notes.append(Note("over", _text("dash_match_won_you")))
        elif winner is not None:
            self.notes.append(Note("over", _text("dash_match_won", seat=winner)))
        elif winners:  # Piacenza/Modena (004): every seat but the loser wins
            losers = [s for s in range(m.players) if s not in winners]

            def names(seats: list[int], lang: str) -> str:
                return ", ".join(self.seat_name(s, lang, capital=False) for s in seats)

            self.notes.append(Note("over", lambda lang: t(
                "dash_match_won_several", lang, winners=names(winners, lang),
                losers=names(losers, lang),
            )))
        else:
            low = min(m.counters) if not m.rules.counts_down else max(m.counters)
            seats = ", ".join(str(s) for s, c in enumerate(m.counters) if c == low)
            self.notes.append(Note("over", _text("dash_match_tie", seats=seats)))
        if m.pot:
            self.notes.append(Note("over", _text("dash_match_pot", pot=_money(m.pot))))

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
                self.reporter(n, dict(m.history[n - 1]))

    def class_answered(self, hand_no: int, status: int, error: str = "") -> None:
        """The class service's answer about hand ``hand_no`` (200: replayed and stored).

        A refusal is shown as the service wrote it; a service out of reach (status 0 or
        5xx) keeps the hand to send again with the next one.
        """
        if status == 200 or (400 <= status < 500):
            if hand_no in self.class_unsent:
                self.class_unsent.remove(hand_no)
        if status == 200:
            self.notes.append(Note("class", _text("dash_class_saved", n=hand_no)))
        elif 400 <= status < 500:
            self.notes.append(Note("class", _text("dash_class_refused", n=hand_no,
                                                  error=error)))
        else:
            self.notes.append(Note("class", _text("dash_class_retry", n=hand_no,
                                                  error=error)))
        self._changed()

    def _changed(self) -> None:
        self.version += 1

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
                    turn=(self.hand.turn == seat) if self.hand is not None else False,
                    tricks=self.shown_hand.tricks_won(seat) if self.shown_hand else 0,
                    points=self.shown_hand.points()[seat] if self.shown_hand else 0,
                    cards=(
                        self.shown_hand.holding_mask(seat).bit_count() if self.shown_hand else 0
                    ),
                )
            rows.append(row)
        return rows

    # ---- saving, loading, exporting ----------------------------------------------------------
    def save_text(self) -> str:
        """The match as JSON (``coteccio-match/1``); the dashboard's choices ride in ``meta``."""
        m = self.match
        if m is None:
            raise DashboardError("there is no match to save yet")
        m.meta[DASHBOARD_META] = self.setup.to_json()
        return json.dumps(m.to_json(), ensure_ascii=False, indent=1)

    def save_name(self) -> str:
        code = (self.code or "match").replace("-", "")
        return f"coteccio-{code}-hand{self.hand_no + 1}.json"

    def load_text(self, text: str | bytes) -> None:
        """Restore a saved match; a broken file raises ``DashboardError`` and changes nothing.

        The file is checked whole (``Match.from_json``) before anything changes; should
        resuming it still fail, the state before the load is put back as it was.
        """
        try:
            m = Match.loads(text)
        except MatchFileError as err:
            raise DashboardError(str(err)) from None
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
        meta = m.meta.get(DASHBOARD_META)
        if isinstance(meta, Mapping):
            try:
                setup = Setup.from_json(meta)
            except DashboardError as err:
                raise DashboardError(f"the saved match's settings: {err}") from None
        else:
            setup = Setup(opponents=("cautious",) * (m.players - 1), lang=self.lang)
        if len(setup.opponents) != m.players - 1:
            setup = replace(setup, opponents=("cautious",) * (m.players - 1))
        setup = replace(setup, rules=m.rules.to_spec(), code=m.code, lang=self.lang)
        try:
            setup.check()
        except DashboardError as err:
            raise DashboardError(f"the saved match's settings: {err}") from None
        self.setup = setup
        self.match = m
        self.hand_no = len(m.history)
        self.last_score = None
        self.notes = [Note("info", _text("dash_loaded", code=m.code, n=self.hand_no + 1))]
        # Class mode: the class replays the saved hands itself before it counts any (it
        # already has those it verified; a file's claims alone never enter the results).
        self.class_unsent = list(range(1, self.hand_no + 1)) if self.reporter else []
        self._send_unsent()
        self.log = []
        self._checkpoints = []
        if m.over:
            self.shown_hand = m.hand
            self.phase = "over"
            self._match_over()
            self._changed()
            return
        if m.hand is None:
            if self._offers():
                self._changed()
                return
            if m.over or m.hand is None:
                self.phase = "over"
                self._match_over()
                self._changed()
                return
        self.shown_hand = m.hand
        self._rebuild_log()
        if m.hand is not None and m.hand.is_over:
            self._finish_hand()
            return
        self._run()

    def _rebuild_log(self) -> None:
        """The log of a loaded hand, from its plays (the reasons of the past are not saved)."""
        hand = self.hand
        if hand is None:
            return
        for trick_no, trick in enumerate(hand.tricks, 1):
            seat = trick.leader
            for card in trick.cards:
                self.log.append(self._past_entry(seat, card, trick_no))
                seat = hand.next_seat(seat)
            w, p = trick.winner, trick.points
            self.log.append(LogEntry(
                "trick",
                _text("dash_you_won_trick", n=trick_no, points=p) if w == HUMAN
                else _text("dash_won_trick", seat=w, n=trick_no, points=p),
                w, None, trick_no,
            ))
        for seat, card in hand.current_trick:
            self.log.append(self._past_entry(seat, card, hand.tricks_done + 1))

    @staticmethod
    def _past_entry(seat: int, card: Card, trick_no: int) -> LogEntry:
        text: Text = (
            _text("dash_you_played", card=card)
            if seat == HUMAN
            else (lambda lang: t("dash_played", lang, seat=seat, card=card, why="").rstrip(": "))
        )
        return LogEntry("play", text, seat, card, trick_no)

    def records(self) -> list[dict[str, Any]]:
        """Every finished hand of the match as a hand record (``coteccio-hand/1``)."""
        m = self.match
        if m is None:
            return []
        return [dict(r) for r in m.history]

    def records_zip(self) -> bytes:
        """The hand records in a zip, one ``hand-NN.json`` per hand, ready for ``replay``."""
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
            for i, record in enumerate(self.records(), 1):
                zf.writestr(
                    f"hand-{i:02d}.json", json.dumps(record, ensure_ascii=False, indent=1) + "\n"
                )
        return buf.getvalue()

def apply_game(setup: Setup, assignment: ClassGame | None) -> Setup:
    """The setup a class game imposes: its deal code, rules, opponents and mode."""
    if assignment is None:
        return setup
    return replace(
        setup,
        code=assignment.code,
        rules=assignment.rules,
        opponents=tuple(assignment.opponents),
        mode="table" if assignment.mode == "table" else "practice",
    )


def _reason(why: str, card: Card, lang: str) -> str:
    """A player's reason without the clause that names the card again.

    >>> from coteccio_lab.cards import Card
    >>> _reason("I play the Four of cups: it is my only legal card", Card.parse("4c"), "en")
    'it is my only legal card'
    >>> _reason("a legal card chosen at random.", Card.parse("4c"), "en")
    'a legal card chosen at random.'
    """
    head, sep, rest = why.partition(": ")
    if sep and card.name(lang).lower() in head.lower():
        return rest
    return why


def _money(value: float) -> str:
    return f"{value:g}"


def play_through(
    dashboard: Dashboard,
    choose: Callable[[Dashboard], str],
    *,
    capote: Callable[[Dashboard], str] | None = None,
    doctor: bool = True,
    cappotto: str = "fifth",
    max_actions: int = 10_000,
) -> list[str]:
    """Drive a dashboard to the end of its match with a strategy for seat 0 (tests, demos).

    ``choose`` picks a card code from ``dashboard.legal_codes``; ``capote`` picks
    attempt or annul (default attempt); ``doctor`` and ``cappotto`` answer those
    offers to seat 0. Returns the actions taken, e.g.
    ``["play Ac", "capote attempt", "next", ...]``, the same script a browser test follows.
    """
    actions: list[str] = []
    for _ in range(max_actions):
        phase = dashboard.phase
        if phase == "over":
            return actions
        if phase == "play":
            code = choose(dashboard)
            actions.append(f"play {code}")
            if not dashboard.click(code):
                raise DashboardError(f"the strategy chose an illegal card: {code}")
        elif phase == "capote":
            choice = capote(dashboard) if capote is not None else "attempt"
            actions.append(f"capote {choice}")
            dashboard.decide(choice)
        elif phase == "hand_over":
            actions.append("next")
            dashboard.next()
        elif phase == "doctor":
            actions.append(f"doctor {'call' if doctor else 'stay'}")
            dashboard.doctor(doctor)
        elif phase == "cappotto":
            actions.append(f"cappotto {cappotto}")
            dashboard.cappotto(cappotto)
        else:
            raise DashboardError(f"cannot play through from phase {phase!r}")
    raise DashboardError(f"the match did not end within {max_actions} actions")


def first_legal(dashboard: Dashboard) -> str:
    """A strategy for ``play_through``: the first card marked legal."""
    return dashboard.legal_codes[0]


def highest_card(codes: Iterable[str]) -> str:
    """The highest of these cards by rank, then suit: what ``highest_legal`` plays, and what a
    browser test clicks to play the same way through a page.

    >>> highest_card(["7d", "Ac", "Kb"])
    'Ac'
    """
    return max((Card.parse(c) for c in codes), key=lambda c: (c.rank, c.suit)).code()


def highest_legal(dashboard: Dashboard) -> str:
    """A strategy for ``play_through``: the highest legal card (it tends to win tricks)."""
    return highest_card(dashboard.legal_codes)
