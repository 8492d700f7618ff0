"""The benchmarks' baseline players: the textbook rule player, each rule on a position, and
the cautious level as it was before short suits (``benchmarks/``, not shipped)."""

from __future__ import annotations

import random

import pytest
from cautious_before import CautiousBefore
from test_players_support import capote_decision_hand, cautious_move, view_after
from textbook import TextbookPlayer

from coteccio_lab.cards import Card
from coteccio_lab.match import Match
from coteccio_lab.players.table import play_match
from coteccio_lab.view import SeatView

# (rule, hands of seats 0-2 with seat 2 dealing, plays so far, the textbook's card and
# reason, the cautious level's card where it differs)
RULES = [
    ("duck: the highest card that still loses",
     ["Jc 2d 3b 4s 5b", "2c 7c Ac 6d 6s", "3c 4d 5s 6b 7b"], "Jc", "7c", "why_duck", None),
    ("every card wins, last to play: the highest",
     ["3c 2d 3b 4s 5b", "4d 7d 2b 6d 6s", "Qc Jc 5s 6b 7b"], "3c 4d", "Qc", "why_take_high",
     None),
    ("every card wins, not last: the lowest",
     ["3c 2d 3b 4s 5b", "Qc Jc 2b 6d 6s", "4d 7d 5s 6b 7b"], "3c", "Jc", "why_win_low", None),
    # seat 2 showed on trick 1 that it has no cups: nobody after seat 1 can go over, and
    # cautious takes the trick high; the textbook plays low all the same (it is not last)
    ("not last, nobody after can go over: still the lowest",
     ["Ac 4c 3d 4d 5d", "3c Qc Jc 6d 7d", "2b 3b 4b 5s 6s"], "Ac 3c 2b 4c", "Jc", "", "Qc"),
    ("void: the most points",
     ["Jc 2d 3b 4s 5b", "Kb Qd 7d 7s 6s", "3c 4d 5s 6b 7b"], "Jc", "Kb", "why_discard", None),
    ("void, no card with points: the highest rank",
     ["Jc 2d 3b 4s 5b", "5d 7d 2b 3s 6s", "3c 4d 5s 6b 7b"], "Jc", "7d", "why_discard", None),
    ("first lead: the top card without points of the shortest suit",
     ["2c 3c 7d Ks Qs", "Kb 6d Ad 6c 6s", "3d 4d 5s 6b 7b"], "", "7d", "why_lead_short", None),
    # seat 0 won trick 1 and holds 2c 3c 6d Kb; cautious empties the short suit again
    ("later leads: the lowest card others may beat",
     ["Ab 2c 3c 6d Kb", "5b 6b 7b 2s 3s", "2b 3b 4s 5s 6s"], "Ab 5b 2b", "2c", "why_lead_low",
     "6d"),
    # seat 0 has won the first two tricks: cautious takes the third cheaply with 6s
    ("no capote defence: it ducks",
     ["Ad Ab 4s 2c 3c", "3d 3b 6s 3s 5c", "4d 4b 2s 5s 6c"], "Ad 3d 4d  Ab 3b 4b  4s", "3s",
     "why_duck", "6s"),
]


@pytest.mark.parametrize(("hands", "plays", "card", "reason", "cautious"),
                         [r[1:] for r in RULES], ids=[r[0] for r in RULES])
def test_textbook_rule(hands: list[str], plays: str, card: str, reason: str,
                       cautious: str | None) -> None:
    view = view_after(hands, 2, plays)
    move = TextbookPlayer().choose(view, random.Random(0))
    assert move.card == Card.parse(card) and move.analysis.reason == reason
    assert move.why("en")
    assert cautious_move(view).card == Card.parse(cautious or card)


def test_capote_decision_follows_the_exact_odds() -> None:
    move = TextbookPlayer().choose(SeatView.of(capote_decision_hand(), 0), random.Random(0))
    assert move.capote == "attempt" and move.analysis.odds is not None
    assert (move.analysis.odds.good, move.analysis.odds.total) == (650, 702)


def test_textbook_players_finish_a_match_and_call_the_doctor() -> None:
    match = Match.new({"preset": "trieste", "doctor": "once"}, 4, seed=3)
    hands = play_match(match, [TextbookPlayer()] * 4, seed=2)
    assert match.over and match.winner is not None and hands >= 4
    assert sum(match.doctor_used) >= 1


def test_cautious_before_plays_its_sure_winner_before_the_last_trick() -> None:
    # seat 2 holds 7c and Ac after three tricks: today's cautious ducks with 7c, the
    # baseline took the trick with its Ace
    hands = ["Jc 2d 3d 4d Kb", "2c Qd Ad 6b 5s", "7c Ac 6d 7d 7b"]
    view = view_after(hands, 2, "2d Qd 6d  Ad 7d 3d  6b 7b Kb  Jc 2c")
    assert CautiousBefore().choose(view, random.Random(0)).card == Card.parse("Ac")
    assert cautious_move(view).card == Card.parse("7c")
