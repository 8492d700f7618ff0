"""Every reading of the sources, third pass: one section per reading, each quoting
the source sentence it reads (or naming the kit's assumption)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from engine_helpers import FOUR, play_out, played, push_played

from coteccio_lab import cli
from coteccio_lab.cards import DECK
from coteccio_lab.hand import Hand
from coteccio_lab.match import Match
from coteccio_lab.moves import Move
from coteccio_lab.players.offers import CAPOTE_FALLBACK
from coteccio_lab.records import MAX_DEALS, HandRecord, RecordError, replay
from coteccio_lab.rules import Rules, RulesError
from coteccio_lab.scoring import capote_tips, match_end, score_hand


def always_call(match: Match) -> Match:
    """Play ``match`` to its end with seats that call the doctor whenever it is offered."""
    k = 0
    while not match.over:
        for seat in list(match.doctor_offers):
            match.push(Move(seat, doctor="call"))
        for seat in list(match.cappotto_offers):
            match.push(Move(seat, cappotto="restart"))
        if match.over:
            break
        play_out(match, random.Random(k).random, CAPOTE_FALLBACK)
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
    partecipanti e si gioca ad eliminazione, all'assegnazione di una bòla." The last two
    tie on four bóle, everyone comes back on three; the next bóla puts
    a seat out for good, though the preset's doctor is unlimited (the first seed whose
    random playout reaches the sudden death)."""
    for seed in range(100):
        match = Match.new("bergamo", 5, seed=seed)
        k = 0
        while not match.sudden_death and not match.over:
            match.play_random(seed=k)
            k += 1
        if match.sudden_death:
            break
    assert match.sudden_death and match.counters == [3, 3, 3, 3, 3]
    saved = Match.loads(json.dumps(match.to_json()))
    assert saved.sudden_death  # read again from the history, not from a flag in the file
    score = match.play_random(seed=k)
    while not score.eliminated:
        k += 1
        score = match.play_random(seed=k)
    assert match.doctor_offers == []
    for out in score.eliminated:
        assert match.counters[out] == 4 and not match.doctor_allowed(out)
    assert "no doctor from then on (004)" in match.rules.describe()


# ---- 8: a seat back through the doctor takes its turn to deal -----------------------------


def _seat_1_goes_out(rules: dict[str, object]) -> Match:
    """Dealer 0, seat 1 on its last life loses the hand (the first seed where it does)."""
    for seed in range(200):
        match = Match.new(rules, 4, seed=seed, dealer=0)
        match.counters = [4, 1, 4, 4]
        if play_out(match, random.Random(seed).random, CAPOTE_FALLBACK).eliminated == (1,):
            return match
    raise AssertionError("no seed puts seat 1 out")


def test_a_seat_back_through_the_doctor_deals_next() -> None:
    """000: "O carteador da próxima mão será sempre o jogador sentado à direita do carteador
    na mão anterior." Seat 1 goes out and calls the doctor at once: it is back in before
    the next deal, so the deal passes to it, not over it to seat 2."""
    match = _seat_1_goes_out({"doctor": "once"})
    assert match.doctor_offers == [1]
    match.push("doctor:call")
    assert match.hand is not None and match.dealer == 1 and match.hand.dealer == 1
    # a seat that stays out is passed over
    match = _seat_1_goes_out({"doctor": "once"})
    match.push("doctor:stay")
    assert match.hand is not None and match.dealer == 2
    # a save while the answer is due keeps the deal where it will be
    match = _seat_1_goes_out({"doctor": "once"})
    again = Match.loads(json.dumps(match.to_json()))
    again.push("doctor:call")
    assert again.dealer == 1


# ---- 3 and 4: who deals after an annul, said as the engine plays it -------------------------

# 3 players; seat 0 wins the first four tricks with its sevens. Dealer 2: seat 0 led the
# first trick. Dealer 0: seat 1 led it, and seat 0 took it with 7c.
LED = (["7c 7d 7s 7b Ac", "3c 3d 3s 3b Kc", "4c 4d 4s 4b Qc"], 2, FOUR)
DID_NOT_LEAD = (LED[0], 0, "3c 4c 7c  7d 3d 4d  7s 3s 4s  7b 3b 4b")


