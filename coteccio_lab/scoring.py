"""Scoring a finished hand against the match counters, with the reasons in words.

Trieste (000, 003): the seat with the most points loses a life, every seat
tied for the most loses one; a capote gains the taker a life and costs every
other seat one; a failed attempt costs the taker one and gives the stopper one.
Bergamo (004) counts the same penalties up in bóle, with two for a tie. Piacenza
(004, with the assumptions in ``rules``) adds points to running totals.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.cards import parse_cards
>>> h = Hand(None, [parse_cards("Ac 2b"), parse_cards("Kc 3b")], dealer=1)
>>> for c in ("Ac", "Kc", "2b", "3b"): h.play(c)
>>> s = score_hand(h, [1, 2])
>>> s.points, s.delta, s.after, s.eliminated, s.winner
((11, 6), (-1, 0), (0, 2), (0,), 1)
>>> s.explain()[-1]
'seat 0 took the most points (11) and loses a life'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Card
from .hand import Hand
from .i18n import t
from .rules import Rules

__all__ = ["HandScore", "SeatScore", "score_hand", "verb"]


@dataclass(frozen=True)
class SeatScore:
    """One seat's share of a hand: tricks, cards taken, points, and the counter change."""

    seat: int
    in_play: bool
    tricks: int
    cards: tuple[Card, ...]
    card_points: int
    bonus: int
    points: int
    delta: int
    after: int


@dataclass(frozen=True)
class HandScore:
    """The result of a hand under the rules in force, ready to apply and to explain."""

    rules: Rules
    outcome: str
    points: tuple[int, ...]
    before: tuple[int, ...]
    delta: tuple[int, ...]
    after: tuple[int, ...]
    eliminated: tuple[int, ...]
    winner: int | None
    seats: tuple[SeatScore, ...]
    reasons: tuple[tuple[str, dict[str, Any]], ...] = field(default=())
    same_dealer: bool = False
    """The next deal is by the same dealer (annul, proved revoke, void)."""
    penalty: tuple[int, ...] = ()
    """What each seat paid by the rule that scored the hand, before any counter limit:
    positive = lost (most points, capote against it, ...), negative = gained."""

    @property
    def counter(self) -> str:
        return self.rules.counter

    def explain(self, lang: str = "en") -> list[str]:
        """One sentence per seat, then the rule that moved the counters."""
        lines = []
        for s in self.seats:
            if not s.in_play:
                continue
            lines.append(
                t(
                    "score_seat_line",
                    lang,
                    seat=s.seat,
                    tricks=s.tricks,
                    card_points=s.card_points,
                    bonus=t("score_bonus", lang, bonus=s.bonus) if s.bonus else "",
                    points=s.points,
                )
            )
        for key, params in self.reasons:
            lines.append(t(key, lang, **_localise(params, lang)))
        return lines

    def to_json(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "points": list(self.points),
            "counter": self.counter,
            "delta": list(self.delta),
            "after": list(self.after),
            "eliminated": list(self.eliminated),
            "winner": self.winner,
        }


def _localise(params: dict[str, Any], lang: str) -> dict[str, Any]:
    out = {}
    for key, value in params.items():
        if isinstance(value, tuple) and len(value) == 3 and value[0] == "verb":
            out[key] = verb(value[1], value[2], lang)
        elif isinstance(value, tuple) and value and value[0] == "seats":
            out[key] = ", ".join(str(s) for s in value[1:])
        else:
            out[key] = value
    return out


def verb(counter: str, delta: int, lang: str = "en") -> str:
    """The phrase for a counter change: 'loses a life', 'takes 2 bóle', 'adds 17 points'.

    >>> verb("lives", -1), verb("bole", 2, "it"), verb("points", 17)
    ('loses a life', 'prende 2 bóle', 'adds 17 points')
    """
    if delta == 0:
        return t("verb_nothing", lang)
    if counter == "points":
        return t("verb_add_points", lang, n=delta)
    n = abs(delta)
    if counter == "lives":
        key = ("verb_lose_life" if n == 1 else "verb_lose_lives") if delta < 0 else (
            "verb_gain_life" if n == 1 else "verb_gain_lives"
        )
    else:
        key = ("verb_take_bola" if n == 1 else "verb_take_bole") if delta > 0 else (
            "verb_drop_bola" if n == 1 else "verb_drop_bole"
        )
    return t(key, lang, n=n)


def _v(rules: Rules, penalty: int) -> tuple[str, str, int]:
    """A deferred verb for a penalty (positive = bad) in the rules' counter."""
    return ("verb", rules.counter, -penalty if rules.counts_down else penalty)


