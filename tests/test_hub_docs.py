"""docs/hub.md's configuration snippets are run here and configure what the tests' hub runs.

The Littlest JupyterHub snippet and the Zero to JupyterHub Helm values' ``extraConfig`` are
executed against a traitlets ``Config`` as JupyterHub would load them; the result is
compared with the configuration of the hub the hub tests start
(``harness.testhub``, the same ``configure_class_service`` call). Kubernetes itself
is not available here: for the Helm values, what can be checked without it is that the
service's port, the hub's extra port and the network rules agree.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from harness.testhub import HubProcess
from traitlets.config import Config, PyFileConfigLoader

from coteccio_lab.hub.config import ACCESS_SCOPE, DB_ENV, SERVICE_NAME

DOC = Path(__file__).resolve().parent.parent / "docs" / "hub.md"


def snippet(name: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    found = re.search(rf"<!-- tested: {name} -->\n```\w+\n(.*?)\n```", text, re.S)
    assert found, f"docs/hub.md has no snippet marked {name}"
    return found.group(1)


def run_config(code: str, tmp_path: Path) -> Config:
    """Load ``code`` as JupyterHub loads a config file (``c`` is its config)."""
    path = tmp_path / "jupyterhub_config.py"
    path.write_text(code)
    return PyFileConfigLoader(path.name, path=str(tmp_path)).load_config()


def value(lazy: Any, empty: Any) -> Any:
    return lazy.get_value(empty) if hasattr(lazy, "get_value") else lazy


def class_service(c: Config) -> dict[str, Any]:
    [service] = [s for s in value(c.JupyterHub.services, []) if s["name"] == SERVICE_NAME]
    return dict(service)


def test_the_tljh_snippet_configures_what_the_tests_hub_runs(tmp_path: Path) -> None:
    db = tmp_path / "coteccio-class-db"
    db.write_text("postgresql+psycopg://coteccio:pw@127.0.0.1/coteccio\n")
    code = snippet("tljh").replace("/opt/tljh/config/coteccio-class-db", str(db))
    c = run_config(code, tmp_path)
    hub = HubProcess(users=["ana"], teachers=["rossi"], class_db="sqlite:////x.sqlite3")
    hub.folder = tmp_path
    tested = run_config(hub.config_text(Path("/proxy")), tmp_path)

    doc_service, test_service = class_service(c), class_service(tested)
    assert doc_service["environment"] == {DB_ENV: db.read_text().strip()}
    assert "pw" not in " ".join(doc_service["command"])  # the password is not in `ps`
    assert doc_service["oauth_no_confirm"] is test_service["oauth_no_confirm"] is True
    assert doc_service["command"][1:3] == test_service["command"][1:3] == [
        "-m", "coteccio_lab"]
    assert doc_service["command"][3] == test_service["command"][3] == "class-service"
    assert value(c.JupyterHub.load_roles, []) == value(tested.JupyterHub.load_roles, [])[1:]
    assert value(c.JupyterHub.load_groups, {}) == {"teachers": {"users": ["bianchi", "rossi"]}}
    assert c.Spawner.server_token_scopes == tested.Spawner.server_token_scopes
    assert ACCESS_SCOPE in c.Spawner.server_token_scopes
    env = value(c.Spawner.environment, {})
    assert env["COTECCIO_CLASS_URL"] == "/services/coteccio-class/"
    assert env["COTECCIO_CLASS_API"] == "http://127.0.0.1:10101/services/coteccio-class/"


def test_the_helm_values_configure_the_service_and_open_its_port(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    values = yaml.safe_load(snippet("z2jh"))
    hub = values["hub"]
    secret = hub["extraEnv"][DB_ENV]["valueFrom"]["secretKeyRef"]
    assert secret == {"name": "coteccio-class-db", "key": "url"}
    monkeypatch.setenv(DB_ENV, "postgresql+psycopg://coteccio:pw@db/coteccio")
    c = run_config(hub["extraConfig"]["coteccio"], tmp_path)
    service = class_service(c)
    assert service["url"] == "http://hub:10101"
    assert "--ip=0.0.0.0" in service["command"] and "--port=10101" in service["command"]
    assert service["environment"] == {DB_ENV: "postgresql+psycopg://coteccio:pw@db/coteccio"}
    env = value(c.Spawner.environment, {})
    assert env["COTECCIO_CLASS_API"] == "http://hub:10101/services/coteccio-class/"
    # the port the service listens on is the one Kubernetes exposes and lets through
    [extra] = hub["service"]["extraPorts"]
    assert extra["port"] == extra["targetPort"] == 10101
    [rule] = hub["networkPolicy"]["ingress"]
    assert rule["ports"] == [{"port": 10101}]
    for egress in (values["singleuser"]["networkPolicy"]["egress"],
                   values["proxy"]["chp"]["networkPolicy"]["egress"]):
        assert egress[0]["ports"] == [{"port": 10101}]
        assert egress[0]["to"] == [{"podSelector": {"matchLabels": {"component": "hub"}}}]


def test_the_hand_written_equivalent_matches_the_call(tmp_path: Path) -> None:
    """The page's 'what it sets' block is what the call sets (kept in step)."""
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"What it sets.*?```python\n(.*?)\n```", text, re.S)
    assert block
    prelude = "import sys\nCLASS_DB = 'sqlite:////x.sqlite3'\n"
    by_hand = run_config(prelude + block.group(1), tmp_path)
    call = run_config(
        "from coteccio_lab.hub.config import configure_class_service\n"
        "configure_class_service(c, class_db='sqlite:////x.sqlite3', teachers=['rossi'])\n",
        tmp_path,
    )
    for section, name, empty in [("JupyterHub", "services", []),
                                 ("JupyterHub", "load_roles", []),
                                 ("JupyterHub", "load_groups", {}),
                                 ("Spawner", "environment", {})]:
        assert value(by_hand[section][name], empty) == value(call[section][name], empty), name
    assert by_hand.Spawner.server_token_scopes == call.Spawner.server_token_scopes
