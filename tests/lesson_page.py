"""Answering a lesson's exercises through a page, as a person does: shared by the lessons'
browser tests in Voilà (``test_lessons_browser.py``) and in the static site
(``test_site_browser.py``).

The answers come from ``coteccio_lab.curriculum`` (``right_answer``, ``wrong_answer``), the
clicks and keys from ``answer_steps``; the verdict read back from the page must be the one
the exercise object gives in this process, with the engine's explanation.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator, Sequence
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

from harness.steps import Step, answer_steps
from playwright.sync_api import Locator, Page, expect

from coteccio_lab.curriculum import language_of, lesson_of, page, right_answer, wrong_answer
from coteccio_lab.i18n import t


def _selected(card: Locator) -> bool:
    return "cot-selected" in (card.get_attribute("class") or "").split()


def do_step(box: Locator, step: Step) -> None:
    """Carry out one ``Step`` inside the exercise element ``box``."""
    if step.action == "click":
        box.locator(step.selector).first.click()
        if step.value:
            expect(box.locator(step.value)).to_have_count(1)
    elif step.action == "fill":
        field = box.locator(step.selector)
        field.fill(str(step.value))
        field.press("Enter")
        expect(field).to_have_value(str(step.value))
    elif step.action == "tick":
        box.locator(step.selector).set_checked(bool(step.value))
    elif step.action == "select":
        row = box.locator(step.selector)
        wanted = set(step.value)
        expect(row.locator(".cot-card").first).to_be_visible()
        for cls in row.locator(".cot-card").evaluate_all(
            "els => els.map(e => e.getAttribute('class'))"
        ):
            match = re.search(r"\bcot-card-(\w\w)\b", cls or "")
            assert match, cls
            code = match.group(1)
            card = row.locator(f".cot-card-{code}")
            if _selected(card) != (code in wanted):
                card.click()
                pattern = re.compile(r"\bcot-selected\b")
                if code in wanted:
                    expect(row.locator(f".cot-card-{code}")).to_have_class(pattern)
                else:
                    expect(row.locator(f".cot-card-{code}")).not_to_have_class(pattern)
    else:  # pragma: no cover - Step.action is a Literal
        raise AssertionError(f"unknown step {step}")


VERDICT_TIMEOUT = 60_000
"""Milliseconds a page may take to show a check's verdict."""


def answer_and_check(box: Locator, exercise: Any, answer: Any, word: str) -> None:
    """Enter ``answer``, press Check, and read the verdict and the engine's explanation (or,
    for a first wrong answer, the hint), in the exercise's language."""
    lang = exercise.lang
    for step in answer_steps(exercise, answer):
        do_step(box, step)
    verdict = exercise.evaluate(answer)
    assert verdict.correct == (word == "correct")
    box.locator(".cot-check").click()
    feedback = box.locator(".cot-feedback")
    # a check may ask the judge (lesson 6), a few seconds of a busy machine in the browser's
    # Python: the verdict is waited for, not timed
    if word == "correct":
        expect(feedback).to_contain_text(t("ex_correct", lang), timeout=VERDICT_TIMEOUT)
        expect(feedback).not_to_contain_text(t("ex_not_quite", lang))
    else:
        expect(box.locator(".cot-verdict-wrong")).to_be_visible(timeout=VERDICT_TIMEOUT)
    hinted = word != "correct" and "cot-feedback-hint" in (feedback.get_attribute("class") or "")
    if word != "correct":
        # "not yet" promises another try: the wrong answer that is then told says no more
        expect(feedback).to_contain_text(t("ex_not_quite" if hinted else "ex_answer_told", lang))
    if hinted:
        # a first wrong answer is told where to look, not the answer (a second try is)
        expect(feedback).to_contain_text(verdict.hint_text(lang))
        expect(feedback).not_to_contain_text(verdict.why(lang))
    else:
        expect(feedback).to_contain_text(verdict.why(lang))
    expect(feedback).to_contain_text(verdict.sources_text(lang))


def drivable(exercise: Any) -> bool:
    try:
        answer_steps(exercise, right_answer(exercise))
    except TypeError:
        return False
    return True


def answer_every_exercise(page: Page, lesson: Any, lang: str,
                          keys: Sequence[str] | None = None) -> Iterator[tuple[str, Locator]]:
    """Each exercise of ``lesson`` on ``page`` that the steps can drive (those of ``keys``
    only, when given), answered right and then wrong (``answer_and_check``); yields its key
    and its element after each."""
    for spec in lesson.exercises:
        if keys is not None and spec.key not in keys:
            continue
        exercise = lesson.build(spec.key, lang)
        if not drivable(exercise):
            continue
        box = page.locator(f".{lesson.css_class(spec.key)}")
        box.scroll_into_view_if_needed()
        answer_and_check(box, exercise, right_answer(exercise), "correct")
        answer_and_check(box, exercise, wrong_answer(exercise), "not quite")
        yield spec.key, box


def try_it(notebook: Path) -> tuple[str, str]:
    """A lesson's *Try it yourself*: its heading, and the first line its code prints (run
    here, as JupyterLab runs it), so that a test can look for both on a page."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    head, code = ("".join(cell["source"]) for cell in cells[-2:])
    out = io.StringIO()
    with redirect_stdout(out):
        exec(code, {"lesson": page(lesson_of(notebook).number, language_of(notebook))})
    return head.splitlines()[0].lstrip("# "), out.getvalue().splitlines()[0]
