"""The static site of ``make site`` (JupyterLite, Python in the browser) in Chromium, offline:
its indexes, its practice page and its dashboard. Its lessons are
``test_site_lessons_browser.py``'s: each page starts its own Python, which is most of the
site's test time, and two files can run in two workers at once.

The site is built once for this module (``make site`` into ``build/site-test``; its
downloads are cached under ``build/``; ``COTECCIO_SITE=<folder>`` uses a site built
already), served on 127.0.0.1 from this process, and opened in one browser context, as
one learner goes from page to page, in which every request for anything else fails (the
browser reaches no other host) and is counted: each test ends by checking that nothing was
asked of another host (no CDN, no package index). Service workers are blocked too, so that
every request is one the context sees (the fixtures: ``tests/browser/conftest.py``).

- Each language's first page is its lesson index (``lessons/<lang>/index.ipynb``, what
  Voilà opens on): its lessons in order, the dashboard, the other languages.
- Accessibility (axe-core, ``accessibility_page``; the Voilà and class pages have theirs in
  ``test_accessibility_browser.py``, lesson 1 of each language in
  ``test_site_lessons_browser.py``): each language's index and dashboard have the page's
  language and title and no critical or serious WCAG 2.1 A/AA violation, in a 1100×1400
  window. axe runs in the pages these tests open anyway: none is opened for axe alone.
- The practice page opens in the language of the index last read; a drill's first answer
  goes into the schedule kept in the browser's storage, which a reload (a new Python) reads
  back; its picker turns it into each language.
- The dashboard opens in the language of the index last read (Portuguese; Italian in the
  page that loads the saved match back); a whole first hand is
  played against two computer players with a deal code (the page must take the actions
  the headless controller takes for that code and end the hand with the engine's own
  account of its scoring); its review grades each decision as the headless review does,
  and a retried mistake refuses the card played and accepts the best; the match is saved
  (a browser download), the hand records downloaded, and the saved file loaded back into a
  fresh page resumes the match, which a phone's screen (390×844) shows with the table and
  the learner's cards in view, nothing cut.
"""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest
from accessibility_page import blocking_violations
from dashboard_drivers import highest_card, highest_legal
from dashboard_page import after, hand_codes, layout_faults, outside_viewport, set_up, status
from playwright.sync_api import Page, expect
from site_page import (
    AXE_WINDOW,
    LEARNER_WINDOW,
    LESSONS,
    code_hidden,
    no_errors_in_outputs,
    open_app,
    relative,
    wait_ready,
)

from coteccio_lab.curriculum import folder_of, lesson_of, notebooks
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.narration import summary_lines
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.dashboard.saving import load_match
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.dealcode import deal_code
from coteccio_lab.drills import Schedule
from coteccio_lab.i18n import LANGUAGES, t
from coteccio_lab.i18n.numbers import percent
from coteccio_lab.records import HandRecord, replay
from coteccio_lab.review import RIGHT_GRADES
from coteccio_lab.widgets.practice import STORAGE_KEY

OPPONENTS = ("cautious", "expert")
START = 2
APPS = ("dashboard.ipynb", "practice.ipynb")
"""The pages of every language, linked from each index after its lessons."""

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_opens_on_its_lesson_index(
    offline: tuple[Page, list[str]], site_url: str, lang: str
) -> None:
    page, blocked = offline
    folder = folder_of(lang)
    page.set_viewport_size(AXE_WINDOW)
    page.goto(f"{site_url}{folder}index.html")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page).to_have_title(t("index_title", lang))
    assert blocking_violations(page, f"site {folder}index.html") == []
    index = json.loads((LESSONS / folder / "index.ipynb").read_text(encoding="utf-8"))
    heading = "".join(index["cells"][0]["source"]).splitlines()[0].lstrip("# ")
    expect(page.locator("h1")).to_have_text(heading)
    links = page.locator("a.cot-site-lesson")
    lessons = notebooks(LESSONS / folder)
    expect(links).to_have_count(len(lessons) + len(APPS))
    root = "../" * folder.count("/")
    for i, path in enumerate(lessons):
        expect(links.nth(i)).to_contain_text(lesson_of(path).title_in(lang))
        href = links.nth(i).get_attribute("href")
        assert href == f"{root}notebooks/index.html?path={relative(path)}"
    # then the pages of every language: the dashboard, the practice
    assert [link.get_attribute("href") for link in links.all()[len(lessons):]] == [
        f"{root}notebooks/index.html?path={name}" for name in APPS]
    others = page.locator("a.cot-site-index")
    expect(others).to_have_count(len(LANGUAGES) - 1)
    for other, link in zip([x for x in LANGUAGES if x != lang], others.all()):
        expect(link).to_have_text(t("lang_self", other))
        assert link.get_attribute("href") == f"{root}{folder_of(other)}index.html"
    expect(page.locator(".cot-site-small")).to_contain_text(t("site_no_server", lang))
    # the dashboard, opened next, starts in this page's language (as under Voilà)
    assert page.evaluate("localStorage.getItem('coteccio-lab-language')") == lang
    assert blocked == []


