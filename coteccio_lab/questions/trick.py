"""Who wins this trick, and how many card points does it hold? (lesson 2)"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..cards import Card, parse_cards
from ..hand import Hand, Trick
from ..i18n import t
from ..render.felt import seat_name
from .base import (
    POINT_SOURCES,
    WINNER_SOURCES,
    Question,
    Verdict,
    first_wrong,
    merge_sources,
    points_rule,
)
from .base import join_sentences as _join

__all__ = ["TrickQuestion"]


class TrickQuestion(Question):
    """The trick ``cards`` (in playing order, ``leader`` first): the answer is
    ``(winner, points)``, ``points`` None unless ``ask_points``."""

    kind = "trick"
    skill = "trick"

    def __init__(self, cards: Iterable[Card | str] | str, leader: int = 0, *,
                 ask_points: bool = True, french: bool = False) -> None:
        self.cards = parse_cards(cards)
        n = len(self.cards)
        if not 2 <= n <= 8:
            raise ValueError(f"a trick has 2 to 8 cards, not {n}")
        if len(set(self.cards)) != n:
            raise ValueError("each card may appear once")
        self.n = n
        self.leader = leader % n
        self.seats = [(self.leader + i) % n for i in range(n)]
        hands: list[list[Card]] = [[] for _ in range(n)]
        for seat, card in zip(self.seats, self.cards):
            hands[seat].append(card)
        hand = Hand(None, hands, (self.leader - 1) % n)
        for card in self.cards:
            hand.push(card)
        self.trick: Trick = hand.tricks[0]
        self.ask_points = ask_points
        self.french = french

    def content(self) -> dict[str, Any]:
        return {"cards": [c.code() for c in self.cards], "leader": self.leader,
                "ask_points": self.ask_points, "french": self.french}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> TrickQuestion:
        leader = data.get("leader", 0)
        if isinstance(leader, bool) or not isinstance(leader, int):
            raise ValueError(f"the leader is a seat number, not {leader!r}")
        return cls(data["cards"], leader, ask_points=bool(data.get("ask_points", True)),
                   french=bool(data.get("french")))

    def prompt(self, lang: str = "en") -> str:
        return t("ex_trick_prompt_points" if self.ask_points else "ex_trick_prompt", lang)

    def right_answer(self) -> tuple[int, int | None]:
        return self.trick.winner, (self.trick.points if self.ask_points else None)

    def wrong_answer(self) -> tuple[int, int | None]:
        trick = self.trick
        # The highest card on the table, whatever its suit; else the leader; else anyone.
        highest = max(range(self.n), key=lambda i: (self.cards[i].rank, -i))
        seats = [self.seats[highest], trick.leader, *self.seats]
        points = trick.points if self.ask_points else None
        return tuple(first_wrong(self, [(s, points) for s in seats if s != trick.winner]))

    def evaluate(self, answer: Any) -> Verdict:
        winner, points = answer
        trick = self.trick
        right = winner == trick.winner and (not self.ask_points or points == trick.points)
        led = trick.cards[0].suit
        best = trick.cards[self.seats.index(trick.winner)]
        off = [c for c in trick.cards if c.suit != led]
        worth = [c for c in trick.cards if c.points]

        def why(lang: str) -> str:
            parts = []
            if winner is not None and winner != trick.winner:
                parts.append(t("ex_trick_not_winner", lang, who=seat_name(winner, None, lang)))
            parts.append(
                t("ex_trick_winner", lang, suit=led, card=best,
                  who=seat_name(trick.winner, None, lang))
            )
            if off:
                parts.append(t("ex_trick_off_suit", lang, cards=off))
            if self.ask_points:
                if worth:
                    detail = " + ".join(f"{c.name(lang)} {c.points}" for c in worth)
                    parts.append(t("ex_trick_points", lang, points=trick.points, detail=detail))
                else:
                    parts.append(t("ex_trick_no_points", lang))
                if points is not None and points != trick.points:
                    parts.append(t("ex_trick_you_said", lang, points=points))
            return _join(parts)

        def hint(lang: str) -> str:
            parts = []
            if winner != trick.winner:
                if winner is not None:
                    parts.append(t("ex_trick_not_winner", lang, who=seat_name(winner, None, lang)))
                parts.append(t("ex_hint_trick_rule", lang))
            if self.ask_points and points != trick.points:
                parts.append(t("ex_hint_trick_points", lang))
                parts.append(points_rule(lang, self.french))
            return _join(parts)

        if not self.ask_points:
            return Verdict(right, why, WINNER_SOURCES, answer, hint=hint)

        def sources(lang: str) -> str:
            return t("ex_sources_trick", lang, winner=WINNER_SOURCES, points=POINT_SOURCES)

        return Verdict(right, why, merge_sources(WINNER_SOURCES, POINT_SOURCES), answer,
                       hint=hint, sources_words=sources)
