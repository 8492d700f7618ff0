"""The browser harness itself: Voilà renders a widget notebook, Chromium clicks, text changes."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from voila_harness import PageErrors, wait_for_widget

NOTEBOOKS = Path(__file__).parent / "notebooks"


@pytest.mark.browser
def test_click_changes_message(voila_server, page: Page, page_errors: PageErrors) -> None:
    server = voila_server(NOTEBOOKS / "harness_smoke.ipynb")
    page.goto(server.url)

    message = wait_for_widget(page, "cot-message")
    expect(message).to_have_text("waiting for a click")

    next_button = wait_for_widget(page, "cot-next")
    next_button.click()
    expect(message).to_have_text("clicked 1 time")
    next_button.click()
    expect(message).to_have_text("clicked 2 times")

    # The repo's voila.json strips the sources: no code cell input reaches the page.
    assert page.locator(".jp-CodeCell .jp-InputArea").count() == 0
    assert "import ipywidgets" not in page.content()
    page_errors.assert_none()
