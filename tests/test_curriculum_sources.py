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

from engine_helpers import push_played

from coteccio_lab.cards import DECK, Card, Rank, Suit
from coteccio_lab.curriculum import lesson1, lesson3, lesson4, lesson5, readings
from coteccio_lab.hand import Hand
from coteccio_lab.i18n import t
from coteccio_lab.match import Match
from coteccio_lab.rules import RulesError, preset
from coteccio_lab.scoring import score_hand

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


# ---- the Knight and the notation -----------------------------------------------


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
    path = next(LESSONS.glob("01-*.ipynb"))
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    printed = [c for c in cells if "".join(c["source"]) == "lesson.print_notation()"]
    assert printed and "nbval-check-output" in printed[0]["metadata"]["tags"]
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
    assert "000 has Coteccio played by two to eight players, 003 by two to seven, 001" in text
    assert "004's Trieste paragraph gives both limits, seven and eight" in text


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
    assert re.search(r"\*\*000:\*\* the hand does not count\..*This is\s+the kit's default\.",
                     text), "the 000 bullet names the kit's default"
    assert "003 does not say which. The kit has both readings:" in " ".join(text.split())
    assert "`restart` (everybody who started the match)" in text
    assert "`restart_in_play` (only the players still in)" in text
    assert "everybody who started the match gets four lives" not in text

    out = printed(lesson3.print_everyone_out)
    first, second = out.split("read as everybody who started:")[1].split("read as the players")
    assert "lives after: 4, 4, 4, 4" in first  # seats 1 and 3 were out, and come back
    assert "still in:" in second and "lives after: 4, 0, 4, 0" in second  # they stay out


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
    assert "(the kit's option `doctor_paid`)" in text
    assert ("004 also refuses the doctor to a player who loses to a capote (lesson 4) together "
            "with everyone else on one life") in text
    # 000/003 "at least 2 other players still in" and 004 "Se i giocatori sono ridotti a due":
    # they part whenever a hand of three or more leaves one player, not only three to one.
    assert ("part whenever a hand played by three or more puts out every player but one. Say "
            "three players are left and two of them go out in the same hand, or four are left "
            "and three go out.") in text


# ---- point 7: lesson 4 -------------------------------------------------------------------


def test_lesson4_credits_the_same_dealer_to_003_and_the_lead_to_004() -> None:
    """000: "Ninguém perderá vidas nesta mão, e o jogo prossegue normalmente." 003: "They can
    either cancel the hand and let the same dealer deal again". 004: "Se il giocatore che ha
    trattato era primo di mano ha diritto di esserlo nuovamente." """
    text = markdown(4)
    # who deals next is told under the table, not in its cell (round 11's Italian reader)
    row = " ".join(text.split("Who deals after an annul,")[1].split("\n\n")[0].split())
    assert "the same dealer deals again (003, the kit's default)" in row
    assert ("for 004, if the player who annulled had led the first trick, the same dealer deals "
            "again and that player leads again" in row)
    assert "`first_hand`" in row
    assert '000 says only that play goes on as usual ("o jogo prossegue normalmente"' in row
    assert ("nobody gains or loses (000, 003, 004); the same dealer deals again (003, the kit's"
            in text)
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
    # the paragraph on the table's size is shown once exercise 2 is answered (pt reader,
    # round 15, AB1): it is the catalogue's l4_players_matter
    assert "allows up to eight, and so does one sentence of 004" in t("l4_players_matter")


# ---- point 7: lesson 5 -------------------------------------------------------------------

