"""The one judge of play: what each choice is worth if every seat then plays on as it would.

Every surface that values a decision asks it: the dashboard's *Hint*, ``advise``, the
expert player, the review of a hand, its *Retry*, the practice made from mistakes and the
class service's grading. It measures, for each choice of the seat to move,

    the expected result of the hand for that seat (its counter, then its card points)
    if it makes that choice and then *every seat plays on as it really would*,

over the layouts of the unseen cards the seat could not tell apart (never the real
cards): the other seats by their own level (a person, or a level too slow to play out
hundreds of times, by a stand-in level: :data:`STAND_INS`), and the seat itself by a
named level, :attr:`Assumption.continuation` (the strongest the time allows:
:data:`CONTINUATION`).

How: for each layout drawn uniformly among those that fit the seat's view
(:class:`coteccio_lab.odds.DealSpace`; all of them when they are few), each choice is
played out to the end of the hand by those players on a real :class:`~coteccio_lab.hand.Hand`
and scored by the kit's own scoring, every choice on the same layouts with the same
chance (common random numbers), so that the difference between two choices is measured
where it arises and not drowned in the luck of the layouts. So the values are not a
model of the play: they *are* the average of what those players do, and the only error
is the sampling one, which every value carries as a 95 % interval. Layouts are added in
batches while the best choice is not yet told apart from the runner-up, or a choice's
loss straddles a grade's threshold (:data:`THRESHOLDS`), up to ``most``.

>>> from coteccio_lab.hand import Hand
>>> hand = Hand.deal(4, seed=7)
>>> found = Judge().evaluate(SeatView.of(hand, hand.to_act), seed=3)
>>> found.moves[found.best] in [c.code() for c in hand.following_suit]
True
>>> found.assumption.continuation
'cautious'
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, cards_from_mask
from ..hand import Hand
from ..i18n.params import Message, Num
from ..moves import CardValue, Move
from ..odds import DealSpace
from ..scoring import hand_points, score_hand
from ..view import SeatView
from .analysis import Analysis
from .base import Player, ReasonedPlayer
from .levels import CautiousPlayer, RandomPlayer

__all__ = [
    "BLUNDER",
    "CONTINUATION",
    "INACCURACY",
    "MISTAKE",
    "POINT_WEIGHT",
    "STAND_INS",
    "THRESHOLDS",
    "Assumption",
    "Evaluation",
    "Judge",
    "hand_of_view",
]

CONTINUATION = "cautious"
"""The level the judged seat plays on by after its choice: the strongest that a few
hundred play-outs a decision allow (the expert's own move takes milliseconds each)."""

STAND_INS = {"expert": "cautious", "human": "cautious"}
"""Levels played out by another: the expert is too slow to play out hundreds of times a
decision (and would ask this judge again), a person's play is not known."""

POINT_WEIGHT = 1 / 128
"""A card point in lives (or bóle): the kit's exchange rate, the review's "lives, then
points". A points counter counts the card points already, and takes none."""

INACCURACY = 0.04
"""A loss below this is no loss: about five card points, or one life in 25 hands."""
MISTAKE = 0.12
BLUNDER = 0.30
THRESHOLDS = (INACCURACY, MISTAKE, BLUNDER)
"""The grades' thresholds: the judge samples on while a choice's loss straddles one."""

POINTS_UNIT = 10
"""A points counter is judged in tens of points, so its losses read as the others'."""

Z95 = 1.959963984540054

WORTH_DIGITS = 3
"""Decimals of every worth, lead and ± margin the kit writes: one rounding for them all."""

EVERY_UP_TO = 512
"""Every layout that fits is played out when at most this many do."""

FULL_TABLE = 4
"""Seats in the hand up to which the judge draws its full number of layouts."""

@dataclass(frozen=True)
class Assumption:
    """Who plays on, in the judge's play-outs: ``levels[s]`` for each seat (``""`` for a
    seat out of the hand); the judged seat by ``continuation``. ``stand_ins`` are the
    seats whose own level (``asked[s]``) is played by a stand-in (:data:`STAND_INS`)."""

    seat: int
    continuation: str
    levels: tuple[str, ...]
    asked: tuple[str, ...]

    @property
    def stand_ins(self) -> tuple[int, ...]:
        return tuple(s for s in range(len(self.levels))
                     if s != self.seat and self.levels[s] and self.levels[s] != self.asked[s])

    def to_json(self) -> dict[str, Any]:
        return {"continuation": self.continuation, "levels": list(self.levels),
                "stand_ins": {str(s): self.asked[s] for s in self.stand_ins}}


def assumption(view: SeatView, levels: Sequence[str] | None,
               continuation: str = CONTINUATION) -> Assumption:
    """The play-outs' players for ``view.seat``'s decision: ``levels`` (one per seat, the
    seat's own ignored; default ``cautious``, the dashboard's default opponent)."""
    asked = []
    played = []
    for s in range(view.n):
        if s not in view.active:
            asked.append("")
            played.append("")
            continue
        level = continuation if s == view.seat else (
            levels[s] if levels is not None and s < len(levels) and levels[s] else "cautious")
        level = level.strip().lower() if isinstance(level, str) else "cautious"
        asked.append(level)
        stand_in = STAND_INS.get(level, level)
        # a level the play-outs do not know (a learner's own player) plays as cautious
        played.append(stand_in if stand_in in PLAYED_OUT else "cautious")
    if STAND_INS.get(continuation, continuation) not in PLAYED_OUT:
        raise ValueError(f"the judge's continuation is random or cautious, not {continuation!r}")
    return Assumption(view.seat, STAND_INS.get(continuation, continuation),
                      tuple(played), tuple(asked))


PLAYED_OUT = ("random", "cautious")
"""The levels the play-outs use as themselves."""


def _player(level: str) -> Player:
    if level == "random":
        return RandomPlayer()
    if level == "cautious":
        return CautiousPlayer()
    raise ValueError(f"the judge plays out by random or cautious, not {level!r}")


@dataclass(frozen=True)
class Evaluation:
    """What the judge found at one decision.

    ``results[k][j]`` is ``(utility, delta, points)`` of choice ``moves[j]`` on the k-th
    layout: what is compared (the counter's change as good news, less ``POINT_WEIGHT`` a
    card point; a points counter's change alone, in tens of points), the seat's counter
    change and its card points at the end of the hand.
    """

    seat: int
    moves: tuple[str, ...]
    results: tuple[tuple[tuple[float, float, float], ...], ...]
    hidden: tuple[tuple[int, ...], ...]
    """Each layout's unseen cards (a mask per seat), to show a line of play."""
    count: int
    """How many layouts of the unseen cards fit the seat's view."""
    every: bool
    """Every one of those layouts was played out."""
    assumption: Assumption
    seed: int
    template: Hand
    counters: tuple[int, ...] | None

    @property
    def layouts(self) -> int:
        return len(self.results)

    @property
    def exact(self) -> bool:
        """No sampling error: every layout played out, and nobody plays by chance."""
        return self.every and "random" not in self.assumption.levels

    def mean(self, j: int, part: int = 0) -> float:
        return math.fsum(r[j][part] for r in self.results) / len(self.results)

    def difference(self, a: int, b: int) -> tuple[float, float]:
        """The mean of ``a``'s utility less ``b``'s over the same layouts, and the half
        width of its 95 % interval (0 when exact)."""
        diffs = [r[a][0] - r[b][0] for r in self.results]
        n = len(diffs)
        mean = math.fsum(diffs) / n
        if self.exact or n < 2:
            return mean, 0.0
        var = math.fsum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, Z95 * math.sqrt(var / n)

    def tied(self, a: int, b: int) -> bool:
        """``a`` and ``b`` came out the same on every layout: a tie, not a choice."""
        return all(abs(r[a][0] - r[b][0]) < 1e-12 for r in self.results)

    @property
    def best(self) -> int:
        """The argmax: best mean utility, then fewer points, then the lower card."""
        return min(range(len(self.moves)),
                   key=lambda j: (-round(self.mean(j), 9), round(self.mean(j, 2), 9), j))

    def loss(self, j: int) -> tuple[float, float, float]:
        """Choice ``j``'s loss against the best and its 95 % interval ``(loss, low, high)``
        (low at least 0), in the grades' unit."""
        if j == self.best or self.tied(j, self.best):
            return 0.0, 0.0, 0.0
        mean, half = self.difference(self.best, j)
        return max(0.0, mean), max(0.0, mean - half), max(0.0, mean + half)

    def runner_up(self) -> int | None:
        """The best choice that is not tied with the best."""
        best = self.best
        others = [j for j in range(len(self.moves)) if j != best and not self.tied(j, best)]
        return min(others, key=lambda j: (-self.mean(j), self.mean(j, 2), j)) if others else None

    def index(self, move: str) -> int:
        return self.moves.index(move)

    def played_out(self, j: int, k: int) -> Hand:
        """The hand played out after choice ``j`` on layout ``k``, to its end."""
        hand = self.template.relaid(self.hidden[k])
        players = [_player(level) if level else None for level in self.assumption.levels]
        _play_out(hand, Move.parse(self.moves[j], seat=self.seat), players,
                  _layout_rng(self.seed, k), self.counters)
        return hand

    def typical(self, a: int, b: int) -> int | None:
        """A layout on which ``a`` and ``b`` end apart by the most common difference that
        has the sign of the mean (the line that makes the difference), else None."""
        mean = self.difference(a, b)[0]
        tally: dict[float, list[int]] = {}
        for k, r in enumerate(self.results):
            d = round(r[a][0] - r[b][0], 6)
            if d and (d > 0) == (mean > 0):
                tally.setdefault(d, []).append(k)
        if not tally:
            return None
        return max(tally.values(), key=len)[0]

    def values(self) -> tuple[CardValue, ...]:
        """Each card's average (empty at a capote decision): a move's ``Analysis.values``."""
        if self.moves and self.moves[0] in ("annul", "attempt"):
            return ()
        return tuple(CardValue(card=Card.parse(m), expected_points=self.mean(j, 2),
                               expected_delta=self.mean(j, 1), utility=self.mean(j))
                     for j, m in enumerate(self.moves))

    def worth(self, j: int) -> float:
        """Choice ``j``'s average utility in the counter's own unit, as its changes read
        (lives as good news, a points counter's points as bad news): the counter's change
        with each card point counted as :data:`POINT_WEIGHT` of one (a points counter's
        change alone: it counts them already). The best choice has
        the most (the fewest points, on a points counter)."""
        rules = self.template.rules
        sign = 1 if rules.counts_down else -1
        unit = POINTS_UNIT if rules.counter == "points" else 1
        return sign * unit * self.mean(j)

    def move(self, j: int) -> Move:
        """Choice ``j`` as the seat's move, with the judge's reason: its average, the
        runner-up's (or the choices it ties with), the layouts, who plays on; against the
        runner-up, both in the counter's unit with the points counted in (:meth:`worth`),
        so that the best is the one worth the most."""
        chosen = Move.parse(self.moves[j], seat=self.seat)
        counter = self.template.rules.counter
        params: dict[str, Any] = {
            "delta": Num(self.mean(j, 1), "signed"), "points": Num(self.mean(j, 2), "dec"),
            "counter": Message(f"counter_{counter}"), "n": Num(self.layouts, "int"),
            "continuation": Message(f"level_{self.assumption.continuation}"),
        }
        if chosen.card is not None:
            params["card"] = chosen.card
        else:
            params["choice"] = Message(f"adv_choice_{self.moves[j]}")
        ties = [m for i, m in enumerate(self.moves) if i != j and self.tied(i, j)]
        other = self.runner_up() if j == self.best else self.best
        if ties:
            reason = "why_judge_tie"
            params["ties"] = _named(ties)
        elif other is not None and other != j:
            reason = "why_judge_worth_vs"
            gap, half = self.difference(j, other)
            unit = POINTS_UNIT if counter == "points" else 1
            if counter == "points":
                # the counter is the points charged: said as such, with no exchange rate
                reason = "why_judge_worth_vs_points"
                params["delta"] = Num(self.mean(j, 1), "dec")
            params.update(other=_named([self.moves[other]]),
                          other_delta=Num(self.mean(other, 1),
                                          "dec" if counter == "points" else "signed"),
                          other_points=Num(self.mean(other, 2), "dec"),
                          value=Num(self.worth(j), "signed", WORTH_DIGITS),
                          other_value=Num(self.worth(other), "signed", WORTH_DIGITS),
                          gap=Num(abs(gap) * unit, "dec", WORTH_DIGITS),
                          half=Num(half * unit, "dec", WORTH_DIGITS))
        else:
            reason = "why_judge"
        return Move(self.seat, card=chosen.card, capote=chosen.capote, analysis=Analysis(
            reason, params, values=self.values(), samples=self.layouts, level="expert"))

    def to_json(self) -> dict[str, Any]:
        return {"layouts": self.layouts, "total": self.count, "every": self.every,
                "exact": self.exact, "assumption": self.assumption.to_json()}


class Judge:
    """Values every choice of the seat to move by play-outs (see the module text).

    ``layouts``: the first batch of layouts; ``most``: at most this many; ``batch``:
    layouts added while the answer is not settled (all three for a table of up to
    :data:`FULL_TABLE` seats in the hand; a larger table, whose play-outs are longer,
    draws that many times ``FULL_TABLE / seats``, so a decision costs about the same at
    any table); every layout is played out when at most ``every_up_to`` fit (late in a
    hand: the average is then exact over them, with no sampling error when nobody plays
    by chance); ``continuation``: the judged seat's level after its choice. The same
    view, levels and seed always give the same values.
    """

    def __init__(self, *, layouts: int = 48, most: int = 128, batch: int = 32,
                 every_up_to: int = EVERY_UP_TO, continuation: str = CONTINUATION) -> None:
        self.layouts = layouts
        self.most = most
        self.every_up_to = max(most, every_up_to)
        self.batch = batch
        self.continuation = continuation

    def evaluate(self, view: SeatView, *, seed: int = 0,
                 counters: Sequence[int] | None = None,
                 levels: Sequence[str] | None = None) -> Evaluation:
        """Every choice's value for ``view.seat`` (to move: a card, or annul / attempt)."""
        if view.to_act is None or view.to_act != view.seat:
            raise ValueError("the judge values the choices of the seat to move")
        space = DealSpace(view)
        if space.count() == 0:
            # Only a revoke at a table-mode hand can make the shown voids lie.
            space = DealSpace(view, ignore_voids=True)
        count = space.count()
        if view.decision_pending:
            moves = ["annul", "attempt"]
        else:
            moves = [c.code() for c in cards_from_mask(view.legal_mask)]
        chosen = [Move.parse(m, seat=view.seat) for m in moves]
        told = assumption(view, levels, self.continuation)
        players = [_player(level) if level else None for level in told.levels]
        base = tuple(counters) if counters is not None else None
        rng = random.Random(f"judge:{seed}:{view.played_mask}:{view.holding_mask}:{view.seat}:"
                            f"{view.decision_pending}")
        every = count <= self.every_up_to
        share = min(1.0, FULL_TABLE / len(view.active))
        most, batch = max(1, round(self.most * share)), max(1, round(self.batch * share))
        source: Iterator[list[int]] = (iter(space.deals()) if every
                                       else (space.sample(rng) for _ in range(most)))
        template: Hand | None = None
        hidden: list[tuple[int, ...]] = []
        results: list[tuple[tuple[float, float, float], ...]] = []
        sign = 1 if view.rules.counts_down else -1
        unit = POINTS_UNIT if view.rules.counter == "points" else 1
        target = max(1, round(self.layouts * share))
        for layout in source:
            masks = tuple(view.holding_mask if s == view.seat else layout[s]
                          for s in range(view.n))
            if template is None:
                template = hand_of_view(view, masks)
                relaid = template
            else:
                relaid = template.relaid(masks)
            k = len(results)
            row = []
            for move in chosen:
                hand = relaid.copy()
                _play_out(hand, move, players, _layout_rng(seed, k), base)
                score = score_hand(hand, base)
                delta = score.delta[view.seat]
                # an annulled hand's points count for nothing
                points = 0 if score.outcome == "annulled" else hand_points(hand)[view.seat]
                # the capote choice is worth its counter alone (the odds' measure): after
                # it no seat's points are compared again; a points counter already counts
                # the card points, so they are not counted twice
                weight = (0.0 if view.decision_pending or view.rules.counter == "points"
                          else POINT_WEIGHT)
                row.append(((sign * delta - weight * points) / unit, float(delta),
                            float(points)))
            results.append(tuple(row))
            hidden.append(masks)
            if not every and len(results) >= target:
                found = Evaluation(view.seat, tuple(moves), tuple(results), tuple(hidden),
                                   count, False, told, seed, template, base)
                if _settled(found):
                    break
                target += batch
        assert template is not None
        done = every and len(results) == count
        return Evaluation(view.seat, tuple(moves), tuple(results), tuple(hidden), count,
                          done, told, seed, template, base)


def _named(moves: Sequence[str]) -> object:
    """Cards (or the capote choices) as a sentence's parameter."""
    if moves[0] in ("annul", "attempt"):
        return Message(f"adv_choice_{moves[0]}")
    cards = [Card.parse(m) for m in moves]
    return cards[0] if len(cards) == 1 else tuple(cards)


def _settled(found: Evaluation) -> bool:
    """The best is told apart from the runner-up, and no choice's loss straddles a
    grade's threshold."""
    best = found.best
    for j in range(len(found.moves)):
        if j == best or found.tied(j, best):
            continue
        mean, half = found.difference(best, j)
        if mean - half <= 0 < mean + half and j == found.runner_up():
            return False
        for threshold in THRESHOLDS:
            if mean - half < threshold <= mean + half:
                return False
    return True


def _layout_rng(seed: int, k: int) -> random.Random:
    """The chance of the play-outs on layout ``k``: the same for every choice (common
    random numbers)."""
    return random.Random(f"judge-play:{seed}:{k}")


def _play_out(hand: Hand, first: Move, players: Sequence[Player | None], rng: random.Random,
              counters: Sequence[int] | None) -> None:
    hand.push(first)
    while not hand.over:
        seat = hand.to_act
        assert seat is not None
        legal = hand.legal_mask
        if legal and not legal & (legal - 1) and not hand.decision_pending:
            hand.play_index(legal.bit_length() - 1)  # a lone legal card: every level plays it
            continue
        player = players[seat]
        assert player is not None
        hand.push(player.choose(SeatView.of(hand, seat), rng, counters))


def hand_of_view(view: SeatView, holdings: Sequence[int]) -> Hand:
    """The hand ``view`` sees, with each other seat holding ``holdings[s]`` now: the same
    deal's cards played in the same order (the capote choice where it was made)."""
    plays: list[tuple[int, int]] = []
    for trick in view.tricks:
        plays.extend((seat, card.index) for seat, card in trick.seat_cards)
    plays.extend((seat, card.index) for seat, card in view.current)
    dealt = list(holdings)
    for seat, idx in plays:
        dealt[seat] |= 1 << idx
    hand = Hand(view.rules, [cards_from_mask(m) for m in dealt], view.dealer,
                spies=view.spies)
    for _seat, idx in plays:
        _choose_capote(hand, view)
        hand.play_index(idx)
    _choose_capote(hand, view)
    return hand


def _choose_capote(hand: Hand, view: SeatView) -> None:
    """The capote choice the view saw made, where the hand asks for it."""
    if hand.decision_pending and view.capote_choice is not None:
        hand.push(Move(hand.to_act, capote=view.capote_choice))


class JudgedPlayer(ReasonedPlayer):
    """Plays the judge's argmax: the expert level (``make_player("expert")``). It asks the
    same judge, with the same settings, as the *Hint* and the review, so on one position,
    seed and levels it plays their best card. Its play-outs are the cheaper levels'
    (:data:`CONTINUATION` for itself, :data:`STAND_INS` for an expert seat), so the judge
    never asks itself; the capote decision follows the exact odds (``ReasonedPlayer``).
    ``levels`` are the other seats' levels (default cautious, as for the *Hint*)."""

    name = "expert"

    def __init__(self, judge: Judge | None = None,
                 levels: Sequence[str] | None = None) -> None:
        self.judge = judge or Judge()
        self.levels = levels

    def choose_card(self, view: SeatView, rng: random.Random,
                    counters: Sequence[int] | None = None) -> Move:
        found = self.judge.evaluate(view, seed=rng.getrandbits(32), counters=counters,
                                    levels=self.levels)
        return found.move(found.best)
