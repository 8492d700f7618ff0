"""Several classes under one hub service, without a hub: the ids, the admin's configuration,
each class's own store, and who a class's identity lets in (the real hub: test_hub_classes)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from class_helpers import BACKENDS, CODE
from traitlets.config import Config
from voila_harness import run_in_own_loop

from coteccio_lab.classservice.hub import HubIdentity, open_class_store
from coteccio_lab.classservice.identity import Identity
from coteccio_lab.hub.classes import ClassIdError, class_id, class_ids
from coteccio_lab.hub.config import ACCESS_SCOPE, configure_class_service

TABLE = '{"mode":"table","opponents":["cautious"],"rules":"trieste"}'


@pytest.mark.parametrize("bad", ["", "A", "-a", "a-", "a/b", "../b", "a_b", "x" * 33, "é"])
def test_a_class_id_is_a_plain_short_name(bad: str) -> None:
    with pytest.raises(ClassIdError, match="a class id is"):
        class_id(bad)


def test_class_ids_are_each_given_once() -> None:
    assert class_ids(["3a", "3b"]) == ["3a", "3b"]
    with pytest.raises(ClassIdError, match="given twice"):
        class_ids(["3a", "3a"])
    with pytest.raises(ClassIdError, match="at least one"):
        class_ids([])


def test_the_admins_call_makes_each_classes_groups_and_addresses() -> None:
    c = Config()
    configure_class_service(c, class_db="sqlite:////srv/class/results.sqlite3", classes={
        "3a": {"teachers": ["rossi"], "students": ["ana", "bo"]},
        "3b": {"teachers": ["verdi"]}})
    [service] = c.JupyterHub.services.get_value([])
    assert service["command"][-1] == "--classes=3a,3b"
    assert c.JupyterHub.load_groups.get_value({}) == {
        "class-3a": {"users": ["ana", "bo"]}, "teachers-3a": {"users": ["rossi"]},
        "class-3b": {"users": []}, "teachers-3b": {"users": ["verdi"]}}
    overrides = c.Spawner.group_overrides
    assert overrides["coteccio-class-3b"]["groups"] == ["class-3b", "teachers-3b"]
    env = overrides["coteccio-class-3a"]["spawner_override"]["environment"]
    assert env["COTECCIO_CLASS_URL"] == "/services/coteccio-class/classes/3a/"
    assert env["COTECCIO_CLASS_API"].endswith("/services/coteccio-class/classes/3a/")
    # no class address for a user of no class, and no one-class teachers' group
    assert "COTECCIO_CLASS_URL" not in c.Spawner.environment.get_value({})
    with pytest.raises(ClassIdError):
        configure_class_service(Config(), class_db="sqlite://", classes={"3 A": {}})


def test_the_one_class_set_up_is_unchanged() -> None:
    c = Config()
    configure_class_service(c, class_db="sqlite:////srv/class/results.sqlite3", teachers=["t"])
    assert not any(a.startswith("--classes") for a in
                   c.JupyterHub.services.get_value([])[0]["command"])
    assert c.JupyterHub.load_groups.get_value({}) == {"teachers": {"users": ["t"]}}
    assert c.Spawner.environment.get_value({})["COTECCIO_CLASS_URL"] == (
        "/services/coteccio-class/")


def test_the_command_refuses_a_bad_class_id_with_a_sentence() -> None:
    env = {"JUPYTERHUB_SERVICE_URL": "http://127.0.0.1:1", "JUPYTERHUB_API_TOKEN": "x",
           "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-m", "coteccio_lab", "class-service", "--class-db",
                           "sqlite://", "--classes", "3a,../x"], capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--classes: a class id is 1 to 32 of a-z" in done.stderr


@pytest.mark.parametrize("backend", BACKENDS)
def test_each_class_keeps_its_results_apart_in_the_one_database(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    url = (f"sqlite:///{tmp_path / 'results.sqlite3'}" if backend == "sqlite"
           else request.getfixturevalue("postgres_url"))
    a, b = open_class_store(url, "3a"), open_class_store(url, "3b")
    a.enrol("ana")
    a.add_hand("ana", CODE, TABLE, 1, delta=-1, points=9, outcome="normal", record="{}")
    b.set_game('{"code": "0000-00AB"}')
    assert [s.name for s in a.students()] == ["ana"] and b.students() == []
    assert b.count() == 0 and a.game() is None and b.game() == '{"code": "0000-00AB"}'
    a.close()
    b.close()
    again = open_class_store(url, "3a")  # reopened: the same class's rows
    assert again.count() == 1
    again.close()
    if backend == "sqlite":
        assert sorted(p.name for p in tmp_path.glob("*.sqlite3")) == [
            "results-3a.sqlite3", "results-3b.sqlite3"]


class _Auth:
    """What ``HubIdentity`` asks of JupyterHub's ``HubOAuth``: the hub's model of a user."""

    access_scopes = {ACCESS_SCOPE}

    def __init__(self, model: dict[str, Any]) -> None:
        self.model = model

    async def get_user(self, _handler: Any, sync: bool = True) -> dict[str, Any]:
        return self.model

    async def user_for_token(self, token: str, sync: bool = True) -> dict[str, Any] | None:
        return {**self.model, "name": "by-token"} if token == "good" else None

    def check_scopes(self, wanted: set[str], model: dict[str, Any]) -> bool:
        return bool(wanted & set(model["scopes"]))


class _Handler:
    def __init__(self, headers: dict[str, str] | None = None) -> None:
        self.request = SimpleNamespace(headers=headers or {})


def test_a_token_is_judged_alone_and_only_a_cookie_needs_the_pages_key() -> None:
    """A request with a token is the token's (never the cookie's beside it: a page of the
    origin may add a made-up token to the teacher's cookie); the teacher's cookie is a
    credential a page key is made for (``pagekeys``), a token is not."""
    auth = _Auth({"kind": "user", "name": "prof", "groups": ["teachers"],
                  "scopes": [ACCESS_SCOPE]})
    identity = HubIdentity(auth)

    def who(headers: dict[str, str]) -> Any:
        return run_in_own_loop(lambda: identity.identify(_Handler(headers)))  # type: ignore

    assert who({}) == Identity("prof", True, holder="prof")
    assert who({"Authorization": "token good"}) == Identity("by-token", True, holder=None)
    assert who({"Authorization": "Bearer made-up"}) is None  # not the cookie beside it
    assert who({"Authorization": "Basic x"}) == Identity("prof", True, holder="prof")


@pytest.mark.parametrize("groups, who", [
    (["class-3a"], ("ana", False)),
    (["teachers-3a"], ("ana", True)),
    (["class-3b", "teachers-3b"], None),
    (["teachers"], None),  # the one-class teachers' group is no teacher of a class of several
    ([], None),
])
def test_a_class_of_several_lets_in_its_own_groups_only(
    groups: list[str], who: tuple[str, bool] | None
) -> None:
    auth = _Auth({"kind": "user", "name": "ana", "groups": groups, "scopes": [ACCESS_SCOPE]})
    identity = HubIdentity(auth, "teachers-3a", "class-3a")
    handler = _Handler()
    # (in its own thread: a browser test before may have left a loop running in this one)
    got = run_in_own_loop(lambda: identity.identify(handler))  # type: ignore[arg-type]
    assert (None if got is None else (got.student, got.teacher)) == who
    # a signed-in user refused here is told so, not sent to sign in again
    assert getattr(handler, "coteccio_hub_user", None) == (None if who else "ana")
    # one class (the default): every hub user with the access scope is a student
    one = run_in_own_loop(lambda: HubIdentity(auth).identify(_Handler()))  # type: ignore[arg-type]
    assert one is not None and one.student == "ana"
