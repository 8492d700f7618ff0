"""The static site (``make site``): its size, the time to the first lesson, and the computer
players and the capote odds in the browser's Python (Pyodide) beside CPython.

Run from the repository root (after ``make install``; it runs ``make site`` first)::

    .venv/bin/python benchmarks/site.py
    .venv/bin/python benchmarks/site.py --json out.json

**Size.** The built folder, in total and its largest parts.

**First lesson.** A fresh browser (nothing cached) opens the site's first page, clicks
lesson 1, and picks *Run ▸ Run All Cells* as soon as the notebook shows: the time to the
notebook, and to the lesson's first exercise on the page (Pyodide loaded, the kit
imported, every cell run). Served on 127.0.0.1, no other host reachable (its requests counted).

**Players, odds, review and drills.** The same Python (``PROBE`` below) runs in CPython
here and, typed into a new cell of that lesson, in the browser: the expert's choice (the
judge's argmax) and the *Hint* (``advise``) at the first lead of seeded 4-player hands
(their heaviest decision: five cards each, nothing seen), the exact capote odds in the
widest case of ``benchmarks/players.py`` (nobody has shown a void), for 4 and 8 players,
the review of a four-player hand (``review_hand``, on the hands of
``benchmarks/review.py``: seat 0 cautious, the others expert; goal in the browser: p95 at
most 6 s), and a fresh drill of each skill of the practice page. Times in milliseconds,
median, 95th percentile and maximum, by the clock (the browser gives no CPU time).
"""

from __future__ import annotations

import argparse
import base64
import inspect
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import players as players_bench  # noqa: E402  (benchmarks/players.py: the worst-case deal)
import review as review_bench  # noqa: E402  (benchmarks/review.py: the hands reviewed)
from site_page import app_url, build_site, only_this_site, serve, wait_ready  # noqa: E402
from voila_harness import NOTHING_LEAVES  # noqa: E402

REVIEW_GOAL_S = 6.0
"""The review of a four-player hand: p95 at most 6 s in the browser."""

PROBE = (
    "import json, random, statistics, time\n"
    "from coteccio_lab.cards import DECK, Card, Rank, Suit\n"
    "from coteccio_lab.drills import SKILLS, drill\n"
    "from coteccio_lab.hand import Hand\n"
    "from coteccio_lab.match import Match\n"
    "from coteccio_lab.odds import capote_odds\n"
    "from coteccio_lab.players import Session, make_player\n"
    "from coteccio_lab.players.advise import advise\n"
    "from coteccio_lab.records import HandRecord\n"
    "from coteccio_lab.review import review_hand\n"
    "from coteccio_lab.view import SeatView\n"
    + inspect.getsource(players_bench._no_void_decision)
    + inspect.getsource(review_bench.hand_records)
    + '''
def _ms(f, *args):
    t0 = time.perf_counter()
    f(*args)
    return 1000 * (time.perf_counter() - t0)

def _figures(ms):
    ordered = sorted(ms)
    return {"median": statistics.median(ms), "p95": ordered[min(len(ms) - 1, int(0.95 * len(ms)))],
            "max": max(ms), "n": len(ms)}

def probe(moves=8, odds_cases=3, reviews=8, drills=3):
    expert = make_player("expert")
    move_ms, hint_ms = [], []
    for h in range(moves):
        hand = Hand.deal(4, seed=1000 + h, dealer=h % 4)
        view = SeatView.of(hand, hand.to_act)
        move_ms.append(_ms(expert.choose, view, random.Random(h)))
        hint_ms.append(_ms(lambda: advise(hand, seed=h)))
    out = {"expert_move_ms": _figures(move_ms), "hint_ms": _figures(hint_ms)}
    for players in (4, 8):
        odds_ms = []
        for k in range(odds_cases):
            view = SeatView.of(_no_void_decision(players, 7 + k), 0)
            odds_ms.append(_ms(capote_odds, view))
        out[f"capote_odds_{players}p_ms"] = _figures(odds_ms)
    review_ms, graded = [], 0
    for record in hand_records(reviews, 1):
        t0 = time.perf_counter()
        graded += len(review_hand(record, 0).decisions)
        review_ms.append(1000 * (time.perf_counter() - t0))
    out["review_4p_ms"] = _figures(review_ms)
    out["review_4p_decisions"] = graded  # the same hands reviewed here and there
    drill_ms = {skill: [_ms(drill, skill, seed) for seed in range(drills)] for skill in SKILLS}
    out["drill_ms"] = _figures([ms for runs in drill_ms.values() for ms in runs])
    out["drill_slowest"] = max(drill_ms, key=lambda skill: max(drill_ms[skill]))
    return out
'''
)


