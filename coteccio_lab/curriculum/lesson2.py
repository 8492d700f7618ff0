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
from ..hand import Hand, position
from ..i18n import t
from ..questions import LegalQuestion, Question, TrickQuestion
from ..rules import Rules
from ..scoring import score_hand
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
    "worked_trick_001",
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
        hand.push(card)
    return hand


def trick_001() -> Hand:
    """Source 001's trick, as a one-trick hand, seated as in exercise 3 (``_forced``): seat 1
    leads, and you, seat 0, play the fourth card."""
    cards = TRICK_001.split()
    n = len(cards)
    # seat 0 deals, so seat 1 leads and seat 0 plays last
    hand = Hand(None, [[cards[(s - 1) % n]] for s in range(n)], dealer=0)
    for card in cards:
        hand.push(card)
    return hand


def revoke_hand() -> Hand:
    """The example deal played at a real table (revokes allowed) until the revoke is proved."""
    hand = Hand(TABLE_RULES, [cards.split() for cards in EXAMPLE_DEAL], EXAMPLE_DEALER)
    for card in REVOKE_PLAYS.split():
        hand.push(card)
    return hand


# ---- the exercises -----------------------------------------------------------------------------


def _follow() -> Question:
    # Cups led; two cups in hand: either of them, and nothing else.
    return LegalQuestion(position("Ks 7c Ad 3c Qb", "5c"))


def _void() -> Question:
    # Batons led and not one baton in hand: every card may be played, the Ace too.
    return LegalQuestion(position("Ac Kd 4s 6s 2c", "7b 3b"))


def _forced() -> Question:
    # Source 001's fourth player: the Jack is the only baton, so it must be played.
    return LegalQuestion(position("Jb 7c 2d Ac Kd", TRICK_001.split()[:3]))


def _off_suit() -> Question:
    # The Ace and the King are of other suits: a Three wins 11 points.
    return TrickQuestion("3d Ab 2d Kc", leader=2)


def _five_players() -> Question:
    # Five players: the Ace of swords wins; the Seven of cups is a discard.
    return TrickQuestion("Qs 4s As 7c Js", leader=1)


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
    translations={
        "it": ("Rispondere al seme e fare le prese", (
            "dire chi fa il mazziere, chi apre la prima presa e in che verso gira il gioco",
            "riconoscere quali carte puoi giocare: una qualsiasi quando apri, una del seme uscito "
            "quando ce l'hai, una qualsiasi quando non ce l'hai",
            "dire chi fa una presa, quanti punti vale e chi apre la successiva",
            "riconoscere una rinuncia e dire quanto costa in una partita vera, al tavolo",
        )),
        "pt": ("Seguir o naipe e ganhar vazas", (
            "saber quem dá as cartas, quem abre a primeira vaza e para que lado o jogo gira",
            "saber que cartas você pode jogar: qualquer uma quando abre, uma do naipe de saída "
            "quando tem, qualquer uma quando não tem",
            "dizer quem ganha uma vaza, quantos pontos ela vale e quem abre a seguinte",
            "reconhecer uma renúncia e o que ela custa numa mesa de verdade",
        )),
    },
    exercises=(
        ExerciseSpec("follow", "Follow suit", _follow),
        ExerciseSpec("void", "Another trick", _void),
        ExerciseSpec("forced", "The fourth player of source 001", _forced),
        ExerciseSpec("off-suit", "A trick of three suits", _off_suit),
        ExerciseSpec("five-players", "A trick of five", _five_players),
    ),
)

start = LESSON.start
show = LESSON.show


# ---- pictures and facts ------------------------------------------------------------------------


def show_table(lang: str = "en") -> None:
    """The example deal on the table, seen from above with seat 0 at the bottom, face up."""
    show_html(pic.table_figure(example_hand(), caption=t("l2_table_caption", lang), lang=lang))


def print_deal_order(lang: str = "en") -> None:
    """Who deals, who receives first, and the order of play, from the engine."""
    hand = example_hand()
    order = hand.play_order
    print(t("l2_dealer", lang, seat=hand.dealer))
    print(t("l2_deal_round", lang, seats=", ".join(map(str, order))))
    print(t("l2_first_lead", lang, seat=hand.first_leader))
    print(t("l2_play_order", lang, order=" → ".join(map(str, [*order, order[0]]))))


def _after_lead() -> Hand:
    hand = example_hand()
    hand.push(EXAMPLE_PLAYS.split()[0])
    return hand


def show_follow_example(lang: str = "en") -> None:
    """Seat 1's cards after the Three of cups is led: the ones it may play outlined."""
    hand = _after_lead()
    legal = set(hand.following_suit)
    cards = hand.holding(1)
    cells = [
        pic.card_cell(c, width=60, caption=t("l2_may_play" if c in legal else "l2_may_not", lang),
                      win=c in legal, lang=lang)
        for c in cards
    ]
    lead = pic.card_cell(Card.parse(EXAMPLE_PLAYS.split()[0]), width=60,
                         caption=t("l2_seat_leads", lang, seat=0), lang=lang)
    show_html(
        pic.figure(
            '<div class="cot-fig-row">'
            + pic.felt([lead])
            + pic.felt(cells)
            + "</div>",
            t("l2_follow_caption", lang),
        )
    )


