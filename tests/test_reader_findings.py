"""What the native readers found wrong in the Italian and Portuguese lessons stays
fixed: Brazilian Portuguese throughout (the source 000 is Brazilian), the Italian exercise
labels in the lessons' own words, and lesson 5's table in whole words and columns."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from coteccio_lab.curriculum import lesson5, page
from coteccio_lab.i18n import t

ROOT = Path(__file__).parent.parent


def translations(lang: str) -> dict[str, str]:
    """Every ``msgstr`` of a language's catalogue, by key (plural forms joined)."""
    with open(ROOT / "coteccio_lab" / "locale" / f"{lang}.po", "rb") as po:
        catalogue = read_po(po)
    return {str(m.context): " | ".join(m.string) if isinstance(m.string, tuple) else m.string
            for m in catalogue if m.id}


def lesson_prose(lang: str) -> dict[str, str]:
    """The markdown of each lesson notebook in ``lang``, by file name."""
    out = {}
    for path in sorted((ROOT / "lessons" / lang).glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        out[path.name] = "\n".join("".join(c["source"]) for c in cells
                                   if c["cell_type"] == "markdown")
    return out


EUROPEAN = re.compile(
    r"até ao\b|(?:está|estão|estava|continua|continuam|fica|ficam) a \w+(?:ar|er|ir)\b|"
    r"^a (?:jogar|decidir)$|paga-se|falhad[ao]|"
    r"são precis[oa]s|para a retirar|\bficheiro|\bregisto|descarreg|carregue em|"
    r"utilizador|\bdemasiad[ao]s?\b|a meio de"
)
"""European Portuguese where the Brazilian says otherwise: 'até o fim', 'jogando',
'é pago', 'fracassada', 'é preciso', 'retirá-la', 'arquivo', 'registro', 'baixar',
'clique em', 'usuário', '... demais', 'no meio de'."""


def test_the_portuguese_catalogue_is_brazilian() -> None:
    found = {key: text for key, text in translations("pt").items()
             if EUROPEAN.search(text) or re.fullmatch(r"a \w+(?:ar|er|ir)", text)}
    assert not found, found


def test_the_portuguese_lessons_are_brazilian() -> None:
    for name, text in lesson_prose("pt").items():
        assert not EUROPEAN.search(text), (name, EUROPEAN.search(text))


def test_portuguese_quotes_between_curly_marks() -> None:
    """Brazilian Portuguese quotes “ ”; Italian keeps « »."""
    for key, text in translations("pt").items():
        assert "«" not in text and "»" not in text, key
    for name, text in lesson_prose("pt").items():
        assert "«" not in text and "»" not in text, name
    printed = lesson5.other_readings_table("pt")
    assert "“simili a quelle del tressette”" in printed and "«" not in printed


@pytest.mark.parametrize("lang", ["it", "pt"])
def test_the_exercise_labels_are_the_lessons_headings(lang: str) -> None:
    """The class pages name an exercise as its lesson does ('Un pari', not 'Un pareggio')."""
    for number in range(1, 7):
        keys = [spec.key for spec in page(number, lang).lesson.exercises]
        path = next((ROOT / "lessons" / lang).glob(f"0{number}-*.ipynb"))
        heads = re.findall(r"^### \S+ \d+ · (.*)$", lesson_prose(lang)[path.name], re.M)
        assert heads == [t(f"class_ex_{number}_{key}", lang) for key in keys], number


def test_the_italian_words_are_the_lessons_words() -> None:
    """A revoke is a 'rinuncia', the dealer the 'mazziere', sudden death the 'spareggio',
    and a trick is made («fa la presa», not «prende la presa»), as in the lessons."""
    italian = translations("it")
    for key, text in italian.items():
        assert "cartaio" not in text, key
        assert not re.search(r"\b[Rr]ifiuto\b", text), key
        assert "morte improvvisa" not in text, key
    assert t("ex_trick_prompt", "it") == "Chi fa questa presa?"
    assert "fuori" not in t("l4_end_capote", "it")  # "fuori" is out of play, not "the card"


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_lesson_5_table_in_whole_words(lang: str) -> None:
    table = lesson5.presets_table(lang)
    assert not re.search(r"\b(?:de|da) (\d+) a \1\b|\b(\d+) to \2\b", table)  # "5", not "5 to 5"
    names = [t(f"rules_name_{name}", lang) for name in ("trieste", "bergamo", "piacenza")]
    header = table.splitlines()[0]
    assert all(name in header for name in names)
    assert t("l5_none", lang) not in table.splitlines()[-2]  # the doctor: off, not "none"
    starts = [header.index(name) for name in names]
    for row in table.splitlines()[1:]:
        for start in starts[1:]:  # every column starts after two spaces: no words run together
            assert len(row) <= start or row[start - 2:start] == "  ", row


MASCULINE_ADDRESS = {
    "it": re.compile(r"\b[Ss]ei (?:rimast|entrat|sedut|uscit|sicur|pront|stat|arrivat|content"
                     r"|brav|convint)[oi]\b|\bda solo contro\b|\b[Dd]i nuovo connesso\b"),
    "pt": re.compile(r"\b[Vv]ocê (?:está|estiver|ficou|foi|for|é|seja) (?:pront|sentad|conectad"
                     r"|eliminad|sozinh|cert|segur|obrigad|convencid)o\b|\b[Vv]ocê (?:joga )?"
                     r"sozinho\b|\bestiver conectado\b|\bConectado de novo\b"),
}
"""The learner (and the teacher) is spoken to without a gender: «sei ancora nella classe»,
«non hai chiamato il dottore», «só você e o computador», not «sei entrato», «você sozinho»."""


@pytest.mark.parametrize("lang", ["it", "pt"])
def test_the_reader_is_addressed_without_a_gender(lang: str) -> None:
    found = {key: text for key, text in translations(lang).items()
             if MASCULINE_ADDRESS[lang].search(text)}
    found |= {name: MASCULINE_ADDRESS[lang].search(text).group(0)  # type: ignore[union-attr]
              for name, text in lesson_prose(lang).items() if MASCULINE_ADDRESS[lang].search(text)}
    assert not found, found


def test_every_reason_of_the_hint_has_its_second_person_words() -> None:
    """Round 13 (it, N16): the dashboard's hint says «gioca il Re di coppe … {why}» to the
    learner; a reason with no ``dash_hint_*`` words would come in the player's first person
    («Scarto l'Asso: non ho spade»). The hint asks the judge (``advise``), so every reason the
    judge gives, and the capote choice, has its second-person sentence."""
    source = (ROOT / "coteccio_lab" / "players" / "judge.py").read_text(encoding="utf-8")
    reasons = set(re.findall(r'reason = "(why_\w+)"', source))
    assert reasons >= {"why_judge", "why_judge_tie", "why_judge_worth_vs"}
    for lang in ("en", "it", "pt"):
        keys = translations(lang)
        assert all(f"dash_hint_{reason}" in keys for reason in reasons), lang
        assert "dash_hint_capote" in keys


@pytest.mark.parametrize(("winners", "expected"), [
    ((2,), {"en": "Seat 2 wins it", "it": "vince il posto 2", "pt": "o lugar 2 venceu"}),
    ((0,), {"en": "You win it", "it": "vinci tu", "pt": "você venceu"}),
    ((0, 2), {"en": "win it", "it": "vincete tu e il posto 2", "pt": "você e o lugar 2 venceram"}),
    ((1, 3), {"en": "win it", "it": "vincono i posti 1 e 3",
              "pt": "os lugares 1 e 3 venceram"}),
])
def test_the_match_winners_verb_follows_their_count(winners: tuple[int, ...],
                                                    expected: dict[str, str]) -> None:
    """Round 14 (pt, W1): «A partida terminou: ganham o lugar 1.» The table shows
    ``ui_match_won_several`` only with two winners or more, but its verb follows the count
    in every language, as ``dash_match_won_several`` does. Round 22 (pt N8): two seats or more
    read as one plural, «os lugares 1 e 3», «i posti 1 e 3» (``list_word``)."""
    from coteccio_lab.i18n.grammar import list_word
    from coteccio_lab.widgets.drawing import seat_name

    for lang, words in expected.items():
        who = list_word([seat_name(s, 0, lang) for s in winners], lang)
        text = t("ui_match_won_several", lang, who=who)
        assert words in text, (lang, text)
        for wrong in ("venceram você", "venceram o lugar", "ganham o lugar",
                      "Vincitori: il posto", ": Seat 2 win it"):
            assert wrong not in text, (lang, text)


def test_the_italian_judge_counts_up_without_a_participle() -> None:
    """Round 14 (it, W1): «mi vengono addebitati … bóle» did not agree with a feminine
    counter; the judge's reason says how the count goes up, with no participle to agree."""
    from coteccio_lab.i18n import Message, Num

    for key in ("why_judge_worth_vs_points", "dash_hint_why_judge_worth_vs_points"):
        text = t(key, "it", card="l'Asso di denari", n=Num(24, "int"), continuation="prudente",
                 delta=Num(0.25, "dec"), counter=Message("counter_bole"), points=Num(3, "int"),
                 other="il Re di denari", other_delta=Num(0.2, "dec"),
                 other_points=Num(0, "int"), gap=Num(0.05, "dec"), half=Num(0.02, "dec"))
        assert "bóle" in text and "addebitat" not in text, text


def test_lesson_6_does_not_name_lesson_1s_deal() -> None:
    """Round 14 (it, catalogue N3): ``l6_card_prompt`` says «la smazzata della lezione 1»,
    true only of lesson 1's deal; lesson 6 asks about its own deal, with the prompt that says
    «questa smazzata», and no lesson asks with the other one."""
    from coteccio_lab.curriculum import lesson1, lesson6

    assert lesson6.expert_hand().dealt != lesson1.example_hand().dealt
    assert lesson6._expert_card().prompt_key == "l6_card_prompt_deal"
    modules = (ROOT / "coteccio_lab" / "curriculum").glob("*.py")
    assert not [m.name for m in modules if '"l6_card_prompt"' in m.read_text(encoding="utf-8")]


@pytest.mark.parametrize(("lang", "small", "large"), [
    ("pt", "+0,70 vida;", "+2,50 vidas;"),
    ("it", "+0,70 vite;", "+2,50 vite;"),
    ("en", "by +0.70;", "by +2.50;"),
])
def test_a_number_with_decimals_takes_the_plural_of_its_language(
        lang: str, small: str, large: str) -> None:
    """Brazilian Portuguese keeps the noun singular below 2 ("+0,70 vida", "0,383 vida",
    "1,5 milhão"; CLDR pt: one for i = 0..1), English and Italian never do ("0.70 lives")
    (pt reader, round 15, L4 N3 and catalogue N1): a written decimal and a ``Num`` with
    decimals both pick their form, and so does a counter after one (``{counter:{attempt}}``)."""
    from coteccio_lab.i18n import Num, t
    from coteccio_lab.i18n.grammar import counter_word
    from coteccio_lab.i18n.numbers import signed

    lives = counter_word("lives", lang)
    assert small in t("ex_capote_expect", lang, attempt=signed(0.7, lang), counter=lives)
    assert large in t("ex_capote_expect", lang, attempt=signed(2.5, lang), counter=lives)
    ahead = t("l6_card_ahead", lang, best="x", other="y", gap=Num(0.383, "dec", 3), half="0")
    assert ("0,383 vida " if lang == "pt" else "0,383 vite " if lang == "it"
            else "0.383 lives ") in ahead
    assert ("−1,50 vida" if lang == "pt" else "−1,50 vite" if lang == "it"
            else "−1.50 lives") in f"{signed(-1.5, lang)} {lives:{signed(-1.5, lang)}}"
    # whole numbers keep the catalogue's plural rule
    assert t("verb_lose_lives", lang, n=1) != t("verb_lose_lives", lang, n=2)


@pytest.mark.parametrize(("lang", "stopped", "most"), [
    ("it", "tu guadagni una vita", "hai preso più punti (15) e perdi una vita"),
    ("pt", "você ganha uma vida", "(15) e perde uma vida"),
    ("en", "you gain a life", "you took the most points (15) and lose a life"),
])
def test_the_score_said_to_you_takes_the_second_person(lang: str, stopped: str, most: str) -> None:
    """The catalogue's samples of the you_* sentences are filled mechanically («tu guadagna»);
    the score's own words give the verb in the second person (it reader, round 15, not
    counted: you_stopped_capote receives verb_you_gain_lives)."""
    from coteccio_lab.explain import _reason
    from coteccio_lab.i18n import Message
    from coteccio_lab.i18n.grammar import seat_word

    def name(seat: int, lang: str) -> str:
        return seat_word(seat, None, lang)

    failed = {"seat": 2, "stopper": 0, "verb": Message("verb_lose_lives", n=1),
              "gain": Message("verb_gain_lives", n=1)}
    assert stopped in _reason("score_capote_failed", failed, 0, name, lang)
    most_params = {"seat": 0, "points": 15, "verb": Message("verb_lose_lives", n=1)}
    assert most in _reason("score_most", most_params, 0, name, lang)


@pytest.mark.parametrize(("lang", "said"), [
    ("pt", "tentar vale em média −0,24 vida, anular 0"),
    ("it", "tentare vale in media −0,24 vite"),
    ("en", "attempting is worth −0.24 lives on average"),
])
def test_the_dashboard_says_lesson_4s_odds_as_the_lesson_does(lang: str, said: str) -> None:
    """Round 16 (pt reader, catalogue N1): the lessons wrote «−0,24 vida» and the dashboard's
    and the review's sentences «−0,25 vidas». The −0,25 was the catalogue's sample value; the
    same position gives the same number on both (``numbers.signed``, −29/120), and every
    decimal count of lives now follows it with its form (``{counter:{delta}}``)."""
    from coteccio_lab.curriculum import lesson4
    from coteccio_lab.dashboard.narration import odds_note
    from coteccio_lab.odds import capote_odds

    question = lesson4.LESSON.question("voids")
    odds = capote_odds(question.view, question.counters)
    text = odds_note(odds).text(lang)
    assert said in text, text
    if lang == "pt":  # the review's sentence, as its judge fills it
        from coteccio_lab.i18n import Message, Num

        review = t("rv_capote_annul", lang, card="o Cavaleiro de copas", good=Num(364, "int"),
                   total=Num(960, "int"), pct=Num(0.379, "pct"),
                   attempt=Num(-29 / 120, "signed"), annul=Num(0.0, "signed"),
                   counter=Message("counter_lives"))
        assert "−0,24 vida," in review, review


@pytest.mark.parametrize(("lang", "name"), [
    ("en", "deal code"), ("it", "codice"), ("pt", "código"),
])
def test_the_deal_code_has_one_name_on_every_page(lang: str, name: str) -> None:
    """Round 21 (pt reader, catalogue N8): the student's dashboard asked for the «código da
    partida» and the teacher's page handed out a «código da distribuição». Every entry whose
    English names the deal code says the language's one name for it («distribuição» stays
    where it means a layout of the unseen cards)."""
    with open(ROOT / "coteccio_lab" / "locale" / "en.po", "rb") as po:
        english = {str(m.context): m.string for m in read_po(po) if m.id}
    words = translations(lang)
    naming = [key for key, text in english.items()
              if isinstance(text, str) and "deal code" in text.lower()]
    assert {"ui_deal_code", "class_page_deal_code", "tablepage_game_closed"} <= set(naming)
    for key in naming:
        assert name in words[key].lower(), (key, words[key])
        assert "distribuição" not in words[key], (key, words[key])
    if lang != "en":
        label = {"it": "Codice della partita", "pt": "Código da partida"}[lang]
        assert words["ui_deal_code"] == words["class_page_deal_code"] == label


def test_the_reviews_retry_says_not_yet_in_every_language() -> None:
    """Round 21 (it reader, catalogue N4): a wrong answer that may still be retried is «Non
    ancora», as the exercises say it and as the English "Not yet" does; «No» is the last one."""
    starts = {"en": "Not yet:", "it": "Non ancora:", "pt": "Ainda não:"}
    for lang, start in starts.items():
        assert t("rv_retry_wrong", lang, move="x", grade="y").startswith(start), lang


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "(rules: 000, 003, 004; the figures are the program's)"),
    ("it", "(regole: 000, 003, 004; i numeri sono del programma)"),
    ("pt", "(regras: 000, 003, 004; os números são do programa)"),
])
def test_lesson_6_says_its_figures_are_the_programs(lang: str, said: str) -> None:
    """Round 22's Italian reader (L6 N1): under a simulated percentage or the expert's
    estimate, "(sources: 000, 003, 004)" read as if the sources gave the number; the lesson
    says they give the rules and no statistics. Exercises 1, 3 and 4 say so beside the
    sources."""
    from coteccio_lab.curriculum import lesson6

    questions = [lesson6._expert_card(), lesson6._capote_trend(), lesson6._zero_points()]
    texts = [q.evaluate(q.wrong_answer()).sources_text(lang) for q in questions]
    assert texts[0] == texts[1] == said
    assert texts[2] == said.replace("000, 003", "000, 001, 003")


