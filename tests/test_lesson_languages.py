"""The lessons in Italian and Portuguese: each translation keeps in step with its English
original, the lesson modules speak every language, and the language follows the learner.

A translation is ``lessons/it/NN-slug.ipynb`` or ``lessons/pt/NN-slug.ipynb`` beside the
English ``lessons/NN-slug.ipynb``. It must have the same cells in the same order: the same
code (only the first cell names the language), and markdown cells with the same headings
(the steps, the exercises), the same JupyterLab-only notes, the same command blocks and
links to the same notebooks. So a step, an exercise or a code cell added to the English
lesson and not to a translation makes this test fail, and so does one removed. A change of
English wording fails too: each translated cell and sentence carries a hash of the English
text it translates (``coteccio_lab.curriculum.translations``).
"""

from __future__ import annotations

import html
import inspect
import io
import json
import re
from contextlib import redirect_stdout
from fractions import Fraction
from pathlib import Path
from typing import Any
from unittest import mock

import IPython.display
import pytest

from coteccio_lab.cards import LANGUAGES
from coteccio_lab.curriculum import (
    LessonPage,
    all_notebooks,
    folder_of,
    language_of,
    lesson,
    lesson_of,
    notebooks,
    page,
)
from coteccio_lab.curriculum.contents import index_notebook
from coteccio_lab.curriculum.translations import (
    STAMPS_FILE,
    english_hash,
    english_texts,
    stale_cells,
    stale_sentences,
    stamp,
)
from coteccio_lab.widgets import CapoteDecision, LanguagePicker, PageLanguage

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
TRANSLATIONS = [p for p in all_notebooks(LESSONS) if language_of(p) != "en"]
HEADING = re.compile(r"^(#+) ", re.MULTILINE)
LINK = re.compile(r"\]\(([^)\s]+\.ipynb)\)")
WORDS = {  # what a lesson's first cell says in each language
    "en": ("Lesson", "**Goals.**", "## Summary"),
    "it": ("Lezione", "**Obiettivi.**", "## Riepilogo"),
    "pt": ("Lição", "**Objetivos.**", "## Resumo"),
}


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def source(cell: dict[str, Any]) -> str:
    text = cell["source"]
    return text if isinstance(text, str) else "".join(text)


def shape(text: str) -> dict[str, Any]:
    """What must be the same in a markdown cell and its translation."""
    return {
        "headings": [len(h) for h in HEADING.findall(re.sub(r"```.*?```", "", text, flags=re.S))],
        "lab-only": text.count("cot-lab-only"),
        "code blocks": text.count("```"),
        "links": [Path(link).name for link in LINK.findall(text)],
        "list items": len(re.findall(r"^\d+\. ", text, re.MULTILINE)),
    }


def nb_id(path: Path) -> str:
    return f"{language_of(path)}-{path.stem}"


# ---- the notebooks ------------------------------------------------------------------------------


def test_every_lesson_is_in_the_three_languages() -> None:
    english = [p.name for p in notebooks(LESSONS)]
    assert len(english) == 6
    for lang in LANGUAGES[1:]:
        assert [p.name for p in notebooks(LESSONS / lang)] == english, f"lessons/{lang}/"
    assert len(all_notebooks(LESSONS)) == 18


def test_translations_are_in_their_language_folders() -> None:
    assert TRANSLATIONS, "no translation found in lessons/it or lessons/pt"
    english = {p.name for p in notebooks(LESSONS)}
    for path in TRANSLATIONS:
        assert path.name in english, f"{path} translates no English lesson"
        assert path.parent == LESSONS / folder_of(language_of(path)).rstrip("/")


