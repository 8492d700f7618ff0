"""Scoring a finished hand against the match counters, with the reasons in words.

Trieste (000, 003): the seat with the most points loses a life, every seat
tied for the most loses one; a capote gains the taker a life and costs every
other seat one; a failed attempt costs the taker one and gives the stopper one.
Bergamo (004) counts the same penalties up in bóle, with two for a tie. Piacenza
(004, with the assumptions in ``rules``) adds points to running totals.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.cards import parse_cards
>>> h = Hand(None, [parse_cards("Ac 2b"), parse_cards("Kc 3b")], dealer=1)
>>> for c in ("Ac", "Kc", "2b", "3b"): _ = h.push(c)
>>> s = score_hand(h, [1, 2])
>>> s.points, s.delta, s.after, s.eliminated, s.winner
((11, 6), (-1, 0), (0, 2), (0,), 1)
>>> s.explain()[-1]
'seat 0 took the most points (11) and loses a life'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import Card, Rank
from .hand import Hand
from .i18n import Message, counted, seat_numbers, t, verb
from .rules import Rules

if TYPE_CHECKING:
    from .hand import Revoke

__all__ = [
    "ANNULLED",
    "CAPOTE",
    "CAPOTE_FAILED",
    "NORMAL",
    "FastScorer",
    "HandScore",
    "SeatScore",
    "capote_tips",
    "choice_tips",
    "counters_after",
    "deals_again_after_annul",
    "hand_points",
    "match_end",
    "penalties",
    "revoke_penalties",
    "score_hand",
]


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
    """The next deal is by the same dealer: after an annul as ``annul_dealer`` says; after
    a proved revoke and a void hand always, the kit's assumption (000 says only that the
    cards are dealt again: "as cartas serão reembaralhadas, novamente distribuídas";
    "uma nova mão se iniciará"; and that "O carteador da próxima mão será sempre o
    jogador sentado à direita")."""
    penalty: tuple[int, ...] = ()
    """What each seat paid by the rule that scored the hand, before any counter limit:
    positive = lost (most points, capote against it, ...), negative = gained."""
    winners: tuple[int, ...] = ()
    """Every seat that won the match with this hand (Piacenza: all but the loser)."""

    def __repr__(self) -> str:
        """One line: the outcome and each seat's points and counter change."""
        return (f"<HandScore {self.rules.name} {self.outcome} points={list(self.points)} "
                f"delta={list(self.delta)} after={list(self.after)}>")

    def _repr_html_(self) -> str:
        """The score in Jupyter: one row per seat in the hand (its points, its counter
        before, the change and after), then the engine's explanation."""
        from html import escape

        rows = "".join(
            f"<tr><td>{s}</td><td>{self.points[s]}</td><td>{self.before[s]}</td>"
            f"<td>{self.delta[s]:+d}</td><td>{self.after[s]}</td></tr>"
            for s, seat in enumerate(self.seats) if seat.in_play
        )
        notes = "".join(f"<li>{escape(line)}</li>" for line in self.explain("en"))
        return (
            f'<div class="cot-score"><b>{escape(self.rules.name)}: {escape(self.outcome)}</b>'
            f"<table><tr><th>seat</th><th>points</th><th>{escape(self.counter)} before</th>"
            f"<th>change</th><th>after</th></tr>{rows}</table><ul>{notes}</ul></div>"
        )

    @property
    def counter(self) -> str:
        return self.rules.counter

    def took_most(self, seat: int) -> bool:
        """Did ``seat`` take the most points in the hand, alone or tied?

        001's fifth hand is lost by the seat that "in questa ottiene più punti degli
        altri", whatever else moved the counters (a capote by another seat costs it a
        life without its taking a point). A tie for the most counts as the most: 001
        costs a tie a token too ("se due o più giocatori ottengono insieme il punteggio
        più elevato perdono entrambi un gettone"): the kit's reading of the fifth hand.
        """
        others = [s.points for s in self.seats if s.in_play and s.seat != seat]
        return self.seats[seat].in_play and all(self.points[seat] >= p for p in others)

    def rules_text(self, lang: str = "en") -> str:
        """The rules that moved the counters, in one sentence: a tie and the void hand it
        would have made read together ("...; ... so it is void")."""
        return "; ".join(self.explain(lang)[len(self.explain(lang)) - len(self.reasons):])

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
        if isinstance(value, tuple) and value and value[0] == "seats":
            out[key] = seat_numbers(value[1:], lang)
        else:
            out[key] = value
    return out


