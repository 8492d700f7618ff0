"""The hand records in tests/records/ and what `coteccio-lab replay --json` must say.

Every expected value here was worked out by hand from the deal and the plays
(the comments show the sums), not by running the engine. Seats follow the
hand-record spec: seat i+1 plays after seat i, the seat after the dealer leads.
Card points: Ace 6, King 5, Knight (Q) 4, Jack 3, others 0; the last trick +6.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

RECORDS = Path(__file__).parent / "records"


def T(leader: int, cards: str, winner: int, points: int) -> dict[str, Any]:
    return {"leader": leader, "cards": cards.split(), "winner": winner, "points": points}


def result(outcome: str, tricks: list[dict[str, Any]], points: list[int], counter: str,
           delta: list[int], after: list[int], eliminated: list[int],
           winner: int | None, winners: list[int] | None = None) -> dict[str, Any]:
    """The spec's result; ``winners`` is ``[winner]`` (or ``[]``) unless several seats won."""
    if winners is None:
        winners = [] if winner is None else [winner]
    return {"outcome": outcome, "tricks": tricks, "points": points, "counter": counter,
            "delta": delta, "after": after, "eliminated": eliminated, "winner": winner,
            "winners": winners}


# trieste-normal: 4 players, dealer 3, so seat 0 leads. Hands:
#   seat 0: 4b Ac 2d 5s 6c   seat 1: Qc 3d Ks 7c Jd
#   seat 2: 2b Kc 4d 6s Qs   seat 3: Jb 7d 3c As 5d
# Trick 1 is source 001's worked example: 4b; seat 1 has no batons and throws Qc;
# 2b; seat 3's only baton is Jb, it must play it and wins (J > 4 > 2): 4 + 3 = 7.
# Trick 2 (seat 3 leads): 3c 6c 7c Kc -> Kc, seat 2, 5 points.
# Trick 3 (seat 2 leads): 4d 5d 2d 3d -> 5d, seat 3, 0 points.
# Trick 4 (seat 3 leads): As 5s Ks 6s -> As, seat 3, 6 + 5 = 11.
# Trick 5 (seat 3 leads): 7d Ac Jd Qs -> Jd (Ac, Qs are off-suit), seat 1: 6 + 3 + 4 = 13.
# Points: seat 0: 0; seat 1: 13 + 6 (last trick) = 19; seat 2: 5; seat 3: 7 + 0 + 11 = 18.
# Check: dealt card points 6 + (4+5+3) + (5+4) + (3+6) = 36, plus 6 = 42 = 0+19+5+18.
# Seat 1 has the most and loses one life (000, 001, 003).
NORMAL_TRICKS = [
    T(0, "4b Qc 2b Jb", 3, 7),
    T(3, "3c 6c 7c Kc", 2, 5),
    T(2, "4d 5d 2d 3d", 3, 0),
    T(3, "As 5s Ks 6s", 3, 11),
    T(3, "7d Ac Jd Qs", 1, 13),
]

# The capote deals, 3 players, dealer 2, so seat 0 leads:
#   seat 0: 7c 7d 7s 7b + Ac (capote) or 2c (stopped)
#   seat 1: 3c 3d 3s 3b Kc      seat 2: 4c 4d 4s 4b Qc
# Tricks 1-4: seat 0 leads a seven, the others follow with 3 and 4: seat 0 wins
# all four, none of them holds a point. Seat 0 faces the capote decision.
FOUR_SEVENS = [T(0, f"7{s} 3{s} 4{s}", 0, 0) for s in "cdsb"]

# The tie deal, 2 players, dealer 1, so seat 0 leads:
#   seat 0: Ac 2d 3d 4d 5d      seat 1: 2c 6d 7d 3s 4s
# Trick 1: Ac 2c -> seat 0, 6. Trick 2: 2d 6d -> seat 1, 0. Tricks 3, 4: seat 1
# leads 3s, 4s and seat 0 (no swords) throws 3d, 4d: seat 1. Trick 5: 7d 5d -> seat 1,
# 0 + 6 for the last trick. Points 6 and 6: a tie for the most.
TIE_TRICKS = [
    T(0, "Ac 2c", 0, 6),
    T(0, "2d 6d", 1, 0),
    T(1, "3s 3d", 1, 0),
    T(1, "4s 4d", 1, 0),
    T(1, "7d 5d", 1, 0),
]

