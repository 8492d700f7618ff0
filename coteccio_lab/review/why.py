"""Why a card was good or not, in words built from facts of the position.

A fact is the plainest true thing about a card at that moment, worked out from what the
seat could see: does it take this trick (surely, when no seat still to play may hold a
higher card of its suit; likely or maybe, by the share of the deals that fit the view in
which none does), does it stay under the card taking the trick, is it thrown on another
suit (and could a card still out beat it later), does it stop a capote.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..cards import SUIT_MASKS, Card, Suit
from ..i18n import counted, t
from ..i18n.params import Message, Num
from ..odds import DealSpace
from ..players.base import must_stop
from ..players.judge import Evaluation
from ..players.levels import live_others
from ..scoring import score_hand
from ..view import SeatView

__all__ = ["card_why", "line_of", "sentence"]

_FACT_SAMPLES = 200
"""Deals drawn to say how likely a card is to take the trick (a word, not a number)."""


@dataclass(frozen=True)
class _Fact:
    key: str
    params: dict[str, Any]


def card_why(view: SeatView, played: Card, best: Card, *, grade: str, counter: str,
             loss: float, interval: tuple[float, float], ties: tuple[Card, ...] = (),
             continuation: str = "cautious",
             rng: random.Random) -> tuple[str, dict[str, Any]]:
    """The why of a card decision: the catalogue key and its parameters (see :func:`sentence`).

    A fact about the card played, and when it was not the best, one about the best card
    and what the best saves on average (``loss``, in lives, or tens of points for a points
    counter, with its 95 % ``interval``), played on as a ``continuation`` player would.
    """
    played_fact = _fact(view, played, rng)
    stop = must_stop(view)
    if stop is not None and best.bit & stop[1] and not played.bit & stop[1]:
        played_fact = _Fact("rv_fact_no_stop", {"card": played, "seat": stop[0]})
        best_fact = _Fact("rv_fact_stop", {"card": best, "seat": stop[0]})
    else:
        best_fact = _fact(view, best, rng)
        if best_fact.key in _TAKES and played_fact.key not in _TAKES:
            # taking the trick is worth it: the card would be more dangerous later
            lower = _lower_out(view, best)
            if lower:
                best_fact = _Fact("rv_fact_rid", {"fact": _Nested(best_fact),
                                                  "lower": _count("rv_lower", lower, best.suit)})
    if grade == "best":
        if ties:
            return "rv_why_tie", {"fact": _Nested(played_fact), "card": played,
                                  "ties": ties[0] if len(ties) == 1 else list(ties)}
        return "rv_why_best", {"fact": _Nested(played_fact), "card": played}
    unit = 10 if counter == "points" else 1
    low, high = interval
    params = {
        "card": played, "fact": _Nested(played_fact), "best_fact": _Nested(best_fact),
        "best": best, "loss": Num(loss * unit, "dec"), "low": Num(low * unit, "dec"),
        "high": Num(high * unit, "dec"),
        "counter": Message("counter_points" if counter == "points" else "counter_lives"),
        "continuation": Message(f"level_{continuation}"),
    }
    if grade == "close":
        return "rv_why_close", params
    if counter == "bole":
        params["counter"] = Message("counter_bole")
    return ("rv_why_cost_exact" if high - low < 1e-9 else "rv_why_cost"), params


def line_of(found: Evaluation, played: int, best: int, lang: str) -> str:
    """The line of play that makes the difference between choice ``played`` and ``best``,
    from a typical layout (:meth:`Evaluation.typical`): each trick from this one on, who
    takes it, and how the hand ends for the seat. Empty when no layout parts them."""
    k = found.typical(best, played)
    if k is None:
        return ""
    parts = {}
    for name, j in (("played", played), ("best", best)):
        hand = found.played_out(j, k)
        start = found.template.tricks_done
        tricks = []
        for trick in hand.tricks[start:]:
            cards = " ".join(c.code() for c in trick.cards)
            if trick.winner == found.seat:
                tricks.append(t("rv_line_trick_you", lang, cards=cards))
            else:
                tricks.append(t("rv_line_trick", lang, cards=cards, seat=trick.winner))
        delta = score_hand(hand, found.counters).delta[found.seat]
        result = counted(hand.rules.counter, delta, prefix="verb_you").text(lang)
        if hand.outcome == "capote" and hand.capote_taker == found.seat:
            result = t("rv_line_capote", lang, result=result)  # the capote plan, said
        parts[name] = (" / ".join(tricks), result)
    return t("rv_line_of_play", lang, card=_said(found.moves[played]),
             best=_said(found.moves[best]), line_played=parts["played"][0],
             result_played=parts["played"][1], line_best=parts["best"][0],
             result_best=parts["best"][1])


def _said(move: str) -> object:
    return Message(f"rv_move_{move}") if move in ("annul", "attempt") else Card.parse(move)


def _fact(view: SeatView, card: Card, rng: random.Random) -> _Fact:
    """The plainest true thing about ``card`` here: does it take this trick, and its points."""
    current = view.current
    pts = _points(sum(c.points for _, c in current) + card.points)
    played = {s for s, _ in current}
    if current:
        led = current[0][1].suit
        top = max((c for _, c in current if c.suit == led), key=lambda c: c.index)
        if card.suit != led:
            return _discard(view, card, led)
        if card.index < top.index:
            return _Fact("rv_fact_under", {"card": card, "top": top})
    order = view.active
    start = order.index(view.seat)
    later = [s for s in order[start + 1:] + order[:start] if s not in played and view.counts[s]]
    higher = SUIT_MASKS[card.suit] & ~((2 << card.index) - 1)
    out = 0
    for s in later:
        out |= view.may_hold(s) & higher
    if not out:
        return _Fact("rv_fact_sure", {"card": card, "suit": card.suit, "pts": pts})
    chance = _still_best(view, later, card, rng)
    params = {"card": card, "pts": pts, "higher": _count("rv_higher", out.bit_count(), card.suit)}
    if chance >= 0.6:
        return _Fact("rv_fact_likely", params)
    if chance >= 0.2:
        return _Fact("rv_fact_may", params)
    return _Fact("rv_fact_beaten", params)


_TAKES = ("rv_fact_sure", "rv_fact_likely", "rv_fact_may")
"""The facts that say a card (surely, likely, maybe) takes the trick."""


def _lower_out(view: SeatView, card: Card) -> int:
    """Cards of ``card``'s suit below it that another seat may still hold: kept, ``card``
    would beat each of them in a later trick."""
    return (live_others(view) & SUIT_MASKS[card.suit] & ((1 << card.index) - 1)).bit_count()


def _discard(view: SeatView, card: Card, led: Suit) -> _Fact:
    """A card thrown on another suit takes nothing now; kept, it would take a later trick
    led in its suit with a lower card, so the lower cards still out say what it was worth
    throwing."""
    lower = _lower_out(view, card)
    if lower == 0:
        return _Fact("rv_fact_discard_safe", {"card": card, "led": led})
    return _Fact("rv_fact_discard", {"card": card, "led": led,
                                     "lower": _count("rv_lower", lower, card.suit)})


def _points(n: int) -> _Nested:
    if n == 0:
        return _Nested(_Fact("rv_pts_none", {}))
    return _Nested(_Fact("rv_pts", {"n": Num(n, "int")}))


def _count(prefix: str, n: int, suit: Suit) -> _Nested:
    """'1 higher card of cups', '3 lower cards of coins' (``prefix``: rv_higher, rv_lower)."""
    return _Nested(_Fact(prefix, {"n": Num(n, "int"), "suit": suit}))


def _still_best(view: SeatView, later: list[int], card: Card, rng: random.Random) -> float:
    """The share of the deals that fit the view (sampled) in which ``card`` is still the
    best card of the trick once the seats still to play have played, each ducking under
    the best card when it can, else following with its lowest card of the suit (which
    beats it), else throwing another suit: how often nobody *has to* play over it."""
    space = DealSpace(view)
    if space.count() == 0:
        space = DealSpace(view, ignore_voids=True)
    suit = SUIT_MASKS[card.suit]
    below = (1 << card.index) - 1
    kept = 0
    for _ in range(_FACT_SAMPLES):
        hidden = space.sample(rng)
        mine = True
        for s in later:
            follow = hidden[s] & suit
            if follow and not follow & below:
                mine = False  # only higher cards of the suit: it must play over the card
                break
        kept += mine
    return kept / _FACT_SAMPLES


@dataclass(frozen=True)
class _Nested:
    """A fact as a parameter of a sentence: written out in the reader's language."""

    fact: _Fact

    def text(self, lang: str) -> str:
        return sentence(self.fact.key, self.fact.params, lang)


def sentence(key: str, params: dict[str, Any], lang: str) -> str:
    """The sentence ``key`` with ``params`` (nested facts, numbers, keys) in ``lang``."""
    words = {k: (v.text(lang) if isinstance(v, _Nested) else v) for k, v in params.items()}
    return t(key, lang, **words)
