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

from collections.abc import Iterable
from dataclasses import dataclass

from ..hand import Hand
from ..i18n import seat_numbers, t
from ..match import Match
from ..questions import Question, ScoreQuestion
from ..rules import Rules
from ..scoring import HandScore, score_hand
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

    def played(self, rules: Rules | None = None) -> Hand:
        hand = Hand(rules, [cards.split() for cards in self.hands], self.dealer)
        for card in self.plays.split():
            hand.push(card)
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
    return DEALS[key].played()


def tie_hand(rules: Rules | None = None) -> Hand:
    return TIE_DEAL.played(rules)


# ---- the exercises -----------------------------------------------------------------------------


def _score(key: str) -> ExerciseSpec:
    def build() -> Question:
        # seat 0 is the learner, "You", as on the dashboard
        return ScoreQuestion(exercise_hand(key), LIVES.get(key), me=0)

    def context(lang: str) -> str:
        return pic.lives_figure(LIVES[key], lang=lang)

    titles = {
        "last-trick": "The last trick",
        "tie": "Another hand to count",
        "out": "Out of the match",
        "everyone-out": "The last two players",
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
    translations={
        "it": ("Il conteggio dei punti", (
            "contare i punti di ogni giocatore dopo una smazzata: le carte delle prese che ha "
            "fatto, più 6 per l'ultima presa",
            "dire chi perde una vita: chi ha più punti e, se più giocatori sono a pari merito "
            "con il punteggio più alto, tutti loro",
            "sapere quando un giocatore è fuori dalla partita, e chi la vince",
            "conoscere la regola del dottore, che molti tavoli usano per far rientrare un "
            "giocatore",
            "sapere che cosa succede quando una smazzata eliminerebbe tutti insieme i "
            "giocatori rimasti",
        )),
        "pt": ("A contagem de uma mão", (
            "contar os pontos de cada jogador depois de uma mão: as cartas das vazas que ganhou, "
            "mais 6 pela última vaza",
            "dizer quem perde uma vida: quem tem mais pontos e, em caso de empate, "
            "cada um dos que empatarem na maior pontuação",
            "saber quando um jogador está fora da partida, e quem a ganha",
            "conhecer o médico, uma regra que algumas mesas usam para trazer um jogador de volta",
            "saber o que acontece quando uma mão eliminaria todos os jogadores restantes de uma "
            "só vez",
        )),
    },
    exercises=tuple(_score(key) for key in DEALS),
)

start = LESSON.start
show = LESSON.show


# ---- worked examples ---------------------------------------------------------------------------


def _score_lines(score: HandScore, lang: str = "en") -> None:
    for line in score.explain(lang):
        print(line)


def _seats(pairs: Iterable[tuple[int, int]], lang: str) -> str:
    return ", ".join(t("l3_seat_n", lang, seat=s, n=n) for s, n in pairs)


def show_count_example(lang: str = "en") -> None:
    """Lesson 2's hand, trick by trick, with the last trick's bonus."""
    show_html(pic.tricks_figure(example_played(), lang=lang))


def print_count_example(lang: str = "en") -> None:
    """The engine's count of lesson 2's hand, and what the last trick changed."""
    hand = example_played()
    score = score_hand(hand)
    _score_lines(score, lang)
    last = hand.tricks[-1].winner
    cards_only = list(score.points)
    cards_only[last] -= hand.rules.last_trick_bonus
    top = max(cards_only)
    leaders = [s for s, p in enumerate(cards_only) if p == top]
    print(t("l3_without_last", lang, bonus=hand.rules.last_trick_bonus,
            points=_seats(enumerate(cards_only), lang), most=seat_numbers(leaders, lang)))


def print_elimination(lang: str = "en") -> None:
    """Lesson 2's hand again, when seat 2 has one life left; then the match's last hand."""
    hand = example_played()
    before = (3, 2, 1, 4)
    score = score_hand(hand, before)
    print(t("l3_lives_before", lang, lives=_seats(enumerate(before), lang)))
    print(score.explain(lang)[-1])
    print(t("l3_lives_after", lang, lives=_seats(enumerate(score.after), lang)))
    print(t("l3_out", lang, seats=seat_numbers(score.eliminated, lang)))
    left = [s for s, n in enumerate(score.after) if n > 0]
    print(t("l3_still_in", lang, n=len(left)))


def doctor_match() -> Match:
    """Source 000's example of the doctor: seat 0 has just lost its last life, seats 1, 2
    and 3 have 3, 2 and 4 lives; the doctor may be called once."""
    return Match.position({"preset": "trieste", "doctor": "once"}, [0, 3, 2, 4])


def print_doctor(lang: str = "en") -> None:
    """What the doctor gives in source 000's example, and when it is refused."""
    match = doctor_match()
    print(t("l3_lives", lang, lives=_seats(enumerate(match.counters), lang)))
    print(t("l3_may_call", lang, answer=pic.yes_no(match.doctor_allowed(0), lang)))
    lives = match.doctor_lives()
    fewest = [s for s, n in enumerate(match.counters) if n == lives]
    print(t("l3_comes_back", lang, lives=lives, seats=seat_numbers(fewest, lang)))
    # seat 0 called it once and is out again: the doctor may be called once
    again = Match.position(match.rules, [0, *match.counters[1:]], doctor_used=[1, 0, 0, 0])
    print(t("l3_again", lang, answer=pic.yes_no(again.doctor_allowed(0), lang)))
    late = Match.position(match.rules, [0, 0, 0, 2])
    print(t("l3_one_left", lang, answer=pic.yes_no(late.doctor_allowed(0), lang)))


def show_everyone_out(lang: str = "en") -> None:
    """The two-player hand of the last section."""
    hand = tie_hand()
    show_html(pic.hands_figure(hand, lang=lang) + pic.tricks_figure(hand, lang=lang))


def print_everyone_out(lang: str = "en") -> None:
    """The tie between the last two players, with different lives and under two rules."""
    points = tie_hand().points()
    print(t("l3_tie_points", lang, a=points[0], b=points[2]))
    cases = (
        ("l3_case_different", (1, 0, 2, 0), Rules.from_spec("trieste")),
        ("l3_case_000", (1, 0, 1, 0), Rules.from_spec("trieste")),
        ("l3_case_003", (1, 0, 1, 0),
         Rules.from_spec({"preset": "trieste", "everyone_out": "restart"})),
        ("l3_case_003_in_play", (1, 0, 1, 0),
         Rules.from_spec({"preset": "trieste", "everyone_out": "restart_in_play"})),
    )
    for title, before, rules in cases:
        score = score_hand(tie_hand(rules), before)
        print(f"{t(title, lang)}:")
        print(f"  {score.rules_text(lang)}")
        winner = t("l3_wins", lang, seat=score.winner) if score.winner is not None else ""
        print(f"  {t('l3_lives_after', lang, lives=', '.join(map(str, score.after)))}{winner}")
