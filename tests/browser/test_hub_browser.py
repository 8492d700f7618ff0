"""End to end through JupyterHub, in Chromium: a real hub, its proxy, the local
spawner, the shared-password authenticator, a real PostgreSQL server and the class service.

Two students and a teacher log in through the hub's login page, each in their own browser.
The teacher gives the class game on the service's page. Ana plays the class game's first
hand by clicks in her own dashboard (Voilà on her single-user server; her kernel sends the
hand with its own ``JUPYTERHUB_API_TOKEN`` to ``COTECCIO_CLASS_API``, as the spawner set).
Each student's server also runs a notebook in Voilà, in the student's own kernel: it
sends an exercise check, first a forged hand (one the class game never dealt, refused by
the referee) and, for Bo, the hands of a whole match of the class game (played beforehand
by the dashboard's controller) through the kit's ``KernelClient``: the dashboard's and the
lessons' own way to the service under a hub. The teacher's page lists both students and
shows their results and progress, live; its Sign out leaves the service and the hub. A
student who opens the teacher's page gets 403.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from class_helpers import CODE, OPPONENTS, check_message, played_records
from dashboard_page import play_first_class_hand
from harness.testhub import HubProcess
from hub_page import give_table_game, log_in, user_notebooks
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.hub]

STUDENTS = ("ana", "bo")
CLICKS = "ana"
"""The student who plays in her dashboard; the other one's kernel sends a whole match."""
TEACHER = "prof"

# What a student's kernel runs: the service's address and the kernel's own hub token come
# from the environment the hub's spawner gives it; nothing names the student but the token.
REPORT = """\
import json, os
from pathlib import Path

from coteccio_lab.classservice.client import KernelClient

client = KernelClient.from_env()  # COTECCIO_CLASS_API and JUPYTERHUB_API_TOKEN, as the dashboard

def send(path, body):
    answer = client.request(path, body)
    return answer.status, answer.body

mine = json.loads(Path(os.environ["JUPYTERHUB_USER"] + ".json").read_text())
status, answer = send("api/hands", {"hand": 1, "record": mine["forged"]})
print(f"forged: {status} {answer.get('error')}")
for n, record in enumerate(mine["hands"], 1):
    status, answer = send("api/hands", {"hand": n, "record": record})
    print(f"hand {n}: {status} delta {answer.get('delta')} {answer.get('error', '')}")
status, answer = send("api/progress", mine["check"])
print(f"progress: {status} attempts {answer.get('attempts')}")
"""


def notebooks(folder: Path) -> dict[str, dict[str, Any]]:
    """The dashboard, the report notebook, and each student's report: a forged hand, a
    match of the class game (none for the student who plays by clicks), a check."""
    user_notebooks(folder, REPORT)
    other = played_records(code="0000-00AB")
    mine = {}
    for seed, name in enumerate(STUDENTS):
        hands = [] if name == CLICKS else played_records(seed=seed)
        mine[name] = {
            "hands": hands,
            "forged": other[0],  # a hand the class game never dealt
            "check": check_message(2, "off-suit", right=name == "ana"),
            "right": name == "ana",
        }
        (folder / f"{name}.json").write_text(json.dumps(mine[name]))
    return mine


def test_a_class_through_the_hub(
    hub_factory: Any, postgres_url: str, new_context: Any, tmp_path: Path
) -> None:
    mine = notebooks(tmp_path / "notebooks")
    hub: HubProcess = hub_factory(users=STUDENTS, teachers=[TEACHER], class_db=postgres_url,
                                  notebook_dir=tmp_path / "notebooks")
    pages = {name: new_context().new_page() for name in (*STUDENTS, TEACHER)}
    for name, page in pages.items():
        log_in(page, hub, name)

    # The teacher gives the class game on the service's page (the hub's OAuth, no Authorize
    # page in between).
    teacher = pages[TEACHER]
    teacher.goto(hub.service_url + "teacher")
    expect(teacher.locator(".cot-teacher")).to_be_visible()
    assert teacher.url == hub.service_url + "teacher"
    give_table_game(teacher, CODE, list(OPPONENTS))

    # A student opening the teacher's page: 403, and nothing of the class in it.
    answer = pages["ana"].goto(hub.service_url + "teacher")
    assert answer is not None and answer.status == 403
    assert "only the class's teachers" in pages["ana"].content()

    # Each student's kernel reports, with the student's own token.
    for name in STUDENTS:
        page = pages[name]
        page.goto(f"{hub.url}user/{name}/voila/render/report.ipynb")
        expect(page.get_by_text(re.compile(r"progress: 200"))).to_be_visible(timeout=120_000)
        text = page.locator("body").inner_text()
        hands = mine[name]["hands"]
        for n, record in enumerate(hands, 1):
            assert f"hand {n}: 200 delta {record['result']['delta'][0]} " in text, text
        assert "forged: 400" in text and f"not dealt from the class game {CODE}" in text

    # Ana plays the class game's first hand (after her forged one) in her dashboard: her
    # clicks, her kernel, her token.
    clicks = pages[CLICKS]
    play_first_class_hand(clicks, f"{hub.url}user/{CLICKS}/voila/render/dashboard.ipynb", CODE)

    # The teacher's page lists both students and shows their results, without a reload.
    rows = teacher.locator(".cot-teach-row")
    expect(rows).to_have_count(len(STUDENTS), timeout=30_000)
    listed = teacher.locator(".cot-teach-students .cot-teach-student-item")
    # each name, then where they are in the class game and when last active (what the teacher reads)
    expect(listed).to_have_text([re.compile(rf"^{name} · .* · last active ") for name in STUDENTS])
    expect(teacher.locator(".cot-teach-allow")).to_have_count(0)  # no browsers under a hub
    for name in STUDENTS:
        row = teacher.locator(f".cot-teach-row[data-student={name}]")
        if name == CLICKS:  # the hand played by clicks: one column, the engine's change
            expect(row.locator(".cot-teach-hand").first).to_have_text(
                re.compile(r"^([+-]?\d+|ann\.)$"))  # "ann.": an annulled hand
        else:
            total = sum(r["result"]["delta"][0] for r in mine[name]["hands"])
            expect(row.locator(".cot-teach-total")).to_have_text(signed(total))
        progress = teacher.locator(f".cot-teach-progress-row[data-student={name}]")
        right = 1 if mine[name]["right"] else 0
        # lesson 2 has five exercises; each student tried one (the teacher reads "n of N")
        expect(progress).to_contain_text(f"{right} of 5 right (1 tried)")

    # Sign out leaves the service and the hub: the teacher's page is the hub's login after.
    teacher.click(".cot-teach-signout")
    teacher.wait_for_url(re.compile(r"/hub/(login|logout)"))
    teacher.goto(hub.service_url + "teacher")
    expect(teacher.locator("#username_input")).to_be_visible()
    assert teacher.locator(".cot-teacher").count() == 0


def signed(n: int) -> str:
    """As the teacher's page writes a counter change."""
    return f"+{n}" if n > 0 else str(n)
