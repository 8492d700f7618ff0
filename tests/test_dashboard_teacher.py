"""The teacher's page: the class game it sets, the results it reads, side by side."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from coteccio_lab.classroom import ClassStore
from coteccio_lab.dashboard.controller import (
    Dashboard,
    Setup,
    class_results,
    first_legal,
    highest_legal,
    play_through,
)
from coteccio_lab.dashboard.results import ClassAssignment, TableKey
from coteccio_lab.dashboard.teacher import Game, TeacherPage, games, results_csv, results_table

CODE = "K7QX-3MPA"
OPPONENTS = ("cautious", "random")


def _class(folder: Path) -> dict[str, Dashboard]:
    played = {}
    for name, strategy in (("ana", first_legal), ("bo", highest_legal)):
        d = Dashboard(results_factory=class_results(folder))
        d.start(Setup(opponents=OPPONENTS, code=CODE, student=name, mode="table"))
        play_through(d, strategy)
        played[name] = d
    # another table on the same code must not be mixed in
    d = Dashboard(results_factory=class_results(folder))
    d.start(Setup(opponents=("expert",), code=CODE, student="cy", mode="table"))
    play_through(d, first_legal)
    played["cy"] = d
    return played


def test_games_group_by_code_and_table(tmp_path: Path) -> None:
    _class(tmp_path)
    found = games(ClassStore(tmp_path))
    assert {(g.code, g.table) for g in found} == {
        (CODE, TableKey("trieste", OPPONENTS, "table")),
        (CODE, TableKey("trieste", ("expert",), "table")),
    }


def test_results_side_by_side_best_first_with_the_best_of_each_hand(tmp_path: Path) -> None:
    played = _class(tmp_path)
    game = Game(CODE, TableKey("trieste", OPPONENTS, "table"))
    rows = ClassStore(tmp_path).standings(CODE, game.table.text())
    head, body, marks = results_table(rows, game)
    assert [r[1] for r in body] == [r.student for r in rows] and len(body) == 2
    hands = max(played["ana"].hand_no, played["bo"].hand_no)
    assert head[2 : 2 + hands] == [f"H{i}" for i in range(1, hands + 1)]
    for cells, row_marks in zip(body, marks):
        d = played[cells[1]]
        deltas = [r["result"]["delta"][0] for r in d.records()]
        assert cells[2 : 2 + len(deltas)] == [f"+{x}" if x > 0 else str(x) for x in deltas]
        assert cells[-1] == ("won" if d.winner() == 0 else "lost")
        for i, mark in enumerate(row_marks[: len(deltas)]):
            others = [
                r["result"]["delta"][0]
                for other in ("ana", "bo")
                for k, r in enumerate(played[other].records())
                if k == i
            ]
            assert mark == (deltas[i] == max(others))
    text = results_csv(rows, game)
    parsed = list(csv.reader(io.StringIO(text)))
    assert parsed[0][:3] == ["deal_code", "table", "#"] and len(parsed) == 3


def test_the_page_sets_the_class_game_and_shows_the_results(tmp_path: Path) -> None:
    _class(tmp_path)
    page = TeacherPage(tmp_path)
    labels = [label for label, _ in page.game.options]
    assert len(labels) == 2 and all(label.startswith(CODE) for label in labels)
    assert "cot-results-table" in page.results.value and "students" in page.read_at.value
    page.code.value = "abcd efgh"
    page.opponents.value = "expert, random"
    page.start_count.value = 2
    page.set_game()
    game = ClassAssignment.read(tmp_path)
    assert game is not None and game.code == "ABCD-EFGH" and game.opponents == ("expert", "random")
    assert game.rules == {"preset": "trieste", "start": 2} and game.mode == "table"
    assert "ABCD-EFGH" in page.current.value
    page.opponents.value = "grandmaster"
    page._safe(page.set_game)
    assert "unknown level" in page.status.value
    page.language.value = "it"
    assert page.refresh_button.description == "Aggiorna"


def test_without_a_class_folder_the_page_says_how_to_get_one(monkeypatch) -> None:
    monkeypatch.delenv("COTECCIO_CLASS_DIR", raising=False)
    page = TeacherPage()
    assert "--class-dir" in page.status.value
