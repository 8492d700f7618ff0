"""Hand records through the Python API (docs/hand-record.md): reading, writing,
refereeing, and the faults a teacher's hand-written record can have."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import FOUR, STOP, WORKED, WORKED_PLAYS, deal, play
from record_cases import BROKEN, RECORDS, VALID

from coteccio_lab.cards import Card
from coteccio_lab.hand import Hand
from coteccio_lab.records import FORMAT, HandRecord, RecordError, load_record, replay
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import score_hand


def record(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "format": FORMAT, "dealer": 3, "hands": [h.split() for h in WORKED],
        "plays": WORKED_PLAYS.split(),
    }
    base.update(changes)
    return {k: v for k, v in base.items() if v is not None}


@pytest.mark.parametrize("name", sorted(VALID))
def test_valid_records_replay_as_derived(name: str) -> None:
    result = replay(load_record(RECORDS / f"{name}.json"))
    assert result.to_json() == VALID[name]


@pytest.mark.parametrize("name", sorted(VALID))
def test_record_json_round_trip(name: str) -> None:
    rec = load_record(RECORDS / f"{name}.json")
    again = HandRecord.from_json(json.loads(rec.dumps()))
    assert again == rec
    assert replay(again).to_json() == VALID[name]


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_records_raise_one_line(name: str) -> None:
    words, play_index, seat, card = BROKEN[name]
    with pytest.raises(RecordError) as err:
        replay(load_record(RECORDS / f"{name}.json"))
    message = str(err.value)
    assert words in message and "\n" not in message
    assert (err.value.play, err.value.seat, err.value.card) == (play_index, seat, card)


def test_fault_reasons() -> None:
    reasons = {}
    for name in ("broken-follow-suit", "broken-out-of-turn", "broken-unknown-card",
                 "broken-capote-missing", "broken-capote-misplaced", "broken-after-revoke"):
        with pytest.raises(RecordError) as err:
            replay(load_record(RECORDS / f"{name}.json"))
        reasons[name] = err.value.reason
    assert reasons == {
        "broken-follow-suit": "follow_suit",
        "broken-out-of-turn": "not_in_hand",
        "broken-unknown-card": "unknown_card",
        "broken-capote-missing": "capote_missing",
        "broken-capote-misplaced": "capote_misplaced",
        "broken-after-revoke": "hand_over",
    }


def test_the_first_fault_is_reported() -> None:
    """An unknown card after an illegal play: the earlier fault is the one named."""
    with pytest.raises(RecordError, match=r"^play 3 \(seat 3, 7d\): must follow suit"):
        replay(record(plays=["4b", "Qc", "2b", "7d", "??"]))


def test_capote_given_but_the_record_stops_before() -> None:
    rec = record(dealer=2, hands=[h.split() for h in STOP], plays=["7c", "3c"], capote="annul")
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert str(err.value) == (
        "play 1 (seat 1, 3c): 'capote' is 'annul' but the record stops after 0 of 5 tricks, "
        "before any capote decision"
    )
    with pytest.raises(RecordError, match=r"^'capote' is 'annul' but the record stops after 0"):
        replay({**rec, "plays": []})


def test_capote_attempt_at_the_end_of_the_record() -> None:
    """A record may stop right after the choice: the hand waits for the fifth trick."""
    rec = record(dealer=2, hands=[h.split() for h in STOP],
                 plays=FOUR.split(), capote="attempt")
    result = replay(rec)
    assert result.score.outcome == "incomplete"
    assert result.hand.capote_choice == "attempt" and result.hand.to_act == 0


def test_record_of_a_live_hand() -> None:
    """The dashboard saves a hand as played; replaying it gives the same hand and score."""
    hand = deal(STOP, 2, revoke="table")
    play(hand, "7c 3c 4c 7d 3d 4d 7s 3s 4s 7b Kc 4b")
    hand.push("attempt")
    play(hand, "2c 3b")
    rec = HandRecord.of_hand(hand, [4, 2, 3])
    data = json.loads(rec.dumps())
    assert data["rules"] == {"preset": "trieste", "revoke": "table"}
    assert data["capote"] == "attempt" and data["lives"] == [4, 2, 3]
    result = replay(data)
    assert result.hand.state_key() == hand.state_key()
    assert result.score == score_hand(hand, [4, 2, 3])
    assert result.score.outcome == "revoke"


def test_spies_and_unknown_keys_are_kept() -> None:
    # a spy is shown only where the rules show one (004's Bergamo; here a house rule)
    rec = HandRecord.from_json(record(spies=["Ad"], note="for lesson 3",
                                      rules={"preset": "trieste", "spies": 1}))
    assert rec.spies == [Card.parse("Ad")]
    assert rec.extra == {"note": "for lesson 3"}
    out = rec.to_json()
    assert out["spies"] == ["Ad"] and out["note"] == "for lesson 3"
    assert replay(rec).hand.spies == (Card.parse("Ad"),)


def test_defaults() -> None:
    rec = HandRecord.from_json(record())
    assert rec.rules == Rules() and rec.capote is None and rec.lives is None
    assert rec.to_json()["rules"] == "trieste"


@pytest.mark.parametrize(
    "data, words",
    [
        ([], "a hand record is a JSON object"),
        (record(format=None), "'format' must be 'coteccio-hand/1', found None"),
        (record(plays=None), "the record lacks the required key 'plays'"),
        (record(dealer=None), "the record lacks the required key 'dealer'"),
        (record(dealer="3"), "'dealer' must be a seat number, not '3'"),
        (record(dealer=True), "'dealer' must be a seat number"),
        (record(dealer=4), "'dealer' must be a seat from 0 to 3, not 4"),
        (record(hands="4b Ac"), "'hands' must be a list with one list of cards per seat"),
        (record(hands=[["4b"], "Qc"]), "'hands' must be a list with one list"),
        (record(hands=[["4b"], ["Qc"], [5]]), "'hands' seat 2: a card is written as text"),
        (record(plays="4b"), "'plays' must be a list of cards"),
        (record(plays=[7]), "play 0 (seat 0, 7): a card is written as text"),
        (record(capote="yes"), "'capote' must be 'attempt' or 'annul', not 'yes'"),
        (record(lives=[4, 4]), "'lives' must give one counter per seat (4), not 2"),
        (record(lives=[4, 4, 4, "4"]), "'lives' must be a list of whole numbers"),
        (record(lives=[4, 0, 4, 4]), "seat 1 is out of the match (lives 0) but was dealt cards"),
        (record(spies="Ad"), "'spies' must be a list of cards"),
        (record(spies=["Ac"]), "spy Ac is also dealt to seat 0"),
        (record(rules="bergamo", hands=[["4b"]] * 6), "bergamo is played by 5 players, not 6"),
        (record(rules="chess"), "'rules': unknown preset 'chess'"),
        (record(hands=[["Ac", "Kc", "Qc", "Jc", "7c", "6c"], ["2c", "3c", "4c", "5c", "2d", "3d"]],
                dealer=0, plays=[]), "'hands': Trieste deals 5 cards each, seat 0 was dealt 6"),
        (record(hands=[["Ac"], [], ["Kc"]], dealer=0, plays=[]),
         "seat 1 is still in the match but was dealt no cards"),
        (record(hands=[["Ac", "2c"], ["Kc"]], dealer=0, plays=[]),
         "'hands': Trieste deals 5 cards each, seat 0 was dealt 2"),
    ],
)
def test_record_faults_in_words(data: Any, words: str) -> None:
    with pytest.raises(RecordError) as err:
        replay(data)
    assert words in str(err.value)
    assert "\n" not in str(err.value)


def test_load_record_faults(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="no such file"):
        load_record(tmp_path / "none.json")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": ')
    broken = r"bad.json: not a hand record, the JSON is broken \(line 1"
    with pytest.raises(RecordError, match=broken):
        load_record(bad)
    bad.write_bytes(b"\xff\xfe")
    with pytest.raises(RecordError, match="cannot read it"):
        load_record(bad)
    bad.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(RecordError, match="the JSON is"):
        load_record(bad)
    with pytest.raises(RecordError, match="cannot read it"):
        load_record(tmp_path)


def test_record_rules_object_with_overrides() -> None:
    rec = HandRecord.from_json(record(rules={"preset": "trieste", "revoke": "table",
                                             "tie_penalty": 2}))
    assert rec.rules.revoke == "table" and rec.rules.tie_penalty == 2
    assert rec.to_json()["rules"] == {"preset": "trieste", "revoke": "table", "tie_penalty": 2}


def test_replay_uses_the_same_hand() -> None:
    result = replay(record())
    assert isinstance(result.hand, Hand)
    assert result.hand.points() == [0, 19, 5, 18]
    assert result.account().splitlines()[0] == (
        "Rules: trieste; 4 players; dealer seat 3; seat 0 leads."
    )


@pytest.mark.parametrize(
    ("name", "source"),
    [
        # 000: "distribur 5 cartas para cada jogador"; 004 (Trieste): "Ogni giocatore
        # riceve 5 carte". With four cards the capote decision would move to trick 3.
        ("broken-hand-size-short", "5 cartas para cada jogador"),
        ("broken-hand-size-long", "Ogni giocatore riceve 5 carte"),
        # 000: "Um jogador que fique com zero Vidas será eliminado do jogo": no count below 0.
        ("broken-negative-lives", "zero Vidas será eliminado"),
        # 004 (Bergamo): "Raggiunte le 4 bóle il giocatore è eliminato".
        ("broken-bole-past-limit", "Raggiunte le 4 bóle il giocatore è eliminato"),
        # 004 (Piacenza): "il giocatore perdente è quello che realizza più punti arrivando a
        # totalizzarne 35 punti": at 35 the match is over, no hand follows.
        ("broken-points-match-over", "arrivando a totalizzarne 35 punti"),
    ],
)
def test_records_the_rules_forbid(name: str, source: str) -> None:
    """A deal of another size or a counter out of bounds is refused."""
    with pytest.raises(RecordError) as err:
        replay(load_record(RECORDS / f"{name}.json"))
    assert BROKEN[name][0] in str(err.value) and "\n" not in str(err.value)
    assert source  # the sentence the refusal rests on, quoted above


def test_engine_keeps_bole_within_the_limit() -> None:
    """004: "Raggiunte le 4 bóle il giocatore è eliminato": a tie at 3 bóle (two each)
    puts the seat out at 4, never past it, so every record the engine writes replays."""
    data = json.loads((RECORDS / "bergamo-tie-one-each.json").read_text())
    data["rules"] = {"preset": "bergamo", "min_players": 3}
    data["hands"].append([])
    data["lives"] = [3, 1, 4]
    result = replay(data).to_json()
    assert result["after"] == [4, 3, 4] and result["delta"] == [1, 2, 0]
    assert result["winner"] == 1
