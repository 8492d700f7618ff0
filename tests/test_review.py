"""The hand review (``coteccio_lab.review``): graded by expectation over what the seat could
know, never by the cards the others really held; the capote choice, the doctor, retries,
the catalogue."""

from __future__ import annotations

import io
import json
import re
import string
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from catalogue_parts import part
from solver_search import Position, Solver  # hindsight: every card visible

from coteccio_lab.cards import DECK, Card
from coteccio_lab.cli import main
from coteccio_lab.i18n import CATALOG
from coteccio_lab.match import Match
from coteccio_lab.odds import DealSpace, capote_odds
from coteccio_lab.questions import Question, QuestionError
from coteccio_lab.records import HandRecord
from coteccio_lab.review import GRADES, RetryQuestion, grade_of, review_doctor, review_hand
from coteccio_lab.scoring import FastScorer
from coteccio_lab.view import SeatView

REVIEW = part("review")
ROOT = Path(__file__).resolve().parent.parent

# Three players, Trieste. In the fourth trick seat 1 leads the Five of cups, seat 2 plays the
# Four; seat 0 has no cups and holds the Seven of coins and the Jack of batons: which to throw?
# Seat 1 really holds the Three of coins for the last trick, which it must lead: a kept Seven
# of coins would take it, and the last trick's bonus. So in hindsight throwing the Seven was
# right, and seat 0 did. But seat 0 could not see the Three; over the 306 layouts it could
# not tell apart, keeping the Jack of batons is the worse risk (more batons below it are still
# out than coins below the Seven), so the review grades the Seven a mistake.
HINDSIGHT = {
    "format": "coteccio-hand/1", "dealer": 2,
    "hands": [["5d", "6d", "7d", "2s", "Jb"], ["5c", "Qc", "3d", "2d", "4d"],
              ["2c", "4c", "Jd", "Ad", "2b"]],
    "plays": ["2s", "4d", "Jd", "5d", "2d", "Ad", "2c", "6d", "Qc", "5c", "4c", "7d", "3d",
              "2b", "Jb"],
}
AT = 11  # the Seven of coins: the twelfth move of the hand

# Seat 0 won the first four tricks with the sevens and holds the King of cups: 702 layouts,
# and the capote odds recommend an attempt (the advice's doctest); seat 0 annulled.
CAPOTE = {
    "format": "coteccio-hand/1", "dealer": 2, "capote": "annul",
    "hands": [["7c", "7d", "7s", "7b", "Kc"], ["3c", "3d", "3s", "3b", "2b"],
              ["4c", "4d", "4s", "4b", "5b"]],
    "plays": ["7c", "3c", "4c", "7d", "3d", "4d", "7s", "3s", "4s", "7b", "3b", "4b"],
}


def _hindsight_values(record: HandRecord) -> dict[str, float]:
    """Seat 0's value of each card at move ``AT`` with every card in view (hindsight)."""
    review = review_hand(record, 0)
    decision = next(d for d in review.decisions if d.index == AT)
    hand = review.position(decision)
    solver = Solver(hand.rules, FastScorer.for_hand(hand), me=0)
    found = solver.evaluate(Position.from_hand(hand))
    return {DECK[i].code(): value[0] for i, value in found.items()}


def test_hindsight_and_expectation_disagree_and_the_review_follows_expectation() -> None:
    record = HandRecord.from_json(HINDSIGHT)
    hindsight = _hindsight_values(record)
    # with every card face up, the Seven of coins is the better card to throw ...
    assert hindsight["7d"] > hindsight["Jb"]
    decision = next(d for d in review_hand(record, 0).decisions if d.index == AT)
    # ... but over the layouts seat 0 could not tell apart it costs about a quarter of a life
    assert (decision.played, decision.best) == ("7d", "Jb")
    assert decision.grade == "mistake"
    assert decision.judgement.method == "exact" and decision.judgement.total == 306
    view = SeatView.of(review_hand(record, 0).position(decision), 0)
    assert DealSpace(view).count() == 306
    assert decision.why("en").startswith("You played the Seven of coins: you have no cups")


