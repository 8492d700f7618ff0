"""The class pages' phrases with a count agree with it in every language (no
"student(s)", "partida(s)", "navegador(es)"): the service sends a plural entry's forms and
its language's rule, and the pages' script (boardmodel.js ``pageTexts``, run here in Node)
picks the form."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess

import pytest
from class_helpers import served_scripts

from coteccio_lab.catalogue import CATALOGUE
from coteccio_lab.classservice.game import TableKey
from coteccio_lab.classservice.language import page_texts
from coteccio_lab.i18n import t

PLURAL = ("warn_going", "given_going", "drill_head", "browsers", "size_line")


def test_no_class_page_phrase_writes_a_plural_in_brackets() -> None:
    for key in CATALOGUE:
        if key.startswith("class_page_"):
            for lang in ("en", "it", "pt"):
                for n in (1, 2):
                    text = CATALOGUE.text(key, lang, n if CATALOGUE.is_plural(key) else None)
                    assert not re.search(r"\w\((s|es|i|e|ram)\)", text), (key, lang, text)


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_page_sends_each_phrase_with_a_count_as_forms_and_a_rule(lang: str) -> None:
    texts = json.loads(html.unescape(page_texts(lang)["texts"]))
    for key in PLURAL:
        entry = texts[key]
        assert entry["rule"] == lang and len(entry["forms"]) == 2, key
        assert f"t_{key}" not in page_texts(lang)
    table = texts["_plural"][lang]
    assert len(table) == 200 and table[1] == 0 and table[2] == 1 and table[0] == 1


def script_says(lang: str, key: str, **params: object) -> str:
    node = shutil.which("node")
    if node is None:
        pytest.skip("no Node.js")
    text = html.unescape(page_texts(lang)["texts"])
    boardmodel = served_scripts() / "boardmodel.js"
    code = (f"import {{ pageTexts }} from {boardmodel.as_uri()!r};\n"
            f"const say = pageTexts({{ dataset: {{ text: {json.dumps(text)} }} }});\n"
            f"process.stdout.write(say({key!r}, {json.dumps(params)}));\n")
    run = subprocess.run([node, "--input-type=module", "-e", code], capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    return run.stdout


@pytest.mark.parametrize(("lang", "n", "want"), [
    ("en", 1, "Ana: 1 hand"), ("en", 13, "Ana: 13 hands"), ("en", 0, "Ana: 0 hands"),
    ("it", 1, "Ana: 1 smazzata"), ("it", 2, "Ana: 2 smazzate"),
    ("pt", 1, "Ana: 1 mão"), ("pt", 301, "Ana: 301 mãos"),
])
def test_the_pages_script_picks_the_form_for_the_count(lang: str, n: int, want: str) -> None:
    assert script_says(lang, "drill_head", name="Ana", n=n) == want == t(
        "class_page_drill_head", lang, name="Ana", n=n)


def test_the_pages_script_fills_a_phrase_without_a_count_as_before() -> None:
    assert script_says("pt", "browsers", name="Ana", n=1) == "Ana: 1 navegador"
    assert script_says("it", "no_such_key") == "no_such_key"


@pytest.mark.parametrize(("lang", "n", "want"), [
    ("en", 1, "1 of at most 60 students has joined."),
    ("it", 1, "È entrato 1 studente su un massimo di 60."),
    ("it", 2, "Sono entrati 2 studenti su un massimo di 60."),
    ("pt", 1, "1 aluno entrou (máximo: 60)."),
])
def test_the_class_size_line_agrees_with_the_count(lang: str, n: int, want: str) -> None:
    assert script_says(lang, "size_line", n=n, size=60) == want


def test_the_teachers_list_of_games_is_in_the_pages_language() -> None:
    """The Results list named the rules, levels and mode by their program names
    ('bergamo · random · table') on an Italian page."""
    key = TableKey("bergamo", ("random", "expert"), "table")
    assert key.describe("it") == ("Bergamo · " + t("class_page_level_random", "it") + ", "
                                  + t("class_page_level_expert", "it") + " · "
                                  + t("class_page_mode_table", "it"))
    assert "random" not in key.describe("pt") and key.describe("en").startswith("Bergamo · ")


@pytest.mark.parametrize(("lang", "n"), [("en", 1), ("en", 11), ("it", 1), ("it", 11),
                                         ("pt", 0), ("pt", 1), ("pt", 2)])
def test_a_word_chosen_after_a_count_is_the_one_for_the_count(lang: str, n: int) -> None:
    """A sentence may choose its word by the count (``{n:one=smazzata|=smazzate}``): the
    pages showed the choice itself ("persa in 11 {n:one=smazzata|=smazzate}")."""
    said = script_says(lang, "in_hands", n=n)
    assert said == t("class_page_in_hands", lang, n=n) and "{" not in said
