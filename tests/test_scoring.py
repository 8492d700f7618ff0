"""Scoring a hand against the match counters (docs/rules.md sections 2 and 3), with reasons."""

from __future__ import annotations

import pytest
from engine_helpers import (
    FOUR,
    REVOKE,
    STOP,
    TIE,
    TIE_PLAYS,
    WIN,
    WORKED,
    WORKED_PLAYS,
    deal,
    played,
)

from coteccio_lab.hand import Hand
from coteccio_lab.i18n import verb
from coteccio_lab.scoring import HandScore, score_hand

BG_TIE = ["Ac 2d 3d 4d 5d 6d 2s", "2c 7d 3s 4s 5s 6s 7s"]
BG_TIE_PLAYS = "Ac 2c  2d 7d  3s 2s  4s 3d  5s 4d  6s 5d  7s 6d"  # 6 points each
BG_CAPOTE = ["Ac Kc Qc Jc 7c 6c 5c", "4c 3c 2c Ad Kd Qd Jd"]
BG_CAPOTE_PLAYS = "Ac 4c Kc 3c Qc 2c Jc Ad 7c Kd 6c Qd 5c Jd"


def score(hand: Hand, before: list[int] | None = None) -> HandScore:
    return score_hand(hand, before)


# ---- Trieste: lives ----------------------------------------------------------------------


def test_most_points_loses_a_life() -> None:
    """000, 001, 003: whoever has the most points (cards + 6 for the last trick) loses one."""
    s = score(played(WORKED, 3, WORKED_PLAYS))
    assert s.outcome == "normal" and s.counter == "lives"
    assert s.points == (0, 19, 5, 18)
    assert s.before == (4, 4, 4, 4)
    assert s.delta == (0, -1, 0, 0) and s.after == (4, 3, 4, 4)
    assert s.eliminated == () and s.winner is None and not s.same_dealer
    assert s.explain()[-1] == "seat 1 took the most points (19) and loses a life"


def test_tied_seats_each_lose_a_life() -> None:
    """000, 001, 003: players tied for the most each lose one life."""
    s = score(played(TIE, 1, TIE_PLAYS))
    assert s.points == (6, 6)
    assert s.delta == (-1, -1) and s.after == (3, 3)
    assert s.explain()[-1] == "seats 0 and 1 tied for the most points (6); each loses a life"


def test_elimination_and_the_winner() -> None:
    """000, 003: a player at zero lives is out; the last player with lives wins."""
    s = score(played(TIE, 1, TIE_PLAYS), [1, 2])
    assert s.after == (0, 1) and s.eliminated == (0,) and s.winner == 1


def test_capote_attempt_won() -> None:
    """000, 003, 004: a capote gains the taker a life and costs every other seat one,
    whatever the points."""
    s = score(played(WIN, 2, FOUR + " Ac Kc Qc", capote="attempt"))
    assert s.outcome == "capote"
    assert s.points == (21, 0, 0)  # the taker holds every point and still gains
    assert s.delta == (1, -1, -1) and s.after == (5, 3, 3)
    assert s.explain()[-1] == (
        "seat 0 took every trick (capote): it gains a life and every other seat loses a life"
    )


def test_capote_attempt_lost() -> None:
    """000, 003, 004: losing the fifth trick costs the taker one life whatever the points,
    and the player who stopped the capote gains one."""
    s = score(played(STOP, 2, FOUR + " 2c Kc Qc", capote="attempt"))
    assert s.outcome == "capote_failed"
    assert s.points == (0, 15, 0)  # the stopper holds the most points and still gains
    assert s.delta == (-1, 1, 0) and s.after == (3, 5, 4)
    assert "seat 0 tried the capote and seat 1 stopped it" in s.explain()[-1]


def test_failed_capote_without_decision() -> None:
    """Regression: with annul switched off there is no decision, the attempt is implied,
    and scoring used to fail an assertion (the taker is the first tricks' winner)."""
    s = score(played(STOP, 2, FOUR + " 2c Kc Qc", annul=False))
    assert s.outcome == "capote_failed" and s.delta == (-1, 1, 0)


