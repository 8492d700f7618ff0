"""Computer players for the dashboard: the kit's players when installed, built-in ones until then.

The dashboard asks for one decision at a time through :func:`decide`: a card to
play, or the capote choice, with the reason in words. It uses
``coteccio_lab.players`` (``make_player(level).choose(view, rng)``) when that
package is importable, and falls back on two small built-in players otherwise,
so the dashboard works (and its tests run) whatever has landed.

The exact capote odds come from ``coteccio_lab.players.odds`` when it is there;
:func:`exact_capote_odds` is the same computation done here: every way the
unseen cards can lie, one card to each other seat, consistent with the suits
each seat has shown it lacks, counted exactly.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.view import SeatView
>>> import random
>>> hand = Hand.deal(None, 3, dealer=2, seed=5)
>>> d = decide("cautious", SeatView.of(hand, 0), random.Random(1))
>>> d.card is not None and d.card in hand.legal_plays()
True
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ..cards import SUIT_MASKS, Card, cards_from_mask
from ..i18n import t
from ..view import SeatView
from . import messages as _messages  # noqa: F401  (registers the sentences)

__all__ = ["LEVELS", "CapoteOdds", "Decision", "decide", "exact_capote_odds", "kit_players"]

LEVELS: tuple[str, ...] = ("random", "cautious", "expert")

Text = Callable[[str], str]


@dataclass(frozen=True)
class Decision:
    """A computer player's move: a card, or the capote choice, and why."""

    card: Card | None
    capote: str | None
    why: Text


@dataclass(frozen=True)
class CapoteOdds:
    """The chance that an attempted capote succeeds: ``good`` deals out of ``total``."""

    card: Card
    good: int
    total: int
    explain: Text | None = None
    """The kit's sentence for these odds (with the expected change), when it has one."""

    @property
    def probability(self) -> Fraction:
        return Fraction(self.good, self.total) if self.total else Fraction(0)

    def percent(self) -> str:
        return f"{float(self.probability) * 100:.1f}%"


# ---- the kit's players, when installed ---------------------------------------------------


def kit_players() -> Any | None:
    """The ``coteccio_lab.players`` package, or None while it is not installed."""
    try:
        return importlib.import_module("coteccio_lab.players")
    except ModuleNotFoundError as err:
        if err.name is not None and "coteccio_lab.players".startswith(err.name):
            return None
        raise


@lru_cache(maxsize=16)
def _kit_player(level: str) -> Any | None:
    module = kit_players()
    if module is None or not hasattr(module, "make_player"):
        return None
    return module.make_player(level)


def _why_of(move: Any) -> Text:
    why = getattr(move, "why", None)
    if callable(why):
        def text(lang: str) -> str:
            value = why(lang)
            return str(value)

        return text
    if isinstance(why, str):
        return lambda lang: why
    return lambda lang: ""


def _from_kit(move: Any) -> Decision | None:
    if isinstance(move, Card):
        return Decision(move, None, lambda lang: "")
    card = getattr(move, "card", None)
    if isinstance(card, str):
        card = Card.parse(card)
    choice = getattr(move, "capote", None) or getattr(move, "choice", None)
    if isinstance(move, str) and move in ("attempt", "annul"):
        choice = move
    if isinstance(card, Card):
        return Decision(card, None, _why_of(move))
    if choice in ("attempt", "annul"):
        return Decision(None, str(choice), _why_of(move))
    return None


def decide(
    level: str, view: SeatView, rng: random.Random, counters: Sequence[int] | None = None
) -> Decision:
    """The move of a computer player of ``level`` for the seat of ``view``.

    ``counters`` are the match counters before the hand (the kit's players weigh them).
    """
    player = _kit_player(level)
    if player is not None:
        try:
            move = player.choose(view, rng, counters)
        except TypeError:  # a player without the counters argument
            move = player.choose(view, rng)
        decision = _from_kit(move)
        if decision is not None:
            return decision
    return _builtin(level, view, rng)


# ---- built-in players ----------------------------------------------------------------------


def _builtin(level: str, view: SeatView, rng: random.Random) -> Decision:
    if view.decision_pending:
        odds = exact_capote_odds(view)
        attempt = odds is not None and odds.probability >= Fraction(1, 2)
        if level == "random":
            attempt = rng.random() < 0.5
            return Decision(None, "attempt" if attempt else "annul", _key("dash_why_random"))
        return Decision(
            None,
            "attempt" if attempt else "annul",
            _key("dash_why_attempt" if attempt else "dash_why_annul"),
        )
    legal = view.legal_plays
    if not legal:
        raise ValueError(f"seat {view.seat} has no card to play now")
    if level == "random":
        return Decision(legal[rng.randrange(len(legal))], None, _key("dash_why_random"))
    return _cautious(view, legal)