@pytest.mark.parametrize("path", TRANSLATIONS, ids=nb_id)
def test_translation_keeps_in_step_with_the_english_lesson(path: Path) -> None:
    lang = language_of(path)
    les = lesson_of(path)
    original = load(LESSONS / path.name)["cells"]
    cells = load(path)["cells"]
    kinds = [c["cell_type"] for c in cells]
    assert kinds == [c["cell_type"] for c in original], (
        f"{path}: cells {kinds} but the English lesson has "
        f"{[c['cell_type'] for c in original]}"
    )
    first_code = True
    for mine, theirs in zip(cells, original):
        tags = mine.get("metadata", {}).get("tags", [])
        assert tags == theirs.get("metadata", {}).get("tags", []), f"{path}: tags differ"
        if mine["cell_type"] == "code":
            if first_code:  # the one code cell that differs: it names the language
                expected = source(theirs).replace(f'page({les.number}, "en")',
                                                  f'page({les.number}, "{lang}")')
                assert source(mine) == expected
                first_code = False
            else:
                assert source(mine) == source(theirs), f"{path}: code differs from English"
            assert mine.get("outputs") == [] and mine.get("execution_count") is None
        else:
            assert shape(source(mine)) == shape(source(theirs)), (
                f"{path}: a markdown cell differs in its steps, notes or links from the "
                f"English one that starts {source(theirs)[:60]!r}"
            )
            assert source(mine) != source(theirs), f"{path}: a cell is still in English"


@pytest.mark.parametrize("path", TRANSLATIONS, ids=nb_id)
def test_translation_is_of_the_english_cell_as_it_is_now(path: Path) -> None:
    stale = stale_cells(load(LESSONS / path.name), load(path))
    assert not stale, (
        f"{path}: revise the translation of these cells, then run "
        f"python -m coteccio_lab.curriculum.translations lessons {language_of(path)}:\n"
        + "\n".join(stale)
    )


def test_lesson_sentences_are_translations_of_the_english_as_it_is_now() -> None:
    stale = stale_sentences(json.loads((LESSONS / STAMPS_FILE).read_text(encoding="utf-8")))
    assert not stale, (
        "revise these translations (the lesson's "
        "translations), then run python -m coteccio_lab.curriculum.translations lessons:\n"
        + "\n".join(stale)
    )


def test_a_changed_english_text_shows_as_stale(tmp_path: Path) -> None:
    """The stamps catch a change of wording, not only of structure, and the stamp command
    clears them."""
    for path in [LESSONS / "01-the-cards.ipynb", LESSONS / "it" / "01-the-cards.ipynb"]:
        (tmp_path / path.relative_to(LESSONS)).parent.mkdir(exist_ok=True)
        (tmp_path / path.relative_to(LESSONS)).write_bytes(path.read_bytes())
    english = load(tmp_path / "01-the-cards.ipynb")
    italian = load(tmp_path / "it" / "01-the-cards.ipynb")
    assert stale_cells(english, italian) == []
    english["cells"][2]["source"] = source(english["cells"][2]).replace(" ", "  ") + " More."
    (tmp_path / "01-the-cards.ipynb").write_text(json.dumps(english), encoding="utf-8")
    assert [line.split(":")[0] for line in stale_cells(english, italian)] == ["cell 2"]
    stamp(tmp_path, ("it",))
    assert stale_cells(english, load(tmp_path / "it" / "01-the-cards.ipynb")) == []

    stamps = json.loads((tmp_path / STAMPS_FILE).read_text(encoding="utf-8"))
    assert stale_sentences(stamps) == [line for line in stale_sentences(stamps)
                                       if line.startswith("pt ")]  # pt was never stamped here
    key = next(iter(stamps["it"]))
    stamps["it"][key] = english_hash("an older English text")
    stamps["it"]["l9_gone"] = english_hash("a sentence since removed")
    found = [line for line in stale_sentences(stamps) if line.startswith("it ")]
    assert found == [f"it {key}: the English changed since the translation: "
                     f"{english_texts()[key][:70]!r}",
                     "it l9_gone: stamped, but no such English text"]