def _annulled(deal: tuple[list[str], int, str], **options: object) -> Match:
    hands, dealer, plays = deal
    match = Match.new(Rules().override(**options), 3, seed=1, dealer=dealer)
    push_played(match, played(hands, dealer, plays, match.rules, capote="annul"))
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
    record = HandRecord.from_json(match.history[-1].to_json())
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
    while not hand.over:
        legal, every = hand.following_suit, hand.playable()
        off = [c for c in every if c not in legal]
        cards = off if off and not revoked else legal
        revoked = revoked or bool(off)
        hand.push(cards[int(rng.random() * len(cards))])
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


# ---- 10: Bergamo is played by five; a smaller table is the table's own option ---------------


def test_bergamo_is_played_by_five_and_a_smaller_table_is_marked() -> None:
    """004: "Il "Cotècc" si gioca in 5 giocatori, distribuendo 7 carte a testa." The preset
    starts a match with five only (seats going out leave fewer, as in any match); a table of
    two to four is the explicit option ``min_players``, which ``describe`` marks as the
    table's, not the source's."""
    bergamo = Rules.from_spec("bergamo")
    with pytest.raises(RulesError, match="bergamo is played by 5 players, not 4"):
        Match.new(bergamo, 4)
    assert "5 players; 7 cards each" in bergamo.describe()
    small = Rules.from_spec({"preset": "bergamo", "min_players": 3})
    match = Match.new(small, 3, seed=1)
    assert match.hand is not None and len(match.hand.spies) == 2
    assert "A match may start with 3 players: this table's option, not the source's" in (
        small.describe())
    assert "non della fonte" in small.describe("it") and "não da fonte" in small.describe("pt")
    # a five-seat match with one seat out is dealt to four, with the spies (004)
    assert Hand.deal_seats(bergamo, [True, True, False, True, True], 0, 9).spies


def test_the_description_of_a_whole_deck_deal() -> None:
    """004 (Piacenza): "Si gioca in quattro giocatori"; the preset deals all 40 cards (the
    kit's assumption), so no card stays out of the hand."""
    first = Rules.from_spec("piacenza").describe().splitlines()[1]
    assert first.startswith("4 players; 10 cards each, all 40 cards dealt")
    assert "stay out" not in first
    assert "the rest stay out" in Rules().describe()


# ---- 15: records the referee must refuse -----------------------------------------------------

WORKED_RECORD = {
    "format": "coteccio-hand/1", "dealer": 3,
    "hands": [["4b", "Ac", "2d", "5s", "6c"], ["Qc", "3d", "Ks", "7c", "Jd"],
              ["2b", "Kc", "4d", "6s", "Qs"], ["Jb", "7d", "3c", "As", "5d"]],
    "plays": ["4b", "Qc", "2b", "Jb"],
}


def _bergamo_record(in_play: list[bool], dealer: int = 0) -> dict[str, object]:
    """A Bergamo deal to the seats ``in_play`` of five, as the match would record it."""
    bergamo = Rules.from_spec("bergamo")
    hand = Hand.deal_seats(bergamo, in_play, dealer, 11)
    lives = [0 if ok else 4 for ok in in_play]
    return HandRecord.of_hand(hand, lives).to_json()


def _refused(record: dict[str, object], words: str, tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=words):
        replay(record)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 2


def test_spies_only_where_the_rules_show_them(tmp_path: Path) -> None:
    """004 (Bergamo): "A partire dalle mani con 4 giocatori, tra le carte restanti se ne
    mettono in mostra 2, dette spie." No spies in Trieste, none with five players, and
    exactly two with four or fewer."""
    _refused({**WORKED_RECORD, "spies": ["Ad", "Kd"]},
             "the Trieste rules show no cards; the record shows 2", tmp_path)
    five = _bergamo_record([True] * 5)
    replay(five)
    dealt = {c for h in five["hands"] for c in h}  # type: ignore[attr-defined]
    free = [c.code() for c in DECK if c.code() not in dealt]
    _refused({**five, "spies": free[:2]},
             "with 5 players the Bergamo rules show this many cards: 0", tmp_path)
    four = _bergamo_record([True, True, False, True, True])
    assert len(replay(four).hand.spies) == 2
    dealt = {c for h in four["hands"] for c in h}  # type: ignore[attr-defined]
    undealt = [c.code() for c in DECK if c.code() not in dealt and c.code() not in four["spies"]]
    _refused({**four, "spies": []},
             "with 4 players the Bergamo rules show this many cards: 2; the record shows 0",
             tmp_path)
    _refused({**four, "spies": undealt[:5]}, "the record shows 5", tmp_path)


