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

**Strategy fusion** (``--fusion N``). Solving each layout with every card visible lets
the seat's *own later* moves depend on the layout, which it will not see: the average
overrates cards whose later play needs a guess. Measured exactly on positions small
enough to play every layout out: Piacenza with three cards each (the whole deck is dealt,
so at most 1,680 layouts) and two-player Trieste with three cards each. For each legal
card, *solved* is the expert's number (the mean over every layout of the layout's
max^n value); *played* is what the card is worth when the seat's later moves are the
expert's own (made from what it sees then, exact over every layout that fits), the other
seats playing each layout's max^n as in the model. The gap solved - played is the
fusion; the report gives its mean and largest size for the expert's card, how often the
expert's card is not the best card by *played*, and what that costs.

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


# ---- strategy fusion ------------------------------------------------------------------------


def _fusion_positions(count: int, seed: int) -> list[tuple[Any, list[int]]]:
    import random

    from coteccio_lab.hand import Hand
    from coteccio_lab.players import make_player
    from coteccio_lab.rules import Rules
    from coteccio_lab.shuffle import mix
    from coteccio_lab.view import SeatView

    cautious = make_player("cautious")
    out: list[tuple[Any, list[int]]] = []
    k = 0
    while len(out) < count:
        k += 1
        rng = random.Random(mix(seed, k))
        if k % 2:
            hand = Hand.deal(4, seed=mix(seed, k), dealer=k % 4, rules=Rules.from_spec("piacenza"))
            base = [rng.choice([0, 10, 25]) for _ in range(4)]
            plays = 28 + rng.randrange(4)
        else:
            hand = Hand.deal(2, seed=mix(seed, k), dealer=k % 2)
            base = [rng.choice([1, 2, 4]) for _ in range(2)]
            plays = 4 + rng.randrange(2)
        while len(hand.play_indices) < plays and not hand.is_over:
            move = cautious.choose(SeatView.of(hand, hand.turn), rng, base)
            if move.capote:
                hand.decide_capote(move.capote)
            else:
                hand.play_index(move.card.index)
        if hand.is_over or hand.decision_pending or hand.legal_mask.bit_count() < 2:
            continue
        out.append((hand, base))
    return out


def _layout_hands(hand: Any, me: int) -> list[Any]:
    """Every layout that fits ``me``'s view, as a Hand replayed from its deal."""
    from coteccio_lab.cards import cards_from_mask
    from coteccio_lab.hand import Hand
    from coteccio_lab.odds import DealSpace
    from coteccio_lab.view import SeatView

    played = [0] * hand.n
    for s, idx in zip(hand.play_seats(), hand.play_indices):
        played[s] |= 1 << idx
    out = []
    for hidden in DealSpace(SeatView.of(hand, me)).deals():
        masks = [(hand.holding_mask(s) if s == me else hidden[s]) | played[s]
                 for s in range(hand.n)]
        h = Hand(hand.rules, [cards_from_mask(m) for m in masks], dealer=hand.dealer,
                 spies=hand.spies)
        for idx in hand.play_indices:
            h.play_index(idx)
        out.append(h)
    return out


