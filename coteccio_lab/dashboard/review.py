"""The review panel under the dashboard's table: a view of ``reviewing.ReviewState``.

One light widget (anywidget), drawn from one description (``view``) per action, like the
board: the button that opens the review of the hand just played (``cot-review-open``),
each graded decision with its sentence and how exact it is (``cot-review-decision``, its
grade in ``data-grade``), the hand stepped through with every hand face up
(``cot-review-step``, ``cot-review-prev``, ``cot-review-next``), and a retry from a
mistake (``cot-review-retry``: the position as the learner saw it, the learner's cards
to choose from, ``cot-review-answer`` with the checked answer). The page sends
``{"type": "review", "action", ...}`` messages; :meth:`ReviewPanel.handle` acts on them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import traitlets

from ..render.boardview import card_row_js, faces_js
from ..review import HandReview
from ..widgets.faced import FacedWidget
from .controller import Dashboard
from .reviewing import ReviewState

__all__ = ["HOOKS", "ReviewPanel"]

HOOKS = {
    "cot-review": "the review panel under the table",
    "cot-review-open": "after a hand: open the review of it",
    "cot-review-decision": "one graded decision (data-grade: best, inaccuracy, mistake, "
    "blunder); its sentence is cot-review-why, its exactness cot-review-exact",
    "cot-review-retry-<i>": "retry decision i from its position",
    "cot-review-step, cot-review-prev, cot-review-next": "the hand face up, trick by trick",
    "cot-review-retry": "the retried position: the tricks seen, the learner's cards "
    "(cot-card-<code>, the legal ones cot-legal), a choice's buttons (cot-review-choice-<move>)",
    "cot-review-answer": "the checked answer (data-right: true or false)",
    "cot-review-said": "for a screen reader, not shown: the checked answer (role status)",
    "cot-review-practice": "the hand's mistakes went to the learner's practice page; its "
    "link to that page, in the page's language, is cot-review-practice-link",
    "cot-review-back": "leave the retry for the review",
    "cot-review-luck": "luck and skill in the hand, and the error rate per decision",
    "cot-review-match-luck": "the same over the hands of the match reviewed so far (from "
    "the second)",
}

_HERE = Path(__file__).parent


class ReviewPanel(FacedWidget):
    """The review of the last hand, under the dashboard's board."""

    _esm = faces_js() + card_row_js() + (_HERE / "review.js").read_text(encoding="utf-8")
    _css = (_HERE / "review.css").read_text(encoding="utf-8")

    view = traitlets.Dict().tag(sync=True)

    def __init__(self, controller: Dashboard, *, lang: str = "en", french: bool = False,
                 **kwargs: Any) -> None:
        super().__init__(lang=lang, french=french, **kwargs)
        self.controller = controller
        self.state = ReviewState()
        self.on_reviewed: Callable[[HandReview], None] | None = None
        """Called with each hand's review once it is made (the app puts its mistakes on
        the learner's practice)."""

    def draw(self) -> None:
        self.view = self.state.view(self.controller, self.controller.lang)

    def handle(self, content: dict[str, Any]) -> None:
        """One action of the page (never trusted: each value is checked here)."""
        action = content.get("action")
        c, state = self.controller, self.state
        if action == "open":
            fresh = state.review is None
            if state.open(c) and fresh and state.review is not None and self.on_reviewed:
                self.on_reviewed(state.review)
        elif action == "step" and isinstance(content.get("step"), int):
            state.go(int(content["step"]))
        elif action == "retry" and isinstance(content.get("i"), int):
            state.retry(int(content["i"]))
        elif action == "answer" and isinstance(content.get("move"), str):
            state.choose(str(content["move"]))
        elif action == "back":
            state.leave_retry()
