"""The lessons' exercises as code: one module per lesson, shared by the notebook and the tests.

A lesson notebook stays short: its code cells call the lesson module, which builds the
pictures and the exercises. The tests build the same exercises from the same
definitions and ask them for the right answer, so the page and the tests cannot drift
apart.

The convention (lessons 1 to 3 follow it; every later lesson joins by doing the same)
=====================================================================================

1. **Files.** Lesson ``N`` is the notebook ``lessons/NN-slug.ipynb`` (``NN`` two digits,
   ``slug`` lower-case words joined by ``-``) and the module
   ``coteccio_lab/curriculum/lessonN.py`` (``N`` without a leading zero).
   ``notebooks()`` lists the lesson notebooks; ``lesson_of(path)`` finds the module's
   ``Lesson``.
2. **The module** defines ``LESSON = Lesson(number=N, slug=..., title=..., goals=...,
   exercises=(ExerciseSpec(...), ...))`` and, for the notebook, ``start = LESSON.start``
   and ``show = LESSON.show``. ``LESSON.notebook`` must be the notebook's file name.
3. **An exercise** is an ``ExerciseSpec``: a ``key`` (a slug, unique in the lesson), a
   short ``title``, ``question() -> Question`` (a question of ``coteccio_lab.questions``,
   built from fixed content: a learner, the class service and a test see the same one),
   and optionally ``context(lang) -> html`` shown just above it (what the widget does not
   show, e.g. the lives before a hand). The page shows the question's widget
   (``widgets.exercise_view``); the module imports no widget library at its top, so the
   class service judges an answer (``answers.judge``) with the question alone.
4. **The notebook** opens with a markdown cell ``# Lesson N · Title`` that states the
   goals as a numbered list after ``**Goals.**`` (one item per ``LESSON.goals``), then a
   code cell ``from coteccio_lab.curriculum import page``, ``lesson = page(N, "en")`` and
   ``lesson.start()``. It shows each exercise once, in the order of ``LESSON.exercises``,
   with ``lesson.show("key");`` (the ``;`` keeps the widget's repr out of nbval), has at
   least one cell of facts printed from the engine tagged ``nbval-check-output`` (a cell
   tag, so that the learner's code shows no test marker), prints no exercise's answer
   before the exercise has told it (``lesson.after(key, ...)``), and ends
   with a relative link to the next lesson (``[...](NN-slug.ipynb)``, which works in
   JupyterLab and in Voilà).
   On the page the widget carries the classes ``cot-lesson-exercise`` and
   ``cot-ex-NN-key`` (``LESSON.css_class(key)``): that is how a browser test finds it.
5. **Answers.** ``right_answer(q)`` and ``wrong_answer(q)`` compute, headlessly, an answer
   that the question (or its widget) judges correct and a plausible one it judges wrong:
   every question has ``right_answer()`` and ``wrong_answer()``, computed by the engine.
   How a person enters an answer on the page (the clicks and keys, relative to the
   exercise's element) is the tests' business: ``tests/harness/steps.py`` says it for each
   exercise view, and the browser test skips an exercise whose view it does not know
   (each lesson needs at least one it can drive).
6. **Languages.** The Italian and Portuguese notebooks are ``lessons/it/NN-slug.ipynb``
   and ``lessons/pt/NN-slug.ipynb``: the same cells as the English one, the markdown
   translated (``# Lezione N`` / ``# Lição N``, ``**Obiettivi.**`` / ``**Objetivos.**``),
   the first code cell ``page(N, "it")``. ``LESSON.translations`` holds the title and goals
   in each language; every picture and printed fact of the module takes ``lang`` (its
   sentences are in the catalogue, ``coteccio_lab/locale``), and ``LessonPage``
   passes the page's language to them. ``start()`` also tells the browser the page's
   language, which the dashboard then opens in. Each language has an
   index (``contents``). ``tests/test_lesson_languages.py`` checks that each translation
   keeps in step with its English original, in its structure and in its wording
   (``translations`` stamps each translation with a hash of its English text).
7. **Text that only makes sense in JupyterLab** (``run the next cell``) goes in an HTML
   element of class ``cot-lab-only``; ``start()`` hides it when the page is served by
   Voilà, where the code is hidden and the page reads as an app.
8. **Try it yourself.** A lesson ends, after its link to the next one, with a markdown cell
   (a ``###`` heading) and a code cell that plays with the kit's learner API
   (``from coteccio_lab import Hand``, ``Hand.deal``, ``hand.legal_moves``, ``hand.push``),
   both tagged ``LAB_ONLY`` (``cot-lab-only``). nbval runs the code cell like any other;
   Voilà leaves both cells out, unrun (``TagRemovePreprocessor`` in ``voila.json``).

``tests/test_curriculum.py`` checks this convention for every lesson notebook (the
module exists and names the notebook, every exercise is shown exactly once and in order,
right answers are right and wrong ones wrong, the notebook is committed without outputs),
and ``tests/browser/test_lessons_browser.py`` opens every lesson in Voilà (one server for
the whole ``lessons/`` folder), answers each exercise right and then wrong through the
page, and reads the feedback.

Sources are cited by their numbers in ``docs/rules.md`` (see ``SOURCES``).
"""

