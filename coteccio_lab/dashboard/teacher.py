"""The teacher's page (``lessons/teacher.ipynb``): set the class game, see the results side by side.

Duplicate play, as in bridge clubs: every student plays the same deal code
against the same computer players, so their results compare hand by hand:
who lost fewer lives with the same cards. The page reads the class folder's
database (the one the launcher's ``--class-dir`` names) and shows, for one
deal code and table, each student's change hand by hand, best first; the best
result of each hand is marked.

Pure functions (:func:`results_table`, :func:`results_csv`) build what the
widgets show, so they are tested without a browser.
"""

from __future__ import annotations

import csv
import html
import io
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..classroom import ClassStore, ClassStoreError, Standing
from ..dealcode import DealCodeError, deal_code, new_seed, parse_deal_code
from ..i18n import t
from .opponents import LEVELS
from .results import ClassAssignment, TableKey, class_dir_from_env

__all__ = ["Game", "TeacherPage", "games", "results_csv", "results_table"]



@dataclass(frozen=True)
class Game:
    """One deal code played on one table: the unit the teacher compares."""

    code: str
    table: TableKey

    @property
    def counts_down(self) -> bool:
        rules = self.table.rules_obj()
        return rules is None or rules.counts_down

    @property
    def counter(self) -> str:
        rules = self.table.rules_obj()
        return rules.counter if rules is not None else "lives"

    def label(self) -> str:
        return f"{self.code} · {self.table.describe()}"


def games(store: ClassStore) -> list[Game]:
    """Every (deal code, table) with results, the most recent first."""
    out: list[Game] = []
    try:
        db = sqlite3.connect(f"file:{store.path}?mode=ro", uri=True, timeout=store.timeout)
    except sqlite3.Error as err:
        raise ClassStoreError(f"cannot open {store.path}: {err}") from None
    try:
        rows = db.execute(
            "SELECT deal_code, rules, MAX(at) FROM hands GROUP BY deal_code, rules "
            "ORDER BY MAX(at) DESC, deal_code"
        ).fetchall()
    except sqlite3.Error as err:
        raise ClassStoreError(f"{store.path}: {err}") from None
    finally:
        db.close()
    for code, rules, _at in rows:
        out.append(Game(str(code), TableKey.parse(str(rules))))
    return out


def _sign(game: Game) -> int:
    return 1 if game.counts_down else -1


def results_table(
    standings: Sequence[Standing], game: Game, lang: str = "en"
) -> tuple[list[str], list[list[str]], list[list[bool]]]:
    """Header, rows and 'best of the hand' marks for ``standings`` (already best first).

    >>> from coteccio_lab.classroom import Standing
    >>> game = Game("K7QX-3MPA", TableKey("trieste", ("cautious",), "table"))
    >>> rows = [Standing("bo", 2, 0, 8, (0, 0), True, True),
    ...         Standing("ana", 2, -1, 20, (-1, 0), False, False)]
    >>> head, body, best = results_table(rows, game)
    >>> head
    ['#', 'Student', 'H1', 'H2', 'Total', 'Points', 'Match']
    >>> body[1], best[1]
    (['2', 'ana', '-1', '0', '-1', '20', 'playing'], [False, True])
    """
    hands = max((s.hands for s in standings), default=0)
    head = [t("teach_col_rank", lang), t("teach_col_student", lang)]
    head += [t("teach_col_hand", lang, n=i + 1) for i in range(hands)]
    head += [t("teach_col_total", lang), t("teach_col_points", lang), t("teach_col_state", lang)]
    sign = _sign(game)
    best_by_hand = []
    for i in range(hands):
        values = [s.deltas[i] for s in standings if i < len(s.deltas)]
        best_by_hand.append(max(sign * v for v in values) if values else None)
    body: list[list[str]] = []
    marks: list[list[bool]] = []
    for rank, s in enumerate(standings, 1):
        cells = [str(rank), s.student]
        row_marks = []
        for i in range(hands):
            if i < len(s.deltas):
                cells.append(_delta(s.deltas[i]))
                row_marks.append(sign * s.deltas[i] == best_by_hand[i])
            else:
                cells.append("")
                row_marks.append(False)
        state = "teach_state_won" if s.won else "teach_state_lost" if s.finished else (
            "teach_state_playing"
        )
        cells += [_delta(s.total_delta), str(s.total_points), t(state, lang)]
        body.append(cells)
        marks.append(row_marks)
    return head, body, marks


def _delta(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def results_csv(standings: Sequence[Standing], game: Game) -> str:
    """The results as CSV (English headers), one row per student."""
    head, body, _marks = results_table(standings, game, "en")
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["deal_code", "table", *head])
    for row in body:
        writer.writerow([game.code, game.table.text(), *row])
    return buf.getvalue()