def test_a_dealer_who_is_out_cannot_deal(tmp_path: Path) -> None:
    """000: "O carteador da próxima mão será sempre o jogador sentado à direita do
    carteador na mão anterior": the deal passes among the seats still in."""
    record = _bergamo_record([True, True, False, True, True])
    _refused({**record, "dealer": 2}, "seat 2 is out of the match, so it cannot deal",
             tmp_path)


def test_a_cappotto_hand_needs_a_seat_still_in(tmp_path: Path) -> None:
    """001: "Effettua una quinta smazzata, se perde anche questa ... vince la partita": a
    seat at zero plays a fifth hand against seats that still hold tokens; four seats all at
    zero are no hand of a match (nor would one of them "win the match")."""
    record = {**WORKED_RECORD, "rules": {"preset": "trieste", "cappotto_hands": True},
              "lives": [0, 0, 0, 0]}
    _refused(record, "every seat dealt cards is at 0 lives", tmp_path)
    replay({**record, "lives": [0, 2, 3, 1]})  # one seat on its fifth hand


def test_a_result_the_engine_does_not_give_is_refused(tmp_path: Path) -> None:
    """The hand-record spec: ``replay`` prints the engine's result; a record that claims
    another ``result`` for its hand is refused rather than silently corrected. Who won the
    match is the match's to say (001's cappotto), and is not checked."""
    match = Match.new("trieste", 4, seed=3)
    match.play_random(seed=1)
    saved = match.history[-1].to_json()
    assert replay(saved).score.delta == tuple(saved["result"]["delta"])
    wrong = json.loads(json.dumps(saved))
    wrong["result"]["delta"] = [0, 0, 0, 0]
    _refused(wrong, "'result': the record says delta", tmp_path)
    claims = json.loads(json.dumps(saved))
    claims["result"]["winners"] = [2]
    replay(claims)
    # a saved match still reads a history whose results it works out again itself
    data = json.loads(json.dumps(match.to_json()))
    data["history"][0]["result"]["delta"] = [0, 0, 0, 0]
    assert Match.from_json(data).history[0].to_json()["result"]["delta"] == saved["result"]["delta"]


# ---- 5: 003's doctor needs a stake -----------------------------------------------------------


def _goes_out(spec: dict[str, object], counters: list[int], out: tuple[int, ...]) -> Match:
    """A match at ``counters`` whose next hand (the first seed that does it) puts ``out`` out."""
    rules = Rules.from_spec(spec)
    for seed in range(400):
        match = Match.new(rules, len(counters), seed=seed)
        match.counters = list(counters)
        match.hand = Hand.deal_seats(rules, match.in_play, match.dealer, seed)
        if play_out(match, random.Random(seed).random, CAPOTE_FALLBACK).eliminated == out:
            return match
    raise AssertionError(f"no seed puts {out} out")


def test_003_no_doctor_without_a_stake() -> None:
    """003: "If there's no bidding, if you don't want to call the doctor, or if you've
    already reached the limit of buybacks, then you're out of the game." With
    ``doctor_needs_stake`` a table with no stake has no doctor; with a stake it has."""
    spec: dict[str, object] = {"doctor": "once", "doctor_needs_stake": True}
    assert _goes_out(spec, [1, 4, 4, 4], (0,)).doctor_offers == []
    match = _goes_out({**spec, "stake": 10}, [1, 4, 4, 4], (0,))
    assert match.doctor_offers == [0]
    match.push("doctor:call")
    assert match.paid[0] == 15  # half the stake, 003: "half of the original bid"
    assert _goes_out({"doctor": "once"}, [1, 4, 4, 4], (0,)).doctor_offers == [0]  # default
    assert "Without a stake there is no doctor (003)." in Rules.from_spec(spec).describe()


