"""The whole-hand solver and the expert that uses it, in CPython and in the browser (Pyodide).

Run from the repository root (the browser part needs the static site's Pyodide, which
``make site`` puts in build/site/static/pyodide)::

    .venv/bin/python benchmarks/solver.py                 # CPython, then the browser
    .venv/bin/python benchmarks/solver.py --no-browser
    .venv/bin/python benchmarks/solver.py --json out.json

**Solve.** One deal with every card visible, solved to the last trick from the first lead
(:class:`coteccio_lab.players.solver.HandSolver`): Trieste with 2 to 8 players and 5
cards each, and Bergamo's 5 players with 7 cards. Per table: the solve's time, p50 and
p95 (CPU time in CPython, the clock in the browser), and its search nodes. A solve that
needs more than ``--limit`` nodes is stopped and counted as over the limit (its time then
counts as infinite in the percentiles).

**Expert.** The expert's move (``choose``) at every decision of seeded hands played by
cautious players, 4 players (and 3 and 5 in CPython): p50 and p95, and how many moves
gave each kind of answer (exact over every layout, exact per sampled layout, heuristic;
*forced*: one legal card, or the capote decision, which follows the exact odds).

The same Python text (``PROBE``) runs in both places; the browser loads the kit's
sources from this worktree into Pyodide, so it measures this code, not the site's wheel.
Goals (issue 23): 4 players p50 <= 30 ms and p95 <= 150 ms per solve, an expert move p95
<= 250 ms in CPython, <= 1 s in the browser.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

PROBE = '''
import json, math, random, time, collections
from coteccio_lab.hand import Hand
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import FastScorer
from coteccio_lab.shuffle import mix
from coteccio_lab.view import SeatView
from coteccio_lab.players import make_player
from coteccio_lab.players.search import Position
from coteccio_lab.players.solver import HandSolver, SolveLimit

def _clock(cpu):
    return time.process_time if cpu else time.perf_counter

def _q(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]

def solves(players, size, preset, deals, limit, cpu):
    clock = _clock(cpu)
    times, nodes, over = [], [], 0
    for d in range(deals):
        rules = Rules.from_spec(preset).override(hand_size=size)
        hand = Hand.deal(players, seed=mix(23, players, size, d), dealer=d % players,
                         rules=rules)
        solver = HandSolver(rules, FastScorer.for_hand(hand), hand.turn)
        t0 = clock()
        try:
            solver.solve(Position.from_hand(hand), limit)
            times.append(1000 * (clock() - t0))
        except SolveLimit:
            over += 1
            times.append(math.inf)
        nodes.append(solver.nodes)
    return {"deals": deals, "p50_ms": _q(times, 0.5), "p95_ms": _q(times, 0.95),
            "max_ms": max(times), "nodes_p50": _q(nodes, 0.5), "nodes_p95": _q(nodes, 0.95),
            "over_limit": over}

def expert_moves(players, hands, cpu):
    clock = _clock(cpu)
    expert, cautious = make_player("expert"), make_player("cautious")
    times, kinds = [], collections.Counter()
    for h in range(hands):
        hand = Hand.deal(players, seed=mix(2024, players, h), dealer=h % players)
        rng = random.Random(h)
        while not hand.is_over:
            view = SeatView.of(hand, hand.turn)
            t0 = clock()
            move = expert.choose(view, random.Random(mix(h, len(hand.play_indices))))
            times.append(1000 * (clock() - t0))
            kinds[move.basis.kind if move.basis is not None else "forced"] += 1
            step = cautious.choose(view, rng)
            if step.capote:
                hand.decide_capote(step.capote)
            else:
                hand.play_index(step.card.index)
    return {"moves": len(times), "p50_ms": _q(times, 0.5), "p95_ms": _q(times, 0.95),
            "max_ms": max(times), "kinds": dict(kinds)}

def probe(tables, deals, limit, expert_tables, hands, cpu):
    out = {"solve": {}, "expert": {}}
    for players, size, preset in tables:
        n = deals if players <= 4 else max(4, deals // (2 * (players - 4)))
        out["solve"][f"{preset} {players}x{size}"] = solves(players, size, preset, n, limit, cpu)
    for players in expert_tables:
        out["expert"][f"{players}p"] = expert_moves(players, hands, cpu)
    return out
'''

TABLES = [(p, 5, "trieste") for p in range(2, 9)] + [(5, 7, "bergamo")]

PAGE = """<!doctype html><meta charset="utf-8"><title>solver benchmark</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
window.pyReady = loadPyodide({ indexURL: "./pyodide/" }).then((py) => { window.py = py; });
</script>
"""


def in_cpython(deals: int, limit: int, hands: int) -> dict[str, Any]:
    space: dict[str, Any] = {"__name__": "probe"}
    exec(PROBE, space)  # the same text the browser runs
    result: dict[str, Any] = space["probe"](TABLES, deals, limit, [3, 4, 5], hands, True)
    return result


def kit_sources() -> dict[str, str]:
    """The kit's Python files, by their path under the import root."""
    package = ROOT / "coteccio_lab"
    return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8")
            for p in package.rglob("*.py")}


