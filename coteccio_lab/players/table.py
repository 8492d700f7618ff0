"""Computer players at a table: play a hand, or a whole match, seat by seat from the views.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.players import make_player
>>> hand = Hand.deal(3, seed=9, dealer=0)
>>> moves = play_hand(hand, [make_player(l) for l in ("random", "cautious", "expert")], seed=1)
>>> hand.is_over, len(moves) >= 15
(True, True)

Every decision is made from ``SeatView.of(hand, seat)``; the seeds make a run
repeat exactly. Random seats take a shortcut that gives the same card: they
only need their own legal cards, which are part of their view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..hand import Hand
from ..match import Match
from ..offers import answer_offers
from ..scoring import HandScore
from ..shuffle import mix
from ..view import SeatView
from .base import Move, Player
from .levels import RandomPlayer

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
    """Play ``hand`` to its end, ``players[seat]`` choosing for each seat.

    Returns the moves with their reasons (random seats' moves only when
    ``record`` is true: building them costs time in long simulations).
    """
    rng = random.Random(seed)
    moves: list[Move] = []
    while not hand.is_over:
        seat = hand.turn
        assert seat is not None
        player = players[seat]
        if isinstance(player, RandomPlayer) and not record and on_move is None:
            if hand.decision_pending:
                hand.decide_capote("attempt" if rng.random() < 0.5 else "annul", seat)
            else:
                legal = hand.legal_mask
                k = RandomPlayer.pick(legal, rng)
                while k:
                    legal &= legal - 1
                    k -= 1
                hand.play_index((legal & -legal).bit_length() - 1)
            continue
        move = player.choose(SeatView.of(hand, seat), rng, counters)
        if move.capote is not None:
            hand.decide_capote(move.capote, seat)
        elif move.card is not None:
            hand.play(move.card, seat)
        else:
            raise ValueError(f"{player.name} returned a move with neither a card nor a choice")
        moves.append(move)
        if on_move is not None:
            on_move(hand, move)
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
    (``coteccio_lab.offers``).
    """
    hands = 0
    while not match.over and hands < max_hands:
        answer_offers(match)
        hand = match.hand
        if hand is None:
            break
        play_hand(hand, players, seed=mix(seed, hands), counters=match.counters, record=False)
        score = match.finish_hand()
        hands += 1
        if on_hand is not None:
            on_hand(hand, score)
    return hands