# ---- 6: 001's variant and 001's base game ----------------------------------------------------

# 3 players, dealer 2: seat 0 takes all five tricks, every point (6 + 5 + 4 + 6 = 21).
SWEEP = (["7c 7d 7s 7b Ac", "3c 3d 3s 3b Kc", "4c 4d 4s 4b Qc"], 2, FOUR + " Ac Kc Qc")


@pytest.mark.parametrize(
    ("sweep", "delta", "says"),
    [
        ("wins_hand", (0, -1, -1), "wins the hand, even with all the points (001's variant)"),
        ("ordinary", (-1, 0, 0), "seat 0 took the most points (21) and loses a life"),
        ("capote", (1, -1, -1), "took every trick (capote)"),
    ],
)
def test_001_sweep_readings(sweep: str, delta: tuple[int, ...], says: str) -> None:
    """001's variant: "se un giocatore si aggiudica tutte le mani, è il vincitore anche se
    egli ha tutti i punti"; 001's base game: "Durante ogni smazzata il giocatore che ha
    ottenuto più punti perde un gettone" (001 has no capote, no annul, no failed attempt)."""
    rules = Rules.from_spec({"sweep": sweep})
    hands, dealer, plays = SWEEP
    hand = played(hands, dealer, plays, rules, capote="attempt")
    assert (hand.decision_after is None) == (sweep != "capote")
    assert rules.failed_capote == (sweep == "capote")
    score = score_hand(hand, [4, 4, 4])
    assert score.delta == delta and says in " ".join(score.explain())
    assert Rules.from_spec(rules.to_spec()) == rules


# ---- 11: 004's doctor limits, no broader than 004 --------------------------------------------


def test_004_no_doctor_after_a_capote_only_with_the_others_on_one() -> None:
    """004: "non può più farlo se risulta perdente per cappotto insieme a tutti gli altri che
    siano come lui ridotti a un solo punto." Lesson 5's capote deal (seat 1 takes every
    trick): seats 0 and 2, on one life, go out together and neither may call; a seat that
    the capote puts out alone may (the kit's reading of "insieme")."""
    from coteccio_lab.curriculum.lesson5 import CAPOTE_DEAL

    rules = Rules.from_spec({"doctor": "once", "doctor_after_capote": False})
    for lives, offers in (([1, 3, 1, 2], []), ([1, 3, 2, 2], [0])):
        match = Match.new(rules, 4, seed=1, dealer=CAPOTE_DEAL.dealer)
        match.counters = lives
        assert push_played(match, CAPOTE_DEAL.played(rules)).outcome == "capote"
        assert match.doctor_offers == offers, lives
    assert "together with the other seats on one life" in rules.describe()


def test_004_the_doctor_is_refused_only_to_the_loser_of_the_last_two() -> None:
    """004: "Se i giocatori sono ridotti a due per l'uscita di tutti gli altri, il perdente
    che abbia un punto solo non può indottorarsi più." 000 and 003 ask for two others still
    in, which also refuses three players of whom two go out together; 004's reading
    (``doctor_until`` ``last_two``) lets them both come back."""
    spec: dict[str, object] = {"doctor": "unlimited", "doctor_until": "last_two"}
    assert _goes_out(spec, [1, 1, 3], (0, 1)).doctor_offers == [0, 1]
    assert _goes_out({"doctor": "unlimited"}, [1, 1, 3], (0, 1)).doctor_offers == []
    head_to_head = _goes_out(spec, [1, 3, 0], (0,))
    assert head_to_head.doctor_offers == [] and head_to_head.winners == [1]
    assert "except the loser of a hand played by the last two (004)" in (
        Rules.from_spec(spec).describe())


