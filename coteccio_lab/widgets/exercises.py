"""Exercises: the lesson gives the content, the engine gives the answer and the reason.

Each exercise shows a question, answer inputs (``cot-answer``), a check button
(``cot-check``) and a feedback area (``cot-feedback``) that says *correct* or
*not quite* in the current language, explains the rule and names the sources
(000 Portuguese, 001 and 004 Italian, 003 English; see docs/rules.md). Nothing is
hard-coded: the right answer is computed from the engine for the content given.

=====================================  ===========================================
``OrderCards(cards, by="rank")``        put cards in order (rank, or ``by="points"``)
``WhichCardsLegal(hand)``               which cards may the seat to move play here
``WhoWinsTrick(cards, leader)``         who wins this trick (and its points)
``ScoreHand(hand)``                     points per seat, and who pays (a life, bóle)
``CapoteDecision(hand_or_view)``        annul or attempt; the exact odds once answered
``CompareScoring(record, presets)``     the same deal scored under two presets
=====================================  ===========================================

``check()`` returns a ``Verdict`` (``correct``, the explanation ``why(lang)``,
``sources``, and a ``hint(lang)`` that says where to look without giving the answer);
``on_check(callback(verdict))`` reports every check.

An exercise asks before it tells: a first wrong answer is told *not quite* and the hint,
and the full answer comes with a second wrong try (or with the right answer).
``answer_shown`` says whether the page has shown it; ``on_told(callback())`` is called
once, when it first does (a lesson shows the worked solution then, ``LessonPage.after``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import ipywidgets as W

from ..cards import Card, Rank, deck_order, parse_cards
from ..explain import explain_score
from ..hand import Hand, Trick
from ..i18n import name_list as _name_list
from ..i18n import t
from ..i18n.numbers import percent, signed
from ..odds import CapoteOdds, capote_odds
from ..records import HandRecord
from ..rules import Rules
from ..scoring import HandScore, score_hand
from ..view import SeatView
from .base import Events, Text, View, button, esc, html_widget
from .cardhand import CardHand
from .drawing import seat_name, trick_row_html

__all__ = [
    "CapoteDecision",
    "CompareScoring",
    "Exercise",
    "OrderCards",
    "ScoreHand",
    "Verdict",
    "WhichCardsLegal",
    "WhoWinsTrick",
]

ALL_SOURCES = "000, 001, 003, 004"
"""Every source agrees: rank order, following suit, the trick winner."""
POINT_SOURCES = "001, 003, 004"
CAPOTE_SOURCES = "000, 003, 004"
REASON_SOURCES = {
    "score_most": "000, 001, 003",
    "score_tie": "000, 001, 003",
    "score_capote": CAPOTE_SOURCES,
    "score_sweep_wins": "001",
    "score_capote_failed": CAPOTE_SOURCES,
    "score_annulled": "003",
    "score_annulled_next": "000",
    "score_annulled_lead": "004",
    "score_revoke": "000",
    "score_void": "000",
    "score_restart": "003",
    "score_restart_in_play": "003",
    "score_revoke_play_on": "004",
    "score_sudden_death": "004",
}


def _sources(v: Verdict, lang: str) -> str:
    """"(sources: 000, 003)", and the kit's assumptions when they decided it too."""
    return t("ex_sources_kit" if v.kit else "ex_sources", lang, sources=v.sources)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _join(texts: Iterable[str]) -> str:
    """Sentences in a row, each starting with a capital."""
    return " ".join(_sentence(s) for s in texts if s)


def merge_sources(*lists: str) -> str:
    """``"000, 003"`` and ``"003, 004"`` -> ``"000, 003, 004"``."""
    found = {s.strip() for text in lists for s in text.replace(";", ",").split(",") if s.strip()}
    return ", ".join(sorted(found))


COMMON_REASONS = ("score_most", "score_tie")
"""The rules of an ordinary hand, which every source with card points shares."""


