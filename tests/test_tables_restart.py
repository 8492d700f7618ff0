"""The fault test of the class tables: the real launcher (Voilà with the class service) is
killed with SIGKILL in the middle of a hand at a table and started again on the same class
folder. The
table resumes at the same move, no move is lost or doubled, and the class's other results
are intact."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import nbformat
from harness.serverproc import DashboardProcess
from harness.tableclient import TableClient, to_move

from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.classservice.tablestore import TableStore

NAMES = ("Ana", "Bea", "Cleo")


def _notebook(folder: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("print('a page')")]
    folder.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(folder / "dashboard.ipynb"))


def test_a_table_resumes_at_the_same_move_after_sigkill(tmp_path: Path) -> None:
    notebooks, klass = tmp_path / "nb", tmp_path / "class"
    _notebook(notebooks)
    server = DashboardProcess(notebook_dir=notebooks, class_dir=klass, pool_size=0)
    server.start()
    try:
        base = f"{server.url}class/"
        people = {n: TableClient(base) for n in NAMES}
        for name, client in people.items():
            client.join(name)
        check = people["Ana"].post("api/progress", {"lesson": 1, "exercise": "rank-order",
                                                    "answer": ["As", "3s"]})
        assert check.ok, check.text
        opened = people["Ana"].open(4, computers=[3])
        table = opened.body["id"]
        for name in NAMES[1:]:
            assert people[name].sit(table).ok
        answered: list[str] = []
        for _ in range(6):  # into the second trick: mid-hand
            mover, answer = to_move(people, table)
            move = answer.body["view"]["legal"][0]
            done = people[mover].move(table, answer.body["seq"], move)
            assert done.ok, done.text
            answered.append(move)
        before = {n: c.view(table).body for n, c in people.items()}
        assert before["Ana"]["view"]["hand"]["tricks"] or before["Ana"]["view"]["hand"][
            "current"]
        assert server.proc is not None
        os.killpg(server.proc.pid, signal.SIGKILL)  # no shutdown, no checkpoint
        server.proc.wait(10)
        server.proc = None
        server.start()
        base = f"{server.url}class/"
        for client in people.values():
            client.base = base  # the same browsers (cookies) on the restarted server
        after = {n: c.view(table).body for n, c in people.items()}
        for name in NAMES:
            assert after[name]["seq"] == before[name]["seq"], name
            assert after[name]["view"] == before[name]["view"], name
        # and the table plays on from there, to the end of the hand
        hands = before["Ana"]["table"]["hands"]
        while people["Ana"].view(table).body["table"]["hands"] == hands:
            mover, answer = to_move(people, table)
            move = answer.body["view"]["legal"][0]
            assert people[mover].move(table, answer.body["seq"], move).ok
            answered.append(move)
    finally:
        server.stop()
    store = ClassStore.open(folder=klass)
    events = TableStore(store).events(table)
    assert [e.seq for e in events] == list(range(1, len(events) + 1))  # none lost, none twice
    people_moves = [e.data["move"] for e in events if e.kind == "move"
                    and not e.data.get("computer")]
    assert people_moves == answered
    assert [(c.student, c.exercise) for c in store.checks()] == [("Ana", "rank-order")]
    assert {s.name for s in store.students()} == set(NAMES)
