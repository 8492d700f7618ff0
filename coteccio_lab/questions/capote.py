"""The capote: annul or attempt (lesson 4), and stopping another seat's (lesson 4)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from ..cards import Card
from ..hand import Hand
from ..i18n import t
from ..i18n.grammar import counter_word
from ..i18n.numbers import percent, signed
from ..moves import Move
from ..odds import CapoteOdds, capote_odds
from ..view import SeatView
from .base import CAPOTE_SOURCES, Question, QuestionError, Verdict, first_wrong
from .base import join_sentences as _join
from .positions import counters_from_json, hand_from_json, hand_json

__all__ = ["CapoteQuestion", "StopQuestion"]


def _card_or_none(answer: Any) -> Card | None:
    return answer if isinstance(answer, Card) or answer is None else Card.parse(answer)


class CapoteQuestion(Question):
    """The seat that won the first four tricks chooses: ``"annul"`` or ``"attempt"``? The
    explanation gives the exact odds of the capote and what each choice is worth."""

    kind = "capote"
    skill = "capote"

    def __init__(self, position: Hand | SeatView, seat: int | None = None, *,
                 counters: Sequence[int] | None = None, french: bool = False) -> None:
        self.hand: Hand | None = None
        if isinstance(position, Hand):
            if not position.decision_pending:
                raise ValueError("no capote decision is pending in this hand")
            decider = position.to_act if seat is None else seat
            assert decider is not None
            view = SeatView.of(position, decider)
            self.hand = position
        else:
            view = position
        if not view.decision_pending or view.to_act != view.seat:
            raise ValueError("the capote decision is not this seat's to make")
        self.view = view
        self.counters = list(counters) if counters is not None else None
        self.french = french

    def content(self) -> dict[str, Any]:
        if self.hand is None:
            raise QuestionError("a capote question built from a seat's view has no JSON form: "
                                "build it from the hand")
        return {"position": hand_json(self.hand), "counters": self.counters,
                "french": self.french}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> CapoteQuestion:
        return cls(hand_from_json(data["position"]),
                   counters=counters_from_json(data, "counters"),
                   french=bool(data.get("french")))

    def prompt(self, lang: str = "en") -> str:
        return t("ex_capote_prompt", lang, card=self.view.holding[0])

    def numbers(self) -> CapoteOdds:
        """The exact odds and what each choice is worth (``coteccio_lab.odds``)."""
        return capote_odds(self.view, self.counters)

    def chance(self) -> Fraction:
        return self.numbers().probability

    def right_answer(self) -> str:
        # the expected change of the counter decides, not the chance alone
        return "attempt" if "attempt" in self.numbers().best else "annul"

    def wrong_answer(self) -> str:
        right = self.right_answer()
        return str(first_wrong(self, ["annul" if right == "attempt" else "attempt"]))

    def evaluate(self, answer: Any) -> Verdict:
        if answer not in (None, "annul", "attempt"):
            raise ValueError(f"annul or attempt, not {answer!r}")
        numbers = self.numbers()
        p = numbers.probability
        best = numbers.best
        lead = self.view.holding[0]
        fraction = f"{p.numerator}/{p.denominator}"
        advice = "ex_capote_even" if len(best) == 2 else (
            "ex_capote_attempt" if "attempt" in best else "ex_capote_annul")

        def why(lang: str) -> str:
            parts = []
            if answer is None:
                parts.append(t("ex_capote_choose", lang))
            parts.append(t("ex_capote_odds", lang, card=lead, suit=lead.suit,
                           percent=percent(float(p), lang), fraction=fraction))
            parts.append(t("ex_capote_expect", lang,
                           attempt=signed(float(numbers.attempt_delta), lang),
                           counter=counter_word(numbers.counter, lang)))
            parts.append(t(advice, lang))
            parts.append(t("ex_capote_rule", lang))
            return _join(parts)

        def hint(lang: str) -> str:
            parts = [t("ex_capote_choose", lang)] if answer is None else []
            parts.append(t("ex_hint_capote", lang, card=lead))
            if any(void for s, void in enumerate(self.view.voids) if s != self.view.seat):
                parts.append(t("ex_hint_capote_voids", lang))
            parts.append(t("ex_capote_rule", lang))
            return _join(parts)

        return Verdict(answer in best, why, CAPOTE_SOURCES, answer, hint=hint)


#: the most points a stopping trick may hold for the feedback to call it cheap: one figure at
#: most (a King's 5); the Ace's 6, or two figures, is no cheap stop
CHEAP_STOP = 5


def _say(key: str, lang: str, **params: Any) -> str:
    return t(f"l4_stop_{key}", lang, **params)


class StopQuestion(Question):
    """Pick the card that takes the trick from the seat that has won every trick so far.

    The seat to move must be the last to play to the trick, so the card decides it.
    """

    kind = "stop"
    skill = "stop"

    def __init__(self, hand: Hand, *, french: bool = False) -> None:
        seat = hand.to_act
        if seat is None or hand.decision_pending or not hand.current_trick:
            raise ValueError("the position must have a seat to follow to a trick")
        if hand.next_seat(seat) != hand.leader:
            raise ValueError("the seat to move must be the last to play to the trick")
        taker = hand.capote_taker
        if taker is None or taker != hand.leader or taker == seat:
            raise ValueError("another seat must have won every trick so far and lead this one")
        self.hand = hand
        self.seat = seat
        self.taker = taker
        self.french = french

    def content(self) -> dict[str, Any]:
        return {"position": hand_json(self.hand), "french": self.french}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> StopQuestion:
        return cls(hand_from_json(data["position"]), french=bool(data.get("french")))

    def prompt(self, lang: str = "en") -> str:
        return _say("prompt", lang, taker=self.taker)

    def result(self, card: Card) -> tuple[int, int]:
        """Who takes the trick with ``card``, and its points."""
        trial = self.hand.copy()
        trial.push(Move(self.seat, card=card))
        last = trial.tricks[-1]
        return last.winner, last.points

    def stoppers(self) -> list[Card]:
        """The legal cards that win the trick for the seat to move."""
        return [c for c in self.hand.following_suit if self.result(c)[0] == self.seat]

    def right_answer(self) -> Card:
        return self.stoppers()[0]

    def wrong_answer(self) -> Card:
        """A legal card that lets the taker win the trick (the usual mistake: ducking)."""
        return next(c for c in self.hand.following_suit if c not in self.stoppers())

    def evaluate(self, answer: Any) -> Verdict:
        card = _card_or_none(answer)
        good = self.stoppers()
        led = self.hand.led_suit
        best = max((c for _, c in self.hand.current_trick if c.suit == led), key=lambda c: c.rank)
        taker = self.taker
        refused = self.hand.refusal(card, self.seat) if card is not None else None
        right = card is not None and card in good

        def opening(lang: str) -> list[str]:
            """No card picked, or a card the rules refuse: said first, in both texts."""
            if card is None:
                return [_say("pick", lang)]
            if refused is not None:
                return [refused.message(lang, you=True)]
            return []

        def why(lang: str) -> str:
            parts = opening(lang)
            if card is not None and not parts:
                if right:
                    parts.append(_say("wins", lang, card=card, best=best, suit=led, taker=taker))
                    points = self.result(card)[1]
                    parts.append(_say("cost" if points <= CHEAP_STOP else "cost_plain", lang,
                                      points=points))
                else:
                    parts.append(_say("loses", lang, card=card, best=best, taker=taker))
            if not right:
                parts.append(_say("stoppers", lang, cards=good))
            return _join(parts)

        def hint(lang: str) -> str:
            parts = opening(lang) or [_say("loses", lang, card=card, best=best, taker=taker)]
            parts.append(_say("hint", lang, taker=taker, best=best))
            return _join(parts)

        return Verdict(right, why, "000, 004", card, hint=hint)
