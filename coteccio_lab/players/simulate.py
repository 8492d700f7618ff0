"""Many hands between computer players, and the statistics a lesson can plot.

>>> r = simulate(players=3, hands=40, seats=["random", "cautious", "random"], seed=7)
>>> r.hands, len(r.to_json()["mean_points"])
(40, 3)
>>> r.to_json() == simulate(players=3, hands=40, seats=["random", "cautious", "random"],
...                         seed=7).to_json()
True

Without ``matches`` every hand is a fresh deal with every counter at its
start (the dealer moves on each hand): the numbers describe one hand. With
``matches`` the hands are played inside whole matches (counters carry over,
seats go out, the doctor is called whenever allowed), matches follow one
another until at least ``hands`` hands are played, and the last match is
finished so that every match has a winner to count.

Every interval is a 95 % confidence interval: Wilson's for a rate, the normal
approximation (mean ± 1.96 standard errors) for a mean.
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..hand import Hand
from ..match import Match
from ..rules import Rules
from ..scoring import HandScore, score_hand
from ..shuffle import mix
from . import LEVELS, make_player
from .table import play_hand, play_match

__all__ = ["Mean", "Rate", "SimulationResult", "simulate", "wilson"]

Z95 = 1.959963984540054


def wilson(count: int, n: int) -> tuple[float, float]:
    """Wilson's 95 % interval for a proportion ``count / n``.

    >>> [round(x, 4) for x in wilson(5, 100)]
    [0.0215, 0.1118]
    """
    if n == 0:
        return (0.0, 1.0)
    p = count / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    # min/max with p: rounding must not leave the rate itself outside (0 of n gave 5.6e-17)
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


@dataclass
class Rate:
    """How often something happened, with its interval."""

    count: int = 0
    n: int = 0

    @property
    def value(self) -> float:
        return self.count / self.n if self.n else 0.0

    def to_json(self) -> dict[str, Any]:
        lo, hi = wilson(self.count, self.n)
        return {"value": self.value, "ci95": [lo, hi], "count": self.count, "n": self.n}


@dataclass
class Mean:
    """A running mean with its standard error (Welford's method)."""

    n: int = 0
    mean: float = 0.0
    m2: float = 0.0

    def add(self, x: float) -> None:
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self.m2 += d * (x - self.mean)

    @property
    def se(self) -> float:
        if self.n < 2:
            return math.inf if self.n == 1 else 0.0
        return math.sqrt(self.m2 / (self.n - 1) / self.n)

    def interval(self) -> tuple[float, float]:
        if self.n < 2:
            return (self.mean, self.mean) if self.n == 0 else (-math.inf, math.inf)
        h = Z95 * self.se
        return (self.mean - h, self.mean + h)

    def to_json(self) -> dict[str, Any]:
        lo, hi = self.interval()
        return {"value": self.mean, "ci95": [_finite(lo), _finite(hi)], "n": self.n}


def _finite(x: float) -> float | None:
    return x if math.isfinite(x) else None


@dataclass
class SimulationResult:
    """The counts and means of a simulation; ``to_json`` is what ``simulate --json`` prints."""

    players: int
    seats: tuple[str, ...]
    rules: Rules
    seed: int
    matches_mode: bool
    hands: int = 0
    capote: Rate = field(default_factory=Rate)
    capote_failed: Rate = field(default_factory=Rate)
    annulled: Rate = field(default_factory=Rate)
    points: list[Mean] = field(default_factory=list)
    delta: list[Mean] = field(default_factory=list)
    matches: int = 0
    wins: list[int] = field(default_factory=list)
    seconds: float = 0.0

    def add_hand(self, hand: Hand, score: HandScore) -> None:
        self.hands += 1
        outcome = score.outcome
        for rate, name in ((self.capote, "capote"), (self.capote_failed, "capote_failed"),
                           (self.annulled, "annulled")):
            rate.n += 1
            rate.count += outcome == name
        for s in hand.active:
            self.points[s].add(score.points[s])
            self.delta[s].add(score.delta[s])

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": self.players,
            "seats": list(self.seats),
            "rules": self.rules.to_spec(),
            "seed": self.seed,
            "counter": self.rules.counter,
            "hands": self.hands,
            "capote_rate": self.capote.to_json(),
            "capote_failed_rate": self.capote_failed.to_json(),
            "annulled_rate": self.annulled.to_json(),
            "mean_points": [m.to_json() for m in self.points],
            "mean_delta": [m.to_json() for m in self.delta],
        }
        if self.matches_mode:
            out["matches"] = self.matches
            out["match_wins"] = [
                Rate(w, self.matches).to_json() | {"seat": s, "wins": w}
                for s, w in enumerate(self.wins)
            ]
        return out

    def report(self, lang: str = "en") -> str:
        """The same numbers as a few readable lines."""
        from ..i18n import t
        from ..i18n.grammar import counter_word
        from ..i18n.numbers import decimal, number, percent

        seats = ", ".join(f"{s}={t(f'level_{lv}', lang)}" for s, lv in enumerate(self.seats))
        lines = [t("sim_title", lang, hands=number(self.hands, lang), players=self.players,
                   rules=self.rules.name, seed=self.seed, seats=seats)]
        if self.matches_mode:
            lines[0] += "; " + t("sim_matches", lang, matches=number(self.matches, lang))
        for key, rate in (("sim_capote", self.capote), ("sim_capote_failed", self.capote_failed),
                          ("sim_annulled", self.annulled)):
            lo, hi = wilson(rate.count, rate.n)
            lines.append(t("sim_rate", lang, what=t(key, lang), value=percent(rate.value, lang),
                           lo=percent(lo, lang), hi=percent(hi, lang),
                           count=number(rate.count, lang)))
        lines.append(t("sim_header", lang, counter=counter_word(self.rules.counter, lang)))
        for s, level in enumerate(self.seats):
            p, d = self.points[s], self.delta[s]
            plo, phi = p.interval()
            dlo, dhi = d.interval()
            lines.append(t("sim_seat_line", lang, seat=f"{s:>4}",
                           player=f"{t(f'level_{level}', lang):<10}",
                           points=decimal(p.mean, lang), plo=decimal(plo, lang),
                           phi=decimal(phi, lang), delta=decimal(d.mean, lang, 3),
                           dlo=decimal(dlo, lang, 3), dhi=decimal(dhi, lang, 3)))
        if self.matches_mode:
            for s, level in enumerate(self.seats):
                lo, hi = wilson(self.wins[s], self.matches)
                lines.append(t("sim_wins_line", lang, seat=s, player=t(f"level_{level}", lang),
                               wins=self.wins[s], matches=self.matches,
                               rate=percent(self.wins[s] / self.matches if self.matches else 0,
                                            lang),
                               lo=percent(lo, lang), hi=percent(hi, lang)))
        speed = self.hands / self.seconds if self.seconds > 0 else 0.0
        # with an expert at the table a hand takes seconds: "0 hands a second" said nothing
        per_second = decimal(speed, lang, 1) if speed < 10 else number(round(speed), lang)
        lines.append(t("sim_speed", lang, hands=number(self.hands, lang),
                       seconds=decimal(self.seconds, lang, 1), rate=per_second))
        return "\n".join(lines)


