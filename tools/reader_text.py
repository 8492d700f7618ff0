"""Everything a learner reads in one language, as plain text for a reader who checks the
language: the lessons as a reader sees them and the catalogue with every sentence filled.

    .venv/bin/python tools/reader_text.py it /tmp/reader-it3     # writes lessons.md, catalogue.md

``lessons.md``: the index and the six lessons in page order, each markdown cell as written
(without the JupyterLab-only notes), what each code cell prints or shows (a card picture by
the names of its cards, a table by its cells, a chart by its titles), each exercise with its
prompt and inputs and the feedback the page gives to a first wrong answer (the hint), to a
second one (the answer told) and to a right one; what the page shows only once an exercise
is answered is marked as such.

``catalogue.md``: every entry of the language's ``.po`` with its key, the part of the kit
that shows it, the English, the raw translation, and every sentence the kit makes of it:
each placeholder filled, in turn, with real values of its kind (cards of both genders and
both decks, suits, you and another seat, one seat and several, the numbers 0, 1, 2 and 5,
each counter), through the kit's own ``t`` as the learner's screen fills it.
"""

from __future__ import annotations

import argparse
import html
import io
import json
import re
import string
import sys
from collections.abc import Callable, Iterator
from contextlib import redirect_stdout
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from coteccio_lab.cards import DECK, Card, Suit  # noqa: E402
from coteccio_lab.catalogue import CATALOGUE  # noqa: E402
from coteccio_lab.i18n import seat_numbers, t  # noqa: E402
from coteccio_lab.i18n.grammar import (  # noqa: E402
    card_word,
    counter_word,
    list_word,
    seat_word,
    suit_word,
)
from coteccio_lab.i18n.numbers import percent, signed  # noqa: E402

LESSONS = ROOT / "lessons"

# ---- what each placeholder holds, and values to fill it with ---------------------------------

COUNTABLE = r"(?:cards?|points?|lives?|tricks?|hands?|bóle|bóla|players?|seats?|deals?|" \
            r"matches?|moves?|students?|times?|games?|hints?|takebacks?)\b"

COUNTED = {
    "it": {"punto": "punti", "carta": "carte", "vita": "vite", "presa": "prese",
           "smazzata": "smazzate", "bóla": "bóle", "giocatore": "giocatori",
           "partita": "partite", "mossa": "mosse"},
    "pt": {"ponto": "pontos", "carta": "cartas", "vida": "vidas", "vaza": "vazas",
           "mão": "mãos", "bóla": "bóle", "jogador": "jogadores", "partida": "partidas",
           "jogada": "jogadas"},
}
"""Nouns a number counts, singular and plural: a placeholder right before one is a number."""

NUMBERS = (0, 1, 2, 5)


PHRASE_NAMES = {"verb", "gain", "pays", "fact", "best_fact", "why", "higher", "continuation",
                "level", "code", "rules", "preset"}
"""Placeholders the kit fills with a phrase or a name, never a number, whatever word follows
them ("every other seat {verb}", "{code}  punti attesi", "{rules} deals 10 cards")."""


