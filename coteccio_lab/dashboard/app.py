"""The dashboard page: the controller drawn with the widget kit (``lessons/dashboard.ipynb``).

``DashboardApp()`` is one widget: the language, the table setup (the kit's rules
picker, the computer players one level per seat, the mode, the deal code), the
table (``board.Board``: the scoreboard, the felt with the trick, the capote and
doctor choices, the cards of the person at the screen, hint, take-back and next
hand, what the kit says, the hand's summary and log) and the files (save, load,
hand records).

All the logic is in :class:`~coteccio_lab.dashboard.controller.Dashboard`; this
module turns the page's events into its actions and draws its state again, once
per action: the table is a single widget message per draw (see ``board``), and a
card clicked is drawn at once, before the computer players answer. The CSS hooks
of ``docs/ui-hooks.md`` are on every piece; the dashboard's own hooks are
listed in ``HOOKS``.
"""

from __future__ import annotations

import contextlib
import html
import json
import sys
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import ipywidgets as W

from ..cards import LANGUAGES
from ..classservice.client import Answer
from ..classservice.game import ClassGame, ClassGameError
from ..i18n import Message, t
from ..jsonfile import check_size
from ..players import LEVELS
from ..review import HandReview
from ..review.practice import practice_items
from ..rules import Rules
from ..widgets.practice import STORAGE_KEY, PracticeStore
from .board import board_view
from .controller import Dashboard
from .download import Download
from .narration import Note, level_name
from .review import HOOKS as REVIEW_HOOKS
from .review import ReviewPanel
from .setup import DashboardError, Setup, apply_game
from .upload import Upload, Uploaded

__all__ = ["HOOKS", "DashboardApp"]

HOOKS = {
    "cot-dashboard": "the whole page",
    "cot-setup": "the table setup: players, opponents' level, deal code and Start",
    "cot-more-rules": "the fold that holds the house rules (preset, counter, mode, options)",
    "cot-lessons-link": "the link to the lessons' index in the page's language",
    "cot-pace": "the pace of the computer's cards (a select, seconds a card; 0: at once)",
    "cot-suggested": "the card of the hand that the hint suggests",
    "cot-play-to-end": "once the learner is out: play the match's remaining hands",
    "cot-keys": "how to play with the keyboard",
    "cot-level-<seat>": "the level of the computer player at that seat (a select)",
    "cot-mode": "practice or table",
    "cot-rules-start": "each seat's counter at the start (lives, bóle or points)",
    "cot-student": "who the class service says the student is, or where to join (class mode)",
    "cot-class-game": "what the class game imposes (class mode)",
    "cot-class-tables": "in cot-student: the link to the class's tables (the lobby)",
    "cot-odds": "show the exact odds of the capote",
    "cot-choice, cot-<kind>-<choice>": "a button of seat 0's pending choice, one per move the "
    "engine lists for it (Match.pending): its kind and its choice name it (cot-capote-annul)",
    "cot-new-match": "a new match with the same settings and a new deal",
    "cot-log": "the hand, card by card",
    "cot-announce": "for a screen reader, not shown: the table's events told one by one (role log)",
    "cot-save, cot-load, cot-export, cot-export-hand": "the files",
    "cot-scoreboard": "the scoreboard (its cells hold cot-lives-<seat>)",
    "cot-status": "hidden; its span has data-phase, data-version (bumped on every draw), "
    "data-code and data-hands",
    **REVIEW_HOOKS,
}

_MAX_OPPONENTS = 7

_CSS = Path(__file__).with_name("app.css").read_text(encoding="utf-8")


def _button(css_class: str, style: str = "") -> W.Button:
    b = W.Button(description="")
    for name in css_class.split():
        b.add_class(name)
    if style:
        b.button_style = style
    return b


def _html(css_class: str) -> W.HTML:
    w = W.HTML("")
    for name in css_class.split():
        w.add_class(name)
    return w


def _show(widget: W.Widget, visible: bool) -> None:
    display = None if visible else "none"
    if widget.layout.display != display:
        widget.layout.display = display


