"""The static site (``make site``): its size, the time to the first lesson, and the computer
players and the capote odds in the browser's Python (Pyodide) beside CPython.

Run from the repository root (after ``make install``; it runs ``make site`` first)::

    .venv/bin/python benchmarks/site.py
    .venv/bin/python benchmarks/site.py --json out.json

**Size.** The built folder, in total and its largest parts.

**First lesson.** A fresh browser (nothing cached) opens the site's first page, clicks
lesson 1, and picks *Run ▸ Run All Cells* as soon as the notebook shows: the time to the
notebook, and to the lesson's first exercise on the page (Pyodide loaded, the kit
imported, every cell run). Served on 127.0.0.1, every other request aborted.

**Players and odds.** The same Python (``PROBE`` below) runs in CPython here and, typed
into a new cell of that lesson, in the browser: the expert's choice at the first lead of
seeded 4-player hands (its heaviest decision: five cards each, nothing seen), and the exact
capote odds in the widest case of ``benchmarks/players.py`` (nobody has shown a void), for
4 and 8 players. Times in milliseconds, median and maximum.
"""

from __future__ import annotations

import argparse
import base64
import inspect
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import players as players_bench  # noqa: E402  (benchmarks/players.py: the worst-case deal)
from site_page import build_site, only_this_site, run_all, serve  # noqa: E402

PROBE = (
    "import json, random, statistics, time\n"
    "from coteccio_lab.cards import DECK, Card, Rank, Suit\n"
    "from coteccio_lab.hand import Hand\n"
    "from coteccio_lab.odds import capote_odds\n"
    "from coteccio_lab.players import make_player\n"
    "from coteccio_lab.view import SeatView\n"
    + inspect.getsource(players_bench._no_void_decision)
    + '''
def _ms(f, *args):
    t0 = time.perf_counter()
    f(*args)
    return 1000 * (time.perf_counter() - t0)

def probe(moves=8, odds_cases=3):
    expert = make_player("expert")
    move_ms = []
    for h in range(moves):
        hand = Hand.deal(4, seed=1000 + h, dealer=h % 4)
        view = SeatView.of(hand, hand.turn)
        move_ms.append(_ms(expert.choose, view, random.Random(h)))
    out = {"expert_move_ms": {"median": statistics.median(move_ms), "max": max(move_ms)}}
    for players in (4, 8):
        odds_ms = []
        for k in range(odds_cases):
            view = SeatView.of(_no_void_decision(players, 7 + k), 0)
            odds_ms.append(_ms(capote_odds, view))
        out[f"capote_odds_{players}p_ms"] = {"median": statistics.median(odds_ms),
                                             "max": max(odds_ms)}
    return out
'''
)


def in_cpython() -> dict[str, Any]:
    space: dict[str, Any] = {"__name__": "probe"}
    exec(PROBE, space)  # the same text the browser runs
    result: dict[str, Any] = space["probe"]()
    return result


def in_browser(folder: Path) -> dict[str, Any]:
    from playwright.sync_api import expect, sync_playwright

    encoded = base64.b64encode((PROBE + "\nprint(json.dumps(probe()))\n").encode()).decode()
    cell = f"import base64; exec(base64.b64decode('{encoded}').decode())"
    out: dict[str, Any] = {}
    with serve(folder) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                     args=["--no-sandbox", "--disable-gpu"])
        context = browser.new_context(service_workers="block",
                                      viewport={"width": 1200, "height": 1000})
        blocked = only_this_site(context, url)
        page = context.new_page()
        t0 = time.perf_counter()
        page.goto(url)
        page.locator("a.cot-site-lesson").first.click()
        expect(page.locator(".jp-CodeCell").first).to_be_visible(timeout=180_000)
        out["notebook_shown_s"] = time.perf_counter() - t0
        run_all(page)
        expect(page.locator(".cot-lesson-exercise").first).to_be_visible()
        out["lesson_1_run_s"] = time.perf_counter() - t0
        # a new cell at the end, typed and run as a person does
        page.locator(".jp-CodeCell").last.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Escape")
        page.keyboard.press("b")
        page.keyboard.press("Enter")
        page.keyboard.insert_text(cell)
        page.keyboard.press("Shift+Enter")
        last = page.locator(".jp-CodeCell").last.locator(".jp-OutputArea-output")
        expect(last).to_contain_text("expert_move_ms", timeout=300_000)
        out.update(json.loads(last.inner_text().strip().splitlines()[-1]))
        out["blocked_requests"] = len(blocked)
        browser.close()
    return out


def site_size(folder: Path) -> dict[str, Any]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    parts: dict[str, int] = {}
    for p in files:
        top = p.relative_to(folder).parts
        key = "/".join(top[:2]) if top[0] == "static" else top[0]
        parts[key] = parts.get(key, 0) + p.stat().st_size
    biggest = sorted(parts.items(), key=lambda kv: -kv[1])[:6]
    return {"total_mb": sum(parts.values()) / 1e6, "files": len(files),
            "largest_mb": {k: round(v / 1e6, 1) for k, v in biggest}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    folder = build_site(ROOT / "build" / "site")
    build_s = time.perf_counter() - t0
    size = site_size(folder)
    print(f"make site: {build_s:.1f} s (downloads cached in build/lite-cache)")
    print(f"site: {size['total_mb']:.1f} MB in {size['files']} files; largest parts (MB): "
          + ", ".join(f"{k} {v}" for k, v in size["largest_mb"].items()))
    cpython = in_cpython()
    browser = in_browser(folder)
    print(f"first page -> lesson 1 shown: {browser['notebook_shown_s']:.1f} s; "
          f"lesson 1 run (first exercise on the page): {browser['lesson_1_run_s']:.1f} s; "
          f"requests blocked: {browser['blocked_requests']}")
    print(f"{'':28}{'CPython':>18}{'browser':>18}{'ratio':>8}")
    for key in ("expert_move_ms", "capote_odds_4p_ms", "capote_odds_8p_ms"):
        here, there = cpython[key], browser[key]
        print(f"{key + ' (median/max)':28}"
              f"{here['median']:>9.1f}/{here['max']:<8.1f}"
              f"{there['median']:>9.1f}/{there['max']:<8.1f}"
              f"{there['median'] / max(here['median'], 1e-9):>7.1f}x")
    if args.json:
        args.json.write_text(json.dumps({"build_s": build_s, "size": size, "cpython": cpython,
                                         "browser": browser}, indent=1))
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"CPython {sys.version.split()[0]}, {os.cpu_count()} cores, load average {load}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
