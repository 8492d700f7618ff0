"""An attack on what a table sends: every answer a seat's page or the teacher's board gets
is walked, string by string, for card codes and card names, and each card found must be
one that audience may see at that moment, in every phase of a match (a fresh deal, a trick,
the teacher's pause, the capote decision, an offer between hands, the match over): the view's
data and its words (``seatview``), all the page draws its board from.

What a seat may see is worked out here from the engine's records, not from the kit's views:
its own cards as dealt, every card played in this match so far, and the spies on the table.
A spectator without ``?hands=show`` sees the same less the seat's own cards.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from class_helpers import Clock

from coteccio_lab.cards import DECK, Card
from coteccio_lab.classservice import tables as tables_module
from coteccio_lab.classservice.seatview import words_for_seat, words_for_spectator
from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.classservice.table import Table
from coteccio_lab.classservice.tables import Tables
from coteccio_lab.classservice.tablestore import TableStore

LANGS = ("en", "it")


def strings(value: Any) -> Iterator[str]:
    """Every string in a JSON value, keys too."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings(item)


def cards_in(value: Any, lang: str) -> set[Card]:
    """The cards a JSON value names: a string that is a card's code, or holds its name."""
    found: set[Card] = set()
    codes = {c.code(): c for c in DECK}
    names = {c.name(lang).lower(): c for c in DECK}
    named = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")
    for text in strings(value):
        if text in codes:
            found.add(codes[text])
        else:
            found.update(names[name] for name in named.findall(text.lower()))
    return found


def public_cards(table: Table) -> set[Card]:
    """Every card played in the match so far, and the spies of the hand in play."""
    m = table.match
    seen = {card for record in m.history for card in record.plays}
    if m.hand is not None:
        seen.update(m.hand.plays)
        seen.update(m.hand.spies)
    return seen


def own_cards(table: Table, seat: int) -> set[Card]:
    """The seat's own cards as dealt, in every hand so far."""
    m = table.match
    mine = {card for record in m.history for card in record.hands[seat]}
    if m.hand is not None:
        mine.update(m.hand.dealt[seat])
    return mine


def seat_answer(tables: Tables, name: str, table: Table, lang: str) -> dict[str, Any]:
    """What a seat's page receives from its poll (``tableweb``'s answer, built the same way)."""
    with table.lock:
        answer = tables.view(name, table.id)
        answer["view"]["words"] = words_for_seat(table, answer["seat"], lang)
    return answer


def spectator_answer(tables: Tables, table: Table, delay: str, hands: bool,
                     lang: str) -> dict[str, Any]:
    """What the teacher's board receives for ``table`` (the watch and the live poll)."""
    with table.lock:
        answer = tables.spectate(table.id, delay, 0, hands)
        answer["view"]["words"] = words_for_spectator(table, delay, lang, hands=hands)
    return answer


def phase_of(table: Table) -> str:
    m = table.match
    if m.over:
        return "over"
    if m.hand is None:
        return "between hands"
    if m.hand.decision_pending:
        return "capote"
    return "trick" if m.hand.plays else "dealt"


def check(tables: Tables, table: Table, langs: tuple[str, ...]) -> None:
    public = public_cards(table)
    for lang in langs:
        mine = own_cards(table, 0)
        got = cards_in(seat_answer(tables, "ana", table, lang), lang)
        assert got <= public | mine, (phase_of(table), lang, sorted(c.code() for c in
                                                                       got - public - mine))
        if table.match.hand is not None and table.match.hand.holding(0):
            # the walk finds cards: the seat's own are in its answer
            assert set(table.match.hand.holding(0)) <= got
        for delay in ("trick", "hand"):
            watched = cards_in(spectator_answer(tables, table, delay, False, lang), lang)
            assert watched <= public, (phase_of(table), lang, delay,
                                       sorted(c.code() for c in watched - public))


