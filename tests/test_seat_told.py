"""What a class table tells a screen reader (``seat_view``'s ``told``, read by board.js's live
region): every card with its player's name and each trick's winner, each line under a number
that only grows, so that a page which tells each number once tells each event once, in the
order it happened, whether it receives a view after every move or after every other one."""

from __future__ import annotations

import pytest

from coteccio_lab.classservice.seatview import seat_view
from coteccio_lab.i18n import t
from coteccio_lab.match import Match

NAMES = ["Ana", "Bo", "Cy"]
TRICKS = 4
"""The first four tricks of the hand (the fifth ends the hand, and the next view is of the
next hand)."""


def told(seed: int, every: int) -> list[str]:
    """What a page tells when it receives a view after every ``every`` moves: each line
    whose number is above the last it told, in the order of the numbers (board.js)."""
    m = Match.new("trieste", 3, seed=seed)
    said: list[str] = []
    last = -1
    moves = 0
    while m.hand is not None and len(m.hand.tricks) < TRICKS:
        m.push(m.legal_moves[0])
        moves += 1
        if moves % every and len(m.hand.tricks) < TRICKS:
            continue
        view = seat_view(m, 0, NAMES, "en")
        lines = [*view["told"], *(line for line in view["messages"] if "n" in line)]
        for line in sorted(lines, key=lambda line: line["n"]):
            if line["n"] > last and line["kind"] in ("play", "trick"):
                last = line["n"]
                said.append(line["text"])
    return said


def happened(seed: int) -> list[str]:
    """The same hand's cards and tricks, from the moves as they are made."""
    m = Match.new("trieste", 3, seed=seed)
    out = []
    while m.hand is not None and len(m.hand.tricks) < TRICKS:
        hand = m.hand
        seat, move, done = hand.to_act, m.legal_moves[0], len(hand.tricks)
        m.push(move)
        out.append(t("a11y_named_played", "en", name=NAMES[seat], card=move.card))
        if len(hand.tricks) > done:
            trick = hand.tricks[-1]
            out.append(t("a11y_named_won_trick", "en", name=NAMES[trick.winner],
                         n=len(hand.tricks), points=trick.points))
    return out


@pytest.mark.parametrize("every", [1, 2])
@pytest.mark.parametrize("seed", [7, 11])
def test_each_card_and_trick_is_told_once_in_order(seed: int, every: int) -> None:
    expected = happened(seed)
    assert len(expected) == 3 * TRICKS + TRICKS
    assert told(seed, every) == expected
