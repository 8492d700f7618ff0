"""Is the review true? Each mistake or blunder it flags, played out both ways by code of its own.

Run from the repository root::

    .venv/bin/python benchmarks/review_truth.py                 # cautious and random learners
    .venv/bin/python benchmarks/review_truth.py --flagged 40 --playouts 300 --jobs 2
    .venv/bin/python benchmarks/review_truth.py --json out.json

Learner hands: 4-player Trieste, seat 0 played by ``cautious`` (then again by ``random``),
the other seats ``cautious`` (the dashboard's default opponents), every hand from its own
seed. Each hand is reviewed for seat 0 as the dashboard does (``review_hand``), until at
least ``--flagged`` decisions are graded mistake or blunder for each kind of learner.

From each flagged decision, the card played and the review's best card are played out
``--playouts`` times each, on the same layouts with the same chance (common random
numbers), by code written apart from the judge's:

* its own sampler: the unseen cards shuffled and dealt to the other seats by how many each
  holds, a layout kept only when no seat holds a suit it has shown it lacks (rejection
  sampling, uniform over the layouts the learner could not tell apart);
* its own play-out: the hand rebuilt from the deal (the imagined cards, the cards played)
  and the record's own moves up to the decision, then each card played and the hand
  finished by ``make_player(level).choose`` for every seat: seat 0 by the level the
  review states it assumed (``assumption.continuation``), the others by their level;
* its own count: ``score_hand`` and ``hand_points``, the counter's change less 1/128 of a
  life a card point (the review's measure).

The measured gain of the suggestion is the mean of (best − played) with its 95 % interval.
Goals: at least 90 % of the flagged decisions confirmed (interval above 0), none measured
worse (interval below 0), the mean stated cost within ±15 % of the mean measured gain,
and the same on the first trick alone.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from coteccio_lab.cards import SUIT_MASKS, cards_from_mask  # noqa: E402
from coteccio_lab.hand import Hand  # noqa: E402
from coteccio_lab.players import make_player  # noqa: E402
from coteccio_lab.records import HandRecord, replay  # noqa: E402
from coteccio_lab.review import review_hand  # noqa: E402
from coteccio_lab.scoring import hand_points, score_hand  # noqa: E402
from coteccio_lab.view import SeatView  # noqa: E402

Z95 = 1.959963984540054
OPPONENTS = ("cautious", "cautious", "cautious")


def learner_hand(level: str, seed: int) -> HandRecord:
    """A 4-player Trieste hand: seat 0 by ``level``, the others cautious."""
    hand = Hand.deal(4, seed=seed, dealer=seed % 4)
    players = [make_player(level), *(make_player(lv) for lv in OPPONENTS)]
    rng = random.Random(seed)
    while not hand.over:
        seat = hand.to_act
        assert seat is not None
        hand.push(players[seat].choose(SeatView.of(hand, seat), rng))
    return HandRecord.of_hand(hand)


def _layouts(hand: Hand, seat: int, rng: random.Random, want: int) -> list[list[int]]:
    """``want`` layouts of the cards ``seat`` cannot see, drawn uniformly among those that
    fit what it saw: shuffle, deal by counts, keep only when no shown void is broken."""
    view = SeatView.of(hand, seat)
    others = [s for s in hand.active if s != seat]
    unseen = [i for i in range(40) if view.unseen_mask >> i & 1]
    void_mask = {s: 0 for s in others}
    for s in others:
        for suit in view.voids[s]:
            void_mask[s] |= SUIT_MASKS[suit]
    out: list[list[int]] = []
    tries = 0
    while len(out) < want:
        tries += 1
        if tries > 2_000_000:
            raise RuntimeError("the rejection sampler found too few layouts")
        rng.shuffle(unseen)
        masks = [0] * hand.n
        at = 0
        ok = True
        for s in others:
            need = view.counts[s]
            for idx in unseen[at:at + need]:
                masks[s] |= 1 << idx
            at += need
            if masks[s] & void_mask[s]:
                ok = False
                break
        if ok:
            masks[seat] = view.holding_mask
            out.append(masks)
    return out


def _rebuilt(record: HandRecord, index: int, masks: list[int]) -> Hand:
    """The hand with the imagined cards, the record's moves up to ``index`` made again."""
    moves = replay(record).hand.move_stack[:index]
    played: dict[int, int] = {}
    for move in moves:
        if move.card is not None:
            assert move.seat is not None
            played[move.seat] = played.get(move.seat, 0) | move.card.bit
    dealt = [cards_from_mask(masks[s] | played.get(s, 0)) for s in range(len(masks))]
    hand = Hand(record.start().rules, dealt, record.dealer, spies=record.start().spies)
    for move in moves:
        hand.push(move)
    return hand


def _finish(hand: Hand, first: str, levels: list[str], rng: random.Random) -> float:
    hand.push(first)
    players = [make_player(level) for level in levels]
    while not hand.over:
        seat = hand.to_act
        assert seat is not None
        hand.push(players[seat].choose(SeatView.of(hand, seat), rng))
    score = score_hand(hand)
    points = 0 if score.outcome == "annulled" else hand_points(hand)[0]
    return score.delta[0] - points / 128


