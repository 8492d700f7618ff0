"""The computer players: legal moves with reasons, decisions from the view alone, the capote."""

from __future__ import annotations

import random

import pytest
from test_players_support import (
    capote_decision_hand,
    cautious_move,
    decision_position,
    same_view_other_cards,
    stop_hand,
    stop_positions,
    view_after,
)

from coteccio_lab.cards import Card, cards_from_mask, parse_cards
from coteccio_lab.hand import Hand
from coteccio_lab.players import (
    LEVELS,
    CautiousPlayer,
    JudgedPlayer,
    RandomPlayer,
    capote_threat,
    make_player,
    must_stop,
    sure_stoppers,
)
from coteccio_lab.players.table import play_hand, play_match
from coteccio_lab.rules import Rules
from coteccio_lab.view import SeatView

LANGS = ("en", "it", "pt")


def positions(count: int, seed: int, presets: tuple[str, ...] = ("trieste", "bergamo",
                                                                  "piacenza")):
    """Views of seats to move in seeded hands of every preset and table size."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        preset = rng.choice(presets)
        rules = Rules.from_spec(preset)
        players = rng.randint(rules.min_players, rules.max_players)
        hand = Hand.deal(
            players, seed=rng.getrandbits(40), dealer=rng.randrange(players), rules=rules
        )
        for _ in range(rng.randrange(players * rules.hand_size)):
            if hand.decision_pending:
                hand.push(rng.choice(["attempt", "annul"]))
            if hand.over:
                break
            legal = hand.following_suit
            hand.play_index(legal[rng.randrange(len(legal))].index)
        if not hand.over:
            out.append(hand)
    return out


def test_make_player() -> None:
    assert isinstance(make_player("random"), RandomPlayer)
    assert isinstance(make_player(" Cautious"), CautiousPlayer)
    assert isinstance(make_player("expert"), JudgedPlayer)
    assert [make_player(lv).name for lv in LEVELS] == list(LEVELS)
    with pytest.raises(ValueError, match="random, cautious, expert"):
        make_player("grandmaster")


@pytest.mark.parametrize("level", LEVELS)
def test_every_move_is_legal_and_explained(level: str) -> None:
    player = make_player(level)
    count = 40 if level == "expert" else 150
    for i, hand in enumerate(positions(count, seed=len(level))):
        seat = hand.to_act
        assert seat is not None
        view = SeatView.of(hand, seat)
        move = player.choose(view, random.Random(i), [hand.rules.start] * hand.n)
        assert move.seat == seat
        if hand.decision_pending:
            assert move.card is None and move.capote in ("attempt", "annul")
        else:
            assert move.capote is None and move.card in hand.following_suit
        for lang in LANGS:
            text = move.why(lang)
            assert text and "{" not in text and "}" not in text
        assert move.why("it") != move.why("en")


def test_a_player_refuses_a_seat_that_is_not_to_move() -> None:
    hand = Hand.deal(3, seed=2, dealer=0)
    other = (hand.to_act or 0) + 1
    for level in LEVELS:
        with pytest.raises(ValueError, match="turn"):
            make_player(level).choose(SeatView.of(hand, other), random.Random(0))


# ---- deciding from the view alone --------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_never_change_a_choice(level: str) -> None:
    """Other hidden cards, same view, same seed: the same move and the same sentence."""
    player = make_player(level)
    rng = random.Random(99)
    checked = 0
    for i, hand in enumerate(positions(150, seed=7, presets=("trieste", "bergamo"))):
        seat = hand.to_act
        assert seat is not None
        if hand.legal_mask.bit_count() < 2 and not hand.decision_pending:
            continue  # one legal card: nothing to choose
        other = same_view_other_cards(hand, seat, rng)
        if other is None:
            continue
        view, view2 = SeatView.of(hand, seat), SeatView.of(other, seat)
        assert view == view2
        assert any(other.holding_mask(s) != hand.holding_mask(s) for s in range(hand.n))
        a = player.choose(view, random.Random(i))
        b = player.choose(view2, random.Random(i))
        assert (a.card, a.capote, a.why("en"), a.analysis.values) == (
            b.card, b.capote, b.why("en"), b.analysis.values)
        checked += 1
        if level == "expert" and checked >= 25:
            break
    assert checked >= 20


def test_players_see_only_a_seat_view() -> None:
    """A player is handed a SeatView; nothing of the Hand reaches it."""
    hand = Hand.deal(4, seed=8, dealer=0)
    seen: list[object] = []

    class Spy:
        name = "spy"

        def __init__(self, inner: object) -> None:
            self.inner = inner

        def choose(self, view, rng, counters=None):  # type: ignore[no-untyped-def]
            seen.append(view)
            return self.inner.choose(view, rng, counters)  # type: ignore[attr-defined]

    play_hand(hand, [Spy(make_player(lv)) for lv in ("expert", "cautious", "random",
                                                     "cautious")], seed=3)
    assert hand.over and seen
    assert all(type(v) is SeatView for v in seen)


# ---- the capote ------------------------------------------------------------------------------


EXPERT_STOPS = {"ace over king": False, "expensive stop": False, "three players": True,
                "last to play": False}
"""Whether stopping the capote is worth it, as the judge's play-outs measure it: where the
stopping card is the Ace (it takes eleven points and leads into the last trick), letting
the taker decide its capote (it annuls, or fails, as often as not) costs less."""


@pytest.mark.parametrize("case", stop_positions(), ids=lambda c: c.name)
def test_cautious_stops_a_capote_when_one_card_can_and_the_expert_when_it_pays(case) -> None:  # type: ignore[no-untyped-def]
    from coteccio_lab.players.judge import Judge

    hand = stop_hand(case)
    seat = hand.to_act
    assert seat is not None
    view = SeatView.of(hand, seat)
    stop = must_stop(view)
    assert stop is not None
    threat, stoppers = stop
    assert stoppers == Card.parse(case.card).bit, "exactly one card stops it"
    assert capote_threat(view) == threat
    for seed in range(3):
        move = make_player("cautious").choose(view, random.Random(seed))
        assert move.card == Card.parse(case.card), seed
        assert move.analysis.reason == "why_stop_capote"
        assert f"{threat}" in move.why("en")
    move = make_player("expert").choose(view, random.Random(0))
    assert (move.card == Card.parse(case.card)) is EXPERT_STOPS[case.name]
    # and the judge is sure of it: the difference's interval leaves out a tie
    found = Judge().evaluate(view, seed=random.Random(0).getrandbits(32))
    other = found.runner_up()
    assert other is not None
    low = found.loss(other)[1]
    assert low > 0, found.loss(other)


def test_sure_stoppers_after_the_threat_led() -> None:
    # The seat that won every trick leads the next one, so it has always played first.
    hands = ["Ac Ad 2s 3s 4b", "Kc Kd 5s 6s 5b", "Qc Qd As 7s 6b"]
    hand = Hand(None, [parse_cards(h) for h in hands], dealer=2)
    for code in ["Ac", "Kc", "Qc"]:
        hand.push(code)
    assert capote_threat(SeatView.of(hand, 0)) is None  # seat 0 itself won the trick
    hand.push("2s")
    view1 = SeatView.of(hand, 1)
    assert capote_threat(view1) == 0
    # every spade of seat 1 beats the 2: the trick cannot go to seat 0 any more
    assert sure_stoppers(view1, 0) == view1.legal_mask
    assert must_stop(view1) is None  # all cards stop it, and it is early


@pytest.mark.parametrize("level", ["cautious", "expert"])
def test_capote_decision_follows_the_exact_odds(level: str) -> None:
    view = SeatView.of(capote_decision_hand(), 0)
    move = make_player(level).choose(view, random.Random(0))
    assert move.capote == "attempt" and move.analysis.odds is not None
    assert (move.analysis.odds.good, move.analysis.odds.total) == (650, 702)
    assert "650" in move.why("en") and "702" in move.why("en")
    for players in range(3, 9):
        view = SeatView.of(decision_position(players, 5), 0)
        move = make_player(level).choose(view, random.Random(0))
        assert move.analysis.odds is not None
        p = move.analysis.odds.probability
        assert move.capote == ("attempt" if p > 0.5 else "annul")


def test_random_capote_is_a_coin() -> None:
    view = SeatView.of(capote_decision_hand(), 0)
    choices = {make_player("random").choose(view, random.Random(s)).capote for s in range(20)}
    assert choices == {"attempt", "annul"}


# ---- the cautious habits ------------------------------------------------------------------------


def test_cautious_ducks_with_its_highest_losing_card() -> None:
    view = view_after(["Jc 2d 3b 4s 5b", "2c 7c Ac 6d 6s", "3c 4d 5s 6b 7b"], 2, "Jc")
    move = cautious_move(view)
    assert move.card == Card.parse("7c") and move.analysis.reason == "why_duck"
    assert move.why("en") == "I play the Seven of cups: it is my highest card that still " \
        "loses to the Jack of cups"


def test_cautious_throws_its_most_dangerous_card_when_void() -> None:
    view = view_after(["Jc 2d 3b 4s 5b", "Kb 7d Ad 6d 6s", "3c 4d 5s 6b 7b"], 2, "Jc")
    move = cautious_move(view)
    assert move.card == Card.parse("Ad") and move.analysis.reason == "why_discard"
    assert move.why("en") == ("I throw the Ace of coins: I have no cups and it is my most "
                              "dangerous card")
    assert move.why("it").startswith("Scarto l'Asso di denari: non ho coppe")


# (habit, hands of seats 0-2 with seat 2 dealing, plays so far, cautious's card and reason)
HABITS = [
    ("void: the most points", ["Jc 2d 3b 4s 5b", "Kb Qd 7d 7s 6s", "3c 4d 5s 6b 7b"], "Jc",
     "Kb", "why_discard"),
    # the Ace and King of swords are gone: two cards beat the Seven of swords, four the
    # Seven of coins
    ("void, equal points and rank: the one fewer cards beat",
     ["As Jc 2d 3b 4b", "2s 7d 3d 7s 6s", "Ks 3c 4d 5s 6b"], "As 2s Ks Jc", "7s", "why_discard"),
    # cups (2c 3c) and coins (7d alone) hold cards without points: out goes the Seven of
    # the shorter suit, not the lowest card
    ("lead: the top card without points of the shortest suit",
     ["2c 3c 7d Ks Qs", "Kb 6d Ad 6c 6s", "3d 4d 5s 6b 7b"], "", "7d", "why_lead_short"),
    # the King of swords is alone but has points; cups and coins are as short: the lower card
    ("lead: of two suits as short, the lower card",
     ["2c 5c 3d 6d Ks", "Kb 7d Ad 6c 6s", "4d 4c 5s 6b 7b"], "", "5c", "why_lead_short"),
    # seat 0 won trick 1 and leads again with 2c 3c 6d Kb
    ("lead after the first trick: the short suit again",
     ["Ab 2c 3c 6d Kb", "5b 6b 7b 2s 3s", "2b 3b 4s 5s 6s"], "Ab 5b 2b", "6d", "why_lead_short"),
    ("lead, every card with points: the lowest others may beat",
     ["Qd Jc Ks Kb Ab", "2b 6d 2d 6c 6s", "3d 4d 5s 6b 7b"], "", "Jc", "why_lead_low"),
    # nobody else has shown a cup: the shortest suit's Two cannot be beaten
    ("lead, the short suit's card unbeatable: the lowest others may beat",
     ["Ac 2c 2d 6d 5d", "5b 6b 7b 2s 3s", "2b 3b 4s 5s 6s"], "Ac 5b 2b", "2d", "why_lead_low"),
    # after three tricks seat 2 holds 7c and Ac: the Ace would win the last trick only if
    # seat 2 led it, and ducking leaves the lead to another seat, who may lead a suit where
    # seat 2 throws its Ace; the duck is what it says: 7c loses to Jc
    ("last trick but one: it ducks even holding a sure winner",
     ["Jc 2d 3d 4d Kb", "2c Qd Ad 6b 5s", "7c Ac 6d 7d 7b"],
     "2d Qd 6d  Ad 7d 3d  6b 7b Kb  Jc 2c", "7c", "why_duck"),
]


@pytest.mark.parametrize(("hands", "plays", "card", "reason"), [h[1:] for h in HABITS],
                         ids=[h[0] for h in HABITS])
def test_cautious_habit(hands: list[str], plays: str, card: str, reason: str) -> None:
    move = cautious_move(view_after(hands, 2, plays))
    assert move.card == Card.parse(card) and move.analysis.reason == reason


def test_cautious_says_why_it_leads_from_its_shortest_suit() -> None:
    move = cautious_move(view_after(["2c 3c 7d Ks Qs", "Kb 6d Ad 6c 6s", "3d 4d 5s 6b 7b"], 2,
                                    ""))
    assert move.why("en") == (
        "I lead the Seven of coins, my highest card without points in the shortest of my suits "
        "that have one: 4 higher coins are still out, so someone else should take the trick; "
        "and with no coins left I can throw a dangerous card when that suit is led")
    assert move.why("it").startswith(
        "Esco con il Sette di denari, la mia carta più alta senza punti, nel mio seme più corto "
        "fra quelli che ne hanno:")


def test_cautious_takes_high_when_nobody_after_it_can_beat() -> None:
    # seat 2 plays last in the trick; all its cups beat the 3
    view = view_after(["3c 2d 3b 4s 5b", "4d 7d 2b 6d 6s", "Qc Jc 5s 6b 7b"], 2, "3c 4d")
    move = cautious_move(view)
    assert move.card == Card.parse("Qc") and move.analysis.reason == "why_take_high"


def test_cautious_wins_low_when_someone_may_still_go_over() -> None:
    view = view_after(["3c 2d 3b 4s 5b", "Qc Jc 2b 6d 6s", "4d 7d 5s 6b 7b"], 2, "3c")
    move = cautious_move(view)
    assert move.card == Card.parse("Jc") and move.analysis.reason == "why_win_low"


def test_cautious_takes_a_cheap_trick_against_a_capote() -> None:
    # 3 players; seat 0 has won the first two tricks; seat 1 can take the third cheaply.
    hands = ["Ad Ab 7s 2c 3c", "3d 3b 6s 4c 5c", "4d 4b 4s 5s 6c"]
    view = view_after(hands, 2, "Ad 3d 4d  Ab 3b 4b  7s")
    assert capote_threat(view) == 0
    move = cautious_move(view)
    # seat 1 holds only the 6 of swords in the suit: its only legal card, no choice
    assert move.analysis.reason == "why_only_card"
    view = view_after(["Ad Ab 4s 2c 3c", "3d 3b 6s 3s 5c", "4d 4b 2s 5s 6c"], 2,
                       "Ad 3d 4d  Ab 3b 4b  4s")
    move = cautious_move(view)
    assert move.card == Card.parse("6s") and move.analysis.reason == "why_cheap_trick"
    assert "seat 0" in move.why("en")


def _beaters(view: SeatView, card: Card, seats: list[int]) -> int:
    """How many unseen cards above ``card`` in its suit one of ``seats`` may hold."""
    mask = 0
    for s in seats:
        if view.counts[s]:
            mask |= view.may_hold(s)
    return sum(1 for c in cards_from_mask(mask) if c.suit == card.suit and c > card)


def test_cautious_reasons_are_true_for_the_card_it_plays() -> None:
    """Each habit's sentence checked against the view, position by position."""
    seen = set()
    for hand in positions(600, seed=31, presets=("trieste", "bergamo")):
        if hand.decision_pending:
            continue
        view = SeatView.of(hand, hand.to_act or 0)
        move = cautious_move(view)
        card, reason, params = move.card, move.analysis.reason, dict(move.analysis.params)
        assert card is not None and card.bit & view.legal_mask
        seen.add(reason)
        legal = view.following_suit
        others = [s for s in view.active if s != view.seat]
        played = {s for s, _ in view.current}
        after = [s for s in others if s not in played]
        if view.current:
            led = view.current[0][1].suit
            best = max(c for _, c in view.current if c.suit == led)
            following = [c for c in legal if c.suit == led]
        if reason == "why_duck":
            assert card.suit == led and card < best and params["best"] == best
            assert not [c for c in following if card < c < best]
        elif reason == "why_discard":
            assert not following and params["suit"] == led
            assert (card.points, card.rank) == max((c.points, c.rank) for c in legal)
        elif reason in ("why_take_high", "why_win_low"):
            assert all(c > best for c in following) and card.suit == led
            lowest = min(following)
            if reason == "why_take_high":
                assert card == max(following) and _beaters(view, lowest, after) == 0
            else:
                assert card == lowest and _beaters(view, card, after) > 0
        elif reason in ("why_lead_short", "why_lead_low"):
            assert not view.current and params["n"].value == _beaters(view, card, others) > 0
            if reason == "why_lead_short":
                suit = [c for c in view.holding if c.suit == card.suit]
                assert card.points == 0 and card == max(c for c in suit if not c.points)
                shortest = min(sum(c.suit == s for c in view.holding)
                               for s in {c.suit for c in view.holding if not c.points})
                assert len(suit) == shortest
        elif reason == "why_lead_forced":
            assert all(_beaters(view, c, others) == 0 for c in legal)
            assert card.points == min(c.points for c in legal)
        else:
            assert reason in ("why_only_card", "why_stop_capote", "why_cheap_trick"), reason
    assert {"why_duck", "why_discard", "why_take_high", "why_win_low", "why_lead_short",
            "why_lead_low"} <= seen


