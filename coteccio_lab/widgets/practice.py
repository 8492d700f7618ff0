"""The practice panel: the learner's skills with their mastery and next review, and fresh
drills on the spaced-repetition schedule (``coteccio_lab.drills``).

Alone, the schedule is kept in the browser's storage (:class:`PracticeStore`, the same for
every page of one server: Voilà, JupyterLab, the static site), so it survives a reload and
a new session; any page may schedule a mistake there (``PracticeStore().add_mistake``: a
hand's review), which the practice page asks again when it is due. In a class
(``reporter``), each first answer goes to the class service, which judges it by dealing
the drill again from its seed, and the schedule is read back from the checks the class
keeps.

Hooks: ``cot-practice``; ``cot-practice-skills`` (the table, a row
``cot-practice-row-<skill>`` each), ``cot-practice-next``, ``cot-practice-skill-<skill>``
(practise that skill), ``cot-practice-drill`` (the drill: an exercise with the usual
``cot-answer``, ``cot-check``, ``cot-feedback``), ``cot-practice-counted`` (what the first
answer did to the schedule), ``cot-practice-status``, ``cot-practice-class-drill`` (in a
class: the drill the teacher gave the class). In a class a mistake of play (kept by the
service, graded by it) is answered to the service too, which judges it at the position
it kept.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

import anywidget
import ipywidgets as W
import traitlets

from ..classservice.client import PRACTICE, PROGRESS, Answer, progress_message
from ..drills import LESSON_OF, SKILLS, Review, Schedule, ScheduleError, SkillState, drill
from ..drills.deals import MAX_SEED
from ..drills.schedule import now as utc_now
from ..i18n import t
from ..i18n.numbers import percent
from ..questions import Question, QuestionError, Verdict, answer_json
from .base import View, button, esc, html_widget, show
from .exercises import Exercise, exercise_view

__all__ = ["STORAGE_KEY", "PracticePanel", "PracticeStore"]

STORAGE_KEY = "coteccio-lab-practice"
RETRY = "api/practice/retry"
"""Where the practice page sends its answer to a mistake of play, in a class."""


class PracticeStore(anywidget.AnyWidget):
    """The practice kept in the browser (invisible); ``key=""``: none (a class keeps it).

    The page sends what it holds in ``saved`` (and sets ``loaded``, ``available``);
    ``value`` is written back whenever the kernel changes it; ``aside`` keeps a text that
    could not be read under ``<key>-unreadable``.
    """

    _esm = Path(__file__).with_name("practice.js")
    _css = Path(__file__).with_name("practice.css")

    key = traitlets.Unicode(STORAGE_KEY).tag(sync=True)
    saved = traitlets.Unicode("").tag(sync=True)
    loaded = traitlets.Bool(False).tag(sync=True)
    available = traitlets.Bool(True).tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)
    aside = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._mistakes: list[tuple[Mapping[str, Any], str, datetime]] = []
        self.observe(lambda _change: self._keep_mistakes(), names="loaded")

    def add_mistake(self, question: Mapping[str, Any], skill: str,
                    at: datetime | None = None) -> None:
        """Schedule a mistake (a question's JSON, e.g. from a hand's review) for practice in
        this browser: at once if the page has read its storage, else as soon as it has.
        Any page may do it (the dashboard): the practice page shows it when it is due."""
        self._mistakes.append((dict(question), skill, at or utc_now()))
        self._keep_mistakes()

    def _keep_mistakes(self) -> None:
        if not self.loaded or not self.key or not self._mistakes:
            return
        try:
            schedule = Schedule.loads(self.value or self.saved)
        except ScheduleError:
            self.aside = self.saved
            schedule = Schedule()
        for question, skill, at in self._mistakes:
            schedule.add_mistake(question, skill, at)
        self._mistakes.clear()
        self.value = schedule.dumps()


class Reporter(Protocol):
    """What the panel needs of ``widgets.classlink.ClassReporter``."""

    def on_me(self, callback: Callable[[Answer], None]) -> None: ...

    def post(self, path: str, body: Any, callback: Callable[[Answer], None]) -> None: ...


def _class_drill(data: Any) -> tuple[str, int | None] | None:
    """The teacher's drill as ``api/me`` gives it (``{"skill", "seed"}``), if it is one."""
    if not isinstance(data, Mapping) or data.get("skill") not in SKILLS:
        return None
    seed = data.get("seed")
    if seed is not None and (type(seed) is not int or not 0 <= seed < MAX_SEED):
        return None
    return str(data["skill"]), seed