def test_the_two_doctor_limits_part_whenever_a_hand_leaves_one_of_three_or_more() -> None:
    """000: "desde que ainda hajam pelo menos dois jogadores com Vidas no jogo"; 003: "there
    need to be at least 2 other players still in the game"; 004: "Se i giocatori sono
    ridotti a due per l'uscita di tutti gli altri, il perdente che abbia un punto solo non
    può indottorarsi più." The limits part not only when three are left and two go out
    (lessons 3 and 5 used to say "only" in Portuguese): whenever a hand played by three or
    more puts out every player but one, 000 and 003 refuse them all and 004 lets them all
    call; when two or more stay in, or a hand is played by two, they agree."""
    last_two: dict[str, object] = {"doctor": "unlimited", "doctor_until": "last_two"}
    two_others: dict[str, object] = {"doctor": "unlimited"}
    for counters, out in (([1, 1, 3], (0, 1)), ([1, 1, 1, 3], (0, 1, 2))):
        assert _goes_out(last_two, counters, out).doctor_offers == list(out)
        assert _goes_out(two_others, counters, out).doctor_offers == []
    for counters, out in (([1, 1, 3, 3], (0, 1)), ([1, 3, 3], (0,))):
        assert _goes_out(last_two, counters, out).doctor_offers == list(out)
        assert _goes_out(two_others, counters, out).doctor_offers == list(out)
    # lesson 5's printed line gives each source's answer as the engine plays it
    from coteccio_lab.curriculum.readings import doctor_readings_table

    assert ("may the doctor come? 000, 003: no (they need two others); 004: no if the last two "
            "played the hand, yes if three or more did") in doctor_readings_table()
    assert ("000, 003: no (servono altri due); 004: no se la smazzata l'hanno giocata solo gli "
            "ultimi due, sì se l'hanno giocata in tre o più") in doctor_readings_table("it")
    assert ("000, 003: não (é preciso haver outros dois); 004: não se a mão foi jogada só pelos "
            "dois últimos, sim se foi jogada por três ou mais") in doctor_readings_table("pt")


# ---- 7: the same dealer after a proved revoke or a void hand, marked as the kit's ------------


def test_the_same_dealer_after_a_revoke_or_a_void_is_the_kits_assumption() -> None:
    """000: "O carteador da próxima mão será sempre o jogador sentado à direita do carteador
    na mão anterior"; after a revoke only "as cartas serão reembaralhadas, novamente
    distribuídas", after a void only "uma nova mão se iniciará". The kit keeps the dealer
    for both and says that this is its assumption."""
    table = Rules.from_spec({"revoke": "table"})
    words = table.describe()
    assert ("After a proved revoke or a void hand the same dealer deals again: the kit's "
            "assumption") in words
    assert "ipotesi del programma" in table.describe("it")
    assert "suposição do programa" in table.describe("pt")
    assert "After a void hand the same dealer" in Rules().describe()
    assert "same dealer" not in Rules.from_spec({"everyone_out": "restart"}).describe()


# ---- 12: 001's cappotto, the kit's rulings marked ---------------------------------------------


def test_the_cappotto_rulings_are_marked_and_a_tie_loses_the_fifth_hand() -> None:
    """001: "se perde anche questa (cioè anche in questa ottiene più punti degli altri)
    vince la partita", and "se due o più giocatori ottengono insieme il punteggio più
    elevato perdono entrambi un gettone": a tie for the most loses a token, so it loses
    the fifth hand too (the kit's reading). Skipping annulled and void hands among "le
    prime quattro", and putting out a seat whose fifth hand was not lost, are the kit's
    rulings, and ``describe`` says so."""
    from engine_helpers import TIE, TIE_PLAYS

    score = score_hand(played(TIE, 1, TIE_PLAYS, Rules.from_spec({"cappotto_hands": True})))
    assert score.points == (6, 6) and score.took_most(0) and score.took_most(1)
    hands, dealer, plays = SWEEP
    capote = score_hand(played(hands, dealer, plays, Rules(), capote="attempt"))
    assert capote.took_most(0) and not capote.took_most(1)  # a capote against it: not lost
    words = Rules.from_spec({"cappotto_hands": True}).describe()
    assert "The kit's rulings, not 001's: annulled and void hands are not counted" in words
    assert "a tie for the most loses the fifth hand" in words


# ---- 13: Piacenza and Modena, a race to 35 ----------------------------------------------------


def _hands_per_match(rules: Rules, seeds: int) -> list[int]:
    lengths = []
    for seed in range(seeds):
        match = Match.new(rules, 4, seed=seed)
        k = 0
        while not match.over:
            match.play_random(seed=k)
            k += 1
        lengths.append(len(match.history))
    return lengths