def in_browser(deals: int, limit: int, hands: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright
    from site_page import only_this_site, serve

    pyodide = ROOT / "build" / "site" / "static" / "pyodide"
    if not (pyodide / "pyodide.mjs").exists():
        raise SystemExit(f"no Pyodide in {pyodide}: run `make site` first")
    tables = [t for t in TABLES if t[0] <= 5 and t[2] == "trieste"]
    call = (f"json.dumps(probe({tables!r}, {deals}, {limit}, [4], {hands}, False))")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "index.html").write_text(PAGE, encoding="utf-8")
        (folder / "pyodide").symlink_to(pyodide, target_is_directory=True)
        with serve(folder) as url, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                         args=["--headless", "--no-sandbox", "--disable-gpu"])
            context = browser.new_context(service_workers="block")
            blocked = only_this_site(context, url)
            page = context.new_page()
            page.goto(url + "index.html")
            t0 = time.perf_counter()
            page.evaluate("() => window.pyReady")
            loaded = time.perf_counter() - t0
            page.evaluate(
                """(files) => {
                    for (const [path, text] of Object.entries(files)) {
                        const full = "/home/pyodide/kit/" + path;
                        window.py.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
                        window.py.FS.writeFile(full, text);
                    }
                }""",
                kit_sources(),
            )
            version = page.evaluate(
                "() => window.py.runPython('import sys; sys.path.insert(0, \"/home/pyodide/kit\");"
                " sys.version.split()[0]')")
            page.evaluate("(code) => { window.py.runPython(code); }", PROBE)
            text = page.evaluate("(code) => window.py.runPython(code)", call)
            browser.close()
    result: dict[str, Any] = json.loads(text)
    result["pyodide_python"] = version
    result["pyodide_load_s"] = loaded
    result["blocked_requests"] = len(blocked)
    return result


def _ms(x: float) -> str:
    return "  over" if x == float("inf") else f"{x:6.1f}"


def report(name: str, res: dict[str, Any]) -> None:
    print(f"{name}: whole-hand solve from the first lead, ms (nodes)")
    print(f"  {'table':<16}{'deals':>6}{'p50':>8}{'p95':>8}{'max':>8}"
          f"{'nodes p50':>11}{'nodes p95':>11}{'over':>6}")
    for table, row in res["solve"].items():
        print(f"  {table:<16}{row['deals']:6d}{_ms(row['p50_ms']):>8}{_ms(row['p95_ms']):>8}"
              f"{_ms(row['max_ms']):>8}{row['nodes_p50']:11d}{row['nodes_p95']:11d}"
              f"{row['over_limit']:6d}")
    print(f"{name}: expert move (every decision of seeded hands), ms")
    for table, row in res["expert"].items():
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(row["kinds"].items()))
        print(f"  {table:<6} {row['moves']:4d} moves  p50 {row['p50_ms']:6.1f}  "
              f"p95 {row['p95_ms']:6.1f}  max {row['max_ms']:7.1f}  ({kinds})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=40, help="deals per table up to 4 players")
    parser.add_argument("--limit", type=int, default=1_000_000, help="search nodes per solve")
    parser.add_argument("--hands", type=int, default=12, help="hands for the expert's moves")
    parser.add_argument("--browser-deals", type=int, default=16)
    parser.add_argument("--browser-hands", type=int, default=4)
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--cpu", type=int, default=None, help="pin to this CPU (Linux)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    load0 = os.getloadavg()
    results: dict[str, Any] = {"cpython": in_cpython(args.deals, args.limit, args.hands)}
    report(f"CPython {sys.version.split()[0]} (CPU time)", results["cpython"])
    if not args.no_browser:
        results["browser"] = in_browser(args.browser_deals, args.limit, args.browser_hands)
        br = results["browser"]
        report(f"Pyodide (CPython {br['pyodide_python']} in Chromium, clock time; loaded in "
               f"{br['pyodide_load_s']:.1f} s, {br['blocked_requests']} requests blocked)", br)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    results["load"] = {"start": list(load0), "end": list(os.getloadavg())}
    print(f"{os.cpu_count()} cores; load average at the start "
          f"{', '.join(f'{x:.1f}' for x in load0)}, at the end {load}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
