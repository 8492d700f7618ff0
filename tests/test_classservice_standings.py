"""The teacher's results table: compared by deal, annulled hands marked,
finished and won matches ranked before totals, the order explained on the page.

"Standings sort by total only: a student with 2 hands and total 0, still playing, ranks
above the student who won the match in 15 hands. An annulled hand shows as 0 and is marked
the best result; its card points count; and because the same dealer re-deals after an
annul, hand 2 of one student is a different deal from hand 2 of another."
"""

from __future__ import annotations

import json
from pathlib import Path

from class_helpers import CODE, played_records

from coteccio_lab.classservice.results import deal_columns
from coteccio_lab.classservice.service import ClassService
from coteccio_lab.classservice.store import ClassStore, deal_key
from coteccio_lab.curriculum.answers import judge

OPPONENTS = ("random", "random")
GAME = {"code": CODE, "opponents": list(OPPONENTS), "mode": "table"}


def _service(tmp_path: Path) -> ClassService:
    service = ClassService(ClassStore.open(folder=tmp_path / "class"), judge)
    service.set_game(GAME)
    return service


def _play(service: ClassService, student: str, seed: int, hands: int | None = None) -> list[dict]:
    records = played_records(opponents=OPPONENTS, seed=seed)[:hands]
    for n, record in enumerate(records, 1):
        service.submit_hand(student, {"hand": n, "record": record})
    return records


def test_the_table_compares_deals_marks_annulled_hands_and_ranks_by_how_matches_end(
    tmp_path: Path,
) -> None:
    service = _service(tmp_path)
    ana = _play(service, "ana", seed=0)  # hand 1 annulled, the match lost in 13 hands
    bo = _play(service, "bo", seed=2)  # the match won in 6 hands
    _play(service, "cy", seed=1, hands=2)  # two hands, still playing
    assert ana[0]["result"]["outcome"] == "annulled" and bo[-1]["result"]["after"][0] > 0
    assert ana[1]["dealer"] == ana[0]["dealer"] != bo[1]["dealer"]  # the same dealer again
    state = service.teacher_state()
    results = state["results"]
    rows = {r["student"]: r for r in results["rows"]}
    # ranked by how the match ended first: won, playing, lost
    assert [r["student"] for r in results["rows"]] == ["bo", "cy", "ana"]
    assert [rows[n]["state"] for n in ("bo", "cy", "ana")] == ["won", "playing", "lost"]
    # hand 2 is two deals: bo and cy had one, ana (after her annulled hand 1) another
    columns = results["columns"]
    assert [(c["hand"], c["variant"], c["players"]) for c in columns[:3]] == [
        (1, "", 3), (2, "a", 2), (2, "b", 1)]
    assert rows["bo"]["hands"][1] is not None and rows["cy"]["hands"][1] is not None
    assert rows["bo"]["hands"][2] is None and rows["ana"]["hands"][1] is None
    assert rows["ana"]["hands"][2]["delta"] == ana[1]["result"]["delta"][0]
    # the annulled hand: marked, never best, its card points not counted
    first = rows["ana"]["hands"][0]
    assert first == {"delta": 0, "counted": False, "best": False,
                     "hints": None, "takebacks": None, "aids_by": None,  # sent without help
                     "stand_in": False}
    assert rows["ana"]["points"] == sum(r["result"]["points"][0] for r in ana[1:])
    best = max(rows[n]["hands"][0]["delta"] for n in ("bo", "cy"))
    assert [rows[n]["hands"][0]["best"] for n in ("bo", "cy")] == [
        rows[n]["hands"][0]["delta"] == best for n in ("bo", "cy")]
    # a deal only one student played has no "best": nobody to compare with
    assert rows["ana"]["hands"][2]["best"] is False
    csv = service.results_csv(results["id"]).splitlines()
    assert csv[0].startswith("rank,student,hand 1,hand 2a,hand 2b,hand 3")
    assert csv[3].split(",")[2] == "annulled" and csv[3].split(",")[1] == "ana"


def test_a_deal_is_its_dealer_and_cards() -> None:
    one = {"dealer": 1, "hands": [["As", "2c"], ["3d", "4s"]]}
    assert deal_key(json.dumps(one)) == deal_key(json.dumps(
        {**one, "hands": [["2c", "As"], ["4s", "3d"]], "plays": ["As"]}))
    assert deal_key(json.dumps({**one, "dealer": 0})) != deal_key(json.dumps(one))
    assert deal_key("{}") == deal_key("not json") == deal_key(None) == ""


def test_rows_from_before_deals_were_stored_are_compared_by_hand_number(tmp_path: Path) -> None:
    service = _service(tmp_path)
    _play(service, "ana", seed=2, hands=2)
    _play(service, "bo", seed=3, hands=2)
    store = service.store
    with store.engine.begin() as conn:  # a database from before the deal column
        conn.exec_driver_sql("ALTER TABLE hands DROP COLUMN deal")
        conn.exec_driver_sql("DROP TABLE alembic_version")  # and from before Alembic
    store.close()
    again = ClassService(ClassStore.open(folder=tmp_path / "class"), judge)
    results = again.teacher_state()["results"]
    assert [(c["hand"], c["variant"]) for c in results["columns"]] == [(1, ""), (2, "")]
    standings = again.store.standings(CODE, again.game().table.text())
    assert all(len(d) == 16 for s in standings for d in s.deals)  # filled from the records
    assert len(deal_columns(standings)) == 2