def test_annul_changes_nothing_and_the_same_dealer_deals() -> None:
    """000, 003, 004: annul: nobody gains or loses; the same dealer deals again (003)."""
    s = score(played(STOP, 2, FOUR, capote="annul"), [4, 2, 1])
    assert s.outcome == "annulled"
    assert s.delta == (0, 0, 0) and s.after == (4, 2, 1)
    assert s.same_dealer
    assert "annulled the hand after four tricks" in s.explain()[-1]


def test_proved_revoke_costs_the_revoker_one() -> None:
    """000: a proved revoke stops the hand; the revoker loses a life; deal again."""
    s = score(played(REVOKE, 2, "Ac 5d 4c 2s 6s 4s Kc", revoke="table"))
    assert s.outcome == "revoke"
    assert s.delta == (0, -1, 0)
    assert s.same_dealer
    assert s.explain()[-1] == (
        "seat 1 revoked at trick 1 (did not follow cups) and it was proved: seat 1 loses a "
        "life; the cards are dealt again"
    )


def test_incomplete_hand_changes_nothing() -> None:
    s = score(played(WORKED, 3, "4b Qc 2b Jb 3c"))
    assert s.outcome == "incomplete" and s.delta == (0, 0, 0, 0)


def test_capote_gain_zero_is_001s_reading() -> None:
    """001 (variant): a player who takes every trick wins the hand: the taker is safe."""
    s = score(played(WIN, 2, FOUR + " Ac Kc Qc", capote="attempt", capote_gain=0))
    assert s.delta == (0, -1, -1)


# ---- everyone out at once ---------------------------------------------------------------


def test_everyone_out_at_once_voids_the_hand() -> None:
    """000: if all remaining players would reach zero together, the hand is void."""
    s = score(played(TIE, 1, TIE_PLAYS), [1, 1])
    assert s.outcome == "void"
    assert s.delta == (0, 0) and s.after == (1, 1)
    assert s.eliminated == () and s.winner is None and s.same_dealer
    assert "it is void: nobody loses" in s.explain()[-1]
    # what the tie would have cost, named in the rules' counter
    assert "and each would lose a life" in s.explain()[-2]
    assert "ognuno perderebbe una vita" in s.explain("it")[-2]
    assert "cada um perderia uma vida" in s.explain("pt")[-2]


def test_everyone_out_at_once_restarts_the_match() -> None:
    """003: everyone starts with 4 lives again, including seats that were out before."""
    hand = played(["Ac 2d 3d 4d 5d", "2c 6d 7d 3s 4s", ""], 1, TIE_PLAYS,
                  everyone_out="restart")
    s = score(hand, [1, 1, 0])
    assert s.outcome == "normal"
    assert s.after == (4, 4, 4) and s.delta == (3, 3, 4)
    assert s.eliminated == () and s.winner is None
    assert "everyone starts again with 4 lives, as at the start" in s.explain()[-1]


def test_not_everyone_out_is_a_normal_elimination() -> None:
    hand = played(["Ac 2d 3d 4d 5d", "2c 6d 7d 3s 4s", ""], 1, TIE_PLAYS)
    s = score(hand, [1, 1, 0])
    assert s.outcome == "void"  # both seats still in would go out: void
    s = score(played(WORKED, 3, WORKED_PLAYS), [1, 1, 1, 1])
    assert s.outcome == "normal" and s.eliminated == (1,)


def test_capote_against_seats_on_one_life() -> None:
    """A capote puts every other seat on one life out: the taker wins (no void)."""
    s = score(played(WIN, 2, FOUR + " Ac Kc Qc", capote="attempt"), [1, 1, 1])
    assert s.after == (2, 0, 0) and s.eliminated == (1, 2) and s.winner == 0


# ---- Bergamo: bóle -------------------------------------------------------------------------