def score_hand(hand: Hand, before: Sequence[int] | None = None) -> HandScore:
    """Score ``hand`` given each seat's counter ``before`` it (default: the start value)."""
    rules = hand.rules
    n = hand.n
    base = tuple(before) if before is not None else (rules.start,) * n
    if len(base) != n:
        raise ValueError(f"{len(base)} counters given for {n} seats")
    points = tuple(hand.points())
    active = hand.active
    outcome: str = hand.outcome
    penalty = [0] * n
    reasons: list[tuple[str, dict[str, Any]]] = []
    same_dealer = False
    if outcome == "incomplete":
        pass
    elif outcome == "annulled":
        reasons.append(("score_annulled", {"seat": hand.decider}))
        same_dealer = True
    elif outcome == "revoke":
        r = hand.proved_revoke
        assert r is not None
        penalty[r.seat] = rules.revoke_penalty
        reasons.append(
            (
                "score_revoke",
                {"seat": r.seat, "trick": r.trick + 1, "suit": r.led,
                 "verb": _v(rules, rules.revoke_penalty)},
            )
        )
        same_dealer = True
    elif rules.counter == "points":
        _points_counter(hand, penalty, reasons)
    elif outcome == "capote":
        taker = hand.capote_taker
        assert taker is not None
        for s in active:
            penalty[s] = -rules.capote_gain if s == taker else 1
        reasons.append(
            ("score_capote", {"seat": taker, "gain": _v(rules, -rules.capote_gain),
                              "verb": _v(rules, 1)})
        )
    elif outcome == "capote_failed":
        # The taker won the first tricks (with or without a decision to face).
        taker = hand.tricks[0].winner
        stopper = hand.capote_stopper
        assert stopper is not None
        penalty[taker] = 1
        penalty[stopper] = -1
        reasons.append(
            ("score_capote_failed", {"seat": taker, "stopper": stopper,
                                     "verb": _v(rules, 1), "gain": _v(rules, -1)})
        )
    else:
        top = max(points[s] for s in active)
        tied = [s for s in active if points[s] == top]
        if len(tied) == 1:
            penalty[tied[0]] = rules.penalty
            reasons.append(
                ("score_most", {"seat": tied[0], "points": top, "verb": _v(rules, rules.penalty)})
            )
        else:
            for s in tied:
                penalty[s] = rules.tie_penalty
            reasons.append(
                ("score_tie", {"seats": ("seats", *tied), "points": top,
                               "verb": _v(rules, rules.tie_penalty)})
            )
    after = list(base)
    for s in range(n):
        if rules.counts_down:
            after[s] = max(0, base[s] - penalty[s])
        else:
            after[s] = max(0, base[s] + penalty[s])
    in_play = [s for s in active if not rules.is_out(base[s])]
    if rules.counter != "points" and in_play and all(rules.is_out(after[s]) for s in in_play):
        if rules.everyone_out == "void":
            after = list(base)
            outcome = "void"
            reasons.append(("score_void", {}))
            same_dealer = True
        elif rules.everyone_out == "restart":
            # 003: "everyone starts with 4 lives again": the match restarts for every seat.
            after = [rules.start] * n
            reasons.append(("score_restart", {"start": rules.start}))
        else:
            again = rules.limit - 1 if not rules.counts_down else rules.limit + 1
            after = [again] * n
            reasons.append(("score_sudden_death", {"start": again}))
    delta = tuple(after[s] - base[s] for s in range(n))
    if outcome == "capote" and rules.counter != "points":
        # Say what the taker really gained: bóle cannot drop below zero (004).
        taker = hand.capote_taker
        assert taker is not None
        reasons = [
            (key, {**params, "gain": ("verb", rules.counter, delta[taker])})
            if key == "score_capote" else (key, params)
            for key, params in reasons
        ]
    winner = _winner(rules, after, n)
    # Piacenza: when the lowest total wins, that seat is not out even at 35 or more.
    eliminated = tuple(
        s
        for s in range(n)
        if rules.is_out(after[s]) and not rules.is_out(base[s]) and s != winner
    )
    seats = []
    last_winner = hand.tricks[-1].winner if hand.tricks_done == hand.hand_size else None
    for s in range(n):
        bonus = hand.rules.last_trick_bonus if s == last_winner else 0
        seats.append(
            SeatScore(
                seat=s,
                in_play=s in active,
                tricks=hand.tricks_won(s),
                cards=tuple(hand.cards_won(s)),
                card_points=points[s] - bonus,
                bonus=bonus,
                points=points[s],
                delta=delta[s],
                after=after[s],
            )
        )
    return HandScore(
        rules=rules,
        outcome=outcome,
        points=points,
        before=base,
        delta=delta,
        after=tuple(after),
        eliminated=eliminated,
        winner=winner,
        seats=tuple(seats),
        reasons=tuple(reasons),
        same_dealer=same_dealer,
        penalty=tuple(0 for _ in penalty) if outcome == "void" else tuple(penalty),
    )


def _winner(rules: Rules, after: Sequence[int], n: int) -> int | None:
    if rules.counter == "points":
        if not any(rules.is_out(c) for c in after):
            return None
        low = min(after)
        lows = [s for s in range(n) if after[s] == low]
        return lows[0] if len(lows) == 1 else None
    left = [s for s in range(n) if not rules.is_out(after[s])]
    return left[0] if len(left) == 1 else None


def _points_counter(
    hand: Hand, charge: list[int], reasons: list[tuple[str, dict[str, Any]]]
) -> None:
    """Piacenza and Modena (004), with the assumptions stated in ``rules``."""
    rules = hand.rules
    points = hand.points()
    active = hand.active
    top = max(points[s] for s in active)
    for s in active:
        charge[s] = points[s]
    reasons.append(("score_points_added", {}))
    takers = [s for s in active if hand.tricks_won(s)]
    if rules.points_no_trick:
        for s in active:
            if not hand.tricks_won(s):
                charge[s] = top
                reasons.append(("score_no_trick", {"seat": s, "points": top}))
    if rules.points_capote_triple and len(takers) == 1:
        charge[takers[0]] = 0
        for s in active:
            if s != takers[0]:
                charge[s] *= 3
        reasons.append(("score_triple", {"seat": takers[0]}))
    elif rules.points_double and len(takers) == 2 and len(active) >= 4:
        for s in active:
            charge[s] *= 2
        reasons.append(("score_double", {}))