def kind(name: str, english: str, translated: str = "", key: str = "") -> str:
    """What the kit puts in placeholder ``name`` of the English sentence ``english`` (or,
    a number, of its translation ``translated``: "{placed} carte") of entry ``key``."""
    if key.startswith("card_the_"):
        return "card_name"  # grammar.card_word: the name the article goes before
    if name in PHRASE_NAMES:
        return "other"
    if name == "name" and re.match(r"rdg?_", key):
        return "rules_name"  # describe.py, the readings: the rules as the picker names them
    if name == "seats" and re.search(r"(?i)\bseats\s+\{seats\}", english):
        return "seat_numbers"  # seats that tied, won, ...: two or more (seat_numbers)
    if name == "seats" and re.search(r"(?i)\bseats?\s+\{seats\}|\{seats:pl=", english):
        return "seat_numbers_any"
    if name == "seat" and not re.search(r"(?i)(?:\bseats?|\bnot)\s+\{seat\}", english) \
            and not re.search(r"\{seat\}'s", english) and key not in ("sim_seat_line",):
        return "seat"  # a seat's label as the screens name it ("Posto 2", "Tu")
    counted = "|".join(n for pair in COUNTED.values() for item in pair.items() for n in item)
    if re.search(r"\{" + name + r"\}\s+(?:" + counted + r")\b", translated):
        return "number"
    if name == "whose":
        return "whose"
    if re.search(r"(?i)\bseats?\s+\{" + name + r"\b", english):
        return "number"
    if name in ("dealer", "leader"):
        return "seat" if re.search(r"\{" + name + r"\} (?:deals|leads)", english) else "other"
    if re.search(r"\{" + name + r"(?::[^}]*)?\}\s+" + COUNTABLE, english) or name == "n":
        return "number"
    if name in ("card", "best", "keep", "first", "second"):
        return "card"
    if name == "cards":
        return "cards"
    if name in ("suit", "led", "lacks"):
        return "suit"
    if name in ("who", "leader", "dealer", "winner", "taker", "stopper"):
        return "seat"
    if name in ("winners", "losers"):
        return "seats"
    if name == "counter":
        return "counter"
    return "other"


def values(what: str, lang: str) -> list[Any]:
    """Every value of a kind the agreement test fills a sentence with."""
    if what == "number":
        return list(NUMBERS)
    if what == "card":
        return [card_word(c, lang, french=f) for f in (False, True) for c in DECK]
    if what == "cards":
        pairs = [("Ab", "Kc"), ("Qc", "Qs"), ("Qc", "Ab"), ("7s",)]
        return [list_word([Card.parse(c) for c in p], lang, french=f)
                for f in (False, True) for p in pairs]
    if what == "suit":
        return [suit_word(s, lang, french=f) for f in (False, True) for s in Suit]
    if what == "seat":
        return [seat_word(s, 0, lang) for s in (0, 1, 2, 5)]
    if what == "card_name":
        return [card_word(c, lang, french=f, article=False) for f in (False, True) for c in DECK]
    if what == "rules_name":
        return [t(f"rules_name_{n}", lang) for n in ("trieste", "bergamo")]
    if what == "seat_numbers":
        return [seat_numbers(s, lang) for s in ((0, 2), (1, 2, 3))]
    if what == "seat_numbers_any":
        return [seat_numbers(s, lang) for s in ((1,), (0, 2), (1, 2, 3))]
    if what == "seats":
        return [list_word([seat_word(s, 0, lang) for s in seats], lang)
                for seats in ((1,), (1, 2), (0,), (0, 3))]
    if what == "whose":
        return [t("whose_your", lang), t("whose_seat", lang, seat=2)]
    if what == "counter":
        return [counter_word(c, lang) for c in ("lives", "bole", "points")]
    return ["X"]


SAMPLES: dict[str, tuple[str, ...]] = {
    "card": ("Kc", "Ad", "7s", "French Qc"),
    "card_name": ("Kc", "Ad", "7s", "French Qc"),
    "cards": ("Ab Kc", "7s", "Ad", "French Qc Qs"),
    "suit": ("cups", "coins", "swords", "French swords"),
}
"""The few values a reader sees of the kinds with many (every card would be 80 lines). A
sentence's cards and suits are of one deck, as the kit's are (a card or suit it fills in is
named by the Italian deck; French names only where lesson 1 asks for them): every
``DECK_ROWS``-th sentence takes the French samples, the others the Italian ones, so that no
sample reads «la Donna di cuori» beside «coppe»."""

DECK_ROWS = 4
"""The sentences of a key cycle through this many rows; the last of each cycle is French."""