def test_piacenza_with_tressettes_values_is_a_race() -> None:
    """004: "Le regole sono simili a quelle del tressette, con la differenza che il giocatore
    perdente è quello che realizza più punti arrivando a totalizzarne 35 punti. Chiaramente
    i vincitori sono quelli che realizzano il minor punteggio". With Coteccio's values (78
    points a hand) a match is over in one or two hands; with Tressette's (about 11) it is a
    race of several. ``describe`` says who wins as ``match_end`` decides it."""
    coteccio = Rules.from_spec("piacenza")
    tressette = coteccio.override(card_values="tressette")
    short, long = _hands_per_match(coteccio, 200), _hands_per_match(tressette, 200)
    assert max(short) <= 2
    assert min(long) >= 2 and sum(long) / len(long) > 6
    words = coteccio.describe()
    assert "the highest total loses and every other seat wins" in words
    assert "lowest total wins" not in words
    assert match_end(coteccio, [71, 23, 7, 7]) == ((1, 2, 3), (0,))
    assert "Tressette" in tressette.describe() and "Ace 1" in tressette.describe()


# ---- 9: the exercises credit the sources of the rule that scored ------------------------------


def test_exercise_feedback_credits_only_the_sources_of_its_rule() -> None:
    """000: "Neste caso, a mão será anulada, ninguém perderá Vidas" (003 restarts instead:
    "everyone starts with 4 lives again"); 001 has no capote choice; 004 gives Piacenza no
    card values nor charges, so those are the kit's assumptions."""
    from coteccio_lab.curriculum import lesson3, lesson4, lesson5
    from coteccio_lab.widgets.exercises import CompareScoring, ScoreHand

    void = ScoreHand(lesson3.exercise_hand("everyone-out"), lesson3.LIVES["everyone-out"])
    assert void.score.outcome == "void"
    verdict = void.evaluate(void.answer())
    assert verdict.sources == "000" and not verdict.kit
    stopped = ScoreHand(lesson4.finished_hand("stopped", "attempt"))
    assert stopped.evaluate(stopped.answer()).sources == "000, 003, 004"
    normal = ScoreHand(lesson3.exercise_hand("out"), lesson3.LIVES["out"])
    assert normal.evaluate(normal.answer()).sources == "000, 001, 003, 004"
    piacenza = CompareScoring(lesson5.NO_TRICK_DEAL.record(), ["trieste", "piacenza"])
    verdict = piacenza.evaluate(piacenza.answer())
    assert verdict.kit and "004" in verdict.sources
    piacenza.check_button.click()
    assert "and the kit's assumptions" in piacenza.feedback_text()


# ---- every new reading: in the rules picker and in lesson 5, in each language ----------------

NEW_OPTIONS = ("annul_dealer", "doctor_until", "doctor_needs_stake", "sweep", "card_values",
               "min_players")


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_each_new_reading_is_in_the_picker_and_lesson_5(lang: str) -> None:
    from coteccio_lab.i18n import CATALOG
    from coteccio_lab.widgets.pickers import RULE_OPTIONS

    picker = {o.field: o for o in RULE_OPTIONS}
    for name in NEW_OPTIONS:
        option = picker[name]
        assert CATALOG[option.label][lang]
        for value in option.choices:
            assert CATALOG[f"ui_{option.choice_key}_{value}"][lang]
    folder = Path(__file__).parent.parent / "lessons" / ("" if lang == "en" else lang)
    lesson = json.loads((folder / "05-regional-variants.ipynb").read_text(encoding="utf-8"))
    text = " ".join("".join(cell["source"]) for cell in lesson["cells"])
    for words in ("`first_hand`", "`last_two`", "`doctor_needs_stake`", "`wins_hand`",
                  "`ordinary`", "`tressette`", "`min_players`", "«simili a quelle del tressette»"):
        if lang == "pt":  # Brazilian Portuguese quotes between “ ”
            words = words.replace("«", "“").replace("»", "”")
        # the Portuguese lesson writes a value after its option, `annul_dealer = first_hand`
        # (docs/glossary-pt.md)
        value = "= " + words[1:] if lang == "pt" and words.startswith("`") else words
        assert words in text or value in text, words
