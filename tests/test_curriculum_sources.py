"""What lessons 1 to 5 credit to each source, checked against the source sentence itself.

Each test quotes the sentence of ``shared/seeds`` it relies on (000 Portuguese, 001 and 004
Italian, 003 English), then checks that the lesson says what that sentence says and no more:
a reading of it is called a reading, and what no source says is marked as the kit's own.
"""

from __future__ import annotations

import io
import json
import re
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

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


def printed(fn: Any) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        fn()
    return out.getvalue()


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


# ---- point 7: lesson 2 -------------------------------------------------------------------


def test_lesson2_credits_the_deal_and_the_tricks_to_their_sentences() -> None:
    """000: "Através de um método qualquer (zerinho-ou-um, sorteio, livre escolha etc.),
    escolhe-se um carteador"; 003: "The first dealer is chosen randomly"; 001: "Il ruolo del
    cartaio viene determinato a caso, mediante la regola del "bàs fà màs" per esempio".
    Tricks: 000 "com a face para cima", 003 "puts it face up in front of themselves", 004
    "a carte scoperte … in modo da dare la possibilità agli altri di valutare le carte già
    uscite"; 001 only "con la carta più alta scoperta"."""
    text = markdown(2)
    assert "Choose the first dealer any way you like (000)" in text
    assert "001 and 003 say at random" in text
    assert "out of play (000, 001; 004 says the same of the Bergamo game)" in text
    assert "(000, 001, 004)" not in text
    assert (
        "games (000, 003, 004; 001 says each trick is kept with its highest card face up)"
    ) in text
    assert "that is the reason 004 gives" in text


def test_lesson2_gives_every_sources_number_of_players() -> None:
    """000: "pode ser jogado por de 2 a 8 jogadores"; 003: "enjoyed by 2 to 7 players";
    001: "adatto fino ad un massimo di sette giocatori"; 004 (Trieste): "possono giocare
    fino ad un massimo di 7 giocatori" and, later, "il numero dei giocatori varia da 2 a 8"."""
    text = markdown(2)
    assert "two to eight players says 000, two to seven says 003, up to seven says 001" in text
    assert "004's Trieste paragraph says both" in text


# ---- point 7: lesson 3 -------------------------------------------------------------------

RESTART_003 = (
    "If, in a round, all the remaining players lose their last life at the same time, there "
    "won't be a winner. In that case, everyone starts with 4 lives again and competes for the "
    "pot once more."
)


def test_lesson3_calls_003s_restart_a_reading_and_names_the_default() -> None:
    """003's sentence (``RESTART_003``) does not say whether *everyone* means every player who
    started the match or the players still in: the lesson gives both and says what the kit
    does, and the printout labels the kit's reading."""
    text = markdown(3)
    assert "everyone starts with 4 lives again and competes for the pot once more" in RESTART_003
    assert '"everyone starts with 4 lives again and competes for the pot once more"' in text
    assert "everybody who started the match, players already out included" in text
    assert "only the players still in" in text and "003 does not say which" in text
    assert "The kit's default is 000's rule" in text
    assert "everybody who started the match" in text
    assert "everybody who started the match gets four lives" not in text
    from coteccio_lab.curriculum import lesson3

    out = printed(lesson3.print_everyone_out)
    assert "source 003's rule, read as everybody who started:" in out
    assert "lives after: 4, 4, 4, 4" in out  # seats 1 and 3 were out, and come back


def test_lesson3_ties_the_doctor_to_stakes_and_004s_price_to_the_final_loss() -> None:
    """003: "If there's no bidding, if you don't want to call the doctor, or if you've already
    reached the limit of buybacks, then you're out of the game." 004: "è concesso di
    indottorarsi un numero indefinito di volte, a un prezzo (in caso di perdita definitiva)
    sempre più alto"; and "come non può più farlo se risulta perdente per cappotto insieme a
    tutti gli altri che siano come lui ridotti a un solo punto"."""
    text = markdown(3)
    assert (
        "\"If there's no bidding, if you don't want to call the doctor, or if you've already "
        "reached the limit of buybacks, then you're out of the game.\""
    ) in text
    assert "003 offers the doctor only to a table that plays for a pot" in text
    assert '"in caso di perdita definitiva": when the player finally loses, not at the call' in text
    assert "nor can a player who loses to a capote together with everyone else on one life" in text


# ---- point 7: lesson 4 -------------------------------------------------------------------


def test_lesson4_credits_the_same_dealer_to_003_and_the_lead_to_004() -> None:
    """000: "Ninguém perderá vidas nesta mão, e o jogo prossegue normalmente." 003: "They can
    either cancel the hand and let the same dealer deal again". 004: "Se il giocatore che ha
    trattato era primo di mano ha diritto di esserlo nuovamente." """
    text = markdown(4)
    row = text.split("| annul |")[1].split("|")[0]
    assert "the same dealer deals again (003)" in row
    assert "if you led the first trick you lead again (004)" in row
    assert '000 says only that play goes on as usual ("o jogo prossegue normalmente")' in row
    assert "nobody gains or loses (000, 003); the same dealer deals again (003)" in text
    assert "000, 003; 004 on the lead" not in text


def test_lesson4_credits_the_undealt_cards_and_the_open_tricks() -> None:
    """Undealt cards: 000 "são removidas do jogo", 001 "Le restanti carte sono eliminate dal
    gioco"; 003 is silent. Open tricks: 000, 003, 004 ("in modo da dare la possibilità agli
    altri di valutare le carte già uscite"); 001 "con la carta più alta scoperta"."""
    text = " ".join(markdown(4).split())
    assert "twenty cards stay out, 000, 001)" in text
    assert "000, 001, 003)" not in text
    assert "face up in front of whoever took them (000, 003, 004)" in text
    assert "004 gives that reason; 001 keeps only the highest card of each trick face up" in text
    assert "allows up to eight, and so does one sentence of 004" in text
