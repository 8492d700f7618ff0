"""The class's referee: a result enters the class only from play the service replayed itself.

A student's dashboard sends each finished hand as a hand record
(``docs/hand-record.md``). The service keeps, for every student and class
game, the match rebuilt from that student's verified hands: the class game's deal
code gives the match seed, the first dealer is the last seat (as on the
dashboard), and every deal follows from the match state, as in ``Match``. A record
for hand ``n`` is accepted only when

- ``n`` is the student's next hand on that game;
- its rules are the class game's, and its dealer, cards and spies are the deal the
  match makes for hand ``n``;
- its counters before the hand (``lives``), if it gives them, are the service's own:
  the only freedom between hands is the student's answer to the doctor, read from
  them (calling the doctor gives the doctor's count; declining leaves the seat out);
- every play is legal (``records.replay``, the same referee as ``coteccio-lab replay``);
- every computer seat's card and capote answer is the one the class's computer
  player of that level makes there (``players.computer_move``: its choices
  are seeded by the match, the deal and the play, so a replay finds the same move).

The outcome, the change of each counter, the eliminations and the end of the match
are the engine's; whatever else the record claims (``result``, a winner) is ignored.

>>> from coteccio_lab.classservice.game import ClassGame
>>> student = StudentMatch.new(ClassGame("K7QX-3MPA", opponents=("random", "random")))
>>> student.verify(42, {})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
coteccio_lab.classservice.verify.VerifyError: your next hand ... is hand 1, not hand 42
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import deck_order
from ..hand import Hand
from ..i18n import Message
from ..jsonfile import brief
from ..match import Match
from ..moves import Move
from ..players import Session, computer_move
from ..records import HandRecord, RecordError, replay
from .game import ClassGame
from .refusal import Refusal

__all__ = ["HUMAN", "MAX_HANDS", "StudentMatch", "Verified", "VerifyError"]

HUMAN = 0
"""The student's seat on the dashboard."""
MAX_HANDS = 500
"""No class match comes near this many hands; a higher hand number is refused outright."""


class VerifyError(Refusal):
    """A hand the class refuses: one sentence for the student, in their language."""


@dataclass(frozen=True)
class Verified:
    """A hand the service replayed: the engine's result for the student's seat."""

    hand_no: int
    record: dict[str, Any]
    """The record as the service replayed it (its deal, its counters), with ``result``."""
    delta: int
    points: int
    outcome: str
    after: tuple[int, ...]
    match_over: bool
    won: bool
    out: bool
    """The student is out of the match after this hand (the doctor may bring them back)."""

    def answer(self) -> dict[str, Any]:
        """What the student's page is told."""
        return {"hand": self.hand_no, "outcome": self.outcome, "delta": self.delta,
                "points": self.points, "after": list(self.after),
                "match_over": self.match_over, "won": self.won, "out": self.out}


@dataclass
class StudentMatch:
    """One student's match on one class game, as far as the service has verified it."""

    game: ClassGame
    match: Match
    verified: list[Verified] = field(default_factory=list)

    @classmethod
    def new(cls, game: ClassGame) -> StudentMatch:
        players = game.players
        return cls(game, Match.new(game.rules_obj, players, seed=game.seed, dealer=players - 1))

    @classmethod
    def rebuild(cls, game: ClassGame, records: Sequence[str]) -> StudentMatch:
        """The match after ``records`` (stored verified records, hand 1 first).

        They were verified when stored, so the computer seats' moves are not searched
        again (that is the slow part); everything else is checked as on arrival.
        """
        student = cls.new(game)
        for n, text in enumerate(records, 1):
            student.verify(n, json.loads(text), check_computers=False)
        return student

    @property
    def next_hand(self) -> int:
        return len(self.verified) + 1

    def verify(self, hand_no: Any, raw: Any, *, check_computers: bool = True) -> Verified:
        """Replay hand ``hand_no`` from ``raw`` (a parsed record); the result, or VerifyError.

        On any refusal the student's match is left as it was.
        """
        n = _hand_number(hand_no)
        done = len(self.verified)
        if n <= done:
            previous = self.verified[n - 1]
            if _plays(raw) == previous.record["plays"]:
                return previous  # the same hand sent again (a lost answer, a reload): same result
            raise VerifyError("class_err_hand_again", n=n, next=done + 1)
        if n != done + 1:
            raise VerifyError("class_err_hand_next", next=done + 1, n=n)
        if self.match.over:
            raise VerifyError("class_err_match_over", code=self.game.code, done=done)
        try:
            record = HandRecord.from_json(raw)
        except RecordError as err:
            raise VerifyError("class_err_record", n=n, err=err) from None
        except RecursionError:
            raise VerifyError("class_err_nested", n=n) from None
        rules = self.game.rules_obj
        if record.rules != rules:
            raise VerifyError("class_err_rules", n=n, theirs=record.rules.name, ours=rules.name)
        match = copy.deepcopy(self.match)
        _answer_offers(match, record, n)
        hand = match.hand
        if hand is None:  # pragma: no cover - a match that is not over always deals
            raise VerifyError("class_err_no_deal", n=n)
        _same_deal(hand, record, n, self.game.code)
        if record.lives is not None and list(record.lives) != list(match.counters):
            raise VerifyError("class_err_counters", n=n, ours=list(match.counters),
                              theirs=list(record.lives))
        ours = HandRecord(hand.dealer, [list(h) for h in hand.dealt], list(record.plays), rules,
                          record.capote, list(match.counters), list(hand.spies))
        try:
            result = replay(ours)
        except RecordError as err:
            raise VerifyError("class_err_record", n=n, err=err) from None
        if result.score.outcome == "incomplete":
            raise VerifyError("class_err_unfinished", n=n, cards=len(record.plays))
        moves = result.hand.move_stack
        if check_computers:
            _computers_as_the_class(self.game, match, ours, moves, n)
        # the refereed moves played on the service's own match: its end, its score, the
        # next deal or the offers; computer seats answer theirs at once, as on the dashboard
        for move in moves:
            match.push(move)
        assert match.last_score is not None and len(match.history) == n
        score = match.last_score
        _computers(self.game, match).answer_offers()
        match.clear_stack()  # the service never takes a hand back; copies stay small
        stored = ours.to_json()
        stored["result"] = score.to_json()
        verified = Verified(
            hand_no=n, record=stored, delta=score.delta[HUMAN], points=score.points[HUMAN],
            outcome=score.outcome, after=tuple(score.after), match_over=match.over,
            won=HUMAN in match.winners, out=not match.in_play[HUMAN],  # Piacenza: several
        )
        self.match = match
        self.verified.append(verified)
        return verified