def score_sources(score: HandScore) -> str:
    """The sources of what scored ``score``: the card points and the rule of an ordinary
    hand, or only the sources of the rule that replaced it (a void is 000's alone, 003
    restarts instead; a stopped capote is 000, 003 and 004's, 001 has no capote choice).
    Bergamo and Piacenza are 004's (Piacenza's charges are the kit's assumptions: see
    ``kit_assumed``)."""
    if score.rules.name in ("bergamo", "piacenza"):
        return "004"
    keys = [key for key, _ in score.reasons]
    special = [key for key in keys if key not in COMMON_REASONS]
    if not special:
        return merge_sources(POINT_SOURCES, *(REASON_SOURCES[key] for key in keys))
    return merge_sources(*(REASON_SOURCES.get(key, ALL_SOURCES) for key in special))


def kit_assumed(score: HandScore) -> bool:
    """Did one of the kit's assumptions score ``score`` (Piacenza's charges, 004 naming no
    card values nor how a hand is charged)?"""
    return score.rules.counter == "points"


def _points_rule(lang: str, french: bool = False) -> str:
    """The card points, as lesson 1 gives them."""
    return t("ex_points_rule", lang, ace=Rank.ACE.name_in(lang, french=french),
             king=Rank.KING.name_in(lang, french=french),
             knight=Rank.KNIGHT.name_in(lang, french=french),
             jack=Rank.JACK.name_in(lang, french=french))


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


@dataclass(frozen=True)
class Verdict:
    """The result of a check: right or not, why (in any language), and the sources."""

    correct: bool
    why: Text
    """The full explanation, the right answer included."""
    sources: str
    answer: Any = None
    kit: bool = False
    """The kit's assumptions decided it too (the feedback says so beside the sources)."""
    hint: Text | None = None
    """For a wrong answer: where to look, without the right answer (None: the generic one)."""

    def hint_text(self, lang: str) -> str:
        return self.hint(lang) if self.hint is not None else t("ex_hint_generic", lang)


# ---- the base --------------------------------------------------------------------------------


class Exercise(View):
    """Question, answers (``cot-answer``), ``cot-check``, ``cot-feedback``, ``cot-message``."""

    kind = "exercise"

    def __init__(self, *, lang: str = "en", french: bool = False) -> None:
        super().__init__(lang=lang, css_class=f"cot-exercise cot-exercise-{self.kind}")
        self.french = french
        self.prompt = html_widget("cot-prompt")
        self.check_button = button("", "cot-check")
        self.check_button.button_style = "primary"
        self.feedback = html_widget("cot-feedback")
        self.verdict: Verdict | None = None
        self.wrong_tries = 0
        """Wrong checks so far; the second one shows the full answer."""
        self.answer_shown = False
        """True once the page has shown the full answer (a right answer, or two wrong)."""
        self.checked: Events[[Verdict]] = Events()
        self.told: Events[[]] = Events()
        self.check_button.on_click(self.guard(lambda _b: self.check()))

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

    # subclasses ------------------------------------------------------------------------------
    def answer(self) -> Any:
        """The learner's answer, read from the inputs."""
        raise NotImplementedError

    def evaluate(self, answer: Any) -> Verdict:
        """Judge ``answer`` against the engine."""
        raise NotImplementedError

    def render(self) -> None:
        """Draw the question and the inputs in the current language."""

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

    def refresh(self) -> None:
        self.check_button.description = self.t("ex_check")
        self.render()
        self._show_feedback()

    def feedback_text(self, lang: str | None = None) -> str:
        """The feedback as plain text (what the page says)."""
        v = self.verdict
        if v is None:
            return ""
        lang = lang or self.lang
        word = t("ex_correct" if v.correct else "ex_not_quite", lang)
        sources = _sources(v, lang)
        if not self._telling(v):
            return f"{word}: {v.hint_text(lang)} {sources} {t('ex_hint_try_again', lang)}"
        return f"{word}: {v.why(lang)} {sources}"

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
            head = f'<b class="cot-verdict-wrong">✗ {esc(t("ex_not_quite", lang))}</b>'
            self.feedback.add_class("cot-feedback-wrong")
        sources = esc(_sources(v, lang))
        if not self._telling(v):
            self.feedback.add_class("cot-feedback-hint")
            self.feedback.value = (
                f"{head}: {esc(v.hint_text(lang))} <span class=\"cot-sources\">{sources}</span> "
                f'<i class="cot-try-again">{esc(t("ex_hint_try_again", lang))}</i>'
            )
            return
        self.feedback.value = (
            f"{head}: {esc(v.why(lang))} <span class=\"cot-sources\">{sources}</span>"
        )