def results_html(standings: Sequence[Standing], game: Game, lang: str = "en") -> str:
    head, body, marks = results_table(standings, game, lang)
    if not body:
        return f"<p>{html.escape(t('teach_no_results', lang))}</p>"
    first_hand = 2
    th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    rows = []
    for cells, row_marks in zip(body, marks):
        tds = []
        for i, cell in enumerate(cells):
            k = i - first_hand
            cls = ' class="cot-best"' if 0 <= k < len(row_marks) and row_marks[k] else ""
            tds.append(f"<td{cls}>{html.escape(cell)}</td>")
        rows.append(f"<tr class=\"cot-result-row\">{''.join(tds)}</tr>")
    counter = t(f"counter_{game.counter}", lang)
    explain = html.escape(t("teach_explain", lang, counter=counter))
    return (
        f'<table class="cot-results-table"><tr>{th}</tr>{"".join(rows)}</table>'
        f'<p class="cot-results-explain">{explain}</p>'
    )


_CSS = """
.cot-teacher table.cot-results-table { border-collapse: collapse; margin: 6px 0; }
.cot-teacher .cot-results-table th, .cot-teacher .cot-results-table td {
  border: 1px solid #d9d4c7; padding: 3px 8px; text-align: center; }
.cot-teacher .cot-results-table td:nth-child(2) { text-align: left; font-weight: 600; }
.cot-teacher td.cot-best { background: #e3f2e6; font-weight: 700; }
.cot-results-explain { font-size: 12px; color: #555; }
"""


