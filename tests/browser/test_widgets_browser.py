"""The widget kit in Voilà and headless Chromium: play by click and keyboard, refusals in
words, an exercise that says correct and not quite, the language switch, and the table's
picture for the docs.

The page is ``examples/widgets.ipynb``: a fixed deal where seat 0 leads, computer seats
play their lowest legal card, and the ``WhoWinsTrick`` exercise on source 001's example.
Set ``COTECCIO_UPDATE_DOCS=1`` to write ``docs/table.png`` from this run.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from voila_harness import REPO_ROOT, PageErrors

from coteccio_lab.render.felt import trick_spot

NOTEBOOK = REPO_ROOT / "examples" / "widgets.ipynb"
DOCS_PNG = REPO_ROOT / "docs" / "table.png"


@pytest.mark.browser
def test_table_hand_and_exercise(
    voila_server, page: Page, page_errors: PageErrors, tmp_path: Path
) -> None:
    server = voila_server(NOTEBOOK)
    page.set_viewport_size({"width": 1000, "height": 1500})
    page.goto(server.url)

    hand_cards = page.locator(".cot-hand .cot-card")
    expect(hand_cards).to_have_count(5, timeout=60_000)
    message = page.locator(".cot-table .cot-message")
    trick = page.locator(".cot-table .cot-trick")

    # Legal cards are marked before any click: the leader may play any card.
    expect(page.locator(".cot-hand .cot-card.cot-legal")).to_have_count(5)
    expect(message).to_contain_text("Your turn: you lead")
    two = page.locator(".cot-hand .cot-card-2b")
    expect(two).to_have_attribute("role", "button")
    # the hand is one stop of the Tab key (the arrows move among its cards)
    expect(page.locator(".cot-hand .cot-card[tabindex='0']")).to_have_count(1)
    expect(two).to_have_attribute("aria-label", "Two of batons")
    expect(page.locator(".cot-table .cot-dealer")).to_have_count(1)
    expect(page.locator(".cot-table .cot-seat-3 .cot-dealer")).to_have_count(1)
    expect(page.locator(".cot-table .cot-seat-0.cot-turn")).to_have_count(1)
    expect(page.locator(".cot-lives-0")).to_have_text("4")

    # A legal card played by click: the computer seats answer, seat 3 takes the trick (its
    # cards lie face up in front of it) and leads the Two of cups.
    two.click()
    expect(hand_cards).to_have_count(4)
    expect(message).to_contain_text("Seat 3 took the trick")
    expect(page.locator(".cot-table .cot-seat-3 .cot-tricks .cot-card-2b")).to_be_visible()
    expect(trick.locator(".cot-card-2c")).to_be_visible()
    expect(message).to_contain_text("Your turn: cups were led")
    # the felt is drawn in the page by the board's script (widgets/tablefelt.js, feltOf):
    # every card an <img> of a face sent once, none an inline SVG, the Two of cups where
    # the layout puts seat 3's card (render.felt.trick_spot)
    felt = page.locator(".cot-table .cot-table-felt .cot-felt.cot-felt-4")
    expect(felt).to_have_count(1)
    expect(felt.locator("svg")).to_have_count(0)
    expect(felt.locator("img.cot-card-back")).to_have_count(4 + 4 + 3)
    x, y = trick_spot(3, 0, 4)
    expect(trick.locator(".cot-trick-card", has=page.locator("img.cot-card-2c"))).to_have_attribute(
        "style", re.compile(rf"left: {x:g}%; top: {y:g}%"))
    expect(trick.locator("img.cot-card-2c")).to_have_attribute("alt", "Seat 3: Two of cups")
    expect(trick.locator(".cot-trick-caption")).to_have_count(0)
    legal = page.locator(".cot-hand .cot-card.cot-legal")
    expect(legal).to_have_count(2)
    expect(page.locator(".cot-hand .cot-card-5c.cot-legal")).to_have_count(1)

    # An illegal card plays nothing, and the reason is shown in words.
    page.locator(".cot-hand .cot-card-4s").click(force=True)  # aria-disabled, still says why
    expect(message).to_contain_text(
        "cups were led and you hold the Five of cups and the Seven of cups"
    )
    expect(hand_cards).to_have_count(4)
    expect(page.locator(".cot-hand .cot-card-4s")).to_be_visible()

    # By keyboard: → from the Five of cups to the Seven, Enter plays it.
    page.locator(".cot-hand .cot-card-5c").focus()
    page.keyboard.press("ArrowRight")
    expect(page.locator(".cot-hand .cot-card-7c")).to_be_focused()
    # An Enter pressed while the kernel still answers a refused card is played once the
    # refusal is in, not lost (CI saw a quick Enter after a refusal do nothing): the illegal
    # click and the Enter are one task of the page, so the Enter always comes first.
    page.evaluate(
        """() => {
        document.querySelector('.cot-hand .cot-card-4s').click();
        document.activeElement.dispatchEvent(
            new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
        }"""
    )
    expect(trick.locator(".cot-card-7c")).to_be_visible()
    expect(hand_cards).to_have_count(3)
    expect(message).to_contain_text("You took the trick")
    # the finished trick stays in the middle with its caption (said in Python) until a card
    # of the next is down
    expect(trick.locator(".cot-trick-caption")).to_have_text(re.compile(r"^You took the trick"))
    expect(trick.locator("img.cot-card")).to_have_count(4)
    expect(trick.locator(".cot-trick-card.cot-winning img.cot-card-7c")).to_have_count(1)
    # focus stays in the hand, so the keyboard can go on
    expect(page.locator(".cot-hand .cot-card:focus")).to_have_count(1)

    # A double click plays one card only.
    page.locator(".cot-hand .cot-card-Kd").dblclick()
    expect(hand_cards).to_have_count(2)
    expect(message).to_contain_text("Seat 1 took the trick (18 points)")
    page.wait_for_timeout(500)
    expect(hand_cards).to_have_count(2)
    expect(page.locator(".cot-hand .cot-card.cot-legal")).to_have_count(1)  # swords led: 4s

    # The picture of the table for the docs (without the keyboard focus ring).
    page.evaluate("document.activeElement && document.activeElement.blur()")
    shot = DOCS_PNG if os.environ.get("COTECCIO_UPDATE_DOCS") == "1" else tmp_path / "table.png"
    page.locator(".cot-table").screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000

    # The exercise: a wrong answer gets a hint, a second one the answer; then the right one.
    exercise = page.locator(".cot-exercise")
    feedback = exercise.locator(".cot-feedback")
    exercise.locator(".cot-answer button", has_text="Seat 1").click()
    exercise.locator(".cot-check").click()
    expect(feedback).to_contain_text("not quite", ignore_case=True)
    expect(feedback).to_contain_text("a second wrong answer shows the full answer")
    expect(feedback).not_to_contain_text("the highest of them is the Jack of batons")
    exercise.locator(".cot-check").click()
    expect(feedback).to_contain_text("the highest of them is the Jack of batons")
    exercise.locator(".cot-answer button", has_text="Seat 3").click()
    points = exercise.locator(".cot-answer-points input")
    points.fill("7")
    points.press("Enter")
    exercise.locator(".cot-check").click()
    expect(feedback).to_contain_text("correct", ignore_case=True)
    expect(feedback).not_to_contain_text("not quite", ignore_case=True)
    expect(feedback).to_contain_text("000, 001, 003 for who takes it, 001, 003, 004 for its points")

    # Switching language re-renders what is on screen.
    page.locator(".cot-language button", has_text="Italiano").click()
    expect(page.locator(".cot-hand .cot-card-5c")).to_have_attribute(
        "aria-label", "Cinque di coppe"
    )
    expect(feedback).to_contain_text("giusto", ignore_case=True)
    expect(exercise.locator(".cot-check")).to_have_text("Verifica")
    expect(message).to_contain_text("Tocca a te")

    # The dealer's badge in Portuguese is «D» (no Portuguese card corner shows a D: the
    # Cavaleiro's is «C»), and it fits its 18 px circle as the one-letter marks do.
    page.locator(".cot-language button", has_text="Português").click()
    badge = page.locator(".cot-table .cot-dealer")
    expect(badge).to_have_text("D")
    text_width, inside = badge.evaluate(
        "el => { const r = document.createRange(); r.selectNodeContents(el);"
        " return [r.getBoundingClientRect().width, el.clientWidth]; }")
    assert inside == 18 and 0 < text_width <= inside, (text_width, inside)
    page_errors.assert_none()


GALLERY = Path(__file__).parent / "notebooks" / "widgets_gallery.ipynb"


@pytest.mark.browser
def test_every_exercise_and_picker_in_voila(
    voila_server, page: Page, page_errors: PageErrors
) -> None:
    server = voila_server(GALLERY)
    page.set_viewport_size({"width": 1000, "height": 1500})
    page.goto(server.url)
    expect(page.locator(".cot-exercise")).to_have_count(6, timeout=60_000)
    for exercise in page.locator(".cot-exercise").all():
        assert exercise.locator(".cot-answer").count() >= 1
        expect(exercise.locator(".cot-check")).to_have_count(1)
        expect(exercise.locator(".cot-feedback")).to_have_count(1)

    # Order these cards: click them, highest first.
    order = page.locator(".cot-exercise-order")
    for code in ("Ac", "Kc", "Qc", "Jc", "7c", "2c"):
        order.locator(f".cot-order-pool .cot-card-{code}").click()
        expect(order.locator(f".cot-order-placed .cot-card-{code}")).to_have_count(1)
    order.locator(".cot-check").click()
    expect(order.locator(".cot-feedback")).to_contain_text("correct", ignore_case=True)
    expect(order.locator(".cot-feedback")).not_to_contain_text("not quite", ignore_case=True)

    # Which cards may you play: a wrong choice, then the right one.
    legal = page.locator(".cot-exercise-legal")
    legal.locator(".cot-answer .cot-card-7c").click()
    expect(legal.locator(".cot-answer .cot-card-7c.cot-selected")).to_have_count(1)
    legal.locator(".cot-check").click()
    expect(legal.locator(".cot-feedback")).to_contain_text("not quite", ignore_case=True)
    expect(legal.locator(".cot-feedback")).to_contain_text("may not be played")
    # a pick made while the kernel handles the last one is not taken (the row shows it is
    # busy, cardhand.js), so each pick is seen drawn before the next, as a learner sees it
    legal.locator(".cot-answer .cot-card-7c").click()
    expect(legal.locator(".cot-answer .cot-selected")).to_have_count(0)
    for code in ("Jb", "2b"):
        legal.locator(f".cot-answer .cot-card-{code}").click()
        expect(legal.locator(f".cot-answer .cot-card-{code}.cot-selected")).to_have_count(1)
    legal.locator(".cot-check").click()
    expect(legal.locator(".cot-feedback")).to_contain_text("correct", ignore_case=True)
    expect(legal.locator(".cot-feedback")).not_to_contain_text("not quite", ignore_case=True)

    # Annul or attempt: the exact odds come with the answer.
    capote = page.locator(".cot-exercise-capote")
    capote.locator(".cot-capote-attempt").click()
    capote.locator(".cot-check").click()
    expect(capote.locator(".cot-feedback")).to_contain_text("the exact chance of the capote is")

    # The rules picker describes the preset chosen; the scoreboard shows the ovo tally.
    preset = page.locator(".cot-rules-preset select")
    preset.select_option(label="Trieste")
    expect(page.locator(".cot-rules-describe")).to_contain_text("Everyone starts with 4 lives")
    expect(page.locator(".cot-lives-0")).to_have_text("5")
    expect(page.locator(".cot-scoreboard")).to_contain_text("dopio ovo")

    # One language picker drives them all.
    page.locator(".cot-language button", has_text="Português").click()
    expect(page.locator(".cot-rules-describe")).to_contain_text("Todos começam com 4 vidas")
    expect(order.locator(".cot-feedback")).to_contain_text("certo", ignore_case=True)
    expect(page.locator(".cot-scoreboard")).to_contain_text("vidas")
    page_errors.assert_none()