def test_the_grade_does_not_depend_on_the_cards_the_others_really_held() -> None:
    # The same position seen from seat 0, but seat 1 was dealt another card instead of the
    # Three of coins (from the undealt cards): the King of cups (keeping either card is then
    # safe), the Three of batons (keeping the Jack would really take the last trick). Seat 0
    # saw the same things, so the review is the same.
    reviews = []
    for card in ("3d", "Kc", "3b"):
        other = dict(HINDSIGHT)
        other["hands"] = [HINDSIGHT["hands"][0], ["5c", "Qc", card, "2d", "4d"],
                          HINDSIGHT["hands"][2]]
        other["plays"] = HINDSIGHT["plays"][:12] + [card, "2b", "Jb"]
        reviews.append(next(d for d in review_hand(HandRecord.from_json(other), 0).decisions
                            if d.index == AT))
    assert reviews[0].options == reviews[1].options == reviews[2].options
    assert {d.grade for d in reviews} == {"mistake"}


def test_a_retry_is_checked_against_the_same_valuation() -> None:
    review = review_hand(HandRecord.from_json(HINDSIGHT), 0)
    decision = review.mistakes[-1]
    hand = review.position(decision)
    view = SeatView.of(hand, 0)
    assert hand.to_act == 0 and {c.code() for c in view.following_suit} == {"7d", "Jb"}
    assert hand.plays == [Card.parse(c) for c in HINDSIGHT["plays"][:AT]]
    assert decision.check("Jb").right
    wrong = decision.check("7d")
    assert not wrong.right and wrong.grade == "mistake"
    assert "Try again" in wrong.message("en") and "Riprova" in wrong.message("it")
    with pytest.raises(ValueError, match="not one of the choices"):
        decision.check("Kc")


def test_the_same_seed_gives_the_same_review() -> None:
    match = Match.new("trieste", 4, seed=5)
    match.play_random(seed=3)
    record = next(iter(match))
    one, two = review_hand(record, 0, seed=9), review_hand(record, 0, seed=9)
    assert [d.to_json() for d in one.decisions] == [d.to_json() for d in two.decisions]
    for d in one.decisions:
        assert d.judgement.method in ("sampled", "exact", "every")
        assert d.grade in GRADES and d.why("pt")


def test_the_capote_choice_is_played_out_over_every_layout_and_agrees_with_the_odds() -> None:
    record = HandRecord.from_json(CAPOTE)
    review = review_hand(record, 0)
    decision = review.decisions[-1]
    assert decision.kind == "capote" and decision.played == "annul"
    assert decision.best == "attempt" and decision.grade not in ("best", "close")
    assert decision.judgement.method == "exact" and decision.judgement.total == 702
    # the last trick played out on all 702 layouts gives what the odds count exactly
    odds = capote_odds(SeatView.of(review.position(decision), 0))
    attempt = decision.option("attempt")
    assert attempt is not None
    assert attempt.expected_delta == pytest.approx(float(odds.attempt_delta), abs=1e-9)
    assert "702" in decision.why("en") and "conviene tentare" in decision.why("it")


def test_a_capote_retry_is_a_question_judged_from_its_json() -> None:
    record = HandRecord.from_json(CAPOTE)
    review = review_hand(record, 0)
    question = RetryQuestion.of_decision(review, review.decisions[-1])
    again = Question.from_json(question.to_json())
    assert (again.right_answer(), again.wrong_answer()) == ("attempt", "annul")
    assert again.evaluate("attempt").correct and not again.evaluate("annul").correct
    assert "702" in again.evaluate("attempt").why("en")
    with pytest.raises(ValueError):
        again.evaluate("Kc")
    # a grade a client sends is not read: the question values the position itself
    forged = question.to_json()
    forged["played"] = "7c"
    with pytest.raises(QuestionError):
        Question.from_json(forged)


