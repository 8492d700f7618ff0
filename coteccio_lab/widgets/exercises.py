"""Exercises on the page: each widget is a view of one question (``coteccio_lab.questions``).

The question holds the content, the grading, the explanation and the hint; the view draws
the question, owns its answer inputs (``cot-answer``), a check button (``cot-check``) and a
feedback area (``cot-feedback``) that says *correct* or *not quite* in the current
language, explains the rule and names the sources (000 Portuguese, 001 and 004 Italian,
003 English; see docs/rules.md).

=====================================  ===========================================
``OrderCards(cards, by="rank")``        put cards in order (rank, or ``by="points"``)
``WhichCardsLegal(hand)``               which cards may the seat to move play here
``WhoWinsTrick(cards, leader)``         who wins this trick (and its points)
``ScoreHand(hand)``                     points per seat, and who pays (a life, bóle)
``CapoteDecision(hand_or_view)``        annul or attempt; the exact odds once answered
``StopTheCapote(hand)``                 the card that stops another seat's capote
``CompareScoring(record, presets)``     the same deal scored under two presets
``ExpertsCard(hand)``                   what do you play here? (the expert's card)
``ChoiceButtons(question)``             one of a question's options
``ReadTheNumber(question)``             a number typed in
=====================================  ===========================================

Each takes its question's content, or the question itself (``OrderCards(question)``);
``exercise_view(question, lang=...)`` picks the view of any question. ``check()`` returns
the question's ``Verdict`` (``correct``, ``why(lang)``, ``sources``, ``hint(lang)``);
``on_check(callback(verdict))`` reports every check.

An exercise asks before it tells: a first wrong answer is told *not quite* and the hint,
and the full answer comes with a second wrong try (or with the right answer).
``answer_shown`` says whether the page has shown it; ``on_told(callback())`` is called
once, when it first does (a lesson shows the worked solution then, ``LessonPage.after``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar

import ipywidgets as W

from ..cards import Card, deck_order
from ..hand import Hand, Trick
from ..i18n import t
from ..i18n.grammar import counter_word
from ..questions import (
    CapoteQuestion,
    ChoiceQuestion,
    CompareQuestion,
    LegalQuestion,
    NumberQuestion,
    OrderQuestion,
    PlayQuestion,
    Question,
    ScoreQuestion,
    StopQuestion,
    TrickQuestion,
    Verdict,
)
from ..records import HandRecord
from ..review import RetryQuestion
from ..rules import Rules, preset_title
from ..view import SeatView
from .base import Events, View, button, esc, html_widget
from .cardhand import CardHand
from .drawing import seat_name, trick_row_html
from .live import LiveHTML

__all__ = [
    "CapoteDecision",
    "ChoiceButtons",
    "CompareScoring",
    "Exercise",
    "ExpertsCard",
    "OrderCards",
    "ReadTheNumber",
    "ScoreHand",
    "StopTheCapote",
    "Verdict",
    "WhichCardsLegal",
    "WhoWinsTrick",
    "exercise_view",
]


def _tricks_html(
    tricks: Sequence[Trick],
    hand_size: int,
    me: int | None,
    lang: str,
    *,
    french: bool = False,
    width: int = 48,
) -> str:
    """The tricks played so far, each captioned with its number and who took it ("the last"
    for the hand's final trick)."""
    blocks = []
    for i, trick in enumerate(tricks, 1):
        key = "ex_score_trick_last" if i == hand_size else "ex_score_trick"
        caption = t(key, lang, n=i, who=seat_name(trick.winner, me, lang))
        blocks.append(
            f'<div class="cot-scored-trick"><div>{esc(caption)}</div>'
            + trick_row_html(trick.seat_cards, me, lang, french=french, width=width)
            + "</div>"
        )
    return f'<div class="cot-scored-tricks">{"".join(blocks)}</div>'


# ---- the base --------------------------------------------------------------------------------


class Exercise(View):
    """A view of ``question``: its prompt (``cot-prompt``), the answers (``cot-answer``),
    ``cot-check``, ``cot-feedback``, ``cot-message``. What the view does not hold (the
    question's content: ``hand``, ``cards``, ``score``...) is read from the question."""

    kind = "exercise"
    question_type: ClassVar[type[Question]] = Question

    def __init__(self, question: Question, *, lang: str = "en") -> None:
        if not isinstance(question, self.question_type):
            raise TypeError(f"{type(self).__name__} shows a {self.question_type.__name__}, "
                            f"not a {type(question).__name__}")
        self.question = question
        super().__init__(lang=lang, css_class=f"cot-exercise cot-exercise-{self.kind}")
        self.prompt = html_widget("cot-prompt")
        self.check_button = button("", "cot-check")
        self.check_button.button_style = "primary"
        self.feedback = LiveHTML(css_class="cot-feedback")
        self.verdict: Verdict | None = None
        self.wrong_tries = 0
        """Wrong checks so far; the second one shows the full answer."""
        self.answer_shown = False
        """True once the page has shown the full answer (a right answer, or two wrong)."""
        self.checked: Events[[Verdict]] = Events()
        self.told: Events[[]] = Events()
        self.check_button.on_click(self.guard(lambda _b: self.check()))

    def __getattr__(self, name: str) -> Any:
        # Only what neither the widget nor the view has: the question's content.
        if name.startswith("_") or "question" not in self.__dict__:
            raise AttributeError(name)
        return getattr(self.__dict__["question"], name)

    @property
    def french(self) -> bool:
        return self.question.french

    def build(self, body: Sequence[W.Widget]) -> None:
        self.set_children([self.prompt, *body, self.check_button, self.feedback, self.message])
        self.refresh()

    def on_check(self, callback: Callable[[Verdict], object], remove: bool = False) -> None:
        self.checked.register(callback, remove)

    def on_told(self, callback: Callable[[], object], remove: bool = False) -> None:
        """``callback()`` once the full answer is shown (at once if it already is)."""
        if self.answer_shown and not remove:
            callback()
            return
        self.told.register(callback, remove)

    def evaluate(self, answer: Any) -> Verdict:
        """The question's judgement of ``answer`` (nothing on the page changes)."""
        return self.question.evaluate(answer)

    def right_answer(self) -> Any:
        return self.question.right_answer()

    def wrong_answer(self) -> Any:
        return self.question.wrong_answer()

    # subclasses ------------------------------------------------------------------------------
    def answer(self) -> Any:
        """The learner's answer, read from the inputs."""
        raise NotImplementedError

    def render(self) -> None:
        """Draw the inputs in the current language (the prompt is drawn by ``refresh``)."""

    # the flow -------------------------------------------------------------------------------
    def check(self) -> Verdict:
        verdict = self.evaluate(self.answer())
        self.verdict = verdict
        if not verdict.correct:
            self.wrong_tries += 1
        newly_told = not self.answer_shown and (verdict.correct or self.wrong_tries >= 2)
        self.answer_shown = self.answer_shown or newly_told
        self._show_feedback()
        self.checked(verdict)
        if newly_told:
            self.told()
        return verdict

    def _telling(self, v: Verdict) -> bool:
        """Is the full answer shown for ``v``? (else the hint: a first wrong answer)"""
        return v.correct or self.answer_shown

    def _verdict_word(self, v: Verdict) -> str:
        """The key of the feedback's first word: a wrong answer that is then told gets no
        "not yet", which would promise another try."""
        if v.correct:
            return "ex_correct"
        return "ex_answer_told" if self._telling(v) else "ex_not_quite"

    def refresh(self) -> None:
        self.check_button.description = self.t("ex_check")
        self.prompt.value = f"<b>{esc(self.question.prompt(self.lang))}</b>"
        self.render()
        self._show_feedback()

    def feedback_text(self, lang: str | None = None) -> str:
        """The feedback as plain text (what the page says)."""
        v = self.verdict
        if v is None:
            return ""
        lang = lang or self.lang
        word = t(self._verdict_word(v), lang)
        sources = v.sources_text(lang)
        if not self._telling(v):
            return f"{word}. {v.hint_text(lang)} {sources} {t('ex_hint_try_again', lang)}"
        return f"{word}. {v.why(lang)} {sources}"

    def _show_feedback(self) -> None:
        v = self.verdict
        self.feedback.remove_class("cot-feedback-correct")
        self.feedback.remove_class("cot-feedback-wrong")
        self.feedback.remove_class("cot-feedback-hint")
        if v is None:
            self.feedback.value = ""
            return
        lang = self.lang
        if v.correct:
            head = f'<b class="cot-verdict-correct">✓ {esc(t("ex_correct", lang))}</b>'
            self.feedback.add_class("cot-feedback-correct")
        else:
            head = f'<b class="cot-verdict-wrong">✗ {esc(t(self._verdict_word(v), lang))}</b>'
            self.feedback.add_class("cot-feedback-wrong")
        sources = esc(v.sources_text(lang))
        if not self._telling(v):
            self.feedback.add_class("cot-feedback-hint")
            self.feedback.value = (
                f"{head}. {esc(v.hint_text(lang))} <span class=\"cot-sources\">{sources}</span> "
                f'<i class="cot-try-again">{esc(t("ex_hint_try_again", lang))}</i>'
            )
            return
        self.feedback.value = (
            f"{head}. {esc(v.why(lang))} <span class=\"cot-sources\">{sources}</span>"
        )


# ---- order these cards -----------------------------------------------------------------------


class OrderCards(Exercise):
    """Click the cards from the highest to the lowest (``by="rank"``) or from the most
    points to the fewest (``by="points"``); a click on a placed card takes it back."""

    kind = "order"
    question_type = OrderQuestion
    question: OrderQuestion

    def __init__(self, cards: OrderQuestion | Iterable[Card | str] | str, *, by: str = "rank",
                 lang: str = "en", french: bool = False) -> None:
        question = cards if isinstance(cards, OrderQuestion) else OrderQuestion(
            cards, by=by, french=french)
        super().__init__(question, lang=lang)
        self.order: list[Card] = []
        self.pool = CardHand(width=72, css_class="cot-answer cot-order-pool")
        self.placed = CardHand(width=72, css_class="cot-order-placed")
        self.placed_label = html_widget("cot-order-label")
        self.restart = button("", "cot-reset")
        self.pool.on_pick(self.guard(self.place))
        self.placed.on_pick(self.guard(self.take_back))
        self.restart.on_click(self.guard(lambda _b: self.clear()))
        self.build([self.pool, self.placed_label, self.placed, self.restart])

    def place(self, code: str) -> None:
        card = Card.parse(code)
        if card in self.question.cards and card not in self.order:
            self.order.append(card)
            self.render()

    def take_back(self, code: str) -> None:
        card = Card.parse(code)
        if card in self.order:
            self.order.remove(card)
            self.render()

    def clear(self) -> None:
        self.order = []
        self.render()

    def answer(self) -> list[Card]:
        return list(self.order)

    def render(self) -> None:
        lang = self.lang
        left = [c for c in self.question.cards if c not in self.order]
        self.pool.label = t("ex_order_pool", lang)
        self.pool.show(left, lang=lang, french=self.french)
        # the row's accessible name, without the visible label's instruction said twice
        self.placed.label = t("ex_order_row", lang)
        self.placed.show(self.order, lang=lang, french=self.french)
        self.placed_label.value = esc(t("ex_order_placed", lang))
        self.restart.description = t("ex_start_over", lang)


# ---- pick cards from the seat's hand ---------------------------------------------------------


class _PickCards(Exercise):
    """The trick in play and the seat's cards; one card (``many=False``) or several."""

    many = False
    row = ""

    def _start(self, hand: Hand, seat: int) -> None:
        self.selected: list[Card] = []
        self.trick = html_widget("cot-trick")
        self.holding = CardHand(width=80, css_class=f"cot-answer cot-{self.row}-choice")
        self.holding.on_pick(self.guard(self.toggle))
        self._hand, self._seat = hand, seat
        self.build([self.trick, self.holding])

    def toggle(self, code: str) -> None:
        """Select a card; a click on a selected card takes it back."""
        card = Card.parse(code)
        if card in self.selected:
            self.selected.remove(card)
        elif self.many:
            self.selected.append(card)
        else:
            self.selected = [card]
        self.render()

    pick = toggle

    @property
    def choice(self) -> Card | None:
        return self.selected[0] if self.selected else None

    @choice.setter
    def choice(self, card: Card | None) -> None:
        self.selected = [] if card is None else [card]
        self.render()

    def answer(self) -> Any:
        if self.many:
            return sorted(self.selected, key=deck_order)
        return self.choice

    def render(self) -> None:
        lang = self.lang
        hand = self._hand
        self.trick.value = trick_row_html(
            hand.current_trick, self._seat if self.row != "legal" else None, lang,
            french=self.french, mark_winner=False, empty_key="ex_legal_you_lead",
        )
        self.holding.label = t("ui_your_cards", lang)
        self.holding.show(hand.holding(self._seat), selected=self.selected, lang=lang,
                          french=self.french)


class WhichCardsLegal(_PickCards):
    """Select every card the seat to move may play in this position (``hand.to_act``)."""

    kind = "legal"
    row = "legal"
    many = True
    question_type = LegalQuestion
    question: LegalQuestion

    def __init__(self, hand: LegalQuestion | Hand, seat: int | None = None, *,
                 lang: str = "en", french: bool = False) -> None:
        question = hand if isinstance(hand, LegalQuestion) else LegalQuestion(
            hand, seat, french=french)
        super().__init__(question, lang=lang)
        self._start(question.hand, question.seat)


class StopTheCapote(_PickCards):
    """Pick the card that takes the trick from the seat that has won every trick so far."""

    kind = "stop"
    row = "stop"
    question_type = StopQuestion
    question: StopQuestion

    def __init__(self, hand: StopQuestion | Hand, *, lang: str = "en",
                 french: bool = False) -> None:
        question = hand if isinstance(hand, StopQuestion) else StopQuestion(hand, french=french)
        super().__init__(question, lang=lang)
        self._start(question.hand, question.seat)


class ExpertsCard(_PickCards):
    """Click the card to play (the expert's pick is right); the feedback gives the
    expert's numbers for every legal card."""

    kind = "expert"
    row = "expert"
    question_type = PlayQuestion
    question: PlayQuestion

    def __init__(self, hand: PlayQuestion | Hand, *, seed: int = 0, lang: str = "en",
                 french: bool = False) -> None:
        question = hand if isinstance(hand, PlayQuestion) else PlayQuestion(
            hand, seed=seed, french=french)
        super().__init__(question, lang=lang)
        self._start(question.hand, question.seat)


class RetryMistake(_PickCards):
    """A mistake of the learner's own play asked again (a hand's review, on the practice
    page): the tricks as they stood and the learner's cards, or, at the capote choice,
    annul or attempt. Right is what the review grades best there."""

    kind = "retry"
    row = "retry"
    question_type = RetryQuestion
    question: RetryQuestion

    def __init__(self, question: RetryQuestion, *, lang: str = "en") -> None:
        super().__init__(question, lang=lang)
        self.tricks = html_widget("cot-tricks-list")
        self.capote: str | None = None
        self.choices = W.HBox([])
        if question.hand.decision_pending:
            for move in ("annul", "attempt"):
                b = button("", f"cot-answer cot-capote-{move}")
                b.on_click(self.guard(lambda _b, move=move: self.choose(move)))
                self.choices.children = [*self.choices.children, b]
        self.selected = []
        self._hand, self._seat = question.hand, question.seat
        self.trick = html_widget("cot-trick")
        self.holding = CardHand(width=80, css_class="cot-answer cot-retry-choice")
        self.holding.on_pick(self.guard(self.toggle))
        self.build([self.tricks, self.trick, self.holding, self.choices])

    def choose(self, move: str) -> None:
        if move not in ("annul", "attempt"):
            raise ValueError(f"annul or attempt, not {move!r}")
        self.capote = move
        self.render()

    def answer(self) -> Any:
        return self.capote if self.question.hand.decision_pending else self.choice

    def render(self) -> None:
        hand = self._hand
        self.tricks.value = _tricks_html(hand.tricks, hand.hand_size, self._seat, self.lang)
        if hand.decision_pending:
            for b, move in zip(self.choices.children, ("annul", "attempt")):
                b.description = t(f"ui_{move}", self.lang)
                b.button_style = "info" if self.capote == move else ""
            self.holding.label = t("ui_your_cards", self.lang)
            self.holding.show(hand.holding(self._seat), lang=self.lang)
            self.trick.value = ""
            return
        super().render()


# ---- who wins this trick ---------------------------------------------------------------------


class WhoWinsTrick(Exercise):
    """Who wins the trick ``cards`` (in playing order, ``leader`` first) and, with
    ``ask_points``, how many card points it holds."""

    kind = "trick"
    question_type = TrickQuestion
    question: TrickQuestion

    def __init__(self, cards: TrickQuestion | Iterable[Card | str] | str, leader: int = 0, *,
                 ask_points: bool = True, lang: str = "en", french: bool = False) -> None:
        question = cards if isinstance(cards, TrickQuestion) else TrickQuestion(
            cards, leader, ask_points=ask_points, french=french)
        super().__init__(question, lang=lang)
        self.table = html_widget("cot-trick")
        self.winner = W.ToggleButtons(options=[], value=None)
        self.winner.add_class("cot-answer")
        self.winner.add_class("cot-answer-winner")
        self.points = W.BoundedIntText(value=0, min=0, max=72)
        self.points.add_class("cot-answer")
        self.points.add_class("cot-answer-points")
        self.points.layout.display = None if question.ask_points else "none"
        self.build([self.table, self.winner, self.points])

    def answer(self) -> tuple[int | None, int | None]:
        return self.winner.value, (self.points.value if self.question.ask_points else None)

    def render(self) -> None:
        lang = self.lang
        q = self.question
        self.table.value = trick_row_html(
            list(zip(q.seats, q.cards)), None, lang, french=self.french, mark_winner=False
        )
        value = self.winner.value
        self.winner.options = [
            (t("ex_seat_card", lang, who=seat_name(s, None, lang), card=c.name(lang)), s)
            for s, c in zip(q.seats, q.cards)
        ]
        self.winner.value = value
        self.winner.description = t("ex_trick_who", lang)
        self.winner.style.button_width = "auto"
        self.points.description = t("ex_trick_how_many", lang)
        self.points.style.description_width = "initial"


# ---- score a hand ----------------------------------------------------------------------------


class ScoreHand(Exercise):
    """A finished hand: how many points did each seat take, and who pays (a life,
    bóle)? ``before`` are the counters before the hand (default: the start)."""

    kind = "score"
    question_type = ScoreQuestion
    question: ScoreQuestion

    def __init__(self, hand: ScoreQuestion | Hand, before: Sequence[int] | None = None, *,
                 me: int | None = None, lang: str = "en", french: bool = False) -> None:
        question = hand if isinstance(hand, ScoreQuestion) else ScoreQuestion(
            hand, before, me=me, french=french)
        super().__init__(question, lang=lang)
        self.tricks = html_widget("cot-tricks-list")
        self.point_inputs: dict[int, W.BoundedIntText] = {}
        self.pays_inputs: dict[int, W.Checkbox] = {}
        rows = []
        for s in question.active:
            points = W.BoundedIntText(value=0, min=0, max=100)
            points.add_class("cot-answer")
            points.add_class(f"cot-answer-points-{s}")
            pays = W.Checkbox(value=False, indent=False)
            pays.add_class("cot-answer")
            pays.add_class(f"cot-answer-pays-{s}")
            pays.layout.display = None if question.asks_payer else "none"
            self.point_inputs[s] = points
            self.pays_inputs[s] = pays
            rows.append(W.HBox([points, pays]))
        self.rows = W.VBox(rows)
        self.build([self.tricks, self.rows])

    def answer(self) -> tuple[dict[int, int], list[int]]:
        points = {s: int(w.value) for s, w in self.point_inputs.items()}
        pays = [s for s, w in self.pays_inputs.items() if w.value]
        return points, pays

    def render(self) -> None:
        lang = self.lang
        q = self.question
        self.tricks.value = _tricks_html(
            q.hand.tricks, q.hand.hand_size, q.me, lang, french=self.french, width=52
        )
        pays_key = "ex_pays_lives" if q.hand.rules.counts_down else "ex_pays_bole"
        for s in q.active:
            self.point_inputs[s].description = t("ex_points_of", lang,
                                                 who=seat_name(s, q.me, lang))
            self.point_inputs[s].style.description_width = "9em"
            self.pays_inputs[s].description = t(pays_key, lang)


# ---- annul or attempt ------------------------------------------------------------------------


class CapoteDecision(Exercise):
    """The seat that won the first four tricks chooses: annul or attempt? Once the
    learner has answered, the feedback gives the exact odds of the capote."""

    kind = "capote"
    question_type = CapoteQuestion
    question: CapoteQuestion

    def __init__(self, position: CapoteQuestion | Hand | SeatView, seat: int | None = None, *,
                 counters: Sequence[int] | None = None, lang: str = "en",
                 french: bool = False) -> None:
        question = position if isinstance(position, CapoteQuestion) else CapoteQuestion(
            position, seat, counters=counters, french=french)
        super().__init__(question, lang=lang)
        self.choice: str | None = None
        self.tricks = html_widget("cot-tricks-list")
        self.annul = button("", "cot-answer cot-capote-annul")
        self.attempt = button("", "cot-answer cot-capote-attempt")
        self.annul.on_click(self.guard(lambda _b: self.choose("annul")))
        self.attempt.on_click(self.guard(lambda _b: self.choose("attempt")))
        self.build([self.tricks, W.HBox([self.annul, self.attempt])])

    def choose(self, choice: str) -> None:
        if choice not in ("annul", "attempt"):
            raise ValueError(f"annul or attempt, not {choice!r}")
        self.choice = choice
        self.render()

    def answer(self) -> str | None:
        return self.choice

    def render(self) -> None:
        lang = self.lang
        view = self.question.view
        self.tricks.value = _tricks_html(
            view.tricks, view.hand_size, view.seat, lang, french=self.french
        )
        self.annul.description = t("ui_annul", lang)
        self.attempt.description = t("ui_attempt", lang)
        self.annul.button_style = "info" if self.choice == "annul" else ""
        self.attempt.button_style = "info" if self.choice == "attempt" else ""


# ---- the same deal under two presets ---------------------------------------------------------


class CompareScoring(Exercise):
    """One deal, scored under two presets: how does each seat's count change under each?

    ``record`` is a ``HandRecord``, its JSON, or a finished ``Hand``.
    """

    kind = "compare"
    question_type = CompareQuestion
    question: CompareQuestion

    def __init__(self, record: CompareQuestion | HandRecord | Mapping[str, Any] | Hand,
                 presets: Sequence[str | Rules] = ("trieste", "bergamo"), *,
                 lang: str = "en", french: bool = False) -> None:
        question = record if isinstance(record, CompareQuestion) else CompareQuestion(
            record, presets, french=french)
        super().__init__(question, lang=lang)
        self.tricks = html_widget("cot-tricks-list")
        self.inputs: list[dict[int, W.IntText]] = []
        columns = []
        for k, _rules in enumerate(question.rules):
            boxes = {}
            for s in question.active:
                box = W.IntText(value=0)
                box.add_class("cot-answer")
                box.add_class(f"cot-answer-{k}-{s}")
                box.layout.width = "auto"  # at most 15em; less on a phone (two columns)
                box.layout.max_width = "15em"
                box.layout.min_width = "0"
                boxes[s] = box
            self.inputs.append(boxes)
            head = html_widget(f"cot-compare-head cot-compare-head-{k}")
            columns.append(W.VBox([head, *boxes.values()]))
        self.heads = [c.children[0] for c in columns]
        both = W.HBox(columns)
        both.layout.flex_flow = "row wrap"  # one column under the other when they do not fit
        self.build([self.tricks, both])

    def answer(self) -> list[dict[int, int]]:
        return [{s: int(w.value) for s, w in boxes.items()} for boxes in self.inputs]

    def render(self) -> None:
        lang = self.lang
        q = self.question
        hand = q.hands[0]
        each = [t("ex_seat_points", lang, who=seat_name(s, None, lang), points=hand.points()[s])
                for s in q.active]
        # one sentence: a capital on its first seat only ("Seat 0: 15 points; seat 1: 0 points")
        points = "; ".join([each[0], *(e[:1].lower() + e[1:] for e in each[1:])])
        self.tricks.value = _tricks_html(
            hand.tricks, hand.hand_size, None, lang, french=self.french
        ) + f"<p>{esc(points)}</p>"
        for k, rules in enumerate(q.rules):
            self.heads[k].value = "<b>" + esc(
                t("ex_compare_column", lang, preset=preset_title(rules.name, lang),
                  counter=counter_word(rules.counter, lang))) + "</b>"
            for s, box in self.inputs[k].items():
                box.description = seat_name(s, None, lang)


# ---- one of a few options; a number ----------------------------------------------------------


class ChoiceButtons(Exercise):
    """One button per option of a ``ChoiceQuestion`` (``cot-answer-<kind>``)."""

    kind = "choice"
    question_type = ChoiceQuestion
    question: ChoiceQuestion

    def __init__(self, question: ChoiceQuestion, *, lang: str = "en") -> None:
        super().__init__(question, lang=lang)
        self.add_class(f"cot-exercise-{question.kind}")
        self.choice = W.ToggleButtons(options=[], value=None)
        self.choice.add_class("cot-answer")
        self.choice.add_class(f"cot-answer-{question.kind}")
        self.build([self.choice])

    def answer(self) -> str | None:
        value: str | None = self.choice.value
        return value

    def option_text(self, option: str, lang: str | None = None) -> str:
        return self.question.option_text(option, lang or self.lang)

    def render(self) -> None:
        value = self.choice.value
        self.choice.options = [(self.option_text(o), o) for o in self.question.options]
        self.choice.value = value
        self.choice.description = self.question.label(self.lang)
        self.choice.style.description_width = "initial"
        self.choice.style.button_width = "auto"
        # long options (sentences) one under the other, short ones in a row
        long = any(len(label) > 30 for label, _ in self.choice.options)
        self.choice.layout.flex_flow = "column" if long else None


class ReadTheNumber(Exercise):
    """A number typed in (``cot-answer-number``); nothing typed is no answer."""

    kind = "number"
    question_type = NumberQuestion
    question: NumberQuestion

    def __init__(self, question: NumberQuestion, *, lang: str = "en") -> None:
        super().__init__(question, lang=lang)
        self.box = W.BoundedIntText(value=0, min=0, max=1000)
        self.box.add_class("cot-answer")
        self.box.add_class("cot-answer-number")
        self.box.style.description_width = "initial"
        self.touched = False
        self.box.observe(self._touch, names="value")
        self.build([self.box])

    def render(self) -> None:
        self.box.description = self.question.label(self.lang)

    def _touch(self, _change: Any) -> None:
        self.touched = True

    def answer(self) -> int | None:
        return int(self.box.value) if self.touched else None


VIEWS: dict[type[Question], Callable[..., Exercise]] = {
    OrderQuestion: OrderCards,
    LegalQuestion: WhichCardsLegal,
    TrickQuestion: WhoWinsTrick,
    ScoreQuestion: ScoreHand,
    CapoteQuestion: CapoteDecision,
    StopQuestion: StopTheCapote,
    CompareQuestion: CompareScoring,
    PlayQuestion: ExpertsCard,
    RetryQuestion: RetryMistake,
    NumberQuestion: ReadTheNumber,
    ChoiceQuestion: ChoiceButtons,
}
"""The view of each kind of question (a kind's subclass takes its base's view)."""


def exercise_view(question: Question, *, lang: str = "en") -> Exercise:
    """The widget that shows ``question`` (``OrderCards`` for an ``OrderQuestion``, ...)."""
    for kind in type(question).__mro__:
        view = VIEWS.get(kind)
        if view is not None:
            return view(question, lang=lang)
    raise TypeError(f"no view shows a {type(question).__name__}")
