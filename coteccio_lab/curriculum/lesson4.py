"""Lesson 4, the capote: when it arises, annul or attempt, the lives, the exact odds, the stop.

Everything the notebook ``lessons/04-the-capote.ipynb`` shows is built here, from
the engine, so the notebook stays short and the tests compute the right answers
from the same definitions.

The rule (docs/rules.md section 2; sources 000, 003 and the Trieste paragraph of 004):
a player who has won each of the first four tricks of a five-card hand chooses,
before leading the fifth card, to *annul* the hand (nothing changes; the same
dealer deals again, says 003, while 000 says only that play goes on) or to
*attempt* the capote (win the fifth trick too: the taker gains a life and every
other player loses one; lose it: the taker loses a life and the player who
stopped it gains one, whatever the points).

The lesson's main deal: four players, the dealer is seat 3, so seat 0 (you) leads.
You take four tricks of small cards and keep the King of cups. Seat 3's last card
is the Ace of cups in one version of the deal (the capote is stopped) and the Two
of cups in the other (the capote succeeds): from your seat the two look the same.

>>> hand = decision_hand()
>>> hand.decision_pending, hand.to_act, [c.code() for c in hand.holding(0)]
(True, 0, ['Kc'])
>>> count_distributions(decision_view())
(6120, 7182)
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from math import perm
from typing import Any

from ..cards import Card, Suit
from ..hand import Hand
from ..i18n import name_list, seat_numbers, t
from ..i18n.grammar import list_word, suit_word
from ..i18n.numbers import number, percent, signed
from ..questions import CapoteQuestion, Question, ScoreQuestion, StopQuestion
from ..scoring import HandScore, score_hand
from ..view import SeatView
from . import ExerciseSpec, Lesson
from . import pictures as pic
from .deals import (
    decision_hand,
)
from .deals import lesson4_hand as _hand

__all__ = [
    "LESSON",
    "count_distributions",
    "decision_facts",
    "decision_hand",
    "decision_view",
    "endings_table",
    "finished_hand",
    "odds_walkthrough",
    "players_table",
    "print_decision",
    "print_endings",
    "print_odds",
    "print_players_table",
    "show",
    "show_first_four",
    "show_stop_position",
    "show_voids_position",
    "start",
    "stop_hand",
    "voids_hand",
]

CAPOTE_SOURCES = "000, 003, 004"

def decision_view(world: str = "stopped") -> SeatView:
    """What seat 0 has seen at the decision (the same in both versions of the deal)."""
    return SeatView.of(decision_hand(world), 0)


def finished_hand(world: str, choice: str) -> Hand:
    """The main deal played to its end after ``choice`` (``annul`` or ``attempt``)."""
    hand = decision_hand(world)
    hand.push(choice)
    while not hand.over:
        # one card left each: the only legal card
        hand.push(hand.legal_moves[0])
    return hand


# ---- pictures ------------------------------------------------------------------------------


def _display(html: str) -> None:
    from IPython import display as ipython_display

    shown: Any = ipython_display  # IPython is untyped
    shown.display(shown.HTML(html))


def _last_card(hand: Hand, seat: int = 0, lang: str = "en") -> str:
    return pic.cards_row(hand.holding(seat), width=72, caption=t("l4_last_card", lang), lang=lang)


def show_first_four(lang: str = "en") -> None:
    """The four tricks you won, and the card you still hold."""
    hand = decision_hand()
    _display(pic.tricks_figure(hand, lang=lang) + _last_card(hand, lang=lang))


def decision_facts(lang: str = "en") -> str:
    """The decision in plain words, read from the engine."""
    hand = decision_hand()
    view = SeatView.of(hand, 0)
    winners = sorted({t.winner for t in hand.tricks})
    lines = [
        t("l4_tricks_played", lang, tricks=hand.tricks_done, n=len(winners),
          seats=seat_numbers(winners, lang)),
        t("l4_your_points", lang, points=hand.points()[0]),
        t("l4_your_last", lang, card=view.holding[0]),
        t("l4_pending", lang, answer=pic.yes_no(hand.decision_pending, lang), seat=hand.to_act),
        t("l4_after", lang, n=hand.decision_after),
    ]
    return "\n".join(lines)


# ---- what each choice does to the lives ----------------------------------------------------


def _endings() -> list[tuple[str, HandScore]]:
    return [
        ("l4_end_annul", score_hand(finished_hand("stopped", "annul"))),
        ("l4_end_capote", score_hand(finished_hand("capote", "attempt"))),
        ("l4_end_stopped", score_hand(finished_hand("stopped", "attempt"))),
    ]


def endings_table(lang: str = "en") -> str:
    """Lives after each ending, everyone starting at 4, with the points each seat took."""
    head = "".join(f"{t('l4_seat_col', lang, n=s):<8}" for s in range(4))
    rows = [f"{'':<16}{head}"]
    for key, score in _endings():
        rows.append(t(key, lang))
        rows.append(f"{t('l4_lives', lang):<16}" + "".join(f"{score.after[s]:>6}  "
                                                         for s in range(4)))
        rows.append(f"{t('l4_points', lang):<16}" + "".join(f"{score.points[s]:>6}  "
                                                          for s in range(4)))
        rows.append(f"   {score.explain(lang)[-1]}")
    return "\n".join(r.rstrip() for r in rows)


def print_decision(lang: str = "en") -> None:
    print(decision_facts(lang))


def stopped_note(lang: str = "en") -> str:
    """What the stopped capote's ending teaches, told once exercise 1 is answered."""
    score = dict(_endings())["l4_end_stopped"]
    stopper = max(range(len(score.points)), key=lambda s: score.points[s])
    taker = next(s for s in range(len(score.delta)) if score.delta[s] < 0)
    return t("l4_endings_note", lang, stopper=stopper, taker=taker,
             points=score.points[stopper])


