"""No exercise's answer is on its page before the learner has answered it, in any lesson and
any language.

A page opened in Voilà (or read in JupyterLab after *Run All*) shows every markdown cell and
every output at once; only what ``lesson.after(key, ...)`` holds back waits for the answer.
So for each exercise this test reads everything the executed notebook shows with nothing
answered (``lesson_outputs.shown_text``) and looks there for the exercise's answer, the way
a learner would find it: the deltas of each rule set for a comparison, the expert's
recommended card or choice, the exact odds, the number to read, the source's reading, the
trend. How each kind of answer is recognised is written below, per kind of question, from
the question's own right answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from lesson_outputs import LESSONS, forget, hinted_positions, shown_text

from coteccio_lab.cards import Card
from coteccio_lab.curriculum import (
    all_notebooks,
    language_of,
    lesson_of,
    lessons,
    right_answer,
)
from coteccio_lab.i18n import name_list, t
from coteccio_lab.i18n.numbers import percent

SEAT = r"(?:seat|posto|lugar)"


def _lines(shown: tuple[str, ...]) -> Iterator[str]:
    for text in shown:
        for line in text.splitlines():
            if line.strip():
                yield line


def _sentences(shown: tuple[str, ...]) -> Iterator[str]:
    for line in _lines(shown):
        yield from (s for s in re.split(r"(?<=[.;!?])\s+|\s+\*\s+|^\s*\*\s+", line) if s)


def _signed(line: str) -> list[str]:
    """The changes of a line, as the kit prints them: '+2', '-1', and '0' for none (an older
    page's '+0' read as '0')."""
    found = re.findall(r"(?<![\w.,])(?:[+\-]\d+\b|0(?![\w.,]))", line.replace("−", "-"))
    return ["0" if s.strip("+-") == "0" else s for s in found]


def _template(key: str, lang: str, **fixed: str) -> re.Pattern[str]:
    """A catalogue sentence as a pattern: ``fixed`` placeholders filled, any others free."""
    text = t(key, lang, **{name: f"\0{name}\0" for name in _fields(key, lang)})
    pattern = re.escape(text)
    for name in _fields(key, lang):
        value = fixed.get(name)
        pattern = pattern.replace(re.escape(f"\0{name}\0"),
                                  re.escape(value) if value is not None else ".*?")
    return re.compile(pattern)


def _fields(key: str, lang: str) -> list[str]:
    from coteccio_lab.catalogue import CATALOGUE

    # a placeholder may carry a choice after a colon ("{seat:the}"): the same field
    return list(dict.fromkeys(re.findall(r"\{(\w+)[}:]", CATALOGUE.text(key, lang, 2))))


def _card_words(card: Card, lang: str) -> list[str]:
    return [card.code(), card.name(lang)]


# ---- how each kind of answer reads on a page ---------------------------------------------------


def _compare(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """One rule set's change for every seat, in seat order ('0 0 0 -1') or labelled
    ('seat 0 +2, seat 2 +2')."""
    found = []
    for column in right_answer(question):
        deltas = [f"{d:+d}" if d else "0" for d in column.values()]
        moved = {s: f"{d:+d}" for s, d in column.items() if d}
        if not moved:
            continue
        for line in _lines(shown):
            signed = _signed(line)
            runs = any(signed[i:i + len(deltas)] == deltas for i in range(len(signed)))
            pairs = re.findall(rf"(?i)\b{SEAT}\s*(\d+)\b[^+\-\d]{{0,3}}([+\-]\d+)\b",
                               line.replace("−", "-"))
            labelled = {int(s): d for s, d in pairs if d.strip("+-") != "0"} == moved
            if runs or labelled:
                found.append(line)
    return found


def _play(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The expert's card marked as recommended, or named in its recommendation."""
    card = right_answer(question)
    mark = t("adv_mark", lang).strip()
    recommend = _template("adv_recommend", lang, code=card.code())
    return [line for line in _lines(shown)
            if (card.code() in line.split() and mark in line) or recommend.search(line)]


def _capote(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The exact odds of the last trick, or the advice's recommended choice, or a table of
    chances whose row for the exercise's table size falls on the answer's side of one half."""
    odds = percent(float(question.chance()), lang)
    choice = t(f"adv_choice_{right_answer(question)}", lang)
    recommend = _template("adv_capote_recommend", lang, choice=choice)
    return [line for line in _lines(shown) if odds in line or recommend.search(line)
            or _chance_row(line, question.view.n, right_answer(question) == "attempt")]


def _chance_row(line: str, players: int, attempt: bool) -> bool:
    """A row of a table of chances by table size ('4  23  10,626  9,240  87.0%'): it starts
    with the number of players and ends with its one chance, which says attempt (above one
    half) or annul (below) for a table of that size."""
    row = re.fullmatch(r"\s*(\d+)\s[^%]*?(\d+(?:[.,]\d+)?)\s?%\s*", line)
    if row is None or int(row.group(1)) != players:
        return False
    return (float(row.group(2).replace(",", ".")) > 50) == attempt


def _number(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The number to read off the picture, as a percentage or as its count 'zero of total'."""
    share = percent(question.truth / 100, lang)
    params = question.why_params
    found = [line for line in _lines(shown) if share in line]
    if {"zero", "total"} <= set(params):
        pair = re.compile(rf"\b{params['zero']}\b\D{{1,12}}\b{params['total']}\b")
        found += [line for line in _lines(shown) if pair.search(line)]
    return found


WORDS: dict[str, dict[str, str]] = {
    # a source's reading of "everyone out at once" (lesson 5, the option everyone_out)
    "restart": {"en": r"start(?:s|ing)? (?:again|over)|\brestart\b",
                "it": r"ricominci|ripart|\brestart\b", "pt": r"recome[cç]|\brestart\b"},
    "void": {"en": r"\bvoid\b|does not count", "it": r"nulla|non conta", "pt": r"anulad|não conta"},
    "sudden_death": {"en": r"sudden death|comes? back in", "it": r"spareggio|rientra",
                     "pt": r"morte súbita|volta"},
    # a trend of the capote rate with the table's size (lesson 6)
    "fewer": {"en": r"rarer|fewer|less often|less frequent",
              "it": r"più rar|meno spesso|meno frequent|diminui|cala",
              "pt": r"mais rar|menos frequent|diminu|cai\b|caem\b"},
    "more": {"en": r"more often|more frequent|commoner", "it": r"più spesso|più frequent|aument",
             "pt": r"mais frequent|aument"},
    "same": {"en": r"the same|does not change", "it": r"non cambia|uguale",
             "pt": r"não muda|igual"},
}
CAPOTE_WORD = r"(?i)capot|cappott"


def _not_an_option(question: Any, lang: str, shown: tuple[str, ...]) -> Iterator[str]:
    """The sentences shown, but the question's own options (each offered alike)."""
    options = {question.option_text(o, lang).strip() for o in question.options}
    return (s for s in _sentences(shown) if s.strip() not in options)


def _reading(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The source named with its reading in one sentence ('003: ... everyone starts again')."""
    words = re.compile(WORDS[right_answer(question)][lang], re.I)
    return [s for s in _not_an_option(question, lang, shown)
            if question.source in s and words.search(s)]


def _trend(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """A sentence that says how capotes go as the table grows."""
    words = re.compile(WORDS[right_answer(question)][lang], re.I)
    return [s for s in _not_an_option(question, lang, shown)
            if re.search(CAPOTE_WORD, s) and words.search(s)]


# the table growing, and how a count goes with it: the way the trend is told without the word
# capote («the cautious reach the first four tricks ... less often at larger tables»)
TABLE_GROWS = {"en": r"larger tables|bigger tables|more players|table grows",
               "it": r"tavoli più grandi|tavolo più grande|più giocatori|tavolo cresce",
               "pt": r"mesas maiores|mesa maior|mais jogadores|mesa cresce"}
GROWING_WORDS = {"fewer": {"en": r"\bless\b|\bfewer\b|\brarer\b|\blower\b",
                           "it": r"\bmeno\b|più rar|\bcala|diminui",
                           "pt": r"\bmenos\b|mais rar|diminu|\bcai\b|\bcaem\b"}}


def _trend_with_the_table(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """A sentence that says how a count goes as the table grows, with or without the word
    capote (round 13: the paragraph above exercise 3 told what the held-back table shows,
    that the cautious reach the first four tricks less often at larger tables)."""
    right = right_answer(question)
    words = re.compile(GROWING_WORDS.get(right, WORDS[right])[lang], re.I)
    grows = re.compile(TABLE_GROWS[lang], re.I)
    return [s for s in _not_an_option(question, lang, shown)
            if grows.search(s) and words.search(s)]


def _trend_rows(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The table's rows of the question's players at 2 and at 8 seats, each with its capote
    rate: the two figures the feedback compares."""
    from coteccio_lab.curriculum.lesson6 import capote_runs

    results = capote_runs()[question.level]
    level = t(f"level_{question.level}", lang)
    found = [[line for line in _lines(shown)
              if re.match(rf"\s*{players}\s", line) and level in line
              and percent(result.capote.value, lang) in line]
             for players, result in ((2, results[0]), (8, results[-1]))]
    return found[0] + found[1] if all(found) else []


def _order(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The cards written out in the right order, by code or by name."""
    cards = right_answer(question)
    found = []
    for words in zip(*(_card_words(c, lang) for c in cards)):
        pattern = re.compile(r"\W{1,6}".join(re.escape(w) for w in words))
        found += [line for line in _lines(shown) if pattern.search(line)]
    return found


def _legal(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The cards that may be played, listed as the kit lists them."""
    cards = right_answer(question)
    listed = [name_list(cards, lang), " ".join(c.code() for c in cards)]
    return [line for line in _lines(shown) if len(cards) > 1 and any(w in line for w in listed)]


def _trick(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The trick's heading with its winner, as the pictures write it."""
    from coteccio_lab.render.felt import seat_name

    winner, _points = right_answer(question)
    head = _template("pic_trick_head", lang, seat=seat_name(winner, None, lang))
    cards = {c.code() for c in question.cards}
    return [line for line in _lines(shown) if head.search(line) and cards <= set(line.split())]


def _score(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """Every seat's points of the hand, labelled."""
    points, _payers = right_answer(question)
    found = []
    for line in _lines(shown):
        if len(points) > 1 and all(re.search(rf"(?i)\b{SEAT}\s*{s}\b\D{{1,24}}\b{p}\b", line)
                                   for s, p in points.items()):
            found.append(line)
    return found


# ---- an answer told in words, in the prose around the exercise ---------------------------------

EXERCISE = {"en": "exercise", "it": "esercizio", "pt": "exercício"}

TOLD: dict[str, dict[str, str]] = {
    # a score where the seat with the most points is not the one who pays (a stopped capote)
    "opposite": {"en": r"opposite ways|(?:all|most) (?:of )?the points gains?|"
                       r"(?:none|zero)\b.*\bloses? (?:it|one|a life)",
                 "it": r"sens[oi] oppost[oi]|direzion[ei] oppost[ae]|"
                       r"(?:tutti i|più) punti guadagna|"
                       r"(?:zero|nessun punto)\b.*\bla perde",
                 "pt": r"sentidos opostos|(?:todos os|mais) pontos ganha|"
                       r"(?:zero|nenhum ponto)\b.*\bperde"},
    # a seat loses its last life in the exercise, said where the exercise is named
    "out": {"en": r"last life|goes out|eliminat", "it": r"ultima vita|eliminat|è fuori",
            "pt": r"última vida|eliminad|está fora"},
    # a seat whose count does not change under one rule set, but does under another
    "still": {"en": r"does not move|does not change|stays where",
              "it": r"non si muove|non cambia|resta fermo",
              "pt": r"não (?:se )?(?:muda|mexe)|fica como está"},
    # why a capote is worth attempting (or not) with these cards, before the count says so
    "attempt": {"en": r"usually out of play|(?:probably|likely) (?:not dealt|out of play)",
                "it": r"di solito è fuori dal gioco|probabilmente (?:non è stata data|è fuori)",
                "pt": r"em geral está fora do jogo|"
                      r"provavelmente (?:não foi distribuída|está fora)"},
    # the rule of the decision worked out, attempt above one half and annul below, and what
    # one higher card does at a small table (lesson 4 said both right under exercise 2,
    # «Decide before you count»); the summary's one-line recap at the page's end is not it
    "cutoff": {"en": r"attempt when the chance is above one half, and annul|"
                     r"with two or three players you attempt",
               "it": r"si tenta quando la probabilità supera la metà, e (?:si tratta|conviene)|"
                     r"in due o tre si tenta",
               "pt": r"tente\s+quando a chance passar da metade, e anule|"
                     r"com dois ou três jogadores você tenta"},
    # the expert's card: lives before points, the hint of a first wrong answer («Think of
    # the lives, not the points»), which points at the card with the most points (round 16,
    # pt AB1: lesson 6 said it under exercise 1, before the answer)
    "lives": {"en": r"what you want to (?:keep|save) (?:is|are) your lives|"
                    r"\bpoints only (?:matter|count) when",
              "it": r"quello che vuoi (?:salvare|tenere) sono le (?:tue )?vite|"
                    r"\bi punti contano solo quando",
              "pt": r"o que você quer (?:guardar|salvar) são as suas vidas|"
                    r"\bos pontos só contam quando"},
    "annul": {"en": r"(?:probably|usually|likely) (?:held|in (?:a|an opponent's) hand)",
              "it": r"(?:probabilmente|di solito) (?:ce l'ha|è in mano)",
              "pt": r"(?:provavelmente|em geral) (?:está na mão|alguém (?:a )?tem)"},
}


def _prose(shown: tuple[str, ...]) -> Iterator[str]:
    """The sentences of the page's paragraphs, a paragraph's lines joined (a sentence of the
    markdown source runs over several lines); headings left out."""
    for text in shown:
        for paragraph in re.split(r"\n\s*\n", text):
            lines = [line for line in paragraph.splitlines() if not line.lstrip().startswith("#")]
            joined = " ".join(line.strip(" >*") for line in lines)
            yield from (s for s in re.split(r"(?<=[.;!?])\s+", joined) if s.strip())


def _told(word: str, lang: str) -> re.Pattern[str]:
    return re.compile(TOLD[word][lang], re.I)


def _number_of(question: Any) -> int:
    """The exercise's number in its lesson, as the page names it ('exercise 3')."""
    data = question.to_json()
    for page in lessons(LESSONS):
        for n, key in enumerate(page.keys, 1):
            if page.question(key).to_json() == data:
                return n
    raise LookupError("the question is in no lesson")


def _score_in_words(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The outcome of a score said in prose: the points and the lives going opposite ways,
    or the exercise named with a seat going out."""
    points, payers = right_answer(question)
    found = []
    if payers and max(points[s] for s in payers) < max(points.values()):
        found += [s for s in _prose(shown) if _told("opposite", lang).search(s)]
    if any(question.score.after[s] == 0 < question.score.before[s] for s in payers):
        number = _number_of(question)
        named = re.compile(rf"(?i)\b{EXERCISE[lang]} {number}\b")
        found += [s for s in _prose(shown) if named.search(s) and _told("out", lang).search(s)]
    return found


def _compare_in_words(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """A seat named as standing still where one rule set moves it and the other does not."""
    columns = right_answer(question)
    seats = {s for s in columns[0] if len({bool(c[s]) for c in columns}) > 1
             and any(c[s] == 0 for c in columns)}
    found = []
    for sentence in _prose(shown):
        named = {int(n) for n in re.findall(rf"(?i)\b{SEAT}\s+(\d)\b", sentence)}
        if named & seats and _told("still", lang).search(sentence):
            found.append(sentence)
    return found


def _capote_in_words(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The reason for the right choice said before the count."""
    return [s for s in _prose(shown) if _told(right_answer(question), lang).search(s)]


def _capote_rule(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """The rule that decides a capote said before the exercise asks for the decision: the
    cut-off at one half, or what a single higher card does at a table of few players."""
    return [s for s in _prose(shown) if _told("cutoff", lang).search(s)]


def _play_in_words(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    """Why the expert's card is the right one, said before the question: lives first, the
    points mattering only when they make you the player with the most."""
    return [s for s in _prose(shown) if _told("lives", lang).search(s)]


def _stop(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
    card = right_answer(question)
    mark = t("adv_mark", lang).strip()
    return [line for line in _lines(shown) if card.code() in line.split() and mark in line]


def _position(hand: Any, seat: int) -> tuple[Any, ...]:
    """What a seat sees of a position: its cards, the trick on the table, the tricks done,
    and whether it is its move or its capote decision."""
    from coteccio_lab.view import SeatView

    view = SeatView.of(hand, seat)
    return (view.n, view.holding_mask, view.current, len(view.tricks), view.decision_pending,
            view.to_act == view.seat)


def _hinted(question: Any, tables: tuple[tuple[Any, int], ...]) -> list[str]:
    """A table shown with a Hint, at the very position the exercise asks about: its Hint
    gives the exercise's answer before the exercise is answered."""
    view = getattr(question, "view", None)
    hand = getattr(question, "hand", None)
    if hand is None:
        return []  # a position with no hand behind it is on no table
    seat = view.seat if view is not None else getattr(question, "seat", hand.to_act)
    if seat is None:
        return []  # a finished hand (a score to count): no move for a Hint to advise
    asked = _position(hand, seat)
    return [f"a table with a Hint at this exercise's position (seat {table_seat})"
            for table, table_seat in tables if _position(table, table_seat) == asked]


Recogniser = Callable[[Any, str, tuple[str, ...]], list[str]]


def _either(*ways: Recogniser) -> Recogniser:
    def found(question: Any, lang: str, shown: tuple[str, ...]) -> list[str]:
        return [line for way in ways for line in way(question, lang, shown)]
    return found


HOLDS: dict[str, Recogniser] = {
    "compare": _either(_compare, _compare_in_words), "play": _either(_play, _play_in_words),
    "capote": _either(_capote, _capote_in_words, _capote_rule), "number": _number,
    "reading": _reading, "trend": _either(_trend, _trend_with_the_table, _trend_rows),
    "order": _order, "legal": _legal, "trick": _trick,
    "score": _either(_score, _score_in_words), "stop": _stop,
}

PAGES = sorted(all_notebooks(LESSONS))


@pytest.fixture(scope="module", autouse=True)
def _no_shell_left_behind() -> Iterator[None]:
    """The pages run in an IPython shell of this process: the tests that run after these
    in the same process must not find it (``get_ipython()``)."""
    yield
    from IPython.core.interactiveshell import InteractiveShell

    forget()
    InteractiveShell.clear_instance()


@pytest.mark.slow  # it runs every lesson of every language
@pytest.mark.parametrize("path", PAGES, ids=[str(p.relative_to(LESSONS)) for p in PAGES])
def test_no_exercise_answer_is_shown_before_it_is_answered(path: Any) -> None:
    lesson = lesson_of(path)
    lang = language_of(path)
    shown = shown_text(path)
    tables = hinted_positions(path)
    spoilt = {}
    for spec in lesson.exercises:
        question = spec.question()
        holds = HOLDS[question.kind]
        found = holds(question, lang, shown) + _hinted(question, tables)
        if found:
            spoilt[spec.key] = found[:3]
    assert not spoilt, spoilt


def test_each_kind_of_answer_is_recognised_where_the_kit_prints_it() -> None:
    """The recognisers find the answers where the kit prints them after the question (the
    worked tables, the advice): a recogniser that found nothing could not fail."""
    from coteccio_lab.curriculum import lesson4, lesson5, lesson6

    for lang in ("en", "it", "pt"):
        tie = lesson5.LESSON.question("tie")
        assert _compare(tie, lang, (lesson5.same_deal_table("tie", lang),))
        assert _compare(tie, lang, (lesson5.tie_readings_table(lang),))
        card = lesson6.LESSON.question("expert-card")
        assert _play(card, lang, (lesson6.advice_text(lang),))
        two = lesson6.LESSON.question("two-players")
        assert _capote(two, lang, (lesson6.two_player_advice(lang),))
        zero = lesson6.LESSON.question("zero-points")
        assert _number(zero, lang, (lesson6.spread_text(lang),))
        stopped = lesson4.LESSON.question("score-stopped")
        assert _score_in_words(stopped, lang, (lesson4.stopped_note(lang),))
        capote = lesson5.LESSON.question("capote")
        assert _compare_in_words(capote, lang, (lesson5.capote_note(lang),))
        assert _capote_in_words(two, lang, (t("l6_two_players_why", lang),))
        out = lesson5.LESSON.question("everyone-out")
        assert _reading(out, lang, ("* 003: " + t("l5_quiz_restart", lang),))
        trend = lesson6.LESSON.question("capote-trend")
        assert _trend_rows(trend, lang, (lesson6.capote_table(lang),))
        decide = lesson4.LESSON.question("decide")
        assert _capote(decide, lang, (lesson4.players_table(lang),))  # the chance table
        # the cut-off and the one-card case, shown under the table once exercise 2 is answered
        assert _capote_rule(decide, lang, (t("l4_why_half", lang),))
        assert _capote_rule(decide, lang, (t("l4_players_matter", lang),))


def test_a_table_with_a_hint_at_the_exercises_position_is_recognised() -> None:
    """Lesson 6's table dealt exercise 1's hand once, the very position the exercise asks
    the expert's card for: its Hint would have answered it."""
    from coteccio_lab.curriculum import lesson6

    card = lesson6.LESSON.question("expert-card")
    assert _hinted(card, ((lesson6.expert_hand(), 0),))
    assert not _hinted(card, ((lesson6.table_hand(), 0),))
    assert not _hinted(card, ((lesson6.expert_hand(), 1),))


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_lesson_5s_rules_picker_does_not_offer_the_reading_exercise_4_asks_about(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The picker comes before exercise 4 and describes every choice with its source:
    choosing «everyone restarts» there would print «(003)», the exercise's answer."""
    from IPython import display

    from coteccio_lab.curriculum import lesson5
    from coteccio_lab.rules import PRESETS

    shown: list[Any] = []
    monkeypatch.setattr(display, "display", lambda *objs, **_: shown.extend(objs))
    lesson5.show_rules_picker(lang)
    (picker,) = shown
    assert [f for f, w in picker.options.items() if w.layout.display == "none"] == [
        "everyone_out"]
    readings = [t(f"rd_{option}", lang) for option in ("restart", "restart_in_play")]
    for name in PRESETS:
        picker.preset.value = name
        assert not any(reading in picker.describe.value for reading in readings), name


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_summaries_keep_exercise_3_of_lesson_4_and_4_of_lesson_5_for_later(
        lang: str) -> None:
    """Round 11's readers: lesson 4's summary, on the page before exercise 3 is answered,
    said that a seat void in the other three suits must hold yours (the exercise's key), and
    lesson 5's listed the three outcomes of «everyone out» in the order of the sources named
    just above exercise 4 (its answer by elimination). The markdown is shown at once."""
    import json

    folder = LESSONS if lang == "en" else LESSONS / lang
    def markdown(name: str) -> str:
        cells = json.loads((folder / name).read_text(encoding="utf-8"))["cells"]
        return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")

    capote = markdown("04-the-capote.ipynb")
    forced = {"en": "forced to hold your suit", "it": "per forza del tuo seme",
              "pt": "só pode ser do seu naipe"}[lang]
    assert forced not in capote
    variants = markdown("05-regional-variants.ipynb")
    listed = {"en": "a void hand, a restart or sudden death",
              "it": "smazzata nulla, si riparte o spareggio",
              "pt": "mão cancelada, recomeço ou morte"}[lang]
    assert listed not in variants


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_trend_told_through_the_first_four_tricks_is_recognised(lang: str) -> None:
    """Round 13's readers (both languages, AB1): the paragraph above lesson 6's exercise 3 said
    what the table held back until the answer shows, that the cautious players reach the
    first four tricks less often at larger tables; that sentence has no «capote» in it."""
    from coteccio_lab.curriculum import lesson6

    old = {"en": "Not because they win the first four tricks more often: the table shown after"
                 " exercise 3 says they do so about as often as random players at two or three"
                 " players, and less often at larger tables.",
           "it": "Non perché facciano più spesso le prime quattro prese: la tabella che compare"
                 " dopo l'esercizio 3 mostra che ci arrivano più o meno quanto i casuali con due"
                 " o tre giocatori, e meno spesso ai tavoli più grandi.",
           "pt": "Não porque ganhem as quatro primeiras vazas com mais frequência: a tabela que"
                 " aparece depois do exercício 3 mostra que chegam lá mais ou menos tanto quanto"
                 " os aleatórios com dois ou três jogadores, e menos nas mesas maiores."}[lang]
    trend = lesson6.LESSON.question("capote-trend")
    assert HOLDS["trend"](trend, lang, (old,))
    # and where it is said now, once the exercise is answered, it is found too
    assert _trend_with_the_table(trend, lang, (t("l6_table_reading", lang),))


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_lives_before_points_said_under_exercise_1_of_lesson_6_is_recognised(lang: str) -> None:
    """Round 16's Portuguese reader (AB1): the paragraph under lesson 6's exercise 1 said what
    its hint says («Think of the lives, not the points») before the exercise was answered,
    which points at the card with the most points. It is printed with the advice now, once
    the exercise is answered."""
    from coteccio_lab.curriculum import lesson6

    old = {"en": "Points only matter when they make you the player with the **most** points;"
                 " what you want to keep is your lives.",
           "it": "I punti contano solo quando fanno di te il giocatore con **più** punti; quello"
                 " che vuoi salvare sono le vite.",
           "pt": "Os pontos só contam quando fazem de você o jogador com **mais** pontos; o que"
                 " você quer guardar são as suas vidas."}[lang]
    card = lesson6.LESSON.question("expert-card")
    assert HOLDS["play"](card, lang, (old,))
    assert _play_in_words(card, lang, (t("l6_lives_first", lang),))
