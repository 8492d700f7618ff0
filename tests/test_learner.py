"""What a learner types and sees: short reprs, names not numbers, the table drawn in Jupyter."""

from __future__ import annotations

import re

from coteccio_lab.cards import Suit
from coteccio_lab.hand import Hand
from coteccio_lab.match import Match


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
    hand = Hand.deal(None, 4, dealer=3, seed=7)
    hand.play(hand.legal_plays()[0])
    page = hand._repr_html_()
    assert page.startswith("<style>") and ".cot-felt" in page
    faces = set(re.findall(r'class="cot-card cot-card-(\w\w)"', page))
    # every card is drawn face up: the 19 still held and the one on the table
    assert faces == {c.code() for s in range(4) for c in hand.dealt[s]}
    assert "cot-card-back" not in page
    assert repr(hand).startswith("<Hand trieste seats=4 dealer=3 plays=1")
