"""The Italian text keeps the words of docs/glossary-it.md: what the native reader of
December 2026 found (a French word, calques, two names for one thing, one name for two
things) does not come back, in the catalogue or in the lessons' prose."""

from __future__ import annotations

import re

import pytest
from test_reader_findings import lesson_prose, translations

from coteccio_lab.curriculum import lesson
from coteccio_lab.i18n import t

AVOIDED = {
    "renonce": r"\brenonce\b",  # French: the revoke is a «rinuncia»
    "pari con più punti": r"\bpari con (?:più punti|il massimo)|\bpari (?:in cima|al massimo)\b",
    "cattive notizie": r"\bcattive notizie\b",
    "per la via lunga": r"\bper la via lunga\b",
    "spento / accendere": r"\bspento\b|\baccender",  # a rule is «previsto», «attivato»
    "Revisione": r"\b[Rr]evisione\b",  # the review is the «analisi»
    "uscire for going out": r"\b(?:sono usciti|uscirebbero|esce per un cappotto|dall'uscita)\b",
    "lettura del kit": r"\blettura del kit\b|\bletta come\b|\bletto come\b",
    "supposizione": r"\bsupposizion",  # the kit's assumption is an «ipotesi»
    "trattare la smazzata": r"\b[Tt]ratt(?:o|are|a) la smazzata\b",
    "prendere la presa": r"\b(?:preso|prendere|[Hh]ai preso) la presa\b|\bpreso le prime\b"
                         r"|\b[Cc]hi prende (?:questa|la|una) presa\b",
    "a caso as a level": r"^a caso$",
    "di livello casuale": r"\bdi livello casuale\b|\bgiocator[ei] casual[ei]\b",
    "seme for seed": r"\b[Uu]n seme è un numero\b|\bil seme di un esercizio\b",
    "kit": r"\b[Kk]it\b",  # a calque of toolkit: the kit is «il programma»
    # the «pagina di gioco»; lesson 1 names it once, as the program calls it
    "dashboard": r"(?<!inglese \*)(?<!si chiama \*)\b[Dd]ashboard\b(?!\.ipynb)",
    "modalità tavolo": r"\b[Mm]odalità tavolo\b|^tavolo \(",  # the game mode is «senza aiuti»
    "Niente dottore as the limit": r"^Niente dottore$",
    "valori for points": r"\b[Vv]alori (?:delle carte|del Coteccio|del Tressette)\b"
                         r"|\btabella dei valori\b",
    "non proprio": r"\bnon proprio\b",
    "primo di mano outside 004's words": r"\bprimo di mano\b(?!»)",
    "scala una bóla": r"\bscal[ai] (?:una|\{n\}) ból",
    "ognuna delle prime prese": r"\bfatto (?:\*\*)?ognuna(?:\*\*)? delle prime\b",
    "giocare per un piatto": r"\bper un piatto\b",
    "la classe as the server": r"\b[Ll]a classe (?:non ha accettato|ora non risponde"
                               r"|non accetta|non ha)\b"
                               r"|\bverificata dalla classe\b",
    "registro": r"\bRegistr[oi] (?:delle|dell'ultima) smazzat",
    # The suit led is «il seme uscito è coppe», or one answers «a coppe»: «è uscito coppe»
    # makes the plural suit the subject of a singular verb.
    "riscontro": r"\b[Rr]iscontro\b",  # the exercise's feedback is «la correzione»
    "abilità for a skill": r"\b[Aa]bilità\b",  # what the practice drills is an «argomento»
    "è uscito coppe": r"\b[Èè] uscit[oa] (?:\{suit\}|coppe|denari|spade|bastoni|cuori|quadri"
                      r"|picche|fiori)(?!\w)",
}


def found_in(texts: dict[str, str]) -> dict[str, list[str]]:
    return {word: [name for name, text in texts.items() if re.search(pattern, text, re.M)]
            for word, pattern in AVOIDED.items()}


def test_the_catalogue_avoids_the_words_the_glossary_rules_out() -> None:
    hits = {word: names for word, names in found_in(translations("it")).items() if names}
    assert not hits, hits


def test_the_lessons_avoid_the_words_the_glossary_rules_out() -> None:
    """The lessons' goals are left out: they are written in the lessons' modules (and the
    notebooks repeat them), where a developer revises them."""
    goals = [" ".join(goal.split()) for n in range(1, 7) for goal in lesson(n).goals_in("it")]
    prose = {}
    for name, text in lesson_prose("it").items():
        text = " ".join(text.split())
        for goal in goals:
            text = text.replace(goal, "")
        prose[name] = text
    hits = {word: names for word, names in found_in(prose).items() if names}
    assert not hits, hits


def test_the_two_cappotti_have_two_names() -> None:
    """The capote (every trick) is the «cappotto»; source 001's rule of four lost hands is the
    «cappotto di smazzate» wherever it is offered or named."""
    for key in ("ui_opt_cappotto", "ui_cappotto_offer", "rd_cappotto_hands", "ref_offer_cappotto",
                "ui_seat_cappotto_restart", "ui_seat_cappotto_fifth"):
        assert "appotto di smazzate" in t(key, "it", seat=1), key
    assert "tutte le prese" in t("ui_opt_capote_gain", "it")  # the capote, not 001's rule


@pytest.mark.parametrize("key", ["ui_annul", "ui_attempt", "ui_call_doctor", "ui_stay_out",
                                 "ui_cappotto_restart", "ui_cappotto_fifth"])
def test_buttons_are_imperatives(key: str) -> None:
    """Buttons say what the player does: «Tratta», not «Trattare»."""
    first = t(key, "it").split()[0]
    assert not re.search(r"(?:are|ere|ire)$", first), first


def test_a_void_hand_and_an_unfinished_one_are_named_in_full() -> None:
    """«nulla» alone reads «nothing», and «Smazzata 4 finita: non finita» contradicts itself."""
    for key in ("dash_outcome_void", "pic_outcome_void", "l5_out_void", "class_page_outcome_void"):
        assert t(key, "it") == "smazzata nulla", key
    assert t("dash_outcome_incomplete", "it") == t("pic_outcome_incomplete", "it") == "interrotta"
    assert "finita" not in t("dash_summary_title", "it", n=4, outcome="interrotta")


def test_the_void_line_corrects_the_tie_line_before_it() -> None:
    """Lesson 3's tie for the last lives prints the tie line («ognuno perde una vita») and then
    the void line: the second says why the first does not happen."""
    assert t("score_void", "it").startswith("ma così")
    assert "nessuno perde vite" in t("score_void", "it")


def test_the_game_mode_and_the_revoke_mode_have_different_names() -> None:
    game = t("dash_mode_table", "it").split()[0]
    assert game not in t("ui_revoke_table", "it")
    assert "tavolo" not in t("dash_no_tools", "it").split(":")[0]
    assert t("ui_opt_doctor_until", "it").lower() != t("ui_doctor_off", "it").lower()
