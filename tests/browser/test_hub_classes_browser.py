"""Two classes under one hub service, end to end in Chromium: a real hub,
its proxy, the local spawner, PostgreSQL and the class service with ``classes``.

Each class's teacher opens their own class's page through the hub's login; the teacher of
3a gives 3a a game there and gets 403 on 3b's page. Each student's server is told its own
class's address by the hub (``c.Spawner.group_overrides``): Ana's kernel (class 3a) sends a
hand with its own token and it shows on 3a's page, live, never on 3b's; the kernel of a hub
user in no class has no class address at all.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from class_helpers import CODE, OPPONENTS, played_records
from harness.testhub import HubProcess
from hub_page import give_table_game, log_in, user_notebooks
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.hub]

CLASSES = {"3a": {"teachers": ["rossi"], "students": ["ana"]},
           "3b": {"teachers": ["verdi"], "students": ["bo"]}}

# What a student's kernel runs: the class's address and the kernel's own token come from the
# environment the hub's spawner gives it.
REPORT = """\
import json, os
from pathlib import Path

from coteccio_lab.classservice.client import KernelClient

client = KernelClient.from_env()
if client is None:
    print("no class address")
else:
    print("class api:", client.api)
    record = json.loads(Path("hand.json").read_text())
    answer = client.request("api/hands", {"hand": 1, "record": record})
    print(f"hand 1: {answer.status} {answer.body.get('error', '')}")
"""


def notebooks(folder: Path) -> None:
    user_notebooks(folder, REPORT)
    (folder / "hand.json").write_text(json.dumps(played_records()[0]))


def test_two_classes_on_one_hub_each_with_its_own_teacher_and_students(
    hub_factory: Any, postgres_url: str, new_context: Any, tmp_path: Path
) -> None:
    notebooks(tmp_path / "notebooks")
    hub: HubProcess = hub_factory(users=["ana", "bo", "rossi", "verdi", "zed"],
                                  class_db=postgres_url, notebook_dir=tmp_path / "notebooks",
                                  classes=CLASSES)
    pages = {name: new_context().new_page() for name in ("ana", "rossi", "verdi", "zed")}
    for name, page in pages.items():
        log_in(page, hub, name)

    rossi = pages["rossi"]
    rossi.goto(hub.class_url("3a") + "teacher")
    give_table_game(rossi, CODE, list(OPPONENTS))
    # the teacher of 3a on 3b's page: refused, with nothing of 3b in it
    answer = rossi.goto(hub.class_url("3b") + "teacher")
    assert answer is not None and answer.status == 403
    assert "teachers-3b" in rossi.content()
    rossi.goto(hub.class_url("3a") + "teacher")
    expect(rossi.locator(".cot-teach-game")).to_contain_text(CODE)

    verdi = pages["verdi"]
    verdi.goto(hub.class_url("3b") + "teacher")
    expect(verdi.locator(".cot-teacher")).to_be_visible()
    expect(verdi.locator(".cot-teach-game")).not_to_contain_text(CODE)

    # Ana's kernel: told 3a's address by the hub, her hand counts in 3a
    ana = pages["ana"]
    ana.goto(f"{hub.url}user/ana/voila/render/report.ipynb")
    expect(ana.get_by_text(re.compile(r"hand 1: \d+"))).to_be_visible(timeout=120_000)
    text = ana.locator("body").inner_text()
    assert "/services/coteccio-class/classes/3a/" in text and "hand 1: 200" in text, text
    expect(rossi.locator(".cot-teach-row[data-student='ana']")).to_have_count(1, timeout=30_000)
    verdi.reload()
    expect(verdi.locator(".cot-teacher")).to_be_visible()
    expect(verdi.locator(".cot-teach-row")).to_have_count(0)
    expect(verdi.locator(".cot-teach-students")).not_to_contain_text("ana")

    # a hub user in no class: no class address in their kernel
    zed = pages["zed"]
    zed.goto(f"{hub.url}user/zed/voila/render/report.ipynb")
    expect(zed.get_by_text("no class address")).to_be_visible(timeout=120_000)