@pytest.mark.parametrize(("rules", "asked"), [
    ("trieste", {"en": "who loses a life?", "it": "E chi perde una vita?",
                 "pt": "E quem perde uma vida?"}),
    ("bergamo", {"en": "who takes bóle?", "it": "E chi prende bóle?",
                 "pt": "E quem recebe bóle?"}),
])
def test_the_score_question_asks_in_its_counters_own_verb(rules: str,
                                                           asked: dict[str, str]) -> None:
    """Round 22's readers (Italian N5, Portuguese N9): «E chi paga (in vite)?» / «E quem paga
    (em vidas)?» is a calque of "who pays (lives)". Each counter asks with its own verb, as
    its boxes say; points ask for the points alone."""
    from coteccio_lab.curriculum.lesson3 import TIE_DEAL
    from coteccio_lab.questions import ScoreQuestion
    from coteccio_lab.rules import preset

    question = ScoreQuestion(TIE_DEAL.played(preset(rules)), me=0)
    for lang, words in asked.items():
        prompt = question.prompt(lang)
        assert prompt.endswith(words) and "(" not in prompt.split("?")[1]
    points = ScoreQuestion(TIE_DEAL.played(preset("piacenza")), me=0)
    assert points.prompt("en") == "How many points did each seat take (cards and the last trick)?"