OTHER: dict[str, Callable[[str], str]] = {
    "preset": lambda lang: t("rules_name_trieste", lang),
    "rules": lambda lang: t("rules_name_bergamo", lang),
    "code": lambda lang: "Kc",
    "pct": lambda lang: percent(0.125, lang),
    "percent": lambda lang: percent(0.4, lang),
    "fraction": lambda lang: "1/8",
    "seat": lambda lang: "2",
    "seats": lambda lang: "1",
    "name": lambda lang: "Anna",
    "got": lambda lang: "'xyz'",
    "error": lambda lang: t("match_over", lang),
    "choice": lambda lang: t("rv_move_attempt", lang),
    "move": lambda lang: t("rv_move_attempt", lang),
}
"""A plausible value for a placeholder of no grammatical kind, by its name ("{preset}")."""

WHOLE = {"total", "good", "points", "players", "tricks", "trick", "count", "most",
         "start", "said", "bonus", "taken", "free", "placed", "wrong", "hands", "samples",
         "zero", "matches", "calls", "limit", "cost", "pts", "id", "tol", "truth", "others",
         "at_most", "spies", "now", "doctor", "ours", "theirs", "high_seat", "last", "min"}
"""Placeholders that hold a whole number: filled with 0, 1, 2 and 5."""

DECIMAL = {"delta", "lives", "attempt", "annul", "loss", "spread", "low", "high",
           "other_delta", "half", "gap", "mean", "median", "e", "approx", "average", "result",
           "decisions", "p", "q", "other_points", "value", "other_value"}
"""Placeholders that hold a measured value: filled with a gain and a loss, as printed."""


def counted_by(key: str, lang: str) -> set[str]:
    """The placeholders a counter's noun follows in ``key`` (``{counter:{value}}``): they
    hold a number, whatever their name, and are filled as one (a word there is no number
    and cannot be filled)."""
    english, forms, _part = catalogue(lang)[key]
    return set(re.findall(r"\{\w+:\{(\w+)\}\}", " ".join((english, *forms))))

PHRASES: dict[str, Callable[..., list[str]]] = {
    "verb": lambda lang: [t("verb_lose_lives", lang, n=1), t("verb_take_bole", lang, n=2)],
    "gain": lambda lang: [t("verb_gain_lives", lang, n=1)],
    "fact": lambda lang, french=False: [
        t("rv_fact_under", lang, top=card_word(Card.parse("Ac"), lang, french=french),
          card=card_word(Card.parse("7c"), lang, french=french))],
    "best_fact": lambda lang, french=False: [
        t("rv_fact_under", lang, top=card_word(Card.parse("Kb"), lang, french=french),
          card=card_word(Card.parse("2b"), lang, french=french))],
    "pays": lambda lang: [t("verb_lose_lives", lang, n=1), t("verb_take_bole", lang, n=1)],
    "continuation": lambda lang: [t("level_cautious", lang), t("level_expert", lang)],
    "level": lambda lang: [t("dash_level_cautious", lang), t("dash_level_expert", lang)],
    "why": lambda lang, french=False: [
        t("why_discard", lang, card=card_word(Card.parse("Ac"), lang, french=french),
          suit=suit_word(Suit.SWORDS, lang, french=french))],
    "higher": lambda lang, french=False: [
        t("rv_higher", lang, n=n, suit=suit_word(Suit.CUPS, lang, french=french))
        for n in (1, 2)],
    "other": lambda lang, french=False: [card_word(Card.parse("Ab"), lang, french=french)],
    "top": lambda lang, french=False: [card_word(Card.parse("Ab"), lang, french=french)],
    "ties": lambda lang, french=False: [
        card_word(Card.parse("Jd"), lang, french=french),
        list_word([Card.parse("Jd"), Card.parse("Qs")], lang, french=french)],
}
"""Placeholders filled with one of the kit's own phrases (a verb, a fact about a card)."""

DECKED_PHRASES = {"fact", "best_fact", "why", "higher", "other", "top", "ties"}
"""The phrases that name a card or a suit: in a French row, named by the French deck."""

YOU_PHRASES: dict[str, Callable[[str], list[str]]] = {
    "gain": lambda lang: [t("verb_you_gain_lives", lang, n=1)],
    "lose": lambda lang: [t("verb_you_lose_lives", lang, n=1)],
}
SECOND_PERSON = {"dash_capote_offer": {"gain", "lose"}, "dash_capote_offer_plain": {"gain"}}
"""The keys whose phrases speak to the reader (``tu``, ``você``), filled as the dashboard fills
them (``narration.capote_offer``: ``verb_you_*``), not with the third person."""


