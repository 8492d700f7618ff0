"""Score a finished hand; score one deal under two presets (lessons 3 and 5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..explain import explain_score
from ..hand import Hand
from ..i18n import t
from ..i18n.grammar import list_word
from ..i18n.numbers import signed
from ..records import HandRecord
from ..render.felt import seat_name
from ..rules import Rules, preset_title
from ..scoring import score_hand
from .base import Question, Verdict, first_wrong, kit_assumed, merge_sources, score_sources
from .base import join_sentences as _join
from .positions import counters_from_json, hand_from_json, hand_json

__all__ = ["CompareQuestion", "ScoreQuestion"]


class ScoreQuestion(Question):
    """A finished hand: how many points did each seat take, and who pays (a life, bóle)?
    ``before`` are the counters before the hand (default: the start). The answer is
    ``({seat: points}, [payers])``."""

    kind = "score"
    skill = "score"

    def __init__(self, hand: Hand, before: Sequence[int] | None = None, *,
                 me: int | None = None, french: bool = False) -> None:
        if not hand.over:
            raise ValueError("score a finished hand: this one is still being played")
        self.me = me
        """The learner's seat, called "you" (None: every seat by its number)."""
        self.hand = hand
        self.before = list(before) if before is not None else None
        self.score = score_hand(hand, before)
        self.active = list(hand.active)
        self.asks_payer = hand.rules.counter != "points"
        self.french = french

    def content(self) -> dict[str, Any]:
        return {"position": hand_json(self.hand), "before": self.before, "me": self.me,
                "french": self.french}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> ScoreQuestion:
        before = counters_from_json(data, "before")
        me = data.get("me")
        if me is not None and type(me) is not int:
            raise ValueError("'me' is a seat number")
        return cls(hand_from_json(data["position"]), before, me=me,
                   french=bool(data.get("french")))

    def prompt(self, lang: str = "en") -> str:
        # one question per counter, in its own verb as its boxes say: "who loses a life?",
        # "who takes bóle?" (not "who pays (lives)?"); points ask for the points alone
        return t("ex_score_prompt_" + self.hand.rules.counter, lang)

    def payers(self) -> list[int]:
        """The seats whose counter moves the bad way (lives down, bóle up)."""
        rules = self.hand.rules
        return [
            s for s in self.active
            if (self.score.delta[s] < 0 if rules.counts_down else self.score.delta[s] > 0)
        ]

    def right_answer(self) -> tuple[dict[int, int], list[int]]:
        return {s: self.score.points[s] for s in self.active}, self.payers()

    def wrong_answer(self) -> tuple[dict[int, int], list[int]]:
        points, payers = self.right_answer()
        top = max(points.values())
        most = [s for s, p in points.items() if p == top]
        last = self.hand.tricks[-1].winner
        bonus = self.hand.rules.last_trick_bonus
        forgot_bonus = {s: p - (bonus if s == last else 0) for s, p in points.items()}
        plus_one = {s: p + (1 if s == self.active[0] else 0) for s, p in points.items()}
        candidates = [(points, most)] if self.asks_payer and most != payers else []
        # Whoever took the most pays (when the rule says otherwise); the last trick forgotten.
        candidates += [(forgot_bonus, payers), (plus_one, payers)]
        points_said, payers_said = first_wrong(self, candidates)
        return points_said, payers_said

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
                # with the answer told, no second look is left: say it, the lines below show whom
                parts.append(t("ex_score_payers_told", lang))
            explained = (score.explain(lang) if self.me is None else
                         explain_score(score, lang, you=self.me,
                                       name=lambda s, lang: seat_name(s, self.me, lang)))
            parts.extend(line + "." for line in explained)
            parts.extend(t("ex_score_out", lang, who=seat_name(s, self.me, lang))
                         for s in score.eliminated)
            return _join(parts)

        def hint(lang: str) -> str:
            # one short line, however many seats are wrong: the why comes with the answer
            parts = [t("ex_hint_wrong_points", lang, wrong=len(wrong_points),
                       total=len(self.active))] if wrong_points else []
            if not payers_ok:
                parts.append(t("ex_score_payers_wrong", lang))
            if wrong_points:
                parts.append(t("ex_hint_score_rule", lang,
                               bonus=self.hand.rules.last_trick_bonus))
            return _join(parts)

        return Verdict(not wrong_points and payers_ok, why, score_sources(score), answer,
                       kit=kit_assumed(score), hint=hint)


class CompareQuestion(Question):
    """One deal, scored under two presets: how does each seat's count change under each?
    ``record`` is a ``HandRecord``, its JSON, or a finished ``Hand``; the answer is one
    ``{seat: change}`` per preset."""

    kind = "compare"

    def __init__(self, record: HandRecord | Mapping[str, Any] | Hand,
                 presets: Sequence[str | Rules] = ("trieste", "bergamo"), *,
                 french: bool = False) -> None:
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
        self.french = french

    def content(self) -> dict[str, Any]:
        return {"record": self.record.to_json(), "presets": [r.to_spec() for r in self.rules],
                "french": self.french}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> CompareQuestion:
        presets = data.get("presets")
        if not isinstance(presets, list):
            raise ValueError("'presets' is a list of rules")
        return cls(data["record"], presets, french=bool(data.get("french")))

    def prompt(self, lang: str = "en") -> str:
        # "the rules of Trieste and those of Bergamo": a rule set's name may hold an "and"
        named = [t("ex_compare_rules_other" if i else "ex_compare_rules_first", lang,
                   name=preset_title(r.name, lang)) for i, r in enumerate(self.rules)]
        return t("ex_compare_prompt", lang, presets=list_word(named, lang))

    def right_answer(self) -> list[dict[int, int]]:
        return [{s: score.delta[s] for s in self.active} for score in self.scores]

    def wrong_answer(self) -> list[dict[int, int]]:
        right = self.right_answer()
        zeros = [{s: 0 for s in column} for column in right]
        flipped = [{s: -d for s, d in column.items()} for column in right]
        return list(first_wrong(self, [zeros, flipped]))

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
            for k in sorted({k for k, _ in wrong}):
                # one sentence per rule set, whatever the number of seats it got wrong
                seats = [s for kk, s in wrong if kk == k]
                name = preset_title(rules[k].name, lang)
                if len(seats) == 1:
                    parts.append(t("ex_compare_wrong", lang, preset=name,
                                   who=seat_name(seats[0], None, lang),
                                   delta=signed(scores[k].delta[seats[0]], lang, 0),
                                   said=signed(answer[k].get(seats[0], 0), lang, 0)))
                    continue
                changes = [t("ex_compare_change", lang, who=seat_name(s, None, lang),
                             delta=signed(scores[k].delta[s], lang, 0),
                             said=signed(answer[k].get(s, 0), lang, 0)) for s in seats]
                parts.append(t("ex_compare_wrong_many", lang, preset=name,
                               changes=list_word(changes, lang, article=False)))
            for k, score in enumerate(scores):
                lines = score.explain(lang)[len(score.explain(lang)) - len(score.reasons):]
                name = preset_title(rules[k].name, lang)
                parts.append(t("ex_compare_under", lang, preset=name,
                               reasons="; ".join(lines)))
            return _join(parts)

        def hint(lang: str) -> str:
            parts = [t("ex_hint_wrong_count", lang, wrong=len(wrong),
                       total=len(rules) * len(self.active)),
                     t("ex_hint_compare_rule", lang)]
            return _join(parts)

        sources = merge_sources(*(score_sources(s) for s in scores))
        return Verdict(not wrong, why, sources, answer, kit=any(kit_assumed(s) for s in scores),
                       hint=hint)