def test_portuguese_says_the_computer_not_its_players() -> None:
    """Round 22's Portuguese reader (L5 U1, L6 U2): «jogador(es) do computador» is a calque of
    *computer player*. The catalogue and the lessons say «o computador» («o computador joga
    em três níveis», «jogar contra o computador») and count its seats as «lugares do
    computador» (docs/glossary-pt.md)."""
    calque = re.compile(r"jogador(?:es)?(?: \{\w+\})? do computador", re.IGNORECASE)
    found = [key for key, text in translations("pt").items() if calque.search(text)]
    found += [name for name, text in lesson_prose("pt").items() if calque.search(text)]
    assert found == []
    assert t("dash_to_end_tip", "pt").startswith("Você está fora: o computador joga")


def test_lesson_6_says_why_the_expert_leads_the_ace_from_its_own_play_outs() -> None:
    """Round 23's Italian reader (L6 N14): exercise 1 gave the five averages and no reason why
    the card that takes the most points is the best. The held-back advice says it from the
    expert's own play-outs: the Ace takes the first trick, so every life it gains is its own
    capote, and the counts of lives gained and lost are the average's (+0.742)."""
    from coteccio_lab.curriculum import lesson6

    advice = lesson6.opening_advice()
    evaluation = advice.evaluation
    assert evaluation is not None and advice.move.card is not None
    j = evaluation.moves.index(advice.move.card.code())
    deltas = [r[j][1] for r in evaluation.results]
    gains, losses = deltas.count(1.0), deltas.count(-1.0)
    assert set(deltas) <= {-1.0, 0.0, 1.0}
    assert abs((gains - losses) / len(deltas) - evaluation.mean(j, 1)) < 1e-9
    said = lesson6.capotes_text("en")
    assert said.startswith(f"With the Ace of coins the expert gains a life {gains} times in "
                           f"{len(deltas)} and loses one {losses} times")
    assert f"{gains} volte su {len(deltas)}" in lesson6.capotes_text("it")
    assert f"{gains} vezes em {len(deltas)}" in lesson6.capotes_text("pt")


