"""Put these cards in order: by rank, or by card points (lesson 1)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..cards import Card, Rank, deck_order, parse_cards
from ..i18n import name_list, t
from .base import ALL_SOURCES, POINT_SOURCES, Question, Verdict, first_wrong, points_rule
from .base import join_sentences as _join

__all__ = ["OrderQuestion"]


class OrderQuestion(Question):
    """The cards from the highest to the lowest (``by="rank"``) or from the most points to
    the fewest (``by="points"``); the answer is the list of cards in the learner's order."""

    kind = "order"

    def __init__(self, cards: Iterable[Card | str] | str, *, by: str = "rank",
                 french: bool = False) -> None:
        self.cards = parse_cards(cards)
        if len(self.cards) < 2:
            raise ValueError("an ordering exercise needs at least two cards")
        if len(set(self.cards)) != len(self.cards):
            raise ValueError("each card may appear once")
        if by not in ("rank", "points"):
            raise ValueError(f"order by 'rank' or 'points', not {by!r}")
        self.by = by
        self.french = french

    def content(self) -> dict[str, Any]:
        return {"cards": [c.code() for c in self.cards], "by": self.by, "french": self.french}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> OrderQuestion:
        return cls(data["cards"], by=data.get("by", "rank"), french=bool(data.get("french")))

    def key(self, card: Card) -> int:
        return int(card.rank) if self.by == "rank" else card.points

    def right_order(self) -> list[Card]:
        return sorted(self.cards, key=self.key, reverse=True)

    def right_answer(self) -> list[Card]:
        return self.right_order()

    def wrong_answer(self) -> list[Card]:
        right = self.right_order()
        swapped = [right[1], right[0], *right[2:]]
        return list(first_wrong(self, [list(reversed(right)), swapped]))

    def prompt(self, lang: str = "en") -> str:
        return t("ex_order_prompt_rank" if self.by == "rank" else "ex_order_prompt_points", lang)

    def names(self, cards: Sequence[Card], lang: str, *, article: bool = True) -> str:
        """Cards named as drawn: French suits and the Queen when ``french``; a list after a
        colon without articles ("Ace of cups, King of cups")."""
        return name_list(cards, lang, french=self.french, article=article)

    def rule(self, lang: str) -> str:
        if self.by == "rank":
            ranks = ", ".join(r.name_in(lang, french=self.french) for r in reversed(Rank))
            return t("ex_rank_rule", lang, ranks=ranks)
        return points_rule(lang, self.french)

    def evaluate(self, answer: Any) -> Verdict:
        order = parse_cards(answer)
        sources = ALL_SOURCES if self.by == "rank" else POINT_SOURCES
        right = self.right_order()
        if sorted(order, key=deck_order) != sorted(self.cards, key=deck_order):
            placed, total = len(order), len(self.cards)

            def why_incomplete(lang: str) -> str:
                return _join([t("ex_order_incomplete", lang, placed=placed, total=total),
                              self.rule(lang)])

            return Verdict(False, why_incomplete, sources, order, hint=why_incomplete)
        for a, b in zip(order, order[1:]):
            if self.key(a) < self.key(b):
                key = "ex_order_swap_rank" if self.by == "rank" else "ex_order_swap_points"

                def why_wrong(lang: str, a: Card = a, b: Card = b, key: str = key) -> str:
                    return _join([
                        t(key, lang, first=self.names([a], lang), second=self.names([b], lang)),
                        self.rule(lang),
                        t("ex_order_is", lang, cards=self.names(right, lang, article=False)),
                    ])

                def hint(lang: str, a: Card = a, b: Card = b, key: str = key) -> str:
                    return _join([
                        t(key, lang, first=self.names([a], lang), second=self.names([b], lang)),
                        self.rule(lang),
                    ])

                return Verdict(False, why_wrong, sources, order, hint=hint)

        def why_right(lang: str) -> str:
            return _join([self.rule(lang),
                          t("ex_order_is", lang, cards=self.names(order, lang, article=False))])

        return Verdict(True, why_right, sources, order)
