"""The practice page (``lessons/practice.ipynb``): fresh drills of the lessons' skills on a
spaced-repetition schedule, in the learner's language.

One page for the three languages, like the dashboard: the drills are new deals every time,
not a lesson's fixed exercises, and they span lessons 2 to 6, so the page has no
translated copies; it opens in the language of the last lesson read (or ``?lang=``), and
its picker switches it. Opened from a class server, the class keeps the schedule
(``widgets.practice``).
"""

from __future__ import annotations

from typing import Any

from ..cards import LANGUAGES

__all__ = ["practice_page"]


def practice_page(lang: str = "en") -> Any:
    """The page's widget: the language picker above the practice panel (displayed by the
    notebook's last line)."""
    import ipywidgets as W

    from ..widgets import LanguagePicker
    from ..widgets.classlink import ClassReporter
    from ..widgets.practice import PracticePanel

    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
    reporter = ClassReporter.from_env()
    panel = PracticePanel(lang=lang, reporter=reporter)
    picker = LanguagePicker(panel, lang=lang, title="practice_title")
    parts: list[Any] = [picker, panel]
    if reporter is not None and reporter.link is not None:
        parts.append(reporter.link)
    page = W.VBox(parts)
    page.add_class("cot-practice-page")
    return page
