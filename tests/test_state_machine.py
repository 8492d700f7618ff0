"""The match as one state machine: random matches on every preset and every
option, played through ``to_act`` / ``legal_moves`` / ``push`` alone, each end ``over``
with its winners; ``pop`` back to the start restores the first state exactly, and the
move stack replayed on a fresh match gives the same counters.

Seeded random rather than hypothesis: a match is hundreds of moves, and thousands of
matches must stay within a few seconds of a shared two-core machine (``MATCHES``).
"""

from __future__ import annotations

import json
import os
import random
import typing
from collections import Counter
from dataclasses import fields
from typing import Any

import pytest

from coteccio_lab.match import Match
from coteccio_lab.moves import Move
from coteccio_lab.rules import PRESETS, Rules, RulesError

MATCHES = int(os.environ.get("COTECCIO_MATCHES", "2000"))
"""Random matches in all; ``COTECCIO_MATCHES=5000`` for a longer run by hand."""
MAX_MOVES = 20_000
"""A bound on one match. Some readings may never end (the rules will
refuse them when made); until then a match past the bound is counted, not failed, and the
test asks that they stay rare."""

_HINTS = typing.get_type_hints(Rules)
CHOICES: dict[str, tuple[Any, ...]] = {
    f.name: typing.get_args(_HINTS[f.name]) if typing.get_origin(_HINTS[f.name])
    is typing.Literal else (False, True)
    for f in fields(Rules)
    if f.name != "counter"
    and (typing.get_origin(_HINTS[f.name]) is typing.Literal or _HINTS[f.name] is bool)
}
"""Every option with named values (each reading) or a yes/no, with all its values; the
counter is the preset's own (its start and limit go with it)."""
NUMBERS: dict[str, tuple[int, ...]] = {
    "hand_size": (3, 4, 5, 6),
    "start": (1, 2, 4),
    "penalty": (1, 2),
    "last_trick_bonus": (0, 6),
    "doctor_limit": (1, 3),
    "doctor_min_others": (1, 2),
    "spies": (0, 2),
    "stake": (0, 10),
}
"""Whole-number options, at a few values each (every combination the rules accept)."""


def random_rules(rng: random.Random) -> Rules | None:
    spec: dict[str, Any] = {"preset": rng.choice(sorted(PRESETS))}
    for key, values in {**CHOICES, **NUMBERS}.items():
        if rng.random() < 0.35:
            spec[key] = rng.choice(values)
    try:
        return Rules.from_spec(spec)
    except RulesError:
        return None  # a combination the rules refuse (too many cards for the seats...)


def state(m: Match) -> tuple[str, object]:
    return json.dumps(m.to_json(), sort_keys=True), None if m.hand is None else m.hand.state_key()


def play(m: Match, rng: random.Random) -> bool:
    """Push random legal moves until the match is over (True) or ``MAX_MOVES`` (False)."""
    for _ in range(MAX_MOVES):
        if m.over:
            return True
        seat = m.to_act
        moves = m.legal_moves
        assert seat is not None and moves, m
        assert all(move.seat == seat for move in moves)
        move = rng.choice(moves)
        assert m.push(move) == move
    return m.over


PARTS = 8


@pytest.mark.parametrize("part", range(PARTS))
def test_random_matches_end_and_take_back_and_replay(part: int) -> None:
    rng = random.Random(f"issue-20:{part}")
    seen: Counter[tuple[str, Any]] = Counter()
    kinds: Counter[str] = Counter()
    played = unfinished = 0
    while played < MATCHES // PARTS:
        rules = random_rules(rng)
        if rules is None:
            continue
        players = rng.randint(rules.min_players, min(rules.max_players, 40 // rules.hand_size))
        if players <= rules.spies_at_most and players * rules.hand_size + rules.spies > 40:
            continue  # the rules accept seats whose deal and spies need more than 40 cards
        dealer = rng.randrange(players)
        m = Match.new(rules, players, seed=rng.getrandbits(48), dealer=dealer)
        first = state(m)
        played += 1
        if not play(m, rng):
            unfinished += 1  # a reading that may not end
            continue
        seen.update((key, getattr(rules, key)) for key in (*CHOICES, *NUMBERS))
        seen[("preset", rules.name)] += 1
        stack = m.move_stack
        kinds.update(move.kind for move in stack)
        # every match ends with its winners (Piacenza: every seat but the loser; a points
        # match where every seat ties has none)
        assert m.to_act is None and m.legal_moves == []
        assert m.winners or rules.counter == "points", (rules, m)
        # the last hand's record names the winners, unless an answer to an offer after it
        # (a doctor declined) decided the match
        last = list(m.history[-1].result.winners)  # type: ignore[union-attr]
        assert last == m.winners or (last == [] and stack[-1].kind in ("doctor", "cappotto"))
        # the move stack replays: the same match from the same seed
        again = Match.new(rules, players, seed=m.seed, dealer=dealer)
        for move in stack:
            again.push(Move.parse(str(move), seat=move.seat))
        assert again.over and again.counters == m.counters and again.winners == m.winners
        assert again.paid == m.paid and len(again.history) == len(m.history)
        # pop back to the start: the first state, exactly
        undone = [m.pop() for _ in range(len(stack))][::-1]
        assert undone == stack
        assert state(m) == first
    assert unfinished <= played // 100, f"{unfinished} of {played} matches did not end"
    assert {"card", "capote", "doctor"} <= set(kinds), kinds
    for key, values in {**CHOICES, **NUMBERS}.items():
        missing = [v for v in values if not seen[(key, v)]]
        assert not missing, f"{key}={missing} never played to the end"
    assert {name for (key, name) in seen if key == "preset"} == set(PRESETS)


def test_001_cappotto_answers_in_random_matches() -> None:
    """The cappotto is rare in random play (a seat must lose each of the first four
    hands): matches of 001's reading until both answers were pushed, taken back, replayed."""
    rules = Rules.from_spec({"preset": "trieste", "cappotto_hands": True})
    rng = random.Random("issue-20:cappotto")
    answered: set[str] = set()
    for seed in range(3000):
        m = Match.new(rules, 2, seed=seed)
        first = state(m)
        assert play(m, rng)
        stack = m.move_stack
        answers = {str(move) for move in stack if move.kind == "cappotto"}
        if not answers:
            continue
        answered |= answers
        again = Match.new(rules, 2, seed=seed)
        for move in stack:
            again.push(move)
        assert again.counters == m.counters and again.winners == m.winners
        while m.move_stack:
            m.pop()
        assert state(m) == first
        if answered == {"cappotto:restart", "cappotto:fifth"}:
            return
    raise AssertionError(f"only {answered} answered in 3000 matches")