@pytest.mark.parametrize("path", TRANSLATIONS, ids=nb_id)
def test_translation_states_title_goals_and_summary_in_its_language(path: Path) -> None:
    lang = language_of(path)
    les = lesson_of(path)
    word, goals, summary = WORDS[lang]
    cells = load(path)["cells"]
    head = " ".join(source(cells[0]).split())
    assert head.startswith(f"# {word} {les.number} · {les.title_in(lang)}"), head[:80]
    assert goals in head
    for goal in les.goals_in(lang):
        assert " ".join(goal.split()) in head.replace("`", ""), f"{path}: goal missing: {goal}"
    text = "".join(source(c) for c in cells if c["cell_type"] == "markdown")
    assert summary in text
    for link in LINK.findall(text):
        target = path.parent / link
        assert target.is_file(), f"{path} links to missing {link}"
        if target.name in {p.name for p in notebooks(LESSONS)} and (path.parent / target.name
                                                                   ).is_file():
            assert link == target.name, f"{path}: link the {lang} lesson, not {link}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_language_index_is_up_to_date(lang: str) -> None:
    path = LESSONS / folder_of(lang) / "index.ipynb"
    assert load(path) == index_notebook(lang, LESSONS), (
        f"{path} is out of date: run python -m coteccio_lab.curriculum.contents lessons"
    )
    text = source(load(path)["cells"][0])
    for link in LINK.findall(text):
        assert (path.parent / link).is_file(), f"{path} links to missing {link}"
    for n in range(1, 7):
        if (path.parent / lesson(n).notebook).is_file():
            assert f"· {lesson(n).title_in(lang)}]({lesson(n).notebook})" in text


# ---- the lesson modules in every language --------------------------------------------------------


def printed(fn: Any) -> str:
    """What ``fn`` prints and displays (HTML reduced to its text, SVG titles included)."""
    out = io.StringIO()
    shown: list[str] = []

    def display(*objs: Any, **_kw: Any) -> None:
        for obj in objs:
            data = getattr(obj, "data", None)
            shown.append(data if isinstance(data, str) else " ".join(widget_text(obj)))

    with mock.patch.object(IPython.display, "display", display), redirect_stdout(out):
        fn()
    texts = [html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style.*?</style>", "", h,
                                                          flags=re.S)))
             for h in shown]
    return out.getvalue() + "\n".join(" ".join(text.split()) for text in texts)