def print_endings(lang: str = "en") -> None:
    print(endings_table(lang))
    print()
    print(stopped_note(lang))


def _score_stopped() -> Question:
    """Score the stopped capote: the points, and who loses a life."""
    return ScoreQuestion(finished_hand("stopped", "attempt"), me=0)


# ---- the exact odds ------------------------------------------------------------------------


def count_distributions(view: SeatView) -> tuple[int, int]:
    """(ways the capote succeeds, ways in all) from ``view``, listed one by one.

    A *way* gives each other player still holding a card one unseen card,
    never of a suit that player has shown it lacks. The capote succeeds when
    nobody holds a higher card of the suit of the taker's last card. This is
    the slow, obvious count; ``coteccio_lab.odds`` counts the same by suits.
    """
    (lead,) = view.holding
    others = [s for s in view.active if s != view.seat and view.counts[s]]
    unseen = [Card.from_index(i) for i in range(40) if view.unseen_mask >> i & 1]
    good = total = 0
    for combo in itertools.permutations(unseen, len(others)):
        if any(card.suit in view.voids[s] for s, card in zip(others, combo)):
            continue
        total += 1
        if not any(c.suit == lead.suit and c.rank > lead.rank for c in combo):
            good += 1
    return good, total


def _seen(view: SeatView) -> int:
    return 40 - view.unseen_mask.bit_count()


def _pct(p: Fraction, lang: str = "en") -> str:
    return percent(float(p), lang)


def odds_walkthrough(position: str = "main", lang: str = "en") -> str:
    """The count behind the decision, step by step, in plain text."""
    hand = decision_hand() if position == "main" else voids_hand()
    view = SeatView.of(hand, hand.to_act if hand.to_act is not None else 0)
    (lead,) = view.holding
    others = [s for s in view.active if s != view.seat and view.counts[s]]
    unseen = 40 - _seen(view)
    higher = [
        Card.from_index(i)
        for i in range(40)
        if view.unseen_mask >> i & 1 and Card.from_index(i).suit == lead.suit
        and Card.from_index(i).rank > lead.rank
    ]
    good, total = count_distributions(view)
    p = Fraction(good, total)
    naive = Fraction(perm(unseen - len(higher), len(others)), perm(unseen, len(others)))
    seats = seat_numbers(others, lang)
    lines = [
        t("l4_seen", lang, seen=_seen(view), own=view.hand_size,
          played=sum(len(tr.cards) - 1 for tr in view.tricks)),
        t("l4_unseen", lang, unseen=unseen, seats=seats),
    ]
    for s in others:
        if view.voids[s]:
            # "no coins, swords nor batons": after a negation the list is joined by "nor"
            lacks = list_word([suit_word(v, lang) for v in sorted(view.voids[s])], lang,
                              joiner="list_nor")
            can = list_word([suit_word(v, lang) for v in Suit if v not in view.voids[s]],
                            lang, joiner="list_or")
            lines.append(t("l4_void", lang, seat=s, lacks=lacks, can=can))
    approx = signed(float(2 * p - 1), lang)
    lines += [
        t("l4_beat", lang, card=lead, cards=name_list(higher, lang) or t("l4_none", lang)),
        t("l4_ways", lang, seats=seats, total=number(total, lang)),
        t("l4_none_higher", lang, suit=lead.suit, good=number(good, lang)),
        t("l4_chance", lang, good=number(good, lang), total=number(total, lang),
          fraction=f"{p.numerator}/{p.denominator}", pct=_pct(p, lang)),
        t("l4_naive_same" if naive == p else "l4_naive_differs", lang, pct=_pct(naive, lang)),
        t("l4_expected", lang, p=p, q=1 - p, e=str(2 * p - 1).replace("-", "−"), approx=approx),
    ]
    return "\n".join(lines)