def simulate(
    players: int,
    hands: int,
    seats: Sequence[str],
    rules: Rules | str | Mapping[str, Any] | None = None,
    seed: int = 0,
    *,
    matches: bool = False,
    progress: bool | None = None,
) -> SimulationResult:
    """Play ``hands`` hands (or whole matches) with the levels in ``seats``, one per seat.

    ``progress``: show a progress bar (tqdm) on standard error; ``None`` shows it
    when standard error is a terminal and the run is long.
    """
    r = Rules.from_spec(rules)
    r.check_players(players)
    levels = tuple(s.strip().lower() for s in seats)
    if len(levels) != players or any(lv not in LEVELS for lv in levels):
        raise ValueError(
            f"seats needs one level per player ({players}), each one of "
            f"{', '.join(LEVELS)}; got {', '.join(seats)}"
        )
    if hands < 1:
        raise ValueError(f"hands must be at least 1, not {hands}")
    table = [make_player(lv) for lv in levels]
    result = SimulationResult(
        players=players, seats=levels, rules=r, seed=seed, matches_mode=matches,
        points=[Mean() for _ in range(players)], delta=[Mean() for _ in range(players)],
        wins=[0] * players,
    )
    slow = any(lv != "random" for lv in levels)
    if progress is None:
        progress = sys.stderr.isatty() and (hands >= 2000 or (slow and hands >= 50))
    bar = _bar(hands, progress)
    start = time.perf_counter()
    try:
        if matches:
            m = 0
            while result.hands < hands:
                match = Match.new(r, players, seed=mix(seed, 1, m) & ((1 << 40) - 1))

                def on_hand(hand: Hand, score: HandScore) -> None:
                    result.add_hand(hand, score)
                    bar.update(1)

                play_match(match, table, seed=mix(seed, 2, m), on_hand=on_hand)
                result.matches += 1
                for seat in match.winners:  # Piacenza: every seat but the loser wins
                    result.wins[seat] += 1
                m += 1
        else:
            everyone = [True] * players
            for h in range(hands):
                hand = Hand.deal_seats(r, everyone, h % players, mix(seed, 3, h) & ((1 << 40) - 1))
                play_hand(hand, table, seed=mix(seed, 4, h), record=False)
                result.add_hand(hand, score_hand(hand))
                bar.update(1)
    finally:
        bar.close()
    result.seconds = time.perf_counter() - start
    return result


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


def _bar(total: int, show: bool) -> Any:
    if not show:
        return _NoBar()
    try:
        from tqdm import tqdm
    except ImportError:  # an optional extra: the run itself does not need it
        print("(no progress bar: pip install 'coteccio-lab[cli]' for one)", file=sys.stderr)
        return _NoBar()
    return tqdm(total=total, unit="hand", file=sys.stderr, dynamic_ncols=True)