@pytest.mark.parametrize(("lang", "last"), [
    ("en", "(4 points + 6 for the last trick)"),
    ("it", "(4 punti + 6 per l'ultima presa)"),
    ("pt", "(4 pontos + 6 pela última vaza)"),
])
def test_lesson_2s_last_trick_shows_its_six(lang: str, last: str) -> None:
    """Round 23's Italian reader (L2 N5): the deal trick by trick gave the last trick «4
    punti» alone, and a learner adding it up found seat 2 at 9; lesson 3 says 15. The last
    trick shows its 6, as lesson 3 counts it."""
    from coteccio_lab.curriculum import lesson2
    from coteccio_lab.curriculum import pictures as pic

    drawn = html.unescape(pic.tricks_figure(lesson2.example_played(), lang=lang))
    assert last in drawn and drawn.count("+ 6") == 1


@pytest.mark.parametrize(("lang", "said"), [
    ("it", "hai fatto tutte le prese (cappotto): guadagni una vita"),
    ("pt", "você fez todas as vazas (capote): ganha uma vida"),
    ("en", "you took every trick (capote): you gain a life"),
])
def test_your_capote_is_said_in_the_second_person(lang: str, said: str) -> None:
    """Round 23's Italian reader (not counted): `you_score_capote` must get «guadagni», as
    `you_stopped_capote` does (``test_the_score_said_to_you_takes_the_second_person``)."""
    from coteccio_lab.explain import _reason
    from coteccio_lab.i18n import Message
    from coteccio_lab.i18n.grammar import seat_word

    def name(seat: int, lang: str) -> str:
        return seat_word(seat, None, lang)

    capote = {"seat": 0, "gain": Message("verb_gain_lives", n=1),
              "verb": Message("verb_lose_lives", n=1)}
    assert _reason("score_capote", capote, 0, name, lang).startswith(said)


