"""Screenshots of the tables' pages on a school laptop (1366×768) and a phone (390×844), for
the docs: the lobby, a table (English and Italian), the teacher's watch panel and the
projector page.

Writes ``docs/screenshots/tables-<page>-<lang>-<width>x<height>.png``. A class service runs
in this process on a free port (``tests/class_server.py``); a few students (protocol
clients, one ``requests`` session each) open and fill three tables and play a few cards, so
that each page shows a class under way, then Playwright on Debian's Chromium takes each page
without scrolling (the watch panel: the panel itself). Run::

    .venv/bin/python docs/make_table_screenshots.py [--out docs/screenshots]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from class_server import Browser, ClassServer  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402
from voila_harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

SIZES = ((1366, 768), (390, 844))


def student(server: ClassServer, name: str) -> Browser:
    b = server.browser()
    assert b.join(name).status_code == 200
    return b


def ok(answer: Any) -> dict[str, Any]:
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def class_under_way(server: ClassServer) -> tuple[str, dict[str, Browser]]:
    """Three tables: four students playing (six cards down), one of four seats still to
    fill, one student with a computer player and a free seat. The first table's id."""
    people = {name: student(server, name) for name in
              ("Ana", "Bea", "Caio", "Dora", "Eva", "Fabio", "Gino", "Hugo")}
    table = ok(people["Ana"].post("api/tables", {"seats": 4}))["id"]
    for name in ("Bea", "Caio", "Dora"):
        ok(people[name].post(f"api/tables/{table}/sit", {}))
    for _ in range(6):
        for name in ("Ana", "Bea", "Caio", "Dora"):
            got = ok(people[name].get(f"api/tables/{table}/view"))
            if got["view"]["your_turn"]:
                ok(people[name].post(f"api/tables/{table}/move",
                                     {"seq": got["seq"], "move": got["view"]["legal"][0]}))
                break
    other = ok(people["Eva"].post("api/tables", {"seats": 4}))["id"]
    ok(people["Fabio"].post(f"api/tables/{other}/sit", {}))
    ok(people["Gino"].post("api/tables", {"seats": 3, "computers": [2], "level": "expert"}))
    return table, people


def as_browser(page: Page, who: Browser, url: str) -> None:
    """Give ``page`` the cookies of the protocol client ``who`` (the same student)."""
    page.context.add_cookies([
        {"name": c.name, "value": c.value or "", "url": url} for c in who.session.cookies])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        server = ClassServer(Path(folder) / "class")
        try:
            table, people = class_under_way(server)
            url = server.url
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
                for width, height in SIZES:
                    size = f"{width}x{height}"

                    def page_of(who: Browser | None) -> Page:
                        ctx = browser.new_context(viewport={"width": width, "height": height})
                        page = ctx.new_page()
                        if who is not None:
                            as_browser(page, who, url)
                        return page

                    page = page_of(people["Hugo"])
                    page.goto(url + "tables?lang=en")
                    page.locator(".cot-table-row").first.wait_for()
                    page.screenshot(path=args.out / f"tables-lobby-en-{size}.png")
                    page.context.close()
                    for lang in ("en", "it"):
                        page = page_of(people["Ana"])
                        page.goto(f"{url}table/{table}?lang={lang}")
                        page.locator(".cot-hand .cot-card").first.wait_for()
                        page.locator(".cot-trick .cot-card").first.wait_for()
                        page.screenshot(path=args.out / f"tables-table-{lang}-{size}.png")
                        page.context.close()
                    page = page_of(None)
                    page.goto(url + "teacher?lang=en")
                    page.locator(".cot-teacher-secret").fill(server.secret)
                    page.locator(".cot-teacher-submit").click()
                    # the hands face down (the page is safe to project until the teacher
                    # ticks "Show the cards in the hands"): the backs, and a trick's cards
                    page.locator(".cot-watch-board .cot-backs img").first.wait_for()
                    page.locator(".cot-watch-board .cot-trick .cot-card").first.wait_for()
                    page.locator(".cot-watch").screenshot(
                        path=args.out / f"tables-watch-en-{size}.png")
                    page.goto(url + "projector?lang=en")
                    page.locator(".cot-projector-to-move").first.wait_for()
                    page.screenshot(path=args.out / f"tables-projector-en-{size}.png")
                    page.context.close()
                browser.close()
        finally:
            server.stop()
    print(f"screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