def test_bergamo_most_points_takes_a_bola() -> None:
    """004: the most points takes one bóla; bóle count up; four and you are out."""
    hand = played(["Ac 2d", "Kc 3d", "Qc 4d"], 2, "Ac Kc Qc 2d 3d 4d", "bergamo")
    s = score(hand, [0, 3, 3])
    assert s.counter == "bole"
    assert s.points == (15, 0, 6)
    assert s.delta == (1, 0, 0) and s.after == (1, 3, 3)
    assert s.explain()[-1] == "seat 0 took the most points (15) and takes a bóla"
    s = score(hand, [3, 0, 0])
    assert s.after == (4, 0, 0) and s.eliminated == (0,)


def test_bergamo_tie_gives_two_bole() -> None:
    """004: a tie for the most assigns 2 bóle (to each tied seat, the usual reading)."""
    s = score(played(BG_TIE, 1, BG_TIE_PLAYS, "bergamo"))
    assert s.points == (6, 6) and s.delta == (2, 2)
    assert s.explain()[-1] == "seats 0 and 1 tied for the most points (6); each takes 2 bóle"


def test_bergamo_tie_in_the_other_reading() -> None:
    """004's sentence also allows one bóla to each of two tied players: tie_penalty=1."""
    s = score(played(BG_TIE, 1, BG_TIE_PLAYS, "bergamo", tie_penalty=1))
    assert s.delta == (1, 1)


def test_bergamo_capote() -> None:
    """004: capòt: the taker's count goes down one (not below zero), everyone else's up one;
    no annul choice is offered."""
    hand = played(BG_CAPOTE, 1, BG_CAPOTE_PLAYS, "bergamo")
    assert hand.outcome == "capote" and hand.decider is None
    s = score(hand, [2, 1])
    assert s.points == (42, 0)
    assert s.delta == (-1, 1) and s.after == (1, 2)
    s = score(hand, [0, 3])
    assert s.delta == (0, 1) and s.after == (0, 4)  # not below zero; seat 1 reaches 4
    assert s.eliminated == (1,) and s.winner == 0
    # at zero bóle the taker has nothing to drop: the sentence says what really happened
    assert s.explain()[-1] == (
        "seat 0 took every trick (capote): it keeps its count and every other seat takes a bóla"
    )


def test_bergamo_revoke_costs_a_bola() -> None:
    """004: failing to follow suit costs one bóla (here proved in table mode)."""
    s = score(played(REVOKE, 2, "Ac 5d 4c 2s 6s 4s Kc", "bergamo", revoke="table",
                     revoke_stops=True))
    assert s.outcome == "revoke" and s.delta == (0, 1, 0)


def test_bergamo_sudden_death() -> None:
    """004: if the last two both reach 4 at once, everyone re-enters and play goes on by
    sudden death (one bóla and you are out): everyone at 3."""
    hand = played(["Ac 2d 3d 4d 5d 6d 2s", "2c 7d 3s 4s 5s 6s 7s", ""], 1, BG_TIE_PLAYS,
                  "bergamo")
    s = score(hand, [3, 2, 4])
    assert s.after == (3, 3, 3) and s.delta == (0, 1, -1)
    assert s.eliminated == () and s.winner is None
    assert "everyone re-enters with 3 bóle" in s.explain()[-1]


# ---- Piacenza: points (004, with the preset's assumptions) -------------------------------

P3 = ["Ac 2d 2s", "Kc Ad 3s", "2c 3d As", "3c 4d 4s"]  # dealer 3, seat 0 leads
P3_PLAYS = "Ac Kc 2c 3c  2d Ad 3d 4d  3s As 4s 2s"


def test_piacenza_points_and_the_no_trick_charge() -> None:
    """004: points accumulate; each player must take a trick or is the loser (assumption:
    charged the hand's highest score). Tricks: seat 0 11, seat 1 6, seat 2 6 + 6."""
    hand = played(P3, 3, P3_PLAYS, "piacenza")
    s = score(hand)
    assert s.counter == "points"
    assert s.points == (11, 6, 12, 0)
    assert s.delta == (11, 6, 12, 12) and s.after == (11, 6, 12, 12)
    assert s.winner is None and s.eliminated == ()
    assert "seat 3 took no trick and is charged as the loser (12)" in s.explain()


