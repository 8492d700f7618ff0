"""The capote choice says what each way out costs in the rules' own counter (lives, bóle), and
what losing the last trick does when the rules have no failed capote."""

from __future__ import annotations

from coteccio_lab.dashboard.narration import capote_offer
from coteccio_lab.hand import Hand
from coteccio_lab.rules import preset


def test_the_offer_names_lives_under_trieste() -> None:
    offer = capote_offer(Hand.deal(4, seed=1, rules=preset("trieste")))
    assert "you gain a life, and each of the others loses a life" in offer("en")
    assert "you lose a life, and the seat that stops you gains a life" in offer("en")
    assert "perdi una vita e chi ti ferma guadagna una vita" in offer("it")
    assert "você perde uma vida e quem impedir o capote ganha uma vida" in offer("pt")


def test_the_offer_names_bole_and_the_usual_count_without_a_failed_capote() -> None:
    offer = capote_offer(Hand.deal(5, seed=1, rules=preset("bergamo")))
    assert not preset("bergamo").failed_capote
    assert "each of the others takes a bóla; lose it and the hand is scored as usual" in offer("en")
    assert "la smazzata si conta come sempre" in offer("it")
    assert "a mão é contada normalmente" in offer("pt")


def test_the_offer_speaks_to_you_in_the_second_person() -> None:
    """The Italian reader of round 12 read «se fai anche l'ultima, guadagna una vita» in the
    bundle: the dashboard fills {gain} with the second person (tu/você), in both offers."""
    trieste = capote_offer(Hand.deal(4, seed=1, rules=preset("trieste")))
    assert "l'ultima, guadagni una vita e ognuno degli altri perde una vita" in trieste("it")
    assert "guadagna una vita e ognuno" not in trieste("it")
    assert "você ganha uma vida e cada um dos outros perde uma vida" in trieste("pt")
    plain = capote_offer(Hand.deal(5, seed=1, rules=preset("bergamo")))
    assert "se fai anche l'ultima, scendi di una bóla e ognuno degli altri" in plain("it")
    assert "se ganhar também a última vaza, você desconta uma bóla e cada um" in plain("pt")