def test_piacenza_says_everyone_but_the_loser_wins() -> None:
    """Round 23's readers (it L5 N13, pt L5 N8): «i vincitori sono quelli con meno punti»
    read as the lowest score alone winning; the kit's reading (`rd_points_counter`) is that
    every seat but the loser wins."""
    assert "everyone else wins" in " ".join(lesson_prose(".")["05-regional-variants.ipynb"]
                                            .split())
    assert "tutti gli altri sono «i vincitori»" in " ".join(
        lesson_prose("it")["05-regional-variants.ipynb"].split())
    assert "todos os outros são os vencedores" in " ".join(
        lesson_prose("pt")["05-regional-variants.ipynb"].split())
    for lang in ("it", "pt"):
        assert "menos pontos." not in lesson_prose(lang)["05-regional-variants.ipynb"]


def test_portuguese_gives_every_margin_as_a_confidence_interval() -> None:
    """Round 23's Portuguese reader (L6 N14): «(± 0,134, 95%)» read as a second number; the
    course writes «IC 95%» everywhere else."""
    found = [key for key, text in translations("pt").items()
             if re.search(r"(?<!IC )95%", text)]
    assert found == []


def test_lesson_2s_list_of_tricks_adds_the_last_tricks_bonus(capsys: pytest.CaptureFixture[str]
                                                             ) -> None:
    """Round 24's readers (it L2 N2, pt L2 N1): the printed list gave the last trick's card
    points alone («(4 punti)») under a figure that adds the 6 of the last trick, and a
    learner adding the list up found 9 for seat 2 where lesson 3 counts 15."""
    from coteccio_lab.curriculum.lesson2 import print_example_tricks

    said = {"en": "seat 2 wins 4 points + 6 for the last trick",
            "it": "(4 punti + 6 per l'ultima presa)", "pt": "(4 pontos + 6 pela última vaza)"}
    for lang, last in said.items():
        print_example_tricks(lang)
        lines = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
        assert lines[4].endswith(last), lines
        assert sum("+ 6" in line for line in lines) == 1, lines