# ---- order these cards -----------------------------------------------------------------------


class OrderCards(Exercise):
    """Click the cards from the highest to the lowest (``by="rank"``) or from the most
    points to the fewest (``by="points"``); a click on a placed card takes it back."""

    kind = "order"

    def __init__(
        self,
        cards: Iterable[Card | str] | str,
        *,
        by: str = "rank",
        lang: str = "en",
        french: bool = False,
    ) -> None:
        super().__init__(lang=lang, french=french)
        self.cards = parse_cards(cards)
        if len(self.cards) < 2:
            raise ValueError("an ordering exercise needs at least two cards")
        if len(set(self.cards)) != len(self.cards):
            raise ValueError("each card may appear once")
        if by not in ("rank", "points"):
            raise ValueError(f"order by 'rank' or 'points', not {by!r}")
        self.by = by
        self.order: list[Card] = []
        self.pool = CardHand(width=72, css_class="cot-answer cot-order-pool")
        self.placed = CardHand(width=72, css_class="cot-order-placed")
        self.placed_label = html_widget("cot-order-label")
        self.restart = button("", "cot-reset")
        self.pool.on_pick(self.guard(self.place))
        self.placed.on_pick(self.guard(self.take_back))
        self.restart.on_click(self.guard(lambda _b: self.clear()))
        self.build([self.pool, self.placed_label, self.placed, self.restart])

    def key(self, card: Card) -> int:
        return int(card.rank) if self.by == "rank" else card.points

    def place(self, code: str) -> None:
        card = Card.parse(code)
        if card in self.cards and card not in self.order:
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

    def right_order(self) -> list[Card]:
        return sorted(self.cards, key=self.key, reverse=True)

    def _names(self, cards: Sequence[Card], lang: str) -> str:
        """Cards named as drawn: French suits and the Queen when ``french``."""
        return _name_list(cards, lang, french=self.french)

    def _rule(self, lang: str) -> str:
        if self.by == "rank":
            ranks = ", ".join(r.name_in(lang, french=self.french) for r in reversed(Rank))
            return t("ex_rank_rule", lang, ranks=ranks)
        return _points_rule(lang, self.french)

    def evaluate(self, answer: Any) -> Verdict:
        order = parse_cards(answer)
        sources = ALL_SOURCES if self.by == "rank" else POINT_SOURCES
        right = self.right_order()
        if sorted(order, key=deck_order) != sorted(self.cards, key=deck_order):
            placed, total = len(order), len(self.cards)

            def why_incomplete(lang: str) -> str:
                return _join([t("ex_order_incomplete", lang, placed=placed, total=total),
                              self._rule(lang)])

            return Verdict(False, why_incomplete, sources, order, hint=why_incomplete)
        for a, b in zip(order, order[1:]):
            if self.key(a) < self.key(b):
                key = "ex_order_swap_rank" if self.by == "rank" else "ex_order_swap_points"

                def why_wrong(lang: str, a: Card = a, b: Card = b, key: str = key) -> str:
                    return _join([
                        t(key, lang, first=self._names([a], lang), second=self._names([b], lang)),
                        self._rule(lang),
                        t("ex_order_is", lang, cards=self._names(right, lang)),
                    ])

                def hint(lang: str, a: Card = a, b: Card = b, key: str = key) -> str:
                    return _join([
                        t(key, lang, first=self._names([a], lang), second=self._names([b], lang)),
                        self._rule(lang),
                    ])

                return Verdict(False, why_wrong, sources, order, hint=hint)

        def why_right(lang: str) -> str:
            return _join([self._rule(lang), t("ex_order_is", lang, cards=self._names(order, lang))])

        return Verdict(True, why_right, sources, order)

    def render(self) -> None:
        lang = self.lang
        key = "ex_order_prompt_rank" if self.by == "rank" else "ex_order_prompt_points"
        self.prompt.value = f"<b>{esc(t(key, lang))}</b>"
        left = [c for c in self.cards if c not in self.order]
        self.pool.label = t("ex_order_pool", lang)
        self.pool.show(left, lang=lang, french=self.french)
        self.placed.label = t("ex_order_placed", lang)
        self.placed.show(self.order, lang=lang, french=self.french)
        self.placed_label.value = esc(t("ex_order_placed", lang))
        self.restart.description = t("ex_start_over", lang)