def mastery_said(schedule: Schedule, skill: str, lang: str) -> str:
    """The practice table's mastery of ``skill`` in ``lang``, as the kept schedule has it."""
    state = schedule.state(skill)
    return t("practice_mastery", lang, percent=percent(state.mastery, lang, digits=0),
             right=state.right, answers=state.answers)


def test_the_practice_page_drills_and_keeps_its_schedule_in_the_browser(
    offline: tuple[Page, list[str]], site_url: str
) -> None:
    """Opened from the Portuguese index, the practice page is Portuguese; a drill's first
    answer goes into the schedule the browser keeps; the picker turns it Italian, then
    English; a reload (a new Python) reads the schedule back from the browser's storage."""
    page, blocked = offline
    page.goto(f"{site_url}pt/index.html")
    page.evaluate(f"localStorage.removeItem({json.dumps(STORAGE_KEY)})")
    page.locator('a.cot-site-lesson[href$="path=practice.ipynb"]').click()
    wait_ready(page)
    code_hidden(page)
    expect(page.locator(".cot-app-back")).to_have_text(f"← {t('site_back', 'pt')}")
    title = page.locator(".cot-practice-title")
    expect(title).to_have_text(t("practice_title", "pt"))
    expect(page.locator(".cot-practice-status")).to_contain_text(t("practice_kept_browser", "pt"))
    row = page.locator(".cot-practice-row-trick")
    expect(row).to_contain_text(t("practice_never", "pt"))
    # a fresh drill of one skill, checked with no answer: a wrong first answer, counted once
    page.locator(".cot-practice-skill-trick").click()
    drill = page.locator(".cot-practice-drill .cot-exercise")
    expect(drill.locator(".cot-prompt")).to_contain_text(t("ex_trick_prompt_points", "pt"))
    drill.locator(".cot-check").click()
    expect(drill.locator(".cot-feedback")).to_contain_text(t("ex_not_quite", "pt"))
    expect(page.locator(".cot-practice-counted")).to_contain_text(
        t("practice_counted_wrong", "pt"))
    drill.locator(".cot-check").click()
    expect(row).to_contain_text(t("practice_due_tomorrow", "pt"))
    saved = page.evaluate(f"localStorage.getItem({json.dumps(STORAGE_KEY)})")
    schedule = Schedule.loads(saved)
    assert [(r.skill, r.correct) for r in schedule.reviews] == [("trick", False)]
    expect(row).to_contain_text(mastery_said(schedule, "trick", "pt"))
    for lang in ("it", "en"):
        page.locator(".cot-language button", has_text=t("lang_self", lang)).click()
        expect(title).to_have_text(t("practice_title", lang))
        expect(row).to_contain_text(mastery_said(schedule, "trick", lang))
        expect(row).to_contain_text(t("practice_due_tomorrow", lang))
    page.reload()  # a new Python in the page: the schedule comes back from the browser
    wait_ready(page)
    expect(title).to_have_text(t("practice_title", "en"))
    expect(row).to_contain_text(mastery_said(schedule, "trick", "en"))
    expect(page.locator(".cot-practice-row-legal")).to_contain_text(t("practice_never", "en"))
    no_errors_in_outputs(page)
    assert blocked == []


