"""Lesson 2, following suit and winning tricks: who deals and leads, which cards may be
played, who wins a trick, and the revoke at a real table.

The notebook is ``lessons/02-following-suit.ipynb``; see ``coteccio_lab.curriculum`` for
the convention. The walk-through plays lesson 1's example deal to the end; lesson 3
scores it.

>>> hand = example_played()
>>> [(t.winner, t.points) for t in hand.tricks]
[(3, 12), (2, 5), (0, 10), (2, 0), (2, 4)]
>>> revoke_hand().outcome
'revoke'
"""

from __future__ import annotations

from ..cards import Card, Suit, format_cards
from ..hand import Hand
from ..rules import Rules
from ..scoring import score_hand
from ..widgets import Exercise, WhichCardsLegal, WhoWinsTrick, position
from . import ExerciseSpec, Lesson, show_html
from . import pictures as pic
from .lesson1 import EXAMPLE_DEAL, EXAMPLE_DEALER, example_hand

__all__ = [
    "EXAMPLE_PLAYS",
    "LESSON",
    "REVOKE_PLAYS",
    "TRICK_001",
    "example_played",
    "print_deal_order",
    "print_example_tricks",
    "print_follow_example",
    "print_revoke",
    "print_trick_001",
    "revoke_hand",
    "show",
    "show_example_tricks",
    "show_follow_example",
    "show_revoke",
    "show_table",
    "show_trick_001",
    "start",
    "trick_001",
]

EXAMPLE_PLAYS = "3c 4c Ab Ac  4s 5s 3s Ks  2d As 3d Qb  4d 5c 5d 7c  Qs 6c 4b 5b"
"""How lesson 1's example deal is played, card by card (five tricks of four)."""

TRICK_001 = "4b Qc 2b Jb"
"""Source 001's worked trick: batons led, a Knight of cups thrown, the Jack forced to win."""

REVOKE_PLAYS = "3c 5b Ab Ac  7c 4b 4c"
"""The example deal at a real table: seat 1 throws a baton on cups while holding two cups,
then plays one of those cups: the revoke is proved."""

TABLE_RULES = Rules.from_spec({"preset": "trieste", "revoke": "table"})


def example_played() -> Hand:
    """Lesson 1's example deal, played to the end."""
    hand = example_hand()
    for card in EXAMPLE_PLAYS.split():
        hand.play(card)
    return hand


def trick_001() -> Hand:
    """Source 001's trick, as a one-trick hand: seat 0 leads, one card each."""
    cards = TRICK_001.split()
    hand = Hand(None, [[c] for c in cards], dealer=len(cards) - 1)
    for card in cards:
        hand.play(card)
    return hand


def revoke_hand() -> Hand:
    """The example deal played at a real table (revokes allowed) until the revoke is proved."""
    hand = Hand(TABLE_RULES, [cards.split() for cards in EXAMPLE_DEAL], EXAMPLE_DEALER)
    for card in REVOKE_PLAYS.split():
        hand.play(card)
    return hand


# ---- the exercises -----------------------------------------------------------------------------


def _follow(lang: str) -> Exercise:
    # Cups led; two cups in hand: either of them, and nothing else.
    return WhichCardsLegal(position("Ks 7c Ad 3c Qb", "5c"), lang=lang)


def _void(lang: str) -> Exercise:
    # Batons led and not one baton in hand: every card may be played, the Ace too.
    return WhichCardsLegal(position("Ac Kd 4s 6s 2c", "7b 3b"), lang=lang)


def _forced(lang: str) -> Exercise:
    # Source 001's fourth player: the Jack is the only baton, so it must be played.
    return WhichCardsLegal(position("Jb 7c 2d Ac Kd", TRICK_001.split()[:3]), lang=lang)


def _off_suit(lang: str) -> Exercise:
    # The Ace and the King are of other suits: a Three wins 11 points.
    return WhoWinsTrick("3d Ab 2d Kc", leader=2, lang=lang)


def _five_players(lang: str) -> Exercise:
    # Five players: the Ace of swords wins; the Seven of cups is a discard.
    return WhoWinsTrick("Qs 4s As 7c Js", leader=1, lang=lang)


LESSON = Lesson(
    number=2,
    slug="following-suit",
    title="Following suit and winning tricks",
    goals=(
        "know who deals, who leads the first trick, and which way play goes round",
        "know which cards you may play: any card when you lead, a card of the suit led "
        "when you have one, any card when you have none",
        "tell who wins a trick, how many points it holds, and who leads the next one",
        "recognise a revoke, and what it costs at a real table",
    ),
    exercises=(
        ExerciseSpec("follow", "Follow suit", _follow),
        ExerciseSpec("void", "Nothing of the suit led", _void),
        ExerciseSpec("forced", "The fourth player of source 001", _forced),
        ExerciseSpec("off-suit", "A high card of another suit", _off_suit),
        ExerciseSpec("five-players", "A trick of five", _five_players),
    ),
)

start = LESSON.start
show = LESSON.show


# ---- pictures and facts ------------------------------------------------------------------------


def _order(hand: Hand) -> list[int]:
    seat = hand.first_leader
    order = []
    for _ in hand.active:
        order.append(seat)
        seat = hand.next_seat(seat)
    return order


def show_table() -> None:
    """The example deal on the table, seen from above with seat 0 at the bottom, face up."""
    show_html(
        pic.table_figure(
            example_hand(),
            caption="Seat 3 dealt, so seat 0, on the dealer's right, received the first card "
            "and leads. Play passes to each player's right: seat 0, 1, 2, 3, and round again.",
        )
    )


