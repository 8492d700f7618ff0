"""Headless tests of the exercises: right and wrong answers, the reason, the sources, and that
the right answer always comes from the engine (checked on many random contents)."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest
from engine_helpers import brute_capote
from widget_helpers import WORKED, finished_hand, to_capote_decision

from coteccio_lab.cards import DECK, Card, parse_cards
from coteccio_lab.hand import Hand, position
from coteccio_lab.odds import capote_odds
from coteccio_lab.questions.base import merge_sources
from coteccio_lab.questions.legal import LegalQuestion
from coteccio_lab.records import HandRecord
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import score_hand
from coteccio_lab.view import SeatView
from coteccio_lab.widgets import (
    CapoteDecision,
    CompareScoring,
    OrderCards,
    ScoreHand,
    WhichCardsLegal,
    WhoWinsTrick,
)

WORDS = {"en": ("Correct", "Not quite", "Not quite"), "it": ("Giusto", "Non ancora", "No"),
         "pt": ("Certo", "Ainda não", "Não é isso")}


def assert_verdict(exercise, correct: bool) -> None:
    """The feedback says correct / not quite in every language, and never the other word; a
    wrong answer whose answer is then told does not say "not yet"."""
    for lang, (yes, not_yet, told) in WORDS.items():
        no = told if exercise.answer_shown else not_yet
        exercise.set_language(lang)
        text = exercise.feedback_text()
        html = exercise.feedback.value
        if correct:
            assert text.startswith(yes + ". ") and no not in text, text
            assert "cot-feedback-correct" in exercise.feedback._dom_classes
        else:
            assert text.startswith(no + ". "), text
            assert yes.lower() not in text.lower().replace(no.lower(), ""), text
            assert "cot-feedback-wrong" in exercise.feedback._dom_classes
        assert yes in html or no in html
    exercise.set_language("en")


def hooks(exercise) -> None:
    assert "cot-exercise" in exercise._dom_classes
    assert "cot-check" in exercise.check_button._dom_classes
    assert "cot-feedback" in exercise.feedback._dom_classes
    assert "cot-message" in exercise.message._dom_classes


# ---- order these cards -----------------------------------------------------------------------


def test_order_cards_by_rank() -> None:
    ex = OrderCards("7c Ac Qc 2c Kc Jc")
    hooks(ex)
    assert "cot-answer" in ex.pool._dom_classes
    for code in ("Ac", "Qc", "Kc", "Jc", "7c", "2c"):
        ex.pool.picked = code
    assert ex.pool.codes == [] and ex.placed.codes == ["Ac", "Qc", "Kc", "Jc", "7c", "2c"]
    ex.check_button.click()
    assert ex.verdict is not None and not ex.verdict.correct
    assert ("The Knight of cups is placed before the King of cups, but the King of cups ranks "
            "higher") in ex.feedback_text()
    assert "Ace, King, Knight, Jack, Seven" in ex.feedback_text()
    assert "(sources: 000, 001, 003, 004)" in ex.feedback_text()
    assert_verdict(ex, False)
    ex.placed.picked = "Qc"  # take it back, and place it after the King
    ex.placed.picked = "Kc"
    ex.pool.picked = "Kc"
    ex.pool.picked = "Qc"
    assert ex.answer() == parse_cards("Ac Jc 7c 2c Kc Qc")
    ex.restart.click()
    assert ex.answer() == []
    for code in ("Ac", "Kc", "Qc", "Jc", "7c", "2c"):
        ex.pool.picked = code
    assert ex.check().correct
    assert_verdict(ex, True)
    ex.set_language("it")
    assert "Asso, Re, Cavallo, Fante" in ex.feedback_text()
    assert ex.check_button.description == "Verifica"
    assert ex.errors == []


def test_order_cards_incomplete_and_by_points() -> None:
    ex = OrderCards(["7c", "Ad", "Qs", "2b", "Jc"], by="points")
    ex.pool.picked = "Ad"
    assert not ex.check().correct and "You have placed 1 of the 5 cards" in ex.feedback_text()
    for code in ("Qs", "Jc", "7c", "2b"):  # 7c and 2b are both worth 0: any order is right
        ex.pool.picked = code
    assert ex.check().correct
    assert "(sources: 001, 003, 004)" in ex.feedback_text()
    with pytest.raises(ValueError):
        OrderCards("Ac")
    with pytest.raises(ValueError):
        OrderCards("Ac Kc", by="suit")


def test_order_cards_judged_by_the_engine_order() -> None:
    rng = random.Random(4)
    for _ in range(60):
        cards = rng.sample(DECK, rng.randint(2, 7))
        by = rng.choice(["rank", "points"])
        ex = OrderCards(cards, by=by)
        answer = rng.sample(cards, len(cards))
        key = (lambda c: c.rank) if by == "rank" else (lambda c: c.points)
        right = all(key(a) >= key(b) for a, b in itertools.pairwise(answer))
        assert ex.evaluate(answer).correct == right
        assert ex.evaluate(sorted(cards, key=key, reverse=True)).correct


# ---- which cards may you play ----------------------------------------------------------------


def test_which_cards_legal_follow_suit() -> None:
    hand = position("Jb 7c 2d 2b Kc", "4b Qc")
    ex = WhichCardsLegal(hand)
    hooks(ex)
    assert "cot-answer" in ex.holding._dom_classes
    assert not any(c["legal"] for c in ex.holding.cards)  # no give-away marks
    assert "cot-card-4b" in ex.trick.value and "cot-card-Qc" in ex.trick.value
    ex.holding.picked = "Jb"
    ex.holding.picked = "7c"
    assert [c["code"] for c in ex.holding.cards if c["selected"]] == ["7c", "Jb"]
    v = ex.check()
    assert not v.correct
    hint = ex.feedback_text()  # a first try: where to look, not the answer
    assert "The Seven of cups may not be played" in hint and "Two of batons." not in hint
    assert "Jack of batons" not in hint  # the hint does not list the cards that may be played
    assert "a second wrong answer shows the full answer" in hint
    ex.check()
    text = ex.feedback_text()
    assert "Batons were led and you hold the Two of batons and the Jack of batons" in text
    # the rule is said once, then the refused card in a sentence of its own
    assert text.count("batons were led") + text.count("Batons were led") == 1
    assert "So the Seven of cups may not be played." in text
    several = LegalQuestion(hand).evaluate([Card.parse("7c"), Card.parse("Kc")])
    assert "non si possono giocare" in several.why("it")  # the verb agrees with the cards
    # the hint names one of several wrong cards: all of them would leave the answer
    assert "O Sete de copas, por exemplo, não pode ser jogado" in several.hint_text("pt")
    assert "King" not in several.hint_text("en")
    assert "You may also play the Two of batons." in text
    assert_verdict(ex, False)
    ex.holding.picked = "7c"  # unselect
    ex.holding.picked = "2b"
    assert ex.check().correct
    assert_verdict(ex, True)


def test_which_cards_legal_lead_and_void() -> None:
    lead = WhichCardsLegal(position("Jb 7c 2d", ""))
    for code in ("Jb", "7c", "2d"):
        lead.holding.picked = code
    assert lead.check().correct and "You lead this trick" in lead.feedback_text()
    assert "You lead this trick: no card is down yet." in lead.trick.value
    void = WhichCardsLegal(position("Jc 7c 2d", "4b"))
    void.holding.picked = "2d"
    assert not void.check().correct
    assert "Seven of cups" not in void.feedback_text()
    assert "At least one card you may play is not chosen." in void.feedback_text()
    assert not void.check().correct  # the second try
    assert "Batons were led and you have none" in void.feedback_text()
    assert "You may also play the Seven of cups and the Jack of cups." in void.feedback_text()


def test_which_cards_legal_matches_the_engine_on_random_positions() -> None:
    rng = random.Random(8)
    for seed in range(40):
        hand = Hand.deal(rng.randint(2, 6), seed=seed, dealer=0)
        for _ in range(rng.randint(0, 9)):
            if hand.decision_pending or hand.over:
                break
            hand.push(rng.choice(hand.following_suit))
        if hand.decision_pending or hand.over:
            continue
        ex = WhichCardsLegal(hand)
        held = hand.holding(hand.to_act)
        guess = [c for c in held if rng.random() < 0.5]
        assert ex.evaluate(guess).correct == (set(guess) == set(hand.following_suit))
        assert ex.evaluate(hand.following_suit).correct


def test_which_cards_legal_in_table_mode_explains_the_revoke() -> None:
    rules = Rules.from_spec({"preset": "trieste", "revoke": "table"})
    ex = WhichCardsLegal(position("Jb 7c", "4b", rules=rules))
    ex.holding.picked = "7c"
    assert not ex.check().correct
    assert "may not be played: batons were led, and you hold at least one card of that suit" in (
        ex.feedback_text())


def test_position_builds_the_asked_state() -> None:
    hand = position("Jb 7c 2d", "4b Qc", players=4)
    assert hand.to_act == 0 and hand.holding(0) == parse_cards("7c 2d Jb")
    assert [c for _, c in hand.current_trick] == parse_cards("4b Qc")
    with pytest.raises(ValueError):
        position("Ac", "2b 3b 4b 5b")


def test_which_cards_legal_needs_a_seat_to_move() -> None:
    with pytest.raises(ValueError):
        WhichCardsLegal(finished_hand())
    with pytest.raises(ValueError):
        WhichCardsLegal(position("Jb 7c", "4b"), seat=2)


# ---- who wins this trick ---------------------------------------------------------------------


def test_who_wins_the_worked_example() -> None:
    ex = WhoWinsTrick(WORKED, leader=0)
    hooks(ex)
    assert "cot-answer" in ex.winner._dom_classes and "cot-answer" in ex.points._dom_classes
    assert [label for label, _ in ex.winner.options][1] == "Seat 1: Knight of cups"
    ex.winner.value = 1
    ex.points.value = 4
    ex.check_button.click()
    hint = ex.feedback_text()
    assert "Seat 1 does not win it." in hint and "Seat 3" not in hint and "7 points" not in hint
    ex.check_button.click()
    text = ex.feedback_text()
    assert not ex.verdict.correct
    assert "Seat 1 does not win it." in text
    assert ("Batons were led; the highest of them is the Jack of batons, played by Seat 3, who "
            "wins the trick.") in text
    assert "The Knight of cups did not follow suit and so cannot take the trick" in text
    assert "The trick holds 7 points (Knight of cups 4 + Jack of batons 3). You said 4." in text
    assert_verdict(ex, False)
    ex.winner.value = 3
    assert not ex.check().correct  # the points are still wrong
    ex.points.value = 7
    assert ex.check().correct
    assert_verdict(ex, True)
    ex.set_language("it")
    assert [label for label, _ in ex.winner.options][3] == "Posto 3: Fante di bastoni"
    assert ex.winner.value == 3


def test_who_wins_without_points_and_matches_the_engine() -> None:
    ex = WhoWinsTrick("2c 3c", leader=1, ask_points=False)
    assert ex.points.layout.display == "none"
    assert ex.seats == [1, 0]
    ex.winner.value = 0
    assert ex.check().correct and "points" not in ex.feedback_text()
    rng = random.Random(3)
    for _ in range(100):
        cards = rng.sample(DECK, rng.randint(2, 8))
        leader = rng.randrange(len(cards))
        ex = WhoWinsTrick(cards, leader=leader)
        led = cards[0].suit
        best = max((c for c in cards if c.suit == led), key=lambda c: c.rank)
        winner = (leader + cards.index(best)) % len(cards)
        points = sum(c.points for c in cards)
        assert ex.evaluate((winner, points)).correct
        assert not ex.evaluate(((winner + 1) % len(cards), points)).correct
        assert not ex.evaluate((winner, points + 1)).correct


# ---- score a hand ----------------------------------------------------------------------------


def test_score_hand_points_and_who_pays() -> None:
    hand = finished_hand(4, seed=7)
    ex = ScoreHand(hand)
    hooks(ex)
    score = score_hand(hand)
    assert all("cot-answer" in w._dom_classes for w in ex.point_inputs.values())
    assert ex.payers() == [s for s in range(4) if score.delta[s] < 0]
    ex.check_button.click()
    assert not ex.verdict.correct
    payer = ex.payers()[0]
    # the first hint is one short line, not a line per seat (every box was left at 0)
    wrong = sum(1 for s in range(4) if score.points[s] != 0)
    hint = ex.feedback_text()
    assert hint.count(f"Not right yet: {wrong} of the 4 point totals.") == 1
    assert "not right yet." not in hint and "Seat " not in hint
    assert f"took {score.points[payer]} points" not in ex.feedback_text()
    ex.check_button.click()  # the second try shows the answer
    assert f"Seat {payer} took {score.points[payer]} points, not 0." in ex.feedback_text()
    assert_verdict(ex, False)
    for s, box in ex.point_inputs.items():
        box.value = score.points[s]
    assert not ex.check().correct and "You ticked the wrong seats." in ex.feedback_text()
    for s in ex.payers():
        ex.pays_inputs[s].value = True
    assert ex.check().correct
    text = ex.feedback_text()
    for line in score.explain("en"):
        assert line[1:] in text
    assert "000, 001, 003, 004" in text
    assert_verdict(ex, True)
    assert "(the last)" in ex.tricks.value
    with pytest.raises(ValueError):
        ScoreHand(Hand.deal(4, seed=1))


def test_score_hand_in_every_preset_matches_score_hand() -> None:
    for name, players in (("trieste", 5), ("bergamo", 5), ("piacenza", 4)):
        rules = Rules.from_spec(name)
        for seed in range(8):
            hand = finished_hand(players, seed=seed, rules=rules)
            ex = ScoreHand(hand)
            score = score_hand(hand)
            good = ({s: score.points[s] for s in hand.active}, ex.payers())
            assert ex.evaluate(good).correct
            if rules.counter == "points":
                assert not ex.asks_payer
                assert ex.pays_inputs[0].layout.display == "none"
            elif rules.counter == "bole":
                assert ex.pays_inputs[0].description == "takes bóle"
                assert ex.payers() == [s for s in hand.active if score.delta[s] > 0]
            wrong = ({**good[0], 0: good[0][0] + 1}, good[1])
            assert not ex.evaluate(wrong).correct


# ---- annul or attempt ------------------------------------------------------------------------


def test_capote_odds_are_exact() -> None:
    checked = 0
    for players in (2, 3, 4):
        start = 0
        for _ in range(6):
            hand = to_capote_decision(players, start=start)
            start = hand.dealt_mask(0) % 1000 + start + 1  # move on to other deals
            view = SeatView.of(hand, hand.to_act)
            exact = Fraction(*brute_capote(view))
            assert capote_odds(view).probability == exact
            checked += 1
    assert checked == 18


def test_capote_decision_exercise() -> None:
    hand = to_capote_decision(4)
    ex = CapoteDecision(hand)
    hooks(ex)
    assert "cot-capote-annul" in ex.annul._dom_classes and "cot-answer" in ex.annul._dom_classes
    assert "cot-capote-attempt" in ex.attempt._dom_classes
    p = capote_odds(ex.view).probability
    assert p == Fraction(*brute_capote(ex.view))
    right = ex.attempt if p > Fraction(1, 2) else ex.annul
    wrong = ex.annul if right is ex.attempt else ex.attempt
    ex.check_button.click()
    assert not ex.verdict.correct and "Choose annul or attempt first." in ex.feedback_text()
    wrong.click()
    assert wrong.button_style == "info"
    ex.check_button.click()
    assert not ex.verdict.correct
    percent = f"{float(p) * 100:.1f}%"
    assert percent in ex.feedback_text() and f"{p.numerator}/{p.denominator}" in (
        ex.feedback_text()
    )
    assert "(sources: 000, 003, 004)" in ex.feedback_text()
    assert_verdict(ex, False)
    right.click()
    assert ex.check().correct
    assert_verdict(ex, True)
    # the same position given as a SeatView
    assert CapoteDecision(SeatView.of(hand, hand.to_act)).chance() == p
    with pytest.raises(ValueError):
        CapoteDecision(finished_hand())


def test_capote_decision_under_sources_001_reading() -> None:
    # capote_gain 0: the taker only wins the hand, so attempting can only cost a life
    rules = Rules.from_spec({"preset": "trieste", "capote_gain": 0})
    hand = to_capote_decision(4, rules=rules)
    numbers = capote_odds(SeatView.of(hand, hand.to_act))
    if numbers.probability < 1:
        assert numbers.best == {"annul"} and numbers.attempt_delta < 0
    ex = CapoteDecision(hand)
    assert ex.evaluate("annul").correct
    assert "On average, attempting changes your lives by" in ex.evaluate("annul").why("en")


def test_capote_decision_right_answer_follows_the_odds() -> None:
    seen = set()
    start = 0
    for _ in range(25):
        hand = to_capote_decision(4, start=start)
        start = hand.dealt_mask(hand.to_act) % 997 + start + 1
        ex = CapoteDecision(hand)
        p = ex.chance()
        seen.add(p > Fraction(1, 2))
        assert ex.evaluate("attempt").correct == (p >= Fraction(1, 2))
        assert ex.evaluate("annul").correct == (p <= Fraction(1, 2))
    assert seen == {True, False}  # both answers occur


# ---- the same deal under two presets ---------------------------------------------------------


def test_compare_scoring_trieste_and_bergamo() -> None:
    hand = finished_hand(4, seed=7)
    ex = CompareScoring(hand, ["trieste", "bergamo"])
    hooks(ex)
    scores = ex.scores
    assert scores[0].outcome == "normal"
    loser = scores[0].delta.index(-1)
    assert scores[1].delta[loser] == 1  # a life lost under Trieste, a bóla taken under Bergamo
    ex.check_button.click()
    assert not ex.verdict.correct
    # one short first hint: how many of the boxes (two presets, every seat) are wrong
    wrong = sum(1 for score in scores for d in score.delta if d != 0)
    assert ex.feedback_text().count(f"Not right yet: {wrong} of your {2 * len(hand.active)} "
                                    "answers.") == 1
    assert "not right yet." not in ex.feedback_text()
    assert "changes by" not in ex.feedback_text()
    ex.check_button.click()
    assert f"Under Trieste, seat {loser} changes by −1, not 0." in ex.feedback_text()
    assert f"Under Bergamo, seat {loser} changes by +1, not 0." in ex.feedback_text()
    top = scores[0].points[loser]
    assert (f"Trieste: seat {loser} took the most points ({top}) and loses a life."
            in ex.feedback_text())
    assert (f"Bergamo: seat {loser} took the most points ({top}) and takes a bóla."
            in ex.feedback_text())
    assert_verdict(ex, False)
    for k, score in enumerate(scores):
        for s, box in ex.inputs[k].items():
            assert "cot-answer" in box._dom_classes
            box.value = score.delta[s]
    assert ex.check().correct
    assert_verdict(ex, True)
    assert "(sources: 000, 001, 003, 004)" in ex.feedback_text()
    ex.set_language("pt")
    assert "Bérgamo: variação de bóle" in ex.heads[1].value


def test_compare_scoring_from_a_record_and_a_tie() -> None:
    # a tie for the most points: Trieste takes a life from each, Bergamo gives 2 bóle to each
    deal = ["Ac 4d", "2c 5d", "3c 2d"]  # seat 0 takes the Ace (6), seat 1 the last trick (6)
    record = HandRecord(dealer=2, hands=[parse_cards(h) for h in deal],
                        plays=parse_cards("Ac 2c 3c 4d 5d 2d"))
    ex = CompareScoring(record.to_json(), ["trieste", "bergamo"])
    t, b = ex.scores
    assert t.delta == (-1, -1, 0) and b.delta == (2, 2, 0)
    assert "tied for the most points (6)" in ex.evaluate([{}, {}]).why("en")
    good = [{s: sc.delta[s] for s in ex.active} for sc in ex.scores]
    assert ex.evaluate(good).correct


def test_compare_scoring_refuses_what_it_cannot_compare() -> None:
    with pytest.raises(ValueError):
        CompareScoring(finished_hand(4), ["trieste"])
    with pytest.raises(ValueError):  # six players: Bergamo is played by 5
        CompareScoring(finished_hand(6), ["trieste", "bergamo"])


def test_merge_sources() -> None:
    assert merge_sources("000, 003", "003, 004; 001") == "000, 001, 003, 004"


def test_exercise_errors_are_shown() -> None:
    ex = WhoWinsTrick(WORKED)

    def boom(verdict) -> None:
        raise KeyError("lesson hook")

    ex.on_check(boom)
    ex.check_button.click()
    assert isinstance(ex.errors[-1], KeyError) and "KeyError" in ex.message.text
    assert ex.verdict is not None  # the feedback was still given


def test_card_objects_and_codes_are_both_accepted() -> None:
    ex = WhoWinsTrick([Card.parse("4b"), "Qc"], leader=0)
    assert ex.cards == parse_cards("4b Qc")
