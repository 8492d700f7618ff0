"""A deal in play: the legal plays and why others are refused, tricks, capote, revoke.

The rules of play are the common core of every source (docs/rules.md section 1):
follow suit if you can, the highest card of the suit led wins, the winner
leads next. Trieste adds the capote decision (000, 003, 004) and the revoke
proved later at a real table (000).

>>> from coteccio_lab.cards import parse_cards
>>> hand = Hand(None, [parse_cards(h) for h in ("4b 2c", "Qc 3d", "2b 4d", "Jb 5d")], dealer=3)
>>> hand.to_act, [str(move) for move in hand.legal_moves]
(0, ['2c', '4b'])
>>> hand.push("4b"), hand.push("Qc"), hand.push("2b")
(Move.parse('4b', seat=0), Move.parse('Qc', seat=1), Move.parse('2b', seat=2))
>>> hand.refusal("5d").message()
'must follow suit: batons were led and seat 3 holds Jb'
>>> _ = hand.push("Jb"); hand.tricks[0].winner, hand.tricks[0].points
(3, 7)

Cards are small integers inside (``Card.index``) and holdings are bit masks,
so the same methods serve the lessons and the simulations. A seeded deal comes from
``deal`` (``Hand.deal``); ``position`` builds a hand to order, to ask a question about.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from .cards import (
    DECK,
    POINTS_BY_INDEX,
    SUIT_MASKS,
    Card,
    CardError,
    Suit,
    cards_from_mask,
    format_cards,
    parse_cards,
)
from .deal import DealError, Seating, deal_masks, round_from, seating
from .i18n import Message, WordedError, t
from .jsonfile import brief
from .moves import (
    KINDS,
    Decision,
    DecisionKind,
    InvalidMove,
    Move,
    MoveKind,
    add_kind,
    deprecated,
)
from .rules import Rules, RulesError

__all__ = ["Hand", "IllegalPlay", "Revoke", "Trick", "legal_mask", "position", "trick_winner"]

CAPOTE = add_kind(DecisionKind("capote", ("annul", "attempt"),
                               {"annul": "ui_annul", "attempt": "ui_attempt"}, bare=True))
"""The capote decision (000, 003, 004): the seat that took every trick but the last
annuls the hand or attempts the capote."""

Outcome = Literal["normal", "capote", "capote_failed", "annulled", "revoke", "incomplete"]
CapoteChoice = Literal["attempt", "annul"]


class IllegalPlay(ValueError):
    """A card refused, with everything needed to say why.

    ``reason`` is one of ``follow_suit``, ``not_in_hand``, ``not_your_turn``, ``hand_over``,
    ``decision_pending``, ``no_decision`` (a capote choice with none to make), ``no_offer``
    (a doctor or cappotto answer with none offered), ``offer_pending`` (a card or capote
    choice while a seat must answer an offer) and ``match_over``; ``str()`` is the referee's
    sentence in the session's language (``coteccio_lab.i18n.speaking``; English unless
    set), ``message(lang, you=True)`` the learner's. ``move`` is the move
    refused. Text that names no move at all is not refused but is an ``InvalidMove``.

    >>> hand = Hand.deal(4, seed=7)
    >>> refused = hand.refusal("Ac", seat=2)
    >>> refused.reason, refused.message("it")
    ('not_your_turn', 'tocca al posto 1, non al posto 2')
    """

    def __init__(
        self,
        reason: str,
        *,
        seat: int | None,
        card: Card | None,
        index: int,
        to_act: int | None = None,
        led: Suit | None = None,
        holding: Sequence[Card] = (),
        owner: int | None = None,
        text: str = "",
        move: Move | None = None,
    ) -> None:
        self.reason = reason
        self.text = text
        self.move = move
        self.seat = seat
        self.card = card
        self.index = index
        self.to_act = to_act
        self.led = led
        self.holding = tuple(holding)
        self.owner = owner
        super().__init__(self.message())

    @property
    def turn(self) -> int | None:
        """Deprecated: ``to_act``, the seat whose turn it was."""
        deprecated("IllegalPlay.turn", "IllegalPlay.to_act is the same seat")
        return self.to_act

    def __str__(self) -> str:
        # worded when shown, not when raised: a traceback or a log line speaks the
        # session's language at that moment
        return self._referee()

    def message(self, lang: str | None = None, *, you: bool = False) -> str:
        """Why the card is refused; without ``lang`` the referee's terse sentence in the
        session's language."""
        if lang is None:
            return self._referee()
        if self.reason == "follow_suit":
            holder = t("holder_you", lang) if you else t("holder_seat", lang, seat=self.seat)
            return t("follow_suit", lang, suit=self.led, holder=holder, cards=list(self.holding))
        if self.reason == "not_in_hand":
            whose = t("whose_your", lang) if you else t("whose_seat", lang, seat=self.seat)
            return t("not_in_hand", lang, card=self.card, whose=whose)
        if self.reason == "not_your_turn":
            return t("not_your_turn", lang, turn=self.to_act, seat=self.seat)
        if self.reason == "decision_pending":
            return t("decision_pending", lang, seat=self.to_act)
        if self.reason in ("no_decision", "no_offer", "match_over"):
            return t(self.reason, lang)
        if self.reason == "offer_pending":
            return t("offer_pending", lang, seat=self.to_act)
        return t("hand_over", lang)

    def _referee(self) -> str:
        """The referee's sentence (``ref_*``), in the session's language."""
        if self.reason == "follow_suit":
            assert self.led is not None
            return t("ref_follow_suit", suit=self.led, seat=self.seat,
                     cards=format_cards(self.holding))
        card = self.card.code() if self.card else "?"
        if self.reason == "not_in_hand":
            if self.owner is not None:
                return t("ref_not_in_hand_owner", card=card, seat=self.seat, owner=self.owner)
            return t("ref_not_in_hand_gone", card=card, seat=self.seat)
        if self.reason == "not_your_turn":
            return t("not_your_turn", turn=self.to_act, seat=self.seat)
        if self.reason == "decision_pending":
            return t("ref_decision_pending", seat=self.to_act)
        if self.reason == "no_offer":
            return t("ref_no_offer", move=self.move)
        if self.reason == "offer_pending":
            return t("ref_offer_pending", seat=self.to_act, offer=KINDS[self.text].words())
        if self.reason in ("no_decision", "match_over"):
            return t(self.reason)
        return t("ref_hand_over")


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, the cards in playing order, who won, its card points."""

    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int
    seats: tuple[int, ...]
    """Who played each card, the leader first."""

    @property
    def seat_cards(self) -> list[tuple[int, Card]]:
        """``(seat, card)`` in playing order, as ``Hand.current_trick`` gives the trick in play.

        >>> hand = Hand(None, [["Ac"], ["Kc"], ["2c"]], dealer=0)
        >>> for code in ("Kc", "2c", "Ac"): _ = hand.push(code)
        >>> [(seat, card.code()) for seat, card in hand.tricks[0].seat_cards]
        [(1, 'Kc'), (2, '2c'), (0, 'Ac')]
        """
        return list(zip(self.seats, self.cards))

    def to_json(self) -> dict[str, object]:
        return {
            "leader": self.leader,
            "cards": [c.code() for c in self.cards],
            "winner": self.winner,
            "points": self.points,
        }


_TRICKS: dict[tuple[object, ...], Trick] = {}
"""Finished tricks already built (a Trick is immutable): the players' play-outs ask every
view for them, move after move."""
_TRICKS_KEPT = 50_000


@dataclass(frozen=True)
class Revoke:
    """A failure to follow suit, allowed in table mode until proved."""

    seat: int
    play_index: int
    trick: int
    led: Suit
    card: Card
    proved_at: int | None = None


def legal_mask(holding: int, led: int) -> int:
    """The cards (bit mask) one may play from ``holding`` when suit ``led`` (-1: none) was led.

    This is the rule every source states: follow suit if you can, else anything.
    """
    if led < 0:
        return holding
    follow = holding & SUIT_MASKS[led]
    return follow if follow else holding


def trick_winner(plays: Sequence[tuple[int, Card]]) -> int:
    """The seat that takes a trick, ``(seat, card)`` in playing order: the highest card of
    the suit led (every source's rule; no trumps, a card of another suit never wins).

    With :func:`legal_mask` this is the trick rule. The engine's own loops and the capote
    odds (``odds``) inline it for speed, as does the whole-hand solver the benchmarks keep as
    a baseline; ``tests/test_trick_rule.py`` holds them all to these two functions over
    random positions.

    >>> trick_winner([(2, Card.parse("Kc")), (0, Card.parse("Ad")), (1, Card.parse("3c"))])
    2
    """
    best_seat, best = plays[0]
    for seat, card in plays[1:]:
        if card.beats(best):
            best_seat, best = seat, card
    return best_seat


_PLAYING, _DECISION, _OVER = 0, 1, 2
_SUIT_OF = tuple(i // 10 for i in range(40))
_BIT = tuple(1 << i for i in range(40))

_SHIFT = (0, 10, 20, 30)
_SUIT_MASK = tuple(SUIT_MASKS)
# _CARD_MOVES[seat][index]: the move "seat plays that card", made once per seat when first
# needed (legal_moves is on the hot path of every play loop).
_CARD_MOVES: list[tuple[Move, ...]] = []


# _MOVE_PICK[seat][suit][m]: those moves for the cards of the 10-bit suit mask m, lowest
# first, so that legal_moves copies a tuple instead of building each move's list.
_MOVE_PICK: list[tuple[tuple[tuple[Move, ...], ...], ...]] = []


def _card_moves(seat: int) -> tuple[Move, ...]:
    while len(_CARD_MOVES) <= seat:
        s = len(_CARD_MOVES)
        row = tuple(Move(s, card=card) for card in DECK)
        _CARD_MOVES.append(row)
        _MOVE_PICK.append(tuple(tuple(tuple(row[i] for i in picks) for picks in _PICK[suit])
                                for suit in range(4)))
    return _CARD_MOVES[seat]


# _PICK[suit][m]: the card indices of the 10-bit suit mask m, lowest first.
_PICK: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(10 * suit + r for r in range(10) if m >> r & 1) for m in range(1024))
    for suit in range(4)
)


class Hand:
    """One deal from the first lead to the end, with ``push``, ``pop`` and explanations.

    ``hands`` has one list per seat (an empty list for a seat out of the match).
    Seats follow the hand-record spec: seat i+1 plays after seat i, and the seat
    after the dealer leads first.

    >>> hand = Hand(None, [["Ac", "2d"], ["Kc", "3d"]], dealer=1)
    >>> hand.push("Ac"), hand.push("Kc")
    (Move.parse('Ac', seat=0), Move.parse('Kc', seat=1))
    >>> hand.tricks[0].winner, hand.to_act, hand.following_suit
    (0, 0, [Card.parse('2d')])
    """

    __slots__ = (
        "rules",
        "n",
        "dealer",
        "spies",
        "first_leader",
        "active",
        "_dealt",
        "_next",
        "_nactive",
        "_size",
        "_decision_at",
        "_table",
        "_stops",
        "_bonus",
        "_masks",
        "_plays",
        "_leader",
        "_led",
        "_best",
        "_best_seat",
        "_tcount",
        "_tpts",
        "_turn",
        "_tricks",
        "_won",
        "_points",
        "_status",
        "_capote",
        "_decider",
        "_revokes",
        "_proved",
    )

    rules: Rules
    n: int
    dealer: int
    spies: tuple[Card, ...]
    first_leader: int
    active: tuple[int, ...]

    def __init__(
        self,
        rules: Rules | None,
        hands: Sequence[Iterable[Card | str]],
        dealer: int,
        *,
        spies: Iterable[Card | str] = (),
    ) -> None:
        n = len(hands)
        if n < 2:
            raise DealError(Message("deal_err_seats", n=n))
        masks = [0] * n
        seen: dict[int, int] = {}
        for seat, cards in enumerate(hands):
            if isinstance(cards, str) or not isinstance(cards, Iterable):
                raise DealError(Message("deal_err_not_list", seat=seat, got=brief(cards)))
            for raw in cards:
                card = _card(raw, Message("deal_where_dealt", seat=seat))
                if card.index in seen:
                    raise DealError(Message("deal_err_twice", card=card.code(),
                                            first=seen[card.index], second=seat))
                seen[card.index] = seat
                masks[seat] |= card.bit
        spy = []
        for raw in spies:
            card = _card(raw, Message("deal_where_spy"))
            if card.index in seen:
                raise DealError(Message("deal_err_spy_dealt", card=card.code(),
                                        seat=seen[card.index]))
            spy.append(card.index)
        if not (isinstance(dealer, int) and 0 <= dealer < n):
            raise DealError(Message("deal_err_dealer", last=n - 1, got=brief(dealer)))
        active = [s for s in range(n) if masks[s]]
        if len(active) < 2:
            raise DealError(Message("deal_err_two_dealt"))
        size = masks[active[0]].bit_count()
        for s in active:
            if masks[s].bit_count() != size:
                raise DealError(Message("deal_err_same_size", first=active[0], size=size, seat=s,
                                        got=masks[s].bit_count()))
        self._start(
            rules if rules is not None else Rules(),
            masks,
            dealer,
            spy,
            seating([m != 0 for m in masks], dealer),
        )

    def _start(
        self, rules: Rules, masks: list[int], dealer: int, spies: Sequence[int], seats: Seating
    ) -> None:
        order, active, nxt = seats
        self.rules = rules
        self.n = len(masks)
        self.dealer = dealer
        self.spies = tuple(DECK[i] for i in spies) if spies else ()
        self._dealt = tuple(masks)
        self.active = active
        self._size = masks[order[0]].bit_count()
        self._nactive = len(order)
        self._next = nxt
        self.first_leader = order[0]
        _card_moves(self.n - 1)  # every seat's moves made (legal_moves reads them)
        self._fill_rules()
        self._reset()

    def _reset(self) -> None:
        self._masks = list(self._dealt)
        self._plays: list[int] = []
        self._leader = self.first_leader
        self._led = -1
        self._best = -1
        self._best_seat = -1
        self._tcount = 0
        self._tpts = 0
        self._turn = self.first_leader
        self._tricks: list[tuple[int, int, int, int]] = []  # leader, winner, points, last card
        self._won = [0] * self.n
        self._points = [0] * self.n
        self._status = _PLAYING
        self._capote: CapoteChoice | None = None
        self._decider = -1
        self._revokes: list[Revoke] = []
        self._proved: Revoke | None = None

    @classmethod
    def deal(
        cls,
        players: int,
        *,
        seed: int | None = None,
        dealer: int = 0,
        rules: Rules | str | None = None,
    ) -> Hand:
        """A fresh seeded deal for ``players`` seats: Trieste's rules unless ``rules`` (a
        ``Rules`` or a preset name: ``"bergamo"``); ``seed=None`` draws one at random.

        >>> hand = Hand.deal(4, seed=7)
        >>> hand  # doctest: +ELLIPSIS
        Hand.from_moves('trieste', ['4d Ad 4s Ks 2b', '2c Jd 2s 6s 3b', ...], dealer=0)
        >>> Hand.deal(4, seed=7, rules="trieste").dealt == hand.dealt
        True
        """
        chosen = Rules.from_spec(rules)
        chosen.check_players(players)
        return cls.deal_seats(chosen, [True] * players, dealer, seed)

    @classmethod
    def deal_seats(
        cls, rules: Rules, in_play: Sequence[bool], dealer: int, seed: int | None = None
    ) -> Hand:
        """A seeded deal to the seats still in a match (``in_play[s]``).

        This is the hot path of simulations: the seating (who receives first,
        who plays after whom) is cached per (seats in play, dealer).
        """
        if seed is None:
            seed = random.getrandbits(40)
        seats = seating(in_play, dealer)
        order = seats[0]
        spies = rules.spies if len(order) <= rules.spies_at_most else 0
        masks, spy = deal_masks(seed, order, len(in_play), rules.hand_size, spies)
        hand = cls.__new__(cls)
        hand._start(rules, masks, dealer, spy, seats)
        return hand

    @classmethod
    def from_moves(
        cls,
        rules: Rules | str | Mapping[str, Any] | None,
        hands: Sequence[Iterable[Card | str] | str],
        dealer: int,
        moves: str | Iterable[Move | str] = "",
        *,
        spies: Iterable[Card | str] | str = (),
    ) -> Hand:
        """A deal and the moves made in it, as ``repr(hand)`` writes them: ``rules`` a spec
        (``Rules.from_spec``), one string of card codes per seat (``""`` for a seat out),
        and ``moves`` in the move notation (``"4b Qc annul"``), each pushed in turn (so a
        bad move raises ``InvalidMove`` or ``IllegalPlay``).

        >>> hand = Hand.from_moves("trieste", ["4b 2c", "Qc 3d", "2b 4d", "Jb 5d"], 3, "4b Qc")
        >>> hand.to_act, eval(repr(hand)).state_key() == hand.state_key()
        (2, True)
        """
        dealt = [_cards(h.split() if isinstance(h, str) else h, f"seat {seat} holds")
                 for seat, h in enumerate(hands)]
        shown = _cards(spies.split() if isinstance(spies, str) else spies, "the spies are")
        hand = cls(Rules.from_spec(rules), dealt, dealer, spies=shown)
        for move in moves.split() if isinstance(moves, str) else moves:
            hand.push(move)
        return hand

    def _fill_rules(self) -> None:
        rules = self.rules
        self._table = rules.revoke == "table"
        # revoke_stops False: a revoke costs a bóla (004) and the hand plays on (the kit's).
        self._stops = self._table and rules.revoke_stops
        self._bonus = rules.last_trick_bonus
        decision = rules.capote_decision and rules.annul and self._size >= 3
        self._decision_at = self._size - 1 if decision else -1

    # ---- state -------------------------------------------------------------
    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards as dealt (lowest first); empty for a seat not in the hand."""
        return tuple(tuple(cards_from_mask(m)) for m in self._dealt)

    @property
    def turn(self) -> int | None:
        """Deprecated: ``to_act``, the same seat."""
        deprecated("Hand.turn", "Hand.to_act is the same seat")
        return self.to_act

    @property
    def is_over(self) -> bool:
        """Deprecated: ``over``."""
        deprecated("Hand.is_over", "Hand.over is the same answer")
        return self._status == _OVER

    @property
    def decision_pending(self) -> bool:
        """True when the seat to move must choose annul or attempt before leading."""
        return self._status == _DECISION

    @property
    def capote_choice(self) -> CapoteChoice | None:
        return self._capote

    @property
    def hand_size(self) -> int:
        return self._size

    def holding(self, seat: int) -> list[Card]:
        """The cards ``seat`` still holds (lowest first)."""
        return cards_from_mask(self._masks[seat])

    def holding_mask(self, seat: int) -> int:
        return self._masks[seat]

    def dealt_mask(self, seat: int) -> int:
        return self._dealt[seat]

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat`` in this hand."""
        return self._next[seat]

    @property
    def plays(self) -> list[Card]:
        return [DECK[i] for i in self._plays]

    @property
    def play_indices(self) -> list[int]:
        return list(self._plays)

    def play_seats(self) -> list[int]:
        """The seat that made each play, in order."""
        seats = []
        k = 0
        for lead, _win, _pts, _ in self._tricks:
            seat = lead
            for _ in range(self._nactive):
                seats.append(seat)
                seat = self._next[seat]
            k += self._nactive
        seat = self._leader
        for _ in range(len(self._plays) - k):
            seats.append(seat)
            seat = self._next[seat]
        return seats

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        """The trick on the table: (seat, card) in playing order."""
        seat = self._leader
        out = []
        for idx in self._plays[len(self._plays) - self._tcount :]:
            out.append((seat, DECK[idx]))
            seat = self._next[seat]
        return out

    @property
    def led_suit(self) -> Suit | None:
        return Suit(self._led) if self._led >= 0 else None

    @property
    def leader(self) -> int:
        return self._leader

    @property
    def play_order(self) -> list[int]:
        """The seats in play in the order they play, the first leader first.

        >>> Hand.deal(4, seed=7, dealer=2).play_order
        [3, 0, 1, 2]
        """
        return list(round_from(self.active, self.first_leader))

    @property
    def tricks(self) -> list[Trick]:
        out = []
        k = self._nactive
        active = self.active
        plays = self._plays
        for i, (lead, win, pts, _) in enumerate(self._tricks):
            key = (active, lead, win, pts, *plays[i * k : (i + 1) * k])
            trick = _TRICKS.get(key)
            if trick is None:
                cards = tuple(DECK[c] for c in plays[i * k : (i + 1) * k])
                trick = Trick(lead, cards, win, pts, round_from(active, lead))
                if len(_TRICKS) >= _TRICKS_KEPT:
                    _TRICKS.clear()
                _TRICKS[key] = trick
            out.append(trick)
        return out

    @property
    def tricks_done(self) -> int:
        return len(self._tricks)

    def tricks_won(self, seat: int) -> int:
        return self._won[seat]

    def cards_won(self, seat: int) -> list[Card]:
        """The cards of the tricks ``seat`` won, trick by trick in playing order."""
        k = self._nactive
        plays = self._plays
        return [DECK[c] for i, trick in enumerate(self._tricks) if trick[1] == seat
                for c in plays[i * k : (i + 1) * k]]

    def points(self) -> list[int]:
        """Each seat's card points, plus the last-trick bonus once the last trick is won."""
        return list(self._points)

    @property
    def revokes(self) -> list[Revoke]:
        return list(self._revokes)

    @property
    def proved_revoke(self) -> Revoke | None:
        return self._proved

    @property
    def capote_taker(self) -> int | None:
        """The seat that has won every trick so far (at least one), else None."""
        if not self._tricks:
            return None
        first = self._tricks[0][1]
        return first if self._won[first] == len(self._tricks) else None

    @property
    def decider(self) -> int | None:
        """The seat that faces (or faced) the capote decision in this hand."""
        return self._decider if self._decider >= 0 else None

    @property
    def outcome(self) -> Outcome:
        """``incomplete`` until the hand ends; then how it ended (hand-record spec)."""
        if self._status != _OVER:
            return "incomplete"
        if self._proved is not None:
            return "revoke"
        if self._capote == "annul":
            return "annulled"
        taker = self._tricks[0][1]
        if self._won[taker] == self._size:
            return "capote"
        if (
            self._won[taker] == self._size - 1
            and self._tricks[-1][1] != taker
            and self.rules.capote_decision
            and self.rules.failed_capote
            and (self._capote == "attempt" or (not self.rules.annul and self._size >= 3))
        ):
            return "capote_failed"
        return "normal"

    @property
    def capote_stopper(self) -> int | None:
        """The seat that won the last trick against an attempted capote."""
        return self._tricks[-1][1] if self.outcome == "capote_failed" else None

    @property
    def decision_after(self) -> int | None:
        """After how many tricks the capote decision can arise in this hand (None: never)."""
        return self._decision_at if self._decision_at >= 0 else None

    # ---- legality ------------------------------------------------------------
    @property
    def legal_mask(self) -> int:
        """The cards the seat to move may play without revoking, as a bit mask."""
        if self._status != _PLAYING:
            return 0
        return legal_mask(self._masks[self._turn], self._led)

    @property
    def following_suit(self) -> list[Card]:
        """The cards the seat to act may play without revoking (empty while a decision
        waits or once the hand is over).

        In strict mode these are the cards of ``legal_moves``. In table mode
        ``legal_moves`` is larger: a revoke is accepted there (and proved later), so it
        holds every card of the seat; this list is still only the cards that follow suit,
        what a screen marks as the proper plays.
        """
        return cards_from_mask(self.legal_mask)

    @property
    def legal_plays(self) -> list[Card]:
        """Deprecated: ``following_suit`` (the same cards) or ``legal_moves`` (every move
        ``push`` accepts, which in table mode also holds the revokes)."""
        deprecated("Hand.legal_plays",
                   "Hand.following_suit is the same cards; Hand.legal_moves is every move "
                   "push accepts, and in table mode it also holds the revokes")
        return self.following_suit

    def playable(self) -> list[Card]:
        """Deprecated: the cards of ``legal_moves``."""
        deprecated("Hand.playable()",
                   "[move.card for move in Hand.legal_moves if move.card] is the same cards")
        return [m.card for m in self.legal_moves if m.card is not None]

    def refusal(self, card: Card | str, seat: int | None = None) -> IllegalPlay | None:
        """Why ``card`` cannot be played now (None if it can).

        In table mode a revoke is not refused: it is played and may be proved later.
        Text that is no card raises ``InvalidMove`` (a syntax error, not a refusal).
        """
        index = len(self._plays)
        c = card if isinstance(card, Card) else _card_of(card, seat)
        turn = self._turn
        if self._status == _OVER:
            return IllegalPlay("hand_over", seat=seat, card=c, index=index)
        if seat is not None and seat != turn:
            return IllegalPlay("not_your_turn", seat=seat, card=c, index=index, to_act=turn)
        if self._status == _DECISION:
            return IllegalPlay("decision_pending", seat=turn, card=c, index=index, to_act=turn)
        mask = self._masks[turn]
        if not mask & c.bit:
            owner = next((s for s in range(self.n) if self._masks[s] & c.bit), None)
            return IllegalPlay("not_in_hand", seat=turn, card=c, index=index, owner=owner)
        if self._table or legal_mask(mask, self._led) & c.bit:
            return None
        return IllegalPlay(
            "follow_suit",
            seat=turn,
            card=c,
            index=index,
            led=Suit(self._led),
            holding=cards_from_mask(mask & SUIT_MASKS[self._led]),
        )

    # ---- moves -----------------------------------------------------------------
    def play(self, card: Card | str, seat: int | None = None) -> None:
        """Deprecated: ``push(card)`` (or ``push(Move(seat, card=card))``)."""
        deprecated("Hand.play()", "Hand.push(card) plays it and returns the move")
        self._play(card, seat)

    def _play(self, card: Card | str, seat: int | None = None) -> None:
        """Play ``card`` for the seat to move; a refused card raises and changes nothing."""
        c = card if isinstance(card, Card) else _card_of(card, seat)
        refused = self.refusal(c, seat)
        if refused is not None:
            raise refused
        self._step(c.index)

    def play_index(self, idx: int) -> None:
        """Play card ``idx`` for the seat to move, trusting that ``push`` would accept it."""
        self._step(idx)

    def playout(self, rand: Callable[[], float], capote: CapoteChoice = "attempt") -> None:
        """Play the hand to its end with uniformly random legal cards (simulations).

        ``rand`` is a ``random.Random().random``; at a capote decision ``capote``
        is chosen. The cards drawn are those ``legal_moves`` offers in strict mode (it
        follows suit even at a table that allows a revoke), and the state after each is
        the one ``push`` of that card gives (``tests/test_hand.py`` checks it).
        """
        while self._status != _OVER:
            if self._status == _DECISION:
                self._decide_capote(capote)
                continue  # an annul ends the hand here: no card may follow
            self._advance(rand)

    def _advance(self, rand: Callable[[], float]) -> None:
        # The random playout, as one loop: the rules of ``_step`` (follow suit, trick
        # winner, tricks, capote decision point, a revoke proved) with the state in locals,
        # written back at the end; the simulations' hot path. ``rand`` draws the k-th
        # lowest legal card, k = int(rand() * number of legal cards), until a stop. A
        # drawn card always follows suit, so no revoke is made here (only proved).
        masks = self._masks
        plays = self._plays
        append = plays.append
        nxt = self._next
        tricks = self._tricks
        won = self._won
        taken = self._points
        leader = self._leader
        seat = self._turn
        led = self._led
        best = self._best
        best_seat = self._best_seat
        tcount = self._tcount
        tpts = self._tpts
        nactive = self._nactive
        stops = self._stops
        size = self._size
        decision_at = self._decision_at
        points = POINTS_BY_INDEX
        suit_of = _SUIT_OF
        bits = _BIT
        follow = _PICK[led] if led >= 0 else _PICK[0]
        shift = _SHIFT[led] if led >= 0 else 0
        status = _PLAYING
        while True:
            hold = masks[seat]
            if tcount and (cards := follow[hold >> shift & 1023]):
                idx = cards[int(rand() * len(cards))]
            else:  # leading, or void in the suit led: any card
                legal = hold
                k = int(rand() * legal.bit_count())
                while k:
                    legal &= legal - 1
                    k -= 1
                idx = (legal & -legal).bit_length() - 1
            hold ^= bits[idx]
            masks[seat] = hold
            append(idx)
            suit = suit_of[idx]
            if tcount == 0:
                led = suit
                follow = _PICK[suit]
                shift = _SHIFT[suit]
                best = idx
                best_seat = seat
                tpts = points[idx]
            else:
                tpts += points[idx]
                if suit == led and idx > best:
                    best = idx
                    best_seat = seat
            tcount += 1
            if stops and self._revokes and self._prove(seat, suit, len(plays) - 1):
                status = _OVER
                seat = nxt[seat]
                break
            if tcount == nactive:
                tricks.append((leader, best_seat, tpts, idx))
                won[best_seat] += 1
                taken[best_seat] += tpts
                leader = seat = best_seat
                tcount = 0
                led = -1
                # no trick on the table: the same state as after undo (state_key)
                best = best_seat = -1
                tpts = 0
                done = len(tricks)
                if done == size:
                    taken[seat] += self._bonus
                    status = _OVER
                    break
                if done == decision_at and won[seat] == done:
                    status = _DECISION
                    self._decider = seat
                    break
            else:
                seat = nxt[seat]
        self._leader = leader
        self._turn = seat
        self._led = led
        self._best = best
        self._best_seat = best_seat
        self._tcount = tcount
        self._tpts = tpts
        self._status = status

    def _step(self, idx: int) -> None:
        # One card, the one implementation of play: follow suit, the trick's winner, the
        # tricks, the capote decision point, a revoke made (table mode) or proved.
        seat = self._turn
        masks = self._masks
        hold = masks[seat] ^ _BIT[idx]
        masks[seat] = hold
        plays = self._plays
        plays.append(idx)
        suit = _SUIT_OF[idx]
        tcount = self._tcount
        if tcount == 0:
            self._led = suit
            self._best = idx
            self._best_seat = seat
            self._tpts = POINTS_BY_INDEX[idx]
        else:
            self._tpts += POINTS_BY_INDEX[idx]
            led = self._led
            if suit == led:
                if idx > self._best:
                    self._best = idx
                    self._best_seat = seat
            elif self._table and hold & SUIT_MASKS[led]:
                self._revokes.append(
                    Revoke(seat, len(plays) - 1, len(self._tricks), Suit(led), DECK[idx]))
        tcount += 1
        if self._stops and self._revokes and self._prove(seat, suit, len(plays) - 1):
            self._tcount = tcount
            self._status = _OVER
            self._turn = self._next[seat]
            return
        if tcount < self._nactive:
            self._tcount = tcount
            self._turn = self._next[seat]
            return
        tricks = self._tricks
        best_seat = self._best_seat
        tpts = self._tpts
        tricks.append((self._leader, best_seat, tpts, idx))
        won = self._won
        won[best_seat] += 1
        self._points[best_seat] += tpts
        self._leader = self._turn = best_seat
        self._tcount = 0
        self._led = self._best = self._best_seat = -1
        self._tpts = 0
        done = len(tricks)
        if done == self._size:
            self._points[best_seat] += self._bonus
            self._status = _OVER
        elif done == self._decision_at and won[best_seat] == done:
            self._status = _DECISION
            self._decider = best_seat

    def _prove(self, seat: int, suit: int, at: int) -> bool:
        for k, r in enumerate(self._revokes):
            if r.seat == seat and r.led == suit and r.proved_at is None and r.play_index < at:
                self._proved = self._revokes[k] = Revoke(
                    r.seat, r.play_index, r.trick, r.led, r.card, at
                )
                return True
        return False

    def decide_capote(self, choice: str, seat: int | None = None) -> None:
        """Deprecated: ``push("annul")`` or ``push("attempt")`` (the same refusals)."""
        deprecated("Hand.decide_capote()", f"Hand.push({choice!r})")
        self._decide_capote(choice, seat)

    def _decide_capote(self, choice: str, seat: int | None = None) -> None:
        """``annul`` or ``attempt``, for the seat that has won every trick but the last."""
        if self._status != _DECISION:
            raise IllegalPlay("no_decision", seat=seat, card=None, index=len(self._plays))
        if seat is not None and seat != self._decider:
            raise IllegalPlay(
                "not_your_turn", seat=seat, card=None, index=len(self._plays), to_act=self._decider
            )
        if choice not in ("annul", "attempt"):
            raise ValueError(f"the capote choice is 'annul' or 'attempt', not {choice!r}")
        self._capote = "annul" if choice == "annul" else "attempt"
        self._status = _OVER if choice == "annul" else _PLAYING

    # ---- the state machine: to_act, legal_moves, push, pop --------------------------
    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is (a card or the capote choice); None once over."""
        return None if self._status == _OVER else self._turn

    @property
    def over(self) -> bool:
        """The hand has ended."""
        return self._status == _OVER

    @property
    def legal_moves(self) -> list[Move]:
        """Every move ``push`` accepts now: ``annul``/``attempt`` at the capote decision,
        else the cards (the whole holding in table mode, where a revoke is allowed until
        it is proved)."""
        status = self._status
        if status == _OVER:
            return []
        seat = self._turn
        if status == _DECISION:
            return [Move(seat, capote="annul"), Move(seat, capote="attempt")]
        hold = self._masks[seat]
        pick = _MOVE_PICK[seat]
        led = self._led
        if led >= 0 and not self._table:
            follow = pick[led][hold >> _SHIFT[led] & 1023]
            if follow:
                return list(follow)
        return [*pick[0][hold & 1023], *pick[1][hold >> 10 & 1023], *pick[2][hold >> 20 & 1023],
                *pick[3][hold >> 30]]

    @property
    def pending(self) -> list[Decision]:
        """The decision waiting, as a list (empty once the hand is over): the seat
        ``to_act``, the kind (``capote`` or ``card``) and its ``legal_moves``."""
        seat = self.to_act
        if seat is None:
            return []
        kind: MoveKind = "capote" if self._status == _DECISION else "card"
        return [Decision(seat, kind, tuple(self.legal_moves))]

    def push(self, move: Move | Card | str) -> Move:
        """Make ``move`` (a ``Move``, a ``Card`` or the notation: ``"Ac"``, ``"annul"``)
        for the seat to act, and return it with its seat.

        Text that names no move raises ``InvalidMove``; a move the state does not allow
        (out of turn, a card not held, not following suit, an answer to an offer a hand
        never makes) raises ``IllegalPlay``; either way nothing changes.

        >>> hand = Hand(None, [["Ac", "2d"], ["Kc", "3d"]], dealer=1)
        >>> hand.push("Ac"), hand.push("Kc")
        (Move.parse('Ac', seat=0), Move.parse('Kc', seat=1))
        >>> hand.legal_moves, hand.pop(), hand.move_stack
        ([Move.parse('2d', seat=0)], Move.parse('Kc', seat=1), [Move.parse('Ac', seat=0)])
        """
        if type(move) is Move and (card := move.card) is not None and self._status == _PLAYING:
            # the common case, a card of legal_moves: checked with two masks, then played
            turn = self._turn
            hold = self._masks[turn]
            bit = card.bit
            led = self._led
            if (move.seat is None or move.seat == turn) and hold & bit and (
                    led < 0 or self._table or hold & bit & _SUIT_MASK[led]
                    or not hold & _SUIT_MASK[led]):
                self._step(card.index)
                return move if move.seat is not None else _CARD_MOVES[turn][card.index]
        m = move if isinstance(move, Move) else Move.of(move)
        seat = m.seat
        if m.card is not None:
            self._play(m.card, seat)
        elif m.capote is not None:
            self._decide_capote(m.capote, seat)
        else:
            raise IllegalPlay("no_offer", seat=seat, card=None, index=len(self._plays),
                              to_act=self.to_act, move=m)
        if seat is None:
            # the seat that moved: the decider, or the one before the seat now to act
            seat = self._decider if m.capote is not None else self._last_seat()
            m = replace(m, seat=seat)
        return m

    def pop(self) -> Move:
        """Take back the last move and return it; with nothing to take back, ValueError."""
        if self._capote_last():
            choice = self._capote
            self._undo()
            return Move(self._decider, capote=choice)
        if not self._plays:
            raise ValueError("nothing to take back: no move has been made")
        idx = self._plays[-1]
        self._undo()
        return _card_moves(self._turn)[idx]

    @property
    def move_stack(self) -> list[Move]:
        """Every move made, in order: the cards with the capote choice where it was made."""
        seats = self.play_seats()
        out = [_card_moves(s)[i] for s, i in zip(seats, self._plays)]
        if self._capote is not None:
            out.insert(self._decision_at * self._nactive,
                       Move(self._decider, capote=self._capote))
        return out

    def __iter__(self) -> Iterator[Move]:
        """The moves made, in order (``move_stack``), as python-chess's mainline."""
        return iter(self.move_stack)

    def _capote_last(self) -> bool:
        return self._capote is not None and len(self._tricks) == self._decision_at and (
            self._tcount == 0)

    def _last_seat(self) -> int:
        if self._proved is not None or self._tcount:
            seat = self._leader
            for _ in range(self._tcount - 1):
                seat = self._next[seat]
            return seat
        lead = self._tricks[-1][0]
        seat = lead
        for _ in range(self._nactive - 1):
            seat = self._next[seat]
        return seat

    def undo(self) -> None:
        """Deprecated: ``pop()`` takes back the last move and returns it."""
        deprecated("Hand.undo()", "Hand.pop() takes back the last move and returns it")
        self._undo()

    def _undo(self) -> None:
        """Take back the last card or capote choice; with nothing to undo, ValueError."""
        if self._capote_last():
            self._capote = None
            self._status = _DECISION
            return
        if not self._plays:
            raise ValueError("nothing to undo: no card has been played")
        idx = self._plays.pop()
        at = len(self._plays)
        if self._proved is not None:
            p = self._proved
            k = self._revokes.index(p)
            self._revokes[k] = Revoke(p.seat, p.play_index, p.trick, p.led, p.card)
            self._proved = None
            self._tcount -= 1
        elif self._tcount == 0:
            lead, win, pts, _ = self._tricks.pop()
            self._won[win] -= 1
            self._points[win] -= pts
            if self._status == _OVER:
                self._points[win] -= self._bonus
            if self._decider == win and len(self._tricks) + 1 == self._decision_at:
                self._decider = -1
            self._leader = lead
            self._tcount = self._nactive - 1
        else:
            self._tcount -= 1
        if self._revokes and self._revokes[-1].play_index == at:
            self._revokes.pop()
        seat = self._leader
        for _ in range(self._tcount):
            seat = self._next[seat]
        self._masks[seat] |= 1 << idx
        self._turn = seat
        self._status = _PLAYING
        self._recompute_trick()

    def _recompute_trick(self) -> None:
        cards = self._plays[len(self._plays) - self._tcount :]
        if not cards:
            self._led = self._best = self._best_seat = -1
            self._tpts = 0
            return
        self._led = led = cards[0] // 10
        seat = self._leader
        best, best_seat, pts = -1, -1, 0
        for i in cards:
            pts += POINTS_BY_INDEX[i]
            if i // 10 == led and i > best:
                best, best_seat = i, seat
            seat = self._next[seat]
        self._best, self._best_seat, self._tpts = best, best_seat, pts

    def copy(self) -> Hand:
        """An independent copy in the same state (for search and what-if)."""
        other = Hand.__new__(Hand)
        for name in Hand.__slots__:
            value = getattr(self, name)
            if isinstance(value, list):
                value = list(value)
            setattr(other, name, value)
        return other

    def relaid(self, holdings: Sequence[int]) -> Hand:
        """A copy in which each seat now holds ``holdings[s]`` (a card mask) instead of its
        cards, every play so far the same: the position as it would be had the unseen cards
        lain that way (what a seat imagines). Each seat keeps its number of cards, and no
        card may be held twice or be one already played.

        >>> hand = Hand(None, [["Ac", "2d"], ["Kc", "3d"], ["4c", "5d"]], dealer=2)
        >>> _ = hand.push("Ac")
        >>> other = hand.relaid([Card.parse("2d").bit, Card.parse("4c").bit | Card.parse("3d").bit,
        ...                      Card.parse("Kc").bit | Card.parse("5d").bit])
        >>> [c.code() for c in other.holding(1)], [c.code() for c in other.dealt[0]]
        (['4c', '3d'], ['Ac', '2d'])
        """
        if len(holdings) != self.n:
            raise ValueError(f"{len(holdings)} holdings given for {self.n} seats")
        played = 0
        for idx in self._plays:
            played |= 1 << idx
        taken = played
        for seat, mask in enumerate(holdings):
            if mask.bit_count() != self._masks[seat].bit_count() or mask & taken:
                raise ValueError(f"seat {seat} cannot hold those cards here")
            taken |= mask
        other = self.copy()
        by_seat = [0] * self.n
        for seat, idx in zip(self.play_seats(), self._plays):
            by_seat[seat] |= 1 << idx
        other._masks = list(holdings)
        other._dealt = tuple(holdings[s] | by_seat[s] for s in range(self.n))
        return other

    def state_key(self) -> tuple[object, ...]:
        """Everything that defines the position; equal keys mean equal states."""
        return (
            tuple(self._masks),
            tuple(self._plays),
            self._leader,
            self._turn,
            self._led,
            self._best,
            self._best_seat,
            self._tcount,
            self._tpts,
            tuple(self._tricks),
            tuple(self._won),
            tuple(self._points),
            self._status,
            self._capote,
            self._decider,
            tuple(self._revokes),
            self._proved,
        )

    def __repr__(self) -> str:
        """One line that rebuilds the hand (``Hand.from_moves``: its rules, its deal, its
        moves); for rules not based on a preset, a short description."""
        try:
            spec = self.rules.to_spec()
        except RulesError:
            return (f"<Hand {self.rules.name} seats={self.n} dealer={self.dealer} "
                    f"plays={len(self._plays)} outcome={self.outcome}>")
        hands = [format_cards(cards) for cards in self.dealt]
        parts = [repr(spec), repr(hands), f"dealer={self.dealer}"]
        moves = " ".join(str(move) for move in self.move_stack)
        if moves:
            parts.append(f"moves={moves!r}")
        if self.spies:
            parts.append(f"spies={format_cards(self.spies)!r}")
        return f"Hand.from_moves({', '.join(parts)})"

    def __str__(self) -> str:
        """The table as text, for a terminal: each seat's cards (``>`` marks the seat to
        act, ``D`` the dealer), its tricks and points, the trick on the table, the last
        trick taken.

        >>> print(Hand.from_moves("trieste", ["4b 2c", "Qc 3d", "2b 4d", "Jb 5d"], 3, "4b Qc"))
        trieste: dealer 3, trick 1 of 2, seat 2 to play
          0    2c        tricks 0  points 0
          1    3d        tricks 0  points 0
        > 2    4d 2b     tricks 0  points 0
          3 D  5d Jb     tricks 0  points 0
        table: 0:4b 1:Qc
        """
        turn = self.to_act
        if self.over:
            state = f"over ({self.outcome})"
        else:
            what = "choose annul or attempt" if self.decision_pending else "play"
            state = f"trick {self.tricks_done + 1} of {self._size}, seat {turn} to {what}"
        lines = [f"{self.rules.name}: dealer {self.dealer}, {state}"]
        width = max(len(format_cards(self.holding(s))) for s in range(self.n))
        for seat in range(self.n):
            if not self._dealt[seat]:
                lines.append(f"  {seat}    (out)")
                continue
            mark = ">" if seat == turn else " "
            dealer = "D" if seat == self.dealer else " "
            cards = format_cards(self.holding(seat)) or "-"
            lines.append(f"{mark} {seat} {dealer}  {cards:<{width}}     tricks "
                         f"{self.tricks_won(seat)}  points {self._points[seat]}")
        if self.current_trick:
            lines.append("table: " + " ".join(f"{s}:{c.code()}" for s, c in self.current_trick))
        if self.tricks:
            last = self.tricks[-1]
            cards = " ".join(f"{s}:{c.code()}" for s, c in last.seat_cards)
            lines.append(f"last trick: {cards}, seat {last.winner} takes {last.points}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        """The table in Jupyter: every seat's cards face up, the tricks, the trick in play."""
        from .render import stylesheet
        from .render.felt import felt_html

        felt = felt_html(self, 0, open_table=True)
        return f'<style>{stylesheet()}</style><div class="cot-view">{felt}</div>'


def position(
    you: Iterable[Card | str] | str,
    trick: Iterable[Card | str] | str = (),
    *,
    players: int = 4,
    rules: Rules | None = None,
) -> Hand:
    """A position to ask about: seat 0 holds ``you`` and the trick so far is ``trick``.

    The other seats get filler cards (lowest first, none of the cards named), the
    seats before seat 0 have played ``trick`` in order, and seat 0 is to move.

    >>> hand = position("Jb 7c 2d", "4b Qc")
    >>> hand.to_act, [c.code() for c in hand.following_suit]
    (0, ['Jb'])
    """
    mine = _cards(you, "you hold")
    played = _cards(trick, "the trick holds")
    if len(played) >= players:
        raise DealError(
            f"a trick of {players} players has at most {players - 1} cards before you"
        )
    size = len(mine)
    used = set(mine) | set(played)
    pool = [card for card in DECK if card not in used]
    hands: list[list[Card]] = [list(mine)] + [[] for _ in range(players - 1)]
    leader = (players - len(played)) % players
    for i, card in enumerate(played):
        hands[(leader + i) % players].append(card)
    # A filler of the suit led would make the seat that played off-suit a revoker:
    # fillers come from the other suits first.
    led = played[0].suit if played else None
    fillers = [c for c in pool if c.suit != led] + [c for c in pool if c.suit == led]
    for seat in range(1, players):
        while len(hands[seat]) < size:
            hands[seat].append(fillers.pop(0))
    hand = Hand(rules, hands, (leader - 1) % players)
    for card in played:
        hand._play(card)
    return hand


def _card_of(text: str, seat: int | None) -> Card:
    try:
        return Card.parse(text)
    except CardError as err:
        raise InvalidMove(str(err), answer=text, seat=seat) from None


def _cards(raw: Iterable[Card | str] | str, where: str) -> list[Card]:
    try:
        return parse_cards(raw)
    except CardError as err:
        raise DealError(f"{where} {err}") from None


class UnreadCard(WordedError):
    """What a file or a caller gives where a card belongs names no card."""


def read_card(raw: Any) -> Card:
    """The card ``raw`` names; else an ``UnreadCard`` in the reader's words (``Card.parse``'s
    message is the programmer's)."""
    if isinstance(raw, Card):
        return raw
    if not isinstance(raw, str):
        raise UnreadCard(Message("card_err_not_text", got=brief(raw)))
    try:
        return Card.parse(raw)
    except CardError:
        raise UnreadCard(Message("card_err_unknown", got=brief(raw))) from None


def _card(raw: Card | str, where: Message) -> Card:
    try:
        return read_card(raw)
    except UnreadCard as err:
        raise DealError(Message("deal_err_card", where=where, why=err)) from None
