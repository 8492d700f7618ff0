"""Numbers agree with their words on screen, in every language: the catalogue's plural
forms (gettext's ngettext, one entry per phrase) instead of key pairs or "(s)"."""

from __future__ import annotations

import re

import pytest

from coteccio_lab.cards import Suit
from coteccio_lab.classservice.seatview import _to_fill
from coteccio_lab.curriculum import lesson4, lesson5, lesson6
from coteccio_lab.i18n import t, verb
from coteccio_lab.i18n.params import Num

RAW = re.compile(r"\w\((?:s|es|i|ram)\)|(?:seat|posto|lugar|seats|posti|lugares) \[")
"""What a program that cannot count writes: 'lugar(es)', 'perdeu(ram)', 'lugar [0]'."""


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "loses a life", "loses 2 lives"),
    ("it", "perde una vita", "perde 2 vite"),
    ("pt", "perde uma vida", "perde 2 vidas"),
])
def test_a_counter_change_agrees_with_its_number(lang: str, one: str, two: str) -> None:
    assert (verb("lives", -1, lang), verb("lives", -2, lang)) == (one, two)


def test_the_second_person_and_the_bole_agree_too() -> None:
    assert verb("bole", 1, "it", prefix="verb_you") == "prendi una bóla"
    assert verb("bole", 3, "pt", prefix="verb_you").endswith("3 bóle")
    assert verb("lives", 2, "en") == "gains 2 lives"


@pytest.mark.parametrize(("lang", "offer"), [
    ("en", "seat 0 lost a life in each"),
    ("it", "il posto 0 ha perso una vita in ognuna"),
    ("pt", "o lugar 0 perdeu uma vida em cada uma"),
])
def test_the_cappotto_offer_names_its_seat_as_words(lang: str, offer: str) -> None:
    """Lesson 5 used to print 'o(s) lugar(es) [0] perdeu(ram) uma vida'."""
    text = lesson5.cappotto_hands_text(lang)
    assert not RAW.search(text), text
    assert any(line.startswith(offer) for line in text.splitlines()), text


def test_the_cappotto_offer_in_portuguese_is_plural_for_two_seats() -> None:
    assert t("l5_capp_offer", "pt", n=2, seats="0 e 2").startswith(
        "os lugares 0 e 2 perderam uma vida")
    assert t("l5_capp_offer", "pt", n=1, seats="1").startswith("o lugar 1 perdeu uma vida")
    assert t("l5_capp_offer", "it", n=2, seats="0 e 2").startswith(
        "i posti 0 e 2 hanno perso una vita")


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_lesson_4_counts_the_seats_that_won_tricks(lang: str) -> None:
    text = lesson4.decision_facts(lang)
    assert not RAW.search(text), text


@pytest.mark.parametrize(("lang", "words", "wrong"), [
    ("en", "cautious players", None),
    ("it", "giocatori prudenti", "giocatori prudente"),
    ("pt", "jogadores cautelosos", "jogadores cauteloso "),
])
def test_the_players_level_agrees_with_players(lang: str, words: str, wrong: str | None) -> None:
    chart = lesson6.capotes_chart(lang)
    assert f"{words} (" in chart
    if wrong:
        assert wrong not in chart
    prompt = lesson6.TrendQuiz("cautious").prompt(lang)
    assert words in prompt


@pytest.mark.parametrize(("lang", "one", "three"), [
    ("en", "Waiting for one more player to sit down.", "Waiting for 3 more players to sit down."),
    ("it", "Si aspetta ancora un giocatore.", "Si aspettano ancora 3 giocatori."),
    ("pt", "Esperando mais um jogador se sentar.", "Esperando mais 3 jogadores se sentarem."),
])
def test_the_table_page_counts_its_empty_seats(lang: str, one: str, three: str) -> None:
    assert (_to_fill(1, lang), _to_fill(3, lang)) == (one, three)


def test_the_reviews_counted_phrases_agree() -> None:
    assert t("rv_higher", "it", n=Num(1, "int"), suit=Suit.CUPS) == "una carta di coppe più alta"
    assert t("rv_higher", "it", n=Num(3, "int"), suit=Suit.CUPS) == "3 carte di coppe più alte"
    assert t("rv_pts", "en", n=1) == "1 point so far"


def test_a_plural_entry_asks_for_its_count() -> None:
    with pytest.raises(TypeError, match="plural"):
        t("rv_pts", "en")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Match over, with no winner (you and seat 2 (expert) tie)."),
    ("it", "Partita finita senza vincitori (a pari merito tu e il posto 2 (esperto))."),
    ("pt", "Fim da partida, sem vencedor (empate entre você e o lugar 2 (especialista))."),
])
def test_a_tie_at_the_end_of_a_match_names_the_seats_as_the_dashboard_does(
        lang: str, said: str) -> None:
    """The seats tied at the end were numbers («i posti 0 e 2»); seat 0 is «you»."""
    from types import SimpleNamespace

    from coteccio_lab.dashboard.narration import Seats, match_over_notes
    from coteccio_lab.rules import preset

    m = SimpleNamespace(winner=None, winners=[], counters=[0, -1, 0, -1],
                        rules=preset("trieste"), players=4, pot=0)
    (note,) = match_over_notes(m, Seats(("cautious", "expert", "cautious"), "lives"))
    assert note.text(lang) == said
    # round 22's Italian reader (N1): nobody won, so no «vincitore unico»; one seat alone at
    # the top when the match stops (the kit's bound on deals) did not win either, and no tie
    # is named
    m.counters = [0, -1, 1, -1]
    (note,) = match_over_notes(m, Seats(("cautious", "expert", "cautious"), "lives"))
    assert note.text(lang) == t("ui_match_over_nowinner", lang)
    assert "unico" not in note.text(lang) and "único" not in note.text(lang)
