"""The dashboard's review of the last hand, as plain Python (no widget): what the review
panel (``review.py``) draws and the learner's actions on it.

After each hand the learner may open the review of it: each graded decision of seat 0
with its sentence (``coteccio_lab.review``), the hand stepped through trick by trick with
every hand face up, and a **retry** from a mistake: the learner is put back at that
position, seeing what they saw then (their cards, the tricks on the table; not the other
hands), and chooses again; the answer is checked against the same valuation. The doctor,
answered after the hand, is graded when the learner answers it (:meth:`ReviewState.grade_choice`).

>>> from coteccio_lab.dashboard.controller import Dashboard
>>> from coteccio_lab.dashboard.setup import Setup
>>> c = Dashboard()
>>> c.start(Setup(opponents=("cautious", "cautious"), code="0000-00AB"))
>>> while c.phase in ("play", "capote"):
...     _ = c.click(c.legal_codes[-1]) if c.phase == "play" else c.decide("attempt")
>>> state = ReviewState()
>>> state.available(c), state.open(c), len(state.steps()) == len(c.shown_hand.tricks) + 1
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..hand import Hand
from ..i18n import t
from ..questions import Verdict
from ..records import HandRecord, replay
from ..review import (
    RIGHT_GRADES,
    Decision,
    HandReview,
    RetryQuestion,
    review_doctor,
    review_hand,
)
from ..review.luck import error_sentence, match_luck, match_sentence
from ..view import SeatView
from .controller import Dashboard
from .narration import HUMAN

__all__ = ["ReviewState", "Step"]

_AFTER_HAND = ("hand_over", "over")
"""The phases in which the last hand is over and may be reviewed (and any offer between
hands, whatever its kind, while the match waits for it)."""


@dataclass(frozen=True)
class Step:
    """One view of the hand face up: each seat's cards before trick ``trick`` (0: as
    dealt) and that trick's cards, seat by seat, and who took it."""

    trick: int
    hands: tuple[tuple[Card, ...], ...]
    cards: tuple[tuple[int, Card], ...]
    winner: int | None
    points: int


