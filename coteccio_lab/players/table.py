"""Computer players at a table: play a hand, or a whole match, through the one session.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.players import make_player
>>> hand = Hand.deal(3, seed=9, dealer=0)
>>> moves = play_hand(hand, [make_player(l) for l in ("random", "cautious", "expert")], seed=1)
>>> hand.over, len(moves) >= 15
(True, True)

Both are :class:`~coteccio_lab.players.session.Session` runs with every seat a
computer player: each decision is made from ``SeatView.of(hand, seat)`` with the
chance the seed gives it, so a run repeats exactly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..hand import Hand
from ..match import Match
from ..scoring import HandScore
from .base import Move, Player
from .session import Session

__all__ = ["MAX_HANDS_PER_MATCH", "play_hand", "play_match"]

MAX_HANDS_PER_MATCH = 1000
"""A safety stop for house rules that could go on for ever (unlimited doctor calls)."""


def play_hand(
    hand: Hand,
    players: Sequence[Player],
    *,
    seed: int,
    counters: Sequence[int] | None = None,
    record: bool = True,
    on_move: Callable[[Hand, Move], None] | None = None,
) -> list[Move]:
    """Play ``hand`` to its end, ``players[seat]`` choosing for each seat; returns the
    moves with their reasons (``record`` is kept for callers: every move is returned)."""
    session = Session(hand, players, seed=seed, counters=counters)
    moves: list[Move] = []
    for event in session.advance():
        if event.kind == "move" and event.move is not None:
            moves.append(event.move)
            if on_move is not None:
                on_move(hand, event.move)
    return moves


def play_match(
    match: Match,
    players: Sequence[Player],
    *,
    seed: int,
    on_hand: Callable[[Hand, HandScore], None] | None = None,
    max_hands: int = MAX_HANDS_PER_MATCH,
) -> int:
    """Play ``match`` to its end; returns the number of hands played.

    Every seat answers the doctor and 001's cappotto by the kit's one policy
    (``players.offers``).
    """
    session = Session(match, players, seed=seed)
    hands = 0
    while not match.over and hands < max_hands:
        for event in session.advance():
            if event.kind == "hand" and event.hand is not None and event.score is not None:
                hands += 1
                if on_hand is not None:
                    on_hand(event.hand, event.score)
                if hands >= max_hands:
                    break
        else:
            break
    return hands
