"""Without a class list, names that joined before the teacher gave the class game are asked
for admission too: a student who joined a second name early (a sock puppet, to rehearse the
class deal before playing it for real) is dealt nothing until the teacher admits that name.
The names already admitted stay in; the teacher lets every waiting name in with one click
(*Admit all waiting*) or refuses one. Over HTTP, with the pages' own calls, on one machine."""

from __future__ import annotations

from class_server import Browser, ClassServer
from harness.tableclient import TableClient

from coteccio_lab.cards import DECK

SERVER_GAME = {"server": True, "rules": "trieste", "opponents": ["cautious", "cautious"],
               "mode": "table"}
CARD_CODES = [c.code() for c in DECK]


def rosters(teacher: Browser) -> dict[str, object]:
    return {s["name"]: s["roster"] for s in teacher.get("api/teacher/state").json()["students"]}


def test_names_joined_before_the_class_game_wait_for_admission(server: ClassServer) -> None:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    # two names join before any class game: the second is Ana's own puppet
    ana, puppet = TableClient(server.url), TableClient(server.url)
    ana.join("Ana")
    puppet.join("Ana Two")
    assert puppet.get("api/tables").ok  # no class game yet: the class is open as before
    given = teacher.post("api/teacher/game", SERVER_GAME)
    assert given.status_code == 200
    assert sorted(given.json()["waiting"]) == ["Ana", "Ana Two"]
    assert rosters(teacher) == {"Ana": "waiting", "Ana Two": "waiting"}
    # the puppet is dealt nothing of the class game
    asked = puppet.post("api/tables/class", {})
    assert asked.status == 403 and asked.key() == "class_err_waiting", asked.text
    assert not [c for c in CARD_CODES if f'"{c}"' in "".join(puppet.received)]
    assert all(t.seat_of("Ana Two") is None for t in server.service.tables.all())
    # the teacher admits Ana and refuses the puppet: it and its browser leave the class
    assert teacher.post("api/teacher/admit", {"name": "Ana", "admit": True}).status_code == 200
    assert teacher.post("api/teacher/admit",
                        {"name": "Ana Two", "admit": False}).status_code == 200
    assert ana.post("api/tables/class", {}).ok
    assert puppet.post("api/tables/class", {}).status in (401, 403)
    # a name admitted stays admitted when the teacher gives another game
    again = teacher.post("api/teacher/game", {**SERVER_GAME, "code": "0000-0ABD"})
    assert again.status_code == 200 and again.json()["waiting"] == []
    assert rosters(teacher) == {"Ana": "admitted"}


def test_every_early_name_is_let_in_with_one_click(server: ClassServer) -> None:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    clients = {name: TableClient(server.url) for name in ("Bea", "Cy", "Dora")}
    for name, client in clients.items():
        client.join(name)
    assert teacher.post("api/teacher/game", SERVER_GAME).status_code == 200
    got = teacher.post("api/teacher/admit", {"all": True})
    assert sorted(got.json()["admitted"]) == ["Bea", "Cy", "Dora"]
    assert all(c.post("api/tables/class", {}).ok for c in clients.values())


def test_with_a_class_list_the_listed_names_do_not_wait(server: ClassServer) -> None:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    assert teacher.post("api/teacher/roster", {"names": ["Eva"]}).status_code == 200
    eva = server.browser()
    assert eva.form("join", "join", {"pick": "Eva", "name": ""}).status_code == 200
    given = teacher.post("api/teacher/game", SERVER_GAME)
    assert given.status_code == 200 and given.json()["waiting"] == []
    assert rosters(teacher) == {"Eva": "listed"}