def _esc(value: object) -> str:
    return html.escape(str(value), quote=True)


class DashboardApp(W.VBox):  # type: ignore[misc]
    """The whole dashboard, ready to display in a notebook served by Voilà."""

    def __init__(
        self,
        controller: Dashboard | None = None,
        *,
        lang: str = "en",
        class_mode: bool | None = None,
        french: bool = False,
        tune_kernel: bool = True,
    ) -> None:
        super().__init__()
        from ..widgets import LanguagePicker, MessageArea, RulesPicker
        from ..widgets.classlink import ClassReporter
        from ..widgets.folds import FoldButtons
        from ..widgets.style import style_widget, stylesheet_widget
        from .board import Board

        # Class mode: the page was opened from the class server (the launcher, or a hub).
        self.reporter = ClassReporter.from_env() if class_mode is not False else None
        self.student_name: str | None = None
        """Who the class service says this browser is (None: not joined, or no class)."""
        self._me_error = ""
        if controller is None:
            controller = Dashboard()
        if self.reporter is not None:
            controller.reporter = self._send_hand
        self.controller = controller
        self.french = french
        if tune_kernel:
            # The kernel's IOPub thread needs the GIL to send each widget message; the
            # default 5 ms switch interval would add up to 5 ms per message under load.
            sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self.errors: list[BaseException] = []
        self.add_class("cot-dashboard")
        self.add_class("cot-view")

        # ---- header and setup ------------------------------------------------------------
        self.heading = _html("cot-dashboard-title")
        self.language = LanguagePicker(lang=lang, title="dash_title")
        self.lessons_link = _html("cot-lessons-link")
        self.header = W.HBox([self.heading, self.language, self.lessons_link])
        self.header.add_class("cot-dashboard-header")
        self.rules_picker = RulesPicker(players=4, lang=lang)
        # The dashboard speaks in one message area: the picker's own is not shown.
        self.rules_picker.children = [
            c for c in self.rules_picker.children if not isinstance(c, MessageArea)
        ]
        self.start_count = W.BoundedIntText(value=4, min=0, max=99,
                                            style={"description_width": "initial"})
        self.start_count.add_class("cot-rules-start")
        self.levels = []
        for seat in range(1, _MAX_OPPONENTS + 1):
            d = W.Dropdown(options=list(LEVELS), value="cautious",
                           style={"description_width": "initial"})
            d.add_class(f"cot-level-{seat}")
            d.add_class("cot-level")
            self.levels.append(d)
        self.levels_box = W.HBox(self.levels)
        self.levels_box.add_class("cot-levels")
        self.levels_label = _html("cot-levels-label")
        self.mode = W.ToggleButtons(options=[("practice", "practice"), ("table", "table")])
        self.mode.add_class("cot-mode")
        self.student = _html("cot-student")
        self.class_game = _html("cot-class-game")
        # sent whole when the field is left (Tab, Enter, a click on Start): typed a key at a
        # time, the last keys wait behind the kernel's answer to the first and reach it
        # after a Start pressed at once, which then deals another code
        self.code = W.Text(value="", continuous_update=False)
        self.code.add_class("cot-deal-code")
        self.start = _button("cot-start", "primary")
        # A beginner needs three choices: how many players, how strong the computer plays,
        # and (to replay a match) a deal code; the house rules wait behind "More rules".
        picker = self.rules_picker
        picker.controls.children = tuple(picker.options.values())
        self.players_box = W.HBox([picker.player_count, self.levels_label, self.levels_box])
        self.players_box.add_class("cot-setup-players")
        self.start_box = W.HBox([self.code, self.start])
        self.start_box.add_class("cot-setup-start")
        self.house_box = W.VBox([W.HBox([picker.preset, self.start_count]), self.mode, picker])
        self.house_box.add_class("cot-house-rules")
        self.more_rules = W.Accordion(children=[self.house_box], selected_index=None)
        self.more_rules.add_class("cot-more-rules")
        self.setup_box = W.VBox(
            [self.players_box, self.start_box, self.class_game, self.student, self.more_rules]
        )
        self.setup_box.add_class("cot-setup")
        # Open before the first match; folded away once play starts, and left folded at the
        # end of a match so that the table stays first (open it at will).
        self.setup_panel = W.Accordion(children=[self.setup_box], selected_index=0)
        self.setup_panel.add_class("cot-setup-panel")
        self._last_phase = "setup"

        # ---- the table ----------------------------------------------------------------------
        self.board = Board(lang=lang, french=french)
        self.board.on_msg(self._on_board_message)
        self.review = ReviewPanel(controller, lang=lang, french=french)
        self.review.on_msg(self._on_review_message)
        self.review.on_reviewed = self._practise_mistakes  # run inside the review's guard
        # Alone, the review's mistakes go to the practice kept in this browser; in a class,
        # to the class service, which grades them again itself.
        self.practice_store = PracticeStore(key="" if self.reporter is not None
                                            else STORAGE_KEY)
        # ---- files ----------------------------------------------------------------------------
        self.save = _button("cot-save")
        self.load = Upload(accept=".json,application/json")
        self.load.add_class("cot-load")
        self.export = _button("cot-export")
        self.export_hand = _button("cot-export-hand")
        self.files = W.HBox([self.save, self.load, self.export, self.export_hand])
        self.files.add_class("cot-files")
        self.download = Download()
        self.renders = 0
        self._errors_shown: list[dict[str, str]] = []
        self._drawn: tuple[object, int] = (None, 0)
        """The hand drawn last, and how many entries of its log were drawn."""
        self._draw_whole = True

        self.children = [
            style_widget(),
            stylesheet_widget(_CSS),
            FoldButtons(),
            self.header,
            self.setup_panel,
            self.board,
            self.review,
            self.practice_store,
            self.files,
            self.download,
        ]
        if self.reporter is not None and self.reporter.link is not None:
            self.children = [*self.children, self.reporter.link]

        # ---- events -----------------------------------------------------------------------------
        self.start.on_click(self._guard(lambda _b: self.start_match()))
        self.save.on_click(self._guard(lambda _b: self.save_match()))
        self.export.on_click(self._guard(lambda _b: self.export_records()))
        self.export_hand.on_click(self._guard(lambda _b: self.export_last_hand()))
        self.load.on_upload(self._guard(self._on_upload))
        self.language.observe(self._guard(self._on_language), names="value")
        self.rules_picker.observe(self._guard(self._on_rules), names=["value", "players"])
        self._preset = ""
        self._game: ClassGame | None = None
        self._class_done: str | None = None
        self._next_game: ClassGame | None = None
        """A game the teacher gave during this match: the next match plays it."""
        """The class game (its text) whose match the class says is over for this student."""
        self.controller.setup = Setup(lang=lang)
        self.controller.notes = []
        self._on_rules(None)
        self._welcome()
        self.render()
        if self.reporter is not None:
            self.reporter.on_me(self._guard(self._on_me))

    # ---- plumbing ---------------------------------------------------------------------------
    def _guard(self, fn: Callable[..., Any]) -> Callable[..., None]:
        """A callback that draws the state after it runs, and shows any error it raises."""

        def run(*args: Any) -> None:
            with self._held():
                then = self._run(fn, *args)
            if callable(then):  # drawn and sent; now the rest of the action
                with self._held():
                    self._run(then)

        return run

    @contextlib.contextmanager
    def _held(self) -> Iterator[None]:
        """Hold the board's messages until the action is drawn: one message, at the end.

        Sent while the kernel still computes, each message would wait for the GIL (the
        kernel's IOPub thread needs it); held, the whole table leaves at once.
        """
        with self.board.hold_sync():
            yield

    def _run(self, fn: Callable[..., Any], *args: Any) -> Any:
        result = None
        try:
            result = fn(*args)
        except DashboardError as err:
            message = str(err)
            self.controller.notes = [Note("refusal", lambda _lang: message)]
        except Exception as exc:  # noqa: BLE001 - shown on the page, kept in .errors
            self.errors.append(exc)
            detail = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
            self._errors_shown = [{
                "kind": "error",
                "text": t("ui_error", self.lang, error=f"{type(exc).__name__}: {exc}"),
                "detail": detail,
                "detail_label": t("ui_error_details", self.lang),
            }]
        self.render()
        self._errors_shown = []
        return result

    @property
    def lang(self) -> str:
        return self.controller.lang

    def _welcome(self) -> None:
        notes = [Note("info", lambda lang: t("dash_welcome", lang))]
        if self.reporter is not None and self.student_name is None:
            url = self.join_url
            notes.append(Note("info", lambda lang: t("dash_class_name", lang, url=url)))
        self.controller.notes = notes

    # ---- the class ------------------------------------------------------------------------------
    @property
    def join_url(self) -> str:
        return (self.reporter.base if self.reporter is not None else "/class/") + "join"

    @property
    def tables_url(self) -> str:
        return (self.reporter.base if self.reporter is not None else "/class/") + "tables"

    def _on_me(self, answer: Answer) -> None:
        """The class service says who this browser is, and what the class game is."""
        if not answer.ok:
            self.student_name = None
            self._me_error = answer.error
            return
        name = answer.body.get("name")
        self.student_name = name if isinstance(name, str) and name else None
        self._me_error = ""
        game = answer.body.get("game")
        try:
            self._game = ClassGame.from_json(game) if game is not None else None
        except ClassGameError:
            self._game = None
        match = answer.body.get("match")
        if self._game is not None and isinstance(match, dict) and match.get("over") is True:
            self._class_done = self._game.text()
        self._show_class_game()

    def _show_class_game(self) -> None:
        """The setup widgets show what the class game imposes (its rules, opponents, mode
        and code), locked in ``render``; between matches only, never under a match."""
        if self._game is None or self.controller.phase not in ("setup", "over"):
            return
        self._apply_setup_to_widgets(apply_game(self.controller.setup, self._game))
        if self.controller.phase == "setup":
            self.controller.notes = [Note("info", lambda lang: t("dash_welcome", lang))]

    def _send_hand(self, hand_no: int, record: dict[str, Any],
                   aids: dict[str, int] | None) -> None:
        if self.reporter is None:
            return
        code = self.controller.code

        game = self._game

        def answered(answer: Answer) -> None:
            body = answer.body if answer.ok else {}
            if game is not None and (body.get("match_over") is True
                                     or body.get("class_over") is True):
                self._class_done = game.text()
            self.controller.class_answered(hand_no, answer.status, answer.error,
                                           again=body.get("again") is True)
            self._next_class_game(body.get("next_game"))

        # ?lang=: a refusal comes back in the dashboard's language (classservice.language)
        # the help used rides beside the record, never in it (the record's format is a
        # contract, docs/hand-record.md); none for a hand of a loaded file (not known)
        body: dict[str, Any] = {"hand": hand_no, "record": record, "code": code}
        if aids is not None:
            body["aids"] = aids
        self.reporter.post(f"api/hands?lang={self.lang}", body, self._guard(answered))

    def _practise_mistakes(self, review: HandReview) -> None:
        """The mistakes and blunders of a hand's review onto the learner's practice."""
        items = practice_items(review)
        for question, skill in items:
            if self.reporter is None:
                self.practice_store.add_mistake(question, skill)
            else:
                self.reporter.post(f"api/practice/mistake?lang={self.lang}",
                                   {"question": question}, lambda _answer: None)
        self.review.state.scheduled = len(items)

    def _on_board_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A card picked or a button pressed on the board (always drawn again after)."""
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "pick":
            self._guard(self.pick)(str(content.get("code", "")))
        elif kind == "move":
            self._guard(self._choose)(str(content.get("move", "")))
        elif kind == "button":
            action = self._buttons().get(str(content.get("name", "")))
            self._guard(action if action is not None else (lambda: None))()

    def _buttons(self) -> dict[str, Callable[[], Any]]:
        c = self.controller
        return {
            "odds": c.odds,
            "hint": c.hint,
            "undo": c.take_back,
            "next": lambda: self._then(c.next),
            "to_end": self.play_to_end,
            "new_match": lambda: self.start_match(fresh=True),
        }

    def _choose(self, code: str) -> Callable[[], None] | None:
        """A choice's button (the move it names, from the engine's list): the review grades
        the answers it grades, then the controller makes the move."""
        self.review.state.grade_choice(self.controller, code)
        return self._then(self.controller.choose, code)

    def _on_review_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """An action on the review panel (``review.ReviewPanel.handle``), drawn after."""
        if isinstance(content, dict) and content.get("type") == "review":
            self._guard(self.review.handle)(content)

    def play_to_end(self) -> None:
        """The learner is out: deal and play the match's hands until it ends, or until the
        flow asks the learner something again (the doctor, the cappotto)."""
        c = self.controller
        m = c.match
        for _ in range(10_000):  # a match ends long before; never a loop without end
            if c.phase != "hand_over" or m is None or m.in_play[0] or m.over:
                break
            c.next()
        self._draw_whole = True

    def press(self, name: str) -> None:
        """Press one of the board's buttons, as a click would (tests, notebooks)."""
        self._on_board_message(self.board, {"type": "button", "name": name}, [])

    def choose(self, move: str) -> None:
        """Press the button of a move of seat 0's pending choice (its notation: ``attempt``),
        as a click would (tests, notebooks)."""
        self._on_board_message(self.board, {"type": "move", "move": move}, [])

    def click_card(self, code: str) -> None:
        """Click a card of the hand, as in the page (tests, notebooks)."""
        self._on_board_message(self.board, {"type": "pick", "code": code}, [])

    def pick(self, code: str) -> Callable[[], None] | None:
        """A card clicked: shown on the table at once; the computer players answer after.

        A pick of a card no longer in the hand (a late second click) is ignored.
        """
        if code not in {card.code() for card in self.controller.my_cards}:
            return None
        return self._then(self.controller.click, code)

    def _then(self, action: Callable[..., Any], *args: Any) -> Callable[[], None] | None:
        """Run ``action`` without the computer players; if they are to move, return that."""
        action(*args, then_run=False)
        return self.controller.advance if self.controller.phase == "wait" else None

    # ---- setup --------------------------------------------------------------------------------
    def setup_from_widgets(self, *, fresh: bool = False) -> Setup:
        """The Setup the widgets describe (the class game, if any, overrides them)."""
        rules: Rules = self.rules_picker.value
        spec = rules.to_spec()
        if self.start_count.value != rules.start:
            base: dict[str, Any] = dict(spec) if isinstance(spec, dict) else {"preset": spec}
            base["start"] = int(self.start_count.value)
            spec = base
        players = int(self.rules_picker.players)
        opponents = tuple(str(d.value) for d in self.levels[: max(1, players - 1)])
        code = None if fresh else (self.code.value.strip() or None)
        setup = Setup(
            rules=spec,
            opponents=opponents,
            lang=self.lang,
            mode="table" if self.mode.value == "table" else "practice",
            code=code,
        )
        return apply_game(setup, self._game)

    def start_match(self, *, fresh: bool = False) -> None:
        if self.reporter is not None and self.student_name is None:
            raise DashboardError(t("dash_class_name", self.lang, url=self.join_url))
        if self._next_game is not None:  # the teacher's new game, once this match is over
            self._game, self._next_game = self._next_game, None
            self._show_class_game()
        setup = self.setup_from_widgets(fresh=fresh)
        done = self._class_match_done()
        if self.reporter is not None:
            # the class keeps one match per game: once it is over, play on is practice
            self.controller.reporter = None if done else self._send_hand
        try:
            self.controller.start(setup)
        except DashboardError as err:
            reason = str(err)
            if "deal code" in reason or "character" in reason:
                raise DashboardError(t("dash_bad_code", self.lang, error=reason)) from None
            raise DashboardError(t("dash_bad_setup", self.lang, error=reason)) from None
        self.code.value = self.controller.code or ""
        if done and self._game is not None:
            code = self._game.code
            self.controller.notes.append(
                Note("class", lambda lang: t("dash_class_over", lang, code=code)))

    def _next_class_game(self, data: Any) -> None:
        """The teacher gave a new game while this match was being played: this match
        counts to its end on its own game, and the next match plays the new one."""
        if data is None or self._game is None:
            return
        try:
            new = ClassGame.from_json(data)
        except ClassGameError:
            return
        told = self._next_game is not None and self._next_game.text() == new.text()
        self._next_game = new
        if not told:
            old, code = self._game.code, new.code
            self.controller.notes.append(Note(
                "class", lambda lang: t("dash_class_next_game", lang, old=old, code=code)))

    def _class_match_done(self) -> bool:
        """The student's class match on the class game is over (the class said so)."""
        return self._game is not None and self._class_done == self._game.text()

    def _on_rules(self, _change: object) -> None:
        rules: Rules = self.rules_picker.value
        if rules.name != getattr(self, "_preset", ""):
            self._preset = rules.name  # a new preset: its own starting counter
            self.start_count.value = rules.start
        players = int(self.rules_picker.players)
        for i, d in enumerate(self.levels):
            _show(d, i < players - 1)

    def _on_language(self, change: dict[str, Any]) -> None:
        lang = str(change["new"])
        if lang not in LANGUAGES:
            return
        self.controller.set_lang(lang)
        self.rules_picker.lang = lang
        self.board.set_faces(lang, self.french)
        self.review.set_faces(lang, self.french)

    def _apply_setup_to_widgets(self, setup: Setup) -> None:
        """Show a loaded match's settings in the setup widgets."""
        rules = setup.rules_obj()
        with contextlib.suppress(Exception):
            self.rules_picker.show(rules, setup.players)
        for d, level in zip(self.levels, setup.opponents):
            d.value = level
        self.mode.value = setup.mode
        self.start_count.value = rules.start
        self.code.value = setup.code or ""

    # ---- files --------------------------------------------------------------------------------
    def save_match(self) -> None:
        name = self.controller.save_name()
        self.download.save(name, self.controller.save_text())
        self.controller.notes.append(Note("info", lambda lang: t("dash_saved", lang, name=name)))

    def export_records(self) -> None:
        records = self.controller.records()
        if not records:
            raise DashboardError(t("dash_nothing_to_export", self.lang))
        code = (self.controller.code or "match").replace("-", "")
        self.download.save(f"coteccio-{code}-hands.zip", self.controller.records_zip(),
                           "application/zip")

    def export_last_hand(self) -> None:
        records = self.controller.records()
        if not records:
            raise DashboardError(t("dash_nothing_to_export", self.lang))
        code = (self.controller.code or "match").replace("-", "")
        text = json.dumps(records[-1], ensure_ascii=False, indent=1) + "\n"
        self.download.save(f"coteccio-{code}-hand{len(records):02d}.json", text)

    def _on_upload(self, file: Uploaded) -> None:
        """A file from the Load button: over the size limit, it never left the page."""
        try:
            check_size(file.size, DashboardError, Message("file_what_match"))
            if file.content is None:
                raise DashboardError("the file's content did not arrive")
            self.controller.load_text(file.content)
            self._draw_whole = True
        except DashboardError as err:
            raise DashboardError(t("dash_load_failed", self.lang, error=err)) from None
        self._apply_setup_to_widgets(self.controller.setup)

    # ---- drawing --------------------------------------------------------------------------------
    def render(self) -> None:
        """Draw the controller's state: the setup and files as widgets, the table as one view.

        Only what changed reaches the browser: the table is one message per draw, and
        its status (``cot-status-data``) moves once the table is on screen.
        """
        c = self.controller
        lang = c.lang
        phase = c.phase
        self._labels(lang)
        for w in (self.save, self.export, self.export_hand):
            _show(w, c.match is not None)
        no_records = c.hand_no == 0
        if self.export.disabled != no_records:
            self.export.disabled = self.export_hand.disabled = no_records
        self._class_widgets(lang)
        if phase != self._last_phase:
            if self._last_phase in ("setup", "over") and phase not in ("setup", "over"):
                self.setup_panel.selected_index = None
            self._last_phase = phase
        self.renders += 1
        # the cards played since the last draw are laid on the trick one by one (the
        # page's pace); a match just loaded, or played to its end, is drawn as it stands
        hand = c.shown_hand
        since = None if self._draw_whole else (self._drawn[1] if hand is self._drawn[0] else 0)
        self._draw_whole = False
        self._drawn = (hand, len(c.log))
        self.board.view = board_view(c, lang, self.renders, self._errors_shown, since)
        self.review.draw()

    def _labels(self, lang: str) -> None:
        self.heading.value = f"<h2>{_esc(t('dash_title', lang))}</h2>"
        index = "index.ipynb" if lang == "en" else f"{lang}/index.ipynb"
        self.lessons_link.value = (
            f'<a href="{_esc(index)}" target="_top">{_esc(t("dash_lessons_link", lang))}</a>'
        )
        title = t("dash_setup", lang)
        if tuple(self.setup_panel.titles) != (title,):
            self.setup_panel.titles = (title,)
        more = t("dash_more_rules", lang)
        if tuple(self.more_rules.titles) != (more,):
            self.more_rules.titles = (more,)
        self.levels_label.value = f"<b>{_esc(t('dash_levels', lang))}</b>"
        for seat, d in enumerate(self.levels, 1):
            d.description = t("dash_opponent_seat", lang, seat=seat)
            options = [(level_name(level, lang), level) for level in LEVELS]
            if d.options != tuple(options):
                value = d.value
                d.options = options
                d.value = value
        mode_options = [(t(f"dash_mode_{m}", lang), m) for m in ("practice", "table")]
        if self.mode.options != tuple(mode_options):
            value = self.mode.value
            self.mode.options = mode_options
            self.mode.value = value
        self.mode.description = t("dash_mode", lang)
        self.start_count.description = t("dash_start_count", lang)
        self.code.description = t("ui_deal_code", lang)
        self.code.placeholder = t("ui_deal_code_placeholder", lang)
        self.start.description = t("ui_start", lang)
        self.save.description = t("dash_save", lang)
        self.load.description = t("dash_load", lang)
        self.export.description = t("dash_export", lang)
        self.export_hand.description = t("dash_export_hand", lang)

    def _class_widgets(self, lang: str) -> None:
        in_class = self.reporter is not None
        if in_class:
            if self.student_name is not None:
                text = _esc(t("dash_class_you", lang, name=self.student_name))
                # the class's tables, where students play each other
                tables = _esc(self.tables_url)
                text += (f' · <a class="cot-class-tables" href="{tables}" target="_top">'
                         f'{_esc(t("class_page_link_tables", lang))}</a>')
            else:
                url = _esc(self.join_url)
                text = t("dash_class_name", lang, url=f'<a href="{url}" target="_top">{url}</a>')
                if self._me_error:
                    text += f' <span class="cot-class-why">({_esc(self._me_error)})</span>'
            if self.student.value != text:
                self.student.value = text
        _show(self.student, in_class)
        game = self._game
        if game is not None:
            self.class_game.value = _esc(t("dash_class_game", lang, code=game.code))
            if game.note:
                self.class_game.value += f"<div>{_esc(game.note)}</div>"
        else:
            self.class_game.value = ""
        _show(self.class_game, game is not None)
        locked = game is not None
        for w in (self.code, self.mode, self.start_count, *self.levels):
            w.disabled = locked
        self.rules_picker.preset.disabled = locked
        self.rules_picker.player_count.disabled = locked
        for option in self.rules_picker.options.values():
            option.disabled = locked