from __future__ import annotations

import functools
import importlib
import inspect
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..cards import LANGUAGES
from ..i18n import t
from ..questions import Question
from .answers import card_codes, right_answer, wrong_answer

if TYPE_CHECKING:
    from ..widgets import Exercise

__all__ = [
    "LAB_ONLY",
    "LANGUAGES",
    "LessonPage",
    "NOTEBOOK_NAME",
    "all_notebooks",
    "folder_of",
    "language_of",
    "page",
    "remember_language",
    "SOURCES",
    "ExerciseSpec",
    "card_codes",
    "Lesson",
    "in_voila",
    "lesson",
    "lesson_of",
    "lessons",
    "notebooks",
    "right_answer",
    "show_html",
    "show_object",
    "wrong_answer",
]

LAB_ONLY = "cot-lab-only"
"""The tag of the cells only JupyterLab shows (the *Try it yourself* cells); Voilà removes
them (``voila.json``), as ``start()`` hides the HTML elements of the same class."""

NOTEBOOK_NAME = re.compile(r"^(?P<number>\d\d)-(?P<slug>[a-z0-9]+(?:-[a-z0-9]+)*)\.ipynb$")
"""A lesson notebook's file name: ``NN-slug.ipynb``."""

SOURCES: dict[str, str] = {
    "000": "a Portuguese description of the Trieste game",
    "001": "an Italian rules page (deck, worked trick, scoring, tokens, the doctor)",
    "003": "an English rules page",
    "004": "an Italian article on the game in Trieste, Bergamo and Piacenza–Modena",
}
"""The written sources the lessons cite, by their numbers in ``docs/rules.md``."""


# ---- the convention --------------------------------------------------------------------------


@dataclass(frozen=True)
class ExerciseSpec:
    """One checked exercise of a lesson: fixed content, built on demand."""

    key: str
    """A slug, unique in the lesson; part of the CSS class the browser test looks for."""
    title: str
    question: Callable[[], Question]
    """``question()``: the question, with the same content every time."""
    context: Callable[[str], str] | None = None
    """``context(lang)``: HTML shown just above the widget (what the widget does not show)."""