def first_hand(code: str) -> tuple[list[str], Dashboard]:
    """Seat 0's actions in the first hand of ``code`` (highest legal card, capote attempted),
    played by the headless controller the page runs."""
    d = Dashboard()
    d.start(Setup(rules={"preset": "trieste", "start": START}, opponents=OPPONENTS, code=code))
    actions = []
    while d.phase != "hand_over":
        if d.phase == "capote":
            d.decide("attempt")
            actions.append("capote attempt")
        else:
            card = highest_legal(d)
            assert d.click(card)
            actions.append(f"play {card}")
    return actions, d


def open_dashboard_from_index(page: Page, site_url: str, lang: str) -> None:
    """Open the dashboard by the link of ``lang``'s index, as a learner does: it starts in
    that language (as under Voilà), its code hidden, its page's language and title said, and
    no critical or serious accessibility violation (the caller sets the window)."""
    page.goto(f"{site_url}{folder_of(lang)}index.html")
    page.locator('a.cot-site-lesson[href$="path=dashboard.ipynb"]').click()
    wait_ready(page)
    expect(page.locator(".cot-dashboard h2")).to_have_text(t("dash_title", lang))
    expect(page.locator(".cot-app-back")).to_have_text(f"← {t('site_back', lang)}")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page).to_have_title(t("dash_title", lang))
    code_hidden(page)
    assert blocking_violations(page, f"site dashboard [{lang}]") == []


def test_the_dashboard_opens_in_the_language_of_the_index_last_read(
    offline: tuple[Page, list[str]], site_url: str
) -> None:
    """Portuguese here; Italian in the test of a hand, whose saved match is loaded back
    into a dashboard opened from the Italian index."""
    page, blocked = offline
    page.set_viewport_size(AXE_WINDOW)
    open_dashboard_from_index(page, site_url, "pt")
    page.goto(f"{site_url}index.html")  # English again, for the next test
    assert blocked == []


def hand_with_a_mistake(first: int) -> tuple[str, list[str], Dashboard]:
    """The first deal code from ``first`` on whose first hand, played by the highest legal
    card, the review finds a decision graded worse than a close call: the review's retry
    needs one (a close call is right, so it has no retry),
    and which deal has one depends on how the computer seats play."""
    for k in range(first, first + 20):
        code = deal_code(k)
        actions, headless = first_hand(code)
        review = ReviewState()
        if review.open(headless) and any(d.grade not in RIGHT_GRADES for d in review.decisions):
            return code, actions, headless
    raise AssertionError(f"no deal from {first} to {first + 19} has a mistake to review")


def review_and_retry(page: Page, headless: Dashboard) -> None:
    """The review of the hand just played, as the headless controller reviews it: each
    decision graded with its sentence; a retry of the first mistake refuses the card played
    and accepts the best one; then back to the table."""
    expected = ReviewState()
    assert expected.open(headless)
    at = next(i for i, d in enumerate(expected.decisions) if d.grade not in RIGHT_GRADES)
    mistake = expected.decisions[at]
    page.locator(".cot-review-open").click()
    rows = page.locator(".cot-review-decision")
    expect(rows).to_have_count(len(expected.decisions), timeout=60_000)
    for row, decision in zip(rows.all(), expected.decisions):
        expect(row).to_have_attribute("data-grade", decision.grade)
        expect(row.locator(".cot-review-why")).to_have_text(decision.why("en"))
    page.locator(".cot-review-next").click()
    expect(page.locator(".cot-review-step")).to_contain_text("Trick 1 of 5")
    page.locator(f".cot-review-retry-{at}").click()
    expect(page.locator(".cot-review-retry")).to_be_visible()
    expect(page.locator(".cot-board")).to_be_hidden()
    page.locator(f".cot-review-hand .cot-card-{mistake.played}").click()
    answer = page.locator(".cot-review-answer")
    expect(answer).to_have_attribute("data-right", "false")
    page.locator(f".cot-review-hand .cot-card-{mistake.best}").click()
    expect(answer).to_have_attribute("data-right", "true")
    expect(answer).to_contain_text(mistake.graded_as(mistake.best).why("en"))
    page.locator(".cot-review-back").click()
    expect(page.locator(".cot-board")).to_be_visible()
    no_errors_in_outputs(page)


