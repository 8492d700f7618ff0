"""What a grade is and how sure it is: the grades, the loss of each choice with its 95 %
interval (:class:`Option`), and how the values behind it were found (:class:`Judgement`).

A grade is what the loss's whole interval supports (the table in the package's text):
``best`` only for the judge's best choice or one tied with it, ``close`` when the interval
reaches below ``INACCURACY``, else the grade of the interval's low end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ..i18n import t
from ..i18n.params import Message, Num
from ..players.judge import BLUNDER, INACCURACY, MISTAKE

__all__ = ["GRADES", "RIGHT_GRADES", "Grade", "Judgement", "Method", "Option", "grade_of",
           "point_grade"]

Grade = Literal["best", "close", "inaccuracy", "mistake", "blunder"]
GRADES: tuple[Grade, ...] = ("best", "close", "inaccuracy", "mistake", "blunder")

RIGHT_GRADES: tuple[Grade, ...] = ("best", "close")
"""A retry is right when the judge cannot tell it from the best."""

Method = Literal["exact", "every", "sampled", "odds", "rule"]


def grade_of(loss: float, low: float | None = None) -> Grade:
    """The grade the evidence supports for a loss whose 95 % interval starts at ``low``
    (default: the loss itself, no sampling error): ``best`` only for a loss of 0 (the best
    choice or one tied with it), ``close`` when the interval reaches below
    ``INACCURACY`` (a close call: not told apart from the best), else the grade of
    ``low``: a mistake only when the whole interval is beyond ``MISTAKE``."""
    if loss <= 0:
        return "best"
    floor = loss if low is None else low
    if floor < INACCURACY:
        return "close"
    if floor < MISTAKE:
        return "inaccuracy"
    return "mistake" if floor < BLUNDER else "blunder"


def point_grade(loss: float) -> Grade:
    """The grade of the loss alone (its interval left aside)."""
    return grade_of(loss, loss) if loss > 0 else "best"


@dataclass(frozen=True)
class Option:
    """One choice the seat had, as the review values it."""

    move: str
    expected_delta: float
    """The change of the seat's counter, on average (lives: +1 is a life gained)."""
    expected_points: float
    """The seat's card points at the end of the hand, on average."""
    loss: float
    """Expected loss against the best choice (the module's measure; 0 for the best)."""
    low: float = -1.0
    high: float = -1.0
    """The 95 % interval of ``loss`` (sampling error; both ``loss`` when exact)."""

    @property
    def interval(self) -> tuple[float, float]:
        return ((self.loss, self.loss) if self.low < 0
                else (self.low, self.high))

    @property
    def grade(self) -> Grade:
        return grade_of(self.loss, self.interval[0])

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval
        return {"move": self.move, "expected_delta": round(self.expected_delta, 4),
                "expected_points": round(self.expected_points, 4),
                "loss": round(self.loss, 4), "grade": self.grade,
                "interval": [round(low, 4), round(high, 4)]}


@dataclass(frozen=True)
class Judgement:
    """How exact a grade is.

    ``method``: ``exact`` (every layout of the unseen cards that fits played out, nobody
    playing by chance: no sampling error), ``every`` (every layout, some seat playing by
    chance), ``sampled`` (``layouts`` of the ``total`` layouts drawn), ``rule`` (the
    doctor: no hidden card is involved); ``odds`` is kept for records of earlier reviews.
    ``spread`` is the standard error of the loss (0 when exact); ``low`` and ``high`` the
    loss's 95 % interval; ``continuation`` the level the seat is assumed to play on by,
    ``levels`` each seat's in the play-outs (``players.judge.Assumption``).
    """

    method: Method
    layouts: int
    total: int
    solved_to_end: bool = True
    spread: float = 0.0
    low: float = 0.0
    high: float = 0.0
    continuation: str = ""
    levels: tuple[str, ...] = ()

    def text(self, lang: str = "en") -> str:
        n, total = Num(self.layouts, "int"), Num(self.total, "int")
        if self.continuation:
            who = Message(f"level_{self.continuation}")
            if self.method == "exact":
                return t("rv_out_exact", lang, total=total, continuation=who)
            return t("rv_out_sampled", lang, n=n, total=total, continuation=who,
                     low=Num(self.low, "dec"), high=Num(self.high, "dec"))
        if self.method == "exact" and self.total == 1:
            return t("rv_exact_one", lang)
        key = {"exact": "rv_exact", "every": "rv_every_rules", "odds": "rv_odds",
               "rule": "rv_rule", "sampled": "rv_sampled"}[self.method]
        return t(key, lang, total=total, n=n, spread=Num(self.spread, "dec"))

    def to_json(self) -> dict[str, Any]:
        return {"method": self.method, "layouts": self.layouts, "total": self.total,
                "solved_to_end": self.solved_to_end, "spread": round(self.spread, 4),
                "interval": [round(self.low, 4), round(self.high, 4)]}