def _key(key: str, **params: Any) -> Text:
    return lambda lang: t(key, lang, **params)


def _cautious(view: SeatView, legal: list[Card]) -> Decision:
    """Keep points away: duck under the winning card, else win cheaply; discard danger."""
    if not view.current:
        card = min(legal, key=lambda c: (c.rank, c.suit))
        return Decision(card, None, _key("dash_why_low_lead"))
    led = view.current[0][1].suit
    best = max((c for _, c in view.current if c.suit == led), key=lambda c: c.rank)
    following = [c for c in legal if c.suit == led]
    if following:
        losers = [c for c in following if c.rank < best.rank]
        if losers:
            return Decision(max(losers, key=lambda c: c.rank), None, _key("dash_why_duck"))
        card = min(following, key=lambda c: (c.points, c.rank))
        return Decision(card, None, _key("dash_why_cheap_win"))
    card = max(legal, key=lambda c: (c.points, c.rank))
    return Decision(card, None, _key("dash_why_discard"))


# ---- exact capote odds -------------------------------------------------------------------------


def exact_capote_odds(view: SeatView) -> CapoteOdds | None:
    """The exact chance that ``view.seat`` wins the last trick leading its last card.

    Only meaningful at the capote decision (one card left each). Every way the
    unseen cards can lie, one to each other seat still in the hand and none of a
    suit that seat has shown it lacks, is equally likely; the result counts those
    where no other seat holds a higher card of the led suit.
    """
    holding = view.holding
    if len(holding) != 1:
        return None
    card = holding[0]
    others = [s for s in view.active if s != view.seat and view.counts[s] > 0]
    unseen = view.unseen_mask
    higher = 0
    for c in cards_from_mask(unseen & SUIT_MASKS[card.suit]):
        if c.rank > card.rank:
            higher |= c.bit
    # Classes of unseen cards: each suit, with the led suit split into higher and lower.
    classes: list[tuple[int, int]] = []  # (suit, mask)
    for suit in range(4):
        mask = unseen & SUIT_MASKS[suit]
        if suit == card.suit:
            classes.append((suit, mask & higher))
            classes.append((suit, mask & ~higher))
        else:
            classes.append((suit, mask))
    sizes = [m.bit_count() for _, m in classes]
    allowed_all = []
    allowed_good = []
    for s in others:
        void = {int(v) for v in view.voids[s]}
        ok = [i for i, (suit, _) in enumerate(classes) if suit not in void]
        allowed_all.append(ok)
        allowed_good.append([i for i in ok if not (classes[i][1] & higher)])
    total = _count(sizes, allowed_all)
    good = _count(sizes, allowed_good)
    return CapoteOdds(card, good, total)


def _count(sizes: list[int], allowed: list[list[int]]) -> int:
    """Injective assignments of one card per seat, seat k choosing from classes allowed[k]."""
    states: dict[tuple[int, ...], int] = {tuple(0 for _ in sizes): 1}
    for ok in allowed:
        nxt: dict[tuple[int, ...], int] = {}
        for used, ways in states.items():
            for i in ok:
                left = sizes[i] - used[i]
                if left <= 0:
                    continue
                key = used[:i] + (used[i] + 1,) + used[i + 1 :]
                nxt[key] = nxt.get(key, 0) + ways * left
        states = nxt
    return sum(states.values())


def kit_capote_odds(
    view: SeatView, counters: Sequence[int] | None = None
) -> CapoteOdds | None:
    """The capote odds from ``coteccio_lab.odds`` when it is installed, else ours."""
    try:
        module = importlib.import_module("coteccio_lab.odds")
    except ModuleNotFoundError:
        return exact_capote_odds(view)
    fn = getattr(module, "capote_odds", None)
    if not callable(fn) or len(view.holding) != 1:
        return exact_capote_odds(view)
    try:
        value = fn(view, counters)
    except Exception:  # a module still being built must not break the dashboard
        return exact_capote_odds(view)
    good, total = getattr(value, "good", None), getattr(value, "total", None)
    if not isinstance(good, int) or not isinstance(total, int):
        return exact_capote_odds(view)
    explain = getattr(value, "explain", None)
    text: Text | None = None
    if callable(explain):
        def text(lang: str) -> str:
            return str(explain(lang))

    return CapoteOdds(view.holding[0], good, total, text)