# ---- which cards may you play ----------------------------------------------------------------


class WhichCardsLegal(Exercise):
    """Select every card the seat to move may play in this position (``hand.turn``)."""

    kind = "legal"

    def __init__(
        self, hand: Hand, seat: int | None = None, *, lang: str = "en", french: bool = False
    ) -> None:
        super().__init__(lang=lang, french=french)
        seat = hand.turn if seat is None else seat
        if hand.is_over or seat is None or hand.turn != seat or hand.decision_pending:
            raise ValueError("the position must have this seat to play a card")
        self.hand = hand
        self.seat = seat
        self.selected: list[Card] = []
        self.trick = html_widget("cot-trick")
        self.holding = CardHand(width=80, css_class="cot-answer cot-legal-choice")
        self.holding.on_pick(self.guard(self.toggle))
        self.build([self.trick, self.holding])

    def toggle(self, code: str) -> None:
        card = Card.parse(code)
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self.render()

    def answer(self) -> list[Card]:
        return sorted(self.selected, key=deck_order)

    def _refusal(self, card: Card, lang: str) -> str:
        refused = self.hand.refusal(card, self.seat)
        if refused is not None:
            return refused.message(lang, you=True)
        led = self.hand.led_suit
        follow = [c for c in self.hand.legal_plays if c.suit == led]
        return t("follow_suit", lang, suit=led, holder=t("holder_you", lang), cards=follow)

    def evaluate(self, answer: Any) -> Verdict:
        chosen = set(parse_cards(answer))
        truth = set(self.hand.legal_plays)
        extra = sorted(chosen - truth, key=deck_order)
        missing = sorted(truth - chosen, key=deck_order)
        led = self.hand.led_suit
        legal = sorted(truth, key=deck_order)

        def why(lang: str) -> str:
            if led is None:
                rule = t("ex_legal_lead", lang)
            elif legal and legal[0].suit == led:
                rule = t("ex_legal_follow", lang, suit=led, cards=legal)
            else:
                rule = t("ex_legal_void", lang, suit=led)
            parts = [rule]
            for card in extra:
                parts.append(t("ex_legal_not", lang, card=card, reason=self._refusal(card, lang)))
            if missing:
                parts.append(t("ex_legal_missing", lang, cards=missing))
            return _join(parts)

        def hint(lang: str) -> str:
            parts = [t("ex_legal_not", lang, card=card, reason=self._refusal(card, lang))
                     for card in extra]
            if missing:
                parts.append(t("ex_hint_legal_missing", lang))
            parts.append(t("ex_hint_legal_rule", lang))
            return _join(parts)

        return Verdict(not extra and not missing, why, ALL_SOURCES, sorted(chosen, key=deck_order),
                       hint=hint)

    def render(self) -> None:
        lang = self.lang
        self.prompt.value = f"<b>{esc(t('ex_legal_prompt', lang))}</b>"
        self.trick.value = trick_row_html(
            self.hand.current_trick, None, lang, french=self.french, mark_winner=False,
            empty_key="ex_legal_you_lead",
        )
        self.holding.label = t("ui_your_cards", lang)
        self.holding.show(
            self.hand.holding(self.seat), selected=self.selected, lang=lang, french=self.french
        )


