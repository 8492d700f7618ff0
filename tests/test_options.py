"""The sources' different readings: each a named option, quoted from its source.

Each test names the sentence it implements; the default of each option is the
reading it replaces (see ``coteccio_lab.rules.Rules`` for why).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from engine_helpers import play_out, push_played

from coteccio_lab.hand import Hand
from coteccio_lab.i18n import t
from coteccio_lab.match import Match
from coteccio_lab.players import make_player
from coteccio_lab.players.table import play_match
from coteccio_lab.records import HandRecord, replay
from coteccio_lab.rules import Rules, preset
from coteccio_lab.scoring import FastScorer, score_hand

NEW_OPTIONS = {
    "revoke_stops": False,
    "doctor_paid": "final_loss",
    "everyone_out": "restart_in_play",
    "annul_dealer": "next",
    "first_dealer": "random",
    "doctor_after_capote": False,
}


def test_defaults_keep_the_readings_the_kit_had() -> None:
    r = Rules()
    assert (r.revoke_stops, r.doctor_paid, r.everyone_out, r.annul_dealer, r.first_dealer,
            r.doctor_after_capote) == (True, "call", "void", "same", "fixed", True)


@pytest.mark.parametrize(("option", "value"), sorted(NEW_OPTIONS.items()))
def test_a_hand_record_takes_each_option_as_an_override(option: str, value: Any) -> None:
    """The spec: "an object {"preset": NAME, …overrides}" whose keys are the documented options."""
    record = json.loads(json.dumps(_tie_record(rules={"preset": "trieste", option: value})))
    rec = HandRecord.from_json(record)
    assert getattr(rec.rules, option) == value
    assert rec.to_json()["rules"] == {"preset": "trieste", option: value}
    assert replay(rec).score.outcome == "normal"
    with pytest.raises(ValueError, match=option):
        HandRecord.from_json({**record, "rules": {"preset": "trieste", option: 7}})


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_describe_names_each_reading_and_its_source(lang: str) -> None:
    r = Rules.from_spec({"preset": "bergamo", "revoke": "table", "doctor": "unlimited",
                         **NEW_OPTIONS, "everyone_out": "restart_in_play"})
    text = r.describe(lang)
    bergamo = "(004, Bérgamo)" if lang == "pt" else "(004, Bergamo)"  # the city's Portuguese name
    for source in (bergamo, "(004)", "(001, 003)", "(003,"):
        assert source in text, (source, text)
    annul = preset("trieste").override(annul_dealer="next").describe(lang)
    assert "(000)" in annul
    plain = preset("trieste").describe(lang)
    for key in ("rd_annul_next", "rd_revoke_play_on", "rd_restart_in_play",
                "rd_doctor_not_after_capote", "rd_doctor_final_loss", "rd_first_dealer_random"):
        assert t(key, lang, penalty=1) not in plain


# ---- 004 (Bergamo): a revoke costs a bóla and the hand plays on ---------------------------


def _table_hands(rules: Rules, seed: int) -> tuple[Hand, list[int]]:
    """A seeded hand played with revokes now and then (table mode); the plays by index."""
    rng = random.Random(seed)
    hand = Hand.deal(3, seed=seed, dealer=0, rules=rules)
    plays = []
    while not hand.over:
        if hand.decision_pending:
            hand.push("attempt")
            continue
        pool = hand.playable() if rng.random() < 0.4 else hand.following_suit
        card = rng.choice(pool)
        plays.append(card.index)
        hand.push(card)
    return hand, plays


def test_004_bergamo_revoke_costs_a_bola_and_the_hand_plays_on() -> None:
    """004 (Bergamo): "si ha l'obbligo di rispondere al segno giocato, pena l'assegnazione di
    una 'bóla' (un punto)". With ``revoke_stops`` false (the Bergamo preset's own) nothing
    stops the hand, the kit's reading: it is scored as usual, plus the bóla."""
    stops = Rules.from_spec({"preset": "bergamo", "revoke": "table", "revoke_stops": True,
                             "min_players": 3})
    plays_on = stops.override(revoke_stops=False)
    checked = 0
    for seed in range(300):
        stopped, plays = _table_hands(stops, seed)
        if stopped.outcome != "revoke":
            continue
        # the same cards under 004's reading: the proof does not stop the hand
        hand = Hand.deal(3, seed=seed, dealer=0, rules=plays_on)
        for idx in plays:
            hand.play_index(idx)
        assert not hand.over and hand.proved_revoke is None
        rng = random.Random(seed)
        hand.playout(rng.random)
        assert hand.over and hand.outcome in ("normal", "capote")
        before = [1, 0, 2]
        score = score_hand(hand, before)
        plain = hand.copy()  # the same cards with revokes free: the usual rule alone
        plain.rules = plain.rules.override(revoke_penalty=0)
        usual = score_hand(plain, before).penalty
        revokers = [r.seat for r in hand.revokes]
        for s in range(3):
            expected = before[s] + usual[s] + revokers.count(s)
            assert score.after[s] == min(4, max(0, expected)), (seed, s)
        assert any(key == "score_revoke_play_on" for key, _ in score.reasons)
        # the search's scoring agrees (FastScorer takes the revokes already made)
        fast = FastScorer.for_hand(hand, before).deltas(
            hand.points(), [hand.tricks_won(s) for s in range(3)],
            hand.outcome, hand.tricks[0].winner, hand.tricks[-1].winner,
        )
        assert tuple(fast) == score.delta
        # and the referee accepts the record through to the end
        record = HandRecord.of_hand(hand, before).to_json()
        assert HandRecord.from_json(record).rules.revoke_stops is False
        assert replay(record).score.delta == score.delta
        checked += 1
        if checked == 5:
            return
    pytest.fail(f"only {checked} seeded hands with a proved revoke")


