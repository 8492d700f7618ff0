"""Which cards may the seat to move play here? (lesson 2)"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, deck_order, parse_cards
from ..hand import Hand
from ..i18n import t
from .base import ALL_SOURCES, Question, Verdict, first_wrong
from .base import join_sentences as _join
from .positions import hand_from_json, hand_json

__all__ = ["LegalQuestion"]


class LegalQuestion(Question):
    """Every card the seat to move may play in this position; the answer is a list of cards."""

    kind = "legal"
    skill = "legal"

    def __init__(self, hand: Hand, seat: int | None = None, *, french: bool = False) -> None:
        seat = hand.to_act if seat is None else seat
        if hand.over or seat is None or hand.to_act != seat or hand.decision_pending:
            raise ValueError("the position must have this seat to play a card")
        self.hand = hand
        self.seat = seat
        self.french = french

    def content(self) -> dict[str, Any]:
        return {"position": hand_json(self.hand), "french": self.french}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> LegalQuestion:
        return cls(hand_from_json(data["position"]), french=bool(data.get("french")))

    def prompt(self, lang: str = "en") -> str:
        return t("ex_legal_prompt", lang)

    def right_answer(self) -> list[Card]:
        return sorted(self.hand.following_suit, key=deck_order)

    def wrong_answer(self) -> list[Card]:
        holding = self.hand.holding(self.seat)
        legal = self.right_answer()
        # Thinking every card is allowed; or, when it is, forgetting one.
        return list(first_wrong(self, [sorted(holding, key=deck_order), legal[1:]]))

    def refusal_text(self, card: Card, lang: str) -> str:
        refused = self.hand.refusal(card, self.seat)
        if refused is not None:
            return refused.message(lang, you=True)
        led = self.hand.led_suit
        follow = [c for c in self.hand.following_suit if c.suit == led]
        return t("follow_suit", lang, suit=led, holder=t("holder_you", lang), cards=follow)

    def evaluate(self, answer: Any) -> Verdict:
        chosen = set(parse_cards(answer))
        truth = set(self.hand.following_suit)
        extra = sorted(chosen - truth, key=deck_order)
        missing = sorted(truth - chosen, key=deck_order)
        led = self.hand.led_suit
        legal = sorted(truth, key=deck_order)

        # A card of the hand refused for not following suit is named in one whole sentence
        # (the rule's clause is not glued after it, and is said once); a card the seat does
        # not hold keeps the engine's own reason.
        holding = set(self.hand.holding(self.seat))

        def named(cards: list[Card]) -> Any:
            return cards if len(cards) > 1 else cards[0]

        off_suit = [card for card in extra if card in holding]
        elsewhere = [card for card in extra if card not in holding]

        def other_reasons(lang: str) -> list[str]:
            """The cards not in the hand, those refused for one reason named together."""
            by_reason: dict[str, list[Card]] = {}
            for card in elsewhere:
                by_reason.setdefault(self.refusal_text(card, lang), []).append(card)
            return [t("ex_legal_not", lang, card=named(cards), reason=reason)
                    for reason, cards in by_reason.items()]

        def why(lang: str) -> str:
            if led is None:
                rule = t("ex_legal_lead", lang)
            elif legal and legal[0].suit == led:
                rule = t("ex_legal_follow", lang, suit=led, cards=legal)
            else:
                rule = t("ex_legal_void", lang, suit=led)
            parts = [rule]
            if off_suit:
                parts.append(t("ex_legal_not_these", lang, cards=named(off_suit)))
            parts.extend(other_reasons(lang))
            if missing:
                parts.append(t("ex_legal_missing", lang, cards=missing))
            return _join(parts)

        def hint(lang: str) -> str:
            parts = []
            # one wrong card named, not all: naming every one would leave the answer by
            # elimination, and the answer waits for a second wrong try
            if len(off_suit) == 1:
                parts.append(t("ex_hint_legal_not", lang, cards=named(off_suit), suit=led))
            elif off_suit:
                parts.append(t("ex_hint_legal_not_one", lang, card=off_suit[0], suit=led))
            parts.extend(other_reasons(lang))
            if missing:
                parts.append(t("ex_hint_legal_missing", lang))
            parts.append(t("ex_hint_legal_rule", lang))
            return _join(parts)

        return Verdict(not extra and not missing, why, ALL_SOURCES,
                       sorted(chosen, key=deck_order), hint=hint)