def print_deal_order() -> None:
    """Who deals, who receives first, and the order of play, from the engine."""
    hand = example_hand()
    order = _order(hand)
    print(f"dealer: seat {hand.dealer}")
    print(f"cards go out one at a time to seats {', '.join(map(str, order))}, five rounds")
    print(f"first trick led by: seat {hand.first_leader}")
    print(f"order of play: {' -> '.join(map(str, order))} -> {order[0]} ...")


def _after_lead() -> Hand:
    hand = example_hand()
    hand.play(EXAMPLE_PLAYS.split()[0])
    return hand


def show_follow_example() -> None:
    """Seat 1's cards after the Three of cups is led: the ones it may play outlined."""
    hand = _after_lead()
    legal = set(hand.legal_plays)
    cards = hand.holding(1)
    cells = [
        pic.card_cell(c, width=60, caption="may play" if c in legal else "may not", win=c in legal)
        for c in cards
    ]
    lead = pic.card_cell(Card.parse(EXAMPLE_PLAYS.split()[0]), width=60, caption="seat 0 leads")
    show_html(
        pic.figure(
            '<div style="display:flex;gap:18px;align-items:flex-end">'
            + pic.felt([lead])
            + pic.felt(cells)
            + "</div>",
            "Cups were led, and seat 1 holds two cups: it must play one of them.",
        )
    )


def print_follow_example() -> None:
    """What seats 1 and 2 may play on the Three of cups, and why a baton is refused."""
    hand = _after_lead()
    led = hand.led_suit
    assert led is not None
    print(f"seat 0 leads {EXAMPLE_PLAYS.split()[0]}: {led.name_in('en')} were led")
    print(f"seat 1 holds {format_cards(hand.holding(1))}")
    print(f"  may play: {format_cards(hand.legal_plays)}")
    refused = hand.refusal("5b")
    assert refused is not None
    print(f"  5b refused: {refused.message('en')}")
    hand.play(EXAMPLE_PLAYS.split()[1])
    print(f"seat 2 holds {format_cards(hand.holding(2))}: no {led.name_in('en')}")
    print(f"  may play: {format_cards(hand.legal_plays)}")


def show_trick_001() -> None:
    """Source 001's trick, the winning card outlined."""
    hand = trick_001()
    trick = hand.tricks[0]
    show_html(
        pic.trick_figure(
            pic.trick_seats(hand, trick),
            winner=trick.winner,
            caption="Batons were led. The Knight of cups cannot win: it is not a baton.",
        )
    )


def print_trick_001() -> None:
    """Who wins source 001's trick, with which card, and its points."""
    hand = trick_001()
    trick = hand.tricks[0]
    led = trick.cards[0].suit
    best = max((c for c in trick.cards if c.suit == led), key=lambda c: c.rank)
    off = [c for c in trick.cards if c.suit != led]
    print(f"{led.name_in('en')} led; cards of another suit: {format_cards(off)}")
    print(f"winner: seat {trick.winner}, with the {best.name('en')}")
    detail = " + ".join(f"{c.code()} {c.points}" for c in trick.cards if c.points)
    print(f"points in the trick: {detail} = {trick.points}")


def show_example_tricks() -> None:
    """The five tricks of the example deal."""
    show_html(pic.tricks_figure(example_played(), bonus=False))


def print_example_tricks() -> None:
    """Each trick of the example deal: the leader, the cards, the winner, the points."""
    hand = example_played()
    for i, trick in enumerate(hand.tricks, 1):
        seats = pic.trick_seats(hand, trick)
        led = trick.cards[0].suit
        plays = ", ".join(
            f"{card.code()}" + ("" if card.suit == led else "*") for _seat, card in seats
        )
        print(
            f"trick {i}: seat {trick.leader} leads; {plays}; "
            f"seat {trick.winner} wins {trick.points} points"
        )
    print("(* a card of another suit: its player had none of the suit led)")


def show_revoke() -> None:
    """The example deal at a real table: the revoke in trick 1, proved in trick 2."""
    hand = revoke_hand()
    first = hand.tricks[0]
    second = hand.current_trick
    show_html(
        '<div class="cot-fig-tricks">'
        + pic.trick_figure(
            pic.trick_seats(hand, first),
            winner=first.winner,
            width=52,
            caption="Trick 1: seat 1 plays the Five of batons on cups, holding two cups.",
        )
        + pic.trick_figure(
            second,
            width=52,
            caption="Trick 2: seat 1 plays the Four of cups. The revoke is proved.",
        )
        + "</div>"
    )


def print_revoke() -> None:
    """The revoke found by the engine in table mode, the penalty, and strict mode's refusal."""
    hand = revoke_hand()
    revoke = hand.proved_revoke
    assert revoke is not None
    held = [c for c in hand.dealt[revoke.seat] if c.suit == revoke.led]
    print(
        f"trick {revoke.trick + 1}: seat {revoke.seat} played {revoke.card.code()} on "
        f"{revoke.led.name_in('en')} while holding {format_cards(held)}"
    )
    assert revoke.proved_at is not None
    proof = hand.plays[revoke.proved_at]
    print(f"play {revoke.proved_at + 1}: seat {revoke.seat} plays {proof.code()}: proved")
    print(f"the hand stops: {hand.outcome}")
    score = score_hand(hand)
    print(score.explain("en")[-1])
    strict = example_hand()
    strict.play(EXAMPLE_PLAYS.split()[0])
    refused = strict.refusal(revoke.card)
    assert refused is not None
    print(f"in strict mode {revoke.card.code()} is refused: {refused.message('en', you=True)}")


def suits_led(hand: Hand) -> list[Suit]:
    """The suit led in each finished trick (for tests)."""
    return [t.cards[0].suit for t in hand.tricks]