# The sentences of shared/seeds that lesson 5's tables quote, copied as the sources write them.
SENTENCES: dict[str, tuple[str, ...]] = {
    "000": (
        "É um jogo fácil, que pode ser jogado por de 2 a 8 jogadores, mas que se torna muito "
        "longo com mais de 4.",
        'Perdendo "Vidas": No início do jogo, cada jogador tem quatro "Vidas".',
        "Ninguém perderá vidas nesta mão, e o jogo prossegue normalmente.",
        "A maioria dos jogadores só permitem que um jogador chame o médico uma vez, mas alguns "
        "permitem que isto seja feito enquanto ainda houverem pelo menos dois jogadores com "
        "vidas no jogo.",
    ),
    "001": (
        "Mazzo: 40 carte - Giocatori: 2 o più -",
        "Il Coteccio è un giuoco adatto fino ad un massimo di sette giocatori.",
        "Prima dell'inizio della partita ogni giocatore paga una quota iniziale e gli vengono "
        "dati 4 gettoni.",
        "In genere si stabilisce a priori che si può chiamare il dottore solo un limitato numero "
        "di volte, solitamente 3, ma i giocatori possono accordarsi diversamente.",
        "Chi esaurisce i propri gettoni può chiamare il dottore, in questo caso aggiunge alla "
        "posta una somma pari alla metà della quota iniziale, e gli vengono assegnati tanti "
        "gettoni quanti sono quelli in possesso del giocatore che ne ha di meno.",
    ),
    "003": (
        "Hey there! Let me introduce you to Coteccio, a super fun card game that can be enjoyed "
        "by 2 to 7 players.",
        "In this game, each player starts with 4 lives, and you know what?",
        "Before the game starts, make sure to agree on how many times a player can call the "
        "doctor.",
        "If that’s the case, you’ll have to put half of the original bid that all players made "
        "into the pot.",
        "They can either cancel the hand and let the same dealer deal again, or they can try to "
        "win the last trick and go for a clean sweep.",
    ),
    "004": (
        "Si gioca in quattro giocatori.",
        'Il "Cotècc" si gioca in 5 giocatori, distribuendo 7 carte a testa.',
        'Raggiunte le 4 "bóle" il giocatore è eliminato, con la possibilità di rientro ad '
        "punteggio più alto dei partecipanti con il raddoppio della posta i palio, gli altri "
        "procedono sino al testa a testa.",
        'In caso di pari punteggio si assegneranno 2 "bóle".',
        "Ogni giocatore riceve 5 carte, possono giocare fino ad un massimo di 7 giocatori, anche "
        "se il numero standard è di quattro o cinque.",
        "Si gioca con solo 5 carte a testa rendendo questo fatto il cappotto più frequente, ed il "
        "numero dei giocatori varia da 2 a 8.",
        "I giocatori partono da un ammontare comune di punti (3 o più spesso 4, che vanno "
        "scalando di uno ad ogni sconfitta).",
        "Se il giocatore che ha trattato era primo di mano ha diritto di esserlo nuovamente.",
        "Il giocatore che arriva a zero punti può rientrare una sola volta nel gioco, ricevendo "
        "in regalo lo stesso punteggio del giocatore (o dei giocatori) che al momento è ultimo.",
        "Di solito, se si gioca per denaro, è concesso di indottorarsi un numero indefinito di "
        "volte, a un prezzo (in caso di perdita definitiva) sempre più alto.",
    ),
}


def _plain(text: str) -> str:
    """The words alone: a source's own quotation marks inside a quotation are printed as
    the inner marks of the language (``i18n.quoted``: “Vidas” inside « »)."""
    return " ".join(text.replace("’", "'").replace("“", '"').replace("”", '"').split())


def _quoted_in_source(source: str, words: str) -> bool:
    """Every piece of ``words`` (pieces split at '» … «' or ' … ') is in one sentence."""
    # "[sic]" is the kit's mark on a slip of the source, not the source's words
    pieces = re.split(r"» … «| … ", words.replace(" [sic]", ""))
    sentences = [_plain(s) for s in SENTENCES[source[:3]]]
    return all(any(_plain(piece) in s for s in sentences) for piece in pieces)


def _tables() -> str:
    return "\n".join(
        printed(fn) for fn in (lesson5.print_players, lesson5.print_lives,
                               lesson5.print_doctor_readings, lesson5.print_annul)
    )


def test_every_quote_in_lesson5s_comparisons_is_the_sources_own_words() -> None:
    """Each side of a comparison is marked with its source and quotes that source verbatim."""
    quoted = re.findall(r"^(0\d\d[^«\n]*?)\s*«(.+)»$", _tables(), flags=re.M)
    assert len(quoted) >= 20
    for source, words in quoted:
        assert _quoted_in_source(source, words), (source, words)


def test_lesson5_gives_each_sources_number_of_players() -> None:
    """004 (Trieste): "possono giocare fino ad un massimo di 7 giocatori" and "il numero dei
    giocatori varia da 2 a 8"; 000 "de 2 a 8"; 001 "fino ad un massimo di sette"; 003 "2 to
    7". The table computes each reading with the engine: 8 players are dealt all 40 cards
    under 2 to 8 and refused under 2 to 7."""
    text = markdown(5)
    assert '"fino ad un massimo di 7"' in text and '"da 2 a 8"' in text
    assert "000 and 004 allow two to eight players" not in text
    table = readings.players_table()
    assert "004 Trieste  «fino ad un massimo di 7 giocatori»\n             → 2 to 7" in table
    assert "004 Trieste  «il numero dei giocatori varia da 2 a 8»\n             → 2 to 8" in table
    seven = preset("trieste").override(max_players=7)
    try:
        Hand.deal(8, seed=1, rules=seven)
    except RulesError as refusal:
        # the engine's refusal, which names the limit in force, not the preset's (round 16)
        assert f"8 players, max_players 7:  refused: {refusal}" in table
        assert "(Trieste, with the number of players changed) are played by 2 to 7" in table
    else:
        raise AssertionError("max_players 7 must refuse 8 players")
    assert sum(len(c) for c in Hand.deal(8, seed=1, rules=preset("trieste")).dealt) == 40
    assert "8 players, Trieste preset: 40 cards dealt, 0 stay out" in table


