"""The practice table's mastery reads right: whole percents, and its rule said under the
table, with figures that are the schedule's own.

The expected figures are worked out here from the rule as the schedule's docstring states
it (a beta prior of one right and one wrong answer: (right + 1) / (answers + 2) for a first
answer), not read back from the code that shows them.
"""

from __future__ import annotations

import itertools
from datetime import datetime, timedelta, timezone

import pytest

from coteccio_lab.drills import Schedule
from coteccio_lab.i18n import t
from coteccio_lab.widgets.practice import PracticePanel

DAY = datetime(2026, 3, 1, 9, tzinfo=timezone.utc)


def panel_after(*answers: bool, lang: str = "en") -> PracticePanel:
    saved = Schedule()
    for k, correct in enumerate(answers):
        saved.record("trick", correct, DAY - timedelta(days=30 - 5 * k))
    seeds = itertools.count(40)
    panel = PracticePanel(clock=lambda: DAY, seeds=lambda: next(seeds))
    panel.store.saved = saved.dumps()
    panel.store.loaded = True
    panel.set_language(lang)
    return panel


@pytest.mark.parametrize(("correct", "shown"), [(True, "67%"), (False, "33%")])
def test_one_first_answer_reads_as_whole_percents(correct: bool, shown: str) -> None:
    # one answer: (1 + 1) / (1 + 2) = 2/3 right, (0 + 1) / (1 + 2) = 1/3 wrong
    table = panel_after(correct).table.value
    said = t("practice_mastery", "en", percent=shown, right=int(correct), answers=1)
    assert said in table
    assert "66.7" not in table and "33.3" not in table


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_rule_is_said_under_the_table_in_each_language(lang: str) -> None:
    table = panel_after(True, lang=lang).table.value
    rule = t("practice_mastery_rule", lang, start="50%", one_right="67%", one_wrong="33%")
    assert 'class="cot-practice-rule"' in table
    assert rule.replace("'", "&#x27;") in table


def test_the_rule_is_there_before_any_answer() -> None:
    table = panel_after().table.value
    assert t("practice_mastery_rule", "en", start="50%", one_right="67%",
             one_wrong="33%") in table
