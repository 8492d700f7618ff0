"""The whole-hand solver: one imagined deal solved from the first trick, the expert's move,
and what strategy fusion costs, with today's search run in the same process as baseline.

Run from the repository root::

    .venv/bin/python benchmarks/solver.py                  # every part, a few minutes
    .venv/bin/python benchmarks/solver.py --deals 40 --only solve
    .venv/bin/python benchmarks/solver.py --only move,fusion

**Solve.** Seeded deals, every card visible, the first lead: ``Solver.evaluate`` with
``horizon=None`` (every legal card of the leader valued to the end of the hand), p50 and
p95 in ms, for 2 to 8 players at 5 cards (Trieste) and Bergamo's 5 players at 7 cards.
Tables past five players are capped at ``--cap`` nodes a deal (a capped deal counts as
"over the cap": its time is a lower bound, and the percentile is marked ``>``). The
baseline is the search as it was before whole-hand solves (``main``'s
``coteccio_lab/players/search.py``, read with git and loaded beside the new one), on
the same deals, for up to 4 players (5 players: a few deals); the ratio is its p50 over
the new one's. Goals (one core, CPython): 4 players p50 <= 30 ms, p95 <= 150 ms.
Times are the process's CPU time (``time.process_time``), so that other work on a shared
machine does not count; on a quiet machine they are the wall-clock times.

**Move.** The expert's move at every decision with a choice of seeded 4-player hands
played by experts: p50 and p95, the new expert against today's (``main``'s settings:
12 layouts in 12,000 nodes, ``whole_budget=0``), and how the new one's answers were made
(all layouts, sampled, heuristic). Goal: p95 <= 250 ms at 4 players.

**Fusion.** Solving each layout as if every card were visible lets the seat's later
choices depend on the layout (strategy fusion): the average over layouts promises more
than a seat that cannot see the cards gets. On positions with every layout counted (4
players dealt the whole deck, Trieste's scoring, two or three cards left each) the fused
value of the expert's card is compared with what the seat really gets when it plays on
by the expert, seeing only its own view, the other seats playing the layout's max^n (as
the solve assumes). The gap (fused minus real, in lives) is the cost of fusion; the share
of positions where it exceeds 0.01 says how often it matters.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from coteccio_lab.cards import Card, cards_from_mask  # noqa: E402
from coteccio_lab.hand import Hand  # noqa: E402
from coteccio_lab.odds import DealSpace  # noqa: E402
from coteccio_lab.players.base import must_stop  # noqa: E402
from coteccio_lab.players.expert import ExpertPlayer  # noqa: E402
from coteccio_lab.players.search import Position, SearchLimit, Solver  # noqa: E402
from coteccio_lab.rules import Rules  # noqa: E402
from coteccio_lab.scoring import FastScorer  # noqa: E402
from coteccio_lab.view import SeatView  # noqa: E402

WHOLE_DECK = Rules().override(hand_size=10, max_players=4)
"""Every card dealt, so that late in the hand the layouts are few enough to count."""

GOALS = {"solve 4p p50 ms": 30.0, "solve 4p p95 ms": 150.0, "move 4p p95 ms": 250.0}


def baseline_search() -> ModuleType | None:
    """``main``'s search module, loaded beside the new one (None without git or main)."""
    try:
        text = subprocess.run(["git", "show", "main:coteccio_lab/players/search.py"], cwd=ROOT,
                              capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    spec = importlib.util.spec_from_loader("coteccio_lab.players._baseline_search", loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "coteccio_lab.players"
    sys.modules[spec.name] = module
    exec(compile(text, "main:coteccio_lab/players/search.py", "exec"), module.__dict__)
    return module


def _q(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))]


def _solve_times(solver_mod: Any, rules: Rules, players: int, deals: int, seed: int,
                 cap: int | None) -> tuple[list[float], int]:
    times, capped = [], 0
    for d in range(deals):
        hand = Hand.deal(players, seed=seed * 1000 + d, dealer=d % players, rules=rules)
        solver = solver_mod.Solver(hand.rules, FastScorer.for_hand(hand), hand.to_act)
        pos = solver_mod.Position.from_hand(hand)
        start = time.process_time()
        try:
            if cap is None:
                solver.evaluate(pos)
            else:
                solver.evaluate(pos, node_limit=cap)
        except SearchLimit:
            capped += 1
        times.append(time.process_time() - start)
    return times, capped


