"""The judge's speed: the expert's move, the Hint and the review of a four-player hand.

Run from the repository root::

    .venv/bin/python benchmarks/review.py              # 12 hands, Trieste, 4 players
    .venv/bin/python benchmarks/review.py --hands 30 --cpu 0

Each hand is played by the one play session (``players.Session``): seat 0, the reviewed
learner, by the cautious player, the other seats by the expert, so the review has real
decisions to grade. On the same positions, in the same process:

* the expert's move (``make_player("expert").choose``, the judge's argmax) at each of seat
  0's decisions with more than one legal card;
* the dashboard's *Hint* (``advise``, the same judge) at the same decisions;
* the review of the hand (``review_hand(record, 0)``), per hand;
* the baseline: the solver expert the judge replaced (``benchmarks/solver_expert.py``,
  ``ExpertPlayer()``) at the same decisions, so each figure has a ratio to it.

Each is timed by the clock and by the process's CPU time (the figure to read on a busy
machine: the clock counts the time other processes hold the cores). Goals, on one core in
CPython: the expert's move p95 at most 0.25 s, the Hint p95 at most 0.3 s, the review of a
four-player hand p95 at most 2 s.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # the solver expert baseline

from coteccio_lab.match import Match  # noqa: E402
from coteccio_lab.players import Session, make_player  # noqa: E402
from coteccio_lab.players.advise import advise  # noqa: E402
from coteccio_lab.records import HandRecord, replay  # noqa: E402
from coteccio_lab.review import review_hand  # noqa: E402
from coteccio_lab.view import SeatView  # noqa: E402

GOAL_SECONDS = 2.0
HINT_GOAL_SECONDS = 0.3
MOVE_GOAL_SECONDS = 0.25


def hand_records(hands: int, seed: int) -> list[HandRecord]:
    """The first hand of ``hands`` seeded four-player matches, as hand records."""
    out = []
    for i in range(hands):
        match = Match.new("trieste", 4, seed=seed + i)
        session = Session(match, ["cautious", "expert", "expert", "expert"])
        while not match.history:
            session.step()
        out.append(next(iter(match)))
    return out


Timed = tuple[float, float]
"""Seconds by the clock and of CPU time."""


def _timed(fn: Callable[[], object]) -> Timed:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def decision_times(record: HandRecord, players: dict[str, Any]) -> dict[str, list[Timed]]:
    """At each of seat 0's decisions with a choice of card: each player's move, and the
    Hint (``advise``), timed."""
    hand = record.start()
    out: dict[str, list[Timed]] = {name: [] for name in (*players, "hint")}
    k = 0
    for move in replay(record).hand.move_stack:
        if move.seat == 0 and hand.legal_mask.bit_count() > 1 and not hand.decision_pending:
            view = SeatView.of(hand, 0)
            for name, player in players.items():
                out[name].append(_timed(lambda p=player, v=view, k=k: p.choose(
                    v, random.Random(k), record.lives)))
            out["hint"].append(_timed(lambda h=hand, k=k: advise(h, seed=k,
                                                                 counters=record.lives)))
            k += 1
        hand.push(move)
    return out


def _q(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def figures(times: list[Timed]) -> dict[str, float]:
    wall = [w for w, _ in times]
    cpu = [c for _, c in times]
    return {"n": len(times), "wall_p50": _q(wall, 0.5), "wall_p95": _q(wall, 0.95),
            "wall_max": max(wall), "cpu_p50": _q(cpu, 0.5), "cpu_p95": _q(cpu, 0.95),
            "cpu_max": max(cpu), "cpu_mean": statistics.fmean(cpu)}


def main(argv: list[str] | None = None) -> int:
    from solver_expert import ExpertPlayer

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cpu", type=int, default=None, help="pin the process to this CPU")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args(argv)
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    records = hand_records(args.hands, args.seed)
    players = {"expert": make_player("expert"), "baseline": ExpertPlayer()}
    rows: dict[str, list[Timed]] = {"expert": [], "hint": [], "baseline": [], "review": []}
    for record in records:
        for name, times in decision_times(record, players).items():
            rows[name] += times
        rows["review"].append(_timed(lambda r=record: review_hand(r, 0)))
    table = {name: figures(times) for name, times in rows.items()}
    base = table["baseline"]["cpu_mean"]
    print(f"{args.hands} four-player Trieste hands, {table['expert']['n']} decisions of seat 0 "
          f"with a choice of card")
    print(f"{'':34}{'wall p50':>9}{'p95':>8}{'max':>8}{'CPU p50':>9}{'p95':>8}{'max':>8}"
          f"{'CPU/base':>9}")
    labels = {"baseline": "baseline: solver expert's move", "expert": "expert's move (judge)",
              "hint": "Hint (advise)", "review": "review_hand, per hand"}
    for name in ("baseline", "expert", "hint", "review"):
        f = table[name]
        print(f"{labels[name]:<34}{f['wall_p50']:>9.3f}{f['wall_p95']:>8.3f}{f['wall_max']:>8.3f}"
              f"{f['cpu_p50']:>9.3f}{f['cpu_p95']:>8.3f}{f['cpu_max']:>8.3f}"
              f"{f['cpu_mean'] / max(base, 1e-9):>8.1f}x")
    for name, goal in (("expert", MOVE_GOAL_SECONDS), ("hint", HINT_GOAL_SECONDS),
                       ("review", GOAL_SECONDS)):
        f = table[name]
        print(f"{labels[name]}: p95 {f['cpu_p95']:.3f} s CPU ({f['wall_p95']:.3f} s by the "
              f"clock), goal {goal} s: {'met' if f['cpu_p95'] <= goal else 'NOT met'} by CPU "
              f"time, {'met' if f['wall_p95'] <= goal else 'NOT met'} by the clock")
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"CPython {sys.version.split()[0]}, {os.cpu_count()} cores, load average {load}")
    if args.json:
        args.json.write_text(json.dumps({"hands": args.hands, "seed": args.seed,
                                         "figures": table, "load": os.getloadavg()},
                                        indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
