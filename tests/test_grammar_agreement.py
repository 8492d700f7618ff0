"""Sentences built around a card, a suit, a seat or a number agree with it, in Italian and
Portuguese.

Every sentence of ``it.po`` and ``pt.po`` with such a placeholder is filled, through ``t``
as the kit fills it, with every card of both decks (a French Queen is feminine where the
Knight is not), every suit, lists of cards, every kind of seat (you, another seat, several
seats), every counter, and the numbers 0, 1, 2 and 5; each filled sentence is then read
against this file's own table of the right forms: the article and contraction before each
card's name ("do Sete", "a Dama", "dell'Asso"), a preposition never left uncontracted
("de o", "di il"), possessives before a suit or a counter ("i miei denari", "le tue vite"),
adjectives and participles after a card or a list ("alta"/"altos"), the verb after a list of
several ("não seguiram", "perdono") or after "tu" ("hai"), a number with its noun ("1
carta", "2 carte"), a seat's label inside a sentence ("pelo lugar 2", not "por Lugar 2").

Which placeholder holds what is read from its name and the English sentence around it
(``kind`` in ``tools/reader_text.py``, which fills the same sentences for the native
readers); the table of forms is written here, not taken from the kit's catalogue.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from coteccio_lab.cards import Card
from coteccio_lab.i18n import Word
from coteccio_lab.i18n.grammar import list_word, seat_word

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from reader_text import COUNTED, catalogue, fields, filled  # noqa: E402

LANGS = ("it", "pt")

# ---- the table of right forms ---------------------------------------------------------------

NOUNS: dict[str, dict[str, str]] = {
    "it": {
        **dict.fromkeys(["Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette", "Fante",
                         "Cavallo", "Re"], "m.sg"),
        "Donna": "f.sg",
        "coppe": "f.pl", "denari": "m.pl", "spade": "f.pl", "bastoni": "m.pl",
        "cuori": "m.pl", "quadri": "m.pl", "picche": "f.pl", "fiori": "m.pl",
        "vite": "f.pl", "bóle": "f.pl", "punti": "m.pl",
        "carta": "f.sg", "carte": "f.pl", "presa": "f.sg", "prese": "f.pl",
    },
    "pt": {
        **dict.fromkeys(["Ás", "Dois", "Três", "Quatro", "Cinco", "Seis", "Sete", "Valete",
                         "Cavaleiro", "Rei"], "m.sg"),
        "Dama": "f.sg",
        "copas": "f.pl", "ouros": "m.pl", "espadas": "f.pl", "paus": "m.pl",
        "vidas": "f.pl", "bóle": "f.pl", "pontos": "m.pl",
        "carta": "f.sg", "cartas": "f.pl", "vaza": "f.sg", "vazas": "f.pl",
    },
}
"""Each noun a sentence may agree with, and its gender and number."""

RANKS = {"it": ("Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette", "Fante", "Cavallo",
                "Re", "Donna"),
         "pt": ("Ás", "Dois", "Três", "Quatro", "Cinco", "Seis", "Sete", "Valete", "Cavaleiro",
                "Rei", "Dama")}

ARTICLES: dict[str, dict[str, set[str]]] = {
    "it": {"m.sg": {"il", "del", "al", "dal", "nel", "sul", "col", "un"},
           "f.sg": {"la", "della", "alla", "dalla", "nella", "sulla", "una"}},
    "pt": {"m.sg": {"o", "do", "no", "pelo", "ao", "um", "dum", "num"},
           "f.sg": {"a", "da", "na", "pela", "à", "uma", "duma", "numa"}},
}
"""The article (alone or joined to a preposition) before a card's name, by its gender."""

UNCONTRACTED = {
    "it": re.compile(r"\b(?:di|a|da|in|su) (?:il|lo|la|i|gli|le|l')(?=\s|\b)"),
    "pt": re.compile(r"\b(?:de|em|por) (?:o|a|os|as)\b|\ba (?:o|os|as)\b"),
}
"""A preposition and an article a native always writes as one word."""