def test_a_partial_record_is_reviewed_up_to_where_it_stops() -> None:
    partial = dict(HINDSIGHT, plays=HINDSIGHT["plays"][:7])
    review = review_hand(HandRecord.from_json(partial), 0)
    assert [d.index for d in review.decisions] == [0, 3]
    assert review.to_json("it")["decisions"][0]["exactness"].endswith(")")


def test_the_doctor_is_graded_by_the_lives_it_brings_back() -> None:
    match = Match.position({"preset": "trieste", "doctor": "once"}, [0, 3, 2, 4])
    stay = review_doctor(match, 0, "stay")
    call = review_doctor(match, 0, "call")
    assert call.grade == "best" and stay.grade == "blunder"
    assert "2 lives" in stay.why("en") and "2 vite" in stay.why("it")
    # no stake, no price: the doctor is free, and no "for 0 in the pot" is said
    assert "pot" not in call.why("en") and "piatto" not in stay.why("it")
    assert "pot" not in call.graded_as("doctor:stay").why("en")
    with pytest.raises(ValueError):
        review_doctor(match, 1, "call")


@pytest.mark.parametrize(("loss", "grade"), [(0.0, "best"), (0.039, "close"),
                                             (0.04, "inaccuracy"), (0.12, "mistake"),
                                             (0.29, "mistake"), (0.30, "blunder")])
def test_the_thresholds(loss: float, grade: str) -> None:
    assert grade_of(loss) == grade


@pytest.mark.parametrize(("loss", "low", "grade"), [(0.5, 0.02, "close"),
                                                    (0.25, 0.10, "inaccuracy"),
                                                    (0.45, 0.29, "mistake"),
                                                    (0.45, 0.31, "blunder")])
def test_a_grade_is_what_the_whole_interval_supports(loss: float, low: float,
                                                     grade: str) -> None:
    assert grade_of(loss, low) == grade


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(REVIEW))
def test_every_sentence_in_three_languages_with_the_same_placeholders(key: str) -> None:
    texts = REVIEW[key]
    assert set(texts) == {"en", "it", "pt"}
    assert _fields(texts["it"]) == _fields(texts["en"]) == _fields(texts["pt"])
    assert CATALOG[key] == texts


def test_every_key_the_review_uses_is_in_the_catalogue() -> None:
    used: set[str] = set()
    for path in sorted((ROOT / "coteccio_lab" / "review").glob("*.py")):
        used |= set(re.findall(r'"(rv_[a-z_]+)"', path.read_text(encoding="utf-8")))
    # a phrase counted by number is one entry with plural forms (rv_higher, rv_pts)
    missing = sorted(k for k in used if k not in CATALOG)
    assert used and not missing


def _cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["review", *args])
    return code, out.getvalue(), err.getvalue()


def test_the_command_reviews_a_record_in_the_learners_language(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(HINDSIGHT), encoding="utf-8")
    code, out, err = _cli(str(path), "--lang", "it")
    assert code == 0 and not err
    assert "Presa 4: Sette di denari, errore" in out
    assert "su tutte le 306 distribuzioni" in out
    code, out, _ = _cli(str(path), "--json", "--lang", "pt")
    data = json.loads(out)
    last = data["decisions"][-1]
    assert (last["played"], last["best"], last["grade"]) == ("7d", "Jb", "mistake")
    assert last["why"].startswith("Você jogou o Sete de ouros")


def test_the_command_reviews_a_saved_match_as_the_dashboard_does(tmp_path: Path) -> None:
    match = Match.new("trieste", 3, seed=11)
    match.play_random(seed=1)
    match.play_random(seed=2)
    path = tmp_path / "match.json"
    match.save(path)
    code, out, err = _cli(str(path), "--json", "--hand", "2")
    assert code == 0 and not err
    # the dashboard reviews hand n of a match with the match's seed + n
    expected = review_hand(match.history[1], 0, seed=match.seed + 2).to_json("en")
    assert json.loads(out) == expected
    code, out, _ = _cli(str(path), "--json")
    assert [h["hand"] for h in json.loads(out)] == [1, 2]
    # the text ends with the match's luck and skill over both hands, and its error rate
    from coteccio_lab.review.luck import error_sentence, match_luck, match_sentence

    total = match_luck([review_hand(rec, 0, seed=match.seed + n).luck() or {}
                        for n, rec in enumerate(match.history, 1)])
    assert total is not None
    code, out, _ = _cli(str(path))
    assert out.rstrip().endswith(match_sentence(total, "lives", "en") + " "
                                 + error_sentence(total, "en"))
    code, out, err = _cli(str(path), "--hand", "3")
    assert code == 2 and not out and "no hand 3" in err