def in_cpython(reviews: int = 8) -> dict[str, Any]:
    space: dict[str, Any] = {"__name__": "probe"}
    exec(PROBE, space)  # the same text the browser runs
    result: dict[str, Any] = space["probe"](reviews=reviews)
    return result


def _launch(pw: Any) -> Any:
    return pw.chromium.launch(executable_path="/usr/bin/chromium",
                              args=["--no-sandbox", "--disable-gpu", NOTHING_LEAVES])


def first_lesson(context: Any, url: str, from_index: bool = True) -> dict[str, float]:
    """Open lesson 1 (from the first page, by its link, or by its address) in ``context``:
    seconds to the notebook open, the kernel idle, the first exercise on the page, every
    cell run (``lite/app.js``'s marks, from the click or the address typed)."""
    from playwright.sync_api import expect

    page = context.new_page()
    if from_index:
        page.goto(url)
        link = page.locator("a.cot-site-lesson").first
        t0 = time.perf_counter()
        link.click()
    else:
        t0 = time.perf_counter()
        page.goto(app_url(url, "01-the-cards.ipynb"))
    expect(page.locator(".cot-lesson-exercise").first).to_be_visible(timeout=180_000)
    exercise = time.perf_counter() - t0
    wait_ready(page)
    ready = time.perf_counter() - t0
    # the marks count from the lesson page's own start (its navigation), so they are
    # shifted by the click's share when the lesson is opened from the first page
    marks = page.evaluate(
        "() => Object.fromEntries(performance.getEntriesByType('mark')"
        ".map(m => [m.name, m.startTime / 1000]))")
    shift = ready - marks["cot-app-ready"]
    page.close()
    return {"notebook_open_s": marks["cot-app-open"] + shift,
            "kernel_idle_s": marks.get("cot-app-kernel", float("nan")) + shift,
            "first_exercise_s": exercise, "all_run_s": ready}


def run_probe(context: Any, url: str, reviews: int = 8) -> dict[str, Any]:
    """``PROBE`` in the browser's Python: sent to lesson 1's kernel as a cell would be."""
    call = f"\nprint(json.dumps(probe(reviews={int(reviews)})))\n"
    encoded = base64.b64encode((PROBE + call).encode()).decode()
    page = context.new_page()
    page.goto(app_url(url, "01-the-cards.ipynb"))
    wait_ready(page)
    printed = page.evaluate(
        """code => new Promise((resolve, reject) => {
          const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
          let out = "";
          const future = kernel.requestExecute({ code });
          future.onIOPub = (msg) => {
            if (msg.header.msg_type === "stream") out += msg.content.text;
            if (msg.header.msg_type === "error") reject(new Error(msg.content.evalue));
          };
          future.done.then(() => resolve(out), reject);
        })""",
        f"import base64; exec(base64.b64decode('{encoded}').decode())",
    )
    page.close()
    result: dict[str, Any] = json.loads(printed.strip().splitlines()[-1])
    return result


FLOOR = """async (preload) => {
  const lap = [];
  let t = performance.now();
  const step = (name) => {
    const now = performance.now();
    lap.push([name, (now - t) / 1000]);
    t = now;
  };
  const { loadPyodide } = await import("./static/pyodide/pyodide.mjs");
  step("import pyodide.mjs");
  const py = await loadPyodide({ indexURL: "./static/pyodide/" });
  step("Python started");
  await py.loadPackage(preload, { messageCallback: () => {} });
  step("the kernel's packages and the kit unpacked");
  py.runPython("import IPython, ipykernel, ipywidgets, anywidget");
  step("IPython and the widgets imported");
  py.runPython("import coteccio_lab.curriculum.lesson1");
  step("the kit's lesson 1 imported");
  return lap;
}"""
"""What the kernel cannot do without, timed in a blank page of the site (no JupyterLite):
Pyodide itself, unpacking the preloaded packages, importing IPython and the kit."""


