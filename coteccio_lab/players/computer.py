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
from .expert import ExpertPlayer
from .levels import CautiousPlayer, RandomPlayer
from .offers import CAPOTE_FALLBACK

__all__ = ["LEVELS", "computer_move", "make_player", "move_rng", "player_move"]

LEVELS: tuple[str, ...] = ("random", "cautious", "expert")


def make_player(level: str) -> Player:
    """A player by level name: ``random``, ``cautious`` or ``expert``."""
    key = level.strip().lower() if isinstance(level, str) else level
    if key == "random":
        return RandomPlayer()
    if key == "cautious":
        return CautiousPlayer()
    if key == "expert":
        return ExpertPlayer()
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
    hand is dealt). A player that gives a card at the capote decision attempts
    (``CAPOTE_FALLBACK``), and a card that is not legal is replaced by the first legal
    one: what the seat does is always a legal move.
    """
    move = player_move(_player(level), hand, seed, deal_no, counters)
    legal = hand.legal_moves
    if move in legal and (move.card is None or move.card.bit & hand.legal_mask):
        return move  # (a card must also follow suit: a kit player never revokes)
    fallback = next((m for m in legal if m.capote == CAPOTE_FALLBACK), None)
    card = None if fallback is not None else hand.following_suit[0]
    return replace(move, card=card, capote=CAPOTE_FALLBACK if card is None else None)