class TeacherPage:
    """The teacher's page; ``.widget`` is what the notebook displays."""

    def __init__(self, class_dir: Path | str | None = None, *, lang: str = "en") -> None:
        import ipywidgets as W

        from ..widgets import LanguagePicker
        from .download import Download

        self.lang = lang
        folder = Path(class_dir) if class_dir is not None else class_dir_from_env()
        self.store: ClassStore | None = None
        self.folder_box = W.Text(value=str(folder) if folder else "")
        self.folder_box.add_class("cot-teacher-folder")
        self.open_button = W.Button()
        self.open_button.add_class("cot-teacher-open")
        self.language = LanguagePicker(lang=lang)
        self.heading = W.HTML()
        self.status = W.HTML()
        self.status.add_class("cot-message")
        # the class game
        self.code = W.Text(value="")
        self.code.add_class("cot-teacher-code")
        self.new_code = W.Button()
        self.new_code.add_class("cot-teacher-new-code")
        self.preset = W.Dropdown(options=["trieste", "bergamo", "piacenza"], value="trieste")
        self.preset.add_class("cot-teacher-preset")
        self.start_count = W.BoundedIntText(value=4, min=0, max=99)
        self.start_count.add_class("cot-teacher-start")
        self.opponents = W.Text(value="cautious, cautious, cautious")
        self.opponents.add_class("cot-teacher-opponents")
        self.mode = W.ToggleButtons(options=["table", "practice"], value="table")
        self.mode.add_class("cot-teacher-mode")
        self.set_button = W.Button(button_style="primary")
        self.set_button.add_class("cot-teacher-set")
        self.current = W.HTML()
        self.current.add_class("cot-teacher-current")
        # the results
        self.game = W.Dropdown(options=[])
        self.game.add_class("cot-teacher-game")
        self.refresh_button = W.Button(button_style="success")
        self.refresh_button.add_class("cot-teacher-refresh")
        self.csv_button = W.Button()
        self.csv_button.add_class("cot-teacher-csv")
        self.results = W.HTML()
        self.results.add_class("cot-teacher-results")
        self.read_at = W.HTML()
        self.download = Download()
        self._games: list[Game] = []
        self.widget = W.VBox(
            [
                W.HTML(f"<style>{_CSS}</style>"),
                self.heading,
                self.language,
                W.HBox([self.folder_box, self.open_button]),
                self.status,
                W.HTML("<hr>"),
                self.current,
                W.HBox([self.code, self.new_code]),
                self.preset,
                self.start_count,
                self.opponents,
                self.mode,
                self.set_button,
                W.HTML("<hr>"),
                W.HBox([self.game, self.refresh_button, self.csv_button]),
                self.results,
                self.read_at,
                self.download,
            ]
        )
        self.widget.add_class("cot-teacher")
        self.open_button.on_click(lambda _b: self._safe(self.open_folder))
        self.new_code.on_click(lambda _b: self._safe(self._fresh_code))
        self.set_button.on_click(lambda _b: self._safe(self.set_game))
        self.refresh_button.on_click(lambda _b: self._safe(self.refresh))
        self.csv_button.on_click(lambda _b: self._safe(self.export_csv))
        self.game.observe(lambda _c: self._safe(self.show_results), names="value")
        self.language.observe(lambda c: self._safe(lambda: self._set_lang(str(c["new"]))),
                              names="value")
        self._labels()
        if folder is not None:
            self._safe(self.open_folder)
        else:
            self.status.value = html.escape(t("teach_no_class", lang))

    # ---- actions --------------------------------------------------------------------------
    def _safe(self, action: Any) -> None:
        try:
            action()
        except (ClassStoreError, ValueError, OSError) as err:
            self.status.value = f"<b>{html.escape(str(err))}</b>"

    def _set_lang(self, lang: str) -> None:
        self.lang = lang
        self._labels()
        self.show_current()
        self.show_results()

    def open_folder(self) -> None:
        text = self.folder_box.value.strip()
        if not text:
            self.status.value = html.escape(t("teach_no_class", self.lang))
            return
        try:
            self.store = ClassStore(Path(text).expanduser())
        except ClassStoreError as err:
            raise ValueError(t("teach_bad_folder", self.lang, error=str(err))) from None
        self.status.value = html.escape(str(self.store.folder.resolve()))
        game = ClassAssignment.read(self.store.folder)
        if game is not None:
            self.code.value = game.code
            rules = game.rules
            preset = rules if isinstance(rules, str) else str(rules.get("preset", "trieste"))
            self.preset.value = preset
            start = None if isinstance(rules, str) else rules.get("start")
            self.start_count.value = int(start) if isinstance(start, int) else 4
            self.opponents.value = ", ".join(game.opponents)
            self.mode.value = game.mode
        elif not self.code.value:
            self._fresh_code()
        self.show_current()
        self.refresh()

    def _fresh_code(self) -> None:
        self.code.value = deal_code(new_seed())

    def assignment(self) -> ClassAssignment:
        try:
            code = deal_code(parse_deal_code(self.code.value))
        except DealCodeError as err:
            raise ValueError(str(err)) from None
        text = self.opponents.value.replace(";", ",")
        levels = tuple(x.strip() for x in text.split(",") if x.strip())
        for level in levels:
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r}: use {', '.join(LEVELS)}")
        from ..rules import preset as get_preset

        base = get_preset(self.preset.value)
        rules: str | dict[str, Any] = self.preset.value
        if int(self.start_count.value) != base.start:
            rules = {"preset": self.preset.value, "start": int(self.start_count.value)}
        return ClassAssignment(code, rules=rules, opponents=levels, mode=str(self.mode.value))

    def set_game(self) -> None:
        if self.store is None:
            raise ValueError(t("teach_no_class", self.lang))
        game = self.assignment()
        game.write(self.store.folder)
        self.status.value = html.escape(t("teach_set_done", self.lang, code=game.code))
        self.show_current()

    def show_current(self) -> None:
        if self.store is None:
            self.current.value = ""
            return
        game = ClassAssignment.read(self.store.folder)
        if game is None:
            self.current.value = html.escape(t("teach_none_set", self.lang))
        else:
            self.current.value = "<b>" + html.escape(
                t("teach_current", self.lang, code=game.code, table=game.table.describe())
            ) + "</b>"

    def refresh(self) -> None:
        """Read the database again: the games with results, then the chosen one."""
        if self.store is None:
            return
        self._games = games(self.store)
        current = self.game.value
        options = [(g.label(), i) for i, g in enumerate(self._games)]
        labels = [g.label() for g in self._games]
        self.game.options = options
        if isinstance(current, int) and 0 <= current < len(labels):
            self.game.value = current
        elif options:
            assigned = ClassAssignment.read(self.store.folder)
            pick = 0
            if assigned is not None:
                for i, g in enumerate(self._games):
                    if g.code == assigned.code and g.table == assigned.table:
                        pick = i
            self.game.value = pick
        self.show_results()

    def selected(self) -> Game | None:
        value = self.game.value
        if not isinstance(value, int) or not 0 <= value < len(self._games):
            return None
        return self._games[value]

    def standings(self) -> list[Standing]:
        game = self.selected()
        if self.store is None or game is None:
            return []
        return self.store.standings(game.code, game.table.text(), counts_down=game.counts_down)

    def show_results(self) -> None:
        game = self.selected()
        if game is None:
            self.results.value = f"<p>{html.escape(t('teach_no_results', self.lang))}</p>"
            self.read_at.value = ""
            return
        rows = self.standings()
        self.results.value = results_html(rows, game, self.lang)
        stamp = datetime.now().strftime("%H:%M:%S")
        self.read_at.value = html.escape(
            t("teach_refreshed", self.lang, students=len(rows),
              hands=sum(r.hands for r in rows), time=stamp)
        )

    def export_csv(self) -> None:
        game = self.selected()
        if game is None:
            return
        name = f"coteccio-class-{game.code.replace('-', '')}.csv"
        self.download.save(name, results_csv(self.standings(), game), "text/csv")

    def _labels(self) -> None:
        lang = self.lang
        self.heading.value = f"<h2>{html.escape(t('teach_title', lang))}</h2>"
        self.folder_box.description = t("teach_folder", lang)
        self.open_button.description = t("teach_open", lang)
        self.code.description = t("ui_deal_code", lang)
        self.new_code.description = t("teach_new_code", lang)
        self.preset.description = t("ui_preset", lang)
        self.start_count.description = t("dash_start_count", lang)
        self.opponents.description = t("teach_opponents", lang)
        self.mode.description = t("dash_mode", lang)
        self.set_button.description = t("teach_set", lang)
        self.game.description = t("teach_game", lang)
        self.refresh_button.description = t("teach_refresh", lang)
        self.csv_button.description = t("teach_csv", lang)
        for w in (self.folder_box, self.code, self.preset, self.start_count, self.opponents,
                  self.mode, self.game):
            w.style.description_width = "9em"
