"""Computer players: strength over seeded matches, move latency, capote odds timing, throughput.

Run from the repository root::

    .venv/bin/python benchmarks/players.py                    # everything, 2,000 matches
    .venv/bin/python benchmarks/players.py --matches 200      # a quicker strength table
    .venv/bin/python benchmarks/players.py --only latency,odds,throughput
    .venv/bin/python benchmarks/players.py --json out.json    # the numbers as JSON too

**Strength.** 4-player Trieste matches, each from its own seed. Every match
seats one expert, one cautious and one random player, and a fourth seat that
cycles through the three levels from match to match; the seating rotates, so
every level sits in every place as often. A level's score is the lives it
loses per hand it is dealt in (a life gained counts as minus one lost). The
95 % intervals treat each match as one sample (hands within a match are not
independent): the ratio estimator's standard error by the delta method, and
for a difference between two levels the same on the per-match differences
(both levels play in the same matches).

**Latency.** Each level chooses from views taken from seeded 4-player hands
(every decision of the hand, forced ones included) and from 2- to 8-player
hands for the expert; p50 and p95 in milliseconds, one thread.

**Capote odds.** ``capote_odds`` at every capote decision reached in seeded
hands of every table size, plus hand-built worst cases (no voids, so nothing
narrows the deals); the worst time over all of them.

**Throughput.** ``simulate`` with random seats: hands per second.

**Duplicate** (``--only duplicate``). By default (``PLAYER``) the kit's expert (the
judge's argmax) against the solver expert it replaced (``solver_expert.ExpertPlayer()``,
"today"); ``--new`` gives other settings: the judge's (``{"judged": {...}}``), or the solver
expert's against the expert before whole-hand solves (``before_whole_hands()``: 12 layouts
in 12,000 nodes, the next tricks exact, the rest by the careful rules). The same 4-player
Trieste deals are played twice with the seats swapped (the new expert at seats 0 and 2,
then at 1 and 3), every hand from the start of a match. Lives lost per seat-hand for
each, and the difference with its 95 % interval over the deals (each deal, both plays,
one sample). ``--pair NEW,OLD`` seats two named players instead: a level of the
kit, ``textbook`` (``benchmarks/textbook.py``) or ``cautious-before``
(``benchmarks/cautious_before.py``).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # the baselines beside this file

from coteccio_lab.cards import DECK, Card, Rank, Suit  # noqa: E402
from coteccio_lab.hand import Hand  # noqa: E402
from coteccio_lab.match import Match  # noqa: E402
from coteccio_lab.odds import capote_odds  # noqa: E402
from coteccio_lab.players import LEVELS, make_player  # noqa: E402
from coteccio_lab.players.simulate import simulate  # noqa: E402
from coteccio_lab.players.table import play_match  # noqa: E402
from coteccio_lab.scoring import HandScore  # noqa: E402
from coteccio_lab.shuffle import mix  # noqa: E402
from coteccio_lab.view import SeatView  # noqa: E402

Z95 = 1.959963984540054


def before_whole_hands() -> Any:
    """The expert as it was before whole-hand solves (``main``'s): at least 12 layouts
    within 12,000 nodes, up to 48, the next tricks exact and the rest by the careful rules.
    Its settings are spelt out so that a change of the defaults does not move the baseline."""
    from solver_expert import ExpertPlayer

    return ExpertPlayer(budget=12000, min_samples=12, max_samples=48, whole_budget=0,
                        exact=3, horizon=None, softmax=None)


def named_player(name: str) -> Any:
    """A duplicate's player by name: a kit level or one of the benchmarks' baselines."""
    from cautious_before import CautiousBefore
    from textbook import TextbookPlayer

    baselines = {"textbook": TextbookPlayer, "cautious-before": CautiousBefore}
    return baselines[name]() if name in baselines else make_player(name)


PLAYER: dict[str, Any] = {"judged": {}, "baseline": "today"}
"""The duplicate's players by default: the kit's expert (``make_player("expert")``, the
judge's argmax) against the solver expert it replaced (``solver_expert.ExpertPlayer()``,
"today"). ``{"judged": {"layouts": 24, "most": 64}}`` gives the judge other settings;
settings without ``judged`` are the solver expert's, e.g. ``{"whole_budget": 12000,
"softmax": null}`` for whole-hand max^n solves; ``"baseline": "before"`` plays against
:func:`before_whole_hands`."""


def lineup(m: int) -> list[str]:
    """Match ``m``'s seats: expert, cautious, random and a cycling fourth, rotated."""
    fourth = LEVELS[(m // 4) % 3]
    base = ["expert", "cautious", "random", fourth]
    k = m % 4
    return base[k:] + base[:k]


def strength(matches: int, seed: int, progress: bool) -> dict[str, Any]:
    players = {lv: make_player(lv) for lv in LEVELS}
    # per match, per level: (lives lost, hands dealt in)
    rows: list[dict[str, tuple[int, int]]] = []
    wins = dict.fromkeys(LEVELS, 0)
    seats_of = dict.fromkeys(LEVELS, 0)
    total_hands = 0
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=matches, unit="match", file=sys.stderr)
    start = time.perf_counter()
    for m in range(matches):
        seats = lineup(m)
        match = Match.new("trieste", 4, seed=mix(seed, m) & ((1 << 40) - 1))
        lost = dict.fromkeys(LEVELS, 0)
        dealt = dict.fromkeys(LEVELS, 0)

        def on_hand(hand: Hand, score: HandScore, seats: list[str] = seats,
                    lost: dict[str, int] = lost, dealt: dict[str, int] = dealt) -> None:
            for s in hand.active:
                lost[seats[s]] -= score.delta[s]
                dealt[seats[s]] += 1

        total_hands += play_match(match, [players[lv] for lv in seats], seed=mix(seed, 7, m),
                                  on_hand=on_hand)
        rows.append({lv: (lost[lv], dealt[lv]) for lv in LEVELS})
        if match.winner is not None:
            wins[seats[match.winner]] += 1
        for lv in seats:
            seats_of[lv] += 1
        if bar is not None:
            bar.update(1)
    if bar is not None:
        bar.close()
    seconds = time.perf_counter() - start
    table = {}
    for lv in LEVELS:
        est, se = _ratio(rows, lv)
        table[lv] = {
            "lives_lost_per_hand": est,
            "ci95": [est - Z95 * se, est + Z95 * se],
            "hands": sum(r[lv][1] for r in rows),
            "seats": seats_of[lv],
            "match_wins": wins[lv],
            "win_rate_per_seat": wins[lv] / seats_of[lv] if seats_of[lv] else 0.0,
        }
    diffs = {}
    for a, b in (("expert", "cautious"), ("cautious", "random"), ("expert", "random")):
        d, se = _ratio_difference(rows, a, b)
        diffs[f"{a}-{b}"] = {"difference": d, "ci95": [d - Z95 * se, d + Z95 * se],
                             "excludes_tie": abs(d) > Z95 * se}
    return {"matches": matches, "hands": total_hands, "seed": seed, "seconds": seconds,
            "levels": table, "differences": diffs}


def _linearised(rows: list[dict[str, tuple[int, int]]], lv: str) -> tuple[float, list[float]]:
    loss = sum(r[lv][0] for r in rows)
    hands = sum(r[lv][1] for r in rows)
    est = loss / hands
    mean_hands = hands / len(rows)
    return est, [(r[lv][0] - est * r[lv][1]) / mean_hands for r in rows]


def _ratio(rows: list[dict[str, tuple[int, int]]], lv: str) -> tuple[float, float]:
    est, z = _linearised(rows, lv)
    return est, statistics.stdev(z) / math.sqrt(len(z)) if len(z) > 1 else math.inf


def _ratio_difference(rows: list[dict[str, tuple[int, int]]], a: str,
                      b: str) -> tuple[float, float]:
    ea, za = _linearised(rows, a)
    eb, zb = _linearised(rows, b)
    z = [x - y for x, y in zip(za, zb)]
    return ea - eb, statistics.stdev(z) / math.sqrt(len(z)) if len(z) > 1 else math.inf


# ---- latency ----------------------------------------------------------------------------


def _views(players: int, hands: int, seed: int) -> list[tuple[SeatView, list[int]]]:
    """Decision views from hands played by cautious players (realistic positions)."""
    cautious = make_player("cautious")
    out = []
    for h in range(hands):
        hand = Hand.deal(players, seed=mix(seed, players, h), dealer=h % players)
        rng = random.Random(h)
        while not hand.over:
            seat = hand.to_act
            assert seat is not None
            view = SeatView.of(hand, seat)
            out.append((view, [4] * players))
            move = cautious.choose(view, rng)
            hand.push(move)
    return out


def _q(times: list[float], p: float) -> float:
    return 1000 * times[min(len(times) - 1, int(p * len(times)))]


def _percentiles(wall: list[float], cpu: list[float]) -> dict[str, float]:
    wall, cpu = sorted(wall), sorted(cpu)
    return {"p50_ms": _q(wall, 0.50), "p95_ms": _q(wall, 0.95), "max_ms": 1000 * wall[-1],
            "mean_ms": 1000 * sum(wall) / len(wall), "cpu_p50_ms": _q(cpu, 0.50),
            "cpu_p95_ms": _q(cpu, 0.95), "cpu_max_ms": 1000 * cpu[-1], "moves": len(wall)}


def _time_moves(level: str, views: list[tuple[SeatView, list[int]]]) -> dict[str, float]:
    player = make_player(level)
    wall, cpu = [], []
    for i, (view, counters) in enumerate(views):
        rng = random.Random(i)
        c0 = time.process_time()
        t0 = time.perf_counter()
        player.choose(view, rng, counters)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return _percentiles(wall, cpu)


def latency(hands: int, seed: int) -> dict[str, Any]:
    """Wall-clock and CPU time per move (CPU time is steady on a shared machine)."""
    out: dict[str, Any] = {}
    views = _views(4, hands, seed)
    for lv in LEVELS:
        out[f"4p {lv}"] = _time_moves(lv, views)
    for players in (2, 3, 5, 6, 7, 8):
        out[f"{players}p expert"] = _time_moves("expert", _views(players, max(4, hands // 2),
                                                                 seed))
    return out


# ---- capote odds --------------------------------------------------------------------------


def odds_timing(seed: int, deals: int) -> dict[str, Any]:
    worst = 0.0
    worst_case = ""
    per_players: dict[str, Any] = {}
    for players in range(2, 9):
        times = []
        counts = []
        # Decisions reached in seeded hands: the seat with the highest cards takes tricks
        # often; play cautious-ish until a decision comes, with random fallbacks.
        found = 0
        h = 0
        while found < deals and h < deals * 400:
            hand = Hand.deal(players, seed=mix(seed, 11, players, h), dealer=h % players)
            h += 1
            rng = random.Random(h)
            while not hand.over and not hand.decision_pending:
                legal = hand.following_suit
                hand.play_index(legal[rng.randrange(len(legal))].index)
            if not hand.decision_pending:
                continue
            found += 1
            view = SeatView.of(hand, hand.to_act)  # type: ignore[arg-type]
            best = math.inf
            for _ in range(5):
                t0 = time.perf_counter()
                odds = capote_odds(view)
                best = min(best, time.perf_counter() - t0)
            t0 = time.perf_counter()
            odds = capote_odds(view)
            elapsed = time.perf_counter() - t0
            times.append(elapsed)
            counts.append(odds.total)
            if elapsed > worst:
                worst, worst_case = elapsed, f"{players} players, {odds.total} deals"
        # The widest case: nobody has shown a void (every seat followed every Ace).
        for k in range(5):
            view = SeatView.of(_no_void_decision(players, seed + k), 0)
            t0 = time.perf_counter()
            odds = capote_odds(view)
            elapsed = time.perf_counter() - t0
            times.append(elapsed)
            counts.append(odds.total)
            if elapsed > worst:
                worst, worst_case = elapsed, f"{players} players, {odds.total} deals"
        if times:
            per_players[f"{players}p"] = {
                "decisions": len(times),
                "max_ms": 1000 * max(times),
                "median_ms": 1000 * statistics.median(times),
                "max_distributions": max(counts),
            }
    return {"worst_ms": 1000 * worst, "worst_case": worst_case, "by_players": per_players}


def _no_void_decision(players: int, seed: int) -> Hand:
    """Seat 0 leads its four Aces and every other seat follows suit each time."""
    rng = random.Random(seed)
    suits = [[c for c in DECK if c.suit == s and c.rank != Rank.ACE] for s in Suit]
    for cards in suits:
        rng.shuffle(cards)
    hands: list[list[Card]] = [[Card(s, Rank.ACE) for s in Suit]]
    for _ in range(players - 1):
        hands.append([suits[s].pop() for s in range(4)])
    rest = [c for cards in suits for c in cards]
    rng.shuffle(rest)
    for h in hands:
        h.append(rest.pop())
    hand = Hand(None, hands, dealer=players - 1)
    for suit in Suit:
        for seat in range(players):
            card = Card(suit, Rank.ACE) if seat == 0 else next(
                c for c in hand.holding(seat) if c.suit == suit and c in hands[seat][:4])
            hand.push(card)
    assert hand.decision_pending
    return hand


# ---- throughput -----------------------------------------------------------------------------


def _rate(players: int, hands: int, seats: list[str], seed: int) -> tuple[float, float]:
    c0 = time.process_time()
    r = simulate(players, hands, seats, seed=seed, progress=False)
    cpu = time.process_time() - c0
    return r.hands / r.seconds, r.hands / cpu


def throughput(hands: int, seed: int) -> dict[str, Any]:
    """Hands a second through ``simulate`` (best of three; by the clock and by CPU time)."""
    out = {}
    for players in (4, 7):
        runs = [_rate(players, hands, ["random"] * players, seed + rep) for rep in range(3)]
        out[f"{players}p random"] = {"hands_per_second": max(r[0] for r in runs),
                                     "hands_per_cpu_second": max(r[1] for r in runs),
                                     "hands": hands}
    wall, cpu = _rate(4, max(20, hands // 50), ["cautious"] * 4, seed)
    out["4p cautious"] = {"hands_per_second": wall, "hands_per_cpu_second": cpu}
    wall, cpu = _rate(4, 50, ["expert", "cautious", "random", "cautious"], seed)
    out["4p one expert"] = {"hands_per_second": wall, "hands_per_cpu_second": cpu}
    return out


def _duplicate_deal(seed: int, settings: dict[str, Any], pair: tuple[str, str] | None,
                    d: int) -> tuple[int, int]:
    """Lives lost by the new players and by the baseline ones over deal ``d``'s two plays:
    ``pair``'s named players, else the experts."""
    from solver_expert import ExpertPlayer

    from coteccio_lab.players.table import play_hand
    from coteccio_lab.scoring import score_hand

    settings = dict(settings)
    judged = settings.pop("judged", None)  # {"layouts": L, "most": M}: the judge's argmax
    baseline = settings.pop("baseline", "before")  # "today": the solver ExpertPlayer()
    new: Any
    if pair is not None:
        new, old = named_player(pair[0]), named_player(pair[1])
    else:
        if judged is not None:
            from coteccio_lab.players.judge import Judge, JudgedPlayer

            new = JudgedPlayer(Judge(**judged))
        else:
            new = ExpertPlayer(**settings)
        old = ExpertPlayer() if baseline == "today" else before_whole_hands()
    per = {"new": 0, "old": 0}
    for swap in (0, 1):
        hand = Hand.deal(4, seed=mix(seed, 11, d) & ((1 << 40) - 1), dealer=d % 4)
        seats = [new if (s + swap) % 2 == 0 else old for s in range(4)]
        play_hand(hand, seats, seed=mix(seed, 13, d))
        delta = score_hand(hand).delta
        for s in range(4):
            per["new" if (s + swap) % 2 == 0 else "old"] -= delta[s]
    return per["new"], per["old"]


def duplicate(deals: int, seed: int, progress: bool, jobs: int = 1,
              settings: dict[str, Any] | None = None,
              pair: tuple[str, str] | None = None) -> dict[str, Any]:
    settings = dict(PLAYER if settings is None else settings)
    diffs: list[float] = []
    lost = {"new": 0, "old": 0}
    start = time.perf_counter()
    results: Iterable[tuple[int, int]]
    if jobs > 1:
        # Deals are independent and each is seeded by its number: the same results in
        # any number of processes.
        import functools
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.map(functools.partial(_duplicate_deal, seed, settings, pair),
                               range(deals), chunksize=8)
    else:
        results = (_duplicate_deal(seed, settings, pair, d) for d in range(deals))
    for d, (new_lost, old_lost) in enumerate(results):
        lost["new"] += new_lost
        lost["old"] += old_lost
        diffs.append((new_lost - old_lost) / 4)
        if progress:
            print(f"  deal {d + 1}/{deals}: new {lost['new']} old {lost['old']} lives lost",
                  file=sys.stderr, flush=True)
    mean = statistics.fmean(diffs)
    se = statistics.stdev(diffs) / math.sqrt(deals) if deals > 1 else float("inf")
    return {"deals": deals, "seat_hands_each": 4 * deals,
            "new": pair[0] if pair else "expert",
            "old": pair[1] if pair else f"solver-expert-{settings.get('baseline', 'before')}",
            "new_lives_lost_per_hand": lost["new"] / (4 * deals),
            "old_lives_lost_per_hand": lost["old"] / (4 * deals),
            "difference": mean, "ci95": [mean - Z95 * se, mean + Z95 * se],
            "excludes_tie": abs(mean) > Z95 * se,
            "seconds": time.perf_counter() - start}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=2000, help="strength: matches (2000)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--only", default="strength,latency,odds,throughput",
                        help="comma-separated parts to run")
    parser.add_argument("--latency-hands", type=int, default=40)
    parser.add_argument("--deals", type=int, default=400, help="duplicate: deals (400)")
    parser.add_argument("--cpu", type=int, default=None, help="pin to this CPU (Linux)")
    parser.add_argument("--new", default=json.dumps(PLAYER),
                        help="duplicate: the new expert's settings as JSON (default: the "
                             "kit's expert against the solver expert, see PLAYER)")
    parser.add_argument("--pair", default=None,
                        help="duplicate: NEW,OLD players by name (a level, textbook, "
                             "cautious-before) instead of the experts")
    parser.add_argument("--jobs", type=int, default=1,
                        help="duplicate: processes to share the deals (1)")
    parser.add_argument("--json", default=None, help="also write the results to this file")
    parser.add_argument("--progress", action="store_true", help="progress bar for the matches")
    args = parser.parse_args(argv)
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    parts = {p.strip() for p in args.only.split(",")}
    results: dict[str, Any] = {}
    if "latency" in parts:
        results["latency"] = lat = latency(args.latency_hands, args.seed)
        print("Move latency (ms; wall clock, then CPU time)")
        print(f"  {'table':<16}{'p50':>8}{'p95':>8}{'max':>9}{'mean':>8}"
              f"{'cpu p50':>9}{'cpu p95':>9}{'cpu max':>9}{'moves':>7}")
        for name, row in lat.items():
            print(f"  {name:<16}{row['p50_ms']:8.2f}{row['p95_ms']:8.2f}{row['max_ms']:9.2f}"
                  f"{row['mean_ms']:8.2f}{row['cpu_p50_ms']:9.2f}{row['cpu_p95_ms']:9.2f}"
                  f"{row['cpu_max_ms']:9.2f}{row['moves']:7d}")
    if "odds" in parts:
        results["odds"] = od = odds_timing(args.seed, 30)
        print(f"Capote odds: worst {od['worst_ms']:.3f} ms ({od['worst_case']})")
        for name, row in od["by_players"].items():
            print(f"  {name}: {row['decisions']} decisions, max {row['max_ms']:.3f} ms, "
                  f"median {row['median_ms']:.3f} ms, up to {row['max_distributions']:,} deals")
    if "throughput" in parts:
        results["throughput"] = tp = throughput(20000, args.seed)
        print("simulate throughput")
        for name, row in tp.items():
            print(f"  {name:<16}{row['hands_per_second']:10.0f} hands/s, "
                  f"{row['hands_per_cpu_second']:10.0f} hands per CPU second")
    if "strength" in parts:
        results["strength"] = st = strength(args.matches, args.seed, args.progress)
        print(f"Strength: {st['matches']} four-player Trieste matches, {st['hands']} hands, "
              f"{st['seconds']:.0f} s")
        print(f"  {'level':<10}{'lives lost/hand':>16}  {'95% CI':<20}{'hands':>8}"
              f"{'wins/seat':>11}")
        for lv, row in st["levels"].items():
            lo, hi = row["ci95"]
            print(f"  {lv:<10}{row['lives_lost_per_hand']:16.4f}  [{lo:.4f}, {hi:.4f}]  "
                  f"{row['hands']:8d}{row['win_rate_per_seat']:11.3f}")
        for name, row in st["differences"].items():
            lo, hi = row["ci95"]
            print(f"  {name:<18}{row['difference']:+.4f}  [{lo:+.4f}, {hi:+.4f}]  "
                  f"{'excludes a tie' if row['excludes_tie'] else 'does NOT exclude a tie'}")
    if "duplicate" in parts:
        pair = None
        if args.pair:
            names = [n.strip() for n in args.pair.split(",")]
            if len(names) != 2:
                parser.error("--pair takes two names, NEW,OLD")
            for name in names:
                try:
                    named_player(name)  # an unknown name is refused here, not in a worker
                except ValueError as unknown:
                    parser.error(f"{unknown}, textbook, cautious-before")
            pair = (names[0], names[1])
        results["duplicate"] = du = duplicate(args.deals, args.seed, args.progress, args.jobs,
                                              json.loads(args.new), pair)
        lo, hi = du["ci95"]
        print(f"Duplicate: {du['deals']} four-player Trieste deals, each played twice with "
              f"the seats swapped, {du['seconds']:.0f} s")
        print(f"  new {du['new']} {du['new_lives_lost_per_hand']:.4f} lives lost per "
              f"seat-hand, {du['old']} {du['old_lives_lost_per_hand']:.4f}")
        print(f"  {du['new']} - {du['old']} {du['difference']:+.4f}  [{lo:+.4f}, {hi:+.4f}]  "
              f"{'excludes a tie' if du['excludes_tie'] else 'does NOT exclude a tie'}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