def card_names(key: str, lang: str) -> list[Any]:
    """The names ``card_the_<rank>`` puts its article before: that rank's cards, without
    an article (``card_word`` gives each rank its own entry: "l'Asso", "il Due")."""
    rank = key.removeprefix("card_the_")
    french = rank == "french_queen"
    cards = [c for c in DECK if c.rank.symbol == ("Q" if french else rank)]
    return [card_word(c, lang, french=french, article=False) for c in cards[:2]]


def _sample(what: str, lang: str) -> list[Any]:
    """The sample values of a kind; for cards and suits, ``(french, value)`` pairs."""
    if what not in SAMPLES:
        return values(what, lang)
    out: list[Any] = []
    for spec in SAMPLES[what]:
        french = spec.startswith("French ")
        codes = spec.removeprefix("French ").split()
        if what in ("card", "card_name"):
            value: Any = card_word(Card.parse(codes[0]), lang, french=french,
                                   article=what == "card")
        elif what == "cards":
            value = list_word([Card.parse(c) for c in codes], lang, french=french)
        else:
            suit = next(s for s in Suit if str(s) == codes[0] or s.name.lower() == codes[0])
            value = suit_word(suit, lang, french=french)
        out.append((french, value))
    return out


@cache
def catalogue(lang: str) -> dict[str, tuple[str, tuple[str, ...], str]]:
    """key -> (English msgid, the language's forms, the part of the kit that shows it)."""
    from babel.messages.pofile import read_po

    with open(ROOT / "coteccio_lab" / "locale" / f"{lang}.po", "rb") as po:
        read = read_po(po)
    out = {}
    for m in read:
        if not m.id or not m.context:
            continue
        english = m.id[0] if isinstance(m.id, tuple) else m.id
        forms = tuple(m.string) if isinstance(m.string, tuple) else (m.string,)
        part = next((c.removeprefix("part:").strip() for c in m.auto_comments
                     if c.startswith("part:")), "")
        out[str(m.context)] = (english, forms, part)
    return out


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def placeholders(key: str, lang: str) -> dict[str, str]:
    """Each placeholder of ``key`` and what it holds."""
    english, forms, _part = catalogue(lang)[key]
    names = sorted(set().union(*(fields(f) for f in forms)) | fields(english))
    return {name: kind(name, english, " ".join(forms), key) for name in names}


def filled(key: str, lang: str) -> Iterator[tuple[dict[str, Any], str]]:
    """Every sentence ``key`` makes in ``lang``: each placeholder through all its values,
    the others at their first (what the agreement test reads)."""
    kinds = placeholders(key, lang)
    choices = {name: values(kinds[name], lang) for name in kinds}
    base = {name: options[0] for name, options in choices.items()}
    plural = CATALOGUE.is_plural(key)
    for name in kinds:
        for value in choices[name]:
            params = {**base, name: value}
            if plural and not isinstance(params.get("n"), int):
                params["n"] = 2
            yield params, t(key, lang, **params)