@pytest.mark.parametrize(("rules", "seats", "seed"), [("trieste", 4, 12), ("bergamo", 5, 2)])
def test_no_answer_holds_a_card_its_reader_may_not_see(
        rules: str, seats: int, seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # seeds where this play meets the capote decision (Trieste) and the doctor's offer
    # between hands (Bergamo, which also lays spies on the table once 4 seats are left)
    monkeypatch.setattr(tables_module, "new_seed", lambda: seed)
    tables = Tables(TableStore(ClassStore.open(folder=tmp_path / "class")), clock=Clock())
    opened = tables.open("ana", {"seats": seats, "rules": rules,
                                 "computers": {str(s): "random" for s in range(1, seats)}})
    table = tables.table(opened["id"])
    choose = random.Random(seed)
    phases: set[str] = set()

    def look(phase: str) -> None:
        # every look in English; in Italian (its card names in the sentences) at each
        # phase met for the first time
        check(tables, table, ("en",) if phase in phases else LANGS)
        phases.add(phase)
    for _ in range(2000):
        while True:  # the computer seats one move at a time: a look after each
            with table.lock:
                computer = table.computer_to_act()
                if computer is None:
                    break
                tables._computer_move(table, computer, timer=False)
            look(phase_of(table))
        look(phase_of(table))
        if table.match.over:
            break
        if "paused" not in phases and table.match.hand is not None and table.match.hand.plays:
            tables.pause(table.id, True)  # the teacher's pause: its words, the same view
            look("paused")
            tables.pause(table.id, False)
        answer = tables.view("ana", table.id)
        tables.move("ana", table.id, answer["seq"], choose.choice(answer["view"]["legal"]))
    assert table.match.over
    want = {"dealt", "trick", "paused", "over"} | ({"capote"} if rules == "trieste" else
                                                   {"between hands"})
    assert want <= phases, phases


def poisoned(monkeypatch: pytest.MonkeyPatch, allowed: set[int]) -> list[int]:
    """``Hand.holding`` and ``Hand.dealt`` fail for any seat not in ``allowed``: a board
    drawn from the reader's view never asks for another seat's cards. The seats asked."""
    from coteccio_lab.hand import Hand
    asked: list[int] = []
    holding = Hand.holding

    def spy(self: Hand, seat: int) -> list[Card]:
        asked.append(seat)
        assert seat in allowed, f"the cards of seat {seat} were read"
        return holding(self, seat)

    def no_dealt(self: Hand) -> Any:
        raise AssertionError("every seat's dealt cards were read")

    monkeypatch.setattr(Hand, "holding", spy)
    monkeypatch.setattr(Hand, "dealt", property(no_dealt))
    return asked


def test_a_seats_answer_and_a_hidden_spectators_are_made_without_anothers_cards(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tables_module, "new_seed", lambda: 12)
    tables = Tables(TableStore(ClassStore.open(folder=tmp_path / "class")), clock=Clock())
    opened = tables.open("ana", {"seats": 4, "computers": [1, 2, 3]})
    table = tables.table(opened["id"])
    tables.advance(table.id)
    answer = tables.view("ana", table.id)
    tables.move("ana", table.id, answer["seq"], answer["view"]["legal"][0])
    tables.advance(table.id)
    hand = table.match.hand
    assert hand is not None
    counts = [len(hand.holding(s)) for s in range(4)]
    mine = [c.code() for c in hand.holding(0)]
    table._sights = (-1, {})  # (the views taken so far are made again, under the poison)
    poisoned(monkeypatch, {0})
    with table.lock:
        seat = seat_answer(tables, "ana", table, "it")
        watched = spectator_answer(tables, table, "trick", False, "it")
    # what the page draws the other seats' backs and its own row from
    assert seat["view"]["hand"]["counts"] == counts and seat["view"]["hand"]["holding"] == mine
    # the table's snapshot of the last trick: the same cards in hand as now, the trick
    # being played aside
    watched_hand = table.trick_snap
    assert watched_hand is not None
    assert "holding" not in watched["view"]["hands"]
    assert watched["view"]["hands"]["counts"] == [
        bin(watched_hand.holding_mask(s)).count("1") for s in range(4)]
    monkeypatch.undo()
    with table.lock:  # asked, the teacher sees every hand
        shown = spectator_answer(tables, table, "trick", True, "en")
    assert shown["view"]["hands"]["holding"] == [
        [c.code() for c in watched_hand.holding(s)] for s in range(4)]
