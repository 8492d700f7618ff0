"""The one judge of play (``coteccio_lab.players.judge``): the Hint, ``advise`` and the review
ask it and agree; its values are what the stated players really do when the hand is played
out; a learner who follows the Hint is never told it made a mistake."""

from __future__ import annotations

import random
import statistics

import pytest

from coteccio_lab.cards import Card
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.dealcode import deal_code
from coteccio_lab.hand import Hand
from coteccio_lab.players import make_player
from coteccio_lab.players.advise import advise
from coteccio_lab.players.judge import Judge, hand_of_view
from coteccio_lab.review import review_hand
from coteccio_lab.scoring import hand_points, score_hand
from coteccio_lab.view import SeatView


def _hint(c: Dashboard) -> str:
    c.hint()
    note = next(n for n in reversed(c.notes) if n.kind == "hint")
    if note.card is not None:
        return note.card.code()
    text = note.text("en")
    return "attempt" if text.startswith("Hint: attempt") else "annul"


@pytest.mark.parametrize("deal", range(20))
def test_a_hand_played_by_the_hint_is_reviewed_without_a_mistake(deal: int) -> None:
    c = Dashboard()
    c.start(Setup(opponents=("cautious", "cautious", "cautious"), code=deal_code(1000 + deal)))
    hinted: list[str] = []
    while c.phase in ("play", "capote"):
        move = _hint(c)
        hinted.append(move)
        if c.phase == "play":
            c.click(move)
        else:
            c.decide(move)
    state = ReviewState()
    assert state.open(c) and state.review is not None
    review = state.review
    assert not review.mistakes
    graded = {d.played for d in review.decisions}
    for d in review.decisions:
        # the review's best is the Hint's card (the same judge, position and seed), or a
        # card tied with it
        assert d.grade == "best", (d.played, d.best, d.to_json())
    assert graded <= set(hinted)


def test_advise_and_the_review_name_the_same_best_card() -> None:
    hand = Hand.deal(4, seed=31, dealer=3)
    cautious = make_player("cautious")
    rng = random.Random(2)
    while not hand.over:
        seat = hand.to_act
        assert seat is not None
        hand.push(cautious.choose(SeatView.of(hand, seat), rng))
    review = review_hand(hand, 0, seed=77)
    assert review.decisions
    for d in review.decisions:
        if d.kind != "card":
            continue
        advice = advise(review.position(d), seed=77, counters=None)
        assert advice.recommended == d.best
        assert d.option(d.best) is not None


def test_a_value_is_what_the_players_really_do_played_out() -> None:
    # Independent of the judge's code: deal the unseen cards afresh many times, play the
    # hand out with the stated players from a fresh Hand, and compare the averages.
    hand = Hand.deal(4, seed=5, dealer=3)
    cautious = make_player("cautious")
    rng = random.Random(4)
    while hand.to_act != 0 or len(hand.plays) < 4:
        seat = hand.to_act
        assert seat is not None
        hand.push(cautious.choose(SeatView.of(hand, seat), rng))
    view = SeatView.of(hand, 0)
    found = Judge(layouts=400, most=400).evaluate(view, seed=1)
    unseen = [i for i in range(40) if view.unseen_mask >> i & 1]
    draw = random.Random(99)
    outcomes: dict[str, list[float]] = {m: [] for m in found.moves}
    for _ in range(400):
        cards = unseen[:]
        draw.shuffle(cards)
        masks = [0] * 4
        for s in (1, 2, 3):
            for idx in cards[:view.counts[s]]:
                masks[s] |= 1 << idx
            cards = cards[view.counts[s]:]
        masks[0] = view.holding_mask
        if any(masks[s] & ~view.may_hold(s) for s in (1, 2, 3)):
            continue  # not a layout the seat could have been facing
        for move in found.moves:
            played = hand_of_view(view, masks)
            played.push(Card.parse(move))
            while not played.over:
                seat = played.to_act
                assert seat is not None
                played.push(cautious.choose(SeatView.of(played, seat), draw))
            delta = score_hand(played).delta[0]
            outcomes[move].append(delta - hand_points(played)[0] / 128)
    for j, move in enumerate(found.moves):
        truth = statistics.fmean(outcomes[move])
        se = statistics.stdev(outcomes[move]) / len(outcomes[move]) ** 0.5
        judged = found.mean(j)
        # two independent estimates of one mean: within four of their joint errors
        assert abs(truth - judged) < 4 * (se ** 2 + (se ** 2)) ** 0.5 + 1e-9, (move, truth, judged)


def test_the_same_seed_gives_the_same_values_and_cards_that_tie_are_said_to_tie() -> None:
    hand = Hand.from_moves("trieste", ["2c 3c Kd 7b Qb", "4c 5c 6c 7c Jc",
                                       "2d 3d 4d 5d 6d", "2s 3s 4s 5s 6s"], 3)
    view = SeatView.of(hand, 0)
    one = Judge().evaluate(view, seed=5)
    two = Judge().evaluate(view, seed=5)
    assert one.results == two.results
    two_c, three_c = one.index("2c"), one.index("3c")
    assert one.tied(two_c, three_c)
    best = one.move(one.best)
    if best.card is not None and best.card.code() in ("2c", "3c"):
        assert best.analysis.reason == "why_judge_tie"
        assert "as good as" in best.why("en")


def test_the_assumption_names_who_plays_on_and_stands_in_for_what_it_cannot_play() -> None:
    hand = Hand.deal(4, seed=8, dealer=3)
    view = SeatView.of(hand, 0)
    levels: list[object] = ["human", "expert", 3, "random"]
    found = Judge(layouts=8, most=8).evaluate(view, seed=2, levels=levels)  # type: ignore[arg-type]
    told = found.assumption
    assert told.continuation == "cautious"
    assert told.levels == ("cautious", "cautious", "cautious", "random")
    assert told.to_json()["stand_ins"] == {"1": "expert"}
    with pytest.raises(ValueError, match="continuation"):
        Judge(continuation="grandmaster").evaluate(view, seed=2)
