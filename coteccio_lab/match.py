"""A match: counters, the deal passing on, elimination, the doctor, the pot, the winner.

Trieste (000, 003): four lives each, the deal passes to the next seat, a seat
at zero is out, the last seat with lives wins; the doctor (000, 001, 003, 004)
brings a seat back at the count of the worst seat still in. Every deal is a
seeded chance event derived from the match seed, so a match code replays.

>>> m = Match.new(None, players=3, seed=42)
>>> while not m.over:
...     _ = m.play_random(seed=1)
>>> m.winner is not None and len(m.history) >= 4
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from .dealcode import DealCodeError, deal_code, new_seed
from .hand import Hand, IllegalPlay
from .i18n import Message, WordedError
from .jsonfile import brief, cut, parse_json, read_json, write_json
from .moves import KINDS, Decision, DecisionKind, Move, add_kind, deprecated, remove_kind
from .records import MAX_DEALS, HandRecord, RecordError, counter_range, replay
from .rules import Rules, RulesError
from .scoring import HandScore, match_end, score_hand
from .shuffle import deal_seed, splitmix64
from .view import OfferView

__all__ = ["MATCH_FORMAT", "OFFERS", "Match", "MatchError", "MatchFileError", "Offer",
           "add_offer", "remove_offer"]

MATCH_FORMAT = "coteccio-match/1"

CAPPOTTO = add_kind(DecisionKind("cappotto", ("restart", "fifth"),
                                 {"restart": "ui_cappotto_restart",
                                  "fifth": "ui_cappotto_fifth"}, prompt="ui_cappotto_offer",
                                 told={"restart": ("ui_seat_cappotto_restart",) * 2,
                                       "fifth": ("ui_seat_cappotto_fifth",) * 2},
                                 label="ref_offer_cappotto"))
"""001's cappotto of hands: four lives back (``restart``) or a fifth hand at zero."""
DOCTOR = add_kind(DecisionKind("doctor", ("call", "stay"),
                               {"call": "ui_call_doctor", "stay": "ui_stay_out"},
                               told={"call": ("ui_you_called_doctor", "ui_seat_called_doctor"),
                                     "stay": ("ui_you_stay_out", "ui_seat_stays_out")},
                               label="ref_offer_doctor"))
"""The doctor (000, 001, 003, 004): back in at the count of the worst seat in, or out."""


@dataclass(frozen=True)
class Offer:
    """A decision offered between hands, beyond the doctor and 001's cappotto: its
    ``kind``, the seats it asks once a hand is scored (``asked(match, score)``, in the
    order they are asked; none when the offer does not apply to the match's rules), and
    what an answer does (``answer(match, seat, choice)``, before the next hand is dealt;
    it changes only what a move taken back restores: the counters, the dealer, the pot).

    An offer added with :func:`add_offer` is in ``Match.pending`` with its moves, so every
    table offers it (its buttons from the kind's keys) and a computer seat answers it.
    """

    kind: DecisionKind
    asked: Callable[[Match, HandScore], Sequence[int]]
    answer: Callable[[Match, int, str], None]


OFFERS: dict[str, Offer] = {}
"""The offers added (``add_offer``), by their kind's name."""


def add_offer(offer: Offer) -> Offer:
    """Add ``offer`` (its kind to the notation, itself to every match from now on)."""
    if offer.kind.name in (CAPPOTTO.name, DOCTOR.name, "capote"):
        raise ValueError(f"{offer.kind.name!r} is one of the engine's own decisions")
    if not offer.kind.prompt:
        raise ValueError(f"the offer {offer.kind.name!r} needs the key of its question (prompt)")
    add_kind(offer.kind)
    OFFERS[offer.kind.name] = offer
    return offer


def remove_offer(name: str) -> None:
    """Forget the offer ``name`` that :func:`add_offer` added, and its kind (a test's own)."""
    if OFFERS.pop(name, None) is not None:
        remove_kind(name)


def _decision(kind: DecisionKind, seat: int) -> Decision:
    return Decision(seat, kind.name, tuple(Move(seat, option=code) for code in kind.codes))


class MatchError(ValueError):
    """A match action that the rules or the state do not allow now."""


class MatchFileError(WordedError):
    """A saved match that cannot be read: missing, corrupt, or not ours.

    ``where`` names the field at fault (``counters[2]``, ``history[4]``) when one is.
    """

    def __init__(self, message: str | Message, *, where: str = "") -> None:
        super().__init__(message)
        self.where = where


_MISSING = object()
_QUOTED = 300
"""The longest engine message a saved match's error quotes."""


