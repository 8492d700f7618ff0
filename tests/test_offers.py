"""Every match ends: one policy answers the offers of every computer seat.

000: "Os demais continuarão jogando, até que só reste um jogador com Vidas. Este será o
vencedor do jogo." 001: "Quando tutti i giocatori tranne uno hanno perso i gettoni,
l'ultimo rimasto è il vincitore della partita." So every match, on every preset and
option, must reach a winner (or, where a reading allows it, a declared draw), whoever
plays it: ``Match.play_random``, ``players.table.play_match``, the widgets' table and
the dashboard all answer the doctor and 001's cappotto through ``coteccio_lab.players.offers``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from engine_helpers import cappotto_match
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coteccio_lab.match import Match, MatchError
from coteccio_lab.moves import Move
from coteccio_lab.players import Session, make_player
from coteccio_lab.players.offers import UNLIMITED_DOCTOR_CALLS, cappotto_answer, doctor_answer
from coteccio_lab.players.table import MAX_HANDS_PER_MATCH, play_match
from coteccio_lab.rules import EVERYONE_OUT, PRESETS, Rules
from coteccio_lab.shuffle import mix

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def tables(draw: st.DrawFn) -> tuple[Rules, int]:
    """A preset, a number of players, and any mix of the options that change a match's course."""
    name = draw(st.sampled_from(sorted(PRESETS)))
    base = PRESETS[name]
    options: dict[str, Any] = {"preset": name}
    options["revoke"] = draw(st.sampled_from(["strict", "table"]))
    options["revoke_stops"] = draw(st.booleans())
    options["first_dealer"] = draw(st.sampled_from(["fixed", "random"]))
    if name == "bergamo":  # 004 plays with five; smaller tables are the option min_players
        options["min_players"] = draw(st.integers(2, 5))
    if base.counter == "points":
        options["card_values"] = draw(st.sampled_from(["coteccio", "tressette"]))
    if base.counter != "points":
        options["doctor"] = draw(st.sampled_from(["off", "once", "limited", "unlimited"]))
        options["doctor_until"] = draw(st.sampled_from(["two_others", "last_two"]))
        options["doctor_needs_stake"] = draw(st.booleans())
        options["sweep"] = draw(st.sampled_from(["capote", "wins_hand", "ordinary"]))
        options["doctor_paid"] = draw(st.sampled_from(["call", "final_loss"]))
        options["doctor_after_capote"] = draw(st.booleans())
        options["stake"] = draw(st.sampled_from([0, 10]))
        options["everyone_out"] = draw(st.sampled_from(EVERYONE_OUT))
        options["capote_gain"] = draw(st.sampled_from([0, 1]))
        options["tie_penalty"] = draw(st.sampled_from([1, 2]))
    if base.counter == "lives":
        options["cappotto_hands"] = draw(st.booleans())
        options["annul"] = draw(st.booleans())
        options["failed_capote"] = draw(st.booleans())
        options["annul_dealer"] = draw(st.sampled_from(["same", "next", "first_hand"]))
    rules = Rules.from_spec(options)
    players = draw(st.integers(rules.min_players, min(rules.max_players, 6)))
    return rules, players


def _ended(match: Match) -> None:
    assert match.over, match.counters
    assert match.hand is None and not match.waiting
    if match.rules.counter == "points" and len(set(match.counters)) == 1:
        assert match.winners == []  # the declared draw: every seat tied at the top
    else:
        assert match.winners, (match.counters, match.history[-1].result)


@SETTINGS
@given(tables(), st.integers(0, 2**40 - 1))
def test_every_match_ends_with_a_winner_play_match(table: tuple[Rules, int], seed: int) -> None:
    rules, players = table
    match = Match.new(rules, players, seed=seed)
    hands = play_match(match, [make_player("random")] * players, seed=seed)
    assert hands < MAX_HANDS_PER_MATCH
    _ended(match)


@SETTINGS
@given(tables(), st.integers(0, 2**40 - 1))
def test_every_match_ends_with_a_winner_play_random(table: tuple[Rules, int], seed: int) -> None:
    rules, players = table
    match = Match.new(rules, players, seed=seed)
    for k in range(MAX_HANDS_PER_MATCH):
        if match.over:
            break
        match.play_random(seed=k)
    _ended(match)


