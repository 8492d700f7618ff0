"""A computer seat at a kit table: the player of each level, and the move it makes in a match.

:func:`computer_move` is the one place where a computer seat of a match chooses:
the dashboard plays its opponents with it and the class's referee replays them
with it, so both find the same card. Its chance comes from :func:`move_rng`,
fixed by the match seed, the deal and the play.

>>> from coteccio_lab.hand import Hand
>>> hand = Hand.deal(3, seed=5, dealer=2)
>>> move = computer_move("cautious", hand, seed=5, deal_no=1)
>>> move.seat == hand.to_act and move.card in hand.following_suit
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from ..hand import Hand
from ..moves import InvalidMove
from ..view import SeatView
from .base import Move, Player
from .judge import JudgedPlayer
from .levels import CautiousPlayer, RandomPlayer
from .offers import CAPOTE_FALLBACK

__all__ = ["LEVELS", "computer_move", "fallback_move", "make_player", "move_rng", "player_move",
           "settled"]

LEVELS: tuple[str, ...] = ("random", "cautious", "expert")


def make_player(level: str) -> Player:
    """A player by level name: ``random``, ``cautious`` or ``expert`` (the judge's argmax,
    :class:`~coteccio_lab.players.judge.JudgedPlayer`)."""
    key = level.strip().lower() if isinstance(level, str) else level
    if key == "random":
        return RandomPlayer()
    if key == "cautious":
        return CautiousPlayer()
    if key == "expert":
        return JudgedPlayer()
    raise ValueError(f"unknown player level {level!r}: choose from {', '.join(LEVELS)}")


@lru_cache(maxsize=16)
def _player(level: str) -> Player:
    return make_player(level)


def move_rng(seed: int, deal_no: int, plays: int, seat: int, salt: int = 0) -> random.Random:
    """The chance behind one computer move: fixed by the match seed, the deal, the play.

    So the same class game gives every student the same opponents' choices, and the
    class service can replay a computer seat's move and check it. ``salt`` keeps
    other draws at the same play (the dashboard's hint) apart from the seat's own.
    """
    return random.Random(f"coteccio:{seed}:{deal_no}:{plays}:{seat}:{salt}")


def player_move(
    player: Player, hand: Hand, seed: int, deal_no: int, counters: Sequence[int] | None = None
) -> Move:
    """What ``player`` answers for the seat to act in ``hand``, as a move of that seat: the
    one place a computer seat of a match is asked, its chance drawn from :func:`move_rng`
    (``seed`` and ``deal_no`` are the match's). Not checked against the rules; an answer
    for another seat, or that names no move, raises ``InvalidMove``."""
    seat = hand.to_act
    if seat is None:
        raise ValueError("the hand is over: no seat is to move")
    rng = move_rng(seed, deal_no, len(hand.plays), seat)
    answer = player.choose(SeatView.of(hand, seat), rng, counters)
    if isinstance(answer, Move) and answer.seat is not None and answer.seat != seat:
        raise InvalidMove(f"seat {seat}'s player moved for seat {answer.seat}",
                          answer=answer, seat=seat)
    return Move.of(answer, seat)


def computer_move(
    level: str, hand: Hand, seed: int, deal_no: int, counters: Sequence[int] | None = None
) -> Move:
    """The move the computer seat to act makes in ``hand``, as the dashboard plays it.

    ``seed`` and ``deal_no`` are the match's (``Match.seed``, ``Match.deal_no`` once the
    hand is dealt). An answer that is no move of the seat's decision is replaced by the
    one fallback (:func:`fallback_move`): what the seat does is always a legal move.
    """
    seat = hand.to_act
    try:
        move: Move | None = player_move(_player(level), hand, seed, deal_no, counters)
    except InvalidMove:
        move = None
    assert seat is not None
    return settled(move, hand, seat)


def fallback_move(hand: Hand, seat: int) -> Move:
    """The one fallback of every kit table for a computer seat's answer that is no move of
    its decision: the capote attempted (``CAPOTE_FALLBACK``, as ``Hand.playout`` does), else
    the first card that follows suit (a kit player never revokes). Between hands the one
    fallback is the offers' policy (``offers.offer_answer``, which ``Session.decide``
    takes).
    """
    if hand.decision_pending:
        return Move(seat, capote=CAPOTE_FALLBACK)
    return Move(seat, card=hand.following_suit[0])


def settled(move: Move | None, hand: Hand, seat: int) -> Move:
    """``move`` when it is one of ``seat``'s moves now (a card must also follow suit),
    else :func:`fallback_move`; None (an answer that named no move) falls back too."""
    if move is not None and move.seat in (None, seat) and move in hand.legal_moves and (
            move.card is None or move.card.bit & hand.legal_mask):
        return move if move.seat is not None else replace(move, seat=seat)
    return fallback_move(hand, seat)
