"""What a learner types and sees: short reprs, names not numbers, the table drawn in Jupyter."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import coteccio_lab
from coteccio_lab.cards import Suit
from coteccio_lab.hand import Hand
from coteccio_lab.match import Match
from coteccio_lab.rules import preset
from coteccio_lab.view import SeatView


def test_a_suit_prints_its_name() -> None:
    assert [str(s) for s in Suit] == ["cups", "coins", "swords", "batons"]
    assert f"{Suit.BATONS} were led" == "batons were led"
    assert Suit.COINS == 1 and Suit.COINS.letter == "d"  # still the notation's number


def test_a_match_repr_stays_one_short_line() -> None:
    match = Match.new("trieste", 4, seed=1)
    short = repr(match)
    for _ in range(5):
        match.play_random(seed=1)
    assert len(match.history) == 5
    text = repr(match)
    assert "\n" not in text and len(text) < 120 and len(text) - len(short) < 10
    assert text.startswith("<Match trieste players=4 hands=5 counters=[")


def test_a_hand_draws_the_table_in_jupyter() -> None:
    hand = Hand.deal(4, seed=7, dealer=3)
    hand.push(hand.following_suit[0])
    page = hand._repr_html_()
    assert page.startswith("<style>") and ".cot-felt" in page
    faces = set(re.findall(r'class="cot-card cot-card-(\w\w)"', page))
    # every card is drawn face up: the 19 still held and the one on the table
    assert faces == {c.code() for s in range(4) for c in hand.dealt[s]}
    assert "cot-card-back" not in page
    assert repr(hand).startswith("Hand.from_moves('trieste', [") and "\n" not in repr(hand)
    assert eval(repr(hand), {"Hand": Hand}).state_key() == hand.state_key()
    assert str(hand).splitlines()[0] == "trieste: dealer 3, trick 1 of 5, seat 1 to play"


def _doctest(text: str, name: str, globs: dict[str, object] | None = None) -> doctest.TestResults:
    parser = doctest.DocTestParser()
    test = parser.get_doctest(text, dict(globs or {}), name, name, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    return runner.summarize(verbose=False)


def test_the_readmes_first_code_block_is_the_learners_and_runs() -> None:
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    first = re.search(r"```(\w*)\n(.*?)```", readme, re.S)
    assert first is not None
    lang, block = first.groups()
    assert lang == "pycon" and block.startswith(">>> from coteccio_lab import Hand\n")
    assert "hand.legal_moves " in block and 'hand.push("7d")' in block
    result = _doctest(block, "README.md")
    assert result.attempted >= 6 and result.failed == 0


def test_every_public_name_has_an_example() -> None:
    finder = doctest.DocTestFinder(recurse=False)
    [package_test] = finder.find(coteccio_lab)
    sources = "".join(example.source for example in package_test.examples)
    for name in coteccio_lab.__all__:
        assert re.search(rf"\b{name}\b", sources), f"{name} has no example in coteccio_lab/__init__"
    # the examples themselves run once, with every other doctest (`--doctest-modules`)


def test_every_public_class_has_an_example_of_its_own() -> None:
    """``help(Hand)`` shows it in use too: each class the package exports carries a doctest
    in its own docstring (``--doctest-modules`` runs them)."""
    finder = doctest.DocTestFinder(recurse=False)
    exported = {name: getattr(coteccio_lab, name) for name in coteccio_lab.__all__}
    classes = {name: obj for name, obj in exported.items() if isinstance(obj, type)}
    assert len(classes) >= 8
    for name, cls in classes.items():
        found = finder.find(cls, name, globs={})
        assert sum(len(test.examples) for test in found), f"{name}'s docstring has no example"


def test_one_spelling_of_the_cards_that_follow_suit() -> None:
    hand = Hand.deal(4, seed=7)
    view = SeatView.of(hand, hand.to_act)
    assert hand.following_suit == view.following_suit and hand.following_suit
    assert Hand.deal(5, seed=7, rules="bergamo").rules.name == "bergamo"
    assert Hand.deal(4, seed=7, rules=preset("trieste")).dealt == hand.dealt


def test_the_readmes_whole_match_loop_runs() -> None:
    """A learner's loop of four lines plays a whole match with computer seats
    through ``to_act``/``push`` alone (no state where the loop must call something else)."""
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```pycon\n(.*?)```", readme, re.S)
    loop = next(b for b in blocks if "while not match.over:" in b)
    assert "match.push(" in loop and "finish_hand" not in loop and "answer_" not in loop
    result = _doctest(loop, "README: a whole match")
    assert result.attempted >= 5 and result.failed == 0


def test_reprs_are_one_line_and_rebuild_where_they_can() -> None:
    """Once found: the reprs of Rules (≈700 characters), HandScore (≈1,700) and SeatView
    (≈1,800) filled a screen."""
    import random as _random

    from coteccio_lab.moves import Move
    from coteccio_lab.rules import Rules
    from coteccio_lab.scoring import score_hand

    for spec in ("trieste", {"preset": "bergamo", "doctor": "once", "stake": 2}):
        rules = Rules.from_spec(spec)
        assert eval(repr(rules), {"Rules": Rules}) == rules and len(repr(rules)) < 100
    hand = Hand.deal(4, seed=7)
    hand.push(hand.legal_moves[0])
    view = repr(SeatView.of(hand, 2))
    assert view == "<SeatView seat=2 to_act=2 holding=6c Qc Ac 5s 7s trick=[1:2c] tricks=0>"
    hand.playout(_random.Random(1).random)
    score = repr(score_hand(hand))
    assert "\n" not in score and len(score) < 120 and score.startswith("<HandScore trieste ")
    move = hand.move_stack[-1]
    assert eval(repr(move), {"Move": Move}) == move and eval(repr(move), {"Move": Move}).seat
    page = score_hand(hand)._repr_html_()
    assert page.startswith('<div class="cot-score">') and page.count("<tr>") == 1 + 4
    assert "seat 0: tricks won" in page  # the engine's explanation under the table