# ---- the expert ------------------------------------------------------------------------------


def test_expert_values_every_legal_card_and_plays_the_judges_best() -> None:
    from coteccio_lab.players.advise import advise

    expert = make_player("expert")
    checked = 0
    for i, hand in enumerate(positions(12, seed=5, presets=("trieste",))):
        if hand.decision_pending or len(hand.following_suit) < 2:
            continue
        view = SeatView.of(hand, hand.to_act or 0)
        move = expert.choose(view, random.Random(i))
        assert [v.card for v in move.analysis.values] == view.following_suit
        best = max(v.utility for v in move.analysis.values)
        assert move.analysis.value_of(move.card).utility == best  # type: ignore[arg-type,union-attr]
        # the Hint on the same position with the seed the expert drew names the same card
        hint = advise(hand, seed=random.Random(i).getrandbits(32))
        assert hint.recommended == move.card.code()  # type: ignore[union-attr]
        checked += 1
    assert checked >= 6


def test_expert_is_exact_when_few_layouts_remain() -> None:
    """On the last trick but one of a small table every layout is played out by players
    who use no chance: the seed changes nothing."""
    hand = Hand.deal(2, seed=4, dealer=0)
    for _ in range(7):
        hand.play_index(hand.following_suit[0].index)
    view = SeatView.of(hand, hand.to_act or 0)
    a = make_player("expert").choose(view, random.Random(1))
    b = make_player("expert").choose(view, random.Random(2))
    assert a.analysis.values == b.analysis.values and a.card == b.card
    assert a.analysis.samples == b.analysis.samples


def test_expert_beats_random_in_a_few_hands() -> None:
    """A smoke test of strength (the real table is benchmarks/players.py)."""
    from coteccio_lab.players.simulate import simulate

    r = simulate(3, 25, ["expert", "random", "random"], seed=11)
    assert r.delta[0].mean > max(r.delta[1].mean, r.delta[2].mean)


def test_play_match_reaches_a_winner() -> None:
    from coteccio_lab.match import Match

    match = Match.new(None, 3, seed=5)
    hands = play_match(match, [make_player(lv) for lv in ("cautious", "random", "cautious")],
                       seed=1)
    assert match.over and match.winner is not None and hands >= 4
