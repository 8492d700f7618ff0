"""Every reading of the sources, third pass (issue 18): one section per point, each quoting
the source sentence it reads (or naming the kit's assumption)."""

from __future__ import annotations

import json
import random

import pytest
from engine_helpers import FOUR, played

from coteccio_lab.hand import Hand
from coteccio_lab.match import Match
from coteccio_lab.offers import CAPOTE_FALLBACK
from coteccio_lab.records import MAX_DEALS, HandRecord, replay
from coteccio_lab.rules import Rules, RulesError
from coteccio_lab.scoring import capote_tips, score_hand


def always_call(match: Match) -> Match:
    """Play ``match`` to its end with seats that call the doctor whenever it is offered."""
    k = 0
    while not match.over:
        for seat in list(match.doctor_offers):
            match.answer_doctor(seat, True)
        for seat in list(match.cappotto_offers):
            match.answer_cappotto(seat, "restart")
        if match.over:
            break
        assert match.hand is not None
        match.hand.playout(random.Random(k).random, CAPOTE_FALLBACK)
        match.finish_hand()
        k += 1
    return match


# ---- 14: rules that cannot end are refused; the kit reads every save it writes --------------


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ({"penalty": 0, "tie_penalty": 0}, "could never end"),
        ({"preset": "bergamo", "penalty": 0, "tie_penalty": 0}, "could never end"),
        ({"doctor": "unlimited", "doctor_min_others": 1}, "for ever"),
        ({"doctor": "unlimited", "doctor_min_others": 0}, "for ever"),
    ],
)
def test_rules_that_cannot_end_are_refused_when_made(spec: dict[str, object], words: str) -> None:
    """000: "Os demais continuarão jogando, até que só reste um jogador com Vidas": a match
    ends with one seat left. With no penalty at all nobody ever loses one; with an
    unlimited doctor and one other seat enough, two seats call it for ever."""
    with pytest.raises(RulesError, match=words):
        Rules.from_spec(spec)
    # the limited doctor, a penalty for the most only, a tie penalty only: all can end
    for fine in ({"doctor": "limited", "doctor_min_others": 1}, {"tie_penalty": 0},
                 {"penalty": 0}, {"preset": "piacenza", "penalty": 0, "tie_penalty": 0}):
        Rules.from_spec(fine)


def test_a_match_of_seats_that_always_call_ends_and_its_save_is_read() -> None:
    """The Bergamo preset (004: "con la possibilità di rientro", as often as one likes: the
    kit's assumption) with seats that always re-enter: seed 39 goes on to the kit's bound
    of ``MAX_DEALS`` deals, where the match ends with no winner (the kit's assumption), and
    the save the kit writes at that point is read back."""
    match = always_call(Match.new("bergamo", 5, seed=39))
    assert match.over and match.deal_no == MAX_DEALS and match.winners == []
    assert match.hand is None and not match.waiting
    again = Match.loads(json.dumps(match.to_json()))
    assert again.over and again.deal_no == MAX_DEALS and again.counters == match.counters


def test_two_seats_with_the_doctor_once_still_end() -> None:
    match = always_call(Match.new({"doctor": "limited", "doctor_min_others": 1}, 2, seed=5))
    assert match.over and len(match.winners) == 1


# ---- 1: Bergamo "ad eliminazione": after everyone comes back, no doctor --------------------


def test_bergamo_after_the_sudden_death_nobody_re_enters() -> None:
    """004: "Se i due finalisti con le 4 bòle a testa pareggiano si rientra in gioco tutti i
    partecipanti e si gioca ad eliminazione, all'assegnazione di una bòla." Seed 174: the
    last two tie on four bóle in hand 31, everyone comes back on three; the next bóla puts
    a seat out for good, though the preset's doctor is unlimited."""
    match = Match.new("bergamo", 5, seed=174)
    k = 0
    while not match.sudden_death:
        match.play_random(seed=k)
        k += 1
    assert len(match.history) == 31 and match.counters == [3, 3, 3, 3, 3]
    saved = Match.loads(json.dumps(match.to_json()))
    assert saved.sudden_death  # read again from the history, not from a flag in the file
    score = match.play_random(seed=k)
    while not score.eliminated:
        k += 1
        score = match.play_random(seed=k)
    assert score.eliminated == (3,) and match.counters[3] == 4
    assert match.doctor_offers == [] and not match.doctor_allowed(3)
    assert "no doctor from then on (004)" in match.rules.describe()


