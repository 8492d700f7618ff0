"""What the dashboard says: the notes of the message area and the lines of the hand's log.

Every sentence is kept as ``lang -> text``, so the page says it again in another
language when the learner switches. The controller decides *when* something is
said; this module holds *what* is said, from the engine's state alone.

>>> from coteccio_lab.cards import Card
>>> seats = Seats(("cautious", "random"), "lives")
>>> seats.name(2, "en"), seats.name(0, "it", capital=False)
('Seat 2 (random)', 'tu')
>>> played_text(1, Card.parse("4c"), lambda lang: "a legal card chosen at random.")("en")
'Seat 1 played the Four of cups: “a legal card chosen at random.”'
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..explain import explain_score
from ..hand import Hand, IllegalPlay, Trick
from ..i18n import CATALOG, Text, t
from ..i18n.grammar import Word, counter_word, list_word, word
from ..i18n.numbers import number, percent, signed
from ..match import Match
from ..moves import KINDS, Decision
from ..odds import CapoteOdds
from ..players import LEVELS, Move, analysis_of
from ..questions.base import sentence
from ..scoring import HandScore, penalty_phrase

__all__ = [
    "HUMAN",
    "LogEntry",
    "Note",
    "Seats",
    "Text",
    "answered_text",
    "choice_text",
    "class_answer_note",
    "doctor_offer_note",
    "hint_note",
    "level_name",
    "match_over_notes",
    "new_hand_note",
    "not_now_note",
    "odds_note",
    "offer_note",
    "past_log",
    "played_text",
    "refusal_note",
    "said",
    "summary_lines",
    "summary_notes",
    "trick_text",
    "turn_note",
]


HUMAN = 0
"""The seat of the person at the screen."""


def said(key: str, **params: Any) -> Text:
    """The catalogue's sentence ``key`` with ``params``, in the language asked for later."""
    return lambda lang: t(key, lang, **params)


def level_name(level: str, lang: str) -> str:
    return t(f"dash_level_{level}", lang) if level in LEVELS else level


_SERIALS = itertools.count()


@dataclass(frozen=True)
class Note:
    """One thing the dashboard says to the player now (the ``cot-message`` area)."""

    kind: str
    """``turn``, ``play``, ``trick``, ``refusal``, ``hint``, ``capote``, ``odds``, ``summary``,
    ``doctor``, ``cappotto``, ``over``, ``class``, ``info`` or ``error``."""
    text: Text
    seat: int | None = None
    card: Card | None = None
    serial: int = field(default_factory=lambda: next(_SERIALS), compare=False)
    """Its number, larger for each note made: the page tells a screen reader each note once
    (the same notes drawn again in another language are not new)."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the hand's log: a card, a trick won, a capote choice."""

    kind: str
    text: Text
    seat: int | None = None
    card: Card | None = None
    trick: int = 0


@dataclass(frozen=True)
class Seats:
    """How the dashboard names a match's seats (seat 0 is "you") and its counter."""

    levels: tuple[str, ...]
    """The computer seats' levels, seat 1 first."""
    counter: str
    """The rules' counter: ``lives``, ``bole`` or ``points``."""

    def name(self, seat: int, lang: str, *, capital: bool = True) -> Word:
        """"Seat 2 (cautious)", or "You": a ``Word``, so that a sentence built around it
        agrees with it and reads it with its article ("o lugar 2", ``i18n.grammar``)."""
        if seat == HUMAN:
            return Word(t("dash_You" if capital else "dash_you", lang), lang,
                        word("", lang, "grammar_you").features, the=t("dash_you", lang))
        name = t("dash_Seat" if capital else "dash_seat", lang, seat=seat)
        the = t("ui_the_seat", lang, seat=seat)
        level = self.levels[seat - 1] if seat - 1 < len(self.levels) else ""
        if level:
            name, the = (f"{text} ({level_name(level, lang)})" for text in (name, the))
        return Word(name, lang, word("", lang, "grammar_seat").features, the=the)

    def counter_name(self, lang: str) -> str:
        return counter_word(self.counter, lang)


