"""Hand records (``docs/hand-record.md``): read, write, and referee them.

A record is one deal and how it was played. ``replay`` plays it through the
same ``Hand`` the lessons and the dashboard use and returns the spec's result;
a record that breaks the rules raises ``RecordError`` with one line that names
the play's index, the seat, the card and the reason.

>>> rec = HandRecord.from_json({
...     "format": "coteccio-hand/1", "dealer": 3,
...     "hands": [["4b", "Ac", "2d", "5s", "6c"], ["Qc", "3d", "Ks", "7c", "Jd"],
...               ["2b", "Kc", "4d", "6s", "Qs"], ["Jb", "7d", "3c", "As", "5d"]],
...     "plays": ["4b", "Qc", "2b", "7c"]})
>>> replay(rec)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
coteccio_lab.records.RecordError: play 3 (seat 3, 7c): 7c is not in seat 3's hand; seat 1 ...
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cards import Card
from .deal import DealError
from .hand import Hand, UnreadCard, read_card
from .i18n import Message, WordedError, language, t
from .jsonfile import brief, read_json
from .moves import Move
from .rules import Rules, RulesError, shown_name
from .scoring import HandScore, score_hand

__all__ = [
    "FORMAT", "MAX_DEALS", "HandRecord", "RecordError", "ReplayResult", "counter_range",
    "load_record", "replay",
]

FORMAT = "coteccio-hand/1"

MAX_DEALS = 1000
"""The most deals a match has. The kit's assumption, not a source's: a match that reaches it
without a winner ends there, with none (``Match.over``), so that every match ends and its
save stays readable (``jsonfile.MAX_BYTES``). Only seats that call an unlimited doctor
again and again come near it: the longest of 45 random matches (8 players, the doctor
unlimited, three calls each) lasted 169 deals."""


def counter_range(rules: Rules, deals: int = MAX_DEALS) -> tuple[int, int]:
    """The lowest and highest counter a seat can have after ``deals`` deals under ``rules``.

    Scoring never takes a counter below 0 (``scoring``) and moves it by at most one
    hand's worth per deal: the penalties, the capote gain, or a whole hand's points
    (72 and the last-trick bonus, tripled and doubled) with the points counter. A
    loose bound on purpose; what it refuses is a number no match can reach.

    >>> counter_range(Rules(), 10)
    (0, 14)
    """
    if rules.counter == "points":
        step = (72 + rules.last_trick_bonus) * 6 + rules.revoke_penalty
    else:
        step = max(1, rules.penalty, rules.tie_penalty, rules.revoke_penalty, rules.capote_gain)
    low = min(0, rules.start, rules.limit)
    return low, max(rules.start, rules.limit + 1) + step * max(1, deals)


class RecordError(WordedError):
    """A record that cannot be read or breaks the rules; the message is one line, worded
    when shown in the session's language (``str``), or in ``lang`` (``message``).

    >>> err = RecordError(Message("rec_after_end"))
    >>> str(err), err.message("it")
    ('the hand is already over', 'la smazzata è già finita')
    """

    def __init__(self, message: str | Message, *, play: int | None = None,
                 seat: int | None = None, card: str | None = None, reason: str = "") -> None:
        super().__init__(message)
        self.play = play
        self.seat = seat
        self.card = card
        self.reason = reason


def _at(play: int, seat: int | None, card: str, why: object) -> Message:
    """'play 3 (seat 1, Ac): ...': a fault at one card of the record."""
    return Message("rec_at_play", play=play, seat="?" if seat is None else seat, card=card,
                   why=why)


@dataclass
class HandRecord:
    """One hand as the spec writes it; unknown keys are kept for round trips.

    A record iterates its moves (python-chess's mainline): the cards, with the capote
    choice where it was made, refereed as ``replay`` does.

    >>> hand = Hand.deal(3, seed=4)
    >>> _ = [hand.push(hand.legal_moves[0]) for _ in range(3)]
    >>> [str(move) for move in HandRecord.of_hand(hand)] == [str(m) for m in hand.move_stack]
    True
    """

    dealer: int
    hands: list[list[Card]]
    plays: list[Card]
    rules: Rules = field(default_factory=Rules)
    capote: str | None = None
    lives: list[int] | None = None
    spies: list[Card] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    result: HandScore | None = None
    """The engine's score of the hand (a match's ``history`` gives it; the JSON's
    ``result``). A file's own ``result`` is only a claim: it stays in ``extra`` until
    ``replay`` checks it."""

    @classmethod
    def from_json(cls, data: Any) -> HandRecord:
        """Read a parsed JSON object; every fault is a RecordError in plain words."""
        if not isinstance(data, Mapping):
            raise RecordError(Message("rec_not_object"))
        fmt = data.get("format")
        if fmt != FORMAT:
            raise RecordError(Message("rec_not_format", want=repr(FORMAT), got=brief(fmt)))
        for key in ("dealer", "hands", "plays"):
            if key not in data:
                raise RecordError(Message("rec_lacks_key", key=repr(key)))
        try:
            rules = Rules.from_spec(data.get("rules"))
        except RulesError as err:
            raise RecordError(Message("rec_rules", err=err)) from None
        dealer = data["dealer"]
        if isinstance(dealer, bool) or not isinstance(dealer, int):
            raise RecordError(Message("rec_dealer_not_seat", got=brief(dealer)))
        hands_raw = data["hands"]
        if not isinstance(hands_raw, list) or not all(isinstance(h, list) for h in hands_raw):
            raise RecordError(Message("rec_hands_not_lists"))
        hands = [_cards(h, Message("rec_where_seat", key="hands", seat=i))
                 for i, h in enumerate(hands_raw)]
        if not isinstance(data["plays"], list):
            raise RecordError(Message("rec_not_card_list", where="'plays'"))
        capote = data.get("capote")
        if capote is not None and capote not in ("attempt", "annul"):
            raise RecordError(Message("rec_capote_value", got=brief(capote)))
        lives = data.get("lives")
        if lives is not None:
            if not isinstance(lives, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in lives
            ):
                raise RecordError(Message("rec_lives_not_list"))
            if len(lives) != len(hands):
                raise RecordError(Message("rec_lives_count", n=len(lives), seats=len(hands)))
            low, high = counter_range(rules)
            for seat, count in enumerate(lives):
                # what the rules allow (e.g. no negative lives), then what a match can reach
                fault = rules.counter_fault(count)
                if fault is None and not low <= count <= high:
                    fault = Message("rec_counter_unreachable", count=count,
                                    counter=Message(f"counter_{rules.counter}"),
                                    rules=shown_name(rules.name), low=low, high=high)
                if fault is not None:
                    raise RecordError(Message("rec_lives_seat", seat=seat, fault=fault),
                                      seat=seat, reason="counter")
        spies = _cards(data.get("spies", []), "'spies'")
        known = {"format", "rules", "dealer", "hands", "plays", "capote", "lives", "spies"}
        extra = {k: v for k, v in data.items() if k not in known}
        record = cls(dealer, hands, [], rules, capote, lives, spies, extra)
        for i, raw in enumerate(data["plays"]):
            try:
                record.plays.append(read_card(raw))
            except UnreadCard as err:
                # Name the seat that was to play: referee the plays before this one
                # (an earlier fault is reported first, as it comes first).
                hand = _referee(record, finished=False)
                seat = hand.to_act if hand.to_act is not None else hand.leader
                shown = raw if isinstance(raw, str) and len(raw) <= 40 else brief(raw)
                raise RecordError(_at(i, seat, shown, err), play=i, seat=seat,
                                  card=shown, reason="unknown_card") from None
        return record

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "rules": self.rules.to_spec(),
                               "dealer": self.dealer,
                               "hands": [[c.code() for c in h] for h in self.hands],
                               "plays": [c.code() for c in self.plays]}
        if self.capote is not None:
            out["capote"] = self.capote
        if self.lives is not None:
            out["lives"] = list(self.lives)
        if self.spies:
            out["spies"] = [c.code() for c in self.spies]
        out.update(self.extra)
        if self.result is not None:
            out["result"] = self.result.to_json()
        return out

    def __iter__(self) -> Iterator[Move]:
        return iter(_referee(self).move_stack)

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @classmethod
    def of_hand(cls, hand: Hand, lives: Sequence[int] | None = None) -> HandRecord:
        """The record of a hand as played so far (with the capote choice if made)."""
        return cls(
            dealer=hand.dealer,
            hands=[list(h) for h in hand.dealt],
            plays=hand.plays,
            rules=hand.rules,
            capote=hand.capote_choice,
            lives=list(lives) if lives is not None else None,
            spies=list(hand.spies),
        )

    def start(self) -> Hand:
        """A fresh ``Hand`` for this deal, checked against the rules and counters."""
        n = len(self.hands)
        try:
            self.rules.check_players(n)
        except RulesError as err:
            raise RecordError(Message("rec_hands_err", err=err)) from None
        if not 0 <= self.dealer < n:
            raise RecordError(Message("rec_dealer_range", last=n - 1, got=self.dealer))
        before = self.lives if self.lives is not None else [self.rules.start] * n
        for seat, (cards, count) in enumerate(zip(self.hands, before)):
            out = self.rules.is_out(count)
            # 001's cappotto: a seat may play a fifth hand at zero lives.
            if cards and out and not self.rules.cappotto_hands:
                raise RecordError(Message("rec_out_but_dealt", seat=seat, count=count,
                                          counter=Message(f"counter_{self.rules.counter}")))
            if not cards and not out:
                raise RecordError(Message("rec_in_but_not_dealt", seat=seat))
        for seat, cards in enumerate(self.hands):
            if cards and len(cards) != self.rules.hand_size:
                raise RecordError(Message("rec_hand_size", rules=shown_name(self.rules.name),
                                          size=self.rules.hand_size, seat=seat, got=len(cards)),
                                  reason="hand_size")
        try:
            hand = Hand(self.rules, self.hands, self.dealer, spies=self.spies)
        except DealError as err:
            raise RecordError(Message("rec_hands_err", err=err)) from None
        self._check_table(before)
        return hand

    def _check_table(self, before: Sequence[int]) -> None:
        """What no match deals: a dealer who is out, spies the rules do not show (004:
        "A partire dalle mani con 4 giocatori, tra le carte restanti se ne mettono in
        mostra 2"), and under 001's cappotto a hand dealt only to seats at zero lives."""
        rules = self.rules
        if not self.hands[self.dealer]:
            raise RecordError(Message("rec_dealer_out", seat=self.dealer), reason="dealer_out")
        dealt = [s for s, cards in enumerate(self.hands) if cards]
        shown = rules.spies if len(dealt) <= rules.spies_at_most else 0
        if len(self.spies) != shown:
            name = shown_name(rules.name)
            words = (Message("rec_spies_some", players=len(dealt), rules=name, shown=shown,
                             n=len(self.spies)) if rules.spies
                     else Message("rec_spies_none", rules=name, n=len(self.spies)))
            raise RecordError(words, reason="spies")
        if rules.cappotto_hands and all(rules.is_out(before[s]) for s in dealt):
            # 001: a seat at zero plays its fifth hand against seats that still have tokens
            raise RecordError(Message("rec_cappotto_all_out"), reason="counter")

    def play_under(self, rules: Rules) -> Hand:
        """This deal and its cards played to the end under other ``rules`` (to compare
        presets): a capote decision the record does not make is attempted, and cards
        after the hand ended under ``rules`` are left out. A deal that does not reach
        its end raises RecordError.

        >>> import random
        >>> hand = Hand.deal(4, seed=7)
        >>> hand.playout(random.Random(1).random)
        >>> HandRecord.of_hand(hand).play_under(Rules.from_spec("bergamo")).over
        True
        """
        # Fewer seats than the table starts with are compared (lesson 5 scores a four-seat
        # Trieste deal under Bergamo, as when a fifth seat is out); more never are.
        seats = sum(1 for h in self.hands if h)
        if seats > rules.max_players:
            rules.check_players(seats)
        hand = Hand(rules, self.hands, self.dealer, spies=self.spies)
        for card in self.plays:
            if hand.decision_pending:
                hand.push(self.capote or "attempt")
            if hand.over:
                break
            hand.push(card)
        if hand.decision_pending:
            hand.push(self.capote or "attempt")
        if not hand.over:
            raise RecordError(Message("rec_no_end", rules=shown_name(rules.name)))
        return hand

@dataclass(frozen=True)
class ReplayResult:
    """A refereed record: the hand as played and its score."""

    hand: Hand
    score: HandScore

    def to_json(self) -> dict[str, Any]:
        out = {"outcome": self.score.outcome,
               "tricks": [t.to_json() for t in self.hand.tricks]}
        out.update(self.score.to_json())
        out["outcome"] = self.score.outcome
        return out

    def account(self, lang: str | None = None) -> str:
        """A short readable account of the hand, for ``replay`` without ``--json``, in
        ``lang`` (without it, the session's language)."""
        hand, score = self.hand, self.score
        lang = lang or language()
        lines = [t("rp_rules", lang, rules=hand.rules.name, players=len(hand.active),
                   dealer=hand.dealer, leader=hand.first_leader)]
        for i, trick in enumerate(hand.tricks, 1):
            cards = " ".join(f"{seat}:{card.code()}" for seat, card in trick.seat_cards)
            lines.append(t("rp_trick", lang, i=i, cards=cards, winner=trick.winner,
                           n=trick.points))
        if hand.capote_choice:
            lines.append(t("rp_decision", lang, seat=hand.decider,
                           choice=t(f"rp_choice_{hand.capote_choice}", lang)))
        lines.append(t("rp_outcome", lang, outcome=t(f"pic_outcome_{score.outcome}", lang)))
        lines.extend(score.explain(lang))
        if score.outcome != "incomplete":
            counts = ", ".join(t("rp_seat_count", lang, seat=s, count=c)
                               for s, c in enumerate(score.after))
            lines.append(t(f"rp_after_{score.counter}", lang, counts=counts))
            if score.eliminated:
                out = ", ".join(t("rp_seat", lang, seat=s) for s in score.eliminated)
                lines.append(t("rp_out", lang, seats=out))
            if score.winner is not None:
                lines.append(t("rp_winner", lang, seat=score.winner))
            elif score.winners:
                seats = ", ".join(str(s) for s in score.winners)
                lines.append(t("rp_winners", lang, seats=seats))
        else:
            key = "rp_stops_choose" if hand.decision_pending else "rp_stops_play"
            lines.append(t(key, lang, seat=hand.to_act))
        return "\n".join(lines)


CLAIMED = ("outcome", "points", "counter", "delta", "after", "eliminated")
"""The fields of a record's ``result`` that the hand alone decides: ``replay`` refuses a
record whose ``result`` says otherwise. Who won the match (``winner``, ``winners``) is the
match's to say (001's cappotto can change it), so a record's claim of it is not checked."""


def replay(record: HandRecord | Mapping[str, Any]) -> ReplayResult:
    """Referee a record: play every card through the rules, then score the hand; a
    ``result`` the record carries must agree with the engine's (``CLAIMED``)."""
    rec = record if isinstance(record, HandRecord) else HandRecord.from_json(record)
    hand = _referee(rec)
    done = ReplayResult(hand, score_hand(hand, rec.lives))
    claimed = rec.extra.get("result")
    if claimed is not None:
        ours = done.to_json()
        if not isinstance(claimed, Mapping):
            raise RecordError(Message("rec_result_not_object", got=brief(claimed)),
                              reason="result")
        for key in CLAIMED:
            if key in claimed and claimed[key] != ours[key]:
                raise RecordError(Message("rec_result_differs", key=key,
                                          claimed=brief(claimed[key]), ours=brief(ours[key])),
                                  reason="result")
    return done


def _referee(rec: HandRecord, finished: bool = True) -> Hand:
    """Play the record's cards; ``finished=False`` for a prefix (no end-of-record checks)."""
    hand = rec.start()
    # where a capote choice is read: the first card of the last trick
    choice_at = (hand.hand_size - 1) * len(hand.active)
    for i, card in enumerate(rec.plays):
        if hand.decision_pending:
            if rec.capote is None:
                seat = hand.to_act
                raise RecordError(
                    _at(i, seat, card.code(), Message("rec_capote_missing", seat=seat)),
                    play=i, seat=seat, card=card.code(), reason="capote_missing",
                )
            hand.push(rec.capote)
        if hand.over:
            why = Message("rec_after_annul" if hand.outcome == "annulled"
                          else "rec_after_revoke" if hand.outcome == "revoke"
                          else "rec_after_end")
            seat = _holder(hand, card)
            raise RecordError(_at(i, seat, card.code(), why), play=i, seat=seat,
                              card=card.code(), reason="hand_over")
        if i == choice_at and rec.capote is not None and hand.capote_choice is None:
            raise _misplaced(hand, rec, i, hand.to_act)
        seat = hand.to_act
        refused = hand.refusal(card)
        if refused is not None:
            raise RecordError(_at(i, seat, card.code(), refused), play=i,
                              seat=seat, card=card.code(), reason=refused.reason)
        hand.play_index(card.index)
    if not finished:
        return hand
    if hand.decision_pending and rec.capote is not None:
        hand.push(rec.capote)
    elif rec.capote is not None and hand.capote_choice is None:
        last = len(rec.plays) - 1
        raise _misplaced(hand, rec, last, hand.play_seats()[last] if last >= 0 else None)
    return hand


def _holder(hand: Hand, card: Card) -> int:
    """The seat that holds ``card`` now, else the seat that led last."""
    for s in range(hand.n):
        if hand.holding_mask(s) & card.bit:
            return s
    return hand.leader


def _misplaced(hand: Hand, rec: HandRecord, at: int, seat: int | None) -> RecordError:
    """A ``capote`` choice where no seat faced the decision, named at play ``at``."""
    choice = rec.capote
    decision = hand.decision_after
    why: Message
    if decision is None:
        why = Message("rec_no_decision_rules", rules=shown_name(hand.rules.name))
    elif hand.tricks_done < decision:
        why = Message("rec_revoke_stops_early" if hand.outcome == "revoke" else "rec_stops_early",
                      done=hand.tricks_done, size=hand.hand_size)
    else:
        tricks = hand.tricks
        first = tricks[0].winner
        k = next(j for j, t in enumerate(tricks) if t.winner != first)
        why = Message("rec_no_sweep", decision=decision, first=first, other=tricks[k].winner,
                      k=k + 1)
    message = Message("rec_capote_misplaced", choice=repr(choice), why=why)
    if at < 0 or seat is None:
        return RecordError(message, reason="capote_misplaced")
    card = rec.plays[at].code()
    return RecordError(_at(at, seat, card, message), play=at, seat=seat,
                       card=card, reason="capote_misplaced")


def load_record(path: str | Path) -> HandRecord:
    """Read a record file; a missing, unreadable or malformed file is a RecordError."""
    return HandRecord.from_json(read_json(path, RecordError, Message("file_what_record")))


def _cards(raw: Any, where: Message | str) -> list[Card]:
    if not isinstance(raw, list):
        raise RecordError(Message("rec_not_card_list", where=where))
    try:
        return [read_card(c) for c in raw]
    except UnreadCard as err:
        raise RecordError(Message("rec_bad_cards", where=where, why=err)) from None