# ---- who wins this trick ---------------------------------------------------------------------


class WhoWinsTrick(Exercise):
    """Who wins the trick ``cards`` (in playing order, ``leader`` first) and, with
    ``ask_points``, how many card points it holds."""

    kind = "trick"

    def __init__(
        self,
        cards: Iterable[Card | str] | str,
        leader: int = 0,
        *,
        ask_points: bool = True,
        lang: str = "en",
        french: bool = False,
    ) -> None:
        super().__init__(lang=lang, french=french)
        self.cards = parse_cards(cards)
        n = len(self.cards)
        if not 2 <= n <= 8:
            raise ValueError(f"a trick has 2 to 8 cards, not {n}")
        if len(set(self.cards)) != n:
            raise ValueError("each card may appear once")
        self.n = n
        self.leader = leader % n
        self.seats = [(self.leader + i) % n for i in range(n)]
        hands: list[list[Card]] = [[] for _ in range(n)]
        for seat, card in zip(self.seats, self.cards):
            hands[seat].append(card)
        hand = Hand(None, hands, (self.leader - 1) % n)
        for card in self.cards:
            hand.play(card)
        self.trick = hand.tricks[0]
        self.ask_points = ask_points
        self.table = html_widget("cot-trick")
        self.winner = W.ToggleButtons(options=[], value=None)
        self.winner.add_class("cot-answer")
        self.winner.add_class("cot-answer-winner")
        self.points = W.BoundedIntText(value=0, min=0, max=72)
        self.points.add_class("cot-answer")
        self.points.add_class("cot-answer-points")
        self.points.layout.display = None if ask_points else "none"
        self.build([self.table, self.winner, self.points])

    def answer(self) -> tuple[int | None, int | None]:
        return self.winner.value, (self.points.value if self.ask_points else None)

    def evaluate(self, answer: Any) -> Verdict:
        winner, points = answer
        trick = self.trick
        right = winner == trick.winner and (not self.ask_points or points == trick.points)
        led = trick.cards[0].suit
        best = trick.cards[self.seats.index(trick.winner)]
        off = [c for c in trick.cards if c.suit != led]
        worth = [c for c in trick.cards if c.points]

        def why(lang: str) -> str:
            parts = []
            if winner is not None and winner != trick.winner:
                parts.append(t("ex_trick_not_winner", lang, who=seat_name(winner, None, lang)))
            parts.append(
                t("ex_trick_winner", lang, suit=led, card=best,
                  who=seat_name(trick.winner, None, lang))
            )
            if off:
                parts.append(t("ex_trick_off_suit", lang, cards=off))
            if self.ask_points:
                if worth:
                    detail = " + ".join(f"{c.name(lang)} {c.points}" for c in worth)
                    parts.append(t("ex_trick_points", lang, points=trick.points, detail=detail))
                else:
                    parts.append(t("ex_trick_no_points", lang))
                if points is not None and points != trick.points:
                    parts.append(t("ex_trick_you_said", lang, points=points))
            return _join(parts)

        def hint(lang: str) -> str:
            parts = []
            if winner != trick.winner:
                if winner is not None:
                    parts.append(t("ex_trick_not_winner", lang, who=seat_name(winner, None, lang)))
                parts.append(t("ex_hint_trick_rule", lang))
            if self.ask_points and points != trick.points:
                parts.append(t("ex_hint_trick_points", lang))
                parts.append(_points_rule(lang, self.french))
            return _join(parts)

        sources = merge_sources(ALL_SOURCES, POINT_SOURCES if self.ask_points else "")
        return Verdict(right, why, sources, answer, hint=hint)

    def render(self) -> None:
        lang = self.lang
        key = "ex_trick_prompt_points" if self.ask_points else "ex_trick_prompt"
        self.prompt.value = f"<b>{esc(t(key, lang))}</b>"
        self.table.value = trick_row_html(
            list(zip(self.seats, self.cards)), None, lang, french=self.french, mark_winner=False
        )
        value = self.winner.value
        self.winner.options = [
            (t("ex_seat_card", lang, who=seat_name(s, None, lang), card=c.name(lang)), s)
            for s, c in zip(self.seats, self.cards)
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

    def __init__(
        self,
        hand: Hand,
        before: Sequence[int] | None = None,
        *,
        me: int | None = None,
        lang: str = "en",
        french: bool = False,
    ) -> None:
        super().__init__(lang=lang, french=french)
        self.me = me
        """The learner's seat, called "you" (None: every seat by its number)."""
        if not hand.is_over:
            raise ValueError("score a finished hand: this one is still being played")
        self.hand = hand
        self.score = score_hand(hand, before)
        self.active = list(hand.active)
        self.asks_payer = hand.rules.counter != "points"
        self.tricks = html_widget("cot-tricks-list")
        self.point_inputs: dict[int, W.BoundedIntText] = {}
        self.pays_inputs: dict[int, W.Checkbox] = {}
        rows = []
        for s in self.active:
            points = W.BoundedIntText(value=0, min=0, max=100)
            points.add_class("cot-answer")
            points.add_class(f"cot-answer-points-{s}")
            pays = W.Checkbox(value=False, indent=False)
            pays.add_class("cot-answer")
            pays.add_class(f"cot-answer-pays-{s}")
            pays.layout.display = None if self.asks_payer else "none"
            self.point_inputs[s] = points
            self.pays_inputs[s] = pays
            rows.append(W.HBox([points, pays]))
        self.rows = W.VBox(rows)
        self.build([self.tricks, self.rows])

    def payers(self) -> list[int]:
        """The seats whose counter moves the bad way (lives down, bóle up)."""
        rules = self.hand.rules
        return [
            s for s in self.active
            if (self.score.delta[s] < 0 if rules.counts_down else self.score.delta[s] > 0)
        ]

    def answer(self) -> tuple[dict[int, int], list[int]]:
        points = {s: int(w.value) for s, w in self.point_inputs.items()}
        pays = [s for s, w in self.pays_inputs.items() if w.value]
        return points, pays

    def evaluate(self, answer: Any) -> Verdict:
        points, pays = answer
        truth = self.score.points
        wrong_points = [s for s in self.active if points.get(s) != truth[s]]
        payers = self.payers()
        payers_ok = not self.asks_payer or sorted(pays) == payers
        score = self.score

        def why(lang: str) -> str:
            parts = []
            for s in wrong_points:
                parts.append(t("ex_score_points_wrong", lang, who=seat_name(s, self.me, lang),
                               points=truth[s], said=points.get(s)))
            if not payers_ok:
                parts.append(t("ex_score_payers_wrong", lang))
            explained = (score.explain(lang) if self.me is None else
                         explain_score(score, lang, you=self.me,
                                       name=lambda s, lang: seat_name(s, self.me, lang)))
            parts.extend(line + "." for line in explained)
            return _join(parts)

        def hint(lang: str) -> str:
            parts = [t("ex_hint_score_seat", lang, who=seat_name(s, self.me, lang))
                     for s in wrong_points]
            if not payers_ok:
                parts.append(t("ex_score_payers_wrong", lang))
            if wrong_points:
                parts.append(t("ex_hint_score_rule", lang,
                               bonus=self.hand.rules.last_trick_bonus))
            return _join(parts)

        return Verdict(not wrong_points and payers_ok, why, score_sources(score), answer,
                       kit=kit_assumed(score), hint=hint)

    def render(self) -> None:
        lang = self.lang
        word = "ex_score_prompt" if self.asks_payer else "ex_score_prompt_points"
        counter = t("counter_" + self.hand.rules.counter, lang)
        self.prompt.value = f"<b>{esc(t(word, lang, counter=counter))}</b>"
        self.tricks.value = _tricks_html(
            self.hand.tricks, self.hand.hand_size, self.me, lang, french=self.french, width=52
        )
        pays_key = "ex_pays_lives" if self.hand.rules.counts_down else "ex_pays_bole"
        for s in self.active:
            self.point_inputs[s].description = t("ex_points_of", lang,
                                                 who=seat_name(s, self.me, lang))
            self.point_inputs[s].style.description_width = "9em"
            self.pays_inputs[s].description = t(pays_key, lang)


# ---- annul or attempt ------------------------------------------------------------------------


class CapoteDecision(Exercise):
    """The seat that won the first four tricks chooses: annul or attempt? Once the
    learner has answered, the feedback gives the exact odds of the capote."""

    kind = "capote"

    def __init__(
        self,
        position: Hand | SeatView,
        seat: int | None = None,
        *,
        counters: Sequence[int] | None = None,
        lang: str = "en",
        french: bool = False,
    ) -> None:
        super().__init__(lang=lang, french=french)
        self.counters = counters
        if isinstance(position, Hand):
            if not position.decision_pending:
                raise ValueError("no capote decision is pending in this hand")
            decider = position.turn if seat is None else seat
            assert decider is not None
            view = SeatView.of(position, decider)
        else:
            view = position
        if not view.decision_pending or view.turn != view.seat:
            raise ValueError("the capote decision is not this seat's to make")
        self.view = view
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

    def numbers(self) -> CapoteOdds:
        """The exact odds and what each choice is worth (``coteccio_lab.odds``)."""
        return capote_odds(self.view, self.counters)

    def chance(self) -> Fraction:
        return self.numbers().probability

    def evaluate(self, answer: Any) -> Verdict:
        numbers = self.numbers()
        p = numbers.probability
        best = numbers.best
        lead = self.view.holding[0]
        fraction = f"{p.numerator}/{p.denominator}"
        advice = "ex_capote_even" if len(best) == 2 else (
            "ex_capote_attempt" if "attempt" in best else "ex_capote_annul")

        def why(lang: str) -> str:
            parts = []
            if answer is None:
                parts.append(t("ex_capote_choose", lang))
            parts.append(t("ex_capote_odds", lang, card=lead, suit=lead.suit,
                           percent=percent(float(p), lang), fraction=fraction))
            parts.append(t("ex_capote_expect", lang,
                           attempt=signed(float(numbers.attempt_delta), lang),
                           counter=t(f"counter_{numbers.counter}", lang)))
            parts.append(t(advice, lang))
            parts.append(t("ex_capote_rule", lang))
            return _join(parts)

        def hint(lang: str) -> str:
            parts = [t("ex_capote_choose", lang)] if answer is None else []
            parts.append(t("ex_hint_capote", lang, card=lead))
            parts.append(t("ex_capote_rule", lang))
            return _join(parts)

        return Verdict(answer in best, why, CAPOTE_SOURCES, answer, hint=hint)

    def render(self) -> None:
        lang = self.lang
        lead = self.view.holding[0]
        self.prompt.value = "<b>" + esc(t("ex_capote_prompt", lang, card=lead)) + "</b>"
        self.tricks.value = _tricks_html(
            self.view.tricks, self.view.hand_size, self.view.seat, lang, french=self.french
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

    def __init__(
        self,
        record: HandRecord | Mapping[str, Any] | Hand,
        presets: Sequence[str | Rules] = ("trieste", "bergamo"),
        *,
        lang: str = "en",
        french: bool = False,
    ) -> None:
        super().__init__(lang=lang, french=french)
        if isinstance(record, Hand):
            record = HandRecord.of_hand(record)
        elif not isinstance(record, HandRecord):
            record = HandRecord.from_json(record)
        if len(presets) < 2:
            raise ValueError("compare at least two presets")
        self.record = record
        self.rules = [Rules.from_spec(p) for p in presets]
        self.hands = [record.play_under(r) for r in self.rules]
        self.scores = [score_hand(h) for h in self.hands]
        self.active = list(self.hands[0].active)
        self.tricks = html_widget("cot-tricks-list")
        self.inputs: list[dict[int, W.IntText]] = []
        columns = []
        for k, _rules in enumerate(self.rules):
            boxes = {}
            for s in self.active:
                box = W.IntText(value=0)
                box.add_class("cot-answer")
                box.add_class(f"cot-answer-{k}-{s}")
                box.layout.width = "15em"
                boxes[s] = box
            self.inputs.append(boxes)
            head = html_widget(f"cot-compare-head cot-compare-head-{k}")
            columns.append(W.VBox([head, *boxes.values()]))
        self.heads = [c.children[0] for c in columns]
        self.build([self.tricks, W.HBox(columns)])

    def answer(self) -> list[dict[int, int]]:
        return [{s: int(w.value) for s, w in boxes.items()} for boxes in self.inputs]

    def evaluate(self, answer: Any) -> Verdict:
        wrong = [
            (k, s)
            for k, score in enumerate(self.scores)
            for s in self.active
            if answer[k].get(s) != score.delta[s]
        ]
        scores = self.scores
        rules = self.rules

        def why(lang: str) -> str:
            parts = []
            for k, s in wrong:
                name = t(f"rules_name_{rules[k].name}", lang)
                parts.append(t("ex_compare_wrong", lang, preset=name,
                               who=seat_name(s, None, lang), delta=f"{scores[k].delta[s]:+d}",
                               said=f"{answer[k].get(s, 0):+d}"))
            for k, score in enumerate(scores):
                lines = score.explain(lang)[len(score.explain(lang)) - len(score.reasons):]
                name = t(f"rules_name_{rules[k].name}", lang)
                parts.append(t("ex_compare_under", lang, preset=name,
                               reasons="; ".join(lines)))
            return _join(parts)

        def hint(lang: str) -> str:
            parts = [t("ex_hint_compare_wrong", lang, preset=t(f"rules_name_{rules[k].name}", lang),
                       who=seat_name(s, None, lang)) for k, s in wrong]
            parts.append(t("ex_hint_compare_rule", lang))
            return _join(parts)

        sources = merge_sources(*(score_sources(s) for s in scores))
        return Verdict(not wrong, why, sources, answer, kit=any(kit_assumed(s) for s in scores),
                       hint=hint)

    def render(self) -> None:
        lang = self.lang
        self.prompt.value = "<b>" + esc(t(
            "ex_compare_prompt", lang,
            presets=" / ".join(t(f"rules_name_{r.name}", lang) for r in self.rules),
        )) + "</b>"
        hand = self.hands[0]
        points = ", ".join(
            t("ex_seat_points", lang, who=seat_name(s, None, lang), points=hand.points()[s])
            for s in self.active
        )
        self.tricks.value = _tricks_html(
            hand.tricks, hand.hand_size, None, lang, french=self.french
        ) + f"<p>{esc(points)}</p>"
        for k, rules in enumerate(self.rules):
            self.heads[k].value = "<b>" + esc(
                t("ex_compare_column", lang, preset=t(f"rules_name_{rules.name}", lang),
                  counter=t(f"counter_{rules.counter}", lang))) + "</b>"
            for s, box in self.inputs[k].items():
                box.description = seat_name(s, None, lang)