@dataclass(frozen=True)
class Lesson:
    """A lesson: its notebook, its goals and its exercises."""

    number: int
    slug: str
    title: str
    goals: tuple[str, ...]
    exercises: tuple[ExerciseSpec, ...]
    css: str = field(default="", repr=False)
    """Extra CSS for the lesson's pictures (``start()`` adds it to the page)."""
    translations: Mapping[str, tuple[str, tuple[str, ...]]] = field(
        default_factory=dict, repr=False
    )
    """The title and the goals in every other language: ``{"it": (title, goals), ...}``."""

    def __post_init__(self) -> None:
        keys = [spec.key for spec in self.exercises]
        if len(set(keys)) != len(keys):
            raise ValueError(f"lesson {self.number}: exercise keys must be unique: {keys}")
        for key in keys:
            if not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", key):
                raise ValueError(f"lesson {self.number}: exercise key {key!r} is not a slug")
        for lang in self.translations:
            if len(self.translations[lang][1]) != len(self.goals):
                raise ValueError(f"lesson {self.number}: {len(self.goals)} goals in 'en', "
                                 f"{len(self.translations[lang][1])} in {lang!r}")

    @property
    def notebook(self) -> str:
        """The notebook's file name in ``lessons/``."""
        return f"{self.number:02d}-{self.slug}.ipynb"

    def path(self, lang: str = "en") -> str:
        """The notebook's path in ``lessons/``: ``NN-slug.ipynb`` in English,
        ``it/NN-slug.ipynb`` and ``pt/NN-slug.ipynb`` in the other languages."""
        return f"{folder_of(lang)}{self.notebook}"

    def title_in(self, lang: str = "en") -> str:
        return self.title if lang == "en" else self._translation(lang)[0]

    def goals_in(self, lang: str = "en") -> tuple[str, ...]:
        return self.goals if lang == "en" else self._translation(lang)[1]

    def _translation(self, lang: str) -> tuple[str, tuple[str, ...]]:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
        # a language started after this lesson was written (one new .po) shows its English
        # title until the lesson is translated; the index marks the lesson as pending
        return self.translations.get(lang, (self.title, self.goals))

    @property
    def keys(self) -> list[str]:
        return [spec.key for spec in self.exercises]

    def exercise(self, key: str) -> ExerciseSpec:
        for spec in self.exercises:
            if spec.key == key:
                return spec
        raise KeyError(f"lesson {self.number} has no exercise {key!r}: it has {self.keys}")

    def css_class(self, key: str) -> str:
        """The class that marks exercise ``key`` on the page: ``cot-ex-NN-key``."""
        self.exercise(key)
        return f"cot-ex-{self.number:02d}-{key}"

    def question(self, key: str) -> Question:
        """Exercise ``key``'s question (no widget)."""
        return self.exercise(key).question()

    def build(self, key: str, lang: str = "en") -> Exercise:
        """Exercise ``key`` as a widget carrying its CSS hooks (nothing is displayed)."""
        from ..widgets import exercise_view

        widget = exercise_view(self.question(key), lang=lang)
        widget.add_class("cot-lesson-exercise")
        widget.add_class(self.css_class(key))
        return widget

    def show(self, key: str, lang: str = "en") -> Exercise:
        """Display exercise ``key`` (its context first) and return the widget.

        Opened from a class server, every check of the exercise is reported to the class
        (lesson, exercise, the learner's answer, which the class service judges);
        otherwise nothing more happens.
        """
        spec = self.exercise(key)
        if spec.context is not None:
            show_html(spec.context(lang))
        widget = self.build(key, lang)
        reporter = _CLASS.get("reporter")
        if reporter is not None:
            from ..classservice.client import PROGRESS, progress_message
            from .answers import answer_json

            # The answer, not the verdict: the class service judges it again itself.
            widget.on_check(lambda verdict: reporter.post(
                PROGRESS, progress_message(self.number, key, answer_json(verdict.answer)),
                lambda _answer: None,
            ))
        show_object(widget)
        return widget

    def start(self, lang: str = "en") -> None:
        """The page's stylesheet; under Voilà it also hides the JupyterLab-only hints.

        Opened from a class server, it also shows who the class says the student is, and
        links the page to the class service (``widgets.classlink``).
        """
        from ..render import stylesheet
        from .pictures import CSS

        self.title_in(lang)  # an unknown language stops here, before anything is shown
        # the kit's own rules too: the pictures' hidden words use its ``cot-sr-only``
        rules = stylesheet() + CSS + self.css
        if in_voila():
            rules += Path(__file__).with_name("voila.css").read_text(encoding="utf-8")
        show_html(f"<style>{rules}</style>")
        remember_language(lang, t("index_lesson", lang, n=self.number, title=self.title_in(lang)))
        _start_class(lang)

    def page(self, lang: str = "en") -> LessonPage:
        """The lesson's module as a notebook in ``lang`` uses it (see ``LessonPage``)."""
        return LessonPage(self, lang)