# Bergamo tie deal, 7 cards, dealer 1, seat 0 leads:
#   seat 0: Ac 2d 3d 4d 5d 6d 2s     seat 1: 2c 7d 3s 4s 5s 6s 7s
# Ac 2c -> seat 0 (6); 2d 7d -> seat 1; then seat 1 leads swords: 3s 2s (seat 0
# follows with its only sword), then 4s 5s 6s 7s against 3d 4d 5d 6d -> seat 1,
# the last with +6. Points 6 and 6.
BG_TIE_TRICKS = [
    T(0, "Ac 2c", 0, 6),
    T(0, "2d 7d", 1, 0),
    T(1, "3s 2s", 1, 0),
    T(1, "4s 3d", 1, 0),
    T(1, "5s 4d", 1, 0),
    T(1, "6s 5d", 1, 0),
    T(1, "7s 6d", 1, 0),
]

# Piacenza, the whole deck (10 cards each, the preset's assumption), dealer 3:
#   seat 0: 7c Jc Qc Kc Ac + 2d 3d 4d 5d 6d   seat 1: 2c..6c + 7d Jd Qd Kd Ad
#   seat 2: every sword                      seat 3: every baton
# Trick k (1..10): seat 0 leads its next low coin and seat 1 wins it with its next
# high coin (odd k), or seat 1 leads its next low cup and seat 0 wins it with its
# next high cup (even k); seats 2 and 3 throw their k-th lowest card.
# Trick points: follower's high card + the two throws:
#   k=1 7d+2s+2b=0  k=2 7c+3s+3b=0  k=3 Jd=3  k=4 Jc=3  k=5 Qd=4  k=6 Qc=4
#   k=7 Kd+Js+Jb=5+3+3=11  k=8 Kc+Qs+Qb=5+4+4=13  k=9 Ad+Ks+Kb=16  k=10 Ac+As+Ab=18
# Seat 1 (odd): 0+3+4+11+16 = 34; seat 0 (even): 0+3+4+13+18 = 38, +6 last = 44.
# 44 + 34 = 78 = 72 + 6. Seats 2 and 3 take no trick: each is charged the hand's
# highest score, 44; two seats took every trick: all charges double:
# 88, 68, 88, 88. A total reached 35: the match ends (004). The most points loses:
# seats 0, 2 and 3 tie at 88 and all lose (our assumption for a tie); seat 1 wins.
PC_LOW, PC_HIGH = ["2", "3", "4", "5", "6"], ["7", "J", "Q", "K", "A"]