def when_text(due: datetime | None, at: datetime, lang: str) -> str:
    """"due now", "tomorrow", "in 3 days"."""
    if due is None or due <= at:
        return t("practice_due_now", lang)
    days = math.ceil((due - at).total_seconds() / 86400)
    return t("practice_due_tomorrow", lang) if days <= 1 else t("practice_due_days", lang,
                                                                 days=days)


def mastery_rule(lang: str) -> str:
    """How the mastery column reads, its numbers worked out by the schedule itself: where a
    skill starts, and where one right or one wrong first answer puts it."""

    def after(correct: bool) -> float:
        state = SkillState("rule", "rule")
        state.answer(Review("rule", correct, utc_now()))
        return state.mastery

    return t("practice_mastery_rule", lang,
             start=percent(SkillState("rule", "rule").mastery, lang, digits=0),
             one_right=percent(after(True), lang, digits=0),
             one_wrong=percent(after(False), lang, digits=0))


def item_name(state: SkillState, lang: str) -> str:
    skill = t(f"skill_{state.skill}", lang) if state.skill in SKILLS else state.skill
    return skill if state.question is None else t("skill_mistake", lang, skill=skill)


class PracticePanel(View):
    """The learner's practice (see the module). ``clock`` and ``seeds`` are for tests."""

    def __init__(self, *, lang: str = "en", reporter: Reporter | None = None,
                 clock: Callable[[], datetime] = utc_now,
                 seeds: Callable[[], int] | None = None) -> None:
        super().__init__(lang=lang, css_class="cot-practice")
        self.schedule = Schedule()
        self.reporter = reporter
        self.clock = clock
        self.seeds = seeds or (lambda: random.SystemRandom().randrange(MAX_SEED))
        self.store = PracticeStore(key="" if reporter is not None else STORAGE_KEY)
        self.problem: str | None = None
        """Why the saved practice could not be read (shown on the page), if it could not."""
        self.title = html_widget("cot-practice-title")
        self.intro = html_widget("cot-practice-intro")
        self.status = html_widget("cot-practice-status")
        self.table = html_widget("cot-practice-skills-box")
        self.next_button = button("", "cot-practice-next")
        self.next_button.button_style = "primary"
        self.next_button.layout.width = "auto"
        self.next_button.on_click(self.guard(lambda _b: self.next_drill()))
        self.skill_buttons: dict[str, W.Button] = {}
        for skill in SKILLS:
            b = button("", f"cot-practice-skill cot-practice-skill-{skill}")
            b.on_click(self.guard(lambda _b, skill=skill: self.start_drill(skill)))
            b.layout.width = "auto"  # the skill's whole name, never cut
            self.skill_buttons[skill] = b
        self.class_button = button("", "cot-practice-class-drill")
        self.class_button.button_style = "warning"
        self.class_button.layout.width = "auto"
        self.class_button.on_click(self.guard(lambda _b: self.start_class_drill()))
        self.class_drill: tuple[str, int | None] | None = None
        """The drill the teacher gave the class (skill, seed or None), in a class."""
        self.teachers = False
        """The drill on screen is the teacher's."""
        buttons = W.HBox([self.class_button, self.next_button, *self.skill_buttons.values()])
        buttons.add_class("cot-practice-buttons")
        self.caption = html_widget("cot-practice-caption")
        self.counted = html_widget("cot-practice-counted")
        self.drill_box = W.VBox([])
        self.drill_box.add_class("cot-practice-drill")
        self.exercise: Exercise | None = None
        self.current: tuple[SkillState | None, str, int | None] | None = None
        """What the drill on screen is: (the mistake's state or None, skill, seed)."""
        self.first: Verdict | None = None
        self.loaded = False
        self._counted: tuple[str, datetime | None, datetime] | None = None
        self.set_children([self.store, self.title, self.intro, self.status, self.table,
                           buttons, self.caption, self.drill_box, self.counted, self.message])
        self.store.observe(self.guard(self._on_loaded), names="loaded")
        if reporter is not None:
            reporter.on_me(self.guard(self._on_class))
        self.refresh()

    # ---- where the schedule is kept -----------------------------------------------------
    def _on_loaded(self, _change: Any = None) -> None:
        if not self.store.loaded or self.loaded:
            return
        self.loaded = True
        try:
            saved = Schedule.loads(self.store.saved)
        except ScheduleError as err:
            self.problem = str(err)
            self.store.aside = self.store.saved
            saved = Schedule()
        # answers given before the page had read the storage are kept too
        saved.reviews.extend(self.schedule.reviews)
        self.schedule = saved
        if self.schedule.reviews:
            self.store.value = self.schedule.dumps()
        self.refresh()

    def _on_class(self, answer: Answer) -> None:
        self.class_drill = _class_drill(answer.body.get("class_drill")) if answer.ok else None
        checks = answer.body.get("practice") if answer.ok else None
        if isinstance(checks, list):
            try:
                self.schedule = Schedule.of_checks(checks)
            except ScheduleError as err:
                self.problem = str(err)
        self.loaded = True
        self.refresh()

    def _keep(self) -> None:
        if self.reporter is None:
            self.store.value = self.schedule.dumps()

    # ---- drills ------------------------------------------------------------------------------
    def next_drill(self) -> Question:
        """The drill of what is due first (else of the skill known least)."""
        state = self.schedule.next_item(self.clock())
        if state.question is not None:
            try:
                question = Question.from_json(state.question)
            except QuestionError:
                question = None
            if question is not None:
                return self._show(question, state, state.skill, None)
        return self.start_drill(state.skill if state.skill in SKILLS else SKILLS[0])

    def start_drill(self, skill: str) -> Question:
        """A fresh drill of ``skill`` (one of ``SKILLS``)."""
        seed = self.seeds()
        return self._show(drill(skill, seed), None, skill, seed)

    def start_class_drill(self) -> Question | None:
        """The drill the teacher gave the class (its seed, or a fresh deal), if any."""
        if self.class_drill is None:
            return None
        skill, seed = self.class_drill
        seed = self.seeds() if seed is None else seed
        question = self._show(drill(skill, seed), None, skill, seed)
        self.teachers = True
        self.refresh()
        return question

    def _show(self, question: Question, mistake: SkillState | None, skill: str,
              seed: int | None) -> Question:
        view = exercise_view(question, lang=self.lang)
        view.on_check(self.guard(functools.partial(self._checked_on, view)))
        self.exercise = view
        self.current = (mistake, skill, seed)
        self.teachers = False
        self.first = None
        self.drill_box.children = [view]
        self.counted.value = ""
        self.refresh()
        return question

    def _checked_on(self, view: Exercise, verdict: Verdict) -> None:
        # a check that reaches the kernel after another drill replaced this one (a click on
        # the old drill's button) counts for neither
        if view is self.exercise:
            self._checked(verdict)

    def _checked(self, verdict: Verdict) -> None:
        if self.first is not None or self.current is None:
            return  # only the first answer counts for the schedule
        self.first = verdict
        mistake, skill, seed = self.current
        question = mistake.question if mistake is not None else None
        if self.reporter is not None and (seed is not None or question is not None):
            # the class judges the answer itself: a drill dealt again from its seed, a
            # mistake of play at the position it kept
            given = answer_json(verdict.answer)
            path, body = (
                (PROGRESS, progress_message(PRACTICE, skill, {"seed": seed, "answer": given}))
                if question is None else
                (RETRY, {"question": dict(question), "answer": given}))
            self.reporter.post(path, body, self.guard(
                lambda answer: self._judged(skill, answer, question)))
            return
        self._count(skill, verdict.correct, question)

    def _judged(self, skill: str, answer: Answer, question: Any = None) -> None:
        if not answer.ok:
            self.counted.value = esc(t("practice_class_refused", self.lang, error=answer.error))
            return
        self._count(skill, bool(answer.body.get("correct")), question)

    def _count(self, skill: str, correct: bool, question: Any) -> None:
        at = self.clock()
        item = Review(skill, correct, at, question).item
        was_due = self.schedule.state(item).is_due(at)
        self.schedule.record(skill, correct, at, question)
        self._keep()
        state = self.schedule.state(item)
        key = ("practice_counted_wrong" if not correct else
               "practice_counted_right" if was_due else "practice_counted_early")
        self._counted = (key, state.due, at)
        self.refresh()

    # ---- drawing -----------------------------------------------------------------------------
    def refresh(self) -> None:
        lang = self.lang
        at = self.clock()
        self.title.value = f"<h3>{esc(t('practice_title', lang))}</h3>"
        self.intro.value = f"<p>{esc(t('practice_intro', lang))}</p>"
        self.status.value = self._status_html(at)
        self.table.value = self._table_html(at)
        self.next_button.description = t("practice_next", lang)
        for skill, b in self.skill_buttons.items():
            b.description = t(f"skill_{skill}", lang)
            b.tooltip = t("practice_this", lang)
        if self.exercise is not None and self.current is not None:
            self.exercise.lang = lang
            mistake, skill, _seed = self.current
            name = t(f"skill_{skill}", lang) if skill in SKILLS else skill
            key = "practice_mistake_of" if mistake is not None else "practice_drill_of"
            self.caption.value = esc(t(key, lang, skill=name, lesson=LESSON_OF.get(skill, 6)))
            if self.teachers:
                self.caption.value = esc(t("practice_class_drill_of", lang, skill=name,
                                           lesson=LESSON_OF.get(skill, 6)))
        show(self.caption, self.exercise is not None)
        if self.class_drill is not None:
            self.class_button.description = t("practice_class_drill", lang,
                                              skill=t(f"skill_{self.class_drill[0]}", lang))
        show(self.class_button, self.class_drill is not None)
        if self._counted is not None and self.first is not None:
            key, due, when_at = self._counted
            self.counted.value = esc(t(key, lang, when=when_text(due, when_at, lang)))

    def _status_html(self, at: datetime) -> str:
        lang = self.lang
        lines = []
        if self.problem is not None:
            lines.append(t("practice_unreadable", lang, error=self.problem))
        if self.reporter is not None:
            lines.append(t("practice_kept_class", lang))
        elif not self.store.available:
            lines.append(t("practice_no_storage", lang))
        elif not self.loaded:
            lines.append(t("practice_loading", lang))
        else:
            lines.append(t("practice_kept_browser", lang))
        states = self.schedule.states()
        due = self.schedule.due(at)
        if due:
            lines.append(t("practice_due_count", lang, count=len(due), total=len(states)))
        else:
            soonest = min((s.due for s in states.values() if s.due is not None), default=None)
            lines.append(t("practice_nothing_due", lang, when=when_text(soonest, at, lang)))
        return "".join(f"<p>{esc(line)}</p>" for line in lines)

    def _table_html(self, at: datetime) -> str:
        lang = self.lang
        head = "".join(f"<th>{esc(t(k, lang))}</th>" for k in (
            "practice_col_skill", "practice_col_lesson", "practice_col_mastery",
            "practice_col_next"))
        rows = []
        for item, state in self.schedule.states().items():
            if state.answers:
                share = state.mastery
                bar = (f'<span class="cot-practice-bar"><span style="width:'
                       f'{round(100 * share)}%"></span></span>')
                # whole percents: the estimate is not known to a tenth (its rule is below)
                mastery = bar + esc(t("practice_mastery", lang,
                                      percent=percent(share, lang, digits=0),
                                      right=state.right, answers=state.answers))
            else:
                mastery = esc(t("practice_never", lang))
            due = state.is_due(at)
            next_cls = ' class="cot-practice-due"' if due else ""
            rows.append(
                f'<tr class="cot-practice-row cot-practice-row-{esc(item)}">'
                f"<td>{esc(item_name(state, lang))}</td>"
                f"<td>{LESSON_OF.get(state.skill, '')}</td>"
                f'<td class="cot-practice-mastery">{mastery}</td>'
                f"<td{next_cls}>{esc(when_text(state.due, at, lang))}</td></tr>"
            )
        return (f'<table class="cot-practice-skills"><thead><tr>{head}</tr></thead>'
                f"<tbody>{''.join(rows)}</tbody></table>"
                f'<p class="cot-practice-rule">{esc(mastery_rule(lang))}</p>')