def floor(folder: Path) -> list[tuple[str, float]]:
    """``FLOOR`` in a browser just started: the least any page running the kit can take."""
    from playwright.sync_api import sync_playwright

    config = json.loads((folder / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    with serve(folder) as url, sync_playwright() as pw:
        browser = _launch(pw)
        page = browser.new_page()
        page.goto(f"{url}index.html")
        laps: list[tuple[str, float]] = [
            (name, s) for name, s in page.evaluate(FLOOR, kernel["loadPyodideOptions"]["packages"])
        ]
        browser.close()
    return laps


def in_browser(folder: Path, rounds: int, reviews: int = 8) -> dict[str, Any]:
    """Cold: a browser just started (empty cache), lesson 1 from the first page; then warm:
    the same browser opens it again (files and compiled code in its cache). ``rounds``
    times each, the median kept; then the players' probe."""
    from playwright.sync_api import sync_playwright

    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    out: dict[str, Any] = {}
    blocked: list[str] = []
    with serve(folder) as url, sync_playwright() as pw:
        for _ in range(rounds):
            browser = _launch(pw)
            context = browser.new_context(service_workers="block",
                                          viewport={"width": 1366, "height": 768})
            blocked += only_this_site(context, url)
            cold.append(first_lesson(context, url))
            warm.append(first_lesson(context, url))
            browser.close()
        browser = _launch(pw)
        context = browser.new_context(service_workers="block")
        out.update(run_probe(context, url, reviews))
        browser.close()
    for name, runs in (("cold", cold), ("warm", warm)):
        if runs:  # (--rounds 0: the probe alone)
            out[name] = {key: statistics.median(r[key] for r in runs) for key in runs[0]}
    out["blocked_requests"] = len(blocked)
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
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site",
                        help="build the site here (default build/site)")
    parser.add_argument("--site", type=Path, help="measure this site, built already")
    parser.add_argument("--rounds", type=int, default=3, help="cold and warm runs (median)")
    parser.add_argument("--reviews", type=int, default=8,
                        help="four-player hands reviewed in each Python (8)")
    args = parser.parse_args(argv)
    build_s = float("nan")
    if args.site:
        folder = args.site
    else:
        t0 = time.perf_counter()
        folder = build_site(args.out)
        build_s = time.perf_counter() - t0
        print(f"make site: {build_s:.1f} s (downloads and bytecode cached in build/lite-cache)")
    size = site_size(folder)
    print(f"site: {size['total_mb']:.1f} MB in {size['files']} files; largest parts (MB): "
          + ", ".join(f"{k} {v}" for k, v in size["largest_mb"].items()))
    cpython = in_cpython(args.reviews)
    browser = in_browser(folder, args.rounds, args.reviews)
    print(f"lesson 1 from the first page's link, median of {args.rounds} "
          f"(s: notebook open / kernel idle / first exercise / every cell run):")
    for name in ("cold", "warm") if args.rounds else ():
        r = browser[name]
        print(f"  {name:5} {r['notebook_open_s']:6.1f} {r['kernel_idle_s']:6.1f} "
              f"{r['first_exercise_s']:6.1f} {r['all_run_s']:6.1f}")
    print(f"requests blocked: {browser['blocked_requests']}")
    laps = floor(folder)
    print("floor, a blank page of the site in a browser just started (s): "
          + "; ".join(f"{name} {s:.1f}" for name, s in laps)
          + f"; total {sum(s for _, s in laps):.1f}")
    print(f"{'':26}{'CPython':>26}{'browser':>26}{'ratio':>8}")
    for key in ("expert_move_ms", "hint_ms", "capote_odds_4p_ms", "capote_odds_8p_ms",
                "review_4p_ms", "drill_ms"):
        here, there = cpython[key], browser[key]
        print(f"{key + ' (p50/p95/max)':26}"
              f"{here['median']:>9.1f}/{here['p95']:<7.1f}/{here['max']:<8.1f}"
              f"{there['median']:>9.1f}/{there['p95']:<7.1f}/{there['max']:<8.1f}"
              f"{there['median'] / max(here['median'], 1e-9):>7.1f}x")
    p95 = browser["review_4p_ms"]["p95"] / 1000
    print(f"review of a four-player hand in the browser: p95 {p95:.1f} s, goal "
          f"{REVIEW_GOAL_S:.0f} s: {'met' if p95 <= REVIEW_GOAL_S else 'NOT met'}; slowest "
          f"drill: {browser['drill_slowest']}")
    if args.json:
        args.json.write_text(json.dumps({"build_s": build_s, "size": size, "cpython": cpython,
                                         "browser": browser, "floor": laps}, indent=1))
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"CPython {sys.version.split()[0]}, {os.cpu_count()} cores, load average {load}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