def check(record: HandRecord, decision: dict[str, Any], playouts: int,
          seed: int) -> dict[str, Any]:
    """The measured gain of the review's best card over the card played at ``decision``."""
    index = decision["index"]
    position = record.start()
    for move in replay(record).hand.move_stack[:index]:
        position.push(move)
    continuation = decision["assumption"]["continuation"]
    levels = [continuation, *OPPONENTS]
    rng = random.Random(seed)
    diffs = []
    for masks in _layouts(position, 0, rng, playouts):
        chance = rng.getrandbits(64)
        best = _finish(_rebuilt(record, index, masks), decision["best"], levels,
                       random.Random(chance))
        played = _finish(_rebuilt(record, index, masks), decision["played"], levels,
                         random.Random(chance))
        diffs.append(best - played)
    mean = statistics.fmean(diffs)
    half = Z95 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return {"trick": decision["trick"], "grade": decision["grade"], "played": decision["played"],
            "best": decision["best"], "stated": decision["loss"],
            "stated_interval": decision["interval"], "measured": mean,
            "measured_interval": [mean - half, mean + half]}


def _one_hand(args: tuple[str, int, int]) -> tuple[float, list[dict[str, Any]], int]:
    level, seed, playouts = args
    record = learner_hand(level, seed)
    start = time.process_time()
    review = review_hand(record, 0, seed=seed)
    cpu = time.process_time() - start
    found = []
    for d in review.decisions:
        if d.kind == "card" and d.grade in ("mistake", "blunder"):
            found.append(check(record, d.to_json(), playouts, seed * 1000 + d.index))
    return cpu, found, len(review.decisions)


def measure(level: str, flagged: int, playouts: int, seed: int, jobs: int,
            most_hands: int) -> dict[str, Any]:
    rows: list[dict[str, Any]] = []
    cpu: list[float] = []
    decisions = 0
    hands = 0
    batch = 8 * max(1, jobs)
    pool = None
    if jobs > 1:
        import multiprocessing

        pool = multiprocessing.get_context("fork").Pool(jobs)
    try:
        while len(rows) < flagged and hands < most_hands:
            work = [(level, seed + hands + k, playouts) for k in range(batch)]
            results = pool.map(_one_hand, work) if pool is not None else map(_one_hand, work)
            for c, found, n in results:
                cpu.append(c)
                rows.extend(found)
                decisions += n
            hands += batch
            print(f"  {level}: {hands} hands, {len(rows)} flagged", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
    return {"learner": level, "hands": hands, "decisions": decisions,
            "review_cpu_p50": _q(cpu, 0.5), "review_cpu_p95": _q(cpu, 0.95),
            "all": summary(rows), "first_trick": summary([r for r in rows if r["trick"] == 1]),
            "rows": rows}


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    if not rows:
        return {"flagged": 0}
    stated = statistics.fmean(r["stated"] for r in rows)
    measured = statistics.fmean(r["measured"] for r in rows)
    confirmed = sum(r["measured_interval"][0] > 0 for r in rows)
    worse = sum(r["measured_interval"][1] < 0 for r in rows)
    return {"flagged": len(rows), "confirmed": confirmed,
            "confirmed_share": confirmed / len(rows), "measured_worse": worse,
            "mean_stated": stated, "mean_measured": measured,
            "stated_over_measured": stated / measured if measured else float("inf"),
            "goals_met": (confirmed >= 0.9 * len(rows) and worse == 0
                          and abs(stated / measured - 1) <= 0.15 if measured > 0 else False)}


def _q(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--flagged", type=int, default=40,
                        help="mistakes/blunders to check per kind of learner (40)")
    parser.add_argument("--playouts", type=int, default=300,
                        help="independent play-outs of each card per decision (300)")
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--most-hands", type=int, default=2000)
    parser.add_argument("--learners", default="cautious,random")
    parser.add_argument("--json", default=None)
    args = parser.parse_args(argv)
    out = []
    for level in args.learners.split(","):
        result = measure(level, args.flagged, args.playouts, args.seed, args.jobs,
                         args.most_hands)
        out.append(result)
        for part in ("all", "first_trick"):
            s = result[part]
            if not s["flagged"]:
                print(f"{level} learner, {part}: nothing flagged")
                continue
            print(f"{level} learner, {part}: {s['flagged']} flagged over {result['hands']} "
                  f"hands; confirmed {s['confirmed']} ({100 * s['confirmed_share']:.0f} %), "
                  f"measured worse {s['measured_worse']}; mean stated {s['mean_stated']:.3f}, "
                  f"mean measured {s['mean_measured']:.3f} "
                  f"(ratio {s['stated_over_measured']:.2f}); goals met: {s['goals_met']}")
        print(f"{level} learner: review CPU p50 {result['review_cpu_p50']:.2f} s, "
              f"p95 {result['review_cpu_p95']:.2f} s a hand ({result['decisions']} decisions)")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