def _hand_number(raw: Any) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise VerifyError("class_err_hand_number", got=brief(raw, 30))
    if not 1 <= raw <= MAX_HANDS:
        raise VerifyError("class_err_hand_range", most=MAX_HANDS, got=raw)
    return raw


def _plays(raw: Any) -> Any:
    return raw.get("plays") if isinstance(raw, Mapping) else None


def _computers(game: ClassGame, match: Match) -> Session:
    """The class game's play session on ``match``: the student at seat 0, the computer
    seats at their levels (as on the dashboard)."""
    return Session(match, dict(enumerate(game.opponents, 1)))


def _chosen(match: Match, choice: str) -> Move:
    """The student's answer ``choice`` (``call``, ``fifth``...), from the engine's list of
    the moves of its pending decision."""
    decision = match.pending_of(HUMAN)
    assert decision is not None
    return next(move for move in decision.moves if move.choice == choice)


def _answer_offers(match: Match, record: HandRecord, n: int) -> None:
    """The student's answers before hand ``n`` (cappotto, doctor), read from its counters
    (the computer seats answered theirs when the hand before was verified)."""
    if HUMAN not in match.cappotto_offers and HUMAN not in match.doctor_offers:
        return
    lives = record.lives
    if lives is None or len(lives) != match.players:
        raise VerifyError("class_err_lives_needed", n=n)
    now = match.counters[HUMAN]
    counter = Message(f"counter_{match.rules.counter}")
    if HUMAN in match.cappotto_offers:
        start = match.rules.start
        if lives[HUMAN] == start:
            match.push(_chosen(match, "restart"))
        elif lives[HUMAN] == now and record.hands[HUMAN]:
            match.push(_chosen(match, "fifth"))
        else:
            raise VerifyError("class_err_cappotto", n=n, counter=counter, start=start, now=now,
                              got=lives[HUMAN])
    else:
        doctor = match.doctor_lives()
        if lives[HUMAN] == doctor:
            match.push(_chosen(match, "call"))
        elif lives[HUMAN] == now:
            match.push(_chosen(match, "stay"))
        else:
            raise VerifyError("class_err_doctor", n=n, counter=counter, doctor=doctor, now=now,
                              got=lives[HUMAN])
    if match.over or match.hand is None:
        raise VerifyError("class_err_over", n=n)


def _same_deal(hand: Hand, record: HandRecord, n: int, code: str) -> None:
    if len(record.hands) != hand.n:
        raise VerifyError("class_err_deal_seats", n=n, code=code, seats=len(record.hands),
                          players=hand.n)
    if record.dealer != hand.dealer:
        raise VerifyError("class_err_deal_dealer", n=n, code=code, ours=hand.dealer,
                          theirs=record.dealer)
    for seat, (theirs, ours) in enumerate(zip(record.hands, hand.dealt)):
        if sorted(theirs, key=deck_order) != sorted(ours, key=deck_order):
            raise VerifyError("class_err_deal_cards", n=n, code=code, seat=seat)
    if sorted(record.spies, key=deck_order) != sorted(hand.spies, key=deck_order):
        raise VerifyError("class_err_deal_spies", n=n, code=code)


def _computers_as_the_class(game: ClassGame, match: Match, record: HandRecord,
                            moves: Sequence[Move], n: int) -> None:
    """Every computer seat's move must be the one the class's computer player makes."""
    hand = record.start()
    counters = list(match.counters)
    for move in moves:
        seat = hand.to_act
        if seat is not None and seat != HUMAN:
            level = game.opponents[seat - 1]
            want = computer_move(level, hand, match.seed, match.deal_no, counters)
            if want != move and move.capote is not None:
                raise VerifyError("class_err_computer_capote", n=n, at=len(hand.plays),
                                  seat=seat, level=level, want=repr(want.capote),
                                  got=repr(move.capote))
            if want != move:
                assert move.card is not None
                raise VerifyError("class_err_computer_card", n=n, at=len(hand.plays),
                                  seat=seat, card=move.card.code(), level=level,
                                  want=want.card.code() if want.card else "?")
        hand.push(move)