def print_follow_example(lang: str = "en") -> None:
    """What seats 1 and 2 may play on the Three of cups, and why a baton is refused."""
    hand = _after_lead()
    led = hand.led_suit
    assert led is not None
    print(t("l2_leads_card", lang, code=EXAMPLE_PLAYS.split()[0], suit=led))
    print(t("l2_holds", lang, seat=1, cards=format_cards(hand.holding(1))))
    print(t("l2_may_play_cards", lang, cards=format_cards(hand.following_suit)))
    refused = hand.refusal("5b")
    assert refused is not None
    print(t("l2_refused", lang, code="5b", why=refused.message(lang)))
    hand.push(EXAMPLE_PLAYS.split()[1])
    print(t("l2_holds_none", lang, seat=2, cards=format_cards(hand.holding(2)), suit=led))
    print(t("l2_may_play_cards", lang, cards=format_cards(hand.following_suit)))


def show_trick_001(lang: str = "en") -> None:
    """Source 001's trick, the winning card outlined."""
    hand = trick_001()
    trick = hand.tricks[0]
    show_html(
        pic.trick_figure(
            trick.seat_cards,
            winner=trick.winner,
            caption=t("l2_trick_001_caption", lang),
            lang=lang,
        )
    )


def print_trick_001(lang: str = "en") -> None:
    """Who wins source 001's trick, with which card, and its points."""
    hand = trick_001()
    trick = hand.tricks[0]
    led = trick.cards[0].suit
    best = max((c for c in trick.cards if c.suit == led), key=lambda c: c.rank)
    off = [c for c in trick.cards if c.suit != led]
    print(t("l2_led_off", lang, suit=led, cards=format_cards(off)))
    print(t("l2_winner_with", lang, seat=trick.winner, card=best))
    detail = " + ".join(f"{c.code()} {c.points}" for c in trick.cards if c.points)
    print(t("l2_trick_points", lang, detail=detail, points=trick.points))


def worked_trick_001(lang: str = "en") -> None:
    """Source 001's trick and who wins it, in one place held back until exercise 3 is
    answered: two places in a row each said they would show the answer."""
    show_trick_001(lang)
    print_trick_001(lang)


def show_example_tricks(lang: str = "en") -> None:
    """The five tricks of the example deal, the last with its bonus (as lesson 3 counts it):
    lesson 1 has said what the last trick brings, and a learner adds the tricks up."""
    show_html(pic.tricks_figure(example_played(), lang=lang))


def print_example_tricks(lang: str = "en") -> None:
    """Each trick of the example deal: the leader, the cards, the winner, the points (the
    last with its bonus, as the figure above it shows and lesson 3 counts it)."""
    hand = example_played()
    last = len(hand.tricks) if hand.tricks_done == hand.hand_size else 0
    for i, trick in enumerate(hand.tricks, 1):
        seats = trick.seat_cards
        led = trick.cards[0].suit
        plays = ", ".join(
            f"{card.code()}" + ("" if card.suit == led else "*") for _seat, card in seats
        )
        bonus = (t("pic_last_bonus", lang, bonus=hand.rules.last_trick_points)
                 if i == last else "")
        print(t("l2_trick_line", lang, n=i, leader=trick.leader, plays=plays,
                winner=trick.winner, points=trick.points, bonus=bonus))
    print(t("l2_star", lang))


def show_revoke(lang: str = "en") -> None:
    """The example deal at a real table: the revoke in trick 1, proved in trick 2."""
    hand = revoke_hand()
    first = hand.tricks[0]
    second = hand.current_trick
    show_html(
        '<div class="cot-fig-tricks">'
        + pic.trick_figure(
            first.seat_cards,
            winner=first.winner,
            width=52,
            caption=t("l2_revoke_1", lang),
            lang=lang,
        )
        + pic.trick_figure(second, width=52, caption=t("l2_revoke_2", lang), lang=lang)
        + "</div>"
    )


def print_revoke(lang: str = "en") -> None:
    """The revoke found by the engine in table mode, the penalty, and strict mode's refusal."""
    hand = revoke_hand()
    revoke = hand.proved_revoke
    assert revoke is not None
    held = [c for c in hand.dealt[revoke.seat] if c.suit == revoke.led]
    print(t("l2_revoked", lang, n=revoke.trick + 1, seat=revoke.seat, code=revoke.card.code(),
            suit=revoke.led, cards=format_cards(held)))
    assert revoke.proved_at is not None
    proof = hand.plays[revoke.proved_at]
    print(t("l2_proved", lang, n=revoke.proved_at + 1, seat=revoke.seat, code=proof.code()))
    assert hand.outcome == "revoke"
    print(t("l2_stops", lang))
    score = score_hand(hand)
    print(score.explain(lang)[-1])
    strict = example_hand()
    strict.push(EXAMPLE_PLAYS.split()[0])
    refused = strict.refusal(revoke.card)
    assert refused is not None
    print(t("l2_strict", lang, code=revoke.card.code(), why=refused.message(lang)))


def suits_led(hand: Hand) -> list[Suit]:
    """The suit led in each finished trick (for tests)."""
    return [t.cards[0].suit for t in hand.tricks]