def test_a_dashboard_hand_is_played_saved_and_loaded_back(
    offline: tuple[Page, list[str]], site_url: str, tmp_path: Path
) -> None:
    page, blocked = offline
    code, expected, headless = hand_with_a_mistake(7)
    page.set_viewport_size(AXE_WINDOW)
    page.goto(f"{site_url}index.html")  # the dashboard opens in English, the index read last
    open_app(page, site_url, "dashboard.ipynb")
    code_hidden(page)
    # the English dashboard's accessibility (Portuguese: the test above; Italian: below)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page).to_have_title(t("dash_title", "en"))
    assert blocking_violations(page, "site dashboard [en]") == []
    page.set_viewport_size(LEARNER_WINDOW)
    expect(page.locator(".cot-start")).to_be_visible()
    state = set_up(page, code, START, OPPONENTS)
    assert state["code"] == code and state["phase"] == "play"
    # a widget trait set to None reaches the page (lite/comm_nulls.py): the setup folds
    # away for play, and the files' buttons, hidden before a match, show
    # the setup folds (its first fold; "More rules" is a fold inside it)
    expect(page.locator(".cot-setup-panel .jupyter-widget-Collapse-contents").first).to_be_hidden()
    expect(page.locator(".cot-save")).to_be_visible()

    actions: list[str] = []
    for _ in range(40):
        if state["phase"] == "hand_over":
            break
        version = state["version"]
        if state["phase"] == "play":
            legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
            assert legal and set(legal) <= set(hand_codes(page))
            best = highest_card(legal)
            page.locator(f".cot-hand .cot-card-{best}").click()
            actions.append(f"play {best}")
        elif state["phase"] == "capote":
            page.locator(".cot-capote-attempt").click()
            actions.append("capote attempt")
        else:
            pytest.fail(f"unexpected phase {state['phase']!r}")
        state = after(page, version, timeout=60_000)
    assert actions == expected
    summary = page.locator(".cot-hand-summary")
    expect(summary).to_be_visible()
    said = summary.inner_text()
    record = HandRecord.from_json(headless.records()[0])
    # the scoring explained as the engine explains it, the learner called "you"
    for line in summary_lines(replay(record).score, headless.seats, "en"):
        assert line in said, (line, said)
    assert status(page)["hands"] == "1"
    no_errors_in_outputs(page)
    review_and_retry(page, headless)

    # Save the match: a download of the engine's match file, the one headless play gives
    with page.expect_download() as saving:
        page.locator(".cot-save").click()
    saved = tmp_path / saving.value.suggested_filename
    saving.value.save_as(saved)
    assert saved.name == headless.save_name()
    match = load_match(saved.read_bytes())
    assert match.code == code and len(match.history) == 1
    assert match.to_json()["history"] == json.loads(headless.save_text())["history"]
    # the hand records: a zip that replays
    with page.expect_download() as exporting:
        page.locator(".cot-export").click()
    with zipfile.ZipFile(io.BytesIO(Path(exporting.value.path()).read_bytes())) as zf:
        assert zf.namelist() == ["hand-01.json"]
        replay(HandRecord.from_json(json.loads(zf.read("hand-01.json"))))

    # A fresh page (a new Python), opened from the Italian index and so in Italian, loads
    # the file back and resumes the match
    page.goto("about:blank")
    page.set_viewport_size(AXE_WINDOW)
    open_dashboard_from_index(page, site_url, "it")
    before = status(page)["version"]
    page.locator(".cot-load input[type=file]").set_input_files(saved)
    state = after(page, before, timeout=60_000)
    assert state["code"] == code and state["hands"] == "1"
    assert state["phase"] in ("play", "capote")
    expect(page.locator(".cot-message").first).to_contain_text(code)
    no_errors_in_outputs(page)
    # on a phone: the table and the learner's cards in view, nothing cut, the site's bar too
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(300)  # the layout has followed the new width
    for shown in (".cot-felt", ".cot-felt .cot-seat", ".cot-hand .cot-card", ".cot-app-bar"):
        assert outside_viewport(page, shown) == [], shown
    assert layout_faults(page) == []
    assert layout_faults(page, ".cot-app-bar") == []
    page.goto(f"{site_url}index.html")  # English again, for the next test
    assert blocked == []