class LessonPage:
    """A lesson's module in one language: what a lesson notebook calls.

    ``page(2, "it")`` gives lesson 2 in Italian: ``start()`` and ``show(key)`` are the
    lesson's, and every function of the module that takes a ``lang`` keyword (the
    pictures and the printed facts) is called with ``lang="it"``. So the notebooks of the
    three languages have the same code cells, only the first one names the language.
    """

    def __init__(self, lesson: Lesson, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
        self.lesson = lesson
        self.lang = lang
        self.module: ModuleType = importlib.import_module(f"{__name__}.lesson{lesson.number}")
        self.shown: dict[str, Exercise] = {}
        """The exercises this page has shown, by key (the last one shown of each)."""
        self._waiting: dict[str, list[Callable[[Exercise], None]]] = {}

    def start(self) -> None:
        self.lesson.start(self.lang)

    def show(self, key: str) -> Exercise:
        widget = self.lesson.show(key, self.lang)
        self.shown[key] = widget
        for connect in self._waiting.pop(key, []):
            connect(widget)
        return widget

    def after(self, key: str, part: Callable[..., object], *args: Any) -> Any:
        """Show what ``part(*args)`` prints or displays (a worked solution, a count that
        holds an exercise's answer) only once exercise ``key`` has told its answer: the
        learner answered it right, or tried twice. Until then the place says so. The
        exercise may be shown before this call or after it:
        ``lesson.after("decide", lesson.print_odds, "main");`` (returns the box shown).
        """
        import ipywidgets as W

        from ..i18n import t

        self.lesson.exercise(key)  # an unknown key stops here
        number = self.lesson.keys.index(key) + 1
        out = W.Output()
        out.add_class("cot-after-exercise")
        out.add_class(f"cot-after-{self.lesson.css_class(key)}")
        waiting = W.HTML(
            f'<p class="cot-after-note"><i>{t("lesson_after_exercise", self.lang, n=number)}'
            "</i></p>"
        )
        box = W.VBox([waiting, out])
        box.add_class("cot-after")
        box.add_class(f"cot-after-{key}")

        def fill() -> None:
            box.children = [out]
            with out:
                part(*args)

        def connect(widget: Exercise) -> None:
            widget.on_told(fill)

        if key in self.shown:
            connect(self.shown[key])
        else:
            self._waiting.setdefault(key, []).append(connect)
        show_object(box)
        return box

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        value = getattr(self.module, name)
        if callable(value) and not isinstance(value, type) and _takes_lang(value):
            return functools.partial(value, lang=self.lang)
        return value

    def __repr__(self) -> str:
        return f"<lesson {self.lesson.number} in {self.lang!r}>"


def _takes_lang(fn: Callable[..., Any]) -> bool:
    try:
        return "lang" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


def remember_language(lang: str, title: str = "") -> None:
    """Tell the browser that the learner reads in ``lang``: the dashboard, opened later from
    the same server, starts in it (``widgets.PageLanguage``). The page is in ``lang`` and
    titled ``title`` (by default the title of the lessons' index)."""
    from ..widgets import PageLanguage

    folder_of(lang)  # refuses an unknown language
    show_object(PageLanguage(lang=lang, fixed=True, title=title or t("index_title", lang)))


def page(number: int, lang: str = "en") -> LessonPage:
    """Lesson ``number`` in ``lang``: ``lesson = page(2, "it")`` opens a lesson notebook."""
    return lesson(number).page(lang)


def folder_of(lang: str) -> str:
    """Where a language's lessons live in ``lessons/``: ``""`` (English), ``"it/"``, ``"pt/"``."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
    return "" if lang == "en" else f"{lang}/"


def language_of(path: str | os.PathLike[str]) -> str:
    """The language of a lesson notebook, from its folder (``it/``, ``pt/``; else English)."""
    parent = Path(path).parent.name
    return parent if parent in LANGUAGES[1:] else "en"


def all_notebooks(root: str | os.PathLike[str]) -> list[Path]:
    """Every lesson notebook of every language under ``root`` (``lessons/``)."""
    found = []
    for lang in LANGUAGES:
        folder = Path(root) / folder_of(lang)
        if folder.is_dir():
            found += notebooks(folder)
    return found


_CLASS: dict[str, Any] = {}
"""This kernel's link to the class service, once a lesson has started (class mode only)."""


def _start_class(lang: str = "en") -> None:
    """Class mode: a line that says who the student is (or where to join), and the link."""
    import html as _html

    import ipywidgets as W

    from ..i18n import t
    from ..widgets.classlink import ClassReporter

    reporter = _CLASS.get("reporter") or ClassReporter.from_env()
    if reporter is None:
        return
    _CLASS["reporter"] = reporter
    line = W.HTML()
    line.add_class("cot-class-status")
    join = reporter.base + "join"

    def answered(answer: Any) -> None:
        name = answer.body.get("name") if answer.ok else None
        if isinstance(name, str) and name:
            line.value = "<p>" + t("lesson_class_you", lang,
                                   name=f"<b>{_html.escape(name)}</b>") + "</p>"
        else:
            link = (f'<a href="{_html.escape(join)}" target="_top">'
                    f"{_html.escape(join)}</a>")
            line.value = "<p>" + t("lesson_class_join", lang, link=link) + "</p>"

    reporter.on_me(answered)
    parts: list[Any] = [line]
    if reporter.link is not None:
        parts.append(reporter.link)
    show_object(W.VBox(parts))


def show_html(html: str) -> None:
    """Display ``html`` in the notebook (a picture, a note, a stylesheet)."""
    from IPython.display import HTML, display

    display(HTML(html))  # type: ignore[no-untyped-call]


def show_object(obj: object) -> None:
    """Display a widget (or anything IPython can show) in the notebook."""
    from IPython.display import display

    display(obj)  # type: ignore[no-untyped-call]


def in_voila() -> bool:
    """True in a kernel started by Voilà (it puts its URLs in the kernel's environment)."""
    return any(name in os.environ for name in ("VOILA_BASE_URL", "VOILA_SERVER_URL"))


def notebooks(folder: str | os.PathLike[str]) -> list[Path]:
    """The lesson notebooks in ``folder`` (``NN-slug.ipynb``), in lesson order."""
    found = [p for p in Path(folder).iterdir() if p.is_file() and NOTEBOOK_NAME.match(p.name)]
    return sorted(found, key=lambda p: p.name)


def lesson(number: int) -> Lesson:
    """The ``LESSON`` of ``coteccio_lab.curriculum.lesson<number>``."""
    module = importlib.import_module(f"{__name__}.lesson{int(number)}")
    value = getattr(module, "LESSON", None)
    if not isinstance(value, Lesson):
        raise TypeError(f"{module.__name__} must define LESSON = Lesson(...)")
    if value.number != int(number):
        raise ValueError(f"{module.__name__}.LESSON.number is {value.number}, not {number}")
    return value


def lesson_of(path: str | os.PathLike[str]) -> Lesson:
    """The lesson of a notebook ``NN-slug.ipynb``; its ``notebook`` must be that name."""
    name = Path(path).name
    match = NOTEBOOK_NAME.match(name)
    if match is None:
        raise ValueError(f"{name} is not a lesson notebook name (NN-slug.ipynb)")
    found = lesson(int(match["number"]))
    if found.notebook != name:
        raise ValueError(f"lesson {found.number} names its notebook {found.notebook}, not {name}")
    return found


def lessons(folder: str | os.PathLike[str]) -> list[Lesson]:
    """The lessons of every lesson notebook in ``folder``."""
    return [lesson_of(p) for p in notebooks(folder)]