def _pc_tricks() -> list[dict[str, Any]]:
    throws = PC_LOW + PC_HIGH
    pts = [0, 0, 3, 3, 4, 4, 11, 13, 16, 18]
    out = []
    for k in range(10):
        low, high, t = PC_LOW[k // 2], PC_HIGH[k // 2], throws[k]
        if k % 2 == 0:
            out.append(T(0, f"{low}d {high}d {t}s {t}b", 1, pts[k]))
        else:
            out.append(T(1, f"{low}c {t}s {t}b {high}c", 0, pts[k]))
    return out


# Piacenza capote: seat k holds every card of suit k; seat 0 leads its cups from
# the Two up, everybody else is void and throws the same rank: seat 0 wins all ten.
# Trick points: 0 for ranks 2-7, then J 4*3=12, Q 16, K 20, A 24; 72 + 6 = 78.
# No-trick charge 78 to seats 1-3, tripled because one seat took every trick:
# 234 each; the taker adds nothing. Before 10, 0, 20, 5 -> after 10, 234, 254, 239.
# 004: the loser is the one with the most points (seat 2, 254); "i vincitori" are the
# others (0, 1, 3): three winners, so "winner" is null and "winners" lists them.
def _pcap_tricks() -> list[dict[str, Any]]:
    pts = {"J": 12, "Q": 16, "K": 20, "A": 24}
    return [T(0, " ".join(r + s for s in "cdsb"), 0, pts.get(r, 0)) for r in PC_LOW + PC_HIGH]


VALID: dict[str, dict[str, Any]] = {
    "trieste-normal": result(
        "normal", NORMAL_TRICKS, [0, 19, 5, 18], "lives", [0, -1, 0, 0], [4, 3, 4, 4], [], None
    ),
    # the same hand with seat 1 on its last life: out of the match; three remain.
    "trieste-normal-eliminates": result(
        "normal", NORMAL_TRICKS, [0, 19, 5, 18], "lives", [0, -1, 0, 0], [4, 0, 4, 4], [1], None
    ),
    # Attempt, then Ac Kc Qc: seat 0 takes the fifth trick too (6+5+4 = 15, +6):
    # capote: the taker gains a life, every other seat loses one (000, 003, 004).
    "trieste-capote": result(
        "capote", FOUR_SEVENS + [T(0, "Ac Kc Qc", 0, 15)], [21, 0, 0], "lives",
        [1, -1, -1], [5, 3, 3], [], None,
    ),
    # Attempt, then 2c Kc Qc: seat 1 stops the capote with Kc (5+4 = 9, +6 = 15).
    # The taker (0 points!) loses a life, the stopper (the most points) gains one.
    "trieste-capote-failed": result(
        "capote_failed", FOUR_SEVENS + [T(0, "2c Kc Qc", 1, 9)], [0, 15, 0], "lives",
        [-1, 1, 0], [3, 5, 4], [], None,
    ),
    # Annul after four tricks: nobody gains or loses (000, 003, 004).
    "trieste-annulled": result(
        "annulled", FOUR_SEVENS, [0, 0, 0], "lives", [0, 0, 0], [4, 4, 4], [], None
    ),
    # The same four tricks with no choice recorded: the record stops at the decision.
    "trieste-decision-pending": result(
        "incomplete", FOUR_SEVENS, [0, 0, 0], "lives", [0, 0, 0], [4, 4, 4], [], None
    ),
    # Table mode, 3 players, dealer 2:
    #   seat 0: Ac Ad 2s 2b 3c   seat 1: Kc 5d 6s 6b 7d   seat 2: 4c 4d 4s 4b 5c
    # Trick 1: Ac, seat 1 throws 5d while holding Kc (a revoke), 4c -> seat 0, 6.
    # Trick 2: 2s 6s 4s -> seat 1. Seat 1 leads Kc: it plays the suit it failed to
    # follow, the revoke is proved, the hand stops, seat 1 loses a life (000).
    "trieste-revoke-table": result(
        "revoke", [T(0, "Ac 5d 4c", 0, 6), T(0, "2s 6s 4s", 1, 0)], [6, 0, 0], "lives",
        [0, -1, 0], [4, 3, 4], [], None,
    ),
    # A tie for the most: each tied seat loses one life (000, 001, 003).
    "trieste-tie": result(
        "normal", TIE_TRICKS, [6, 6], "lives", [-1, -1], [3, 3], [], None
    ),
    # The same tie with both seats on their last life: it would put everyone left
    # out at once; Trieste (000) voids the hand.
    "trieste-void": result(
        "void", TIE_TRICKS, [6, 6], "lives", [0, 0], [1, 1], [], None
    ),
    # 003's reading: everyone starts again with 4 lives.
    "trieste-restart": result(
        "normal", TIE_TRICKS, [6, 6], "lives", [3, 3], [4, 4], [], None
    ),
    # Lives 1 and 2: both lose one, seat 0 is out, seat 1 is the last with lives and
    # wins the match (000, 003).
    "trieste-winner": result(
        "normal", TIE_TRICKS, [6, 6], "lives", [-1, -1], [0, 1], [0], 1
    ),
    # Only the first trick and a half: nothing is scored yet.
    "trieste-incomplete": result(
        "incomplete", NORMAL_TRICKS[:1], [0, 0, 0, 7], "lives", [0, 0, 0, 0], [4, 4, 4, 4],
        [], None,
    ),
    # Seat 2 is out (0 lives) and holds no cards; dealer 1, so seat 2 would lead but
    # is skipped: seat 3 leads and play goes 3, 0, 1.
    #   seat 3: Ac 2c 3d 4s 5b   seat 0: Kc 5c 2d 3s 4b   seat 1: Qc Ad 6d 7s 7b
    # Ac Kc Qc -> seat 3, 15. 2c 5c Ad -> seat 0 (5c; Ad off-suit), 6.
    # 2d 6d 3d -> seat 1, 0. 7s 4s 3s and 7b 5b 4b -> seat 1, 0, the last +6.
    # Points 6, 6, -, 15 (sum 27 = 6+5+4+6 + 6). Seat 3 had one life: out.
    "trieste-eliminated-seat": result(
        "normal",
        [T(3, "Ac Kc Qc", 3, 15), T(3, "2c 5c Ad", 0, 6), T(0, "2d 6d 3d", 1, 0),
         T(1, "7s 4s 3s", 1, 0), T(1, "7b 5b 4b", 1, 0)],
        [6, 6, 0, 15], "lives", [0, 0, 0, -1], [4, 2, 0, 0], [3], None,
    ),
    # Bergamo, 3 players, 7 cards each, 2 spies shown (Ad, Ks); dealer 2, seat 0 leads:
    #   seat 0: Ac 2c 3c 2d 3d 4d 5d   seat 1: Kc 4c 5c As 2s 3s 4s
    #   seat 2: Qc 6c 7c Ab 2b 3b 4b
    # Ac 4c 6c -> seat 0, 6. 2c 5c 7c -> seat 2. Seat 2 leads its batons, the others
    # have none: Ab 2d 2s (6), 2b 3d 3s, 3b 4d 4s, 4b 5d As (6) -> seat 2.
    # Qc 3c Kc -> seat 1 (K > Q), 9, +6 = 15. Points 6, 15, 12 (33 = 27 + 6).
    # The most points takes one bóla (004).
    "bergamo-normal": result(
        "normal",
        [T(0, "Ac 4c 6c", 0, 6), T(0, "2c 5c 7c", 2, 0), T(2, "Ab 2d 2s", 2, 6),
         T(2, "2b 3d 3s", 2, 0), T(2, "3b 4d 4s", 2, 0), T(2, "4b 5d As", 2, 6),
         T(2, "Qc 3c Kc", 1, 9)],
        [6, 15, 12], "bole", [0, 1, 0], [0, 1, 0], [], None,
    ),
    # Bergamo capote, 2 players: seat 0 (Ac Kc Qc Jc 7c 6c 5c) leads every cup, seat 1
    # (4c 3c 2c Ad Kd Qd Jd) follows three times and then throws its coins.
    # Seat 0 takes all 7 tricks: 18 + 18 + 6 = 42. Capote (004): the taker's count
    # goes down one (1 -> 0), everyone else's up one (2 -> 3); no annul choice.
    "bergamo-capote": result(
        "capote",
        [T(0, "Ac 4c", 0, 6), T(0, "Kc 3c", 0, 5), T(0, "Qc 2c", 0, 4), T(0, "Jc Ad", 0, 9),
         T(0, "7c Kd", 0, 5), T(0, "6c Qd", 0, 4), T(0, "5c Jd", 0, 3)],
        [42, 0], "bole", [-1, 1], [0, 3], [], None,
    ),
    # Bergamo tie, bóle 3 and 2, seat 2 already out (4) with no cards: the tie gives
    # 2 bóle each (004): 5 and 4, both out at once. The last two went out together:
    # everyone re-enters at 3 and plays on by sudden death (one bóla and you are out).
    "bergamo-sudden-death": result(
        "normal", BG_TIE_TRICKS, [6, 6, 0], "bole", [0, 1, -1], [3, 3, 3], [], None
    ),
    # The other reading of 004's tie sentence: one bóla to each tied seat.
    "bergamo-tie-one-each": result(
        "normal", BG_TIE_TRICKS, [6, 6], "bole", [1, 1], [1, 1], [], None
    ),
    "piacenza-double": result(
        "normal", _pc_tricks(), [44, 34, 0, 0], "points", [88, 68, 88, 88], [88, 68, 88, 88],
        [0, 2, 3], 1,
    ),
    "piacenza-capote": result(
        "capote", _pcap_tricks(), [78, 0, 0, 0], "points", [0, 234, 234, 234],
        [10, 234, 254, 239], [2], None, [0, 1, 3],
    ),
    # The first two tricks (0 points each) of the double deal: nothing scored yet.
    "piacenza-incomplete": result(
        "incomplete", _pc_tricks()[:2], [0, 0, 0, 0], "points", [0, 0, 0, 0], [0, 0, 0, 0],
        [], None,
    ),
}

# Broken records: (the words the one stderr line must contain, the RecordError's
# play index, seat and card where the fault is a play; None where it is not).
BROKEN: dict[str, tuple[str, int | None, int | None, str | None]] = {
    "broken-unknown-card": ("play 3 (seat 3, Xb): unknown card 'Xb'", 3, 3, "Xb"),
    "broken-dealt-twice": ("Ac is dealt twice (to seat 0 and seat 2)", None, None, None),
    "broken-not-in-hand": (
        "play 1 (seat 1, 2c): 2c is not in seat 1's hand; no seat holds it now", 1, 1, "2c"
    ),
    "broken-out-of-turn": (
        "play 1 (seat 1, 2b): 2b is not in seat 1's hand; seat 2 holds it (played out of turn?)",
        1, 1, "2b",
    ),
    "broken-follow-suit": (
        "play 3 (seat 3, 7d): must follow suit: batons were led and seat 3 holds Jb", 3, 3, "7d"
    ),
    "broken-follow-suit-revoke-strict": (
        "play 1 (seat 1, 5d): must follow suit: cups were led and seat 1 holds Kc", 1, 1, "5d"
    ),
    "broken-capote-missing": (
        'play 12 (seat 0, 2c): seat 0 won every trick but the last, so the record must say '
        '"capote"', 12, 0, "2c",
    ),
    "broken-capote-misplaced": (
        "play 16 (seat 3, 7d): 'capote' is 'attempt' but no seat won the first 4 tricks",
        16, 3, "7d",
    ),
    "broken-capote-annulled-then-played": (
        "play 12 (seat 0, 2c): the hand was annulled (capote 'annul'), so no card may follow",
        12, 0, "2c",
    ),
    "broken-capote-bergamo": (
        "play 12 (seat 0, 5c): 'capote' is 'attempt' but Bergamo rules give no capote decision",
        12, 0, "5c",
    ),
    "broken-after-revoke": (
        "play 7 (seat 0, 2b): a revoke was proved and the hand stopped", 7, 0, "2b"
    ),
    "broken-wrong-format": (
        "not a hand record: 'format' must be 'coteccio-hand/1', found 'coteccio-hand/2'",
        None, None, None,
    ),
    "broken-bad-rules-option": ("'rules': unknown rules option 'trumps'", None, None, None),
    "broken-bad-rules-value": (
        "'rules': revoke is strict or table, not 'sometimes'", None, None, None
    ),
    # Records the rules forbid: the deal and the counters (a referee that took them would
# score a hand no table could deal).
    "broken-hand-size-short": (
        "'hands': Trieste deals 5 cards each, seat 0 was dealt 4", None, None, None
    ),
    "broken-hand-size-long": (
        "'hands': Trieste deals 5 cards each, seat 2 was dealt 6", None, None, None
    ),
    "broken-negative-lives": (
        "'lives' seat 1 has -6 lives: lives cannot be negative", None, 1, None
    ),
    "broken-bole-past-limit": (
        "'lives' seat 1 has 5 bóle: bóle go from 0 to 4 (out at 4)", None, 1, None
    ),
    "broken-points-match-over": (
        "'lives' seat 1 has 35 points: a total of 35 ends the match, no hand follows",
        None, 1, None,
    ),
    "broken-malformed": (
        "broken-malformed.json: not a hand record, the JSON is broken (line 3", None, None, None
    ),
}
