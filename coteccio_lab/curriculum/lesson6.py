"""Lesson 6, strategy and numbers: the computer players, their advice, and simulations.

The notebook is ``lessons/06-strategy-and-numbers.ipynb``; see ``coteccio_lab.curriculum``
for the convention. The players, the advice and the simulations are the kit's own
(``coteccio_lab.players``; the ``coteccio-lab advise`` and ``simulate`` commands print the
same numbers). The lesson's runs are small and seeded so that the page runs in a few
seconds and shows the same numbers every time; the lesson says how to run bigger ones.

>>> [spec.key for spec in LESSON.exercises]
['expert-card', 'two-players', 'capote-trend', 'zero-points']
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..cards import parse_cards
from ..hand import Hand
from ..i18n import Num, t
from ..i18n.numbers import decimal, percent
from ..players import LEVELS, make_player
from ..players.advise import Advice, advise
from ..players.simulate import Rate, SimulationResult, simulate, wilson
from ..players.table import play_hand
from ..questions import (
    CapoteQuestion,
    ChoiceQuestion,
    NumberQuestion,
    PlayQuestion,
    Question,
    Verdict,
)
from ..render import charts
from ..rules import Rules, preset
from ..scoring import score_hand
from ..shuffle import mix
from . import ExerciseSpec, Lesson, lesson1
from . import pictures as pic

if TYPE_CHECKING:
    from ..widgets import TableView

__all__ = [
    "CAPOTE_HANDS",
    "LESSON",
    "PLAYERS",
    "SEED",
    "Spread",
    "TrendQuiz",
    "advice_text",
    "capote_runs",
    "capote_table",
    "capote_trend",
    "capotes_text",
    "capotes_chart",
    "expert_hand",
    "plot_capotes",
    "plot_spread",
    "print_advice",
    "print_capote_table",
    "print_spread",
    "runs_json",
    "show",
    "simulate_capote_runs",
    "simulate_spread",
    "spread_json",
    "show_table",
    "spread",
    "spread_charts",
    "spread_text",
    "start",
    "two_player_hand",
]

TRIESTE: Rules = preset("trieste")
SEED = 2024
"""Every run of the lesson starts from this seed: the same page, the same numbers."""
PLAYERS = tuple(range(2, 9))
CAPOTE_HANDS = {"random": 600, "cautious": 160}
"""Hands per table size in the capote runs (small, so that the page runs in seconds)."""
SPREAD_PLAYERS = 4
SPREAD_HANDS = 300


def _display(obj: Any) -> None:
    from IPython import display as ipython_display

    shown: Any = ipython_display  # IPython is untyped
    shown.display(shown.HTML(obj) if isinstance(obj, str) else obj)


# ---- playing against the computer players ------------------------------------------------------


def table_hand() -> Hand:
    """The table's deal: seat 0 leads, as in exercise 1's deal, but not that deal (the
    table's Hint would answer the exercise before it is asked)."""
    return Hand.deal(4, seed=SEED, dealer=lesson1.EXAMPLE_DEALER)


EXPERT_DEAL = 13
"""Exercise 1's deal (its seed): seat 0 leads, and the expert's card is worth more than
every other by well beyond the judge's margin, as independent play-outs confirm
(``tests/test_curriculum_4to6.py``): the exercise accepts every card the judge cannot tell
from its pick, so on a deal where every lead is close it would accept them all."""


def expert_hand() -> Hand:
    """Exercise 1's position: seat 0 leads the first trick of a four-player Trieste deal."""
    return Hand.deal(4, seed=EXPERT_DEAL, dealer=lesson1.EXAMPLE_DEALER)


def show_table(lang: str = "en") -> TableView:
    """A deal at a table: you are seat 0, the computer plays the other seats."""
    from ..widgets import TableView

    opponents = {1: make_player("cautious"), 2: make_player("expert"), 3: make_player("cautious")}
    expert = make_player("expert")

    def hint(view: Any) -> str:
        return str(expert.choose(view, random.Random(SEED)).why(table.lang))

    table = TableView(table_hand(), 0, opponents=opponents, hint=hint,
                      seed=SEED, lang=lang)
    _display(table)
    return table


# ---- the advice ----------------------------------------------------------------------------------


def opening_advice() -> Advice:
    """The expert's advice to seat 0 at the first lead of exercise 1's deal: the exercise's own,
    worked out once (when the learner checks an answer), then printed from there."""
    return _expert_card().advice


def advice_text(lang: str = "en") -> str:
    return opening_advice().report(lang)


def print_advice(lang: str = "en") -> None:
    """The advice, then what it teaches (lives before points): said once exercise 1 is
    answered, since before it the sentence is the exercise's hint."""
    print(advice_text(lang))
    print()
    why = capotes_text(lang)
    if why:
        print(why)
        print()
    print(t("l6_lives_first", lang))


def capotes_text(lang: str = "en") -> str:
    """Why the expert's lead is best, from its own play-outs: how often the card gains a life
    and how often it loses one. Said only when the card is the Ace of the suit it leads at the
    first trick: it takes that trick, so every life it gains is its own capote.
    Empty otherwise."""
    advice = opening_advice()
    evaluation = advice.evaluation
    card = advice.move.card
    if evaluation is None or card is None or advice.tricks or card.code()[0] != "A":
        return ""
    j = evaluation.moves.index(card.code())
    deltas = [r[j][1] for r in evaluation.results]
    return t("l6_card_capotes", lang, card=card, gains=Num(deltas.count(1.0), "int"),
             n=Num(len(deltas), "int"), losses=Num(deltas.count(-1.0), "int"))


def _sentence(parts: Sequence[str]) -> str:
    return " ".join(p[:1].upper() + p[1:] for p in parts if p)


# ---- capotes with two players ------------------------------------------------------------------

TWO_HANDS = ("Ad Kd As 7b 6c", "5d 3s 2b 2c 4s")
TWO_PLAYS = "Ad 5d Kd 2c As 3s 7b 2b"


def two_player_hand() -> Hand:
    """Two players: you won four tricks and keep the Six of cups."""
    hand = Hand(TRIESTE, [parse_cards(h) for h in TWO_HANDS], dealer=1)
    for code in TWO_PLAYS.split():
        hand.push(code)
    return hand


def show_two_player_position(lang: str = "en") -> None:
    hand = two_player_hand()
    _display(pic.tricks_figure(hand, lang=lang) + pic.cards_row(
        hand.holding(0), width=72, caption=t("l6_last_card", lang), lang=lang))


def two_player_advice(lang: str = "en") -> str:
    return advise(two_player_hand(), seed=SEED).report(lang)


def print_two_player_advice(lang: str = "en") -> None:
    print(t("l6_two_players_why", lang))
    print()
    print(two_player_advice(lang))


# ---- simulations: capotes by table size ---------------------------------------------------------


RUNS = Path(__file__).with_name("lesson6_runs.json")
"""The capote runs, simulated once when the lesson is built (``tools/lesson6_runs.py``)."""


def simulate_capote_runs() -> dict[str, tuple[SimulationResult, ...]]:
    """For each level, one seeded run per table size (2 to 8 players), simulated now."""
    return {
        level: tuple(
            simulate(n, CAPOTE_HANDS[level], [level] * n, TRIESTE, seed=SEED + n)
            for n in PLAYERS
        )
        for level in CAPOTE_HANDS
    }


def runs_json(runs: Mapping[str, Sequence[SimulationResult]]) -> dict[str, Any]:
    """What ``RUNS`` keeps of the capote runs: each run's counts, by level and table size."""
    return {"seed": SEED, "runs": {
        level: [{"players": r.players, "hands": r.hands, "capote": r.capote.count,
                 "capote_failed": r.capote_failed.count, "annulled": r.annulled.count}
                for r in results]
        for level, results in runs.items()
    }}


@cache
def capote_runs() -> dict[str, tuple[SimulationResult, ...]]:
    """The capote runs of ``simulate_capote_runs``, as stored in ``RUNS`` when the lesson was
    built: the page shows them at once instead of simulating some 5,000 hands while the
    learner waits for its first exercise (``tests/test_curriculum_4to6.py`` simulates them
    again and compares)."""
    stored = json.loads(RUNS.read_text(encoding="utf-8"))
    return {
        level: tuple(
            SimulationResult(
                row["players"], (level,) * row["players"], TRIESTE, SEED + row["players"],
                False, row["hands"], capote=Rate(row["capote"], row["hands"]),
                capote_failed=Rate(row["capote_failed"], row["hands"]),
                annulled=Rate(row["annulled"], row["hands"]),
            )
            for row in rows
        )
        for level, rows in stored["runs"].items()
    }


def _ci(count: int, n: int, lang: str = "en") -> str:
    lo, hi = wilson(count, n)
    return f"{percent(lo, lang)}–{percent(hi, lang)}"


def capote_table(lang: str = "en") -> str:
    runs = capote_runs()
    lines = [t("l6_table_head", lang)]
    for level, results in runs.items():
        for n, r in zip(PLAYERS, results):
            four = r.capote.count + r.capote_failed.count + r.annulled.count
            lines.append(
                f"{n:>7}  {t(f'level_{level}', lang):<10}{r.hands:>5}  {r.capote.count:>7}  "
                f"{percent(r.capote.value, lang):>6}  {_ci(r.capote.count, r.hands, lang):<14}  "
                f"{percent(four / r.hands, lang):>6}"
            )
    for level, results in runs.items():
        # equal columns look like a copying slip: say what they mean
        if all(r.capote_failed.count == r.annulled.count == 0 for r in results):
            lines.append(t("l6_columns_agree", lang, level=t(f"level_{level}", lang)))
    # why the cautious line is above the random one: it says how the first four tricks go as
    # the table grows, so it is said here, once exercise 3 is answered, not before it
    lines += ["", t("l6_table_reading", lang)]
    return "\n".join(lines)


def print_capote_table(lang: str = "en") -> None:
    print(capote_table(lang))


def capotes_chart(lang: str = "en") -> str:
    """The capote rate by table size, each level a line with its 95 % intervals (SVG)."""
    series = []
    for level, results in capote_runs().items():
        intervals = [wilson(r.capote.count, r.hands) for r in results]
        series.append(charts.Series(
            t("l6_chart_series", lang, players=t(f"level_players_{level}", lang, n=2),
              hands=results[0].hands),
            [100 * r.capote.value for r in results],
            [(100 * lo, 100 * hi) for lo, hi in intervals],
        ))
    return charts.interval_chart(
        PLAYERS, series, x_label=t("l6_chart_players", lang),
        y_label=t("l6_chart_capotes", lang),
        title=t("l6_chart_title", lang), lang=lang,
    )


def plot_capotes(lang: str = "en") -> None:
    """Show ``capotes_chart()``: drawn by the kit, so it needs no plotting library."""
    _display(capotes_chart(lang))


def capote_trend(level: str = "cautious") -> str:
    """``fewer``, ``more`` or ``same``: the capote rate at 8 players against 2, by their
    95 % intervals (no overlap: a real difference)."""
    results = capote_runs()[level]
    low, high = results[0], results[-1]
    lo2, hi2 = wilson(low.capote.count, low.hands)
    lo8, hi8 = wilson(high.capote.count, high.hands)
    if hi8 < lo2:
        return "fewer"
    if lo8 > hi2:
        return "more"
    return "same"


class TrendQuiz(ChoiceQuestion):
    """From the simulation: do capotes get rarer or more frequent with more players?"""

    kind = "trend"
    options = ("fewer", "more", "same")
    OPTIONS = options

    def __init__(self, level: str = "cautious") -> None:
        if level not in CAPOTE_HANDS:
            raise ValueError(f"the lesson simulates {', '.join(CAPOTE_HANDS)} players")
        self.level = level
        self.right = capote_trend(level)

    @property
    def truth(self) -> str:
        return self.right

    def content(self) -> dict[str, Any]:
        return {"level": self.level}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> TrendQuiz:
        return cls(str(data["level"]))

    def prompt(self, lang: str = "en") -> str:
        return t("l6_trend_prompt", lang, players=t(f"level_players_{self.level}", lang, n=2))

    def option_text(self, option: str, lang: str = "en") -> str:
        return t(f"l6_trend_{option}", lang)

    def evaluate(self, answer: Any) -> Verdict:
        results = capote_runs()[self.level]
        low, high = results[0], results[-1]

        def why(lang: str) -> str:
            parts = [t("l6_choose", lang)] if answer is None else []
            parts.append(t(
                "l6_trend_why", lang,
                low=percent(low.capote.value, lang), low_ci=_ci(low.capote.count, low.hands, lang),
                high=percent(high.capote.value, lang),
                high_ci=_ci(high.capote.count, high.hands, lang),
            ))
            return _sentence(parts)

        def hint(lang: str) -> str:
            return t("l6_trend_hint", lang,
                     players=t(f"level_players_{self.level}", lang, n=2))

        return Verdict(answer == self.right, why, "000, 003, 004", answer, hint=hint,
                       figures=True)


# ---- simulations: how points spread -----------------------------------------------------------


@dataclass(frozen=True)
class Spread:
    """Points per seat and per hand in a seeded run of cautious players."""

    players: int
    hands: int
    seat_points: tuple[int, ...]
    """Every (seat, hand): the points that seat took in that hand."""
    loser_points: tuple[int, ...]
    """Every hand scored the normal way: the points of the seat(s) that lost the life."""
    outcomes: tuple[tuple[str, int], ...]

    @property
    def zero_share(self) -> float:
        return self.seat_points.count(0) / len(self.seat_points)


@cache
def spread() -> Spread:
    """The run of ``simulate_spread``, as stored in ``RUNS`` when the lesson was built (the
    page draws it before exercise 4 without simulating 300 hands while the learner waits)."""
    stored = json.loads(RUNS.read_text(encoding="utf-8"))["spread"]
    return Spread(stored["players"], stored["hands"], tuple(stored["seat_points"]),
                  tuple(stored["loser_points"]),
                  tuple((name, count) for name, count in stored["outcomes"]))


def spread_json(s: Spread) -> dict[str, Any]:
    """What ``RUNS`` keeps of the spread run."""
    return {"players": s.players, "hands": s.hands, "seat_points": list(s.seat_points),
            "loser_points": list(s.loser_points), "outcomes": [list(o) for o in s.outcomes]}


def simulate_spread(players: int = SPREAD_PLAYERS, hands: int = SPREAD_HANDS,
                    level: str = "cautious") -> Spread:
    """Points per seat and per hand in a seeded run of ``level`` players, simulated now."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    table = [make_player(level) for _ in range(players)]
    seat_points: list[int] = []
    loser_points: list[int] = []
    outcomes: dict[str, int] = {}
    everyone = [True] * players
    for h in range(hands):
        hand = Hand.deal_seats(TRIESTE, everyone, h % players, mix(SEED, 3, h) & ((1 << 40) - 1))
        play_hand(hand, table, seed=mix(SEED, 4, h), record=False)
        score = score_hand(hand)
        outcomes[score.outcome] = outcomes.get(score.outcome, 0) + 1
        seat_points.extend(score.points[s] for s in hand.active)
        if score.outcome == "normal":
            top = max(score.points[s] for s in hand.active)
            loser_points.extend(p for p in score.points if p == top)
    return Spread(players, hands, tuple(seat_points), tuple(loser_points),
                  tuple(sorted(outcomes.items())))


def spread_text(lang: str = "en") -> str:
    s = spread()
    n = len(s.seat_points)
    mean = sum(s.seat_points) / n
    losers = sorted(s.loser_points)
    median = losers[len(losers) // 2]
    outcomes = ", ".join(f"{pic.outcome_name(name, lang)} {count}" for name, count in s.outcomes)
    lines = [
        t("l6_spread_run", lang, players=s.players, hands=s.hands, outcomes=outcomes),
        t("l6_spread_seat", lang, zero=s.seat_points.count(0), n=Num(n, "int"),
          share=percent(s.zero_share, lang), mean=decimal(mean, lang, 1),
          top=max(s.seat_points)),
        t("l6_spread_loser", lang, mean=decimal(mean_of(losers), lang, 1), median=median,
          low=losers[0], high=losers[-1]),
        "",
        # said here, once its capote count is shown (after exercise 4), not before it
        t("l6_spread_other_run", lang),
    ]
    return "\n".join(lines)


def mean_of(values: Sequence[int]) -> float:
    return sum(values) / len(values) if values else 0.0


def print_spread(lang: str = "en") -> None:
    print(spread_text(lang))


def spread_charts(lang: str = "en") -> str:
    """Two histograms side by side: a seat's points in a hand, and the points of the seat
    that lost the life; bins two points wide (SVG)."""
    s = spread()
    top = max(s.seat_points)
    edges = list(range(0, top + 3, 2))
    points = t("l6_chart_points", lang)
    return charts.side_by_side(
        [
            charts.histogram(s.seat_points, edges, title=t("l6_chart_seat", lang),
                             x_label=points, y_label=t("l6_chart_pairs", lang),
                             colour=charts.COLOURS[0], lang=lang),
            charts.histogram(s.loser_points, edges, title=t("l6_chart_loser", lang),
                             x_label=points, y_label=t("l6_chart_hands", lang),
                             colour=charts.COLOURS[1], lang=lang),
        ],
        t("l6_chart_spread", lang, players=s.players, hands=s.hands),
    )


def plot_spread(lang: str = "en") -> None:
    """Show ``spread_charts()``."""
    _display(spread_charts(lang))


# ---- the exercises -------------------------------------------------------------------------------


@cache
def _expert_card() -> PlayQuestion:
    """One question in a process, so that its advice (the expert's play-outs) is worked out
    once, for the check and for the numbers printed after it alike."""
    return PlayQuestion(expert_hand(), seed=SEED, prompt_key="l6_card_prompt_deal")


def _two_players() -> Question:
    return CapoteQuestion(two_player_hand())


def _capote_trend() -> Question:
    return TrendQuiz("cautious")


def _zero_points() -> Question:
    s = spread()
    zero, total = s.seat_points.count(0), len(s.seat_points)
    return NumberQuestion(
        100 * s.zero_share, 5, "l6_zero_prompt", "l6_zero_why",
        {"zero": zero, "total": total}, prompt_params={"hands": s.hands, "cases": total},
        unit="%",
        hint_key="l6_zero_hint",
    )


LESSON = Lesson(
    number=6,
    slug="strategy-and-numbers",
    title="Strategy and numbers",
    goals=(
        "play a hand against the computer players and say how each of its three levels plays",
        "ask the expert for advice and read its numbers: expected points, the expected change of "
        "lives, the odds of a capote",
        "read simulations: how often capotes happen with 2 to 8 players, how points spread",
        "run bigger simulations yourself with coteccio-lab simulate",
    ),
    translations={
        "it": ("Strategia e numeri", (
            "giocare una smazzata contro il computer e descrivere come gioca a ciascuno dei "
            "suoi tre livelli",
            "chiedere consiglio all'esperto e leggerne i numeri: i punti attesi, la variazione "
            "attesa delle vite, la probabilità di un cappotto",
            "leggere le simulazioni: quanto spesso capita il cappotto con 2–8 giocatori, come si "
            "distribuiscono i punti",
            "lanciare per conto tuo simulazioni più grandi con coteccio-lab simulate",
        )),
        "pt": ("Estratégia e números", (
            "jogar uma mão contra o computador e dizer como ele joga em cada um dos seus "
            "três níveis",
            "pedir conselho ao especialista e ler os seus números: pontos esperados, variação "
            "esperada das vidas, a probabilidade de um capote",
            "ler simulações: com que frequência sai capote com 2 a 8 jogadores, como os pontos "
            "se distribuem",
            "rodar por conta própria simulações maiores com coteccio-lab simulate",
        )),
    },
    exercises=(
        ExerciseSpec("expert-card", "The expert's card", _expert_card),
        ExerciseSpec("two-players", "A capote with two players", _two_players),
        ExerciseSpec("capote-trend", "Capotes and table size", _capote_trend),
        ExerciseSpec("zero-points", "How often you take nothing", _zero_points),
    ),
)

start = LESSON.start
show = LESSON.show
