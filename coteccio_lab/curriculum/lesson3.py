"""Lesson 3, scoring a hand: card points and the last trick, who loses a life, ties,
elimination and the winner, the doctor, and a hand that would put everyone out at once.

The notebook is ``lessons/03-scoring-a-hand.ipynb``; see ``coteccio_lab.curriculum`` for
the convention. The worked example scores the hand that lesson 2 played.

>>> score_hand(example_played()).points
(10, 0, 15, 12)
>>> [score_hand(h, LIVES.get(k)).delta for k, h in ((k, exercise_hand(k)) for k in DEALS)]
[(0, 0, 0, -1), (-1, 0, -1, 0), (0, -1, 0, 0), (0, 0, 0, 0)]
"""

from __future__ import annotations

from dataclasses import dataclass

from ..hand import Hand
from ..match import Match
from ..rules import Rules
from ..scoring import HandScore, score_hand
from ..widgets import Exercise, ScoreHand
from . import ExerciseSpec, Lesson, show_html
from . import pictures as pic
from .lesson2 import example_played

__all__ = [
    "DEALS",
    "LESSON",
    "LIVES",
    "TIE_DEAL",
    "Deal",
    "doctor_match",
    "exercise_hand",
    "print_count_example",
    "print_doctor",
    "print_elimination",
    "print_everyone_out",
    "show",
    "show_count_example",
    "show_everyone_out",
    "start",
    "tie_hand",
]


@dataclass(frozen=True)
class Deal:
    """A hand written out: each seat's cards (empty for a seat out of the match), the
    dealer, and every card in the order played."""

    hands: tuple[str, ...]
    dealer: int
    plays: str

    def play(self, rules: Rules | None = None) -> Hand:
        hand = Hand(rules, [cards.split() for cards in self.hands], self.dealer)
        for card in self.plays.split():
            hand.play(card)
        return hand


DEALS: dict[str, Deal] = {
    # The last trick decides: seats 2 and 3 take 16 card points each, and seat 3 also
    # takes the last trick.
    "last-trick": Deal(
        ("3c Ad 4s Ks Qb", "3d 7d 5s 2b Ab", "Jc 2d Qs 7b Kb", "6c Kd Js As 5b"),
        3,
        "3c Ab Jc 6c  2d Kd Ad 7d  4s 5s Qs Js  7b 5b Qb 2b  Ks 3d Kb As",
    ),
    # A tie for the most: seat 2 takes a single trick, the last one, and ties seat 0.
    "tie": Deal(
        ("Jc Ac 5d 7d Ks", "6d 3s 3b 5b 7b", "2c 3d Jd Qd Kb", "6c Qc 6s 6b Qb"),
        0,
        "3s Kb 6s Ks  5d 6d 3d Qc  3b Qd 6b Ac  6c Jc 7b 2c  7d 5b Jd Qb",
    ),
    # Three players left (seat 3 is out): seat 1, on its last life, takes the most.
    "out": Deal(
        ("7c 5s As 2b 7b", "Jc Kc 7d Kd 3s", "5c 6c 3d Ad 6b", ""),
        1,
        "3d As Kd  3s Ad 5s  2b Kc 6b  5c 7c Jc  7d 6c 7b",
    ),
    # Two players left, one life each, and a tie: both would go out at once.
    "everyone-out": Deal(
        ("5c 2d 5s Qb Ab", "", "Qc 6d 6s 2b 5b", ""),
        2,
        "2d 6d  2b Ab  5c Qc  5b Qb  5s 6s",
    ),
}
"""The hands of the exercises, by exercise key."""

LIVES: dict[str, tuple[int, ...]] = {
    "out": (2, 1, 3, 0),
    "everyone-out": (1, 0, 1, 0),
}
"""Lives before the hand, where they are not everyone's four."""

TIE_DEAL = Deal(
    ("2c 2d 3s Js Ks", "", "3d 2s 4s 5b Qb", ""),
    2,
    "2c Qb  2d 3d  2s Ks  3s 4s  5b Js",
)
"""The worked example of the last section: two players left, and a tie."""


def exercise_hand(key: str) -> Hand:
    """The finished hand of exercise ``key``."""
    return DEALS[key].play()


def tie_hand(rules: Rules | None = None) -> Hand:
    return TIE_DEAL.play(rules)


# ---- the exercises -----------------------------------------------------------------------------


def _score(key: str) -> ExerciseSpec:
    def build(lang: str) -> Exercise:
        return ScoreHand(exercise_hand(key), LIVES.get(key), lang=lang)

    def context() -> str:
        return pic.lives_figure(LIVES[key])

    titles = {
        "last-trick": "The last trick",
        "tie": "A tie",
        "out": "Out of the match",
        "everyone-out": "Everyone out at once?",
    }
    return ExerciseSpec(key, titles[key], build, context if key in LIVES else None)