@dataclass
class Match:
    """The whole match state; ``hand`` is the deal in play (None once the match is over).

    >>> match = Match.new("trieste", 3, seed=42)
    >>> score = match.play_random(seed=1)
    >>> score is not None and score.outcome in ("normal", "capote", "capote_failed", "annulled")
    True
    >>> len(match.history), match.hand is not None
    (1, True)
    """

    rules: Rules
    players: int
    seed: int
    counters: list[int]
    dealer: int
    deal_no: int = 0
    hand: Hand | None = None
    history: list[HandRecord] = field(default_factory=list)
    """The finished hands, in order, as hand records: each with its deal, its plays, the
    counters before it (``lives``) and the engine's score (``result``)."""
    doctor_used: list[int] = field(default_factory=list)
    paid: list[float] = field(default_factory=list)
    doctor_owed: list[float] = field(default_factory=list)
    """Doctor calls not paid yet (``doctor_paid`` ``final_loss``, 004): settled when the
    match ends, by each seat that lost it."""
    doctor_offers: list[int] = field(default_factory=list)
    cappotto_offers: list[int] = field(default_factory=list)
    """Seats that lost each of the first four hands and must choose (001)."""
    cappotto_fifth: list[int] = field(default_factory=list)
    """Seats playing 001's fifth hand at zero lives."""
    cappotto_winner: int | None = None
    offers: list[tuple[str, int]] = field(default_factory=list)
    """The added offers (``OFFERS``) waiting, as (kind, seat), in the order asked."""
    sudden_death: bool = False
    """Everyone came back in at once (``everyone_out`` ``sudden_death``, 004): from then on
    the match is played "ad eliminazione" and the doctor no longer comes."""
    last_score: HandScore | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    _moves: list[Move] = field(default_factory=list, repr=False, compare=False)
    _undo: list[_Before | None] = field(default_factory=list, repr=False, compare=False)
    """For each move of ``_moves``, the match's state before it when the move changed
    more than the hand in play (it ended a hand, or answered an offer), else None."""

    def __repr__(self) -> str:
        """Short: the state in one line, not every field (the history grows with each hand)."""
        state = "over" if self.over else f"dealer={self.dealer}"
        return (
            f"<Match {self.rules.name} players={self.players} hands={len(self.history)} "
            f"counters={self.counters} {state}>"
        )

    def __str__(self) -> str:
        """The match as text, for a terminal: the counters, then the hand in play (its
        table), the offer waiting, or the winners.

        >>> print(Match.position({"preset": "trieste", "doctor": "once"}, [0, 3, 2, 4]))
        trieste, 0 hands played: lives 0 3 2 4
        seat 0 to answer: doctor:call doctor:stay
        """
        counters = " ".join(str(c) for c in self.counters)
        played = len(self.history)
        head = f"{self.rules.name}, {played} hands played: {self.rules.counter} {counters}"
        if self.over:
            return f"{head}\nover: winners {self.winners}"
        if self.waiting:
            moves = " ".join(str(m) for m in self.legal_moves)
            return f"{head}\nseat {self.to_act} to answer: {moves}"
        return f"{head}\n{self.hand}"

    @classmethod
    def new(
        cls,
        rules: Rules | str | Mapping[str, Any] | None,
        players: int,
        seed: int | None = None,
        dealer: int = 0,
        meta: Mapping[str, Any] | None = None,
    ) -> Match:
        """Start a match: counters at the start, stakes paid, the first deal made.

        With ``first_dealer`` ``random`` (001, 003) the first dealer is drawn from
        the seed and ``dealer`` is not used.
        """
        r = Rules.from_spec(rules)
        r.check_players(players)
        if not 0 <= dealer < players:
            raise MatchError(f"dealer must be a seat from 0 to {players - 1}, not {dealer}")
        seed = new_seed() if seed is None else seed
        if r.first_dealer == "random":
            dealer = splitmix64(seed ^ 0xD5A1E7) % players  # its own stream of the seed
        m = cls(
            rules=r,
            players=players,
            seed=seed,
            counters=[r.start] * players,
            dealer=dealer,
            doctor_used=[0] * players,
            paid=[float(r.stake)] * players,
            doctor_owed=[0.0] * players,
            meta=dict(meta or {}),
        )
        m._deal()
        return m

    @classmethod
    def position(
        cls,
        rules: Rules | str | Mapping[str, Any] | None,
        counters: Sequence[int],
        *,
        seed: int = 1,
        dealer: int = 0,
        doctor_used: Sequence[int] | None = None,
        hand: Hand | None = None,
    ) -> Match:
        """A match set up at a teaching position: each seat's counter as the last hand
        left it, ``doctor_used`` calls already made (default none).

        A seat out of the match has just gone out: it is offered the doctor when the rules
        allow it, as after the hand that put it out; with no offer waiting the next hand is
        dealt (from ``seed``, by ``dealer`` or the next seat still in), or is ``hand``: a
        deal of these rules to the seats still in, by its own dealer, maybe partly played
        (a lesson's deal). A counter no match can reach, or a ``hand`` that does not fit,
        raises ``MatchError``.

        >>> m = Match.position({"preset": "trieste", "doctor": "once"}, [0, 3, 2, 4])
        >>> m.to_act, [str(move) for move in m.legal_moves], m.doctor_lives()
        (0, ['doctor:call', 'doctor:stay'], 2)
        >>> m.push("doctor:call")
        Move.parse('doctor:call', seat=0)
        >>> m.counters, m.hand is not None
        ([2, 3, 2, 4], True)
        """
        r = Rules.from_spec(rules)
        players = len(counters)
        r.check_players(players)
        low, high = counter_range(r)
        if any(isinstance(c, bool) or not isinstance(c, int) or not low <= c <= high
               for c in counters):
            raise MatchError(f"counters {list(counters)} are not {r.counter} from {low} to "
                             f"{high}")
        used = [0] * players if doctor_used is None else list(doctor_used)
        if len(used) != players:
            raise MatchError(f"doctor_used gives {len(used)} seats for {players} counters")
        if not 0 <= dealer < players:
            raise MatchError(f"dealer must be a seat from 0 to {players - 1}, not {dealer}")
        m = cls(rules=r, players=players, seed=seed, counters=list(counters), dealer=dealer,
                doctor_used=used, paid=[float(r.stake)] * players,
                doctor_owed=[0.0] * players)
        m.doctor_offers = [s for s in range(players) if m.doctor_allowed(s)]
        if hand is not None:
            m._set_hand(hand)
            return m
        if not m.in_play[m.dealer]:
            m.dealer = m._next_in_play(m.dealer)
        if not m.waiting and not m.over:
            m._deal()
        return m

    def _set_hand(self, hand: Hand) -> None:
        """``position``'s own deal in play: checked against the match."""
        if self.waiting or self.over:
            raise MatchError("this position waits for an offer or is over: no hand is in play")
        if hand.over:
            raise MatchError("the hand is over: give it before its last move, and push that")
        if hand.rules != self.rules:
            raise MatchError(f"the hand is played by {hand.rules.name}'s rules, the match by "
                             f"{self.rules.name}'s")
        dealt = [bool(cards) for cards in hand.dealt]
        if dealt != self.in_play:
            raise MatchError(f"the hand deals the seats {dealt}, the match has {self.in_play} "
                             "in play")
        self.dealer = hand.dealer
        self.deal_no = 1
        self.hand = hand

    # ---- reading the state -------------------------------------------------
    @property
    def code(self) -> str:
        """The match's deal code: the same code gives the same deals."""
        return deal_code(self.seed)

    @property
    def in_play(self) -> list[bool]:
        return [
            not self.rules.is_out(c) or s in self.cappotto_fifth
            for s, c in enumerate(self.counters)
        ]

    @property
    def waiting(self) -> bool:
        """An offer's answer (the doctor, the cappotto, an added offer) is due before the
        next deal."""
        return bool(self.doctor_offers or self.cappotto_offers or self.offers)

    @property
    def pot(self) -> float:
        return sum(self.paid)

    @property
    def over(self) -> bool:
        """The match has ended: with winners, or with none (Piacenza, every seat tied; or
        ``MAX_DEALS`` deals played, the kit's bound)."""
        return bool(self.winners) or self._points_over() or self.out_of_deals

    @property
    def out_of_deals(self) -> bool:
        """The match has dealt ``records.MAX_DEALS`` hands and the last is scored: it ends
        there (the kit's assumption, so that every match ends and its save stays readable)."""
        return self.deal_no >= MAX_DEALS and self.hand is None

    def _points_over(self) -> bool:
        return self.rules.counter == "points" and any(self.rules.is_out(c) for c in self.counters)

    @property
    def winners(self) -> list[int]:
        """Every seat that won the match (``[]`` while it goes on); see ``scoring.match_end``.

        One seat in most readings; Piacenza/Modena (004): every seat but the loser.
        """
        if self.rules.counter == "points":
            return list(match_end(self.rules, self.counters)[0])
        if self.cappotto_winner is not None:
            return [self.cappotto_winner]
        left = [s for s, ok in enumerate(self.in_play) if ok]
        return left if len(left) == 1 and not self.waiting else []

    @property
    def winner(self) -> int | None:
        """The one seat that won the match, else None (also when several won)."""
        winners = self.winners
        return winners[0] if len(winners) == 1 else None

    def ovo(self, seat: int) -> int:
        """Lives above the start, shown as 'ovo' marks in Trieste (004)."""
        if self.rules.counter != "lives":
            return 0
        return max(0, self.counters[seat] - self.rules.start)

    # ---- the state machine: to_act, legal_moves, push, pop --------------------------
    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is: one answering an offer (001's cappotto first,
        then the doctor, then the added offers), else the seat to move in the hand; None
        once the match is over."""
        if self.cappotto_offers:
            return self.cappotto_offers[0]
        if self.doctor_offers:
            return self.doctor_offers[0]
        if self.offers:
            return self.offers[0][1]
        hand = self.hand
        return None if hand is None else hand.to_act

    @property
    def legal_moves(self) -> list[Move]:
        """Every move ``push`` accepts now, for the seat ``to_act``: ``cappotto:restart`` /
        ``cappotto:fifth``, the doctor's answers, an added offer's, or the hand's moves
        (its cards, or ``annul`` / ``attempt``); empty once the match is over."""
        if self.cappotto_offers or self.doctor_offers or self.offers:
            return list(self.pending[0].moves)
        return [] if self.hand is None else self.hand.legal_moves

    @property
    def pending(self) -> list[Decision]:
        """Every decision waiting now, the first the decision of ``to_act``: after a hand,
        each seat offered 001's cappotto, then each offered the doctor, then the added
        offers (``OFFERS``), in that order (the seats may answer in any order, each naming
        itself); else the hand's one decision (a card, or ``annul`` / ``attempt``); empty
        once the match is over.

        >>> m = Match.position({"preset": "trieste", "doctor": "once"}, [0, 0, 2, 4])
        >>> [(d.seat, d.kind) for d in m.pending], m.pending[1].codes
        ([(0, 'doctor'), (1, 'doctor')], ['doctor:call', 'doctor:stay'])
        """
        if self.cappotto_offers or self.doctor_offers or self.offers:
            cappotto = [_decision(CAPPOTTO, s) for s in self.cappotto_offers]
            doctor = [_decision(DOCTOR, s) for s in self.doctor_offers
                      if s not in self.cappotto_offers]
            added = [_decision(KINDS[kind], s) for kind, s in self.offers]
            return cappotto + doctor + added
        return [] if self.hand is None else self.hand.pending

    def pending_of(self, seat: int) -> Decision | None:
        """``seat``'s decision among ``pending``, else None; a screen drawing each seat's
        view asks this, which lists no hand's moves for a seat that is not to act."""
        if not self.waiting and (self.hand is None or self.hand.to_act != seat):
            return None
        return next((d for d in self.pending if d.seat == seat), None)

    def phase_of(self, seat: int) -> str:
        """What ``seat`` is asked now, in the words every table shares: ``over``, ``play``
        (a card), the kind of its pending choice (``capote``, ``doctor``, ``cappotto``, an
        added offer's), else ``wait``. A screen adds its own phases around these (the
        dashboard's ``setup`` and ``hand_over``, a class table's ``seating`` and ``paused``).

        >>> m = Match.position({"preset": "trieste", "doctor": "once"}, [0, 0, 2, 4])
        >>> m.phase_of(0), m.phase_of(2)
        ('doctor', 'wait')
        """
        if self.over:
            return "over"
        decision = self.pending_of(seat)
        if decision is None:
            return "wait"
        return "play" if decision.kind == "card" else decision.kind

    def offer_view(self, seat: int) -> OfferView:
        """What ``seat`` may know to answer its offer between hands (``OfferView``);
        ``MatchError`` when it has none."""
        decision = self.pending_of(seat) if self.waiting else None
        if decision is None:
            raise MatchError(f"seat {seat} has no offer to answer now")
        return OfferView(seat, self.rules, decision, tuple(self.counters),
                         tuple(self.doctor_used))

    def push(self, move: Move | str) -> Move:
        """Make ``move`` for the seat to act and return it with its seat: the one way to
        play a match, whatever the decision.

        A move that ends a hand also scores it, records it in ``history`` and deals the
        next hand, or stops for the offers it brings (the doctor, 001's cappotto), which
        are moves of the seats offered; so a loop of ``push(legal move)`` plays the whole
        match. Text that names no move raises ``InvalidMove``; a move not allowed now
        raises ``IllegalPlay``; either way nothing changes.

        >>> m = Match.new("trieste", 3, seed=42)
        >>> first = m.legal_moves[0]
        >>> m.push(first) == first, m.pop() == first, m.move_stack
        (True, True, [])
        """
        m = move if isinstance(move, Move) else Move.of(move)
        seat = self.to_act
        if seat is None:
            raise IllegalPlay("match_over", seat=m.seat, card=m.card, index=len(self._moves),
                              move=m)
        if self.cappotto_offers or self.doctor_offers or self.offers:
            # Offers are answered in any order: ``to_act`` names the first seat still to
            # answer, and another offered seat may answer first by naming itself.
            pending = self.pending
            if m.seat is not None and m.seat != seat and any(
                    d.seat == m.seat for d in pending):
                seat = m.seat
            if m.seat is not None and m.seat != seat:
                raise IllegalPlay("not_your_turn", seat=m.seat, card=m.card,
                                  index=len(self._moves), to_act=seat, move=m)
            mine = [d for d in pending if d.seat == seat]
            decision = next((d for d in mine if d.kind == m.kind), mine[0])
            if m.kind != decision.kind:
                raise IllegalPlay("offer_pending", seat=seat, card=m.card,
                                  index=len(self._moves), to_act=seat, move=m,
                                  text=decision.kind)
            before = self._before()
            choice = m.choice
            assert choice is not None
            if decision.kind == CAPPOTTO.name:
                self._answer_cappotto(seat, choice)
            elif decision.kind == DOCTOR.name:
                self._answer_doctor(seat, choice == "call")
            else:
                self.offers.remove((decision.kind, seat))
                OFFERS[decision.kind].answer(self, seat, choice)
                self._resume()
            done = Move.of(m, seat)
        else:
            if m.seat is not None and m.seat != seat:
                raise IllegalPlay("not_your_turn", seat=m.seat, card=m.card,
                                  index=len(self._moves), to_act=seat, move=m)
            hand = self.hand
            assert hand is not None
            done = hand.push(m)
            before = None
            if hand.over:
                before = self._before()
                self._finish_hand()
        self._moves.append(done)
        self._undo.append(before)
        return done

    def pop(self) -> Move:
        """Take back the last move pushed (across the end of a hand, a deal, an offer) and
        return it; with nothing to take back, ``MatchError``."""
        if not self._moves:
            raise MatchError("nothing to take back: no move has been pushed")
        move = self._moves.pop()
        before = self._undo.pop()
        if before is not None:
            before.restore(self)
        if move.kind in ("card", "capote"):
            assert self.hand is not None
            self.hand.pop()
        return move

    @property
    def move_stack(self) -> list[Move]:
        """Every move pushed, in order (the offers' answers among the hands' moves)."""
        return list(self._moves)

    def __iter__(self) -> Iterator[HandRecord]:
        """The finished hands, in order (``history``): each a hand record that iterates
        its moves, with its result.

        >>> m = Match.new("trieste", 3, seed=42)
        >>> _ = m.play_random(seed=1); _ = m.play_random(seed=2)
        >>> [(len(list(record)), record.result.outcome) for record in m]
        [(15, 'normal'), (15, 'normal')]
        """
        return iter(list(self.history))

    def clear_stack(self) -> None:
        """Forget the moves pushed so far (they can no longer be taken back); the state
        stays. For a long-lived match that is copied often (the class's referee)."""
        self._moves.clear()
        self._undo.clear()

    def _before(self) -> _Before:
        return _Before(
            hand=self.hand,
            counters=list(self.counters),
            dealer=self.dealer,
            deal_no=self.deal_no,
            history=len(self.history),
            doctor_used=list(self.doctor_used),
            paid=list(self.paid),
            doctor_owed=list(self.doctor_owed),
            doctor_offers=list(self.doctor_offers),
            cappotto_offers=list(self.cappotto_offers),
            cappotto_fifth=list(self.cappotto_fifth),
            cappotto_winner=self.cappotto_winner,
            offers=list(self.offers),
            sudden_death=self.sudden_death,
            last_score=self.last_score,
        )

    # ---- the flow ------------------------------------------------------------
    def _deal(self) -> None:
        seed = deal_seed(self.seed, self.deal_no)
        self.deal_no += 1
        self.hand = Hand.deal_seats(self.rules, self.in_play, self.dealer, seed)

    def finish_hand(self) -> HandScore:
        """Deprecated: ``push`` scores a hand with the move that ends it. For a hand played
        outside the match (on ``match.hand`` itself), this still scores it."""
        deprecated("Match.finish_hand()", "Match.push(move) scores a hand with its last move")
        return self._finish_hand()

    def _finish_hand(self) -> HandScore:
        """Score the finished hand, apply it, and deal the next one (or stop for the doctor)."""
        hand = self.hand
        if hand is None:
            raise MatchError("the match is over: start a new match")
        if not hand.over:
            raise MatchError("the hand is not over yet")
        score = score_hand(hand, self.counters)
        record = HandRecord.of_hand(hand, self.counters)
        record.result = score
        self.history.append(record)
        self.counters = list(score.after)
        self.last_score = score
        self.sudden_death = self.sudden_death or _sudden_death(score)
        self.hand = None
        if self.rules.cappotto_hands:
            self._cappotto(score)
        self.doctor_offers = [
            s for s in score.eliminated
            if self.doctor_allowed(s) and s not in self.cappotto_offers
        ]
        # The counters alone can name a winner that the match does not have yet (a
        # cappotto choice still to make after the fourth hand) or miss the one it has
        # (001's fifth hand): the record says who won the match with this hand.
        if self.out_of_deals:
            self.doctor_offers, self.cappotto_offers = [], []
        elif OFFERS and not self.over:
            self.offers = [(kind, s) for kind, offer in OFFERS.items()
                           for s in offer.asked(self, score)]
        self._pass_deal(score.same_dealer)
        decided = tuple(self.winners)
        if decided != score.winners:
            score = replace(
                score, winners=decided, winner=decided[0] if len(decided) == 1 else None
            )
            record.result = score
            self.last_score = score
        if not self.waiting and not self.over:
            self._deal()
        self._settle()
        return score

    def _settle(self) -> None:
        """At the match's end, each seat that lost it pays the doctor calls it owes (004);
        a winner's calls are never paid."""
        if not self.over or not any(self.doctor_owed):
            return
        winners = self.winners
        for s, owed in enumerate(self.doctor_owed):
            if s not in winners:
                self.paid[s] += owed
            self.doctor_owed[s] = 0.0

    def losses_from_start(self, seat: int) -> int:
        """How many of the first hands in a row ``seat`` lost a life in (001's cappotto).

        Annulled and void hands are not counted: nobody lost anything in them (the kit's
        reading of 001's "le prime quattro smazzate consecutive": 001 has no annul and no
        void, so it does not say).
        """
        count = 0
        for record in self.history:
            result = record.result
            if result is None or result.outcome in ("annulled", "void", "incomplete"):
                continue
            if result.delta[seat] < 0:
                count += 1
            else:
                break
        return count

    def _cappotto(self, score: HandScore) -> None:
        if score.outcome in ("annulled", "void"):
            return
        for seat in list(self.cappotto_fifth):
            self.cappotto_fifth.remove(seat)
            # 001: "se perde anche questa (cioè anche in questa ottiene più punti degli
            # altri) vince la partita"; otherwise the seat, at zero, is out, whatever the hand
            # gave it (a life for stopping a capote included: the kit's ruling; the hand's
            # own score in the history still shows that life).
            if score.took_most(seat):
                self.cappotto_winner = seat
                return
            self.counters[seat] = self.rules.limit
        counted = sum(
            1 for r in self.history
            if r.result is not None
            and r.result.outcome not in ("annulled", "void", "incomplete")
        )
        if counted != 4:
            return
        self.cappotto_offers = [
            s for s in range(self.players)
            if self.rules.is_out(self.counters[s]) and self.losses_from_start(s) == 4
        ]

    def answer_cappotto(self, seat: int, choice: str) -> None:
        """Deprecated: ``push(Move(seat, cappotto=choice))`` (``"cappotto:restart"``)."""
        deprecated("Match.answer_cappotto()", f'Match.push("cappotto:{choice}")')
        if seat not in self.cappotto_offers:
            raise MatchError(f"seat {seat} has no cappotto choice to make now")
        self.push(Move(seat, option=CAPPOTTO.code(choice)))

    def _answer_cappotto(self, seat: int, choice: str) -> None:
        """001's cappotto: ``restart`` (four lives back) or ``fifth`` (play one more hand)."""
        if seat not in self.cappotto_offers:
            raise MatchError(f"seat {seat} has no cappotto choice to make now")
        if choice not in ("restart", "fifth"):
            raise MatchError(f"the cappotto choice is 'restart' or 'fifth', not {choice!r}")
        self.cappotto_offers.remove(seat)
        if choice == "restart":
            self.counters[seat] = self.rules.start
        else:
            self.cappotto_fifth.append(seat)
        self._resume()

    def _resume(self) -> None:
        if self.over:
            self.offers = []
        if not self.waiting and not self.over:
            if not self.in_play[self.dealer]:
                self.dealer = self._next_in_play(self.dealer)
            self._deal()
        self._settle()

    def _pass_deal(self, same: bool) -> None:
        """Choose the next dealer once a hand is scored: the next seat (000: "O carteador da
        próxima mão será sempre o jogador sentado à direita do carteador na mão anterior"),
        or the same one when ``same``. A seat that may still come back (a doctor or cappotto
        answer due) counts as in: it deals if it comes back, and ``_resume`` passes the deal
        on if it stays out."""
        waiting = set(self.doctor_offers) | set(self.cappotto_offers)
        if same and (self.in_play[self.dealer] or self.dealer in waiting):
            return
        self.dealer = self._next_in_play(self.dealer, waiting)

    def _next_in_play(self, seat: int, waiting: Collection[int] = ()) -> int:
        alive = [ok or s in waiting for s, ok in enumerate(self.in_play)]
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if alive[s]:
                return s
        return seat

    def doctor_allowed(self, seat: int) -> bool:
        """May ``seat`` (out of the match) call the doctor now?"""
        r = self.rules
        calls = r.doctor_calls()
        if r.doctor == "off" or r.counter == "points" or not r.is_out(self.counters[seat]):
            return False
        if calls is not None and self.doctor_used[seat] >= calls:
            return False
        if self.sudden_death:
            # 004: "si rientra in gioco tutti i partecipanti e si gioca ad eliminazione,
            # all'assegnazione di una bòla": the next penalty puts a seat out for good.
            return False
        if r.doctor_needs_stake and not r.stake:
            return False  # 003: "If there's no bidding ... then you're out of the game"
        last = self.history[-1].result if self.history else None
        eliminated = last.eliminated if last is not None else ()
        out_together = [s for s in eliminated if s != seat]
        if not r.doctor_after_capote and last is not None and last.outcome == "capote" and (
            seat in eliminated and out_together
        ):
            return False  # 004: not after going out to a capote with the other one-life seats
        others = sum(1 for s, ok in enumerate(self.in_play) if ok and s != seat)
        if r.doctor_until == "last_two":
            # 004: "Se i giocatori sono ridotti a due ... il perdente ... non può"
            played = (sum(1 for cards in self.history[-1].hands if cards) if self.history
                      else others + 1)  # a position set up by hand: the seats in, and this one
            return others >= 1 and played > 2
        return others >= r.doctor_min_others

    def doctor_lives(self) -> int:
        """What the doctor gives: the count of the worst seat still in."""
        counts = [c for c in self.counters if not self.rules.is_out(c)]
        return min(counts) if self.rules.counts_down else max(counts)

    def doctor_cost(self, seat: int) -> float:
        r = self.rules
        if r.doctor_cost == "half_stake":
            return r.stake / 2
        if r.doctor_cost == "rising":
            return r.stake / 2 * (self.doctor_used[seat] + 1)
        return float(r.stake)

    def answer_doctor(self, seat: int, call: bool) -> None:
        """Deprecated: ``push(Move(seat, doctor="call"))`` (``"doctor:call"``/``"doctor:stay"``)."""
        code = DOCTOR.code("call" if call else "stay")
        deprecated("Match.answer_doctor()", f'Match.push("{code}")')
        if seat not in self.doctor_offers:
            raise MatchError(f"seat {seat} has no doctor to call now")
        self.push(Move(seat, option=code))

    def _answer_doctor(self, seat: int, call: bool) -> None:
        """``seat`` calls the doctor (``call=True``) or stays out; then play goes on."""
        if seat not in self.doctor_offers:
            raise MatchError(f"seat {seat} has no doctor to call now")
        if call:
            if self.rules.doctor_paid == "call":
                self.paid[seat] += self.doctor_cost(seat)
            else:  # 004: owed, paid only "in caso di perdita definitiva"
                self.doctor_owed[seat] += self.doctor_cost(seat)
            self.counters[seat] = self.doctor_lives()
            self.doctor_used[seat] += 1
        self.doctor_offers.remove(seat)
        self._resume()

    def play_random(self, seed: int | None = None) -> HandScore | None:
        """Play one hand at random through the state machine and return its score (for
        tests, demos): offers waiting first are answered by a random legal move, the
        cards are drawn at random (``Hand.playout``) and the capote is attempted. None
        when those answers end the match, so no hand is left to play (a doctor declined),
        and so ``while not m.over: m.play_random()`` always ends.

        A computer seat's considered answer to an offer is ``players.offers``'s; this is
        a random playout, like OpenSpiel's, and ends with certainty (a doctor called for
        ever is declined half the time)."""
        if self.over:
            raise MatchError("the match is over")
        rng = random.Random(seed)
        while self.waiting and not self.over:
            self.push(rng.choice(self.legal_moves))
        hand = self.hand
        if hand is None:  # the answers ended the match
            return None
        made = len(hand.move_stack)
        hand.playout(rng.random, "attempt")
        moves = hand.move_stack[made:]
        if moves:
            self._moves.extend(moves)
            self._undo.extend([None] * (len(moves) - 1))
            self._undo.append(self._before())
        return self._finish_hand()

    # ---- saving ----------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        current = None
        if self.hand is not None:
            current = HandRecord.of_hand(self.hand, self.counters).to_json()
        return {
            "format": MATCH_FORMAT,
            "rules": self.rules.to_spec(),
            "players": self.players,
            "seed": self.seed,
            "counters": list(self.counters),
            "dealer": self.dealer,
            "deal_no": self.deal_no,
            "doctor_used": list(self.doctor_used),
            "paid": list(self.paid),
            "doctor_owed": list(self.doctor_owed),
            "doctor_offers": list(self.doctor_offers),
            "cappotto_offers": list(self.cappotto_offers),
            "cappotto_fifth": list(self.cappotto_fifth),
            "cappotto_winner": self.cappotto_winner,
            **({"offers": [[kind, seat] for kind, seat in self.offers]} if self.offers else {}),
            "history": [record.to_json() for record in self.history],
            "current": current,
            "meta": self.meta,
        }

    @classmethod
    def from_json(cls, data: Any) -> Match:
        """A match from a saved file's JSON, every field checked (types, seats, the rules'
        bounds, each past hand refereed again); anything else is a ``MatchFileError``."""
        if not isinstance(data, Mapping) or data.get("format") != MATCH_FORMAT:
            found = data.get("format") if isinstance(data, Mapping) else type(data).__name__
            raise MatchFileError(
                f"not a saved Coteccio Lab match (format {brief(found)}, expected "
                f"{MATCH_FORMAT!r})"
            )
        try:
            return _SavedMatch(data).match()
        except MatchFileError:
            raise
        except (RecordError, RulesError, DealCodeError, MatchError) as err:
            raise MatchFileError(f"the saved match is damaged: {cut(str(err), _QUOTED)}") from None

    def save(self, path: str | Path) -> Path:
        """Write the match as JSON atomically: a crash never leaves half a file."""
        return write_json(path, self.to_json())

    @classmethod
    def load(cls, path: str | Path) -> Match:
        """A saved match; a missing, corrupt or foreign file raises ``MatchFileError``."""
        return cls.from_json(read_json(path, MatchFileError, Message("file_what_match")))

    @classmethod
    def loads(cls, text: str | bytes) -> Match:
        """A match from the text of a saved file (uploads), within ``jsonfile``'s bounds."""
        return cls.from_json(parse_json(text, MatchFileError, Message("file_what_match")))