def players_table(lang: str = "en") -> str:
    """The chance of the capote with exactly one higher card unseen and no voids, by table size.

    After four tricks with ``n`` players you have seen ``4n + 1`` cards; each of the
    ``n - 1`` others holds one of the ``U = 40 - 4n - 1`` unseen cards. There are
    U x (U-1) x ... ways to hand them out (one per seat, in seat order) and in
    (U-1) x (U-2) x ... of them the one higher card stays undealt.
    """
    rows = [t("l4_table_head", lang)]
    for n in range(2, 9):
        unseen = 40 - (4 * n + 1)
        k = n - 1
        total = perm(unseen, k)
        good = perm(unseen - 1, k)
        p = Fraction(good, total)
        rows.append(f"{n:>7}  {unseen:>6}  {number(total, lang):>21}  {number(good, lang):>15}  "
                    f"{_pct(p, lang):>6}")
    return "\n".join(rows)


def print_odds(position: str = "main", lang: str = "en") -> None:
    print(odds_walkthrough(position, lang))


def print_players_table(lang: str = "en") -> None:
    """Why the cut-off is one half, what the table's size does to the chance, and the chance
    for every size of table: shown once exercise 2 is answered, since the cut-off and the
    one-card case are what that exercise asks the learner to find."""
    print(t("l4_why_half", lang))
    print()
    print(t("l4_players_matter", lang))
    print()
    print(players_table(lang))


def _attempt() -> Question:
    """The main decision: the King of cups with only the Ace of cups above it unseen."""
    return CapoteQuestion(decision_hand())


# The second decision: a seat that has shown three voids must hold your suit.
VOIDS_HANDS = ("Ad As Ab Kd Qc", "2d 2s 2b 6c 7s", "3b 2c 3c 4c Kc", "3d 3s 4b 5c 6s")
VOIDS_DEALER = 3
VOIDS_PLAYS = "Ad 2d 3b 3d As 2s 2c 3s Ab 2b 3c 4b Kd 6c 4c 5c"


def voids_hand() -> Hand:
    """You won four tricks with three Aces and the King of coins and keep the Knight of cups;
    seat 2 did not follow coins, swords or batons."""
    return _hand(VOIDS_HANDS, VOIDS_DEALER, VOIDS_PLAYS)


def show_voids_position(lang: str = "en") -> None:
    hand = voids_hand()
    _display(pic.tricks_figure(hand, lang=lang) + _last_card(hand, lang=lang))


def _voids() -> Question:
    """Two higher cups unseen, and a seat whose last card can only be a cup."""
    return CapoteQuestion(voids_hand())


# ---- stopping a capote -----------------------------------------------------------------------

STOP_HANDS = ("4s 4b 4d 7c 3c", "7s 7b 7d 6c Kb", "2s 2b 2d 2c Js", "3s 3b 3d 4c Qd")
STOP_DEALER = 0
STOP_PLAYS = "7s 2s 3s 4s 7b 2b 3b 4b 7d 2d 3d 4d 6c 2c 4c"


def stop_hand() -> Hand:
    """Seat 1 has won the first three tricks and led the Six of cups; you play last."""
    return _hand(STOP_HANDS, STOP_DEALER, STOP_PLAYS)


def show_stop_position(lang: str = "en") -> None:
    _display(pic.tricks_figure(stop_hand(), lang=lang))


def _stop() -> Question:
    return StopQuestion(stop_hand())


# ---- the lesson ------------------------------------------------------------------------------

LESSON = Lesson(
    number=4,
    slug="the-capote",
    title="The capote",
    goals=(
        "recognise when the capote decision arises: one player has won each of the first "
        "four tricks",
        "say what annulling and attempting do to everybody's lives, the failed attempt too",
        "count the exact odds of the capote from what the deciding player has seen, and choose",
        "stop an opponent's capote, and say what stopping it earns",
    ),
    translations={
        "it": ("Il cappotto", (
            "riconoscere quando si pone la scelta del cappotto: un giocatore ha fatto tutte e "
            "quattro le prime prese",
            "dire come cambiano le vite di tutti se chi ha fatto le quattro prese tratta o "
            "tenta, anche quando il tentativo fallisce",
            "calcolare, contando i casi, la probabilità esatta del cappotto a partire "
            "da ciò che hai visto, e decidere di conseguenza",
            "fermare il cappotto di un avversario, e dire che cosa si guadagna a fermarlo",
        )),
        "pt": ("O capote", (
            "reconhecer quando surge a decisão do capote: um jogador ganhou cada uma das quatro "
            "primeiras vazas",
            "dizer o que acontece com as vidas de todos quando se anula a mão ou se "
            "tenta o capote, inclusive quando a tentativa falha",
            "calcular, com base nas cartas que já viu, a probabilidade exata do capote, e decidir",
            "impedir o capote de um adversário, e dizer o que se ganha ao impedi-lo",
        )),
    },
    exercises=(
        ExerciseSpec("score-stopped", "Score the stopped capote", _score_stopped),
        ExerciseSpec("decide", "Decide before you count", _attempt),
        ExerciseSpec("voids", "The Knight of cups", _voids),
        ExerciseSpec("stop", "Stop it now", _stop),
    ),
)

start = LESSON.start
show = LESSON.show
