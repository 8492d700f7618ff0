"""Screenshots of the dashboard on a school laptop (1366×768) and a phone (390×844), in
English, Italian and Portuguese, for the docs.

Writes ``docs/screenshots/dashboard-<lang>-<width>x<height>.png``: the first screen the
learner sees once a match is under way (deal code ``0000-00AB``, four players, the hint
asked for, one trick played), without scrolling. The dashboard is served by the launcher on
a free port and driven with Playwright on Debian's Chromium. Run::

    .venv/bin/python docs/make_screenshots.py [--out docs/screenshots]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from dashboard_page import after, hand_codes, set_pace, status  # noqa: E402
from harness.serverproc import DashboardProcess  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from voila_harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

from coteccio_lab.cards import LANGUAGES  # noqa: E402

SIZES = ((1366, 768), (390, 844))
LANGS = LANGUAGES
CODE = "0000-00AB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    out = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    with DashboardProcess(notebook_dir=ROOT / "lessons", pool_size=1) as server, \
            sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for width, height in SIZES:
            for lang in LANGS:
                context = browser.new_context(viewport={"width": width, "height": height})
                context.route("https://**", lambda route: route.abort())
                page = context.new_page()
                page.goto(server.render_url("dashboard.ipynb") + f"?lang={lang}")
                page.locator(".cot-start").wait_for(timeout=120_000)
                page.locator(".cot-deal-code input").fill(CODE)
                set_pace(page, 0)
                version = status(page)["version"]
                page.locator(".cot-start").click()
                state = after(page, version)
                legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
                page.locator(f".cot-hand .cot-card-{legal[0]}").click()
                state = after(page, state["version"])
                page.locator(".cot-hint").click()
                after(page, state["version"])
                page.wait_for_timeout(400)  # the setup's fold has finished moving
                name = out / f"dashboard-{lang}-{width}x{height}.png"
                page.screenshot(path=str(name))
                print(name)
                context.close()


if __name__ == "__main__":
    main()