LESSON = Lesson(
    number=3,
    slug="scoring-a-hand",
    title="Scoring a hand",
    goals=(
        "count each player's points after a hand: the cards in the tricks they won, plus 6 "
        "for the last trick",
        "say who loses a life: the player with the most points, and every player tied for "
        "the most",
        "know when a player is out of the match, and who wins it",
        "know the doctor, a rule some tables use to bring a player back",
        "know what happens when a hand would put every player left out at once",
    ),
    exercises=tuple(_score(key) for key in DEALS),
)

start = LESSON.start
show = LESSON.show


# ---- worked examples ---------------------------------------------------------------------------


def _score_lines(score: HandScore) -> None:
    for line in score.explain("en"):
        print(line)


def show_count_example() -> None:
    """Lesson 2's hand, trick by trick, with the last trick's bonus."""
    show_html(pic.tricks_figure(example_played()))


def print_count_example() -> None:
    """The engine's count of lesson 2's hand, and what the last trick changed."""
    hand = example_played()
    score = score_hand(hand)
    _score_lines(score)
    last = hand.tricks[-1].winner
    cards_only = list(score.points)
    cards_only[last] -= hand.rules.last_trick_bonus
    top = max(cards_only)
    leaders = [s for s, p in enumerate(cards_only) if p == top]
    print(
        f"without the last trick's {hand.rules.last_trick_bonus}: "
        + ", ".join(f"seat {s} {p}" for s, p in enumerate(cards_only))
        + f" (the most: seat {', '.join(map(str, leaders))})"
    )


def print_elimination() -> None:
    """Lesson 2's hand again, when seat 2 has one life left; then the match's last hand."""
    hand = example_played()
    before = (3, 2, 1, 4)
    score = score_hand(hand, before)
    print(f"lives before: {', '.join(f'seat {s} {n}' for s, n in enumerate(before))}")
    print(score.explain("en")[-1])
    print(f"lives after: {', '.join(f'seat {s} {n}' for s, n in enumerate(score.after))}")
    print(f"out of the match: seat {', '.join(map(str, score.eliminated))}")
    left = [s for s, n in enumerate(score.after) if n > 0]
    print(f"still in: {len(left)} players; the match goes on")


def doctor_match() -> Match:
    """Source 000's example of the doctor: seat 0 has just lost its last life, seats 1, 2
    and 3 have 3, 2 and 4 lives; the doctor may be called once."""
    match = Match.new({"preset": "trieste", "doctor": "once"}, players=4, seed=1)
    match.counters = [0, 3, 2, 4]
    return match


def print_doctor() -> None:
    """What the doctor gives in source 000's example, and when it is refused."""
    match = doctor_match()
    print(f"lives: {', '.join(f'seat {s} {n}' for s, n in enumerate(match.counters))}")
    allowed = match.doctor_allowed(0)
    print(f"seat 0 may call the doctor: {'yes' if allowed else 'no'}")
    lives = match.doctor_lives()
    fewest = [s for s, n in enumerate(match.counters) if n == lives]
    print(
        f"it comes back with {lives} lives, as many as seat "
        f"{', '.join(map(str, fewest))}, the player still in with the fewest"
    )
    match.doctor_offers = [0]
    match.answer_doctor(0, True)
    match.counters[0] = 0
    print(f"out again later: may call the doctor again: "
          f"{'yes' if match.doctor_allowed(0) else 'no'} (once only)")
    late = doctor_match()
    late.counters = [0, 0, 0, 2]
    print(f"with only one other player left: may call the doctor: "
          f"{'yes' if late.doctor_allowed(0) else 'no'}")


def show_everyone_out() -> None:
    """The two-player hand of the last section."""
    hand = tie_hand()
    show_html(pic.hands_figure(hand) + pic.tricks_figure(hand))


def print_everyone_out() -> None:
    """The tie between the last two players, with different lives and under two rules."""
    points = tie_hand().points()
    print(f"points: seat 0 {points[0]}, seat 2 {points[2]} (seats 1 and 3 are out)")
    cases = (
        ("seat 0 on 1 life, seat 2 on 2", (1, 0, 2, 0), Rules.from_spec("trieste")),
        ("both on 1 life, source 000's rule (the kit's default)", (1, 0, 1, 0),
         Rules.from_spec("trieste")),
        ("both on 1 life, source 003's rule, read as everybody who started", (1, 0, 1, 0),
         Rules.from_spec({"preset": "trieste", "everyone_out": "restart"})),
        ("both on 1 life, source 003's rule, read as the players still in", (1, 0, 1, 0),
         Rules.from_spec({"preset": "trieste", "everyone_out": "restart_in_play"})),
    )
    for title, before, rules in cases:
        score = score_hand(tie_hand(rules), before)
        print(f"{title}:")
        print(f"  {score.explain('en')[-1]}")
        winner = f"; seat {score.winner} wins the match" if score.winner is not None else ""
        print(f"  lives after: {', '.join(map(str, score.after))}{winner}")