def solve(deals: int, seed: int, cap: int) -> dict[str, Any]:
    import coteccio_lab.players.search as new

    old = baseline_search()
    tables = [(f"{n}p x 5 trieste", Rules(), n) for n in range(2, 9)]
    tables.append(("5p x 7 bergamo", Rules.from_spec("bergamo"), 5))
    out: dict[str, Any] = {}
    for name, rules, n in tables:
        big = n > 5 or rules.hand_size > 5
        k = max(3, deals // 5) if big else deals
        times, capped = _solve_times(new, rules, n, k, seed, cap if big else None)
        row: dict[str, Any] = {"deals": k, "p50_ms": 1e3 * _q(times, 0.5),
                               "p95_ms": 1e3 * _q(times, 0.95), "capped": capped}
        if old is not None and n <= 5 and not big:
            kb = deals if n <= 4 else max(3, deals // 5)
            base, _ = _solve_times(old, rules, n, kb, seed, None)
            row["baseline_p50_ms"] = 1e3 * _q(base, 0.5)
            row["baseline_p95_ms"] = 1e3 * _q(base, 0.95)
            mine = times[:kb]
            row["ratio_p50"] = _q(base, 0.5) / _q(mine, 0.5)
        out[name] = row
    return out


def _decisions(players: int, hands: int, seed: int) -> list[SeatView]:
    """The views of every decision with a choice in seeded hands played by the expert."""
    expert = ExpertPlayer()
    views = []
    for h in range(hands):
        hand = Hand.deal(players, seed=seed + h, dealer=h % players)
        rng = random.Random(h)
        while not hand.over:
            view = SeatView.of(hand, hand.to_act or 0)
            if hand.decision_pending:
                hand.push(expert.choose(view, rng).capote or "attempt")
                continue
            if len(hand.following_suit) > 1:
                views.append(view)
            card = expert.choose(view, rng).card
            assert card is not None
            hand.play_index(card.index)
    return views


def move(hands: int, seed: int) -> dict[str, Any]:
    views = _decisions(4, hands, seed)
    out: dict[str, Any] = {"moves": len(views)}
    today = ExpertPlayer(budget=12000, min_samples=12, max_samples=48, whole_budget=0, exact=3,
                         horizon=None, softmax=None)
    for name, player in (("new", ExpertPlayer()), ("today", today)):
        times, methods = [], {"all": 0, "sampled": 0, "heuristic": 0}
        for i, view in enumerate(views):
            start = time.process_time()
            solved = player.solve_layouts(view, random.Random(i))
            times.append(time.process_time() - start)
            methods[solved.method] += 1
        out[name] = {"p50_ms": 1e3 * _q(times, 0.5), "p95_ms": 1e3 * _q(times, 0.95),
                     "max_ms": 1e3 * max(times), "methods": methods}
    return out


def _rebuild(hand: Hand, seat: int, hidden: list[int]) -> Hand:
    """``hand`` with the other seats' unplayed cards as in ``hidden``, the same moves made."""
    played: dict[int, list[Card]] = {s: [] for s in range(hand.n)}
    for s, card in zip(hand.play_seats(), hand.plays):
        played[s].append(card)
    deal = [played[s] + cards_from_mask(hand.holding_mask(s) if s == seat else hidden[s])
            for s in range(hand.n)]
    again = Hand(hand.rules, deal, dealer=hand.dealer, spies=hand.spies)
    for m in hand.move_stack:
        again.push(m)
    return again


def _play_out(hand: Hand, seat: int, expert: ExpertPlayer, rng: random.Random) -> float:
    """The seat's utility when it plays by the expert from its own view and every other seat
    plays the layout's max^n (capote choices: the expert's, from each seat's view)."""
    solver_eps = Solver(hand.rules, FastScorer.for_hand(hand), seat).eps
    while not hand.over:
        turn = hand.to_act or 0
        view = SeatView.of(hand, turn)
        if hand.decision_pending:
            hand.push(expert.choose(view, rng).capote or "attempt")
        elif turn == seat:
            card = expert.choose(view, rng).card
            assert card is not None
            hand.play_index(card.index)
        else:
            values = Solver(hand.rules, FastScorer.for_hand(hand), turn).evaluate(
                Position.from_hand(hand))
            best = max(values, key=lambda idx: (values[idx][turn], -idx))
            hand.play_index(best)
    from coteccio_lab.scoring import score_hand

    delta = score_hand(hand).delta[seat]
    if hand.outcome == "annulled":
        return 0.0
    sign = 1 if hand.rules.counts_down else -1
    return sign * delta - solver_eps * hand.points()[seat]


def fusion(positions: int, seed: int) -> dict[str, Any]:
    # The expert that solves each layout to the end (what fusion is about), not the
    # player's default, which plays the careful rules over the later tricks.
    # max^n in every deal: the fused promise and the play-out below assume the same model.
    expert = ExpertPlayer(budget=12000, min_samples=12, whole_budget=12000, whole_min_samples=12,
                          softmax=None)
    gaps: list[float] = []
    tried = 0
    while len(gaps) < positions and tried < positions * 40:
        rng = random.Random(seed * 7919 + tried)
        tried += 1
        hand = Hand.deal(4, seed=seed * 7919 + tried, dealer=tried % 4, rules=WHOLE_DECK)
        for _ in range(rng.choice([28, 32]) + rng.randrange(4)):
            if hand.decision_pending:
                hand.push("attempt")
            legal = hand.following_suit
            hand.play_index(legal[rng.randrange(len(legal))].index)
        if hand.over or hand.decision_pending or len(hand.following_suit) < 2:
            continue
        seat = hand.to_act or 0
        view = SeatView.of(hand, seat)
        if must_stop(view) is not None or not 2 <= DealSpace(view).count() <= 400:
            continue
        solved = expert.solve_layouts(view, random.Random(tried), every_up_to=400)
        card = expert.pick(view, solved.averages(), len(solved.layouts), solved).card
        assert card is not None and solved.method == "all"
        promised = solved.mean(card.index, 0)
        real = []
        for hidden in DealSpace(view).deals():
            layout = _rebuild(hand, seat, hidden)
            layout.play_index(card.index)
            real.append(_play_out(layout, seat, expert, random.Random(tried)))
        gaps.append(promised - statistics.fmean(real))
    return {"positions": len(gaps), "mean_gap": statistics.fmean(gaps) if gaps else 0.0,
            "max_gap": max(gaps) if gaps else 0.0,
            "share_over_0_01": sum(g > 0.01 for g in gaps) / len(gaps) if gaps else 0.0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=30, help="solve: deals per table (30)")
    parser.add_argument("--cap", type=int, default=300_000,
                        help="solve: node cap a deal past five players (300,000)")
    parser.add_argument("--hands", type=int, default=6, help="move: 4-player hands (6)")
    parser.add_argument("--positions", type=int, default=20, help="fusion: positions (20)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--only", default="solve,move,fusion")
    parser.add_argument("--cpu", type=int, default=None, help="pin to this CPU (Linux)")
    args = parser.parse_args(argv)
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    parts = {p.strip() for p in args.only.split(",")}
    print(f"load average: {Path('/proc/loadavg').read_text().split()[:3]}"
          if Path("/proc/loadavg").exists() else "load average: n/a")
    if "solve" in parts:
        print("Whole-hand solve from the first lead, one deal (ms)")
        print(f"  {'table':<18}{'p50':>9}{'p95':>10}{'capped':>8}{'base p50':>10}"
              f"{'base p95':>10}{'ratio':>7}")
        for name, row in solve(args.deals, args.seed, args.cap).items():
            mark = ">" if row["capped"] else " "
            base = (f"{row['baseline_p50_ms']:10.1f}{row['baseline_p95_ms']:10.1f}"
                    f"{row['ratio_p50']:7.1f}" if "ratio_p50" in row else f"{'':27}")
            print(f"  {name:<18}{row['p50_ms']:9.1f}{mark}{row['p95_ms']:9.1f}"
                  f"{row['capped']:>5}/{row['deals']:<2}{base}")
    if "move" in parts:
        mv = move(args.hands, args.seed)
        print(f"Expert move at 4 players, {mv['moves']} decisions with a choice (ms)")
        for name in ("new", "today"):
            row = mv[name]
            print(f"  {name:<6} p50 {row['p50_ms']:7.1f}  p95 {row['p95_ms']:7.1f}  "
                  f"max {row['max_ms']:7.1f}  answers {row['methods']}")
        print(f"  p95 ratio new/today {mv['new']['p95_ms'] / mv['today']['p95_ms']:.2f}")
    if "fusion" in parts:
        fu = fusion(args.positions, args.seed)
        print(f"Strategy fusion: {fu['positions']} 4-player whole-deck positions, "
              "every layout counted")
        print(f"  promised - real (lives): mean {fu['mean_gap']:+.4f}, max {fu['max_gap']:+.4f}, "
              f"over 0.01 in {100 * fu['share_over_0_01']:.0f} %")
    print(f"load average: {Path('/proc/loadavg').read_text().split()[:3]}"
          if Path("/proc/loadavg").exists() else "")
    print(f"goals: {GOALS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
