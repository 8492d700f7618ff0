"""The review of a hand: each decision of one seat graded by what it could know.

For every card the seat chose among several (and its capote choice), the review asks
the expert (:mod:`coteccio_lab.players.expert`) what each legal choice is worth *on
average over the deals of the unseen cards the seat could not tell apart*: its own
cards, every card played, the suits each seat showed it lacks, how many cards each
holds, the spies (``odds.DealSpace``). Never by hindsight: the cards the other seats
really held decide nothing here, so a card that happened to work out can still be a
mistake, and an unlucky good card is graded best.

Each deal is solved with every seat playing for its own counter (the expert's max^n
search, exact to the end of the hand late in it, the careful rules beyond its horizon
early on). The same deals judge every choice, so the difference between two choices
is measured on the same layouts. The capote choice is judged by the exact odds
(``odds.capote_odds``); the doctor by the lives it brings back (:func:`review_doctor`).

The grade is the expected loss against the best choice, ``loss``: the counter lost (a
life, a bóla; for a points counter, tens of points) plus ``1/128`` of a life per card
point, the expert's own exchange rate:

============  ===============================
grade         loss
============  ===============================
best          under ``INACCURACY`` (0.04)
inaccuracy    from 0.04 to ``MISTAKE`` (0.12)
mistake       from 0.12 to ``BLUNDER`` (0.30)
blunder       0.30 or more
============  ===============================

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
>>> last.judgement.text("en")
'exact over all 306 layouts you could not tell apart'
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
