"""What lessons 1 to 5 credit to each source, checked against the source sentence itself.

Each test quotes the sentence of ``shared/seeds`` it relies on (000 Portuguese, 001 and 004
Italian, 003 English), then checks that the lesson says what that sentence says and no more:
a reading of it is called a reading, and what no source says is marked as the kit's own.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from coteccio_lab.cards import DECK, Card, Rank, Suit
from coteccio_lab.curriculum import lesson1

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"


def markdown(number: int) -> str:
    """A lesson's markdown, whitespace collapsed."""
    path = next(LESSONS.glob(f"{number:02d}-*.ipynb"))
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return " ".join(text.split())


def code(number: int) -> list[str]:
    path = next(LESSONS.glob(f"{number:02d}-*.ipynb"))
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


# ---- point 8 of issue 11: the Knight and the notation -----------------------------------


def test_lesson1_says_what_each_letter_of_the_notation_means() -> None:
    """003: "Caval or Queen"; 001 lists "Asso, Rè, Donna, Fante" and scores "4 punti per il
    Cavallo"; 000: "1, Rei, Cavaleiro, Valete". The record notation writes that card ``Q``
    (the hand-record spec), so the lesson must say that ``Q`` is the Knight."""
    text = markdown(1)
    for item in ("`A` Ace", "`K` King", "`Q` **Knight**", "`J` Jack"):
        assert item in text
    for suit in Suit:
        assert f"`{suit.letter}` {suit.name_in('en')}" in text
    assert "`Qb` the **Knight** of batons" in text
    assert '"Caval or Queen"' in text and "*Donna*" in text
    # the printed legend comes from the engine, and the notebook checks it
    legend = lesson1.notation_text()
    for rank in Rank:
        assert rank.symbol in legend
    assert "Q  Knight, not a Queen" in legend
    assert "Kn (Knight), C (Cavallo), C (Cavaleiro)" in legend
    assert "so Qb is the Knight of batons" in legend
    assert "# NBVAL_CHECK_OUTPUT\nlesson.print_notation()" in code(1)
    # and the notation itself does not change
    assert Card.parse("Qb").code() == "Qb" and Card.parse("Qb").rank is Rank.KNIGHT


def test_card_names_call_the_knight_a_knight_in_every_language() -> None:
    """000 "Cavaleiro", 004 "il cavallo 4", 003 "Caval": the learner's names."""
    knights = [c for c in DECK if c.rank is Rank.KNIGHT]
    names = {lang: {c.name(lang) for c in knights} for lang in ("en", "it", "pt")}
    assert all(n.startswith("Knight of ") for n in names["en"])
    assert all(n.startswith("Cavallo di ") for n in names["it"])
    assert all(n.startswith("Cavaleiro de ") for n in names["pt"])
    assert not any(re.search(r"Queen|Donna|Dama", n) for v in names.values() for n in v)


# ---- point 7: lesson 1 -------------------------------------------------------------------


def test_lesson1_marks_the_bergamo_numbers_as_our_reading() -> None:
    """004 (Bergamo): "La carta più alta è l'asse di ogni seme, poi a scalare dal 10 sino al 2.
    Un asse vale 6 punti, un 10 vale 5 punti, un 9 vale 4 punti ed un 8 vale 3 punti." No
    source says that Italian decks print 10, 9 and 8 on the court cards."""
    text = markdown(1)
    assert "decks print" not in text
    assert "Ace, 10, 9, 8, 7 … 2" in text
    assert "is our reading of those points: 004 does not say so" in text


def test_lesson1_credits_the_undealt_cards_to_the_sentences_that_say_so() -> None:
    """000: "Cartas que eventualmente sobrem … são removidas do jogo e não participarão desta
    mão." 001: "Le restanti carte sono eliminate dal gioco." 004 says it of Bergamo only
    ("Le restanti carte rimangono fuori dal gioco.", after "distribuendo 7 carte a testa");
    003 says nothing of the undealt cards. The 8s, 9s and 10s of a French deck: 001 ("rimossi
    gli Otto, i Nove e i Dieci"), 003 ("remove all the 10s, 9s, and 8s")."""
    text = markdown(1)
    assert (
        "they take no part in that hand (000, 001; 004 says the same of the Bergamo game"
    ) in text
    assert "remove the 8s, 9s and 10s: 40 cards remain (001, 003)" in text
