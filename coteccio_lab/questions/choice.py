"""One of a few options (the lessons' quizzes on readings and simulations), and a number
read off a simulation within a tolerance."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..i18n import Num, t
from ..i18n.numbers import decimal
from .base import Question, Verdict
from .base import join_sentences as _join

__all__ = ["ChoiceQuestion", "NumberQuestion"]


def _counts(params: Mapping[str, Any]) -> dict[str, Any]:
    """A count as the language writes it, with its thousands mark ("1.200")."""
    return {k: Num(v, "int") if type(v) is int else v for k, v in params.items()}


class ChoiceQuestion(Question):
    """The answer is one of ``options`` (a name), or None. A kind of choice defines
    ``prompt``, ``option_text`` and ``evaluate``; ``right`` is the right option."""

    options: tuple[str, ...] = ()
    right: str = ""

    def option_text(self, option: str, lang: str = "en") -> str:
        raise NotImplementedError

    def label(self, lang: str = "en") -> str:
        """The options' name, for the eye and for a screen reader."""
        return t("ex_answer_label", lang)

    def right_answer(self) -> str:
        return self.right

    def wrong_answer(self) -> str:
        return next(o for o in self.options if o != self.right)


class NumberQuestion(Question):
    """Read a number off the lesson's simulation: within ``tolerance`` counts as right.
    The answer is a whole number, or None (nothing typed yet)."""

    kind = "number"

    def __init__(self, truth: float, tolerance: float, prompt_key: str, why_key: str,
                 why_params: Mapping[str, Any], *,
                 prompt_params: Mapping[str, Any] | None = None, unit: str = "",
                 hint_key: str = "") -> None:
        self.truth = float(truth)
        self.tolerance = float(tolerance)
        self.prompt_key = prompt_key
        self.prompt_params = dict(prompt_params or {})
        self.why_key = why_key
        self.why_params = dict(why_params)
        self.unit = unit
        self.hint_key = hint_key
        """Where to look after a first wrong answer (its words take ``why_params``; empty:
        the generic hint)."""
        t(prompt_key, "en", **self.prompt_params)  # an unknown key stops here
        t(why_key, "en", **self.why_params)
        if hint_key:
            t(hint_key, "en", **self.why_params)

    def content(self) -> dict[str, Any]:
        return {"truth": self.truth, "tolerance": self.tolerance, "prompt_key": self.prompt_key,
                "prompt_params": self.prompt_params, "why_key": self.why_key,
                "why_params": self.why_params, "unit": self.unit, "hint_key": self.hint_key}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> NumberQuestion:
        for key in ("truth", "tolerance"):
            if isinstance(data[key], bool) or not isinstance(data[key], (int, float)):
                raise ValueError(f"{key!r} is a number")
        for key in ("prompt_params", "why_params"):
            params = data.get(key, {})
            if not isinstance(params, dict) or not all(
                    isinstance(v, (int, float, str)) for v in params.values()):
                raise ValueError(f"{key!r} is an object of numbers and words")
        return cls(data["truth"], data["tolerance"], str(data["prompt_key"]),
                   str(data["why_key"]), data.get("why_params", {}),
                   prompt_params=data.get("prompt_params", {}), unit=str(data.get("unit", "")),
                   hint_key=str(data.get("hint_key", "")))

    def prompt(self, lang: str = "en") -> str:
        return t(self.prompt_key, lang, **_counts(self.prompt_params))

    def label(self, lang: str = "en") -> str:
        """The field's name, with its unit: for the eye and for a screen reader."""
        if self.unit:
            return t("ex_answer_label_unit", lang, unit=self.unit)
        return t("ex_answer_label", lang)

    def right_answer(self) -> int:
        return round(self.truth)

    def wrong_answer(self) -> int:
        guess = round(self.truth + 3 * self.tolerance + 5)
        return guess if guess <= 1000 else max(0, round(self.truth - 3 * self.tolerance - 5))

    def evaluate(self, answer: Any) -> Verdict:
        right = answer is not None and abs(float(answer) - self.truth) <= self.tolerance

        def why(lang: str) -> str:
            parts = []
            if answer is not None and not right:
                parts.append(t("l6_number_you", lang, said=answer, unit=self.unit))
            parts.append(t("l6_number_right", lang, truth=decimal(self.truth, lang, 1),
                           unit=self.unit, tol=decimal(self.tolerance, lang, 0)))
            parts.append(t(self.why_key, lang, **_counts(self.why_params)))
            return _join(parts)

        def hint(lang: str) -> str:
            return t(self.hint_key, lang, **_counts(self.why_params))

        return Verdict(right, why, "000, 001, 003, 004", answer,
                       hint=hint if self.hint_key else None, figures=True)