def test_lesson5_plays_three_lives_and_four() -> None:
    """004: "I giocatori partono da un ammontare comune di punti (3 o più spesso 4, …)"."""
    table = readings.lives_table()
    for start in (4, 3):
        match = Match.new(preset("trieste").override(start=start), 4, seed=readings.LIVES_SEED)
        k = 0
        while not match.over:
            match.play_random(seed=k)
            k += 1
        assert match.winner is not None
        assert (
            f"from {start} lives: the match takes {len(match.history)} hands; "
            f"seat {match.winner} wins"
        ) in table
    assert "«(3 o più spesso 4, che vanno scalando di uno ad ogni sconfitta)»\n" in table
    assert "→ start 3" in table


def test_lesson5_marks_the_bergamo_tie_reading_and_the_rank_numbers_as_ours() -> None:
    """004: 'In caso di pari punteggio si assegneranno 2 "bóle".' No source says what "most
    readers" take it to mean, nor that Italian decks print 10, 9 and 8 on the court cards."""

    text = markdown(5)
    assert "most readers" not in text.lower() and "decks print" not in text
    assert "that is our choice, not the source's" in text
    assert "That they are those three cards is our reading" in text
    table = lesson5.tie_readings_table()
    assert "(the preset: the kit's choice): seat 0 +2, seat 2 +2" in table
    assert "(tie_penalty 1): seat 0 +1, seat 2 +1" in table


def test_lesson5_marks_bergamos_reentry_limits_and_price_as_assumptions() -> None:
    """004: "con la possibilità di rientro ad punteggio più alto dei partecipanti con il
    raddoppio della posta i palio": no number of re-entries, no condition, no price."""

    text = markdown(5)
    block = text.split("The kit's assumptions, not the source's.")[1].split("###")[0]
    block = block.replace(" > ", " ")  # the blockquote's continuation lines
    assert "how often a player may come back in, nor when, nor what \"doubling the stake\"" in block
    bergamo = preset("bergamo")
    assert (bergamo.doctor, bergamo.doctor_cost, bergamo.doctor_min_others) == (
        "unlimited", "double_stake", 2)
    assert "as often as you like, while at least two other players are still in" in block
    assert "**one more stake**" in block
    paid = readings.doctor_calls(bergamo.override(stake=10))
    assert len(paid) == readings.MAX_CALLS and set(paid) == {10.0}
    table = readings.doctor_readings_table()
    assert "how often, when, and what doubling costs are the kit's assumptions" in table


def test_lesson5_doctor_limits_per_source_are_computed() -> None:
    """000: "só permitem que um jogador chame o médico uma vez"; 001: "solitamente 3" and
    "una somma pari alla metà della quota iniziale"; 004: "un numero indefinito di volte, a un
    prezzo (in caso di perdita definitiva) sempre più alto"."""

    trieste = preset("trieste")
    assert readings.doctor_calls(trieste.override(doctor="once")) == [0.0]
    assert readings.doctor_calls(
        trieste.override(doctor="limited", doctor_limit=3, stake=10)) == [5.0, 5.0, 5.0]
    rising = readings.doctor_calls(
        trieste.override(doctor="unlimited", doctor_cost="rising", stake=10))
    assert rising[:3] == [5.0, 10.0, 15.0]
    # 004: owed at each call, paid only "in caso di perdita definitiva"
    owed = trieste.override(doctor="unlimited", doctor_cost="rising", stake=10,
                            doctor_paid="final_loss")
    assert readings.doctor_calls(owed)[:3] == [5.0, 10.0, 15.0]
    table = readings.doctor_readings_table()
    assert "000, most    «só permitem que um jogador chame o médico uma vez»\n" in table
    assert "→ calls: 1; first prices: no stakes" in table
    assert "→ calls: 3; first prices: 5, 5, 5" in table
    assert "→ calls: no limit; first prices: 5, 10, 15 (owed: paid only if it loses" in table
    assert "(doctor_cost rising, doctor_paid final_loss)" in table
    text = markdown(5)
    assert 'due "in caso di perdita definitiva", when the player finally loses' in text
    assert "003 has no doctor without them" in text
    assert "(the kit's `doctor_paid` set to `final_loss`" in text
    assert '"agree before the game starts"' not in text  # not 003's words