DETERMINERS: dict[str, dict[str, str]] = {
    "it": {"mio": "m.sg", "mia": "f.sg", "miei": "m.pl", "mie": "f.pl", "tuo": "m.sg",
           "tua": "f.sg", "tuoi": "m.pl", "tue": "f.pl", "suo": "m.sg", "sua": "f.sg",
           "suoi": "m.pl", "sue": "f.pl", "tutti": "m.pl", "tutte": "f.pl", "i": "m.pl",
           "le": "f.pl", "dei": "m.pl", "delle": "f.pl", "ai": "m.pl", "alle": "f.pl"},
    "pt": {"meu": "m.sg", "minha": "f.sg", "meus": "m.pl", "minhas": "f.pl", "seu": "m.sg",
           "sua": "f.sg", "seus": "m.pl", "suas": "f.pl", "todos": "m.pl", "todas": "f.pl",
           "os": "m.pl", "as": "f.pl", "dos": "m.pl", "das": "f.pl"},
}
"""Words that agree with the suit or counter right after them."""

AGREEING: dict[str, dict[str, str]] = {
    "it": {**{f"{stem}{end}": g for stem in ("alt", "bass", "tenut", "giocat", "segnat",
                                             "scartat")
              for end, g in (("o", "m.sg"), ("a", "f.sg"), ("i", "m.pl"), ("e", "f.pl"))}},
    "pt": {**{f"{stem}{end}": g for stem in ("alt", "baix", "guardad", "jogad", "marcad",
                                             "descartad", "destacad")
              for end, g in (("o", "m.sg"), ("a", "f.sg"), ("os", "m.pl"), ("as", "f.pl"))}},
}
"""Adjectives and participles that agree with the noun before them."""

VERBS: dict[str, dict[str, str]] = {
    "it": {"ha": "hanno", "è": "sono", "può": "possono", "vince": "vincono",
           "perde": "perdono", "prende": "prendono", "fa": "fanno", "risponde": "rispondono",
           "batte": "battono", "vale": "valgono", "segue": "seguono"},
    "pt": {"seguiu": "seguiram", "pode": "podem", "ganha": "ganham", "perde": "perdem",
           "é": "são", "está": "estão", "tem": "têm", "fez": "fizeram", "leva": "levam",
           "bate": "batem", "vale": "valem", "ganhou": "ganharam", "perdeu": "perderam",
           "venceu": "venceram"},
}
"""A verb's singular (third person) and plural: a list of several takes the plural."""

SECOND_PERSON = {"it": {"ha": "hai", "è": "sei", "può": "puoi", "vince": "vinci",
                        "perde": "perdi", "prende": "prendi", "fa": "fai", "deve": "devi",
                        "gioca": "giochi", "tiene": "tieni"}}
"""In Italian "tu" takes the second person: "Tu hai", never "Tu ha"."""


LABEL = {"it": re.compile(r"(?<=[a-zàèéìòù,;(] )Posto \d|\b(?:mano|carta) (?:tua|sua)\b"),
         "pt": re.compile(r"(?<=[a-zà-ú,;(] )Lugar \d|\b(?:mão|vez|carta|vaza) (?:sua|seu)\b")}
"""A seat's label ("Lugar 2") inside a sentence, where it reads "o lugar 2"; a possessive
after its noun ("na mão sua")."""

STANDS_FOR = {
    "it": re.compile(r"\b(?:(la|il) più \w+(?![ \w]*\b(?:carta|carte|presa|prese|punti|punto)\b)"
                     r"|di (esse|essi)\b)"),
    "pt": re.compile(r"\b(?:(a|o) mais (?:alt|baix|perigos|fort|frac)\w*|(delas|deles)\b)"),
}
"""A word that stands for a card named only by its suit before it: a bare superlative (the
article decides), or "of them"."""
STANDS_FOR_GENDER = {"it": {"la": "f", "il": "m", "esse": "f", "essi": "m"},
                     "pt": {"a": "f", "o": "m", "delas": "f", "deles": "m"}}

# ---- reading a sentence ----------------------------------------------------------------------