@SETTINGS
@given(tables(), st.integers(0, 2**40 - 1), st.sampled_from(["restart", "fifth"]),
       st.booleans())
def test_a_person_answering_otherwise_still_reaches_a_winner(
    table: tuple[Rules, int], seed: int, cappotto: str, doctor: bool
) -> None:
    """Seat 0 is a person who answers the cappotto and the doctor its own way."""
    rules, players = table
    match = Match.new(rules, players, seed=seed)
    session = Session(match, {s: "random" for s in range(1, players)}, seed=seed)
    rng = random.Random(mix(seed, 1))
    for _ in range(MAX_HANDS_PER_MATCH * 40):
        list(session.advance())
        if match.over:
            break
        assert session.waiting == 0, "nobody is left to answer, yet no hand is dealt"
        if 0 in match.cappotto_offers:
            session.push(Move(0, cappotto="restart" if cappotto == "restart" else "fifth"))
        elif 0 in match.doctor_offers:
            session.push(Move(0, doctor="call" if doctor else "stay"))
        else:
            session.push(rng.choice(match.legal_moves))
    _ended(match)


def test_the_policy() -> None:
    m = Match.new({"preset": "trieste", "doctor": "limited", "doctor_limit": 9}, 3, seed=3)
    m.doctor_used[1] = 8
    assert doctor_answer(m, 1)  # the rules' own limit decides
    m = Match.new({"preset": "trieste", "doctor": "unlimited"}, 3, seed=3)
    m.doctor_used[1] = UNLIMITED_DOCTOR_CALLS - 1
    assert doctor_answer(m, 1)
    m.doctor_used[1] = UNLIMITED_DOCTOR_CALLS
    assert not doctor_answer(m, 1)
    assert cappotto_answer(m, 1) == "restart"


def test_computer_seats_answer_the_cappotto_and_play_goes_on() -> None:
    """The reported stall: a cappotto offer nobody answered left the match with no hand."""
    m, seat, _ = cappotto_match(2)
    events = Session(m, ["random"] * m.players).answer_offers()
    assert [e.move for e in events] == [Move(seat, cappotto="restart")]
    assert events[0].computer and events[0].move.seat == seat  # type: ignore[union-attr]
    assert m.counters[seat] == m.rules.start and m.hand is not None


def test_the_person_at_the_screen_is_left_to_answer() -> None:
    m, seat, _ = cappotto_match(2)
    session = Session(m, {s: "random" for s in range(m.players) if s != seat})
    assert session.answer_offers() == [] and list(session.advance()) == []
    assert m.cappotto_offers == [seat] and m.hand is None and session.waiting == seat


@pytest.mark.parametrize("doctor", ["once", "unlimited"])
def test_computer_seats_call_the_doctor(doctor: str) -> None:
    for seed in range(200):
        m = Match.new({"preset": "trieste", "doctor": doctor}, 4, seed=seed)
        while m.hand is not None and not m.doctor_offers:
            m.play_random(seed=seed)
        if m.doctor_offers:
            seat = m.doctor_offers[0]
            lives = m.doctor_lives()
            events = Session(m, ["random"] * 4).answer_offers()
            assert events[0].move == Move(seat, doctor="call")
            assert lives == m.counters[seat]
            return
    raise AssertionError("no seed reaches a doctor offer")


def test_a_declined_doctor_that_ends_the_match_leaves_no_hand_to_play() -> None:
    """The case CI's search found: answering the waiting offers ended the match, so the
    learner's loop ``while not m.over: m.play_random()`` has no hand left to play; it
    gets None, not an error, and a match already over still says so."""
    rules = Rules.from_spec({
        "preset": "bergamo", "min_players": 2, "doctor": "once", "doctor_until": "last_two",
        "everyone_out": "void", "capote_gain": 0, "doctor_after_capote": False,
    })
    match = Match.new(rules, 5, seed=3)
    scores = []
    for k in range(MAX_HANDS_PER_MATCH):
        if match.over:
            break
        scores.append(match.play_random(seed=k))
    _ended(match)
    assert scores[-1] is None and all(s is not None for s in scores[:-1])
    with pytest.raises(MatchError, match="the match is over"):
        match.play_random(seed=0)