def widget_text(widget: Any) -> list[str]:
    """The words a widget shows: its values, descriptions and options, its children's too."""
    words = []
    for name in ("value", "description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            words.append(value)
    for option in getattr(widget, "options", ()) or ():
        words.append(str(option[0] if isinstance(option, tuple) else option))
    for child in getattr(widget, "children", ()) or ():
        words += widget_text(child)
    return words


def lesson_functions() -> list[tuple[int, str]]:
    """Every picture, printed fact and chart of the six lessons that takes the language."""
    found = []
    for n in range(1, 7):
        module = page(n).module
        for name in sorted(vars(module)):
            fn = getattr(module, name)
            if (name.startswith(("print_", "show_", "plot_")) and callable(fn)
                    and "lang" in inspect.signature(fn).parameters):
                found.append((n, name))
    return found


ARGS = {"print_same_deal": ("tie",), "show_deal": ("tie",)}
"""Arguments for the functions that need one (the notebook passes the same)."""

ENGLISH = re.compile(
    r"\b(the|to|than|and|of|with|for|by|on|at|has|have|was|were|but|its|seats?|lives?|life|"
    r"players?|points|cards?|after|before|each|who|may|takes?|deals?|leads?|stays?|or|not|"
    r"yes|hands?|wins?|loses?|still|from|into|only|every|out|tricks?|dealer|is|are|expected|"
    r"average|you|your|this|that|which|would|none|nobody|first|last|won|lost|any|"
    r"right|wrong|correct)\b"
)
"""Words that only an English sentence of the lessons uses (none is Italian or Portuguese)."""


def english_words(text: str) -> list[str]:
    """The English words of a lesson's output in another language. The sources' own words
    (between « and », or “ and ” in Portuguese) stay as written, and option names
    (``doctor_after_capote``) are code."""
    text = re.sub(r"«[^»]*»|“[^”]*”", "", text)
    text = re.sub(r"\b\w+_\w+\b", "", text)
    return ENGLISH.findall(text)


def test_the_english_words_check_finds_english() -> None:
    assert english_words("seat 1 takes the trick") == ["seat", "takes", "the", "trick"]
    assert english_words("il posto 1 fa la presa «the words of 003» (doctor_after_capote)") == []
    assert english_words("o lugar 1 ganha a vaza; 0,5 (de 0,2 a 1)") == []


@pytest.mark.parametrize("item", lesson_functions(), ids=lambda i: f"{i[0]}-{i[1]}")
def test_printed_facts_speak_each_language(item: tuple[int, str]) -> None:
    number, name = item
    args = ARGS.get(name, ())
    texts = {lang: printed(lambda lang=lang: getattr(page(number, lang), name)(*args))
             for lang in LANGUAGES}
    english = printed(lambda: getattr(page(number).module, name)(*args))
    assert texts["en"] == english, "English is the default"
    for lang in ("it", "pt"):
        assert texts[lang].strip() and texts[lang] != texts["en"], f"{name} in {lang}"
        for line in texts[lang].splitlines():
            assert not english_words(line), f"{name} in {lang} prints English: {line!r}"


def test_lesson_5_prints_no_english_in_italian_or_portuguese() -> None:
    """Every code cell of lesson 5 that prints, run in each language: no line of the
    Italian or Portuguese output is an English line (the sources' quotes aside)."""
    cells = [source(c) for c in load(LESSONS / "05-regional-variants.ipynb")["cells"]
             if c["cell_type"] == "code"]
    calls = [line for cell in cells[1:] for line in cell.splitlines()
             if line.startswith("lesson.") and not line.startswith("lesson.show(")]
    assert len(calls) >= 15, calls

    def run(lang: str) -> str:
        namespace = {"lesson": page(5, lang)}
        return printed(lambda: [eval(call.rstrip(";"), namespace) for call in calls])

    english = set(run("en").splitlines())
    assert len([line for line in english if english_words(line)]) > 50
    for lang in ("it", "pt"):
        for line in run(lang).splitlines():
            assert not english_words(line), f"lesson 5 in {lang} prints English: {line!r}"
            if english_words(re.sub("[«»“”]", "", line)) == []:
                continue
            # a source quoted in its own words, the same in every language (Portuguese quotes
            # it between “ ”)
            assert line.replace("“", "«").replace("”", "»") in english


def test_lesson_page_passes_its_language() -> None:
    italian = page(2, "it")
    assert isinstance(italian, LessonPage) and italian.lang == "it"
    assert "presa 1" in printed(italian.print_example_tricks)
    assert italian.EXAMPLE_PLAYS == page(2).module.EXAMPLE_PLAYS  # plain values pass through
    widget = italian.lesson.build("follow", "it")
    assert widget.lang == "it"
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        page(2, "fr")
    with pytest.raises(ValueError, match="unknown language"):
        lesson(2).title_in("de")


# ---- numbers and the learner's language ----------------------------------------------------------


def test_capote_decision_writes_numbers_the_way_each_language_does() -> None:
    ex = page(6).module.LESSON.build("two-players")
    assert isinstance(ex, CapoteDecision)
    p = ex.chance()
    assert p == Fraction(19, 24)
    why = ex.evaluate("attempt").why
    assert "79.2% (19/24)" in why("en") and "+0.58" in why("en")
    for lang in ("it", "pt"):
        assert "79,2% (19/24)" in why(lang) and "+0,58" in why(lang), why(lang)
        assert "79.2" not in why(lang)


def test_language_picker_follows_the_page_and_ignores_anything_else() -> None:
    picker = LanguagePicker(lang="en")
    assert isinstance(picker.page, PageLanguage) and not picker.page.fixed
    picker.page.asked = "pt"  # the URL's ?lang=pt, or the language remembered
    assert picker.value == picker.lang == picker.page.lang == "pt"
    for bad in ("fr", "", "<script>", "it; drop"):
        picker.page.asked = bad
        assert picker.value == "pt" and not picker.errors
    picker.buttons.value = "it"  # the learner's own click is remembered by the page
    assert picker.page.lang == "it"
