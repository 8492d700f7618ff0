"""Every page of the lessons' folder is titled in its own language before its kernel runs
(the notebook's ``title``, which Voilà's template puts in ``<title>``): a lesson by its number
and title, an index as the lessons' index, the dashboard and the practice page by their
catalogue titles (English: they follow the learner's language once they run)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from coteccio_lab.curriculum import all_notebooks, folder_of, language_of, lesson_of
from coteccio_lab.i18n import LANGUAGES, t

LESSONS = Path(__file__).resolve().parents[1] / "lessons"


def title(path: Path) -> str:
    return str(json.loads(path.read_text(encoding="utf-8"))["metadata"].get("title", ""))


@pytest.mark.parametrize("path", all_notebooks(LESSONS), ids=lambda p: p.stem + "-" + p.parent.name)
def test_a_lesson_is_titled_in_its_language(path: Path) -> None:
    lang, lesson = language_of(path), lesson_of(path)
    assert title(path) == t("index_lesson", lang, n=lesson.number, title=lesson.title_in(lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_index_is_titled_in_its_language(lang: str) -> None:
    assert title(LESSONS / folder_of(lang) / "index.ipynb") == t("index_title", lang)


def test_the_apps_are_titled() -> None:
    assert title(LESSONS / "dashboard.ipynb") == t("dash_title", "en")
    assert title(LESSONS / "practice.ipynb") == t("practice_title", "en")


def test_a_page_with_a_language_picker_is_titled_in_the_language_chosen() -> None:
    from coteccio_lab.widgets import LanguagePicker

    picker = LanguagePicker(lang="en", title="dash_title")
    assert (picker.page.lang, picker.page.title) == ("en", t("dash_title", "en"))
    picker.value = "it"
    assert (picker.page.lang, picker.page.title) == ("it", t("dash_title", "it"))
