"""A hub without ``subdomain_host`` gives every user's server the class service's origin,
where a page a student serves can act as a signed-in teacher (docs/hub.md): the service
says so when it starts and refuses to run the class there unless the admin opted in
(``configure_class_service(allow_shared_origin=True)``). With ``subdomain_host`` the
service has an origin of its own and runs."""

from __future__ import annotations

from typing import Any

import pytest
import requests
from harness.testhub import HubProcess

from coteccio_lab.hub.config import ACCESS_SCOPE

pytestmark = [pytest.mark.hub]


def _me(hub: HubProcess, name: str) -> requests.Response:
    token = hub.user_token(name, scopes=[ACCESS_SCOPE])
    return requests.get(hub.service_direct_url + "api/me",
                        headers={"Authorization": f"token {token}"}, timeout=60)


@pytest.mark.parametrize("subdomains", [False, True], ids=["one-origin", "subdomain_host"])
def test_the_class_runs_on_one_origin_only_by_the_admins_choice(
    hub_factory: Any, postgres_url: str, subdomains: bool
) -> None:
    hub: HubProcess = hub_factory(users=["ana"], teachers=["prof"], class_db=postgres_url,
                                  subdomains=subdomains, allow_shared_origin=False)
    got = _me(hub, "prof")
    log = hub.log_path.read_text(encoding="utf-8", errors="replace")
    if subdomains:
        assert got.status_code == 200, got.text
        assert "no subdomain_host" not in log
        return
    assert got.status_code == 403, got.text
    assert got.json()["key"] == "class_err_shared_origin"
    assert "subdomain_host" in got.json()["error"]
    assert "The class is OFF" in log
    # every address of the service says it, never in a frame
    page = requests.get(hub.service_direct_url + "teacher", timeout=60)
    assert page.status_code == 403 and page.headers["X-Frame-Options"] == "DENY"
