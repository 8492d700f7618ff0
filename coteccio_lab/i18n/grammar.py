"""Words that carry their grammar into a sentence: a card, a suit, a seat, a list of them, a
number. A sentence of the catalogue picks its article, its contraction and its agreement
from the word it is built around, with Python's own format specification:

- ``{card}``: the word as it is (a card with its article: "o Sete de espadas");
- ``{who:the}``: the word with its article inside a sentence ("o lugar 2", not the label
  "Lugar 2");
- ``{counter:{n}}``: a noun as the number ``n`` before it wants it ("1 vita", "2 vite");
- ``{card:de}``: after a preposition, contracted with the word's article where the language
  does ("do Sete de espadas", "dell'Asso di coppe"; ``grammar_contractions`` lists them);
- ``{cards:m.sg=alto|f.sg=alta|m.pl=altos|f.pl=altas}``: the first form whose features the
  word has (``m``/``f`` its gender, ``sg``/``pl`` its number, ``p2``/``p3`` the person of a
  seat, ``one``/``other`` a number's plural form); a form with no features fits any word.

The genders are the catalogue's too (``grammar_rank_*``, ``grammar_suit_*``, ...), so a
language states them once, in its ``.po``, and a fourth language does the same. The kit's
own code, because the kit must install in the browser (Pyodide), where ICU's MessageFormat
(PyICU, a C++ library) does not; Babel formats numbers and plural rules but has no
``select`` on gender.

>>> from coteccio_lab.cards import Card, Suit
>>> high = "m.sg=alto|f.sg=alta|m.pl=altos|f.pl=altas"
>>> seven = card_word(Card.parse("7s"), "pt")
>>> format(seven, "de"), format(seven, high)
('do Sete de espadas', 'alto')
>>> queen = card_word(Card.parse("Qc"), "pt", french=True)
>>> str(queen), format(queen, "de"), format(queen, high)
('a Dama de copas', 'da Dama de copas', 'alta')
>>> both = list_word([Card.parse("Ab"), Card.parse("Kc")], "pt")
>>> str(both), format(both, high)
('o Ás de paus e o Rei de copas', 'altos')
>>> coins = suit_word(Suit.COINS, "it")
>>> format(card_word(Card.parse("Ac"), "it"), "di"), format(coins, "m.pl=i miei|f.pl=le mie")
("dell'Asso di coppe", 'i miei')
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ..cards import Card, Rank, Suit
from ..catalogue import CATALOGUE

__all__ = [
    "Word", "card_word", "count_word", "counter_word", "decimal_is_one", "decimal_word",
    "list_word", "seat_word", "suit_word", "word", "written_decimal",
]


class Word(str):
    """Text with the grammar a sentence agrees with (``features``), in ``lang``. It is a
    ``str``: anything that takes text takes it."""

    features: frozenset[str]
    lang: str

    the: str
    """The word with its article, as it stands inside a sentence ("o lugar 2" for the label
    "Lugar 2"): what a preposition contracts with."""

    one: str | None
    """The noun's singular, for a count of one (``{counter:{n}}``)."""

    seat: int | None
    """The seat a plain seat's word names ("o lugar 2"), so that a list of seats reads as one
    plural ("os lugares 1 e 2"); None for any other word ("you", a seat with its level)."""

    def __new__(cls, text: str, lang: str, features: Iterable[str] = (),
                the: str | None = None, one: str | None = None,
                seat: int | None = None) -> Word:
        made = super().__new__(cls, text)
        made.one = one
        made.seat = seat
        made.features = frozenset(f for f in features if f)
        made.lang = lang
        made.the = text if the is None else the
        return made

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        if "=" in spec:
            return select(spec, self.features)
        if spec == "the":
            return self.the
        if re.fullmatch(r"[+\-−]?\d+", spec):  # {counter:{n}}: as the number before it wants
            one = CATALOGUE.plural_index(self.lang, abs(int(spec.replace("−", "-")))) == 0
            return self.one if one and self.one is not None else str(self)
        written = written_decimal(spec, self.lang)
        if written is not None:  # {counter:{delta}}, a number with decimals before the noun
            one = decimal_is_one(written, self.lang)
            return self.one if one and self.one is not None else str(self)
        if re.fullmatch(r"[^\W\d]+", spec):
            if "p2" in self.features:  # "da te", "por você": the pronoun after a preposition
                return f"{spec} {CATALOGUE.text('grammar_you_after', self.lang)}"
            return contract(spec, self.the, self.lang)
        return format(str(self), spec)


def select(spec: str, features: frozenset[str]) -> str:
    """The first ``features=form`` of ``spec`` (``|`` between them) that ``features`` has all
    of; a form without features (``=form``) fits any word, and the last is the default."""
    choices = [choice.partition("=") for choice in spec.split("|")]
    for wanted, _, form in choices:
        if set(filter(None, wanted.split("."))) <= features:
            return form
    return choices[-1][2]  # a word the kit knows nothing of (a name) takes the last form


def contract(preposition: str, text: str, lang: str) -> str:
    """``preposition`` before ``text``, joined with its leading article as ``lang`` does
    (``grammar_contractions``: "de o=do; de a=da; ..."); else the two words side by side."""
    for pair in CATALOGUE.text("grammar_contractions", lang).split(";"):
        words, _, joined = pair.strip().partition("=")
        prep, _, article = words.partition(" ")
        if prep != preposition or not article:
            continue
        elided = article.endswith("'")
        if text.startswith(article if elided else article + " "):
            return joined + ("" if elided else " ") + text[len(article):].lstrip()
    return f"{preposition} {text}"