def test_lesson5_annul_sets_003_and_004_beside_000() -> None:
    """000: "Ninguém perderá vidas nesta mão, e o jogo prossegue normalmente." 003: "cancel
    the hand and let the same dealer deal again". 004: "Se il giocatore che ha trattato era
    primo di mano ha diritto di esserlo nuovamente." """
    expected = {"same": (3, 0), "next": (0, 1), "first_hand": (3, 0)}
    for reading, (dealer, leader) in expected.items():
        rules = preset("trieste").override(annul_dealer=reading)
        hand = lesson4.decision_hand(rules=rules)
        hand.push("annul")
        assert score_hand(hand).delta == (0, 0, 0, 0) and hand.first_leader == 0
        match = Match.new(rules, players=4, seed=1, dealer=3)
        push_played(match, hand)
        assert match.hand is not None
        assert (match.dealer, match.hand.first_leader) == (dealer, leader)
    table = readings.annul_table()
    zero, three, four = table.split("«")[1:]
    assert zero.startswith("Ninguém perderá vidas nesta mão, e o jogo prossegue normalmente»")
    assert "→ annul_dealer next: seat 0 deals, seat 1 leads" in zero
    assert three.startswith("cancel the hand")
    assert "→ annul_dealer same: seat 3 deals, seat 0 leads" in three
    assert "→ annul_dealer first_hand: seat 3 deals, seat 0 leads" in four


def test_lesson5_quiz_does_not_credit_000_with_the_same_dealer() -> None:
    """000: "Neste caso, a mão será anulada, ninguém perderá Vidas, e uma nova mão se
    iniciará." It does not say who deals."""

    quiz = lesson5.ReadingQuiz("003")
    for lang in ("en", "it", "pt"):
        text = quiz.option_text("void", lang)
        assert "dealer" not in text and "mazziere" not in text and "carteador" not in text


def test_lesson5_says_which_bergamo_and_piacenza_rules_are_the_presets_not_004s() -> None:
    """004 (Bergamo) describes the capòt ("Nel caso un giocatore prenda tutte le carte fa un
    "capòt"") and no annul choice; 004 (Piacenza) says only that each must take a trick "per
    non essere loro i perdenti", not how that is charged."""
    text = markdown(5)
    assert "In Bergamo there is no choice to make" not in text
    assert "004 describes no such choice for Bergamo, so the preset has none" in text
    assert not preset("bergamo").capote_decision
    assert "preset charges it like the loser of the hand (the kit's assumption)" in text
    assert '"per non essere loro i perdenti"' in text


def test_lesson2_credits_the_trick_winner_to_the_sources_that_say_it() -> None:
    """000: "Quem jogar a maior carta do mesmo naipe da carta que abriu a rodada levará a
    vaza."; 001: "chi ha calato la carta con valore di presa più elevato si aggiudica la
    mano"; 003: "The player who plays the highest-ranked card of the leading suit wins the
    trick". 004 never says who wins a trick."""
    text = markdown(2)
    assert "in the order of lesson 1 (000, 001, 003; 004 does not spell it out)" in text


def test_lesson5_plays_004s_doctor_limit_after_a_capote() -> None:
    """004: "come non può più farlo se risulta perdente per cappotto insieme a tutti gli altri
    che siano come lui ridotti a un solo punto"; 000 and 003 only ask for two others still in
    ("desde que ainda hajam pelo menos dois jogadores com Vidas"; "at least 2 other players
    still in the game")."""
    score = score_hand(lesson5.CAPOTE_DEAL.played(), readings.CAPOTE_LIVES)
    assert score.outcome == "capote" and score.eliminated == (0, 2)
    assert list(score.after) == [0, 4, 0, 1]
    for after_capote, offers in ((True, [0, 2]), (False, [])):
        rules = preset("trieste").override(doctor="once", doctor_after_capote=after_capote)
        match = Match.new(rules, players=4, seed=1, dealer=3)
        match.counters = list(readings.CAPOTE_LIVES)
        push_played(match, lesson5.CAPOTE_DEAL.played(rules))
        assert match.doctor_offers == offers
    table = readings.doctor_readings_table()
    assert "000, 003 (doctor_after_capote true): seats 0 and 2" in table
    assert "004 (doctor_after_capote false): nobody" in table
