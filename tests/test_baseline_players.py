"""The benchmarks' baseline players: the textbook rule player, each rule on a position, and
the cautious level as it was before short suits (``benchmarks/``, not shipped)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from test_players_support import capote_decision_hand

from coteccio_lab.cards import Card, parse_cards
from coteccio_lab.hand import Hand
from coteccio_lab.match import Match
from coteccio_lab.moves import Move
from coteccio_lab.players import CautiousPlayer
from coteccio_lab.players.table import play_match
from coteccio_lab.view import SeatView

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
from cautious_before import CautiousBefore  # noqa: E402
from textbook import TextbookPlayer  # noqa: E402


def _view_after(hands: list[str], dealer: int, plays: str) -> SeatView:
    hand = Hand(None, [parse_cards(h) for h in hands], dealer)
    for code in plays.split():
        hand.play(code)
    assert hand.turn is not None
    return SeatView.of(hand, hand.turn)


def _textbook(view: SeatView) -> Move:
    return TextbookPlayer().choose(view, random.Random(0))


def _cautious(view: SeatView) -> Move:
    return CautiousPlayer().choose(view, random.Random(0))


def test_follows_with_the_highest_card_that_still_loses() -> None:
    view = _view_after(["Jc 2d 3b 4s 5b", "2c 7c Ac 6d 6s", "3c 4d 5s 6b 7b"], 2, "Jc")
    move = _textbook(view)
    assert move.card == Card.parse("7c") and move.reason == "why_duck"


def test_takes_high_when_last_to_play_and_every_card_wins() -> None:
    view = _view_after(["3c 2d 3b 4s 5b", "4d 7d 2b 6d 6s", "Qc Jc 5s 6b 7b"], 2, "3c 4d")
    move = _textbook(view)
    assert move.card == Card.parse("Qc") and move.reason == "why_take_high"


def test_wins_low_when_not_last_even_if_nobody_after_can_go_over() -> None:
    # seat 2 showed it has no cups on trick 1; seat 1, second to play, holds Qc and Jc over
    # the Four: the textbook plays the lowest (it is not last), cautious the highest
    hands = ["Ac 4c 3d 4d 5d", "3c Qc Jc 6d 7d", "2b 3b 4b 5s 6s"]
    view = _view_after(hands, 2, "Ac 3c 2b 4c")
    move = _textbook(view)
    assert move.card == Card.parse("Jc") and move.why("en")
    assert _cautious(view).card == Card.parse("Qc")
    # with a seat after it that may still hold a higher cup: the lowest, and its reason
    view = _view_after(["3c 2d 3b 4s 5b", "Qc Jc 2b 6d 6s", "4d 7d 5s 6b 7b"], 2, "3c")
    move = _textbook(view)
    assert move.card == Card.parse("Jc") and move.reason == "why_win_low"


def test_throws_the_most_points_then_the_highest_rank_when_void() -> None:
    view = _view_after(["Jc 2d 3b 4s 5b", "Kb Qd 7d 7s 6s", "3c 4d 5s 6b 7b"], 2, "Jc")
    move = _textbook(view)
    assert move.card == Card.parse("Kb") and move.reason == "why_discard"
    view = _view_after(["Jc 2d 3b 4s 5b", "5d 7d 2b 3s 6s", "3c 4d 5s 6b 7b"], 2, "Jc")
    assert _textbook(view).card == Card.parse("7d")


def test_leads_the_first_trick_from_its_shortest_suit() -> None:
    # the highest card without points of the shortest suit that has one: 7d, not 2c
    view = _view_after(["2c 3c 7d Ks Qs", "Kb 6d Ad 6c 6s", "3d 4d 5s 6b 7b"], 2, "")
    move = _textbook(view)
    assert move.card == Card.parse("7d") and move.reason == "why_lead_short"


def test_leads_its_lowest_card_others_can_beat_after_the_first_trick() -> None:
    # seat 0 won trick 1 and holds 2c 3c 6d Kb: the lowest card that others may beat
    # (cautious empties the short suit at every lead: 6d)
    view = _view_after(["Ab 2c 3c 6d Kb", "5b 6b 7b 2s 3s", "2b 3b 4s 5s 6s"], 2, "Ab 5b 2b")
    move = _textbook(view)
    assert move.card == Card.parse("2c") and move.reason == "why_lead_low"
    assert _cautious(view).card == Card.parse("6d")


def test_does_not_take_a_cheap_trick_against_a_capote() -> None:
    # seat 0 has won the first two tricks; cautious takes the third with 6s, the textbook
    # ducks with its highest losing card
    view = _view_after(["Ad Ab 4s 2c 3c", "3d 3b 6s 3s 5c", "4d 4b 2s 5s 6c"], 2,
                       "Ad 3d 4d  Ab 3b 4b  4s")
    assert _cautious(view).reason == "why_cheap_trick"
    move = _textbook(view)
    assert move.card == Card.parse("3s") and move.reason == "why_duck"


def test_capote_decision_follows_the_exact_odds() -> None:
    move = _textbook(SeatView.of(capote_decision_hand(), 0))
    assert move.capote == "attempt" and move.odds is not None
    assert (move.odds.good, move.odds.total) == (650, 702)


def test_textbook_players_finish_a_match_and_call_the_doctor() -> None:
    match = Match.new({"preset": "trieste", "doctor": "once"}, 4, seed=3)
    hands = play_match(match, [TextbookPlayer()] * 4, seed=2)
    assert match.over and match.winner is not None and hands >= 4
    assert sum(match.doctor_used) >= 1


def test_cautious_before_plays_its_sure_winner_before_the_last_trick() -> None:
    # seat 2 holds 7c and Ac after three tricks: today's cautious ducks with 7c, the
    # baseline took the trick with its Ace
    hands = ["Jc 2d 3d 4d Kb", "2c Qd Ad 6b 5s", "7c Ac 6d 7d 7b"]
    view = _view_after(hands, 2, "2d Qd 6d  Ad 7d 3d  6b 7b Kb  Jc 2c")
    assert CautiousBefore().choose(view, random.Random(0)).card == Card.parse("Ac")
    assert _cautious(view).card == Card.parse("7c")