def _features(key: str, lang: str) -> list[str]:
    return CATALOGUE.text(key, lang).split(".")


def word(text: str, lang: str, key: str) -> Word:
    """``text`` with the features of catalogue entry ``key`` ("m.sg", "f.pl", ...)."""
    return Word(text, lang, _features(key, lang))


def card_word(card: Card, lang: str, *, french: bool = False, article: bool = True) -> Word:
    """A card's name with its article ("l'Asso di coppe", "a Dama de copas") and the gender
    of its rank's word."""
    queen = french and card.rank is Rank.KNIGHT
    rank = "french_queen" if queen else card.rank.symbol
    name = card.name(lang, french=french)
    if article:
        name = CATALOGUE.text(f"card_the_{rank}", lang).format(card=name)
    return word(name, lang, f"grammar_rank_{rank}")


def suit_word(suit: Suit, lang: str, *, french: bool = False) -> Word:
    """A suit's plural name, with its gender ("coppe": feminine, "denari": masculine)."""
    key = f"grammar_french_suit_{suit.letter}" if french else f"grammar_suit_{suit.letter}"
    return word(suit.name_in(lang, french=french), lang, key)


def list_word(items: Sequence[Card | str], lang: str, *, french: bool = False,
              article: bool = True, joiner: str = "list_and") -> Word:
    """Cards (or words) named one after another, "A, B and C": plural from two on, and
    masculine when one of them is (as Italian and Portuguese agree with a mixed list)."""
    words = [card_word(i, lang, french=french, article=article) if isinstance(i, Card)
             else i if isinstance(i, Word) else Word(i, lang) for i in items]
    if len(words) == 1:
        return words[0]
    head = CATALOGUE.text("list_comma", lang).join(words[:-1])
    text = CATALOGUE.text(joiner, lang).format(head=head, last=words[-1]) if words else ""
    genders = {f for w in words for f in w.features if f in ("m", "f")}
    gender = "f" if genders == {"f"} else "m" if genders else ""
    # "tu e il posto 3" takes the second person plural ("vincete"), as "you" in it would
    person = ["p2"] if any("p2" in w.features for w in words) else []
    # two seats or more read as one plural ("os lugares 1 e 2", "i posti 1 e 2", not "o lugar
    # 1 e o lugar 2"), where the first of them stands; "you" and a seat with its level apart
    parts = [w.the for w in words]
    seats = [i for i, w in enumerate(words) if w.seat is not None]
    if len(seats) > 1:
        numbers = list_word([str(words[i].seat) for i in seats], lang, joiner=joiner)
        together = CATALOGUE.text("ui_the_seats", lang).format(seats=numbers)
        parts = [together if i == seats[0] else part for i, part in enumerate(parts)
                 if i == seats[0] or i not in seats]
    the = parts[0] if len(parts) == 1 else CATALOGUE.text(joiner, lang).format(
        head=CATALOGUE.text("list_comma", lang).join(parts[:-1]), last=parts[-1])
    return Word(text, lang, [gender, "pl", *person], the=the)


def count_word(n: int, lang: str, text: str | None = None) -> Word:
    """A whole number in a sentence (``text`` as written, by default the digits), with its
    plural form: ``one`` or ``other``, by ``lang``'s plural rule."""
    return Word(str(n) if text is None else text, lang,
                ["one" if CATALOGUE.plural_index(lang, n) == 0 else "other"])


def written_decimal(text: str, lang: str) -> float | None:
    """The value of a number with decimals as ``lang`` writes it ("+0,70", "−1.234,5"), or
    None for any other text (a whole number included)."""
    group = re.escape(CATALOGUE.text("number_group_mark", lang))
    point = CATALOGUE.text("number_decimal_mark", lang)
    if not re.fullmatch(rf"[+\-−]?\d+(?:{group}\d{{3}})*{re.escape(point)}\d+", text):
        return None
    plain = text.replace("−", "-").replace("+", "")
    plain = plain.replace(CATALOGUE.text("number_group_mark", lang), "").replace(point, ".")
    return float(plain)


def decimal_is_one(value: float, lang: str) -> bool:
    """Whether a number written with decimals takes the noun's singular in ``lang``: below
    the catalogue's ``grammar_decimal_singular_below`` (Brazilian Portuguese writes "0,70
    vida" and "1,5 milhão", singular below 2; English and Italian, "0.70 lives", never)."""
    below = float(CATALOGUE.text("grammar_decimal_singular_below", lang) or 0)
    return abs(value) < below


def decimal_word(text: str, lang: str, value: float) -> Word:
    """A number written with decimals in a sentence, with its plural form by
    :func:`decimal_is_one`."""
    return Word(text, lang, ["one" if decimal_is_one(value, lang) else "other"])


def counter_word(counter: str, lang: str) -> Word:
    """What a match counts, "lives", "bóle" or "points", with its gender."""
    return Word(CATALOGUE.text(f"counter_{counter}", lang), lang,
                _features(f"grammar_counter_{counter}", lang),
                one=CATALOGUE.text(f"counter_one_{counter}", lang))


def seat_word(seat: int, me: int | None, lang: str) -> Word:
    """'You' for the person at the screen (second person), else 'Seat 2' (third person),
    which inside a sentence reads with its article ("o lugar 2")."""
    if seat == me:
        you = CATALOGUE.text("ui_you", lang)
        return Word(you, lang, _features("grammar_you", lang),
                    the=CATALOGUE.text("grammar_you_subject", lang))
    return Word(CATALOGUE.text("ui_seat", lang).format(seat=seat), lang,
                _features("grammar_seat", lang),
                the=CATALOGUE.text("ui_the_seat", lang).format(seat=seat), seat=seat)
