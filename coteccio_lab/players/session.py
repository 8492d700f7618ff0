"""The one play session: a match (or one hand) with seats that are people or computer
players, seeded, told as events.

The widgets' ``TableView``, the dashboard and the simulations (``players.table``) play
through a :class:`Session`; the class's referee answers the computer seats' offers
through one and checks their cards with ``computer.computer_move``. Every computer
decision is asked by ``computer.player_move``, its chance drawn from
``computer.move_rng`` (the match seed, the deal, the play, the seat), and the engine
decides everything else, so the same seed gives the same game.

>>> from coteccio_lab.match import Match
>>> session = Session(Match.new("trieste", 3, seed=42), ["random", "cautious", None])
>>> events = list(session.advance())    # the computer seats play until seat 2 must act
>>> session.waiting, events[0].kind, events[0].move.seat
(2, 'move', 1)
>>> move = session.match.legal_moves[0]
>>> [e.kind for e in session.push(move)][:1]
['move']

A seat is a :class:`~coteccio_lab.players.base.Player`, a level name (``"expert"``),
a learner's function of the :class:`~coteccio_lab.view.SeatView`, or None for a person
who pushes their own moves. Between hands a computer seat's player answers every offer
(the doctor, 001's cappotto, one a module added) from ``Match.offer_view``, through the
same ``choose`` as a card (the kit's players by the policy of ``players.offers``), at
once: it does not wait for a person offered one too (the answers do not depend on their
order).

An app that shows each hand's end before the next deal stops there
(``advance(stop_after_hand=True)``), then lets the computer seats answer
(``answer_offers``):

>>> session = Session(Match.new({"preset": "trieste", "doctor": "once"}, 3, seed=4),
...                   ["random"] * 3)
>>> hands = 0
>>> while not session.over:
...     kinds = [e.kind for e in session.advance(stop_after_hand=True)]
...     hands += 1
...     assert kinds[-1] == "hand" or session.over, kinds
...     answers = session.answer_offers()   # the doctor, if a seat went out
>>> hands == len(session.match.history)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..hand import Hand, Trick
from ..match import Match
from ..moves import InvalidMove, Move
from ..scoring import HandScore, score_hand
from ..view import SeatView
from .base import Player, as_player
from .computer import LEVELS, make_player, move_rng, player_move, settled
from .offers import offer_answer

__all__ = ["Event", "Seat", "Session"]

Seat = Player | str | Callable[[SeatView], object] | None
"""A computer player, a level name, a learner's function of the view, or None (a person)."""

EventKind = Literal["move", "trick", "hand", "over"]


@dataclass(frozen=True)
class Event:
    """Something that happened at the table, in order.

    - ``move``: ``move`` was made (a card, the capote choice, an offer's answer), with
      its reason when a computer player gave one; ``computer`` says who made it;
      ``hand`` is the hand it was made in (None for an offer's answer);
    - ``trick``: the last card completed ``trick`` (its winner, its points);
    - ``hand``: ``hand`` ended and was scored (``score``); a match has dealt the next
      hand or is waiting for the offers the score brought;
    - ``over``: the match (or the single hand) is over; ``winners`` (a match's).
    """

    kind: EventKind
    move: Move | None = None
    computer: bool = False
    trick: Trick | None = None
    hand: Hand | None = None
    score: HandScore | None = None
    winners: tuple[int, ...] = field(default=())


