"""Tables under a real JupyterHub (its proxy, its OAuth, PostgreSQL): who sits is the hub's
user, a student sees the lobby and the tables they sit at only, the teachers' group is the
teacher, and the long poll answers through the hub's proxy."""

from __future__ import annotations

import threading
import time

from class_helpers import CLASS_TEACHER
from harness.tableclient import Answer, TableClient, to_move
from harness.testhub import HubProcess

from coteccio_lab.hub.config import ACCESS_SCOPE


def _browser(hub: HubProcess, name: str) -> TableClient:
    """A student's browser: logged in to the hub, then through the service's OAuth (the
    service's page sends a browser without its cookie to the hub and back)."""
    session = hub.login(name)
    session.get(hub.service_url + "teacher", timeout=60)
    return TableClient(hub.service_url, session=session)


def test_tables_with_the_hubs_users(class_hub: HubProcess) -> None:
    ana, bo, cy = (_browser(class_hub, n) for n in ("ana", "bo", "cy"))
    opened = ana.open(3, computers=[2])
    assert opened.ok, opened.text
    table = opened.body["id"]
    assert [t["id"] for t in cy.lobby().body["tables"]] == [table]  # a free seat: listed
    assert bo.sit(table).body == {"seat": 1}
    row = ana.lobby().body["tables"][0]
    assert [s["name"] for s in row["seats"]] == ["ana", "bo", None]  # the hub's names
    assert cy.lobby().body["tables"] == []  # full, and not hers
    assert cy.sit(table).key() == "tables_err_full"
    assert cy.view(table).status == 403 and cy.view(table).key() == "tables_err_not_seated"
    assert cy.get("api/teacher/tables").status == 403
    # the teacher (the hub group) sees every table, with a token of the service's scope
    token = class_hub.user_token(CLASS_TEACHER, scopes=[ACCESS_SCOPE])
    teacher = TableClient(class_hub.service_direct_url)
    teacher.session.headers["Authorization"] = f"token {token}"
    assert [t["id"] for t in teacher.get("api/teacher/tables").body["tables"]] == [table]
    # a long poll through the hub's proxy answers at the other seat's move
    people = {"ana": ana, "bo": bo}
    mover, answer = to_move(people, table)
    other = people["bo" if mover == "ana" else "ana"]
    seq = other.view(table).body["seq"]
    got: list[Answer] = []
    waiting = threading.Thread(target=lambda: got.append(other.view(table, after=seq)))
    waiting.start()
    time.sleep(0.5)
    sent = time.perf_counter()
    assert people[mover].move(table, answer.body["seq"], answer.body["view"]["legal"][0]).ok
    waiting.join(30)
    assert got and got[0].ok and got[0].body["seq"] > seq, got
    assert got[0].at - sent < 2.0
