"""The judge's values as the learner reads them: in the counter's own unit with the card
points counted in, so the card called best is visibly the best, in every preset; and
lesson 6's feedback labels each value."""

from __future__ import annotations

import re

import pytest

from coteccio_lab.hand import Hand
from coteccio_lab.players.judge import Judge
from coteccio_lab.rules import preset
from coteccio_lab.view import SeatView


def _positions(rules: str, count: int) -> list[Hand]:
    out = []
    players = preset(rules).min_players if preset(rules).min_players > 4 else 4
    for seed in range(count):
        hand = Hand.deal(players, rules=preset(rules), seed=seed, dealer=seed % players)
        for _ in range(seed % 9):  # a few cards in, by the lowest legal card
            if hand.over or hand.decision_pending:
                break
            hand.play_index(hand.following_suit[0].index)
        if not hand.over and not hand.decision_pending and len(hand.following_suit) > 1:
            out.append(hand)
    return out


@pytest.mark.parametrize("rules", ["trieste", "bergamo", "piacenza"])
def test_the_best_card_is_worth_the_most_all_told(rules: str) -> None:
    judge = Judge(layouts=12, most=12)
    compared = 0
    for hand in _positions(rules, 14):
        found = judge.evaluate(SeatView.of(hand, hand.to_act or 0), seed=5)
        move = found.move(found.best)
        if not move.analysis.reason.startswith("why_judge_worth_vs"):
            continue
        params = move.analysis.params
        value, other = params["value"].value, params["other_value"].value
        # lives count down (more is better); bóle and points count up (fewer is better)
        better = value >= other if hand.rules.counts_down else value <= other
        assert better, (rules, value, other)
        assert move.analysis.params["gap"].value == pytest.approx(abs(value - other), abs=1e-9)
        text = move.why("en")
        if hand.rules.counter == "points":
            # the points charged are the whole value: card points weigh nothing more, and
            # the sentence gives no exchange rate of a point into a point
            assert move.analysis.reason == "why_judge_worth_vs_points"
            assert value == pytest.approx(params["delta"].value, abs=1e-9)
            assert other == pytest.approx(params["other_delta"].value, abs=1e-9)
            assert "1/128" not in text and "1/128" not in move.why("it")
        else:
            # every value the sentence shows is named with its counter's unit
            assert f" {move.analysis.params['counter'].text('en')} all told" in text
        compared += 1
    assert compared >= 3


def test_lesson6_feedback_labels_every_value_and_the_best_is_the_most() -> None:
    from coteccio_lab.curriculum import lesson6
    from coteccio_lab.questions import PlayQuestion

    question = PlayQuestion(lesson6.expert_hand(), seed=lesson6.SEED,
                            prompt_key="l6_card_prompt_deal")
    why = question.evaluate(question.wrong_answer()).why("en")
    worth = {card: float(v.replace("−", "-")) for card, v in re.findall(
        r"(the \w+ of \w+): [\d.]+ points and [−+\d.]+ lives on average, ([−+\d.]+) lives all "
        r"told", why)}
    assert len(worth) == len(question.advice.legal)
    top = max(worth.values())
    assert re.search(r"It plays the \w+ of \w+, the best all told", why)
    played = re.search(r"It plays (the \w+ of \w+),", why)
    assert played is not None and worth[played.group(1)] == top, worth
    # the lead over the runner-up is in lives, with its margin, and a lead inside the
    # margin is called a close call
    assert re.search(r"is [\d.]+ lives(, within its margin of | \()± [\d.]+", why)
    for lang, unit in (("it", "totale "), ("pt", "(no total, ")):
        assert question.evaluate(question.wrong_answer()).why(lang).count(unit) == len(worth)


def test_a_card_the_judge_cannot_tell_from_the_best_is_right_and_says_why() -> None:
    """On lesson 1's deal every lead is within the judge's margin of its pick: each is
    accepted, and the feedback says the judge cannot tell it from the pick."""
    from coteccio_lab.curriculum import lesson1, lesson6
    from coteccio_lab.questions import PlayQuestion

    question = PlayQuestion(lesson1.example_hand(), seed=lesson6.SEED,
                            prompt_key="l6_card_prompt")
    found = question.advice.evaluation
    assert found is not None
    pick = question.right_answer()
    inside = [v.card for j, v in enumerate(found.values())
              if found.difference(found.best, j)[0] - found.difference(found.best, j)[1] <= 0]
    assert len(inside) > 1 and question.best() == inside
    other = next(c for c in inside if c != pick)
    verdict = question.evaluate(other)
    assert verdict.correct
    assert "cannot tell which is better" in verdict.why("en")
    assert "non sa dire quale sia la migliore" in verdict.why("it")
    assert "não dá para dizer qual é a melhor" in verdict.why("pt")
    assert "cannot tell" not in question.evaluate(pick).why("en")


def test_a_larger_table_draws_fewer_layouts_for_the_same_cost() -> None:
    """Play-outs at eight seats are twice as long as at four: half as many layouts, so a
    decision (the expert's move, the Hint) costs about the same at any table."""
    for players, most in ((4, 128), (8, 64)):
        hand = Hand.deal(players, seed=3)
        found = Judge().evaluate(SeatView.of(hand, hand.to_act or 0), seed=1)
        assert not found.every and found.layouts == most, (players, found.layouts)
