"""Properties over random deals and random play: every preset and its player range
(Trieste 2-8, Bergamo 2-5, Piacenza 4), strict and table mode, seats out of the match.

Settings stay modest (the machine has two cores and is shared).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coteccio_lab.cards import DECK, POINTS_BY_INDEX, cards_from_mask, deck_order
from coteccio_lab.hand import Hand, IllegalPlay
from coteccio_lab.records import HandRecord, replay
from coteccio_lab.rules import PRESETS, Rules
from coteccio_lab.scoring import score_hand

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
TABLES = [(name, n) for name, r in PRESETS.items()
          for n in range(r.min_players, r.max_players + 1)]


@dataclass(frozen=True)
class Game:
    rules: Rules
    in_play: tuple[bool, ...]
    dealer: int
    seed: int
    play_seed: int
    capote: str
    revoke_rate: float

    def deal(self) -> Hand:
        return Hand.deal_seats(self.rules, list(self.in_play), self.dealer, self.seed)

    def counters(self) -> list[int]:
        """Counters before the hand: the start for seats in play, out for the others."""
        r = self.rules
        return [r.start if ok else r.limit for ok in self.in_play]


@st.composite
def games(draw: st.DrawFn, mode: str | None = None) -> Game:
    name = draw(st.sampled_from(sorted(PRESETS)))  # each preset as often as the others
    n = draw(st.integers(PRESETS[name].min_players, PRESETS[name].max_players))
    revoke = mode or draw(st.sampled_from(["strict", "table"]))
    rules = Rules.from_spec({"preset": name, "revoke": revoke})
    out: set[int] = set()
    if rules.counter != "points" and n > 2:
        out = draw(st.sets(st.integers(0, n - 1), max_size=n - 2))
    in_play = tuple(s not in out for s in range(n))
    dealer = draw(st.sampled_from([s for s in range(n) if in_play[s]]))
    return Game(
        rules=rules,
        in_play=in_play,
        dealer=dealer,
        seed=draw(st.integers(0, 2**40 - 1)),
        play_seed=draw(st.integers(0, 2**32)),
        capote=draw(st.sampled_from(["attempt", "annul"])),
        revoke_rate=draw(st.sampled_from([0.0, 0.25])) if revoke == "table" else 0.0,
    )


def moves(hand: Hand, game: Game) -> Iterator[tuple[str, str]]:
    """Play ``hand`` to its end at random, yielding each move before it is made."""
    rng = random.Random(game.play_seed)
    while not hand.over:
        if hand.decision_pending:
            move = ("capote", game.capote)
            yield move
            hand.push(game.capote)
            continue
        pool = hand.following_suit
        if game.revoke_rate and rng.random() < game.revoke_rate:
            pool = hand.playable()  # table mode: any card, a revoke included
        card = rng.choice(pool).code()
        yield ("card", card)
        hand.push(card)


def apply(hand: Hand, move: tuple[str, str]) -> None:
    if move[0] == "capote":
        hand.push(move[1])
    else:
        hand.push(move[1])


def played_line(game: Game) -> tuple[Hand, list[tuple[str, str]]]:
    hand = game.deal()
    line = list(moves(hand, game))
    return hand, line


@SETTINGS
@given(games())
def test_cards_are_conserved(game: Game) -> None:
    """Holdings + cards played = cards dealt, at every step; nobody holds a card twice."""
    hand = game.deal()
    dealt = 0
    for s in range(hand.n):
        assert hand.dealt_mask(s) & dealt == 0
        dealt |= hand.dealt_mask(s)
        assert (hand.dealt_mask(s) != 0) == game.in_play[s]
        assert hand.dealt_mask(s).bit_count() in (0, game.rules.hand_size)
    for spy in hand.spies:
        assert not dealt & spy.bit
    for _ in moves(hand, game):
        held = 0
        for s in range(hand.n):
            assert hand.holding_mask(s) & ~hand.dealt_mask(s) == 0
            assert held & hand.holding_mask(s) == 0
            held |= hand.holding_mask(s)
        played = 0
        for idx in hand.play_indices:
            assert not played >> idx & 1
            played |= 1 << idx
        assert held | played == dealt and held & played == 0
    assert hand.outcome != "incomplete"


@SETTINGS
@given(games(mode="strict"))
def test_strict_mode_accepts_legal_cards_and_refuses_the_rest(game: Game) -> None:
    """Every card legal_plays offers is accepted; every other card in hand is refused with
    a reason; a refused card leaves the state exactly as it was."""
    hand = game.deal()
    for _ in moves(hand, game):
        if hand.decision_pending:
            refused = hand.refusal(DECK[0])
            assert refused is not None and refused.reason in ("decision_pending", "unknown_card")
            continue
        seat = hand.to_act
        assert seat is not None
        legal = set(hand.following_suit)
        assert legal and set(hand.playable()) == legal
        for card in hand.holding(seat):
            refused = hand.refusal(card)
            if card in legal:
                assert refused is None
                continue
            assert refused is not None and refused.reason == "follow_suit"
            assert str(refused).startswith("must follow suit: ")
            led = hand.led_suit
            assert led is not None and card.suit is not led
            assert all(c.suit is led for c in legal)
            key = hand.state_key()
            try:
                hand.push(card)
            except IllegalPlay:
                pass
            else:
                raise AssertionError(f"{card} was accepted")
            assert hand.state_key() == key
        other = next(c for c in DECK if not hand.holding_mask(seat) & c.bit)
        refused = hand.refusal(other)
        assert refused is not None and refused.reason == "not_in_hand"
        if hand.n > 2 or len(hand.active) > 2:
            wrong = next(s for s in hand.active if s != seat)
            refused = hand.refusal(next(iter(legal)), seat=wrong)
            assert refused is not None and refused.reason == "not_your_turn"


@SETTINGS
@given(games(mode="table"))
def test_table_mode_accepts_any_card_in_hand(game: Game) -> None:
    hand = game.deal()
    for _ in moves(hand, game):
        if hand.decision_pending:
            continue
        seat = hand.to_act
        assert seat is not None
        for card in hand.holding(seat):
            assert hand.refusal(card) is None
        assert set(hand.playable()) == set(hand.holding(seat))
    for r in hand.revokes:
        assert r.card.suit is not r.led
    if hand.outcome == "revoke":
        proved = hand.proved_revoke
        assert proved is not None and proved.proved_at == len(hand.plays) - 1
        assert hand.plays[-1].suit is proved.led
        assert hand.play_seats()[-1] == proved.seat


@SETTINGS
@given(games())
def test_points_add_up(game: Game) -> None:
    """A finished hand holds the dealt cards' points plus 6 for the last trick. An annulled
    hand or a proved revoke stops early: then the seats hold exactly the points of the
    finished tricks, and nobody has the last-trick bonus."""
    hand, _ = played_line(game)
    tricks = hand.tricks
    for t in tricks:
        assert t.points == sum(c.points for c in t.cards)
        assert t.winner in hand.active and len(t.cards) == len(hand.active)
    dealt_points = sum(POINTS_BY_INDEX[c.index] for cards in hand.dealt for c in cards)
    bonus = game.rules.last_trick_bonus
    if hand.outcome in ("annulled", "revoke"):
        assert sum(hand.points()) == sum(t.points for t in tricks)
        assert len(tricks) < hand.hand_size
    else:
        assert hand.outcome in ("normal", "capote", "capote_failed")
        assert len(tricks) == hand.hand_size
        assert sum(hand.points()) == dealt_points + bonus
        assert hand.points()[tricks[-1].winner] >= bonus
    for s in range(hand.n):
        assert hand.points()[s] - (bonus if tricks and len(tricks) == hand.hand_size
                                   and tricks[-1].winner == s else 0) == sum(
            t.points for t in tricks if t.winner == s)


@SETTINGS
@given(games())
def test_capote_decision_exactly_when_one_seat_won_every_trick_but_the_last(game: Game) -> None:
    hand = game.deal()
    decisions = 0
    for move in moves(hand, game):
        done = hand.tricks_done
        sweep = done > 0 and len({t.winner for t in hand.tricks}) == 1
        expected = (
            game.rules.capote_decision and game.rules.annul and hand.hand_size >= 3
            and done == hand.hand_size - 1 and sweep and hand.capote_choice is None
            and not hand.over
        )
        assert hand.decision_pending == expected
        decisions += move[0] == "capote"
    if hand.outcome == "annulled":
        assert decisions == 1 and len(hand.plays) == len(hand.active) * (hand.hand_size - 1)
    if hand.outcome == "capote":
        assert len({t.winner for t in hand.tricks}) == 1


@SETTINGS
@given(games(), st.integers(0, 60))
def test_record_round_trip_and_replay(game: Game, stop: int) -> None:
    """record -> JSON -> record gives the same hand; replaying it gives the live result."""
    hand = game.deal()
    for k, _ in enumerate(moves(hand, game)):
        if k == stop:
            break
    lives = game.counters()
    rec = HandRecord.of_hand(hand, lives)
    again = HandRecord.from_json(json.loads(rec.dumps()))
    assert again == rec
    result = replay(again)
    assert result.hand.state_key() == hand.state_key()
    assert result.score == score_hand(hand, lives)
    assert result.to_json()["tricks"] == [t.to_json() for t in hand.tricks]


@SETTINGS
@given(games())
def test_undo_restores_every_state(game: Game) -> None:
    """Undo walks back through every move, restoring each state_key, to the initial one."""
    hand, line = played_line(game)
    # the same line on a fresh deal, to know the key after each move
    fresh = game.deal()
    keys = [fresh.state_key()]
    for move in line:
        apply(fresh, move)
        keys.append(fresh.state_key())
    assert keys[-1] == hand.state_key()
    for key in reversed(keys[:-1]):
        hand.pop()
        assert hand.state_key() == key
    assert hand.state_key() == game.deal().state_key()


@SETTINGS
@given(games(), st.integers(0, 40))
def test_copy_is_independent(game: Game, at: int) -> None:
    hand, line = played_line(game)
    k = min(at, len(line))
    original = game.deal()
    for move in line[:k]:
        apply(original, move)
    key = original.state_key()
    twin = original.copy()
    assert twin.state_key() == key
    for move in line[k:]:
        apply(twin, move)
    assert original.state_key() == key
    assert twin.state_key() == hand.state_key()
    for move in line[k:]:
        apply(original, move)
    assert original.state_key() == hand.state_key()


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(TABLES), st.integers(0, 2**40 - 1), st.integers(0, 7))
def test_seeded_deals_replay(table: tuple[str, int], seed: int, dealer: int) -> None:
    name, n = table
    rules = PRESETS[name]
    dealer %= n
    a = Hand.deal(n, seed=seed, dealer=dealer, rules=rules)
    b = Hand.deal(n, seed=seed, dealer=dealer, rules=rules)
    assert a.dealt == b.dealt and a.spies == b.spies
    cards = [c for h in a.dealt for c in h] + list(a.spies)
    assert len(cards) == len(set(cards)) == n * rules.hand_size + len(a.spies)
    assert sorted(cards, key=deck_order) == cards_from_mask(sum(c.bit for c in cards))