# ---- 004 (Trieste): the rising doctor price, paid on the final loss ----------------------


def _doctor_match(paid: str, seed: int) -> Match:
    rules = {"preset": "trieste", "doctor": "unlimited", "doctor_cost": "rising", "stake": 10,
             "doctor_paid": paid}
    m = Match.new(rules, 4, seed=seed)
    play_match(m, [make_player("random")] * 4, seed=seed)
    return m


def test_004_rising_doctor_price_is_paid_on_the_final_loss() -> None:
    """004 (Trieste): "è concesso di indottorarsi un numero indefinito di volte, a un prezzo
    (in caso di perdita definitiva) sempre più alto": the calls cost nothing while the seat
    plays on; a seat that loses the match pays each call's rising price (5, 10, 15 ...),
    the winner pays none of its own."""
    for seed in range(200):
        m = _doctor_match("final_loss", seed)
        winner = m.winner
        assert winner is not None and not any(m.doctor_owed)
        for s in range(4):
            owed = sum(5 * k for k in range(1, m.doctor_used[s] + 1))
            assert m.paid[s] == 10 + (0 if s == winner else owed), (seed, s)
        if m.doctor_used[winner]:
            at_call = _doctor_match("call", seed)  # the same match, paid at each call
            assert at_call.doctor_used == m.doctor_used
            assert at_call.paid[winner] > m.paid[winner]
            return
    pytest.fail("no seeded match where the winner had called the doctor")


def test_doctor_debts_survive_saving() -> None:
    rules = {"preset": "trieste", "doctor": "unlimited", "stake": 10, "doctor_paid": "final_loss"}
    m = Match.new(rules, 3, seed=4)
    m.doctor_owed[1] = 5.0
    again = Match.from_json(json.loads(json.dumps(m.to_json())))
    assert again.doctor_owed == [0.0, 5.0, 0.0]


# ---- 003: everyone starts with 4 lives again: the players still in only ------------------


def _tie_record(**changes: Any) -> dict[str, Any]:
    """Seats 0 and 1 tie for the most points (6 and 6); seat 2 holds no cards."""
    record: dict[str, Any] = {
        "format": "coteccio-hand/1", "rules": "trieste", "dealer": 1,
        "hands": [["Ac", "2d", "3d", "4d", "5d"], ["2c", "6d", "7d", "3s", "4s"]],
        "plays": ["Ac", "2c", "2d", "6d", "3s", "3d", "4s", "4d", "7d", "5d"],
    }
    record.update(changes)
    return record


