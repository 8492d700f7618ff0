"""In Chromium under a real JupyterHub: a student's page tries to take over the teacher's
page when the teacher opens it.

Ana serves a page from her own single-user server (``c.ServerApp.extra_static_paths``,
then ``/user/ana/static/attack.html``). Its script (``attack/attack.js``) frames a static
file and a 404 of the service to read their cookies, frames the teacher's page and reads
it, fetches it for its ``_xsrf``, reads the teacher's state and posts a new class game
saying it comes from the teacher's page, then opens the teacher's page in a window and
reaches into it. The teacher, signed in to the hub and to the service, opens Ana's link.

- With ``subdomain_host`` (the documented set-up for a class) Ana's server, the service
  and the hub each have their own origin: every step fails.
- Without it (one origin for all; the admin opted in), no answer of the service may be
  framed (CSP ``frame-ancestors 'none'``, ``X-Frame-Options: DENY``: static files and 404s
  too), the teacher's page is refused to a script (``Sec-Fetch-Dest``) and, opened by Ana's
  page, is in a browsing context group of its own (``Cross-Origin-Opener-Policy``), and the
  teacher's API wants the key only the teacher's page holds. docs/hub.md says what such a
  page can still do.

Either way the class game stays the teacher's, and the teacher's page still works.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from class_helpers import CODE, OPPONENTS
from harness.testhub import HubProcess
from hub_page import log_in
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.hub]

ATTACK = Path(__file__).resolve().parent / "attack"
TEACHER = "prof"


@pytest.mark.parametrize("subdomains", [True, False], ids=["subdomain_host", "one-origin"])
def test_a_students_page_cannot_act_as_the_teacher(
    hub_factory: Any, postgres_url: str, new_context: Any, tmp_path: Path, subdomains: bool
) -> None:
    static = tmp_path / "static"
    shutil.copytree(ATTACK, static)
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    hub: HubProcess = hub_factory(
        users=["ana"], teachers=[TEACHER], class_db=postgres_url, notebook_dir=notebooks,
        default_url="/tree", subdomains=subdomains,
        extra_config=f"c.Spawner.args.append(\"--ServerApp.extra_static_paths=['{static}']\")\n",
    )
    ana = new_context().new_page()
    log_in(ana, hub, "ana")
    teacher_context = new_context()
    teacher = teacher_context.new_page()
    log_in(teacher, hub, TEACHER)

    # The teacher gives the class game on the service's page.
    answer = teacher.goto(hub.service_url + "teacher")
    assert answer is not None
    assert answer.headers["x-frame-options"] == "DENY"
    assert "frame-ancestors 'none'" in answer.headers["content-security-policy"]
    assert answer.headers["cross-origin-opener-policy"] == "noopener-allow-popups"
    teacher.fill(".cot-teach-code", CODE)
    teacher.fill(".cot-teach-opponents", ", ".join(OPPONENTS))
    teacher.select_option(".cot-teach-mode", "table")
    teacher.click(".cot-teach-give")
    expect(teacher.locator(".cot-teach-error")).to_have_text("")
    expect(teacher.locator(".cot-teach-game")).to_contain_text(CODE)

    # The teacher opens Ana's link.
    link = f"{hub.user_url('ana')}static/attack.html#{hub.service_url}"
    page = teacher_context.new_page()
    page.goto(link)
    expect(page).to_have_title("attack done", timeout=60_000)
    result = json.loads(page.locator("body").get_attribute("data-result") or "{}")
    print(json.dumps(result, indent=1))

    # a static file and a 404 of the service are framed by no page either
    for frame in ("staticFrame", "notFoundFrame"):
        assert not (result.get(frame) or {}).get("text"), result
        assert "_xsrf" not in ((result.get(frame) or {}).get("cookies") or ""), result
    assert not result.get("frameRead"), result  # nothing read from a frame
    assert "_xsrf" not in (result.get("frameCookies") or "")
    assert "_xsrf" not in result["myCookies"]  # the service's xsrf cookie is on its path
    assert not result.get("pageXsrf"), result
    assert result.get("pageStatus") in (None, 403), result
    assert result.get("stateStatus") in (None, 403), result
    assert CODE not in (result.get("stateText") or "")
    assert result.get("gameStatus") in (None, 403), result
    assert not result.get("windowRead") and not result.get("windowCookies"), result
    assert not result["xsrfFound"], result

    # The class game is still the teacher's, and the teacher's page still works.
    teacher.reload()
    expect(teacher.locator(".cot-teach-game")).to_contain_text(CODE)
    expect(teacher.locator(".cot-teach-status")).to_contain_text(re.compile(r"\d"))
    assert "0000-0666" not in teacher.locator(".cot-teach-game").inner_text()
