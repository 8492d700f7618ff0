"""What do you play here? The card the expert rates best for what the seat has seen.

The seat to move sees its own cards, the cards played and the suits shown void; the
expert (``players.advise``) averages each legal card over the layouts of the unseen
cards that fit what the seat has seen (every layout when there are few enough, a seeded
sample otherwise), never over the one layout that was dealt. Any card the judge cannot
tell from the best is right: worth as much, or behind it by less than the margin of the
difference (95 %), as a retry is judged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import Any

from ..cards import Card
from ..hand import Hand
from ..i18n import t
from ..i18n.numbers import decimal, signed
from ..players.advise import Advice, advise
from ..players.judge import WORTH_DIGITS
from .base import Question, Verdict
from .base import join_sentences as _join
from .positions import counters_from_json, hand_from_json, hand_json

__all__ = ["PlayQuestion"]

SAME = 1e-9
"""Two cards whose expected values differ by less are worth the same."""
PROMPTS = ("drill_play_prompt", "drill_duck_prompt", "l6_card_prompt", "l6_card_prompt_deal")
"""How the question may be asked: any position, two tricks from the end, or lesson 6's
opening lead (on lesson 1's deal, as questions saved earlier ask it, or on its own)."""
HINTS = {"l6_card_prompt_deal": "l6_card_hint"}
"""A prompt's own first hint; the others have the drills' one."""


class PlayQuestion(Question):
    """Which card does the seat to move play? The answer is a card (None: none picked).

    ``skill`` names what the position drills (``"duck"``: the last tricks), if anything;
    ``counters`` are the match's counters before the hand (default: the start), which the
    expert weighs (a seat one life from going out plays differently).
    """

    kind = "play"

    def __init__(self, hand: Hand, *, seed: int = 0, skill: str | None = None,
                 counters: Sequence[int] | None = None, prompt_key: str = PROMPTS[0],
                 french: bool = False) -> None:
        if hand.to_act is None or hand.decision_pending or hand.over:
            raise ValueError("the position must have a seat to play a card")
        if prompt_key not in PROMPTS:
            raise ValueError(f"a card question is asked with one of {PROMPTS}, not "
                             f"{prompt_key!r}")
        self.prompt_key = prompt_key
        self.hand = hand
        self.seat = hand.to_act
        self.seed = seed
        self.skill = skill
        self.counters = list(counters) if counters is not None else None
        self.french = french

    def content(self) -> dict[str, Any]:
        return {"position": hand_json(self.hand), "seed": self.seed, "skill": self.skill,
                "counters": self.counters, "prompt": self.prompt_key, "french": self.french}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> PlayQuestion:
        seed = data.get("seed", 0)
        if type(seed) is not int:
            raise ValueError("'seed' is a whole number")
        skill = data.get("skill")
        if skill is not None and not isinstance(skill, str):
            raise ValueError("'skill' is a name")
        return cls(hand_from_json(data["position"]), seed=seed, skill=skill,
                   counters=counters_from_json(data, "counters"),
                   prompt_key=str(data.get("prompt", PROMPTS[0])),
                   french=bool(data.get("french")))

    @cached_property
    def advice(self) -> Advice:
        return advise(self.hand, seed=self.seed, counters=self.counters)

    def prompt(self, lang: str = "en") -> str:
        return t(self.prompt_key, lang, bonus=self.hand.rules.last_trick_bonus)

    def best(self) -> list[Card]:
        """The cards the judge cannot tell from its pick: its pick, any card worth exactly as
        much, and any card whose difference from the pick has 0 inside its 95 % interval."""
        found = self.advice.evaluation
        if found is None:
            top = max(v.utility for v in self.advice.legal)
            return [v.card for v in self.advice.legal if abs(v.utility - top) < SAME]
        pick = found.best
        cards = []
        for j, value in enumerate(found.values()):
            gap, half = found.difference(pick, j)
            if j == pick or gap < SAME or gap - half <= 0:
                cards.append(value.card)
        return cards

    def right_answer(self) -> Card:
        card = self.advice.move.card
        assert card is not None
        return card

    def wrong_answer(self) -> Card:
        """The card with the fewest expected points that the expert does not pick."""
        others = [v for v in self.advice.legal if v.card not in self.best()]
        if not others:
            raise ValueError("every legal card is worth the same here")
        return min(others, key=lambda v: (v.expected_points, v.card)).card

    def evaluate(self, answer: Any) -> Verdict:
        card = answer if isinstance(answer, Card) or answer is None else Card.parse(answer)
        right = card is not None and card in self.best()
        advice = self.advice
        best = self.right_answer()

        def why(lang: str) -> str:
            parts = [t("l6_pick", lang)] if card is None else []
            if card is not None and not right:
                parts.append(t("l6_card_you", lang, card=card))
            elif card is not None and card != best:
                parts.append(t("l6_card_within", lang, card=card, best=best))
            # each card's worth with its points counted in, so the best is visibly best
            lines = "; ".join(
                t("l6_card_line_worth", lang, card=v.card,
                  points=decimal(v.expected_points, lang),
                  delta=signed(v.expected_delta, lang, WORTH_DIGITS),
                  value=signed(v.utility, lang, WORTH_DIGITS))
                for v in advice.legal
            )
            parts.append(t("l6_card_best_worth", lang, samples=advice.samples, lines=lines,
                           best=best))
            found = advice.evaluation
            other = found.runner_up() if found is not None else None
            if found is not None and other is not None:
                gap, half = found.difference(found.best, other)
                parts.append(t("l6_card_close" if gap <= half else "l6_card_ahead", lang,
                               best=best, other=found.values()[other].card,
                               gap=decimal(gap, lang, WORTH_DIGITS),
                               half=decimal(half, lang, WORTH_DIGITS)))
            return _join(parts)

        def hint(lang: str) -> str:
            return t(HINTS.get(self.prompt_key, "ex_hint_play"), lang)

        return Verdict(right, why, "000, 003, 004", card, hint=hint, figures=True)