@dataclass(frozen=True)
class _Before:
    """What a move that ends a hand or answers an offer changes, as it was before it."""

    hand: Hand | None
    counters: list[int]
    dealer: int
    deal_no: int
    history: int
    doctor_used: list[int]
    paid: list[float]
    doctor_owed: list[float]
    doctor_offers: list[int]
    cappotto_offers: list[int]
    cappotto_fifth: list[int]
    cappotto_winner: int | None
    offers: list[tuple[str, int]]
    sudden_death: bool
    last_score: HandScore | None

    def restore(self, m: Match) -> None:
        m.hand = self.hand
        m.counters = list(self.counters)
        m.dealer = self.dealer
        m.deal_no = self.deal_no
        del m.history[self.history:]
        m.doctor_used = list(self.doctor_used)
        m.paid = list(self.paid)
        m.doctor_owed = list(self.doctor_owed)
        m.doctor_offers = list(self.doctor_offers)
        m.cappotto_offers = list(self.cappotto_offers)
        m.cappotto_fifth = list(self.cappotto_fifth)
        m.cappotto_winner = self.cappotto_winner
        m.offers = list(self.offers)
        m.sudden_death = self.sudden_death
        m.last_score = self.last_score


def _sudden_death(score: HandScore) -> bool:
    """Did ``score`` bring everyone back in for a sudden death (004)?"""
    return any(key == "score_sudden_death" for key, _ in score.reasons)


