"""Lessons 4 to 6: the facts they print and the answers they expect, checked against the
engine by other routes than the lessons' own code (brute force, the odds module, the rules).

The generic checks of every lesson (notebook name, exercises shown once and in order,
right/wrong answers through ``curriculum.right_answer``) live in ``tests/test_curriculum.py``;
here are the checks that only make sense for these lessons' content.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import pytest
from engine_helpers import brute_capote

from coteccio_lab.cards import DECK, Card, Suit
from coteccio_lab.curriculum import LAB_ONLY, lesson4, lesson5, lesson6, right_answer, wrong_answer
from coteccio_lab.i18n import t
from coteccio_lab.odds import capote_odds
from coteccio_lab.players.simulate import wilson
from coteccio_lab.render.svg import num
from coteccio_lab.rules import PRESETS, preset, preset_title
from coteccio_lab.scoring import score_hand
from coteccio_lab.view import SeatView

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
MODULES = {4: lesson4, 5: lesson5, 6: lesson6}


def _notebook(number: int) -> dict:
    module = MODULES[number]
    return json.loads((LESSONS / module.LESSON.notebook).read_text(encoding="utf-8"))


def _markdown(number: int) -> str:
    """The markdown Voilà shows (the cells tagged ``cot-lab-only`` are JupyterLab's)."""
    return "\n".join("".join(c["source"]) for c in _notebook(number)["cells"]
                     if c["cell_type"] == "markdown"
                     and LAB_ONLY not in c.get("metadata", {}).get("tags", []))


def _code(number: int) -> list[str]:
    return ["".join(c["source"]) for c in _notebook(number)["cells"] if c["cell_type"] == "code"]


# ---- every lesson of this half ----------------------------------------------------------------


@pytest.mark.parametrize("number", sorted(MODULES))
def test_notebook_is_clean_and_follows_the_convention(number: int) -> None:
    nb = _notebook(number)
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            assert cell.get("outputs") == [] and cell.get("execution_count") is None
    code = _code(number)
    opened = (f"from coteccio_lab.curriculum import lesson{number} as lesson",
              f'from coteccio_lab.curriculum import page\n\nlesson = page({number}, "en")')
    assert code[0].startswith(opened), code[0]
    assert "lesson.start()" in code[0]
    shown = [k for src in code for k in re.findall(r'lesson\.show\("([a-z0-9-]+)"\)', src)]
    assert shown == MODULES[number].LESSON.keys
    assert len(shown) >= 3
    for cell in nb["cells"]:
        src = "".join(cell["source"])
        if cell["cell_type"] != "code":
            continue
        if "lesson.show(" in src or "lesson.after(" in src:  # widgets: no repr to compare
            assert src.rstrip().endswith(";"), src
        elif "print_" in src:  # facts printed from the engine, checked by nbval (a cell tag)
            assert "nbval-check-output" in cell.get("metadata", {}).get("tags", []), src


@pytest.mark.parametrize("number", sorted(MODULES))
def test_goals_summary_sources_and_the_link_onward(number: int) -> None:
    text = _markdown(number)
    assert "**Goals.**" in text and "## Summary" in text
    cited = ("000", "003", "004") if number == 6 else ("000", "001", "003", "004")
    for source in cited:
        assert source in text, f"lesson {number} never cites {source}"
    # every hint for JupyterLab is hidden in Voilà (class cot-lab-only)
    for line in text.splitlines():
        if "JupyterLab" in line and "run" in line:
            assert "cot-lab-only" in line or "cot-lab-only" in text.split(line)[0][-300:], line
    following = {4: "05-regional-variants.ipynb", 5: "06-strategy-and-numbers.ipynb",
                 6: "dashboard.ipynb"}[number]
    assert f"]({following})" in text


@pytest.mark.parametrize(
    ("number", "key"), [(n, k) for n, m in sorted(MODULES.items()) for k in m.LESSON.keys]
)
@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_each_exercise_right_and_wrong_with_feedback(number: int, key: str, lang: str) -> None:
    lesson = MODULES[number].LESSON
    ex = lesson.build(key, lang)
    assert "cot-lesson-exercise" in ex._dom_classes and lesson.css_class(key) in ex._dom_classes
    right = ex.evaluate(right_answer(ex))
    assert right.correct
    wrong = ex.evaluate(wrong_answer(ex))
    assert not wrong.correct
    for verdict in (right, wrong):
        assert len(verdict.why(lang)) > 40 and verdict.sources
    ex.verdict = wrong
    assert "correct" not in ex.feedback_text("en").lower()


# ---- lesson 4: the capote ---------------------------------------------------------------------


def test_both_versions_of_the_main_deal_look_the_same_from_seat_0() -> None:
    a, b = lesson4.decision_view("stopped"), lesson4.decision_view("capote")
    for field in ("holding_mask", "tricks", "voids", "unseen_mask", "counts", "to_act"):
        assert getattr(a, field) == getattr(b, field), field
    assert a.decision_pending and a.to_act == 0 and [c.code() for c in a.holding] == ["Kc"]
    assert lesson4.decision_hand().decision_after == 4


@pytest.mark.parametrize("position", [lesson4.decision_hand, lesson4.voids_hand])
def test_the_lessons_count_is_exact(position) -> None:
    hand = position()
    view = SeatView.of(hand, hand.to_act)
    good, total = lesson4.count_distributions(view)
    assert (good, total) == brute_capote(view)
    found = capote_odds(view)
    assert (found.good, found.total) == (good, total)
    assert found.probability == Fraction(good, total)


def test_the_voids_exercise_turns_on_the_voids() -> None:
    hand = lesson4.voids_hand()
    view = SeatView.of(hand, 0)
    assert view.voids[2] == frozenset({Suit.COINS, Suit.SWORDS, Suit.BATONS})
    good, total = lesson4.count_distributions(view)
    without_voids = SeatView(**{**view.__dict__, "voids": tuple(frozenset() for _ in view.voids)})
    naive = Fraction(*lesson4.count_distributions(without_voids))
    assert naive > Fraction(1, 2) > Fraction(good, total)
    assert right_answer(lesson4.LESSON.build("voids")) == "annul"
    assert right_answer(lesson4.LESSON.build("decide")) == "attempt"
    text = lesson4.odds_walkthrough("voids")
    assert f"{good}/{total}" in text and "its card is one of the cups." in text


def test_endings_follow_the_trieste_rules() -> None:
    annul = score_hand(lesson4.finished_hand("stopped", "annul"))
    assert annul.outcome == "annulled" and annul.delta == (0, 0, 0, 0) and annul.same_dealer
    capote = score_hand(lesson4.finished_hand("capote", "attempt"))
    assert capote.outcome == "capote" and capote.delta == (1, -1, -1, -1)
    stopped = score_hand(lesson4.finished_hand("stopped", "attempt"))
    assert stopped.outcome == "capote_failed" and stopped.delta == (-1, 0, 0, 1)
    # "whatever the points": the stopper took the most points and still gains a life
    assert max(stopped.points) == stopped.points[3] > stopped.points[0]
    table = lesson4.endings_table()
    for score in (annul, capote, stopped):
        assert score.explain()[-1] in table


def test_players_table_agrees_with_a_direct_count() -> None:
    rows = lesson4.players_table().splitlines()[1:]
    assert [int(r.split()[0]) for r in rows] == list(range(2, 9))
    for row in rows:
        n, unseen, total, good, pct = row.replace(",", "").split()
        n, unseen = int(n), int(unseen)
        assert unseen == 40 - (4 * n + 1)
        # one card per other seat: the one higher card is out of play with chance (U-k)/U
        p = Fraction(unseen - (n - 1), unseen)
        assert Fraction(int(good), int(total)) == p
        assert pct == f"{float(p) * 100:.1f}%"
    assert rows[-1].split()[3] == "0"  # eight players: every card is dealt


def test_stop_exercise_names_the_only_card_that_wins_the_trick() -> None:
    ex = lesson4.LESSON.build("stop")
    assert ex.stoppers() == [Card.parse("7c")]
    hand = lesson4.stop_hand()
    assert hand.capote_taker == 1 and hand.to_act == 0 and hand.tricks_done == 3
    ex.pick("3c")
    assert not ex.check().correct
    # a first wrong answer: why it loses, and where to look; not the card that stops it
    assert "does not beat the Six of cups" in ex.feedback_text()
    assert "Seven of cups" not in ex.feedback_text()
    assert not ex.check().correct  # the second try tells
    assert "The card that stops the capote: the Seven of cups." in ex.feedback_text()
    ex.pick("3c")
    ex.pick("7c")
    assert ex.check().correct


# ---- lesson 5: regional variants ----------------------------------------------------------


def test_the_deals_have_the_shape_the_lesson_says() -> None:
    tie = lesson5.TIE_DEAL.played()
    top = max(tie.points())
    assert [s for s in range(4) if tie.points()[s] == top] == [0, 2]
    assert tie.tricks_won(1) == 0
    no_trick = lesson5.NO_TRICK_DEAL.played()
    assert [no_trick.tricks_won(s) > 0 for s in range(4)] == [False, True, False, True]
    capote = lesson5.CAPOTE_DEAL.played()
    assert capote.outcome == "capote" and capote.capote_taker == 1
    out = lesson5.EVERYONE_OUT_DEAL.played()
    assert out.points()[0] == out.points()[1] > 0


def test_one_deal_under_each_preset() -> None:
    # Trieste: each tied seat loses a life; Bergamo: two bóle each; Piacenza: points added,
    # and the seat that took no trick is charged the hand's highest score (an assumption).
    assert lesson5.score_under(lesson5.TIE_DEAL, "trieste").delta == (-1, 0, -1, 0)
    assert lesson5.score_under(lesson5.TIE_DEAL, "bergamo").delta == (2, 0, 2, 0)
    hand = lesson5.TIE_DEAL.played("piacenza")
    top = max(hand.points())
    expected = tuple(hand.points()[s] if hand.tricks_won(s) else top for s in range(4))
    assert lesson5.score_under(lesson5.TIE_DEAL, "piacenza").delta == expected
    # two seats took every trick: every charge doubles
    hand = lesson5.NO_TRICK_DEAL.played("piacenza")
    top = max(hand.points())
    doubled = tuple(2 * (hand.points()[s] if hand.tricks_won(s) else top) for s in range(4))
    assert lesson5.score_under(lesson5.NO_TRICK_DEAL, "piacenza").delta == doubled
    # a capote in Bergamo: the taker stays at zero bóle (never below), the others take one
    assert lesson5.score_under(lesson5.CAPOTE_DEAL, "bergamo").delta == (1, 0, 1, 1)
    assert lesson5.score_under(lesson5.CAPOTE_DEAL, "bergamo", [0, 2, 0, 0]).delta == (
        1, -1, 1, 1)
    for name in ("tie", "no-trick", "capote"):
        table = lesson5.same_deal_table(name)
        for preset_name in PRESETS:
            score = lesson5.score_under(lesson5.DEALS[name], preset_name)
            assert score.explain()[-1] in table
            assert "".join(f"{lesson5._change(d):>8}" for d in score.delta) in table
            assert preset_title(preset_name, "en") in table


def test_presets_table_reads_the_presets() -> None:
    table = lesson5.presets_table()
    for name, rules in PRESETS.items():
        assert t(f"rules_name_{name}", "en") in table.splitlines()[0]  # "Trieste"
        players = table.splitlines()[1]
        if rules.min_players == rules.max_players:  # "5", not "5 to 5"
            assert f" {rules.min_players} " in players + " "
        else:
            assert f"{rules.min_players} to {rules.max_players}" in players
    assert "2 with 4 or fewer" in table  # Bergamo's spies


def test_readings_that_differ() -> None:
    text = lesson5.tie_readings_table()
    assert "seat 0 +2, seat 2 +2" in text and "seat 0 +1, seat 2 +1" in text
    out = lesson5.everyone_out_table()
    assert "after [1, 1]" in out and "after [4, 4]" in out and "after [3, 3]" in out
    quiz = lesson5.ReadingQuiz("003")
    assert quiz.right_answer() == "restart"
    assert lesson5.ReadingQuiz("000").right_answer() == "void"
    with pytest.raises(ValueError):
        lesson5.ReadingQuiz("001")
    reading = lesson5.reading_001_table()
    assert "seat 1 +1" in reading and "seat 1 0," in reading


def test_cappotto_of_hands_demo() -> None:
    match = lesson5._cappotto_match()
    assert match.cappotto_offers == [0] and match.losses_from_start(0) == 4
    text = lesson5.cappotto_hands_text()
    assert "restart: seat 0 takes its four lives back" in text
    # 001: "se perde anche questa (cioè anche in questa ottiene più punti degli altri) vince
    # la partita": the seat that takes the most points in the fifth hand wins the match ...
    assert "takes 31 points, the most of the others 11; " \
        "it loses this hand too and wins the match: winner seat 0" in text
    # ... and a hand where another seat takes more puts seat 0 out.
    assert "fifth hand, deal 2 (normal): seat 0 takes 7 points, the most of the others 29; " \
        "it is out, the match goes on" in text


def test_doctor_follows_source_000s_example() -> None:
    facts = lesson5.doctor_facts()
    # 000: A out, B 3, C 2, D 4: A comes back with 2 lives (C's)
    assert "A comes back with 2 lives" in facts
    assert "With only D still in: no" in facts
    assert "rising: 5, 10, 15" in facts


def test_piacenza_assumptions_are_marked_in_the_lesson() -> None:
    text = _markdown(5)
    assert "assumptions, not the source's" in text
    for fact in ("ten cards each", "Coteccio's card values", "no trick is charged"):
        assert fact in text
    # and the preset says the same
    assert "assume" in " ".join(preset("piacenza").notes)
    for reading in ('si assegneranno 2 "bóle"', "two bóle", "000", "003", "Cappotto"):
        assert reading in text



# ---- lesson 6: strategy and numbers -------------------------------------------------------


def test_expert_card_is_the_advice_and_not_the_fewest_points() -> None:
    from coteccio_lab.players.advise import advise

    ex = lesson6.LESSON.build("expert-card")
    advice = advise(lesson6.expert_hand(), seed=lesson6.SEED)
    assert ex.right_answer() == advice.move.card
    fewest = min(advice.legal, key=lambda v: v.expected_points).card
    assert fewest != advice.move.card  # what the lesson points out after the exercise
    assert ex.wrong_answer() == fewest
    text = lesson6.advice_text()
    assert f"Recommended: {advice.move.card.code()}" in text


def test_the_expert_card_stands_clear_of_every_other_card() -> None:
    """Exercise 1 accepts the cards the judge cannot tell from its pick; on the exercise's
    deal that is its pick alone, ahead of every other card by well more than the margin."""
    question = lesson6._expert_card()
    found = question.advice.evaluation
    assert found is not None
    assert question.best() == [question.right_answer()]
    for j in range(len(found.moves)):
        if j != found.best:
            gap, half = found.difference(found.best, j)
            assert gap - half > 0.2, (found.moves[j], gap, half)
    right = question.evaluate(question.right_answer())
    assert right.correct and "cannot tell" not in right.why("en")
    wrong = question.evaluate(question.wrong_answer())
    assert not wrong.correct and "You chose" in wrong.why("en")
    assert len(right.hint_text("en")) < 60  # the first hint: a short nudge


def test_the_expert_card_is_the_best_when_the_hand_is_played_out() -> None:
    """Independent play-outs (``benchmarks/review_truth.py``'s own sampler and play-out,
    not the judge's): 1,000 layouts of the unseen cards that fit seat 0's view, each lead
    played out by the kit's cautious players (the judge's stated continuation) with common
    random numbers. The exercise's card has the best mean, and its 95 % interval lies above
    every other card's."""
    import math
    import random
    import statistics

    from benchmarks.review_truth import _finish, _layouts
    from coteccio_lab.cards import cards_from_mask
    from coteccio_lab.hand import Hand

    hand = lesson6.expert_hand()
    question = lesson6._expert_card()
    rng = random.Random(2026)
    results: dict[str, list[float]] = {c.code(): [] for c in hand.holding(0)}
    for masks in _layouts(hand, 0, rng, 1000):
        chance = rng.getrandbits(64)
        for code, values in results.items():
            dealt = Hand(hand.rules, [cards_from_mask(m) for m in masks], hand.dealer)
            values.append(_finish(dealt, code, ["cautious"] * 4, random.Random(chance)))
    intervals = {}
    for code, values in results.items():
        mean = statistics.fmean(values)
        half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
        intervals[code] = (mean - half, mean, mean + half)
    best = question.right_answer().code()
    assert max(intervals, key=lambda c: intervals[c][1]) == best, intervals
    for code, (_, _, high) in intervals.items():
        if code != best:
            assert intervals[best][0] > high, intervals
    # the judge's own values agree in order with the played-out ones at the top
    judged = {v.card.code(): v.utility for v in question.advice.legal}
    assert max(judged, key=lambda c: judged[c]) == best


def test_two_player_position_is_what_the_text_says() -> None:
    hand = lesson6.two_player_hand()
    view = SeatView.of(hand, 0)
    assert hand.decision_pending and [c.code() for c in view.holding] == ["6c"]
    higher = [c for c in DECK if view.unseen_mask & c.bit and c.suit == Suit.CUPS
              and c.rank > Card.parse("6c").rank]
    assert len(higher) == 5  # "five cups still beat it"
    assert view.voids[1] == frozenset({Suit.COINS})
    assert hand.tricks[1].cards[1].suit != Suit.COINS  # "did not follow coins on the second"
    good, total = lesson4.count_distributions(view)
    assert brute_capote(view) == (good, total)
    assert f"{good} of the {total}" in lesson6.two_player_advice().replace(",", "")


def test_capote_runs_are_seeded_and_read_right() -> None:
    runs = lesson6.capote_runs()
    lesson6.capote_runs.cache_clear()
    again = lesson6.capote_runs()
    assert [r.to_json() for r in runs["cautious"]] == [r.to_json() for r in again["cautious"]]
    table = lesson6.capote_table()
    for level, results in again.items():
        assert [r.players for r in results] == list(lesson6.PLAYERS)
        for r in results:
            assert r.hands == lesson6.CAPOTE_HANDS[level]
            assert f"{r.capote.count:>7}" in table
    # what the lesson says: rarer with more players, and cautious players make more capotes
    assert lesson6.capote_trend("cautious") == "fewer" == lesson6.capote_trend("random")
    for k in range(3):  # 2, 3 and 4 players
        cautious, rand = again["cautious"][k], again["random"][k]
        assert cautious.capote.value > rand.capote.value
    two = again["cautious"][0]
    lo, _ = lesson6.wilson(two.capote.count, two.hands)
    _, hi = lesson6.wilson(again["random"][0].capote.count, again["random"][0].hands)
    assert lo > hi, "two players: the cautious rate is above the random one beyond doubt"


def test_the_stored_capote_runs_are_what_the_simulation_gives() -> None:
    """The page reads the runs stored when the lesson was built; simulated again now, they
    are the same counts (else run tools/lesson6_runs.py)."""
    stale = "lesson6_runs.json is stale: run .venv/bin/python tools/lesson6_runs.py"
    stored = lesson6.runs_json(lesson6.capote_runs())
    assert lesson6.runs_json(lesson6.simulate_capote_runs()) == stored, stale
    assert lesson6.simulate_spread() == lesson6.spread(), stale


def test_spread_conserves_points_and_matches_the_text() -> None:
    s = lesson6.spread()
    assert len(s.seat_points) == s.players * s.hands
    assert sum(count for _, count in s.outcomes) == s.hands
    ex = lesson6.LESSON.build("zero-points")
    assert ex.truth == pytest.approx(100 * s.seat_points.count(0) / len(s.seat_points))
    assert ex.evaluate(round(ex.truth)).correct and not ex.evaluate(ex.wrong_answer()).correct
    assert not ex.check().correct  # nothing typed yet
    losers = sorted(s.loser_points)
    assert 25 <= losers[len(losers) // 2] <= 35  # "usually took around thirty points"
    text = lesson6.spread_text()
    assert f"{s.seat_points.count(0)} of {len(s.seat_points):,} took 0 points" in text
    # every hand: the points taken are the dealt card points plus the last trick
    per_hand = [sum(s.seat_points[i:i + s.players])
                for i in range(0, len(s.seat_points), s.players)]
    assert all(p <= 72 + 6 for p in per_hand)


def test_charts_draw_the_runs_they_describe() -> None:
    """Lesson 6's pictures are the kit's own SVG (no matplotlib: it runs in the browser too),
    one point per table size and level, one bar per two points, counts that add up."""
    import xml.etree.ElementTree as ET

    capotes = lesson6.capotes_chart()
    ET.fromstring(capotes)  # well-formed SVG
    runs = lesson6.capote_runs()
    assert capotes.count('class="cot-chart-point"') == len(runs) * len(lesson6.PLAYERS)
    for level, results in runs.items():
        first = results[0]
        lo, hi = wilson(first.capote.count, first.hands)
        rate = 100 * first.capote.value
        assert f"{level} players ({first.hands} hands per size), 2: " in capotes
        assert f"({num(100 * lo)} to {num(100 * hi)})" in capotes and num(rate) in capotes

    spread_html = lesson6.spread_charts()
    s = lesson6.spread()
    bars = re.findall(r'class="cot-chart-bar".*?<title>(\d+) to (\d+): (\d+)</title>',
                      spread_html)
    edges = len(range(0, max(s.seat_points) + 3, 2)) - 1
    assert len(bars) == 2 * edges
    seat_bars, loser_bars = bars[:edges], bars[edges:]
    assert sum(int(c) for *_, c in seat_bars) == len(s.seat_points)
    assert sum(int(c) for *_, c in loser_bars) == len(s.loser_points)
    assert seat_bars[0] == ("0", "2", str(sum(p < 2 for p in s.seat_points)))


def test_the_commands_the_lesson_prints_exist() -> None:
    import io
    import shlex
    from contextlib import redirect_stdout

    from coteccio_lab.cli import build_parser, main

    text = _markdown(6)
    commands = re.findall(r"^coteccio-lab (.+)$", text, re.MULTILINE)
    assert len(commands) >= 4
    parser = build_parser()
    for line in commands:
        parser.parse_args(shlex.split(line))
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["simulate", "--players", "4", "--hands", "30", "--seats", "cautious",
                     "--seed", "1"])
    assert code == 0 and "capote" in out.getvalue().lower()


def test_a_worked_solution_waits_for_its_exercise() -> None:
    """``lesson.after``: lesson 4's counts, which hold the exercises' answers, are shown only
    once the exercise has told its answer (right, or two wrong tries)."""
    from coteccio_lab.curriculum import page
    from coteccio_lab.curriculum.answers import right_answer, wrong_answer

    lesson = page(4, "en")
    shown: list[str] = []
    box = lesson.after("decide", lambda: shown.append("count"))  # before the exercise
    assert "once you have answered exercise 2" in box.children[0].value and not shown
    ex = lesson.show("decide")
    ex.choice = wrong_answer(ex)
    ex.check()
    assert not ex.answer_shown and not shown and len(box.children) == 2
    ex.check()
    assert ex.answer_shown and shown == ["count"] and len(box.children) == 1
    # shown after an exercise already answered right: at once
    later = lesson.after("decide", lambda: shown.append("again"))
    assert shown == ["count", "again"] and len(later.children) == 1
    other = page(4, "en")
    ex2 = other.show("voids")
    ex2.choice = right_answer(ex2)
    ex2.check()
    assert ex2.answer_shown


def test_lesson6s_table_hint_cannot_answer_exercise_1_before_it_is_asked() -> None:
    """Lesson 6 shows a table with a Hint (the expert's card) above exercise 1, which asks
    for the expert's card: the table must not hold the exercise's position."""
    from coteccio_lab.curriculum import lesson6

    question = lesson6._expert_card()
    table = lesson6.table_hand()
    assert table.to_act == question.seat == 0
    assert table.holding_mask(0) != question.hand.holding_mask(question.seat)


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_lesson6s_page_plays_nothing_out_before_the_learner_answers(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Lesson 6's page is built, every cell Voilà runs, without a simulation or a play-out
    of the expert: the runs are read from the file written when the lesson was built
    (``tools/lesson6_runs.py``), and the expert's advice is worked out once the learner
    checks an answer. What those cost (about 5,000 simulated hands; 0.2 s of play-outs per
    piece of advice) kept the first exercise behind Voilà's spinner while they ran."""
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    from coteccio_lab.players import judge, simulate

    calls: list[str] = []
    evaluate = judge.Judge.evaluate

    def counted(self: judge.Judge, *args: object, **kwargs: object) -> judge.Evaluation:
        calls.append("judge")
        return evaluate(self, *args, **kwargs)

    def refused(*args: object, **kwargs: object) -> None:
        calls.append("simulate")
        raise AssertionError("the page simulated hands while it loaded")

    monkeypatch.setattr(judge.Judge, "evaluate", counted)
    monkeypatch.setattr(simulate, "simulate", refused)
    monkeypatch.setattr(lesson6, "simulate", refused)
    monkeypatch.setattr(lesson6, "play_hand", refused)
    lesson6.capote_runs.cache_clear()  # what an earlier test read is not the page's
    lesson6.spread.cache_clear()
    lesson6._expert_card.cache_clear()
    folder = LESSONS if lang == "en" else LESSONS / lang
    cells = json.loads((folder / lesson6.LESSON.notebook).read_text(encoding="utf-8"))["cells"]
    shell = InteractiveShell.instance()
    shell.reset(new_session=False)
    for cell in cells:
        if cell["cell_type"] != "code" or LAB_ONLY in cell["metadata"].get("tags", []):
            continue
        with capture_output():
            shell.run_cell("".join(cell["source"]), store_history=False).raise_error()
    assert calls == []
    page = shell.user_ns["lesson"]
    assert page.lang == lang and set(page.shown) == {s.key for s in lesson6.LESSON.exercises}
    # the play-outs come with the answer: the patch above sees them
    page.shown["expert-card"].check()
    assert calls and set(calls) == {"judge"}


def test_the_stop_exercise_calls_a_stop_cheap_only_when_it_is() -> None:
    """Lesson 4's stop takes a pointless trick; the same position with the Ace of cups as the
    only stopper takes its 6 points, and the feedback must not call that cheap."""
    from coteccio_lab.curriculum.deals import lesson4_hand
    from coteccio_lab.questions import StopQuestion

    cheap = StopQuestion(lesson4.stop_hand())
    assert "cheap" in cheap.evaluate(cheap.right_answer()).why("en")
    hands = ("4s 4b 4d Ac 3c", *lesson4.STOP_HANDS[1:])
    dear = StopQuestion(lesson4_hand(hands, lesson4.STOP_DEALER, lesson4.STOP_PLAYS))
    why = dear.evaluate(Card.parse("Ac")).why("en")
    assert "6 points" in why and "cheap" not in why


def test_the_bergamo_tie_is_credited_to_the_kits_reading_too() -> None:
    """004 gives Bergamo's tie as "2 bóle" in a sentence that allows two readings (docs/rules.md:
    "a tie for the most takes **two** (`tie_penalty=2`; the sentence may also mean one to each
    of two tied players, `tie_penalty=1`, an option)"): exercise 1's feedback names the kit's
    reading beside the sources, as exercise 2 does for Piacenza; a Bergamo hand without a tie
    does not."""
    tie = lesson5._tie()
    verdict = tie.evaluate(tie.right_answer())
    assert verdict.correct and verdict.kit
    assert verdict.sources_text("en") == "(sources: 000, 001, 003, 004; and the kit's assumptions)"
    assert verdict.sources_text("pt").endswith("; e as suposições do programa)")
    assert verdict.sources_text("it").endswith("; ipotesi del programma)")
    capote = lesson5._capote()
    assert not capote.evaluate(capote.right_answer()).kit


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_piacenzas_ten_cards_are_marked_as_the_kits_assumption(lang: str) -> None:
    """docs/rules.md, Piacenza and Modena (004): "004 gives no card values and no hand size:
    **assumption**: the whole deck is dealt, ten each"; the lesson marks it."""
    cards = lesson5.presets_table(lang).splitlines()[2]
    assert cards.rstrip().endswith(t("l5_assumed_marked", lang, value=10))
    assert t("l5_assumed_marked", lang, value=5) not in cards