def penalty_phrase(rules: Rules, penalty: int, prefix: str = "verb") -> Message:
    """The phrase, unworded, for a penalty (positive = bad) in the rules' counter
    (``prefix`` as ``counted``'s: ``verb_you`` for the second person)."""
    return counted(rules.counter, -penalty if rules.counts_down else penalty, prefix=prefix)


def _counter(rules: Rules) -> Message:
    """The rules' counter as a word ("lives", "bóle"), to name a count after its number."""
    return Message(f"counter_{rules.counter}")


def score_hand(hand: Hand, before: Sequence[int] | None = None) -> HandScore:
    """Score ``hand`` given each seat's counter ``before`` it (default: the start value)."""
    rules = hand.rules
    n = hand.n
    base = tuple(before) if before is not None else (rules.start,) * n
    if len(base) != n:
        raise ValueError(f"{len(base)} counters given for {n} seats")
    points = hand_points(hand)
    active = hand.active
    outcome: str = hand.outcome
    penalty = [0] * n
    reasons: Reasons = []
    same_dealer = False
    if outcome == "incomplete":
        pass
    elif outcome == "annulled":
        same_dealer = deals_again_after_annul(rules, hand.decider, hand.first_leader)
        key = ("score_annulled" if rules.annul_dealer == "same"
               else "score_annulled_lead" if same_dealer else "score_annulled_next")
        reasons.append((key, {"seat": hand.decider}))
    elif outcome == "revoke":
        r = hand.proved_revoke
        assert r is not None
        penalty[r.seat] = rules.revoke_penalty
        reasons.append(
            (
                "score_revoke",
                {"seat": r.seat, "trick": r.trick + 1, "suit": r.led,
                 "verb": penalty_phrase(rules, rules.revoke_penalty)},
            )
        )
        same_dealer = True
    else:
        # The taker won the first tricks (with or without a decision to face).
        taker = hand.capote_taker if outcome == "capote" else hand.tricks[0].winner
        stopper = hand.capote_stopper if outcome == "capote_failed" else -1
        assert taker is not None and stopper is not None
        won = [hand.tricks_won(s) for s in range(n)]
        penalty = penalties(rules, outcome, points, won, active, taker, stopper, reasons)
    if outcome not in ("incomplete", "annulled"):
        fixed = revoke_penalties(rules, n, hand.revokes, reasons)
        penalty = [penalty[s] + fixed[s] for s in range(n)]
    in_play = [s for s in active if not rules.is_out(base[s])]
    after, void = counters_after(rules, base, penalty, in_play, reasons)
    if void:
        outcome = "void"
        same_dealer = True
    delta = tuple(after[s] - base[s] for s in range(n))
    if outcome == "capote" and rules.counter != "points":
        # Say what the taker really gained: bóle cannot drop below zero (004).
        taker = hand.capote_taker
        assert taker is not None
        reasons = [
            (key, {**params, "gain": counted(rules.counter, delta[taker])})
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
    last_bonus = rules.last_trick_points
    for s in range(n):
        bonus = last_bonus if s == last_winner else 0
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


TRESSETTE_THIRDS = {Rank.ACE: 3, Rank.KING: 1, Rank.KNIGHT: 1, Rank.JACK: 1, Rank.THREE: 1,
                    Rank.TWO: 1}
"""Tressette's card values in thirds of a point (``Rules.card_values``); the last trick 3."""


def hand_points(hand: Hand) -> tuple[int, ...]:
    """Each seat's points in ``hand`` under its rules' ``card_values``: Coteccio's (the
    hand's own count) or Tressette's, each seat's thirds rounded down at the end.

    >>> from coteccio_lab.cards import parse_cards
    >>> from coteccio_lab.rules import preset
    >>> h = Hand(preset("trieste").override(card_values="tressette"),
    ...          [parse_cards("Ac 2b"), parse_cards("3c Kb")], dealer=1)
    >>> for c in ("Ac", "3c", "2b", "Kb"): _ = h.push(c)
    >>> hand_points(h), tuple(h.points())
    ((1, 1), (6, 11))
    """
    if hand.rules.card_values != "tressette":
        return tuple(hand.points())
    thirds = [sum(TRESSETTE_THIRDS.get(c.rank, 0) for c in hand.cards_won(s))
              for s in range(hand.n)]
    if hand.tricks_done == hand.hand_size:
        thirds[hand.tricks[-1].winner] += 3
    return tuple(third // 3 for third in thirds)


def deals_again_after_annul(rules: Rules, decider: int | None, first_leader: int) -> bool:
    """Does the same dealer deal again after ``decider`` annulled a hand (``annul_dealer``)?

    ``same`` (003): always; ``next`` (000): never, the deal passes on; ``first_hand``
    (004: "Se il giocatore che ha trattato era primo di mano ha diritto di esserlo
    nuovamente"): only when the seat that annulled led the first trick.

    >>> from coteccio_lab.rules import preset
    >>> r = preset("trieste").override(annul_dealer="first_hand")
    >>> deals_again_after_annul(r, 0, 0), deals_again_after_annul(r, 2, 0)
    (True, False)
    """
    if rules.annul_dealer == "first_hand":
        return decider == first_leader
    return rules.annul_dealer == "same"


def choice_tips(hand: Hand | None, lang: str = "en") -> dict[str, str]:
    """What each move of the hand's pending choice does, in words, by its notation (the
    buttons' titles): the capote's ``annul`` and ``attempt`` while it waits, else none."""
    if hand is None or not hand.decision_pending:
        return {}
    return dict(zip(("annul", "attempt"), capote_tips(hand, lang)))


def capote_tips(hand: Hand, lang: str = "en") -> tuple[str, str]:
    """What annulling and attempting do, in words, under ``hand``'s rules: for the buttons
    of a seat facing the capote decision (the dashboard's, the table widget's)."""
    rules = hand.rules
    decider = hand.decider if hand.decider is not None else hand.capote_taker
    if deals_again_after_annul(rules, decider, hand.first_leader):
        dealer = "tip_dealer_lead" if rules.annul_dealer == "first_hand" else "tip_dealer_same"
    else:
        dealer = "tip_dealer_next"
    annul = t("tip_annul", lang, dealer=t(dealer, lang))
    good = rules.capote_gain if rules.counts_down else -rules.capote_gain
    attempt = t("tip_attempt", lang, gain=verb(rules.counter, good, lang),
                pays=verb(rules.counter, -1 if rules.counts_down else 1, lang))
    if rules.failed_capote:
        one = 1 if rules.counts_down else -1
        attempt += t("tip_failed", lang, loses=verb(rules.counter, -one, lang),
                     gains=verb(rules.counter, one, lang))
    else:
        attempt += t("tip_failed_usual", lang)
    return annul, attempt


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


# ---- the arithmetic, on plain numbers ----------------------------------------------------------
# One implementation for the referee (score_hand, which passes ``reasons`` to hear why) and
# for the players' search and the capote odds (FastScorer, which scores hundreds of thousands
# of imagined endings without a Hand and passes none).

Reasons = list[tuple[str, dict[str, Any]]]

NORMAL, CAPOTE, CAPOTE_FAILED, ANNULLED = "normal", "capote", "capote_failed", "annulled"
"""The outcomes ``penalties`` scores, spelt as ``Hand.outcome`` spells them."""


def penalties(
    rules: Rules,
    outcome: str,
    points: Sequence[int],
    won: Sequence[int],
    active: Sequence[int],
    taker: int,
    stopper: int,
    reasons: Reasons | None = None,
) -> list[int]:
    """What each seat pays by the rule that scores a finished hand, before any counter
    limit: positive = loses (most points, a capote against it), negative = gains.

    ``won`` is each seat's tricks, ``taker`` the seat that won the first tricks (the
    capote's), ``stopper`` the seat that stopped a failed capote (else -1). An annulled
    hand costs nothing.

    >>> from coteccio_lab.rules import preset
    >>> penalties(preset("trieste"), "normal", [20, 11, 20], [2, 1, 2], (0, 1, 2), 0, -1)
    [1, 0, 1]
    >>> penalties(preset("bergamo"), "capote", [0, 0, 0], [7, 0, 0], (0, 1, 2), 0, -1)
    [-1, 1, 1]
    """
    penalty = [0] * len(points)
    if outcome == ANNULLED:
        return penalty
    if rules.counter == "points":
        _points_counter(rules, points, won, active, penalty, reasons)
    elif outcome == CAPOTE and rules.sweep == "wins_hand":
        for s in active:
            penalty[s] = 1 if s != taker else 0
        if reasons is not None:
            reasons.append(("score_sweep_wins",
                            {"seat": taker, "verb": penalty_phrase(rules, 1)}))
    elif outcome == CAPOTE and rules.sweep == "capote":
        for s in active:
            penalty[s] = 1
        penalty[taker] = -rules.capote_gain
        if reasons is not None:
            reasons.append(
                ("score_capote", {"seat": taker,
                                  "gain": penalty_phrase(rules, -rules.capote_gain),
                                  "verb": penalty_phrase(rules, 1)})
            )
    elif outcome == CAPOTE_FAILED:
        penalty[taker] = 1
        penalty[stopper] = -1
        if reasons is not None:
            reasons.append(
                ("score_capote_failed", {"seat": taker, "stopper": stopper,
                                         "verb": penalty_phrase(rules, 1),
                                         "gain": penalty_phrase(rules, -1)})
            )
    else:
        top = max(points[s] for s in active)
        tied = [s for s in active if points[s] == top]
        if len(tied) == 1:
            penalty[tied[0]] = rules.penalty
            if reasons is not None:
                reasons.append(
                    ("score_most", {"seat": tied[0], "points": top,
                                    "verb": penalty_phrase(rules, rules.penalty)})
                )
        else:
            for s in tied:
                penalty[s] = rules.tie_penalty
            if reasons is not None:
                reasons.append(
                    ("score_tie", {"seats": ("seats", *tied), "points": top,
                                   "verb": penalty_phrase(rules, rules.tie_penalty)})
                )
    return penalty


def revoke_penalties(
    rules: Rules, n: int, revokes: Sequence[Revoke], reasons: Reasons | None = None
) -> list[int]:
    """Penalties due whatever the ending: each revoke when the hand plays on
    (``revoke_stops`` False: 004's penalty, "pena l'assegnazione di una bóla", with the
    kit's reading that the hand goes on). Nothing under the other readings."""
    fixed = [0] * n
    if rules.revoke == "table" and not rules.revoke_stops:
        for r in revokes:
            fixed[r.seat] += rules.revoke_penalty
            if reasons is not None:
                reasons.append(
                    ("score_revoke_play_on", {"seat": r.seat, "trick": r.trick + 1,
                                              "suit": r.led,
                                              "verb": penalty_phrase(rules,
                                                                     rules.revoke_penalty)})
                )
    return fixed


def counters_after(
    rules: Rules,
    base: Sequence[int],
    penalty: Sequence[int],
    in_play: Sequence[int],
    reasons: Reasons | None = None,
) -> tuple[list[int], bool]:
    """Each seat's counter after paying ``penalty``, and whether the hand is void.

    Lives stop at 0; bóle stay from 0 to the limit (out on reaching it, 004). When the
    hand would put every seat still ``in_play`` out at once, ``rules.everyone_out`` says
    what happens: the hand is void (the counters stay), everyone restarts (or only the
    seats still in), or sudden death.

    >>> from coteccio_lab.rules import preset
    >>> counters_after(preset("trieste"), [1, 3], [1, 0], [0, 1])
    ([0, 3], False)
    """
    n = len(base)
    if rules.counts_down:
        after = [max(0, base[s] - penalty[s]) for s in range(n)]
    elif rules.counter == "bole":
        top = rules.limit
        after = [min(top, max(0, base[s] + penalty[s])) for s in range(n)]
    else:
        after = [max(0, base[s] + penalty[s]) for s in range(n)]
    if rules.counter != "points" and in_play and all(rules.is_out(after[s]) for s in in_play):
        if rules.everyone_out == "void":
            if reasons is not None:
                # the tie did not cost what it says it costs: it would have
                reasons[:] = [_would(key, params) for key, params in reasons]
                reasons.append(("score_void", {}))
            return list(base), True
        if rules.everyone_out == "restart":
            # 003: "everyone starts with 4 lives again": the match restarts for every seat.
            after = [rules.start] * n
            if reasons is not None:
                reasons.append(("score_restart", {"start": rules.start,
                                                   "counter": _counter(rules)}))
        elif rules.everyone_out == "restart_in_play":
            # 003 read as "the players still in": the seats already out stay out.
            for s in in_play:
                after[s] = rules.start
            if reasons is not None:
                reasons.append(("score_restart_in_play", {"start": rules.start,
                                                   "counter": _counter(rules)}))
        else:
            again = rules.limit - 1 if not rules.counts_down else rules.limit + 1
            after = [again] * n
            if reasons is not None:
                reasons.append(("score_sudden_death", {"start": again,
                                                    "counter": _counter(rules)}))
    return after, False


WOULD = {"score_tie": "score_tie_would"}
"""A reason's words for a hand that turns out void: what it would have cost."""

WOULD_VERB = {"verb_lose_lives": "verb_would_lose_lives", "verb_take_bole": "verb_would_take_bole"}
"""A tie's cost in the conditional, named in the rules' counter ("would lose a life")."""


def _would(key: str, params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    if key not in WOULD:
        return key, params
    verb = params.get("verb")
    if isinstance(verb, Message) and verb.key in WOULD_VERB:
        params = {**params, "verb": Message(WOULD_VERB[verb.key], **verb.params)}
    return WOULD[key], params


def _points_counter(
    rules: Rules,
    points: Sequence[int],
    won: Sequence[int],
    active: Sequence[int],
    charge: list[int],
    reasons: Reasons | None,
) -> None:
    """Piacenza and Modena (004), with the assumptions stated in ``rules``."""
    top = max(points[s] for s in active)
    for s in active:
        charge[s] = points[s]
    if reasons is not None:
        reasons.append(("score_points_added", {}))
    takers = [s for s in active if won[s]]
    if rules.points_no_trick:
        empty = [s for s in active if not won[s]]
        for s in empty:
            charge[s] = top
        # one sentence for every seat without a trick, not one a seat
        if reasons is not None and len(empty) == 1:
            reasons.append(("score_no_trick", {"seat": empty[0], "points": top}))
        elif reasons is not None and empty:
            reasons.append(("score_no_trick_many", {"seats": ("seats", *empty), "points": top}))
    if rules.points_capote_triple and len(takers) == 1:
        charge[takers[0]] = 0
        for s in active:
            if s != takers[0]:
                charge[s] *= 3
        if reasons is not None:
            reasons.append(("score_triple", {"seat": takers[0]}))
    elif rules.points_double and len(takers) == 2 and len(active) >= 4:
        for s in active:
            charge[s] *= 2
        if reasons is not None:
            reasons.append(("score_double", {}))


class FastScorer:
    """The counter changes of finished hands at one table, from plain numbers: the players'
    search and the capote odds score imagined endings with it, without a ``Hand``, by the
    same functions as ``score_hand``.

    >>> from coteccio_lab.rules import Rules
    >>> s = FastScorer(Rules(), [4, 4, 1], active=(0, 1, 2))
    >>> s.deltas([20, 11, 3], [3, 1, 1], NORMAL, taker=0, stopper=-1)
    [-1, 0, 0]
    >>> s.deltas([0, 0, 0], [5, 0, 0], CAPOTE, taker=0, stopper=-1)
    [1, -1, -1]
    """

    __slots__ = ("rules", "n", "base", "active", "in_play", "sign", "fixed")

    def __init__(self, rules: Rules, base: Sequence[int] | None, active: Sequence[int],
                 n: int | None = None, fixed: Sequence[int] | None = None) -> None:
        self.rules = rules
        self.n = n if n is not None else (len(base) if base is not None else max(active) + 1)
        self.base = tuple(base) if base is not None else (rules.start,) * self.n
        if len(self.base) != self.n:
            raise ValueError(f"{len(self.base)} counters given for {self.n} seats")
        self.active = tuple(active)
        self.in_play = tuple(s for s in self.active if not rules.is_out(self.base[s]))
        # +1 when a higher counter is better for the seat (lives), -1 otherwise.
        self.sign = 1 if rules.counts_down else -1
        # Penalties already due whatever the ending (``revoke_penalties``).
        self.fixed = tuple(fixed) if fixed is not None and any(fixed) else None

    @classmethod
    def for_hand(cls, hand: Hand, base: Sequence[int] | None = None) -> FastScorer:
        fixed = revoke_penalties(hand.rules, hand.n, hand.revokes)
        return cls(hand.rules, base, hand.active, hand.n, fixed)

    def deltas(self, points: Sequence[int], won: Sequence[int], outcome: str, taker: int,
               stopper: int) -> list[int]:
        """Each seat's counter change, as ``score_hand(...).delta`` gives it."""
        n = self.n
        if outcome == ANNULLED:
            return [0] * n
        penalty = penalties(self.rules, outcome, points, won, self.active, taker, stopper)
        fixed = self.fixed
        if fixed is not None:
            penalty = [penalty[s] + fixed[s] for s in range(n)]
        after, _ = counters_after(self.rules, self.base, penalty, self.in_play)
        base = self.base
        return [after[s] - base[s] for s in range(n)]

    def goodness(self, delta: int) -> int:
        """A counter change as good news: positive is good for the seat, whatever the counter."""
        return delta * self.sign
