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

__all__ = ["HandScore", "SeatScore", "match_end", "score_hand", "verb"]


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
    """The seat that won the match with this hand, when exactly one did."""
    seats: tuple[SeatScore, ...]
    reasons: tuple[tuple[str, dict[str, Any]], ...] = field(default=())
    same_dealer: bool = False
    """The next deal is by the same dealer (annul, proved revoke, void)."""
    penalty: tuple[int, ...] = ()
    """What each seat paid by the rule that scored the hand, before any counter limit:
    positive = lost (most points, capote against it, ...), negative = gained."""
    winners: tuple[int, ...] = ()
    """Every seat that won the match with this hand (Piacenza: all but the loser)."""

    @property
    def counter(self) -> str:
        return self.rules.counter

    def took_most(self, seat: int) -> bool:
        """Did ``seat`` take more points than every other seat in the hand?

        001's fifth hand is lost by the seat that "in questa ottiene più punti degli
        altri", whatever else moved the counters (a capote by another seat costs it a
        life without its taking a point).
        """
        others = [s.points for s in self.seats if s.in_play and s.seat != seat]
        return self.seats[seat].in_play and all(self.points[seat] > p for p in others)

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
            "winners": list(self.winners),
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
        same_dealer = rules.annul_dealer == "same"  # 003, 004; 000: play goes on
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
    if rules.revoke == "table" and not rules.revoke_stops and outcome not in (
        "incomplete", "annulled"
    ):
        # 004 (Bergamo): "pena l'assegnazione di una bóla"; the hand played on.
        for r in hand.revokes:
            penalty[r.seat] += rules.revoke_penalty
            reasons.append(
                ("score_revoke_play_on", {"seat": r.seat, "trick": r.trick + 1, "suit": r.led,
                                          "verb": _v(rules, rules.revoke_penalty)})
            )
    after = list(base)
    # Lives stop at 0; bóle stay from 0 to the limit (out on reaching it, 004).
    top = rules.limit if rules.counter == "bole" else 1 << 62
    for s in range(n):
        if rules.counts_down:
            after[s] = max(0, base[s] - penalty[s])
        else:
            after[s] = min(top, max(0, base[s] + penalty[s]))
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
        elif rules.everyone_out == "restart_in_play":
            # 003 read as "the players still in": the seats already out stay out.
            for s in in_play:
                after[s] = rules.start
            reasons.append(("score_restart_in_play", {"start": rules.start}))
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
    winners, losers = match_end(rules, after)
    winner = winners[0] if len(winners) == 1 else None
    if rules.counter == "points":
        eliminated = losers
    else:
        eliminated = tuple(
            s for s in range(n) if rules.is_out(after[s]) and not rules.is_out(base[s])
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
        winners=winners,
    )


def match_end(rules: Rules, counters: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The match's winners and losers once ``counters`` end it, else ``((), ())``.

    Lives and bóle: the one seat still in wins (000, 001, 003, 004). Piacenza and
    Modena (004): "il giocatore perdente è quello che realizza più punti arrivando
    a totalizzarne 35 punti. Chiaramente i vincitori sono quelli che realizzano il
    minor punteggio": once a total reaches the limit, the seat with the highest
    total loses and every other seat wins. Seats tied for the highest total all
    lose (our assumption, as ties cost each tied seat elsewhere); when every seat
    ties, nobody wins: a draw.

    >>> from coteccio_lab.rules import preset
    >>> match_end(preset("piacenza"), [71, 23, 7, 7])
    ((1, 2, 3), (0,))
    >>> match_end(preset("piacenza"), [40, 40, 7, 3]), match_end(preset("piacenza"), [30, 3, 7, 7])
    (((2, 3), (0, 1)), ((), ()))
    >>> match_end(preset("trieste"), [0, 2, 0])
    ((1,), (0, 2))
    """
    n = len(counters)
    if rules.counter == "points":
        if not any(rules.is_out(c) for c in counters):
            return (), ()
        top = max(counters)
        losers = tuple(s for s in range(n) if counters[s] == top)
        return tuple(s for s in range(n) if s not in losers), losers
    left = [s for s in range(n) if not rules.is_out(counters[s])]
    if len(left) != 1:
        return (), ()
    return (left[0],), tuple(s for s in range(n) if s != left[0])


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