# ---- the player's actions ------------------------------------------------------------------


def refusal_note(card: Card, refusal: IllegalPlay) -> Note:
    return Note(
        "refusal",
        lambda lang: t("dash_refused", lang, card=card, reason=refusal.message(lang, you=True)),
        HUMAN,
        card,
    )


_WAIT = {
    "setup": "dash_wait_start",
    "capote": "dash_wait_capote",
    "hand_over": "dash_wait_summary",
    "doctor": "dash_wait_doctor",
    "cappotto": "dash_wait_cappotto",
    "over": "dash_wait_over",
}


def not_now_note(phase: str, turn: int | None) -> Note:
    """Why seat 0's action is refused in ``phase`` (``turn``: the seat to play, if any)."""
    key = _WAIT.get(phase)
    kind = KINDS.get(phase) if key is None else None
    if kind is not None:  # an offer with no sentence of its own here: its buttons' words
        return Note("refusal", lambda lang: t(
            "dash_not_now", lang, reason=t("dash_wait_offer", lang, choices=kind.words(lang))))
    if key is None and turn is not None:
        return Note("refusal", lambda lang: t(
            "dash_not_now", lang, reason=t("dash_not_your_card_turn", lang, seat=turn)
        ))
    reason_key = key or "dash_wait_start"
    return Note("refusal", lambda lang: t("dash_not_now", lang, reason=t(reason_key, lang)))


def odds_note(odds: CapoteOdds) -> Note:
    """The exact odds, said once: the chance of the last trick and what attempting is worth."""
    return Note("odds", lambda lang: t(
        "dash_capote_odds", lang, card=odds.card, good=number(odds.good, lang),
        total=number(odds.total, lang), pct=percent(float(odds.probability), lang),
        attempt=signed(float(odds.attempt_delta), lang),
        counter=counter_word(odds.counter, lang),
    ))


def hint_note(move: Move) -> Note:
    """What an expert would do now (``move``), and why, said to the learner ("you")."""
    card, choice = move.card, move.capote

    def why(lang: str) -> str:
        analysis = analysis_of(move)
        key = f"dash_hint_{analysis.reason}"
        if analysis.reason and key in CATALOG:
            return t(key, lang, **dict(analysis.params))
        said_why = move.why(lang)  # a reason with no second-person wording: as said
        return _reason(said_why, card, lang) if card is not None else said_why

    if card is not None:
        return Note("hint", lambda lang: t("dash_hint", lang, card=card, why=why(lang)),
                    HUMAN, card)
    # the reason is a sentence of its own after the choice ("Hint: attempt. The Ace …")
    return Note("hint", lambda lang: t(
        "dash_hint_capote", lang, choice=t(f"dash_choice_{choice}", lang),
        why=sentence(why(lang)),
    ))


# ---- the hand, card by card ------------------------------------------------------------------


def new_hand_note(n: int, dealer: int, leader: int, seats: Seats) -> Note:
    return Note(
        "info",
        lambda lang: t(
            "dash_new_hand_you_lead" if leader == HUMAN
            else "dash_new_hand_you_deal" if dealer == HUMAN else "dash_new_hand",
            lang,
            n=n,
            dealer=seats.name(dealer, lang, capital=False),
            leader=seats.name(leader, lang, capital=False),
        ),
    )


def played_text(seat: int, card: Card, why: Text | None) -> Text:
    """``seat`` played ``card``, with a computer player's reason (``why``)."""
    if seat == HUMAN:
        return said("dash_you_played", card=card)
    reason = why or (lambda lang: "")
    return lambda lang: t(
        "dash_played", lang, seat=seat, card=card, why=_reason(reason(lang), card, lang)
    )


def trick_text(trick: Trick, n: int) -> Text:
    """Who won trick ``n``, and its points."""
    winner, points = trick.winner, trick.points
    if winner == HUMAN:
        return said("dash_you_won_trick", n=n, points=points)
    return said("dash_won_trick", seat=winner, n=n, points=points)