def problems(text: str, lang: str, params: dict[str, Any]) -> list[str]:
    found = []
    nouns = NOUNS[lang]
    # the article before each card's name
    for m in re.finditer(r"(\S+)\s+(" + "|".join(RANKS[lang]) + r") (?:di|de) ", text):
        article, rank = m.group(1).lower(), m.group(2)
        wrong = {a for g, arts in ARTICLES[lang].items() if g != nouns[rank] for a in arts}
        if article in wrong:
            found.append(f"'{article} {rank}'")
    for m in re.finditer(r"\b(l'|dell'|all'|dall'|nell'|sull')(" + "|".join(RANKS[lang]) + r")\b",
                         text) if lang == "it" else ():
        if m.group(2)[0] not in "AEIOU":
            found.append(f"'{m.group(0)}' (no elision before a consonant)")
    m = UNCONTRACTED[lang].search(text)
    if m:
        found.append(f"'{m.group(0)}' (contract it)")
    # determiners before a suit or a counter
    names = "|".join(n for n, g in nouns.items() if g.endswith("pl"))
    for m in re.finditer(r"\b(\w+) (" + names + r")\b", text):
        det, noun = m.group(1).lower(), m.group(2)
        if det in DETERMINERS[lang] and DETERMINERS[lang][det] != nouns[noun]:
            found.append(f"'{m.group(0)}' ({noun} is {nouns[noun]})")
    # adjectives and participles agree with the nearest noun before them
    filled_nouns = [(str(v), v.features) for v in params.values()
                    if isinstance(v, Word) and {"m", "f"} & v.features]
    for m in re.finditer(r"\b(" + "|".join(AGREEING[lang]) + r")\b", text):
        before = text[:m.start()]
        clause = re.split(r"[.;:!?]", before)[-1]
        candidates = []
        for phrase, features in filled_nouns:
            at = clause.rfind(phrase)
            if at >= 0 and not re.search(r"\b(?:di|de) $", clause[:at]):
                g = next(iter({"m", "f"} & features))
                n = "pl" if "pl" in features else "sg"
                candidates.append((at + len(phrase), f"{g}.{n}"))
        if re.search(r"\b(?:la|le|il|i|a|as|o|os) (?:più|mais) $", before):
            continue  # "la più bassa": the adjective stands for a noun it does not name
        for noun, g in nouns.items():
            # a noun after "of" ("una carta di coppe più alta") is not what agrees
            for hit in re.finditer(rf"(?<!\bdi )(?<!\bde )\b{re.escape(noun)}\b", clause):
                if not any(s <= hit.start() < e for s, e in
                           ((clause.rfind(p), clause.rfind(p) + len(p)) for p, _ in filled_nouns
                            if clause.rfind(p) >= 0)):
                    candidates.append((hit.end(), g))
        if candidates:
            _, wanted = max(candidates)
            if AGREEING[lang][m.group(1)] != wanted:
                found.append(f"'{m.group(1)}' after a noun that is {wanted}")
    # a bare superlative ("a mais perigosa", "la più bassa") or a pronoun ("delas") that stands
    # for one of the cards of a suit named before it agrees with that suit: "os meus ouros …
    # a mais perigosa delas" does not (round 13, pt W1; ouros and paus are masculine)
    suits = [(str(v), v.features) for name, v in params.items()
             if "suit" in name and isinstance(v, Word) and {"m", "f"} & v.features]
    for m in STANDS_FOR[lang].finditer(text):
        word = next(w for w in m.groups() if w)
        wanted = STANDS_FOR_GENDER[lang][word.lower()]
        before = text[:m.start()]
        # what it stands for: the suit filled in before it, or the word "cards" itself
        # (not inside a card's name, "o Ás de paus")
        seen = [(hit.start(), f) for p, f in suits
                for hit in re.finditer(rf"(?<!\bde )(?<!\bdi )\b{re.escape(p)}\b", before)]
        seen += [(hit.start(), {"f"}) for hit in re.finditer(r"\b(?:cartas?|cart[ae])\b", before)]
        # or cards filled in after the suit ("você tem o Ás e o Rei: … uma delas", the cards)
        seen += [(before.rfind(str(v)), {"f"}) for name, v in params.items()
                 if name.startswith("card") and isinstance(v, Word) and str(v) in before]
        if seen:
            _, features = max(seen, key=lambda s: s[0])
            if wanted not in features:
                found.append(f"'{m.group(0)}' stands for a card of a suit that is not {wanted}")
    # the verb after a subject of several, or after "tu"
    for value in params.values():
        if not isinstance(value, Word) or not str(value):
            continue
        after = text.split(str(value), 1)[1] if str(value) in text else ""
        words = re.findall(r"[\wàèéìòùáâãçêíóôõú]+", after)[:3]
        skip = {"non", "ne", "lo", "la", "gli", "le", "ci", "não", "ainda", "já", "também"}
        verb = next((w for w in words if w not in skip), "")
        if "pl" in value.features and verb in VERBS[lang] and text.find(str(value)) == 0:
            found.append(f"'{value} {verb}' (the plural: {VERBS[lang][verb]})")
        if "p2" in value.features and lang in SECOND_PERSON and verb in SECOND_PERSON[lang] \
                and text.find(str(value)) == 0:
            found.append(f"'{value} {verb}' (second person: {SECOND_PERSON[lang][verb]})")
    # a number and the noun it counts
    for one, many in COUNTED[lang].items():
        if re.search(rf"(?<![\d.,])1 {many}\b", text):
            found.append(f"'1 {many}'")
        m = re.search(rf"(?<![\d.,])([0256]) {one}\b", text)
        if m:
            found.append(f"'{m.group(0)}'")
    m = LABEL[lang].search(text)
    if m:
        found.append(f"'{m.group(0)}' inside a sentence")
    return found


