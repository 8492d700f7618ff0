"""Answering a lesson exercise through the page: the clicks and keys a person would use.

The browser tests enter an answer (``right_answer`` or ``wrong_answer``) into an
exercise shown by Voilà with these steps, so they drive the page as a learner does. The
selectors are the CSS hooks the exercises put on the page; the kit itself never needs them,
so they live with the tests, not in ``coteccio_lab.curriculum``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from coteccio_lab.cards import Card
from coteccio_lab.widgets import (
    CapoteDecision,
    ChoiceButtons,
    CompareScoring,
    Exercise,
    ExpertsCard,
    OrderCards,
    ReadTheNumber,
    ScoreHand,
    StopTheCapote,
    WhichCardsLegal,
    WhoWinsTrick,
)

__all__ = ["Step", "answer_steps"]


@dataclass(frozen=True)
class Step:
    """One thing a person does on the page to enter an answer; ``selector`` is CSS inside
    the exercise's element (Playwright's ``:has-text()`` is allowed).

    - ``click``: click it; ``value``, if given, is a selector that must show up afterwards;
    - ``fill``: type ``value`` (text) into the input and press Enter;
    - ``tick``: tick the checkbox (``value`` True) or untick it (False);
    - ``select``: in that row of cards, click cards until exactly the codes in ``value``
      carry ``cot-selected``.
    """

    action: Literal["click", "fill", "tick", "select"]
    selector: str
    value: Any = None


def _code(card: Card | str) -> str:
    return card.code() if isinstance(card, Card) else Card.parse(card).code()


def answer_steps(exercise: Exercise, answer: Any) -> list[Step]:
    """How to enter ``answer`` into ``exercise`` on the page, whatever was entered before."""
    if isinstance(exercise, OrderCards):
        steps = [Step("click", ".cot-reset")]
        for code in map(_code, answer):
            placed = f".cot-order-placed .cot-card-{code}"
            steps.append(Step("click", f".cot-order-pool .cot-card-{code}", placed))
        return steps
    if isinstance(exercise, WhichCardsLegal):
        return [Step("select", ".cot-legal-choice", tuple(sorted(map(_code, answer))))]
    if isinstance(exercise, WhoWinsTrick):
        winner, points = answer
        labels = [label for label, seat in exercise.winner.options if seat == winner]
        steps = [Step("click", f'.cot-answer-winner button:has-text("{labels[0]}")')]
        if exercise.ask_points:
            steps.append(Step("fill", ".cot-answer-points input", str(points)))
        return steps
    if isinstance(exercise, ScoreHand):
        points, payers = answer
        steps = []
        for s in exercise.active:
            steps.append(Step("fill", f".cot-answer-points-{s} input", str(points[s])))
            if exercise.asks_payer:
                steps.append(Step("tick", f".cot-answer-pays-{s} input", s in payers))
        return steps
    if isinstance(exercise, CapoteDecision):
        return [Step("click", f".cot-capote-{answer}")]
    if isinstance(exercise, CompareScoring):
        return [
            Step("fill", f".cot-answer-{k}-{s} input", str(column[s]))
            for k, column in enumerate(answer)
            for s in exercise.active
        ]
    if isinstance(exercise, (StopTheCapote, ExpertsCard)):
        # leave exactly that card selected in the row of the learner's cards
        row = "stop" if isinstance(exercise, StopTheCapote) else "expert"
        return [Step("select", f".cot-{row}-choice", (_code(answer),))]
    if isinstance(exercise, ChoiceButtons):
        label = exercise.option_text(answer)
        kind = exercise.question.kind
        return [Step("click", f'.cot-answer-{kind} button:has-text("{label}")')]
    if isinstance(exercise, ReadTheNumber):
        return [Step("fill", ".cot-answer-number input", str(int(answer)))]
    raise TypeError(f"no way known to enter an answer into {type(exercise).__name__}")