@dataclass
class ReviewState:
    """The review panel's state: the hand reviewed, the step shown, the retry under way."""

    hand_no: int = 0
    """The finished hand of the match under review (1 = the first; 0: none yet)."""
    review: HandReview | None = None
    doctor_decision: Decision | None = None
    step: int = 0
    retry_at: int | None = None
    """The index in :attr:`decisions` of the decision being retried, else None."""
    answer: Verdict | None = None
    """The last answer's verdict at the retried decision (a question's, as in the lessons)."""
    tried: list[str] = field(default_factory=list)
    scheduled: int = 0
    """How many mistakes of this hand went to the learner's practice."""
    luck_seen: dict[int, dict[str, float]] = field(default_factory=dict)
    """Luck and skill of each hand of the match reviewed so far, by hand number."""
    luck_match: int | None = None
    """The seed of the match ``luck_seen`` belongs to (another match starts afresh)."""

    # ---- what there is ---------------------------------------------------------------------
    def available(self, c: Dashboard) -> bool:
        """A finished hand to review: the summary of a hand is on the table."""
        m = c.match
        return m is not None and bool(m.history) and (c.phase in _AFTER_HAND or m.waiting)

    def sync(self, c: Dashboard) -> None:
        """Forget the review of an earlier hand once another hand has been played."""
        done = len(c.match.history) if c.match is not None else 0
        if done != self.hand_no:
            self.hand_no = done
            self.review = self.doctor_decision = None
            self.step = 0
            self.scheduled = 0
            self.leave_retry()

    @property
    def decisions(self) -> list[Decision]:
        found = list(self.review.decisions) if self.review is not None else []
        if self.doctor_decision is not None:
            found.append(self.doctor_decision)
        return found

    def record(self, c: Dashboard) -> HandRecord:
        assert c.match is not None and c.match.history
        return c.match.history[-1]

    # ---- the learner's actions ---------------------------------------------------------------
    def open(self, c: Dashboard) -> bool:
        """Review the last finished hand (once per hand: the review is kept)."""
        self.sync(c)
        if not self.available(c):
            return False
        if self.review is None:
            assert c.match is not None
            self.review = review_hand(self.record(c), HUMAN, seed=c.match.seed + self.hand_no,
                                      levels=("human", *c.setup.opponents))
            if self.luck_match != c.match.seed:
                self.luck_seen, self.luck_match = {}, c.match.seed
            found = self.review.luck()
            if found is not None:
                self.luck_seen[self.hand_no] = found
        return True

    def match_luck_text(self, c: Dashboard, lang: str) -> str:
        """Luck and skill over the hands of this match reviewed so far (two or more)."""
        if c.match is None or self.luck_match != c.match.seed or len(self.luck_seen) < 2:
            return ""
        total = match_luck(list(self.luck_seen.values()))
        assert total is not None
        return " ".join(filter(None, (match_sentence(total, c.match.rules.counter, lang),
                                      error_sentence(total, lang))))

    def grade_choice(self, c: Dashboard, code: str) -> None:
        """Grade seat 0's answer to its pending choice (the review grades the doctor's),
        before the controller pushes it."""
        self.sync(c)
        m = c.match
        decision = c.choice
        if m is None or decision is None or decision.kind != "doctor" or code not in (
                decision.codes):
            return
        self.doctor_decision = review_doctor(m, HUMAN, code.partition(":")[2])

    def go(self, step: int) -> None:
        """Show step ``step`` of the hand face up (clamped to the steps there are)."""
        self.step = max(0, min(step, len(self.steps()) - 1))

    def retry(self, index: int) -> bool:
        """Put the learner back at decision ``index`` (one graded below best)."""
        found = self.decisions
        if not 0 <= index < len(found) or found[index].grade in RIGHT_GRADES:
            return False
        self.retry_at = index
        self.answer = None
        self.tried = []
        return True

    def leave_retry(self) -> None:
        self.retry_at = None
        self.answer = None
        self.tried = []

    def question(self) -> RetryQuestion | None:
        """The retried decision as a question of the kit's one model (a card or the capote
        choice: the doctor has no position to go back to)."""
        decision = self.retrying
        if decision is None or self.review is None or decision.kind == "doctor":
            return None
        return RetryQuestion.of_decision(self.review, decision)

    def choose(self, move: str) -> Verdict | None:
        """The learner's new answer at the retried decision, checked; None if not a choice."""
        decision = self.retrying
        if decision is None or decision.option(move) is None:
            return None
        question = self.question()
        if question is None:
            retry = decision.check(move)
            graded = decision.graded_as(move)
            self.answer = Verdict(retry.right, lambda lang: f"{retry.message(lang)} "
                                  f"{graded.why(lang)}", "", move,
                                  hint=None if retry.right else retry.message)
        else:
            self.answer = question.evaluate(move)
        self.tried.append(move)
        return self.answer

    @property
    def retrying(self) -> Decision | None:
        found = self.decisions
        if self.retry_at is None or self.retry_at >= len(found):
            return None
        return found[self.retry_at]

    # ---- what the panel shows ---------------------------------------------------------------
    def steps(self) -> list[Step]:
        """The hand face up: as dealt, then before each trick with that trick's cards."""
        if self.review is None:
            return []
        played = replay(self.review.record).hand
        held = [list(h) for h in played.dealt]
        out = [Step(0, tuple(tuple(h) for h in held), (), None, 0)]
        for k, trick in enumerate(played.tricks, 1):
            out.append(Step(k, tuple(tuple(h) for h in held), tuple(trick.seat_cards),
                            trick.winner, trick.points))
            for seat, card in trick.seat_cards:
                held[seat].remove(card)
        return out

    def position(self) -> Hand | None:
        """The hand at the retried decision (cards and tricks as they stood)."""
        decision = self.retrying
        if decision is None or self.review is None or decision.kind == "doctor":
            return None
        return self.review.position(decision)

    def view(self, c: Dashboard, lang: str) -> dict[str, Any]:
        """Everything the panel draws, as JSON-ready data (``review.js``)."""
        self.sync(c)

        def name(seat: int) -> str:
            return c.seat_name(seat, lang)

        out: dict[str, Any] = {
            "available": self.available(c) and self.review is None,
            "open": self.review is not None,
            "labels": {key: t(f"rvd_{key}", lang) for key in (
                "open", "title", "prev", "next", "retry", "back", "none", "faceup", "dealt",
                "your_cards", "on_table", "exactness")},
        }
        if not out["open"]:
            return out
        out["hand"] = t("rvd_hand", lang, n=self.hand_no)
        out["practice"] = t("rvd_practice_added", lang) if self.scheduled else ""
        # the practice page sits beside the dashboard (lessons/, voila/render/, the site's
        # notebooks), and opens in the language it is asked for
        out["practice_link"] = ({"href": f"practice.ipynb?lang={lang}",
                                 "text": t("rvd_practice_open", lang)}
                                if self.scheduled else None)
        assert self.review is not None
        out["luck"] = self.review.luck_text(lang)
        out["match_luck"] = self.match_luck_text(c, lang)
        out["decisions"] = [
            {"i": i, "trick": d.trick, "kind": d.kind, "grade": d.grade,
             "grade_label": t(f"rv_grade_{d.grade}", lang),
             "title": t("rvd_trick", lang, n=d.trick) if d.kind != "doctor"
             else t("rvd_doctor", lang),
             "why": d.why(lang), "exactness": d.judgement.text(lang),
             "retry": d.grade not in RIGHT_GRADES}
            for i, d in enumerate(self.decisions)
        ]
        steps = self.steps()
        step = steps[min(self.step, len(steps) - 1)]
        out["step"] = {
            "k": step.trick, "last": len(steps) - 1,
            "title": t("rvd_dealt", lang) if step.trick == 0
            else t("rvd_step", lang, n=step.trick, of=len(steps) - 1),
            "seats": [{"seat": s, "name": name(s), "cards": [x.code() for x in cards],
                       "played": next((x.code() for p, x in step.cards if p == s), None)}
                      for s, cards in enumerate(step.hands) if cards],
            "winner": _winner(step, lang, name),
        }
        out["retry"] = self._retry_view(c, lang)
        return out

    def _retry_view(self, c: Dashboard, lang: str) -> dict[str, Any] | None:
        decision = self.retrying
        if decision is None:
            return None
        out: dict[str, Any] = {"i": self.retry_at, "kind": decision.kind,
                               "message": _said(self.answer, lang),
                               "right": bool(self.answer and self.answer.correct),
                               "tried": list(self.tried)}
        if decision.kind == "doctor":
            out["prompt"] = t("rvd_retry_doctor", lang)
            out["choices"] = [{"move": o.move, "label": t(f"rv_move_{o.move.replace(':', '_')}",
                                                          lang)} for o in decision.options]
            return out
        hand = self.position()
        assert hand is not None
        view = SeatView.of(hand, HUMAN)
        out["tricks"] = [{"title": t("rvd_trick", lang, n=k),
                          "cards": [[s, x.code()] for s, x in tr.seat_cards],
                          "winner": t("rvd_took_you", lang) if tr.winner == HUMAN
                          else t("rvd_took", lang, seat=c.seat_name(tr.winner, lang))}
                         for k, tr in enumerate(hand.tricks, 1)]
        out["current"] = [[s, c.seat_name(s, lang), x.code()] for s, x in hand.current_trick]
        out["hand"] = [x.code() for x in view.holding]
        if decision.kind == "capote":
            out["prompt"] = t("rvd_retry_capote", lang, n=decision.trick)
            out["choices"] = [{"move": o.move, "label": t(f"rv_move_{o.move}", lang)}
                              for o in decision.options]
        else:
            out["prompt"] = t("rvd_retry_card", lang, n=decision.trick)
            out["legal"] = [x.code() for x in view.following_suit]
        return out


def _winner(step: Step, lang: str, name: Callable[[int], str]) -> str:
    if step.winner is None:
        return ""
    if step.winner == HUMAN:
        return t("rvd_winner_you", lang, points=step.points)
    return t("rvd_winner", lang, seat=name(step.winner), points=step.points)


def _said(verdict: Verdict | None, lang: str) -> str:
    """A checked answer in words: a wrong one says try again (no answer shown), a right
    one says why it is right."""
    if verdict is None:
        return ""
    return verdict.why(lang) if verdict.correct else verdict.hint_text(lang)