def choice_text(seat: int, choice: str, why: Text | None) -> Text:
    """``seat``'s capote choice, with a computer player's reason (``why``)."""
    if seat == HUMAN:
        return lambda lang: t("dash_you_chose", lang, choice=t(f"dash_choice_{choice}", lang))
    reason = why or (lambda lang: "")
    return lambda lang: t(
        "dash_chose", lang, seat=seat, choice=t(f"dash_choice_{choice}", lang), why=reason(lang),
    )


def capote_offer(hand: Hand) -> Text:
    """The capote choice, with what each way out costs in the rules' own counter (a life,
    a bóla), as the hand would be scored."""
    rules = hand.rules
    win = penalty_phrase(rules, -rules.capote_gain, "verb_you")
    others = penalty_phrase(rules, 1)
    if not rules.failed_capote:
        return said("dash_capote_offer_plain", n=hand.tricks_done, gain=win, verb=others)
    return said("dash_capote_offer", n=hand.tricks_done, gain=win, verb=others,
                lose=penalty_phrase(rules, 1, "verb_you"), stopped=penalty_phrase(rules, -1))


def turn_note(hand: Hand) -> Note | None:
    """What seat 0 is to do now (None when it is not seat 0's turn)."""
    if hand.to_act != HUMAN:
        return None
    if hand.decision_pending:
        return Note("capote", capote_offer(hand))
    led = hand.led_suit
    if led is None:
        return Note("turn", said("dash_your_lead"))
    return Note("turn", said("dash_follow", suit=led))


def past_log(hand: Hand) -> list[LogEntry]:
    """The log of a loaded hand, from its plays (the reasons of the past are not saved)."""
    log: list[LogEntry] = []
    for trick_no, trick in enumerate(hand.tricks, 1):
        for seat, card in trick.seat_cards:
            log.append(_past_entry(seat, card, trick_no))
        log.append(LogEntry("trick", trick_text(trick, trick_no), trick.winner, None, trick_no))
    for seat, card in hand.current_trick:
        log.append(_past_entry(seat, card, hand.tricks_done + 1))
    return log


def _past_entry(seat: int, card: Card, trick_no: int) -> LogEntry:
    text: Text = (
        said("dash_you_played", card=card)
        if seat == HUMAN
        else (lambda lang: t("dash_played", lang, seat=seat, card=card, why="").rstrip(": "))
    )
    return LogEntry("play", text, seat, card, trick_no)


# ---- between hands and at the end ----------------------------------------------------------


def summary_notes(hand_no: int, score: HandScore, before: int, seats: Seats) -> list[Note]:
    """The hand's outcome, seat 0's counter ``before`` and after, who went out."""
    outcome = score.outcome
    notes = [Note("summary", lambda lang: t(
        "dash_summary_title", lang, n=hand_no, outcome=t(f"dash_outcome_{outcome}", lang)
    ))]
    after = score.after[HUMAN]
    if before != after:
        notes.append(Note("summary", lambda lang: t(
            "dash_you_delta", lang, counter=seats.counter_name(lang), before=before, after=after
        )))
    for seat in score.eliminated:
        notes.append(Note("summary", said("dash_eliminated_you") if seat == HUMAN
                          else said("dash_eliminated", seat=seat)))
    return notes


def summary_lines(score: HandScore, seats: Seats, lang: str) -> list[str]:
    """The hand's scoring explained as the engine explains it, with the learner called "you"
    and the computer seats by their names (``coteccio_lab.explain``)."""
    return explain_score(score, lang, you=HUMAN,
                         name=lambda seat, lang: seats.name(seat, lang))


