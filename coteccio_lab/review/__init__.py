"""The review of a hand: each decision of one seat graded by what it could know.

For every card the seat chose among several (and its capote choice), the review asks
the kit's one judge of play (:mod:`coteccio_lab.players.judge`, which the dashboard's
Hint and ``advise`` ask too) what each legal choice is worth *on average over the
layouts of the unseen cards the seat could not tell apart*: its own cards, every card
played, the suits each seat showed it lacks, how many cards each holds, the spies
(``odds.DealSpace``). Never by hindsight: the cards the other seats really held decide
nothing here, so a card that happened to work out can still be a mistake, and an unlucky
good card is graded best.

Each choice is played out to the end of the hand on each layout by every seat as it
would play (the other seats by their level, the seat itself by a named level, cautious),
every choice on the same layouts with the same chance, so the difference between two
choices is measured where it arises; each value carries a 95 % interval. The doctor is
graded by the lives it brings back (:func:`review_doctor`).

The loss of a choice is the counter it gives away against the best choice (a life, a
bóla; for a points counter, tens of points) plus ``1/128`` of a life per card point; a
grade is what the loss's whole 95 % interval supports:

============  ==========================================================
grade         when
============  ==========================================================
best          the judge's best choice, or one tied with it
close         another choice whose interval reaches below ``INACCURACY`` (0.04)
inaccuracy    the interval's low end from 0.04 to ``MISTAKE`` (0.12)
mistake       the interval's low end from 0.12 to ``BLUNDER`` (0.30)
blunder       the interval's low end at 0.30 or more
============  ==========================================================

>>> from coteccio_lab.records import HandRecord
>>> rec = HandRecord.from_json({
...     "format": "coteccio-hand/1", "dealer": 2,
...     "hands": [["5d", "6d", "7d", "2s", "Jb"], ["5c", "Qc", "Kc", "2d", "4d"],
...               ["2c", "4c", "Jd", "Ad", "2b"]],
...     "plays": "2s 4d Jd 5d 2d Ad 2c 6d Qc 5c 4c 7d Kc 2b Jb".split()})
>>> done = review_hand(rec, seat=0)
>>> last = done.decisions[-1]
>>> last.trick, last.played, last.best, last.grade
(4, '7d', 'Jb', 'mistake')
>>> last.judgement.text("en")  # doctest: +NORMALIZE_WHITESPACE
'played out over all 306 layouts you could not tell apart, every seat then playing as it
 would (you as a cautious player)'
>>> last.check("Jb").right, last.check("7d").right
(True, False)
"""

from __future__ import annotations

from .judge import (
    BLUNDER,
    GRADES,
    INACCURACY,
    MISTAKE,
    RIGHT_GRADES,
    Decision,
    HandReview,
    Judgement,
    Option,
    Retry,
    decide_at,
    grade_of,
    review_doctor,
    review_hand,
)
from .question import RetryQuestion

__all__ = [
    "BLUNDER",
    "GRADES",
    "INACCURACY",
    "MISTAKE",
    "RIGHT_GRADES",
    "Decision",
    "HandReview",
    "Judgement",
    "Option",
    "Retry",
    "RetryQuestion",
    "decide_at",
    "grade_of",
    "review_doctor",
    "review_hand",
]