def test_piacenza_35_ends_the_match_one_loser_the_others_win() -> None:
    """004: "il giocatore perdente è quello che realizza più punti arrivando a totalizzarne
    35 punti. Chiaramente i vincitori sono quelli che realizzano il minor punteggio"."""
    hand = played(P3, 3, P3_PLAYS, "piacenza")
    s = score(hand, [30, 10, 0, 5])
    assert s.after == (41, 16, 12, 17)
    assert s.eliminated == (0,) and s.winners == (1, 2, 3) and s.winner is None
    assert s.to_json()["winners"] == [1, 2, 3] and s.to_json()["winner"] is None
    s = score(hand, [30, 6, 0, 5])  # 41, 12, 12, 17: a tie for the lowest changes nothing
    assert s.winners == (1, 2, 3)
    s = score(hand, [3, 6, 0, 5])  # 14, 12, 12, 17: nobody reached 35, the match goes on
    assert s.winners == () and s.eliminated == ()


def test_piacenza_two_seats_take_every_trick_double() -> None:
    """004: if two players keep the other two from taking any trick, the score counts double."""
    hand = played(["Ac 2d", "Kc Ad", "2c 3d", "3c 4d"], 3, "Ac Kc 2c 3c 2d Ad 3d 4d",
                  "piacenza")
    s = score(hand)
    assert s.points == (11, 12, 0, 0)
    assert s.delta == (22, 24, 24, 24)
    assert "two seats took every trick between them: the scores count double" in s.explain()


def test_piacenza_one_seat_takes_every_trick_triple() -> None:
    """004: if one player takes every trick, the losers' score is tripled (the taker adds
    nothing: the preset's assumption)."""
    hand = played(["Ac Ad", "Kc Kd", "2c 2d", "3c 3d"], 3, "Ac Kc 2c 3c Ad Kd 2d 3d",
                  "piacenza")
    s = score(hand)
    assert s.outcome == "capote"
    assert s.points == (28, 0, 0, 0)
    assert s.delta == (0, 84, 84, 84)
    assert s.winner == 0 and s.eliminated == (1, 2, 3)


# ---- explanations ----------------------------------------------------------------------------


def test_explain_lines_per_seat_in_three_languages() -> None:
    s = score(played(WORKED, 3, WORKED_PLAYS))
    en = s.explain()
    assert en[1] == "seat 1: tricks won 1, card points 13 + 6 for the last trick, total 19"
    it = s.explain("it")
    assert it[1] == "posto 1: 1 presa, 13 punti delle carte + 6 per l'ultima presa, totale 19"
    assert it[-1] == "il posto 1 ha preso più punti (19) e perde una vita"
    pt = s.explain("pt")
    assert pt[-1] == "o lugar 1 foi quem fez mais pontos (19) e perde uma vida"
    assert len(en) == len(it) == len(pt) == 5


def test_seat_scores() -> None:
    hand = played(["Ac 2d 3d 4d 5d", "2c 6d 7d 3s 4s", ""], 1, TIE_PLAYS)
    s = score(hand, [3, 3, 0])
    seat1 = s.seats[1]
    assert (seat1.tricks, seat1.card_points, seat1.bonus, seat1.points) == (4, 0, 6, 6)
    assert seat1.delta == -1 and seat1.after == 2
    assert not s.seats[2].in_play
    assert s.to_json() == {"outcome": "normal", "points": [6, 6, 0], "counter": "lives",
                           "delta": [-1, -1, 0], "after": [2, 2, 0], "eliminated": [],
                           "winner": None, "winners": []}
    assert len(s.explain()) == 3  # the seat that is out has no line


def test_counters_must_match_the_seats() -> None:
    with pytest.raises(ValueError, match="3 counters given for 2 seats"):
        score_hand(deal(TIE, 1), [4, 4, 4])


def test_verbs() -> None:
    assert verb("lives", -2) == "loses 2 lives"
    assert verb("lives", 1, "pt") == "ganha uma vida"
    assert verb("bole", -1) == "drops a bóla"
    assert verb("points", 0) == "keeps its count"