def agreement_failures(lang: str) -> dict[str, list[str]]:
    failures: dict[str, list[str]] = {}
    for key, (english, _forms, _part) in catalogue(lang).items():
        if key.startswith(("grammar_", "card_the_")) or not fields(english):
            continue
        for params, text in filled(key, lang):
            bad = problems(text, lang, params)
            if bad:
                failures.setdefault(key, []).append(f"{text!r}: {'; '.join(bad)}")
    return failures


@pytest.mark.parametrize("lang", LANGS)
def test_every_sentence_agrees_with_the_words_it_is_built_around(lang: str) -> None:
    failures = agreement_failures(lang)
    shown = {k: v[:2] for k, v in sorted(failures.items())}
    assert not failures, f"{len(failures)} sentences: {shown}"


@pytest.mark.parametrize(("lang", "text", "params", "problem"), [
    ("pt", "O Três de espadas está antes de o Sete de espadas", {}, "contract"),
    ("pt", "antes da Dama de copas, mas o Dama de copas é mais alto", {}, "'o Dama'"),
    ("it", "Le tue punti: 12 → 27", {}, "punti is m.pl"),
    ("it", "le mie denari", {}, "denari is m.pl"),
    ("it", "Hai messo 1 carte su 5", {}, "'1 carte'"),
    ("pt", "jogada por Lugar 2, que ganha a vaza", {}, "inside a sentence"),
    ("pt", "o Seis de ouros não está na mão sua", {}, "inside a sentence"),
    ("pt", "Jogo o Ás de ouros: ninguém depois de mim pode bater os meus ouros, então levo a vaza"
           " com a mais perigosa delas", {"suit": Word("ouros", "pt", {"m", "pl"})},
     "'delas' stands for"),
    ("pt", "Jogo o Rei de paus: todos os meus paus batem o Cinco de paus, e, jogando a mais"
           " baixa, ainda dou a chance de alguém depois de mim superá-la",
     {"suit": Word("paus", "pt", {"m", "pl"})}, "'a mais baixa'"),
    ("it", "Gioco il Re di denari: tutti i miei denari battono il Due di denari, e giocando la"
           " più bassa lascio a chi viene dopo di me la possibilità di superarla",
     {"suit": Word("denari", "it", {"m", "pl"})}, "'la più bassa'"),
])
def test_the_table_finds_what_the_readers_found(lang: str, text: str, params: dict[str, Any],
                                                problem: str) -> None:
    """The readers' own examples fail the table: it cannot pass a sentence they rejected."""
    assert any(problem in p for p in problems(text, lang, params)), problems(text, lang, params)


def test_a_list_of_cards_takes_the_plural_verb_and_adjective() -> None:
    cards = list_word([Card.parse("Ab"), Card.parse("Kc")], "pt")
    text = f"{cards} não seguiu o naipe e não pode ganhar, por mais alta que seja"
    found = problems(text, "pt", {"cards": cards})
    assert any("seguiram" in p for p in found) and any("'alta'" in p for p in found), found
    you = seat_word(0, 0, "it")
    assert any("hai" in p for p in problems(f"{you} ha fatto 0 punti, non 5.", "it",
                                            {"who": you}))