@pytest.mark.parametrize(("option", "after"), [("restart", [4, 4, 4]),
                                               ("restart_in_play", [4, 4, 0])])
def test_003_everyone_starts_again_two_readings(option: str, after: list[int]) -> None:
    """003: "If, in a round, all the remaining players lose their last life at the same
    time, there won't be a winner. In that case, everyone starts with 4 lives again":
    everyone who began the match (``restart``) or the remaining players only."""
    record = _tie_record(rules={"preset": "trieste", "everyone_out": option},
                         hands=_tie_record()["hands"] + [[]], lives=[1, 1, 0])
    score = replay(record).score
    assert list(score.after) == after and score.winners == ()
    fast = FastScorer(score.rules, [1, 1, 0], (0, 1), 3).deltas(
        score.points, [s.tricks for s in score.seats], "normal", 0, 1)
    assert tuple(fast) == score.delta


# ---- 000: after an annul the hand "prossegue normalmente" --------------------------------


@pytest.mark.parametrize(("option", "moves"), [("same", False), ("next", True)])
def test_annul_same_dealer_or_the_deal_passes_on(option: str, moves: bool) -> None:
    """003: "cancel the hand and let the same dealer deal again" (``same``, the default);
    000: "Ninguém perderá vidas nesta mão, e o jogo prossegue normalmente" (``next``)."""
    rng = random.Random(1)
    for seed in range(400):
        m = Match.new({"preset": "trieste", "annul_dealer": option}, 4, seed=seed)
        hand = m.hand
        assert hand is not None
        dealer = m.dealer
        twin = hand.copy()
        twin.playout(rng.random, capote="annul")
        if twin.outcome != "annulled":
            continue
        score = push_played(m, twin)
        assert score.delta == (0, 0, 0, 0)
        assert m.dealer == ((dealer + 1) % 4 if moves else dealer)
        assert m.hand is not None and m.hand.dealer == m.dealer
        return
    pytest.fail("no seeded hand was annulled")


# ---- 000, 001 (and 003): the first dealer chosen at random -------------------------------


def test_first_dealer_at_random_from_the_seed() -> None:
    """000: "Através de um método qualquer (zerinho-ou-um, sorteio, livre escolha etc.),
    escolhe-se um carteador"; 001: "Il ruolo del cartaio viene determinato a caso"."""
    rules = {"preset": "trieste", "first_dealer": "random"}
    dealers = [Match.new(rules, 5, seed=seed, dealer=4).dealer for seed in range(60)]
    assert set(dealers) == set(range(5))  # drawn, not the seat given
    assert dealers == [Match.new(rules, 5, seed=seed).dealer for seed in range(60)]  # seeded
    assert {Match.new("trieste", 5, seed=seed, dealer=4).dealer for seed in range(60)} == {4}


# ---- 004 (Trieste): no doctor after going out to a capote --------------------------------


CAPOTE_DEAL = [["2d", "3d", "4d", "5d", "6d"], ["2s", "3s", "4s", "5s", "6s"],
               ["Ac", "Kc", "Qc", "Jc", "7c"], ["2b", "3b", "4b", "5b", "6b"]]


@pytest.mark.parametrize(("allowed", "offers"), [(True, [0, 1]), (False, [])])
def test_004_no_doctor_for_a_seat_put_out_by_a_capote(allowed: bool, offers: list[int]) -> None:
    """004 (Trieste): the loser "non può più farlo se risulta perdente per cappotto insieme a
    tutti gli altri che siano come lui ridotti a un solo punto". Seats 0 and 1, on one life
    each, go out together to seat 2's capote while seat 3 is still in: two others remain,
    so only this sentence (``doctor_after_capote`` false) keeps the doctor away."""
    rules = Rules.from_spec({"preset": "trieste", "doctor": "once",
                             "doctor_after_capote": allowed})
    m = Match.new(rules, 4, seed=1)
    m.counters = [1, 1, 4, 4]
    m.dealer = 1
    m.hand = Hand(rules, CAPOTE_DEAL, dealer=1)
    score = play_out(m, random.Random(0).random)
    assert score.outcome == "capote" and score.eliminated == (0, 1)
    assert m.doctor_offers == offers
