"""The review of a four-player hand: how long it takes, against the expert's own moves.

Run from the repository root::

    .venv/bin/python benchmarks/review.py              # 12 hands, Trieste, 4 players
    .venv/bin/python benchmarks/review.py --hands 30 --cpu 0

Each hand is played by the one play session (``players.Session``): seat 0, the reviewed
learner, by the cautious player, the other seats by the expert, so the review has real
decisions to grade (cautious plays most hands; its choices differ from the expert's). The
review (``review_hand(record, 0)``) is timed per hand: median, 90th percentile, worst, and
the process's CPU time per hand (the figure to read on a busy machine).

The baseline, run in the same process on the same positions: the expert choosing the
learner's cards (``ExpertPlayer().choose`` at each of seat 0's decisions), what a
computer seat spends on the same hand. The ratio says what the judge's play-outs (48 to
128 layouts, every layout when 512 or fewer fit, the why's facts and line) cost. The
dashboard's *Hint* (``advise`` at each of seat 0's card decisions, the same judge) is
timed per decision. Goals, CPU time on one core in CPython: the review of a four-player
hand p95 at most 2 s, the Hint p95 at most 0.3 s.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from coteccio_lab.match import Match  # noqa: E402
from coteccio_lab.players import Session, make_player  # noqa: E402
from coteccio_lab.players.advise import advise  # noqa: E402
from coteccio_lab.records import HandRecord, replay  # noqa: E402
from coteccio_lab.review import review_hand  # noqa: E402
from coteccio_lab.view import SeatView  # noqa: E402

GOAL_SECONDS = 2.0
HINT_GOAL_SECONDS = 0.3


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


def expert_moves(record: HandRecord) -> int:
    """The baseline: the expert decides each of seat 0's moves; how many it decided."""
    hand = record.start()
    expert = make_player("expert")
    made = 0
    for move in replay(record).hand.move_stack:
        if move.seat == 0 and hand.legal_mask.bit_count() > 1 and not hand.decision_pending:
            expert.choose(SeatView.of(hand, 0), random.Random(made), record.lives)
            made += 1
        hand.push(move)
    return made


def hint_times(record: HandRecord) -> list[float]:
    """CPU seconds of the Hint (``advise``) at each of seat 0's card decisions."""
    hand = record.start()
    out = []
    for move in replay(record).hand.move_stack:
        if move.seat == 0 and hand.legal_mask.bit_count() > 1 and not hand.decision_pending:
            cpu = time.process_time()
            advise(hand, seed=len(out), counters=record.lives)
            out.append(time.process_time() - cpu)
        hand.push(move)
    return out


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def timed(fn: Callable[[HandRecord], object], record: HandRecord) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    fn(record)
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cpu", type=int, default=None, help="pin the process to this CPU")
    args = parser.parse_args()
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    records = hand_records(args.hands, args.seed)
    rows: dict[str, list[tuple[float, float]]] = {"review": [], "expert": []}
    decisions = 0
    hints: list[float] = []
    for record in records:
        hints += hint_times(record)
        rows["expert"].append(timed(expert_moves, record))
        rows["review"].append(timed(lambda r: review_hand(r, 0), record))
        decisions += len(review_hand(record, 0).decisions)
    print(f"{args.hands} four-player Trieste hands, {decisions} graded decisions of seat 0 "
          f"({decisions / args.hands:.1f} a hand)")
    print(f"{'per hand':<26}{'median s':>10}{'p90 s':>9}{'worst s':>9}{'CPU s':>9}")
    for name, label in (("expert", "baseline: expert's moves"), ("review", "review_hand")):
        wall = sorted(w for w, _ in rows[name])
        cpu = statistics.mean(c for _, c in rows[name])
        p90 = wall[min(len(wall) - 1, int(0.9 * len(wall)))]
        print(f"{label:<26}{statistics.median(wall):>10.3f}{p90:>9.3f}{wall[-1]:>9.3f}"
              f"{cpu:>9.3f}")
    ratio = statistics.mean(c for _, c in rows["review"]) / max(
        1e-9, statistics.mean(c for _, c in rows["expert"]))
    p95 = _p95([c for _, c in rows["review"]])
    print(f"review / baseline (CPU): {ratio:.1f}x; review p95 {p95:.2f} s CPU a hand, "
          f"goal {GOAL_SECONDS:.0f} s: {'met' if p95 <= GOAL_SECONDS else 'NOT met'}")
    hint_p95 = _p95(hints)
    print(f"Hint (advise): {len(hints)} decisions, median {statistics.median(hints):.3f} s, "
          f"p95 {hint_p95:.3f} s CPU, goal {HINT_GOAL_SECONDS} s: "
          f"{'met' if hint_p95 <= HINT_GOAL_SECONDS else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
