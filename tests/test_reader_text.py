"""``tools/reader_text.py`` gives a native reader the whole text a learner reads: every
catalogue entry with the sentences it makes once filled, and the lessons with their
exercises' feedback, what waits for an answer marked as such."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import reader_text  # noqa: E402

from coteccio_lab.catalogue import CATALOGUE  # noqa: E402
from coteccio_lab.curriculum import LessonPage  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def _no_shell_left_behind() -> Iterator[None]:
    yield
    from IPython.core.interactiveshell import InteractiveShell

    InteractiveShell.clear_instance()


@pytest.mark.parametrize("lang", ["it", "pt"])
def test_every_catalogue_entry_is_listed_with_its_english(lang: str) -> None:
    text = reader_text.catalogue_text(lang)
    keys = re.findall(r"^## (\S+)", text, re.M)
    assert keys == list(reader_text.catalogue(lang))
    assert len(keys) == len(set(keys)) > 1000
    entry = text.split("## ui_hint_follow ", 1)[1].split("\n## ", 1)[0]
    assert "EN: {suit} were led: you must play one of {cards}." in entry


def test_a_template_is_shown_filled_in_each_form_it_takes() -> None:
    """One card and several, a feminine French Queen, the numbers 0, 1, 2 and 5: the forms a
    reader must judge, through the kit's own ``t``, with no placeholder left."""
    follow = reader_text.examples("ui_hint_follow", "it")
    assert any("l'unica carta di quel seme" in s for s in follow), follow
    assert any("hai l'Asso di bastoni e il Re di coppe, e devi giocarne una" in s for s in follow)
    assert any("la Donna di" in s for s in follow), follow
    higher = reader_text.examples("rv_higher", "it")
    assert {"una carta di denari più alta", "2 carte di spade più alte"} <= set(higher), higher
    # a sentence's cards and suits come from one deck, as the kit's do: «picche» only with
    # French cards, never beside «il Sette di spade»; «coppe» never beside «la Donna di cuori»
    assert "5 carte di picche più alte" in higher, higher
    for key in ("why_discard", "ui_hint_follow", "ex_capote_odds", "ref_follow_suit"):
        for sentence in reader_text.examples(key, "it"):
            french = "cuori" in sentence or "picche" in sentence
            italian = any(s in sentence for s in ("coppe", "denari", "spade", "bastoni"))
            assert not (french and italian), (key, sentence)
    wrong = reader_text.examples("ex_hint_wrong_count", "it")
    assert any(s.startswith("Una delle tue") for s in wrong), wrong
    for key in ("rv_why_cost", "ex_compare_wrong", "you_score_tie", "l3_out"):
        for sentence in reader_text.examples(key, "pt"):
            assert "{" not in sentence and "‹" not in sentence, (key, sentence)
    assert reader_text.examples("lang_self", "it") == []  # nothing to fill: the raw text is it


def test_a_lesson_reads_with_its_feedback_and_what_waits_for_an_answer() -> None:
    path = reader_text.LESSONS / "it" / "02-following-suit.ipynb"
    text = reader_text.lesson_text(path)
    assert LessonPage.show.__name__ == "show" and LessonPage.after.__name__ == "after"
    assert text.count(">>> EXERCISE") == 5
    for label in ("a first wrong answer: the hint", "a second wrong answer: the answer is told",
                  "a right answer"):
        assert text.count(f"[feedback to {label}]") == 5
    assert "[SHOWN ONLY AFTER EXERCISE 3 IS ANSWERED:]" in text
    # one block holds source 001's trick, its picture and its count (round 11: two blocks
    # in a row each said the same placeholder)
    assert text.count("[SHOWN ONLY AFTER EXERCISE 3 IS ANSWERED:]") == 1
    held = text.split("[SHOWN ONLY AFTER EXERCISE 3 IS ANSWERED:]")[1].split("[END", 1)[0]
    assert "prende: posto 0" in held and "[Fante di bastoni" in held
    before = text.split("[SHOWN ONLY AFTER", 1)[0]
    assert "prende: posto 0" not in before
    assert "[Cinque di coppe]" in text  # a card picture, by the name of its card
    assert "cot-lab-only" not in text and "<kbd>" not in text
    assert "[SHOWN IN JUPYTERLAB ONLY, NOT IN THE APP:]\n### Prova tu" in text
    assert CATALOGUE.text("lesson_after_exercise", "it").format(n=3) in text


@pytest.mark.parametrize(("lang", "said"), [("en", "Seat 3 · dealer"), ("it", "Posto 3 · mazziere"),
                                           ("pt", "Lugar 3 · carteador")])
def test_a_seats_badge_is_read_apart_from_its_name(lang: str, said: str) -> None:
    """The badge is drawn beside the name; read out (or as text) it needs its separator, and
    the felt's one-letter mark is not read at all ("Lugar 3 C" read as a Knight)."""
    from coteccio_lab.curriculum.pictures import hands_figure
    from coteccio_lab.hand import Hand
    from coteccio_lab.i18n import t
    from coteccio_lab.render.felt import felt_html

    hand = Hand.deal(4, seed=1, dealer=3)
    assert said in reader_text.text_of(hands_figure(hand, lang=lang))
    felt = reader_text.text_of(felt_html(hand, 0, lang))
    assert said in felt  # read as the lessons' pictures read it
    assert not re.search(rf"\b{t('ui_dealer_mark', lang)}\b", felt)