class _SavedMatch:
    """Reads one saved match field by field; each fault names its field (``where``)."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.sudden = False
        """A hand of the history brought everyone back for a sudden death (004)."""

    def fail(self, where: str, message: str) -> MatchFileError:
        return MatchFileError(f"{where}: {message}", where=where)

    def get(self, key: str, default: Any = _MISSING) -> Any:
        if key in self.data:
            return self.data[key]
        if default is _MISSING:
            raise self.fail(key, "missing")
        return default

    def whole(self, value: Any, where: str, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(where, f"expected a whole number, found {brief(value)}")
        if not low <= value <= high:
            raise self.fail(where, f"{value} is not from {low} to {high}")
        return value

    def wholes(self, key: str, count: int | None, low: int, high: int, default: Any = _MISSING,
               ) -> list[int]:
        raw = self.get(key, default)
        if not isinstance(raw, list):
            raise self.fail(key, f"expected a list, found {brief(raw)}")
        if count is not None and len(raw) != count:
            raise self.fail(key, f"{len(raw)} entries for {count} players")
        return [self.whole(v, f"{key}[{i}]", low, high) for i, v in enumerate(raw)]

    def seats(self, key: str, players: int) -> list[int]:
        seats = self.wholes(key, None, 0, players - 1, default=[])
        if len(set(seats)) != len(seats):
            raise self.fail(key, f"{brief(seats)} names a seat twice")
        return seats

    def match(self) -> Match:
        rules = Rules.from_spec(self.get("rules"))
        players = self.whole(self.get("players"), "players", rules.min_players,
                             rules.max_players)
        seed = self.whole(self.get("seed"), "seed", 0, (1 << 64) - 1)
        deal_code(seed)  # a seed a deal code can hold (DealCodeError otherwise)
        deal_no = self.whole(self.get("deal_no"), "deal_no", 0, MAX_DEALS)
        low, high = counter_range(rules, deal_no)
        calls = rules.doctor_calls()
        most_calls = deal_no if calls is None else min(calls, deal_no)
        doctor_used = self.wholes("doctor_used", players, 0, most_calls)
        cappotto_winner = self.get("cappotto_winner", None)
        meta = self.get("meta", {})
        if not isinstance(meta, Mapping):
            raise self.fail("meta", f"expected an object, found {brief(meta)}")
        m = Match(
            rules=rules,
            players=players,
            seed=seed,
            counters=self.wholes("counters", players, low, high),
            dealer=self.whole(self.get("dealer"), "dealer", 0, players - 1),
            deal_no=deal_no,
            doctor_used=doctor_used,
            paid=self.paid(rules, players, doctor_used),
            doctor_owed=self.paid(rules, players, doctor_used, "doctor_owed"),
            doctor_offers=self.seats("doctor_offers", players),
            cappotto_offers=self.seats("cappotto_offers", players),
            cappotto_fifth=self.seats("cappotto_fifth", players),
            cappotto_winner=(
                None if cappotto_winner is None
                else self.whole(cappotto_winner, "cappotto_winner", 0, players - 1)
            ),
            offers=self.offers(players),
            meta=dict(meta),
        )
        m.history = self.history(rules, players, deal_no)
        m.sudden_death = self.sudden
        current = self.get("current", None)
        if current is not None:
            m.hand = self.current(current, m)
            if m.hand.over:
                # a save from before push scored a hand with its last move: scored now
                m._finish_hand()
        return m

    def offers(self, players: int) -> list[tuple[str, int]]:
        """The added offers waiting, each an offer this program knows and a seat."""
        raw = self.get("offers", [])
        if not isinstance(raw, list):
            raise self.fail("offers", f"expected a list, found {brief(raw)}")
        out: list[tuple[str, int]] = []
        for item in raw:
            if not (isinstance(item, list) and len(item) == 2 and item[0] in OFFERS):
                raise self.fail("offers", f"{brief(item)} is no offer this kit knows")
            seat = self.whole(item[1], "offers", 0, players - 1)
            if (item[0], seat) in out:
                raise self.fail("offers", f"{brief(item)} is offered twice")
            out.append((item[0], seat))
        return out

    def paid(self, rules: Rules, players: int, doctor_used: list[int], key: str = "paid",
             ) -> list[float]:
        """What each seat has put in the pot: the stake, then for each doctor call at most a
        stake (``double_stake``) or half a stake more than the call before (``rising``).
        ``doctor_owed`` (004: calls paid on the final loss) is bounded the same way."""
        raw = self.get(key) if key == "paid" else self.get(key, [0.0] * players)
        if not isinstance(raw, list) or len(raw) != players:
            raise self.fail(key, f"expected a list of {players} amounts, found {brief(raw)}")
        out = []
        for seat, value in enumerate(raw):
            where = f"{key}[{seat}]"
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise self.fail(where, f"expected an amount, found {brief(value)}")
            calls = doctor_used[seat]
            most = rules.stake * (1 + calls + calls * (calls + 1) / 4)
            if not (math.isfinite(value) and 0 <= value <= most):
                raise self.fail(where, f"{value} is not an amount from 0 to {most:g}")
            out.append(float(value))
        return out

    def history(self, rules: Rules, players: int, deal_no: int) -> list[HandRecord]:
        """The finished hands, each refereed again: its result is the engine's, not the file's."""
        raw = self.get("history", [])
        if not isinstance(raw, list):
            raise self.fail("history", f"expected a list of hand records, found {brief(raw)}")
        if len(raw) > deal_no:
            raise self.fail("history", f"{len(raw)} hands but only {deal_no} deals")
        out = []
        for i, entry in enumerate(raw):
            where = f"history[{i}]"
            try:
                rec = HandRecord.from_json(entry)
                rec.extra.pop("result", None)  # the engine's result replaces the file's
                if rec.rules != rules:
                    raise RecordError("its rules differ from the match's")
                if len(rec.hands) != players or rec.lives is None:
                    raise RecordError(f"it must deal {players} seats and give their counters")
                done = replay(rec)
            except RecordError as err:
                raise self.fail(where, cut(str(err), _QUOTED)) from None
            if done.score.outcome == "incomplete":
                raise self.fail(where, "the hand was not played to the end")
            self.sudden = self.sudden or _sudden_death(done.score)
            rec.result = done.score
            out.append(rec)
        return out

    def current(self, raw: Any, m: Match) -> Hand:
        try:
            rec = HandRecord.from_json(raw)
            if rec.rules != m.rules:
                raise RecordError("its rules differ from the match's")
            if rec.dealer != m.dealer:
                raise RecordError(f"its dealer is seat {rec.dealer}, the match's seat {m.dealer}")
            if len(rec.hands) != m.players:
                raise RecordError(f"it deals {len(rec.hands)} seats, not {m.players}")
            if rec.lives is not None and rec.lives != m.counters:
                raise RecordError("its counters differ from the match's")
            return replay(rec).hand
        except RecordError as err:
            raise self.fail("current", cut(str(err), _QUOTED)) from None
