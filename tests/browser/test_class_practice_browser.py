"""Practice in a class, in Chromium: the teacher's page shows each student's
mistakes of play by skill and the class's most common, as the class service graded them,
and gives the class a drill, which appears on the student's practice page.

Ana's hand and her mistakes are sent by her own browser (its cookie), as her dashboard
sends them; the service grades each mistake again itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from class_helpers import CODE, OPPONENTS, hand_with_mistakes
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, Page, expect
from shots import shoot

from coteccio_lab.i18n import t

ROOT = Path(__file__).resolve().parents[2]
LOAD_TIMEOUT = 120_000

pytestmark = pytest.mark.browser

POST = """async ([url, body]) => {
  const res = await fetch(url, {method: "POST", credentials: "same-origin",
    headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
  return [res.status, await res.json()];
}"""


@pytest.fixture(scope="module")
def class_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DashboardProcess]:
    folder = tmp_path_factory.mktemp("class")
    with DashboardProcess(notebook_dir=ROOT / "lessons", class_dir=folder, pool_size=0) as server:
        yield server


def _post(page: Page, url: str, body: Any) -> tuple[int, Any]:
    status, answer = page.evaluate(POST, [url, body])
    return int(status), answer


def test_the_teacher_sees_the_mistakes_by_skill_and_gives_the_class_a_drill(
    page: Page, class_server: DashboardProcess, browser: Browser,
) -> None:
    record, items, _good = hand_with_mistakes()
    api = f"{class_server.url}class/api/"
    assert class_server.class_dir is not None
    secret = (class_server.class_dir / "teacher-secret").read_text().strip()
    teacher = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    teacher.goto(f"{class_server.url}class/teacher")
    teacher.locator(".cot-teacher-secret").fill(secret)
    teacher.locator(".cot-teacher-submit").click()
    expect(teacher.locator(".cot-teach-prac-common")).to_contain_text(
        t("class_page_prac_none", "en"), timeout=30_000)
    # the game is given from the teacher's page: its API takes the page's own key, which
    # only that page's script holds
    teacher.locator(".cot-teach-mode").select_option("table")
    teacher.locator(".cot-teach-code").fill(CODE)
    teacher.locator(".cot-teach-rules").select_option("trieste")
    teacher.locator(".cot-teach-opponents").fill(", ".join(OPPONENTS))
    teacher.locator(".cot-teach-give").click()
    expect(teacher.locator(".cot-teach-game")).to_contain_text(CODE, timeout=30_000)

    page.goto(f"{class_server.url}class/join")
    page.locator(".cot-join-name").fill("Ana")
    page.locator(".cot-join-submit").click()
    expect(page.locator(".cot-joined-name")).to_have_text("Ana")
    # a name that joins while a class game is open (no class list) waits: the teacher admits
    teacher.locator(".cot-roster-admit[data-student='Ana']").click(timeout=30_000)
    expect(teacher.locator(".cot-roster-said")).to_contain_text("Ana", timeout=30_000)
    assert _post(page, api + "hands", {"hand": 1, "record": record, "code": CODE})[0] == 200
    for question, _skill in items:
        status, answer = _post(page, api + "practice/mistake", {"question": question})
        assert status == 200, answer
    by_skill: dict[str, int] = {}
    for _q, skill in items:
        by_skill[skill] = by_skill.get(skill, 0) + 1
    top = max(by_skill, key=lambda s: (by_skill[s], -ord(s[0])))

    # the teacher's page: Ana's mistakes by skill, the class's most common first
    row = teacher.locator(".cot-teach-prac-row[data-student='Ana']")
    expect(row).to_be_visible(timeout=30_000)
    for skill, n in by_skill.items():
        expect(row.locator(f"td[data-skill='{skill}']")).to_have_text(
            t("class_page_prac_cell", "en", play=n, drills=0))
    expect(teacher.locator(".cot-teach-prac-top").first).to_contain_text(
        t(f"skill_{top}", "en"))
    # and her error rate per decision, judged by the service over her verified hand
    expect(row.locator(".cot-teach-prac-errors")).to_contain_text(
        re.compile(r"^\d+\.\d% \(\d+ of \d+\)$"), timeout=30_000)
    # the teacher gives the class a drill: a skill and a seed, the same drill for all
    teacher.locator(".cot-teach-prac-skill").select_option("stop")
    teacher.locator(".cot-teach-prac-seed").fill("77")
    teacher.locator(".cot-teach-prac-give").click()
    expect(teacher.locator(".cot-teach-prac-drill")).to_have_text(
        t("class_page_prac_drill_seed", "en", skill=t("skill_stop", "en"), seed=77))
    shoot(teacher.locator(".cot-teach-prac"), "teacher-practice")

    # Ana's practice page: her mistakes are on it, and the teacher's drill
    page.goto(class_server.render_url("practice.ipynb") + "?lang=en", timeout=LOAD_TIMEOUT)
    given = page.locator(".cot-practice-class-drill")
    expect(given).to_contain_text(t("practice_class_drill", "en", skill=t("skill_stop", "en")),
                                  timeout=LOAD_TIMEOUT)
    mistakes = page.locator(".cot-practice-row[class*='cot-practice-row-mistake-']")
    expect(mistakes).to_have_count(len(items))
    given.click()
    expect(page.locator(".cot-practice-caption")).to_contain_text(
        t("practice_class_drill_of", "en", skill=t("skill_stop", "en"), lesson=4))
    drill = page.locator(".cot-practice-drill .cot-exercise")
    drill.locator(".cot-answer .cot-card").first.click()
    drill.locator(".cot-check").click()
    expect(page.locator(".cot-practice-counted")).not_to_be_empty(timeout=30_000)
    me = page.evaluate("""async (url) => (await (await fetch(url,
        {credentials: "same-origin"})).json())""", api + "me")
    assert ("stop", None) in [(p["skill"], p.get("question")) for p in me["practice"]]
    shoot(page, "practice-class-drill")
    teacher.context.close()