def test_how_often_the_doctor_is_called_is_what_players_say_not_a_limit_per_player() -> None:
    """Round 24's Portuguese reader (L3 W1, L5 W1): «uma vez só para a maioria dos jogadores
    … quantas vezes quiserem para alguns jogadores» read as a limit that differs between the
    players of one table; 000 says that most players allow one call and some any number.
    The Italian and the English said it the same way."""
    for lang, words in (("pt", ("segundo a maioria dos jogadores", "segundo alguns")),
                        ("it", ("secondo la maggior parte dei giocatori", "secondo alcuni")),
                        (".", ("as most players have it", "as some"))):
        for lesson in ("03-scoring-a-hand.ipynb", "05-regional-variants.ipynb"):
            prose = " ".join(lesson_prose(lang)[lesson].split())
            assert all(w in prose for w in words), (lang, lesson)
            assert "para a maioria dos jogadores" not in prose
            assert "per la maggior parte dei giocatori" not in prose
            assert "for most players" not in prose


def test_portuguese_loses_a_life_never_its_life() -> None:
    """Round 25's Portuguese reader (L6): «o lugar que perdeu a vida» reads as «the seat that
    died»; a seat loses one of its lives («perdeu uma vida»), as the rest of the course says."""
    found = [key for key, text in translations("pt").items()
             if re.search(r"\bperde(u|r|m)? a vida\b", text)]
    assert found == []
    assert not [name for name, prose in lesson_prose("pt").items()
                if re.search(r"\bperde(u|r|m)? a vida\b", prose)]