def test_inline_markup_adds_no_space() -> None:
    """A reader sees «c, come in Ac» where the page writes ``<code>c</code>, come in …``: a
    space the page does not have would be reported as the page's."""
    text = reader_text.text_of("<table><tr><td><code>c</code>, come in <code>Ac</code></td>"
                               "</tr></table><p><b>Asso</b>: 6</p>")
    assert "c, come in Ac" in text and "Asso: 6" in text


def test_each_placeholder_is_filled_with_what_the_kit_passes_there() -> None:
    """The samples are the kit's own kinds of value: ``card_the_*`` puts its article before
    a bare name of its own rank (``card_word``), a seat's change is a phrase ("every other
    seat {verb}"), seats that tie are two or more, ``rd_title`` names rules, a review names a
    seat by its label: no "il il Re", "ognuno degli altri 1", "i posti 0 sono", "Regole: Anna"
    made by the reader's bundle alone."""
    text = reader_text.catalogue_text("it") + reader_text.catalogue_text("pt")
    for odd in (r"\bil (?:il|l')", r"\bl'il\b", r"\bo o\b", r"\ba a Dama", r"cada um dos outros \d",
                r"ognuno degli altri \d", r"\bposti 0 sono", r"\blugares 0 empat", r"Regole: Anna",
                r"Regras: Anna"):
        assert not re.search(odd, text), odd
    assert reader_text.examples("card_the_A", "it") == ["l'Asso di coppe", "l'Asso di denari"]
    assert reader_text.examples("card_the_french_queen", "pt")[0] == "a Dama de copas"
    assert "Regole: Trieste." in reader_text.examples("rd_title", "it")
    capote = reader_text.examples("score_capote", "it")
    assert all(s.endswith(("perde una vita", "prende 2 bóle")) for s in capote), capote
    tie = reader_text.examples("score_tie", "pt")
    assert all(re.match(r"os lugares \d+(, \d+)* e \d+ ", s) for s in tie), tie
    offer = reader_text.examples("l5_capp_offer", "it")  # n counts the seats named
    assert not any(re.match(r"i posti \d+ hanno", s) for s in offer), offer
    assert any("Lugar 2 leva" in s for s in reader_text.examples("rvd_winner", "pt"))
    for key in ("dash_capote_offer", "dash_capote_offer_plain"):  # filled as the dashboard does
        assert all("l'ultima, guadagni una vita" in s for s in reader_text.examples(key, "it"))
        assert all("você ganha uma vida" in s for s in reader_text.examples(key, "pt"))


JUDGE_REASONS = ("why_judge", "why_judge_tie", "dash_hint_why_judge", "dash_hint_why_judge_tie",
                 "why_judge_worth_vs", "dash_hint_why_judge_worth_vs",
                 "why_judge_worth_vs_points", "dash_hint_why_judge_worth_vs_points")


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_experts_reasons_count_one_layout_in_the_singular(lang: str) -> None:
    """When only one layout of the unseen cards fits, the reasons say «su 1 distribuzione
    possibile» (round 19's Italian reader found «su 1 distribuzioni»), "over 1 layout",
    «em 1 distribuição»."""
    one = {"en": "over 1 layout of", "it": "su 1 distribuzione possibile",
           "pt": "em 1 distribuição das"}[lang]
    for key in JUDGE_REASONS:
        texts = [text for params, text in reader_text.filled(key, lang)
                 if str(params.get("n")) == "1"]
        assert texts and all(one in text for text in texts), (key, texts[:1])


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_reviews_say_the_only_layout_when_one_fits(lang: str) -> None:
    """A review judged over every layout says «l'unica distribuzione…» when only one fits, as
    ``rv_exact_one`` does, never «tutte le 1 distribuzioni»."""
    from coteccio_lab.review.grades import Judgement

    only = {"en": "the only layout", "it": "unica distribuzione", "pt": "única distribuição"}[lang]
    for method, continuation in (("every", ""), ("exact", "cautious"), ("odds", "")):
        one = Judgement(method=method, layouts=1, total=1, continuation=continuation).text(lang)
        many = Judgement(method=method, layouts=24, total=24, continuation=continuation).text(lang)
        assert only in one and " 1 " not in one, one
        assert "24" in many and only not in many, many


@pytest.mark.parametrize("lang", ["it", "pt"])
def test_every_entry_is_filled(lang: str) -> None:
    """Round 22's Portuguese reader saw «(cannot be filled: ValueError … '‹value›' …)» for
    ``why_judge_worth_vs``: a placeholder a counter's noun follows (``{counter:{value}}``)
    took a word. It takes a number, whatever its name, and every entry fills."""
    text = reader_text.catalogue_text(lang)
    assert "cannot be filled" not in text
    assert "{value}" in reader_text.catalogue(lang)["why_judge_worth_vs"][0]
    assert all("‹value›" not in s for s in reader_text.examples("why_judge_worth_vs", lang))