# ---- 8: a seat back through the doctor takes its turn to deal -----------------------------


def _seat_1_goes_out(rules: dict[str, object]) -> Match:
    """Dealer 0, seat 1 on its last life loses the hand (the first seed where it does)."""
    for seed in range(200):
        match = Match.new(rules, 4, seed=seed, dealer=0)
        match.counters = [4, 1, 4, 4]
        assert match.hand is not None
        match.hand.playout(random.Random(seed).random, CAPOTE_FALLBACK)
        if match.finish_hand().eliminated == (1,):
            return match
    raise AssertionError("no seed puts seat 1 out")


def test_a_seat_back_through_the_doctor_deals_next() -> None:
    """000: "O carteador da próxima mão será sempre o jogador sentado à direita do carteador
    na mão anterior." Seat 1 goes out and calls the doctor at once: it is back in before
    the next deal, so the deal passes to it, not over it to seat 2."""
    match = _seat_1_goes_out({"doctor": "once"})
    assert match.doctor_offers == [1]
    match.answer_doctor(1, True)
    assert match.hand is not None and match.dealer == 1 and match.hand.dealer == 1
    # a seat that stays out is passed over
    match = _seat_1_goes_out({"doctor": "once"})
    match.answer_doctor(1, False)
    assert match.hand is not None and match.dealer == 2
    # a save while the answer is due keeps the deal where it will be
    match = _seat_1_goes_out({"doctor": "once"})
    again = Match.loads(json.dumps(match.to_json()))
    again.answer_doctor(1, True)
    assert again.dealer == 1


# ---- 3 and 4: who deals after an annul, said as the engine plays it -------------------------

# 3 players; seat 0 wins the first four tricks with its sevens. Dealer 2: seat 0 led the
# first trick. Dealer 0: seat 1 led it, and seat 0 took it with 7c.
LED = (["7c 7d 7s 7b Ac", "3c 3d 3s 3b Kc", "4c 4d 4s 4b Qc"], 2, FOUR)
DID_NOT_LEAD = (LED[0], 0, "3c 4c 7c  7d 3d 4d  7s 3s 4s  7b 3b 4b")


def _annulled(deal: tuple[list[str], int, str], **options: object) -> Match:
    hands, dealer, plays = deal
    match = Match.new(Rules().override(**options), 3, seed=1, dealer=dealer)
    match.hand = played(hands, dealer, plays, match.rules, capote="annul")
    match.finish_hand()
    return match


def test_004_gives_the_lead_back_only_to_a_seat_that_led() -> None:
    """004: "Se il giocatore che ha trattato era primo di mano ha diritto di esserlo
    nuovamente." ``annul_dealer`` ``first_hand``: the same dealer deals again when the seat
    that annulled led the first trick, and the deal passes on when it did not."""
    led = _annulled(LED, annul_dealer="first_hand")
    assert led.dealer == 2 and led.hand is not None and led.hand.first_leader == 0
    passed = _annulled(DID_NOT_LEAD, annul_dealer="first_hand")
    assert passed.dealer == 1 and passed.hand is not None and passed.hand.first_leader == 2
    # 003 ("let the same dealer deal again") and 000 ("o jogo prossegue normalmente")
    assert _annulled(DID_NOT_LEAD).dealer == 0
    assert _annulled(LED, annul_dealer="next").dealer == 0
    assert "only if the seat that annulled led the first trick" in Rules().override(
        annul_dealer="first_hand").describe()


