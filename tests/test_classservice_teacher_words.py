"""What the teacher reads: progress of the lesson's exercises, exercise
titles and the learner's answers, the Italian and Portuguese pages in their own words, deal
codes that are codes.

"Progress says "1 of 1 right" (of those tried, not of the lesson's 3) and names exercises
by ids (`rank-order`) on the page and in the CSV; the progress CSV leaves out the answer;
the Italian teacher's page shows "expert", "practice", "table", "cautious" in English; ...
"HELLO" silently becomes the code `000H-E110`; the placeholder looks like a filled-in code."
"""

from __future__ import annotations

import csv
import html
import io
import json
import re

import pytest
from class_helpers import check_message
from class_server import GAME

from coteccio_lab.classservice.game import ClassGame, ClassGameError
from coteccio_lab.dealcode import parse_deal_code


def test_progress_counts_the_lessons_exercises_and_names_them(server, teacher) -> None:
    ana = server.browser()
    assert ana.join("ana").status_code == 200
    for exercise, right in (("rank-order", True), ("french-deck", False)):
        assert ana.post("api/progress", check_message(1, exercise, right)).ok
    progress = teacher.get("api/teacher/state").json()["progress"]
    assert progress["totals"] == [3]
    assert progress["grid"][0]["lessons"] == [{"tried": 2, "correct": 1, "total": 3}]
    assert progress["hard"] == [{"lesson": 1, "exercise": "french-deck", "tried": 1,
                                 "not_quite": 1, "title": "The same with a French deck"}]
    italian = teacher.get("api/teacher/state?lang=it").json()["progress"]
    assert italian["hard"][0]["title"] == "Lo stesso con un mazzo francese"
    rows = list(csv.reader(io.StringIO(teacher.get("teacher/progress.csv").text)))
    assert rows[0] == ["student", "lesson", "exercise", "exercise key", "answer", "result",
                       "attempt", "when"]
    first = dict(zip(rows[0], rows[1]))
    assert first["exercise"] == "Highest to lowest" and first["exercise key"] == "rank-order"
    assert json.loads(first["answer"]) == check_message(1, "rank-order", True)["answer"]
    assert first["result"] == "correct"


@pytest.mark.parametrize("lang", ["it", "pt"])
def test_the_teachers_page_has_no_english_level_or_mode_names(server, teacher, lang) -> None:
    page = teacher.get(f"teacher?lang={lang}").text
    form = page[page.index("<form"):page.index("</form>")]
    # what the reader sees: the text and the inputs' values, not ids and class names
    form = re.sub(r'<option value="[^"]*"|(?:class|name|title)="[^"]*"', "", form)
    for word in ("cautious", "expert", "practice", ">table<", "random"):
        assert word not in form, word
    texts = json.loads(html.unescape(re.search(r'data-text="([^"]*)"', page).group(1)))
    for key in ("level_cautious", "level_expert", "level_random", "mode_table",
                "mode_practice", "annulled", "results_how", "warn_going"):
        assert texts[key]
    english = json.loads(html.unescape(re.search(
        r'data-text="([^"]*)"', teacher.get("teacher?lang=en").text).group(1)))
    for key in ("level_cautious", "level_expert", "mode_practice", "results_how"):
        assert texts[key] != english[key], key


def test_a_short_code_is_refused_not_read_as_another(teacher) -> None:
    assert parse_deal_code("HELLO") == parse_deal_code("000H-E110")  # the reading forgives
    got = teacher.post("api/teacher/game", {**GAME, "code": "HELLO"})
    assert got.status_code == 400
    assert ("8 letters or digits (the hyphen does not count), like K7QX-3MPA: 'HELLO' has 5"
            in got.json()["error"])
    assert teacher.get("api/teacher/state").json()["game"]["code"] == GAME["code"]
    it = teacher.post("api/teacher/game?lang=it", {**GAME, "code": "ciao"}).json()["error"]
    assert "il codice di una partita della classe ha 8 lettere o cifre" in it
    with pytest.raises(ClassGameError):
        ClassGame("K7QX-3MP")
    assert ClassGame("k7qx 3mpa").code == "K7QX-3MPA"  # case and spaces still forgiven


def test_the_code_placeholder_does_not_look_like_a_code(teacher) -> None:
    page = teacher.get("teacher").text
    placeholder = re.search(r'class="cot-teach-code" placeholder="([^"]*)"', page).group(1)
    assert placeholder == "8 letters or digits"
    assert not re.fullmatch(r"[0-9A-Z]{4}-[0-9A-Z]{4}", placeholder)


def test_the_teacher_sees_each_students_hand_and_last_activity_and_their_hands(
    server, teacher,
) -> None:
    """Each student's current hand and last activity, and a drill-down
    into a student's hands (each with its verified record, for `coteccio-lab replay`)."""
    from class_helpers import played_records

    ana, bo = server.browser(), server.browser()
    assert ana.join("ana").ok and bo.join("bo").ok
    records = played_records()
    for n, record in enumerate(records[:3], 1):
        assert ana.post("api/hands", {"hand": n, "record": record}).ok
    assert bo.post("api/progress", check_message(1, "rank-order", True)).ok
    state = teacher.get("api/teacher/state").json()
    activity = state["activity"]
    assert activity["ana"]["hands"] == 3 and activity["ana"]["state"] == "playing"
    assert activity["ana"]["last"] >= state["students"][0]["joined"]
    assert activity["bo"]["state"] is None and activity["bo"]["last"]
    game = state["results"]["id"]
    got = teacher.get("api/teacher/hands", params={"student": "ana", "game": game}).json()
    assert [h["hand"] for h in got["hands"]] == [1, 2, 3]
    assert got["hands"][0]["record"]["plays"] == [p for p in records[0]["plays"]]
    assert got["hands"][1]["delta"] == records[1]["result"]["delta"][0]
    # a student's own browser never reads them
    assert ana.get("api/teacher/hands", params={"student": "ana", "game": game}).status_code == 403
    bad = teacher.get("api/teacher/hands", params={"student": "ana", "game": "nonsense"})
    assert bad.status_code == 400