def examples(key: str, lang: str) -> list[str]:
    """The sentences a reader judges: every placeholder's sample values in parallel, so that
    each value shows once (a card of each gender, one seat and several, 0, 1, 2 and 5)."""
    kinds = placeholders(key, lang)
    if not kinds:
        return []
    choices: dict[str, list[Any]] = {}
    decked: set[str] = set()  # names whose choices are (french, value) pairs
    for name, what in kinds.items():
        if what == "other" and name in WHOLE:
            choices[name] = list(NUMBERS)
        elif what == "other" and (name in DECIMAL or name in counted_by(key, lang)):
            choices[name] = [signed(-0.25, lang), signed(0.5, lang)]
        elif what == "other" and name in SECOND_PERSON.get(key, ()):
            choices[name] = YOU_PHRASES[name](lang)
        elif what == "other" and name in DECKED_PHRASES:
            choices[name] = [(f, v) for f in (False, True) for v in PHRASES[name](lang, f)]
            decked.add(name)
        elif what == "other" and name in PHRASES:
            choices[name] = PHRASES[name](lang)
        elif what == "other":
            choices[name] = [OTHER[name](lang) if name in OTHER else f"‹{name}›"]
        elif what == "card_name":
            choices[name] = card_names(key, lang)
        else:
            choices[name] = _sample(what, lang)
            if what in SAMPLES:
                decked.add(name)
    rows = max(len(v) for v in choices.values())
    if decked:
        rows = max(rows, DECK_ROWS)
    plural = CATALOGUE.is_plural(key)
    # two placeholders of one kind ("{card}", "{best}") take different values in a sentence
    shift = {name: list(kinds.values())[:k].count(kinds[name]) for k, name in enumerate(kinds)}
    out = []
    for i in range(rows):
        french = i % DECK_ROWS == DECK_ROWS - 1
        params = {}
        for name, options in choices.items():
            if name in decked:  # this row's deck only
                options = [v for f, v in options if f == french]
            params[name] = options[(i + shift[name]) % len(options)]
        if plural and not isinstance(params.get("n"), int):
            params["n"] = NUMBERS[i % len(NUMBERS)]
        counted_seats = [params[name] for name, what in kinds.items()
                         if what.startswith("seat_numbers")]
        if plural and counted_seats:  # the kit counts the seats it names: n=len(seats)
            params["n"] = 2 if "pl" in counted_seats[0].features else 1
        try:
            text = t(key, lang, **params)
        except (KeyError, ValueError, IndexError) as err:  # a sentence the kit cannot fill
            text = f"(cannot be filled: {err!r})"
        if text not in out:
            out.append(text)
    return out


def catalogue_text(lang: str) -> str:
    lines = [f"# The catalogue ({lang}.po): every entry, and the sentences it makes", "",
             "Each entry: its key and the part of the kit that shows it; the English; the "
             "translation as written, its placeholders in {braces}; then, after →, the "
             "sentences the learner sees, filled with real values.", ""]
    for key, (english, forms, part) in catalogue(lang).items():
        lines.append(f"## {key}  ({part})")
        lines.append(f"EN: {english}")
        for i, form in enumerate(forms):
            label = f"[{i}]" if len(forms) > 1 else ""
            lines.append(f"{lang.upper()}{label}: {form}")
        for sentence in examples(key, lang):
            lines.append(f"→ {sentence}")
        lines.append("")
    return "\n".join(lines)


# ---- the lessons as a reader sees them ------------------------------------------------------