def fusion(count: int, seed: int) -> dict[str, Any]:
    import random

    from coteccio_lab.players.expert import ExpertPlayer
    from coteccio_lab.players.search import Position
    from coteccio_lab.players.solver import HandSolver, covered, play_order
    from coteccio_lab.scoring import FastScorer, score_hand
    from coteccio_lab.view import SeatView

    eps = 1 / 128
    expert = ExpertPlayer(max_exact=10**6, budget=10**9)
    rows = []
    for hand, base in _fusion_positions(count, seed):
        me = hand.turn
        sign = 1 if hand.rules.counts_down else -1
        mine: dict[tuple[int, ...], int] = {}

        def my_card(h: Any, me: int = me, base: list[int] = base,
                    mine: dict[tuple[int, ...], int] = mine) -> int:
            key = tuple(h.play_indices)
            if key not in mine:
                view = SeatView.of(h, me)
                move = expert.pick(view, expert.evaluate(view, random.Random(0), base))
                mine[key] = move.card.index
            return mine[key]

        def their_card(h: Any, base: list[int] = base) -> int:
            seat = h.turn
            values = HandSolver(h.rules, FastScorer.for_hand(h, base), seat).solve(
                Position.from_hand(h))
            trick = h.current_trick
            led = int(trick[0][1].suit) if trick else -1
            best = max((c.index for _, c in trick if int(c.suit) == led), default=-1)
            others = 0
            for s in h.active:
                if s != seat:
                    others |= h.holding_mask(s)
            order = play_order(h.legal_mask, led, best, covered(h.legal_mask, others))
            return max(order, key=lambda card: (values[card][seat], -order.index(card)))

        view = SeatView.of(hand, me)
        estimate = expert.evaluate(view, random.Random(0), base)
        chosen = expert.pick(view, estimate).card.index
        layouts = _layout_hands(hand, me)
        played_value = {}
        for v in estimate.values:
            total = 0.0
            for h0 in layouts:
                h = h0.copy()
                h.play_index(v.card.index)
                while not h.is_over:
                    if h.decision_pending:
                        h.decide_capote("attempt")  # not reached: no decision in these
                        continue
                    h.play_index(my_card(h) if h.turn == me else their_card(h))
                score = score_hand(h, base)
                total += sign * score.delta[me] - eps * h.points()[me]
            played_value[v.card.index] = total / len(layouts)
        solved = {v.card.index: v.utility for v in estimate.values}
        best_played = max(played_value.values())
        rows.append({
            "rules": hand.rules.name, "players": hand.n, "layouts": len(layouts),
            "gap": solved[chosen] - played_value[chosen],
            "max_gap": max(solved[i] - played_value[i] for i in solved),
            "wrong": played_value[chosen] < best_played - 1e-12,
            "cost": best_played - played_value[chosen],
        })
    out: dict[str, Any] = {"positions": len(rows), "rows": rows, "by_rules": {}}
    for name in sorted({x["rules"] for x in rows}):
        part = [x for x in rows if x["rules"] == name]
        n = len(part)
        out["by_rules"][name] = {
            "positions": n,
            "players": part[0]["players"],
            "mean_layouts": sum(x["layouts"] for x in part) / n,
            "mean_gap": sum(x["gap"] for x in part) / n,
            "largest_gap": max(x["max_gap"] for x in part),
            "wrong_card": sum(x["wrong"] for x in part),
            "mean_cost": sum(x["cost"] for x in part) / n,
            "largest_cost": max(x["cost"] for x in part),
        }
    return out


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
    parser.add_argument("--fusion", type=int, default=0,
                        help="strategy fusion on this many positions (alone)")
    parser.add_argument("--cpu", type=int, default=None, help="pin to this CPU (Linux)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    load0 = os.getloadavg()
    if args.fusion:
        fu = fusion(args.fusion, 23)
        print(f"Strategy fusion, {fu['positions']} positions with three cards each; utility in "
              f"the counter's units (a life; minus a penalty point), less 1/128 a card point")
        for name, row in fu["by_rules"].items():
            print(f"  {name} ({row['players']} players, {row['positions']} positions, "
                  f"{row['mean_layouts']:.0f} layouts on average): solved - played for the "
                  f"expert's card mean {row['mean_gap']:+.4f}, largest for any card "
                  f"{row['largest_gap']:+.4f}; the expert's card not the best when played "
                  f"{row['wrong_card']} times, costing {row['mean_cost']:.4f} on average "
                  f"(at most {row['largest_cost']:.4f})")
        if args.json:
            args.json.write_text(json.dumps(fu, indent=1), encoding="utf-8")
        print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
        return 0
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
