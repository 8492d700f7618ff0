"""The fixed deals of lessons 4 and 5, written out: the lessons show them and the readings
tables (``readings``) play them again under each source's words, so they live below both.

>>> decision_hand().decision_pending
True
>>> CAPOTE_DEAL.played().tricks[-1].winner
1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import parse_cards
from ..hand import Hand
from ..records import HandRecord
from ..rules import Rules, preset

__all__ = [
    "CAPOTE_DEAL",
    "DEALER",
    "Deal",
    "EVERYONE_OUT_DEAL",
    "FIRST_FOUR",
    "HANDS_CAPOTE",
    "HANDS_STOPPED",
    "NO_TRICK_DEAL",
    "TIE_DEAL",
    "TRIESTE",
    "WORLDS",
    "decision_hand",
    "lesson4_hand",
]

TRIESTE: Rules = preset("trieste")

# ---- lesson 4: the capote deal -------------------------------------------------------------------

DEALER = 3
"""Seat 3 deals, so seat 0 (you) receives first and leads the first trick."""

HANDS_STOPPED = ("7d 7s 7b 6d Kc", "2d 2s 2b 5d Qc", "3d 3s 3b 5s Jc", "4d 4s 4b 5b Ac")
"""The deal in which seat 3 holds the Ace of cups and stops the capote."""

HANDS_CAPOTE = ("7d 7s 7b 6d Kc", "2d 2s 2b 5d Qc", "3d 3s 3b 5s Jc", "4d 4s 4b 5b 2c")
"""The same deal, except that seat 3's last card is the Two of cups: the capote succeeds."""

FIRST_FOUR = "7d 2d 3d 4d 7s 2s 3s 4s 7b 2b 3b 4b 6d 5d 5s 5b"
"""The first four tricks, identical in both versions (seats 0, 1, 2, 3 in turn)."""

WORLDS = {"stopped": HANDS_STOPPED, "capote": HANDS_CAPOTE}


def lesson4_hand(
    hands: Sequence[str], dealer: int, plays: str = "", rules: Rules = TRIESTE
) -> Hand:
    """Lesson 4's hands dealt by ``dealer``, with ``plays`` played."""
    hand = Hand(rules, [parse_cards(h) for h in hands], dealer)
    for code in plays.split():
        hand.push(code)
    return hand


def decision_hand(world: str = "stopped", rules: Rules = TRIESTE) -> Hand:
    """The main deal after the first four tricks: seat 0 must choose annul or attempt."""
    return lesson4_hand(WORLDS[world], DEALER, FIRST_FOUR, rules)


# ---- lesson 5: one deal under each reading -------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    """A finished hand written out: each seat's cards, the dealer, every card in order."""

    hands: tuple[str, ...]
    dealer: int
    plays: str
    capote: str | None = None
    """The capote choice, for rules that ask for it (Trieste)."""

    def record(self) -> HandRecord:
        """The deal as a hand record (Trieste rules; other presets re-score it)."""
        return HandRecord(
            dealer=self.dealer,
            hands=[parse_cards(h) for h in self.hands],
            plays=parse_cards(self.plays),
            capote=self.capote,
        )

    def played(self, rules: Rules | str = "trieste") -> Hand:
        """The deal played to its end under ``rules``."""
        return self.record().play_under(Rules.from_spec(rules))


TIE_DEAL = Deal(
    hands=("2c 5c Ac 7d Qb", "4c 6c Kc 4b 6b", "Qc 2d 3d 4s Ab", "3s 6s Ks As 5b"),
    dealer=3,
    plays="7d 4b 3d 5b Ac Kc Qc 6s Qb 6b Ab 3s 2d Ks 5c 6c 4s As 2c 4c",
)
"""Seats 0 and 2 tie for the most points; seat 1 takes no trick."""

NO_TRICK_DEAL = Deal(
    hands=("Jd 5s 7s Ks Jb", "4c Ac Qd 2s Js", "6s Qs 3b 5b Kb", "2c 6c 4s As Qb"),
    dealer=3,
    plays="Jb Js 3b Qb As Ks 2s 6s 6c 5s Ac Qs 4c 5b 2c 7s Qd Kb 4s Jd",
)
"""Seats 1 and 3 take every trick between them; seats 0 and 2 take none."""

CAPOTE_DEAL = Deal(
    hands=("3c 6c 4d 7d Kb", "Kc Kd As 4b Ab", "4c 2d 3s 6s Qb", "7c Jd 2b 6b 7b"),
    dealer=3,
    plays="6c Kc 4c 7c Kd 2d Jd 4d Ab Qb 6b Kb As 3s 7b 7d 4b 6s 2b 3c",
    capote="attempt",
)
"""Seat 1 takes all five tricks (in Trieste it attempts the capote after four)."""

EVERYONE_OUT_DEAL = Deal(
    hands=("Ac 5d 5s Js Jb", "2c 7c Ad 3s Ab"),
    dealer=1,
    plays="Jb Ab Ad 5d 2c Ac Js 3s 5s 7c",
)
"""Two players left, a tie: both take the most points."""
