"""Advice on a partial hand record: the seat to move, what each card is worth, and why.

>>> from coteccio_lab.records import HandRecord
>>> rec = HandRecord.from_json({
...     "format": "coteccio-hand/1", "dealer": 2,
...     "hands": [["7c", "7d", "7s", "7b", "Kc"], ["3c", "3d", "3s", "3b", "2b"],
...               ["4c", "4d", "4s", "4b", "5b"]],
...     "plays": "7c 3c 4c 7d 3d 4d 7s 3s 4s 7b 3b 4b".split()})
>>> a = advise(rec)
>>> a.kind, a.recommended, a.odds is not None and a.odds.total
('capote', 'attempt', 702)

The numbers come from the kit's one judge of play (:mod:`.judge`): for a card, the
average over the layouts of the unseen cards the seat could not tell apart of its points
at the end of the hand and of the change of its match counter, each card played out to
the end by the seats' own levels (the seat itself playing on as a cautious player), with
a 95 % interval; at a capote decision, the exact odds
(:func:`coteccio_lab.odds.capote_odds`), which the judge's play-outs of the last trick
equal. The dashboard's *Hint* and the review ask the same judge, so on one position and
seed they name the same best card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..hand import Hand
from ..i18n import Message, t
from ..i18n.numbers import decimal, number, percent, signed
from ..i18n.params import Num
from ..odds import CapoteOdds
from ..records import HandRecord, RecordError, replay
from ..rules import preset_title
from ..view import SeatView
from .analysis import analysis_of
from .base import CardValue, Move, capote_move
from .judge import WORTH_DIGITS, Z95, Evaluation, Judge

__all__ = ["Advice", "advise"]


@dataclass(frozen=True)
class Advice:
    """What the expert advises the seat to move; ``to_json`` is ``advise --json``."""

    seat: int
    kind: str
    """``card`` (play a card) or ``capote`` (annul or attempt)."""
    legal: tuple[CardValue, ...]
    move: Move
    odds: CapoteOdds | None
    counter: str
    samples: int
    players: int
    rules: str
    tricks: int
    """Tricks finished so far."""
    method: str = ""
    """How exact a card's numbers are: ``exact`` (every layout played out, nobody playing
    by chance), ``every`` (every layout), ``sampled``; empty at a capote decision, where
    the odds are exact."""
    layouts: int = 0
    """How many layouts of the unseen cards fit what the seat has seen."""
    spread: float = 0.0
    """When sampled: the standard error of the advised card's lead over the runner-up."""
    evaluation: Evaluation | None = None
    """The judge's values behind a card's advice (None at a capote decision)."""

    def how(self, lang: str = "en") -> str:
        """How exact the advice is, in words (empty at a capote decision)."""
        if not self.method:
            return ""
        key = "judge_how_exact" if self.method == "exact" else "judge_how_sampled"
        who = Message(f"level_{self.evaluation.assumption.continuation}"
                      if self.evaluation is not None else "level_cautious")
        return t(key, lang, n=Num(self.samples, "int"), total=Num(self.layouts, "int"),
                 spread=decimal(Z95 * self.spread, lang, WORTH_DIGITS),
                 continuation=who)

    @property
    def recommended(self) -> str:
        if self.move.capote is not None:
            return self.move.capote
        assert self.move.card is not None
        return self.move.card.code()

    def why(self, lang: str = "en") -> str:
        return self.move.why(lang)

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {
            "seat": self.seat,
            "kind": self.kind,
            "counter": self.counter,
            "legal": [v.to_json() for v in self.legal],
            "recommended": self.recommended,
            "why": self.why(lang),
            "samples": self.samples,
        }
        if self.method:
            out["exactness"] = {"method": self.method, "layouts": self.layouts,
                                "solved": self.samples, "spread": round(self.spread, 4),
                                "text": self.how(lang)}
        if self.evaluation is not None:
            out["assumption"] = self.evaluation.assumption.to_json()
        if self.odds is not None:
            o = self.odds
            out["capote"] = {
                "card": o.card.code(),
                "probability": float(o.probability),
                "favourable": o.good,
                "distributions": o.total,
                "attempt_delta": float(o.attempt_delta),
                "annul_delta": float(o.annul_delta),
                "recommended": o.recommended,
            }
        return out

    def report(self, lang: str = "en") -> str:
        """The advice as a few readable lines."""
        counter = t(f"counter_{self.counter}", lang)
        if self.odds is not None:
            o = self.odds
            lines = [t("adv_capote", lang, seat=self.seat, tricks=self.tricks)]
            lines.append(
                t("adv_capote_numbers", lang, card=o.card, pct=percent(float(o.probability), lang),
                  good=number(o.good, lang), total=number(o.total, lang), seat=self.seat,
                  counter=counter, attempt=signed(float(o.attempt_delta), lang),
                  annul=signed(float(o.annul_delta), lang))
            )
            lines.append(t("adv_capote_recommend", lang,
                           choice=t(f"adv_choice_{o.recommended}", lang), why=self.why(lang)))
            return "\n".join(lines)
        rules = preset_title(self.rules, lang)
        lines = [t("adv_to_move", lang, seat=self.seat, players=self.players, rules=rules,
                   samples=number(self.samples, lang))]
        best = self.move.card
        for j, v in enumerate(self.legal):
            # with the points counted in (the judge's worth), the marked card is the most
            worth = self.evaluation.worth(j) if self.evaluation is not None else v.utility
            lines.append(
                t("adv_card_line_worth", lang, code=v.card.code(),
                  points=decimal(v.expected_points, lang),
                  delta=signed(v.expected_delta, lang), counter=counter,
                  value=signed(worth, lang, 3),
                  mark=t("adv_mark", lang) if v.card == best else "")
            )
        lines.append(t("adv_recommend", lang, code=self.recommended, why=self.why(lang)))
        lines.append(t("solver_how", lang, how=self.how(lang)))
        return "\n".join(lines)


def advise(source: HandRecord | Hand, *, seed: int = 0, judge: Judge | None = None,
           counters: Sequence[int] | None = None,
           levels: Sequence[str] | None = None) -> Advice:
    """The judge's advice for the seat to move in a partial record (or a ``Hand`` in play,
    with the match's ``counters`` before it: default the start; a record has its own);
    ``levels`` are the other seats' levels (default cautious).

    Raises RecordError for a record that breaks the rules or whose hand is over.
    """
    if isinstance(source, Hand):
        hand = source
    else:
        hand = replay(source).hand
        counters = source.lives
    seat = hand.to_act
    if seat is None:
        raise RecordError(Message("adv_over"), reason="hand_over")
    view = SeatView.of(hand, seat)
    if view.decision_pending:
        move = capote_move(view, counters, "expert")
        return Advice(seat=seat, kind="capote", legal=(), move=move, odds=analysis_of(move).odds,
                      counter=hand.rules.counter, samples=0, players=len(hand.active),
                      rules=hand.rules.name, tricks=hand.tricks_done)
    found = (judge or Judge()).evaluate(view, seed=seed, counters=counters, levels=levels)
    move = found.move(found.best)
    other = found.runner_up()
    half = found.difference(found.best, other)[1] if other is not None else 0.0
    spread = half / Z95
    method = "exact" if found.exact else "every" if found.every else "sampled"
    return Advice(seat=seat, kind="card", legal=found.values(), move=move, odds=None,
                  counter=hand.rules.counter, samples=found.layouts,
                  players=len(hand.active), rules=hand.rules.name, tricks=hand.tricks_done,
                  method=method, layouts=found.count, spread=spread, evaluation=found)