class Session:
    """Plays ``game`` (a ``Match``, or one ``Hand``) with ``seats``.

    ``seats`` is one entry per seat, or a mapping seat -> entry (missing seats are
    people). ``seed`` fixes every computer decision (default: the match's seed; 0 for
    a single hand); ``counters`` are the counters before a single hand (a match gives
    its own).
    """

    def __init__(
        self,
        game: Match | Hand,
        seats: Sequence[Seat] | Mapping[int, Seat] = (),
        *,
        seed: int | None = None,
        counters: Sequence[int] | None = None,
    ) -> None:
        self.match = game if isinstance(game, Match) else None
        self._hand = game if isinstance(game, Hand) else None
        n = game.players if isinstance(game, Match) else game.n
        given = dict(seats) if isinstance(seats, Mapping) else dict(enumerate(seats))
        if any(not isinstance(s, int) or not 0 <= s < n for s in given):
            raise ValueError(f"seats are numbered from 0 to {n - 1}: {sorted(given)}")
        self.players: dict[int, Player] = {
            s: _player(p) for s, p in given.items() if p is not None
        }
        self.seed = seed if seed is not None else (self.match.seed if self.match else 0)
        self._counters = list(counters) if counters is not None else None

    # ---- reading ---------------------------------------------------------------------
    @property
    def hand(self) -> Hand | None:
        """The hand in play (a match's current deal; None between hands or at the end)."""
        return self.match.hand if self.match is not None else self._hand

    @property
    def game(self) -> Match | Hand:
        return self.match if self.match is not None else self._game_hand()

    @property
    def over(self) -> bool:
        return self.match.over if self.match is not None else self._game_hand().over

    @property
    def to_act(self) -> int | None:
        return self.game.to_act

    @property
    def waiting(self) -> int | None:
        """The person (a seat without a computer player) whose move it is, else None."""
        seat = self.to_act
        return seat if seat is not None and seat not in self.players else None

    def counters(self) -> list[int] | None:
        """The match counters before the hand in play (public to every seat)."""
        return list(self.match.counters) if self.match is not None else self._counters

    def _game_hand(self) -> Hand:
        assert self._hand is not None
        return self._hand

    # ---- deciding and playing ----------------------------------------------------------
    def decide(self, seat: int | None = None, *, fallback: bool = False) -> Move:
        """The move the computer player of ``seat`` (default: the seat to act) makes now.

        It is not made (see :meth:`step`). A player's answer that is not a move of the
        right kind raises ``InvalidMove`` (a learner's function learns of its mistake);
        an illegal card is refused by ``push``. With ``fallback`` (a kit table, which must
        go on) such an answer is replaced by the one fallback, ``computer.fallback_move``.
        """
        if fallback:
            hand = self.hand
            try:
                move: Move | None = self.decide(seat)
            except InvalidMove:
                move = None
            if self.match is not None and self.match.waiting:
                who = self.to_act if seat is None else seat
                assert who is not None
                # the one fallback between hands: the kit's policy for the offer
                return move if move is not None else offer_answer(self.match.offer_view(who))
            assert hand is not None
            who = hand.to_act if seat is None else seat
            assert who is not None
            return settled(move, hand, who)
        turn = self.to_act
        seat = turn if seat is None else seat
        match = self.match
        offered = match is not None and match.waiting and seat in _offered(match)
        if seat is None or (seat != turn and not offered):
            raise ValueError(f"seat {seat} has no decision to make now (to act: {turn})")
        player = self.players.get(seat)
        if player is None:
            raise ValueError(f"seat {seat} is a person's: it has no computer player")
        if match is not None and match.waiting:
            view = match.offer_view(seat)
            rng = move_rng(self.seed, match.deal_no, 0, seat, 1)
            answer = Move.of(player.choose(view, rng, self.counters()), seat)
            if answer not in view.moves:
                raise InvalidMove(f"seat {seat}'s player gave {answer}, not one of "
                                  f"{', '.join(view.decision.codes)}", answer=answer, seat=seat)
            return answer
        hand = self.hand
        assert hand is not None
        deal_no = match.deal_no if match is not None else 0
        move = player_move(player, hand, self.seed, deal_no, self.counters())
        if hand.decision_pending and move.capote is None:
            raise InvalidMove(f"seat {seat}'s player gave {move}, not annul/attempt",
                              answer=move, seat=seat)
        if not hand.decision_pending and move.card is None:
            raise InvalidMove(f"seat {seat}'s player gave {move}, not a card",
                              answer=move, seat=seat)
        return move

    def step(self) -> list[Event]:
        """Make the move of the computer seat to move now (:meth:`next_computer`); its
        events."""
        seat = self.next_computer()
        if seat is None:
            raise ValueError(f"no computer seat has a decision to make now (to act: "
                             f"{self.to_act})")
        return self.push(self.decide(seat), computer=True)

    def next_computer(self) -> int | None:
        """The computer seat to move now: between hands, the first computer seat with an
        offer to answer (before any person offered one); else the seat to act, when it is
        a computer seat. None when it is a person's turn or the game is over."""
        match = self.match
        if match is not None and match.waiting:
            return next((s for s in _offered(match) if s in self.players), None)
        seat = self.to_act
        return seat if seat is not None and seat in self.players else None

    def answer_offers(self) -> list[Event]:
        """Every computer seat with an offer waiting (001's cappotto, the doctor) answers
        it now; their events. The match deals the next hand once nobody is left to answer."""
        events: list[Event] = []
        match = self.match
        while match is not None and match.waiting and not match.over:
            if self.next_computer() is None:
                break
            events += self.step()
        return events

    def push(self, move: Move | str, *, computer: bool = False) -> list[Event]:
        """Make ``move`` (a person's, or see :meth:`step`) and return what followed:
        the move, a trick won, a hand scored, the match's end."""
        hand = self.hand
        tricks = hand.tricks_done if hand is not None else 0
        history = len(self.match.history) if self.match is not None else 0
        done = self.game.push(move)
        events = [Event("move", done, computer, hand=hand if done.kind in ("card", "capote")
                        else None)]
        if hand is not None and done.card is not None and hand.tricks_done > tricks:
            events.append(Event("trick", trick=hand.tricks[-1], hand=hand))
        if self.match is not None:
            if len(self.match.history) > history:
                events.append(Event("hand", hand=hand, score=self.match.last_score))
            if self.match.over:
                events.append(Event("over", winners=tuple(self.match.winners)))
        elif hand is not None and hand.over:
            events.append(Event("hand", hand=hand, score=score_hand(hand, self._counters)))
            events.append(Event("over"))
        return events

    def advance(self, max_moves: int | None = None, *, stop_after_hand: bool = False,
                ) -> Iterator[Event]:
        """Computer seats move until a person must act or the game is over (at most
        ``max_moves`` moves); yields the events as they happen.

        ``stop_after_hand``: also stop after the move that ends a hand (its ``hand``
        event), before the offers it brings are answered (:meth:`answer_offers`) and
        before the next hand's first move."""
        made = 0
        while not self.over and self.next_computer() is not None:
            if max_moves is not None and made >= max_moves:
                return
            events = self.step()
            made += 1
            yield from events
            if stop_after_hand and any(e.kind == "hand" for e in events):
                return

    def run(self, max_moves: int | None = None) -> list[Event]:
        """Play to the end (every seat a computer player), or until a person must act."""
        return list(self.advance(max_moves))


def _offered(match: Match) -> tuple[int, ...]:
    """The seats with a decision waiting, in the order ``Match.to_act`` names them."""
    return tuple(decision.seat for decision in match.pending)


def _player(seat: Player | str | Callable[[SeatView], object]) -> Player:
    if isinstance(seat, str):
        if seat not in LEVELS:
            raise ValueError(f"unknown player level {seat!r}: choose from {', '.join(LEVELS)}")
        return make_player(seat)
    return as_player(seat)
