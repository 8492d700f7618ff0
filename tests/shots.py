"""Screenshots for a person to look at: written to ``COTECCIO_SHOTS=DIR`` when it is set,
and not taken otherwise (a page rastered in software costs a worker's processor for a
picture nobody reads)."""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import Locator, Page


def shoot(target: Page | Locator, name: str, *, full_page: bool = False,
          at: str | None = None) -> Path | None:
    """``target`` (a page, or one element of it) as ``DIR/name.png``; a page scrolled to the
    element ``at`` (a selector) first, or whole with ``full_page``. The file, or None when
    no folder is set."""
    folder = os.environ.get("COTECCIO_SHOTS")
    if not folder:
        return None
    path = Path(folder) / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(target, Page):
        if at is not None:
            target.locator(at).evaluate("e => e.scrollIntoView({block: 'start'})")
        target.screenshot(path=str(path), full_page=full_page)
    else:
        target.screenshot(path=str(path))
    return path