class _Text(HTMLParser):
    """An HTML fragment as a reader takes it in: blocks on their own lines, table cells
    separated, a picture (a card, a trick) by its label."""

    BLOCK = {"p", "div", "br", "tr", "li", "h1", "h2", "h3", "h4", "table", "figcaption",
             "caption", "pre", "ul", "ol", "figure", "section"}
    INLINE = {"a", "b", "code", "em", "i", "kbd", "small", "span", "strong", "sub", "sup"}
    """Tags inside a line of text: no space around them («<code>c</code>, come» is «c, come»)."""

    def __init__(self) -> None:
        super().__init__()
        self.out: list[str] = []
        self.skip = 0
        self.labelled: list[list[Any]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if self.labelled:
            if tag == self.labelled[-1][0]:
                self.labelled[-1][1] += 1
            return
        if tag in ("style", "script"):
            self.skip += 1
            return
        if found.get("aria-hidden") == "true":  # not read out: the page says it otherwise
            self.labelled.append([tag, 1])
            return
        label = found.get("aria-label")
        if label and tag not in ("button", "input", "section"):
            self.out.append(f" [{label}] ")
            self.labelled.append([tag, 1])
            return
        self.out.append(self._gap(tag))
        if tag in ("td", "th"):
            self.out.append(" | ")
        if tag == "img" and found.get("alt"):
            self.out.append(f"[{found['alt']}]")

    def handle_endtag(self, tag: str) -> None:
        if self.labelled:
            if tag == self.labelled[-1][0]:
                self.labelled[-1][1] -= 1
                if self.labelled[-1][1] == 0:
                    self.labelled.pop()
            return
        if tag in ("style", "script"):
            self.skip -= 1
        self.out.append(self._gap(tag))

    def _gap(self, tag: str) -> str:
        return "\n" if tag in self.BLOCK else "" if tag in self.INLINE else " "

    def handle_data(self, data: str) -> None:
        if not self.skip and not self.labelled:
            self.out.append(data)


def text_of(markup: str) -> str:
    parser = _Text()
    parser.feed(markup)
    text = re.sub(r"[ \t]+", " ", "".join(parser.out))
    return re.sub(r"\n\s*\n+", "\n", html.unescape(text)).strip()


def widget_text(widget: Any) -> str:
    """What a widget shows: its HTML as text, its buttons, its choices and its inputs."""
    import ipywidgets as W

    layout = getattr(widget, "layout", None)
    if layout is not None and (layout.display == "none" or layout.visibility == "hidden"):
        return ""  # not on the page until it applies
    parts = []
    value = getattr(widget, "value", None)
    if isinstance(widget, W.Button):
        parts.append(f"[button: {widget.description}]")
    elif isinstance(widget, (W.Dropdown, W.RadioButtons, W.ToggleButtons, W.Select)):
        labels = [o[0] if isinstance(o, tuple) else str(o) for o in widget.options]
        parts.append(f"[choice {widget.description!r}: {' / '.join(labels)}]")
    elif isinstance(widget, (W.IntText, W.BoundedIntText, W.FloatText, W.BoundedFloatText,
                             W.Text)):
        parts.append(f"[input {widget.description!r}]")
    elif isinstance(widget, W.Checkbox):
        parts.append(f"[checkbox: {widget.description}]")
    elif isinstance(value, str) and value.strip():
        parts.append(text_of(value) if "<" in value else value)
    for name in ("label", "caption"):
        extra = getattr(widget, name, None)
        if isinstance(extra, str) and extra:
            parts.append(f"({extra})")
    cards = getattr(widget, "cards", None)
    if isinstance(cards, list) and cards and all(isinstance(c, dict) for c in cards):
        parts.append("[cards: " + ", ".join(str(c.get("label", c.get("code"))) for c in cards)
                     + "]")
    for child in getattr(widget, "children", ()) or ():
        parts.append(widget_text(child))
    return "\n".join(p for p in parts if p)


RENDERED: set[int] = set()
"""The exercises already written out with their feedback (their display is not repeated)."""


def _shown(data: dict[str, Any]) -> str:
    view = data.get("application/vnd.jupyter.widget-view+json")
    if view is not None:
        from ipywidgets.widgets.widget import _instances

        widget = _instances.get(view["model_id"])
        if widget is None or id(widget) in RENDERED:
            return ""
        return widget_text(widget)
    if "text/html" in data:
        return text_of(data["text/html"])
    if "image/svg+xml" in data:
        return text_of(data["image/svg+xml"])
    if "image/png" in data:
        return "[a picture]"
    return str(data.get("text/plain", ""))


def _exercise_text(widget: Any, number: int, lang: str) -> str:
    """The exercise as a learner meets it, then its feedback to a first wrong answer, a
    second wrong answer and a right one."""
    RENDERED.add(id(widget))
    lines = [f"\n>>> EXERCISE {number}", widget_text(widget)]
    wrong, right = widget.wrong_answer(), widget.right_answer()
    for label, answer in (("a first wrong answer: the hint", wrong),
                          ("a second wrong answer: the answer is told", wrong)):
        widget.answer = lambda answer=answer: answer
        widget.check()
        lines.append(f"[feedback to {label}] {widget.feedback_text()}")
    widget.verdict, widget.wrong_tries, widget.answer_shown = None, 0, False
    widget.answer = lambda: right
    widget.check()
    lines.append(f"[feedback to a right answer] {widget.feedback_text()}")
    lines.append("<<< END OF EXERCISE\n")
    return "\n".join(lines)


def lesson_text(path: Path) -> str:
    """The page at ``path`` as a reader reads it (see the module's docstring)."""
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    from coteccio_lab.curriculum import LessonPage, language_of

    lang = language_of(path)
    out: list[str] = []
    real_show, real_after = LessonPage.show, LessonPage.after

    pending: list[str] = []  # an exercise, written after what its cell showed before it

    def show(page: LessonPage, key: str) -> Any:
        widget = real_show(page, key)
        number = page.lesson.keys.index(key) + 1
        pending.append(_exercise_text(widget, number, lang))
        return None

    def after(page: LessonPage, key: str, part: Callable[..., object], *args: Any) -> Any:
        number = page.lesson.keys.index(key) + 1
        with capture_output() as captured:
            part(*args)
        shown = [captured.stdout.rstrip()] + [_shown(o.data) for o in captured.outputs]
        out.append(f"[until exercise {number} is answered the page says: "
                   f"{t('lesson_after_exercise', lang, n=number)}]\n"
                   f"[SHOWN ONLY AFTER EXERCISE {number} IS ANSWERED:]\n"
                   + "\n".join(s for s in shown if s) + f"\n[END OF WHAT EXERCISE {number} "
                   "HOLDS BACK]")
        return None

    shell = InteractiveShell.instance()
    shell.reset(new_session=False)
    LessonPage.show, LessonPage.after = show, after  # type: ignore[method-assign]
    try:
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            source = "".join(cell["source"])
            lab_only = "cot-lab-only" in cell.get("metadata", {}).get("tags", ())
            if cell["cell_type"] == "markdown":
                source = re.sub(r'<(div|p) class="cot-lab-only">.*?</\1>', "", source,
                                flags=re.S)
                source = re.sub(r"</?kbd>", "", source)
                mark = "[SHOWN IN JUPYTERLAB ONLY, NOT IN THE APP:]\n" if lab_only else ""
                out.append(mark + source.strip() + "\n")
                continue
            if lab_only:
                continue  # code the learner runs and changes in JupyterLab
            with capture_output() as captured, redirect_stdout(io.StringIO()) as printed:
                result = shell.run_cell(source, store_history=False, silent=True)
            result.raise_error()
            text = printed.getvalue() + captured.stdout
            if text.strip():
                out.append("[printed]\n" + text.rstrip())
            shown_all = [_shown(output.data) for output in captured.outputs]
            last = source.rstrip()
            if result.result is not None and not last.endswith(";"):
                # the value of the cell's last line, as the page displays it
                data, _meta = shell.display_formatter.format(result.result)
                shown_all.append(_shown(data))
            out.extend("[shown]\n" + shown for shown in shown_all if shown.strip())
            out.extend(pending)
            pending.clear()
    finally:
        LessonPage.show, LessonPage.after = real_show, real_after  # type: ignore[method-assign]
    return "\n".join(out)


def pages(lang: str) -> list[Path]:
    from coteccio_lab.curriculum import folder_of, notebooks

    folder = LESSONS / folder_of(lang) if folder_of(lang) else LESSONS
    return [folder / "index.ipynb", *notebooks(folder)]


def lessons_text(lang: str) -> str:
    return "\n\n".join(f"{'#' * 30} {p.name}\n\n{lesson_text(p)}" for p in pages(lang))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lang", help="a language code: en, it, pt")
    parser.add_argument("outdir", type=Path, help="the folder to write lessons.md and "
                        "catalogue.md into")
    args = parser.parse_args(argv)
    args.outdir.mkdir(parents=True, exist_ok=True)
    (args.outdir / "catalogue.md").write_text(catalogue_text(args.lang), encoding="utf-8")
    (args.outdir / "lessons.md").write_text(lessons_text(args.lang), encoding="utf-8")
    print(f"wrote {args.outdir / 'lessons.md'} and {args.outdir / 'catalogue.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