def test_the_command_refuses_a_broken_record_or_seat(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "coteccio-hand/1"', encoding="utf-8")
    code, out, err = _cli(str(broken))
    assert code == 2 and not out and err.count("\n") == 1
    good = tmp_path / "hand.json"
    good.write_text(json.dumps(HINDSIGHT), encoding="utf-8")
    code, out, err = _cli(str(good), "--seat", "7")
    assert code == 2 and not out and "no seat 7" in err


def test_the_command_assumes_the_saved_tables_levels_and_ignores_odd_ones(
        tmp_path: Path) -> None:
    match = Match.new("trieste", 3, seed=12)
    match.play_random(seed=4)
    match.meta["dashboard"] = {"opponents": ["random", "cautious"]}
    path = tmp_path / "match.json"
    match.save(path)
    code, out, err = _cli(str(path), "--json", "--hand", "1")
    assert code == 0 and not err
    expected = review_hand(match.history[0], 0, seed=match.seed + 1,
                           levels=("human", "random", "cautious")).to_json("en")
    assert json.loads(out) == expected
    assert {d["assumption"]["levels"][1] for d in expected["decisions"]
            if "assumption" in d} <= {"random"}
    for odd in (["random"], [1, "cautious"], "random", ["grandmaster", "cautious"]):
        match.meta["dashboard"] = {"opponents": odd}
        match.save(path)
        code, out, err = _cli(str(path), "--json", "--hand", "1")
        assert code == 0 and not err
        assert json.loads(out) == review_hand(match.history[0], 0,
                                              seed=match.seed + 1).to_json("en")


def test_luck_and_skill_split_a_finished_hands_result() -> None:
    from coteccio_lab.scoring import score_hand

    record = HandRecord.from_json(HINDSIGHT)
    review = review_hand(record, 0)
    luck = review.luck()
    assert luck is not None
    # the result is the scored change of seat 0's lives; one seat of three lost a life
    assert luck["result"] == score_hand(record.start().__class__.from_moves(
        "trieste", [" ".join(h) for h in HINDSIGHT["hands"]], 2, HINDSIGHT["plays"])).delta[0]
    assert luck["average"] == pytest.approx(-1 / 3)
    assert luck["decisions"] == pytest.approx(sum(d.loss for d in review.decisions))
    assert luck["error_rate"] == len(review.mistakes) / len(review.decisions)
    assert "Luck and skill" in review.luck_text("en") and "Fortuna" in review.luck_text("it")
    assert review.to_json("pt")["luck"]["text"].startswith("Sorte")
    partial = dict(HINDSIGHT, plays=HINDSIGHT["plays"][:7])
    assert review_hand(HandRecord.from_json(partial), 0).luck() is None


def test_a_retry_keeps_the_tables_levels_through_its_json() -> None:
    record = HandRecord.from_json(HINDSIGHT)
    levels = ("human", "random", "cautious")
    review = review_hand(record, 0, levels=levels)
    decision = review.decisions[0]
    question = RetryQuestion.of_decision(review, decision)
    data = question.to_json()
    again = Question.from_json(data)
    assert isinstance(again, RetryQuestion) and again.levels == levels
    assert again.decision.options == decision.options  # valued again as the review did
    for forged in (["grandmaster"], "random", [1], ["human"] * 9):
        data["levels"] = forged
        with pytest.raises(QuestionError):
            Question.from_json(data)