def answered_text(move: Move, counter: int, seats: Seats) -> Text:
    """A seat's answer to an offer between hands (``move``), said to seat 0 ("you") when
    it is seat 0's; ``counter``: the seat's count after it (a doctor call's). An offer the
    narration has no sentence of its own for is told with its button's words."""
    seat, choice, you = move.seat, move.choice, move.seat == HUMAN
    if move.kind == "cappotto":
        return said(f"dash_you_cappotto_{choice}") if you else said(
            f"ui_seat_cappotto_{choice}", seat=seat)
    if move.kind == "doctor" and choice == "stay":
        return said("dash_doctor_declined_you") if you else said("dash_doctor_declined",
                                                                  seat=seat)
    if move.kind == "doctor":
        return lambda lang: t(
            "dash_doctor_called_you" if you else "dash_doctor_called", lang,
            **({} if you else {"seat": seat}), n=counter, counter=seats.counter_name(lang))
    key, params = move.told(you)
    return lambda lang: t(key, lang, **params)


def offer_note(m: Match, decision: Decision, seats: Seats) -> Note:
    """What seat 0 is offered between hands: the doctor's terms, else the sentence of the
    kind of its pending decision (``DecisionKind.prompt``)."""
    if decision.kind == "doctor":
        return doctor_offer_note(m.doctor_lives(), m.doctor_cost(HUMAN), seats)
    return Note(decision.kind, said(KINDS[decision.kind].prompt))


def doctor_offer_note(lives: int, cost: float, seats: Seats) -> Note:
    return Note("doctor", lambda lang: t(
        "dash_doctor_offer", lang, n=lives, counter=seats.counter_name(lang),
        cost=t("dash_doctor_cost", lang, cost=_money(cost)) if cost else "",
    ))


def match_over_notes(m: Match, seats: Seats) -> list[Note]:
    """Who won the match (or which seats tie), and the pot."""
    winner, winners = m.winner, m.winners
    notes: list[Note] = []

    def names(group: list[int], lang: str) -> Word:
        return list_word([seats.name(s, lang, capital=False) for s in group], lang)

    if winner == HUMAN:
        notes.append(Note("over", said("dash_match_won_you")))
    elif winner is not None:
        notes.append(Note("over", said("dash_match_won", seat=winner)))
    elif winners:  # Piacenza/Modena (004): every seat but the loser wins
        losers = [s for s in range(m.players) if s not in winners]
        notes.append(Note("over", lambda lang: t(
            "dash_match_won_several", lang, winners=names(winners, lang),
            losers=names(losers, lang),
        )))
    else:
        # nobody won (Piacenza with every seat level, or the kit's bound on deals): the seats
        # level at the best count are named; one seat alone at the top did not win either
        low = min(m.counters) if not m.rules.counts_down else max(m.counters)
        tied = [s for s, c in enumerate(m.counters) if c == low]
        if len(tied) > 1:
            notes.append(Note("over", lambda lang: t("dash_match_tie", lang,
                                                     seats=names(tied, lang))))
        else:
            notes.append(Note("over", said("ui_match_over_nowinner")))
    if m.pot:
        notes.append(Note("over", said("dash_match_pot", pot=_money(m.pot))))
    return notes


def class_answer_note(hand_no: int, status: int, error: str, *, again: bool = False) -> Note:
    """The class service's answer about a hand: stored, already stored, refused, or to be
    sent again."""
    if status == 200:
        return Note("class", said("dash_class_already" if again else "dash_class_saved",
                                  n=hand_no))
    if 400 <= status < 500:
        return Note("class", said("dash_class_refused", n=hand_no, error=error))
    return Note("class", said("dash_class_retry", n=hand_no, error=error))


def _reason(why: str, card: Card, lang: str) -> str:
    """A player's reason without the clause that names the card again.

    >>> from coteccio_lab.cards import Card
    >>> _reason("I play the Four of cups: it is my only legal card", Card.parse("4c"), "en")
    'it is my only legal card'
    >>> _reason("a legal card chosen at random.", Card.parse("4c"), "en")
    'a legal card chosen at random.'
    """
    head, sep, rest = why.partition(": ")
    if sep and card.name(lang).lower() in head.lower():
        return rest
    return why


def _money(value: float) -> str:
    return f"{value:g}"