@pytest.mark.parametrize(
    ("deal", "option", "dealer", "says"),
    [
        (LED, "same", 2, "the same dealer deals again"),
        (LED, "next", 0, "the deal passes on"),
        (LED, "first_hand", 2, "it led the first trick, so the same dealer deals again"),
        (DID_NOT_LEAD, "first_hand", 1, "the deal passes on"),
    ],
)
def test_the_referee_names_the_dealer_the_engine_gives(
    deal: tuple[list[str], int, str], option: str, dealer: int, says: str
) -> None:
    """003: "cancel the hand and let the same dealer deal again"; 000: "o jogo prossegue
    normalmente". ``replay``'s account and the annul button's tooltip say who deals next
    as the match deals it."""
    match = _annulled(deal, annul_dealer=option)
    assert match.dealer == dealer
    record = HandRecord.from_json(match.history[-1])
    account = replay(record).account()
    assert says in account
    if option == "next" or dealer != deal[1]:
        assert "same dealer" not in account
    hands, first, plays = deal
    hand = played(hands, first, " ".join(plays.split()[:12]), match.rules)
    assert hand.decision_pending
    annul_tip, _ = capote_tips(hand)
    assert ("same dealer" in annul_tip) == (dealer == first)


# ---- 16: the attempt tooltip says what the rules give -------------------------------------


def test_the_attempt_tooltip_follows_the_rules() -> None:
    """000: "Se ele conseguir ganhar esta última vaza, ganhará uma Vida pelo Capote ... Se
    ele não conseguir, porém, perderá uma Vida ..., e o jogador que ganhou a última vaza
    ganhará uma Vida por ter salvo o Capote." The tooltip names the stopper's gain, and
    with ``capote_gain`` 0 no life is promised."""
    hands, dealer, plays = LED
    hand = played(hands, dealer, plays, Rules())
    _, attempt = capote_tips(hand)
    assert "the taker gains a life" in attempt and "stopped it gains a life" in attempt
    _, attempt = capote_tips(played(hands, dealer, plays, Rules().override(capote_gain=0)))
    assert "gains a life and" not in attempt and "the taker keeps its count" in attempt
    _, it = capote_tips(hand, "it")
    assert "fermato" in it


# ---- 2: a revoke at a Bergamo table costs a bóla --------------------------------------------


def _one_revoke(hand: Hand) -> Hand:
    """Play ``hand`` to its end: legal cards at random, but the first seat that can revoke
    does, once."""
    rng = random.Random(0)
    revoked = False
    while not hand.is_over:
        legal, every = hand.legal_plays, hand.playable()
        off = [c for c in every if c not in legal]
        cards = off if off and not revoked else legal
        revoked = revoked or bool(off)
        hand.play(cards[int(rng.random() * len(cards))])
    return hand


def test_a_bergamo_table_revoke_costs_a_bola_and_the_hand_plays_on() -> None:
    """004: "si ha l'obbligo di rispondere al segno giocato, pena l'assegnazione di una
    bóla". Under the Bergamo preset the one option ``revoke`` ``table`` charges it; that
    the hand then plays on is the kit's reading (004 names only the penalty), and every
    text that says so says whose reading it is."""
    rules = Rules.from_spec({"preset": "bergamo", "revoke": "table"})
    assert not rules.revoke_stops and Rules.from_spec("bergamo").revoke == "strict"
    hand = _one_revoke(Hand.deal(5, seed=0, dealer=4, rules=rules))
    assert len(hand.revokes) == 1 and hand.outcome == "normal"
    assert hand.tricks_done == 7  # played on to the end
    seat = hand.revokes[0].seat
    score = score_hand(hand)
    tied = [s for s in range(5) if score.points[s] == max(score.points)]
    most = rules.penalty if len(tied) == 1 else rules.tie_penalty
    assert score.penalty == tuple(
        (most if s in tied else 0) + (rules.revoke_penalty if s == seat else 0)
        for s in range(5)
    )
    words = rules.describe()
    assert "costs 1 (004, Bergamo) and the hand plays on (the kit's reading" in words
    # 000's reading stays one option away: the hand stops and is dealt again
    stops = _one_revoke(Hand.deal(5, seed=0, dealer=4, rules=rules.override(revoke_stops=True)))
    assert stops.outcome == "revoke" and score_hand(stops).penalty[seat] == 1
