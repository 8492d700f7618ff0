"""What the browser tests read off a class table's page (``classservice/static/table.js``)."""

from __future__ import annotations

from playwright.sync_api import Page


def codes(page: Page, selector: str) -> list[str]:
    """The card codes of the elements ``selector`` matches (their ``cot-card-<code>``)."""
    return page.eval_on_selector_all(
        selector, "els => els.map(e => (/\\bcot-card-(\\w\\w)\\b/.exec(e.className) || [])[1])"
        ".filter(Boolean)")


def phase(page: Page) -> str:
    """The table's phase as the page shows it (``data-phase``)."""
    return page.locator(".cot-table-page").get_attribute("data-phase") or ""
