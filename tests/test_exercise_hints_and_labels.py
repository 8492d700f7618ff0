"""Every lesson exercise has a first hint about its own question (not the catalogue's generic
"read the rule above once more"), and every answer field or choice of an exercise has a label,
in the three languages: a screen reader names it, and a reader of the page knows what it asks."""

from __future__ import annotations

import pytest

from coteccio_lab.curriculum import lesson
from coteccio_lab.i18n import t
from coteccio_lab.widgets.exercises import exercise_view

LANGS = ("en", "it", "pt")
EXERCISES = [(n, spec) for n in range(1, 7) for spec in lesson(n).exercises]


@pytest.mark.parametrize(("number", "spec"), EXERCISES,
                         ids=[f"{n}-{spec.key}" for n, spec in EXERCISES])
def test_a_first_wrong_answer_gets_the_exercises_own_hint(number: int, spec) -> None:
    question = spec.question()
    verdict = question.evaluate(question.wrong_answer())
    assert not verdict.correct
    for lang in LANGS:
        hint = verdict.hint_text(lang)
        assert hint and hint != t("ex_hint_generic", lang), (number, spec.key, lang)


@pytest.mark.parametrize(("number", "spec"), EXERCISES,
                         ids=[f"{n}-{spec.key}" for n, spec in EXERCISES])
def test_every_answer_control_of_an_exercise_is_labelled(number: int, spec) -> None:
    import ipywidgets as W

    view = exercise_view(spec.question())
    for lang in LANGS:
        view.set_language(lang)
        stack = list(view.children)
        while stack:
            widget = stack.pop()
            stack.extend(getattr(widget, "children", ()))
            if isinstance(widget, (W.ToggleButtons, W.Dropdown, W.RadioButtons, W.Select,
                                   W.IntText, W.BoundedIntText, W.FloatText, W.Text)):
                assert widget.description.strip(), (number, spec.key, lang, type(widget))


def test_a_numbers_label_says_its_unit() -> None:
    spec = next(s for s in lesson(6).exercises if s.key == "zero-points")
    view = exercise_view(spec.question(), lang="it")
    assert view.box.description == "La tua risposta (%)"
